//! The Board tab: the map the game is played on, drawn as places and their
//! connections, each place's stacks as counters (unit colour, owner's
//! letter, strength, id; the Czar and the Gold marked), this turn's orders
//! as arrows with their odds (the planner's plan before it is answered);
//! a counter clicked opens the stack editor at it. Without a map: how to
//! give the game one. Every place and stack is a widget a screen reader
//! names. Drawing changes nothing: every change is a command.

use super::command::Command;
use super::style::unit_colour;
use crate::rcw::map::Map;
use crate::rcw::map::layout::At;
use crate::rcw::{Action, Edit, GameState, UnitColour};
use crate::session::Session;
use egui::{Color32, Pos2, Rect, Sense, Stroke, Vec2, pos2, vec2};
use std::collections::HashMap;
use std::sync::Arc;

/// What the Board tab keeps between frames.
pub struct BoardForm {
    /// The map's text editor.
    pub(crate) map_text: super::map_text::MapTextForm,
    /// The map laid out, once per map.
    layout: Option<(Arc<Map>, Vec<At>)>,
    /// Places dragged this session, by name, in the unit square.
    dragged: HashMap<String, At>,
    /// For a province the map does not know: the place it is next to.
    next_to: HashMap<String, String>,
    /// The whole map drawn, rather than the part where the stacks are.
    whole: bool,
    /// The drawing moved (dragged) and zoomed by the player, in points
    /// and as a factor, over the fitted view.
    pan: Vec2,
    zoom: f32,
}

impl Default for BoardForm {
    /// The fitted view, nothing typed or dragged.
    fn default() -> BoardForm {
        BoardForm {
            map_text: super::map_text::MapTextForm::default(),
            layout: None,
            dragged: HashMap::new(),
            next_to: HashMap::new(),
            whole: false,
            pan: Vec2::ZERO,
            zoom: 1.0,
        }
    }
}

impl BoardForm {
    /// Puts `text` in the map editor, opened.
    pub fn set_text(&mut self, text: String) {
        self.map_text = super::map_text::MapTextForm {
            text,
            path: std::mem::take(&mut self.map_text.path),
            problem: None,
            editing: true,
        };
    }

    fn layout_of(&mut self, map: &Arc<Map>) -> Vec<At> {
        match &self.layout {
            Some((m, at)) if m == map => at.clone(),
            _ => {
                let at = map.layout();
                self.layout = Some((map.clone(), at.clone()));
                at
            }
        }
    }
}

/// The Board tab.
pub fn board_ui(
    ui: &mut egui::Ui,
    session: &Session,
    kept: Option<&Map>,
    dark: bool,
    form: &mut BoardForm,
    cmds: &mut Vec<Command>,
) {
    // Its own scroll position: never another tab's. The bar always shown:
    // the drawing's height follows the width, so a bar that came and went
    // with the content would change the width it depends on, frame after
    // frame.
    egui::ScrollArea::vertical()
        .id_salt("board")
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .show(ui, |ui| {
            let g = session.game().state();
            match g.map_shared() {
                Some(map) => {
                    header_ui(ui, &map, kept, !session.game().in_turn(), form, cmds);
                    canvas_ui(ui, session, &map, dark, form, cmds);
                    off_the_map_ui(ui, session, &map, form, cmds);
                }
                None => super::map_text::no_map_ui(ui, session, kept, cmds),
            }
            super::map_text::editor_ui(ui, session, &mut form.map_text, cmds);
        });
}

/// What the map holds, and the map's own buttons.
fn header_ui(
    ui: &mut egui::Ui,
    map: &Arc<Map>,
    kept: Option<&Map>,
    between: bool,
    form: &mut BoardForm,
    cmds: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(format!(
            "The map: {} places, {} connections; a stack makes {} move{} a turn",
            map.places().len(),
            map.connections().len(),
            map.moves(),
            if map.moves() == 1 { "" } else { "s" }
        ));
        // The game's setting: how far a stack reaches in a turn.
        let moves = map.moves();
        if ui
            .add_enabled(between && moves > 1, egui::Button::new("−").small())
            .on_hover_text("One move fewer a turn")
            .on_disabled_hover_text("Set between turns, down to 1")
            .clicked()
        {
            cmds.push(Command::Apply(Action::Edit(Edit::MapMoves(moves - 1))));
        }
        if ui
            .add_enabled(
                between && moves < crate::rcw::map::MAX_MOVES,
                egui::Button::new("+").small(),
            )
            .on_hover_text("One move more a turn")
            .on_disabled_hover_text(format!(
                "Set between turns, up to {}",
                crate::rcw::map::MAX_MOVES
            ))
            .clicked()
        {
            cmds.push(Command::Apply(Action::Edit(Edit::MapMoves(moves + 1))));
        }
        if kept != Some(map.as_ref()) && ui.button("Keep as my map for new games").clicked() {
            cmds.push(Command::KeepMap(Box::new(map.as_ref().clone())));
        }
        if ui.button("Export the map").clicked() {
            cmds.push(Command::ExportMap);
        }
        if !form.dragged.is_empty()
            && ui
                .add_enabled(
                    between,
                    egui::Button::new("Keep the places where I dragged them"),
                )
                .on_disabled_hover_text("Between turns: the map is a step of the game (a place dropped between turns is kept at once)")
                .clicked()
        {
            cmds.push(super::map_text::use_map(&with_dragged(map, form)));
            form.dragged.clear();
        }
        if ui
            .button(if form.map_text.editing {
                "Close the map's text"
            } else {
                "Change the map (its text)"
            })
            .clicked()
        {
            let t = &mut form.map_text;
            t.editing = !t.editing;
            if t.editing && t.text.is_empty() {
                t.text = map.to_text();
            }
        }
    });
}

/// The map with the places dragged drawn where they were dropped.
fn with_dragged(map: &Arc<Map>, form: &mut BoardForm) -> Map {
    let dropped: Vec<(usize, crate::rcw::map::layout::At)> = form
        .dragged
        .iter()
        .filter_map(|(name, at)| Some((map.index(name)?, *at)))
        .collect();
    map.redrawn(&dropped)
        .unwrap_or_else(|_| map.as_ref().clone())
}

/// The layout as drawn: the map's, with the places dragged where they
/// were dropped.
fn drawn_layout(map: &Arc<Map>, form: &mut BoardForm) -> Vec<At> {
    let layout = form.layout_of(map);
    map.places()
        .iter()
        .zip(layout)
        .map(|(p, at)| form.dragged.get(&p.name).copied().unwrap_or(at))
        .collect()
}

/// Where each place is drawn in `rect`: the part of the map where the
/// stacks are (the places with a stack and those next to them), or the
/// whole map, fitted with its shape kept, then as the player moved and
/// zoomed it.
fn positions(map: &Arc<Map>, rect: Rect, g: &GameState, form: &mut BoardForm) -> Vec<Pos2> {
    let at = drawn_layout(map, form);
    let oob = g.order_of_battle();
    let mut shown: Vec<usize> = Vec::new();
    if !form.whole {
        for p in oob.provinces().iter().filter(|p| !p.stacks().is_empty()) {
            if let Some(i) = map.index(p.name()) {
                shown.push(i);
                shown.extend(map.neighbours(i));
            }
        }
    }
    if shown.len() < 2 {
        shown = (0..at.len()).collect();
    }
    let (mut lo, mut hi) = ([f32::MAX; 2], [f32::MIN; 2]);
    for &i in &shown {
        for c in 0..2 {
            lo[c] = lo[c].min(at[i][c]);
            hi[c] = hi[c].max(at[i][c]);
        }
    }
    let inner = rect.shrink2(vec2(70.0, 30.0));
    let span = vec2((hi[0] - lo[0]).max(0.05), (hi[1] - lo[1]).max(0.05));
    let scale = (inner.width() / span.x).min(inner.height() / span.y) * form.zoom;
    let centre = pos2((lo[0] + hi[0]) / 2.0, (lo[1] + hi[1]) / 2.0);
    at.iter()
        .map(|a| inner.center() + form.pan + vec2(a[0] - centre.x, a[1] - centre.y) * scale)
        .collect()
}

/// The unit-square point under `p` (for a place dragged there).
fn unit_at(p: Pos2, places: &[Pos2], layout: &[At]) -> Option<At> {
    // The drawing is an affine map of the layout: read it off two places.
    let (i, j) = (
        0,
        (1..places.len()).find(|&j| (layout[j][0] - layout[0][0]).abs() > 1e-3)?,
    );
    let sx = (places[j].x - places[i].x) / (layout[j][0] - layout[i][0]);
    if sx.abs() < 1e-6 {
        return None;
    }
    Some([
        (layout[i][0] + (p.x - places[i].x) / sx).clamp(0.0, 1.0),
        (layout[i][1] + (p.y - places[i].y) / sx).clamp(0.0, 1.0),
    ])
}

/// The map drawn: connections, places, stacks, this turn's orders.
fn canvas_ui(
    ui: &mut egui::Ui,
    session: &Session,
    map: &Arc<Map>,
    dark: bool,
    form: &mut BoardForm,
    cmds: &mut Vec<Command>,
) {
    let g = session.game().state();
    view_bar_ui(ui, form);
    let width = ui.available_width().max(300.0);
    let height = (width * 0.66).clamp(300.0, 1200.0);
    let (rect, bg) = ui.allocate_exact_size(vec2(width, height), Sense::drag());
    // The background dragged moves the drawing; the wheel (or a pinch)
    // over it zooms.
    form.pan += bg.drag_delta();
    if bg.hovered() {
        let z = ui.input(|i| i.zoom_delta());
        if z != 1.0 {
            form.zoom = (form.zoom * z).clamp(0.3, 6.0);
        }
    }
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, ui.visuals().extreme_bg_color);
    let at = positions(map, rect, g, form);
    let line = ui.visuals().widgets.noninteractive.bg_stroke.color;
    for (a, b) in map.connections() {
        painter.line_segment([at[a], at[b]], Stroke::new(1.5, line));
    }
    let layout = drawn_layout(map, form);
    let font = board_font(ui, rect, &at);
    let mut dropped = false;
    for i in 0..map.places().len() {
        let (to, stopped) = place_ui(ui, &painter, map, i, at[i], &font, dark);
        dropped |= stopped;
        if let Some(to) = to
            && let Some(u) = unit_at(to, &at, &layout)
        {
            form.dragged.insert(map.name(i).to_string(), u);
        }
    }
    // A place dropped between turns is kept in the game's map at once (a
    // logged step, undone as any); in a turn it waits for the button.
    if dropped && !form.dragged.is_empty() && !session.game().in_turn() {
        // A drop back where it was (to the position's unit) is no step.
        let redrawn = with_dragged(map, form);
        if redrawn != *map.as_ref() {
            cmds.push(super::map_text::use_map(&redrawn));
        }
        form.dragged.clear();
    }
    stacks_ui(ui, &painter, g, map, &at, &font, cmds);
    super::board_orders::orders_ui(&painter, session, map, &at, &font, dark);
    let moved = super::board_orders::turn_moves(session, map);
    super::board_orders::moves_ui(&painter, &moved, &at, dark);
    if !moved.is_empty() {
        let oob = g.order_of_battle();
        let words: Vec<String> = moved
            .iter()
            .map(|m| {
                format!(
                    "{} from {} to {}",
                    oob.phrase_of(m.stack),
                    map.name(m.from),
                    map.name(m.to)
                )
            })
            .collect();
        ui.label(format!("Moved this turn: {}.", words.join("; ")));
    }
    ui.weak("Ringed: a map edge (units may leave there); a red or white dot: where Red or White replacements are expected. Counters: owner and strength, #id (gold rim: the Czar or the Gold). Arrows: this turn's attacks with their odds (dashed: the planner's plan, not yet answered); in blue, the moves made this turn (retreats too). Drag a place to move it on the drawing, the background to move the drawing, the wheel to zoom; click a counter to change that stack.");
}

/// The drawing's text: the theme's small text, smaller where the places
/// drawn stand close together (the median distance to the nearest), so
/// names and counters keep apart at a large zoom or in a small window.
fn board_font(ui: &egui::Ui, rect: Rect, at: &[Pos2]) -> egui::FontId {
    let small = egui::TextStyle::Small.resolve(ui.style());
    let inside: Vec<Pos2> = at.iter().copied().filter(|p| rect.contains(*p)).collect();
    let mut nearest: Vec<f32> = inside
        .iter()
        .map(|p| {
            inside
                .iter()
                .filter(|q| *q != p)
                .map(|q| p.distance(*q))
                .fold(f32::MAX, f32::min)
        })
        .filter(|d| d.is_finite() && *d < f32::MAX)
        .collect();
    nearest.sort_by(f32::total_cmp);
    let Some(&d) = nearest.get(nearest.len() / 2) else {
        return small;
    };
    egui::FontId::new((d * 0.3).clamp(7.0, small.size), small.family)
}

/// One place: a dot (ringed where units may leave the map, red or white
/// where replacements of that colour are expected), its name; named for a
/// screen reader. Returns where it is being dragged to, if it is, and
/// whether a drag of it ended this frame.
fn place_ui(
    ui: &mut egui::Ui,
    painter: &egui::Painter,
    map: &Map,
    i: usize,
    at: Pos2,
    font: &egui::FontId,
    dark: bool,
) -> (Option<Pos2>, bool) {
    use crate::rcw::map::Mark;
    let p = &map.places()[i];
    let text = ui.visuals().text_color();
    let r = 5.0;
    let fill = if p.has(Mark::RedReplacements) {
        unit_colour(UnitColour::Red)
    } else if p.has(Mark::WhiteReplacements) {
        unit_colour(UnitColour::White)
    } else {
        ui.visuals().weak_text_color()
    };
    painter.circle_filled(at, r, fill);
    // An outline, so a white dot stands out on the light theme too.
    painter.circle_stroke(at, r, Stroke::new(1.0, Color32::from_gray(110)));
    if p.has(Mark::Edge) {
        let ring = if dark {
            Color32::LIGHT_BLUE
        } else {
            Color32::DARK_BLUE
        };
        painter.circle_stroke(at, r + 3.0, Stroke::new(1.5, ring));
    }
    painter.text(
        at + vec2(0.0, -r - 2.0),
        egui::Align2::CENTER_BOTTOM,
        &p.name,
        font.clone(),
        text,
    );
    let id = ui.scope_id().with(("board-place", i));
    let hit = Rect::from_center_size(at, Vec2::splat(2.0 * r + 8.0));
    let resp = ui.interact(hit, id, Sense::click_and_drag());
    let marks: Vec<&str> = p.marks.iter().map(|m| m.words()).collect();
    let words = format!(
        "{}{}: next to {}",
        p.name,
        if marks.is_empty() {
            String::new()
        } else {
            format!(" ({})", marks.join(", "))
        },
        if p.next.is_empty() {
            "no place".to_string()
        } else {
            p.next.join(", ")
        }
    );
    super::style::spoken(&resp, words.clone());
    let resp = resp.on_hover_text(words);
    let to = resp
        .dragged()
        .then(|| resp.interact_pointer_pos())
        .flatten();
    (to, resp.drag_stopped())
}

/// Whole map or where the stacks are, and the zoom back to fit.
fn view_bar_ui(ui: &mut egui::Ui, form: &mut BoardForm) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .selectable_label(!form.whole, "Where the stacks are")
            .clicked()
        {
            form.whole = false;
            form.pan = Vec2::ZERO;
            form.zoom = 1.0;
        }
        if ui.selectable_label(form.whole, "Whole map").clicked() {
            form.whole = true;
            form.pan = Vec2::ZERO;
            form.zoom = 1.0;
        }
        if (form.pan != Vec2::ZERO || (form.zoom - 1.0).abs() > 1e-3) && ui.button("Fit").clicked()
        {
            form.pan = Vec2::ZERO;
            form.zoom = 1.0;
        }
    });
}

/// Each place's stacks as counters beside it: fill the unit colour, the
/// owner's letter and strength, the id; the Czar and the Gold marked.
fn stacks_ui(
    ui: &mut egui::Ui,
    painter: &egui::Painter,
    g: &GameState,
    map: &Map,
    at: &[Pos2],
    font: &egui::FontId,
    cmds: &mut Vec<Command>,
) {
    use crate::rcw::planner::Holding;
    let oob = g.order_of_battle();
    // What counters should not cover: every place's dot and name.
    let mut taken = dots_and_names(painter, map, at, font);
    for (p, province) in oob.provinces().iter().enumerate() {
        let Some(i) = map.index(province.name()) else {
            continue;
        };
        let counters = counter_labels(province);
        let sizes: Vec<Vec2> = counters
            .iter()
            .map(|(label, ink, _)| {
                painter
                    .layout_no_wrap(label.clone(), font.clone(), *ink)
                    .size()
                    + vec2(4.0, 0.0)
            })
            .collect();
        let block = vec2(
            sizes.iter().map(|s| s.x).fold(0.0, f32::max),
            sizes.iter().map(|s| s.y + 1.0).sum(),
        );
        let mut corner = counters_corner(at[i], block, &taken, painter.clip_rect());
        if block.y > 0.0 {
            taken.push(Rect::from_min_size(corner, block));
        }
        for (s, ((label, ink, fill), size)) in province
            .stacks()
            .iter()
            .zip(counters.into_iter().zip(sizes))
        {
            let galley = painter.layout_no_wrap(label, font.clone(), ink);
            let r = Rect::from_min_size(corner, size);
            painter.rect_filled(r, 2.0, fill);
            // An outline: a White counter stands out on the light theme.
            painter.rect_stroke(
                r,
                2.0,
                Stroke::new(1.0, Color32::from_gray(90)),
                egui::StrokeKind::Inside,
            );
            if s.holds.is_some() {
                painter.rect_stroke(
                    r,
                    2.0,
                    Stroke::new(2.0, Color32::GOLD),
                    egui::StrokeKind::Outside,
                );
            }
            painter.galley(r.min + vec2(2.0, 0.0), galley, ink);
            let resp = ui.interact(
                r,
                ui.scope_id().with(("board-stack", s.id().number())),
                Sense::click(),
            );
            let words = format!(
                "{}: {}{} (#{}); click to change it",
                oob.province_name(p),
                s.phrase(),
                match s.holds {
                    Some(Holding::Czar) => ", with the Czar",
                    Some(Holding::Gold) => ", with the Gold",
                    None => "",
                },
                s.id().number()
            );
            super::style::spoken(&resp, words.clone());
            if resp.on_hover_text(words).clicked() {
                cmds.push(Command::PickStack(s.id()));
            }
            corner.y += size.y + 1.0;
        }
    }
}

/// Each place's dot and name as drawn: what counters should not cover.
fn dots_and_names(
    painter: &egui::Painter,
    map: &Map,
    at: &[Pos2],
    font: &egui::FontId,
) -> Vec<Rect> {
    let mut taken = Vec::new();
    for (i, p) in map.places().iter().enumerate() {
        let size = painter
            .layout_no_wrap(p.name.clone(), font.clone(), Color32::WHITE)
            .size();
        taken.push(Rect::from_center_size(at[i], Vec2::splat(12.0)));
        taken.push(Rect::from_min_size(
            at[i] + vec2(-size.x / 2.0, -7.0 - size.y),
            size,
        ));
    }
    taken
}

/// Each stack's counter: its words ("B4 Gold #3"), ink and fill.
fn counter_labels(province: &crate::rcw::planner::Province) -> Vec<(String, Color32, Color32)> {
    use crate::rcw::planner::Holding;
    province
        .stacks()
        .iter()
        .map(|s| {
            let holds = match s.holds {
                Some(Holding::Czar) => " Czar",
                Some(Holding::Gold) => " Gold",
                None => "",
            };
            let label = format!("{}{}{holds} #{}", s.owner, s.strength, s.id().number());
            let ink = if s.colour == UnitColour::White {
                Color32::BLACK
            } else {
                Color32::WHITE
            };
            (label, ink, unit_colour(s.colour))
        })
        .collect()
}

/// Where a place's counters go: beside its dot on the side (right and
/// below first, as they always went) that covers least of the names, dots
/// and counters already drawn, and stays on the drawing.
fn counters_corner(dot: Pos2, block: Vec2, taken: &[Rect], view: Rect) -> Pos2 {
    let sides = [
        dot + vec2(7.0, 1.0),
        dot + vec2(-7.0 - block.x, 1.0),
        dot + vec2(-block.x / 2.0, 8.0),
        dot + vec2(7.0, -1.0 - block.y),
        dot + vec2(-7.0 - block.x, -1.0 - block.y),
    ];
    let covered = |corner: Pos2| {
        let r = Rect::from_min_size(corner, block);
        let over: f32 = taken
            .iter()
            .map(|t| {
                let i = t.intersect(r);
                if i.is_positive() { i.area() } else { 0.0 }
            })
            .sum();
        let inside = view.intersect(r);
        let off = r.area()
            - if inside.is_positive() {
                inside.area()
            } else {
                0.0
            };
        over + off
    };
    sides
        .into_iter()
        .map(|c| (covered(c), c))
        .fold(None, |best: Option<(f32, Pos2)>, (area, c)| match best {
            // Ties keep the earlier side.
            Some((b, _)) if b <= area => best,
            _ => Some((area, c)),
        })
        .map_or(sides[0], |(_, c)| c)
}

/// The order of battle's provinces the map does not know: each offered as
/// a new place next to one of the map's (the map learns; never silently).
fn off_the_map_ui(
    ui: &mut egui::Ui,
    session: &Session,
    map: &Map,
    form: &mut BoardForm,
    cmds: &mut Vec<Command>,
) {
    let oob = session.game().state().order_of_battle();
    let off: Vec<&str> = oob
        .provinces()
        .iter()
        .filter(|p| !p.stacks().is_empty() && map.index(p.name()).is_none())
        .map(|p| p.name())
        .collect();
    if off.is_empty() {
        return;
    }
    ui.label("Not on the map yet (the order of battle names them): add each as a new place, next to a place of the map.");
    let between = !session.game().in_turn();
    for name in off {
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(format!("{name}, next to"));
            let next = form.next_to.entry(name.to_string()).or_default();
            egui::ComboBox::from_id_salt(("next-to", name))
                .selected_text(if next.is_empty() {
                    "a place"
                } else {
                    next.as_str()
                })
                .width(super::style::chooser_width(
                    ui,
                    map.places().iter().map(|p| p.name.as_str()),
                    120.0,
                ))
                .show_ui(ui, |ui| {
                    for p in map.places() {
                        ui.selectable_value(next, p.name.clone(), &p.name);
                    }
                })
                .response
                .labelled_by(l.id);
            if ui
                .add_enabled(
                    between && !next.is_empty(),
                    egui::Button::new(format!("Add {name} to the map")),
                )
                .on_disabled_hover_text("Pick the place it is next to (between turns)")
                .clicked()
            {
                cmds.push(Command::Apply(Action::Edit(Edit::Connect(
                    name.to_string(),
                    next.clone(),
                ))));
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_go_right_below_unless_a_name_is_there() {
        let view = Rect::from_min_size(Pos2::ZERO, vec2(400.0, 400.0));
        let dot = Pos2::new(200.0, 200.0);
        let block = vec2(40.0, 30.0);
        // Nothing in the way: right and below, as they always went.
        assert_eq!(counters_corner(dot, block, &[], view), dot + vec2(7.0, 1.0));
        // A neighbour's name right below: the left side instead.
        let name = Rect::from_min_size(dot + vec2(10.0, 5.0), vec2(50.0, 14.0));
        assert_eq!(
            counters_corner(dot, block, &[name], view),
            dot + vec2(-7.0 - block.x, 1.0)
        );
        // At the drawing's right edge, not off it.
        let edge = Pos2::new(390.0, 200.0);
        let corner = counters_corner(edge, block, &[], view);
        assert!(corner.x + block.x <= view.right(), "{corner:?}");
    }
}
