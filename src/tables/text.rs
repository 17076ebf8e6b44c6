//! Plain-text reports of a table's chances and of a roll, shared by the
//! command line and the app's calculators.

use super::{Distribution, Registry, RollOutcome, RollStep, TableKind};

/// One line per outcome: `<result>\t<n>/<d>\t<percent>%`; a missing cell's
/// chance comes last as `missing (not in the text)`.
pub fn odds_lines(odds: &Distribution) -> String {
    let mut s = String::new();
    for (name, p) in &odds.outcomes {
        s.push_str(&format!("{name}\t{p}\t{}%\n", p.percent_string()));
    }
    if !odds.missing.is_zero() {
        s.push_str(&format!(
            "{}\t{}\t{}%\n",
            crate::tables::MISSING_TEXT,
            odds.missing,
            odds.missing.percent_string()
        ));
    }
    s
}

/// The roll, step by step, then the final result.
pub fn roll_lines(reg: &Registry, outcome: &RollOutcome) -> String {
    let mut s = roll_steps(reg, outcome);
    s.push_str(&result_line(outcome));
    s.push('\n');
    s
}

/// The line that says what a roll came to: "result: …".
pub fn result_line(outcome: &RollOutcome) -> String {
    format!("result: {}", outcome.result.text())
}

/// The lines of a roll's steps, each ending in a newline, without the
/// result: what each die read on which table, row and column.
pub fn roll_steps(reg: &Registry, outcome: &RollOutcome) -> String {
    let mut s = String::new();
    for step in &outcome.steps {
        let faces = if step.faces.len() == 1 {
            step.total.to_string()
        } else {
            let f: Vec<String> = step.faces.iter().map(u8::to_string).collect();
            format!("{} = {}", f.join(" + "), step.total)
        };
        let t = reg.get(&step.table);
        let row = t.map_or_else(
            || (step.row + 1).to_string(),
            |t| super::load::row_place(t, step.row),
        );
        let column = match (step.column, t) {
            (Some(j), Some(t)) if t.kind == TableKind::Cross => {
                format!(", column {}", t.columns.get(j).map_or("?", String::as_str))
            }
            _ => String::new(),
        };
        let reads = if t.is_some_and(|t| t.kind == TableKind::Row) {
            step.reads.text().to_string()
        } else {
            shown_cell(step)
        };
        s.push_str(&format!(
            "roll {faces} on {}{column} ({row}): {reads}",
            step.table
        ));
        if let Some(sub) = &step.reroll_on {
            s.push_str(&format!(" → roll again on {sub}"));
        }
        s.push('\n');
    }
    s
}

fn shown_cell(step: &RollStep) -> String {
    let printed = step.cell.display();
    if printed.trim().is_empty() {
        format!("(blank) = {}", step.reads.text())
    } else {
        printed.to_string()
    }
}
