//! The Russian Civil War solitaire system (seed 000), read where the text
//! is garbled, silent or contradictory as the team's rules notes say: each
//! reading an `[I-n]` kept in `assets/rcw/reference.json` and shown in the
//! app's rules reference, the numbers and choices in `assets/rcw/rules.json`.
//!
//! - [`state`]: the tracked political state and its checked [`Setup`].
//! - [`pct`]: the PCT (Player Cooperation Table), rankings and ties.
//! - [`rules`]: the SDT, APT, VST and every number, as data.
//! - [`game`]: the one value a session replays; [`Action`]s change it.
//! - [`turn`], [`purge`], [`assassination`]: the bot turn as a step machine
//!   (see [`script`] for how it replays).
//! - [`chances`]: exact probabilities (purges this turn).
//! - [`odds`]: combat odds columns.
//! - [`planner`]: which stacks attack which, from an order of battle.
//! - [`text`]: explanations made when first read.

pub mod assassination;
pub mod bounds;
pub mod chances;
pub mod chart;
pub mod edit;
pub mod game;
pub mod map;
pub mod odds;
pub mod pct;
pub mod planner;
pub mod player;
pub mod purge;
pub mod reference;
pub mod rules;
mod script;
pub mod state;
pub mod step;
pub mod tables;
pub mod text;
mod turn;
pub mod view;

pub use edit::{Act, Edit};
pub use game::{Action, ActionError, BotTurn, Game, HumanAttack, HumanAttackError, NextUp};
pub use odds::Odds;
pub use pct::{Pct, Rank};
pub use player::{Leader, Player, PlayerColour, Seat, Seats, UnitColour};
pub use rules::RcwRules;
pub use state::{Czar, GameState, PlayerNumberError, Setup, SetupError, SetupPlayer};
pub use step::{Input, LogEntry, LogKind, Override, Prompt, Unmade};
pub use text::Text;
pub use turn::sdt_text;
