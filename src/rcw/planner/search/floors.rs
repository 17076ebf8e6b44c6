//! The highest floors a plan can reach: counts over sets of stacks of
//! whether a plan exists at a floor, and the table of least options read
//! back into a plan.

use super::*;

/// Attackers up to which the most attacks still possible is looked up in a
/// table over every set of free stacks (2^12 entries a defender).
pub(super) const MAX_COUNT_TABLE: usize = 12;

/// The best plan of `k` attacks each at `floor` or better (the vindictive
/// target among them when there is one), if there is one. When the
/// target cannot be attacked above `floor`, its attack is the worst of
/// any such plan, so the others are ranked among themselves: their own
/// floor is raised the same way (halving from the best column any of
/// them reaches), which leaves the table far fewer options to weigh.
/// `known`: such a plan is known to exist (no count is made first).
pub(super) fn at_floor(
    p: &Problem,
    opts: &[Vec<Opt>],
    floor: Odds,
    k: usize,
    known: bool,
) -> Option<Assignment> {
    let first_at_floor = p
        .first
        .filter(|&f| k >= 2 && opts[f].iter().map(|o| o.column).max() == Some(floor));
    let Some(f) = first_at_floor else {
        return at_floors(p, opts, (floor, floor), k, !known);
    };
    // What the target's attack leaves the others, at the least.
    let total: u64 = p.attackers.iter().map(|a| a.strength).sum();
    let left = total.saturating_sub(floor.strength_for(p.targets[f].defence));
    let mut best_of_others: Vec<Odds> = opts
        .iter()
        .enumerate()
        .filter(|&(t, _)| t != f)
        .filter_map(|(t, os)| {
            let most = os.iter().map(|o| o.column).max()?;
            let times = left.checked_div(p.targets[t].defence).unwrap_or(0);
            Some(most.min(Odds::new(
                u32::try_from(times.max(1)).unwrap_or(u32::MAX),
                1,
            )))
        })
        .collect();
    best_of_others.sort_unstable_by(|a, b| b.cmp(a));
    let (lo, mut hi) = (
        floor.attack(),
        best_of_others
            .get(k - 2)
            .map_or(floor.attack(), |o| o.attack().max(floor.attack())),
    );
    if floor >= Odds::new(1, 1) {
        if let Some(top) = highest_counted(p, opts, k, (lo, hi), |o| (floor, o))
            && let Some(best) = at_floors(p, opts, (floor, top), k, false)
        {
            return Some(best);
        }
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            let others = Odds::new(u32::try_from(mid).unwrap_or(u32::MAX), 1);
            if let Some(best) = at_floors(p, opts, (floor, others), k, true) {
                return Some(best);
            }
            hi = mid - 1;
        }
    }
    at_floors(p, opts, (floor, floor), k, !known)
}

/// The highest column `c` from `lo` (where a plan is known) to `hi` at
/// which some plan makes `k` attacks at the floors `floors(c)` (the
/// vindictive target's, the others'), found by halving, each floor
/// counted (sets of stacks, not plans); `None` when a count would cost
/// more than it spares.
pub(super) fn highest_counted(
    p: &Problem,
    opts: &[Vec<Opt>],
    k: usize,
    (mut lo, mut hi): (u64, u64),
    floors: impl Fn(Odds) -> (Odds, Odds),
) -> Option<Odds> {
    let odds = |c: u64| Odds::new(u32::try_from(c).unwrap_or(u32::MAX), 1);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if counts_a_plan(p, opts, floors(odds(mid)), k)? {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    Some(odds(lo))
}

/// Whether some plan makes `k` attacks, the vindictive target's at
/// `floor` or better and every other at `others` or better, told by
/// counting sets of stacks (not plans); `None` when the count would cost
/// more than it spares.
pub(super) fn counts_a_plan(
    p: &Problem,
    opts: &[Vec<Opt>],
    (floor, others): (Odds, Odds),
    k: usize,
) -> Option<bool> {
    let least: Vec<Vec<Opt>> = opts
        .iter()
        .enumerate()
        .map(|(t, os)| {
            let at = if p.first == Some(t) { floor } else { others };
            least_at(os, at, p.attackers.len())
        })
        .collect();
    let options: usize = least.iter().map(Vec::len).sum();
    let work = (options + p.targets.len()) << p.attackers.len();
    (options <= MAX_FLOOR_OPTIONS && work <= MAX_CHECK_WORK)
        .then(|| plan_of_count(p, &least, k).is_some())
}

/// The table's best plan of `k` attacks, the vindictive target's at
/// `floor` or better and every other at `others` or better. `check`:
/// on a vindictive turn, count first whether there is one at all.
pub(super) fn at_floors(
    p: &Problem,
    opts: &[Vec<Opt>],
    (floor, others): (Odds, Odds),
    k: usize,
    check: bool,
) -> Option<Assignment> {
    let mut kept = opts.to_vec();
    let spare = p.keep_above(&mut kept, floor, k);
    if others > floor {
        for (t, os) in kept.iter_mut().enumerate() {
            if p.first != Some(t) {
                os.retain(|o| o.column >= others);
            }
        }
    }
    // On a vindictive turn, where the target's attack makes many floors
    // fail: no set of stacks makes k such attacks, said by counting,
    // without the table of plans (far more work), when the count is
    // cheap beside the table.
    if check && p.first.is_some() && counts_a_plan(p, &kept, (floor, others), k) == Some(false) {
        return None;
    }
    // A plan that beats every plan below the floor: as many attacks,
    // and the vindictive target among them when there is one.
    super::super::dp::best(p, &kept, Some(&spare)).filter(|a| {
        p.score(a)
            .is_some_and(|s| s.targets.len() == k && (p.first.is_none() || s.first))
    })
}

/// Attackers up to which [`highest_floor`] counts sets of stacks (2^16
/// sets a defender).
pub(super) const MAX_FLOOR_TABLE: usize = 16;
/// The most options [`highest_floor`] counts with at one floor (the table
/// weighs each against every set of stacks).
pub(super) const MAX_FLOOR_OPTIONS: usize = 2048;
/// The most work (options and defenders, times the sets of stacks) of a
/// count that may spare the table of plans.
pub(super) const MAX_CHECK_WORK: usize = 1 << 23;

/// The highest column above `worst` at which some plan makes `k` attacks,
/// each at that column or better (the vindictive target among them when
/// there is one), and such a plan; `None` when none is above `worst`.
/// Halving between `worst` and the bound the stacks' strength allows, each
/// floor asked of a table of the most attacks each set of stacks makes.
pub(super) fn highest_floor(
    p: &Problem,
    opts: &[Vec<Opt>],
    worst: Odds,
    k: usize,
    budget: usize,
) -> (Option<(Odds, Assignment)>, usize) {
    let (mut lo, mut hi) = (worst.attack(), p.floor_bound(k).attack());
    let mut found = None;
    let mut used = 0;
    if worst < Odds::new(1, 1) {
        return (None, 0);
    }
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        let floor = Odds::new(u32::try_from(mid).unwrap_or(u32::MAX), 1);
        let kept: Vec<Vec<Opt>> = opts
            .iter()
            .map(|os| least_at(os, floor, p.attackers.len()))
            .collect();
        // A table weighs every option against every set of stacks.
        let options: usize = kept.iter().map(Vec::len).sum();
        let cost = ((1usize << p.attackers.len()) * (options + p.targets.len())) / COUNTS_PER_STEP;
        if options > MAX_FLOOR_OPTIONS || used + cost > budget {
            // Too many sets to count at this floor within its share of
            // the budget: the floor found so far stands.
            break;
        }
        used += cost;
        match plan_of_count(p, &kept, k) {
            Some(plan) => {
                found = Some((floor, plan));
                lo = mid;
            }
            None => hi = mid - 1,
        }
    }
    (found, used)
}

/// The options of `os` at `floor` or better that hold no other such
/// option (the first of equal ones), fewest stacks first: for counting
/// attacks, a set with a stack more makes none more. `n`: the attacking
/// stacks; up to [`MAX_FLOOR_TABLE`] of them, with many options, every
/// set that holds such an option is marked once (a table over the sets
/// of stacks) rather than each option held against each kept one.
pub(super) fn least_at(os: &[Opt], floor: Odds, n: usize) -> Vec<Opt> {
    let mut at: Vec<&Opt> = os.iter().filter(|o| o.column >= floor).collect();
    at.sort_by_key(|o| o.mask.count_ones());
    let mut kept: Vec<Opt> = Vec::new();
    if n <= MAX_FLOOR_TABLE && at.len() << 6 > 1usize << n {
        let holds = holding(at.iter().map(|o| o.mask as usize), n);
        let mut taken = vec![false; 1 << n];
        for o in at {
            let m = o.mask as usize;
            let least = super::super::problem::bits(o.mask).all(|i| !holds[m ^ (1 << i)]);
            if least && !std::mem::replace(&mut taken[m], true) {
                kept.push(o.clone());
                if kept.len() > MAX_FLOOR_OPTIONS {
                    break;
                }
            }
        }
        return kept;
    }
    for o in at {
        if !kept.iter().any(|k| k.mask & !o.mask == 0) {
            kept.push(o.clone());
            if kept.len() > MAX_FLOOR_OPTIONS {
                // Too many to count with: the caller stops here.
                break;
            }
        }
    }
    kept
}

/// Sets of stacks weighed against an option in what counts as one step of
/// the budget.
pub(super) const COUNTS_PER_STEP: usize = 1024;

/// A plan of `k` attacks out of `opts` (the vindictive target among them
/// when there is one), read back from the count table; `None` when no
/// set of stacks makes `k`.
pub(super) fn plan_of_count(p: &Problem, opts: &[Vec<Opt>], k: usize) -> Option<Assignment> {
    let all = low_bits(!0, p.attackers.len());
    let mut assign: Assignment = vec![None; p.attackers.len()];
    let mut free = all;
    let mut kept = opts.to_vec();
    if let Some(f) = p.first {
        // The target's attack first, then the rest from what it leaves.
        kept[f].clear();
        let table = count_table(p, &kept);
        let m = opts[f]
            .iter()
            .map(|o| o.mask as usize)
            .find(|&m| m & all == m && 1 + usize::from(table[0][all & !m]) >= k)?;
        for a in super::super::problem::bits(m as Mask) {
            assign[a] = Some(f);
        }
        free &= !m;
        read_back(p, &kept, &table, free, k - 1, &mut assign);
        return Some(assign);
    }
    let table = count_table(p, &kept);
    (usize::from(table[0][all]) >= k).then(|| {
        read_back(p, &kept, &table, free, k, &mut assign);
        assign
    })
}

/// Follows the count table from defender 0 with `free` stacks, giving
/// `k` attacks their stacks.
pub(super) fn read_back(
    p: &Problem,
    opts: &[Vec<Opt>],
    table: &[Vec<u8>],
    mut free: usize,
    mut k: usize,
    assign: &mut Assignment,
) {
    for t in 0..p.targets.len() {
        if k == 0 {
            return;
        }
        if usize::from(table[t + 1][free]) >= k {
            continue;
        }
        let Some(m) = opts[t]
            .iter()
            .map(|o| o.mask as usize)
            .find(|&m| m & free == m && 1 + usize::from(table[t + 1][free & !m]) >= k)
        else {
            return;
        };
        for a in super::super::problem::bits(m as Mask) {
            assign[a] = Some(t);
        }
        free &= !m;
        k -= 1;
    }
}

/// The lowest `n` bits of `m`, as an index.
pub(super) fn low_bits(m: Mask, n: usize) -> usize {
    (m & ((1 << n) - 1)) as usize
}

/// `table[t][free]`: the most attacks defenders `t..` can receive, each
/// from its own stacks, out of the stacks in `free`.
pub(super) fn count_table(p: &Problem, opts: &[Vec<Opt>]) -> Vec<Vec<u8>> {
    let n = p.attackers.len();
    let size = 1usize << n;
    let all = size - 1;
    let mut table = vec![vec![0u8; size]; p.targets.len() + 1];
    for t in (0..p.targets.len()).rev() {
        // The more stacks stay free the more attacks remain possible, so
        // only the sets with no option inside them count.
        let mut least: Vec<usize> = opts[t].iter().map(|o| o.mask as usize).collect();
        least.sort_unstable_by_key(|m| m.count_ones());
        let kept = least_sets(&least, n);
        let (now, later) = table.split_at_mut(t + 1);
        let (now, later) = (&mut now[t], &later[0]);
        now.copy_from_slice(later);
        // Each option against the sets that leave its stacks free only.
        for &m in &kept {
            let rest = all & !m;
            let mut sub = rest;
            loop {
                let free = m | sub;
                now[free] = now[free].max(1 + later[sub]);
                if sub == 0 {
                    break;
                }
                sub = (sub - 1) & rest;
            }
        }
    }
    table
}

/// The sets of `sorted` (fewest stacks first, `n` stacks in all) that
/// hold no other of them, the first of equal ones: with many, every set
/// holding one is marked once over the table of sets rather than each
/// held against each kept one.
pub(super) fn least_sets(sorted: &[usize], n: usize) -> Vec<usize> {
    let mut kept: Vec<usize> = Vec::new();
    if sorted.len() << 6 > 1usize << n {
        let holds = holding(sorted.iter().copied(), n);
        let mut taken = vec![false; 1 << n];
        for &m in sorted {
            let least = super::super::problem::bits(m as Mask).all(|i| !holds[m ^ (1 << i)]);
            if least && !std::mem::replace(&mut taken[m], true) {
                kept.push(m);
            }
        }
        return kept;
    }
    for &m in sorted {
        if !kept.iter().any(|&k| k & !m == 0) {
            kept.push(m);
        }
    }
    kept
}

/// Over every set of `n` stacks, whether it holds one of `sets`.
pub(super) fn holding(sets: impl Iterator<Item = usize>, n: usize) -> Vec<bool> {
    let size = 1usize << n;
    let mut holds = vec![false; size];
    for m in sets {
        holds[m] = true;
    }
    for i in 0..n {
        let bit = 1usize << i;
        for m in 0..size {
            if m & bit != 0 && holds[m ^ bit] {
                holds[m] = true;
            }
        }
    }
    holds
}
