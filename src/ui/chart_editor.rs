//! "Your charts" on the Tables screen: the base game's Combat Results
//! Table, typed once by the player and kept in the data folder. The chart
//! is checked while it is typed (every problem marked where it is, Save
//! off until there are none); kept, it is shown among the tables and the
//! game plays with it. What a chart is lives in [`crate::rcw::chart`].

use super::command::Command;
use crate::rcw::RcwRules;
use crate::rcw::chart::{CHART_ID, Draft, DraftRow, EXAMPLE, Place, Problem};
use crate::rcw::odds::Odds;
use crate::tables::{DiceSpec, Registry, Table};
use egui::RichText;

/// The editor's state, kept with the tables panel.
#[derive(Default)]
pub struct ChartPanel {
    /// The chart being typed; `None` when the editor is closed.
    pub draft: Option<Draft>,
    /// A chart file's path, typed to import it.
    pub import_path: String,
    /// The kept chart's file does not read (said at start).
    pub load_problem: Option<String>,
}

impl ChartPanel {
    /// Opens the editor on `t` (the kept chart, or one imported).
    pub fn edit(&mut self, t: &Table) {
        self.draft = Some(Draft::of_table(t).unwrap_or_else(|_| Draft::blank(DiceSpec::OneD6)));
    }

    /// The chart was kept: the editor closes.
    pub fn saved(&mut self, _t: &Table) {
        self.draft = None;
        self.load_problem = None;
    }
}

/// The columns a chart may start or end at: 1-6 up to 12-1.
fn odds_choices() -> Vec<Odds> {
    crate::rcw::chart::columns_between(Odds::new(1, 6), Odds::new(12, 1))
}

/// Draws "Your charts": the chart kept and what can be done with it, or
/// the editor while a chart is typed. Returns true while the editor is
/// open (the tables below are not drawn then). `compact` while a table is
/// shown below: the paragraph on why to type a chart gives it the room
/// (its buttons stay, their hints say it).
pub fn charts_ui(
    ui: &mut egui::Ui,
    panel: &mut ChartPanel,
    registry: &Registry,
    rules: &RcwRules,
    (shown, compact): (&mut Option<String>, bool),
    cmds: &mut Vec<Command>,
) -> bool {
    if panel.draft.is_some() {
        editor_ui(ui, panel, rules, cmds);
        return true;
    }
    // While a table is shown below, "Your charts" folds to one line (it
    // opens by click or Enter), so a chart is shown whole at 150 % in a
    // 1024 x 700 window; a problem reading your chart keeps it open.
    if compact && panel.load_problem.is_none() {
        egui::CollapsingHeader::new(RichText::new("Your charts").strong())
            .id_salt("your charts folded")
            .default_open(false)
            .show(ui, |ui| {
                your_charts_ui(ui, panel, registry, (shown, compact), cmds)
            });
    } else {
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new("Your charts").strong());
            your_charts_ui(ui, panel, registry, (shown, compact), cmds);
        });
    }
    false
}

/// The chart kept (or the buttons to type one) and the import row.
fn your_charts_ui(
    ui: &mut egui::Ui,
    panel: &mut ChartPanel,
    registry: &Registry,
    (shown, compact): (&mut Option<String>, bool),
    cmds: &mut Vec<Command>,
) {
    if let Some(p) = &panel.load_problem {
        ui.colored_label(ui.visuals().error_fg_color, p);
    }
    match registry.get(CHART_ID) {
        Some(t) => {
            // One row, so the tables below keep their room at 1024 x 700.
            ui.horizontal_wrapped(|ui| {
                ui.label(format!(
                    "Your Combat Results Table \"{}\" ({} columns, {} to {}, {})",
                    t.title,
                    t.columns.len(),
                    t.columns.first().map_or("", String::as_str),
                    t.columns.last().map_or("", String::as_str),
                    t.dice.map_or_else(String::new, |d| d.to_string()),
                ))
                .on_hover_text("The planner stops at its top column, every attack shows its chances, and a combat result can be rolled on it.");
                if ui.button("Show it").clicked() {
                    *shown = Some(CHART_ID.to_string());
                }
                if ui.button("Edit your chart").clicked() {
                    panel.edit(t);
                }
                if ui.button("Export").clicked() {
                    cmds.push(Command::ExportChart);
                }
                if ui
                    .button("Remove")
                    .on_hover_text("Stop using it: the file is kept aside, not deleted")
                    .clicked()
                {
                    cmds.push(Command::RemoveChart);
                }
            });
        }
        None => {
            let why = "The seeds do not print the base game's Combat Results Table. Type the one printed in your game once: every attack then shows its chances, a result can be rolled by the app, and the planner never spends stacks above its top column.";
            if !compact {
                ui.add(egui::Label::new(why).wrap());
            }
            ui.horizontal_wrapped(|ui| {
                if ui.button("Type a new chart").on_hover_text(why).clicked() {
                    panel.draft = Some(Draft::blank(DiceSpec::OneD6));
                }
                if ui
                    .button("Start from the example")
                    .on_hover_text(
                        "An example to edit into your game's chart: not the published one",
                    )
                    .clicked()
                {
                    panel.draft = crate::tables::parse(EXAMPLE, "example")
                        .ok()
                        .and_then(|t| t.first().and_then(|t| Draft::of_table(t).ok()));
                }
            });
        }
    }
    import_ui(ui, panel, cmds);
}

/// A chart file to read into the editor: its path, Enter or the button.
fn import_ui(ui: &mut egui::Ui, panel: &mut ChartPanel, cmds: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Import a chart file");
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut panel.import_path)
                    .hint_text("path to a .json chart")
                    .desired_width(260.0),
            )
            .labelled_by(l.id);
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let path = panel.import_path.trim();
        if (ui
            .add_enabled(!path.is_empty(), egui::Button::new("Import"))
            .clicked()
            || enter)
            && !path.is_empty()
        {
            cmds.push(Command::ImportChart(std::path::PathBuf::from(path)));
        }
    });
}

/// The chart being typed: title, dice, columns, the grid of cells, each
/// problem marked where it is, Save when there is none.
fn editor_ui(ui: &mut egui::Ui, panel: &mut ChartPanel, rules: &RcwRules, cmds: &mut Vec<Command>) {
    let Some(draft) = panel.draft.as_mut() else {
        return;
    };
    let checked = draft.check(rules);
    let problems: &[Problem] = checked.as_ref().err().map_or(&[], Vec::as_slice);
    // Mistakes are marked in red; cells not typed yet are only counted.
    let marked = |p: Place| problems.iter().any(|x| x.place == p && !x.empty);
    let bad = ui.visuals().error_fg_color.gamma_multiply(0.35);
    let mut cancel = false;
    egui::ScrollArea::both()
        .id_salt("chart editor")
        .show(ui, |ui| {
            ui.heading("Your Combat Results Table");
            ui.add(
                egui::Label::new(format!(
                    "Type each cell as printed: {}. Rows are die rolls (\"1\", or \"5-6\" for a row that covers both).",
                    result_legend(rules)
                ))
                .wrap(),
            );
            ui.horizontal(|ui| title_ui(ui, draft, marked(Place::Title), bad));
            ui.horizontal_wrapped(|ui| dice_and_columns_ui(ui, draft));
            if marked(Place::Columns) {
                ui.colored_label(
                    ui.visuals().error_fg_color,
                    "The columns run from the first to the last, one apart.",
                );
            }
            grid_ui(ui, draft, &marked, bad);
            ui.horizontal(|ui| rows_ui(ui, draft));
            ui.add_space(6.0);
            problems_ui(ui, problems);
            ui.horizontal(|ui| {
                let save = ui.add_enabled(problems.is_empty(), egui::Button::new("Save chart"));
                if save.clicked()
                    && let Ok(chart) = &checked
                {
                    cmds.push(Command::SaveChart(Box::new(chart.to_table(rules))));
                }
                if ui.button("Cancel").clicked() {
                    cancel = true;
                }
            });
        });
    if cancel {
        panel.draft = None;
    }
}

/// The chart's title, marked when it has a problem.
fn title_ui(ui: &mut egui::Ui, draft: &mut Draft, marked: bool, bad: egui::Color32) {
    let l = ui.label("Title");
    let width = ui.available_width().min(560.0);
    let mut edit = egui::TextEdit::singleline(&mut draft.title).desired_width(width);
    if marked {
        edit = edit.background_color(bad);
    }
    ui.add(edit).labelled_by(l.id);
}

/// The chart's dice and the columns it runs from and to.
fn dice_and_columns_ui(ui: &mut egui::Ui, draft: &mut Draft) {
    let dice = draft.dice;
    let l = ui.label("Dice");
    egui::ComboBox::from_id_salt("chart dice")
        .selected_text(dice.to_string())
        .show_ui(ui, |ui| {
            for d in [DiceSpec::OneD6, DiceSpec::TwoD6] {
                ui.selectable_value(&mut draft.dice, d, d.to_string());
            }
        })
        .response
        .labelled_by(l.id);
    if draft.dice != dice {
        set_dice(draft, draft.dice);
    }
    ui.add_space(12.0);
    // Each list offers only the columns that keep the first
    // at or below the last; the cells stay under their odds.
    let (mut first, mut last) = (draft.first, draft.last);
    odds_combo(ui, "Columns from", &mut first, |o| o <= draft.last);
    odds_combo(ui, "to", &mut last, |o| o >= draft.first);
    if (first, last) != (draft.first, draft.last) {
        draft.set_columns(first, last);
    }
}

/// "Add a row" and "Remove the last row".
fn rows_ui(ui: &mut egui::Ui, draft: &mut Draft) {
    if ui.button("Add a row").clicked() {
        let n = draft.columns().len();
        draft.rows.push(DraftRow {
            roll: String::new(),
            cells: vec![String::new(); n],
        });
    }
    if ui
        .add_enabled(
            draft.rows.len() > 1,
            egui::Button::new("Remove the last row"),
        )
        .clicked()
    {
        draft.rows.pop();
    }
}

/// Whether the chart is complete, how many cells are still to type, and
/// the first mistakes to put right.
fn problems_ui(ui: &mut egui::Ui, problems: &[Problem]) {
    let (empty, wrong): (Vec<&Problem>, Vec<&Problem>) = problems.iter().partition(|p| p.empty);
    if problems.is_empty() {
        ui.label("The chart is complete: every roll has one row and every cell a result.");
    }
    if !empty.is_empty() {
        ui.label(match empty.len() {
            1 => "One cell still to type.".to_string(),
            n => format!("{n} cells still to type."),
        });
    }
    if !wrong.is_empty() {
        ui.colored_label(
            ui.visuals().error_fg_color,
            format!(
                "{} to put right before it can be saved (marked above):",
                match wrong.len() {
                    1 => "One thing".to_string(),
                    n => format!("{n} things"),
                }
            ),
        );
        for p in wrong.iter().take(8) {
            ui.colored_label(ui.visuals().error_fg_color, format!("• {}", p.message));
        }
        if wrong.len() > 8 {
            ui.label(format!("… and {} more, marked above.", wrong.len() - 8));
        }
    }
}

/// "AE — attacker eliminated, …, - for Other / no effect".
fn result_legend(rules: &RcwRules) -> String {
    crate::rcw::chart::result_codes(rules)
        .iter()
        .zip(rules.combat_results())
        .filter_map(|(code, r)| {
            code.as_ref().map(|c| {
                // The rules' words mostly start with the code ("AE — …").
                if r.text.starts_with(c.as_str()) {
                    r.text.clone()
                } else {
                    format!("{c} for {}", r.text)
                }
            })
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The dice changed: one row per total, cells kept row by row.
fn set_dice(draft: &mut Draft, dice: DiceSpec) {
    let n = draft.columns().len();
    let old = std::mem::take(&mut draft.rows);
    draft.rows = (dice.min_total()..=dice.max_total())
        .enumerate()
        .map(|(i, t)| DraftRow {
            roll: t.to_string(),
            cells: old
                .get(i)
                .map_or_else(|| vec![String::new(); n], |r| r.cells.clone()),
        })
        .collect();
}

fn odds_combo(ui: &mut egui::Ui, label: &str, value: &mut Odds, offered: impl Fn(Odds) -> bool) {
    let l = ui.label(label);
    egui::ComboBox::from_id_salt(("chart columns", label))
        .selected_text(value.to_string())
        .show_ui(ui, |ui| {
            for o in odds_choices().into_iter().filter(|o| offered(*o)) {
                ui.selectable_value(value, o, o.to_string());
            }
        })
        .response
        .labelled_by(l.id);
}

/// The rows: a roll and one cell per column, each field named for screen
/// readers ("Row 2 at 3-1") and marked when it has a problem.
fn grid_ui(
    ui: &mut egui::Ui,
    draft: &mut Draft,
    marked: &impl Fn(Place) -> bool,
    bad: egui::Color32,
) {
    let columns = draft.columns();
    egui::Grid::new("chart grid")
        .striped(true)
        .spacing([4.0, 4.0])
        .show(ui, |ui| {
            ui.strong("Die roll");
            for c in &columns {
                ui.strong(c.to_string());
            }
            ui.end_row();
            for (i, row) in draft.rows.iter_mut().enumerate() {
                let mut roll = egui::TextEdit::singleline(&mut row.roll).desired_width(48.0);
                if marked(Place::Roll(i)) {
                    roll = roll.background_color(bad);
                }
                let name = format!("Row {} roll", i + 1);
                ui.add(roll).widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::TextInput, true, name.clone())
                });
                row.cells.resize(columns.len(), String::new());
                for (j, cell) in row.cells.iter_mut().enumerate() {
                    let mut edit = egui::TextEdit::singleline(cell).desired_width(40.0);
                    if marked(Place::Cell(i, j)) {
                        edit = edit.background_color(bad);
                    }
                    let name = format!("Row {} at {}", i + 1, columns[j]);
                    ui.add(edit).widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::TextInput, true, name.clone())
                    });
                }
                ui.end_row();
            }
        });
}
