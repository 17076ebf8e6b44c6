//! The variant's data: who moves when, what the revolution places, and the
//! territories the treaty and the variant name (assets/aa1914/civil_war.json).

use serde::Deserialize;
use std::sync::OnceLock;
use thiserror::Error;

pub const CIVIL_WAR_JSON: &str = include_str!("../../assets/aa1914/civil_war.json");

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitCount {
    pub count: u32,
    pub unit: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Placement {
    pub territory: String,
    pub units: Vec<UnitCount>,
}

impl Placement {
    /// "3 infantry, 1 artillery".
    pub fn units_text(&self) -> String {
        self.units
            .iter()
            .map(|u| format!("{} {}", u.count, u.unit))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CivilWar {
    #[serde(default)]
    #[allow(dead_code)]
    note: String,
    /// The revolution is checked from this round on.
    pub first_round: u32,
    /// The whole round, Soviet Russia included.
    pub turn_order: Vec<String>,
    pub allied_retreat_from: Vec<String>,
    pub central_retreat_from: Vec<String>,
    pub placements: Vec<Placement>,
    pub control_markers: Vec<String>,
    pub starting_ipcs: u32,
    pub outer_russia: Vec<String>,
    pub inner_russia: Vec<String>,
    pub closed_to_soviet_land_units: Vec<String>,
}

#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum CivilWarError {
    #[error("civil war data is not valid JSON of the expected shape: {0}")]
    Json(String),
    #[error("civil war data: {0}")]
    Invalid(String),
}

/// Lower case, single spaces, "Tartarstan" read as "Tatarstan" (the text
/// spells it both ways).
pub fn normalise(name: &str) -> String {
    let w: Vec<String> = name
        .split_whitespace()
        .map(|x| x.to_lowercase())
        .map(|x| {
            if x == "tartarstan" {
                "tatarstan".to_string()
            } else {
                x
            }
        })
        .collect();
    w.join(" ")
}

impl CivilWar {
    pub fn parse(text: &str) -> Result<CivilWar, CivilWarError> {
        let cw: CivilWar =
            serde_json::from_str(text).map_err(|e| CivilWarError::Json(e.to_string()))?;
        if !cw.turn_order.iter().any(|p| p == "Soviet Russia") {
            return Err(CivilWarError::Invalid(
                "turn_order has no \"Soviet Russia\"".into(),
            ));
        }
        for p in &cw.placements {
            if p.units.is_empty() || p.units.iter().any(|u| u.count == 0) {
                return Err(CivilWarError::Invalid(format!(
                    "placement in {} places no units",
                    p.territory
                )));
            }
        }
        Ok(cw)
    }

    pub fn standard() -> Result<&'static CivilWar, CivilWarError> {
        static CW: OnceLock<Result<CivilWar, CivilWarError>> = OnceLock::new();
        CW.get_or_init(|| CivilWar::parse(CIVIL_WAR_JSON))
            .as_ref()
            .map_err(Clone::clone)
    }

    fn listed(list: &[String], name: &str) -> Option<String> {
        let n = normalise(name);
        list.iter().find(|t| normalise(t) == n).cloned()
    }

    pub fn outer_russia(&self, name: &str) -> Option<String> {
        Self::listed(&self.outer_russia, name)
    }

    pub fn inner_russia(&self, name: &str) -> Option<String> {
        Self::listed(&self.inner_russia, name)
    }

    pub fn closed_to_soviet_land(&self, name: &str) -> Option<String> {
        Self::listed(&self.closed_to_soviet_land_units, name)
    }

    /// Every territory the variant names (its lists and placements), once.
    pub fn named_territories(&self) -> Vec<String> {
        let mut all: Vec<String> = Vec::new();
        let lists = [
            &self.outer_russia,
            &self.inner_russia,
            &self.closed_to_soviet_land_units,
            &self.allied_retreat_from,
            &self.central_retreat_from,
            &self.control_markers,
        ];
        let placed = self.placements.iter().map(|p| &p.territory);
        for t in lists.into_iter().flatten().chain(placed) {
            if !all.iter().any(|a| normalise(a) == normalise(t)) {
                all.push(t.clone());
            }
        }
        all
    }

    /// The territory called `name` (any case, "Tartarstan" too), if the
    /// variant names it.
    pub fn named(&self, name: &str) -> Option<String> {
        Self::listed(&self.named_territories(), name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cw() -> &'static CivilWar {
        CivilWar::standard().unwrap()
    }

    #[test]
    fn soviets_move_after_the_usa_and_before_austria_hungary() {
        assert_eq!(
            cw().turn_order,
            [
                "Austria-Hungary",
                "Russia",
                "Germany",
                "France",
                "United Kingdom",
                "Ottoman Empire",
                "Italy",
                "United States",
                "Soviet Russia"
            ]
        );
    }

    #[test]
    fn the_revolution_places_the_units_the_text_lists() {
        let p: Vec<(String, String)> = cw()
            .placements
            .iter()
            .map(|p| (p.territory.clone(), p.units_text()))
            .collect();
        assert_eq!(
            p,
            [
                ("Moscow".to_string(), "3 infantry, 1 artillery".to_string()),
                ("Karelia".to_string(), "3 infantry, 1 artillery".to_string()),
                ("Kazakhstan".to_string(), "2 infantry".to_string()),
                ("Sea Zone 12".to_string(), "1 cruiser".to_string()),
            ]
        );
        assert_eq!(cw().control_markers, ["Moscow", "Karelia", "Kazakhstan"]);
        assert_eq!(cw().starting_ipcs, 9);
        assert_eq!(cw().first_round, 4);
    }

    #[test]
    fn outer_and_inner_russia_and_the_closed_neighbours() {
        assert_eq!(
            cw().outer_russia,
            [
                "Livonia",
                "Poland",
                "Belarus",
                "Ukraine",
                "Finland",
                "Sevastopol"
            ]
        );
        assert_eq!(
            cw().inner_russia,
            ["Karelia", "Moscow", "Tatarstan", "Kazakhstan"]
        );
        assert_eq!(cw().closed_to_soviet_land_units, ["Persia", "Afghanistan"]);
        assert_eq!(
            cw().inner_russia("TARTARSTAN").as_deref(),
            Some("Tatarstan")
        );
        assert_eq!(cw().outer_russia("ukraine").as_deref(), Some("Ukraine"));
    }

    #[test]
    fn data_without_the_soviets_in_the_turn_order_is_refused() {
        let bad = CIVIL_WAR_JSON.replace(", \"Soviet Russia\"]", "]");
        assert_eq!(
            CivilWar::parse(&bad).unwrap_err(),
            CivilWarError::Invalid("turn_order has no \"Soviet Russia\"".into())
        );
    }
}
