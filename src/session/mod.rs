//! Sessions that never lose a game.
//!
//! - [`history`]: the event log with its undo/redo cursor; the game is
//!   always the replay of the log.
//! - [`generate`]: realistic sessions of any length (examples, benchmarks).
//! - [`files`]: the RCW session in the store's envelope.
//! - [`format`]: the versioned JSON envelope, encode/decode, migrations
//!   (pure text ↔ value).
//! - [`names`]: save names that cannot leave the saves folder.
//! - [`atomic`]: crash-safe writes with rotating backups.
//! - [`store`]: the data folder, autosave, named saves, trash,
//!   import/export, recovery from a broken file.
//!
//! The store is generic over the session type: anything `Serialize +
//! DeserializeOwned` that implements [`SessionFormat`] (its migration list,
//! whose length is the current format version). See docs/session-format.md.

pub mod atomic;
pub mod error;
pub mod files;
pub mod format;
pub mod generate;
pub mod history;
pub mod names;
pub mod store;
mod timestamp;

pub use error::{MigrationError, StoreError};
pub use files::{
    decode_session, export_session, import_session, load_session, loadable_backups, save_list,
    write_text,
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
