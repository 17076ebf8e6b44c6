//! Hits on a building: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::direct_hit;

const BUILDINGS: &[Pick<direct_hit::Building>] = &[
    Pick::new("wooden", "wooden", |_| direct_hit::Building::Wooden).or(&["wood"]),
    Pick::new("stone", "stone", |_| direct_hit::Building::Stone),
];

pub(super) fn building_calc() -> Calc {
    let mut c = calc(
        "building",
        "Building section hit",
        vec![Field::one_of(
            "building-hit",
            "Building section:",
            BUILDINGS,
            true,
        )],
        building_run,
    );
    c.about = "(is a hit building section destroyed? also `direct-hit --building-hit …`)";
    c
}

pub(super) fn building_run(i: &Given, reg: &Registry) -> Result<Report, Problem> {
    let b = i.pick("building-hit", BUILDINGS)?;
    let printed = direct_hit::building_outcomes(reg, b).map_err(|e| rules("building", e))?;
    let mut r = Report::new("building section hit");
    r.inputs = vec![format!("{} building section took a direct hit", b.label())];
    r.headline = vec![on_table(reg, direct_hit::BUILDING_TABLE)];
    r.roll = Roll::Sum(dice_of(&printed.outcomes));
    r.outcomes = printed.outcomes;
    r.notes = printed.notes;
    Ok(r)
}
