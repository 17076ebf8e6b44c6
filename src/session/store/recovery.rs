//! When a file does not load: every version of it (the file and its
//! backups), and the newest that loads.

use super::*;

/// One file that could stand in for a session file: the file itself or
/// one of its backups, and whether it loads.
#[derive(Debug)]
pub struct Candidate {
    pub path: PathBuf,
    /// 0 for the file itself, k for backup `.k` (higher is older).
    pub generation: usize,
    pub modified: Option<SystemTime>,
    pub status: Result<Header, StoreError>,
}

impl Candidate {
    pub fn loads(&self) -> bool {
        self.status.is_ok()
    }
}

/// The file and its backups that exist, newest first, each fully loaded to
/// say whether it works. Reads only.
pub fn candidates<T: SessionFormat>(path: &Path, backups: usize) -> Vec<Candidate> {
    (0..=backups)
        .map(|k| {
            if k == 0 {
                (k, path.to_path_buf())
            } else {
                (k, backup_path(path, k))
            }
        })
        .filter(|(_, p)| p.is_file())
        .map(|(generation, p)| Candidate {
            modified: fs::metadata(&p).and_then(|m| m.modified()).ok(),
            status: load_file::<T>(&p).map(|l| l.header),
            generation,
            path: p,
        })
        .collect()
}

/// The newest of the file and its backups that loads, with its path.
pub fn newest_loadable<T: SessionFormat>(
    path: &Path,
    backups: usize,
) -> Option<(PathBuf, Loaded<T>)> {
    (0..=backups)
        .map(|k| {
            if k == 0 {
                path.to_path_buf()
            } else {
                backup_path(path, k)
            }
        })
        .find_map(|p| load_file::<T>(&p).ok().map(|l| (p, l)))
}
