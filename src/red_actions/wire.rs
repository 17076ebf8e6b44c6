//! Barbed wire: infantry crossing and engineers cutting (2d6), tanks
//! crushing it strip by strip (d6).

use super::limits::Limit;
use super::odds::{Outcome, power};
use super::printed::printed_column;
use crate::tables::{Registry, RollError};
use serde::{Deserialize, Serialize};

/// 100m (4") strips a tank crushes in one go, a d6 each: 24 strips are
/// 2.4km (96"), the whole length of an 8-foot table.
pub const STRIPS: Limit = Limit::new(
    1,
    24,
    "one d6 per 100m (4\") strip; 24 strips are 2.4km (96\"), the length of an 8-foot table",
);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WireRoll {
    /// Infantry on each turn after entering the wire: 9+ crosses.
    Infantry,
    /// Engineers making the roll: 8+ cuts a base-wide path.
    Engineers,
    /// A tank crushing wire: each 100m (4") strip is crushed on a 4+.
    TankCrushing { strips: u32 },
}

impl WireRoll {
    /// What is rolled for, as the player would say it.
    pub fn label(self) -> String {
        match self {
            WireRoll::Infantry => "infantry in the wire trying to cross".to_string(),
            WireRoll::Engineers => "engineers in the wire cutting a path".to_string(),
            WireRoll::TankCrushing { strips: 1 } => {
                "a tank crushing one 100m (4\") strip of wire".to_string()
            }
            WireRoll::TankCrushing { strips } => {
                format!("a tank crushing {strips} strips of wire, each 100m (4\")")
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WireWork {
    pub outcomes: Vec<Outcome>,
    pub notes: Vec<String>,
}

/// Crossing Barbed Wire: "Infantry", "Engineers" (2d6).
pub const CROSSING_TABLE: &str = "red-actions/wire-crossing";
/// Tank Crushing Wire: one d6 per strip.
pub const CRUSHING_TABLE: &str = "red-actions/wire-crushing";

/// The printed results; for several strips, the chance that all of them
/// are crushed (each strip crushed as the table prints).
pub fn wire_work(reg: &Registry, roll: WireRoll) -> Result<WireWork, RollError> {
    let printed = match roll {
        WireRoll::Infantry => printed_column(reg, CROSSING_TABLE, 0)?,
        WireRoll::Engineers => printed_column(reg, CROSSING_TABLE, 1)?,
        WireRoll::TankCrushing { .. } => printed_column(reg, CRUSHING_TABLE, 0)?,
    };
    let mut notes = printed.notes.clone();
    let outcomes = match roll {
        WireRoll::TankCrushing { strips } if strips > 1 => {
            notes.push(
                "crushing or clearing wire also risks a temporary problem (the vehicle wire roll)"
                    .to_string(),
            );
            let per_strip = printed.chance_where(|t| t.eq_ignore_ascii_case("crushed"));
            // Exact within STRIPS; by squaring, so no count takes long.
            let all = power(per_strip, u64::from(strips));
            vec![
                Outcome::new(format!("all {strips} strips crushed"), all),
                Outcome::new("at least one strip not crushed", all.complement()),
            ]
        }
        WireRoll::TankCrushing { .. } => {
            notes.push(
                "crushing or clearing wire also risks a temporary problem (the vehicle wire roll)"
                    .to_string(),
            );
            printed.outcomes
        }
        _ => printed.outcomes,
    };
    Ok(WireWork { outcomes, notes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratio::Ratio;

    fn work(roll: WireRoll) -> WireWork {
        wire_work(&Registry::builtin(), roll).unwrap()
    }

    #[test]
    fn infantry_nine_plus() {
        let w = work(WireRoll::Infantry);
        assert_eq!(
            w.outcomes[0],
            Outcome::on(
                "Still in the wire",
                &[2, 3, 4, 5, 6, 7, 8],
                Ratio::new(26, 36)
            )
        );
        assert_eq!(
            w.outcomes[1],
            Outcome::on("Crossed", &[9, 10, 11, 12], Ratio::new(10, 36))
        );
    }

    #[test]
    fn engineers_eight_plus_cut() {
        // 8: 5 ways; 9–12: 10 ways → a path on 15/36.
        let w = work(WireRoll::Engineers);
        assert_eq!(
            w.outcomes[1],
            Outcome::on("Path cut", &[8], Ratio::new(5, 36))
        );
        assert_eq!(w.outcomes[2].chance, Ratio::new(10, 36));
    }

    #[test]
    fn tank_strips_four_plus_each() {
        let w = work(WireRoll::TankCrushing { strips: 1 });
        assert_eq!(
            w.outcomes[1],
            Outcome::on("Crushed", &[4, 5, 6], Ratio::new(1, 2))
        );
        // Three 4" strips all crushed: (1/2)³ = 1/8.
        let w = work(WireRoll::TankCrushing { strips: 3 });
        assert_eq!(w.outcomes[0].chance, Ratio::new(1, 8));
    }
}
