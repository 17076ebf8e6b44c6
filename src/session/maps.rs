//! Your map in the data folder (`your-map.txt`): the default for new
//! games (each game keeps its own copy as a logged step), written when you
//! keep one, exported and imported as files players share. What a map is,
//! and its checks, live in [`crate::rcw::map`].

use super::{SessionStore, StoreError};
use crate::rcw::map::Map;
use crate::rcw::map::file::{MAX_FILE_BYTES, MapFileError, read_any};
use crate::rcw::map::text::Read;
use std::path::{Path, PathBuf};

/// `your-map.txt` in `store`'s folder.
pub fn map_path(store: &SessionStore) -> PathBuf {
    store.dir().join("your-map.txt")
}

/// Why a map file was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadMapError {
    #[error("the file is too large to be a map ({size} bytes, limit {limit}): {}", path.display())]
    TooLarge {
        size: u64,
        limit: u64,
        path: PathBuf,
    },
    #[error("could not read the map ({0})")]
    Read(StoreError),
    #[error("not a text file (invalid UTF-8 at byte {at}): {}", path.display())]
    NotText { at: usize, path: PathBuf },
    #[error("{error}: {}", path.display())]
    Map { error: MapFileError, path: PathBuf },
}

/// Reads a map file (text or JSON): refused with what is wrong and where
/// (its line and column); the file is never changed.
pub fn read_map_file(path: &Path) -> Result<Read, ReadMapError> {
    let bytes = super::store::read_at_most(path, MAX_FILE_BYTES).map_err(|e| match e {
        StoreError::TooLarge { size, limit, .. } => ReadMapError::TooLarge {
            size,
            limit,
            path: path.to_path_buf(),
        },
        e => ReadMapError::Read(e),
    })?;
    let text = String::from_utf8(bytes).map_err(|e| ReadMapError::NotText {
        at: e.utf8_error().valid_up_to(),
        path: path.to_path_buf(),
    })?;
    read_any(&text).map_err(|error| ReadMapError::Map {
        error,
        path: path.to_path_buf(),
    })
}

/// The kept map that did not read, and where it was kept aside.
#[derive(Debug)]
pub struct MapNotRead {
    pub error: Box<ReadMapError>,
    pub kept_as: Option<PathBuf>,
}

impl std::fmt::Display for MapNotRead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.kept_as {
            Some(p) => write!(
                f,
                "your kept map does not read ({}); it is kept aside, untouched, as {}",
                self.error,
                p.display()
            ),
            None => write!(f, "your kept map does not read ({})", self.error),
        }
    }
}

/// The map kept in `store`'s folder: `Ok(None)` when there is none; one
/// that does not read is moved aside (`your-map.broken-<n>.txt`), never
/// written over, and said.
pub fn load_map(store: &SessionStore) -> Result<Option<Map>, MapNotRead> {
    let path = map_path(store);
    if std::fs::symlink_metadata(&path).is_err() {
        return Ok(None);
    }
    match read_map_file(&path) {
        Ok(r) => Ok(Some(r.map)),
        Err(error) => {
            let kept_as = super::atomic::move_aside(&path).ok();
            Err(MapNotRead {
                error: Box::new(error),
                kept_as,
            })
        }
    }
}

/// The map kept in `store`'s folder, read only (nothing moved aside):
/// for the command line's `rcw map show`.
pub fn peek_map(store: &SessionStore) -> Result<Option<Map>, ReadMapError> {
    let path = map_path(store);
    if std::fs::symlink_metadata(&path).is_err() {
        return Ok(None);
    }
    read_map_file(&path).map(|r| Some(r.map))
}

/// Keeps `map` as the data folder's (the default for new games), as
/// text, the version it replaces kept as a backup.
pub fn save_map(store: &SessionStore, map: &Map) -> Result<PathBuf, StoreError> {
    let path = map_path(store);
    super::atomic::prepare(&path, map.to_text().as_bytes())?.commit(1)?;
    Ok(path)
}

/// Writes `map` to `path` (JSON when it ends in `.json`, else text); a
/// file already there is refused, never replaced.
pub fn export_map(map: &Map, path: &Path) -> Result<(), StoreError> {
    if std::fs::symlink_metadata(path).is_ok() {
        return Err(StoreError::Io {
            action: "export the map (a file is there already: give another name)",
            source: std::io::Error::from(std::io::ErrorKind::AlreadyExists),
            path: path.to_path_buf(),
        });
    }
    let json = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"));
    let text = if json { map.to_json() } else { map.to_text() };
    super::atomic::write_atomic(path, text.as_bytes(), 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_map_reads_back_and_a_broken_one_is_kept_aside_and_said() {
        let dir = tempfile::tempdir().unwrap();
        let store = SessionStore::new(dir.path());
        assert!(load_map(&store).unwrap().is_none());
        let m: Map = crate::rcw::map::file::EXAMPLE.parse().unwrap();
        save_map(&store, &m).unwrap();
        assert_eq!(load_map(&store).unwrap().unwrap(), m);
        std::fs::write(map_path(&store), "Moscow: Tvre\n").unwrap();
        let e = load_map(&store).unwrap_err();
        assert!(e.to_string().contains("\"Tvre\""), "{e}");
        assert!(e.to_string().contains("line 1, column 9"), "{e}");
        let aside = e.kept_as.unwrap();
        assert_eq!(std::fs::read_to_string(aside).unwrap(), "Moscow: Tvre\n");
        assert!(!map_path(&store).exists());
        // Exported as JSON or text, never over a file.
        let to = dir.path().join("shared.json");
        export_map(&m, &to).unwrap();
        assert_eq!(read_map_file(&to).unwrap().map, m);
        assert!(export_map(&m, &to).is_err());
    }
}
