//! Files this process wrote itself, or read and replayed, and so knows to
//! be sound, by their exact bytes. A save over such a file need not read
//! and replay it again to judge whether it may go to the backups (the
//! check that costs most of a long game's save): only that it is still
//! those bytes. Anything else — another length, other bytes, a file this
//! process never saw — is judged in full as before.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// A file's length and a hash of its bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fingerprint {
    len: u64,
    hash: u64,
}

impl Fingerprint {
    pub(crate) fn of(bytes: &[u8]) -> Fingerprint {
        let mut h = DefaultHasher::new();
        bytes.hash(&mut h);
        Fingerprint {
            len: bytes.len() as u64,
            hash: h.finish(),
        }
    }
}

static KNOWN: Mutex<Option<HashMap<PathBuf, Fingerprint>>> = Mutex::new(None);

/// The file at `path` now holds the bytes `print` was taken of, known to be
/// a sound session.
pub(crate) fn remember(path: &Path, print: Fingerprint) {
    if let Ok(mut known) = KNOWN.lock() {
        known
            .get_or_insert_with(HashMap::new)
            .insert(path.to_path_buf(), print);
    }
}

/// Whether the file at `path` still holds exactly bytes known to be sound.
pub(crate) fn is_known(path: &Path) -> bool {
    let print = match KNOWN.lock() {
        Ok(known) => known.as_ref().and_then(|k| k.get(path).copied()),
        Err(_) => None,
    };
    let Some(print) = print else {
        return false;
    };
    // The length first: a file changed since is usually longer or shorter.
    if std::fs::metadata(path).map(|m| m.len()).ok() != Some(print.len) {
        return false;
    }
    std::fs::read(path).is_ok_and(|bytes| Fingerprint::of(&bytes) == print)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Known bytes are known; one byte changed, or another length, is not.
    #[test]
    fn only_the_same_bytes_are_known() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.json");
        std::fs::write(&path, b"{\"x\":1}").unwrap();
        assert!(!is_known(&path), "never seen");
        remember(&path, Fingerprint::of(b"{\"x\":1}"));
        assert!(is_known(&path));
        std::fs::write(&path, b"{\"x\":2}").unwrap();
        assert!(!is_known(&path), "same length, other bytes");
        std::fs::write(&path, b"{\"x\":12}").unwrap();
        assert!(!is_known(&path), "another length");
        std::fs::remove_file(&path).unwrap();
        assert!(!is_known(&path), "gone");
    }
}
