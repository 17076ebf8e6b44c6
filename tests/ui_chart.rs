#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Your chart in the window: typed in the Tables screen's editor (checked
//! while typed), kept in the data folder and read again at the next start,
//! shown with its chances, and a bot's combat result rolled on it with
//! one key.

mod common;

use common::*;
use egui::Key;
use egui_kittest::kittest::Queryable;
use politburo::rcw::step::{Prompt, Topic};
use politburo::session::SessionStore;
use politburo::session::charts::{chart_path, save_chart};
use politburo::ui::command::Screen;

fn type_into(h: &mut egui_kittest::Harness<'_, politburo::ui::App>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// The seed's example opened with C's Red 9 against D's White 2 in Kazan
/// kept, physical dice, C's turn started.
fn to_cs_turn(h: &mut egui_kittest::Harness<'_, politburo::ui::App>) {
    click(h, "Open example: The seed's five players, start of turn 1");
    let oob = politburo::rcw::planner::OrderOfBattle::parse("Kazan: C Red 9, D White 2").unwrap();
    h.state_mut().push(politburo::ui::command::Command::Apply(
        politburo::rcw::Action::Edit(politburo::rcw::Edit::OrderOfBattle(oob)),
    ));
    h.run();
    click(h, "Physical dice");
    click(h, "Play C's turn");
}

/// C's turn (SDT 2) walked to its first combat result.
fn to_the_result(h: &mut egui_kittest::Harness<'_, politburo::ui::App>) {
    walk_turn(h, &[2], |p| match p {
        Prompt::Ask(q) if q.topic == Topic::CombatResult => Walk::Stop,
        _ => Walk::Default,
    });
}

#[test]
fn a_six_column_chart_is_typed_checked_saved_and_read_again() {
    let dir = temp_dir("chart-typed");
    let mut h = harness(app_in(dir.path()));
    click(&mut h, "Tables, dice and odds");
    assert_eq!(h.state().screen(), Screen::Tables);
    click(&mut h, "Type a new chart");
    // A new chart is not a wall of mistakes: its empty cells are counted.
    h.get_by_label("42 cells still to type.");
    // Columns 1-1 to 6-1: six of them.
    click(&mut h, "Columns from");
    click_button(&mut h, "1-1");
    let rows = ["AE", "AR", "EX", "DR", "DR", "DE"];
    let columns = ["1-1", "2-1", "3-1", "4-1", "5-1", "6-1"];
    for (i, code) in rows.iter().enumerate() {
        for c in columns {
            let typed = if (i, c) == (0, "6-1") { "X2" } else { code };
            type_into(&mut h, &format!("Row {} at {c}", i + 1), typed);
        }
    }
    // The unknown result is said where it is, and Save stays off.
    h.get_by_label("One thing to put right before it can be saved (marked above):");
    h.get_by_label(
        "• Row 1 (1), column 6-1: \"X2\" is not a result the rules know (AE, AR, EX, DR, DE or -).",
    );
    click(&mut h, "Save chart");
    assert!(!chart_path(&SessionStore::new(dir.path().to_path_buf())).exists());
    // Put right, it saves.
    h.get_by_label("Row 1 at 6-1").focus();
    h.run();
    h.key_press(Key::Backspace);
    h.key_press(Key::Backspace);
    h.run();
    h.get_by_label("Row 1 at 6-1").type_text("DE");
    h.run();
    h.get_by_label("The chart is complete: every roll has one row and every cell a result.");
    click(&mut h, "Save chart");
    let path = chart_path(&SessionStore::new(dir.path().to_path_buf()));
    assert!(path.exists(), "the chart is kept in the data folder");
    assert!(
        h.state()
            .notice()
            .unwrap()
            .text
            .starts_with("Your chart is kept")
    );
    drop(h);

    // The next start reads it: shown among the tables, with its chances.
    let mut h = harness(app_in(dir.path()));
    let t = h.state().kept_chart().cloned().unwrap();
    assert_eq!(t.columns, columns);
    assert_eq!(t.rows[0].cells[5], politburo::tables::Cell::printed("DE"));
    click(&mut h, "Tables, dice and odds");
    h.get_by_label(
        "Your Combat Results Table \"Combat Results Table\" (6 columns, 1-1 to 6-1, 1d6)",
    );
    click(&mut h, "Show it");
    h.state_mut().tools_mut().tables.column = Some("1-1".to_string());
    h.run();
    h.get_by_label("DR: 1/3 (33.3%)");
    h.get_by_label("AE: 1/6 (16.7%)");
    // Edit, then Cancel: nothing changes. ("Your charts" is folded to a
    // line while a table is shown: it opens first.)
    click(&mut h, "Your charts");
    click(&mut h, "Edit your chart");
    click(&mut h, "Cancel");
    assert_eq!(h.state().kept_chart(), Some(&t));
}

#[test]
fn a_bot_attacks_result_is_rolled_on_your_chart_with_one_key() {
    let dir = temp_dir("chart-roll");
    let store = SessionStore::new(dir.path().to_path_buf());
    let rules = politburo::rcw::RcwRules::builtin().unwrap();
    let example =
        politburo::rcw::chart::parse_file(politburo::rcw::chart::EXAMPLE, "example", &rules)
            .unwrap();
    save_chart(&store, &example).unwrap();
    let mut h = harness(app_in(dir.path()));
    to_cs_turn(&mut h);
    // The game took the chart kept as it started the turn.
    assert!(log_has(&h, "the game now plays with the chart"));
    to_the_result(&mut h);
    h.get_by_label(
        "On your chart: EXAMPLE chart: edit it to match your printed Combat Results Table (1d6)",
    );
    h.get_by_label("The attack is at 4-1.");
    // One key: the die shows 1, the chart reads DE at 4-1.
    h.key_press(politburo::ui::wizard::DIE_KEYS[0]);
    h.run();
    assert!(
        log_has(
            &h,
            "rolled 1 (your die) at 4-1 → DE — defender eliminated (chance 1/3)"
        ),
        "the roll is logged with its die, column, result and chance"
    );
    // The follow-ups come as after a clicked DE: the stack is taken out.
    walk_turn(&mut h, &[], |_| Walk::Default);
    let s = h.state().session().unwrap();
    assert_eq!(
        s.game().state().order_of_battle().to_text(),
        "Kazan: C Red 9"
    );
}

#[test]
fn a_two_dice_chart_takes_your_two_faces_by_key() {
    use politburo::rcw::Odds;
    use politburo::rcw::chart::{Draft, DraftRow};
    use politburo::tables::DiceSpec;
    let dir = temp_dir("chart-two-dice");
    let store = SessionStore::new(dir.path().to_path_buf());
    let rules = politburo::rcw::RcwRules::builtin().unwrap();
    let mut d = Draft::blank(DiceSpec::TwoD6);
    assert!(d.set_columns(Odds::new(1, 1), Odds::new(6, 1)));
    d.rows = [("2-6", "AR"), ("7", "DR"), ("8-12", "DE")]
        .iter()
        .map(|(roll, code)| DraftRow {
            roll: roll.to_string(),
            cells: vec![code.to_string(); 6],
        })
        .collect();
    save_chart(&store, &d.check(&rules).unwrap().to_table(&rules)).unwrap();
    let mut h = harness(app_in(dir.path()));
    to_cs_turn(&mut h);
    to_the_result(&mut h);
    h.get_by_label("Roll your 2 dice and press each face (1–6): your chart gives the result.");
    h.key_press(politburo::ui::wizard::DIE_KEYS[2]);
    h.run();
    h.get_by_label("Faces so far: 3; press the next.");
    assert!(
        matches!(
            h.state().session().unwrap().game().prompt(),
            Some(Prompt::Ask(q)) if q.topic == Topic::CombatResult
        ),
        "one face is not a throw of two dice: the result is still asked"
    );
    h.key_press(politburo::ui::wizard::DIE_KEYS[3]);
    h.run();
    assert!(log_has(
        &h,
        "rolled 3 + 4 = 7 (your dice) at 4-1 → DR — defender retreats (chance 1/6)"
    ));
}
