//! What makes an order of battle, a change of one stack or the turn's
//! moves not one the game allows: typed, said with the entry at fault.

use super::super::bounds::{MAX_LEADERS, MAX_NAME, MAX_REACH, MAX_STACKS};
use crate::rcw::planner::{StackEditError, TextError};
use crate::rcw::player::Seat;
use thiserror::Error;

/// Why the order of battle was not changed.
#[derive(Debug, Error, PartialEq, Eq, Clone)]
pub enum BoardProblem {
    #[error("{0} stacks; keep at most {MAX_STACKS}")]
    TooManyStacks(usize),
    #[error("province name \"{0}\" must have 1 to {MAX_NAME} characters")]
    ProvinceName(String),
    #[error("{province}: there is no player {seat} at this table")]
    NoSuchPlayer { province: String, seat: Seat },
    #[error("{province}: a stack with {leaders} leaders; give at most {MAX_LEADERS}")]
    TooManyLeaders { province: String, leaders: usize },
    #[error("{province}: a label or leader name of {chars} characters; give at most {MAX_NAME}")]
    NameTooLong { province: String, chars: usize },
    #[error("{0} moves; give at most {MAX_REACH}")]
    TooManyMoves(usize),
    /// A change of one stack the board cannot take.
    #[error("{0}")]
    Change(StackEditError),
    /// A move of the turn that names no province or place.
    #[error("{0}")]
    Moves(TextError),
    #[error("only a move is made by rail or a special move")]
    SpecialMoveNotAMove,
}
