//! Axis & Allies 1914, Russian Civil War: the revolution checklist and the
//! Soviet power's panel (turn order, treasury, where units may go, Moscow).

use crate::aa1914::CivilWar;
use crate::aa1914::revolution::{CentralPower, Revolution, Stage};
use crate::aa1914::soviet::{
    EnterError, IMPERIAL_VICTORY, MoscowHolder, Mover, Situation, SovietTreasury, UnitClass,
    Verdict, can_enter, moscow_changes,
};

/// Everything the panel remembers between frames.
#[derive(Clone, Debug)]
pub struct Aa1914Panel {
    pub round: u32,
    pub revolution: Revolution,
    pub treasury: SovietTreasury,
    /// IPCs typed for collecting or spending.
    pub amount: String,
    pub moscow: Option<MoscowHolder>,
    /// The Imperial treasury after an Imperial victory, once it happened.
    pub imperial_collected: Option<u32>,
    pub imperial_treasury: String,
    pub mover: Mover,
    pub unit: UnitClass,
    pub territory: String,
    pub situation: Situation,
    pub message: Option<String>,
}

impl Default for Aa1914Panel {
    fn default() -> Self {
        Aa1914Panel {
            round: 1,
            revolution: Revolution::default(),
            treasury: SovietTreasury::default(),
            amount: String::new(),
            moscow: None,
            imperial_collected: None,
            imperial_treasury: String::new(),
            mover: Mover::Soviet,
            unit: UnitClass::Land,
            territory: String::new(),
            situation: Situation::default(),
            message: None,
        }
    }
}

pub fn aa1914_ui(ui: &mut egui::Ui, state: &mut Aa1914Panel, cw: &CivilWar) {
    crate::ui::style::page_scroll().show(ui, |ui| {
        revolution_ui(ui, state, cw);
        ui.separator();
        soviet_ui(ui, state, cw);
        ui.separator();
        can_enter_ui(ui, state, cw);
    });
}

fn revolution_ui(ui: &mut egui::Ui, state: &mut Aa1914Panel, cw: &CivilWar) {
    ui.heading("Bolshevik Revolution");
    ui.horizontal(|ui| {
        if ui
            .add_enabled(state.round > 1, egui::Button::new("Earlier round"))
            .clicked()
        {
            state.round -= 1;
        }
        ui.label(format!("Round {}", state.round));
        if ui.button("Later round").clicked() {
            state.round += 1;
        }
    });
    let mut result = Ok(());
    if state.revolution.stage() == Stage::Idle
        && ui
            .button("Check for the revolution (end of Russia's Mobilize New Units phase)")
            .clicked()
    {
        result = state.revolution.check(cw, state.round);
    }
    let instruction = state.revolution.instruction(cw);
    ui.strong(&instruction.heading);
    for line in &instruction.lines {
        ui.label(line);
    }
    match state.revolution.stage() {
        Stage::Conditions { .. } => {
            ui.horizontal(|ui| {
                if ui.button("Conditions met").clicked() {
                    result = state.revolution.conditions(true);
                }
                if ui.button("Conditions not met").clicked() {
                    result = state.revolution.conditions(false);
                }
            });
        }
        Stage::Step(n) => {
            if n == 3 {
                ui.horizontal(|ui| {
                    for p in CentralPower::ALL {
                        if ui
                            .button(format!("{} controls the Soviets", p.name()))
                            .clicked()
                        {
                            result = state.revolution.assign_controller(p);
                        }
                    }
                });
            }
            if ui.button(format!("Step {n} done")).clicked() {
                result = state.revolution.next(cw);
                if result.is_ok() && state.revolution.stage() == Stage::Step(6) {
                    // Step 5 gave the Soviet treasury its IPCs.
                    state.treasury.ipcs = state.revolution.soviet_ipcs();
                }
                if result.is_ok() && state.revolution.stage() == Stage::Complete {
                    state.moscow = Some(MoscowHolder::Soviets);
                }
            }
        }
        Stage::Idle | Stage::Complete => {}
    }
    // A message stays until the player's next click.
    if let Err(e) = result {
        state.message = Some(e.to_string());
    } else if ui.ctx().input(|i| i.pointer.any_click()) {
        state.message = None;
    }
    if let Some(m) = &state.message {
        ui.colored_label(ui.visuals().error_fg_color, m);
    }
    for line in &state.revolution.log {
        ui.label(format!("• {line}"));
    }
}

fn soviet_ui(ui: &mut egui::Ui, state: &mut Aa1914Panel, cw: &CivilWar) {
    ui.heading("Soviet power");
    ui.label(format!("Turn order: {}", cw.turn_order.join(", ")));
    ui.label(format!("Soviet treasury: {} IPCs", state.treasury.ipcs));
    ui.horizontal(|ui| {
        let label = ui.label("IPCs");
        ui.add(egui::TextEdit::singleline(&mut state.amount).desired_width(60.0))
            .labelled_by(label.id);
        let amount: Option<u32> = state.amount.trim().parse().ok();
        if ui.button("Collect income").clicked() {
            match amount {
                Some(n) => state.treasury.collect(n),
                None => {
                    state.message = Some(format!("\"{}\" is not a number of IPCs", state.amount))
                }
            }
        }
        if ui.button("Spend").clicked() {
            match amount.map(|n| state.treasury.spend(n)) {
                Some(Ok(())) => {}
                Some(Err(e)) => state.message = Some(e.to_string()),
                None => {
                    state.message = Some(format!("\"{}\" is not a number of IPCs", state.amount))
                }
            }
        }
    });
    ui.horizontal(|ui| {
        if ui.button("Soviets hold Moscow").clicked() {
            state.moscow = Some(MoscowHolder::Soviets);
        }
        if ui.button("Imperials retake Moscow").clicked() {
            state.moscow = Some(MoscowHolder::Imperials);
            state.revolution.imperials_retake_moscow();
        }
    });
    if let Some(h) = state.moscow {
        for line in moscow_changes(h) {
            ui.label(format!("• {line}"));
        }
    }
    ui.horizontal(|ui| {
        let label = ui.label("Imperial treasury");
        ui.add(egui::TextEdit::singleline(&mut state.imperial_treasury).desired_width(60.0))
            .labelled_by(label.id);
        if ui.button("Imperial victory").clicked() {
            match state.imperial_treasury.trim().parse::<u32>() {
                Ok(t) => state.imperial_collected = Some(state.treasury.imperial_victory(t)),
                Err(_) => {
                    state.message = Some(format!(
                        "\"{}\" is not a number of IPCs in the Imperial treasury",
                        state.imperial_treasury
                    ))
                }
            }
        }
    });
    if let Some(total) = state.imperial_collected {
        for line in IMPERIAL_VICTORY {
            ui.label(format!("• {line}"));
        }
        ui.label(format!("Imperial treasury now: {total} IPCs"));
    }
}

fn can_enter_ui(ui: &mut egui::Ui, state: &mut Aa1914Panel, cw: &CivilWar) {
    ui.heading("Can this unit enter?");
    let before = (state.mover, state.unit, state.territory.clone());
    ui.horizontal(|ui| {
        for m in [Mover::Soviet, Mover::CentralPowers, Mover::Allies] {
            ui.selectable_value(&mut state.mover, m, format!("{} unit", m.name()));
        }
    });
    ui.horizontal(|ui| {
        ui.selectable_value(&mut state.unit, UnitClass::Land, "Land unit");
        ui.selectable_value(&mut state.unit, UnitClass::Sea, "Sea unit");
    });
    ui.horizontal(|ui| {
        let label = ui.label("Territory");
        ui.add(
            egui::TextEdit::singleline(&mut state.territory)
                .hint_text("e.g. Ukraine or Sea Zone 12"),
        )
        .labelled_by(label.id);
    });
    if before != (state.mover, state.unit, state.territory.clone()) {
        state.situation = Situation::default();
    }
    if state.territory.trim().is_empty() {
        return;
    }
    match can_enter(
        cw,
        state.mover,
        state.unit,
        &state.territory,
        state.situation,
    ) {
        Ok(v) => {
            ui.strong(format!("Answer: {}", v.word()));
            ui.label(v.rule());
            if let Verdict::PassThroughOnly { .. } = v {
                ui.horizontal(|ui| {
                    if ui.button("It would end its move there").clicked() {
                        state.situation.ends_move = Some(true);
                    }
                    if ui.button("It only passes through").clicked() {
                        state.situation.ends_move = Some(false);
                    }
                });
            }
        }
        Err(e @ EnterError::Unknown { .. }) => {
            ui.colored_label(ui.visuals().error_fg_color, e.to_string());
            if ui
                .button("It is another territory of the map")
                .on_hover_text("The app knows only the territories the variant names")
                .clicked()
            {
                state.situation.unnamed_territory = true;
            }
        }
        Err(EnterError::NeedToKnow { question, .. }) => {
            ui.label(format!("The app cannot see the board: {}", question.text()));
            ui.horizontal(|ui| {
                if ui.button("Answer yes").clicked() {
                    question.answer(&mut state.situation, true);
                }
                if ui.button("Answer no").clicked() {
                    question.answer(&mut state.situation, false);
                }
            });
        }
        Err(e) => {
            ui.colored_label(ui.visuals().error_fg_color, e.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    fn harness() -> Harness<'static, Aa1914Panel> {
        let mut h = Harness::builder()
            .with_size(egui::vec2(1400.0, 1600.0))
            .build_ui_state(
                |ui, state: &mut Aa1914Panel| aa1914_ui(ui, state, CivilWar::standard().unwrap()),
                Aa1914Panel::default(),
            );
        h.run();
        h
    }

    fn click(h: &mut Harness<'static, Aa1914Panel>, label: &str) {
        h.get_by_label(label).click();
        h.run();
    }

    const CHECK: &str = "Check for the revolution (end of Russia's Mobilize New Units phase)";

    #[test]
    fn walking_the_revolution_checklist() {
        let mut h = harness();
        click(&mut h, CHECK);
        assert!(
            h.query_by_label("round 1: the revolution is checked only from round 4 on")
                .is_some()
        );
        for _ in 0..3 {
            click(&mut h, "Later round");
        }
        click(&mut h, CHECK);
        assert!(
            h.query_by_label("Are the conditions for the Bolshevik Revolution met?")
                .is_some()
        );
        click(&mut h, "Conditions met");
        assert!(
            h.query_by_label("Step 1 of 6: Allied forces retreat")
                .is_some()
        );
        click(&mut h, "Step 1 done");
        click(&mut h, "Step 2 done");
        click(&mut h, "Step 3 done");
        assert!(
            h.query_by_label(
                "step 3: assign a Central Powers player to control the Soviet power first"
            )
            .is_some()
        );
        click(&mut h, "Germany controls the Soviets");
        click(&mut h, "Step 3 done");
        assert!(h.query_by_label("Sea Zone 12: 1 cruiser").is_some());
        click(&mut h, "Step 4 done");
        click(&mut h, "Step 5 done");
        assert!(h.query_by_label("Soviet treasury: 9 IPCs").is_some());
        click(&mut h, "Step 6 done");
        assert!(h.query_by_label("Germany now begins its turn.").is_some());
        assert_eq!(h.state().revolution.stage(), Stage::Complete);
        assert!(h.query_by_label(CHECK).is_none());
    }

    #[test]
    fn asking_whether_a_soviet_unit_may_enter() {
        let mut h = harness();
        h.get_by_label("Territory").click();
        h.run();
        h.get_by_label("Territory").type_text("Ukraine");
        h.run();
        assert!(h.query_by_label("Answer: No").is_some());
        h.state_mut().territory = "Caucasus".into();
        h.run();
        assert!(
            h.query_by_label_contains("is not a territory the Civil War variant names")
                .is_some()
        );
        click(&mut h, "It is another territory of the map");
        assert!(
            h.query_by_label(
                "The app cannot see the board: was it originally a Central Powers territory?"
            )
            .is_some()
        );
        click(&mut h, "Answer no");
        click(&mut h, "Answer no");
        assert!(h.query_by_label("Answer: Yes").is_some());
        click(&mut h, "Central Powers unit");
        h.state_mut().territory = "Moscow".into();
        h.run();
        assert!(h.query_by_label("Answer: No").is_some());
    }

    #[test]
    fn moscow_and_the_imperial_victory() {
        let mut h = harness();
        h.state_mut().treasury.ipcs = 7;
        click(&mut h, "Imperials retake Moscow");
        assert!(h
            .query_by_label("• All original Russian territories controlled by the Allies revert to Imperial Russian control, including Romania and Serbia.")
            .is_some());
        h.get_by_label("Imperial treasury").click();
        h.run();
        h.get_by_label("Imperial treasury").type_text("5");
        h.run();
        click(&mut h, "Imperial victory");
        assert!(h.query_by_label("Imperial treasury now: 12 IPCs").is_some());
        assert!(h.query_by_label("Soviet treasury: 0 IPCs").is_some());
    }
}
