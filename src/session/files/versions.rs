//! Every version of a session file (the file, its backups, the copies
//! kept aside) as the Saves window lists them, and restoring one.

use super::*;

/// One version of a session file: the file itself, a backup `.k`, or a
/// copy moved aside (`broken-N`, `newer-N`), as the Saves window lists it.
#[derive(Debug)]
pub struct Version {
    /// Whose version: "autosave" or the save's name.
    pub file: String,
    /// "current", "backup 2", "broken-1", …
    pub which: String,
    pub path: PathBuf,
    /// "turn 3 · last step: … · saved 23 Nov 2026 18:01", or why it does
    /// not open.
    pub summary: Result<String, StoreError>,
    /// A name to restore it under that no save has yet (the player may
    /// change it; a taken name is refused, never replaced).
    pub restore_as: String,
}

/// What a version holds: its turn, last step and time, or why it does
/// not open; and its game turn for naming.
fn version_summary(path: &Path) -> (Result<String, StoreError>, Option<u32>) {
    let saved = load_file::<SessionData>(path)
        .ok()
        .and_then(|l| l.header.saved_at)
        .map(|t| format!(" · saved {}", crate::session::timestamp::local_text(t)))
        .unwrap_or_default();
    match load_session(path) {
        Ok(s) => {
            let turn = s.game().state().turn();
            let last = s
                .log()
                .last()
                .map(|l| l.entry.text.to_string())
                .unwrap_or_else(|| "no step played yet".to_string());
            (
                Ok(format!("turn {turn} · last step: {last}{saved}")),
                Some(turn),
            )
        }
        Err(e) => (Err(e), None),
    }
}

/// Every version of the autosave and of every named save: the file, its
/// backups `.1 … .k` and the copies moved aside beside it, each read and
/// replayed to say what it holds. Reads only.
pub fn versions(store: &SessionStore) -> Vec<Version> {
    let mut files: Vec<(String, PathBuf)> = vec![("autosave".to_string(), store.autosave_path())];
    if let Ok(saves) = store.list_saves::<SessionData>() {
        files.extend(
            saves
                .into_iter()
                .filter(|e| !e.name.contains(".broken-") && !e.name.contains(".newer-"))
                .map(|e| (e.name, e.path)),
        );
    }
    let taken = |name: &str| store.save_path(name).is_ok_and(|p| p.exists());
    let mut out = Vec::new();
    for (file, path) in files {
        let mut paths: Vec<(String, PathBuf)> = candidates::<SessionData>(&path, store.backups())
            .into_iter()
            .map(|c| match c.generation {
                0 => ("current".to_string(), c.path),
                k => (format!("backup {k}"), c.path),
            })
            .collect();
        paths.extend(copies_aside(&path));
        for (which, p) in paths {
            let (summary, turn) = version_summary(&p);
            let base = match turn {
                Some(t) => format!("{file} ({which}, turn {t})"),
                None => format!("{file} ({which})"),
            };
            let mut restore_as = base.clone();
            let mut n = 2;
            while taken(&restore_as) {
                restore_as = format!("{base} {n}");
                n += 1;
            }
            out.push(Version {
                file: file.clone(),
                which,
                path: p,
                summary,
                restore_as,
            });
        }
    }
    out
}

/// The copies of `path` moved aside (`<stem>.broken-N.json`,
/// `<stem>.newer-N.json`), by name.
fn copies_aside(path: &Path) -> Vec<(String, PathBuf)> {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return Vec::new();
    };
    let name = name.to_string_lossy();
    let stem = name.strip_suffix(".json").unwrap_or(&name);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(String, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            let which = n
                .strip_prefix(stem)?
                .strip_prefix('.')?
                .strip_suffix(".json")?;
            let (kind, number) = which.split_once('-')?;
            ((kind == "broken" || kind == "newer") && number.parse::<u32>().is_ok())
                .then(|| (which.to_string(), e.path()))
        })
        .collect();
    found.sort();
    found
}

/// Copies one version (a backup, a copy moved aside) into the saves as
/// `name`, after checking that it replays; refuses a name already taken.
pub fn restore_version(
    store: &SessionStore,
    path: &Path,
    name: &str,
) -> Result<String, StoreError> {
    load_session(path)?;
    store
        .import_save::<SessionData>(path, Some(name))
        .map(|n| n.to_string())
}

/// Backups of `path` (newest first) whose sessions load and replay.
pub fn loadable_backups(store: &SessionStore, path: &Path) -> Vec<(PathBuf, String)> {
    candidates::<SessionData>(path, store.backups())
        .into_iter()
        .filter(|c| c.generation > 0 && c.loads())
        .filter(|c| load_session(&c.path).is_ok())
        .map(|c| {
            let when = c.status.as_ref().ok().and_then(|h| h.saved_at).map_or_else(
                || "unknown time".to_string(),
                crate::session::timestamp::local_text,
            );
            (
                c.path.clone(),
                format!("backup {} (saved {when})", c.generation),
            )
        })
        .collect()
}
