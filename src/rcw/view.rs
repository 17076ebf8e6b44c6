//! The step the game waits on, built once for every front end: the
//! window's wizard and `rcw play` (its text and its `--json`) only render
//! a [`StepView`] and send the [`Action`] of the answer taken.
//!
//! A step is a roll (every face with the chance the roll ends there,
//! re-rolls counted), a question (its answers, Enter's, the planner's
//! proposal and your chart's chances), an instruction (with the turn's
//! board checklist at its end), or, between player-turns, the game turn's
//! next steps: every turn still to play, "End game turn", and playing a
//! bot again.

use super::game::{Action, Game, NextUp};
use super::planner::{OrderOfBattle, StackId};
use super::player::Seat;
use super::rules::RcwRules;
use super::state::GameState;
use super::step::{
    ChartAsk, Input, InstructionKind, LogEntry, LogKind, PlanAsk, Prompt, Question, RollPrompt,
};
use super::text::possessive;
use crate::ratio::Ratio;

/// What kind of step, as `rcw play --json` names it (`kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    Roll,
    Question,
    Instruction,
    /// Between player-turns (a question of topic `next-turn`).
    NextTurn,
    /// The game is over (topic `game-over`): no answer takes a step.
    GameOver,
}

impl StepKind {
    /// The `kind` key: `roll`, `question`, `instruction` or `game-over`.
    pub fn key(self) -> &'static str {
        match self {
            StepKind::Roll => "roll",
            StepKind::Question | StepKind::NextTurn => "question",
            StepKind::Instruction => "instruction",
            StepKind::GameOver => "game-over",
        }
    }
}

/// What an answer is, for where a front end shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// One of a question's answers.
    Choice,
    /// An instruction done.
    Ack,
    /// A bot's turn still to play this game turn.
    PlayTurn,
    /// A bot that has played, again this game turn (a deliberate choice).
    PlayAgain,
    /// Your own player-turn is done.
    MyTurnDone,
    /// The game turn ends (the turn marker advances).
    EndGameTurn,
}

/// One answer the step offers, and what taking it does.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    pub label: String,
    pub action: Action,
    pub role: Role,
    /// Whose turn it starts or ends (between turns).
    pub seat: Option<Seat>,
}

/// A roll's outcome: its faces and the chance the roll ends on it
/// (re-rolls counted); `None` for the faces that are rolled again.
#[derive(Clone, Debug, PartialEq)]
pub struct FaceRow {
    pub faces: String,
    pub label: String,
    pub chance: Option<Ratio>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct RollView {
    pub table: String,
    pub purpose: String,
    pub rows: Vec<FaceRow>,
}

/// A province the phasing player's stacks may attack into, and the
/// provinces they could move from (ticked when the moves given allow it).
#[derive(Clone, Debug, PartialEq)]
pub struct ReachRow {
    pub into: String,
    pub from: Vec<(String, bool)>,
}

/// The attack planner's proposal under a question it answers.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanView {
    pub ask: PlanAsk,
    /// Each attack's order, in words.
    pub orders: Vec<String>,
    /// Each attack's chances on your chart, when one is kept.
    pub on_chart: Vec<Option<String>>,
    /// Why there is no attack, when there is none.
    pub none: Option<String>,
    pub exhaustive: bool,
    /// No plan has better odds ([`crate::rcw::planner::Plan::odds_best`]).
    pub odds_best: bool,
    /// What is said of a plan not proven best ([`crate::rcw::planner::Plan::unproven_note`]).
    pub unproven: Option<String>,
    /// The answer that takes the plan ([`PlanAsk::answer`]: Enter's).
    pub answer: usize,
    /// How the button taking the plan reads ("Answer 2: use this plan";
    /// "Answer 1 (Yes): use this plan" for a question about one stack).
    pub use_label: String,
    /// The moves the planner may count on, one row a province attacked.
    pub reach: Vec<ReachRow>,
    /// The moves given so far, as text (`None`: none): with a map, "the
    /// map's (1 move a turn)" and any typed this turn.
    pub moves_known: Option<String>,
    /// How long the plan's search took when it was made (a plan asked
    /// for again is answered from the last plans, with its first time):
    /// what is said of a plan not proven best.
    pub searched: std::time::Duration,
}

/// What your chart says of a combat result asked.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartView {
    /// "On your chart: … (1d6)".
    pub head: String,
    /// Where the attack stands on it, or what to do when that is not known.
    pub at: String,
    /// Each answer's chance at the attack's column (answers with none
    /// left out); empty when the column is not known.
    pub chances: Vec<(usize, Ratio)>,
}

/// One change of the turn to check on the board, and the stacks of the
/// order of battle it is about (the editor opens at them when it could not
/// be done).
#[derive(Clone, Debug, PartialEq)]
pub struct CheckLine {
    pub text: String,
    pub stacks: Vec<StackId>,
}

/// A seat's line between player-turns.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatLine {
    pub seat: Seat,
    pub text: String,
}

/// What a step is about, typed: a question's [`Topic`], or one of the
/// steps that are not questions. Its [`StepTopic::key`] is the `--json`
/// `topic` (README "Scripted turns": keys are added, never renamed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepTopic {
    Roll,
    /// An instruction to carry out on the board.
    Step,
    /// The bot's turn is over, with its checklist.
    TurnDone,
    /// Move the stacks not in the attacks (the Non-Attack Policies).
    MoveStacks,
    /// Between player-turns: who plays next.
    NextTurn,
    GameOver,
    Question(super::step::Topic),
}

impl StepTopic {
    /// The stable key (`"roll"`, `"exchange-loss"`).
    pub fn key(self) -> String {
        match self {
            StepTopic::Roll => "roll".to_string(),
            StepTopic::Step => "step".to_string(),
            StepTopic::TurnDone => "turn-done".to_string(),
            StepTopic::MoveStacks => "move-stacks".to_string(),
            StepTopic::NextTurn => "next-turn".to_string(),
            StepTopic::GameOver => "game-over".to_string(),
            StepTopic::Question(t) => t.key(),
        }
    }
}

/// The step the game waits on, as every front end shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct StepView {
    pub kind: StepKind,
    /// What the step is about ([`StepTopic::key`] the stable key).
    pub topic: StepTopic,
    /// "C's turn (Red) · Attacks 2 of 4", or "Game turn 3".
    pub heading: String,
    /// Said before the step ("C's turn is over.").
    pub lead: Option<String>,
    /// The question, the instruction, "Roll one die: …", or between turns
    /// the evening so far.
    pub text: String,
    pub rule: Option<String>,
    pub answers: Vec<Answer>,
    /// Enter's answer; `None` where the player must pick.
    pub default: Option<usize>,
    /// What Enter does, in words.
    pub enter: String,
    /// The stacks of the order of battle it is about.
    pub stacks: Vec<StackId>,
    pub roll: Option<RollView>,
    /// "How many attacks can …?": what the attack planner is asked (the
    /// window's planner panel and its moves read it, with or without a
    /// board kept).
    pub plan_ask: Option<PlanAsk>,
    /// A combat result your chart reads: the chart, the odds or the
    /// columns to choose from, each answer's chance (the roll on it).
    pub chart_ask: Option<super::step::ChartAsk>,
    pub plan: Option<PlanView>,
    pub chart: Option<ChartView>,
    pub instruction: Option<InstructionKind>,
    /// At the end of a bot's turn: every change the turn asked for.
    pub checklist: Vec<CheckLine>,
    pub notes: Vec<String>,
    /// Between turns: who has played and who is to come.
    pub seats: Vec<SeatLine>,
}

impl StepView {
    /// The number that picks answer `i`, the same in every front end: its
    /// label where every answer's label is a different whole number (a
    /// loss, a strength, a count: "3" is 3, whatever the smallest answer),
    /// else its place in the list (0 for the first).
    pub fn key_of(&self, i: usize) -> usize {
        self.numbered_labels()
            .map_or(i, |n| n.get(i).copied().unwrap_or(i))
    }

    /// The answer a typed or pressed number picks ([`Self::key_of`]).
    pub fn answer_for_key(&self, key: usize) -> Option<usize> {
        match self.numbered_labels() {
            Some(n) => n.iter().position(|k| *k == key),
            None => (key < self.answers.len()).then_some(key),
        }
    }

    /// Whether the answers are picked by their labels (every label a
    /// different whole number).
    pub fn keys_are_labels(&self) -> bool {
        self.numbered_labels().is_some()
    }

    fn numbered_labels(&self) -> Option<Vec<usize>> {
        let n: Vec<usize> = self
            .answers
            .iter()
            .map(|a| a.label.trim().parse::<usize>().ok())
            .collect::<Option<_>>()?;
        let mut sorted = n.clone();
        sorted.sort_unstable();
        sorted.dedup();
        (!n.is_empty() && sorted.len() == n.len()).then_some(n)
    }
}

/// The log kinds a turn's board checklist lists: orders, markers handed
/// over, changes, PCT moves, overrides, and what the combats did to the
/// stacks kept (eliminations, losses, retreats), so the board is checked
/// against all of it at the turn's end, not only the log.
pub fn on_checklist(e: &LogEntry) -> bool {
    matches!(
        e.kind,
        LogKind::Instruction
            | LogKind::Marker
            | LogKind::Change
            | LogKind::Pct
            | LogKind::Override
            | LogKind::Board
    )
}

/// The step `game` waits on. `turn_lines` are the log lines of the turn
/// in progress (its checklist is read from them).
pub fn step<'a>(
    game: &Game,
    rules: &RcwRules,
    turn_lines: impl Iterator<Item = &'a LogEntry>,
) -> StepView {
    let Some(turn) = game.turn().filter(|t| !t.finished()) else {
        return match game.game_over() {
            Some(left) => game_over(game, &left),
            None => between_turns(game),
        };
    };
    let g = game.state();
    let colour = g.colour(turn.seat).map_or("", |c| c.name());
    let heading = format!(
        "{} turn ({colour}) · {}",
        possessive(&g.label(turn.seat)),
        turn.progress.text()
    );
    let mut v = match &turn.prompt {
        Some(Prompt::Roll(r)) => roll(r),
        Some(Prompt::Ask(q)) => question(g, rules, q),
        Some(Prompt::Do(i)) => {
            let mut v = blank(StepKind::Instruction, instruction_topic(i.kind));
            v.text = i.text.clone();
            v.rule = Some(i.rule.clone());
            v.stacks = i.stacks.clone();
            v.instruction = Some(i.kind);
            v.answers.push(Answer {
                label: i.ack.clone(),
                action: Action::Input(Input::Ack),
                role: Role::Ack,
                seat: None,
            });
            v.default = Some(0);
            v.enter = format!("Enter: {}.", i.ack);
            if i.kind == InstructionKind::EndTurn {
                v.checklist = turn_lines
                    .filter(|e| on_checklist(e))
                    .map(|e| CheckLine {
                        text: e.text.to_string(),
                        stacks: e.stacks.clone(),
                    })
                    .collect();
            }
            v
        }
        None => blank(StepKind::Instruction, StepTopic::Step),
    };
    v.heading = heading;
    v
}

fn instruction_topic(k: InstructionKind) -> StepTopic {
    match k {
        InstructionKind::Step => StepTopic::Step,
        InstructionKind::EndTurn => StepTopic::TurnDone,
        InstructionKind::MoveStacks => StepTopic::MoveStacks,
    }
}

fn blank(kind: StepKind, topic: StepTopic) -> StepView {
    StepView {
        kind,
        topic,
        heading: String::new(),
        lead: None,
        text: String::new(),
        rule: None,
        answers: Vec::new(),
        default: None,
        enter: String::new(),
        stacks: Vec::new(),
        roll: None,
        plan_ask: None,
        chart_ask: None,
        plan: None,
        chart: None,
        instruction: None,
        checklist: Vec::new(),
        notes: Vec::new(),
        seats: Vec::new(),
    }
}

fn roll(r: &RollPrompt) -> StepView {
    let mut v = blank(StepKind::Roll, StepTopic::Roll);
    v.text = format!("Roll one die: {}", r.table);
    v.rule = Some(r.rule.clone());
    v.enter = "Enter rolls the app's die; or give your die's face (1–6).".to_string();
    v.roll = Some(RollView {
        table: r.table.clone(),
        purpose: r.purpose.clone(),
        rows: r
            .outcomes
            .iter()
            .map(|o| FaceRow {
                faces: o.faces_text(),
                label: o.label.clone(),
                chance: r.final_chance(o),
            })
            .collect(),
    });
    v
}

fn question(g: &GameState, rules: &RcwRules, q: &Question) -> StepView {
    let mut v = blank(StepKind::Question, StepTopic::Question(q.topic));
    v.text = q.text.clone();
    v.rule = Some(q.rule.clone());
    v.stacks = q.stacks.clone();
    v.default = q.default;
    v.enter = match q.default {
        Some(_) => "Enter picks the highlighted answer.".to_string(),
        None => "Pick what happened on the board: Enter assumes nothing here.".to_string(),
    };
    v.answers = q
        .options
        .iter()
        .enumerate()
        .map(|(i, o)| Answer {
            label: o.clone(),
            action: Action::Input(Input::Choice(i)),
            role: Role::Choice,
            seat: None,
        })
        .collect();
    v.plan = q
        .plan
        .as_deref()
        .and_then(|ask| plan(g, rules, ask, &q.options));
    v.chart = q.chart.as_ref().map(|c| chart(c, q));
    v.plan_ask = q.plan.as_deref().cloned();
    v.chart_ask = q.chart.clone();
    v
}

/// The planner's proposal for `ask` on the board kept; `None` without one.
fn plan(g: &GameState, rules: &RcwRules, ask: &PlanAsk, options: &[String]) -> Option<PlanView> {
    let (p, searched) = ask.plan_timed(g)?;
    let answer = ask.answer(&p, options.len());
    let use_label = match (ask.first_target, options.get(answer)) {
        (Some(_), Some(o)) => format!("Answer {answer} ({o}): use this plan"),
        _ => format!("Answer {answer}: use this plan"),
    };
    let oob = g.order_of_battle();
    let chart = g.chart();
    let none = p.attacks.is_empty().then(|| ask.none_found(oob));
    Some(PlanView {
        ask: ask.clone(),
        orders: p.attacks.iter().map(|a| a.order(oob)).collect(),
        on_chart: p
            .attacks
            .iter()
            .map(|a| {
                chart
                    .as_ref()
                    .and_then(|c| c.chances_at(a.odds, rules).ok())
            })
            .collect(),
        none,
        exhaustive: p.exhaustive,
        odds_best: p.odds_best,
        unproven: p.unproven_note().map(str::to_string),
        answer,
        use_label,
        reach: reach_rows(g, oob, ask),
        moves_known: moves_known(g),
        searched,
    })
}

/// The moves given so far, as text: with a map, read off it (its moves a
/// turn) and the turn's exceptions typed; else the moves typed.
fn moves_known(g: &GameState) -> Option<String> {
    let typed = (!g.reach().is_empty()).then(|| g.reach().to_text());
    match (g.map(), typed) {
        (Some(m), typed) => Some(format!(
            "the map's ({} move{} a turn){}",
            m.moves(),
            if m.moves() == 1 { "" } else { "s" },
            typed.map(|t| format!(", and {t}")).unwrap_or_default()
        )),
        (None, typed) => typed,
    }
}

/// The moves the planner may count on: each province with a stack to
/// attack, and every other province the phasing player's stacks of the
/// attacking colour stand in.
fn reach_rows(g: &GameState, oob: &OrderOfBattle, ask: &PlanAsk) -> Vec<ReachRow> {
    let reach = g.reach_now();
    let attacks_from = |i: usize| {
        oob.provinces()[i]
            .stacks()
            .iter()
            .any(|s| s.owner == ask.phasing && s.colour == ask.units)
    };
    let defended = |i: usize| {
        oob.provinces()[i].stacks().iter().any(|s| {
            s.owner != ask.phasing
                && s.colour == ask.target
                && ask.defenders.as_ref().is_none_or(|d| d.contains(&s.owner))
        })
    };
    let sources: Vec<usize> = (0..oob.provinces().len())
        .filter(|&i| attacks_from(i))
        .collect();
    (0..oob.provinces().len())
        .filter(|&i| defended(i))
        // A province whose only attackers stand in it has no move to give.
        .filter(|t| sources.iter().any(|f| f != t))
        .map(|t| {
            let into = oob.provinces()[t].name().to_string();
            let from = sources
                .iter()
                .filter(|&&f| f != t)
                .map(|&f| {
                    let name = oob.provinces()[f].name().to_string();
                    let on = reach.allows(&name, &into);
                    (name, on)
                })
                .collect();
            ReachRow { into, from }
        })
        .collect()
}

/// What your chart says of the result asked in `q`.
fn chart(c: &ChartAsk, q: &Question) -> ChartView {
    let head = format!("On your chart: {} ({})", c.title, c.dice);
    let span = || {
        let name = |o: Option<&crate::rcw::Odds>| o.map_or_else(String::new, ToString::to_string);
        format!("{} to {}", name(c.columns.first()), name(c.columns.last()))
    };
    let (at, chances) = match (c.at, c.below()) {
        (Some(i), _) => {
            let on = c
                .columns
                .get(i)
                .copied()
                .unwrap_or(crate::rcw::Odds::new(1, 1));
            let at = match c.odds {
                Some(o) if o > on => {
                    format!("The attack is at {o}: it reads {on}, the top column.")
                }
                _ => format!("The attack is at {on}."),
            };
            let chances = (0..q.options.len())
                .filter_map(|k| {
                    let p = c.chances.get(i)?.get(k)?;
                    (!p.is_zero()).then_some((k, *p))
                })
                .collect();
            (at, chances)
        }
        (None, Some(o)) => (
            format!(
                "The attack is at {o}, below your chart's first column ({}): pick what happened on the board.",
                span()
            ),
            Vec::new(),
        ),
        (None, None) => (
            format!(
                "The app does not know this attack's odds: pick its column ({}).",
                span()
            ),
            Vec::new(),
        ),
    };
    ChartView { head, at, chances }
}

/// Between player-turns: every turn still to play (Enter: the next in the
/// turn order), "End game turn" (Enter once every player has played),
/// then each bot that has played, again. The answers keep that order so
/// a script's numbers stay: those still to play, the end, the again.
/// "B's", and "Denikin's Whites'" for a name that ends in s.
/// The line naming where a seat stands in this game turn.
fn seat_line(g: &GameState, s: Seat, done: bool) -> SeatLine {
    let text = match (s == g.human(), done) {
        (true, true) => format!("{} — your turn: done", g.label(s)),
        (true, false) => format!(
            "{} — your turn: play it on the board and record your acts, then",
            g.label(s)
        ),
        (false, true) => format!("{} — done", g.label(s)),
        (false, false) => format!("{} — to play", g.label(s)),
    };
    SeatLine { seat: s, text }
}

/// The game is over: who is left, and what the player can do (nothing
/// here takes a step: undo, a new game, or a player brought back by a
/// stack put on the board).
fn game_over(game: &Game, left: &[Seat]) -> StepView {
    let g = game.state();
    let mut v = blank(StepKind::GameOver, StepTopic::GameOver);
    v.heading = format!("Game turn {} · the game is over", g.turn());
    let names: Vec<String> = left
        .iter()
        .map(|s| {
            if *s == g.human() {
                format!("{} (you)", g.label(*s))
            } else {
                g.label(*s)
            }
        })
        .collect();
    v.text = match names.as_slice() {
        [] => "The game is over: no player is left in it.".to_string(),
        [one] => format!("The game is over: only {one} is left in it."),
        [rest @ .., last] => format!(
            "The game is over: only {} and {last} are left in it, and no bot.",
            rest.join(", ")
        ),
    };
    v.lead = game
        .turn()
        .map(|t| format!("{} turn is over.", possessive(&g.label(t.seat))));
    for s in left {
        v.seats.push(seat_line(g, *s, game.played().contains(s)));
    }
    v.notes.push(
        "Undo the last step to play it otherwise, start a new game, or put a stack of a player who is out on the board to bring them back and go on."
            .to_string(),
    );
    v.enter = "Enter does nothing here: the game is over.".to_string();
    v
}

fn between_turns(game: &Game) -> StepView {
    let g = game.state();
    let next = game.next_up();
    let mut v = blank(StepKind::NextTurn, StepTopic::NextTurn);
    v.heading = format!("Game turn {}", g.turn());
    v.text = game.evening_line();
    v.lead = game.turn().map(|t| {
        if t.seat == g.human() && !game.played().contains(&t.seat) {
            format!(
                "Carried through on the PCT and the order of battle; {} turn goes on.",
                possessive(&g.label(t.seat))
            )
        } else {
            format!("{} turn is over.", possessive(&g.label(t.seat)))
        }
    });
    let mut again = Vec::new();
    for s in g.order() {
        let Some(p) = g.player(s) else { continue };
        if p.out() {
            continue;
        }
        let done = game.played().contains(&s);
        v.seats.push(seat_line(g, s, done));
        let (label, action, role, next_here) = match (s == g.human(), done) {
            (true, true) => continue,
            (true, false) => (
                "My turn is done".to_string(),
                Action::EndHumanTurn,
                Role::MyTurnDone,
                next == NextUp::Human,
            ),
            (false, false) => (
                format!("Play {} turn", possessive(&g.label(s))),
                Action::StartBotTurn(s),
                Role::PlayTurn,
                next == NextUp::Bot(s),
            ),
            (false, true) => {
                again.push(Answer {
                    label: format!("Play {s} again this game turn"),
                    action: Action::StartBotTurn(s),
                    role: Role::PlayAgain,
                    seat: Some(s),
                });
                continue;
            }
        };
        if next_here {
            v.default = Some(v.answers.len());
        }
        v.answers.push(Answer {
            label,
            action,
            role,
            seat: Some(s),
        });
    }
    if next == NextUp::EndOfGameTurn {
        v.default = Some(v.answers.len());
    } else {
        v.notes
            .push("Ending the game turn now skips the players still to come.".to_string());
    }
    v.answers.push(Answer {
        label: format!("End game turn {} (advance the turn marker)", g.turn()),
        action: Action::NextGameTurn,
        role: Role::EndGameTurn,
        seat: None,
    });
    v.answers.extend(again);
    v.enter = "Enter takes the highlighted step.".to_string();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rcw::{Setup, step::LogEntry};

    fn game() -> (Game, RcwRules) {
        let rules = RcwRules::builtin().unwrap();
        (
            Game::new(Setup::seed_example().validate(&rules).unwrap()),
            rules,
        )
    }

    fn no_lines() -> std::iter::Empty<&'static LogEntry> {
        std::iter::empty()
    }

    #[test]
    fn a_named_seat_ending_in_s_takes_an_apostrophe_alone() {
        assert_eq!(possessive("B"), "B's");
        assert_eq!(possessive("D — Denikin's Whites"), "D — Denikin's Whites'");
    }

    #[test]
    fn between_turns_every_next_step_is_offered_enter_the_one_next() {
        let (mut g, rules) = game();
        let v = step(&g, &rules, no_lines());
        assert_eq!(v.topic, StepTopic::NextTurn);
        assert_eq!(v.topic.key(), "next-turn");
        let labels: Vec<&str> = v.answers.iter().map(|a| a.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "My turn is done",
                "Play B's turn",
                "Play C's turn",
                "Play D's turn",
                "Play E's turn",
                "End game turn 1 (advance the turn marker)"
            ]
        );
        assert_eq!(v.default, Some(0));
        assert!(v.notes[0].contains("skips the players still to come"));
        // B played: offered again after the end of the game turn.
        g.apply(&rules, &Action::EndHumanTurn).unwrap();
        g.apply(
            &rules,
            &Action::StartBotTurn(Seat::from_letter('B').unwrap()),
        )
        .unwrap();
        let _ = g.apply(
            &rules,
            &Action::Input(Input::Override(crate::rcw::Override::EndTurn {
                reason: "test".into(),
            })),
        );
        let v = step(&g, &rules, no_lines());
        assert_eq!(v.lead.as_deref(), Some("B's turn is over."));
        assert_eq!(
            v.answers.last().unwrap().label,
            "Play B again this game turn"
        );
        assert_eq!(v.answers[v.default.unwrap()].label, "Play C's turn");
    }
}
