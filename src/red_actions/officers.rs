//! Officer casualties from shooting ("Off" results) and in hand-to-hand combat.
//!
//! Shooting: a d6 for each officer in the unit, a 1 is a casualty. Combat: a
//! d6 for each officer entering combat, a 1 is a casualty, and a 2 as well if
//! the unit routs for any reason. Losing every officer adds a terror marker
//! and a serious test.

use super::odds::{Outcome, d6_between};
use crate::ratio::Ratio;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum OfficerContext {
    /// An "Off" result on the Shooting Table.
    #[default]
    Shooting,
    /// Hand-to-hand combat; `routs` when the unit routs for any reason.
    Combat { routs: bool },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OfficerWork {
    /// Highest d6 face that is a casualty (1, or 2 for a routing unit in combat).
    pub casualty_on: i32,
    pub per_officer: Ratio,
    /// Chance of exactly 0, 1, … `officers` casualties.
    pub outcomes: Vec<Outcome>,
    /// Every officer lost: the unit adds a terror marker and takes a serious test.
    pub all_lost: Ratio,
}

fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

fn power(r: Ratio, n: u64) -> Ratio {
    (0..n).fold(Ratio::ONE, |acc, _| acc * r)
}

pub fn officer_work(context: OfficerContext, officers: u32) -> OfficerWork {
    let casualty_on = match context {
        OfficerContext::Combat { routs: true } => 2,
        _ => 1,
    };
    let p = d6_between(1, casualty_on);
    let q = Ratio::ONE - p;
    let n = u64::from(officers);
    let outcomes = (0..=n)
        .map(|k| {
            let chance = Ratio::new(choose(n, k), 1) * power(p, k) * power(q, n - k);
            let what = match (k, n) {
                (0, _) => "no officer casualty".to_string(),
                (k, n) if k == n => format!(
                    "{k} of {n} officers lost — all: add a terror marker, take a serious test"
                ),
                (k, n) => format!("{k} of {n} officers lost"),
            };
            Outcome::new(what, chance)
        })
        .collect();
    OfficerWork {
        casualty_on,
        per_officer: p,
        outcomes,
        all_lost: power(p, n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shooting_one_officer_is_one_in_six() {
        let w = officer_work(OfficerContext::Shooting, 1);
        assert_eq!(w.per_officer, Ratio::new(1, 6));
        assert_eq!(w.outcomes[0].chance, Ratio::new(5, 6));
        assert_eq!(w.all_lost, Ratio::new(1, 6));
    }

    #[test]
    fn combat_with_a_rout_is_one_or_two() {
        // Two officers, unit routs: each lost on 1–2 (1/3). None: (2/3)² = 4/9;
        // one: 2 × 1/3 × 2/3 = 4/9; both: 1/9.
        let w = officer_work(OfficerContext::Combat { routs: true }, 2);
        assert_eq!(w.casualty_on, 2);
        let chances: Vec<Ratio> = w.outcomes.iter().map(|o| o.chance).collect();
        assert_eq!(
            chances,
            vec![Ratio::new(4, 9), Ratio::new(4, 9), Ratio::new(1, 9)]
        );
        assert!(w.outcomes[2].result.contains("all: add a terror marker"));
        let w = officer_work(OfficerContext::Combat { routs: false }, 1);
        assert_eq!(w.per_officer, Ratio::new(1, 6));
    }
}
