//! Reading the map file: its JSON shape, and each province's neighbours,
//! coasts and home centres looked up by name. What is read is checked for
//! types and symmetry by [`Map::parse`](super::Map::parse).

use super::{Coast, Location, MapError, Province, ProvinceId, ProvinceType};
use crate::diplomacy::Power;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MapFile {
    #[serde(default)]
    #[allow(dead_code)]
    note: String,
    home_centres: BTreeMap<String, Vec<String>>,
    provinces: Vec<ProvinceFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProvinceFile {
    abbr: String,
    name: String,
    #[serde(rename = "type")]
    kind: String,
    #[serde(default)]
    supply_centre: bool,
    #[serde(default)]
    army: Vec<String>,
    #[serde(default)]
    fleet: Vec<String>,
    #[serde(default)]
    coasts: BTreeMap<String, Vec<String>>,
}

/// The provinces and each power's home centres.
pub(super) type Read = (Vec<Province>, BTreeMap<Power, Vec<ProvinceId>>);

/// Reads a map file's provinces and home centres: every name it gives is
/// looked up, every coast it names exists.
pub(super) fn read(text: &str) -> Result<Read, MapError> {
    let file: MapFile = serde_json::from_str(text).map_err(|e| MapError::Json(e.to_string()))?;
    let index = index(&file.provinces)?;
    let kinds = kinds(&file.provinces)?;
    let names = Names {
        coast_sets: coast_sets(&file.provinces)?,
        index,
    };
    let provinces = file
        .provinces
        .iter()
        .zip(kinds)
        .map(|(p, kind)| names.province(p, kind))
        .collect::<Result<Vec<_>, _>>()?;
    let home = names.home_centres(&file.home_centres, &provinces)?;
    Ok((provinces, home))
}

/// Each province's id by its abbreviation in lower case; no province is
/// listed twice.
fn index(provinces: &[ProvinceFile]) -> Result<BTreeMap<String, ProvinceId>, MapError> {
    let mut index: BTreeMap<String, ProvinceId> = BTreeMap::new();
    for (i, p) in provinces.iter().enumerate() {
        if index.insert(p.abbr.to_lowercase(), ProvinceId(i)).is_some() {
            return Err(MapError::DuplicateProvince(p.abbr.clone()));
        }
    }
    Ok(index)
}

/// Each province's type: inland, coastal or sea.
fn kinds(provinces: &[ProvinceFile]) -> Result<Vec<ProvinceType>, MapError> {
    provinces
        .iter()
        .map(|p| match p.kind.as_str() {
            "inland" => Ok(ProvinceType::Inland),
            "coastal" => Ok(ProvinceType::Coastal),
            "sea" => Ok(ProvinceType::Sea),
            other => Err(MapError::UnknownType {
                province: p.abbr.clone(),
                value: other.to_string(),
            }),
        })
        .collect()
}

/// Each province's coasts (none for a province with one coastline).
fn coast_sets(provinces: &[ProvinceFile]) -> Result<Vec<Vec<Coast>>, MapError> {
    provinces
        .iter()
        .map(|p| {
            p.coasts
                .keys()
                .map(|c| {
                    Coast::from_abbr(c).ok_or_else(|| MapError::UnknownCoast {
                        province: p.abbr.clone(),
                        coast: c.clone(),
                    })
                })
                .collect::<Result<Vec<_>, _>>()
        })
        .collect()
}

/// What the file's names are looked up in: the provinces by abbreviation
/// and each province's coasts.
struct Names {
    index: BTreeMap<String, ProvinceId>,
    coast_sets: Vec<Vec<Coast>>,
}

impl Names {
    /// The province `name` that `from` lists, which must be on the map.
    fn lookup(&self, from: &str, name: &str) -> Result<ProvinceId, MapError> {
        self.index
            .get(&name.to_lowercase())
            .copied()
            .ok_or_else(|| MapError::UnknownNeighbour {
                province: from.to_string(),
                neighbour: name.to_string(),
            })
    }

    /// Where a fleet listed by `from` may move ("spa/sc"): a province, with
    /// one of its coasts when it has them.
    fn fleet_target(&self, from: &str, text: &str) -> Result<Location, MapError> {
        let (name, coast) = match text.split_once('/') {
            Some((n, c)) => (n, Some(c)),
            None => (text, None),
        };
        let id = self.lookup(from, name)?;
        let coast = match coast {
            None => None,
            Some(c) => {
                let coast = Coast::from_abbr(c)
                    .filter(|k| self.coast_sets[id.0].contains(k))
                    .ok_or_else(|| MapError::UnknownCoast {
                        province: name.to_string(),
                        coast: c.to_string(),
                    })?;
                Some(coast)
            }
        };
        if coast.is_none() && !self.coast_sets[id.0].is_empty() {
            return Err(MapError::TypeMismatch {
                province: from.to_string(),
                why: format!("fleet move to {name} must name one of its coasts"),
            });
        }
        Ok(Location {
            province: id,
            coast,
        })
    }

    /// One province as the file gives it, its army, fleet and coast moves
    /// looked up.
    fn province(&self, p: &ProvinceFile, kind: ProvinceType) -> Result<Province, MapError> {
        let army = p
            .army
            .iter()
            .map(|n| self.lookup(&p.abbr, n))
            .collect::<Result<Vec<_>, _>>()?;
        let fleet = p
            .fleet
            .iter()
            .map(|n| self.fleet_target(&p.abbr, n))
            .collect::<Result<Vec<_>, _>>()?;
        let mut coasts = Vec::new();
        for (c, list) in &p.coasts {
            let coast = Coast::from_abbr(c).ok_or_else(|| MapError::UnknownCoast {
                province: p.abbr.clone(),
                coast: c.clone(),
            })?;
            let moves = list
                .iter()
                .map(|n| self.fleet_target(&format!("{}/{c}", p.abbr), n))
                .collect::<Result<Vec<_>, _>>()?;
            coasts.push((coast, moves));
        }
        Ok(Province {
            abbr: p.abbr.to_lowercase(),
            name: p.name.clone(),
            kind,
            supply_centre: p.supply_centre,
            army,
            fleet,
            coasts,
        })
    }

    /// Each power's home centres: supply centres, none listed twice.
    fn home_centres(
        &self,
        listed: &BTreeMap<String, Vec<String>>,
        provinces: &[Province],
    ) -> Result<BTreeMap<Power, Vec<ProvinceId>>, MapError> {
        let mut home = BTreeMap::new();
        let mut seen: Vec<ProvinceId> = Vec::new();
        for (power_name, list) in listed {
            let power = power_name
                .parse::<Power>()
                .map_err(|_| MapError::UnknownPower(power_name.clone()))?;
            let mut ids = Vec::new();
            for abbr in list {
                let id = self.lookup(&format!("home centres of {power}"), abbr)?;
                if !provinces[id.0].supply_centre {
                    return Err(MapError::HomeNotSupplyCentre {
                        power: power.to_string(),
                        province: abbr.clone(),
                    });
                }
                if seen.contains(&id) {
                    return Err(MapError::HomeTwice(abbr.clone()));
                }
                seen.push(id);
                ids.push(id);
            }
            home.insert(power, ids);
        }
        Ok(home)
    }
}
