//! Finding the asset files that override the built-in (compiled-in) data.
//!
//! The tables and rules ship compiled in, so the app works from any
//! directory. A player who corrects a table edits the JSON under an assets
//! folder; this module finds those files. It is the only place outside
//! `session` and `ui` that reads the file system; the parsers that check the
//! text are pure. [`crate::catalogue::Catalogue`] reads every file once.
//!
//! Search order (first that exists wins): `$POLITBURO_ASSETS_DIR`,
//! `./assets`, `assets/` beside the executable.

use std::path::{Path, PathBuf};

/// The assets folder in use, if any.
pub fn assets_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("POLITBURO_ASSETS_DIR") {
        let p = PathBuf::from(dir);
        return p.is_dir().then_some(p);
    }
    let cwd = PathBuf::from("assets");
    if cwd.is_dir() {
        return Some(cwd);
    }
    let exe = std::env::current_exe().ok()?;
    let beside = exe.parent()?.join("assets");
    beside.is_dir().then_some(beside)
}

/// One override file as read: its path and its text, or why it could not be read.
#[derive(Debug)]
pub struct OverrideFile {
    pub path: PathBuf,
    pub text: Result<String, String>,
}

fn read(path: &Path) -> OverrideFile {
    OverrideFile {
        path: path.to_path_buf(),
        text: std::fs::read_to_string(path).map_err(|e| e.to_string()),
    }
}

/// The file `rel` (e.g. `rcw/rules.json`) under the assets folder `dir`, if present.
pub fn override_file(dir: Option<&Path>, rel: &str) -> Option<OverrideFile> {
    let path = dir?.join(rel);
    path.is_file().then(|| read(&path))
}

/// Every `*.json` file directly under `subdir` of the assets folder `dir`, sorted by name.
pub fn override_json_files(dir: Option<&Path>, subdir: &str) -> Vec<OverrideFile> {
    let Some(dir) = dir else {
        return Vec::new();
    };
    let Ok(entries) = std::fs::read_dir(dir.join(subdir)) else {
        return Vec::new();
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json") && p.is_file())
        .collect();
    paths.sort();
    paths.iter().map(|p| read(p)).collect()
}
