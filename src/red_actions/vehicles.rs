//! Tanks and armoured cars: breakdown, obstacle and wire rolls, repairs, and
//! the d6 of troops that stood against a charging vehicle.

use super::odds::{Outcome, group_d6};
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
    pub fn name(self) -> &'static str {
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
}

/// Why a roll does not apply to a vehicle.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum VehicleError {
    #[error("armoured cars cannot cross wire (the terrain table says Nyet!): no wire roll")]
    ArmouredCarWire,
}

pub fn vehicle_work(vehicle: Vehicle, roll: VehicleRoll) -> Result<VehicleWork, VehicleError> {
    let mut notes = Vec::new();
    let outcomes = match roll {
        VehicleRoll::Breakdown { off_road } => {
            if vehicle == Vehicle::ArmouredCar && !off_road {
                notes.push(
                    "armoured cars on flat ground, gentle hills or a road take no breakdown test for speed"
                        .to_string(),
                );
                vec![Outcome::new("no test", crate::ratio::Ratio::ONE)]
            } else {
                group_d6(|f| {
                    if f == 1 {
                        "temporarily broken down: cannot move until a 4+ on a later move".into()
                    } else {
                        "keeps going".into()
                    }
                })
            }
        }
        VehicleRoll::Obstacle => {
            if vehicle == Vehicle::Tank {
                notes.push(
                    "tanks do not take this roll for barbed wire: use the wire roll".to_string(),
                );
            }
            group_d6(|f| match f {
                1 => "permanently stuck: will not move again this game".into(),
                2 => "temporarily stuck: needs a 4+ on a later move".into(),
                _ => "crosses".into(),
            })
        }
        VehicleRoll::Wire => {
            if vehicle == Vehicle::ArmouredCar {
                return Err(VehicleError::ArmouredCarWire);
            }
            group_d6(|f| {
                if f == 1 {
                    "temporary problem: needs a 4+ on a later move".into()
                } else {
                    "no problem".into()
                }
            })
        }
        VehicleRoll::Repair => group_d6(|f| {
            if f >= 4 {
                "moves again (may be this very move)".into()
            } else {
                "still stopped".into()
            }
        }),
        VehicleRoll::ChargedTroops { grenadiers } => {
            let bonus = if grenadiers { 2 } else { 0 };
            if grenadiers {
                notes.push("grenadiers add 2 to the roll: 4+ is a six or better".to_string());
            }
            notes.push(
                "the troops rout on contact whatever the roll; the vehicle can still fire"
                    .to_string(),
            );
            group_d6(|f| {
                if f + bonus >= 6 {
                    "vehicle immobilised".into()
                } else {
                    "vehicle undamaged".into()
                }
            })
        }
    };
    notes.push("broken down or stuck vehicles can continue to fire their weapons".to_string());
    Ok(VehicleWork { outcomes, notes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratio::Ratio;

    fn chances(v: Vehicle, r: VehicleRoll) -> Vec<(String, Ratio)> {
        vehicle_work(v, r)
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
        assert!(c[0].0.starts_with("temporarily broken down"));
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
        assert!(c[0].0.starts_with("permanently stuck") && c[0].1 == Ratio::new(1, 6));
        assert!(c[1].0.starts_with("temporarily stuck") && c[1].1 == Ratio::new(1, 6));
        assert_eq!(c[2], ("crosses (3–6)".to_string(), Ratio::new(2, 3)));
    }

    #[test]
    fn repair_on_four_plus_and_wire_problem_on_one() {
        let c = chances(Vehicle::Tank, VehicleRoll::Repair);
        assert_eq!(
            c[1],
            (
                "moves again (may be this very move) (4–6)".to_string(),
                Ratio::new(1, 2)
            )
        );
        let c = chances(Vehicle::Tank, VehicleRoll::Wire);
        assert_eq!(c[0].1, Ratio::new(1, 6));
        assert_eq!(
            vehicle_work(Vehicle::ArmouredCar, VehicleRoll::Wire),
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
            ("vehicle immobilised (6)".to_string(), Ratio::new(1, 6))
        );
        let c = chances(
            Vehicle::Tank,
            VehicleRoll::ChargedTroops { grenadiers: true },
        );
        assert_eq!(
            c[1],
            ("vehicle immobilised (4–6)".to_string(), Ratio::new(1, 2))
        );
    }
}
