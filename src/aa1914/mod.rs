//! *Axis & Allies 1914* — the Russian Civil War variant (003_…txt): the
//! Bolshevik Revolution as a checklist, and the Soviet power's rules.
//!
//! IPC: Industrial Production Certificates, the game's money. The app cannot
//! see the board: where a rule depends on it, the player answers.

pub mod civil_war;
pub mod revolution;
pub mod soviet;

pub use civil_war::{CivilWar, CivilWarError};
