#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The order of battle against a small model of it, over random boards and
//! random whole game turns: every result kind (exchanges with every split
//! of the losses, retreats, eliminations), corrections in the middle of a
//! turn, refused inputs, undo and redo.
//!
//! The test keeps its own model of the board (every stack by id: where it
//! stands, whose, what colour, how strong) and changes it only by what each
//! step's topic and answer say: a move as ordered puts the stacks of the
//! order the planner's answer recorded that stand outside the defender's
//! province in it (the question must name exactly those and the
//! defender), an elimination takes out the side of a recorded attack
//! (its attackers or its defender) the question names, a retreat moves
//! that side to the province answered (or off the list), an exchange takes
//! exactly the loss answered, shared as answered stack by stack, a
//! correction changes its stack. After every step the program's
//! board must be the model's. Besides:
//! - no change the turn makes misses its stack (a line marked unmade: an
//!   order or question named a stack the board does not have);
//! - an input the step cannot take is refused and changes nothing;
//! - the game replayed from its log equals the game played (undo, redo and
//!   a reload give the same board, ids and all).
//!
//! Half the games are played on a small map: retreats go to its places,
//! and the Non-Attack Policies' moves along it (garrisons, screens,
//! stacking together) may move only the stacks they name.

use politburo::rcw::planner::Strength;
use politburo::rcw::planner::{OrderOfBattle, Province, Reach, Stack, StackEdit, StackId};
use politburo::rcw::step::{Input, LogKind, Override, Prompt, Topic};
use politburo::rcw::{Action, ActionError, Edit, RcwRules, Seat, UnitColour};
use politburo::session::Session;
use politburo::session::generate::example_setup;
use proptest::prelude::*;

mod common;
use common::model::*;

const PROVINCES: [&str; 4] = ["Kiev", "Orel", "Tsaritsyn", "Kazan"];

fn seat(i: usize) -> Seat {
    Seat::new(i).unwrap()
}

/// A board: each (province, owner, colour, strength) a stack.
fn board(stacks: &[(usize, usize, usize, u32)]) -> OrderOfBattle {
    let colours = [
        [UnitColour::Red, UnitColour::Red],
        [UnitColour::Green, UnitColour::Red],
        [UnitColour::Red, UnitColour::Blue],
        [UnitColour::White, UnitColour::Blue],
        [UnitColour::Green, UnitColour::Green],
    ];
    let mut provinces: Vec<Vec<Stack>> = vec![Vec::new(); PROVINCES.len()];
    for &(p, owner, colour, strength) in stacks {
        provinces[p % PROVINCES.len()].push(Stack::new(
            seat(owner % 5),
            colours[owner % 5][colour % 2],
            Strength::new(strength).unwrap(),
        ));
    }
    OrderOfBattle::new(
        PROVINCES
            .iter()
            .zip(provinces)
            .map(|(n, stacks)| Province::new(*n, stacks))
            .collect(),
    )
}

fn check_log(s: &Session, from: usize) {
    for l in s.lines_since(from) {
        assert_eq!(
            l.entry.unmade, None,
            "a step named a stack the board does not have: {}",
            l.entry.text
        );
    }
}

/// An input the step cannot take (a face of 7 for a roll, an answer past
/// the last, an acknowledgement of a question) is refused, and the
/// session stays exactly where it was.
fn refused(s: &mut Session, p: &Prompt) {
    let wrong = match p {
        Prompt::Roll(_) => Input::Die {
            face: 7,
            by_hand: true,
        },
        Prompt::Ask(q) => Input::Choice(q.options.len()),
        Prompt::Do(_) => Input::Choice(0),
    };
    let (game, cursor, lines) = (s.game().clone(), s.cursor(), s.log().len());
    let e = s.apply(Action::Input(wrong.clone()));
    assert!(
        matches!(e, Err(ActionError::Refused(_))),
        "{wrong:?} at {p:?}: {e:?}"
    );
    assert_eq!(
        (s.game(), s.cursor(), s.log().len()),
        (&game, cursor, lines),
        "a refused input changed the session"
    );
}

/// What a played game turn went through (the stacks changed by the turn,
/// exchange losses answered, eliminations taken).
#[derive(Default)]
struct Seen {
    board_changes: usize,
    exchanges: usize,
    eliminations: usize,
    /// Moves the Non-Attack Policies proposed along the map.
    map_moves: usize,
    /// Stacks moved in as ordered, by the orders the planner recorded.
    moved_as_ordered: usize,
}

/// The map a game of [`play`] may be played on: the four provinces and
/// two places no stack starts in, with an edge and replacement places.
const MAP: &str = "\
Kiev [edge]: Orel, Kursk
Orel: Tsaritsyn, Kursk
Tsaritsyn [White replacements]: Kazan, Samara
Kazan [Red replacements]: Samara
Kursk:
Samara [edge]:
";

fn play(
    stacks: &[(usize, usize, usize, u32)],
    reach: &[(usize, usize)],
    rolls: &[u8],
    on_map: bool,
) -> Seen {
    let mut seen = Seen::default();
    let rules = RcwRules::builtin().unwrap();
    let mut s = Session::new(example_setup(), rules, 1).unwrap();
    let oob = board(stacks);
    s.apply(Action::Edit(Edit::OrderOfBattle(oob.clone())))
        .unwrap();
    // The map as the test reads it for itself (the model's own search of
    // its places, never the program's routes).
    let mut geography = None;
    if on_map {
        let map: politburo::rcw::map::Map = MAP.parse().unwrap();
        geography = Some(Geography::of(&map));
        s.apply(Action::Edit(Edit::Map(Some(Box::new(map)))))
            .unwrap();
    }
    let mut model = Model::of(s.game().state().order_of_battle());
    let mut r = Reach::new();
    for &(a, b) in reach {
        if a % 4 != b % 4 {
            r.add(PROVINCES[a % 4], PROVINCES[b % 4]);
        }
    }
    geography = geography.map(|g| g.ticked(r.pairs()));
    s.apply(Action::Edit(Edit::Reach(r))).unwrap();
    let mut dice = rolls.iter().copied().cycle();
    let mut next = move || dice.next().unwrap_or(1);
    let mut sharing: Option<Sharing> = None;
    let mut orders = Orders::default();
    for b in [1, 2, 3, 4] {
        if s.game().state().player(seat(b)).is_none_or(|p| p.out()) {
            continue;
        }
        s.apply(Action::StartBotTurn(seat(b))).unwrap();
        orders.record(&Action::StartBotTurn(seat(b)));
        check_board(
            &mut model,
            s.game().state().order_of_battle(),
            Expect::Exactly,
            "start",
        );
        // Corrections in a row at one step: at most two, so a run of 6s
        // in the rolls cannot correct the board forever and the turn goes on.
        let mut streak = 0;
        for _ in 0..400 {
            let Some(p) = s.game().prompt().cloned() else {
                break;
            };
            let at = s.cursor();
            let d = next();
            if d == 4 {
                refused(&mut s, &p);
            }
            // Now and then a correction of the board first (a move or a
            // strength), as a player fixes the app mid-turn.
            if d == 6
                && streak < 2
                && matches!(p, Prompt::Do(_))
                && let Some(fix) = correction(&model, usize::from(next()), next() > 3)
            {
                correct(&mut s, &mut model, fix);
                check_log(&s, at);
                streak += 1;
                continue;
            }
            streak = 0;
            let (input, expect) = match &p {
                Prompt::Roll(_) => (
                    Input::Die {
                        face: d,
                        by_hand: true,
                    },
                    Expect::Exactly,
                ),
                Prompt::Do(_) => (Input::Ack, Expect::Exactly),
                Prompt::Ask(q) => {
                    let n = q.options.len().max(1);
                    // The step's number mixed in: the die alone follows
                    // the answer it just chose around the cycle.
                    let mix = (usize::from(d) * 2_654_435_761 + at * 40_503) >> 7;
                    // Keep the sides in the game, so turns go on; else
                    // Enter two times in three, as a player mostly does.
                    let c = match q.default {
                        Some(e) if q.topic == Topic::UnitsLeft || !mix.is_multiple_of(3) => e,
                        _ => mix % n,
                    };
                    seen.exchanges += usize::from(q.topic == Topic::ExchangeLoss);
                    seen.eliminations += usize::from(q.topic == Topic::Eliminated && c == 0);
                    seen.moved_as_ordered +=
                        usize::from(q.topic == Topic::MovedAsOrdered && c == 0);
                    seen.map_moves += usize::from(matches!(
                        q.topic,
                        Topic::Garrison | Topic::Screen | Topic::Join
                    ));
                    (
                        Input::Choice(c),
                        answered(
                            &mut model,
                            &mut sharing,
                            &mut orders,
                            q,
                            c,
                            geography.as_mut(),
                        ),
                    )
                }
            };
            if std::env::var_os("MODEL_TRACE").is_some() {
                eprintln!("{p:?}\n  -> {input:?}");
                for l in s.lines_since(at) {
                    eprintln!("  log: {}", l.entry.text);
                }
            }
            if let Err(e) = s.apply(Action::Input(input.clone())) {
                panic!("{input:?}, an answer the step offers, was refused at {p:?}: {e}");
            }
            // What an answer that took the plan recorded: the orders the
            // model follows.
            orders.record(&s.data().actions[s.cursor() - 1]);
            check_log(&s, at);
            check_board(
                &mut model,
                s.game().state().order_of_battle(),
                expect,
                &format!("{p:?}"),
            );
            seen.board_changes += s
                .lines_since(at)
                .iter()
                .filter(|l| l.entry.kind == LogKind::Board)
                .count();
            // Undo and redo come back to the same board, ids and all.
            if d == 5 {
                let here = s.game().clone();
                s.undo().unwrap();
                s.redo().unwrap();
                assert_eq!(s.game(), &here);
                assert_eq!(
                    Model::of(s.game().state().order_of_battle()),
                    model,
                    "undo and redo keep the ids"
                );
            }
        }
        assert!(
            s.game().prompt().is_none(),
            "the turn did not end within 400 steps: {:?}",
            s.game().prompt()
        );
    }
    // The whole game replayed from its log is the game played.
    let again = Session::from_data(s.data().clone()).unwrap();
    assert_eq!(again.game(), s.game());
    seen
}

/// A correction a player might make in the middle of a turn: a stack's
/// strength, or a stack moved.
fn correction(model: &Model, pick: usize, kind: bool) -> Option<StackEdit<StackId>> {
    let ids: Vec<StackId> = model.stacks.keys().copied().collect();
    let id = *ids.get(pick % ids.len().max(1))?;
    let k = &model.stacks[&id];
    Some(if kind {
        StackEdit::Strength {
            stack: id,
            strength: (k.strength % 9) + 1,
        }
    } else {
        let here = PROVINCES.iter().position(|p| *p == k.province).unwrap_or(0);
        StackEdit::Move {
            stack: id,
            to: PROVINCES[(here + 1) % PROVINCES.len()].to_string(),
        }
    })
}

/// The correction made as an override, and on the model.
fn correct(s: &mut Session, model: &mut Model, fix: StackEdit<StackId>) {
    let oob = s.game().state().order_of_battle().clone();
    let at = fix.at(&oob).expect("the model's stacks are on the board");
    s.apply(Action::Input(Input::Override(Override::Edit {
        edit: Edit::Stacks(at),
        reason: "the board differs".to_string(),
    })))
    .unwrap();
    let expect = model.correct(&fix);
    check_board(
        model,
        s.game().state().order_of_battle(),
        expect,
        "a correction",
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, .. ProptestConfig::default() })]

    #[test]
    fn the_board_keeps_true_through_random_turns(
        stacks in prop::collection::vec((0usize..4, 0usize..5, 0usize..2, 1u32..12), 4..16),
        reach in prop::collection::vec((0usize..4, 0usize..4), 0..6),
        rolls in prop::collection::vec(1u8..=6, 8..64),
        on_map in any::<bool>(),
    ) {
        play(&stacks, &reach, &rolls, on_map);
    }
}

/// The random turns above reach what they are meant to test: planned
/// attacks that change the board, exchanges and eliminations.
#[test]
fn random_turns_reach_planned_attacks_and_exchanges() {
    let mut seen = Seen::default();
    for k in 0..60u32 {
        let stacks: Vec<(usize, usize, usize, u32)> = (0..10)
            .map(|i| {
                let x = (k * 31 + i * 17) as usize;
                (x % 4, (x / 4) % 5, (x / 20) % 2, 1 + (x as u32 * 7) % 11)
            })
            .collect();
        let rolls: Vec<u8> = (0..40).map(|i| 1 + ((k * 13 + i * 5) % 6) as u8).collect();
        let s = play(
            &stacks,
            &[(0, 1), (1, 2), (2, 3), (3, 0)],
            &rolls,
            k % 2 == 1,
        );
        seen.board_changes += s.board_changes;
        seen.exchanges += s.exchanges;
        seen.eliminations += s.eliminations;
        seen.map_moves += s.map_moves;
        seen.moved_as_ordered += s.moved_as_ordered;
    }
    assert!(seen.map_moves > 10, "{} map moves", seen.map_moves);
    assert!(
        seen.board_changes > 20,
        "{} board changes",
        seen.board_changes
    );
    assert!(seen.exchanges > 3, "{} exchanges", seen.exchanges);
    assert!(seen.eliminations > 3, "{} eliminations", seen.eliminations);
    assert!(
        seen.moved_as_ordered > 3,
        "{} moves as ordered",
        seen.moved_as_ordered
    );
}

/// The exchange the issue names, played out: Orel holds C's Red 5; B's
/// Green 6 attacks it from Kiev (moved in as ordered); EX, each side loses
/// 5. The board then shows "Orel: B Green 1".
#[test]
fn an_exchange_takes_both_sides_losses() {
    let rules = RcwRules::builtin().unwrap();
    let mut s = Session::new(example_setup(), rules.clone(), 1).unwrap();
    // Your own attack is walked as a bot's planned attack is (the same
    // moved-in, result and losses steps): A's Red 6 from Kiev on C's Red 5.
    let oob = OrderOfBattle::parse("Kiev: A Red 6; Orel: C Red 5").unwrap();
    s.apply(Action::Edit(Edit::OrderOfBattle(oob))).unwrap();
    let b = s.game().state().order_of_battle().clone();
    let at = |p: &str| {
        b.refs()
            .find(|(r, _)| b.province_name(r.province) == p)
            .map(|(r, _)| r)
            .unwrap()
    };
    s.apply(Action::HumanAttack(politburo::rcw::game::HumanAttack {
        target: at("Orel"),
        attackers: vec![at("Kiev")],
    }))
    .unwrap();
    let mut asked_losses = 0;
    for _ in 0..60 {
        let Some(p) = s.game().prompt().cloned() else {
            break;
        };
        let input = match &p {
            Prompt::Roll(_) => Input::Die {
                face: 3,
                by_hand: true,
            },
            Prompt::Do(_) => Input::Ack,
            Prompt::Ask(q) if q.topic == Topic::CombatResult => Input::Choice(
                rules
                    .combat_results()
                    .iter()
                    .position(|c| c.exchange)
                    .unwrap(),
            ),
            Prompt::Ask(q) if q.topic == Topic::ExchangeLoss => {
                asked_losses += 1;
                Input::Choice(5)
            }
            Prompt::Ask(q) => Input::Choice(q.default.unwrap_or(0)),
        };
        let c = s.cursor();
        s.apply(Action::Input(input)).unwrap();
        check_log(&s, c);
    }
    assert_eq!(asked_losses, 2, "both sides' losses are asked");
    assert_eq!(
        s.game().state().order_of_battle().to_text(),
        "Kiev:\nOrel: A Red 1"
    );
}

/// What the random turns found (and the proptest regressions keep): B's
/// plan makes attack 2 with its Green 5 and Green 2 from Tsaritsyn, where
/// D's White 1 stands after them; a correction at attack 1's order moves
/// the Green 2 away. Attack 2's order then named "B's Green 5 and D's
/// White 1" (the places the plan's stacks had held) and moved D's stack
/// into the attack. The plan is now kept by who its stacks are (turn flow
/// 5). `MODEL_TRACE=1` prints each step of a played turn.
#[test]
fn a_correction_at_an_earlier_order_never_shifts_a_later_orders_stacks() {
    let stacks = [
        (2, 1, 0, 2),
        (2, 1, 0, 5),
        (0, 2, 0, 1),
        (0, 0, 0, 1),
        (0, 0, 0, 1),
        (0, 1, 0, 1),
        (2, 3, 0, 1),
        (1, 0, 0, 6),
    ];
    play(&stacks, &[], &[1, 3, 1, 6, 1, 1, 6, 5], true);
}

/// "No, none left" to whether a player still controls units: the model
/// takes one side wholly gone from the board, and nothing else.
#[test]
fn a_side_said_to_have_no_units_may_leave_the_board_and_nothing_else() {
    let full = OrderOfBattle::parse("Kiev: A Red 6, C Red 5; Orel: C Red 3, D White 2").unwrap();
    let without = |owners: &str| {
        let mut oob = full.clone();
        let gone: Vec<_> = oob
            .refs()
            .filter(|(_, s)| owners.contains(s.owner.letter()))
            .map(|(_, s)| StackEdit::Remove { stack: s.id() })
            .collect();
        for e in gone {
            let at = e.at(&oob).unwrap();
            oob.change(&at).unwrap();
        }
        oob
    };
    let check = |board: &OrderOfBattle| {
        let mut model = Model::of(&full);
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            check_board(&mut model, board, Expect::SideMayLeave, "test")
        }))
        .is_ok()
    };
    assert!(check(&full), "no side gone: the human's answer");
    assert!(check(&without("C")), "C's two stacks gone");
    assert!(!check(&without("CD")), "two sides gone");
    // One of C's stacks gone, the other left: not a side leaving.
    let mut one = full.clone();
    let c = one
        .refs()
        .find(|(_, s)| s.owner.letter() == 'C')
        .unwrap()
        .1
        .id();
    let at = StackEdit::Remove { stack: c }.at(&one).unwrap();
    one.change(&at).unwrap();
    assert!(!check(&one), "one stack of C's gone");
}
