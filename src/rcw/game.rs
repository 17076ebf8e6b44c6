//! The game as one value: the tracked state plus the bot turn in progress,
//! changed only by [`Action`]s through [`Game::apply`].

use super::edit::{Act, Edit};
use super::player::{Seat, Seats};
use super::purge::HumanPurge;
use super::rules::RcwRules;
use super::script::{Cx, Halt};
use super::state::GameState;
use super::step::{Input, LogEntry, LogKind, Progress, Prompt};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Everything that can happen to a game. The session log is a list of these.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Start `seat`'s bot turn (no other bot turn may be in progress).
    StartBotTurn(Seat),
    /// Answer the current bot-turn prompt (die face, choice, acknowledgement
    /// or an override).
    Input(Input),
    /// The human's own act (or any act done off the app's steps).
    Act(Act),
    /// A correction of the tracked state outside a bot turn.
    Edit(Edit),
    /// Advance the game-turn marker.
    NextGameTurn,
    /// The human player has played their own player-turn of this game turn.
    EndHumanTurn,
    /// The human's own purge: walked through like a bot's steps (PCT shifts,
    /// spoils, the Politburo-instead roll, the bots' counterpurge).
    HumanPurge(HumanPurge),
    /// The human's own attack on the order of battle: walked through like a
    /// bot's (the PCT shift, the stacks moved in, the result applied to
    /// the stacks, its follow-ups).
    HumanAttack(HumanAttack),
}

/// Your own attack (kept with the steps, which the turn reads too).
pub use super::step::HumanAttack;

/// Who plays next in the game turn, in the turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextUp {
    Bot(Seat),
    /// The human player's own player-turn.
    Human,
    /// Every player in the game has played: end the game turn.
    EndOfGameTurn,
}

/// A bot turn in progress: the state it started from and the answers so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BotTurn {
    pub seat: Seat,
    /// Set when these are the steps of the human's own purge, not a bot turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub purge: Option<HumanPurge>,
    /// Set when these are the steps of the human's own attack.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attack: Option<HumanAttack>,
    pub start: GameState,
    pub inputs: Vec<Input>,
    /// What the turn waits on; `None` once it is over.
    pub prompt: Option<Prompt>,
    pub progress: Progress,
}

impl BotTurn {
    pub fn finished(&self) -> bool {
        self.prompt.is_none()
    }
}

/// Why your own attack, as picked, cannot be recorded on the order of
/// battle as it stands.
#[derive(Debug, Error, PartialEq, Eq, Clone)]
pub enum HumanAttackError {
    #[error("the stack attacked is not in the order of battle")]
    TargetMissing,
    #[error("you cannot attack your own stack")]
    OwnStack,
    #[error("{0} is out of the game")]
    TargetOut(Seat),
    #[error("pick at least one of your stacks to attack with")]
    NoAttackers,
    #[error("an attacking stack is not in the order of battle")]
    AttackerMissing,
    /// The stack (as the log names it) is another player's.
    #[error("{0} is not one of your stacks")]
    NotYours(String),
    /// The stack (as the log names it) is picked more than once.
    #[error("{0} is picked twice")]
    Twice(String),
}

/// Why an action was refused; the game is left as it was.
#[derive(Debug, Error, PartialEq, Eq, Clone)]
pub enum ActionError {
    #[error("{0}'s turn is still in progress: finish it (or end it with an override) first")]
    TurnInProgress(Seat),
    #[error("there is no bot turn in progress to answer")]
    NoTurn,
    #[error("{0} is the human player; the app only plays the bots' turns")]
    HumanSeat(Seat),
    #[error("there is no player {0} at this table")]
    NoSeat(Seat),
    /// An answer the step waiting does not take (or, in a replayed file,
    /// an answer nobody could have given there).
    #[error(transparent)]
    Refused(#[from] super::step::Refused),
    /// Your own attack as typed cannot be recorded on the board.
    #[error(transparent)]
    HumanAttack(#[from] HumanAttackError),
    /// Your purge names a player you cannot purge.
    #[error("{0} is not a player in the game you can purge")]
    NotPurgeable(Seat),
    /// Your purge's committee names a player who cannot sit on it.
    #[error("{seat} cannot be on your committee against {target}")]
    NotOnCommittee { seat: Seat, target: Seat },
    #[error("your player-turn of this game turn is already over")]
    YourTurnIsOver,
    #[error("the game turn cannot go past {0}")]
    PastLastTurn(u32),
    #[error(transparent)]
    Edit(#[from] super::edit::EditError),
    /// The session holds `most` steps, the most politburo opens.
    #[error(
        "this session holds {most} steps, the most politburo opens: save it, then go on in a new session from this position"
    )]
    SessionFull { most: usize },
    /// One more change of the board would make the session heavier to
    /// replay than politburo opens (`most` units of board work).
    #[error(
        "this game has changed its order of battle so often that one more change would make the session too large to open again (more than {most} units of board work): save it, then start a new session from this position (New game with these players, and the order of battle typed anew)"
    )]
    BoardWorkFull { most: u64 },
    /// The app's dice were asked to roll where the step asks no roll (or
    /// no combat result read from a chart).
    #[error("{0}")]
    NothingToRoll(&'static str),
    /// The game is over (one player left, or only you): no more turns.
    #[error(
        "the game is over ({} left): undo the last step, start a new game, or put a stack of a player who is out on the board to bring them back",
        .0.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(", ")
    )]
    GameOver(Vec<Seat>),
    /// A roll recorded as the app's whose faces are not what the game's
    /// dice (from its seed) give at that roll: the record was changed.
    #[error(
        "the app's dice rolled {rolled:?} there (from the game's seed), but the record says {recorded:?}: it was changed"
    )]
    DiceDiffer { recorded: Vec<u8>, rolled: Vec<u8> },
}

/// The tracked state and the bot turn in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Game {
    pub(in crate::rcw) state: GameState,
    pub(in crate::rcw) turn: Option<BotTurn>,
    /// The players who have played (or are playing) a player-turn in this
    /// game turn, in the order they started.
    pub(in crate::rcw) played: Vec<Seat>,
}

impl Game {
    /// The tracked state.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The bot turn (or your own walked act) in progress.
    pub fn turn(&self) -> Option<&BotTurn> {
        self.turn.as_ref()
    }

    /// Who has played a player-turn in this game turn, in order.
    pub fn played(&self) -> &[Seat] {
        &self.played
    }

    pub fn new(state: GameState) -> Game {
        Game {
            state,
            turn: None,
            played: Vec::new(),
        }
    }

    /// Who plays next: the first player in the turn order still in the
    /// game who has not played this game turn.
    pub fn next_up(&self) -> NextUp {
        for s in self.state.order() {
            if self.state.player(s).is_none_or(|p| p.out) || self.played.contains(&s) {
                continue;
            }
            return if s == self.state.human {
                NextUp::Human
            } else {
                NextUp::Bot(s)
            };
        }
        NextUp::EndOfGameTurn
    }

    /// Where the evening is: "Turn 3 · B done · C playing: Attacks 3 of 5 ·
    /// D, E, you to come".
    pub fn evening_line(&self) -> String {
        let g = &self.state;
        let playing = self.turn.as_ref().filter(|t| !t.finished());
        let mut parts = vec![format!("Turn {}", g.turn)];
        let mut to_come: Vec<String> = Vec::new();
        for s in g.order() {
            if g.player(s).is_none_or(|p| p.out) {
                continue;
            }
            let who = if s == g.human {
                "you".to_string()
            } else {
                s.to_string()
            };
            match playing {
                Some(t) if t.seat == s => {
                    parts.push(format!("{who} playing: {}", t.progress.text()));
                }
                _ if self.played.contains(&s) => parts.push(format!("{who} done")),
                _ => to_come.push(who),
            }
        }
        if !to_come.is_empty() {
            parts.push(format!("{} to come", to_come.join(", ")));
        }
        parts.join(" · ")
    }

    /// The prompt the current bot turn waits on.
    pub fn prompt(&self) -> Option<&Prompt> {
        self.turn.as_ref().and_then(|t| t.prompt.as_ref())
    }

    /// The game is over when at most one player is left in it, or only
    /// you (no bot): the seats still in it. `None` while it goes on, and
    /// while a bot turn is under way.
    pub fn game_over(&self) -> Option<Vec<Seat>> {
        if self.in_turn() {
            return None;
        }
        let g = &self.state;
        let left: Vec<Seat> = g
            .players()
            .iter()
            .filter(|p| !p.out())
            .map(|p| p.seat())
            .collect();
        let bots = left.iter().filter(|s| **s != g.human()).count();
        (left.len() <= 1 || bots == 0).then_some(left)
    }

    /// Whether a bot turn is under way (started, not yet over).
    pub fn in_turn(&self) -> bool {
        self.turn.as_ref().is_some_and(|t| !t.finished())
    }

    /// Applies `action`; returns the log lines it produced. On error nothing
    /// changes.
    pub fn apply(
        &mut self,
        rules: &RcwRules,
        action: &Action,
    ) -> Result<Vec<LogEntry>, ActionError> {
        // Everything but an answer waits until no turn is under way.
        if !matches!(action, Action::Input(_))
            && let Some(t) = self.turn.as_ref().filter(|t| !t.finished())
        {
            return Err(ActionError::TurnInProgress(t.seat));
        }
        // A game that is over plays no more turns (turn flow 4: games
        // saved before replay as they were played); undo, a new game, or a
        // player brought back by a stack put on the board go on.
        if rules.corrections_stand()
            && matches!(
                action,
                Action::StartBotTurn(_)
                    | Action::HumanAttack(_)
                    | Action::HumanPurge(_)
                    | Action::EndHumanTurn
                    | Action::NextGameTurn
            )
            && let Some(left) = self.game_over()
        {
            return Err(ActionError::GameOver(left));
        }
        match action {
            Action::StartBotTurn(seat) => self.start_bot_turn(rules, *seat),
            Action::HumanPurge(hp) => {
                self.check_human_purge(hp)?;
                self.begin(self.state.human, Some(hp.clone()), None);
                Ok(strip(self.replay_turn(rules, 0)))
            }
            Action::HumanAttack(ha) => {
                self.check_human_attack(ha)?;
                self.begin(self.state.human, None, Some(ha.clone()));
                Ok(strip(self.replay_turn(rules, 0)))
            }
            Action::EndHumanTurn => self.end_human_turn(),
            Action::Input(input) => self.answer(rules, input),
            Action::Act(act) => {
                let lines = act.apply(&mut self.state, rules)?;
                let involves = act_seats(act);
                Ok(lines
                    .into_iter()
                    .map(|text| LogEntry {
                        face: None,
                        stacks: Vec::new(),
                        unmade: None,
                        turn: self.state.turn,
                        seat: involves.first().copied(),
                        involves: Seats::from(involves.as_slice()),
                        kind: LogKind::Human,
                        text: text.into(),
                    })
                    .collect())
            }
            Action::Edit(edit) => {
                let text = edit.apply(&mut self.state, rules)?;
                Ok(vec![LogEntry {
                    face: None,
                    stacks: Vec::new(),
                    unmade: None,
                    turn: self.state.turn,
                    seat: None,
                    involves: Seats::from(edit_seats(edit).as_slice()),
                    kind: LogKind::Edit,
                    text: text.into(),
                }])
            }
            Action::NextGameTurn => self.next_game_turn(),
        }
    }

    /// A turn of steps begins for `seat` from the state as it is now: a
    /// bot's turn, or your purge or attack walked through like one.
    fn begin(&mut self, seat: Seat, purge: Option<HumanPurge>, attack: Option<HumanAttack>) {
        self.turn = Some(BotTurn {
            seat,
            purge,
            attack,
            start: self.state.clone(),
            inputs: Vec::new(),
            prompt: None,
            progress: Progress::default(),
        });
    }

    fn start_bot_turn(
        &mut self,
        rules: &RcwRules,
        seat: Seat,
    ) -> Result<Vec<LogEntry>, ActionError> {
        if self.state.player(seat).is_none() {
            return Err(ActionError::NoSeat(seat));
        }
        if seat == self.state.human {
            return Err(ActionError::HumanSeat(seat));
        }
        self.begin(seat, None, None);
        let again = self.played.contains(&seat);
        if !again {
            self.played.push(seat);
        }
        let mut lines = strip(self.replay_turn(rules, 0));
        if again {
            lines.insert(0, self.second_turn_entry(seat));
        }
        Ok(lines)
    }

    /// Your purge names a player in the game, and a committee of others.
    fn check_human_purge(&self, hp: &HumanPurge) -> Result<(), ActionError> {
        let me = self.state.human;
        let active = |s: Seat| self.state.player(s).is_some_and(|x| !x.out);
        if hp.target == me || !active(hp.target) {
            return Err(ActionError::NotPurgeable(hp.target));
        }
        if let Some(s) = hp
            .committee
            .iter()
            .find(|s| **s == hp.target || **s == me || !active(**s))
        {
            return Err(ActionError::NotOnCommittee {
                seat: *s,
                target: hp.target,
            });
        }
        Ok(())
    }

    fn end_human_turn(&mut self) -> Result<Vec<LogEntry>, ActionError> {
        let me = self.state.human;
        if self.played.contains(&me) {
            return Err(ActionError::YourTurnIsOver);
        }
        self.played.push(me);
        Ok(vec![LogEntry {
            face: None,
            stacks: Vec::new(),
            unmade: None,
            turn: self.state.turn,
            seat: Some(me),
            involves: Seats::from(Seat::slice_of(me)),
            kind: LogKind::Turn,
            text: format!("Game turn {}: your player-turn is over", self.state.turn).into(),
        }])
    }

    /// An answer to the step the turn waits on: checked as the prompt
    /// asks (an edit or reason that would be refused is refused now, not
    /// logged as refused), then the turn replayed with it.
    fn answer(&mut self, rules: &RcwRules, input: &Input) -> Result<Vec<LogEntry>, ActionError> {
        let Some(t) = self.turn.as_ref().filter(|t| !t.finished()) else {
            return Err(ActionError::NoTurn);
        };
        let prompt = t.prompt.as_ref().ok_or(ActionError::NoTurn)?;
        prompt.check(input)?;
        match input {
            Input::Override(super::step::Override::Edit { edit, reason }) => {
                super::edit::check_reason(reason)?;
                edit.apply(&mut self.state.clone(), rules)?;
            }
            Input::Override(super::step::Override::EndTurn { reason }) => {
                super::edit::check_reason(reason)?;
            }
            Input::Moves(reach) => {
                super::edit::Edit::Reach(reach.clone()).apply(&mut self.state.clone(), rules)?;
            }
            Input::Stacks(change) => {
                super::edit::Edit::Stacks(change.clone()).apply(&mut self.state.clone(), rules)?;
            }
            _ => {}
        }
        let before = t.inputs.len();
        if let Some(t) = self.turn.as_mut() {
            t.inputs.push(input.clone());
        }
        Ok(strip(self.replay_turn(rules, before + 1)))
    }

    fn next_game_turn(&mut self) -> Result<Vec<LogEntry>, ActionError> {
        if self.state.turn >= super::rules::MAX_TURN {
            return Err(ActionError::PastLastTurn(super::rules::MAX_TURN));
        }
        self.state.turn += 1;
        self.turn = None;
        self.played.clear();
        Ok(vec![LogEntry {
            face: None,
            stacks: Vec::new(),
            unmade: None,
            turn: self.state.turn,
            seat: None,
            involves: Seats::empty(),
            kind: LogKind::Turn,
            text: format!("Game turn {} begins", self.state.turn).into(),
        }])
    }

    /// Starts `seat`'s turn and answers it with all of `inputs` in one run
    /// (loading a session: linear in the turn's length, no prompt text
    /// made). Returns each log line with the number of inputs consumed when
    /// it was made (0 = made by the start). Every input is checked as it
    /// would be live: the first one live play would refuse is the error,
    /// with its place in `inputs`, and the game is left as it was.
    pub fn replay_turn_inputs(
        &mut self,
        rules: &RcwRules,
        seat: Seat,
        inputs: Vec<Input>,
    ) -> Result<Vec<(usize, LogEntry)>, (usize, ActionError)> {
        let before = self.clone();
        let again = self.played.contains(&seat);
        self.apply(rules, &Action::StartBotTurn(seat))
            .map_err(|e| (0, e))?;
        if let Some(t) = self.turn.as_mut() {
            t.inputs = inputs;
        }
        let mut result = self.replay_turn_checked(rules, 0);
        match result.as_mut() {
            Err(_) => *self = before,
            Ok(lines) if again => lines.insert(0, (0, self.second_turn_entry(seat))),
            Ok(_) => {}
        }
        result
    }

    /// `action` as the session keeps it: an answer to a question the
    /// attack planner proposes takes the orders the plan gives now (its
    /// stacks by id) and the colour it plans for, so a replay follows them
    /// and never plans again (the rules' turn flow 2; with no order of
    /// battle kept there is no plan to keep).
    pub fn with_plan(&self, rules: &RcwRules, action: Action) -> Action {
        let (Action::Input(Input::Choice(i)), true) = (&action, rules.reads_the_board()) else {
            return action;
        };
        let Some(Prompt::Ask(q)) = self.prompt() else {
            return action;
        };
        let Some(ask) = q.plan.as_deref() else {
            return action;
        };
        let Some(plan) = ask.plan(&self.state) else {
            return action;
        };
        let oob = &self.state.order_of_battle;
        let taken: Vec<&super::planner::PlannedAttack> = match ask.first_target {
            // "Yes": the attack on that stack; "No": none.
            Some(t) => plan
                .attacks
                .iter()
                .filter(|a| *i == 1 && a.target == t)
                .take(1)
                .collect(),
            None => plan.attacks.iter().take(*i).collect(),
        };
        Action::Input(Input::Planned {
            choice: *i,
            orders: taken
                .into_iter()
                .filter_map(|a| super::planner::Order::of(a, oob))
                .collect(),
            units: Some(ask.units),
        })
    }

    /// Why the human's attack `ha` cannot be recorded on the order of
    /// battle as it stands: a stack that is not there, the human's own
    /// stack attacked, another's stack attacking, a stack twice.
    fn check_human_attack(&self, ha: &HumanAttack) -> Result<(), HumanAttackError> {
        let g = &self.state;
        let oob = &g.order_of_battle;
        let me = g.human;
        let target = oob
            .stack(ha.target)
            .ok_or(HumanAttackError::TargetMissing)?;
        if target.owner == me {
            return Err(HumanAttackError::OwnStack);
        }
        if g.player(target.owner).is_none_or(|p| p.out) {
            return Err(HumanAttackError::TargetOut(target.owner));
        }
        if ha.attackers.is_empty() {
            return Err(HumanAttackError::NoAttackers);
        }
        for (i, r) in ha.attackers.iter().enumerate() {
            let s = oob.stack(*r).ok_or(HumanAttackError::AttackerMissing)?;
            if s.owner != me {
                return Err(HumanAttackError::NotYours(s.phrase()));
            }
            if ha.attackers[..i].contains(r) {
                return Err(HumanAttackError::Twice(s.phrase()));
            }
        }
        Ok(())
    }

    /// The log line of a bot's second player-turn in one game turn.
    fn second_turn_entry(&self, seat: Seat) -> LogEntry {
        LogEntry {
            face: None,
            stacks: Vec::new(),
            unmade: None,
            turn: self.state.turn,
            seat: Some(seat),
            involves: Seats::from(Seat::slice_of(seat)),
            kind: LogKind::Turn,
            text: format!(
                "{seat} plays a second player-turn in game turn {}, as you chose",
                self.state.turn
            )
            .into(),
        }
    }

    /// Runs the bot turn over its inputs; log lines only past `emit_from`.
    /// Live inputs were checked against the prompt before they were added.
    fn replay_turn(&mut self, rules: &RcwRules, emit_from: usize) -> Vec<(usize, LogEntry)> {
        self.replay_turn_checked(rules, emit_from)
            .unwrap_or_default()
    }

    fn replay_turn_checked(
        &mut self,
        rules: &RcwRules,
        emit_from: usize,
    ) -> Result<Vec<(usize, LogEntry)>, (usize, ActionError)> {
        let Some(t) = self.turn.as_mut() else {
            return Ok(Vec::new());
        };
        let mut cx = Cx::new(rules, t.start.clone(), t.seat, &t.inputs, emit_from);
        let mut halt = match (&t.purge, &t.attack) {
            (Some(hp), _) => super::purge::human_purge(&mut cx, hp),
            (None, Some(ha)) => super::turn::human_attack(&mut cx, ha),
            (None, None) => super::turn::run(&mut cx),
        };
        if let (Ok(()) | Err(Halt::EndedEarly), Some(extra)) = (&halt, cx.leftover()) {
            halt = Err(extra);
        }
        let prompt = match halt {
            Err(Halt::Wait(p)) => Some(*p),
            Ok(()) | Err(Halt::EndedEarly) => None,
            Err(Halt::Refused { at, why }) => return Err((at, ActionError::Refused(why))),
        };
        let log = std::mem::take(&mut cx.log);
        let progress = cx.progress.clone();
        self.state = cx.g;
        t.prompt = prompt;
        t.progress = progress;
        Ok(log)
    }
}

fn strip(v: Vec<(usize, LogEntry)>) -> Vec<LogEntry> {
    v.into_iter().map(|(_, e)| e).collect()
}

fn act_seats(a: &Act) -> Vec<Seat> {
    match *a {
        Act::Attack { by, on } => vec![by, on],
        Act::PurgeAttempt { by, against } | Act::AssassinationAttempt { by, against } => {
            vec![by, against]
        }
        Act::GaveAssassinMarker { from, to } | Act::GavePolitburoMarker { from, to } => {
            vec![from, to]
        }
    }
}

fn edit_seats(e: &Edit) -> Vec<Seat> {
    match e {
        Edit::Colour(s, _)
        | Edit::Units(s, _)
        | Edit::Leaders(s, _)
        | Edit::Out(s, _)
        | Edit::Name(s, _) => vec![*s],
        Edit::Markers { seat, .. } => vec![*seat],
        Edit::Pct(a, b, _) => vec![*a, *b],
        Edit::Gold(Some(s)) => vec![*s],
        Edit::Czar(super::state::Czar::ControlledBy(s)) => vec![*s],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game that is over plays no more turns (turn flow 4); the board
    /// can still be set right.
    #[test]
    fn a_game_that_is_over_plays_no_turn() {
        let rules = RcwRules::builtin().unwrap();
        let mut g = Game::new(crate::rcw::Setup::seed_example().validate(&rules).unwrap());
        for c in ['B', 'C', 'D', 'E'] {
            let out = super::super::Edit::Out(Seat::from_letter(c).unwrap(), true);
            g.apply(&rules, &Action::Edit(out)).unwrap();
        }
        assert_eq!(g.game_over(), Some(vec![Seat::from_letter('A').unwrap()]));
        let e = g
            .apply(
                &rules,
                &Action::StartBotTurn(Seat::from_letter('B').unwrap()),
            )
            .unwrap_err();
        assert!(matches!(e, ActionError::GameOver(_)), "{e}");
        assert!(g.apply(&rules, &Action::NextGameTurn).is_err());
    }
}
