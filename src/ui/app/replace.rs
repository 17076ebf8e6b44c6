//! "A game is in progress": what happens to the game in progress before
//! another replaces it.

use super::*;

/// "A game is in progress": the command that would replace the game,
/// waiting for the player's answer, with the name typed to save the game
/// in progress under, and the existing save "Save it and go on" named
/// (asked before it is replaced).
#[derive(Debug)]
pub struct Replacing {
    pub next: Command,
    pub name: String,
    confirm: Option<String>,
}

impl Replacing {
    pub(super) fn new(next: Command, name: String) -> Replacing {
        Replacing {
            next,
            name,
            confirm: None,
        }
    }
}

/// The save `c` would open, if it opens a named save.
pub(super) fn opening_of(c: &Command) -> Option<&str> {
    match c {
        Command::OpenSave(name) => Some(name.as_str()),
        _ => None,
    }
}

impl App {
    /// The name "A game is in progress" proposes for the game in progress:
    /// its own save's name, except when that is the file being opened (the
    /// same game, elsewhere in its history): then a new name beside it, so
    /// both are kept.
    pub(super) fn proposed_save_name(&self, opening: Option<&str>) -> String {
        match (self.saved.save_name.as_deref(), self.saved.session.as_ref()) {
            (Some(own), Some(s)) if Some(own) == opening => {
                let time = jiff::Zoned::now().strftime("%H.%M").to_string();
                format!("{own} (turn {}, {time})", s.game().state().turn())
            }
            (Some(own), _) => own.to_string(),
            (None, _) => String::new(),
        }
    }

    /// Whether `name` is the save being opened (or would overwrite it),
    /// by the file both resolve to.
    pub fn resolves_to_opening(&self, name: &str, opening: Option<&str>) -> bool {
        match (opening, self.saved.store.as_ref()) {
            (Some(open), Some(store)) => store.same_save(name, open),
            (Some(open), None) => open == name.trim(),
            (None, _) => false,
        }
    }

    /// "A game is in progress": names the game and asks what to do with
    /// it before another takes its place. Modal: nothing behind it takes
    /// a click or a key while it is open.
    /// Given the dialog (taken out of the app while it is drawn), puts it
    /// back before any answer is carried out.
    pub(super) fn replace_window_ui(&mut self, ctx: &egui::Context, mut r: Replacing) {
        let Some(s) = self.saved.session.as_ref() else {
            return;
        };
        let what = s.game().evening_line();
        let last = s
            .log()
            .last()
            .map(|l| l.entry.text.to_string())
            .unwrap_or_else(|| "no step played yet".to_string());
        let opening = opening_of(&r.next).map(str::to_string);
        let same_game = opening.is_some() && opening == self.saved.save_name;
        let mut answer = None;
        let modal = egui::Modal::new(egui::Id::unique("game_in_progress")).show(ctx, |ui| {
            // Enter answers the safe way: keep the game (save it and go
            // on; no name yet: cancel), or, asked about a taken name,
            // choose another.
            let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
            ui.set_max_width(520.0);
            ui.heading("A game is in progress");
            ui.label(RichText::new(&what).strong());
            ui.label(format!("Last step: {last}"));
            match (&opening, same_game) {
                (Some(name), true) => ui.label(format!(
                    "You are opening \"{name}\", the save this game came from: the game in progress is the same game at another point. Keep both: save this one under its own name first."
                )),
                _ => ui.label("It is replaced by what you opened. Keep it first?"),
            };
            let name = r.name.trim().to_string();
            if r.confirm.as_deref().is_some_and(|n| n != name) {
                r.confirm = None;
            }
            if let Some(taken) = r.confirm.clone() {
                answer = taken_name_ui(ui, &mut r, &taken, enter);
                return;
            }
            answer = self.save_first_ui(ui, &mut r, &name, opening.as_deref(), enter);
        });
        if answer.is_none() && modal.should_close() {
            answer = Some(Command::ReplaceCancel);
        }
        self.dialog = Some(Dialog::GameInProgress(r));
        if let Some(a) = answer {
            self.push(a);
        }
    }

    /// The name to save the game in progress under, "Save it and go on",
    /// "Discard it" and "Cancel", with what Enter and Escape do: the
    /// player's answer, if one was given.
    fn save_first_ui(
        &self,
        ui: &mut egui::Ui,
        r: &mut Replacing,
        name: &str,
        opening: Option<&str>,
        enter: bool,
    ) -> Option<Command> {
        let mut answer = None;
        // By the file the name resolves to, not the text typed:
        // "Evening.json" and " Evening " are "Evening" too.
        let is_opened = self.resolves_to_opening(name, opening);
        let enabled = !name.is_empty() && self.saved.store.is_some() && !is_opened;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label("Save this game as");
            ui.add(egui::TextEdit::singleline(&mut r.name).hint_text("a name"))
                .labelled_by(l.id);
            if ui
                .add_enabled(enabled, egui::Button::new("Save it and go on"))
                .on_disabled_hover_text(if is_opened {
                    "That is the save you are opening: choose another name to keep both"
                } else {
                    "Type a name (saving needs a data folder)"
                })
                .clicked()
                || (enabled && enter)
            {
                // The game's own save is saved again, not "replaced".
                let own = self.saved.save_name.as_deref().is_some_and(|own| {
                    self.saved
                        .store
                        .as_ref()
                        .is_some_and(|st| st.same_save(name, own))
                });
                let taken = !own
                    && self
                        .saved
                        .store
                        .as_ref()
                        .and_then(|st| st.save_path(name).ok())
                        .is_some_and(|p| p.exists());
                if taken {
                    r.confirm = Some(name.to_string());
                } else {
                    answer = Some(Command::ReplaceAfterSaving(name.to_string()));
                }
            }
        });
        if is_opened {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                "That is the save you are opening: choose another name to keep both.",
            );
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button("Discard it").clicked() {
                answer = Some(Command::ReplaceDiscarding);
            }
            if ui.button("Cancel").clicked() || (!enabled && enter) {
                answer = Some(Command::ReplaceCancel);
            }
        });
        ui.weak(if enabled {
            "Enter: Save it and go on. Escape: Cancel."
        } else {
            "Enter or Escape: Cancel (type a name to save the game first)."
        });
        answer
    }
}

/// Asked before "Save it and go on" replaces the save `taken`: replace it,
/// or choose another name (Enter).
fn taken_name_ui(
    ui: &mut egui::Ui,
    r: &mut Replacing,
    taken: &str,
    enter: bool,
) -> Option<Command> {
    let mut answer = None;
    ui.colored_label(
        ui.visuals().warn_fg_color,
        format!("A save called \"{taken}\" already exists. Replace it with the game in progress? (Its older version is kept as a backup.) Enter chooses another name."),
    );
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(format!("Replace \"{taken}\" and go on"))
            .clicked()
        {
            answer = Some(Command::ReplaceAfterSaving(taken.to_string()));
        }
        if ui.button("Choose another name").clicked() || enter {
            r.confirm = None;
        }
    });
    answer
}

impl App {
    /// "A game is in progress", taken out of the dialogs (none open then).
    pub(super) fn take_replacing(&mut self) -> Option<Replacing> {
        match self.dialog.take() {
            Some(Dialog::GameInProgress(r)) => Some(r),
            other => {
                self.dialog = other;
                None
            }
        }
    }
}
