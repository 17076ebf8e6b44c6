//! Shooting: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::bases;
use crate::red_actions::printed;
use crate::red_actions::shooting;

type In = shooting::ShootingInput;

keyed!(shooting::ObservedIndirect:
    shooting::ObservedIndirect::No => "no", "no";
    shooting::ObservedIndirect::FirstTurn => "first", "first turn (½)";
    shooting::ObservedIndirect::LaterTurn => "later", "later (¾)");

/// Cover as the rules module names it, with its shift on the form.
impl Keyed for shooting::Cover {
    fn choices() -> Vec<(shooting::Cover, Choice)> {
        field::named(&shooting::Cover::ALL, |t| Choice {
            key: t.key(),
            aliases: t.aliases(),
            label: format!("{} ({} columns)", t.label(), t.shift()),
        })
    }
}

pub(super) fn shooting_calc() -> Calc {
    let shooters = "Shooters";
    let target = "Target";
    let mut c = calc(
        "shooting",
        "Shooting",
        vec![
            Field::exact(
                "value",
                "Base shooting value",
                bases::CARD_VALUE_MAX,
                "a card's base shooting value",
                slot!(In, base_value),
            )
            .in_section(shooters),
            Field::whole("bases", "Bases shooting", bases::BASES, 4, slot!(In, bases))
                .required()
                .in_section(shooters),
            Field::whole(
                "terror",
                "Terror markers (humiliated included)",
                bases::TERROR,
                0,
                slot!(In, terror),
            )
            .in_section(shooters),
            Field::flag("long-range", "Long range (½)", slot!(In, long_range)).in_section(shooters),
            Field::flag(
                "speculative",
                "Speculative area fire (½)",
                slot!(In, speculative),
            )
            .in_section(shooters),
            Field::one_of(
                "observed",
                "Observed indirect fire:",
                false,
                slot!(In, observed),
            )
            .in_section(shooters),
            Field::flag(
                "mg-close",
                "MGs at 200m (8\") or less (+3 columns)",
                slot!(In, mg_close),
            )
            .in_section(shooters),
            Field::flag("tank", "A tank is firing", slot!(In, tank)).in_section(shooters),
            Field::flag(
                "enfiladed",
                "Target enfiladed (+1 column)",
                slot!(In, enfiladed),
            )
            .in_section(target),
            Field::flag(
                "formed-cavalry|road-column",
                "Target formed cavalry or road column (+2 columns)",
                slot!(In, formed_cavalry_or_road_column),
            )
            .in_section(target),
            Field::flag(
                "skirmishers|partisans-in-cover",
                "Target skirmishers or partisans in cover (−1 column)",
                slot!(In, skirmishers_or_partisans_in_cover),
            )
            .in_section(target),
            Field::any_of("cover", "Cover (only the best counts):", slot!(In, cover))
                .in_section(target),
        ],
        shooting_run,
    );
    c.main = true;
    c
}

pub(super) fn shooting_run(input: &In, reg: &Registry) -> Result<Report, Problem> {
    let table = reg
        .table(shooting::SHOOTING_TABLE)
        .map_err(|e| rules("shooting", e))?;
    let work = shooting::shooting_work(input, table).map_err(|e| rules("shooting", e))?;
    let mut r = Report::new("shooting");
    r.inputs = vec![
        format!(
            "base shooting value {}",
            shooting::ratio_label(input.base_value)
        ),
        format!("{} bases, terror markers: {}", input.bases, input.terror),
    ];
    for (on, what) in [
        (input.long_range, "long range"),
        (input.speculative, "speculative area fire"),
        (
            input.observed == shooting::ObservedIndirect::FirstTurn,
            "observed indirect fire, first turn",
        ),
        (
            input.observed == shooting::ObservedIndirect::LaterTurn,
            "observed indirect fire, later turn",
        ),
        (input.mg_close, "MGs at 200m (8\") or less"),
        (input.enfiladed, "target enfiladed"),
        (
            input.formed_cavalry_or_road_column,
            "target formed cavalry or road column",
        ),
        (
            input.skirmishers_or_partisans_in_cover,
            "target skirmishers or partisans in cover",
        ),
        (input.tank, "a tank is firing"),
    ] {
        if on {
            r.inputs.push(what.to_string());
        }
    }
    for c in &input.cover {
        r.inputs.push(format!("cover: {}", c.label()));
    }
    r.working = work.steps(input);
    r.notes = work.notes.clone();
    match work.column {
        None => {
            r.headline = vec!["column: no column (total below 2)".to_string()];
            r.roll = Roll::NoColumn;
        }
        Some(c) => {
            let odds = printed::shooting_odds(table, c);
            r.headline = vec![format!(
                "column: {}",
                work.column_label.clone().unwrap_or_default()
            )];
            r.outcomes = odds.outcomes;
            r.extra = vec![
                Outcome::on("Serious morale test (^SI)", &odds.si_rolls, odds.si),
                Outcome::on("Officer casualty test (Off)", &odds.off_rolls, odds.off),
            ];
            r.notes.insert(
                0,
                "One result can carry several effects: \"2 x Ter ^SI Off\" is two terror markers, a Serious morale test and an Officer casualty test. The tests' own chances, whatever else comes with them, are given after the results.".to_string(),
            );
            r.roll = Roll::Sum(dice_on(reg, shooting::SHOOTING_TABLE));
        }
    }
    Ok(r)
}
