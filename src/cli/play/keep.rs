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
use crate::session::store::{FileLock, FolderLock};
use crate::session::{DEFAULT_BACKUPS, Session, SessionData, SessionStore, StoreError};
use std::path::{Path, PathBuf};

/// Another politburo must not write the same file meanwhile (held for
/// as long as it is kept: released when dropped).
#[allow(dead_code)]
enum Lock {
    /// The data folder's (its autosave).
    Folder(FolderLock),
    /// The session file's own (`.<name>.lock` beside it, left there).
    File(FileLock),
}

/// The file a game is kept in, step by step.
pub(super) struct Keeper {
    path: PathBuf,
    writer: AutosaveWriter,
    /// The cursor the writer last got.
    cursor: usize,
    /// The shown step number of each change sent to the writer, in order
    /// (the writer reports how many of them are on disk).
    sent: Vec<usize>,
    /// Failed writes in a row; a write that goes through starts again.
    failures: u32,
    _lock: Lock,
}

/// At most this many steps wait for their sync while the next answers
/// are read (group commit): a script feeding answers faster than the disk
/// syncs waits here, so a write that fails is said within a few steps of
/// the one it belongs to, never only at the end of the input.
const IN_FLIGHT: u64 = 4;

/// After this many failed writes in a row `rcw play` takes no more
/// answers: each would be one more step not kept.
pub(super) const MAX_FAILURES: u32 = 3;

/// A game opened to play, where it is kept, and what opening found.
pub(super) struct Playing {
    pub session: Session,
    pub keeper: Option<Keeper>,
    pub notices: Vec<String>,
}

/// What keeping the last step came to: what to say, and why to stop.
pub(super) struct Kept {
    pub said: Vec<String>,
    pub stop: Option<String>,
}

/// Names steps by number: "step 4", "steps 4 and 5", "steps 4 to 9".
fn steps_named(steps: &[usize]) -> String {
    match steps {
        [] => "no step".to_string(),
        [one] => format!("step {one}"),
        [a, b] => format!("steps {a} and {b}"),
        [first, .., last] => format!("steps {first} to {last} ({} steps)", steps.len()),
    }
}

/// What of the steps `sent` is not on disk (`synced` of them are), by
/// step number.
fn unsaved(sent: &[usize], synced: u64, path: &Path) -> String {
    let synced = usize::try_from(synced).unwrap_or(usize::MAX);
    let lost = sent.get(synced..).unwrap_or_default();
    format!(
        "{} {} not in {}",
        steps_named(lost),
        if lost.len() == 1 { "is" } else { "are" },
        path.display()
    )
}

impl Keeper {
    fn new(path: PathBuf, writer: AutosaveWriter, cursor: usize, lock: Lock) -> Keeper {
        Keeper {
            path,
            writer,
            cursor,
            sent: Vec::new(),
            failures: 0,
            _lock: lock,
        }
    }

    /// Sends the steps taken since the last call (shown as step `n`) to
    /// the journal, and says at once what failed to be written; `stop`
    /// when [`MAX_FAILURES`] writes in a row failed and no more answers
    /// should be taken. While writes fail, each step waits for its own
    /// try, so a failure is said at the step it belongs to; otherwise at
    /// most [`IN_FLIGHT`] steps wait for their sync.
    pub(super) fn step(&mut self, s: &mut Session, n: usize) -> Kept {
        let c = s.take_change();
        if !(c.push.is_empty() && c.keep == s.len() && c.cursor == self.cursor) {
            self.cursor = c.cursor;
            self.writer.submit_change(c);
            self.sent.push(n);
        }
        let in_flight = (self.sent.len() as u64).saturating_sub(self.writer.synced_changes());
        if self.writer.is_failing() || in_flight > IN_FLIGHT {
            self.writer.flush();
        }
        let mut said = Vec::new();
        for r in self.writer.poll() {
            if let Err(e) = r {
                self.failures += 1;
                said.push(format!(
                    "could not save {}: {e}; the game is kept here and written again at the next step (failed {} time{} in a row)",
                    self.path.display(),
                    self.failures,
                    if self.failures == 1 { "" } else { "s" }
                ));
            }
        }
        if !self.writer.is_failing() {
            self.failures = 0;
        }
        let stop = (self.failures >= MAX_FAILURES).then(|| {
            format!(
                "stopped after {MAX_FAILURES} failed writes in a row: {}",
                self.unsaved()
            )
        });
        Kept { said, stop }
    }

    fn unsaved(&self) -> String {
        unsaved(&self.sent, self.writer.synced_changes(), &self.path)
    }

    /// Writes what is left (the journal folded into the file) and says
    /// where. The file holds every step when each change sent is on
    /// disk, whatever failed on the way (said on `err`, the run still
    /// succeeds); otherwise which steps are not in it.
    pub(super) fn finish(self, err: &mut dyn std::io::Write) -> Result<PathBuf, CliError> {
        let done = self.writer.finish();
        let all = usize::try_from(done.synced).is_ok_and(|n| n >= self.sent.len());
        let unsaved = unsaved(&self.sent, done.synced, &self.path);
        let last_error = done.results.into_iter().rev().find_map(Result::err);
        match last_error {
            Some(e) if !all => Err(usage(format!(
                "rcw play: could not save {}: {e}; {unsaved}",
                self.path.display(),
            ))),
            Some(e) => {
                let _ = writeln!(
                    err,
                    "politburo: rcw play: every step is in {}, though a write after them failed ({e})",
                    self.path.display()
                );
                Ok(self.path)
            }
            None if !all => Err(usage(format!(
                "rcw play: could not save {}: {unsaved}",
                self.path.display(),
            ))),
            None => Ok(self.path),
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
    let lock = crate::session::store::lock_file(path)
        .map(Lock::File)
        .map_err(|e| usage(format!("rcw play: {e}")))?;
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
    // A folder that does not exist is a typo as often as not: never made.
    let folder = match to.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !folder.is_dir() {
        return refuse(format!(
            "its folder {} does not exist; make it first, or give another path",
            folder.display()
        ));
    }
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
    Ok(Keeper::new(to.to_path_buf(), writer, s.cursor(), lock))
}

/// The file just opened, kept on in place: its journal goes on (a damaged
/// one kept aside first).
fn keep_in_place(target: Target, mut opened: Opened, lock: Lock) -> Result<Playing, CliError> {
    let mut notices: Vec<String> = Vec::new();
    let kept = opened.keep_aside(target.backups);
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
        keeper: Some(Keeper::new(target.file, writer, cursor, lock)),
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
