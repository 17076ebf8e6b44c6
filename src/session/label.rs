//! A game's one-line label ("A (Red, you), B …; game turn 3, saved …"):
//! what the start screen's Resume, the Saves list and the label file
//! beside the autosave say of a session, from its data alone. Below the
//! journal and the session files, which both write it.

use super::history::SessionData;
use std::path::Path;

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

/// The game turn a session's data stands at: the setup's, plus every
/// game turn ended up to the step shown.
pub(super) fn game_turn(data: &SessionData) -> u64 {
    let ended = data.actions[..data.cursor.min(data.actions.len())]
        .iter()
        .filter(|a| matches!(a, crate::rcw::Action::NextGameTurn))
        .count();
    u64::from(data.setup.turn) + ended as u64
}
