//! The autosave (or a session file `rcw play` keeps), written on a
//! background thread as a journal (see [`super`]), so the player never
//! waits on the disk and a step costs the same whatever the game's length.
//!
//! The UI thread sends each step as a [`Change`] (a few actions, not the
//! game); the writer appends one line a change to the journal and syncs it
//! to disk. Changes that arrive while a sync runs go out together in the
//! next one (group commit), so the most a crash can cost is the steps
//! since the last sync: about one sync's time (milliseconds; README's
//! "What the app guarantees" has the figures).
//!
//! A full snapshot is written when a game begins (or is opened from
//! elsewhere, at its first step), after a failure, every
//! [`COMPACT_LINES`] lines or [`COMPACT_BYTES`] of journal (on a thread of
//! its own, while the journal goes on taking steps) and on close; the
//! backups rotate only then. A failed write is retried with the next step,
//! every [`RETRY`], and when the writer closes;
//! [`AutosaveWriter::is_failing`] says whether the game is on disk.
//! Dropping the writer (or [`AutosaveWriter::flush`]) waits for what is
//! queued, so closing the app never loses a step.

use super::recover::Resumed;
use super::worker::Worker;
use crate::session::history::{Change, SessionData};
use crate::session::store::SessionStore;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use super::queue::{Msg, Queue, Shared};
pub use super::queue::{RETRY, Target, WriteResult};
pub use super::worker::{COMPACT_BYTES, COMPACT_LINES};

/// What closing a writer came to ([`AutosaveWriter::finish`]).
#[derive(Debug)]
pub struct Finished {
    /// The results not polled before.
    pub results: Vec<WriteResult>,
    /// The last write failed.
    pub failing: bool,
    /// How many of the changes sent are on disk.
    pub synced: u64,
}

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
        AutosaveWriter::for_target(Target::autosave(&store))
    }

    /// Starts a writer thread for the files of `target`.
    pub fn for_target(target: Target) -> AutosaveWriter {
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            cv: Condvar::new(),
            failing: AtomicBool::new(false),
            synced: AtomicU64::new(0),
        });
        let (tx, results) = channel();
        let thread = {
            let (target, shared, tx) = (target.clone(), shared.clone(), tx.clone());
            std::thread::Builder::new()
                .name("politburo-autosave".to_string())
                .spawn(move || run(Worker::new(target, tx, shared.clone()), &shared))
                .ok()
        };
        let fallback = thread
            .is_none()
            .then(|| Mutex::new(Worker::new(target, tx, shared.clone())));
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

    /// Goes on with the game just read from this writer's file
    /// ([`super::open`]), its journal kept aside first if it was damaged.
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

    /// Closes the writer: everything queued is written and the journal
    /// folded into the file. Returns the results not yet polled, whether
    /// the last write failed, and how many of the changes sent are on
    /// disk (all of them: the file holds every step, whatever failed after).
    pub fn finish(mut self) -> Finished {
        match self.fallback.take() {
            Some(w) => w
                .into_inner()
                .unwrap_or_else(PoisonError::into_inner)
                .close(),
            None => {
                self.flush_handle().wait(Duration::from_secs(24 * 3600));
            }
        }
        Finished {
            results: self.poll(),
            failing: self.is_failing(),
            synced: self.synced_changes(),
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
/// queued steps (up to 10 s, a failed write tried once more), runs
/// `before_exit` (the window clears its crash marker there: an orderly
/// end) and ends the process with code 130, as a normal close would have
/// saved them. Installed once per process.
pub fn flush_on_signals(
    on_signal: SignalFlush,
    before_exit: impl Fn() + Send + 'static,
) -> Result<(), ctrlc::Error> {
    ctrlc::set_handler(move || {
        if let Some(h) = on_signal.get() {
            h.wait(Duration::from_secs(10));
        }
        before_exit();
        std::process::exit(130);
    })
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
            .session
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
        let opened = crate::session::files::load_autosave(&store).unwrap();
        assert_eq!(opened.session.data(), &cut(&full, n - 5));
        let w = AutosaveWriter::new(store.clone());
        w.resume(opened.resumed());
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
    fn another_game_takes_the_file_only_once_the_old_one_is_in_it_whole() {
        let dir = tempfile::tempdir().unwrap();
        let store = SessionStore::new(dir.path());
        let full = data(2);
        let n = full.actions.len();
        let other = data(1);
        let w = AutosaveWriter::new(store.clone());
        w.submit(cut(&full, n - 10));
        w.flush();
        // The last steps and the other game in one batch: the steps are
        // not dropped with the batch, and the backup holds every one.
        for c in steps(&full, n - 10) {
            w.submit_change(c);
        }
        w.submit(other.clone());
        w.flush();
        assert_eq!(resumed(&store), other);
        let backup = store.autosave_path().with_file_name("autosave.json.1");
        assert_eq!(crate::session::load_session(&backup).unwrap().data(), &full);
        // Once more with nothing new: no second copy of the same game.
        w.submit(full.clone());
        w.flush();
        w.submit(other.clone());
        w.flush();
        let b2 = store.autosave_path().with_file_name("autosave.json.2");
        assert_eq!(crate::session::load_session(&backup).unwrap().data(), &full);
        assert_eq!(crate::session::load_session(&b2).unwrap().data(), &other);
        drop(w);
    }

    #[test]
    fn a_save_renamed_deleted_or_brought_back_keeps_its_journal() {
        let dir = tempfile::tempdir().unwrap();
        let store = SessionStore::new(dir.path());
        let full = data(2);
        let n = full.actions.len();
        let path = store.saves_dir().join("Evening.json");
        let w = AutosaveWriter::for_target(Target::file(&path, 5));
        w.submit(cut(&full, n - 10));
        for c in steps(&full, n - 10) {
            w.submit_change(c);
        }
        w.flush();
        // As `rcw play` killed: the last steps are in the journal only.
        std::mem::forget(w);
        assert!(super::super::journal_path_of(&path).exists());
        let opened = |p: &std::path::Path| super::super::open(p).unwrap().session.data().clone();
        // A journal under the new name that belongs to no file is kept.
        let orphan = store.saves_dir().join("Night.journal");
        std::fs::write(&orphan, "an orphan\n").unwrap();
        let night = store.rename_save("Evening", "Night").unwrap();
        assert_eq!(opened(&night), full);
        assert_eq!(
            std::fs::read_to_string(store.saves_dir().join("Night.broken-1.journal")).unwrap(),
            "an orphan\n"
        );
        let deleted = store.delete_save("Night").unwrap();
        assert_eq!(opened(&deleted.trash_path), full);
        let back = store.undelete(&deleted).unwrap();
        assert_eq!(opened(&back), full);
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
