//! The checks a rules file passes before a game plays by it: every table
//! whole, every face read once, every number within the game's bounds.

use super::*;

impl RcwRules {
    pub(super) fn validate(&self) -> Result<(), String> {
        self.check_garrisons()?;
        self.check_pct_start()?;
        self.check_sdt()?;
        self.check_apt()?;
        self.check_purges()?;
        self.check_bounds()?;
        Ok(())
    }

    /// The garrison lists, and a turn flow this build knows.
    fn check_garrisons(&self) -> Result<(), String> {
        for (name, list) in [
            ("red_players", &self.garrisons.red_players),
            ("white_units", &self.garrisons.white_units),
        ] {
            if list.len() > MAX_GARRISONS {
                return Err(format!(
                    "garrisons.{name}: {} provinces; name at most {MAX_GARRISONS}",
                    list.len()
                ));
            }
            if let Some(bad) = list.iter().find(|p| {
                let n = p.trim().chars().count();
                n == 0 || n > crate::rcw::edit::MAX_NAME
            }) {
                return Err(format!(
                    "garrisons.{name}: \"{bad}\" is not a province name of 1 to {} characters",
                    crate::rcw::edit::MAX_NAME
                ));
            }
        }
        if self.turn_flow > TURN_FLOW {
            return Err(format!(
                "turn_flow {} is newer than this politburo knows (0 to {TURN_FLOW})",
                self.turn_flow
            ));
        }
        Ok(())
    }

    /// The PCT's range and the values it starts at.
    fn check_pct_start(&self) -> Result<(), String> {
        let p = &self.pct;
        if !(1..=9).contains(&p.min) || p.min >= p.max || p.max > 9 {
            return Err(format!(
                "pct: min {} and max {} must satisfy 1 <= min < max <= 9",
                p.min, p.max
            ));
        }
        for (name, v) in [
            ("same_colour", p.start.same_colour),
            ("undecided_vs_decided", p.start.undecided_vs_decided),
            ("red_vs_white", p.start.red_vs_white),
        ] {
            if !(p.min..=p.max).contains(&v) {
                return Err(format!(
                    "pct.start.{name}: {v} is outside {}..{}",
                    p.min, p.max
                ));
            }
        }
        Ok(())
    }

    /// The SDT: every face once, each row's attacks and minimum odds.
    fn check_sdt(&self) -> Result<(), String> {
        check_faces("sdt", self.sdt.iter().map(|r| r.roll))?;
        for r in &self.sdt {
            // A VST row's own count is not used, but bounded all the same.
            if r.attacks > MAX_ATTACKS {
                return Err(format!(
                    "sdt row {}: {} attacks is outside 1..{MAX_ATTACKS}",
                    r.roll, r.attacks
                ));
            }
            if r.vst {
                continue;
            }
            let Some(min) = r.min_odds else {
                return Err(format!("sdt row {}: min_odds is missing", r.roll));
            };
            if min <= self.never_required_at {
                return Err(format!(
                    "sdt row {}: min_odds {min} is not better than {}, at which no attack is ever required",
                    r.roll, self.never_required_at
                ));
            }
            if r.attacks == 0 {
                return Err(format!(
                    "sdt row {}: {} attacks is outside 1..{MAX_ATTACKS}",
                    r.roll, r.attacks
                ));
            }
        }
        Ok(())
    }

    /// The VST's faces, and the APT's entries in priority order.
    fn check_apt(&self) -> Result<(), String> {
        check_faces("vst", self.vst.iter().map(|r| r.roll))?;
        for (colour, list) in [
            ("White", &self.apt.white),
            ("Red", &self.apt.red),
            ("Undecided", &self.apt.undecided),
        ] {
            if list.is_empty() {
                return Err(format!("apt.{colour}: no entries"));
            }
            let mut last = 0;
            for (i, e) in list.iter().enumerate() {
                if !(1..=3).contains(&e.priority) || e.priority < last {
                    return Err(format!(
                        "apt.{colour} entry {}: priority {} must be 1..3 and never lower than the entry before",
                        i + 1,
                        e.priority
                    ));
                }
                last = e.priority;
            }
        }
        Ok(())
    }

    /// The assassination levels, the purge's faces and the combat results.
    fn check_purges(&self) -> Result<(), String> {
        if self.assassination_levels.len() != 3
            || self
                .assassination_levels
                .iter()
                .any(|l| l.is_empty() || l.iter().any(|x| !(1..=3).contains(x)))
        {
            return Err(
                "assassination_levels: give three lists (1, 2 and 3 markers) of levels 1..3"
                    .to_string(),
            );
        }
        if !(1..=6).contains(&self.collective_purge_from)
            || !(1..=6).contains(&self.politburo_instead_up_to)
        {
            return Err(
                "collective_purge_from and politburo_instead_up_to must be die faces 1..6"
                    .to_string(),
            );
        }
        if self.combat_results.is_empty() {
            return Err("combat_results: give at least one result".to_string());
        }
        // A chart's cell names one result by its code: codes are unique as
        // a cell is read (any case, any dash).
        let mut codes = std::collections::BTreeSet::new();
        for c in &self.combat_results {
            if let Some(code) = &c.code
                && (code.trim().is_empty() || !codes.insert(crate::rcw::chart::squash(code)))
            {
                return Err(format!(
                    "combat_results: the code \"{code}\" is empty or names two results"
                ));
            }
        }
        Ok(())
    }

    /// The PCT shifts and every count read from a file, bounded before anything is sized by them.
    fn check_bounds(&self) -> Result<(), String> {
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
                return Err(format!("pct.shifts.{name}: {v} is outside -9..9"));
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
                return Err(format!("{name}: {v} is outside {lo}..{hi}"));
            }
        }
        if self.combat_results.len() > 20 {
            return Err(format!(
                "combat_results: {} results; give at most 20",
                self.combat_results.len()
            ));
        }
        Ok(())
    }

    /// Checks rules that did not come from [`RcwRules::parse`] (a session
    /// file stores the rules it was played with).
    pub fn check(&self, source_name: &str) -> Result<(), RulesError> {
        self.validate().map_err(|message| RulesError::Invalid {
            source_name: source_name.to_string(),
            message,
        })
    }
}

pub(super) fn check_faces(table: &str, rolls: impl Iterator<Item = u8>) -> Result<(), String> {
    let mut seen: Vec<u8> = rolls.collect();
    seen.sort_unstable();
    if seen != [1, 2, 3, 4, 5, 6] {
        return Err(format!(
            "{table}: needs exactly one row for each die face 1..6, found {seen:?}"
        ));
    }
    Ok(())
}
