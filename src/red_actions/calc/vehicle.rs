//! Vehicles: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::vehicles;

const KINDS: &[Pick<vehicles::Vehicle>] = &[
    Pick::new("tank", vehicles::Vehicle::Tank.name(), |_| {
        vehicles::Vehicle::Tank
    }),
    Pick::new(
        "armoured-car",
        vehicles::Vehicle::ArmouredCar.name(),
        |_| vehicles::Vehicle::ArmouredCar,
    )
    .or(&["armored-car"]),
];

const EVENTS: &[Pick<vehicles::VehicleRoll>] = &[
    Pick::new(
        "breakdown",
        "breakdown test after moving over half speed",
        |i| vehicles::VehicleRoll::Breakdown {
            off_road: i.flag("off-road"),
        },
    ),
    Pick::new("obstacle", "crossing an obstacle", |_| {
        vehicles::VehicleRoll::Obstacle
    }),
    Pick::new("wire", "crushing or clearing wire: problem", |_| {
        vehicles::VehicleRoll::Wire
    }),
    Pick::new("repair", "broken down or stuck, a later move", |_| {
        vehicles::VehicleRoll::Repair
    }),
    Pick::new("charged", "troops it charged try to immobilise it", |i| {
        vehicles::VehicleRoll::ChargedTroops {
            grenadiers: i.flag("grenadiers"),
        }
    }),
];

pub(super) fn vehicle_calc() -> Calc {
    calc(
        "vehicle",
        "Vehicle rolls",
        vec![
            Field::one_of("kind", "Vehicle:", KINDS, false),
            Field::one_of("event", "Event", EVENTS, true),
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
    let kind = i.pick("kind", KINDS)?;
    let event = i.pick("event", EVENTS)?;
    let work = vehicles::vehicle_work(reg, kind, event).map_err(|e| rules("vehicle", e))?;
    let mut r = Report::new("vehicle roll");
    r.inputs = vec![format!("{}: {}", kind.name(), event.label())];
    r.headline = vec!["one d6".to_string()];
    r.outcomes = work.outcomes;
    r.notes = work.notes;
    r.roll = Roll::Sum(1);
    Ok(r)
}
