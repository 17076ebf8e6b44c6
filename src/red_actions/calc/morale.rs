//! Morale: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::morale;

pub(super) fn morale_calc() -> Calc {
    let mut c = calc(
        "morale",
        "Morale test",
        vec![
            Field::one(
                "test",
                "Test",
                morale::TestType::ALL
                    .iter()
                    .map(|t| choice(t.key(), t.name()))
                    .collect(),
                true,
            )
            .starting(morale::TestType::default().key()),
            Field::whole(
                "number",
                "Success number",
                morale::SUCCESS_NUMBER,
                7,
                Need::Required,
            ),
            Field::whole(
                "officers",
                "Officers' morale effect",
                morale::OFFICERS_EFFECT,
                0,
                Need::Default,
            ),
            Field::flag(
                "enemy-behind-flank",
                "Enemy behind the unit's flanks within 300m (12\") (−2)",
            ),
            Field::flag(
                "earthworks",
                "Behind earthworks, in a trench or stone building (+2)",
            ),
            Field::flag("night|fog", "Night or fog (+1)"),
            Field::flag(
                "ambushed-marching",
                "Ambushed while marching (−3, fear test)",
            ),
            Field::flag("commissar", "Commissar officer (optional rule)"),
        ],
        morale_run,
    );
    c.main = true;
    c
}

pub(super) fn morale_run(i: &Given, _reg: &Registry) -> Result<Report, Problem> {
    let input = morale::MoraleInput {
        test: morale::TestType::from_key(i.one("test")).unwrap_or_default(),
        success_number: i32::try_from(i.whole("number")).unwrap_or_default(),
        officers: i32::try_from(i.whole("officers")).unwrap_or_default(),
        enemy_behind_flank: i.flag("enemy-behind-flank"),
        earthworks: i.flag("earthworks"),
        night_or_fog: i.flag("night"),
        ambushed_marching: i.flag("ambushed-marching"),
        commissar: i.flag("commissar"),
    };
    let work = morale::morale_work(&input);
    let mut r = Report::new("morale test");
    r.inputs = vec![
        input.test.name().to_string(),
        format!("success number {}", input.success_number),
    ];
    r.working = vec![format!("success number {}", input.success_number)];
    for (what, v) in &work.modifiers {
        r.working.push(format!("{what} {v:+}"));
    }
    r.headline = vec![format!(
        "modified success number: {} (2d6 equal or lower passes; 12 always fails)",
        work.modified
    )];
    r.outcomes = work.outcomes;
    r.extra = work.alternative;
    r.notes = work.notes;
    r.roll = Roll::Sum(2);
    Ok(r)
}
