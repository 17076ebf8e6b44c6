//! A roll in the wizard: the die's faces or Roll the die first, then the
//! chance of each row; a combat result rolled on your chart.

use super::*;
use crate::rcw::step::ChartAsk;

/// A die drawn large, with its number (also read by screen readers).
pub fn die_face_ui(ui: &mut egui::Ui, face: u8) {
    egui::Frame::new()
        .fill(ui.visuals().extreme_bg_color)
        .stroke(egui::Stroke::new(2.0, ui.visuals().strong_text_color()))
        .corner_radius(8.0)
        .inner_margin(egui::Margin::symmetric(14, 2))
        .show(ui, |ui| {
            ui.label(
                RichText::new(face.to_string())
                    .text_style(crate::ui::style::Text::Die.style())
                    .strong(),
            )
            .on_hover_text(format!("Die face {face}"));
        });
}

pub(super) fn roll_ui(ui: &mut egui::Ui, view: &StepView, dice: DiceMode, cmds: &mut Vec<Command>) {
    let Some(r) = &view.roll else {
        return;
    };
    ui.label(
        RichText::new(&view.text)
            .text_style(crate::ui::style::Text::Title.style())
            .strong(),
    );
    ui.label(
        RichText::new(format!("For {}", r.purpose))
            .text_style(crate::ui::style::Text::Answer.style()),
    );
    if let Some(rule) = &view.rule {
        ui.label(format!("Rule: {rule}"));
    }
    // The roll first: at a large zoom in a small window the button and the
    // faces stay in view above the chances.
    ui.add_space(4.0);
    match dice {
        DiceMode::Virtual => {
            // Enter rolls: the button is marked as Enter's answer.
            if ui
                .add(
                    egui::Button::new(
                        RichText::new("Roll the die")
                            .text_style(crate::ui::style::Text::Title.style()),
                    )
                    .selected(true),
                )
                .clicked()
                || enter_for_step(ui)
            {
                cmds.push(Command::Roll);
            }
        }
        DiceMode::Physical => {
            ui.label("Roll your die and enter the face (or press 1–6):");
            ui.horizontal(|ui| {
                for f in 1..=6u8 {
                    if ui
                        .add(egui::Button::new(
                            RichText::new(f.to_string())
                                .text_style(crate::ui::style::Text::Big.style()),
                        ))
                        .on_hover_text(format!("My die shows {f}"))
                        .clicked()
                    {
                        cmds.push(Command::Apply(Action::Input(Input::Die {
                            face: f,
                            by_hand: true,
                        })));
                    }
                }
            });
        }
    }
    ui.add_space(8.0);
    // One wrapping row per outcome (a grid does not wrap its cells, and a
    // long result would push the window wider than the screen).
    for row in &r.rows {
        // The chance the roll ends here, re-rolls counted.
        let (fraction, text) = match &row.chance {
            Some(c) => (c.to_f64() as f32, format!("{c} · {}%", c.percent_string())),
            None => (0.0, "roll again".to_string()),
        };
        ui.horizontal(|ui| {
            ui.add(
                egui::ProgressBar::new(fraction)
                    .desired_width(110.0)
                    .text(text),
            );
            ui.add(
                egui::Label::new(
                    RichText::new(format!("{}: {}", row.faces, row.label))
                        .text_style(crate::ui::style::Text::Log.style()),
                )
                .wrap(),
            );
        });
    }
    if dice == DiceMode::Physical && !typing(ui) {
        for (k, f) in DIE_KEYS.iter().zip(1..=6u8) {
            if ui.input(|i| i.key_pressed(*k)) {
                cmds.push(Command::Apply(Action::Input(Input::Die {
                    face: f,
                    by_hand: true,
                })));
            }
        }
    }
}

/// A combat result your chart reads: each result's chance at the attack's
/// odds and the roll, by the app's dice (the button, or R) or yours (the
/// faces, by key); the follow-up questions come as after a clicked result.
pub(super) fn chart_roll_ui(
    ui: &mut egui::Ui,
    session: &Session,
    (chart, answers): (&crate::rcw::step::ChartAsk, &[crate::rcw::view::Answer]),
    words: &crate::rcw::view::ChartView,
    dice: DiceMode,
    st: &mut WizardState,
    cmds: &mut Vec<Command>,
) {
    ui.add_space(6.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(RichText::new(&words.head).strong());
        let cursor = session.cursor();
        if st.chart_roll.at != cursor {
            st.chart_roll = ChartRollState {
                at: cursor,
                ..Default::default()
            };
        }
        let cr = &mut st.chart_roll;
        let Some(col) = chart_column_ui(ui, chart, words, cr) else {
            return;
        };
        let named = chart
            .at
            .is_none()
            .then(|| chart.columns.get(col).copied())
            .flatten();
        chart_chances_ui(ui, answers, chart, col);
        match dice {
            DiceMode::Virtual => {
                let roll = ui
                    .add(egui::Button::new(
                        RichText::new("Roll it (R)")
                            .text_style(crate::ui::style::Text::Title.style()),
                    ))
                    .on_hover_text(
                        "The app's dice read your chart; the result is logged with the die",
                    )
                    .clicked()
                    || (!typing(ui) && fresh_keys(ui).contains(&Key::R));
                if roll {
                    cmds.push(Command::RollChart(named));
                }
            }
            DiceMode::Physical => chart_faces_ui(ui, chart, &mut cr.faces, named, cmds),
        }
    });
}

/// The column the chart is read on: the attack's odds, or (when the app
/// does not know them) the column you choose; none while it is unchosen.
fn chart_column_ui(
    ui: &mut egui::Ui,
    chart: &ChartAsk,
    words: &crate::rcw::view::ChartView,
    cr: &mut ChartRollState,
) -> Option<usize> {
    match (chart.at, chart.below()) {
        (Some(at), _) => {
            ui.label(&words.at);
            Some(at)
        }
        (None, Some(_)) => {
            ui.label(&words.at);
            None
        }
        (None, None) => {
            ui.horizontal_wrapped(|ui| {
                ui.label(&words.at);
                egui::ComboBox::from_label("Odds column")
                    .selected_text(cr.column.map_or("choose…".to_string(), |o| o.to_string()))
                    .show_ui(ui, |ui| {
                        for c in &chart.columns {
                            ui.selectable_value(&mut cr.column, Some(*c), c.to_string());
                        }
                    });
            });
            cr.column
                .and_then(|o| chart.columns.iter().position(|c| *c == o))
        }
    }
}

/// The chance of each result on column `col`, the impossible ones left out.
fn chart_chances_ui(
    ui: &mut egui::Ui,
    answers: &[crate::rcw::view::Answer],
    chart: &ChartAsk,
    col: usize,
) {
    for (i, o) in answers.iter().map(|a| &a.label).enumerate() {
        let Some(p) = chart
            .chances
            .get(col)
            .and_then(|c| c.get(i))
            .filter(|p| !p.is_zero())
        else {
            continue;
        };
        ui.horizontal(|ui| {
            ui.add(
                egui::ProgressBar::new(p.to_f64() as f32)
                    .desired_width(110.0)
                    .text(format!("{p} · {}%", p.percent_string())),
            );
            ui.add(
                egui::Label::new(RichText::new(o).text_style(crate::ui::style::Text::Log.style()))
                    .wrap(),
            );
        });
    }
}

/// Your own dice on the chart: each face pressed (a button or its key) is
/// kept until the chart's dice are all in, then the result is read.
fn chart_faces_ui(
    ui: &mut egui::Ui,
    chart: &ChartAsk,
    have: &mut Vec<u8>,
    named: Option<crate::rcw::Odds>,
    cmds: &mut Vec<Command>,
) {
    let need = chart.dice.count();
    ui.label(if need == 1 {
        "Roll your die and press its face (1–6): your chart gives the result.".to_string()
    } else if have.is_empty() {
        format!("Roll your {need} dice and press each face (1–6): your chart gives the result.")
    } else {
        format!(
            "Faces so far: {}; press the next.",
            have.iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        )
    });
    // Every face pressed this frame, in order; a key held down
    // (its repeats) is one face.
    let mut pressed: Vec<u8> = Vec::new();
    ui.horizontal(|ui| {
        for f in 1..=6u8 {
            if ui
                .add(egui::Button::new(
                    RichText::new(f.to_string()).text_style(crate::ui::style::Text::Big.style()),
                ))
                .on_hover_text(format!("My die shows {f}"))
                .clicked()
            {
                pressed.push(f);
            }
        }
    });
    if !typing(ui) {
        for k in fresh_keys(ui) {
            if let Some(f) = DIE_KEYS.iter().position(|d| *d == k) {
                pressed.push(f as u8 + 1);
            }
        }
    }
    for f in pressed {
        have.push(f);
        if have.len() >= need {
            let faces = std::mem::take(have);
            cmds.push(Command::Apply(Action::Input(Input::ChartRoll {
                faces,
                by_hand: true,
                column: named,
            })));
            break;
        }
    }
}
