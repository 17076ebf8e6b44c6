//! Fire: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::fire;

const ACTIONS: &[Pick<fire::FireRoll>] = &[
    Pick::new("set", "set a touching building on fire", |_| {
        fire::FireRoll::SetOnFire
    }),
    Pick::new("fight", "fight a fire", |i| fire::FireRoll::Fight {
        markers: i.count("markers"),
    }),
];

pub(super) fn fire_calc() -> Calc {
    calc(
        "fire",
        "Burning buildings",
        vec![
            Field::one_of("action", "Action:", ACTIONS, true),
            Field::whole("markers", "Fire markers", fire::MARKERS, 1, Need::Required).only(
                "action",
                &["fight"],
                "setting a building on fire starts with none",
            ),
        ],
        fire_run,
    )
}

pub(super) fn fire_run(i: &Given, reg: &Registry) -> Result<Report, Problem> {
    let roll = i.pick("action", ACTIONS)?;
    let printed = fire::fire_work(reg, roll).map_err(|e| rules("fire", e))?;
    let mut r = Report::new("burning buildings");
    r.inputs = vec![match roll {
        fire::FireRoll::SetOnFire => "setting a touching building on fire".to_string(),
        fire::FireRoll::Fight { markers } => format!("fighting a fire with {markers} markers"),
    }];
    r.headline = vec![on_table(reg, fire::FIRE_TABLE)];
    r.outcomes = printed.outcomes;
    r.notes = printed.notes;
    r.roll = Roll::Sum(1);
    Ok(r)
}
