#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Nothing lost, nothing wrong in the window: a modal dialog takes the
//! keyboard, drawing never edits the game, the save being opened is never
//! written over, and a newer politburo's autosave is left alone.

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use politburo::rcw::planner::Strength;
use politburo::rcw::{Leader, Setup, rules::RcwRules};
use politburo::session::{Session, SessionStore};
use politburo::ui::App;
use politburo::ui::command::{Command, PlayTab, Screen};
use politburo::ui::saves::SavesDialog;

mod common;
use common::*;

const TABS: [PlayTab; 6] = [
    PlayTab::Wizard,
    PlayTab::Table,
    PlayTab::Players,
    PlayTab::Human,
    PlayTab::Log,
    PlayTab::Rules,
];

fn cursor(h: &Harness<'_, App>) -> usize {
    h.state().session().unwrap().cursor()
}

#[test]
fn enter_with_the_game_in_progress_dialog_open_changes_nothing_behind() {
    let tmp = temp_dir("modal");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    start_past_your_turn(&mut h);
    let before = cursor(&h);
    let data = h.state().session().unwrap().data().clone();
    click(&mut h, "Start screen");
    click(&mut h, "Open example: A game in mid-turn 3");
    assert!(h.state().replacing().is_some());
    h.state_mut().push(Command::Screen(Screen::Play));
    h.run();
    for key in [Key::Space, Key::Num4, Key::R, Key::Num1] {
        h.key_press(key);
        h.run();
    }
    assert_eq!(cursor(&h), before, "no step was taken behind the dialog");
    assert_eq!(h.state().session().unwrap().data(), &data);
    assert!(
        h.state().replacing().is_some(),
        "the dialog is still asking"
    );
    // Enter answers the dialog, not the step behind it: with no name
    // typed to save the game under, its safe answer is Cancel.
    h.key_press(Key::Enter);
    h.run();
    assert!(h.state().replacing().is_none());
    assert_eq!(cursor(&h), before, "no step was taken behind the dialog");
    assert_eq!(h.state().session().unwrap().data(), &data);
    // Escape closes it as Cancel too.
    click(&mut h, "Start screen");
    click(&mut h, "Open example: A game in mid-turn 3");
    assert!(h.state().replacing().is_some());
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().replacing().is_none());
    assert_eq!(cursor(&h), before);
}

/// A game with every number at the rules' limit, and one above the
/// players tab's old cap of 20.
fn setup_at_limits() -> Setup {
    let mut setup = Setup::seed_example();
    setup.turn = politburo::rcw::rules::MAX_TURN;
    for (i, p) in setup.players.iter_mut().enumerate() {
        p.politburo = if i == 1 {
            25
        } else {
            politburo::rcw::bounds::MAX_MARKERS
        };
        p.assassins = politburo::rcw::bounds::MAX_MARKERS;
        p.leaders = vec![Leader {
            name: format!("Leader {i}"),
            level: *Leader::LEVELS.end(),
            strength: politburo::rcw::bounds::MAX_STRENGTH,
        }];
    }
    setup
}

#[test]
fn drawing_every_tab_at_the_limits_adds_no_action() {
    let mut app = App::sealed(None).unwrap();
    app.push(Command::StartGame(setup_at_limits()));
    app.apply_commands();
    assert_eq!(app.screen(), Screen::Play);
    let data = app.session().unwrap().data().clone();
    let mut h = harness(app);
    for size in [[1280.0, 900.0], [1024.0, 700.0]] {
        h.set_size(size.into());
        for tab in TABS {
            h.state_mut().push(Command::Tab(tab));
            h.run();
            h.run();
            assert_eq!(
                h.state().session().unwrap().data(),
                &data,
                "drawing {tab:?} changed the game"
            );
        }
    }
    // The values are shown as they are, not clamped.
    h.state_mut().push(Command::Tab(PlayTab::Players));
    h.run();
    assert!(h.query_all_by_value("99").count() >= 4);
    assert!(h.query_all_by_value("25").count() >= 1);
    assert!(h.query_all_by_label_contains("999").count() >= 1);
}

#[test]
fn the_setup_form_takes_the_rules_limits() {
    let mut h = harness(App::sealed(None).unwrap());
    click(&mut h, "New game");
    let setup = &mut h.state_mut().setup_form_mut().setup;
    setup.turn = politburo::rcw::rules::MAX_TURN;
    for p in &mut setup.players {
        p.politburo = politburo::rcw::bounds::MAX_MARKERS;
        p.assassins = politburo::rcw::bounds::MAX_MARKERS;
    }
    let want = setup.clone();
    h.run();
    h.run();
    assert_eq!(
        h.state().setup_form().setup,
        want,
        "drawing the form kept every value"
    );
    click(&mut h, "Start game");
    assert_eq!(h.state().screen(), Screen::Play);
    let g = h.state().session().unwrap().game().state();
    assert_eq!(g.turn(), politburo::rcw::rules::MAX_TURN);
}

#[test]
fn opening_the_save_this_game_came_from_keeps_both() {
    let tmp = temp_dir("same-game");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    click(&mut h, "New game");
    click(&mut h, "Start game");
    h.state_mut().push(politburo::ui::command::Command::SaveAs(
        "Evening one".to_string(),
    ));
    h.run();
    let saved = dir.join("saves/Evening one.json");
    let first = std::fs::read(&saved).unwrap();
    click(&mut h, "My turn is done");
    let further = h.state().session().unwrap().data().clone();
    h.state_mut()
        .push(politburo::ui::command::Command::OpenSave(
            "Evening one".to_string(),
        ));
    h.run();
    h.run();
    assert!(h.state().replacing().is_some());
    // Never the name of the file being opened.
    let proposed = h.state().replacing().unwrap().name.clone();
    assert!(
        proposed.starts_with("Evening one (turn 1, "),
        "proposed {proposed:?}"
    );
    assert!(
        h.query_by_label_contains("the save this game came from")
            .is_some()
    );
    // Typing the opened file's name cannot save over it.
    *h.state_mut().replacing_name_mut().unwrap() = "Evening one".to_string();
    h.run();
    assert!(
        h.query_by_label_contains("That is the save you are opening")
            .is_some()
    );
    h.get_by_role_and_label(Role::Button, "Save it and go on")
        .click();
    h.run();
    assert!(h.state().replacing().is_some(), "nothing happened");
    assert_eq!(std::fs::read(&saved).unwrap(), first);
    // The proposed name keeps both.
    *h.state_mut().replacing_name_mut().unwrap() = proposed.clone();
    h.run();
    click_button(&mut h, "Save it and go on");
    assert_eq!(
        std::fs::read(&saved).unwrap(),
        first,
        "the opened save is untouched"
    );
    let kept =
        politburo::session::load_session(&dir.join(format!("saves/{proposed}.json"))).unwrap();
    assert_eq!(kept.data().actions, further.actions);
    // And the opened game is the one saved first.
    assert_eq!(h.state().save_name(), Some("Evening one"));
    assert_eq!(cursor(&h), 0);
}

#[test]
fn saving_the_game_in_progress_over_another_save_asks_first() {
    let tmp = temp_dir("replace-asks");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    click(&mut h, "New game");
    click(&mut h, "Start game");
    for name in ["Other game", "Evening two"] {
        h.state_mut()
            .push(politburo::ui::command::Command::SaveAs(name.to_string()));
        h.run();
    }
    let other = dir.join("saves/Other game.json");
    let before = std::fs::read(&other).unwrap();
    click(&mut h, "My turn is done");
    h.state_mut()
        .push(politburo::ui::command::Command::OpenSave(
            "Evening two".to_string(),
        ));
    h.run();
    *h.state_mut().replacing_name_mut().unwrap() = "Other game".to_string();
    h.run();
    // Enter is "Save it and go on" (the safe answer), and says so.
    assert!(
        h.query_by_label_contains("Enter: Save it and go on")
            .is_some()
    );
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(
        std::fs::read(&other).unwrap(),
        before,
        "not replaced unasked"
    );
    assert!(h.query_by_label_contains("already exists").is_some());
    // Asked about the taken name, Enter chooses another: nothing replaced.
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(h.query_by_label_contains("already exists").is_none());
    assert_eq!(std::fs::read(&other).unwrap(), before);
    assert!(h.state().replacing().is_some());
    click_button(&mut h, "Save it and go on");
    assert!(h.query_by_label_contains("already exists").is_some());
    click_button(&mut h, "Replace \"Other game\" and go on");
    assert_ne!(std::fs::read(&other).unwrap(), before);
    assert_eq!(h.state().save_name(), Some("Evening two"));
}

#[test]
fn a_newer_politburos_autosave_is_left_alone_until_the_player_chooses() {
    let tmp = temp_dir("newer-autosave");
    let dir = tmp.path();
    let newer = br#"{"format_version": 999, "kind": "politburo-session", "session": {}}"#;
    std::fs::write(dir.join("autosave.json"), newer).unwrap();
    let mut h = harness(app_in(dir));
    assert!(h.state().newer_autosave().is_some());
    click(&mut h, "New game");
    click(&mut h, "Start game");
    click(&mut h, "My turn is done");
    h.state_mut().flush_saves();
    assert_eq!(std::fs::read(dir.join("autosave.json")).unwrap(), newer);
    assert!(!dir.join("autosave.broken-1.json").exists());
    assert!(h.query_by_label("Not autosaving").is_some());
    click_button(
        &mut h,
        "Keep it aside as autosave.newer-N.json and autosave here",
    );
    h.state_mut().flush_saves();
    assert_eq!(
        std::fs::read(dir.join("autosave.newer-1.json")).unwrap(),
        newer
    );
    let resumed = politburo::session::load_session(&dir.join("autosave.json")).unwrap();
    assert_eq!(resumed.cursor(), cursor(&h));
}

/// A session at every bound a file may hold: six players with the most
/// leaders and the longest names, the largest order of battle, overrides
/// with the longest reasons. It saves, loads and draws every tab.
#[test]
fn a_session_at_every_bound_opens_and_draws_every_tab() {
    use politburo::rcw::bounds::{MAX_LEADERS, MAX_NAME, MAX_REASON, MAX_STACKS};
    use politburo::rcw::planner::{OrderOfBattle, Province, Stack};
    use politburo::rcw::{Action, Edit, Input, Override, PlayerColour, Seat, UnitColour};
    let tmp = temp_dir("bounds");
    let dir = tmp.path();
    let name = |i: usize| format!("{i:0>width$}", width = MAX_NAME);
    let mut setup = Setup::new(&[PlayerColour::Red; 6]);
    for (s, p) in setup.players.iter_mut().enumerate() {
        p.name = name(s);
        p.politburo = politburo::rcw::bounds::MAX_MARKERS;
        p.assassins = politburo::rcw::bounds::MAX_MARKERS;
        p.units = UnitColour::ALL.to_vec();
        p.leaders = (0..MAX_LEADERS)
            .map(|i| Leader {
                name: name(i),
                level: 3,
                strength: politburo::rcw::bounds::MAX_STRENGTH,
            })
            .collect();
    }
    setup.turn = politburo::rcw::rules::MAX_TURN;
    let mut s = Session::new(setup, RcwRules::builtin().unwrap(), 7).unwrap();
    let per = 25;
    let oob = OrderOfBattle::new(
        (0..MAX_STACKS / per)
            .map(|i| {
                Province::new(
                    name(i),
                    (0..per)
                        .map(|k| {
                            let mut st = Stack::new(
                                Seat::new(k % 6).unwrap(),
                                UnitColour::ALL[k % 4],
                                Strength::new(politburo::rcw::bounds::MAX_STRENGTH).unwrap(),
                            );
                            st.label = Some(name(k));
                            st.leaders = (0..MAX_LEADERS).map(name).collect();
                            st
                        })
                        .collect(),
                )
            })
            .collect(),
    );
    s.apply(Action::Edit(Edit::OrderOfBattle(oob))).unwrap();
    s.apply(Action::StartBotTurn(Seat::new(1).unwrap()))
        .unwrap();
    let reason = "r".repeat(MAX_REASON);
    for i in 0..12u32 {
        s.apply(Action::Input(Input::Override(Override::Edit {
            edit: Edit::Markers {
                seat: Seat::new(1).unwrap(),
                politburo: i % 99,
                assassins: 1,
            },
            reason: reason.clone(),
        })))
        .unwrap();
    }
    // One character more is refused, as a file holding it would be.
    assert!(
        s.apply(Action::Input(Input::Override(Override::Edit {
            edit: Edit::Turn(1),
            reason: "r".repeat(MAX_REASON + 1),
        })))
        .is_err()
    );
    let store = SessionStore::new(dir.to_path_buf());
    store.save_as("at the bounds", s.data()).unwrap();
    let mut app = App::sealed(Some(store)).unwrap();
    app.push(Command::OpenSave("at the bounds".to_string()));
    app.apply_commands();
    assert_eq!(app.screen(), Screen::Play);
    let mut h = harness(app);
    for tab in TABS {
        h.state_mut().push(Command::Tab(tab));
        h.run();
    }
    assert_eq!(h.state().session().unwrap().data(), s.data());
}

/// A file as the window system hands it over on a drop.
#[derive(Debug)]
struct Dropped(std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

fn drop_file(h: &mut Harness<'_, App>, path: &std::path::Path) {
    h.input_mut()
        .dropped_files
        .push(std::sync::Arc::new(Dropped(path.to_path_buf())));
    h.run();
}

fn save_names(dir: &std::path::Path) -> Vec<String> {
    politburo::session::save_list(&SessionStore::new(dir.to_path_buf()))
        .into_iter()
        .map(|(name, _, _)| name)
        .collect()
}

#[test]
fn a_file_dropped_on_the_window_is_imported_and_the_game_stays() {
    let tmp = temp_dir("drop");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    start_past_your_turn(&mut h);
    let before = cursor(&h);
    let data = h.state().session().unwrap().data().clone();
    let example = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/mid-turn-3.json");
    let original = std::fs::read(&example).unwrap();
    drop_file(&mut h, &example);
    let notice = h.state().notice().cloned().unwrap();
    assert!(!notice.error, "{}", notice.text);
    assert!(notice.text.contains("Imported"), "{}", notice.text);
    assert_eq!(save_names(dir), vec!["mid-turn-3".to_string()]);
    assert_eq!(
        std::fs::read(&example).unwrap(),
        original,
        "the dropped file is only read"
    );
    assert_eq!(
        cursor(&h),
        before,
        "importing does not open the file over the game"
    );
    assert_eq!(h.state().session().unwrap().data(), &data);
    // Dropped again: a name of its own, the first import untouched.
    let first = std::fs::read(dir.join("saves/mid-turn-3.json")).unwrap();
    drop_file(&mut h, &example);
    let notice = h.state().notice().cloned().unwrap();
    assert!(
        notice.text.contains("as \"mid-turn-3 2\""),
        "{}",
        notice.text
    );
    assert_eq!(
        save_names(dir),
        vec!["mid-turn-3".to_string(), "mid-turn-3 2".to_string()]
    );
    assert_eq!(
        std::fs::read(dir.join("saves/mid-turn-3.json")).unwrap(),
        first
    );
    std::fs::remove_file(dir.join("saves/mid-turn-3 2.json")).unwrap();

    // A file that is not a session: said, and nothing is added.
    let junk = dir.join("notes.json");
    std::fs::write(&junk, "{ this is not a session").unwrap();
    drop_file(&mut h, &junk);
    let notice = h.state().notice().cloned().unwrap();
    assert!(notice.error, "{}", notice.text);
    assert!(notice.text.starts_with("Not imported"), "{}", notice.text);
    assert_eq!(save_names(dir), vec!["mid-turn-3".to_string()]);
    assert_eq!(
        std::fs::read_to_string(&junk).unwrap(),
        "{ this is not a session"
    );
}

#[test]
fn the_saves_window_offers_the_file_dialog_and_a_typed_path() {
    let tmp = temp_dir("import-typed");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    assert!(h.query_by_label("Choose a file…").is_some());
    let example =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/seed-example-turn-1.json");
    h.state_mut().saves_mut().import_path = example.display().to_string();
    h.run();
    click(&mut h, "Import");
    assert_eq!(save_names(dir), vec!["seed-example-turn-1".to_string()]);
    // Enter in the path field imports too.
    let mid = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/mid-turn-3.json");
    h.state_mut().saves_mut().import_path = mid.display().to_string();
    h.run();
    h.get_by_label("Import a session file:").click();
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(
        save_names(dir),
        vec!["mid-turn-3".to_string(), "seed-example-turn-1".to_string()]
    );
}

/// Save as… and its "Replace?" prompt are modal: Enter answers the
/// dialog's own default and Escape closes it, and neither takes a step in
/// the game behind it.
#[test]
fn save_as_and_its_replace_prompt_take_the_keyboard() {
    let tmp = temp_dir("save-as-modal");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    start_past_your_turn(&mut h);
    let before = cursor(&h);
    let data = h.state().session().unwrap().data().clone();
    let unchanged = |h: &Harness<'_, App>, when: &str| {
        assert_eq!(cursor(h), before, "no step behind the dialog ({when})");
        assert_eq!(h.state().session().unwrap().data(), &data, "{when}");
    };
    // Opened by the button; Enter with no name does nothing at all.
    click(&mut h, "Save as…");
    assert!(h.state().modal_open());
    h.key_press(Key::Enter);
    h.run();
    unchanged(&h, "Enter, no name");
    assert!(
        matches!(h.state().saves_dialog(), Some(SavesDialog::SaveAs { .. })),
        "still asking for a name"
    );
    // Escape closes it.
    h.key_press(Key::Escape);
    h.run();
    unchanged(&h, "Escape");
    assert!(!matches!(
        h.state().saves_dialog(),
        Some(SavesDialog::SaveAs { .. })
    ));
    // Opened by the keyboard (the button focused, Enter) and closed by
    // Escape, no control keeps the keyboard: the next Enter is the
    // question's again, not "Save as…" pressed anew.
    h.get_by_role_and_label(Role::Button, "Save as…").focus();
    h.run();
    assert!(h.ctx.memory(|m| m.focused()).is_some());
    h.key_press(Key::Enter);
    h.run();
    h.run();
    assert!(h.state().modal_open(), "Enter pressed the focused button");
    h.key_press(Key::Escape);
    h.run();
    assert!(!h.state().modal_open());
    assert_eq!(h.ctx.memory(|m| m.focused()), None, "focus given back");
    unchanged(&h, "Escape again");
    // A name and Enter saves, and the turn behind does not move.
    click(&mut h, "Save as…");
    h.state_mut().saves_mut().name = "Evening".to_string();
    h.run();
    h.key_press(Key::Enter);
    h.run();
    unchanged(&h, "Enter saves");
    assert!(dir.join("saves").join("Evening.json").is_file());
    assert!(!matches!(
        h.state().saves_dialog(),
        Some(SavesDialog::SaveAs { .. })
    ));
    // The same name again: "Replace?" is asked; Enter keeps the save.
    let saved = std::fs::read_to_string(dir.join("saves").join("Evening.json")).unwrap();
    click(&mut h, "Save as…");
    h.state_mut().saves_mut().name = "Evening".to_string();
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
        "asked to replace"
    );
    h.key_press(Key::Enter);
    h.run();
    unchanged(&h, "Enter on Replace?");
    assert!(matches!(
        h.state().saves_dialog(),
        Some(SavesDialog::SaveAs {
            confirm_replace: None
        })
    ));
    assert_eq!(
        std::fs::read_to_string(dir.join("saves").join("Evening.json")).unwrap(),
        saved,
        "Enter keeps the save"
    );
    // Escape closes the whole dialog.
    h.key_press(Key::Enter);
    h.run();
    assert!(matches!(
        h.state().saves_dialog(),
        Some(SavesDialog::SaveAs {
            confirm_replace: Some(_)
        })
    ));
    h.key_press(Key::Escape);
    h.run();
    unchanged(&h, "Escape on Replace?");
    assert!(!matches!(
        h.state().saves_dialog(),
        Some(SavesDialog::SaveAs { .. })
    ));
    // The Saves list is modal too.
    click(&mut h, "Saves");
    assert!(h.state().modal_open());
    h.key_press(Key::Enter);
    h.run();
    unchanged(&h, "Enter on Saves");
    h.key_press(Key::Escape);
    h.run();
    assert!(!matches!(
        h.state().saves_dialog(),
        Some(SavesDialog::Saves)
    ));
    unchanged(&h, "Escape on Saves");
}

/// Typing goes to the box being typed in: a three-line order of battle
/// with Return between the lines, typed a key at a time, keeps its three
/// lines; a 20-letter leader name typed a letter a frame keeps every
/// letter. The wizard's Enter takes nothing while a box has the keys.
#[test]
fn typing_in_a_text_box_keeps_every_key() {
    use politburo::ui::command::PlayTab;
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let before = cursor(&h);
    h.state_mut().push(Command::Tab(PlayTab::Players));
    h.run();
    h.get_by_label("Stacks by province").focus();
    h.run();
    let lines = ["Perm: B Red 4", "Omsk: C Red 5", "Kazan: D White 3"];
    for (k, line) in lines.iter().enumerate() {
        for c in line.chars() {
            h.get_by_label("Stacks by province")
                .type_text(&c.to_string());
            h.run();
        }
        if k + 1 < lines.len() {
            h.key_press(Key::Enter);
            h.run();
        }
    }
    assert_eq!(h.state().players_form().oob_text, lines.join("\n"));
    assert_eq!(cursor(&h), before, "no step was taken by those Enters");
    // A leader's name, a letter a frame.
    let name = "Aleksandr Kolchakovi";
    assert_eq!(name.chars().count(), 20);
    h.get_all_by_label("New leader").next().unwrap().focus();
    h.run();
    for c in name.chars() {
        h.get_all_by_label("New leader")
            .next()
            .unwrap()
            .type_text(&c.to_string());
        h.run();
    }
    assert_eq!(h.state().players_form().new_leaders[0].name, name);
    assert!(
        h.state().players_form().new_leaders[1].name.is_empty(),
        "B's box is B's own"
    );
}

/// A screen reader reads the PCT in sentences: no label on a mid-turn
/// screen (the wizard, the side panel, the PCT tab) is made only of seat
/// letters or a single colour letter, and the cells say who and how.
#[test]
fn the_pct_and_the_tiles_read_as_sentences() {
    use politburo::ui::command::PlayTab;
    let mut h = harness(App::sealed(None).unwrap());
    click(&mut h, "Open example: A game in mid-turn 3");
    for tab in [PlayTab::Wizard, PlayTab::Table] {
        h.state_mut().push(Command::Tab(tab));
        h.run();
        for node in h.query_all_by_role(Role::Label) {
            let label = node
                .accesskit_node()
                .label()
                .or_else(|| node.accesskit_node().value())
                .unwrap_or_default()
                .to_string();
            let t = label.trim();
            let letters_only = !t.is_empty() && t.chars().all(|c| ('A'..='F').contains(&c));
            let colour_letter = matches!(t, "R" | "W" | "G" | "B" | "■");
            assert!(
                !letters_only && !colour_letter && t != "■ Red",
                "{tab:?}: a label a screen reader reads as {t:?} ({:?}, value {:?}, at {:?})",
                node.accesskit_node().label(),
                node.accesskit_node().value(),
                node.rect()
            );
        }
    }
    // The grid's cells and the tiles say what they are.
    let has = |t: &str| h.query_all_by_label_contains(t).next().is_some();
    assert!(has("A and C: 2, very friendly"));
    assert!(has("Red units"));
    assert!(has("C holds the Czar"));
    assert!(has("A's PIT colour: Red"));
    assert!(has("B's next turn"));
}

/// A session file copied into saves/ from outside shows in the list
/// without a click (the folder is looked at once a second, not read every
/// frame).
#[test]
fn a_save_copied_in_from_outside_is_listed() {
    let tmp = temp_dir("saves-poll");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    h.run();
    assert!(h.query_by_label_contains("Open \"Copied in\"").is_none());
    let s = Session::new(Setup::seed_example(), RcwRules::builtin().unwrap(), 4).unwrap();
    std::fs::create_dir_all(dir.join("saves")).unwrap();
    h.run();
    std::thread::sleep(std::time::Duration::from_millis(1100));
    h.run();
    politburo::session::save_file(&dir.join("saves").join("Copied in.json"), s.data(), 0).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1100));
    h.run();
    h.run();
    assert!(
        h.query_by_label_contains("Open \"Copied in\"").is_some(),
        "the copied save is listed"
    );
}

/// Ctrl+S on a game with no name: Save as…, `name` typed, Enter.
fn save_by_ctrl_s(h: &mut Harness<'_, App>, name: &str) {
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::S);
    h.run();
    assert!(
        matches!(h.state().saves_dialog(), Some(SavesDialog::SaveAs { .. })),
        "no name yet: Save as…"
    );
    h.state_mut().saves_mut().name = name.to_string();
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

/// Ctrl+S has one meaning, as README and the Save as… hint say: Save as…
/// while the game has no name; then the game saved again under its name,
/// the notice saying the older version is kept as a backup.
#[test]
fn ctrl_s_saves_again_under_the_games_name_and_says_so() {
    use egui::Modifiers;
    let tmp = temp_dir("ctrl-s");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    start_past_your_turn(&mut h);
    save_by_ctrl_s(&mut h, "Evening one");
    let saved = dir.join("saves").join("Evening one.json");
    let first = std::fs::read(&saved).unwrap();
    h.key_press(Key::Enter); // a step: the game moves on
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(!h.state().modal_open(), "no dialog: saved under its name");
    assert_ne!(std::fs::read(&saved).unwrap(), first);
    assert_eq!(
        std::fs::read(dir.join("saves").join("Evening one.json.1")).unwrap(),
        first,
        "the older version kept"
    );
    let notice = h.state().notice().unwrap().text.clone();
    assert!(
        notice.contains("Saved as \"Evening one\"") && notice.contains("kept as a backup"),
        "{notice}"
    );
}

/// A game saved by name and resumed in a new window keeps its name:
/// Ctrl+S saves it again there (no Save as…), and opening that save while
/// the game is in progress is said to be the same game, not a stranger to
/// replace.
#[test]
fn a_resumed_game_keeps_its_name_for_ctrl_s() {
    use egui::Modifiers;
    let tmp = temp_dir("resume-name");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    start_past_your_turn(&mut h);
    save_by_ctrl_s(&mut h, "Evening two");
    let saved = dir.join("saves").join("Evening two.json");
    let first = std::fs::read(&saved).unwrap();
    h.key_press(Key::Enter); // a step: the game moves on
    h.run();
    drop(h);
    let mut h = harness(app_in(dir));
    click(&mut h, "Resume last session");
    assert_eq!(h.state().save_name(), Some("Evening two"));
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(!h.state().modal_open(), "no dialog: saved under its name");
    assert_ne!(std::fs::read(&saved).unwrap(), first, "saved again");
    // A new game has no name; resumed, it has none either.
    click(&mut h, "Start screen");
    click(&mut h, "New game");
    click(&mut h, "Start game");
    // "A game is in progress": Enter keeps it under its name, then the
    // new game starts.
    if h.state().modal_open() {
        h.key_press(Key::Enter);
        h.run();
    }
    assert_eq!(h.state().screen(), politburo::ui::command::Screen::Play);
    assert_eq!(h.state().save_name(), None);
    drop(h);
    let mut h = harness(app_in(dir));
    click(&mut h, "Resume last session");
    assert_eq!(h.state().save_name(), None);
}

/// Tab starts at the step's answers, not at the top bar: the first answer
/// takes the focus, and Enter then presses the control Tab reached.
#[test]
fn tab_starts_at_the_steps_answers() {
    let focused = |h: &Harness<'_, App>| {
        h.query_all_by_role(Role::Button)
            .find(|n| n.accesskit_node().is_focused())
            .and_then(|n| n.accesskit_node().label())
    };
    let tmp = temp_dir("tab-order");
    let mut h = harness(app_in(tmp.path()));
    click(&mut h, "New game");
    click(&mut h, "Start game");
    assert_eq!(focused(&h), None);
    h.key_press(Key::Tab);
    h.run();
    assert_eq!(focused(&h).as_deref(), Some("My turn is done"));
    // Tab again goes on from there, to the next answer.
    h.key_press(Key::Tab);
    h.run();
    assert_eq!(focused(&h).as_deref(), Some("Play B's turn"));
    // Enter presses the control Tab reached (B's turn, not Enter's
    // default, your own turn).
    h.key_press(Key::Enter);
    h.run();
    h.run();
    let s = h.state().session().unwrap();
    assert!(
        matches!(
            s.data().actions.last(),
            Some(politburo::rcw::Action::StartBotTurn(_))
        ),
        "{:?}",
        s.data().actions.last()
    );
}
