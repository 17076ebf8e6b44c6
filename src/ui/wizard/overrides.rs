//! The wizard's override: the board differs from what the app holds
//! (PCT, markers, ending the bot turn), each logged with its reason.

use super::*;

/// Deliberate deviations: always logged as overrides, with a reason.
pub(super) fn override_ui(
    ui: &mut egui::Ui,
    session: &Session,
    st: &mut WizardState,
    cmds: &mut Vec<Command>,
) {
    let g = session.game().state();
    let open = std::mem::take(&mut st.open_override).then_some(true);
    egui::CollapsingHeader::new("Override (the board differs — logged)")
        .id_salt("override")
        .open(open)
        .show(ui, |ui| {
            let l = ui.label("Reason");
            ui.add(egui::TextEdit::singleline(&mut st.reason).hint_text("why you deviate"))
                .labelled_by(l.id);
            let reason = if st.reason.trim().is_empty() {
                "no reason given".to_string()
            } else {
                st.reason.trim().to_string()
            };
            // The fields start from the current values of the players chosen.
            let pair = (st.pct_a, st.pct_b);
            if st.shown_pair != Some(pair)
                && let (Some(a), Some(b)) = (Seat::new(pair.0), Seat::new(pair.1))
                && a != b
            {
                st.pct_value = g.pct().get(a, b);
                st.shown_pair = Some(pair);
            }
            if st.shown_marker_seat != Some(st.marker_seat)
                && let Some(p) = Seat::new(st.marker_seat).and_then(|s| g.player(s))
            {
                st.politburo = p.politburo();
                st.assassins = p.assassins();
                st.shown_marker_seat = Some(st.marker_seat);
            }
            let (lo, hi) = (session.rules().pct().min, session.rules().pct().max);
            st.pct_value = st.pct_value.clamp(lo, hi);
            ui.horizontal_wrapped(|ui| {
                ui.label("Set PCT of");
                seat_combo(ui, "and", &mut st.pct_a, g);
                seat_combo(ui, "to", &mut st.pct_b, g);
                let v = ui.label("value");
                ui.add(crate::ui::style::game_number(&mut st.pct_value, lo..=hi))
                    .labelled_by(v.id);
                if ui.button("Apply PCT override").clicked()
                    && let (Some(a), Some(b)) = (Seat::new(st.pct_a), Seat::new(st.pct_b))
                {
                    cmds.push(Command::Apply(Action::Input(Input::Override(
                        Override::Edit {
                            edit: Edit::Pct(a, b, st.pct_value),
                            reason: reason.clone(),
                        },
                    ))));
                }
            });
            ui.horizontal_wrapped(|ui| {
                seat_combo(ui, "holds markers:", &mut st.marker_seat, g);
                let l = ui.label("Politburo");
                ui.add(crate::ui::style::game_number(
                    &mut st.politburo,
                    0..=crate::rcw::bounds::MAX_MARKERS,
                ))
                .labelled_by(l.id);
                let l = ui.label("assassin");
                ui.add(crate::ui::style::game_number(
                    &mut st.assassins,
                    0..=crate::rcw::bounds::MAX_MARKERS,
                ))
                .labelled_by(l.id);
                if ui.button("Apply marker override").clicked()
                    && let Some(seat) = Seat::new(st.marker_seat)
                {
                    cmds.push(Command::Apply(Action::Input(Input::Override(
                        Override::Edit {
                            edit: Edit::Markers {
                                seat,
                                politburo: st.politburo,
                                assassins: st.assassins,
                            },
                            reason: reason.clone(),
                        },
                    ))));
                }
            });
            fix_stack_ui(ui, session, st, &reason, cmds, open.is_some());
            if ui.button("End this bot turn now").clicked() {
                cmds.push(Command::Apply(Action::Input(Input::Override(
                    Override::EndTurn { reason },
                ))));
            }
        });
}

/// With an order of battle kept: the stack editor, each change an override
/// of the board with the reason above. `just_opened`: a checklist line
/// opened the override (at its stack), so the editor is scrolled into view.
fn fix_stack_ui(
    ui: &mut egui::Ui,
    session: &Session,
    st: &mut WizardState,
    reason: &str,
    cmds: &mut Vec<Command>,
    just_opened: bool,
) {
    let g = session.game().state();
    if g.order_of_battle().is_empty() {
        return;
    }
    let r = ui
        .scope(|ui| {
            super::super::stacks::stacks_ui(ui, g, &mut st.fix, &mut |e| {
                cmds.push(Command::Apply(Action::Input(Input::Override(
                    Override::Edit {
                        edit: e,
                        reason: reason.to_string(),
                    },
                ))));
            });
        })
        .response;
    if just_opened {
        r.scroll_to_me(Some(egui::Align::Center));
    }
}

/// Chooses a player, named as the game names them ("D (Denikin's Whites)").
pub fn seat_combo(ui: &mut egui::Ui, label: &str, value: &mut usize, g: &crate::rcw::GameState) {
    egui::ComboBox::from_label(label)
        .selected_text(Seat::new(*value).map_or("?".to_string(), |s| g.label(s)))
        .show_ui(ui, |ui| {
            for s in g.seats() {
                ui.selectable_value(value, s.index(), g.label(s));
            }
        });
}
