//! Hand-to-hand combat: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::bases;
use crate::red_actions::combat;
use crate::red_actions::printed;
use crate::red_actions::shooting;

type In = combat::CombatInput;

keyed!(combat::Contact:
    combat::Contact::Front => "front", "front";
    combat::Contact::Flank => "flank", "flank (+1 terror, −50%)";
    combat::Contact::Rear => "rear", "rear (+3 terror, −50%)");

/// The four inputs both sides of a combat have, under the section
/// `$section` ("Charger"): the fighting number, bases, terror markers and
/// uphill, keyed `$key-fighting` … and kept in the input's `$side`.
macro_rules! side_fields {
    ($section:literal, $key:literal, $side:ident) => {
        [
            Field::exact(
                concat!($key, "-fighting"),
                concat!($section, " fighting number"),
                bases::CARD_VALUE_MAX,
                "a card's base fighting number",
                slot!(In, $side.fighting_number),
            ),
            Field::whole(
                concat!($key, "-bases"),
                concat!($section, " bases"),
                bases::BASES,
                4,
                slot!(In, $side.bases),
            )
            .required(),
            Field::whole(
                concat!($key, "-terror"),
                concat!($section, " terror markers"),
                bases::TERROR,
                0,
                slot!(In, $side.terror),
            ),
            Field::flag(
                concat!($key, "-uphill"),
                concat!($section, " uphill (+25%)"),
                slot!(In, $side.uphill),
            ),
        ]
        .into_iter()
        .map(|f| f.in_section($section))
    };
}

pub(super) fn combat_calc() -> Calc {
    let mut fields: Vec<Bound<In>> = side_fields!("Charger", "charger", charger).collect();
    fields.push(
        Field::flag(
            "charger-formed-cavalry",
            "Formed cavalry charging (+25%)",
            slot!(In, charger.formed_cavalry_charging),
        )
        .in_section("Charger"),
    );
    fields.extend(side_fields!("Defender", "defender", defender));
    fields.push(
        Field::flag(
            "defender-fortifications",
            "Behind fortifications (+50%)",
            slot!(In, defender.fortifications),
        )
        .in_section("Defender"),
    );
    fields.push(
        Field::flag(
            "defender-cover",
            "Defending in cover or at bridge, ford, breach (+25%)",
            slot!(In, defender.cover),
        )
        .in_section("Defender"),
    );
    fields.push(Field::one_of(
        "contact",
        "Charge contacts the defender's:",
        false,
        slot!(In, contact),
    ));
    let mut c = calc("combat", "Hand-to-hand combat", fields, combat_run);
    c.not_both = vec![(
        "charger-uphill",
        "defender-uphill",
        "only one side can be uphill of the other",
    )];
    c.main = true;
    c
}

/// The charger is never behind fortifications or in cover, and the
/// defender never charges: the form has no such fields, so they stay as
/// the input starts.
pub(super) fn combat_run(input: &In, reg: &Registry) -> Result<Report, Problem> {
    let table = reg
        .table(combat::COMBAT_TABLE)
        .map_err(|e| rules("combat", e))?;
    let work = combat::combat_work(input, table).map_err(|e| rules("combat", e))?;
    let side_line = |who: &str, s: &combat::CombatSide| {
        let mut l = format!(
            "{who}: fighting number {}, {} bases, terror markers: {}",
            shooting::ratio_label(s.fighting_number),
            s.bases,
            s.terror
        );
        for (on, what) in [
            (s.fortifications, "behind fortifications"),
            (s.cover, "in cover / bridge / ford / breach"),
            (s.uphill, "uphill"),
            (s.formed_cavalry_charging, "formed cavalry charging"),
        ] {
            if on {
                l.push_str(&format!(", {what}"));
            }
        }
        l
    };
    let contact = match input.contact {
        combat::Contact::Front => "charge contacts the front",
        combat::Contact::Flank => "charge contacts the flank",
        combat::Contact::Rear => "charge contacts the rear",
    };
    let mut r = Report::new("hand-to-hand combat");
    r.inputs = vec![
        side_line("charger", &input.charger),
        side_line("defender", &input.defender),
        contact.to_string(),
    ];
    r.working = work.steps(input);
    r.headline = vec![format!(
        "column: {} (stronger: {})",
        work.column_label,
        work.stronger.name()
    )];
    r.outcomes = printed::combat_odds(table, work.column, work.stronger);
    r.notes = vec![
        "then officer casualties: the officer calculator, after hand-to-hand combat".to_string(),
    ];
    r.roll = Roll::Sum(dice_on(reg, combat::COMBAT_TABLE));
    Ok(r)
}
