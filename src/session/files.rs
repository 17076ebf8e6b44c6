//! The RCW session on disk: [`SessionData`] in the store's versioned
//! envelope, and the few file operations the app needs, with messages that
//! say which file and what is wrong.

use super::history::{Session, SessionData};
use super::{
    Migration, MigrationError, SessionFormat, SessionStore, StoreError, candidates, decode,
    load_file, save_file, session_mut, wrap_bare_payload, write_markdown,
};
use serde_json::Value;
use std::path::{Path, PathBuf};

impl SessionFormat for SessionData {
    /// Format 1: the envelope (format 0 held the session data bare).
    /// Format 2: the stored rules list the combat results a player reports.
    const MIGRATIONS: &'static [Migration] = &[wrap_bare_payload, add_combat_results];
}

/// Step 1 → 2: the rules a session stores gained `combat_results`; older
/// sessions get the built-in list, which is what they were played with.
pub fn add_combat_results(mut doc: Value) -> Result<Value, MigrationError> {
    let builtin: Value = serde_json::from_str(crate::rcw::rules::BUILTIN_RULES)
        .map_err(|e| MigrationError::new(format!("the built-in rules do not parse: {e}")))?;
    let results = builtin
        .get("combat_results")
        .cloned()
        .ok_or_else(|| MigrationError::new("the built-in rules have no combat_results"))?;
    let rules = session_mut(&mut doc)?
        .get_mut("rules")
        .and_then(Value::as_object_mut)
        .ok_or_else(|| MigrationError::new("the session has no \"rules\" object"))?;
    rules.entry("combat_results").or_insert(results);
    Ok(doc)
}

fn replay(data: SessionData, path: &Path) -> Result<Session, String> {
    Session::from_data(data).map_err(|e| {
        format!(
            "the session in the file is inconsistent ({e}); the file was left untouched: {}",
            path.display()
        )
    })
}

/// Loads and replays a session file.
pub fn load_session(path: &Path) -> Result<Session, String> {
    let loaded = load_file::<SessionData>(path).map_err(|e| e.to_string())?;
    replay(loaded.session, path)
}

/// Decodes and replays session text (`path` names it in messages).
pub fn decode_session(text: &str, path: &Path) -> Result<Session, String> {
    let loaded = decode::<SessionData>(text, path).map_err(|e| e.to_string())?;
    replay(loaded.session, path)
}

/// Writes text (a report, the settings) atomically, creating folders.
pub fn write_text(path: &Path, text: &str) -> Result<(), StoreError> {
    write_markdown(path, text)
}

/// Writes the session to any path as a session file.
pub fn export_session(data: &SessionData, path: &Path) -> Result<(), StoreError> {
    save_file(path, data, 0).map(|_| ())
}

/// Copies a session file into the saves after checking that it replays.
pub fn import_session(store: &SessionStore, path: &Path) -> Result<String, String> {
    load_session(path)?;
    store
        .import_save::<SessionData>(path, None)
        .map(|n| n.to_string())
        .map_err(|e| e.to_string())
}

/// Backups of `path` (newest first) whose sessions load and replay.
pub fn loadable_backups(store: &SessionStore, path: &Path) -> Vec<(PathBuf, String)> {
    candidates::<SessionData>(path, store.backups())
        .into_iter()
        .filter(|c| c.generation > 0 && c.loads())
        .filter(|c| load_session(&c.path).is_ok())
        .map(|c| {
            let when = c
                .status
                .as_ref()
                .ok()
                .and_then(|h| h.saved_at.clone())
                .unwrap_or_else(|| "unknown time".to_string());
            (
                c.path.clone(),
                format!("backup {} (saved {when})", c.generation),
            )
        })
        .collect()
}

/// The named saves: (name, status line, whether it loads).
pub fn save_list(store: &SessionStore) -> Vec<(String, String, bool)> {
    match store.list_saves::<SessionData>() {
        Ok(list) => list
            .into_iter()
            .map(|e| {
                let status = match &e.status {
                    Ok(h) => format!(
                        "saved {} · {} KB",
                        h.saved_at.clone().unwrap_or_else(|| "?".to_string()),
                        e.size.div_ceil(1024)
                    ),
                    Err(err) => format!("does not load: {err}"),
                };
                let loads = e.loads();
                (e.name, status, loads)
            })
            .collect(),
        Err(e) => vec![(String::new(), e.to_string(), false)],
    }
}
