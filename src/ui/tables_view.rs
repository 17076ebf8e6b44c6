//! The tables panel: search every table, show it as printed, roll on it
//! (hit cell highlighted, re-rolls shown) and see each outcome's exact chance.

use crate::dice::{Dice, DieFaceError};
use crate::tables::{
    Distribution, FaceSource, GivenFaces, Registry, RollError, RollOutcome, Table, TableKind,
    load::row_place,
};
use egui_extras::{Column, TableBuilder};

/// Why a roll on the table shown was not made.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoRoll {
    /// A cross table rolled before its column is chosen.
    #[error("Choose a column first.")]
    NoColumn,
    /// "Roll with these dice" with no faces typed.
    #[error("Type the faces your dice show, e.g. 4,5.")]
    NoFaces,
    #[error(transparent)]
    Faces(#[from] DieFaceError),
    #[error(transparent)]
    Roll(#[from] RollError),
}

/// State of the tables panel.
pub struct TablesPanel {
    pub search: String,
    /// Id of the table shown.
    pub selected: Option<String>,
    /// Column label picked for a cross table.
    pub column: Option<String>,
    /// Pinned table ids, in the order pinned (persisted by the app).
    pub favourites: Vec<String>,
    /// Faces the next roll uses, in order (physical dice, or tests); when
    /// empty the seeded dice roll.
    pub next_faces: Vec<u8>,
    pub dice: Dice,
    /// The last roll, or why it could not be made.
    pub last_roll: Option<Result<RollOutcome, NoRoll>>,
    /// The player rolls their own dice (the app's setting).
    pub physical: bool,
    /// The faces typed for the next roll with physical dice.
    pub typed_faces: String,
    /// Your chart of the game's Combat Results Table, and its editor.
    pub charts: super::chart_editor::ChartPanel,
}

impl Default for TablesPanel {
    fn default() -> Self {
        TablesPanel {
            search: String::new(),
            selected: None,
            column: None,
            favourites: Vec::new(),
            next_faces: Vec::new(),
            dice: Dice::from_entropy(),
            last_roll: None,
            physical: false,
            typed_faces: String::new(),
            charts: Default::default(),
        }
    }
}

impl TablesPanel {
    /// Shows table `id` (column choice and last roll start afresh).
    pub fn select(&mut self, id: &str) {
        if self.selected.as_deref() != Some(id) {
            self.selected = Some(id.to_string());
            self.column = None;
            self.last_roll = None;
        }
    }

    /// Rolls on the selected table with `next_faces` (used up) or the dice.
    pub fn roll(&mut self, registry: &Registry) {
        let Some(id) = self.selected.clone() else {
            return;
        };
        let needs_column = registry
            .get(&id)
            .is_some_and(|t| t.kind == TableKind::Cross);
        if needs_column && self.column.is_none() {
            self.last_roll = Some(Err(NoRoll::NoColumn));
            return;
        }
        let faces: Vec<i64> = self.next_faces.drain(..).map(i64::from).collect();
        let result = if faces.is_empty() {
            registry.roll(&id, self.column.as_deref(), &mut self.dice)
        } else {
            match GivenFaces::new(&faces) {
                Ok(mut g) => {
                    let source: &mut dyn FaceSource = &mut g;
                    registry.roll(&id, self.column.as_deref(), source)
                }
                Err(e) => {
                    self.last_roll = Some(Err(e.into()));
                    return;
                }
            }
        };
        self.last_roll = Some(result.map_err(NoRoll::from));
    }
}

/// Draws the tables panel.
pub fn tables_ui(ui: &mut egui::Ui, state: &mut TablesPanel, registry: &Registry) {
    ui.horizontal(|ui| {
        let label = ui.label("Search tables");
        ui.add(egui::TextEdit::singleline(&mut state.search).hint_text("id or title"))
            .labelled_by(label.id);
    });
    for r in registry.refused() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            format!("Override file refused: {}", r.message),
        );
    }
    let mut clicked: Option<String> = None;
    if !state.favourites.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label("Pinned:");
            for id in &state.favourites {
                let on = state.selected.as_deref() == Some(id.as_str());
                if ui.selectable_label(on, id.as_str()).clicked() {
                    clicked = Some(id.clone());
                }
            }
        });
    }
    let changed = registry.changed();
    if !changed.is_empty() {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!(
                "Changed from the built-in tables by your files: {}",
                changed.join(", ")
            ),
        );
    }
    {
        // Room for 20 tables before the list scrolls, as long as that leaves
        // the table chosen at least half of the window; once a table is
        // chosen, three quarters (at a large zoom in a small window the
        // list left it a row or two).
        let row =
            ui.text_style_height(&egui::TextStyle::Button) + ui.spacing().item_spacing.y + 4.0;
        let (share, least) = if state.selected.is_some() {
            (0.25, 3.0)
        } else {
            (0.55, 6.0)
        };
        let list = (row * 20.0)
            .min(ui.available_height() * share)
            .max(row * least);
        egui::ScrollArea::vertical()
            .id_salt("table search results")
            .max_height(list)
            .show(ui, |ui| {
                for t in registry.search(&state.search) {
                    let on = state.selected.as_deref() == Some(t.id.as_str());
                    if ui
                        .selectable_label(on, format!("{} — {}", t.id, t.title))
                        .clicked()
                    {
                        clicked = Some(t.id.clone());
                    }
                }
            });
    }
    if let Some(id) = clicked {
        state.select(&id);
    }
    ui.separator();

    // The table chosen scrolls on its own below the list, so a short
    // window still reaches its rolls and odds.
    egui::ScrollArea::vertical()
        .id_salt("table shown")
        .show(ui, |ui| table_shown_ui(ui, state, registry));
}

fn table_shown_ui(ui: &mut egui::Ui, state: &mut TablesPanel, registry: &Registry) {
    let Some(id) = state.selected.clone() else {
        ui.label("Pick a table above (or search by id or title) to see it here.");
        return;
    };
    let Some(table) = registry.get(&id).cloned() else {
        ui.label(format!("No table \"{id}\"."));
        return;
    };
    table_header_ui(ui, state, registry, &table);
    if table.kind == TableKind::Cross {
        column_picker_ui(ui, state, &table);
    }
    printed_table_ui(ui, state, &table);
    if table.kind != TableKind::Reference {
        ui.horizontal_wrapped(|ui| {
            if state.physical {
                // Physical dice: the faces of your own dice, in order (one
                // die for a 1d6 table, and said so).
                let one = table.dice.is_some_and(|d| d.count() == 1);
                let (said, hint) = if one {
                    ("Your die (e.g. 4)", "4")
                } else {
                    ("Your dice (e.g. 4,5)", "4,5")
                };
                let l = ui.label(said);
                ui.add(
                    egui::TextEdit::singleline(&mut state.typed_faces)
                        .desired_width(80.0)
                        .hint_text(hint),
                )
                .labelled_by(l.id);
                if ui.button("Roll with these dice").clicked() {
                    match GivenFaces::parse(&state.typed_faces) {
                        Ok(g) if g.remaining() > 0 => {
                            state.next_faces = g.faces();
                            state.roll(registry);
                        }
                        Ok(_) => {
                            state.last_roll = Some(Err(NoRoll::NoFaces));
                        }
                        Err(e) => state.last_roll = Some(Err(e.into())),
                    }
                }
            } else if ui.button("Roll").clicked() {
                state.roll(registry);
            }
            if !state.next_faces.is_empty() {
                let f: Vec<String> = state.next_faces.iter().map(u8::to_string).collect();
                ui.label(format!("next faces: {}", f.join(", ")));
            }
        });
        roll_result_ui(ui, state, registry, &table);
        odds_ui(ui, state, registry, &table);
    }
    legend_ui(ui, &table);
}

fn table_header_ui(ui: &mut egui::Ui, state: &mut TablesPanel, registry: &Registry, table: &Table) {
    ui.horizontal(|ui| {
        ui.heading(&table.title);
        let pinned = state.favourites.contains(&table.id);
        if pinned {
            if ui.button("Unpin").clicked() {
                state.favourites.retain(|f| f != &table.id);
            }
        } else if ui.button("Pin").clicked() {
            state.favourites.push(table.id.clone());
        }
    });
    ui.weak(format!("{} · {}", table.id, table.source));
    let flags = table.flags();
    if !flags.is_empty() {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!("Flags: {}", flags.join(", ")),
        );
    }
    if registry.changed().contains(&table.id.as_str()) {
        ui.colored_label(ui.visuals().warn_fg_color, "Corrected by an override file");
    }
}

fn column_picker_ui(ui: &mut egui::Ui, state: &mut TablesPanel, table: &Table) {
    let shown = state
        .column
        .clone()
        .unwrap_or_else(|| "choose…".to_string());
    let before = state.column.clone();
    egui::ComboBox::from_label("Column")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            for c in &table.columns {
                ui.selectable_value(&mut state.column, Some(c.clone()), c);
            }
        });
    if state.column != before {
        state.last_roll = None;
    }
}

/// The cell the last roll hit on this table (first step only).
fn hit(state: &TablesPanel, table: &Table) -> Option<(usize, Option<usize>)> {
    let Some(Ok(out)) = &state.last_roll else {
        return None;
    };
    let first = out.steps.first()?;
    (first.table == table.id).then_some((first.row, first.column))
}

fn printed_table_ui(ui: &mut egui::Ui, state: &TablesPanel, table: &Table) {
    let has_roll = table.kind != TableKind::Reference;
    let picked = state.column.as_deref().and_then(|c| table.column_index(c));
    let hit = hit(state, table);
    // The hit cell stands out from its (selected) row.
    let highlight = ui.visuals().warn_fg_color;
    let ncols = table.columns.len() + usize::from(has_roll);
    ui.push_id(("printed table", &table.id), |ui| {
        // Cells keep their printed line; columns grow instead of wrapping.
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        TableBuilder::new(ui)
            .striped(true)
            .vscroll(false)
            .columns(Column::auto().resizable(true), ncols)
            .header(22.0, |mut header| {
                if has_roll {
                    header.col(|ui| {
                        ui.strong("Die Roll");
                    });
                }
                for (j, c) in table.columns.iter().enumerate() {
                    header.col(|ui| {
                        let text = egui::RichText::new(c).strong();
                        if picked == Some(j) {
                            // The column chosen stands out before a roll too.
                            let marked = ui.visuals().selection.bg_fill;
                            ui.label(
                                text.underline()
                                    .color(ui.visuals().selection.stroke.color)
                                    .background_color(marked),
                            );
                        } else {
                            ui.label(text);
                        }
                    });
                }
            })
            .body(|mut body| {
                for (i, row) in table.rows.iter().enumerate() {
                    body.row(20.0, |mut r| {
                        let row_hit = hit.is_some_and(|(hr, _)| hr == i);
                        r.set_selected(row_hit);
                        if has_roll {
                            r.col(|ui| {
                                ui.label(row.roll.map(|x| x.to_string()).unwrap_or_default());
                            });
                        }
                        for (j, cell) in row.cells.iter().enumerate() {
                            let cell_hit =
                                row_hit && hit.is_some_and(|(_, hc)| hc.is_none_or(|c| c == j));
                            r.col(|ui| {
                                let text = cell.display();
                                if cell_hit {
                                    let shown = if text.trim().is_empty() {
                                        "» (blank)".to_string()
                                    } else {
                                        format!("» {text}")
                                    };
                                    ui.label(
                                        egui::RichText::new(shown)
                                            .strong()
                                            .color(egui::Color32::BLACK)
                                            .background_color(highlight),
                                    );
                                } else if cell.is_missing() {
                                    ui.label(egui::RichText::new(text).italics().weak());
                                } else if picked == Some(j) {
                                    // The chosen column's cells, strong.
                                    ui.label(egui::RichText::new(text).strong());
                                } else {
                                    ui.label(text);
                                }
                            });
                        }
                    });
                }
            });
    });
}

fn roll_result_ui(ui: &mut egui::Ui, state: &TablesPanel, registry: &Registry, _table: &Table) {
    match &state.last_roll {
        None => {}
        Some(Err(e)) => {
            ui.colored_label(ui.visuals().error_fg_color, e.to_string());
        }
        Some(Ok(out)) => {
            for step in &out.steps {
                let faces = if step.faces.len() == 1 {
                    step.total.to_string()
                } else {
                    let f: Vec<String> = step.faces.iter().map(u8::to_string).collect();
                    format!("{} = {}", f.join(" + "), step.total)
                };
                let shown = registry.get(&step.table);
                let mut row = shown.map_or_else(String::new, |t| row_place(t, step.row));
                // A cross table's roll says the column it was read on.
                let cross = shown.filter(|t| t.kind == TableKind::Cross);
                if let Some(c) = step.column.and_then(|c| cross?.columns.get(c)) {
                    row.push_str(&format!(", column {c}"));
                }
                let cell = step.cell.display();
                let cell = if cell.trim().is_empty() {
                    format!("(blank) = {}", step.reads.text())
                } else if step.column.is_none() {
                    step.reads.text().to_string()
                } else {
                    cell.to_string()
                };
                let mut line = format!("Rolled {faces} on {}, {row}: {cell}", step.table);
                if let Some(sub) = &step.reroll_on {
                    line.push_str(&format!(" — roll again on {sub}"));
                }
                ui.label(line);
            }
            ui.strong(format!("Result: {}", out.result.text()));
        }
    }
}

fn odds_ui(ui: &mut egui::Ui, state: &TablesPanel, registry: &Registry, table: &Table) {
    if table.kind == TableKind::Cross && state.column.is_none() {
        ui.label("Choose a column to see the chances.");
        return;
    }
    let column = state.column.as_deref();
    let (Ok(fin), Ok(raw)) = (
        registry.odds(&table.id, column),
        registry.raw_odds(&table.id, column),
    ) else {
        return;
    };
    let heading = match column {
        Some(c) => format!("Chances on column {c}"),
        None => "Chances".to_string(),
    };
    ui.label(egui::RichText::new(heading).strong());
    bars_ui(ui, &fin);
    if !table.rerolls.is_empty() && raw != fin {
        ui.collapsing("Before re-rolls (cells as printed)", |ui| bars_ui(ui, &raw));
    }
}

pub(crate) fn bars_ui(ui: &mut egui::Ui, odds: &Distribution) {
    let mut rows: Vec<(String, crate::ratio::Ratio)> = odds.outcomes.clone();
    if !odds.missing.is_zero() {
        rows.push((crate::tables::MISSING_TEXT.to_string(), odds.missing));
    }
    egui::Grid::new("odds bars").num_columns(2).show(ui, |ui| {
        for (name, p) in rows {
            ui.label(format!("{name}: {p} ({}%)", p.percent_string()));
            ui.add(
                egui::ProgressBar::new(p.to_f64() as f32)
                    .desired_width(160.0)
                    .text(format!("{}%", p.percent_string())),
            );
            ui.end_row();
        }
    });
}

fn legend_ui(ui: &mut egui::Ui, table: &Table) {
    if let Some(b) = &table.blank {
        ui.weak(format!("Blank cells: {b}"));
    }
    for e in &table.legend {
        ui.label(format!("{} — {}", e.code, e.meaning));
    }
    for n in &table.notes {
        ui.weak(n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    #[test]
    fn search_pick_roll_and_see_the_reroll() {
        let mut harness = Harness::new_ui_state(
            |ui, state: &mut TablesPanel| tables_ui(ui, state, &Registry::builtin()),
            TablesPanel::default(),
        );
        harness.get_by_label("Search tables").focus();
        harness.run();
        harness
            .get_by_label("Search tables")
            .type_text("only 1 defending");
        harness.run();
        harness
            .get_by_label("directory/crt-1 — Combat Results – Only 1 Defending Combat Unit")
            .click();
        harness.run();
        harness.get_by_label("Choose a column to see the chances.");
        harness.state_mut().column = Some("1:2".to_string());
        harness.state_mut().next_faces = vec![1, 5];
        harness.run();
        harness.get_by_label("Roll").click();
        harness.run();
        harness.get_by_label("» ½ AL");
        harness.get_by_label(
            "Rolled 1 on directory/crt-1, row 1 (roll 1), column 1:2: ½ AL — roll again on directory/half-al",
        );
        harness.get_by_label("Chances on column 1:2");
        harness.get_by_label("Rolled 5 on directory/half-al, row 2 (roll 4-6): AL");
        harness.get_by_label("Result: AL");
        harness.get_by_label("No Result: 3/4 (75.0%)");
        harness.get_by_label("AL: 1/12 (8.3%)");
        assert!(harness.state().next_faces.is_empty());
    }

    #[test]
    fn a_missing_cell_is_shown_and_pinned_tables_stay() {
        let mut harness = Harness::new_ui_state(
            |ui, state: &mut TablesPanel| tables_ui(ui, state, &Registry::builtin()),
            TablesPanel::default(),
        );
        harness
            .state_mut()
            .select("directory/forced-march-infantry");
        harness.run();
        harness.get_by_label("Pin").click();
        harness.run();
        assert_eq!(
            harness.state().favourites,
            vec!["directory/forced-march-infantry".to_string()]
        );
        harness.state_mut().next_faces = vec![6];
        harness.run();
        harness.get_by_label("Roll").click();
        harness.run();
        harness.get_by_label("» missing (not in the text)");
        harness.get_by_label("Result: missing (not in the text)");
        harness.get_by_label("missing (not in the text): 1/6 (16.7%)");
        harness.get_by_label("Flags: interpretation I-7");
    }
}
