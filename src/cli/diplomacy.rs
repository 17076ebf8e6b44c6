//! `politburo diplomacy …`: civil-disorder removals and the player-count
//! setups.

use super::opts::{Opts, Takes};
use super::{CliResult, usage};
use crate::catalogue::Catalogue;
use crate::diplomacy::Power;
use crate::diplomacy::map::Map;
use crate::diplomacy::players::Setups;
use crate::diplomacy::removals::removals;
use crate::diplomacy::route::Unit;
use std::io::Write;

const USAGE: &str = "usage: politburo diplomacy removals --power <Power> --count <N> --units \"A <province>, F <province>, …\" [--verbose]\n       politburo diplomacy players <number of players>";

pub fn run(cat: &Catalogue, args: &[String], out: &mut dyn Write) -> CliResult {
    match args.first().map(String::as_str) {
        Some("removals") => removals_cmd(&cat.map, &args[1..], out),
        Some("players") => players_cmd(&cat.setups, &args[1..], out),
        Some(other) => Err(usage(format!(
            "diplomacy: unknown subcommand \"{other}\"\n{USAGE}"
        ))),
        None => Err(usage(format!("diplomacy: no subcommand given\n{USAGE}"))),
    }
}

fn removals_cmd(map: &Map, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = Opts::parse(
        "diplomacy removals",
        "--help",
        args,
        &[
            ("power", Takes::Value),
            ("count", Takes::Value),
            ("units", Takes::Value),
            ("verbose", Takes::Flag),
        ],
    )?;
    let need = |name: &str| {
        o.value(name)
            .ok_or_else(|| usage(format!("diplomacy removals: --{name} is missing\n{USAGE}")))
    };
    let power_text = need("power")?;
    let power = Power::parse(power_text).ok_or_else(|| {
        usage(format!(
            "diplomacy removals: unknown power \"{power_text}\" (Austria, England, France, Germany, Italy, Russia or Turkey)"
        ))
    })?;
    let count_text = need("count")?;
    let count: usize = count_text.trim().parse().map_err(|_| {
        usage(format!(
            "diplomacy removals: --count must be a whole number, not \"{count_text}\""
        ))
    })?;
    let units_text = need("units")?;
    let verbose = o.flag("verbose");
    let units: Vec<Unit> = units_text
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
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

fn players_cmd(setups: &Setups, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = Opts::parse_with("diplomacy players", "--help", args, &[], 1)?;
    // The counts the setups file covers ("2 to 7").
    let counts = setups.player_counts();
    let range = match (counts.first(), counts.last()) {
        (Some(a), Some(b)) => format!("{a} to {b}"),
        _ => "none in the setups file".to_string(),
    };
    let Some(n) = o.arg(0) else {
        return Err(usage(format!(
            "diplomacy players: give one number of players, {range}\n{USAGE}"
        )));
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
