#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `rcw play` keeps every answer as the window does, run as a player or a
//! script runs it: the real binary, its input and output pipes, signals.
//! Whatever ends it — the end of the input, a closed pipe, a signal, a
//! kill — the steps taken are in the file, which opens anywhere; what it
//! cannot keep is refused before the first step; a command line's error
//! is never a crash.

use politburo::session::{SessionStore, load_session};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// The binary, sealed from the machine: `data` its data folder.
fn politburo(data: &Path) -> Command {
    let mut c = Command::new(assert_cmd::cargo::cargo_bin!("politburo"));
    c.env("POLITBURO_DATA_DIR", data)
        .env_remove("POLITBURO_ASSETS_DIR");
    c
}

struct Out {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run(data: &Path, args: &[&str], input: &[u8]) -> Out {
    let mut child = politburo(data)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    Out {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn steps_in(file: &Path) -> usize {
    load_session(file).unwrap().len()
}

/// Refused with exit 2 before any step is shown, naming `words`.
fn refused_first(data: &Path, args: &[&str], words: &[&str]) {
    let r = run(data, args, b"\n\n\n");
    assert_eq!(r.code, Some(2), "{args:?}: {}", r.stderr);
    assert!(r.stdout.is_empty(), "{args:?} showed a step: {}", r.stdout);
    for w in words {
        assert!(r.stderr.contains(w), "{w:?} not in {}", r.stderr);
    }
}

#[test]
fn every_answer_is_in_the_file_however_the_session_ends() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let file = tmp.path().join("bp.json");
    let f = file.to_str().unwrap();
    // The end of the input: 50 Enters, all kept.
    let r = run(
        &data,
        &["rcw", "play", "--new", "--seed", "3", "--save", f],
        &[b'\n'; 50],
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let kept = steps_in(&file);
    assert!(kept >= 40, "{kept} steps kept of 50 answers");
    // The output closed after two lines (`| head -n 2`): quiet, not 0,
    // and what was answered is kept.
    let file2 = tmp.path().join("bp2.json");
    let mut child = politburo(&data)
        .args([
            "rcw",
            "play",
            "--new",
            "--seed",
            "3",
            "--save",
            file2.to_str().unwrap(),
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    out.read_line(&mut line).unwrap();
    drop(out);
    let _ = child.stdin.take().unwrap().write_all(&[b'\n'; 50]);
    let status = child.wait().unwrap();
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert_eq!(status.code(), Some(141), "{err}");
    assert!(!err.contains("Broken pipe"), "{err}");
    load_session(&file2).unwrap();
}

/// A session that has shown `n` steps, then `end` done to it.
fn killed(data: &Path, file: &Path, end: impl FnOnce(&mut Child)) -> (usize, Option<i32>) {
    let mut child = politburo(data)
        .args([
            "rcw",
            "play",
            "--new",
            "--seed",
            "5",
            "--json",
            "--save",
            file.to_str().unwrap(),
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    for _ in 0..30 {
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
        line.clear();
        out.read_line(&mut line).unwrap();
    }
    // Every answer shown taken; a moment for the journal's sync.
    std::thread::sleep(Duration::from_millis(300));
    end(&mut child);
    let status = child.wait().unwrap();
    (steps_in(file), status.code())
}

#[cfg(unix)]
#[test]
fn a_signal_or_a_kill_loses_no_step_that_was_synced() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let mut counts = Vec::new();
    for (name, signal) in [
        ("KILL", "-KILL"),
        ("TERM", "-TERM"),
        ("INT", "-INT"),
        ("HUP", "-HUP"),
    ] {
        let file = tmp.path().join(format!("{name}.json"));
        let (kept, code) = killed(&data, &file, |c| {
            Command::new("kill")
                .args([signal, &c.id().to_string()])
                .status()
                .unwrap();
        });
        if name != "KILL" {
            assert_eq!(code, Some(130), "SIGHUP/TERM/INT end in order");
        }
        counts.push(kept);
    }
    // The same 30 answers, the same steps kept whatever ended it.
    assert!(
        counts.iter().all(|n| *n == counts[0] && *n >= 25),
        "{counts:?}"
    );
}

#[test]
fn a_line_that_is_not_text_or_is_too_long_is_refused_like_any_bad_answer() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let file = tmp.path().join("x.json");
    let mut input = b"\xff\xfe\n".to_vec();
    input.extend(vec![b'9'; 5_000_000]);
    input.extend(b"\n\n");
    let r = run(
        &data,
        &[
            "rcw",
            "play",
            "--new",
            "--seed",
            "3",
            "--save",
            file.to_str().unwrap(),
        ],
        &input,
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(
        r.stderr.contains("step 1: the line is not UTF-8 text"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("the line is 5000001 bytes long"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.len() < 1000, "a refused line is not echoed whole");
    assert_eq!(steps_in(&file), 1, "the Enter after them is the one step");
}

#[test]
fn a_save_path_that_cannot_keep_the_game_is_refused_before_the_first_step() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let play = |to: &Path| -> Vec<String> {
        ["rcw", "play", "--new", "--save", to.to_str().unwrap()]
            .iter()
            .map(|s| s.to_string())
            .collect()
    };
    fn args(v: &[String]) -> Vec<&str> {
        v.iter().map(String::as_str).collect()
    }
    // A folder: refused, left as it was.
    let games = tmp.path().join("games");
    std::fs::create_dir(&games).unwrap();
    std::fs::write(games.join("inside.txt"), "mine").unwrap();
    refused_first(&data, &args(&play(&games)), &["is a folder"]);
    assert_eq!(
        std::fs::read_to_string(games.join("inside.txt")).unwrap(),
        "mine"
    );
    assert!(!tmp.path().join("games.broken-1.json").exists());
    // A file that is no session.
    let notes = tmp.path().join("notes.txt");
    std::fs::write(&notes, "shopping list").unwrap();
    refused_first(
        &data,
        &args(&play(&notes)),
        &["not a politburo session file"],
    );
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "shopping list");
    // A folder that cannot be made (a file in the way), a name too long.
    refused_first(
        &data,
        &args(&play(&notes.join("x.json"))),
        &["does not exist"],
    );
    let long = tmp.path().join(format!("{}.json", "n".repeat(300)));
    refused_first(&data, &args(&play(&long)), &["rcw play"]);
    // A game already there: asked for with --replace, kept as .1.
    let game = tmp.path().join("game.json");
    let r = run(&data, &args(&play(&game)), b"\n\n");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let first = std::fs::read(&game).unwrap();
    refused_first(
        &data,
        &args(&play(&game)),
        &["already holds a game", "--replace"],
    );
    assert_eq!(std::fs::read(&game).unwrap(), first);
    let mut again = play(&game);
    again.push("--replace".to_string());
    let r = run(&data, &args(&again), b"\n");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let kept = (1..=5).any(|k| {
        std::fs::read(tmp.path().join(format!("game.json.{k}"))).is_ok_and(|b| b == first)
    });
    assert!(kept, "the game replaced is among the backups");
}

#[test]
fn two_sessions_on_one_file_are_refused_and_a_window_leaves_the_save_free() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let game = tmp.path().join("game.json");
    let g = game.to_str().unwrap();
    assert_eq!(
        run(&data, &["rcw", "play", "--new", "--save", g], b"\n").code,
        Some(0)
    );
    let mut first = politburo(&data)
        .args(["rcw", "play", g])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(first.stdout.as_mut().unwrap())
        .read_line(&mut line)
        .unwrap();
    refused_first(
        &data,
        &["rcw", "play", g],
        &["another politburo", "is writing this file"],
    );
    drop(first.stdin.take());
    assert_eq!(first.wait().unwrap().code(), Some(0));
    // A window holds the data folder: its autosave is refused, a copy is
    // played into --save as README says.
    let store = SessionStore::new(&data);
    store.autosave(load_session(&game).unwrap().data()).unwrap();
    let lock = store.lock().unwrap();
    refused_first(&data, &["rcw", "play"], &["close that window", "--save"]);
    let copy = tmp.path().join("copy.json");
    let r = run(
        &data,
        &["rcw", "play", "--save", copy.to_str().unwrap()],
        b"\n",
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert_eq!(steps_in(&copy), steps_in(&game) + 1);
    drop(lock);
}

#[test]
fn playing_the_autosave_keeps_its_resume_label_true() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let store = SessionStore::new(&data);
    let game = politburo::session::generate::generate(1, 5, false).unwrap();
    let w = politburo::session::writer::AutosaveWriter::new(store.clone());
    w.submit(game.data().clone());
    drop(w);
    let before = politburo::session::files::autosave_label(&store).unwrap();
    assert!(before.contains("game turn 2"), "{before}");
    // Three game turns ended from the terminal.
    let mut input = Vec::new();
    for _ in 0..400 {
        input.extend(b"\n");
    }
    let r = run(&data, &["rcw", "play"], &input);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let after = politburo::session::files::autosave_label(&store).unwrap();
    let opened = politburo::session::files::load_autosave(&store).unwrap();
    let turn = opened.session.game().state().turn();
    assert!(turn > 2, "{turn}");
    assert!(after.contains(&format!("game turn {turn}")), "{after}");
}

#[test]
fn a_damaged_journal_is_said_and_kept_and_show_reads_the_journal() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let file = tmp.path().join("g.json");
    let f = file.to_str().unwrap();
    // A game whose order of battle is in the journal only (killed).
    let mut child = politburo(&data)
        .args([
            "rcw",
            "play",
            "--new",
            "--seed",
            "4",
            "--save",
            f,
            "--stacks",
            "Perm: B Red 6, D White 3",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    for _ in 0..5 {
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
        while !line.contains("> ") {
            line.clear();
            out.read_line(&mut line).unwrap();
        }
        line.clear();
    }
    std::thread::sleep(Duration::from_millis(300));
    child.kill().unwrap();
    child.wait().unwrap();
    let show = run(&data, &["rcw", "show", f], b"");
    assert_eq!(show.code, Some(0), "{}", show.stderr);
    assert!(
        show.stdout.contains("Perm: B Red 6, D White 3"),
        "{}",
        show.stdout
    );
    // The journal's last line damaged: said by show (which writes
    // nothing), then kept aside by play.
    let journal = tmp.path().join("g.journal");
    let text = std::fs::read_to_string(&journal).unwrap();
    let n = text.lines().count();
    assert!(n >= 4, "{text}");
    let damaged = text.replacen("\"cursor\":", "\"cursor\":9", n - 1);
    std::fs::write(&journal, &damaged).unwrap();
    let show = run(&data, &["rcw", "show", f], b"");
    assert!(
        show.stderr.contains("came back from the journal g.journal"),
        "{}",
        show.stderr
    );
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), damaged);
    let r = run(&data, &["rcw", "play", "--json", f], b"");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(
        r.stderr.contains("does not match its checksum"),
        "{}",
        r.stderr
    );
    assert_eq!(
        std::fs::read_to_string(tmp.path().join("g.broken-1.journal")).unwrap(),
        damaged
    );
}

#[test]
fn a_command_line_error_is_never_a_crash() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    for _ in 0..3 {
        // `politburo nosuchcmd 2>&1 | true`: the error's reader is gone.
        let mut child = politburo(&data)
            .arg("nosuchcmd")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stderr.take());
        let code = child.wait().unwrap().code();
        assert_eq!(code, Some(2), "exit 2, not an abort");
    }
    assert!(politburo::crash::unseen(&data).is_empty());
    assert!(!data.join("crashes").exists());
}

#[test]
fn stacks_lists_name_their_empty_entries_and_second_holders() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    for (stacks, words) in [
        ("Perm: B Red 4,, D White 3", "stack 2"),
        ("Perm: B Red 4;; Omsk: C Red 5", "nothing between two"),
        ("Perm:", "no stack listed"),
        (";;", "lists no province"),
        ("", "lists no province"),
        (
            "Perm: D White 5 (Czar), B Red 2 (Czar)",
            "the Czar is held already",
        ),
        (
            "Perm: D White 5 (Gold); Omsk: B Red 2 (Gold)",
            "the Gold is held already",
        ),
    ] {
        refused_first(
            &data,
            &["rcw", "play", "--new", "--stacks", stacks],
            &["--stacks", words],
        );
        let r = run(
            &data,
            &[
                "rcw",
                "plan",
                "--phasing",
                "B",
                "--from",
                "Red",
                "--against",
                "White",
                "--min",
                "1-1",
                "--required",
                "1",
                "--stacks",
                stacks,
            ],
            b"",
        );
        assert_eq!(r.code, Some(2), "{stacks}: {}", r.stdout);
        assert!(r.stderr.contains(words), "{stacks}: {}", r.stderr);
    }
}

/// Your own turn typed at the terminal: a move, your attack walked through
/// (its result a DE), a reinforcement, then "my turn is done"; each a
/// logged step, and the board follows.
#[test]
fn your_own_turn_typed_at_the_terminal_keeps_the_board() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let file = tmp.path().join("mine.json");
    let mut child = politburo(&data)
        .args([
            "rcw",
            "play",
            "--new",
            "--seed",
            "2",
            "--json",
            "--save",
            file.to_str().unwrap(),
            "--stacks",
            "Kiev: A Red 6; Orel: C Red 5, B Green 3",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut own = vec![
        "move Kiev A Red 6 to Orel",
        "attack Orel C Red 5 with Orel A Red 6",
        "add Kiev: A Red 4",
        "",
    ]
    .into_iter();
    let mut line = String::new();
    for _ in 0..60 {
        line.clear();
        out.read_line(&mut line).unwrap();
        let step: serde_json::Value = serde_json::from_str(&line).unwrap();
        let answer = match step["topic"].as_str().unwrap() {
            "next-turn" => match own.next() {
                Some(a) => a.to_string(),
                None => break,
            },
            "combat-result" => {
                let answers = step["answers"].as_array().unwrap();
                answers
                    .iter()
                    .position(|a| a.as_str().unwrap().starts_with("DE"))
                    .unwrap()
                    .to_string()
            }
            _ => String::new(),
        };
        if step["board"]["phasing"] == "B" {
            break;
        }
        writeln!(stdin, "{answer}").unwrap();
        stdin.flush().unwrap();
    }
    drop(stdin);
    let mut err = String::new();
    let _ = std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err);
    assert_eq!(child.wait().unwrap().code(), Some(0), "{err}");
    assert!(err.is_empty(), "every line was taken: {err}");
    let s = load_session(&file).unwrap();
    assert_eq!(
        s.game().state().order_of_battle().to_text(),
        "Kiev: A Red 4\nOrel: B Green 3, A Red 6"
    );
    let log: Vec<String> = s.log().iter().map(|l| l.entry.text.to_string()).collect();
    assert!(
        log.iter()
            .any(|l| l.contains("A's Red 6 moves from Kiev to Orel")),
        "{log:?}"
    );
    assert!(
        log.iter().any(|l| l.contains("your player-turn is over")),
        "{log:?}"
    );
}

/// A game file with `extra` steps in its journal beyond its snapshot, as
/// a kill leaves it; returns the whole game.
fn with_journal(file: &Path, extra: usize) -> politburo::session::SessionData {
    use politburo::session::history::Change;
    use politburo::session::journal::change_line;
    use politburo::session::writer::{AutosaveWriter, Target};
    let full = politburo::session::generate::generate(2, 5, false)
        .unwrap()
        .data()
        .clone();
    let base = full.actions.len() - extra;
    let mut snap = full.clone();
    snap.actions.truncate(base);
    snap.cursor = base;
    let w = AutosaveWriter::for_target(Target::file(file, 5));
    w.submit(snap);
    drop(w);
    let journal = politburo::session::journal::journal_path_of(file);
    let mut text = std::fs::read_to_string(&journal).unwrap();
    for (seq, n) in (1..).zip(base..full.actions.len()) {
        let c = Change {
            keep: n,
            push: vec![full.actions[n].clone()],
            cursor: n + 1,
        };
        text.push_str(&change_line(seq, &c).unwrap());
    }
    std::fs::write(&journal, text).unwrap();
    full
}

/// Given back means written: a journal whose last line is damaged gives
/// back the steps before it; an `rcw play` that takes no step (its input
/// ends at once) writes them into the file before anything else, so the
/// next open has them without the journal, and says so.
#[test]
fn steps_given_back_by_a_damaged_journal_survive_an_open_that_takes_no_step() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let file = tmp.path().join("g.json");
    let f = file.to_str().unwrap();
    let full = with_journal(&file, 5);
    let journal = tmp.path().join("g.journal");
    let text = std::fs::read_to_string(&journal).unwrap();
    let last = text.lines().last().unwrap().to_string();
    let damaged = text.replace(&last, &last.replacen("\"cursor\":", "\"cursor\":9", 1));
    std::fs::write(&journal, &damaged).unwrap();
    let r = run(&data, &["rcw", "play", "--json", f], b"");
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(r.stderr.contains("4 steps came back"), "{}", r.stderr);
    assert!(
        r.stderr.contains("they are written into g.json"),
        "{}",
        r.stderr
    );
    // The file alone holds them now; the journal is kept aside whole.
    assert_eq!(steps_in(&file), full.actions.len() - 1);
    assert_eq!(
        std::fs::read_to_string(tmp.path().join("g.broken-1.journal")).unwrap(),
        damaged
    );
    let again = run(&data, &["rcw", "play", "--json", f], b"");
    assert_eq!(again.code, Some(0), "{}", again.stderr);
    assert!(!again.stderr.contains("came back"), "{}", again.stderr);
    assert_eq!(steps_in(&file), full.actions.len() - 1);
}

/// One writer per file: a window holds its data folder's autosave, and an
/// `rcw play` of that file from another data folder is refused before its
/// first step, naming who holds it; so is a window's save over a file
/// `rcw play` is playing.
#[test]
fn a_second_writer_from_another_data_folder_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let other = tmp.path().join("other");
    let store = SessionStore::new(&data);
    let game = politburo::session::generate::generate(1, 3, false).unwrap();
    store.autosave(game.data()).unwrap();
    let window = store.lock().unwrap();
    let autosave = store.autosave_path();
    let before = std::fs::read(&autosave).unwrap();
    refused_first(
        &other,
        &["rcw", "play", autosave.to_str().unwrap()],
        &["another politburo", "is writing this file", "autosave.json"],
    );
    assert_eq!(std::fs::read(&autosave).unwrap(), before);
    drop(window);
    // `rcw play` holds a named save: the window's Save over it is refused.
    let named = store.save_path("Evening").unwrap();
    store.save_as("Evening", game.data()).unwrap();
    let mut playing = politburo(&other)
        .args(["rcw", "play", named.to_str().unwrap()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(playing.stdout.as_mut().unwrap())
        .read_line(&mut line)
        .unwrap();
    let e = store.save_as("Evening", game.data()).unwrap_err();
    assert!(
        matches!(e, politburo::session::StoreError::FileInUse { .. }),
        "{e}"
    );
    drop(playing.stdin.take());
    assert_eq!(playing.wait().unwrap().code(), Some(0));
    store.save_as("Evening", game.data()).unwrap();
}

/// `--save` into a folder that does not exist is refused like any other
/// bad path: no folder is made.
#[test]
fn a_save_into_a_missing_folder_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let to = tmp.path().join("missing").join("deeper").join("x.json");
    refused_first(
        &data,
        &["rcw", "play", "--new", "--save", to.to_str().unwrap()],
        &["does not exist"],
    );
    assert!(!tmp.path().join("missing").exists());
}
