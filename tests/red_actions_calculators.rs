#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The calculators read their tables from the registry, so an edited table
//! file changes the calculator as it changes the Tables screen; and every
//! calculator's chances add up to exactly 1.

use politburo::ratio::Ratio;
use politburo::red_actions::odds::Outcome;
use politburo::red_actions::{
    ambush, characteristics, direct_hit, fire, night, officers, pursuit, vehicles, wire,
};
use politburo::tables::Registry;

const RED_ACTIONS_JSON: &str = include_str!("../assets/tables/red-actions.json");

/// The built-in tables with table `id` edited: its first and last rows'
/// cells swapped, as a player correcting a table might.
fn edited(id: &str) -> Registry {
    let mut all: Vec<serde_json::Value> = serde_json::from_str(RED_ACTIONS_JSON).unwrap();
    let t = all.iter_mut().find(|t| t["id"] == id).unwrap();
    let rows = t["rows"].as_array_mut().unwrap();
    let last = rows.len() - 1;
    let first_cells = rows[0]["cells"].clone();
    rows[0]["cells"] = rows[last]["cells"].clone();
    rows[last]["cells"] = first_cells;
    let mut reg = Registry::builtin();
    reg.apply_override_text(&serde_json::to_string(&*t).unwrap(), "edited.json")
        .unwrap();
    reg
}

type Calc = fn(&Registry) -> Vec<Outcome>;

/// Every table a calculator reads, with the calculator.
const CALCULATORS: &[(&str, Calc)] = &[
    ("red-actions/officer-casualty-shooting", |r| {
        officers::officer_work(r, officers::OfficerContext::Shooting, 2)
            .unwrap()
            .outcomes
    }),
    ("red-actions/officer-casualty-combat", |r| {
        officers::officer_work(r, officers::OfficerContext::Combat { routs: true }, 2)
            .unwrap()
            .outcomes
    }),
    ("red-actions/vehicle-breakdown", |r| {
        vehicles::vehicle_work(
            r,
            vehicles::Vehicle::Tank,
            vehicles::VehicleRoll::Breakdown { off_road: false },
        )
        .unwrap()
        .outcomes
    }),
    ("red-actions/vehicle-obstacle", |r| {
        vehicles::vehicle_work(r, vehicles::Vehicle::Tank, vehicles::VehicleRoll::Obstacle)
            .unwrap()
            .outcomes
    }),
    ("red-actions/vehicle-wire", |r| {
        vehicles::vehicle_work(r, vehicles::Vehicle::Tank, vehicles::VehicleRoll::Wire)
            .unwrap()
            .outcomes
    }),
    ("red-actions/vehicle-repair", |r| {
        vehicles::vehicle_work(r, vehicles::Vehicle::Tank, vehicles::VehicleRoll::Repair)
            .unwrap()
            .outcomes
    }),
    ("red-actions/vehicle-charged", |r| {
        vehicles::vehicle_work(
            r,
            vehicles::Vehicle::Tank,
            vehicles::VehicleRoll::ChargedTroops { grenadiers: true },
        )
        .unwrap()
        .outcomes
    }),
    ("red-actions/wire-crossing", |r| {
        wire::wire_work(r, wire::WireRoll::Engineers)
            .unwrap()
            .outcomes
    }),
    ("red-actions/wire-crushing", |r| {
        wire::wire_work(r, wire::WireRoll::TankCrushing { strips: 1 })
            .unwrap()
            .outcomes
    }),
    ("red-actions/building-fire", |r| {
        fire::fire_work(r, fire::FireRoll::Fight { markers: 3 })
            .unwrap()
            .outcomes
    }),
    ("red-actions/building-destroyed", |r| {
        direct_hit::building_outcomes(r, direct_hit::Building::Wooden)
            .unwrap()
            .outcomes
    }),
    ("red-actions/ambush-scouting", |r| {
        ambush::ambush_work(r, ambush::AmbushInput::default())
            .unwrap()
            .outcomes
    }),
    ("red-actions/night-veer", |r| {
        night::veer(r).unwrap().outcomes
    }),
    ("red-actions/night-friends", |r| {
        night::friends_fired_on(r).unwrap().outcomes
    }),
    ("red-actions/mob-hesitation", |r| {
        characteristics::mob_hesitation(r).unwrap().outcomes
    }),
    ("red-actions/clever-pre-empt", |r| {
        characteristics::clever_pre_empt(r, false).unwrap().outcomes
    }),
    ("red-actions/pursuit", |r| {
        pursuit::pursuit(r, pursuit::Routers::SameSpeedCavalry)
            .unwrap()
            .outcomes
    }),
];

#[test]
fn an_edited_table_changes_its_calculator() {
    let builtin = Registry::builtin();
    for (id, calc) in CALCULATORS {
        let before = calc(&builtin);
        let after = calc(&edited(id));
        assert_ne!(
            before, after,
            "{id}: the calculator ignored the edited table"
        );
        assert_eq!(total(&after), Ratio::ONE, "{id}");
    }
}

#[test]
fn the_calculators_read_the_printed_chances() {
    let reg = Registry::builtin();
    // Shooting: an officer is lost on a 1; in combat when the unit routs, on 1–2.
    let w = officers::officer_work(&reg, officers::OfficerContext::Shooting, 1).unwrap();
    assert_eq!(w.per_officer, Ratio::new(1, 6));
    let w =
        officers::officer_work(&reg, officers::OfficerContext::Combat { routs: true }, 1).unwrap();
    assert_eq!(w.per_officer, Ratio::new(1, 3));
    // Wood collapses on 9+ (10/36), stone on 11+ (3/36).
    assert_eq!(
        direct_hit::building_destroyed_chance(&reg, direct_hit::Building::Wooden).unwrap(),
        Ratio::new(10, 36)
    );
    assert_eq!(
        direct_hit::building_destroyed_chance(&reg, direct_hit::Building::Stone).unwrap(),
        Ratio::new(3, 36)
    );
    // Fighting a fire of 4 markers: 6 removes 3, leaving 1.
    let fight = fire::fire_work(&reg, fire::FireRoll::Fight { markers: 4 }).unwrap();
    let o = fight.outcomes.iter().find(|o| o.rolls == [6]).unwrap();
    assert_eq!(o.result, "3 removed, 1 left");
    // Engineers cut a path on 8 (5/36) and cross on 9+ (10/36).
    let w = wire::wire_work(&reg, wire::WireRoll::Engineers).unwrap();
    assert_eq!(w.outcomes[1].chance, Ratio::new(5, 36));
    assert_eq!(w.outcomes[2].chance, Ratio::new(10, 36));
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
            let w = officers::officer_work(&Registry::builtin(), context, n).unwrap();
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
    let reg = Registry::builtin();
    let r = &reg;
    for outcomes in [
        pursuit::pursuit(r, pursuit::Routers::Slower)
            .unwrap()
            .outcomes,
        fire::fire_work(r, fire::FireRoll::SetOnFire)
            .unwrap()
            .outcomes,
        wire::wire_work(r, wire::WireRoll::Infantry)
            .unwrap()
            .outcomes,
        direct_hit::building_outcomes(r, direct_hit::Building::Stone)
            .unwrap()
            .outcomes,
    ]
    .into_iter()
    .chain(CALCULATORS.iter().map(|(_, calc)| calc(r)))
    {
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
        let w = officers::officer_work(&Registry::builtin(), CONTEXTS[c], n).unwrap();
        prop_assert_eq!(total(&w.outcomes), Ratio::ONE);
    }

    #[test]
    fn wire_crushing_sums_to_one(strips in u(wire::STRIPS)) {
        let w = wire::wire_work(&Registry::builtin(), wire::WireRoll::TankCrushing { strips }).unwrap();
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
        let o = fire::fire_work(&Registry::builtin(), fire::FireRoll::Fight { markers }).unwrap();
        prop_assert_eq!(total(&o.outcomes), Ratio::ONE);
    }

    #[test]
    fn ambush_sums_to_one(partisans_or_clever in any::<bool>(), distance in u(ambush::DISTANCE_IN)) {
        let input = ambush::AmbushInput { partisans_or_clever, distance_in: Some(distance) };
        match ambush::ambush_work(&Registry::builtin(), input) {
            Ok(o) => prop_assert_eq!(total(&o.outcomes), Ratio::ONE),
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
        match vehicles::vehicle_work(&Registry::builtin(), kind, roll) {
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
