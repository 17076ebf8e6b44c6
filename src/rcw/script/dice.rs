//! The script's rolls: one die on a table, a combat result on your chart,
//! and fair picks among tied players or choices (unused faces re-rolled).

use super::*;

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

impl<'a> Cx<'a> {
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
        if self.rules.skip_certain_rolls() && roll.outcome.iter().all(|o| *o == first) {
            let idx = usize::from(first);
            if self.emitting() {
                let text = Text::lazy(move || {
                    format!(
                        "{}: no roll needed for {} — every face gives the same result: {} [{}]",
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
                return Err(self.refused(Refused::Face(face)));
            }
            _ => {
                return Err(self.refused(Refused::NeedsFace(roll.table.to_string())));
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

    /// A combat result rolled on the game's chart: the throw checked, the
    /// column read, the roll logged like every other (die, column, result
    /// and its chance); returns the answer it reads.
    pub(super) fn chart_roll(
        &mut self,
        asked: Option<&ChartAsk>,
        faces: &[u8],
        by_hand: bool,
        column: Option<Odds>,
        n: usize,
        label: &impl Fn(&GameState, usize) -> String,
    ) -> Step<usize> {
        let (Some(asked), Some(chart)) = (asked, self.g.chart().cloned()) else {
            return Err(self.refused(Refused::NoChart));
        };
        asked.check_faces(faces).map_err(|e| self.refused(e))?;
        let col = asked.column(column).map_err(|e| self.refused(e))?;
        let total: u8 = faces.iter().sum();
        let Some(i) = chart.result(col, total).filter(|&i| i < n) else {
            return Err(self.refused(Refused::NoResult {
                total,
                column: asked.columns.get(col).copied(),
            }));
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
            let (title, odds) = (chart.title().to_string(), asked.odds);
            let yours = match faces.len() {
                1 => " (your die)",
                _ => " (your dice)",
            };
            let on = chart.columns().get(col).copied().unwrap_or(chart.top());
            let text = Text::lazy(move || {
                let read = crate::rcw::chart::read_at(odds.unwrap_or(on), on);
                format!(
                    "{title}: rolled {thrown}{} at {read} → {result} (chance {chance}) [Combat is resolved with the game's Combat Results Table, as you typed it]",
                    if by_hand { yours } else { "" },
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

    /// Picks one of `candidates` with a die roll when they are tied [I-3].
    pub fn break_tie(&mut self, candidates: Vec<Seat>, what: &'static str) -> Step<Option<Seat>> {
        self.pick_seat(
            &candidates,
            what,
            "I-3: ties on the PCT are broken by a die roll",
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
