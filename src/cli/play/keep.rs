//! Where `rcw play` reads its game and where it keeps it: every accepted
//! step goes to the file's journal as the window's do (the same writer),
//! so the end of the input, a closed pipe, Ctrl+C, SIGTERM, SIGHUP or a
//! kill lose at most the steps of one sync, and the file opens in the
//! window. Everything that could refuse the file is checked before the
//! first step: a folder or a file that is no session in the way, a folder
//! that cannot be written, another politburo writing it.

use super::super::args::PlayArgs;
use super::super::{CliError, usage};
use crate::rcw::{RcwRules, Setup};
use crate::session::journal::writer::{AutosaveWriter, SignalFlush, Target};
use crate::session::journal::{self, Opened};
use crate::session::store::FolderLock;
use crate::session::{DEFAULT_BACKUPS, Session, SessionData, SessionStore, StoreError};
use std::path::{Path, PathBuf};

/// Another politburo must not write the same file meanwhile (held for
/// as long as it is kept: released when dropped).
#[allow(dead_code)]
enum Lock {
    /// The data folder's (its autosave).
    Folder(FolderLock),
    /// A lock file beside the session file (`.<name>.lock`, left there).
    File(std::fs::File),
}

/// The file a game is kept in, step by step.
pub(super) struct Keeper {
    path: PathBuf,
    writer: AutosaveWriter,
    /// The cursor the writer last got.
    cursor: usize,
    _lock: Lock,
}

/// A game opened to play, where it is kept, and what opening found.
pub(super) struct Playing {
    pub session: Session,
    pub keeper: Option<Keeper>,
    pub notices: Vec<String>,
}

impl Keeper {
    /// Sends the steps taken since the last call to the journal.
    pub(super) fn step(&mut self, s: &mut Session) {
        let c = s.take_change();
        if c.push.is_empty() && c.keep == s.len() && c.cursor == self.cursor {
            return;
        }
        self.cursor = c.cursor;
        self.writer.submit_change(c);
    }

    /// Writes what is left (the journal folded into the file) and says
    /// where, or why not.
    pub(super) fn finish(self) -> Result<PathBuf, CliError> {
        let (results, failing) = self.writer.finish();
        match results.into_iter().rev().find_map(Result::err) {
            Some(e) if failing => Err(usage(format!(
                "rcw play: could not save {}: {e}",
                self.path.display()
            ))),
            _ => Ok(self.path),
        }
    }

    /// Ctrl+C, SIGTERM and SIGHUP write what is queued before the process
    /// ends (installed once a process; a second game in one process, as
    /// in tests, keeps the first watch).
    pub(super) fn watch_signals(&self) {
        let slot: SignalFlush = Default::default();
        let _ = slot.set(self.writer.flush_handle());
        let _ = crate::session::writer::flush_on_signals(slot, || ());
    }
}

/// Whether two paths name one file (both existing).
fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// The lock file beside `path`: created (so the folder is known to take
/// a file of about that name) and held.
fn lock_file(path: &Path) -> Result<std::fs::File, String> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| "it names no file".to_string())?;
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&dir).map_err(|e| format!("its folder cannot be made ({e})"))?;
    let lock = dir.join(format!(".{name}.lock"));
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock)
        .map_err(|e| format!("no file can be written there ({e})"))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => {
            Err("another politburo is playing it right now".to_string())
        }
        Err(std::fs::TryLockError::Error(e)) => Err(format!("it cannot be locked ({e})")),
    }
}

/// The lock for writing `path`: the data folder's for its autosave, the
/// file's own otherwise.
fn lock_for(path: &Path, data: Option<&Path>) -> Result<Lock, CliError> {
    let store = data.map(|d| SessionStore::new(d.to_path_buf()));
    if let Some(store) = store.filter(|s| same_file(path, &s.autosave_path())) {
        let lock = folder_lock(&store)?;
        // Held: what a crash left half done is finished, as a window does.
        store.clean_temps_while_locked(&lock);
        return Ok(Lock::Folder(lock));
    }
    let lock = lock_file(path)
        .map(Lock::File)
        .map_err(|why| usage(format!("rcw play: {}: {why}", path.display())))?;
    // Held: a rotation of its backups a crash cut short is finished.
    crate::session::atomic::repair_rotation_of(path, DEFAULT_BACKUPS);
    Ok(lock)
}

fn folder_lock(store: &SessionStore) -> Result<FolderLock, CliError> {
    store.lock().map_err(|e| {
        usage(format!(
            "rcw play: {e}; close that window, or give a session file, or --save FILE to play a copy"
        ))
    })
}

/// Refuses a `--save` path that is not a new file or the session file
/// to replace (`--replace`): a folder, a file that is no session, a
/// newer politburo's game, a game not asked to be replaced.
fn check_new_target(to: &Path, replace: bool) -> Result<(), CliError> {
    let refuse = |why: String| Err(usage(format!("rcw play --save {}: {why}", to.display())));
    let meta = match std::fs::symlink_metadata(to) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return refuse(format!("it cannot be looked at ({e})")),
        Ok(m) => m,
    };
    if meta.is_dir() {
        return refuse("it is a folder; give a file name (evening.json)".to_string());
    }
    if !meta.is_file() {
        return refuse("it is not a plain file".to_string());
    }
    match crate::session::store::check_header::<SessionData>(to) {
        Err(e @ StoreError::TooNew { .. }) => refuse(format!("{e}; it is left as it is")),
        Err(e) => refuse(format!(
            "it is not a politburo session file ({e}); it is left as it is: give another name"
        )),
        Ok(_) if !replace => refuse(
            "it already holds a game: play it with `politburo rcw play FILE`, or add --replace to replace it (it is kept among the file's backups, .1 to .5)"
                .to_string(),
        ),
        Ok(_) => Ok(()),
    }
}

/// A new file (or one to replace) that keeps `s` from its first step:
/// written now, so a file that cannot be written is found before any
/// step is played.
fn keep_new(
    to: &Path,
    s: &Session,
    replace: bool,
    data: Option<&Path>,
) -> Result<Keeper, CliError> {
    check_new_target(to, replace)?;
    let lock = lock_for(to, data)?;
    let writer = AutosaveWriter::for_target(Target::file(to, DEFAULT_BACKUPS));
    writer.submit(s.data().clone());
    writer.flush();
    if writer.is_failing() {
        let why = writer
            .poll()
            .into_iter()
            .find_map(Result::err)
            .map_or_else(|| "it cannot be written".to_string(), |e| e.to_string());
        return Err(usage(format!("rcw play --save {}: {why}", to.display())));
    }
    let _ = writer.poll();
    Ok(Keeper {
        path: to.to_path_buf(),
        writer,
        cursor: s.cursor(),
        _lock: lock,
    })
}

/// The file just opened, kept on in place: its journal goes on (a damaged
/// one kept aside first).
fn keep_in_place(target: Target, mut opened: Opened, lock: Lock) -> Result<Playing, CliError> {
    let mut notices: Vec<String> = Vec::new();
    let kept = opened.keep_aside();
    notices.extend(opened.notice());
    if let Err(e) = kept {
        return Err(usage(format!(
            "rcw play: {}; it could not be moved aside ({e}), so nothing is played",
            notices.join("; ")
        )));
    }
    let writer = AutosaveWriter::for_target(target.clone());
    writer.resume(opened.resumed());
    let cursor = opened.session.cursor();
    Ok(Playing {
        session: opened.session,
        keeper: Some(Keeper {
            path: target.file,
            writer,
            cursor,
            _lock: lock,
        }),
        notices,
    })
}

/// A game read to be played into another file (`--save`): the file read
/// is left as it is, its journal too.
fn copy_of(
    opened: Opened,
    a: &PlayArgs,
    to: &Path,
    data: Option<&Path>,
) -> Result<Playing, CliError> {
    let notices = opened.notice().into_iter().collect();
    let keeper = keep_new(to, &opened.session, a.replace, data)?;
    Ok(Playing {
        session: opened.session,
        keeper: Some(keeper),
        notices,
    })
}

fn opened(path: &Path, what: &str) -> Result<Opened, CliError> {
    journal::open(path).map_err(|e| usage(format!("rcw play: {what}{e}")))
}

/// Opens the game `rcw play` was given and where it will be kept.
pub(super) fn open(
    rules: &RcwRules,
    data: Option<&Path>,
    a: &PlayArgs,
) -> Result<Playing, CliError> {
    if a.new {
        let seed = a.seed.unwrap_or_else(rand::random);
        let s = Session::new(Setup::seed_example(), rules.clone(), seed)
            .map_err(|e| usage(format!("rcw play --new: {e}")))?;
        let keeper = match &a.save {
            Some(to) => Some(keep_new(to, &s, a.replace, data)?),
            None => None,
        };
        return Ok(Playing {
            session: s,
            keeper,
            notices: Vec::new(),
        });
    }
    if a.seed.is_some() {
        return Err(usage(
            "rcw play --seed: a session keeps its own dice; --seed goes with --new",
        ));
    }
    match (&a.session, &a.save) {
        (Some(path), Some(to)) if !same_file(path, to) => copy_of(opened(path, "")?, a, to, data),
        (Some(path), _) => {
            // Locked before it is read: nobody writes it meanwhile.
            let lock = lock_for(path, data)?;
            let target = match data.map(|d| SessionStore::new(d.to_path_buf())) {
                Some(store) if same_file(path, &store.autosave_path()) => Target::autosave(&store),
                _ => Target::file(path, DEFAULT_BACKUPS),
            };
            keep_in_place(target, opened(path, "")?, lock)
        }
        (None, save) => {
            let store = data
                .map(|d| SessionStore::new(d.to_path_buf()))
                .ok_or_else(|| usage(format!("rcw play: {}", StoreError::NoDataDir)))?;
            match save {
                // Read only: a window may be playing it.
                Some(to) => copy_of(
                    opened(&store.autosave_path(), "the autosave: ")?,
                    a,
                    to,
                    data,
                ),
                None => {
                    let lock = Lock::Folder(folder_lock(&store)?);
                    let o = opened(&store.autosave_path(), "the autosave: ")?;
                    keep_in_place(Target::autosave(&store), o, lock)
                }
            }
        }
    }
}
