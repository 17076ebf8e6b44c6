//! The standard *Diplomacy* map as data: provinces, coasts, supply centres,
//! home centres and adjacencies (assets/diplomacy/map.json).
//!
//! 75 provinces: 19 sea, 14 inland, 42 coastal. Switzerland is impassable
//! (no unit may ever enter it), so it is not a province here and has no edges.
//! Spain and St Petersburg have a north and a south coast, Bulgaria an east
//! and a south coast; a fleet there stands on one of them.

mod file;

use super::Power;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;
use thiserror::Error;

/// The compiled-in standard map.
pub const STANDARD_MAP_JSON: &str = include_str!("../../assets/diplomacy/map.json");

/// Inland provinces take armies only, sea provinces fleets only, coastal both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProvinceType {
    Inland,
    Coastal,
    Sea,
}

impl ProvinceType {
    pub fn word(self) -> &'static str {
        match self {
            ProvinceType::Inland => "inland",
            ProvinceType::Coastal => "coastal",
            ProvinceType::Sea => "sea",
        }
    }
}

/// One coast of a province with two coasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Coast {
    North,
    South,
    East,
}

impl Coast {
    pub const ALL: [Coast; 3] = [Coast::North, Coast::South, Coast::East];

    /// The usual short form: nc, sc, ec.
    pub fn abbr(self) -> &'static str {
        match self {
            Coast::North => "nc",
            Coast::South => "sc",
            Coast::East => "ec",
        }
    }

    /// As printed after a province name: "north coast".
    pub fn words(self) -> &'static str {
        match self {
            Coast::North => "north coast",
            Coast::South => "south coast",
            Coast::East => "east coast",
        }
    }

    fn from_abbr(text: &str) -> Option<Coast> {
        Coast::ALL.into_iter().find(|c| c.abbr() == text)
    }
}

/// Index of a province in [`Map::provinces`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ProvinceId(pub usize);

/// Where a unit stands: a province, and for a fleet in a split-coast
/// province, which coast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Location {
    pub province: ProvinceId,
    pub coast: Option<Coast>,
}

impl Location {
    pub fn province(province: ProvinceId) -> Location {
        Location {
            province,
            coast: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Province {
    /// The usual three-letter abbreviation, lower case ("stp").
    pub abbr: String,
    pub name: String,
    pub kind: ProvinceType,
    pub supply_centre: bool,
    /// Provinces an army may move to (land borders).
    pub army: Vec<ProvinceId>,
    /// Where a fleet may move, for a province with one coastline (or a sea).
    pub fleet: Vec<Location>,
    /// For a split-coast province: each coast and where a fleet there may move.
    pub coasts: Vec<(Coast, Vec<Location>)>,
}

impl Province {
    pub fn has_coasts(&self) -> bool {
        !self.coasts.is_empty()
    }
}

/// A map file that cannot be used; each message names the province at fault.
#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum MapError {
    #[error("map file is not valid JSON of the expected shape: {0}")]
    Json(String),
    #[error("province \"{0}\" is listed twice")]
    DuplicateProvince(String),
    #[error("province \"{province}\": unknown type \"{value}\" (inland, coastal or sea)")]
    UnknownType { province: String, value: String },
    #[error("province \"{province}\": neighbour \"{neighbour}\" is not a province on the map")]
    UnknownNeighbour { province: String, neighbour: String },
    #[error("province \"{province}\": coast \"{coast}\" does not exist there")]
    UnknownCoast { province: String, coast: String },
    #[error("province \"{province}\": {why}")]
    TypeMismatch { province: String, why: String },
    #[error("{kind} adjacency is not symmetric: {from} lists {to}, but {to} does not list {from}")]
    NotSymmetric {
        kind: &'static str,
        from: String,
        to: String,
    },
    #[error("home centres: unknown power \"{0}\"")]
    UnknownPower(String),
    #[error("home centres of {power}: \"{province}\" is not a supply centre on the map")]
    HomeNotSupplyCentre { power: String, province: String },
    #[error("home centres: \"{0}\" is listed for more than one power or twice")]
    HomeTwice(String),
}

/// A province or coast name the map does not know.
#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum LocationError {
    #[error("no province given")]
    Empty,
    #[error(
        "unknown province \"{0}\" (give a full name like \"Spain\" or an abbreviation like \"spa\")"
    )]
    UnknownProvince(String),
    #[error("{province} has no {coast}")]
    NoSuchCoast { province: String, coast: String },
}

/// The map: provinces in alphabetical order of abbreviation, as in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    provinces: Vec<Province>,
    home: BTreeMap<Power, Vec<ProvinceId>>,
}

/// Lower case, brackets, slashes, dots and hyphens as spaces, single spaces:
/// "Spain (South Coast)" and "spa/sc" both become word lists.
fn words(text: &str) -> Vec<String> {
    let cleaned: String = text
        .to_lowercase()
        .chars()
        .map(|c| match c {
            '(' | ')' | '/' | ',' | '-' | '_' => ' ',
            '.' => ' ',
            c => c,
        })
        .collect();
    let mut w: Vec<String> = cleaned.split_whitespace().map(str::to_string).collect();
    if w.first().is_some_and(|x| x == "saint") {
        w[0] = "st".to_string();
    }
    w
}

impl Map {
    /// The standard map, parsed once.
    pub fn standard() -> Result<&'static Map, MapError> {
        static MAP: OnceLock<Result<Map, MapError>> = OnceLock::new();
        MAP.get_or_init(|| Map::parse(STANDARD_MAP_JSON))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Reads and checks a map file: every neighbour exists, adjacency is
    /// symmetric, coasts exist, and each province's type matches its edges.
    pub fn parse(text: &str) -> Result<Map, MapError> {
        let (provinces, home) = file::read(text)?;
        let map = Map { provinces, home };
        map.check_types()?;
        map.check_symmetry()?;
        Ok(map)
    }

    fn check_types(&self) -> Result<(), MapError> {
        for p in &self.provinces {
            let bad = |why: String| MapError::TypeMismatch {
                province: p.abbr.clone(),
                why,
            };
            if !p.fleet.is_empty() && p.has_coasts() {
                return Err(bad("lists both fleet moves and coasts".into()));
            }
            for &n in &p.army {
                if self.province(n).kind == ProvinceType::Sea {
                    return Err(bad(format!(
                        "army border with the sea province {}",
                        self.province(n).abbr
                    )));
                }
            }
            let all_fleet: Vec<Location> = self.fleet_moves_any_coast(self.id_of(p));
            for m in &all_fleet {
                let q = self.province(m.province);
                if q.kind == ProvinceType::Inland {
                    return Err(bad(format!(
                        "fleet move into the inland province {}",
                        q.abbr
                    )));
                }
                if p.kind != ProvinceType::Sea
                    && q.kind == ProvinceType::Coastal
                    && !p.army.contains(&m.province)
                {
                    return Err(bad(format!(
                        "fleet move along the coast to {} but no land border with it",
                        q.abbr
                    )));
                }
            }
            match p.kind {
                ProvinceType::Sea => {
                    if !p.army.is_empty() || p.has_coasts() {
                        return Err(bad("a sea province has army borders or coasts".into()));
                    }
                    if p.fleet.is_empty() {
                        return Err(bad("a sea province with no fleet moves".into()));
                    }
                }
                ProvinceType::Inland => {
                    if !all_fleet.is_empty() {
                        return Err(bad("an inland province has fleet moves".into()));
                    }
                    if p.army.is_empty() {
                        return Err(bad("an inland province with no army borders".into()));
                    }
                }
                ProvinceType::Coastal => {
                    let touches_sea = all_fleet
                        .iter()
                        .any(|m| self.province(m.province).kind == ProvinceType::Sea);
                    if !touches_sea {
                        return Err(bad("a coastal province that borders no sea".into()));
                    }
                    if p.coasts.iter().any(|(_, moves)| moves.is_empty()) {
                        return Err(bad("a coast with no fleet moves".into()));
                    }
                }
            }
        }
        Ok(())
    }

    fn check_symmetry(&self) -> Result<(), MapError> {
        for p in &self.provinces {
            let id = self.id_of(p);
            for &n in &p.army {
                if !self.province(n).army.contains(&id) {
                    return Err(MapError::NotSymmetric {
                        kind: "army",
                        from: p.abbr.clone(),
                        to: self.province(n).abbr.clone(),
                    });
                }
            }
            for from in self.fleet_locations(id) {
                for to in self.fleet_moves(from) {
                    if !self.fleet_moves(*to).contains(&from) {
                        return Err(MapError::NotSymmetric {
                            kind: "fleet",
                            from: self.location_abbr(from),
                            to: self.location_abbr(*to),
                        });
                    }
                }
            }
        }
        Ok(())
    }

    fn id_of(&self, p: &Province) -> ProvinceId {
        ProvinceId(
            self.provinces
                .iter()
                .position(|q| q.abbr == p.abbr)
                .unwrap_or_default(),
        )
    }

    pub fn provinces(&self) -> &[Province] {
        &self.provinces
    }

    pub fn ids(&self) -> impl Iterator<Item = ProvinceId> + '_ {
        (0..self.provinces.len()).map(ProvinceId)
    }

    pub fn province(&self, id: ProvinceId) -> &Province {
        &self.provinces[id.0]
    }

    pub fn home_centres(&self, power: Power) -> &[ProvinceId] {
        self.home.get(&power).map(Vec::as_slice).unwrap_or_default()
    }

    /// Where a fleet on `loc` may move. Empty for a split-coast province
    /// given without its coast, and for inland provinces.
    pub fn fleet_moves(&self, loc: Location) -> &[Location] {
        let p = self.province(loc.province);
        match loc.coast {
            None => &p.fleet,
            Some(c) => p
                .coasts
                .iter()
                .find(|(k, _)| *k == c)
                .map(|(_, m)| m.as_slice())
                .unwrap_or_default(),
        }
    }

    /// Every place a fleet can stand in this province: the province itself,
    /// or each of its coasts.
    pub fn fleet_locations(&self, id: ProvinceId) -> Vec<Location> {
        let p = self.province(id);
        if p.has_coasts() {
            p.coasts
                .iter()
                .map(|(c, _)| Location {
                    province: id,
                    coast: Some(*c),
                })
                .collect()
        } else if p.kind == ProvinceType::Inland {
            Vec::new()
        } else {
            vec![Location::province(id)]
        }
    }

    /// Fleet moves from every coast of the province together.
    pub fn fleet_moves_any_coast(&self, id: ProvinceId) -> Vec<Location> {
        self.fleet_locations(id)
            .into_iter()
            .flat_map(|l| self.fleet_moves(l).iter().copied())
            .collect()
    }

    /// "St Petersburg (south coast)", or just the province name.
    pub fn location_name(&self, loc: Location) -> String {
        let name = &self.province(loc.province).name;
        match loc.coast {
            Some(c) => format!("{name} ({})", c.words()),
            None => name.clone(),
        }
    }

    fn location_abbr(&self, loc: Location) -> String {
        let abbr = &self.province(loc.province).abbr;
        match loc.coast {
            Some(c) => format!("{abbr}/{}", c.abbr()),
            None => abbr.clone(),
        }
    }

    fn match_words(&self, w: &[String]) -> Option<ProvinceId> {
        let joined = w.join(" ");
        self.ids().find(|&id| {
            let p = self.province(id);
            p.abbr == joined || words(&p.name).join(" ") == joined
        })
    }

    /// A province by full name or abbreviation, any case ("Mid-Atlantic
    /// Ocean", "mao", "st. petersburg").
    pub fn find_province(&self, text: &str) -> Result<ProvinceId, LocationError> {
        let w = words(text);
        if w.is_empty() {
            return Err(LocationError::Empty);
        }
        self.match_words(&w)
            .ok_or_else(|| LocationError::UnknownProvince(text.trim().to_string()))
    }

    /// A province with an optional coast: "Spa/sc", "spa(sc)", "Spain (south
    /// coast)", "stp nc". The coast must be one the province has.
    pub fn parse_location(&self, text: &str) -> Result<Location, LocationError> {
        let w = words(text);
        if w.is_empty() {
            return Err(LocationError::Empty);
        }
        let n = w.len();
        let coast_at_end = |w: &[String]| -> Option<(Coast, usize)> {
            let last = w.last()?;
            if let Some(c) = Coast::from_abbr(last) {
                return Some((c, 1));
            }
            if last == "coast" && w.len() >= 2 {
                let c = match w[w.len() - 2].as_str() {
                    "north" => Coast::North,
                    "south" => Coast::South,
                    "east" => Coast::East,
                    _ => return None,
                };
                return Some((c, 2));
            }
            None
        };
        // The whole text as a province first, so that no name is mistaken
        // for a province plus a coast.
        if let Some(id) = self.match_words(&w) {
            return Ok(Location::province(id));
        }
        if let Some((coast, k)) = coast_at_end(&w)
            && n > k
            && let Some(id) = self.match_words(&w[..n - k])
        {
            let p = self.province(id);
            if p.coasts.iter().any(|(c, _)| *c == coast) {
                return Ok(Location {
                    province: id,
                    coast: Some(coast),
                });
            }
            return Err(LocationError::NoSuchCoast {
                province: p.name.clone(),
                coast: coast.words().to_string(),
            });
        }
        Err(LocationError::UnknownProvince(text.trim().to_string()))
    }
}

impl fmt::Display for ProvinceType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map() -> &'static Map {
        Map::standard().unwrap()
    }

    fn id(abbr: &str) -> ProvinceId {
        map().find_province(abbr).unwrap()
    }

    #[test]
    fn the_standard_map_has_75_provinces_19_sea_14_inland_42_coastal() {
        let m = map();
        assert_eq!(m.provinces().len(), 75);
        let count = |k| m.provinces().iter().filter(|p| p.kind == k).count();
        assert_eq!(count(ProvinceType::Sea), 19);
        assert_eq!(count(ProvinceType::Inland), 14);
        assert_eq!(count(ProvinceType::Coastal), 42);
        assert!(m.find_province("Switzerland").is_err());
    }

    #[test]
    fn there_are_34_supply_centres_and_22_home_centres() {
        let m = map();
        assert_eq!(m.provinces().iter().filter(|p| p.supply_centre).count(), 34);
        let homes: usize = Power::ALL.iter().map(|&p| m.home_centres(p).len()).sum();
        assert_eq!(homes, 22);
        assert_eq!(m.home_centres(Power::Russia).len(), 4);
        let names: Vec<&str> = m
            .home_centres(Power::Russia)
            .iter()
            .map(|&i| m.province(i).name.as_str())
            .collect();
        assert_eq!(names, ["Moscow", "Sevastopol", "St Petersburg", "Warsaw"]);
        for p in Power::ALL {
            for &c in m.home_centres(p) {
                assert!(m.province(c).supply_centre);
            }
        }
    }

    #[test]
    fn adjacency_is_symmetric_and_types_match_edges() {
        let m = map();
        for a in m.ids() {
            let p = m.province(a);
            for &b in &p.army {
                assert!(
                    m.province(b).army.contains(&a),
                    "{} - {}",
                    p.abbr,
                    m.province(b).abbr
                );
                assert_ne!(m.province(b).kind, ProvinceType::Sea);
            }
            for from in m.fleet_locations(a) {
                for &to in m.fleet_moves(from) {
                    assert!(m.fleet_moves(to).contains(&from));
                }
            }
            match p.kind {
                ProvinceType::Sea => assert!(p.army.is_empty() && !p.fleet.is_empty()),
                ProvinceType::Inland => assert!(m.fleet_moves_any_coast(a).is_empty()),
                ProvinceType::Coastal => assert!(
                    m.fleet_moves_any_coast(a)
                        .iter()
                        .any(|l| m.province(l.province).kind == ProvinceType::Sea)
                ),
            }
        }
    }

    #[test]
    fn split_coasts_are_spain_st_petersburg_and_bulgaria() {
        let m = map();
        let split: Vec<(&str, Vec<Coast>)> = m
            .provinces()
            .iter()
            .filter(|p| p.has_coasts())
            .map(|p| (p.name.as_str(), p.coasts.iter().map(|c| c.0).collect()))
            .collect();
        assert_eq!(
            split,
            [
                ("Bulgaria", vec![Coast::East, Coast::South]),
                ("Spain", vec![Coast::North, Coast::South]),
                ("St Petersburg", vec![Coast::North, Coast::South]),
            ]
        );
        let sc = m.parse_location("stp/sc").unwrap();
        let names: Vec<String> = m
            .fleet_moves(sc)
            .iter()
            .map(|l| m.location_name(*l))
            .collect();
        assert_eq!(names, ["Gulf of Bothnia", "Finland", "Livonia"]);
        let nc = m.parse_location("stp/nc").unwrap();
        let names: Vec<String> = m
            .fleet_moves(nc)
            .iter()
            .map(|l| m.location_name(*l))
            .collect();
        assert_eq!(names, ["Barents Sea", "Norway"]);
        // The Black Sea reaches only Bulgaria's east coast.
        let bla = m.parse_location("bla").unwrap();
        assert!(
            m.fleet_moves(bla)
                .contains(&m.parse_location("bul/ec").unwrap())
        );
        assert!(
            !m.fleet_moves(bla)
                .contains(&m.parse_location("bul/sc").unwrap())
        );
    }

    #[test]
    fn names_by_full_name_or_abbreviation_in_any_case_with_coasts() {
        let m = map();
        assert_eq!(m.find_province("Mid-Atlantic Ocean").unwrap(), id("mao"));
        assert_eq!(m.find_province("mid atlantic ocean").unwrap(), id("MAO"));
        assert_eq!(m.find_province("St. Petersburg").unwrap(), id("stp"));
        assert_eq!(m.find_province("saint petersburg").unwrap(), id("stp"));
        let spa_sc = Location {
            province: id("spa"),
            coast: Some(Coast::South),
        };
        for text in [
            "Spa/sc",
            "spa(sc)",
            "Spain (south coast)",
            "SPAIN SOUTH COAST",
            "spa sc",
        ] {
            assert_eq!(m.parse_location(text).unwrap(), spa_sc, "{text}");
        }
        assert_eq!(
            m.parse_location("stp nc").unwrap(),
            Location {
                province: id("stp"),
                coast: Some(Coast::North)
            }
        );
        assert_eq!(
            m.parse_location("Spain (east coast)").unwrap_err(),
            LocationError::NoSuchCoast {
                province: "Spain".into(),
                coast: "east coast".into()
            }
        );
        assert_eq!(
            m.parse_location("Atlantis").unwrap_err(),
            LocationError::UnknownProvince("Atlantis".into())
        );
        assert_eq!(m.location_name(spa_sc), "Spain (south coast)");
    }

    #[test]
    fn a_broken_map_is_refused_with_the_province_named() {
        let asym = STANDARD_MAP_JSON.replacen(
            r#""army": ["gre", "ser", "tri"]"#,
            r#""army": ["gre", "ser", "tri", "bud"]"#,
            1,
        );
        assert_eq!(
            Map::parse(&asym).unwrap_err(),
            MapError::NotSymmetric {
                kind: "army",
                from: "alb".into(),
                to: "bud".into()
            }
        );
        let no_coast = STANDARD_MAP_JSON.replacen(r#""spa/nc", "spa/sc""#, r#""spa""#, 1);
        assert!(matches!(
            Map::parse(&no_coast).unwrap_err(),
            MapError::TypeMismatch { province, .. } if province == "mao"
        ));
        let bad_coast = STANDARD_MAP_JSON.replacen("bul/ec", "bul/nc", 1);
        assert!(matches!(
            Map::parse(&bad_coast).unwrap_err(),
            MapError::UnknownCoast { province, coast } if province == "bul" && coast == "nc"
        ));
        let sea_army = STANDARD_MAP_JSON.replacen(
            r#""name": "Adriatic Sea", "type": "sea""#,
            r#""name": "Adriatic Sea", "type": "sea", "army": ["alb"]"#,
            1,
        );
        assert!(matches!(
            Map::parse(&sea_army).unwrap_err(),
            MapError::TypeMismatch { province, .. } if province == "alb" || province == "adr"
        ));
    }
}
