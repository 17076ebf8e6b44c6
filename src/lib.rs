//! politburo — a solitaire companion for SPI's *Russian Civil War 1918-1922*
//! and quick table lookups for related games.
//!
//! Nothing outside [`ui`] imports egui, and the rules ([`rcw`] and the
//! other games' modules) never touch the file system and read no clock but
//! the planner's stopwatch (how long a search took, never what it finds):
//! [`assets`] finds override files, [`session`] reads and writes the
//! game's files, and [`crash`] its own reports. Rules are data (assets/ compiled in, overridable) plus
//! functions; the UI only draws state and sends commands.

pub mod aa1914;
pub mod assets;
pub mod catalogue;
pub mod cli;
pub mod crash;
pub mod dice;
pub mod diplomacy;
pub mod directory;
pub mod list;
pub mod ratio;
pub mod rcw;
pub mod red_actions;
pub mod session;
pub mod tables;
pub mod ui;
pub mod words;

/// One line on stderr, prefixed "politburo: ". A stderr that is closed or
/// full is no reason to stop (or to panic, as `eprintln!` would): the
/// line is dropped.
/// The line is also kept among the last [`RECENT_NOTES`] for a crash
/// report ([`recent_notes`]).
pub fn note(text: impl std::fmt::Display) {
    use std::io::Write;
    let line = text.to_string();
    let _ = writeln!(std::io::stderr(), "politburo: {line}");
    remember_note(line);
}

/// How many of the last notes (stderr lines, and the lines the window
/// remembers: its notices and the game's log) are kept for a crash report.
pub const RECENT_NOTES: usize = 50;

static RECENT: std::sync::Mutex<std::collections::VecDeque<String>> =
    std::sync::Mutex::new(std::collections::VecDeque::new());

/// Keeps a line for a crash report (only the last [`RECENT_NOTES`]).
pub fn remember_note(line: String) {
    let mut r = RECENT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if r.len() == RECENT_NOTES {
        r.pop_front();
    }
    r.push_back(line);
}

/// The last lines kept by [`note`] and [`remember_note`], oldest first.
pub fn recent_notes() -> Vec<String> {
    RECENT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .iter()
        .cloned()
        .collect()
}

/// The allocator of every program built on this library (the app, the
/// command line, tests and benches): replaying a long game allocates and
/// frees small values by the million (board copies for undo, log lines),
/// where the system's allocator spent about half of a 1,000-turn load
/// (README, "Speed").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
