//! The fields of [`RcwRules`], as a rules file writes them: read through
//! the rules' accessors, never reached outside the rules, so rules are made
//! only through their checks.

use super::*;

/// Every number and table of the solitaire system, as the file has them
/// (see [`RcwRules`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fields {
    #[serde(default)]
    pub(super) about: String,
    pub(super) pct: PctRules,
    pub(super) sdt: Vec<SdtRow>,
    pub(super) vst: Vec<VstRow>,
    pub(super) vst_attacks: u32,
    pub(super) vst_min_odds: Odds,
    pub(super) vst_may_attack: VstMayAttack,
    pub(super) apt: Apt,
    /// Never required to attack at these odds (1-2).
    pub(super) never_required_at: Odds,
    /// Units controlling or escorting the Czar or the Gold: never below this.
    pub(super) escort_min_odds: Odds,
    /// A committee needs this many Politburo markers (8).
    pub(super) committee_threshold: u32,
    /// Collective purge on this roll or more (3).
    pub(super) collective_purge_from: u8,
    /// Politburo marker instead of a leader on this roll or less (2).
    pub(super) politburo_instead_up_to: u8,
    /// …when an individual purge result is at least this (2).
    pub(super) politburo_instead_min_result: u32,
    pub(super) max_assassin_markers: u32,
    /// Leader levels sought, in order, for 1, 2 and 3 markers.
    pub(super) assassination_levels: Vec<Vec<u8>>,
    /// The Czar may not be executed before this game turn (2).
    pub(super) czar_execution_from_turn: u32,
    /// The provinces the Non-Attack Policies ask a side to garrison.
    #[serde(default)]
    pub(super) garrisons: Garrisons,
    /// The results a player can report for an attack.
    pub(super) combat_results: Vec<CombatResult>,
    /// How the app reads what the text leaves open.
    pub(super) readings: Readings,
    /// Rolls whose every face gives the same result are not asked for
    /// (Attack Consideration at a PCT of 6 or more; committees that cannot
    /// reach the Politburo total they need). Off in games saved before.
    #[serde(default)]
    pub(super) skip_certain_rolls: bool,
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
    /// order of battle its owner). 4: a correction made while an
    /// exchange's losses are asked is taken before the next loss question,
    /// which is worked out from the board as corrected, and each loss is
    /// taken from a stack's strength as it then is; a stack on the board
    /// of a player out of the game brings the player back. 5: what the
    /// board rules out is not asked or rolled (an APT entry on a colour no
    /// other player has a stack of; a tie-break for an assassination's
    /// target when none of the tied players has a leader), and an
    /// exchange's losses are asked with the guidance of Non-Attack Policy 9
    /// in the question, not in a step before it; an entry's planned attacks
    /// are kept by who their stacks are, so a correction at one order
    /// never shifts a later order's stacks. 0: games saved before,
    /// which replay in the order they were played.
    #[serde(default)]
    pub(super) turn_flow: u32,
}
