//! `politburo rcw …`: Russian Civil War commands.

use super::opts::{Opts, Takes};
use super::{CliResult, usage};
use crate::rcw::{PlayerColour, RcwRules, Seat, Setup};
use std::io::Write;

const RCW_HELP: &str = "\
politburo rcw pct --colors A=Red,B=Undecided,C=Red,D=White,E=Undecided
    Prints the start Player Cooperation Table [I-1] as a grid: one row per
    player, the other players' letters in the columns 2..7.

politburo rcw plan --phasing B --from Red --against White [--defender D[,E]]
                   --min 2-1 --required 2 --stacks 'Perm: B Red 4, D White 3; Omsk: B Red 5'
                   [--reach 'Omsk>Perm, Omsk>Kazan'] [--escort-min 3-1] [--first Czar|Gold]
    Plans one Attack Priority Table entry (or a vindictive turn's attacks):
    which of the phasing player's stacks attack which defending stacks, at
    what odds. A stack is '<player letter> <colour> <strength>' with an
    optional (Czar) or (Gold); --reach says which provinces' stacks can move
    where this turn (stacks already in a province can always attack there).
    --first Czar|Gold: a vindictive turn whose first attack must go against
    the defender's stack holding it. --escort-min defaults to the rules in force.
";

pub fn run(rules: &RcwRules, args: &[String], out: &mut dyn Write) -> CliResult {
    match args.first().map(String::as_str) {
        Some("pct") => pct(rules, &args[1..], out),
        Some("plan") => plan(rules, &args[1..], out),
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
    let o = Opts::parse(
        "rcw pct",
        "rcw --help",
        args,
        &[("colors|colours", Takes::Value)],
    )?;
    let spec = o
        .value("colors")
        .ok_or_else(|| usage("rcw pct needs --colors A=Red,B=Undecided,…"))?;
    let colours = parse_colours(spec).map_err(|e| usage(format!("rcw pct --colors: {e}")))?;
    let setup = Setup::new(&colours);
    let g = setup.validate(rules).map_err(|e| usage(e.to_string()))?;
    out.write_all(g.pct().grid_text(rules.pct.min, rules.pct.max).as_bytes())?;
    Ok(())
}

/// `rcw plan`: the attack planner on an order of battle typed in one line.
fn plan(rules: &RcwRules, args: &[String], out: &mut dyn Write) -> CliResult {
    use crate::rcw::planner::{EntryRequest, Holding, OrderOfBattle, Reach, plan_entry};
    use crate::rcw::{Odds, UnitColour};
    let o = Opts::parse(
        "rcw plan",
        "rcw --help",
        args,
        &[
            ("phasing", Takes::Value),
            ("from", Takes::Value),
            ("against", Takes::Value),
            ("defender", Takes::Value),
            ("min", Takes::Value),
            ("required", Takes::Value),
            ("stacks", Takes::Value),
            ("reach", Takes::Value),
            ("escort-min", Takes::Value),
            ("first", Takes::Value),
        ],
    )?;
    let get = |flag: &str| o.value(flag.trim_start_matches("--"));
    let need = |flag: &str| o.required(flag.trim_start_matches("--"));
    let seat = |flag: &str, v: &str| {
        let mut chars = v.trim().chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Seat::from_letter(c),
            _ => None,
        }
        .ok_or_else(|| {
            usage(format!(
                "rcw plan {flag}: \"{v}\" is not a player letter A to F"
            ))
        })
    };
    let colour = |flag: &str, v: &str| {
        UnitColour::parse(v).ok_or_else(|| {
            usage(format!(
                "rcw plan {flag}: \"{v}\" is not a unit colour (Red, White, Green, Blue)"
            ))
        })
    };
    let odds = |flag: &str, v: &str| {
        Odds::parse(v).ok_or_else(|| {
            usage(format!(
                "rcw plan {flag}: \"{v}\" is not an odds column like 2-1"
            ))
        })
    };
    let phasing = seat("--phasing", need("--phasing")?)?;
    let from = colour("--from", need("--from")?)?;
    let against = colour("--against", need("--against")?)?;
    let min = odds("--min", need("--min")?)?;
    let escort_min = match get("--escort-min") {
        Some(v) => odds("--escort-min", v)?,
        None => rules.escort_min_odds,
    };
    // At most as many attacks as any SDT row or the VST ever requires.
    let most = rules
        .sdt
        .iter()
        .map(|r| r.attacks)
        .chain([rules.vst_attacks])
        .max()
        .unwrap_or(1);
    let required_text = need("--required")?;
    let required: usize = required_text
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| (1..=most).contains(n))
        .map(|n| n as usize)
        .ok_or_else(|| {
            usage(format!(
                "rcw plan --required: \"{required_text}\" is not a number of attacks from 1 to {most}"
            ))
        })?;
    let defenders = match get("--defender") {
        Some(v) => Some(
            super::list_items("--defender", v, &[','])?
                .into_iter()
                .map(|d| seat("--defender", d))
                .collect::<Result<Vec<Seat>, _>>()?,
        ),
        None => None,
    };
    let oob = OrderOfBattle::parse(need("--stacks")?)
        .map_err(|e| usage(format!("rcw plan --stacks: {e}")))?;
    let reach = match get("--reach") {
        Some(v) => Reach::parse(v, &oob).map_err(|e| usage(format!("rcw plan --reach: {e}")))?,
        None => Reach::new(),
    };
    let first_target = match get("--first") {
        Some(v) => {
            let holding = Holding::parse(v)
                .ok_or_else(|| usage(format!("rcw plan --first: \"{v}\" is not Czar or Gold")))?;
            let holders: Vec<Seat> = defenders.clone().unwrap_or_default();
            let found = holders
                .iter()
                .find_map(|d| oob.holder(*d, holding))
                .or_else(|| {
                    Seat::first(Seat::MAX_PLAYERS)
                        .filter(|s| *s != phasing)
                        .find_map(|s| oob.holder(s, holding))
                });
            Some(found.ok_or_else(|| {
                usage(format!(
                    "rcw plan --first {v}: no defending stack in --stacks holds the {}",
                    holding.name()
                ))
            })?)
        }
        None => None,
    };
    let mut req = EntryRequest::new(phasing, from, against, min, escort_min, required);
    req.defenders = defenders;
    req.first_target = first_target;
    req.never_at = Some(rules.never_required_at);
    let plan = plan_entry(&oob, &reach, &req, &[]);
    for line in plan.lines(&oob) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
