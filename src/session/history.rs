//! The session: an append-only log of [`Action`]s over a setup, with a
//! cursor for undo/redo. The game is always the replay of
//! `actions[..cursor]`; snapshots keep undo quick in long games.

use crate::dice::Dice;
use crate::rcw::step::{Input, LogEntry, LogKind, Prompt};
use crate::rcw::{Action, ActionError, Game, Pct, RcwRules, Setup, SetupError};
use serde::{Deserialize, Serialize};

/// What a session file stores: enough to replay the game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionData {
    pub setup: Setup,
    /// The rules in force when the session began (a later edit of the
    /// assets must not change how this game replays).
    pub rules: RcwRules,
    /// Seed of the app's dice.
    pub seed: u64,
    /// At most [`MAX_ACTIONS`], refused while the file is read (before a
    /// longer list is built in memory).
    #[serde(deserialize_with = "bounded_actions")]
    pub actions: Vec<Action>,
    /// `actions[..cursor]` are in effect; the rest can be redone.
    pub cursor: usize,
}

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

fn bounded_actions<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Action>, D::Error> {
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

impl SessionData {
    /// Applies a change; refuses one that does not fit these actions.
    pub fn apply_change(&mut self, c: &Change) -> Result<(), String> {
        if c.keep > self.actions.len() {
            return Err(format!(
                "it keeps {} steps of {}",
                c.keep,
                self.actions.len()
            ));
        }
        if c.cursor > c.keep + c.push.len() {
            return Err(format!(
                "its cursor {} is past its {} steps",
                c.cursor,
                c.keep + c.push.len()
            ));
        }
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
        // The stored rules pass the same checks as a rules file: a hand-edited
        // number must not reach the engine (a PCT range of 7..1, a count
        // used as a size).
        data.rules.check("the session's \"rules\"")?;
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
    pub fn apply_change(&mut self, c: &Change) -> Result<(), String> {
        let len = self.data.actions.len();
        if c.keep > len {
            return Err(format!("it keeps {} steps of {len}", c.keep));
        }
        if c.cursor > c.keep + c.push.len() {
            return Err(format!(
                "its cursor {} is past its {} steps",
                c.cursor,
                c.keep + c.push.len()
            ));
        }
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

    fn apply_change_in_place(&mut self, c: &Change) -> Result<(), String> {
        let text = |e: ReplayError| e.to_string();
        if !c.push.is_empty() || c.keep < self.data.actions.len() {
            if self.data.cursor > c.keep || (!c.push.is_empty() && self.data.cursor < c.keep) {
                self.go_to(c.keep).map_err(text)?;
            }
            if c.push.is_empty() {
                self.truncate_redo(c.keep);
            }
        }
        for a in &c.push {
            self.apply_recorded(a.clone()).map_err(|e| e.to_string())?;
        }
        if c.cursor != self.data.cursor {
            self.go_to(c.cursor).map_err(text)?;
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
                advance_dice(&mut dice, std::slice::from_ref(i));
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
            return Err(ActionError::BadInput(format!(
                "this game has changed its order of battle so often that one more change would make the session too large to open again (more than {MAX_REPLAY_WORK} units of board work): save it, then start a new session from this position (New game with these players, and the order of battle typed anew)"
            )));
        }
        if self.data.actions.len() >= MAX_ACTIONS && self.data.cursor == self.data.actions.len() {
            return Err(ActionError::BadInput(format!(
                "this session holds {MAX_ACTIONS} steps, the most politburo opens: save it, then go on in a new session from this position"
            )));
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

    /// Answers the current roll with the app's dice; returns the face.
    pub fn roll(&mut self) -> Result<u8, ActionError> {
        if !matches!(self.game.prompt(), Some(Prompt::Roll(_))) {
            return Err(ActionError::BadInput(
                "no roll is asked for right now".to_string(),
            ));
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
            return Err(ActionError::BadInput(
                "no combat result is asked for right now".to_string(),
            ));
        };
        let Some(chart) = &q.chart else {
            return Err(ActionError::BadInput(
                "this step is not read from a chart".to_string(),
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

    pub fn can_redo(&self) -> bool {
        self.data.cursor < self.data.actions.len()
    }

    /// "Undo: …" for the action the next undo takes back.
    pub fn undo_label(&self) -> Option<String> {
        let at = self.data.cursor.checked_sub(1)?;
        Some(format!("Undo: {}", self.describe(at)))
    }

    /// "Redo: …" for the action the next redo applies again.
    pub fn redo_label(&self) -> Option<String> {
        let a = self.data.actions.get(self.data.cursor)?;
        Some(format!("Redo: {}", action_text(a)))
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
    pub fn undo(&mut self) -> Result<Option<String>, ReplayError> {
        let Some(label) = self.undo_label() else {
            return Ok(None);
        };
        let target = self.data.cursor - 1;
        self.replay_from_snapshot(target)?;
        Ok(Some(label))
    }

    /// Applies the next undone action again.
    /// `Ok(None)` when there is nothing to redo; a failed replay says why.
    pub fn redo(&mut self) -> Result<Option<String>, ReplayError> {
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
    fn replay_from_snapshot(&mut self, cursor: usize) -> Result<(), ReplayError> {
        // The nearest board kept at or before the cursor (every 200 steps,
        // or the one before the last step applied) — and not past the log
        // as it stands: the log holds lines only for the steps before the
        // present cursor, and the replay adds those from the board on.
        let limit = cursor.min(self.data.cursor);
        let every = self.snapshots.iter().rev().find(|s| s.at <= limit);
        let last = self
            .last
            .as_ref()
            .filter(|l| l.at <= limit && every.is_none_or(|e| e.at < l.at));
        let snap = last.or(every).cloned().unwrap_or_else(|| Snapshot {
            at: 0,
            game: self.start.clone(),
            dice: Dice::from_seed(self.data.seed),
        });
        let mut game = snap.game;
        let mut dice = snap.dice;
        // Only the tail after the snapshot is rebuilt; the prefix of the log
        // stays where it is (copying it made undo cost grow with the game).
        let keep = self.log.partition_point(|l| l.action < snap.at);
        let mut log: Vec<LogLine> = Vec::new();
        let keep_points = self.pct_points.partition_point(|p| p.at <= snap.at);
        let mut points: Vec<PctPoint> = self.pct_points[..keep_points]
            .last()
            .cloned()
            .into_iter()
            .collect();
        let rules = &self.data.rules;
        let mut i = snap.at;
        while i < cursor {
            let action = &self.data.actions[i];
            // A bot turn's inputs replay in one run.
            if let Action::StartBotTurn(seat) = action {
                let mut j = i + 1;
                let mut inputs = Vec::new();
                while j < cursor {
                    match &self.data.actions[j] {
                        Action::Input(inp) => inputs.push(inp.clone()),
                        _ => break,
                    }
                    j += 1;
                }
                if game.in_turn() {
                    return Err(ReplayError::Action {
                        index: i,
                        error: ActionError::TurnInProgress(game.turn().map_or(*seat, |t| t.seat)),
                    });
                }
                // A board is kept at the start of a turn a 200th step
                // falls in (the turn then replays in one run from it),
                // as the one-step path keeps one at every 200th step.
                let crosses = (i / SNAPSHOT_EVERY + 1) * SNAPSHOT_EVERY <= j;
                if crosses && i > 0 && !self.snapshots.iter().any(|s| s.at == i) {
                    self.snapshots.push(Snapshot {
                        at: i,
                        game: game.clone(),
                        dice: dice.clone(),
                    });
                }
                advance_dice(&mut dice, &inputs);
                let lines =
                    game.replay_turn_inputs(rules, *seat, inputs)
                        .map_err(|(at, error)| ReplayError::Action {
                            // The start is action i; its k-th input is i + 1 + k.
                            index: if matches!(error, ActionError::BadInput(_)) {
                                i + 1 + at
                            } else {
                                i
                            },
                            error,
                        })?;
                log.extend(lines.into_iter().map(|(pos, entry)| LogLine {
                    action: i + pos,
                    entry,
                }));
                push_point(&mut points, j, &game);
                i = j;
                continue;
            }
            let entries = game
                .apply(rules, action)
                .map_err(|error| ReplayError::Action { index: i, error })?;
            if let Action::Input(inp) = action {
                advance_dice(&mut dice, std::slice::from_ref(inp));
            }
            log.extend(
                entries
                    .into_iter()
                    .map(|entry| LogLine { action: i, entry }),
            );
            push_point(&mut points, i + 1, &game);
            i += 1;
            if i % SNAPSHOT_EVERY == 0 && !self.snapshots.iter().any(|s| s.at == i) {
                self.snapshots.push(Snapshot {
                    at: i,
                    game: game.clone(),
                    dice: dice.clone(),
                });
            }
        }
        self.snapshots.sort_by_key(|s| s.at);
        self.game = game;
        self.dice = dice;
        self.log.truncate(keep);
        self.log.extend(log);
        // `points` starts with the last kept point (so push_point compares
        // against it); drop that copy when putting the tail back.
        self.pct_points.truncate(keep_points);
        self.pct_points
            .extend(points.into_iter().skip(usize::from(keep_points > 0)));
        self.data.cursor = cursor;
        Ok(())
    }

    /// The whole log as Markdown, for a game report.
    pub fn to_markdown(&self, title: &str) -> String {
        let g = self.game.state();
        let mut md = format!("# {title}\n\n");
        md.push_str("| Seat | Name | Colour | Units | Politburo | Assassins | Out |\n|---|---|---|---|---|---|---|\n");
        for p in g.players() {
            md.push_str(&format!(
                "| {} | {}{} | {} | {} | {} | {} | {} |\n",
                p.seat(),
                p.name(),
                if p.seat() == g.human() { " (you)" } else { "" },
                p.colour(),
                p.units_text(),
                p.politburo(),
                p.assassins(),
                if p.out() { "yes" } else { "" }
            ));
        }
        md.push_str(&format!(
            "\n## Player Cooperation Table (turn {})\n\n```\n{}```\n\n## Log\n\n",
            g.turn(),
            g.pct()
                .grid_text(self.data.rules.pct.min, self.data.rules.pct.max)
        ));
        let mut turn = None;
        for l in &self.log {
            if turn != Some(l.entry.turn) {
                turn = Some(l.entry.turn);
                md.push_str(&format!("\n### Game turn {}\n\n", l.entry.turn));
            }
            md.push_str(&format!(
                "- **{}** {}\n",
                l.entry.kind.name(),
                l.entry.text.replace('\n', " ")
            ));
        }
        md
    }
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
const MAX_BOARD_WEIGHT: usize = crate::rcw::edit::MAX_STACKS * (2 + crate::rcw::edit::MAX_LEADERS);

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
            (Action::Input(Input::Stacks(c)), _) | (_, Some(Edit::Stacks(c))) => Some(c),
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

/// The app's dice advance once per face they produced.
fn advance_dice(dice: &mut Dice, inputs: &[Input]) {
    for i in inputs {
        match i {
            Input::Die { by_hand: false, .. } => {
                dice.roll_d6();
            }
            Input::ChartRoll {
                faces,
                by_hand: false,
                ..
            } => {
                for _ in faces {
                    dice.roll_d6();
                }
            }
            _ => {}
        }
    }
}

/// A short description of an action (when it left no log line).
pub fn action_text(a: &Action) -> String {
    match a {
        Action::StartBotTurn(s) => format!("start {s}'s turn"),
        Action::Input(Input::Die { face, .. }) => format!("die roll {face}"),
        Action::Input(Input::Choice(i) | Input::Planned { choice: i, .. }) => {
            format!("answer {}", i + 1)
        }
        Action::Input(Input::Ack) => "step done".to_string(),
        Action::Input(Input::Override(_)) => "override".to_string(),
        Action::Input(Input::Moves(_)) => "moves for the planner".to_string(),
        Action::Input(Input::Stacks(_)) => "a stack moved".to_string(),
        Action::Input(Input::ChartRoll { faces, .. }) => format!(
            "combat result rolled ({})",
            faces
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" + ")
        ),
        Action::Act(_) => "your act".to_string(),
        Action::Edit(_) => "edit".to_string(),
        Action::NextGameTurn => "next game turn".to_string(),
        Action::EndHumanTurn => "your turn done".to_string(),
        Action::HumanPurge(hp) => format!("your purge against {}", hp.target),
        Action::HumanAttack(_) => "your attack".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rcw::{Seat, Setup};

    /// A file opened keeps boards as play does, inside long bot turns
    /// too: from any step the nearest kept board before it is at most 200
    /// steps and the rest of a bot turn away, so an undo after opening
    /// replays no more; and every kept board is the game at its step.
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
