//! Writing a save: the new bytes prepared beside the file, then put in
//! place with the backups rotated and checked; a file that did not load is
//! moved aside first.

use super::*;

/// A previous file that did not load and was moved aside by a save.
#[derive(Debug)]
pub struct MovedAside {
    pub to: PathBuf,
    /// Why it did not load.
    pub reason: StoreError,
}

impl std::fmt::Display for MovedAside {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the previous file did not load ({}), so it was kept under a new name: {}",
            self.reason,
            self.to.display()
        )
    }
}

/// What a save did.
#[derive(Debug)]
pub struct SaveReport {
    pub path: PathBuf,
    /// Set when the file being replaced did not load: tell the player.
    pub moved_aside: Option<MovedAside>,
    /// The journal beside the file replaced did not come back whole: kept
    /// here, and why (tell the player).
    pub journal_kept: Option<(PathBuf, String)>,
}

/// A save with its new bytes on disk beside the target, not yet in place.
/// Dropping it is a crash between the two steps.
pub(crate) struct PreparedSave {
    pub(super) pending: PendingWrite,
    path: PathBuf,
    /// The new bytes' fingerprint: once in place, the file is known sound.
    print: Fingerprint,
}

pub(crate) fn prepare_save<T: SessionFormat>(
    path: &Path,
    session: &T,
) -> Result<PreparedSave, StoreError> {
    prepare_marked(path, session, None)
}

/// [`prepare_save`] for an autosave snapshot that `journal` continues.
pub(crate) fn prepare_marked<T: SessionFormat>(
    path: &Path,
    session: &T,
    journal: Option<&crate::session::format::JournalMark>,
) -> Result<PreparedSave, StoreError> {
    let stamp = crate::session::timestamp::now();
    let text = crate::session::format::encode_marked(session, Some(stamp), journal, path)?;
    Ok(PreparedSave {
        pending: atomic::prepare(path, text.as_bytes())?,
        path: path.to_path_buf(),
        print: Fingerprint::of(text.as_bytes()),
    })
}

impl PreparedSave {
    pub(crate) fn commit<T: SessionFormat>(self, backups: usize) -> Result<SaveReport, StoreError> {
        self.commit_checked::<T>(backups, true)
    }

    /// Puts the file in place over one this process wrote itself (the
    /// autosave writer's own snapshots), without reading it first.
    pub(crate) fn commit_own(self, backups: usize) -> Result<SaveReport, StoreError> {
        self.pending.commit(backups)?;
        known::remember(&self.path, self.print);
        Ok(SaveReport {
            path: self.path,
            moved_aside: None,
            journal_kept: None,
        })
    }

    /// `verify`: also check that the file being replaced is sound (replays);
    /// the autosave writer skips that for a file it wrote itself.
    pub(crate) fn commit_checked<T: SessionFormat>(
        self,
        backups: usize,
        verify: bool,
    ) -> Result<SaveReport, StoreError> {
        // The steps of a journal beside the file go into it first, so the
        // backup it becomes holds them (a damaged journal is kept aside).
        let settled = match T::settle(&self.path, backups) {
            Ok(s) => s,
            Err(e) => {
                let _ = fsio::remove_file(self.pending.temp_path());
                return Err(e);
            }
        };
        // Bytes this process wrote or replayed itself are sound as they
        // are: no need to read and replay them again.
        let previous = if known::is_known(&self.path) {
            Ok(())
        } else {
            load_file::<T>(&self.path).and_then(|l| match verify {
                false => Ok(()),
                true => l
                    .session
                    .check()
                    .map_err(|source| StoreError::DoesNotReplay {
                        source,
                        path: self.path.clone(),
                    }),
            })
        };
        let moved_aside = match previous {
            Ok(()) => None,
            Err(e) if e.is_missing() => None,
            // A newer politburo's file is not broken: it stays where it is.
            Err(StoreError::TooNew {
                found,
                supported,
                path,
            }) => {
                let _ = fsio::remove_file(self.pending.temp_path());
                return Err(StoreError::WouldReplaceNewer {
                    found,
                    supported,
                    path,
                });
            }
            Err(reason) => match atomic::move_aside(&self.path) {
                Ok(to) => Some(MovedAside { to, reason }),
                Err(e) => {
                    let _ = fsio::remove_file(self.pending.temp_path());
                    return Err(e);
                }
            },
        };
        self.pending.commit(backups)?;
        known::remember(&self.path, self.print);
        if settled.spent.is_some() {
            // Its lines are in the backup now; the new file does not
            // continue it.
            let _ = super::fsio::remove_file(&super::journal_path_of(&self.path));
        }
        Ok(SaveReport {
            path: self.path,
            moved_aside,
            journal_kept: settled.kept_as,
        })
    }
}

/// Saves a session to any path atomically, keeping `backups` earlier
/// versions; a previous file that does not load is moved aside, not replaced.
pub fn save_file<T: SessionFormat>(
    path: &Path,
    session: &T,
    backups: usize,
) -> Result<SaveReport, StoreError> {
    prepare_save(path, session)?.commit::<T>(backups)
}

/// Writes Markdown text (a game report) atomically to a chosen path.
pub fn write_markdown(path: &Path, text: &str) -> Result<(), StoreError> {
    atomic::write_atomic(path, text.as_bytes(), 0)
}
