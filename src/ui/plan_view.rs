//! The attack planner in the bot-turn wizard: under "How many attacks can
//! …?" it proposes the attacks from the order of battle the player keeps
//! (Players tab), naming the stacks to move and the odds; without an order
//! of battle it offers the odds worked out from two strengths.

use super::command::Command;
use crate::rcw::planner::{Reach, StackRef, plan_entry};
use crate::rcw::step::PlanAsk;
use crate::rcw::{Action, Input, Odds};
use crate::session::Session;
use egui::RichText;

/// What the planner remembers between frames.
#[derive(Default)]
pub struct PlanState {
    /// Which provinces' stacks can move where this turn ("Omsk>Perm, …").
    pub reach_text: String,
    /// Plans the player accepted: the step they answered, the orders, and
    /// the stacks they commit (not offered again this turn).
    pub accepted: Vec<Accepted>,
    /// The inline odds entry (no order of battle kept).
    pub attack: u32,
    pub defence: u32,
}

pub struct Accepted {
    /// The session cursor the answer was given at.
    pub at: usize,
    pub orders: Vec<String>,
    pub committed: Vec<StackRef>,
}

impl PlanState {
    /// The plans accepted in the bot turn in progress, before the current
    /// step (so Back and Undo forget them with the answer).
    fn this_turn<'a>(&'a self, session: &Session) -> impl Iterator<Item = &'a Accepted> {
        let cursor = session.cursor();
        let start = session
            .turn_starts()
            .iter()
            .map(|(i, _)| *i)
            .filter(|i| *i < cursor)
            .max()
            .unwrap_or(0);
        self.accepted
            .iter()
            .filter(move |a| a.at >= start && a.at < cursor)
    }
}

/// Under a "how many attacks" question: the planner's proposal, or the
/// inline odds entry when no order of battle is kept.
pub fn plan_ask_ui(
    ui: &mut egui::Ui,
    session: &Session,
    ps: &mut PlanState,
    ask: &PlanAsk,
    cmds: &mut Vec<Command>,
) {
    let oob = &session.game().state.order_of_battle;
    ui.add_space(6.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        if oob.is_empty() {
            odds_entry_ui(ui, ps, ask);
            return;
        }
        ui.label(RichText::new("Attack planner").strong());
        let l = ui.label("Stacks that can move this turn (from>to, …)");
        ui.add(
            egui::TextEdit::singleline(&mut ps.reach_text)
                .hint_text("Omsk>Perm, Omsk>Kazan")
                .desired_width(f32::INFINITY),
        )
        .labelled_by(l.id);
        let reach = match Reach::parse(&ps.reach_text, oob) {
            Ok(r) => r,
            Err(e) => {
                ui.colored_label(ui.visuals().error_fg_color, format!("Moves not read: {e}"));
                Reach::new()
            }
        };
        let used: Vec<StackRef> = ps
            .this_turn(session)
            .flat_map(|a| a.committed.iter().copied())
            .collect();
        let plan = plan_entry(oob, &reach, &ask.request(), &used);
        if plan.attacks.is_empty() {
            ui.label(format!(
                "No legal attack of {}'s {} stacks on {} stacks at {} or better in the order of battle (stacks already there, or that can move there).",
                ask.phasing, ask.units, ask.target, ask.min
            ));
        }
        let orders: Vec<String> = plan
            .attacks
            .iter()
            .map(|a| a.order(oob))
            .collect();
        for (k, o) in orders.iter().enumerate() {
            ui.add(egui::Label::new(RichText::new(format!("{}. {o}", k + 1)).size(16.0)).wrap());
        }
        let n = plan.attacks.len();
        if ui
            .button(format!("Answer {n}: use this plan"))
            .on_hover_text("Answers the question with the planned number of attacks and keeps the orders on screen for the rest of the turn")
            .clicked()
        {
            ps.accepted.retain(|a| a.at < session.cursor());
            ps.accepted.push(Accepted {
                at: session.cursor(),
                orders,
                committed: plan.committed(),
            });
            cmds.push(Command::Apply(Action::Input(Input::Choice(n))));
        }
        if !plan.exhaustive {
            ui.label("A good plan, not proven the best: the board has too many equal choices to try them all.");
        }
    });
}

/// The orders of the plans accepted this turn, kept on screen while the
/// turn asks for the defenders and gives the instructions.
pub fn planned_ui(ui: &mut egui::Ui, session: &Session, ps: &PlanState) {
    let orders: Vec<&String> = ps
        .this_turn(session)
        .flat_map(|a| a.orders.iter())
        .collect();
    if orders.is_empty() {
        return;
    }
    ui.add_space(6.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(RichText::new("Planned attacks this turn").strong());
        for (k, o) in orders.iter().enumerate() {
            ui.add(egui::Label::new(format!("{}. {o}", k + 1)).wrap());
        }
    });
}

/// Two strengths → the odds column, rounded in the defender's favour, and
/// whether it meets the minimum in force.
fn odds_entry_ui(ui: &mut egui::Ui, ps: &mut PlanState, ask: &PlanAsk) {
    ui.label(RichText::new("Work out the odds").strong());
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Attack strength");
        ui.add(egui::DragValue::new(&mut ps.attack).range(0..=9999))
            .labelled_by(l.id);
        let l = ui.label("Defence strength");
        ui.add(egui::DragValue::new(&mut ps.defence).range(0..=9999))
            .labelled_by(l.id);
    });
    match Odds::column(ps.attack, ps.defence) {
        Some(col) => {
            let verdict = if col.meets(ask.min) && col.meets(Odds::new(1, 1)) {
                format!("meets {}", ask.min)
            } else {
                format!("below {}: not a legal attack for this entry", ask.min)
            };
            ui.label(
                RichText::new(format!(
                    "{}:{} → {col} — {verdict} (stacks escorting the Czar or the Gold need {})",
                    ps.attack, ps.defence, ask.escort_min
                ))
                .size(16.0),
            );
        }
        None => {
            ui.label("Give both strengths to see the odds column.");
        }
    }
    ui.label("Keep an order of battle on the Players tab and the planner names the stacks and works out every attack.");
}
