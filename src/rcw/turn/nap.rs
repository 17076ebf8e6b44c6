//! The Non-Attack Policies for the units that do not attack, and the
//! Czar's execution by committee that comes with them.

use super::*;
use crate::rcw::planner::{Holding, StackEdit};
use crate::rcw::player::SeatList;
use crate::rcw::purge::{hand_politburo_marker, roll_committee};
use crate::rcw::rules::CzarCommittee;

/// The Non-Attack Policies that apply to the phasing player, and the Czar's
/// execution by committee when a Red player holds it.
pub(super) fn non_attack_policies(cx: &mut Cx, attacks: &[Attack]) -> Step<()> {
    let p = cx.seat;
    cx.phase("Non-attack policies");
    let colour = cx.g.colour(p).unwrap_or(PlayerColour::Undecided);
    let holds_czar = cx.g.czar == Czar::ControlledBy(p);
    let holds_gold = cx.g.gold == Some(p);
    if holds_czar && colour == PlayerColour::Red {
        czar_execution(cx)?;
    }
    let holds_czar = cx.g.czar == Czar::ControlledBy(p);
    let white_units =
        cx.g.player(p)
            .is_some_and(|x| x.controls(UnitColour::White));
    let n = attacks.len();
    let red = colour == PlayerColour::Red;
    if cx.rules.follows_the_board() {
        // The moves the policies name come first, each confirmed (Policy
        // 1 before 3: the Czar consolidates only if it could not leave;
        // on a map, the garrisons before the screens of 8 and the
        // stacking together of 5); then the rest, with the stack editor
        // the wizard offers here.
        let start = cover::Start::of(cx);
        if colour == PlayerColour::White && holds_czar {
            czar_off_the_map(cx)?;
        }
        consolidation_moves(cx)?;
        super::garrison::garrison_moves(cx, red)?;
        if let Some(map) = along::map(cx).filter(|_| !cx.g.order_of_battle.is_empty()) {
            let lists = super::garrison::garrison_lists(cx, red, Some(&map));
            cover::screens(cx, &map, &start, &lists)?;
            cover::joins(cx, &map, &start, &lists)?;
        }
        let holds_czar = cx.g.czar == Czar::ControlledBy(p);
        return policies_step(cx, n, colour, holds_czar, holds_gold, white_units);
    }
    // Turn flow 0: the policies, then whether the Czar left the map.
    policies_step(cx, n, colour, holds_czar, holds_gold, white_units)?;
    if colour == PlayerColour::White && holds_czar {
        czar_off_the_map(cx)?;
    }
    Ok(())
}

/// The policies that apply and the stacks that do not attack, as one step
/// (with an order of battle kept the wizard shows the stack editor under
/// it: each move the player makes is a step of the turn).
fn policies_step(
    cx: &mut Cx,
    n: usize,
    colour: PlayerColour,
    holds_czar: bool,
    holds_gold: bool,
    white_units: bool,
) -> Step<()> {
    let p = cx.seat;
    // The moves recorded under this step are taken before its words are
    // made, so the stacks it lists stand where the player moved them
    // (turn flow 5; before, the words were those of the board the step
    // first showed).
    if cx.rules.asks_only_what_can_be() {
        cx.corrections_first()?;
    }
    let stacks = stack_lines(cx);
    cx.instruct_as(
        &[],
        move || {
            let mut lines = policy_lines(colour, holds_czar, holds_gold, white_units);
            lines.extend(stacks.iter().cloned());
            let which = match n {
                0 => {
                    format!("Move {p}'s units (no attack was established, so none of them attacks)")
                }
                1 => format!("Move {p}'s units that are not in the 1 attack established"),
                n => format!("Move {p}'s units that are not in the {n} attacks established"),
            };
            format!("{which}:\n{}", lines.join("\n"))
        },
        R_NAP,
        "Done",
        InstructionKind::MoveStacks,
    )
}

/// With a map: whether the stack carrying the Czar can reach an edge this
/// turn, and by which route — said in the question, and Enter's answer
/// (what the map makes possible).
fn edge_within_reach(cx: &Cx) -> (String, bool) {
    let oob = &cx.g.order_of_battle;
    match (along::map(cx), oob.holder(cx.seat, Holding::Czar)) {
        (Some(m), Some(r)) => match along::nearest_edge(cx, &m, r) {
            Some(route) if route.len() == 1 => (
                format!(" It stands on an edge of the map ({}).", m.name(route[0])),
                true,
            ),
            Some(route) => (
                format!(
                    " On the map it can leave this turn, {} (an edge).",
                    along::route_words(&m, &route)
                ),
                true,
            ),
            None => (
                " On the map no edge is within its reach this turn.".to_string(),
                false,
            ),
        },
        _ => (String::new(), false),
    }
}

/// Non-Attack Policy 1: did the Czar a White player holds leave the map?
/// (Enter: no, nothing changes.) When it did and the order of battle marks
/// the stack carrying it, that stack went with it (Enter: as the policy
/// says) and leaves the order of battle.
fn czar_off_the_map(cx: &mut Cx) -> Step<()> {
    let rule = "Non-Attack Policy 1";
    // The stack carrying it, when the order of battle marks one.
    let oob = &cx.g.order_of_battle;
    let with = oob
        .holder(cx.seat, Holding::Czar)
        .map(|r| {
            format!(
                " (the order of battle has it with {} in {})",
                oob.stack_phrase(r),
                oob.province_name(r.province)
            )
        })
        .unwrap_or_default();
    let (by, can) = edge_within_reach(cx);
    let off = cx.ask_yes_no(
        crate::rcw::step::Topic::CzarOffMap,
        move || format!("Did the Czar leave the map?{with}{by}"),
        "Yes, the Czar is off the map",
        "No, it is still on the map",
        can,
        rule,
    )?;
    if !off {
        return Ok(());
    }
    let oob = &cx.g.order_of_battle;
    let carrier = oob.holder(cx.seat, Holding::Czar).map(|r| {
        let words = (
            oob.stack_phrase(r),
            oob.province_name(r.province).to_string(),
        );
        (r, words)
    });
    cx.g.czar = Czar::Removed;
    cx.log(LogKind::Change, &[], || {
        "The Czar has left the map: removed from play".to_string()
    });
    if !cx.rules.follows_the_board() {
        return Ok(());
    }
    cx.g.settle_marks();
    let Some((r, (who, from))) = carrier else {
        return Ok(());
    };
    let id = cx.g.order_of_battle.id_at(r);
    cx.about(id);
    let went = cx.ask_yes_no(
        crate::rcw::step::Topic::CzarStackLeft,
        move || format!("Did {who} in {from}, which carried the Czar, leave the map with it?"),
        "Yes, it left with the Czar",
        "No, it stayed on the map",
        true,
        rule,
    )?;
    if went && let Some(stack) = id {
        cx.change_stacks(vec![StackEdit::Remove { stack }], rule);
    }
    Ok(())
}

/// The Non-Attack Policies that apply, numbered as in the text.
pub(super) fn policy_lines(
    colour: PlayerColour,
    holds_czar: bool,
    holds_gold: bool,
    white_units: bool,
) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    if colour == PlayerColour::White {
        lines.push(
            "1. If this White player controls the Czechs, they try to move off the map."
                .to_string(),
        );
        if holds_czar {
            lines.push(
                "1. The Czar (controlled by this White player) tries to move off the map."
                    .to_string(),
            );
        }
    }
    if holds_czar || holds_gold {
        lines.push(format!(
            "3. Units controlling {} consolidate with other units for protection and move to isolated areas.",
            match (holds_czar, holds_gold) {
                (true, true) => "the Czar and the Gold",
                (true, false) => "the Czar",
                _ => "the Gold",
            }
        ));
    }
    if holds_gold {
        lines.push("4. Units controlling the Gold try to \"steal\" Green units.".to_string());
    }
    lines.push("5. Units consolidate and stack with each other for protection (stacking rules, Section 22, as a guide).".to_string());
    if colour == PlayerColour::Red {
        lines.push(
            "6. Garrison Tver, Petrograd and the areas where Red replacements are expected."
                .to_string(),
        );
    }
    if white_units {
        lines.push(
            "7. White units garrison the areas where White replacements are expected.".to_string(),
        );
    }
    lines.push("8. Smaller stacks screen or protect the larger stacks.".to_string());
    lines
}

/// Non-Attack Policy 3 on the order of battle: each idle stack holding
/// the Czar or the Gold, and the largest of the other idle stacks it
/// consolidates with (none when there is no other).
///
/// With a map: the nearest of the others it can reach this turn (none
/// when none is within reach), or one already with it.
fn consolidations(cx: &Cx) -> Vec<(StackRef, Holding, Option<StackRef>)> {
    let oob = &cx.g.order_of_battle;
    let idle = cx.idle_stacks();
    let free = |r: &StackRef| oob.stack(*r).is_some_and(|s| s.holds.is_none());
    let map = along::map(cx);
    idle.iter()
        .filter_map(|r| {
            let h = oob.stack(*r)?.holds?;
            let others: Vec<StackRef> = idle
                .iter()
                .filter(|o| *o != r && free(o))
                .copied()
                .collect();
            let partner = match &map {
                Some(m) => others
                    .iter()
                    .find(|o| o.province == r.province)
                    .copied()
                    .or_else(|| along::nearest(cx, m, *r, &others).map(|(o, _)| o)),
                None => others
                    .iter()
                    .max_by_key(|o| oob.stack(**o).map_or(0, |s| s.strength.get()))
                    .copied(),
            };
            Some((*r, h, partner))
        })
        .collect()
}

/// With an order of battle: the phasing player's stacks that do not attack,
/// by name, and where the stack holding the Czar or the Gold should
/// consolidate (Non-Attack Policy 3: with the largest of the others).
fn stack_lines(cx: &Cx) -> Vec<String> {
    let oob = &cx.g.order_of_battle;
    let idle = cx.idle_stacks();
    if idle.is_empty() {
        return Vec::new();
    }
    let where_ = |r: StackRef| oob.stack_where(r);
    let mut lines = vec![format!(
        "Not attacking (order of battle): {}.",
        idle.iter()
            .map(|r| where_(*r))
            .collect::<Vec<_>>()
            .join("; ")
    )];
    for (r, h, partner) in consolidations(cx) {
        lines.push(match partner {
            // Already together: nothing to consolidate.
            Some(o) if o.province == r.province => format!(
                "3. {} holds the {} and is with {} already: keep them together and move to an isolated area (if they can reach one).",
                where_(r),
                h.name(),
                where_(o)
            ),
            Some(o) if cx.g.map.is_some() => format!(
                "3. {} holds the {}: consolidate it with {} (the nearest within reach on the map) and move to an isolated area.",
                where_(r),
                h.name(),
                where_(o)
            ),
            Some(o) => format!(
                "3. {} holds the {}: consolidate it with {} (the largest of the others, if it can reach it) and move to an isolated area.",
                where_(r),
                h.name(),
                where_(o)
            ),
            None => format!(
                "3. {} holds the {}: move it to an isolated area.",
                where_(r),
                h.name()
            ),
        });
    }
    lines
}

/// Non-Attack Policy 3 as moves: the stack holding the Czar or the Gold
/// joins the largest other stack; the player confirms it moved (Enter: as
/// proposed) and the order of battle follows at once.
fn consolidation_moves(cx: &mut Cx) -> Step<()> {
    if let Some(map) = along::map(cx) {
        return consolidation_along(cx, &map);
    }
    // Each move changes the board: the next proposal is read from it anew,
    // the Czar's and the Gold's once each.
    let mut asked: Vec<Holding> = Vec::new();
    loop {
        let next = consolidations(cx).into_iter().find_map(|(r, h, partner)| {
            let o = partner.filter(|o| o.province != r.province && !asked.contains(&h))?;
            Some((r, h, o))
        });
        let Some((r, h, o)) = next else {
            return Ok(());
        };
        asked.push(h);
        let oob = &cx.g.order_of_battle;
        let who = oob.stack_phrase(r);
        let from = oob.province_name(r.province).to_string();
        let place = oob.province_name(o.province).to_string();
        let with = oob.stack_phrase(o);
        let ids: Vec<_> = [r, o].iter().filter_map(|x| oob.id_at(*x)).collect();
        let (id, to) = (oob.id_at(r), place.clone());
        cx.about(ids);
        // The app knows no map: the moves ticked this turn say what can
        // reach where. A move they leave out is not expected (Enter: not
        // moved); with none ticked, only the player knows.
        let reach = &cx.g.reach_now();
        let (caveat, expected) = if reach.allows(&from, &place) {
            (String::new(), true)
        } else if reach.is_empty() {
            (
                format!(" (The app knows no map: only if it can reach {place} this turn.)"),
                true,
            )
        } else {
            (
                format!(
                    " (The moves ticked this turn do not include {from} → {place}: most likely it could not.)"
                ),
                false,
            )
        };
        let moved = cx.ask_yes_no(
            crate::rcw::step::Topic::Consolidate,
            move || {
                format!(
                    "Non-Attack Policy 3: did {who} move from {from} into {place}, to join {with}?{caveat}"
                )
            },
            "Moved as proposed",
            "Not moved (if it went elsewhere, correct the order of battle on the Players tab)",
            expected,
            "Non-Attack Policy 3",
        )?;
        if moved && let Some(stack) = id {
            cx.change_stacks(vec![StackEdit::Move { stack, to }], "Non-Attack Policy 3");
        }
    }
}

/// Non-Attack Policy 3 along the map: the stack holding the Czar or the
/// Gold joins the nearest friendly stack it can reach this turn, or else
/// goes to the least threatened place within reach (fewest enemy stacks
/// and strength in it and next to it); where no move fits, the step says
/// so. Each move is asked with its route (Enter: as proposed, the map says
/// it can).
fn consolidation_along(cx: &mut Cx, map: &crate::rcw::map::Map) -> Step<()> {
    let rule = "Non-Attack Policy 3";
    let mut asked: Vec<Holding> = Vec::new();
    loop {
        let next = consolidations(cx).into_iter().find(|(r, h, partner)| {
            !asked.contains(h) && partner.is_none_or(|o| o.province != r.province)
        });
        let Some((r, h, partner)) = next else {
            return Ok(());
        };
        asked.push(h);
        let oob = &cx.g.order_of_battle;
        let (who, from) = (
            oob.stack_phrase(r),
            oob.province_name(r.province).to_string(),
        );
        let proposal = match partner {
            Some(o) => {
                along::route(&cx.g, map, &from, oob.province_name(o.province)).map(|route| {
                    (
                        route,
                        format!(", to join {}", oob.stack_phrase(o)),
                        vec![r, o],
                    )
                })
            }
            None => along::safest(cx, map, r).map(|route| {
                (
                    route,
                    ", the least threatened place within reach".to_string(),
                    vec![r],
                )
            }),
        };
        let Some((route, why, about)) = proposal else {
            let what = h.name();
            cx.note(&[], move || {
                format!("{rule}: {who} in {from} holds the {what}, but no friendly stack and no safer place is within its reach on the map this turn: it stays")
            });
            continue;
        };
        let ids: Vec<_> = about.iter().filter_map(|x| oob.id_at(*x)).collect();
        cx.about(ids);
        let words = along::route_words(map, &route);
        along::ask_moved(
            cx,
            map,
            crate::rcw::step::Topic::Consolidate,
            format!("{rule}: did {who} move {words}{why}?"),
            r,
            &route,
            rule,
        )?;
    }
}

/// Non-Attack Policy 2: a Red player holding the Czar tries to execute it
/// with a committee formed as for purges; White players may not join; never
/// on the first turn.
fn czar_execution(cx: &mut Cx) -> Step<()> {
    let p = cx.seat;
    let rule = "Non-Attack Policy 2";
    if cx.g.turn < cx.rules.czar_execution_from_turn() {
        cx.note(&[], move || {
            format!("{p} holds the Czar, but the Czar may not be executed on the first turn")
        });
        return Ok(());
    }
    cx.phase("Czar execution");
    let as_purge = cx.rules.readings().czar_execution_committee == CzarCommittee::AsPurge;
    if as_purge {
        hand_politburo_marker(
            cx,
            "the committee to execute the Czar forms",
            "[I-11] read as a purge in full",
        )?;
    }
    let not_white = |g: &GameState, q: Seat| g.colour(q) == Some(PlayerColour::White);
    let threshold = cx.rules.committee_threshold();
    let can_join: u32 = cx.g.politburo(p)
        + cx.g
            .others(p)
            .into_iter()
            .filter(|q| !not_white(&cx.g, *q))
            .map(|q| cx.g.politburo(q))
            .sum::<u32>();
    if cx.rules.skip_certain_rolls() && can_join < threshold {
        return cx.instruct(
            &[],
            move || format!("{p} and every player who may join hold {can_join} Politburo markers together, fewer than {threshold}: the Czar cannot be executed this turn, so no committee rolls are made. Its units consolidate and head for isolated areas (Policy 3)."),
            rule,
        );
    }
    let members = roll_committee(cx, "committee to execute the Czar", not_white, rule)?;
    let eligible =
        cx.g.others(p)
            .into_iter()
            .filter(|q| !not_white(&cx.g, *q))
            .count();
    if as_purge && members.len() == eligible + 1 {
        return cx.instruct(
            &members,
            move || format!("Every eligible player joined {p}'s committee: as for a purge, nothing is done and the Czar is not executed [I-11]."),
            rule,
        );
    }
    let total: u32 = members.iter().map(|s| cx.g.politburo(*s)).sum();
    if total >= threshold {
        cx.g.czar = Czar::Executed;
        if cx.rules.follows_the_board() {
            cx.g.settle_marks();
        }
        let m = SeatList::of(&members);
        cx.log(LogKind::Change, &members, move || {
            format!("The committee {} holds {total} Politburo markers (≥ {threshold}): the Czar is executed", m.text())
        });
        cx.instruct(
            &members,
            || "The Czar is executed: remove the Czar counter from the map.".to_string(),
            rule,
        )
    } else {
        let m = SeatList::of(&members);
        cx.instruct(
            &members,
            move || format!("The committee {} holds only {total} Politburo markers (< {threshold}): the Czar is not executed. Its units consolidate and head for isolated areas (Policy 3).", m.text()),
            rule,
        )
    }
}
