//! `politburo tables | table <id> | odds <id> | roll <id>`: table lookups.

use super::args::{OddsArgs, RollArgs, TableArgs};
use super::{CliError, CliResult, usage};
use crate::dice::Dice;
use crate::tables::{
    BelowFirst, FaceSource, GivenFaces, LookupBy, Registry, Rounding, Table, TableKind,
    lookup::show_value,
};
use std::io::Write;

pub use crate::tables::text::{odds_lines, roll_lines};

/// `tables`: every table's id and title.
pub fn list(reg: &Registry, out: &mut dyn Write) -> CliResult {
    for t in reg.iter() {
        writeln!(out, "{}\t{}", t.id, t.title)?;
    }
    Ok(())
}

/// `table <id>`: the table as printed.
pub fn table(reg: &Registry, a: &TableArgs, out: &mut dyn Write) -> CliResult {
    let t = find(reg, &a.id)?;
    out.write_all(render(t).as_bytes())?;
    Ok(())
}

/// `odds <id> [--column]`: the exact chance of each final result.
pub fn odds(reg: &Registry, a: &OddsArgs, out: &mut dyn Write) -> CliResult {
    let t = find(reg, &a.id)?;
    check_column(t, a.column.as_deref(), "odds")?;
    let odds = reg
        .odds(&t.id, a.column.as_deref())
        .map_err(|e| usage(e.to_string()))?;
    out.write_all(odds_lines(&odds).as_bytes())?;
    Ok(())
}

/// `roll <id> [--column] [--dice]`: a roll with the app's dice or yours.
pub fn roll(reg: &Registry, a: &RollArgs, out: &mut dyn Write) -> CliResult {
    let t = find(reg, &a.id)?;
    check_column(t, a.column.as_deref(), "roll")?;
    let mut given = a.dice.as_ref().map(|f| f.given.clone());
    let mut seeded = Dice::from_entropy();
    let source: &mut dyn FaceSource = match given.as_mut() {
        Some(g) => g,
        None => &mut seeded,
    };
    let outcome = reg
        .roll(&t.id, a.column.as_deref(), source)
        .map_err(|e| usage(e.to_string()))?;
    if let (Some(g), Some(f)) = (&given, &a.dice) {
        all_faces_used(&f.text, g, &outcome)?;
    }
    out.write_all(roll_lines(reg, &outcome).as_bytes())?;
    Ok(())
}

/// Faces typed after --dice that the roll did not read are refused: the
/// player's dice and the roll must agree (nothing is printed then).
pub fn all_faces_used(
    text: &str,
    given: &GivenFaces,
    outcome: &crate::tables::odds::RollOutcome,
) -> CliResult {
    if given.remaining() == 0 {
        return Ok(());
    }
    let used = outcome.steps.iter().map(|s| s.faces.len()).sum::<usize>();
    Err(usage(format!(
        "--dice \"{text}\" gives {} face(s); this roll read {used}: give exactly the faces it needs",
        used + given.remaining()
    )))
}

fn find<'r>(reg: &'r Registry, id: &str) -> Result<&'r Table, CliError> {
    reg.get(id)
        .ok_or_else(|| usage(format!("no table \"{id}\"; `politburo tables` lists them")))
}

/// Tables read row by row (every column at once) take no --column: the
/// registry ignores one there, so it is refused here rather than dropped.
/// (Other tables check the label themselves: an unknown one is an error.)
fn check_column(t: &Table, column: Option<&str>, cmd: &str) -> CliResult {
    // A label typed another way ("10", "9-12") is echoed as printed, on
    // stderr so the result lines stay as they are.
    if let Some(c) = column
        && let Some(i) = t.column_index(c)
        && t.columns[i] != c
    {
        crate::note(format_args!(
            "column \"{c}\" is read as \"{}\"",
            t.columns[i]
        ));
    }
    match (column, t.kind) {
        (Some(c), TableKind::Row) => Err(usage(format!(
            "{cmd}: table {} gives whole rows (every column at once), so it takes no --column, not \"{c}\" (columns: {})",
            t.id,
            t.columns.join(", ")
        ))),
        _ => Ok(()),
    }
}

fn width(s: &str) -> usize {
    s.chars().count()
}

fn pad(s: &str, w: usize) -> String {
    let mut out = s.to_string();
    out.extend(std::iter::repeat_n(' ', w.saturating_sub(width(s))));
    out
}

/// The table as plain text, columns aligned, with its flags and notes.
pub fn render(t: &Table) -> String {
    let mut s = format!("{} — {}\n", t.id, t.title);
    s.push_str(&format!("Source: {}\n", t.source));
    let flags = t.flags();
    if !flags.is_empty() {
        s.push_str(&format!("Flags: {}\n", flags.join(", ")));
    }
    if let Some(d) = t.dice {
        s.push_str(&format!("Dice: {d}\n"));
    }
    s.push('\n');
    let has_roll = t.kind != TableKind::Reference;
    let mut grid: Vec<Vec<String>> = Vec::new();
    let mut header = Vec::new();
    if has_roll {
        header.push("Roll".to_string());
    }
    header.extend(t.columns.iter().cloned());
    grid.push(header);
    for row in &t.rows {
        let mut line = Vec::new();
        if has_roll {
            line.push(row.roll.map(|r| r.to_string()).unwrap_or_default());
        }
        line.extend(row.cells.iter().map(|c| c.display().to_string()));
        grid.push(line);
    }
    let cols = grid.first().map_or(0, Vec::len);
    let widths: Vec<usize> = (0..cols)
        .map(|j| grid.iter().map(|r| width(&r[j])).max().unwrap_or(0))
        .collect();
    for line in &grid {
        let cells: Vec<String> = line.iter().zip(&widths).map(|(c, w)| pad(c, *w)).collect();
        s.push_str(cells.join("  ").trim_end());
        s.push('\n');
    }
    s.push('\n');
    if let Some(b) = &t.blank {
        s.push_str(&format!("Blank cells: {b}\n"));
    }
    for (text, target) in &t.rerolls {
        s.push_str(&format!("{text}: roll again on {target}\n"));
    }
    if let Some(l) = &t.column_lookup {
        let by = match l.by {
            LookupBy::Ratio => "odds ratio",
            LookupBy::Total => "total",
        };
        let th: Vec<String> = l
            .thresholds
            .iter()
            .map(|x| show_value(l.by, x.value))
            .collect();
        let rounding = match l.rounding {
            Rounding::Down => "rounded down",
            Rounding::Up => "rounded up",
        };
        s.push_str(&format!(
            "Column by {by}: from {} ({rounding}); above the last column reads on it\n",
            th.join(", ")
        ));
        match l.below_first {
            BelowFirst::Refuse => s.push_str(&format!(
                "Below the first column: refused ({})\n",
                l.refuse_message.as_deref().unwrap_or("not allowed")
            )),
            BelowFirst::First => s.push_str("Below the first column: reads on it\n"),
        }
    }
    if !t.legend.is_empty() {
        s.push_str("Key:\n");
        for e in &t.legend {
            s.push_str(&format!("  {} — {}\n", e.code, e.meaning));
        }
    }
    if !t.notes.is_empty() {
        s.push_str("Notes:\n");
        for n in &t.notes {
            s.push_str(&format!("  {n}\n"));
        }
    }
    s
}
