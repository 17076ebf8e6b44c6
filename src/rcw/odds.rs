//! Combat odds: attack strength against defence strength, rounded in the
//! defender's favour to a whole-number column (1-2, 1-1, 2-1, 3-1, …), and
//! the one check of whether an attack is legal at them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A column's level from a count: beyond i64 it is the top one there is.
const fn level(n: u64) -> i64 {
    if n > i64::MAX as u64 {
        i64::MAX
    } else {
        n as i64
    }
}

/// An odds column, `n-1` or `1-n` (1-1 is both): one number, so that two
/// columns are equal exactly when neither is higher.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Odds {
    /// 0 for 1-1, n - 1 for n-1, 1 - n for 1-n.
    level: i64,
}

impl Odds {
    /// The column `attack-defence` as printed: one side is 1 (2-1, 1-2).
    /// Given two other numbers it is the column their strengths fall in
    /// ([`Odds::column`], rounded in the defender's favour: 4, 2 → 2-1),
    /// so it never makes a column the tables do not have; a side of 0
    /// reads as 1.
    pub const fn new(attack: u32, defence: u32) -> Odds {
        Odds::of_strengths(attack as u64, defence as u64)
    }

    /// The column `attack` makes against `defence` ([`Odds::column`]),
    /// a zero side read as 1.
    pub const fn of_strengths(attack: u64, defence: u64) -> Odds {
        let a = if attack == 0 { 1 } else { attack };
        let d = if defence == 0 { 1 } else { defence };
        match Odds::column(a, d) {
            Some(o) => o,
            // Never: both sides are at least 1.
            None => Odds { level: 0 },
        }
    }

    /// The attack side of the column as printed (3 in 3-1, 1 in 1-2).
    pub fn attack(self) -> u64 {
        self.level.max(0).unsigned_abs() + 1
    }

    /// The defence side of the column as printed (1 in 3-1, 2 in 1-2).
    pub fn defence(self) -> u64 {
        self.level.min(0).unsigned_abs() + 1
    }

    /// The column for strengths `attack`:`defence`, rounded down in the
    /// defender's favour: 7:4 → 1-1, 3:4 → 1-2, 3:7 → 1-3, 11:3 → 3-1.
    /// `None` when either strength is zero (no combat to resolve).
    ///
    /// The one place a column is worked out from strengths.
    pub const fn column(attack: u64, defence: u64) -> Option<Odds> {
        if attack == 0 || defence == 0 {
            return None;
        }
        Some(Odds {
            level: if attack >= defence {
                level(attack / defence - 1)
            } else {
                // 1-n: n = defence / attack, rounded up.
                1 - level(defence.div_ceil(attack))
            },
        })
    }

    /// The least attack strength whose column against `defence` is this
    /// one or better: n × defence for n-1, defence / n rounded up for 1-n.
    pub fn strength_for(self, defence: u64) -> u64 {
        if self.level >= 0 {
            self.attack().saturating_mul(defence)
        } else {
            // The column against `defence` is at least 1-n when
            // defence / attack rounded up is at most n.
            defence.div_ceil(self.defence())
        }
    }

    /// The next column up: 1-3 → 1-2 → 1-1 → 2-1 → 3-1.
    pub fn next_up(self) -> Odds {
        Odds {
            level: self.level.saturating_add(1),
        }
    }

    /// True when this column is at least `min` (e.g. 3-1 meets 2-1).
    pub fn meets(self, min: Odds) -> bool {
        self >= min
    }
}

impl fmt::Display for Odds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.attack(), self.defence())
    }
}

/// Why a word is not an odds column.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OddsError {
    #[error("\"{0}\" is not an odds column like \"2-1\" or \"1-2\"")]
    NotOdds(String),
    #[error("\"{0}\" is not an odds column: each side is at least 1")]
    Zero(String),
    #[error("\"{0}\" is not an odds column: one side of a column is 1 (\"2-1\", \"1-2\")")]
    NoOne(String),
}

/// A column as printed or typed: "2-1", "1-2", "2:1" (one side 1; "4-2"
/// is not a column).
impl std::str::FromStr for Odds {
    type Err = OddsError;
    fn from_str(s: &str) -> Result<Odds, OddsError> {
        let t = s.trim();
        let not = || OddsError::NotOdds(t.to_string());
        let (a, d) = t.split_once(['-', ':']).ok_or_else(not)?;
        let a: u32 = a.trim().parse().map_err(|_| not())?;
        let d: u32 = d.trim().parse().map_err(|_| not())?;
        if a == 0 || d == 0 {
            return Err(OddsError::Zero(t.to_string()));
        }
        if a != 1 && d != 1 {
            return Err(OddsError::NoOne(t.to_string()));
        }
        Ok(Odds::new(a, d))
    }
}

impl TryFrom<String> for Odds {
    type Error = OddsError;
    fn try_from(s: String) -> Result<Odds, OddsError> {
        s.parse()
    }
}

impl From<Odds> for String {
    fn from(o: Odds) -> String {
        o.to_string()
    }
}

/// What makes an attack legal, from the rules in force: the minimum column
/// asked for, never at the column no one is required to attack at (1-2)
/// or worse, and the escort minimum (3-1) when a stack holding the Czar or
/// the Gold is among the attackers. The planner, the wizard's odds entry,
/// your turn's calculator and the command line all ask this one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Legality {
    pub min: Odds,
    pub escort_min: Odds,
    pub never_at: Option<Odds>,
}

/// How an attack stands against the [`Legality`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A strength is zero: nothing to resolve.
    NoCombat,
    /// At the column no one is ever required to attack at, or worse.
    NeverRequired {
        column: Odds,
        never_at: Odds,
    },
    /// Below the minimum the attack needs (the escort minimum for an
    /// escorted attack).
    Below {
        column: Odds,
        need: Odds,
    },
    Legal {
        column: Odds,
        need: Odds,
    },
}

impl Legality {
    /// The least column an attack needs: the minimum raised above the
    /// never-required column, and to the escort minimum when escorted.
    pub fn need(&self, escorted: bool) -> Odds {
        let min = self
            .never_at
            .map_or(self.min, |n| self.min.max(n.next_up()));
        if escorted {
            self.escort_min.max(min)
        } else {
            min
        }
    }

    pub fn check(&self, attack: u64, defence: u64, escorted: bool) -> Verdict {
        let Some(column) = Odds::column(attack, defence) else {
            return Verdict::NoCombat;
        };
        let need = self.need(escorted);
        match self.never_at {
            Some(never_at) if column <= never_at => Verdict::NeverRequired { column, never_at },
            _ if column < need => Verdict::Below { column, need },
            _ => Verdict::Legal { column, need },
        }
    }
}

impl fmt::Display for Verdict {
    /// "7:4 is the 1-1 column (rounded in the defender's favour); it does
    /// not meet 2-1."
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::NoCombat => write!(f, "Enter both strengths (a strength of 0 is no combat)."),
            Verdict::NeverRequired { column, never_at } => write!(
                f,
                "the {column} column (rounded in the defender's favour): no player is ever required to attack at {never_at} or worse."
            ),
            Verdict::Below { column, need } => write!(
                f,
                "the {column} column (rounded in the defender's favour); it does not meet {need}."
            ),
            Verdict::Legal { column, need } => write!(
                f,
                "the {column} column (rounded in the defender's favour); it meets {need}."
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A column is worked out in one place: `new` and `column` agree on
    /// every pair of strengths, and a zero side reads as 1 in `new`.
    #[test]
    fn new_and_column_are_the_one_computation() {
        for a in 0..40u32 {
            for d in 0..40u32 {
                let by_column = Odds::column(u64::from(a.max(1)), u64::from(d.max(1)));
                assert_eq!(Some(Odds::new(a, d)), by_column, "{a}:{d}");
            }
        }
        assert_eq!(Odds::new(0, 0), Odds::new(1, 1));
        assert_eq!(Odds::column(0, 3), None);
        assert_eq!(Odds::column(3, 0), None);
        assert_eq!(
            Odds::column(u64::MAX, 1).map(|o| o > Odds::new(99, 1)),
            Some(true)
        );
    }

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
        // Strengths far past any table still give a column.
        assert_eq!(
            Odds::column(u64::MAX, 1).map(|o| o > Odds::new(9, 1)),
            Some(true)
        );
    }

    #[test]
    fn one_column_is_one_value() {
        // 2-2 is the 1-1 column, equal to it as it orders with it.
        assert_eq!(Odds::new(2, 2), Odds::new(1, 1));
        assert_eq!(Odds::new(4, 2), Odds::new(2, 1));
        assert_eq!(Odds::new(2, 2).to_string(), "1-1");
        assert_eq!(
            "4-2".parse::<Odds>(),
            Err(OddsError::NoOne("4-2".into())),
            "not a column as printed"
        );
        assert_eq!(" 3:1 ".parse(), Ok(Odds::new(3, 1)));
        assert_eq!(
            "three".parse::<Odds>(),
            Err(OddsError::NotOdds("three".into()))
        );
        let o = Odds::new(1, 3);
        assert_eq!((o.attack(), o.defence()), (1, 3));
    }

    #[test]
    fn the_strength_a_column_takes() {
        assert_eq!(Odds::new(2, 1).strength_for(3), 6);
        assert_eq!(Odds::new(1, 1).strength_for(3), 3);
        // 1-2 against 3: 2:3 is 1-2 (3/2 rounded up), 1:3 is 1-3.
        assert_eq!(Odds::new(1, 2).strength_for(3), 2);
        for d in 1..30u64 {
            for o in [Odds::new(1, 3), Odds::new(1, 1), Odds::new(3, 1)] {
                let s = o.strength_for(d);
                assert!(Odds::column(s, d).is_some_and(|c| c >= o));
                assert!(s == 1 || Odds::column(s - 1, d).is_some_and(|c| c < o));
            }
        }
    }

    #[test]
    fn minimum_odds_are_met_or_not() {
        let rules = Legality {
            min: Odds::new(2, 1),
            escort_min: Odds::new(3, 1),
            never_at: Some(Odds::new(1, 2)),
        };
        assert!(matches!(rules.check(9, 4, false), Verdict::Legal { .. }));
        assert!(matches!(rules.check(7, 4, false), Verdict::Below { .. }));
        assert!(
            matches!(rules.check(9, 4, true), Verdict::Below { need, .. } if need == Odds::new(3, 1))
        );
        assert!(matches!(rules.check(12, 4, true), Verdict::Legal { .. }));
        assert!(matches!(
            rules.check(3, 6, false),
            Verdict::NeverRequired { .. }
        ));
        assert_eq!(rules.check(0, 6, false), Verdict::NoCombat);
        // Never below 1-1, whatever the minimum says.
        let low = Legality {
            min: Odds::new(1, 3),
            ..rules
        };
        assert_eq!(low.need(false), Odds::new(1, 1));
        assert!(Odds::new(1, 2) < Odds::new(1, 1));
        assert_eq!("0-1".parse::<Odds>(), Err(OddsError::Zero("0-1".into())));
    }
}
