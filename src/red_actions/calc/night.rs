//! Night or fog, and the Mob: single rolls on a printed table: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::characteristics;
use crate::red_actions::night;

/// A single roll on a printed table, with nothing to set (its inputs
/// are `()`).
pub(super) fn d6_calc(
    key: &'static str,
    name: &'static str,
    about: &'static str,
    run: fn(&(), &Registry) -> Result<Report, Problem>,
) -> Calc {
    let mut c = calc(key, name, Vec::new(), run);
    c.about = about;
    c
}

pub(super) fn veer_run(_: &(), reg: &Registry) -> Result<Report, Problem> {
    let p = night::veer(reg).map_err(|e| rules("veer", e))?;
    Ok(printed_report("night veering", reg, night::VEER_TABLE, p))
}

pub(super) fn friends_run(_: &(), reg: &Registry) -> Result<Report, Problem> {
    let p = night::friends_fired_on(reg).map_err(|e| rules("friendly-fire", e))?;
    Ok(printed_report(
        "night: units coming on friends",
        reg,
        night::FRIENDS_TABLE,
        p,
    ))
}

pub(super) fn mob_run(_: &(), reg: &Registry) -> Result<Report, Problem> {
    let p = characteristics::mob_hesitation(reg).map_err(|e| rules("mob", e))?;
    Ok(printed_report(
        "Mob hesitation",
        reg,
        characteristics::MOB_TABLE,
        p,
    ))
}
