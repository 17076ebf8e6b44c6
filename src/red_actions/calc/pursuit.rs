//! Pursuit: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::pursuit;

const ROUTERS: &[Pick<pursuit::Routers>] = &[
    Pick::new("slower", "slower than the pursuers", |_| {
        pursuit::Routers::Slower
    }),
    Pick::new("same-speed-cavalry", "cavalry of the same speed", |_| {
        pursuit::Routers::SameSpeedCavalry
    }),
];

pub(super) fn pursuit_calc() -> Calc {
    calc(
        "pursuit",
        "Pursuit by sabres",
        vec![Field::one_of("routers", "The routers are:", ROUTERS, true)],
        pursuit_run,
    )
}

pub(super) fn pursuit_run(i: &Given, reg: &Registry) -> Result<Report, Problem> {
    let routers = i.pick("routers", ROUTERS)?;
    let p = pursuit::pursuit(reg, routers).map_err(|e| rules("pursuit", e))?;
    Ok(printed_report(
        "pursuit by sabres",
        reg,
        pursuit::PURSUIT_TABLE,
        p,
    ))
}
