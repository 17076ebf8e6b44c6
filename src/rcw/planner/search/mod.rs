//! The search for the best plan (see the planner's documentation for the
//! order plans are ranked in and what is guaranteed).

mod exact;
mod floors;
mod pack;
use exact::*;
use floors::*;
use pack::*;

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
    // The most attacks, counted exactly before the odds are weighed: a
    // plan making more than the greedy one starts the search.
    let (greedy, most, packing) = most_first(&problem, greedy, cap, budget);
    if cap == 1 && every.iter().all(|&e| e) {
        // One attack: the best of every defender's options, each weighed.
        return problem.plan(&best_single(&problem, &opts, greedy), true);
    }
    // Weighing the combinations of stacks counts against the budget too.
    let weighed = problem.combinations() / COMBINATIONS_PER_STEP;
    let short = SHORT_SEARCH.min(budget);
    let (assign, proven, _) = Exact::search_with(&problem, greedy, short, &opts, &every, false);
    if proven {
        return problem.plan(&assign, true);
    }
    // Then small changes from the best plan so far, which lets the options
    // no better plan could use be dropped.
    let (assign, spent) = problem.improve(assign, budget / IMPROVE_SHARE);
    if unbeatable(&problem, &assign) {
        return problem.plan(&assign, false);
    }
    let (assign, counted) = match by_floor(&problem, &mut opts, assign, most, budget) {
        Ok(exact) => return problem.plan(&exact, true),
        Err(found) => found,
    };
    // Past the floor table the search seldom proves a plan: half the
    // budget goes to restarts from kicked plans, so a big board uses its
    // budget improving the plan rather than stopping early.
    let polish = if problem.attackers.len() > MAX_FLOOR_TABLE {
        budget / 2
    } else {
        budget / POLISH_SHARE
    };
    let left = budget.saturating_sub(weighed + first + short + spent + polish + counted + packing);
    search_then_polish(&problem, assign, (left, polish), &opts, &every)
}

/// Stacks up to which the most attacks are counted exactly
/// ([`most_attacks_packed`]) on a board past the table's size.
const MAX_PACKED: usize = 32;

/// On a board past the count table's size, the most attacks any plan can
/// make, counted exactly (`None` when the count ran out of work or the
/// board is larger), and `start` replaced by a plan making them when it
/// makes fewer (improved by small changes); and the work the count took.
fn most_first(
    p: &Problem,
    start: Assignment,
    cap: usize,
    budget: usize,
) -> (Assignment, Option<usize>, usize) {
    let made = p.score(&start).map_or(0, |s| s.targets.len());
    let sized = p.attackers.len() > MAX_COUNT_TABLE && p.attackers.len() <= MAX_PACKED;
    if made >= cap || !sized {
        return (start, None, 0);
    }
    let limit = PACK_WORK.min(budget / FLOOR_SHARE);
    let (packed, work) = most_attacks_packed(p, limit);
    // Work is sets of stacks weighed, each a step of the budget (a set
    // is built as it is weighed).
    let Some(packed) = packed else {
        return (start, None, work);
    };
    if packed.most <= made {
        return (start, Some(made), work);
    }
    let (plan, spent) = p.improve(packed.plan, FIRST_IMPROVE.min(budget));
    (plan, Some(packed.most), work + spent)
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
    most: Option<usize>,
    budget: usize,
) -> Result<Assignment, (Assignment, usize)> {
    let small = p.attackers.len() <= super::dp::MAX_ATTACKERS;
    let floor = p.score(&assign).and_then(|best| {
        let most = most.unwrap_or_else(|| most_attacks(p, opts, best.targets.len()));
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

/// The exact search within `left`; its best, when it is not proven,
/// polished by small changes and restarts from kicked plans with the
/// budget left: `polish`, and whatever the search did not spend (a
/// search that weighed every option it has, but not every option there
/// is, ends early and leaves its share to the restarts).
fn search_then_polish(
    p: &Problem,
    start: Assignment,
    (left, polish): (usize, usize),
    opts: &[Vec<Opt>],
    every: &[bool],
) -> Plan {
    let (assign, proven, spent) = Exact::search_with(p, start, left, opts, every, true);
    if proven {
        return p.plan(&assign, true);
    }
    let mut restarts = polish + left.saturating_sub(spent);
    if p.attackers.len() > MAX_FLOOR_TABLE {
        // A restart's unit of work costs a fraction of the search's: on
        // the bench's big boards (20 to 100 stacks a side) the share above
        // was spent in 10 to 25 ms of the 100 ms the budget stands for.
        restarts *= RESTART_WORK;
    }
    let (assign, _) = p.improve_restarting(assign, restarts);
    p.plan(&assign, false)
}

/// How many units of restarts one unit of the budget buys past the floor
/// table (measured: `benches/planner.rs`, the boards of 20 to 100 stacks).
const RESTART_WORK: usize = 4;

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
