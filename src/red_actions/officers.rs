//! Officer casualties from shooting ("Off" results) and in hand-to-hand combat.
//!
//! A d6 for each officer, read on the printed tables (shooting: a 1 is a
//! casualty; combat: a 1, and a 2 as well if the unit routs). Losing every officer adds a terror marker
//! and a serious test.

use super::limits::Limit;
use super::odds::{Outcome, power};
use super::printed::printed_column;
use crate::ratio::Ratio;
use crate::tables::{Registry, RollError};
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

/// Officer Casualties from Shooting (one column).
pub const SHOOTING_TABLE: &str = "red-actions/officer-casualty-shooting";
/// Officer Casualties in Combat: "Unit does not rout", "Unit routs".
pub const COMBAT_TABLE: &str = "red-actions/officer-casualty-combat";

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
    /// The d6 faces that are a casualty, as printed (1, or 1–2 for a routing unit in combat).
    pub casualty_on: Vec<i32>,
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

/// Chance of exactly 0, 1, … `officers` casualties, each officer lost on
/// the faces the printed table gives for `context` (any result but "No
/// casualty"). `officers` must be within [`OFFICERS`] (the command line
/// refuses anything else); a count outside is read as the nearest end of
/// the range, so the result is always a true distribution.
pub fn officer_work(
    reg: &Registry,
    context: OfficerContext,
    officers: u32,
) -> Result<OfficerWork, RollError> {
    let printed = match context {
        OfficerContext::Shooting => printed_column(reg, SHOOTING_TABLE, 0)?,
        OfficerContext::Combat { routs } => printed_column(reg, COMBAT_TABLE, usize::from(routs))?,
    };
    let lost = |text: &str| !text.eq_ignore_ascii_case("no casualty");
    let p = printed.chance_where(lost);
    let mut casualty_on: Vec<i32> = printed
        .outcomes
        .iter()
        .filter(|o| lost(&o.result))
        .flat_map(|o| o.rolls.iter().copied())
        .collect();
    casualty_on.sort_unstable();
    let q = p.complement();
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
    Ok(OfficerWork {
        casualty_on,
        per_officer: p,
        outcomes,
        all_lost: power(p, n),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shooting_one_officer_is_one_in_six() {
        let w = officer_work(&Registry::builtin(), OfficerContext::Shooting, 1).unwrap();
        assert_eq!(w.per_officer, Ratio::new(1, 6));
        assert_eq!(w.outcomes[0].chance, Ratio::new(5, 6));
        assert_eq!(w.all_lost, Ratio::new(1, 6));
    }

    #[test]
    fn combat_with_a_rout_is_one_or_two() {
        // Two officers, unit routs: each lost on 1–2 (1/3). None: (2/3)² = 4/9;
        // one: 2 × 1/3 × 2/3 = 4/9; both: 1/9.
        let reg = Registry::builtin();
        let w = officer_work(&reg, OfficerContext::Combat { routs: true }, 2).unwrap();
        assert_eq!(w.casualty_on, vec![1, 2]);
        let chances: Vec<Ratio> = w.outcomes.iter().map(|o| o.chance).collect();
        assert_eq!(
            chances,
            vec![Ratio::new(4, 9), Ratio::new(4, 9), Ratio::new(1, 9)]
        );
        assert!(w.outcomes[2].result.contains("all: add a terror marker"));
        let w = officer_work(&reg, OfficerContext::Combat { routs: false }, 1).unwrap();
        assert_eq!(w.per_officer, Ratio::new(1, 6));
    }

    #[test]
    fn counts_outside_the_range_are_read_at_its_ends() {
        // The command line refuses them; the rules module never computes
        // (or allocates for) more officers than a unit can have.
        let reg = Registry::builtin();
        let work = |n| officer_work(&reg, OfficerContext::Shooting, n).unwrap();
        let top = work(OFFICERS.max as u32);
        assert_eq!(work(u32::MAX), top);
        assert_eq!(
            top.outcomes.iter().map(|o| o.chance).sum::<Ratio>(),
            Ratio::ONE
        );
        assert_eq!(work(0), work(1));
    }
}
