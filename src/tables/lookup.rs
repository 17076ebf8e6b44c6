//! Picking a cross table's column from an odds ratio or a total, and
//! shifting columns.

use super::model::{BelowFirst, LookupBy, Rounding, Table};
use crate::ratio::Ratio;
use thiserror::Error;

/// The column a value reads on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColumnPick {
    pub index: usize,
    pub label: String,
    /// The value was above the last column and reads on it (e.g. 3:1 → 2:1+).
    pub capped_above: bool,
    /// The value was below the first column and reads on it (`below_first: first`).
    pub raised_below: bool,
}

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum LookupError {
    #[error("table {table} has no column lookup: choose a column by its label")]
    NoLookup { table: String },
    #[error("{value} is below the lowest column {first} of table {table}: {reason}")]
    Refused {
        table: String,
        value: String,
        first: String,
        reason: String,
    },
    #[error("table {table}: a defence of 0 gives no odds to look up")]
    NoDefence { table: String },
}

/// Shows a value the way the lookup reads it: `3:2` style for ratios.
pub fn show_value(by: LookupBy, v: Ratio) -> String {
    match by {
        LookupBy::Ratio => {
            if v.den() == 1 {
                format!("{}:1", v.num())
            } else {
                format!("{}:{}", v.num(), v.den())
            }
        }
        LookupBy::Total => {
            if v.den() == 1 {
                v.num().to_string()
            } else {
                v.to_string()
            }
        }
    }
}

/// The odds ratio attack:defence as one exact number; `None` for a
/// defence of 0.
pub fn odds_ratio(attack: Ratio, defence: Ratio) -> Option<Ratio> {
    attack.checked_div(defence)
}

impl Table {
    /// The column `value` reads on, by the table's `column_lookup`.
    pub fn lookup_column(&self, value: Ratio) -> Result<ColumnPick, LookupError> {
        let Some(lookup) = &self.column_lookup else {
            return Err(LookupError::NoLookup {
                table: self.id.clone(),
            });
        };
        let th: Vec<Ratio> = lookup.thresholds.iter().map(|t| t.value).collect();
        let last = th.len().saturating_sub(1);
        let pick = |index: usize, capped_above: bool, raised_below: bool| ColumnPick {
            index,
            label: self.columns.get(index).cloned().unwrap_or_default(),
            capped_above,
            raised_below,
        };
        if th.is_empty() {
            return Err(LookupError::NoLookup {
                table: self.id.clone(),
            });
        }
        if value < th[0] {
            return match lookup.below_first {
                BelowFirst::First => Ok(pick(0, false, true)),
                BelowFirst::Refuse => Err(LookupError::Refused {
                    table: self.id.clone(),
                    value: show_value(lookup.by, value),
                    first: self.columns[0].clone(),
                    reason: lookup
                        .refuse_message
                        .clone()
                        .unwrap_or_else(|| "not allowed".to_string()),
                }),
            };
        }
        if value > th[last] {
            return Ok(pick(last, true, false));
        }
        let index = match lookup.rounding {
            // Highest column whose threshold is at or below the value.
            Rounding::Down => th.iter().rposition(|t| *t <= value).unwrap_or(0),
            // Lowest column whose threshold is at or above the value.
            Rounding::Up => th.iter().position(|t| *t >= value).unwrap_or(last),
        };
        Ok(pick(index, false, false))
    }

    /// The column `value` reads on, then moved `shift` columns (positive =
    /// right), clamped to the table; `capped_above`/`raised_below` describe
    /// the lookup before the shift.
    pub fn lookup_column_shifted(
        &self,
        value: Ratio,
        shift: i32,
    ) -> Result<ColumnPick, LookupError> {
        let pick = self.lookup_column(value)?;
        let index = shift_column(pick.index, shift, self.columns.len());
        Ok(ColumnPick {
            index,
            label: self.columns.get(index).cloned().unwrap_or_default(),
            ..pick
        })
    }

    /// The column for attack:defence.
    pub fn lookup_odds(&self, attack: Ratio, defence: Ratio) -> Result<ColumnPick, LookupError> {
        match odds_ratio(attack, defence) {
            Some(odds) => self.lookup_column(odds),
            None => Err(LookupError::NoDefence {
                table: self.id.clone(),
            }),
        }
    }
}

/// `index` moved `shift` columns (positive = right), clamped to the table.
pub fn shift_column(index: usize, shift: i32, columns: usize) -> usize {
    if columns == 0 {
        return 0;
    }
    let moved = i64::try_from(index).unwrap_or(i64::MAX) + i64::from(shift);
    let top = i64::try_from(columns - 1).unwrap_or(i64::MAX);
    usize::try_from(moved.clamp(0, top)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::parse;

    fn ratio_table() -> Table {
        parse(
            r#"{"id": "t/odds", "title": "T", "source": "s", "kind": "cross", "dice": "1d6",
                "columns": ["1:2", "2:3", "1:1", "3:2", "2:1+"],
                "rows": [{"roll": "1-6", "cells": ["a", "b", "c", "d", "e"]}],
                "column_lookup": {"by": "ratio", "thresholds": ["1:2", "2:3", "1:1", "3:2", "2:1"],
                  "refuse_message": "Attacks at odds less than 1:2 are not allowed."}}"#,
            "t.json",
        )
        .unwrap()
        .remove(0)
    }

    fn total_table() -> Table {
        parse(
            r#"{"id": "t/tot", "title": "T", "source": "s", "kind": "cross", "dice": "2d6",
                "columns": ["2", "3-4", "5-8", "37+"],
                "rows": [{"roll": "2-12", "cells": ["a", "b", "c", "d"]}],
                "column_lookup": {"by": "total", "thresholds": ["2", "3", "5", "37"], "below_first": "first"}}"#,
            "t.json",
        )
        .unwrap()
        .remove(0)
    }

    #[test]
    fn odds_round_down_in_the_defenders_favour() {
        let t = ratio_table();
        let col = |a, d| {
            t.lookup_odds(Ratio::new(a, 1), Ratio::new(d, 1))
                .unwrap()
                .label
        };
        assert_eq!(col(3, 6), "1:2");
        assert_eq!(col(5, 8), "1:2"); // 0.625 < 2:3
        assert_eq!(col(2, 3), "2:3");
        assert_eq!(col(7, 5), "1:1"); // 1.4 < 3:2
        assert_eq!(col(3, 2), "3:2");
        assert_eq!(col(4, 2), "2:1+");
    }

    #[test]
    fn above_two_to_one_reads_on_two_to_one() {
        let t = ratio_table();
        let p = t.lookup_odds(Ratio::new(9, 1), Ratio::new(2, 1)).unwrap();
        assert_eq!((p.label.as_str(), p.capped_above), ("2:1+", true));
    }

    #[test]
    fn below_one_to_two_is_refused_with_the_printed_rule() {
        let t = ratio_table();
        let e = t
            .lookup_odds(Ratio::new(2, 1), Ratio::new(5, 1))
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "2:5 is below the lowest column 1:2 of table t/odds: Attacks at odds less than 1:2 are not allowed."
        );
    }

    #[test]
    fn totals_pick_their_bracket_and_clamp() {
        let t = total_table();
        let col = |n| t.lookup_column(Ratio::new(n, 1)).unwrap();
        assert_eq!(col(4).label, "3-4");
        assert_eq!(col(8).label, "5-8");
        assert_eq!(col(36).label, "5-8");
        assert_eq!(col(50).label, "37+");
        let low = col(1);
        assert_eq!((low.label.as_str(), low.raised_below), ("2", true));
    }

    #[test]
    fn a_shifted_lookup_stays_on_the_table() {
        let t = total_table();
        let col = |n, s| t.lookup_column_shifted(Ratio::new(n, 1), s).unwrap().label;
        assert_eq!(col(4, 1), "5-8");
        assert_eq!(col(4, 5), "37+");
        assert_eq!(col(40, -2), "3-4");
        assert_eq!(col(6, -9), "2");
    }

    #[test]
    fn shifts_clamp_at_both_ends() {
        assert_eq!(shift_column(2, 3, 10), 5);
        assert_eq!(shift_column(8, 3, 10), 9);
        assert_eq!(shift_column(1, -5, 10), 0);
        assert_eq!(shift_column(0, 0, 0), 0);
    }
}
