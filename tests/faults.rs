#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Files, overrides and typed numbers that used to crash the app or lose a
//! game: each is refused with a message saying what and where.

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use politburo::rcw::edit::EditError;
use politburo::rcw::rules::{RulesDraft, RulesError, RulesProblem};
use politburo::rcw::{
    Action, ActionError, Edit, Game, PlayerNumberError, RcwRules, Seat, Setup, SetupError,
};
use politburo::session::{
    ReplayError, Session, SessionData, SessionStore, StoreError, StoredSession, decode,
    decode_session, encode,
};

mod common;
use common::temp_dir;
use politburo::ui::App;
use politburo::ui::saves::SavesDialog;
use std::path::{Path, PathBuf};

const BUILTIN: &str = politburo::rcw::rules::BUILTIN_RULES;

fn refused(edit: (&str, &str)) -> String {
    refusal(edit).to_string()
}

fn refusal(edit: (&str, &str)) -> RulesError {
    assert!(BUILTIN.contains(edit.0), "{} is not in the rules", edit.0);
    let text = BUILTIN.replacen(edit.0, edit.1, 1);
    RcwRules::parse(&text, "assets/rcw/rules.json").unwrap_err()
}

/// The number out of range a refusal names, as its check found it.
fn out_of_range(e: &RulesError) -> Option<(&str, i64)> {
    match e {
        RulesError::Invalid {
            problem: RulesProblem::OutOfRange { field, value, .. },
            ..
        } => Some((field.as_str(), *value)),
        _ => None,
    }
}

#[test]
fn a_rules_file_with_an_unknown_key_or_a_number_out_of_range_is_refused() {
    let e = refused(("\"purge\": true", "\"Purge\": true"));
    assert!(e.contains("unknown field `Purge`"), "{e}");
    let e = refusal(("\"vst_attacks\": 3", "\"vst_attacks\": 4294967295"));
    assert_eq!(
        out_of_range(&e),
        Some(("vst_attacks", 4_294_967_295)),
        "{e}"
    );
    // The one wording check of this refusal: what the player reads.
    assert!(
        e.to_string()
            .contains("vst_attacks: 4294967295 is outside 1..12"),
        "{e}"
    );
    let e = refusal(("\"committee_threshold\": 8", "\"committee_threshold\": 0"));
    assert_eq!(out_of_range(&e), Some(("committee_threshold", 0)), "{e}");
    let e = refusal(("\"attack\": 1", "\"attack\": -100"));
    assert_eq!(out_of_range(&e), Some(("pct.shifts.attack", -100)), "{e}");
    let e = refused((
        "\"spoils_order\": \"cyclic_from_phasing\"",
        "\"spoils_order\": \"backwards\"",
    ));
    assert!(e.contains("unknown variant `backwards`"), "{e}");
    assert!(e.starts_with("assets/rcw/rules.json"), "{e}");
}

fn session_text() -> String {
    let s = Session::new(Setup::seed_example(), RcwRules::builtin().unwrap(), 7).unwrap();
    encode(s.data(), None, Path::new("x.json")).unwrap()
}

#[test]
fn a_session_whose_stored_rules_fail_is_a_broken_file_not_a_crash() {
    // One byte: the stored PCT range becomes 2..1 (it used to panic in the
    // PCT clamp on Resume, Import and the recovery screen).
    let text = session_text();
    let bad = text.replacen("\"max\":7", "\"max\":1", 1);
    assert_ne!(bad, text);
    let e = decode_session(&bad, Path::new("autosave.json")).unwrap_err();
    assert!(e.is_broken_file());
    assert!(
        matches!(
            replay_error(&e),
            ReplayError::Rules(RulesError::Invalid {
                problem: RulesProblem::PctRange { min: 2, max: 1 },
                ..
            })
        ),
        "{e:?}"
    );
    // The one wording check of this refusal.
    assert!(
        e.to_string().contains("rules stored in it are not valid"),
        "{e}"
    );
    // A count used as a size.
    let bad = text.replacen("\"vst_attacks\": 3", "\"vst_attacks\": 4294967295", 1);
    let e = decode_session(&bad, Path::new("autosave.json")).unwrap_err();
    let ReplayError::Rules(rules) = replay_error(&e) else {
        panic!("{e:?}")
    };
    assert_eq!(out_of_range(rules), Some(("vst_attacks", 4_294_967_295)));
}

#[test]
fn rules_and_sessions_read_by_any_door_are_checked() {
    // The rules read by serde alone (not through `parse` or a session's
    // replay) pass the same check: no door makes unchecked rules.
    let bad = BUILTIN.replacen("\"max\": 7", "\"max\": 1", 1);
    assert_ne!(bad, BUILTIN);
    assert!(serde_json::from_str::<RcwRules>(&bad).is_err());
    assert!(serde_json::from_str::<RcwRules>(BUILTIN).is_ok());
    // Read as a draft, the same rules are refused by the check, typed.
    let draft: RulesDraft = serde_json::from_str(&bad).unwrap();
    assert!(matches!(
        draft.check("edited"),
        Err(RulesError::Invalid {
            problem: RulesProblem::PctRange { min: 2, max: 1 },
            ..
        })
    ));
    // A session file's data read whole is checked the same way.
    let text = session_text();
    let bad = text.replacen("\"max\":7", "\"max\":1", 1);
    assert_ne!(bad, text);
    let path = Path::new("autosave.json");
    assert!(decode::<SessionData>(&text, path).is_ok());
    let e = decode::<SessionData>(&bad, path).unwrap_err();
    assert!(e.is_broken_file(), "{e}");
    assert!(decode::<StoredSession>(&bad, path).is_ok());
}

#[test]
fn a_board_the_game_does_not_allow_is_refused_with_what_is_wrong() {
    use politburo::rcw::edit::BoardProblem;
    use politburo::rcw::planner::{OrderOfBattle, StackEdit, StackEditError, StackRef};
    let rules = RcwRules::builtin().unwrap();
    let mut game = Game::new(Setup::seed_example().validate(&rules).unwrap());
    let mut refused = |e: Edit| match game.apply(&rules, &Action::Edit(e)).unwrap_err() {
        ActionError::Edit(EditError::OrderOfBattle(p)) => p,
        other => panic!("{other:?}"),
    };
    // A stack of a sixth player at a table of five.
    let p = refused(Edit::OrderOfBattle(
        OrderOfBattle::parse("Perm: F Red 3").unwrap(),
    ));
    assert!(
        matches!(&p, BoardProblem::NoSuchPlayer { province, seat } if province == "Perm" && *seat == Seat::from_letter('F').unwrap()),
        "{p:?}"
    );
    // The one wording check of these refusals: the place and the player.
    assert_eq!(p.to_string(), "Perm: there is no player F at this table");
    let long = "N".repeat(41);
    let p = refused(Edit::OrderOfBattle(
        OrderOfBattle::parse(&format!("{long}: A Red 3")).unwrap(),
    ));
    assert_eq!(p, BoardProblem::ProvinceName(long));
    // A change of a stack the board does not have, and a special move
    // that is not a move.
    let none = StackRef {
        province: 5,
        stack: 0,
    };
    let p = refused(Edit::Stacks(StackEdit::Strength {
        stack: none,
        strength: 2,
    }));
    assert!(
        matches!(p, BoardProblem::Change(StackEditError::NoStack(r)) if r == none),
        "{p:?}"
    );
    let p = refused(Edit::SpecialMove(StackEdit::Strength {
        stack: none,
        strength: 2,
    }));
    assert_eq!(p, BoardProblem::SpecialMoveNotAMove);
}

#[test]
fn typed_numbers_are_checked_and_the_turn_cannot_wrap() {
    let rules = RcwRules::builtin().unwrap();
    let mut game = Game::new(Setup::seed_example().validate(&rules).unwrap());
    let b = Seat::from_letter('B').unwrap();
    let e = game
        .apply(
            &rules,
            &Action::Edit(Edit::Markers {
                seat: b,
                politburo: u32::MAX,
                assassins: 0,
            }),
        )
        .unwrap_err();
    assert!(
        matches!(&e, ActionError::Edit(EditError::State(s))
            if matches!(**s, SetupError::Player(p, PlayerNumberError::Markers(u32::MAX)) if p == b)),
        "{e:?}"
    );
    // The one wording check of this refusal: what to give.
    assert!(e.to_string().contains("give 0 to 99"), "{e}");
    let e = game
        .apply(&rules, &Action::Edit(Edit::Turn(u32::MAX)))
        .unwrap_err();
    assert!(
        matches!(&e, ActionError::Edit(EditError::State(s)) if matches!(**s, SetupError::Turn(u32::MAX))),
        "{e:?}"
    );
    game.apply(&rules, &Action::Edit(Edit::Turn(9_999)))
        .unwrap();
    let e = game.apply(&rules, &Action::NextGameTurn).unwrap_err();
    assert!(matches!(e, ActionError::PastLastTurn(9_999)), "{e:?}");
    assert_eq!(game.state().turn(), 9_999);
    let mut setup = Setup::seed_example();
    setup.players[1].name = "x".repeat(1_000_000);
    let e = setup.validate(&rules).unwrap_err();
    assert!(
        matches!(e, SetupError::Player(_, PlayerNumberError::Name(1_000_000))),
        "{e:?}"
    );
}

#[cfg(unix)]
#[test]
fn a_symlinked_lock_file_is_refused_and_the_window_does_not_autosave() {
    let dir = temp_dir("lock");
    let outside = dir.path().join("outside");
    std::fs::create_dir_all(&outside).unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    std::os::unix::fs::symlink(outside.join("planted"), data.join(".lock")).unwrap();
    let store = SessionStore::new(data.clone());
    let e = store.lock().unwrap_err();
    assert!(e.to_string().contains("not a plain file"), "{e}");
    assert!(!outside.join("planted").exists(), "nothing created outside");
    // The app says it does not autosave, and does not.
    let app = App::sealed(Some(SessionStore::new(data.clone()))).unwrap();
    let notice = app.notice().cloned().unwrap();
    assert!(notice.text.contains("does not autosave"), "{}", notice.text);
}

#[test]
fn ctrl_z_in_the_save_as_field_does_not_undo_a_game_step() {
    let dir = temp_dir("ctrlz");
    let app = App::sealed(Some(SessionStore::new(dir.path().to_path_buf()))).unwrap();
    let mut h = Harness::builder()
        .with_size([1280.0, 900.0])
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    h.run();
    for l in ["New game", "Start game", "Play B's turn"] {
        h.get_by_label(l).click();
        h.run();
    }
    let cursor = h.state().session().unwrap().cursor();
    assert!(cursor > 0);
    h.get_by_label("Save as…").click();
    h.run();
    h.get_by_label("Save name").focus();
    h.run();
    h.get_by_label("Save name").type_text("Kolchak");
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().session().unwrap().cursor(), cursor);
    // Outside a text field the shortcut still undoes.
    h.key_press(Key::Escape);
    h.run();
    // The first Escape left the name field; the second closes the dialog.
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().saves_dialog().is_none());
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().session().unwrap().cursor(), cursor - 1); // Redo as Ctrl+Shift+Z (the shifted form is not read as undo) and Ctrl+Y.
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    h.run();
    assert_eq!(h.state().session().unwrap().cursor(), cursor);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(h.state().session().unwrap().cursor(), cursor);
}

#[test]
fn a_data_folder_that_cannot_be_written_is_said_once_at_start() {
    let dir = temp_dir("file-in-place");
    let data = dir.path().join("data");
    std::fs::write(&data, "not a folder").unwrap();
    let app = App::sealed(Some(SessionStore::new(data.clone()))).unwrap();
    let notice = app.notice().cloned().unwrap();
    assert!(notice.error);
    assert!(notice.text.contains("does not autosave"), "{}", notice.text);
    assert_eq!(std::fs::read_to_string(&data).unwrap(), "not a folder");
    // A folder that can be written: no notice.
    let ok = dir.path().join("ok");
    let app = App::sealed(Some(SessionStore::new(ok.clone()))).unwrap();
    assert!(app.notice().is_none(), "{:?}", app.notice());
    assert!(!ok.join(".write-check").exists());
}

#[test]
fn save_as_over_an_existing_name_asks_first() {
    let dir = temp_dir("replace");
    let app = App::sealed(Some(SessionStore::new(dir.path().to_path_buf()))).unwrap();
    let mut h = Harness::builder()
        .with_size([1280.0, 900.0])
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    h.run();
    for l in ["New game", "Start game"] {
        h.get_by_label(l).click();
        h.run();
    }
    let save = |h: &mut Harness<'_, App>| {
        h.get_by_label("Save as…").click();
        h.run();
        h.state_mut().saves_mut().name = "Колчак".to_string();
        h.run();
        h.get_by_label("Save").click();
        h.run();
    };
    save(&mut h);
    let file = dir.path().join("saves").join("Колчак.json");
    let first = std::fs::read_to_string(&file).unwrap();
    // One step on, then Save as… the same name: asked, and "keep" keeps it.
    h.get_by_label("Play B's turn").click();
    h.run();
    save(&mut h);
    assert!(
        h.query_by_label_contains("already exists").is_some(),
        "the player is asked"
    );
    h.get_by_label("Keep it, choose another name").click();
    h.run();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), first);
    // Asked again, and Replace replaces.
    h.get_by_label("Save").click();
    h.run();
    h.get_by_label("Replace \"Колчак\"").click();
    h.run();
    assert_ne!(std::fs::read_to_string(&file).unwrap(), first);
}

#[test]
fn an_autosave_that_parses_but_does_not_replay_is_moved_aside_not_rotated_away() {
    let dir = temp_dir("no-replay");
    let store = SessionStore::new(dir.path().to_path_buf());
    std::fs::create_dir_all(dir.path()).unwrap();
    let bad = session_text().replacen("\"cursor\": 0", "\"cursor\": 5", 1);
    assert!(bad.contains("\"cursor\": 5"));
    std::fs::write(store.autosave_path(), &bad).unwrap();
    let good = Session::new(Setup::seed_example(), RcwRules::builtin().unwrap(), 9).unwrap();
    let w = politburo::session::writer::AutosaveWriter::new(store.clone());
    for _ in 0..3 {
        w.submit(good.data().clone());
        w.flush();
    }
    let reports = w.poll();
    let moved = reports
        .iter()
        .filter_map(|r| r.as_ref().ok().and_then(|r| r.moved_aside.as_ref()))
        .collect::<Vec<_>>();
    assert_eq!(moved.len(), 1, "{reports:?}");
    assert!(
        matches!(moved[0].reason, StoreError::DoesNotReplay { .. }),
        "{}",
        moved[0].reason
    );
    let aside = dir.path().join("autosave.broken-1.json");
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), bad);
    drop(w);
}

/// The first bot turn of the seed example, as a session file, with the
/// actions replaced by `edit`.
fn with_actions(edit: impl Fn(&mut Vec<serde_json::Value>)) -> Result<Session, StoreError> {
    let mut s = Session::new(Setup::seed_example(), RcwRules::builtin().unwrap(), 7).unwrap();
    s.apply(Action::StartBotTurn(Seat::from_letter('C').unwrap()))
        .unwrap();
    s.apply(Action::Input(politburo::rcw::Input::Ack)).unwrap();
    s.roll().unwrap();
    let mut doc: serde_json::Value =
        serde_json::from_str(&encode(s.data(), None, Path::new("x.json")).unwrap()).unwrap();
    let actions = doc["session"]["actions"].as_array_mut().unwrap();
    edit(actions);
    let n = actions.len();
    doc["session"]["cursor"] = n.into();
    decode_session(&doc.to_string(), Path::new("x.json"))
}

/// Why a session file does not replay, as the replay said it.
fn replay_error(e: &StoreError) -> &ReplayError {
    match e {
        StoreError::DoesNotReplay { source, .. } => source
            .downcast_ref::<ReplayError>()
            .unwrap_or_else(|| panic!("{e:?}")),
        _ => panic!("{e:?}"),
    }
}

#[test]
fn a_file_loads_only_if_every_action_would_be_accepted_live() {
    use politburo::rcw::step::Refused;
    use serde_json::json;
    assert!(with_actions(|_| {}).is_ok());
    for face in [0, 7, 255] {
        let e = with_actions(|a| a[2] = json!({"Input": {"Die": {"face": face, "by_hand": true}}}))
            .unwrap_err();
        assert!(
            matches!(replay_error(&e), ReplayError::Action { index: 2, error: ActionError::Refused(Refused::Face(f)) } if *f == face),
            "{e:?}"
        );
        // The one wording check of this refusal: the step and the face.
        let said = e.to_string();
        assert!(said.contains("action 2 of the log"), "{said}");
        assert!(
            said.contains(&format!("{face} is not one of them")),
            "{said}"
        );
    }
    let e = with_actions(|a| a[1] = json!({"Input": {"Choice": 0}})).unwrap_err();
    assert!(
        matches!(
            replay_error(&e),
            ReplayError::Action {
                index: 1,
                error: ActionError::Refused(Refused::NeedsAck)
            }
        ),
        "{e:?}"
    );
    let e = with_actions(|a| a[0] = json!({"StartBotTurn": "A"})).unwrap_err();
    assert!(
        matches!(replay_error(&e), ReplayError::Action { index: 0, error: ActionError::HumanSeat(s) } if s.letter() == 'A'),
        "{e:?}"
    );
    let e = with_actions(|a| a[0] = json!({"StartBotTurn": "F"})).unwrap_err();
    assert!(
        matches!(replay_error(&e), ReplayError::Action { index: 0, error: ActionError::NoSeat(s) } if s.letter() == 'F'),
        "{e:?}"
    );
    // 50 answers after a turn ended early.
    let e = with_actions(|a| {
        a.truncate(2);
        a.push(json!({"Input": {"Override": {"EndTurn": {"reason": "x"}}}}));
        a.extend(std::iter::repeat_n(json!({"Input": "Ack"}), 50));
    })
    .unwrap_err();
    assert!(
        matches!(
            replay_error(&e),
            ReplayError::Action {
                index: 3,
                error: ActionError::Refused(Refused::AfterTheEnd(50))
            }
        ),
        "{e:?}"
    );
}

#[test]
fn a_corrupt_settings_file_is_kept_aside_and_reported() {
    let dir = temp_dir("settings");
    std::fs::write(dir.path().join("settings.json"), "{ \"zoom\": 1.5, ").unwrap();
    let app = App::sealed(Some(SessionStore::new(dir.path().to_path_buf()))).unwrap();
    let n = app.notice().cloned().unwrap();
    assert!(n.text.contains("settings file does not read"), "{}", n.text);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("settings.broken-1.json")).unwrap(),
        "{ \"zoom\": 1.5, "
    );
    assert!((app.settings().zoom - 1.0).abs() < 1e-6);
}

/// SIGTERM (logout) right after a step: the queued autosave is on disk
/// before the process ends. The test runs itself again as a child process
/// that installs the app's signal handler, queues a long game and sends
/// itself SIGTERM.
#[cfg(unix)]
#[test]
fn sigterm_right_after_a_step_still_saves_it() {
    use politburo::session::writer::{AutosaveWriter, flush_on_signals};
    if let Some(dir) = std::env::var_os("POLITBURO_SIGNAL_CHILD") {
        let store = SessionStore::new(PathBuf::from(dir));
        let w = AutosaveWriter::new(store);
        let on_signal: politburo::session::writer::SignalFlush = Default::default();
        let _ = on_signal.set(w.flush_handle());
        flush_on_signals(on_signal, || ()).unwrap();
        let data = politburo::session::generate::generate(300, 5, true)
            .unwrap()
            .data()
            .clone();
        w.submit(data);
        std::process::Command::new("kill")
            .args(["-TERM", &std::process::id().to_string()])
            .status()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_secs(30));
        panic!("the signal did not end the process");
    }
    let dir = temp_dir("sigterm");
    let status = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "sigterm_right_after_a_step_still_saves_it",
            "--nocapture",
        ])
        .env("POLITBURO_SIGNAL_CHILD", dir.path())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(130), "ended by the handler");
    let expected = politburo::session::generate::generate(300, 5, true).unwrap();
    let store = SessionStore::new(dir.path().to_path_buf());
    let saved = politburo::session::files::load_autosave(&store)
        .unwrap()
        .session;
    assert_eq!(saved.data(), expected.data());
}

/// Opening "Evening" with a game in progress: saving the game in progress
/// under any spelling of "Evening" would replace the save being opened, so
/// it is refused however it is typed; another name keeps both.
#[test]
fn the_game_in_progress_is_never_saved_over_the_save_being_opened() {
    use politburo::ui::command::Command;
    let dir = temp_dir("second-spelling");
    let app = App::sealed(Some(SessionStore::new(dir.path().to_path_buf()))).unwrap();
    let mut h = Harness::builder()
        .with_size([1280.0, 900.0])
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    h.run();
    for l in ["New game", "Start game"] {
        h.get_by_label(l).click();
        h.run();
    }
    // "Evening" is saved elsewhere (by another window, or copied in):
    // the game in progress has no save of its own.
    SessionStore::new(dir.path().to_path_buf())
        .save_as("Evening", h.state().session().unwrap().data())
        .unwrap();
    let file = dir.path().join("saves").join("Evening.json");
    let evening = std::fs::read_to_string(&file).unwrap();
    h.get_by_label("Play B's turn").click();
    h.run();
    assert_eq!(h.state().save_name(), None);
    for spelling in ["Evening", "Evening.json", " Evening ", "Evening.JSON "] {
        h.state_mut().push(Command::OpenSave("Evening".to_string()));
        h.run();
        assert!(h.state().replacing().is_some());
        *h.state_mut().replacing_name_mut().unwrap() = spelling.to_string();
        h.run();
        assert!(
            h.state().resolves_to_opening(spelling, Some("Evening")),
            "{spelling:?} is named as the save being opened"
        );
        // Whatever sends the answer, it is refused and the save kept.
        h.state_mut()
            .push(Command::ReplaceAfterSaving(spelling.to_string()));
        h.run();
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            evening,
            "{spelling:?}"
        );
        assert!(!dir.path().join("saves").join("Evening.json.1").exists());
        let n = h.state().notice().cloned().unwrap();
        assert!(n.text.contains("is the save you are opening"), "{}", n.text);
        h.state_mut().push(Command::ReplaceCancel);
        h.run();
    }
    // A name of its own (a backup's name among them) keeps both.
    h.state_mut().push(Command::OpenSave("Evening".to_string()));
    h.run();
    h.state_mut()
        .push(Command::ReplaceAfterSaving("Evening.json.1".to_string()));
    h.run();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), evening);
    assert_eq!(h.state().save_name(), Some("Evening"));
    let kept = std::fs::read_dir(dir.path().join("saves"))
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("Evening.json.1")
        })
        .count();
    assert_eq!(kept, 1, "the game in progress is kept under its own name");
}

/// Every path that writes a named save checks the file a typed name
/// resolves to: restoring a version and importing a file (a file dropped
/// on the window is imported the same way) never write over "Evening"
/// whether it is typed Evening, Evening.json or " Evening "; a name of its
/// own (Evening.json.1, or evening where the file system keeps case) is a
/// save beside it. Save as asks before replacing for every spelling.
#[test]
fn every_spelling_of_a_saves_name_is_that_save_on_every_path() {
    use politburo::ui::command::Command;
    let dir = temp_dir("spellings");
    let store = SessionStore::new(dir.path().to_path_buf());
    let s = Session::new(Setup::seed_example(), RcwRules::builtin().unwrap(), 4).unwrap();
    let evening = store.save_as("Evening", s.data()).unwrap().path;
    let kept = std::fs::read(&evening).unwrap();
    let other = dir.path().join("elsewhere");
    std::fs::create_dir_all(&other).unwrap();
    let version = other.join("version.json");
    let t = Session::new(Setup::seed_example(), RcwRules::builtin().unwrap(), 5).unwrap();
    politburo::session::save_file(&version, t.data(), 0).unwrap();
    for spelling in ["Evening", "Evening.json", " Evening ", "Evening.JSON"] {
        let e = politburo::session::restore_version(&store, &version, spelling).unwrap_err();
        assert!(
            matches!(&e, StoreError::AlreadyExists { path } if path == &evening),
            "{spelling:?}: {e}"
        );
        assert_eq!(std::fs::read(&evening).unwrap(), kept, "{spelling:?}");
    }
    // A file called Evening.json imported (or dropped) comes in under a
    // name of its own, never over it.
    let same_name = other.join("Evening.json");
    std::fs::copy(&version, &same_name).unwrap();
    let name = politburo::session::import_session(&store, &same_name).unwrap();
    assert_eq!(name, "Evening 2");
    assert_eq!(std::fs::read(&evening).unwrap(), kept);
    // Names of their own are saves beside it, never over it.
    for own in ["Evening.json.1", "evening"] {
        if let Ok(name) = politburo::session::restore_version(&store, &version, own) {
            assert_ne!(store.save_path(&name).unwrap(), evening, "{own:?}");
        }
        assert_eq!(std::fs::read(&evening).unwrap(), kept, "{own:?}");
    }
    // Save as with every spelling asks before replacing.
    let app = App::sealed(Some(SessionStore::new(dir.path().to_path_buf()))).unwrap();
    let mut h = Harness::builder()
        .with_size([1280.0, 900.0])
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    h.run();
    for l in ["New game", "Start game"] {
        h.get_by_label(l).click();
        h.run();
    }
    for spelling in ["Evening", "Evening.json", " Evening "] {
        h.state_mut()
            .push(Command::Screen(politburo::ui::command::Screen::Play));
        h.get_by_label("Save as…").click();
        h.run();
        h.state_mut().saves_mut().name = spelling.to_string();
        h.run();
        h.key_press(Key::Enter);
        h.run();
        assert!(
            matches!(
                h.state().saves_dialog(),
                Some(SavesDialog::SaveAs {
                    confirm_replace: Some(_)
                })
            ),
            "{spelling:?}: asked before replacing"
        );
        assert_eq!(std::fs::read(&evening).unwrap(), kept, "{spelling:?}");
        h.key_press(Key::Escape);
        h.run();
    }
}
