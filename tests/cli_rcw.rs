#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `politburo rcw pct`, `plan` and `play`, through the same dispatch the
//! binary uses, with no data folder: nothing the machine keeps (a chart,
//! an autosave) changes what they print.

fn run(args: &[&str]) -> Result<String, String> {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    politburo::cli::dispatch_in(&args, None, &mut out)
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
    assert!(
        e.contains("the following required arguments were not provided:\n  --colors"),
        "{e}"
    );
    let e = run(&["rcw", "nope"]).unwrap_err();
    assert!(e.contains("unrecognized subcommand 'nope'"), "{e}");
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
        // A data folder of its own: nothing the machine keeps is read.
        .env("POLITBURO_DATA_DIR", dir.join("data"))
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
    let base = b_red_on_white_at("2-1", "2");
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
        e.contains(
            "invalid value 'Q' for '--phasing <LETTER>'\n  [possible values: A, B, C, D, E, F]"
        ),
        "{e}"
    );
    let e = with(&["--stacks", "Perm: B Red 4", "--required", "9"]);
    assert!(e.contains("cannot be used multiple times"), "{e}");
}

/// `rcw plan` for B's Red units on White units at `min` or better, no
/// stacks given yet.
fn b_red_on_white_at(min: &'static str, required: &'static str) -> Vec<&'static str> {
    vec![
        "rcw",
        "plan",
        "--phasing",
        "B",
        "--from",
        "Red",
        "--against",
        "White",
        "--min",
        min,
        "--required",
        required,
    ]
}

/// `rcw plan` for B's Red units on White units at 1-1 or better.
fn b_red_on_white(required: &'static str, stacks: &'static str) -> Vec<&'static str> {
    let mut args = b_red_on_white_at("1-1", required);
    args.extend(["--stacks", stacks]);
    args
}

/// `--escort-min` takes any column from 1-1 up, as its help says: at 4-1
/// the Gold's escort no longer makes the 3-1 attack it makes by the rules;
/// 1-2 is refused with the reason.
#[test]
fn escorts_can_be_held_to_a_house_rules_minimum() {
    let with = |escort: Option<&str>| {
        let mut a = b_red_on_white("1", "Perm: B Red 6 (Gold), D White 2");
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
    // Not a column at all: said with what is taken, not a list of three.
    let e = with(Some("1-0")).unwrap_err();
    assert!(e.contains("any column from 1-1 up is taken"), "{e}");
    assert!(!e.contains("is not one of"), "{e}");
}

#[test]
fn plan_with_a_chart_stops_at_its_top_column_and_prints_each_attacks_chances() {
    let crt = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/rcw/example-crt.json");
    let plan = |chart: &[&str]| {
        let mut args = b_red_on_white(
            "2",
            "Perm: B Red 12, D White 2; Kazan: B Red 4, D White 4; Omsk: B Red 3",
        );
        args.extend_from_slice(&["--reach", "Omsk>Perm, Omsk>Kazan"]);
        args.extend_from_slice(chart);
        run(&args).unwrap()
    };
    // Without a chart the Red 3 cannot lift Kazan's 4:4 (7:4 is still
    // 1-1), so it lifts Perm from 6-1 to 7-1.
    assert_eq!(
        plan(&["--no-crt"]),
        "Attack 1: Perm: B Red 12 + B Red 3 from Omsk vs D White 2: 15:2 → 7-1\n\
         Attack 2: Kazan: B Red 4 vs D White 4: 4:4 → 1-1\n\
         2 of 2 attacks\n"
    );
    // With the example chart 6-1 is the top: 7-1 would read 6-1, so the
    // Red 3 stays home, and each attack's chances follow.
    assert_eq!(
        plan(&["--crt", crt]),
        "Attack 1: Perm: B Red 12 vs D White 2: 12:2 → 6-1\n\
         Attack 2: Kazan: B Red 4 vs D White 4: 4:4 → 1-1\n\
         2 of 2 attacks\n\
         Chances on \"EXAMPLE chart: edit it to match your printed Combat Results Table\" (1-2 to 6-1, 1d6; odds above 6-1 read 6-1):\n\
         \x20 Attack 1 at 6-1: DR 1/3 · DE 2/3\n\
         \x20 Attack 2 at 1-1: AE 1/3 · AR 1/3 · EX 1/6 · DR 1/6\n"
    );
    // A chart that does not read is refused with where.
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\n  \"id\": \"rcw/your-crt\",\n  \"title\" 3\n}\n").unwrap();
    let mut args: Vec<&str> = b_red_on_white_at("2-1", "1");
    args.extend(["--stacks", "Perm: B Red 4, D White 2"]);
    args.extend(["--crt", bad.to_str().unwrap()]);
    let e = run(&args).unwrap_err();
    assert!(e.contains("rcw plan --crt: not valid JSON"), "{e}");
    assert!(e.contains("(line 3, column"), "{e}");
}

/// `rcw plan` reads the chart kept in the data folder it is given, and
/// none when there is no folder.
#[test]
fn plan_reads_the_chart_kept_in_its_data_folder() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/assets/rcw/example-crt.json"),
        politburo::session::charts::chart_path(&politburo::session::SessionStore::new(
            dir.path().to_path_buf(),
        )),
    )
    .unwrap();
    let args: Vec<String> = b_red_on_white("1", "Perm: B Red 12, D White 2")
        .iter()
        .map(|s| s.to_string())
        .collect();
    let in_folder = |data: Option<&std::path::Path>| {
        let mut out = Vec::new();
        politburo::cli::dispatch_in(&args, data, &mut out).unwrap();
        String::from_utf8(out).unwrap()
    };
    let kept = in_folder(Some(dir.path()));
    assert!(
        kept.contains("Perm: B Red 12 vs D White 2: 12:2 → 6-1"),
        "{kept}"
    );
    assert!(kept.contains("Attack 1 at 6-1: DR 1/3 · DE 2/3"), "{kept}");
    let none = in_folder(None);
    assert!(
        none.contains("12:2 → 6-1") && !none.contains("Chances"),
        "{none}"
    );
}
