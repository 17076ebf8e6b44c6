//! *Diplomacy*: the variant rules for two to seven players, civil disorder,
//! and the civil-disorder removal order on the standard map (002_…txt).
//!
//! The map is data (assets/diplomacy/map.json, compiled in); everything here
//! is pure functions over it.

pub mod disorder;
pub mod map;
pub mod players;
pub mod removals;
pub mod route;

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the seven Great Powers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Power {
    Austria,
    England,
    France,
    Germany,
    Italy,
    Russia,
    Turkey,
}

impl Power {
    pub const ALL: [Power; 7] = [
        Power::Austria,
        Power::England,
        Power::France,
        Power::Germany,
        Power::Italy,
        Power::Russia,
        Power::Turkey,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Power::Austria => "Austria",
            Power::England => "England",
            Power::France => "France",
            Power::Germany => "Germany",
            Power::Italy => "Italy",
            Power::Russia => "Russia",
            Power::Turkey => "Turkey",
        }
    }

    /// "Italian territory".
    pub fn adjective(self) -> &'static str {
        match self {
            Power::Austria => "Austrian",
            Power::England => "English",
            Power::France => "French",
            Power::Germany => "German",
            Power::Italy => "Italian",
            Power::Russia => "Russian",
            Power::Turkey => "Turkish",
        }
    }
}

/// A power by name, any case; the usual three-letter short forms and
/// "Austria-Hungary" are accepted too.
impl std::str::FromStr for Power {
    type Err = crate::words::Unknown;
    fn from_str(text: &str) -> Result<Power, Self::Err> {
        let t = text.trim().to_lowercase();
        Power::ALL
            .into_iter()
            .find(|p| {
                let name = p.name().to_lowercase();
                t == name || t == name[..3] || (*p == Power::Austria && t == "austria-hungary")
            })
            .ok_or_else(|| {
                crate::words::Unknown::new(
                    text,
                    "a power",
                    "Austria, England, France, Germany, Italy, Russia or Turkey",
                )
            })
    }
}

impl fmt::Display for Power {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powers_parse_by_name_or_short_form_in_any_case() {
        assert_eq!("russia".parse(), Ok(Power::Russia));
        assert_eq!(" TUR ".parse(), Ok(Power::Turkey));
        assert_eq!("Austria-Hungary".parse(), Ok(Power::Austria));
        assert_eq!(
            "Prussia".parse::<Power>().unwrap_err().to_string(),
            "\"Prussia\" is not a power (Austria, England, France, Germany, Italy, Russia or Turkey)"
        );
    }
}
