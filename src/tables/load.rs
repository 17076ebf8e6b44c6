//! Reading table JSON: a pure function from text to checked tables.

use super::model::{BelowFirst, Cell, Table, TableKind};
use std::collections::BTreeSet;
use thiserror::Error;

/// The compiled-in table files: (path under the crate, text).
/// One line per file; a file may hold several tables.
pub const BUILTIN_FILES: &[(&str, &str)] = &[
    (
        "assets/tables/directory.json",
        include_str!("../../assets/tables/directory.json"),
    ),
    (
        "assets/tables/red-actions.json",
        include_str!("../../assets/tables/red-actions.json"),
    ),
];

/// Why a table file was refused. File paths come last in the messages.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum TableError {
    #[error("not valid JSON: {message} (line {line}, column {column}) in {file}")]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("table {table}: {message} (line {line}, column {column}) in {file}")]
    Shape {
        file: String,
        table: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("table {table}, {place}: {message} in {file}")]
    Invalid {
        file: String,
        table: String,
        place: String,
        message: String,
    },
}

/// Parses and checks one file's text (`file` is only used in messages).
pub fn parse(text: &str, file: &str) -> Result<Vec<Table>, TableError> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| TableError::Syntax {
        file: file.to_string(),
        line: e.line(),
        column: e.column(),
        message: strip_position(&e.to_string()),
    })?;
    let items = match value {
        serde_json::Value::Array(items) => items,
        other => vec![other],
    };
    let mut tables = Vec::new();
    let mut seen = BTreeSet::new();
    for (i, item) in items.into_iter().enumerate() {
        let id = item
            .get("id")
            .and_then(|v| v.as_str())
            .map_or_else(|| format!("#{} (no id)", i + 1), str::to_string);
        let table: Table = serde_json::from_value(item).map_err(|e| {
            // from_value has no positions; re-reading the text gives them.
            let (line, column) = position_of_shape_error(text);
            TableError::Shape {
                file: file.to_string(),
                table: id.clone(),
                line,
                column,
                message: e.to_string(),
            }
        })?;
        validate(&table).map_err(|(place, message)| TableError::Invalid {
            file: file.to_string(),
            table: table.id.clone(),
            place,
            message,
        })?;
        if !seen.insert(table.id.clone()) {
            return Err(TableError::Invalid {
                file: file.to_string(),
                table: table.id.clone(),
                place: "id".to_string(),
                message: "the same id appears twice in the file".to_string(),
            });
        }
        tables.push(table);
    }
    Ok(tables)
}

fn strip_position(msg: &str) -> String {
    match msg.rfind(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

fn position_of_shape_error(text: &str) -> (usize, usize) {
    let one: Result<Table, _> = serde_json::from_str(text);
    let many: Result<Vec<Table>, _> = serde_json::from_str(text);
    match (one, many) {
        (Err(e), Err(m)) => {
            // The form that failed later got further: it is the file's form.
            if (m.line(), m.column()) >= (e.line(), e.column()) {
                (m.line(), m.column())
            } else {
                (e.line(), e.column())
            }
        }
        _ => (0, 0),
    }
}

/// Checks what serde cannot: returns (place, message) of the first problem.
pub fn validate(t: &Table) -> Result<(), (String, String)> {
    check_shape(t)?;
    if t.kind == TableKind::Reference {
        return check_reference(t);
    }
    check_rolls(t)?;
    check_blanks(t)?;
    check_rerolls(t)?;
    check_column_lookup(t)
}

/// A problem with the table as a whole.
fn whole(m: &str) -> Result<(), (String, String)> {
    Err(("table".to_string(), m.to_string()))
}

/// The table's id, title, columns and rows are there and agree, and its
/// kind allows its columns and its column lookup.
fn check_shape(t: &Table) -> Result<(), (String, String)> {
    if !t.id.contains('/') || t.id.starts_with('/') || t.id.ends_with('/') {
        return Err((
            "id".to_string(),
            format!("an id is written <game>/<table>, not \"{}\"", t.id),
        ));
    }
    if t.title.trim().is_empty() {
        return whole("the title is empty");
    }
    if t.columns.is_empty() {
        return whole("a table needs at least one column");
    }
    let mut labels = BTreeSet::new();
    for c in &t.columns {
        if !labels.insert(c.as_str()) {
            return Err((
                format!("column \"{c}\""),
                "two columns have the same label".to_string(),
            ));
        }
    }
    if t.rows.is_empty() {
        return whole("a table needs at least one row");
    }
    for (i, row) in t.rows.iter().enumerate() {
        if row.cells.len() != t.columns.len() {
            return Err((
                row_place(t, i),
                format!(
                    "the row has {} cells but the table has {} columns",
                    row.cells.len(),
                    t.columns.len()
                ),
            ));
        }
    }
    if t.kind == TableKind::Roll && t.columns.len() != 1 {
        return whole("a \"roll\" table has exactly one column (use \"cross\" or \"row\")");
    }
    if t.column_lookup.is_some() && t.kind != TableKind::Cross {
        return whole("only a \"cross\" table picks its column by a lookup");
    }
    Ok(())
}

/// A reference table has no dice, no rolls and no re-rolls.
fn check_reference(t: &Table) -> Result<(), (String, String)> {
    if t.dice.is_some() {
        return whole("a reference table has no dice");
    }
    if let Some(i) = t.rows.iter().position(|r| r.roll.is_some()) {
        return Err((
            row_place(t, i),
            "a reference table has no rolls".to_string(),
        ));
    }
    if !t.rerolls.is_empty() {
        return whole("a reference table has no re-rolls");
    }
    Ok(())
}

/// A die-roll table names its dice and its rows cover every roll of them,
/// in order, once.
fn check_rolls(t: &Table) -> Result<(), (String, String)> {
    let Some(dice) = t.dice else {
        return whole("a die-roll table needs \"dice\": \"1d6\" or \"2d6\"");
    };
    let mut next = dice.min_total();
    for (i, row) in t.rows.iter().enumerate() {
        let Some(r) = row.roll else {
            return Err((row_place(t, i), "the row has no \"roll\"".to_string()));
        };
        if r.low != next {
            return Err((
                row_place(t, i),
                if r.low < next {
                    format!("roll {r} overlaps the rows above or is out of order")
                } else {
                    format!("no row covers roll {next}")
                },
            ));
        }
        if r.high > dice.max_total() {
            return Err((
                row_place(t, i),
                format!("{dice} cannot roll more than {}", dice.max_total()),
            ));
        }
        next = r.high + 1;
    }
    if next <= dice.max_total() {
        return whole(&format!(
            "no row covers roll {next}: the rows must cover {} to {}",
            dice.min_total(),
            dice.max_total()
        ));
    }
    Ok(())
}

/// A table with an empty cell says what a blank means.
fn check_blanks(t: &Table) -> Result<(), (String, String)> {
    if t.blank.is_none() {
        for (i, row) in t.rows.iter().enumerate() {
            for (j, cell) in row.cells.iter().enumerate() {
                if matches!(cell, Cell::Printed(s) if s.trim().is_empty()) {
                    return Err((
                        cell_place(t, i, j),
                        "the cell is empty but the table says no \"blank\" meaning".to_string(),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Only "roll" and "cross" tables re-roll, and never on themselves.
fn check_rerolls(t: &Table) -> Result<(), (String, String)> {
    if t.kind == TableKind::Row && !t.rerolls.is_empty() {
        return whole("re-rolls are only for \"roll\" and \"cross\" tables");
    }
    for (text, target) in &t.rerolls {
        if target == &t.id {
            return Err((
                format!("re-roll \"{text}\""),
                "a table cannot re-roll on itself".to_string(),
            ));
        }
    }
    Ok(())
}

/// A column lookup has one increasing threshold per column, and a refuse
/// message only when it refuses below the first.
fn check_column_lookup(t: &Table) -> Result<(), (String, String)> {
    if let Some(lookup) = &t.column_lookup {
        if lookup.thresholds.len() != t.columns.len() {
            return Err((
                "column_lookup".to_string(),
                format!(
                    "{} thresholds for {} columns",
                    lookup.thresholds.len(),
                    t.columns.len()
                ),
            ));
        }
        for (j, w) in lookup.thresholds.windows(2).enumerate() {
            if w[0].value >= w[1].value {
                return Err((
                    format!("column_lookup, column \"{}\"", t.columns[j + 1]),
                    "thresholds must increase from column to column".to_string(),
                ));
            }
        }
        if lookup.below_first == BelowFirst::First && lookup.refuse_message.is_some() {
            return Err((
                "column_lookup".to_string(),
                "a refuse_message needs \"below_first\": \"refuse\"".to_string(),
            ));
        }
    }
    Ok(())
}

/// "row 3 (roll 5)" — counted from 1, as a player reads the file.
pub fn row_place(t: &Table, i: usize) -> String {
    match t.rows.get(i).and_then(|r| r.roll) {
        Some(r) => format!("row {} (roll {r})", i + 1),
        None => format!("row {}", i + 1),
    }
}

/// "row 6 (roll 6), column \"1:2\"".
pub fn cell_place(t: &Table, i: usize, j: usize) -> String {
    let col = t.columns.get(j).map_or("?", String::as_str);
    format!("{}, column \"{col}\"", row_place(t, i))
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"{
      "id": "test/t", "title": "T", "source": "here", "kind": "cross", "dice": "1d6",
      "columns": ["a", "b"],
      "rows": [ {"roll": "1-3", "cells": ["x", ""]}, {"roll": "4-6", "cells": ["y", null]} ],
      "blank": "No Result"
    }"#;

    #[test]
    fn a_single_object_is_one_table() {
        let t = parse(GOOD, "t.json").unwrap();
        assert_eq!(t.len(), 1);
        assert_eq!(t[0].rows[1].cells[1], Cell::Missing);
    }

    #[test]
    fn syntax_errors_give_line_and_column() {
        let e = parse("[\n {\"id\": }", "bad.json").unwrap_err();
        let TableError::Syntax { line, file, .. } = &e else {
            panic!("{e}")
        };
        assert_eq!((*line, file.as_str()), (2, "bad.json"));
        assert!(e.to_string().ends_with("in bad.json"), "{e}");
    }

    #[test]
    fn a_misspelt_field_names_the_table_and_the_field() {
        let text = GOOD.replace("\"columns\"", "\"colums\"");
        let e = parse(&text, "t.json").unwrap_err().to_string();
        assert!(e.contains("table test/t"), "{e}");
        assert!(e.contains("colums"), "{e}");
        assert!(e.contains("line 3"), "{e}");
    }

    #[test]
    fn a_row_with_too_few_cells_is_named() {
        let text = GOOD.replace(r#"["y", null]"#, r#"["y"]"#);
        let e = parse(&text, "t.json").unwrap_err().to_string();
        assert_eq!(
            e,
            "table test/t, row 2 (roll 4-6): the row has 1 cells but the table has 2 columns in t.json"
        );
    }

    #[test]
    fn gaps_and_overlaps_in_the_rolls_are_refused() {
        let gap = GOOD.replace("\"4-6\"", "\"5-6\"");
        assert!(
            parse(&gap, "t.json")
                .unwrap_err()
                .to_string()
                .contains("no row covers roll 4")
        );
        let overlap = GOOD.replace("\"4-6\"", "\"3-6\"");
        assert!(
            parse(&overlap, "t.json")
                .unwrap_err()
                .to_string()
                .contains("overlaps")
        );
        let short = GOOD.replace("\"4-6\"", "\"4-5\"");
        assert!(
            parse(&short, "t.json")
                .unwrap_err()
                .to_string()
                .contains("no row covers roll 6")
        );
    }

    #[test]
    fn an_empty_cell_needs_a_blank_meaning() {
        let text = GOOD.replace(r#""blank": "No Result""#, r#""notes": []"#);
        let e = parse(&text, "t.json").unwrap_err().to_string();
        assert!(e.contains("row 1 (roll 1-3), column \"b\""), "{e}");
    }

    #[test]
    fn the_builtin_files_parse() {
        for (file, text) in BUILTIN_FILES {
            parse(text, file).unwrap();
        }
    }
}
