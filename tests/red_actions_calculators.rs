#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The calculators agree with the dice tables in assets/tables/red-actions.json,
//! so a player reading either sees the same chances.

use politburo::ratio::Ratio;
use politburo::red_actions::odds::Outcome;
use politburo::red_actions::{
    ambush, characteristics, direct_hit, fire, night, officers, pursuit, vehicles, wire,
};
use politburo::tables::Registry;

fn table_chance(id: &str, column: Option<&str>, result: &str) -> Ratio {
    let reg = Registry::builtin();
    let odds = reg.odds(id, column).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        odds.outcomes.iter().any(|(n, _)| n == result),
        "{id}: no result \"{result}\" in {:?}",
        odds.outcomes
    );
    odds.chance(result)
}

fn calc_chance(outcomes: &[Outcome], starts: &str) -> Ratio {
    outcomes
        .iter()
        .filter(|o| o.result.starts_with(starts))
        .map(|o| o.chance)
        .sum()
}

#[test]
fn officer_casualties() {
    let shooting = officers::officer_work(officers::OfficerContext::Shooting, 1);
    assert_eq!(
        table_chance(
            "red-actions/officer-casualty-shooting",
            None,
            "Officer a casualty"
        ),
        shooting.per_officer
    );
    let routs = officers::officer_work(officers::OfficerContext::Combat { routs: true }, 1);
    let routs_table = table_chance(
        "red-actions/officer-casualty-combat",
        Some("Unit routs"),
        "Officer a casualty",
    ) + table_chance(
        "red-actions/officer-casualty-combat",
        Some("Unit routs"),
        "Officer captured or killed",
    );
    assert_eq!(routs_table, routs.per_officer);
    assert_eq!(routs.per_officer, Ratio::new(1, 3));
}

#[test]
fn vehicles() {
    use vehicles::{Vehicle, VehicleRoll, vehicle_work};
    let w = vehicle_work(Vehicle::Tank, VehicleRoll::Breakdown { off_road: true }).unwrap();
    assert_eq!(
        table_chance(
            "red-actions/vehicle-breakdown",
            None,
            "Temporarily broken down"
        ),
        calc_chance(&w.outcomes, "temporarily broken down")
    );
    let w = vehicle_work(Vehicle::Tank, VehicleRoll::Obstacle).unwrap();
    assert_eq!(
        table_chance("red-actions/vehicle-obstacle", None, "Permanently stuck"),
        calc_chance(&w.outcomes, "permanently stuck")
    );
    assert_eq!(
        table_chance("red-actions/vehicle-obstacle", None, "Temporarily stuck"),
        calc_chance(&w.outcomes, "temporarily stuck")
    );
    let w = vehicle_work(Vehicle::Tank, VehicleRoll::Wire).unwrap();
    assert_eq!(
        table_chance("red-actions/vehicle-wire", None, "Temporary problem"),
        calc_chance(&w.outcomes, "temporary problem")
    );
    let w = vehicle_work(Vehicle::Tank, VehicleRoll::Repair).unwrap();
    assert_eq!(
        table_chance("red-actions/vehicle-repair", None, "Moves again"),
        calc_chance(&w.outcomes, "moves again")
    );
    for (grenadiers, column) in [(false, "Troops"), (true, "Grenadiers (+2)")] {
        let w = vehicle_work(
            Vehicle::ArmouredCar,
            VehicleRoll::ChargedTroops { grenadiers },
        )
        .unwrap();
        assert_eq!(
            table_chance(
                "red-actions/vehicle-charged",
                Some(column),
                "Vehicle immobilised"
            ),
            calc_chance(&w.outcomes, "vehicle immobilised")
        );
    }
}

#[test]
fn wire_fire_and_buildings() {
    let w = wire::wire_work(wire::WireRoll::Infantry);
    assert_eq!(
        table_chance("red-actions/wire-crossing", Some("Infantry"), "Crossed"),
        calc_chance(&w.outcomes, "crossed")
    );
    let w = wire::wire_work(wire::WireRoll::Engineers);
    let cut =
        calc_chance(&w.outcomes, "a base-wide path cut") + calc_chance(&w.outcomes, "crossed, and");
    assert_eq!(
        table_chance("red-actions/wire-crossing", Some("Engineers"), "Path cut")
            + table_chance(
                "red-actions/wire-crossing",
                Some("Engineers"),
                "Crossed, path cut"
            ),
        cut
    );
    assert_eq!(cut, Ratio::new(15, 36));
    let w = wire::wire_work(wire::WireRoll::TankCrushing { strips: 1 });
    assert_eq!(
        table_chance("red-actions/wire-crushing", None, "Crushed"),
        calc_chance(&w.outcomes, "strip crushed")
    );
    let set = fire::fire_work(fire::FireRoll::SetOnFire).unwrap();
    assert_eq!(
        table_chance(
            "red-actions/building-fire",
            Some("Set on fire"),
            "Terror marker on the building"
        ),
        calc_chance(&set, "set on fire")
    );
    let fight = fire::fire_work(fire::FireRoll::Fight { markers: 4 }).unwrap();
    assert_eq!(
        table_chance(
            "red-actions/building-fire",
            Some("Fight the fire"),
            "Remove 3 markers"
        ),
        calc_chance(&fight, "3 removed")
    );
    for (b, column) in [
        (direct_hit::Building::Wooden, "Wood building"),
        (direct_hit::Building::Stone, "Stone building"),
    ] {
        assert_eq!(
            table_chance("red-actions/building-destroyed", Some(column), "Destroyed"),
            direct_hit::building_destroyed_chance(b)
        );
    }
}

#[test]
fn direct_hit_numbers_match_the_printed_table() {
    let reg = Registry::builtin();
    let t = reg.table("red-actions/direct-hit-numbers").unwrap();
    for (row, gun) in [(0, direct_hit::Gun::FieldGun), (1, direct_hit::Gun::Other)] {
        for (col, target) in direct_hit::Target::ALL.into_iter().enumerate() {
            let printed = t.rows[row].cells[col + 1]
                .display()
                .trim_end_matches('+')
                .to_string();
            assert_eq!(
                printed,
                direct_hit::printed_number(gun, target).to_string(),
                "{gun:?} vs {target:?}"
            );
        }
    }
}

#[test]
fn scouting_night_characteristics_and_pursuit() {
    let a = ambush::ambush_work(ambush::AmbushInput::default()).unwrap();
    assert_eq!(
        table_chance("red-actions/ambush-scouting", None, "Ambush discovered"),
        calc_chance(&a, "ambush discovered")
    );
    let v = night::veer();
    assert_eq!(
        table_chance("red-actions/night-veer", None, "Veer 30° left"),
        calc_chance(&v, "veers 30° left")
    );
    assert_eq!(
        table_chance("red-actions/night-veer", None, "Veer 30° right"),
        calc_chance(&v, "veers 30° right")
    );
    assert_eq!(
        table_chance("red-actions/night-friends", None, "Fire at them"),
        calc_chance(&night::friends_fired_on(), "fires on")
    );
    assert_eq!(
        table_chance("red-actions/mob-hesitation", None, "Acts"),
        calc_chance(&characteristics::mob_hesitation(), "acts")
    );
    assert_eq!(
        table_chance(
            "red-actions/clever-pre-empt",
            None,
            "Moves out of initiative order"
        ),
        calc_chance(
            &characteristics::clever_pre_empt(false).unwrap(),
            "his unit moves"
        )
    );
    assert_eq!(
        table_chance("red-actions/pursuit", None, "Contacted"),
        calc_chance(
            &pursuit::pursuit(pursuit::Routers::SameSpeedCavalry),
            "contacted"
        )
    );
}
