//! Vehicles: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::vehicles;

pub(super) fn vehicle_calc() -> Calc {
    calc(
        "vehicle",
        "Vehicle rolls",
        vec![
            Field::one(
                "kind",
                "Vehicle:",
                vec![
                    choice("tank", vehicles::Vehicle::Tank.name()),
                    choice_or(
                        "armoured-car",
                        &["armored-car"],
                        vehicles::Vehicle::ArmouredCar.name(),
                    ),
                ],
                false,
            ),
            Field::one(
                "event",
                "Event",
                vec![
                    choice("breakdown", "breakdown test after moving over half speed"),
                    choice("obstacle", "crossing an obstacle"),
                    choice("wire", "crushing or clearing wire: problem"),
                    choice("repair", "broken down or stuck, a later move"),
                    choice("charged", "troops it charged try to immobilise it"),
                ],
                true,
            ),
            Field::flag("off-road", "Off flat ground, gentle hills and roads").only(
                "event",
                &["breakdown"],
                "armoured cars test off flat ground, gentle hills and roads",
            ),
            Field::flag("grenadiers", "Grenadiers (+2)").only(
                "event",
                &["charged"],
                "grenadiers add 2 against a charging vehicle",
            ),
        ],
        vehicle_run,
    )
}

pub(super) fn vehicle_run(i: &Given, reg: &Registry) -> Result<Report, Problem> {
    let kind = match i.one("kind") {
        "armoured-car" => vehicles::Vehicle::ArmouredCar,
        _ => vehicles::Vehicle::Tank,
    };
    let event = match i.one("event") {
        "obstacle" => vehicles::VehicleRoll::Obstacle,
        "wire" => vehicles::VehicleRoll::Wire,
        "repair" => vehicles::VehicleRoll::Repair,
        "charged" => vehicles::VehicleRoll::ChargedTroops {
            grenadiers: i.flag("grenadiers"),
        },
        _ => vehicles::VehicleRoll::Breakdown {
            off_road: i.flag("off-road"),
        },
    };
    let work = vehicles::vehicle_work(reg, kind, event).map_err(|e| rules("vehicle", e))?;
    let mut r = Report::new("vehicle roll");
    r.inputs = vec![format!("{}: {}", kind.name(), event.label())];
    r.headline = vec!["one d6".to_string()];
    r.outcomes = work.outcomes;
    r.notes = work.notes;
    r.roll = Roll::Sum(1);
    Ok(r)
}
