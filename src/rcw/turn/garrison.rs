//! Non-Attack Policies 6 and 7 as moves: the garrisons a Red player
//! (Tver, Petrograd and the Red replacement places) and White units (the
//! White replacement places) keep, each proposed with the stack that
//! should go and asked.

use super::*;
use crate::rcw::planner::StackEdit;

/// Non-Attack Policies 6 and 7 as moves, from the garrison lists in the
/// rules: for each province a Red player (Policy 6) or the phasing
/// player's White units (Policy 7) should garrison and where the order of
/// battle shows none of them, the weakest idle stack that may go there
/// (one with a move ticked there first) is proposed; the player says
/// whether it moved (Enter: as proposed) and the order of battle follows.
pub(super) fn garrison_moves(cx: &mut Cx, red_player: bool) -> Step<()> {
    if cx.g.order_of_battle.is_empty() {
        return Ok(());
    }
    let map = along::map(cx);
    let lists = garrison_lists(cx, red_player, map.as_deref());
    // A stack garrisoning a place of either list stays there: Policy 7
    // does not take away a garrison Policy 6 just made.
    let held: Vec<String> = lists.iter().flat_map(|l| l.places.clone()).collect();
    for cover::Garrisons {
        rule,
        colour,
        places,
    } in lists
    {
        // The places no stack can reach on the map, said once a policy.
        let mut unreached: Vec<String> = Vec::new();
        for place in &places {
            if !garrison_move(cx, map.as_deref(), rule, colour, place, &held)? {
                unreached.push(place.clone());
            }
        }
        if !unreached.is_empty() {
            let p = cx.seat;
            cx.note(&[], move || {
                format!(
                    "{rule}: no stack of {p}'s can reach {} this turn on the map: not garrisoned",
                    crate::rcw::text::or_list(&unreached)
                )
            });
        }
    }
    Ok(())
}

/// The places Policies 6 (a Red player's) and 7 (White units) garrison:
/// the rules' lists and, with a map, its replacement places of the colour
/// (each once).
pub(super) fn garrison_lists(
    cx: &Cx,
    red_player: bool,
    map: Option<&crate::rcw::map::Map>,
) -> Vec<cover::Garrisons> {
    use crate::rcw::map::Mark;
    let mut lists = Vec::new();
    let mut list = |rule, colour, mut places: Vec<String>, mark| {
        if let Some(m) = map {
            places.extend(along::marked(m, mark));
            // A place may be named twice (a garrison that is a
            // replacement place too): asked once. Without a map, as played.
            let mut seen = std::collections::HashSet::new();
            places.retain(|p| seen.insert(p.to_lowercase()));
        }
        lists.push(cover::Garrisons {
            rule,
            colour,
            places,
        });
    };
    if red_player {
        list(
            "Non-Attack Policy 6",
            None,
            cx.rules.garrisons().red_players.clone(),
            Mark::RedReplacements,
        );
    }
    // Policy 7 is for the player's White units: none, no list.
    if cx
        .g
        .player(cx.seat)
        .is_some_and(|x| x.controls(UnitColour::White))
    {
        list(
            "Non-Attack Policy 7",
            Some(UnitColour::White),
            cx.rules.garrisons().white_units.clone(),
            Mark::WhiteReplacements,
        );
    }
    lists
}

/// One garrison proposed: the stack that should move to `place`, asked
/// with its route on the map (or, without one, with "only if it can
/// reach it"). Returns false when the map has the place and no stack can
/// reach it (not asked: the caller says so).
fn garrison_move(
    cx: &mut Cx,
    map: Option<&crate::rcw::map::Map>,
    rule: &'static str,
    colour: Option<UnitColour>,
    place: &str,
    places: &[String],
) -> Step<bool> {
    if garrisoned_already(cx, colour, place) {
        return Ok(true);
    }
    let Some(r) = garrison_candidate(cx, colour, place, places) else {
        let on_map = map.is_some() && cx.g.map().is_some_and(|m| m.index(place).is_some());
        return Ok(!on_map);
    };
    let oob = &cx.g.order_of_battle;
    let who = oob.stack_phrase(r);
    let from = oob.province_name(r.province).to_string();
    let to = place.to_string();
    let (how, caveat) = match map.and_then(|m| Some((m, along::route(&cx.g, m, &from, place)?))) {
        Some((m, route)) => (along::route_words(m, &route), ""),
        None if cx.g.reach_now().allows(&from, place) => (format!("from {from} into {to}"), ""),
        // The app knows no map: proposed only if the stack can reach.
        None => (
            format!("from {from} into {to}"),
            " (only if it can reach it this turn)",
        ),
    };
    let id = oob.id_at(r);
    cx.about(id);
    let moved = cx.ask_yes_no(
        crate::rcw::step::Topic::Garrison,
        move || format!("{rule}: garrison {to} — did {who} move {how}?{caveat}"),
        "Moved as proposed",
        "Not moved (another stack went, or none could: record it with the stack editor at the next step)",
        true,
        rule,
    )?;
    // The stack by who it is: a correction made while the question
    // waited may have shifted the stacks' places in the list.
    if moved && let Some(stack) = id {
        let to = place.to_string();
        cx.change_stacks(vec![StackEdit::Move { stack, to }], rule);
    }
    Ok(true)
}

/// A stack of the phasing player's (of `colour`, when given) is in `place`.
fn garrisoned_already(cx: &Cx, colour: Option<UnitColour>, place: &str) -> bool {
    let oob = &cx.g.order_of_battle;
    oob.province_index(place).is_some_and(|i| {
        oob.provinces()[i]
            .stacks()
            .iter()
            .any(|s| s.owner == cx.seat && colour.is_none_or(|c| s.colour == c))
    })
}

/// The stack proposed to garrison `place`, if it needs one: none when a
/// stack of the phasing player's (of `colour`, when given) is there; else
/// the weakest idle stack, one that can move there first, not one holding
/// the Czar or the Gold (Policy 3 keeps them safe), nor one already
/// garrisoning a place of either garrison list (`held`).
fn garrison_candidate(
    cx: &Cx,
    colour: Option<UnitColour>,
    place: &str,
    places: &[String],
) -> Option<StackRef> {
    let p = cx.seat;
    let oob = &cx.g.order_of_battle;
    let fits =
        |s: &crate::rcw::planner::Stack| s.owner == p && colour.is_none_or(|c| s.colour == c);
    let here = oob.province_index(place);
    if here.is_some_and(|i| oob.provinces()[i].stacks().iter().any(fits)) {
        return None;
    }
    // A stack already garrisoning one of the list stays there.
    let garrisoned = |r: &StackRef| {
        let name = oob.province_name(r.province);
        places
            .iter()
            .any(|g| oob.province_index(g) == oob.province_index(name))
    };
    // The weakest idle stack, one that can move there first; not
    // one holding the Czar or the Gold (Policy 3 keeps them safe).
    let reach = &cx.g.reach_now();
    let map = cx.g.map();
    cx.idle_stacks()
        .into_iter()
        .filter(|r| oob.stack(*r).is_some_and(|s| fits(s) && s.holds.is_none()))
        .filter(|r| !garrisoned(r))
        // With a map, only a stack that can get there this turn.
        .filter(|r| {
            map.is_none_or(|m| {
                along::route(&cx.g, m, oob.province_name(r.province), place).is_some()
            })
        })
        .min_by_key(|r| {
            let can = reach.allows(oob.province_name(r.province), place);
            (!can, oob.stack(*r).map_or(0, |s| s.strength.get()))
        })
}
