//! Direct hits: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::direct_hit;

/// The direct hit calculator's inputs: the rules' input, but the range
/// as given (in metres or inches).
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct In {
    gun: direct_hit::Gun,
    target: direct_hit::Target,
    range: Length,
    consecutive_stationary: bool,
    poor: bool,
    observed: direct_hit::Observed,
}

keyed!(direct_hit::Gun:
    direct_hit::Gun::FieldGun => "field" | "field-gun", "Field gun";
    direct_hit::Gun::Other => "other", "Other gun or mortar");

keyed!(direct_hit::Observed:
    direct_hit::Observed::No => "no", "no";
    direct_hit::Observed::FirstTurn => "first", "first turn (+2)";
    direct_hit::Observed::LaterTurn => "later", "later (+1)");

/// The targets as the rules module names them.
impl Keyed for direct_hit::Target {
    fn choices() -> Vec<(direct_hit::Target, Choice)> {
        field::named(&direct_hit::Target::ALL, |t| Choice {
            key: t.key(),
            aliases: &[],
            label: t.label().to_string(),
        })
    }
}

pub(super) fn direct_hit_calc() -> Calc {
    let mut c = calc(
        "direct-hit",
        "Direct hit",
        vec![
            Field::one_of("gun", "Gun:", true, slot!(In, gun)),
            Field::one_of("target", "Target:", true, slot!(In, target))
                .starting(direct_hit::Target::default()),
            Field::length(
                "range",
                "Range",
                vec![
                    ("range-m", "metres", direct_hit::RANGE_M),
                    ("range-in", "inches", direct_hit::RANGE_IN),
                ],
                slot!(In, range),
            ),
            Field::flag(
                "consecutive-stationary",
                "Consecutive rounds at a stationary target (no range +1)",
                slot!(In, consecutive_stationary),
            ),
            Field::flag(
                "poor",
                "Early Soviet / very poor unit (+1)",
                slot!(In, poor),
            ),
            Field::one_of(
                "observed",
                "Observed indirect fire:",
                false,
                slot!(In, observed),
            ),
        ],
        direct_hit_run,
    );
    c.main = true;
    c
}

pub(super) fn direct_hit_run(i: &In, _reg: &Registry) -> Result<Report, Problem> {
    let range_m = match i.range {
        None => 0,
        Some((unit, n)) => {
            let n = u32::try_from(n.max(0)).unwrap_or(u32::MAX);
            if unit == "range-in" {
                direct_hit::inches_to_m(n).ok_or(Problem::Outside {
                    field: "range-in",
                    value: i64::from(n),
                    limit: direct_hit::RANGE_IN,
                })?
            } else {
                n
            }
        }
    };
    let input = direct_hit::DirectHitInput {
        gun: i.gun,
        target: i.target,
        range_m,
        consecutive_stationary: i.consecutive_stationary,
        poor: i.poor,
        observed: i.observed,
    };
    let work = direct_hit::direct_hit_work(&input);
    let gun = match input.gun {
        direct_hit::Gun::FieldGun => "Field gun",
        direct_hit::Gun::Other => "Other",
    };
    let mut r = Report::new("direct hit");
    r.inputs = vec![
        format!("{gun} vs {}", input.target.label()),
        format!("range {}m", input.range_m),
    ];
    r.working = vec![format!(
        "{gun} vs {} = {}+",
        input.target.label(),
        work.printed
    )];
    for (what, v) in &work.modifiers {
        r.working.push(format!("{what} {v:+}"));
    }
    let needed = work.needed;
    r.headline = vec![if needed > 12 {
        format!("number needed: {needed} — above 12, can never hit")
    } else {
        format!("number needed: {needed}+ on 2d6")
    }];
    r.outcomes = direct_hit::hit_outcomes(needed);
    r.notes = work.notes;
    // The dice its outcomes were grouped from.
    r.roll = Roll::Sum(crate::red_actions::odds::TWO_D6);
    Ok(r)
}
