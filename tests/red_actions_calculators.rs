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

// ---------------------------------------------------------------------------
// Every calculator's chances add up to exactly 1 over its whole allowed range.
// ---------------------------------------------------------------------------

use politburo::red_actions::limits::Limit;
use politburo::red_actions::{bases, combat, flight, morale, printed, shooting};
use proptest::prelude::*;

fn total(outcomes: &[Outcome]) -> Ratio {
    outcomes.iter().map(|o| o.chance).sum()
}

fn range(l: Limit) -> std::ops::RangeInclusive<i64> {
    l.min..=l.max
}

fn u(l: Limit) -> std::ops::RangeInclusive<u32> {
    u32::try_from(l.min).unwrap()..=u32::try_from(l.max).unwrap()
}

const CONTEXTS: [officers::OfficerContext; 3] = [
    officers::OfficerContext::Shooting,
    officers::OfficerContext::Combat { routs: false },
    officers::OfficerContext::Combat { routs: true },
];

/// Every officer count the rules allow: exact binomial odds (counted as whole
/// throws out of 6^n, independently of the calculator), summing to exactly 1.
#[test]
fn officer_odds_are_exact_for_every_allowed_count() {
    assert_eq!((officers::OFFICERS.min, officers::OFFICERS.max), (1, 12));
    for context in CONTEXTS {
        let bad_faces: u128 = match context {
            officers::OfficerContext::Combat { routs: true } => 2,
            _ => 1,
        };
        for n in u(officers::OFFICERS) {
            let w = officers::officer_work(context, n);
            assert_eq!(w.outcomes.len(), n as usize + 1);
            assert_eq!(total(&w.outcomes), Ratio::ONE, "{context:?}, {n} officers");
            let throws = 6u128.pow(n);
            for (k, o) in w.outcomes.iter().enumerate() {
                let k = k as u32;
                let choose = (0..k).fold(1u128, |a, i| a * u128::from(n - i) / u128::from(i + 1));
                let ways = choose * bad_faces.pow(k) * (6 - bad_faces).pow(n - k);
                let g = gcd(ways, throws);
                let want = Ratio::new(
                    u64::try_from(ways / g).unwrap(),
                    u64::try_from(throws / g).unwrap(),
                );
                assert_eq!(o.chance, want, "{context:?}, {k} of {n}");
            }
            assert_eq!(w.all_lost, w.outcomes[n as usize].chance);
        }
    }
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[test]
fn the_bounds_are_the_documented_ones() {
    assert_eq!(range(wire::STRIPS), 1..=24);
    assert_eq!(range(morale::SUCCESS_NUMBER), 0..=12);
    assert_eq!(range(morale::OFFICERS_EFFECT), -6..=6);
    assert_eq!(range(fire::MARKERS), 1..=4);
    assert_eq!(range(ambush::DISTANCE_IN), 0..=8);
    assert_eq!(range(bases::BASES), 1..=12);
    assert_eq!(flight::PERCENT_MAX, 100);
}

/// The rolls with no input at all: each of their outcomes' chances sum to 1.
#[test]
fn the_fixed_rolls_sum_to_one() {
    for outcomes in [
        night::veer(),
        night::friends_fired_on(),
        characteristics::mob_hesitation(),
        characteristics::clever_pre_empt(false).unwrap(),
        pursuit::pursuit(pursuit::Routers::Slower),
        pursuit::pursuit(pursuit::Routers::SameSpeedCavalry),
        fire::fire_work(fire::FireRoll::SetOnFire).unwrap(),
        wire::wire_work(wire::WireRoll::Infantry).outcomes,
        wire::wire_work(wire::WireRoll::Engineers).outcomes,
        direct_hit::building_outcomes(direct_hit::Building::Wooden),
        direct_hit::building_outcomes(direct_hit::Building::Stone),
    ] {
        assert_eq!(total(&outcomes), Ratio::ONE, "{outcomes:?}");
    }
}

fn card_value() -> impl Strategy<Value = Ratio> {
    // Whole, halves, quarters and tenths, up to the card maximum.
    (1u64..=4, 0u64..=bases::CARD_VALUE_MAX * 10).prop_map(|(d, n)| {
        let den = [1, 2, 4, 10][d as usize - 1];
        Ratio::new(n.min(bases::CARD_VALUE_MAX * den), den)
    })
}

fn cover() -> impl Strategy<Value = Vec<shooting::Cover>> {
    proptest::sample::subsequence(shooting::Cover::ALL.to_vec(), 0..=3)
}

fn side(charger: bool) -> impl Strategy<Value = combat::CombatSide> {
    (
        card_value(),
        u(bases::BASES),
        u(bases::TERROR),
        any::<[bool; 4]>(),
    )
        .prop_map(
            move |(fighting_number, bases, terror, f)| combat::CombatSide {
                fighting_number,
                bases,
                terror: terror.min(bases),
                fortifications: !charger && f[0],
                cover: !charger && f[1],
                uphill: f[2],
                formed_cavalry_charging: charger && f[3],
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn officer_chances_sum_to_one(n in u(officers::OFFICERS), c in 0usize..3) {
        let w = officers::officer_work(CONTEXTS[c], n);
        prop_assert_eq!(total(&w.outcomes), Ratio::ONE);
    }

    #[test]
    fn wire_crushing_sums_to_one(strips in u(wire::STRIPS)) {
        let w = wire::wire_work(wire::WireRoll::TankCrushing { strips });
        prop_assert_eq!(total(&w.outcomes), Ratio::ONE);
        prop_assert_eq!(w.outcomes[0].chance.den(), if strips == 1 { 2 } else { 1 << strips });
    }

    #[test]
    fn morale_sums_to_one(
        test in 0usize..5,
        success_number in range(morale::SUCCESS_NUMBER),
        officers in range(morale::OFFICERS_EFFECT),
        f in any::<[bool; 5]>(),
    ) {
        let input = morale::MoraleInput {
            test: morale::TestType::ALL[test],
            success_number: i32::try_from(success_number).unwrap(),
            officers: i32::try_from(officers).unwrap(),
            enemy_behind_flank: f[0],
            earthworks: f[1],
            night_or_fog: f[2],
            ambushed_marching: f[3],
            commissar: f[4],
        };
        let w = morale::morale_work(&input);
        prop_assert_eq!(total(&w.outcomes), Ratio::ONE);
        if !w.alternative.is_empty() {
            // The standard rule splits the failures, no more, no less.
            prop_assert_eq!(total(&w.alternative), w.outcomes[1].chance);
        }
    }

    #[test]
    fn fire_fighting_sums_to_one(markers in u(fire::MARKERS)) {
        let o = fire::fire_work(fire::FireRoll::Fight { markers }).unwrap();
        prop_assert_eq!(total(&o), Ratio::ONE);
    }

    #[test]
    fn ambush_sums_to_one(partisans_or_clever in any::<bool>(), distance in u(ambush::DISTANCE_IN)) {
        let input = ambush::AmbushInput { partisans_or_clever, distance_in: Some(distance) };
        match ambush::ambush_work(input) {
            Ok(o) => prop_assert_eq!(total(&o), Ratio::ONE),
            Err(e) => prop_assert!(distance > ambush::scouting_range(partisans_or_clever), "{e}"),
        }
    }

    #[test]
    fn vehicle_rolls_sum_to_one(car in any::<bool>(), event in 0usize..5, flag in any::<bool>()) {
        use vehicles::{Vehicle, VehicleRoll};
        let kind = if car { Vehicle::ArmouredCar } else { Vehicle::Tank };
        let roll = [
            VehicleRoll::Breakdown { off_road: flag },
            VehicleRoll::Obstacle,
            VehicleRoll::Wire,
            VehicleRoll::Repair,
            VehicleRoll::ChargedTroops { grenadiers: flag },
        ][event];
        match vehicles::vehicle_work(kind, roll) {
            Ok(w) => prop_assert_eq!(total(&w.outcomes), Ratio::ONE),
            Err(_) => prop_assert!(car && roll == VehicleRoll::Wire),
        }
    }

    #[test]
    fn direct_hits_sum_to_one(
        field in any::<bool>(),
        target in 0usize..4,
        range_m in u(direct_hit::RANGE_M),
        f in any::<[bool; 2]>(),
        observed in 0usize..3,
    ) {
        let input = direct_hit::DirectHitInput {
            gun: if field { direct_hit::Gun::FieldGun } else { direct_hit::Gun::Other },
            target: direct_hit::Target::ALL[target],
            range_m,
            consecutive_stationary: f[0],
            poor: f[1],
            observed: [
                direct_hit::Observed::No,
                direct_hit::Observed::FirstTurn,
                direct_hit::Observed::LaterTurn,
            ][observed],
        };
        let w = direct_hit::direct_hit_work(&input);
        let o = direct_hit::hit_outcomes(w.needed);
        prop_assert_eq!(total(&o), Ratio::ONE);
        let hit: Ratio = o.iter().filter(|o| o.result.starts_with("direct hit")).map(|o| o.chance).sum();
        prop_assert_eq!(hit, w.chance);
    }

    #[test]
    fn shooting_sums_to_one(
        base_value in card_value(),
        bases in u(bases::BASES),
        terror in u(bases::TERROR),
        f in any::<[bool; 7]>(),
        observed in 0usize..3,
        cover in cover(),
    ) {
        let reg = Registry::builtin();
        let table = reg.table(shooting::SHOOTING_TABLE).unwrap();
        let input = shooting::ShootingInput {
            base_value,
            bases,
            terror: terror.min(bases),
            long_range: f[0],
            speculative: f[1],
            observed: [
                shooting::ObservedIndirect::No,
                shooting::ObservedIndirect::FirstTurn,
                shooting::ObservedIndirect::LaterTurn,
            ][observed],
            mg_close: f[2],
            enfiladed: f[3],
            formed_cavalry_or_road_column: f[4],
            skirmishers_or_partisans_in_cover: f[5],
            cover,
            tank: f[6],
        };
        let w = shooting::shooting_work(&input, table).unwrap();
        match w.column {
            Some(c) => {
                let odds = printed::shooting_odds(table, c);
                prop_assert_eq!(total(&odds.outcomes), Ratio::ONE);
                prop_assert!(odds.si <= Ratio::ONE && odds.off <= odds.si);
            }
            // The text gives no column below a total of 2; nothing is rolled.
            None => prop_assert!(w.total < 2),
        }
    }

    #[test]
    fn combat_sums_to_one(charger in side(true), defender in side(false), contact in 0usize..3) {
        let reg = Registry::builtin();
        let table = reg.table(combat::COMBAT_TABLE).unwrap();
        let contact = [combat::Contact::Front, combat::Contact::Flank, combat::Contact::Rear][contact];
        let input = combat::CombatInput { charger, defender, contact };
        match combat::combat_work(&input, table) {
            Ok(w) => prop_assert_eq!(total(&printed::combat_odds(table, w.column, w.stronger)), Ratio::ONE),
            // Only a flank or rear charge's markers can rout the defender first.
            Err(e) => prop_assert!(
                input.defender.terror + contact.terror_added() > input.defender.bases,
                "{e}"
            ),
        }
    }
}
