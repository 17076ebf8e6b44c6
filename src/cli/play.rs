//! `politburo rcw play` and `rcw show`: whole turns from a terminal or a
//! script, on the same turn engine as the window.
//!
//! Each step is written out (as the wizard shows it, or with `--json` as
//! one JSON object a line, see README "Scripted turns") and one answer a
//! line is read back: an answer's number, an empty line for the default
//! (refused where there is none), a die face for a roll, or `u` to undo.
//! A bad line gets one line on stderr and the same step again. At the end
//! of the input the session is saved (see [`PlayArgs`]) and the program
//! exits 0.

use super::args::{PlayArgs, ShowArgs};
use super::{CliError, CliResult, usage};
use crate::rcw::step::{Input, Prompt, Question};
use crate::rcw::{Action, Edit, NextUp, RcwRules, Setup};
use crate::session::{Session, SessionStore};
use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// One step as the player (or a script) sees it.
struct Step {
    kind: &'static str,
    topic: String,
    text: String,
    /// The rule and, for a roll, the faces: printed in the terminal.
    detail: Vec<String>,
    answers: Vec<String>,
    default: Option<usize>,
    stacks: Vec<u32>,
    /// What each answer does.
    does: Vec<Action>,
    /// A die face answers it (a roll).
    roll: bool,
    /// The game's chart reads this combat result: `r` rolls it.
    chart: Option<crate::rcw::step::ChartAsk>,
}

/// The step the session waits on: the engine's prompt, or between turns
/// the next step of the game turn (the wizard's highlighted one first).
fn step_of(s: &Session) -> Step {
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
                "id": k.id().0,
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
fn board_text(s: &Session) -> String {
    let game = s.game();
    let g = game.state();
    let rules = s.rules();
    let mut t = format!("Game turn {} · {}\n", g.turn(), game.evening_line());
    t.push_str(&g.pct().grid_text(rules.pct.min, rules.pct.max));
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

fn step_json(n: usize, st: &Step, s: &Session, log: &[String]) -> Value {
    let mut v = json!({
        "n": n,
        "kind": st.kind,
        "topic": st.topic,
        "text": st.text,
        "answers": st.answers,
        "default": st.default,
        "stacks": st.stacks,
        "board": board_json(s),
        "log": log,
    });
    if let Some(c) = &st.chart {
        v["chart"] = chart_json(c);
    }
    v
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

fn step_text(st: &Step) -> String {
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

/// What one input line does to the step, or why it is refused.
enum Reply {
    Act(Action),
    /// The app's dice for a roll.
    AppDice,
    /// The app's dice for a combat result on the chart (at this column
    /// when the app does not know the odds).
    ChartDice(Option<crate::rcw::Odds>),
    Undo,
}

/// `m Omsk>Perm, Omsk>Kazan`: moves the phasing player's stacks can make,
/// added to those known (the planner's move ticks).
fn read_moves(text: &str, s: &Session) -> Result<Action, String> {
    let g = s.game().state();
    let add =
        crate::rcw::planner::Reach::parse(text, g.order_of_battle()).map_err(|e| e.to_string())?;
    let mut reach = g.reach().clone();
    for (f, t) in add.pairs() {
        reach.add(f, t);
    }
    Ok(Action::Input(Input::Moves(reach)))
}

fn read_reply(line: &str, st: &Step, s: &Session, physical: bool) -> Result<Reply, String> {
    let t = line.trim();
    if t.eq_ignore_ascii_case("u") {
        return Ok(Reply::Undo);
    }
    if let Some(moves) = t.strip_prefix("m ") {
        return read_moves(moves, s).map(Reply::Act);
    }
    if st.chart.is_some() && (t == "r" || t.starts_with("r ")) {
        return read_chart_roll(&t[1..]);
    }
    if st.roll {
        if t.is_empty() {
            return if physical {
                Err("this roll needs your die's face (1 to 6): --physical-dice is on".to_string())
            } else {
                Ok(Reply::AppDice)
            };
        }
        let face = crate::dice::parse_face(t).map_err(|e| e.to_string())?;
        return Ok(Reply::Act(Action::Input(Input::Die {
            face,
            by_hand: true,
        })));
    }
    let i = if t.is_empty() {
        st.default.ok_or_else(|| {
            "this step has no default: type the number of what happened".to_string()
        })?
    } else {
        t.parse::<usize>().map_err(|_| {
            format!(
                "\"{t}\" is not an answer's number (0 to {})",
                st.answers.len().saturating_sub(1)
            )
        })?
    };
    st.does.get(i).cloned().map(Reply::Act).ok_or_else(|| {
        format!(
            "{i} is not one of the answers (0 to {})",
            st.answers.len().saturating_sub(1)
        )
    })
}

/// `r`, `r 4`, `r 3 5`, `r at 3-1`, `r 4 at 3-1`: a combat result rolled
/// on the chart, with the app's dice or the faces given (the engine
/// checks them against the chart's dice).
fn read_chart_roll(rest: &str) -> Result<Reply, String> {
    let (faces, column) = match rest.split_once(" at ") {
        Some((f, o)) => {
            let o = crate::rcw::Odds::parse(o)
                .ok_or_else(|| format!("\"{}\" is not an odds column like 3-1", o.trim()))?;
            (f, Some(o))
        }
        None => (rest, None),
    };
    let faces: Vec<u8> = faces
        .split([' ', ','])
        .filter(|f| !f.is_empty())
        .map(|f| crate::dice::parse_face(f).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    if faces.is_empty() {
        return Ok(Reply::ChartDice(column));
    }
    Ok(Reply::Act(Action::Input(Input::ChartRoll {
        faces,
        by_hand: true,
        column,
    })))
}

/// Where the session is written at the end.
enum Target {
    File(PathBuf),
    /// The data folder's autosave, under its lock.
    Autosave(SessionStore, crate::session::store::FolderLock),
    Nowhere,
}

fn open_session(
    rules: &RcwRules,
    data: Option<&std::path::Path>,
    a: &PlayArgs,
) -> Result<(Session, Target), CliError> {
    if a.new {
        let seed = a.seed.unwrap_or_else(rand::random);
        let s = Session::new(Setup::seed_example(), rules.clone(), seed)
            .map_err(|e| usage(format!("rcw play --new: {e}")))?;
        let target = match &a.save {
            Some(p) => Target::File(p.clone()),
            None => Target::Nowhere,
        };
        return Ok((s, target));
    }
    if a.seed.is_some() {
        return Err(usage(
            "rcw play --seed: a session keeps its own dice; --seed goes with --new",
        ));
    }
    match &a.session {
        Some(path) => {
            let s =
                crate::session::load_session(path).map_err(|e| usage(format!("rcw play: {e}")))?;
            let target = Target::File(a.save.clone().unwrap_or_else(|| path.clone()));
            Ok((s, target))
        }
        None => {
            let store = data
                .map(|d| SessionStore::new(d.to_path_buf()))
                .ok_or_else(|| {
                    usage(format!(
                        "rcw play: {}",
                        crate::session::StoreError::NoDataDir
                    ))
                })?;
            let lock = store.lock().map_err(|e| {
                usage(format!(
                    "rcw play: {e}; close that window, or give a session file (and --save FILE)"
                ))
            })?;
            let (s, _) = crate::session::files::load_autosave(&store)
                .map_err(|e| usage(format!("rcw play: the autosave: {e}")))?;
            let target = match &a.save {
                Some(p) => Target::File(p.clone()),
                None => Target::Autosave(store, lock),
            };
            Ok((s, target))
        }
    }
}

fn save(s: &Session, target: &Target) -> Result<Option<PathBuf>, CliError> {
    match target {
        Target::File(p) => crate::session::save_file(p, s.data(), crate::session::DEFAULT_BACKUPS)
            .map(|r| Some(r.path))
            .map_err(|e| usage(format!("rcw play: could not save: {e}"))),
        Target::Autosave(store, _lock) => store
            .autosave(s.data())
            .map(|r| Some(r.path))
            .map_err(|e| usage(format!("rcw play: could not save the autosave: {e}"))),
        Target::Nowhere => Ok(None),
    }
}

/// `rcw play`: reads answers from `input` until it ends.
pub fn play(
    rules: &RcwRules,
    data: Option<&std::path::Path>,
    a: &PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> CliResult {
    let (mut s, target) = open_session(rules, data, a)?;
    if let Some(text) = &a.stacks {
        let oob = crate::rcw::planner::OrderOfBattle::parse(text)
            .map_err(|e| usage(format!("rcw play --stacks: {e}")))?;
        s.apply(Action::Edit(Edit::OrderOfBattle(oob)))
            .map_err(|e| usage(format!("rcw play --stacks: {e}")))?;
    }
    if let Some(path) = &a.crt {
        let chart = crate::session::charts::read_chart_file(path, s.rules())
            .map_err(|e| usage(format!("rcw play --crt: {e}")))?;
        s.apply(Action::Edit(Edit::Chart(Some(Box::new(chart)))))
            .map_err(|e| usage(format!("rcw play --crt: {e}")))?;
    }
    if matches!(target, Target::Nowhere) {
        writeln!(
            err,
            "politburo: rcw play --new without --save FILE: nothing is kept at the end"
        )?;
    }
    if !a.json {
        out.write_all(board_text(&s).as_bytes())?;
    }
    let mut n = 0;
    let mut line = String::new();
    // The log lines the last answer made (the roll read, what changed).
    let mut made: Vec<String> = Vec::new();
    loop {
        let st = step_of(&s);
        n += 1;
        if a.json {
            writeln!(out, "{}", step_json(n, &st, &s, &made))?;
        } else {
            out.write_all(step_text(&st).as_bytes())?;
        }
        out.flush()?;
        line.clear();
        if input.read_line(&mut line)? == 0 {
            break;
        }
        let before = s.log().len();
        let reply = read_reply(&line, &st, &s, a.physical_dice);
        let done = match reply {
            Err(why) => Err(why),
            Ok(Reply::Undo) => match s.undo() {
                Ok(Some(_)) => Ok(()),
                Ok(None) => Err("nothing to undo".to_string()),
                Err(e) => Err(e.to_string()),
            },
            Ok(Reply::AppDice) => s.roll().map(|_| ()).map_err(|e| e.to_string()),
            Ok(Reply::ChartDice(column)) => {
                s.roll_chart(column).map(|_| ()).map_err(|e| e.to_string())
            }
            Ok(Reply::Act(action)) => s.apply(action).map_err(|e| e.to_string()),
        };
        if let Err(why) = done {
            writeln!(err, "politburo: step {n}: {why}")?;
            err.flush()?;
        }
        made = s
            .log()
            .get(before..)
            .unwrap_or_default()
            .iter()
            .map(|l| l.entry.text.to_string())
            .collect();
        if !a.json {
            for l in &made {
                writeln!(out, "  · {l}")?;
            }
        }
    }
    let saved = save(&s, &target)?;
    n += 1;
    if a.json {
        let mut end = json!({
            "n": n,
            "kind": "end",
            "topic": "end",
            "text": "end of input",
            "answers": [],
            "default": null,
            "stacks": [],
            "board": board_json(&s),
            "log": made,
        });
        if let Some(p) = &saved {
            end["saved"] = json!(p.display().to_string());
        }
        writeln!(out, "{end}")?;
    } else {
        match &saved {
            Some(p) => writeln!(out, "\nSaved to {}", p.display())?,
            None => writeln!(out, "\nNot saved (give --save FILE)")?,
        }
    }
    Ok(())
}

/// `rcw show`: the board of a session file.
pub fn show(a: &ShowArgs, out: &mut dyn Write) -> CliResult {
    let s =
        crate::session::load_session(&a.session).map_err(|e| usage(format!("rcw show: {e}")))?;
    if a.json {
        writeln!(out, "{}", board_json(&s))?;
    } else {
        out.write_all(board_text(&s).as_bytes())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(json: bool) -> PlayArgs {
        PlayArgs {
            session: None,
            new: true,
            stacks: Some("Kiev: B Green 6; Orel: C Red 5".to_string()),
            seed: Some(7),
            physical_dice: false,
            save: None,
            json,
            crt: None,
        }
    }

    fn run(a: &PlayArgs, input: &str) -> (String, String) {
        let rules = RcwRules::builtin().unwrap();
        let mut out = Vec::new();
        let mut err = Vec::new();
        play(&rules, None, a, &mut input.as_bytes(), &mut out, &mut err).unwrap();
        (
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    #[test]
    fn every_json_line_has_the_keys_and_a_bad_answer_repeats_the_step() {
        let (out, err) = run(&args(true), "\n\nx\n9\n\nu\n");
        let lines: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        for v in &lines {
            for k in [
                "n", "kind", "topic", "text", "answers", "default", "stacks", "board",
            ] {
                assert!(v.get(k).is_some(), "{k} missing in {v}");
            }
            let b = &v["board"];
            for k in ["turn", "phasing", "pct", "players", "stacks"] {
                assert!(b.get(k).is_some(), "board {k} missing in {b}");
            }
        }
        assert_eq!(lines.last().unwrap()["kind"], "end");
        // The first step between turns: B's turn by Enter.
        assert_eq!(lines[0]["topic"], "next-turn");
        assert_eq!(lines[0]["default"], 0);
        // "x" and "9" are refused on stderr and the same step comes again.
        assert_eq!(
            err.lines().filter(|l| l.contains("step")).count(),
            2,
            "{err}"
        );
        let stacks = lines[0]["board"]["stacks"].as_array().unwrap();
        assert_eq!(stacks.len(), 2);
        assert_eq!(stacks[0]["province"], "Kiev");
        assert_eq!(stacks[0]["owner"], "B");
    }

    /// A session of the seed's players (C Red, D White) with the example
    /// chart kept, at C's first combat result (9:2 → 4-1 on Kazan).
    fn at_a_combat_result(dir: &std::path::Path) -> std::path::PathBuf {
        use crate::rcw::step::Topic;
        use crate::rcw::{Seat, UnitColour};
        let rules = RcwRules::builtin().unwrap();
        let mut setup = Setup::seed_example();
        setup.players[2].units = vec![UnitColour::Red];
        setup.players[3].units = vec![UnitColour::White];
        let mut s = Session::new(setup, rules.clone(), 1).unwrap();
        let oob = crate::rcw::planner::OrderOfBattle::parse("Kazan: C Red 9, D White 2").unwrap();
        let chart =
            crate::rcw::chart::parse_file(crate::rcw::chart::EXAMPLE, "example", &rules).unwrap();
        s.apply(Action::Edit(Edit::OrderOfBattle(oob))).unwrap();
        s.apply(Action::Edit(Edit::Chart(Some(Box::new(chart)))))
            .unwrap();
        s.apply(Action::StartBotTurn(Seat::from_letter('C').unwrap()))
            .unwrap();
        let mut faces = [2u8].into_iter().chain(std::iter::repeat(1));
        loop {
            let input = match s.game().prompt().unwrap() {
                Prompt::Ask(q) if q.topic == Topic::CombatResult => break,
                Prompt::Roll(_) => Input::Die {
                    face: faces.next().unwrap(),
                    by_hand: true,
                },
                Prompt::Do(_) => Input::Ack,
                Prompt::Ask(q) => Input::Choice(q.default.unwrap_or(0)),
            };
            s.apply(Action::Input(input)).unwrap();
        }
        let path = dir.join("at-result.json");
        crate::session::save_file(&path, s.data(), 0).unwrap();
        path
    }

    #[test]
    fn a_combat_result_on_the_chart_shows_its_chances_and_r_rolls_it() {
        let dir = tempfile::tempdir().unwrap();
        let mut a = args(true);
        a.new = false;
        a.seed = None;
        a.stacks = None;
        a.session = Some(at_a_combat_result(dir.path()));
        a.save = Some(dir.path().join("after.json"));
        // "r 7" and "r 1 2" are refused; "r 1" rolls a 1 on the 4-1 column.
        let (out, err) = run(&a, "r 7\nr 1 2\nr 1\n");
        let lines: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let first = &lines[0];
        assert_eq!(first["topic"], "combat-result");
        let chart = &first["chart"];
        assert_eq!(chart["dice"], "1d6");
        assert_eq!(chart["odds"], "4-1");
        assert_eq!(chart["column"], "4-1");
        assert_eq!(chart["columns"][0], "1-2");
        assert_eq!(
            chart["chances"],
            serde_json::json!(["0/1", "1/6", "1/6", "1/3", "1/3", "0/1"])
        );
        assert_eq!(err.lines().count(), 2, "{err}");
        assert!(err.contains("7 is not"), "{err}");
        assert!(err.contains("give 1 face, not 2"), "{err}");
        let after = lines
            .iter()
            .find(|l| l["topic"] != "combat-result")
            .unwrap();
        let log: Vec<&str> = after["log"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap())
            .collect();
        assert!(
            log.iter().any(|l| l
                .contains("rolled 1 (your dice) at 4-1 → DE — defender eliminated (chance 1/3)")),
            "{log:?}"
        );
        // Without a chart the step has no "chart" key (and `r` is not an answer).
        let (out, _) = run(&args(true), "\n");
        let v: Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
        assert!(v.get("chart").is_none());
    }
}
