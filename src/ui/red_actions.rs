//! The *Red Actions!* calculators panel: pick a calculator, set the inputs,
//! read the column and the chance of every result.

use crate::ratio::Ratio;
use crate::red_actions::combat::{self, COMBAT_TABLE, CombatInput, CombatSide, Contact};
use crate::red_actions::direct_hit::{self, DirectHitInput, Gun, Observed, Target};
use crate::red_actions::morale::{self, MoraleInput, TestType};
use crate::red_actions::odds::Outcome;
use crate::red_actions::printed;
use crate::red_actions::shooting::{self, Cover, ObservedIndirect, SHOOTING_TABLE, ShootingInput};
use crate::tables::Registry;

/// Which calculator the panel shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Calculator {
    #[default]
    Shooting,
    Combat,
    Morale,
    DirectHit,
}

/// The shooting inputs as the widgets edit them.
#[derive(Clone, Debug, PartialEq)]
pub struct ShootingForm {
    /// Base shooting value from the card (halves and quarters allowed).
    pub base_value: f64,
    pub bases: u32,
    pub terror: u32,
    pub long_range: bool,
    pub speculative: bool,
    pub observed: ObservedIndirect,
    pub mg_close: bool,
    pub enfiladed: bool,
    pub formed_cavalry_or_road_column: bool,
    pub skirmishers_or_partisans_in_cover: bool,
    /// One tick box per cover modifier, in [`Cover::ALL`] order.
    pub cover: [bool; 6],
    pub tank: bool,
}

impl Default for ShootingForm {
    fn default() -> Self {
        ShootingForm {
            base_value: 2.0,
            bases: 4,
            terror: 0,
            long_range: false,
            speculative: false,
            observed: ObservedIndirect::No,
            mg_close: false,
            enfiladed: false,
            formed_cavalry_or_road_column: false,
            skirmishers_or_partisans_in_cover: false,
            cover: [false; 6],
            tank: false,
        }
    }
}

/// A card value typed with a drag value, kept exact to 1/100.
fn exact(v: f64) -> Ratio {
    Ratio::new((v.max(0.0) * 100.0).round() as u64, 100)
}

impl ShootingForm {
    pub fn input(&self) -> ShootingInput {
        ShootingInput {
            base_value: exact(self.base_value),
            bases: self.bases,
            terror: self.terror,
            long_range: self.long_range,
            speculative: self.speculative,
            observed: self.observed,
            mg_close: self.mg_close,
            enfiladed: self.enfiladed,
            formed_cavalry_or_road_column: self.formed_cavalry_or_road_column,
            skirmishers_or_partisans_in_cover: self.skirmishers_or_partisans_in_cover,
            cover: Cover::ALL
                .into_iter()
                .zip(self.cover)
                .filter_map(|(c, on)| on.then_some(c))
                .collect(),
            tank: self.tank,
        }
    }
}

/// One side of a combat as the widgets edit it.
#[derive(Clone, Debug, PartialEq)]
pub struct SideForm {
    pub fighting_number: f64,
    pub side: CombatSide,
}

impl Default for SideForm {
    fn default() -> Self {
        SideForm {
            fighting_number: 2.0,
            side: CombatSide {
                bases: 4,
                ..CombatSide::default()
            },
        }
    }
}

impl SideForm {
    fn side(&self) -> CombatSide {
        CombatSide {
            fighting_number: exact(self.fighting_number),
            ..self.side.clone()
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct CombatForm {
    pub charger: SideForm,
    pub defender: SideForm,
    pub contact: Contact,
}

impl CombatForm {
    pub fn input(&self) -> CombatInput {
        CombatInput {
            charger: self.charger.side(),
            defender: self.defender.side(),
            contact: self.contact,
        }
    }
}

/// The panel's state: the calculator shown and every calculator's inputs.
pub struct RedActionsPanel {
    pub calculator: Calculator,
    pub shooting: ShootingForm,
    pub combat: CombatForm,
    pub morale: MoraleInput,
    pub direct_hit: DirectHitInput,
    /// The tables the calculators read (built-in unless the app passes the
    /// registry with the player's corrections).
    pub registry: Registry,
}

impl Default for RedActionsPanel {
    fn default() -> Self {
        RedActionsPanel {
            calculator: Calculator::default(),
            shooting: ShootingForm::default(),
            combat: CombatForm::default(),
            morale: MoraleInput {
                success_number: 7,
                ..MoraleInput::default()
            },
            direct_hit: DirectHitInput::default(),
            registry: Registry::builtin(),
        }
    }
}

impl RedActionsPanel {
    /// A panel reading the given tables (e.g. with the player's override files).
    pub fn with_registry(registry: Registry) -> Self {
        RedActionsPanel {
            registry,
            ..RedActionsPanel::default()
        }
    }
}

fn drag_u32(ui: &mut egui::Ui, label: &str, value: &mut u32, max: u32) {
    ui.horizontal(|ui| {
        let l = ui.label(label);
        ui.add(egui::DragValue::new(value).range(0..=max))
            .labelled_by(l.id);
    });
}

fn drag_i32(ui: &mut egui::Ui, label: &str, value: &mut i32, min: i32, max: i32) {
    ui.horizontal(|ui| {
        let l = ui.label(label);
        ui.add(egui::DragValue::new(value).range(min..=max))
            .labelled_by(l.id);
    });
}

fn drag_value(ui: &mut egui::Ui, label: &str, value: &mut f64) {
    ui.horizontal(|ui| {
        let l = ui.label(label);
        ui.add(
            egui::DragValue::new(value)
                .range(0.0..=100.0)
                .speed(0.25)
                .max_decimals(2),
        )
        .labelled_by(l.id);
    });
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

/// The Red Actions! calculators.
pub fn red_actions_ui(ui: &mut egui::Ui, state: &mut RedActionsPanel) {
    ui.heading("Red Actions! calculators");
    ui.horizontal_wrapped(|ui| {
        ui.selectable_value(&mut state.calculator, Calculator::Shooting, "Shooting");
        ui.selectable_value(
            &mut state.calculator,
            Calculator::Combat,
            "Hand-to-hand combat",
        );
        ui.selectable_value(&mut state.calculator, Calculator::Morale, "Morale test");
        ui.selectable_value(&mut state.calculator, Calculator::DirectHit, "Direct hit");
    });
    ui.separator();
    egui::ScrollArea::vertical().show(ui, |ui| match state.calculator {
        Calculator::Shooting => shooting_ui(ui, state),
        Calculator::Combat => combat_ui(ui, state),
        Calculator::Morale => morale_ui(ui, &mut state.morale),
        Calculator::DirectHit => direct_hit_ui(ui, &mut state.direct_hit),
    });
}

fn shooting_ui(ui: &mut egui::Ui, state: &mut RedActionsPanel) {
    let f = &mut state.shooting;
    ui.columns(2, |cols| {
        let ui = &mut cols[0];
        ui.strong("Shooters");
        drag_value(ui, "Base shooting value", &mut f.base_value);
        drag_u32(ui, "Bases shooting", &mut f.bases, 12);
        drag_u32(
            ui,
            "Terror markers (humiliated included)",
            &mut f.terror,
            12,
        );
        ui.checkbox(&mut f.long_range, "Long range (½)");
        ui.checkbox(&mut f.speculative, "Speculative area fire (½)");
        ui.horizontal(|ui| {
            ui.label("Observed indirect fire:");
            ui.radio_value(&mut f.observed, ObservedIndirect::No, "no");
            ui.radio_value(
                &mut f.observed,
                ObservedIndirect::FirstTurn,
                "first turn (½)",
            );
            ui.radio_value(&mut f.observed, ObservedIndirect::LaterTurn, "later (¾)");
        });
        ui.checkbox(&mut f.mg_close, "MGs at 200m (8\") or less (+3 columns)");
        ui.checkbox(&mut f.tank, "A tank is firing");
        let ui = &mut cols[1];
        ui.strong("Target");
        ui.checkbox(&mut f.enfiladed, "Target enfiladed (+1 column)");
        ui.checkbox(
            &mut f.formed_cavalry_or_road_column,
            "Target formed cavalry or road column (+2 columns)",
        );
        ui.checkbox(
            &mut f.skirmishers_or_partisans_in_cover,
            "Target skirmishers or partisans in cover (−1 column)",
        );
        ui.label("Cover (only the best counts):");
        for (i, c) in Cover::ALL.into_iter().enumerate() {
            ui.checkbox(
                &mut f.cover[i],
                format!("{} ({} columns)", c.label(), c.shift()),
            );
        }
    });
    ui.separator();
    let input = state.shooting.input();
    let table = match state.registry.table(SHOOTING_TABLE) {
        Ok(t) => t,
        Err(e) => return error_ui(ui, &e.to_string()),
    };
    let work = match shooting::shooting_work(&input, table) {
        Ok(w) => w,
        Err(e) => return error_ui(ui, &e.to_string()),
    };
    ui.label(format!("Shooting total: {}", work.total));
    lines_ui(ui, &work.steps(&input));
    match (work.column, &work.column_label) {
        (Some(c), Some(label)) => {
            ui.heading(format!("Column: {label}"));
            let odds = printed::shooting_odds(table, c);
            outcomes_ui(ui, &odds.outcomes);
            outcomes_ui(
                ui,
                &[
                    Outcome::on("SI (serious morale test)", &odds.si_rolls, odds.si),
                    Outcome::on("Off (officer casualty test)", &odds.off_rolls, odds.off),
                ],
            );
        }
        _ => {
            ui.heading("Column: no column (total below 2)");
        }
    }
    lines_ui(ui, &work.notes);
}

fn side_ui(ui: &mut egui::Ui, who: &str, f: &mut SideForm, charger: bool) {
    ui.strong(who);
    drag_value(
        ui,
        &format!("{who} fighting number"),
        &mut f.fighting_number,
    );
    drag_u32(ui, &format!("{who} bases"), &mut f.side.bases, 12);
    drag_u32(ui, &format!("{who} terror markers"), &mut f.side.terror, 12);
    ui.checkbox(&mut f.side.uphill, format!("{who} uphill (+25%)"));
    if charger {
        ui.checkbox(
            &mut f.side.formed_cavalry_charging,
            "Formed cavalry charging (+25%)",
        );
    } else {
        ui.checkbox(&mut f.side.fortifications, "Behind fortifications (+50%)");
        ui.checkbox(
            &mut f.side.cover,
            "Defending in cover or at bridge, ford, breach (+25%)",
        );
    }
}

fn combat_ui(ui: &mut egui::Ui, state: &mut RedActionsPanel) {
    let f = &mut state.combat;
    ui.columns(2, |cols| {
        side_ui(&mut cols[0], "Charger", &mut f.charger, true);
        side_ui(&mut cols[1], "Defender", &mut f.defender, false);
    });
    ui.horizontal(|ui| {
        ui.label("Charge contacts the defender's:");
        ui.radio_value(&mut f.contact, Contact::Front, "front");
        ui.radio_value(&mut f.contact, Contact::Flank, "flank (+1 terror, −50%)");
        ui.radio_value(&mut f.contact, Contact::Rear, "rear (+3 terror, −50%)");
    });
    ui.separator();
    let input = state.combat.input();
    let table = match state.registry.table(COMBAT_TABLE) {
        Ok(t) => t,
        Err(e) => return error_ui(ui, &e.to_string()),
    };
    let work = match combat::combat_work(&input, table) {
        Ok(w) => w,
        Err(e) => return error_ui(ui, &e.to_string()),
    };
    lines_ui(ui, &work.steps(&input));
    ui.heading(format!("Column: {}", work.column_label));
    ui.label(format!("Stronger side: {}", work.stronger.name()));
    outcomes_ui(ui, &printed::combat_odds(table, work.column, work.stronger));
}

fn morale_ui(ui: &mut egui::Ui, m: &mut MoraleInput) {
    egui::ComboBox::from_label("Test")
        .selected_text(m.test.name())
        .show_ui(ui, |ui| {
            for t in TestType::ALL {
                ui.selectable_value(&mut m.test, t, t.name());
            }
        });
    drag_i32(ui, "Success number", &mut m.success_number, 0, 12);
    drag_i32(ui, "Officers' morale effect", &mut m.officers, -6, 6);
    ui.checkbox(
        &mut m.enemy_behind_flank,
        "Enemy behind the unit's flanks within 300m (12\") (−2)",
    );
    ui.checkbox(
        &mut m.earthworks,
        "Behind earthworks, in a trench or stone building (+2)",
    );
    ui.checkbox(&mut m.night_or_fog, "Night or fog (+1)");
    ui.checkbox(
        &mut m.ambushed_marching,
        "Ambushed while marching (−3, fear test)",
    );
    ui.checkbox(&mut m.commissar, "Commissar officer (optional rule)");
    ui.separator();
    let work = morale::morale_work(m);
    ui.heading(format!("Modified success number: {}", work.modified));
    outcomes_ui(ui, &work.outcomes);
    lines_ui(ui, &work.notes);
}

fn direct_hit_ui(ui: &mut egui::Ui, d: &mut DirectHitInput) {
    ui.horizontal(|ui| {
        ui.label("Gun:");
        ui.radio_value(&mut d.gun, Gun::FieldGun, "Field gun");
        ui.radio_value(&mut d.gun, Gun::Other, "Other gun or mortar");
    });
    ui.horizontal(|ui| {
        ui.label("Target:");
        for t in Target::ALL {
            ui.radio_value(&mut d.target, t, t.label());
        }
    });
    drag_u32(ui, "Range in metres", &mut d.range_m, 20_000);
    ui.checkbox(
        &mut d.consecutive_stationary,
        "Consecutive rounds at a stationary target (no range +1)",
    );
    ui.checkbox(&mut d.poor, "Early Soviet / very poor unit (+1)");
    ui.horizontal(|ui| {
        ui.label("Observed indirect fire:");
        ui.radio_value(&mut d.observed, Observed::No, "no");
        ui.radio_value(&mut d.observed, Observed::FirstTurn, "first turn (+2)");
        ui.radio_value(&mut d.observed, Observed::LaterTurn, "later (+1)");
    });
    ui.separator();
    let work = direct_hit::direct_hit_work(d);
    if work.needed > 12 {
        ui.heading(format!("Number needed: {} — can never hit", work.needed));
    } else {
        ui.heading(format!("Number needed: {}+", work.needed));
    }
    ui.label(format!(
        "Chance of a direct hit: {} ({}%)",
        work.chance,
        work.chance.percent_string()
    ));
    ui.add(egui::ProgressBar::new(work.chance.to_f64() as f32).desired_width(140.0));
    lines_ui(ui, &work.notes);
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    #[test]
    fn shooting_inputs_move_the_column() {
        let mut harness = Harness::new_ui_state(
            |ui, state: &mut RedActionsPanel| red_actions_ui(ui, state),
            RedActionsPanel::default(),
        );
        harness.set_size(egui::vec2(1100.0, 1400.0));
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
        assert_eq!(harness.state().shooting.input().cover, vec![Cover::Stone]);
    }

    #[test]
    fn combat_and_morale_calculators() {
        let mut harness = Harness::new_ui_state(
            |ui, state: &mut RedActionsPanel| red_actions_ui(ui, state),
            RedActionsPanel::default(),
        );
        harness.set_size(egui::vec2(1100.0, 1400.0));
        harness.run();
        harness.get_by_label("Hand-to-hand combat").click();
        harness.run();
        // 2 × 4 against 2 × 4: equal, the charger has advantage.
        harness.get_by_label("Column: Advantage");
        // Defender charged in the flank: 3 effective × 2 = 6, −50% → 3; 8 ÷ 3 = 2⅔ → "5:2".
        harness.get_by_label("flank (+1 terror, −50%)").click();
        harness.run();
        harness.get_by_label("Column: 5:2");
        harness.get_by_label("Morale test").click();
        harness.run();
        // Success number 7 at night: 8.
        harness.get_by_label("Night or fog (+1)").click();
        harness.run();
        harness.get_by_label("Modified success number: 8");
    }
}
