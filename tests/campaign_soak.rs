#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A campaign, not a skirmish: 1,000 game turns of seeded play (2,000 measured 30 s in the debug build; 1,000 keep CI quick) that plays
//! your turns too — reinforcements for every side, so the board stays
//! alive to the end — checking after every step what the order of battle
//! promises:
//!
//! - every stack a step names is on the board, and no change of the turn
//!   misses its stack (a line of `Unmade::OrderOfBattle`, "not changed, …");
//! - a stack's id is on one stack only, and an id once gone is never given
//!   again;
//! - at seeded moments (and at the end) the game saved and opened again
//!   is the game played, its board and every id the same.
//!
//! And a campaign on a 30-place map: every move a turn proposes (the
//! policies' garrisons and consolidations) goes along the map within a
//! turn's moves, every retreat offers the places next to the combat's
//! first, and no place is made that neither the map nor the board named.

use politburo::rcw::planner::Strength;
use politburo::rcw::planner::{Province, Stack, StackEdit};
use politburo::rcw::step::{Input, Prompt, Topic, Unmade};
use politburo::rcw::{Action, Edit, RcwRules, Seat, UnitColour};
use politburo::session::generate::example_setup;
use politburo::session::{Session, decode_session, encode};
use std::collections::HashSet;
use std::path::Path;

const TURNS: u32 = 1000;
const PROVINCES: [&str; 5] = ["Kiev", "Orel", "Tsaritsyn", "Kazan", "Perm"];

mod common;
use common::Lcg;

fn ids(s: &Session) -> Vec<(u32, String)> {
    let oob = s.game().state().order_of_battle();
    oob.refs()
        .map(|(r, k)| {
            (
                k.id().number(),
                format!("{} {}", oob.province_name(r.province), k.brief()),
            )
        })
        .collect()
}

/// Your turn: every side in the game with fewer than three stacks gets a
/// new one of its first colour (the reinforcement phase, entered as the
/// window's "add a stack" does), then your turn is done.
fn your_turn(s: &mut Session, rng: &mut Lcg, places: &[String]) {
    let g = s.game().state().clone();
    for p in g.players().iter().filter(|p| !p.out()) {
        let have = g
            .order_of_battle()
            .refs()
            .filter(|(_, k)| k.owner == p.seat())
            .count();
        let Some(colour) = p.units().first().copied() else {
            continue;
        };
        for _ in have..3 {
            let province = places[rng.next(places.len() as u64) as usize].clone();
            let stack = Stack::new(
                p.seat(),
                colour,
                Strength::new(2 + rng.next(8) as u32).unwrap(),
            );
            s.apply(Action::Edit(Edit::Stacks(StackEdit::Add {
                province,
                stack,
            })))
            .unwrap();
        }
    }
    s.apply(Action::EndHumanTurn).unwrap();
}

/// One answer to the step the game waits on.
fn answer(s: &mut Session, rng: &mut Lcg, places: &[String]) {
    let input = match s.game().prompt().cloned() {
        Some(Prompt::Roll(_)) => {
            s.roll().unwrap();
            return;
        }
        Some(Prompt::Do(_)) => Input::Ack,
        // Now and then a move ticked for the planner first (the question
        // comes again with the plan redone).
        Some(Prompt::Ask(q)) if q.topic == Topic::AttackCount && rng.next(3) == 0 => {
            let n = places.len() as u64;
            let (a, b) = (rng.next(n) as usize, rng.next(n) as usize);
            let g = s.game().state();
            let known = |p: &str| g.order_of_battle().province_index(p).is_some();
            if a == b
                || !known(&places[a])
                || !known(&places[b])
                || g.reach_now().allows(&places[a], &places[b])
            {
                Input::Choice(q.default.unwrap_or(0))
            } else {
                Input::Moves(g.reach_ticked(&places[a], &places[b], true))
            }
        }
        // On a map a retreat goes mostly next door, as on the table (a
        // retreat farther off asks the map to learn a connection).
        Some(Prompt::Ask(q))
            if q.topic == Topic::RetreatTo
                && q.options.iter().any(|o| o.ends_with("(farther)"))
                && rng.next(8) > 0 =>
        {
            let near: Vec<usize> = (0..q.options.len())
                .filter(|i| !q.options[*i].ends_with("(farther)"))
                .collect();
            Input::Choice(near[rng.next(near.len() as u64) as usize])
        }
        Some(Prompt::Ask(q)) => {
            let n = q.options.len() as u64;
            Input::Choice(match (q.topic, q.default) {
                // Every side keeps units somewhere on the map (its
                // reinforcements come in your turn): the campaign goes on.
                (Topic::UnitsLeft, _) => 0,
                (_, Some(d)) if rng.next(4) > 0 => d,
                _ => rng.next(n) as usize,
            })
        }
        None => return,
    };
    s.apply(Action::Input(input)).unwrap();
}

/// What every step keeps true of the board.
fn check(s: &Session, from: usize, seen: &mut HashSet<u32>, live: &mut HashSet<u32>) {
    let board = ids(s);
    let now: HashSet<u32> = board.iter().map(|(id, _)| *id).collect();
    assert_eq!(now.len(), board.len(), "an id on two stacks: {board:?}");
    for id in now.difference(live) {
        assert!(seen.insert(*id), "id {id} given again: {board:?}");
    }
    *live = now;
    let named = match s.game().prompt() {
        Some(Prompt::Ask(q)) => q.stacks.clone(),
        Some(Prompt::Do(i)) => i.stacks.clone(),
        _ => Vec::new(),
    };
    for id in named {
        assert!(
            live.contains(&id.number()),
            "the step names stack {} the board does not have",
            id.number()
        );
    }
    for l in s.lines_since(from) {
        assert_ne!(
            l.entry.unmade,
            Some(Unmade::OrderOfBattle),
            "a change missed its stack: {}",
            l.entry.text
        );
    }
}

fn reopened(s: &Session) -> Session {
    let text = encode(s.data(), None, Path::new("campaign.json")).unwrap();
    decode_session(&text, Path::new("campaign.json")).unwrap()
}

/// What a campaign went through.
struct Campaign {
    steps: usize,
    reopens: usize,
    topics: HashSet<Topic>,
    session: Session,
}

/// `turns` game turns of seeded play on the board of `places` (the first
/// five hold the starting stacks), on `map` when given; `each` sees every
/// question asked.
fn campaign(
    turns: u32,
    places: &[String],
    map: Option<politburo::rcw::map::Map>,
    mut each: impl FnMut(&Session, &politburo::rcw::step::Question),
) -> Campaign {
    let rules = RcwRules::builtin().unwrap();
    let mut s = Session::new(example_setup(), rules, 1917).unwrap();
    if let Some(m) = map {
        s.apply(Action::Edit(Edit::Map(Some(Box::new(m))))).unwrap();
    }
    let colours = [
        UnitColour::Red,
        UnitColour::Green,
        UnitColour::Red,
        UnitColour::White,
        UnitColour::Green,
    ];
    let board = politburo::rcw::planner::OrderOfBattle::new(
        places
            .iter()
            .take(5)
            .enumerate()
            .map(|(i, name)| {
                Province::new(
                    name.clone(),
                    (0..5)
                        .filter(|k| (i + k) % 2 == 0)
                        .map(|k| {
                            Stack::new(
                                Seat::new(k).unwrap(),
                                colours[k],
                                Strength::new(3 + (i + k) as u32 % 6).unwrap(),
                            )
                        })
                        .collect(),
                )
            })
            .collect(),
    );
    s.apply(Action::Edit(Edit::OrderOfBattle(board))).unwrap();
    let mut rng = Lcg(41);
    let (mut seen, mut live) = (HashSet::new(), HashSet::new());
    check(&s, 0, &mut seen, &mut live);
    let mut reopens = 0;
    let mut steps = 0usize;
    let mut topics: HashSet<Topic> = HashSet::new();
    while s.game().state().turn() <= turns {
        let from = s.cursor();
        if let Some(Prompt::Ask(q)) = s.game().prompt() {
            topics.insert(q.topic);
            each(&s, q);
        }
        match s.game().prompt() {
            Some(_) => answer(&mut s, &mut rng, places),
            None => match s.step_view().answers[s.step_view().default.unwrap_or(0)]
                .action
                .clone()
            {
                Action::EndHumanTurn => your_turn(&mut s, &mut rng, places),
                a => s.apply(a).unwrap(),
            },
        }
        steps += 1;
        check(&s, from, &mut seen, &mut live);
        // Now and then saved and opened again: the same game, every id.
        if rng.next(4000) == 0 {
            let again = reopened(&s);
            assert_eq!(again.game(), s.game(), "reopened at step {steps}");
            assert_eq!(ids(&again), ids(&s), "ids after reopening at step {steps}");
            s = again;
            reopens += 1;
        }
    }
    let again = reopened(&s);
    assert_eq!(ids(&again), ids(&s));
    assert_eq!(again.game(), s.game());
    Campaign {
        steps,
        reopens,
        topics,
        session: s,
    }
}

#[test]
fn a_thousand_game_turns_keep_the_board_alive_and_true() {
    let places: Vec<String> = PROVINCES.iter().map(|p| p.to_string()).collect();
    let c = campaign(TURNS, &places, None, |_, _| {});
    let (steps, reopens, topics, s) = (c.steps, c.reopens, c.topics, c.session);
    let g = s.game().state();
    let in_game = g.players().iter().filter(|p| !p.out()).count();
    let stacks = g.order_of_battle().stack_count();
    eprintln!(
        "{TURNS} game turns: {steps} steps, {} actions, {reopens} reopenings, {in_game} players and {stacks} stacks at the end",
        s.len()
    );
    // The turns reach what a campaign is made of.
    for t in [
        Topic::AttackCount,
        Topic::MovedAsOrdered,
        Topic::CombatResult,
        Topic::ExchangeLoss,
        Topic::StackLoss,
        Topic::RetreatTo,
        Topic::Eliminated,
    ] {
        assert!(
            topics.contains(&t),
            "no {t:?} in {TURNS} game turns: {topics:?}"
        );
    }
    assert!(in_game >= 3, "{in_game} players left");
    assert!(stacks >= 10, "{stacks} stacks left");
    assert!(reopens >= 5, "{reopens} reopenings");
}

/// A 30-place map: a 6 × 5 grid, each place joined to those beside and
/// below it and on one diagonal, the corners edges, a few replacement
/// places (Tver and Petrograd among the names, for Policy 6).
fn thirty_places() -> (Vec<String>, politburo::rcw::map::Map) {
    use politburo::rcw::map::{Map, Mark, Place};
    let mut names: Vec<String> = (0..30).map(|i| format!("P{i}")).collect();
    names[7] = "Tver".to_string();
    names[22] = "Petrograd".to_string();
    let mut places: Vec<Place> = names.iter().map(|n| Place::new(n)).collect();
    for y in 0..5 {
        for x in 0..6 {
            let i = y * 6 + x;
            if x + 1 < 6 {
                places[i].next.push(names[i + 1].clone());
            }
            if y + 1 < 5 {
                places[i].next.push(names[i + 6].clone());
                if x + 1 < 6 && (x + y) % 2 == 0 {
                    places[i].next.push(names[i + 7].clone());
                }
            }
        }
    }
    for i in [0, 5, 24, 29] {
        places[i].marks.push(Mark::Edge);
    }
    places[14].marks.push(Mark::RedReplacements);
    places[15].marks.push(Mark::WhiteReplacements);
    // The starting places first, spread over the map.
    let mut order = names.clone();
    for (k, i) in [8, 10, 19, 21, 2].iter().enumerate() {
        order.swap(k, *i);
    }
    (order, Map::new(places, 1).unwrap())
}

#[test]
fn a_campaign_on_a_thirty_place_map_proposes_only_moves_along_it() {
    let (places, map) = thirty_places();
    let on_map = map.clone();
    let mut proposals = 0usize;
    let mut by_topic = std::collections::BTreeMap::new();
    let mut retreats = 0usize;
    let mut learned = 0usize;
    let c = campaign(150, &places, Some(map), |s, q| {
        // The game's map: a retreat the map did not give may have taught
        // it a connection (Enter: remember it).
        let on_map = s.game().state().map().unwrap();
        match q.topic {
            Topic::RememberConnection => learned += 1,
            Topic::Garrison | Topic::Consolidate | Topic::Screen | Topic::Join => {
                let route =
                    common::route_in(&q.text).unwrap_or_else(|| panic!("no route in {:?}", q.text));
                assert!(route.len() >= 2 && route.len() - 1 <= 1, "{}", q.text);
                for w in route.windows(2) {
                    let ticked = s.game().state().reach().allows(&w[0], &w[1]);
                    assert!(on_map.connects(&w[0], &w[1]) || ticked, "{}", q.text);
                }
                proposals += 1;
                *by_topic.entry(q.topic.key()).or_insert(0usize) += 1;
            }
            Topic::RetreatTo => {
                let from = common::place_after(&q.text, " from ");
                if let Some(h) = on_map.index(&from) {
                    let next: HashSet<&str> =
                        on_map.neighbours(h).map(|i| on_map.name(i)).collect();
                    let first: HashSet<&str> = q
                        .options
                        .iter()
                        .take(next.len())
                        .map(String::as_str)
                        .collect();
                    assert_eq!(first, next, "{}", q.text);
                }
                assert!(q.options.iter().all(|o| !o.contains("take them off")));
                retreats += 1;
            }
            _ => {}
        }
    });
    let s = c.session;
    let known: HashSet<&str> = on_map.places().iter().map(|p| p.name.as_str()).collect();
    for p in s.game().state().order_of_battle().provinces() {
        assert!(known.contains(p.name()), "{} was made", p.name());
    }
    eprintln!(
        "150 game turns on a 30-place map: {} steps, {proposals} moves proposed ({by_topic:?}), {retreats} retreats asked, {learned} connections asked to remember",
        c.steps
    );
    assert!(
        proposals > 0 && retreats > 0,
        "{proposals} proposals, {retreats} retreats"
    );
    // Each policy that moves along the map proposed moves.
    for topic in ["garrison", "screen", "join"] {
        assert!(by_topic.get(topic).is_some_and(|n| *n > 0), "{by_topic:?}");
    }
}
