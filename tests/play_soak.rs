#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `politburo rcw play --json` as a script drives it: the real binary,
//! whole game turns of seeded random play (random legal answers, random
//! results), reading each step and writing one answer a line. After every
//! step the step's keys are all there, every stack it names is on the
//! board, ids are never given twice, and an answered exchange loss takes
//! exactly that strength off the board. The contract's keys and topics are
//! checked here too (README "Scripted turns").

use serde_json::Value;
use std::collections::{BTreeSet, HashSet};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// The topics a step may carry: the engine's questions, the instructions'
/// kinds, and the play loop's own. A new one must be added here and in
/// README, on purpose.
const TOPICS: &[&str] = &[
    "roll",
    "step",
    "turn-done",
    "move-stacks",
    "next-turn",
    "end",
    "attack-count",
    "defender",
    "can-attack",
    "lead-units",
    "moved-as-ordered",
    "combat-result",
    "eliminated",
    "retreat-to",
    "exchange-loss",
    "stack-loss",
    "holder",
    "units-left",
    "leader-died",
    "garrison",
    "consolidate",
    "czar-off-map",
    "czar-stack-left",
    "assassination",
    "spoils",
    "purge-result",
    "counterpurge",
    "leaders-removed",
    "screen",
    "join",
    "remember-connection",
    "game-over",
];

const KEYS: &[&str] = &[
    "n", "kind", "topic", "text", "answers", "default", "stacks", "board", "log",
];

mod common;
use common::Lcg;

fn total(board: &Value) -> u64 {
    board["stacks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["strength"].as_u64().unwrap())
        .sum()
}

/// How a soak ends.
#[derive(Debug, PartialEq)]
enum Ending {
    /// Past its game turns, the input closed.
    Turns,
    /// The game is over: these players are left.
    Over(Vec<String>),
}

/// Plays `turns` game turns; with `to_end`, players may lose their last
/// units (answered at random) and the game is played until it is over.
fn soak(turns: u64, seed: u64, to_end: bool) -> (BTreeSet<String>, usize, Ending) {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("soak.json");
    let stacks = "Kiev: B Green 6, A Red 3, C Red 5; Orel: C Red 5, D White 4, E Green 3; \
                  Tsaritsyn: D White 6, B Green 4, C Blue 2; Kazan: E Green 5, D Blue 3, A Red 4; \
                  Perm: C Red 3, D White 2 (Gold), B Red 2; Omsk: E Green 2, C Blue 4 (Czar)";
    let mut child = Command::new(assert_cmd::cargo::cargo_bin!("politburo"))
        .args([
            "rcw",
            "play",
            "--new",
            "--json",
            "--seed",
            &seed.to_string(),
            "--stacks",
            stacks,
            "--save",
        ])
        .arg(&save)
        .env("POLITBURO_DATA_DIR", dir.path())
        // The shipped tables, whatever the machine points to.
        .env_remove("POLITBURO_ASSETS_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    let mut rng = Lcg(seed);
    let mut topics = BTreeSet::new();
    let mut steps = 0;
    let mut promised: Option<(u64, u64)> = None; // (total before, loss)
    let mut seen_ids: HashSet<u64> = HashSet::new();
    let mut last_board_ids: HashSet<u64> = HashSet::new();
    let mut line = String::new();
    let mut ending = Ending::Turns;
    loop {
        line.clear();
        assert!(
            output.read_line(&mut line).unwrap() > 0,
            "the program stopped early"
        );
        let step: Value = serde_json::from_str(&line).unwrap();
        steps += 1;
        for k in KEYS {
            assert!(step.get(*k).is_some(), "{k} missing: {step}");
        }
        let topic = step["topic"].as_str().unwrap().to_string();
        assert!(TOPICS.contains(&topic.as_str()), "unknown topic {topic}");
        topics.insert(topic.clone());
        let board = &step["board"];
        // Ids: unique on the board; a new id is never one seen before.
        let ids: Vec<u64> = board["stacks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_u64().unwrap())
            .collect();
        let now: HashSet<u64> = ids.iter().copied().collect();
        assert_eq!(now.len(), ids.len(), "an id twice on the board: {board}");
        for id in &now {
            if !last_board_ids.contains(id) {
                assert!(seen_ids.insert(*id), "id {id} given again: {board}");
            }
        }
        last_board_ids = now.clone();
        // Every stack the step names is on the board.
        for id in step["stacks"].as_array().unwrap() {
            let id = id.as_u64().unwrap();
            assert!(
                now.contains(&id),
                "step names stack {id} the board does not have: {step}"
            );
        }
        // The loss is taken once every stack's share of it is given.
        if topic != "stack-loss"
            && let Some((before, loss)) = promised.take()
        {
            assert_eq!(
                before - total(board),
                loss,
                "an exchange loss of {loss}: {step}"
            );
        }
        if step["kind"] == "end" {
            break;
        }
        if step["kind"] == "game-over" {
            // Nothing is offered but undo: the script ends here.
            assert!(
                to_end,
                "the game ended in a soak that keeps every side: {step}"
            );
            assert_eq!(step["answers"].as_array().unwrap().len(), 0, "{step}");
            ending = Ending::Over(
                step["left"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|l| l.as_str().unwrap().to_string())
                    .collect(),
            );
        }
        if ending != Ending::Turns || board["turn"].as_u64().unwrap() > turns {
            // The input closed: the last line says the play ended.
            drop(input);
            line.clear();
            output.read_line(&mut line).unwrap();
            let end: Value = serde_json::from_str(&line).unwrap();
            assert_eq!(end["kind"], "end");
            break;
        }
        let answers = step["answers"].as_array().unwrap().len() as u64;
        // The number that picks answer `i` (`keys`: its label where every
        // label is a number).
        let key = |i: u64| step["keys"][i as usize].as_u64().unwrap();
        let answer = match step["kind"].as_str().unwrap() {
            "roll" => {
                // The app's dice or a face of "our own".
                if rng.next(2) == 0 {
                    String::new()
                } else {
                    (1 + rng.next(6)).to_string()
                }
            }
            "instruction" => String::new(),
            _ => match topic.as_str() {
                // Keep every side in the game (or, played to its end, now
                // and then a side's last units gone), and play turns in
                // order.
                "units-left" if to_end && rng.next(3) == 0 => key(rng.next(answers)).to_string(),
                "units-left" => "0".to_string(),
                "next-turn" => String::new(),
                // Now and then a move ticked first (the same question comes
                // again with the plan redone), else the planner's answer.
                "attack-count" | "can-attack" => {
                    let provinces: Vec<&str> = board["stacks"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|s| s["province"].as_str().unwrap())
                        .collect::<BTreeSet<_>>()
                        .into_iter()
                        .collect();
                    let k = provinces.len() as u64;
                    if k > 1 && rng.next(3) == 0 {
                        let a = rng.next(k) as usize;
                        let b = (a + 1 + rng.next(k - 1) as usize) % k as usize;
                        format!("m {}>{}", provinces[a], provinces[b])
                    } else if rng.next(2) == 0 {
                        String::new()
                    } else {
                        key(rng.next(answers)).to_string()
                    }
                }
                _ => {
                    let i = rng.next(answers);
                    if topic == "exchange-loss" {
                        promised = Some((total(board), i));
                    }
                    key(i).to_string()
                }
            },
        };
        writeln!(input, "{answer}").unwrap();
    }
    let status = child.wait().unwrap();
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    assert!(status.success(), "exit {status:?}: {err}");
    assert!(
        !err.contains("step "),
        "a generated answer was refused: {err}"
    );
    assert!(save.is_file(), "saved at the end");
    // The saved session opens and shows the same board.
    let shown = Command::new(assert_cmd::cargo::cargo_bin!("politburo"))
        .args(["rcw", "show", "--json"])
        .arg(&save)
        .env("POLITBURO_DATA_DIR", dir.path())
        .env_remove("POLITBURO_ASSETS_DIR")
        .output()
        .unwrap();
    assert!(shown.status.success());
    let b: Value = serde_json::from_slice(&shown.stdout).unwrap();
    if ending == Ending::Turns {
        assert!(b["turn"].as_u64().unwrap() > turns);
    }
    (topics, steps, ending)
}

#[test]
fn two_hundred_game_turns_of_random_play_through_json() {
    let (topics, steps, _) = soak(200, 17, false);
    for t in [
        "next-turn",
        "roll",
        "step",
        "attack-count",
        "combat-result",
        "moved-as-ordered",
    ] {
        assert!(topics.contains(t), "{t} never came up: {topics:?}");
    }
    assert!(steps > 2000, "{steps} steps");
}

/// A whole campaign in the terminal played to its end: sides lose their
/// last units as the answers say, the last bot goes out, and the step says
/// the game is over and who is left (topic `game-over`); the saved game
/// opens again.
#[test]
fn a_campaign_in_the_terminal_plays_to_its_end() {
    for seed in [5, 23] {
        let (topics, steps, ending) = soak(400, seed, true);
        let Ending::Over(left) = ending else {
            panic!("seed {seed}: 400 game turns and the game never ended ({steps} steps)");
        };
        assert!(topics.contains("game-over"));
        assert!(left.len() <= 1, "seed {seed}: {left:?} left");
        eprintln!("seed {seed}: over after {steps} steps, {left:?} left");
    }
}
