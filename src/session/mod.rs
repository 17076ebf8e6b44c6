//! Sessions that never lose a game: the event log with undo/redo
//! ([`history`]) and the files it is kept in.

pub mod generate;
pub mod history;

pub use history::{LogLine, PctPoint, ReplayError, Session, SessionData};
