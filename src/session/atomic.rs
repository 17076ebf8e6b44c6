//! Writing a file so that a crash or power cut at any moment leaves either
//! the old file or the new one, never a mixture; plus rotating backups.
//!
//! The new bytes go to a hidden temporary file in the same folder
//! (`.<file>.tmp-<pid>-<n>`), are flushed to disk, and the temporary file is
//! renamed over the target — a rename within one folder is atomic. The
//! folder itself is then synced where the platform allows (Unix), so the
//! rename survives a power cut too. Temporary files left by a crash are
//! never read, and are removed by a later write once they are a minute old
//! (younger ones may belong to a second politburo window saving right now).

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use super::error::StoreError;
use super::fsio;

static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

fn parent(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

fn temp_prefix(target: &Path) -> String {
    format!(".{}.tmp-", file_name(target))
}

/// True for the hidden temporary files this module creates.
pub fn is_temp_file_name(name: &str) -> bool {
    name.starts_with('.') && name.contains(".tmp-")
}

/// `<file>.<k>`: the k-th newest earlier version (1 = the one just replaced).
pub fn backup_path(target: &Path, k: usize) -> PathBuf {
    let mut name = target.as_os_str().to_os_string();
    name.push(format!(".{k}"));
    PathBuf::from(name)
}

use fsio::sync_dir;

/// How old a temporary file must be before it counts as left by a crash:
/// a write takes milliseconds, so a minute is generous.
pub const STALE_AFTER: Duration = Duration::from_secs(60);

fn is_stale(entry: &fs::DirEntry) -> bool {
    entry
        .metadata()
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        // Unreadable or future times (a clock change) count as stale, so
        // leftovers cannot pile up forever.
        .is_none_or(|age| age >= STALE_AFTER)
}

/// Removes the temporary files `matches` names; a staged previous version
/// is never removed here (only [`repair_rotations`] knows whether it is
/// a backup to keep).
fn clean_matching(dir: &Path, matches: impl Fn(&str) -> bool, any_age: bool) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    entries
        .filter_map(Result::ok)
        .filter(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            matches(&name) && staged_target(&name).is_none() && (any_age || is_stale(e))
        })
        .filter(|e| fsio::remove_file(&e.path()).is_ok())
        .count()
}

/// Removes stale temporary files a crashed earlier write of `target` left
/// behind. Returns how many were removed.
pub fn clean_temps_for(target: &Path) -> usize {
    let prefix = temp_prefix(target);
    clean_matching(&parent(target), |name| name.starts_with(&prefix), false)
}

/// Removes every stale temporary file of this module in `dir` (not recursive).
pub fn clean_temps_in(dir: &Path) -> usize {
    clean_matching(dir, is_temp_file_name, false)
}

/// Removes every temporary file of this module in `dir`, however young:
/// only for a folder no other process can be writing (its lock is held).
pub fn clean_all_temps_in(dir: &Path) -> usize {
    clean_matching(dir, is_temp_file_name, true)
}

/// The file a staged previous version (`.<file>.tmp-<pid>-<n>-previous`)
/// belongs to, by its name.
fn staged_target(name: &str) -> Option<&str> {
    let inner = name.strip_prefix('.')?.strip_suffix("-previous")?;
    let at = inner.rfind(".tmp-")?;
    Some(&inner[..at])
}

fn same_bytes_or_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (fs::metadata(a), fs::metadata(b))
            && x.dev() == y.dev()
            && x.ino() == y.ino()
        {
            return true;
        }
    }
    matches!((fs::read(a), fs::read(b)), (Ok(x), Ok(y)) if x == y)
}

/// Finishes the backup rotations a crash cut short in `dir`. A staged
/// previous version left beside its file is either the file itself (the
/// crash came before the new file was put in place: it goes) or the
/// version the new file replaced (the crash came while the backups moved
/// up one: the move is finished and it becomes `.1`, so no version is
/// lost to the crash). Call only while no other process can be saving in
/// `dir` (its lock held). Returns how many rotations were finished.
pub fn repair_rotations(dir: &Path, backups: usize) -> usize {
    repair(dir, None, backups)
}

/// [`repair_rotations`] of one file only (its own lock held).
pub fn repair_rotation_of(target: &Path, backups: usize) -> usize {
    repair(&parent(target), Some(target), backups)
}

/// Finishes the rotations of `target` this process left unfinished (a
/// rename of a backup failed): before the next save of it moves them
/// again. No other process touches files named with this process's id.
fn repair_own(target: &Path, backups: usize) -> Result<(), StoreError> {
    let mine = format!("{}{}-", temp_prefix(target), std::process::id());
    let Ok(entries) = fs::read_dir(parent(target)) else {
        return Ok(());
    };
    let staged: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.starts_with(&mine) && name.ends_with("-previous")
        })
        .map(|e| e.path())
        .collect();
    for previous in staged {
        // Not yet replaced (the failure came first): the staged copy is
        // the file itself, not a backup to keep.
        if !target.exists() || same_bytes_or_file(&previous, target) {
            let _ = fsio::remove_file(&previous);
            continue;
        }
        finish_rotation(&previous, target, backups)
            .map_err(|e| StoreError::io("finish moving the backups", e, target))?;
    }
    Ok(())
}

fn repair(dir: &Path, only: Option<&Path>, backups: usize) -> usize {
    let Ok(entries) = fs::read_dir(dir) else {
        return 0;
    };
    let staged: Vec<(PathBuf, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let target = dir.join(staged_target(&name)?);
            Some((e.path(), target))
        })
        .filter(|(_, target)| only.is_none_or(|o| o.file_name() == target.file_name()))
        .collect();
    let mut finished = 0;
    for (previous, target) in staged {
        if !target.exists() || same_bytes_or_file(&previous, &target) {
            let _ = fsio::remove_file(&previous);
            continue;
        }
        if finish_rotation(&previous, &target, backups).is_ok() {
            finished += 1;
        }
    }
    // A repair whose folder cannot be synced is done again by the next
    // start (the names it moved are found as they stand).
    if finished > 0 && sync_dir(dir).is_err() {
        return 0;
    }
    finished
}

/// The rest of [`PendingWrite::rotate`] after a crash in it: the backups
/// above the one gap stand moved already, those below it move now.
fn finish_rotation(previous: &Path, target: &Path, backups: usize) -> std::io::Result<()> {
    if backups == 0 {
        return fsio::remove_file(previous);
    }
    let gap = (1..=backups).find(|k| !backup_path(target, *k).exists());
    let gap = match gap {
        Some(g) => g,
        None => {
            fsio::remove_file(&backup_path(target, backups))?;
            backups
        }
    };
    for k in (2..=gap).rev() {
        fsio::rename(&backup_path(target, k - 1), &backup_path(target, k))?;
    }
    fsio::rename(previous, &backup_path(target, 1))
}

/// New bytes safely on disk beside the target, not yet in its place.
/// Dropping it without [`PendingWrite::commit`] is what a crash does: the
/// target is untouched and the temporary file is left for cleaning.
#[derive(Debug)]
pub struct PendingWrite {
    tmp: PathBuf,
    target: PathBuf,
}

/// Step 1: write `bytes` to a fresh temporary file beside `target` and
/// flush it to disk. Creates the folder if needed.
pub fn prepare(target: &Path, bytes: &[u8]) -> Result<PendingWrite, StoreError> {
    let dir = parent(target);
    fsio::create_dir_all(&dir).map_err(|e| StoreError::io("create the folder", e, &dir))?;
    clean_temps_for(target);
    let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!("{}{}-{n}", temp_prefix(target), std::process::id()));
    let written = (|| {
        let mut f = fsio::create_new(&tmp)?;
        fsio::write_all(&mut f, &tmp, bytes)?;
        fsio::sync_all(&f, &tmp)
    })();
    if let Err(e) = written {
        let _ = fsio::remove_file(&tmp);
        return Err(StoreError::io("write a temporary file", e, &tmp));
    }
    Ok(PendingWrite {
        tmp,
        target: target.to_path_buf(),
    })
}

impl PendingWrite {
    /// Where the bytes wait until commit.
    pub fn temp_path(&self) -> &Path {
        &self.tmp
    }

    /// Step 2: atomically put the new file in place, then keep up to
    /// `backups` earlier versions (`<file>.1` newest … `<file>.<backups>`
    /// oldest, the oldest dropped).
    ///
    /// The backups move only once the new file is in place: the version
    /// being replaced is first linked (or copied) to a hidden staging name,
    /// so a rename that fails (a read-only or immutable target, a full disk)
    /// leaves `.1 … .<backups>` exactly as they were.
    pub fn commit(self, backups: usize) -> Result<(), StoreError> {
        self.commit_with(backups, fsio::rename)
    }

    /// [`Self::commit`] with the final rename given, so tests can make it fail.
    fn commit_with(
        self,
        backups: usize,
        rename: impl Fn(&Path, &Path) -> std::io::Result<()>,
    ) -> Result<(), StoreError> {
        let staged =
            match repair_own(&self.target, backups).and_then(|()| self.stage_previous(backups)) {
                Ok(staged) => staged,
                Err(e) => {
                    let _ = fsio::remove_file(&self.tmp);
                    return Err(e);
                }
            };
        let placed = rename(&self.tmp, &self.target)
            // Not `StoreError::io`: a missing temp file is no "missing target".
            .map_err(|source| StoreError::Io {
                action: "put the new file in place",
                source,
                path: self.target.clone(),
            });
        let result = match placed {
            Ok(()) => match &staged {
                Some(previous) => self.rotate(previous, backups),
                None => Ok(()),
            },
            Err(e) => {
                let _ = fsio::remove_file(&self.tmp);
                if let Some(previous) = &staged {
                    let _ = fsio::remove_file(previous);
                }
                Err(e)
            }
        };
        // The rename is not kept until the folder is synced: a failed
        // sync fails the commit (its journal is not cut after it).
        let dir = parent(&self.target);
        result.and_then(|()| sync_dir(&dir).map_err(|e| StoreError::io("sync the folder", e, &dir)))
    }

    /// Links (or copies) the file about to be replaced to a hidden name
    /// beside it; `None` when no backup is kept or there is no file yet.
    fn stage_previous(&self, backups: usize) -> Result<Option<PathBuf>, StoreError> {
        if backups == 0 || !self.target.is_file() {
            return Ok(None);
        }
        let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
        let staged = parent(&self.target).join(format!(
            "{}{}-{n}-previous",
            temp_prefix(&self.target),
            std::process::id()
        ));
        // A hard link keeps the target in place until the rename replaces
        // it, so there is no moment without a main file; copy where the file
        // system has no links (FAT on a USB stick) or the target refuses one.
        if fsio::hard_link(&self.target, &staged).is_err() {
            fsio::copy(&self.target, &staged).map_err(|e| {
                let _ = fsio::remove_file(&staged);
                StoreError::io("copy a backup", e, &staged)
            })?;
        }
        Ok(Some(staged))
    }

    /// With the new file in place: the oldest backup goes, each moves one
    /// older, and the staged previous version becomes `.1`.
    fn rotate(&self, previous: &Path, backups: usize) -> Result<(), StoreError> {
        let oldest = backup_path(&self.target, backups);
        if oldest.exists() {
            fsio::remove_file(&oldest)
                .map_err(|e| StoreError::io("remove the oldest backup", e, &oldest))?;
        }
        for k in (1..backups).rev() {
            let from = backup_path(&self.target, k);
            if from.exists() {
                let to = backup_path(&self.target, k + 1);
                fsio::rename(&from, &to)
                    .map_err(|e| StoreError::io("rotate a backup", e, &from))?;
            }
        }
        let first = backup_path(&self.target, 1);
        fsio::rename(previous, &first).map_err(|e| StoreError::io("keep a backup", e, previous))
    }
}

/// Writes `bytes` to `path` atomically, keeping `backups` earlier versions.
pub fn write_atomic(path: &Path, bytes: &[u8], backups: usize) -> Result<(), StoreError> {
    prepare(path, bytes)?.commit(backups)
}

/// Writes `bytes` under the first name `<base>.<ext>`, `<base>-2.<ext>`, …
/// in `dir` that no file has, and returns it. No other process can take
/// the same name at the same moment: the finished temporary file is
/// hard-linked to the name, which fails if the name exists (created
/// exclusively instead where links are not supported), so two windows
/// exporting in the same second get two files.
pub fn write_new(dir: &Path, base: &str, ext: &str, bytes: &[u8]) -> Result<PathBuf, StoreError> {
    let pending = prepare(&dir.join(format!("{base}.{ext}")), bytes)?;
    let result = (|| {
        for n in 1..100_000u32 {
            let path = match n {
                1 => dir.join(format!("{base}.{ext}")),
                _ => dir.join(format!("{base}-{n}.{ext}")),
            };
            match fsio::hard_link(&pending.tmp, &path) {
                Ok(()) => return Ok(path),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(_) => {}
            }
            // No links here (FAT): create the name exclusively and copy.
            match fsio::create_new(&path) {
                Ok(mut f) => {
                    let written = fsio::write_all(&mut f, &path, bytes)
                        .and_then(|()| fsio::sync_all(&f, &path));
                    return match written {
                        Ok(()) => Ok(path),
                        Err(e) => {
                            let _ = fsio::remove_file(&path);
                            Err(StoreError::io("write", e, &path))
                        }
                    };
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(StoreError::io("create", e, &path)),
            }
        }
        Err(StoreError::io(
            "find a free name (too many files of that name already)",
            std::io::Error::from(std::io::ErrorKind::AlreadyExists),
            dir,
        ))
    })();
    let _ = fsio::remove_file(&pending.tmp);
    result.and_then(|path| {
        sync_dir(dir).map_err(|e| StoreError::io("sync the folder", e, dir))?;
        Ok(path)
    })
}

/// Moves `path` out of the way to the first free `<stem>.broken-<n>.<ext>`
/// (`game.json` → `game.broken-1.json`, `autosave.journal` →
/// `autosave.broken-1.journal`), so nothing is lost.
pub fn move_aside(path: &Path) -> Result<PathBuf, StoreError> {
    move_aside_as(path, "broken")
}

/// Moves `path` to the first free `<stem>.<label>-<n>.<ext>` (a file, a
/// folder or anything else in its place: nothing is read or replaced).
pub fn move_aside_as(path: &Path, label: &str) -> Result<PathBuf, StoreError> {
    let name = file_name(path);
    let (stem, ext) = match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => (stem, format!(".{ext}")),
        _ => (name.as_str(), String::new()),
    };
    let dir = parent(path);
    // A session file and its journal are a pair by name: a file moved
    // aside never takes a number a journal kept aside has (nor the other
    // way round), so neither reads as the other's.
    let free = |n: usize| {
        [ext.as_str(), ".json", ".journal"]
            .iter()
            .all(|e| fs::symlink_metadata(dir.join(format!("{stem}.{label}-{n}{e}"))).is_err())
    };
    for n in 1..10_000 {
        let aside = dir.join(format!("{stem}.{label}-{n}{ext}"));
        if free(n) {
            fsio::rename(path, &aside)
                .map_err(|e| StoreError::io("move the file aside", e, path))?;
            sync_dir(&dir).map_err(|e| StoreError::io("sync the folder", e, &dir))?;
            return Ok(aside);
        }
    }
    Err(StoreError::io(
        "move the file aside (too many copies aside already)",
        std::io::Error::from(std::io::ErrorKind::AlreadyExists),
        path,
    ))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::session::store::tests::TempDir;

    /// Makes a file look as if a crash left it two minutes ago.
    pub(crate) fn age(path: &Path) {
        let past = std::time::SystemTime::now() - 2 * STALE_AFTER;
        fs::File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(past)
            .unwrap();
    }

    #[test]
    fn write_replaces_and_keeps_rotating_backups() {
        let dir = TempDir::new("atomic-rotate");
        let f = dir.path().join("autosave.json");
        for i in 1..=8 {
            write_atomic(&f, format!("v{i}").as_bytes(), 5).unwrap();
        }
        assert_eq!(fs::read_to_string(&f).unwrap(), "v8");
        for k in 1..=5 {
            assert_eq!(
                fs::read_to_string(backup_path(&f, k)).unwrap(),
                format!("v{}", 8 - k)
            );
        }
        assert!(!backup_path(&f, 6).exists());
    }

    #[test]
    fn backups_are_independent_copies_of_the_old_bytes() {
        let dir = TempDir::new("atomic-links");
        let f = dir.path().join("a.json");
        write_atomic(&f, b"old", 2).unwrap();
        write_atomic(&f, b"new", 2).unwrap();
        assert_eq!(fs::read(&f).unwrap(), b"new");
        assert_eq!(fs::read(backup_path(&f, 1)).unwrap(), b"old");
    }

    #[test]
    fn an_abandoned_write_leaves_the_old_file_and_is_cleaned_next_time() {
        let dir = TempDir::new("atomic-crash");
        let f = dir.path().join("a.json");
        write_atomic(&f, b"old", 0).unwrap();
        let pending = prepare(&f, b"half-finished").unwrap();
        let tmp = pending.temp_path().to_path_buf();
        drop(pending); // the crash: no commit
        assert_eq!(fs::read(&f).unwrap(), b"old");
        assert!(tmp.exists());
        // Young: it might be another window's write in progress.
        write_atomic(&f, b"next", 0).unwrap();
        assert!(tmp.exists());
        age(&tmp);
        write_atomic(&f, b"next", 0).unwrap();
        assert!(!tmp.exists());
        assert_eq!(fs::read(&f).unwrap(), b"next");
        let left: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 1, "only the file itself remains");
    }

    #[test]
    fn failed_renames_leave_every_backup_as_it_was() {
        let dir = TempDir::new("atomic-failed-rename");
        let f = dir.path().join("autosave.json");
        for i in 1..=6 {
            write_atomic(&f, format!("v{i}").as_bytes(), 5).unwrap();
        }
        let before: Vec<String> = (1..=5)
            .map(|k| fs::read_to_string(backup_path(&f, k)).unwrap())
            .collect();
        assert_eq!(before, ["v5", "v4", "v3", "v2", "v1"]);
        // Five saves whose final rename fails, as on an immutable target.
        for i in 7..=11 {
            let err = prepare(&f, format!("v{i}").as_bytes())
                .unwrap()
                .commit_with(5, |_, _| {
                    Err(std::io::Error::from(std::io::ErrorKind::PermissionDenied))
                })
                .unwrap_err();
            assert!(
                err.to_string().contains("put the new file in place"),
                "{err}"
            );
        }
        assert_eq!(fs::read_to_string(&f).unwrap(), "v6");
        let after: Vec<String> = (1..=5)
            .map(|k| fs::read_to_string(backup_path(&f, k)).unwrap())
            .collect();
        assert_eq!(after, before, "five distinct older versions survive");
        let names: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names.len(),
            6,
            "no staging or temporary file is left: {names:?}"
        );
        // The next save that works rotates as usual.
        write_atomic(&f, b"v12", 5).unwrap();
        assert_eq!(fs::read_to_string(backup_path(&f, 1)).unwrap(), "v6");
        assert_eq!(fs::read_to_string(backup_path(&f, 5)).unwrap(), "v2");
    }

    #[test]
    fn move_aside_picks_a_free_name() {
        let dir = TempDir::new("atomic-aside");
        let f = dir.path().join("game.json");
        fs::write(&f, b"1").unwrap();
        assert_eq!(
            move_aside(&f).unwrap(),
            dir.path().join("game.broken-1.json")
        );
        fs::write(&f, b"2").unwrap();
        assert_eq!(
            move_aside(&f).unwrap(),
            dir.path().join("game.broken-2.json")
        );
        assert!(!f.exists());
        assert_eq!(
            fs::read(dir.path().join("game.broken-2.json")).unwrap(),
            b"2"
        );
    }

    #[test]
    fn a_file_and_a_journal_kept_aside_never_pair_by_name() {
        let dir = TempDir::new("atomic-aside-pair");
        let journal = dir.path().join("autosave.journal");
        let file = dir.path().join("autosave.json");
        fs::write(&journal, b"j").unwrap();
        fs::write(&file, b"f").unwrap();
        let j = move_aside(&journal).unwrap();
        assert_eq!(j, dir.path().join("autosave.broken-1.journal"));
        // The file kept aside is not "autosave.broken-1.json", whose
        // journal would be the one kept aside above.
        let f = move_aside(&file).unwrap();
        assert_eq!(f, dir.path().join("autosave.broken-2.json"));
        assert_ne!(crate::session::journal::journal_path_of(&f), j);
    }
}

#[cfg(test)]
mod sync_tests {
    use super::*;
    use crate::session::fsio::{self, Fault, Op};

    /// A folder's fsync that fails (EIO) fails the write that needed it:
    /// never taken as done (PostgreSQL's "fsyncgate"). The new bytes may
    /// stand in place, but the caller is told they are not safe, so it
    /// keeps what it would otherwise drop (a journal's lines).
    #[test]
    fn a_failed_folder_sync_fails_the_write() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        write_atomic(&path, b"one", 2).unwrap();
        let _g = fsio::inject(dir.path(), |c| {
            (c.op == Op::SyncDir).then_some(Fault::Fail(std::io::ErrorKind::Other))
        });
        let e = write_atomic(&path, b"two", 2).unwrap_err();
        assert!(e.to_string().contains("sync the folder"), "{e}");
        let e = move_aside(&path).unwrap_err();
        assert!(e.to_string().contains("sync the folder"), "{e}");
        let e = write_new(dir.path(), "x", "md", b"three").unwrap_err();
        assert!(e.to_string().contains("sync the folder"), "{e}");
    }

    /// A sync left out (as if its call were removed) is not done but
    /// reported done: what a test needs to show every sync is needed.
    #[test]
    fn a_skipped_sync_is_reported_done_and_names_its_place() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        let sites = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let seen = sites.clone();
        let _g = fsio::inject(dir.path(), move |c| {
            if matches!(c.op, Op::Sync | Op::SyncDir) {
                seen.lock().unwrap().push((c.op, c.site.file().to_string()));
                return Some(Fault::Skip);
            }
            None
        });
        write_atomic(&path, b"one", 0).unwrap();
        let sites = sites.lock().unwrap();
        assert!(
            sites.contains(&(Op::Sync, "src/session/atomic.rs".to_string())),
            "{sites:?}"
        );
        assert!(
            sites.contains(&(Op::SyncDir, "src/session/atomic.rs".to_string())),
            "{sites:?}"
        );
    }
}
