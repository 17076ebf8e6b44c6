//! Ambush: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::ambush;

/// The ambush calculator's inputs.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct In {
    partisans: bool,
    clever: bool,
    /// Inches to the terrain, if given.
    distance: Option<u32>,
}

pub(super) fn ambush_calc() -> Calc {
    let mut c = calc(
        "ambush",
        "Scouting for ambush",
        vec![
            Field::flag(
                "partisans",
                "Partisans scouting (range 8\")",
                slot!(In, partisans),
            ),
            Field::flag(
                "clever",
                "A clever officer scouting (range 8\")",
                slot!(In, clever),
            ),
            Field::optional(
                "distance",
                "Distance to the terrain (inches)",
                ambush::DISTANCE_IN,
                4,
                slot!(In, distance),
            ),
        ],
        ambush_run,
    );
    c.not_both = vec![(
        "partisans",
        "clever",
        "either doubles the scouting range to 8\" (200m) and they do not add up",
    )];
    c
}

pub(super) fn ambush_run(i: &In, reg: &Registry) -> Result<Report, Problem> {
    let input = ambush::AmbushInput {
        partisans_or_clever: i.partisans || i.clever,
        distance_in: i.distance,
    };
    let printed = ambush::ambush_work(reg, input).map_err(|e| rules("ambush", e))?;
    let range = ambush::scouting_range(input.partisans_or_clever);
    let mut r = Report::new("scouting for ambush");
    r.inputs = vec![format!(
        "scouting range {range}\"{}",
        if input.partisans_or_clever {
            " (partisans or clever officer)"
        } else {
            ""
        }
    )];
    r.headline = vec![on_table(reg, ambush::AMBUSH_TABLE)];
    r.outcomes = printed.outcomes;
    r.notes = printed.notes;
    r.notes.push(
        "the potential ambusher may roll in secret, leaving the die for later inspection"
            .to_string(),
    );
    r.roll = Roll::Sum(dice_on(reg, ambush::AMBUSH_TABLE));
    Ok(r)
}
