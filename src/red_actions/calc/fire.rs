//! Fire: the calculator's fields and how it answers.

use super::*;
use crate::red_actions::fire;

/// What is being done about a fire.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) enum Action {
    #[default]
    Set,
    Fight,
}

keyed!(Action:
    Action::Set => "set", "set a touching building on fire";
    Action::Fight => "fight", "fight a fire");

/// The fire calculator's inputs.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct In {
    action: Action,
    /// Fire markers on the building, when fighting it.
    markers: u32,
}

pub(super) fn fire_calc() -> Calc {
    calc(
        "fire",
        "Burning buildings",
        vec![
            Field::one_of("action", "Action:", true, slot!(In, action)),
            Field::whole(
                "markers",
                "Fire markers",
                fire::MARKERS,
                1,
                slot!(In, markers),
            )
            .required()
            .only(
                "action",
                &["fight"],
                "setting a building on fire starts with none",
            ),
        ],
        fire_run,
    )
}

pub(super) fn fire_run(i: &In, reg: &Registry) -> Result<Report, Problem> {
    let roll = match i.action {
        Action::Set => fire::FireRoll::SetOnFire,
        Action::Fight => fire::FireRoll::Fight { markers: i.markers },
    };
    let printed = fire::fire_work(reg, roll).map_err(|e| rules("fire", e))?;
    let mut r = Report::new("burning buildings");
    r.inputs = vec![match roll {
        fire::FireRoll::SetOnFire => "setting a touching building on fire".to_string(),
        fire::FireRoll::Fight { markers } => format!("fighting a fire with {markers} markers"),
    }];
    r.headline = vec![on_table(reg, fire::FIRE_TABLE)];
    r.outcomes = printed.outcomes;
    r.notes = printed.notes;
    r.roll = Roll::Sum(dice_on(reg, fire::FIRE_TABLE));
    Ok(r)
}
