#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The limits a session is held to, at and above each bound: a file over a
//! limit is refused at once with the limit named, and a step in play that
//! would take a session over one is refused, so the app never writes a
//! session it would not open. (How fast sessions at the bounds open is
//! held by `benches/engine.rs`, "session/open at the bounds".)

use politburo::rcw::planner::Strength;
use politburo::rcw::planner::{OrderOfBattle, Province, Stack, StackEdit, StackRef};
use politburo::rcw::{Action, ActionError, Edit, RcwRules, Seat, UnitColour};
use politburo::session::history::{BoardWork, MAX_ACTIONS, MAX_REPLAY_WORK};
use politburo::session::{ReplayError, Session, SessionData, StoreError, decode_session, encode};
use std::path::Path;
use std::time::Instant;

fn base() -> SessionData {
    let rules = RcwRules::builtin().unwrap();
    Session::new(politburo::session::generate::example_setup(), rules, 3)
        .unwrap()
        .data()
        .clone()
}

/// 1,000 plain stacks.
fn big_board() -> OrderOfBattle {
    OrderOfBattle::new(
        (0..40)
            .map(|i| {
                Province::new(
                    format!("P{i}"),
                    (0..25)
                        .map(|k| {
                            Stack::new(
                                Seat::new(k % 5).unwrap(),
                                UnitColour::ALL[k % 4],
                                Strength::new(9).unwrap(),
                            )
                        })
                        .collect(),
                )
            })
            .collect(),
    )
}

fn strength(k: usize) -> Action {
    Action::Edit(Edit::Stacks(StackEdit::Strength {
        stack: StackRef {
            province: k % 40,
            stack: 0,
        },
        strength: 1 + (k as u32 % 9),
    }))
}

#[test]
fn more_steps_than_the_limit_are_refused_as_the_file_is_read() {
    let mut d = base();
    d.actions = vec![Action::NextGameTurn; 3];
    d.cursor = 0;
    let text = encode(&d, None, Path::new("x.json")).unwrap();
    // The list is written out at the limit and one more, as a file would.
    let one = "\"NextGameTurn\"";
    let over = text.replacen(
        &format!("[\n      {one},\n      {one},\n      {one}\n    ]"),
        &format!("[{}]", vec![one; MAX_ACTIONS + 1].join(",")),
        1,
    );
    assert!(over.len() > text.len());
    let started = Instant::now();
    let e = decode_session(&over, Path::new("long.json")).unwrap_err();
    // The data does not fit, in the file named; the wording names the limit.
    let StoreError::Data { msg, path, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(path, Path::new("long.json"));
    assert!(
        msg.contains(&format!("more than {MAX_ACTIONS} steps")),
        "{e}"
    );
    eprintln!("refused in {:?}", started.elapsed());
}

/// A file of an older format (upgraded through a JSON tree) with more
/// steps than politburo opens is refused from a count of its steps,
/// before the tree is built (an autosave of millions of steps from an
/// older version froze the start screen for seconds).
#[test]
fn an_older_file_of_more_steps_than_the_limit_is_refused_before_it_is_upgraded() {
    let mut d = base();
    d.actions = vec![Action::NextGameTurn; 3];
    d.cursor = 0;
    let text = encode(&d, None, Path::new("x.json")).unwrap();
    let one = "\"NextGameTurn\"";
    let over = text
        .replacen(
            &format!("[\n      {one},\n      {one},\n      {one}\n    ]"),
            &format!("[{}]", vec![one; MAX_ACTIONS + 1].join(",")),
            1,
        )
        .replacen("\"format_version\": 8", "\"format_version\": 7", 1);
    assert!(over.contains("\"format_version\": 7"));
    let e = decode_session(&over, Path::new("old.json")).unwrap_err();
    // Refused as the upgrade's data, from format 7, in the file named; the
    // wording says why.
    let StoreError::MigratedData {
        from_version: 7,
        msg,
        path,
    } = &e
    else {
        panic!("{e:?}")
    };
    assert_eq!(path, Path::new("old.json"));
    assert!(
        msg.starts_with("the session has more steps than politburo opens"),
        "{e}"
    );
}

#[test]
fn too_much_board_work_is_refused_before_replaying_and_never_written_in_play() {
    let mut d = base();
    d.actions = vec![Action::Edit(Edit::OrderOfBattle(big_board()))];
    // Strength changes until the budget is just spent.
    while BoardWork::of(&d.actions).units + 1 + BoardWork::of(&d.actions).board as u64
        <= MAX_REPLAY_WORK
    {
        let k = d.actions.len();
        d.actions.push(strength(k));
    }
    d.cursor = d.actions.len();
    let at_bound = d.clone();
    // One more change of the board is over the budget: refused at once,
    // before anything is replayed.
    let mut over = d.clone();
    over.actions.push(strength(1));
    over.cursor += 1;
    // Weighed before anything is replayed (`TooMuchWork` comes from the
    // count of the steps, not from a replay): the board's weight named.
    let e = Session::from_data(over).unwrap_err();
    assert!(
        matches!(e, ReplayError::TooMuchWork { board: 1000, .. }),
        "{e:?}"
    );
    // At the bound it opens, and a further change of the board in play is
    // refused with what to do (a step that is not a board change is not).
    let mut s = Session::from_data(at_bound).unwrap();
    let cursor = s.cursor();
    let e = s.apply(strength(2)).unwrap_err();
    assert!(
        matches!(e, ActionError::BoardWorkFull { most } if most == MAX_REPLAY_WORK),
        "{e:?}"
    );
    assert_eq!(s.cursor(), cursor, "nothing changed");
    s.apply(Action::NextGameTurn).unwrap();
    // What is saved opens again.
    let again = Session::from_data(s.data().clone()).unwrap();
    assert_eq!(again.game(), s.game());
}

#[test]
fn board_work_weighs_board_changes_by_the_board_they_copy() {
    let mut w = BoardWork::default();
    w.add(&Action::NextGameTurn);
    assert_eq!(w, BoardWork { units: 1, board: 0 });
    w.add(&Action::Edit(Edit::OrderOfBattle(big_board())));
    assert_eq!(
        w,
        BoardWork {
            units: 1002,
            board: 1000
        }
    );
    // A change of one stack weighs the whole board; a stack removed is one
    // fewer on it, one added one more (and its leaders and label).
    w.add(&strength(0));
    assert_eq!(w.units, 1002 + 1001);
    w.add(&Action::Edit(Edit::Stacks(StackEdit::Remove {
        stack: StackRef {
            province: 0,
            stack: 0,
        },
    })));
    assert_eq!(
        w,
        BoardWork {
            units: 1002 + 1001 + 1000,
            board: 999
        }
    );
    let mut led = Stack::new(
        Seat::new(1).unwrap(),
        UnitColour::Red,
        Strength::new(3).unwrap(),
    );
    led.leaders = vec!["Makhno".to_string(), "Grigoriev".to_string()];
    led.label = Some("1st".to_string());
    w.add(&Action::Edit(Edit::Stacks(StackEdit::Add {
        province: "P0".to_string(),
        stack: led,
    })));
    assert_eq!(w.board, 999 + 4);
    // A board written anew weighs what it holds.
    w.add(&Action::Edit(Edit::OrderOfBattle(OrderOfBattle::default())));
    assert_eq!(w.board, 0);
}

/// A session at the most steps politburo opens takes no step more, and
/// says what to do (typed: the window and the terminal word it alike).
#[test]
fn a_session_at_the_most_steps_takes_no_more() {
    let mut d = base();
    // A step that can come any number of times: the game turn set.
    d.actions = vec![Action::Edit(Edit::Turn(2)); MAX_ACTIONS];
    d.cursor = d.actions.len();
    let mut s = Session::from_data(d).unwrap();
    let e = s.apply(Action::Edit(Edit::Turn(3))).unwrap_err();
    assert!(
        matches!(e, ActionError::SessionFull { most } if most == MAX_ACTIONS),
        "{e:?}"
    );
    assert_eq!(s.cursor(), MAX_ACTIONS, "nothing changed");
}
