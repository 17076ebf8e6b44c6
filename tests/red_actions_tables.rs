#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Every table printed in *Red Actions!* (seed 004) read back from
//! assets/tables/red-actions.json exactly as printed. The constants below
//! are the seed's own lines, split at its tab stops.

use politburo::ratio::Ratio;
use politburo::tables::{Registry, RollRange, Table, TableKind};

fn table(id: &str) -> Table {
    Registry::builtin()
        .table(id)
        .unwrap_or_else(|e| panic!("{e}"))
        .clone()
}

/// The data writes a superscript "<sup>SI Off</sup>" as "^SI Off".
fn as_data(printed: &str) -> String {
    printed.replace(" <sup>", " ^").replace("</sup>", "")
}

fn cell(t: &Table, row: usize, col: usize) -> String {
    t.rows[row].cells[col].display().to_string()
}

/// A cross table: heading row, then one row per total with the total first.
fn assert_cross(t: &Table, printed: &[&[&str]]) {
    let heads: Vec<&str> = printed[0][1..].to_vec();
    assert_eq!(t.columns, heads, "{} headings", t.id);
    assert_eq!(t.rows.len(), printed.len() - 1, "{} rows", t.id);
    for (i, line) in printed[1..].iter().enumerate() {
        let total: u8 = line[0].parse().unwrap();
        assert_eq!(
            t.rows[i].roll,
            Some(RollRange::new(total, total)),
            "{} row {total}",
            t.id
        );
        for (j, want) in line[1..].iter().enumerate() {
            assert_eq!(
                cell(t, i, j),
                as_data(want),
                "{} roll {total}, column {}",
                t.id,
                t.columns[j]
            );
        }
    }
}

/// A reference table whose rows are the printed lines.
fn assert_reference(t: &Table, printed: &[&[&str]]) {
    assert_eq!(t.kind, TableKind::Reference);
    assert_eq!(t.rows.len(), printed.len(), "{} rows", t.id);
    for (i, line) in printed.iter().enumerate() {
        for (j, want) in line.iter().enumerate() {
            assert_eq!(
                cell(t, i, j),
                *want,
                "{} row {}, column {}",
                t.id,
                i + 1,
                t.columns[j]
            );
        }
    }
}

/// The Shooting Table as printed in seed 004 (first row: column headings;
/// superscripts as the text marks them).
const SHOOTING: &[&[&str]] = &[
    &[
        "",
        "2",
        "3 – 4",
        "5 – 8",
        "9 – 12",
        "13 – 16",
        "17 – 20",
        "21 – 24",
        "25 – 28",
        "29 – 36",
        "37+",
    ],
    &[
        "2", "--", "--", "--", "--", "--", "--", "--", "--", "--", "Ret",
    ],
    &[
        "3", "--", "--", "--", "--", "--", "--", "--", "--", "Ret", "Ter",
    ],
    &[
        "4", "--", "--", "--", "--", "--", "--", "Ret", "Ret", "Ter", "Ter",
    ],
    &[
        "5",
        "--",
        "--",
        "--",
        "--",
        "Ret",
        "Ret",
        "Ret",
        "Ret",
        "Ter",
        "Ter + Ret",
    ],
    &[
        "6",
        "--",
        "--",
        "--",
        "Ret",
        "Ret",
        "Ret",
        "Ter",
        "Ter + Ret",
        "Ter + Ret",
        "Ter + Ret",
    ],
    &[
        "7",
        "--",
        "--",
        "Ret",
        "Ret",
        "Ter",
        "Ter",
        "Ter",
        "Ter",
        "2 x Ter",
        "2 x Ter <sup>SI</sup>",
    ],
    &[
        "8",
        "--",
        "Ret",
        "Ret",
        "Ter",
        "Ter",
        "Ter",
        "2 x Ter",
        "2 x Ter <sup>SI</sup>",
        "2 x Ter <sup>SI Off</sup>",
        "2 x Ter <sup>SI Off</sup>",
    ],
    &[
        "9",
        "--",
        "Ret",
        "Ter",
        "Ter",
        "2 x Ter",
        "2 x Ter <sup>SI</sup>",
        "2 x Ter <sup>SI Off</sup>",
        "2 x Ter <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
    ],
    &[
        "10",
        "Ret",
        "Ter",
        "Ter",
        "2 x Ter <sup>SI</sup>",
        "2 x Ter <sup>SI Off</sup>",
        "2 x Ter <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
    ],
    &[
        "11",
        "Ter",
        "Ter <sup>SI Off</sup>",
        "2 x Ter <sup>SI Off</sup>",
        "2 x Ter <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
    ],
    &[
        "12",
        "Ter <sup>SI</sup>",
        "2 x Ter <sup>SI</sup>",
        "Ter <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Ter <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Ter <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
        "Ter <sup>SI Off</sup>",
        "Kill! <sup>SI Off</sup>",
    ],
];

/// The Combat Table as printed.
const COMBAT: &[&[&str]] = &[
    &["", "Advantage", "3:2", "2:1", "5:2", "3:1", "4:1"],
    &[
        "2",
        "S/Defeated",
        "S/Defeated",
        "S/Defeated",
        "S/Retires 2 x Ter",
        "S/Retires 1 x Ter",
        "S/Humiliated",
    ],
    &[
        "3",
        "S/Defeated",
        "S/Defeated",
        "S/Retires 2 x Ter",
        "S/Retires 1 x Ter",
        "S/Humiliated",
        "W/Retires 1 x Ter",
    ],
    &[
        "4",
        "S/Retires 3 x Ter",
        "S/Retires 3 x Ter",
        "S/Humiliated",
        "S/Humiliated",
        "W/Retires 1 x Ter",
        "W/Retires 2 x Ter",
    ],
    &[
        "5",
        "S/Retires 2 x Ter",
        "S/Retires 2 x Ter",
        "W/Retires 1 x Ter",
        "W/Retires 1 x Ter",
        "W/Retires 2 x Ter",
        "W/Retires 2 x Ter",
    ],
    &[
        "6",
        "S/Retires 1 x Ter",
        "W/Retires 1 x Ter",
        "W/Retires 2 x Ter",
        "W/Retires 2 x Ter",
        "W/Retires 3 x Ter",
        "W/Retires 3 x Ter",
    ],
    &[
        "7",
        "W/Retires 1 x Ter",
        "W/Retires 2 x Ter",
        "W/Retires 2 x Ter",
        "W/Retires 2 x Ter",
        "W/Retires 3 x Ter",
        "W/Defeated",
    ],
    &[
        "8",
        "W/Retires 1 x Ter",
        "W/Retires 2 x Ter",
        "W/Retires 2 x Ter",
        "W/Retires 3 x Ter",
        "W/Defeated",
        "W/Defeated",
    ],
    &[
        "9",
        "W/Retires 2 x Ter",
        "W/Retires 2 x Ter",
        "W/Retires 3 x Ter",
        "W/Defeated",
        "W/Defeated",
        "W/Defeated",
    ],
    &[
        "10",
        "W/Retires 3 x Ter",
        "W/Defeated",
        "W/Defeated",
        "W/Defeated",
        "W/Defeated",
        "W/Defeated",
    ],
    &[
        "11",
        "W/Defeated",
        "W/Defeated",
        "W/Defeated",
        "W/Defeated",
        "W/Defeated",
        "W/Surrenders",
    ],
    &[
        "12",
        "W/Defeated",
        "W/Defeated",
        "W/Defeated",
        "W/Defeated",
        "W/Surrenders",
        "W/Surrenders",
    ],
];

/// Terrain Effects as printed (bold row names unmarked).
const TERRAIN: &[&[&str]] = &[
    &[
        "",
        "Infantry",
        "Sabres",
        "Tachankas and limbered guns",
        "Armoured Cars",
        "Tanks",
    ],
    &["Hedges", "¼ move", "½ move", "½ move", "½ move *", "Da *"],
    &["Walls", "¼ move", "Nyet!", "Nyet!", "Nyet!", "Da *"],
    &[
        "Small streams",
        "½ move",
        "Full move",
        "Full move",
        "Nyet!",
        "Da *",
    ],
    &["Big streams", "½ move", "Nyet!", "Nyet!", "Nyet!", "Nyet!"],
    &[
        "Fords",
        "Full speed",
        "Full speed",
        "½ speed",
        "½ speed *",
        "Da",
    ],
    &["Trenches", "½ move", "Nyet!", "Nyet!", "Nyet!", "Da *"],
    &["Wire", "Halt and test", "Nyet!", "Nyet!", "Nyet!", "Da *"],
    &[
        "Crushed wire",
        "½ move",
        "Nyet!",
        "Nyet!",
        "Entire move *",
        "Da",
    ],
    &[
        "Up normal hills",
        "Full speed",
        "Full speed",
        "½ speed",
        "½ speed",
        "Full speed",
    ],
    &[
        "Steep slopes",
        "½ speed",
        "½ speed",
        "¼ speed",
        "¼ speed",
        "½ speed",
    ],
    &[
        "Buildings",
        "Full speed",
        "¼ speed",
        "¼ speed",
        "¼ speed",
        "½ speed*",
    ],
    &[
        "Boggy ground",
        "½ speed",
        "Nyet!",
        "Nyet!",
        "Nyet!",
        "Nyet!",
    ],
    &[
        "Rough ground",
        "½ speed",
        "½ speed",
        "½ speed",
        "Nyet!",
        "½ speed*",
    ],
    &[
        "Woods",
        "½ speed",
        "½ speed",
        "½ speed",
        "¼ speed *",
        "½ speed *",
    ],
    &[
        "Dense woods",
        "½ speed",
        "¼ speed",
        "Nyet!",
        "Nyet!",
        "Nyet!",
    ],
];

/// Visibility as printed.
const VISIBILITY: &[&[&str]] = &[
    &[
        "5,000m",
        "200\"",
        "large bodies of troops and artillery can just be made out.",
    ],
    &[
        "3,000m",
        "120\"",
        "infantry and cavalry in the open can be distinguished from each other.",
    ],
    &[
        "1,000m",
        "40\"",
        "single figures moving in the open can be seen.",
    ],
    &["400m", "16\"", "units can signal which side they are on."],
    &[
        "200m",
        "8\"",
        "enemy in the open can be determined from friends by vision alone.",
    ],
    &[
        "100m",
        "4\"",
        "moving troops can be seen behind hedges, and within built-up areas, woods and scrub",
    ],
    &[
        "50m",
        "2\"",
        "stationary infantry and unlimbered artillery can be seen behind hedges, scrub, ditches etc",
    ],
];

/// Moving and Shooting as printed (first row: headings).
const MOVING_AND_SHOOTING: &[&[&str]] = &[
    &[
        "Rifle",
        "turn 90° or 180° or deploy from column",
        "Full speed",
    ],
    &["Sabres", "turn 90° or 180°", "Half speed"],
    &["MG, tachanka, mortar", "pivot up to 45°", "No movement"],
    &[
        "Guns",
        "pivot up to 45°",
        "Prolong 1\" backwards or forwards",
    ],
    &["Armoured cars", "pivot up to 45°", "Half speed"],
    &["Tanks", "pivot up to 45°", "No movement"],
];

/// Direct hit numbers as printed.
const DIRECT_HIT: &[&[&str]] = &[
    &[
        "Field gun vs",
        "Building = 9+",
        "Moving vehicle = 11+",
        "Stationary vehicle = 9+",
        "Other = 10+",
    ],
    &[
        "Other vs",
        "Building = 9+",
        "Moving vehicle = 12",
        "Stationary vehicle = 10+",
        "Other = 11+",
    ],
];

/// The morale test list as printed.
const MORALE_TESTS: &[&[&str]] = &[
    &["• Charging the enemy", "Charge"],
    &["• When being charged by enemy", "Fear"],
    &["• When ambushed or gassed", "Fear"],
    &["• Losing a base involuntarily for any reason", "Fear"],
    &["• Interpenetrated by routing friends", "Fear"],
    &["• Humiliated in combat", "Fear"],
    &["• Suffering a serious result from shooting", "Serious"],
    &["• All officers in the unit become casualties", "Serious"],
    &[
        "• A routing unit of equal or better class passes within 200m (8\")",
        "Serious",
    ],
    &["• Attempting to rally from rout", "Rally"],
    &["• Attempting to remove a pinned marker", "Rally"],
];

/// Shooting Modifiers as printed: the cumulative ones, then the best-only ones.
const SHOOTING_CUMULATIVE: &[&[&str]] = &[
    &["Long range", "½ strength"],
    &["MGs at 200m (8\") or less", "+ 3 columns"],
    &["Target enfiladed", "+ 1 column"],
    &["Target formed cavalry or road column", "+ 2 columns"],
    &[
        "Target has skirmishers characteristic or is partisans in cover",
        "- 1 column",
    ],
    &["Speculative area fire", "½ strength"],
    &["First turn of observed indirect fire", "½ strength"],
    &["Subsequent turns of \" \" \"", "¾ strength"],
];
const SHOOTING_BEST_ONLY: &[&[&str]] = &[
    &["Target in super hard cover", "- 5 columns"],
    &["Target in stone buildings etc", "- 4 columns"],
    &["Target in wooden buildings or woods", "- 3 columns"],
    &["Target evading etc in soft cover", "- 3 columns"],
    &["Target evading /lying down in open", "- 2 columns"],
    &["Target in soft cover", "- 1 column"],
];

/// Combat Modifiers as printed.
const COMBAT_MODIFIERS: &[&[&str]] = &[
    &["Behind fortifications", "+ 50%"],
    &["Defending in cover or at bridge, ford, breach etc", "+ 25%"],
    &["Uphill", "+ 25%"],
    &["Contacted to flank or rear", "- 50%"],
    &["Formed cavalry charging", "+ 25%"],
];

/// Shooting Results legend as printed.
const SHOOTING_RESULTS: &[&[&str]] = &[
    &[
        "Ret",
        "Target immediately makes a retire move, except: unlimbered artillery ignores all retire results; hard cover cancels the first retire result; Storm/Specialist troops can choose to lose a base/add a terror marker; Optional a unit that has already retired this turn gets a terror marker instead.",
    ],
    &["Ter", "Place a terror marker on the unit."],
    &[
        "2 x Ter",
        "Place two terror markers and a pinned marker on the unit.",
    ],
    &[
        "Kill!",
        "A base is removed from the target unit. The unit takes a fear test and gets a pinned marker.",
    ],
    &["Off", "Officer casualty test (killed on d6=1)."],
    &["SI", "Serious Morale test."],
];

/// Combat Results legend as printed.
const COMBAT_RESULTS: &[&[&str]] = &[
    &[
        "S/Retires # x Ter",
        "Stronger side retires and places # terror markers on the unit.",
    ],
    &[
        "W/Retires # x Ter",
        "Weaker side retires and places # terror markers on the unit.",
    ],
    &[
        "S/Defeated",
        "Stronger side loses two bases and survivors rout.",
    ],
    &[
        "W/Defeated",
        "Weaker side loses two bases and survivors rout.",
    ],
    &[
        "S /Humiliated",
        "Stronger gets a humiliated marker and takes a fear test; weaker retires with 2 terror markers.",
    ],
    &[
        "W/Surrenders",
        "Weaker side surrenders entirely, or is butchered if historically appropriate.",
    ],
];

/// Results of Failed Morale Tests as printed.
const MORALE_FAILURES: &[&[&str]] = &[
    &[
        "Charge test",
        "– the unit may not charge the enemy this turn, but is otherwise unaffected.",
    ],
    &["Fear test", "– immediately routs."],
    &["Serious test", "– immediately retires."],
    &[
        "Rally test",
        "– a currently routing unit receives a humiliated marker and makes another rout move. – a pinned unit must remain basically stationary, but may fire.",
    ],
];

#[test]
fn shooting_table_every_cell_as_printed() {
    let t = table("red-actions/shooting");
    assert_eq!(t.kind, TableKind::Cross);
    assert_cross(&t, SHOOTING);
}

#[test]
fn shooting_row_twelve_stays_as_printed() {
    // The text's row 12 alternates Ter and Kill! and is weaker than row 11 in
    // five columns; it is kept, not "corrected".
    let t = table("red-actions/shooting");
    let row: Vec<String> = (0..10).map(|j| cell(&t, 10, j)).collect();
    assert_eq!(
        row,
        vec![
            "Ter ^SI",
            "2 x Ter ^SI",
            "Ter ^SI Off",
            "Kill! ^SI Off",
            "Ter ^SI Off",
            "Kill! ^SI Off",
            "Ter ^SI Off",
            "Kill! ^SI Off",
            "Ter ^SI Off",
            "Kill! ^SI Off"
        ]
    );
}

#[test]
fn combat_table_every_cell_as_printed() {
    let t = table("red-actions/combat");
    assert_eq!(t.kind, TableKind::Cross);
    assert_cross(&t, COMBAT);
    assert!(
        t.notes
            .contains(&"If both sides are equal strength, the charger has advantage.".to_string())
    );
}

#[test]
fn terrain_movement_as_printed_with_breakdown_marks() {
    let t = table("red-actions/terrain-movement");
    let heads: Vec<&str> = TERRAIN[0][1..].to_vec();
    assert_eq!(t.columns[1..].to_vec(), heads);
    assert_reference(&t, &TERRAIN[1..]);
    // The * breakdown-test marks are kept where printed, spacing included.
    assert_eq!(cell(&t, 10, 5), "½ speed*");
    assert_eq!(cell(&t, 7, 4), "Entire move *");
    assert!(t.notes[0].starts_with("* indicates a breakdown test is required."));
}

#[test]
fn visibility_as_printed() {
    assert_reference(&table("red-actions/visibility"), VISIBILITY);
}

#[test]
fn moving_and_shooting_as_printed() {
    let t = table("red-actions/moving-and-shooting");
    assert_eq!(t.columns, MOVING_AND_SHOOTING[0].to_vec());
    assert_reference(&t, &MOVING_AND_SHOOTING[1..]);
}

#[test]
fn direct_hit_numbers_as_printed() {
    // Printed "Building = 9+": the heading goes to the column, the number to the cell.
    let t = table("red-actions/direct-hit-numbers");
    for (i, line) in DIRECT_HIT.iter().enumerate() {
        assert_eq!(cell(&t, i, 0), line[0]);
        for (j, printed) in line[1..].iter().enumerate() {
            let (head, number) = printed.split_once(" = ").unwrap();
            assert_eq!(t.columns[j + 1], head);
            assert_eq!(cell(&t, i, j + 1), number, "{} {head}", line[0]);
        }
    }
}

#[test]
fn morale_tests_and_failures_as_printed() {
    let t = table("red-actions/morale-tests");
    for (i, line) in MORALE_TESTS.iter().enumerate() {
        // "• Charging the enemy": the bullet is layout, not text.
        assert_eq!(cell(&t, i, 0), line[0].trim_start_matches("• "));
        assert_eq!(cell(&t, i, 1), line[1]);
    }
    assert_eq!(t.rows.len(), MORALE_TESTS.len());
    let t = table("red-actions/morale-failures");
    for (i, line) in MORALE_FAILURES.iter().enumerate() {
        // "– immediately routs.": the leading dash separates the test's name.
        assert_eq!(cell(&t, i, 0), line[0]);
        assert_eq!(cell(&t, i, 1), line[1].trim_start_matches("– "));
    }
}

#[test]
fn shooting_and_combat_modifiers_as_printed() {
    let t = table("red-actions/shooting-modifiers");
    for (i, line) in SHOOTING_CUMULATIVE.iter().enumerate() {
        assert_eq!(
            (cell(&t, i, 0), cell(&t, i, 1)),
            (line[0].to_string(), line[1].to_string())
        );
        assert_eq!(cell(&t, i, 2), "cumulative");
    }
    let n = SHOOTING_CUMULATIVE.len();
    for (i, line) in SHOOTING_BEST_ONLY.iter().enumerate() {
        assert_eq!(
            (cell(&t, n + i, 0), cell(&t, n + i, 1)),
            (line[0].to_string(), line[1].to_string())
        );
        assert_eq!(cell(&t, n + i, 2), "only the best");
    }
    assert_eq!(t.rows.len(), n + SHOOTING_BEST_ONLY.len());
    assert_reference(&table("red-actions/combat-modifiers"), COMBAT_MODIFIERS);
}

#[test]
fn results_legends_as_printed() {
    let t = table("red-actions/shooting");
    let legend: Vec<(String, String)> = t
        .legend
        .iter()
        .map(|l| (l.code.clone(), l.meaning.clone()))
        .collect();
    let printed: Vec<(String, String)> = SHOOTING_RESULTS
        .iter()
        .map(|l| (l[0].to_string(), l[1].to_string()))
        .collect();
    assert_eq!(legend, printed);
    let t = table("red-actions/combat");
    let legend: Vec<(String, String)> = t
        .legend
        .iter()
        .map(|l| (l.code.clone(), l.meaning.clone()))
        .collect();
    let printed: Vec<(String, String)> = COMBAT_RESULTS
        .iter()
        .map(|l| (l[0].to_string(), l[1].to_string()))
        .collect();
    assert_eq!(legend, printed);
}

#[test]
fn every_red_actions_table_is_built_in_and_valid() {
    let reg = Registry::builtin();
    assert!(reg.refused().is_empty(), "{:?}", reg.refused());
    let ids: Vec<&str> = reg
        .iter()
        .map(|t| t.id.as_str())
        .filter(|id| id.starts_with("red-actions/"))
        .collect();
    for want in [
        "red-actions/shooting",
        "red-actions/combat",
        "red-actions/terrain-movement",
        "red-actions/visibility",
        "red-actions/moving-and-shooting",
        "red-actions/direct-hit-numbers",
        "red-actions/shooting-modifiers",
        "red-actions/combat-modifiers",
        "red-actions/morale-tests",
        "red-actions/morale-failures",
        "red-actions/officer-casualty-shooting",
        "red-actions/officer-casualty-combat",
    ] {
        assert!(ids.contains(&want), "{want} missing from {ids:?}");
    }
    // Every die table's chances add up to exactly one in every column.
    for t in reg
        .iter()
        .filter(|t| t.id.starts_with("red-actions/") && t.dice.is_some())
    {
        for c in &t.columns {
            let odds = reg
                .odds(&t.id, t.needs_column().then_some(c.as_str()))
                .unwrap();
            assert_eq!(odds.total(), Ratio::ONE, "{} column {c}", t.id);
        }
    }
}
