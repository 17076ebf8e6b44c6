//! Direct hits: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::direct_hit;

const GUNS: &[Pick<direct_hit::Gun>] = &[
    Pick::new("field", "Field gun", |_| direct_hit::Gun::FieldGun).or(&["field-gun"]),
    Pick::new("other", "Other gun or mortar", |_| direct_hit::Gun::Other),
];

const OBSERVED: &[Pick<direct_hit::Observed>] = &[
    Pick::new("no", "no", |_| direct_hit::Observed::No),
    Pick::new("first", "first turn (+2)", |_| {
        direct_hit::Observed::FirstTurn
    }),
    Pick::new("later", "later (+1)", |_| direct_hit::Observed::LaterTurn),
];

pub(super) fn direct_hit_calc() -> Calc {
    let mut c = calc(
        "direct-hit",
        "Direct hit",
        vec![
            Field::one_of("gun", "Gun:", GUNS, true),
            Field::one(
                "target",
                "Target:",
                direct_hit::Target::ALL
                    .iter()
                    .map(|t| choice(t.key(), t.label()))
                    .collect(),
                true,
            )
            .starting(direct_hit::Target::default().key()),
            Field::new(
                "range",
                "Range",
                Kind::Length {
                    units: vec![
                        ("range-m", "metres", direct_hit::RANGE_M),
                        ("range-in", "inches", direct_hit::RANGE_IN),
                    ],
                },
            ),
            Field::flag(
                "consecutive-stationary",
                "Consecutive rounds at a stationary target (no range +1)",
            ),
            Field::flag("poor", "Early Soviet / very poor unit (+1)"),
            Field::one_of("observed", "Observed indirect fire:", OBSERVED, false),
        ],
        direct_hit_run,
    );
    c.main = true;
    c
}

pub(super) fn direct_hit_run(i: &Given, _reg: &Registry) -> Result<Report, Problem> {
    let range_m = match i.length("range") {
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
    let gun = i.pick("gun", GUNS)?;
    let input = direct_hit::DirectHitInput {
        gun,
        target: direct_hit::Target::from_key(i.one("target")).unwrap_or_default(),
        range_m,
        consecutive_stationary: i.flag("consecutive-stationary"),
        poor: i.flag("poor"),
        observed: i.pick("observed", OBSERVED)?,
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
    r.roll = Roll::Sum(2);
    Ok(r)
}
