//! The *Red Actions!* calculators panel: pick a calculator, set the inputs,
//! read the column and the chance of every result.

use crate::ratio::Ratio;
use crate::red_actions::combat::{self, COMBAT_TABLE, CombatInput, CombatSide, Contact};
use crate::red_actions::direct_hit::{self, DirectHitInput, Gun, Observed, Target};
use crate::red_actions::morale::{self, MoraleInput, TestType};
use crate::red_actions::odds::Outcome;
use crate::red_actions::printed::{self, PrintedColumn};
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
    OtherRolls,
    Flight,
}

/// The single-die and 2d6 rolls offered under "Other rolls".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OtherRoll {
    #[default]
    OfficerShooting,
    OfficerCombat,
    OfficerCombatRouting,
    TankBreakdown,
    VehicleObstacle,
    VehicleRepair,
    TankWire,
    ChargedTroops,
    ChargedGrenadiers,
    WireInfantry,
    WireEngineers,
    WireCrushing,
    SetOnFire,
    AmbushScouting,
    NightVeer,
    NightFriends,
    MobHesitation,
    CleverPreEmpt,
    PursuitSameSpeed,
}

impl OtherRoll {
    pub const ALL: [OtherRoll; 19] = [
        OtherRoll::OfficerShooting,
        OtherRoll::OfficerCombat,
        OtherRoll::OfficerCombatRouting,
        OtherRoll::TankBreakdown,
        OtherRoll::VehicleObstacle,
        OtherRoll::VehicleRepair,
        OtherRoll::TankWire,
        OtherRoll::ChargedTroops,
        OtherRoll::ChargedGrenadiers,
        OtherRoll::WireInfantry,
        OtherRoll::WireEngineers,
        OtherRoll::WireCrushing,
        OtherRoll::SetOnFire,
        OtherRoll::AmbushScouting,
        OtherRoll::NightVeer,
        OtherRoll::NightFriends,
        OtherRoll::MobHesitation,
        OtherRoll::CleverPreEmpt,
        OtherRoll::PursuitSameSpeed,
    ];

    pub fn name(self) -> &'static str {
        match self {
            OtherRoll::OfficerShooting => "Officer casualty from shooting (each officer)",
            OtherRoll::OfficerCombat => "Officer casualty in combat (each officer)",
            OtherRoll::OfficerCombatRouting => "Officer casualty in combat, unit routs",
            OtherRoll::TankBreakdown => "Vehicle breakdown (over half speed)",
            OtherRoll::VehicleObstacle => "Vehicle crossing an obstacle",
            OtherRoll::VehicleRepair => "Broken down or stuck vehicle, later move",
            OtherRoll::TankWire => "Tank crushing or clearing wire: problem",
            OtherRoll::ChargedTroops => "Troops that stood a vehicle's charge",
            OtherRoll::ChargedGrenadiers => "Grenadiers that stood a vehicle's charge",
            OtherRoll::WireInfantry => "Infantry crossing barbed wire",
            OtherRoll::WireEngineers => "Engineers in barbed wire",
            OtherRoll::WireCrushing => "Tank crushing a 4\" strip of wire",
            OtherRoll::SetOnFire => "Setting a building on fire",
            OtherRoll::AmbushScouting => "Scouting for ambush",
            OtherRoll::NightVeer => "Night or fog: veering",
            OtherRoll::NightFriends => "Night or fog: coming on friends",
            OtherRoll::MobHesitation => "Mob hesitation",
            OtherRoll::CleverPreEmpt => "Clever officer pre-empting",
            OtherRoll::PursuitSameSpeed => "Sabres pursuing same-speed cavalry",
        }
    }

    /// Every result with its chance, and the table's notes, read from `reg`.
    pub fn outcomes(self, reg: &Registry) -> Result<PrintedColumn, String> {
        use crate::red_actions::officers::{OfficerContext, officer_work};
        use crate::red_actions::vehicles::{Vehicle, VehicleRoll, vehicle_work};
        use crate::red_actions::wire::{WireRoll, wire_work};
        use crate::red_actions::{ambush, characteristics, fire, night, pursuit};
        let text = |e: &dyn std::fmt::Display| e.to_string();
        let vehicle = |r| {
            vehicle_work(reg, Vehicle::Tank, r)
                .map(|w| PrintedColumn {
                    outcomes: w.outcomes,
                    notes: w.notes,
                })
                .map_err(|e| text(&e))
        };
        let officer = |context| {
            officer_work(reg, context, 1)
                .map(|w| PrintedColumn {
                    outcomes: w.outcomes,
                    notes: Vec::new(),
                })
                .map_err(|e| text(&e))
        };
        let wire = |r| {
            wire_work(reg, r)
                .map(|w| PrintedColumn {
                    outcomes: w.outcomes,
                    notes: w.notes,
                })
                .map_err(|e| text(&e))
        };
        match self {
            OtherRoll::OfficerShooting => officer(OfficerContext::Shooting),
            OtherRoll::OfficerCombat => officer(OfficerContext::Combat { routs: false }),
            OtherRoll::OfficerCombatRouting => officer(OfficerContext::Combat { routs: true }),
            OtherRoll::TankBreakdown => vehicle(VehicleRoll::Breakdown { off_road: true }),
            OtherRoll::VehicleObstacle => vehicle(VehicleRoll::Obstacle),
            OtherRoll::VehicleRepair => vehicle(VehicleRoll::Repair),
            OtherRoll::TankWire => vehicle(VehicleRoll::Wire),
            OtherRoll::ChargedTroops => vehicle(VehicleRoll::ChargedTroops { grenadiers: false }),
            OtherRoll::ChargedGrenadiers => {
                vehicle(VehicleRoll::ChargedTroops { grenadiers: true })
            }
            OtherRoll::WireInfantry => wire(WireRoll::Infantry),
            OtherRoll::WireEngineers => wire(WireRoll::Engineers),
            OtherRoll::WireCrushing => wire(WireRoll::TankCrushing { strips: 1 }),
            OtherRoll::SetOnFire => {
                fire::fire_work(reg, fire::FireRoll::SetOnFire).map_err(|e| text(&e))
            }
            OtherRoll::AmbushScouting => {
                ambush::ambush_work(reg, ambush::AmbushInput::default()).map_err(|e| text(&e))
            }
            OtherRoll::NightVeer => night::veer(reg).map_err(|e| text(&e)),
            OtherRoll::NightFriends => night::friends_fired_on(reg).map_err(|e| text(&e)),
            OtherRoll::MobHesitation => characteristics::mob_hesitation(reg).map_err(|e| text(&e)),
            OtherRoll::CleverPreEmpt => {
                characteristics::clever_pre_empt(reg, false).map_err(|e| text(&e))
            }
            OtherRoll::PursuitSameSpeed => {
                pursuit::pursuit(reg, pursuit::Routers::SameSpeedCavalry).map_err(|e| text(&e))
            }
        }
    }
}

/// Flight number inputs.
#[derive(Clone, Debug, PartialEq)]
pub struct FlightForm {
    pub percent: f64,
    pub points: u32,
    pub lost: u32,
}

impl Default for FlightForm {
    fn default() -> Self {
        FlightForm {
            percent: 40.0,
            points: 200,
            lost: 0,
        }
    }
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
    /// The Roll button under each calculator.
    pub roll: RollBox,
    pub shooting: ShootingForm,
    pub combat: CombatForm,
    pub morale: MoraleInput,
    pub direct_hit: DirectHitInput,
    pub other_roll: OtherRoll,
    pub flight: FlightForm,
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
            other_roll: OtherRoll::default(),
            flight: FlightForm::default(),
            roll: RollBox::default(),
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

/// The Roll button under a calculator: the app's dice or, with physical
/// dice, the faces the player typed; the result is read on the same
/// outcomes the chances show.
pub struct RollBox {
    pub dice: crate::dice::Dice,
    /// The player rolls their own dice (the app's setting).
    pub physical: bool,
    pub typed_faces: String,
    /// The last roll as a sentence, or why it could not be made.
    pub last: Option<Result<String, String>>,
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
    /// Reads `faces` (summed) on `outcomes`.
    fn read(faces: &[u8], outcomes: &[Outcome]) -> String {
        let total: i32 = faces.iter().map(|&f| i32::from(f)).sum();
        let shown: Vec<String> = faces.iter().map(u8::to_string).collect();
        let result = crate::red_actions::odds::outcome_of(outcomes, total)
            .map_or("no result for that total", |o| o.result.as_str());
        if faces.len() == 1 {
            format!("Rolled {total}: {}", drawable(result))
        } else {
            format!(
                "Rolled {} = {total}: {}",
                shown.join(" + "),
                drawable(result)
            )
        }
    }

    fn ui(&mut self, ui: &mut egui::Ui, outcomes: &[Outcome], dice: usize) {
        // Only single rolls can be read on the chances (not counts of officers or strips).
        if outcomes.iter().all(|o| o.rolls.is_empty()) {
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
                            .map_err(|e| e.to_string())
                            .and_then(|g| {
                                let f = g.faces();
                                if f.len() == dice {
                                    Ok(RollBox::read(&f, outcomes))
                                } else {
                                    Err(format!(
                                        "This roll takes {dice} {}; you typed {}.",
                                        if dice == 1 { "die" } else { "dice" },
                                        f.len()
                                    ))
                                }
                            }),
                    );
                }
            } else if ui.button("Roll").clicked() {
                let f: Vec<u8> = (0..dice).map(|_| self.dice.roll_d6()).collect();
                self.last = Some(Ok(RollBox::read(&f, outcomes)));
            }
        });
        match &self.last {
            Some(Ok(t)) => {
                ui.label(egui::RichText::new(t).strong().size(16.0));
            }
            Some(Err(e)) => error_ui(ui, e),
            None => {}
        }
    }
}

/// How many dice a list of outcomes is read with: 2d6 sums reach past 6.
fn dice_of(outcomes: &[Outcome]) -> usize {
    if outcomes.iter().flat_map(|o| &o.rolls).any(|&r| r > 6) {
        2
    } else {
        1
    }
}

/// The Red Actions! calculators.
pub fn red_actions_ui(ui: &mut egui::Ui, state: &mut RedActionsPanel, reg: &Registry) {
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
        ui.selectable_value(&mut state.calculator, Calculator::OtherRolls, "Other rolls");
        ui.selectable_value(&mut state.calculator, Calculator::Flight, "Flight number");
    });
    ui.separator();
    let before = state.calculator;
    egui::ScrollArea::vertical().show(ui, |ui| match state.calculator {
        Calculator::Shooting => shooting_ui(ui, state, reg),
        Calculator::Combat => combat_ui(ui, state, reg),
        Calculator::Morale => morale_ui(ui, &mut state.morale, &mut state.roll),
        Calculator::DirectHit => direct_hit_ui(ui, &mut state.direct_hit),
        Calculator::OtherRolls => other_rolls_ui(ui, &mut state.other_roll, &mut state.roll, reg),
        Calculator::Flight => flight_ui(ui, &mut state.flight),
    });
    if state.calculator != before {
        state.roll.last = None;
    }
}

fn shooting_ui(ui: &mut egui::Ui, state: &mut RedActionsPanel, reg: &Registry) {
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
    let table = match reg.table(SHOOTING_TABLE) {
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
            ui.label("One result can carry several effects: \"2 x Ter ^SI Off\" is two terror markers, a Serious morale test and an Officer casualty test. The chances of the tests, whatever else comes with them:");
            outcomes_ui(
                ui,
                &[
                    Outcome::on("Serious morale test (^SI)", &odds.si_rolls, odds.si),
                    Outcome::on("Officer casualty test (Off)", &odds.off_rolls, odds.off),
                ],
            );
            state.roll.ui(ui, &odds.outcomes, 2);
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

fn combat_ui(ui: &mut egui::Ui, state: &mut RedActionsPanel, reg: &Registry) {
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
    let table = match reg.table(COMBAT_TABLE) {
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
    let outcomes = printed::combat_odds(table, work.column, work.stronger);
    outcomes_ui(ui, &outcomes);
    state.roll.ui(ui, &outcomes, 2);
}

fn morale_ui(ui: &mut egui::Ui, m: &mut MoraleInput, rolls: &mut RollBox) {
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
    outcomes_ui(ui, &work.alternative);
    lines_ui(ui, &work.notes);
    rolls.ui(ui, &work.outcomes, 2);
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

fn other_rolls_ui(ui: &mut egui::Ui, roll: &mut OtherRoll, rolls: &mut RollBox, reg: &Registry) {
    egui::ComboBox::from_label("Roll")
        .selected_text(roll.name())
        .show_ui(ui, |ui| {
            for r in OtherRoll::ALL {
                ui.selectable_value(roll, r, r.name());
            }
        });
    ui.separator();
    match roll.outcomes(reg) {
        Ok(printed) => {
            outcomes_ui(ui, &printed.outcomes);
            lines_ui(ui, &printed.notes);
            rolls.ui(ui, &printed.outcomes, dice_of(&printed.outcomes));
        }
        Err(e) => error_ui(ui, &e),
    }
}

fn flight_ui(ui: &mut egui::Ui, f: &mut FlightForm) {
    ui.horizontal(|ui| {
        let l = ui.label("Flight number (%)");
        ui.add(
            egui::DragValue::new(&mut f.percent)
                .range(0.0..=100.0)
                .max_decimals(2),
        )
        .labelled_by(l.id);
    });
    drag_u32(ui, "Original points", &mut f.points, 100_000);
    drag_u32(
        ui,
        "Points destroyed, captured or routing",
        &mut f.lost,
        100_000,
    );
    let w = crate::red_actions::flight::flight_work(
        exact(f.percent),
        u64::from(f.points),
        Some(u64::from(f.lost)),
    );
    ui.heading(format!(
        "Flight number: {} points",
        crate::red_actions::shooting::ratio_label(w.flight_number)
    ));
    ui.label(format!(
        "The army flees when the points lost exceed it: {} points or more.",
        w.points_to_exceed
    ));
    ui.label(if w.reached == Some(true) {
        "Exceeded: the army flees."
    } else {
        "Not exceeded."
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    #[test]
    fn shooting_inputs_move_the_column() {
        let mut harness = Harness::new_ui_state(
            |ui, state: &mut RedActionsPanel| red_actions_ui(ui, state, &Registry::builtin()),
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
            |ui, state: &mut RedActionsPanel| red_actions_ui(ui, state, &Registry::builtin()),
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
        harness.get_by_label("Flight number").click();
        harness.run();
        // 40% of 200 = 80: 81 points exceed it.
        harness.get_by_label("Flight number: 80 points");
        harness
            .get_by_label("Points destroyed, captured or routing")
            .set_value_accesskit(81.0);
        harness.run();
        harness.get_by_label("Exceeded: the army flees.");
        harness.get_by_label("Other rolls").click();
        harness.run();
        // Officer casualty from shooting: a 1 on a d6.
        harness.get_by_label_contains("1 of 1 officers lost");
    }

    #[test]
    fn calculators_roll_with_the_players_dice_and_spell_out_the_tests() {
        let mut harness = Harness::new_ui_state(
            |ui, state: &mut RedActionsPanel| red_actions_ui(ui, state, &Registry::builtin()),
            RedActionsPanel::default(),
        );
        harness.set_size(egui::vec2(1100.0, 1400.0));
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
        harness.state_mut().calculator = Calculator::OtherRolls;
        harness.state_mut().other_roll = OtherRoll::NightVeer;
        harness.run();
        harness.get_by_label("Your die (e.g. 4)").click();
        harness.run();
        harness.get_by_label("Your die (e.g. 4)").type_text("6");
        harness.run();
        harness.get_by_label("Roll with these dice").click();
        harness.run();
        harness.get_by_label("Rolled 6: Veer 30° right");
        // Two faces for a one-die roll are refused, saying why.
        harness.state_mut().roll.typed_faces = "6,1".to_string();
        harness.run();
        harness.get_by_label("Roll with these dice").click();
        harness.run();
        harness.get_by_label("This roll takes 1 die; you typed 2.");
    }
}
