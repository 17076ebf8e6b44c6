//! Non-Attack Policies 8 and 5 as moves along the game's map, after the
//! Czar's, the Gold's and the garrisons' (Policies 1, 3, 6 and 7):
//!
//! - **8, screens.** A larger stack an enemy stack could come next to
//!   this turn (the enemy within the map's moves of a turn, plus one, and
//!   not next to it already) is screened: the nearest smaller stack that
//!   can reach the place next to it on the enemy's way moves there.
//! - **5, stacking together.** A stack standing alone where an enemy
//!   stack could come next to it, unscreened, joins the nearest friendly
//!   stack it can reach this turn (ties: the largest), Section 22's
//!   stacking rules as a guide. A stack a policy moved this turn (a
//!   screen) stays where it went.
//!
//! Only the stacks the policies may move are proposed: the phasing
//! player's stacks in none of the turn's attacks, not holding the Czar or
//! the Gold (Policy 3 moves those), not standing in a place a garrison
//! policy holds, and not moved already by a policy this turn. Each move is
//! a question (Enter: as proposed, the map says it can); where a policy
//! finds no move, one note says so. Read as in the app's note A-16.

use super::*;
use crate::rcw::map::Map;
use crate::rcw::planner::StackId;
use crate::rcw::step::Topic;
use std::cmp::Reverse;
use std::collections::HashMap;

/// Where each stack stood when the policies began (its place's name, in
/// lower case): a stack that stands elsewhere now was moved by a policy
/// this turn and is not moved again.
pub(super) struct Start(HashMap<StackId, String>);

impl Start {
    pub(super) fn of(cx: &Cx) -> Start {
        let oob = &cx.g.order_of_battle;
        Start(
            oob.refs()
                .filter_map(|(r, s)| {
                    let name = oob.province_name(r.province).to_lowercase();
                    Some((oob.id_at(r).filter(|_| s.owner == cx.seat)?, name))
                })
                .collect(),
        )
    }

    fn still(&self, cx: &Cx, r: StackRef) -> bool {
        let oob = &cx.g.order_of_battle;
        oob.id_at(r)
            .and_then(|id| self.0.get(&id))
            .is_some_and(|was| *was == oob.province_name(r.province).to_lowercase())
    }
}

/// What the two policies read off the board each time they look.
struct Looking<'a, 'c> {
    cx: &'a Cx<'c>,
    map: &'a Map,
    /// The stacks the policies may move.
    free: Vec<StackRef>,
    /// The phasing player's stacks in none of the turn's attacks.
    idle: Vec<StackRef>,
    /// Every other player's stack, with its place on the map.
    enemies: Vec<(StackRef, usize)>,
    /// Each place's distances to every other, worked out once a look.
    distances: std::cell::RefCell<HashMap<usize, std::rc::Rc<Vec<Option<u32>>>>>,
}

impl<'a, 'c> Looking<'a, 'c> {
    fn new(
        cx: &'a Cx<'c>,
        map: &'a Map,
        start: &Start,
        garrisons: &[Garrisons],
    ) -> Looking<'a, 'c> {
        let oob = &cx.g.order_of_battle;
        let idle = cx.idle_stacks();
        let free = idle
            .iter()
            .copied()
            .filter(|r| {
                oob.stack(*r).is_some_and(|s| {
                    let place = oob.province_name(r.province);
                    s.holds.is_none() && !garrisons.iter().any(|g| g.holds(s.colour, place))
                })
            })
            .filter(|r| start.still(cx, *r))
            .collect();
        let enemies = oob
            .refs()
            .filter(|(_, s)| s.owner != cx.seat)
            .filter_map(|(r, _)| Some((r, map.index(oob.province_name(r.province))?)))
            .collect();
        Looking {
            cx,
            map,
            free,
            idle,
            enemies,
            distances: Default::default(),
        }
    }

    /// How many moves from map place `from` each place is.
    fn distances(&self, from: usize) -> std::rc::Rc<Vec<Option<u32>>> {
        self.distances
            .borrow_mut()
            .entry(from)
            .or_insert_with(|| std::rc::Rc::new(self.map.distances(from)))
            .clone()
    }

    fn strength(&self, r: StackRef) -> u32 {
        self.cx
            .g
            .order_of_battle
            .stack(r)
            .map_or(0, |s| s.strength.get())
    }

    fn id(&self, r: StackRef) -> StackId {
        self.cx.g.order_of_battle.id_at(r).unwrap_or(StackId::NONE)
    }

    fn place(&self, r: StackRef) -> Option<usize> {
        let oob = &self.cx.g.order_of_battle;
        self.map.index(oob.province_name(r.province))
    }

    /// How far an enemy may stand and still come next to a stack this
    /// turn: a turn's moves, and one more to be next to it.
    fn threat_range(&self) -> u32 {
        u32::from(self.map.moves()) + 1
    }

    /// Another player's stack stands in map place `i`.
    fn enemy_at(&self, i: usize) -> bool {
        self.enemies.iter().any(|(_, k)| *k == i)
    }

    /// A stack of the phasing player's stands in map place `i`.
    fn own_at(&self, i: usize) -> bool {
        let oob = &self.cx.g.order_of_battle;
        oob.province_index(self.map.name(i)).is_some_and(|k| {
            oob.provinces()[k]
                .stacks()
                .iter()
                .any(|s| s.owner == self.cx.seat)
        })
    }

    /// The route of the stack at `r` into map place `to` this turn.
    fn route(&self, r: StackRef, to: usize) -> Option<Vec<usize>> {
        let oob = &self.cx.g.order_of_battle;
        let from = oob.province_name(r.province);
        // Out of a turn's moves and not ticked: no route (the search is
        // not made).
        let near = self.place(r).is_some_and(|i| {
            self.distances(i)[to].is_some_and(|d| d <= u32::from(self.map.moves()))
        });
        if !near && !self.cx.g.reach().allows(from, self.map.name(to)) {
            return None;
        }
        along::route(
            &self.cx.g,
            self.map,
            oob.province_name(r.province),
            self.map.name(to),
        )
    }
}

/// A garrison policy's places and whose stacks they hold (any of the
/// player's, or its units of one colour).
pub(super) struct Garrisons {
    pub rule: &'static str,
    pub colour: Option<UnitColour>,
    pub places: Vec<String>,
}

impl Garrisons {
    /// A stack of `colour` standing in `place` garrisons it.
    fn holds(&self, colour: UnitColour, place: &str) -> bool {
        self.colour.is_none_or(|c| c == colour)
            && self.places.iter().any(|p| p.eq_ignore_ascii_case(place))
    }
}

/// One screen proposed: who moves, its route, and whom it screens from
/// whom.
struct Screen {
    by: StackRef,
    route: Vec<usize>,
    big: StackRef,
    enemy: StackRef,
}

/// The next screen Policy 8 proposes: for the largest stacks first, the
/// nearest and strongest enemy that could come next to it, the place next
/// to it on the enemy's way (empty of the player's stacks and of enemies),
/// and the nearest smaller stack that can reach it (ties: the smallest).
fn next_screen(look: &Looking<'_, '_>, asked: &[StackId]) -> Option<Screen> {
    let mut bigs: Vec<StackRef> = look.idle.clone();
    bigs.sort_by_key(|r| (Reverse(look.strength(*r)), look.id(*r)));
    for big in bigs {
        let Some(l) = look.place(big) else { continue };
        let d = look.distances(l);
        let mut threats: Vec<(u32, Reverse<u32>, StackId, StackRef, usize)> = look
            .enemies
            .iter()
            .filter_map(|(e, i)| {
                let k = d[*i]?;
                (2..=look.threat_range()).contains(&k).then_some((
                    k,
                    Reverse(look.strength(*e)),
                    look.id(*e),
                    *e,
                    *i,
                ))
            })
            .collect();
        threats.sort();
        for (_, _, _, enemy, i) in threats {
            let Some(way) = look.map.route(l, i) else {
                continue;
            };
            let at = way[1];
            if look.own_at(at) || look.enemy_at(at) {
                continue;
            }
            let by = look
                .free
                .iter()
                .filter(|r| **r != big && !asked.contains(&look.id(**r)))
                .filter(|r| look.strength(**r) < look.strength(big))
                .filter_map(|r| Some((*r, look.route(*r, at)?)))
                .min_by_key(|(r, route)| (route.len(), look.strength(*r), look.id(*r)));
            if let Some((by, route)) = by {
                return Some(Screen {
                    by,
                    route,
                    big,
                    enemy,
                });
            }
        }
    }
    None
}

/// Non-Attack Policy 8 along the map: each screen proposed and asked; the
/// order of battle follows a yes.
pub(super) fn screens(cx: &mut Cx, map: &Map, start: &Start, garrisons: &[Garrisons]) -> Step<()> {
    let rule = "Non-Attack Policy 8";
    let mut asked: Vec<StackId> = Vec::new();
    loop {
        let (next, left) = {
            let look = Looking::new(cx, map, start, garrisons);
            let found = next_screen(&look, &asked).map(|s| {
                let oob = &cx.g.order_of_battle;
                let text = format!(
                    "{rule}: did {} move {}, to screen {} against {}?",
                    oob.stack_phrase(s.by),
                    along::route_words(map, &s.route),
                    oob.stack_where(s.big),
                    oob.stack_where(s.enemy)
                );
                let ids: Vec<StackId> = [s.by, s.big, s.enemy].map(|r| look.id(r)).to_vec();
                (s, text, ids)
            });
            // Done: the stacks it could not screen, read off this look.
            let left = if found.is_none() {
                unscreened(&look, &asked)
            } else {
                Vec::new()
            };
            (found, left)
        };
        let Some((s, text, ids)) = next else {
            no_move(cx, left, |stacks, _| {
                format!(
                    "Non-Attack Policy 8: no smaller stack can reach a place between the enemy and {stacks} this turn on the map"
                )
            });
            return Ok(());
        };
        asked.push(ids[0]);
        cx.about(ids);
        along::ask_moved(cx, map, Topic::Screen, text, s.by, &s.route, rule)?;
    }
}

/// What Policy 8 says when it is done: the larger stacks an enemy could
/// come next to that a smaller stack could screen in principle but none
/// can reach a place on the enemy's way.
fn unscreened(look: &Looking<'_, '_>, asked: &[StackId]) -> Vec<String> {
    let oob = &look.cx.g.order_of_battle;
    look.idle
        .iter()
        .filter(|big| {
            let strength = look.strength(**big);
            let screeners = look.free.iter().any(|r| {
                r != *big && look.strength(*r) < strength && !asked.contains(&look.id(*r))
            });
            screeners && unscreened_threat(look, **big)
        })
        .map(|r| oob.stack_where(*r))
        .collect()
}

/// An enemy stack could come next to the stack at `r` this turn from two
/// places off or more, and the place on its way next to `r` is empty (a
/// screen could stand there: none of the player's stacks, no enemy).
fn unscreened_threat(look: &Looking<'_, '_>, r: StackRef) -> bool {
    let Some(l) = look.place(r) else { return false };
    let d = look.distances(l);
    look.enemies.iter().any(|(_, i)| {
        d[*i].is_some_and(|k| (2..=look.threat_range()).contains(&k))
            && !look
                .map
                .route(l, *i)
                .is_some_and(|way| look.own_at(way[1]) || look.enemy_at(way[1]))
    })
}

/// An enemy stack could come next to the stack at `r` this turn and no
/// stack of the player's screens it on the way (one next to it, or in
/// its place, cannot be screened).
fn exposed(look: &Looking<'_, '_>, r: StackRef) -> bool {
    let near = look.place(r).is_some_and(|l| {
        let d = look.distances(l);
        look.enemies
            .iter()
            .any(|(_, i)| d[*i].is_some_and(|k| k < 2))
    });
    near || unscreened_threat(look, r)
}

/// One note for the stacks a policy found no move for (none when every
/// stack it looked at had one).
fn no_move(cx: &mut Cx, left: Vec<String>, say: fn(&str, usize) -> String) {
    if left.is_empty() {
        return;
    }
    cx.note(&[], move || say(&left.join("; "), left.len()));
}

/// What Policy 5 says when it is done: the stacks alone where an enemy
/// could come next to them with no friendly stack within reach.
fn alone(look: &Looking<'_, '_>, asked: &[StackId]) -> Vec<String> {
    let oob = &look.cx.g.order_of_battle;
    lone_threatened(look, asked)
        .into_iter()
        .map(|r| oob.stack_where(r))
        .collect()
}

/// The stacks Policy 5 would move: free, not asked yet, alone in their
/// place, with an enemy that could come next to them; the smallest first.
fn lone_threatened(look: &Looking<'_, '_>, asked: &[StackId]) -> Vec<StackRef> {
    let oob = &look.cx.g.order_of_battle;
    let mut lone: Vec<StackRef> = look
        .free
        .iter()
        .copied()
        .filter(|r| !asked.contains(&look.id(*r)))
        .filter(|r| {
            oob.provinces()[r.province]
                .stacks()
                .iter()
                .filter(|s| s.owner == look.cx.seat)
                .count()
                == 1
        })
        .filter(|r| exposed(look, *r))
        .collect();
    lone.sort_by_key(|r| (look.strength(*r), look.id(*r)));
    lone
}

/// The next stack Policy 5 proposes to join another: a stack alone in
/// its place (the smallest first) with an enemy that could come next to
/// it this turn, and the nearest of the player's other stacks out of the
/// attacks that it can reach (ties: the largest).
fn next_join(
    look: &Looking<'_, '_>,
    asked: &[StackId],
) -> Option<(StackRef, StackRef, Vec<usize>)> {
    lone_threatened(look, asked).into_iter().find_map(|r| {
        let (o, route) = along::nearest(look.cx, look.map, r, &look.idle)?;
        Some((r, o, route))
    })
}

/// Non-Attack Policy 5 along the map: each stack joining another asked;
/// the order of battle follows a yes.
pub(super) fn joins(cx: &mut Cx, map: &Map, start: &Start, garrisons: &[Garrisons]) -> Step<()> {
    let rule = "Non-Attack Policy 5";
    let mut asked: Vec<StackId> = Vec::new();
    loop {
        let (next, left) = {
            let look = Looking::new(cx, map, start, garrisons);
            let found = next_join(&look, &asked).map(|(r, o, route)| {
                let oob = &cx.g.order_of_battle;
                let text = format!(
                    "{rule}: did {} move {}, to stack with {} for protection (Section 22's stacking rules as a guide)?",
                    oob.stack_phrase(r),
                    along::route_words(map, &route),
                    oob.stack_phrase(o)
                );
                (r, route, text, [r, o].map(|x| look.id(x)).to_vec())
            });
            // Done: the stacks alone with no friend in reach.
            let left = if found.is_none() {
                alone(&look, &asked)
            } else {
                Vec::new()
            };
            (found, left)
        };
        let Some((r, route, text, ids)) = next else {
            no_move(cx, left, |stacks, n| {
                let stays = if n == 1 {
                    "it stays where it is"
                } else {
                    "they stay where they are"
                };
                format!(
                    "Non-Attack Policy 5: no friendly stack is within reach of {stacks} this turn on the map: {stays}"
                )
            });
            return Ok(());
        };
        asked.push(ids[0]);
        cx.about(ids);
        along::ask_moved(cx, map, Topic::Join, text, r, &route, rule)?;
    }
}
