//! The attack planner in the bot-turn wizard: under "How many attacks can
//! …?" it shows the attacks planned from the order of battle the player
//! keeps (Players tab), naming the stacks to move and the odds; the turn's
//! orders then follow the same plan ([`PlanAsk::plan`] serves both; the
//! step view reads it with the time its search took, `PlanAsk::plan_timed`).
//! Without an order of battle it works out the odds from two strengths.

use super::command::Command;
use crate::rcw::planner::Reach;
use crate::rcw::step::PlanAsk;
use crate::rcw::{Action, Input};
use crate::session::Session;
use egui::RichText;

/// What the planner's fields hold between frames.
#[derive(Default)]
pub struct PlanState {
    /// The moves as typed ("Omsk>Perm, …"), and the kept moves they were
    /// filled from (the field follows undo and files opened).
    pub reach_text: String,
    pub reach_from: Option<Reach>,
    /// The inline odds entry (no order of battle kept).
    pub attack: u32,
    pub defence: u32,
}

/// Under a "how many attacks" question: the planned attacks as the step
/// view gives them, or the inline odds entry when no order of battle is
/// kept.
pub fn plan_ask_ui(
    ui: &mut egui::Ui,
    session: &Session,
    ps: &mut PlanState,
    ask: &PlanAsk,
    plan: Option<&crate::rcw::view::PlanView>,
    cmds: &mut Vec<Command>,
) {
    let g = session.game().state();
    ui.add_space(6.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        let Some(plan) = plan else {
            odds_entry_ui(ui, ps, ask, session);
            return;
        };
        ui.label(RichText::new("Attack planner").strong());
        reach_checklist_ui(ui, g, plan, cmds);
        reach_text_ui(ui, g, ps, cmds);
        if let Some(none) = &plan.none {
            ui.label(none);
        }
        for (k, (o, chances)) in plan.orders.iter().zip(&plan.on_chart).enumerate() {
            ui.add(
                egui::Label::new(
                    RichText::new(format!("{}. {o}", k + 1))
                        .text_style(super::style::Text::Answer.style())
                        .strong(),
                )
                .wrap(),
            );
            if let Some(at) = chances {
                ui.add(egui::Label::new(format!("    On your chart {at}")).wrap());
            }
        }
        let n = plan.answer;
        if ui
            .button(&plan.use_label)
            .on_hover_text("Answers the question with the planned number of attacks; each attack's order then names its stacks")
            .clicked()
        {
            cmds.push(Command::Apply(Action::Input(Input::Choice(n))));
        }
        if let Some(note) = &plan.unproven {
            let took = plan.searched;
            let why = if plan.odds_best {
                "the search stopped at odds no plan can better."
            } else {
                "the search stopped before it could rule out every other plan."
            };
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!("Best found in {} ms — {note}: {why}", took.as_millis()),
            );
        }
    });
}

/// Which of the phasing player's other stacks can reach each province with
/// a stack to attack: one tick per (from, to) pair, kept as a logged step
/// of the turn (remembered for the rest of the game until changed).
fn reach_checklist_ui(
    ui: &mut egui::Ui,
    g: &crate::rcw::GameState,
    plan: &crate::rcw::view::PlanView,
    cmds: &mut Vec<Command>,
) {
    if plan.reach.is_empty() {
        return;
    }
    match g.map() {
        // On a map the ticks are read off it: the player's are the turn's
        // exceptions.
        Some(m) => ui.label(format!(
            "Which of {}'s {} stacks can move to attack this turn: ticked as the map gives them ({} move{} a turn); tick a move by rail, untick one that is blocked. (Stacks already there always can.)",
            plan.ask.phasing,
            plan.ask.units,
            m.moves(),
            if m.moves() == 1 { "" } else { "s" }
        )),
        None => ui.label(format!(
            "Which of {}'s {} stacks can move to attack this turn? (stacks already there always can)",
            plan.ask.phasing, plan.ask.units
        )),
    };
    for row in &plan.reach {
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("Into {}:", row.into));
            for (from, on) in &row.from {
                let mut on = *on;
                if ui
                    .checkbox(&mut on, format!("{from} → {}", row.into))
                    .changed()
                {
                    // The one rule: a move the map gives is blocked or
                    // unblocked, another is added or taken out.
                    cmds.push(keep_reach(g.reach_ticked(from, &row.into, on)));
                }
            }
        });
    }
    learn_ui(ui, g, cmds);
}

/// The map learns: a move ticked this turn between two places of the map
/// that it does not connect is offered to remember (once, never silently),
/// as a logged step of the turn.
fn learn_ui(ui: &mut egui::Ui, g: &crate::rcw::GameState, cmds: &mut Vec<Command>) {
    let Some(map) = g.map() else {
        return;
    };
    for (from, to) in g.reach().pairs() {
        if map.index(from).is_none() || map.index(to).is_none() || map.connects(from, to) {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("{from} → {to} is not a connection of the map (a rail move, or the map is missing it)."));
            if ui
                .button(format!("Remember that {from} connects to {to}"))
                .clicked()
            {
                cmds.push(Command::Apply(Action::Input(Input::Override(
                    crate::rcw::Override::Edit {
                        edit: crate::rcw::Edit::Connect(from.clone(), to.clone()),
                        reason: "the map learns a connection ticked for the planner".to_string(),
                    },
                ))));
            }
        });
    }
}

/// The moves as text, for pairs the checklist does not offer.
fn reach_text_ui(
    ui: &mut egui::Ui,
    g: &crate::rcw::GameState,
    ps: &mut PlanState,
    cmds: &mut Vec<Command>,
) {
    if ps.reach_from.as_ref() != Some(g.reach()) {
        ps.reach_text = g.reach().to_text();
        ps.reach_from = Some(g.reach().clone());
    }
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Stacks that can move this turn (from>to, …)");
        ui.add(
            egui::TextEdit::singleline(&mut ps.reach_text)
                .hint_text("Omsk>Perm, Omsk>Kazan")
                .desired_width(280.0),
        )
        .labelled_by(l.id);
        if ui
            .add_enabled(
                ps.reach_text.trim() != g.reach().to_text().trim(),
                egui::Button::new("Keep these moves"),
            )
            .clicked()
        {
            match Reach::parse_among(&ps.reach_text, g.order_of_battle(), g.map()) {
                Ok(reach) => cmds.push(keep_reach(reach)),
                Err(e) => cmds.push(Command::Error(format!("Moves not kept: {e}"))),
            }
        }
    });
}

/// Keeping the moves is a planning step of the turn (Back undoes it; the
/// turn's end clears them).
fn keep_reach(reach: Reach) -> Command {
    Command::Apply(Action::Input(Input::Moves(reach)))
}

/// Two strengths → the odds column, rounded in the defender's favour, and
/// whether this entry's attack is legal at it.
fn odds_entry_ui(ui: &mut egui::Ui, ps: &mut PlanState, ask: &PlanAsk, session: &Session) {
    ui.label(RichText::new("Work out the odds").strong());
    let note = format!(
        " (stacks escorting the Czar or the Gold need {})",
        ask.escort_min
    );
    super::odds_entry::odds_entry_ui(
        ui,
        &mut ps.attack,
        &mut ps.defence,
        &ask.legality(),
        &note,
        session,
    );
    ui.label("Keep an order of battle on the Players tab and the planner names the stacks and works out every attack.");
}
