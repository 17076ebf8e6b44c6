//! Vehicles: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::vehicles;

/// What happened to the vehicle.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) enum Event {
    #[default]
    Breakdown,
    Obstacle,
    Wire,
    Repair,
    Charged,
}

keyed!(vehicles::Vehicle:
    vehicles::Vehicle::Tank => "tank", vehicles::Vehicle::Tank.name();
    vehicles::Vehicle::ArmouredCar => "armoured-car" | "armored-car", vehicles::Vehicle::ArmouredCar.name());

keyed!(Event:
    Event::Breakdown => "breakdown", "breakdown test after moving over half speed";
    Event::Obstacle => "obstacle", "crossing an obstacle";
    Event::Wire => "wire", "crushing or clearing wire: problem";
    Event::Repair => "repair", "broken down or stuck, a later move";
    Event::Charged => "charged", "troops it charged try to immobilise it");

/// The vehicle calculator's inputs.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct In {
    kind: vehicles::Vehicle,
    event: Event,
    /// Off flat ground, gentle hills and roads (a breakdown test).
    off_road: bool,
    /// Grenadiers among the troops it charged.
    grenadiers: bool,
}

pub(super) fn vehicle_calc() -> Calc {
    calc(
        "vehicle",
        "Vehicle rolls",
        vec![
            Field::one_of("kind", "Vehicle:", false, slot!(In, kind)),
            Field::one_of("event", "Event", true, slot!(In, event)),
            Field::flag(
                "off-road",
                "Off flat ground, gentle hills and roads",
                slot!(In, off_road),
            )
            .only(
                "event",
                &["breakdown"],
                "armoured cars test off flat ground, gentle hills and roads",
            ),
            Field::flag("grenadiers", "Grenadiers (+2)", slot!(In, grenadiers)).only(
                "event",
                &["charged"],
                "grenadiers add 2 against a charging vehicle",
            ),
        ],
        vehicle_run,
    )
}

pub(super) fn vehicle_run(i: &In, reg: &Registry) -> Result<Report, Problem> {
    let kind = i.kind;
    let event = match i.event {
        Event::Breakdown => vehicles::VehicleRoll::Breakdown {
            off_road: i.off_road,
        },
        Event::Obstacle => vehicles::VehicleRoll::Obstacle,
        Event::Wire => vehicles::VehicleRoll::Wire,
        Event::Repair => vehicles::VehicleRoll::Repair,
        Event::Charged => vehicles::VehicleRoll::ChargedTroops {
            grenadiers: i.grenadiers,
        },
    };
    let work = vehicles::vehicle_work(reg, kind, event).map_err(|e| rules("vehicle", e))?;
    let mut r = Report::new("vehicle roll");
    r.inputs = vec![format!("{}: {}", kind.name(), event.label())];
    r.headline = vec![dice_words(reg, work.table).to_string()];
    r.outcomes = work.outcomes;
    r.notes = work.notes;
    r.roll = Roll::Sum(dice_on(reg, work.table));
    Ok(r)
}
