//! The solitaire system's tables and numbers as data (assets/rcw/rules.json).
//!
//! The built-in copy is compiled in; a copy under `<assets>/rcw/rules.json`
//! overrides it. Parsing is pure and every check names the entry at fault.

use super::odds::Odds;
use super::player::{PlayerColour, UnitColour};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const BUILTIN_RULES: &str = include_str!("../../assets/rcw/rules.json");

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartValues {
    pub same_colour: u8,
    pub undecided_vs_decided: u8,
    pub red_vs_white: u8,
}

/// PCT shifts [I-2]: positive = right (less friendly).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shifts {
    pub attack: i8,
    pub purge_attempt: i8,
    pub assassination_attempt: i8,
    pub assassin_marker_given: i8,
    pub politburo_marker_given: i8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PctRules {
    pub min: u8,
    pub max: u8,
    pub start: StartValues,
    pub shifts: Shifts,
}

/// One row of the SDT (Strategy Determination Table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SdtRow {
    pub roll: u8,
    #[serde(default)]
    pub attacks: u32,
    #[serde(default)]
    pub min_odds: Option<Odds>,
    #[serde(default)]
    pub purge: bool,
    #[serde(default)]
    pub assassination: bool,
    /// Die 1: hand an assassin marker to the 2nd friendliest player.
    #[serde(default)]
    pub give_assassin_marker: bool,
    /// Die 6: roll on the VST instead.
    #[serde(default)]
    pub vst: bool,
}

/// Whom a VST (Vindictive Strategy Table) result attacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VstTarget {
    Friendliest,
    SecondFriendliest,
    Czar,
    Gold,
    SecondUnfriendliest,
    Unfriendliest,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VstRow {
    pub roll: u8,
    pub target: VstTarget,
    pub text: String,
}

/// One APT (Attack Priority Table) entry: the phasing player's units of
/// colour `units` attack units of colour `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AptEntry {
    pub priority: u8,
    pub units: UnitColour,
    pub target: UnitColour,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Apt {
    #[serde(rename = "White")]
    pub white: Vec<AptEntry>,
    #[serde(rename = "Red")]
    pub red: Vec<AptEntry>,
    #[serde(rename = "Undecided")]
    pub undecided: Vec<AptEntry>,
}

impl Apt {
    pub fn for_colour(&self, c: PlayerColour) -> &[AptEntry] {
        match c {
            PlayerColour::White => &self.white,
            PlayerColour::Red => &self.red,
            PlayerColour::Undecided => &self.undecided,
        }
    }
}

/// Which target colours each unit colour may attack under the VST.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VstMayAttack {
    #[serde(rename = "Red")]
    pub red: Vec<UnitColour>,
    #[serde(rename = "White")]
    pub white: Vec<UnitColour>,
    #[serde(rename = "Green")]
    pub green: Vec<UnitColour>,
    #[serde(rename = "Blue")]
    pub blue: Vec<UnitColour>,
}

impl VstMayAttack {
    pub fn targets(&self, attacker: UnitColour) -> &[UnitColour] {
        match attacker {
            UnitColour::Red => &self.red,
            UnitColour::White => &self.white,
            UnitColour::Green => &self.green,
            UnitColour::Blue => &self.blue,
        }
    }
}

/// A result of the base game's Combat Results Table, as the player reports it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CombatResult {
    pub text: String,
    /// Losses come from combat units, not leaders (Non-Attack Policy 9).
    #[serde(default)]
    pub exchange: bool,
    /// The defender may have lost its last units (Non-Attack Policy 10).
    #[serde(default)]
    pub defender_losses: bool,
    /// The answer Enter picks.
    #[serde(default)]
    pub default: bool,
}

/// Every number and table of the solitaire system.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RcwRules {
    #[serde(default)]
    pub about: String,
    pub pct: PctRules,
    pub sdt: Vec<SdtRow>,
    pub vst: Vec<VstRow>,
    pub vst_attacks: u32,
    pub vst_min_odds: Odds,
    pub vst_may_attack: VstMayAttack,
    pub apt: Apt,
    /// Never required to attack at these odds (1-2).
    pub never_required_at: Odds,
    /// Units controlling or escorting the Czar or the Gold: never below this.
    pub escort_min_odds: Odds,
    /// A committee needs this many Politburo markers (8).
    pub committee_threshold: u32,
    /// Collective purge on this roll or more (3).
    pub collective_purge_from: u8,
    /// Politburo marker instead of a leader on this roll or less (2).
    pub politburo_instead_up_to: u8,
    /// …when an individual purge result is at least this (2).
    pub politburo_instead_min_result: u32,
    pub max_assassin_markers: u32,
    /// Leader levels sought, in order, for 1, 2 and 3 markers.
    pub assassination_levels: Vec<Vec<u8>>,
    /// The Czar may not be executed before this game turn (2).
    pub czar_execution_from_turn: u32,
    /// The results a player can report for an attack.
    pub combat_results: Vec<CombatResult>,
}

/// What is wrong with a rules file, naming the entry.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum RulesError {
    #[error("{source_name}: not valid rules JSON at line {line}, column {column}: {message}")]
    Syntax {
        source_name: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{source_name}: {message}")]
    Invalid {
        source_name: String,
        message: String,
    },
}

impl RcwRules {
    /// The compiled-in rules.
    pub fn builtin() -> Result<RcwRules, RulesError> {
        RcwRules::parse(BUILTIN_RULES, "built-in rcw/rules.json")
    }

    /// Parses and checks a rules file; `source_name` goes into messages.
    pub fn parse(text: &str, source_name: &str) -> Result<RcwRules, RulesError> {
        let rules: RcwRules = serde_json::from_str(text).map_err(|e| RulesError::Syntax {
            source_name: source_name.to_string(),
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        })?;
        rules.validate().map_err(|message| RulesError::Invalid {
            source_name: source_name.to_string(),
            message,
        })?;
        Ok(rules)
    }

    fn validate(&self) -> Result<(), String> {
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
        check_faces("sdt", self.sdt.iter().map(|r| r.roll))?;
        for r in &self.sdt {
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
            if r.attacks == 0 || r.attacks > 12 {
                return Err(format!(
                    "sdt row {}: {} attacks is outside 1..12",
                    r.roll, r.attacks
                ));
            }
        }
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
        if self.max_assassin_markers == 0 || self.vst_attacks == 0 {
            return Err("max_assassin_markers and vst_attacks must be at least 1".to_string());
        }
        Ok(())
    }

    pub fn sdt_row(&self, face: u8) -> Option<&SdtRow> {
        self.sdt.iter().find(|r| r.roll == face)
    }

    pub fn vst_row(&self, face: u8) -> Option<&VstRow> {
        self.vst.iter().find(|r| r.roll == face)
    }

    /// Leader levels sought for `markers` assassin markers (1..=3).
    pub fn levels_for(&self, markers: u32) -> &[u8] {
        let i = markers.clamp(1, 3) as usize - 1;
        self.assassination_levels
            .get(i)
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }
}

fn check_faces(table: &str, rolls: impl Iterator<Item = u8>) -> Result<(), String> {
    let mut seen: Vec<u8> = rolls.collect();
    seen.sort_unstable();
    if seen != [1, 2, 3, 4, 5, 6] {
        return Err(format!(
            "{table}: needs exactly one row for each die face 1..6, found {seen:?}"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_rules_parse() {
        let r = RcwRules::builtin().unwrap();
        assert_eq!(r.committee_threshold, 8);
        assert_eq!(r.levels_for(2), &[2, 3, 1]);
    }

    #[test]
    fn a_broken_file_names_the_entry() {
        let bad =
            BUILTIN_RULES.replace("\"roll\": 5, \"attacks\": 5", "\"roll\": 4, \"attacks\": 5");
        let e = RcwRules::parse(&bad, "assets/rcw/rules.json").unwrap_err();
        assert!(e.to_string().contains("sdt: needs exactly one row"), "{e}");
        assert!(e.to_string().starts_with("assets/rcw/rules.json"), "{e}");
        let e = RcwRules::parse("{ \"pct\": ", "x.json").unwrap_err();
        assert!(matches!(e, RulesError::Syntax { line: 1, .. }), "{e}");
        let bad = BUILTIN_RULES.replace("\"min_odds\": \"2-1\"", "\"min_odds\": \"1-2\"");
        let e = RcwRules::parse(&bad, "x.json").unwrap_err();
        assert!(e.to_string().contains("sdt row 2: min_odds 1-2"), "{e}");
    }
}
