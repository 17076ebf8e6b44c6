//! The limits of a session: the most steps it holds and the most board
//! work its replay may do, read from the steps alone.

use super::*;

/// The most steps a session holds, before and after the cursor together:
/// a game of some 6,000 game turns. Any session this long opens in well
/// under a second (README "What the app guarantees", measured in
/// `benches/engine.rs`); a longer list is refused as the file is read.
pub const MAX_ACTIONS: usize = 400_000;

/// The most board work a replay does: one unit a step, plus the board's
/// weight (its stacks, leaders and labels) for every step that rewrites
/// or changes the order of battle (each such step copies and checks the
/// whole board). Measured (`benches/engine.rs`): the heaviest board, 1,000
/// stacks of 40 leaders, then changes up to this budget, opens in about
/// half a second; a board of 50 stacks of 2 leaders takes some 25,000
/// changes.
pub const MAX_REPLAY_WORK: u64 = 4_000_000;

pub(super) fn bounded_actions<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Vec<Action>, D::Error> {
    struct Bounded;
    impl<'de> serde::de::Visitor<'de> for Bounded {
        type Value = Vec<Action>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "a list of at most {MAX_ACTIONS} steps")
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Vec<Action>, A::Error> {
            let mut v = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
            while let Some(a) = seq.next_element()? {
                if v.len() == MAX_ACTIONS {
                    return Err(serde::de::Error::custom(format!(
                        "the session has more than {MAX_ACTIONS} steps, more than politburo opens"
                    )));
                }
                v.push(a);
            }
            Ok(v)
        }
    }
    d.deserialize_seq(Bounded)
}

/// The board work of a list of steps (see [`MAX_REPLAY_WORK`]), read from
/// the steps alone (no replay): one unit a step, and for a step that copies
/// and checks the whole order of battle as many units as the board can
/// weigh by then — a unit for each stack, each of its leaders and its
/// label, on the board last written whole with the stacks added or split
/// off since (one removed or merged counts one unit fewer). The same
/// measure refuses a file as it is opened and a step in play, so the app
/// never writes a session it would not open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardWork {
    pub units: u64,
    /// The most the board can weigh by now.
    pub board: usize,
}

/// What copying and checking one stack weighs.
fn stack_weight(s: &crate::rcw::planner::Stack) -> usize {
    1 + s.leaders.len() + usize::from(s.label.is_some())
}

/// The heaviest board a session may hold: 1,000 stacks of 40 leaders and a
/// label each.
const MAX_BOARD_WEIGHT: usize =
    crate::rcw::bounds::MAX_STACKS * (2 + crate::rcw::bounds::MAX_LEADERS);

impl BoardWork {
    pub fn of(actions: &[Action]) -> BoardWork {
        let mut w = BoardWork::default();
        for a in actions {
            w.add(a);
        }
        w
    }

    pub fn add(&mut self, a: &Action) {
        use crate::rcw::Edit;
        use crate::rcw::planner::StackEdit;
        use crate::rcw::step::{Input, Override};
        let edit = match a {
            Action::Edit(e) | Action::Input(Input::Override(Override::Edit { edit: e, .. })) => {
                Some(e)
            }
            _ => None,
        };
        let stack_edit = match (a, edit) {
            (Action::Input(Input::Stacks(c)), _)
            | (_, Some(Edit::Stacks(c) | Edit::SpecialMove(c))) => Some(c),
            _ => None,
        };
        if let Some(Edit::OrderOfBattle(o)) = edit {
            self.board = o.refs().map(|(_, s)| stack_weight(s)).sum();
        }
        match stack_edit {
            Some(StackEdit::Add { stack, .. }) => self.board += stack_weight(stack),
            Some(StackEdit::Split { .. }) => self.board += 1,
            Some(StackEdit::Remove { .. } | StackEdit::Merge { .. }) => {
                self.board = self.board.saturating_sub(1);
            }
            _ => {}
        }
        self.board = self.board.min(MAX_BOARD_WEIGHT);
        let board = matches!(
            edit,
            Some(Edit::OrderOfBattle(_) | Edit::Stacks(_) | Edit::Reach(_))
        ) || stack_edit.is_some()
            || matches!(a, Action::HumanAttack(_));
        self.units += 1 + if board { self.board as u64 } else { 0 };
    }
}
