//! politburo — a solitaire companion for SPI's *Russian Civil War 1918-1922*
//! and quick table lookups for related games.
//!
//! Nothing outside [`ui`] imports egui, and the rules ([`rcw`] and the
//! other games' modules) touch neither the file system nor the clock:
//! [`assets`] finds override files and [`session`] reads and writes the
//! rest. Rules are data (assets/ compiled in, overridable) plus
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
pub fn note(text: impl std::fmt::Display) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "politburo: {text}");
}

/// The allocator of every program built on this library (the app, the
/// command line, tests and benches): replaying a long game allocates and
/// frees small values by the million (board copies for undo, log lines),
/// where the system's allocator spent about half of a 1,000-turn load
/// (README, "Speed").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
