//! The map the game is played on: the places the player names in the
//! order of battle (areas, provinces, the cities and regions of a hex
//! map), each with the places a stack there reaches in one move, and its
//! marks — a map edge (units may leave the map there), replacement places
//! of the Red and the White units — and where it is drawn.
//!
//! A [`Map`] is checked once where it is made ([`Map::new`], the only
//! door: every name one place, every neighbour a place of its own, a pair
//! named on one side made both ways) and never changed after; a new
//! connection makes a new map ([`Map::connected`]). The graph and its
//! paths are petgraph's.
//!
//! - [`text`]: the typed form, one place a line, with errors at their line
//!   and column.
//! - [`file`]: the JSON file (versioned) and reading either form.

pub mod file;
pub mod layout;
pub mod text;

use crate::words::{clean_name, name_key};
use petgraph::graph::{NodeIndex, UnGraph};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;

/// The most places a map holds.
pub const MAX_PLACES: usize = 1_000;
/// The most places next to one place.
pub const MAX_NEIGHBOURS: usize = 60;
/// The most moves a stack makes in a turn (the game's setting).
pub const MAX_MOVES: u8 = 9;
/// Positions for drawing lie in `0..=MAX_AT` both ways.
pub const MAX_AT: i32 = 10_000;

/// What a place is marked with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    /// A map edge: units may leave the map here (Non-Attack Policy 1).
    Edge,
    /// Where Red replacements are expected (Non-Attack Policy 6).
    RedReplacements,
    /// Where White replacements are expected (Non-Attack Policy 7).
    WhiteReplacements,
}

impl Mark {
    pub const ALL: [Mark; 3] = [Mark::Edge, Mark::RedReplacements, Mark::WhiteReplacements];

    /// As typed between brackets: "edge", "Red replacements".
    pub fn words(self) -> &'static str {
        match self {
            Mark::Edge => "edge",
            Mark::RedReplacements => "Red replacements",
            Mark::WhiteReplacements => "White replacements",
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.words())
    }
}

/// One place as written: its name, marks, the places next to it (named
/// on either side is enough), and where it is drawn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    pub name: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<Mark>,
    #[serde(default)]
    pub next: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<(i32, i32)>,
}

impl Place {
    pub fn new(name: &str) -> Place {
        Place {
            name: name.to_string(),
            marks: Vec::new(),
            next: Vec::new(),
            at: None,
        }
    }

    pub fn has(&self, m: Mark) -> bool {
        self.marks.contains(&m)
    }
}

/// What makes a map not a map.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MapProblem {
    #[error("it names no place")]
    NoPlaces,
    #[error("a place with no name")]
    EmptyName,
    #[error("the name {0:?} is longer than {max} characters", max = crate::rcw::bounds::MAX_NAME)]
    NameTooLong(String),
    #[error("{0:?} has a line already (each place is written once)")]
    Repeated(String),
    #[error(
        "{0:?}: a place's name has none of , : [ ] @ # and does not start with = (the map's text could not be read back)"
    )]
    BadName(String),
    #[error(
        "{neighbour:?}, next to {place:?}, has no line of its own (every place is written on a line of its own: is it a typo?)"
    )]
    Unknown { place: String, neighbour: String },
    #[error("{0:?} is named next to itself")]
    Itself(String),
    #[error("{0} places, more than the {MAX_PLACES} a map holds")]
    TooMany(usize),
    #[error("{0:?} has more than {MAX_NEIGHBOURS} places next to it")]
    TooManyNeighbours(String),
    #[error("{0} moves a turn: give 1 to {MAX_MOVES}")]
    BadMoves(u8),
    #[error("{0:?} is drawn outside 0 to {MAX_AT}")]
    BadPosition(String),
    #[error("no ':' after the place's name (Moscow: Tver, Tula)")]
    NoColon,
    #[error("{0:?} is no mark (edge, Red replacements, White replacements)")]
    BadMark(String),
    #[error("{0:?} is no position: give it as @ x,y (whole numbers)")]
    BadAt(String),
    #[error("{0:?} is no setting (= moves per turn: 2)")]
    BadSetting(String),
}

/// A map that does not read: what, and where in its text (when it was
/// read from text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MapError {
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub problem: MapProblem,
}

impl MapError {
    pub fn at(line: usize, column: usize, problem: MapProblem) -> MapError {
        MapError {
            line: Some(line),
            column: Some(column),
            problem,
        }
    }
}

impl From<MapProblem> for MapError {
    fn from(problem: MapProblem) -> MapError {
        MapError {
            line: None,
            column: None,
            problem,
        }
    }
}

impl fmt::Display for MapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (Some(l), Some(c)) => write!(f, "line {l}, column {c}: {}", self.problem),
            (Some(l), None) => write!(f, "line {l}: {}", self.problem),
            _ => write!(f, "{}", self.problem),
        }
    }
}

impl std::error::Error for MapError {}

/// Something true of a map worth saying, that does not stop it being one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapNote {
    /// A pair named on one side only (it goes both ways all the same).
    OneSided { place: String, next: String },
    /// A place with no neighbour: no stack reaches it or leaves it.
    Island(String),
}

impl fmt::Display for MapNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MapNote::OneSided { place, next } => write!(
                f,
                "{place} names {next}, but {next}'s line does not name {place} (it goes both ways all the same)"
            ),
            MapNote::Island(p) => write!(
                f,
                "{p} has no place next to it: no stack reaches it or leaves it"
            ),
        }
    }
}

/// A checked map: every place once, every connection both ways.
#[derive(Clone, Debug)]
pub struct Map {
    /// The places, each with every place next to it (both ways).
    places: Vec<Place>,
    moves: u8,
    index: HashMap<String, usize>,
    graph: UnGraph<(), ()>,
}

impl PartialEq for Map {
    fn eq(&self, other: &Map) -> bool {
        self.moves == other.moves && self.places == other.places
    }
}

impl Eq for Map {}

impl Map {
    /// The only door to a map: checks `places` (names, neighbours, counts,
    /// positions) and makes every connection go both ways. `moves`: how
    /// many moves a stack makes in a turn.
    pub fn new(places: Vec<Place>, moves: u8) -> Result<Map, MapError> {
        if places.is_empty() {
            return Err(MapProblem::NoPlaces.into());
        }
        if places.len() > MAX_PLACES {
            return Err(MapProblem::TooMany(places.len()).into());
        }
        if !(1..=MAX_MOVES).contains(&moves) {
            return Err(MapProblem::BadMoves(moves).into());
        }
        let index = names(&places)?;
        let pairs = pairs(&places, &index)?;
        let mut next: Vec<Vec<usize>> = vec![Vec::new(); places.len()];
        for &(a, b) in &pairs {
            next[a].push(b);
            next[b].push(a);
        }
        let mut graph = UnGraph::<(), ()>::with_capacity(places.len(), pairs.len());
        for _ in &places {
            graph.add_node(());
        }
        for &(a, b) in &pairs {
            graph.add_edge(NodeIndex::new(a), NodeIndex::new(b), ());
        }
        let names: Vec<String> = places.iter().map(|p| clean_name(&p.name)).collect();
        let mut checked = Vec::with_capacity(places.len());
        for (i, p) in places.into_iter().enumerate() {
            if next[i].len() > MAX_NEIGHBOURS {
                return Err(MapProblem::TooManyNeighbours(names[i].clone()).into());
            }
            if let Some((x, y)) = p.at
                && !((0..=MAX_AT).contains(&x) && (0..=MAX_AT).contains(&y))
            {
                return Err(MapProblem::BadPosition(names[i].clone()).into());
            }
            let mut marks = p.marks;
            marks.sort();
            marks.dedup();
            next[i].sort_by_key(|&j| name_key(&names[j]));
            checked.push(Place {
                name: names[i].clone(),
                marks,
                next: next[i].iter().map(|&j| names[j].clone()).collect(),
                at: p.at,
            });
        }
        Ok(Map {
            places: checked,
            moves,
            index,
            graph,
        })
    }

    /// The places, each with every place next to it.
    pub fn places(&self) -> &[Place] {
        &self.places
    }

    /// How many moves a stack makes in a turn.
    pub fn moves(&self) -> u8 {
        self.moves
    }

    /// The place named `name` (in any case, runs of spaces as one).
    pub fn index(&self, name: &str) -> Option<usize> {
        self.index.get(&name_key(name)).copied()
    }

    /// The name of place `i`, as the map spells it.
    pub fn name(&self, i: usize) -> &str {
        self.places.get(i).map_or("", |p| p.name.as_str())
    }

    /// The places next to place `i`.
    pub fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        self.graph.neighbors(NodeIndex::new(i)).map(|n| n.index())
    }

    /// Whether the places named `a` and `b` are next to each other.
    pub fn connects(&self, a: &str, b: &str) -> bool {
        match (self.index(a), self.index(b)) {
            (Some(a), Some(b)) => self
                .graph
                .contains_edge(NodeIndex::new(a), NodeIndex::new(b)),
            _ => false,
        }
    }

    /// How many moves from place `from` each place is (`None`: not reached).
    pub fn distances(&self, from: usize) -> Vec<Option<u32>> {
        let found = petgraph::algo::dijkstra(&self.graph, NodeIndex::new(from), None, |_| 1u32);
        (0..self.places.len())
            .map(|i| found.get(&NodeIndex::new(i)).copied())
            .collect()
    }

    /// The places within `moves` moves of `from` (itself not counted).
    pub fn within(&self, from: usize, moves: u32) -> Vec<usize> {
        self.distances(from)
            .into_iter()
            .enumerate()
            .filter(|(i, d)| *i != from && d.is_some_and(|d| d <= moves))
            .map(|(i, _)| i)
            .collect()
    }

    /// A shortest route from `from` to `to` along the map, both ends
    /// included; `None` when no route joins them.
    pub fn route(&self, from: usize, to: usize) -> Option<Vec<usize>> {
        let (_, path) = petgraph::algo::astar(
            &self.graph,
            NodeIndex::new(from),
            |n| n.index() == to,
            |_| 1u32,
            |_| 0,
        )?;
        Some(path.into_iter().map(|n| n.index()).collect())
    }

    /// Every connection once, as pairs of places.
    pub fn connections(&self) -> Vec<(usize, usize)> {
        self.graph
            .edge_indices()
            .filter_map(|e| self.graph.edge_endpoints(e))
            .map(|(a, b)| (a.index().min(b.index()), a.index().max(b.index())))
            .collect()
    }

    /// The map with `a` and `b` next to each other, either made a new place
    /// when the map does not know it (asked of the player first: a name
    /// is never made a place silently).
    pub fn connected(&self, a: &str, b: &str) -> Result<Map, MapError> {
        let mut places = self.places.clone();
        for name in [a, b] {
            if self.index(name).is_none()
                && !places.iter().any(|p| name_key(&p.name) == name_key(name))
            {
                places.push(Place::new(name));
            }
        }
        if let Some(p) = places.iter_mut().find(|p| name_key(&p.name) == name_key(a)) {
            p.next.push(clean_name(b));
        }
        Map::new(places, self.moves)
    }

    /// When `other` is this map but for where some places are drawn: the
    /// names of those places (`None`: another map, or no place redrawn).
    pub fn drawn_elsewhere(&self, other: &Map) -> Option<Vec<String>> {
        let same =
            |a: &Place, b: &Place| a.name == b.name && a.marks == b.marks && a.next == b.next;
        if self.moves != other.moves
            || self.places.len() != other.places.len()
            || !self
                .places
                .iter()
                .zip(&other.places)
                .all(|(a, b)| same(a, b))
        {
            return None;
        }
        let moved: Vec<String> = self
            .places
            .iter()
            .zip(&other.places)
            .filter(|(a, b)| a.at != b.at)
            .map(|(a, _)| a.name.clone())
            .collect();
        (!moved.is_empty()).then_some(moved)
    }

    /// The map with `moves` moves a turn.
    pub fn with_moves(&self, moves: u8) -> Result<Map, MapError> {
        Map::new(self.places.clone(), moves)
    }

    /// The moves this map gives between the provinces of `oob`: from each
    /// province with a stack, every province within a turn's moves (names
    /// as the order of battle spells them). What the attack planner reads
    /// when the game has a map, and `rcw plan --map`.
    pub fn reach_on(&self, oob: &crate::rcw::planner::OrderOfBattle) -> crate::rcw::planner::Reach {
        let mut r = crate::rcw::planner::Reach::new();
        let k = u32::from(self.moves);
        let on_map: Vec<(usize, usize)> = (0..oob.provinces().len())
            .filter_map(|p| self.index(oob.province_name(p)).map(|m| (p, m)))
            .collect();
        for &(p, m) in &on_map {
            if oob.provinces()[p].stacks().is_empty() {
                continue;
            }
            let d = self.distances(m);
            for &(q, n) in &on_map {
                if p != q && d[n].is_some_and(|d| d <= k) {
                    r.add(oob.province_name(p), oob.province_name(q));
                }
            }
        }
        r
    }

    /// Places with no neighbour.
    pub fn islands(&self) -> Vec<usize> {
        (0..self.places.len())
            .filter(|&i| self.neighbours(i).next().is_none())
            .collect()
    }
}

/// Every name once: the index of each by its key.
fn names(places: &[Place]) -> Result<HashMap<String, usize>, MapError> {
    let mut index = HashMap::new();
    for (i, p) in places.iter().enumerate() {
        let name = clean_name(&p.name);
        if name.is_empty() {
            return Err(MapProblem::EmptyName.into());
        }
        if name.chars().count() > crate::rcw::bounds::MAX_NAME {
            return Err(MapProblem::NameTooLong(name).into());
        }
        if name.starts_with('=') || name.contains([',', ':', '[', ']', '@', '#']) {
            return Err(MapProblem::BadName(name).into());
        }
        if index.insert(name_key(&name), i).is_some() {
            return Err(MapProblem::Repeated(name).into());
        }
    }
    Ok(index)
}

/// Every connection once, as (lower index, higher index).
fn pairs(
    places: &[Place],
    index: &HashMap<String, usize>,
) -> Result<Vec<(usize, usize)>, MapError> {
    let mut seen = std::collections::BTreeSet::new();
    for (i, p) in places.iter().enumerate() {
        for n in &p.next {
            let Some(&j) = index.get(&name_key(n)) else {
                return Err(MapProblem::Unknown {
                    place: clean_name(&p.name),
                    neighbour: clean_name(n),
                }
                .into());
            };
            if i == j {
                return Err(MapProblem::Itself(clean_name(&p.name)).into());
            }
            seen.insert((i.min(j), i.max(j)));
        }
    }
    Ok(seen.into_iter().collect())
}

/// The map's places are names a list of moves may use.
impl crate::rcw::planner::Places for Map {
    fn place_named(&self, name: &str) -> Option<String> {
        self.index(name).map(|i| self.name(i).to_string())
    }
}
