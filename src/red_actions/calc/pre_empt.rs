//! Pre-emptive fire: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::characteristics;

/// The pre-empting calculator's input.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct In {
    target_clever: bool,
}

pub(super) fn pre_empt_calc() -> Calc {
    let mut c = calc(
        "pre-empt",
        "Clever officer pre-empting",
        vec![Field::flag(
            "target-clever",
            "The target has a Clever officer too",
            slot!(In, target_clever),
        )],
        pre_empt_run,
    );
    c.about = "(Clever officer)";
    c
}

pub(super) fn pre_empt_run(i: &In, reg: &Registry) -> Result<Report, Problem> {
    let p =
        characteristics::clever_pre_empt(reg, i.target_clever).map_err(|e| rules("pre-empt", e))?;
    Ok(printed_report(
        "Clever officer pre-empting",
        reg,
        characteristics::CLEVER_TABLE,
        p,
    ))
}
