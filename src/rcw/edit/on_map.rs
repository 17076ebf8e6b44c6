//! The map's edits of the game: the map played on, a connection learnt,
//! the moves a turn, and a move of your own made by rail or a special move
//! (each an [`Edit`], checked and logged as every edit is).

use super::{Edit, EditError};
use crate::rcw::planner::StackEdit;
use crate::rcw::rules::RcwRules;
use crate::rcw::state::GameState;

/// The map the game is played on (checked where it was made).
pub(crate) fn set_map(g: &mut GameState, m: Option<&crate::rcw::map::Map>) -> String {
    // The same map but where its places are drawn: said as that.
    let redrawn = match (g.map(), m) {
        (Some(old), Some(new)) => old.drawn_elsewhere(new),
        _ => None,
    };
    g.map = m.map(|m| std::sync::Arc::new(m.clone()));
    if let Some(moved) = redrawn {
        let which = match moved.as_slice() {
            [one] => format!("{one} moved"),
            few if few.len() <= 3 => format!("{} moved", few.join(", ")),
            many => format!("{} places moved", many.len()),
        };
        return format!("the map keeps where its places are drawn ({which} on the drawing)");
    }
    match m {
        Some(m) => format!(
            "the game is played on a map of {} places ({} connections, {} move{} a turn): reach, retreats and the policies' moves are read off it",
            m.places().len(),
            m.connections().len(),
            m.moves(),
            if m.moves() == 1 { "" } else { "s" }
        ),
        None => "the game has no map: you say where stacks can move".to_string(),
    }
}

/// A move of your own the map does not give, made by rail or a special
/// move: made as any move, logged as such.
pub(crate) fn special_move(
    g: &mut GameState,
    change: &StackEdit,
    rules: &RcwRules,
) -> Result<String, EditError> {
    if !matches!(change, StackEdit::Move { .. }) {
        return Err(EditError::OrderOfBattle(
            super::BoardProblem::SpecialMoveNotAMove,
        ));
    }
    let said = Edit::Stacks(change.clone()).apply_to(g, rules)?;
    Ok(format!("{said} (by rail or a special move)"))
}

/// How many moves a stack makes in a turn on the map.
pub(crate) fn set_map_moves(g: &mut GameState, n: u8) -> Result<String, EditError> {
    let map = g.map().ok_or(EditError::NoMap)?.with_moves(n)?;
    g.map = Some(std::sync::Arc::new(map));
    Ok(format!(
        "on the map a stack makes {n} move{} a turn",
        if n == 1 { "" } else { "s" }
    ))
}

/// The map learns that `a` and `b` are next to each other.
pub(crate) fn connect(g: &mut GameState, a: &str, b: &str) -> Result<String, EditError> {
    let map = g.map().ok_or(EditError::NoMap)?;
    let new: Vec<&str> = [a, b]
        .into_iter()
        .filter(|n| map.index(n).is_none())
        .collect();
    let next = map.connected(a, b)?;
    let (a, b) = (
        next.name(next.index(a).unwrap_or(0)).to_string(),
        next.name(next.index(b).unwrap_or(0)).to_string(),
    );
    g.map = Some(std::sync::Arc::new(next));
    Ok(match new.as_slice() {
        [] => format!("the map remembers that {a} connects to {b}"),
        names => format!(
            "the map remembers that {a} connects to {b} ({} {} new to the map)",
            names.join(" and "),
            if names.len() == 1 { "is" } else { "are" }
        ),
    })
}
