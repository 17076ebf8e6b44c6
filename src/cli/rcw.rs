//! `politburo rcw …`: Russian Civil War commands.

use super::args::{PlanArgs, Rcw};
use super::{CliError, CliResult, usage};
use crate::rcw::chart::Chart;
use crate::rcw::planner::{EntryRequest, OrderOfBattle, Plan, Reach, StackRef, plan_fresh};
use crate::rcw::{Odds, PlayerColour, RcwRules, Seat, Setup};
use std::io::Write;
use std::path::Path;

/// `rcw pct` and `rcw plan`.
/// `data`: the data folder (the kept chart, the autosave), if there is one.
pub fn run(rules: &RcwRules, data: Option<&Path>, cmd: Rcw, out: &mut dyn Write) -> CliResult {
    match cmd {
        Rcw::Pct { colors } => pct(rules, &colors.0, out),
        Rcw::Plan(a) => plan(rules, data, &a, out),
        Rcw::Play(a) => {
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            super::play::play(rules, data, &a, &mut input, out, &mut std::io::stderr())
        }
        Rcw::Show(a) => super::play::show(&a, out),
        Rcw::Map(cmd) => super::map::run(data, cmd, out),
    }
}

fn pct(rules: &RcwRules, colours: &[PlayerColour], out: &mut dyn Write) -> CliResult {
    let setup = Setup::new(colours);
    let g = setup.validate(rules).map_err(|e| usage(e.to_string()))?;
    out.write_all(
        g.pct()
            .grid_text(rules.pct().min, rules.pct().max)
            .as_bytes(),
    )?;
    Ok(())
}

/// The chart `rcw plan` reads: `--crt FILE`, else the one kept in the
/// data folder (none with `--no-crt`, or when no data folder is found).
fn plan_chart(
    rules: &RcwRules,
    data: Option<&Path>,
    a: &PlanArgs,
) -> Result<Option<crate::rcw::chart::Chart>, CliError> {
    use crate::session::charts::{ChartChoice, choose_chart};
    let table = match choose_chart(rules, data, a.crt.as_deref(), a.no_crt)
        .map_err(|e| usage(e.said_by("rcw plan")))?
    {
        ChartChoice::Kept(t) => Some(*t),
        ChartChoice::None | ChartChoice::GameKeepsItsOwn => None,
    };
    Ok(table.and_then(|t| crate::rcw::chart::Chart::read(&t, rules).ok()))
}

/// `rcw plan`: the attack planner on an order of battle typed in one line.
fn plan(rules: &RcwRules, data: Option<&Path>, a: &PlanArgs, out: &mut dyn Write) -> CliResult {
    let phasing = a.phasing;
    let (from, against) = (a.from, a.against);
    let (min, escort_min) = plan_odds(rules, a)?;
    let required = plan_required(rules, a)?;
    let defenders = plan_defenders(a)?;
    let oob = OrderOfBattle::parse_listed(&a.stacks)
        .map_err(|e| usage(format!("rcw plan --stacks: {e}")))?;
    let reach = plan_reach(a, &oob)?;
    let first_target = plan_first_target(a, defenders.as_deref(), &oob)?;
    let mut req = EntryRequest::new(phasing, from, against, min, escort_min, required);
    req.defenders = defenders;
    req.first_target = first_target;
    req.never_at = Some(rules.never_required_at());
    let chart = plan_chart(rules, data, a)?;
    req.top = chart.as_ref().map(|c| c.top());
    let started = std::time::Instant::now();
    let plan = plan_fresh(&oob, &reach, &req, &[]);
    let took = started.elapsed();
    for line in plan.lines(&oob) {
        writeln!(out, "{line}")?;
    }
    if let Some(c) = &chart {
        write_chances(rules, c, &plan, out)?;
    }
    if let Some(note) = plan.unproven_note() {
        writeln!(out, "best found in {} ms — {note}", took.as_millis())?;
    }
    Ok(())
}

/// `--min` and `--escort-min`: the least odds an attack and an escort are
/// made at, each within what the rules in force could ask.
fn plan_odds(rules: &RcwRules, a: &PlanArgs) -> Result<(Odds, Odds), CliError> {
    // A minimum the rules in force could ask: never 1-2, never above the
    // highest they name (clap read the column; the rules judge it).
    let range = rules.minimum_odds_range();
    let odds = |flag: &str, o: Odds| {
        if range.contains(&o) {
            Ok(o)
        } else {
            Err(usage(format!(
                "rcw plan {flag}: {o} is outside the minimum odds the rules ask, {} to {}",
                range.start(),
                range.end()
            )))
        }
    };
    let min = odds("--min", a.min)?;
    // Escorts may be held to any column the rules could allow an attack
    // at (a house rule may ask more than the rules' own 3-1).
    let escort_min = match a.escort_min {
        Some(o) if o < *range.start() => {
            return Err(usage(format!(
                "rcw plan --escort-min: {o} is below {}, the least odds any attack is made at",
                range.start()
            )));
        }
        Some(o) => o,
        None => rules.escort_min_odds(),
    };
    Ok((min, escort_min))
}

/// `--required`: how many attacks the player-turn must make, at most as
/// many as any SDT row or the VST ever requires.
fn plan_required(rules: &RcwRules, a: &PlanArgs) -> Result<usize, CliError> {
    let most = rules
        .sdt()
        .iter()
        .map(|r| r.attacks)
        .chain([rules.vst_attacks()])
        .max()
        .unwrap_or(1);
    let required_text = &a.required;
    required_text
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| (1..=most).contains(n))
        .map(|n| n as usize)
        .ok_or_else(|| {
            usage(format!(
                "rcw plan --required: \"{required_text}\" is not a number of attacks from 1 to {most}"
            ))
        })
}

/// `--defender`: the players that may be attacked, each once and never
/// the phasing player.
fn plan_defenders(a: &PlanArgs) -> Result<Option<Vec<Seat>>, CliError> {
    let Some(seats) = &a.defender else {
        return Ok(None);
    };
    let said = || {
        seats
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",")
    };
    for (i, s) in seats.iter().enumerate() {
        if *s == a.phasing {
            return Err(usage(format!(
                "rcw plan --defender \"{}\": {s} is the phasing player (--phasing) and cannot be attacked by its own units",
                said()
            )));
        }
        if seats[..i].contains(s) {
            return Err(usage(format!(
                "rcw plan --defender \"{}\": {s} is given twice",
                said()
            )));
        }
    }
    Ok(Some(seats.clone()))
}

/// `--reach`: the moves the stacks may make, read against the order of
/// battle.
/// `--reach`, and with `--map` the moves the map gives (the moves typed
/// added to them, `no A>B` blocking one).
fn plan_reach(a: &PlanArgs, oob: &OrderOfBattle) -> Result<Reach, CliError> {
    let map = match &a.map {
        Some(path) => Some(
            crate::session::maps::read_map_file(path)
                .map_err(|e| usage(format!("rcw plan --map: {e}")))?
                .map,
        ),
        None => None,
    };
    let typed = match &a.reach {
        Some(v) => {
            // The one list reader: no empty move ("Omsk>Perm,,", "").
            super::list_entries("rcw plan --reach", v, &[',', ';', '\n'])?;
            Reach::parse_among(v, oob, map.as_ref())
                .map_err(|e| usage(format!("rcw plan --reach: {e}")))?
        }
        None => Reach::new(),
    };
    let Some(map) = map else {
        return Ok(typed);
    };
    Ok(map.reach_on(oob).with_exceptions(&typed))
}

/// `--first`: the defending stack that holds the Czar or the Gold, to be
/// attacked first (a listed defender's before any other player's).
fn plan_first_target(
    a: &PlanArgs,
    defenders: Option<&[Seat]>,
    oob: &OrderOfBattle,
) -> Result<Option<StackRef>, CliError> {
    let Some(holding) = &a.first else {
        return Ok(None);
    };
    let (v, holding) = (holding.name(), *holding);
    let holders: Vec<Seat> = defenders.map(<[Seat]>::to_vec).unwrap_or_default();
    let found = holders
        .iter()
        .find_map(|d| oob.holder(*d, holding))
        .or_else(|| {
            Seat::first(Seat::MAX_PLAYERS)
                .filter(|s| *s != a.phasing)
                .find_map(|s| oob.holder(s, holding))
        });
    Ok(Some(found.ok_or_else(|| {
        usage(format!(
            "rcw plan --first {v}: no defending stack in --stacks holds the {}",
            holding.name()
        ))
    })?))
}

/// The chances of each planned attack on the chart read.
fn write_chances(rules: &RcwRules, c: &Chart, plan: &Plan, out: &mut dyn Write) -> CliResult {
    writeln!(
        out,
        "Chances on \"{}\" ({} to {}, {}; odds above {} read {}):",
        c.title(),
        c.columns().first().copied().unwrap_or(c.top()),
        c.top(),
        c.dice(),
        c.top(),
        c.top()
    )?;
    for (k, at) in plan.attacks.iter().enumerate() {
        match c.chances_at(at.odds, rules) {
            Ok(text) => writeln!(out, "  Attack {} {text}", k + 1)?,
            Err(below) => writeln!(out, "  Attack {}: {below}", k + 1)?,
        }
    }
    Ok(())
}
