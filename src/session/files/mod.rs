//! The RCW session on disk: [`SessionData`] in the store's versioned
//! envelope, and the few file operations the app needs, with messages that
//! say which file and what is wrong.

use super::history::{Session, SessionData, StoredSession};
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

    fn check(&self) -> Result<(), super::error::Unsound> {
        Session::from_data(self.clone()).map(|_| ())?;
        Ok(())
    }

    /// A file of more steps than politburo opens is refused from a
    /// streaming count of its steps, before the whole document is built
    /// to be upgraded.
    fn precheck(text: &str) -> Result<(), super::error::Unsound> {
        match serde_json::from_str::<Probe>(text) {
            Err(e) if e.to_string().contains(TOO_MANY) => Err(Box::new(migrations::TooManySteps {
                most: super::history::MAX_ACTIONS,
            })),
            _ => Ok(()),
        }
    }

    fn settle(path: &Path, backups: usize) -> Result<super::format::Settled, StoreError> {
        super::journal::settle(path, backups)
    }

    /// "game turn 3": the Saves list shows it without opening the game.
    fn summary(&self) -> Option<String> {
        Some(format!("game turn {}", game_turn(self)))
    }
}

mod exports;
mod migrations;
mod versions;
use super::label::{describe, game_turn};
pub use exports::*;
pub use migrations::*;
pub use versions::*;

/// A session file as read before its rules are checked: the same format
/// and the same bounds; [`Session::from_stored`] checks and replays it.
impl SessionFormat for StoredSession {
    const MIGRATIONS: &'static [Migration] = <SessionData as SessionFormat>::MIGRATIONS;

    fn precheck(text: &str) -> Result<(), super::error::Unsound> {
        <SessionData as SessionFormat>::precheck(text)
    }
}

fn replay(data: StoredSession, path: &Path) -> Result<Session, StoreError> {
    Session::from_stored(data).map_err(|e| StoreError::DoesNotReplay {
        source: Box::new(e),
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

/// Decodes and replays session text (`path` names it in messages).
pub fn decode_session(text: &str, path: &Path) -> Result<Session, StoreError> {
    let loaded = decode::<StoredSession>(text, path)?;
    replay(loaded.session, path)
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
