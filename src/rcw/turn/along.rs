//! The Non-Attack Policies' moves read off the game's map: only moves a
//! stack can make this turn (within the map's moves of a turn), each with
//! its route. Used only when the game has a map; without one the policies
//! propose as they did (the player says what could reach).

use super::*;
use crate::rcw::map::{Map, Mark};
use std::sync::Arc;

/// The game's map, when it has one (shared: the turn changes the board
/// while it reads the map).
pub(super) fn map(cx: &Cx) -> Option<Arc<Map>> {
    cx.g.map.clone()
}

/// The route a stack in `from` takes to `to` this turn along the map (both
/// ends included), when `to` is within the moves of a turn — with this
/// turn's exceptions, as the planner reads them: a move the player
/// blocked is not made, a move ticked (by rail) goes straight there.
pub(super) fn route(g: &GameState, map: &Map, from: &str, to: &str) -> Option<Vec<usize>> {
    let (a, b) = (map.index(from)?, map.index(to)?);
    let exceptions = g.reach();
    if exceptions.blocks(from, to) {
        return None;
    }
    if exceptions.allows(from, to) {
        return Some(vec![a, b]);
    }
    let route = map.route(a, b)?;
    (route.len() >= 2 && route.len() - 1 <= usize::from(map.moves())).then_some(route)
}

/// "from Perm via Kazan into Vyatka": a move's route in words.
pub(super) fn route_words(map: &Map, route: &[usize]) -> String {
    match route {
        [from, via @ .., to] if !via.is_empty() => {
            let via: Vec<&str> = via.iter().map(|i| map.name(*i)).collect();
            format!(
                "from {} via {} into {}",
                map.name(*from),
                via.join(", "),
                map.name(*to)
            )
        }
        [from, to] => format!("from {} into {}", map.name(*from), map.name(*to)),
        _ => String::new(),
    }
}

/// Of `candidates`, the nearest along the map to the stack at `r` that it
/// can reach this turn (ties: the largest); with its route.
pub(super) fn nearest(
    cx: &Cx,
    map: &Map,
    r: StackRef,
    candidates: &[StackRef],
) -> Option<(StackRef, Vec<usize>)> {
    let oob = &cx.g.order_of_battle;
    let from = oob.province_name(r.province);
    candidates
        .iter()
        .filter(|o| o.province != r.province)
        .filter_map(|o| Some((*o, route(&cx.g, map, from, oob.province_name(o.province))?)))
        .min_by_key(|(o, route)| {
            let strength = oob.stack(*o).map_or(0, |s| s.strength.get());
            (route.len(), std::cmp::Reverse(strength))
        })
}

/// How threatened place `i` is for the phasing player: the other players'
/// stacks in it and next to it, and their strength.
fn threat(cx: &Cx, map: &Map, i: usize) -> (usize, u32) {
    let oob = &cx.g.order_of_battle;
    let around: Vec<usize> = std::iter::once(i).chain(map.neighbours(i)).collect();
    let mut stacks = 0;
    let mut strength = 0;
    for p in around {
        if let Some(k) = oob.province_index(map.name(p)) {
            for s in oob.provinces()[k]
                .stacks()
                .iter()
                .filter(|s| s.owner != cx.seat)
            {
                stacks += 1;
                strength += s.strength.get();
            }
        }
    }
    (stacks, strength)
}

/// The least threatened place within reach of the stack at `r` (fewest
/// enemy stacks and strength in it and next to it), when it is less
/// threatened than where the stack stands; with its route.
pub(super) fn safest(cx: &Cx, map: &Map, r: StackRef) -> Option<Vec<usize>> {
    let oob = &cx.g.order_of_battle;
    let here = map.index(oob.province_name(r.province))?;
    let now = threat(cx, map, here);
    let d = map.distances(here);
    (0..map.places().len())
        .filter(|&i| i != here && d[i].is_some_and(|d| d <= u32::from(map.moves())))
        .map(|i| (threat(cx, map, i), d[i].unwrap_or(u32::MAX), i))
        .filter(|(t, _, _)| *t < now)
        .min()
        .and_then(|(_, _, i)| map.route(here, i))
}

/// The nearest map edge the stack at `r` can reach this turn, with its
/// route (the edge place last).
pub(super) fn nearest_edge(cx: &Cx, map: &Map, r: StackRef) -> Option<Vec<usize>> {
    let oob = &cx.g.order_of_battle;
    let from = oob.province_name(r.province);
    let here = map.index(from)?;
    if map.places()[here].has(Mark::Edge) {
        return Some(vec![here]);
    }
    map.places()
        .iter()
        .filter(|p| p.has(Mark::Edge))
        .filter_map(|p| route(&cx.g, map, from, &p.name))
        .min_by_key(Vec::len)
}

/// The places marked for `mark` (replacements of a colour), as the map
/// spells them.
pub(super) fn marked(map: &Map, mark: Mark) -> Vec<String> {
    map.places()
        .iter()
        .filter(|p| p.has(mark))
        .map(|p| p.name.clone())
        .collect()
}

/// Asks whether the stack at `r` moved along `route` as a policy proposed
/// (Enter: as proposed, the map says it can), and moves it on the order of
/// battle on a yes. `text` is the question, `rule` the policy.
pub(super) fn ask_moved(
    cx: &mut Cx,
    map: &Map,
    topic: crate::rcw::step::Topic,
    text: String,
    r: StackRef,
    route: &[usize],
    rule: &'static str,
) -> Step<()> {
    let Some(to) = route.last().map(|i| map.name(*i).to_string()) else {
        return Ok(());
    };
    // The stack by who it is: a correction made while the question waited
    // may have shifted the stacks' places in the list.
    let Some(stack) = cx.g.order_of_battle.id_at(r) else {
        return Ok(());
    };
    let moved = cx.ask_yes_no(
        topic,
        move || text.clone(),
        "Moved as proposed",
        "Not moved (if it went elsewhere, record it with the stack editor at the next step)",
        true,
        rule,
    )?;
    if moved {
        cx.change_stacks(
            vec![crate::rcw::planner::StackEdit::Move { stack, to }],
            rule,
        );
    }
    Ok(())
}
