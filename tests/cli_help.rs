#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The command line as a shell runs it: help at every level, the version,
//! completions, suggestions, and no wrong answer with exit code 0.

fn politburo(args: &[&str]) -> (i32, String, String) {
    let sealed = tempfile::tempdir().unwrap();
    let out = assert_cmd::cargo::cargo_bin_cmd!("politburo")
        .args(args)
        // Sealed from the machine: a data folder of its own, no edited
        // files from the environment.
        .env("POLITBURO_DATA_DIR", sealed.path())
        .env_remove("POLITBURO_ASSETS_DIR")
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn help_after_any_command_prints_its_help_and_exits_0() {
    let forms: &[&[&str]] = &[
        &["--help"],
        &["-h"],
        &["rcw", "--help"],
        &["rcw", "plan", "--help"],
        &["rcw", "pct", "-h"],
        &["tables", "--help"],
        &["table", "--help"],
        &["odds", "--help"],
        &["roll", "--help"],
        &["directory", "combat", "--help"],
        &["diplomacy", "removals", "--help"],
        &["diplomacy", "players", "--help"],
        &["aa1914", "can-enter", "--help"],
        &["aa1914", "checklist", "--help"],
        &["red-actions", "--help"],
        &["red-actions", "shooting", "--help"],
        &["red-actions", "direct-hit", "-h"],
        &["completions", "--help"],
    ];
    for args in forms {
        let (code, out, err) = politburo(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(out.contains("Usage: politburo"), "{args:?}: {out}");
    }
    let (_, plan, _) = politburo(&["rcw", "plan", "--help"]);
    for option in [
        "--phasing",
        "--stacks",
        "--reach",
        "--escort-min",
        "--first",
    ] {
        assert!(plan.contains(option), "{option}");
    }
    let (_, shooting, _) = politburo(&["red-actions", "shooting", "--help"]);
    assert!(
        shooting.contains("--bases") && shooting.contains("--dice"),
        "{shooting}"
    );
}

#[test]
fn the_top_level_help_lists_every_command() {
    let (code, out, _) = politburo(&["--help"]);
    assert_eq!(code, 0);
    for cmd in [
        "rcw pct",
        "rcw plan",
        "tables",
        "table",
        "odds",
        "roll",
        "directory combat",
        "diplomacy removals",
        "diplomacy players",
        "aa1914 checklist",
        "aa1914 can-enter",
        "red-actions <calculator>",
        "completions",
    ] {
        assert!(out.contains(cmd), "{cmd} missing from:\n{out}");
    }
    assert!(out.contains("shooting, "), "the calculators are named");
}

#[test]
fn version_and_completions() {
    let (code, out, _) = politburo(&["--version"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        format!("politburo {}", env!("CARGO_PKG_VERSION"))
    );
    for shell in ["bash", "zsh", "fish"] {
        let (code, out, err) = politburo(&["completions", shell]);
        assert_eq!(code, 0, "{shell}: {err}");
        assert!(out.contains("politburo"), "{shell}");
        assert!(
            out.contains("can-enter"),
            "{shell}: subcommands are completed"
        );
    }
    let (code, _, err) = politburo(&["completions", "tcsh"]);
    assert_eq!(code, 2);
    assert!(err.contains("invalid value 'tcsh'"), "{err}");
    assert!(err.contains("[possible values: bash, elvish, fish, powershell, zsh]"));
}

#[test]
fn a_misspelt_command_or_option_gets_a_suggestion() {
    let (code, _, err) = politburo(&["tabels"]);
    assert_eq!(code, 2);
    assert!(err.contains("unrecognized subcommand 'tabels'"), "{err}");
    assert!(
        err.contains("tip: some similar subcommands exist: 'table', 'tables'"),
        "{err}"
    );
    let (code, _, err) = politburo(&["odds", "directory/crt-1", "--colum", "1:2"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("tip: a similar argument exists: '--column'"),
        "{err}"
    );
}

/// `rcw plan` for B's Red against White at 2-1, one attack, with `extra`.
fn plan(extra: &[&'static str]) -> Vec<&'static str> {
    let mut args = vec![
        "rcw",
        "plan",
        "--phasing",
        "B",
        "--from",
        "Red",
        "--against",
        "White",
        "--required",
        "1",
    ];
    args.extend_from_slice(extra);
    args
}

/// `aa1914 can-enter` for a Central Powers land unit.
fn can_enter(territory: &str) -> Vec<&str> {
    vec![
        "aa1914",
        "can-enter",
        "--unit",
        "land",
        "--power",
        "Central",
        "--territory",
        territory,
    ]
}

/// Each of these used to print an answer and exit 0.
#[test]
fn wrong_answers_are_refused_with_exit_code_2() {
    let oob = "Omsk: B Red 4; Perm: D White 1";
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (can_enter("Moskow"), "did you mean Moscow?"),
        (
            can_enter("Atlantis"),
            "\"Atlantis\" is not a territory the Civil War variant names",
        ),
        (
            can_enter("Колчак"),
            "is not a territory the Civil War variant names",
        ),
        (
            plan(&["--min", "2-1", "--stacks", oob, "--reach", "Omsk>Perm,,"]),
            "rcw plan --reach \"Omsk>Perm,,\": entry 2 of 3 is empty",
        ),
        (
            plan(&["--min", "2-1", "--stacks", oob, "--reach", ""]),
            "rcw plan --reach \"\": no entries",
        ),
        (
            plan(&["--min", "2-1", "--stacks", oob, "--escort-min", "1-3"]),
            "rcw plan --escort-min: 1-3 is below 1-1, the least odds any attack is made at",
        ),
        (
            plan(&["--min", "1-2", "--stacks", oob]),
            "rcw plan --min: 1-2 is outside",
        ),
        (
            vec![
                "diplomacy",
                "removals",
                "--power",
                "Russia",
                "--count",
                "1",
                "--units",
                "A spa,, F stp/sc",
            ],
            "entry 2 of 3 is empty",
        ),
    ];
    for (args, want) in &cases {
        let (code, out, err) = politburo(args);
        assert_eq!(code, 2, "{args:?} answered: {out}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
    let long = "x".repeat(10_000);
    let (code, _, err) = politburo(&can_enter(&long));
    assert_eq!(code, 2);
    assert!(
        err.len() < 400,
        "the message names it briefly ({} bytes)",
        err.len()
    );
    // The one that knows: still answered.
    let (code, out, _) = politburo(&can_enter("Moscow"));
    assert_eq!(code, 0);
    assert!(out.starts_with("No:"), "{out}");
}

/// `rcw plan --help` lists the seats, colours, odds and holdings it takes,
/// and the shell completes them (`--from` with the colours).
#[test]
fn the_planners_help_and_completions_list_the_values() {
    let (code, help, _) = politburo(&["rcw", "plan", "--help"]);
    assert_eq!(code, 0);
    for values in [
        "[possible values: A, B, C, D, E, F]",
        "[possible values: Red, White, Green, Blue]",
        "[possible values: 1-1, 2-1, 3-1]",
        "[possible values: Czar, Gold]",
    ] {
        assert!(help.contains(values), "{values} missing from:\n{help}");
    }
    let (_, bash, _) = politburo(&["completions", "bash"]);
    let after = |flag: &str| {
        let at = bash.find(&format!("--{flag})")).unwrap();
        bash[at..].lines().nth(1).unwrap_or_default().to_string()
    };
    assert!(
        after("from").contains("\"Red White Green Blue\""),
        "{}",
        after("from")
    );
    assert!(
        after("first").contains("\"Czar Gold\""),
        "{}",
        after("first")
    );
}

/// The other games' choices are listed by their help and completed by the
/// shell, and a value that does not read is refused in the rules' words.
#[test]
fn the_other_games_options_list_their_values_and_refuse_in_words() {
    // Help wraps its lines: read it as one.
    let help = |args: &[&str]| {
        let (_, out, _) = politburo(args);
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let removals = help(&["diplomacy", "removals", "--help"]);
    assert!(
        removals.contains("Austria, England, France, Germany, Italy, Russia, Turkey"),
        "{removals}"
    );
    let enter = help(&["aa1914", "can-enter", "--help"]);
    assert!(enter.contains("land, sea"), "{enter}");
    assert!(enter.contains("Soviet, Central, Allied"), "{enter}");
    let (_, bash, _) = politburo(&["completions", "bash"]);
    assert!(bash.contains("Austria England France"), "completes --power");
    // Each command line's words are split at spaces; the last word may
    // hold spaces of its own (after a `|`).
    for (line, said) in [
        (
            "diplomacy removals --power Russia --count two --units|A mos",
            "error: --count must be a whole number, not \"two\"",
        ),
        (
            "diplomacy players five",
            "diplomacy players: \"five\" is not a number of players (2 to 7)",
        ),
        (
            "rcw plan --phasing B --from Red --against White --min 2-1 --required x --stacks|Perm: B Red 4",
            "rcw plan --required: \"x\" is not a number of attacks from 1 to",
        ),
    ] {
        let (words, last) = line.split_once('|').unwrap_or((line, ""));
        let mut args: Vec<&str> = words.split(' ').collect();
        if !last.is_empty() {
            args.push(last);
        }
        let (code, out, err) = politburo(&args);
        assert_eq!((code, out.as_str()), (2, ""), "{line}");
        assert!(err.contains(said), "{line}: {err}");
    }
}
