//! `politburo directory combat …`: the Fall of the Directory / Makhno's
//! Return combat calculator.

use super::args::CombatArgs;
use super::tables::{odds_lines, roll_lines};
use super::{CliResult, usage};
use crate::dice::Dice;
use crate::directory::combat::{Defenders, calculate};
use crate::tables::{FaceSource, Registry};
use std::io::Write;

/// `directory combat`: the odds, the exact chances and a roll.
pub fn combat(reg: &Registry, a: &CombatArgs, out: &mut dyn Write) -> CliResult {
    let attackers = a.attacker.clone();
    let defenders = Defenders {
        combat: a.defender.iter().flat_map(|f| f.0.clone()).collect(),
        other: a.other_defender.iter().flat_map(|f| f.0.clone()).collect(),
    };
    let dice = a.dice.as_ref().map(|f| f.text.as_str());
    let roll = a.roll || dice.is_some();
    let mut given = a.dice.as_ref().map(|f| f.given.clone());
    let report = calculate(reg, &attackers, &defenders).map_err(|e| usage(e.to_string()))?;
    // Rolled before anything is printed: too few faces prints nothing but the error.
    let outcome = if roll {
        let mut seeded = Dice::from_entropy();
        let source: &mut dyn FaceSource = match given.as_mut() {
            Some(g) => g,
            None => &mut seeded,
        };
        Some(report.roll(reg, source).map_err(|e| usage(e.to_string()))?)
    } else {
        None
    };
    if let (Some(g), Some(text), Some(o)) = (&given, dice, &outcome) {
        super::tables::all_faces_used(text, g, o)?;
    }

    for line in report.working(reg) {
        writeln!(out, "{line}")?;
    }
    writeln!(out, "Chances (re-rolls resolved):")?;
    out.write_all(odds_lines(&report.chances).as_bytes())?;
    if let Some(outcome) = outcome {
        out.write_all(roll_lines(reg, &outcome).as_bytes())?;
    }
    Ok(())
}
