#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A campaign, not a skirmish: 1,000 game turns of seeded play (2,000 measured 30 s in the debug build; 1,000 keep CI quick) that plays
//! your turns too — reinforcements for every side, so the board stays
//! alive to the end — checking after every step what the order of battle
//! promises:
//!
//! - every stack a step names is on the board, and no change of the turn
//!   misses its stack ("not changed, …");
//! - a stack's id is on one stack only, and an id once gone is never given
//!   again;
//! - at seeded moments (and at the end) the game saved and opened again
//!   is the game played, its board and every id the same.

use politburo::rcw::planner::Strength;
use politburo::rcw::planner::{Province, Stack, StackEdit};
use politburo::rcw::step::{Input, Prompt, Topic};
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
                k.id().0,
                format!("{} {}", oob.province_name(r.province), k.brief()),
            )
        })
        .collect()
}

/// Your turn: every side in the game with fewer than three stacks gets a
/// new one of its first colour (the reinforcement phase, entered as the
/// window's "add a stack" does), then your turn is done.
fn your_turn(s: &mut Session, rng: &mut Lcg) {
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
            let province = PROVINCES[rng.next(PROVINCES.len() as u64) as usize].to_string();
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
fn answer(s: &mut Session, rng: &mut Lcg) {
    let input = match s.game().prompt().cloned() {
        Some(Prompt::Roll(_)) => {
            s.roll().unwrap();
            return;
        }
        Some(Prompt::Do(_)) => Input::Ack,
        // Now and then a move ticked for the planner first (the question
        // comes again with the plan redone).
        Some(Prompt::Ask(q)) if q.topic == Topic::AttackCount && rng.next(3) == 0 => {
            let (a, b) = (rng.next(5) as usize, rng.next(5) as usize);
            let mut reach = s.game().state().reach().clone();
            if a == b || reach.allows(PROVINCES[a], PROVINCES[b]) {
                Input::Choice(q.default.unwrap_or(0))
            } else {
                reach.add(PROVINCES[a], PROVINCES[b]);
                Input::Moves(reach)
            }
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
            live.contains(&id.0),
            "the step names stack {} the board does not have",
            id.0
        );
    }
    for l in s.lines_since(from) {
        let t = l.entry.text.to_string();
        assert!(
            !t.contains("not changed,"),
            "a change missed its stack: {t}"
        );
    }
}

fn reopened(s: &Session) -> Session {
    let text = encode(s.data(), None, Path::new("campaign.json")).unwrap();
    decode_session(&text, Path::new("campaign.json")).unwrap()
}

#[test]
fn a_thousand_game_turns_keep_the_board_alive_and_true() {
    let rules = RcwRules::builtin().unwrap();
    let mut s = Session::new(example_setup(), rules, 1917).unwrap();
    let colours = [
        UnitColour::Red,
        UnitColour::Green,
        UnitColour::Red,
        UnitColour::White,
        UnitColour::Green,
    ];
    let board = politburo::rcw::planner::OrderOfBattle::new(
        PROVINCES
            .iter()
            .enumerate()
            .map(|(i, name)| Province {
                name: (*name).to_string(),
                stacks: (0..5)
                    .filter(|k| (i + k) % 2 == 0)
                    .map(|k| {
                        Stack::new(
                            Seat::new(k).unwrap(),
                            colours[k],
                            Strength::new(3 + (i + k) as u32 % 6).unwrap(),
                        )
                    })
                    .collect(),
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
    while s.game().state().turn() <= TURNS {
        let from = s.cursor();
        if let Some(Prompt::Ask(q)) = s.game().prompt() {
            topics.insert(q.topic);
        }
        match s.game().prompt() {
            Some(_) => answer(&mut s, &mut rng),
            None => match s.step_view().answers[s.step_view().default.unwrap_or(0)]
                .action
                .clone()
            {
                Action::EndHumanTurn => your_turn(&mut s, &mut rng),
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
