//! Flight number: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::flight;
use crate::red_actions::shooting;

/// The flight calculator's inputs.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct In {
    /// The flight number, as a percentage of the original points.
    percent: Ratio,
    /// The army's original points.
    points: u64,
    /// Points destroyed, captured or routing, if given.
    lost: Option<u64>,
}

impl Default for In {
    fn default() -> In {
        In {
            percent: Ratio::ZERO,
            points: 0,
            lost: None,
        }
    }
}

pub(super) fn flight_calc() -> Calc {
    let mut c = calc(
        "flight",
        "Flight number",
        vec![
            Field::exact(
                "percent",
                "Flight number (%)",
                flight::PERCENT_MAX,
                "a percentage of the army's original points",
                slot!(In, percent),
            )
            .starting_at(Ratio::new(40, 1)),
            Field::whole(
                "points",
                "Original points",
                flight::POINTS,
                200,
                slot!(In, points),
            )
            .required(),
            Field::optional(
                "lost",
                "Points destroyed, captured or routing",
                Limit::new(
                    0,
                    flight::POINTS.max,
                    "no more than the army's original points",
                ),
                0,
                slot!(In, lost),
            ),
        ],
        flight_run,
    );
    c.rolls = false;
    c.main = true;
    c
}

pub(super) fn flight_run(i: &In, _reg: &Registry) -> Result<Report, Problem> {
    let (percent, points, lost) = (i.percent, i.points, i.lost);
    if let Some(l) = lost
        && l > points
    {
        return Err(Problem::Outside {
            field: "lost",
            value: i64::try_from(l).unwrap_or(i64::MAX),
            limit: Limit::new(
                0,
                i64::try_from(points).unwrap_or(i64::MAX),
                "points lost cannot be more than the army's original points",
            ),
        });
    }
    let w = flight::flight_work(percent, points, lost);
    let mut r = Report::new("flight number");
    r.inputs = vec![format!(
        "flight number {}% of {points} original points",
        shooting::ratio_label(percent)
    )];
    r.headline = vec![
        format!(
            "flight number: {} points",
            shooting::ratio_label(w.flight_number)
        ),
        format!(
            "the army flees when more than {} points are destroyed, captured or routing: {} points or more",
            shooting::ratio_label(w.flight_number),
            w.points_to_exceed
        ),
    ];
    if let (Some(l), Some(reached)) = (lost, w.reached) {
        r.headline.push(format!(
            "{l} points lost: {}",
            if reached {
                "exceeds the flight number — the army flees"
            } else {
                "does not exceed the flight number"
            }
        ));
    }
    Ok(r)
}
