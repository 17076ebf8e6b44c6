//! Civil-disorder removals: which units a country in civil disorder takes
//! off when it has more units than supply centres.
//!
//! "The unit farthest from home (most distant from the nearest home supply
//! center as computed by the shortest available route, including convoys)
//! is removed first, the fleet before the army. If more units are equally
//! eligible … the earliest in alphabetical order coming off first."
//! A unit that can reach no home centre at all counts as infinitely far.

use super::Power;
use super::map::Map;
use super::route::{Route, Unit, UnitKind, route_home};
use std::cmp::Ordering;
use thiserror::Error;

/// A unit with its route home; `route` is `None` when no home centre can be
/// reached (infinitely far, so removed first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranked {
    pub unit: Unit,
    pub route: Option<Route>,
}

impl Ranked {
    pub fn distance(&self) -> Option<usize> {
        self.route.as_ref().map(Route::distance)
    }

    /// "5", or "unreachable (infinitely far)".
    pub fn distance_text(&self) -> String {
        match self.distance() {
            Some(d) => d.to_string(),
            None => "unreachable (infinitely far)".to_string(),
        }
    }
}

#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum RemovalError {
    #[error("{count} units to remove, but only {units} given")]
    TooMany { count: usize, units: usize },
    #[error("two units given in {0}: a province holds one unit")]
    SameProvince(String),
}

fn farther_first(map: &Map, a: &Ranked, b: &Ranked) -> Ordering {
    // None (unreachable) is farther than any distance.
    let by_distance = match (a.distance(), b.distance()) {
        (None, None) => Ordering::Equal,
        (None, Some(_)) => Ordering::Less,
        (Some(_), None) => Ordering::Greater,
        (Some(x), Some(y)) => y.cmp(&x),
    };
    let fleet_first = |r: &Ranked| match r.unit.kind() {
        UnitKind::Fleet => 0,
        UnitKind::Army => 1,
    };
    by_distance
        .then(fleet_first(a).cmp(&fleet_first(b)))
        .then_with(|| {
            let name = |r: &Ranked| &map.province(r.unit.location().province).name;
            name(a).cmp(name(b))
        })
}

/// Every unit of `power` in removal order, first off first.
pub fn removal_order(map: &Map, power: Power, units: &[Unit]) -> Result<Vec<Ranked>, RemovalError> {
    for (i, u) in units.iter().enumerate() {
        let p = u.location().province;
        if units[..i].iter().any(|v| v.location().province == p) {
            return Err(RemovalError::SameProvince(map.province(p).name.clone()));
        }
    }
    let mut ranked: Vec<Ranked> = units
        .iter()
        .map(|u| Ranked {
            unit: *u,
            route: route_home(map, power, u),
        })
        .collect();
    ranked.sort_by(|a, b| farther_first(map, a, b));
    Ok(ranked)
}

/// The `count` units to remove, in order.
pub fn removals(
    map: &Map,
    power: Power,
    units: &[Unit],
    count: usize,
) -> Result<Vec<Ranked>, RemovalError> {
    if count > units.len() {
        return Err(RemovalError::TooMany {
            count,
            units: units.len(),
        });
    }
    let mut order = removal_order(map, power, units)?;
    order.truncate(count);
    Ok(order)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map() -> &'static Map {
        Map::standard().unwrap()
    }

    fn order(power: Power, units: &[&str], count: usize) -> Vec<(String, Option<usize>)> {
        let m = map();
        let units: Vec<Unit> = units.iter().map(|t| Unit::parse(m, t).unwrap()).collect();
        removals(m, power, &units, count)
            .unwrap()
            .iter()
            .map(|r| (r.unit.display(m), r.distance()))
            .collect()
    }

    fn s(text: &str, d: usize) -> (String, Option<usize>) {
        (text.to_string(), Some(d))
    }

    #[test]
    fn the_farthest_unit_goes_first() {
        // Russia: A Spain 5, F Aegean Sea 3 (Con, Black Sea, Sevastopol),
        // A Galicia 1.
        assert_eq!(
            order(Power::Russia, &["A Galicia", "F Aegean Sea", "A Spain"], 3),
            [s("A Spain", 5), s("F Aegean Sea", 3), s("A Galicia", 1)]
        );
    }

    #[test]
    fn at_equal_distance_the_fleet_goes_before_the_army() {
        // Russia: A Armenia and F Rumania are both next to Sevastopol; the
        // fleet goes although Armenia comes first in the alphabet.
        assert_eq!(
            order(Power::Russia, &["A Armenia", "F Rumania"], 1),
            [s("F Rumania", 1)]
        );
    }

    #[test]
    fn then_alphabetical_order_of_the_province_names() {
        // Russia: A Ukraine, A Livonia and A Galicia each one from a home
        // centre: Galicia first, then Livonia.
        assert_eq!(
            order(Power::Russia, &["A Ukraine", "A Livonia", "A Galicia"], 2),
            [s("A Galicia", 1), s("A Livonia", 1)]
        );
    }

    #[test]
    fn the_coast_a_fleet_stands_on_decides() {
        // Germany: A Sevastopol is 4 from Berlin/Munich. A fleet on St
        // Petersburg's north coast is also 4 (round Norway) and goes first
        // as the fleet; on the south coast it is 3 and the army goes first.
        assert_eq!(
            order(Power::Germany, &["A Sevastopol", "F stp/nc"], 1),
            [s("F St Petersburg (north coast)", 4)]
        );
        assert_eq!(
            order(Power::Germany, &["A Sevastopol", "F stp/sc"], 1),
            [s("A Sevastopol", 4)]
        );
    }

    #[test]
    fn a_convoy_route_decides() {
        // Turkey: A Tunis is 3 by sea (Ionian, Aegean, Constantinople); over
        // land it could never get home. A Vienna is 4 (Budapest, Serbia,
        // Bulgaria, Constantinople), so Vienna goes first.
        assert_eq!(
            order(Power::Turkey, &["A Tunis", "A Vienna"], 1),
            [s("A Vienna", 4)]
        );
    }

    #[test]
    fn too_many_or_two_units_in_one_province_are_refused() {
        let m = map();
        let a = Unit::parse(m, "A Spain").unwrap();
        let f = Unit::parse(m, "F spa/sc").unwrap();
        assert_eq!(
            removals(m, Power::France, &[a], 2).unwrap_err(),
            RemovalError::TooMany { count: 2, units: 1 }
        );
        assert_eq!(
            removals(m, Power::France, &[a, f], 1).unwrap_err(),
            RemovalError::SameProvince("Spain".into())
        );
    }

    #[test]
    fn a_unit_that_cannot_reach_home_is_infinitely_far() {
        // A map of one inland capital, its shore and a lake: a fleet on the
        // lake can never reach the inland home centre.
        let text = r#"{
          "home_centres": {"Austria": ["cap"]},
          "provinces": [
            {"abbr": "cap", "name": "Capital", "type": "inland", "supply_centre": true, "army": ["shr"]},
            {"abbr": "lak", "name": "Lake", "type": "sea", "fleet": ["shr"]},
            {"abbr": "shr", "name": "Shore", "type": "coastal", "army": ["cap"], "fleet": ["lak"]}
          ]
        }"#;
        let m = Map::parse(text).unwrap();
        let fleet = Unit::parse(&m, "F Lake").unwrap();
        let army = Unit::parse(&m, "A Shore").unwrap();
        let order = removal_order(&m, Power::Austria, &[army, fleet]).unwrap();
        assert_eq!(order[0].unit, fleet);
        assert_eq!(order[0].route, None);
        assert_eq!(order[0].distance_text(), "unreachable (infinitely far)");
        assert_eq!(order[1].distance(), Some(1));
    }
}

#[cfg(test)]
mod order_properties {
    use super::*;
    use crate::diplomacy::map::{Location, ProvinceType};
    use proptest::prelude::*;

    /// Every place a unit may stand on the standard map.
    fn placements(map: &Map) -> Vec<(UnitKind, Location)> {
        let mut out = Vec::new();
        for id in map.ids() {
            if Unit::new(map, UnitKind::Army, Location::province(id)).is_ok() {
                out.push((UnitKind::Army, Location::province(id)));
            }
            for l in map.fleet_locations(id) {
                out.push((UnitKind::Fleet, l));
            }
        }
        out
    }

    proptest! {
        #[test]
        fn the_order_is_farthest_first_then_fleets_then_names(
            picks in proptest::collection::vec(0usize..1000, 1..12),
            power in 0usize..7,
        ) {
            let map = Map::standard().unwrap();
            let all = placements(map);
            let mut units: Vec<Unit> = Vec::new();
            for p in picks {
                let (kind, loc) = all[p % all.len()];
                if !units.iter().any(|u| u.location().province == loc.province) {
                    units.push(Unit::new(map, kind, loc).unwrap());
                }
            }
            let power = Power::ALL[power];
            let order = removal_order(map, power, &units).unwrap();
            prop_assert_eq!(order.len(), units.len());
            for pair in order.windows(2) {
                let (a, b) = (&pair[0], &pair[1]);
                // Every unit on the standard map can reach a home centre.
                let (da, db) = (a.distance().unwrap(), b.distance().unwrap());
                prop_assert!(da >= db);
                if da == db && a.unit.kind() == b.unit.kind() {
                    prop_assert!(
                        map.province(a.unit.location().province).name
                            < map.province(b.unit.location().province).name
                    );
                }
                if da == db && a.unit.kind() != b.unit.kind() {
                    prop_assert_eq!(a.unit.kind(), UnitKind::Fleet);
                }
            }
            for r in &order {
                let route = r.route.as_ref().unwrap();
                // A route starts where the unit stands and ends on a home centre.
                prop_assert_eq!(route.steps[0], r.unit.location());
                let last = route.steps.last().unwrap().province;
                prop_assert!(map.home_centres(power).contains(&last));
                prop_assert_eq!(route.distance(), route.steps.len() - 1);
                for step in route.steps.windows(2) {
                    let (from, to) = (step[0], step[1]);
                    match r.unit.kind() {
                        UnitKind::Fleet => prop_assert!(map.fleet_moves(from).contains(&to)),
                        UnitKind::Army => {
                            let by_land = map.province(from.province).army.contains(&to.province);
                            // Into, across or out of the sea: the two touch by water.
                            let by_water = map
                                .fleet_moves_any_coast(from.province)
                                .iter()
                                .any(|l| l.province == to.province)
                                && (map.province(from.province).kind == ProvinceType::Sea
                                    || map.province(to.province).kind == ProvinceType::Sea);
                            prop_assert!(by_land || by_water);
                        }
                    }
                }
            }
        }
    }
}
