//! Every file operation the session store makes that changes the disk
//! (create, write, sync, rename, link, copy, remove, cut), through one
//! seam, so that a test can fail or cut any one of them and check what a
//! crash or a full disk at that moment leaves (`tests/crash_points.rs`,
//! after TigerBeetle's and FoundationDB's simulated faults).
//!
//! Outside a test nothing is injected and each function is the plain
//! `std::fs` call (one relaxed atomic load more). A fault is injected for
//! the files under one folder only ([`inject`]), so tests that run at the
//! same time in other folders are not touched.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, PoisonError, RwLock};

/// A file operation that changes the disk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// A folder created.
    CreateDir,
    /// A file created (or opened to write).
    Create,
    /// Bytes written.
    Write,
    /// A file's bytes flushed to the disk.
    Sync,
    /// A file renamed (put in place, a backup rotated, moved aside).
    Rename,
    /// A folder's entries flushed to the disk.
    SyncDir,
    /// A file removed.
    Remove,
    /// A hard link made.
    Link,
    /// A file copied.
    Copy,
}

/// What a test does to one operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The operation is not done and returns this error (a full disk, a
    /// permission refused, a read-only file system).
    Fail(io::ErrorKind),
    /// The process stops in the middle of it: a write leaves half its
    /// bytes, any other operation is not done; the caller gets an error
    /// (a test then fails every later operation too: the process is gone).
    Cut,
    /// A sync ([`Op::Sync`], [`Op::SyncDir`]) reported done but not done,
    /// as if its call were removed from the code: a test shows the sync is
    /// needed (another operation than a sync is done as usual).
    Skip,
}

/// One operation as a test's hook sees it.
#[derive(Clone, Copy, Debug)]
pub struct Call<'a> {
    pub op: Op,
    pub path: &'a Path,
    /// The line of the store that asked for it (each `sync_*` call has
    /// its own).
    pub site: &'static std::panic::Location<'static>,
}

type Hook = Arc<dyn Fn(&Call) -> Option<Fault> + Send + Sync>;

static ANY: AtomicBool = AtomicBool::new(false);
static HOOKS: RwLock<Vec<(u64, PathBuf, Hook)>> = RwLock::new(Vec::new());
static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// Faults injected under one folder; removed when dropped.
#[must_use = "the faults stop when this is dropped"]
pub struct Injected(u64);

impl Drop for Injected {
    fn drop(&mut self) {
        let mut hooks = HOOKS.write().unwrap_or_else(PoisonError::into_inner);
        hooks.retain(|(id, _, _)| *id != self.0);
        ANY.store(!hooks.is_empty(), Ordering::SeqCst);
    }
}

/// Asks `hook` before every operation on a path under `dir`: `None` lets
/// it happen, a [`Fault`] fails, cuts or skips it.
pub fn inject(
    dir: &Path,
    hook: impl Fn(&Call) -> Option<Fault> + Send + Sync + 'static,
) -> Injected {
    let id = NEXT.fetch_add(1, Ordering::SeqCst);
    let mut hooks = HOOKS.write().unwrap_or_else(PoisonError::into_inner);
    hooks.push((id, dir.to_path_buf(), Arc::new(hook)));
    ANY.store(true, Ordering::SeqCst);
    Injected(id)
}

#[track_caller]
fn fault(op: Op, path: &Path) -> Option<Fault> {
    if !ANY.load(Ordering::Relaxed) {
        return None;
    }
    let site = std::panic::Location::caller();
    let hook = {
        let hooks = HOOKS.read().unwrap_or_else(PoisonError::into_inner);
        hooks
            .iter()
            .find(|(_, dir, _)| path.starts_with(dir))
            .map(|(_, _, h)| h.clone())
    }?;
    hook(&Call { op, path, site })
}

fn injected(kind: io::ErrorKind) -> io::Error {
    io::Error::new(kind, "an injected fault")
}

/// Runs `f` unless the operation is faulted.
#[track_caller]
fn guarded<T>(op: Op, path: &Path, f: impl FnOnce() -> io::Result<T>) -> io::Result<T> {
    match fault(op, path) {
        None | Some(Fault::Skip) => f(),
        Some(Fault::Fail(kind)) => Err(injected(kind)),
        Some(Fault::Cut) => Err(injected(io::ErrorKind::Interrupted)),
    }
}

/// [`guarded`] for a sync, which [`Fault::Skip`] leaves undone.
#[track_caller]
fn guarded_sync(op: Op, path: &Path, f: impl FnOnce() -> io::Result<()>) -> io::Result<()> {
    match fault(op, path) {
        None => f(),
        Some(Fault::Skip) => Ok(()),
        Some(Fault::Fail(kind)) => Err(injected(kind)),
        Some(Fault::Cut) => Err(injected(io::ErrorKind::Interrupted)),
    }
}

#[track_caller]
pub(crate) fn create_dir_all(dir: &Path) -> io::Result<()> {
    if dir.is_dir() {
        return Ok(());
    }
    guarded(Op::CreateDir, dir, || fs::create_dir_all(dir))
}

/// A new file, created exclusively.
#[track_caller]
pub(crate) fn create_new(path: &Path) -> io::Result<File> {
    guarded(Op::Create, path, || {
        OpenOptions::new().write(true).create_new(true).open(path)
    })
}

/// An existing file opened to append to.
#[track_caller]
pub(crate) fn open_append(path: &Path) -> io::Result<File> {
    guarded(Op::Create, path, || {
        OpenOptions::new().append(true).open(path)
    })
}

/// An existing file opened to write (not append).
#[track_caller]
pub(crate) fn open_write(path: &Path) -> io::Result<File> {
    guarded(Op::Create, path, || {
        OpenOptions::new().write(true).open(path)
    })
}

#[track_caller]
pub(crate) fn write_all(file: &mut File, path: &Path, bytes: &[u8]) -> io::Result<()> {
    match fault(Op::Write, path) {
        None | Some(Fault::Skip) => file.write_all(bytes),
        Some(Fault::Fail(kind)) => Err(injected(kind)),
        Some(Fault::Cut) => {
            // Half the bytes reach the file, as when the process stops
            // in the middle of the write.
            file.write_all(&bytes[..bytes.len() / 2])?;
            Err(injected(io::ErrorKind::Interrupted))
        }
    }
}

#[track_caller]
pub(crate) fn sync_all(file: &File, path: &Path) -> io::Result<()> {
    guarded_sync(Op::Sync, path, || file.sync_all())
}

#[track_caller]
pub(crate) fn sync_data(file: &File, path: &Path) -> io::Result<()> {
    guarded_sync(Op::Sync, path, || file.sync_data())
}

#[track_caller]
pub(crate) fn rename(from: &Path, to: &Path) -> io::Result<()> {
    guarded(Op::Rename, to, || fs::rename(from, to))
}

#[track_caller]
pub(crate) fn remove_file(path: &Path) -> io::Result<()> {
    guarded(Op::Remove, path, || fs::remove_file(path))
}

/// A folder and everything in it removed (the trash emptied).
#[track_caller]
pub(crate) fn remove_dir_all(dir: &Path) -> io::Result<()> {
    guarded(Op::Remove, dir, || fs::remove_dir_all(dir))
}

/// A lock file opened to lock, created when there is none (its bytes
/// are never written or cut).
#[track_caller]
pub(crate) fn open_lock(path: &Path) -> io::Result<File> {
    guarded(Op::Create, path, || {
        OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(path)
    })
}

#[track_caller]
pub(crate) fn hard_link(from: &Path, to: &Path) -> io::Result<()> {
    guarded(Op::Link, to, || fs::hard_link(from, to))
}

#[track_caller]
pub(crate) fn copy(from: &Path, to: &Path) -> io::Result<u64> {
    guarded(Op::Copy, to, || fs::copy(from, to))
}

/// Flushes a folder's entry list (where renames are recorded) to disk.
/// Its error fails the write that needed it (PostgreSQL's lesson from
/// "fsyncgate": a sync that failed is never taken as done). Only a file
/// system that cannot sync a folder at all (it says `EINVAL`, as some
/// network and FUSE file systems do) is let be: there is nothing to wait
/// for there.
#[track_caller]
pub(crate) fn sync_dir(dir: &Path) -> io::Result<()> {
    guarded_sync(Op::SyncDir, dir, || {
        #[cfg(unix)]
        {
            let d = File::open(dir)?;
            match d.sync_all() {
                Err(e) if e.kind() == io::ErrorKind::InvalidInput => Ok(()),
                other => other,
            }
        }
        #[cfg(not(unix))]
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_touches_only_its_own_folder_and_ends_with_its_guard() {
        let a = tempfile::tempdir().unwrap();
        let b = tempfile::tempdir().unwrap();
        let guard = inject(a.path(), |c| {
            (c.op == Op::Create).then_some(Fault::Fail(io::ErrorKind::StorageFull))
        });
        let e = create_new(&a.path().join("x")).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::StorageFull);
        assert!(create_new(&b.path().join("x")).is_ok());
        drop(guard);
        assert!(create_new(&a.path().join("x")).is_ok());
    }

    #[test]
    fn a_cut_write_leaves_half_its_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        let mut f = create_new(&path).unwrap();
        let _g = inject(dir.path(), |c| (c.op == Op::Write).then_some(Fault::Cut));
        assert!(write_all(&mut f, &path, b"abcdef").is_err());
        drop(f);
        assert_eq!(fs::read(&path).unwrap(), b"abc");
    }
}
