//! `politburo aa1914 …`: the Russian Civil War variant of Axis & Allies 1914.

use super::args::{Aa1914, CanEnterArgs};
use super::{CliResult, usage};
use crate::aa1914::CivilWar;
use crate::aa1914::revolution::checklist_text;
use crate::aa1914::soviet::{EnterError, Question, Situation, can_enter};
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
    // A fact given as one of two flags, or not given at all.
    let either = |yes: bool, no: bool| (yes || no).then_some(yes);
    let (unit, mover) = (a.unit, a.power);
    let s = Situation {
        originally_central: either(a.originally_central, a.not_originally_central),
        central_now: either(a.central_now, a.not_central_now),
        central_units_in_zone: either(a.central_units, a.no_central_units),
        ends_move: either(a.ends_move, a.passes_through),
        unnamed_territory: a.other_territory,
    };
    let verdict = can_enter(cw, mover, unit, &a.territory, s).map_err(|e| {
        let hint = match &e {
            EnterError::NeedToKnow { question, .. } => match question {
                Question::OriginallyCentral => {
                    " — answer with --originally-central or --not-originally-central"
                }
                Question::CentralNow => " — answer with --central-now or --not-central-now",
                Question::CentralUnitsInZone => {
                    " — answer with --central-units or --no-central-units"
                }
            },
            EnterError::Unknown { .. } => " with --other-territory",
            _ => "",
        };
        usage(format!("aa1914 can-enter: {e}{hint}"))
    })?;
    writeln!(out, "{}: {}", verdict.word(), verdict.rule())?;
    Ok(())
}
