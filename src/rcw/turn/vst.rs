//! The Vindictive Strategy Table (SDT 6): the target player, then three
//! attacks against that player only.

use super::*;

/// SDT 6: roll on the VST for the target player, then establish three
/// attacks against that player only.
pub(super) fn establish_vst(cx: &mut Cx) -> Step<Vec<Attack>> {
    let p = cx.seat;
    cx.phase("Vindictive strategy");
    let labels: std::sync::Arc<[String]> = (1..=6u8)
        .map(|f| {
            cx.rules
                .vst_row(f)
                .map_or_else(|| "?".to_string(), |r| r.text.clone())
        })
        .collect();
    // Faces whose target cannot apply now are shown as re-rolls, so the
    // chances shown are the chances of each target in the end.
    let mut outcome = EACH_FACE;
    for (i, o) in outcome.iter_mut().enumerate() {
        let applies = cx
            .rules
            .vst_row(i as u8 + 1)
            .is_some_and(|r| vst_target_applies(cx, r.target));
        if !applies {
            *o = REROLL;
        }
    }
    let (target, kind) = loop {
        let labels = labels.clone();
        let (face, _) = cx.roll(
            &[],
            Roll {
                table: R_VST,
                purpose: move || format!("whom {p} attacks this turn"),
                outcome,
                label: move |i| labels.get(i).cloned().unwrap_or_default(),
                rule: Text::fixed("SDT roll 6: roll again on the VST"),
            },
        )?;
        let Some(row) = cx.rules.vst_row(face).cloned() else {
            continue;
        };
        let others = cx.g.others(p);
        let picked = match row.target {
            VstTarget::Friendliest => cx.pick(p, &others, Rank::Friendliest, "friendliest")?,
            VstTarget::SecondFriendliest => {
                cx.pick(p, &others, Rank::SecondFriendliest, "2nd friendliest")?
            }
            VstTarget::SecondUnfriendliest => {
                cx.pick(p, &others, Rank::SecondUnfriendliest, "2nd unfriendliest")?
            }
            VstTarget::Unfriendliest => {
                cx.pick(p, &others, Rank::Unfriendliest, "unfriendliest")?
            }
            VstTarget::Czar => match cx.g.czar {
                Czar::ControlledBy(s) if s != p && others.contains(&s) => Some(s),
                _ => None,
            },
            VstTarget::Gold => match cx.g.gold {
                Some(s) if s != p && others.contains(&s) => Some(s),
                _ => None,
            },
        };
        match picked {
            Some(s) => break (s, row.target),
            None => {
                let why = match row.target {
                    VstTarget::Czar => match cx.g.czar {
                        Czar::ControlledBy(s) if s == p => format!("{p} controls the Czar"),
                        Czar::Executed => "the Czar has been executed".to_string(),
                        Czar::Removed => "the Czar has been removed from play".to_string(),
                        _ => "nobody controls the Czar".to_string(),
                    },
                    VstTarget::Gold => {
                        if cx.g.gold == Some(p) {
                            format!("{p} controls the Gold")
                        } else {
                            "nobody controls the Gold".to_string()
                        }
                    }
                    _ => "no such player is left in the game".to_string(),
                };
                cx.note(&[], move || {
                    format!("VST {face} cannot apply ({why}): roll again")
                });
            }
        }
    };
    let required = cx.rules.vst_attacks as usize;
    let min = cx.rules.vst_min_odds;
    let target_label = cx.g.label(target);
    cx.instruct(
        &[target],
        move || format!(
            "Vindictive turn: {p} makes up to {required} attacks at {min} or better, all against {target_label}. No Attack Consideration rolls this turn."
        ),
        R_VST,
    )?;
    cx.phase("Establishing attacks");
    let mut attacks: Vec<Attack> = Vec::new();
    let treasure = match kind {
        VstTarget::Czar => Some("Czar"),
        VstTarget::Gold => Some("Gold"),
        _ if cx.g.czar == Czar::ControlledBy(target) => Some("Czar"),
        _ if cx.g.gold == Some(target) => Some("Gold"),
        _ => None,
    };
    let my_units = cx.g.player(p).map(|x| x.units.clone()).unwrap_or_default();
    if let Some(t) = treasure {
        cx.progress.attacks = Some((0, required));
        let rule = lazy_text!(
            "{R_VST}: against the {t}'s controller the first attack goes against the units holding the {t}"
        );
        let escort = escort_note(cx);
        // With an order of battle: the planner's attack on the stack
        // holding it, by the first of p's colours that may attack it.
        let first = plan_treasure_attack(cx, target, t, min, &my_units);
        // With an order of battle kept, Enter takes the planner's answer;
        // without one, "No" changes nothing.
        let (planned_text, enter_yes) = match &first {
            Some((_, a)) => (
                format!(" The planner finds: {}.", a.order(&cx.g.order_of_battle)),
                true,
            ),
            None => (
                no_treasure_attack_text(cx, target, t, min, &my_units),
                false,
            ),
        };
        let can = cx.ask_yes_no(
            move || format!(
                "Can {p}'s units make a legal attack at {min} or better on the stack holding {target}'s {t}?{escort}{planned_text}"
            ),
            "Yes",
            "No",
            enter_yes,
            &rule,
        )?;
        if can {
            let mut opts: Vec<UnitColour> = my_units.clone();
            opts.retain(|u| !cx.rules.vst_may_attack.targets(*u).is_empty());
            let planned = first.map(|(u, a)| {
                let order = a.order(&cx.g.order_of_battle);
                (u, order, cx.keep_planned(a))
            });
            let units = if let Some((u, _, _)) = &planned {
                Some(*u)
            } else if opts.len() > 1 {
                let i = cx.ask(
                    move || format!("Which of {p}'s units lead the attack on the {t}?"),
                    opts.len(),
                    0,
                    &rule,
                    |_, i| {
                        opts.get(i)
                            .map_or_else(String::new, |u| format!("{p}'s {u} units"))
                    },
                )?;
                opts.get(i).copied()
            } else {
                opts.first().copied()
            };
            let a = Attack {
                units,
                target: None,
                defender: Defender::Player(target),
                min_odds: min,
                treasure: Some(if t == "Czar" { "Czar" } else { "Gold" }),
                planned: planned.as_ref().map(|p| p.2),
            };
            let order = planned.map(|p| p.1);
            cx.instruct(
                &[target],
                move || match &order {
                    Some(o) => format!(
                        "Attack 1: {o} — the first attack must go here even if fewer attacks result. Do not resolve it yet."
                    ),
                    None => format!(
                        "Attack 1: {} — the first attack must go here even if fewer attacks result. Do not resolve it yet.",
                        a.move_text(p)
                    ),
                },
                &rule,
            )?;
            attacks.push(a);
        } else {
            cx.note(&[target], move || {
                format!("{p} cannot attack the stack holding {target}'s {t}; the other attacks go against {target}'s other units")
            });
        }
    }
    let their_units =
        cx.g.player(target)
            .map(|x| x.units.clone())
            .unwrap_or_default();
    for u in &my_units {
        for t in cx.rules.vst_may_attack.targets(*u).to_vec() {
            if attacks.len() >= required {
                break;
            }
            if !their_units.contains(&t) {
                continue;
            }
            cx.progress.attacks = Some((attacks.len(), required));
            let remaining = required - attacks.len();
            let u = *u;
            let may = may_attack_text(cx, u);
            let rule = lazy_text!("{R_VST}: {u} units may attack {may}");
            let escort = escort_note(cx);
            let entry = Entry {
                units: u,
                target: t,
                min,
                required,
                defender: Some(target),
                advise_odds: false,
            };
            establish_entry(
                cx,
                &entry,
                move || {
                    format!(
                        "How many legal attacks can {p}'s {u} units make on {target}'s {t} units at {min} or better?{escort} ({remaining} of {required} attacks still to find)"
                    )
                },
                &rule,
                &mut attacks,
            )?;
        }
    }
    cx.progress.attacks = Some((attacks.len(), required));
    if attacks.len() < required {
        let found = attacks.len();
        // Say which of the phasing player's colours could not attack any of
        // the target's: the VST's colour limits are the usual reason.
        let why: Vec<String> = my_units
            .iter()
            .filter(|u| {
                !cx.rules
                    .vst_may_attack
                    .targets(**u)
                    .iter()
                    .any(|t| their_units.contains(t))
            })
            .map(|u| {
                format!(
                    "{p}'s {u} units may attack only {}",
                    may_attack_text(cx, *u)
                )
            })
            .collect();
        let theirs = their_units
            .iter()
            .map(|u| u.name())
            .collect::<Vec<_>>()
            .join(", ");
        cx.note(&[target], move || {
            let mut t =
                format!("Only {found} of {required} vindictive attacks could be established");
            if !why.is_empty() {
                t.push_str(&format!(
                    ": {target} controls {theirs} units, and {}",
                    why.join("; ")
                ));
            }
            t
        });
    }
    Ok(attacks)
}

/// Whether a VST result can name a player now (else it is rolled again):
/// the Czar's or Gold's controller must be another player in the game, a
/// rank needs enough players left.
pub(super) fn vst_target_applies(cx: &Cx, t: VstTarget) -> bool {
    let p = cx.seat;
    let others = cx.g.others(p);
    let rank = |r: Rank| r.position(others.len()).is_some();
    match t {
        VstTarget::Czar => {
            matches!(cx.g.czar, Czar::ControlledBy(s) if s != p && others.contains(&s))
        }
        VstTarget::Gold => matches!(cx.g.gold, Some(s) if s != p && others.contains(&s)),
        VstTarget::Friendliest => rank(Rank::Friendliest),
        VstTarget::SecondFriendliest => rank(Rank::SecondFriendliest),
        VstTarget::SecondUnfriendliest => rank(Rank::SecondUnfriendliest),
        VstTarget::Unfriendliest => rank(Rank::Unfriendliest),
    }
}

pub(super) fn may_attack_text(cx: &Cx, u: UnitColour) -> String {
    cx.rules
        .vst_may_attack
        .targets(u)
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The planned first attack of a vindictive turn on the stack of `target`
/// holding the Czar or the Gold (`t`), by the first of the phasing
/// player's colours that may attack that stack's colour; `None` without an
/// order of battle, a stack marked as holding it, or a legal attack.
fn plan_treasure_attack(
    cx: &Cx,
    target: Seat,
    t: &str,
    min: Odds,
    my_units: &[UnitColour],
) -> Option<(UnitColour, crate::rcw::planner::PlannedAttack)> {
    use crate::rcw::planner::{EntryRequest, Holding, plan_entry};
    let oob = &cx.g.order_of_battle;
    let holding = if t == "Czar" {
        Holding::Czar
    } else {
        Holding::Gold
    };
    let holder = oob.holder(target, holding)?;
    let colour = oob.stack(holder)?.colour;
    my_units
        .iter()
        .filter(|u| cx.rules.vst_may_attack.targets(**u).contains(&colour))
        .find_map(|u| {
            let mut req = EntryRequest::new(cx.seat, *u, colour, min, cx.rules.escort_min_odds, 1);
            req.defenders = Some(vec![target]);
            req.first_target = Some(holder);
            req.never_at = Some(cx.rules.never_required_at);
            let plan = plan_entry(oob, &cx.g.reach, &req, &[]);
            plan.attacks
                .into_iter()
                .find(|a| a.target == holder)
                .map(|a| (*u, a))
        })
}

/// With an order of battle kept and no planned attack on the stack holding
/// `t`: why, in stacks and strengths — " The planner finds no legal attack
/// at 1-1 or better on D's White 3 (with the Czar) in Kazan: E's White 2
/// in Kazan can reach it, 2:3 → 1-2 at most." Empty without an order of
/// battle.
fn no_treasure_attack_text(
    cx: &Cx,
    target: Seat,
    t: &str,
    min: Odds,
    my_units: &[UnitColour],
) -> String {
    use crate::rcw::planner::Holding;
    let oob = &cx.g.order_of_battle;
    if oob.is_empty() {
        return String::new();
    }
    let holding = if t == "Czar" {
        Holding::Czar
    } else {
        Holding::Gold
    };
    let Some(holder) = oob.holder(target, holding) else {
        return format!(
            " The order of battle marks no stack of {target}'s as holding the {t}: answer from the board."
        );
    };
    let Some(defender) = oob.stack(holder) else {
        return String::new();
    };
    let place = oob.province_name(holder.province);
    let reach = &cx.g.reach;
    let mine: Vec<(String, u32)> = oob
        .refs()
        .filter(|(r, s)| {
            s.owner == cx.seat
                && my_units.contains(&s.colour)
                && cx
                    .rules
                    .vst_may_attack
                    .targets(s.colour)
                    .contains(&defender.colour)
                && (r.province == holder.province
                    || reach.allows(oob.province_name(r.province), place))
        })
        .map(|(r, s)| {
            (
                format!("{} in {}", s.phrase(), oob.province_name(r.province)),
                s.strength,
            )
        })
        .collect();
    let head = format!(
        " The planner finds no legal attack at {min} or better on {} in {place}",
        defender.phrase()
    );
    if mine.is_empty() {
        return format!(
            "{head}: none of {}'s stacks that may attack it is there or can move there (tick the moves it can make).",
            cx.seat
        );
    }
    let total: u32 = mine.iter().map(|(_, n)| n).sum();
    let names: Vec<String> = mine.into_iter().map(|(w, _)| w).collect();
    format!(
        "{head}: {} can reach it, {total}:{} → {} at most, all together.",
        names.join(", "),
        defender.strength,
        Odds::column(u64::from(total), u64::from(defender.strength))
            .map_or_else(|| "-".to_string(), |o| o.to_string())
    )
}
