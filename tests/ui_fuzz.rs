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
//! - every tenth frame, the game replayed from its steps is the game on
//!   screen (ids, strengths, the PCT, the question).
//!
//! Buttons that leave the game (the start screen, a new game, opening a
//! file or an example) are not pressed: the fuzz stays in one game. Its
//! seeds run in CI; a failure names the seed and the frame.

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use politburo::rcw::planner::OrderOfBattle;
use politburo::rcw::{Action, Edit, LogKind};
use politburo::session::Session;
use politburo::ui::App;
use politburo::ui::command::{Command, PlayTab};

mod common;
use common::*;

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

fn fuzz(seed: u64, frames: usize, w: f32, ht: f32, zoom: f32) {
    let mut h = game(w, ht, zoom);
    let mut r = Lcg(seed);
    for frame in 0..frames {
        let before = h
            .state()
            .session()
            .map(|s| (board_of(s), s.data().actions.len(), s.cursor()));
        // Mostly the turn's own keys on the Bot turn tab, as a player at
        // the table; now and then another tab, text, or any control.
        match r.next(20) {
            0..=9 => h.key_press(KEYS[r.next(KEYS.len() as u64) as usize]),
            10..=11 => {
                let t = TYPED[r.next(TYPED.len() as u64) as usize];
                h.event(egui::Event::Text(t.to_string()));
            }
            12 => {
                let tab = match r.next(2) {
                    0 => PlayTab::Wizard,
                    _ => PlayTab::ALL[r.next(PlayTab::ALL.len() as u64) as usize],
                };
                h.state_mut().push(Command::Tab(tab));
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
        if frame + 1 == frames {
            eprintln!(
                "seed {seed}: {frames} frames, {} steps taken, turn {}, {} stacks on the board",
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
}

#[test]
fn random_keys_text_and_clicks_at_1024_by_700_keep_the_board_to_its_steps() {
    for seed in [1, 2, 3, 4] {
        fuzz(seed, 250, 1024.0, 700.0, 1.0);
    }
}

#[test]
fn random_keys_text_and_clicks_at_150_percent_keep_the_board_to_its_steps() {
    for seed in [11, 12] {
        fuzz(seed, 250, 683.0, 467.0, 1.5);
    }
}
