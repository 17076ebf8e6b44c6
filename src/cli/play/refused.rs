//! Why an input line of `rcw play` is not taken: one line on stderr, and
//! the same step again. Each way a line can be refused is a variant, so a
//! test (or a script reading stderr) names the case, not its wording.

use crate::dice::DieFaceError;
use crate::rcw::ActionError;
use crate::rcw::planner::{StackProblem, TextError};
use crate::rcw::player::Seat;
use crate::session::history::ReplayError;
use crate::words::Unknown;

/// The numbers that pick a step's answers, for a message: "0 to 3",
/// "1 to 4", or "none here".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Keys(pub Option<(usize, usize)>);

impl std::fmt::Display for Keys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            Some((a, b)) => write!(f, "{a} to {b}"),
            None => f.write_str("none here"),
        }
    }
}

/// Why a line is refused.
#[derive(Debug, thiserror::Error)]
pub(super) enum LineError {
    #[error("the line is {len} bytes long, more than any answer ({most} at most)", most = super::LONGEST)]
    TooLong { len: usize },
    #[error("the line is not UTF-8 text: type it again")]
    NotUtf8,
    #[error("an empty line")]
    Empty,
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("this roll needs your die's face (1 to 6): --physical-dice is on")]
    NeedsYourDie,
    #[error("this step has no default: type the number of what happened")]
    NoDefault,
    /// What was typed (shortened for the message) is not a number.
    #[error("\"{typed}\" is not an answer's number ({keys})")]
    NotANumber { typed: String, keys: Keys },
    #[error("{n} is not one of the answers ({keys})")]
    NoSuchAnswer { n: usize, keys: Keys },
    #[error(transparent)]
    Face(#[from] DieFaceError),
    #[error(transparent)]
    Odds(#[from] crate::rcw::odds::OddsError),
    #[error(transparent)]
    Moves(#[from] TextError),
    /// The game refused the step the line makes.
    #[error(transparent)]
    Refused(#[from] ActionError),
    #[error(transparent)]
    Undo(#[from] ReplayError),
    // Naming a stack: `#7`, or `Orel B Green 6`.
    #[error("\"{0}\" is not a stack's id (#7)")]
    NotAnId(String),
    #[error("no stack on the board has the id #{0}")]
    NoSuchId(u32),
    #[error(
        "\"{0}\" names no stack: give its province and the stack (Orel B Green 6), or its id (#7)"
    )]
    NamesNoStack(String),
    #[error("\"{text}\": {problem}")]
    Stack { text: String, problem: StackProblem },
    #[error("\"{0}\" is not a province of the order of battle")]
    NotAProvince(String),
    /// No stack as written (its brief) in the province.
    #[error("there is no {stack} in {place}")]
    NoSuchStack { stack: String, place: String },
    // The shape of a change line.
    #[error("\"{rest}\" needs \"{word}\"")]
    Needs { rest: String, word: &'static str },
    #[error("\"{0}\" needs a stack and a number")]
    NeedsStackAndNumber(String),
    #[error("\"{0}\" is not a whole number")]
    NotWhole(String),
    /// A number of `what` that does not read.
    #[error("\"{text}\" is not a whole number ({what})")]
    NotWholeOf { text: String, what: &'static str },
    #[error("holds needs a stack and czar, gold or none")]
    HoldsNeedsTwo,
    #[error("\"{0}\" is none of czar, gold, none")]
    NotAHolding(String),
    #[error("your own attack is recorded between turns, not during a bot's")]
    AttackDuringTurn,
    /// A move the map does not give, said with how to make it anyway.
    #[error(
        "{why}: add \"by rail\" (or \"special\") to make the move anyway: move … to {to} by rail{}",
        teach.as_ref().map_or_else(String::new, |from| format!("; or, if {from} is next to {to} on the table, teach the map first: map connect {from} to {to}"))
    )]
    NotWithinReach {
        why: String,
        to: String,
        /// Where the stack stands, when both places are on the map (the
        /// map may be what is wrong).
        teach: Option<String>,
    },
    // The Players tab's lines.
    #[error(
        "map connect needs two places: map connect Omsk Kazan (map connect Nizhni Novgorod to Kazan)"
    )]
    ConnectNeedsTwo,
    #[error("map takes connect A B, or moves N")]
    MapNeeds,
    #[error("{0} needs a player's letter first ({0} B …)")]
    NeedsSeat(String),
    /// A seat, colour or unit colour that names none.
    #[error(transparent)]
    Word(#[from] Unknown),
    #[error("there is no player {0} at this table")]
    NoPlayer(Seat),
    #[error("markers needs the player, then its Politburo and assassin markers: markers B 2 1")]
    MarkersNeed,
    #[error(
        "leader needs the player, a name if it has one, its level and strength: leader B Trotsky 3 12"
    )]
    LeaderNeeds,
    #[error("{seat} has no leader named \"{name}\"")]
    NoLeaderNamed { seat: Seat, name: String },
    #[error("no-leader needs the player and the leader's name: no-leader B Trotsky")]
    NoLeaderNeeds,
    #[error("colour needs the player and one colour: colour B White")]
    ColourNeeds,
    #[error("units needs the player and its unit colours: units B Red Green (or units B none)")]
    UnitsNeed,
    #[error("{0} takes the player's letter alone: {0} B")]
    Alone(String),
}
