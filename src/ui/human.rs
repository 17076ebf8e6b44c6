//! The human player's turn: record your own acts (the bots react to them
//! through the PCT) and check odds.

use super::command::Command;
use super::command::PlayTab;
use crate::rcw::odds::Odds;
use crate::rcw::planner::{OrderOfBattle, StackRef};
use crate::rcw::purge::HumanPurge;
use crate::rcw::{Act, Action, HumanAttack, Seat};
use crate::session::Session;

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
    /// Your attack on the order of battle: the stack attacked and yours
    /// that attack it, with the order of battle they were picked in (a
    /// pick in another one is dropped).
    pub attack_on: Option<StackRef>,
    pub attack_with: Vec<StackRef>,
    pub picked_in: OrderOfBattle,
    /// A move of yours the map does not give this turn, waiting for "by
    /// rail or a special move?": the stack (by id), where to, and why it
    /// is not within reach.
    pub special: Option<(crate::rcw::planner::StackId, String, String)>,
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
            attack_on: None,
            attack_with: Vec::new(),
            picked_in: OrderOfBattle::default(),
            special: None,
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

/// "By rail or a special move?" for a move of yours the map does not give
/// this turn: made and logged as such, or not made. Enter makes it (the
/// move is what happened on the table), Escape drops it.
fn special_move_ui(
    ui: &mut egui::Ui,
    kept: &OrderOfBattle,
    pending: &mut Option<(crate::rcw::planner::StackId, String, String)>,
    cmds: &mut Vec<Command>,
) {
    let Some((id, to, why)) = pending.clone() else {
        return;
    };
    // The stack as it stands now (gone after an undo: nothing to ask).
    let Some(stack) = kept.locate(id) else {
        *pending = None;
        return;
    };
    let from = kept.province_name(stack.province).to_string();
    let change = crate::rcw::planner::StackEdit::Move {
        stack,
        to: to.clone(),
    };
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!("Not within reach on the map: {why}. Was it made by rail or a special move?"),
        );
        ui.horizontal_wrapped(|ui| {
            let yes = ui.button("Yes: by rail or a special move (Enter)");
            // The map learns: the two are next to each other after all.
            let learn = ui
                .button(format!("They are next to each other: remember that {from} connects to {to}, and move"))
                .on_hover_text("The map is missing this connection: it is added (a logged step), then the move is made");
            let no = ui.button("No: not made (Escape)");
            let (enter, escape) = ui.input(|i| {
                (
                    i.key_pressed(egui::Key::Enter),
                    i.key_pressed(egui::Key::Escape),
                )
            });
            // Enter and Escape here only when no field or control has
            // the keyboard (a focused button takes Enter itself).
            let free = super::shortcuts::step_may_take(ui.ctx());
            if yes.clicked() || (enter && free) {
                cmds.push(Command::Apply(Action::Edit(crate::rcw::Edit::SpecialMove(
                    change,
                ))));
                *pending = None;
            } else if learn.clicked() {
                cmds.push(Command::Apply(Action::Edit(crate::rcw::Edit::Connect(
                    from.clone(),
                    to.clone(),
                ))));
                cmds.push(Command::Apply(Action::Edit(crate::rcw::Edit::Stacks(
                    change,
                ))));
                *pending = None;
            } else if no.clicked() || (escape && free) {
                *pending = None;
            }
        });
    });
}

/// The minimum odds the rules in force ask for: every SDT row's and the
/// VST's, then the Czar and Gold escorts' minimum.
fn minima(rules: &crate::rcw::RcwRules) -> Vec<(String, Odds)> {
    let mut v: Vec<(String, Odds)> = rules
        .minima()
        .into_iter()
        .map(|o| (o.to_string(), o))
        .collect();
    v.push((
        format!("{} (Czar or Gold escorts)", rules.escort_min_odds()),
        rules.escort_min_odds(),
    ));
    v
}

pub fn human_ui(ui: &mut egui::Ui, session: &Session, f: &mut HumanForm, cmds: &mut Vec<Command>) {
    let g = session.game().state();
    let me = g.human();
    crate::ui::style::page_scroll().show(ui, |ui| {
        ui.heading(format!("Your turn ({})", g.label(me)));
        ui.label("Record what you did to the other players: the bots' PCT rows depend on it [I-2].");
        if session.game().in_turn() {
            ui.colored_label(ui.visuals().warn_fg_color, "Finish the bot turn in progress first.");
        }
        // With an order of battle kept, your attack is recorded on its
        // stacks (below); a bare PCT shift stays for an attack it does not
        // list.
        let on_stacks = f.kind == 0 && !g.order_of_battle().is_empty();
        ui.horizontal_wrapped(|ui| {
            egui::ComboBox::from_label("What you did")
                .selected_text(KINDS[f.kind.min(KINDS.len() - 1)])
                .show_ui(ui, |ui| {
                    for (i, k) in KINDS.iter().enumerate() {
                        ui.selectable_value(&mut f.kind, i, *k);
                    }
                });
            if !on_stacks {
                record_act_ui(ui, session, f, cmds, "Record it");
            }
        });
        if on_stacks {
            attack_ui(ui, session, f, cmds);
            ui.horizontal_wrapped(|ui| {
                ui.label("An attack the order of battle does not list:");
                record_act_ui(ui, session, f, cmds, "Record the PCT shift only");
            });
        }
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
            let mut special = None;
            super::stacks::stacks_ui(ui, g, &mut f.stacks, &mut |e| {
                // A move the map does not give asks how it was made.
                if let crate::rcw::Edit::Stacks(crate::rcw::planner::StackEdit::Move { stack, to }) = &e
                    && let Some(why) = g.not_within_reach(*stack, to)
                    && let Some(id) = g.order_of_battle().id_at(*stack)
                {
                    special = Some((id, to.clone(), why));
                    return;
                }
                cmds.push(Command::Apply(Action::Edit(e)));
            });
            if special.is_some() {
                f.special = special;
            }
            special_move_ui(ui, g.order_of_battle(), &mut f.special, cmds);
        }
        ui.add_space(12.0);
        ui.heading("Odds calculator");
        let minima = minima(session.rules());
        f.minimum = f.minimum.min(minima.len().saturating_sub(1));
        egui::ComboBox::from_label("Minimum odds")
            .selected_text(minima[f.minimum].0.clone())
            .show_ui(ui, |ui| {
                for (i, (t, _)) in minima.iter().enumerate() {
                    ui.selectable_value(&mut f.minimum, i, t.as_str());
                }
            });
        let legal = session.rules().legality(minima[f.minimum].1);
        super::odds_entry::odds_entry_ui(ui, &mut f.attack, &mut f.defence, &legal, "", session);
    });
}

/// Whom you did it to, and the button that records it: your purge is
/// walked through in the Bot turn tab, the other acts are one step each.
fn record_act_ui(
    ui: &mut egui::Ui,
    session: &Session,
    f: &mut HumanForm,
    cmds: &mut Vec<Command>,
    button: &str,
) {
    let g = session.game().state();
    let me = g.human();
    let others: Vec<Seat> = g.others(me);
    if !others.iter().any(|s| s.index() == f.target) {
        f.target = others.first().map_or(0, |s| s.index());
    }
    // The player the act was on (or, for a marker, given to), named
    // before the list so the line reads in order.
    // The label and its list kept on one row.
    let word = "Player";
    super::style::keep_on_row(ui, &[word], ui.spacing().combo_width);
    let l = ui.label(word);
    egui::ComboBox::from_id_salt("act-player")
        .selected_text(Seat::new(f.target).map_or("?".to_string(), |s| g.label(s)))
        .show_ui(ui, |ui| {
            for s in &others {
                ui.selectable_value(&mut f.target, s.index(), g.label(*s));
            }
        })
        .response
        .labelled_by(l.id);
    if !ui.button(button).clicked() {
        return;
    }
    let Some(t) = Seat::new(f.target) else {
        return;
    };
    if f.kind == 1 {
        // The solitaire rules' side of your purge, step by step.
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
        2 => Act::AssassinationAttempt { by: me, against: t },
        3 => Act::GaveAssassinMarker { from: me, to: t },
        _ => Act::GavePolitburoMarker { from: me, to: t },
    };
    cmds.push(Command::Apply(Action::Act(act)));
}

/// Your attack on the order of battle: the stack you attacked, your stacks
/// that attacked it, the odds, and "Record it", which walks the result
/// through in the Bot turn tab and changes the stacks as after a bot's
/// attack. Drawing changes nothing.
fn attack_ui(ui: &mut egui::Ui, session: &Session, f: &mut HumanForm, cmds: &mut Vec<Command>) {
    let g = session.game().state();
    let oob = g.order_of_battle();
    let me = g.human();
    if &f.picked_in != oob {
        f.attack_on = None;
        f.attack_with.clear();
        f.picked_in = oob.clone();
    }
    let where_ =
        |r: StackRef| format!("{}: {}", oob.province_name(r.province), oob.stack_phrase(r));
    ui.label("Your attack on the order of battle: pick the stack you attacked and the stacks you attacked it with.");
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Stack attacked");
        egui::ComboBox::from_id_salt("attack_on")
            .selected_text(f.attack_on.map_or("pick a stack".to_string(), where_))
            .show_ui(ui, |ui| {
                for (r, s) in oob.refs() {
                    let out = g.player(s.owner).is_none_or(|p| p.out());
                    if s.owner != me && !out {
                        ui.selectable_value(&mut f.attack_on, Some(r), where_(r));
                    }
                }
            })
            .response
            .labelled_by(l.id);
    });
    ui.horizontal_wrapped(|ui| {
        ui.label("With:");
        for (r, _) in oob.refs().filter(|(_, s)| s.owner == me) {
            let mut on = f.attack_with.contains(&r);
            if ui.checkbox(&mut on, where_(r)).changed() {
                if on {
                    f.attack_with.push(r);
                } else {
                    f.attack_with.retain(|x| *x != r);
                }
            }
        }
    });
    let attack: u32 = f
        .attack_with
        .iter()
        .filter_map(|r| oob.stack(*r))
        .map(|s| s.strength.get())
        .sum();
    let defence = f
        .attack_on
        .and_then(|r| oob.stack(r))
        .map_or(0, |s| s.strength.get());
    let ready = f.attack_on.is_some() && !f.attack_with.is_empty();
    ui.horizontal_wrapped(|ui| {
        match Odds::column(u64::from(attack), u64::from(defence)) {
            Some(o) if ready => {
                ui.label(format!(
                    "{attack}:{defence} is the {o} column (rounded in the defender's favour)"
                ));
            }
            _ => {
                ui.label("Pick the stack attacked and at least one of yours.");
            }
        }
        let busy = session.game().in_turn();
        if ui
            .add_enabled(ready && !busy, egui::Button::new("Record it"))
            .on_hover_text("The PCT shift, your stacks moved in, the result asked and applied to the stacks, in the Bot turn tab")
            .clicked()
            && let Some(target) = f.attack_on
        {
            cmds.push(Command::Apply(Action::HumanAttack(HumanAttack {
                target,
                attackers: f.attack_with.clone(),
            })));
            cmds.push(Command::Tab(PlayTab::Wizard));
        }
    });
}
