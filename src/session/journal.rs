//! The autosave as a journal: a full snapshot (`autosave.json`) and, beside
//! it, one line per change since (`autosave.journal`), as SQLite's
//! write-ahead log keeps pages beside the database.
//!
//! The journal's first line names it (`{"journal":1,"id":"…"}`); every
//! other line is one [`Change`] with its sequence number,
//! `{"seq":5,"keep":120,"push":[…],"cursor":121}`. A snapshot names the
//! journal that continues it and the last line it already holds
//! ([`JournalMark`]): loading is the snapshot, then the journal's lines
//! after that one. So every pair of snapshot and journal that a crash can
//! leave on disk loads to the game as it was at the last line written:
//!
//! - a new snapshot of the same journal holds lines up to its mark, and the
//!   journal keeps every line after the mark until the snapshot is in
//!   place (then it is rewritten without them);
//! - a snapshot of another game (or one written by something else, a
//!   restored version) names another journal or none, and a journal that
//!   does not match is not read.
//!
//! A torn last line (the process stopped while writing it) is dropped with
//! a notice; an unreadable line in the middle stops the replay there,
//! with a notice naming it, and never costs a line before it.

use super::error::StoreError;
use super::format::JournalMark;
use super::history::{Change, SessionData};
use serde::{Deserialize, Serialize};
use std::io::Read;
use std::path::Path;

/// The journal format this build writes and reads.
pub const JOURNAL_VERSION: u32 = 1;

/// The largest journal read: a journal is compacted long before this.
pub const MAX_JOURNAL_BYTES: u64 = 64 * 1024 * 1024;

#[derive(Serialize, Deserialize)]
struct Head {
    journal: u32,
    id: String,
}

#[derive(Serialize)]
struct LineOut<'a> {
    seq: u64,
    keep: usize,
    push: &'a [crate::rcw::Action],
    cursor: usize,
}

#[derive(Deserialize)]
struct LineIn {
    seq: u64,
    keep: usize,
    push: Vec<crate::rcw::Action>,
    cursor: usize,
}

/// The journal's first line, newline included.
pub fn head_line(id: &str) -> String {
    let head = Head {
        journal: JOURNAL_VERSION,
        id: id.to_string(),
    };
    // A struct of a number and a string always encodes.
    let mut s = serde_json::to_string(&head).unwrap_or_default();
    s.push('\n');
    s
}

/// One change as a journal line, newline included.
pub fn change_line(seq: u64, c: &Change) -> Result<String, serde_json::Error> {
    let mut s = serde_json::to_string(&LineOut {
        seq,
        keep: c.keep,
        push: &c.push,
        cursor: c.cursor,
    })?;
    s.push('\n');
    Ok(s)
}

/// A fresh journal id (64 random bits in hex).
pub fn new_id() -> String {
    format!("{:016x}", rand::random::<u64>())
}

/// What replaying a journal did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Replayed {
    /// Whether a journal for this snapshot was found.
    pub matched: bool,
    /// Lines applied (after the snapshot's mark).
    pub applied: usize,
    /// The last line's sequence number held now (the mark's if none).
    pub last_seq: u64,
    /// Bytes of the journal up to the end of its last good line: a writer
    /// that goes on appending cuts the file there first.
    pub valid_len: u64,
    /// Lines dropped, and why, for the player.
    pub dropped: Option<String>,
}

/// Applies the journal at `path` to `data`, the snapshot marked `mark`.
/// A missing journal, or one of another id, changes nothing.
pub fn replay(
    path: &Path,
    mark: &JournalMark,
    data: &mut SessionData,
) -> Result<Replayed, StoreError> {
    let mut none = Replayed {
        last_seq: mark.seq,
        ..Replayed::default()
    };
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(none),
        Err(source) => {
            return Err(StoreError::Io {
                action: "open the autosave journal",
                source,
                path: path.to_path_buf(),
            });
        }
    };
    let mut bytes = Vec::new();
    file.take(MAX_JOURNAL_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| StoreError::Io {
            action: "read the autosave journal",
            source,
            path: path.to_path_buf(),
        })?;
    if bytes.len() as u64 > MAX_JOURNAL_BYTES {
        return Err(StoreError::TooLarge {
            size: bytes.len() as u64,
            limit: MAX_JOURNAL_BYTES,
            path: path.to_path_buf(),
        });
    }
    let mut lines = bytes.split_inclusive(|b| *b == b'\n');
    let Some(first) = lines.next() else {
        return Ok(none);
    };
    let head: Option<Head> = first
        .strip_suffix(b"\n")
        .and_then(|l| serde_json::from_slice(l).ok());
    match head {
        Some(h) if h.journal == JOURNAL_VERSION && h.id == mark.id => {}
        // Another game's journal, or a newer journal format: the snapshot
        // alone stands (it holds everything up to its own writing).
        _ => return Ok(none),
    }
    none.matched = true;
    none.valid_len = first.len() as u64;
    let mut r = none;
    for (i, raw) in lines.enumerate() {
        let number = i + 2;
        let torn = !raw.ends_with(b"\n");
        let line: Result<LineIn, String> = if torn {
            Err("it was cut short".to_string())
        } else {
            serde_json::from_slice(&raw[..raw.len() - 1]).map_err(|e| e.to_string())
        };
        let step = line.and_then(|l| {
            if l.seq <= r.last_seq {
                // Already in the snapshot (written before it was).
                return Ok(false);
            }
            if l.seq != r.last_seq + 1 {
                return Err(format!(
                    "step {} follows step {}: a line is missing",
                    l.seq, r.last_seq
                ));
            }
            let change = Change {
                keep: l.keep,
                push: l.push,
                cursor: l.cursor,
            };
            data.apply_change(&change)?;
            r.last_seq = l.seq;
            Ok(true)
        });
        match step {
            Ok(applied) => {
                r.applied += usize::from(applied);
                r.valid_len += raw.len() as u64;
            }
            Err(why) => {
                let last = i + 2 == bytes.split_inclusive(|b| *b == b'\n').count();
                r.dropped = Some(if last {
                    format!(
                        "the last line of the autosave journal ({number}) could not be read ({why}): it was being written when politburo stopped, and that one step was dropped"
                    )
                } else {
                    format!(
                        "line {number} of the autosave journal could not be read ({why}); the game opens as it was before it, and the steps after it were dropped: {}",
                        path.display()
                    )
                });
                break;
            }
        }
    }
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::generate::generate;

    fn game(turns: u32) -> SessionData {
        generate(turns, 3, false).unwrap().data().clone()
    }

    /// The changes that take `from`'s actions to `to`'s, one step a line.
    fn lines(from: &SessionData, to: &SessionData, first_seq: u64) -> String {
        let mut text = String::new();
        for (seq, n) in (first_seq..).zip(from.actions.len()..to.actions.len()) {
            let c = Change {
                keep: n,
                push: vec![to.actions[n].clone()],
                cursor: n + 1,
            };
            text.push_str(&change_line(seq, &c).unwrap());
        }
        text
    }

    fn shorter(d: &SessionData, n: usize) -> SessionData {
        let mut s = d.clone();
        s.actions.truncate(n);
        s.cursor = n;
        s
    }

    #[test]
    fn a_snapshot_and_its_journal_load_to_the_last_line() {
        let full = game(2);
        let base = shorter(&full, full.actions.len() - 5);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.journal");
        let text = head_line("j1") + &lines(&base, &full, 1);
        std::fs::write(&path, &text).unwrap();
        let mark = JournalMark {
            id: "j1".to_string(),
            seq: 0,
        };
        let mut data = base.clone();
        let r = replay(&path, &mark, &mut data).unwrap();
        assert_eq!(data, full);
        assert_eq!((r.applied, r.last_seq, r.dropped), (5, 5, None));
        assert_eq!(r.valid_len, text.len() as u64);
        // A later snapshot of the same journal skips what it holds.
        let mid = shorter(&full, full.actions.len() - 2);
        let mut data = mid.clone();
        let mark3 = JournalMark {
            id: "j1".to_string(),
            seq: 3,
        };
        let r = replay(&path, &mark3, &mut data).unwrap();
        assert_eq!(data, full);
        assert_eq!(r.applied, 2);
        // Another game's journal is not read.
        let mut data = base.clone();
        let other = JournalMark {
            id: "j2".to_string(),
            seq: 0,
        };
        let r = replay(&path, &other, &mut data).unwrap();
        assert_eq!(data, base);
        assert!(!r.matched);
    }

    #[test]
    fn a_torn_last_line_costs_that_line_only_and_says_so() {
        let full = game(1);
        let base = shorter(&full, full.actions.len() - 3);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.journal");
        let good = head_line("j") + &lines(&base, &full, 1);
        let mark = JournalMark {
            id: "j".to_string(),
            seq: 0,
        };
        // Every cut inside the last line.
        let last_start = good[..good.len() - 1].rfind('\n').unwrap() + 1;
        for cut in last_start..good.len() {
            std::fs::write(&path, &good[..cut]).unwrap();
            let mut data = base.clone();
            let r = replay(&path, &mark, &mut data).unwrap();
            assert_eq!(data, shorter(&full, full.actions.len() - 1), "cut at {cut}");
            assert_eq!(r.valid_len, last_start as u64);
            assert_eq!(r.dropped.is_some(), cut > last_start, "cut at {cut}");
        }
        // A bad line in the middle stops there, keeping the lines before.
        let mut text: Vec<&str> = good.split_inclusive('\n').collect();
        text[2] = "{not json}\n";
        std::fs::write(&path, text.concat()).unwrap();
        let mut data = base.clone();
        let r = replay(&path, &mark, &mut data).unwrap();
        assert_eq!(data, shorter(&full, full.actions.len() - 2));
        assert!(r.dropped.unwrap().contains("line 3"));
    }
}
