#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The session log: undo/redo, replay, and the dice after an undo.

use politburo::rcw::step::{Input, Prompt};
use politburo::rcw::{Act, Action, RcwRules, Seat, Setup};
use politburo::session::history::Way;
use politburo::session::{Session, SessionData};
use proptest::prelude::*;

fn s(c: char) -> Seat {
    Seat::from_letter(c).unwrap()
}

fn new_session(seed: u64) -> Session {
    let mut setup = Setup::seed_example();
    for p in &mut setup.players {
        p.politburo = 2;
        p.assassins = 1;
    }
    Session::new(setup, RcwRules::builtin().unwrap(), seed).unwrap()
}

/// Answers whatever the turn waits on with the app's dice or the default.
fn step(session: &mut Session) {
    match session.game().prompt().cloned() {
        Some(Prompt::Roll(_)) => {
            session.roll().unwrap();
        }
        Some(Prompt::Ask(q)) => session
            .apply(Action::Input(Input::Choice(q.default.unwrap_or(0))))
            .unwrap(),
        Some(Prompt::Do(_)) => session.apply(Action::Input(Input::Ack)).unwrap(),
        None => {}
    }
}

fn replayed(session: &Session) -> Session {
    Session::from_data(session.data().clone()).unwrap()
}

#[test]
fn save_load_gives_the_same_state_and_log() {
    let mut session = new_session(7);
    session.apply(Action::StartBotTurn(s('B'))).unwrap();
    while session.game().in_turn() {
        step(&mut session);
    }
    session
        .apply(Action::Act(Act::Attack {
            by: s('A'),
            on: s('D'),
        }))
        .unwrap();
    let json = serde_json::to_string(session.data()).unwrap();
    let data: SessionData = serde_json::from_str(&json).unwrap();
    let back = Session::from_data(data).unwrap();
    assert_eq!(back.game(), session.game());
    assert_eq!(back.log(), session.log());
    assert_eq!(back.pct_history(), session.pct_history());
}

#[test]
fn undo_then_roll_gives_the_same_face_again() {
    let mut session = new_session(11);
    session.apply(Action::StartBotTurn(s('C'))).unwrap();
    step(&mut session); // random events done
    let face = session.roll().unwrap();
    let label = session.undo().unwrap().unwrap();
    assert_eq!(label.way, Way::Undo);
    assert!(
        label
            .what
            .starts_with("Strategy Determination Table: rolled"),
        "{label}"
    );
    // As the window shows it.
    assert!(label.to_string().starts_with("Undo: Strategy"), "{label}");
    assert_eq!(session.roll().unwrap(), face, "undo is not a re-roll");
}

#[test]
fn undo_label_says_what_it_undoes() {
    let mut session = new_session(3);
    session.apply(Action::StartBotTurn(s('C'))).unwrap();
    step(&mut session);
    session
        .apply(Action::Input(Input::Die {
            face: 2,
            by_hand: true,
        }))
        .unwrap();
    assert!(
        session
            .undo_label()
            .unwrap()
            .what
            .contains("rolled 2 (your die)")
    );
    session.undo().unwrap();
    assert!(session.can_redo());
    let redo = session.redo_label().unwrap();
    assert!(redo.way == Way::Redo && redo.what.contains("die roll 2"));
    session.redo().unwrap();
    assert_eq!(session.cursor(), session.len());
    // A new action after an undo drops the redo tail.
    session.undo().unwrap();
    session
        .apply(Action::Input(Input::Die {
            face: 5,
            by_hand: true,
        }))
        .unwrap();
    assert!(!session.can_redo());
}

#[test]
fn roll_back_to_the_start_of_a_turn() {
    let mut session = new_session(5);
    session.apply(Action::StartBotTurn(s('B'))).unwrap();
    while session.game().in_turn() {
        step(&mut session);
    }
    session.apply(Action::NextGameTurn).unwrap();
    let starts = session.turn_starts();
    assert_eq!(starts[0], (0, "Turn 1 · B's turn".to_string()));
    assert_eq!(starts[1].1, "Turn 2 begins");
    session.go_to(starts[0].0).unwrap();
    assert_eq!(session.cursor(), 0);
    assert_eq!(session.game().state().turn(), 1);
    assert!(session.can_redo());
}

#[derive(Debug, Clone)]
enum Op {
    Step,
    Undo,
    Redo,
    Start(usize),
    Attack(usize, usize),
    NextTurn,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        6 => Just(Op::Step),
        2 => Just(Op::Undo),
        1 => Just(Op::Redo),
        1 => (1usize..5).prop_map(Op::Start),
        1 => (0usize..5, 0usize..5).prop_map(|(a, b)| Op::Attack(a, b)),
        1 => Just(Op::NextTurn),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    /// Any mix of actions, undos and redos leaves the session equal to a
    /// replay of its log from scratch.
    #[test]
    fn undo_redo_stays_consistent_with_replay(seed in any::<u64>(), ops in prop::collection::vec(op(), 1..160)) {
        let mut session = new_session(seed);
        for o in ops {
            match o {
                Op::Step => step(&mut session),
                Op::Undo => { session.undo().unwrap(); }
                Op::Redo => { session.redo().unwrap(); }
                Op::Start(i) => { let _ = session.apply(Action::StartBotTurn(Seat::new(i).unwrap())); }
                Op::Attack(a, b) => { let _ = session.apply(Action::Act(Act::Attack { by: Seat::new(a).unwrap(), on: Seat::new(b).unwrap() })); }
                Op::NextTurn => { let _ = session.apply(Action::NextGameTurn); }
            }
            let again = replayed(&session);
            prop_assert_eq!(again.game(), session.game());
            prop_assert_eq!(again.log(), session.log());
            prop_assert_eq!(again.pct_history(), session.pct_history());
        }
    }
}

/// Undo and redo across a kept board (one every 200 steps) and right after
/// a step (the board before it is kept too): the log, the board and the
/// PCT's history are what a replay from scratch gives. Redoing onto the
/// step of a kept board once skipped the log lines of the step before it.
#[test]
fn undo_and_redo_across_a_kept_board_keep_the_log_whole() {
    let mut s = politburo::session::generate::generate(4, 3, false).unwrap();
    assert!(s.cursor() > 210, "{} steps", s.cursor());
    while s.cursor() > 199 {
        s.undo().unwrap();
    }
    for _ in 0..3 {
        s.redo().unwrap();
        let again = replayed(&s);
        assert_eq!(again.game(), s.game(), "at {}", s.cursor());
        assert_eq!(again.log(), s.log(), "at {}", s.cursor());
        assert_eq!(again.pct_history(), s.pct_history(), "at {}", s.cursor());
    }
    // A step, then its undo from the board kept before it, then its redo.
    step(&mut s);
    for _ in 0..2 {
        s.undo().unwrap();
        let again = replayed(&s);
        assert_eq!(again.log(), s.log(), "undo to {}", s.cursor());
        assert_eq!(again.game(), s.game());
    }
    s.redo().unwrap();
    s.redo().unwrap();
    let again = replayed(&s);
    assert_eq!(again.log(), s.log(), "redo to {}", s.cursor());
    assert_eq!(again.game(), s.game());
}
