//! Officer casualties from shooting ("Off" results) and in hand-to-hand combat.
//!
//! Shooting: a d6 for each officer in the unit, a 1 is a casualty. Combat: a
//! d6 for each officer entering combat, a 1 is a casualty, and a 2 as well if
//! the unit routs for any reason. Losing every officer adds a terror marker
//! and a serious test.

use super::limits::Limit;
use super::odds::{Outcome, d6_between, power};
use crate::ratio::Ratio;
use serde::{Deserialize, Serialize};

/// Officers in one unit that can take the test. A unit has one junior
/// officer; senior officers may be attached and units combined, each
/// bringing its officer. Twelve is twice a full unit of 6 bases. The odds
/// are exact for every count in the range (the smallest chance, (1/6)^12,
/// has a denominator far inside a u64; exactness would end past 24).
pub const OFFICERS: Limit = Limit::new(
    1,
    12,
    "a unit has one junior officer, plus any senior officers attached or officers of units combined into it; 12 is twice a full unit of 6 bases",
);

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

/// Ways of choosing `k` of `n` (exact for every `n` within [`OFFICERS`]).
fn choose(n: u64, k: u64) -> u64 {
    // Each step's product is k·C(n, k−1) ≤ n·C(n, k), far inside u64 here.
    (0..k).fold(1, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}

/// Chance of exactly 0, 1, … `officers` casualties, each officer lost on a
/// d6 of `casualty_on` or less. `officers` must be within [`OFFICERS`] (the
/// command line refuses anything else); a count outside is read as the
/// nearest end of the range, so the result is always a true distribution.
pub fn officer_work(context: OfficerContext, officers: u32) -> OfficerWork {
    let casualty_on = match context {
        OfficerContext::Combat { routs: true } => 2,
        _ => 1,
    };
    let p = d6_between(1, casualty_on);
    let q = Ratio::ONE - p;
    let n = i64::from(officers).clamp(OFFICERS.min, OFFICERS.max) as u64;
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

    #[test]
    fn counts_outside_the_range_are_read_at_its_ends() {
        // The command line refuses them; the rules module never computes
        // (or allocates for) more officers than a unit can have.
        let top = officer_work(OfficerContext::Shooting, OFFICERS.max as u32);
        assert_eq!(officer_work(OfficerContext::Shooting, u32::MAX), top);
        assert_eq!(
            top.outcomes.iter().map(|o| o.chance).sum::<Ratio>(),
            Ratio::ONE
        );
        assert_eq!(
            officer_work(OfficerContext::Shooting, 0),
            officer_work(OfficerContext::Shooting, 1)
        );
    }
}
