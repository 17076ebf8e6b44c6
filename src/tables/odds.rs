//! Exact outcome probabilities and rolling, with re-rolls on sub-tables.
//!
//! Chances are enumerated over every die total (never sampled). A cell that
//! names a re-roll is replaced by the sub-table's distribution scaled by the
//! cell's chance, so `½ AL` on a roll of 1 at 1/6 becomes 1/12 No Result and
//! 1/12 AL.

use super::model::{Cell, DiceSpec, MISSING_TEXT, Table, TableKind};
use crate::dice::{Dice, DieFaceError, check_face};
use crate::ratio::Ratio;
use std::collections::VecDeque;
use thiserror::Error;

/// Re-roll chains deeper than this are refused (they can only be a mistake).
pub const MAX_REROLL_DEPTH: usize = 8;

/// What a roll ends in: a result, or a cell the source does not give.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CellResult {
    Result(String),
    Missing,
}

impl CellResult {
    pub fn text(&self) -> &str {
        match self {
            CellResult::Result(s) => s,
            CellResult::Missing => MISSING_TEXT,
        }
    }
}

/// An exact distribution: each result with its chance (in the order the
/// results first appear reading the table top to bottom), plus the chance of
/// landing on a missing cell, reported apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Distribution {
    pub outcomes: Vec<(String, Ratio)>,
    pub missing: Ratio,
}

impl Default for Distribution {
    fn default() -> Self {
        Distribution {
            outcomes: Vec::new(),
            missing: Ratio::ZERO,
        }
    }
}

impl Distribution {
    fn add(&mut self, outcome: &CellResult, p: Ratio) {
        match outcome {
            CellResult::Missing => self.missing = self.missing + p,
            CellResult::Result(name) => match self.outcomes.iter_mut().find(|(n, _)| n == name) {
                Some((_, q)) => *q = *q + p,
                None => self.outcomes.push((name.clone(), p)),
            },
        }
    }

    /// The chance of `result` (zero if it cannot happen).
    pub fn chance(&self, result: &str) -> Ratio {
        self.outcomes
            .iter()
            .find(|(n, _)| n == result)
            .map_or(Ratio::ZERO, |(_, p)| *p)
    }

    pub fn total(&self) -> Ratio {
        self.outcomes.iter().map(|(_, p)| *p).sum::<Ratio>() + self.missing
    }
}

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum RollError {
    #[error("table {table} is a reference table: there is nothing to roll")]
    NoDice { table: String },
    #[error("table {table} is a cross table: choose a column ({})", .columns.join(", "))]
    NeedsColumn { table: String, columns: Vec<String> },
    #[error("table {table} has no column \"{column}\" (columns: {})", .columns.join(", "))]
    UnknownColumn {
        table: String,
        column: String,
        columns: Vec<String>,
    },
    #[error("no table \"{id}\"")]
    UnknownTable { id: String },
    #[error("too few dice faces given: table {table} needs another die after the {used} used")]
    TooFewFaces { table: String, used: usize },
    /// A face outside 1..=6 (the message of [`DieFaceError`]).
    #[error("{0}")]
    BadFace(String),
    #[error("table {table}: re-rolls nest deeper than {MAX_REROLL_DEPTH} tables")]
    TooDeep { table: String },
}

impl From<DieFaceError> for RollError {
    fn from(e: DieFaceError) -> Self {
        RollError::BadFace(e.to_string())
    }
}

/// Where die faces come from: the seeded dice or faces the player gives.
pub trait FaceSource {
    /// The next face; `table` names who asks (for the "too few faces" message).
    fn next_face(&mut self, table: &str) -> Result<u8, RollError>;
}

impl FaceSource for Dice {
    fn next_face(&mut self, _table: &str) -> Result<u8, RollError> {
        Ok(self.roll_d6())
    }
}

/// Faces given in advance (physical dice, or tests), used in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GivenFaces {
    faces: VecDeque<u8>,
    used: usize,
}

impl GivenFaces {
    /// Checks every face is 1..=6.
    pub fn new(faces: &[i64]) -> Result<GivenFaces, DieFaceError> {
        let faces = faces
            .iter()
            .map(|&f| check_face(f))
            .collect::<Result<VecDeque<u8>, _>>()?;
        Ok(GivenFaces { faces, used: 0 })
    }

    /// Reads `"4,5"` (commas or spaces between faces).
    /// Faces typed as "4,5" or "4 5"; an empty entry ("4,,5") is refused.
    pub fn parse(text: &str) -> Result<GivenFaces, DieFaceError> {
        let faces = crate::list::items(text, &[','])
            .map_err(|e| DieFaceError::List(e.to_string()))?
            .into_iter()
            .map(crate::dice::parse_face)
            .collect::<Result<VecDeque<u8>, _>>()?;
        Ok(GivenFaces { faces, used: 0 })
    }

    /// The faces not used yet, in order.
    pub fn faces(&self) -> Vec<u8> {
        self.faces.iter().copied().collect()
    }

    /// Faces not used yet.
    pub fn remaining(&self) -> usize {
        self.faces.len()
    }
}

impl FaceSource for GivenFaces {
    fn next_face(&mut self, table: &str) -> Result<u8, RollError> {
        match self.faces.pop_front() {
            Some(f) => {
                self.used += 1;
                Ok(f)
            }
            None => Err(RollError::TooFewFaces {
                table: table.to_string(),
                used: self.used,
            }),
        }
    }
}

/// One roll on one table: the faces, the row and cell hit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollStep {
    pub table: String,
    pub dice: DiceSpec,
    pub faces: Vec<u8>,
    pub total: u8,
    /// Index into `rows`.
    pub row: usize,
    /// Index into `columns` (`None` for a row-result table).
    pub column: Option<usize>,
    /// The cell as printed (for a row-result table, the first cell).
    pub cell: Cell,
    /// What the cell reads as: a blank becomes the table's `blank` meaning,
    /// a row-result table gives the whole row.
    pub reads: CellResult,
    /// The sub-table this cell sends the roll to, if any.
    pub reroll_on: Option<String>,
}

/// A complete roll: the first step and any re-rolls, and the final result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollOutcome {
    pub steps: Vec<RollStep>,
    pub result: CellResult,
}

/// The column index a roll reads, checked against the table's kind.
pub fn resolve_column(table: &Table, column: Option<&str>) -> Result<Option<usize>, RollError> {
    match table.kind {
        TableKind::Reference => Err(RollError::NoDice {
            table: table.id.clone(),
        }),
        TableKind::Row => Ok(None),
        TableKind::Roll => match column {
            None => Ok(Some(0)),
            Some(c) => table
                .column_index(c)
                .map(Some)
                .ok_or_else(|| unknown(table, c)),
        },
        TableKind::Cross => match column {
            None => Err(RollError::NeedsColumn {
                table: table.id.clone(),
                columns: table.columns.clone(),
            }),
            Some(c) => table
                .column_index(c)
                .map(Some)
                .ok_or_else(|| unknown(table, c)),
        },
    }
}

fn unknown(table: &Table, c: &str) -> RollError {
    RollError::UnknownColumn {
        table: table.id.clone(),
        column: c.to_string(),
        columns: table.columns.clone(),
    }
}

/// What row `row` reads as in `column`.
fn reads(table: &Table, row: usize, column: Option<usize>) -> (Cell, CellResult) {
    let Some(r) = table.rows.get(row) else {
        return (Cell::Missing, CellResult::Missing);
    };
    match column {
        Some(j) => {
            let cell = r.cells.get(j).cloned().unwrap_or(Cell::Missing);
            let out = match table.outcome_name(&cell) {
                Some(name) => CellResult::Result(name.to_string()),
                None => CellResult::Missing,
            };
            (cell, out)
        }
        None => {
            let cell = r.cells.first().cloned().unwrap_or(Cell::Missing);
            if !r.cells.is_empty() && r.cells.iter().all(Cell::is_missing) {
                return (cell, CellResult::Missing);
            }
            let whole = table
                .columns
                .iter()
                .zip(&r.cells)
                .map(|(c, v)| format!("{c}: {}", table.outcome_name(v).unwrap_or(MISSING_TEXT)))
                .collect::<Vec<_>>()
                .join("; ");
            (cell, CellResult::Result(whole))
        }
    }
}

/// The distribution of what the cells read, before re-rolls are resolved
/// (a `½ AL` cell stays `½ AL`).
pub fn raw_odds(table: &Table, column: Option<&str>) -> Result<Distribution, RollError> {
    let col = resolve_column(table, column)?;
    let mut odds = Distribution::default();
    for (row, p) in row_chances(table) {
        odds.add(&reads(table, row, col).1, p);
    }
    Ok(odds)
}

/// The chance of each row (rows cover every total, checked on load).
fn row_chances(table: &Table) -> Vec<(usize, Ratio)> {
    let Some(dice) = table.dice else {
        return Vec::new();
    };
    let mut per_row: Vec<Ratio> = vec![Ratio::ZERO; table.rows.len()];
    for (total, p) in dice.distribution() {
        if let Some(i) = table.row_for_total(total) {
            per_row[i] = per_row[i] + p;
        }
    }
    per_row.into_iter().enumerate().collect()
}

/// Where a re-roll's table is found by its id: the registry, which rolls
/// through these functions (kept apart so the odds never name it).
pub trait Tables {
    fn by_id(&self, id: &str) -> Option<&Table>;
}

/// The exact distribution of final results, re-rolls resolved.
pub fn final_odds(
    reg: &dyn Tables,
    table: &Table,
    column: Option<&str>,
) -> Result<Distribution, RollError> {
    let col = resolve_column(table, column)?;
    let mut odds = Distribution::default();
    add_final(reg, table, col, Ratio::ONE, 0, &mut odds)?;
    Ok(odds)
}

fn add_final(
    reg: &dyn Tables,
    table: &Table,
    col: Option<usize>,
    scale: Ratio,
    depth: usize,
    odds: &mut Distribution,
) -> Result<(), RollError> {
    if depth > MAX_REROLL_DEPTH {
        return Err(RollError::TooDeep {
            table: table.id.clone(),
        });
    }
    for (row, p) in row_chances(table) {
        let (cell, out) = reads(table, row, col);
        match sub_table(reg, table, &cell)? {
            Some(sub) => add_final(reg, sub, Some(0), scale * p, depth + 1, odds)?,
            None => odds.add(&out, scale * p),
        }
    }
    Ok(())
}

fn sub_table<'r>(
    reg: &'r dyn Tables,
    table: &Table,
    cell: &Cell,
) -> Result<Option<&'r Table>, RollError> {
    let Cell::Printed(text) = cell else {
        return Ok(None);
    };
    match table.rerolls.get(text.trim()) {
        None => Ok(None),
        Some(id) => reg
            .by_id(id)
            .map(Some)
            .ok_or_else(|| RollError::UnknownTable { id: id.clone() }),
    }
}

/// Rolls on `table`, following re-rolls, taking faces from `dice` in order.
pub fn roll(
    reg: &dyn Tables,
    table: &Table,
    column: Option<&str>,
    dice: &mut dyn FaceSource,
) -> Result<RollOutcome, RollError> {
    let mut col = resolve_column(table, column)?;
    let mut steps = Vec::new();
    let mut current = table;
    loop {
        if steps.len() > MAX_REROLL_DEPTH {
            return Err(RollError::TooDeep {
                table: table.id.clone(),
            });
        }
        let Some(spec) = current.dice else {
            return Err(RollError::NoDice {
                table: current.id.clone(),
            });
        };
        let mut faces = Vec::new();
        for _ in 0..spec.count() {
            faces.push(dice.next_face(&current.id)?);
        }
        let total: u8 = faces.iter().sum();
        let row = current
            .row_for_total(total)
            .ok_or_else(|| RollError::UnknownTable {
                id: format!("{} (no row for roll {total})", current.id),
            })?;
        let (cell, out) = reads(current, row, col);
        let sub = sub_table(reg, current, &cell)?;
        steps.push(RollStep {
            table: current.id.clone(),
            dice: spec,
            faces,
            total,
            row,
            column: col,
            cell,
            reads: out.clone(),
            reroll_on: sub.map(|s| s.id.clone()),
        });
        match sub {
            Some(s) => {
                current = s;
                col = Some(0);
            }
            None => return Ok(RollOutcome { steps, result: out }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::parse;
    use crate::tables::registry::Registry;

    fn reg() -> Registry {
        let mut r = Registry::empty();
        r.extend(
            parse(
                r#"[
            {"id": "t/main", "title": "Main", "source": "s", "kind": "cross", "dice": "1d6",
             "columns": ["a", "b"],
             "rows": [{"roll": "1", "cells": ["½ X", "Y"]}, {"roll": "2-5", "cells": ["", "Y"]},
                      {"roll": "6", "cells": [null, "Z"]}],
             "blank": "Nothing", "rerolls": {"½ X": "t/half"}},
            {"id": "t/half", "title": "Half", "source": "s", "kind": "roll", "dice": "1d6",
             "columns": ["Result"],
             "rows": [{"roll": "1-3", "cells": ["Nothing"]}, {"roll": "4-6", "cells": ["X"]}]},
            {"id": "t/two", "title": "Two", "source": "s", "kind": "roll", "dice": "2d6",
             "columns": ["Result"],
             "rows": [{"roll": "2-6", "cells": ["low"]}, {"roll": "7", "cells": ["seven"]},
                      {"roll": "8-12", "cells": ["high"]}]}
            ]"#,
                "t.json",
            )
            .unwrap(),
        )
        .unwrap();
        r
    }

    #[test]
    fn rerolls_resolve_exactly_and_missing_is_apart() {
        let r = reg();
        let t = r.get("t/main").unwrap();
        let raw = raw_odds(t, Some("a")).unwrap();
        assert_eq!(
            raw.outcomes,
            vec![
                ("½ X".to_string(), Ratio::new(1, 6)),
                ("Nothing".to_string(), Ratio::new(2, 3))
            ]
        );
        assert_eq!(raw.missing, Ratio::new(1, 6));
        let fin = final_odds(&r, t, Some("a")).unwrap();
        // 1/6 × 1/2 + 4/6 = 3/4 Nothing; 1/6 × 1/2 = 1/12 X; 1/6 missing.
        assert_eq!(fin.chance("Nothing"), Ratio::new(3, 4));
        assert_eq!(fin.chance("X"), Ratio::new(1, 12));
        assert_eq!(fin.missing, Ratio::new(1, 6));
        assert_eq!(fin.total(), Ratio::ONE);
    }

    #[test]
    fn two_dice_sum_their_faces() {
        let r = reg();
        let t = r.get("t/two").unwrap();
        let o = final_odds(&r, t, None).unwrap();
        assert_eq!(o.chance("seven"), Ratio::new(1, 6));
        assert_eq!(o.chance("low"), Ratio::new(15, 36));
        let mut f = GivenFaces::new(&[3, 4]).unwrap();
        let out = roll(&r, t, None, &mut f).unwrap();
        assert_eq!(out.steps[0].total, 7);
        assert_eq!(out.result, CellResult::Result("seven".to_string()));
    }

    #[test]
    fn a_roll_follows_the_reroll_with_the_next_face() {
        let r = reg();
        let t = r.get("t/main").unwrap();
        let mut f = GivenFaces::new(&[1, 5]).unwrap();
        let out = roll(&r, t, Some("a"), &mut f).unwrap();
        assert_eq!(out.steps.len(), 2);
        assert_eq!(out.steps[0].cell, Cell::printed("½ X"));
        assert_eq!(out.steps[0].reroll_on.as_deref(), Some("t/half"));
        assert_eq!(out.steps[1].total, 5);
        assert_eq!(out.result, CellResult::Result("X".to_string()));
    }

    #[test]
    fn too_few_faces_names_the_table_that_wanted_one() {
        let r = reg();
        let t = r.get("t/main").unwrap();
        let mut f = GivenFaces::new(&[1]).unwrap();
        let e = roll(&r, t, Some("a"), &mut f).unwrap_err();
        assert_eq!(
            e.to_string(),
            "too few dice faces given: table t/half needs another die after the 1 used"
        );
    }

    #[test]
    fn a_row_table_gives_the_whole_row() {
        let mut r = Registry::empty();
        r.extend(
            parse(
                r#"{"id": "t/row", "title": "Row", "source": "s", "kind": "row", "dice": "1d6",
                    "columns": ["Wind", "Visibility"],
                    "rows": [{"roll": "1-4", "cells": ["calm", "300m"]},
                             {"roll": "5-6", "cells": ["gale", null]}]}"#,
                "t.json",
            )
            .unwrap(),
        )
        .unwrap();
        let o = r.odds("t/row", None).unwrap();
        assert_eq!(o.chance("Wind: calm; Visibility: 300m"), Ratio::new(2, 3));
        assert_eq!(
            o.chance("Wind: gale; Visibility: missing (not in the text)"),
            Ratio::new(1, 3)
        );
        let mut f = GivenFaces::new(&[5]).unwrap();
        let out = r.roll("t/row", None, &mut f).unwrap();
        assert_eq!(out.steps[0].column, None);
        assert_eq!(
            out.result.text(),
            "Wind: gale; Visibility: missing (not in the text)"
        );
    }

    #[test]
    fn faces_outside_one_to_six_are_refused() {
        assert!(GivenFaces::parse("4,7").is_err());
        assert_eq!(GivenFaces::parse("4, 6").unwrap().remaining(), 2);
        // An empty entry is refused, not skipped (as on the command line).
        assert!(GivenFaces::parse("4,,6").is_err());
        assert!(matches!(
            crate::directory::combat::parse_factors("2,,3"),
            Err(crate::directory::combat::FactorsError::List(_))
        ));
        assert_eq!(crate::directory::combat::parse_factors(" "), Ok(Vec::new()));
    }

    #[test]
    fn a_cross_table_wants_a_known_column() {
        let r = reg();
        let t = r.get("t/main").unwrap();
        assert!(matches!(
            final_odds(&r, t, None),
            Err(RollError::NeedsColumn { .. })
        ));
        assert_eq!(
            final_odds(&r, t, Some("c")).unwrap_err().to_string(),
            "table t/main has no column \"c\" (columns: a, b)"
        );
    }
}
