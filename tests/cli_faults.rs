#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Command-line faults, run as the player runs them: the real binary, with a
//! time limit, so a count that used to run for minutes or abort allocating
//! fails here instead of hanging the suite.

use politburo::ratio::Ratio;
use std::time::{Duration, Instant};

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    took: Duration,
}

/// Runs `politburo <args>` (assert_cmd), killing it after `limit`.
fn politburo(args: &[&str], limit: Duration) -> Run {
    let start = Instant::now();
    let sealed = tempfile::tempdir().unwrap();
    let out = assert_cmd::cargo::cargo_bin_cmd!("politburo")
        .args(args)
        // Sealed from the machine: a data folder of its own, no edited
        // files from the environment.
        .env("POLITBURO_DATA_DIR", sealed.path())
        .env_remove("POLITBURO_ASSETS_DIR")
        .timeout(limit)
        .output()
        .unwrap();
    // Killed at the limit: no exit code.
    assert!(
        out.status.code().is_some(),
        "politburo {}: still running after {limit:?}",
        args.join(" ")
    );
    Run {
        code: out.status.code(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        took: start.elapsed(),
    }
}

const QUICK: Duration = Duration::from_secs(10);

/// Exit 2, quickly, with a message naming each of `names`: one line, or
/// clap's refusal (its first line "error: …", then its usage and where to
/// look).
fn refused(args: &[&str], names: &[&str]) -> String {
    let r = politburo(args, QUICK);
    assert_eq!(
        r.code,
        Some(2),
        "politburo {}: exit {:?}\nstdout:\n{}\nstderr:\n{}",
        args.join(" "),
        r.code,
        r.stdout,
        r.stderr
    );
    assert!(r.stdout.is_empty(), "{}", r.stdout);
    assert!(
        r.stderr.lines().count() == 1 || r.stderr.starts_with("error: "),
        "{}",
        r.stderr
    );
    for n in names {
        assert!(r.stderr.contains(n), "{n:?} not in {}", r.stderr);
    }
    assert!(r.took < QUICK);
    r.stderr
}

/// The exact sum of the `<result>\t<n>/<d>\t<percent>%` lines.
fn sum_of_chances(stdout: &str) -> Ratio {
    stdout
        .lines()
        .filter_map(|l| {
            let mut cols = l.split('\t');
            let (_, chance, pct) = (cols.next()?, cols.next()?, cols.next()?);
            pct.ends_with('%').then_some(())?;
            let (n, d) = chance.split_once('/')?;
            Some(Ratio::new(n.parse().ok()?, d.parse().ok()?))
        })
        .sum()
}

#[test]
fn officer_counts_beyond_the_rules_are_refused_at_once() {
    for n in [
        "13",
        "25",
        "30",
        "100",
        "10000",
        "4294967295",
        "99999999999999999999",
    ] {
        let e = refused(
            &[
                "red-actions",
                "officer",
                "--context",
                "shooting",
                "--officers",
                n,
            ],
            &["--officers", n, "1 to 12", "junior officer"],
        );
        assert!(!e.contains("panicked"), "{e}");
    }
    refused(
        &[
            "red-actions",
            "officer",
            "--context",
            "combat",
            "--officers",
            "0",
        ],
        &["--officers 0 is outside 1 to 12"],
    );
}

#[test]
fn every_allowed_officer_count_prints_odds_that_sum_to_one() {
    for context in [&["shooting"][..], &["combat"], &["combat", "--routs"]] {
        for n in 1..=12 {
            let n = n.to_string();
            let mut args = vec!["red-actions", "officer", "--officers", &n, "--context"];
            args.extend(context);
            let r = politburo(&args, QUICK);
            assert_eq!(r.code, Some(0), "{}", r.stderr);
            assert_eq!(
                sum_of_chances(&r.stdout),
                Ratio::ONE,
                "{args:?}\n{}",
                r.stdout
            );
        }
    }
}

#[test]
fn wire_strips_are_bounded_and_quick() {
    refused(
        &[
            "red-actions",
            "wire",
            "--who",
            "tank",
            "--strips",
            "4294967295",
        ],
        &["--strips 4294967295", "1 to 24"],
    );
    refused(
        &["red-actions", "wire", "--who", "tank", "--strips", "25"],
        &["--strips 25 is outside 1 to 24"],
    );
    let r = politburo(
        &["red-actions", "wire", "--who", "tank", "--strips", "24"],
        QUICK,
    );
    assert_eq!(r.code, Some(0));
    assert!(r.stdout.contains("all 24 strips crushed\t1/16777216\t"));
    assert_eq!(sum_of_chances(&r.stdout), Ratio::ONE);
}

#[test]
fn morale_numbers_are_bounded_not_wrapped() {
    refused(
        &[
            "red-actions",
            "morale",
            "--test",
            "fear",
            "--number",
            "2147483647",
            "--officers",
            "2147483647",
        ],
        &["--number 2147483647", "0 to 12"],
    );
    refused(
        &[
            "red-actions",
            "morale",
            "--test",
            "fear",
            "--number",
            "7",
            "--officers",
            "2147483647",
        ],
        &["--officers 2147483647", "-6 to +6"],
    );
    refused(
        &[
            "red-actions",
            "morale",
            "--test",
            "fear",
            "--number",
            "-2147483648",
            "--officers",
            "-1",
        ],
        &["--number -2147483648", "0 to 12"],
    );
    // The ends of the ranges still work: 12 + 6 = 18, only the 12 fails.
    let r = politburo(
        &[
            "red-actions",
            "morale",
            "--test",
            "fear",
            "--number",
            "12",
            "--officers",
            "+6",
        ],
        QUICK,
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    assert!(
        r.stdout.contains("modified success number: 18"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("\t35/36\t"), "{}", r.stdout);
}

#[test]
fn malformed_or_contradictory_input_exits_two() {
    refused(
        &["odds", "rcw/sdt", "--column", "nope"],
        &["rcw/sdt", "\"nope\"", "--column"],
    );
    refused(
        &["roll", "rcw/sdt", "--column", "nope"],
        &["rcw/sdt", "\"nope\""],
    );
    refused(
        &[
            "directory",
            "combat",
            "--attacker",
            "3:bolshevik",
            "--defender",
            "2,,3",
        ],
        &["--defender \"2,,3\"", "entry 2 of 3 is empty"],
    );
    refused(
        &["red-actions", "fire", "--action", "set", "--markers", "abc"],
        &["--markers", "--action fight only"],
    );
    refused(
        &["red-actions", "ambush", "--partisans", "--clever"],
        &["--partisans", "--clever", "not both"],
    );
    // A combat whose flank markers overflowed used to panic.
    refused(
        &[
            "red-actions",
            "combat",
            "--charger-fighting",
            "3",
            "--charger-bases",
            "4",
            "--defender-fighting",
            "2",
            "--defender-bases",
            "4294967295",
            "--defender-terror",
            "4294967295",
            "--contact",
            "rear",
        ],
        &["--defender-bases 4294967295", "1 to 12"],
    );
}

/// The cases of "Nothing lost, take two" (items 6 and 7), exactly as
/// written there: each exits 2 with one line naming what is wrong.
#[test]
fn the_reported_crashes_and_doubtful_answers_exit_two() {
    let stacks = "Samara: C Green 8, B Blue 2; Kazan: D Blue 3; Omsk: E Green 1";
    let plan = |extra: &[&'static str]| -> Vec<&'static str> {
        let stacks: &'static str = Box::leak(stacks.to_string().into_boxed_str());
        let mut v = vec![
            "rcw",
            "plan",
            "--phasing",
            "B",
            "--from",
            "Blue",
            "--against",
            "Green",
            "--min",
            "1-1",
            "--required",
            "1",
            "--stacks",
            stacks,
        ];
        v.extend_from_slice(extra);
        v
    };
    let cases: Vec<(Vec<&str>, Vec<&str>)> = vec![
        (
            vec![
                "red-actions",
                "shooting",
                "--value",
                "1/18446744073709551557",
                "--bases",
                "3",
                "--long-range",
            ],
            vec!["--value", "denominator"],
        ),
        (
            vec!["rcw", "pct", "--colors", "A=Red,,B=Red,C=Red"],
            vec!["entry 2 of 4 is empty"],
        ),
        (
            vec!["rcw", "pct", "--colors", "A=Red,B=Red,C=Red,"],
            vec!["entry 4 of 4 is empty"],
        ),
        (
            vec!["roll", "rcw/sdt", "--dice", "1,2,3,4,5,6,1"],
            vec!["--dice", "7 face(s)"],
        ),
        (
            vec![
                "directory",
                "combat",
                "--attacker",
                "3:bolshevik",
                "--defender",
                "2",
                "--dice",
                "1,2,3,4",
            ],
            vec!["--dice", "4 face(s)"],
        ),
        (plan(&["--defender", "B"]), vec!["B is the phasing player"]),
        (plan(&["--defender", "D,D"]), vec!["D is given twice"]),
        (plan(&["--reach", "Omsk>Omsk"]), vec!["Omsk to Omsk"]),
        (
            vec![
                "red-actions",
                "shooting",
                "--value",
                "3",
                "--bases",
                "3",
                "--formed-cavalry",
                "--road-column",
            ],
            vec!["the argument '--formed-cavalry' cannot be used multiple times"],
        ),
        (
            vec![
                "red-actions",
                "shooting",
                "--value",
                "3",
                "--bases",
                "3",
                "--skirmishers",
                "--partisans-in-cover",
            ],
            vec!["the argument '--skirmishers' cannot be used multiple times"],
        ),
        (
            vec![
                "red-actions",
                "morale",
                "--test",
                "fear",
                "--number",
                "7",
                "--night",
                "--fog",
            ],
            vec!["the argument '--night' cannot be used multiple times"],
        ),
    ];
    for (args, names) in cases {
        refused(&args, &names);
    }
}

/// An argument that is not UTF-8, anywhere in any command, is refused with
/// exit 2 and a message naming its place: never a panic (exit 101).
#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_exit_two_everywhere() {
    use std::ffi::OsString;
    use std::os::unix::ffi::OsStringExt;
    let bad = OsString::from_vec(b"\xff\xfe\x80abc".to_vec());
    let commands: &[&[&str]] = &[
        &["table"],
        &["roll", "rcw/sdt", "--column"],
        &["rcw", "pct", "--colors"],
        &["red-actions", "shooting", "--value"],
        &["diplomacy", "players"],
        &[],
    ];
    for c in commands {
        let mut args: Vec<OsString> = c.iter().map(OsString::from).collect();
        args.push(bad.clone());
        let sealed = tempfile::tempdir().unwrap();
        let out = assert_cmd::cargo::cargo_bin_cmd!("politburo")
            .args(&args)
            .env("POLITBURO_DATA_DIR", sealed.path())
            .env_remove("POLITBURO_ASSETS_DIR")
            .timeout(QUICK)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{c:?}: {stderr}");
        assert!(stderr.contains("is not valid UTF-8"), "{c:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}

/// Each class of bad value a person can type: empty entries, huge and
/// negative numbers, a fraction too fine, a misspelt name, a duplicate, a
/// control character.
const BAD_VALUES: [&str; 9] = [
    "",
    ",",
    "1,,2",
    "-1",
    "99999999999999999999999",
    "1/18446744073709551557",
    "Zzyzx",
    "A,A",
    "\u{0}",
];

/// Runs a command line in-process: `Err` when it panicked, else what the
/// command returned and printed.
type InProcess = std::thread::Result<politburo::cli::CliResult>;
fn in_process(args: &[String]) -> (InProcess, Vec<u8>) {
    let mut out = Vec::new();
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        politburo::cli::dispatch_in(args, None, &mut out)
    }));
    (r, out)
}

/// A bad value must be refused: never a panic, never an answer.
fn refused_in_process(args: &[String]) {
    match in_process(args) {
        (Err(_), _) => panic!("politburo {args:?} panicked"),
        (Ok(Ok(())), out) => panic!(
            "politburo {args:?} answered (exit 0):\n{}",
            String::from_utf8_lossy(&out)
        ),
        (Ok(Err(_)), _) => {}
    }
}

/// Every option of every command, each given a value from each class of
/// bad input (empty entries, huge and negative numbers, a misspelt name,
/// a duplicate, a fraction too fine): never a panic, and never exit 0 for
/// a value that names nothing real. Run in-process, so the whole sweep is
/// quick.
#[test]
fn every_option_with_every_class_of_bad_input_never_panics() {
    let mut cmds: Vec<(Vec<String>, clap::Command)> = Vec::new();
    fn walk(prefix: Vec<String>, c: &clap::Command, out: &mut Vec<(Vec<String>, clap::Command)>) {
        if c.has_subcommands() {
            for s in c.get_subcommands() {
                let mut p = prefix.clone();
                p.push(s.get_name().to_string());
                walk(p, s, out);
            }
        } else {
            out.push((prefix, c.clone()));
        }
    }
    walk(Vec::new(), &politburo::cli::command(), &mut cmds);
    let mut runs = 0;
    for (path, cmd) in &cmds {
        if matches!(
            path.first().map(String::as_str),
            Some("man" | "completions")
        ) {
            continue;
        }
        for arg in cmd.get_arguments() {
            let Some(long) = arg.get_long() else { continue };
            if !arg.get_action().takes_values() {
                continue;
            }
            for value in BAD_VALUES {
                let mut args = path.clone();
                args.push(format!("--{long}"));
                args.push(value.to_string());
                runs += 1;
                refused_in_process(&args);
            }
        }
    }
    assert!(runs > 300, "{runs} runs");
}

/// The sweep above from commands that otherwise read: each command's
/// README example with one option's value replaced by each class of bad
/// input. Never a panic, never an answer (exit 0) for a value that names
/// nothing real.
#[test]
fn every_value_of_a_working_command_line_is_checked() {
    let stacks = "Perm: B Red 4, B Red 3, D White 3; Omsk: B Red 5; Kazan: D White 2 (Gold)";
    let commands: Vec<Vec<&str>> = vec![
        vec![
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
            stacks,
            "--reach",
            "Omsk>Perm, Omsk>Kazan",
        ],
        vec![
            "rcw",
            "pct",
            "--colors",
            "A=Red,B=Undecided,C=Red,D=White,E=Undecided",
        ],
        vec!["odds", "directory/crt-1", "--column", "1-1"],
        vec!["roll", "directory/crt-1", "--column", "1-1", "--dice", "4"],
        vec![
            "directory",
            "combat",
            "--attacker",
            "3:bolshevik:supplied:clear",
            "--defender",
            "2",
        ],
        vec![
            "diplomacy",
            "removals",
            "--power",
            "Russia",
            "--count",
            "2",
            "--units",
            "A spa, F stp/sc, A mos",
        ],
        vec![
            "aa1914",
            "can-enter",
            "--unit",
            "sea",
            "--power",
            "Soviet",
            "--territory",
            "Sea Zone 12",
            "--central-units",
            "--ends-move",
        ],
    ];
    let mut runs = 0;
    for base in &commands {
        let base: Vec<String> = base.iter().map(|s| s.to_string()).collect();
        let (ok, out) = in_process(&base);
        assert!(
            matches!(ok, Ok(Ok(()))),
            "the baseline {base:?} must answer: {}",
            String::from_utf8_lossy(&out)
        );
        for (i, word) in base.iter().enumerate() {
            // Each option's value, in turn.
            if !word.starts_with("--") || base.get(i + 1).is_none_or(|v| v.starts_with("--")) {
                continue;
            }
            for value in BAD_VALUES {
                let mut args = base.clone();
                args[i + 1] = value.to_string();
                runs += 1;
                refused_in_process(&args);
            }
        }
    }
    assert!(runs > 100, "{runs} runs");
}
