//! The Attack Priority Table: attacks established entry by entry, in the
//! order printed for the phasing player's colour.

use super::*;

/// Establishes up to `required` attacks from the APT, entry by entry.
pub(super) fn establish_apt(cx: &mut Cx, required: usize, min: Odds) -> Step<Vec<Attack>> {
    let p = cx.seat;
    cx.phase("Establishing attacks");
    let colour = cx.g.colour(p).unwrap_or(PlayerColour::Undecided);
    let rules = cx.rules;
    let entries = rules.apt.for_colour(colour);
    let mut attacks: Vec<Attack> = Vec::new();
    // Stacks the planner has committed this turn (kept order of battle only).
    let mut used: Vec<StackRef> = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        if attacks.len() >= required {
            break;
        }
        cx.progress.attacks = Some((attacks.len(), required));
        let prio = ["I", "II", "III"]
            .get(usize::from(e.priority.saturating_sub(1)))
            .copied()
            .unwrap_or("?");
        let (units, target) = (e.units, e.target);
        let rule = lazy_text!(
            "{R_APT}, {colour} player, priority {prio}, entry {}: {units} → {target}",
            i + 1
        );
        if !cx.g.player(p).is_some_and(|x| x.controls(units)) {
            cx.note(&[], move || {
                format!("{p} controls no {units} units: APT entry {units} → {target} skipped")
            });
            continue;
        }
        let exempt = exempt_own(colour, target);
        let remaining = required - attacks.len();
        let escort = escort_note(cx);
        let plan = PlanAsk {
            phasing: p,
            units,
            target,
            min,
            escort_min: rules.escort_min_odds,
            remaining,
            defenders: None,
            used: used.clone(),
        };
        let ask = plan.clone();
        let n = cx.ask_attack_count(
            move || {
                let own = if exempt {
                    format!(
                        " (not {p}'s own {target} units: a {colour} player is never required to attack them)"
                    )
                } else {
                    String::new()
                };
                format!(
                    "How many legal attacks can {p}'s {units} units make on {target} units{own} at {min} or better? Stacks may combine to reach the odds.{escort} ({remaining} of {required} attacks still to find)"
                )
            },
            plan,
            &rule,
        )?;
        // Planned with the state as answered (moves kept meanwhile count).
        let planned = ask.plan(&cx.g);
        for j in 0..n {
            let k = attacks.len() + 1;
            let order = planned_order(cx, planned.as_ref(), j, &mut used);
            let preferred = order.as_ref().map(|o| o.1);
            let defender = ask_defender(cx, units, target, k, required, &rule, preferred)?;
            let a = Attack {
                units: Some(units),
                target: Some(target),
                defender,
                min_odds: min,
                treasure: None,
                planned: order.as_ref().map(|o| o.2),
            };
            let order = order.map(|o| o.0);
            cx.instruct(
                defender_seats(&a),
                move || match &order {
                    Some(o) => format!("Attack {k}: {o}. Do not resolve it yet."),
                    None => format!(
                        "Attack {k}: {} — use the highest odds you can reach to keep AE and EX results away. Do not resolve it yet.",
                        a.move_text(p)
                    ),
                },
                &rule,
            )?;
            attacks.push(a);
        }
    }
    cx.progress.attacks = Some((attacks.len(), required));
    if attacks.len() < required {
        let found = attacks.len();
        cx.note(&[], move || {
            format!(
                "Only {found} of {required} required attacks could be established; the APT list is exhausted"
            )
        });
    }
    Ok(attacks)
}

pub(super) fn defender_seats(a: &Attack) -> &'static [Seat] {
    match a.defender {
        Defender::Player(s) => Seat::slice_of(s),
        _ => &[],
    }
}
