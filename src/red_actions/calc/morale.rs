//! Morale: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::morale;

type In = morale::MoraleInput;

/// The tests as the rules module names them.
impl Keyed for morale::TestType {
    fn choices() -> Vec<(morale::TestType, Choice)> {
        field::named(&morale::TestType::ALL, |t| Choice {
            key: t.key(),
            aliases: &[],
            label: t.name().to_string(),
        })
    }
}

pub(super) fn morale_calc() -> Calc {
    let mut c = calc(
        "morale",
        "Morale test",
        vec![
            Field::one_of("test", "Test", true, slot!(In, test))
                .starting(morale::TestType::default()),
            Field::whole(
                "number",
                "Success number",
                morale::SUCCESS_NUMBER,
                7,
                slot!(In, success_number),
            )
            .required(),
            Field::whole(
                "officers",
                "Officers' morale effect",
                morale::OFFICERS_EFFECT,
                0,
                slot!(In, officers),
            ),
            Field::flag(
                "enemy-behind-flank",
                "Enemy behind the unit's flanks within 300m (12\") (−2)",
                slot!(In, enemy_behind_flank),
            ),
            Field::flag(
                "earthworks",
                "Behind earthworks, in a trench or stone building (+2)",
                slot!(In, earthworks),
            ),
            Field::flag("night|fog", "Night or fog (+1)", slot!(In, night_or_fog)),
            Field::flag(
                "ambushed-marching",
                "Ambushed while marching (−3, fear test)",
                slot!(In, ambushed_marching),
            ),
            Field::flag(
                "commissar",
                "Commissar officer (optional rule)",
                slot!(In, commissar),
            ),
        ],
        morale_run,
    );
    c.main = true;
    c
}

pub(super) fn morale_run(input: &In, _reg: &Registry) -> Result<Report, Problem> {
    let work = morale::morale_work(input);
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
    // The dice its outcomes were grouped from.
    r.roll = Roll::Sum(crate::red_actions::odds::TWO_D6);
    Ok(r)
}
