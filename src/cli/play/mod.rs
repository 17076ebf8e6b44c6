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
mod players;
mod refused;
mod step;

pub use json::board_json;

use super::args::{PlayArgs, ShowArgs};
use super::{CliError, CliResult, usage};
use crate::rcw::step::Input;
use crate::rcw::view::StepView;
use crate::rcw::{Action, Edit, RcwRules};
use crate::session::Session;
use refused::{Keys, LineError};
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
fn read_moves(text: &str, s: &Session) -> Result<Action, LineError> {
    let g = s.game().state();
    let add = crate::rcw::planner::Reach::parse_among(text, g.order_of_battle(), g.map())?;
    // The one rule the window's ticks follow: a move the map gives
    // unblocks it, another is added; `no A>B` blocks one.
    let mut reach = g.reach().clone();
    for (f, t) in add.pairs() {
        reach = g.reach_ticked_from(&reach, f, t, true);
    }
    for (f, t) in add.blocked() {
        reach = g.reach_ticked_from(&reach, f, t, false);
    }
    Ok(Action::Input(Input::Moves(reach)))
}

fn read_reply(line: &str, st: &StepView, s: &Session, physical: bool) -> Result<Reply, LineError> {
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
    if players::is_player_line(t) {
        return players::read(t, s).map(Reply::Act);
    }
    if st.chart.is_some() && (t == "r" || t.starts_with("r ")) {
        return read_chart_roll(&t[1..]);
    }
    if st.roll.is_some() {
        if t.is_empty() {
            return if physical {
                Err(LineError::NeedsYourDie)
            } else {
                Ok(Reply::AppDice)
            };
        }
        let face = crate::dice::parse_face(t)?;
        return Ok(Reply::Act(Action::Input(Input::Die {
            face,
            by_hand: true,
        })));
    }
    let i = if t.is_empty() {
        st.default.ok_or(LineError::NoDefault)?
    } else {
        let n = t.parse::<usize>().map_err(|_| LineError::NotANumber {
            typed: shown(t),
            keys: key_range(st),
        })?;
        st.answer_for_key(n).ok_or(LineError::NoSuchAnswer {
            n,
            keys: key_range(st),
        })?
    };
    st.answers
        .get(i)
        .map(|a| Reply::Act(a.action.clone()))
        .ok_or(LineError::NoSuchAnswer {
            n: i,
            keys: key_range(st),
        })
}

/// The numbers that pick the step's answers.
fn key_range(st: &StepView) -> Keys {
    let keys: Vec<usize> = (0..st.answers.len()).map(|i| st.key_of(i)).collect();
    Keys(keys.iter().min().copied().zip(keys.iter().max().copied()))
}

/// `r`, `r 4`, `r 3 5`, `r at 3-1`, `r 4 at 3-1`: a combat result rolled
/// on the chart, with the app's dice or the faces given (the engine
/// checks them against the chart's dice).
fn read_chart_roll(rest: &str) -> Result<Reply, LineError> {
    let (faces, column) = match rest.split_once(" at ") {
        Some((f, o)) => {
            let o = o.parse::<crate::rcw::Odds>()?;
            (f, Some(o))
        }
        None => (rest, None),
    };
    let faces: Vec<u8> = faces
        .split([' ', ','])
        .filter(|f| !f.is_empty())
        .map(crate::dice::parse_face)
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

/// The chart the game takes before each turn and your own attack, as
/// the window does: `--crt FILE`, none with `--no-crt`, else the one kept
/// in the data folder; `None` when no chart is chosen (the game keeps its
/// own).
type Chosen = Option<Option<crate::tables::Table>>;

fn chosen_chart(
    rules: &RcwRules,
    data: Option<&std::path::Path>,
    a: &PlayArgs,
) -> Result<Chosen, CliError> {
    use crate::session::charts::{ChartChoice, choose_chart};
    Ok(
        match choose_chart(rules, data, a.crt.as_deref(), a.no_crt)
            .map_err(|e| usage(e.said_by("rcw play")))?
        {
            ChartChoice::None => Some(None),
            ChartChoice::Kept(t) => Some(Some(*t)),
            ChartChoice::GameKeepsItsOwn => None,
        },
    )
}

/// The game takes the chart chosen, when it has another (between turns);
/// whether that was a step.
fn take_chart(s: &mut Session, chart: &Chosen) -> Result<bool, crate::rcw::ActionError> {
    match chart {
        Some(table) => s.take_chart(table.as_ref()),
        None => Ok(false),
    }
}

/// The first steps the command line asked for: an order of battle and a
/// chart, each a step of the session.
fn first_steps(s: &mut Session, a: &PlayArgs, chart: &Chosen) -> CliResult {
    if let Some(text) = &a.stacks {
        let oob = crate::rcw::planner::OrderOfBattle::parse_listed(text)
            .map_err(|e| usage(format!("rcw play --stacks: {e}")))?;
        s.apply(Action::Edit(Edit::OrderOfBattle(oob)))
            .map_err(|e| usage(format!("rcw play --stacks: {e}")))?;
    }
    take_chart(s, chart).map_err(|e| usage(format!("rcw play: the chart: {e}")))?;
    if let Some(map) = &a.map {
        let r = crate::session::maps::read_map_file(map)
            .map_err(|e| usage(format!("rcw play --map: {e}")))?;
        s.apply(Action::Edit(Edit::Map(Some(Box::new(r.map)))))
            .map_err(|e| usage(format!("rcw play --map: {e}")))?;
    }
    Ok(())
}

/// A new game is played on the map kept in the data folder, as the
/// window's New game does (not with `--map FILE` or `--no-map`); a kept
/// map that does not read is kept aside and said, and the game has none.
fn kept_map_for_new_game(
    s: &mut Session,
    a: &PlayArgs,
    data: Option<&std::path::Path>,
    err: &mut dyn Write,
) -> CliResult {
    if !a.new || a.map.is_some() || a.no_map {
        return Ok(());
    }
    let Some(dir) = data else {
        return Ok(());
    };
    let store = crate::session::SessionStore::new(dir.to_path_buf());
    match crate::session::maps::load_map(&store) {
        Ok(Some(m)) => s
            .apply(Action::Edit(Edit::Map(Some(Box::new(m)))))
            .map_err(|e| usage(format!("rcw play: your kept map: {e}"))),
        Ok(None) => Ok(()),
        Err(e) => {
            let _ = writeln!(err, "politburo: rcw play: {e}; this game has no map");
            Ok(())
        }
    }
}

/// A line as typed, cut to a line's length for a message.
fn shown(line: &str) -> String {
    const MAX: usize = 60;
    match line.char_indices().nth(MAX) {
        Some((i, _)) => format!("{}…", &line[..i]),
        None => line.to_string(),
    }
}

/// The longest answer line read; the rest of a longer line is skipped
/// unread into memory.
const LONGEST: usize = 1000;

/// Reads one line into `line`, keeping at most `max + 1` of its bytes (one
/// more than allowed, so it is known too long) and skipping the rest as it
/// comes: memory stays flat whatever the line. Returns the bytes read from
/// `input` (0 at the end of the input).
fn read_line_bounded(
    input: &mut dyn BufRead,
    line: &mut Vec<u8>,
    max: usize,
) -> std::io::Result<usize> {
    let mut read = 0;
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok(read);
        }
        let (used, done) = match buf.iter().position(|b| *b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        let room = (max + 1).saturating_sub(line.len());
        line.extend_from_slice(&buf[..used.min(room)]);
        input.consume(used);
        read += used;
        if done {
            return Ok(read);
        }
    }
}

/// Carries out one input line on the session: what was undone, if it
/// undid; why not, when refused.
fn answer(
    s: &mut Session,
    line: &[u8],
    len: usize,
    st: &StepView,
    physical: bool,
    chart: &Chosen,
) -> Result<Option<String>, LineError> {
    if line.len() > LONGEST {
        return Err(LineError::TooLong { len });
    }
    let line = std::str::from_utf8(line).map_err(|_| LineError::NotUtf8)?;
    let done = match read_reply(line, st, s, physical)? {
        Reply::Undo => {
            return match s.undo() {
                Ok(Some(label)) => Ok(Some(label.what)),
                Ok(None) => Err(LineError::NothingToUndo),
                Err(e) => Err(e.into()),
            };
        }
        Reply::AppDice => s.roll().map(|_| ()),
        Reply::ChartDice(column) => s.roll_chart(column).map(|_| ()),
        Reply::Act(action) => {
            // A turn or your own attack plays with the chart chosen; a
            // turn refused takes no chart either.
            let took = matches!(action, Action::StartBotTurn(_) | Action::HumanAttack(_))
                && take_chart(s, chart)?;
            let done = s.apply(action);
            if done.is_err() && took {
                let _ = s.undo();
            }
            done
        }
    };
    Ok(done.map(|()| None)?)
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
    let chart = chosen_chart(rules, data, a)?;
    kept_map_for_new_game(&mut s, a, data, err)?;
    first_steps(&mut s, a, &chart)?;
    match keeper.as_mut() {
        Some(k) => {
            let kept = k.step(&mut s, 0);
            for m in kept.said {
                let _ = writeln!(err, "politburo: rcw play: {m}");
            }
            if let Some(stop) = kept.stop {
                return Err(usage(format!("rcw play: {stop}")));
            }
            k.watch_signals();
        }
        None => {
            let _ = writeln!(
                err,
                "politburo: rcw play --new without --save FILE: nothing is kept"
            );
        }
    }
    let played = turns(&mut s, keeper.as_mut(), a, &chart, input, out, err);
    // Whatever ended the input, every step taken is written now.
    let saved = keeper.map(|k| k.finish(err)).transpose();
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
    chart: &Chosen,
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
    // The map last printed: each step line carries it when it changed.
    let mut map_shown: Option<Option<std::sync::Arc<crate::rcw::map::Map>>> = None;
    loop {
        let st = s.step_view();
        n += 1;
        if a.json {
            let mut j = json::step_json(n, &st, s, &made, undone.as_deref());
            let map = s.game().state().map_shared();
            if map_shown.as_ref() != Some(&map) {
                j["map"] = json::map_json(s);
                map_shown = Some(map);
            }
            writeln!(out, "{j}")?;
        } else {
            out.write_all(step_text(&st, a.physical_dice).as_bytes())?;
        }
        out.flush()?;
        line.clear();
        let len = read_line_bounded(input, &mut line, LONGEST)?;
        if len == 0 {
            return Ok(n);
        }
        let before = s.log().len();
        undone = None;
        match answer(s, &line, len, &st, a.physical_dice, chart) {
            Ok(u) => undone = u,
            Err(why) => {
                let _ = writeln!(err, "politburo: step {n}: {why}");
                let _ = err.flush();
            }
        }
        if let Some(k) = keeper.as_deref_mut() {
            // A failed write is said at the step it belongs to; after
            // three in a row no more answers are taken.
            let kept = k.step(s, n);
            for m in kept.said {
                let _ = writeln!(err, "politburo: rcw play: step {n}: {m}");
            }
            let _ = err.flush();
            if let Some(stop) = kept.stop {
                return Err(usage(format!("rcw play: step {n}: {stop}")));
            }
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
        let mut j = board_json(s);
        // The map the game is played on (added: the board's keys stay).
        j["map"] = json::map_json(s);
        writeln!(out, "{j}")?;
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
            no_crt: false,
            map: None,
            no_map: false,
        }
    }

    /// A folder's fsync failing with EIO fails `rcw play --new --save`
    /// before its first step, and says why: never "saved" after an error.
    #[test]
    fn a_failed_folder_sync_fails_the_save_and_says_so() {
        use crate::session::fsio::{self, Fault, Op};
        let dir = tempfile::tempdir().unwrap();
        let to = dir.path().join("x.json");
        let _g = fsio::inject(dir.path(), |c| {
            (c.op == Op::SyncDir).then_some(Fault::Fail(std::io::ErrorKind::Other))
        });
        let mut a = args(false);
        a.save = Some(to);
        let rules = RcwRules::builtin().unwrap();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let e = play(&rules, None, &a, &mut "\n".as_bytes(), &mut out, &mut err).unwrap_err();
        assert!(e.to_string().contains("sync the folder"), "{e}");
        assert!(out.is_empty(), "a step was shown");
    }

    /// Input that hands out one line a read, and marks the disk full from
    /// its `from`-th line on.
    struct Lines {
        lines: Vec<&'static [u8]>,
        next: usize,
        from: usize,
        full: std::sync::Arc<std::sync::atomic::AtomicBool>,
    }

    impl std::io::Read for Lines {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let Some(line) = self.lines.get(self.next) else {
                return Ok(0);
            };
            self.next += 1;
            if self.next >= self.from {
                self.full.store(true, std::sync::atomic::Ordering::SeqCst);
            }
            buf[..line.len()].copy_from_slice(line);
            Ok(line.len())
        }
    }

    /// A disk that fills during `rcw play` is said at the step where a
    /// write failed, and after three failed writes in a row no more
    /// answers are taken: exit 2, the steps not in the file named.
    #[test]
    fn a_disk_that_fills_is_said_at_the_step_and_play_stops_after_three_failures() {
        use crate::session::fsio::{self, Fault, Op};
        use std::sync::atomic::{AtomicBool, Ordering};
        let dir = tempfile::tempdir().unwrap();
        let to = dir.path().join("x.json");
        let full = std::sync::Arc::new(AtomicBool::new(false));
        let f = full.clone();
        let _g = fsio::inject(dir.path(), move |c| {
            (f.load(Ordering::SeqCst) && c.op != Op::Remove)
                .then_some(Fault::Fail(std::io::ErrorKind::StorageFull))
        });
        let mut a = args(false);
        a.save = Some(to.clone());
        let rules = RcwRules::builtin().unwrap();
        let input = Lines {
            lines: vec![b"\n"; 20],
            next: 0,
            from: 3,
            full,
        };
        let mut input = std::io::BufReader::with_capacity(64, input);
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let e = play(&rules, None, &a, &mut input, &mut out, &mut err).unwrap_err();
        let err = String::from_utf8(err).unwrap();
        let e = e.to_string();
        assert!(e.contains("stopped after 3 failed writes in a row"), "{e}");
        assert!(e.contains("not in"), "{e}");
        let said: Vec<&str> = err
            .lines()
            .filter(|l| l.contains("could not save"))
            .collect();
        assert!(said.len() >= 3, "{err}");
        assert!(said[0].contains("step "), "{err}");
        // Stopped well before the end of the input.
        let shown = String::from_utf8(out).unwrap().matches("\n> ").count();
        assert!(shown < 16, "{shown} steps shown");
    }

    /// The issue's evening, as typed: a strength corrected at an
    /// exchange's stack-loss question stands, and the question after it
    /// names the stack as it now is (A's Red 5, not 6); the loss is taken
    /// from the corrected strength (5 - 1 = 4).
    #[test]
    fn a_strength_corrected_while_losses_are_asked_stands() {
        let mut a = args(true);
        a.seed = Some(1);
        a.stacks = Some(
            "Moscow: A Red 6, A Red 3; Orel: B Green 4; Kiev: C Red 5; Perm: D White 5; Omsk: E Blue 3"
                .to_string(),
        );
        let (out, err) = run(
            &a,
            "attack Orel B Green 4 with #1, #2\n\n2\n2\n2\nstrength #1 5\n1\n",
        );
        assert!(!err.contains("step "), "{err}");
        let lines: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let after = lines
            .iter()
            .filter(|l| l["topic"] == "stack-loss")
            .nth(1)
            .unwrap();
        assert!(
            after["text"].as_str().unwrap().contains("A's Red 5 lose"),
            "{after}"
        );
        let one = stack_at_end(&lines, 1);
        assert_eq!(one["strength"], 4, "{one}");
    }

    /// The same for the defender: corrected at its exchange-loss
    /// question, the question names it as it now is and the loss is taken
    /// from the corrected strength (3 - 2 = 1).
    #[test]
    fn a_defender_corrected_while_its_loss_is_asked_stands() {
        let mut a = args(true);
        a.seed = Some(1);
        a.stacks = Some("Moscow: A Red 6, A Red 3; Orel: B Green 4".to_string());
        let (out, err) = run(
            &a,
            "attack Orel B Green 4 with #1, #2\n\n2\nstrength #3 3\n2\n",
        );
        assert!(!err.contains("step "), "{err}");
        let lines: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let asked: Vec<&Value> = lines
            .iter()
            .filter(|l| l["topic"] == "exchange-loss")
            .collect();
        assert!(
            asked[1]["text"]
                .as_str()
                .unwrap()
                .contains("defending B's Green 3"),
            "{}",
            asked[1]
        );
        assert_eq!(asked[1]["answers"].as_array().unwrap().len(), 4);
        let b = stack_at_end(&lines, 3);
        assert_eq!(b["strength"], 1, "{b}");
    }

    /// Stack `id` on the board of the last line `--json` printed.
    fn stack_at_end(lines: &[Value], id: u64) -> &Value {
        lines.last().unwrap()["board"]["stacks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["id"] == id)
            .unwrap()
    }

    /// The game ends: with every bot out, the step says so (topic
    /// `game-over`, who is left), nothing is offered but undo, and a
    /// stack put on the board for a player who is out brings them back.
    #[test]
    fn a_game_with_one_player_left_is_over_and_a_stack_brings_a_player_back() {
        let mut a = args(true);
        a.stacks = Some("Moscow: A Red 6".to_string());
        let (out, err) = run(
            &a,
            "out B\nout C\nout D\nout E\nmove #1 to Kiev\nmove #1 to Київ special\n1\nadd Kiev: B Green 3\n",
        );
        // A game that is over offers nothing to answer.
        assert!(
            err.contains("1 is not one of the answers (none here)"),
            "{err}"
        );
        let lines: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert!(!err.contains("at least two players"), "{err}");
        let over = lines.iter().find(|l| l["topic"] == "game-over").unwrap();
        assert_eq!(over["kind"], "game-over");
        assert_eq!(over["left"], serde_json::json!(["A"]));
        assert_eq!(over["answers"].as_array().unwrap().len(), 0);
        // The board can still be set right after the end: the moves stand
        // (a name in any script too), and a move of A's stack brings no
        // one back.
        let last = lines.last().unwrap();
        let stacks = last["board"]["stacks"].as_array().unwrap();
        assert!(
            stacks
                .iter()
                .any(|s| s["owner"] == "A" && s["province"] == "Київ")
        );
        let moved = lines
            .iter()
            .find(|l| l["log"].to_string().contains("moves from Kiev to Київ"))
            .unwrap();
        assert!(
            !moved["log"].to_string().contains("back in the game"),
            "{moved}"
        );
        // B's stack brought B back: the game goes on.
        let b = last["board"]["players"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["seat"] == "B")
            .unwrap();
        assert_eq!(b["out"], false, "{b}");
        let before_end = &lines[lines.len() - 2];
        assert_eq!(before_end["topic"], "next-turn", "{before_end}");
    }

    /// On a map: your own move is checked against it (a place off the
    /// map, or out of a turn's reach, asks "by rail" and is logged as
    /// such), the map learns a connection by a line, and the `--json`
    /// steps carry the map when it changes.
    #[test]
    fn your_moves_on_a_map_are_checked_and_the_map_learns() {
        let dir = tempfile::tempdir().unwrap();
        let map = dir.path().join("map.txt");
        std::fs::write(&map, crate::rcw::map::file::EXAMPLE).unwrap();
        let mut a = args(true);
        a.stacks = Some("Moscow: A Red 6; Kiev: C Red 5".to_string());
        a.map = Some(map);
        let (out, err) = run(
            &a,
            "move #1 to Tula\nmove #1 to Vladivostok\nmove #1 to Omsk\nmove #1 to Omsk by rail\nmap connect Tula to Kiev\n",
        );
        assert!(err.contains("Vladivostok is not on the map"), "{err}");
        assert!(
            err.contains("Omsk is 6 moves from Tula on the map"),
            "{err}"
        );
        assert!(err.contains("by rail"), "{err}");
        let lines: Vec<Value> = out
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let logs: Vec<String> = lines
            .iter()
            .flat_map(|l| l["log"].as_array().cloned().unwrap_or_default())
            .map(|v| v.as_str().unwrap_or_default().to_string())
            .collect();
        assert!(
            logs.iter()
                .any(|l| l.contains("moves from Tula to Omsk (by rail or a special move)")),
            "{logs:?}"
        );
        assert!(
            logs.iter().any(|l| l.contains("moves from Moscow to Tula")),
            "{logs:?}"
        );
        assert!(
            logs.iter()
                .any(|l| l.contains("the map remembers that Tula connects to Kiev")),
            "{logs:?}"
        );
        // The map on the first line and where it changed, not on every line.
        assert_eq!(lines[0]["map"]["places"].as_array().unwrap().len(), 28);
        let with_map = lines.iter().filter(|l| l.get("map").is_some()).count();
        assert_eq!(with_map, 2, "{out}");
        // The id stayed with the stack through both moves.
        let end = lines.last().unwrap();
        let one = end["board"]["stacks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["id"] == 1)
            .unwrap();
        assert_eq!(one["province"], "Omsk");
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
                .contains("rolled 1 (your die) at 4-1 → DE — defender eliminated (chance 1/3)")),
            "{log:?}"
        );
        // Without a chart the step has no "chart" key (and `r` is not an answer).
        let (out, _) = run(&args(true), "\n");
        let v: Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
        assert!(v.get("chart").is_none());
    }
}
