//! The autosave, written on a background thread as a journal (see
//! [`super::journal`]), so the player never waits on the disk and a step
//! costs the same whatever the game's length.
//!
//! The UI thread sends each step as a [`Change`] (a few actions, not the
//! game); the writer appends one line a change to the journal and syncs it
//! to disk. Changes that arrive while a sync runs go out together in the
//! next one (group commit), so the most a crash can cost is the steps
//! since the last sync: about one sync's time (milliseconds; README's
//! "What the app guarantees" has the figures).
//!
//! A full snapshot is written when a game begins (or is opened from
//! elsewhere), after a failure, every [`COMPACT_LINES`] lines or
//! [`COMPACT_BYTES`] of journal (on a thread of its own, while the journal
//! goes on taking steps) and on close; the backups rotate only then. A
//! failed write is retried with the next step, every [`RETRY`], and when
//! the writer closes; [`AutosaveWriter::is_failing`] says whether the game
//! is on disk. Dropping the writer (or [`AutosaveWriter::flush`]) waits for
//! what is queued, so closing the app never loses a step.

use super::error::StoreError;
use super::format::JournalMark;
use super::history::{Change, SessionData};
use super::journal;
use super::store::{SaveReport, SessionStore, prepare_marked};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// A snapshot is written after this many journal lines.
pub const COMPACT_LINES: usize = 2000;
/// … or once the journal holds this many bytes.
pub const COMPACT_BYTES: u64 = 2 * 1024 * 1024;
/// A failed write is tried again after this long (and with every step).
pub const RETRY: Duration = Duration::from_secs(3);

/// What the UI thread sends.
enum Msg {
    /// A game to autosave from scratch (new, opened, imported).
    Full(Box<SessionData>),
    /// The game just read from this autosave and its journal: go on
    /// appending to that journal.
    Resume(Box<Resumed>),
    /// One step, undo, redo or jump of the game last sent.
    Change(Change),
}

/// A game resumed from the autosave, with where its journal stands.
pub struct Resumed {
    pub data: SessionData,
    /// The snapshot's journal (`None`: the snapshot had no mark).
    pub mark: Option<JournalMark>,
    /// What replaying the journal found.
    pub replayed: journal::Replayed,
}

#[derive(Default)]
struct Queue {
    msgs: Vec<Msg>,
    /// A batch is being written right now.
    busy: bool,
    /// No more messages will come: write what is queued, compact, stop.
    closed: bool,
    /// The writer has closed: everything is written (or it tried once more
    /// and said why not).
    done: bool,
}

struct Shared {
    queue: Mutex<Queue>,
    cv: Condvar,
    failing: AtomicBool,
    /// How many of the changes sent so far are on disk (synced).
    synced: AtomicU64,
}

/// The result of one snapshot (the journal's lines report only failures).
pub type WriteResult = Result<SaveReport, StoreError>;

/// The background autosave writer of one store.
pub struct AutosaveWriter {
    shared: Arc<Shared>,
    results: Receiver<WriteResult>,
    thread: Option<JoinHandle<()>>,
    /// Used only if the writer thread could not be started.
    fallback: Option<Mutex<Worker>>,
}

impl AutosaveWriter {
    /// Starts the writer thread for `store`'s autosave.
    pub fn new(store: SessionStore) -> AutosaveWriter {
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            cv: Condvar::new(),
            failing: AtomicBool::new(false),
            synced: AtomicU64::new(0),
        });
        let (tx, results) = channel();
        let thread = {
            let (store, shared, tx) = (store.clone(), shared.clone(), tx.clone());
            std::thread::Builder::new()
                .name("politburo-autosave".to_string())
                .spawn(move || run(Worker::new(store, tx, shared.clone()), &shared))
                .ok()
        };
        let fallback = thread
            .is_none()
            .then(|| Mutex::new(Worker::new(store, tx, shared.clone())));
        if fallback.is_some() {
            // Written as sent: a signal has nothing to wait for.
            shared
                .queue
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .done = true;
        }
        AutosaveWriter {
            shared,
            results,
            thread,
            fallback,
        }
    }

    fn send(&self, msg: Msg) {
        if let Some(w) = &self.fallback {
            let mut w = w.lock().unwrap_or_else(PoisonError::into_inner);
            w.handle(vec![msg]);
            return;
        }
        let mut q = self
            .shared
            .queue
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        q.msgs.push(msg);
        self.shared.cv.notify_all();
    }

    /// Queues a whole game: a snapshot and a new journal are written.
    pub fn submit(&self, data: SessionData) {
        self.send(Msg::Full(Box::new(data)));
    }

    /// Goes on with the game just read from this store's autosave.
    pub fn resume(&self, resumed: Resumed) {
        self.send(Msg::Resume(Box::new(resumed)));
    }

    /// Queues one change of the game last submitted or resumed.
    pub fn submit_change(&self, change: Change) {
        self.send(Msg::Change(change));
    }

    /// Snapshots written (or failed) since the last call, oldest first.
    pub fn poll(&self) -> Vec<WriteResult> {
        self.results.try_iter().collect()
    }

    /// Whether the last write failed (and is being retried): the game on
    /// screen is not all on disk.
    pub fn is_failing(&self) -> bool {
        self.shared.failing.load(Ordering::SeqCst)
    }

    /// How many of the changes sent with [`Self::submit_change`] are on
    /// disk now (a crash keeps them all).
    pub fn synced_changes(&self) -> u64 {
        self.shared.synced.load(Ordering::SeqCst)
    }

    /// Whether anything is queued or being written.
    pub fn is_busy(&self) -> bool {
        let q = self
            .shared
            .queue
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        !q.msgs.is_empty() || q.busy
    }

    /// Waits until everything queued is on disk (or the writer thread has
    /// stopped, which only a bug could cause: the app must still close).
    pub fn flush(&self) {
        let Some(thread) = self.thread.as_ref() else {
            return;
        };
        let mut q = self
            .shared
            .queue
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        while (!q.msgs.is_empty() || q.busy) && !thread.is_finished() {
            q = self
                .shared
                .cv
                .wait_timeout(q, Duration::from_millis(100))
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }

    /// A handle that can wait for the queued steps from any thread.
    pub fn flush_handle(&self) -> FlushHandle {
        FlushHandle {
            shared: self.shared.clone(),
        }
    }
}

/// Waits for the writer's queued steps from another thread (a signal
/// handler): logout or Ctrl+C in the terminal must not lose the last step.
#[derive(Clone)]
pub struct FlushHandle {
    shared: Arc<Shared>,
}

impl FlushHandle {
    /// Closes the writer and waits until it has written everything queued
    /// and compacted the journal, or `limit` passed (the process is about
    /// to end either way). Returns whether it finished.
    pub fn wait(&self, limit: Duration) -> bool {
        let start = std::time::Instant::now();
        let mut q = self
            .shared
            .queue
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        q.closed = true;
        self.shared.cv.notify_all();
        // Until the writer has closed, not just gone idle: a failed write
        // is tried once more and the journal folded at close.
        while !q.done {
            let left = limit.saturating_sub(start.elapsed());
            if left.is_zero() {
                return false;
            }
            q = self
                .shared
                .cv
                .wait_timeout(q, left.min(Duration::from_millis(100)))
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        true
    }
}

/// The writer whose queued steps a signal must wait for, set once the
/// window (and its writer) exists.
pub type SignalFlush = Arc<std::sync::OnceLock<FlushHandle>>;

/// On SIGINT or SIGTERM (Ctrl+C in the terminal, logout), waits for the
/// queued steps (up to 10 s, a failed write tried once more) and ends the
/// process with code 130, as a normal close would have saved them.
/// Installed once per process.
pub fn flush_on_signals(on_signal: SignalFlush) -> Result<(), String> {
    ctrlc::set_handler(move || {
        if let Some(h) = on_signal.get() {
            h.wait(Duration::from_secs(10));
        }
        // An orderly end: the next start has nothing to report.
        crate::crash::clear_running();
        std::process::exit(130);
    })
    .map_err(|e| e.to_string())
}

impl Drop for AutosaveWriter {
    fn drop(&mut self) {
        {
            let mut q = self
                .shared
                .queue
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            q.closed = true;
            self.shared.cv.notify_all();
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        if let Some(w) = self.fallback.take() {
            let mut w = w.into_inner().unwrap_or_else(PoisonError::into_inner);
            w.close();
        }
    }
}

fn run(mut worker: Worker, shared: &Shared) {
    loop {
        let (batch, closing) = {
            let mut q = shared.queue.lock().unwrap_or_else(PoisonError::into_inner);
            loop {
                if !q.msgs.is_empty() {
                    q.busy = true;
                    break (std::mem::take(&mut q.msgs), false);
                }
                if q.closed {
                    q.busy = true;
                    break (Vec::new(), true);
                }
                // Waiting on a retry or a snapshot thread wakes up on time.
                let wait = worker.wake_after();
                let (guard, timeout) = match wait {
                    Some(d) => {
                        let (g, t) = shared
                            .cv
                            .wait_timeout(q, d)
                            .unwrap_or_else(PoisonError::into_inner);
                        (g, t.timed_out())
                    }
                    None => (
                        shared.cv.wait(q).unwrap_or_else(PoisonError::into_inner),
                        false,
                    ),
                };
                q = guard;
                if timeout {
                    q.busy = true;
                    break (Vec::new(), false);
                }
            }
        };
        if closing {
            worker.close();
        } else {
            worker.handle(batch);
        }
        let mut q = shared.queue.lock().unwrap_or_else(PoisonError::into_inner);
        q.busy = false;
        q.done = closing;
        shared.cv.notify_all();
        if closing {
            return;
        }
    }
}

/// The journal being appended to.
struct Open {
    id: String,
    /// The last line's number.
    seq: u64,
    file: File,
    /// Lines after the snapshot's mark: kept until a snapshot holds them.
    since_mark: Vec<(u64, String)>,
    bytes: u64,
}

/// A snapshot being written on a thread of its own.
struct Compaction {
    mark: JournalMark,
    thread: JoinHandle<WriteResult>,
}

/// The writer thread's state.
struct Worker {
    store: SessionStore,
    tx: Sender<WriteResult>,
    shared: Arc<Shared>,
    /// The game as on screen (as far as the UI has sent it).
    mirror: Option<SessionData>,
    journal: Option<Open>,
    /// The journal cannot take the next line: write a snapshot.
    need_snapshot: bool,
    /// The autosave found on disk has not been checked (nor replaced):
    /// the first snapshot checks it replays before rotating it away.
    verify_found: bool,
    compaction: Option<Compaction>,
    /// Changes received so far (see [`Shared::synced`]).
    received: u64,
}

impl Worker {
    fn new(store: SessionStore, tx: Sender<WriteResult>, shared: Arc<Shared>) -> Worker {
        Worker {
            store,
            tx,
            shared,
            mirror: None,
            journal: None,
            need_snapshot: false,
            verify_found: true,
            compaction: None,
            received: 0,
        }
    }

    fn failing(&self) -> bool {
        self.shared.failing.load(Ordering::SeqCst)
    }

    fn set_failing(&self, on: bool) {
        self.shared.failing.store(on, Ordering::SeqCst);
    }

    /// When the loop must wake up without a message: to retry a failed
    /// write, or to finish a snapshot written on its own thread.
    fn wake_after(&self) -> Option<Duration> {
        if self.failing() {
            Some(RETRY)
        } else if self.compaction.is_some() {
            Some(Duration::from_millis(50))
        } else {
            None
        }
    }

    fn handle(&mut self, batch: Vec<Msg>) {
        let mut lines: Vec<(u64, String)> = Vec::new();
        for msg in batch {
            match msg {
                Msg::Full(d) => {
                    self.mirror = Some(*d);
                    self.journal = None;
                    self.need_snapshot = true;
                    lines.clear();
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

    fn resume(&mut self, r: Resumed) {
        self.wait_compaction();
        self.mirror = Some(r.data);
        self.journal = None;
        self.need_snapshot = false;
        // The file was read and replayed just now: it is sound.
        self.verify_found = false;
        let opened = match &r.mark {
            Some(mark) => self.open_for_append(mark, &r.replayed),
            None => Err(None),
        };
        match opened {
            Ok(open) => self.journal = Some(open),
            Err(e) => {
                // No journal to go on with: a snapshot starts one.
                if let Some(e) = e {
                    let _ = self.tx.send(Err(e));
                }
                self.need_snapshot = true;
            }
        }
    }

    /// The resumed snapshot's journal, cut after its last good line (a
    /// torn line must not sit before the next one), ready to append.
    fn open_for_append(
        &self,
        mark: &JournalMark,
        replayed: &journal::Replayed,
    ) -> Result<Open, Option<StoreError>> {
        if !replayed.matched {
            return Err(None);
        }
        let path = self.store.journal_path();
        let io = |action: &'static str| {
            let path = path.clone();
            move |source| {
                Some(StoreError::Io {
                    action,
                    source,
                    path,
                })
            }
        };
        let file = OpenOptions::new()
            .write(true)
            .open(&path)
            .map_err(io("open the autosave journal"))?;
        file.set_len(replayed.valid_len)
            .map_err(io("cut the autosave journal's torn line"))?;
        let mut file = file;
        use std::io::Seek;
        file.seek(std::io::SeekFrom::End(0))
            .map_err(io("open the autosave journal"))?;
        Ok(Open {
            id: mark.id.clone(),
            seq: replayed.last_seq,
            file,
            // The lines after the mark are on disk; a snapshot will hold
            // them, and until then the journal keeps them (not re-written).
            since_mark: Vec::new(),
            bytes: replayed.valid_len,
        })
    }

    fn change(&mut self, c: &Change, lines: &mut Vec<(u64, String)>) {
        self.received += 1;
        let Some(m) = self.mirror.as_mut() else {
            return;
        };
        if m.apply_change(c).is_err() {
            // A change that does not fit is a bug; the snapshot of what the
            // writer holds keeps the game whole as far as it knows it.
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
        match journal::change_line(j.seq + 1, c) {
            Ok(line) => {
                j.seq += 1;
                lines.push((j.seq, line));
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
        let written = j
            .file
            .write_all(text.as_bytes())
            .and_then(|()| j.file.sync_data());
        match written {
            Ok(()) => {
                j.bytes += text.len() as u64;
                j.since_mark.extend(lines);
                // Every change received so far is in the journal or the
                // snapshot it continues.
                self.shared.synced.store(self.received, Ordering::SeqCst);
            }
            Err(source) => {
                // What reached the file is unknown: the next write is a
                // whole snapshot (the game is all in the mirror).
                let _ = self.tx.send(Err(StoreError::Io {
                    action: "write the autosave journal",
                    source,
                    path: self.store.journal_path(),
                }));
                self.set_failing(true);
                self.need_snapshot = true;
                self.journal = None;
            }
        }
    }

    /// A snapshot of the mirror and a new journal, written now.
    fn snapshot_now(&mut self) {
        self.wait_compaction();
        let Some(data) = self.mirror.as_ref() else {
            return;
        };
        let id = journal::new_id();
        let mark = JournalMark {
            id: id.clone(),
            seq: 0,
        };
        let result =
            write_snapshot(&self.store, data, &mark, self.verify_found).and_then(|report| {
                // Only once the snapshot is in place: a crash between the
                // two leaves the new snapshot and a journal it does not
                // name, which loads as the snapshot alone.
                let open = start_journal(&self.store, &id)?;
                Ok((report, open))
            });
        match result {
            Ok((report, open)) => {
                self.journal = Some(open);
                self.shared.synced.store(self.received, Ordering::SeqCst);
                self.need_snapshot = false;
                self.verify_found = false;
                self.set_failing(false);
                let _ = self.tx.send(Ok(report));
            }
            Err(e) => {
                self.journal = None;
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
        };
        let (store, data, m) = (self.store.clone(), data.clone(), mark.clone());
        let verify = self.verify_found;
        let spawned = std::thread::Builder::new()
            .name("politburo-snapshot".to_string())
            .spawn(move || write_snapshot(&store, &data, &m, verify));
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
                action: "write the autosave snapshot",
                source: std::io::Error::other("the snapshot thread stopped"),
                path: self.store.autosave_path(),
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
                    self.journal = None;
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
        let mut text = journal::head_line(&j.id);
        for (_, l) in &j.since_mark {
            text.push_str(l);
        }
        let path = self.store.journal_path();
        super::atomic::write_atomic(&path, text.as_bytes(), 0)?;
        j.file = OpenOptions::new()
            .append(true)
            .open(&path)
            .map_err(|source| StoreError::Io {
                action: "open the autosave journal",
                source,
                path: path.clone(),
            })?;
        j.bytes = text.len() as u64;
        Ok(())
    }

    /// On close: what is queued is written, a failed write tried once
    /// more, and the journal folded into a snapshot.
    fn close(&mut self) {
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

/// Writes `data` as the autosave snapshot marked `mark`, and the Resume
/// label beside it (best effort: a label not written is read from the
/// snapshot instead).
fn write_snapshot(
    store: &SessionStore,
    data: &SessionData,
    mark: &JournalMark,
    verify_found: bool,
) -> WriteResult {
    let prepared = prepare_marked(&store.autosave_path(), data, Some(mark))?;
    let report = if verify_found {
        prepared.commit_checked::<SessionData>(store.backups(), true)
    } else {
        prepared.commit_own(store.backups())
    }?;
    match super::files::describe(data, Some(super::timestamp::now())) {
        Some(label) => {
            let _ = super::atomic::write_atomic(&store.autosave_label_path(), label.as_bytes(), 0);
        }
        None => {
            let _ = std::fs::remove_file(store.autosave_label_path());
        }
    }
    Ok(report)
}

/// A new journal of one head line, in place of any other, open to append.
fn start_journal(store: &SessionStore, id: &str) -> Result<Open, StoreError> {
    let path = store.journal_path();
    let head = journal::head_line(id);
    super::atomic::write_atomic(&path, head.as_bytes(), 0)?;
    let file = OpenOptions::new()
        .append(true)
        .open(&path)
        .map_err(|source| StoreError::Io {
            action: "open the autosave journal",
            source,
            path: path.clone(),
        })?;
    Ok(Open {
        id: id.to_string(),
        seq: 0,
        file,
        since_mark: Vec::new(),
        bytes: head.len() as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::generate::generate;

    fn data(turns: u32) -> SessionData {
        generate(turns, 3, false).unwrap().data().clone()
    }

    /// The snapshot alone (what an older reader sees).
    fn snapshot(store: &SessionStore) -> SessionData {
        store.load_autosave::<SessionData>().unwrap().session
    }

    /// The snapshot and its journal, as the app resumes it.
    fn resumed(store: &SessionStore) -> SessionData {
        crate::session::files::load_autosave(store)
            .unwrap()
            .0
            .data()
            .clone()
    }

    /// The changes that take `d` step by step from `from` actions to all.
    fn steps(d: &SessionData, from: usize) -> Vec<Change> {
        (from..d.actions.len())
            .map(|n| Change {
                keep: n,
                push: vec![d.actions[n].clone()],
                cursor: n + 1,
            })
            .collect()
    }

    /// A data folder that cannot be written (it is a file: root ignores
    /// permissions), and [`unblock`] to make it a folder again.
    fn blocked(dir: &std::path::Path) -> (SessionStore, std::path::PathBuf) {
        let data_dir = dir.join("data");
        let _ = std::fs::remove_dir_all(&data_dir);
        std::fs::write(&data_dir, "not a folder").unwrap();
        (SessionStore::new(data_dir.clone()), data_dir)
    }

    fn unblock(data_dir: &std::path::Path) {
        std::fs::remove_file(data_dir).unwrap();
        std::fs::create_dir(data_dir).unwrap();
    }

    fn cut(d: &SessionData, n: usize) -> SessionData {
        let mut s = d.clone();
        s.actions.truncate(n);
        s.cursor = n;
        s
    }

    #[test]
    fn the_newest_session_is_on_disk_after_a_flush() {
        let dir = tempfile::tempdir().unwrap();
        let store = SessionStore::new(dir.path());
        let w = AutosaveWriter::new(store.clone());
        let (one, three) = (data(1), data(3));
        w.submit(one.clone());
        w.submit(three.clone());
        w.flush();
        assert!(!w.is_busy());
        assert_eq!(snapshot(&store), three);
        let results = w.poll();
        assert!(!results.is_empty() && results.len() <= 2, "{results:?}");
        assert!(results.iter().all(Result::is_ok));
    }

    #[test]
    fn steps_go_to_the_journal_and_the_snapshot_is_not_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let store = SessionStore::new(dir.path());
        let full = data(2);
        let base = cut(&full, full.actions.len() - 20);
        let w = AutosaveWriter::new(store.clone());
        w.submit(base.clone());
        w.flush();
        let snapshot_text = std::fs::read_to_string(store.autosave_path()).unwrap();
        for c in steps(&full, base.actions.len()) {
            w.submit_change(c);
        }
        // An undo: the cursor moves back one.
        w.submit_change(Change {
            keep: full.actions.len(),
            push: Vec::new(),
            cursor: full.actions.len() - 1,
        });
        w.flush();
        assert_eq!(
            std::fs::read_to_string(store.autosave_path()).unwrap(),
            snapshot_text,
            "a step does not rewrite the snapshot"
        );
        let mut expected = full.clone();
        expected.cursor -= 1;
        assert_eq!(resumed(&store), expected);
        assert_eq!(snapshot(&store), base);
        // Closing folds the journal into a snapshot.
        drop(w);
        assert_eq!(snapshot(&store), expected);
        assert_eq!(resumed(&store), expected);
    }

    #[test]
    fn a_resumed_game_goes_on_in_its_own_journal_without_a_rewrite() {
        let dir = tempfile::tempdir().unwrap();
        let store = SessionStore::new(dir.path());
        let full = data(2);
        let n = full.actions.len();
        let w = AutosaveWriter::new(store.clone());
        w.submit(cut(&full, n - 10));
        w.flush();
        for c in steps(&cut(&full, n - 5), n - 10) {
            w.submit_change(c);
        }
        w.flush();
        // As after a kill: no close, the journal is what is on disk.
        std::mem::forget(w);
        let snapshot_text = std::fs::read_to_string(store.autosave_path()).unwrap();
        let (s, r) = crate::session::files::load_autosave(&store).unwrap();
        assert_eq!(s.data(), &cut(&full, n - 5));
        let w = AutosaveWriter::new(store.clone());
        w.resume(r);
        for c in steps(&full, n - 5) {
            w.submit_change(c);
        }
        w.flush();
        assert_eq!(
            std::fs::read_to_string(store.autosave_path()).unwrap(),
            snapshot_text
        );
        assert_eq!(resumed(&store), full);
        drop(w);
    }

    #[test]
    fn a_long_journal_is_folded_into_a_snapshot_while_steps_go_on() {
        let dir = tempfile::tempdir().unwrap();
        let store = SessionStore::new(dir.path());
        let full = data(60);
        let n = full.actions.len();
        assert!(n > COMPACT_LINES + 100, "{n}");
        let w = AutosaveWriter::new(store.clone());
        w.submit(cut(&full, 0));
        for c in steps(&full, 0) {
            let k = c.cursor;
            w.submit_change(c);
            if k % 97 == 0 {
                w.flush();
            }
        }
        w.flush();
        assert_eq!(resumed(&store), full);
        let journal = std::fs::metadata(store.journal_path()).unwrap().len();
        assert!(journal < COMPACT_BYTES, "{journal}");
        assert!(snapshot(&store).actions.len() >= COMPACT_LINES);
        std::mem::forget(w);
    }

    #[test]
    fn a_failed_autosave_is_retried_on_time_and_on_close() {
        let dir = tempfile::tempdir().unwrap();
        let (store, data_dir) = blocked(dir.path());
        let full = data(1);
        let n = full.actions.len();
        let w = AutosaveWriter::new(store.clone());
        w.submit(cut(&full, n - 12));
        for c in steps(&full, n - 12) {
            w.submit_change(c);
            w.flush();
        }
        assert!(w.is_failing());
        assert!(w.poll().iter().any(Result::is_err));
        assert_eq!(std::fs::read_to_string(&data_dir).unwrap(), "not a folder");
        // The folder can be written again: the writer finds out by itself.
        unblock(&data_dir);
        let start = std::time::Instant::now();
        while w.is_failing() && start.elapsed() < RETRY * 4 {
            std::thread::sleep(Duration::from_millis(50));
        }
        assert!(!w.is_failing(), "retried within {:?}", RETRY * 4);
        assert_eq!(resumed(&store), full);
        drop(w);

        // And on close, with no time to wait for the timer.
        let (store, data_dir) = blocked(dir.path());
        let w = AutosaveWriter::new(store.clone());
        w.submit(full.clone());
        w.flush();
        assert!(w.is_failing());
        unblock(&data_dir);
        drop(w);
        assert_eq!(resumed(&store), full);
    }

    #[test]
    fn a_signal_while_failing_tries_once_more_before_the_process_ends() {
        let dir = tempfile::tempdir().unwrap();
        let (store, data_dir) = blocked(dir.path());
        let full = data(1);
        let w = AutosaveWriter::new(store.clone());
        w.submit(full.clone());
        w.flush();
        assert!(w.is_failing());
        unblock(&data_dir);
        // What the SIGTERM handler does: wait for the writer to close.
        assert!(w.flush_handle().wait(Duration::from_secs(10)));
        assert_eq!(resumed(&store), full);
        drop(w);
    }

    #[test]
    fn a_flush_handle_waits_for_the_queued_steps_from_another_thread() {
        let dir = tempfile::tempdir().unwrap();
        let store = SessionStore::new(dir.path());
        let w = AutosaveWriter::new(store.clone());
        let h = w.flush_handle();
        let d = data(30);
        w.submit(d.clone());
        let waiter = std::thread::spawn(move || h.wait(Duration::from_secs(30)));
        assert!(waiter.join().unwrap_or(false), "drained in time");
        assert_eq!(resumed(&store), d);
        drop(w);
    }
}
