//! Finding the asset files that override the built-in (compiled-in) data.
//!
//! The tables and rules ship compiled in, so the app works from any
//! directory. A player who corrects a table edits the JSON under an assets
//! folder; this module finds those files. It is the only place outside
//! `session` and `ui` that reads the file system; the parsers that check the
//! text are pure. [`crate::catalogue::Catalogue`] reads every file once.
//!
//! Where edited files are looked for: `$POLITBURO_ASSETS_DIR` when it is
//! set, else the `assets/` folder of the data folder in use (beside the
//! saved games). Never the current folder: a checkout's or any other
//! `assets/` folder a command happens to run in is not the player's edit.

use std::path::{Path, PathBuf};

/// The environment variable naming an assets folder of edited files.
pub const ASSETS_DIR_ENV: &str = "POLITBURO_ASSETS_DIR";

/// The assets folder in use, if any: `$POLITBURO_ASSETS_DIR`, else
/// `<data_dir>/assets` when it exists.
pub fn assets_dir(data_dir: Option<&Path>) -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(ASSETS_DIR_ENV) {
        let p = PathBuf::from(dir);
        return p.is_dir().then_some(p);
    }
    own_assets_dir(data_dir)
}

/// The data folder's own `assets/`, if there is one (what
/// [`assets_dir`] falls back to without `$POLITBURO_ASSETS_DIR`).
pub fn own_assets_dir(data_dir: Option<&Path>) -> Option<PathBuf> {
    let own = data_dir?.join("assets");
    own.is_dir().then_some(own)
}

/// One override file as read: its path and its text, or why it could not be read.
#[derive(Debug)]
pub struct OverrideFile {
    pub path: PathBuf,
    pub text: Result<String, Unread>,
}

/// Why an override file was not read.
#[derive(Debug, thiserror::Error)]
pub enum Unread {
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("{0} bytes is more than an asset file can be (at most {MAX_OVERRIDE_BYTES}); not read")]
    TooLarge(u64),
}

/// The largest override file read: the largest shipped asset is under
/// 30 KB, so anything this big is not an edited table and is refused
/// before it is read.
pub const MAX_OVERRIDE_BYTES: u64 = 1024 * 1024;

fn read(path: &Path) -> OverrideFile {
    OverrideFile {
        path: path.to_path_buf(),
        text: read_text(path),
    }
}

/// The file's text, refused unread when over [`MAX_OVERRIDE_BYTES`]; a
/// UTF-8 byte-order mark (as some editors save) is dropped.
fn read_text(path: &Path) -> Result<String, Unread> {
    use std::io::Read;
    let file = std::fs::File::open(path)?;
    let size = file.metadata()?.len();
    if size > MAX_OVERRIDE_BYTES {
        return Err(Unread::TooLarge(size));
    }
    let mut text = String::new();
    file.take(MAX_OVERRIDE_BYTES + 1)
        .read_to_string(&mut text)?;
    if text.len() as u64 > MAX_OVERRIDE_BYTES {
        return Err(Unread::TooLarge(text.len() as u64));
    }
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_override_with_a_byte_order_mark_reads_as_its_text() {
        let dir = crate::session::store::tests::TempDir::new("assets-bom");
        std::fs::create_dir_all(dir.path().join("rcw")).unwrap();
        let rules = format!("\u{feff}{}", crate::rcw::rules::BUILTIN_RULES);
        std::fs::write(dir.path().join("rcw/rules.json"), rules).unwrap();
        let f = override_file(Some(dir.path()), "rcw/rules.json").unwrap();
        let text = f.text.unwrap();
        assert!(text.starts_with('{'));
        assert!(crate::rcw::rules::RcwRules::parse(&text, "rules.json").is_ok());
    }

    #[test]
    fn an_override_over_the_limit_is_refused_unread() {
        let dir = crate::session::store::tests::TempDir::new("assets-large");
        std::fs::create_dir_all(dir.path().join("rcw")).unwrap();
        let path = dir.path().join("rcw/rules.json");
        let f = std::fs::File::create(&path).unwrap();
        // A sparse file: a gigabyte on paper, nothing on the disk.
        f.set_len(1 << 30).unwrap();
        let read = override_file(Some(dir.path()), "rcw/rules.json").unwrap();
        let err = read.text.unwrap_err();
        assert!(matches!(err, Unread::TooLarge(1073741824)), "{err:?}");
    }
}
