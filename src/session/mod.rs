//! Sessions that never lose a game.
//!
//! The door to a game kept on disk is [`journal::open`]: the snapshot and
//! the steps its journal gives back (what did not come back said and kept
//! aside), as the window's Resume and Open, `rcw play` and `rcw show` open
//! it; [`files::load_autosave`] is that door for the data folder's
//! autosave. The store's own readers of a snapshot alone (`load_file`,
//! `newest_loadable`, `SessionStore::load_save`: the generic store, for
//! any session type) do not read a game's journal, and no front end (the
//! window, the terminal, the crash notice) calls them, nor
//! [`files::load_session`], which drops what the journal could not give
//! back: `tests/structure.rs` holds it.
//!
//! - [`history`]: the event log with its undo/redo cursor; the game is
//!   always the replay of the log (`mod.rs`, `replay.rs`, `limits.rs`,
//!   `report.rs`).
//! - [`journal`]: the autosave (or any file `rcw play` keeps) as a snapshot
//!   and a journal of steps beside it: [`journal::open`], the checksummed
//!   records, the background writer ([`writer`]).
//! - [`store`]: the data folder, its lock and the files' locks, the
//!   autosave, named saves, trash, import/export, recovery from a broken
//!   file.
//! - [`files`]: the RCW session in the store's envelope, opened, labelled
//!   and listed (`mod.rs`); its migrations (`migrations.rs`), exports and
//!   import (`exports.rs`, into [`SessionStore::exports_dir`]) and
//!   versions (`versions.rs`).
//! - [`format`](mod@format): the versioned JSON envelope, encode/decode,
//!   migrations (pure text ↔ value).
//! - [`atomic`]: crash-safe writes with rotating backups; [`fsio`]: every
//!   file operation that changes the disk, through one seam tests fault.
//! - [`label`]: a game's one-line label (Resume, the Saves list, the
//!   label file beside the autosave).
//! - [`names`]: save names that cannot leave the saves folder.
//! - [`charts`], [`maps`]: your chart and your map in the data folder.
//! - [`settings`]: the window's settings file; [`timestamp`]: times as
//!   files and people read them; [`generate`]: realistic sessions of any
//!   length (examples, benchmarks).
//!
//! The store is generic over the session type: anything `Serialize +
//! DeserializeOwned` that implements [`SessionFormat`] (its migration list,
//! whose length is the current format version). See docs/session-format.md.
//!
//! ```no_run
//! use politburo::session::{SessionStore, files, journal};
//!
//! # fn main() -> Result<(), politburo::session::StoreError> {
//! let store = SessionStore::open_default()?; // $POLITBURO_DATA_DIR or the platform folder
//! // The autosave with every step its journal gives back.
//! let mut opened = files::load_autosave(&store)?;
//! if let Some(said) = opened.notice() {
//!     eprintln!("{said}"); // what did not come back, and where it is kept
//! }
//! // Before anything is written: the steps given back folded into the
//! // file, a damaged journal kept aside.
//! opened.keep_aside(store.backups())?;
//! let session = opened.session;
//! # let _ = (session, journal::MAX_JOURNAL_BYTES);
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
pub mod label;
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
pub use history::{LogLine, PctPoint, ReplayError, Session, SessionData, StoredSession};
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
