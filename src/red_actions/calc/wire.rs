//! Wire: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::wire;

/// Who is at the wire.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) enum Who {
    #[default]
    Infantry,
    Engineers,
    Tank,
}

keyed!(Who:
    Who::Infantry => "infantry", "infantry crossing";
    Who::Engineers => "engineers", "engineers";
    Who::Tank => "tank", "a tank crushing it");

/// The wire calculator's inputs.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct In {
    who: Who,
    /// Strips of 100m a tank crushes.
    strips: u32,
}

pub(super) fn wire_calc() -> Calc {
    calc(
        "wire",
        "Barbed wire",
        vec![
            Field::one_of("who", "Who:", true, slot!(In, who)),
            Field::whole(
                "strips",
                "Strips of 100m (4\")",
                wire::STRIPS,
                1,
                slot!(In, strips),
            )
            .only("who", &["tank"], "infantry and engineers roll 2d6 once"),
        ],
        wire_run,
    )
}

pub(super) fn wire_run(i: &In, reg: &Registry) -> Result<Report, Problem> {
    let roll = match i.who {
        Who::Infantry => wire::WireRoll::Infantry,
        Who::Engineers => wire::WireRoll::Engineers,
        Who::Tank => wire::WireRoll::TankCrushing { strips: i.strips },
    };
    let work = wire::wire_work(reg, roll).map_err(|e| rules("wire", e))?;
    let mut r = Report::new("barbed wire");
    r.inputs = vec![roll.label()];
    match roll {
        wire::WireRoll::TankCrushing { strips } => {
            r.headline = vec![format!(
                "a d6 per 100m (4\") strip, {}",
                on_table(reg, wire::CRUSHING_TABLE)
            )];
            // What one strip's die gives, to read each strip's face.
            let per_strip = wire::wire_work(reg, wire::WireRoll::TankCrushing { strips: 1 })
                .map_err(|e| rules("wire", e))?
                .outcomes;
            r.roll = Roll::Strips {
                strips: usize::try_from(strips).unwrap_or(usize::MAX),
                per_strip,
            };
        }
        _ => {
            r.headline = vec![on_table(reg, wire::CROSSING_TABLE)];
            r.roll = Roll::Sum(dice_on(reg, wire::CROSSING_TABLE));
        }
    }
    r.outcomes = work.outcomes;
    r.notes = work.notes;
    Ok(r)
}
