//! The app's keyboard shortcuts, named once: the keys they take
//! (`consume_shortcut`, so a shortcut's key reaches nothing else) and the
//! words the buttons' hints show (`format_shortcut`, "Ctrl+Z" or "⌘Z").

use egui::{Key, KeyboardShortcut, Modifiers};

/// Undo the last step (not while typing: the text field takes it).
pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
/// Redo an undone step.
pub const REDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
/// Redo, as other programs also spell it.
pub const REDO_SHIFT: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
/// Save under the game's name (or ask for one).
pub const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
/// Larger text.
pub const ZOOM_IN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Plus);
/// Larger text, on keyboards where + is shifted =.
pub const ZOOM_IN_EQUALS: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Equals);
/// Smaller text.
pub const ZOOM_OUT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Minus);

/// What the player pressed this frame, each shortcut's key consumed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pressed {
    pub undo: bool,
    pub redo: bool,
    pub save: bool,
    pub zoom_in: bool,
    pub zoom_out: bool,
}

/// Takes this frame's shortcuts; the game's (undo, redo, save) only when
/// `game_keys` (the play screen, nothing being typed), so a text field
/// keeps its own Ctrl+Z.
pub fn take(ctx: &egui::Context, game_keys: bool) -> Pressed {
    ctx.input_mut(|i| {
        let mut p = Pressed::default();
        if game_keys {
            // The shifted form first: Ctrl+Z would also match Ctrl+Shift+Z.
            p.redo = i.consume_shortcut(&REDO_SHIFT) | i.consume_shortcut(&REDO);
            p.undo = i.consume_shortcut(&UNDO);
            p.save = i.consume_shortcut(&SAVE);
        }
        p.zoom_in = i.consume_shortcut(&ZOOM_IN) | i.consume_shortcut(&ZOOM_IN_EQUALS);
        p.zoom_out = i.consume_shortcut(&ZOOM_OUT);
        p
    })
}

/// The hint for a button that a shortcut also presses: "Undo (Ctrl+Z)".
pub fn hint(ctx: &egui::Context, what: &str, shortcut: &KeyboardShortcut) -> String {
    format!("{what} ({})", ctx.format_shortcut(shortcut))
}

/// Keys that take a step of the game (Enter, the die faces and answer
/// numbers, R for a roll): the window takes one of them a frame, so a
/// second press in the same frame waits for the next instead of being
/// lost ([`one_step_a_frame`]).
fn takes_a_step(e: &egui::Event) -> bool {
    matches!(
        e,
        egui::Event::Key {
            key: Key::Enter
                | Key::Num0
                | Key::Num1
                | Key::Num2
                | Key::Num3
                | Key::Num4
                | Key::Num5
                | Key::Num6
                | Key::Num7
                | Key::Num8
                | Key::Num9
                | Key::R,
            pressed: true,
            ..
        }
    )
}

/// Keeps this frame's input to one step key: it and the events before
/// the next one stay; that one and everything after it go to `held`,
/// given back first next frame. Returns whether events are held.
pub fn one_step_a_frame(ctx: &egui::Context, held: &mut Vec<egui::Event>) -> bool {
    ctx.input_mut(|i| {
        let mut events = std::mem::take(held);
        events.append(&mut i.events);
        let mut seen = false;
        let second = events.iter().position(|e| {
            let step = takes_a_step(e);
            let again = step && seen;
            seen |= step;
            again
        });
        if let Some(k) = second {
            *held = events.split_off(k);
        }
        i.events = events;
    });
    !held.is_empty()
}

/// Where the frame's decision of who gets the keys is kept.
fn field_keys_id() -> egui::Id {
    egui::Id::unique("politburo-a-field-owns-the-keys")
}

/// Who gets this frame's keys, decided once before anything is drawn: a
/// text field that has the keyboard as the frame begins keeps Enter, the
/// digits, Space and Backspace for the whole frame — even after Enter
/// ends its input and gives the keyboard up while it is drawn (egui's
/// one-line field does), so the step drawn after it never takes them.
/// Called first thing in the window's frame.
pub fn begin_frame(ctx: &egui::Context) {
    let owned = ctx.text_edit_focused();
    ctx.data_mut(|d| d.insert_temp(field_keys_id(), owned));
}

/// Whether a text field owns this frame's keys: it had the keyboard when
/// the frame began ([`begin_frame`]) or has it now. The one rule every
/// key of the game asks.
pub fn field_owns_keys(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp::<bool>(field_keys_id()))
        .unwrap_or(false)
        || ctx.text_edit_focused()
}

/// Whether Enter and the answer keys may take the step: no text field
/// owns them, and no control has the keyboard (Tab put it there, and
/// Enter presses that control).
pub fn step_may_take(ctx: &egui::Context) -> bool {
    !field_owns_keys(ctx) && ctx.memory(|m| m.focused().is_none())
}
