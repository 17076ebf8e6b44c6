//! Barbed wire: infantry crossing and engineers cutting (2d6), tanks
//! crushing it strip by strip (d6).

use super::limits::Limit;
use super::odds::{Outcome, group_2d6, group_d6, power};
use crate::ratio::Ratio;
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

pub fn wire_work(roll: WireRoll) -> WireWork {
    let mut notes = Vec::new();
    let outcomes = match roll {
        WireRoll::Infantry => group_2d6(|s| {
            if s >= 9 {
                "crossed: placed on the far side".into()
            } else {
                "still in the wire".into()
            }
        }),
        WireRoll::Engineers => {
            // Engineers are infantry, so 9+ also crosses; the text adds only
            // that 8+ cuts the path.
            notes.push(
                "engineers are infantry: 9+ also crosses; 8+ cuts a base-wide path".to_string(),
            );
            group_2d6(|s| match s {
                9.. => "crossed, and a base-wide path cut".into(),
                8 => "a base-wide path cut".into(),
                _ => "still in the wire".into(),
            })
        }
        WireRoll::TankCrushing { strips } => {
            notes.push(
                "crushing or clearing wire also risks a temporary problem on a d6 of 1 (vehicle wire roll)"
                    .to_string(),
            );
            if strips <= 1 {
                group_d6(|f| {
                    if f >= 4 {
                        "strip crushed".into()
                    } else {
                        "strip not crushed".into()
                    }
                })
            } else {
                // Exact within STRIPS; by squaring, so no count takes long.
                let all = power(Ratio::new(1, 2), u64::from(strips));
                vec![
                    Outcome::new(format!("all {strips} strips crushed (4+ on each)"), all),
                    Outcome::new("at least one strip not crushed", Ratio::ONE - all),
                ]
            }
        }
    };
    WireWork { outcomes, notes }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn infantry_nine_plus() {
        let w = wire_work(WireRoll::Infantry);
        assert_eq!(
            w.outcomes[0],
            Outcome::on(
                "still in the wire",
                &[2, 3, 4, 5, 6, 7, 8],
                Ratio::new(26, 36)
            )
        );
        assert_eq!(
            w.outcomes[1],
            Outcome::on(
                "crossed: placed on the far side",
                &[9, 10, 11, 12],
                Ratio::new(10, 36)
            )
        );
    }

    #[test]
    fn engineers_eight_plus_cut() {
        // 8: 5 ways; 9–12: 10 ways → a path on 15/36.
        let w = wire_work(WireRoll::Engineers);
        assert_eq!(
            w.outcomes[1],
            Outcome::on("a base-wide path cut", &[8], Ratio::new(5, 36))
        );
        assert_eq!(w.outcomes[2].chance, Ratio::new(10, 36));
    }

    #[test]
    fn tank_strips_four_plus_each() {
        let w = wire_work(WireRoll::TankCrushing { strips: 1 });
        assert_eq!(
            w.outcomes[1],
            Outcome::on("strip crushed", &[4, 5, 6], Ratio::new(1, 2))
        );
        // Three 4" strips all crushed: (1/2)³ = 1/8.
        let w = wire_work(WireRoll::TankCrushing { strips: 3 });
        assert_eq!(w.outcomes[0].chance, Ratio::new(1, 8));
    }
}
