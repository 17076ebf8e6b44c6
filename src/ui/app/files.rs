//! The app's files: settings, the autosave, opening, importing and
//! exporting (the session module writes them; this words what it did).

use super::*;

impl App {
    pub(super) fn save_settings(&mut self) {
        let Some(store) = self.store.as_ref() else {
            return;
        };
        if let Err(e) = self.settings.save(store) {
            self.notice(format!("Could not save the settings: {e}"), true);
        }
    }

    /// Queues the session for the autosave (written in the background).
    pub(super) fn autosave(&mut self) {
        if self.newer_autosave.is_some() {
            return;
        }
        let (Some(w), Some(s)) = (self.autosaver.as_ref(), self.session.as_ref()) else {
            return;
        };
        w.submit(s.data().clone());
    }

    /// Reports autosaves that failed (or moved a broken file aside).
    pub(super) fn autosave_results(&mut self) {
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

    pub(super) fn resume_autosave(&mut self) {
        let Some(store) = self.store.as_ref() else {
            return;
        };
        let path = store.autosave_path();
        self.open_path(&path, None);
    }

    pub(super) fn open_path(&mut self, path: &std::path::Path, name: Option<String>) {
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

    pub(super) fn export_markdown(&mut self) {
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

    pub(super) fn export_session(&mut self) {
        let (Some(store), Some(s)) = (self.store.as_ref(), self.session.as_ref()) else {
            return;
        };
        let title = self.save_name.clone().unwrap_or_else(default_save_name);
        match crate::session::export_to_exports(store, s.data(), &title) {
            Ok(path) => self.notice(format!("Session exported to {}", path.display()), false),
            Err(e) => self.notice(format!("Could not export: {e}"), true),
        }
    }

    pub(super) fn import_session(&mut self) {
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
