//! A journal's lines: the head that names it, then one record a change.
//!
//! Format 2 (written now): every line is `<crc32> <json>\n`, the CRC-32
//! (eight hex digits) of the JSON text after the space, as SQLite's WAL
//! checksums each frame: a flipped digit, a line half written or two
//! lines run together never read as a step.
//!
//! ```text
//! 5d3c3a1e {"journal":2,"id":"9f0c…"}
//! 0b6f7d2a {"seq":1,"keep":120,"push":[{"Input":"Ack"}],"cursor":121}
//! ```
//!
//! Format 1 (written before) had the same JSON without the checksum; it
//! is still read.

use crate::rcw::Action;
use crate::session::history::Change;
use serde::{Deserialize, Serialize};

/// The journal format this build writes.
pub const JOURNAL_VERSION: u32 = 2;

#[derive(Serialize, Deserialize)]
struct HeadJson {
    journal: u32,
    id: String,
}

#[derive(Serialize)]
struct LineOut<'a> {
    seq: u64,
    keep: usize,
    push: &'a [Action],
    cursor: usize,
}

#[derive(Deserialize)]
struct LineIn {
    seq: u64,
    keep: usize,
    push: Vec<Action>,
    cursor: usize,
}

/// A journal's first line: which journal this is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Head {
    /// The format its lines are in (1: no checksum).
    pub version: u32,
    pub id: String,
}

/// Why a line does not read as a record (said of the line: "line 7 was
/// cut short").
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    #[error("was cut short")]
    Torn,
    #[error("does not match its checksum")]
    Checksum,
    #[error("does not read ({0})")]
    Unreadable(String),
    #[error("is in journal format {0}, newer than this politburo reads")]
    Newer(u32),
}

fn framed(json: &str) -> String {
    format!("{:08x} {json}\n", crc32fast::hash(json.as_bytes()))
}

/// The journal's first line, newline included.
pub fn head_line(id: &str) -> String {
    let head = HeadJson {
        journal: JOURNAL_VERSION,
        id: id.to_string(),
    };
    // A struct of a number and a string always encodes.
    framed(&serde_json::to_string(&head).unwrap_or_default())
}

/// One change as a journal line, newline included.
pub fn change_line(seq: u64, c: &Change) -> Result<String, serde_json::Error> {
    let json = serde_json::to_string(&LineOut {
        seq,
        keep: c.keep,
        push: &c.push,
        cursor: c.cursor,
    })?;
    Ok(framed(&json))
}

/// A fresh journal id (64 random bits in hex).
pub fn new_id() -> String {
    format!("{:016x}", rand::random::<u64>())
}

/// The JSON of a line (newline included), its checksum checked; format 1
/// lines carry none.
fn json_of(raw: &[u8], version: u32) -> Result<&[u8], LineError> {
    let line = raw.strip_suffix(b"\n").ok_or(LineError::Torn)?;
    if version < 2 {
        return Ok(line);
    }
    let (crc, json) = match line.get(..9) {
        Some([crc @ .., b' ']) => (crc, &line[9..]),
        _ => return Err(LineError::Checksum),
    };
    let want = std::str::from_utf8(crc)
        .ok()
        .and_then(|h| u32::from_str_radix(h, 16).ok())
        .ok_or(LineError::Checksum)?;
    if crc32fast::hash(json) != want {
        return Err(LineError::Checksum);
    }
    Ok(json)
}

/// Reads a journal's first line (newline included).
pub fn read_head(raw: &[u8]) -> Result<Head, LineError> {
    // A format 1 head is bare JSON; any later one is framed.
    let version = if raw.first() == Some(&b'{') { 1 } else { 2 };
    let json = json_of(raw, version)?;
    let head: HeadJson =
        serde_json::from_slice(json).map_err(|e| LineError::Unreadable(e.to_string()))?;
    if head.journal > JOURNAL_VERSION {
        return Err(LineError::Newer(head.journal));
    }
    if head.journal != version {
        return Err(LineError::Unreadable(format!(
            "a format {} head written as format {version}",
            head.journal
        )));
    }
    Ok(Head {
        version,
        id: head.id,
    })
}

/// Reads one record line (newline included) of a journal in `version`.
pub fn read_change(raw: &[u8], version: u32) -> Result<(u64, Change), LineError> {
    let json = json_of(raw, version)?;
    let l: LineIn =
        serde_json::from_slice(json).map_err(|e| LineError::Unreadable(e.to_string()))?;
    Ok((
        l.seq,
        Change {
            keep: l.keep,
            push: l.push,
            cursor: l.cursor,
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change() -> Change {
        Change {
            keep: 3,
            push: vec![Action::NextGameTurn],
            cursor: 4,
        }
    }

    #[test]
    fn a_record_reads_back_and_any_changed_byte_is_caught() {
        let line = change_line(7, &change()).unwrap();
        assert_eq!(read_change(line.as_bytes(), 2).unwrap(), (7, change()));
        let head = head_line("abc");
        assert_eq!(
            read_head(head.as_bytes()).unwrap(),
            Head {
                version: 2,
                id: "abc".to_string()
            }
        );
        // Every byte changed to every other digit or letter: never the
        // same record (a flipped die face, seq or cursor digit included).
        let bytes = line.as_bytes();
        for i in 0..bytes.len() - 1 {
            for b in b"0123456789abcdefx{} " {
                if *b == bytes[i] {
                    continue;
                }
                let mut bad = bytes.to_vec();
                bad[i] = *b;
                assert!(
                    read_change(&bad, 2).is_err_and(
                        |e| e == LineError::Checksum || matches!(e, LineError::Unreadable(_))
                    ),
                    "byte {i} → {}",
                    *b as char
                );
            }
        }
        assert_eq!(
            read_change(&bytes[..bytes.len() - 1], 2),
            Err(LineError::Torn)
        );
    }

    #[test]
    fn format_one_lines_still_read() {
        let head = b"{\"journal\":1,\"id\":\"j\"}\n";
        assert_eq!(read_head(head).unwrap().version, 1);
        let line = b"{\"seq\":2,\"keep\":3,\"push\":[\"NextGameTurn\"],\"cursor\":4}\n";
        assert_eq!(read_change(line, 1).unwrap(), (2, change()));
        // A newer journal is not read as this one.
        let newer = framed("{\"journal\":3,\"id\":\"j\"}");
        assert_eq!(read_head(newer.as_bytes()), Err(LineError::Newer(3)));
    }
}
