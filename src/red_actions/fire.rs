//! Burning buildings: setting them on fire, fire spreading a marker a turn,
//! and fighting the fire. Five markers make the building uninhabitable.

use super::limits::Limit;
use super::odds::Outcome;
use super::printed::{PrintedColumn, printed_column};
use crate::tables::{Registry, RollError};
use serde::{Deserialize, Serialize};

/// Markers at which a building is "uninhabitable and effectively destroyed".
pub const DESTROYED_AT: u32 = 5;

/// Markers on a building whose fire can be fought.
pub const MARKERS: Limit = Limit::new(
    1,
    DESTROYED_AT as i64 - 1,
    "with no marker there is no fire to fight; at 5 the building is already destroyed",
);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FireRoll {
    /// A unit touching the building tries to set it on fire: 3–6 places a marker.
    SetOnFire,
    /// Fighting a fire that has `markers` on it: 4 removes 1, 5 removes 2, 6 removes 3.
    Fight { markers: u32 },
}

/// Burning Buildings: column 0 sets on fire, column 1 fights the fire.
pub const FIRE_TABLE: &str = "red-actions/building-fire";

/// Markers a "Fight the fire" cell removes: the number in "Remove 2
/// markers", none for any cell without one ("No effect").
pub fn removed_by(cell: &str) -> u32 {
    cell.split_whitespace()
        .find_map(|w| w.parse().ok())
        .unwrap_or(0)
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum FireError {
    #[error("fire: {0} markers — there is no fire to fight")]
    NoFire(u32),
    #[error("fire: {0} markers — at 5 the building is already destroyed")]
    Destroyed(u32),
    #[error(transparent)]
    Table(#[from] RollError),
}

/// The printed results, and for firefighting what is left of the fire.
pub fn fire_work(reg: &Registry, roll: FireRoll) -> Result<PrintedColumn, FireError> {
    match roll {
        FireRoll::SetOnFire => Ok(printed_column(reg, FIRE_TABLE, 0)?),
        FireRoll::Fight { markers } => {
            if markers == 0 {
                return Err(FireError::NoFire(markers));
            }
            if markers >= DESTROYED_AT {
                return Err(FireError::Destroyed(markers));
            }
            let printed = printed_column(reg, FIRE_TABLE, 1)?;
            // The same number left can come from several printed cells
            // (with 2 markers, removing 2 or 3 both put the fire out).
            let mut outcomes: Vec<Outcome> = Vec::new();
            for o in printed.outcomes {
                let removed = removed_by(&o.result);
                let left = markers.saturating_sub(removed);
                let what = match (removed, left) {
                    (0, _) => format!("no markers removed, {markers} left"),
                    (_, 0) => "fire put out".into(),
                    (r, l) => format!("{r} removed, {l} left"),
                };
                match outcomes.iter_mut().find(|x| x.result == what) {
                    Some(x) => {
                        x.rolls.extend(&o.rolls);
                        x.chance = x.chance + o.chance;
                    }
                    None => outcomes.push(Outcome::on(what, &o.rolls, o.chance)),
                }
            }
            Ok(PrintedColumn {
                outcomes,
                notes: printed.notes,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratio::Ratio;

    #[test]
    fn set_on_fire_on_three_to_six() {
        let reg = Registry::builtin();
        let o = fire_work(&reg, FireRoll::SetOnFire).unwrap().outcomes;
        assert_eq!(o[0], Outcome::on("No fire", &[1, 2], Ratio::new(1, 3)));
        assert_eq!(o[1].chance, Ratio::new(2, 3));
    }

    #[test]
    fn firefighting_removes_one_two_or_three() {
        // 3 markers: 1–3 nothing, 4 → 2 left, 5 → 1 left, 6 → out.
        let reg = Registry::builtin();
        let o = fire_work(&reg, FireRoll::Fight { markers: 3 })
            .unwrap()
            .outcomes;
        let lines: Vec<String> = o.iter().map(|o| o.label()).collect();
        assert_eq!(
            lines,
            vec![
                "no markers removed, 3 left (1–3)",
                "1 removed, 2 left (4)",
                "2 removed, 1 left (5)",
                "fire put out (6)"
            ]
        );
        // 2 markers: 5 and 6 both put it out → 2/6.
        let o = fire_work(&reg, FireRoll::Fight { markers: 2 })
            .unwrap()
            .outcomes;
        assert_eq!(o[2], Outcome::on("fire put out", &[5, 6], Ratio::new(1, 3)));
        assert_eq!(
            fire_work(&reg, FireRoll::Fight { markers: 5 }),
            Err(FireError::Destroyed(5))
        );
        assert_eq!(
            fire_work(&reg, FireRoll::Fight { markers: 0 }),
            Err(FireError::NoFire(0))
        );
    }
}
