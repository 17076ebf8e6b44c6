//! The replay context a bot turn runs in.
//!
//! A bot turn is written as plain Rust control flow over a working copy of
//! the state. Each time it needs a die face, an answer or an acknowledgement
//! it takes the next recorded [`Input`]; when there is none left it stops
//! with the [`Prompt`] it is waiting on. Running it again with one more input
//! reaches one step further, so replay, undo and scripted tests are the same
//! code path. Log lines are built only for the steps not seen before.

use super::edit::pct_line;
use super::pct::{Rank, candidates_at};
use super::player::Seat;
use super::rules::RcwRules;
use super::state::{GameState, Marker};
use super::step::{
    Input, Instruction, LogEntry, LogKind, Override, Progress, Prompt, Question, RollOutcome,
    RollPrompt,
};

/// Why the script stopped before the end of the turn.
pub(crate) enum Halt {
    /// Waiting for the player.
    Wait(Prompt),
    /// The player ended the turn early (an override).
    EndedEarly,
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
        }
    }

    fn emitting(&self) -> bool {
        self.pos >= self.emit_from
    }

    /// Logs a line (built lazily) about `involves`.
    pub fn log(&mut self, kind: LogKind, involves: &[Seat], text: impl FnOnce() -> String) {
        if self.emitting() {
            let mut inv = vec![self.seat];
            inv.extend(involves.iter().copied().filter(|s| *s != self.seat));
            let entry = LogEntry {
                turn: self.g.turn,
                seat: Some(self.seat),
                involves: inv,
                kind,
                text: text(),
            };
            self.log.push((self.pos, entry));
        }
    }

    pub fn note(&mut self, involves: &[Seat], text: impl FnOnce() -> String) {
        self.log(LogKind::Note, involves, text);
    }

    pub fn phase(&mut self, phase: &str) {
        self.progress.phase = phase.to_string();
        self.progress.attacks = None;
    }

    /// The next real answer, applying any overrides recorded before it.
    fn next_input(&mut self, prompt: impl FnOnce(&GameState) -> Prompt) -> Step<Input> {
        loop {
            let Some(input) = self.inputs.get(self.pos) else {
                return Err(Halt::Wait(prompt(&self.g)));
            };
            self.pos += 1;
            match input {
                Input::Override(Override::Edit { edit, reason }) => {
                    match edit.apply(&mut self.g, self.rules) {
                        Ok(text) => self.log(LogKind::Override, &[], || {
                            format!("Override: {text} — {reason}")
                        }),
                        Err(e) => {
                            self.log(LogKind::Override, &[], || format!("Override refused: {e}"))
                        }
                    }
                }
                Input::Override(Override::EndTurn { reason }) => {
                    self.log(LogKind::Override, &[], || {
                        format!("Override: turn ended early — {reason}")
                    });
                    return Err(Halt::EndedEarly);
                }
                other => return Ok(other.clone()),
            }
        }
    }

    /// Rolls one die on `prompt`; returns the face and the outcome index.
    pub fn roll(&mut self, prompt: RollPrompt) -> Step<(u8, usize)> {
        // The prompt is cloned only when the script stops on it.
        let input = self.next_input(|_| Prompt::Roll(prompt.clone()))?;
        let (face, by_hand) = match input {
            Input::Die { face, by_hand } => (face, by_hand),
            // Validation keeps other inputs out; treat anything else as a 1
            // only to stay total.
            _ => (1, false),
        };
        let idx = prompt.outcome_index(face).unwrap_or(0);
        let involves = prompt_seats(&prompt.purpose);
        self.log(LogKind::Roll, &involves, || {
            let o = &prompt.outcomes[idx.min(prompt.outcomes.len().saturating_sub(1))];
            format!(
                "{}: rolled {face}{} for {} → {} (faces {}, chance {}) [{}]",
                prompt.table,
                if by_hand { " (your die)" } else { "" },
                prompt.purpose,
                o.label,
                o.faces_text(),
                o.chance(),
                prompt.rule
            )
        });
        Ok((face, idx))
    }

    /// Asks a question; returns the index of the answer.
    pub fn ask(&mut self, q: Question) -> Step<usize> {
        let input = self.next_input(|_| Prompt::Ask(q.clone()))?;
        let i = match input {
            Input::Choice(i) => i.min(q.options.len().saturating_sub(1)),
            _ => q.default,
        };
        self.log(LogKind::Answer, &[], || {
            format!(
                "{} — {}",
                q.text,
                q.options.get(i).cloned().unwrap_or_default()
            )
        });
        Ok(i)
    }

    /// Asks a yes/no question; `true` for the first option.
    pub fn ask_yes_no(&mut self, text: String, yes: &str, no: &str, rule: &str) -> Step<bool> {
        let i = self.ask(Question {
            text,
            options: vec![yes.to_string(), no.to_string()],
            default: 0,
            rule: rule.to_string(),
        })?;
        Ok(i == 0)
    }

    /// Asks for a number from `0..=max`.
    pub fn ask_count(&mut self, text: String, max: usize, rule: &str) -> Step<usize> {
        self.ask(Question {
            text,
            options: (0..=max).map(|n| n.to_string()).collect(),
            default: 0,
            rule: rule.to_string(),
        })
    }

    /// An instruction the player carries out and acknowledges.
    pub fn instruct(&mut self, involves: &[Seat], text: String, rule: &str) -> Step<()> {
        self.instruct_with(involves, text, rule, "Done")
    }

    pub fn instruct_with(
        &mut self,
        involves: &[Seat],
        text: String,
        rule: &str,
        ack: &str,
    ) -> Step<()> {
        self.next_input(|_| {
            Prompt::Do(Instruction {
                text: text.clone(),
                rule: rule.to_string(),
                ack: ack.to_string(),
            })
        })?;
        self.log(LogKind::Instruction, involves, || {
            format!("{text} [{rule}]")
        });
        Ok(())
    }

    /// Shifts the PCT for `a`/`b` by `delta` and logs why.
    pub fn shift(&mut self, a: Seat, b: Seat, delta: i8, why: &str) -> (u8, u8) {
        let (min, max) = (self.rules.pct.min, self.rules.pct.max);
        let (from, to) = self.g.pct.shift(a, b, delta, min, max);
        self.log(LogKind::Pct, &[a, b], || {
            format!("{} ({why}, {delta:+})", pct_line(a, b, from, to))
        });
        (from, to)
    }

    /// Hands markers over and logs it; returns how many moved.
    pub fn give(&mut self, kind: Marker, from: Seat, to: Seat, count: u32, why: &str) -> u32 {
        let n = self.g.move_markers(kind, from, to, count);
        if n > 0 {
            self.log(LogKind::Marker, &[from, to], || {
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
    pub fn break_tie(&mut self, candidates: Vec<Seat>, what: &str) -> Step<Option<Seat>> {
        let labels: Vec<String> = candidates.iter().map(|s| s.to_string()).collect();
        let i = self.roll_among(
            &labels,
            what,
            "[I-3] ties on the PCT are broken by a die roll",
        )?;
        Ok(candidates.get(i).copied())
    }

    /// Picks one of `labels` with a fair die (re-rolling unused faces).
    pub fn roll_among(&mut self, labels: &[String], what: &str, rule: &str) -> Step<usize> {
        if labels.len() <= 1 {
            return Ok(0);
        }
        let outcomes = tie_outcomes(labels);
        loop {
            let (_, idx) = self.roll(RollPrompt {
                table: "Tie-break".to_string(),
                purpose: format!("{what}: {} are tied", labels.join(", ")),
                outcomes: outcomes.clone(),
                rule: rule.to_string(),
            })?;
            if idx < labels.len() {
                return Ok(idx);
            }
        }
    }

    /// The player at `rank` on `of`'s row among `among`, ties broken by a roll.
    pub fn pick(&mut self, of: Seat, among: &[Seat], rank: Rank, what: &str) -> Step<Option<Seat>> {
        let Some(pos) = rank.position(among.len()) else {
            return Ok(None);
        };
        let c = candidates_at(&self.g.pct, of, among, pos);
        self.break_tie(c, what)
    }
}

/// Die faces for a tie among `candidates`: equal blocks when 6 divides
/// evenly, else one face each and the rest re-rolled.
pub fn tie_outcomes(candidates: &[String]) -> Vec<RollOutcome> {
    let k = candidates.len().max(1);
    let mut outcomes: Vec<RollOutcome> = Vec::new();
    if 6 % k == 0 {
        let per = 6 / k;
        for (i, s) in candidates.iter().enumerate() {
            outcomes.push(RollOutcome {
                faces: (1..=per).map(|f| (i * per + f) as u8).collect(),
                label: s.clone(),
            });
        }
    } else {
        for (i, s) in candidates.iter().enumerate() {
            outcomes.push(RollOutcome {
                faces: vec![(i + 1) as u8],
                label: s.clone(),
            });
        }
        outcomes.push(RollOutcome {
            faces: ((k + 1) as u8..=6).collect(),
            label: "roll again".to_string(),
        });
    }
    outcomes
}

/// Seats named in a purpose text like "B joins …" (for log filtering).
fn prompt_seats(text: &str) -> Vec<Seat> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.len() == 1 && w.chars().all(|c| c.is_ascii_uppercase()))
        .filter_map(|w| w.chars().next().and_then(Seat::from_letter))
        .collect()
}
