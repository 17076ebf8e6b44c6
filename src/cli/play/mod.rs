//! `politburo rcw play` and `rcw show`: whole turns from a terminal or a
//! script, on the same turn engine as the window.
//!
//! Each step is written out (as the wizard shows it, or with `--json` as
//! one JSON object a line, see README "Scripted turns") and one answer a
//! line is read back: an answer's number, an empty line for the default
//! (refused where there is none), a die face for a roll, or `u` to undo.
//! A bad line gets one line on stderr and the same step again. Every
//! accepted step is kept as it is taken ([`keep`]); at the end of the
//! input the journal is folded into the file and the program exits 0.

mod edits;
mod json;
mod keep;
mod step;

pub use json::board_json;

use super::args::{PlayArgs, ShowArgs};
use super::{CliError, CliResult, usage};
use crate::rcw::step::Input;
use crate::rcw::view::StepView;
use crate::rcw::{Action, Edit, RcwRules};
use crate::session::Session;
use serde_json::json;
use std::io::{BufRead, Write};
use step::step_text;

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

fn read_reply(line: &str, st: &StepView, s: &Session, physical: bool) -> Result<Reply, String> {
    let t = line.trim();
    if t.eq_ignore_ascii_case("u") {
        return Ok(Reply::Undo);
    }
    if let Some(moves) = t.strip_prefix("m ") {
        return read_moves(moves, s).map(Reply::Act);
    }
    if edits::is_edit(t) {
        return edits::read(t, s).map(Reply::Act);
    }
    if st.chart.is_some() && (t == "r" || t.starts_with("r ")) {
        return read_chart_roll(&t[1..]);
    }
    if st.roll.is_some() {
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
                "\"{}\" is not an answer's number (0 to {})",
                shown(t),
                st.answers.len().saturating_sub(1)
            )
        })?
    };
    st.answers
        .get(i)
        .map(|a| Reply::Act(a.action.clone()))
        .ok_or_else(|| {
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
            let o = o.parse::<crate::rcw::Odds>().map_err(|e| e.to_string())?;
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

/// The first steps the command line asked for: an order of battle and a
/// chart, each a step of the session.
fn first_steps(s: &mut Session, a: &PlayArgs) -> CliResult {
    if let Some(text) = &a.stacks {
        let oob = crate::rcw::planner::OrderOfBattle::parse_listed(text)
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
    Ok(())
}

/// A line as typed, cut to a line's length for a message.
fn shown(line: &str) -> String {
    const MAX: usize = 60;
    match line.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}…", &line[..i]),
        None => line.to_string(),
    }
}

/// Carries out one input line on the session: what was undone, if it
/// undid; why not, when refused.
fn answer(
    s: &mut Session,
    line: &[u8],
    st: &StepView,
    physical: bool,
) -> Result<Option<String>, String> {
    const LONGEST: usize = 1000;
    if line.len() > LONGEST {
        return Err(format!(
            "the line is {} bytes long, more than any answer ({LONGEST} at most)",
            line.len()
        ));
    }
    let line = std::str::from_utf8(line)
        .map_err(|_| "the line is not UTF-8 text: type it again".to_string())?;
    let done = match read_reply(line, st, s, physical)? {
        Reply::Undo => {
            return match s.undo() {
                Ok(Some(label)) => Ok(Some(
                    label.strip_prefix("Undo: ").unwrap_or(&label).to_string(),
                )),
                Ok(None) => Err("nothing to undo".to_string()),
                Err(e) => Err(e.to_string()),
            };
        }
        Reply::AppDice => s.roll().map(|_| ()).map_err(|e| e.to_string()),
        Reply::ChartDice(column) => s.roll_chart(column).map(|_| ()).map_err(|e| e.to_string()),
        Reply::Act(action) => s.apply(action).map_err(|e| e.to_string()),
    };
    done.map(|()| None)
}

/// `rcw play`: reads answers from `input` until it ends, keeping every
/// step as it is taken. Output that can no longer be written (a closed
/// pipe) ends the session too, every step taken kept.
pub fn play(
    rules: &RcwRules,
    data: Option<&std::path::Path>,
    a: &PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> CliResult {
    let keep::Playing {
        session: mut s,
        mut keeper,
        notices,
    } = keep::open(rules, data, a)?;
    for n in &notices {
        let _ = writeln!(err, "politburo: rcw play: {n}");
    }
    first_steps(&mut s, a)?;
    match keeper.as_mut() {
        Some(k) => {
            k.step(&mut s);
            k.watch_signals();
        }
        None => {
            let _ = writeln!(
                err,
                "politburo: rcw play --new without --save FILE: nothing is kept"
            );
        }
    }
    let played = turns(&mut s, keeper.as_mut(), a, input, out, err);
    // Whatever ended the input, every step taken is written now.
    let saved = keeper.map(keep::Keeper::finish).transpose();
    let n = played?;
    let saved = saved?;
    end(&s, n, saved.as_deref(), a.json, out)
}

/// The steps, one answer a line, until the input ends; returns the number
/// of steps shown.
fn turns(
    s: &mut Session,
    mut keeper: Option<&mut keep::Keeper>,
    a: &PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<usize, CliError> {
    if !a.json {
        out.write_all(json::board_text(s).as_bytes())?;
    }
    let mut n = 0;
    let mut line = Vec::new();
    // The log lines the last answer made (the roll read, what changed),
    // and what the last `u` undid.
    let mut made: Vec<String> = Vec::new();
    let mut undone: Option<String> = None;
    loop {
        let st = s.step_view();
        n += 1;
        if a.json {
            let j = json::step_json(n, &st, s, &made, undone.as_deref());
            writeln!(out, "{j}")?;
        } else {
            out.write_all(step_text(&st, a.physical_dice).as_bytes())?;
        }
        out.flush()?;
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(n);
        }
        let before = s.log().len();
        undone = None;
        match answer(s, &line, &st, a.physical_dice) {
            Ok(u) => undone = u,
            Err(why) => {
                let _ = writeln!(err, "politburo: step {n}: {why}");
                let _ = err.flush();
            }
        }
        if let Some(k) = keeper.as_deref_mut() {
            k.step(s);
        }
        made = s
            .log()
            .get(before..)
            .unwrap_or_default()
            .iter()
            .map(|l| l.entry.text.to_string())
            .collect();
        if !a.json {
            if let Some(u) = &undone {
                writeln!(out, "  · undone: {u}")?;
            }
            for l in &made {
                writeln!(out, "  · {l}")?;
            }
        }
    }
}

/// The last line: where the session was kept.
fn end(
    s: &Session,
    shown_steps: usize,
    saved: Option<&std::path::Path>,
    json: bool,
    out: &mut dyn Write,
) -> CliResult {
    if json {
        let mut end = json!({
            "n": shown_steps + 1,
            "kind": "end",
            "topic": "end",
            "text": "end of input",
            "answers": [],
            "default": null,
            "stacks": [],
            "board": board_json(s),
            "log": Vec::<String>::new(),
        });
        if let Some(p) = saved {
            end["saved"] = json!(p.display().to_string());
        }
        writeln!(out, "{end}")?;
    } else {
        match saved {
            Some(p) => writeln!(out, "\nSaved to {}", p.display())?,
            None => writeln!(out, "\nNot saved (give --save FILE)")?,
        }
    }
    Ok(())
}

/// `rcw show`: the board of a session file, with its journal's steps
/// (what of the journal did not come back is said on stderr; nothing is
/// written).
pub fn show(a: &ShowArgs, out: &mut dyn Write) -> CliResult {
    let opened =
        crate::session::journal::open(&a.session).map_err(|e| usage(format!("rcw show: {e}")))?;
    if let Some(n) = opened.notice() {
        crate::note(format_args!("rcw show: {n}"));
    }
    let s = &opened.session;
    if a.json {
        writeln!(out, "{}", board_json(s))?;
    } else {
        out.write_all(json::board_text(s).as_bytes())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rcw::{Prompt, Setup};
    use serde_json::Value;

    fn args(json: bool) -> PlayArgs {
        PlayArgs {
            session: None,
            new: true,
            stacks: Some("Kiev: B Green 6; Orel: C Red 5".to_string()),
            seed: Some(7),
            physical_dice: false,
            save: None,
            replace: false,
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

    /// The terminal shows the step the window shows: every next step
    /// between turns (the end of the game turn, a bot again), a roll's
    /// faces with the chance the roll ends there, and what `u` undid.
    #[test]
    fn the_terminal_offers_what_the_window_offers_and_says_what_was_undone() {
        let mut a = args(false);
        a.stacks = None;
        let (out, _) = run(&a, "\n1\nu\n");
        assert!(
            out.contains("End game turn 1 (advance the turn marker)"),
            "{out}"
        );
        assert!(out.contains("Ending the game turn now skips the players still to come."));
        // B's turn began and was undone: said.
        assert!(out.contains("  · undone: "), "{out}");
        // Rolls: the faces rolled again read "roll again", no chance of
        // their own; the others the chance counted over the faces that decide.
        let (out, _) = run(&a, "\n\n\n\n");
        assert!(!out.contains("roll again (roll again)"), "{out}");
        assert!(out.contains("(chance 1/"), "{out}");
        // Between turns after B's turn: B can be played again, last.
        let mut j = args(true);
        j.stacks = None;
        let (out, _) = run(&j, "1\nu\n");
        let lines: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let first = &lines[0];
        assert_eq!(
            first["answers"][5],
            "End game turn 1 (advance the turn marker)"
        );
        assert!(lines.iter().any(|l| l.get("undone").is_some()), "{out}");
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
