//! The step `rcw play` shows: built from the engine's prompt, or between
//! turns from the game turn's next steps.

use crate::rcw::step::{Input, Prompt, Question};
use crate::rcw::{Action, NextUp};
use crate::session::Session;

/// One step as the player (or a script) sees it.
pub(super) struct Step {
    pub(super) kind: &'static str,
    pub(super) topic: String,
    pub(super) text: String,
    /// The rule and, for a roll, the faces: printed in the terminal.
    pub(super) detail: Vec<String>,
    pub(super) answers: Vec<String>,
    pub(super) default: Option<usize>,
    pub(super) stacks: Vec<u32>,
    /// What each answer does.
    pub(super) does: Vec<Action>,
    /// A die face answers it (a roll).
    pub(super) roll: bool,
    /// The game's chart reads this combat result: `r` rolls it.
    pub(super) chart: Option<crate::rcw::step::ChartAsk>,
}

/// The step the session waits on: the engine's prompt, or between turns
/// the next step of the game turn (the wizard's highlighted one first).
pub(super) fn step_of(s: &Session) -> Step {
    let game = s.game();
    match game.prompt() {
        Some(Prompt::Roll(r)) => {
            let mut detail = vec![format!("Rule: {}", r.rule)];
            for o in &r.outcomes {
                let faces: Vec<String> = o.faces.iter().map(u8::to_string).collect();
                detail.push(format!(
                    "  {}: {}{} ({}/6)",
                    faces.join(","),
                    o.label,
                    if o.reroll { " (roll again)" } else { "" },
                    o.faces.len()
                ));
            }
            Step {
                kind: "roll",
                topic: "roll".to_string(),
                text: format!("Roll on the {} for {}", r.table, r.purpose),
                detail,
                answers: Vec::new(),
                default: None,
                stacks: Vec::new(),
                does: Vec::new(),
                roll: true,
                chart: None,
            }
        }
        Some(Prompt::Ask(q)) => question_step(s, q),
        Some(Prompt::Do(i)) => Step {
            kind: "instruction",
            topic: match i.kind {
                crate::rcw::step::InstructionKind::Step => "step",
                crate::rcw::step::InstructionKind::EndTurn => "turn-done",
                crate::rcw::step::InstructionKind::MoveStacks => "move-stacks",
            }
            .to_string(),
            text: i.text.clone(),
            detail: vec![format!("Rule: {}", i.rule)],
            answers: vec![i.ack.clone()],
            default: Some(0),
            stacks: i.stacks.iter().map(|s| s.0).collect(),
            does: vec![Action::Input(Input::Ack)],
            roll: false,
            chart: None,
        },
        None => next_turn_step(s),
    }
}

fn question_step(s: &Session, q: &Question) -> Step {
    let mut detail = vec![format!("Rule: {}", q.rule)];
    // The planner's answer, as the wizard shows it beside the question.
    if let Some(ask) = &q.plan {
        let g = s.game().state();
        if let Some(plan) = ask.plan(g) {
            detail.push(format!(
                "Attack planner ({} planned; moves known: {}; type m FROM>TO to add one):",
                plan.attacks.len(),
                if g.reach().is_empty() {
                    "none".to_string()
                } else {
                    g.reach().to_text()
                }
            ));
            for (k, a) in plan.attacks.iter().enumerate() {
                detail.push(format!("  {}. {}", k + 1, a.order(g.order_of_battle())));
            }
            if !plan.exhaustive {
                detail.push("  (best found in the time given — not proven best)".to_string());
            }
        }
    }
    if let Some(c) = &q.chart {
        let span = || {
            let name =
                |o: Option<&crate::rcw::Odds>| o.map_or_else(String::new, ToString::to_string);
            format!("{} to {}", name(c.columns.first()), name(c.columns.last()))
        };
        match (c.at, c.below()) {
            (Some(at), _) => {
                let on = c.columns.get(at).copied().unwrap_or(crate::rcw::Odds::new(1, 1));
                detail.push(format!(
                    "Chances on \"{}\" at {}:",
                    c.title,
                    crate::rcw::chart::read_at(c.odds.unwrap_or(on), on)
                ));
                for (i, o) in q.options.iter().enumerate() {
                    if let Some(p) = c.chances.get(at).and_then(|x| x.get(i)).filter(|p| !p.is_zero()) {
                        detail.push(format!("  {i}. {o}: {p}"));
                    }
                }
                detail.push(format!(
                    "Type r to roll it on the chart ({}), or r and your dice's faces (r 4).",
                    c.dice
                ));
            }
            (None, Some(o)) => detail.push(format!(
                "The attack is at {o}, below \"{}\" ({}): type what happened on the board.",
                c.title,
                span()
            )),
            (None, None) => detail.push(format!(
                "Type r at ODDS to roll it on \"{}\" ({}), or r FACES at ODDS with your dice (r 4 at 3-1).",
                c.title,
                span()
            )),
        }
    }
    Step {
        kind: "question",
        topic: q.topic.key(),
        text: q.text.clone(),
        detail,
        answers: q.options.clone(),
        default: q.default,
        stacks: q.stacks.iter().map(|s| s.0).collect(),
        does: (0..q.options.len())
            .map(|i| Action::Input(Input::Choice(i)))
            .collect(),
        roll: false,
        chart: q.chart.clone(),
    }
}

/// Between player-turns: every turn still to play this game turn, and the
/// end of the game turn once everyone has played; the default is the
/// wizard's highlighted next step.
fn next_turn_step(s: &Session) -> Step {
    let game = s.game();
    let g = game.state();
    let next = game.next_up();
    let mut answers = Vec::new();
    let mut does = Vec::new();
    let mut default = None;
    for seat in g.order() {
        let Some(p) = g.player(seat) else { continue };
        if p.out() || game.played().contains(&seat) {
            continue;
        }
        if seat == g.human() {
            if next == NextUp::Human {
                default = Some(answers.len());
            }
            answers.push(format!("{}: my turn is done", g.label(seat)));
            does.push(Action::EndHumanTurn);
        } else {
            if next == NextUp::Bot(seat) {
                default = Some(answers.len());
            }
            answers.push(format!("Play {}'s turn", g.label(seat)));
            does.push(Action::StartBotTurn(seat));
        }
    }
    if next == NextUp::EndOfGameTurn {
        default = Some(answers.len());
        answers.push(format!("End game turn {}", g.turn()));
        does.push(Action::NextGameTurn);
    }
    Step {
        kind: "question",
        topic: "next-turn".to_string(),
        text: format!("Game turn {}: {}", g.turn(), game.evening_line()),
        detail: Vec::new(),
        answers,
        default,
        stacks: Vec::new(),
        does,
        roll: false,
        chart: None,
    }
}

pub(super) fn step_text(st: &Step) -> String {
    let mut t = format!("\n{}\n", st.text);
    for d in &st.detail {
        t.push_str(d);
        t.push('\n');
    }
    for (i, a) in st.answers.iter().enumerate() {
        let mark = if Some(i) == st.default {
            "  (Enter)"
        } else {
            ""
        };
        t.push_str(&format!("  {i}. {a}{mark}\n"));
    }
    t.push_str(if st.roll {
        "Roll your die and type the face (1-6), or press Enter for the app's dice; u undoes.\n> "
    } else if st.default.is_some() {
        "Type an answer's number, or press Enter for the default; u undoes.\n> "
    } else {
        "Type an answer's number (no default here: pick what happened); u undoes.\n> "
    });
    t
}
