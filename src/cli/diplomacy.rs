//! `politburo diplomacy …`: civil-disorder removals and the player-count
//! setups.

use super::args::Diplomacy;
use super::{CliResult, usage};
use crate::catalogue::Catalogue;
use crate::diplomacy::Power;
use crate::diplomacy::map::Map;
use crate::diplomacy::players::Setups;
use crate::diplomacy::removals::removals;
use crate::diplomacy::route::Unit;
use std::io::Write;

/// `diplomacy removals` and `diplomacy players`.
pub fn run(cat: &Catalogue, cmd: Diplomacy, out: &mut dyn Write) -> CliResult {
    match cmd {
        Diplomacy::Removals {
            power,
            count,
            units,
            verbose,
        } => removals_cmd(&cat.map, power, count, &units, verbose, out),
        Diplomacy::Players { players } => players_cmd(&cat.setups, &players, out),
    }
}

fn removals_cmd(
    map: &Map,
    power: Power,
    count: usize,
    units_text: &str,
    verbose: bool,
    out: &mut dyn Write,
) -> CliResult {
    // The one list reader: an empty entry ("A spa,, F stp/sc") is refused.
    let units: Vec<Unit> = super::list_entries("diplomacy removals: --units", units_text, &[','])?
        .into_iter()
        .map(|t| Unit::parse(map, t).map_err(|e| usage(format!("diplomacy removals: {e}"))))
        .collect::<Result<_, _>>()?;
    let order = removals(map, power, &units, count)
        .map_err(|e| usage(format!("diplomacy removals: {power}: {e}")))?;
    for r in &order {
        if verbose {
            let route = match &r.route {
                Some(route) => route.display(map, " → "),
                None => format!("no route to any {} home centre", power.adjective()),
            };
            writeln!(
                out,
                "{} — distance {} — route: {route}",
                r.unit.display(map),
                r.distance_text()
            )?;
        } else {
            writeln!(out, "{}", r.unit.display(map))?;
        }
    }
    Ok(())
}

fn players_cmd(setups: &Setups, n: &str, out: &mut dyn Write) -> CliResult {
    // The counts the setups file covers ("2 to 7").
    let counts = setups.player_counts();
    let range = match (counts.first(), counts.last()) {
        (Some(a), Some(b)) => format!("{a} to {b}"),
        _ => "none in the setups file".to_string(),
    };
    let players: u8 = n.trim().parse().map_err(|_| {
        usage(format!(
            "diplomacy players: \"{n}\" is not a number of players ({range})"
        ))
    })?;
    let setup = setups
        .for_players(players)
        .map_err(|e| usage(format!("diplomacy players: {e}")))?;
    for line in setups.describe(setup) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
