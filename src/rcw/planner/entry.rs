//! The planner's doors: [`plan_entry`] (answered from the last plans made
//! when the same question comes again; [`plan_entry_timed`] with how long
//! the search took when the plan was made) and [`plan_fresh`] (always
//! planned anew), all over the search with [`SEARCH_BUDGET`].

use super::SEARCH_BUDGET;
use super::board::{OrderOfBattle, Reach, StackRef};
use super::plan::{EntryRequest, Plan};
use super::search::plan_with_budget;
use std::time::{Duration, Instant};

/// The best plan for one entry (see the module documentation for "best"
/// and for what is guaranteed). `used`: stacks committed by earlier entries
/// this turn — attacking stacks there attack no more, defending stacks
/// there are not attacked again (pass only attackers to allow that).
///
/// The same question asked again is answered from the last plans made
/// (a bot turn replays over every answer, and the wizard shows the plan
/// the turn follows): the plan is a function of its question, so this
/// changes nothing but the time.
pub fn plan_entry(
    oob: &OrderOfBattle,
    reach: &Reach,
    req: &EntryRequest,
    used: &[StackRef],
) -> Plan {
    plan_entry_timed(oob, reach, req, used).0
}

/// [`plan_entry`], with how long the search took when the plan was made
/// (the same time for a plan answered from the last plans: what the
/// wizard says of a plan not proven best, without planning it again).
pub fn plan_entry_timed(
    oob: &OrderOfBattle,
    reach: &Reach,
    req: &EntryRequest,
    used: &[StackRef],
) -> (Plan, Duration) {
    RECENT.with(|recent| {
        let mut recent = recent.borrow_mut();
        let same =
            |k: &Question| k.req == *req && k.used == used && k.reach == *reach && k.oob == *oob;
        if let Some(i) = recent.iter().position(|(k, ..)| same(k)) {
            let hit = recent.remove(i);
            let plan = (hit.1.clone(), hit.2);
            recent.insert(0, hit);
            return plan;
        }
        let started = Instant::now();
        let plan = plan_fresh(oob, reach, req, used);
        let took = started.elapsed();
        recent.truncate(RECENT_PLANS - 1);
        recent.insert(
            0,
            (
                Question {
                    oob: oob.clone(),
                    reach: reach.clone(),
                    req: req.clone(),
                    used: used.to_vec(),
                },
                plan.clone(),
                took,
            ),
        );
        (plan, took)
    })
}

/// As [`plan_entry`], always planned anew (`rcw plan` times it, the
/// benches and the tests plan with it).
pub fn plan_fresh(
    oob: &OrderOfBattle,
    reach: &Reach,
    req: &EntryRequest,
    used: &[StackRef],
) -> Plan {
    plan_with_budget(oob, reach, req, used, SEARCH_BUDGET)
}

/// What a plan answers.
struct Question {
    oob: OrderOfBattle,
    reach: Reach,
    req: EntryRequest,
    used: Vec<StackRef>,
}

/// How many of the last plans are kept: more than one turn's entries.
const RECENT_PLANS: usize = 16;

thread_local! {
    static RECENT: std::cell::RefCell<Vec<(Question, Plan, Duration)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}
