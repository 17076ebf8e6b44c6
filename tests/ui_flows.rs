#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The app clicked through by accessible labels, as a player would.

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use politburo::rcw::step::Prompt;
use politburo::ui::App;
use politburo::ui::command::{Command, Screen};

mod common;
use common::*;

#[test]
fn seed_example_game_with_a_purge_turn_and_a_vindictive_turn() {
    let tmp = temp_dir("flow");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    click(&mut h, "New game");
    // Three Politburo markers each: a committee can reach 8, so it rolls.
    for p in &mut h.state_mut().setup_form_mut().setup.players {
        p.politburo = 3;
    }
    h.run();
    click(&mut h, "Start game");
    click(&mut h, "Physical dice");
    // B's turn: SDT 4 → purge (committee rolls), then the APT questions.
    click(&mut h, "Play B's turn");
    play_turn(&mut h, &[4, 6, 6, 6, 6, 4]);
    assert!(log_has(
        &h,
        "Strategy Determination Table: rolled 4 (your die)"
    ));
    assert!(log_has(&h, "Central Committee: rolled"));
    assert!(!h.state().session().unwrap().game().in_turn());
    // C's turn: SDT 6 → VST.
    click(&mut h, "Play C's turn");
    play_turn(&mut h, &[6, 1]);
    assert!(log_has(
        &h,
        "Vindictive Strategy Table: rolled 1 (your die)"
    ));
    assert!(log_has(&h, "Vindictive turn"));
}

#[test]
fn undo_takes_back_the_last_step() {
    let tmp = temp_dir("undo");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    new_seed_game(&mut h);
    click(&mut h, "Physical dice");
    click(&mut h, "Play B's turn");
    click_button(&mut h, "Random events done");
    h.key_press(Key::Num5);
    h.run();
    let before = h.state().session().unwrap().cursor();
    assert!(log_has(&h, "rolled 5 (your die)"));
    click(&mut h, "Back (undo the last step)");
    let s = h.state().session().unwrap();
    assert_eq!(s.cursor(), before - 1);
    assert!(matches!(s.game().prompt(), Some(Prompt::Roll(_))));
    assert!(!log_has(&h, "rolled 5 (your die)"));
}

#[test]
fn a_physical_die_face_can_be_clicked() {
    let tmp = temp_dir("physical");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    new_seed_game(&mut h);
    click(&mut h, "Physical dice");
    click(&mut h, "Play C's turn");
    click_button(&mut h, "Random events done");
    click_button(&mut h, "2");
    assert!(log_has(
        &h,
        "Strategy Determination Table: rolled 2 (your die)"
    ));
}

#[test]
fn an_invalid_setup_is_refused_with_its_message() {
    let tmp = temp_dir("invalid");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    click(&mut h, "New game");
    click(&mut h, "B: Gold");
    click(&mut h, "D: Gold");
    h.get_by_label("Problem: players B and D cannot both control the Gold");
    click(&mut h, "Start game");
    assert_eq!(
        h.state().screen(),
        Screen::Setup,
        "nothing starts while the setup is invalid"
    );
    assert!(h.state().session().is_none());
}

#[test]
fn reopened_from_autosave_the_state_is_back() {
    let tmp = temp_dir("autosave");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    new_seed_game(&mut h);
    click(&mut h, "Physical dice");
    click(&mut h, "Play B's turn");
    click_button(&mut h, "Random events done");
    h.key_press(Key::Num2);
    h.run();
    let game = h.state().session().unwrap().game().clone();
    drop(h);
    let mut h = harness(app_in(dir));
    click(&mut h, "Resume last session");
    assert_eq!(h.state().screen(), Screen::Play);
    assert_eq!(h.state().session().unwrap().game(), &game);
    // Enter on the start screen resumes too (the hands stay on the keys).
    drop(h);
    let mut h = harness(app_in(dir));
    h.run();
    assert_eq!(h.state().screen(), Screen::Start);
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(h.state().screen(), Screen::Play);
    assert_eq!(h.state().session().unwrap().game(), &game);
}

#[test]
fn a_broken_autosave_is_reported_and_its_backup_offered() {
    let tmp = temp_dir("broken");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    new_seed_game(&mut h);
    click(&mut h, "Physical dice");
    click(&mut h, "Play B's turn");
    drop(h);
    // Damage the autosave as a power cut or a careless edit would.
    let auto = dir.join("autosave.json");
    let text = std::fs::read_to_string(&auto).unwrap();
    std::fs::write(&auto, &text[..text.len() / 2]).unwrap();
    let mut h = harness(app_in(dir));
    click(&mut h, "Resume last session");
    assert!(h.state().session().is_none(), "a broken file does not open");
    let notice = h.state().notice().cloned().unwrap();
    assert!(
        notice.error && notice.text.contains("autosave.json"),
        "{}",
        notice.text
    );
    assert!(notice.text.contains("line"), "says where: {}", notice.text);
    // The file was left as it was, and the newest backup that loads is offered.
    assert_eq!(
        std::fs::read_to_string(&auto).unwrap(),
        text[..text.len() / 2]
    );
    let backup = h
        .query_all_by_label_contains("Open backup: backup 1")
        .next()
        .is_some();
    assert!(backup, "the newest loadable backup is offered");
    h.get_by_label_contains("Open backup: backup 1").click();
    h.run();
    assert_eq!(h.state().screen(), Screen::Play);
}

#[test]
fn named_saves_can_be_made_renamed_and_deleted() {
    let tmp = temp_dir("saves");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    new_seed_game(&mut h);
    click(&mut h, "Save as…");
    h.get_by_label("Save name").focus();
    h.run();
    h.get_by_label("Save name").type_text("Kolchak campaign");
    h.run();
    click_button(&mut h, "Save");
    assert!(
        dir.join("saves/Kolchak campaign.json").is_file(),
        "name {:?}, notice {:?}",
        h.state().saves().name,
        h.state().notice()
    );
    click(&mut h, "Start screen");
    h.get_by_label("Open \"Kolchak campaign\"");
    click(&mut h, "Rename \"Kolchak campaign\"");
    let label = "New name for \"Kolchak campaign\"";
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    h.get_by_label(label).type_text("Omsk 1919");
    h.run();
    click_button(&mut h, "Rename");
    assert!(dir.join("saves/Omsk 1919.json").is_file());
    assert!(!dir.join("saves/Kolchak campaign.json").exists());
    click(&mut h, "Delete \"Omsk 1919\"");
    // Nothing is deleted until the player confirms; Enter keeps it (and
    // does not resume the last session behind the question).
    assert!(dir.join("saves/Omsk 1919.json").is_file());
    h.key_press(Key::Enter);
    h.run();
    assert!(dir.join("saves/Omsk 1919.json").is_file());
    assert!(h.query_by_label("Yes, delete it").is_none(), "kept");
    assert_eq!(h.state().screen(), Screen::Start);
    click(&mut h, "Delete \"Omsk 1919\"");
    click(&mut h, "Yes, delete it");
    assert!(!dir.join("saves/Omsk 1919.json").exists());
    assert!(dir.join("trash").is_dir(), "deleted saves go to the trash");
    click(&mut h, "Resume last session");
    assert_eq!(h.state().screen(), Screen::Play);
}

#[test]
fn a_second_window_on_the_same_data_folder_does_not_overwrite_the_autosave() {
    let tmp = temp_dir("two-windows");
    let dir = tmp.path();
    let mut first = harness(app_in(dir));
    new_seed_game(&mut first);
    click(&mut first, "Play B's turn");
    first.state_mut().flush_saves();
    let saved = std::fs::read_to_string(dir.join("autosave.json")).unwrap();

    let mut second = harness(app_in(dir));
    let notice = second.state().notice().cloned().unwrap();
    assert!(notice.error);
    assert!(
        notice.text.contains("already using this data folder"),
        "{}",
        notice.text
    );
    new_seed_game(&mut second);
    second.get_by_label("Not autosaving");
    click(&mut second, "Play C's turn");
    second.state_mut().flush_saves();
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.json")).unwrap(),
        saved,
        "the first window's game is untouched"
    );

    // Once the first window closes, a new window owns the folder again.
    drop(first);
    drop(second);
    let third = harness(app_in(dir));
    assert!(third.state().notice().is_none());
}

#[test]
fn a_stray_enter_on_the_czar_question_leaves_the_czar_in_place() {
    // D (White) holds the Czar: after its attacks the app asks whether the
    // Czar left the map (Non-Attack Policy 1). Enter takes the answer that
    // changes nothing.
    let mut h = harness(App::sealed(None).unwrap());
    click(&mut h, "New game");
    click(&mut h, "D: Czar");
    click(&mut h, "Start game");
    click(&mut h, "Physical dice");
    click(&mut h, "Play D's turn");
    play_turn(&mut h, &[2]);
    assert!(log_has(
        &h,
        "Did the Czar leave the map? — No, it is still on the map"
    ));
    let g = h.state().session().unwrap().game().state();
    assert_eq!(
        g.czar(),
        politburo::rcw::Czar::ControlledBy(politburo::rcw::Seat::from_letter('D').unwrap())
    );
}

#[test]
fn opening_an_example_during_a_game_asks_first() {
    let tmp = temp_dir("replace-game");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    new_seed_game(&mut h);
    click(&mut h, "Play C's turn");
    let cursor = h.state().session().unwrap().cursor();
    click(&mut h, "Start screen");
    click(&mut h, "Open example: A game in mid-turn 3");
    // Asked, naming the game; Cancel keeps it.
    assert!(h.state().replacing().is_some());
    assert!(h.query_all_by_label_contains("C playing").count() >= 2);
    assert!(h.query_by_label_contains("Last step:").is_some());
    click_button(&mut h, "Cancel");
    assert!(h.state().replacing().is_none());
    assert_eq!(h.state().session().unwrap().cursor(), cursor);
    // Saved under a name, then the example opens.
    click(&mut h, "Open example: A game in mid-turn 3");
    *h.state_mut().replacing_name_mut().unwrap() = "before the example".to_string();
    h.run();
    click_button(&mut h, "Save it and go on");
    assert!(dir.join("saves/before the example.json").is_file());
    assert_eq!(h.state().session().unwrap().game().state().turn(), 3);
    // Discard: the seed example replaces it without a save.
    click(&mut h, "Start screen");
    click(
        &mut h,
        "Open example: The seed's five players, start of turn 1",
    );
    click_button(&mut h, "Discard it");
    assert_eq!(h.state().session().unwrap().game().state().turn(), 1);
}

#[test]
fn resume_last_session_says_which_game_it_resumes() {
    let tmp = temp_dir("resume-label");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    new_seed_game(&mut h);
    click(&mut h, "Play B's turn");
    click(&mut h, "Start screen");
    let label = h.state().resume_label().map(str::to_string).unwrap();
    assert!(
        label.starts_with("A (you), B, C, D, E; game turn 1, saved "),
        "{label}"
    );
    assert!(
        h.query_by_label(&label).is_some(),
        "shown on the start screen"
    );
}

#[test]
fn a_full_game_turn_with_four_bots_and_you_ends_at_turn_2() {
    // The seed example: bots B, C, D, E and you (A). Enter walks the game
    // turn in order: A is first alphabetically, so your turn comes first,
    // then each bot, then "End game turn".
    let tmp = temp_dir("game-turn");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    new_seed_game(&mut h);
    click(&mut h, "Physical dice");
    let next = |h: &Harness<'_, App>| h.state().session().unwrap().game().next_up();
    assert_eq!(next(&h), politburo::rcw::NextUp::Human);
    h.key_press(Key::Enter);
    h.run();
    assert!(log_has(&h, "your player-turn is over"));
    for bot in ['B', 'C', 'D', 'E'] {
        let s = politburo::rcw::Seat::from_letter(bot).unwrap();
        assert_eq!(next(&h), politburo::rcw::NextUp::Bot(s));
        h.key_press(Key::Enter);
        h.run();
        let line = h.state().session().unwrap().game().evening_line();
        assert!(line.contains(&format!("{bot} playing")), "{line}");
        play_turn(&mut h, &[2]);
    }
    let line = h.state().session().unwrap().game().evening_line();
    assert_eq!(
        line,
        "Turn 1 · you done · B done · C done · D done · E done"
    );
    assert_eq!(next(&h), politburo::rcw::NextUp::EndOfGameTurn);
    h.key_press(Key::Enter);
    h.run();
    let g = h.state().session().unwrap().game();
    assert_eq!(g.state().turn(), 2);
    assert_eq!(g.evening_line(), "Turn 2 · you, B, C, D, E to come");
    // A second turn for a bot that has played is a deliberate choice.
    h.key_press(Key::Enter);
    h.run();
    click(&mut h, "Play B's turn");
    play_turn(&mut h, &[2]);
    click(&mut h, "Play B again this game turn");
    assert!(log_has(
        &h,
        "B plays a second player-turn in game turn 2, as you chose"
    ));
}

#[test]
fn an_exchange_against_the_czar_holder_asks_the_follow_ups_and_back_undoes_them() {
    let mut h = harness(App::sealed(None).unwrap());
    click(&mut h, "New game");
    click(&mut h, "D: Czar");
    click(&mut h, "Start game");
    click(&mut h, "Physical dice");
    click(&mut h, "Play C's turn");
    walk_turn(&mut h, &[2, 1], |p| match p {
        Prompt::Ask(q) if q.text.contains("Red units make on White units") => {
            Walk::Click("1".into())
        }
        Prompt::Ask(q) if q.text.contains("combat result") => Walk::Click("EX — exchange".into()),
        Prompt::Ask(q) if q.text.contains("Who controls the Czar") => Walk::Stop,
        _ => Walk::Default,
    });
    assert!(
        matches!(
            h.state().session().unwrap().game().prompt(),
            Some(Prompt::Ask(q)) if q.text.contains("Who controls the Czar")
        ),
        "the turn asks about the Czar"
    );
    // Who holds the Czar comes first: a side that lost its last units in
    // the combat may have lost the Czar to the other.
    assert!(!log_has(&h, "still control any units"));
    click_button(&mut h, "C took it");
    let czar = |h: &Harness<'_, App>| h.state().session().unwrap().game().state().czar();
    let seat = |c| politburo::rcw::Seat::from_letter(c).unwrap();
    assert_eq!(czar(&h), politburo::rcw::Czar::ControlledBy(seat('C')));
    click(&mut h, "Back (undo the last step)");
    assert_eq!(czar(&h), politburo::rcw::Czar::ControlledBy(seat('D')));
    assert!(matches!(
        h.state().session().unwrap().game().prompt(),
        Some(Prompt::Ask(q)) if q.text.contains("Who controls the Czar")
    ));
    // Then both sides are asked about their units (Enter: they still have
    // some).
    click_button(&mut h, "C took it");
    walk_turn(&mut h, &[], |_| Walk::Default);
    assert!(log_has(
        &h,
        "Does C still control any units on the map? — Yes"
    ));
    assert!(log_has(
        &h,
        "Does D still control any units on the map? — Yes"
    ));
    assert_eq!(czar(&h), politburo::rcw::Czar::ControlledBy(seat('C')));
}

#[test]
fn a_purge_nobody_can_make_is_said_without_committee_rolls() {
    // The setup form's markers are all 0: no committee can reach 8.
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    click(&mut h, "Physical dice");
    click(&mut h, "Play B's turn");
    play_turn(&mut h, &[4]);
    assert!(log_has(
        &h,
        "no purge is possible, so no committee rolls are made"
    ));
    assert!(!log_has(&h, "Central Committee: rolled"));
}

#[test]
fn a_mid_turn_players_edit_is_a_step_of_the_turn_that_ctrl_z_undoes() {
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    click(&mut h, "Play B's turn");
    assert!(h.state().session().unwrap().game().in_turn());
    h.state_mut()
        .push(Command::Tab(politburo::ui::command::PlayTab::Players));
    h.run();
    let cursor = h.state().session().unwrap().cursor();
    // D takes the Gold while B's turn is under way.
    h.get_all_by_label("holds the Gold").nth(3).unwrap().click();
    h.run();
    let s = h.state().session().unwrap();
    let d = politburo::rcw::Seat::from_letter('D').unwrap();
    assert_eq!(s.game().state().gold(), Some(d));
    assert!(s.game().in_turn(), "still B's turn");
    assert_eq!(s.cursor(), cursor + 1);
    assert!(log_has(
        &h,
        "Override: D controls the Gold — changed on the Players tab"
    ));
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run();
    let s = h.state().session().unwrap();
    assert_eq!(s.game().state().gold(), None);
    assert_eq!(s.cursor(), cursor);
}

#[test]
fn an_edit_refused_on_the_players_tab_says_why_there() {
    let mut h = harness(App::sealed(None).unwrap());
    click(&mut h, "New game");
    click(&mut h, "3 players");
    click(&mut h, "Start game");
    h.state_mut()
        .push(Command::Tab(politburo::ui::command::PlayTab::Players));
    h.run();
    // A leader's name longer than the 40 characters a name has.
    h.state_mut().players_form_mut().new_leaders[1].name = "N".repeat(41);
    h.run();
    click_button(&mut h, "Add leader to B");
    let n = h.state().notice().cloned().unwrap();
    assert!(n.error && n.text.contains("is too long"), "{}", n.text);
    assert!(h.query_by_label_contains("is too long").is_some());
}

#[test]
fn leaders_are_edited_in_place_and_removed_only_after_asking() {
    let mut h = harness(App::sealed(None).unwrap());
    click(
        &mut h,
        "Open example: The seed's five players, start of turn 1",
    );
    h.state_mut()
        .push(Command::Tab(politburo::ui::command::PlayTab::Players));
    h.run();
    let leaders = |h: &Harness<'_, App>| {
        h.state().session().unwrap().game().state().players()[0]
            .leaders()
            .iter()
            .map(|l| l.describe())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        leaders(&h),
        ["Trotsky (level 3, 12 SP)", "Frunze (level 2, 8 SP)"]
    );
    click_button(&mut h, "Edit Trotsky (level 3, 12 SP)");
    if let Some((_, _, draft)) = h.state_mut().players_form_mut().editing.as_mut() {
        draft.strength = 15;
    }
    h.run();
    click_button(&mut h, "Save leader");
    assert_eq!(leaders(&h)[0], "Trotsky (level 3, 15 SP)");
    assert!(log_has(&h, "A's leaders: Trotsky (level 3, 15 SP), Frunze"));
    // Remove asks first; Keep keeps.
    click_button(&mut h, "Remove Frunze (level 2, 8 SP)");
    click_button(&mut h, "Keep");
    assert_eq!(leaders(&h).len(), 2);
    click_button(&mut h, "Remove Frunze (level 2, 8 SP)");
    click_button(&mut h, "Yes, remove");
    assert_eq!(leaders(&h), ["Trotsky (level 3, 15 SP)"]);
}

#[test]
fn override_fields_start_from_the_current_values() {
    let mut h = harness(App::sealed(None).unwrap());
    click(
        &mut h,
        "Open example: The seed's five players, start of turn 1",
    );
    click(&mut h, "Play B's turn");
    click(&mut h, "Override (the board differs — logged)");
    h.state_mut().wizard_mut().pct_a = 2;
    h.state_mut().wizard_mut().pct_b = 3;
    h.state_mut().wizard_mut().marker_seat = 3;
    h.run();
    let g = h.state().session().unwrap().game().state();
    let (c, d) = (
        politburo::rcw::Seat::from_letter('C').unwrap(),
        politburo::rcw::Seat::from_letter('D').unwrap(),
    );
    let w = &h.state().wizard();
    assert_eq!(w.pct_value, g.pct().get(c, d));
    assert_eq!(w.politburo, g.politburo(d));
    assert_eq!(w.assassins, g.player(d).unwrap().assassins());
    // The players are named as the game names them.
    assert!(h.query_by_label_contains("D — Denikin's Whites").is_some());
}

#[test]
fn your_own_act_is_confirmed_with_what_it_did() {
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    h.state_mut()
        .push(Command::Tab(politburo::ui::command::PlayTab::Human));
    h.run();
    click_button(&mut h, "Record it");
    let n = h.state().notice().cloned().unwrap();
    assert!(
        n.text.starts_with("Recorded: A attacked B; PCT A/B 3 → 4"),
        "{}",
        n.text
    );
    assert!(log_has(&h, "A attacked B"));
}

#[test]
fn the_tables_screen_asks_for_a_column_first_and_takes_your_own_dice() {
    let mut h = harness(App::sealed(None).unwrap());
    click(&mut h, "Physical dice");
    click(&mut h, "Tables, dice and odds");
    h.state_mut().tools_mut().tables.select("directory/crt-1");
    h.run();
    // No column chosen yet.
    h.state_mut().tools_mut().tables.typed_faces = "4".to_string();
    h.run();
    click_button(&mut h, "Roll with these dice");
    assert_eq!(
        h.state()
            .tools()
            .tables
            .last_roll
            .clone()
            .unwrap()
            .unwrap_err(),
        politburo::ui::tables_view::NoRoll::NoColumn
    );
    let col = h
        .state()
        .catalogue()
        .tables
        .get("directory/crt-1")
        .unwrap()
        .columns[2]
        .clone();
    h.state_mut().tools_mut().tables.column = Some(col);
    h.run();
    click_button(&mut h, "Roll with these dice");
    let out = h.state().tools().tables.last_roll.clone().unwrap().unwrap();
    assert_eq!(out.steps[0].faces, vec![4], "your die, not the app's");
}

#[test]
fn the_last_step_of_a_bot_turn_lists_every_board_change_to_tick() {
    let mut h = harness(App::sealed(None).unwrap());
    click(
        &mut h,
        "Open example: The seed's five players, start of turn 1",
    );
    click(&mut h, "Physical dice");
    click(&mut h, "Play C's turn");
    // Walk to the last step ("End turn") without ending the turn.
    walk_turn(&mut h, &[2], |p| match p {
        Prompt::Do(i) if i.ack == politburo::rcw::step::END_TURN => Walk::Stop,
        _ => Walk::Default,
    });
    let header = h
        .query_by_label_contains("Check the board: 0 of")
        .expect("the checklist is shown")
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .to_string();
    assert!(header.ends_with("changes done"), "{header}");
    h.get_all_by_label("Could not do this")
        .next()
        .unwrap()
        .click();
    h.run();
    assert!(
        h.state()
            .wizard()
            .reason
            .starts_with("could not do on the board: ")
    );
    assert!(
        h.query_by_label("Apply PCT override").is_some(),
        "override opened"
    );
}

/// A missing file is not a broken one: the window says it could not open
/// it and offers no backups; a broken file gets the broken-file dialog.
#[test]
fn a_missing_save_is_not_reported_as_broken() {
    let tmp = temp_dir("missing-save");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    h.run();
    h.state_mut()
        .push(politburo::ui::command::Command::OpenSave(
            "gone".to_string(),
        ));
    h.run();
    let notice = h.state().notice().cloned().unwrap();
    assert!(
        notice.text.starts_with("Could not open the game"),
        "{}",
        notice.text
    );
    assert!(h.state().saves().broken.is_none());
    let saves = dir.join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    std::fs::write(saves.join("bad.json"), "{ not json").unwrap();
    h.state_mut()
        .push(politburo::ui::command::Command::OpenSave("bad".to_string()));
    h.run();
    let notice = h.state().notice().cloned().unwrap();
    assert!(
        notice.text.starts_with("This file does not open as a game"),
        "{}",
        notice.text
    );
    assert!(h.state().saves().broken.is_some());
}

/// The attack planner: with an order of battle kept on the Players tab, the
/// SDT 4 turn's "how many attacks" question comes with orders that name
/// the provinces, the stacks and the odds, and accepting the plan answers
/// it and keeps the orders on screen; without one, the odds are worked out
/// from two strengths typed in.
#[test]
fn the_planner_names_the_stacks_and_the_odds() {
    for keep in [true, false] {
        let mut h = harness(App::sealed(None).unwrap());
        new_seed_game(&mut h);
        if keep {
            h.state_mut()
                .push(Command::Tab(politburo::ui::command::PlayTab::Players));
            h.run();
            h.get_by_label("Stacks by province").click();
            h.run();
            h.get_by_label("Stacks by province").type_text(
                "Perm: B Green 6, C Red 2, D White 3\nOmsk: B Green 4\nKazan: A Red 2 (Gold), E Green 3\nSamara: B Green 5, A Red 4\nTsaritsyn: C Red 5, D White 4",
            );
            h.run();
            click_button(&mut h, "Keep this order of battle");
            // A's Red 2 holds the Gold the panel gave nobody: asked first.
            assert!(
                h.query_by_label_contains(
                    "says what the panel above does not: A holds the Gold (with A's Red 2 in Kazan)"
                )
                .is_some()
            );
            click_button(&mut h, "Keep it and read these from it");
            let g = h.state().session().unwrap().game().state();
            assert_eq!(g.order_of_battle().stack_count(), 10);
            // A province typed once is offered by completion.
            let kept = h.state().players_form().oob_text.clone();
            h.state_mut().players_form_mut().oob_text = format!("{kept}\nsa");
            h.run();
            click_button(&mut h, "Samara:");
            assert!(h.state().players_form().oob_text.ends_with("\nSamara: "));
            h.state_mut().players_form_mut().oob_text = kept;
            h.run();
            h.state_mut()
                .push(Command::Tab(politburo::ui::command::PlayTab::Wizard));
            h.run();
        }
        click(&mut h, "Physical dice");
        click(&mut h, "Play B's turn");
        walk_turn(&mut h, &[4], |p| match p {
            Prompt::Ask(q) if q.plan.is_some() => Walk::Stop,
            _ => Walk::Default,
        });
        if keep {
            // B's Green stacks against Red at 2-1: 6 against C's Red 2 in Perm
            // (3-1); 5 against A's Red 4 in Samara is only 1-1; B's Green 4
            // reaches A's Red 2 in Kazan (2-1) only when told it can move.
            assert!(
                h.query_by_label_contains("6 against C's Red 2 in Perm: 6:2 → 3-1")
                    .is_some()
            );
            // The planner asks which stacks can move where: a tick per pair.
            h.get_by_label("Omsk → Kazan").click();
            h.run();
            assert!(h.query_by_label_contains("from Omsk into Kazan").is_some());
            // Unticked, the move is gone; the typed form keeps it again.
            h.get_by_label("Omsk → Kazan").click();
            h.run();
            assert!(h.query_by_label_contains("from Omsk into Kazan").is_none());
            h.get_by_label("Stacks that can move this turn (from>to, …)")
                .click();
            h.run();
            h.get_by_label("Stacks that can move this turn (from>to, …)")
                .type_text("Omsk>Kazan");
            h.run();
            click_button(&mut h, "Keep these moves");
            assert!(h.query_by_label_contains("from Omsk into Kazan").is_some());
            click_button(&mut h, "Answer 2: use this plan");
            // Each attack's order names its stacks, and the defender
            // question offers the planned one first.
            walk_turn(&mut h, &[], |p| match p {
                Prompt::Do(i) if i.text.starts_with("Attack 2") => Walk::Stop,
                _ => Walk::Default,
            });
            assert!(log_has(
                &h,
                "Attack 1: B's Green 6 stays in Perm; 6 against C's Red 2 in Perm: 6:2 → 3-1"
            ));
            let prompt = h.state().session().unwrap().game().prompt().cloned();
            let Some(Prompt::Do(i)) = prompt else {
                panic!("no order")
            };
            assert_eq!(
                i.text,
                "Attack 2: move B's Green 4 from Omsk into Kazan; 4 against A's Red 2 (with the Gold) in Kazan: 4:2 → 2-1. Do not resolve it yet."
            );
            let s = h.state().session().unwrap();
            assert!(!s.game().state().reach().is_empty());
            // Results entered: each defender eliminated (1s always go ahead
            // on Attack Consideration); the planner proposes taking the
            // stack out and the player confirms; the order of battle follows.
            walk_turn(&mut h, &[1, 1, 1, 1, 1, 1], |p| match p {
                Prompt::Ask(q) if q.text.contains("what was the combat result") => {
                    Walk::Click("DE — defender eliminated".to_string())
                }
                Prompt::Ask(q) if q.text.contains("out of the order of battle") => {
                    Walk::Click("Take them out".to_string())
                }
                _ => Walk::Default,
            });
            assert!(log_has(&h, "take C's Red 2 out of the order of battle"));
            // The stacks that do not attack get the Non-Attack Policies by name.
            assert!(log_has(
                &h,
                "Not attacking (order of battle): B's Green 5 in Samara."
            ));
            let oob = &h
                .state()
                .session()
                .unwrap()
                .game()
                .state()
                .order_of_battle();
            assert_eq!(oob.stack_count(), 8, "{}", oob.to_text());
            assert!(!oob.to_text().contains("C Red 2"));
            assert!(!oob.to_text().contains("A Red 2"));
            // A's Gold (read from the board) was taken with its stack: it
            // goes with B's stack that took it.
            assert!(log_has(
                &h,
                "Order of battle: the Gold goes with B's Green 4"
            ));
            assert_eq!(
                h.state().session().unwrap().game().state().gold(),
                Some(politburo::rcw::Seat::from_letter('B').unwrap())
            );
        } else {
            h.get_by_label("Attack strength").set_value_accesskit(7.0);
            h.get_by_label("Defence strength").set_value_accesskit(3.0);
            h.run();
            assert!(
                h.query_by_label_contains(
                    "7:3 is the 2-1 column (rounded in the defender's favour); it meets 2-1."
                )
                .is_some()
            );
            // The turn goes on as before: one attack, its order in words.
            click_button(&mut h, "1");
            // Enter does not guess the combat's result: it is clicked.
            walk_turn(&mut h, &[1, 1, 1, 1, 1, 1], |p| match p {
                Prompt::Ask(q) if q.text.contains("what was the combat result") => {
                    assert_eq!(q.default, None);
                    Walk::Click("DR — defender retreats".to_string())
                }
                _ => Walk::Default,
            });
            assert!(log_has(&h, "Attack 1: move B's Green units to attack"));
            assert!(
                h.state()
                    .session()
                    .unwrap()
                    .game()
                    .turn()
                    .as_ref()
                    .is_none_or(|t| t.finished())
            );
        }
    }
}

/// Your own purge is walked through: the PCT shifts for you and the
/// players on your committee, the spoils handed out in order, the bot's
/// mandatory counterpurge against you.
#[test]
fn your_purge_walks_the_solitaire_rules_side() {
    use politburo::rcw::Seat;
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let s = |c| Seat::from_letter(c).unwrap();
    let pct = |h: &Harness<'_, App>, a, b| {
        h.state()
            .session()
            .unwrap()
            .game()
            .state()
            .pct()
            .get(s(a), s(b))
    };
    let (ab, cb) = (pct(&h, 'A', 'B'), pct(&h, 'C', 'B'));
    h.state_mut()
        .push(Command::Tab(politburo::ui::command::PlayTab::Human));
    h.state_mut().human_form_mut().kind = 1;
    h.state_mut().human_form_mut().target = s('B').index();
    h.run();
    click(&mut h, "Collective purge, with:");
    h.get_by_label("C on my committee").click();
    h.run();
    click_button(&mut h, "Record it");
    assert_eq!(h.state().tab(), politburo::ui::command::PlayTab::Wizard);
    walk_turn(&mut h, &[], |p| match p {
        Prompt::Ask(q) if q.text.contains("spoil factors") => Walk::Click("3".to_string()),
        Prompt::Ask(q) if q.text.contains("counterpurge") => {
            Walk::Click("Yes, a counterpurge follows".to_string())
        }
        _ => Walk::Default,
    });
    // No die for the method: you said it was collective.
    assert!(!log_has(&h, "Purge method: rolled"));
    assert!(log_has(&h, "Hand out the 3 spoil factors one at a time"));
    assert!(log_has(&h, "Counterpurge: B counterpurges against A"));
    // Your committee and you shift with B (+1 each), and B's counterpurge
    // against you shifts A/B once more.
    assert_eq!(pct(&h, 'C', 'B'), (cb + 1).min(7));
    assert_eq!(pct(&h, 'A', 'B'), (ab + 2).min(7));
}

/// A vindictive turn against the Czar's controller: with an order of
/// battle, the planner names the attack on the stack holding the Czar, and
/// the first order follows it.
#[test]
fn a_vindictive_turn_plans_the_attack_on_the_czar_first() {
    let mut h = harness(App::sealed(None).unwrap());
    // SDT 6 → the VST; 3 → the player who controls the Czar (C).
    to_the_vindictive_czar_question(
        &mut h,
        "Perm: B Red 6, C Red 2 (Czar); Omsk: B Green 3, C Blue 2",
    );
    let prompt = h.state().session().unwrap().game().prompt().cloned();
    let Some(Prompt::Ask(q)) = prompt else {
        panic!("no question")
    };
    // The planner is shown under the question, that stack its first
    // target, with the move ticks; Enter takes its answer, Yes.
    assert!(q.plan.as_ref().is_some_and(|p| p.first_target.is_some()));
    assert_eq!(q.options[q.default.unwrap()], "Yes");
    assert!(
        h.query_by_label_contains(
            "B's Red 6 stays in Perm; 6 against C's Red 2 (with the Czar) in Perm: 6:2 → 3-1"
        )
        .is_some(),
        "the planner names the attack"
    );
    click_button(&mut h, "Yes");
    let prompt = h.state().session().unwrap().game().prompt().cloned();
    let Some(Prompt::Do(i)) = prompt else {
        panic!("no order")
    };
    assert!(
        i.text
            .starts_with("Attack 1: B's Red 6 stays in Perm; 6 against C's Red 2 (with the Czar)"),
        "{}",
        i.text
    );
}

/// With an order of battle kept, Enter takes the planner's answer: a turn
/// answered with Enter alone orders every planned attack, naming its
/// stacks (before, Enter picked 0 and the attacks were skipped).
#[test]
fn enter_through_a_bot_turn_orders_every_planned_attack() {
    use politburo::rcw::planner::{OrderOfBattle, Reach};
    use politburo::rcw::{Action, Edit};
    use politburo::ui::command::Command;
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let oob = OrderOfBattle::parse(
        "Perm: B Green 6, C Red 2, D White 3\nOmsk: B Green 4\nKazan: A Red 2 (Gold), E Green 3\nSamara: B Green 5, A Red 4\nTsaritsyn: C Red 5, D White 4",
    )
    .unwrap();
    let reach = Reach::parse("Omsk>Kazan", &oob).unwrap();
    h.state_mut()
        .push(Command::Apply(Action::Edit(Edit::OrderOfBattle(oob))));
    h.state_mut()
        .push(Command::Apply(Action::Edit(Edit::Reach(reach))));
    h.run();
    click(&mut h, "Physical dice");
    click(&mut h, "Play B's turn");
    // SDT 4: B's Green against Red at 2-1; the planner finds two attacks.
    let mut asked = false;
    walk_turn(&mut h, &[4], |p| {
        if let Prompt::Ask(q) = p
            && q.plan.is_some()
        {
            assert_eq!(q.default, Some(2), "Enter takes the plan");
            asked = true;
        }
        match p {
            Prompt::Do(i) if i.text.starts_with("Attack 2") => Walk::Stop,
            _ => Walk::Default,
        }
    });
    assert!(asked, "the planner's question was asked");
    assert!(
        log_has(
            &h,
            "How many legal attacks can B's Green units make on Red units at 2-1 or better? — 2"
        ) || log_has(&h, "— 2")
    );
    assert!(log_has(
        &h,
        "Attack 1: B's Green 6 stays in Perm; 6 against C's Red 2 in Perm: 6:2 → 3-1"
    ));
    let prompt = h.state().session().unwrap().game().prompt().cloned();
    let Some(Prompt::Do(i)) = prompt else {
        panic!("no second order")
    };
    assert!(
        i.text
            .starts_with("Attack 2: move B's Green 4 from Omsk into Kazan"),
        "{}",
        i.text
    );
    // The resolve step repeats what the order named.
    walk_turn(&mut h, &[1, 1], |p| match p {
        Prompt::Ask(q) if q.text.contains("what was the combat result") => Walk::Stop,
        _ => Walk::Default,
    });
    assert!(log_has(
        &h,
        "Attack 1 of 2: resolve on the board — B's Green units attack C's Red units (2-1 or better): in Perm, B's Green 6 against C's Red 2: 6:2 → 3-1."
    ));
    // Enter to the end of the turn, but for the combat results, which
    // Enter does not guess for a planned attack: the stack ordered from
    // Omsk into Kazan is in Kazan in the order of battle too, once the
    // player says it moved (Enter: as ordered), and the DE takes C's Red 2
    // out (Enter: as the result says).
    let mut stalled = false;
    walk_turn(&mut h, &[], |p| match p {
        Prompt::Ask(q) if q.text.contains("what was the combat result") => {
            if !stalled {
                // Enter picks nothing here.
                stalled = true;
                assert_eq!(q.default, None);
            }
            Walk::Click(
                if q.text.starts_with("Attack 1") {
                    "DE — defender eliminated"
                } else {
                    "Other / no effect"
                }
                .to_string(),
            )
        }
        _ => Walk::Default,
    });
    assert!(stalled);
    assert!(log_has(
        &h,
        "Attack 1: take C's Red 2 out of the order of battle (eliminated)? — Take them out"
    ));
    assert!(log_has(
        &h,
        "Attack 2: did B's Green 4 from Omsk move into Kazan as ordered? — Moved as ordered"
    ));
    let session = h.state().session().unwrap();
    let oob = session.game().state().order_of_battle();
    let stacks_in = |name: &str| {
        let i = oob.province_index(name).unwrap();
        oob.provinces()[i]
            .stacks()
            .iter()
            .map(|s| s.brief())
            .collect::<Vec<_>>()
    };
    assert_eq!(stacks_in("Omsk"), Vec::<String>::new(), "{}", oob.to_text());
    assert!(
        stacks_in("Kazan").contains(&"B Green 4".to_string()),
        "{}",
        oob.to_text()
    );
    // Stacks already in the province attacked move nowhere: no question.
    assert!(!log_has(&h, "did B's Green 6 from Perm move"));
}

/// Your own turn on the order of battle: a stack picked, moved into a
/// province offered by name, then split; each change is one logged step
/// and Ctrl+Z undoes it.
#[test]
fn own_moves_change_the_order_of_battle_one_logged_step_each() {
    use egui::accesskit::Role;
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::{Action, Edit};
    use politburo::ui::command::{Command, PlayTab};
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let oob = OrderOfBattle::parse("Perm: B Green 6, C Red 2\nOmsk: A Red 4").unwrap();
    h.state_mut()
        .push(Command::Apply(Action::Edit(Edit::OrderOfBattle(oob))));
    h.state_mut().push(Command::Tab(PlayTab::Human));
    h.run();
    let text = |h: &Harness<'_, App>| {
        let s = h.state().session().unwrap();
        s.game().state().order_of_battle().to_text()
    };
    h.get_by_role_and_label(Role::ComboBox, "Stack").click();
    h.run();
    click(&mut h, "Omsk: A Red 4");
    h.get_by_role_and_label(Role::ComboBox, "Move to").click();
    h.run();
    click(&mut h, "Perm");
    click_button(&mut h, "Move");
    assert_eq!(text(&h), "Perm: B Green 6, C Red 2, A Red 4\nOmsk:");
    assert!(log_has(&h, "A's Red 4 moves from Omsk to Perm"));
    // The pick follows the stack to Perm: split 2 off it.
    click_button(&mut h, "Split");
    assert_eq!(
        text(&h),
        "Perm: B Green 6, C Red 2, A Red 2, A Red 2\nOmsk:"
    );
    assert!(log_has(
        &h,
        "A's Red 4 in Perm splits into A's Red 2 and A's Red 2"
    ));
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(text(&h), "Perm: B Green 6, C Red 2, A Red 4\nOmsk:");
    // Nothing was changed by drawing: two edits, one undone.
    let s = h.state().session().unwrap();
    assert_eq!(
        s.log()
            .iter()
            .filter(|l| l.entry.text.contains("moves from") || l.entry.text.contains("splits into"))
            .count(),
        1
    );
}

/// Non-Attack Policy 3 as a move: the idle stack holding the Gold joins
/// the largest other idle stack once the player says it moved (Enter: as
/// proposed), and the order of battle follows.
#[test]
fn the_gold_stack_consolidates_with_the_largest_other_stack() {
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::{Action, Edit};
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let oob = OrderOfBattle::parse(
        "Perm: B Green 6, C Red 2\nOmsk: B Red 1 (Gold)\nKazan: B Green 9\nSamara: B Green 2",
    )
    .unwrap();
    apply(&mut h, Action::Edit(Edit::OrderOfBattle(oob)));
    click(&mut h, "Physical dice");
    click(&mut h, "Play B's turn");
    walk_turn(&mut h, &[4], |p| match p {
        Prompt::Ask(q) if q.text.contains("what was the combat result") => {
            Walk::Click("Other / no effect".to_string())
        }
        _ => Walk::Default,
    });
    assert!(
        log_has(
            &h,
            "Non-Attack Policy 3: did B's Red 1 (with the Gold) move from Omsk into Kazan, to join B's Green 9? (The app knows no map: only if it can reach Kazan this turn.) — Moved as proposed"
        ),
        "{:#?}",
        h.state()
            .session()
            .unwrap()
            .log()
            .iter()
            .map(|l| l.entry.text.clone())
            .collect::<Vec<_>>()
    );
    let session = h.state().session().unwrap();
    let oob = session.game().state().order_of_battle();
    assert!(
        oob.to_text()
            .contains("Omsk:\nKazan: B Green 9, B Red 1 (Gold)"),
        "{}",
        oob.to_text()
    );
}

/// What the order of battle settles is not asked: after a DE in Perm, C
/// still has a stack in Tsaritsyn, so "does C still control any units?"
/// is a note, not a question.
#[test]
fn a_question_the_order_of_battle_answers_is_not_asked() {
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::{Action, Edit};
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let oob = OrderOfBattle::parse("Perm: B Green 6, C Red 2\nTsaritsyn: C Red 5").unwrap();
    apply(&mut h, Action::Edit(Edit::OrderOfBattle(oob)));
    click(&mut h, "Physical dice");
    click(&mut h, "Play B's turn");
    walk_turn(&mut h, &[4], |p| match p {
        Prompt::Ask(q) if q.text.contains("what was the combat result") => {
            Walk::Click("DE — defender eliminated".to_string())
        }
        _ => Walk::Default,
    });
    assert!(log_has(&h, "— DE — defender eliminated"));
    assert!(!log_has(&h, "still control any units"));
    assert!(log_has(
        &h,
        "C still controls units: the order of battle lists C's Red 5 in Tsaritsyn"
    ));
}

/// Your own attack on the order of battle: the stack attacked and yours
/// picked on the Your turn tab, then the wizard asks whether your stack
/// from elsewhere moved in (Enter: yes) and the result (no Enter), and
/// applies it to the stacks as after a bot's attack.
#[test]
fn your_own_attack_reaches_the_order_of_battle() {
    use egui::accesskit::Role;
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::{Action, Edit};
    use politburo::ui::command::{Command, PlayTab};
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let oob =
        OrderOfBattle::parse("Perm: B Green 3, A Red 2\nOmsk: A Red 4\nKazan: B Green 5").unwrap();
    h.state_mut()
        .push(Command::Apply(Action::Edit(Edit::OrderOfBattle(oob))));
    h.state_mut().push(Command::Tab(PlayTab::Human));
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Stack attacked")
        .click();
    h.run();
    click(&mut h, "Perm: B's Green 3");
    click(&mut h, "Perm: A's Red 2");
    click(&mut h, "Omsk: A's Red 4");
    assert!(
        h.query_by_label("6:3 is the 2-1 column (rounded in the defender's favour)")
            .is_some()
    );
    click_button(&mut h, "Record it");
    assert_eq!(h.state().tab(), PlayTab::Wizard);
    let mut asked_result = false;
    walk_turn(&mut h, &[], |p| match p {
        Prompt::Ask(q) if q.text.contains("what was the combat result") => {
            assert_eq!(q.default, None, "Enter does not guess a result");
            asked_result = true;
            Walk::Click("DE — defender eliminated".to_string())
        }
        _ => Walk::Default,
    });
    assert!(asked_result);
    assert!(log_has(
        &h,
        "Your attack: did your stacks (A's Red 4 from Omsk) move into Perm as you planned? — Moved as planned"
    ));
    assert!(log_has(
        &h,
        "Your attack: take B's Green 3 out of the order of battle (eliminated)? — Take them out"
    ));
    // B still has a stack in Kazan: not asked whether it has units left.
    assert!(log_has(
        &h,
        "B still controls units: the order of battle lists B's Green 5 in Kazan"
    ));
    let s = h.state().session().unwrap();
    assert_eq!(
        s.game().state().order_of_battle().to_text(),
        "Perm: A Red 2, A Red 4\nOmsk:\nKazan: B Green 5"
    );
    // The attack shifted the PCT as an attack does.
    assert!(log_has(&h, "PCT A/B"));
}

/// A question's answers are picked by their numbers (0 first, as `rcw
/// play` numbers them), not only by the pointer and Enter.
#[test]
fn a_number_key_picks_the_answer_it_names() {
    use politburo::rcw::step::{Input, Prompt};
    use politburo::rcw::view::StepKind;
    let tmp = temp_dir("number-keys");
    let mut h = harness(app_in(tmp.path()));
    new_seed_game(&mut h);
    // Enter walks to the first question of more than one answer where the
    // number picked is not Enter's.
    let mut steps = 0;
    let (n, view) = loop {
        let v = h.state().session().unwrap().step_view();
        if v.kind == StepKind::Question && v.chart.is_none() && v.answers.len() > 1 {
            let n = (0..v.answers.len())
                .find(|&i| Some(i) != v.default)
                .unwrap();
            break (n, v);
        }
        h.key_press(Key::Enter);
        h.run();
        steps += 1;
        assert!(steps < 200, "no question reached");
    };
    assert!(matches!(
        h.state().session().unwrap().game().prompt(),
        Some(Prompt::Ask(_))
    ));
    let before = h.state().session().unwrap().cursor();
    let key = [Key::Num0, Key::Num1, Key::Num2, Key::Num3, Key::Num4][n];
    h.key_press(key);
    h.run();
    let s = h.state().session().unwrap();
    assert_eq!(s.cursor(), before + 1, "{}", view.text);
    let taken = &s.data().actions[before];
    let chosen = match taken {
        politburo::rcw::Action::Input(Input::Choice(i)) => *i,
        politburo::rcw::Action::Input(Input::Planned { choice, .. }) => *choice,
        other => panic!("{other:?}"),
    };
    assert_eq!(chosen, n, "{}", view.text);
}

/// A screen reader reads every label of the mid-turn screen as words: no
/// label is blank (the PCT's corner cell was).
#[test]
fn no_label_of_the_mid_turn_screen_reads_as_blank() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::NodeT;
    let mut h = harness(App::sealed(None).unwrap());
    click(&mut h, "Open example: A game in mid-turn 3");
    let labels: Vec<String> = h
        .query_all_by_role(Role::Label)
        .map(|n| {
            let a = n.accesskit_node();
            a.label().or_else(|| a.value()).unwrap_or_default()
        })
        .collect();
    assert!(labels.len() > 40, "{labels:?}");
    let blank = labels.iter().filter(|l| l.trim().is_empty()).count();
    assert_eq!(blank, 0, "{labels:?}");
}

/// The stack editor keeps its buttons where they were after a change: a
/// move clears the province chosen and the pick follows the stack, but
/// neither moves "Move", "Split" or "Merge" under the pointer.
#[test]
fn a_move_in_the_stack_editor_leaves_its_buttons_under_the_pointer() {
    use egui::accesskit::Role;
    let mut h = Harness::builder()
        .with_size([1024.0, 700.0])
        .build_ui_state(|ui, app: &mut App| app.ui(ui), App::sealed(None).unwrap());
    open_stack_editor(&mut h);
    h.get_by_role_and_label(Role::ComboBox, "Move to")
        .click_accesskit();
    h.run();
    h.get_by_label("Kazan").click();
    h.run();
    let places = |h: &Harness<'_, App>| {
        ["Move", "Split", "Merge", "Remove from the board"]
            .map(|b| h.get_by_role_and_label(Role::Button, b).rect().min)
    };
    let before = places(&h);
    h.get_by_role_and_label(Role::Button, "Move").click();
    h.run();
    h.run();
    let board = h
        .state()
        .session()
        .unwrap()
        .game()
        .state()
        .order_of_battle()
        .to_text();
    assert!(
        board.contains("Kazan: A Red 2 (Gold), E Green 3, B Green 4"),
        "{board}"
    );
    assert_eq!(places(&h), before, "a button moved under the pointer");
}

/// Deleting from the Saves dialog asks first, as a dialog of its own that
/// takes the keyboard (Enter keeps the save), and goes back to the list.
#[test]
fn delete_from_the_saves_dialog_asks_and_goes_back_to_the_list() {
    let tmp = temp_dir("delete-from-dialog");
    let dir = tmp.path();
    let mut h = harness(app_in(dir));
    new_seed_game(&mut h);
    h.state_mut()
        .push(Command::SaveAs("Evening one".to_string()));
    h.state_mut()
        .push(Command::OpenSaves(politburo::ui::saves::SavesDialog::Saves));
    h.run();
    click(&mut h, "Delete \"Evening one\"");
    assert!(h.query_by_label("Yes, delete it").is_some(), "asked");
    assert!(h.state().modal_open());
    h.key_press(Key::Enter);
    h.run();
    assert!(
        dir.join("saves/Evening one.json").is_file(),
        "Enter keeps it"
    );
    assert!(h.query_by_label("Yes, delete it").is_none());
    assert!(
        h.query_by_label("Open \"Evening one\"").is_some(),
        "back to the list"
    );
    // Escape keeps it too.
    click(&mut h, "Delete \"Evening one\"");
    h.key_press(Key::Escape);
    h.run();
    assert!(
        dir.join("saves/Evening one.json").is_file(),
        "Escape keeps it"
    );
    assert!(h.query_by_label("Yes, delete it").is_none());
    click(&mut h, "Delete \"Evening one\"");
    click(&mut h, "Yes, delete it");
    assert!(!dir.join("saves/Evening one.json").exists());
    assert!(
        h.query_by_label("Open \"Evening one\"").is_none(),
        "the list read again"
    );
}

/// "A game is in progress" → Save it and go on, with a name that cannot be
/// saved: the game is not replaced, the question stays with its waiting
/// command, and the notice says why.
#[test]
fn a_save_that_fails_before_another_game_keeps_the_question() {
    let tmp = temp_dir("replace-save-fails");
    let mut h = harness(app_in(tmp.path()));
    new_seed_game(&mut h);
    let before = h.state().session().unwrap().data().clone();
    h.state_mut().push(Command::OpenExample(1));
    h.run();
    assert!(h.state().modal_open(), "asked first");
    h.state_mut()
        .push(Command::ReplaceAfterSaving("no/slashes".to_string()));
    h.run();
    assert!(h.state().modal_open(), "still asked");
    assert_eq!(h.state().session().unwrap().data(), &before, "not replaced");
    assert!(h.state().notice().is_some_and(|n| n.error));
    // Its waiting command is still there: going on without saving opens it.
    h.state_mut().push(Command::ReplaceDiscarding);
    h.run();
    assert_ne!(
        h.state().session().unwrap().data(),
        &before,
        "the example opened"
    );
}

/// The stack editor under the Non-Attack Policies starts afresh each bot
/// turn: a stack picked in B's turn is not the one offered first in C's
/// (a player moving C's stacks could change B's by mistake).
#[test]
fn the_policies_stack_editor_starts_afresh_each_bot_turn() {
    use egui::accesskit::Role;
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::step::InstructionKind;
    use politburo::rcw::{Action, Edit, Seat};
    let mut h = harness(App::sealed(None).unwrap());
    start_past_your_turn(&mut h);
    let oob = OrderOfBattle::parse("Perm: B Green 6\nOmsk: C Red 2\nKazan: D White 3").unwrap();
    apply(&mut h, Action::Edit(Edit::OrderOfBattle(oob)));
    let at_the_moves = |p: &Prompt| {
        if matches!(p, Prompt::Do(i) if i.kind == InstructionKind::MoveStacks) {
            Walk::Stop
        } else {
            Walk::Default
        }
    };
    let picked = |h: &Harness<'_, App>| {
        h.get_by_role_and_label(Role::ComboBox, "Stack")
            .accesskit_node()
            .value()
            .unwrap_or_default()
    };
    for (letter, faces) in [('B', [2]), ('C', [2])] {
        apply(
            &mut h,
            Action::StartBotTurn(Seat::from_letter(letter).unwrap()),
        );
        walk_turn(&mut h, &faces, at_the_moves);
        // Nothing picked when the turn's editor first shows.
        assert_eq!(picked(&h), "pick a stack", "{letter}'s turn");
        h.get_by_role_and_label(Role::ComboBox, "Stack").click();
        h.run();
        click(&mut h, "Perm: B Green 6");
        assert_eq!(picked(&h), "Perm: B Green 6");
        walk_turn(&mut h, &[], |_| Walk::Default);
    }
}

/// A question of more answers than number keys (a retreat on the map):
/// the number typed is said above the answers and its answer is the one
/// highlighted, and Enter takes it.
#[test]
fn a_number_typed_is_said_above_the_answers_and_its_answer_highlighted() {
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::step::Topic;
    use politburo::rcw::{Action, Edit, Seat};
    let mut h = harness(App::sealed(None).unwrap());
    start_past_your_turn(&mut h);
    let map = politburo::rcw::map::file::EXAMPLE.parse().unwrap();
    let oob = OrderOfBattle::parse("Orel: C Red 6\nKursk: D White 2").unwrap();
    for e in [Edit::Map(Some(Box::new(map))), Edit::OrderOfBattle(oob)] {
        apply(&mut h, Action::Edit(e));
    }
    apply(
        &mut h,
        Action::StartBotTurn(Seat::from_letter('C').unwrap()),
    );
    walk_turn(&mut h, &[2], |p| match p {
        Prompt::Ask(q) if q.topic == Topic::CombatResult => {
            Walk::Click("DR — defender retreats".to_string())
        }
        Prompt::Ask(q) if q.topic == Topic::RetreatTo => Walk::Stop,
        _ => Walk::Default,
    });
    let view = h.state().session().unwrap().step_view();
    assert!(view.answers.len() > 10, "{:?}", view.answers.len());
    let twelve = view.answer_for_key(12).unwrap();
    let label = view.answers[twelve].label.clone();
    h.key_press(Key::Num1);
    h.run();
    h.key_press(Key::Num2);
    h.run();
    let said = h.get_by_label_contains("Typed 12: Enter takes");
    let button = h.get_by_label(&label);
    // Said above the answers, and the answer typed is the one marked.
    assert!(said.rect().top() < button.rect().top());
    assert_eq!(
        button.accesskit_node().toggled(),
        Some(egui::accesskit::Toggled::True)
    );
    let at = h.state().session().unwrap().cursor();
    h.key_press(Key::Enter);
    h.run();
    let s = h.state().session().unwrap();
    assert_eq!(s.cursor(), at + 1);
    assert_eq!(
        s.data().actions[at],
        Action::Input(politburo::rcw::step::Input::Choice(twelve))
    );
}

/// An answer too long for a row at 1024x700 and 150 % wraps beside its
/// number, not on a row below it ("1" was left alone above "Not moved
/// (…)" in an evening's play).
#[test]
fn a_long_answer_wraps_beside_its_number() {
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::step::Topic;
    use politburo::rcw::{Action, Edit, Seat};
    let mut h = Harness::builder()
        .with_size([1024.0 / 1.5, 700.0 / 1.5])
        .with_pixels_per_point(1.5)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), App::sealed(None).unwrap());
    start_past_your_turn(&mut h);
    let map = politburo::rcw::map::file::EXAMPLE.parse().unwrap();
    let oob = OrderOfBattle::parse("Ufa: E Blue 2\nSamara: E Green 3\nPerm: D White 5").unwrap();
    for e in [Edit::Map(Some(Box::new(map))), Edit::OrderOfBattle(oob)] {
        apply(&mut h, Action::Edit(e));
    }
    apply(
        &mut h,
        Action::StartBotTurn(Seat::from_letter('E').unwrap()),
    );
    walk_turn(&mut h, &[2], |p| match p {
        Prompt::Ask(q) if q.topic == Topic::Join => Walk::Stop,
        _ => Walk::Default,
    });
    let button = h
        .get_by_label_contains("Not moved (if it went elsewhere")
        .rect();
    let number = h
        .query_all_by_label("1")
        .map(|n| n.rect())
        .filter(|r| r.right() <= button.left())
        .min_by(|a, b| {
            (a.top() - button.top())
                .abs()
                .total_cmp(&(b.top() - button.top()).abs())
        })
        .expect("no number on the button's left: it was left on a row of its own");
    assert!(button.height() > 30.0, "the label wraps: {button:?}");
    assert!(
        (number.top() - button.top()).abs() < 12.0,
        "number {number:?} beside its button {button:?}"
    );
}
