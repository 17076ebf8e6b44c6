//! Officer casualties: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::officers;

/// What the officers' test comes after.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) enum After {
    #[default]
    Shooting,
    Combat,
}

keyed!(After:
    After::Shooting => "shooting", "an Off result from shooting";
    After::Combat => "combat", "hand-to-hand combat");

/// The officer calculator's inputs.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct In {
    context: After,
    /// The unit routs (after combat).
    routs: bool,
    officers: u32,
}

/// The officer casualties calculator's name on the command line: the one
/// the window's "Other rolls" opens on.
pub const KEY: &str = "officer";

pub(super) fn officer_calc() -> Calc {
    calc(
        KEY,
        "Officer casualties",
        vec![
            Field::one_of("context", "After:", true, slot!(In, context)),
            Field::flag("routs", "The unit routs", slot!(In, routs)).only(
                "context",
                &["combat"],
                "shooting kills on a 1 alone",
            ),
            Field::whole(
                "officers",
                "Officers",
                officers::OFFICERS,
                1,
                slot!(In, officers),
            ),
        ],
        officer_run,
    )
}

pub(super) fn officer_run(i: &In, reg: &Registry) -> Result<Report, Problem> {
    let context = match i.context {
        After::Shooting => officers::OfficerContext::Shooting,
        After::Combat => officers::OfficerContext::Combat { routs: i.routs },
    };
    let n = i.officers;
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
