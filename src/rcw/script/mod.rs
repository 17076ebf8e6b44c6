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

mod ask;
mod board;
mod dice;
mod orders;
pub(crate) use dice::{EACH_FACE, REROLL, Roll, split_faces};

use super::odds::Odds;
use super::player::{Seat, SeatList, Seats};
use super::rules::RcwRules;
use super::state::{GameState, Marker};
use super::step::{
    ChartAsk, FaceOutcome, Input, Instruction, InstructionKind, LogEntry, LogKind, Override,
    PlanAsk, Progress, Prompt, Question, Refused, RollPrompt, Topic, faces_text,
};
use super::text::Text;
use crate::ratio::Ratio;

/// Words made on demand: the closure owns what it needs to say.
pub(crate) trait Words: Fn() -> String + Send + Sync + 'static {}
impl<F: Fn() -> String + Send + Sync + 'static> Words for F {}

/// The label of outcome `i` of a roll, made on demand.
pub(crate) trait Labels: Fn(usize) -> String + Send + Sync + 'static {}
impl<F: Fn(usize) -> String + Send + Sync + 'static> Labels for F {}

/// Why the script stopped before the end of the turn.
pub(crate) enum Halt {
    /// Waiting for the player.
    Wait(Box<Prompt>),
    /// The player ended the turn early (an override).
    EndedEarly,
    /// Input `at` (counted from 0 in the turn) is one this step would refuse
    /// live: a replayed file holds an answer nobody could have given.
    Refused { at: usize, why: Refused },
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
            let entry = LogEntry {
                stacks,
                ..self.entry(kind, involves, Text::lazy(text))
            };
            self.keep(entry);
        }
    }

    fn push(&mut self, kind: LogKind, involves: &[Seat], text: Text) {
        let entry = self.entry(kind, involves, text);
        self.keep(entry);
    }

    fn push_with_face(&mut self, kind: LogKind, involves: &[Seat], text: Text, face: Option<u8>) {
        let entry = LogEntry {
            face,
            ..self.entry(kind, involves, text)
        };
        self.keep(entry);
    }

    /// A line of this turn about `involves` (and the phasing seat), with
    /// no face, stacks or mark: a caller sets those it has.
    fn entry(&self, kind: LogKind, involves: &[Seat], text: Text) -> LogEntry {
        let mut inv = Seats::from(involves);
        inv.insert(self.seat);
        LogEntry {
            turn: self.g.turn,
            seat: Some(self.seat),
            involves: inv,
            kind,
            text,
            face: None,
            stacks: Vec::new(),
            unmade: None,
        }
    }

    fn keep(&mut self, entry: LogEntry) {
        self.log.push((self.pos, entry));
    }

    pub fn note(&mut self, involves: &[Seat], text: impl Words) {
        self.log(LogKind::Note, involves, text);
    }

    /// A note that a change the turn meant to make was not made (the
    /// board could not take it): the line says why.
    pub fn unmade(&mut self, what: super::step::Unmade, text: impl Words) {
        if self.emitting() {
            let entry = LogEntry {
                unmade: Some(what),
                ..self.entry(LogKind::Note, &[], Text::lazy(text))
            };
            self.keep(entry);
        }
    }

    pub fn phase(&mut self, phase: &'static str) {
        self.progress.phase = Text::fixed(phase);
        self.progress.attacks = None;
    }

    /// The next real answer, applying any overrides recorded before it.
    fn next_input(&mut self, prompt: impl FnOnce(&GameState) -> Prompt) -> Step<Input> {
        loop {
            let Some(input) = self.inputs.get(self.pos).cloned() else {
                return Err(Halt::Wait(Box::new(prompt(&self.g))));
            };
            self.pos += 1;
            if !self.take_correction(&input)? {
                return Ok(input);
            }
        }
    }

    /// Takes the corrections recorded before the next answer (overrides,
    /// stack changes, moves) now, before a question is worked out, so
    /// what it asks — its range, the stacks it names — is read from the
    /// board as corrected (turn flow 4: a strength corrected while an
    /// exchange's losses are asked stands).
    pub fn corrections_first(&mut self) -> Step<()> {
        while let Some(input) = self.inputs.get(self.pos).cloned() {
            let correction = matches!(
                input,
                Input::Override(Override::Edit { .. }) | Input::Moves(_) | Input::Stacks(_)
            );
            if !correction {
                break;
            }
            self.pos += 1;
            self.take_correction(&input)?;
        }
        Ok(())
    }

    /// Carries out `input` if it is a correction (an override, the
    /// planner's moves, a stack changed); `false` for a real answer.
    fn take_correction(&mut self, input: &Input) -> Step<bool> {
        match input {
            Input::Override(Override::Edit { edit, reason }) => {
                if let Err(e) = super::edit::check_reason(reason) {
                    return Err(self.refused(e.into()));
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
                    Err(e) => return Err(self.refused(e.into())),
                }
            }
            Input::Moves(reach) => {
                match Edit::Reach(reach.clone()).apply(&mut self.g, self.rules) {
                    Ok(text) => self.log(LogKind::Note, &[], move || format!("Planning: {text}")),
                    Err(e) => return Err(self.refused(e.into())),
                }
            }
            Input::Stacks(change) => {
                // Checked as an edit (the board's bounds), made as the
                // turn's own change so its planned attacks follow.
                let mut probe = self.g.clone();
                if let Err(e) = Edit::Stacks(change.clone()).apply(&mut probe, self.rules) {
                    return Err(self.refused(e.into()));
                }
                // Named by who the stack is, as every change the turn makes.
                let by_id: Vec<StackEdit<StackId>> =
                    change.by_id(&self.g.order_of_battle).into_iter().collect();
                self.change_stacks_now(by_id, "moved during the turn");
            }
            Input::Override(Override::EndTurn { reason }) => {
                if let Err(e) = super::edit::check_reason(reason) {
                    return Err(self.refused(e.into()));
                }
                let reason = reason.clone();
                self.log(LogKind::Override, &[], move || {
                    format!("Override: turn ended early — {reason}")
                });
                return Err(Halt::EndedEarly);
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// The input just taken is not one the current step accepts.
    /// The answer just taken is refused (for the script's own checks of
    /// what an answer recorded).
    pub(crate) fn refused_now(&self, why: Refused) -> Halt {
        self.refused(why)
    }

    fn refused(&self, why: Refused) -> Halt {
        Halt::Refused {
            at: self.pos.saturating_sub(1),
            why,
        }
    }

    /// Inputs left over once the turn is over: live play takes none.
    pub fn leftover(&self) -> Option<Halt> {
        (self.pos < self.inputs.len()).then(|| Halt::Refused {
            at: self.pos,
            why: Refused::AfterTheEnd(self.inputs.len() - self.pos),
        })
    }
}
