//! The bar along the top: where you are, undo and redo, the game's line,
//! and the display settings.

use super::App;
use crate::dice::DiceMode;
use crate::ui::command::{Command, Screen};
use crate::ui::shortcuts;
use egui::{Align, Layout, RichText};

/// The least width the game's line is given beside the display settings;
/// with less, the settings go to a row of their own.
const LINE_MIN_WIDTH: f32 = 160.0;

/// One display setting's widget: the command it gave, if any.
type Setting<'a> = &'a dyn Fn(&mut egui::Ui) -> Option<Command>;

impl App {
    /// One row while it fits: the game's line takes what the buttons and the
    /// display settings (at the right end) leave, cut short with "…" and
    /// whole on hover (the bot-turn screen shows it whole too). A narrow
    /// window or a large zoom puts the settings on a row of their own, the
    /// line still cut to its row, so the bar's height never follows it.
    pub(super) fn top_bar_ui(&mut self, ui: &mut egui::Ui) {
        ui.horizontal_wrapped(|ui| {
            self.top_bar_buttons_ui(ui);
            let line = self.saved.session.as_ref().map(|s| s.game().evening_line());
            let room = ui.available_size_before_wrap().x;
            let cmd = if room >= self.top_bar_settings_width + LINE_MIN_WIDTH {
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    let (cmd, width) = self.display_settings_ui(ui, true);
                    self.top_bar_settings_width = width;
                    if let Some(line) = &line {
                        ui.separator();
                        ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                            // One tooltip (egui's own for a cut label is off).
                            ui.add(
                                egui::Label::new(RichText::new(line).strong())
                                    .truncate()
                                    .show_tooltip_when_elided(false),
                            )
                            .on_hover_text(line);
                        });
                    }
                    cmd
                })
                .inner
            } else {
                // Cut to the room left in the row (a row of its own when
                // the buttons leave too little): the bar keeps its height
                // whatever the line says. A wrapped line — or one that
                // jumped to the next row when it grew — moved everything
                // below.
                if let Some(line) = &line {
                    if room < LINE_MIN_WIDTH {
                        ui.end_row();
                    }
                    let size = egui::vec2(
                        ui.available_size_before_wrap().x,
                        ui.spacing().interact_size.y,
                    );
                    ui.allocate_ui_with_layout(size, Layout::left_to_right(Align::Center), |ui| {
                        ui.add(
                            egui::Label::new(RichText::new(line).strong())
                                .truncate()
                                .show_tooltip_when_elided(false),
                        )
                        .on_hover_text(line);
                    });
                }
                ui.end_row();
                let (cmd, width) = self.display_settings_ui(ui, false);
                self.top_bar_settings_width = width;
                cmd
            };
            if let Some(cmd) = cmd {
                self.push(cmd);
            }
        });
    }

    /// Where you are, undo and redo, and whether this window autosaves.
    fn top_bar_buttons_ui(&mut self, ui: &mut egui::Ui) {
        ui.heading("politburo");
        if self.screen != Screen::Start && ui.button("Start screen").clicked() {
            self.push(Command::Screen(Screen::Start));
        }
        if self.screen != Screen::Play
            && self.saved.session.is_some()
            && ui.button("Back to the game").clicked()
        {
            self.push(Command::Screen(Screen::Play));
        }
        ui.separator();
        let Some(s) = &self.saved.session else {
            return;
        };
        let undo = s.undo_label().map(|l| l.to_string());
        let redo = s.redo_label().map(|l| l.to_string());
        let ctx = ui.ctx().clone();
        let keys = |what: Option<String>, shortcut| {
            shortcuts::hint(&ctx, &what.unwrap_or_default(), shortcut)
        };
        if ui
            .add_enabled(undo.is_some(), egui::Button::new("Undo"))
            .on_hover_text(keys(undo, &shortcuts::UNDO))
            .clicked()
        {
            self.push(Command::Undo);
        }
        if ui
            .add_enabled(redo.is_some(), egui::Button::new("Redo"))
            .on_hover_text(keys(redo, &shortcuts::REDO))
            .clicked()
        {
            self.push(Command::Redo);
        }
        // With no data folder at all the notice at start says so.
        if self.saved.store.is_some() && !self.autosaving() {
            let why = if self.saved.newer_autosave.is_some() {
                "The autosave is a newer politburo's and is left as it is (see the bar above). Use Save as… to keep this game."
            } else if self.saved.journal_held.is_some() {
                "The autosave's journal did not come back whole and could not be moved aside (see the notice): nothing is written over it. politburo tries again with every step; use Save as… meanwhile."
            } else {
                "This window does not hold the data folder (see the notice). Use Save as… to keep this game."
            };
            ui.label(RichText::new("Not autosaving").color(ui.visuals().warn_fg_color))
                .on_hover_text(why);
        } else if self.saved.autosave_failing {
            ui.label(RichText::new("Autosave failing").color(ui.visuals().error_fg_color))
                .on_hover_text(format!(
                    "The last autosave could not be written (see the notice). politburo tries again with every step, every {} s and when you close it.",
                    crate::session::writer::RETRY.as_secs()
                ));
        }
    }

    /// Physical dice, the theme and the zoom, read left to right (added in
    /// reverse when `right_to_left`): the command a widget gave, and the
    /// width they took.
    fn display_settings_ui(
        &self,
        ui: &mut egui::Ui,
        right_to_left: bool,
    ) -> (Option<Command>, f32) {
        let settings = &self.saved.settings;
        let physical_dice = |ui: &mut egui::Ui| {
            let mut physical = settings.dice == DiceMode::Physical;
            ui.checkbox(&mut physical, "Physical dice")
                .on_hover_text("Roll your own dice and type or click the face (keys 1–6)")
                .changed()
                .then_some(Command::SetDice(if physical {
                    DiceMode::Physical
                } else {
                    DiceMode::Virtual
                }))
        };
        let dark_theme = |ui: &mut egui::Ui| {
            let mut dark = settings.dark;
            ui.checkbox(&mut dark, "Dark theme")
                .changed()
                .then_some(Command::SetDark(dark))
        };
        let smaller = |ui: &mut egui::Ui| {
            let hint = shortcuts::hint(ui.ctx(), "Smaller text", &shortcuts::ZOOM_OUT);
            ui.button("A−")
                .on_hover_text(hint)
                .clicked()
                .then_some(Command::Zoom(-0.1))
        };
        let zoom = |ui: &mut egui::Ui| {
            ui.label(format!("{:.0}%", settings.zoom * 100.0));
            None
        };
        let larger = |ui: &mut egui::Ui| {
            let hint = shortcuts::hint(ui.ctx(), "Larger text", &shortcuts::ZOOM_IN);
            ui.button("A+")
                .on_hover_text(hint)
                .clicked()
                .then_some(Command::Zoom(0.1))
        };
        let items: [Setting; 5] = [&physical_dice, &dark_theme, &smaller, &zoom, &larger];
        let shown = ui.scope(|ui| {
            let mut cmd = None;
            let mut draw = |item: &Setting| {
                if let Some(c) = item(ui) {
                    cmd = Some(c);
                }
            };
            if right_to_left {
                items.iter().rev().for_each(&mut draw);
            } else {
                items.iter().for_each(&mut draw);
            }
            cmd
        });
        (shown.inner, shown.response.rect.width())
    }
}
