#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The store under every crash point, as TigerBeetle and FoundationDB
//! test theirs: an evening of play (a resumed autosave, steps, another
//! game opened, a named save, the close) is run once to count its file
//! operations, then again once for each operation cut short — the process
//! gone at that moment, every later operation failing — and once for each
//! operation failing with a full disk, a permission refused or a
//! read-only file system. After every run the folder is opened as the next
//! start would open it, and:
//!
//! - the autosave opens, to a game the player had, no older than the
//!   last one the writer reported on disk;
//! - the autosave's and the named save's five backups are all there and
//!   all open, the other save is untouched;
//! - after a failure (not a cut) nothing at all is lost: the writer tried
//!   again and the autosave is the last game played.

use politburo::session::fsio::{self, Fault, Op};
use politburo::session::generate::generate;
use politburo::session::history::{Change, SessionData};
use politburo::session::journal::{self, change_line};
use politburo::session::writer::AutosaveWriter;
use politburo::session::{SessionStore, load_session};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

fn cut(d: &SessionData, n: usize) -> SessionData {
    let mut s = d.clone();
    s.actions.truncate(n);
    s.cursor = n;
    s
}

fn change(d: &SessionData, n: usize) -> Change {
    Change {
        keep: n,
        push: vec![d.actions[n].clone()],
        cursor: n + 1,
    }
}

/// The two games of the evening and the states the player sees, in order.
struct Evening {
    a: SessionData,
    a_base: usize,
    b: SessionData,
    b_base: usize,
}

impl Evening {
    fn new() -> Evening {
        let a = generate(2, 5, false).unwrap().data().clone();
        let b = generate(1, 3, false).unwrap().data().clone();
        Evening {
            a_base: a.actions.len() - 12,
            b_base: b.actions.len() - 4,
            a,
            b,
        }
    }

    /// Every state the player saw, oldest first: A from its snapshot
    /// with the journal's three steps, six more, then B and four steps.
    fn states(&self) -> Vec<SessionData> {
        let mut v: Vec<SessionData> = (0..=9).map(|j| cut(&self.a, self.a_base + j)).collect();
        v.extend((0..=4).map(|j| cut(&self.b, self.b_base + j)));
        v
    }

    /// The folder as the evening finds it: an autosave with five backups
    /// and three steps in its journal (the window was killed), a named
    /// save with five backups, another save.
    fn template(&self, dir: &Path) {
        let store = SessionStore::new(dir);
        for t in 1..=6 {
            let old = generate(t, 3, true).unwrap().data().clone();
            store.autosave(&old).unwrap();
            store.save_as("Evening", &old).unwrap();
        }
        store.save_as("Keep", &self.b).unwrap();
        let w = AutosaveWriter::new(store.clone());
        w.submit(cut(&self.a, self.a_base));
        drop(w);
        let head = std::fs::read_to_string(store.journal_path()).unwrap();
        let mut text = head;
        for (seq, n) in (1..).zip(self.a_base..self.a_base + 3) {
            text.push_str(&change_line(seq, &change(&self.a, n)).unwrap());
        }
        std::fs::write(store.journal_path(), text).unwrap();
        // The window that held it is gone: the next start repairs.
        drop(store.lock().unwrap());
    }
}

/// What the run saw as done: the index of the newest state the writer
/// reported on disk, and whether the named save was written.
struct Seen {
    durable: usize,
    saved: bool,
}

/// The evening itself, as the window plays it.
fn play(ev: &Evening, dir: &Path) -> Seen {
    let store = SessionStore::new(dir);
    let mut seen = Seen {
        durable: 0,
        saved: false,
    };
    let Ok(mut opened) = journal::open(&store.autosave_path()) else {
        return seen;
    };
    if opened.keep_aside().is_err() {
        return seen;
    }
    let w = AutosaveWriter::new(store.clone());
    w.resume(opened.resumed());
    seen.durable = 3;
    let mut sent = 0u64;
    let mut at = 3;
    let note = |w: &AutosaveWriter, sent: u64, at: usize, seen: &mut Seen| {
        w.flush();
        if !w.is_failing() && w.synced_changes() == sent {
            seen.durable = at;
        }
    };
    for n in ev.a_base + 3..ev.a_base + 9 {
        w.submit_change(change(&ev.a, n));
        sent += 1;
        at += 1;
        note(&w, sent, at, &mut seen);
    }
    // Another game opened and played.
    w.submit(cut(&ev.b, ev.b_base));
    at += 1;
    note(&w, sent, at, &mut seen);
    for n in ev.b_base..ev.b_base + 4 {
        w.submit_change(change(&ev.b, n));
        sent += 1;
        at += 1;
        note(&w, sent, at, &mut seen);
    }
    // Save as "Evening" over the named save.
    seen.saved = store.save_as("Evening", &cut(&ev.b, ev.b_base + 4)).is_ok();
    // The window closes: the journal folded into the autosave.
    let (_, failing) = w.finish();
    if !failing {
        seen.durable = at;
    }
    seen
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let dest = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_dir(&e.path(), &dest);
        } else {
            std::fs::copy(e.path(), &dest).unwrap();
        }
    }
}

/// The folder as the next start finds it, checked.
fn check(ev: &Evening, dir: &Path, seen: &Seen, lossless: bool, what: &str) {
    let store = SessionStore::new(dir);
    let lock = store.lock().unwrap();
    store.clean_temps_while_locked(&lock);
    let opened = journal::open(&store.autosave_path())
        .unwrap_or_else(|e| panic!("{what}: the autosave does not open: {e}"));
    let states = ev.states();
    let got = states
        .iter()
        .position(|s| s == opened.session.data())
        .unwrap_or_else(|| panic!("{what}: the autosave is no game the player had"));
    assert!(
        got >= seen.durable,
        "{what}: the autosave is state {got}, older than {} reported on disk",
        seen.durable
    );
    if lossless {
        assert_eq!(got, states.len() - 1, "{what}: a failure lost steps");
    }
    for file in [store.autosave_path(), store.save_path("Evening").unwrap()] {
        for k in 1..=5 {
            let b = politburo::session::atomic::backup_path(&file, k);
            load_session(&b).unwrap_or_else(|e| panic!("{what}: backup {k} of {file:?}: {e}"));
        }
    }
    let evening = load_session(&store.save_path("Evening").unwrap()).unwrap();
    if seen.saved {
        assert_eq!(evening.data(), &cut(&ev.b, ev.b_base + 4), "{what}");
    }
    let keep = load_session(&store.save_path("Keep").unwrap()).unwrap();
    assert_eq!(keep.data(), &ev.b, "{what}: another save changed");
}

/// Runs the evening with `fault` deciding each operation (numbered from
/// 0); returns how many operations there were.
fn run(
    ev: &Evening,
    template: &Path,
    fault: impl Fn(usize, Op) -> Option<Fault> + Send + Sync + 'static,
    lossless: bool,
    what: &str,
) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    copy_dir(template, &data);
    let count = Arc::new(AtomicUsize::new(0));
    let counter = count.clone();
    let guard = fsio::inject(&data, move |op, _| {
        fault(counter.fetch_add(1, Ordering::SeqCst), op)
    });
    let seen = play(ev, &data);
    drop(guard);
    check(ev, &data, &seen, lossless, what);
    count.load(Ordering::SeqCst)
}

#[test]
fn every_operation_of_an_evening_cut_or_failed_in_turn_loses_nothing_on_disk() {
    let ev = Evening::new();
    let dir = tempfile::tempdir().unwrap();
    let template: PathBuf = dir.path().join("template");
    ev.template(&template);
    let ops = run(&ev, &template, |_, _| None, true, "no fault");
    assert!(ops > 50, "{ops} operations");
    let mut kinds = std::collections::HashSet::new();
    for k in 0..ops {
        // The process gone at operation k: it and every later one fail.
        run(
            &ev,
            &template,
            move |i, _| match i {
                i if i == k => Some(Fault::Cut),
                i if i > k => Some(Fault::Fail(std::io::ErrorKind::Other)),
                _ => None,
            },
            false,
            &format!("cut at operation {k}"),
        );
        // Operation k alone fails: a full disk, a refusal, a read-only
        // file system.
        let kind = [
            std::io::ErrorKind::StorageFull,
            std::io::ErrorKind::PermissionDenied,
            std::io::ErrorKind::ReadOnlyFilesystem,
        ][k % 3];
        let seen_kind = Arc::new(std::sync::Mutex::new(None));
        let record = seen_kind.clone();
        run(
            &ev,
            &template,
            move |i, op| {
                (i == k).then(|| {
                    *record.lock().unwrap() = Some(op);
                    Fault::Fail(kind)
                })
            },
            true,
            &format!("{kind:?} at operation {k}"),
        );
        if let Some(op) = *seen_kind.lock().unwrap() {
            kinds.insert(op);
        }
    }
    for op in [
        Op::Create,
        Op::Write,
        Op::Sync,
        Op::Rename,
        Op::Link,
        Op::Remove,
    ] {
        assert!(kinds.contains(&op), "no {op:?} was faulted: {kinds:?}");
    }
    eprintln!(
        "{ops} crash points cut and failed in turn ({} runs)",
        2 * ops + 1
    );
}
