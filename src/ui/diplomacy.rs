//! Diplomacy assistant, without a map: the player-count setups, the civil
//! disorder tracker, and the civil-disorder removal order with distances
//! and routes.

use crate::catalogue::Catalogue;
use crate::diplomacy::Power;
use crate::diplomacy::disorder::CivilDisorder;
use crate::diplomacy::map::{Location, Map, ProvinceType};
use crate::diplomacy::players::{Italy1914, Setups};
use crate::diplomacy::removals::removal_order;
use crate::diplomacy::route::{Unit, UnitKind};

/// Everything the panel remembers between frames.
#[derive(Clone, Debug)]
pub struct DiplomacyPanel {
    pub power: Power,
    pub kind: UnitKind,
    /// Text typed to narrow the province list.
    pub find: String,
    pub location: Option<Location>,
    pub units: Vec<Unit>,
    pub count: usize,
    pub players: u8,
    pub italy: Italy1914,
    pub disorder: CivilDisorder,
    pub message: Option<String>,
}

impl Default for DiplomacyPanel {
    fn default() -> Self {
        DiplomacyPanel {
            power: Power::Russia,
            kind: UnitKind::Army,
            find: String::new(),
            location: None,
            units: Vec::new(),
            count: 0,
            players: 7,
            italy: Italy1914::default(),
            disorder: CivilDisorder::default(),
            message: None,
        }
    }
}

/// Places a unit of this kind may stand that hold no unit yet, in
/// alphabetical order: provinces for armies, provinces or coasts for fleets.
fn legal_locations(map: &Map, kind: UnitKind, taken: &[Unit]) -> Vec<Location> {
    let mut out: Vec<Location> = map
        .ids()
        .filter(|&id| !taken.iter().any(|u| u.location().province == id))
        .flat_map(|id| match kind {
            UnitKind::Army if map.province(id).kind != ProvinceType::Sea => {
                vec![Location::province(id)]
            }
            UnitKind::Army => Vec::new(),
            UnitKind::Fleet => map.fleet_locations(id),
        })
        .collect();
    out.sort_by_key(|l| map.location_name(*l));
    out
}

fn matches(map: &Map, loc: Location, find: &str) -> bool {
    let f = find.trim().to_lowercase();
    if f.is_empty() {
        return false;
    }
    let p = map.province(loc.province);
    let name = map.location_name(loc).to_lowercase();
    // The start of the abbreviation, of the name, or of any word in it.
    p.abbr.starts_with(&f)
        || name.starts_with(&f)
        || name.split([' ', '-', '(']).any(|w| w.starts_with(&f))
}

pub fn diplomacy_ui(ui: &mut egui::Ui, state: &mut DiplomacyPanel, cat: &Catalogue) {
    let map = &cat.map;
    crate::ui::style::page_scroll().show(ui, |ui| {
        removals_ui(ui, state, map);
        ui.separator();
        disorder_ui(ui, state);
        ui.separator();
        players_ui(ui, state, &cat.setups);
    });
}

fn removals_ui(ui: &mut egui::Ui, state: &mut DiplomacyPanel, map: &Map) {
    ui.heading("Civil-disorder removals");
    ui.label("The unit farthest from its nearest home supply centre goes first (routes may use convoys), the fleet before the army, then alphabetical order.");
    unit_kind_ui(ui, state);
    add_unit_ui(ui, state, map);
    count_ui(ui, state);
    removal_order_ui(ui, state, map);
}

/// The power whose units are removed, the kind of unit being added and
/// the text that finds its province.
fn unit_kind_ui(ui: &mut egui::Ui, state: &mut DiplomacyPanel) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Power:");
        for p in Power::ALL {
            if ui.selectable_label(state.power == p, p.name()).clicked() && state.power != p {
                state.power = p;
                state.units.clear();
                state.count = 0;
            }
        }
    });
    ui.horizontal(|ui| {
        ui.label("Unit:");
        for k in [UnitKind::Army, UnitKind::Fleet] {
            let text = match k {
                UnitKind::Army => "Army",
                UnitKind::Fleet => "Fleet",
            };
            if ui.selectable_label(state.kind == k, text).clicked() && state.kind != k {
                state.kind = k;
                state.location = None;
            }
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label("Find province");
        ui.add(egui::TextEdit::singleline(&mut state.find).hint_text("name or abbreviation"))
            .labelled_by(label.id);
    });
}

/// The places matching the text found, and "Add" for the one chosen.
fn add_unit_ui(ui: &mut egui::Ui, state: &mut DiplomacyPanel, map: &Map) {
    let legal = legal_locations(map, state.kind, &state.units);
    let shown: Vec<Location> = legal
        .iter()
        .copied()
        .filter(|l| matches(map, *l, &state.find))
        .take(12)
        .collect();
    if !state.find.trim().is_empty() && shown.is_empty() {
        ui.label(format!(
            "No place for {} {} matches that.",
            if state.kind == UnitKind::Army {
                "an"
            } else {
                "a"
            },
            state.kind
        ));
    }
    ui.horizontal_wrapped(|ui| {
        for l in shown {
            if ui
                .selectable_label(state.location == Some(l), map.location_name(l))
                .clicked()
            {
                state.location = Some(l);
            }
        }
    });
    let chosen = state.location.filter(|l| legal.contains(l));
    let add_text = match chosen {
        Some(l) => format!("Add {} {}", state.kind.letter(), map.location_name(l)),
        None => "Add unit".to_string(),
    };
    if ui
        .add_enabled(chosen.is_some(), egui::Button::new(add_text))
        .clicked()
        && let Some(l) = chosen
    {
        match Unit::new(map, state.kind, l) {
            Ok(u) => {
                state.units.push(u);
                state.location = None;
                state.find.clear();
                state.message = None;
            }
            Err(e) => state.message = Some(e.to_string()),
        }
    }
    if let Some(m) = &state.message {
        ui.colored_label(ui.visuals().error_fg_color, m);
    }
}

/// How many units are to be removed, one fewer or one more.
fn count_ui(ui: &mut egui::Ui, state: &mut DiplomacyPanel) {
    ui.horizontal(|ui| {
        ui.label(format!("Units to remove: {}", state.count));
        if ui
            .add_enabled(state.count > 0, egui::Button::new("One fewer to remove"))
            .clicked()
        {
            state.count -= 1;
        }
        if ui
            .add_enabled(
                state.count < state.units.len(),
                egui::Button::new("One more to remove"),
            )
            .clicked()
        {
            state.count += 1;
        }
    });
    state.count = state.count.min(state.units.len());
}

/// The units in their removal order, each with its distance, its route
/// home and Delete.
fn removal_order_ui(ui: &mut egui::Ui, state: &mut DiplomacyPanel, map: &Map) {
    if state.units.is_empty() {
        ui.label(format!("Add {}'s units on the board.", state.power));
        return;
    }
    let order = match removal_order(map, state.power, &state.units) {
        Ok(o) => o,
        Err(e) => {
            ui.colored_label(ui.visuals().error_fg_color, e.to_string());
            return;
        }
    };
    let mut delete = None;
    egui::Grid::new("diplomacy_removals")
        .striped(true)
        .show(ui, |ui| {
            ui.strong("#");
            ui.strong("Unit");
            ui.strong("");
            ui.strong("Distance");
            ui.strong("Route to the nearest home centre");
            ui.strong("");
            ui.end_row();
            for (i, r) in order.iter().enumerate() {
                let name = r.unit.display(map);
                ui.label((i + 1).to_string());
                ui.label(&name);
                ui.label(if i < state.count { "remove" } else { "stays" });
                ui.label(r.distance_text());
                ui.label(match &r.route {
                    // The default font has no arrow glyph.
                    Some(route) => route.display(map, " > "),
                    None => "no route home".to_string(),
                });
                if ui.button(format!("Delete {name}")).clicked() {
                    delete = Some(r.unit);
                }
                ui.end_row();
            }
        });
    if let Some(u) = delete {
        state.units.retain(|v| *v != u);
        state.count = state.count.min(state.units.len());
    }
}

fn disorder_ui(ui: &mut egui::Ui, state: &mut DiplomacyPanel) {
    ui.heading("Civil disorder");
    ui.label("A player who leaves or sends no orders in a Spring or Fall season: civil government has collapsed.");
    for p in Power::ALL {
        ui.horizontal(|ui| {
            if state.disorder.in_disorder(p) {
                ui.label(format!("{p}: in civil disorder"));
                if ui
                    .button(format!("Resume {p} (it still has units)"))
                    .clicked()
                {
                    // The button says the condition; the count only has to be non-zero.
                    if let Err(e) = state.disorder.resume(p, 1) {
                        state.message = Some(e.to_string());
                    }
                }
            } else {
                ui.label(format!("{p}: played"));
                if ui
                    .button(format!("{p} falls into civil disorder"))
                    .clicked()
                    && let Err(e) = state.disorder.mark(p)
                {
                    state.message = Some(e.to_string());
                }
            }
        });
        for rule in state.disorder.orders(p) {
            ui.label(format!("    • {rule}"));
        }
    }
}

fn players_ui(ui: &mut egui::Ui, state: &mut DiplomacyPanel, setups: &Setups) {
    ui.heading("Players");
    ui.horizontal(|ui| {
        for n in setups.player_counts() {
            ui.selectable_value(&mut state.players, n, format!("{n} players"));
        }
    });
    let Ok(setup) = setups.for_players(state.players) else {
        return;
    };
    for line in setups.describe(setup) {
        ui.label(line);
    }
    if !setup.neutral.is_empty() {
        match state.italy.toss_winner() {
            Some(w) => {
                ui.label(format!(
                    "Coin flipped: Italy joins player {w} in Spring 1915."
                ));
            }
            None => {
                ui.horizontal(|ui| {
                    for seat in 1..=2 {
                        if ui.button(format!("Player {seat} won the toss")).clicked()
                            && let Err(e) = state.italy.record_toss(seat)
                        {
                            state.message = Some(e.to_string());
                        }
                    }
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    fn harness() -> Harness<'static, DiplomacyPanel> {
        let mut h = Harness::builder()
            .with_size(egui::vec2(1400.0, 1600.0))
            .build_ui_state(
                |ui, state: &mut DiplomacyPanel| {
                    diplomacy_ui(ui, state, &Catalogue::builtin().unwrap())
                },
                DiplomacyPanel::default(),
            );
        h.run();
        h
    }

    fn add(h: &mut Harness<'static, DiplomacyPanel>, kind: &str, find: &str, pick: &str) {
        h.get_by_label(kind).click();
        h.run();
        h.get_by_label("Find province").click();
        h.run();
        h.get_by_label("Find province").type_text(find);
        h.run();
        h.get_by_label(pick).click();
        h.run();
        h.get_by_label(&format!("Add {} {pick}", &kind[..1]))
            .click();
        h.run();
    }

    #[test]
    fn adding_units_shows_the_removal_order_with_routes() {
        let mut h = harness();
        h.get_by_label("Germany").click();
        h.run();
        add(&mut h, "Army", "sev", "Sevastopol");
        add(&mut h, "Fleet", "stp", "St Petersburg (north coast)");
        // Only legal places are offered: no army at sea, no fleet inland.
        h.get_by_label("Army").click();
        h.run();
        h.get_by_label("Find province").click();
        h.get_by_label("Find province").type_text("North Sea");
        h.run();
        assert!(h.query_by_label("North Sea").is_none());
        assert_eq!(h.state().units.len(), 2);
        assert_eq!(h.state().count, 0);
        assert_eq!(h.query_all_by_label("stays").count(), 2);
        h.get_by_label("One more to remove").click();
        h.run();
        h.get_by_label("One more to remove").click();
        h.run();
        assert!(
            h.query_by_label("St Petersburg (north coast) > Norway > North Sea > Denmark > Kiel")
                .is_some()
        );
        assert_eq!(h.query_all_by_label("remove").count(), 2);
        assert_eq!(h.query_all_by_label("stays").count(), 0);
        h.get_by_label("Delete A Sevastopol").click();
        h.run();
        assert_eq!(h.state().units.len(), 1);
        assert_eq!(h.state().count, 1);
    }

    #[test]
    fn civil_disorder_and_player_counts() {
        let mut h = harness();
        h.get_by_label("France falls into civil disorder").click();
        h.run();
        assert!(h.state().disorder.in_disorder(Power::France));
        assert!(
            h.query_by_label("    • its units hold in position")
                .is_some()
        );
        h.get_by_label("Resume France (it still has units)").click();
        h.run();
        assert!(!h.state().disorder.in_disorder(Power::France));
        h.get_by_label("2 players").click();
        h.run();
        assert!(
            h.query_by_label("Victory: 24 units actually on the board.")
                .is_some()
        );
        h.get_by_label("Player 2 won the toss").click();
        h.run();
        assert!(
            h.query_by_label("Coin flipped: Italy joins player 2 in Spring 1915.")
                .is_some()
        );
        h.get_by_label("6 players").click();
        h.run();
        assert!(h.query_by_label("6 players, first year 1870").is_some());
    }
}
