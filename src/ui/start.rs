//! The start screen: new game, resume, open a save or an example, and the
//! lookup tools for the other games.

use super::app::{App, EXAMPLES};
use super::command::{Command, Screen};
use egui::RichText;

pub fn start_ui(ui: &mut egui::Ui, app: &mut App) {
    egui::ScrollArea::vertical().show(ui, |ui| {
        ui.add_space(8.0);
        ui.label(RichText::new("Solitaire companion for SPI's Russian Civil War 1918–1922").size(20.0));
        ui.label("The app plays the other players' turns: it rolls, reads the tables, asks you about the board and tells you what to move.");
        for n in &app.catalogue.notices {
            ui.colored_label(ui.visuals().warn_fg_color, n);
        }
        ui.add_space(12.0);
        ui.horizontal_wrapped(|ui| {
            if ui.add(egui::Button::new(RichText::new("New game").size(18.0))).clicked() {
                app.push(Command::NewGame);
            }
            if app.has_autosave() {
                if ui
                    .add(egui::Button::new(RichText::new("Resume last session").size(18.0)))
                    .clicked()
                {
                    app.push(Command::ResumeAutosave);
                }
                if let Some(l) = &app.resume_label {
                    ui.label(l);
                }
            } else {
                ui.add_enabled(false, egui::Button::new("Resume last session"))
                    .on_disabled_hover_text("No session has been played yet");
            }
        });
        let mut cmds: Vec<Command> = Vec::new();
        if let Some(b) = app.saves.broken.clone() {
            super::saves::broken_ui(ui, &b, &mut |c| cmds.push(c));
        }
        ui.add_space(12.0);
        ui.heading("Saved sessions");
        super::saves::list_ui(ui, &mut app.saves, app.store.as_ref(), &mut |c| cmds.push(c));
        for c in cmds {
            app.push(c);
        }
        ui.add_space(12.0);
        ui.heading("Example sessions");
        for (i, (title, _)) in EXAMPLES.iter().enumerate() {
            if ui.button(format!("Open example: {title}")).clicked() {
                app.push(Command::OpenExample(i));
            }
        }
        ui.add_space(12.0);
        ui.heading("Table lookups for the other games");
        ui.horizontal_wrapped(|ui| {
            if ui.button("Tables, dice and odds").clicked() {
                app.push(Command::Screen(Screen::Tables));
            }
            if ui.button("Directory / Makhno combat").clicked() {
                app.push(Command::Screen(Screen::Directory));
            }
            if ui.button("Red Actions! calculators").clicked() {
                app.push(Command::Screen(Screen::RedActions));
            }
            if ui.button("Diplomacy civil disorder").clicked() {
                app.push(Command::Screen(Screen::Diplomacy));
            }
            if ui.button("A&A 1914 revolution").clicked() {
                app.push(Command::Screen(Screen::Aa1914));
            }
        });
        if let Some(store) = &app.store {
            ui.add_space(12.0);
            ui.label(format!("Sessions are kept in {}", store.dir().display()));
        }
    });
}
