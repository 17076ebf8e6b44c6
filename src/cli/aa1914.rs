//! `politburo aa1914 …`: the Russian Civil War variant of Axis & Allies 1914.

use super::{CliError, CliResult, usage};
use crate::aa1914::CivilWar;
use crate::aa1914::revolution::checklist_text;
use crate::aa1914::soviet::{EnterError, Mover, Question, Situation, UnitClass, can_enter};
use std::io::Write;

const USAGE: &str = "usage: politburo aa1914 checklist\n       politburo aa1914 can-enter --unit <land|sea> --power <Soviet|Central|Allied|Germany|…> --territory <name> [--originally-central yes|no] [--central-now yes|no] [--central-units yes|no] [--ends-move yes|no]";

pub fn run(cw: &CivilWar, args: &[String], out: &mut dyn Write) -> CliResult {
    match args.first().map(String::as_str) {
        Some("checklist") => {
            if args.len() > 1 {
                return Err(usage(format!(
                    "aa1914 checklist takes no arguments\n{USAGE}"
                )));
            }
            for line in checklist_text(cw) {
                writeln!(out, "{line}")?;
            }
            Ok(())
        }
        Some("can-enter") => can_enter_cmd(cw, &args[1..], out),
        Some(other) => Err(usage(format!(
            "aa1914: unknown subcommand \"{other}\"\n{USAGE}"
        ))),
        None => Err(usage(format!("aa1914: no subcommand given\n{USAGE}"))),
    }
}

fn yes_no(flag: &str, v: &str) -> Result<bool, CliError> {
    match v.trim().to_lowercase().as_str() {
        "yes" | "y" | "true" => Ok(true),
        "no" | "n" | "false" => Ok(false),
        _ => Err(usage(format!(
            "aa1914 can-enter: {flag} takes yes or no, not \"{v}\""
        ))),
    }
}

fn can_enter_cmd(cw: &CivilWar, args: &[String], out: &mut dyn Write) -> CliResult {
    let mut unit = None;
    let mut mover = None;
    let mut territory = None;
    let mut s = Situation::default();
    for pair in args.chunks(2) {
        let [flag, value] = pair else {
            return Err(usage(format!(
                "aa1914 can-enter: {} needs a value\n{USAGE}",
                pair[0]
            )));
        };
        match flag.as_str() {
            "--unit" => {
                unit = Some(match value.trim().to_lowercase().as_str() {
                    "land" => UnitClass::Land,
                    "sea" => UnitClass::Sea,
                    _ => return Err(usage(format!("aa1914 can-enter: --unit is land or sea, not \"{value}\""))),
                })
            }
            "--power" => {
                mover = Some(Mover::parse(value).ok_or_else(|| {
                    usage(format!("aa1914 can-enter: unknown power \"{value}\" (Soviet, Central, Allied, or a power's name)"))
                })?)
            }
            "--territory" => territory = Some(value.clone()),
            "--originally-central" => s.originally_central = Some(yes_no(flag, value)?),
            "--central-now" => s.central_now = Some(yes_no(flag, value)?),
            "--central-units" => s.central_units_in_zone = Some(yes_no(flag, value)?),
            "--ends-move" => s.ends_move = Some(yes_no(flag, value)?),
            other => return Err(usage(format!("aa1914 can-enter: unknown option \"{other}\"\n{USAGE}"))),
        }
    }
    let unit =
        unit.ok_or_else(|| usage(format!("aa1914 can-enter: --unit is missing\n{USAGE}")))?;
    let mover =
        mover.ok_or_else(|| usage(format!("aa1914 can-enter: --power is missing\n{USAGE}")))?;
    let territory = territory
        .ok_or_else(|| usage(format!("aa1914 can-enter: --territory is missing\n{USAGE}")))?;
    let verdict = can_enter(cw, mover, unit, &territory, s).map_err(|e| {
        let hint = match &e {
            EnterError::NeedToKnow { question, .. } => match question {
                Question::OriginallyCentral => " — answer with --originally-central yes|no",
                Question::CentralNow => " — answer with --central-now yes|no",
                Question::CentralUnitsInZone => " — answer with --central-units yes|no",
            },
            _ => "",
        };
        usage(format!("aa1914 can-enter: {e}{hint}"))
    })?;
    writeln!(out, "{}: {}", verdict.word(), verdict.rule())?;
    Ok(())
}
