//! Hits on a building: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::direct_hit;

/// The building calculator's input: the section hit.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct In {
    building: direct_hit::Building,
}

impl Default for In {
    fn default() -> In {
        In {
            building: direct_hit::Building::Wooden,
        }
    }
}

keyed!(direct_hit::Building:
    direct_hit::Building::Wooden => "wooden" | "wood", "wooden";
    direct_hit::Building::Stone => "stone", "stone");

pub(super) fn building_calc() -> Calc {
    let mut c = calc(
        "building",
        "Building section hit",
        vec![Field::one_of(
            "building-hit",
            "Building section:",
            true,
            slot!(In, building),
        )],
        building_run,
    );
    c.about = "(is a hit building section destroyed? also `direct-hit --building-hit …`)";
    c
}

pub(super) fn building_run(i: &In, reg: &Registry) -> Result<Report, Problem> {
    let b = i.building;
    let printed = direct_hit::building_outcomes(reg, b).map_err(|e| rules("building", e))?;
    let mut r = Report::new("building section hit");
    r.inputs = vec![format!("{} building section took a direct hit", b.label())];
    r.headline = vec![on_table(reg, direct_hit::BUILDING_TABLE)];
    r.roll = Roll::Sum(dice_on(reg, direct_hit::BUILDING_TABLE));
    r.outcomes = printed.outcomes;
    r.notes = printed.notes;
    Ok(r)
}
