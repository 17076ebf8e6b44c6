//! Tanks and armoured cars: breakdown, obstacle and wire rolls, repairs, and
//! the d6 of troops that stood against a charging vehicle.

use super::odds::Outcome;
use super::printed::printed_column;
use crate::tables::{Registry, RollError};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Vehicle {
    #[default]
    Tank,
    ArmouredCar,
}

/// Which vehicle roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VehicleRoll {
    /// End of a move over half speed (armoured cars: only off flat ground,
    /// gentle hills and roads — `off_road`). Also the * terrain entries.
    Breakdown { off_road: bool },
    /// Crossing an obstacle (for tanks: any but barbed wire), at any speed.
    Obstacle,
    /// Crushing or clearing wire (tanks).
    Wire,
    /// A later move's attempt to get going again after a breakdown or a temporary stick.
    Repair,
    /// Troops charged by the vehicle that stood their charged test try to immobilise it.
    ChargedTroops { grenadiers: bool },
}

impl Vehicle {
    pub const fn name(self) -> &'static str {
        match self {
            Vehicle::Tank => "tank",
            Vehicle::ArmouredCar => "armoured car",
        }
    }
}

impl VehicleRoll {
    /// What the roll is for, as the player would say it.
    pub fn label(self) -> &'static str {
        match self {
            VehicleRoll::Breakdown { off_road: false } => {
                "breakdown test after moving over half speed"
            }
            VehicleRoll::Breakdown { off_road: true } => {
                "breakdown test after moving over half speed, off flat ground, gentle hills and roads"
            }
            VehicleRoll::Obstacle => "crossing an obstacle",
            VehicleRoll::Wire => "crushing or clearing wire",
            VehicleRoll::Repair => "getting going again after a breakdown or a temporary stick",
            VehicleRoll::ChargedTroops { grenadiers: false } => {
                "troops it charged try to immobilise it"
            }
            VehicleRoll::ChargedTroops { grenadiers: true } => {
                "grenadiers it charged try to immobilise it (+2)"
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VehicleWork {
    pub outcomes: Vec<Outcome>,
    pub notes: Vec<String>,
    /// The printed table the roll is read on.
    pub table: &'static str,
}

/// Tank and Armoured Car Breakdown.
pub const BREAKDOWN_TABLE: &str = "red-actions/vehicle-breakdown";
/// Vehicle Crossing an Obstacle.
pub const OBSTACLE_TABLE: &str = "red-actions/vehicle-obstacle";
/// Tank Crushing or Clearing Wire.
pub const WIRE_TABLE: &str = "red-actions/vehicle-wire";
/// Broken Down or Stuck Vehicle.
pub const REPAIR_TABLE: &str = "red-actions/vehicle-repair";
/// Troops Charged by a Vehicle: "Troops", "Grenadiers (+2)".
pub const CHARGED_TABLE: &str = "red-actions/vehicle-charged";

/// Why a roll does not apply to a vehicle, or its table cannot be read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum VehicleError {
    #[error("armoured cars cannot cross wire (the terrain table says Nyet!): no wire roll")]
    ArmouredCarWire,
    #[error(transparent)]
    Table(#[from] RollError),
}

/// The printed results of the roll, with the table's notes and what
/// applies to this vehicle.
pub fn vehicle_work(
    reg: &Registry,
    vehicle: Vehicle,
    roll: VehicleRoll,
) -> Result<VehicleWork, VehicleError> {
    let mut notes = Vec::new();
    let printed = match roll {
        VehicleRoll::Breakdown { off_road } => {
            if vehicle == Vehicle::ArmouredCar && !off_road {
                notes.push(
                    "armoured cars on flat ground, gentle hills or a road take no breakdown test for speed"
                        .to_string(),
                );
                return Ok(VehicleWork {
                    outcomes: vec![Outcome::new("no test", crate::ratio::Ratio::ONE)],
                    notes,
                    table: BREAKDOWN_TABLE,
                });
            }
            (BREAKDOWN_TABLE, 0)
        }
        VehicleRoll::Obstacle => {
            if vehicle == Vehicle::Tank {
                notes.push(
                    "tanks do not take this roll for barbed wire: use the wire roll".to_string(),
                );
            }
            (OBSTACLE_TABLE, 0)
        }
        VehicleRoll::Wire => {
            if vehicle == Vehicle::ArmouredCar {
                return Err(VehicleError::ArmouredCarWire);
            }
            (WIRE_TABLE, 0)
        }
        VehicleRoll::Repair => (REPAIR_TABLE, 0),
        VehicleRoll::ChargedTroops { grenadiers } => (CHARGED_TABLE, usize::from(grenadiers)),
    };
    let (table, column) = printed;
    let printed = printed_column(reg, table, column)?;
    notes.extend(printed.notes);
    notes.push("broken down or stuck vehicles can continue to fire their weapons".to_string());
    Ok(VehicleWork {
        outcomes: printed.outcomes,
        notes,
        table,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratio::Ratio;

    fn chances(v: Vehicle, r: VehicleRoll) -> Vec<(String, Ratio)> {
        vehicle_work(&Registry::builtin(), v, r)
            .unwrap()
            .outcomes
            .into_iter()
            .map(|o| (o.label(), o.chance))
            .collect()
    }

    #[test]
    fn breakdown_on_a_one() {
        let c = chances(Vehicle::Tank, VehicleRoll::Breakdown { off_road: false });
        assert_eq!(c[0].1, Ratio::new(1, 6));
        assert!(c[0].0.starts_with("Temporarily broken down"));
        assert!(c[0].0.ends_with("(1)"));
        // Armoured car on the road: no test at all.
        let c = chances(
            Vehicle::ArmouredCar,
            VehicleRoll::Breakdown { off_road: false },
        );
        assert_eq!(c, vec![("no test".to_string(), Ratio::ONE)]);
        let c = chances(
            Vehicle::ArmouredCar,
            VehicleRoll::Breakdown { off_road: true },
        );
        assert_eq!(c[0].1, Ratio::new(1, 6));
    }

    #[test]
    fn obstacle_one_permanent_two_temporary() {
        let c = chances(Vehicle::ArmouredCar, VehicleRoll::Obstacle);
        assert_eq!(c.len(), 3);
        assert!(c[0].0.starts_with("Permanently stuck") && c[0].1 == Ratio::new(1, 6));
        assert!(c[1].0.starts_with("Temporarily stuck") && c[1].1 == Ratio::new(1, 6));
        assert_eq!(c[2], ("Crosses (3–6)".to_string(), Ratio::new(2, 3)));
    }

    #[test]
    fn repair_on_four_plus_and_wire_problem_on_one() {
        let c = chances(Vehicle::Tank, VehicleRoll::Repair);
        assert_eq!(c[1], ("Moves again (4–6)".to_string(), Ratio::new(1, 2)));
        let c = chances(Vehicle::Tank, VehicleRoll::Wire);
        assert_eq!(c[0].1, Ratio::new(1, 6));
        assert_eq!(
            vehicle_work(
                &Registry::builtin(),
                Vehicle::ArmouredCar,
                VehicleRoll::Wire
            ),
            Err(VehicleError::ArmouredCarWire)
        );
    }

    #[test]
    fn charged_troops_need_a_six_grenadiers_a_four() {
        let c = chances(
            Vehicle::Tank,
            VehicleRoll::ChargedTroops { grenadiers: false },
        );
        assert_eq!(
            c[1],
            ("Vehicle immobilised (6)".to_string(), Ratio::new(1, 6))
        );
        let c = chances(
            Vehicle::Tank,
            VehicleRoll::ChargedTroops { grenadiers: true },
        );
        assert_eq!(
            c[1],
            ("Vehicle immobilised (4–6)".to_string(), Ratio::new(1, 2))
        );
    }
}
