//! The map as it is typed, one place a line, in the style of the order of
//! battle:
//!
//! ```text
//! # comments start with #
//! = moves per turn: 1
//! Moscow [Red replacements] @ 520,300: Tver, Tula, Ryazan, Smolensk
//! Archangel [edge]: Vologda
//! Vologda:
//! ```
//!
//! A place, its marks between brackets (`edge`, `Red replacements`,
//! `White replacements`, separated by commas), where it is drawn (`@ x,y`,
//! optional), then after `:` the places next to it. A pair named on one
//! line is enough (connections go both ways); every place has a line of
//! its own, so a neighbour with no line — a typo like "Tvre" — is an error
//! at its line and column, never a new place.

use super::{Map, MapError, MapNote, MapProblem, Mark, Place};
use crate::words::name_key;
use std::str::FromStr;

/// A map read from text, with what is worth saying of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read {
    pub map: Map,
    pub notes: Vec<MapNote>,
}

/// One place's line as typed: its place, and each neighbour's column.
struct Line {
    number: usize,
    place: Place,
    columns: Vec<usize>,
}

impl FromStr for Map {
    type Err = MapError;

    fn from_str(text: &str) -> Result<Map, MapError> {
        read(text).map(|r| r.map)
    }
}

/// Reads a map's text: the map, and the notes a check lists (pairs named
/// on one side only, places with no neighbour).
pub fn read(text: &str) -> Result<Read, MapError> {
    let mut moves = 1u8;
    let mut lines: Vec<Line> = Vec::new();
    for (k, raw) in text.lines().enumerate() {
        let number = k + 1;
        let body = raw.split('#').next().unwrap_or("");
        if body.trim().is_empty() {
            continue;
        }
        if let Some(setting) = body.trim_start().strip_prefix('=') {
            moves = setting_moves(setting).ok_or_else(|| {
                MapError::at(number, 1, MapProblem::BadSetting(raw.trim().to_string()))
            })?;
            continue;
        }
        lines.push(line(number, body)?);
    }
    check_names(&lines)?;
    let notes = notes(&lines);
    let map = Map::new(lines.into_iter().map(|l| l.place).collect(), moves)?;
    let mut notes = notes;
    notes.extend(
        map.islands()
            .into_iter()
            .map(|i| MapNote::Island(map.name(i).to_string())),
    );
    Ok(Read { map, notes })
}

/// `= moves per turn: 2`.
fn setting_moves(setting: &str) -> Option<u8> {
    let (key, value) = setting.split_once(':')?;
    let key = key.split_whitespace().collect::<Vec<_>>().join(" ");
    if !key.eq_ignore_ascii_case("moves per turn") {
        return None;
    }
    value.trim().parse().ok()
}

/// One place's line: `Name [marks] @ x,y: next, next`.
fn line(number: usize, body: &str) -> Result<Line, MapError> {
    let colon = body
        .find(':')
        .ok_or_else(|| MapError::at(number, body.len() + 1, MapProblem::NoColon))?;
    let (head, rest) = (&body[..colon], &body[colon + 1..]);
    let (head, at) = match head.split_once('@') {
        Some((h, at)) => {
            let col = h.len() + 2;
            (
                h,
                Some(position(at).ok_or_else(|| {
                    MapError::at(number, col, MapProblem::BadAt(at.trim().to_string()))
                })?),
            )
        }
        None => (head, None),
    };
    let (name, marks) = match head.split_once('[') {
        Some((name, marks)) => {
            let col = name.len() + 2;
            let marks = marks.trim_end().strip_suffix(']').ok_or_else(|| {
                MapError::at(number, col, MapProblem::BadMark(marks.trim().to_string()))
            })?;
            (
                name,
                read_marks(marks).map_err(|p| MapError::at(number, col, p))?,
            )
        }
        None => (head, Vec::new()),
    };
    if name.trim().is_empty() {
        return Err(MapError::at(number, 1, MapProblem::EmptyName));
    }
    let mut place = Place::new(name.trim());
    place.marks = marks;
    place.at = at;
    let mut columns = Vec::new();
    let mut offset = colon + 1;
    for part in rest.split(',') {
        let lead = part.len() - part.trim_start().len();
        if !part.trim().is_empty() {
            place.next.push(part.trim().to_string());
            columns.push(offset + lead + 1);
        }
        offset += part.len() + 1;
    }
    Ok(Line {
        number,
        place,
        columns,
    })
}

fn read_marks(text: &str) -> Result<Vec<Mark>, MapProblem> {
    text.split(',')
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .map(|m| {
            let key = m.split_whitespace().collect::<Vec<_>>().join(" ");
            Mark::ALL
                .into_iter()
                .find(|k| k.words().eq_ignore_ascii_case(&key))
                .ok_or_else(|| MapProblem::BadMark(m.to_string()))
        })
        .collect()
}

/// `520,300`.
fn position(text: &str) -> Option<(i32, i32)> {
    let (x, y) = text.split_once(',')?;
    Some((x.trim().parse().ok()?, y.trim().parse().ok()?))
}

/// Every place once, every neighbour a place with a line: else the error
/// at the line and column that names it.
fn check_names(lines: &[Line]) -> Result<(), MapError> {
    let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for l in lines {
        if seen.insert(name_key(&l.place.name), l.number).is_some() {
            return Err(MapError::at(
                l.number,
                1,
                MapProblem::Repeated(l.place.name.clone()),
            ));
        }
    }
    for l in lines {
        for (n, col) in l.place.next.iter().zip(&l.columns) {
            if !seen.contains_key(&name_key(n)) {
                return Err(MapError::at(
                    l.number,
                    *col,
                    MapProblem::Unknown {
                        place: l.place.name.clone(),
                        neighbour: n.clone(),
                    },
                ));
            }
        }
    }
    Ok(())
}

/// The pairs named on one side only.
fn notes(lines: &[Line]) -> Vec<MapNote> {
    let named: std::collections::HashSet<(String, String)> = lines
        .iter()
        .flat_map(|l| {
            l.place
                .next
                .iter()
                .map(|n| (name_key(&l.place.name), name_key(n)))
        })
        .collect();
    let mut out = Vec::new();
    for l in lines {
        for n in &l.place.next {
            if !named.contains(&(name_key(n), name_key(&l.place.name))) {
                out.push(MapNote::OneSided {
                    place: l.place.name.clone(),
                    next: n.clone(),
                });
            }
        }
    }
    out
}

impl Map {
    /// The map as text, one place a line with every place next to it, read
    /// back by [`read`] to the same map.
    pub fn to_text(&self) -> String {
        let mut t = String::from(
            "# A politburo map: one place a line, then ':' and the places next to it.\n",
        );
        if self.moves() != 1 {
            t.push_str(&format!("= moves per turn: {}\n", self.moves()));
        }
        for p in self.places() {
            t.push_str(&p.name);
            if !p.marks.is_empty() {
                let marks: Vec<&str> = p.marks.iter().map(|m| m.words()).collect();
                t.push_str(&format!(" [{}]", marks.join(", ")));
            }
            if let Some((x, y)) = p.at {
                t.push_str(&format!(" @ {x},{y}"));
            }
            t.push(':');
            if !p.next.is_empty() {
                t.push(' ');
                t.push_str(&p.next.join(", "));
            }
            t.push('\n');
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: &str = "# comments start with #
Moscow [Red replacements]: Tver, Tula, Ryazan, Smolensk
Archangel [edge]: Vologda
Vologda: Tver
Tver:
Tula @ 10,20:
Ryazan:
Smolensk [edge, White replacements]:
";

    #[test]
    fn the_issue_s_example_reads_both_ways_with_its_marks() {
        let r = read(SMALL).unwrap();
        let m = &r.map;
        assert_eq!(m.places().len(), 7);
        assert!(m.connects("Tver", "Moscow"));
        assert!(m.connects("moscow", "TVER"));
        assert!(!m.connects("Moscow", "Vologda"));
        let smolensk = &m.places()[m.index("Smolensk").unwrap()];
        assert!(smolensk.has(Mark::Edge) && smolensk.has(Mark::WhiteReplacements));
        assert_eq!(m.places()[m.index("Tula").unwrap()].at, Some((10, 20)));
        // Every pair named once: each is one-sided, said, not an error.
        assert!(r.notes.contains(&MapNote::OneSided {
            place: "Moscow".into(),
            next: "Tver".into()
        }));
        let route: Vec<&str> = m.route(0, 1).unwrap().iter().map(|i| m.name(*i)).collect();
        assert_eq!(route, ["Moscow", "Tver", "Vologda", "Archangel"]);
        // A name the text could not read back is refused.
        let e = Map::new(vec![Place::new("Kazan, Russia")], 1).unwrap_err();
        assert!(e.to_string().contains("none of"), "{e}");
    }

    #[test]
    fn text_reads_back_to_the_same_map() {
        let m: Map = SMALL.parse().unwrap();
        let again: Map = m.to_text().parse().unwrap();
        assert_eq!(again, m);
        let r = read(&m.to_text()).unwrap();
        assert!(r.notes.is_empty(), "{:?}", r.notes);
    }

    #[test]
    fn a_typo_is_an_error_at_its_line_and_column_never_a_new_place() {
        let e = read("Moscow: Tula, Tvre\nTula:\nTver:\n").unwrap_err();
        assert_eq!((e.line, e.column), (Some(1), Some(15)));
        assert!(e.to_string().contains("\"Tvre\""), "{e}");
        assert!(e.to_string().contains("line 1, column 15"), "{e}");
        for (text, line, words) in [
            ("Moscow Tula\n", 1, "no ':'"),
            ("Moscow:\nmoscow:\n", 2, "has a line already"),
            ("Moscow [edgy]:\n", 1, "\"edgy\" is no mark"),
            ("Moscow @ a,b:\n", 1, "no position"),
            ("Moscow: Moscow\n", 0, "next to itself"),
            ("= moves: 2\nMoscow:\n", 1, "no setting"),
            ("= moves per turn: 12\nMoscow:\n", 0, "give 1 to 9"),
            ("# nothing\n", 0, "names no place"),
        ] {
            let e = read(text).unwrap_err();
            assert_eq!(e.line.unwrap_or(0), line, "{text:?}: {e}");
            assert!(e.to_string().contains(words), "{text:?}: {e}");
        }
    }

    #[test]
    fn an_island_is_said() {
        let r = read("Moscow: Tula\nTula:\nOmsk:\n").unwrap();
        assert_eq!(
            r.notes,
            vec![
                MapNote::OneSided {
                    place: "Moscow".into(),
                    next: "Tula".into()
                },
                MapNote::Island("Omsk".into())
            ]
        );
    }
}
