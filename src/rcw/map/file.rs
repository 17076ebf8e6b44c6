//! The map as a file: JSON in a versioned envelope (what the game keeps and
//! players share), or the typed text ([`super::text`]); [`read_any`] reads
//! either, with where it went wrong.

use super::text::{self, Read};
use super::{Map, MapError, Place};
use serde::{Deserialize, Serialize};

/// The kind a map file says it is.
pub const KIND: &str = "politburo-map";
/// The newest map file version.
pub const VERSION: u32 = 1;
/// The largest map file read.
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;
/// An example map to start from: the places of the seed's example game
/// and around them — an example, not a published map.
pub const EXAMPLE: &str = include_str!("../../../assets/rcw/example-map.txt");

/// The JSON form.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MapFile {
    pub kind: String,
    pub version: u32,
    #[serde(default = "one")]
    pub moves: u8,
    pub places: Vec<Place>,
}

fn one() -> u8 {
    1
}

/// What makes a map file not one.
#[derive(Debug, thiserror::Error)]
pub enum MapFileError {
    #[error("not valid JSON at line {line}, column {column}: {msg}")]
    Json {
        line: usize,
        column: usize,
        msg: String,
    },
    #[error("not a politburo map (its kind is {0:?})")]
    Kind(String),
    #[error("a map of version {0}, newer than this politburo reads (up to {VERSION})")]
    Version(u32),
    #[error("{0}")]
    Map(#[from] MapError),
}

impl TryFrom<MapFile> for Map {
    type Error = MapFileError;

    fn try_from(f: MapFile) -> Result<Map, MapFileError> {
        if f.kind != KIND {
            return Err(MapFileError::Kind(f.kind));
        }
        if f.version > VERSION {
            return Err(MapFileError::Version(f.version));
        }
        Ok(Map::new(f.places, f.moves)?)
    }
}

impl From<Map> for MapFile {
    fn from(m: Map) -> MapFile {
        MapFile {
            kind: KIND.to_string(),
            version: VERSION,
            moves: m.moves(),
            places: m.places().to_vec(),
        }
    }
}

impl Serialize for Map {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        MapFile::from(self.clone()).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Map {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Map, D::Error> {
        let f = MapFile::deserialize(d)?;
        Map::try_from(f).map_err(serde::de::Error::custom)
    }
}

impl Map {
    /// The map as its JSON file.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&MapFile::from(self.clone())).unwrap_or_default()
    }
}

/// Reads a map file: JSON (`{` first) or the typed text. JSON carries no
/// notes (it is written whole, both ways).
pub fn read_any(text: &str) -> Result<Read, MapFileError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if !text.trim_start().starts_with('{') {
        return Ok(text::read(text)?);
    }
    let f: MapFile = serde_json::from_str(text).map_err(|e| MapFileError::Json {
        line: e.line(),
        column: e.column(),
        msg: e.to_string(),
    })?;
    let map = Map::try_from(f)?;
    let notes = map
        .islands()
        .into_iter()
        .map(|i| super::MapNote::Island(map.name(i).to_string()))
        .collect();
    Ok(Read { map, notes })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_map_reads_and_its_json_reads_back() {
        let r = read_any(EXAMPLE).unwrap();
        assert!(r.map.places().len() >= 20, "{}", r.map.places().len());
        assert!(
            r.notes
                .iter()
                .all(|n| !matches!(n, super::super::MapNote::Island(_))),
            "{:?}",
            r.notes
        );
        let json = r.map.to_json();
        let back = read_any(&json).unwrap();
        assert_eq!(back.map, r.map);
        let via_serde: Map = serde_json::from_str(&json).unwrap();
        assert_eq!(via_serde, r.map);
    }

    #[test]
    fn a_file_that_is_no_map_says_why() {
        for (text, words) in [
            (
                "{\"kind\": \"x\", \"version\": 1, \"places\": []}",
                "not a politburo map",
            ),
            (
                "{\"kind\": \"politburo-map\", \"version\": 9, \"places\": []}",
                "version 9",
            ),
            (
                "{\"kind\": \"politburo-map\", \"version\": 1, \"places\": [{\"name\": \"A\", \"next\": [\"B\"]}]}",
                "\"B\"",
            ),
            ("{\"kind\": ", "line 1"),
        ] {
            let e = read_any(text).unwrap_err();
            assert!(e.to_string().contains(words), "{text}: {e}");
        }
    }
}
