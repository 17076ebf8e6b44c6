//! What a bot turn shows the player at each step, what the player answers,
//! and what goes into the log.

use super::edit::Edit;
use super::odds::Odds;
use super::player::{Seat, Seats, UnitColour};
use super::text::Text;
use crate::ratio::Ratio;
use serde::{Deserialize, Serialize};

/// One possible result of a die roll: the faces that give it and what it means.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FaceOutcome {
    pub faces: Vec<u8>,
    pub label: String,
    /// These faces are rolled again: they decide nothing.
    #[serde(default)]
    pub reroll: bool,
}

impl FaceOutcome {
    /// The chance of this outcome on one die, before any re-roll.
    pub fn chance(&self) -> Ratio {
        Ratio::new(self.faces.len() as u64, 6)
    }

    /// "1–4", "6", "1, 3".
    pub fn faces_text(&self) -> String {
        faces_text(&self.faces)
    }
}

/// Faces as ranges: [1,2,3,4] → "1–4".
pub fn faces_text(faces: &[u8]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < faces.len() {
        let mut j = i;
        while j + 1 < faces.len() && faces[j + 1] == faces[j] + 1 {
            j += 1;
        }
        parts.push(if j > i {
            format!("{}–{}", faces[i], faces[j])
        } else {
            faces[i].to_string()
        });
        i = j + 1;
    }
    parts.join(", ")
}

/// A roll the engine needs: one six-sided die.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollPrompt {
    /// The table or procedure rolled on, e.g. "Strategy Determination Table".
    pub table: String,
    /// What the roll decides, e.g. "C's strategy this turn".
    pub purpose: String,
    /// Every face is covered by exactly one outcome.
    pub outcomes: Vec<FaceOutcome>,
    /// The rule that asks for the roll.
    pub rule: String,
}

impl RollPrompt {
    /// The chance that the roll ends on `o`, re-rolls counted: its faces
    /// out of the faces that decide something. `None` for the re-roll.
    pub fn final_chance(&self, o: &FaceOutcome) -> Option<Ratio> {
        let live: usize = self
            .outcomes
            .iter()
            .filter(|x| !x.reroll)
            .map(|x| x.faces.len())
            .sum();
        (!o.reroll && live > 0).then(|| Ratio::new(o.faces.len() as u64, live as u64))
    }
}

/// The acknowledgement of a bot turn's last step (the UI shows the turn's
/// board checklist with it).
pub const END_TURN: &str = "End turn";

/// A question about the physical board: only legal answers are offered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// What kind of question this is, as a stable key (`rcw play --json`
    /// and scripts read it; the wording may change, the topic does not).
    pub topic: Topic,
    pub text: String,
    pub options: Vec<String>,
    /// The answer Enter picks: the one that keeps the app's board equal
    /// to the table's. `None` where there is no such answer (how much a
    /// side lost): Enter then does nothing until the player picks.
    pub default: Option<usize>,
    pub rule: String,
    /// "How many attacks can …?": what the attack planner needs to propose
    /// the answer from the player's order of battle.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<Box<PlanAsk>>,
    /// The stacks of the order of battle the question is about, by id.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stacks: Vec<super::planner::StackId>,
    /// A combat result the game's chart can read: each answer's chance,
    /// and [`Input::ChartRoll`] answers it with a roll.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chart: Option<ChartAsk>,
}

/// A combat result the game's own chart ([`super::chart`]) reads: the
/// chance of each answer, column by column, and where the attack stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChartAsk {
    pub title: String,
    pub dice: crate::tables::DiceSpec,
    /// The chart's columns, worst first.
    pub columns: Vec<Odds>,
    /// The attack's odds as planned, when the app knows them.
    pub odds: Option<Odds>,
    /// The column those odds read (the top column above it); `None` when
    /// the app does not know the odds, or they are below the chart: the
    /// player names the column with the roll.
    pub at: Option<usize>,
    /// Per column, the chance of each answer offered (as `options`).
    pub chances: Vec<Vec<Ratio>>,
}

impl ChartAsk {
    /// What the result question shows of `chart` for an attack at `odds`
    /// (`None`: not known), with `n` answers.
    pub fn new(chart: &super::chart::Chart, odds: Option<Odds>, n: usize) -> ChartAsk {
        ChartAsk {
            title: chart.title().to_string(),
            dice: chart.dice(),
            columns: chart.columns().to_vec(),
            odds,
            at: odds.and_then(|o| chart.column_of(o)),
            chances: (0..chart.columns().len())
                .map(|c| chart.chances(c, n))
                .collect(),
        }
    }

    /// The attack's odds are known and below the chart: it cannot be read.
    pub fn below(&self) -> Option<Odds> {
        self.odds.filter(|_| self.at.is_none())
    }

    /// The column a roll reads: the attack's, else the one named.
    pub fn column(&self, named: Option<Odds>) -> Result<usize, Refused> {
        let first = || self.columns.first().copied();
        if let Some(o) = self.below() {
            return Err(Refused::BelowTheChart {
                odds: o,
                first: first(),
            });
        }
        match (self.at, named) {
            (Some(at), None) => Ok(at),
            (Some(at), Some(o)) if super::chart::column_in(&self.columns, o) == Some(at) => Ok(at),
            (Some(at), Some(o)) => Err(Refused::OtherColumn {
                reads: self.columns.get(at).copied(),
                named: o,
            }),
            (None, Some(o)) => {
                super::chart::column_in(&self.columns, o).ok_or(Refused::NotOnTheChart {
                    odds: o,
                    first: first(),
                })
            }
            (None, None) => Err(Refused::NameTheColumn {
                first: first(),
                last: self.columns.last().copied(),
            }),
        }
    }

    /// Whether `faces` are a throw of the chart's dice.
    pub fn check_faces(&self, faces: &[u8]) -> Result<(), Refused> {
        if faces.len() != self.dice.count() {
            return Err(Refused::Faces {
                dice: self.dice,
                given: faces.len(),
            });
        }
        match faces.iter().find(|f| !(1..=6).contains(*f)) {
            Some(f) => Err(Refused::Face(*f)),
            None => Ok(()),
        }
    }
}

/// Why an input does not answer the step waiting: said to the player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("a six-sided die has faces 1 to 6: {0} is not one of them")]
    Face(u8),
    #[error("the chart rolls {dice}: give {} face{}, not {given}", dice.count(), if dice.count() == 1 { "" } else { "s" })]
    Faces {
        dice: crate::tables::DiceSpec,
        given: usize,
    },
    #[error("the attack is at {odds}, below the chart's first column ({}): pick what happened on the board", odds_text(*first))]
    BelowTheChart { odds: Odds, first: Option<Odds> },
    #[error("this attack reads the {} column, not {named}", odds_text(*reads))]
    OtherColumn { reads: Option<Odds>, named: Odds },
    #[error("{odds} is not on the chart: it starts at {}", odds_text(*first))]
    NotOnTheChart { odds: Odds, first: Option<Odds> },
    #[error("name the odds column the attack is at ({} to {})", odds_text(*first), odds_text(*last))]
    NameTheColumn {
        first: Option<Odds>,
        last: Option<Odds>,
    },
    #[error("answer {answer} is not one of the {offered} offered")]
    NotOffered { answer: usize, offered: usize },
    #[error("this step is not read from a chart: pick an answer")]
    NoChart,
    #[error("this step needs a die face for the {0}")]
    NeedsFace(String),
    #[error("this step needs one of the answers offered")]
    NeedsAnswer,
    #[error("this step needs to be acknowledged")]
    NeedsAck,
    /// A correction (an override, moves, a stack changed) the board or its
    /// bounds refuse.
    #[error(transparent)]
    Edit(#[from] super::edit::EditError),
    /// The chart has no result for the total thrown at this column.
    #[error("the chart has no result for {total} at {}", odds_text(*column))]
    NoResult { total: u8, column: Option<Odds> },
    /// Orders recorded with a planned answer name a stack that is not on
    /// the board as the turn stands.
    #[error("the orders recorded with this answer name a stack the order of battle does not have")]
    OrdersNameMissingStacks,
    /// Answers recorded after the turn was over (a changed file).
    #[error("{0} answer(s) recorded after the turn was over")]
    AfterTheEnd(usize),
}

fn odds_text(o: Option<Odds>) -> String {
    o.map_or_else(String::new, |o| o.to_string())
}

/// The kind of a question, named by a stable key: what a script reads to
/// know what it is answering, whatever the wording says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Topic {
    /// How many legal attacks an Attack Priority Table entry can make.
    AttackCount,
    /// Whose units an attack goes against.
    Defender,
    /// Can a vindictive turn attack the stack holding the Czar or Gold.
    CanAttack,
    /// Which colour leads the vindictive attack on the Czar or Gold.
    LeadUnits,
    /// Did the ordered stacks move in.
    MovedAsOrdered,
    /// What the combat result was.
    CombatResult,
    /// Take the eliminated stacks out of the order of battle.
    Eliminated,
    /// Where stacks retreated to.
    RetreatTo,
    /// How much strength a side lost in an exchange.
    ExchangeLoss,
    /// How much of a side's loss one of its stacks gave.
    StackLoss,
    /// Who controls the Czar or the Gold after a combat.
    Holder,
    /// Does a player still control units.
    UnitsLeft,
    /// Did a leader die in the combat.
    LeaderDied,
    /// Did a proposed garrison move happen.
    Garrison,
    /// Did the stack holding the Czar or Gold consolidate as proposed.
    Consolidate,
    /// Did the Czar leave the map.
    CzarOffMap,
    /// Did the stack carrying the Czar leave the map with it.
    CzarStackLeft,
    /// Did an assassination succeed.
    Assassination,
    /// A collective purge's spoil factors.
    Spoils,
    /// An individual purge's result.
    PurgeResult,
    /// Does a counterpurge follow.
    Counterpurge,
    /// How many leaders a purge or assassination removed.
    LeadersRemoved,
    /// Did a smaller stack move to screen a larger one (Non-Attack
    /// Policy 8, on the map).
    Screen,
    /// Did a stack alone move to stack with another (Non-Attack Policy 5,
    /// on the map).
    Join,
    /// Are two places the map does not join next to each other (after a
    /// retreat between them).
    RememberConnection,
}

impl Topic {
    /// The stable key (`"exchange-loss"`).
    pub fn key(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    }
}

/// One entry's attacks to plan: the phasing player's `units` against
/// `target` units, at `min` or better, up to `remaining` attacks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlanAsk {
    pub phasing: Seat,
    pub units: UnitColour,
    pub target: UnitColour,
    pub min: Odds,
    /// The least odds for stacks escorting the Czar or the Gold.
    pub escort_min: Odds,
    pub remaining: usize,
    /// Only these players' stacks are attacked (the VST's target); `None`:
    /// any other player's.
    pub defenders: Option<Vec<Seat>>,
    /// Stacks the turn's earlier planned attacks already use.
    #[serde(default)]
    pub used: Vec<super::planner::StackRef>,
    /// The rules' column no one is required to attack at (1-2).
    #[serde(default)]
    pub never_at: Option<Odds>,
    /// A vindictive turn's first attack: the stack holding the Czar or
    /// the Gold, attacked first whatever else the plan does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_target: Option<super::planner::StackRef>,
    /// The game's chart's top column ([`super::chart::Chart::top`]): odds
    /// above it count as it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub top: Option<Odds>,
}

impl PlanAsk {
    /// What the planner says when it finds no attack: and which of the
    /// units' stacks an earlier attack of the turn holds (why a stack in
    /// reach is not offered).
    pub fn none_found(&self, oob: &super::planner::OrderOfBattle) -> String {
        let busy: Vec<String> = self
            .used
            .iter()
            .filter(|r| {
                oob.stack(**r)
                    .is_some_and(|s| s.owner == self.phasing && s.colour == self.units)
            })
            .map(|r| oob.stack_where(*r))
            .collect();
        let held = match busy.as_slice() {
            [] => String::new(),
            [one] => format!(" {one} is in an attack of this turn already."),
            many => format!(" {} are in attacks of this turn already.", many.join("; ")),
        };
        format!(
            "No legal attack of {}'s {} stacks on {} stacks at {} or better in the order of battle (stacks already there, or that can move there).{held}",
            self.phasing, self.units, self.target, self.min
        )
    }

    /// What makes one of this entry's attacks legal.
    pub fn legality(&self) -> super::odds::Legality {
        self.request().legality()
    }

    /// The planner's request for this entry.
    pub fn request(&self) -> super::planner::EntryRequest {
        let mut r = super::planner::EntryRequest::new(
            self.phasing,
            self.units,
            self.target,
            self.min,
            self.escort_min,
            self.remaining,
        );
        r.defenders.clone_from(&self.defenders);
        r.never_at = self.never_at;
        r.first_target = self.first_target;
        r.top = self.top;
        r
    }

    /// The plan for this entry from the order of battle and moves kept in
    /// `g`; `None` when the player keeps no order of battle. The wizard
    /// shows it before the answer and the turn follows it after, so both
    /// read this one function.
    pub fn plan(&self, g: &super::GameState) -> Option<super::planner::Plan> {
        self.plan_timed(g).map(|(plan, _)| plan)
    }

    /// [`PlanAsk::plan`], with how long its search took when it was made.
    pub fn plan_timed(
        &self,
        g: &super::GameState,
    ) -> Option<(super::planner::Plan, std::time::Duration)> {
        let oob = &g.order_of_battle;
        (!oob.is_empty()).then(|| {
            super::planner::plan_entry_timed(oob, &g.reach_now(), &self.request(), &self.used)
        })
    }

    /// The answer that takes `plan` to a question of `n` answers: the
    /// number of attacks it orders, or, for a question about one stack
    /// (the Czar's or the Gold's), Yes (1) when the plan attacks it. Enter
    /// and the planner's "use this plan" both read this.
    pub fn answer(&self, plan: &super::planner::Plan, n: usize) -> usize {
        let taken = match self.first_target {
            Some(t) => usize::from(plan.attacks.iter().any(|a| a.target == t)),
            None => plan.count(),
        };
        taken.min(n.saturating_sub(1))
    }
}

/// Something the player does on the board (or a state change to mirror
/// there), acknowledged with a button.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instruction {
    pub text: String,
    pub rule: String,
    /// Label of the acknowledge button ("Done", "Next", "End turn").
    pub ack: String,
    /// What the wizard shows with it.
    #[serde(default, skip_serializing_if = "InstructionKind::is_step")]
    pub kind: InstructionKind,
    /// The stacks of the order of battle it is about, by id.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stacks: Vec<super::planner::StackId>,
}

/// What kind of step an instruction is, for what the wizard shows with it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum InstructionKind {
    /// Do it and say so.
    #[default]
    Step,
    /// The bot's turn is over: the board checklist goes with it.
    EndTurn,
    /// Move the stacks that do not attack: the stack editor goes with it,
    /// and each move is a step of the turn ([`Input::Stacks`]).
    MoveStacks,
}

impl InstructionKind {
    fn is_step(&self) -> bool {
        *self == InstructionKind::Step
    }
}

/// The step the engine is waiting on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Prompt {
    Roll(RollPrompt),
    Ask(Question),
    Do(Instruction),
}

impl Prompt {
    pub fn rule(&self) -> &str {
        match self {
            Prompt::Roll(r) => &r.rule,
            Prompt::Ask(q) => &q.rule,
            Prompt::Do(i) => &i.rule,
        }
    }

    /// Whether `input` answers this prompt (overrides answer nothing; they
    /// are always accepted if the edit itself is valid).
    pub fn check(&self, input: &Input) -> Result<(), Refused> {
        match (self, input) {
            (_, Input::Override(_) | Input::Moves(_) | Input::Stacks(_)) => Ok(()),
            (Prompt::Roll(_), Input::Die { face, .. }) => {
                if (1..=6).contains(face) {
                    Ok(())
                } else {
                    Err(Refused::Face(*face))
                }
            }
            (Prompt::Ask(q), Input::Planned { choice, .. }) if q.plan.is_some() => {
                Prompt::Ask(q.clone()).check(&Input::Choice(*choice))
            }
            (Prompt::Ask(q), Input::Choice(i)) => {
                if *i < q.options.len() {
                    Ok(())
                } else {
                    Err(Refused::NotOffered {
                        answer: i + 1,
                        offered: q.options.len(),
                    })
                }
            }
            (Prompt::Do(_), Input::Ack) => Ok(()),
            (Prompt::Ask(q), Input::ChartRoll { faces, column, .. }) => match &q.chart {
                Some(c) => c.check_faces(faces).and(c.column(*column).map(|_| ())),
                None => Err(Refused::NoChart),
            },
            (Prompt::Roll(r), _) => Err(Refused::NeedsFace(r.table.clone())),
            (Prompt::Ask(_), _) => Err(Refused::NeedsAnswer),
            (Prompt::Do(_), _) => Err(Refused::NeedsAck),
        }
    }
}

/// A deviation the player makes on purpose; it is logged as such.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Override {
    /// Change the tracked state (with the player's reason).
    Edit { edit: Edit, reason: String },
    /// Stop this bot turn here (with the player's reason).
    EndTurn { reason: String },
}

/// Your own attack: the stack attacked (another player's) and your stacks
/// that attack it, as the order of battle stands when it is recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HumanAttack {
    pub target: super::planner::StackRef,
    pub attackers: Vec<super::planner::StackRef>,
}

/// The player's answer to a prompt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Input {
    /// A die face; `by_hand` when the player rolled physical dice.
    Die {
        face: u8,
        by_hand: bool,
    },
    Choice(usize),
    Ack,
    Override(Override),
    /// Which provinces' stacks can move where this turn, given to the
    /// attack planner: a planning input of this bot turn (not an
    /// override), cleared when the turn ends.
    Moves(super::planner::Reach),
    /// A stack moved (split, merged, …) on the board during the turn as
    /// its steps ask (the Non-Attack Policies' moves): the order of battle
    /// follows, and the turn's planned attacks follow their stacks.
    Stacks(super::planner::StackEdit),
    /// An answer to a question the attack planner proposes (how many
    /// attacks an entry makes; can a vindictive turn attack the Czar's or
    /// the Gold's stack), kept with what the plan ordered then: the turn
    /// follows these orders (stacks by id) and the colour that leads, and
    /// never plans again — on a replay, after a release with another
    /// planner, the game is the one played.
    Planned {
        choice: usize,
        orders: Vec<super::planner::Order>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        units: Option<UnitColour>,
    },
    /// A combat result rolled on the game's chart: the dice thrown (one
    /// face per die; `by_hand` for the player's own), and the odds column
    /// when the app does not know the attack's odds.
    ChartRoll {
        faces: Vec<u8>,
        by_hand: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        column: Option<Odds>,
    },
}

/// Kinds of log entries, for filtering and colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LogKind {
    Turn,
    Roll,
    Answer,
    Instruction,
    Pct,
    Marker,
    Change,
    Note,
    Override,
    Human,
    Edit,
    /// The order of battle following what happened on the board (a record,
    /// not a new instruction).
    Board,
}

impl LogKind {
    pub fn name(self) -> &'static str {
        match self {
            LogKind::Turn => "turn",
            LogKind::Roll => "roll",
            LogKind::Answer => "answer",
            LogKind::Instruction => "do",
            LogKind::Pct => "PCT",
            LogKind::Marker => "marker",
            LogKind::Change => "change",
            LogKind::Note => "note",
            LogKind::Override => "override",
            LogKind::Human => "human",
            LogKind::Edit => "edit",
            LogKind::Board => "board",
        }
    }
}

/// One line of the game log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    pub turn: u32,
    /// The phasing (or acting) player.
    pub seat: Option<Seat>,
    /// Every player the entry concerns (for filtering), including `seat`.
    pub involves: Seats,
    pub kind: LogKind,
    /// Made when first read (see [`Text`]).
    pub text: Text,
    /// The die face a roll entry read (views draw the die from this, never
    /// from the text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face: Option<u8>,
    /// The stacks of the order of battle the line is about (an order's
    /// stacks, a change's stack where it stands after it), by id, so a
    /// line the player could not carry out opens the editor at them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stacks: Vec<super::planner::StackId>,
    /// A change the turn meant to make that the board could not take
    /// (a stack it names gone, a place the map cannot join): the line (a
    /// note) says why; `None` for every other line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unmade: Option<Unmade>,
}

/// What a change the board could not take was to change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unmade {
    /// The order of battle ("Order of battle: not changed, …").
    OrderOfBattle,
    /// The map ("The map was not changed: …").
    Map,
}

impl LogEntry {
    pub fn concerns(&self, s: Seat) -> bool {
        self.seat == Some(s) || self.involves.contains(s)
    }
}

/// Where the turn is, for the progress line ("Attacks 2 of 4").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Progress {
    pub phase: Text,
    /// (current, total) while attacks are established or resolved.
    pub attacks: Option<(usize, usize)>,
}

impl Progress {
    pub fn text(&self) -> String {
        match self.attacks {
            Some((i, n)) => format!("{} {i} of {n}", self.phase),
            None => self.phase.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_print_as_ranges() {
        assert_eq!(faces_text(&[1, 2, 3, 4]), "1–4");
        assert_eq!(faces_text(&[6]), "6");
        assert_eq!(faces_text(&[1, 3, 4]), "1, 3–4");
    }
}
