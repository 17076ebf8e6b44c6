#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A player's corrected table file replaces the built-in table; a broken
//! file is refused with a message that says where, and changes nothing.

use politburo::assets::OverrideFile;
use politburo::ratio::Ratio;
use politburo::tables::{Cell, Registry, parse};
use std::path::PathBuf;

const BUILTIN: &str = include_str!("../assets/tables/directory.json");

fn file(name: &str, text: &str) -> OverrideFile {
    OverrideFile {
        path: PathBuf::from(format!("assets/tables/{name}")),
        text: Ok(text.to_string()),
    }
}

/// The infantry forced-march table alone, with roll 6 filled in.
fn infantry_with_roll_6(cell: &str) -> String {
    let mut tables = parse(BUILTIN, "directory.json").unwrap();
    tables.retain(|t| t.id == "directory/forced-march-infantry");
    let mut t = tables.remove(0);
    t.rows[5].cells[0] = Cell::printed(cell);
    serde_json::to_string_pretty(&t).unwrap()
}

#[test]
fn a_filled_in_missing_cell_is_used_and_reported_as_changed() {
    let mut reg = Registry::builtin();
    assert!(reg.changed().is_empty());
    reg.apply_overrides(vec![file("infantry.json", &infantry_with_roll_6("MA 6"))]);
    assert!(reg.refused().is_empty(), "{:?}", reg.refused());
    assert_eq!(reg.changed(), ["directory/forced-march-infantry"]);
    let o = reg.odds("directory/forced-march-infantry", None).unwrap();
    assert!(o.missing.is_zero());
    assert_eq!(o.chance("MA 6"), Ratio::new(1, 6));
}

#[test]
fn a_copy_of_the_whole_file_with_one_cell_corrected_changes_only_that_table() {
    // The player copies directory.json and turns crt-2plus roll 2 at 1:2 into DR.
    let mut tables = parse(BUILTIN, "directory.json").unwrap();
    let t = tables
        .iter_mut()
        .find(|t| t.id == "directory/crt-2plus")
        .unwrap();
    t.rows[1].cells[0] = Cell::printed("DR");
    let text = serde_json::to_string_pretty(&tables).unwrap();
    let mut reg = Registry::builtin();
    reg.apply_overrides(vec![file("directory.json", &text)]);
    assert_eq!(reg.changed(), ["directory/crt-2plus"]);
    let o = reg.odds("directory/crt-2plus", Some("1:2")).unwrap();
    assert_eq!(o.chance("DR"), Ratio::new(1, 6));
}

#[test]
fn an_unchanged_copy_reports_nothing() {
    let mut reg = Registry::builtin();
    reg.apply_overrides(vec![file("directory.json", BUILTIN)]);
    assert!(reg.changed().is_empty());
    assert!(reg.refused().is_empty());
}

#[test]
fn a_malformed_cell_is_refused_naming_file_table_and_row_and_the_builtin_stays() {
    // Roll 6 given two cells in a one-column table.
    let text = infantry_with_roll_6("MA 6").replacen("\"MA 6\"", "\"MA 6\", \"MA 7\"", 1);
    let mut reg = Registry::builtin();
    reg.apply_overrides(vec![file("infantry.json", &text)]);
    assert!(reg.changed().is_empty());
    let refused = reg.refused();
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].file, "assets/tables/infantry.json");
    assert_eq!(
        refused[0].message,
        "table directory/forced-march-infantry, row 6 (roll 6): the row has 2 cells but \
the table has 1 columns in assets/tables/infantry.json"
    );
    let o = reg.odds("directory/forced-march-infantry", None).unwrap();
    assert_eq!(o.missing, Ratio::new(1, 6));
}

#[test]
fn broken_json_is_refused_with_line_and_column() {
    let mut reg = Registry::builtin();
    reg.apply_overrides(vec![file(
        "crt.json",
        "[\n  { \"id\": \"directory/crt-1\",\n  \"title\" ]",
    )]);
    let refused = reg.refused();
    assert_eq!(refused.len(), 1);
    assert!(
        refused[0].message.starts_with("not valid JSON"),
        "{}",
        refused[0].message
    );
    assert!(
        refused[0].message.contains("line 3"),
        "{}",
        refused[0].message
    );
    assert!(refused[0].message.ends_with("in assets/tables/crt.json"));
    assert_eq!(reg.get("directory/crt-1").unwrap().rows.len(), 6);
}

#[test]
fn a_wrong_cell_type_names_the_table_and_position() {
    let text = infantry_with_roll_6("MA 6").replacen("\"MA 6\"", "6", 1);
    let mut reg = Registry::builtin();
    reg.apply_overrides(vec![file("infantry.json", &text)]);
    let m = &reg.refused()[0].message;
    assert!(
        m.starts_with("table directory/forced-march-infantry: invalid type"),
        "{m}"
    );
    assert!(m.contains("line "), "{m}");
}

#[test]
fn a_reroll_on_a_missing_table_is_refused_and_changes_nothing() {
    let mut tables = parse(BUILTIN, "directory.json").unwrap();
    tables.retain(|t| t.id == "directory/crt-1");
    let mut t = tables.remove(0);
    t.rerolls
        .insert("½ AL".to_string(), "directory/half-xx".to_string());
    t.rows[1].cells[0] = Cell::printed("DR");
    let text = serde_json::to_string(&t).unwrap();
    let mut reg = Registry::builtin();
    reg.apply_overrides(vec![file("crt1.json", &text)]);
    assert!(reg.changed().is_empty());
    assert_eq!(
        reg.refused()[0].message,
        "table directory/crt-1: cell \"½ AL\" re-rolls on \"directory/half-xx\", which is not \
a table in assets/tables/crt1.json"
    );
    assert_eq!(
        reg.get("directory/crt-1").unwrap().rows[1].cells[0],
        Cell::printed("")
    );
}

#[test]
fn an_unreadable_file_is_refused() {
    let mut reg = Registry::builtin();
    reg.apply_overrides(vec![OverrideFile {
        path: PathBuf::from("assets/tables/locked.json"),
        text: Err(std::io::Error::from(std::io::ErrorKind::PermissionDenied).into()),
    }]);
    assert_eq!(
        reg.refused()[0].message,
        "could not read assets/tables/locked.json: permission denied"
    );
}

#[test]
fn tables_given_by_code_are_kept_and_can_be_corrected() {
    let mut reg = Registry::builtin();
    let mut t = parse(BUILTIN, "x.json")
        .unwrap()
        .into_iter()
        .find(|t| t.id == "directory/half-al")
        .unwrap();
    t.id = "rcw/sdt".to_string();
    t.title = "Strategy Determination Table".to_string();
    reg.insert(t.clone()).unwrap();
    assert!(reg.get("rcw/sdt").is_some());
    assert!(reg.changed().is_empty());
    t.rows[0].cells[0] = Cell::printed("corrected");
    reg.apply_overrides(vec![file("sdt.json", &serde_json::to_string(&t).unwrap())]);
    assert_eq!(reg.changed(), ["rcw/sdt"]);
}
