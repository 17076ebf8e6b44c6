//! `politburo aa1914 …`: the Russian Civil War variant of Axis & Allies 1914.

use super::opts::{Opts, Takes};
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

fn can_enter_cmd(cw: &CivilWar, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = Opts::parse(
        "aa1914 can-enter",
        "--help",
        args,
        &[
            ("unit", Takes::Value),
            ("power", Takes::Value),
            ("territory", Takes::Value),
            ("originally-central", Takes::Value),
            ("central-now", Takes::Value),
            ("central-units", Takes::Value),
            ("ends-move", Takes::Value),
        ],
    )?;
    let need = |name: &str| {
        o.value(name)
            .ok_or_else(|| usage(format!("aa1914 can-enter: --{name} is missing\n{USAGE}")))
    };
    let yes_no = |name: &str| -> Result<Option<bool>, CliError> {
        o.value(name)
            .map(|v| match v.trim().to_lowercase().as_str() {
                "yes" | "y" | "true" => Ok(true),
                "no" | "n" | "false" => Ok(false),
                _ => Err(usage(format!(
                    "aa1914 can-enter: --{name} takes yes or no, not \"{v}\""
                ))),
            })
            .transpose()
    };
    let value = need("unit")?;
    let unit = match value.trim().to_lowercase().as_str() {
        "land" => UnitClass::Land,
        "sea" => UnitClass::Sea,
        _ => {
            return Err(usage(format!(
                "aa1914 can-enter: --unit is land or sea, not \"{value}\""
            )));
        }
    };
    let value = need("power")?;
    let mover = Mover::parse(value).ok_or_else(|| {
        usage(format!(
            "aa1914 can-enter: unknown power \"{value}\" (Soviet, Central, Allied, or a power's name)"
        ))
    })?;
    let territory = need("territory")?;
    let s = Situation {
        originally_central: yes_no("originally-central")?,
        central_now: yes_no("central-now")?,
        central_units_in_zone: yes_no("central-units")?,
        ends_move: yes_no("ends-move")?,
    };
    let verdict = can_enter(cw, mover, unit, territory, s).map_err(|e| {
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
