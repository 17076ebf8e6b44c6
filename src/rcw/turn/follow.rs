//! What every change of the board that follows a combat result shares,
//! whether the defender stays, is eliminated or retreats (`stacks.rs`,
//! `retreat.rs`): the log's label, how the stacks are named, and the
//! attackers holding the province.

use super::*;
use crate::rcw::planner::{Order, OrderOfBattle, StackId};

pub(super) const FOLLOWS_RESULTS: &str =
    "Attack planner: the order of battle follows the combat results";

/// "C's Red 4 and C's Red 2": stacks as `oob` names them (with their ids
/// where two of them would read alike: "B's Green 2 (#4) and B's Green 2
/// (#5)").
pub(super) fn phrase(oob: &OrderOfBattle, ids: &[StackId]) -> String {
    let v: Vec<String> = ids.iter().map(|id| named(oob, *id, ids)).collect();
    v.join(" and ")
}

/// Stack `id` as `oob` names it, with its id when another of `among` reads
/// the same (identical counters told apart).
pub(super) fn named(oob: &OrderOfBattle, id: StackId, among: &[StackId]) -> String {
    let words = oob.phrase_of(id);
    let twin = among.iter().any(|o| *o != id && oob.phrase_of(*o) == words);
    if twin {
        format!("{words} (#{})", id.number())
    } else {
        words
    }
}

/// After the defender retreats or is eliminated the attackers hold the
/// province: they entered it to attack, so the order of battle already
/// shows them there and there is no advance to record. `oob` is the board
/// as it stood when the result came.
pub(super) fn attackers_hold(cx: &mut Cx, order: &Order, oob: &OrderOfBattle) {
    let Some(here) = oob.locate(order.target).map(|r| r.province) else {
        return;
    };
    let there: Vec<String> = order
        .attackers
        .iter()
        .filter_map(|id| oob.locate(*id))
        .filter(|r| r.province == here)
        .map(|r| oob.stack_phrase(r))
        .collect();
    if there.is_empty() {
        return;
    }
    let place = oob.province_name(here).to_string();
    cx.note(&[], move || {
        format!(
            "{} hold{} {place}: they entered it to attack, so the order of battle already shows them there",
            there.join(" and "),
            if there.len() == 1 { "s" } else { "" }
        )
    });
}
