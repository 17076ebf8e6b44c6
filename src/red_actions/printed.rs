//! Reading the printed *Red Actions!* tables (assets/tables/red-actions.json)
//! column by column: every result of a column with its exact chance.
//!
//! Shooting Table cells carry superscripts in print ("2 x Ter ^SI Off" in
//! the data): SI calls for a Serious Morale test and Off for an officer
//! casualty test. They come with the result, so their chances are given
//! apart as well as inside each result.

use super::combat::{Side, explain_combat_cell};
use super::odds::{Outcome, group_2d6, group_d6};
use crate::ratio::Ratio;
use crate::tables::{DiceSpec, MISSING_TEXT, Registry, RollError, Table};
use serde::Serialize;

/// What a Shooting Table cell says, split from its superscripts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShootingCell {
    /// "--", "Ret", "Ter", "Ter + Ret", "2 x Ter" or "Kill!".
    pub effect: String,
    /// Serious Morale test.
    pub si: bool,
    /// Officer casualty test (killed on d6=1).
    pub off: bool,
}

/// Splits "2 x Ter ^SI Off" into its effect and superscripts.
pub fn split_shooting_cell(text: &str) -> ShootingCell {
    let (effect, sup) = text.split_once('^').unwrap_or((text, ""));
    let words: Vec<&str> = sup.split_whitespace().collect();
    ShootingCell {
        effect: effect.trim().to_string(),
        si: words.contains(&"SI"),
        off: words.contains(&"Off"),
    }
}

/// The text of the cell a die total hits in `column` (the missing-cell
/// marker when the source gives none, "no row" if no row covers it).
pub fn cell_text(table: &Table, column: usize, total: i32) -> String {
    let row = u8::try_from(total)
        .ok()
        .and_then(|t| table.row_for_total(t))
        .and_then(|r| table.rows.get(r));
    match row.and_then(|r| r.cells.get(column)) {
        Some(cell) => table.outcome_name(cell).unwrap_or(MISSING_TEXT).to_string(),
        None => "no row".to_string(),
    }
}

/// Every result of `column` with the totals that give it and its chance.
pub fn column_outcomes(table: &Table, column: usize) -> Vec<Outcome> {
    match table.dice {
        Some(DiceSpec::OneD6) => group_d6(|f| cell_text(table, column, f)),
        _ => group_2d6(|s| cell_text(table, column, s)),
    }
}

/// One column of a table as the registry holds it: every printed result
/// with the rolls that give it and its chance, and the table's notes. The
/// calculators read their tables through this, so an edited table file
/// changes them as it changes the Tables screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PrintedColumn {
    pub outcomes: Vec<Outcome>,
    pub notes: Vec<String>,
}

impl PrintedColumn {
    /// The chance of the results that `pick` accepts (by their printed text).
    pub fn chance_where(&self, pick: impl Fn(&str) -> bool) -> Ratio {
        self.outcomes
            .iter()
            .filter(|o| pick(&o.result))
            .map(|o| o.chance)
            .sum()
    }
}

/// Column `column` (0 for a one-column roll table) of table `id` in `reg`.
pub fn printed_column(reg: &Registry, id: &str, column: usize) -> Result<PrintedColumn, RollError> {
    let table = reg.table(id)?;
    if table.dice.is_none() {
        return Err(RollError::NoDice {
            table: id.to_string(),
        });
    }
    if column >= table.columns.len() {
        return Err(RollError::UnknownColumn {
            table: id.to_string(),
            column: format!("number {}", column + 1),
            columns: table.columns.clone(),
        });
    }
    Ok(PrintedColumn {
        outcomes: column_outcomes(table, column),
        notes: table.notes.clone(),
    })
}

/// One Shooting Table column: each printed cell with its chance, and the
/// chances of an SI and of an Off result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShootingOdds {
    pub outcomes: Vec<Outcome>,
    pub si: Ratio,
    pub si_rolls: Vec<i32>,
    pub off: Ratio,
    pub off_rolls: Vec<i32>,
}

pub fn shooting_odds(table: &Table, column: usize) -> ShootingOdds {
    let outcomes = column_outcomes(table, column);
    let mut si_rolls = Vec::new();
    let mut off_rolls = Vec::new();
    for o in &outcomes {
        let cell = split_shooting_cell(&o.result);
        if cell.si {
            si_rolls.extend(&o.rolls);
        }
        if cell.off {
            off_rolls.extend(&o.rolls);
        }
    }
    si_rolls.sort_unstable();
    off_rolls.sort_unstable();
    let chance =
        |rolls: &[i32]| -> Ratio { rolls.iter().map(|&s| super::odds::two_d6_exactly(s)).sum() };
    ShootingOdds {
        si: chance(&si_rolls),
        off: chance(&off_rolls),
        outcomes,
        si_rolls,
        off_rolls,
    }
}

/// One Combat Table column, each cell followed by what it means for the
/// charger and the defender ("S/Defeated — charger loses two bases…").
pub fn combat_odds(table: &Table, column: usize, stronger: Side) -> Vec<Outcome> {
    column_outcomes(table, column)
        .into_iter()
        .map(|o| {
            let meaning = explain_combat_cell(&o.result, stronger);
            Outcome::on(format!("{} — {meaning}", o.result), &o.rolls, o.chance)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::red_actions::combat::COMBAT_TABLE;
    use crate::red_actions::shooting::SHOOTING_TABLE;

    #[test]
    fn superscripts_split_from_the_result() {
        assert_eq!(
            split_shooting_cell("2 x Ter ^SI Off"),
            ShootingCell {
                effect: "2 x Ter".into(),
                si: true,
                off: true
            }
        );
        assert_eq!(
            split_shooting_cell("Ter ^SI"),
            ShootingCell {
                effect: "Ter".into(),
                si: true,
                off: false
            }
        );
        assert_eq!(
            split_shooting_cell("--"),
            ShootingCell {
                effect: "--".into(),
                si: false,
                off: false
            }
        );
    }

    #[test]
    fn first_shooting_column_distribution() {
        // Column "2": 2–9 "--" (1+2+3+4+5+6+5+4 = 30/36), 10 Ret (3/36),
        // 11 Ter (2/36), 12 "Ter ^SI" (1/36). SI only on 12; no Off.
        let reg = Registry::builtin();
        let t = reg.table(SHOOTING_TABLE).unwrap();
        let o = shooting_odds(t, 0);
        let lines: Vec<(String, Ratio)> =
            o.outcomes.iter().map(|o| (o.label(), o.chance)).collect();
        assert_eq!(
            lines,
            vec![
                ("-- (2–9)".to_string(), Ratio::new(30, 36)),
                ("Ret (10)".to_string(), Ratio::new(3, 36)),
                ("Ter (11)".to_string(), Ratio::new(2, 36)),
                ("Ter ^SI (12)".to_string(), Ratio::new(1, 36)),
            ]
        );
        assert_eq!(o.si, Ratio::new(1, 36));
        assert_eq!(o.off, Ratio::ZERO);
    }

    #[test]
    fn row_twelve_counts_as_printed() {
        // Column "13 – 16" (index 4): 11 is Kill! ^SI Off but 12 is printed Ter ^SI Off.
        let reg = Registry::builtin();
        let t = reg.table(SHOOTING_TABLE).unwrap();
        let o = shooting_odds(t, 4);
        let kill = o
            .outcomes
            .iter()
            .find(|o| o.result == "Kill! ^SI Off")
            .unwrap();
        assert_eq!(kill.rolls, vec![11]);
        let ter = o
            .outcomes
            .iter()
            .find(|o| o.result == "Ter ^SI Off")
            .unwrap();
        assert_eq!(ter.rolls, vec![12]);
        // 9 is a plain "2 x Ter"; SI and Off come on 10 (3), 11 (2) and 12 (1) → 6/36 each.
        assert_eq!(o.si_rolls, vec![10, 11, 12]);
        assert_eq!(o.si, Ratio::new(6, 36));
        assert_eq!(o.off, Ratio::new(6, 36));
    }

    #[test]
    fn combat_cells_name_the_sides() {
        let reg = Registry::builtin();
        let t = reg.table(COMBAT_TABLE).unwrap();
        // Advantage column, charger stronger: 2–3 S/Defeated (3/36).
        let o = combat_odds(t, 0, Side::Charger);
        assert_eq!(
            o[0].label(),
            "S/Defeated — charger loses two bases and survivors rout (2–3)"
        );
        assert_eq!(o[0].chance, Ratio::new(3, 36));
        let total: Ratio = o.iter().map(|o| o.chance).sum();
        assert_eq!(total, Ratio::ONE);
    }
}
