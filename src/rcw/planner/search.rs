//! The search for the best plan (see the planner's documentation for the
//! order plans are ranked in and what is guaranteed).

use super::board::{OrderOfBattle, Reach, StackRef};
use super::plan::{EntryRequest, Plan};
use super::problem::{Assignment, Mask, Opt, Problem, Spare};
use super::score::Score;
use crate::rcw::odds::Odds;
use std::cmp::Ordering;
use std::collections::HashMap;

/// Stacks the exact search handles at once: plans are sets of stacks, one
/// bit a stack.
const MAX_EXACT_ATTACKERS: usize = 128;
/// Options of one defender weighed in what counts as one step of the
/// search's budget.
const OPTIONS_PER_STEP: usize = 32;
/// Attackers up to which the most attacks still possible is looked up in a
/// table over every set of free stacks (2^12 entries a defender).
const MAX_COUNT_TABLE: usize = 12;

/// The best plan for `req`, and whether it is proven best (the search
/// weighed every combination that could beat it within `budget` steps).
/// `budget` 0: the greedy plan alone.
pub(super) fn plan_with_budget(
    oob: &OrderOfBattle,
    reach: &Reach,
    req: &EntryRequest,
    used: &[StackRef],
    budget: usize,
) -> Plan {
    let problem = Problem::new(oob, reach, req, used);
    let greedy = problem.greedy();
    if budget == 0 {
        return problem.plan(&greedy, problem.attackers.is_empty());
    }
    if problem.attackers.len() > MAX_EXACT_ATTACKERS {
        // Too many stacks for sets of them: small changes only.
        let (assign, _) = problem.improve_restarting(greedy, budget);
        return problem.plan(&assign, false);
    }
    // A short search settles most boards (its bounds cut them quickly).
    // When the greedy plan makes as many attacks as can be made, only the
    // options a plan as good can use are built.
    let cap = problem
        .required
        .min(problem.targets.len())
        .min(problem.attackers.len());
    if unbeatable(&problem, &greedy) {
        // No plan has better odds: ties are polished, nothing more.
        let (assign, _) = problem.improve(greedy, budget / IMPROVE_SHARE);
        return problem.plan(&assign, false);
    }
    // The greedy plan improved a little first: the higher its worst
    // attack, the fewer options a better plan can use (on a vindictive
    // turn the greedy plan often sits two columns below the best).
    let (greedy, first) = problem.improve(greedy, FIRST_IMPROVE.min(budget));
    let spare = problem
        .score(&greedy)
        .filter(|best| problem.floor_holds(best, cap))
        .map(|best| problem.spare_above(best.odds[0], best.targets.len()));
    let (mut opts, every) = all_options(&problem, spare.as_ref());
    if cap == 1 && every.iter().all(|&e| e) {
        // One attack: the best of every defender's options, each weighed.
        return problem.plan(&best_single(&problem, &opts, greedy), true);
    }
    // Weighing the combinations of stacks counts against the budget too.
    let weighed = problem.combinations() / COMBINATIONS_PER_STEP;
    let short = SHORT_SEARCH.min(budget);
    let (assign, proven) = Exact::search_with(&problem, greedy, short, &opts, &every, false);
    if proven {
        return problem.plan(&assign, true);
    }
    // Then small changes from the best plan so far, which lets the options
    // no better plan could use be dropped.
    let (assign, spent) = problem.improve(assign, budget / IMPROVE_SHARE);
    if unbeatable(&problem, &assign) {
        return problem.plan(&assign, false);
    }
    let (assign, counted) = match by_floor(&problem, &mut opts, assign, budget) {
        Ok(exact) => return problem.plan(&exact, true),
        Err(found) => found,
    };
    let polish = budget / POLISH_SHARE;
    let left = budget.saturating_sub(weighed + first + short + spent + polish + counted);
    search_then_polish(&problem, assign, (left, polish), &opts, &every)
}

/// On a board of more stacks than the table takes, whether no plan has
/// better odds than `assign` (then the search stops: only ties are
/// left).
fn unbeatable(p: &Problem, assign: &Assignment) -> bool {
    p.attackers.len() > super::dp::MAX_ATTACKERS
        && p.score(assign).is_some_and(|s| p.odds_unbeatable(&s))
}

/// The floor `assign` sets, when it makes the most attacks: on a board
/// the table takes, the best plan at the highest floor (`Ok`, proven);
/// on a larger one, the options no better plan can use dropped and the
/// plan raised to the highest floor counted (`Err`: the plan, and the
/// work the count took). Without such a floor the table weighs every
/// option of a small board.
fn by_floor(
    p: &Problem,
    opts: &mut [Vec<Opt>],
    assign: Assignment,
    budget: usize,
) -> Result<Assignment, (Assignment, usize)> {
    let small = p.attackers.len() <= super::dp::MAX_ATTACKERS;
    let floor = p.score(&assign).and_then(|best| {
        let most = most_attacks(p, opts, best.targets.len());
        p.floor_holds(&best, most)
            .then(|| (best.odds[0], best.targets.len()))
    });
    match floor {
        Some((worst, k)) if small => {
            if let Some(exact) = raise_floor(p, opts, worst, k) {
                return Ok(exact);
            }
        }
        Some((worst, k)) => {
            let share = budget / FLOOR_SHARE;
            return Err(floor_for_search(p, opts, assign, worst, k, share));
        }
        None if small => {
            if let Some(exact) = super::dp::best(p, opts, None)
                && p.score(&exact).is_some()
            {
                return Ok(exact);
            }
        }
        None => {}
    }
    Err((assign, 0))
}

/// The exact search within `left`; its best, when it is cut short,
/// polished by small changes within `polish`.
fn search_then_polish(
    p: &Problem,
    start: Assignment,
    (left, polish): (usize, usize),
    opts: &[Vec<Opt>],
    every: &[bool],
) -> Plan {
    let (assign, proven) = Exact::search_with(p, start, left, opts, every, true);
    if proven {
        return p.plan(&assign, true);
    }
    let (assign, _) = p.improve_restarting(assign, polish);
    p.plan(&assign, false)
}

/// Drops the options no plan better than `assign` (`k` attacks, the worst
/// at `worst`) can use. With a few stacks more than the table takes, the
/// highest floor any plan of `k` attacks reaches is counted exactly (sets
/// of stacks, not plans) and the options are cut by it; the plan found
/// there is returned when it is better.
fn floor_for_search(
    p: &Problem,
    opts: &mut [Vec<Opt>],
    assign: Assignment,
    worst: Odds,
    k: usize,
    budget: usize,
) -> (Assignment, usize) {
    let (raised, used) = if p.attackers.len() <= MAX_FLOOR_TABLE {
        highest_floor(p, opts, worst, k, budget)
    } else {
        (None, 0)
    };
    let Some((floor, plan)) = raised else {
        p.keep_above(opts, worst, k);
        return (assign, used);
    };
    p.keep_above(opts, floor, k);
    let better = p
        .score(&plan)
        .zip(p.score(&assign))
        .is_some_and(|(a, b)| a.rank(&b) == Ordering::Greater);
    (if better { plan } else { assign }, used)
}

/// The most work the greedy plan's first improvement may take, before
/// the options are built.
const FIRST_IMPROVE: usize = 2_000;

/// The share of the budget the count of the highest floor may take (one
/// part in this).
const FLOOR_SHARE: usize = 4;

/// The share of the budget kept to polish a search cut short (one part in
/// this).
const POLISH_SHARE: usize = 8;

/// The best plan of one attack: every option of every defender (none can
/// be bettered by a stack more: options leave none out) weighed against
/// `start`.
fn best_single(p: &Problem, opts: &[Vec<Opt>], start: Assignment) -> Assignment {
    let mut best = start;
    let mut best_score = p.score(&best);
    for (t, os) in opts.iter().enumerate() {
        for o in os {
            let mut a: Assignment = vec![None; p.attackers.len()];
            for s in super::problem::bits(o.mask) {
                a[s] = Some(t);
            }
            let Some(score) = p.score(&a) else { continue };
            if best_score
                .as_ref()
                .is_none_or(|b| score.rank(b) == Ordering::Greater)
            {
                best = a;
                best_score = Some(score);
            }
        }
    }
    best
}

/// What the attacks chosen so far cost on criteria 5–8 (escorts, stacks,
/// moves, strength), which only grows as the search goes deeper.
#[derive(Clone, Copy, Debug, Default)]
struct Committed {
    escorts: usize,
    stacks: usize,
    moves: usize,
    strength: u64,
}

/// The best plan of a board the table settles, when some plan of `k`
/// attacks (the most there can be) has its worst at `worst`: the best plan
/// makes `k` attacks too, its worst at least as good. The table is asked
/// for a plan with the worst attack at a higher floor first (the higher
/// the floor, the fewer options and sets of stacks it weighs): the first
/// floor at which it finds one holds the best plan, since that plan beats
/// every plan with an attack below the floor; halving between the
/// highest floor the stacks' strength allows and `worst`, which is
/// certain.
fn raise_floor(p: &Problem, opts: &[Vec<Opt>], worst: Odds, k: usize) -> Option<Assignment> {
    let (lo, mut hi) = (worst.attack(), p.floor_bound(k).attack());
    if worst >= Odds::new(1, 1) {
        // On a vindictive turn (where the target's attack makes many
        // floors fail) counting sets of stacks tells the highest floor for
        // far less than tables of plans: the table is then built once,
        // there. Elsewhere the first floor tried mostly holds.
        if p.first.is_some()
            && let Some(top) = highest_counted(p, opts, k, (lo, hi), |f| (f, f))
            && let Some(best) = at_floor(p, opts, top, k, true)
        {
            return Some(best);
        }
        while lo < hi {
            let mid = lo + (hi - lo).div_ceil(2);
            let floor = Odds::new(u32::try_from(mid).unwrap_or(u32::MAX), 1);
            match at_floor(p, opts, floor, k, false) {
                Some(best) => return Some(best),
                None => hi = mid - 1,
            }
        }
    }
    // At the worst column known there is always a plan (the one found).
    at_floor(p, opts, worst, k, true)
}

/// The best plan of `k` attacks each at `floor` or better (the vindictive
/// target among them when there is one), if there is one. When the
/// target cannot be attacked above `floor`, its attack is the worst of
/// any such plan, so the others are ranked among themselves: their own
/// floor is raised the same way (halving from the best column any of
/// them reaches), which leaves the table far fewer options to weigh.
/// `known`: such a plan is known to exist (no count is made first).
fn at_floor(
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
fn highest_counted(
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
fn counts_a_plan(
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
fn at_floors(
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
    super::dp::best(p, &kept, Some(&spare)).filter(|a| {
        p.score(a)
            .is_some_and(|s| s.targets.len() == k && (p.first.is_none() || s.first))
    })
}

/// Attackers up to which [`highest_floor`] counts sets of stacks (2^16
/// sets a defender).
const MAX_FLOOR_TABLE: usize = 16;
/// The most options [`highest_floor`] counts with at one floor (the table
/// weighs each against every set of stacks).
const MAX_FLOOR_OPTIONS: usize = 2048;
/// The most work (options and defenders, times the sets of stacks) of a
/// count that may spare the table of plans.
const MAX_CHECK_WORK: usize = 1 << 23;

/// The highest column above `worst` at which some plan makes `k` attacks,
/// each at that column or better (the vindictive target among them when
/// there is one), and such a plan; `None` when none is above `worst`.
/// Halving between `worst` and the bound the stacks' strength allows, each
/// floor asked of a table of the most attacks each set of stacks makes.
fn highest_floor(
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
fn least_at(os: &[Opt], floor: Odds, n: usize) -> Vec<Opt> {
    let mut at: Vec<&Opt> = os.iter().filter(|o| o.column >= floor).collect();
    at.sort_by_key(|o| o.mask.count_ones());
    let mut kept: Vec<Opt> = Vec::new();
    if n <= MAX_FLOOR_TABLE && at.len() << 6 > 1usize << n {
        let holds = holding(at.iter().map(|o| o.mask as usize), n);
        let mut taken = vec![false; 1 << n];
        for o in at {
            let m = o.mask as usize;
            let least = super::problem::bits(o.mask).all(|i| !holds[m ^ (1 << i)]);
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
const COUNTS_PER_STEP: usize = 1024;

/// A plan of `k` attacks out of `opts` (the vindictive target among them
/// when there is one), read back from the count table; `None` when no
/// set of stacks makes `k`.
fn plan_of_count(p: &Problem, opts: &[Vec<Opt>], k: usize) -> Option<Assignment> {
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
        for a in super::problem::bits(m as Mask) {
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
fn read_back(
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
        for a in super::problem::bits(m as Mask) {
            assign[a] = Some(t);
        }
        free &= !m;
        k -= 1;
    }
}

/// Combinations of stacks weighed for the options in what counts as one
/// step of the budget.
const COMBINATIONS_PER_STEP: usize = 16;

/// The share of the budget small changes may take (one part in this).
const IMPROVE_SHARE: usize = 4;

/// The most attacks any plan can make, given that one makes `made`: the
/// required number (or as many as there are defenders or stacks) when it
/// is reached, else counted from the options when the board is small
/// enough for the count table, else `usize::MAX` (not known).
fn most_attacks(p: &Problem, opts: &[Vec<Opt>], made: usize) -> usize {
    let cap = p.required.min(p.targets.len()).min(p.attackers.len());
    if made >= cap {
        cap
    } else if p.attackers.len() <= MAX_COUNT_TABLE {
        let all = low_bits(!0, p.attackers.len());
        count_table(p, opts)
            .first()
            .map_or(usize::MAX, |t| usize::from(t[all]))
    } else {
        usize::MAX
    }
}

/// A defender's strength, and what an attack on it needs without and
/// with an escort.
type Needs = (u64, u64, u64);

/// Every defender's options, and whether each defender's were all weighed.
/// Identical defenders (same province, strengths needed and stacks within
/// reach) have the same options: worked out once. With `spare`, only the
/// options a plan it describes can use.
fn all_options(p: &Problem, spare: Option<&Spare>) -> (Vec<Vec<Opt>>, Vec<bool>) {
    // Defenders alike share their options; the vindictive target's may
    // take more strength than its twins' (the others leave it more).
    let mut seen: HashMap<(bool, usize, Needs, &[usize]), usize> = HashMap::new();
    let mut out: (Vec<Vec<Opt>>, Vec<bool>) = (Vec::new(), Vec::new());
    for (t, tg) in p.targets.iter().enumerate() {
        let key = (
            p.first == Some(t),
            tg.r.province,
            (tg.defence, tg.need, tg.escort_need),
            p.reached_by[t].as_slice(),
        );
        let (opts, every) = match seen.get(&key) {
            Some(&u) => (out.0[u].clone(), out.1[u]),
            None => {
                seen.insert(key, t);
                match spare {
                    Some(spare) => p.options_within(t, spare.sums(t)),
                    None => p.options(t),
                }
            }
        };
        out.0.push(opts);
        out.1.push(every);
    }
    out
}

/// The steps of the search tried before the table on a board the table
/// settles: enough for the boards whose bounds cut the search at once.
const SHORT_SEARCH: usize = 100;

/// The exact search: defenders in order of battle order, each attacked by
/// one of its [`Opt`]s or not at all, with bounds on every criterion of the
/// planner's order (see [`Exact::hopeful`]).
struct Exact<'p> {
    p: &'p Problem,
    opts: &'p [Vec<Opt>],
    /// Per defender: every minimal set of its stacks is among its options.
    every: &'p [bool],
    /// Every combination was weighed (no defender had too many stacks).
    complete: bool,
    /// `count[t][free]`: the most attacks defenders t.. can still receive
    /// from the free stacks, when there are few enough attackers.
    count: Option<Vec<Vec<u8>>>,
    /// Identical stacks (same province, strength and escort) as masks;
    /// they are taken lowest first, which changes only criterion 9 and
    /// is exactly what it prefers.
    twins: Vec<Mask>,
    /// Per defender, the identical defender listed just before it (same
    /// province, strength, stacks within reach; not the vindictive
    /// target). Identical defenders are attacked earliest first (criterion
    /// 4 prefers it) and, when both are, the one listed first by the set
    /// holding the first-listed stack (criterion 9 prefers it; the two
    /// plans tie on 1–8).
    twin_of: Vec<Option<usize>>,
    /// Per defender, the first stack of the set attacking it, if attacked.
    lead: Vec<Option<u32>>,
    used: Mask,
    assign: Assignment,
    chosen: Vec<Odds>,
    targets: Vec<usize>,
    first: bool,
    committed: Committed,
    best: Score,
    best_assign: Assignment,
    steps: usize,
    /// What one step costs of the budget: more on a larger board.
    step_cost: usize,
    budget: usize,
    cut: bool,
}

impl<'p> Exact<'p> {
    /// The plan to beat: `start` if it is one, else no attack at all.
    fn start(p: &Problem, start: Assignment) -> (Score, Assignment) {
        let none: Assignment = vec![None; p.attackers.len()];
        match p.score(&start) {
            Some(s) => (s, start),
            // The greedy plan is always legal; the empty plan certainly is.
            None => (p.score(&none).unwrap_or_default(), none),
        }
    }

    /// The search over the options `opts` (with `every`, whether each
    /// defender's were all weighed), looking up the most attacks still
    /// possible in a table when `count_table` (its cost is worth it on a
    /// long search only).
    fn search_with(
        p: &'p Problem,
        start: Assignment,
        budget: usize,
        opts: &'p [Vec<Opt>],
        every: &'p [bool],
        count_table_wanted: bool,
    ) -> (Assignment, bool) {
        let none: Assignment = vec![None; p.attackers.len()];
        let (best, best_assign) = Exact::start(p, start);
        let complete = every.iter().all(|&e| e);
        let mut twins: Vec<Mask> = Vec::new();
        let mut class_of: HashMap<(usize, u64, bool), usize> = HashMap::new();
        for (a, at) in p.attackers.iter().enumerate() {
            let c = *class_of
                .entry((at.r.province, at.strength, at.escort))
                .or_insert_with(|| {
                    twins.push(0);
                    twins.len() - 1
                });
            twins[c] |= (1 as Mask) << a;
        }
        twins.retain(|m| m.count_ones() > 1);
        let count = (count_table_wanted && p.attackers.len() <= MAX_COUNT_TABLE)
            .then(|| count_table(p, opts));
        let twin_of = (0..p.targets.len())
            .map(|t| {
                let same = |u: usize| {
                    let (a, b) = (&p.targets[t], &p.targets[u]);
                    a.r.province == b.r.province
                        && (a.defence, a.need, a.escort_need) == (b.defence, b.need, b.escort_need)
                        && p.reached_by[t] == p.reached_by[u]
                        && p.first != Some(t)
                        && p.first != Some(u)
                };
                (0..t).rev().find(|&u| same(u))
            })
            .collect();
        let mut x = Exact {
            p,
            opts,
            every,
            complete,
            count,
            twins,
            twin_of,
            lead: vec![None; p.targets.len()],
            used: 0,
            assign: none,
            chosen: Vec::new(),
            targets: Vec::new(),
            first: false,
            committed: Committed::default(),
            best,
            best_assign,
            steps: 0,
            step_cost: ((p.attackers.len() + p.targets.len()) / 16).max(1),
            budget,
            cut: false,
        };
        x.dfs(0);
        let proven = x.complete && !x.cut;
        (x.best_assign, proven)
    }

    /// Whether `o` takes identical stacks lowest first among those free.
    fn canonical(&self, o: &Opt) -> bool {
        self.twins.iter().all(|&class| {
            let taken = o.mask & class;
            if taken == 0 {
                return true;
            }
            let mut free = class & !self.used;
            let mut lowest: Mask = 0;
            for _ in 0..taken.count_ones() {
                let bit = free & free.wrapping_neg();
                lowest |= bit;
                free &= !bit;
            }
            lowest == taken
        })
    }

    fn dfs(&mut self, t: usize) {
        if self.steps >= self.budget {
            self.cut = true;
            return;
        }
        self.steps += self.step_cost;
        if !self.hopeful(t) {
            return;
        }
        let p = self.p;
        if t == p.targets.len() {
            if let Some(s) = p.score(&self.assign)
                && s.rank(&self.best) == Ordering::Greater
            {
                self.best = s;
                self.best_assign.clone_from(&self.assign);
            }
            return;
        }
        // An identical defender listed before must be attacked first, by
        // a set whose first stack comes earlier.
        let after = match self.twin_of[t] {
            Some(u) => self.lead[u].map(|l| l + 1),
            None => Some(0),
        };
        if let Some(after) = after.filter(|_| self.targets.len() < p.required) {
            // Weighing the options costs with their number.
            self.steps += self.opts[t].len() / OPTIONS_PER_STEP;
            for i in 0..self.opts[t].len() {
                if self.cut {
                    return;
                }
                let o = &self.opts[t][i];
                if o.mask & self.used != 0 || o.mask.trailing_zeros() < after || !self.canonical(o)
                {
                    continue;
                }
                self.take(t, i, true);
                self.dfs(t + 1);
                self.take(t, i, false);
            }
        }
        if !self.cut {
            self.dfs(t + 1);
        }
    }

    /// Gives option `i` of defender `t` its stacks, or takes them back.
    fn take(&mut self, t: usize, i: usize, on: bool) {
        let o = &self.opts[t][i];
        let c = &mut self.committed;
        if on {
            self.used |= o.mask;
            c.escorts += o.escorts;
            c.stacks += o.stacks;
            c.moves += o.moves;
            c.strength += o.strength;
            self.chosen.push(o.column);
            self.targets.push(t);
            self.lead[t] = Some(o.mask.trailing_zeros());
            self.first |= self.p.first == Some(t);
        } else {
            self.used &= !o.mask;
            c.escorts -= o.escorts;
            c.stacks -= o.stacks;
            c.moves -= o.moves;
            c.strength -= o.strength;
            self.chosen.pop();
            self.targets.pop();
            self.lead[t] = None;
            if self.p.first == Some(t) {
                self.first = false;
            }
        }
        let mut m = o.mask;
        while m != 0 {
            let a = m.trailing_zeros() as usize;
            self.assign[a] = on.then_some(t);
            m &= m - 1;
        }
    }

    /// The best column defender `u` can still be attacked at, if any.
    fn best_open(&self, u: usize) -> Option<Odds> {
        if self.every[u] {
            // Every minimal set is an option: the best column is that of
            // all the free stacks together (with or without the escorts),
            // since leaving out stacks while the column holds gives a
            // minimal set at that column.
            let p = self.p;
            let tg = &p.targets[u];
            let (mut plain, mut all, mut escort) = (0, 0, false);
            for &a in &p.reached_by[u] {
                if self.used >> a & 1 == 0 {
                    let at = &p.attackers[a];
                    all += at.strength;
                    if at.escort {
                        escort = true;
                    } else {
                        plain += at.strength;
                    }
                }
            }
            let without = (plain > 0 && plain >= tg.need).then(|| p.rated(plain, u));
            let with = (escort && all >= tg.escort_need).then(|| p.rated(all, u));
            return without.max(with);
        }
        // Options are listed best column first.
        self.opts[u]
            .iter()
            .find(|o| o.mask & self.used == 0)
            .map(|o| o.column)
    }

    /// False when no way of deciding defenders `t..` can make a plan as
    /// good as the best so far. Each criterion gets its most hopeful
    /// value: the most attacks still possible (exactly, from the table,
    /// when there is one); each open defender at the best column its free
    /// stacks could give it alone; the earliest defenders still open; and
    /// what is committed so far, which only grows.
    fn hopeful(&self, t: usize) -> bool {
        let p = self.p;
        let free = !self.used;
        let room = p.required - self.targets.len().min(p.required);
        let mut open: Vec<(usize, Odds)> = (t..p.targets.len())
            .filter_map(|u| self.best_open(u).map(|c| (u, c)))
            .collect();
        let more = match &self.count {
            Some(table) => usize::from(table[t][low_bits(free, p.attackers.len())]),
            None => open.len(),
        }
        .min(room)
        .min(open.len());
        let first_open = p
            .first
            .filter(|&f| f >= t)
            .and_then(|f| open.iter().find(|(u, _)| *u == f).copied());
        let first = self.first || (first_open.is_some() && more > 0);
        let count = self.targets.len() + more;
        match (first, count).cmp(&(self.best.first, self.best.targets.len())) {
            Ordering::Less => return false,
            Ordering::Greater => return true,
            Ordering::Equal => {}
        }
        // As many attacks as the best plan: the vindictive target among
        // them if the best plan has it (so must this one), then the best
        // columns still open.
        let mut odds = self.chosen.clone();
        let mut targets = self.targets.clone();
        let mut extra = more;
        // The strength all the future attacks share, and the defences
        // they could face, weakest first.
        let free_strength: u64 = (0..p.attackers.len())
            .filter(|&a| self.used >> a & 1 == 0)
            .map(|a| p.attackers[a].strength)
            .sum();
        let mut defences: Vec<u64> = open.iter().map(|&(u, _)| p.targets[u].defence).collect();
        defences.sort_unstable();
        let mut future = Vec::with_capacity(more);
        if let Some((f, c)) = first_open.filter(|_| self.best.first && !self.first) {
            future.push(c);
            targets.push(f);
            open.retain(|(u, _)| *u != f);
            extra -= 1;
        }
        let mut columns: Vec<Odds> = open.iter().map(|&(_, c)| c).collect();
        columns.sort_unstable_by(|a, b| b.cmp(a));
        future.extend(columns.into_iter().take(extra));
        future.sort_unstable();
        // The i-th worst of n future attacks: n - i of them are at least
        // its column k-1, which takes k times each defence, out of the
        // strength they share.
        let n = future.len();
        for (i, c) in future.iter_mut().enumerate() {
            let share: u64 = defences.iter().take(n - i).sum();
            if let Some(k) = free_strength.checked_div(share) {
                let k = u32::try_from(k).unwrap_or(u32::MAX).max(1);
                *c = (*c).min(Odds::new(k, 1));
            }
        }
        future.sort_unstable();
        odds.extend(future);
        odds.sort_unstable();
        match odds.cmp(&self.best.odds) {
            Ordering::Less => return false,
            Ordering::Greater => return true,
            Ordering::Equal => {}
        }
        targets.extend(open.iter().map(|&(u, _)| u).take(extra));
        targets.sort_unstable();
        match self.best.targets.cmp(&targets) {
            Ordering::Less => return false,
            Ordering::Greater => return true,
            Ordering::Equal => {}
        }
        let b = &self.best;
        let c = &self.committed;
        (c.escorts, c.stacks, c.moves, c.strength) <= (b.escorts, b.stacks, b.moves, b.strength)
    }
}

/// The lowest `n` bits of `m`, as an index.
fn low_bits(m: Mask, n: usize) -> usize {
    (m & ((1 << n) - 1)) as usize
}

/// `table[t][free]`: the most attacks defenders `t..` can receive, each
/// from its own stacks, out of the stacks in `free`.
fn count_table(p: &Problem, opts: &[Vec<Opt>]) -> Vec<Vec<u8>> {
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
fn least_sets(sorted: &[usize], n: usize) -> Vec<usize> {
    let mut kept: Vec<usize> = Vec::new();
    if sorted.len() << 6 > 1usize << n {
        let holds = holding(sorted.iter().copied(), n);
        let mut taken = vec![false; 1 << n];
        for &m in sorted {
            let least = super::problem::bits(m as Mask).all(|i| !holds[m ^ (1 << i)]);
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
fn holding(sets: impl Iterator<Item = usize>, n: usize) -> Vec<bool> {
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
