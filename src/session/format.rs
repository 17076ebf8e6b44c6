//! The versioned file format: a JSON envelope around the session.
//!
//! ```json
//! { "format_version": 1, "app_version": "0.1.0", "saved_at": "2026-11-22T01:54:26Z",
//!   "kind": "politburo-session", "session": { … } }
//! ```
//!
//! Pure text ↔ value functions (no file system): [`encode`] and [`decode`].
//! The path they take only goes into error messages.
//!
//! Older files are upgraded by a chain of migration steps, one per format
//! version, each a `fn(Value) -> Result<Value, MigrationError>` over the whole
//! document. Format 0 is the layout before the envelope existed: the session
//! alone at the top level; [`wrap_bare_payload`] is the step from 0 to 1.

use std::path::Path;

use serde::de::{DeserializeOwned, IgnoredAny};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::error::{MigrationError, StoreError};

/// The `kind` every session file carries, telling it apart from other JSON.
pub const KIND: &str = "politburo-session";

/// The version of the program writing the file (informative only).
pub const APP_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Files larger than this are refused unread: no session comes near it, and
/// reading a stray multi-gigabyte file would exhaust memory.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// One upgrade step: takes a document of format k and returns it in format
/// k + 1. The loader sets `format_version` itself after each step.
pub type Migration = fn(Value) -> Result<Value, MigrationError>;

/// A session type the store can save: its serde form plus its format history.
///
/// The current format version is `MIGRATIONS.len()`: step k upgrades format
/// k to k + 1, so the registry and the version cannot disagree. A type whose
/// first saves already use the envelope starts with
/// `const MIGRATIONS: &'static [Migration] = &[wrap_bare_payload];` (format 1).
/// To change the session's shape later, append a step and the version moves on.
pub trait SessionFormat: Serialize + DeserializeOwned {
    const MIGRATIONS: &'static [Migration];

    /// Whether a decoded session is sound beyond its shape (for a game:
    /// that its log replays). A save never rotates a file that fails this
    /// into the backups: it is moved aside like an unreadable one.
    fn check(&self) -> Result<(), super::error::Unsound> {
        Ok(())
    }

    /// A cheap look at the text of an older format before it is read
    /// whole into a tree to be upgraded: a file beyond the bounds this
    /// kind opens is refused without building it (reason for the player).
    fn precheck(_text: &str) -> Result<(), super::error::Unsound> {
        Ok(())
    }

    /// What the file holds in a few words, written in its header for a
    /// list of files ("game turn 3"); none for a kind that says nothing.
    fn summary(&self) -> Option<String> {
        None
    }

    /// Before a file of this kind at `path` is replaced by one that does
    /// not continue its journal (see [`super::journal::settle`]); a kind
    /// without journals has nothing to do.
    fn settle(_path: &Path, _backups: usize) -> Result<Settled, StoreError> {
        Ok(Default::default())
    }
}

/// The format version this build writes for `T`.
pub fn format_version<T: SessionFormat>() -> u32 {
    u32::try_from(T::MIGRATIONS.len()).unwrap_or(u32::MAX)
}

/// What the envelope says about a file, read without building the session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// 0 for a file from before the envelope (no header fields at all).
    pub format_version: u32,
    pub app_version: Option<String>,
    /// When the store wrote it (RFC 3339 UTC on disk, e.g.
    /// `2026-11-22T01:54:26Z`); none when the file has no stamp that reads.
    pub saved_at: Option<super::timestamp::Timestamp>,
    /// An autosave snapshot's journal: the steps after it are in the
    /// journal file of that id (see [`super::journal`]). Other files have
    /// none.
    pub journal: Option<JournalMark>,
    /// What the file holds in a few words ("game turn 3"), for a list of
    /// files read without building them; none in files written before.
    pub summary: Option<String>,
}

/// Which journal continues a snapshot, and the last journal line the
/// snapshot already holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct JournalMark {
    pub id: String,
    pub seq: u64,
    /// The journal this snapshot took the place of, to the last line it
    /// holds: a crash between writing the snapshot and starting its own
    /// journal leaves that one beside it, whose lines are all in here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holds: Option<Held>,
}

/// What settling the journal beside a file about to be replaced did
/// ([`super::journal::settle`]).
#[derive(Debug, Default)]
pub struct Settled {
    /// The journal whose lines the file now holds (the file that replaces
    /// it names it; it is no longer needed once that file is in place).
    pub spent: Option<Held>,
    /// A journal that did not come back whole, kept aside here.
    pub kept_as: Option<(std::path::PathBuf, String)>,
}

/// A journal's lines up to `seq`, held in a snapshot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    pub id: String,
    pub seq: u64,
}

impl JournalMark {
    /// A snapshot that `id` continues from its first line.
    pub fn new(id: &str) -> JournalMark {
        JournalMark {
            id: id.to_string(),
            seq: 0,
            holds: None,
        }
    }
}

/// A session read from a file, and how it got here.
#[derive(Debug, Clone, PartialEq)]
pub struct Loaded<T> {
    pub session: T,
    pub header: Header,
    /// `Some(k)` when the file was in older format k and was upgraded in
    /// memory (the file itself is not rewritten until the next save).
    pub migrated_from: Option<u32>,
}

#[derive(Serialize)]
struct EnvelopeOut<'a, T> {
    format_version: u32,
    app_version: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    saved_at: Option<String>,
    kind: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    journal: Option<&'a JournalMark>,
    #[serde(skip_serializing_if = "Option::is_none")]
    summary: Option<String>,
    session: &'a T,
}

#[derive(Deserialize)]
struct EnvelopeIn<T> {
    session: T,
}

/// The header fields as found, before judging them. Other fields (the
/// session) are skipped without being built.
#[derive(Deserialize)]
struct RawHeader {
    format_version: Option<Value>,
    kind: Option<Value>,
    app_version: Option<Value>,
    saved_at: Option<Value>,
    journal: Option<Value>,
    summary: Option<Value>,
}

/// The session as file text (pretty JSON, newline at the end).
pub fn encode<T: SessionFormat>(
    session: &T,
    saved_at: Option<super::timestamp::Timestamp>,
    path: &Path,
) -> Result<String, StoreError> {
    encode_marked(session, saved_at, None, path)
}

/// [`encode`] for an autosave snapshot that a journal continues.
pub fn encode_marked<T: SessionFormat>(
    session: &T,
    saved_at: Option<super::timestamp::Timestamp>,
    journal: Option<&JournalMark>,
    path: &Path,
) -> Result<String, StoreError> {
    let encode_error = |e: serde_json::Error| StoreError::Encode {
        msg: e.to_string(),
        path: path.to_path_buf(),
    };
    // Format 0 has no envelope: a type without migrations writes it bare,
    // which is what [`decode`] expects of it.
    if T::MIGRATIONS.is_empty() {
        let mut text = serde_json::to_string_pretty(session).map_err(encode_error)?;
        text.push('\n');
        return Ok(text);
    }
    let envelope = EnvelopeOut {
        format_version: format_version::<T>(),
        app_version: APP_VERSION,
        saved_at: saved_at.map(super::timestamp::rfc3339),
        kind: KIND,
        journal,
        summary: session.summary(),
        session,
    };
    let mut out = Vec::with_capacity(1 << 16);
    let mut ser = serde_json::Serializer::with_formatter(&mut out, Shallow::default());
    envelope.serialize(&mut ser).map_err(encode_error)?;
    out.push(b'\n');
    String::from_utf8(out).map_err(|e| StoreError::Encode {
        msg: e.to_string(),
        path: path.to_path_buf(),
    })
}

/// JSON laid out for a person to read and edit, and quick to write: every
/// field down to the session's lists on a line of its own (each action of
/// the log one line), anything deeper written compactly on that line.
/// Indentation for every nested level made a long game's file half
/// spaces.
#[derive(Default)]
struct Shallow {
    depth: usize,
    has_value: bool,
}

/// Levels whose members each get a line: the envelope, the session, its
/// lists (actions, players) and the rules' fields.
const SHALLOW_LEVELS: usize = 3;

impl Shallow {
    fn newline<W: ?Sized + std::io::Write>(w: &mut W, depth: usize) -> std::io::Result<()> {
        w.write_all(b"\n")?;
        for _ in 0..depth {
            w.write_all(b"  ")?;
        }
        Ok(())
    }

    fn open<W: ?Sized + std::io::Write>(&mut self, w: &mut W, c: &[u8]) -> std::io::Result<()> {
        self.depth += 1;
        self.has_value = false;
        w.write_all(c)
    }

    fn close<W: ?Sized + std::io::Write>(&mut self, w: &mut W, c: &[u8]) -> std::io::Result<()> {
        self.depth -= 1;
        if self.depth < SHALLOW_LEVELS && self.has_value {
            Self::newline(w, self.depth)?;
        }
        w.write_all(c)
    }

    fn member<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if !first {
            w.write_all(b",")?;
        }
        if self.depth <= SHALLOW_LEVELS {
            Self::newline(w, self.depth)?;
        }
        Ok(())
    }
}

impl serde_json::ser::Formatter for Shallow {
    fn begin_array<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.open(w, b"[")
    }
    fn end_array<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.close(w, b"]")
    }
    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        self.member(w, first)
    }
    fn end_array_value<W: ?Sized + std::io::Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        self.has_value = true;
        Ok(())
    }
    fn begin_object<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.open(w, b"{")
    }
    fn end_object<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        self.close(w, b"}")
    }
    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        self.member(w, first)
    }
    fn begin_object_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        w.write_all(if self.depth <= SHALLOW_LEVELS {
            b": "
        } else {
            b":"
        })
    }
    fn end_object_value<W: ?Sized + std::io::Write>(&mut self, _w: &mut W) -> std::io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

/// File bytes to text: rejects non-UTF-8 and drops the byte-order mark some
/// editors put in front when a player edits the file by hand.
pub fn text_of<'a>(bytes: &'a [u8], path: &Path) -> Result<&'a str, StoreError> {
    let text = std::str::from_utf8(bytes).map_err(|e| StoreError::NotText {
        valid_up_to: e.valid_up_to(),
        path: path.to_path_buf(),
    })?;
    Ok(text.strip_prefix('\u{feff}').unwrap_or(text))
}

/// Splits serde_json's message from its position so our message can end
/// with the path.
fn json_error(e: &serde_json::Error, path: &Path) -> StoreError {
    let full = e.to_string();
    let suffix = format!(" at line {} column {}", e.line(), e.column());
    let msg = full.strip_suffix(&suffix).unwrap_or(&full).to_string();
    let (line, column, path) = (e.line(), e.column(), path.to_path_buf());
    match e.classify() {
        serde_json::error::Category::Eof => StoreError::Truncated {
            msg,
            line,
            column,
            path,
        },
        serde_json::error::Category::Data => StoreError::Data {
            msg,
            line,
            column,
            path,
        },
        _ => StoreError::Syntax {
            msg,
            line,
            column,
            path,
        },
    }
}

fn describe(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 40 {
        let short: String = s.chars().take(40).collect();
        format!("{short}…")
    } else {
        s
    }
}

/// Reads and judges the envelope header only. The whole text is still
/// checked for JSON syntax, so a truncated file is caught here.
pub fn read_header(text: &str, path: &Path) -> Result<Header, StoreError> {
    let bare = Header {
        format_version: 0,
        app_version: None,
        saved_at: None,
        journal: None,
        summary: None,
    };
    // A derived struct would also accept a JSON array (as a sequence of
    // fields); anything but an object is a format-0 bare session.
    if !text.trim_start().starts_with('{') {
        serde_json::from_str::<IgnoredAny>(text).map_err(|e| json_error(&e, path))?;
        return Ok(bare);
    }
    let raw: RawHeader = serde_json::from_str(text).map_err(|e| json_error(&e, path))?;
    let Some(version) = raw.format_version else {
        return match raw.kind {
            Some(kind) => Err(StoreError::NotASession {
                found: format!("kind {} without format_version", describe(&kind)),
                path: path.to_path_buf(),
            }),
            None => Ok(bare),
        };
    };
    match &raw.kind {
        Some(Value::String(k)) if k == KIND => {}
        Some(other) => {
            return Err(StoreError::NotASession {
                found: format!("kind {}", describe(other)),
                path: path.to_path_buf(),
            });
        }
        None => {
            return Err(StoreError::NotASession {
                found: "format_version without kind".to_string(),
                path: path.to_path_buf(),
            });
        }
    }
    if version.as_u64() == Some(0) {
        return Err(StoreError::FormatZero {
            path: path.to_path_buf(),
        });
    }
    let format_version = version
        .as_u64()
        .filter(|&v| v > 0) // format 0 is the layout without an envelope
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| StoreError::BadVersion {
            found: describe(&version),
            path: path.to_path_buf(),
        })?;
    let text_field = |v: Option<Value>| match v {
        Some(Value::String(s)) => Some(s),
        _ => None,
    };
    Ok(Header {
        format_version,
        app_version: text_field(raw.app_version),
        saved_at: text_field(raw.saved_at).and_then(|t| super::timestamp::read(&t)),
        // A mark that does not read is no mark: the snapshot alone stands.
        journal: raw
            .journal
            .and_then(|v| serde_json::from_value::<JournalMark>(v).ok()),
        summary: text_field(raw.summary),
    })
}

/// The whole envelope of a file in the current format, read in one pass.
#[derive(Deserialize)]
struct Current<T> {
    format_version: u32,
    kind: String,
    #[serde(default)]
    app_version: Option<String>,
    #[serde(default, deserialize_with = "super::timestamp::lenient")]
    saved_at: Option<super::timestamp::Timestamp>,
    #[serde(default)]
    journal: Option<JournalMark>,
    #[serde(default)]
    summary: Option<String>,
    session: T,
}

/// `text` read in one pass when it is a session of the current format
/// (the common case: the autosave and saves this build wrote); `None`
/// sends it the long way.
fn decode_current<T: SessionFormat>(text: &str) -> Option<Loaded<T>> {
    let current = format_version::<T>();
    if current == 0 {
        return None;
    }
    let c: Current<T> = serde_json::from_str(text).ok()?;
    (c.format_version == current && c.kind == KIND).then(|| Loaded {
        session: c.session,
        header: Header {
            format_version: c.format_version,
            app_version: c.app_version,
            saved_at: c.saved_at,
            journal: c.journal,
            summary: c.summary,
        },
        migrated_from: None,
    })
}

/// The session inside a document, for migration steps that change it.
pub fn session_mut(doc: &mut Value) -> Result<&mut Value, MigrationError> {
    doc.get_mut("session")
        .ok_or_else(|| MigrationError::new("the file has no \"session\" field"))
}

/// Step 0 → 1: before the envelope, the session sat alone at the top level.
pub fn wrap_bare_payload(doc: Value) -> Result<Value, MigrationError> {
    Ok(serde_json::json!({
        "format_version": 1,
        "kind": KIND,
        "session": doc,
    }))
}

/// Text to session: checks the header, refuses newer formats, upgrades
/// older ones, and builds `T`. Never panics, whatever the text.
pub fn decode<T: SessionFormat>(text: &str, path: &Path) -> Result<Loaded<T>, StoreError> {
    // A file of this build's format reads in one pass; anything else (an
    // older format, a broken or foreign file) goes the long way, which
    // says exactly what is wrong or upgrades it.
    if let Some(loaded) = decode_current::<T>(text) {
        return Ok(loaded);
    }
    let header = read_header(text, path)?;
    let current = format_version::<T>();
    if header.format_version > current {
        return Err(StoreError::TooNew {
            found: header.format_version,
            supported: current,
            path: path.to_path_buf(),
        });
    }
    if header.format_version == current {
        // Straight from the text, so a misfit field gets its line and column.
        let session = if current == 0 {
            serde_json::from_str::<T>(text)
        } else {
            serde_json::from_str::<EnvelopeIn<T>>(text).map(|e| e.session)
        }
        .map_err(|e| json_error(&e, path))?;
        return Ok(Loaded {
            session,
            header,
            migrated_from: None,
        });
    }
    let from = header.format_version;
    Ok(Loaded {
        session: upgrade::<T>(text, from, path)?,
        header,
        migrated_from: Some(from),
    })
}

/// A session of the older format `from`, upgraded step by step to this
/// build's and built.
fn upgrade<T: SessionFormat>(text: &str, from: u32, path: &Path) -> Result<T, StoreError> {
    T::precheck(text).map_err(|e| StoreError::MigratedData {
        from_version: from,
        msg: e.to_string(),
        path: path.to_path_buf(),
    })?;
    let mut doc: Value = serde_json::from_str(text).map_err(|e| json_error(&e, path))?;
    for (k, step) in T::MIGRATIONS.iter().enumerate().skip(from as usize) {
        let k = u32::try_from(k).unwrap_or(u32::MAX);
        doc = step(doc).map_err(|source| {
            // Any JSON without an envelope counts as format 0; one that the
            // upgrade cannot read is most likely some other program's file.
            if from == 0 {
                StoreError::NotASession {
                    found: format!("no envelope, and not an old format-0 session either: {source}"),
                    path: path.to_path_buf(),
                }
            } else {
                StoreError::Migration {
                    from: k,
                    source,
                    path: path.to_path_buf(),
                }
            }
        })?;
        match doc.as_object_mut() {
            Some(obj) => {
                obj.insert("format_version".to_string(), Value::from(k + 1));
            }
            None => {
                return Err(StoreError::Migration {
                    from: k,
                    source: MigrationError::new("the step did not produce a JSON object"),
                    path: path.to_path_buf(),
                });
            }
        }
    }
    let Some(payload) = doc.get_mut("session").map(Value::take) else {
        return Err(StoreError::MigratedData {
            from_version: from,
            msg: "no \"session\" field".to_string(),
            path: path.to_path_buf(),
        });
    };
    serde_json::from_value::<T>(payload).map_err(|e| {
        // Any JSON without an envelope counts as format 0; when it does not
        // fit either, it is most likely some other program's file.
        if from == 0 {
            StoreError::NotASession {
                found: format!("no envelope, and not an old format-0 session either: {e}"),
                path: path.to_path_buf(),
            }
        } else {
            StoreError::MigratedData {
                from_version: from,
                msg: e.to_string(),
                path: path.to_path_buf(),
            }
        }
    })
}

/// [`decode`] from raw file bytes.
pub fn decode_bytes<T: SessionFormat>(bytes: &[u8], path: &Path) -> Result<Loaded<T>, StoreError> {
    decode(text_of(bytes, path)?, path)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// A stand-in for the real session: format 2, where format 1 called the
    /// turn `game_turn` and format 0 had no envelope.
    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    pub(crate) struct TestSession {
        pub turn: u32,
        pub players: Vec<String>,
        pub pct: BTreeMap<String, u8>,
        pub note: String,
    }

    fn rename_game_turn(mut doc: Value) -> Result<Value, MigrationError> {
        let session = session_mut(&mut doc)?;
        let obj = session
            .as_object_mut()
            .ok_or_else(|| MigrationError::new("the session is not a JSON object"))?;
        let turn = obj
            .remove("game_turn")
            .ok_or_else(|| MigrationError::new("no \"game_turn\" in a format 1 session"))?;
        obj.insert("turn".to_string(), turn);
        Ok(doc)
    }

    impl SessionFormat for TestSession {
        const MIGRATIONS: &'static [Migration] = &[wrap_bare_payload, rename_game_turn];
    }

    pub(crate) fn sample() -> TestSession {
        TestSession {
            turn: 3,
            players: vec!["A".into(), "B".into(), "Колчак \"Kolchak\"".into()],
            pct: BTreeMap::from([("A-B".to_string(), 5), ("A-C".to_string(), 2)]),
            note: "line one\nline two ✓".into(),
        }
    }

    fn p() -> &'static Path {
        Path::new("saves/test.json")
    }

    /// A stamp that is not one (an older or edited file) is no stamp: the
    /// file reads, in the one pass and the long way alike.
    #[test]
    fn a_stamp_that_does_not_read_is_dropped_not_the_file() {
        let good = encode(
            &sample(),
            super::super::timestamp::read("2026-11-22T01:54:26Z"),
            p(),
        )
        .unwrap();
        let text = good.replace("2026-11-22T01:54:26Z", "yesterday");
        assert_ne!(text, good);
        let loaded: Loaded<TestSession> = decode(&text, p()).unwrap();
        assert_eq!(loaded.session, sample());
        assert_eq!(loaded.header.saved_at, None);
        assert_eq!(read_header(&text, p()).unwrap().saved_at, None);
        assert!(decode_current::<TestSession>(&text).is_some());
    }

    #[test]
    fn encode_then_decode_gives_the_same_session() {
        let text = encode(
            &sample(),
            super::super::timestamp::read("2026-11-22T01:54:26Z"),
            p(),
        )
        .unwrap();
        let loaded: Loaded<TestSession> = decode(&text, p()).unwrap();
        assert_eq!(loaded.session, sample());
        assert_eq!(loaded.migrated_from, None);
        assert_eq!(
            loaded.header,
            Header {
                format_version: 2,
                app_version: Some(APP_VERSION.to_string()),
                saved_at: super::super::timestamp::read("2026-11-22T01:54:26Z"),
                journal: None,
                summary: None,
            }
        );
        // A snapshot's journal mark reads back; the session is the same.
        let mark = JournalMark {
            id: "abc".to_string(),
            seq: 7,
            holds: None,
        };
        let text = encode_marked(&sample(), None, Some(&mark), p()).unwrap();
        let loaded: Loaded<TestSession> = decode(&text, p()).unwrap();
        assert_eq!(loaded.session, sample());
        assert_eq!(loaded.header.journal, Some(mark));
    }

    #[test]
    fn envelope_fields_come_first_in_the_file() {
        let text = encode(&sample(), None, p()).unwrap();
        assert!(text.starts_with("{\n  \"format_version\": 2,\n  \"app_version\""));
        assert!(text.contains("\"kind\": \"politburo-session\""));
        assert!(!text.contains("saved_at"));
        assert!(text.ends_with("}\n"));
    }

    #[test]
    fn format_0_bare_session_is_upgraded_through_both_steps() {
        let v0 = r#"{"game_turn": 4, "players": ["A", "B"], "pct": {"A-B": 3}, "note": ""}"#;
        let loaded: Loaded<TestSession> = decode(v0, p()).unwrap();
        assert_eq!(loaded.migrated_from, Some(0));
        assert_eq!(loaded.header.format_version, 0);
        assert_eq!(loaded.session.turn, 4);
        assert_eq!(loaded.session.players, vec!["A", "B"]);
        assert_eq!(loaded.session.pct.get("A-B"), Some(&3));
    }

    #[test]
    fn format_1_envelope_is_upgraded_by_the_second_step_only() {
        let v1 = r#"{"format_version": 1, "kind": "politburo-session",
                     "session": {"game_turn": 9, "players": [], "pct": {}, "note": "x"}}"#;
        let loaded: Loaded<TestSession> = decode(v1, p()).unwrap();
        assert_eq!(loaded.migrated_from, Some(1));
        assert_eq!(loaded.session.turn, 9);
    }

    #[test]
    fn a_failing_migration_names_the_step_and_the_reason() {
        let v1 = r#"{"format_version": 1, "kind": "politburo-session",
                     "session": {"turn": 9, "players": [], "pct": {}, "note": "x"}}"#;
        let err = decode::<TestSession>(v1, p()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "could not upgrade from format 1 to 2: no \"game_turn\" in a format 1 session: saves/test.json"
        );
    }

    #[test]
    fn newer_format_is_refused_with_both_versions() {
        let v7 =
            r#"{"format_version": 7, "kind": "politburo-session", "session": {"anything": 1}}"#;
        let err = decode::<TestSession>(v7, p()).unwrap_err();
        assert!(
            matches!(
                err,
                StoreError::TooNew {
                    found: 7,
                    supported: 2,
                    ..
                }
            ),
            "{err}"
        );
        assert!(
            err.to_string()
                .contains("(format 7; this version reads up to 2)")
        );
    }

    #[test]
    fn truncated_text_says_so_with_line_and_column() {
        let text = encode(&sample(), None, p()).unwrap();
        let cut = &text[..text.find("\"pct\"").unwrap()];
        let err = decode::<TestSession>(cut, p()).unwrap_err();
        let StoreError::Truncated { line, column, .. } = &err else {
            panic!("expected Truncated, got {err:?}");
        };
        assert!(*line > 1 && *column > 0);
        assert!(
            err.to_string()
                .starts_with("file ends too early (truncated?) at line ")
        );
        assert!(err.to_string().ends_with(": saves/test.json"));
    }

    #[test]
    fn hand_edit_with_a_stray_comma_gives_line_and_column() {
        let text = "{\n  \"format_version\": 2,\n  \"kind\": \"politburo-session\",,\n}";
        let err = decode::<TestSession>(text, p()).unwrap_err();
        assert!(
            matches!(
                err,
                StoreError::Syntax {
                    line: 3,
                    column: 31, // the second comma
                    ..
                }
            ),
            "{err:?}"
        );
        assert_eq!(
            err.to_string(),
            "not valid JSON at line 3, column 31: key must be a string: saves/test.json"
        );
    }

    #[test]
    fn wrong_type_in_the_session_gives_line_and_column() {
        let text = encode(&sample(), None, p())
            .unwrap()
            .replace("\"turn\": 3", "\"turn\": \"three\"");
        let err = decode::<TestSession>(&text, p()).unwrap_err();
        let StoreError::Data { line, msg, .. } = &err else {
            panic!("expected Data, got {err:?}");
        };
        let turn_line = text.lines().position(|l| l.contains("\"turn\"")).unwrap() + 1;
        assert_eq!(*line, turn_line);
        assert!(msg.contains("invalid type: string \"three\""), "{msg}");
    }

    #[test]
    fn other_json_is_not_a_session() {
        let err =
            decode::<TestSession>(r#"{"format_version": 1, "kind": "tables"}"#, p()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "not a politburo session file (kind \"tables\"): saves/test.json"
        );
        let err = decode::<TestSession>(r#"{"format_version": 1}"#, p()).unwrap_err();
        assert!(matches!(err, StoreError::NotASession { .. }));
    }

    #[test]
    fn non_integer_versions_are_refused() {
        for v in ["-1", "1.5", "\"2\"", "99999999999"] {
            let text =
                format!(r#"{{"format_version": {v}, "kind": "politburo-session", "session": 1}}"#);
            let err = decode::<TestSession>(&text, p()).unwrap_err();
            assert!(matches!(err, StoreError::BadVersion { .. }), "{v}: {err:?}");
        }
    }

    #[test]
    fn format_0_and_other_json_say_what_the_file_is() {
        let text = r#"{"format_version": 0, "kind": "politburo-session", "session": 1}"#;
        let err = decode::<TestSession>(text, p()).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("format 0 is not a format politburo ever wrote"),
            "{err}"
        );
        // Some other program's JSON (no envelope) that the upgrade cannot read.
        let err = decode::<TestSession>(r#"{"name": "a shopping list"}"#, p()).unwrap_err();
        assert!(
            err.to_string().starts_with("not a politburo session file"),
            "{err}"
        );
    }

    #[test]
    fn byte_order_mark_is_accepted_and_bad_utf8_is_named() {
        let text = format!("\u{feff}{}", encode(&sample(), None, p()).unwrap());
        let loaded = decode_bytes::<TestSession>(text.as_bytes(), p()).unwrap();
        assert_eq!(loaded.session, sample());
        let err = decode_bytes::<TestSession>(b"{\"a\xff\": 1}", p()).unwrap_err();
        assert!(
            matches!(err, StoreError::NotText { valid_up_to: 3, .. }),
            "{err:?}"
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let text = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert!(decode::<TestSession>(&text, p()).is_err());
        let text = format!(
            r#"{{"format_version": 2, "kind": "politburo-session", "session": {}}}"#,
            "{\"a\":".repeat(50_000)
        );
        assert!(decode::<TestSession>(&text, p()).is_err());
    }

    #[test]
    fn header_of_a_current_file_is_read_without_the_session_type() {
        let text = encode(
            &sample(),
            super::super::timestamp::read("2026-01-01T00:00:00Z"),
            p(),
        )
        .unwrap();
        let h = read_header(&text, p()).unwrap();
        assert_eq!(h.format_version, 2);
        assert_eq!(
            h.saved_at.map(super::super::timestamp::rfc3339).as_deref(),
            Some("2026-01-01T00:00:00Z")
        );
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Plain {
        x: u32,
    }

    impl SessionFormat for Plain {
        const MIGRATIONS: &'static [Migration] = &[];
    }

    #[test]
    fn a_type_without_migrations_writes_and_reads_format_0() {
        let text = encode(
            &Plain { x: 7 },
            super::super::timestamp::read("2026-01-01T00:00:00Z"),
            p(),
        )
        .unwrap();
        assert_eq!(text, "{\n  \"x\": 7\n}\n");
        assert_eq!(decode::<Plain>(&text, p()).unwrap().session, Plain { x: 7 });
        let v1 = r#"{"format_version": 1, "kind": "politburo-session", "session": {"x": 1}}"#;
        assert!(matches!(
            decode::<Plain>(v1, p()),
            Err(StoreError::TooNew {
                found: 1,
                supported: 0,
                ..
            })
        ));
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            let _ = decode_bytes::<TestSession>(&bytes, p());
        }

        #[test]
        fn random_edits_of_a_real_file_never_panic(
            pos in 0usize..10_000, byte in any::<u8>(), cut in 0usize..10_000
        ) {
            let mut bytes = encode(&sample(), super::super::timestamp::read("2026-11-22T01:54:26Z"), p()).unwrap().into_bytes();
            let i = pos % bytes.len();
            bytes[i] = byte;
            let end = bytes.len() - cut % bytes.len();
            if let Ok(loaded) = decode_bytes::<TestSession>(&bytes[..end], p()) {
                // Some edits keep the file valid (a changed digit, a space);
                // the result is then a real session, never garbage.
                prop_assert_eq!(loaded.session.players.len(), 3);
            }
        }
    }

    #[test]
    fn every_truncation_of_a_real_file_is_an_error_or_the_whole_session() {
        let text = encode(
            &sample(),
            super::super::timestamp::read("2026-11-22T01:54:26Z"),
            p(),
        )
        .unwrap();
        let bytes = text.as_bytes();
        for end in 0..bytes.len() {
            match decode_bytes::<TestSession>(&bytes[..end], p()) {
                // Only dropping the final newline leaves a complete document.
                Ok(loaded) => {
                    assert_eq!(end, bytes.len() - 1);
                    assert_eq!(loaded.session, sample());
                }
                Err(e) => assert!(
                    matches!(e, StoreError::Truncated { .. } | StoreError::NotText { .. }),
                    "cut at {end}: {e:?}"
                ),
            }
        }
    }
}
