//! Your chart of the game's Combat Results Table: kept in the data folder,
//! shown among the tables, and played with by the game (before each bot
//! turn and your own attack the game takes the chart kept, as a logged
//! step, so a saved game replays the chart it was played with).

use super::App;
use crate::rcw::chart::CHART_ID;
use crate::session::charts;
use crate::tables::Table;

impl App {
    /// At start: the kept chart among the tables; a file that does not
    /// read is said, and left as it is.
    pub(super) fn load_kept_chart(&mut self) {
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        match charts::load_chart(store, &self.catalogue.rules) {
            Ok(Some(t)) => self.show_chart(Some(t)),
            Ok(None) => {}
            Err(e) => {
                let text = format!(
                    "Your chart (Tables screen) does not read and is not used: {e}. The file is left as it is: correct it, or type the chart again and save it."
                );
                self.forms.tools.tables.charts.load_problem = Some(text.clone());
                if self.notice.is_none() {
                    self.say(text, true);
                }
            }
        }
    }

    /// The chart kept, as the tables show it.
    pub fn kept_chart(&self) -> Option<&Table> {
        self.catalogue.tables.get(CHART_ID)
    }

    /// Puts `t` among the tables (or takes the chart out).
    fn show_chart(&mut self, t: Option<Table>) {
        match t {
            Some(t) => {
                if let Err(e) = self.catalogue.tables.insert(t) {
                    self.say(format!("Your chart cannot be shown: {e}"), true);
                }
            }
            None => {
                self.catalogue.tables.remove(CHART_ID);
            }
        }
    }

    pub(super) fn save_chart(&mut self, t: Table) {
        let Some(store) = self.saved.store.as_ref() else {
            self.say(
                "Not saved: there is no data folder to keep your chart in.",
                true,
            );
            return;
        };
        match charts::save_chart(store, &t) {
            Ok(path) => {
                self.saved.chart_removed = false;
                self.forms.tools.tables.charts.saved(&t);
                self.show_chart(Some(t));
                let with_game = self.sync_chart();
                self.say(
                    format!("Your chart is kept ({}).{with_game}", path.display()),
                    false,
                );
            }
            Err(e) => self.say(format!("Your chart was not saved: {e}"), true),
        }
    }

    pub(super) fn remove_chart(&mut self) {
        let Some(store) = self.saved.store.as_ref() else {
            return;
        };
        match charts::remove_chart(store) {
            Ok(aside) => {
                self.saved.chart_removed = true;
                self.show_chart(None);
                self.forms.tools.tables.charts.load_problem = None;
                let with_game = self.sync_chart();
                let kept = aside.map_or_else(String::new, |p| {
                    format!(" The file is kept aside as {}.", p.display())
                });
                self.say(
                    format!(
                        "No chart is kept now: results are read from the board.{kept}{with_game}"
                    ),
                    false,
                );
            }
            Err(e) => self.say(format!("Your chart was not removed: {e}"), true),
        }
    }

    pub(super) fn export_chart(&mut self) {
        let (Some(store), Some(t)) = (self.saved.store.as_ref(), self.kept_chart()) else {
            return;
        };
        let text = match serde_json::to_string_pretty(t) {
            Ok(t) => t,
            Err(e) => return self.say(format!("Could not export: {e}"), true),
        };
        match crate::session::files::write_export(
            &store.exports_dir(),
            "your-crt",
            "json",
            std::time::SystemTime::now(),
            format!("{text}\n").as_bytes(),
        ) {
            Ok(path) => self.say(
                format!("Your chart is exported to {}", path.display()),
                false,
            ),
            Err(e) => self.say(format!("Could not export: {e}"), true),
        }
    }

    /// A chart file read into the editor: kept only when saved there.
    pub(super) fn import_chart(&mut self, path: &std::path::Path) {
        match charts::read_chart_file(path, &self.catalogue.rules) {
            Ok(t) => {
                self.forms.tools.tables.charts.edit(&t);
                self.say(
                    format!(
                        "Read {}: check it in the editor and save it to keep it.",
                        path.display()
                    ),
                    false,
                );
            }
            Err(e) => self.say(format!("Not imported: {e}"), true),
        }
    }

    /// Before a turn or your attack: the game takes the chart kept, or
    /// drops its own when you removed yours; a game that has a chart when
    /// none is kept (opened from a file, made with `rcw play --crt`)
    /// keeps it.
    pub(super) fn chart_before_turn(&mut self) {
        if self.kept_chart().is_some() || self.saved.chart_removed {
            self.sync_chart();
        }
    }

    /// Between turns, the game in progress takes the chart kept (a logged
    /// step), so its plans and rolls follow it. Returns what to tell the
    /// player about the game ("" when nothing changed).
    pub(super) fn sync_chart(&mut self) -> String {
        let kept = self.kept_chart().cloned();
        let Some(s) = self.saved.session.as_mut() else {
            return String::new();
        };
        if s.game().state().chart_table() == kept.as_ref() {
            return String::new();
        }
        if s.game().in_turn() {
            return " The game in progress takes it when this turn is over.".to_string();
        }
        let has = kept.is_some();
        match s.take_chart(kept.as_ref()) {
            Ok(_) => {
                self.stepped();
                if has {
                    " The game in progress plays with it from now on.".to_string()
                } else {
                    String::new()
                }
            }
            Err(e) => format!(" The game in progress cannot use it: {e}"),
        }
    }
}
