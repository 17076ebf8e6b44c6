#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Games saved before the readings of the text became settings (format 2)
//! load with the readings they were played with and replay to exactly the
//! state they had when saved. The fixtures were written by the build before
//! the change: the two example sessions and a generated 40-turn game, each
//! with the game state it had (`*.state.json`).

use politburo::rcw::rules::Readings;
use politburo::session::load_session;
use std::path::Path;

fn fixture(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

#[test]
fn format_2_games_replay_with_their_old_readings_to_the_state_they_had() {
    for (file, state) in [
        (
            "seed-example-turn-1-format-2.json",
            "seed-example-turn-1.state.json",
        ),
        ("mid-turn-3-format-2.json", "mid-turn-3.state.json"),
        (
            "generated-40-turns-format-2.json",
            "generated-40-turns-format-2.state.json",
        ),
    ] {
        let text = std::fs::read_to_string(fixture(file)).unwrap();
        assert!(text.contains("\"format_version\": 2") || text.contains("\"format_version\":2"));
        let session = load_session(&fixture(file)).unwrap();
        // A game's state is never read from a file (only a checked setup
        // and its replay make one): the fixture is compared as written.
        let expected: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(fixture(state)).unwrap()).unwrap();
        // The tracked state and the bot turn in progress, as they were
        // (who has played this game turn is bookkeeping added since).
        assert_eq!(
            serde_json::to_value(session.game().state()).unwrap(),
            expected["state"],
            "{file} replays differently"
        );
        // The prompt's planner request was added since; the rest is as it was.
        let mut turn = session.game().turn().cloned();
        if let Some(politburo::rcw::Prompt::Ask(q)) = turn.as_mut().and_then(|t| t.prompt.as_mut())
        {
            q.plan = None;
        }
        // So was the question's topic (a key for scripts).
        let mut turn = serde_json::to_value(&turn).unwrap();
        if let Some(ask) = turn
            .pointer_mut("/prompt/Ask")
            .and_then(|a| a.as_object_mut())
        {
            ask.remove("topic");
        }
        assert_eq!(turn, expected["turn"], "{file}: the turn in progress");
        assert_eq!(
            session.rules().readings(),
            Readings::BEFORE_SETTINGS,
            "{file}"
        );
        assert!(
            session
                .rules()
                .combat_results()
                .iter()
                .all(|c| !c.attacker_losses),
            "{file}: results of old games never asked after the attacker"
        );
    }
}

#[test]
fn the_generated_game_exercises_the_readings() {
    // The 40-turn game is only a real check if it has purges in it.
    let session = load_session(&fixture("generated-40-turns-format-2.json")).unwrap();
    let purges = session
        .log()
        .iter()
        .filter(|l| l.entry.text.contains("purge: "))
        .count();
    assert!(purges >= 3, "only {purges} purges");
    assert!(session.game().state().turn() > 40);
}

/// Format 3 → 4: a game saved before the order of battle loads as it was,
/// with none kept; an order of battle entered after is one undoable step
/// that a saved file keeps.
#[test]
fn format_3_games_load_and_take_an_order_of_battle() {
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::{Action, Edit, Input, Override};
    use politburo::session::{decode_session, encode};
    let path = fixture("mid-turn-3-format-3.json");
    let old = std::fs::read_to_string(&path).unwrap();
    assert!(old.contains("\"format_version\": 3"));
    let mut session = load_session(&path).unwrap();
    assert!(session.game().state().order_of_battle().is_empty());
    let oob = OrderOfBattle::parse("Perm: B Red 4, D White 3; Omsk: C Blue 5").unwrap();
    let edit = Edit::OrderOfBattle(oob.clone());
    // Mid-turn the edit is an override; between turns a plain edit.
    let action = if session.game().turn().is_some() {
        Action::Input(Input::Override(Override::Edit {
            edit,
            reason: "kept the stacks".to_string(),
        }))
    } else {
        Action::Edit(edit)
    };
    session.apply(action).unwrap();
    assert_eq!(session.game().state().order_of_battle(), &oob);
    let text = encode(session.data(), None, &path).unwrap();
    assert!(text.contains("\"format_version\": 8"));
    let back = decode_session(&text, &path).unwrap();
    assert_eq!(back.game().state().order_of_battle(), &oob);
    session.undo().unwrap();
    assert!(session.game().state().order_of_battle().is_empty());
}

/// A game saved by the release before the turn followed the board (format
/// 5, turn flow 0): an order of battle and moves kept, six game turns of
/// planned attacks with retreats, eliminations kept and purges, written by
/// that build. It replays in the order it was played, to the state it had.
#[test]
fn a_planned_game_from_before_the_turn_followed_the_board_replays_as_played() {
    let file = "planned-6-turns-format-5.json";
    let session = load_session(&fixture(file)).unwrap();
    assert_eq!(session.rules().turn_flow(), 0);
    let expected: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(fixture("planned-6-turns-format-5.state.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(
        serde_json::to_value(session.game().state()).unwrap(),
        expected["state"],
        "{file} replays differently"
    );
    assert_eq!(
        serde_json::to_value(session.game().turn()).unwrap(),
        expected["turn"],
        "{file}: the last turn"
    );
    let planned = session
        .log()
        .iter()
        .filter(|l| l.entry.text.contains("where did") || l.entry.text.contains("take "))
        .count();
    assert!(planned >= 3, "only {planned} follow-ups of planned attacks");
}

/// A game saved by the build before (the example "A game in mid-turn 3"):
/// its stored rules marked DR as the result Enter took. It loads and
/// replays to the bot turn it was saved in; the mark is read and dropped,
/// so Enter asks for every result and a save no longer carries it.
#[test]
fn games_that_marked_a_default_combat_result_lose_the_mark() {
    let file = fixture("mid-turn-3-format-6.json");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("\"format_version\": 6"));
    assert!(text.contains("\"default\": true"));
    let session = load_session(&file).unwrap();
    let rules = serde_json::to_value(session.rules()).unwrap();
    let results = rules["combat_results"].as_array().unwrap();
    assert_eq!(results.len(), 6);
    assert!(results.iter().all(|r| r.get("default").is_none()));
    assert_eq!(session.game().state().turn(), 3);
    assert!(session.game().in_turn());
}

mod common;

/// An autosave written before the autosave was a journal (a whole game in
/// `autosave.json`, no journal beside it) resumes as the game it holds, in
/// every format kept as a fixture.
#[test]
fn autosaves_from_before_the_journal_resume_as_they_were() {
    for file in [
        "mid-turn-3-format-2.json",
        "mid-turn-3-format-3.json",
        "planned-6-turns-format-5.json",
        "mid-turn-3-format-6.json",
        "generated-40-turns-format-2.json",
    ] {
        let dir = common::temp_dir("old-autosave");
        let store = politburo::session::SessionStore::new(dir.path());
        std::fs::create_dir_all(dir.path()).unwrap();
        std::fs::copy(fixture(file), store.autosave_path()).unwrap();
        assert!(!store.journal_path().exists());
        let resumed = politburo::session::files::load_autosave(&store)
            .unwrap_or_else(|e| panic!("{file}: {e}"))
            .session;
        let opened = load_session(&fixture(file)).unwrap();
        assert_eq!(resumed.data(), opened.data(), "{file}");
        assert_eq!(resumed.game(), opened.game(), "{file}");
    }
}
