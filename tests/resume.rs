#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Resume is the game you left, whatever happened to the autosave's
//! journal, and the start screen says which at once.

mod common;

use common::{app_in, click, click_button, harness, temp_dir};
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use politburo::session::generate::generate;
use politburo::session::history::{Change, SessionData};
use politburo::session::journal::change_line;
use politburo::session::writer::AutosaveWriter;
use politburo::session::{SessionStore, load_session};
use politburo::ui::command::{Command, Screen};

fn cut(d: &SessionData, n: usize) -> SessionData {
    let mut s = d.clone();
    s.actions.truncate(n);
    s.cursor = n;
    s
}

/// Save as "Evening one", play on into B's turn, open "Evening one"
/// (saving the game in progress beside it), close the window: the next
/// start resumes "Evening one", and says so.
#[test]
fn the_game_on_screen_when_the_window_closes_is_the_game_resumed() {
    let tmp = temp_dir("evening-one");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    click(&mut h, "New game");
    click(&mut h, "Start game");
    h.state_mut()
        .push(Command::SaveAs("Evening one".to_string()));
    h.run();
    let evening = h.state().session().unwrap().data().clone();
    click(&mut h, "My turn is done");
    click(&mut h, "Play B's turn");
    assert!(h.state().session().unwrap().game().in_turn());
    h.state_mut()
        .push(Command::OpenSave("Evening one".to_string()));
    h.run();
    click_button(&mut h, "Save it and go on");
    assert_eq!(h.state().save_name(), Some("Evening one"));
    assert_eq!(h.state().session().unwrap().data(), &evening);
    // The window closes (what eframe's on_exit does).
    h.state_mut().close();
    drop(h);

    let mut h = harness(app_in(dir));
    let label = h.state().resume_label().unwrap().to_string();
    assert!(label.contains("game turn 1"), "{label}");
    h.get_by_role_and_label(Role::Button, "Resume last session")
        .click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Play);
    let resumed = h.state().session().unwrap();
    assert_eq!(
        resumed.data().actions,
        evening.actions,
        "Evening one, not B's turn"
    );
    assert!(!resumed.game().in_turn());
}

/// An autosave of `base` steps and a journal of five more whose fifth
/// does not replay, as a window killed in an evening might leave with a
/// bug or a bad disk.
fn autosave_with_a_bad_fifth_step(dir: &std::path::Path) -> (SessionData, usize) {
    let full = generate(2, 5, false).unwrap().data().clone();
    let base = full.actions.len() - 5;
    let store = SessionStore::new(dir);
    let w = AutosaveWriter::new(store.clone());
    w.submit(cut(&full, base));
    drop(w);
    let mut text = std::fs::read_to_string(store.journal_path()).unwrap();
    for (seq, n) in (1..).zip(base..base + 4) {
        let c = Change {
            keep: n,
            push: vec![full.actions[n].clone()],
            cursor: n + 1,
        };
        text.push_str(&change_line(seq, &c).unwrap());
    }
    // An answer no step of the game takes.
    let bad = Change {
        keep: base + 4,
        push: vec![politburo::rcw::Action::Input(
            politburo::rcw::Input::Choice(99),
        )],
        cursor: base + 5,
    };
    text.push_str(&change_line(5, &bad).unwrap());
    std::fs::write(store.journal_path(), text).unwrap();
    (full, base)
}

#[test]
fn a_journal_that_does_not_replay_whole_is_said_kept_aside_and_the_game_goes_on() {
    let tmp = temp_dir("bad-journal");
    let dir = tmp.path();
    let (full, base) = autosave_with_a_bad_fifth_step(dir);
    let journal = std::fs::read(dir.join("autosave.journal")).unwrap();
    let mut h = harness(app_in(dir));
    h.get_by_role_and_label(Role::Button, "Resume last session")
        .click();
    h.run();
    let n = h.state().notice().unwrap().text.clone();
    assert!(
        n.contains("4 steps came back from the journal autosave.journal"),
        "{n}"
    );
    assert!(n.contains("line 6 does not replay"), "{n}");
    assert!(n.contains("autosave.broken-1.journal"), "{n}");
    assert_eq!(h.state().session().unwrap().data(), &cut(&full, base + 4));
    // Kept whole, byte for byte.
    assert_eq!(
        std::fs::read(dir.join("autosave.broken-1.journal")).unwrap(),
        journal
    );
    // The next step is kept, after the four that came back.
    let before = h.state().session().unwrap().len();
    h.state_mut().push(Command::Undo);
    h.run();
    h.state_mut().close();
    let kept = h.state().session().unwrap().data().clone();
    drop(h);
    assert_eq!(kept.cursor, before - 1);
    let again = load_session(&dir.join("autosave.json")).unwrap();
    assert_eq!(again.data(), &kept);
}

#[test]
fn a_journal_that_cannot_be_read_is_said_and_nothing_is_written_over_it() {
    let tmp = temp_dir("unreadable-journal");
    let dir = tmp.path();
    let (full, base) = autosave_with_a_bad_fifth_step(dir);
    std::fs::remove_file(dir.join("autosave.journal")).unwrap();
    std::fs::create_dir(dir.join("autosave.journal")).unwrap();
    std::fs::write(dir.join("autosave.journal").join("inside"), "kept").unwrap();
    let mut h = harness(app_in(dir));
    click_button(&mut h, "Resume last session");
    let n = h.state().notice().unwrap().text.clone();
    assert!(n.contains("not a plain file"), "{n}");
    assert_eq!(h.state().session().unwrap().data(), &cut(&full, base));
    let aside = dir.join("autosave.broken-1.journal");
    assert_eq!(
        std::fs::read_to_string(aside.join("inside")).unwrap(),
        "kept"
    );
    drop(h);
}

/// An autosave with no label (written before the label was): the start
/// screen is drawn at once and reads the label on a thread of its own.
#[test]
fn the_start_screen_reads_a_missing_label_off_its_thread() {
    let tmp = temp_dir("no-label");
    let dir = tmp.path();
    let store = SessionStore::new(dir);
    let game = generate(3, 5, false).unwrap().data().clone();
    store.autosave(&game).unwrap();
    assert!(!store.autosave_label_path().exists());
    let app = app_in(dir);
    // The window is built without decoding the game: it says it is reading.
    let first = app.resume_label().map(str::to_string);
    assert_eq!(
        first.as_deref(),
        Some("(reading which game the autosave holds…)")
    );
    let mut h = harness(app);
    for _ in 0..200 {
        h.run();
        if h.state().resume_label() != first.as_deref() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let label = h.state().resume_label().unwrap().to_string();
    assert!(label.contains("game turn 4"), "{label}");
    // Written beside the autosave for the next start.
    assert_eq!(
        std::fs::read_to_string(store.autosave_label_path()).unwrap(),
        label
    );
}

/// Two Enter presses in one frame are two steps, as a fast player's are.
#[test]
fn two_enter_presses_in_one_frame_are_two_steps() {
    let tmp = temp_dir("two-enters");
    let mut h = harness(app_in(tmp.path()));
    click(&mut h, "New game");
    click(&mut h, "Start game");
    assert_eq!(h.state().session().unwrap().cursor(), 0);
    // "My turn is done", then "Play B's turn": both Enter's answers,
    // pressed within one frame.
    for pressed in [true, false, true, false] {
        h.input_mut().events.push(egui::Event::Key {
            key: egui::Key::Enter,
            physical_key: None,
            pressed,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        });
    }
    h.run();
    let s = h.state().session().unwrap();
    assert_eq!(s.cursor(), 2, "{:?}", &s.data().actions);
    assert!(s.game().in_turn());
}
