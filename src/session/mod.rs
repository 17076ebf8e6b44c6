//! Sessions that never lose a game.
//!
//! - [`history`]: the event log with its undo/redo cursor; the game is
//!   always the replay of the log.
//! - [`generate`]: realistic sessions of any length (examples, benchmarks).
//! - [`files`]: the RCW session in the store's envelope.
//! - [`format`](mod@format): the versioned JSON envelope, encode/decode, migrations
//!   (pure text ↔ value).
//! - [`names`]: save names that cannot leave the saves folder.
//! - [`atomic`]: crash-safe writes with rotating backups.
//! - [`store`]: the data folder, autosave, named saves, trash,
//!   import/export, recovery from a broken file.
//!
//! The store is generic over the session type: anything `Serialize +
//! DeserializeOwned` that implements [`SessionFormat`] (its migration list,
//! whose length is the current format version). See docs/session-format.md.
//!
//! ```no_run
//! use politburo::session::{Migration, SessionFormat, SessionStore, wrap_bare_payload};
//! use serde::{Deserialize, Serialize};
//!
//! #[derive(Serialize, Deserialize)]
//! struct Game { turn: u32 }
//!
//! impl SessionFormat for Game {
//!     // Format 1: the envelope; format 0 files (a bare `Game`) still load.
//!     const MIGRATIONS: &'static [Migration] = &[wrap_bare_payload];
//! }
//!
//! # fn main() -> Result<(), politburo::session::StoreError> {
//! let store = SessionStore::open_default()?; // $POLITBURO_DATA_DIR or the platform folder
//! store.clean_stale_temps();
//! let game = match store.load_autosave::<Game>() {
//!     Ok(loaded) => loaded.session,
//!     Err(e) if e.is_missing() => Game { turn: 1 },
//!     Err(e) => {
//!         eprintln!("{e}"); // names the file, what is wrong, line and column
//!         match store.newest_loadable_autosave::<Game>() {
//!             Some((_backup, loaded)) => loaded.session, // ask the player first
//!             None => Game { turn: 1 },
//!         }
//!     }
//! };
//! let report = store.autosave(&game)?;
//! if let Some(aside) = report.moved_aside {
//!     eprintln!("{aside}"); // the broken autosave was kept, not overwritten
//! }
//! # Ok(())
//! # }
//! ```

pub mod atomic;
pub mod charts;
pub mod error;
pub mod files;
pub mod format;
pub mod fsio;
pub mod generate;
pub mod history;
pub mod journal;
mod known;
pub mod maps;
pub mod names;
pub mod settings;
pub mod store;
pub mod timestamp;
pub use journal::writer;

pub use error::{MigrationError, StoreError};
pub use files::{
    Version, decode_session, export_report, export_session, export_to_exports, import_session,
    load_session, loadable_backups, restore_version, save_list, versions, write_text,
};
pub use format::{
    Header, Loaded, Migration, SessionFormat, decode, encode, format_version, session_mut,
    wrap_bare_payload,
};
pub use history::{LogLine, PctPoint, ReplayError, Session, SessionData};
pub use names::SaveName;
pub use store::{
    Candidate, DATA_DIR_ENV, DEFAULT_BACKUPS, Deleted, MovedAside, SaveEntry, SaveReport,
    SessionStore, candidates, data_dir, load_file, newest_loadable, save_file, write_markdown,
};

/// The example sessions in saves/, compiled in so the start screen offers
/// them from any directory.
pub const EXAMPLES: &[(&str, &str)] = &[
    (
        "The seed's five players, start of turn 1",
        include_str!("../../saves/seed-example-turn-1.json"),
    ),
    (
        "A game in mid-turn 3",
        include_str!("../../saves/mid-turn-3.json"),
    ),
];
