#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The map, over random maps and random whole turns played on them:
//! - a map reads back the same through its text and its JSON;
//! - the planner's reach is exactly the map's moves within a turn (ticks
//!   and blocks its exceptions), and `rcw plan --map` plans as `--reach`
//!   with every neighbour pair both ways;
//! - every move a bot's turn proposes (Non-Attack Policies 1, 3, 5-8) is
//!   along the map within the moves of a turn, and its route joins
//!   neighbours; every retreat offers the places next to the combat's
//!   first; a stack that moves or retreats keeps its id;
//! - no place is made that neither the order of battle nor the map named
//!   (a place is never created silently).

use politburo::rcw::map::{Map, Mark, Place};
use politburo::rcw::planner::{
    EntryRequest, OrderOfBattle, Province, Reach, Stack, Strength, plan_fresh,
};
use politburo::rcw::step::{Input, Prompt, Topic};
use politburo::rcw::{Action, Edit, Odds, RcwRules, Seat, UnitColour};
use politburo::session::Session;
use politburo::session::generate::example_setup;
use proptest::prelude::*;
use std::collections::BTreeSet;

mod common;
use common::route_in;

fn name(i: usize) -> String {
    format!("P{i}")
}

/// A map of `n` places, place i joined to the places `links` name (both
/// ways), a few marked.
fn map_of(n: usize, links: &[(usize, usize)], moves: u8) -> Map {
    let mut places: Vec<Place> = (0..n).map(|i| Place::new(&name(i))).collect();
    for &(a, b) in links {
        let (a, b) = (a % n, b % n);
        if a != b {
            places[a].next.push(name(b));
        }
    }
    places[0].marks.push(Mark::Edge);
    if n > 2 {
        places[2].marks.push(Mark::RedReplacements);
        places[n - 1].marks.push(Mark::WhiteReplacements);
    }
    Map::new(places, moves).unwrap()
}

/// A board on the map's places: (place, owner, colour, strength).
fn board(n: usize, stacks: &[(usize, usize, usize, u32)]) -> OrderOfBattle {
    let colours = [
        [UnitColour::Red, UnitColour::Red],
        [UnitColour::Green, UnitColour::Red],
        [UnitColour::Red, UnitColour::Blue],
        [UnitColour::White, UnitColour::Blue],
        [UnitColour::Green, UnitColour::Green],
    ];
    let mut provinces: Vec<(String, Vec<Stack>)> = Vec::new();
    for &(p, owner, colour, strength) in stacks {
        let place = name(p % n);
        let i = match provinces.iter().position(|x| x.0 == place) {
            Some(i) => i,
            None => {
                provinces.push((place, Vec::new()));
                provinces.len() - 1
            }
        };
        provinces[i].1.push(Stack::new(
            Seat::new(owner % 5).unwrap(),
            colours[owner % 5][colour % 2],
            Strength::new(strength).unwrap(),
        ));
    }
    OrderOfBattle::new(
        provinces
            .into_iter()
            .map(|(name, stacks)| Province::new(name, stacks))
            .collect(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_map_reads_back_through_text_and_json(
        n in 1usize..30,
        links in prop::collection::vec((0usize..30, 0usize..30), 0..60),
        moves in 1u8..4,
    ) {
        let m = map_of(n, &links, moves);
        let text: Map = m.to_text().parse().unwrap();
        prop_assert_eq!(&text, &m);
        let json: Map = serde_json::from_str(&m.to_json()).unwrap();
        prop_assert_eq!(&json, &m);
        // Every connection both ways.
        for (a, b) in m.connections() {
            prop_assert!(m.connects(m.name(a), m.name(b)) && m.connects(m.name(b), m.name(a)));
        }
    }

    #[test]
    fn the_reach_is_the_maps_moves_within_a_turn(
        n in 2usize..20,
        links in prop::collection::vec((0usize..20, 0usize..20), 0..40),
        stacks in prop::collection::vec((0usize..20, 0usize..5, 0usize..2, 1u32..9), 1..12),
        moves in 1u8..3,
    ) {
        let m = map_of(n, &links, moves);
        let oob = board(n, &stacks);
        let reach = m.reach_on(&oob);
        for (f, t) in reach.pairs() {
            let d = m.distances(m.index(f).unwrap())[m.index(t).unwrap()];
            prop_assert!(d.is_some_and(|d| d >= 1 && d <= u32::from(moves)), "{f}>{t}");
        }
        // Every pair within reach between provinces with and without stacks.
        for a in oob.provinces().iter().filter(|p| !p.stacks().is_empty()) {
            for b in oob.provinces() {
                let d = m.distances(m.index(a.name()).unwrap())[m.index(b.name()).unwrap()];
                let within = a.name() != b.name() && d.is_some_and(|d| d <= u32::from(moves));
                prop_assert_eq!(reach.allows(a.name(), b.name()), within);
            }
        }
    }

    /// `rcw plan --map` plans as `--reach` with every neighbour pair both
    /// ways: the map's reach and the pairs typed are one reach.
    #[test]
    fn planning_on_a_map_is_planning_with_its_pairs_typed(
        n in 2usize..12,
        links in prop::collection::vec((0usize..12, 0usize..12), 0..24),
        stacks in prop::collection::vec((0usize..12, 0usize..5, 0usize..2, 1u32..9), 2..10),
    ) {
        let m = map_of(n, &links, 1);
        let oob = board(n, &stacks);
        let mut typed = Reach::new();
        for (a, b) in m.connections() {
            for (f, t) in [(a, b), (b, a)] {
                let (f, t) = (m.name(f), m.name(t));
                let has = |x: &str| oob.province_index(x).is_some();
                let moves_from = oob.province_index(f).is_some_and(|i| !oob.provinces()[i].stacks().is_empty());
                if has(f) && has(t) && moves_from {
                    typed.add(f, t);
                }
            }
        }
        let mut req = EntryRequest::new(
            Seat::new(1).unwrap(),
            UnitColour::Green,
            UnitColour::Red,
            "1-1".parse::<Odds>().unwrap(),
            "3-1".parse::<Odds>().unwrap(),
            2,
        );
        req.never_at = None;
        let a = plan_fresh(&oob, &m.reach_on(&oob), &req, &[]);
        let b = plan_fresh(&oob, &typed, &req, &[]);
        prop_assert_eq!(a.lines(&oob), b.lines(&oob));
    }

    #[test]
    fn every_move_a_turn_proposes_is_along_the_map(
        n in 3usize..14,
        links in prop::collection::vec((0usize..14, 0usize..14), 2..30),
        stacks in prop::collection::vec((0usize..14, 0usize..5, 0usize..2, 1u32..9), 3..14),
        holders in (0usize..14, 0usize..14),
        answers in prop::collection::vec(0usize..100, 40),
        moves in 1u8..3,
    ) {
        let m = map_of(n, &links, moves);
        let rules = RcwRules::builtin().unwrap();
        let mut s = Session::new(example_setup(), rules, 3).unwrap();
        let mut oob = board(n, &stacks);
        // The Czar and the Gold on a stack each, where there are two.
        let refs: Vec<_> = oob.refs().map(|(r, _)| r).collect();
        if refs.len() >= 2 {
            use politburo::rcw::planner::{Holding, StackEdit};
            let (a, b) = (refs[holders.0 % refs.len()], refs[holders.1 % refs.len()]);
            if a != b {
                oob.change(&StackEdit::Holds { stack: a, holds: Some(Holding::Czar) }).unwrap();
                oob.change(&StackEdit::Holds { stack: b, holds: Some(Holding::Gold) }).unwrap();
            }
        }
        s.apply(Action::Edit(Edit::Map(Some(Box::new(m.clone()))))).unwrap();
        if s.apply(Action::Edit(Edit::OrderOfBattle(oob))).is_err() {
            return Ok(());
        }
        let named: BTreeSet<String> = (0..n).map(name).collect();
        let mut k = 0;
        for b in 1..5 {
            if s.game().state().player(Seat::new(b).unwrap()).is_none_or(|p| p.out()) {
                continue;
            }
            s.apply(Action::StartBotTurn(Seat::new(b).unwrap())).unwrap();
            for _ in 0..300 {
                let Some(p) = s.game().prompt().cloned() else { break };
                let input = match &p {
                    Prompt::Roll(_) => Input::Die { face: (answers[k % answers.len()] % 6 + 1) as u8, by_hand: true },
                    Prompt::Do(_) => Input::Ack,
                    Prompt::Ask(q) => {
                        // Checked on the game's map: a retreat may teach it a connection.
                        check_question(s.game().state().map().unwrap_or(&m), s.game().state().order_of_battle(), q)?;
                        let c = match q.default {
                            Some(d) if answers[k % answers.len()] % 3 != 0 => d,
                            _ => answers[k % answers.len()] % q.options.len().max(1),
                        };
                        Input::Choice(c)
                    }
                };
                k += 1;
                let ids_before: BTreeSet<u32> = s.game().state().order_of_battle().ids().iter().map(|i| i.number()).collect();
                s.apply(Action::Input(input)).unwrap();
                let oob = s.game().state().order_of_battle();
                // No place the map and the board did not name.
                for pr in oob.provinces() {
                    prop_assert!(named.iter().any(|n| n == pr.name()), "{} was made", pr.name());
                }
                // Ids are never given anew to a stack that moves.
                let ids_after: BTreeSet<u32> = oob.ids().iter().map(|i| i.number()).collect();
                let fresh: Vec<&u32> = ids_after.difference(&ids_before).collect();
                prop_assert!(fresh.iter().all(|i| **i > *ids_before.iter().max().unwrap_or(&0)));
            }
            prop_assert!(s.game().prompt().is_none(), "the turn did not end");
        }
    }
}

/// A question a turn asks on the map: a proposed move's route joins
/// neighbours within the moves of a turn; a retreat offers the places next
/// to the combat's first.
fn check_question(
    m: &Map,
    oob: &OrderOfBattle,
    q: &politburo::rcw::step::Question,
) -> Result<(), TestCaseError> {
    match q.topic {
        Topic::Garrison | Topic::Consolidate | Topic::Screen | Topic::Join => {
            let route = route_in(&q.text)
                .ok_or_else(|| TestCaseError::fail(format!("no route in {:?}", q.text)))?;
            prop_assert!(route.len() >= 2, "{}", q.text);
            prop_assert!(
                route.len() - 1 <= usize::from(m.moves()),
                "beyond a turn's moves: {}",
                q.text
            );
            for w in route.windows(2) {
                prop_assert!(
                    m.connects(&w[0], &w[1]),
                    "{} is not next to {}: {}",
                    w[0],
                    w[1],
                    q.text
                );
            }
        }
        Topic::RetreatTo => {
            let from = common::place_after(&q.text, " from ");
            let Some(h) = m.index(&from) else {
                return Ok(());
            };
            let next: BTreeSet<&str> = m.neighbours(h).map(|i| m.name(i)).collect();
            let first: BTreeSet<&str> = q
                .options
                .iter()
                .take(next.len())
                .map(String::as_str)
                .collect();
            prop_assert_eq!(first, next, "{}", q.text);
            prop_assert!(q.options.iter().all(|o| !o.contains("take them off")));
            let _ = oob;
        }
        _ => {}
    }
    Ok(())
}
