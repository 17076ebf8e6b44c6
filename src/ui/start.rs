//! The start screen: new game, resume, open a save or an example, and the
//! lookup tools for the other games.

use super::command::{Command, Screen};
use super::saves::SavesState;
use crate::session::{EXAMPLES, SessionStore};
use egui::RichText;

/// What the start screen draws.
pub struct StartView<'a> {
    /// Edited asset files in use or refused.
    pub notices: &'a [String],
    /// Which game "Resume last session" opens, when there is an autosave.
    pub resume: Option<Option<&'a str>>,
    pub store: Option<&'a SessionStore>,
    /// The tools for the other games: (screen, button).
    pub tools: Vec<(Screen, &'static str)>,
}

/// The start screen; what the player asks for goes to `cmds`.
pub fn start_ui(
    ui: &mut egui::Ui,
    view: &StartView,
    saves: &mut SavesState,
    cmds: &mut Vec<Command>,
) {
    crate::ui::style::page_scroll().show(ui, |ui| {
        ui.add_space(8.0);
        ui.label(RichText::new("Solitaire companion for SPI's Russian Civil War 1918–1922").text_style(super::style::Text::Title.style()));
        ui.label("The app plays the other players' turns: it rolls, reads the tables, asks you about the board and tells you what to move.");
        for n in view.notices {
            ui.colored_label(ui.visuals().warn_fg_color, n);
        }
        ui.add_space(12.0);
        ui.horizontal_wrapped(|ui| {
            // With nothing to resume, Enter starts a new game (when no
            // other control or field has the keyboard).
            let enter_new = view.resume.is_none()
                && crate::ui::shortcuts::step_may_take(ui.ctx())
                && saves.rename_from.is_none()
                && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.add(egui::Button::new(RichText::new("New game").text_style(super::style::Text::Question.style())))
                .on_hover_text("Enter starts one when there is no session to resume")
                .clicked()
                || enter_new
            {
                cmds.push(Command::NewGame);
            }
            if let Some(label) = view.resume {
                // Enter resumes, as the step most evenings start with,
                // when no other control or question has the keyboard.
                let enter = crate::ui::shortcuts::step_may_take(ui.ctx())
                    && saves.rename_from.is_none()
                    && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if ui
                    .add(egui::Button::new(RichText::new("Resume last session").text_style(super::style::Text::Question.style())))
                    .on_hover_text("Enter resumes it")
                    .clicked()
                    || enter
                {
                    cmds.push(Command::ResumeAutosave);
                }
                if let Some(l) = label {
                    ui.label(l);
                }
                ui.weak("(Enter resumes it)");
            } else {
                ui.add_enabled(false, egui::Button::new("Resume last session"))
                    .on_disabled_hover_text("No session has been played yet");
                ui.weak("(Enter starts a new game)");
            }
        });
        if let Some(b) = saves.broken.clone() {
            super::saves::broken_ui(ui, &b, &mut |c| cmds.push(c));
        }
        ui.add_space(12.0);
        ui.heading("Saved sessions");
        super::saves::list_ui(ui, saves, view.store, &mut |c| cmds.push(c));
        ui.add_space(12.0);
        ui.heading("Example sessions");
        for (i, (title, _)) in EXAMPLES.iter().enumerate() {
            if ui.button(format!("Open example: {title}")).clicked() {
                cmds.push(Command::OpenExample(i));
            }
        }
        ui.add_space(12.0);
        ui.heading("Table lookups for the other games");
        ui.horizontal_wrapped(|ui| {
            for &(screen, name) in &view.tools {
                if ui.button(name).clicked() {
                    cmds.push(Command::Screen(screen));
                }
            }
        });
        if let Some(store) = view.store {
            ui.add_space(12.0);
            ui.label(format!("Sessions are kept in {}", store.dir().display()));
        }
    });
}
