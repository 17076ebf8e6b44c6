//! A planned attack's stacks on the order of battle: moved in as ordered,
//! changed by the combat result, and the Czar and the Gold going with
//! their stacks.

use super::follow::{FOLLOWS_RESULTS, attackers_hold, named, phrase};
use super::*;
use crate::rcw::planner::{Holding, Order, OrderOfBattle, StackEdit, StackId};

/// The Czar and the Gold follow their stacks in the order of battle: when
/// the answers above gave one to another player, the marker moves to that
/// player's stack in this combat (or off the stacks, when none was in it).
pub(super) fn treasure_follows_stacks(cx: &mut Cx, order: &Order) {
    for (h, holder) in [
        (Holding::Czar, cx.g.czar_holder()),
        (Holding::Gold, cx.g.gold),
    ] {
        let oob = &mut cx.g.order_of_battle;
        let Some((cur, owner, id)) = oob
            .refs()
            .find(|(_, s)| s.holds == Some(h))
            .map(|(r, s)| (r, s.owner, s.id()))
        else {
            continue;
        };
        // Only a marker with a stack in this combat can have changed hands here.
        if Some(owner) == holder || !order.names(id) {
            continue;
        }
        let dest = std::iter::once(order.target)
            .chain(order.attackers.iter().copied())
            .filter_map(|id| oob.locate(id))
            .find(|r| {
                oob.stack(*r)
                    .is_some_and(|s| Some(s.owner) == holder && s.holds.is_none())
            });
        if let Some(s) = oob.stack_mut(cur) {
            s.holds = None;
        }
        let moved_to = dest.and_then(|d| {
            let s = oob.stack_mut(d)?;
            s.holds = Some(h);
            Some(d)
        });
        let text = match moved_to {
            Some(d) => format!(
                "Order of battle: the {} goes with {} in {}",
                h.name(),
                cx.g.order_of_battle.stack_phrase(d),
                cx.g.order_of_battle.province_name(d.province)
            ),
            None => format!(
                "Order of battle: the {} is no longer with any stack kept",
                h.name()
            ),
        };
        cx.log(LogKind::Board, &[], move || text.clone());
    }
    cx.read_board();
}

const FOLLOWS_ORDERS: &str = "Attack planner: the order of battle follows the orders";

/// The order of a planned attack that goes ahead moves stacks into the
/// defender's province: the order of battle follows at once, when the
/// player says they moved (Enter: as ordered, which is what the board now
/// shows).
pub(super) fn moved_as_ordered(cx: &mut Cx, name: &str, j: usize) -> Step<()> {
    let Some(pa) = cx.planned_attack(j) else {
        return Ok(());
    };
    let to = pa.target.province;
    let oob = &cx.g.order_of_battle;
    let moving: Vec<StackId> = pa
        .attackers
        .iter()
        .copied()
        .filter(|r| r.province != to)
        .filter_map(|r| oob.id_at(r))
        .collect();
    if moving.is_empty() {
        return Ok(());
    }
    let oob = &cx.g.order_of_battle;
    let who: Vec<String> = moving
        .iter()
        .filter_map(|id| oob.locate(*id))
        .map(|r| {
            format!(
                "{} from {}",
                oob.stack_phrase(r),
                oob.province_name(r.province)
            )
        })
        .collect();
    let who = who.join(" and ");
    let place = oob.province_name(to).to_string();
    let dest = place.clone();
    let target = cx.g.order_of_battle.id_at(pa.target);
    cx.about(moving.iter().copied().chain(target));
    // Your own attack is yours, not an order given to you.
    let yours = cx.seat == cx.g.human();
    let moved = cx.ask_yes_no(
        crate::rcw::step::Topic::MovedAsOrdered,
        {
            let name = name.to_string();
            move || {
                if yours {
                    format!("{name}: did your stacks ({who}) move into {place} as you planned?")
                } else {
                    format!("{name}: did {who} move into {place} as ordered?")
                }
            }
        },
        if yours {
            "Moved as planned"
        } else {
            "Moved as ordered"
        },
        "Could not move (correct the order of battle with Override, or on the Players tab after the turn)",
        true,
        FOLLOWS_ORDERS,
    )?;
    if moved {
        let edits = moving
            .into_iter()
            .map(|stack| StackEdit::Move {
                stack,
                to: dest.clone(),
            })
            .collect();
        cx.change_stacks(edits, FOLLOWS_ORDERS);
    }
    Ok(())
}

/// After attack `name`'s result: the change it makes to the planned attack's
/// stacks (`pa`, where they stand now), proposed for the player to
/// confirm, and made at once. Enter takes what the result says happened
/// (the stacks eliminated are taken out); where it cannot know (where a
/// stack retreated to, how much an exchange cost) Enter picks nothing.
pub(super) fn stacks_after_combat(
    cx: &mut Cx,
    name: &str,
    order: &Order,
    effect: crate::rcw::rules::StackEffect,
) -> Step<()> {
    use crate::rcw::rules::StackEffect as E;
    // The board as the result came, to name the stacks as they were; every
    // change below names its stacks by who they are.
    let oob = cx.g.order_of_battle.clone();
    let Some(here) = oob.locate(order.target).map(|r| r.province) else {
        return Ok(());
    };
    // The stacks of the side the result falls on (those still on the board).
    let side = |attacker: bool| -> Vec<StackId> {
        let ids = if attacker {
            order.attackers.clone()
        } else {
            vec![order.target]
        };
        ids.into_iter()
            .filter(|id| oob.locate(*id).is_some())
            .collect()
    };
    match effect {
        E::None => Ok(()),
        E::AttackerEliminated | E::DefenderEliminated => {
            let attacker = effect == E::AttackerEliminated;
            eliminated(cx, name, order, &oob, side(attacker), attacker)
        }
        E::AttackerRetreats | E::DefenderRetreats => {
            let attacker = effect == E::AttackerRetreats;
            super::retreat::retreated(cx, name, order, &oob, here, side(attacker), attacker)
        }
        E::Exchange => exchanged(cx, name, &oob, here, side(false), side(true)),
    }
}

/// An eliminated side's stacks taken out (Enter: as the result says).
fn eliminated(
    cx: &mut Cx,
    name: &str,
    order: &Order,
    oob: &OrderOfBattle,
    refs: Vec<StackId>,
    attacker: bool,
) -> Step<()> {
    if refs.is_empty() {
        return Ok(());
    }
    let who = phrase(oob, &refs);
    cx.about(refs.clone());
    let remove = cx.ask_yes_no(
        crate::rcw::step::Topic::Eliminated,
        {
            let name = name.to_string();
            move || format!("{name}: take {who} out of the order of battle (eliminated)?")
        },
        "Take them out",
        "Keep them (the board differs)",
        true,
        FOLLOWS_RESULTS,
    )?;
    if remove {
        let edits = refs
            .into_iter()
            .map(|stack| StackEdit::Remove { stack })
            .collect();
        cx.change_stacks(edits, FOLLOWS_RESULTS);
    }
    if !attacker {
        attackers_hold(cx, order, oob);
    }
    Ok(())
}

/// Turn flow 5: Non-Attack Policy 9's guidance comes with an exchange's
/// loss question (a bot takes its losses from combat units, not leaders;
/// yours are yours to choose), not as a step before it.
fn loss_guidance(cx: &Cx, board: &OrderOfBattle, side: &[StackId]) -> &'static str {
    if !cx.rules.asks_only_what_can_be() {
        return "";
    }
    let owner = side
        .first()
        .and_then(|id| board.by_id(*id))
        .map(|k| k.owner);
    if owner == Some(cx.g.human()) {
        " (Exchange: take your losses as you choose.)"
    } else {
        " (Exchange: a bot takes its losses from combat units, not leaders: Non-Attack Policy 9.)"
    }
}

/// How much each side lost in an exchange, taken from its stacks in order.
/// Turn flow 4: a correction made at a loss question is taken before the
/// question is worked out again, so it names the stacks as they now are
/// and every loss is taken from the strength a stack has then; before,
/// from the board as the result came (`oob`).
fn exchanged(
    cx: &mut Cx,
    name: &str,
    oob: &OrderOfBattle,
    here: usize,
    defenders: Vec<StackId>,
    attackers: Vec<StackId>,
) -> Step<()> {
    let live = cx.rules.corrections_stand();
    for (refs, side) in [(defenders, "defending"), (attackers, "attacking")] {
        let side_now = |cx: &Cx| -> (Vec<StackId>, Vec<u32>) {
            let board = if live { &cx.g.order_of_battle } else { oob };
            let refs: Vec<StackId> = refs
                .iter()
                .copied()
                .filter(|id| board.locate(*id).is_some())
                .collect();
            let strengths = refs
                .iter()
                .map(|id| board.by_id(*id).map_or(0, |s| s.strength.get()))
                .collect();
            (refs, strengths)
        };
        let (mut refs, mut strengths) = side_now(cx);
        if strengths.iter().sum::<u32>() == 0 {
            continue;
        }
        // About to ask: a correction made while this question waited is
        // taken first (never one made at a later step: nothing is taken
        // where nothing is asked).
        if live {
            cx.corrections_first()?;
            (refs, strengths) = side_now(cx);
        }
        let total: u32 = strengths.iter().sum();
        if total == 0 {
            continue;
        }
        let board = if live { &cx.g.order_of_battle } else { oob };
        let who = phrase(board, &refs);
        let asked = name.to_string();
        let place = oob.province_name(here).to_string();
        let guide = loss_guidance(cx, board, &refs);
        cx.about(refs.clone());
        let lost = cx.ask_without_default(
            crate::rcw::step::Topic::ExchangeLoss,
            move || format!("{asked}: how much combat strength did the {side} {who} in {place} lose in the exchange?{guide}"),
            total as usize + 1,
            FOLLOWS_RESULTS,
            |_, i| i.to_string(),
        )?;
        let lost = lost as u32;
        // Turn flow 2: where the loss could come from more than one of the
        // side's stacks, the player says how much each gave (no default:
        // the player chose the counters); before, it was taken in order.
        let taken = if live {
            losses_by_stack_live(cx, name, side, &refs, lost)?
        } else if cx.rules.reads_the_board() {
            losses_by_stack(cx, name, side, oob, &refs, &strengths, lost)?
        } else {
            in_order(&strengths, lost)
        };
        let edits = loss_edits(cx, live, &refs, &strengths, &taken);
        cx.change_stacks(edits, FOLLOWS_RESULTS);
    }
    Ok(())
}

/// Each stack's share of a loss as a change: taken from the strength it
/// has now when `live` (a correction made meanwhile stands), else from
/// its strength as the result came (`had`).
fn loss_edits(
    cx: &Cx,
    live: bool,
    refs: &[StackId],
    had: &[u32],
    taken: &[u32],
) -> Vec<StackEdit<StackId>> {
    let mut edits = Vec::new();
    for ((&stack, &had), &take) in refs.iter().zip(had).zip(taken) {
        let now = if live {
            cx.g.order_of_battle
                .by_id(stack)
                .map_or(0, |s| s.strength.get())
        } else {
            had
        };
        if now == 0 {
            continue;
        }
        if take >= now {
            edits.push(StackEdit::Remove { stack });
        } else if take > 0 {
            edits.push(StackEdit::Strength {
                stack,
                strength: now - take,
            });
        }
    }
    edits
}

/// A loss taken from the stacks in order (turn flow 1).
fn in_order(strengths: &[u32], lost: u32) -> Vec<u32> {
    let mut left = lost;
    strengths
        .iter()
        .map(|&had| {
            let take = left.min(had);
            left -= take;
            take
        })
        .collect()
}

/// How much of `lost` each of a side's stacks gave: asked stack by stack
/// where more than one share could be true (the last takes the rest).
fn losses_by_stack(
    cx: &mut Cx,
    name: &str,
    side: &'static str,
    oob: &OrderOfBattle,
    refs: &[StackId],
    strengths: &[u32],
    lost: u32,
) -> Step<Vec<u32>> {
    let mut left = lost;
    let mut taken = Vec::new();
    for (k, (&id, &had)) in refs.iter().zip(strengths).enumerate() {
        let rest: u32 = strengths[k + 1..].iter().sum();
        let (lo, hi) = (left.saturating_sub(rest), left.min(had));
        let take = if lo == hi {
            lo
        } else {
            ask_share(cx, name, side, &named(oob, id, refs), id, lost, lo, hi)?
        };
        left -= take;
        taken.push(take);
    }
    Ok(taken)
}

/// [`losses_by_stack`] from the board as it is at each question (turn
/// flow 4): a correction made at one is taken before the next is worked
/// out, which names the stack and bounds its share as it now stands.
fn losses_by_stack_live(
    cx: &mut Cx,
    name: &str,
    side: &'static str,
    refs: &[StackId],
    lost: u32,
) -> Step<Vec<u32>> {
    let mut left = lost;
    let mut taken = Vec::new();
    for (k, &id) in refs.iter().enumerate() {
        let bounds = |cx: &Cx| {
            let board = &cx.g.order_of_battle;
            let strength = |id: &StackId| board.by_id(*id).map_or(0, |s| s.strength.get());
            let had = strength(&id);
            let rest: u32 = refs[k + 1..].iter().map(strength).sum();
            // A correction can leave less on the board than was lost: the
            // share is then all the stack has.
            (left.saturating_sub(rest).min(had), left.min(had))
        };
        let (mut lo, mut hi) = bounds(cx);
        if lo != hi {
            // About to ask: a correction made while this question waited
            // is taken first, and the question worked out again.
            cx.corrections_first()?;
            (lo, hi) = bounds(cx);
        }
        let take = if lo == hi {
            lo
        } else {
            let who = named(&cx.g.order_of_battle, id, refs);
            ask_share(cx, name, side, &who, id, lost, lo, hi)?
        };
        left -= take;
        taken.push(take);
    }
    Ok(taken)
}

/// "Of the 2 the attacking stacks lost, how much did C's Red 5 lose?":
/// one stack's share, from `lo` to `hi`, labelled by the loss itself.
#[allow(clippy::too_many_arguments)]
fn ask_share(
    cx: &mut Cx,
    name: &str,
    side: &'static str,
    who: &str,
    id: StackId,
    lost: u32,
    lo: u32,
    hi: u32,
) -> Step<u32> {
    let (name, who) = (name.to_string(), who.to_string());
    cx.about([id]);
    let i = cx.ask_without_default(
        crate::rcw::step::Topic::StackLoss,
        move || format!("{name}: of the {lost} the {side} stacks lost, how much did {who} lose?"),
        (hi - lo + 1) as usize,
        FOLLOWS_RESULTS,
        move |_, i| (lo + i as u32).to_string(),
    )?;
    Ok(lo + i as u32)
}
