//! Where a retreating side went, asked after the combat result (no
//! Enter: the app cannot know): the order of battle's provinces, or on a
//! map its places next to the combat's first; a retreat the map does not
//! give asks whether the map is missing the connection.

use super::follow::{FOLLOWS_RESULTS, attackers_hold, phrase};
use super::*;
use crate::rcw::planner::{Order, OrderOfBattle, StackEdit, StackId};

/// Where a stack retreated to.
#[derive(Clone, Copy)]
enum Retreat {
    /// A province of the order of battle (its index).
    To(usize),
    /// A province the order of battle does not list.
    OffTheList,
    NotMoved,
}

/// Where a retreating side went (no Enter: the app cannot know).
pub(super) fn retreated(
    cx: &mut Cx,
    name: &str,
    order: &Order,
    oob: &OrderOfBattle,
    here: usize,
    refs: Vec<StackId>,
    attacker: bool,
) -> Step<()> {
    if refs.is_empty() {
        return Ok(());
    }
    if let Some(map) = super::along::map(cx) {
        return retreated_on_map(cx, name, order, oob, here, refs, attacker, &map);
    }
    let who = phrase(oob, &refs);
    let names: Vec<String> = oob
        .provinces()
        .iter()
        .map(|p| p.name().to_string())
        .collect();
    let mut options: Vec<Retreat> = (0..names.len())
        .filter(|i| *i != here)
        .map(Retreat::To)
        .collect();
    if cx.rules.follows_the_board() {
        options.extend([Retreat::OffTheList, Retreat::NotMoved]);
    } else {
        // Turn flow 0 offered "not moved" first.
        options.insert(0, Retreat::NotMoved);
    }
    let n = options.len();
    let opts = options.clone();
    // Where a stack retreated to the app cannot know: no Enter.
    cx.about(refs.clone());
    let i = cx.ask_without_default(
        crate::rcw::step::Topic::RetreatTo,
        {
            let place = oob.province_name(here).to_string();
            let name = name.to_string();
            move || format!("{name}: where did {who} retreat to from {place}?")
        },
        n,
        FOLLOWS_RESULTS,
        move |_, i| match opts.get(i) {
            Some(Retreat::To(p)) => names.get(*p).cloned().unwrap_or_default(),
            Some(Retreat::OffTheList) => {
                "A province not in the order of battle (take them off it)".to_string()
            }
            _ => "Not moved (the board differs)".to_string(),
        },
    )?;
    let edits: Vec<StackEdit<StackId>> = match options.get(i) {
        // A stack already there (an attacker that could not move
        // in) has nowhere to go.
        Some(Retreat::To(to)) => refs
            .iter()
            .filter(|id| oob.locate(**id).is_some_and(|r| r.province != *to))
            .map(|&stack| StackEdit::Move {
                stack,
                to: oob.province_name(*to).to_string(),
            })
            .collect(),
        Some(Retreat::OffTheList) => refs
            .iter()
            .map(|&stack| StackEdit::Remove { stack })
            .collect(),
        _ => Vec::new(),
    };
    cx.change_stacks(edits, FOLLOWS_RESULTS);
    if !attacker {
        attackers_hold(cx, order, oob);
    }
    Ok(())
}

/// [`retreated`] on a game with a map: the places next to the combat's
/// place are offered first (with a stack on them or not), then the rest of
/// the map farther away, then "not moved"; the stacks keep their ids
/// wherever they go, and nothing is taken off the board. A combat in a
/// place the map does not know offers the order of battle's provinces and
/// the map's places.
#[allow(clippy::too_many_arguments)]
fn retreated_on_map(
    cx: &mut Cx,
    name: &str,
    order: &Order,
    oob: &OrderOfBattle,
    here: usize,
    refs: Vec<StackId>,
    attacker: bool,
    map: &crate::rcw::map::Map,
) -> Step<()> {
    let place = oob.province_name(here).to_string();
    let (next, farther) = retreat_places(oob, here, map);
    let n_next = next.len();
    let mut labels: Vec<String> = next.clone();
    labels.extend(farther.iter().map(|p| format!("{p} (farther)")));
    let places: Vec<String> = next.into_iter().chain(farther).collect();
    labels.push("Not moved (the board differs)".to_string());
    let who = phrase(oob, &refs);
    cx.about(refs.clone());
    let i = cx.ask_without_default(
        crate::rcw::step::Topic::RetreatTo,
        {
            let name = name.to_string();
            let first = if n_next > 0 {
                format!(
                    " (the {n_next} place{} next to it on the map first)",
                    if n_next == 1 { "" } else { "s" }
                )
            } else {
                String::new()
            };
            move || format!("{name}: where did {who} retreat to from {place}?{first}")
        },
        labels.len(),
        FOLLOWS_RESULTS,
        move |_, i| labels.get(i).cloned().unwrap_or_default(),
    )?;
    let edits: Vec<StackEdit<StackId>> = match places.get(i) {
        Some(to) => refs
            .iter()
            .filter(|id| {
                oob.locate(**id)
                    .is_some_and(|r| oob.province_index(to) != Some(r.province))
            })
            .map(|&stack| StackEdit::Move {
                stack,
                to: to.clone(),
            })
            .collect(),
        None => Vec::new(),
    };
    let moved = !edits.is_empty();
    cx.change_stacks(edits, FOLLOWS_RESULTS);
    // A retreat the map does not give (a place farther off, or from a
    // place it does not know): the map may be missing the connection.
    if let Some(to) = places.get(i).filter(|_| moved && i >= n_next) {
        remember(cx, oob.province_name(here), to)?;
    }
    if !attacker {
        attackers_hold(cx, order, oob);
    }
    Ok(())
}

/// After a retreat from `from` into `to` the map does not give: "Remember
/// that the two are next to each other?" (Enter: yes, as the map's learning
/// is asked for; a retreat farther by a rule of the game is a no). Not
/// asked where the map has the two within a turn's moves (a retreat of
/// two places on a map of two moves a turn). A yes is a change of the
/// game's map, logged; a place new to the map is named so.
fn remember(cx: &mut Cx, from: &str, to: &str) -> Step<()> {
    let Some(map) = cx.g.map() else {
        return Ok(());
    };
    if let (Some(x), Some(y)) = (map.index(from), map.index(to))
        && map.distances(x)[y].is_some_and(|d| d <= u32::from(map.moves()))
    {
        return Ok(());
    }
    let off: Vec<String> = [from, to]
        .into_iter()
        .filter(|n| map.index(n).is_none())
        .map(str::to_string)
        .collect();
    let (a, b) = (from.to_string(), to.to_string());
    let yes = cx.ask_yes_no(
        crate::rcw::step::Topic::RememberConnection,
        {
            let (a, b) = (a.clone(), b.clone());
            move || {
                let new = match off.as_slice() {
                    [] => String::new(),
                    [one] => format!(" ({one} is not on it)"),
                    _ => " (neither is on it)".to_string(),
                };
                format!(
                    "The map does not have {a} next to {b}{new}. Remember that {a} connects to {b}?"
                )
            }
        },
        "Yes, remember it",
        "No (the retreat went farther by a rule of the game)",
        true,
        FOLLOWS_RESULTS,
    )?;
    if !yes {
        return Ok(());
    }
    match crate::rcw::edit::on_map::connect(&mut cx.g, &a, &b) {
        Ok(said) => cx.log(LogKind::Change, &[], move || said.clone()),
        Err(e) => {
            let why = e.to_string();
            cx.unmade(crate::rcw::step::Unmade::Map, move || {
                format!("The map was not changed: {why}")
            });
        }
    }
    Ok(())
}

/// Where a retreat from province `here` can go on the map: the places next
/// to it, then every other place (by name); a place the map does not know
/// offers the order of battle's provinces and the map's places, all as
/// "farther".
fn retreat_places(
    oob: &OrderOfBattle,
    here: usize,
    map: &crate::rcw::map::Map,
) -> (Vec<String>, Vec<String>) {
    let here_name = oob.province_name(here);
    let key = |s: &String| s.to_lowercase();
    match map.index(here_name) {
        Some(h) => {
            let mut next: Vec<String> =
                map.neighbours(h).map(|i| map.name(i).to_string()).collect();
            next.sort_by_key(key);
            let mut farther: Vec<String> = (0..map.places().len())
                .filter(|&i| i != h && !next.iter().any(|n| n == map.name(i)))
                .map(|i| map.name(i).to_string())
                .collect();
            farther.sort_by_key(key);
            (next, farther)
        }
        None => {
            let mut all: Vec<String> = oob
                .provinces()
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != here)
                .map(|(_, p)| p.name().to_string())
                .collect();
            for p in map.places() {
                if oob.province_index(&p.name).is_none() {
                    all.push(p.name.clone());
                }
            }
            all.sort_by_key(key);
            (Vec::new(), all)
        }
    }
}
