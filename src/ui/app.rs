//! The app: screens, the command queue and the session it plays.
//!
//! Views never change the session in place: they push [`Command`]s, which
//! [`App::apply_commands`] carries out once per frame, autosaving after
//! every change.

use super::command::{Command, PlayTab, Screen};
use super::{human, log_view, pct_view, players, rules_ref, saves, setup, start, wizard};
use crate::catalogue::Catalogue;
use crate::dice::DiceMode;
use crate::rcw::Action;
pub use crate::session::settings::{Settings, WindowPlace};
use crate::session::{Session, SessionStore};
use egui::{Key, RichText};
use std::time::Instant;

/// A message shown under the top bar.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub text: String,
    pub error: bool,
    /// Gone with the next step (the "Undo: …" line).
    pub until_next_step: bool,
}

impl Notice {
    /// A message that stays until dismissed.
    pub fn new(text: impl Into<String>, error: bool) -> Notice {
        Notice {
            text: text.into(),
            error,
            until_next_step: false,
        }
    }
}

pub struct App {
    pub settings: Settings,
    pub screen: Screen,
    pub tab: PlayTab,
    pub session: Option<Session>,
    /// Name of the named save the session came from or was saved as.
    pub save_name: Option<String>,
    /// Every table, rule set and map in force, read once at start-up.
    pub catalogue: Catalogue,
    pub store: Option<SessionStore>,
    /// Writes the autosave off the UI thread (none when another window
    /// holds the data folder).
    autosaver: Option<crate::session::writer::AutosaveWriter>,
    /// This window's claim on the data folder.
    _folder_lock: Option<crate::session::store::FolderLock>,
    pub setup: setup::SetupForm,
    pub wizard: wizard::WizardState,
    pub human: human::HumanForm,
    pub players: players::PlayersForm,
    pub log_filter: log_view::LogFilter,
    pub rules_search: String,
    pub chances: pct_view::ChancesCache,
    /// The rules reference text, parsed once.
    reference: Result<crate::rcw::reference::Reference, String>,
    pub saves: saves::SavesState,
    pub notice: Option<Notice>,
    pub tables: super::tables_view::TablesPanel,
    pub directory: super::directory::DirectoryPanel,
    pub red_actions: super::red_actions::RedActionsPanel,
    pub diplomacy: super::diplomacy::DiplomacyPanel,
    pub aa1914: super::aa1914::Aa1914Panel,
    commands: Vec<Command>,
    /// A command that would replace the game in progress, waiting for the
    /// player's answer (save it, discard it, or cancel).
    pub replace_pending: Option<Command>,
    /// The name typed to save the game in progress before it is replaced.
    pub replace_save_name: String,
    /// "Save it and go on" named an existing save: asked before replacing.
    replace_confirm: Option<String>,
    /// The autosave was written by a newer politburo: it is left as it is
    /// and this window does not autosave until the player chooses.
    pub newer_autosave: Option<String>,
    /// Which game "Resume last session" opens (read when the start screen
    /// is shown, not every frame).
    pub resume_label: Option<String>,
    /// Where the window is now (saved in the settings on closing).
    window_place: Option<WindowPlace>,
    started: Instant,
    first_frame_logged: bool,
}

/// The bundled monospace font (Hack) also backs the proportional text, so
/// arrows and shapes used in the rules text always have a glyph.
pub(crate) fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    if let Some(list) = fonts.families.get_mut(&egui::FontFamily::Proportional)
        && !list.iter().any(|f| f == "Hack")
    {
        list.push("Hack".to_owned());
    }
    ctx.set_fonts(fonts);
}

impl App {
    /// The app on `store` (none: nothing is written, as in some tests),
    /// with the edited files of `$POLITBURO_ASSETS_DIR` or of the store's
    /// `assets/` folder. Fails only if the
    /// compiled-in data does not parse (the tests check it does).
    pub fn new(store: Option<SessionStore>) -> Result<App, String> {
        let catalogue = Catalogue::load(store.as_ref().map(SessionStore::dir))?;
        Ok(App::with_catalogue(store, catalogue))
    }

    /// The app on `store` with the game data `catalogue`.
    pub fn with_catalogue(store: Option<SessionStore>, catalogue: Catalogue) -> App {
        let (settings, settings_notice) = Settings::load(store.as_ref());
        let saves = saves::SavesState::default();
        let tables = super::tables_view::TablesPanel {
            favourites: settings.favourites.clone(),
            ..Default::default()
        };
        let (folder_lock, notice) = match store.as_ref().map(SessionStore::lock) {
            None => (None, None),
            Some(Ok(lock)) => (Some(lock), None),
            Some(Err(crate::session::StoreError::InUse { path })) => (
                None,
                Some(Notice::new(
                    format!(
                        "Another politburo window is already using this data folder ({}). This window does not autosave, so the two games cannot overwrite each other; use Save as… to keep a game played here.",
                        path.display()
                    ),
                    true,
                )),
            ),
            // Any other failure to lock: another window could be writing
            // the same files unseen, so this one does not autosave.
            Some(Err(e)) => (
                None,
                Some(Notice::new(
                    format!(
                        "This window could not claim its data folder ({e}), so it does not autosave: another window might be writing the same files. Use Save as… to keep a game played here."
                    ),
                    true,
                )),
            ),
        };
        // Said once at start, before the first step: a folder that cannot
        // be written (read-only, full, a file in its place).
        let notice = match (&folder_lock, store.as_ref()) {
            (Some(_), Some(s)) => match s.check_writable() {
                Ok(()) => notice,
                Err(e) => Some(Notice::new(
                    format!("The data folder cannot be written, so nothing will be saved: {e}"),
                    true,
                )),
            },
            _ => notice,
        };
        let notice = notice.or(settings_notice.map(|text| Notice::new(text, true)));
        // With the folder held, no other window can be writing a temporary
        // file in it: whatever is left is a crash's leftover.
        if let (Some(lock), Some(s)) = (&folder_lock, store.as_ref()) {
            s.clean_temps_while_locked(lock);
        }
        let newer_autosave = store
            .as_ref()
            .filter(|_| folder_lock.is_some())
            .and_then(|s| s.newer_autosave::<crate::session::SessionData>())
            .map(|e| e.to_string());
        // Only the window holding the lock writes the autosave.
        let autosaver = store
            .clone()
            .filter(|_| folder_lock.is_some())
            .map(crate::session::writer::AutosaveWriter::new);
        let mut app = App {
            settings,
            screen: Screen::Start,
            tab: PlayTab::Wizard,
            session: None,
            save_name: None,
            catalogue,
            store,
            autosaver,
            _folder_lock: folder_lock,
            setup: setup::SetupForm::default(),
            wizard: wizard::WizardState::default(),
            human: human::HumanForm::default(),
            players: players::PlayersForm::default(),
            log_filter: log_view::LogFilter::default(),
            rules_search: String::new(),
            chances: Default::default(),
            reference: crate::rcw::reference::Reference::builtin(),
            saves,
            notice,
            tables,
            directory: Default::default(),
            red_actions: Default::default(),
            diplomacy: Default::default(),
            aa1914: Default::default(),
            commands: Vec::new(),
            replace_pending: None,
            replace_save_name: String::new(),
            replace_confirm: None,
            newer_autosave,
            resume_label: None,
            window_place: None,
            started: Instant::now(),
            first_frame_logged: false,
        };
        app.refresh_resume_label();
        app
    }

    pub fn push(&mut self, c: Command) {
        self.commands.push(c);
    }

    /// A notice about the step just taken back or redone: the next step
    /// clears it.
    fn step_notice(&mut self, text: String) {
        self.notice = Some(Notice {
            text,
            error: false,
            until_next_step: true,
        });
    }

    /// A step or edit was refused: said where the player is looking (the
    /// wizard draws its own; every other tab uses the notice bar).
    fn refused(&mut self, why: String) {
        if self.screen == Screen::Play && self.tab == PlayTab::Wizard {
            self.wizard.error = Some(why);
        } else {
            self.notice(format!("Not done: {why}"), true);
        }
    }

    /// A step was taken: the last one's notice is out of date.
    fn stepped(&mut self) {
        self.wizard.error = None;
        if self.notice.as_ref().is_some_and(|n| n.until_next_step) {
            self.notice = None;
        }
        self.autosave();
    }

    fn notice(&mut self, text: impl Into<String>, error: bool) {
        self.notice = Some(Notice::new(text, error));
    }

    /// Draws one frame (eframe and the UI tests both call this).
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if !self.first_frame_logged {
            install_fonts(&ctx);
            // The app's own Ctrl +/− change the remembered text size; egui's
            // built-in keyboard zoom would take the keys first and then be
            // reset to the setting every frame.
            ctx.options_mut(|o| o.zoom_with_keyboard = false);
        }
        if (ctx.zoom_factor() - self.settings.zoom).abs() > f32::EPSILON {
            ctx.set_zoom_factor(self.settings.zoom);
        }
        let theme = if self.settings.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        };
        if ctx.theme() != theme {
            ctx.set_theme(theme);
        }
        self.autosave_results();
        // Size from the inner rectangle (what the window is created with),
        // position from the outer one (where the window manager put it).
        let (outer, inner) = ctx.input(|i| (i.viewport().outer_rect, i.viewport().inner_rect));
        if let (Some(o), Some(r)) = (outer, inner) {
            self.window_place = Some(WindowPlace {
                x: o.min.x,
                y: o.min.y,
                width: r.width(),
                height: r.height(),
            });
        }
        self.shortcuts(&ctx);
        egui::Panel::top("top_bar").show(ui, |ui| self.top_bar_ui(ui));
        if let Some(n) = self.notice.clone() {
            egui::Panel::top("notice").show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    let colour = if n.error {
                        ui.visuals().error_fg_color
                    } else {
                        ui.visuals().hyperlink_color
                    };
                    ui.label(RichText::new(&n.text).color(colour));
                    if ui.small_button("Dismiss").clicked() {
                        self.notice = None;
                    }
                });
            });
        }
        if let Some(why) = self.newer_autosave.clone() {
            egui::Panel::top("newer_autosave").show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(format!("The autosave is not this version's: {why}. This window does not autosave over it.")).color(ui.visuals().warn_fg_color));
                    if ui
                        .button("Keep it aside as autosave.newer-N.json and autosave here")
                        .clicked()
                    {
                        self.push(Command::SetAsideNewerAutosave);
                    }
                });
            });
        }
        // A modal dialog takes the keyboard: the screen behind it gets no
        // key, so Enter cannot answer a step or tick a box there.
        let held_keys = self
            .modal_open()
            .then(|| ctx.input_mut(|i| std::mem::take(&mut i.events)));
        match self.screen {
            Screen::Start => {
                let has_autosave = self.has_autosave();
                let mut cmds = Vec::new();
                egui::CentralPanel::default().show(ui, |ui| {
                    let view = start::StartView {
                        notices: &self.catalogue.notices,
                        resume: has_autosave.then_some(self.resume_label.as_deref()),
                        store: self.store.as_ref(),
                    };
                    start::start_ui(ui, &view, &mut self.saves, &mut cmds);
                });
                for c in cmds {
                    self.push(c);
                }
            }
            Screen::Setup => {
                egui::CentralPanel::default().show(ui, |ui| {
                    if let Some(c) = setup::setup_ui(ui, &mut self.setup, &self.catalogue.rules) {
                        self.push(c);
                    }
                });
            }
            Screen::Play => self.play_ui(ui),
            Screen::Tables => {
                self.tables.physical = self.settings.dice == DiceMode::Physical;
                egui::CentralPanel::default().show(ui, |ui| {
                    super::tables_view::tables_ui(ui, &mut self.tables, &self.catalogue.tables);
                });
                if self.tables.favourites != self.settings.favourites {
                    self.settings.favourites = self.tables.favourites.clone();
                    self.save_settings();
                }
            }
            Screen::Directory => {
                egui::CentralPanel::default().show(ui, |ui| {
                    super::directory::directory_ui(ui, &mut self.directory, &self.catalogue.tables)
                });
            }
            Screen::RedActions => {
                self.red_actions.roll.physical = self.settings.dice == DiceMode::Physical;
                egui::CentralPanel::default().show(ui, |ui| {
                    super::red_actions::red_actions_ui(
                        ui,
                        &mut self.red_actions,
                        &self.catalogue.tables,
                    )
                });
            }
            Screen::Diplomacy => {
                egui::CentralPanel::default().show(ui, |ui| {
                    super::diplomacy::diplomacy_ui(ui, &mut self.diplomacy, &self.catalogue)
                });
            }
            Screen::Aa1914 => {
                egui::CentralPanel::default().show(ui, |ui| {
                    super::aa1914::aa1914_ui(ui, &mut self.aa1914, &self.catalogue.civil_war)
                });
            }
        }
        if let Some(events) = held_keys {
            ctx.input_mut(|i| i.events = events);
        }
        if self.replace_pending.is_some() {
            self.replace_window_ui(&ctx);
        }
        let stepped = self.commands.iter().any(|c| {
            matches!(
                c,
                Command::Apply(_) | Command::Roll | Command::Undo | Command::Redo
            )
        });
        self.apply_commands();
        if stepped && !ctx.text_edit_focused() {
            // The button that answered a step must not keep keyboard focus,
            // or the next Enter would press it again instead of the default.
            ctx.memory_mut(|m| {
                if let Some(id) = m.focused() {
                    m.surrender_focus(id);
                }
            });
        }
        if !self.first_frame_logged {
            self.first_frame_logged = true;
            eprintln!(
                "politburo: first frame {} ms after start-up",
                self.started.elapsed().as_millis()
            );
        }
    }

    /// Whether a modal dialog is open (it takes the keyboard).
    pub fn modal_open(&self) -> bool {
        self.replace_pending.is_some()
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        if self.modal_open() {
            return;
        }
        let (undo, redo, save, plus, minus) = ctx.input(|i| {
            let cmd = i.modifiers.command;
            (
                cmd && !i.modifiers.shift && i.key_pressed(Key::Z),
                cmd && (i.key_pressed(Key::Y) || (i.modifiers.shift && i.key_pressed(Key::Z))),
                cmd && i.key_pressed(Key::S),
                cmd && (i.key_pressed(Key::Plus) || i.key_pressed(Key::Equals)),
                cmd && i.key_pressed(Key::Minus),
            )
        });
        // Ctrl+Z in a text field undoes the typing, never a game step.
        let typing = ctx.text_edit_focused();
        if self.screen == Screen::Play && !typing {
            if undo {
                self.push(Command::Undo);
            }
            if redo {
                self.push(Command::Redo);
            }
            if save {
                match self.save_name.clone() {
                    Some(name) => self.push(Command::SaveAs(name)),
                    None => self.saves.show_save_as = true,
                }
            }
        }
        if plus {
            self.push(Command::Zoom(0.1));
        }
        if minus {
            self.push(Command::Zoom(-0.1));
        }
    }

    /// The save a waiting command would open, if it opens a named save.
    fn opening_save(&self) -> Option<&str> {
        match &self.replace_pending {
            Some(Command::OpenSave(name)) => Some(name.as_str()),
            _ => None,
        }
    }

    /// The name "A game is in progress" proposes for the game in progress:
    /// its own save's name, except when that is the file being opened (the
    /// same game, elsewhere in its history): then a new name beside it, so
    /// both are kept.
    fn proposed_save_name(&self, opening: Option<&str>) -> String {
        match (self.save_name.as_deref(), self.session.as_ref()) {
            (Some(own), Some(s)) if Some(own) == opening => {
                let time = jiff::Zoned::now().strftime("%H.%M").to_string();
                format!("{own} (turn {}, {time})", s.game().state.turn())
            }
            (Some(own), _) => own.to_string(),
            (None, _) => String::new(),
        }
    }

    /// "A game is in progress": names the game and asks what to do with
    /// it before another takes its place. Modal: nothing behind it takes
    /// a click or a key while it is open.
    fn replace_window_ui(&mut self, ctx: &egui::Context) {
        let Some(s) = self.session.as_ref() else {
            self.replace_pending = None;
            return;
        };
        let what = s.game().evening_line();
        let last = s
            .log()
            .last()
            .map(|l| l.entry.text.to_string())
            .unwrap_or_else(|| "no step played yet".to_string());
        let opening = self.opening_save().map(str::to_string);
        let same_game = opening.is_some() && opening == self.save_name;
        let mut answer = None;
        let modal = egui::Modal::new(egui::Id::unique("game_in_progress")).show(ctx, |ui| {
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
            let name = self.replace_save_name.trim().to_string();
            if self.replace_confirm.as_deref().is_some_and(|n| n != name) {
                self.replace_confirm = None;
            }
            if let Some(taken) = self.replace_confirm.clone() {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    format!("A save called \"{taken}\" already exists. Replace it with the game in progress? (Its older version is kept as a backup.)"),
                );
                ui.horizontal_wrapped(|ui| {
                    if ui.button(format!("Replace \"{taken}\" and go on")).clicked() {
                        answer = Some(Command::ReplaceAfterSaving(taken.clone()));
                    }
                    if ui.button("Choose another name").clicked() {
                        self.replace_confirm = None;
                    }
                });
                return;
            }
            ui.horizontal_wrapped(|ui| {
                let l = ui.label("Save this game as");
                ui.add(egui::TextEdit::singleline(&mut self.replace_save_name).hint_text("a name"))
                    .labelled_by(l.id);
                let is_opened = opening.as_deref() == Some(name.as_str());
                let enabled = !name.is_empty() && self.store.is_some() && !is_opened;
                if ui
                    .add_enabled(enabled, egui::Button::new("Save it and go on"))
                    .on_disabled_hover_text(if is_opened {
                        "That is the save you are opening: choose another name to keep both"
                    } else {
                        "Type a name (saving needs a data folder)"
                    })
                    .clicked()
                {
                    let taken = self
                        .store
                        .as_ref()
                        .and_then(|st| st.save_path(&name).ok())
                        .is_some_and(|p| p.exists());
                    if taken {
                        self.replace_confirm = Some(name.clone());
                    } else {
                        answer = Some(Command::ReplaceAfterSaving(name.clone()));
                    }
                }
            });
            if opening.as_deref() == Some(name.as_str()) {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    "That is the save you are opening: choose another name to keep both.",
                );
            }
            ui.horizontal_wrapped(|ui| {
                if ui.button("Discard it").clicked() {
                    answer = Some(Command::ReplaceDiscarding);
                }
                if ui.button("Cancel").clicked() {
                    answer = Some(Command::ReplaceCancel);
                }
            });
        });
        if answer.is_none() && modal.should_close() {
            answer = Some(Command::ReplaceCancel);
        }
        if let Some(a) = answer {
            self.push(a);
        }
    }

    fn top_bar_ui(&mut self, ui: &mut egui::Ui) {
        ui.horizontal_wrapped(|ui| {
            ui.heading("politburo");
            if self.screen != Screen::Start && ui.button("Start screen").clicked() {
                self.push(Command::Screen(Screen::Start));
            }
            if self.screen != Screen::Play
                && self.session.is_some()
                && ui.button("Back to the game").clicked()
            {
                self.push(Command::Screen(Screen::Play));
            }
            ui.separator();
            if let Some(s) = &self.session {
                ui.label(RichText::new(s.game().evening_line()).strong());
                ui.separator();
                let undo = s.undo_label();
                let redo = s.redo_label();
                if ui
                    .add_enabled(undo.is_some(), egui::Button::new("Undo"))
                    .on_hover_text(undo.unwrap_or_default())
                    .clicked()
                {
                    self.push(Command::Undo);
                }
                if ui
                    .add_enabled(redo.is_some(), egui::Button::new("Redo"))
                    .on_hover_text(redo.unwrap_or_default())
                    .clicked()
                {
                    self.push(Command::Redo);
                }
                if self.store.is_some()
                    && (self.autosaver.is_none() || self.newer_autosave.is_some())
                {
                    ui.label(
                        RichText::new("Not autosaving")
                            .color(ui.visuals().warn_fg_color),
                    )
                    .on_hover_text(
                        "This window does not hold the data folder (see the notice). Use Save as… to keep this game.",
                    );
                }
            }
            ui.separator();
            let mut physical = self.settings.dice == DiceMode::Physical;
            if ui
                .checkbox(&mut physical, "Physical dice")
                .on_hover_text("Roll your own dice and type or click the face (keys 1–6)")
                .changed()
            {
                self.push(Command::SetDice(if physical {
                    DiceMode::Physical
                } else {
                    DiceMode::Virtual
                }));
            }
            let mut dark = self.settings.dark;
            if ui.checkbox(&mut dark, "Dark theme").changed() {
                self.push(Command::SetDark(dark));
            }
            if ui
                .button("A−")
                .on_hover_text("Smaller text (Ctrl −)")
                .clicked()
            {
                self.push(Command::Zoom(-0.1));
            }
            ui.label(format!("{:.0}%", self.settings.zoom * 100.0));
            if ui
                .button("A+")
                .on_hover_text("Larger text (Ctrl +)")
                .clicked()
            {
                self.push(Command::Zoom(0.1));
            }
        });
    }

    fn play_ui(&mut self, ui: &mut egui::Ui) {
        let Some(session) = self.session.as_ref() else {
            self.screen = Screen::Start;
            return;
        };
        let mut cmds: Vec<Command> = Vec::new();
        // A narrow window (or a large zoom) keeps most of its width for the
        // order being read: the side panel takes at most a third of it.
        let side_max = (ui.available_width() / 3.0).max(160.0);
        egui::Panel::left("players_side")
            .resizable(true)
            .default_size(300.0_f32.min(side_max))
            .max_size(side_max)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    pct_view::side_ui(ui, session, self.settings.dark);
                });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for (tab, label) in [
                    (PlayTab::Wizard, "Bot turn"),
                    (PlayTab::Table, "PCT"),
                    (PlayTab::Players, "Players"),
                    (PlayTab::Human, "Your turn"),
                    (PlayTab::Log, "Log"),
                    (PlayTab::Rules, "Rules"),
                ] {
                    if ui.selectable_label(self.tab == tab, label).clicked() {
                        cmds.push(Command::Tab(tab));
                    }
                }
                ui.separator();
                if ui.button("Save as…").clicked() {
                    self.saves.show_save_as = true;
                }
                if ui.button("Saves").clicked() {
                    self.saves.show_list = !self.saves.show_list;
                }
                if ui.button("Export log (Markdown)").clicked() {
                    cmds.push(Command::ExportMarkdown);
                }
                if ui.button("Export session file").clicked() {
                    cmds.push(Command::ExportSession);
                }
            });
            ui.separator();
            match self.tab {
                PlayTab::Wizard => {
                    wizard::wizard_ui(ui, session, &mut self.wizard, self.settings.dice, &mut cmds)
                }
                PlayTab::Table => {
                    pct_view::pct_ui(ui, session, self.settings.dark, &mut self.chances)
                }
                PlayTab::Players => players::players_ui(ui, session, &mut self.players, &mut cmds),
                PlayTab::Human => human::human_ui(ui, session, &mut self.human, &mut cmds),
                PlayTab::Log => log_view::log_ui(ui, session, &mut self.log_filter, &mut cmds),
                PlayTab::Rules => rules_ref::rules_ui(
                    ui,
                    session.rules(),
                    &self.reference,
                    &mut self.rules_search,
                ),
            }
        });
        saves::saves_windows(ui.ctx(), &mut self.saves, self.store.as_ref(), &mut cmds);
        self.commands.extend(cmds);
    }

    /// Carries out the queued commands.
    pub fn apply_commands(&mut self) {
        let cmds = std::mem::take(&mut self.commands);
        for c in cmds {
            self.apply(c);
        }
    }

    fn apply(&mut self, c: Command) {
        // Never replace the game in progress unasked. Resuming the autosave
        // this window writes is resuming this very game.
        let same_game = matches!(c, Command::ResumeAutosave) && self.autosaver.is_some();
        if c.replaces_game() && self.session.is_some() && !same_game {
            self.replace_pending = Some(c);
            self.replace_confirm = None;
            self.replace_save_name = self.proposed_save_name(self.opening_save());
            return;
        }
        self.apply_now(c);
    }

    fn apply_now(&mut self, c: Command) {
        match c {
            Command::Screen(s) => {
                self.screen = s;
                if s == Screen::Start {
                    self.saves.refresh = true;
                    self.refresh_resume_label();
                }
            }
            Command::Tab(t) => self.tab = t,
            Command::NewGame => {
                self.setup = setup::SetupForm::default();
                self.screen = Screen::Setup;
            }
            Command::StartGame(setup) => {
                match Session::new(
                    setup,
                    self.catalogue.rules.clone(),
                    crate::dice::Dice::from_entropy().seed,
                ) {
                    Ok(s) => {
                        self.session = Some(s);
                        self.save_name = None;
                        self.screen = Screen::Play;
                        self.tab = PlayTab::Wizard;
                        self.notice = None;
                        self.autosave();
                    }
                    Err(e) => self.notice(format!("The setup is not valid: {e}"), true),
                }
            }
            Command::Apply(action) => {
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                let own_act = matches!(action, Action::Act(_));
                match s.apply(action) {
                    Ok(()) => {
                        // Your own act is confirmed where you are looking:
                        // what was recorded and what it did to the PCT.
                        let said = own_act.then(|| {
                            s.step_lines(s.cursor().saturating_sub(1))
                                .iter()
                                .map(|l| l.entry.text.to_string())
                                .collect::<Vec<_>>()
                        });
                        self.stepped();
                        if let Some(lines) = said {
                            self.notice(format!("Recorded: {}.", lines.join("; ")), false);
                        }
                    }
                    Err(e) => self.refused(e.to_string()),
                }
            }
            Command::Roll => {
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                match s.roll() {
                    Ok(_) => self.stepped(),
                    Err(e) => self.refused(e.to_string()),
                }
            }
            Command::Undo => {
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                match s.undo() {
                    Ok(Some(label)) => {
                        self.step_notice(label);
                        self.autosave();
                    }
                    Ok(None) => {}
                    Err(e) => self.notice(format!("Could not undo: {e}"), true),
                }
            }
            Command::Redo => {
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                match s.redo() {
                    Ok(Some(label)) => {
                        self.step_notice(label);
                        self.autosave();
                    }
                    Ok(None) => {}
                    Err(e) => self.notice(format!("Could not redo: {e}"), true),
                }
            }
            Command::GoTo(at) => {
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                match s.go_to(at) {
                    Ok(()) => {
                        self.notice("Rolled back; Redo brings the later steps back.", false);
                        self.autosave();
                    }
                    Err(e) => self.notice(e.to_string(), true),
                }
            }
            Command::ResumeAutosave => self.resume_autosave(),
            Command::ResumeBackup(path) => self.open_path(&path, None),
            Command::OpenExample(i) => {
                let Some((title, text)) = crate::session::EXAMPLES.get(i) else {
                    return;
                };
                match crate::session::decode_session(
                    text,
                    std::path::Path::new(&format!("example: {title}")),
                ) {
                    Ok(s) => {
                        self.session = Some(s);
                        self.save_name = None;
                        self.screen = Screen::Play;
                        self.notice(format!("Opened the example \"{title}\". Your changes go to the autosave, not to the example."), false);
                        self.autosave();
                    }
                    Err(e) => self.notice(format!("The example does not open: {e}"), true),
                }
            }
            Command::OpenSave(name) => {
                let Some(store) = self.store.as_ref() else {
                    return;
                };
                match store.save_path(&name) {
                    Ok(p) => self.open_path(&p, Some(name)),
                    Err(e) => self.notice(e.to_string(), true),
                }
            }
            Command::SaveAs(name) => {
                let (Some(store), Some(s)) = (self.store.as_ref(), self.session.as_ref()) else {
                    return;
                };
                match store.save_as(&name, s.data()) {
                    Ok(report) => {
                        self.save_name = Some(name.clone());
                        self.saves.refresh = true;
                        let extra = report
                            .moved_aside
                            .map(|m| format!(" {m}"))
                            .unwrap_or_default();
                        self.notice(format!("Saved as \"{name}\".{extra}"), false);
                    }
                    Err(e) => self.notice(format!("Could not save: {e}"), true),
                }
            }
            Command::RenameSave(from, to) => {
                let Some(store) = self.store.as_ref() else {
                    return;
                };
                match store.rename_save(&from, &to) {
                    Ok(_) => {
                        if self.save_name.as_deref() == Some(from.as_str()) {
                            self.save_name = Some(to.clone());
                        }
                        self.saves.refresh = true;
                        self.notice(format!("Renamed \"{from}\" to \"{to}\""), false);
                    }
                    Err(e) => self.notice(format!("Could not rename: {e}"), true),
                }
            }
            Command::DeleteSave(name) => {
                let Some(store) = self.store.as_ref() else {
                    return;
                };
                match store.delete_save(&name) {
                    Ok(d) => {
                        self.saves.refresh = true;
                        self.notice(
                            format!(
                                "Deleted \"{name}\"; it can still be recovered from {}",
                                d.trash_path.display()
                            ),
                            false,
                        );
                    }
                    Err(e) => self.notice(format!("Could not delete: {e}"), true),
                }
            }
            Command::ExportMarkdown => self.export_markdown(),
            Command::ExportSession => self.export_session(),
            Command::ImportSession => self.import_session(),
            Command::SetDice(m) => {
                self.settings.dice = m;
                self.save_settings();
            }
            Command::SetDark(d) => {
                self.settings.dark = d;
                self.save_settings();
            }
            Command::Zoom(d) => {
                self.settings.zoom = ((self.settings.zoom + d) * 10.0).round() / 10.0;
                self.settings.zoom = self.settings.zoom.clamp(0.6, 3.0);
                self.save_settings();
            }
            Command::Status(t) => self.notice(t, false),
            Command::Error(t) => self.notice(t, true),
            Command::ReplaceAfterSaving(name) => {
                let Some(next) = self.replace_pending.take() else {
                    return;
                };
                self.replace_confirm = None;
                self.apply_now(Command::SaveAs(name.clone()));
                // Go on only if the game was saved under that name.
                if self.save_name.as_deref() == Some(name.as_str()) {
                    self.apply_now(next);
                }
            }
            Command::ReplaceDiscarding => {
                if let Some(next) = self.replace_pending.take() {
                    self.apply_now(next);
                }
            }
            Command::ReplaceCancel => self.replace_pending = None,
            Command::SetAsideNewerAutosave => {
                let Some(store) = self.store.as_ref() else {
                    return;
                };
                match store.set_aside_newer_autosave() {
                    Ok(to) => {
                        self.newer_autosave = None;
                        self.notice(
                            format!(
                                "The newer politburo's autosave is kept, untouched, as {}; this window autosaves again.",
                                to.display()
                            ),
                            false,
                        );
                        self.refresh_resume_label();
                        self.autosave();
                    }
                    Err(e) => self.notice(format!("Could not keep it aside: {e}"), true),
                }
            }
            Command::RestoreVersion { path, name } => {
                let Some(store) = self.store.as_ref() else {
                    return;
                };
                match crate::session::restore_version(store, &path, &name) {
                    Ok(name) => {
                        self.saves.refresh = true;
                        self.notice(
                            format!("Restored as the save \"{name}\"; open it from Saves."),
                            false,
                        );
                    }
                    Err(e) => self.notice(format!("Not restored: {e}"), true),
                }
            }
        }
    }

    fn save_settings(&mut self) {
        let Some(store) = self.store.as_ref() else {
            return;
        };
        if let Err(e) = self.settings.save(store) {
            self.notice(format!("Could not save the settings: {e}"), true);
        }
    }

    /// Queues the session for the autosave (written in the background).
    fn autosave(&mut self) {
        if self.newer_autosave.is_some() {
            return;
        }
        let (Some(w), Some(s)) = (self.autosaver.as_ref(), self.session.as_ref()) else {
            return;
        };
        w.submit(s.data().clone());
    }

    /// Reports autosaves that failed (or moved a broken file aside).
    fn autosave_results(&mut self) {
        let Some(w) = self.autosaver.as_ref() else {
            return;
        };
        for r in w.poll() {
            match r {
                Err(e) => self.notice(format!("Autosave failed: {e}"), true),
                Ok(report) => {
                    if let Some(m) = report.moved_aside {
                        self.notice(
                            format!(
                                "The old autosave could not be read ({}); it was kept as {} and a new one written.",
                                m.reason,
                                m.to.display()
                            ),
                            true,
                        );
                    }
                }
            }
        }
    }

    /// Keeps the window's place for the next start (on closing).
    pub fn remember_window(&mut self) {
        if self.window_place.is_some() && self.window_place != self.settings.window {
            self.settings.window = self.window_place;
            self.save_settings();
        }
    }

    /// Waits until the autosave is on disk (before reading files, and on
    /// closing).
    pub fn flush_saves(&mut self) {
        if let Some(w) = self.autosaver.as_ref() {
            w.flush();
        }
        self.autosave_results();
    }

    /// Reads which game the autosave holds, for the start screen.
    pub fn refresh_resume_label(&mut self) {
        self.flush_saves();
        self.resume_label = self
            .store
            .as_ref()
            .and_then(|s| crate::session::files::describe_file(&s.autosave_path()));
    }

    /// Whether there is an autosave to offer on the start screen.
    pub fn has_autosave(&self) -> bool {
        self.store
            .as_ref()
            .is_some_and(|s| s.autosave_path().is_file())
    }

    fn resume_autosave(&mut self) {
        let Some(store) = self.store.as_ref() else {
            return;
        };
        let path = store.autosave_path();
        self.open_path(&path, None);
    }

    fn open_path(&mut self, path: &std::path::Path, name: Option<String>) {
        // A file read now must not miss a save still being written.
        self.flush_saves();
        let t = Instant::now();
        match crate::session::load_session(path) {
            Ok(s) => {
                eprintln!(
                    "politburo: session of {} steps opened in {} ms ({})",
                    s.len(),
                    t.elapsed().as_millis(),
                    path.display()
                );
                self.session = Some(s);
                self.save_name = name;
                self.screen = Screen::Play;
                self.notice = None;
                self.saves.broken = None;
            }
            Err(e) if e.is_broken_file() => {
                // Never overwritten: offer the newest backup that loads.
                let backups = self
                    .store
                    .as_ref()
                    .map(|s| crate::session::loadable_backups(s, path))
                    .unwrap_or_default();
                let message = format!("This file does not open as a game: {e}");
                self.saves.broken = Some(saves::Broken {
                    message: message.clone(),
                    backups,
                });
                self.notice(message, true);
            }
            // Not found, unreadable, or from a newer politburo: the file is
            // not broken, so no backups are offered in its place.
            Err(e) => self.notice(format!("Could not open the game: {e}"), true),
        }
    }

    fn export_markdown(&mut self) {
        let (Some(store), Some(s)) = (self.store.as_ref(), self.session.as_ref()) else {
            return;
        };
        let title = self
            .save_name
            .clone()
            .unwrap_or_else(|| "politburo game".to_string());
        match crate::session::export_report(store, &title, &s.to_markdown(&title)) {
            Ok(path) => self.notice(format!("Game report written to {}", path.display()), false),
            Err(e) => self.notice(format!("Could not write the report: {e}"), true),
        }
    }

    fn export_session(&mut self) {
        let (Some(store), Some(s)) = (self.store.as_ref(), self.session.as_ref()) else {
            return;
        };
        let title = self.save_name.clone().unwrap_or_else(default_save_name);
        match crate::session::export_to_exports(store, s.data(), &title) {
            Ok(path) => self.notice(format!("Session exported to {}", path.display()), false),
            Err(e) => self.notice(format!("Could not export: {e}"), true),
        }
    }

    fn import_session(&mut self) {
        let Some(store) = self.store.as_ref() else {
            return;
        };
        let path = std::path::PathBuf::from(self.saves.import_path.trim());
        match crate::session::import_session(store, &path) {
            Ok(name) => {
                self.saves.refresh = true;
                self.notice(format!("Imported as \"{name}\""), false);
            }
            Err(e) => self.notice(format!("Not imported: {e}"), true),
        }
    }
}

fn default_save_name() -> String {
    "my game".to_string()
}

/// Opens the native window.
pub fn run_native() -> std::process::ExitCode {
    // Start-up is timed from here (before the window and GPU are set up)
    // to the first frame.
    let started = Instant::now();
    let store = match SessionStore::open_default() {
        Ok(s) => Some(s),
        Err(e) => {
            eprintln!("politburo: no data directory, nothing will be saved: {e}");
            None
        }
    };
    // The window opens where it was last closed, at its size. (Read only:
    // a settings file that does not read is dealt with, and reported, by
    // the app itself.)
    let place = store.as_ref().and_then(Settings::window_of);
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("politburo")
        .with_app_id(super::APP_ID)
        .with_inner_size([1280.0, 820.0]);
    if let Some(icon) = super::window_icon() {
        viewport = viewport.with_icon(icon);
    }
    if let Some(w) = place.filter(|w| w.width >= 320.0 && w.height >= 240.0) {
        viewport = viewport
            .with_inner_size([w.width, w.height])
            .with_position([w.x, w.y]);
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    // SIGINT/SIGTERM (Ctrl+C in the terminal, logout): the queued autosave
    // is flushed as on a normal close, then the process ends.
    let on_signal: crate::session::writer::SignalFlush = Default::default();
    if let Err(e) = crate::session::writer::flush_on_signals(on_signal.clone()) {
        eprintln!(
            "politburo: cannot watch for Ctrl+C or logout ({e}); close the window to be sure the last step is saved"
        );
    }
    let result = eframe::run_native(
        "politburo",
        options,
        Box::new(move |_cc| {
            let mut app = App::new(store)?;
            if let Some(w) = app.autosaver.as_ref() {
                let _ = on_signal.set(w.flush_handle());
            }
            app.started = started;
            Ok(Box::new(NativeApp(app)) as Box<dyn eframe::App>)
        }),
    );
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("politburo: could not open the window: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

struct NativeApp(App);

impl eframe::App for NativeApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.0.ui(ui);
    }

    fn on_exit(&mut self) {
        self.0.flush_saves();
        self.0.remember_window();
    }
}
