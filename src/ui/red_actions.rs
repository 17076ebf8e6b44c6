//! The *Red Actions!* calculators panel: pick a calculator, set the inputs,
//! read the column and the chance of every result.
//!
//! The forms are drawn from the calculators' one description
//! (`red_actions::calc`), the same one the command line reads its options
//! from, and show the same report.

use crate::ratio::Ratio;
use crate::red_actions::calc::{
    Calc, Field, Inputs, Kind, Need, Problem, Report, Roll, Value, calculators,
};
use crate::red_actions::odds::Outcome;
use crate::tables::Registry;

/// A field as its widget edits it.
#[derive(Clone, Debug, PartialEq)]
enum Edit {
    Whole(i64),
    /// A number that may be left out: whether it is given, and the number.
    Optional(bool, i64),
    /// An exact number, edited to 1/100.
    Exact(f64),
    Flag(bool),
    One(&'static str),
    /// One tick per choice.
    Any(Vec<bool>),
    /// The unit (index) and the length in it.
    Length(usize, i64),
}

/// One calculator's form: an edit per field, in the fields' order.
#[derive(Clone, Debug, PartialEq)]
struct Form(Vec<Edit>);

impl Form {
    fn new(calc: &Calc) -> Form {
        let start = calc.start();
        Form(
            calc.fields
                .iter()
                .map(|f| match (&f.kind, calc.get(&start, f.id())) {
                    (
                        Kind::Whole {
                            start,
                            need: Need::Optional,
                            ..
                        },
                        _,
                    ) => Edit::Optional(false, *start),
                    (Kind::Whole { start, .. }, _) => Edit::Whole(*start),
                    (Kind::Exact { start, .. }, _) => Edit::Exact(start.to_f64()),
                    (Kind::One { .. }, Value::One(k)) => Edit::One(k),
                    (Kind::One { .. }, _) => Edit::One(""),
                    (Kind::Any { choices }, _) => Edit::Any(vec![false; choices.len()]),
                    (Kind::Length { .. }, _) => Edit::Length(0, 0),
                    (Kind::Flag, _) => Edit::Flag(false),
                })
                .collect(),
        )
    }

    /// The inputs the form holds; fields that do not apply keep their
    /// start values (the answer does not read them).
    fn inputs(&self, calc: &Calc) -> Inputs {
        let mut inputs = calc.start();
        // Choices first: they say which other fields apply.
        for (f, e) in calc.fields.iter().zip(&self.0) {
            if let Edit::One(k) = e {
                let kept = calc.set(&mut inputs, f.id(), Value::One(k));
                debug_assert!(kept, "{}: {} cannot hold {k}", calc.key, f.id());
            }
        }
        for (f, e) in calc.fields.iter().zip(&self.0) {
            if !calc.applies(f, &inputs) {
                continue;
            }
            let v = match (e, &f.kind) {
                (Edit::Whole(n), _) => Value::Whole(*n),
                (Edit::Optional(on, n), _) => {
                    if *on {
                        Value::Whole(*n)
                    } else {
                        Value::Absent
                    }
                }
                (Edit::Exact(v), _) => Value::Exact(exact(*v)),
                (Edit::Flag(b), _) => Value::Flag(*b),
                (Edit::One(k), _) => Value::One(k),
                (Edit::Any(ticks), Kind::Any { choices }) => Value::Any(
                    choices
                        .iter()
                        .zip(ticks)
                        .filter_map(|(c, on)| on.then_some(c.key))
                        .collect(),
                ),
                (Edit::Length(u, n), Kind::Length { units }) => match units.get(*u) {
                    Some(unit) => Value::Length(unit.0, *n),
                    None => Value::Absent,
                },
                _ => Value::Absent,
            };
            // The widgets keep to the field's limits, so its slot holds
            // what they give.
            let kept = calc.set(&mut inputs, f.id(), v);
            debug_assert!(kept, "{}: {} refused its widget's value", calc.key, f.id());
        }
        inputs
    }
}

/// The panel's state: the calculator shown and every calculator's inputs.
pub struct RedActionsPanel {
    calcs: Vec<Calc>,
    forms: Vec<Form>,
    /// The calculator shown (an index into the calculators).
    selected: usize,
    /// The calculator "Other rolls" shows.
    other: usize,
    /// The Roll button under each calculator.
    pub roll: RollBox,
}

impl Default for RedActionsPanel {
    fn default() -> Self {
        let calcs = calculators();
        let forms = calcs.iter().map(Form::new).collect();
        let other = calcs
            .iter()
            .position(|c| c.key == crate::red_actions::calc::OFFICER)
            .or_else(|| calcs.iter().position(|c| !c.main))
            .unwrap_or(0);
        RedActionsPanel {
            calcs,
            forms,
            selected: 0,
            other,
            roll: RollBox::default(),
        }
    }
}

impl RedActionsPanel {
    /// Shows the calculator named `key` (the command line's name); false
    /// if there is none.
    pub fn select(&mut self, key: &str) -> bool {
        match self.calcs.iter().position(|c| c.key == key) {
            Some(i) => {
                self.show(i);
                true
            }
            None => false,
        }
    }

    fn show(&mut self, i: usize) {
        if i != self.selected {
            self.roll.last = None;
        }
        self.selected = i;
        if self.calcs.get(i).is_some_and(|c| !c.main) {
            self.other = i;
        }
    }

    /// The calculator shown and its inputs.
    pub fn inputs(&self) -> Option<(&Calc, Inputs)> {
        match (self.calcs.get(self.selected), self.forms.get(self.selected)) {
            (Some(c), Some(f)) => Some((c, f.inputs(c))),
            _ => None,
        }
    }
}

/// A card value typed with a drag value, kept exact to 1/100.
fn exact(v: f64) -> Ratio {
    Ratio::new((v.max(0.0) * 100.0).round() as u64, 100)
}

/// Each result with a bar as long as its chance.
fn outcomes_ui(ui: &mut egui::Ui, outcomes: &[Outcome]) {
    for o in outcomes {
        ui.horizontal(|ui| {
            ui.add(egui::ProgressBar::new(o.chance.to_f64() as f32).desired_width(140.0));
            ui.label(format!(
                "{}   {}  ({}%)",
                drawable(&o.label()),
                o.chance,
                o.chance.percent_string()
            ));
        });
    }
}

/// The calculators write "→" for "gives"; egui's built-in fonts have no
/// glyph for it, so the panel shows "->".
fn drawable(text: &str) -> String {
    text.replace('→', "->")
}

fn lines_ui(ui: &mut egui::Ui, lines: &[String]) {
    for l in lines {
        ui.label(egui::RichText::new(drawable(l)).weak());
    }
}

fn error_ui(ui: &mut egui::Ui, message: &str) {
    ui.colored_label(ui.visuals().error_fg_color, drawable(message));
}

/// The Roll button under a calculator: the app's dice or, with physical
/// dice, the faces the player typed; the result is read on the same
/// outcomes the chances show.
pub struct RollBox {
    pub dice: crate::dice::Dice,
    /// The player rolls their own dice (the app's setting).
    pub physical: bool,
    pub typed_faces: String,
    /// The last roll as a sentence, or why it could not be made.
    pub last: Option<Result<String, NoRoll>>,
}

/// Why the faces typed were not rolled.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoRoll {
    #[error(transparent)]
    Faces(#[from] crate::dice::DieFaceError),
    /// Not as many faces as the roll takes dice.
    #[error("This roll takes {dice} {}; you typed {typed}.", if *dice == 1 { "die" } else { "dice" })]
    Count { dice: usize, typed: usize },
}

impl Default for RollBox {
    fn default() -> Self {
        RollBox {
            dice: crate::dice::Dice::from_entropy(),
            physical: false,
            typed_faces: String::new(),
            last: None,
        }
    }
}

impl RollBox {
    fn ui(&mut self, ui: &mut egui::Ui, report: &Report) {
        let dice = report.roll.dice();
        if dice == 0 || report.roll == Roll::NoColumn {
            return;
        }
        ui.horizontal_wrapped(|ui| {
            if self.physical {
                let l = ui.label(if dice == 1 {
                    "Your die (e.g. 4)"
                } else {
                    "Your dice (e.g. 4,5)"
                });
                ui.add(
                    egui::TextEdit::singleline(&mut self.typed_faces)
                        .desired_width(80.0)
                        .hint_text(if dice == 1 { "4" } else { "4,5" }),
                )
                .labelled_by(l.id);
                if ui.button("Roll with these dice").clicked() {
                    self.last = Some(
                        crate::tables::GivenFaces::parse(&self.typed_faces)
                            .map_err(NoRoll::from)
                            .and_then(|g| {
                                let f: Vec<i32> = g.faces().into_iter().map(i32::from).collect();
                                if f.len() == dice {
                                    Ok(format!("Rolled {}", drawable(&report.read(&f))))
                                } else {
                                    Err(NoRoll::Count {
                                        dice,
                                        typed: f.len(),
                                    })
                                }
                            }),
                    );
                }
            } else if ui.button("Roll").clicked() {
                let f: Vec<i32> = (0..dice).map(|_| i32::from(self.dice.roll_d6())).collect();
                self.last = Some(Ok(format!("Rolled {}", drawable(&report.read(&f)))));
            }
        });
        match &self.last {
            Some(Ok(t)) => {
                ui.label(
                    egui::RichText::new(t)
                        .strong()
                        .text_style(super::style::Text::Answer.style()),
                );
            }
            Some(Err(e)) => error_ui(ui, &e.to_string()),
            None => {}
        }
    }
}

/// "column: 3 – 4" as a heading: "Column: 3 – 4".
fn capitalised(text: &str) -> String {
    let mut c = text.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// A calculator's problem in the form's words: fields named by their labels.
fn problem_text(calc: &Calc, p: &Problem) -> String {
    let label = |id: &str| calc.label_of(id).trim_end_matches(':').to_string();
    match p {
        Problem::Outside {
            field,
            value,
            limit,
        } => format!("{}: {value} is outside {limit}", label(field)),
        Problem::NotBoth { a, b, why } => format!(
            "\"{}\" and \"{}\" cannot both hold: {why}",
            label(a),
            label(b)
        ),
        Problem::Rules(m) => capitalised(m),
    }
}

/// One field's widget.
fn field_ui(ui: &mut egui::Ui, f: &Field, e: &mut Edit) {
    match (&f.kind, e) {
        (Kind::Whole { limit, .. }, Edit::Whole(n)) => {
            ui.horizontal(|ui| {
                let l = ui.label(f.label);
                ui.add(egui::DragValue::new(n).range(limit.min..=limit.max))
                    .labelled_by(l.id);
            });
        }
        (Kind::Whole { limit, .. }, Edit::Optional(on, n)) => {
            ui.horizontal(|ui| {
                let given = *on;
                ui.add(egui::Checkbox::without_text(on)).widget_info(|| {
                    egui::WidgetInfo::selected(
                        egui::Role::CheckBox,
                        true,
                        given,
                        format!("Give: {}", f.label),
                    )
                });
                let l = ui.label(f.label);
                if ui
                    .add(egui::DragValue::new(n).range(limit.min..=limit.max))
                    .labelled_by(l.id)
                    .changed()
                {
                    *on = true;
                }
            });
        }
        (Kind::Exact { max, .. }, Edit::Exact(v)) => {
            ui.horizontal(|ui| {
                let l = ui.label(f.label);
                ui.add(
                    egui::DragValue::new(v)
                        .range(0.0..=*max as f64)
                        .speed(0.25)
                        .max_decimals(2),
                )
                .labelled_by(l.id);
            });
        }
        (Kind::Flag, Edit::Flag(b)) => {
            ui.checkbox(b, f.label);
        }
        (Kind::One { choices, .. }, Edit::One(k)) => {
            if choices.len() <= 4 {
                ui.horizontal_wrapped(|ui| {
                    ui.label(f.label);
                    for c in choices {
                        ui.radio_value(k, c.key, &c.label);
                    }
                });
            } else {
                let shown = choices
                    .iter()
                    .find(|c| c.key == *k)
                    .map_or(String::new(), |c| c.label.clone());
                egui::ComboBox::from_label(f.label.trim_end_matches(':'))
                    .selected_text(shown)
                    .show_ui(ui, |ui| {
                        for c in choices {
                            ui.selectable_value(k, c.key, &c.label);
                        }
                    });
            }
        }
        (Kind::Any { choices }, Edit::Any(ticks)) => {
            ui.label(f.label);
            for (c, on) in choices.iter().zip(ticks.iter_mut()) {
                ui.checkbox(on, &c.label);
            }
        }
        (Kind::Length { units }, Edit::Length(u, n)) => {
            ui.horizontal_wrapped(|ui| {
                let l = ui.label(f.label);
                let limit = units.get(*u).map_or((0, 0), |x| (x.2.min, x.2.max));
                ui.add(egui::DragValue::new(n).range(limit.0..=limit.1))
                    .labelled_by(l.id);
                for (i, unit) in units.iter().enumerate() {
                    ui.radio_value(u, i, unit.1);
                }
            });
        }
        _ => {}
    }
}

/// The form: fields in two columns when they come in two sections
/// ("Shooters", "Target"), the rest below.
fn form_ui(ui: &mut egui::Ui, calc: &Calc, form: &mut Form) {
    let inputs = form.inputs(calc);
    let shown: Vec<bool> = calc
        .fields
        .iter()
        .map(|f| calc.applies(f, &inputs))
        .collect();
    let mut sections: Vec<&str> = Vec::new();
    for s in calc.fields.iter().filter_map(|f| f.section) {
        if !sections.contains(&s) {
            sections.push(s);
        }
    }
    let edits = &mut form.0;
    if !sections.is_empty() {
        ui.columns(sections.len(), |cols| {
            for (col, section) in cols.iter_mut().zip(&sections) {
                col.strong(*section);
                for ((f, e), on) in calc.fields.iter().zip(edits.iter_mut()).zip(&shown) {
                    if f.section == Some(*section) && *on {
                        field_ui(col, f, e);
                    }
                }
            }
        });
    }
    for ((f, e), on) in calc.fields.iter().zip(edits.iter_mut()).zip(&shown) {
        if f.section.is_none() && *on {
            field_ui(ui, f, e);
        }
    }
}

/// The report: the working, the answer, each result's chance, the notes
/// and the Roll button.
fn report_ui(ui: &mut egui::Ui, report: &Report, roll: Option<&mut RollBox>) {
    lines_ui(ui, &report.working);
    for (i, h) in report.headline.iter().enumerate() {
        let h = drawable(&capitalised(h));
        if i == 0 {
            ui.heading(h);
        } else {
            ui.label(h);
        }
    }
    outcomes_ui(ui, &report.outcomes);
    outcomes_ui(ui, &report.extra);
    lines_ui(ui, &report.notes);
    if let Some(roll) = roll {
        roll.ui(ui, report);
    }
}

/// The Red Actions! calculators.
pub fn red_actions_ui(ui: &mut egui::Ui, state: &mut RedActionsPanel, reg: &Registry) {
    ui.heading("Red Actions! calculators");
    let mut pick = None;
    ui.horizontal_wrapped(|ui| {
        for (i, c) in state.calcs.iter().enumerate() {
            if c.main && ui.selectable_label(state.selected == i, c.name).clicked() {
                pick = Some(i);
            }
        }
        let other = state.calcs.get(state.selected).is_some_and(|c| !c.main);
        if ui.selectable_label(other, "Other rolls").clicked() {
            pick = Some(state.other);
        }
    });
    if let Some(i) = pick {
        state.show(i);
    }
    ui.separator();
    let i = state.selected;
    if state.calcs.get(i).is_some_and(|c| !c.main) {
        let mut choice = i;
        egui::ComboBox::from_label("Calculator")
            .selected_text(state.calcs[i].name)
            .show_ui(ui, |ui| {
                for (j, c) in state.calcs.iter().enumerate().filter(|(_, c)| !c.main) {
                    ui.selectable_value(&mut choice, j, c.name);
                }
            });
        if choice != i {
            state.show(choice);
        }
    }
    let i = state.selected;
    let (Some(calc), Some(form)) = (state.calcs.get(i), state.forms.get_mut(i)) else {
        return;
    };
    let roll = &mut state.roll;
    crate::ui::style::page_scroll().show(ui, |ui| {
        form_ui(ui, calc, form);
        ui.separator();
        match calc.run(&form.inputs(calc), reg) {
            Ok(report) => report_ui(ui, &report, calc.rolls.then_some(roll)),
            Err(p) => error_ui(ui, &problem_text(calc, &p)),
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    /// The calculators' panel on its own, tall enough for every form,
    /// with the text styles the app sets at start.
    fn panel() -> Harness<'static, RedActionsPanel> {
        let reg = Registry::builtin();
        Harness::builder()
            .with_size([1100.0, 1400.0])
            .build_ui_state(
                move |ui, state: &mut RedActionsPanel| {
                    crate::ui::style::ensure_text_styles(ui);
                    red_actions_ui(ui, state, &reg);
                },
                RedActionsPanel::default(),
            )
    }

    #[test]
    fn shooting_inputs_move_the_column() {
        let mut harness = panel();
        harness.run();
        // Default: base value 2 × 4 bases = 8 → "5 – 8".
        harness.get_by_label("Column: 5 – 8");
        // Base value 3, 1 terror marker, long range: 3 × 3 = 9 × ½ = 4½ → 4 → "3 – 4".
        harness
            .get_by_label("Base shooting value")
            .set_value_accesskit(3.0);
        harness
            .get_by_label("Terror markers (humiliated included)")
            .set_value_accesskit(1.0);
        harness.run();
        harness.get_by_label("Long range (½)").click();
        harness.run();
        harness.get_by_label("Column: 3 – 4");
        // Stone buildings −4 → kept at the first column "2".
        harness
            .get_by_label("Target in stone buildings etc (-4 columns)")
            .click();
        harness.run();
        harness.get_by_label("Column: 2");
        let (calc, inputs) = harness.state().inputs().unwrap();
        assert_eq!(calc.get(&inputs, "cover"), Value::Any(vec!["stone"]));
        // The typed input the answer reads holds the cover too (its
        // struct, as it shows itself).
        assert!(
            format!("{inputs:?}").contains("cover: [Stone]"),
            "{inputs:?}"
        );
    }

    #[test]
    fn combat_and_morale_calculators() {
        let mut harness = panel();
        harness.run();
        harness.get_by_label("Hand-to-hand combat").click();
        harness.run();
        // 2 × 4 against 2 × 4: equal, the charger has advantage.
        harness.get_by_label("Column: Advantage (stronger: charger)");
        // Defender charged in the flank: 3 effective × 2 = 6, −50% → 3; 8 ÷ 3 = 2⅔ → "5:2".
        harness.get_by_label("flank (+1 terror, −50%)").click();
        harness.run();
        harness.get_by_label("Column: 5:2 (stronger: charger)");
        harness.get_by_label("Morale test").click();
        harness.run();
        // Success number 7 at night: 8.
        harness.get_by_label("Night or fog (+1)").click();
        harness.run();
        harness.get_by_label(
            "Modified success number: 8 (2d6 equal or lower passes; 12 always fails)",
        );
        harness.get_by_label("Flight number").click();
        harness.run();
        // 40% of 200 = 80: 81 points exceed it.
        harness.get_by_label("Flight number: 80 points");
        harness
            .get_by_label("Points destroyed, captured or routing")
            .set_value_accesskit(81.0);
        harness.run();
        harness.get_by_label("81 points lost: exceeds the flight number — the army flees");
        harness.get_by_label("Other rolls").click();
        harness.run();
        // Officer casualty from shooting: a 1 on a d6.
        harness.get_by_label_contains("1 of 1 officers lost");
    }

    #[test]
    fn calculators_roll_with_the_players_dice_and_spell_out_the_tests() {
        let mut harness = panel();
        harness.run();
        harness.get_by_label_contains("Serious morale test (^SI)");
        harness.get_by_label_contains("Officer casualty test (Off)");
        harness.get_by_label_contains("One result can carry several effects");
        // The app's dice: a roll reads one of the printed results.
        harness.get_by_label("Roll").click();
        harness.run();
        assert!(
            harness
                .state()
                .roll
                .last
                .clone()
                .unwrap()
                .unwrap()
                .starts_with("Rolled ")
        );
        // Physical dice on Other rolls: the night veer read on a 6.
        harness.state_mut().roll.physical = true;
        assert!(harness.state_mut().select("veer"));
        harness.run();
        harness.get_by_label("Your die (e.g. 4)").click();
        harness.run();
        harness.get_by_label("Your die (e.g. 4)").type_text("6");
        harness.run();
        harness.get_by_label("Roll with these dice").click();
        harness.run();
        harness.get_by_label("Rolled 6 -> Veer 30° right");
        // Two faces for a one-die roll are refused, saying why.
        harness.state_mut().roll.typed_faces = "6,1".to_string();
        harness.run();
        harness.get_by_label("Roll with these dice").click();
        harness.run();
        harness.get_by_label("This roll takes 1 die; you typed 2.");
    }

    /// Every calculator the command line has is in the panel, each field
    /// drawn with the label of the one description.
    #[test]
    fn every_calculator_has_its_form() {
        let mut harness = panel();
        for calc in calculators() {
            assert!(harness.state_mut().select(calc.key), "{}", calc.key);
            harness.run();
            let (_, inputs) = harness.state().inputs().unwrap();
            for f in calc.fields.iter().filter(|f| calc.applies(f, &inputs)) {
                let label = f.label.trim_end_matches(':');
                assert!(
                    harness.query_all_by_label_contains(label).next().is_some(),
                    "{}: no widget for {}",
                    calc.key,
                    f.key
                );
            }
        }
    }

    #[test]
    fn contradictions_are_said_in_the_forms_words_and_officers_roll_a_die_each() {
        let mut harness = panel();
        harness.state_mut().select("ambush");
        harness.run();
        harness
            .get_by_label("Partisans scouting (range 8\")")
            .click();
        harness.run();
        harness
            .get_by_label("A clever officer scouting (range 8\")")
            .click();
        harness.run();
        harness.get_by_label_contains("cannot both hold: either doubles the scouting range");
        // Fire markers show only for fighting a fire.
        harness.state_mut().select("fire");
        harness.run();
        assert!(harness.query_by_label("Fire markers").is_none());
        harness.get_by_label("fight a fire").click();
        harness.run();
        harness.get_by_label("Fire markers");
        // Two officers in combat, the player's dice 1 and 5: one lost.
        harness.state_mut().roll.physical = true;
        harness.state_mut().select("officer");
        harness.run();
        harness.get_by_label("Officers").set_value_accesskit(2.0);
        harness.run();
        harness.state_mut().roll.typed_faces = "1,5".to_string();
        harness.run();
        harness.get_by_label("Roll with these dice").click();
        harness.run();
        harness.get_by_label("Rolled 1,5 -> 1 of 2 officers lost");
    }
}
