//! Autosaves written on a background thread, so the player never waits on
//! the disk: in a long game encoding and writing the file takes tens of
//! milliseconds, which must not fall on the frame that answered a prompt.
//!
//! Only the newest session matters: a save still queued when a newer one
//! arrives is replaced by it (both describe the same game, the newer one
//! further on). Dropping the writer (or [`AutosaveWriter::flush`]) waits for
//! the last save, so closing the app never loses a step. Every failure is
//! reported back through [`AutosaveWriter::poll`].

use super::error::StoreError;
use super::history::SessionData;
use super::store::{SaveReport, SessionStore};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::JoinHandle;

#[derive(Default)]
struct Slot {
    /// The newest session not yet written.
    pending: Option<SessionData>,
    /// A save is being written right now.
    busy: bool,
    /// No more saves will come: write what is pending and stop.
    closed: bool,
}

type Shared = Arc<(Mutex<Slot>, Condvar)>;

/// The background autosave writer of one store.
pub struct AutosaveWriter {
    /// Used directly only if the writer thread could not be started.
    store: SessionStore,
    shared: Shared,
    /// Where results go (also used for saves written inline).
    tx: Sender<Result<SaveReport, StoreError>>,
    results: Receiver<Result<SaveReport, StoreError>>,
    thread: Option<JoinHandle<()>>,
}

impl AutosaveWriter {
    /// Starts the writer thread for `store`'s autosave file.
    pub fn new(store: SessionStore) -> AutosaveWriter {
        let shared: Shared = Arc::new((Mutex::new(Slot::default()), Condvar::new()));
        let (tx, results) = channel();
        let thread = {
            let (store, shared, tx) = (store.clone(), shared.clone(), tx.clone());
            std::thread::Builder::new()
                .name("politburo-autosave".to_string())
                .spawn(move || run(&store, &shared, &tx))
                .ok()
        };
        AutosaveWriter {
            store,
            shared,
            tx,
            results,
            thread,
        }
    }

    /// Queues `data` to be written (replacing any save still queued). If
    /// the writer thread could not be started, it is written now.
    pub fn submit(&self, data: SessionData) {
        if self.thread.is_none() {
            let _ = self.tx.send(self.store.autosave(&data));
            return;
        }
        let (lock, cv) = &*self.shared;
        let mut slot = lock.lock().unwrap_or_else(PoisonError::into_inner);
        slot.pending = Some(data);
        cv.notify_all();
    }

    /// Results of the saves finished since the last call (oldest first).
    pub fn poll(&self) -> Vec<Result<SaveReport, StoreError>> {
        self.results.try_iter().collect()
    }

    /// Whether a save is queued or being written.
    pub fn is_busy(&self) -> bool {
        let (lock, _) = &*self.shared;
        let slot = lock.lock().unwrap_or_else(PoisonError::into_inner);
        slot.pending.is_some() || slot.busy
    }

    /// Waits until every queued save is on disk (or the writer thread has
    /// stopped, which only a bug could cause: the app must still close).
    pub fn flush(&self) {
        let Some(thread) = self.thread.as_ref() else {
            return;
        };
        let (lock, cv) = &*self.shared;
        let mut slot = lock.lock().unwrap_or_else(PoisonError::into_inner);
        while (slot.pending.is_some() || slot.busy) && !thread.is_finished() {
            slot = cv
                .wait_timeout(slot, std::time::Duration::from_millis(100))
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }
}

/// Waits for the writer's queued save from another thread (a signal
/// handler): logout or Ctrl+C in the terminal must not lose the last step.
#[derive(Clone)]
pub struct FlushHandle {
    shared: Shared,
}

impl FlushHandle {
    /// Waits until nothing is queued or being written, or `limit` passed
    /// (the process is about to end either way). Returns whether it drained.
    pub fn wait(&self, limit: std::time::Duration) -> bool {
        let start = std::time::Instant::now();
        let (lock, cv) = &*self.shared;
        let mut slot = lock.lock().unwrap_or_else(PoisonError::into_inner);
        while slot.pending.is_some() || slot.busy {
            let left = limit.saturating_sub(start.elapsed());
            if left.is_zero() {
                return false;
            }
            slot = cv
                .wait_timeout(slot, left.min(std::time::Duration::from_millis(100)))
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        true
    }
}

/// The writer whose queued save a signal must wait for, set once the
/// window (and its writer) exists.
pub type SignalFlush = Arc<std::sync::OnceLock<FlushHandle>>;

/// On SIGINT or SIGTERM (Ctrl+C in the terminal, logout), waits for the
/// queued autosave (up to 10 s) and ends the process with code 130, as a
/// normal close would have saved it. Installed once per process.
pub fn flush_on_signals(on_signal: SignalFlush) -> Result<(), String> {
    ctrlc::set_handler(move || {
        if let Some(h) = on_signal.get() {
            h.wait(std::time::Duration::from_secs(10));
        }
        std::process::exit(130);
    })
    .map_err(|e| e.to_string())
}

impl AutosaveWriter {
    /// A handle that can wait for the queued save from any thread.
    pub fn flush_handle(&self) -> FlushHandle {
        FlushHandle {
            shared: self.shared.clone(),
        }
    }
}

impl Drop for AutosaveWriter {
    fn drop(&mut self) {
        {
            let (lock, cv) = &*self.shared;
            let mut slot = lock.lock().unwrap_or_else(PoisonError::into_inner);
            slot.closed = true;
            cv.notify_all();
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn run(store: &SessionStore, shared: &Shared, tx: &Sender<Result<SaveReport, StoreError>>) {
    let (lock, cv) = &**shared;
    // The autosave found at start is checked to replay before it is rotated
    // into the backups; the writer's own later files need no check.
    let mut found_checked = false;
    loop {
        let data = {
            let mut slot = lock.lock().unwrap_or_else(PoisonError::into_inner);
            loop {
                if let Some(d) = slot.pending.take() {
                    slot.busy = true;
                    break d;
                }
                if slot.closed {
                    return;
                }
                slot = cv.wait(slot).unwrap_or_else(PoisonError::into_inner);
            }
        };
        let result = store.autosave_checked(&data, !found_checked);
        found_checked |= result.is_ok();
        let _ = tx.send(result);
        let mut slot = lock.lock().unwrap_or_else(PoisonError::into_inner);
        slot.busy = false;
        cv.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::generate::generate;
    use std::path::PathBuf;

    fn temp(name: &str) -> PathBuf {
        let d =
            std::env::temp_dir().join(format!("politburo-writer-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    fn data(turns: u32) -> SessionData {
        generate(turns, 3, false).unwrap().data().clone()
    }

    fn on_disk(store: &SessionStore) -> SessionData {
        store.load_autosave::<SessionData>().unwrap().session
    }

    #[test]
    fn the_newest_session_is_on_disk_after_a_flush() {
        let dir = temp("flush");
        let store = SessionStore::new(dir.clone());
        let w = AutosaveWriter::new(store.clone());
        let (one, three) = (data(1), data(3));
        w.submit(one.clone());
        w.submit(three.clone());
        w.flush();
        assert!(!w.is_busy());
        assert_eq!(on_disk(&store), three);
        let results = w.poll();
        assert!(!results.is_empty() && results.len() <= 2, "{results:?}");
        assert!(results.iter().all(Result::is_ok));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn dropping_the_writer_writes_what_is_still_queued() {
        let dir = temp("drop");
        let store = SessionStore::new(dir.clone());
        let two = data(2);
        {
            let w = AutosaveWriter::new(store.clone());
            w.submit(data(1));
            w.submit(two.clone());
        }
        assert_eq!(on_disk(&store), two);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_save_that_fails_is_reported_not_lost_silently() {
        let dir = temp("fail");
        std::fs::create_dir_all(&dir).unwrap();
        // The data folder is a file: nothing can be written under it.
        let blocker = dir.join("data");
        std::fs::write(&blocker, "not a folder").unwrap();
        let store = SessionStore::new(blocker.clone());
        let w = AutosaveWriter::new(store.clone());
        w.submit(data(1));
        w.flush();
        let results = w.poll();
        assert_eq!(results.len(), 1);
        assert!(results[0].is_err());
        assert_eq!(std::fs::read_to_string(&blocker).unwrap(), "not a folder");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_flush_handle_waits_for_the_queued_save_from_another_thread() {
        let dir = temp("handle");
        let store = SessionStore::new(&dir);
        let w = AutosaveWriter::new(store.clone());
        let h = w.flush_handle();
        let d = data(30);
        w.submit(d.clone());
        let waiter = std::thread::spawn(move || h.wait(std::time::Duration::from_secs(30)));
        assert!(waiter.join().unwrap_or(false), "drained in time");
        assert_eq!(on_disk(&store), d);
        drop(w);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
