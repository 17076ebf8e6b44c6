//! Two or three attacks' stacks shared out again, exactly: every way of
//! putting each of their stacks on one of the attacks it can join, weighed
//! at once as the sums it can make (a table of reachable sums, one bit a
//! pair of sums), and the sharing whose columns, worst first, are highest.
//! Where strength has to pass along a chain of attacks (the strongest's
//! spare to one that can reach the weakest, that one's to the weakest), no
//! move of one stack, nor any swap of two, helps until the whole chain
//! moves; this finds the chain when it runs through at most three attacks.

use super::problem::Problem;
use crate::rcw::odds::Odds;

/// The sharing found, if any is higher than now.
pub(super) struct Shared {
    /// For each stack of the pool, the attack (an index into the members)
    /// it joins; `None` when no sharing is higher than now.
    pub(super) to: Option<Vec<usize>>,
    /// The work it took, in the local search's units (one unit for about
    /// sixteen words of the table).
    pub(super) work: usize,
}

/// The sums the pool's stacks can make on the attacks: after each stack
/// (a layer), a bit per cell, a cell the sum on the first attack times
/// the row plus the sum on the second (of three; with two the row is 1);
/// the last attack takes the rest.
struct Table {
    /// Members: two or three.
    g: usize,
    /// The pool's whole strength plus one: the sums 0 to it.
    side: usize,
    row: usize,
    strength: Vec<usize>,
    /// Per stack, which members it can join.
    joins: Vec<[bool; 3]>,
    layers: Vec<Vec<u64>>,
}

impl Table {
    /// The table for `pool` on `members`, or `None` past its size.
    fn new(p: &Problem, members: &[usize], pool: &[usize]) -> Option<Table> {
        let g = members.len();
        let strength: Vec<usize> = pool
            .iter()
            .map(|&a| usize::try_from(p.attackers[a].strength).ok())
            .collect::<Option<_>>()?;
        let side = strength.iter().sum::<usize>() + 1;
        let row = if g == 3 { side } else { 1 };
        let words = side.checked_mul(row)?.div_ceil(64);
        if !(2..=3).contains(&g) || words.saturating_mul(pool.len() + 1) > MAX_TABLE_WORDS {
            return None;
        }
        let joins: Vec<[bool; 3]> = pool
            .iter()
            .map(|&a| {
                let mut can = [false; 3];
                for (i, &t) in members.iter().enumerate() {
                    can[i] = p.can_join(a, t);
                }
                can
            })
            .collect();
        let mut first = vec![0u64; words];
        first[0] = 1;
        let mut layers = vec![first];
        for (i, &s) in strength.iter().enumerate() {
            let old = &layers[i];
            let mut new = if joins[i][g - 1] {
                old.clone()
            } else {
                vec![0u64; words]
            };
            if joins[i][0] {
                shift_or(&mut new, old, s * row);
            }
            if g == 3 && joins[i][1] {
                shift_or(&mut new, old, s);
            }
            layers.push(new);
        }
        Some(Table {
            g,
            side,
            row,
            strength,
            joins,
            layers,
        })
    }

    /// The work building the table took, in the local search's units
    /// (about sixteen words a unit: a word a stack).
    fn work(&self) -> usize {
        (self.strength.len() * self.layers[0].len() / 16).max(1)
    }

    /// The sums on the members (the third 0 with two) of `cell`.
    fn sums(&self, cell: usize) -> [usize; 3] {
        let (x, y) = (cell / self.row, cell % self.row);
        let z = self.side - 1 - x - y;
        if self.g == 3 { [x, y, z] } else { [x, z, 0] }
    }

    /// The cells the whole pool can reach whose sums are each at least
    /// `least` (the sum a member needs for a column no worse than the
    /// sharing to beat): only those can beat it, and on attacks near
    /// balance they are a handful of the table's cells.
    fn reachable(&self, least: [usize; 3]) -> Vec<usize> {
        let last = &self.layers[self.strength.len()];
        let has = |c: usize| last[c / 64] >> (c % 64) & 1 == 1;
        let total = self.side - 1;
        let mut cells = Vec::new();
        let rest = least[1] + if self.g == 3 { least[2] } else { 0 };
        for x in least[0]..=total.saturating_sub(rest) {
            if self.g == 2 {
                cells.extend(Some(x).filter(|&c| has(c)));
                continue;
            }
            for y in least[1]..=(total - x).saturating_sub(least[2]) {
                let c = x * self.row + y;
                if has(c) {
                    cells.push(c);
                }
            }
        }
        cells
    }

    /// Back through the layers from `cell`: each stack joins the first
    /// member whose sum before it was reachable.
    fn sharing(&self, mut cell: usize) -> Vec<usize> {
        let (g, row) = (self.g, self.row);
        let mut to = vec![g - 1; self.strength.len()];
        for i in (0..self.strength.len()).rev() {
            let (s, before) = (self.strength[i], &self.layers[i]);
            let has = |c: usize| before[c / 64] >> (c % 64) & 1 == 1;
            if self.joins[i][0] && cell >= s * row && has(cell - s * row) {
                to[i] = 0;
                cell -= s * row;
            } else if g == 3 && self.joins[i][1] && cell % row >= s && has(cell - s) {
                to[i] = 1;
                cell -= s;
            }
            debug_assert!(
                self.joins[i][to[i]],
                "stack {i} shared to an attack it cannot join"
            );
        }
        // Every sum taken back to the empty start: the sharing makes the
        // sums of the cell it was read from.
        debug_assert_eq!(cell, 0, "the sharing does not make its cell's sums");
        to
    }
}

impl Problem {
    /// The stacks `pool` (each in one of the attacks on `members`, two or
    /// three defenders; `now[i]` the member pool stack `i` is on) shared
    /// out again among those attacks so that their columns, worst first,
    /// are as high as any sharing makes them and higher than now (none
    /// when no sharing is higher, or the attacks are not two or three),
    /// and the work it took. Every stack stays in one of the attacks, and
    /// each attack keeps at least its minimum strength: an attack a stack
    /// holding the Czar or the Gold can join, the escorts' minimum (so a
    /// sharing never puts the escort where its attack would be illegal).
    pub(super) fn share_out(&self, members: &[usize], pool: &[usize], now: &[usize]) -> Shared {
        let g = members.len();
        let table = (now.len() == pool.len() && now.iter().all(|&k| k < g))
            .then(|| Table::new(self, members, pool))
            .flatten();
        let Some(table) = table else {
            return Shared { to: None, work: 1 };
        };
        // The columns each member makes with each sum (below its minimum:
        // none), and the columns of a sharing, worst first (with two
        // attacks the third place holds a column above any).
        let rated: Vec<Vec<Option<Odds>>> = members
            .iter()
            .enumerate()
            .map(|(k, &t)| {
                let tg = &self.targets[t];
                let escorted = pool
                    .iter()
                    .zip(&table.joins)
                    .any(|(&a, can)| can[k] && self.attackers[a].escort);
                let need = if escorted {
                    tg.need.max(tg.escort_need)
                } else {
                    tg.need
                };
                (0..table.side as u64)
                    .map(|sum| (sum > 0 && sum >= need).then(|| self.rated(sum, t)))
                    .collect()
            })
            .collect();
        let above = Odds::of_strengths(u64::MAX, 1);
        let columns = |sums: [usize; 3]| -> Option<[Odds; 3]> {
            let mut c = [above; 3];
            for k in 0..g {
                c[k] = rated[k][sums[k]]?;
            }
            c.sort_unstable();
            Some(c)
        };
        let mut sums = [0usize; 3];
        for (&k, &s) in now.iter().zip(&table.strength) {
            sums[k] += s;
        }
        let mut best = columns(sums);
        // A sharing that beats this one has no attack below its worst
        // column: each member's least sum for that column.
        let least: [usize; 3] = std::array::from_fn(|k| {
            let worst = best.map(|b| b[0]);
            rated
                .get(k)
                .and_then(|r| {
                    r.iter()
                        .position(|c| c.is_some_and(|c| worst.is_none_or(|w| c >= w)))
                })
                .unwrap_or(if k < g { table.side } else { 0 })
        });
        let cells = table.reachable(least);
        let mut at = None;
        for &cell in &cells {
            if let Some(c) = columns(table.sums(cell))
                && best.is_none_or(|b| c > b)
            {
                best = Some(c);
                at = Some(cell);
            }
        }
        Shared {
            to: at.map(|cell| table.sharing(cell)),
            work: table.work() + cells.len() / 16,
        }
    }
}

/// The most words the table of reachable sums may take (2 MiB): strong
/// stacks by the hundred would need more, and are left to the other
/// changes.
const MAX_TABLE_WORDS: usize = 1 << 18;

/// `into |= from << by` over bit sets of the same length (bits shifted
/// past the end dropped).
fn shift_or(into: &mut [u64], from: &[u64], by: usize) {
    let (words, bits) = (by / 64, by % 64);
    for i in (words..into.len()).rev() {
        let j = i - words;
        let mut v = from[j] << bits;
        if bits > 0 && j > 0 {
            v |= from[j - 1] >> (64 - bits);
        }
        into[i] |= v;
    }
}
