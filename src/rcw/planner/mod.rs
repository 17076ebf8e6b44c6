//! Attack planner: for one Attack Priority Table entry (the phasing player's
//! units of one colour against units of another) or one vindictive turn's
//! attacks, which of the phasing player's stacks attack which defending
//! stacks, so the player need not work the combinations out by hand.
//!
//! The solitaire rules (seed 000, *Strategy Determination Table* and
//! *Vindictive Strategy Table*): the phasing player attempts the required
//! number of attacks at the minimum odds or better; "different stacks of
//! units may be combined in order to satisfy the minimum odds"; "when
//! possible, the highest odds that can be achieved should be used in order
//! to minimize combat results of AE or EX"; no one attacks at 1-2; units
//! controlling or escorting the Czar or the Gold never attack below 3-1;
//! against the Czar's or the Gold's controller on a vindictive turn "the
//! first attack must be attempted against those units which control the
//! Gold or the Czar, even if this means that the required number of attacks
//! cannot be fulfilled".
//!
//! # The board as the planner sees it
//! An [`OrderOfBattle`] lists provinces, each holding stacks (one owner, one
//! unit colour, a combat strength). A stack may attack a hostile stack in
//! its own province, or in a province the player says it can reach this
//! turn ([`Reach`]: one-way pairs such as `Omsk>Perm`). Which colours are
//! exempt (White players and their own White units…) is the caller's
//! business; the planner only ever refuses to attack the phasing player's
//! own stacks.
//!
//! # Which plan is best
//! An attack is legal when its column is at least the minimum, never below
//! 1-1, and at least the escort minimum (3-1) when one of its stacks holds
//! the Czar or the Gold. A plan is a set of legal attacks on different
//! defending stacks, with no attacking stack in two of them and at most the
//! required number. Of two plans the better is decided by the first of
//! these that differs:
//! 1. on a vindictive turn ([`EntryRequest::first_target`]), attacking the
//!    stack holding the Czar or the Gold (the rule puts it before the count);
//! 2. more attacks;
//! 3. **higher odds**, read as "raise the worst attack first": each plan's
//!    columns sorted from worst to best, compared column by column (so
//!    2-1, 3-1 beats 1-1, 5-1, and 2-1, 4-1 beats 2-1, 3-1). Strength
//!    beyond what lifts a column counts for nothing, as on the CRT, and
//!    columns above the table's best ([`EntryRequest::top`]) count as it;
//! 4. the rule's own order: defending stacks earlier in the order of battle
//!    (provinces as listed, then stacks as listed) — the plans' lists of
//!    defenders compared earliest first;
//! 5. fewer stacks holding the Czar or the Gold (they should stay safe);
//! 6. fewer attacking stacks (the rest stay free for later entries and the
//!    non-attack policies) — so a stack that raises no column is never
//!    added;
//! 7. fewer stacks that must move (stacks already there attack first);
//! 8. less attacking strength committed (the weakest stacks that do it);
//! 9. last, so the answer is always the same: the stack listed first in the
//!    order of battle is used first, against the earliest defender.
//!
//! # How it is found
//! First a greedy plan, polynomial: defenders in order of the strength
//! they need (the vindictive target first, then weakest first, ties in
//! order of battle), each given a best fit of free stacks — the weakest
//! single stack that reaches the minimum if there is one, else the
//! strongest and go on — escort stacks only when nothing else does and the
//! attack then reaches the escort minimum; then spare stacks lift the
//! worst attack to its next column, again by best fit, while any can.
//!
//! Each defender is attacked by one of its *options* or not at all: an
//! option is a set of free stacks that makes a legal attack and none of
//! which can be left out for the same column (a stack more could only
//! cost criteria 5–8). A short search over them settles most boards at
//! once. If it does not, small changes improve the plan (`improve.rs`:
//! one stack moved, two swapped, a whole attack turned on another
//! defender, the worst attack given up for a new one, a strong attack
//! split, and past 12 stacks two or three attacks' stacks shared out
//! again exactly, `share.rs`), and the plan found
//! sets a **floor**: when it makes as many attacks as any plan can, a
//! better plan makes as many, each at its worst column or better, out of
//! the stacks' total strength — so options below that column, or taking
//! more strength than the other attacks' least needs leave, are dropped
//! (and when the greedy plan already makes every attack it can, they are
//! never built).
//!
//! With up to 12 stacks that can attack (`dp/`), a table over the sets
//! of them settles the board: for every set of stacks taken and number of
//! attacks still to make, the best way to decide the defenders after the
//! current one. Every criterion becomes a number added up attack by attack
//! (the columns worst first too: at the lowest column where two plans of
//! as many attacks differ in how many attacks reach it, the one with more
//! is better), so the table is exact; identical stacks (same province,
//! strength and escort) count as one class, taken lowest first; only the
//! sets a plan above the floor can leave are filled. The floor is raised
//! first where the stacks' strength allows (halving towards the floor
//! known): the first floor at which the table finds a plan holds the best
//! one. Every such board is proven best; the slowest of 1,201 boards of 12
//! against 12 (among them the hardest found by hand) takes some 15 ms in
//! a release build on this project's machine (`benches/planner.rs`).
//!
//! On a vindictive turn, when the target's attack cannot be made above
//! the floor, it is the worst of every plan at that floor: the other
//! attacks' own floor is raised the same way (from what the target's
//! attack leaves), so the table weighs far fewer options, and a floor no
//! set of stacks reaches is told by counting attacks, without the table.
//! A plan of one attack is the best of every defender's options, each
//! weighed.
//!
//! With 13 to 32 stacks, the most attacks any plan can make is counted
//! exactly before the odds are weighed (`search/pack.rs`: `g` attacks out
//! of disjoint least sets of stacks, tried from the most the rules allow
//! down, a state that failed never searched again); a plan making fewer
//! is replaced by the count's plan, improved, so criterion 2 is never
//! missed. A count that runs out of its share of the budget leaves the
//! plan unproven.
//!
//! With more stacks (`search/`), a search from the improved plan: a
//! branch ends when its most hopeful outcome on criteria 1–8 is worse than
//! the best plan so far — the most attacks still possible, every open
//! defender at the best column its free stacks give it, the earliest
//! defenders still open, and what is committed so far, which only grows.
//! With up to 16 stacks the highest floor any plan of as many attacks
//! reaches is counted first, exactly (a table of the most attacks each
//! set of stacks makes, halving between the floor known and the stacks'
//! bound), so the search starts from a plan at that floor and weighs only
//! the options above it (13 stacks against 7 packed exactly into 6-1 five
//! times: found and proven); the count draws on the budget like the rest.
//! A search cut short (or one that weighed every option it has but not
//! every option there is) is polished by small changes, then by restarts
//! from kicked plans (one to three attacks dropped, the open defenders
//! filled greedily in an order of a fixed seed's, the result improved)
//! until the share of the budget kept for them is spent: an eighth, half
//! past 16 stacks, and whatever the search left. On a vindictive turn the highest floors
//! (the target's, then the others') are counted before the table is built
//! once, at them. A plan making as many attacks as can be made, each at
//! the chart's top column, stops the search at once
//! ([`Plan::odds_best`]).
//!
//! Guarantees: every plan keeps the rules above (legal attacks, no stack
//! twice, never the phasing player's own stacks, at most the required
//! number) and is never worse than the greedy plan or its improvement.
//! [`Plan::exhaustive`] says the plan is *proven* best under the order
//! above: always with up to 12 stacks that can attack; with more, when the
//! search weighed every option (no defender within reach of more than 16
//! stacks) and finished within [`SEARCH_BUDGET`]. When it is false the app
//! and the command line say "best found in N ms — not proven best", N the
//! time the planner took.

mod board;
mod dp;
mod entry;
mod greedy;
mod improve;
mod plan;
mod problem;
mod score;
mod search;
mod share;
mod stacks;
mod text;

pub use board::{
    Holding, OrderOfBattle, Province, Reach, Stack, StackId, StackRef, Strength, StrengthError,
};
pub use entry::{plan_entry, plan_entry_timed, plan_fresh};
pub use plan::{EntryRequest, Order, Plan, PlannedAttack};
pub use stacks::{StackEdit, StackEditError};
pub use text::{Places, ReachProblem, StackProblem, TextError};

/// How much work [`plan_entry`] does at most before it settles for the
/// best plan found so far, unproven. A unit of work is one step of the
/// search (weighing one defender's options; on a board of more than 16
/// stacks in all a step costs one unit per 16 stacks, since weighing it
/// reads every open defender and every free stack), 16 combinations of
/// stacks weighed for the options, or one small change tried. Work, not
/// time, so the same board always gets the same plan; this much keeps the
/// slowest board under 100 ms in a release build on the project's machine
/// (`benches/planner.rs`).
pub const SEARCH_BUDGET: usize = 200_000;

#[cfg(test)]
mod tests;
