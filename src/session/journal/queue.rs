//! What the UI thread's writer (`writer.rs`) and its background thread
//! (`worker.rs`) share: the files written, the messages queued between
//! them, and a snapshot's result.

use super::recover::Resumed;
use crate::session::error::StoreError;
use crate::session::history::{Change, SessionData};
use crate::session::store::{SaveReport, SessionStore};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::{Condvar, Mutex};
use std::time::Duration;

/// A failed write is tried again after this long (and with every step).
pub const RETRY: Duration = Duration::from_secs(3);

/// The files a writer keeps: the snapshot, its journal, the Resume label
/// (the autosave's only) and how many backups of the snapshot.
#[derive(Clone, Debug)]
pub struct Target {
    pub file: PathBuf,
    pub journal: PathBuf,
    pub label: Option<PathBuf>,
    pub backups: usize,
}

impl Target {
    /// A data folder's autosave.
    pub fn autosave(store: &SessionStore) -> Target {
        Target {
            file: store.autosave_path(),
            journal: store.journal_path(),
            label: Some(store.autosave_label_path()),
            backups: store.backups(),
        }
    }

    /// Any session file, its journal beside it.
    pub fn file(path: &Path, backups: usize) -> Target {
        Target {
            file: path.to_path_buf(),
            journal: super::journal_path_of(path),
            label: None,
            backups,
        }
    }
}

/// What the UI thread sends.
pub(super) enum Msg {
    /// A game to autosave from scratch (new, opened, imported).
    Full(Box<SessionData>),
    /// The game just read from this file and its journal: go on
    /// appending to that journal.
    Resume(Box<Resumed>),
    /// One step, undo, redo or jump of the game last sent.
    Change(Change),
}

#[derive(Default)]
pub(super) struct Queue {
    pub(super) msgs: Vec<Msg>,
    /// A batch is being written right now.
    pub(super) busy: bool,
    /// No more messages will come: write what is queued, compact, stop.
    pub(super) closed: bool,
    /// The writer has closed: everything is written (or it tried once more
    /// and said why not).
    pub(super) done: bool,
}

pub(super) struct Shared {
    pub(super) queue: Mutex<Queue>,
    pub(super) cv: Condvar,
    pub(super) failing: AtomicBool,
    /// How many of the changes sent so far are on disk (synced).
    pub(super) synced: AtomicU64,
}

/// The result of one snapshot (the journal's lines report only failures).
pub type WriteResult = Result<SaveReport, StoreError>;
