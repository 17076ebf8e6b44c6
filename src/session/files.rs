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
    /// Format 3: the stored rules name their readings of the text.
    /// Format 4: the game state may hold an order of battle, changed by
    /// `Edit::OrderOfBattle` actions.
    const MIGRATIONS: &'static [Migration] = &[
        wrap_bare_payload,
        add_combat_results,
        add_readings,
        add_order_of_battle,
    ];

    fn check(&self) -> Result<(), String> {
        Session::from_data(self.clone())
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
}

/// The rules object a session stores, for migration steps that add to it.
fn stored_rules_mut(
    doc: &mut Value,
) -> Result<&mut serde_json::Map<String, Value>, MigrationError> {
    session_mut(doc)?
        .get_mut("rules")
        .and_then(Value::as_object_mut)
        .ok_or_else(|| MigrationError::new("the session has no \"rules\" object"))
}

/// Step 3 → 4: actions may edit an order of battle. A game saved before
/// kept none, and an empty order of battle is the default, so the document
/// stays as it is; the step exists so that an older politburo refuses a
/// newer file (it could not read the new edit) instead of calling it broken.
pub fn add_order_of_battle(mut doc: Value) -> Result<Value, MigrationError> {
    session_mut(&mut doc)?;
    Ok(doc)
}

/// Step 2 → 3: the rules gained named readings [I-6], [I-9]–[I-11]. A game
/// saved before had the readings of that time, so it replays as it was
/// played (its combat results also keep not asking after the attacker).
pub fn add_readings(mut doc: Value) -> Result<Value, MigrationError> {
    let before = serde_json::to_value(crate::rcw::rules::Readings::BEFORE_SETTINGS)
        .map_err(|e| MigrationError::new(format!("the old readings do not encode: {e}")))?;
    let rules = stored_rules_mut(&mut doc)?;
    rules.entry("readings").or_insert(before);
    Ok(doc)
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
    let rules = stored_rules_mut(&mut doc)?;
    rules.entry("combat_results").or_insert(results);
    Ok(doc)
}

fn replay(data: SessionData, path: &Path) -> Result<Session, StoreError> {
    Session::from_data(data).map_err(|e| StoreError::DoesNotReplay {
        msg: e.to_string(),
        path: path.to_path_buf(),
    })
}

/// Loads and replays a session file. The error stays typed so the window
/// can tell a missing file from a broken one.
pub fn load_session(path: &Path) -> Result<Session, StoreError> {
    let loaded = load_file::<SessionData>(path)?;
    replay(loaded.session, path)
}

/// Decodes and replays session text (`path` names it in messages).
pub fn decode_session(text: &str, path: &Path) -> Result<Session, StoreError> {
    let loaded = decode::<SessionData>(text, path)?;
    replay(loaded.session, path)
}

/// A path in `dir` for an export of `title` that no file has yet: the
/// title, the time (UTC) and, if that is taken too, a number. An export
/// never replaces an earlier one.
pub fn fresh_export_path(
    dir: &Path,
    title: &str,
    ext: &str,
    now: std::time::SystemTime,
) -> PathBuf {
    let stem: String = title
        .trim()
        .chars()
        .take(60)
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let when = super::timestamp::rfc3339_utc(now).replace(':', "-");
    let base = format!("{stem}-{when}");
    let mut path = dir.join(format!("{base}.{ext}"));
    let mut n = 2;
    while path.symlink_metadata().is_ok() {
        path = dir.join(format!("{base}-{n}.{ext}"));
        n += 1;
    }
    path
}

/// Writes text (a report, the settings) atomically, creating folders.
pub fn write_text(path: &Path, text: &str) -> Result<(), StoreError> {
    write_markdown(path, text)
}

/// Writes a game report into the store's exports folder under a fresh
/// name; returns where.
pub fn export_report(store: &SessionStore, title: &str, text: &str) -> Result<PathBuf, StoreError> {
    let path = fresh_export_path(
        &store.dir().join("exports"),
        title,
        "md",
        std::time::SystemTime::now(),
    );
    write_text(&path, text)?;
    Ok(path)
}

/// Writes the session into the store's exports folder under a fresh name;
/// returns where.
pub fn export_to_exports(
    store: &SessionStore,
    data: &SessionData,
    title: &str,
) -> Result<PathBuf, StoreError> {
    let path = fresh_export_path(
        &store.dir().join("exports"),
        title,
        "json",
        std::time::SystemTime::now(),
    );
    export_session(data, &path)?;
    Ok(path)
}

/// Writes the session to any path as a session file.
pub fn export_session(data: &SessionData, path: &Path) -> Result<(), StoreError> {
    save_file(path, data, 0).map(|_| ())
}

/// Copies a session file into the saves after checking that it replays.
pub fn import_session(store: &SessionStore, path: &Path) -> Result<String, StoreError> {
    load_session(path)?;
    store
        .import_save::<SessionData>(path, None)
        .map(|n| n.to_string())
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

/// One line naming the game in a session file, for "Resume last
/// session": its players, game turn and when it was saved (local time).
pub fn describe_file(path: &Path) -> Option<String> {
    let loaded = load_file::<SessionData>(path).ok()?;
    let data = &loaded.session;
    // The labels the game itself uses ("D (Denikin's Whites)").
    let start = data.setup.validate(&data.rules).ok()?;
    let players: Vec<String> = start
        .players()
        .iter()
        .map(|p| {
            let mut t = p.label();
            if p.seat == start.human() {
                t.push_str(" (you)");
            }
            t
        })
        .collect();
    let turns = data.actions[..data.cursor.min(data.actions.len())]
        .iter()
        .filter(|a| matches!(a, crate::rcw::Action::NextGameTurn))
        .count();
    let turn = u64::from(data.setup.turn) + turns as u64;
    let when = loaded
        .header
        .saved_at
        .as_deref()
        .map(|t| format!(", saved {}", super::timestamp::local_text(t)))
        .unwrap_or_default();
    Some(format!("{}; game turn {turn}{when}", players.join(", ")))
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
                        h.saved_at
                            .as_deref()
                            .map_or_else(|| "?".to_string(), super::timestamp::local_text),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exports_never_take_an_existing_name_and_keep_any_script() {
        let dir = std::env::temp_dir().join(format!("politburo-export-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_700_000_000);
        let a = fresh_export_path(&dir, "Колчак game", "json", t);
        assert!(
            a.to_string_lossy()
                .contains("Колчак_game-2023-11-14T22-13-20Z"),
            "{a:?}"
        );
        std::fs::write(&a, "first").unwrap();
        let b = fresh_export_path(&dir, "Колчак game", "json", t);
        assert_ne!(a, b);
        std::fs::write(&b, "second").unwrap();
        let c = fresh_export_path(&dir, "Юденич game", "json", t);
        assert!(c != a && c != b);
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "first");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
