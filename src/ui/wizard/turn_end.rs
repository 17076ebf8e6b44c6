//! The wizard at a turn's end: the board's changes to check, and between
//! player-turns the game turn's order with the next step Enter takes.

use super::*;

/// Every change to the board this bot turn asked for (orders, markers
/// handed over, leaders removed, PCT markers moved, overrides), each with a
/// tick box; a change that could not be made on the board becomes an
/// override with the reason filled in.
pub(super) fn board_checklist_ui(
    ui: &mut egui::Ui,
    session: &Session,
    lines: &[CheckLine],
    st: &mut WizardState,
) {
    if lines.is_empty() {
        return;
    }
    if st.ticks_for != Some(session.cursor()) {
        st.ticks = vec![false; lines.len()];
        st.ticks_for = Some(session.cursor());
    }
    st.ticks.resize(lines.len(), false);
    egui::CollapsingHeader::new(format!(
        "Check the board: {} of {} changes done",
        st.ticks.iter().filter(|t| **t).count(),
        lines.len()
    ))
    .id_salt("board checklist")
    .default_open(true)
    .show(ui, |ui| {
        // One row a line, top-aligned: the tick and its words wrap in the
        // width left by the button, so a long line never leaves a tall
        // empty block beside it (a wrapped row centred its neighbours).
        for (line, tick) in lines.iter().zip(st.ticks.iter_mut()) {
            ui.horizontal_top(|ui| {
                // Kept (greyed) once ticked, so the row never shifts.
                let could_not = ui
                    .add_enabled(!*tick, egui::Button::new("Could not do this").small())
                    .on_hover_text(if line.stacks.is_empty() {
                        "Opens the override below with this as the reason"
                    } else {
                        "Opens the override below at this stack, with this as the reason"
                    })
                    .clicked();
                // The tick, then its words wrapped in the width left (a
                // checkbox's own text would run past the edge here); a
                // click on the words ticks too.
                let c = ui.checkbox(tick, "");
                let words = ui.add(
                    egui::Label::new(line.text.as_str())
                        .wrap()
                        .sense(egui::Sense::click()),
                );
                c.labelled_by(words.id);
                if words.clicked() {
                    *tick = !*tick;
                }
                if could_not {
                    st.reason = format!("could not do on the board: {}", line.text);
                    st.open_override = true;
                    // The stack editor in the override opens at the first
                    // stack the line names that is still on the board.
                    let kept = session.game().state().order_of_battle();
                    if !line.stacks.iter().any(|id| st.fix.pick_id(kept, *id)) {
                        st.fix.picked = None;
                    }
                }
            });
        }
    });
}

/// Between player-turns: the game turn's order, who has played, and one
/// highlighted next step that Enter takes (the next bot, your own turn,
/// then the end of the game turn), as the step view lists them.
pub(super) fn between_turns_ui(
    ui: &mut egui::Ui,
    view: &StepView,
    tab_in: bool,
    cmds: &mut Vec<Command>,
) {
    if let Some(l) = &view.lead {
        ui.label(l);
    }
    ui.heading(&view.heading);
    ui.label(RichText::new(&view.text).text_style(crate::ui::style::Text::Answer.style()));
    ui.add_space(6.0);
    let button = |ui: &mut egui::Ui, i: usize, a: &Answer| {
        let b = match a.role {
            Role::PlayAgain => egui::Button::new(&a.label).small(),
            _ => egui::Button::new(
                RichText::new(&a.label).text_style(crate::ui::style::Text::Answer.style()),
            ),
        };
        let r = ui.add(b.selected(Some(i) == view.default));
        if i == 0 && tab_in {
            r.request_focus();
        }
        r.clicked()
    };
    for line in &view.seats {
        ui.horizontal_wrapped(|ui| {
            ui.label(&line.text);
            for (i, a) in view.answers.iter().enumerate() {
                if a.seat == Some(line.seat) && button(ui, i, a) {
                    cmds.push(Command::Apply(a.action.clone()));
                }
            }
        });
    }
    ui.add_space(8.0);
    for (i, a) in view.answers.iter().enumerate() {
        if a.seat.is_none() && button(ui, i, a) {
            cmds.push(Command::Apply(a.action.clone()));
        }
    }
    for n in &view.notes {
        ui.label(n);
    }
    ui.label(&view.enter);
    if let Some(a) = view.default.and_then(|d| view.answers.get(d))
        && enter_for_step(ui)
    {
        cmds.push(Command::Apply(a.action.clone()));
    }
}
