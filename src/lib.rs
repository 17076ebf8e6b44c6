//! politburo — a solitaire companion for SPI's *Russian Civil War 1918-1922*
//! and quick table lookups for related games.
//!
//! Everything outside [`ui`] is pure: no egui, no file system, no clock.
//! Rules are data (assets/ compiled in, overridable) plus functions; the UI
//! only draws state and sends actions.

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
