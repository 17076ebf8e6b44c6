//! The Attack Priority Table: attacks established entry by entry, in the
//! order printed for the phasing player's colour.

use super::*;

/// Establishes up to `required` attacks from the APT, entry by entry.
pub(super) fn establish_apt(cx: &mut Cx, required: usize, min: Odds) -> Step<Vec<Attack>> {
    let p = cx.seat;
    cx.phase("Establishing attacks");
    let colour = cx.g.colour(p).unwrap_or(PlayerColour::Undecided);
    let rules = cx.rules;
    let entries = rules.apt().for_colour(colour);
    let mut attacks: Vec<Attack> = Vec::new();
    // Stacks the planner has committed this turn (kept order of battle only).
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
        // With the board kept, a colour no other player has a stack of is
        // not asked about: no attack on it can be made (turn flow 5).
        let oob = cx.g.order_of_battle();
        if cx.rules.asks_only_what_can_be()
            && !oob.is_empty()
            && !oob.refs().any(|(_, k)| k.owner != p && k.colour == target)
        {
            cx.note(&[], move || {
                format!("no other player has {target} units on the board: APT entry {units} → {target} skipped")
            });
            continue;
        }
        let own = if exempt_own(colour, target) {
            format!(
                " (not {p}'s own {target} units: a {colour} player is never required to attack them)"
            )
        } else {
            String::new()
        };
        let entry = Entry {
            units,
            target,
            min,
            required,
            defender: None,
            advise_odds: true,
            on: format!("{target} units{own}"),
            hint: " Stacks may combine to reach the odds.",
        };
        establish_entry(cx, &entry, &rule, &mut attacks)?;
    }
    cx.progress.attacks = Some((attacks.len(), required));
    if attacks.len() < required {
        let found = attacks.len();
        cx.note(&[], move || {
            format!(
                "{}; the APT list is exhausted",
                only_found(found, required, "required attacks")
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
