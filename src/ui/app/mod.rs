//! The app: screens, the command queue and the session it plays.
//!
//! Views never change the session in place: they push [`Command`]s, which
//! [`App::apply_commands`] carries out once per frame, autosaving after
//! every change.
//!
//! - `mod.rs`: the app's state and its frame (screens, top bar, play tabs).
//!   Its fields are private: `access.rs` is what is seen from outside.
//! - `commands.rs`: carrying out the commands (no drawing: testable without
//!   the UI harness).
//! - `save_commands.rs`: the commands on named saves.
//! - `replace.rs`: "A game is in progress", before a game replaces it.
//! - `files.rs`: settings, autosave, opening, importing and exporting.
//! - `native.rs`: the desktop window (eframe).
//! - `crash_notice.rs`: the crash reports of an earlier run, offered once.
//! - `start_up.rs`: the app as it starts: the data folder claimed, what the
//!   last run left said, the autosave writer.

use super::command::{Command, PlayTab, Screen};
use super::{
    board_view, human, log_view, pct_view, players, rules_ref, saves, setup, start, wizard,
};
use crate::catalogue::Catalogue;
use crate::dice::DiceMode;
use crate::rcw::Action;
pub use crate::session::settings::Settings;
use crate::session::{Session, SessionStore};
use egui::RichText;
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

/// A modal dialog of the app.
#[derive(Debug)]
pub enum Dialog {
    /// "A game is in progress": a command that would replace the game in
    /// progress, waiting for the player's answer.
    GameInProgress(replace::Replacing),
    /// Save as… or the list of saves.
    Saves(saves::SavesDialog),
    /// "Delete this save?" (Enter keeps it), and the saves' dialog to go
    /// back to once answered (none from the start screen).
    ConfirmDelete {
        name: String,
        back: Option<saves::SavesDialog>,
    },
}

/// The window: its shell (screen, dialogs, notices, the commands of the
/// frame), what is kept on disk, and the forms the player fills in.
pub struct App {
    /// What is kept on disk: the game, its name, the settings and the
    /// store they are written to.
    saved: Saved,
    /// What the player is filling in on each screen, kept between frames.
    forms: Forms,
    screen: Screen,
    tab: PlayTab,
    /// Every table, rule set and map in force, read once at start-up.
    catalogue: Catalogue,
    /// The file dialog's answer, while it is open.
    /// (the file chosen, if one was, and how long the dialog took).
    file_choice:
        Option<std::sync::mpsc::Receiver<(Option<std::path::PathBuf>, std::time::Duration)>>,
    /// The rules reference text, parsed once.
    reference: Result<crate::rcw::reference::Reference, crate::rcw::reference::ReferenceError>,
    notice: Option<Notice>,
    commands: Vec<Command>,
    /// The dialog open, if one is: each is modal, one at a time.
    dialog: Option<Dialog>,
    /// This window's running marker, removed when it closes.
    _running: Option<crate::crash::RunningMark>,
    /// Which game "Resume last session" opens (read when the start screen
    /// is shown, not every frame).
    resume_label: Option<String>,
    /// Key presses that came in the same frame as another step's key,
    /// given to the next frame.
    held_keys: Vec<egui::Event>,
    /// The Resume label being read from the autosave off this thread.
    label_job: Option<std::sync::mpsc::Receiver<Option<String>>>,
    /// Whether the autosave file exists, looked at with the label.
    autosave_on_disk: bool,
    started: Instant,
    /// When the window (and its GPU) was ready, and when the app was
    /// (its tables, settings and folder read): said with the first frame.
    start_split: Option<(std::time::Duration, std::time::Duration)>,
    first_frame_logged: bool,
    /// No settings file was found: the text size is picked for the
    /// screen once its size is known ([`first_start`]).
    first_start: bool,
    /// How wide the display settings were drawn last frame: the top bar
    /// keeps them at its right end while the row has room for them.
    top_bar_settings_width: f32,
}

/// The parts of the window that are kept on disk (the game, the settings)
/// and what writes them.
pub(super) struct Saved {
    settings: Settings,
    session: Option<Session>,
    /// Name of the named save the session came from or was saved as.
    save_name: Option<String>,
    store: Option<SessionStore>,
    /// Writes the autosave off the UI thread (none when another window
    /// holds the data folder).
    autosaver: Option<crate::session::writer::AutosaveWriter>,
    /// The game the autosave writer holds and the cursor it last got:
    /// a step of that game goes to its journal, another game is written
    /// whole.
    journaled: Option<(u64, usize)>,
    /// The game and the length of its log last kept for a crash report.
    crash_log: Option<(u64, usize)>,
    /// The last autosave failed: the next one that works says so.
    autosave_failing: bool,
    /// This window's claim on the data folder.
    _folder_lock: Option<crate::session::store::FolderLock>,
    /// The autosave was written by a newer politburo: it is left as it is
    /// and this window does not autosave until the player chooses.
    newer_autosave: Option<String>,
    /// A damaged autosave journal this window could not move aside: it
    /// does not autosave until it can (tried again with every step).
    journal_held: Option<std::path::PathBuf>,
    /// You removed your chart in this run: the game drops its own before
    /// its next turn (see `chart_before_turn`).
    chart_removed: bool,
    /// The map kept in the data folder: the default of new games.
    kept_map: Option<crate::rcw::map::Map>,
}

/// What the player is filling in, screen by screen, kept between frames
/// (drawing changes only these).
pub(super) struct Forms {
    setup: setup::SetupForm,
    wizard: wizard::WizardState,
    human: human::HumanForm,
    players: players::PlayersForm,
    board: board_view::BoardForm,
    log_filter: log_view::LogFilter,
    rules_search: String,
    chances: pct_view::ChancesCache,
    saves: saves::SavesState,
    /// The tool panels for the other games.
    tools: super::tool::Tools,
    /// Crash reports of an earlier run, not yet shown.
    crash: crash_notice::CrashNotice,
}

/// The bundled monospace font (Hack) also backs the proportional text, so
/// arrows and shapes used in the rules text always have a glyph.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    if let Some(list) = fonts.families.get_mut(&egui::FontFamily::Proportional)
        && !list.iter().any(|f| f == "Hack")
    {
        list.push("Hack".to_owned());
    }
    ctx.set_fonts(fonts);
}

impl App {
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
            self.forms.wizard.error = Some(why);
        } else {
            self.say(format!("Not done: {why}"), true);
        }
    }

    /// A step was taken: the last one's notice is out of date.
    fn stepped(&mut self) {
        // The last log lines go into a crash report, if one is written.
        if let Some(s) = self.saved.session.as_ref() {
            for l in s.step_lines(s.cursor().saturating_sub(1)) {
                crate::crash::remember(l.entry.text.as_ref());
            }
        }
        self.forms.wizard.error = None;
        if self.notice.as_ref().is_some_and(|n| n.until_next_step) {
            self.notice = None;
        }
        self.autosave();
    }

    fn say(&mut self, text: impl Into<String>, error: bool) {
        let text = text.into();
        // What the player was told is in a crash report's last lines.
        crate::crash::remember(&text);
        self.notice = Some(Notice::new(text, error));
    }

    /// Draws one frame (eframe and the UI tests both call this).
    pub fn ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.style_ui(ui, &ctx);
        // Presses faster than frames: one step a frame, none lost.
        if crate::ui::shortcuts::one_step_a_frame(&ctx, &mut self.held_keys) {
            ctx.request_repaint();
        }
        // Who gets this frame's keys is decided before anything is drawn.
        crate::ui::shortcuts::begin_frame(&ctx);
        self.fit_first_start(&ctx);
        self.keep_saves_read(&ctx);
        self.autosave_results();
        self.label_done(&ctx);
        self.file_choice_done(&ctx);
        self.files_dropped(&ctx);
        self.shortcuts(&ctx);
        // Tab with no control focused starts at the step's answers (the
        // wizard focuses its first), not at the top bar.
        self.forms.wizard.tab_in = self.screen == Screen::Play
            && self.tab == PlayTab::Wizard
            && !self.modal_open()
            && ctx.memory(|m| m.focused().is_none())
            && ctx.input(|i| i.key_pressed(egui::Key::Tab) && !i.modifiers.shift);
        egui::Panel::top("top_bar").show(ui, |ui| self.top_bar_ui(ui));
        self.notice_ui(ui);
        self.crash_notice_ui(ui);
        self.newer_autosave_ui(ui);
        // A modal dialog takes the keyboard: the screen behind it gets no
        // key, so Enter cannot answer a step or tick a box there.
        let dialog_was_open = self.dialog.is_some();
        let held_keys = self
            .modal_open()
            .then(|| ctx.input_mut(|i| std::mem::take(&mut i.events)));
        self.screen_ui(ui);
        if let Some(events) = held_keys {
            ctx.input_mut(|i| i.events = events);
        }
        self.dialog_ui(&ctx);
        let stepped = self.commands.iter().any(|c| {
            matches!(
                c,
                Command::Apply(_) | Command::Roll | Command::Undo | Command::Redo
            )
        });
        // What the commands changed is drawn by the next frame.
        if !self.commands.is_empty() {
            ctx.request_repaint();
        }
        self.apply_commands();
        let dialog_closed = dialog_was_open && self.dialog.is_none();
        let clicked = ctx.input(|i| i.pointer.any_click());
        if ((stepped || clicked) && !ctx.text_edit_focused()) || dialog_closed {
            // The button that answered a step must not keep keyboard focus,
            // or the next Enter would press it again instead of the default;
            // nor the one that opened a dialog now closed: the keyboard goes
            // back to the question. A click leaves no control focused
            // either: only Tab does, for Enter to press it.
            ctx.memory_mut(|m| {
                if let Some(id) = m.focused() {
                    m.surrender_focus(id);
                }
            });
        }
        if !self.first_frame_logged {
            self.first_frame_logged = true;
            let split = self
                .start_split
                .map(|(window, app)| {
                    format!(
                        " (window ready at {} ms, the app at {} ms)",
                        window.as_millis(),
                        app.as_millis()
                    )
                })
                .unwrap_or_default();
            crate::note(format_args!(
                "first frame {} ms after start-up{split}",
                self.started.elapsed().as_millis()
            ));
        }
    }

    /// The fonts and text styles on the first frame, then the text size and
    /// the light or dark theme the settings say.
    fn style_ui(&self, ui: &mut egui::Ui, ctx: &egui::Context) {
        if !self.first_frame_logged {
            install_fonts(ctx);
            // The app's own Ctrl +/− change the remembered text size; egui's
            // built-in keyboard zoom would take the keys first and then be
            // reset to the setting every frame.
            ctx.options_mut(|o| o.zoom_with_keyboard = false);
            // Scroll bars take their own width: text wraps before them
            // instead of running under a bar drawn over it.
            ctx.all_styles_mut(|s| s.spacing.scroll = egui::style::ScrollStyle::solid());
            // The named text sizes, once: every later frame's styles
            // come from these.
            crate::ui::style::ensure_text_styles(ui);
        }
        if (ctx.zoom_factor() - self.saved.settings.zoom).abs() > f32::EPSILON {
            ctx.set_zoom_factor(self.saved.settings.zoom);
        }
        let theme = if self.saved.settings.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        };
        if ctx.theme() != theme {
            ctx.set_theme(theme);
        }
    }

    /// The notice at the foot of the window, with Dismiss.
    fn notice_ui(&mut self, ui: &mut egui::Ui) {
        if let Some(n) = self.notice.clone() {
            // At the foot of the window: a notice coming or going never
            // moves the controls under the pointer.
            egui::Panel::bottom("notice").show(ui, |ui| {
                // Dismiss first: a long notice wraps beside it and never
                // pushes it out of the window.
                ui.horizontal(|ui| {
                    let colour = if n.error {
                        ui.visuals().error_fg_color
                    } else {
                        ui.visuals().hyperlink_color
                    };
                    if ui.small_button("Dismiss").clicked() {
                        self.commands.push(Command::DismissNotice);
                    }
                    // An error is read whole; any other notice (an undo,
                    // a save) keeps to one line, whole on hover, so the
                    // screen above it keeps its size.
                    let label = egui::Label::new(RichText::new(&n.text).color(colour));
                    if n.error {
                        ui.add(label.wrap());
                    } else {
                        ui.add(label.truncate().show_tooltip_when_elided(false))
                            .on_hover_text(&n.text);
                    }
                });
            });
        }
    }

    /// The bar saying the autosave is a newer version's, with the button
    /// that sets it aside.
    fn newer_autosave_ui(&mut self, ui: &mut egui::Ui) {
        if let Some(why) = self.saved.newer_autosave.clone() {
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
    }

    /// The screen shown: the start, a new game's setup, the game, or a
    /// tool.
    fn screen_ui(&mut self, ui: &mut egui::Ui) {
        match self.screen {
            Screen::Start => {
                let has_autosave = self.has_autosave();
                let mut cmds = Vec::new();
                egui::CentralPanel::default().show(ui, |ui| {
                    let view = start::StartView {
                        notices: &self.catalogue.notices,
                        resume: has_autosave.then_some(self.resume_label.as_deref()),
                        store: self.saved.store.as_ref(),
                        tools: self.forms.tools.menu(),
                    };
                    start::start_ui(ui, &view, &mut self.forms.saves, &mut cmds);
                });
                for c in cmds {
                    self.push(c);
                }
            }
            Screen::Setup => {
                egui::CentralPanel::default().show(ui, |ui| {
                    if let Some(c) =
                        setup::setup_ui(ui, &mut self.forms.setup, &self.catalogue.rules)
                    {
                        self.push(c);
                    }
                });
            }
            Screen::Play => self.play_ui(ui),
            screen => self.tool_screen_ui(ui, screen),
        }
    }

    /// A tool's screen (the Tables screen's pinned tables are remembered
    /// between runs).
    fn tool_screen_ui(&mut self, ui: &mut egui::Ui, screen: Screen) {
        let cx = super::tool::ToolContext {
            catalogue: &self.catalogue,
            physical_dice: self.saved.settings.dice == DiceMode::Physical,
        };
        let mut cmds = Vec::new();
        if let Some(tool) = self.forms.tools.on(screen) {
            egui::CentralPanel::default().show(ui, |ui| tool.ui(ui, &cx, &mut cmds));
        }
        for c in cmds {
            self.push(c);
        }
        // Pinned tables are remembered between runs.
        if screen == Screen::Tables
            && self.forms.tools.tables.favourites != self.saved.settings.favourites
        {
            self.push(Command::KeepFavourites(
                self.forms.tools.tables.favourites.clone(),
            ));
        }
    }

    /// The modal dialog open, if one is: the saves' dialogs (only with the
    /// game shown) or "A game is in progress".
    fn dialog_ui(&mut self, ctx: &egui::Context) {
        match self.dialog.take() {
            Some(Dialog::Saves(d)) if self.screen == Screen::Play => {
                let mut cmds = Vec::new();
                // A problem is said inside the dialog too (never hidden
                // under it); other notices wait behind it.
                let notice = self
                    .notice
                    .as_ref()
                    .filter(|n| n.error)
                    .map(|n| (n.text.clone(), n.error));
                self.dialog = saves::saves_windows(
                    ctx,
                    d,
                    &mut self.forms.saves,
                    self.saved.store.as_ref(),
                    notice.as_ref(),
                    &mut cmds,
                )
                .map(Dialog::Saves);
                self.commands.extend(cmds);
            }
            // The saves' dialogs belong to the game: away from it they close.
            Some(Dialog::Saves(_)) => {}
            Some(Dialog::GameInProgress(r)) => self.replace_window_ui(ctx, r),
            Some(Dialog::ConfirmDelete { name, back }) => {
                let mut cmds = Vec::new();
                if saves::confirm_delete_window(ctx, &name, &mut cmds) {
                    self.dialog = Some(Dialog::ConfirmDelete { name, back });
                } else {
                    self.dialog = back.map(Dialog::Saves);
                }
                self.commands.extend(cmds);
            }
            None => {}
        }
    }

    /// Asks whether to delete the save `name`, from where the list shows.
    fn ask_delete(&mut self, name: String) {
        let back = match self.dialog.take() {
            Some(Dialog::Saves(d)) => Some(d),
            Some(other) => {
                // Another question waits: it is not dropped.
                self.dialog = Some(other);
                return;
            }
            None => None,
        };
        self.dialog = Some(Dialog::ConfirmDelete { name, back });
    }

    /// While the list of saves is shown (the start screen, the Saves
    /// dialog), it is read before drawing when it changed, and the folder
    /// looked at again a second later (a file copied in shows unasked).
    fn keep_saves_read(&mut self, ctx: &egui::Context) {
        let shown = self.screen == Screen::Start
            || matches!(self.dialog, Some(Dialog::Saves(saves::SavesDialog::Saves)));
        if shown {
            self.forms.saves.keep_read(self.saved.store.as_ref());
            ctx.request_repaint_after(saves::FOLDER_POLL);
        }
    }

    /// Opens a saves' dialog, unless "A game is in progress" is asking
    /// (its waiting command must not be lost).
    fn open_saves_dialog(&mut self, d: saves::SavesDialog) {
        if !matches!(self.dialog, Some(Dialog::GameInProgress(_))) {
            self.dialog = Some(Dialog::Saves(d));
        }
    }

    /// Whether a modal dialog is open (it takes the keyboard).
    pub fn modal_open(&self) -> bool {
        match self.dialog {
            Some(Dialog::Saves(_)) => self.screen == Screen::Play,
            Some(Dialog::GameInProgress(_) | Dialog::ConfirmDelete { .. }) => true,
            None => false,
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        if self.modal_open() {
            return;
        }
        // Ctrl+Z in a text field undoes the typing, never a game step.
        let game_keys = self.screen == Screen::Play && !crate::ui::shortcuts::field_owns_keys(ctx);
        let keys = crate::ui::shortcuts::take(ctx, game_keys);
        if keys.undo {
            self.push(Command::Undo);
        }
        if keys.redo {
            self.push(Command::Redo);
        }
        if keys.save {
            match self.saved.save_name.clone() {
                Some(name) => self.push(Command::SaveAs(name)),
                None => self.push(Command::OpenSaves(saves::SavesDialog::save_as())),
            }
        }
        if keys.zoom_in {
            self.push(Command::Zoom(0.1));
        }
        if keys.zoom_out {
            self.push(Command::Zoom(-0.1));
        }
    }

    fn play_ui(&mut self, ui: &mut egui::Ui) {
        let Some(session) = self.saved.session.as_ref() else {
            self.push(Command::Screen(Screen::Start));
            return;
        };
        let mut cmds: Vec<Command> = Vec::new();
        // A narrow window (or a large zoom) keeps most of its width for the
        // order being read: the side panel takes at most a third of it.
        let side_max = (ui.available_width() / 3.0).max(160.0);
        // One panel (and width the player set) per text size: a width
        // narrowed at a large zoom is not kept back at a smaller one (the
        // PCT stayed a list at 100 % after 120 %).
        let zoom = (ui.ctx().zoom_factor() * 100.0).round() as i32;
        egui::Panel::left(("players_side", zoom))
            .resizable(true)
            .default_size(300.0_f32.min(side_max))
            .max_size(side_max)
            .show(ui, |ui| {
                crate::ui::style::page_scroll().show(ui, |ui| {
                    pct_view::side_ui(ui, session, self.saved.settings.dark);
                });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for tab in PlayTab::ALL {
                    if ui.selectable_label(self.tab == tab, tab.label()).clicked() {
                        cmds.push(Command::Tab(tab));
                    }
                }
                ui.separator();
                let save_hint = match &self.saved.save_name {
                    Some(name) => format!(
                        "{} saves this game again as \"{name}\" (its older version kept as a backup)",
                        ui.ctx().format_shortcut(&crate::ui::shortcuts::SAVE)
                    ),
                    None => format!(
                        "{} opens this too, until the game has a name",
                        ui.ctx().format_shortcut(&crate::ui::shortcuts::SAVE)
                    ),
                };
                if ui.button("Save as…").on_hover_text(save_hint).clicked() {
                    cmds.push(Command::OpenSaves(saves::SavesDialog::save_as()));
                }
                if ui.button("Saves").clicked() {
                    cmds.push(Command::OpenSaves(saves::SavesDialog::Saves));
                }
                if ui.button("Export log (Markdown)").clicked() {
                    cmds.push(Command::ExportMarkdown);
                }
                if ui.button("Export session file").clicked() {
                    cmds.push(Command::ExportSession);
                }
            });
            ui.separator();
            // Each tab keeps its own scroll position (and its widgets' state):
            // a long log scrolled down does not scroll the next question away.
            let tab = self.tab;
            ui.push_id(tab, |ui| match tab {
                PlayTab::Wizard => {
                    wizard::wizard_ui(ui, session, &mut self.forms.wizard, self.saved.settings.dice, &mut cmds)
                }
                PlayTab::Table => {
                    pct_view::pct_ui(ui, session, self.saved.settings.dark, &mut self.forms.chances)
                }
                PlayTab::Players => players::players_ui(ui, session, &mut self.forms.players, &mut cmds),
                PlayTab::Board => board_view::board_ui(
                    ui,
                    session,
                    self.saved.kept_map.as_ref(),
                    self.saved.settings.dark,
                    &mut self.forms.board,
                    &mut cmds,
                ),
                PlayTab::Human => human::human_ui(ui, session, &mut self.forms.human, &mut cmds),
                PlayTab::Log => log_view::log_ui(ui, session, &mut self.forms.log_filter, &mut cmds),
                PlayTab::Rules => rules_ref::rules_ui(
                    ui,
                    session.rules(),
                    &self.reference,
                    &mut self.forms.rules_search,
                ),
            });
        });
        self.commands.extend(cmds);
    }
}

mod access;
mod chart;
mod commands;
mod crash_notice;
mod files;
mod first_start;
mod map;
mod native;
mod replace;
mod save_commands;
mod start_up;
mod top_bar;

pub use native::run_native;
