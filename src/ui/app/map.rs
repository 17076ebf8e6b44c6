//! Your map: kept in the data folder as the default of new games (each
//! game keeps its own copy as a logged step), given to the game in
//! progress, loaded from a file players share, exported.

use super::App;
use crate::rcw::map::Map;
use crate::rcw::{Action, Edit};
use crate::session::maps;

impl App {
    /// At start: the kept map; one that does not read is kept aside and
    /// said, and new games have none until another is kept.
    pub(super) fn load_kept_map(&mut self) {
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        match maps::load_map(store) {
            Ok(m) => self.saved.kept_map = m,
            Err(e) => {
                let text =
                    format!("{e}. New games have no map until you keep one (the Board tab).");
                crate::note(&text);
                if self.notice.is_none() {
                    self.say(text, true);
                }
            }
        }
    }

    /// The map kept in the data folder (the default of new games).
    pub fn kept_map(&self) -> Option<&Map> {
        self.saved.kept_map.as_ref()
    }

    /// A new game is played on the kept map: its first step.
    pub(super) fn map_for_new_game(&mut self) {
        let Some(m) = self.saved.kept_map.clone() else {
            return;
        };
        if let Some(s) = self.saved.session.as_mut()
            && let Err(e) = s.apply(Action::Edit(Edit::Map(Some(Box::new(m)))))
        {
            self.say(format!("The new game could not take your map: {e}"), true);
        }
    }

    /// Keeps `m` as the data folder's map, the default of new games.
    pub(super) fn keep_map(&mut self, m: Map) {
        let Some(store) = self.saved.store.as_ref() else {
            self.say(
                "Not kept: there is no data folder to keep your map in.",
                true,
            );
            return;
        };
        match maps::save_map(store, &m) {
            Ok(path) => {
                self.say(
                    format!(
                        "Your map is kept as {}: new games are played on it.",
                        path.display()
                    ),
                    false,
                );
                self.saved.kept_map = Some(m);
            }
            Err(e) => self.say(format!("Your map was not kept: {e}"), true),
        }
    }

    /// Reads a map file (text or JSON) into the Board tab's text box, to be
    /// looked at before it is played on or kept.
    pub(super) fn load_map_file(&mut self, path: &std::path::Path) {
        match maps::read_map_file(path) {
            Ok(r) => {
                self.forms.board.set_text(r.map.to_text());
                let notes: Vec<String> = r.notes.iter().map(ToString::to_string).collect();
                self.say(
                    format!(
                        "Read {}: check it below, then play on it or keep it.{}",
                        path.display(),
                        if notes.is_empty() {
                            String::new()
                        } else {
                            format!(" Note: {}", notes.join("; "))
                        }
                    ),
                    false,
                );
            }
            Err(e) => self.say(format!("Not read: {e}"), true),
        }
    }

    /// Writes the game's map (or the kept one) to the exports folder.
    pub(super) fn export_map(&mut self) {
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        let map = self
            .saved
            .session
            .as_ref()
            .and_then(|s| s.game().state().map().cloned())
            .or_else(|| self.saved.kept_map.clone());
        let Some(m) = map else {
            self.say("There is no map to export.", true);
            return;
        };
        let result = crate::session::files::write_export(
            &store.exports_dir(),
            "map",
            "txt",
            std::time::SystemTime::now(),
            m.to_text().as_bytes(),
        );
        match result {
            Ok(path) => self.say(format!("Map exported to {}", path.display()), false),
            Err(e) => self.say(format!("Could not export the map: {e}"), true),
        }
    }
}
