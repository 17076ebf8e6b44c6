//! What can go wrong when saving or loading a session.
//!
//! One enum for the whole store so the UI handles every failure in one
//! place. Messages say what is wrong first and the file path last.

use std::path::PathBuf;

/// A migration step could not upgrade a document (the message says why).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct MigrationError(pub String);

impl MigrationError {
    pub fn new(msg: impl Into<String>) -> Self {
        Self(msg.into())
    }
}

/// Why a decoded session is not sound beyond its shape (for a game: why
/// its log does not replay), as the session's own type says it.
pub type Unsound = Box<dyn std::error::Error + Send + Sync>;

/// Every failure of the session store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Neither `POLITBURO_DATA_DIR` nor a platform data directory is available.
    #[error(
        "no folder for saved games: set POLITBURO_DATA_DIR to a folder (no home directory was found)"
    )]
    NoDataDir,

    /// A file-system operation failed.
    #[error("could not {action}: {source}: {}", .path.display())]
    Io {
        action: &'static str,
        #[source]
        source: std::io::Error,
        path: PathBuf,
    },

    /// Another politburo window (or process) holds the data folder.
    #[error("another politburo window is already using this data folder: {}", .path.display())]
    InUse { path: PathBuf },

    /// Another politburo (a window, or `rcw play` from any data folder)
    /// is writing this session file: one writer per file.
    #[error("another politburo (a window or `rcw play`) is writing this file right now: {}", .path.display())]
    FileInUse { path: PathBuf },

    /// The file parses but its contents do not replay as a game.
    #[error("the session in it does not replay ({source}): {}", .path.display())]
    DoesNotReplay { source: Unsound, path: PathBuf },

    /// The file to load does not exist.
    #[error("no such file: {}", .path.display())]
    Missing { path: PathBuf },

    /// Refused before reading: a session file this big is not a session.
    #[error("file is too large to be a saved session ({size} bytes, limit {limit}): {}", .path.display())]
    TooLarge {
        size: u64,
        limit: u64,
        path: PathBuf,
    },

    /// The bytes are not UTF-8 text.
    #[error("not a text file (invalid UTF-8 at byte {valid_up_to}): {}", .path.display())]
    NotText { valid_up_to: usize, path: PathBuf },

    /// The file ends in the middle of the JSON: usually a truncated copy.
    #[error("file ends too early (truncated?) at line {line}, column {column}: {msg}: {}", .path.display())]
    Truncated {
        msg: String,
        line: usize,
        column: usize,
        path: PathBuf,
    },

    /// The text is not valid JSON (typically a hand edit gone wrong).
    #[error("not valid JSON at line {line}, column {column}: {msg}: {}", .path.display())]
    Syntax {
        msg: String,
        line: usize,
        column: usize,
        path: PathBuf,
    },

    /// Valid JSON, but the session inside does not have the expected shape.
    #[error("session data does not fit at line {line}, column {column}: {msg}: {}", .path.display())]
    Data {
        msg: String,
        line: usize,
        column: usize,
        path: PathBuf,
    },

    /// As [`StoreError::Data`], for a file that was upgraded from an older
    /// format first (positions in the original text are then unknown).
    #[error("session data does not fit after upgrading from format {from_version}: {msg}: {}", .path.display())]
    MigratedData {
        from_version: u32,
        msg: String,
        path: PathBuf,
    },

    /// JSON, but some other program's file (or a politburo file of another kind).
    #[error("not a politburo session file ({found}): {}", .path.display())]
    NotASession { found: String, path: PathBuf },

    /// `format_version` is present but is not a whole number.
    #[error("format_version must be a whole number, found {found}: {}", .path.display())]
    BadVersion { found: String, path: PathBuf },

    /// `format_version: 0`: files before the envelope had no version at all.
    #[error("format 0 is not a format politburo ever wrote (its oldest files have no format_version at all): {}", .path.display())]
    FormatZero { path: PathBuf },

    /// Written by a later politburo; the file is left as it is.
    #[error(
        "this session was written by a newer politburo (format {found}; this version reads up to {supported}); \
         the file was left untouched — update politburo to open it: {}",
        .path.display()
    )]
    TooNew {
        found: u32,
        supported: u32,
        path: PathBuf,
    },

    /// A migration step refused the document.
    #[error("could not upgrade from format {from} to {}: {source}: {}", .from + 1, .path.display())]
    Migration {
        from: u32,
        #[source]
        source: MigrationError,
        path: PathBuf,
    },

    /// The session could not be turned into JSON (a bug in the session type).
    #[error("could not write the session as JSON: {msg}: {}", .path.display())]
    Encode { msg: String, path: PathBuf },

    /// A save name that cannot be a file name in the saves folder.
    #[error("{reason}: {name:?}")]
    BadName { name: String, reason: &'static str },

    /// A save would replace a file a newer politburo wrote: it is never
    /// replaced, renamed or moved aside.
    #[error(
        "the file there was written by a newer politburo (format {found}; this version reads up to {supported}), \
         so it is kept as it is and not replaced: {}",
        .path.display()
    )]
    WouldReplaceNewer {
        found: u32,
        supported: u32,
        path: PathBuf,
    },

    /// Rename, import or undelete would replace an existing save.
    #[error("a save with that name already exists: {}", .path.display())]
    AlreadyExists { path: PathBuf },
}

impl StoreError {
    /// True when the file was found and read but its contents are not a
    /// game this version can open (broken JSON, another kind of file, a
    /// session that does not replay): the window then offers its backups.
    /// A missing file, an I/O failure or a newer format is not "broken".
    pub fn is_broken_file(&self) -> bool {
        matches!(
            self,
            StoreError::DoesNotReplay { .. }
                | StoreError::NotText { .. }
                | StoreError::Truncated { .. }
                | StoreError::Syntax { .. }
                | StoreError::Data { .. }
                | StoreError::MigratedData { .. }
                | StoreError::NotASession { .. }
                | StoreError::BadVersion { .. }
                | StoreError::FormatZero { .. }
                | StoreError::Migration { .. }
                | StoreError::TooLarge { .. }
        )
    }
}

impl StoreError {
    pub(crate) fn io(action: &'static str, source: std::io::Error, path: &std::path::Path) -> Self {
        if source.kind() == std::io::ErrorKind::NotFound {
            return StoreError::Missing {
                path: path.to_path_buf(),
            };
        }
        StoreError::Io {
            action,
            source,
            path: path.to_path_buf(),
        }
    }

    /// True when the file simply is not there (no autosave yet, say):
    /// nothing to warn the player about.
    pub fn is_missing(&self) -> bool {
        matches!(self, StoreError::Missing { .. })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_new_message_names_both_versions_and_ends_with_the_path() {
        let e = StoreError::TooNew {
            found: 7,
            supported: 1,
            path: PathBuf::from("/data/autosave.json"),
        };
        let msg = e.to_string();
        assert!(
            msg.contains("written by a newer politburo (format 7; this version reads up to 1)")
        );
        assert!(msg.ends_with(": /data/autosave.json"), "{msg}");
    }

    #[test]
    fn io_not_found_becomes_missing() {
        let e = StoreError::io(
            "read",
            std::io::Error::from(std::io::ErrorKind::NotFound),
            std::path::Path::new("x.json"),
        );
        assert!(e.is_missing());
        assert_eq!(e.to_string(), "no such file: x.json");
    }
}
