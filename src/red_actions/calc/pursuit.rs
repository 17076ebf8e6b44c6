//! Pursuit: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::pursuit;

/// The pursuit calculator's input: who the routers are.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct In {
    routers: pursuit::Routers,
}

keyed!(pursuit::Routers:
    pursuit::Routers::Slower => "slower", "slower than the pursuers";
    pursuit::Routers::SameSpeedCavalry => "same-speed-cavalry", "cavalry of the same speed");

pub(super) fn pursuit_calc() -> Calc {
    calc(
        "pursuit",
        "Pursuit by sabres",
        vec![Field::one_of(
            "routers",
            "The routers are:",
            true,
            slot!(In, routers),
        )],
        pursuit_run,
    )
}

pub(super) fn pursuit_run(i: &In, reg: &Registry) -> Result<Report, Problem> {
    let p = pursuit::pursuit(reg, i.routers).map_err(|e| rules("pursuit", e))?;
    Ok(printed_report(
        "pursuit by sabres",
        reg,
        pursuit::PURSUIT_TABLE,
        p,
    ))
}
