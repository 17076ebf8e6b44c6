#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The table commands as a player types them.

use politburo::cli::{CliError, dispatch_in};

fn run(args: &[&str]) -> Result<String, String> {
    let args: Vec<String> = args.iter().map(|s| (*s).to_string()).collect();
    let mut out = Vec::new();
    match dispatch_in(&args, None, &mut out) {
        Ok(()) => Ok(String::from_utf8(out).unwrap()),
        Err(e @ (CliError::Usage(_) | CliError::Args(_))) => Err(e.to_string()),
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn tables_lists_ids_and_titles_sorted() {
    let out = run(&["tables"]).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.contains(&"directory/crt-1\tCombat Results – Only 1 Defending Combat Unit"));
    assert!(lines.contains(&"directory/half-al\t½ AL - ½ Chance of Attackers' Loss"));
    let ids: Vec<&str> = lines
        .iter()
        .map(|l| l.split('\t').next().unwrap())
        .collect();
    let mut sorted = ids.clone();
    sorted.sort_unstable();
    assert_eq!(ids, sorted);
    assert!(ids.len() >= 20);
}

#[test]
fn table_prints_aligned_columns_and_flags() {
    let out = run(&["table", "directory/crt-1"]).unwrap();
    assert!(out.starts_with("directory/crt-1 — Combat Results – Only 1 Defending Combat Unit\n"));
    assert!(out.contains("Flags: reconstructed, interpretation I-8\n"));
    assert!(
        out.contains("Roll  1:2   2:3   1:1   3:2   2:1+\n"),
        "{out}"
    );
    assert!(
        out.contains("1     ½ AL  ½ AL  ½ AL  ½ AL  ½ AL\n"),
        "{out}"
    );
    assert!(out.contains("2                             DR\n"), "{out}");
    assert!(out.contains("½ AL: roll again on directory/half-al\n"));
}

#[test]
fn table_shows_a_missing_cell() {
    let out = run(&["table", "directory/forced-march-infantry"]).unwrap();
    assert!(out.contains("6     missing (not in the text)\n"), "{out}");
    assert!(out.contains("Flags: interpretation I-7\n"));
}

#[test]
fn odds_resolves_rerolls() {
    let out = run(&["odds", "directory/crt-1", "--column", "1:2"]).unwrap();
    assert_eq!(
        out,
        "No Result\t3/4\t75.0%\nAL\t1/12\t8.3%\nDR\t1/12\t8.3%\nDL\t1/12\t8.3%\n"
    );
}

#[test]
fn odds_reports_the_missing_cell_apart() {
    let out = run(&["odds", "directory/forced-march-infantry"]).unwrap();
    assert_eq!(
        out,
        "AL\t1/6\t16.7%\nMA 3\t1/3\t33.3%\nMA 4\t1/6\t16.7%\nMA 5\t1/6\t16.7%\n\
missing (not in the text)\t1/6\t16.7%\n"
    );
}

#[test]
fn odds_on_a_cross_table_without_column_names_the_columns() {
    let e = run(&["odds", "directory/crt-2plus"]).unwrap_err();
    assert_eq!(
        e,
        "table directory/crt-2plus is a cross table: choose a column (1:2, 2:3, 1:1, 3:2, 2:1+)"
    );
}

#[test]
fn roll_with_given_faces_follows_the_reroll() {
    let out = run(&[
        "roll",
        "directory/crt-1",
        "--column",
        "2:1+",
        "--dice",
        "6,2",
    ])
    .unwrap();
    assert_eq!(
        out,
        "roll 6 on directory/crt-1, column 2:1+ (row 6 (roll 6)): ½ DL → roll again on directory/half-dl\n\
roll 2 on directory/half-dl (row 1 (roll 1-3)): DR\n\
result: DR\n"
    );
}

#[test]
fn roll_on_a_blank_cell_says_what_it_means() {
    let out = run(&["roll", "directory/crt-0", "--column", "1:2", "--dice", "3"]).unwrap();
    assert_eq!(
        out,
        "roll 3 on directory/crt-0, column 1:2 (row 3 (roll 3)): (blank) = No Result\nresult: No Result\n"
    );
}

#[test]
fn roll_with_seeded_dice_ends_in_a_result() {
    let out = run(&["roll", "directory/forced-march-cavalry"]).unwrap();
    let last = out.lines().last().unwrap();
    assert!(
        ["AL", "MA 5", "MA 6", "MA 7", "MA 8", "MA 9"]
            .iter()
            .any(|r| last == format!("result: {r}")),
        "{out}"
    );
}

#[test]
fn bad_input_is_named() {
    assert_eq!(
        run(&["table", "directory/nope"]).unwrap_err(),
        "no table \"directory/nope\"; `politburo tables` lists them"
    );
    assert_eq!(
        run(&["odds", "directory/crt-1", "--column", "1:3"]).unwrap_err(),
        "table directory/crt-1 has no column \"1:3\" (columns: 1:2, 2:3, 1:1, 3:2, 2:1+)"
    );
    assert_eq!(
        run(&["roll", "directory/capture-bases", "--dice", "7"]).unwrap_err(),
        "error: --dice \"7\": a six-sided die has faces 1 to 6: 7 is not one of them"
    );
    assert_eq!(
        run(&["roll", "directory/crt-1", "--column", "1:2", "--dice", "1"]).unwrap_err(),
        "too few dice faces given: table directory/half-al needs another die after the 1 used"
    );
    assert_eq!(
        run(&["roll", "directory/unit-types"]).unwrap_err(),
        "table directory/unit-types is a reference table: there is nothing to roll"
    );
    assert!(
        run(&["odds"])
            .unwrap_err()
            .contains("the following required arguments were not provided:\n  <TABLE_ID>")
    );
    assert!(
        run(&["odds", "directory/crt-1", "--colum", "1:2"])
            .unwrap_err()
            .contains("--colum")
    );
}

#[test]
fn help_lists_the_table_commands() {
    let out = run(&["--help"]).unwrap();
    for cmd in ["tables", "table", "odds", "roll", "directory"] {
        assert!(out.contains(cmd), "{cmd}");
    }
}

#[test]
fn directory_combat_works_out_and_rolls_an_attack() {
    // Bolshevik 3 supplied ×2 = 6, Makhnovist 4 out of broken ×3/4 = 3:
    // attack 9 against one combat unit of 5: 9:5 → 3:2 on the "only 1" CRT.
    let out = run(&[
        "directory",
        "combat",
        "--attacker",
        "3:bolshevik:supplied:clear",
        "--attacker",
        "4:makhnovist:limited:broken",
        "--defender",
        "5",
        "--dice",
        "1,4",
    ])
    .unwrap();
    assert_eq!(
        out,
        "Attacking units:\n\
\x20 3 Bolshevik (supplied ×2, out of clear terrain ×1) = 6\n\
\x20 4 Makhnovist (never supplied ×1, out of broken terrain ×3/4) = 3\n\
Attack strength: 9\n\
Defence strength: 5 = 5 (1 defending combat unit)\n\
Odds: 9:5 → column 3:2 (rounded down in the defender's favour)\n\
Table: directory/crt-1 — Combat Results – Only 1 Defending Combat Unit [reconstructed, interpretation I-8]\n\
Chances (re-rolls resolved):\n\
No Result\t1/4\t25.0%\n\
AL\t1/12\t8.3%\n\
DR\t7/12\t58.3%\n\
DL\t1/12\t8.3%\n\
roll 1 on directory/crt-1, column 3:2 (row 1 (roll 1)): ½ AL → roll again on directory/half-al\n\
roll 4 on directory/half-al (row 2 (roll 4-6)): AL\n\
result: AL\n"
    );
}

#[test]
fn directory_combat_fractions_and_caps() {
    let out = run(&[
        "directory",
        "combat",
        "--attacker",
        "3:volunteer:supplied:rough",
        "--other-defender",
        "1,1",
    ])
    .unwrap();
    // 3 × 3 × 1/2 = 9/2 against 2 with no combat units: 9:4 → 2:1+.
    assert!(out.contains("= 9/2 (4.5)\n"), "{out}");
    assert!(
        out.contains("Defence strength: 1 + 1 = 2 (0 defending combat units)\n"),
        "{out}"
    );
    assert!(
        out.contains(
            "Odds: 9:4 → column 2:1+ (rounded down in the defender's favour, resolved at 2:1)\n"
        ),
        "{out}"
    );
    assert!(out.contains("DR\t2/3\t66.7%\n"), "{out}");
}

#[test]
fn directory_combat_refuses_bad_input() {
    assert_eq!(
        run(&[
            "directory",
            "combat",
            "--attacker",
            "1:directory:limited",
            "--defender",
            "3"
        ])
        .unwrap_err(),
        "odds 1:3 are below 1:2: Attacks at odds less than 1:2 are not allowed."
    );
    assert!(
        run(&[
            "directory",
            "combat",
            "--attacker",
            "3:reds",
            "--defender",
            "3"
        ])
        .unwrap_err()
        .contains("unknown faction \"reds\"")
    );
    assert!(
        run(&[
            "directory",
            "combat",
            "--attacker",
            "3:bolshevik",
            "--defender",
            "3",
            "--dice",
            "0"
        ])
        .unwrap_err()
        .contains("0 is not one of them")
    );
    assert_eq!(
        run(&["directory", "combat", "--defender", "3"]).unwrap_err(),
        "no attacking units given"
    );
}

#[test]
fn a_column_on_a_row_table_is_refused_not_ignored() {
    // rcw/sdt is read a whole row at a time: any --column used to be dropped (exit 0).
    let e = run(&["odds", "rcw/sdt", "--column", "nope"]).unwrap_err();
    assert!(
        e.starts_with("odds: table rcw/sdt gives whole rows (every column at once), so it takes no --column, not \"nope\""),
        "{e}"
    );
    assert!(e.contains("(columns: Req Nbr Attacks, Min Odds, Purge Attempt, Assass. Attempt)"));
    let e = run(&["roll", "rcw/sdt", "--column", "Min Odds", "--dice", "1"]).unwrap_err();
    assert!(e.contains("takes no --column, not \"Min Odds\""), "{e}");
    // Without --column it still works, and unknown columns elsewhere are named.
    assert!(run(&["odds", "rcw/sdt"]).is_ok());
    assert_eq!(
        run(&["odds", "directory/crt-1", "--column", "nope"]).unwrap_err(),
        "table directory/crt-1 has no column \"nope\" (columns: 1:2, 2:3, 1:1, 3:2, 2:1+)"
    );
}

#[test]
fn empty_list_entries_and_repeated_options_are_refused() {
    let e = run(&[
        "directory",
        "combat",
        "--attacker",
        "3:bolshevik",
        "--defender",
        "2,,3",
    ])
    .unwrap_err();
    assert_eq!(e, "error: --defender \"2,,3\": entry 2 of 3 is empty");
    let e = run(&[
        "directory",
        "combat",
        "--attacker",
        "3:bolshevik",
        "--other-defender",
        "2,",
    ])
    .unwrap_err();
    assert_eq!(e, "error: --other-defender \"2,\": entry 2 of 2 is empty");
    let e = run(&[
        "directory",
        "combat",
        "--attacker",
        "3:bolshevik",
        "--defender",
        " ",
    ])
    .unwrap_err();
    assert_eq!(e, "error: --defender \" \": no entries");
    // Commas with spaces, or spaces alone, still separate factors.
    let out = run(&[
        "directory",
        "combat",
        "--attacker",
        "3:bolshevik",
        "--defender",
        "2, 3",
    ])
    .unwrap();
    assert!(out.contains("Defence strength: 2 + 3 = 5"), "{out}");
    let e = run(&[
        "roll",
        "directory/crt-1",
        "--column",
        "1:1",
        "--dice",
        "4,,5",
    ])
    .unwrap_err();
    assert_eq!(e, "error: --dice \"4,,5\": entry 2 of 3 is empty");
    let e = run(&[
        "directory",
        "combat",
        "--attacker",
        "3:bolshevik",
        "--defender",
        "2",
        "--dice",
        ",4",
    ])
    .unwrap_err();
    assert_eq!(e, "error: --dice \",4\": entry 1 of 2 is empty");
    let e = run(&[
        "odds",
        "directory/crt-1",
        "--column",
        "1:1",
        "--column",
        "1:2",
    ])
    .unwrap_err();
    assert!(
        e.starts_with("error: the argument '--column <COLUMN>' cannot be used multiple times"),
        "{e}"
    );
    let e = run(&[
        "roll",
        "directory/crt-1",
        "--column",
        "1:1",
        "--dice",
        "4",
        "--dice",
        "5",
    ])
    .unwrap_err();
    assert!(
        e.starts_with("error: the argument '--dice <FACES>' cannot be used multiple times"),
        "{e}"
    );
}

/// Column labels are read as a player types them: any dash, a number inside
/// a range column, either odds notation; the printed label is echoed.
#[test]
fn columns_typed_another_way_are_found() {
    let run = |args: &[&str]| {
        let sealed = tempfile::tempdir().unwrap();
        let out = assert_cmd::cargo::cargo_bin_cmd!("politburo")
            .args(args)
            .env("POLITBURO_DATA_DIR", sealed.path())
            .env_remove("POLITBURO_ASSETS_DIR")
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (code, printed, _) = run(&["odds", "red-actions/shooting", "--column", "9 – 12"]);
    assert_eq!(code, Some(0));
    for typed in ["9-12", "10", "9 - 12"] {
        let (code, out, err) = run(&["odds", "red-actions/shooting", "--column", typed]);
        assert_eq!(code, Some(0), "{typed}: {err}");
        assert_eq!(out, printed, "{typed}");
        assert!(err.contains("is read as \"9 – 12\""), "{err}");
    }
    let (code, _, err) = run(&["odds", "directory/crt-1", "--column", "1-1"]);
    assert_eq!(code, Some(0), "{err}");
    let (code, _, err) = run(&["odds", "directory/crt-1", "--column", "7"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no column \"7\""), "{err}");
}

/// Every command reads its arguments with the one option parser: the same
/// words for a repeated, unknown or valueless option, `--name=value`
/// accepted, a stray argument named.
#[test]
fn every_command_reads_options_the_same_way() {
    // clap's words: the first line says what was wrong, then its usage
    // and where to look.
    let cases: [(&[&str], &str); 8] = [
        (
            &["diplomacy", "removals", "--count", "1", "--count", "2"],
            "error: the argument '--count <N>' cannot be used multiple times",
        ),
        (
            &["aa1914", "can-enter", "--unit", "land", "--unit", "sea"],
            "error: the argument '--unit <UNIT>' cannot be used multiple times",
        ),
        (
            &["directory", "combat", "--dice", "1", "--dice", "2"],
            "error: the argument '--dice <FACES>' cannot be used multiple times",
        ),
        (
            &["rcw", "pct", "--colors", "A=Red", "--colours", "B=Red"],
            "error: the argument '--colors <SEAT=COLOUR,…>' cannot be used multiple times",
        ),
        (
            &["diplomacy", "removals", "--power"],
            "error: a value is required for '--power <POWER>' but none was supplied",
        ),
        (
            &["aa1914", "can-enter", "--speed", "3"],
            "error: unexpected argument '--speed' found",
        ),
        (
            &["table", "directory/crt-1", "extra"],
            "error: unexpected argument 'extra' found",
        ),
        (
            &["directory", "combat", "stray"],
            "error: unexpected argument 'stray' found",
        ),
    ];
    for (args, want) in cases {
        let e = run(args).unwrap_err();
        assert_eq!(e.lines().next(), Some(want), "{args:?}: {e}");
        assert!(
            e.contains("For more information, try '--help'."),
            "{args:?}: {e}"
        );
    }
    // --name=value reads as --name value, for every command.
    let inline = run(&[
        "diplomacy",
        "removals",
        "--power=Russia",
        "--count=1",
        "--units=A mos, F sev",
    ])
    .unwrap();
    let spaced = run(&[
        "diplomacy",
        "removals",
        "--power",
        "Russia",
        "--count",
        "1",
        "--units",
        "A mos, F sev",
    ])
    .unwrap();
    assert_eq!(inline, spaced);
    assert!(run(&["rcw", "pct", "--colours=A=Red,B=White,C=Red"]).is_ok());
    // Repeatable options add up: two --attacker are two attacking units.
    let two = run(&[
        "directory",
        "combat",
        "--attacker",
        "3:bolshevik",
        "--attacker",
        "2:bolshevik",
        "--defender",
        "1",
    ])
    .unwrap();
    let one = run(&[
        "directory",
        "combat",
        "--attacker",
        "5:bolshevik",
        "--defender",
        "1",
    ])
    .unwrap();
    assert_ne!(two, one);
    assert!(two.contains("5"), "{two}");
}
