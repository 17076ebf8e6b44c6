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
    let out = assert_cmd::cargo::cargo_bin_cmd!("politburo")
        .args(args)
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

/// Exit 2, quickly, with a one-line message naming each of `names`.
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
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
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
