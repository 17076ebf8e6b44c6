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
    if opened.keep_aside(store.backups()).is_err() {
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
    if !w.finish().failing {
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
    if let Err(why) = checked(ev, dir, seen, lossless) {
        panic!("{what}: {why}");
    }
}

/// [`check`], saying what is wrong instead of panicking.
fn checked(ev: &Evening, dir: &Path, seen: &Seen, lossless: bool) -> Result<(), String> {
    let store = SessionStore::new(dir);
    let lock = store
        .lock()
        .map_err(|e| format!("the folder does not lock: {e}"))?;
    store.clean_temps_while_locked(&lock);
    let opened = journal::open(&store.autosave_path())
        .map_err(|e| format!("the autosave does not open: {e}"))?;
    let states = ev.states();
    let got = states
        .iter()
        .position(|s| s == opened.session.data())
        .ok_or("the autosave is no game the player had")?;
    if got < seen.durable {
        return Err(format!(
            "the autosave is state {got}, older than {} reported on disk",
            seen.durable
        ));
    }
    if lossless && got != states.len() - 1 {
        return Err(format!("a failure lost steps (state {got})"));
    }
    for file in [store.autosave_path(), store.save_path("Evening").unwrap()] {
        for k in 1..=5 {
            let b = politburo::session::atomic::backup_path(&file, k);
            load_session(&b).map_err(|e| format!("backup {k} of {file:?}: {e}"))?;
        }
    }
    let evening = load_session(&store.save_path("Evening").unwrap())
        .map_err(|e| format!("the save Evening: {e}"))?;
    if seen.saved && evening.data() != &cut(&ev.b, ev.b_base + 4) {
        return Err("the save Evening is not the game saved".to_string());
    }
    let keep = load_session(&store.save_path("Keep").unwrap())
        .map_err(|e| format!("the save Keep: {e}"))?;
    if keep.data() != &ev.b {
        return Err("another save changed".to_string());
    }
    Ok(())
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
    let guard = fsio::inject(&data, move |c| {
        fault(counter.fetch_add(1, Ordering::SeqCst), c.op)
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

/// A simulated disk in the manner of LazyFS and ALICE: it keeps, per file
/// and per folder, only what was synced. A file's bytes are kept when it
/// is synced (`fsync`, `fdatasync`); a folder's names (what a create, a
/// rename, a link or a removal changed) when the folder is synced. A
/// power cut loses everything else: [`SimDisk::after_power_cut`] writes
/// the folder as the disk would hold it.
///
/// Files are known by inode. So that no inode number is given to a new
/// file while the disk still knows the old one, every inode the disk
/// keeps is held by a link in a folder beside the data (`hold`).
#[cfg(unix)]
mod sim {
    use std::collections::{BTreeMap, HashMap};
    use std::ffi::OsString;
    use std::os::unix::fs::MetadataExt;
    use std::path::{Path, PathBuf};

    #[derive(Clone, Copy)]
    enum Entry {
        File(u64),
        Dir,
    }

    pub struct SimDisk {
        root: PathBuf,
        hold: PathBuf,
        files: HashMap<u64, Vec<u8>>,
        dirs: HashMap<PathBuf, BTreeMap<OsString, Entry>>,
    }

    impl SimDisk {
        /// A disk on which everything under `root` now is synced.
        pub fn new(root: &Path, hold: &Path) -> SimDisk {
            std::fs::create_dir_all(hold).unwrap();
            let mut d = SimDisk {
                root: root.to_path_buf(),
                hold: hold.to_path_buf(),
                files: HashMap::new(),
                dirs: HashMap::new(),
            };
            d.sync_tree(root);
            d
        }

        fn sync_tree(&mut self, dir: &Path) {
            self.sync_dir(dir);
            for e in std::fs::read_dir(dir).unwrap() {
                let e = e.unwrap();
                if e.file_type().unwrap().is_dir() {
                    self.sync_tree(&e.path());
                } else {
                    self.sync_file(&e.path());
                }
            }
        }

        fn hold(&self, path: &Path, ino: u64) {
            let to = self.hold.join(ino.to_string());
            if !to.exists() {
                let _ = std::fs::hard_link(path, to);
            }
        }

        /// The bytes of the file at `path` reach the disk.
        pub fn sync_file(&mut self, path: &Path) {
            let (Ok(meta), Ok(bytes)) = (std::fs::metadata(path), std::fs::read(path)) else {
                return;
            };
            self.hold(path, meta.ino());
            self.files.insert(meta.ino(), bytes);
        }

        /// The names in the folder `dir` reach the disk.
        pub fn sync_dir(&mut self, dir: &Path) {
            let Ok(entries) = std::fs::read_dir(dir) else {
                return;
            };
            let mut names = BTreeMap::new();
            for e in entries.flatten() {
                let Ok(meta) = std::fs::symlink_metadata(e.path()) else {
                    continue;
                };
                if meta.is_dir() {
                    names.insert(e.file_name(), Entry::Dir);
                } else if meta.is_file() {
                    self.hold(&e.path(), meta.ino());
                    names.insert(e.file_name(), Entry::File(meta.ino()));
                }
            }
            let rel = dir.strip_prefix(&self.root).unwrap_or(dir).to_path_buf();
            self.dirs.insert(rel, names);
        }

        /// Writes what the disk holds after a power cut into `to`: the
        /// names of each folder as last synced, each file's bytes as last
        /// synced (none for a file never synced).
        pub fn after_power_cut(&self, to: &Path) {
            self.write_dir(Path::new(""), to);
        }

        fn write_dir(&self, rel: &Path, to: &Path) {
            std::fs::create_dir_all(to).unwrap();
            let Some(names) = self.dirs.get(rel) else {
                return;
            };
            for (name, entry) in names {
                match entry {
                    Entry::Dir => self.write_dir(&rel.join(name), &to.join(name)),
                    Entry::File(ino) => {
                        let bytes = self.files.get(ino).map_or(&[][..], Vec::as_slice);
                        std::fs::write(to.join(name), bytes).unwrap();
                    }
                }
            }
        }
    }
}

/// Runs the evening on a simulated disk, cut by a power loss at operation
/// `at` (`None`: never), with the sync call at `skip` left out; returns
/// how many operations there were and what the next start finds wrong
/// (`Ok` when nothing).
#[cfg(unix)]
fn power_cut_run(
    ev: &Evening,
    template: &Path,
    at: Option<usize>,
    skip: Option<&'static std::panic::Location<'static>>,
) -> (usize, Result<(), String>) {
    use std::sync::Mutex;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    copy_dir(template, &data);
    let disk = Arc::new(Mutex::new(sim::SimDisk::new(
        &data,
        &dir.path().join("hold"),
    )));
    let count = Arc::new(AtomicUsize::new(0));
    let (d, n) = (disk.clone(), count.clone());
    let guard = fsio::inject(&data, move |c| {
        let i = n.fetch_add(1, Ordering::SeqCst);
        let is_sync = matches!(c.op, Op::Sync | Op::SyncDir);
        match at {
            Some(k) if i == k => return Some(Fault::Cut),
            Some(k) if i > k => return Some(Fault::Fail(std::io::ErrorKind::Other)),
            _ => {}
        }
        if is_sync && skip.is_some_and(|l| l == c.site) {
            return Some(Fault::Skip);
        }
        match c.op {
            Op::Sync => d.lock().unwrap().sync_file(c.path),
            Op::SyncDir => d.lock().unwrap().sync_dir(c.path),
            _ => {}
        }
        None
    });
    let seen = play(ev, &data);
    drop(guard);
    let after = dir.path().join("after");
    disk.lock().unwrap().after_power_cut(&after);
    let result = checked(ev, &after, &seen, false);
    (count.load(Ordering::SeqCst), result)
}

/// The evening cut by a power loss at every operation in turn, on a disk
/// that loses every write, rename and removal not synced: every step the
/// writer reported on disk comes back, the backups are whole, nothing
/// the player had is gone.
///
/// And every sync the evening makes is needed: with any one `sync_*`
/// call left out (as if removed from the code) some cut point loses what
/// was reported kept. The evening makes three, found by running it (not
/// listed by hand, so a new one is held to the same rule): the new file's
/// `fsync` in `atomic::prepare` (a snapshot, a backup staged, the journal
/// started), the folder's `fsync` after the rename in
/// `atomic::PendingWrite::commit_with`, and the journal's `fdatasync` in
/// `journal/worker.rs` (the group commit). The store's other syncs are
/// not in this evening: `atomic::write_new`'s (exports), the folder's
/// after `atomic::move_aside_as` and after `atomic::repair` (each is
/// followed, before anything relies on it, by a commit's own folder
/// sync, which makes the whole folder durable; a cut between them puts
/// the moved file back under its old name, where the next open moves it
/// aside again).
#[cfg(unix)]
#[test]
fn a_power_cut_at_every_operation_loses_nothing_synced_and_every_sync_is_needed() {
    let ev = Evening::new();
    let dir = tempfile::tempdir().unwrap();
    let template: PathBuf = dir.path().join("template");
    ev.template(&template);
    let (ops, whole) = power_cut_run(&ev, &template, None, None);
    whole.unwrap_or_else(|why| panic!("no cut: {why}"));
    for k in 0..ops {
        let (_, r) = power_cut_run(&ev, &template, Some(k), None);
        r.unwrap_or_else(|why| panic!("power cut at operation {k} of {ops}: {why}"));
    }
    let sites = sync_sites(&ev, &template);
    assert!(sites.len() >= 3, "{} sync sites", sites.len());
    for site in &sites {
        let needed = (0..=ops).any(|k| {
            let at = (k < ops).then_some(k);
            power_cut_run(&ev, &template, at, Some(site)).1.is_err()
        });
        assert!(
            needed,
            "the sync at {site} can be left out and no power cut loses anything: is it needed, or is the test blind to it?"
        );
    }
    eprintln!(
        "{ops} power cuts on a simulated disk, and each of {} sync sites shown needed: {}",
        sites.len(),
        sites
            .iter()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .collect::<Vec<_>>()
            .join(", ")
    );
}

/// Every `sync_*` call the evening makes, by its place in the code.
#[cfg(unix)]
fn sync_sites(ev: &Evening, template: &Path) -> Vec<&'static std::panic::Location<'static>> {
    use std::sync::Mutex;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    copy_dir(template, &data);
    let sites: Arc<Mutex<Vec<&'static std::panic::Location<'static>>>> = Arc::default();
    let s = sites.clone();
    let guard = fsio::inject(&data, move |c| {
        if matches!(c.op, Op::Sync | Op::SyncDir) {
            let mut v = s.lock().unwrap();
            if !v.contains(&c.site) {
                v.push(c.site);
            }
        }
        None
    });
    play(ev, &data);
    drop(guard);
    std::mem::take(&mut *sites.lock().unwrap())
}
