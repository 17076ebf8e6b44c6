//! The session: an append-only log of [`Action`]s over a setup, with a
//! cursor for undo/redo. The game is always the replay of
//! `actions[..cursor]`; snapshots keep undo quick in long games.

use crate::dice::Dice;
use crate::rcw::rules::RulesDraft;
use crate::rcw::step::{Input, LogEntry, LogKind, Prompt};
use crate::rcw::{Action, ActionError, Game, Pct, RcwRules, Setup, SetupError};
use serde::{Deserialize, Serialize};

mod limits;
mod replay;
pub use replay::{StepLabel, Way};
mod report;
use limits::bounded_actions;
pub use limits::{BoardWork, MAX_ACTIONS, MAX_REPLAY_WORK};
pub use report::action_text;

/// What a session file stores: enough to replay the game exactly.
///
/// `SessionData` (the rules checked: deserializing it refuses rules that
/// fail their check, with a message) is what a session holds; a reader
/// that wants the check's typed refusal reads a [`StoredSession`] and
/// hands it to [`Session::from_stored`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionData<R = RcwRules> {
    pub setup: Setup,
    /// The rules in force when the session began (a later edit of the
    /// assets must not change how this game replays).
    pub rules: R,
    /// Seed of the app's dice.
    pub seed: u64,
    /// At most [`MAX_ACTIONS`], refused while the file is read (before a
    /// longer list is built in memory).
    #[serde(deserialize_with = "bounded_actions")]
    pub actions: Vec<Action>,
    /// `actions[..cursor]` are in effect; the rest can be redone.
    pub cursor: usize,
}

/// A session file as read, its rules not yet checked.
pub type StoredSession = SessionData<RulesDraft>;

/// A log line with the action that made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    pub action: usize,
    pub entry: LogEntry,
}

/// The PCT whenever it changed, taken between player turns (the chart of
/// relations over the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PctPoint {
    /// Actions in effect when it was taken.
    pub at: usize,
    pub turn: u32,
    pub pct: Pct,
}

#[derive(Clone, Debug)]
struct Snapshot {
    /// Actions applied.
    at: usize,
    game: Game,
    dice: Dice,
}

/// Why a session file's contents cannot be replayed.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ReplayError {
    #[error("the rules stored in it are not valid: {0}")]
    Rules(#[from] crate::rcw::rules::RulesError),
    #[error("the setup is not valid: {0}")]
    Setup(#[from] SetupError),
    #[error("action {index} of the log cannot be replayed: {error}")]
    Action { index: usize, error: ActionError },
    #[error("the cursor ({cursor}) is past the end of the log ({len} actions)")]
    Cursor { cursor: usize, len: usize },
    #[error(
        "the session is too large to open: its {steps} steps change an order of battle weighing up to {board} (stacks, leaders and labels) too often ({units} units of board work, more than the {MAX_REPLAY_WORK} politburo opens)"
    )]
    TooMuchWork {
        steps: usize,
        board: usize,
        units: u64,
    },
    #[error("the session has {0} steps; politburo opens at most {MAX_ACTIONS}")]
    TooManySteps(usize),
}

/// Take a snapshot every this many actions.
const SNAPSHOT_EVERY: usize = 200;

/// A live session.
#[derive(Clone, Debug)]
pub struct Session {
    data: SessionData,
    start: Game,
    game: Game,
    dice: Dice,
    log: Vec<LogLine>,
    pct_points: Vec<PctPoint>,
    snapshots: Vec<Snapshot>,
    /// The board just before the last step applied (the one `apply` had
    /// in hand anyway): undoing that step replays nothing. Valid while the
    /// actions before it stay, which only `apply` changes, and it replaces
    /// this.
    last: Option<Snapshot>,
    /// The lowest action changed since [`Session::take_change`] last ran
    /// (the actions before it are in the autosave journal already).
    changed_from: usize,
    /// Which game this is, for the autosave: a clone is the same game, a
    /// session built anew (new, opened, imported) is another.
    instance: u64,
    /// Board work of every action kept, the redo tail too (see
    /// [`MAX_REPLAY_WORK`]).
    work: BoardWork,
}

/// One change to a session's actions: keep the first `keep`, add `push`
/// after them, and put the cursor at `cursor`. Every step, undo, redo and
/// jump is one (see [`super::journal`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Change {
    pub keep: usize,
    pub push: Vec<Action>,
    pub cursor: usize,
}

/// Why a change was not made to a session.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ChangeError {
    #[error("it keeps {keep} steps of {len}")]
    KeepsTooMany { keep: usize, len: usize },
    #[error("its cursor {cursor} is past its {steps} steps")]
    CursorPast { cursor: usize, steps: usize },
    #[error(transparent)]
    Replay(#[from] ReplayError),
    #[error(transparent)]
    Action(#[from] ActionError),
}

impl Change {
    /// Whether the change fits a session of `len` steps.
    fn fits(&self, len: usize) -> Result<(), ChangeError> {
        if self.keep > len {
            return Err(ChangeError::KeepsTooMany {
                keep: self.keep,
                len,
            });
        }
        let steps = self.keep + self.push.len();
        if self.cursor > steps {
            return Err(ChangeError::CursorPast {
                cursor: self.cursor,
                steps,
            });
        }
        Ok(())
    }
}

impl SessionData {
    /// Applies a change; refuses one that does not fit these actions.
    pub fn apply_change(&mut self, c: &Change) -> Result<(), ChangeError> {
        c.fits(self.actions.len())?;
        self.actions.truncate(c.keep);
        self.actions.extend(c.push.iter().cloned());
        self.cursor = c.cursor;
        Ok(())
    }
}

impl Session {
    /// A new session from a setup (validated here).
    pub fn new(setup: Setup, rules: RcwRules, seed: u64) -> Result<Session, SetupError> {
        let state = setup.validate(&rules)?;
        let game = Game::new(state);
        let dice = Dice::from_seed(seed);
        let pct = game.state().pct().clone();
        let turn = game.state().turn();
        Ok(Session {
            data: SessionData {
                setup,
                rules,
                seed,
                actions: Vec::new(),
                cursor: 0,
            },
            start: game.clone(),
            game: game.clone(),
            dice: dice.clone(),
            log: Vec::new(),
            pct_points: vec![PctPoint { at: 0, turn, pct }],
            snapshots: vec![Snapshot { at: 0, game, dice }],
            last: None,
            work: BoardWork::default(),
            changed_from: 0,
            instance: rand::random(),
        })
    }

    /// Rebuilds a session from a file as read: its stored rules pass the
    /// same checks as a rules file (a hand-edited number must not reach
    /// the engine: a PCT range of 7..1, a count used as a size), then its
    /// log is replayed.
    pub fn from_stored(data: StoredSession) -> Result<Session, ReplayError> {
        let rules = data.rules.check("the session's \"rules\"")?;
        Session::from_data(SessionData {
            setup: data.setup,
            rules,
            seed: data.seed,
            actions: data.actions,
            cursor: data.cursor,
        })
    }

    /// Rebuilds a session from stored data by replaying its log.
    pub fn from_data(data: SessionData) -> Result<Session, ReplayError> {
        if data.actions.len() > MAX_ACTIONS {
            return Err(ReplayError::TooManySteps(data.actions.len()));
        }
        // Weighed before anything is replayed: refused at once.
        let work = BoardWork::of(&data.actions);
        if work.units > MAX_REPLAY_WORK {
            return Err(ReplayError::TooMuchWork {
                steps: data.actions.len(),
                board: work.board,
                units: work.units,
            });
        }
        if data.cursor > data.actions.len() {
            return Err(ReplayError::Cursor {
                cursor: data.cursor,
                len: data.actions.len(),
            });
        }
        let mut s = Session::new(data.setup.clone(), data.rules.clone(), data.seed)?;
        s.data.actions = data.actions;
        s.replay_from_snapshot(data.cursor)?;
        s.changed_from = s.data.actions.len();
        s.work = work;
        Ok(s)
    }

    /// Which game this is (see the field): the autosave writes a new
    /// snapshot when it changes.
    pub fn instance(&self) -> u64 {
        self.instance
    }

    /// The change since the last call (the first call: everything after
    /// the stored data), for the autosave journal.
    pub fn take_change(&mut self) -> Change {
        let keep = self.changed_from.min(self.data.actions.len());
        self.changed_from = self.data.actions.len();
        Change {
            keep,
            push: self.data.actions[keep..].to_vec(),
            cursor: self.data.cursor,
        }
    }

    /// Applies a change of the autosave journal as live play made it: each
    /// new step checked as it was then (the dice of the app's rolls moved
    /// on as they were), undo, redo and jumps replayed. A change that does
    /// not fit or does not replay is refused and the session stays as it
    /// was.
    pub fn apply_change(&mut self, c: &Change) -> Result<(), ChangeError> {
        c.fits(self.data.actions.len())?;
        if c.push.len() > 1 {
            // Several steps at once: all or none.
            let mut trial = self.clone();
            trial.apply_change_in_place(c)?;
            *self = trial;
            return Ok(());
        }
        let cursor = self.data.cursor;
        self.apply_change_in_place(c).inspect_err(|_| {
            let _ = self.go_to(cursor.min(self.data.actions.len()));
        })
    }

    fn apply_change_in_place(&mut self, c: &Change) -> Result<(), ChangeError> {
        if !c.push.is_empty() || c.keep < self.data.actions.len() {
            if self.data.cursor > c.keep || (!c.push.is_empty() && self.data.cursor < c.keep) {
                self.go_to(c.keep)?;
            }
            if c.push.is_empty() {
                self.truncate_redo(c.keep);
            }
        }
        for a in &c.push {
            self.apply_recorded(a.clone())?;
        }
        if c.cursor != self.data.cursor {
            self.go_to(c.cursor)?;
        }
        Ok(())
    }

    /// Drops the actions from `keep` on (all after the cursor).
    fn truncate_redo(&mut self, keep: usize) {
        self.data.actions.truncate(keep);
        self.snapshots.retain(|s| s.at <= keep);
        if self.last.as_ref().is_some_and(|l| l.at >= keep) {
            self.last = None;
        }
        self.changed_from = self.changed_from.min(keep);
        self.work = BoardWork::of(&self.data.actions);
    }

    /// [`Session::apply`] of a step as it was recorded: a roll of the
    /// app's dice moves them on as it did live.
    pub fn apply_recorded(&mut self, action: Action) -> Result<(), ActionError> {
        match &action {
            Action::Input(
                i @ (Input::Die { by_hand: false, .. } | Input::ChartRoll { by_hand: false, .. }),
            ) => {
                let mut dice = self.dice.clone();
                advance_dice(&mut dice, std::slice::from_ref(i)).map_err(|(_, e)| e)?;
                self.apply_rolled(action, dice)
            }
            _ => self.apply(action),
        }
    }

    pub fn data(&self) -> &SessionData {
        &self.data
    }

    pub fn rules(&self) -> &RcwRules {
        &self.data.rules
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// The step the game waits on, as every front end shows it (the
    /// window's wizard, `rcw play`): see [`crate::rcw::view`].
    pub fn step_view(&self) -> crate::rcw::view::StepView {
        let start = self.data.actions[..self.data.cursor]
            .iter()
            .rposition(|a| matches!(a, Action::StartBotTurn(_)));
        let lines = start.map_or(&[][..], |s| self.lines_since(s));
        crate::rcw::view::step(&self.game, &self.data.rules, lines.iter().map(|l| &l.entry))
    }

    /// The log lines action `at` made, in order.
    pub fn step_lines(&self, at: usize) -> &[LogLine] {
        let from = self.log.partition_point(|l| l.action < at);
        let to = self.log.partition_point(|l| l.action <= at);
        &self.log[from..to]
    }

    /// The log lines made since action `at` (itself included).
    pub fn lines_since(&self, at: usize) -> &[LogLine] {
        &self.log[self.log.partition_point(|l| l.action < at)..]
    }

    pub fn pct_history(&self) -> &[PctPoint] {
        &self.pct_points
    }

    pub fn cursor(&self) -> usize {
        self.data.cursor
    }

    pub fn len(&self) -> usize {
        self.data.actions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.data.actions.is_empty()
    }

    /// Applies a new action; a redo tail is dropped. Nothing changes on error.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        // A session politburo could not open again is never written.
        let mut work = if self.data.cursor < self.data.actions.len() {
            BoardWork::of(&self.data.actions[..self.data.cursor])
        } else {
            self.work
        };
        work.add(&action);
        if work.units > MAX_REPLAY_WORK {
            return Err(ActionError::BoardWorkFull {
                most: MAX_REPLAY_WORK,
            });
        }
        if self.data.actions.len() >= MAX_ACTIONS && self.data.cursor == self.data.actions.len() {
            return Err(ActionError::SessionFull { most: MAX_ACTIONS });
        }
        // An answer that takes the planner's plan keeps the orders it
        // gave, so a replay never plans again.
        let action = self.game.with_plan(&self.data.rules, action);
        let mut game = self.game.clone();
        let entries = game.apply(&self.data.rules, &action)?;
        let at = self.data.cursor;
        self.data.actions.truncate(at);
        self.changed_from = self.changed_from.min(at);
        self.snapshots.retain(|s| s.at <= at);
        self.data.actions.push(action);
        self.data.cursor = at + 1;
        let before = std::mem::replace(&mut self.game, game);
        self.last = Some(Snapshot {
            at,
            game: before,
            dice: self.dice.clone(),
        });
        self.work = work;
        self.after_action(at, entries);
        Ok(())
    }

    fn after_action(&mut self, at: usize, entries: Vec<LogEntry>) {
        self.log.extend(
            entries
                .into_iter()
                .map(|entry| LogLine { action: at, entry }),
        );
        push_point(&mut self.pct_points, at + 1, &self.game);
        if (at + 1).is_multiple_of(SNAPSHOT_EVERY)
            && self.snapshots.last().is_none_or(|s| s.at < at + 1)
        {
            self.snapshots.push(Snapshot {
                at: at + 1,
                game: self.game.clone(),
                dice: self.dice.clone(),
            });
        }
    }

    /// The game takes the chart `chart` (none: plays without one) as a
    /// logged step, when it plays with another and no bot turn is under
    /// way — before a turn or your attack, as the window and `rcw play`
    /// both do. Returns whether a step was taken.
    pub fn take_chart(
        &mut self,
        chart: Option<&crate::tables::Table>,
    ) -> Result<bool, ActionError> {
        if self.game.state().chart_table() == chart || self.game.in_turn() {
            return Ok(false);
        }
        self.apply(Action::Edit(crate::rcw::Edit::Chart(
            chart.cloned().map(Box::new),
        )))?;
        Ok(true)
    }

    /// Answers the current roll with the app's dice; returns the face.
    pub fn roll(&mut self) -> Result<u8, ActionError> {
        if !matches!(self.game.prompt(), Some(Prompt::Roll(_))) {
            return Err(ActionError::NothingToRoll("no roll is asked for right now"));
        }
        let mut dice = self.dice.clone();
        let face = dice.roll_d6();
        self.apply_rolled(
            Action::Input(Input::Die {
                face,
                by_hand: false,
            }),
            dice,
        )?;
        Ok(face)
    }

    /// Answers the current combat result with the app's dice on the
    /// game's chart (`column` when the app does not know the odds);
    /// returns the faces.
    pub fn roll_chart(&mut self, column: Option<crate::rcw::Odds>) -> Result<Vec<u8>, ActionError> {
        let Some(Prompt::Ask(q)) = self.game.prompt() else {
            return Err(ActionError::NothingToRoll(
                "no combat result is asked for right now",
            ));
        };
        let Some(chart) = &q.chart else {
            return Err(ActionError::NothingToRoll(
                "this step is not read from a chart",
            ));
        };
        let mut dice = self.dice.clone();
        let faces: Vec<u8> = (0..chart.dice.count()).map(|_| dice.roll_d6()).collect();
        self.apply_rolled(
            Action::Input(Input::ChartRoll {
                faces: faces.clone(),
                by_hand: false,
                column,
            }),
            dice,
        )?;
        Ok(faces)
    }

    /// Applies a roll of the app's dice, which stand at `dice` after it.
    /// A board kept at that very step (every [`SNAPSHOT_EVERY`] steps)
    /// takes the dice as they are after it, as a replay finds them; the
    /// board kept for undoing the step keeps them as they were before.
    fn apply_rolled(&mut self, action: Action, dice: Dice) -> Result<(), ActionError> {
        self.apply(action)?;
        self.dice = dice;
        let at = self.data.cursor;
        if let Some(s) = self.snapshots.last_mut().filter(|s| s.at == at) {
            s.dice = self.dice.clone();
        }
        Ok(())
    }
}

fn push_point(points: &mut Vec<PctPoint>, at: usize, game: &Game) {
    if game.in_turn() {
        return;
    }
    let changed = points
        .last()
        .is_none_or(|p| p.pct != *game.state().pct() || p.turn != game.state().turn());
    if changed {
        points.push(PctPoint {
            at,
            turn: game.state().turn(),
            pct: game.state().pct().clone(),
        });
    }
}

/// The app's dice advance once per face they produced, and every face
/// recorded as the app's is checked against what the game's dice (from its
/// seed) give there: a face changed in a file is damage, never another
/// game. `Err` names the input (its place in `inputs`) that differs.
fn advance_dice(dice: &mut Dice, inputs: &[Input]) -> Result<(), (usize, ActionError)> {
    for (k, i) in inputs.iter().enumerate() {
        let recorded: &[u8] = match i {
            Input::Die {
                face,
                by_hand: false,
            } => std::slice::from_ref(face),
            Input::ChartRoll {
                faces,
                by_hand: false,
                ..
            } => faces,
            _ => continue,
        };
        let rolled: Vec<u8> = recorded.iter().map(|_| dice.roll_d6()).collect();
        if rolled != recorded {
            return Err((
                k,
                ActionError::DiceDiffer {
                    recorded: recorded.to_vec(),
                    rolled,
                },
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rcw::{Seat, Setup};

    /// A file opened keeps boards as play does, inside long bot turns
    /// too: from any step the nearest kept board before it is at most 200
    /// steps and the rest of a bot turn away, so an undo after opening
    /// replays no more; and every kept board is the game at its step.
    /// A face of the app's dice changed in a file is damage: the replay
    /// stops at that step, naming both faces, never another game.
    #[test]
    fn a_face_of_the_apps_dice_changed_in_a_file_does_not_replay() {
        let live = crate::session::generate::generate(2, 5, false).unwrap();
        let mut d = live.data().clone();
        let k = d
            .actions
            .iter()
            .rposition(|a| matches!(a, Action::Input(Input::Die { by_hand: false, .. })))
            .unwrap();
        if let Action::Input(Input::Die { face, .. }) = &mut d.actions[k] {
            *face = *face % 6 + 1;
        }
        let e = Session::from_data(d.clone()).unwrap_err();
        assert!(
            matches!(
                &e,
                ReplayError::Action {
                    index,
                    error: ActionError::DiceDiffer { .. }
                } if *index == k
            ),
            "{e}"
        );
        // The player's own dice are taken as typed (the app's last roll
        // made the player's: no later roll of the app's moves).
        if let Action::Input(Input::Die { by_hand, .. }) = &mut d.actions[k] {
            *by_hand = true;
        }
        assert!(Session::from_data(d).is_ok());
    }

    #[test]
    fn a_file_opened_keeps_a_board_every_200_steps_or_so() {
        let live = crate::session::generate::generate(12, 5, false).unwrap();
        let opened = Session::from_data(live.data().clone()).unwrap();
        let longest_turn = live
            .data()
            .actions
            .split(|a| matches!(a, Action::StartBotTurn(_)))
            .map(|t| {
                t.iter()
                    .take_while(|a| matches!(a, Action::Input(_)))
                    .count()
            })
            .max()
            .unwrap();
        let mut at: Vec<usize> = opened.snapshots.iter().map(|s| s.at).collect();
        at.push(opened.len());
        assert!(at.len() > opened.len() / (SNAPSHOT_EVERY + longest_turn + 1));
        for w in at.windows(2) {
            assert!(
                w[1] - w[0] <= SNAPSHOT_EVERY + longest_turn + 1,
                "boards kept at {} and {}",
                w[0],
                w[1]
            );
        }
        for k in &opened.snapshots {
            let mut data = live.data().clone();
            data.cursor = k.at;
            let fresh = Session::from_data(data).unwrap();
            assert_eq!(fresh.game, k.game, "the board kept at {}", k.at);
            assert_eq!(fresh.dice, k.dice, "the dice kept at {}", k.at);
        }
    }

    /// A roll of the app's dice that lands on a kept board's step leaves
    /// that board with the dice after the roll, as a replay finds them,
    /// and the undo board with the dice before it.
    #[test]
    fn a_kept_board_at_an_app_roll_keeps_the_dice_after_it() {
        let rules = RcwRules::builtin().unwrap();
        let b = Seat::from_letter('B').unwrap();
        let to_first_roll = |s: &mut Session| {
            s.apply(Action::StartBotTurn(b)).unwrap();
            while !matches!(s.game().prompt(), Some(Prompt::Roll(_))) {
                let input = match s.game().prompt().unwrap() {
                    Prompt::Do(_) => Input::Ack,
                    Prompt::Ask(q) => Input::Choice(q.default.unwrap_or(0)),
                    Prompt::Roll(_) => unreachable!(),
                };
                s.apply(Action::Input(input)).unwrap();
            }
        };
        let mut probe = Session::new(Setup::seed_example(), rules.clone(), 7).unwrap();
        to_first_roll(&mut probe);
        let steps = probe.cursor();
        // Steps that change nothing put the roll at the kept board's step.
        let mut s = Session::new(Setup::seed_example(), rules, 7).unwrap();
        let name = s.game().state().players()[0].name().to_string();
        let seat = s.game().state().players()[0].seat();
        for _ in steps..SNAPSHOT_EVERY - 1 {
            s.apply(Action::Edit(crate::rcw::Edit::Name(seat, name.clone())))
                .unwrap();
        }
        to_first_roll(&mut s);
        assert_eq!(s.cursor(), SNAPSHOT_EVERY - 1);
        let before = s.dice.clone();
        s.roll().unwrap();
        let kept = s.snapshots.last().unwrap();
        assert_eq!(kept.at, SNAPSHOT_EVERY);
        assert_eq!(
            kept.dice, s.dice,
            "the kept board has the dice after the roll"
        );
        assert_ne!(kept.dice, before);
        assert_eq!(
            s.last.as_ref().unwrap().dice,
            before,
            "undo finds them as before"
        );
        // A replay from the start agrees.
        let mut again = s.clone();
        again.snapshots.truncate(1);
        again.go_to(SNAPSHOT_EVERY).unwrap();
        assert_eq!(again.dice, s.dice);
    }
}
