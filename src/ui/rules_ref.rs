//! The rules reference: every table of the solitaire system (from the rules
//! data in use), the procedures in brief, every [I-n] interpretation and the
//! app's own readings. Searchable.

use crate::rcw::reference::Reference;
use crate::rcw::{PlayerColour, RcwRules};
use egui::RichText;

pub fn rules_ui(
    ui: &mut egui::Ui,
    rules: &RcwRules,
    reference: &Result<Reference, crate::rcw::reference::ReferenceError>,
    search: &mut String,
) {
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Search the rules");
        ui.add(egui::TextEdit::singleline(search).hint_text("e.g. purge, Czar, I-3"))
            .labelled_by(l.id);
        if ui.small_button("Clear").clicked() {
            search.clear();
        }
    });
    let needle = search.trim().to_lowercase();
    let reference = match reference {
        Ok(r) => r,
        Err(e) => {
            ui.colored_label(ui.visuals().error_fg_color, e.to_string());
            return;
        }
    };
    crate::ui::style::page_scroll().show(ui, |ui| {
        if Reference::matches(
            &needle,
            &["strategy determination table sdt purge assassination attacks odds"],
        ) {
            sdt_ui(ui, rules);
        }
        if Reference::matches(
            &needle,
            &["attack priority table apt white red undecided blue green i-4"],
        ) {
            apt_ui(ui, rules);
        }
        if Reference::matches(
            &needle,
            &["vindictive strategy table vst czar gold friendliest unfriendliest"],
        ) {
            vst_ui(ui, rules);
        }
        if Reference::matches(
            &needle,
            &["pct shift attack purge assassination marker politburo i-2 clamp"],
        ) {
            shifts_ui(ui, rules);
        }
        for s in &reference.sections {
            if Reference::matches(&needle, &[&s.title, &s.text]) {
                ui.heading(&s.title);
                ui.label(&s.text);
            }
        }
        readings_ui(ui, rules, reference, &needle);
    });
}

/// The Strategy Determination Table, as the rules in force give it.
fn sdt_ui(ui: &mut egui::Ui, rules: &RcwRules) {
    ui.heading("Strategy Determination Table (SDT)");
    egui::Grid::new("sdt").striped(true).show(ui, |ui| {
        for h in ["Die", "Req. attacks", "Min. odds", "Purge", "Assassination"] {
            ui.strong(h);
        }
        ui.end_row();
        for r in rules.sdt() {
            ui.label(r.roll.to_string());
            if r.vst {
                ui.label("Roll die again using VST");
                ui.end_row();
                continue;
            }
            ui.label(r.attacks.to_string());
            ui.label(r.min_odds.map_or("—".to_string(), |o| o.to_string()));
            ui.label(if r.purge { "Yes" } else { "No" });
            ui.label(if r.assassination { "Yes" } else { "No" });
            ui.end_row();
        }
    });
    ui.small("On a 1 the phasing player gives one assassin marker, if it holds one, to its 2nd friendliest player.");
}

/// The Attack Priority Table: each colour's targets by priority.
fn apt_ui(ui: &mut egui::Ui, rules: &RcwRules) {
    ui.heading("Attack Priority Table (APT) [I-4]");
    for c in PlayerColour::ALL {
        ui.label(RichText::new(format!("{} player", c.name())).strong());
        let entries = rules.apt().for_colour(c);
        for prio in 1..=3u8 {
            let list: Vec<String> = entries
                .iter()
                .filter(|e| e.priority == prio)
                .map(|e| format!("{} → {}", e.units, e.target))
                .collect();
            ui.label(format!(
                "  Priority {}: {}",
                ["I", "II", "III"][usize::from(prio - 1)],
                list.join(", ")
            ));
        }
    }
}

/// The Vindictive Strategy Table.
fn vst_ui(ui: &mut egui::Ui, rules: &RcwRules) {
    ui.heading("Vindictive Strategy Table (VST)");
    egui::Grid::new("vst").striped(true).show(ui, |ui| {
        ui.strong("Die");
        ui.strong("Implication");
        ui.end_row();
        for r in rules.vst() {
            ui.label(r.roll.to_string());
            ui.label(&r.text);
            ui.end_row();
        }
    });
}

/// How far each event shifts the PCT, and its bounds.
fn shifts_ui(ui: &mut egui::Ui, rules: &RcwRules) {
    ui.heading("PCT shifts [I-2]");
    let s = &rules.pct().shifts;
    egui::Grid::new("shifts").striped(true).show(ui, |ui| {
        for (what, v) in [
            ("Attack that takes place", s.attack),
            ("Purge attempt", s.purge_attempt),
            ("Assassination attempt", s.assassination_attempt),
            ("Assassin marker given", s.assassin_marker_given),
            ("Politburo marker given", s.politburo_marker_given),
        ] {
            ui.label(what);
            ui.label(format!("{v:+}"));
            ui.end_row();
        }
    });
    ui.small(format!(
        "Always kept within {}..{}.",
        rules.pct().min,
        rules.pct().max
    ));
}

/// The interpretations (with the reading in force in this game) and the
/// app's own readings where the texts are silent, those the search finds.
fn readings_ui(ui: &mut egui::Ui, rules: &RcwRules, reference: &Reference, needle: &str) {
    ui.separator();
    ui.heading("How the app reads the sources: interpretations");
    let readings = rules.readings().lines();
    for i in &reference.interpretations {
        if Reference::matches(needle, &[&i.id, &i.title, &i.text, &i.game]) {
            ui.label(RichText::new(format!("[{}] {} — {}", i.id, i.title, i.game)).strong());
            ui.label(&i.text);
            if let Some((_, line)) = readings.iter().find(|(id, _)| *id == i.id) {
                ui.label(RichText::new(format!("In force in this game: {line}")).italics());
            }
            ui.add_space(4.0);
        }
    }
    ui.heading("Where the texts are silent: the app's readings");
    for i in &reference.app_notes {
        if Reference::matches(needle, &[&i.id, &i.title, &i.text, &i.game]) {
            ui.label(RichText::new(format!("[{}] {} — {}", i.id, i.title, i.game)).strong());
            ui.label(&i.text);
            ui.add_space(4.0);
        }
    }
}
