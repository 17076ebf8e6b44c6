//! Units on the map, and the shortest route from a unit to its power's
//! nearest home supply centre (the civil-disorder removal distance).
//!
//! Distance counts provinces entered, seas included. An army may count a
//! route through sea provinces, as if convoyed ("including convoys"): it
//! goes from a coastal province into an adjacent sea, from sea to sea, and
//! out onto a coast. A coastal province never carries it across as a convoy
//! would (fleets in coastal provinces may not convoy): an army passing a
//! coastal province has landed there, which the count already includes.
//! A fleet moves only along fleet edges, coast by coast; a home centre with
//! two coasts is reached from either. Among equally short routes the one
//! shown is the first in alphabetical order of the provinces' full names.

use super::Power;
use super::map::{Location, LocationError, Map, ProvinceId, ProvinceType};
use std::collections::VecDeque;
use std::fmt;
use thiserror::Error;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum UnitKind {
    Army,
    Fleet,
}

impl UnitKind {
    /// "A" or "F", as in written orders.
    pub fn letter(self) -> &'static str {
        match self {
            UnitKind::Army => "A",
            UnitKind::Fleet => "F",
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            UnitKind::Army => "army",
            UnitKind::Fleet => "fleet",
        }
    }
}

/// A unit standing on the map. Built only through [`Unit::new`] or
/// [`Unit::parse`], so it always stands where it may.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Unit {
    kind: UnitKind,
    location: Location,
}

/// A unit that cannot be written down or cannot stand where it was placed.
#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum UnitError {
    #[error("\"{0}\": a unit is written \"A <province>\" or \"F <province>\"")]
    Malformed(String),
    #[error("\"{text}\": {source}")]
    Location { text: String, source: LocationError },
    #[error("an army cannot stand in {0}: it is a sea province")]
    ArmyAtSea(String),
    #[error("an army has no coast: write \"A {0}\" without one")]
    ArmyOnCoast(String),
    #[error("a fleet cannot stand in {0}: it is an inland province")]
    FleetInland(String),
    #[error("a fleet in {province} must stand on one of its coasts ({coasts})")]
    FleetWithoutCoast { province: String, coasts: String },
}

impl Unit {
    /// Checks that the unit may stand there: no army at sea, no fleet
    /// inland, a fleet in a split-coast province on one of its coasts.
    pub fn new(map: &Map, kind: UnitKind, location: Location) -> Result<Unit, UnitError> {
        let p = map.province(location.province);
        match kind {
            UnitKind::Army => {
                if p.kind == ProvinceType::Sea {
                    return Err(UnitError::ArmyAtSea(p.name.clone()));
                }
                if location.coast.is_some() {
                    return Err(UnitError::ArmyOnCoast(p.name.clone()));
                }
            }
            UnitKind::Fleet => {
                if p.kind == ProvinceType::Inland {
                    return Err(UnitError::FleetInland(p.name.clone()));
                }
                if p.has_coasts() && location.coast.is_none() {
                    let coasts: Vec<String> = p
                        .coasts
                        .iter()
                        .map(|(c, _)| format!("{}/{}", p.abbr, c.abbr()))
                        .collect();
                    return Err(UnitError::FleetWithoutCoast {
                        province: p.name.clone(),
                        coasts: coasts.join(" or "),
                    });
                }
            }
        }
        Ok(Unit { kind, location })
    }

    /// "A Spain", "F spa/sc", "f St Petersburg (south coast)".
    pub fn parse(map: &Map, text: &str) -> Result<Unit, UnitError> {
        let t = text.trim();
        let (letter, rest) = t
            .split_once(char::is_whitespace)
            .ok_or_else(|| UnitError::Malformed(t.to_string()))?;
        let kind = match letter.to_ascii_uppercase().as_str() {
            "A" | "ARMY" => UnitKind::Army,
            "F" | "FLEET" => UnitKind::Fleet,
            _ => return Err(UnitError::Malformed(t.to_string())),
        };
        let location = map
            .parse_location(rest)
            .map_err(|source| UnitError::Location {
                text: t.to_string(),
                source,
            })?;
        Unit::new(map, kind, location)
    }

    pub fn kind(&self) -> UnitKind {
        self.kind
    }

    pub fn location(&self) -> Location {
        self.location
    }

    /// "F St Petersburg (south coast)", "A Spain".
    pub fn display(&self, map: &Map) -> String {
        format!(
            "{} {}",
            self.kind.letter(),
            map.location_name(self.location)
        )
    }
}

/// The shortest route found: the provinces from the unit's own to the home
/// centre, both included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub steps: Vec<Location>,
}

impl Route {
    /// Provinces entered on the way.
    pub fn distance(&self) -> usize {
        self.steps.len().saturating_sub(1)
    }

    /// "Spain → Gascony → …", with `separator` between provinces.
    pub fn display(&self, map: &Map, separator: &str) -> String {
        self.names(map).join(separator)
    }

    pub fn names(&self, map: &Map) -> Vec<String> {
        self.steps.iter().map(|l| map.location_name(*l)).collect()
    }
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Where an army may go next when counting a route: land borders, and the
/// seas beside a coastal province; from a sea, other seas and any coast.
fn army_steps(map: &Map, at: ProvinceId) -> Vec<ProvinceId> {
    let p = map.province(at);
    let mut next: Vec<ProvinceId> = match p.kind {
        ProvinceType::Inland => p.army.clone(),
        ProvinceType::Coastal => {
            let mut n = p.army.clone();
            n.extend(
                map.fleet_moves_any_coast(at)
                    .into_iter()
                    .map(|l| l.province)
                    .filter(|&q| map.province(q).kind == ProvinceType::Sea),
            );
            n
        }
        ProvinceType::Sea => p.fleet.iter().map(|l| l.province).collect(),
    };
    next.sort_by(|a, b| map.province(*a).name.cmp(&map.province(*b).name));
    next.dedup();
    next
}

fn fleet_steps(map: &Map, at: Location) -> Vec<Location> {
    let mut next = map.fleet_moves(at).to_vec();
    next.sort_by(|a, b| {
        map.province(a.province)
            .name
            .cmp(&map.province(b.province).name)
            .then(a.coast.cmp(&b.coast))
    });
    next
}

/// Breadth first, neighbours in alphabetical order of full name, so the
/// route returned is the alphabetically first among the shortest.
fn search<N: Copy + Eq>(
    start: N,
    is_goal: impl Fn(N) -> bool,
    steps: impl Fn(N) -> Vec<N>,
) -> Option<Vec<N>> {
    let mut seen: Vec<N> = vec![start];
    let mut parent: Vec<(N, N)> = Vec::new();
    let mut queue = VecDeque::from([start]);
    while let Some(at) = queue.pop_front() {
        if is_goal(at) {
            let mut path = vec![at];
            let mut cur = at;
            while let Some(&(_, p)) = parent.iter().find(|(c, _)| *c == cur) {
                path.push(p);
                cur = p;
            }
            path.reverse();
            return Some(path);
        }
        for n in steps(at) {
            if !seen.contains(&n) {
                seen.push(n);
                parent.push((n, at));
                queue.push_back(n);
            }
        }
    }
    None
}

/// The shortest route from `unit` to the nearest home supply centre of
/// `power`; `None` when no home centre can be reached at all (infinitely far).
pub fn route_home(map: &Map, power: Power, unit: &Unit) -> Option<Route> {
    let homes = map.home_centres(power);
    let steps = match unit.kind {
        UnitKind::Army => search(
            unit.location.province,
            |p| homes.contains(&p),
            |p| army_steps(map, p),
        )?
        .into_iter()
        .map(Location::province)
        .collect(),
        UnitKind::Fleet => search(
            unit.location,
            |l: Location| homes.contains(&l.province),
            |l| fleet_steps(map, l),
        )?,
    };
    Some(Route { steps })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map() -> &'static Map {
        Map::standard().unwrap()
    }

    fn route(power: Power, unit: &str) -> Option<Vec<String>> {
        let m = map();
        let u = Unit::parse(m, unit).unwrap();
        route_home(m, power, &u).map(|r| r.names(m))
    }

    fn check(power: Power, unit: &str, expected: &[&str]) {
        let r = route(power, unit).unwrap();
        assert_eq!(r, expected, "{power} {unit}");
    }

    // Each route below was traced by hand on the board.

    #[test]
    fn a_unit_on_a_home_centre_is_at_distance_zero() {
        check(Power::France, "A Paris", &["Paris"]);
        check(Power::Russia, "F stp/nc", &["St Petersburg (north coast)"]);
    }

    #[test]
    fn russian_army_in_spain_walks_to_warsaw() {
        // Five provinces over land; the sea route by the Mediterranean and
        // the Black Sea to Sevastopol takes seven.
        check(
            Power::Russia,
            "A Spain",
            &[
                "Spain", "Gascony", "Burgundy", "Munich", "Silesia", "Warsaw",
            ],
        );
    }

    #[test]
    fn english_fleet_in_the_black_sea_sails_round_to_london() {
        // Eight moves; Tunis and North Africa come before the Tyrrhenian and
        // the Western Mediterranean in the alphabet, the English Channel
        // before the Irish Sea.
        check(
            Power::England,
            "F Black Sea",
            &[
                "Black Sea",
                "Constantinople",
                "Aegean Sea",
                "Ionian Sea",
                "Tunis",
                "North Africa",
                "Mid-Atlantic Ocean",
                "English Channel",
                "London",
            ],
        );
    }

    #[test]
    fn english_army_in_norway_is_convoyed_home() {
        check(
            Power::England,
            "A Norway",
            &["Norway", "North Sea", "Edinburgh"],
        );
    }

    #[test]
    fn german_army_in_denmark_walks_to_kiel() {
        check(Power::Germany, "A Den", &["Denmark", "Kiel"]);
    }

    #[test]
    fn turkish_army_in_tunis_crosses_the_sea() {
        check(
            Power::Turkey,
            "A Tunis",
            &["Tunis", "Ionian Sea", "Aegean Sea", "Constantinople"],
        );
    }

    #[test]
    fn austrian_fleet_reaches_only_trieste() {
        check(
            Power::Austria,
            "F Greece",
            &["Greece", "Albania", "Trieste"],
        );
        check(Power::Austria, "F Venice", &["Venice", "Trieste"]);
    }

    #[test]
    fn a_fleet_on_st_petersburg_north_coast_must_sail_round_norway() {
        // German fleet: four moves round Norway; from the south coast three.
        check(
            Power::Germany,
            "F stp/nc",
            &[
                "St Petersburg (north coast)",
                "Norway",
                "North Sea",
                "Denmark",
                "Kiel",
            ],
        );
        // From the south coast the Baltic is closer.
        check(
            Power::Germany,
            "F stp/sc",
            &[
                "St Petersburg (south coast)",
                "Gulf of Bothnia",
                "Baltic Sea",
                "Berlin",
            ],
        );
    }

    #[test]
    fn a_split_coast_home_centre_is_reached_from_either_coast() {
        // Barents Sea reaches St Petersburg's north coast: home at once.
        check(
            Power::Russia,
            "F Barents Sea",
            &["Barents Sea", "St Petersburg (north coast)"],
        );
        check(
            Power::Russia,
            "F Gulf of Bothnia",
            &["Gulf of Bothnia", "St Petersburg (south coast)"],
        );
    }

    #[test]
    fn fleets_on_bulgarias_coasts_take_different_routes() {
        // Turkish fleet: either coast touches Constantinople.
        check(
            Power::Turkey,
            "F bul/ec",
            &["Bulgaria (east coast)", "Constantinople"],
        );
        // Russian fleet on the south coast must pass Constantinople to reach
        // the Black Sea; from the east coast it goes straight to Rumania.
        check(
            Power::Russia,
            "F bul/sc",
            &[
                "Bulgaria (south coast)",
                "Constantinople",
                "Black Sea",
                "Sevastopol",
            ],
        );
        check(
            Power::Russia,
            "F bul/ec",
            &["Bulgaria (east coast)", "Black Sea", "Sevastopol"],
        );
    }

    #[test]
    fn italian_army_in_london_crosses_the_channel() {
        // Five by sea; over land by Picardy, Burgundy, Marseilles and
        // Piedmont to Venice it takes six.
        check(
            Power::Italy,
            "A London",
            &[
                "London",
                "English Channel",
                "Mid-Atlantic Ocean",
                "Western Mediterranean",
                "Tyrrhenian Sea",
                "Naples",
            ],
        );
    }

    #[test]
    fn french_army_in_moscow_takes_ship_in_norway() {
        // Five either way: over land by Warsaw, Silesia, Munich and Burgundy
        // to Marseilles, or north by St Petersburg and Norway, then by sea
        // through the North Sea and the Channel to Brest. St Petersburg comes
        // before Warsaw in the alphabet, so that route is shown.
        check(
            Power::France,
            "A Moscow",
            &[
                "Moscow",
                "St Petersburg",
                "Norway",
                "North Sea",
                "English Channel",
                "Brest",
            ],
        );
    }
}
