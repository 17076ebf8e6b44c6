#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A focused text field owns its keys, on every tab and every screen: each
//! text field the window shows is found by its accessible role, given the
//! keyboard, and typed into with the keys that take steps elsewhere
//! (digits, Space, Backspace, R, text): nothing of the game changes. Enter
//! in a field does what its own form does (the new-province box carries
//! out its Move) and never answers the step behind it: whatever it did is
//! a correction of the board or the players, never an answer, a roll or a
//! turn begun or ended.
//!
//! The turn is paused at a question (B's turn, at the strategy roll) and
//! at the stack editor (your turn), where Enter and the number keys mean
//! the most.

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use politburo::rcw::Action;
use politburo::ui::App;
use politburo::ui::command::{Command, PlayTab, Screen};

mod common;
use common::*;

/// The game's steps and board, to compare before and after the keys.
fn state(h: &Harness<'_, App>) -> (usize, usize, String) {
    let s = h.state().session().unwrap();
    (
        s.data().actions.len(),
        s.cursor(),
        s.game().state().order_of_battle().to_text(),
    )
}

/// Types into every text field shown now, one after the other; returns how
/// many there were. `place` names where the window is, for the message.
fn type_into_every_field(h: &mut Harness<'_, App>, place: &str) -> usize {
    let count = |h: &Harness<'_, App>| {
        h.query_all_by_role(Role::TextInput).count()
            + h.query_all_by_role(Role::MultilineTextInput).count()
    };
    let n = count(h);
    for i in 0..n {
        let before = state(h);
        let mut fields: Vec<_> = h
            .query_all_by_role(Role::TextInput)
            .chain(h.query_all_by_role(Role::MultilineTextInput))
            .collect();
        if i >= fields.len() {
            break;
        }
        let field = fields.swap_remove(i);
        if field.accesskit_node().is_disabled() {
            continue;
        }
        let label = field.accesskit_node().label().unwrap_or_default();
        field.focus();
        h.run();
        for key in [Key::Num1, Key::Num3, Key::Space, Key::R, Key::Backspace] {
            h.key_press(key);
            h.run();
        }
        h.event(egui::Event::Text("3".to_string()));
        h.run();
        assert_eq!(
            state(h),
            before,
            "{place}: keys typed into the field \"{label}\" changed the game"
        );
        h.key_press(Key::Enter);
        h.run();
        let s = h.state().session().unwrap();
        let done: Vec<Action> = s.data().actions[before.1..s.cursor()].to_vec();
        assert!(
            done.iter().all(|a| matches!(a, Action::Edit(_))),
            "{place}: Enter in the field \"{label}\" took a step: {done:?}"
        );
        // What the field's own form did is taken back, for the next field.
        for _ in &done {
            h.state_mut().push(Command::Undo);
            h.run();
        }
        // Out of the field again, for the next.
        h.key_press(Key::Escape);
        h.run();
        assert_eq!(h.state().screen(), Screen::Play, "{place}: left the game");
    }
    n
}

#[test]
fn every_text_field_of_every_tab_owns_its_keys() {
    let mut h = harness(App::sealed(None).unwrap());
    // A new game with a board, the stack editor open at a stack.
    open_stack_editor(&mut h);
    let mut fields = 0;
    // Your own turn first (the stack editor is on the Your turn tab), then
    // B's turn paused at its first question or roll.
    for stage in ["your turn", "B's turn"] {
        for tab in PlayTab::ALL {
            h.state_mut().push(Command::Tab(tab));
            h.run();
            fields += type_into_every_field(&mut h, &format!("{stage}, {} tab", tab.label()));
        }
        if stage == "your turn" {
            h.state_mut().push(Command::Tab(PlayTab::Wizard));
            h.run();
            click(&mut h, "My turn is done");
            click(&mut h, "Play B's turn");
            assert!(
                h.state().session().unwrap().game().prompt().is_some(),
                "B's turn waits on a step"
            );
        }
    }
    assert!(fields >= 8, "only {fields} text fields found");
}

/// Types a digit and Enter into every text field of the screen shown;
/// the window stays on `screen`.
fn enter_in_every_field_stays_on(h: &mut Harness<'_, App>, screen: Screen) -> usize {
    let n = h.query_all_by_role(Role::TextInput).count();
    for i in 0..n {
        let field = h.query_all_by_role(Role::TextInput).nth(i).unwrap();
        field.focus();
        h.run();
        h.event(egui::Event::Text("7".to_string()));
        h.key_press(Key::Enter);
        h.run();
        assert_eq!(
            h.state().screen(),
            screen,
            "Enter in a field left {screen:?}"
        );
        h.key_press(Key::Escape);
        h.run();
    }
    n
}

#[test]
fn the_start_and_setup_screens_fields_own_their_keys() {
    let mut h = harness(App::sealed(None).unwrap());
    h.run();
    enter_in_every_field_stays_on(&mut h, Screen::Start);
    click(&mut h, "New game");
    assert!(enter_in_every_field_stays_on(&mut h, Screen::Setup) > 0);
}
