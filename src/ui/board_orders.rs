//! The Board's arrows: this turn's attacks (the orders recorded, where
//! they were made, and the planner's plan waiting) and the moves made
//! this turn, read off the board at the turn's start and now.

use crate::rcw::map::Map;
use crate::rcw::planner::{Order, OrderOfBattle, StackId};
use crate::rcw::step::Input;
use crate::session::Session;
use egui::{Color32, Pos2, Stroke, vec2};

/// A stack that stands elsewhere than at the start of this turn.
pub(super) struct Moved {
    pub stack: StackId,
    pub from: usize,
    pub to: usize,
}

/// This turn's moves so far (retreats too), read off the board at the
/// turn's start and now: every stack on the map in both, in another place.
pub(super) fn turn_moves(session: &Session, map: &Map) -> Vec<Moved> {
    let game = session.game();
    let Some(t) = game.turn() else {
        return Vec::new();
    };
    let (was, now) = (t.start.order_of_battle(), game.state().order_of_battle());
    now.ids()
        .into_iter()
        .filter_map(|stack| {
            let from = place_of(was, map, stack)?;
            let to = place_of(now, map, stack)?;
            (from != to).then_some(Moved { stack, from, to })
        })
        .collect()
}

/// The moves as blue arrows, one for each pair of places.
pub(super) fn moves_ui(painter: &egui::Painter, moved: &[Moved], at: &[Pos2], dark: bool) {
    let colour = if dark {
        Color32::from_rgb(0x4f, 0xc3, 0xf7)
    } else {
        Color32::from_rgb(0x01, 0x57, 0x9b)
    };
    let mut drawn: Vec<(usize, usize)> = Vec::new();
    for m in moved {
        if drawn.contains(&(m.from, m.to)) {
            continue;
        }
        drawn.push((m.from, m.to));
        let (a, b) = (at[m.from], at[m.to]);
        painter.arrow(a, (b - a) * 0.85, Stroke::new(2.5, colour));
    }
}

/// This turn's attacks: the orders recorded, and the planner's plan while
/// its question waits (dashed), as arrows from where the attackers stood
/// to the defender, with the odds.
pub(super) fn orders_ui(
    painter: &egui::Painter,
    session: &Session,
    map: &Map,
    at: &[Pos2],
    font: &egui::FontId,
    dark: bool,
) {
    let now = session.game().state().order_of_battle();
    // An order recorded is drawn where its stacks stood when it was made
    // (the turn's start: the board moves and retreats change after it);
    // the plan waiting, where they stand now.
    let then = session
        .game()
        .turn()
        .map_or(now, |t| t.start.order_of_battle());
    let colour = if dark {
        Color32::from_rgb(0xff, 0xc1, 0x07)
    } else {
        Color32::from_rgb(0xb0, 0x50, 0x00)
    };
    for (order, planned) in turn_orders(session) {
        let oob = if planned { now } else { then };
        let Some(to) = place_of(oob, map, order.target) else {
            continue;
        };
        let mut froms: Vec<usize> = order
            .attackers
            .iter()
            .filter_map(|id| place_of(oob, map, *id))
            .filter(|f| *f != to)
            .collect();
        froms.dedup();
        for f in &froms {
            let (a, b) = (at[*f], at[to]);
            if planned {
                let dir = b - a;
                let mut t = 0.0;
                while t < 1.0 {
                    painter.line_segment(
                        [a + dir * t, a + dir * (t + 0.05).min(1.0)],
                        Stroke::new(2.0, colour),
                    );
                    t += 0.1;
                }
            } else {
                painter.arrow(a, (b - a) * 0.9, Stroke::new(2.5, colour));
            }
        }
        painter.text(
            at[to] + vec2(-10.0, -14.0),
            egui::Align2::RIGHT_BOTTOM,
            order.odds.to_string(),
            font.clone(),
            colour,
        );
    }
}

/// The map place the stack `id` stands in.
fn place_of(oob: &OrderOfBattle, map: &Map, id: StackId) -> Option<usize> {
    let r = oob.locate(id)?;
    map.index(oob.province_name(r.province))
}

/// This turn's attack orders: those recorded with an answer (`false`),
/// then the planner's plan for the question waiting (`true`).
fn turn_orders(session: &Session) -> Vec<(Order, bool)> {
    let game = session.game();
    let mut out: Vec<(Order, bool)> = Vec::new();
    if let Some(t) = game.turn() {
        for i in &t.inputs {
            if let Input::Planned { orders, .. } = i {
                out.extend(orders.iter().cloned().map(|o| (o, false)));
            }
        }
    }
    let view = session.step_view();
    if let Some(pv) = &view.plan
        && let Some(plan) = pv.ask.plan(game.state())
    {
        let oob = game.state().order_of_battle();
        out.extend(
            plan.attacks
                .iter()
                .filter_map(|pa| Order::of(pa, oob))
                .map(|o| (o, true)),
        );
    }
    out
}
