//! The step `rcw play` shows: the rules layer's [`StepView`] (the same the
//! window's wizard draws), as text for a terminal.

use crate::rcw::view::{StepKind, StepView};

/// The step as the terminal prints it, ending with the line that asks.
pub(super) fn step_text(v: &StepView, physical: bool) -> String {
    let mut t = format!("\n{}\n", v.heading);
    if let Some(l) = &v.lead {
        t.push_str(&format!("{l}\n"));
    }
    t.push_str(&format!("{}\n", v.text));
    if let Some(r) = &v.roll {
        t.push_str(&format!("For {}\n", r.purpose));
    }
    if let Some(rule) = &v.rule {
        t.push_str(&format!("Rule: {rule}\n"));
    }
    if let Some(r) = &v.roll {
        for row in &r.rows {
            match &row.chance {
                Some(c) => t.push_str(&format!("  {}: {} (chance {c})\n", row.faces, row.label)),
                None => t.push_str(&format!("  {}: {}\n", row.faces, row.label)),
            }
        }
    }
    plan_text(v, &mut t);
    chart_text(v, &mut t);
    if !v.checklist.is_empty() {
        t.push_str("Check the board — every change this turn asked for:\n");
        for l in &v.checklist {
            t.push_str(&format!("  - {}\n", l.text));
        }
    }
    for s in &v.seats {
        t.push_str(&format!("  {}\n", s.text));
    }
    for n in &v.notes {
        t.push_str(&format!("{n}\n"));
    }
    for (i, a) in v.answers.iter().enumerate() {
        let mark = if Some(i) == v.default {
            "  (Enter)"
        } else {
            ""
        };
        // The number that picks it (StepView::key_of): a number's own
        // label needs no other.
        let key = v.key_of(i).to_string();
        if key == a.label.trim() {
            t.push_str(&format!("  {key}{mark}\n"));
        } else {
            t.push_str(&format!("  {key}. {}{mark}\n", a.label));
        }
    }
    t.push_str(match (v.kind, physical, v.default) {
        (StepKind::GameOver, _, _) => {
            "u undoes the last step; add PROVINCE: SEAT COLOUR N puts a stack of a player who is out on the board and brings them back; end the input to stop.\n> "
        }
        (StepKind::Roll, true, _) => "Roll your die and type the face (1-6); u undoes.\n> ",
        (StepKind::Roll, false, _) => {
            "Roll your die and type the face (1-6), or press Enter for the app's dice; u undoes.\n> "
        }
        (_, _, Some(_)) => "Type an answer's number, or press Enter for the default; u undoes.\n> ",
        (_, _, None) => {
            "Type an answer's number (no default here: pick what happened); u undoes.\n> "
        }
    });
    t
}

fn plan_text(v: &StepView, t: &mut String) {
    let Some(p) = &v.plan else {
        return;
    };
    t.push_str(&format!(
        "Attack planner ({} planned; moves known: {}; type m FROM>TO to add one):\n",
        p.orders.len(),
        p.moves_known.as_deref().unwrap_or("none")
    ));
    if let Some(none) = &p.none {
        t.push_str(&format!("  {none}\n"));
    }
    for (k, (o, chances)) in p.orders.iter().zip(&p.on_chart).enumerate() {
        t.push_str(&format!("  {}. {o}\n", k + 1));
        if let Some(c) = chances {
            t.push_str(&format!("     On your chart {c}\n"));
        }
    }
    if let Some(note) = &p.unproven {
        t.push_str(&format!(
            "  (best found in {} ms — {note})\n",
            p.searched.as_millis()
        ));
    }
}

fn chart_text(v: &StepView, t: &mut String) {
    let (Some(c), Some(ask)) = (&v.chart, &v.chart_ask) else {
        return;
    };
    t.push_str(&format!("{}\n{}\n", c.head, c.at));
    for (i, p) in &c.chances {
        if let Some(o) = v.answers.get(*i) {
            t.push_str(&format!("  {i}. {}: {p}\n", o.label));
        }
    }
    if !c.chances.is_empty() {
        t.push_str(&format!(
            "Type r to roll it on the chart ({}), or r and your dice's faces (r 4).\n",
            ask.dice
        ));
    } else if ask.below().is_none() {
        t.push_str(
            "Type r at ODDS to roll it on the chart, or r FACES at ODDS with your dice (r 4 at 3-1).\n",
        );
    }
}
