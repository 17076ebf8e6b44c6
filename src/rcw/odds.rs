//! Combat odds: attack strength against defence strength, rounded in the
//! defender's favour to a whole-number column (1-2, 1-1, 2-1, 3-1, …).

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;

/// An odds column `attack-defence` where one side is 1 (e.g. 3-1, 1-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Odds {
    pub attack: u32,
    pub defence: u32,
}

impl Odds {
    pub const fn new(attack: u32, defence: u32) -> Odds {
        Odds { attack, defence }
    }

    /// Parses "2-1", "1-2", "2:1".
    pub fn parse(s: &str) -> Option<Odds> {
        let (a, d) = s.trim().split_once(['-', ':'])?;
        let (a, d) = (a.trim().parse().ok()?, d.trim().parse().ok()?);
        (a > 0 && d > 0).then_some(Odds::new(a, d))
    }

    /// The column for strengths `attack`:`defence`, rounded down in the
    /// defender's favour: 7:4 → 1-1, 3:4 → 1-2, 3:7 → 1-3, 11:3 → 3-1.
    /// `None` when either strength is zero (no combat to resolve).
    pub fn column(attack: u32, defence: u32) -> Option<Odds> {
        if attack == 0 || defence == 0 {
            return None;
        }
        if attack >= defence {
            Some(Odds::new(attack / defence, 1))
        } else {
            Some(Odds::new(1, defence.div_ceil(attack)))
        }
    }

    /// The next column up: 1-3 → 1-2 → 1-1 → 2-1 → 3-1.
    pub fn next_up(self) -> Odds {
        if self.defence > 1 {
            Odds::new(1, self.defence - 1)
        } else {
            Odds::new(self.attack + 1, 1)
        }
    }

    /// True when this column is at least `min` (e.g. 3-1 meets 2-1).
    pub fn meets(self, min: Odds) -> bool {
        self >= min
    }
}

impl PartialOrd for Odds {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Odds {
    fn cmp(&self, o: &Self) -> Ordering {
        (u64::from(self.attack) * u64::from(o.defence))
            .cmp(&(u64::from(o.attack) * u64::from(self.defence)))
    }
}

impl fmt::Display for Odds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.attack, self.defence)
    }
}

impl TryFrom<String> for Odds {
    type Error = String;
    fn try_from(s: String) -> Result<Odds, String> {
        Odds::parse(&s).ok_or_else(|| format!("\"{s}\" is not an odds column like \"2-1\""))
    }
}

impl From<Odds> for String {
    fn from(o: Odds) -> String {
        o.to_string()
    }
}

/// What the odds calculator tells the player about a planned attack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OddsCheck {
    pub column: Odds,
    pub minimum: Odds,
    pub meets: bool,
}

/// Odds column for the strengths and whether it meets `minimum`.
pub fn check(attack: u32, defence: u32, minimum: Odds) -> Option<OddsCheck> {
    let column = Odds::column(attack, defence)?;
    Some(OddsCheck {
        column,
        minimum,
        meets: column.meets(minimum),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_column_up() {
        let up: Vec<String> = [
            Odds::new(1, 3),
            Odds::new(1, 2),
            Odds::new(1, 1),
            Odds::new(2, 1),
        ]
        .iter()
        .map(|o| o.next_up().to_string())
        .collect();
        assert_eq!(up, ["1-2", "1-1", "2-1", "3-1"]);
    }

    #[test]
    fn rounds_in_the_defenders_favour() {
        assert_eq!(Odds::column(7, 4), Some(Odds::new(1, 1)));
        assert_eq!(Odds::column(8, 4), Some(Odds::new(2, 1)));
        assert_eq!(Odds::column(11, 3), Some(Odds::new(3, 1)));
        assert_eq!(Odds::column(3, 4), Some(Odds::new(1, 2)));
        assert_eq!(Odds::column(2, 4), Some(Odds::new(1, 2)));
        assert_eq!(Odds::column(3, 7), Some(Odds::new(1, 3)));
        assert_eq!(Odds::column(0, 7), None);
    }

    #[test]
    fn minimum_odds_are_met_or_not() {
        let two = Odds::new(2, 1);
        assert!(check(9, 4, two).is_some_and(|c| c.meets));
        assert!(check(7, 4, two).is_some_and(|c| !c.meets));
        assert!(check(12, 4, Odds::new(3, 1)).is_some_and(|c| c.meets));
        assert!(Odds::new(1, 2) < Odds::new(1, 1));
        assert_eq!(Odds::parse("2:1"), Some(two));
        assert_eq!(Odds::parse("0-1"), None);
    }
}
