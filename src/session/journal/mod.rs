//! A session file as a journal: a full snapshot (`autosave.json`, or any
//! session file `rcw play` writes) and, beside it, one line per change
//! since (`autosave.journal`, `<name>.journal`), as SQLite's write-ahead
//! log keeps frames beside the database.
//!
//! - [`record`]: the lines (a head naming the journal, then one checksummed
//!   record a change).
//! - [`recover`]: opening a file with its journal — the one door the
//!   window, `rcw play` and `rcw show` go through: the longest prefix of
//!   records that check and replay, what did not, and a damaged journal
//!   kept aside, never emptied or replaced.
//! - [`writer`]: the background writer (group commit, compaction, retry).
//!
//! A snapshot names the journal that continues it and the last line it
//! already holds ([`super::format::JournalMark`]): opening is the
//! snapshot, then the journal's lines after that one. So every pair of
//! snapshot and journal that a crash can leave on disk opens to the game
//! as it was at the last line written:
//!
//! - a new snapshot of the same journal holds lines up to its mark, and the
//!   journal keeps every line after the mark until the snapshot is in
//!   place (then it is rewritten without them);
//! - a snapshot that starts a new journal names the one it replaces and
//!   how far it holds it ([`super::format::Held`]), so that one, left
//!   beside it by a crash before the new journal was started, is known as
//!   spent;
//! - any other journal beside a snapshot (another game's, a damaged one,
//!   one that cannot be read) is moved aside as `<name>.broken-<n>.journal`
//!   before anything is written, and said.

mod queue;
pub mod record;
pub mod recover;
mod worker;
pub mod writer;

pub use record::{JOURNAL_VERSION, change_line, head_line, new_id};
pub use recover::{JournalState, Opened, Recovery, open, settle};

/// The largest journal read: a journal is compacted long before this.
pub const MAX_JOURNAL_BYTES: u64 = 64 * 1024 * 1024;

/// Where the journal of a session file is (the store's, which moves and
/// removes it with the file).
pub use crate::session::store::journal_path_of;

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn a_journal_sits_beside_its_file() {
        assert_eq!(
            journal_path_of(Path::new("/d/autosave.json")),
            Path::new("/d/autosave.journal")
        );
        assert_eq!(
            journal_path_of(Path::new("games/Evening one.json")),
            Path::new("games/Evening one.journal")
        );
        assert_eq!(
            journal_path_of(Path::new("game.save")),
            Path::new("game.save.journal")
        );
    }
}
