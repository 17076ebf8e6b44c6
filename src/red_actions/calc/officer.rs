//! Officer casualties: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::officers;

const CONTEXTS: &[Pick<officers::OfficerContext>] = &[
    Pick::new("shooting", "an Off result from shooting", |_| {
        officers::OfficerContext::Shooting
    }),
    Pick::new("combat", "hand-to-hand combat", |i| {
        officers::OfficerContext::Combat {
            routs: i.flag("routs"),
        }
    }),
];

pub(super) fn officer_calc() -> Calc {
    calc(
        "officer",
        "Officer casualties",
        vec![
            Field::one_of("context", "After:", CONTEXTS, true),
            Field::flag("routs", "The unit routs").only(
                "context",
                &["combat"],
                "shooting kills on a 1 alone",
            ),
            Field::whole("officers", "Officers", officers::OFFICERS, 1, Need::Default),
        ],
        officer_run,
    )
}

pub(super) fn officer_run(i: &Given, reg: &Registry) -> Result<Report, Problem> {
    let context = i.pick("context", CONTEXTS)?;
    let n = i.count("officers");
    let work = officers::officer_work(reg, context, n).map_err(|e| rules("officer", e))?;
    let mut r = Report::new("officer casualties");
    r.inputs = vec![
        match context {
            officers::OfficerContext::Shooting => "shooting Off result".to_string(),
            officers::OfficerContext::Combat { routs: false } => "combat".to_string(),
            officers::OfficerContext::Combat { routs: true } => {
                "combat, the unit routs".to_string()
            }
        },
        format!("{n} officer(s), a d6 each"),
    ];
    r.headline = vec![format!(
        "casualty on: {} (each officer {})",
        sums_label(&work.casualty_on),
        work.per_officer
    )];
    r.outcomes = work.outcomes;
    r.notes =
        vec!["a replacement is drawn when the unit next performs a voluntary action".to_string()];
    r.roll = Roll::Officers {
        officers: usize::try_from(n).unwrap_or(usize::MAX),
        casualty_on: work.casualty_on,
    };
    Ok(r)
}
