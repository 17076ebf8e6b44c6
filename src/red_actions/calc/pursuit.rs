//! Pursuit: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::pursuit;

pub(super) fn pursuit_calc() -> Calc {
    calc(
        "pursuit",
        "Pursuit by sabres",
        vec![Field::one(
            "routers",
            "The routers are:",
            vec![
                choice("slower", "slower than the pursuers"),
                choice("same-speed-cavalry", "cavalry of the same speed"),
            ],
            true,
        )],
        pursuit_run,
    )
}

pub(super) fn pursuit_run(i: &Given, reg: &Registry) -> Result<Report, Problem> {
    let routers = match i.one("routers") {
        "same-speed-cavalry" => pursuit::Routers::SameSpeedCavalry,
        _ => pursuit::Routers::Slower,
    };
    let p = pursuit::pursuit(reg, routers).map_err(|e| rules("pursuit", e))?;
    Ok(printed_report(
        "pursuit by sabres",
        reg,
        pursuit::PURSUIT_TABLE,
        p,
    ))
}
