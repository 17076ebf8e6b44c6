//! *Fall of the Directory* / *Makhno's Return* (seed 001): the combat
//! calculator. The game's tables themselves are data
//! (`assets/tables/directory.json`, ids `directory/<name>`) read by
//! [`crate::tables`].

pub mod combat;
