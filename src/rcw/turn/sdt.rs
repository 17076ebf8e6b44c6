//! The Strategy Determination Table's own steps: SDT 1 hands an assassin
//! marker to the second friendliest player.

use super::*;

/// SDT 1: one assassin marker, if held, to the 2nd friendliest player.
pub(super) fn give_assassin_marker(cx: &mut Cx) -> Step<()> {
    let p = cx.seat;
    cx.phase("Assassin marker");
    if cx.g.player(p).map_or(0, |x| x.assassins) == 0 {
        cx.note(&[], move || {
            format!("{p} holds no assassin marker, so none is given (SDT roll 1)")
        });
        return Ok(());
    }
    let others = cx.g.others(p);
    let Some(to) = cx.pick(p, &others, Rank::SecondFriendliest, "2nd friendliest")? else {
        cx.note(&[], move || {
            format!("{p} has no 2nd friendliest player left in the game: no marker given")
        });
        return Ok(());
    };
    cx.give(Marker::Assassin, p, to, 1, "SDT roll 1");
    let d = cx.rules.pct().shifts.assassin_marker_given;
    let (from, after) = cx.shift(p, to, d, "assassin marker given");
    cx.instruct(
        &[to],
        move || format!(
            "Hand one of {p}'s assassin markers to {to}, {p}'s 2nd friendliest player. PCT {p}/{to}: {from} → {after}."
        ),
        "SDT roll 1: give one assassin marker to the 2nd friendliest player",
    )
}
