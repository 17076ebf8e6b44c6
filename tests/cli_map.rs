#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `politburo rcw map`, `rcw plan --map` and `rcw play --map`, as the
//! player runs them (through the binary's dispatch, a data folder of the
//! test's own): a map file checked with what is wrong and where, kept,
//! shown, exported; planning and playing on it.

use std::path::Path;

fn run(data: Option<&Path>, args: &[&str]) -> Result<String, String> {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    politburo::cli::dispatch_in(&args, data, &mut out)
        .map(|()| String::from_utf8(out).unwrap())
        .map_err(|e| e.to_string())
}

const SMALL: &str = "# a map of five places
Omsk: Perm, Tomsk
Perm: Kazan
Kazan [Red replacements]:
Tomsk [edge]:
Vyatka: Perm
";

#[test]
fn a_map_file_is_checked_kept_shown_and_exported() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("map.txt");
    std::fs::write(&file, SMALL).unwrap();
    let f = file.to_str().unwrap();
    let out = run(None, &["rcw", "map", "check", f]).unwrap();
    assert!(
        out.contains("a map of 5 places, 4 connections, 1 move a turn"),
        "{out}"
    );
    assert!(
        out.contains("note: Omsk names Perm, but Perm's line does not name Omsk"),
        "{out}"
    );
    // Kept in the data folder, shown back, exported as JSON.
    let data = dir.path().join("data");
    std::fs::create_dir(&data).unwrap();
    let none = run(Some(&data), &["rcw", "map", "show"]).unwrap();
    assert!(none.contains("No map is kept"), "{none}");
    run(Some(&data), &["rcw", "map", "import", f]).unwrap();
    let shown = run(Some(&data), &["rcw", "map", "show"]).unwrap();
    assert!(shown.contains("Kazan [Red replacements]: Perm"), "{shown}");
    let json = dir.path().join("shared.json");
    run(
        Some(&data),
        &["rcw", "map", "export", json.to_str().unwrap()],
    )
    .unwrap();
    let back = run(None, &["rcw", "map", "check", json.to_str().unwrap()]).unwrap();
    assert!(back.contains("5 places, 4 connections"), "{back}");
    // Never over a file already there.
    let e = run(
        Some(&data),
        &["rcw", "map", "export", json.to_str().unwrap()],
    )
    .unwrap_err();
    assert!(e.contains("there already"), "{e}");
}

#[test]
fn a_map_that_does_not_read_is_refused_with_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.txt");
    for (text, words) in [
        (
            "Moscow: Tvre\nTver:\n",
            "line 1, column 9: \"Tvre\", next to \"Moscow\", has no line of its own",
        ),
        (
            "Moscow: Tver\nTver:\nmoscow:\n",
            "line 3, column 1: \"moscow\" has a line already",
        ),
        ("Moscow [edgy]: Tver\nTver:\n", "\"edgy\" is no mark"),
        ("", "names no place"),
        (
            "{\"kind\": \"politburo-map\", \"version\": 7, \"places\": []}",
            "version 7",
        ),
    ] {
        std::fs::write(&file, text).unwrap();
        let e = run(None, &["rcw", "map", "check", file.to_str().unwrap()]).unwrap_err();
        assert!(e.contains(words), "{text:?}: {e}");
        assert!(e.contains("bad.txt"), "{e}");
    }
    // An island is said, not refused.
    std::fs::write(&file, "Moscow: Tver\nTver:\nOmsk:\n").unwrap();
    let out = run(None, &["rcw", "map", "check", file.to_str().unwrap()]).unwrap();
    assert!(out.contains("Omsk has no place next to it"), "{out}");
}

/// `rcw plan --map FILE` reads the moves off the map, no `--reach`
/// needed; `--reach` adds to it and `no A>B` blocks one; it plans as
/// `--reach` with every neighbour pair both ways.
#[test]
fn plan_with_a_map_needs_no_reach() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("map.txt");
    std::fs::write(&file, SMALL).unwrap();
    let base = [
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
        "2",
        "--stacks",
        "Omsk: B Red 4; Perm: D White 2; Kazan: D White 3; Tomsk: B Red 3",
    ];
    let mut with_map = base.to_vec();
    with_map.extend(["--map", file.to_str().unwrap()]);
    let on_map = run(None, &with_map).unwrap();
    let mut typed = base.to_vec();
    typed.extend(["--reach", "Omsk>Perm, Omsk>Tomsk, Tomsk>Omsk"]);
    assert_eq!(on_map, run(None, &typed).unwrap());
    assert!(on_map.contains("Perm"), "{on_map}");
    // Blocked: Omsk's stack cannot reach Perm this turn.
    let mut blocked = with_map.clone();
    blocked.extend(["--reach", "no Omsk>Perm"]);
    let out = run(None, &blocked).unwrap();
    assert_ne!(out, on_map);
    // A map file that does not read names where.
    std::fs::write(&file, "Omsk: Prem\n").unwrap();
    let e = run(None, &with_map).unwrap_err();
    assert!(e.contains("rcw plan --map: line 1, column 7"), "{e}");
}

/// `rcw play --map FILE`: a move of your own the map does not give is
/// refused with how to make it anyway (by rail, or teaching the map);
/// after `map connect` it is made; a move next door is made at once.
#[test]
fn play_on_a_map_checks_your_moves_and_learns() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("map.txt");
    std::fs::write(&file, SMALL).unwrap();
    let save = dir.path().join("g.json");
    let mut c = Command::new(assert_cmd::cargo::cargo_bin!("politburo"))
        .args([
            "rcw",
            "play",
            "--new",
            "--map",
            file.to_str().unwrap(),
            "--stacks",
            "Omsk: A Red 4; Kazan: D White 3",
            "--save",
            save.to_str().unwrap(),
        ])
        .env("POLITBURO_DATA_DIR", dir.path().join("data"))
        .env_remove("POLITBURO_ASSETS_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    c.stdin
        .take()
        .unwrap()
        .write_all(
            b"move #1 to Kazan\nmap connect Omsk to Kazan\nmove #1 to Kazan\nmove #1 to Perm\n",
        )
        .unwrap();
    let out = c.wait_with_output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    assert!(
        stderr.contains("Kazan is 2 moves from Omsk on the map")
            && stderr.contains("move … to Kazan by rail")
            && stderr.contains("map connect Omsk to Kazan"),
        "{stderr}"
    );
    assert!(
        stdout.contains("the map remembers that Omsk connects to Kazan"),
        "{stdout}"
    );
    assert!(
        stdout.contains("A's Red 4 moves from Omsk to Kazan"),
        "{stdout}"
    );
    assert!(
        stdout.contains("A's Red 4 moves from Kazan to Perm"),
        "{stdout}"
    );
    let s = politburo::session::load_session(&save).unwrap();
    assert!(s.game().state().map().unwrap().connects("Omsk", "Kazan"));
}
