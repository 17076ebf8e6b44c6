#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A fuzz of the window's input against the board: seeded random key
//! presses (Enter, Escape, Tab, the number keys, R, Backspace, Space),
//! text typed into whatever has the keyboard, clicks on the enabled
//! buttons and check boxes of every tab, at 1024 × 700 and at 150 %, on
//! the seed's game with the example map. After every frame:
//!
//! - the order of battle changed only with a step of the game (the
//!   session's steps changed, and the step logged what it did: a change,
//!   a board line or an override) — never by a key or a click alone;
//! - the board is the one the independent model of `board_model.rs`
//!   (tests/common/model.rs) makes of the steps taken: each step's answer
//!   changes the model as its topic says (a move as ordered, a loss shared
//!   stack by stack, a retreat, a correction, a stack added or split), an
//!   undo or redo gives back the model the fuzz kept for that step;
//! - every tenth frame, the game replayed from its steps is the game on
//!   screen (ids, strengths, the PCT, the question).
//!
//! Buttons that leave the game (the start screen, a new game, opening a
//! file or an example) are not pressed: the fuzz stays in one game. Its
//! seeds run in CI; a failure names the seed and the frame (`FUZZ_TRACE=1`
//! prints every frame's step).

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use politburo::rcw::planner::OrderOfBattle;
use politburo::rcw::step::{Input, Override, Prompt};
use politburo::rcw::{Action, Edit, LogKind};
use politburo::session::Session;
use politburo::ui::App;
use politburo::ui::command::{Command, PlayTab};
use std::collections::BTreeMap;

mod common;
use common::model::{Expect, Geography, Model, Orders, Sharing, answered, check_board};
use common::*;

/// The model at each step the session has been at (by its cursor): an undo
/// or a redo comes back to one of these.
type Models = BTreeMap<usize, (Model, Option<Sharing>, Orders)>;

/// The session at step `at` of its log (its board and question then).
fn at_step(s: &Session, at: usize) -> Session {
    let mut data = s.data().clone();
    data.cursor = at;
    Session::from_data(data).unwrap()
}

/// The model after `action`, taken at `prompt` on `board`, and what it
/// expects of the board next.
fn stepped(
    model: &mut Model,
    sharing: &mut Option<Sharing>,
    orders: &mut Orders,
    (board, map): (&OrderOfBattle, Option<&mut Geography>),
    prompt: Option<&Prompt>,
    action: &Action,
) -> Expect {
    let by_id = |e: &politburo::rcw::planner::StackEdit| {
        e.map(|r| board.stack(*r).map(|k| k.id()))
            .expect("an edit of a stack the board has")
    };
    let question = match prompt {
        Some(Prompt::Ask(q)) => Some(q),
        _ => None,
    };
    match action {
        Action::Input(Input::Choice(c)) => match question {
            Some(q) => answered(model, sharing, orders, q, *c, map),
            None => Expect::Exactly,
        },
        Action::Input(Input::Planned { choice, .. }) => {
            let expect = match question {
                Some(q) => answered(model, sharing, orders, q, *choice, map),
                None => Expect::Exactly,
            };
            orders.record(action);
            expect
        }
        Action::StartBotTurn(_) => {
            orders.record(action);
            Expect::Exactly
        }
        Action::Input(Input::Stacks(e))
        | Action::Input(Input::Override(Override::Edit {
            edit: Edit::Stacks(e) | Edit::SpecialMove(e),
            ..
        }))
        | Action::Edit(Edit::Stacks(e) | Edit::SpecialMove(e)) => model.correct(&by_id(e)),
        Action::Edit(Edit::OrderOfBattle(o))
        | Action::Input(Input::Override(Override::Edit {
            edit: Edit::OrderOfBattle(o),
            ..
        })) => {
            *model = Model::of(o);
            Expect::Exactly
        }
        Action::HumanAttack(h) => {
            let id = |r: &politburo::rcw::planner::StackRef| {
                board
                    .stack(*r)
                    .map(|k| k.id())
                    .expect("your attack's stacks are on the board")
            };
            orders.record_attack(h.attackers.iter().map(id).collect(), id(&h.target));
            Expect::Exactly
        }
        _ => Expect::Exactly,
    }
}

/// Checks the frame's steps against the model: new steps change it as the
/// model says, an undo or redo gives back the model kept for that step.
fn follow(models: &mut Models, s: &Session, before: &Session, seed: u64, frame: usize) -> usize {
    let (from, to) = (before.cursor(), s.cursor());
    let step = format!("seed {seed}, frame {frame}");
    let redone = to > from
        && before.data().actions.get(from..to) == s.data().actions.get(from..to)
        && models.contains_key(&to);
    if to <= from || redone {
        let (mut model, _, _) = models
            .get(&to)
            .cloned()
            .unwrap_or_else(|| panic!("{step}: back to step {to}, which the fuzz never saw"));
        check_board(
            &mut model,
            s.game().state().order_of_battle(),
            Expect::Exactly,
            &format!("{step} (undo or redo to {to})"),
        );
        return 0;
    }
    // A step taken anew: what could be redone is gone.
    models.retain(|k, _| *k <= from);
    let (mut model, mut sharing, mut orders) = models[&from].clone();
    for i in from..to {
        let then = if i == from {
            before.clone()
        } else {
            at_step(s, i)
        };
        let action = &s.data().actions[i];
        // The map the player gave the game at this step, as the test
        // reads it for itself.
        let state = then.game().state();
        let mut map = state
            .map()
            .map(|m| Geography::of(m).ticked(state.reach().pairs()));
        let expect = stepped(
            &mut model,
            &mut sharing,
            &mut orders,
            (then.game().state().order_of_battle(), map.as_mut()),
            then.game().prompt(),
            action,
        );
        let next = if i + 1 == to {
            s.game().state().order_of_battle().clone()
        } else {
            at_step(s, i + 1).game().state().order_of_battle().clone()
        };
        check_board(
            &mut model,
            &next,
            expect,
            &format!("{step}, step {i} ({action:?})"),
        );
        models.insert(i + 1, (model.clone(), sharing.clone(), orders.clone()));
    }
    to - from
}

/// The buttons the fuzz never presses: they leave this game or open the
/// system's file dialog.
const LEAVES: [&str; 6] = [
    "Start screen",
    "New game",
    "Open example",
    "Import",
    "Choose",
    "Read it",
];

const KEYS: [Key; 14] = [
    Key::Enter,
    Key::Enter,
    Key::Escape,
    Key::Tab,
    Key::Num0,
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num6,
    Key::R,
    Key::Backspace,
    Key::Space,
    Key::ArrowDown,
];

const TYPED: [&str; 6] = ["Perm", "3", "Kiev", "x", "Omsk>Kazan", "12"];

fn game(w: f32, ht: f32, zoom: f32) -> Harness<'static, App> {
    let mut h = Harness::builder()
        .with_size([w, ht])
        .with_pixels_per_point(zoom)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let map = politburo::rcw::map::file::EXAMPLE.parse().unwrap();
    for e in [
        Edit::Map(Some(Box::new(map))),
        Edit::OrderOfBattle(OrderOfBattle::parse(SEED_BOARD).unwrap()),
    ] {
        h.state_mut().push(Command::Apply(Action::Edit(e)));
        h.run();
    }
    h
}

/// The labels of the controls a click may press now.
fn pressable(h: &Harness<'_, App>) -> Vec<(Role, String)> {
    let mut out = Vec::new();
    for role in [Role::Button, Role::CheckBox] {
        for n in h.query_all_by_role(role) {
            let node = n.accesskit_node();
            let Some(label) = node.label() else { continue };
            if node.is_disabled() || LEAVES.iter().any(|l| label.contains(l)) {
                continue;
            }
            out.push((role, label));
        }
    }
    out
}

fn board_of(s: &Session) -> OrderOfBattle {
    s.game().state().order_of_battle().clone()
}

/// Plays `frames` frames; returns the steps checked against the model and
/// the game turn reached.
fn fuzz(seed: u64, frames: usize, w: f32, ht: f32, zoom: f32) -> (usize, u32) {
    let mut h = game(w, ht, zoom);
    let mut r = Lcg(seed);
    let mut models = Models::new();
    let mut checked = 0;
    if let Some(s) = h.state().session() {
        // The steps that made the game (an undo may go back to them).
        for k in 0..=s.cursor() {
            models.insert(
                k,
                (
                    Model::of(&board_of(&at_step(s, k))),
                    None,
                    Orders::of(&s.data().actions[..k]),
                ),
            );
        }
    }
    for frame in 0..frames {
        let session = h.state().session().cloned();
        let before = session
            .as_ref()
            .map(|s| (board_of(s), s.data().actions.len(), s.cursor()));
        // Mostly the turn's own keys on the Bot turn tab, as a player at
        // the table; now and then another tab, text, or any control.
        match r.next(20) {
            0..=7 => h.key_press(KEYS[r.next(KEYS.len() as u64) as usize]),
            8..=9 => {
                let t = TYPED[r.next(TYPED.len() as u64) as usize];
                h.event(egui::Event::Text(t.to_string()));
            }
            10 => {
                let tab = PlayTab::ALL[r.next(PlayTab::ALL.len() as u64) as usize];
                h.state_mut().push(Command::Tab(tab));
            }
            // Back to the Bot turn tab and on with the turn, as a player at
            // the table mostly does: Escape (out of any field), then a die's
            // key or Enter.
            11..=13 => {
                h.state_mut().push(Command::Tab(PlayTab::Wizard));
                h.run();
                h.key_press(Key::Escape);
                h.run();
                let rolling = h
                    .state()
                    .session()
                    .is_some_and(|s| matches!(s.game().prompt(), Some(Prompt::Roll(_))));
                if rolling && r.next(2) == 0 {
                    h.key_press(politburo::ui::wizard::DIE_KEYS[r.next(6) as usize]);
                } else {
                    h.key_press(Key::Enter);
                }
            }
            _ => {
                let controls = pressable(&h);
                if !controls.is_empty() {
                    let (role, label) = &controls[r.next(controls.len() as u64) as usize];
                    if let Some(n) = h.query_all_by_role_and_label(*role, label).next() {
                        n.click_accesskit();
                    }
                }
            }
        }
        h.run_steps(3);
        let Some(s) = h.state().session() else {
            panic!("seed {seed}, frame {frame}: the game was left");
        };
        if let Some((board, len, cursor)) = before {
            let now = board_of(s);
            if now != board {
                let stepped = s.data().actions.len() != len || s.cursor() != cursor;
                assert!(
                    stepped,
                    "seed {seed}, frame {frame}: the board changed with no step:\n{}\n→\n{}",
                    board.to_text(),
                    now.to_text()
                );
                // An undo or redo gives back a board the log had; a new
                // step logs what it did to it.
                if s.cursor() > cursor && s.data().actions.len() >= len {
                    let said = s.lines_since(cursor).iter().any(|l| {
                        matches!(
                            l.entry.kind,
                            LogKind::Board
                                | LogKind::Change
                                | LogKind::Override
                                | LogKind::Note
                                | LogKind::Edit
                        )
                    });
                    assert!(
                        said,
                        "seed {seed}, frame {frame}: a board change not logged: {:?}",
                        s.lines_since(cursor)
                            .iter()
                            .map(|l| (l.entry.kind, l.entry.text.to_string()))
                            .collect::<Vec<_>>()
                    );
                }
            }
        }
        if std::env::var("FUZZ_TRACE").is_ok() {
            eprintln!(
                "{frame}: stacks {} steps {} cursor {} prompt {:?} last {:?}",
                s.game().state().order_of_battle().stack_count(),
                s.data().actions.len(),
                s.cursor(),
                s.game()
                    .prompt()
                    .map(|p| format!("{p:?}").chars().take(60).collect::<String>()),
                s.data()
                    .actions
                    .last()
                    .map(|a| format!("{a:?}").chars().take(80).collect::<String>())
            );
        }
        if let Some(then) = &session {
            checked += follow(&mut models, s, then, seed, frame);
        }
        if frame + 1 == frames {
            eprintln!(
                "seed {seed}: {frames} frames, {checked} steps checked against the model, {} in the log, turn {}, {} stacks on the board",
                s.data().actions.len(),
                s.game().state().turn(),
                s.game().state().order_of_battle().stack_count()
            );
        }
        if frame % 10 == 9 {
            let again = Session::from_data(s.data().clone()).unwrap();
            assert_eq!(
                again.game(),
                s.game(),
                "seed {seed}, frame {frame}: the game replayed differs from the game on screen"
            );
        }
    }
    let turn = h.state().session().map_or(0, |s| s.game().state().turn());
    (checked, turn)
}

/// The fuzz plays the game on: whole game turns, dozens of steps a seed,
/// each checked against the model.
fn whole_turns(played: &[(usize, u32)]) {
    for (checked, _) in played {
        assert!(*checked >= 30, "only {checked} steps checked: {played:?}");
    }
    assert!(
        played.iter().any(|(_, turn)| *turn >= 2),
        "no game turn ended: {played:?}"
    );
}

#[test]
fn random_keys_text_and_clicks_at_1024_by_700_keep_the_board_to_its_steps() {
    let played: Vec<_> = [1, 2, 3, 4]
        .map(|seed| fuzz(seed, 500, 1024.0, 700.0, 1.0))
        .into();
    whole_turns(&played);
}

#[test]
fn random_keys_text_and_clicks_at_150_percent_keep_the_board_to_its_steps() {
    let played: Vec<_> = [11, 12]
        .map(|seed| fuzz(seed, 500, 683.0, 467.0, 1.5))
        .into();
    whole_turns(&played);
}
