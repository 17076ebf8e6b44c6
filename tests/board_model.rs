#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The order of battle against a small model of it, over random boards and
//! random whole game turns: every result kind (exchanges with every split
//! of the losses, retreats, eliminations), corrections in the middle of a
//! turn, undo and redo.
//!
//! After every step:
//! - no change the turn makes misses its stack ("not changed, …": an order
//!   or question named a stack the board does not have);
//! - an answered exchange loss takes exactly that strength off the board,
//!   and an answered elimination takes exactly the stacks it named;
//! - the game replayed from its log equals the game played (undo, redo and
//!   a reload give the same board, ids and all).

use politburo::rcw::planner::{OrderOfBattle, Province, Reach, Stack, StackEdit, StackRef};
use politburo::rcw::step::{Input, Override, Prompt, Topic};
use politburo::rcw::{Action, Edit, RcwRules, Seat, UnitColour};
use politburo::session::Session;
use politburo::session::generate::example_setup;
use proptest::prelude::*;

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
    let mut provinces: Vec<Province> = PROVINCES
        .iter()
        .map(|n| Province {
            name: (*n).to_string(),
            stacks: Vec::new(),
        })
        .collect();
    for &(p, owner, colour, strength) in stacks {
        provinces[p % PROVINCES.len()].stacks.push(Stack::new(
            seat(owner % 5),
            colours[owner % 5][colour % 2],
            strength,
        ));
    }
    OrderOfBattle::new(provinces)
}

fn total(oob: &OrderOfBattle) -> u32 {
    oob.refs().map(|(_, s)| s.strength).sum()
}

/// What the step just answered promises about the board.
enum Promise {
    Nothing,
    /// The board's total strength goes down by exactly this.
    Loses(u32),
}

fn promise(q: &politburo::rcw::step::Question, choice: usize) -> Promise {
    if q.topic == Topic::ExchangeLoss {
        return Promise::Loses(choice as u32);
    }
    Promise::Nothing
}

/// Whether the step now asked is a share of a loss already answered (the
/// loss is taken once every share is given).
fn sharing_a_loss(s: &Session) -> bool {
    matches!(s.game().prompt(), Some(Prompt::Ask(q)) if q.topic == Topic::StackLoss)
}

/// A correction a player might make in the middle of a turn: a stack's
/// strength, or a stack moved.
fn correction(oob: &OrderOfBattle, pick: usize, kind: bool) -> Option<Edit> {
    let refs: Vec<StackRef> = oob.refs().map(|(r, _)| r).collect();
    let r = *refs.get(pick % refs.len().max(1))?;
    let s = oob.stack(r)?;
    Some(Edit::Stacks(if kind {
        StackEdit::Strength {
            stack: r,
            strength: (s.strength % 9) + 1,
        }
    } else {
        let to = PROVINCES[(r.province + 1) % PROVINCES.len()];
        StackEdit::Move {
            stack: r,
            to: to.to_string(),
        }
    }))
}

fn check_log(s: &Session, from: usize) {
    for l in s.lines_since(from) {
        let t = l.entry.text.to_string();
        assert!(
            !t.contains("not changed") && !t.contains("no longer in the order of battle"),
            "a step named a stack the board does not have: {t}"
        );
    }
}

/// What a played game turn went through (the stacks changed by the turn,
/// exchange losses answered).
#[derive(Default)]
struct Seen {
    board_changes: usize,
    exchanges: usize,
}

fn play(stacks: &[(usize, usize, usize, u32)], reach: &[(usize, usize)], rolls: &[u8]) -> Seen {
    let mut seen = Seen::default();
    let rules = RcwRules::builtin().unwrap();
    let mut s = Session::new(example_setup(), rules, 1).unwrap();
    let oob = board(stacks);
    s.apply(Action::Edit(Edit::OrderOfBattle(oob.clone())))
        .unwrap();
    let mut r = Reach::new();
    for &(a, b) in reach {
        if a % 4 != b % 4 {
            r.add(PROVINCES[a % 4], PROVINCES[b % 4]);
        }
    }
    s.apply(Action::Edit(Edit::Reach(r))).unwrap();
    let mut dice = rolls.iter().copied().cycle();
    let mut next = move || dice.next().unwrap_or(1);
    // An exchange loss answered: the board's total before it, and the loss.
    let mut owed: Option<(u32, u32)> = None;
    for b in [1, 2, 3, 4] {
        if s.game().state().player(seat(b)).is_none_or(|p| p.out()) {
            continue;
        }
        let _ = s.apply(Action::StartBotTurn(seat(b)));
        for _ in 0..400 {
            let Some(p) = s.game().prompt().cloned() else {
                break;
            };
            let before = s.game().state().order_of_battle().clone();
            let at = s.cursor();
            let d = next();
            let (input, promised) = match &p {
                Prompt::Roll(_) => (
                    Input::Die {
                        face: d,
                        by_hand: true,
                    },
                    Promise::Nothing,
                ),
                Prompt::Do(_) => (Input::Ack, Promise::Nothing),
                Prompt::Ask(q) => {
                    let n = q.options.len().max(1);
                    // Keep the sides in the game, so turns go on.
                    let c = if q.text.contains("still control any units") {
                        q.default.unwrap_or(0)
                    } else {
                        usize::from(d) * 7 % n
                    };
                    let promised = promise(q, c);
                    (Input::Choice(c), promised)
                }
            };
            // Now and then a correction of the board first (a move or a
            // strength), as a player fixes the app mid-turn.
            if d == 6
                && matches!(p, Prompt::Do(_))
                && let Some(edit) = correction(&before, usize::from(next()), next() > 3)
            {
                let c = s.cursor();
                if s.apply(Action::Input(Input::Override(Override::Edit {
                    edit,
                    reason: "the board differs".to_string(),
                })))
                .is_ok()
                {
                    check_log(&s, c);
                    continue;
                }
            }
            if s.apply(Action::Input(input)).is_err() {
                break;
            }
            check_log(&s, at);
            let after = s.game().state().order_of_battle();
            seen.board_changes += s
                .lines_since(at)
                .iter()
                .filter(|l| l.entry.text.to_string().starts_with("Order of battle:"))
                .count();
            if let Promise::Loses(n) = promised {
                seen.exchanges += 1;
                owed = Some((total(&before), n));
            }
            if let Some((was, n)) = owed.filter(|_| !sharing_a_loss(&s)) {
                owed = None;
                assert_eq!(
                    was - total(after),
                    n,
                    "an exchange loss of {n} answered: the board lost {} (after {})",
                    was - total(after),
                    after.to_text()
                );
            }
            // Undo and redo come back to the same board, ids and all.
            if d == 5 {
                let here = s.game().clone();
                s.undo().unwrap();
                s.redo().unwrap();
                assert_eq!(s.game(), &here);
                let ids_here: Vec<_> = here
                    .state()
                    .order_of_battle()
                    .refs()
                    .map(|(_, k)| k.id())
                    .collect();
                let ids_now: Vec<_> = s
                    .game()
                    .state()
                    .order_of_battle()
                    .refs()
                    .map(|(_, k)| k.id())
                    .collect();
                assert_eq!(ids_here, ids_now);
            }
        }
    }
    // The whole game replayed from its log is the game played.
    let again = Session::from_data(s.data().clone()).unwrap();
    assert_eq!(again.game(), s.game());
    seen
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, .. ProptestConfig::default() })]

    #[test]
    fn the_board_keeps_true_through_random_turns(
        stacks in prop::collection::vec((0usize..4, 0usize..5, 0usize..2, 1u32..12), 4..16),
        reach in prop::collection::vec((0usize..4, 0usize..4), 0..6),
        rolls in prop::collection::vec(1u8..=6, 8..64),
    ) {
        play(&stacks, &reach, &rolls);
    }
}

/// The random turns above reach what they are meant to test: planned
/// attacks that change the board, and exchanges.
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
        let s = play(&stacks, &[(0, 1), (1, 2), (2, 3), (3, 0)], &rolls);
        seen.board_changes += s.board_changes;
        seen.exchanges += s.exchanges;
    }
    assert!(
        seen.board_changes > 20,
        "{} board changes",
        seen.board_changes
    );
    assert!(seen.exchanges > 3, "{} exchanges", seen.exchanges);
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
            Prompt::Ask(q) if q.text.contains("what was the combat result") => Input::Choice(
                rules
                    .combat_results
                    .iter()
                    .position(|c| c.exchange)
                    .unwrap(),
            ),
            Prompt::Ask(q) if q.text.contains("lose in the exchange") => {
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
