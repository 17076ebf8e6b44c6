#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Every cell of the seed-001 tables (Fall of the Directory / Makhno's
//! Return) reads back as printed, and the combat tables' chances are exact.

use politburo::ratio::Ratio;
use politburo::tables::{Cell, Registry, TableKind};

fn reg() -> Registry {
    let r = Registry::builtin();
    assert!(r.refused().is_empty(), "{:?}", r.refused());
    r
}

/// The rows as (roll, cells) with missing cells as `None`.
fn rows(id: &str) -> Vec<(String, Vec<Option<String>>)> {
    let r = reg();
    let t = r.get(id).unwrap_or_else(|| panic!("no table {id}"));
    t.rows
        .iter()
        .map(|row| {
            (
                row.roll.map(|x| x.to_string()).unwrap_or_default(),
                row.cells
                    .iter()
                    .map(|c| match c {
                        Cell::Printed(s) => Some(s.clone()),
                        Cell::Missing => None,
                    })
                    .collect(),
            )
        })
        .collect()
}

fn s(v: &[&str]) -> Vec<Option<String>> {
    v.iter().map(|x| Some((*x).to_string())).collect()
}

fn expect(id: &str, want: &[(&str, &[&str])]) {
    let got = rows(id);
    let want: Vec<(String, Vec<Option<String>>)> =
        want.iter().map(|(r, c)| ((*r).to_string(), s(c))).collect();
    assert_eq!(got, want, "table {id}");
}

fn columns(id: &str) -> Vec<String> {
    reg().get(id).unwrap().columns.clone()
}

const ODDS: [&str; 5] = ["1:2", "2:3", "1:1", "3:2", "2:1+"];

#[test]
fn every_seed_001_table_is_there() {
    let r = reg();
    for name in [
        "diplomatic-actions",
        "diplomacy-bolshevik",
        "diplomacy-directory",
        "forced-march-infantry",
        "forced-march-cavalry",
        "terrain-weather",
        "naval-water-rail",
        "crt-0",
        "crt-1",
        "crt-2plus",
        "half-al",
        "half-dl",
        "capture-bases",
        "capture-armor",
        "supply-multipliers",
        "terrain-multipliers",
        "unit-types",
        "sequence-of-play",
        "initiative-directory",
        "initiative-makhno",
    ] {
        assert!(r.get(&format!("directory/{name}")).is_some(), "{name}");
    }
}

#[test]
fn diplomatic_actions() {
    expect(
        "directory/diplomatic-actions",
        &[
            (
                "",
                &[
                    "Bolsheviks",
                    "The Bolsheviks start with 2 diplomatic actions.",
                ],
            ),
            (
                "",
                &[
                    "Bolsheviks",
                    "They get 1 additional action, per city, the first time Bolshevik or Bolshevik-allied units enter Kharkiv or Katerynoslav.",
                ],
            ),
            (
                "",
                &[
                    "Bolsheviks",
                    "They get 2 additional actions, per city, the first time Bolshevik or Bolshevik-allied units enter Kyiv or Odesa.",
                ],
            ),
            (
                "",
                &[
                    "Directory",
                    "The Directory start with 2 diplomatic actions.",
                ],
            ),
            ("", &["Directory", "They get no additional actions."]),
        ],
    );
    let r = reg();
    let t = r.get("directory/diplomatic-actions").unwrap();
    assert_eq!(t.kind, TableKind::Reference);
    assert_eq!(
        t.notes,
        vec!["Declaration of War, Mobilization, or Intervention: These actions are equivalent in game terms. These actions do not require a die roll.".to_string()]
    );
}

#[test]
fn bolshevik_diplomacy() {
    assert_eq!(
        columns("directory/diplomacy-bolshevik"),
        [
            "Makhnovists",
            "Zelenyists",
            "Grigorievists",
            "Entente and Germans"
        ]
    );
    let r = "they refuse";
    expect(
        "directory/diplomacy-bolshevik",
        &[
            ("1-2", &[r, r, r, r]),
            ("3", &["Makhnovists join", r, r, r]),
            ("4", &["Makhnovists join", "Zelenyists join", r, r]),
            (
                "5",
                &[
                    "Makhnovists join",
                    "Zelenyists join",
                    "Grigorievists join",
                    r,
                ],
            ),
            (
                "6",
                &[
                    "Makhnovists join",
                    "Zelenyists join",
                    "Grigorievists join",
                    "they withdraw",
                ],
            ),
        ],
    );
    // Success on 3-6, 4-6, 5-6, 6.
    let reg = reg();
    let p = |c: &str, res: &str| {
        reg.odds("directory/diplomacy-bolshevik", Some(c))
            .unwrap()
            .chance(res)
    };
    assert_eq!(p("Makhnovists", "Makhnovists join"), Ratio::new(4, 6));
    assert_eq!(p("Zelenyists", "Zelenyists join"), Ratio::new(3, 6));
    assert_eq!(p("Grigorievists", "Grigorievists join"), Ratio::new(2, 6));
    assert_eq!(p("Entente and Germans", "they withdraw"), Ratio::new(1, 6));
}

#[test]
fn directory_diplomacy() {
    let r = "they refuse";
    expect(
        "directory/diplomacy-directory",
        &[
            ("1-2", &[r, r, r, r]),
            ("3", &[r, r, "Grigorievists join", r]),
            ("4", &[r, "Zelenyists join", "Grigorievists join", r]),
            (
                "5",
                &[
                    "Makhnovists join",
                    "Zelenyists join",
                    "Grigorievists join",
                    r,
                ],
            ),
            (
                "6",
                &[
                    "Makhnovists join",
                    "Zelenyists join",
                    "Grigorievists join",
                    "they withdraw",
                ],
            ),
        ],
    );
    // Success on 5-6, 4-6, 3-6, 6.
    let reg = reg();
    let p = |c: &str, res: &str| {
        reg.odds("directory/diplomacy-directory", Some(c))
            .unwrap()
            .chance(res)
    };
    assert_eq!(p("Makhnovists", "Makhnovists join"), Ratio::new(2, 6));
    assert_eq!(p("Zelenyists", "Zelenyists join"), Ratio::new(3, 6));
    assert_eq!(p("Grigorievists", "Grigorievists join"), Ratio::new(4, 6));
    assert_eq!(p("Entente and Germans", "they refuse"), Ratio::new(5, 6));
}

#[test]
fn forced_march_infantry_has_roll_6_missing() {
    let got = rows("directory/forced-march-infantry");
    let want: Vec<(String, Vec<Option<String>>)> = vec![
        ("1".into(), s(&["AL"])),
        ("2".into(), s(&["MA 3"])),
        ("3".into(), s(&["MA 3"])),
        ("4".into(), s(&["MA 4"])),
        ("5".into(), s(&["MA 5"])),
        ("6".into(), vec![None]),
    ];
    assert_eq!(got, want);
    let reg = reg();
    let t = reg.get("directory/forced-march-infantry").unwrap();
    assert_eq!(t.interpretation.as_deref(), Some("I-7"));
    let o = reg.odds("directory/forced-march-infantry", None).unwrap();
    assert_eq!(o.missing, Ratio::new(1, 6));
    assert_eq!(o.chance("MA 3"), Ratio::new(1, 3));
    assert_eq!(o.chance("AL"), Ratio::new(1, 6));
}

#[test]
fn forced_march_cavalry() {
    expect(
        "directory/forced-march-cavalry",
        &[
            ("1", &["AL"]),
            ("2", &["MA 5"]),
            ("3", &["MA 6"]),
            ("4", &["MA 7"]),
            ("5", &["MA 8"]),
            ("6", &["MA 9"]),
        ],
    );
}

#[test]
fn terrain_and_weather() {
    expect(
        "directory/terrain-weather",
        &[
            (
                "",
                &[
                    "Frozen Weather",
                    "-1",
                    "All units have their movement allowances are reduced by 1 in frozen weather.",
                ],
            ),
            (
                "",
                &[
                    "Moving into Rough Terrain",
                    "-1",
                    "Any unit has its movement allowance reduced by 1 if it moves into or through any rough terrain hex(es).",
                ],
            ),
        ],
    );
}

#[test]
fn naval_water_and_rail() {
    expect(
        "directory/naval-water-rail",
        &[
            ("", &["Naval Movement", "40 Coastal and/or Sea Hexes"]),
            (
                "",
                &["Water Movement", "20 River, Coastal and/or Sea Hexes"],
            ),
            ("", &["Water Movement", "40 Coastal and/or Sea Hexes"]),
            (
                "",
                &["Rail Movement", "20 Major and/or Minor Railroad Hexes"],
            ),
            ("", &["Rail Movement", "40 Major Railroad Hexes"]),
        ],
    );
}

#[test]
fn crt_no_defending_combat_units_is_flagged_reconstructed() {
    assert_eq!(columns("directory/crt-0"), ODDS);
    let b = "";
    expect(
        "directory/crt-0",
        &[
            ("1", &[b, b, b, b, b]),
            ("2", &[b, b, b, b, b]),
            ("3", &[b, b, b, b, "DR"]),
            ("4", &[b, b, "DR", "DR", "DR"]),
            ("5", &[b, "DR", "DR", "DR", "DR"]),
            ("6", &["DR", "DR", "DR", "DR", "DR"]),
        ],
    );
    let r = reg();
    let t = r.get("directory/crt-0").unwrap();
    assert!(t.reconstructed);
    assert_eq!(t.interpretation.as_deref(), Some("I-8"));
    // DR cells per column as the text counts them: 1, 2, 3, 3, 4.
    let dr: Vec<Ratio> = ODDS
        .iter()
        .map(|c| r.odds("directory/crt-0", Some(c)).unwrap().chance("DR"))
        .collect();
    assert_eq!(dr, [1, 2, 3, 3, 4].map(|n| Ratio::new(n, 6)).to_vec());
}

#[test]
fn crt_only_one_defending_combat_unit() {
    assert_eq!(columns("directory/crt-1"), ODDS);
    let (b, h, l) = ("", "½ AL", "½ DL");
    expect(
        "directory/crt-1",
        &[
            ("1", &[h, h, h, h, h]),
            ("2", &[b, b, b, b, "DR"]),
            ("3", &[b, b, b, "DR", "DR"]),
            ("4", &[b, b, "DR", "DR", "DR"]),
            ("5", &[b, "DR", "DR", "DR", "DR"]),
            ("6", &[l, l, l, l, l]),
        ],
    );
    let r = reg();
    let t = r.get("directory/crt-1").unwrap();
    assert!(t.reconstructed);
    assert_eq!(t.rerolls["½ AL"], "directory/half-al");
    assert_eq!(t.rerolls["½ DL"], "directory/half-dl");
}

#[test]
fn crt_at_least_two_defending_combat_units() {
    assert_eq!(columns("directory/crt-2plus"), ODDS);
    let b = "";
    expect(
        "directory/crt-2plus",
        &[
            ("1", &["AL", "AL", "AL", "AL", "AL"]),
            ("2", &[b, b, b, b, "DR"]),
            ("3", &[b, b, b, "DR", "DR"]),
            ("4", &[b, b, "DR", "DR", "DR"]),
            ("5", &[b, "DR", "DR", "DR", "DR"]),
            ("6", &["DL", "DL", "DL", "DL", "DL"]),
        ],
    );
    assert!(reg().get("directory/crt-2plus").unwrap().rerolls.is_empty());
}

#[test]
fn half_chance_rerolls() {
    expect(
        "directory/half-al",
        &[("1-3", &["No Result"]), ("4-6", &["AL"])],
    );
    expect("directory/half-dl", &[("1-3", &["DR"]), ("4-6", &["DL"])]);
}

#[test]
fn one_defender_half_results_resolve_exactly_in_every_column() {
    // Only 1 defending combat unit. Row 1 is ½ AL (1/6): half of it AL,
    // half No Result; row 6 is ½ DL (1/6): half DR, half DL. Rows 2-5
    // hold k DR cells where k = 0, 1, 2, 3, 4 from 1:2 to 2:1+.
    //   1:2:  No Result 4/6 + 1/12 = 3/4, AL 1/12, DR 1/12, DL 1/12
    //   2:3:  No Result 3/6 + 1/12 = 7/12, DR 1/6 + 1/12 = 1/4
    //   1:1:  No Result 2/6 + 1/12 = 5/12, DR 2/6 + 1/12 = 5/12
    //   3:2:  No Result 1/6 + 1/12 = 1/4,  DR 3/6 + 1/12 = 7/12
    //   2:1+: No Result 1/12,              DR 4/6 + 1/12 = 3/4
    let r = reg();
    let want_nr = [(3, 4), (7, 12), (5, 12), (1, 4), (1, 12)];
    let want_dr = [(1, 12), (1, 4), (5, 12), (7, 12), (3, 4)];
    for (j, c) in ODDS.iter().enumerate() {
        let o = r.odds("directory/crt-1", Some(c)).unwrap();
        assert_eq!(
            o.chance("No Result"),
            Ratio::new(want_nr[j].0, want_nr[j].1),
            "{c}"
        );
        assert_eq!(
            o.chance("DR"),
            Ratio::new(want_dr[j].0, want_dr[j].1),
            "{c}"
        );
        assert_eq!(o.chance("AL"), Ratio::new(1, 12), "{c}");
        assert_eq!(o.chance("DL"), Ratio::new(1, 12), "{c}");
        assert_eq!(o.total(), Ratio::ONE);
        assert!(o.missing.is_zero());
        let raw = r.raw_odds("directory/crt-1", Some(c)).unwrap();
        assert_eq!(raw.chance("½ AL"), Ratio::new(1, 6));
        assert_eq!(raw.chance("½ DL"), Ratio::new(1, 6));
    }
    // The order results first appear, reading the table down.
    let o = r.odds("directory/crt-1", Some("1:2")).unwrap();
    let names: Vec<&str> = o.outcomes.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, ["No Result", "AL", "DR", "DL"]);
}

#[test]
fn capture_checks() {
    expect(
        "directory/capture-bases",
        &[
            ("1-5", &["Attackers may replace with supply stockpile"]),
            ("6", &["destroyed without capture"]),
        ],
    );
    expect(
        "directory/capture-armor",
        &[
            ("1-3", &["Attackers may replace with identical armor unit"]),
            ("4-6", &["destroyed without capture"]),
        ],
    );
}

#[test]
fn supply_and_terrain_multipliers() {
    expect(
        "directory/supply-multipliers",
        &[
            (
                "",
                &[
                    "Supplied Entente, German, or Volunteer units",
                    "x3",
                    "If they have only limited supply - x1",
                ],
            ),
            (
                "",
                &[
                    "Supplied Bolshevik or Directory Units",
                    "x2",
                    "If they have only limited supply - x1",
                ],
            ),
            (
                "",
                &[
                    "Any Makhnovist, Zelenyist or Grigorievist Units",
                    "x1",
                    "These are never supplied.",
                ],
            ),
            (
                "",
                &["Any Units with Limited Supply or No Supply", "x1", ""],
            ),
        ],
    );
    expect(
        "directory/terrain-multipliers",
        &[
            ("", &["Attacking out of Broken Terrain", "x3/4"]),
            ("", &["Attacking out of Rough Terrain", "x1/2"]),
        ],
    );
}

#[test]
fn unit_types() {
    let c = "combat unit";
    let a = "armor unit";
    let l = "logistics unit";
    let x = "replace with stockpile if captured";
    expect(
        "directory/unit-types",
        &[
            ("", &["Elite Cavalry", "5-4-4", c, ""]),
            ("", &["Regular Cavalry", "3-3-4", c, ""]),
            ("", &["Elite Tatchanka", "4-4-4", c, ""]),
            ("", &["Regular Tatchanka", "2-3-4", c, ""]),
            ("", &["Elite Infantry", "5-4-3", c, ""]),
            ("", &["Regular Infantry", "3-3-3", c, ""]),
            ("", &["Local Units", "1-2-2", c, "restricted movement"]),
            (
                "",
                &["Inshore Naval Forces", "4-1-N", a, "may not be destroyed"],
            ),
            ("", &["River Gunboats", "3-1-W", a, "may be captured"]),
            ("", &["Armored Trains", "3-1-R", a, "may be captured"]),
            ("", &["Tanks", "2-1-2", a, "may be captured"]),
            ("", &["Mobile Logistical Base", "0-1-2", l, x]),
            ("", &["Fixed Logistical Base", "0-1-0", l, x]),
            (
                "",
                &[
                    "Supply Stockpile",
                    "0-1-0",
                    "not a logistics unit",
                    "may be captured or broken up",
                ],
            ),
        ],
    );
}

#[test]
fn sequence_of_play() {
    let g = "Game-Turn";
    let p = "Player-Turn";
    let combat = "During the Combat Phases, the attacker's units may attack adjacent enemy units.";
    let moves = "During the Movement Phases, the attacker's units may move.";
    let supply =
        "During the Supply Phases, the attacker checks the supply status of each of their units.";
    expect(
        "directory/sequence-of-play",
        &[
            (
                "",
                &[
                    g,
                    "Initiative Determination",
                    "Roll on the tables provided.",
                ],
            ),
            (
                "",
                &[
                    g,
                    "Up to three Player-Turns",
                    "In the order determined above With the phases listed below.",
                ],
            ),
            (
                "",
                &[
                    g,
                    "Turn End",
                    "At this point one turn ends and the next turn begins. Advance the turn marker as appropriate. At this point on the last turn, the game ends and the players determine who won.",
                ],
            ),
            (
                "",
                &[
                    p,
                    "Diplomatic Phase only in Fall of the Directory (3.0)",
                    "During the Diplomatic phase, the attacker may use diplomatic actions to declare war, begin mobilization, or begin intervention, or to attempt negotiation with the independent factions or the Entente intervention forces and German holdout forces.",
                ],
            ),
            (
                "",
                &[
                    p,
                    "Mobilization Phase (4.0)",
                    "During the Mobilization Phase, the attacker removes withdrawals, places reinforcements and performs mobilization, in that order.",
                ],
            ),
            ("", &[p, "1st Combat Phase (5.0)", combat]),
            ("", &[p, "1st Movement Phase (6.0)", moves]),
            ("", &[p, "1st Supply Phase (7.0)", supply]),
            ("", &[p, "2nd Combat Phase (5.0)", combat]),
            ("", &[p, "2nd Movement Phase (6.0)", moves]),
            ("", &[p, "2nd Supply Phase (7.0)", supply]),
        ],
    );
}

#[test]
fn initiative_tables() {
    // The print's "f rst" is the "fi" ligature of "first" lost in extraction.
    expect(
        "directory/initiative-directory",
        &[
            (
                "1",
                &["Bolsheviks move first, Directory second, Volunteers last"],
            ),
            (
                "2",
                &["Bolsheviks move first, Volunteers second, Directory last"],
            ),
            (
                "3",
                &["Directory moves first, Bolsheviks second, Volunteers last"],
            ),
            (
                "4",
                &["Directory moves first, Volunteers second, Bolsheviks last"],
            ),
            (
                "5",
                &["Volunteers move first, Bolsheviks second, Directory last"],
            ),
            (
                "6",
                &["Volunteers move first, Directory second, Bolsheviks last"],
            ),
        ],
    );
    expect(
        "directory/initiative-makhno",
        &[
            (
                "1",
                &["Bolsheviks move first, Makhnovists second, Volunteers last"],
            ),
            (
                "2",
                &["Bolsheviks move first, Volunteers second, Makhnovists last"],
            ),
            (
                "3",
                &["Makhnovists move first, Bolsheviks second, Volunteers last"],
            ),
            (
                "4",
                &["Makhnovists move first, Volunteers second, Bolsheviks last"],
            ),
            (
                "5",
                &["Volunteers move first, Bolsheviks second, Makhnovists last"],
            ),
            (
                "6",
                &["Volunteers move first, Makhnovists second, Bolsheviks last"],
            ),
        ],
    );
    let r = reg();
    assert_eq!(
        r.get("directory/initiative-directory").unwrap().notes[0],
        "December IV - Bolsheviks and their allies move; only one player-turn"
    );
    assert_eq!(
        r.get("directory/initiative-makhno").unwrap().notes[0],
        "September IV - Makhnovists and their allies move; only one player-turn"
    );
}
