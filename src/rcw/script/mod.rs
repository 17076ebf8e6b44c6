//! The replay context a bot turn runs in.
//!
//! A bot turn is written as plain Rust control flow over a working copy of
//! the state. Each time it needs a die face, an answer or an acknowledgement
//! it takes the next recorded [`Input`]; when there is none left it stops
//! with the [`Prompt`] it is waiting on. Running it again with one more input
//! reaches one step further, so replay, undo and scripted tests are the same
//! code path. Log lines are made only for the steps not seen before, and
//! nothing is formatted while the script runs: prompts are built only where
//! it stops, and log lines keep their seats and numbers and make their words
//! when first read ([`Text`]). A whole recorded turn replays in microseconds.

use super::edit::{Edit, pct_line};
use super::pct::{Rank, candidates_at};
use super::planner::{Order, StackEdit, StackId};

mod board;
use super::odds::Odds;
use super::player::{Seat, SeatList, Seats};
use super::rules::RcwRules;
use super::state::{GameState, Marker};
use super::step::{
    ChartAsk, FaceOutcome, Input, Instruction, InstructionKind, LogEntry, LogKind, Override,
    PlanAsk, Progress, Prompt, Question, RollPrompt, Topic, faces_text,
};
use super::text::Text;
use crate::ratio::Ratio;

/// Words made on demand: the closure owns what it needs to say.
pub(crate) trait Words: Fn() -> String + Send + Sync + 'static {}
impl<F: Fn() -> String + Send + Sync + 'static> Words for F {}

/// The label of outcome `i` of a roll, made on demand.
pub(crate) trait Labels: Fn(usize) -> String + Send + Sync + 'static {}
impl<F: Fn(usize) -> String + Send + Sync + 'static> Labels for F {}

/// A roll of one die. Nothing here is formatted unless the script stops on
/// the roll (the prompt) or its log line is read.
pub(crate) struct Roll<P, L> {
    /// The table or procedure rolled on.
    pub table: &'static str,
    /// What the roll decides.
    pub purpose: P,
    /// The outcome each face (1–6) gives.
    pub outcome: [u8; 6],
    pub label: L,
    pub rule: Text,
}

impl<P: Words, L: Labels> Roll<P, L> {
    fn faces(&self, i: usize) -> Vec<u8> {
        (1..=6u8)
            .filter(|f| usize::from(self.outcome[usize::from(f - 1)]) == i)
            .collect()
    }

    /// Every outcome a face can give, in order, the re-roll last.
    fn prompt(&self) -> RollPrompt {
        let mut kinds: Vec<u8> = self.outcome.to_vec();
        kinds.sort_unstable();
        kinds.dedup();
        RollPrompt {
            table: self.table.to_string(),
            purpose: (self.purpose)(),
            outcomes: kinds
                .into_iter()
                .map(|k| FaceOutcome {
                    faces: self.faces(usize::from(k)),
                    label: self.label_of(usize::from(k)),
                    reroll: k == REROLL,
                })
                .collect(),
            rule: self.rule.to_string(),
        }
    }

    fn label_of(&self, i: usize) -> String {
        if i == usize::from(REROLL) {
            "roll again".to_string()
        } else {
            (self.label)(i)
        }
    }

    /// Faces that decide something (not re-rolled).
    fn live_faces(&self) -> u64 {
        self.outcome.iter().filter(|o| **o != REROLL).count() as u64
    }
}

/// Outcome 0 on the faces where `first` holds, outcome 1 on the others.
pub(crate) fn split_faces(first: impl Fn(u8) -> bool) -> [u8; 6] {
    let mut out = [1u8; 6];
    for f in 1..=6u8 {
        if first(f) {
            out[usize::from(f - 1)] = 0;
        }
    }
    out
}

/// One outcome per face, 1 to 6.
pub(crate) const EACH_FACE: [u8; 6] = [0, 1, 2, 3, 4, 5];

/// The outcome of a face that is rolled again (it decides nothing).
pub(crate) const REROLL: u8 = u8::MAX;

/// Why the script stopped before the end of the turn.
pub(crate) enum Halt {
    /// Waiting for the player.
    Wait(Box<Prompt>),
    /// The player ended the turn early (an override).
    EndedEarly,
    /// Input `at` (counted from 0 in the turn) is one this step would refuse
    /// live: a replayed file holds an answer nobody could have given.
    Refused { at: usize, why: String },
}

pub(crate) type Step<T> = Result<T, Halt>;

pub(crate) struct Cx<'a> {
    pub rules: &'a RcwRules,
    pub g: GameState,
    pub seat: Seat,
    inputs: &'a [Input],
    pos: usize,
    /// Log lines are produced only once `pos` reaches this (the steps before
    /// it were logged by an earlier run).
    emit_from: usize,
    /// Log lines with the number of inputs consumed when each was made.
    pub log: Vec<(usize, LogEntry)>,
    pub progress: Progress,
    /// The attacks planned from the order of battle this turn (an
    /// attack's `planned` indexes this). They follow their stacks as the
    /// board changes during the turn; `None` once the defending stack is
    /// no longer on the board.
    planned: Vec<Option<Order>>,
    /// Turn flow 0 (games saved before the turn followed the board): the
    /// stacks removed and moved by the combats, made once every attack is
    /// resolved, as that release did.
    deferred: Vec<StackEdit<StackId>>,
    /// Stacks this turn's later plans leave alone (see [`Cx::set_aside`]).
    set_aside: Vec<StackId>,
    /// The stacks the next question or instruction is about (see
    /// [`Cx::about`]).
    naming: Vec<StackId>,
    /// The orders a recorded answer took ([`Input::Planned`]), until the
    /// step that follows them takes them.
    recorded: Option<Vec<crate::rcw::planner::Order>>,
}

impl<'a> Cx<'a> {
    pub fn new(
        rules: &'a RcwRules,
        g: GameState,
        seat: Seat,
        inputs: &'a [Input],
        emit_from: usize,
    ) -> Cx<'a> {
        Cx {
            rules,
            g,
            seat,
            inputs,
            pos: 0,
            emit_from,
            log: Vec::new(),
            progress: Progress::default(),
            planned: Vec::new(),
            deferred: Vec::new(),
            set_aside: Vec::new(),
            naming: Vec::new(),
            recorded: None,
        }
    }

    fn emitting(&self) -> bool {
        self.pos >= self.emit_from
    }

    /// Logs a line about `involves`; its words are made when first read.
    pub fn log(&mut self, kind: LogKind, involves: &[Seat], text: impl Words) {
        if self.emitting() {
            self.push(kind, involves, Text::lazy(text));
        }
    }

    /// Logs a line about `involves` and the stacks `stacks` of the order
    /// of battle (by id: the checklist opens the editor at them).
    pub fn log_about(
        &mut self,
        kind: LogKind,
        involves: &[Seat],
        stacks: Vec<StackId>,
        text: impl Words,
    ) {
        if self.emitting() {
            self.push_entry(kind, involves, Text::lazy(text), None, stacks);
        }
    }

    fn push(&mut self, kind: LogKind, involves: &[Seat], text: Text) {
        self.push_entry(kind, involves, text, None, Vec::new());
    }

    fn push_with_face(&mut self, kind: LogKind, involves: &[Seat], text: Text, face: Option<u8>) {
        self.push_entry(kind, involves, text, face, Vec::new());
    }

    fn push_entry(
        &mut self,
        kind: LogKind,
        involves: &[Seat],
        text: Text,
        face: Option<u8>,
        stacks: Vec<StackId>,
    ) {
        let mut inv = Seats::from(involves);
        inv.insert(self.seat);
        let entry = LogEntry {
            turn: self.g.turn,
            seat: Some(self.seat),
            involves: inv,
            kind,
            text,
            face,
            stacks,
        };
        self.log.push((self.pos, entry));
    }

    pub fn note(&mut self, involves: &[Seat], text: impl Words) {
        self.log(LogKind::Note, involves, text);
    }

    pub fn phase(&mut self, phase: &'static str) {
        self.progress.phase = Text::fixed(phase);
        self.progress.attacks = None;
    }

    /// The next real answer, applying any overrides recorded before it.
    fn next_input(&mut self, prompt: impl FnOnce(&GameState) -> Prompt) -> Step<Input> {
        loop {
            let Some(input) = self.inputs.get(self.pos) else {
                return Err(Halt::Wait(Box::new(prompt(&self.g))));
            };
            self.pos += 1;
            match input {
                Input::Override(Override::Edit { edit, reason }) => {
                    if let Err(e) = super::edit::check_reason(reason) {
                        return Err(self.refused(e.to_string()));
                    }
                    let reason = reason.clone();
                    // The turn's planned attacks follow their stacks
                    // through a correction of the board; the orders it
                    // leaves standing no more are named.
                    let before = self.g.order_of_battle.clone();
                    let done = edit.apply(&mut self.g, self.rules);
                    match done {
                        Ok(text) => {
                            self.log(LogKind::Override, &[], move || {
                                format!("Override: {text} — {reason}")
                            });
                            let lost = self.orders_lost(&before);
                            self.follow();
                            if !lost.is_empty() {
                                let list = lost.join("; ");
                                self.note(&[], move || {
                                    format!(
                                        "The corrected order of battle no longer has what these orders of the turn named, so they no longer stand (their questions are asked without the planner): {list}"
                                    )
                                });
                            }
                        }
                        // Live play refuses the edit before it is recorded.
                        Err(e) => return Err(self.refused(e.to_string())),
                    }
                }
                Input::Moves(reach) => {
                    match Edit::Reach(reach.clone()).apply(&mut self.g, self.rules) {
                        Ok(text) => {
                            self.log(LogKind::Note, &[], move || format!("Planning: {text}"))
                        }
                        Err(e) => return Err(self.refused(e.to_string())),
                    }
                }
                Input::Stacks(change) => {
                    // Checked as an edit (the board's bounds), made as the
                    // turn's own change so its planned attacks follow.
                    let mut probe = self.g.clone();
                    if let Err(e) = Edit::Stacks(change.clone()).apply(&mut probe, self.rules) {
                        return Err(self.refused(e.to_string()));
                    }
                    // Named by who the stack is, as every change the turn makes.
                    let by_id: Vec<StackEdit<StackId>> =
                        change.by_id(&self.g.order_of_battle).into_iter().collect();
                    self.change_stacks_now(by_id, "moved during the turn");
                }
                Input::Override(Override::EndTurn { reason }) => {
                    if let Err(e) = super::edit::check_reason(reason) {
                        return Err(self.refused(e.to_string()));
                    }
                    let reason = reason.clone();
                    self.log(LogKind::Override, &[], move || {
                        format!("Override: turn ended early — {reason}")
                    });
                    return Err(Halt::EndedEarly);
                }
                other => return Ok(other.clone()),
            }
        }
    }

    /// The input just taken is not one the current step accepts.
    /// The answer just taken is refused (for the script's own checks of
    /// what an answer recorded).
    pub(crate) fn refused_now(&self, why: String) -> Halt {
        self.refused(why)
    }

    fn refused(&self, why: String) -> Halt {
        Halt::Refused {
            at: self.pos.saturating_sub(1),
            why,
        }
    }

    /// Inputs left over once the turn is over: live play takes none.
    pub fn leftover(&self) -> Option<Halt> {
        (self.pos < self.inputs.len()).then(|| Halt::Refused {
            at: self.pos,
            why: format!(
                "{} answer(s) recorded after the turn was over",
                self.inputs.len() - self.pos
            ),
        })
    }

    /// Rolls one die; returns the face and the outcome index. `involves`
    /// are the players the roll is about (for the log's filters).
    pub fn roll<P: Words, L: Labels>(
        &mut self,
        involves: &[Seat],
        roll: Roll<P, L>,
    ) -> Step<(u8, usize)> {
        // Every face gives the same result: nothing to roll for. (Games
        // saved before this rule of the app rolled anyway and replay so.)
        let first = roll.outcome[0];
        if self.rules.skip_certain_rolls && roll.outcome.iter().all(|o| *o == first) {
            let idx = usize::from(first);
            if self.emitting() {
                let text = Text::lazy(move || {
                    format!(
                        "{}: no roll needed for {} — every face gives {} [{}]",
                        roll.table,
                        (roll.purpose)(),
                        (roll.label)(idx),
                        roll.rule
                    )
                });
                self.push(LogKind::Note, involves, text);
            }
            return Ok((1, idx));
        }
        let input = self.next_input(|_| Prompt::Roll(roll.prompt()))?;
        let (face, by_hand) = match input {
            Input::Die { face, by_hand } if (1..=6).contains(&face) => (face, by_hand),
            Input::Die { face, .. } => {
                return Err(self.refused(format!(
                    "a six-sided die has faces 1 to 6: {face} is not one of them"
                )));
            }
            _ => {
                return Err(
                    self.refused(format!("this step needs a die face for the {}", roll.table))
                );
            }
        };
        let idx = usize::from(roll.outcome[usize::from(face - 1)]);
        if self.emitting() {
            let text = Text::lazy(move || {
                let faces = roll.faces(idx);
                // The chance counts re-rolls: faces out of those that decide.
                let chance = if idx == usize::from(REROLL) {
                    Ratio::checked_new(faces.len() as u64, 6)
                } else {
                    Ratio::checked_new(faces.len() as u64, roll.live_faces())
                };
                let chance = chance.map_or_else(
                    || "none: every face re-rolls".to_string(),
                    |c| c.to_string(),
                );
                format!(
                    "{}: rolled {face}{} for {} → {} (faces {}, chance {}) [{}]",
                    roll.table,
                    if by_hand { " (your die)" } else { "" },
                    (roll.purpose)(),
                    roll.label_of(idx),
                    faces_text(&faces),
                    chance,
                    roll.rule
                )
            });
            self.push_with_face(LogKind::Roll, involves, text, Some(face));
        }
        Ok((face, idx))
    }

    /// The next question or instruction is about these stacks: its prompt
    /// names them by id (for scripts; the words name them for people).
    pub fn about(&mut self, stacks: impl IntoIterator<Item = StackId>) {
        self.naming = stacks.into_iter().collect();
    }

    /// Asks a question with `n` answers (`label` names answer `i`); returns
    /// the index of the answer.
    pub fn ask(
        &mut self,
        topic: Topic,
        text: impl Words,
        n: usize,
        default: usize,
        rule: impl Into<Text>,
        label: impl Fn(&GameState, usize) -> String,
    ) -> Step<usize> {
        self.ask_with_plan(topic, text, n, Some(default), rule, label, None, None)
    }

    /// Asks a question no answer of which can be assumed (how much a side
    /// lost): Enter picks nothing, so a stray Enter cannot keep on the
    /// app's board units the table has lost.
    pub fn ask_without_default(
        &mut self,
        topic: Topic,
        text: impl Words,
        n: usize,
        rule: impl Into<Text>,
        label: impl Fn(&GameState, usize) -> String,
    ) -> Step<usize> {
        self.ask_with_plan(topic, text, n, None, rule, label, None, None)
    }

    /// Asks a combat's result, which the game's chart may read from a
    /// roll ([`Input::ChartRoll`]); no default, as
    /// [`Cx::ask_without_default`].
    pub fn ask_combat_result(
        &mut self,
        text: impl Words,
        n: usize,
        rule: impl Into<Text>,
        label: impl Fn(&GameState, usize) -> String,
        chart: Option<ChartAsk>,
    ) -> Step<usize> {
        self.ask_with_plan(Topic::CombatResult, text, n, None, rule, label, None, chart)
    }

    #[allow(clippy::too_many_arguments)]
    fn ask_with_plan(
        &mut self,
        topic: Topic,
        text: impl Words,
        n: usize,
        default: Option<usize>,
        rule: impl Into<Text>,
        label: impl Fn(&GameState, usize) -> String,
        plan: Option<PlanAsk>,
        chart: Option<ChartAsk>,
    ) -> Step<usize> {
        let rule = rule.into();
        let stacks = std::mem::take(&mut self.naming);
        let asked = chart.clone();
        self.recorded = None;
        let input = self.next_input(|g| {
            // With an order of battle kept, Enter takes the planner's
            // answer: the attacks the order of battle allows are ordered.
            // A question about one stack (the Czar's or the Gold's) takes
            // its Enter from whether the plan attacks that stack.
            let planned = plan
                .as_ref()
                .and_then(|ask| Some(ask.answer(&ask.plan(g)?, n)));
            Prompt::Ask(Question {
                topic,
                text: text(),
                options: (0..n).map(|i| label(g, i)).collect(),
                default: planned.or(default),
                rule: rule.to_string(),
                plan: plan.clone().map(Box::new),
                stacks,
                chart: asked,
            })
        })?;
        let i = match input {
            Input::ChartRoll {
                faces,
                by_hand,
                column,
            } => self.chart_roll(chart.as_ref(), &faces, by_hand, column, n, &label)?,
            Input::Choice(i) if i < n => i,
            Input::Planned { choice, orders, .. } if choice < n && plan.is_some() => {
                self.recorded = Some(orders);
                choice
            }
            Input::Choice(i) | Input::Planned { choice: i, .. } => {
                return Err(self.refused(format!("answer {} is not one of the {n} offered", i + 1)));
            }
            _ => return Err(self.refused("this step needs one of the answers offered".into())),
        };
        if self.emitting() {
            let chosen = label(&self.g, i);
            self.push(
                LogKind::Answer,
                &[],
                Text::lazy(move || format!("{} — {chosen}", text())),
            );
        }
        Ok(i)
    }

    /// A combat result rolled on the game's chart: the throw checked, the
    /// column read, the roll logged like every other (die, column, result
    /// and its chance); returns the answer it reads.
    fn chart_roll(
        &mut self,
        asked: Option<&ChartAsk>,
        faces: &[u8],
        by_hand: bool,
        column: Option<Odds>,
        n: usize,
        label: &impl Fn(&GameState, usize) -> String,
    ) -> Step<usize> {
        let (Some(asked), Some(chart)) = (asked, self.g.chart(self.rules)) else {
            return Err(
                self.refused("this step is not read from a chart: pick an answer".to_string())
            );
        };
        asked.check_faces(faces).map_err(|e| self.refused(e))?;
        let col = asked.column(column).map_err(|e| self.refused(e))?;
        let total: u8 = faces.iter().sum();
        let Some(i) = chart.result(col, total).filter(|&i| i < n) else {
            return Err(self.refused(format!(
                "the chart has no result for {total} at {}",
                asked
                    .columns
                    .get(col)
                    .map_or_else(String::new, Odds::to_string)
            )));
        };
        if self.emitting() {
            let thrown = match faces {
                [one] => one.to_string(),
                many => format!(
                    "{} = {total}",
                    many.iter()
                        .map(u8::to_string)
                        .collect::<Vec<_>>()
                        .join(" + ")
                ),
            };
            let result = label(&self.g, i);
            let chance = asked
                .chances
                .get(col)
                .and_then(|c| c.get(i))
                .copied()
                .unwrap_or(Ratio::ZERO);
            let (title, odds) = (chart.title.clone(), asked.odds);
            let on = chart.columns.get(col).copied().unwrap_or(chart.top());
            let text = Text::lazy(move || {
                let read = crate::rcw::chart::read_at(odds.unwrap_or(on), on);
                format!(
                    "{title}: rolled {thrown}{} at {read} → {result} (chance {chance}) [Combat is resolved with the game's Combat Results Table, as you typed it]",
                    if by_hand { " (your dice)" } else { "" },
                )
            });
            let face = match faces {
                [one] => Some(*one),
                _ => None,
            };
            self.push_with_face(LogKind::Roll, &[], text, face);
        }
        Ok(i)
    }

    /// Asks a yes/no question; `true` for the first option. Enter picks
    /// `enter_means_yes`: always the answer that changes nothing on the
    /// board, so a stray Enter never removes the Czar or kills a leader.
    pub fn ask_yes_no(
        &mut self,
        topic: Topic,
        text: impl Words,
        yes: &'static str,
        no: &'static str,
        enter_means_yes: bool,
        rule: impl Into<Text>,
    ) -> Step<bool> {
        let default = usize::from(!enter_means_yes);
        let i = self.ask(topic, text, 2, default, rule, |_, i| {
            if i == 0 { yes } else { no }.to_string()
        })?;
        Ok(i == 0)
    }

    /// Asks for a number from `0..=max`.
    pub fn ask_count(
        &mut self,
        topic: Topic,
        text: impl Words,
        max: usize,
        rule: impl Into<Text>,
    ) -> Step<usize> {
        self.ask(topic, text, max + 1, 0, rule, |_, i| i.to_string())
    }

    /// As [`Cx::ask_count`], with what the attack planner needs to propose
    /// the answer.
    pub fn ask_attack_count(
        &mut self,
        text: impl Words,
        plan: PlanAsk,
        rule: impl Into<Text>,
    ) -> Step<usize> {
        let max = plan.remaining;
        self.ask_with_plan(
            Topic::AttackCount,
            text,
            max + 1,
            Some(0),
            rule,
            |_, i| i.to_string(),
            Some(plan),
            None,
        )
    }

    /// Whether the phasing player can make the one attack `plan` asks for
    /// (a vindictive turn's first attack on the stack holding the Czar or
    /// the Gold): "No" or "Yes", with the planner and its move ticks shown
    /// beside the question; Enter takes the planner's answer.
    pub fn ask_can_attack(
        &mut self,
        text: impl Words,
        plan: PlanAsk,
        rule: impl Into<Text>,
    ) -> Step<bool> {
        let i = self.ask_with_plan(
            Topic::CanAttack,
            text,
            2,
            Some(0),
            rule,
            |_, i| if i == 1 { "Yes" } else { "No" }.to_string(),
            Some(plan),
            None,
        )?;
        Ok(i == 1)
    }

    /// An instruction the player carries out and acknowledges.
    pub fn instruct(
        &mut self,
        involves: &[Seat],
        text: impl Words,
        rule: impl Into<Text>,
    ) -> Step<()> {
        self.instruct_with(involves, text, rule, "Done")
    }

    pub fn instruct_with(
        &mut self,
        involves: &[Seat],
        text: impl Words,
        rule: impl Into<Text>,
        ack: &'static str,
    ) -> Step<()> {
        self.instruct_as(involves, text, rule, ack, InstructionKind::Step)
    }

    /// An instruction of a kind the wizard shows more with.
    pub fn instruct_as(
        &mut self,
        involves: &[Seat],
        text: impl Words,
        rule: impl Into<Text>,
        ack: &'static str,
        kind: InstructionKind,
    ) -> Step<()> {
        let rule = rule.into();
        let stacks = std::mem::take(&mut self.naming);
        let named = stacks.clone();
        let input = self.next_input(|_| {
            Prompt::Do(Instruction {
                text: text(),
                rule: rule.to_string(),
                ack: ack.to_string(),
                kind,
                stacks,
            })
        })?;
        if input != Input::Ack {
            return Err(self.refused("this step needs to be acknowledged".into()));
        }
        self.log_about(LogKind::Instruction, involves, named, move || {
            format!("{} [{rule}]", text())
        });
        Ok(())
    }

    /// Shifts the PCT for `a`/`b` by `delta` and logs why.
    pub fn shift(&mut self, a: Seat, b: Seat, delta: i8, why: &'static str) -> (u8, u8) {
        let (min, max) = (self.rules.pct.min, self.rules.pct.max);
        let (from, to) = self.g.pct.shift(a, b, delta, min, max);
        self.log(LogKind::Pct, &[a, b], move || {
            format!("{} ({why}, {delta:+})", pct_line(a, b, from, to))
        });
        (from, to)
    }

    /// Hands markers over and logs it; returns how many moved.
    pub fn give(
        &mut self,
        kind: Marker,
        from: Seat,
        to: Seat,
        count: u32,
        why: &'static str,
    ) -> u32 {
        let n = self.g.move_markers(kind, from, to, count);
        if n > 0 {
            self.log(LogKind::Marker, &[from, to], move || {
                format!(
                    "{n} {}{} from {from} to {to} ({why})",
                    kind.name(),
                    if n == 1 { "" } else { "s" }
                )
            });
        }
        n
    }

    /// Picks one of `candidates` with a die roll when they are tied [I-3].
    pub fn break_tie(&mut self, candidates: Vec<Seat>, what: &'static str) -> Step<Option<Seat>> {
        self.pick_seat(
            &candidates,
            what,
            "[I-3] ties on the PCT are broken by a die roll",
        )
    }

    /// Picks one of `seats` with a fair die (no roll for a single one);
    /// `what` says what is being decided.
    pub fn pick_seat(
        &mut self,
        seats: &[Seat],
        what: &'static str,
        rule: &'static str,
    ) -> Step<Option<Seat>> {
        let list = SeatList::of(seats);
        let i = self.roll_among(
            list.len(),
            move |i| list.get(i).map_or_else(String::new, |s| s.to_string()),
            seats,
            move || what.to_string(),
            rule,
        )?;
        Ok(seats.get(i).copied())
    }

    /// Picks one of `n` choices (named by `label`) with a fair die,
    /// re-rolling unused faces.
    pub fn roll_among<L: Labels + Clone, W: Words + Clone>(
        &mut self,
        n: usize,
        label: L,
        involves: &[Seat],
        what: W,
        rule: impl Into<Text>,
    ) -> Step<usize> {
        if n <= 1 {
            return Ok(0);
        }
        let rule = rule.into();
        let outcome = tie_faces(n);
        loop {
            let names = label.clone();
            let what = what.clone();
            let each = label.clone();
            let (_, idx) = self.roll(
                involves,
                Roll {
                    table: "Tie-break",
                    purpose: move || {
                        let all: Vec<String> = (0..n).map(&names).collect();
                        format!("{}: {} are tied", what(), all.join(", "))
                    },
                    outcome,
                    label: move |i| {
                        if i < n {
                            each(i)
                        } else {
                            "roll again".to_string()
                        }
                    },
                    rule: rule.clone(),
                },
            )?;
            if idx < n {
                return Ok(idx);
            }
        }
    }

    /// The player at `rank` on `of`'s row among `among`, ties broken by a roll.
    pub fn pick(
        &mut self,
        of: Seat,
        among: &[Seat],
        rank: Rank,
        what: &'static str,
    ) -> Step<Option<Seat>> {
        let Some(pos) = rank.position(among.len()) else {
            return Ok(None);
        };
        let c = candidates_at(&self.g.pct, of, among, pos);
        self.break_tie(c, what)
    }
}

/// The outcome of each face for a fair choice among `k`: equal blocks when
/// 6 divides evenly, else one face each and the rest (outcome `k`) re-rolled.
pub fn tie_faces(k: usize) -> [u8; 6] {
    let k = k.clamp(1, 6);
    let mut out = [0u8; 6];
    for (i, o) in out.iter_mut().enumerate() {
        *o = if 6 % k == 0 {
            (i / (6 / k)) as u8
        } else if i < k {
            i as u8
        } else {
            REROLL
        };
    }
    out
}
