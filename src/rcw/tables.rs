//! The solitaire system's tables in the generic table form, built from the
//! rules data in force (never copied), for lookups, odds and rolls beside
//! the other games' tables: `rcw/sdt`, `rcw/vst`, `rcw/apt`, `rcw/pct-shifts`.

use super::RcwRules;
use super::player::PlayerColour;
use super::turn::sdt_text;
use crate::tables::model::{Cell, DiceSpec, RollRange, Row, Table, TableKind};

fn printed(s: impl Into<String>) -> Cell {
    Cell::Printed(s.into())
}

fn table(id: &str, title: &str, kind: TableKind, columns: &[&str], rows: Vec<Row>) -> Table {
    Table {
        id: id.to_string(),
        title: title.to_string(),
        source: "seed 000, Russian Civil War solitaire system".to_string(),
        interpretation: None,
        reconstructed: false,
        kind,
        dice: (kind != TableKind::Reference).then_some(DiceSpec::OneD6),
        columns: columns.iter().map(|c| c.to_string()).collect(),
        rows,
        blank: None,
        rerolls: Default::default(),
        column_lookup: None,
        legend: Vec::new(),
        notes: Vec::new(),
    }
}

/// The four tables, from `rules`.
pub fn generic_tables(rules: &RcwRules) -> Vec<Table> {
    vec![
        sdt_table(rules),
        vst_table(rules),
        apt_table(rules),
        shifts_table(rules),
    ]
}

/// The Strategy Determination Table as printed.
fn sdt_table(rules: &RcwRules) -> Table {
    let yes_no = |b: bool| printed(if b { "Yes" } else { "No" });
    let sdt_rows = rules
        .sdt()
        .iter()
        .map(|r| Row {
            roll: Some(RollRange::new(r.roll, r.roll)),
            cells: if r.vst {
                vec![
                    printed("Roll die again using VST"),
                    printed(""),
                    printed(""),
                    printed(""),
                ]
            } else {
                vec![
                    printed(r.attacks.to_string()),
                    printed(r.min_odds.map_or(String::new(), |o| o.to_string())),
                    yes_no(r.purge),
                    yes_no(r.assassination),
                ]
            },
        })
        .collect();
    let mut sdt = table(
        "rcw/sdt",
        "Strategy Determination Table",
        TableKind::Row,
        &[
            "Req Nbr Attacks",
            "Min Odds",
            "Purge Attempt",
            "Assass. Attempt",
        ],
        sdt_rows,
    );
    sdt.blank = Some("(roll on the VST)".to_string());
    sdt.notes = rules
        .sdt()
        .iter()
        .filter(|r| r.give_assassin_marker)
        .map(|r| format!("On a die roll of {}: {}.", r.roll, sdt_text(r)))
        .collect();
    sdt
}

/// The Vindictive Strategy Table as printed.
fn vst_table(rules: &RcwRules) -> Table {
    let vst_rows = rules
        .vst()
        .iter()
        .map(|r| Row {
            roll: Some(RollRange::new(r.roll, r.roll)),
            cells: vec![printed(r.text.clone())],
        })
        .collect();
    let mut vst = table(
        "rcw/vst",
        "Vindictive Strategy Table (VST)",
        TableKind::Roll,
        &["Implication"],
        vst_rows,
    );
    vst.notes = vec![format!(
        "Always {} attacks at {} or better, no Attack Consideration rolls. Roll again when the phasing player controls the Czar (or Gold), nobody does, or the Czar is executed or removed.",
        rules.vst_attacks(),
        rules.vst_min_odds()
    )];
    vst
}

/// The Attack Priority Table ([I-4]: reconstructed).
fn apt_table(rules: &RcwRules) -> Table {
    let mut apt_rows = Vec::new();
    for c in PlayerColour::ALL {
        for e in rules.apt().for_colour(c) {
            apt_rows.push(Row {
                roll: None,
                cells: vec![
                    printed(c.name()),
                    printed(["I", "II", "III"][usize::from(e.priority.clamp(1, 3) - 1)]),
                    printed(e.units.name()),
                    printed(e.target.name()),
                ],
            });
        }
    }
    let mut apt = table(
        "rcw/apt",
        "Attack Priority Table",
        TableKind::Reference,
        &["Player Color", "Priority", "Units Cntrl'd", "Attack"],
        apt_rows,
    );
    apt.interpretation = Some("I-4".to_string());
    apt.reconstructed = true;
    apt
}

/// The PCT shifts ([I-2]).
fn shifts_table(rules: &RcwRules) -> Table {
    let s = &rules.pct().shifts;
    let shift_rows = [
        ("Attack that takes place", s.attack),
        ("Purge attempt", s.purge_attempt),
        ("Assassination attempt", s.assassination_attempt),
        ("Assassin marker given", s.assassin_marker_given),
        ("Politburo marker given", s.politburo_marker_given),
    ]
    .into_iter()
    .map(|(w, v)| Row {
        roll: None,
        cells: vec![printed(w), printed(format!("{v:+}"))],
    })
    .collect();
    let mut shifts = table(
        "rcw/pct-shifts",
        "PCT shifts",
        TableKind::Reference,
        &["Event", "Columns"],
        shift_rows,
    );
    shifts.interpretation = Some("I-2".to_string());
    shifts.notes = vec![format!(
        "Kept within {}..{}.",
        rules.pct().min,
        rules.pct().max
    )];
    shifts
}
