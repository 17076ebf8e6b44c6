//! Opening a session file with its journal: the one door the window's
//! Resume, its Open, `rcw play` and `rcw show` all go through.
//!
//! The game is the snapshot, then the longest prefix of the journal's
//! records that check (checksum, sequence) and replay as live play took
//! them. What came back and what did not is said ([`Opened::notice`]);
//! a journal that cannot be read, or has lines that did not come back, is
//! never emptied, cut or replaced: [`Opened::keep_aside`] moves it to
//! `<name>.broken-<n>.journal` before anything is written, and nothing is
//! written until it is (opening itself only reads).

use super::record::{self, Head};
use super::{MAX_JOURNAL_BYTES, journal_path_of};
use crate::session::atomic;
use crate::session::error::StoreError;
use crate::session::format::{Held, JournalMark, Settled};
use crate::session::history::{Session, SessionData};
use std::path::{Path, PathBuf};

/// What could not be used of a journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    /// Why, for the player ("line 7 of it does not replay (…)").
    pub why: String,
    /// How many of its lines are not in the game, when it could be read.
    pub unread: Option<usize>,
}

/// How the journal goes on after opening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JournalState {
    /// No journal to go on with: the next step writes a snapshot and
    /// starts one. `spent` is the journal beside the file whose lines the
    /// game holds (the new snapshot names it).
    Fresh { spent: Option<Held> },
    /// The journal continues the snapshot and every line came back: the
    /// next step is appended after its last line (`valid_len` bytes).
    Continue {
        id: String,
        last_seq: u64,
        valid_len: u64,
    },
    /// Something in it did not come back: it is kept aside
    /// ([`Opened::keep_aside`]) before anything is written.
    KeepAside,
}

/// What opening found in a file's journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recovery {
    /// The journal's path.
    pub journal: PathBuf,
    /// Steps (records) that came back onto the snapshot.
    pub came_back: usize,
    pub damage: Option<Damage>,
    pub state: JournalState,
    /// Where a damaged journal was kept ([`Opened::keep_aside`]).
    pub kept_as: Option<PathBuf>,
    /// The steps that came back from a damaged journal were written into
    /// the file before it was kept aside ([`Opened::keep_aside`]).
    pub folded: bool,
    /// Steps came back from a journal of the first format, whose lines
    /// carry no checksum: the faces of the player's own dice in them could
    /// not be checked (the app's dice are, against the game's seed).
    pub unchecked: bool,
}

impl Recovery {
    fn new(journal: &Path) -> Recovery {
        Recovery {
            journal: journal.to_path_buf(),
            came_back: 0,
            damage: None,
            state: JournalState::Fresh { spent: None },
            kept_as: None,
            folded: false,
            unchecked: false,
        }
    }

    fn damaged(mut self, why: String, unread: Option<usize>) -> Recovery {
        self.damage = Some(Damage { why, unread });
        self.state = JournalState::KeepAside;
        self
    }
}

/// A session file opened with its journal.
pub struct Opened {
    pub session: Session,
    pub recovery: Recovery,
    /// The session file opened.
    pub file: PathBuf,
}

/// What the writer needs to go on with an opened game.
pub struct Resumed {
    pub data: SessionData,
    pub state: JournalState,
}

impl Opened {
    /// Given back means written: the steps a damaged journal gave back
    /// are folded into the file first (its version before them kept as
    /// backup `.1`, with `backups` in all), then the journal is moved
    /// aside (`<name>.broken-<n>.journal`), so the next step can start a
    /// new one and a close, a kill or the end of input right after the
    /// open loses none of them. A crash between the two leaves the new
    /// file beside the damaged journal, which the next open keeps aside
    /// again. Nothing to do for a sound journal.
    pub fn keep_aside(&mut self, backups: usize) -> Result<(), StoreError> {
        if self.recovery.state != JournalState::KeepAside {
            return Ok(());
        }
        if self.recovery.came_back > 0 && !self.recovery.folded {
            crate::session::store::prepare_marked(&self.file, self.session.data(), None)?
                .commit_own(backups)?;
            self.recovery.folded = true;
        }
        let to = atomic::move_aside(&self.recovery.journal)?;
        self.recovery.kept_as = Some(to);
        self.recovery.state = JournalState::Fresh { spent: None };
        Ok(())
    }

    /// What the player is told, when anything of the journal did not come
    /// back, or came back unchecked (nothing when every line came back
    /// checked: the game is as it was left).
    pub fn notice(&self) -> Option<String> {
        let r = &self.recovery;
        let Some(d) = r.damage.as_ref() else {
            return r.unchecked.then(|| {
                format!(
                    "{} step{} came back from a journal of an older politburo, whose lines carry no checksum: the faces of your own dice in them could not be checked (the app's dice were, against the game's seed)",
                    r.came_back,
                    if r.came_back == 1 { "" } else { "s" },
                )
            });
        };
        let name = r
            .journal
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let lost = match d.unread {
            Some(0) | None => String::new(),
            Some(1) => "; 1 line of it is not in the game".to_string(),
            Some(n) => format!("; {n} lines of it are not in the game"),
        };
        let kept = match &r.kept_as {
            Some(p) => format!("it is kept, untouched, as {}", p.display()),
            None => format!(
                "it is left as it is ({}) and nothing is written over it",
                r.journal.display()
            ),
        };
        let folded = if r.folded {
            let file = self
                .file
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            format!("; they are written into {file} (its version before them kept as backup .1)")
        } else {
            String::new()
        };
        Some(format!(
            "{} step{} came back from the journal {name}{folded}, but {}{lost}: {kept}",
            r.came_back,
            if r.came_back == 1 { "" } else { "s" },
            d.why,
        ))
    }

    /// The game and its journal's state, for the writer.
    pub fn resumed(&self) -> Resumed {
        Resumed {
            data: self.session.data().clone(),
            state: self.recovery.state.clone(),
        }
    }
}

/// Opens a session file and replays its journal onto it. Reads only.
pub fn open(path: &Path) -> Result<Opened, StoreError> {
    // The journal is read before its snapshot: a compaction puts the new
    // snapshot in place before it cuts the journal, so a journal read
    // first is never shorter than the snapshot read after it needs.
    let journal = journal_path_of(path);
    let bytes = read_journal(&journal);
    let (loaded, print) =
        crate::session::store::load_file_printed::<crate::session::StoredSession>(path)?;
    let mark = loaded.header.journal.clone();
    let mut session =
        Session::from_stored(loaded.session).map_err(|e| StoreError::DoesNotReplay {
            source: Box::new(e),
            path: path.to_path_buf(),
        })?;
    crate::session::known::remember(path, print);
    let recovery = recover(&journal, bytes, mark.as_ref(), &mut session);
    // The journal's steps are on disk already.
    let _ = session.take_change();
    Ok(Opened {
        session,
        recovery,
        file: path.to_path_buf(),
    })
}

/// The journal's bytes; `None` when there is none; why not when it
/// cannot be read (never opened if it is not a plain file: a pipe would
/// never end).
fn read_journal(path: &Path) -> Result<Option<Vec<u8>>, Unread> {
    let meta = match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Unread::NotLookedAt(e)),
        Ok(m) => m,
    };
    if !meta.is_file() {
        return Err(Unread::NotAPlainFile);
    }
    if meta.len() > MAX_JOURNAL_BYTES {
        return Err(Unread::TooLarge { bytes: meta.len() });
    }
    match crate::session::store::read_at_most(path, MAX_JOURNAL_BYTES) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(StoreError::Io { source, .. }) => Err(Unread::Io(source)),
        Err(e) => Err(Unread::Store(Box::new(e))),
    }
}

/// Why a journal's bytes could not be read (it is kept aside and said).
#[derive(Debug, thiserror::Error)]
enum Unread {
    #[error("it cannot be looked at ({0})")]
    NotLookedAt(std::io::Error),
    #[error("it is not a plain file (a folder, a link or a pipe)")]
    NotAPlainFile,
    #[error("it holds {bytes} bytes, more than the {most} MiB a journal can", most = MAX_JOURNAL_BYTES / (1024 * 1024))]
    TooLarge { bytes: u64 },
    #[error("it cannot be read ({0})")]
    Io(std::io::Error),
    #[error("it cannot be read ({0})")]
    Store(Box<StoreError>),
}

/// Replays the journal at `path` (its `bytes`, as read) onto `s`, the
/// snapshot marked `mark`.
fn recover(
    path: &Path,
    bytes: Result<Option<Vec<u8>>, Unread>,
    mark: Option<&JournalMark>,
    s: &mut Session,
) -> Recovery {
    let r = Recovery::new(path);
    let bytes = match bytes {
        Ok(Some(b)) => b,
        Ok(None) => return r,
        Err(why) => return r.damaged(why.to_string(), None),
    };
    let lines: Vec<&[u8]> = bytes.split_inclusive(|b| *b == b'\n').collect();
    let Some((first, records)) = lines.split_first() else {
        return r;
    };
    let head = match record::read_head(first) {
        Ok(h) => h,
        Err(e) => return r.damaged(format!("its first line {e}"), Some(records.len())),
    };
    match mark {
        Some(m) if m.id == head.id => replay(r, m, &head, first.len(), records, s),
        Some(m) if m.holds.as_ref().is_some_and(|h| h.id == head.id) => {
            spent(r, m.holds.as_ref(), &head, records)
        }
        _ if records.is_empty() => r,
        _ => r.damaged(
            "it does not continue this file's snapshot (an older journal, or another game's)"
                .to_string(),
            Some(records.len()),
        ),
    }
}

/// A journal the snapshot took the place of: every line must be one it
/// holds, or the journal is kept aside. A spent one is named by the next
/// snapshot, as the one it replaces.
fn spent(mut r: Recovery, held: Option<&Held>, head: &Head, records: &[&[u8]]) -> Recovery {
    let upto = held.map_or(0, |h| h.seq);
    // A last line cut short was being written when the journal was left
    // (after a failed write): never reported on disk, and in the snapshot.
    let whole = match records.split_last() {
        Some((last, rest)) if !last.ends_with(b"\n") => rest,
        _ => records,
    };
    let beyond = whole
        .iter()
        .any(|raw| !record::read_change(raw, head.version).is_ok_and(|(seq, _)| seq <= upto));
    if beyond {
        return r.damaged(
            "it holds lines this file's snapshot does not (an older journal of this file)"
                .to_string(),
            Some(records.len()),
        );
    }
    r.state = JournalState::Fresh {
        spent: held.cloned(),
    };
    r
}

fn replay(
    mut r: Recovery,
    mark: &JournalMark,
    head: &Head,
    head_len: usize,
    records: &[&[u8]],
    s: &mut Session,
) -> Recovery {
    let mut last = mark.seq;
    let mut valid = head_len as u64;
    for (k, raw) in records.iter().enumerate() {
        let step = record::read_change(raw, head.version)
            .map_err(|e| e.to_string())
            .and_then(|(seq, change)| {
                if seq <= last {
                    // Already in the snapshot (written before it was).
                    return Ok(false);
                }
                if last.checked_add(1) != Some(seq) {
                    return Err(format!(
                        "is step {seq} after step {last}: a line is missing"
                    ));
                }
                s.apply_change(&change)
                    .map_err(|e| format!("does not replay ({e})"))?;
                last = seq;
                Ok(true)
            });
        match step {
            Ok(applied) => {
                r.came_back += usize::from(applied);
                r.unchecked |= applied && head.version < 2;
                valid += raw.len() as u64;
            }
            Err(why) => return r.damaged(format!("line {} {why}", k + 2), Some(records.len() - k)),
        }
    }
    r.state = if head.version == record::JOURNAL_VERSION {
        JournalState::Continue {
            id: head.id.clone(),
            last_seq: last,
            valid_len: valid,
        }
    } else {
        // An older format is not appended to: the next step starts anew.
        JournalState::Fresh {
            spent: Some(Held {
                id: head.id.clone(),
                seq: last,
            }),
        }
    };
    r
}

/// Before `path` is replaced by a file that does not continue its
/// journal (a save over it, the autosave of another game): the journal's
/// steps are folded into `path` first, so the backup it becomes holds
/// them, and a journal that did not come back whole is kept aside. Writes
/// nothing when there is no journal beside it.
pub fn settle(path: &Path, backups: usize) -> Result<Settled, StoreError> {
    let journal = journal_path_of(path);
    if std::fs::symlink_metadata(&journal).is_err() {
        return Ok(Settled::default());
    }
    let mut opened = match open(path) {
        Ok(o) => o,
        // A newer politburo's file and journal: neither is touched (the
        // save over it is refused).
        Err(StoreError::TooNew { .. }) => return Ok(Settled::default()),
        // No snapshot (or one that does not open) to read it onto: kept.
        Err(e) => {
            let to = atomic::move_aside(&journal)?;
            return Ok(Settled {
                spent: None,
                kept_as: Some((to, format!("its file does not open ({e})"))),
            });
        }
    };
    if backups == 0 && opened.recovery.came_back > 0 {
        // The file is written over with no backup to fold the steps into:
        // the journal is kept aside whole instead of dropped.
        let to = atomic::move_aside(&journal)?;
        return Ok(Settled {
            spent: None,
            kept_as: Some((
                to,
                "its file is written over with no backup to keep its steps".to_string(),
            )),
        });
    }
    let mut settled = Settled::default();
    let id = match &opened.recovery.state {
        JournalState::Continue { id, last_seq, .. } => Some(Held {
            id: id.clone(),
            seq: *last_seq,
        }),
        JournalState::Fresh { spent } => spent.clone(),
        JournalState::KeepAside => None,
    };
    if opened.recovery.came_back > 0 {
        let mark = id.as_ref().map(|h| JournalMark {
            id: h.id.clone(),
            seq: h.seq,
            holds: None,
        });
        crate::session::store::prepare_marked(path, opened.session.data(), mark.as_ref())?
            .commit_own(backups)?;
    }
    if let Some(d) = opened.recovery.damage.clone() {
        // The steps that came back are in `path` already (just above).
        opened.recovery.folded = true;
        opened.keep_aside(backups)?;
        settled.kept_as = opened.recovery.kept_as.map(|p| (p, d.why));
    } else {
        settled.spent = id;
    }
    Ok(settled)
}

#[cfg(test)]
mod tests {
    use super::super::record::{change_line, head_line};
    use super::*;
    use crate::session::generate::generate;
    use crate::session::history::Change;

    fn game(turns: u32) -> SessionData {
        generate(turns, 3, false).unwrap().data().clone()
    }

    fn cut(d: &SessionData, n: usize) -> SessionData {
        let mut s = d.clone();
        s.actions.truncate(n);
        s.cursor = n;
        s
    }

    /// A folder with `autosave.json` holding `full` less its last `extra`
    /// steps (marked for journal "j") and the journal lines of those steps.
    struct Case {
        dir: tempfile::TempDir,
        full: SessionData,
        base: usize,
        lines: Vec<String>,
    }

    impl Case {
        fn new(extra: usize) -> Case {
            let full = game(2);
            let base = full.actions.len() - extra;
            let dir = tempfile::tempdir().unwrap();
            let c = Case {
                dir,
                full,
                base,
                lines: Vec::new(),
            };
            let mark = JournalMark::new("j");
            crate::session::store::prepare_marked(&c.file(), &cut(&c.full, base), Some(&mark))
                .unwrap()
                .commit_own(0)
                .unwrap();
            let mut lines = vec![head_line("j")];
            for (seq, n) in (1..).zip(base..c.full.actions.len()) {
                let ch = Change {
                    keep: n,
                    push: vec![c.full.actions[n].clone()],
                    cursor: n + 1,
                };
                lines.push(change_line(seq, &ch).unwrap());
            }
            Case { lines, ..c }
        }

        fn file(&self) -> PathBuf {
            self.dir.path().join("autosave.json")
        }

        fn journal(&self) -> PathBuf {
            self.dir.path().join("autosave.journal")
        }

        fn write(&self, text: &str) {
            std::fs::write(self.journal(), text).unwrap();
        }

        fn open(&self) -> Opened {
            open(&self.file()).unwrap()
        }
    }

    #[test]
    fn every_line_that_checks_comes_back_and_the_journal_goes_on() {
        let c = Case::new(5);
        c.write(&c.lines.concat());
        let o = c.open();
        assert_eq!(o.session.data(), &c.full);
        assert_eq!(o.recovery.came_back, 5);
        assert_eq!(o.notice(), None);
        assert!(matches!(
            o.recovery.state,
            JournalState::Continue { last_seq: 5, .. }
        ));
    }

    #[test]
    fn a_step_that_does_not_replay_costs_itself_only_and_the_journal_is_kept() {
        let c = Case::new(5);
        // The 5th step answers a roll with a choice: refused on replay.
        let bad = change_line(
            5,
            &Change {
                keep: c.full.actions.len() - 1,
                push: vec![crate::rcw::Action::Input(crate::rcw::Input::Choice(9))],
                cursor: c.full.actions.len(),
            },
        )
        .unwrap();
        let text = c.lines[..5].concat() + &bad;
        c.write(&text);
        let mut o = c.open();
        assert_eq!(o.session.data(), &cut(&c.full, c.base + 4));
        assert_eq!(o.recovery.came_back, 4);
        assert_eq!(o.recovery.state, JournalState::KeepAside);
        let n = o.notice().unwrap();
        assert!(n.starts_with("4 steps came back"), "{n}");
        assert!(n.contains("line 6 does not replay"), "{n}");
        assert!(n.contains("1 line of it is not in the game"), "{n}");
        // Opening wrote nothing; keeping it aside moves it whole.
        assert_eq!(std::fs::read_to_string(c.journal()).unwrap(), text);
        o.keep_aside(2).unwrap();
        let aside = c.dir.path().join("autosave.broken-1.journal");
        assert_eq!(std::fs::read_to_string(&aside).unwrap(), text);
        assert!(!c.journal().exists());
        let n = o.notice().unwrap();
        assert!(n.contains("autosave.broken-1.journal"), "{n}");
        assert!(n.contains("they are written into autosave.json"), "{n}");
        assert_eq!(o.recovery.state, JournalState::Fresh { spent: None });
        // Given back means written: the next open (no step taken, the
        // window closed or the process killed) has the four steps, and
        // the file as it was before them is its backup.
        let again = c.open();
        assert_eq!(again.session.data(), &cut(&c.full, c.base + 4));
        assert_eq!(again.notice(), None);
        let backup = crate::session::atomic::backup_path(&c.file(), 1);
        let before = crate::session::load_session(&backup).unwrap();
        assert_eq!(before.data(), &cut(&c.full, c.base));
    }

    #[test]
    fn a_crash_between_the_fold_and_the_move_aside_loses_nothing() {
        let c = Case::new(5);
        let text = c.lines[..5].concat() + "torn";
        c.write(&text);
        let o = c.open();
        assert_eq!(o.recovery.came_back, 4);
        // The fold is written, the move aside never happens.
        crate::session::store::prepare_marked(&c.file(), o.session.data(), None)
            .unwrap()
            .commit_own(2)
            .unwrap();
        drop(o);
        let mut o = c.open();
        assert_eq!(o.session.data(), &cut(&c.full, c.base + 4));
        assert_eq!(o.recovery.came_back, 0);
        assert_eq!(o.recovery.state, JournalState::KeepAside);
        o.keep_aside(2).unwrap();
        assert_eq!(
            std::fs::read_to_string(c.dir.path().join("autosave.broken-1.journal")).unwrap(),
            text
        );
    }

    /// A journal line whose die face was changed (its checksum made anew)
    /// does not replay: the app's dice are checked against the game's seed.
    #[test]
    fn a_changed_face_of_the_apps_dice_stops_the_replay_there() {
        use crate::rcw::{Action, Input};
        let full = game(2);
        let at = full
            .actions
            .iter()
            .rposition(|a| matches!(a, Action::Input(Input::Die { by_hand: false, .. })))
            .unwrap();
        let c = Case::new(full.actions.len() - at);
        assert_eq!(c.base, at);
        let mut changed = c.full.actions[at].clone();
        if let Action::Input(Input::Die { face, .. }) = &mut changed {
            *face = *face % 6 + 1;
        }
        let mut lines = c.lines.clone();
        lines[1] = change_line(
            1,
            &Change {
                keep: at,
                push: vec![changed],
                cursor: at + 1,
            },
        )
        .unwrap();
        c.write(&lines.concat());
        let o = c.open();
        assert_eq!(o.recovery.came_back, 0);
        let n = o.notice().unwrap();
        assert!(n.contains("line 2 does not replay"), "{n}");
        assert!(n.contains("the app's dice rolled"), "{n}");
    }

    #[test]
    fn a_torn_line_a_flipped_digit_or_a_missing_line_stops_the_replay_there() {
        let c = Case::new(5);
        let whole = c.lines.concat();
        // Cut inside the last line: four come back.
        c.write(&whole[..whole.len() - 3]);
        let o = c.open();
        assert_eq!(o.recovery.came_back, 4);
        assert!(o.notice().unwrap().contains("line 6 was cut short"));
        // A digit flipped in line 3 (the second step): one comes back.
        let mut lines = c.lines.clone();
        lines[2] = lines[2].replacen("\"cursor\":", "\"cursor\":1", 1);
        c.write(&lines.concat());
        let o = c.open();
        assert_eq!(o.recovery.came_back, 1);
        let n = o.notice().unwrap();
        assert!(n.contains("line 3 does not match its checksum"), "{n}");
        assert!(n.contains("4 lines of it are not in the game"), "{n}");
        // A line missing: the steps after the gap do not come back.
        let mut lines = c.lines.clone();
        lines.remove(3);
        c.write(&lines.concat());
        let o = c.open();
        assert_eq!(o.recovery.came_back, 2);
        assert!(o.notice().unwrap().contains("is step 4 after step 2"));
    }

    #[test]
    fn a_journal_that_cannot_be_read_is_said_and_kept_whole() {
        let c = Case::new(5);
        let base = cut(&c.full, c.base);
        // A damaged first line: nothing of it is read.
        c.write(&(String::from("garbage\n") + &c.lines[1..].concat()));
        let o = c.open();
        assert_eq!(o.session.data(), &base);
        assert!(o.notice().unwrap().contains("its first line"));
        // A folder in its place.
        std::fs::remove_file(c.journal()).unwrap();
        std::fs::create_dir(c.journal()).unwrap();
        let mut o = c.open();
        assert!(o.notice().unwrap().contains("not a plain file"));
        o.keep_aside(2).unwrap();
        assert!(c.dir.path().join("autosave.broken-1.journal").is_dir());
        // Larger than any journal (sparse: nothing is written).
        let f = std::fs::File::create(c.journal()).unwrap();
        f.set_len(MAX_JOURNAL_BYTES + 1).unwrap();
        let o = c.open();
        assert!(o.notice().unwrap().contains("more than the 64 MiB"));
        // A pipe is never opened (it would never end).
        #[cfg(unix)]
        {
            std::fs::remove_file(c.journal()).unwrap();
            let made = std::process::Command::new("mkfifo")
                .arg(c.journal())
                .status()
                .is_ok_and(|s| s.success());
            if made {
                let o = c.open();
                assert!(o.notice().unwrap().contains("not a plain file"));
            }
        }
    }

    #[test]
    fn another_journal_is_kept_aside_unless_the_snapshot_holds_it() {
        let c = Case::new(3);
        let other = head_line("k") + &c.lines[1..].concat();
        c.write(&other);
        let o = c.open();
        assert_eq!(o.recovery.came_back, 0);
        assert!(o.notice().unwrap().contains("does not continue"));
        // A head alone is nothing to keep.
        c.write(&head_line("k"));
        assert_eq!(c.open().notice(), None);
        // A snapshot that says it holds journal "k" to line 3: spent.
        let mark = JournalMark {
            id: "new".to_string(),
            seq: 0,
            holds: Some(Held {
                id: "k".to_string(),
                seq: 3,
            }),
        };
        crate::session::store::prepare_marked(&c.file(), &c.full, Some(&mark))
            .unwrap()
            .commit_own(0)
            .unwrap();
        c.write(&other);
        let o = c.open();
        assert_eq!(o.notice(), None);
        assert_eq!(o.session.data(), &c.full);
        // The next snapshot names it as the journal it replaces.
        assert_eq!(
            o.recovery.state,
            JournalState::Fresh {
                spent: Some(Held {
                    id: "k".to_string(),
                    seq: 3
                })
            }
        );
    }

    #[test]
    fn a_save_over_a_file_folds_its_journal_into_the_backup() {
        let c = Case::new(5);
        c.write(&c.lines.concat());
        let other = game(1);
        let report = crate::session::save_file(&c.file(), &other, 5).unwrap();
        assert!(report.journal_kept.is_none());
        assert!(!c.journal().exists(), "its lines are in the backup");
        let backup = crate::session::load_session(&c.dir.path().join("autosave.json.1")).unwrap();
        assert_eq!(backup.data(), &c.full);
        assert_eq!(
            crate::session::load_session(&c.file()).unwrap().data(),
            &other
        );
        // A damaged journal is kept aside by the save, and said.
        let c = Case::new(5);
        c.write(&(c.lines[..3].concat() + "bad line\n"));
        let report = crate::session::save_file(&c.file(), &other, 5).unwrap();
        let (to, why) = report.journal_kept.unwrap();
        assert!(why.contains("line 4"), "{why}");
        assert!(to.ends_with("autosave.broken-1.journal"));
        let backup = crate::session::load_session(&c.dir.path().join("autosave.json.1")).unwrap();
        assert_eq!(backup.data(), &cut(&c.full, c.base + 2));
        // Written over with no backup (an export over it): the journal is
        // kept aside whole, its steps not dropped.
        let c = Case::new(5);
        c.write(&c.lines.concat());
        let report = crate::session::save_file(&c.file(), &other, 0).unwrap();
        let (to, why) = report.journal_kept.unwrap();
        assert!(why.contains("no backup"), "{why}");
        assert_eq!(std::fs::read_to_string(to).unwrap(), c.lines.concat());
        assert!(!c.journal().exists());
    }
}
