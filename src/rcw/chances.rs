//! Exact chances the player sees beside the tables: whether a bot's turn
//! brings a purge, and against whom. Enumerated over every die outcome;
//! never sampled.

use super::pct::{Rank, candidates_at};
use super::player::Seat;
use super::purge::{CommitteeOutcome, committee_outcome, joins_committee};
use super::rules::RcwRules;
use super::state::{GameState, Marker};
use crate::ratio::Ratio;

/// The chance that `phasing`'s turn brings a purge attempt against each player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PurgeChances {
    pub phasing: Seat,
    /// Chance the SDT calls for a purge (rolls 4 and 5: 1/3).
    pub sdt_purge: Ratio,
    /// For every player in the game (the phasing player included, as the
    /// counter-committee's target): chance of a purge attempt against them
    /// this turn.
    pub this_turn: Vec<(Seat, Ratio)>,
    /// The same, given that the SDT called for a purge.
    pub given_purge: Vec<(Seat, Ratio)>,
    /// Given a purge roll, the chance that no purge is attempted at all.
    pub none_given_purge: Ratio,
}

/// Faces 1..=6 at or above `v`, as a chance.
fn join_chance(v: u8) -> Ratio {
    Ratio::new(
        (1..=6u8).filter(|&f| joins_committee(f, v)).count() as u64,
        6,
    )
}

/// Enumerates the purge procedure for `p` from state `g`.
pub fn purge_chances(g: &GameState, rules: &RcwRules, p: Seat) -> PurgeChances {
    let sdt_purge = Ratio::new(
        rules.sdt().iter().filter(|r| r.purge && !r.vst).count() as u64,
        6,
    );
    let branches = marker_branches(g, rules, p);
    let seats: Vec<Seat> = g.active();
    let mut given: Vec<(Seat, Ratio)> = seats.iter().map(|s| (*s, Ratio::ZERO)).collect();
    let mut none = Ratio::ZERO;
    for (s, w) in branches {
        let others = s.others(p);
        let n = others.len();
        for mask in 0u32..(1 << n) {
            let mut prob = w;
            let mut members = vec![p];
            for (i, q) in others.iter().enumerate() {
                let j = join_chance(s.pct.get(p, *q));
                if mask & (1 << i) != 0 {
                    prob = prob * j;
                    members.push(*q);
                } else {
                    prob = prob * j.complement();
                }
            }
            if prob.is_zero() {
                continue;
            }
            match committee_outcome(&s, p, &members, rules.committee_threshold()) {
                CommitteeOutcome::Purge { candidates, .. } => {
                    match Ratio::checked_new(1, candidates.len() as u64) {
                        Some(each) => {
                            for c in candidates {
                                add(&mut given, c, prob * each);
                            }
                        }
                        // No one to purge: the committee purges no one.
                        None => none = none + prob,
                    }
                }
                CommitteeOutcome::CounterPurge { .. } => add(&mut given, p, prob),
                CommitteeOutcome::AllJoined | CommitteeOutcome::NoPurge { .. } => {
                    none = none + prob
                }
            }
        }
    }
    let this_turn = given.iter().map(|(s, r)| (*s, *r * sdt_purge)).collect();
    PurgeChances {
        phasing: p,
        sdt_purge,
        this_turn,
        given_purge: given,
        none_given_purge: none,
    }
}

/// Purge Cooperation 1's branches: the Politburo marker handed to the
/// (possibly tied) 2nd friendliest, each state with its chance.
fn marker_branches(g: &GameState, rules: &RcwRules, p: Seat) -> Vec<(GameState, Ratio)> {
    let mut branches: Vec<(GameState, Ratio)> = Vec::new();
    let others = g.others(p);
    let cands = if g.politburo(p) > 0 {
        Rank::SecondFriendliest
            .position(others.len())
            .map(|pos| candidates_at(&g.pct, p, &others, pos))
            .unwrap_or_default()
    } else {
        Vec::new()
    };
    if cands.is_empty() {
        branches.push((g.clone(), Ratio::ONE));
    } else {
        let w = Ratio::new(1, cands.len() as u64);
        for to in cands {
            let mut s = g.clone();
            s.move_markers(Marker::Politburo, p, to, 1);
            s.pct.shift(
                p,
                to,
                rules.pct().shifts.politburo_marker_given,
                rules.pct().min,
                rules.pct().max,
            );
            branches.push((s, w));
        }
    }
    branches
}

fn add(v: &mut [(Seat, Ratio)], s: Seat, r: Ratio) {
    if let Some(e) = v.iter_mut().find(|e| e.0 == s) {
        e.1 = e.1 + r;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rcw::{PlayerColour, Setup};

    fn s(c: char) -> Seat {
        Seat::from_letter(c).unwrap()
    }

    fn three(politburo: [u32; 3], ab: u8, ac: u8) -> (GameState, RcwRules) {
        let rules = RcwRules::builtin().unwrap();
        let mut setup = Setup::new(&[PlayerColour::Red; 3]);
        for (p, m) in setup.players.iter_mut().zip(politburo) {
            p.politburo = m;
        }
        setup.human = s('C');
        let mut g = setup.validate(&rules).unwrap();
        g.pct.set(s('A'), s('B'), ab);
        g.pct.set(s('A'), s('C'), ac);
        (g, rules)
    }

    fn of(v: &[(Seat, Ratio)], c: char) -> Ratio {
        v.iter().find(|e| e.0 == s(c)).unwrap().1
    }

    /// Worked by hand. A holds no Politburo marker (step 1 gives none);
    /// B holds 8, C none. A/B 4 → B joins on 4–6 (1/2); A/C 6 → C joins on
    /// 6 only (1/6).
    /// - both join (1/2·1/6 = 1/12): everyone joined, no purge;
    /// - B only (1/2·5/6 = 5/12): A+B = 8 ≥ 8 → purge against C;
    /// - C only (1/2·1/6 = 1/12): A+C = 0 < 8, counter-committee B = 8 → purges A;
    /// - neither (1/2·5/6 = 5/12): A = 0, counter B+C = 8 → purges A.
    ///   So C 5/12, A 6/12, none 1/12; this turn ×1/3 (SDT 4 or 5).
    #[test]
    fn committee_purge_against_the_non_member() {
        let (g, rules) = three([0, 8, 0], 4, 6);
        let c = purge_chances(&g, &rules, s('A'));
        assert_eq!(of(&c.given_purge, 'C'), Ratio::new(5, 12));
        assert_eq!(of(&c.given_purge, 'A'), Ratio::new(6, 12));
        assert_eq!(of(&c.given_purge, 'B'), Ratio::ZERO);
        assert_eq!(c.none_given_purge, Ratio::new(1, 12));
        assert_eq!(c.sdt_purge, Ratio::new(1, 3));
        assert_eq!(of(&c.this_turn, 'C'), Ratio::new(5, 36));
    }

    /// With a marker to hand out: A 1, B 5, C 4; A/B 4, A/C 6. The 2nd
    /// friendliest is C, so A gives C a marker: A 0, C 5, A/C 6 → 4.
    /// Both now join on 4–6 (1/2 each); every committee with A falls short
    /// and only "neither joins" (1/4) leaves B+C = 10 ≥ 8 to purge A.
    #[test]
    fn marker_hand_over_then_counter_committee() {
        let (g, rules) = three([1, 5, 4], 4, 6);
        let c = purge_chances(&g, &rules, s('A'));
        assert_eq!(of(&c.given_purge, 'A'), Ratio::new(1, 4));
        assert_eq!(c.none_given_purge, Ratio::new(3, 4));
        assert_eq!(of(&c.this_turn, 'A'), Ratio::new(1, 12));
        let total: Ratio = c.given_purge.iter().map(|e| e.1).sum::<Ratio>() + c.none_given_purge;
        assert_eq!(total, Ratio::ONE);
    }
}
