#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Games saved before the readings of the text became settings (format 2)
//! load with the readings they were played with and replay to exactly the
//! state they had when saved. The fixtures were written by the build before
//! the change: the two example sessions and a generated 40-turn game, each
//! with the game state it had (`*.state.json`).

use politburo::rcw::Game;
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
        let expected: Game =
            serde_json::from_str(&std::fs::read_to_string(fixture(state)).unwrap()).unwrap();
        // The tracked state and the bot turn in progress, as they were
        // (who has played this game turn is bookkeeping added since).
        assert_eq!(
            session.game().state,
            expected.state,
            "{file} replays differently"
        );
        assert_eq!(
            session.game().turn,
            expected.turn,
            "{file}: the turn in progress"
        );
        assert_eq!(
            session.rules().readings,
            Readings::BEFORE_SETTINGS,
            "{file}"
        );
        assert!(
            session
                .rules()
                .combat_results
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
    assert!(session.game().state.turn > 40);
}
