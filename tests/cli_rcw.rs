#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `politburo rcw pct`, through the same dispatch the binary uses.

fn run(args: &[&str]) -> Result<String, String> {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    politburo::cli::dispatch(&args, &mut out)
        .map(|()| String::from_utf8(out).unwrap())
        .map_err(|e| e.to_string())
}

#[test]
fn prints_the_seed_example_grid() {
    let out = run(&[
        "rcw",
        "pct",
        "--colors",
        "A=Red,B=Undecided,C=Red,D=White,E=Undecided",
    ])
    .unwrap();
    assert_eq!(
        out,
        " \t2\t3\t4\t5\t6\t7\n\
         A\tC\tBE\t\tD\t\t\n\
         B\tE\tACD\t\t\t\t\n\
         C\tA\tBE\t\tD\t\t\n\
         D\t\tBE\t\tAC\t\t\n\
         E\tB\tACD\t\t\t\t\n"
    );
}

#[test]
fn bad_colours_are_named() {
    let e = run(&["rcw", "pct", "--colors", "A=Red,B=Pink,C=White"]).unwrap_err();
    assert!(e.contains("\"Pink\" is not a player colour"), "{e}");
    let e = run(&["rcw", "pct", "--colors", "A=Red,C=White,D=Red"]).unwrap_err();
    assert!(e.contains("seat B has no colour"), "{e}");
    let e = run(&["rcw", "pct", "--colors", "A=Red,B=White"]).unwrap_err();
    assert!(e.contains("3 to 6 players, not 2"), "{e}");
    let e = run(&["rcw", "pct"]).unwrap_err();
    assert!(e.contains("--colors is required"), "{e}");
    let e = run(&["rcw", "nope"]).unwrap_err();
    assert!(e.contains("rcw: unknown command \"nope\""), "{e}");
}

/// The command line uses the rules in force, as the app does: an edited
/// assets/rcw/rules.json (here Red against White starts at 6, not 5).
#[test]
fn the_command_line_uses_an_edited_rules_file_like_the_app() {
    let tmp = tempfile::Builder::new()
        .prefix("politburo-cli-rules-")
        .tempdir()
        .unwrap();
    let dir = tmp.path();
    std::fs::create_dir_all(dir.join("rcw")).unwrap();
    let edited = politburo::rcw::rules::BUILTIN_RULES.replacen(
        "\"red_vs_white\": 5",
        "\"red_vs_white\": 6",
        1,
    );
    std::fs::write(dir.join("rcw/rules.json"), edited).unwrap();
    let out = assert_cmd::cargo::cargo_bin_cmd!("politburo")
        .args(["rcw", "pct", "--colors", "A=Red,B=White,C=Red"])
        .env("POLITBURO_ASSETS_DIR", dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.contains("A\tC\t\t\t\tB\t\n"), "{stdout}");
    assert!(stderr.contains("Using edited rules"), "{stderr}");
}

/// `rcw plan`: the issue's own example. B's Red 4 and 3 in Perm together
/// make 7:3 → 2-1 on D's White 3 (neither alone reaches 2-1); B's Red 5
/// moves from Omsk to Kazan for 5:2 → 2-1 on D's White 2 holding the Gold.
#[test]
fn plans_an_apt_entry_from_typed_stacks() {
    let out = run(&[
        "rcw",
        "plan",
        "--phasing",
        "B",
        "--from",
        "Red",
        "--against",
        "White",
        "--defender",
        "D",
        "--min",
        "2-1",
        "--required",
        "2",
        "--stacks",
        "Perm: B Red 4, B Red 3, D White 3; Omsk: B Red 5; Kazan: D White 2 (Gold)",
        "--reach",
        "Omsk>Perm, Omsk>Kazan",
    ])
    .unwrap();
    assert_eq!(
        out,
        "Attack 1: Perm: B Red 4 + B Red 3 vs D White 3: 7:3 → 2-1\n\
         Attack 2: Kazan: B Red 5 from Omsk vs D White 2 (Gold): 5:2 → 2-1\n\
         2 of 2 attacks\n"
    );
}

#[test]
fn plan_input_it_cannot_read_is_named() {
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
        "2-1",
        "--required",
        "2",
    ];
    let with = |extra: &[&str]| {
        let mut a: Vec<&str> = base.to_vec();
        a.extend_from_slice(extra);
        run(&a).unwrap_err()
    };
    let e = with(&["--stacks", "Perm: B Rde 4"]);
    assert!(e.contains("\"Rde\" is not a unit colour"), "{e}");
    let e = with(&["--stacks", "Perm: B Red 4", "--reach", "Omsk>Perm"]);
    assert!(e.contains("--reach"), "{e}");
    let e = with(&["--stacks", "Perm: B Red 0"]);
    assert!(e.contains("--stacks"), "{e}");
    let mut q: Vec<&str> = base.to_vec();
    q.extend_from_slice(&["--stacks", "Perm: B Red 4"]);
    let at = q.iter().position(|a| *a == "--phasing").unwrap();
    q[at + 1] = "Q";
    let e = run(&q).unwrap_err();
    assert!(
        e.contains("--phasing \"Q\" is not one of A, B, C, D, E, F"),
        "{e}"
    );
    let e = with(&["--stacks", "Perm: B Red 4", "--required", "9"]);
    assert!(e.contains("more than once"), "{e}");
}

/// `--escort-min` takes any column from 1-1 up, as its help says: at 4-1
/// the Gold's escort no longer makes the 3-1 attack it makes by the rules;
/// 1-2 is refused with the reason.
#[test]
fn escorts_can_be_held_to_a_house_rules_minimum() {
    let with = |escort: Option<&str>| {
        let mut a = vec![
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
            "Perm: B Red 6 (Gold), D White 2",
        ];
        if let Some(e) = escort {
            a.extend_from_slice(&["--escort-min", e]);
        }
        run(&a)
    };
    let by_rules = with(None).unwrap();
    assert!(
        by_rules.starts_with("Attack 1: Perm: B Red 6 (Gold) vs D White 2: 6:2 → 3-1"),
        "{by_rules}"
    );
    let strict = with(Some("4-1")).unwrap();
    assert!(strict.contains("0 of 1 attacks"), "{strict}");
    assert_eq!(with(Some("3-1")).unwrap(), by_rules);
    let e = with(Some("1-2")).unwrap_err();
    assert!(e.contains("--escort-min: 1-2 is below 1-1"), "{e}");
}
