//! The PCT (Player Cooperation Table): one value 2..7 per pair of players.
//!
//! The printed table keeps each relation on both players' rows; they always
//! move together, so the type stores one value per unordered pair and can
//! never be asymmetric. Low = friendly, high = unfriendly.

use super::player::{PlayerColour, Seat};
use super::rules::PctRules;
use serde::{Deserialize, Serialize};

/// The PCT for `n` seats (A onwards).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pct {
    n: usize,
    /// Row-major upper triangle, `n·(n−1)/2` values.
    pairs: Vec<u8>,
}

fn tri_index(n: usize, a: usize, b: usize) -> usize {
    let (i, j) = if a < b { (a, b) } else { (b, a) };
    // Entries before row i: sum over r < i of (n − 1 − r).
    i * (2 * n - i - 1) / 2 + (j - i - 1)
}

impl Pct {
    /// A table with every pair at `value`.
    pub fn filled(n: usize, value: u8) -> Pct {
        Pct {
            n,
            pairs: vec![value; n * n.saturating_sub(1) / 2],
        }
    }

    /// Start values from the players' colours [I-1]: same colour 2,
    /// Undecided against Red or White 3, Red against White 5.
    pub fn from_colours(colours: &[PlayerColour], rules: &PctRules) -> Pct {
        let mut pct = Pct::filled(colours.len(), rules.start.same_colour);
        for (a, ca) in colours.iter().enumerate() {
            for (b, cb) in colours.iter().enumerate().skip(a + 1) {
                let v = start_value(*ca, *cb, rules);
                let k = tri_index(pct.n, a, b);
                pct.pairs[k] = v;
            }
        }
        pct
    }

    pub fn players(&self) -> usize {
        self.n
    }

    /// The value for the pair `a`/`b` (0 for a player against itself).
    pub fn get(&self, a: Seat, b: Seat) -> u8 {
        if a == b || a.index() >= self.n || b.index() >= self.n {
            return 0;
        }
        self.pairs[tri_index(self.n, a.index(), b.index())]
    }

    /// Sets the pair without any check (setup validates first).
    pub fn set(&mut self, a: Seat, b: Seat, v: u8) {
        if a != b && a.index() < self.n && b.index() < self.n {
            let k = tri_index(self.n, a.index(), b.index());
            self.pairs[k] = v;
        }
    }

    /// Shifts the pair by `delta` columns, clamped to `min..=max` [I-2];
    /// returns (before, after).
    pub fn shift(&mut self, a: Seat, b: Seat, delta: i8, min: u8, max: u8) -> (u8, u8) {
        let before = self.get(a, b);
        let after =
            (i16::from(before) + i16::from(delta)).clamp(i16::from(min), i16::from(max)) as u8;
        self.set(a, b, after);
        (before, after)
    }

    /// Every pair (a < b) with its value.
    pub fn pairs(&self) -> impl Iterator<Item = (Seat, Seat, u8)> + '_ {
        Seat::first(self.n).flat_map(move |a| {
            Seat::first(self.n)
                .filter(move |b| *b > a)
                .map(move |b| (a, b, self.get(a, b)))
        })
    }

    /// The table as printed: one row per player, the other players' letters
    /// in the value columns `min..=max`.
    pub fn grid_text(&self, min: u8, max: u8) -> String {
        let mut s = String::from(" ");
        for c in min..=max {
            s.push_str(&format!("\t{c}"));
        }
        s.push('\n');
        for a in Seat::first(self.n) {
            s.push(a.letter());
            for c in min..=max {
                let here: String = Seat::first(self.n)
                    .filter(|b| *b != a && self.get(a, *b) == c)
                    .map(|b| b.letter())
                    .collect();
                s.push('\t');
                s.push_str(&here);
            }
            s.push('\n');
        }
        s
    }

    /// The matrix as rows (diagonal 0), e.g. for display or setup editing.
    pub fn matrix(&self) -> Vec<Vec<u8>> {
        Seat::first(self.n)
            .map(|a| Seat::first(self.n).map(|b| self.get(a, b)).collect())
            .collect()
    }
}

/// The start value for a pair of colours [I-1].
pub fn start_value(a: PlayerColour, b: PlayerColour, rules: &PctRules) -> u8 {
    use PlayerColour::*;
    match (a, b) {
        _ if a == b => rules.start.same_colour,
        (Red, White) | (White, Red) => rules.start.red_vs_white,
        _ => rules.start.undecided_vs_decided,
    }
}

/// Groups `others` by their value on `of`'s row, friendliest group first;
/// players within a group are tied.
pub fn ranking(pct: &Pct, of: Seat, others: &[Seat]) -> Vec<Vec<Seat>> {
    let mut sorted: Vec<Seat> = others.iter().copied().filter(|s| *s != of).collect();
    sorted.sort_by_key(|s| (pct.get(of, *s), *s));
    let mut groups: Vec<Vec<Seat>> = Vec::new();
    for s in sorted {
        match groups.last_mut() {
            Some(g) if g.first().is_some_and(|f| pct.get(of, *f) == pct.get(of, s)) => g.push(s),
            _ => groups.push(vec![s]),
        }
    }
    groups
}

/// A place in the ranking read off the phasing player's row [I-3].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rank {
    Friendliest,
    SecondFriendliest,
    SecondUnfriendliest,
    /// The worst enemy.
    Unfriendliest,
}

impl Rank {
    pub fn name(self) -> &'static str {
        match self {
            Rank::Friendliest => "friendliest",
            Rank::SecondFriendliest => "2nd friendliest",
            Rank::SecondUnfriendliest => "2nd unfriendliest",
            Rank::Unfriendliest => "unfriendliest (worst enemy)",
        }
    }

    /// Position in the friendliest-first order of `n` players.
    pub fn position(self, n: usize) -> Option<usize> {
        match self {
            Rank::Friendliest => (n >= 1).then_some(0),
            Rank::SecondFriendliest => (n >= 2).then_some(1),
            Rank::SecondUnfriendliest => (n >= 2).then(|| n - 2),
            Rank::Unfriendliest => n.checked_sub(1),
        }
    }
}

/// The players who could hold `position` (0 = friendliest) among `others`:
/// one player, or the tied group that spans that position.
pub fn candidates_at(pct: &Pct, of: Seat, others: &[Seat], position: usize) -> Vec<Seat> {
    let mut start = 0;
    for g in ranking(pct, of, others) {
        if position < start + g.len() {
            return g;
        }
        start += g.len();
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rcw::rules::RcwRules;
    use PlayerColour::*;

    fn s(c: char) -> Seat {
        Seat::from_letter(c).unwrap()
    }

    /// Seed 000, the PCT worked example: A Red, B Undecided, C Red, D White,
    /// E Undecided. The text lists row A (C 2, B 3, D 5, E 3), row B
    /// (B/A 3, B/C 3, B/D 3, B/E 2) and row C (C/A 2, C/B 3, C/D 5, C/E 3).
    #[test]
    fn worked_example_start_values() {
        let rules = RcwRules::builtin().unwrap();
        let pct = Pct::from_colours(&[Red, Undecided, Red, White, Undecided], rules.pct());
        let expect = [
            ('A', 'C', 2),
            ('A', 'B', 3),
            ('A', 'D', 5),
            ('A', 'E', 3),
            ('B', 'A', 3),
            ('B', 'C', 3),
            ('B', 'D', 3),
            ('B', 'E', 2),
            ('C', 'A', 2),
            ('C', 'B', 3),
            ('C', 'D', 5),
            ('C', 'E', 3),
        ];
        for (a, b, v) in expect {
            assert_eq!(pct.get(s(a), s(b)), v, "{a}/{b}");
        }
        // "Player C is the most friendly, players B and E are somewhat
        // friendly, while player D is definitely unfriendly."
        let others: Vec<Seat> = Seat::first(5).collect();
        let r = ranking(&pct, s('A'), &others);
        assert_eq!(r, vec![vec![s('C')], vec![s('B'), s('E')], vec![s('D')]]);
    }

    #[test]
    fn the_grid_prints_like_the_table() {
        let rules = RcwRules::builtin().unwrap();
        let pct = Pct::from_colours(&[Red, Undecided, Red, White, Undecided], rules.pct());
        let g = pct.grid_text(2, 7);
        let lines: Vec<&str> = g.lines().collect();
        assert_eq!(lines[0], " \t2\t3\t4\t5\t6\t7");
        assert_eq!(lines[1], "A\tC\tBE\t\tD\t\t");
        assert_eq!(lines[2], "B\tE\tACD\t\t\t\t");
    }

    #[test]
    fn shifts_clamp_to_the_table() {
        let mut pct = Pct::filled(3, 6);
        assert_eq!(pct.shift(s('A'), s('B'), 1, 2, 7), (6, 7));
        assert_eq!(pct.shift(s('B'), s('A'), 1, 2, 7), (7, 7));
        assert_eq!(pct.shift(s('A'), s('C'), -2, 2, 7), (6, 4));
        assert_eq!(pct.shift(s('C'), s('A'), -2, 2, 7), (4, 2));
        assert_eq!(pct.shift(s('C'), s('A'), -2, 2, 7), (2, 2));
        assert_eq!(pct.get(s('A'), s('C')), pct.get(s('C'), s('A')));
    }

    #[test]
    fn ranks_and_tied_candidates() {
        let rules = RcwRules::builtin().unwrap();
        let pct = Pct::from_colours(&[Red, Undecided, Red, White, Undecided], rules.pct());
        let all: Vec<Seat> = Seat::first(5).collect();
        let n = 4;
        let pos = |r: Rank| r.position(n).unwrap();
        assert_eq!(
            candidates_at(&pct, s('A'), &all, pos(Rank::Friendliest)),
            vec![s('C')]
        );
        assert_eq!(
            candidates_at(&pct, s('A'), &all, pos(Rank::SecondFriendliest)),
            vec![s('B'), s('E')]
        );
        assert_eq!(
            candidates_at(&pct, s('A'), &all, pos(Rank::SecondUnfriendliest)),
            vec![s('B'), s('E')]
        );
        assert_eq!(
            candidates_at(&pct, s('A'), &all, pos(Rank::Unfriendliest)),
            vec![s('D')]
        );
        assert_eq!(Rank::SecondFriendliest.position(1), None);
    }
}
