//! Your game's own Combat Results Table: the base game's CRT, which the
//! seeds do not print, typed once by the player (odds columns, dice, and
//! for each row and column one of the combat results the rules list).
//!
//! A chart is kept as a [`Table`] (the model every other table uses), so it
//! is shown, searched and rolled on like them; [`Chart::read`] checks it
//! against the rules and gives what the game needs from it: the top column
//! (above it an attack reads the top column, so the planner never spends
//! stacks beyond it), the chance of each result at each column, and the
//! result a roll reads.
//!
//! The game keeps a copy of the chart it plays with in its state
//! ([`crate::rcw::Edit::Chart`]), so a saved game replays the same plans
//! and rolls whatever chart the data folder holds later.

use super::odds::Odds;
use super::rules::{RcwRules, squash};
use crate::ratio::Ratio;
use crate::tables::{
    BelowFirst, Cell, ColumnLookup, DiceSpec, LegendEntry, LookupBy, RollRange, Rounding, Row,
    Table, TableKind, Threshold,
};
use std::fmt;

/// The id a kept chart has among the tables.
pub const CHART_ID: &str = "rcw/your-crt";

/// The most columns a chart may have (a printed CRT has about ten).
pub const MAX_COLUMNS: usize = 20;

/// A chart being typed: what the editor holds, checked as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub title: String,
    pub dice: DiceSpec,
    /// The odds columns, worst first, one column apart (1-2, 1-1, 2-1 …).
    pub first: Odds,
    pub last: Odds,
    /// Each row: its roll as typed ("1", "3-4") and one cell per column.
    pub rows: Vec<DraftRow>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftRow {
    pub roll: String,
    pub cells: Vec<String>,
}

/// Where a problem of a draft is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Title,
    Columns,
    Rows,
    /// The roll of row `i` (from 0).
    Roll(usize),
    /// Row `i`, column `j` (from 0).
    Cell(usize, usize),
}

/// One thing wrong with a chart, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub place: Place,
    pub message: String,
    /// A cell not typed yet (not a mistake: the editor counts these
    /// rather than marking them).
    pub empty: bool,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

/// A chart checked against the rules: every cell one of their results.
#[derive(Clone, Debug, PartialEq, Eq)]
/// Made only by [`Draft::check`] (or [`Chart::read`]), never changed
/// after: its fields are read through its methods.
pub struct Chart {
    title: String,
    dice: DiceSpec,
    /// One per column, consecutive, worst first.
    columns: Vec<Odds>,
    /// Each row's rolls and, per column, the index of the rules' result.
    rows: Vec<(RollRange, Vec<usize>)>,
}

/// The code a chart's cell names result `i` of the rules by ("AE", "-").
/// Rules saved before codes were given take the built-in rules' code of
/// the result with the same text.
pub fn result_codes(rules: &RcwRules) -> Vec<Option<String>> {
    rules
        .combat_results()
        .iter()
        .map(|c| {
            c.code.clone().or_else(|| {
                builtin_codes()
                    .iter()
                    .find(|(text, _)| *text == c.text)
                    .map(|(_, code)| code.clone())
            })
        })
        .collect()
}

/// The built-in rules' (result text, code) pairs, read once.
fn builtin_codes() -> &'static [(String, String)] {
    static CODES: std::sync::OnceLock<Vec<(String, String)>> = std::sync::OnceLock::new();
    CODES.get_or_init(|| {
        RcwRules::builtin()
            .map(|b| {
                b.combat_results()
                    .iter()
                    .filter_map(|c| c.code.clone().map(|code| (c.text.clone(), code)))
                    .collect()
            })
            .unwrap_or_default()
    })
}

/// The column of `columns` (consecutive, worst first) that `odds` read:
/// the top one above it; `None` below the first.
pub fn column_in(columns: &[Odds], odds: Odds) -> Option<usize> {
    let top = columns.last()?;
    let capped = odds.min(*top);
    columns.iter().position(|&c| c == capped)
}

/// "4-1" or "6-1 (the chart's top; 15-1 is above it)": the column the
/// chart reads first, then the odds when they are above its top.
pub fn read_at(odds: Odds, on: Odds) -> String {
    if odds > on {
        format!("{on} (the chart's top; {odds} is above it)")
    } else {
        on.to_string()
    }
}

/// "AE, AR, EX, DR, DE or -".
fn codes_text(codes: &[Option<String>]) -> String {
    let c: Vec<&str> = codes.iter().flatten().map(String::as_str).collect();
    match c.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        Some((last, _)) => (*last).to_string(),
        None => "none (these rules name no codes)".to_string(),
    }
}

/// The columns from `first` to `last`, one apart.
pub fn columns_between(first: Odds, last: Odds) -> Vec<Odds> {
    let mut out = vec![first];
    let mut c = first;
    while c < last && out.len() <= MAX_COLUMNS {
        c = c.next_up();
        out.push(c);
    }
    out
}

impl Draft {
    /// A blank chart of `dice`, columns 1-2 to 6-1, one row per total.
    pub fn blank(dice: DiceSpec) -> Draft {
        let first = Odds::new(1, 2);
        let last = Odds::new(6, 1);
        let n = columns_between(first, last).len();
        Draft {
            title: "Combat Results Table".to_string(),
            dice,
            first,
            last,
            rows: (dice.min_total()..=dice.max_total())
                .map(|t| DraftRow {
                    roll: t.to_string(),
                    cells: vec![String::new(); n],
                })
                .collect(),
        }
    }

    pub fn columns(&self) -> Vec<Odds> {
        columns_between(self.first, self.last)
    }

    /// The columns become `first` to `last`: each typed cell stays under
    /// its odds (a column dropped takes its cells with it, a new column
    /// starts empty). Refused (nothing changes) when `last` is below
    /// `first` or the chart would have more than [`MAX_COLUMNS`].
    pub fn set_columns(&mut self, first: Odds, last: Odds) -> bool {
        let new = columns_between(first, last);
        if last < first || new.len() > MAX_COLUMNS {
            return false;
        }
        let old = self.columns();
        for r in &mut self.rows {
            r.cells = new
                .iter()
                .map(|o| {
                    old.iter()
                        .position(|c| c == o)
                        .and_then(|j| r.cells.get(j).cloned())
                        .unwrap_or_default()
                })
                .collect();
        }
        self.first = first;
        self.last = last;
        true
    }

    /// The draft of a kept chart's table (for editing it again); problems
    /// in its columns come back from [`Draft::check`].
    pub fn of_table(t: &Table) -> Result<Draft, Problem> {
        let bad = |message: String| Problem {
            place: Place::Columns,
            message,
            empty: false,
        };
        let cols: Vec<Odds> = t
            .columns
            .iter()
            .map(|c| {
                c.parse::<Odds>().map_err(|_| {
                    bad(format!(
                        "column \"{c}\" is not an odds column like \"2-1\" or \"1-2\""
                    ))
                })
            })
            .collect::<Result<_, _>>()?;
        let (Some(&first), Some(&last)) = (cols.first(), cols.last()) else {
            return Err(bad("the chart has no columns".to_string()));
        };
        if cols != columns_between(first, last) {
            return Err(bad(format!(
                "the columns must run one apart from {first} to {last} ({})",
                columns_between(first, last)
                    .iter()
                    .map(Odds::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
        if t.kind != TableKind::Cross {
            return Err(bad(
                "a chart is a \"cross\" table: a die roll and an odds column".to_string(),
            ));
        }
        let dice = t.dice.ok_or_else(|| Problem {
            place: Place::Rows,
            message: "the chart needs \"dice\": \"1d6\" or \"2d6\"".to_string(),
            empty: false,
        })?;
        Ok(Draft {
            title: t.title.clone(),
            dice,
            first,
            last,
            rows: t
                .rows
                .iter()
                .map(|r| DraftRow {
                    roll: r.roll.map(|x| x.to_string()).unwrap_or_default(),
                    cells: r
                        .cells
                        .iter()
                        .map(|c| match c {
                            Cell::Printed(s) => s.clone(),
                            Cell::Missing => String::new(),
                        })
                        .collect(),
                })
                .collect(),
        })
    }

    /// Every problem, each where it is: an empty title, columns that run
    /// backwards or are too many, a roll that is not one or that overlaps
    /// or leaves a gap, a missing cell, a result the rules do not know.
    /// Mistakes come first, cells not typed yet after them.
    pub fn check(&self, rules: &RcwRules) -> Result<Chart, Vec<Problem>> {
        let mut found = Found::default();
        if self.title.trim().is_empty() {
            found.wrong(Place::Title, "Give the chart a title.".to_string());
        }
        let columns = self.columns();
        if self.last < self.first {
            found.wrong(
                Place::Columns,
                format!(
                    "The last column ({}) is below the first ({}).",
                    self.last, self.first
                ),
            );
        } else if columns.len() > MAX_COLUMNS {
            found.wrong(
                Place::Columns,
                format!("A chart has at most {MAX_COLUMNS} columns."),
            );
        }
        let codes = result_codes(rules);
        let mut next = self.dice.min_total();
        let mut rows = Vec::new();
        for (i, r) in self.rows.iter().enumerate() {
            let range = self.roll_of(i, r, &mut next, &mut found);
            let cells = cells_of(i, r, &columns, &codes, &mut found);
            if let Some(range) = range {
                rows.push((range, cells));
            }
        }
        if self.rows.is_empty() {
            found.wrong(Place::Rows, "The chart has no rows.".to_string());
        } else if next <= self.dice.max_total() {
            found.wrong(
                Place::Rows,
                format!(
                    "No row covers roll {next}: the rows must cover {} to {}.",
                    self.dice.min_total(),
                    self.dice.max_total()
                ),
            );
        }
        let problems = found.all();
        if problems.is_empty() {
            Ok(Chart {
                title: self.title.trim().to_string(),
                dice: self.dice,
                columns,
                rows,
            })
        } else {
            Err(problems)
        }
    }

    /// Row `i`'s rolls, checked against the dice and the rows above (the
    /// first total not yet covered is `next`, moved past them).
    fn roll_of(
        &self,
        i: usize,
        r: &DraftRow,
        next: &mut u8,
        found: &mut Found,
    ) -> Option<RollRange> {
        let range = match RollRange::try_from(r.roll.clone()) {
            Ok(range) => range,
            Err(e) => {
                found.wrong(Place::Roll(i), format!("Row {}: {e}.", i + 1));
                // Read as one total, so the rows after it are not all
                // marked for a gap it may not leave.
                *next = next.saturating_add(1);
                return None;
            }
        };
        let (lo, hi) = (self.dice.min_total(), self.dice.max_total());
        if range.high > hi || range.low < lo {
            found.wrong(
                Place::Roll(i),
                format!(
                    "Row {}: {} rolls {lo} to {hi}, not {range}.",
                    i + 1,
                    self.dice
                ),
            );
        } else if range.low < *next {
            found.wrong(
                Place::Roll(i),
                format!(
                    "Row {}: roll {range} overlaps the rows above (or is out of order).",
                    i + 1
                ),
            );
        } else if range.low > *next {
            let to = if range.low > *next + 1 {
                format!(" to {}", range.low - 1)
            } else {
                String::new()
            };
            found.wrong(
                Place::Roll(i),
                format!("Row {}: no row covers roll {next}{to}.", i + 1),
            );
        }
        *next = (*next).max(range.high.saturating_add(1));
        Some(range)
    }
}

/// The problems a check finds: mistakes, and cells not typed yet.
#[derive(Default)]
struct Found {
    wrong: Vec<Problem>,
    empty: Vec<Problem>,
}

impl Found {
    fn wrong(&mut self, place: Place, message: String) {
        self.wrong.push(Problem {
            place,
            message,
            empty: false,
        });
    }

    fn all(self) -> Vec<Problem> {
        let mut all = self.wrong;
        all.extend(self.empty);
        all
    }
}

/// Row `i`'s cells as the rules' results (index in `codes`), each one
/// empty or unknown said where it is.
fn cells_of(
    i: usize,
    r: &DraftRow,
    columns: &[Odds],
    codes: &[Option<String>],
    found: &mut Found,
) -> Vec<usize> {
    let mut cells = Vec::new();
    for (j, odds) in columns.iter().enumerate() {
        let typed = r.cells.get(j).map_or("", |c| c.trim());
        let place = Place::Cell(i, j);
        let at = format!("Row {} ({}), column {odds}", i + 1, r.roll.trim());
        if typed.is_empty() {
            found.empty.push(Problem {
                place,
                message: format!("{at}: the cell is empty."),
                empty: true,
            });
            continue;
        }
        match codes
            .iter()
            .position(|c| c.as_deref().is_some_and(|c| squash(c) == squash(typed)))
        {
            Some(k) => cells.push(k),
            None => found.wrong(
                place,
                format!(
                    "{at}: \"{typed}\" is not a result the rules know ({}).",
                    codes_text(codes)
                ),
            ),
        }
    }
    cells
}

impl Chart {
    /// The chart's title, as typed.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The dice a result is rolled with.
    pub fn dice(&self) -> DiceSpec {
        self.dice
    }

    /// One per column, consecutive, worst first.
    pub fn columns(&self) -> &[Odds] {
        &self.columns
    }

    /// Each row's rolls and, per column, the index of the rules' result.
    pub fn rows(&self) -> &[(RollRange, Vec<usize>)] {
        &self.rows
    }

    /// The chart `t` holds, checked against `rules`.
    pub fn read(t: &Table, rules: &RcwRules) -> Result<Chart, Vec<Problem>> {
        Draft::of_table(t).map_err(|p| vec![p])?.check(rules)
    }

    /// The best column: an attack above it reads it.
    pub fn top(&self) -> Odds {
        self.columns.last().copied().unwrap_or(Odds::new(1, 1))
    }

    /// The column `odds` reads: the top column above it; `None` below the
    /// first (the chart does not resolve such an attack).
    pub fn column_of(&self, odds: Odds) -> Option<usize> {
        column_in(&self.columns, odds)
    }

    /// "at 4-1: DR 1/3 · DE 1/6 · …" (or "at 6-1 (the chart's top; 15-1 is
    /// above it): …"); or,
    /// as the error, why the chart does not read `odds`.
    pub fn chances_at(&self, odds: Odds, rules: &RcwRules) -> Result<String, BelowTheChart> {
        match self.column_of(odds) {
            Some(col) => Ok(format!(
                "at {}: {}",
                read_at(odds, self.columns[col]),
                self.chances_text(col, rules)
            )),
            None => Err(BelowTheChart {
                odds,
                first: self.columns.first().copied().unwrap_or(self.top()),
            }),
        }
    }

    /// The exact chance of each of the rules' results at column `col`
    /// (index as in `rules.combat_results`; `n` of them).
    pub fn chances(&self, col: usize, n: usize) -> Vec<Ratio> {
        let mut out = vec![Ratio::ZERO; n];
        for (range, cells) in &self.rows {
            let p: Ratio = (range.low..=range.high)
                .map(|t| self.dice.chance_of(i32::from(t)))
                .sum();
            if let Some(slot) = cells.get(col).and_then(|&k| out.get_mut(k)) {
                *slot = *slot + p;
            }
        }
        out
    }

    /// The result (index into the rules' results) a total reads at `col`.
    pub fn result(&self, col: usize, total: u8) -> Option<usize> {
        self.rows
            .iter()
            .find(|(r, _)| r.contains(total))
            .and_then(|(_, cells)| cells.get(col).copied())
    }

    /// The chart as a table (the file form and what the tables screen
    /// shows): columns as odds, cells as the rules' codes, rolled on by
    /// the odds (rounded down, the top column above it).
    pub fn to_table(&self, rules: &RcwRules) -> Table {
        let codes = result_codes(rules);
        let code = |k: usize| codes.get(k).cloned().flatten().unwrap_or_default();
        Table {
            id: CHART_ID.to_string(),
            title: self.title.clone(),
            source: "typed by the player from the game's printed Combat Results Table".to_string(),
            interpretation: None,
            reconstructed: false,
            kind: TableKind::Cross,
            dice: Some(self.dice),
            columns: self.columns.iter().map(Odds::to_string).collect(),
            rows: self
                .rows
                .iter()
                .map(|(r, cells)| Row {
                    roll: Some(*r),
                    cells: cells.iter().map(|&k| Cell::Printed(code(k))).collect(),
                })
                .collect(),
            blank: None,
            rerolls: Default::default(),
            column_lookup: Some(ColumnLookup {
                by: LookupBy::Ratio,
                thresholds: self
                    .columns
                    .iter()
                    .map(|c| Threshold::ratio(c.attack(), c.defence()))
                    .collect(),
                rounding: Rounding::Down,
                below_first: BelowFirst::Refuse,
                refuse_message: Some(format!(
                    "The chart starts at {}: an attack below it is not on the chart.",
                    self.columns.first().copied().unwrap_or(Odds::new(1, 1))
                )),
            }),
            legend: rules
                .combat_results()
                .iter()
                .zip(&codes)
                .filter_map(|(c, code)| {
                    code.clone().map(|code| LegendEntry {
                        // The rules' words start with the code ("AE —
                        // attacker eliminated"): the legend says it once.
                        meaning: c
                            .text
                            .strip_prefix(code.as_str())
                            .map_or(c.text.as_str(), |rest| {
                                rest.trim_start_matches([' ', '—', '-', ':'])
                            })
                            .to_string(),
                        code,
                    })
                })
                .collect(),
            notes: vec![format!(
                "Odds above {} are resolved at {}.",
                self.top(),
                self.top()
            )],
        }
    }

    /// One line per result with a chance at `col`: "DR 1/3 · DE 1/6 …".
    pub fn chances_text(&self, col: usize, rules: &RcwRules) -> String {
        let codes = result_codes(rules);
        self.chances(col, rules.combat_results().len())
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > Ratio::ZERO)
            .map(|(k, p)| {
                let code = codes.get(k).cloned().flatten().unwrap_or_else(|| {
                    rules
                        .combat_results()
                        .get(k)
                        .map_or_else(String::new, |c| c.text.clone())
                });
                format!("{code} {p}")
            })
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

/// Odds below a chart's first column: the chart does not read them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{odds} is below your chart's first column ({first})")]
pub struct BelowTheChart {
    pub odds: Odds,
    pub first: Odds,
}

/// Why a chart file was refused, and where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChartFileError {
    /// It is not a table file (with the line and column).
    #[error("{0}")]
    NotATable(String),
    #[error("a chart file holds one table, not {count}: {file}")]
    Tables { count: usize, file: String },
    /// The chart's first problem, with the line of its row.
    #[error("{problem}{} in {file}", line.map_or_else(String::new, |l| format!(" (line {l})")))]
    Chart {
        problem: String,
        line: Option<usize>,
        file: String,
    },
}

/// The most bytes a chart file may have (a chart is a few kilobytes).
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// Reads a chart file's text (`file` names it in messages): the table
/// model's JSON, one table, checked against `rules`. A problem says where:
/// the line and column for what does not read, the row and column of the
/// chart (and the row's line) for a cell the rules do not know.
pub fn parse_file(text: &str, file: &str, rules: &RcwRules) -> Result<Table, ChartFileError> {
    let mut tables =
        crate::tables::parse(text, file).map_err(|e| ChartFileError::NotATable(e.to_string()))?;
    if tables.len() != 1 {
        return Err(ChartFileError::Tables {
            count: tables.len(),
            file: file.to_string(),
        });
    }
    let mut t = tables.remove(0);
    let chart = Chart::read(&t, rules).map_err(|p| {
        let first = &p[0];
        let line = match first.place {
            Place::Roll(i) | Place::Cell(i, _) => line_of_row(text, i),
            _ => None,
        };
        ChartFileError::Chart {
            problem: first.message.trim_end_matches('.').to_string(),
            line,
            file: file.to_string(),
        }
    })?;
    // Kept under the chart's own id, its lookup the odds.
    t = chart.to_table(rules);
    Ok(t)
}

/// The line of the `i`-th row's `"roll"` in a chart file's text.
fn line_of_row(text: &str, i: usize) -> Option<usize> {
    let at = text.match_indices("\"roll\"").nth(i)?.0;
    Some(text[..at].matches('\n').count() + 1)
}

/// The example chart shipped in `assets/rcw/example-crt.json`: a chart to
/// edit into your game's own, not the published one.
pub const EXAMPLE: &str = include_str!("../../assets/rcw/example-crt.json");

#[cfg(test)]
mod tests {
    use super::*;

    fn rules() -> RcwRules {
        RcwRules::builtin().unwrap()
    }

    fn example() -> Chart {
        let t = crate::tables::parse(EXAMPLE, "example").unwrap();
        Chart::read(&t[0], &rules()).unwrap()
    }

    #[test]
    fn the_example_chart_reads_and_every_column_sums_to_one() {
        let c = example();
        assert_eq!(c.columns.first(), Some(&Odds::new(1, 2)));
        assert_eq!(c.top(), Odds::new(6, 1));
        let n = rules().combat_results().len();
        for col in 0..c.columns.len() {
            let total: Ratio = c.chances(col, n).into_iter().sum();
            assert_eq!(total, Ratio::ONE, "column {col}");
        }
        // Back through the table form it is the same chart.
        let again = Chart::read(&c.to_table(&rules()), &rules()).unwrap();
        assert_eq!(again, c);
    }

    #[test]
    fn odds_above_the_top_read_the_top_and_below_the_first_read_nothing() {
        let c = example();
        assert_eq!(c.column_of(Odds::new(15, 1)), Some(c.columns.len() - 1));
        assert_eq!(c.column_of(Odds::new(1, 2)), Some(0));
        assert_eq!(c.column_of(Odds::new(1, 3)), None);
    }

    #[test]
    fn a_six_column_one_die_chart_gives_exact_chances() {
        let mut d = Draft::blank(DiceSpec::OneD6);
        assert!(d.set_columns(Odds::new(1, 1), Odds::new(6, 1)));
        let fill = ["AE", "AR", "EX", "DR", "DR", "DE"];
        for (i, r) in d.rows.iter_mut().enumerate() {
            for c in &mut r.cells {
                *c = fill[i].to_string();
            }
        }
        d.rows[0].cells[5] = "de".to_string();
        let c = d.check(&rules()).unwrap();
        assert_eq!(c.columns.len(), 6);
        let at1 = c.chances(0, 6);
        assert_eq!(at1[0], Ratio::new(1, 6));
        assert_eq!(at1[3], Ratio::new(1, 3));
        assert_eq!(at1[4], Ratio::new(1, 6));
        let at6 = c.chances(5, 6);
        assert_eq!(at6[0], Ratio::ZERO);
        assert_eq!(at6[4], Ratio::new(1, 3));
        assert_eq!(c.result(5, 1), Some(4));
        assert_eq!(c.result(0, 4), Some(3));
        assert_eq!(
            c.chances_text(0, &rules()),
            "AE 1/6 · AR 1/6 · EX 1/6 · DR 1/3 · DE 1/6"
        );
    }

    #[test]
    fn every_problem_is_marked_where_it_is() {
        let mut d = Draft::blank(DiceSpec::OneD6);
        d.title = " ".to_string();
        d.rows[1].roll = "1-2".to_string();
        d.rows[3].roll = "x".to_string();
        for r in &mut d.rows {
            for c in &mut r.cells {
                *c = "DR".to_string();
            }
        }
        d.rows[2].cells[1] = "D2".to_string();
        d.rows[4].cells[0] = String::new();
        let p = d.check(&rules()).unwrap_err();
        let places: Vec<Place> = p.iter().map(|p| p.place).collect();
        assert_eq!(
            places,
            vec![
                Place::Title,
                Place::Roll(1),
                Place::Cell(2, 1),
                Place::Roll(3),
                Place::Cell(4, 0),
            ],
            "{p:?}"
        );
        assert!(
            p[2].message
                .contains("\"D2\" is not a result the rules know (AE, AR, EX, DR, DE or -)")
        );
        assert!(p[1].message.contains("overlaps"));
        // A gap at the end.
        let mut d = Draft::blank(DiceSpec::OneD6);
        d.rows.pop();
        for r in &mut d.rows {
            for c in &mut r.cells {
                *c = "—".to_string();
            }
        }
        let p = d.check(&rules()).unwrap_err();
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].place, Place::Rows);
        assert!(p[0].message.contains("No row covers roll 6"));
    }

    #[test]
    fn a_broken_chart_file_is_refused_with_its_line_and_column() {
        let broken = EXAMPLE.replacen("\"AE\", \"AR\", \"EX\"", "\"AE\" \"AR\", \"EX\"", 1);
        let e = parse_file(&broken, "my-crt.json", &rules())
            .unwrap_err()
            .to_string();
        assert!(e.contains("(line 11, column 35)"), "{e}");
        assert!(e.ends_with("my-crt.json"), "{e}");
        let unknown = EXAMPLE.replacen("\"AR\", \"AR\", \"DR\"", "\"AR\", \"A2\", \"DR\"", 1);
        let e = parse_file(&unknown, "my-crt.json", &rules()).unwrap_err();
        assert_eq!(
            e,
            ChartFileError::Chart {
                problem: "Row 2 (2), column 1-1: \"A2\" is not a result the rules know (AE, AR, EX, DR, DE or -)".into(),
                line: Some(10),
                file: "my-crt.json".into()
            }
        );
        assert_eq!(
            e.to_string(),
            "Row 2 (2), column 1-1: \"A2\" is not a result the rules know (AE, AR, EX, DR, DE or -) (line 10) in my-crt.json"
        );
        let t = parse_file(EXAMPLE, "example", &rules()).unwrap();
        assert_eq!(t.id, CHART_ID);
    }

    #[test]
    fn cells_stay_under_their_odds_when_the_columns_change() {
        let t = crate::tables::parse(EXAMPLE, "example").unwrap();
        let mut d = Draft::of_table(&t[0]).unwrap();
        let at = |d: &Draft, o: Odds| {
            let j = d.columns().iter().position(|c| *c == o).unwrap();
            d.rows[3].cells[j].clone()
        };
        let before = at(&d, Odds::new(2, 1));
        // One column more at the left: 2-1's cells stay under 2-1.
        assert!(d.set_columns(Odds::new(1, 3), Odds::new(6, 1)));
        assert_eq!(d.rows[3].cells[0], "");
        assert_eq!(at(&d, Odds::new(2, 1)), before);
        // The last column below the first is refused; nothing is lost.
        assert!(!d.set_columns(Odds::new(3, 1), Odds::new(1, 1)));
        assert_eq!(d.columns().len(), 8);
        assert_eq!(at(&d, Odds::new(2, 1)), before);
        // Columns dropped take their cells; those kept stay.
        assert!(d.set_columns(Odds::new(2, 1), Odds::new(4, 1)));
        assert_eq!(d.rows[3].cells, vec!["AR", "EX", "DR"]);
    }

    #[test]
    fn columns_must_run_one_apart() {
        let mut t = example().to_table(&rules());
        t.columns[2] = "3-1".to_string();
        let p = Chart::read(&t, &rules()).unwrap_err();
        assert_eq!(p[0].place, Place::Columns);
        assert!(p[0].message.contains("one apart"), "{}", p[0].message);
    }

    #[test]
    fn odds_above_the_top_say_the_column_read_first() {
        assert_eq!(
            read_at(Odds::new(15, 1), Odds::new(6, 1)),
            "6-1 (the chart's top; 15-1 is above it)"
        );
        assert_eq!(read_at(Odds::new(4, 1), Odds::new(4, 1)), "4-1");
    }

    #[test]
    fn the_legend_says_each_code_once() {
        let t = example().to_table(&rules());
        let ae = t.legend.iter().find(|e| e.code == "AE").unwrap();
        assert_eq!(ae.meaning, "attacker eliminated");
        assert!(t.legend.iter().all(|e| !e.meaning.starts_with(&e.code)));
    }

    #[test]
    fn rules_saved_without_codes_take_the_built_in_codes() {
        let mut doc = serde_json::to_value(rules()).unwrap();
        for c in doc["combat_results"].as_array_mut().unwrap() {
            c.as_object_mut().unwrap().remove("code");
        }
        let r = RcwRules::parse(&doc.to_string(), "test").unwrap();
        assert!(r.combat_results().iter().all(|c| c.code.is_none()));
        let codes = result_codes(&r);
        assert_eq!(codes[0].as_deref(), Some("AE"));
        assert_eq!(codes[5].as_deref(), Some("-"));
        let t = example().to_table(&rules());
        assert!(Chart::read(&t, &r).is_ok());
    }
}
