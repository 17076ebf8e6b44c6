//! Scouting for an ambush: one piece of suspect terrain a turn, within 100m
//! (4"), or 200m (8") for partisans or a unit with a clever officer; found on 4+.

use super::limits::Limit;
use super::printed::{PrintedColumn, printed_column};
use crate::tables::{Registry, RollError};
use serde::{Deserialize, Serialize};

/// Distance to the suspect terrain, in inches: scouting reaches 4" (100m),
/// or 8" (200m) for partisans or a clever officer.
pub const DISTANCE_IN: Limit = Limit::new(
    0,
    8,
    "scouting reaches 4\" (100m), or 8\" (200m) for partisans or a clever officer",
);

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AmbushInput {
    /// Partisans, or a unit with a "Clever" officer: double range.
    pub partisans_or_clever: bool,
    /// Distance to the suspect terrain in inches, if known.
    pub distance_in: Option<u32>,
}

/// Scouting range in inches.
pub fn scouting_range(partisans_or_clever: bool) -> u32 {
    if partisans_or_clever { 8 } else { 4 }
}

/// Scouting for Ambush.
pub const AMBUSH_TABLE: &str = "red-actions/ambush-scouting";

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum AmbushError {
    #[error("ambush: the terrain is {distance}\" away, beyond the {range}\" scouting range")]
    OutOfRange { distance: u32, range: u32 },
    #[error(transparent)]
    Table(#[from] RollError),
}

/// Scouting one piece of suspect terrain within range.
pub fn ambush_work(reg: &Registry, input: AmbushInput) -> Result<PrintedColumn, AmbushError> {
    let range = scouting_range(input.partisans_or_clever);
    if let Some(d) = input.distance_in
        && d > range
    {
        return Err(AmbushError::OutOfRange { distance: d, range });
    }
    Ok(printed_column(reg, AMBUSH_TABLE, 0)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratio::Ratio;

    #[test]
    fn four_plus_within_range() {
        let reg = Registry::builtin();
        let o = ambush_work(&reg, AmbushInput::default()).unwrap().outcomes;
        assert_eq!(o[1].chance, Ratio::new(1, 2));
        assert!(o[1].label().ends_with("(4–6)"));
        assert_eq!(
            ambush_work(
                &reg,
                AmbushInput {
                    partisans_or_clever: false,
                    distance_in: Some(6)
                }
            ),
            Err(AmbushError::OutOfRange {
                distance: 6,
                range: 4
            })
        );
        assert!(
            ambush_work(
                &reg,
                AmbushInput {
                    partisans_or_clever: true,
                    distance_in: Some(8)
                }
            )
            .is_ok()
        );
    }
}
