//! `politburo aa1914 …`: the Russian Civil War variant of Axis & Allies 1914.

use super::args::{Aa1914, CanEnterArgs};
use super::{CliError, CliResult, usage};
use crate::aa1914::CivilWar;
use crate::aa1914::revolution::checklist_text;
use crate::aa1914::soviet::{EnterError, Mover, Question, Situation, UnitClass, can_enter};
use std::io::Write;

/// `aa1914 checklist` and `aa1914 can-enter`.
pub fn run(cw: &CivilWar, cmd: Aa1914, out: &mut dyn Write) -> CliResult {
    match cmd {
        Aa1914::Checklist => {
            for line in checklist_text(cw) {
                writeln!(out, "{line}")?;
            }
            Ok(())
        }
        Aa1914::CanEnter(a) => can_enter_cmd(cw, &a, out),
    }
}

fn can_enter_cmd(cw: &CivilWar, a: &CanEnterArgs, out: &mut dyn Write) -> CliResult {
    let yes_no = |name: &str, v: &Option<String>| -> Result<Option<bool>, CliError> {
        v.as_deref()
            .map(|v| match v.trim().to_lowercase().as_str() {
                "yes" | "y" | "true" => Ok(true),
                "no" | "n" | "false" => Ok(false),
                _ => Err(usage(format!(
                    "aa1914 can-enter: --{name} takes yes or no, not \"{v}\""
                ))),
            })
            .transpose()
    };
    let unit = match a.unit.trim().to_lowercase().as_str() {
        "land" => UnitClass::Land,
        "sea" => UnitClass::Sea,
        _ => {
            return Err(usage(format!(
                "aa1914 can-enter: --unit is land or sea, not \"{}\"",
                a.unit
            )));
        }
    };
    let mover = Mover::parse(&a.power).ok_or_else(|| {
        usage(format!(
            "aa1914 can-enter: unknown power \"{}\" (Soviet, Central, Allied, or a power's name)",
            a.power
        ))
    })?;
    let s = Situation {
        originally_central: yes_no("originally-central", &a.originally_central)?,
        central_now: yes_no("central-now", &a.central_now)?,
        central_units_in_zone: yes_no("central-units", &a.central_units)?,
        ends_move: yes_no("ends-move", &a.ends_move)?,
        unnamed_territory: a.other_territory,
    };
    let verdict = can_enter(cw, mover, unit, &a.territory, s).map_err(|e| {
        let hint = match &e {
            EnterError::NeedToKnow { question, .. } => match question {
                Question::OriginallyCentral => " — answer with --originally-central yes|no",
                Question::CentralNow => " — answer with --central-now yes|no",
                Question::CentralUnitsInZone => " — answer with --central-units yes|no",
            },
            EnterError::Unknown { .. } => " with --other-territory",
            _ => "",
        };
        usage(format!("aa1914 can-enter: {e}{hint}"))
    })?;
    writeln!(out, "{}: {}", verdict.word(), verdict.rule())?;
    Ok(())
}
