//! The setup screen: seats, colours, units, markers, leaders, Czar and
//! Gold, and the PCT pre-filled from the colours [I-1]. Nothing starts until
//! the setup is valid; every problem shows beside the row it concerns.

use super::command::Command;
use super::style;
use crate::rcw::{
    Czar, Leader, PlayerColour, RcwRules, Seat, Setup, SetupError, SetupPlayer, UnitColour,
};
use egui::RichText;

pub struct SetupForm {
    pub setup: Setup,
    /// The PCT as edited; `None` while it follows the colours.
    pub pct: Option<Vec<Vec<u8>>>,
}

impl Default for SetupForm {
    fn default() -> Self {
        SetupForm {
            setup: Setup::seed_example(),
            pct: None,
        }
    }
}

impl SetupForm {
    fn resize(&mut self, n: usize) {
        let cur = self.setup.players.len();
        if n > cur {
            for i in cur..n {
                if let Some(s) = Seat::new(i) {
                    self.setup
                        .players
                        .push(SetupPlayer::new(s, PlayerColour::Undecided));
                }
            }
        } else {
            self.setup.players.truncate(n);
        }
        if self.setup.human.index() >= n {
            self.setup.human = Seat::A;
        }
        self.pct = None;
    }

    /// The setup as it would start.
    pub fn current(&self) -> Setup {
        let mut s = self.setup.clone();
        s.pct = self.pct.clone();
        s
    }
}

fn errors_for(errs: &[SetupError], seat: Option<Seat>) -> Vec<String> {
    errs.iter()
        .filter(|e| e.seat() == seat)
        .map(|e| e.to_string())
        .collect()
}

pub fn setup_ui(ui: &mut egui::Ui, form: &mut SetupForm, rules: &RcwRules) -> Option<Command> {
    let problems = form.current().problems(rules);
    let cmd = start_bar_ui(ui, form, &problems);
    crate::ui::style::page_scroll().show(ui, |ui| {
        ui.heading("New game");
        game_ui(ui, form);
        for e in errors_for(&problems, None) {
            ui.colored_label(ui.visuals().error_fg_color, format!("Problem: {e}"));
        }
        ui.separator();
        let n = form.setup.players.len();

        for i in 0..n {
            let Some(seat) = Seat::new(i) else { continue };
            ui.push_id(i, |ui| seat_ui(ui, form, seat, &problems));
        }
        ui.separator();
        pct_editor_ui(ui, form, rules);
    });
    cmd
}

/// "Start game" and how many problems stop it, kept in view at any window
/// size below the form that scrolls.
fn start_bar_ui(ui: &mut egui::Ui, form: &SetupForm, problems: &[SetupError]) -> Option<Command> {
    let mut cmd = None;
    let ok = problems.is_empty();
    egui::Panel::bottom("setup_start").show(ui, |ui| {
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            let start = ui.add_enabled(
                ok,
                egui::Button::new(
                    RichText::new("Start game").text_style(super::style::Text::Question.style()),
                ),
            );
            if start.clicked() {
                cmd = Some(Command::StartGame(form.current()));
            }
            if !ok {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    format!(
                        "Fix the {} problem(s) marked \"Problem\" above to start.",
                        problems.len()
                    ),
                );
            }
        });
        ui.add_space(2.0);
    });
    cmd
}

/// The number of players, the game turn and where the Czar is.
fn game_ui(ui: &mut egui::Ui, form: &mut SetupForm) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Players:");
        for n in crate::rcw::Seat::PLAYER_COUNTS {
            if ui
                .selectable_label(form.setup.players.len() == n, format!("{n} players"))
                .clicked()
            {
                form.resize(n);
            }
        }
        ui.separator();
        let l = ui.label("Game turn:");
        ui.add(super::style::game_number(
            &mut form.setup.turn,
            1..=crate::rcw::rules::MAX_TURN,
        ))
        .labelled_by(l.id);
    });
    ui.horizontal_wrapped(|ui| {
        ui.label("Czar:");
        let mut gone = form.setup.czar_gone;
        ui.selectable_value(&mut gone, None, "on the map");
        ui.selectable_value(&mut gone, Some(Czar::Executed), "executed");
        ui.selectable_value(&mut gone, Some(Czar::Removed), "removed from play");
        form.setup.czar_gone = gone;
    });
}

/// One seat's box: who plays it, its colour and units, its markers, what
/// it holds, its leaders, and the problems with it.
fn seat_ui(ui: &mut egui::Ui, form: &mut SetupForm, seat: Seat, problems: &[SetupError]) {
    let i = seat.index();
    let human = form.setup.human == seat;
    let mut make_human = false;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        let p = &mut form.setup.players[i];
        ui.horizontal_wrapped(|ui| make_human = seat_row_ui(ui, seat, human, p));
        let p = &mut form.setup.players[i];
        ui.horizontal_wrapped(|ui| markers_ui(ui, seat, p));
        leaders_ui(ui, seat, &mut form.setup.players[i].leaders);
        let p = &form.setup.players[i];
        if p.is_out() && !p.out && !human {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!("{seat} controls no units, so {seat} starts out of the game (Non-Attack Policy 10). Choose a unit colour to keep {seat} in."),
            );
        }
        for e in errors_for(problems, Some(seat)) {
            ui.colored_label(ui.visuals().error_fg_color, format!("Problem: {e}"));
        }
    });
    if make_human {
        form.setup.human = seat;
    }
}

/// The seat's name, whether it is you, its colour and the unit colours it
/// controls; true when "is me" was clicked.
fn seat_row_ui(ui: &mut egui::Ui, seat: Seat, human: bool, p: &mut SetupPlayer) -> bool {
    let mut make_human = false;
    ui.label(
        RichText::new(seat.to_string())
            .text_style(super::style::Text::Big.style())
            .strong(),
    );
    let l = ui.label("Name");
    ui.add(egui::TextEdit::singleline(&mut p.name).desired_width(120.0))
        .labelled_by(l.id);
    if ui.radio(human, format!("{seat} is me")).clicked() {
        make_human = true;
    }
    egui::ComboBox::from_label(format!("{seat}'s colour"))
        .selected_text(style::player_colour_text(p.colour, ui.visuals().dark_mode))
        .show_ui(ui, |ui| {
            for c in PlayerColour::ALL {
                ui.selectable_value(&mut p.colour, c, c.name());
            }
        });
    ui.label("Units:");
    for u in UnitColour::ALL {
        let mut on = p.units.contains(&u);
        let text = RichText::new(style::unit_letter(u))
            .strong()
            .monospace()
            .color(if u == UnitColour::White && !ui.visuals().dark_mode {
                egui::Color32::GRAY
            } else {
                style::unit_colour(u)
            });
        if ui
            .toggle_value(&mut on, text)
            .on_hover_text(format!("{seat} controls {} units", u.name()))
            .changed()
        {
            if on {
                p.units.push(u);
                p.units.sort();
            } else {
                p.units.retain(|x| *x != u);
            }
        }
    }
    make_human
}

/// The seat's Politburo and Assassin markers, whether it holds the Czar or
/// the Gold, and whether it starts out of the game.
fn markers_ui(ui: &mut egui::Ui, seat: Seat, p: &mut SetupPlayer) {
    let l = ui.label("Politburo markers");
    ui.add(super::style::game_number(
        &mut p.politburo,
        0..=crate::rcw::bounds::MAX_MARKERS,
    ))
    .labelled_by(l.id);
    let l = ui.label("Assassin markers");
    ui.add(super::style::game_number(
        &mut p.assassins,
        0..=crate::rcw::bounds::MAX_MARKERS,
    ))
    .labelled_by(l.id);
    ui.checkbox(&mut p.controls_czar, format!("{seat}: Czar"));
    ui.checkbox(&mut p.controls_gold, format!("{seat}: Gold"));
    ui.checkbox(&mut p.out, format!("{seat}: out of the game"));
}

fn leaders_ui(ui: &mut egui::Ui, seat: Seat, leaders: &mut Vec<Leader>) {
    egui::CollapsingHeader::new(format!("{seat}'s leaders ({})", leaders.len()))
        .id_salt("leaders")
        .show(ui, |ui| {
            let mut remove = None;
            for (k, l) in leaders.iter_mut().enumerate() {
                ui.push_id(k, |ui| {
                    ui.horizontal(|ui| {
                        let lb = ui.label("Leader name");
                        ui.add(egui::TextEdit::singleline(&mut l.name).desired_width(120.0))
                            .labelled_by(lb.id);
                        let lb = ui.label("Level");
                        // A level read from elsewhere is kept as it is: the
                        // setup check says what is wrong.
                        ui.add(super::style::game_number(
                            &mut l.level,
                            crate::rcw::Leader::LEVELS,
                        ))
                        .labelled_by(lb.id);
                        let lb = ui.label("Combat strength controlled");
                        ui.add(super::style::game_number(
                            &mut l.strength,
                            0..=crate::rcw::bounds::MAX_STRENGTH,
                        ))
                        .labelled_by(lb.id);
                        if ui.small_button("Remove leader").clicked() {
                            remove = Some(k);
                        }
                    });
                });
            }
            if let Some(k) = remove {
                leaders.remove(k);
            }
            if ui.button(format!("Add a leader for {seat}")).clicked() {
                leaders.push(Leader {
                    name: String::new(),
                    level: 1,
                    strength: 0,
                });
            }
        });
}

fn pct_editor_ui(ui: &mut egui::Ui, form: &mut SetupForm, rules: &RcwRules) {
    ui.horizontal_wrapped(|ui| {
        ui.heading("Player Cooperation Table");
        if form.pct.is_some() {
            if ui.button("Reset from colours").clicked() {
                form.pct = None;
            }
        } else {
            let st = &rules.pct().start;
            ui.label(format!(
                "(from the colours [I-1]: same colour {}, Undecided against Red or White {}, Red against White {} — edit any value)",
                st.same_colour, st.undecided_vs_decided, st.red_vs_white
            ));
        }
    });
    let n = form.setup.players.len();
    let mut m = form
        .pct
        .clone()
        .unwrap_or_else(|| form.setup.start_pct(rules).matrix());
    let mut changed = false;
    let dark = ui.visuals().dark_mode;
    egui::Grid::new("pct_setup")
        .spacing([8.0, 4.0])
        .show(ui, |ui| {
            ui.label("");
            for b in Seat::first(n) {
                ui.label(RichText::new(b.to_string()).strong());
            }
            ui.end_row();
            for a in Seat::first(n) {
                ui.label(RichText::new(a.to_string()).strong());
                for b in Seat::first(n) {
                    if a == b {
                        ui.label("—");
                        continue;
                    }
                    let (i, j) = (a.index(), b.index());
                    let mut v = m[i][j];
                    let fill = style::PctScale::of(rules).colour(v, dark);
                    let dv = super::style::game_number(&mut v, rules.pct().min..=rules.pct().max);
                    let r = egui::Frame::new()
                        .fill(fill)
                        .inner_margin(2)
                        .show(ui, |ui| ui.add(dv).on_hover_text(format!("PCT {a}/{b}")))
                        .inner;
                    if r.changed() {
                        m[i][j] = v;
                        m[j][i] = v;
                        changed = true;
                    }
                }
                ui.end_row();
            }
        });
    if changed {
        form.pct = Some(m);
    }
}
