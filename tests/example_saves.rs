#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The example sessions in saves/ load, replay, and are what the generator
//! makes (run with POLITBURO_WRITE_EXAMPLES=1 to write them again).

use politburo::session::generate::generate;
use politburo::session::{load_session, save_file};
use std::path::Path;

#[test]
fn example_saves_load_and_match_the_generator() {
    let write = std::env::var_os("POLITBURO_WRITE_EXAMPLES").is_some();
    let cases = [
        (
            "saves/seed-example-turn-1.json",
            generate(0, 1917, false).unwrap(),
        ),
        ("saves/mid-turn-3.json", generate(2, 1918, true).unwrap()),
    ];
    for (path, session) in &cases {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
        if write {
            save_file(&path, session.data(), 0).unwrap();
        }
        let loaded = load_session(&path).unwrap();
        assert_eq!(
            loaded.data(),
            session.data(),
            "{} is out of date",
            path.display()
        );
    }
    let start = &cases[0].1;
    assert_eq!(start.game().state().turn(), 1);
    assert!(start.is_empty());
    assert_eq!(start.game().state().players().len(), 5);
    let mid = &cases[1].1;
    assert_eq!(mid.game().state().turn(), 3);
    assert!(
        mid.game().in_turn(),
        "the second example stops in the middle of a bot turn"
    );
}

/// Writes a 1,000-turn session as an autosave for measuring start-up by
/// hand: `POLITBURO_LONG_SESSION=<dir>/autosave.json cargo test --release
/// --test example_saves -- --ignored`.
#[test]
#[ignore]
fn write_a_long_session_for_measuring() {
    let Some(path) = std::env::var_os("POLITBURO_LONG_SESSION") else {
        return;
    };
    let s = generate(1000, 1, true).unwrap();
    save_file(Path::new(&path), s.data(), 0).unwrap();
}

/// A format-1 file (before the rules listed the combat results) still
/// loads, upgraded with the built-in results, and replays the same game.
#[test]
fn a_format_1_session_is_migrated() {
    let session = generate(2, 1918, true).unwrap();
    let text = politburo::session::encode(session.data(), None, Path::new("x.json")).unwrap();
    let mut doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    doc["format_version"] = 1.into();
    doc["session"]["rules"]
        .as_object_mut()
        .unwrap()
        .remove("combat_results");
    let old = serde_json::to_string(&doc).unwrap();
    let loaded = politburo::session::decode_session(&old, Path::new("old.json")).unwrap();
    assert_eq!(loaded.data(), session.data());
    assert_eq!(loaded.game(), session.game());
}
