//! The board and a step as `rcw show` and `rcw play --json` write them
//! (README "Scripted turns": the keys are a contract, added to, never
//! renamed).

use crate::rcw::view::StepView;
use crate::session::Session;
use serde_json::{Value, json};

/// The board as `rcw show` and every `--json` step give it.
pub fn board_json(s: &Session) -> Value {
    let game = s.game();
    let g = game.state();
    let oob = g.order_of_battle();
    let pct: serde_json::Map<String, Value> = g
        .pct()
        .pairs()
        .map(|(a, b, v)| (format!("{a}-{b}"), json!(v)))
        .collect();
    let players: Vec<Value> = g
        .players()
        .iter()
        .map(|p| {
            json!({
                "seat": p.seat().to_string(),
                "name": p.name(),
                "colour": p.colour().name(),
                "units": p.units().iter().map(|u| u.name()).collect::<Vec<_>>(),
                "politburo": p.politburo(),
                "assassins": p.assassins(),
                "leaders": p.leaders().iter().map(|l| l.name.clone()).collect::<Vec<_>>(),
                "out": p.out(),
                "human": p.seat() == g.human(),
            })
        })
        .collect();
    let stacks: Vec<Value> = oob
        .refs()
        .map(|(r, k)| {
            json!({
                "id": k.id().number(),
                "province": oob.province_name(r.province),
                "owner": k.owner.to_string(),
                "colour": k.colour.name(),
                "strength": k.strength,
                "holds": k.holds.map(|h| h.name()),
            })
        })
        .collect();
    json!({
        "turn": g.turn(),
        "phasing": game.turn().filter(|_| game.in_turn()).map(|t| t.seat.to_string()),
        "pct": pct,
        "players": players,
        "stacks": stacks,
    })
}

/// The board as text: the turn, the PCT and the order of battle.
pub(super) fn board_text(s: &Session) -> String {
    let game = s.game();
    let g = game.state();
    let rules = s.rules();
    let mut t = format!("Game turn {} · {}\n", g.turn(), game.evening_line());
    t.push_str(&g.pct().grid_text(rules.pct().min, rules.pct().max));
    let oob = g.order_of_battle();
    if oob.is_empty() {
        t.push_str("No order of battle kept.\n");
    } else {
        t.push_str("Order of battle:\n");
        t.push_str(&oob.to_text());
        t.push('\n');
    }
    t
}

/// The map the game is played on, as its JSON file (`null` without one):
/// `{"kind", "version", "moves", "places": [{"name", "marks", "next", "at"}]}`.
pub(super) fn map_json(s: &Session) -> Value {
    s.game()
        .state()
        .map()
        .and_then(|m| serde_json::to_value(m).ok())
        .unwrap_or(Value::Null)
}

pub(super) fn step_json(
    n: usize,
    v: &StepView,
    s: &Session,
    log: &[String],
    undone: Option<&str>,
) -> Value {
    let mut j = json!({
        "n": n,
        "kind": v.kind.key(),
        "topic": v.topic.key(),
        "text": v.text,
        "answers": v.answers.iter().map(|a| a.label.as_str()).collect::<Vec<_>>(),
        "default": v.default,
        "stacks": v.stacks.iter().map(|s| s.number()).collect::<Vec<_>>(),
        "board": board_json(s),
        "log": log,
        // The number to type for each answer (its label where every
        // label is a number: a loss of 3 is "3").
        "keys": (0..v.answers.len()).map(|i| v.key_of(i)).collect::<Vec<_>>(),
    });
    if let Some(c) = v.chart_ask.as_ref() {
        j["chart"] = chart_json(c);
    }
    if !v.checklist.is_empty() {
        // Each change of the turn to check on the board, with the ids of
        // the stacks it is about.
        j["checklist"] = v
            .checklist
            .iter()
            .map(|l| json!({"text": l.text, "stacks": l.stacks.iter().map(|s| s.number()).collect::<Vec<_>>()}))
            .collect();
    }
    if let Some(u) = undone {
        j["undone"] = json!(u);
    }
    if let Some(left) = s.game().game_over() {
        // Who is left in a game that is over (topic `game-over`).
        j["left"] = left.iter().map(|s| s.to_string()).collect();
    }
    j
}

/// The `chart` of a combat result the game's chart reads (README
/// "Scripted turns"): the chart, the attack's odds and column, and each
/// answer's chance there (`null` where the column is not known).
fn chart_json(c: &crate::rcw::step::ChartAsk) -> Value {
    json!({
        "title": c.title,
        "dice": c.dice.to_string(),
        "columns": c.columns.iter().map(ToString::to_string).collect::<Vec<_>>(),
        "odds": c.odds.map(|o| o.to_string()),
        "column": c.at.map(|i| c.columns[i].to_string()),
        "chances": c.at.map(|i| c.chances[i].iter().map(ToString::to_string).collect::<Vec<_>>()),
    })
}
