//! The human player's turn: record your own acts (the bots react to them
//! through the PCT) and check odds.

use super::command::Command;
use super::command::PlayTab;
use crate::rcw::odds::{Odds, check};
use crate::rcw::purge::HumanPurge;
use crate::rcw::{Act, Action, Seat};
use crate::session::Session;
use egui::RichText;

pub struct HumanForm {
    pub kind: usize,
    pub target: usize,
    pub attack: u32,
    pub defence: u32,
    pub minimum: usize,
    /// Your purge: collective (with the players who joined you) or individual.
    pub collective: bool,
    pub committee: Vec<Seat>,
    /// Your moves and your attack's results on the order of battle.
    pub stacks: super::stacks::StacksForm,
}

impl Default for HumanForm {
    fn default() -> Self {
        HumanForm {
            kind: 0,
            target: 1,
            attack: 6,
            defence: 3,
            minimum: 1,
            collective: false,
            committee: Vec::new(),
            stacks: Default::default(),
        }
    }
}

const KINDS: [&str; 5] = [
    "I attacked (the attack took place)",
    "I attempted a purge against",
    "I attempted an assassination against",
    "I gave an assassin marker to",
    "I gave a Politburo marker to",
];

/// The minimum odds the rules in force ask for: every SDT row's and the
/// VST's, then the Czar and Gold escorts' minimum.
fn minima(rules: &crate::rcw::RcwRules) -> Vec<(String, Odds)> {
    let mut odds: Vec<Odds> = rules
        .sdt
        .iter()
        .filter_map(|r| r.min_odds)
        .chain([rules.vst_min_odds])
        .collect();
    odds.sort();
    odds.dedup();
    let mut v: Vec<(String, Odds)> = odds.into_iter().map(|o| (o.to_string(), o)).collect();
    v.push((
        format!("{} (Czar or Gold escorts)", rules.escort_min_odds),
        rules.escort_min_odds,
    ));
    v
}

pub fn human_ui(ui: &mut egui::Ui, session: &Session, f: &mut HumanForm, cmds: &mut Vec<Command>) {
    let g = &session.game().state;
    let me = g.human();
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.heading(format!("Your turn ({})", g.label(me)));
        ui.label("Record what you did to the other players: the bots' PCT rows depend on it [I-2].");
        if session.game().in_turn() {
            ui.colored_label(ui.visuals().warn_fg_color, "Finish the bot turn in progress first.");
        }
        ui.horizontal_wrapped(|ui| {
            egui::ComboBox::from_label("What you did")
                .selected_text(KINDS[f.kind.min(KINDS.len() - 1)])
                .show_ui(ui, |ui| {
                    for (i, k) in KINDS.iter().enumerate() {
                        ui.selectable_value(&mut f.kind, i, *k);
                    }
                });
            let others: Vec<Seat> = g.others(me);
            if !others.iter().any(|s| s.index() == f.target) {
                f.target = others.first().map_or(0, |s| s.index());
            }
            egui::ComboBox::from_label("to player")
                .selected_text(Seat::new(f.target).map_or("?".to_string(), |s| g.label(s)))
                .show_ui(ui, |ui| {
                    for s in &others {
                        ui.selectable_value(&mut f.target, s.index(), g.label(*s));
                    }
                });
            if ui.button("Record it").clicked()
                && let Some(t) = Seat::new(f.target) {
                    if f.kind == 1 {
                        // Your purge is walked through in the Bot turn tab:
                        // the solitaire rules' side of it, step by step.
                        let committee = f.committee.iter().copied().filter(|s| *s != t).collect();
                        cmds.push(Command::Apply(Action::HumanPurge(HumanPurge {
                            target: t,
                            collective: f.collective,
                            committee: if f.collective { committee } else { Vec::new() },
                        })));
                        cmds.push(Command::Tab(PlayTab::Wizard));
                        return;
                    }
                    let act = match f.kind {
                        0 => Act::Attack { by: me, on: t },
                        1 => Act::PurgeAttempt { by: me, against: t },
                        2 => Act::AssassinationAttempt { by: me, against: t },
                        3 => Act::GaveAssassinMarker { from: me, to: t },
                        _ => Act::GavePolitburoMarker { from: me, to: t },
                    };
                    cmds.push(Command::Apply(Action::Act(act)));
                }
        });
        if f.kind == 1 {
            ui.horizontal_wrapped(|ui| {
                ui.radio_value(&mut f.collective, false, "Individual purge");
                ui.radio_value(&mut f.collective, true, "Collective purge, with:");
                if f.collective {
                    for s in g.others(me) {
                        if s.index() == f.target {
                            continue;
                        }
                        let mut on = f.committee.contains(&s);
                        if ui.checkbox(&mut on, format!("{} on my committee", g.label(s))).changed() {
                            if on {
                                f.committee.push(s);
                            } else {
                                f.committee.retain(|x| *x != s);
                            }
                        }
                    }
                }
            });
            ui.label("Recording it walks you through the solitaire rules' side in the Bot turn tab: the PCT shifts, the spoils order, the Politburo-instead roll, the leaders it removes, and the bot's mandatory counterpurge against you.");
        }
        ui.add_space(12.0);
        ui.heading("Your moves on the board");
        ui.label("Keep the order of battle equal to the table as you move and fight: each change is one logged step (Back undoes it). The bots plan on it in their turns.");
        if !session.game().in_turn() {
            let seats: Vec<Seat> = g.players().iter().map(|p| p.seat).collect();
            super::stacks::stacks_ui(ui, g.order_of_battle(), &seats, &mut f.stacks, &mut |e| {
                cmds.push(Command::Apply(Action::Edit(e)));
            });
        }
        ui.add_space(12.0);
        ui.heading("Odds calculator");
        let minima = minima(session.rules());
        f.minimum = f.minimum.min(minima.len().saturating_sub(1));
        ui.horizontal_wrapped(|ui| {
            let l = ui.label("Attack strength");
            ui.add(egui::DragValue::new(&mut f.attack).range(0..=999)).labelled_by(l.id);
            let l = ui.label("Defence strength");
            ui.add(egui::DragValue::new(&mut f.defence).range(0..=999)).labelled_by(l.id);
            egui::ComboBox::from_label("Minimum odds")
                .selected_text(minima[f.minimum].0.clone())
                .show_ui(ui, |ui| {
                    for (i, (t, _)) in minima.iter().enumerate() {
                        ui.selectable_value(&mut f.minimum, i, t.as_str());
                    }
                });
        });
        match check(f.attack, f.defence, minima[f.minimum].1) {
            Some(c) => {
                let verdict = if c.meets { "meets" } else { "does not meet" };
                ui.label(
                    RichText::new(format!(
                        "{}:{} is the {} column (rounded in the defender's favour); it {verdict} {}.",
                        f.attack, f.defence, c.column, c.minimum
                    ))
                    .size(16.0),
                );
                let never = session.rules().never_required_at;
                if c.column <= never {
                    ui.label(format!("No player is ever required to attack at {never} or worse."));
                }
            }
            None => {
                ui.label("Enter both strengths (a strength of 0 is no combat).");
            }
        }
    });
}
