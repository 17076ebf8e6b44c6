//! `politburo directory combat …`: the Fall of the Directory / Makhno's
//! Return combat calculator.

use super::args::CombatArgs;
use super::tables::{odds_lines, roll_lines};
use super::{CliError, CliResult, usage};
use crate::dice::Dice;
use crate::directory::combat::{
    Attacker, Defenders, Faction, Supply, Terrain, calculate, parse_factors,
};
use crate::tables::{FaceSource, Registry};
use std::io::Write;

pub(super) fn factors(flag: &str, text: &str) -> Result<Vec<u32>, CliError> {
    // The list is checked first so an empty one is refused here, where a
    // factor is required.
    super::list_items(flag, text, &[','])?;
    parse_factors(text).map_err(|why| usage(format!("{flag} \"{text}\": {why}")))
}

/// `3:bolshevik:supplied:broken`; supply defaults to supplied, terrain to clear.
pub(super) fn attacker(text: &str) -> Result<Attacker, CliError> {
    let parts: Vec<&str> = text.split(':').collect();
    let bad = |what: &str| {
        usage(format!(
            "--attacker \"{text}\": {what}; write <factor>:<faction>[:<supply>[:<terrain>]], \
e.g. 3:bolshevik:supplied:clear"
        ))
    };
    if parts.len() < 2 || parts.len() > 4 {
        return Err(bad("wrong number of parts"));
    }
    let attack = parts[0]
        .trim()
        .parse::<u32>()
        .map_err(|_| bad(&format!("\"{}\" is not an attack factor", parts[0])))?;
    let faction = parts[1].parse::<Faction>().map_err(|_| {
        let names: Vec<&str> = Faction::ALL.iter().map(|f| f.name()).collect();
        bad(&format!(
            "unknown faction \"{}\" (one of {})",
            parts[1],
            names.join(", ")
        ))
    })?;
    let supply = match parts.get(2) {
        Some(s) => s.parse::<Supply>().map_err(|_| {
            bad(&format!(
                "unknown supply \"{s}\" (supplied, limited or none)"
            ))
        })?,
        None => Supply::Supplied,
    };
    let terrain = match parts.get(3) {
        Some(s) => s
            .parse::<Terrain>()
            .map_err(|_| bad(&format!("unknown terrain \"{s}\" (clear, broken or rough)")))?,
        None => Terrain::Clear,
    };
    Ok(Attacker {
        attack,
        faction,
        supply,
        terrain,
    })
}

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
