//! The app's files: settings, the autosave, opening, importing and
//! exporting (the session module writes them; this words what it did).

use super::*;

/// What "Resume last session" says while the autosave is read to know
/// which game it is.
pub const READING_LABEL: &str = "(reading which game the autosave holds…)";

impl App {
    /// The named save the game in progress is kept under (none: never
    /// saved by name). The autosaving window remembers it in the settings,
    /// so a game resumed keeps its name for Save.
    pub(super) fn name_game(&mut self, name: Option<String>) {
        self.saved.save_name = name.clone();
        if self.autosaving() && self.saved.settings.autosave_name != name {
            self.saved.settings.autosave_name = name;
            self.save_settings();
        }
    }

    /// The name the resumed autosave was kept under, when that save is
    /// still there.
    fn autosave_name(&self) -> Option<String> {
        let store = self.saved.store.as_ref()?;
        let name = self.saved.settings.autosave_name.clone()?;
        store
            .save_path(&name)
            .is_ok_and(|p| p.exists())
            .then_some(name)
    }

    /// Remembers where the window was closed (in the screen's points).
    pub(super) fn keep_window_place(&mut self, place: [f32; 4]) {
        if self.saved.settings.window_place != Some(place) {
            self.saved.settings.window_place = Some(place);
            self.save_settings();
        }
    }

    pub(super) fn save_settings(&mut self) {
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        if let Err(e) = self.saved.settings.save(store) {
            self.say(format!("Could not save the settings: {e}"), true);
        }
    }

    /// Whether this window's steps go to the autosave (it holds the data
    /// folder, and the autosave there is not a newer politburo's).
    pub fn autosaving(&self) -> bool {
        self.saved.store.is_some()
            && self.saved.autosaver.is_some()
            && self.saved.newer_autosave.is_none()
            && self.saved.journal_held.is_none()
    }

    /// Sends the session's change to the autosave (written in the
    /// background): one journal line a step, a whole snapshot only for a
    /// game the writer has not seen yet.
    pub(super) fn autosave(&mut self) {
        self.remember_log_lines();
        self.retry_journal_held();
        if !self.autosaving() {
            return;
        }
        let (Some(w), Some(s)) = (self.saved.autosaver.as_ref(), self.saved.session.as_mut())
        else {
            return;
        };
        match self.saved.journaled {
            Some((game, cursor)) if game == s.instance() => {
                let c = s.take_change();
                if c.push.is_empty() && c.keep == s.len() && c.cursor == cursor {
                    return;
                }
                self.saved.journaled = Some((game, c.cursor));
                w.submit_change(c);
            }
            _ => {
                let _ = s.take_change();
                w.submit(s.data().clone());
                self.saved.journaled = Some((s.instance(), s.cursor()));
            }
        }
    }

    /// The game's log lines made since the last call are kept for a crash
    /// report (its last lines say what the player was doing).
    fn remember_log_lines(&mut self) {
        let Some(s) = self.saved.session.as_ref() else {
            return;
        };
        let log = s.log();
        let from = match self.saved.crash_log {
            Some((game, len)) if game == s.instance() && len <= log.len() => len,
            _ => log.len().saturating_sub(crate::crash::LOG_LINES),
        };
        for l in &log[from..] {
            crate::crash::remember(l.entry.text.as_ref());
        }
        self.saved.crash_log = Some((s.instance(), log.len()));
    }

    /// Reports autosaves that failed (or moved a broken file aside).
    pub(super) fn autosave_results(&mut self) {
        let Some(w) = self.saved.autosaver.as_ref() else {
            return;
        };
        let results = w.poll();
        let failing = w.is_failing();
        for r in results {
            match r {
                Err(e) => {
                    self.saved.autosave_failing = true;
                    self.say(
                        format!(
                            "Autosave failed: {e}. politburo tries again with the next step, every {} s and when you close it; the game stays in this window meanwhile.",
                            crate::session::writer::RETRY.as_secs()
                        ),
                        true,
                    );
                }
                Ok(report) => {
                    if std::mem::take(&mut self.saved.autosave_failing) && !failing {
                        self.say(
                            "Autosaved again: every step is on disk, the game is safe.",
                            false,
                        );
                    }
                    if let Some((to, why)) = report.journal_kept {
                        self.say(
                            format!(
                                "The journal beside the autosave replaced did not come back whole ({why}); it is kept, untouched, as {}.",
                                to.display()
                            ),
                            true,
                        );
                    }
                    if let Some(m) = report.moved_aside {
                        self.say(
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

    /// Closing the window: the autosave becomes the game on screen
    /// (whatever was opened since the last step), then everything queued
    /// is written.
    pub fn close(&mut self) {
        if let Some(s) = self.saved.session.as_ref()
            && self.autosaving()
            && self
                .saved
                .journaled
                .is_none_or(|(game, _)| game != s.instance())
            && let Some(w) = self.saved.autosaver.as_ref()
        {
            w.submit(s.data().clone());
            self.saved.journaled = Some((s.instance(), s.cursor()));
        }
        self.flush_saves();
    }

    /// Waits until the autosave is on disk (before reading files, and on
    /// closing).
    pub fn flush_saves(&mut self) {
        if let Some(w) = self.saved.autosaver.as_ref() {
            w.flush();
        }
        self.autosave_results();
    }

    /// Reads which game the autosave holds, for the start screen.
    pub fn refresh_resume_label(&mut self) {
        self.flush_saves();
        self.autosave_on_disk = self
            .saved
            .store
            .as_ref()
            .is_some_and(|s| s.autosave_path().is_file());
        // The game in this window, when the autosave holds it (the label
        // file beside the autosave is only as new as its last snapshot).
        let live = self.saved.session.as_ref().filter(|s| {
            self.autosaving()
                && self
                    .saved
                    .journaled
                    .is_some_and(|(game, _)| game == s.instance())
        });
        self.resume_label = match live {
            Some(s) => {
                let now = crate::session::timestamp::now();
                crate::session::label::describe(s.data(), Some(now))
            }
            None => self
                .saved
                .store
                .as_ref()
                .and_then(crate::session::files::autosave_label),
        };
        if self.resume_label.is_none() && self.autosave_on_disk {
            self.rebuild_label();
        }
    }

    /// An autosave with no label (an older politburo wrote it): which game
    /// it is, read on a thread of its own; the start screen shows at once
    /// and says so meanwhile.
    fn rebuild_label(&mut self) {
        let Some(store) = self.saved.store.clone() else {
            return;
        };
        if self.label_job.is_none() {
            let write = self.autosaving();
            let (tx, rx) = std::sync::mpsc::channel();
            let spawned = std::thread::Builder::new()
                .name("politburo-label".to_string())
                .spawn(move || {
                    let _ = tx.send(crate::session::files::rebuild_label(&store, write));
                });
            if spawned.is_err() {
                return;
            }
            self.label_job = Some(rx);
        }
        self.resume_label = Some(READING_LABEL.to_string());
    }

    /// The label read off the window's thread, once it is.
    pub(super) fn label_done(&mut self, ctx: &egui::Context) {
        let Some(rx) = self.label_job.as_ref() else {
            return;
        };
        match rx.try_recv() {
            Ok(label) => {
                self.label_job = None;
                self.resume_label = label;
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            }
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                self.label_job = None;
                self.resume_label = None;
            }
        }
    }

    /// Whether there is an autosave to offer on the start screen (looked
    /// at when the start screen is shown, not every frame).
    pub fn has_autosave(&self) -> bool {
        self.autosave_on_disk
    }

    /// Opens the autosave with its journal's steps; the writer goes on
    /// appending to that journal (nothing is rewritten at opening). A
    /// journal that did not come back whole is kept aside first and said.
    pub(super) fn resume_autosave(&mut self) {
        self.flush_saves();
        let t = Instant::now();
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        let path = store.autosave_path();
        let mut opened = match crate::session::files::load_autosave(store) {
            Ok(o) => o,
            Err(e) => {
                crate::note(format_args!("the autosave could not be resumed: {e}"));
                return self.open_path(&path, None);
            }
        };
        crate::note(format_args!(
            "autosave of {} steps resumed in {} ms ({} from its journal)",
            opened.session.len(),
            t.elapsed().as_millis(),
            opened.recovery.came_back
        ));
        // Only the window that writes the autosave moves its journal.
        let writes = self.autosaving();
        let kept = if writes {
            opened.keep_aside(store.backups())
        } else {
            Ok(())
        };
        let mut notice = opened.notice();
        match kept {
            Ok(()) if writes => {
                if let Some(w) = self.saved.autosaver.as_ref() {
                    w.resume(opened.resumed());
                    self.saved.journaled =
                        Some((opened.session.instance(), opened.session.cursor()));
                }
            }
            Ok(()) => {}
            Err(e) => {
                notice = Some(format!(
                    "{} It could not be moved aside ({e}), so this window does not autosave until it can (it tries again with every step); use Save as… meanwhile.",
                    notice.unwrap_or_default()
                ));
                self.saved.journal_held = Some(opened.recovery.journal.clone());
            }
        }
        self.saved.session = Some(opened.session);
        self.saved.save_name = self.autosave_name();
        self.screen = Screen::Play;
        self.notice = None;
        self.forms.saves.broken = None;
        if let Some(text) = notice {
            self.say(format!("Resumed: {text}."), true);
        }
    }

    /// A damaged journal this window could not move aside at Resume: tried
    /// again before each step's autosave; once it is aside, the game is
    /// autosaved whole.
    fn retry_journal_held(&mut self) {
        let Some(journal) = self.saved.journal_held.clone() else {
            return;
        };
        match crate::session::atomic::move_aside(&journal) {
            Ok(to) => {
                self.saved.journal_held = None;
                self.saved.journaled = None;
                self.say(
                    format!(
                        "The damaged journal is kept as {}; this window autosaves again.",
                        to.display()
                    ),
                    false,
                );
            }
            Err(e) if e.is_missing() => {
                self.saved.journal_held = None;
                self.saved.journaled = None;
            }
            Err(_) => {}
        }
    }

    pub(super) fn open_path(&mut self, path: &std::path::Path, name: Option<String>) {
        // A file read now must not miss a save still being written.
        self.flush_saves();
        let t = Instant::now();
        match crate::session::journal::open(path) {
            Ok(opened) => {
                crate::note(format_args!(
                    "session of {} steps opened in {} ms ({}; {} from its journal)",
                    opened.session.len(),
                    t.elapsed().as_millis(),
                    path.display(),
                    opened.recovery.came_back
                ));
                let notice = opened.notice();
                self.saved.session = Some(opened.session);
                self.name_game(name);
                self.screen = Screen::Play;
                self.notice = None;
                self.forms.saves.broken = None;
                if let Some(text) = notice {
                    self.say(
                        format!("Opened: {text}; the next save over the file keeps it aside."),
                        true,
                    );
                }
            }
            Err(e) if e.is_broken_file() => {
                // Never overwritten: offer the newest backup that loads.
                let backups = self
                    .saved
                    .store
                    .as_ref()
                    .map(|s| crate::session::loadable_backups(s, path))
                    .unwrap_or_default();
                let message = format!("This file does not open as a game: {e}");
                crate::note(format_args!("refused to open {}: {e}", path.display()));
                self.forms.saves.broken = Some(saves::Broken {
                    message: message.clone(),
                    backups,
                });
                self.say(message, true);
            }
            // Not found, unreadable, or from a newer politburo: the file is
            // not broken, so no backups are offered in its place.
            Err(e) => {
                crate::note(format_args!("could not open {}: {e}", path.display()));
                self.say(format!("Could not open the game: {e}"), true);
            }
        }
    }

    pub(super) fn export_markdown(&mut self) {
        let (Some(store), Some(s)) = (self.saved.store.as_ref(), self.saved.session.as_ref())
        else {
            return;
        };
        let title = self
            .saved
            .save_name
            .clone()
            .unwrap_or_else(|| "politburo game".to_string());
        match crate::session::export_report(store, &title, &s.to_markdown(&title)) {
            Ok(path) => self.say(format!("Game report written to {}", path.display()), false),
            Err(e) => self.say(format!("Could not write the report: {e}"), true),
        }
    }

    pub(super) fn export_session(&mut self) {
        let (Some(store), Some(s)) = (self.saved.store.as_ref(), self.saved.session.as_ref())
        else {
            return;
        };
        let title = self
            .saved
            .save_name
            .clone()
            .unwrap_or_else(default_save_name);
        match crate::session::export_to_exports(store, s.data(), &title) {
            Ok(path) => self.say(format!("Session exported to {}", path.display()), false),
            Err(e) => self.say(format!("Could not export: {e}"), true),
        }
    }

    pub(super) fn import_session(&mut self, path: &std::path::Path) {
        let Some(store) = self.saved.store.as_ref() else {
            self.say(
                format!(
                    "Not imported: {}: there is no data folder to keep saves in",
                    path.display()
                ),
                true,
            );
            return;
        };
        match crate::session::import_session(store, path) {
            Ok(name) => {
                self.forms.saves.refresh = true;
                self.say(
                    format!("Imported {} as \"{name}\" (in Saves)", path.display()),
                    false,
                );
            }
            Err(e) => self.say(format!("Not imported: {e}"), true),
        }
    }

    /// Opens the system's file dialog (xdg-desktop-portal on Linux) on a
    /// thread of its own, so the window keeps drawing; the answer is
    /// taken by [`App::file_choice_done`].
    pub(super) fn choose_import_file(&mut self) {
        if self.file_choice.is_some() {
            return;
        }
        let (tx, rx) = std::sync::mpsc::channel();
        let start = self
            .saved
            .store
            .as_ref()
            .map(|s| s.dir().to_path_buf())
            .or_else(|| std::env::var_os("HOME").map(std::path::PathBuf::from));
        let spawned = std::thread::Builder::new()
            .name("file dialog".into())
            .spawn(move || {
                let mut dialog = rfd::FileDialog::new()
                    .set_title("Import a session file")
                    .add_filter("politburo session", &["json"])
                    .add_filter("any file", &["*"]);
                if let Some(dir) = start {
                    dialog = dialog.set_directory(dir);
                }
                let asked = std::time::Instant::now();
                let chosen = dialog.pick_file();
                let _ = tx.send((chosen, asked.elapsed()));
            });
        match spawned {
            Ok(_) => {
                self.file_choice = Some(rx);
                self.forms.saves.choosing_file = true;
            }
            Err(e) => self.say(
                format!("The file dialog could not be opened ({e}); type the file's path instead"),
                true,
            ),
        }
    }

    /// The file dialog's answer, once it has one: the chosen file is
    /// imported; a cancel does nothing.
    pub(super) fn file_choice_done(&mut self, ctx: &egui::Context) {
        let Some(rx) = self.file_choice.as_ref() else {
            return;
        };
        match rx.try_recv() {
            Ok((chosen, took)) => {
                self.file_choice = None;
                self.forms.saves.choosing_file = false;
                match chosen {
                    Some(path) => {
                        self.forms.saves.import_path = path.display().to_string();
                        self.push(Command::ImportSession(path));
                    }
                    // No one cancels a dialog this quickly: it never
                    // showed (the dialog library says no more than "no
                    // file").
                    None if took < NO_DIALOG => self.say(
                        "The file dialog did not open (on Linux it needs xdg-desktop-portal running in your desktop session); type the file's path or drop the file on the window",
                        true,
                    ),
                    None => {}
                }
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
            }
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                self.file_choice = None;
                self.forms.saves.choosing_file = false;
                self.say(
                    "The file dialog closed without an answer (is xdg-desktop-portal installed?); type the file's path instead",
                    true,
                );
            }
        }
    }

    /// Files dropped on the window are imported into the saves, each on
    /// its own (a drop never opens a file over the game in progress);
    /// while files are held over the window, it says what a drop does.
    pub(super) fn files_dropped(&mut self, ctx: &egui::Context) {
        let (hovered, dropped) =
            ctx.input(|i| (!i.raw.hovered_files.is_empty(), i.raw.dropped_files.clone()));
        if hovered {
            let screen = ctx.content_rect();
            let painter = ctx.layer_painter(egui::LayerId::new(
                egui::Order::Foreground,
                egui::Id::unique("drop_hint"),
            ));
            painter.rect_filled(screen, 0.0, egui::Color32::from_black_alpha(180));
            painter.text(
                screen.center(),
                egui::Align2::CENTER_CENTER,
                "Drop a session file to import it into your saves",
                egui::TextStyle::Heading.resolve(&ctx.global_style()),
                egui::Color32::WHITE,
            );
        }
        for file in dropped {
            self.push(Command::ImportSession(file.path().to_path_buf()));
        }
    }
}

/// A file dialog answering "no file" sooner than this never showed.
const NO_DIALOG: std::time::Duration = std::time::Duration::from_millis(400);

fn default_save_name() -> String {
    "my game".to_string()
}
