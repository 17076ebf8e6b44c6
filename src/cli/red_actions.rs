//! `politburo red-actions <calculator> …`: the *Red Actions!* calculators.
//!
//! Each prints the inputs it understood, the working, the column or number,
//! then the exact distribution as `<result>\t<n>/<d>\t<percent>%` lines.
//! `--dice <faces>` (e.g. `--dice 4,5`) resolves the roll with the player's
//! own dice. The options, their ranges and the help are read from the
//! calculators' one description (`red_actions::calc`), which the app's forms
//! are drawn from too.

use super::opts::{Opts, Takes};
use super::{CliError, CliResult, dice_faces, list_items, usage};
use crate::red_actions::calc::{
    Calc, Choice, Inputs, Kind, Need, Problem, Report, Value, calculators,
};
use crate::red_actions::odds::Outcome;
use crate::tables::Registry;
use std::io::Write;

/// The help: every calculator and its options, from the descriptions.
pub fn usage_text(calcs: &[Calc]) -> String {
    let mut s = String::from(
        "politburo red-actions <calculator> [options]   (Red Actions! – the Pygmy Wars Version)\n\n\
CALCULATORS AND OPTIONS (every calculator that rolls also takes --dice <faces>, e.g. --dice 4,5):\n",
    );
    for c in calcs {
        let mut words: Vec<String> = c.fields.iter().map(option_usage).collect();
        if !c.about.is_empty() {
            words.push(c.about.to_string());
        }
        // Wrapped at about 100 columns, continued under the options.
        let mut line = format!("  {:<10}", c.key);
        let mut first = true;
        for w in words {
            if !first && line.chars().count() + 1 + w.chars().count() > 100 {
                s.push_str(line.trim_end());
                s.push('\n');
                line = " ".repeat(13);
            } else {
                line.push(' ');
            }
            first = false;
            line.push_str(&w);
        }
        s.push_str(line.trim_end());
        s.push('\n');
    }
    s
}

fn range(l: crate::red_actions::limits::Limit) -> String {
    format!("<{}–{}>", l.min, l.max)
}

fn keys(choices: &[Choice]) -> String {
    choices.iter().map(|c| c.key).collect::<Vec<_>>().join("|")
}

/// One option as the help shows it: `--bases <1–12>`, `[--long-range]`.
fn option_usage(f: &crate::red_actions::calc::Field) -> String {
    let names = f
        .key
        .split('|')
        .map(|n| format!("--{n}"))
        .collect::<Vec<_>>()
        .join(" | ");
    let (text, required) = match &f.kind {
        Kind::Whole { limit, need, .. } => (
            format!("{names} {}", range(*limit)),
            *need == Need::Required,
        ),
        Kind::Exact { max, .. } => (format!("{names} <0–{max}>"), true),
        Kind::Flag => (names, false),
        Kind::One {
            choices, required, ..
        } => (format!("{names} {}", keys(choices)), *required),
        Kind::Any { choices } => (format!("{names} {}", keys(choices)), false),
        Kind::Length { units } => (
            units
                .iter()
                .map(|(k, _, l)| format!("--{k} {}", range(*l)))
                .collect::<Vec<_>>()
                .join(" | "),
            false,
        ),
    };
    let when = match &f.only {
        Some(o) => format!(" (with --{} {})", o.field, o.keys.join("|")),
        None => String::new(),
    };
    let many = if matches!(f.kind, Kind::Any { .. }) {
        "…"
    } else {
        ""
    };
    if required {
        format!("{text}{when}")
    } else {
        format!("[{text}{when}]{many}")
    }
}

fn write_outcomes(out: &mut dyn Write, outcomes: &[Outcome]) -> CliResult {
    for o in outcomes {
        writeln!(
            out,
            "{}\t{}\t{}%",
            o.label(),
            o.chance,
            o.chance.percent_string()
        )?;
    }
    Ok(())
}

fn write_list(out: &mut dyn Write, title: &str, lines: &[String]) -> CliResult {
    if !lines.is_empty() {
        writeln!(out, "{title}:")?;
        for l in lines {
            writeln!(out, "  {l}")?;
        }
    }
    Ok(())
}

/// Prints the report: inputs, working, headline, distribution, notes, and
/// what the player's dice gave.
fn write_report(out: &mut dyn Write, r: &Report, faces: Option<&[i32]>) -> CliResult {
    writeln!(out, "Red Actions! {}", r.title)?;
    write_list(out, "inputs", &r.inputs)?;
    write_list(out, "working", &r.working)?;
    for h in &r.headline {
        writeln!(out, "{h}")?;
    }
    write_outcomes(out, &r.outcomes)?;
    write_outcomes(out, &r.extra)?;
    write_list(out, "notes", &r.notes)?;
    if let Some(f) = faces {
        writeln!(out, "dice: {}", r.read(f))?;
    }
    Ok(())
}

/// The calculators as clap subcommands of `red-actions`, built from their
/// one description: each field an option (other spellings as aliases),
/// `--dice` on those that roll. `direct-hit` also takes the building
/// calculator's `--building-hit` (the roll after a section was hit).
pub fn subcommands() -> Vec<clap::Command> {
    let calcs = calculators();
    let building: Vec<clap::Arg> = calcs
        .iter()
        .find(|c| c.key == "building")
        .map(|b| b.fields.iter().flat_map(field_args).collect())
        .unwrap_or_default();
    calcs
        .iter()
        .map(|c| {
            let about = if c.about.is_empty() {
                c.name.to_string()
            } else {
                format!("{} {}", c.name, c.about)
            };
            let mut cmd = clap::Command::new(c.key)
                .about(about)
                // "--number -7" is a number out of range, named as such.
                .allow_negative_numbers(true)
                .args(c.fields.iter().flat_map(field_args));
            if c.rolls {
                cmd = cmd.arg(
                    clap::Arg::new("dice")
                        .long("dice")
                        .value_name("FACES")
                        .help("Your own dice's faces, e.g. 4,5 (otherwise the exact chances only)"),
                );
            }
            if c.key == "direct-hit" {
                cmd = cmd.args(building.iter().cloned());
            }
            cmd
        })
        .collect()
}

/// The clap options of one field: its help is the form's label and the
/// values it takes, as `politburo red-actions help` shows them.
fn field_args(f: &crate::red_actions::calc::Field) -> Vec<clap::Arg> {
    let usage = option_usage(f);
    let help = format!("{} {usage}", f.label);
    let arg = |id: &'static str, names: &[&'static str]| {
        let mut a = clap::Arg::new(id).long(id).help(help.clone());
        for alias in names.iter().filter(|n| **n != id) {
            a = a.visible_alias(*alias);
        }
        a
    };
    match &f.kind {
        Kind::Length { units } => units
            .iter()
            .map(|(unit, _, limit)| {
                clap::Arg::new(*unit)
                    .long(*unit)
                    .value_name(range(*limit))
                    .help(format!("{} in {unit} {}", f.label, range(*limit)))
            })
            .collect(),
        Kind::Flag => {
            let names: Vec<&'static str> = f.key.split('|').collect();
            // Two spellings of one flag ("--night --fog") are one choice
            // given twice: clap refuses a flag given more than once.
            vec![arg(f.id(), &names).action(clap::ArgAction::SetTrue)]
        }
        Kind::Any { .. } => {
            let names: Vec<&'static str> = f.key.split('|').collect();
            vec![arg(f.id(), &names).action(clap::ArgAction::Append)]
        }
        _ => {
            let names: Vec<&'static str> = f.key.split('|').collect();
            vec![arg(f.id(), &names)]
        }
    }
}

/// Runs the calculator clap matched (`name`, with its options).
pub fn run(
    reg: &Registry,
    name: &str,
    matches: &clap::ArgMatches,
    out: &mut dyn Write,
) -> CliResult {
    let calcs = calculators();
    let find = |key: &str| calcs.iter().find(|c| c.key == key);
    let Some(mut calc) = find(name) else {
        return Err(usage(format!(
            "red-actions: unknown calculator \"{name}\"; try `politburo red-actions --help`"
        )));
    };
    // `direct-hit --building-hit wooden|stone` is the roll after a building
    // section was hit: the building calculator, none of the gun's options.
    let given = |id: &str| {
        matches.try_contains_id(id).unwrap_or(false)
            && matches.value_source(id) == Some(clap::parser::ValueSource::CommandLine)
    };
    if calc.key == "direct-hit" && given("building-hit") {
        for f in &calc.fields {
            let names: Vec<&str> = match &f.kind {
                Kind::Length { units } => units.iter().map(|u| u.0).collect(),
                _ => vec![f.id()],
            };
            if let Some(n) = names.into_iter().find(|n| given(n)) {
                return Err(usage(format!(
                    "red-actions direct-hit: --{n} is for a gun's direct hit roll; --building-hit is the roll after a building section was hit"
                )));
            }
        }
        if let Some(b) = find("building") {
            calc = b;
        }
    }
    let cmd = format!("red-actions {name}");
    let o = Opts::from_matches(&cmd, matches, &spec(calc));
    let inputs = read_inputs(&o, calc)?;
    let faces = match o.value("dice") {
        Some(v) => Some(
            dice_faces(&format!("{cmd}: --dice"), v)?
                .into_iter()
                .map(i32::from)
                .collect::<Vec<i32>>(),
        ),
        None => None,
    };
    let report = calc
        .run(&inputs, reg)
        .map_err(|p| usage(problem_text(&cmd, &p)))?;
    if let (Some(f), Some(v)) = (&faces, o.value("dice")) {
        let need = report.roll.dice();
        if f.len() != need {
            return Err(usage(format!(
                "{cmd}: --dice \"{v}\" gives {} face(s); this roll needs {need}",
                f.len()
            )));
        }
    }
    write_report(out, &report, faces.as_deref())
}

/// The options a calculator takes, `--dice` among them when it rolls.
fn spec(calc: &Calc) -> Vec<(&'static str, Takes)> {
    let mut spec = Vec::new();
    for f in &calc.fields {
        match &f.kind {
            Kind::Flag => spec.push((f.id(), Takes::Flag)),
            Kind::Any { .. } => spec.push((f.id(), Takes::Many)),
            Kind::Length { units } => spec.extend(units.iter().map(|u| (u.0, Takes::Value))),
            _ => spec.push((f.id(), Takes::Value)),
        }
    }
    if calc.rolls {
        spec.push(("dice", Takes::Value));
    }
    spec
}

/// A problem in the command line's words, options named as typed.
fn problem_text(cmd: &str, p: &Problem) -> String {
    match p {
        Problem::Outside {
            field,
            value,
            limit,
        } => format!("{cmd}: --{field} {value} is outside {limit}"),
        Problem::NotBoth { a, b, why } => format!("{cmd}: give --{a} or --{b}, not both: {why}"),
        Problem::Rules(m) => format!("{cmd}: {m}"),
    }
}

/// The calculator's inputs from the options: choices first (they say which
/// other options apply), then the rest, each refused in a player's words.
fn read_inputs(o: &Opts, calc: &Calc) -> Result<Inputs, CliError> {
    let mut inputs = calc.start();
    let (choices, rest): (Vec<_>, Vec<_>) = calc
        .fields
        .iter()
        .partition(|f| matches!(f.kind, Kind::One { .. }));
    for f in choices.into_iter().chain(rest) {
        let id = f.id();
        let given = match &f.kind {
            Kind::Length { units } => units.iter().any(|u| o.given(u.0)),
            _ => o.given(id),
        };
        if !calc.applies(f, &inputs) {
            if given && let Some(only) = &f.only {
                return Err(usage(format!(
                    "{}: --{id} applies to --{} {} only ({})",
                    o.cmd(),
                    only.field,
                    only.keys.join(" or "),
                    only.why
                )));
            }
            continue;
        }
        let value = match &f.kind {
            Kind::Whole { limit, start, need } => match (o.value(id), need) {
                // Given, or required ("--bases is required").
                (Some(_), _) | (None, Need::Required) => Value::Whole(o.within(id, None, *limit)?),
                (None, Need::Default) => Value::Whole(*start),
                (None, Need::Optional) => Value::Absent,
            },
            Kind::Exact { max, what, .. } => Value::Exact(o.ratio(id, *max, what)?),
            Kind::Flag => Value::Flag(o.flag(id)),
            Kind::One {
                choices,
                required,
                start,
            } => match o.value(id) {
                Some(v) => Value::One(
                    choices
                        .iter()
                        .find(|c| c.reads(v))
                        .map(|c| c.key)
                        .ok_or_else(|| o.bad(id, v, &format!("one of {}", keys_list(choices))))?,
                ),
                None if *required => Value::One(o.required(id).map(|_| *start)?),
                None => Value::One(start),
            },
            Kind::Any { choices } => {
                let mut keys = Vec::new();
                for v in o.values(id) {
                    for k in list_items(&format!("{}: --{id}", o.cmd()), v, &[','])? {
                        let c = choices.iter().find(|c| c.reads(k)).ok_or_else(|| {
                            o.bad(id, k, &format!("one of {}", keys_list(choices)))
                        })?;
                        keys.push(c.key);
                    }
                }
                Value::Any(keys)
            }
            Kind::Length { units } => {
                let given: Vec<_> = units.iter().filter(|u| o.given(u.0)).collect();
                match given.as_slice() {
                    [] => Value::Absent,
                    [(unit, _, limit)] => Value::Length(unit, o.within(unit, None, *limit)?),
                    _ => {
                        let names: Vec<String> =
                            units.iter().map(|u| format!("--{}", u.0)).collect();
                        return Err(usage(format!(
                            "{}: give {}, not both",
                            o.cmd(),
                            names.join(" or ")
                        )));
                    }
                }
            }
        };
        if !calc.set(&mut inputs, id, value) {
            return Err(usage(format!(
                "{}: --{id} cannot be read (a bug: please report it)",
                o.cmd()
            )));
        }
    }
    Ok(inputs)
}

fn keys_list(choices: &[Choice]) -> String {
    choices.iter().map(|c| c.key).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::values::parse_ratio;
    use crate::ratio::Ratio;

    /// The options that give `inputs` (applicable fields only).
    fn args_for(calc: &Calc, inputs: &Inputs) -> Vec<String> {
        let mut args = Vec::new();
        for f in calc.fields.iter().filter(|f| calc.applies(f, inputs)) {
            let id = f.id().to_string();
            let mut opt = |name: &str, v: Option<String>| {
                args.push(format!("--{name}"));
                args.extend(v);
            };
            match calc.get(inputs, f.id()) {
                Value::Whole(n) => opt(&id, Some(n.to_string())),
                Value::Exact(r) => opt(&id, Some(format!("{}/{}", r.num(), r.den()))),
                Value::Flag(true) => opt(&id, None),
                Value::One(k) => opt(&id, Some(k.to_string())),
                Value::Any(keys) if !keys.is_empty() => opt(&id, Some(keys.join(","))),
                Value::Length(unit, n) => opt(unit, Some(n.to_string())),
                _ => {}
            }
        }
        args
    }

    /// What the command line reads from the options that give `want`.
    fn read_back(calc: &Calc, want: &Inputs) -> (Inputs, Vec<String>) {
        let args = args_for(calc, want);
        let sub = subcommands()
            .into_iter()
            .find(|c| c.get_name() == calc.key)
            .unwrap();
        let m = sub
            .try_get_matches_from(std::iter::once(calc.key.to_string()).chain(args.clone()))
            .unwrap();
        let o = Opts::from_matches(calc.key, &m, &spec(calc));
        (read_inputs(&o, calc).unwrap(), args)
    }

    /// The command line reads back exactly what the app's form starts
    /// with, for every calculator, through the one description.
    #[test]
    fn every_calculator_reads_back_its_start_values() {
        for calc in calculators() {
            let want = calc.start();
            let (got, args) = read_back(&calc, &want);
            assert_eq!(got, want, "{}: {args:?}", calc.key);
        }
    }

    /// And every other value a field can take (a field that applies only
    /// to a choice, with that choice made): an option read but not written
    /// into its field, or written into another, fails here.
    #[test]
    fn every_value_a_field_can_take_reads_back() {
        for calc in calculators() {
            for f in &calc.fields {
                let mut base = calc.start();
                if let Some(only) = &f.only {
                    assert!(calc.set(&mut base, only.field, Value::One(only.keys[0])));
                }
                let now = calc.get(&base, f.id());
                for v in crate::red_actions::calc::other_values(f, &now) {
                    let mut want = base.clone();
                    assert!(calc.set(&mut want, f.id(), v));
                    let (got, args) = read_back(&calc, &want);
                    assert_eq!(got, want, "{}: {args:?}", calc.key);
                }
            }
        }
    }

    #[test]
    fn ratios_parse_exactly() {
        assert_eq!(parse_ratio("3"), Some(Ratio::new(3, 1)));
        assert_eq!(parse_ratio("1.5"), Some(Ratio::new(3, 2)));
        assert_eq!(parse_ratio("3/4"), Some(Ratio::new(3, 4)));
        assert_eq!(parse_ratio(".5"), Some(Ratio::new(1, 2)));
        assert_eq!(parse_ratio("x"), None);
        assert_eq!(parse_ratio("1/0"), None);
        assert_eq!(parse_ratio("-2"), None);
        // Digits past u64 are refused, not wrapped or panicking.
        assert_eq!(parse_ratio("99999999999999999999.5"), None);
        assert_eq!(parse_ratio("18446744073709551615.5"), None);
        assert_eq!(parse_ratio("1/99999999999999999999"), None);
        assert_eq!(parse_ratio("1.1234567"), None);
        assert_eq!(parse_ratio("1."), None);
        assert_eq!(parse_ratio("."), None);
        assert_eq!(parse_ratio("/2"), None);
        // A denominator finer than six decimal places is refused.
        assert_eq!(parse_ratio("1/18446744073709551557"), None);
        assert_eq!(parse_ratio("1/1000001"), None);
        assert_eq!(parse_ratio("1/1000000"), Some(Ratio::new(1, 1_000_000)));
        assert_eq!(parse_ratio("2000000/2000000"), Some(Ratio::ONE));
    }
}
