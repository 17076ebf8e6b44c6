//! Direct hits: each gun or mortar base rolls 2d6 before other shooting
//! results; equal to or above the direct hit number eliminates one enemy base.
//! Also the 2d6 for a building section that takes a direct hit.

use super::limits::Limit;
use super::odds::{Outcome, group_2d6, two_d6_at_least};
use super::printed::{PrintedColumn, printed_column};
use crate::ratio::Ratio;
use crate::tables::{Registry, RollError};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gun {
    #[default]
    FieldGun,
    /// Every other gun or mortar ("Other vs").
    Other,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    Building,
    MovingVehicle,
    StationaryVehicle,
    #[default]
    Other,
}

impl Target {
    pub const ALL: [Target; 4] = [
        Target::Building,
        Target::MovingVehicle,
        Target::StationaryVehicle,
        Target::Other,
    ];
    pub fn label(self) -> &'static str {
        match self {
            Target::Building => "Building",
            Target::MovingVehicle => "Moving vehicle",
            Target::StationaryVehicle => "Stationary vehicle",
            Target::Other => "Other",
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            Target::Building => "building",
            Target::MovingVehicle => "moving-vehicle",
            Target::StationaryVehicle => "stationary-vehicle",
            Target::Other => "other",
        }
    }
}

/// Range to the target in metres. Ranges are measured from the observer;
/// no gun of the period reached 100km, and from 4km on every gun needs 13 or
/// more (unless the +1 per km is ignored for a stationary target).
pub const RANGE_M: Limit = Limit::new(0, 100_000, "no gun of the period reached 100km");

/// The same range in inches on the table (25m to the inch).
pub const RANGE_IN: Limit = Limit::new(
    0,
    4_000,
    "4,000\" is 100km; no gun of the period reached further",
);

/// Metres on the ground for `inches` on the table (25m to the inch), or
/// `None` beyond what a u32 holds.
pub fn inches_to_m(inches: u32) -> Option<u32> {
    inches.checked_mul(25)
}

/// The printed direct hit number ("Direct hit numbers" table).
pub fn printed_number(gun: Gun, target: Target) -> i32 {
    match (gun, target) {
        (Gun::FieldGun, Target::Building) => 9,
        (Gun::FieldGun, Target::MovingVehicle) => 11,
        (Gun::FieldGun, Target::StationaryVehicle) => 9,
        (Gun::FieldGun, Target::Other) => 10,
        (Gun::Other, Target::Building) => 9,
        (Gun::Other, Target::MovingVehicle) => 12,
        (Gun::Other, Target::StationaryVehicle) => 10,
        (Gun::Other, Target::Other) => 11,
    }
}

/// Observed indirect fire raises the number: +2 the first turn, +1 after.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Observed {
    #[default]
    No,
    FirstTurn,
    LaterTurn,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DirectHitInput {
    pub gun: Gun,
    pub target: Target,
    /// Range in metres (an inch is 25m); +1 per whole km.
    pub range_m: u32,
    /// Consecutive rounds at a target that stayed stationary: the range +1 is ignored.
    pub consecutive_stationary: bool,
    /// Early Soviet artillery or other very poor units: +1.
    pub poor: bool,
    pub observed: Observed,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DirectHitWork {
    pub printed: i32,
    pub modifiers: Vec<(String, i32)>,
    /// 2d6 must be equal to or greater than this.
    pub needed: i32,
    pub chance: Ratio,
    pub notes: Vec<String>,
}

pub fn direct_hit_work(input: &DirectHitInput) -> DirectHitWork {
    let printed = printed_number(input.gun, input.target);
    let mut modifiers: Vec<(String, i32)> = Vec::new();
    let km = (input.range_m / 1000) as i32;
    let mut notes = Vec::new();
    if km > 0 {
        if input.consecutive_stationary {
            notes.push(format!(
                "range {}m: the +{km} for whole km is ignored for consecutive rounds at a stationary target",
                input.range_m
            ));
        } else {
            modifiers.push((format!("{km} whole km of range ({}m)", input.range_m), km));
        }
    }
    if input.poor {
        modifiers.push(("Early Soviet artillery / very poor unit".to_string(), 1));
    }
    match input.observed {
        Observed::No => {}
        Observed::FirstTurn => {
            modifiers.push(("Observed indirect fire, first turn".to_string(), 2))
        }
        Observed::LaterTurn => {
            modifiers.push(("Observed indirect fire, later turn".to_string(), 1))
        }
    }
    let needed = printed + modifiers.iter().map(|m| m.1).sum::<i32>();
    if needed > 12 {
        notes.push(format!(
            "needs {needed}: more than 12, so 2d6 can never score a direct hit"
        ));
    }
    if matches!(
        input.target,
        Target::MovingVehicle | Target::StationaryVehicle
    ) {
        notes.push(
            "a vehicle or gun taking a direct hit is destroyed with its crew; trains use the vehicle numbers (see the trains rules for hits on them)"
                .to_string(),
        );
    }
    if input.target == Target::Building {
        notes.push(
            "a building section that takes a direct hit then rolls 2d6 on the Building Section Taking a Direct Hit table"
                .to_string(),
        );
    }
    DirectHitWork {
        printed,
        modifiers,
        needed,
        chance: two_d6_at_least(needed),
        notes,
    }
}

/// What a building section is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Building {
    Wooden,
    Stone,
}

impl Building {
    pub fn label(self) -> &'static str {
        match self {
            Building::Wooden => "wooden",
            Building::Stone => "stone",
        }
    }
}

/// The 2d6 for a gun's direct hit needing `needed` or more, by sum.
pub fn hit_outcomes(needed: i32) -> Vec<Outcome> {
    group_2d6(|s| {
        if s >= needed {
            "direct hit: one enemy base eliminated".into()
        } else {
            "no direct hit".into()
        }
    })
}

/// Building Section Taking a Direct Hit: "Wood building", "Stone building".
pub const BUILDING_TABLE: &str = "red-actions/building-destroyed";

/// The printed 2d6 for a building section that took a direct hit.
pub fn building_outcomes(reg: &Registry, b: Building) -> Result<PrintedColumn, RollError> {
    let column = match b {
        Building::Wooden => 0,
        Building::Stone => 1,
    };
    printed_column(reg, BUILDING_TABLE, column)
}

/// The chance the section is destroyed (and all troops within lost).
pub fn building_destroyed_chance(reg: &Registry, b: Building) -> Result<Ratio, RollError> {
    Ok(building_outcomes(reg, b)?.chance_where(|t| t.eq_ignore_ascii_case("destroyed")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_numbers() {
        let f = |t| printed_number(Gun::FieldGun, t);
        let o = |t| printed_number(Gun::Other, t);
        assert_eq!(
            [
                Target::Building,
                Target::MovingVehicle,
                Target::StationaryVehicle,
                Target::Other
            ]
            .map(f),
            [9, 11, 9, 10]
        );
        assert_eq!(
            [
                Target::Building,
                Target::MovingVehicle,
                Target::StationaryVehicle,
                Target::Other
            ]
            .map(o),
            [9, 12, 10, 11]
        );
    }

    #[test]
    fn field_gun_at_other_target_with_range() {
        // Field gun vs other = 10; 2,300m → 2 whole km +2 → 12; 2d6 ≥ 12 → 1/36.
        let w = direct_hit_work(&DirectHitInput {
            range_m: 2300,
            ..DirectHitInput::default()
        });
        assert_eq!(w.needed, 12);
        assert_eq!(w.chance, Ratio::new(1, 36));
    }

    #[test]
    fn above_twelve_never_hits() {
        // Other gun vs moving vehicle 12, poor ammunition +1 → 13: never.
        let w = direct_hit_work(&DirectHitInput {
            gun: Gun::Other,
            target: Target::MovingVehicle,
            poor: true,
            ..DirectHitInput::default()
        });
        assert_eq!(w.needed, 13);
        assert_eq!(w.chance, Ratio::ZERO);
        assert!(w.notes.iter().any(|n| n.contains("can never score")));
    }

    #[test]
    fn observed_fire_and_stationary_target_range() {
        // Field gun vs stationary vehicle 9, observed first turn +2 → 11 → 3/36;
        // later turn +1 → 10 → 6/36. 1,500m on consecutive rounds at a stationary target: no +1.
        let mut i = DirectHitInput {
            target: Target::StationaryVehicle,
            observed: Observed::FirstTurn,
            range_m: 1500,
            consecutive_stationary: true,
            ..DirectHitInput::default()
        };
        assert_eq!(direct_hit_work(&i).chance, Ratio::new(3, 36));
        i.observed = Observed::LaterTurn;
        assert_eq!(direct_hit_work(&i).needed, 10);
        assert_eq!(direct_hit_work(&i).chance, Ratio::new(6, 36));
        i.consecutive_stationary = false;
        assert_eq!(direct_hit_work(&i).needed, 11);
    }

    #[test]
    fn buildings_collapse_on_nine_or_eleven() {
        // 9+ = 10/36, 11+ = 3/36.
        assert_eq!(
            building_destroyed_chance(&Registry::builtin(), Building::Wooden).unwrap(),
            Ratio::new(10, 36)
        );
        assert_eq!(
            building_destroyed_chance(&Registry::builtin(), Building::Stone).unwrap(),
            Ratio::new(3, 36)
        );
    }
}
