//! Morale tests: 2d6 equal to or lower than the modified success number
//! passes; 12 always fails.

use super::limits::Limit;
use super::odds::{Outcome, two_d6_at_most, two_d6_exactly};
use crate::ratio::Ratio;
use serde::{Deserialize, Serialize};

/// A success number from a unit's card, read against 2d6.
pub const SUCCESS_NUMBER: Limit = Limit::new(
    0,
    12,
    "a card's success number is read against 2d6, which scores 2 to 12",
);

/// The officers' morale effect: the commanding junior officer's, plus a
/// senior officer's where it applies.
pub const OFFICERS_EFFECT: Limit = Limit::new(
    -6,
    6,
    "a junior officer's morale effect plus a senior officer's, each a few points either way",
);

/// The four kinds of test, named as in the rules' "Type of Test" column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TestType {
    /// Charging the enemy.
    Charge,
    /// Being charged, ambushed or gassed, losing a base, interpenetrated by
    /// routers, humiliated in combat.
    #[default]
    Fear,
    /// A serious result from shooting, all officers lost, routers of equal
    /// or better class passing within 200m (8").
    Serious,
    /// Rally from rout.
    RallyFromRout,
    /// Rally from pinned (removing a pinned marker).
    RallyFromPinned,
}

impl TestType {
    pub const ALL: [TestType; 5] = [
        TestType::Charge,
        TestType::Fear,
        TestType::Serious,
        TestType::RallyFromRout,
        TestType::RallyFromPinned,
    ];

    pub fn name(self) -> &'static str {
        match self {
            TestType::Charge => "Charge test",
            TestType::Fear => "Fear test",
            TestType::Serious => "Serious test",
            TestType::RallyFromRout => "Rally test (from rout)",
            TestType::RallyFromPinned => "Rally test (from pinned)",
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            TestType::Charge => "charge",
            TestType::Fear => "fear",
            TestType::Serious => "serious",
            TestType::RallyFromRout => "rally-rout",
            TestType::RallyFromPinned => "rally-pinned",
        }
    }

    /// "Results of Failed Morale Tests", as printed.
    pub fn failure(self) -> &'static str {
        match self {
            TestType::Charge => {
                "the unit may not charge the enemy this turn, but is otherwise unaffected."
            }
            TestType::Fear => "immediately routs.",
            TestType::Serious => "immediately retires.",
            TestType::RallyFromRout => {
                "a currently routing unit receives a humiliated marker and makes another rout move."
            }
            TestType::RallyFromPinned => {
                "a pinned unit must remain basically stationary, but may fire."
            }
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoraleInput {
    pub test: TestType,
    /// Success number from the unit's card for this test.
    pub success_number: i32,
    /// The officers' morale effect (junior, plus senior if applicable), signed.
    pub officers: i32,
    /// Enemy behind the unit's flanks within 300m (12"), no visible friends able to charge it: −2.
    pub enemy_behind_flank: bool,
    /// Behind earthworks, in a trench or in a stone building suitable for defence: +2.
    pub earthworks: bool,
    /// Night or fog: +1 to all morale rolls.
    pub night_or_fog: bool,
    /// Ambushed while marching: −3 to the fear test.
    pub ambushed_marching: bool,
    /// Optional rule: a Commissar-led unit failing a charge test gains a terror marker.
    pub commissar: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoraleWork {
    pub modifiers: Vec<(&'static str, i32)>,
    pub modified: i32,
    pub pass: Ratio,
    pub outcomes: Vec<Outcome>,
    /// Rally from rout only: how a failure splits under the standard RA! rule.
    pub alternative: Vec<Outcome>,
    pub notes: Vec<String>,
}

/// Whether 2d6 showing `sum` passes a test needing `modified` or less.
pub fn passes(sum: i32, modified: i32) -> bool {
    sum != 12 && sum <= modified
}

pub fn morale_work(input: &MoraleInput) -> MoraleWork {
    let mut modifiers = Vec::new();
    if input.officers != 0 {
        modifiers.push(("Officers' morale effect", input.officers));
    }
    if input.enemy_behind_flank {
        modifiers.push(("Enemy behind the unit's flanks within 300m (12\")", -2));
    }
    if input.earthworks {
        modifiers.push(("Behind earthworks, in a trench or in a stone building", 2));
    }
    if input.night_or_fog {
        modifiers.push(("Night or fog", 1));
    }
    let mut notes = Vec::new();
    if input.ambushed_marching {
        if input.test == TestType::Fear {
            modifiers.push(("Ambushed while marching", -3));
        } else {
            notes.push("ambushed while marching: the −3 applies to the fear test only".to_string());
        }
    }
    // Saturating: the inputs come within SUCCESS_NUMBER and OFFICERS_EFFECT,
    // and even beyond them a number pinned at an i32 end still passes on
    // exactly the same sums (2–11, or none), so the odds stay right.
    let modified = modifiers
        .iter()
        .fold(input.success_number, |n, m| n.saturating_add(m.1));
    // 12 always fails, so at best 2..=11 pass.
    let pass = two_d6_at_most(modified.min(11));
    let fail = pass.complement();
    let (pass_sums, fail_sums): (Vec<i32>, Vec<i32>) =
        (2..=12).partition(|&sum| passes(sum, modified));
    let mut failure = format!("Fails — {}", input.test.failure());
    if input.commissar && input.test == TestType::Charge {
        failure.push_str(" Optional rule: the Commissar-led unit also gains a terror marker.");
    }
    if modified >= 12 {
        notes.push("only a 12 fails: all morale tests are failed on a score of 12".to_string());
    }
    if modified < 2 {
        notes.push(format!(
            "modified success number {modified}: no 2d6 roll can pass"
        ));
    }
    let mut alternative = Vec::new();
    if input.test == TestType::RallyFromRout {
        notes.push(
            "alternatively, the standard RA! rule: more than 2 over the rally value or a natural 12 removes the unit; failing by 1 or 2 only makes another rout move"
                .to_string(),
        );
        let (removed, by_one_or_two): (Vec<i32>, Vec<i32>) = fail_sums
            .iter()
            .copied()
            .partition(|&sum| sum == 12 || sum > modified.saturating_add(2));
        let chance = |sums: &[i32]| -> Ratio { sums.iter().map(|&s| two_d6_exactly(s)).sum() };
        alternative = vec![
            Outcome::on(
                "Standard RA!: failed by 1 or 2 — another rout move, no other effect",
                &by_one_or_two,
                chance(&by_one_or_two),
            ),
            Outcome::on(
                "Standard RA!: more than 2 over, or a natural 12 — removed from the game",
                &removed,
                chance(&removed),
            ),
        ];
    }
    MoraleWork {
        modifiers,
        modified,
        pass,
        outcomes: vec![
            Outcome::on(
                format!("Passes (2d6 ≤ {modified}, not 12)"),
                &pass_sums,
                pass,
            ),
            Outcome::on(failure, &fail_sums, fail),
        ],
        alternative,
        notes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(test: TestType, n: i32) -> MoraleInput {
        MoraleInput {
            test,
            success_number: n,
            ..MoraleInput::default()
        }
    }

    #[test]
    fn pass_on_the_number_or_less() {
        // Success 7: 2..7 = 21 ways of 36.
        let w = morale_work(&input(TestType::Fear, 7));
        assert_eq!(w.pass, Ratio::new(21, 36));
        assert_eq!(w.outcomes[1].result, "Fails — immediately routs.");
        assert_eq!(w.outcomes[0].rolls, vec![2, 3, 4, 5, 6, 7]);
        assert!(passes(7, 7));
        assert!(!passes(8, 7));
    }

    #[test]
    fn twelve_always_fails() {
        // Success 10 + officer +2 + earthworks +2 + night +1 = 15: only the 12 fails → 35/36.
        let w = morale_work(&MoraleInput {
            officers: 2,
            earthworks: true,
            night_or_fog: true,
            ..input(TestType::Serious, 10)
        });
        assert_eq!(w.modified, 15);
        assert_eq!(w.pass, Ratio::new(35, 36));
        assert!(!passes(12, 15));
    }

    #[test]
    fn bonuses_and_penalties_add() {
        // 8 − 1 (poor officer) − 2 (enemy behind flank) − 3 (ambushed marching, fear) = 2 → 1/36.
        let w = morale_work(&MoraleInput {
            officers: -1,
            enemy_behind_flank: true,
            ambushed_marching: true,
            ..input(TestType::Fear, 8)
        });
        assert_eq!(w.modified, 2);
        assert_eq!(w.pass, Ratio::new(1, 36));
        // Below 2 nothing passes.
        let w = morale_work(&MoraleInput {
            enemy_behind_flank: true,
            ..input(TestType::Charge, 3)
        });
        assert_eq!(w.pass, Ratio::ZERO);
    }

    #[test]
    fn standard_rally_rule_splits_the_failures() {
        // Rally 6: fails on 7–12; 7–8 are 1 or 2 over (6+5 = 11/36), 9–12 removed (10/36).
        let w = morale_work(&input(TestType::RallyFromRout, 6));
        assert_eq!(w.alternative[0].rolls, vec![7, 8]);
        assert_eq!(w.alternative[0].chance, Ratio::new(11, 36));
        assert_eq!(w.alternative[1].rolls, vec![9, 10, 11, 12]);
        assert_eq!(w.alternative[1].chance, Ratio::new(10, 36));
        // Rally 11: only the natural 12 fails, and it removes the unit.
        let w = morale_work(&input(TestType::RallyFromRout, 11));
        assert!(w.alternative[0].rolls.is_empty());
        assert_eq!(w.alternative[1].rolls, vec![12]);
        assert!(
            morale_work(&input(TestType::Fear, 6))
                .alternative
                .is_empty()
        );
    }

    #[test]
    fn failure_consequences_per_test() {
        assert_eq!(
            TestType::Charge.failure(),
            "the unit may not charge the enemy this turn, but is otherwise unaffected."
        );
        assert_eq!(TestType::Serious.failure(), "immediately retires.");
        assert!(
            TestType::RallyFromRout
                .failure()
                .contains("humiliated marker")
        );
        assert!(TestType::RallyFromPinned.failure().contains("may fire"));
        let w = morale_work(&MoraleInput {
            commissar: true,
            ..input(TestType::Charge, 7)
        });
        assert!(w.outcomes[1].result.contains("gains a terror marker"));
    }
}
