//! `politburo rcw …`: Russian Civil War commands.

use super::{CliResult, usage};
use crate::rcw::{PlayerColour, RcwRules, Seat, Setup};
use std::io::Write;

const RCW_HELP: &str = "\
politburo rcw pct --colors A=Red,B=Undecided,C=Red,D=White,E=Undecided
    Prints the start Player Cooperation Table [I-1] as a grid: one row per
    player, the other players' letters in the columns 2..7.
";

pub fn run(rules: &RcwRules, args: &[String], out: &mut dyn Write) -> CliResult {
    match args.first().map(String::as_str) {
        Some("pct") => pct(rules, &args[1..], out),
        Some("--help" | "help") | None => {
            out.write_all(RCW_HELP.as_bytes())?;
            Ok(())
        }
        Some(other) => Err(usage(format!(
            "unknown rcw command \"{other}\"; try `politburo rcw --help`"
        ))),
    }
}

/// Parses "A=Red,B=Undecided,…" into colours by seat, A first, no gaps.
pub fn parse_colours(spec: &str) -> Result<Vec<PlayerColour>, String> {
    let mut by_seat: Vec<Option<PlayerColour>> = vec![None; Seat::MAX_PLAYERS];
    for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (seat, colour) = part
            .split_once('=')
            .ok_or_else(|| format!("\"{part}\" should look like A=Red"))?;
        let mut chars = seat.trim().chars();
        let s = match (chars.next(), chars.next()) {
            (Some(c), None) => Seat::from_letter(c),
            _ => None,
        }
        .ok_or_else(|| {
            format!(
                "\"{}\" is not a seat letter A–F (in \"{part}\")",
                seat.trim()
            )
        })?;
        let c = PlayerColour::parse(colour).ok_or_else(|| {
            format!(
                "\"{}\" is not a player colour: use Red, White or Undecided (in \"{part}\")",
                colour.trim()
            )
        })?;
        if by_seat[s.index()].replace(c).is_some() {
            return Err(format!("seat {s} is given twice"));
        }
    }
    let n = by_seat
        .iter()
        .rposition(Option::is_some)
        .map_or(0, |i| i + 1);
    let mut colours = Vec::new();
    for (i, c) in by_seat.iter().take(n).enumerate() {
        let seat = Seat::new(i).map_or('?', |s| s.letter());
        colours.push(c.ok_or_else(|| {
            format!("seat {seat} has no colour; seats run A, B, C… without gaps")
        })?);
    }
    // The number of players is checked with the rest of the setup.
    Ok(colours)
}

fn pct(rules: &RcwRules, args: &[String], out: &mut dyn Write) -> CliResult {
    let mut spec: Option<&str> = None;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--colors" | "--colours" => {
                spec = Some(args.get(i + 1).map(String::as_str).ok_or_else(|| {
                    usage("--colors needs a value like A=Red,B=White,C=Undecided")
                })?);
                i += 2;
            }
            a if a.starts_with("--colors=") || a.starts_with("--colours=") => {
                spec = a.split_once('=').map(|x| x.1);
                i += 1;
            }
            other => return Err(usage(format!("rcw pct: unknown argument \"{other}\""))),
        }
    }
    let spec = spec.ok_or_else(|| usage("rcw pct needs --colors A=Red,B=Undecided,…"))?;
    let colours = parse_colours(spec).map_err(|e| usage(format!("rcw pct --colors: {e}")))?;
    let setup = Setup::new(&colours);
    let g = setup.validate(rules).map_err(|e| usage(e.to_string()))?;
    out.write_all(g.pct.grid_text(rules.pct.min, rules.pct.max).as_bytes())?;
    Ok(())
}
