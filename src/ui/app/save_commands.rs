//! The commands on named saves: open, save as, rename, delete, restore an
//! earlier version, keep a newer politburo's autosave aside, and save the
//! game in progress before another replaces it.

use super::*;

impl App {
    pub(super) fn open_save(&mut self, name: &str) {
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        match store.save_path(name) {
            Ok(p) => self.open_path(&p, Some(name.to_string())),
            Err(e) => self.say(e.to_string(), true),
        }
    }

    /// Save as… a name typed: a name a save has already opens Save as…
    /// again asking whether to replace it; any other is saved.
    pub(super) fn save_as_new(&mut self, name: String) {
        let taken = self
            .saved
            .store
            .as_ref()
            .and_then(|s| s.save_path(&name).ok())
            .is_some_and(|p| p.exists());
        if taken {
            self.open_saves_dialog(saves::SavesDialog::SaveAs {
                confirm_replace: Some(name),
            });
        } else {
            self.save_as(name);
        }
    }

    pub(super) fn save_as(&mut self, name: String) {
        let (Some(store), Some(s)) = (self.saved.store.as_ref(), self.saved.session.as_ref())
        else {
            return;
        };
        let existed = store.save_path(&name).is_ok_and(|p| p.exists());
        match store.save_as(&name, s.data()) {
            Ok(report) => {
                let extra = report
                    .moved_aside
                    .map(|m| format!(" {m}"))
                    .unwrap_or_default();
                self.forms.saves.refresh = true;
                let backup = if existed {
                    " Its older version is kept as a backup."
                } else {
                    ""
                };
                self.say(format!("Saved as \"{name}\".{backup}{extra}"), false);
                self.name_game(Some(name));
            }
            Err(e) => self.say(format!("Could not save: {e}"), true),
        }
    }

    pub(super) fn rename_save(&mut self, from: &str, to: String) {
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        match store.rename_save(from, &to) {
            Ok(_) => {
                self.forms.saves.refresh = true;
                self.say(format!("Renamed \"{from}\" to \"{to}\""), false);
                if self.saved.save_name.as_deref() == Some(from) {
                    self.name_game(Some(to));
                }
            }
            Err(e) => self.say(format!("Could not rename: {e}"), true),
        }
    }

    pub(super) fn delete_save(&mut self, name: &str) {
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        match store.delete_save(name) {
            Ok(d) => {
                let trash = d.trash_path.display();
                self.forms.saves.refresh = true;
                self.say(
                    format!("Deleted \"{name}\"; it can still be recovered from {trash}"),
                    false,
                );
            }
            Err(e) => self.say(format!("Could not delete: {e}"), true),
        }
    }

    pub(super) fn restore_version(&mut self, path: &std::path::Path, name: &str) {
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        match crate::session::restore_version(store, path, name) {
            Ok(name) => {
                self.forms.saves.refresh = true;
                self.say(
                    format!("Restored as the save \"{name}\"; open it from Saves."),
                    false,
                );
            }
            Err(e) => self.say(format!("Not restored: {e}"), true),
        }
    }

    pub(super) fn set_aside_newer_autosave(&mut self) {
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        match store.set_aside_newer_autosave() {
            Ok(to) => {
                self.saved.newer_autosave = None;
                self.say(
                    format!(
                        "The newer politburo's autosave is kept, untouched, as {}; this window autosaves again.",
                        to.display()
                    ),
                    false,
                );
                self.refresh_resume_label();
                self.autosave();
            }
            Err(e) => self.say(format!("Could not keep it aside: {e}"), true),
        }
    }

    /// "Save it and go on": the game in progress saved under `name`, then
    /// the waiting command carried out; never over the save being opened.
    pub(super) fn replace_after_saving(&mut self, name: String) {
        let Some(replacing) = self.take_replacing() else {
            return;
        };
        let (next, typed) = (replacing.next, replacing.name);
        // Checked here too, whatever asked: saving the game in progress
        // over the save being opened would lose that save.
        if self.resolves_to_opening(&name, replace::opening_of(&next)) {
            self.dialog = Some(Dialog::GameInProgress(replace::Replacing::new(next, typed)));
            self.say(
                format!(
                    "Not saved: \"{}\" is the save you are opening, so saving the game in progress under it would replace that save. Choose another name to keep both.",
                    name.trim()
                ),
                true,
            );
            return;
        }
        self.save_as(name.clone());
        // Go on only if the game was saved under that name (its own save
        // is now the file the name resolves to); a save that failed asks
        // again, the waiting command kept (its notice says why).
        if self.resolves_to_opening(&name, self.saved.save_name.as_deref()) {
            self.apply_now(next);
        } else {
            self.dialog = Some(Dialog::GameInProgress(replace::Replacing::new(next, typed)));
        }
    }
}
