//! Undo, redo and jumps: the game rebuilt for a cursor from the nearest
//! board kept before it.

use super::*;

/// What an undo takes back or a redo applies again: the step in words,
/// and which way (shown as "Undo: …" or "Redo: …").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepLabel {
    pub way: Way,
    /// The step, as the log said it.
    pub what: String,
}

/// Back (undo) or forward (redo) in a session's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Way {
    Undo,
    Redo,
}

impl std::fmt::Display for StepLabel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let way = match self.way {
            Way::Undo => "Undo",
            Way::Redo => "Redo",
        };
        write!(f, "{way}: {}", self.what)
    }
}

impl Session {
    pub fn can_redo(&self) -> bool {
        self.data.cursor < self.data.actions.len()
    }

    /// The action the next undo takes back ("Undo: …").
    pub fn undo_label(&self) -> Option<StepLabel> {
        let at = self.data.cursor.checked_sub(1)?;
        Some(StepLabel {
            way: Way::Undo,
            what: self.describe(at),
        })
    }

    /// The action the next redo applies again ("Redo: …").
    pub fn redo_label(&self) -> Option<StepLabel> {
        let a = self.data.actions.get(self.data.cursor)?;
        Some(StepLabel {
            way: Way::Redo,
            what: action_text(a),
        })
    }

    /// What action `at` did, from its last log line.
    fn describe(&self, at: usize) -> String {
        let lines: Vec<&LogLine> = self.step_lines(at).iter().collect();
        let best = lines
            .iter()
            .rev()
            .find(|l| {
                matches!(
                    l.entry.kind,
                    LogKind::Roll
                        | LogKind::Answer
                        | LogKind::Instruction
                        | LogKind::Human
                        | LogKind::Edit
                        | LogKind::Override
                )
            })
            .or(lines.last());
        match best {
            Some(l) => l.entry.text.to_string(),
            None => self
                .data
                .actions
                .get(at)
                .map(action_text)
                .unwrap_or_default(),
        }
    }

    /// Takes back the last action; returns what was undone.
    /// `Ok(None)` when there is nothing to undo. A replay that fails
    /// leaves the session where it was and says why.
    pub fn undo(&mut self) -> Result<Option<StepLabel>, ReplayError> {
        let Some(label) = self.undo_label() else {
            return Ok(None);
        };
        let target = self.data.cursor - 1;
        self.replay_from_snapshot(target)?;
        Ok(Some(label))
    }

    /// Applies the next undone action again.
    /// `Ok(None)` when there is nothing to redo; a failed replay says why.
    pub fn redo(&mut self) -> Result<Option<StepLabel>, ReplayError> {
        let Some(label) = self.redo_label() else {
            return Ok(None);
        };
        let target = self.data.cursor + 1;
        self.replay_from_snapshot(target)?;
        Ok(Some(label))
    }

    /// Goes back (or forward) to `cursor`, keeping the redo tail.
    pub fn go_to(&mut self, cursor: usize) -> Result<(), ReplayError> {
        if cursor > self.data.actions.len() {
            return Err(ReplayError::Cursor {
                cursor,
                len: self.data.actions.len(),
            });
        }
        self.replay_from_snapshot(cursor)
    }

    /// The actions that start a bot turn or a game turn, with a label, for
    /// "roll back to the start of this turn".
    pub fn turn_starts(&self) -> Vec<(usize, String)> {
        let mut v = Vec::new();
        let mut turn = self.start.state().turn();
        for (i, a) in self.data.actions.iter().enumerate().take(self.data.cursor) {
            match a {
                Action::StartBotTurn(s) => v.push((i, format!("Turn {turn} · {s}'s turn"))),
                Action::NextGameTurn => {
                    turn += 1;
                    v.push((i + 1, format!("Turn {turn} begins")));
                }
                _ => {}
            }
        }
        v
    }

    /// Rebuilds game, dice, log and PCT points for `cursor` from the
    /// nearest snapshot at or before it.
    pub(super) fn replay_from_snapshot(&mut self, cursor: usize) -> Result<(), ReplayError> {
        let snap = self.nearest_board(cursor);
        // Only the tail after the snapshot is rebuilt; the prefix of the log
        // stays where it is (copying it made undo cost grow with the game).
        let keep = self.log.partition_point(|l| l.action < snap.at);
        let keep_points = self.pct_points.partition_point(|p| p.at <= snap.at);
        let mut r = Replaying {
            at: snap.at,
            game: snap.game,
            dice: snap.dice,
            log: Vec::new(),
            points: self.pct_points[..keep_points]
                .last()
                .cloned()
                .into_iter()
                .collect(),
        };
        while r.at < cursor {
            if let Action::StartBotTurn(seat) = &self.data.actions[r.at] {
                self.replay_bot_turn(&mut r, *seat, cursor)?;
            } else {
                self.replay_one(&mut r)?;
            }
        }
        self.snapshots.sort_by_key(|s| s.at);
        self.game = r.game;
        self.dice = r.dice;
        self.log.truncate(keep);
        self.log.extend(r.log);
        // `points` starts with the last kept point (so push_point compares
        // against it); drop that copy when putting the tail back.
        self.pct_points.truncate(keep_points);
        self.pct_points
            .extend(r.points.into_iter().skip(usize::from(keep_points > 0)));
        self.data.cursor = cursor;
        Ok(())
    }

    /// The nearest board kept at or before `cursor` (every 200 steps, or
    /// the one before the last step applied) — and not past the log as it
    /// stands: the log holds lines only for the steps before the present
    /// cursor, and the replay adds those from the board on.
    fn nearest_board(&self, cursor: usize) -> Snapshot {
        let limit = cursor.min(self.data.cursor);
        let every = self.snapshots.iter().rev().find(|s| s.at <= limit);
        let last = self
            .last
            .as_ref()
            .filter(|l| l.at <= limit && every.is_none_or(|e| e.at < l.at));
        last.or(every).cloned().unwrap_or_else(|| Snapshot {
            at: 0,
            game: self.start.clone(),
            dice: Dice::from_seed(self.data.seed),
        })
    }

    /// Keeps the board `r` stands on at its step, unless one is kept there.
    fn keep_board(&mut self, r: &Replaying) {
        if !self.snapshots.iter().any(|s| s.at == r.at) {
            self.snapshots.push(Snapshot {
                at: r.at,
                game: r.game.clone(),
                dice: r.dice.clone(),
            });
        }
    }

    /// Replays the bot turn started at step `r.at`: its inputs before
    /// `cursor` in one run.
    fn replay_bot_turn(
        &mut self,
        r: &mut Replaying,
        seat: crate::rcw::Seat,
        cursor: usize,
    ) -> Result<(), ReplayError> {
        let i = r.at;
        let inputs: Vec<Input> = self.data.actions[i + 1..cursor]
            .iter()
            .map_while(|a| match a {
                Action::Input(inp) => Some(inp.clone()),
                _ => None,
            })
            .collect();
        let j = i + 1 + inputs.len();
        if r.game.in_turn() {
            return Err(ReplayError::Action {
                index: i,
                error: ActionError::TurnInProgress(r.game.turn().map_or(seat, |t| t.seat)),
            });
        }
        // A board is kept at the start of a turn a 200th step falls in
        // (the turn then replays in one run from it), as the one-step path
        // keeps one at every 200th step.
        if (i / SNAPSHOT_EVERY + 1) * SNAPSHOT_EVERY <= j && i > 0 {
            self.keep_board(r);
        }
        advance_dice(&mut r.dice, &inputs).map_err(|(k, error)| ReplayError::Action {
            index: i + 1 + k,
            error,
        })?;
        let lines = r
            .game
            .replay_turn_inputs(&self.data.rules, seat, inputs)
            .map_err(|(at, error)| ReplayError::Action {
                // The start is action i; its k-th input is i + 1 + k.
                index: if matches!(error, ActionError::Refused(_)) {
                    i + 1 + at
                } else {
                    i
                },
                error,
            })?;
        r.log.extend(lines.into_iter().map(|(pos, entry)| LogLine {
            action: i + pos,
            entry,
        }));
        push_point(&mut r.points, j, &r.game);
        r.at = j;
        Ok(())
    }

    /// Replays the one step at `r.at` (not a bot turn's start).
    fn replay_one(&mut self, r: &mut Replaying) -> Result<(), ReplayError> {
        let i = r.at;
        let action = &self.data.actions[i];
        let entries = r
            .game
            .apply(&self.data.rules, action)
            .map_err(|error| ReplayError::Action { index: i, error })?;
        if let Action::Input(inp) = action {
            advance_dice(&mut r.dice, std::slice::from_ref(inp))
                .map_err(|(_, error)| ReplayError::Action { index: i, error })?;
        }
        r.log.extend(
            entries
                .into_iter()
                .map(|entry| LogLine { action: i, entry }),
        );
        push_point(&mut r.points, i + 1, &r.game);
        r.at = i + 1;
        if r.at.is_multiple_of(SNAPSHOT_EVERY) {
            self.keep_board(r);
        }
        Ok(())
    }
}

/// A replay under way: the step it stands at, the board and dice there,
/// and the log lines and PCT points made since the board it began from.
struct Replaying {
    at: usize,
    game: Game,
    dice: Dice,
    log: Vec<LogLine>,
    points: Vec<PctPoint>,
}
