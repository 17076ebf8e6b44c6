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

impl Problem {
    /// The stacks `pool` (each in one of the attacks on `members`, two or
    /// three defenders) shared out again among those attacks so that their
    /// columns, worst first, are as high as any sharing makes them and
    /// higher than now (none when no sharing is higher, or the attacks are
    /// not two or three), and the work it took. Every stack stays in one of the attacks, and
    /// each attack keeps at least its minimum strength (the minimum
    /// without an escort, so no sharing leans on one).
    pub(super) fn share_out(&self, members: &[usize], pool: &[usize], now: &[usize]) -> Shared {
        let g = members.len();
        let none = Shared { to: None, work: 1 };
        let total: u64 = pool.iter().map(|&a| self.attackers[a].strength).sum();
        let Ok(side) = usize::try_from(total + 1) else {
            return none;
        };
        if !(2..=3).contains(&g) || now.len() != pool.len() || now.iter().any(|&k| k >= g) {
            return none;
        }
        // Cells: the sum on the first member times the row, plus the sum
        // on the second (three members); the last member takes the rest.
        let row = if g == 3 { side } else { 1 };
        let cells = side * row;
        let words = cells.div_ceil(64);
        if words.saturating_mul(pool.len() + 1) > MAX_TABLE_WORDS {
            return none;
        }
        let joins: Vec<[bool; 3]> = pool
            .iter()
            .map(|&a| {
                let mut can = [false; 3];
                for (i, &t) in members.iter().enumerate() {
                    can[i] = self.reached_by[t].binary_search(&a).is_ok();
                }
                can
            })
            .collect();
        let mut layers: Vec<Vec<u64>> = Vec::with_capacity(pool.len() + 1);
        let mut first = vec![0u64; words];
        first[0] = 1;
        layers.push(first);
        let strength: Vec<usize> = pool
            .iter()
            .map(|&a| usize::try_from(self.attackers[a].strength).unwrap_or(usize::MAX / 4))
            .collect();
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
        let work = (pool.len() * words / 16).max(1);
        // The columns each member makes with each sum (below its minimum:
        // none).
        let rated: Vec<Vec<Option<Odds>>> = members
            .iter()
            .map(|&t| {
                (0..=total)
                    .map(|sum| (sum > 0 && sum >= self.targets[t].need).then(|| self.rated(sum, t)))
                    .collect()
            })
            .collect();
        let columns = |sums: [usize; 3]| -> Option<Vec<Odds>> {
            let mut c = (0..g)
                .map(|k| rated[k][sums[k]])
                .collect::<Option<Vec<Odds>>>()?;
            c.sort_unstable();
            Some(c)
        };
        let sums_of = |to: &[usize]| {
            let mut sums = [0usize; 3];
            for (i, &s) in strength.iter().enumerate() {
                sums[to[i]] += s;
            }
            sums
        };
        let mut best = columns(sums_of(now));
        let mut at = None;
        let last = &layers[pool.len()];
        for (w, &bits) in last.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let cell = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let (x, y) = (cell / row, if g == 3 { cell % row } else { 0 });
                let z = side - 1 - x - y;
                let Some(c) = columns([x, if g == 3 { y } else { z }, z]) else {
                    continue;
                };
                if best.as_ref().is_none_or(|b| c > *b) {
                    best = Some(c);
                    at = Some(cell);
                }
            }
        }
        // Back through the layers: each stack joins the first member whose
        // sum before it was reachable.
        let Some(mut cell) = at else {
            return Shared { to: None, work };
        };
        let mut to = vec![g - 1; pool.len()];
        for i in (0..pool.len()).rev() {
            let s = strength[i];
            let before = &layers[i];
            let has = |c: usize| before[c / 64] >> (c % 64) & 1 == 1;
            if joins[i][0] && cell >= s * row && has(cell - s * row) {
                to[i] = 0;
                cell -= s * row;
            } else if g == 3 && joins[i][1] && cell % row >= s && has(cell - s) {
                to[i] = 1;
                cell -= s;
            } else {
                to[i] = g - 1;
            }
        }
        Shared { to: Some(to), work }
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
