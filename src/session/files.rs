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
    /// Format 5: a bot turn may record the moves given to the planner as
    /// a planning input (`Input::Moves`).
    /// Format 6: one stack of the order of battle may be changed by an
    /// `Edit::Stacks` action (moved, split, merged, …), your own attack
    /// walked through on it (`Action::HumanAttack`), and the stored rules
    /// name their turn flow (`turn_flow`; 0 when absent).
    /// Format 7: an answer that took the attack planner's plan keeps the
    /// orders it gave (`Input::Planned`), so a replay never plans again.
    /// Format 8: the game may be played on a map (`Edit::Map`, the map
    /// learning a connection `Edit::Connect`, `Edit::MapMoves`), and the
    /// moves given to the planner may block one the map gives.
    const MIGRATIONS: &'static [Migration] = &[
        wrap_bare_payload,
        add_combat_results,
        add_readings,
        add_order_of_battle,
        add_moves_input,
        add_stack_edits,
        add_recorded_plans,
        add_map,
    ];

    fn check(&self) -> Result<(), String> {
        Session::from_data(self.clone())
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    /// A file of more steps than politburo opens is refused from a
    /// streaming count of its steps, before the whole document is built
    /// to be upgraded.
    fn precheck(text: &str) -> Result<(), String> {
        match serde_json::from_str::<Probe>(text) {
            Err(e) if e.to_string().contains(TOO_MANY) => Err(format!(
                "{TOO_MANY} ({} at most)",
                super::history::MAX_ACTIONS
            )),
            _ => Ok(()),
        }
    }

    fn settle(path: &Path, backups: usize) -> Result<super::journal::recover::Settled, StoreError> {
        super::journal::settle(path, backups)
    }

    /// "game turn 3": the Saves list shows it without opening the game.
    fn summary(&self) -> Option<String> {
        Some(format!("game turn {}", game_turn(self)))
    }
}

/// The game turn a session's data stands at: the setup's, plus every
/// game turn ended up to the step shown.
fn game_turn(data: &SessionData) -> u64 {
    let ended = data.actions[..data.cursor.min(data.actions.len())]
        .iter()
        .filter(|a| matches!(a, crate::rcw::Action::NextGameTurn))
        .count();
    u64::from(data.setup.turn) + ended as u64
}

const TOO_MANY: &str = "the session has more steps than politburo opens";

/// The steps of a session file of any format, counted, not built.
#[derive(serde::Deserialize)]
#[allow(dead_code)] // read only to count
struct Probe {
    #[serde(default)]
    session: Option<ProbeSession>,
    #[serde(default, deserialize_with = "count_steps")]
    actions: Option<usize>,
}

#[derive(serde::Deserialize)]
#[allow(dead_code)] // read only to count
struct ProbeSession {
    #[serde(default, deserialize_with = "count_steps")]
    actions: Option<usize>,
}

fn count_steps<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<usize>, D::Error> {
    struct Count;
    impl<'de> serde::de::Visitor<'de> for Count {
        type Value = Option<usize>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "a list of steps")
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Self::Value, A::Error> {
            let mut n = 0usize;
            while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {
                n += 1;
                if n > super::history::MAX_ACTIONS {
                    return Err(serde::de::Error::custom(TOO_MANY));
                }
            }
            Ok(Some(n))
        }
    }
    d.deserialize_seq(Count)
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

/// Step 5 → 6: actions may change one stack (`Edit::Stacks`). Nothing to
/// change in an older document; the step makes an older politburo refuse
/// a newer file it could not read instead of calling it broken.
pub fn add_stack_edits(mut doc: Value) -> Result<Value, MigrationError> {
    session_mut(&mut doc)?;
    Ok(doc)
}

/// Step 6 → 7: an answer may keep the planner's orders (`Input::Planned`).
/// Nothing to change in an older document (its answers plan as they did);
/// the step makes an older politburo refuse a newer file it could not read
/// instead of calling it broken.
pub fn add_recorded_plans(mut doc: Value) -> Result<Value, MigrationError> {
    session_mut(&mut doc)?;
    Ok(doc)
}

/// Step 7 → 8: the game may be played on a map (`Edit::Map`). Nothing to
/// change in an older document (it has none); the step makes an older
/// politburo refuse a newer file it could not read instead of calling it
/// broken.
pub fn add_map(mut doc: Value) -> Result<Value, MigrationError> {
    session_mut(&mut doc)?;
    Ok(doc)
}

/// Step 3 → 4: actions may edit an order of battle. A game saved before
/// kept none, and an empty order of battle is the default, so the document
/// stays as it is; the step exists so that an older politburo refuses a
/// newer file (it could not read the new edit) instead of calling it broken.
pub fn add_order_of_battle(mut doc: Value) -> Result<Value, MigrationError> {
    session_mut(&mut doc)?;
    Ok(doc)
}

/// Step 4 → 5: a bot turn may hold `Input::Moves`. Nothing to change in
/// an older document; the step makes an older politburo refuse a newer
/// file it could not read instead of calling it broken.
pub fn add_moves_input(mut doc: Value) -> Result<Value, MigrationError> {
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

/// Loads and replays a session file with its journal (see
/// [`super::journal::open`]: what of the journal did not come back is
/// not said here). The error stays typed so the window can tell a missing
/// file from a broken one.
pub fn load_session(path: &Path) -> Result<Session, StoreError> {
    super::journal::open(path).map(|o| o.session)
}

/// The autosave as the player left it: the snapshot with its journal's
/// steps, replayed once, and where the journal stands so the writer can go
/// on appending to it.
pub fn load_autosave(store: &SessionStore) -> Result<super::journal::Opened, StoreError> {
    super::journal::open(&store.autosave_path())
}

/// Writes the Resume label of `data` at `path` (best effort: a label not
/// written is rebuilt from the autosave, off the window's thread).
pub fn write_label(path: &Path, data: &SessionData) {
    match describe(data, Some(super::timestamp::now())) {
        Some(label) => {
            let _ = super::atomic::write_atomic(path, label.as_bytes(), 0);
        }
        None => {
            let _ = super::fsio::remove_file(path);
        }
    }
}

/// Decodes and replays session text (`path` names it in messages).
pub fn decode_session(text: &str, path: &Path) -> Result<Session, StoreError> {
    let loaded = decode::<SessionData>(text, path)?;
    replay(loaded.session, path)
}

/// The name an export of `title` starts from: the title (letters, digits
/// and dashes kept, at most 60 characters) and the time (UTC).
fn export_base(title: &str, now: std::time::SystemTime) -> String {
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
    format!("{stem}-{when}")
}

/// Writes an export of `title` into `dir` under a name no file has: the
/// title, the time (UTC) and, if that is taken too, a number. An export
/// never replaces an earlier one, even one another window writes in the
/// same second.
pub fn write_export(
    dir: &Path,
    title: &str,
    ext: &str,
    now: std::time::SystemTime,
    bytes: &[u8],
) -> Result<PathBuf, StoreError> {
    super::atomic::write_new(dir, &export_base(title, now), ext, bytes)
}

/// Writes text (a report, the settings) atomically, creating folders.
pub fn write_text(path: &Path, text: &str) -> Result<(), StoreError> {
    write_markdown(path, text)
}

/// Writes a game report into the store's exports folder under a fresh
/// name; returns where.
pub fn export_report(store: &SessionStore, title: &str, text: &str) -> Result<PathBuf, StoreError> {
    write_export(
        &store.dir().join("exports"),
        title,
        "md",
        std::time::SystemTime::now(),
        text.as_bytes(),
    )
}

/// Writes the session into the store's exports folder under a fresh name;
/// returns where.
pub fn export_to_exports(
    store: &SessionStore,
    data: &SessionData,
    title: &str,
) -> Result<PathBuf, StoreError> {
    let now = std::time::SystemTime::now();
    let dir = store.dir().join("exports");
    let text = super::format::encode(data, Some(super::timestamp::at(now)), &dir)?;
    write_export(&dir, title, "json", now, text.as_bytes())
}

/// Writes the session to any path as a session file.
pub fn export_session(data: &SessionData, path: &Path) -> Result<(), StoreError> {
    save_file(path, data, 0).map(|_| ())
}

/// Copies a session file into the saves after checking that it replays,
/// under a name of its own: the file's name, or with " 2", " 3", … when
/// a save has that name already (never over it). A file with steps in a
/// journal beside it comes in with them. Returns the name.
pub fn import_session(store: &SessionStore, path: &Path) -> Result<String, StoreError> {
    let opened = super::journal::open(path)?;
    let stem = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = stem
        .strip_suffix(".json")
        .unwrap_or(&stem)
        .trim()
        .to_string();
    let taken = |name: &str| store.save_path(name).is_ok_and(|p| p.exists());
    let mut name = stem.clone();
    let mut n = 2;
    while taken(&name) {
        name = format!("{stem} {n}");
        n += 1;
    }
    if opened.recovery.came_back == 0 {
        // Byte for byte: an older format stays as it was written.
        store.import_save::<SessionData>(path, Some(&name))
    } else {
        let to = store.save_path(&name)?;
        save_file(&to, opened.session.data(), store.backups())?;
        super::names::SaveName::parse(&name)
    }
    .map(|n| n.to_string())
}

/// One version of a session file: the file itself, a backup `.k`, or a
/// copy moved aside (`broken-N`, `newer-N`), as the Saves window lists it.
#[derive(Clone, Debug)]
pub struct Version {
    /// Whose version: "autosave" or the save's name.
    pub file: String,
    /// "current", "backup 2", "broken-1", …
    pub which: String,
    pub path: PathBuf,
    /// "turn 3 · last step: … · saved 23 Nov 2026 18:01", or why it does
    /// not open.
    pub summary: Result<String, String>,
    /// A name to restore it under that no save has yet (the player may
    /// change it; a taken name is refused, never replaced).
    pub restore_as: String,
}

/// What a version holds: its turn, last step and time, or why it does
/// not open; and its game turn for naming.
fn version_summary(path: &Path) -> (Result<String, String>, Option<u32>) {
    let saved = load_file::<SessionData>(path)
        .ok()
        .and_then(|l| l.header.saved_at)
        .map(|t| format!(" · saved {}", super::timestamp::local_text(t)))
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
        Err(e) => (Err(e.to_string()), None),
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
            let when = c
                .status
                .as_ref()
                .ok()
                .and_then(|h| h.saved_at)
                .map_or_else(|| "unknown time".to_string(), super::timestamp::local_text);
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
    describe(&loaded.session, loaded.header.saved_at)
}

/// The Resume label of the autosave, from the small label file every
/// writer of the autosave keeps beside it: no decoding of the game, so
/// the start screen shows at once. `None` when there is none (an
/// autosave written by an older politburo): [`rebuild_label`] makes it.
pub fn autosave_label(store: &SessionStore) -> Option<String> {
    let bytes = super::store::read_at_most(&store.autosave_label_path(), 4096).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    let text = text.trim();
    (!text.is_empty()).then(|| text.to_string())
}

/// The Resume label read from the autosave itself (slow for a long game:
/// run it off the window's thread), written beside it when `write` (the
/// caller holds the data folder). A file beyond the bounds is refused
/// before it is decoded whole.
pub fn rebuild_label(store: &SessionStore, write: bool) -> Option<String> {
    let loaded = load_file::<SessionData>(&store.autosave_path()).ok()?;
    let label = describe(&loaded.session, loaded.header.saved_at)?;
    if write {
        let _ = super::atomic::write_atomic(&store.autosave_label_path(), label.as_bytes(), 0);
    }
    Some(label)
}

/// "A (Red, you), B …; game turn 3, saved …" for a session's data.
pub fn describe(
    data: &SessionData,
    saved_at: Option<super::timestamp::Timestamp>,
) -> Option<String> {
    // The labels the game itself uses ("D (Denikin's Whites)").
    let start = data.setup.validate(&data.rules).ok()?;
    let players: Vec<String> = start
        .players()
        .iter()
        .map(|p| {
            let mut t = p.label();
            if p.seat() == start.human() {
                t.push_str(" (you)");
            }
            t
        })
        .collect();
    let turn = game_turn(data);
    let when = saved_at
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
                        "{}saved {} · {} KB",
                        h.summary
                            .as_ref()
                            .map(|s| format!("{s} · "))
                            .unwrap_or_default(),
                        h.saved_at
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
        let dir = crate::session::store::tests::TempDir::new("export-names");
        let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_700_000_000);
        let a = write_export(dir.path(), "Колчак game", "json", t, b"first").unwrap();
        assert!(
            a.to_string_lossy()
                .contains("Колчак_game-2023-11-14T22-13-20Z"),
            "{a:?}"
        );
        let b = write_export(dir.path(), "Колчак game", "json", t, b"second").unwrap();
        assert_ne!(a, b);
        let c = write_export(dir.path(), "Юденич game", "json", t, b"third").unwrap();
        assert!(c != a && c != b);
        assert_eq!(std::fs::read_to_string(&a).unwrap(), "first");
        assert_eq!(std::fs::read_to_string(&b).unwrap(), "second");
    }

    /// The Saves list names each game's turn from the file's header (no
    /// game is opened to list it); a file written before the header held
    /// it is listed as before.
    #[test]
    fn the_saves_list_names_each_games_turn() {
        use crate::rcw::{Action, Setup, rules::RcwRules};
        let dir = crate::session::store::tests::TempDir::new("save-turns");
        let store = SessionStore::new(dir.path());
        let rules = RcwRules::builtin().unwrap();
        let mut s = Session::new(Setup::seed_example(), rules, 7).unwrap();
        store.save_as("First", s.data()).unwrap();
        s.apply(Action::EndHumanTurn).unwrap();
        s.apply(Action::NextGameTurn).unwrap();
        store.save_as("Second", s.data()).unwrap();
        let old = store.save_path("Old").unwrap();
        let text = std::fs::read_to_string(store.save_path("Second").unwrap()).unwrap();
        assert!(
            text.contains("\"summary\": \"game turn 2\""),
            "{}",
            &text[..300]
        );
        std::fs::write(&old, text.replace("\"summary\": \"game turn 2\",", "")).unwrap();
        let list = save_list(&store);
        let status = |n: &str| list.iter().find(|(name, ..)| name == n).unwrap().1.clone();
        assert!(
            status("First").starts_with("game turn 1 · saved "),
            "{list:?}"
        );
        assert!(
            status("Second").starts_with("game turn 2 · saved "),
            "{list:?}"
        );
        assert!(status("Old").starts_with("saved "), "{list:?}");
        assert!(list.iter().all(|(_, _, loads)| *loads), "{list:?}");
    }

    #[test]
    fn every_version_is_listed_and_restores_as_a_new_save_only() {
        use crate::rcw::{Action, Setup, rules::RcwRules};
        let dir = crate::session::store::tests::TempDir::new("versions");
        let store = SessionStore::new(dir.path());
        let rules = RcwRules::builtin().unwrap();
        let mut s = Session::new(Setup::seed_example(), rules, 7).unwrap();
        for _ in 0..3 {
            store.autosave(s.data()).unwrap();
            s.apply(Action::EndHumanTurn).unwrap_or(());
            s.apply(Action::NextGameTurn).unwrap_or(());
        }
        store.save_as("Evening one", s.data()).unwrap();
        store.save_as("Evening one", s.data()).unwrap();
        std::fs::write(dir.path().join("autosave.broken-1.json"), "{").unwrap();
        let list = versions(&store);
        let of = |file: &str| {
            list.iter()
                .filter(|v| v.file == file)
                .map(|v| v.which.as_str())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            of("autosave"),
            ["current", "backup 1", "backup 2", "broken-1"]
        );
        assert_eq!(of("Evening one"), ["current", "backup 1"]);
        let b2 = list.iter().find(|v| v.which == "backup 2").unwrap();
        assert!(
            b2.summary
                .as_ref()
                .unwrap()
                .starts_with("turn 1 · last step:"),
            "{:?}",
            b2.summary
        );
        assert_eq!(b2.restore_as, "autosave (backup 2, turn 1)");
        let broken = list.iter().find(|v| v.which == "broken-1").unwrap();
        assert!(broken.summary.is_err());
        // Restored as a new save; never over an existing one.
        let name = restore_version(&store, &b2.path, &b2.restore_as).unwrap();
        assert_eq!(name, "autosave (backup 2, turn 1)");
        let before = std::fs::read(store.save_path("Evening one").unwrap()).unwrap();
        assert!(matches!(
            restore_version(&store, &b2.path, "Evening one"),
            Err(StoreError::AlreadyExists { .. })
        ));
        assert_eq!(
            std::fs::read(store.save_path("Evening one").unwrap()).unwrap(),
            before
        );
        assert!(restore_version(&store, &broken.path, "from broken").is_err());
    }

    const EXPORT_DIR_ENV: &str = "POLITBURO_TEST_EXPORT_DIR";
    const EXPORTS_EACH: usize = 25;

    /// Run only as a child of the next test: exports into the folder it
    /// is given, all in the same second.
    #[test]
    #[ignore = "run by two_processes_exporting_at_once_keep_every_export"]
    fn child_exports_in_one_second() {
        let dir = PathBuf::from(std::env::var_os(EXPORT_DIR_ENV).unwrap());
        let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_700_000_000);
        for i in 0..EXPORTS_EACH {
            let text = format!("{}-{i}", std::process::id());
            write_export(&dir, "my game", "json", t, text.as_bytes()).unwrap();
        }
    }

    #[test]
    fn two_processes_exporting_at_once_keep_every_export() {
        let dir = crate::session::store::tests::TempDir::new("export-race");
        let spawn = || {
            std::process::Command::new(std::env::current_exe().unwrap())
                .args([
                    "--exact",
                    "session::files::tests::child_exports_in_one_second",
                    "--ignored",
                    "--test-threads=1",
                ])
                .env(EXPORT_DIR_ENV, dir.path())
                .stdout(std::process::Stdio::null())
                .spawn()
                .unwrap()
        };
        let (mut a, mut b) = (spawn(), spawn());
        assert!(a.wait().unwrap().success() && b.wait().unwrap().success());
        let mut texts: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
            .collect();
        texts.sort();
        texts.dedup();
        assert_eq!(
            texts.len(),
            2 * EXPORTS_EACH,
            "every export kept: {texts:?}"
        );
    }
}
