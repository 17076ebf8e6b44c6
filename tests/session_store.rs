#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The session store as the app uses it: save, load, recover, manage saves.

use std::fs;

use politburo::session::{
    Deleted, Migration, SaveName, SessionFormat, SessionStore, StoreError, load_file,
    newest_loadable, wrap_bare_payload, write_markdown,
};
use serde::{Deserialize, Serialize};

mod common;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Game {
    turn: u32,
    seats: Vec<String>,
    log: Vec<String>,
}

impl SessionFormat for Game {
    const MIGRATIONS: &'static [Migration] = &[wrap_bare_payload];
}

fn game(turn: u32) -> Game {
    Game {
        turn,
        seats: vec!["A".into(), "B".into(), "C".into()],
        log: (0..turn)
            .map(|t| format!("turn {t}: SDT rolled 4"))
            .collect(),
    }
}

#[test]
fn autosave_then_load_gives_the_same_game() {
    let dir = common::temp_dir("roundtrip");
    let store = SessionStore::new(dir.path().join("data"));
    assert!(
        load_file::<Game>(&store.autosave_path())
            .unwrap_err()
            .is_missing()
    );
    let report = store.autosave(&game(3)).unwrap();
    assert!(report.moved_aside.is_none());
    assert_eq!(report.path, dir.path().join("data/autosave.json"));
    let loaded = load_file::<Game>(&store.autosave_path()).unwrap();
    assert_eq!(loaded.session, game(3));
    assert_eq!(loaded.header.format_version, 1);
    // Stamped when written, in UTC to the second on disk.
    let stamp = loaded.header.saved_at.unwrap();
    let text = std::fs::read_to_string(&report.path).unwrap();
    let on_disk = politburo::session::timestamp::rfc3339(stamp);
    assert!(on_disk.ends_with('Z'));
    assert!(
        text.contains(&format!("\"saved_at\": \"{on_disk}\"")),
        "{text}"
    );
}

#[test]
fn backups_rotate_and_a_corrupt_autosave_offers_the_newest_that_loads() {
    let dir = common::temp_dir("recover");
    let store = SessionStore::new(dir.path());
    for t in 1..=8 {
        store.autosave(&game(t)).unwrap();
    }
    // Autosave = turn 8; backups .1..=.5 = turns 7..=3; turn 2 and 1 dropped.
    let cands = store.autosave_candidates::<Game>();
    assert_eq!(cands.len(), 6);
    assert!(cands.iter().all(|c| c.loads()));
    assert_eq!(
        cands.iter().map(|c| c.generation).collect::<Vec<_>>(),
        vec![0, 1, 2, 3, 4, 5]
    );

    // The disk fails the main file and the newest backup.
    let main = store.autosave_path();
    let text = fs::read_to_string(&main).unwrap();
    fs::write(&main, &text[..text.len() / 3]).unwrap();
    fs::write(dir.path().join("autosave.json.1"), "garbage").unwrap();
    let broken_bytes = fs::read(&main).unwrap();

    let err = load_file::<Game>(&store.autosave_path()).unwrap_err();
    assert!(matches!(err, StoreError::Truncated { .. }), "{err}");
    assert!(err.to_string().ends_with(&main.display().to_string()));
    let cands = store.autosave_candidates::<Game>();
    assert!(!cands[0].loads() && !cands[1].loads() && cands[2].loads());
    let (path, loaded) = newest_loadable::<Game>(&store.autosave_path(), store.backups()).unwrap();
    assert_eq!(path, dir.path().join("autosave.json.2"));
    assert_eq!(loaded.session, game(6));
    // Looking did not write.
    assert_eq!(fs::read(&main).unwrap(), broken_bytes);

    // Playing on from the backup: the broken autosave is kept, not lost.
    let report = store.autosave(&game(7)).unwrap();
    let aside = report.moved_aside.unwrap();
    assert_eq!(fs::read(&aside.to).unwrap(), broken_bytes);
    assert_eq!(
        load_file::<Game>(&store.autosave_path()).unwrap().session,
        game(7)
    );
}

#[test]
fn a_file_from_a_newer_politburo_is_refused_and_left_byte_for_byte() {
    let dir = common::temp_dir("newer");
    let store = SessionStore::new(dir.path());
    let bytes = br#"{"format_version": 7, "app_version": "9.0.0", "kind": "politburo-session", "session": {"new": true}}"#;
    fs::create_dir_all(store.saves_dir()).unwrap();
    let path = store.saves_dir().join("future.json");
    fs::write(&path, bytes).unwrap();
    let err = store.load_save::<Game>("future").unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "this session was written by a newer politburo (format 7; this version reads up to 1); \
             the file was left untouched — update politburo to open it: {}",
            path.display()
        )
    );
    let listed = store.list_saves::<Game>().unwrap();
    assert!(matches!(
        listed[0].status,
        Err(StoreError::TooNew { found: 7, .. })
    ));
    let _ = store.save_candidates::<Game>("future").unwrap();
    assert_eq!(fs::read(&path).unwrap(), bytes);
    // Saving over it is refused: it is neither destroyed nor moved.
    assert!(matches!(
        store.save_as("future", &game(1)),
        Err(StoreError::WouldReplaceNewer { found: 7, .. })
    ));
    assert_eq!(fs::read(&path).unwrap(), bytes);
}

#[test]
fn a_format_0_file_without_envelope_loads() {
    let dir = common::temp_dir("v0");
    let path = dir.path().join("old.json");
    fs::write(&path, r#"{"turn": 2, "seats": ["A", "B"], "log": []}"#).unwrap();
    let loaded = load_file::<Game>(&path).unwrap();
    assert_eq!(loaded.migrated_from, Some(0));
    assert_eq!(loaded.session.seats, vec!["A", "B"]);

    let other = dir.path().join("package.json");
    fs::write(&other, r#"{"name": "left-pad", "version": "1.3.0"}"#).unwrap();
    assert_eq!(
        load_file::<Game>(&other).unwrap_err().to_string(),
        format!(
            "not a politburo session file (no envelope, and not an old format-0 session either: \
             missing field `turn`): {}",
            other.display()
        )
    );
}

#[test]
fn named_saves_list_rename_delete_undelete() {
    let dir = common::temp_dir("named");
    let store = SessionStore::new(dir.path());
    assert!(store.list_saves::<Game>().unwrap().is_empty());
    store.save_as("Kolchak advances", &game(2)).unwrap();
    store.save_as("before purge.json", &game(4)).unwrap();
    store.save_as("before purge", &game(5)).unwrap();
    fs::write(
        store.saves_dir().join("hand edited.json"),
        "{\"format_version\": 1,",
    )
    .unwrap();

    let list = store.list_saves::<Game>().unwrap();
    let names: Vec<_> = list.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["before purge", "hand edited", "Kolchak advances"]);
    assert_eq!(
        list.iter().map(|e| e.loads()).collect::<Vec<_>>(),
        [true, false, true]
    );
    assert!(list[0].size > 0 && list[0].modified.is_some());
    // Replacing "before purge" kept turn 4 as its backup.
    let cands = store.save_candidates::<Game>("before purge").unwrap();
    assert_eq!(cands.len(), 2);

    let to = store.rename_save("before purge", "Turn 5").unwrap();
    assert_eq!(to, store.saves_dir().join("Turn 5.json"));
    assert_eq!(store.load_save::<Game>("Turn 5").unwrap().session, game(5));
    assert_eq!(
        store.save_candidates::<Game>("Turn 5").unwrap().len(),
        2,
        "backups moved too"
    );
    assert!(
        store
            .load_save::<Game>("before purge")
            .unwrap_err()
            .is_missing()
    );
    assert!(matches!(
        store.rename_save("Turn 5", "Kolchak advances"),
        Err(StoreError::AlreadyExists { .. })
    ));
    store.rename_save("Turn 5", "turn 5").unwrap();
    assert_eq!(store.load_save::<Game>("turn 5").unwrap().session, game(5));

    let deleted = store.delete_save("turn 5").unwrap();
    assert!(store.load_save::<Game>("turn 5").unwrap_err().is_missing());
    assert!(deleted.trash_path.starts_with(store.trash_dir()));
    store.undelete(&deleted).unwrap();
    assert_eq!(store.load_save::<Game>("turn 5").unwrap().session, game(5));
    store.delete_save("turn 5").unwrap();
    store.save_as("turn 5", &game(9)).unwrap();
    let again = store.delete_save("turn 5").unwrap();
    assert_ne!(
        again.trash_path, deleted.trash_path,
        "a second delete does not overwrite the trash"
    );
    let trash = store.list_trash::<Game>().unwrap();
    assert_eq!(
        trash.iter().map(|e| e.name.as_str()).collect::<Vec<_>>(),
        ["turn 5", "turn 5~2"]
    );
    let older = Deleted {
        name: SaveName::parse("turn 5 (first)").unwrap(),
        trash_path: trash[0].path.clone(),
    };
    store.undelete(&older).unwrap();
    assert_eq!(
        store.load_save::<Game>("turn 5 (first)").unwrap().session,
        game(5)
    );
    store.empty_trash().unwrap();
    assert!(!store.trash_dir().exists());
    assert!(store.delete_save("turn 5").unwrap_err().is_missing());
}

#[test]
fn bad_names_never_touch_files_outside_the_saves_folder() {
    let dir = common::temp_dir("names");
    let store = SessionStore::new(dir.path().join("data"));
    for name in [
        "../x",
        "/etc/passwd",
        "a/b",
        "C:\\x",
        "..",
        "",
        "a\0b",
        "CON",
        &"x".repeat(300),
    ] {
        let err = store.save_as(name, &game(1)).unwrap_err();
        assert!(matches!(err, StoreError::BadName { .. }), "{name:?}: {err}");
        assert!(store.rename_save("x", name).is_err());
    }
    assert!(!dir.path().join("x.json").exists());
    assert!(!dir.path().join("data").exists(), "nothing was created");
}

#[test]
fn export_and_import_through_any_path() {
    let dir = common::temp_dir("exchange");
    let store = SessionStore::new(dir.path().join("data"));
    store.save_as("mine", &game(3)).unwrap();
    let out = dir.path().join("usb stick/for Ivan.json");
    store.export_save("mine", &out).unwrap();
    assert_eq!(load_file::<Game>(&out).unwrap().session, game(3));

    let other = SessionStore::new(dir.path().join("ivan"));
    let name = other.import_save::<Game>(&out, None).unwrap();
    assert_eq!(name.as_str(), "for Ivan");
    assert_eq!(
        other.load_save::<Game>("for Ivan").unwrap().session,
        game(3)
    );
    assert!(matches!(
        other.import_save::<Game>(&out, None),
        Err(StoreError::AlreadyExists { .. })
    ));
    other.import_save::<Game>(&out, Some("copy")).unwrap();

    let junk = dir.path().join("notes.json");
    fs::write(&junk, "{\"turn\": \"x\"}").unwrap();
    assert!(other.import_save::<Game>(&junk, None).is_err());
    assert!(
        !other.saves_dir().join("notes.json").exists(),
        "validated before copying"
    );
}

#[test]
fn markdown_report_is_written_in_place() {
    let dir = common::temp_dir("markdown");
    let path = dir.path().join("reports/game.md");
    write_markdown(&path, "# Turn 1\n\n- SDT: 4\n").unwrap();
    write_markdown(&path, "# Turn 2\n").unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "# Turn 2\n");
    assert_eq!(fs::read_dir(dir.path().join("reports")).unwrap().count(), 1);
}

#[test]
fn a_data_folder_that_is_a_file_gives_errors_not_crashes() {
    let dir = common::temp_dir("blocked");
    let blocker = dir.path().join("data");
    fs::write(&blocker, "not a folder").unwrap();
    let store = SessionStore::new(&blocker);
    let err = store.autosave(&game(1)).unwrap_err();
    assert!(matches!(err, StoreError::Io { .. }), "{err}");
    assert!(
        err.to_string().ends_with(&blocker.display().to_string()),
        "{err}"
    );
    assert!(load_file::<Game>(&store.autosave_path()).is_err());
    assert!(store.list_saves::<Game>().is_err());
    assert!(store.save_as("x", &game(1)).is_err());
    assert!(newest_loadable::<Game>(&store.autosave_path(), store.backups()).is_none());
    assert_eq!(fs::read_to_string(&blocker).unwrap(), "not a folder");
}

#[derive(Debug, Clone)]
enum Op {
    Save(u32),
    TruncateAutosave(usize),
    GarbleBackup(usize),
}

fn op() -> impl proptest::strategy::Strategy<Value = Op> {
    use proptest::prelude::*;
    prop_oneof![
        3 => (1u32..50).prop_map(Op::Save),
        1 => (0usize..500).prop_map(Op::TruncateAutosave),
        1 => (1usize..=5).prop_map(Op::GarbleBackup),
    ]
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// Whatever happens to the files between saves, a save always succeeds,
    /// the game just saved loads back, a broken autosave is kept byte for
    /// byte, and recovery only ever offers a game that was really saved.
    #[test]
    fn no_sequence_of_saves_and_damage_loses_a_game(ops in proptest::collection::vec(op(), 1..14)) {
        let dir = common::temp_dir("sequence");
        let store = SessionStore::new(dir.path());
        let main = store.autosave_path();
        let mut saved: Vec<u32> = Vec::new();
        let mut damaged: Option<Vec<u8>> = None;
        let mut kept = 0;
        for op in ops {
            match op {
                Op::Save(t) => {
                    let report = store.autosave(&game(t)).unwrap();
                    match (report.moved_aside, damaged.take()) {
                        (Some(aside), Some(bytes)) => {
                            proptest::prop_assert_eq!(fs::read(&aside.to).unwrap(), bytes);
                            kept += 1;
                        }
                        (None, None) => {}
                        (aside, bytes) => proptest::prop_assert!(false, "moved aside {aside:?} but damaged {}", bytes.is_some()),
                    }
                    proptest::prop_assert_eq!(load_file::<Game>(&store.autosave_path()).unwrap().session, game(t));
                    saved.push(t);
                }
                Op::TruncateAutosave(at) => {
                    if let Ok(bytes) = fs::read(&main)
                        && !bytes.trim_ascii_end().is_empty()
                    {
                        // Cut inside the JSON itself: dropping only the final
                        // newline would leave a file that still loads.
                        let cut = bytes[..at % bytes.trim_ascii_end().len()].to_vec();
                        fs::write(&main, &cut).unwrap();
                        damaged = Some(cut);
                        proptest::prop_assert!(load_file::<Game>(&store.autosave_path()).is_err());
                    }
                }
                Op::GarbleBackup(k) => {
                    let backup = dir.path().join(format!("autosave.json.{k}"));
                    if backup.exists() {
                        fs::write(&backup, b"\x00garbled").unwrap();
                    }
                }
            }
            if let Some((_, loaded)) = newest_loadable::<Game>(&store.autosave_path(), store.backups()) {
                proptest::prop_assert!(saved.contains(&loaded.session.turn));
            }
        }
        let broken = fs::read_dir(dir.path())
            .unwrap()
            .filter(|e| e.as_ref().unwrap().file_name().to_string_lossy().contains(".broken-"))
            .count();
        proptest::prop_assert_eq!(broken, kept);
    }
}

#[test]
fn one_window_at_a_time_holds_the_data_folder() {
    let dir = common::temp_dir("lock");
    let store = SessionStore::new(dir.path().join("data"));
    let first = store.lock().unwrap();
    let err = store.lock().unwrap_err();
    assert!(matches!(err, StoreError::InUse { .. }), "{err}");
    assert!(err.to_string().contains("already using this data folder"));
    drop(first);
    store.lock().unwrap();
}

/// A save over a file this process wrote itself skips reading it again
/// only while it is still those bytes: the same file damaged in place,
/// its length unchanged, is judged in full and moved aside, not rotated
/// into the backups.
#[test]
fn a_file_saved_by_this_process_and_damaged_since_is_still_moved_aside() {
    let dir = common::temp_dir("known");
    let path = dir.path().join("evening.json");
    politburo::session::save_file(&path, &game(3), 2).unwrap();
    let report = politburo::session::save_file(&path, &game(4), 2).unwrap();
    assert!(
        report.moved_aside.is_none(),
        "our own file goes to the backups"
    );
    // One byte of the JSON broken, the length kept.
    let mut bytes = fs::read(&path).unwrap();
    let at = bytes.iter().position(|&b| b == b'{').unwrap();
    bytes[at] = b'#';
    fs::write(&path, &bytes).unwrap();
    let report = politburo::session::save_file(&path, &game(5), 2).unwrap();
    let aside = report.moved_aside.expect("the damaged file is kept aside");
    assert_eq!(fs::read(&aside.to).unwrap(), bytes);
    assert_eq!(load_file::<Game>(&path).unwrap().session, game(5));
}
