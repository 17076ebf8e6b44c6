//! The solitaire system's tables and numbers as data (assets/rcw/rules.json).
//!
//! The built-in copy is compiled in; a copy under `<assets>/rcw/rules.json`
//! overrides it. Parsing is pure and every check names the entry at fault.

use super::odds::Odds;
use super::player::{PlayerColour, UnitColour};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const BUILTIN_RULES: &str = include_str!("../../assets/rcw/rules.json");

/// The last game turn the app counts to: far past any real game, and small
/// enough that adding to it never overflows.
pub const MAX_TURN: u32 = 9_999;
/// The most attacks one table row can ask for (SDT and VST alike).
pub const MAX_ATTACKS: u32 = 12;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartValues {
    pub same_colour: u8,
    pub undecided_vs_decided: u8,
    pub red_vs_white: u8,
}

/// PCT shifts [I-2]: positive = right (less friendly).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shifts {
    pub attack: i8,
    pub purge_attempt: i8,
    pub assassination_attempt: i8,
    pub assassin_marker_given: i8,
    pub politburo_marker_given: i8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PctRules {
    pub min: u8,
    pub max: u8,
    pub start: StartValues,
    pub shifts: Shifts,
}

/// One row of the SDT (Strategy Determination Table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
#[serde(deny_unknown_fields)]
pub struct VstRow {
    pub roll: u8,
    pub target: VstTarget,
    pub text: String,
}

/// One APT (Attack Priority Table) entry: the phasing player's units of
/// colour `units` attack units of colour `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AptEntry {
    pub priority: u8,
    pub units: UnitColour,
    pub target: UnitColour,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
#[serde(deny_unknown_fields)]
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

/// How collective spoils are handed out, "beginning with the phasing player
/// and progressing alphabetically" [I-9].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpoilsOrder {
    /// From the phasing player onward in the alphabet, wrapping round
    /// (phasing C with A and E: C, E, A).
    CyclicFromPhasing,
    /// The phasing player, then the others from A (C, A, E).
    PhasingThenAlphabetical,
}

/// Who shifts on the PCT with the target of an individual purge [I-6].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IndividualPurgeShift {
    /// Only the player who makes the attempt.
    PurgerOnly,
    /// Every member of the purging committee, as for a collective purge.
    EveryMember,
}

/// Who makes an individual purge for a committee the phasing player is not
/// on (the counter-committee purging the phasing player) [I-10].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CounterPurger {
    /// A die roll among the committee's members, logged like a tie-break.
    DieRoll,
    /// The member first in the alphabet.
    FirstInAlphabet,
}

/// How the committee to execute the Czar is formed "in the same manner as
/// purges" [I-11].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CzarCommittee {
    /// The committee rolls only: no Politburo marker is handed over first,
    /// and the execution goes ahead even if every eligible player joins.
    RollsOnly,
    /// As a purge in full: a Politburo marker to the 2nd friendliest player
    /// first, and no execution when every eligible player joins.
    AsPurge,
}

/// The readings of the text that it leaves open, each a named setting so a
/// player who reads it the other way can switch it. A saved game keeps the
/// readings it was played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Readings {
    pub spoils_order: SpoilsOrder,
    pub individual_purge_shift: IndividualPurgeShift,
    pub counter_committee_purger: CounterPurger,
    pub czar_execution_committee: CzarCommittee,
}

impl Readings {
    /// The readings of every game saved before they became settings.
    pub const BEFORE_SETTINGS: Readings = Readings {
        spoils_order: SpoilsOrder::PhasingThenAlphabetical,
        individual_purge_shift: IndividualPurgeShift::EveryMember,
        counter_committee_purger: CounterPurger::FirstInAlphabet,
        czar_execution_committee: CzarCommittee::RollsOnly,
    };

    /// One line per reading, with its [I-n] number, for the rules reference.
    pub fn lines(&self) -> Vec<(&'static str, &'static str)> {
        vec![
            (
                "I-6",
                match self.individual_purge_shift {
                    IndividualPurgeShift::PurgerOnly => {
                        "individual purge: only the player who makes the attempt shifts with the target (collective: every member)"
                    }
                    IndividualPurgeShift::EveryMember => {
                        "individual purge: every member of the committee shifts with the target, as for a collective purge"
                    }
                },
            ),
            (
                "I-9",
                match self.spoils_order {
                    SpoilsOrder::CyclicFromPhasing => {
                        "spoils: from the phasing player onward in the alphabet, wrapping round (C, E, A)"
                    }
                    SpoilsOrder::PhasingThenAlphabetical => {
                        "spoils: the phasing player first, then the others from A (C, A, E)"
                    }
                },
            ),
            (
                "I-10",
                match self.counter_committee_purger {
                    CounterPurger::DieRoll => {
                        "a committee without the phasing player: a die roll picks the member who makes an individual purge"
                    }
                    CounterPurger::FirstInAlphabet => {
                        "a committee without the phasing player: its member first in the alphabet makes an individual purge"
                    }
                },
            ),
            (
                "I-11",
                match self.czar_execution_committee {
                    CzarCommittee::RollsOnly => {
                        "Czar execution: the committee rolls only; no Politburo marker first, and it goes ahead even if every eligible player joins"
                    }
                    CzarCommittee::AsPurge => {
                        "Czar execution: as a purge in full; a Politburo marker to the 2nd friendliest first, none if every eligible player joins"
                    }
                },
            ),
        ]
    }
}

/// What a combat result does to the stacks of the attack, for keeping the
/// order of battle true (the planner proposes it, the player confirms).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StackEffect {
    /// Nothing to change.
    #[default]
    None,
    AttackerEliminated,
    AttackerRetreats,
    /// Both sides lose strength.
    Exchange,
    DefenderRetreats,
    DefenderEliminated,
}

/// A result of the base game's Combat Results Table, as the player reports it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatResult {
    /// What a printed Combat Results Table puts in its cells for this
    /// result ("AE", "-" for no effect): how a chart the player types
    /// ([`crate::rcw::chart`]) names it. Rules saved before have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    pub text: String,
    /// Losses come from combat units, not leaders (Non-Attack Policy 9).
    #[serde(default)]
    pub exchange: bool,
    /// The defender may have lost its last units (Non-Attack Policy 10).
    #[serde(default)]
    pub defender_losses: bool,
    /// The attacker may have lost its last units (AE, EX: Non-Attack
    /// Policy 10 holds for the phasing player too).
    #[serde(default)]
    pub attacker_losses: bool,
    /// Leaders of the side(s) taking losses may have died: asked which.
    #[serde(default)]
    pub leaders_may_fall: bool,
    /// Units moved or died: the Czar or the Gold held by either side may
    /// have changed hands (asked to whom).
    #[serde(default)]
    pub treasure_may_change: bool,
    /// Copies of rules.json and games saved before marked one result (DR)
    /// as the answer Enter took. The mark is read so they still load, and
    /// never used or written: Enter never guesses a combat's result.
    #[serde(default, rename = "default", skip_serializing)]
    was_default: Dropped,
    /// What it does to the attack's stacks in the order of battle.
    #[serde(default, skip_serializing_if = "is_no_stack_effect")]
    pub stacks: StackEffect,
}

/// A yes-or-no mark no longer used: read (it must still be a yes or no)
/// and dropped, so every value is the same.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Dropped;

impl<'de> Deserialize<'de> for Dropped {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Dropped, D::Error> {
        <bool as Deserialize>::deserialize(d).map(|_| Dropped)
    }
}

fn is_no_stack_effect(e: &StackEffect) -> bool {
    *e == StackEffect::None
}

/// Where the Non-Attack Policies ask for garrisons: Red players in Tver,
/// Petrograd "and those areas where Red replacements are expected" (Policy
/// 6), White units in "those areas where White replacements are expected"
/// (Policy 7). The text names only Tver and Petrograd: add the replacement
/// areas of your scenario in an edited rules file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Garrisons {
    #[serde(default)]
    pub red_players: Vec<String>,
    #[serde(default)]
    pub white_units: Vec<String>,
}

/// The most provinces a garrison list names.
pub const MAX_GARRISONS: usize = 50;

/// Every number and table of the solitaire system.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
    /// The provinces the Non-Attack Policies ask a side to garrison.
    #[serde(default)]
    pub garrisons: Garrisons,
    /// The results a player can report for an attack.
    pub combat_results: Vec<CombatResult>,
    /// How the app reads what the text leaves open.
    pub readings: Readings,
    /// Rolls whose every face gives the same result are not asked for
    /// (Attack Consideration at a PCT of 6 or more; committees that cannot
    /// reach the Politburo total they need). Off in games saved before.
    #[serde(default)]
    pub skip_certain_rolls: bool,
    /// The order a bot turn asks its steps in. 1 (this release's): the
    /// turn keeps the order of battle true as it goes — a planned attack's
    /// stacks are moved in before it is resolved, who holds the Czar and
    /// the Gold is asked before whether a side has units left, the
    /// Non-Attack Policies propose moves (the Czar off the map before
    /// consolidating), a side out of the game leaves the order of battle,
    /// the Czar's and Gold's marks follow the state, what the order of
    /// battle settles is not asked, and no leader is asked about after a
    /// purge that took a Politburo marker instead. 2: with an order of
    /// battle kept, who holds the Czar and the Gold and each player's unit
    /// colours are read from it, and a board typed anew keeps the ids of
    /// the stacks it still has. 3: an attack the planner ordered is not
    /// asked whose units it goes against (the plan names the stack, the
    /// order of battle its owner). 0: games saved before, which replay in
    /// the order they were played.
    #[serde(default)]
    pub turn_flow: u32,
}

/// The newest [`RcwRules::turn_flow`].
pub const TURN_FLOW: u32 = 3;

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
    /// Whether the turn follows the board as this release does (see
    /// [`RcwRules::turn_flow`]).
    pub fn follows_the_board(&self) -> bool {
        self.turn_flow >= 1
    }

    /// Whether a kept order of battle is where the Czar's and the Gold's
    /// holders and the unit colours are read (turn flow 2).
    pub fn reads_the_board(&self) -> bool {
        self.turn_flow >= 2
    }

    /// Whether a planned attack's defender is read from the plan rather
    /// than asked (turn flow 3).
    pub fn defender_from_the_plan(&self) -> bool {
        self.turn_flow >= 3
    }

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
                n == 0 || n > super::edit::MAX_NAME
            }) {
                return Err(format!(
                    "garrisons.{name}: \"{bad}\" is not a province name of 1 to {} characters",
                    super::edit::MAX_NAME
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
                && (code.trim().is_empty() || !codes.insert(super::chart::squash(code)))
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

    /// The minimum odds these rules ask an attack for: every SDT row's
    /// and the VST's, lowest first (the escorts' own minimum apart).
    pub fn minima(&self) -> Vec<Odds> {
        let mut odds: Vec<Odds> = self
            .sdt
            .iter()
            .filter_map(|r| r.min_odds)
            .chain([self.vst_min_odds])
            .collect();
        odds.sort();
        odds.dedup();
        odds
    }

    /// What makes an attack legal when `min` is asked: the Czar's and
    /// the Gold's escorts at their own minimum too, and never at the
    /// column no one is required to attack at.
    pub fn legality(&self, min: Odds) -> super::odds::Legality {
        super::odds::Legality {
            min,
            escort_min: self.escort_min_odds,
            never_at: Some(self.never_required_at),
        }
    }

    /// The odds a minimum can be given as: from the column above the one
    /// at which no attack is ever required (1-1) up to the highest minimum
    /// these rules ever ask (the escorts' 3-1 in the text).
    pub fn minimum_odds_range(&self) -> std::ops::RangeInclusive<Odds> {
        let highest = self
            .minima()
            .into_iter()
            .chain([self.escort_min_odds])
            .max()
            .unwrap_or(self.escort_min_odds);
        self.never_required_at.next_up()..=highest
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
