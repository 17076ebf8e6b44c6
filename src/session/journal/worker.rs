//! The writer thread's state: the game as far as the window (or `rcw
//! play`) has sent it, the journal being appended to, the snapshot being
//! written on a thread of its own.

use super::queue::{Msg, Shared, Target, WriteResult};
use super::record;
use super::recover::{JournalState, Resumed};
use crate::session::error::StoreError;
use crate::session::format::{Held, JournalMark};
use crate::session::fsio;
use crate::session::history::{Change, SessionData};
use crate::session::store::prepare_marked;
use std::fs::File;
use std::io::Seek;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::Sender;
use std::thread::JoinHandle;
use std::time::Duration;

/// A snapshot is written after this many journal lines.
pub const COMPACT_LINES: usize = 2000;
/// … or once the journal holds this many bytes.
pub const COMPACT_BYTES: u64 = 2 * 1024 * 1024;

/// The journal being appended to.
struct Open {
    id: String,
    /// The last line's number.
    seq: u64,
    file: File,
    /// Lines after the snapshot's mark: kept until a snapshot holds them.
    since_mark: Vec<(u64, String)>,
    bytes: u64,
    /// The last line the file's snapshot on disk holds (lines after it
    /// are in the journal only).
    in_file: u64,
}

/// A snapshot being written on a thread of its own.
struct Compaction {
    mark: JournalMark,
    thread: JoinHandle<WriteResult>,
}

/// The writer thread's state.
pub(super) struct Worker {
    target: Target,
    tx: Sender<WriteResult>,
    shared: Arc<Shared>,
    /// The game as on screen (as far as the UI has sent it).
    mirror: Option<SessionData>,
    journal: Option<Open>,
    /// The journal on disk whose lines the mirror holds though this
    /// writer no longer appends to it (a resumed journal of an older
    /// format, one a failed write left): the next snapshot names it.
    spent: Option<Held>,
    /// The journal on disk did not come back whole: it is moved aside
    /// before a new one takes its place.
    keep_aside: bool,
    /// The journal cannot take the next line: write a snapshot.
    need_snapshot: bool,
    /// The file found on disk has not been checked (nor replaced): the
    /// first snapshot checks it replays before rotating it away.
    verify_found: bool,
    compaction: Option<Compaction>,
    /// Changes received so far (see [`Shared::synced`]).
    received: u64,
    /// Changes received that did not fit the game the writer holds (a
    /// bug): never counted as on disk.
    rejected: u64,
}

impl Worker {
    pub(super) fn new(target: Target, tx: Sender<WriteResult>, shared: Arc<Shared>) -> Worker {
        Worker {
            target,
            tx,
            shared,
            mirror: None,
            journal: None,
            spent: None,
            keep_aside: false,
            need_snapshot: false,
            verify_found: true,
            compaction: None,
            received: 0,
            rejected: 0,
        }
    }

    /// The changes received that the file holds once what is queued is
    /// written (every one but those rejected).
    fn on_disk(&self) -> u64 {
        self.received.saturating_sub(self.rejected)
    }

    fn failing(&self) -> bool {
        self.shared.failing.load(Ordering::SeqCst)
    }

    fn set_failing(&self, on: bool) {
        self.shared.failing.store(on, Ordering::SeqCst);
    }

    /// When the loop must wake up without a message: to retry a failed
    /// write, or to finish a snapshot written on its own thread.
    pub(super) fn wake_after(&self) -> Option<Duration> {
        if self.failing() {
            Some(super::queue::RETRY)
        } else if self.compaction.is_some() {
            Some(Duration::from_millis(50))
        } else {
            None
        }
    }

    pub(super) fn handle(&mut self, batch: Vec<Msg>) {
        let mut lines: Vec<(u64, String)> = Vec::new();
        for msg in batch {
            match msg {
                Msg::Full(d) => {
                    self.fold_before_replace(std::mem::take(&mut lines));
                    self.mirror = Some(*d);
                    self.need_snapshot = true;
                }
                Msg::Resume(r) => {
                    lines.clear();
                    self.resume(*r);
                }
                Msg::Change(c) => self.change(&c, &mut lines),
            }
        }
        self.finish_compaction(false);
        if self.mirror.is_none() {
            return;
        }
        if self.need_snapshot || self.failing() {
            self.snapshot_now();
        } else if !lines.is_empty() {
            self.append(lines);
        }
        self.maybe_compact();
    }

    /// Stops appending to the journal; its lines are all in the mirror.
    fn drop_journal(&mut self) {
        if let Some(j) = self.journal.take() {
            self.spent = Some(Held {
                id: j.id,
                seq: j.seq,
            });
        }
    }

    /// Before another game takes the file's place (a new game, a file
    /// opened): the game being replaced is written whole into the file
    /// first — its batched steps appended, its journal folded into a
    /// snapshot — so the backup the file becomes holds every step, and the
    /// journal is spent. If that cannot be written, the journal (the only
    /// copy of its last steps) is kept aside, never started over.
    fn fold_before_replace(&mut self, lines: Vec<(u64, String)>) {
        self.wait_compaction();
        if self.mirror.is_none() {
            return;
        }
        if !lines.is_empty() && !self.need_snapshot && !self.failing() {
            self.append(lines);
        }
        let folded = if self.need_snapshot || self.failing() {
            self.snapshot_now();
            !self.need_snapshot
        } else {
            self.fold_journal()
        };
        if folded {
            self.drop_journal();
        } else {
            self.journal = None;
            self.spent = None;
            self.keep_aside = true;
        }
    }

    /// Writes the mirror as the snapshot holding the whole journal, now.
    fn fold_journal(&mut self) -> bool {
        let (Some(j), Some(data)) = (self.journal.as_ref(), self.mirror.as_ref()) else {
            return true;
        };
        if j.seq <= j.in_file {
            // The file holds every line already.
            return true;
        }
        let mark = JournalMark {
            id: j.id.clone(),
            seq: j.seq,
            holds: None,
        };
        match write_snapshot(&self.target, data, &mark, self.verify_found) {
            Ok(report) => {
                self.verify_found = false;
                let _ = self.tx.send(Ok(report));
                true
            }
            Err(e) => {
                let _ = self.tx.send(Err(e));
                false
            }
        }
    }

    fn resume(&mut self, r: Resumed) {
        self.wait_compaction();
        self.mirror = Some(r.data);
        self.journal = None;
        self.spent = None;
        self.need_snapshot = false;
        self.keep_aside = false;
        // The file was read and replayed just now: it is sound.
        self.verify_found = false;
        match r.state {
            JournalState::Continue {
                id,
                last_seq,
                valid_len,
            } => match self.open_for_append(&id, last_seq, valid_len) {
                Ok(open) => self.journal = Some(open),
                Err(e) => {
                    let _ = self.tx.send(Err(e));
                    self.spent = Some(Held { id, seq: last_seq });
                    self.need_snapshot = true;
                }
            },
            // The next step writes a snapshot and starts a journal.
            JournalState::Fresh { spent } => self.spent = spent,
            JournalState::KeepAside => self.keep_aside = true,
        }
    }

    /// The resumed snapshot's journal, ready to append after its last
    /// line (every line came back, so nothing after it is cut).
    fn open_for_append(&self, id: &str, seq: u64, valid_len: u64) -> Result<Open, StoreError> {
        let path = &self.target.journal;
        let io = |action: &'static str| {
            move |source| StoreError::Io {
                action,
                source,
                path: path.clone(),
            }
        };
        let mut file = fsio::open_write(path).map_err(io("open the journal"))?;
        let len = file.metadata().map_err(io("open the journal"))?.len();
        if len != valid_len {
            return Err(io("open the journal")(std::io::Error::other(
                "it changed since it was read",
            )));
        }
        file.seek(std::io::SeekFrom::End(0))
            .map_err(io("open the journal"))?;
        Ok(Open {
            id: id.to_string(),
            seq,
            file,
            // The lines after the mark are on disk; a snapshot will hold
            // them, and until then the journal keeps them (not re-written).
            since_mark: Vec::new(),
            bytes: valid_len,
            // A journal of its head alone adds nothing to the file; one
            // with lines may (a crash can leave lines the file holds too).
            in_file: if valid_len == record::head_line(id).len() as u64 {
                seq
            } else {
                0
            },
        })
    }

    fn change(&mut self, c: &Change, lines: &mut Vec<(u64, String)>) {
        self.received += 1;
        let Some(m) = self.mirror.as_mut() else {
            return;
        };
        if m.apply_change(c).is_err() {
            // A change that does not fit is a bug; the snapshot of what the
            // writer holds keeps the game whole as far as it knows it, and
            // the change is never reported on disk.
            self.rejected += 1;
            self.need_snapshot = true;
            return;
        }
        if self.need_snapshot {
            return;
        }
        let Some(j) = self.journal.as_mut() else {
            self.need_snapshot = true;
            return;
        };
        let Some(seq) = j.seq.checked_add(1) else {
            self.need_snapshot = true;
            return;
        };
        match record::change_line(seq, c) {
            Ok(line) => {
                j.seq = seq;
                lines.push((seq, line));
            }
            Err(_) => self.need_snapshot = true,
        }
    }

    /// Appends lines and syncs them: the group commit.
    fn append(&mut self, lines: Vec<(u64, String)>) {
        let Some(j) = self.journal.as_mut() else {
            self.need_snapshot = true;
            return;
        };
        let text: String = lines.iter().map(|(_, l)| l.as_str()).collect();
        let path = &self.target.journal;
        let written = fsio::write_all(&mut j.file, path, text.as_bytes())
            .and_then(|()| fsio::sync_data(&j.file, path));
        match written {
            Ok(()) => {
                j.bytes += text.len() as u64;
                j.since_mark.extend(lines);
                // Every change received so far is in the journal or the
                // snapshot it continues.
                self.shared.synced.store(self.on_disk(), Ordering::SeqCst);
            }
            Err(source) => {
                // What reached the file is unknown: the next write is a
                // whole snapshot (the game is all in the mirror, these
                // lines too: it holds the journal up to its last line).
                let _ = self.tx.send(Err(StoreError::Io {
                    action: "write the journal",
                    source,
                    path: path.clone(),
                }));
                self.set_failing(true);
                self.need_snapshot = true;
                self.drop_journal();
            }
        }
    }

    /// A snapshot of the mirror and a new journal, written now.
    fn snapshot_now(&mut self) {
        self.wait_compaction();
        let Some(data) = self.mirror.as_ref() else {
            return;
        };
        let id = record::new_id();
        let held = match &self.journal {
            Some(j) => Some(Held {
                id: j.id.clone(),
                seq: j.seq,
            }),
            None => self.spent.clone(),
        };
        let mark = JournalMark {
            id: id.clone(),
            seq: 0,
            holds: held,
        };
        let result =
            write_snapshot(&self.target, data, &mark, self.verify_found).and_then(|report| {
                // Only once the snapshot is in place: a crash between the
                // two leaves the new snapshot and the journal it names as
                // spent (or none), which opens as the snapshot alone.
                if self.keep_aside {
                    aside(&self.target)?;
                }
                let open = start_journal(&self.target, &id)?;
                Ok((report, open))
            });
        match result {
            Ok((report, open)) => {
                self.journal = Some(open);
                self.spent = None;
                self.keep_aside = false;
                self.shared.synced.store(self.on_disk(), Ordering::SeqCst);
                self.need_snapshot = false;
                self.verify_found = false;
                self.set_failing(false);
                let _ = self.tx.send(Ok(report));
            }
            Err(e) => {
                self.drop_journal();
                self.need_snapshot = true;
                self.set_failing(true);
                let _ = self.tx.send(Err(e));
            }
        }
    }

    /// Starts a snapshot on its own thread when the journal is long; the
    /// journal goes on taking lines meanwhile.
    fn maybe_compact(&mut self) {
        let Some(j) = self.journal.as_ref() else {
            return;
        };
        if self.compaction.is_some()
            || (j.since_mark.len() < COMPACT_LINES && j.bytes < COMPACT_BYTES)
        {
            return;
        }
        self.start_compaction();
    }

    fn start_compaction(&mut self) {
        let (Some(j), Some(data)) = (self.journal.as_ref(), self.mirror.as_ref()) else {
            return;
        };
        let mark = JournalMark {
            id: j.id.clone(),
            seq: j.seq,
            holds: None,
        };
        let (target, data, m) = (self.target.clone(), data.clone(), mark.clone());
        let verify = self.verify_found;
        let spawned = std::thread::Builder::new()
            .name("politburo-snapshot".to_string())
            .spawn(move || write_snapshot(&target, &data, &m, verify));
        // No thread: the snapshot at close (or the next) will do.
        if let Ok(thread) = spawned {
            self.compaction = Some(Compaction { mark, thread });
        }
    }

    fn wait_compaction(&mut self) {
        self.finish_compaction(true);
    }

    /// A finished snapshot lets the journal drop the lines it holds.
    fn finish_compaction(&mut self, wait: bool) {
        let Some(c) = self.compaction.take() else {
            return;
        };
        if !wait && !c.thread.is_finished() {
            self.compaction = Some(c);
            return;
        }
        let result = c.thread.join().unwrap_or_else(|_| {
            Err(StoreError::Io {
                action: "write the snapshot",
                source: std::io::Error::other("the snapshot thread stopped"),
                path: self.target.file.clone(),
            })
        });
        match result {
            Ok(report) => {
                self.verify_found = false;
                let _ = self.tx.send(Ok(report));
                if let Err(e) = self.trim_journal(&c.mark) {
                    let _ = self.tx.send(Err(e));
                    self.set_failing(true);
                    self.need_snapshot = true;
                    self.drop_journal();
                }
            }
            // The journal still holds every line: nothing is lost, and the
            // next long journal (or the close) tries again.
            Err(e) => {
                let _ = self.tx.send(Err(e));
            }
        }
    }

    /// Rewrites the journal without the lines a snapshot now holds.
    fn trim_journal(&mut self, mark: &JournalMark) -> Result<(), StoreError> {
        let Some(j) = self.journal.as_mut() else {
            return Ok(());
        };
        if j.id != mark.id {
            return Ok(());
        }
        j.since_mark.retain(|(seq, _)| *seq > mark.seq);
        j.in_file = j.in_file.max(mark.seq);
        let mut text = record::head_line(&j.id);
        for (_, l) in &j.since_mark {
            text.push_str(l);
        }
        let path = &self.target.journal;
        crate::session::atomic::write_atomic(path, text.as_bytes(), 0)?;
        j.file = fsio::open_append(path).map_err(|source| StoreError::Io {
            action: "open the journal",
            source,
            path: path.clone(),
        })?;
        j.bytes = text.len() as u64;
        Ok(())
    }

    /// On close: what is queued is written, a failed write tried once
    /// more, and the journal folded into a snapshot.
    pub(super) fn close(&mut self) {
        self.wait_compaction();
        if self.mirror.is_none() {
            return;
        }
        if self.need_snapshot || self.failing() {
            self.snapshot_now();
            return;
        }
        let lines = self.journal.as_ref().map_or(0, |j| j.since_mark.len());
        if lines > 0 {
            self.start_compaction();
            self.wait_compaction();
        }
    }
}

/// Writes `data` as the snapshot marked `mark`, and the Resume label
/// beside it (best effort: a label not written is rebuilt from the
/// snapshot).
fn write_snapshot(
    target: &Target,
    data: &SessionData,
    mark: &JournalMark,
    verify_found: bool,
) -> WriteResult {
    let prepared = prepare_marked(&target.file, data, Some(mark))?;
    let report = if verify_found {
        prepared.commit_checked::<SessionData>(target.backups, true)
    } else {
        prepared.commit_own(target.backups)
    }?;
    if let Some(label) = &target.label {
        crate::session::label::write_label(label, data);
    }
    Ok(report)
}

/// Moves a journal that did not come back whole out of the way.
fn aside(target: &Target) -> Result<(), StoreError> {
    match std::fs::symlink_metadata(&target.journal) {
        Ok(_) => crate::session::atomic::move_aside(&target.journal).map(|_| ()),
        Err(_) => Ok(()),
    }
}

/// A new journal of one head line, in place of any other, open to append.
fn start_journal(target: &Target, id: &str) -> Result<Open, StoreError> {
    let path = &target.journal;
    let head = record::head_line(id);
    crate::session::atomic::write_atomic(path, head.as_bytes(), 0)?;
    let file = fsio::open_append(path).map_err(|source| StoreError::Io {
        action: "open the journal",
        source,
        path: path.clone(),
    })?;
    Ok(Open {
        id: id.to_string(),
        seq: 0,
        file,
        since_mark: Vec::new(),
        bytes: head.len() as u64,
        in_file: 0,
    })
}
