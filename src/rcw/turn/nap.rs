//! The Non-Attack Policies for the units that do not attack, and the
//! Czar's execution by committee that comes with them.

use super::*;

/// The Non-Attack Policies that apply to the phasing player, and the Czar's
/// execution by committee when a Red player holds it.
pub(super) fn non_attack_policies(cx: &mut Cx, attacks: &[Attack]) -> Step<()> {
    let p = cx.seat;
    cx.phase("Non-attack policies");
    let colour = cx.g.colour(p).unwrap_or(PlayerColour::Undecided);
    let holds_czar = cx.g.czar == Czar::ControlledBy(p);
    let holds_gold = cx.g.gold == Some(p);
    if holds_czar && colour == PlayerColour::Red {
        crate::rcw::purge::czar_execution(cx)?;
    }
    let holds_czar = cx.g.czar == Czar::ControlledBy(p);
    let white_units =
        cx.g.player(p)
            .is_some_and(|x| x.controls(UnitColour::White));
    let n = attacks.len();
    let stacks = stack_lines(cx);
    cx.instruct(
        &[],
        move || {
            let mut lines = policy_lines(colour, holds_czar, holds_gold, white_units);
            lines.extend(stacks.iter().cloned());
            format!(
                "Move {p}'s units that are not in the {n} attack{} established:\n{}",
                if n == 1 { "" } else { "s" },
                lines.join("\n")
            )
        },
        R_NAP,
    )?;
    if colour == PlayerColour::White && holds_czar {
        let off = cx.ask_yes_no(
            || "Did the Czar leave the map?".to_string(),
            "Yes, the Czar is off the map",
            "No, it is still on the map",
            false,
            "Non-Attack Policy 1",
        )?;
        if off {
            cx.g.czar = Czar::Removed;
            cx.log(LogKind::Change, &[], || {
                "The Czar has left the map: removed from play".to_string()
            });
        }
    }
    Ok(())
}

/// The Non-Attack Policies that apply, numbered as in the text.
pub(super) fn policy_lines(
    colour: PlayerColour,
    holds_czar: bool,
    holds_gold: bool,
    white_units: bool,
) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    if colour == PlayerColour::White {
        lines
            .push("1. Czechs controlled by this White player try to move off the map.".to_string());
        if holds_czar {
            lines.push(
                "1. The Czar (controlled by this White player) tries to move off the map."
                    .to_string(),
            );
        }
    }
    if holds_czar || holds_gold {
        lines.push(format!(
            "3. Units controlling {} consolidate with other units for protection and move to isolated areas.",
            match (holds_czar, holds_gold) {
                (true, true) => "the Czar and the Gold",
                (true, false) => "the Czar",
                _ => "the Gold",
            }
        ));
    }
    if holds_gold {
        lines.push("4. Units controlling the Gold try to \"steal\" Green units.".to_string());
    }
    lines.push("5. Units consolidate and stack with each other for protection (stacking rules, Section 22, as a guide).".to_string());
    if colour == PlayerColour::Red {
        lines.push(
            "6. Garrison Tver, Petrograd and the areas where Red replacements are expected."
                .to_string(),
        );
    }
    if white_units {
        lines.push(
            "7. White units garrison the areas where White replacements are expected.".to_string(),
        );
    }
    lines.push("8. Smaller stacks screen or protect the larger stacks.".to_string());
    lines
}

/// With an order of battle: the phasing player's stacks that do not attack,
/// by name, and where the stack holding the Czar or the Gold should
/// consolidate (Non-Attack Policy 3: with the largest of the others).
fn stack_lines(cx: &Cx) -> Vec<String> {
    let p = cx.seat;
    let oob = &cx.g.order_of_battle;
    let attacking: Vec<StackRef> = cx
        .planned
        .iter()
        .flat_map(|a| a.attackers.iter().copied())
        .collect();
    let idle: Vec<(StackRef, &crate::rcw::planner::Stack)> = oob
        .refs()
        .filter(|(r, s)| s.owner == p && !attacking.contains(r))
        .collect();
    if idle.is_empty() {
        return Vec::new();
    }
    let where_ = |r: StackRef| {
        format!(
            "{} in {}",
            oob.stack_phrase(r),
            oob.province_name(r.province)
        )
    };
    let mut lines = vec![format!(
        "Not attacking (order of battle): {}.",
        idle.iter()
            .map(|(r, _)| where_(*r))
            .collect::<Vec<_>>()
            .join("; ")
    )];
    for (r, s) in &idle {
        if let Some(h) = s.holds {
            let partner = idle
                .iter()
                .filter(|(o, x)| o != r && x.holds.is_none())
                .max_by_key(|(_, x)| x.strength);
            lines.push(match partner {
                Some((o, _)) => format!(
                    "3. {} holds the {}: consolidate it with {} (the largest of the others) and move to an isolated area.",
                    where_(*r),
                    h.name(),
                    where_(*o)
                ),
                None => format!(
                    "3. {} holds the {}: move it to an isolated area.",
                    where_(*r),
                    h.name()
                ),
            });
        }
    }
    lines
}
