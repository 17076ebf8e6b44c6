//! The log: newest first, filtered by player, turn and kind; only the
//! visible rows are laid out, so it stays fast with thousands of entries.

use super::command::Command;
use crate::rcw::Seat;
use crate::rcw::step::LogKind;
use crate::session::Session;
use egui::RichText;

#[derive(Default)]
pub struct LogFilter {
    pub seat: Option<usize>,
    pub turn: Option<u32>,
    pub rolls_only: bool,
    cache: Option<FilterCache>,
}

/// Indices into the session log that pass the filter, newest first, with
/// the log length and filter they were computed for.
struct FilterCache {
    key: (usize, Option<usize>, Option<u32>, bool),
    rows: Vec<usize>,
}

pub fn log_ui(ui: &mut egui::Ui, session: &Session, f: &mut LogFilter, cmds: &mut Vec<Command>) {
    let g = session.game().state();
    ui.horizontal_wrapped(|ui| {
        ui.label("Player:");
        if ui.selectable_label(f.seat.is_none(), "all").clicked() {
            f.seat = None;
        }
        for s in g.seats() {
            if ui
                .selectable_label(f.seat == Some(s.index()), s.to_string())
                .clicked()
            {
                f.seat = Some(s.index());
            }
        }
        ui.separator();
        // A picker rather than a button per turn: a long game has hundreds.
        let mut all = f.turn.is_none();
        if ui.checkbox(&mut all, "All turns").changed() {
            f.turn = if all { None } else { Some(g.turn()) };
        }
        if let Some(t) = f.turn.as_mut() {
            let l = ui.label("Turn");
            ui.add(egui::DragValue::new(t).range(1..=g.turn().max(1)))
                .labelled_by(l.id);
        }
        ui.separator();
        ui.checkbox(&mut f.rolls_only, "Rolls only");
    });
    egui::CollapsingHeader::new("Roll back to the start of a turn")
        .id_salt("rollback")
        .show(ui, |ui| {
            for (at, label) in session.turn_starts().into_iter().rev().take(30) {
                if ui.button(format!("Back to: {label}")).clicked() {
                    cmds.push(Command::GoTo(at));
                }
            }
        });
    let log = session.log();
    let key = (log.len(), f.seat, f.turn, f.rolls_only);
    let stale = f.cache.as_ref().is_none_or(|c| c.key != key);
    if stale {
        let seat = f.seat.and_then(Seat::new);
        let rows: Vec<usize> = (0..log.len())
            .rev()
            .filter(|i| {
                let e = &log[*i].entry;
                seat.is_none_or(|s| e.concerns(s))
                    && f.turn.is_none_or(|t| e.turn == t)
                    && (!f.rolls_only || e.kind == LogKind::Roll)
            })
            .collect();
        f.cache = Some(FilterCache { key, rows });
    }
    let rows: &[usize] = f.cache.as_ref().map_or(&[], |c| &c.rows);
    ui.label(format!("{} entries", rows.len()));
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show_rows(ui, row_height, rows.len(), |ui, range| {
            for &i in &rows[range] {
                let e = &log[i].entry;
                ui.horizontal(|ui| {
                    ui.label(RichText::new(format!("T{}", e.turn)).monospace().weak());
                    ui.label(
                        RichText::new(format!("{:<6}", e.kind.name()))
                            .monospace()
                            .strong(),
                    );
                    // One tooltip: the whole entry, its lines as written
                    // (egui's own tooltip for a cut label is turned off).
                    ui.add(
                        egui::Label::new(e.text.replace('\n', " · "))
                            .truncate()
                            .show_tooltip_when_elided(false),
                    )
                    .on_hover_text(e.text.as_str());
                });
            }
        });
}
