#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `politburo diplomacy …` through the dispatcher, as a user runs it (with
//! no data folder: nothing on the machine changes the answer).

use politburo::cli::{CliError, dispatch_in};

fn run(args: &[&str]) -> Result<String, CliError> {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    dispatch_in(&args, None, &mut out).map(|()| String::from_utf8(out).unwrap())
}

fn usage_error(args: &[&str]) -> String {
    match run(args) {
        Err(e @ (CliError::Usage(_) | CliError::Args(_))) => e.to_string(),
        other => panic!("expected a usage error (exit 2), got {other:?}"),
    }
}

#[test]
fn removals_print_the_units_to_take_off_one_per_line() {
    let out = run(&[
        "diplomacy",
        "removals",
        "--power",
        "Germany",
        "--count",
        "2",
        "--units",
        "A Sevastopol, F stp/nc, A mun",
    ])
    .unwrap();
    assert_eq!(out, "F St Petersburg (north coast)\nA Sevastopol\n");
}

#[test]
fn provinces_by_full_name_or_abbreviation_in_any_case() {
    let out = run(&[
        "diplomacy",
        "removals",
        "--power",
        "russia",
        "--count",
        "3",
        "--units",
        "a SPAIN, f Aegean Sea, A gal",
    ])
    .unwrap();
    assert_eq!(out, "A Spain\nF Aegean Sea\nA Galicia\n");
}

#[test]
fn verbose_shows_distance_and_route() {
    let out = run(&[
        "diplomacy",
        "removals",
        "--power",
        "Turkey",
        "--count",
        "2",
        "--units",
        "A Tunis, A Vienna",
        "--verbose",
    ])
    .unwrap();
    assert_eq!(
        out,
        "A Vienna — distance 4 — route: Vienna → Budapest → Rumania → Black Sea → Ankara\n\
         A Tunis — distance 3 — route: Tunis → Ionian Sea → Aegean Sea → Constantinople\n"
    );
}

#[test]
fn a_fleet_on_a_split_coast_prints_its_coast() {
    let out = run(&[
        "diplomacy",
        "removals",
        "--power",
        "Russia",
        "--count",
        "1",
        "--units",
        "F Spain (south coast), A Ukraine",
    ])
    .unwrap();
    assert_eq!(out, "F Spain (south coast)\n");
}

#[test]
fn an_unknown_province_is_named() {
    let msg = usage_error(&[
        "diplomacy",
        "removals",
        "--power",
        "France",
        "--count",
        "1",
        "--units",
        "A Atlantis",
    ]);
    assert!(msg.contains("unknown province \"Atlantis\""), "{msg}");
}

#[test]
fn an_army_at_sea_is_refused() {
    let msg = usage_error(&[
        "diplomacy",
        "removals",
        "--power",
        "France",
        "--count",
        "1",
        "--units",
        "A North Sea",
    ]);
    assert!(msg.contains("an army cannot stand in North Sea"), "{msg}");
}

#[test]
fn a_fleet_inland_is_refused() {
    let msg = usage_error(&[
        "diplomacy",
        "removals",
        "--power",
        "France",
        "--count",
        "1",
        "--units",
        "F Paris",
    ]);
    assert!(msg.contains("a fleet cannot stand in Paris"), "{msg}");
}

#[test]
fn a_fleet_on_a_split_coast_province_needs_its_coast() {
    let msg = usage_error(&[
        "diplomacy",
        "removals",
        "--power",
        "Russia",
        "--count",
        "1",
        "--units",
        "F stp",
    ]);
    assert!(
        msg.contains("a fleet in St Petersburg must stand on one of its coasts (stp/nc or stp/sc)"),
        "{msg}"
    );
}

#[test]
fn a_count_larger_than_the_units_is_refused() {
    let msg = usage_error(&[
        "diplomacy",
        "removals",
        "--power",
        "Italy",
        "--count",
        "3",
        "--units",
        "A Rome, F Naples",
    ]);
    assert!(msg.contains("3 units to remove, but only 2 given"), "{msg}");
}

#[test]
fn two_units_in_one_province_are_refused() {
    let msg = usage_error(&[
        "diplomacy",
        "removals",
        "--power",
        "Italy",
        "--count",
        "1",
        "--units",
        "A Rome, F rom",
    ]);
    assert!(msg.contains("two units given in Rome"), "{msg}");
}

#[test]
fn an_unknown_power_is_named() {
    let msg = usage_error(&[
        "diplomacy",
        "removals",
        "--power",
        "Prussia",
        "--count",
        "1",
        "--units",
        "A Berlin",
    ]);
    assert!(msg.contains("unknown power \"Prussia\""), "{msg}");
}

#[test]
fn a_bad_count_and_missing_options_are_named() {
    let msg = usage_error(&[
        "diplomacy",
        "removals",
        "--power",
        "Italy",
        "--count",
        "two",
        "--units",
        "A Rome",
    ]);
    assert!(msg.contains("\"two\""), "{msg}");
    let msg = usage_error(&[
        "diplomacy",
        "removals",
        "--power",
        "Italy",
        "--units",
        "A Rome",
    ]);
    assert!(
        msg.contains("the following required arguments were not provided:\n  --count"),
        "{msg}"
    );
}

#[test]
fn players_prints_the_assignments() {
    let out = run(&["diplomacy", "players", "3"]).unwrap();
    assert_eq!(
        out,
        "3 players, first year 1901 (the regular game; the text names none)\n\
         Alternative 1:\n    Player 1: Russia\n    Player 2: England/France/Germany\n    Player 3: Austria/Italy/Turkey\n\
         Alternative 2:\n    Player 1: England/Germany/Austria\n    Player 2: Russia/Italy\n    Player 3: France/Turkey\n\
         Supply centre ownership is computed for each country, even where one person plays several; each country adjusts by its own holdings.\n"
    );
    let out = run(&["diplomacy", "players", "5"]).unwrap();
    assert!(out.starts_with("5 players, first year 1801\n"), "{out}");
    assert!(
        out.contains(
            "Eliminated: Italy, Germany. Their units:\n  - hold in position and defend themselves\n"
        ),
        "{out}"
    );
    let msg = usage_error(&["diplomacy", "players", "9"]);
    assert!(msg.contains("two to seven players, not 9"), "{msg}");
}
