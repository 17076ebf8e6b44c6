//! The settings remembered between runs (settings.json in the data
//! directory), kept apart from the app's runtime state.

use super::{SessionStore, StoreError};
use crate::dice::DiceMode;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Settings remembered between runs (settings.json in the data directory).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub zoom: f32,
    pub dark: bool,
    pub dice: DiceMode,
    /// Pinned table ids in the Tables view.
    pub favourites: Vec<String>,
    /// The named save the autosaved game was last saved as or opened from
    /// (so that after Resume, Save keeps to it); none for a game never
    /// saved by name.
    pub autosave_name: Option<String>,
    /// Where the window was last closed: left, top, width and height in
    /// the screen's own points (the app's zoom taken out, so a window
    /// closed at 150 % reopens at the size it had). Not `window`: files
    /// of an earlier release hold a `window` of another shape, which must
    /// not make the whole file unreadable.
    pub window_place: Option<[f32; 4]>,
}

impl Settings {
    /// settings.json in `store`'s folder.
    pub fn path(store: &SessionStore) -> PathBuf {
        store.dir().join("settings.json")
    }

    /// Writes the settings to `store`'s folder (atomically).
    pub fn save(&self, store: &SessionStore) -> Result<(), StoreError> {
        let text = serde_json::to_string_pretty(self).map_err(|e| StoreError::Io {
            action: "write the settings",
            source: std::io::Error::other(e),
            path: Settings::path(store),
        })?;
        super::write_text(&Settings::path(store), &text)
    }

    /// Where the window was last closed, read before the window opens
    /// (nothing is moved or said here: [`Settings::load`] does that once
    /// the app starts).
    pub fn window_of(store: Option<&SessionStore>) -> Option<[f32; 4]> {
        let text = std::fs::read_to_string(Settings::path(store?)).ok()?;
        serde_json::from_str::<Settings>(&text).ok()?.window_place
    }

    /// The settings in `store`'s folder. A file that does not read is kept
    /// aside (never overwritten) and the defaults are used, with a sentence
    /// saying so.
    pub fn load(store: Option<&SessionStore>) -> (Settings, Option<String>) {
        let Some(path) = store.map(Settings::path) else {
            return (Settings::default(), None);
        };
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return (Settings::default(), None);
            }
            Err(e) => {
                return (
                    Settings::default(),
                    Some(format!(
                        "The settings could not be read ({e}); the defaults are used: {}",
                        path.display()
                    )),
                );
            }
        };
        match serde_json::from_str(&text) {
            Ok(s) => (s, None),
            Err(e) => {
                let kept = match super::atomic::move_aside(&path) {
                    Ok(to) => format!("it was kept as {}", to.display()),
                    Err(m) => format!("it could not be moved aside ({m}) and is left as it is"),
                };
                (
                    Settings::default(),
                    Some(format!(
                        "The settings file does not read (line {}, column {}: {e}); {kept}, and the defaults are used.",
                        e.line(),
                        e.column()
                    )),
                )
            }
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            zoom: 1.0,
            dark: true,
            dice: DiceMode::Virtual,
            favourites: Vec::new(),
            autosave_name: None,
            window_place: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A settings file from before eframe kept the window (with its own
    /// "window" entry) still reads, with everything else it held.
    #[test]
    fn an_older_settings_file_with_the_window_place_still_reads() {
        let old = r#"{"zoom": 1.5, "dark": false, "dice": "Physical", "favourites": ["rcw/sdt"],
            "window": {"x": 10.0, "y": 20.0, "width": 1024.0, "height": 700.0}}"#;
        let s: Settings = serde_json::from_str(old).unwrap();
        assert_eq!(s.window_place, None);
        assert_eq!(s.zoom, 1.5);
        assert!(!s.dark);
        assert_eq!(s.dice, DiceMode::Physical);
        assert_eq!(s.favourites, vec!["rcw/sdt".to_string()]);
    }

    /// The window's place as this release keeps it reads back.
    #[test]
    fn the_window_place_reads_back() {
        let s = Settings {
            window_place: Some([10.0, 20.0, 1024.0, 700.0]),
            ..Settings::default()
        };
        let text = serde_json::to_string(&s).unwrap();
        let back: Settings = serde_json::from_str(&text).unwrap();
        assert_eq!(back.window_place, s.window_place);
    }
}
