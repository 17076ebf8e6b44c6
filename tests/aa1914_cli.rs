#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `politburo aa1914 …` through the dispatcher.

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
fn checklist_prints_the_six_steps_with_what_to_place() {
    let out = run(&["aa1914", "checklist"]).unwrap();
    for line in [
        "Step 1 of 6: Allied forces retreat",
        "  Units that cannot retreat that way are removed from the game.",
        "Step 4 of 6: place Soviet units",
        "  Moscow: 3 infantry, 1 artillery",
        "  Karelia: 3 infantry, 1 artillery",
        "  Kazakhstan: 2 infantry",
        "  Sea Zone 12: 1 cruiser",
        "  Place a Soviet control marker on Moscow, Karelia and Kazakhstan.",
        "  Give 9 IPCs to the Soviet treasury.",
        "  Imperial Russia keeps any leftover IPCs in its treasury.",
        "  Russia's Collect Income phase is skipped.",
        "  Germany now begins its turn.",
        "  Turn order from now on: Austria-Hungary, Russia, Germany, France, United Kingdom, Ottoman Empire, Italy, United States, Soviet Russia.",
    ] {
        assert!(out.lines().any(|l| l == line), "missing {line:?} in\n{out}");
    }
}

#[test]
fn can_enter_answers_with_the_rule() {
    let out = run(&[
        "aa1914",
        "can-enter",
        "--unit",
        "land",
        "--power",
        "Germany",
        "--territory",
        "Moscow",
    ])
    .unwrap();
    assert!(out.starts_with("No: Moscow is in Inner Russia."), "{out}");
    let out = run(&[
        "aa1914",
        "can-enter",
        "--unit",
        "land",
        "--power",
        "Soviet",
        "--territory",
        "Persia",
    ])
    .unwrap();
    assert!(
        out.starts_with("No: Persia: Soviet Russia must recognise"),
        "{out}"
    );
    let out = run(&[
        "aa1914",
        "can-enter",
        "--unit",
        "land",
        "--power",
        "Soviet",
        "--territory",
        "Caucasus",
        "--other-territory",
        "--not-originally-central",
        "--not-central-now",
    ])
    .unwrap();
    assert!(out.starts_with("Yes: "), "{out}");
    let out = run(&[
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
    ])
    .unwrap();
    assert!(
        out.starts_with("No: Soviet sea units can move through"),
        "{out}"
    );
}

#[test]
fn can_enter_asks_for_what_it_cannot_see() {
    let msg = usage_error(&[
        "aa1914",
        "can-enter",
        "--unit",
        "land",
        "--power",
        "Soviet",
        "--territory",
        "Caucasus",
        "--other-territory",
    ]);
    assert!(
        msg.contains("--originally-central or --not-originally-central"),
        "{msg}"
    );
    let msg = usage_error(&[
        "aa1914",
        "can-enter",
        "--unit",
        "land",
        "--power",
        "Soviet",
        "--territory",
        "Caucasus",
        "--other-territory",
        "--not-originally-central",
    ]);
    assert!(msg.contains("--central-now or --not-central-now"), "{msg}");
}

#[test]
fn can_enter_bad_input_is_named() {
    let msg = usage_error(&[
        "aa1914",
        "can-enter",
        "--unit",
        "air",
        "--power",
        "Soviet",
        "--territory",
        "Moscow",
    ]);
    assert!(
        msg.contains("'air'") && msg.contains("[possible values: land, sea]"),
        "{msg}"
    );
    let msg = usage_error(&[
        "aa1914",
        "can-enter",
        "--unit",
        "land",
        "--power",
        "Narnia",
        "--territory",
        "Moscow",
    ]);
    assert!(msg.contains("unknown power \"Narnia\""), "{msg}");
    let msg = usage_error(&[
        "aa1914",
        "can-enter",
        "--unit",
        "land",
        "--power",
        "Soviet",
        "--territory",
        "Sea Zone 5",
    ]);
    assert!(
        msg.contains("a land unit does not enter a sea zone"),
        "{msg}"
    );
    let msg = usage_error(&["aa1914", "can-enter", "--unit", "land", "--power", "Soviet"]);
    assert!(
        msg.contains("the following required arguments were not provided:\n  --territory"),
        "{msg}"
    );
    let msg = usage_error(&["aa1914", "frobnicate"]);
    assert!(
        msg.contains("unrecognized subcommand 'frobnicate'"),
        "{msg}"
    );
}
