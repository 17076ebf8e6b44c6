//! The solitaire system's tables and numbers as data (assets/rcw/rules.json).
//!
//! The built-in copy is compiled in; a copy under `<assets>/rcw/rules.json`
//! overrides it. Parsing is pure and every check names the entry at fault.

mod check;
pub use check::RulesProblem;
mod draft;
pub use draft::RulesDraft;
mod fields;

use super::odds::Odds;
use super::player::{PlayerColour, UnitColour};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const BUILTIN_RULES: &str = include_str!("../../../assets/rcw/rules.json");

/// A chart's cell as compared with the result codes (the rules' codes
/// are checked distinct this way): trimmed, upper case, every dash a
/// hyphen ("—" and "–" are how a printed "no effect" is often typed).
pub(crate) fn squash(s: &str) -> String {
    s.trim()
        .chars()
        .map(|c| match c {
            '–' | '—' | '‑' | '−' => '-',
            c => c,
        })
        .flat_map(char::to_uppercase)
        .collect()
}

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
///
/// Sealed: made only by [`RcwRules::parse`] (or [`RcwRules::builtin`]),
/// which checks it, by deserializing (which checks too: a message names
/// what is wrong), or from a [`RulesDraft`] by its check (the typed
/// refusal); read through its accessors; nothing changes it after. A game
/// of another turn flow or other readings gets new checked rules from
/// [`RcwRules::with_turn_flow`] or [`RcwRules::with_readings`]. The
/// numbers themselves are documented on their fields (`fields.rs`), which
/// nothing outside these rules can reach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct RcwRules(fields::Fields);

/// The rules' fields are read as the rules' own.
impl std::ops::Deref for RcwRules {
    type Target = fields::Fields;

    fn deref(&self) -> &fields::Fields {
        &self.0
    }
}

/// Reading the rules (each field's meaning is documented on the field).
impl RcwRules {
    pub fn about(&self) -> &str {
        &self.about
    }

    pub fn pct(&self) -> &PctRules {
        &self.pct
    }

    pub fn sdt(&self) -> &[SdtRow] {
        &self.sdt
    }

    pub fn vst(&self) -> &[VstRow] {
        &self.vst
    }

    pub fn vst_attacks(&self) -> u32 {
        self.vst_attacks
    }

    pub fn vst_min_odds(&self) -> Odds {
        self.vst_min_odds
    }

    pub fn vst_may_attack(&self) -> &VstMayAttack {
        &self.vst_may_attack
    }

    pub fn apt(&self) -> &Apt {
        &self.apt
    }

    pub fn never_required_at(&self) -> Odds {
        self.never_required_at
    }

    pub fn escort_min_odds(&self) -> Odds {
        self.escort_min_odds
    }

    pub fn committee_threshold(&self) -> u32 {
        self.committee_threshold
    }

    pub fn collective_purge_from(&self) -> u8 {
        self.collective_purge_from
    }

    pub fn politburo_instead_up_to(&self) -> u8 {
        self.politburo_instead_up_to
    }

    pub fn politburo_instead_min_result(&self) -> u32 {
        self.politburo_instead_min_result
    }

    pub fn max_assassin_markers(&self) -> u32 {
        self.max_assassin_markers
    }

    pub fn assassination_levels(&self) -> &[Vec<u8>] {
        &self.assassination_levels
    }

    pub fn czar_execution_from_turn(&self) -> u32 {
        self.czar_execution_from_turn
    }

    pub fn garrisons(&self) -> &Garrisons {
        &self.garrisons
    }

    pub fn combat_results(&self) -> &[CombatResult] {
        &self.combat_results
    }

    pub fn readings(&self) -> Readings {
        self.readings
    }

    pub fn skip_certain_rolls(&self) -> bool {
        self.skip_certain_rolls
    }

    pub fn turn_flow(&self) -> u32 {
        self.turn_flow
    }

    /// These rules as a game of turn flow `flow` keeps them, checked
    /// again.
    pub fn with_turn_flow(mut self, flow: u32) -> Result<RcwRules, RulesProblem> {
        self.0.turn_flow = flow;
        self.validate()?;
        Ok(self)
    }

    /// These rules with `readings` of what the text leaves open, checked
    /// again.
    pub fn with_readings(mut self, readings: Readings) -> Result<RcwRules, RulesProblem> {
        self.0.readings = readings;
        self.validate()?;
        Ok(self)
    }
}

/// The newest [`RcwRules::turn_flow`].
pub const TURN_FLOW: u32 = 5;

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
    #[error("{source_name}: {problem}")]
    Invalid {
        source_name: String,
        problem: check::RulesProblem,
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

    /// Whether a correction made while an exchange's losses are asked
    /// stands (turn flow 4).
    pub fn corrections_stand(&self) -> bool {
        self.turn_flow >= 4
    }

    /// Whether what the board rules out is neither asked nor rolled, and
    /// an exchange's guidance is given with its loss question (turn flow
    /// 5).
    pub fn asks_only_what_can_be(&self) -> bool {
        self.turn_flow >= 5
    }

    /// The compiled-in rules.
    pub fn builtin() -> Result<RcwRules, RulesError> {
        RcwRules::parse(BUILTIN_RULES, "built-in rcw/rules.json")
    }

    /// Parses and checks a rules file; `source_name` goes into messages.
    pub fn parse(text: &str, source_name: &str) -> Result<RcwRules, RulesError> {
        let draft: RulesDraft = serde_json::from_str(text).map_err(|e| RulesError::Syntax {
            source_name: source_name.to_string(),
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        })?;
        draft.check(source_name)
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
