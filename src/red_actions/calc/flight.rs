//! Flight number: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::flight;
use crate::red_actions::shooting;

pub(super) fn flight_calc() -> Calc {
    let mut c = calc(
        "flight",
        "Flight number",
        vec![
            Field::new(
                "percent",
                "Flight number (%)",
                Kind::Exact {
                    max: flight::PERCENT_MAX,
                    what: "a percentage of the army's original points",
                    start: Ratio::new(40, 1),
                },
            ),
            Field::whole(
                "points",
                "Original points",
                flight::POINTS,
                200,
                Need::Required,
            ),
            Field::whole(
                "lost",
                "Points destroyed, captured or routing",
                Limit::new(
                    0,
                    flight::POINTS.max,
                    "no more than the army's original points",
                ),
                0,
                Need::Optional,
            ),
        ],
        flight_run,
    );
    c.rolls = false;
    c.main = true;
    c
}

pub(super) fn flight_run(i: &Given, _reg: &Registry) -> Result<Report, Problem> {
    let percent = i.exact("percent");
    let points = i.whole("points");
    let lost = match i.whole_given("lost") {
        Some(l) => {
            let limit = Limit::new(
                0,
                points,
                "points lost cannot be more than the army's original points",
            );
            if !limit.contains(l) {
                return Err(Problem::Outside {
                    field: "lost",
                    value: l,
                    limit,
                });
            }
            Some(u64::try_from(l).unwrap_or_default())
        }
        None => None,
    };
    let w = flight::flight_work(percent, u64::try_from(points).unwrap_or_default(), lost);
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
