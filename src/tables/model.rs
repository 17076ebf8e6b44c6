//! The table types, exactly as they appear in the JSON files.
//!
//! The same structs are read from and written to JSON (serde); `load::parse`
//! is the only way in from text and checks every invariant the rest of the
//! crate relies on (see `load::validate`).

use crate::ratio::Ratio;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// One printed table: a die-roll table, a cross-reference table, a table whose
/// result is a whole row, or a reference table without dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    /// `<game>/<table>`, e.g. `directory/crt-1`.
    pub id: String,
    /// The heading as printed.
    pub title: String,
    /// Where the table is printed (seed file and section).
    pub source: String,
    /// Id of the reading in RULES-NOTES.md this table follows, e.g. `I-8`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub interpretation: Option<String>,
    /// True when cells were rebuilt from a flattened or garbled source.
    #[serde(default, skip_serializing_if = "is_false")]
    pub reconstructed: bool,
    pub kind: TableKind,
    /// Dice rolled; absent for reference tables.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<DiceSpec>,
    /// Column labels as printed (one per cell of each row).
    pub columns: Vec<String>,
    pub rows: Vec<Row>,
    /// What an empty cell (`""`) means, e.g. `No Result`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blank: Option<String>,
    /// Cell text → id of the table rolled on again when that cell is hit.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub rerolls: BTreeMap<String, String>,
    /// How a value (odds ratio or a total) picks the column.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub column_lookup: Option<ColumnLookup>,
    /// The abbreviations used in the cells, spelled out as printed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub legend: Vec<LegendEntry>,
    /// Printed remarks that go with the table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// What kind of lookup a table is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TableKind {
    /// Die roll → the single cell of the row (exactly one column).
    Roll,
    /// Die roll × column → one cell.
    Cross,
    /// Die roll → the whole row of named cells.
    Row,
    /// No dice: shown for reference only.
    Reference,
}

/// The dice rolled on a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiceSpec {
    #[serde(rename = "1d6")]
    OneD6,
    #[serde(rename = "2d6")]
    TwoD6,
}

impl DiceSpec {
    /// How many six-sided dice are summed.
    pub fn count(self) -> usize {
        match self {
            DiceSpec::OneD6 => 1,
            DiceSpec::TwoD6 => 2,
        }
    }

    pub fn min_total(self) -> u8 {
        self.count() as u8
    }

    pub fn max_total(self) -> u8 {
        6 * self.count() as u8
    }

    /// The exact chance of throwing `total` (zero off the dice).
    pub fn chance_of(self, total: i32) -> Ratio {
        self.distribution()
            .into_iter()
            .find(|&(t, _)| i32::from(t) == total)
            .map_or(Ratio::ZERO, |(_, p)| p)
    }

    /// Every total with its exact chance.
    pub fn distribution(self) -> Vec<(u8, Ratio)> {
        match self {
            DiceSpec::OneD6 => (1..=6).map(|t| (t, Ratio::new(1, 6))).collect(),
            DiceSpec::TwoD6 => (2..=12u8)
                .map(|t| {
                    let ways = 6 - (i64::from(t) - 7).unsigned_abs();
                    (t, Ratio::new(ways, 36))
                })
                .collect(),
        }
    }
}

impl fmt::Display for DiceSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DiceSpec::OneD6 => "1d6",
            DiceSpec::TwoD6 => "2d6",
        })
    }
}

/// One printed row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Row {
    /// The die rolls this row covers; absent in reference tables.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roll: Option<RollRange>,
    pub cells: Vec<Cell>,
}

/// A cell: the printed text, or missing from the source (JSON `null`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Option<String>", into = "Option<String>")]
pub enum Cell {
    Printed(String),
    /// The source does not give this cell (e.g. [I-7]).
    Missing,
}

/// How a missing cell is shown everywhere.
pub const MISSING_TEXT: &str = "missing (not in the text)";

impl Cell {
    pub fn printed(text: &str) -> Cell {
        Cell::Printed(text.to_string())
    }

    /// The text as printed (empty for a blank cell), or the missing marker.
    pub fn display(&self) -> &str {
        match self {
            Cell::Printed(t) => t,
            Cell::Missing => MISSING_TEXT,
        }
    }

    pub fn is_missing(&self) -> bool {
        matches!(self, Cell::Missing)
    }
}

impl From<Option<String>> for Cell {
    fn from(o: Option<String>) -> Cell {
        o.map_or(Cell::Missing, Cell::Printed)
    }
}

impl From<Cell> for Option<String> {
    fn from(c: Cell) -> Option<String> {
        match c {
            Cell::Printed(t) => Some(t),
            Cell::Missing => None,
        }
    }
}

/// Die totals `low..=high`, written `"3"` or `"3-4"` in JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct RollRange {
    pub low: u8,
    pub high: u8,
}

impl RollRange {
    pub fn new(low: u8, high: u8) -> RollRange {
        RollRange { low, high }
    }

    pub fn contains(self, total: u8) -> bool {
        (self.low..=self.high).contains(&total)
    }
}

/// A roll range or a threshold in a table file that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CellTextError {
    #[error("a roll is written \"3\" or \"3-4\", not \"{0}\"")]
    Roll(String),
    #[error("roll range \"{0}\" runs backwards")]
    Backwards(String),
    #[error("a threshold is written \"3:2\" or \"17\", not \"{0}\"")]
    Threshold(String),
}

impl TryFrom<String> for RollRange {
    type Error = CellTextError;
    fn try_from(s: String) -> Result<RollRange, CellTextError> {
        let bad = || CellTextError::Roll(s.clone());
        let num = |t: &str| t.trim().parse::<u8>().map_err(|_| bad());
        let t = s.trim();
        let (low, high) = match t.split_once(['-', '–']) {
            Some((a, b)) => (num(a)?, num(b)?),
            None => {
                let n = num(t)?;
                (n, n)
            }
        };
        if low > high {
            return Err(CellTextError::Backwards(s));
        }
        Ok(RollRange { low, high })
    }
}

impl From<RollRange> for String {
    fn from(r: RollRange) -> String {
        r.to_string()
    }
}

impl fmt::Display for RollRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.low == self.high {
            write!(f, "{}", self.low)
        } else {
            write!(f, "{}-{}", self.low, self.high)
        }
    }
}

/// How a value picks a column of a cross table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ColumnLookup {
    /// Whether the value is an odds ratio (attack:defence) or a total.
    pub by: LookupBy,
    /// The smallest value of each column, one per column in order
    /// (`"1:2"`, `"3:2"` for ratios; `"5"` for totals), strictly increasing.
    pub thresholds: Vec<Threshold>,
    /// Values between two thresholds: `down` takes the lower column
    /// (the defender's favour), `up` the higher one.
    #[serde(default)]
    pub rounding: Rounding,
    /// Values below the first threshold: refused, or read on the first column.
    #[serde(default)]
    pub below_first: BelowFirst,
    /// Said when a value is refused, e.g. the printed rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refuse_message: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LookupBy {
    Ratio,
    Total,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Rounding {
    #[default]
    Down,
    Up,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum BelowFirst {
    #[default]
    Refuse,
    First,
}

/// A column's smallest value, written `"3:2"` (ratio) or `"17"` (whole number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Threshold {
    pub value: Ratio,
    /// Written as `a:b` (kept so the file reads back as written).
    ratio_form: Option<(u64, u64)>,
}

impl Threshold {
    pub fn ratio(a: u64, b: u64) -> Threshold {
        Threshold {
            value: Ratio::new(a, b),
            ratio_form: Some((a, b)),
        }
    }

    pub fn total(n: u64) -> Threshold {
        Threshold {
            value: Ratio::new(n, 1),
            ratio_form: None,
        }
    }
}

impl TryFrom<String> for Threshold {
    type Error = CellTextError;
    fn try_from(s: String) -> Result<Threshold, CellTextError> {
        let bad = || CellTextError::Threshold(s.clone());
        let num = |t: &str| t.trim().parse::<u64>().map_err(|_| bad());
        match s.split_once(':') {
            Some((a, b)) => {
                let (a, b) = (num(a)?, num(b)?);
                if b == 0 {
                    return Err(bad());
                }
                Ok(Threshold::ratio(a, b))
            }
            None => Ok(Threshold::total(num(&s)?)),
        }
    }
}

impl From<Threshold> for String {
    fn from(t: Threshold) -> String {
        match t.ratio_form {
            Some((a, b)) => format!("{a}:{b}"),
            None => t.value.num().to_string(),
        }
    }
}

/// An abbreviation used in the cells and what it stands for, as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LegendEntry {
    pub code: String,
    pub meaning: String,
}

impl Table {
    /// Index of the column a player means by `label`: the label as
    /// printed; then ignoring case, spaces and which dash or odds notation
    /// is typed ("9-12" for "9 – 12", "1-1" for "1:1"); then a number inside
    /// a range column ("10" for "9 – 12", "40" for "37+") or odds inside an
    /// open column ("3-1" for "2:1+"), when exactly one column holds it.
    pub fn column_index(&self, label: &str) -> Option<usize> {
        if let Some(i) = self.columns.iter().position(|c| c == label) {
            return Some(i);
        }
        let want = squash_label(label);
        if let Some(i) = self.columns.iter().position(|c| squash_label(c) == want) {
            return Some(i);
        }
        let holding: Vec<usize> = (0..self.columns.len())
            .filter(|&i| column_holds(&squash_label(&self.columns[i]), &want))
            .collect();
        match holding[..] {
            [i] => Some(i),
            _ => None,
        }
    }

    /// True when a roll on this table needs a column chosen.
    pub fn needs_column(&self) -> bool {
        self.kind == TableKind::Cross
    }

    /// The row a die total falls on.
    pub fn row_for_total(&self, total: u8) -> Option<usize> {
        self.rows
            .iter()
            .position(|r| r.roll.is_some_and(|rr| rr.contains(total)))
    }

    /// The outcome a printed cell stands for: blank cells read as `blank`.
    pub fn outcome_name<'a>(&'a self, cell: &'a Cell) -> Option<&'a str> {
        match cell {
            Cell::Missing => None,
            Cell::Printed(t) if t.trim().is_empty() => Some(self.blank.as_deref().unwrap_or("")),
            Cell::Printed(t) => Some(t),
        }
    }

    /// "reconstructed, I-8" style flags, empty when the table is as printed.
    pub fn flags(&self) -> Vec<String> {
        let mut f = Vec::new();
        if self.reconstructed {
            f.push("reconstructed".to_string());
        }
        if let Some(i) = &self.interpretation {
            f.push(format!("interpretation {i}"));
        }
        f
    }
}

/// A column label as compared: lower case, no spaces, every dash a hyphen
/// and the odds colon a hyphen too.
fn squash_label(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '–' | '—' | '‑' | '−' | ':' => '-',
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether the squashed column label `column` ("9-12", "37+", "2-1+")
/// holds the squashed value `want` ("10", "40", "3-1").
fn column_holds(column: &str, want: &str) -> bool {
    let num = |t: &str| t.parse::<u64>().ok();
    let pair = |t: &str| -> Option<(u64, u64)> {
        let (a, b) = t.split_once('-')?;
        Some((num(a)?, num(b)?))
    };
    if let Some(n) = num(want) {
        if let Some(from) = column.strip_suffix('+').and_then(num) {
            return n >= from;
        }
        return pair(column).is_some_and(|(lo, hi)| (lo..=hi).contains(&n));
    }
    // Odds "a-b" inside an open odds column "c-d+": a/b ≥ c/d.
    match (pair(want), column.strip_suffix('+').and_then(pair)) {
        (Some((a, b)), Some((c, d))) if b > 0 && d > 0 => {
            u128::from(a) * u128::from(d) >= u128::from(c) * u128::from(b)
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roll_ranges_read_as_written() {
        assert_eq!(
            RollRange::try_from("3-4".to_string()),
            Ok(RollRange::new(3, 4))
        );
        assert_eq!(
            RollRange::try_from("3 – 4".to_string()),
            Ok(RollRange::new(3, 4))
        );
        assert_eq!(
            RollRange::try_from("6".to_string()),
            Ok(RollRange::new(6, 6))
        );
        assert!(RollRange::try_from("4-3".to_string()).is_err());
        assert!(RollRange::try_from("six".to_string()).is_err());
        assert_eq!(RollRange::new(1, 3).to_string(), "1-3");
    }

    #[test]
    fn two_dice_totals_sum_to_one() {
        let d = DiceSpec::TwoD6.distribution();
        assert_eq!(d.len(), 11);
        assert_eq!(d[5], (7, Ratio::new(1, 6)));
        assert_eq!(d[0], (2, Ratio::new(1, 36)));
        assert_eq!(d.iter().map(|x| x.1).sum::<Ratio>(), Ratio::ONE);
    }

    #[test]
    fn thresholds_round_trip() {
        let t = Threshold::try_from("3:2".to_string()).unwrap();
        assert_eq!(t.value, Ratio::new(3, 2));
        assert_eq!(String::from(t), "3:2");
        let t = Threshold::try_from("37".to_string()).unwrap();
        assert_eq!(String::from(t), "37");
        assert!(Threshold::try_from("1:0".to_string()).is_err());
    }

    #[test]
    fn null_cell_is_missing() {
        let cells: Vec<Cell> = serde_json::from_str(r#"["MA 5", null, ""]"#).unwrap();
        assert_eq!(cells[0], Cell::printed("MA 5"));
        assert_eq!(cells[1], Cell::Missing);
        assert_eq!(cells[1].display(), "missing (not in the text)");
        assert_eq!(
            serde_json::to_string(&cells).unwrap(),
            r#"["MA 5",null,""]"#
        );
    }

    #[test]
    fn columns_are_found_as_a_player_types_them() {
        let reg = crate::tables::Registry::builtin();
        let shooting = reg.table("red-actions/shooting").unwrap();
        let crt = reg.table("directory/crt-1").unwrap();
        let col = |t: &Table, l: &str| t.column_index(l).map(|i| t.columns[i].clone());
        assert_eq!(col(shooting, "9 – 12").as_deref(), Some("9 – 12"));
        assert_eq!(col(shooting, "9-12").as_deref(), Some("9 – 12"));
        assert_eq!(col(shooting, "9—12").as_deref(), Some("9 – 12"));
        assert_eq!(col(shooting, "10").as_deref(), Some("9 – 12"));
        assert_eq!(col(shooting, "2").as_deref(), Some("2"));
        assert_eq!(col(shooting, "40").as_deref(), Some("37+"));
        assert_eq!(col(shooting, "1"), None);
        assert_eq!(col(crt, "1-1").as_deref(), Some("1:1"));
        assert_eq!(col(crt, "3 : 2").as_deref(), Some("3:2"));
        assert_eq!(col(crt, "3-1").as_deref(), Some("2:1+"));
        assert_eq!(col(crt, "2-1").as_deref(), Some("2:1+"));
        assert_eq!(col(crt, "1-3"), None);
    }
}
