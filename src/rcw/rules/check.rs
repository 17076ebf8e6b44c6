//! The checks a rules file passes before a game plays by it: every table
//! whole, every face read once, every number within the game's bounds.

use super::*;

impl RcwRules {
    pub(super) fn validate(&self) -> Result<(), RulesProblem> {
        self.check_garrisons()?;
        self.check_pct_start()?;
        self.check_sdt()?;
        self.check_apt()?;
        self.check_purges()?;
        self.check_bounds()?;
        Ok(())
    }

    /// The garrison lists, and a turn flow this build knows.
    fn check_garrisons(&self) -> Result<(), RulesProblem> {
        for (name, list) in [
            ("red_players", &self.garrisons.red_players),
            ("white_units", &self.garrisons.white_units),
        ] {
            if list.len() > MAX_GARRISONS {
                return Err(RulesProblem::TooManyGarrisons {
                    list: name,
                    count: list.len(),
                });
            }
            if let Some(bad) = list.iter().find(|p| {
                let n = p.trim().chars().count();
                n == 0 || n > crate::rcw::bounds::MAX_NAME
            }) {
                return Err(RulesProblem::GarrisonName {
                    list: name,
                    name: bad.clone(),
                });
            }
        }
        if self.turn_flow > TURN_FLOW {
            return Err(RulesProblem::NewerTurnFlow(self.turn_flow));
        }
        Ok(())
    }

    /// The PCT's range and the values it starts at.
    fn check_pct_start(&self) -> Result<(), RulesProblem> {
        let p = &self.pct;
        if !(1..=9).contains(&p.min) || p.min >= p.max || p.max > 9 {
            return Err(RulesProblem::PctRange {
                min: p.min,
                max: p.max,
            });
        }
        for (name, v) in [
            ("same_colour", p.start.same_colour),
            ("undecided_vs_decided", p.start.undecided_vs_decided),
            ("red_vs_white", p.start.red_vs_white),
        ] {
            if !(p.min..=p.max).contains(&v) {
                return Err(RulesProblem::OutOfRange {
                    field: format!("pct.start.{name}"),
                    value: i64::from(v),
                    lo: i64::from(p.min),
                    hi: i64::from(p.max),
                });
            }
        }
        Ok(())
    }

    /// The SDT: every face once, each row's attacks and minimum odds.
    fn check_sdt(&self) -> Result<(), RulesProblem> {
        check_faces("sdt", self.sdt.iter().map(|r| r.roll))?;
        for r in &self.sdt {
            // A VST row's own count is not used, but bounded all the same.
            if r.attacks > MAX_ATTACKS {
                return Err(RulesProblem::SdtAttacks {
                    roll: r.roll,
                    attacks: r.attacks,
                });
            }
            if r.vst {
                continue;
            }
            let Some(min) = r.min_odds else {
                return Err(RulesProblem::SdtMinOddsMissing(r.roll));
            };
            if min <= self.never_required_at {
                return Err(RulesProblem::SdtMinOddsTooLow {
                    roll: r.roll,
                    min,
                    never: self.never_required_at,
                });
            }
            if r.attacks == 0 {
                return Err(RulesProblem::SdtAttacks {
                    roll: r.roll,
                    attacks: r.attacks,
                });
            }
        }
        Ok(())
    }

    /// The VST's faces, and the APT's entries in priority order.
    fn check_apt(&self) -> Result<(), RulesProblem> {
        check_faces("vst", self.vst.iter().map(|r| r.roll))?;
        for (colour, list) in [
            ("White", &self.apt.white),
            ("Red", &self.apt.red),
            ("Undecided", &self.apt.undecided),
        ] {
            if list.is_empty() {
                return Err(RulesProblem::AptEmpty(colour));
            }
            let mut last = 0;
            for (i, e) in list.iter().enumerate() {
                if !(1..=3).contains(&e.priority) || e.priority < last {
                    return Err(RulesProblem::AptPriority {
                        colour,
                        entry: i + 1,
                        priority: e.priority,
                    });
                }
                last = e.priority;
            }
        }
        Ok(())
    }

    /// The assassination levels, the purge's faces and the combat results.
    fn check_purges(&self) -> Result<(), RulesProblem> {
        if self.assassination_levels.len() != 3
            || self
                .assassination_levels
                .iter()
                .any(|l| l.is_empty() || l.iter().any(|x| !(1..=3).contains(x)))
        {
            return Err(RulesProblem::AssassinationLevels);
        }
        if !(1..=6).contains(&self.collective_purge_from)
            || !(1..=6).contains(&self.politburo_instead_up_to)
        {
            return Err(RulesProblem::PurgeFaces);
        }
        if self.combat_results.is_empty() {
            return Err(RulesProblem::NoCombatResults);
        }
        // A chart's cell names one result by its code: codes are unique as
        // a cell is read (any case, any dash).
        let mut codes = std::collections::BTreeSet::new();
        for c in &self.combat_results {
            if let Some(code) = &c.code
                && (code.trim().is_empty() || !codes.insert(super::squash(code)))
            {
                return Err(RulesProblem::CombatResultCode(code.clone()));
            }
        }
        Ok(())
    }

    /// The PCT shifts and every count read from a file, bounded before anything is sized by them.
    fn check_bounds(&self) -> Result<(), RulesProblem> {
        let p = &self.pct;
        let sh = &p.shifts;
        for (name, v) in [
            ("attack", sh.attack),
            ("purge_attempt", sh.purge_attempt),
            ("assassination_attempt", sh.assassination_attempt),
            ("assassin_marker_given", sh.assassin_marker_given),
            ("politburo_marker_given", sh.politburo_marker_given),
        ] {
            if !(-9..=9).contains(&v) {
                return Err(RulesProblem::OutOfRange {
                    field: format!("pct.shifts.{name}"),
                    value: i64::from(v),
                    lo: -9,
                    hi: 9,
                });
            }
        }
        // Counts read from a file are bounded before anything is sized by
        // them: no rule of the game comes near these limits.
        for (name, v, lo, hi) in [
            ("vst_attacks", self.vst_attacks, 1, MAX_ATTACKS),
            ("max_assassin_markers", self.max_assassin_markers, 1, 3),
            ("committee_threshold", self.committee_threshold, 1, 200),
            (
                "politburo_instead_min_result",
                self.politburo_instead_min_result,
                0,
                10,
            ),
            (
                "czar_execution_from_turn",
                self.czar_execution_from_turn,
                1,
                MAX_TURN,
            ),
        ] {
            if !(lo..=hi).contains(&v) {
                return Err(RulesProblem::OutOfRange {
                    field: name.to_string(),
                    value: i64::from(v),
                    lo: i64::from(lo),
                    hi: i64::from(hi),
                });
            }
        }
        if self.combat_results.len() > 20 {
            return Err(RulesProblem::TooManyCombatResults(
                self.combat_results.len(),
            ));
        }
        Ok(())
    }
}

pub(super) fn check_faces(
    table: &'static str,
    rolls: impl Iterator<Item = u8>,
) -> Result<(), RulesProblem> {
    let mut seen: Vec<u8> = rolls.collect();
    seen.sort_unstable();
    if seen != [1, 2, 3, 4, 5, 6] {
        return Err(RulesProblem::Faces { table, found: seen });
    }
    Ok(())
}

/// What a rules file gets wrong, as its check finds it (said with the
/// file's name by [`RulesError::Invalid`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesProblem {
    #[error("garrisons.{list}: {count} provinces; name at most {MAX_GARRISONS}")]
    TooManyGarrisons { list: &'static str, count: usize },
    #[error(
        "garrisons.{list}: \"{name}\" is not a province name of 1 to {max} characters",
        max = crate::rcw::bounds::MAX_NAME
    )]
    GarrisonName { list: &'static str, name: String },
    #[error("turn_flow {0} is newer than this politburo knows (0 to {TURN_FLOW})")]
    NewerTurnFlow(u32),
    #[error("pct: min {min} and max {max} must satisfy 1 <= min < max <= 9")]
    PctRange { min: u8, max: u8 },
    /// A number outside the bounds the game allows.
    #[error("{field}: {value} is outside {lo}..{hi}")]
    OutOfRange {
        field: String,
        value: i64,
        lo: i64,
        hi: i64,
    },
    #[error("{table}: needs exactly one row for each die face 1..6, found {found:?}")]
    Faces { table: &'static str, found: Vec<u8> },
    #[error("sdt row {roll}: {attacks} attacks is outside 1..{MAX_ATTACKS}")]
    SdtAttacks { roll: u8, attacks: u32 },
    #[error("sdt row {0}: min_odds is missing")]
    SdtMinOddsMissing(u8),
    #[error(
        "sdt row {roll}: min_odds {min} is not better than {never}, at which no attack is ever required"
    )]
    SdtMinOddsTooLow { roll: u8, min: Odds, never: Odds },
    #[error("apt.{0}: no entries")]
    AptEmpty(&'static str),
    #[error(
        "apt.{colour} entry {entry}: priority {priority} must be 1..3 and never lower than the entry before"
    )]
    AptPriority {
        colour: &'static str,
        entry: usize,
        priority: u8,
    },
    #[error("assassination_levels: give three lists (1, 2 and 3 markers) of levels 1..3")]
    AssassinationLevels,
    #[error("collective_purge_from and politburo_instead_up_to must be die faces 1..6")]
    PurgeFaces,
    #[error("combat_results: give at least one result")]
    NoCombatResults,
    #[error("combat_results: the code \"{0}\" is empty or names two results")]
    CombatResultCode(String),
    #[error("combat_results: {0} results; give at most 20")]
    TooManyCombatResults(usize),
}
