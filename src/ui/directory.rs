//! The Fall of the Directory / Makhno's Return combat calculator: the
//! attacking units with their supply and terrain, the defenders, the
//! working (multiplied strengths, odds column, table), every result's exact
//! chance, and a roll with the app's dice or the player's own.

use crate::dice::Dice;
use crate::dice::DieFaceError;
use crate::directory::combat::{
    Attacker, CombatError, CombatReport, Defenders, Exact, Faction, FactorsError, Supply, Terrain,
    calculate, parse_factors,
};
use crate::tables::{FaceSource, GivenFaces, Registry, RollError, RollOutcome};
use egui::RichText;

/// State of the Directory combat panel.
pub struct DirectoryPanel {
    pub attackers: Vec<Attacker>,
    /// Defence factors of the defending combat units, as typed ("5, 3").
    pub combat: String,
    /// Defence factors of armor, logistics units and stockpiles.
    pub other: String,
    /// Faces of the player's own dice for the next roll ("1, 4").
    pub faces: String,
    pub dice: Dice,
    /// The last roll's working, or why it could not be made.
    pub last_roll: Option<Result<RollOutcome, Unworkable>>,
}

/// Why the attack cannot be worked out or rolled as typed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unworkable {
    /// A box of defence factors (named) that does not read.
    #[error("{what}: {error}")]
    Factors {
        what: &'static str,
        error: FactorsError,
    },
    #[error(transparent)]
    Combat(#[from] CombatError),
    /// The player's own faces, as typed, that do not read.
    #[error("Your dice \"{typed}\": {error}")]
    Dice { typed: String, error: DieFaceError },
    #[error(transparent)]
    Roll(#[from] RollError),
}

impl Default for DirectoryPanel {
    fn default() -> Self {
        DirectoryPanel {
            attackers: vec![Attacker {
                attack: 3,
                faction: Faction::Bolshevik,
                supply: Supply::Supplied,
                terrain: Terrain::Clear,
            }],
            combat: "3".to_string(),
            other: String::new(),
            faces: String::new(),
            dice: Dice::from_entropy(),
            last_roll: None,
        }
    }
}

/// Reads "5, 3" as defence factors; says which entry is wrong.
fn factors(what: &'static str, text: &str) -> Result<Vec<u32>, Unworkable> {
    parse_factors(text).map_err(|error| Unworkable::Factors { what, error })
}

impl DirectoryPanel {
    /// The defenders as typed, or what is wrong with them.
    pub fn defenders(&self) -> Result<Defenders, Unworkable> {
        Ok(Defenders {
            combat: factors("Defending combat units", &self.combat)?,
            other: factors("Other defending units", &self.other)?,
        })
    }

    /// The attack worked out, or why it cannot be.
    pub fn report(&self, reg: &Registry) -> Result<CombatReport, Unworkable> {
        let defenders = self.defenders()?;
        Ok(calculate(reg, &self.attackers, &defenders)?)
    }

    /// Rolls the attack: with the typed faces when there are any (they are
    /// used up), else with the app's dice.
    pub fn roll(&mut self, reg: &Registry) {
        let result = self.report(reg).and_then(|report| {
            if self.faces.trim().is_empty() {
                Ok(report.roll(reg, &mut self.dice)?)
            } else {
                let mut given =
                    GivenFaces::parse(&self.faces).map_err(|error| Unworkable::Dice {
                        typed: self.faces.trim().to_string(),
                        error,
                    })?;
                let source: &mut dyn FaceSource = &mut given;
                Ok(report.roll(reg, source)?)
            }
        });
        if result.is_ok() {
            self.faces.clear();
        }
        self.last_roll = Some(result);
    }
}

/// Draws the panel; `reg` holds the Directory tables (overrides included).
pub fn directory_ui(ui: &mut egui::Ui, state: &mut DirectoryPanel, reg: &Registry) {
    crate::ui::style::page_scroll().show(ui, |ui| {
        ui.heading("Fall of the Directory / Makhno's Return — combat");
        ui.label("Each attacking unit's factor is multiplied for supply and for the terrain it attacks out of; the defence is the sum of every defending unit. The odds are rounded down in the defender's favour and the Combat Results Table depends on how many defending combat units there are.");
        ui.add_space(8.0);
        attackers_ui(ui, state);
        ui.add_space(8.0);
        defenders_ui(ui, state);
        ui.separator();
        let report = state.report(reg);
        match &report {
            Err(e) => {
                ui.colored_label(ui.visuals().error_fg_color, e.to_string());
            }
            Ok(r) => {
                for line in r.working(reg) {
                    ui.label(line);
                }
                ui.add_space(4.0);
                ui.label(RichText::new("Chances (re-rolls resolved)").strong());
                super::tables_view::bars_ui(ui, &r.chances);
                if r.printed_chances != r.chances {
                    ui.collapsing("Before re-rolls (cells as printed)", |ui| {
                        super::tables_view::bars_ui(ui, &r.printed_chances)
                    });
                }
            }
        }
        ui.separator();
        roll_ui(ui, state, reg, report.is_ok());
    });
}

fn attackers_ui(ui: &mut egui::Ui, state: &mut DirectoryPanel) {
    ui.label(RichText::new("Attacking units").strong());
    let mut remove: Option<usize> = None;
    egui::Grid::new("directory attackers")
        .num_columns(6)
        .spacing([8.0, 4.0])
        .show(ui, |ui| {
            for h in [
                "Attack factor",
                "Faction",
                "Supply",
                "Attacks out of",
                "Strength",
            ] {
                ui.weak(h);
            }
            ui.end_row();
            for (i, a) in state.attackers.iter_mut().enumerate() {
                let n = i + 1;
                ui.add(egui::DragValue::new(&mut a.attack).range(0..=99))
                    .widget_info(|| {
                        egui::WidgetInfo::labeled(
                            egui::Role::SpinButton,
                            true,
                            format!("unit {n} attack factor"),
                        )
                    });
                egui::ComboBox::from_id_salt(("faction", i))
                    .selected_text(a.faction.name())
                    .show_ui(ui, |ui| {
                        for f in Faction::ALL {
                            ui.selectable_value(&mut a.faction, f, f.name());
                        }
                    })
                    .response
                    .widget_info(|| named_combo(format!("unit {n} faction")));
                if a.faction.never_supplied() {
                    ui.weak("never supplied");
                } else {
                    egui::ComboBox::from_id_salt(("supply", i))
                        .selected_text(a.supply.name())
                        .show_ui(ui, |ui| {
                            for s in [Supply::Supplied, Supply::Limited, Supply::None] {
                                ui.selectable_value(&mut a.supply, s, s.name());
                            }
                        })
                        .response
                        .widget_info(|| named_combo(format!("unit {n} supply")));
                }
                egui::ComboBox::from_id_salt(("terrain", i))
                    .selected_text(a.terrain.name())
                    .show_ui(ui, |ui| {
                        for t in [Terrain::Clear, Terrain::Broken, Terrain::Rough] {
                            ui.selectable_value(&mut a.terrain, t, t.name());
                        }
                    })
                    .response
                    .widget_info(|| named_combo(format!("unit {n} terrain")));
                ui.label(format!("= {}", Exact(a.strength())));
                if ui.small_button("Remove").clicked() {
                    remove = Some(i);
                }
                ui.end_row();
            }
        });
    if let Some(i) = remove {
        state.attackers.remove(i);
    }
    if ui.button("Add an attacking unit").clicked() {
        let like = state.attackers.last().copied().unwrap_or(Attacker {
            attack: 1,
            faction: Faction::Bolshevik,
            supply: Supply::Supplied,
            terrain: Terrain::Clear,
        });
        state.attackers.push(like);
    }
}

/// A combo box's name for screen readers (and the UI tests).
fn named_combo(name: String) -> egui::WidgetInfo {
    egui::WidgetInfo::labeled(egui::Role::ComboBox, true, name)
}

fn defenders_ui(ui: &mut egui::Ui, state: &mut DirectoryPanel) {
    ui.label(RichText::new("Defending units").strong());
    egui::Grid::new("directory defenders")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label("Combat units (defence factors)");
            ui.add(
                egui::TextEdit::singleline(&mut state.combat)
                    .hint_text("e.g. 5, 3")
                    .desired_width(160.0),
            );
            ui.end_row();
            ui.label("Armor, logistics units, stockpiles");
            ui.add(
                egui::TextEdit::singleline(&mut state.other)
                    .hint_text("defence factors, if any")
                    .desired_width(160.0),
            );
            ui.end_row();
        });
}

fn roll_ui(ui: &mut egui::Ui, state: &mut DirectoryPanel, reg: &Registry, can_roll: bool) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Your dice (optional):");
        ui.add(
            egui::TextEdit::singleline(&mut state.faces)
                .hint_text("faces, e.g. 1, 4")
                .desired_width(120.0),
        );
        let label = if state.faces.trim().is_empty() {
            "Roll the attack"
        } else {
            "Resolve with these faces"
        };
        if ui.add_enabled(can_roll, egui::Button::new(label)).clicked() {
            state.roll(reg);
        }
    });
    ui.small(
        "A ½ AL or ½ DL result rolls again on its own table: type one face per roll, in order.",
    );
    match &state.last_roll {
        None => {}
        Some(Err(e)) => {
            ui.colored_label(ui.visuals().error_fg_color, e.to_string());
        }
        Some(Ok(out)) => {
            for line in crate::tables::text::roll_steps(reg, out).lines() {
                ui.label(line);
            }
            ui.label(RichText::new(crate::tables::text::result_line(out)).strong());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    fn harness(state: DirectoryPanel) -> Harness<'static, DirectoryPanel> {
        let reg = Registry::builtin();
        Harness::builder()
            .with_size([1000.0, 900.0])
            .with_context_setup(crate::ui::app::install_fonts)
            .build_ui_state(
                move |ui, s: &mut DirectoryPanel| directory_ui(ui, s, &reg),
                state,
            )
    }

    /// The seed's mixed attack: Bolshevik 3 supplied from clear (6) and
    /// Makhnovist 4 from broken (3) against one combat unit of 5.
    #[test]
    fn the_worked_attack_shows_its_working_chances_and_a_rerolled_result() {
        let state = DirectoryPanel {
            attackers: vec![
                Attacker {
                    attack: 3,
                    faction: Faction::Bolshevik,
                    supply: Supply::Supplied,
                    terrain: Terrain::Clear,
                },
                Attacker {
                    attack: 4,
                    faction: Faction::Makhnovist,
                    supply: Supply::Limited,
                    terrain: Terrain::Broken,
                },
            ],
            combat: "5".to_string(),
            faces: "1, 4".to_string(),
            ..DirectoryPanel::default()
        };
        let mut h = harness(state);
        h.run();
        h.get_by_label("Attack strength: 9");
        h.get_by_label("Odds: 9:5 → column 3:2 (rounded down in the defender's favour)");
        h.get_by_label("DR: 7/12 (58.3%)");
        h.get_by_label("Resolve with these faces").click();
        h.run();
        h.get_by_label("result: AL");
        assert!(h.state().faces.is_empty(), "the typed faces are used up");
    }

    #[test]
    fn bad_entries_say_what_is_wrong() {
        let mut h = harness(DirectoryPanel {
            combat: "5, x".to_string(),
            ..DirectoryPanel::default()
        });
        h.run();
        h.get_by_label("Defending combat units: \"x\" is not a defence factor (a whole number)");
        h.state_mut().combat = "3".to_string();
        h.state_mut().faces = "7".to_string();
        h.run();
        h.get_by_label("Resolve with these faces").click();
        h.run();
        let Some(Err(e)) = &h.state().last_roll else {
            panic!("a face of 7 is refused");
        };
        assert!(
            matches!(
                e,
                Unworkable::Dice {
                    error: DieFaceError::OutOfRange(7),
                    ..
                }
            ),
            "{e:?}"
        );
        assert_eq!(h.state().faces, "7", "the faces stay for correcting");
    }
}
