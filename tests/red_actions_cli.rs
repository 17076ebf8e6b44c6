#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `politburo red-actions …` as a player types it.

use politburo::cli::{CliError, dispatch_in};

fn run(args: &str) -> Result<String, CliError> {
    let args: Vec<String> = args.split_whitespace().map(String::from).collect();
    let mut out = Vec::new();
    dispatch_in(&args, None, &mut out).map(|()| String::from_utf8(out).unwrap())
}

fn ok(args: &str) -> String {
    run(args).unwrap_or_else(|e| panic!("{args}: {e}"))
}

fn err(args: &str) -> String {
    match run(args) {
        Err(e @ (CliError::Usage(_) | CliError::Args(_))) => e.to_string(),
        other => panic!("{args}: expected a usage error, got {other:?}"),
    }
}

#[test]
fn help_lists_the_calculators() {
    let help = ok("--help");
    assert!(help.contains("red-actions"));
    let usage = ok("red-actions help");
    for calc in [
        "shooting",
        "combat",
        "morale",
        "direct-hit",
        "officer",
        "vehicle",
        "wire",
        "fire",
        "ambush",
        "veer",
        "flight",
    ] {
        assert!(usage.contains(&format!("  {calc}")), "{calc} not in usage");
    }
}

#[test]
fn shooting_brief_example() {
    // 4 bases, 1 terror marker → 3 effective; base value 3 → 9; long range ½ → 4½ → 4
    // → column "3 – 4". Column "3 – 4": 2–7 "--" 21/36, 8–9 Ret 9/36, 10 Ter 3/36,
    // 11 "Ter ^SI Off" 2/36, 12 "2 x Ter ^SI" 1/36; SI on 11–12 (3/36), Off on 11 (2/36).
    let out = ok("red-actions shooting --value 3 --bases 4 --terror 1 --long-range");
    assert!(out.contains("  base shooting value 3\n"));
    assert!(out.contains("  long range\n"));
    assert!(out.contains("4 bases, 1 terror → 3 effective; base value 3 × 3 = 9"));
    assert!(out.contains("4½ → shooting total 4 (rounded down)"));
    assert!(out.contains("column: 3 – 4\n"));
    for line in [
        "-- (2–7)\t7/12\t58.3%",
        "Ret (8–9)\t1/4\t25.0%",
        "Ter (10)\t1/12\t8.3%",
        "Ter ^SI Off (11)\t1/18\t5.6%",
        "2 x Ter ^SI (12)\t1/36\t2.8%",
        "Serious morale test (^SI) (11–12)\t1/12\t8.3%",
        "Officer casualty test (Off) (11)\t1/18\t5.6%",
    ] {
        assert!(
            out.contains(&format!("{line}\n")),
            "missing {line:?} in\n{out}"
        );
    }
}

#[test]
fn shooting_in_stone_buildings_clamps_to_the_first_column() {
    // Same shot, target in stone buildings −4: column 1 − 4 → kept at "2".
    // Column "2": 2–9 "--" 30/36, 10 Ret 3/36, 11 Ter 2/36, 12 "Ter ^SI" 1/36.
    let out = ok(
        "red-actions shooting --value 3 --bases 4 --terror 1 --long-range --cover stone --dice 5,6",
    );
    assert!(out.contains("Target in stone buildings etc -4 columns"));
    assert!(out.contains("net shift -4 → column 2 (kept within the table)"));
    assert!(out.contains("column: 2\n"));
    assert!(out.contains("-- (2–9)\t5/6\t83.3%\n"));
    assert!(out.contains("Ter ^SI (12)\t1/36\t2.8%\n"));
    assert!(out.contains("Officer casualty test (Off)\t0/1\t0.0%\n"));
    assert!(out.ends_with("dice: 5+6 = 11 → Ter\n"), "{out}");
}

#[test]
fn shooting_only_best_cover_and_tank_note() {
    // 2 × 6 = 12 → "9 – 12"; soft −1 and wooden −3 given: only −3 → "2".
    let out = ok("red-actions shooting --value 2 --bases 6 --cover soft,wooden --tank");
    assert!(out.contains("Target in soft cover -1 columns not used: only the best cover counts"));
    assert!(out.contains("column: 2\n"));
    assert!(out.contains("tank fire: the target takes an automatic terror marker"));
}

#[test]
fn shooting_below_two_has_no_column() {
    let out = ok("red-actions shooting --value 1 --bases 1 --long-range --mg-close --dice 6,6");
    assert!(out.contains("column: no column (total below 2)\n"));
    assert!(out.contains("dice: no column to read"));
}

#[test]
fn combat_flank_charge() {
    // Charger 3 × 2 = 6; defender 4 bases, +1 terror from the flank charge → 3 × 2 = 6,
    // −50% → 3. 6 : 3 = 2 → "2:1", charger stronger. Column 2:1: 2 S/Defeated (1/36).
    let out = ok(
        "red-actions combat --charger-fighting 2 --charger-bases 3 --defender-fighting 2 --defender-bases 4 --contact flank --dice 1,1",
    );
    assert!(out.contains("column: 2:1 (stronger: charger)\n"), "{out}");
    assert!(out.contains("stronger: charger; ratio 6 : 3 = 2 to 1 → column 2:1"));
    assert!(
        out.contains("S/Defeated — charger loses two bases and survivors rout (2)\t1/36\t2.8%\n")
    );
    assert!(out.contains("dice: 1+1 = 2 → S/Defeated — charger loses two bases"));
}

#[test]
fn combat_equal_strength_is_advantage_to_the_charger() {
    // 2 × 4 = 8 each: charger stronger, "Advantage"; 7–8 W/Retires 1 x Ter: 11/36.
    let out = ok(
        "red-actions combat --charger-fighting 2 --charger-bases 4 --defender-fighting 2 --defender-bases 4",
    );
    assert!(out.contains("equal strength: the charger has advantage"));
    assert!(out.contains("column: Advantage (stronger: charger)\n"));
    assert!(out.contains(
        "W/Retires 1 x Ter — defender retires and places 1 terror marker (7–8)\t11/36\t30.6%\n"
    ));
}

#[test]
fn morale_pass_chance_and_failure() {
    // Fear test 7, officer +1, enemy behind flank −2 → 6: 2–6 pass = 15/36 = 5/12.
    let out = ok(
        "red-actions morale --test fear --number 7 --officers +1 --enemy-behind-flank --dice 4,3",
    );
    assert!(out.contains("modified success number: 6"));
    assert!(out.contains("Passes (2d6 ≤ 6, not 12) (2–6)\t5/12\t41.7%\n"));
    assert!(out.contains("Fails — immediately routs. (7–12)\t7/12\t58.3%\n"));
    assert!(out.ends_with("dice: 4+3 = 7 → Fails — immediately routs.\n"));
    // 12 always fails even with a high number.
    let out = ok("red-actions morale --test serious --number 11 --earthworks");
    assert!(out.contains("(2–11)\t35/36\t97.2%\n"));
}

#[test]
fn direct_hit_numbers_and_never() {
    // Other gun vs moving vehicle 12, +1 per whole km: 1,200m → 13: never.
    let out = ok("red-actions direct-hit --gun other --target moving-vehicle --range-m 1200");
    assert!(out.contains("number needed: 13 — above 12, can never hit"));
    assert!(out.contains("no direct hit (2–12)\t1/1\t100.0%\n"));
    // Field gun vs building 9+: 10/36.
    let out = ok("red-actions direct-hit --gun field --target building");
    assert!(out.contains("direct hit: one enemy base eliminated (9–12)\t5/18\t27.8%\n"));
    let out = ok("red-actions direct-hit --building-hit stone");
    assert!(out.contains("Destroyed (11–12)\t1/12\t8.3%\n"));
}

#[test]
fn the_small_rolls() {
    let out = ok("red-actions officer --context combat --routs --officers 2 --dice 2,5");
    assert!(out.contains(
        "2 of 2 officers lost — all: add a terror marker, take a serious test\t1/9\t11.1%\n"
    ));
    assert!(out.ends_with("dice: 2,5 → 1 of 2 officers lost\n"));
    let out = ok("red-actions vehicle --kind tank --event obstacle --dice 2");
    assert!(out.contains("Permanently stuck (1)\t1/6\t16.7%\n"));
    assert!(out.contains("Temporarily stuck requires a 4+ on a later move."));
    assert!(out.ends_with("dice: 2 → Temporarily stuck\n"));
    let out = ok("red-actions wire --who infantry");
    assert!(out.contains("Crossed (9–12)\t5/18\t27.8%\n"));
    let out = ok("red-actions wire --who tank --strips 2 --dice 4,1");
    assert!(out.contains("all 2 strips crushed\t1/4\t25.0%\n"));
    assert!(out.ends_with("dice: strip 1: 4 → Crushed; strip 2: 1 → Not crushed\n"));
    let out = ok("red-actions fire --action fight --markers 3 --dice 6");
    assert!(out.ends_with("dice: 6 → fire put out\n"));
    let out = ok("red-actions ambush --clever --distance 7");
    assert!(out.contains("scouting range 8\""));
    let out = ok("red-actions veer");
    assert!(out.contains("Veer 30° right (6)\t1/6\t16.7%\n"));
    assert!(ok("red-actions mob").contains("Acts (3–6)\t2/3\t66.7%\n"));
    assert!(ok("red-actions pre-empt").contains("(6)\t1/6\t16.7%\n"));
    assert!(ok("red-actions friendly-fire").contains("Fire at them (1)\t1/6\t16.7%\n"));
    assert!(ok("red-actions pursuit --routers same-speed-cavalry").contains("(4–6)\t1/2\t50.0%\n"));
}

#[test]
fn flight_number_must_be_exceeded() {
    let out = ok("red-actions flight --percent 40 --points 250 --lost 100");
    assert!(out.contains("flight number: 100 points"));
    assert!(
        out.contains("more than 100 points are destroyed, captured or routing: 101 points or more")
    );
    assert!(out.contains("100 points lost: does not exceed the flight number"));
}

#[test]
fn bad_input_is_named() {
    assert!(
        err("red-actions shooting --value 3 --bases 4 --dice 7,1").contains("7 is not one of them")
    );
    assert!(err("red-actions shooting --value 3 --bases 4 --dice 3").contains("this roll needs 2"));
    assert!(
        err("red-actions shooting --value 3 --bases 4 --cover granite")
            .contains("--cover \"granite\"")
    );
    assert!(
        err("red-actions shooting --bases 4").contains("--value is required"),
        "{}",
        err("red-actions shooting --bases 4")
    );
    assert!(err("red-actions shooting --value x --bases 4").contains("--value \"x\""));
    assert!(
        err("red-actions shooting --value 3 --bases 2 --terror 3").contains("the unit has routed")
    );
    assert!(err("red-actions morale --test panic --number 7").contains("--test \"panic\""));
    assert!(err("red-actions charge").contains("unrecognized subcommand 'charge'"));
    assert!(err("red-actions veer --speed 3").contains("unexpected argument '--speed' found"));
    assert!(
        err("red-actions vehicle --kind armoured-car --event wire")
            .contains("armoured cars cannot cross wire")
    );
    assert!(err("red-actions fire --action fight --markers 5").contains("already destroyed"));
    assert!(err("red-actions ambush --distance 6").contains("beyond the 4\" scouting range"));
    assert!(err("red-actions pre-empt --target-clever").contains("may not be pre-empted"));
}

#[test]
fn bad_input_exits_with_code_two() {
    let code = politburo::cli::main(&["red-actions".to_string(), "nonsense".to_string()]);
    assert_eq!(code, std::process::ExitCode::from(2));
}

#[test]
fn officer_counts_are_bounded_by_the_rules() {
    for n in ["0", "13", "25", "30", "100", "10000", "4294967295"] {
        let e = err(&format!(
            "red-actions officer --context shooting --officers {n}"
        ));
        assert!(e.starts_with(&format!("red-actions officer: --officers {n} is outside 1 to 12 (a unit has one junior officer")), "{e}");
    }
    let e = err("red-actions officer --context shooting --officers lots");
    assert!(
        e.contains("--officers \"lots\" is not a whole number; give 1 to 12"),
        "{e}"
    );
    // The top of the range: 12 officers, exact; all lost is (1/6)^12.
    let out = ok("red-actions officer --context shooting --officers 12");
    assert!(
        out.contains("no officer casualty\t244140625/2176782336\t11.2%\n"),
        "{out}"
    );
    assert!(out.contains("all: add a terror marker, take a serious test\t1/2176782336\t0.0%\n"));
}

#[test]
fn the_help_gives_the_same_ranges_the_rules_modules_do() {
    use politburo::red_actions::{fire, morale, officers, wire};
    let help = ok("red-actions help");
    for (option, l) in [
        ("officers", officers::OFFICERS),
        ("strips", wire::STRIPS),
        ("markers", fire::MARKERS),
        ("number", morale::SUCCESS_NUMBER),
    ] {
        let shown = format!("--{option} <{}–{}", l.min, l.max);
        assert!(help.contains(&shown), "{shown} not in\n{help}");
    }
}

#[test]
fn wire_and_morale_numbers_are_bounded() {
    let e = err("red-actions wire --who tank --strips 4294967295");
    assert_eq!(
        e,
        "red-actions wire: --strips 4294967295 is outside 1 to 24 (one d6 per 100m (4\") strip; 24 strips are 2.4km (96\"), the length of an 8-foot table)"
    );
    assert!(
        err("red-actions wire --who tank --strips 0").contains("--strips 0 is outside 1 to 24")
    );
    let e = err("red-actions morale --test fear --number 2147483647 --officers 2147483647");
    assert!(
        e.starts_with("red-actions morale: --number 2147483647 is outside 0 to 12"),
        "{e}"
    );
    let e = err("red-actions morale --test fear --number 7 --officers -7");
    assert!(
        e.starts_with("red-actions morale: --officers -7 is outside -6 to +6"),
        "{e}"
    );
    assert!(
        err("red-actions morale --test fear --number 7.5")
            .contains("--number \"7.5\" is not a whole number; give 0 to 12")
    );
    assert!(err("red-actions morale --test fear").contains("--number is required"));
    // Lowest: 0 − 6 − 2 − 3 = −11, nothing passes.
    let out = ok(
        "red-actions morale --test fear --number 0 --officers -6 --enemy-behind-flank --ambushed-marching",
    );
    assert!(out.contains("modified success number: -11"), "{out}");
    assert!(out.contains("\t1/1\t100.0%\n"), "{out}");
}

#[test]
fn malformed_and_contradictory_options_are_named() {
    assert_eq!(
        err("red-actions fire --action set --markers abc"),
        "red-actions fire: --markers applies to --action fight only (setting a building on fire starts with none)"
    );
    assert_eq!(
        err("red-actions fire --action fight --markers abc"),
        "red-actions fire: --markers \"abc\" is not a whole number; give 1 to 4 (with no marker there is no fire to fight; at 5 the building is already destroyed)"
    );
    assert!(
        err("red-actions fire --action fight --markers 0")
            .contains("--markers 0 is outside 1 to 4")
    );
    assert_eq!(
        err("red-actions ambush --partisans --clever"),
        "red-actions ambush: give --partisans or --clever, not both: either doubles the scouting range to 8\" (200m) and they do not add up"
    );
    assert!(
        err("red-actions ambush --clever --distance 9").contains("--distance 9 is outside 0 to 8")
    );
    assert!(
        err("red-actions wire --who infantry --strips 2")
            .contains("--strips applies to --who tank only")
    );
    assert!(
        err("red-actions vehicle --kind tank --event repair --grenadiers")
            .contains("--grenadiers applies to --event charged only")
    );
    assert!(
        err("red-actions vehicle --kind armoured-car --event obstacle --off-road")
            .contains("--off-road applies to --event breakdown only")
    );
    assert!(
        err("red-actions direct-hit --building-hit stone --gun field")
            .contains("--gun is for a gun's direct hit roll")
    );
    assert!(
        err("red-actions direct-hit --gun field --target other --range-in 4294967295")
            .contains("--range-in 4294967295 is outside 0 to 4000")
    );
    assert!(
        err("red-actions direct-hit --gun field --target other --range-m 100001")
            .contains("--range-m 100001 is outside 0 to 100000")
    );
    assert_eq!(
        err("red-actions officer --context shooting --officers 3 --dice 1,,2,3"),
        "red-actions officer: --dice \"1,,2,3\": entry 2 of 4 is empty"
    );
    assert_eq!(
        err("red-actions shooting --value 3 --bases 2 --cover ,,stone"),
        "red-actions shooting: --cover \",,stone\": entry 1 of 3 is empty"
    );
    assert!(
        err("red-actions officer --context shooting --officers 2 --officers 3").starts_with(
            "error: the argument '--officers <officers>' cannot be used multiple times"
        )
    );
    assert!(
        err("red-actions shooting --value 101 --bases 2")
            .contains("--value 101 is outside 0 to 100")
    );
    assert!(
        err("red-actions shooting --value 3 --bases 13").contains("--bases 13 is outside 1 to 12")
    );
    assert!(err("red-actions combat --charger-fighting 3 --charger-bases 2 --defender-fighting 2 --defender-bases 4294967295 --defender-terror 4294967295 --contact rear").contains("--defender-bases 4294967295 is outside 1 to 12"));
    assert!(
        err("red-actions flight --percent 100.5 --points 100")
            .contains("--percent 100.5 is outside 0 to 100")
    );
    assert!(
        err("red-actions flight --percent 99999999999999999999.5 --points 100")
            .contains("--percent \"99999999999999999999.5\" is not a number")
    );
    assert!(
        err("red-actions flight --percent 40 --points 100 --lost 101")
            .contains("--lost 101 is outside 0 to 100")
    );
}

#[test]
fn choices_read_in_any_case_with_their_other_spellings() {
    // "woods" is wooden cover; case does not matter.
    let out = ok("red-actions shooting --value 2 --bases 6 --cover Woods,STONE");
    assert!(
        out.contains("  cover: Target in wooden buildings or woods\n"),
        "{out}"
    );
    assert!(
        out.contains("  cover: Target in stone buildings etc\n"),
        "{out}"
    );
    assert!(ok("red-actions vehicle --kind Armored-Car --event obstacle").contains("armoured car"));
    // Either spelling of one flag says the same thing; both together are
    // one choice given twice, refused (help shows them as one choice).
    assert_eq!(
        ok("red-actions morale --test fear --number 7 --fog"),
        ok("red-actions morale --test fear --number 7 --night")
    );
    for both in [
        "red-actions morale --test fear --number 7 --night --fog",
        "red-actions shooting --value 3 --bases 3 --formed-cavalry --road-column",
        "red-actions shooting --value 3 --bases 3 --skirmishers --partisans-in-cover",
    ] {
        assert!(
            err(both).contains("cannot be used multiple times"),
            "{both}: {}",
            err(both)
        );
    }
    // Two spellings of one value are refused: which one counts?
    assert!(
        err("red-actions direct-hit --gun field --target other --range-m 100 --range-in 4")
            .contains("give --range-m or --range-in, not both")
    );
}

#[test]
fn inputs_are_echoed_in_words_not_code() {
    let out = ok("red-actions vehicle --kind tank --event breakdown");
    assert!(
        out.contains("inputs:\n  tank: breakdown test after moving over half speed\n"),
        "{out}"
    );
    let out = ok("red-actions vehicle --kind armoured-car --event breakdown --off-road");
    assert!(out.contains("  armoured car: breakdown test after moving over half speed, off flat ground, gentle hills and roads\n"), "{out}");
    let out = ok("red-actions vehicle --kind tank --event charged --grenadiers");
    assert!(
        out.contains("  tank: grenadiers it charged try to immobilise it (+2)\n"),
        "{out}"
    );
    let out = ok("red-actions wire --who tank --strips 3");
    assert!(
        out.contains("  a tank crushing 3 strips of wire, each 100m (4\")\n"),
        "{out}"
    );
    let out = ok("red-actions wire --who engineers");
    assert!(
        out.contains("  engineers in the wire cutting a path\n"),
        "{out}"
    );
    let out = ok("red-actions direct-hit --building-hit wooden");
    assert!(
        out.contains("  wooden building section took a direct hit\n"),
        "{out}"
    );
    for cmd in [
        "red-actions vehicle --kind tank --event breakdown",
        "red-actions vehicle --kind armoured-car --event charged",
        "red-actions wire --who tank --strips 2",
        "red-actions wire --who infantry",
        "red-actions direct-hit --building-hit stone",
    ] {
        let out = ok(cmd);
        for code in [
            "{",
            "}",
            "::",
            "Tank,",
            "Breakdown",
            "TankCrushing",
            "ChargedTroops",
            "Stone\n",
            "Stone,",
        ] {
            assert!(!out.contains(code), "{cmd}: {code:?} in\n{out}");
        }
    }
}
