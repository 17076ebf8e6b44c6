//! The PCT drawn like the printed table, the players beside it, a chart of
//! every relation over the game, and the exact purge chances.

use super::style;
use crate::rcw::chances::{PurgeChances, purge_chances};
use crate::rcw::{Czar, GameState, Seat};
use crate::session::Session;
use egui::{Color32, RichText};
use egui_plot::{Line, Plot, PlotPoints};

/// The left panel: players with colours and markers, and a compact PCT.
pub fn side_ui(ui: &mut egui::Ui, session: &Session, dark: bool) {
    let g = session.game().state();
    ui.heading("Players");
    for p in g.players() {
        ui.horizontal_wrapped(|ui| {
            let name = if p.seat() == g.human() {
                format!("{} (you)", p.label())
            } else {
                p.label()
            };
            let mut t = RichText::new(name.clone()).strong();
            if p.out() {
                t = t.strikethrough();
            }
            let r = ui.label(t);
            // "B" alone is read as a letter: say it is a player.
            style::spoken(
                &r,
                format!(
                    "Player {name}{}",
                    if p.out() { ", out of the game" } else { "" }
                ),
            );
            let c = ui.label(style::player_colour_text(p.colour(), dark));
            style::spoken(
                &c,
                format!("{}'s PIT colour: {}", p.seat(), p.colour().name()),
            );
        });
        ui.horizontal_wrapped(|ui| {
            for u in p.units() {
                style::unit_badge(ui, *u);
            }
            // Each count whole on its line: a narrow panel moves it to the
            // next line rather than parting a word from its number.
            for part in [
                format!("Politburo {} ·", p.politburo()),
                format!("assassins {}", p.assassins()),
            ] {
                ui.add(egui::Label::new(part).wrap_mode(egui::TextWrapMode::Extend));
            }
            if g.czar() == Czar::ControlledBy(p.seat()) {
                let r = ui.label(RichText::new("Czar").strong());
                style::spoken(&r, format!("{} holds the Czar", p.seat()));
            }
            if g.gold() == Some(p.seat()) {
                let r = ui.label(RichText::new("Gold").strong());
                style::spoken(&r, format!("{} holds the Gold", p.seat()));
            }
        });
        if !p.leaders().is_empty() {
            ui.label(crate::rcw::edit::leaders_text(p.leaders()));
        }
        ui.add_space(4.0);
    }
    match g.czar() {
        Czar::Executed => {
            ui.label("The Czar has been executed.");
        }
        Czar::Removed => {
            ui.label("The Czar has been removed from play.");
        }
        Czar::Uncontrolled => {
            ui.label("No player controls the Czar.");
        }
        Czar::ControlledBy(_) => {}
    }
    if g.gold().is_none() {
        ui.label("No player controls the Gold.");
    }
    ui.separator();
    side_pct_ui(ui, session, dark);
}

/// The side panel's PCT: the printed grid where it fits, else a compact
/// one, else each row as wrapping text.
fn side_pct_ui(ui: &mut egui::Ui, session: &Session, dark: bool) {
    let g = session.game().state();
    // The printed grid where it fits, else a compact one (tighter cells:
    // a 1024 x 700 window at 150 %), else each row as wrapping text; each
    // grid's width is remembered from the frame that last drew it.
    ui.add(egui::Label::new(RichText::new("Player Cooperation Table").strong()).wrap());
    let fits = |ui: &mut egui::Ui, key: &str| {
        let id = ui.scope_id().with(key);
        let needed = ui.ctx().data(|d| d.get_temp::<f32>(id)).unwrap_or(0.0);
        (ui.available_width() + 0.5 >= needed).then_some(id)
    };
    let grid = fits(ui, "side_pct")
        .map(|id| (id, "side_pct", Spacing::PRINTED))
        .or_else(|| {
            fits(ui, "side_pct_compact").map(|id| (id, "side_pct_compact", Spacing::COMPACT))
        });
    if let Some((id, name, room)) = grid {
        let r = ui.scope(|ui| grid_ui(ui, session, dark, name, room));
        let w = r.response.rect.width();
        ui.ctx().data_mut(|d| d.insert_temp(id, w));
    } else {
        for a in g.seats() {
            let groups: Vec<String> = (session.rules().pct().min..=session.rules().pct().max)
                .filter_map(|c| {
                    let here: String = g
                        .seats()
                        .filter(|b| *b != a && g.pct().get(a, *b) == c)
                        .map(|b| b.to_string())
                        .collect();
                    (!here.is_empty()).then(|| format!("{c}: {here}"))
                })
                .collect();
            ui.label(format!("{a} — {}", groups.join(" · ")));
        }
    }
}

/// The table as printed: a row per player, columns 2–7, each other player's
/// letter in the column of their relation.
pub fn printed_grid_ui(ui: &mut egui::Ui, session: &Session, dark: bool, id: &str) {
    ui.label(RichText::new("Player Cooperation Table").strong());
    grid_ui(ui, session, dark, id, Spacing::PRINTED);
}

/// The room between the grid's cells and inside each cell.
#[derive(Clone, Copy)]
struct Spacing {
    between: [f32; 2],
    inside: egui::Margin,
    least_column: f32,
}

impl Spacing {
    const PRINTED: Spacing = Spacing {
        between: [6.0, 4.0],
        inside: egui::Margin::symmetric(4, 1),
        least_column: 40.0,
    };
    const COMPACT: Spacing = Spacing {
        between: [2.0, 3.0],
        inside: egui::Margin::symmetric(2, 1),
        least_column: 12.0,
    };
}

fn grid_ui(ui: &mut egui::Ui, session: &Session, dark: bool, id: &str, room: Spacing) {
    let g = session.game().state();
    let (min, max) = (session.rules().pct().min, session.rules().pct().max);
    let scale = style::PctScale::of(session.rules());
    // Columns as wide as their letters (egui's least is a button's width).
    egui::Grid::new(id)
        .spacing(room.between)
        .min_col_width(room.least_column)
        .show(ui, |ui| {
            // The corner: blank on screen, a sentence for a screen reader.
            let corner = ui.label("");
            style::spoken(
                &corner,
                "Players in rows, cooperation levels in columns".to_string(),
            );
            for c in min..=max {
                let r = ui
                    .label(RichText::new(c.to_string()).strong())
                    .on_hover_text(scale.words(c));
                style::spoken(&r, format!("column {c}: {}", scale.words(c)));
            }
            ui.end_row();
            for a in g.seats() {
                let out = g.player(a).is_some_and(|p| p.out());
                let r = ui
                    .label(RichText::new(a.to_string()).strong())
                    .on_hover_text(if out { "out of the game" } else { "" });
                style::spoken(
                    &r,
                    if out {
                        format!("{a}'s row (out of the game)")
                    } else {
                        format!("{a}'s row")
                    },
                );
                for c in min..=max {
                    let here: Vec<Seat> = g
                        .seats()
                        .filter(|b| *b != a && g.pct().get(a, *b) == c)
                        .collect();
                    let fill = if here.is_empty() {
                        Color32::TRANSPARENT
                    } else {
                        scale.colour(c, dark)
                    };
                    egui::Frame::new()
                        .fill(fill)
                        .inner_margin(room.inside)
                        .corner_radius(3.0)
                        .show(ui, |ui| {
                            let text: String = here.iter().map(|s| s.letter()).collect();
                            let r = ui
                                .label(
                                    RichText::new(if text.is_empty() {
                                        " ".to_string()
                                    } else {
                                        text
                                    })
                                    .monospace()
                                    .strong()
                                    .color(scale.text_colour(c)),
                                )
                                .on_hover_text(
                                    here.iter()
                                        .map(|b| format!("{a}/{b} {c}: {}", scale.words(c)))
                                        .collect::<Vec<_>>()
                                        .join("\n"),
                                );
                            // Read as sentences, not letters: "A and C: 2, very
                            // friendly".
                            style::spoken(
                                &r,
                                if here.is_empty() {
                                    format!("{a}: nobody at {c}")
                                } else {
                                    here.iter()
                                        .map(|b| format!("{a} and {b}: {c}, {}", scale.words(c)))
                                        .collect::<Vec<_>>()
                                        .join("; ")
                                },
                            );
                        });
                }
                ui.end_row();
            }
        });
}

/// The exact purge chances, recomputed only when the state changes (not on
/// every frame).
#[derive(Default)]
pub struct ChancesCache {
    state: Option<GameState>,
    rows: Vec<PurgeChances>,
}

impl ChancesCache {
    fn rows(&mut self, session: &Session) -> &[PurgeChances] {
        let g = session.game().state();
        if self.state.as_ref() != Some(g) {
            self.rows = g
                .bots()
                .into_iter()
                .filter(|s| g.player(*s).is_some_and(|x| x.in_game()))
                .map(|p| purge_chances(g, session.rules(), p))
                .collect();
            self.state = Some(g.clone());
        }
        &self.rows
    }
}

/// The PCT tab: the printed table, the matrix, the chart and the chances.
pub fn pct_ui(ui: &mut egui::Ui, session: &Session, dark: bool, cache: &mut ChancesCache) {
    let g = session.game().state();
    let scale = style::PctScale::of(session.rules());
    crate::ui::style::page_scroll().show(ui, |ui| {
        // Side by side where there is room, else one above the other: a
        // row of two tables must not push the page past the window.
        let side_by_side = ui.available_width() > 640.0;
        let layout = if side_by_side {
            egui::Layout::left_to_right(egui::Align::Min)
        } else {
            egui::Layout::top_down(egui::Align::Min)
        };
        ui.with_layout(layout, |ui| {
            ui.vertical(|ui| printed_grid_ui(ui, session, dark, "tab_pct"));
            ui.add_space(24.0);
            ui.vertical(|ui| {
                ui.label(RichText::new("As a matrix (both rows of a pair always agree)").strong());
                egui::Grid::new("pct_matrix").spacing([6.0, 4.0]).show(ui, |ui| {
                    let corner = ui.label("");
                    style::spoken(&corner, "Each player's row against each player's column".to_string());
                    for b in g.seats() {
                        let r = ui.label(RichText::new(b.to_string()).strong());
                        style::spoken(&r, format!("{b}'s column"));
                    }
                    ui.end_row();
                    for a in g.seats() {
                        let r = ui.label(RichText::new(a.to_string()).strong());
                        style::spoken(&r, format!("{a}'s row"));
                        for b in g.seats() {
                            if a == b {
                                let r = ui.label("—");
                                style::spoken(&r, format!("{a} and {a}: no relation"));
                                continue;
                            }
                            let v = g.pct().get(a, b);
                            egui::Frame::new()
                                .fill(scale.colour(v, dark))
                                .inner_margin(egui::Margin::symmetric(6, 1))
                                .show(ui, |ui| {
                                    let r = ui
                                        .label(RichText::new(v.to_string()).color(scale.text_colour(v)).strong())
                                        .on_hover_text(format!("{a}/{b}: {}", scale.words(v)));
                                    style::spoken(&r, format!("{a} and {b}: {v}, {}", scale.words(v)));
                                });
                        }
                        ui.end_row();
                    }
                });
                ui.add(
                    egui::Label::new(
                        "2 very friendly · 3 friendly · 4 cool · 5 unfriendly · 6 hostile · 7 bitter enemies",
                    )
                    .wrap(),
                );
            });
        });
        ui.separator();
        ui.label(RichText::new("How each relation moved over the game").strong());
        chart_ui(ui, session);
        ui.separator();
        chances_ui(ui, session, cache);
    });
}

fn chart_ui(ui: &mut egui::Ui, session: &Session) {
    let g = session.game().state();
    let points = session.pct_history();
    let mut lines: Vec<(String, Vec<[f64; 2]>)> = Vec::new();
    let seats: Vec<Seat> = g.seats().collect();
    // Spread the points of one game turn across it so changes within a
    // turn stay visible on a turns axis.
    let mut xs: Vec<f64> = Vec::with_capacity(points.len());
    let mut i = 0;
    while i < points.len() {
        let turn = points[i].turn;
        let j = points[i..].iter().take_while(|p| p.turn == turn).count();
        for k in 0..j {
            xs.push(f64::from(turn) + k as f64 / j as f64);
        }
        i += j;
    }
    for (ai, a) in seats.iter().enumerate() {
        for b in seats.iter().skip(ai + 1) {
            let pts: Vec<[f64; 2]> = points
                .iter()
                .zip(&xs)
                .map(|(p, x)| [*x, f64::from(p.pct.get(*a, *b))])
                .collect();
            lines.push((format!("{a}/{b}"), drop_flat_interior(&pts)));
        }
    }
    let (min, max) = (session.rules().pct().min, session.rules().pct().max);
    // Each pair its own hue, spread by the golden ratio so neighbours differ.
    let colour = |k: usize| {
        let hue = (k as f32 * 0.618_034).fract();
        egui::Color32::from(egui::ecolor::Hsva::new(hue, 0.8, 0.85, 1.0))
    };
    Plot::new("pct_history")
        .height(220.0)
        .include_y(f64::from(min))
        .include_y(f64::from(max))
        .x_axis_label("game turn")
        .y_axis_label("PCT")
        // Game turns are whole numbers: a mark on each turn, labelled only there.
        .x_grid_spacer(egui_plot::uniform_grid_spacer(|_| [1.0, 5.0, 10.0]))
        .x_axis_formatter(|mark, _| {
            if mark.value.fract() == 0.0 && mark.value >= 1.0 {
                format!("{}", mark.value as i64)
            } else {
                String::new()
            }
        })
        .allow_scroll(false)
        .show(ui, |plot| {
            for (k, (name, pts)) in lines.iter().enumerate() {
                plot.line(Line::new(name.as_str(), PlotPoints::from(pts.clone())).color(colour(k)));
            }
        });
    // The key sits under the chart, where it never covers a line.
    ui.horizontal_wrapped(|ui| {
        for (k, (name, _)) in lines.iter().enumerate() {
            ui.label(RichText::new(format!("■ {name}")).color(colour(k)).strong());
        }
    });
}

/// The same polyline without the points inside a level run (they lie on
/// the segment between its ends): a long game's relations are mostly
/// level, so the chart draws a small fraction of the points.
fn drop_flat_interior(pts: &[[f64; 2]]) -> Vec<[f64; 2]> {
    let n = pts.len();
    pts.iter()
        .enumerate()
        .filter(|&(i, p)| i == 0 || i + 1 == n || pts[i - 1][1] != p[1] || pts[i + 1][1] != p[1])
        .map(|(_, p)| *p)
        .collect()
}

fn chances_ui(ui: &mut egui::Ui, session: &Session, cache: &mut ChancesCache) {
    let g = session.game().state();
    ui.label(RichText::new("Chance of a purge attempt in each bot's next turn (exact)").strong());
    ui.label("Rows: the bot whose turn it is. Columns: the target. The bot's own column is its counter-committee's purge of itself. Every join roll is enumerated. Hover a chance for the exact fraction.");
    egui::Grid::new("purge_chances")
        .striped(true)
        .spacing([6.0, 4.0])
        .show(ui, |ui| {
            ui.strong("Bot").on_hover_text("the bot whose turn it is");
            for s in g.active() {
                ui.strong(format!("→ {s}"))
                    .on_hover_text(format!("a purge attempt against {s}"));
            }
            ui.strong("none")
                .on_hover_text("no purge attempt even if the SDT roll is 4 or 5");
            ui.end_row();
            for c in cache.rows(session) {
                let p = c.phasing;
                let row = ui.label(p.to_string());
                style::spoken(&row, format!("{p}'s next turn"));
                // Percentage first, the exact fraction on hover.
                for (t, r) in &c.this_turn {
                    let cell = ui
                        .label(format!("{}%", r.percent_string()))
                        .on_hover_text(format!("exactly {r}"));
                    style::spoken(
                        &cell,
                        format!("{p} purges {t}: {}% (exactly {r})", r.percent_string()),
                    );
                }
                ui.label(format!("{}%", c.none_given_purge.percent_string()))
                    .on_hover_text(format!("exactly {}", c.none_given_purge));
                ui.end_row();
            }
        });
}

#[cfg(test)]
mod tests {
    use super::drop_flat_interior;

    #[test]
    fn level_runs_keep_only_their_ends() {
        let pts = [
            [0.0, 3.0],
            [1.0, 3.0],
            [2.0, 3.0],
            [3.0, 5.0],
            [4.0, 5.0],
            [5.0, 5.0],
            [6.0, 4.0],
        ];
        assert_eq!(
            drop_flat_interior(&pts),
            vec![[0.0, 3.0], [2.0, 3.0], [3.0, 5.0], [5.0, 5.0], [6.0, 4.0]]
        );
        assert_eq!(drop_flat_interior(&[[0.0, 7.0]]), vec![[0.0, 7.0]]);
        assert!(drop_flat_interior(&[]).is_empty());
    }
}
