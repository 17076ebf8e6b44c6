//! The Vindictive Strategy Table (SDT 6): the target player, then three
//! attacks against that player only.

use super::*;
use crate::rcw::planner::{Holding, Order, StackId};

/// SDT 6: roll on the VST for the target player, then establish three
/// attacks against that player only: the one on the Czar's or the Gold's
/// holder first when the target controls it, then by the colours each of
/// the phasing player's units may attack.
pub(super) fn establish_vst(cx: &mut Cx) -> Step<Vec<Attack>> {
    let p = cx.seat;
    cx.phase("Vindictive strategy");
    let (target, kind) = vst_target(cx)?;
    let required = cx.rules.vst_attacks() as usize;
    let min = cx.rules.vst_min_odds();
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
    let my_units = cx.g.player(p).map(|x| x.units.clone()).unwrap_or_default();
    if let Some(a) = treasure_first(cx, target, kind, &my_units)? {
        attacks.push(a);
    }
    let their_units =
        cx.g.player(target)
            .map(|x| x.units.clone())
            .unwrap_or_default();
    by_colour(cx, target, &my_units, &their_units, &mut attacks)?;
    cx.progress.attacks = Some((attacks.len(), required));
    shortfall(cx, target, attacks.len(), &my_units, &their_units);
    Ok(attacks)
}

/// The VST roll: rolled again until its row names a player who can be
/// attacked now (faces that cannot apply are shown as re-rolls).
fn vst_target(cx: &mut Cx) -> Step<(Seat, VstTarget)> {
    let p = cx.seat;
    // Each row with the player it names now ("Friendliest — C").
    let labels: std::sync::Arc<[String]> = (1..=6u8)
        .map(|f| {
            cx.rules.vst_row(f).map_or_else(
                || "?".to_string(),
                |r| match vst_names(cx, r.target) {
                    Some(who) => format!("{} — {who}", r.text),
                    None => r.text.clone(),
                },
            )
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
    loop {
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
        let picked = vst_pick(cx, row.target)?;
        match picked {
            Some(s) => return Ok((s, row.target)),
            None => {
                let why = vst_why_not(cx, row.target);
                cx.note(&[], move || {
                    format!("VST {face} cannot apply ({why}): roll again")
                });
            }
        }
    }
}

/// The player a VST row names now, if any.
fn vst_pick(cx: &mut Cx, target: VstTarget) -> Step<Option<Seat>> {
    let p = cx.seat;
    let others = cx.g.others(p);
    Ok(match target {
        VstTarget::Friendliest => cx.pick(p, &others, Rank::Friendliest, "friendliest")?,
        VstTarget::SecondFriendliest => {
            cx.pick(p, &others, Rank::SecondFriendliest, "2nd friendliest")?
        }
        VstTarget::SecondUnfriendliest => {
            cx.pick(p, &others, Rank::SecondUnfriendliest, "2nd unfriendliest")?
        }
        VstTarget::Unfriendliest => cx.pick(p, &others, Rank::Unfriendliest, "unfriendliest")?,
        VstTarget::Czar => match cx.g.czar {
            Czar::ControlledBy(s) if s != p && others.contains(&s) => Some(s),
            _ => None,
        },
        VstTarget::Gold => match cx.g.gold {
            Some(s) if s != p && others.contains(&s) => Some(s),
            _ => None,
        },
    })
}

/// Why a VST row names no one now (said before the roll again).
fn vst_why_not(cx: &Cx, target: VstTarget) -> String {
    let p = cx.seat;
    match target {
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
    }
}

/// Against the Czar's or the Gold's controller, the first attack goes
/// against the units holding it: planned on the board when the order of
/// battle shows the stack, else asked.
fn treasure_first(
    cx: &mut Cx,
    target: Seat,
    kind: VstTarget,
    my_units: &[UnitColour],
) -> Step<Option<Attack>> {
    let required = cx.rules.vst_attacks() as usize;
    let min = cx.rules.vst_min_odds();
    let treasure = match kind {
        VstTarget::Czar => Some("Czar"),
        VstTarget::Gold => Some("Gold"),
        _ if cx.g.czar == Czar::ControlledBy(target) => Some("Czar"),
        _ if cx.g.gold == Some(target) => Some("Gold"),
        _ => None,
    };
    let Some(t) = treasure else {
        return Ok(None);
    };
    cx.progress.attacks = Some((1, required));
    let rule = lazy_text!(
        "{R_VST}: against the {t}'s controller the first attack goes against the units holding the {t}"
    );
    let escort = escort_note(cx);
    let holding = if t == "Czar" {
        Holding::Czar
    } else {
        Holding::Gold
    };
    let oob = &cx.g.order_of_battle;
    let holder = (!oob.is_empty())
        .then(|| oob.holder(target, holding))
        .flatten();
    match holder {
        // With an order of battle: the question shows the planner with
        // the stack holding it as the first target, and the move ticks.
        Some(holder) => treasure_attack_on_board(
            cx,
            target,
            t,
            holder,
            min,
            my_units,
            &escort.to_string(),
            &rule,
        ),
        None => treasure_attack_asked(cx, target, t, min, my_units, &escort.to_string(), &rule),
    }
}

/// The rest, colour by colour: each of the phasing player's units on each
/// of the target's colours it may attack, until the attacks are made.
fn by_colour(
    cx: &mut Cx,
    target: Seat,
    my_units: &[UnitColour],
    their_units: &[UnitColour],
    attacks: &mut Vec<Attack>,
) -> Step<()> {
    let required = cx.rules.vst_attacks() as usize;
    let min = cx.rules.vst_min_odds();
    for u in my_units {
        for t in cx.rules.vst_may_attack().targets(*u).to_vec() {
            if attacks.len() >= required {
                break;
            }
            if !their_units.contains(&t) {
                continue;
            }
            cx.progress.attacks = Some((attacks.len(), required));
            let u = *u;
            let may = may_attack_text(cx, u);
            let rule = lazy_text!("{R_VST}: {u} units may attack {may}");
            let entry = Entry {
                units: u,
                target: t,
                min,
                required,
                defender: Some(target),
                advise_odds: false,
                on: format!("{target}'s {t} units"),
                hint: "",
            };
            establish_entry(cx, &entry, &rule, attacks)?;
        }
    }
    Ok(())
}

/// Fewer attacks than required: which of the phasing player's colours
/// could attack none of the target's (the VST's colour limits).
fn shortfall(
    cx: &mut Cx,
    target: Seat,
    found: usize,
    my_units: &[UnitColour],
    their_units: &[UnitColour],
) {
    let p = cx.seat;
    let required = cx.rules.vst_attacks() as usize;
    if found < required {
        // Say which of the phasing player's colours could not attack any of
        // the target's: the VST's colour limits are the usual reason.
        let why: Vec<String> = my_units
            .iter()
            .filter(|u| {
                !cx.rules
                    .vst_may_attack()
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
            let mut t = only_found(found, required, "vindictive attacks");
            if !why.is_empty() {
                t.push_str(&format!(
                    ": {target} controls {theirs} units, and {}",
                    why.join("; ")
                ));
            }
            t
        });
    }
}

/// Whom a VST row names now: a player, or the players tied there (a roll
/// then breaks the tie); `None` when it names nobody.
fn vst_names(cx: &Cx, t: VstTarget) -> Option<String> {
    let p = cx.seat;
    let others = cx.g.others(p);
    let at = |r: Rank| {
        r.position(others.len())
            .map(|pos| crate::rcw::pct::candidates_at(&cx.g.pct, p, &others, pos))
    };
    let seats = match t {
        VstTarget::Czar => match cx.g.czar {
            Czar::ControlledBy(s) if s != p && others.contains(&s) => vec![s],
            _ => return None,
        },
        VstTarget::Gold => match cx.g.gold {
            Some(s) if s != p && others.contains(&s) => vec![s],
            _ => return None,
        },
        VstTarget::Friendliest => at(Rank::Friendliest)?,
        VstTarget::SecondFriendliest => at(Rank::SecondFriendliest)?,
        VstTarget::SecondUnfriendliest => at(Rank::SecondUnfriendliest)?,
        VstTarget::Unfriendliest => at(Rank::Unfriendliest)?,
    };
    let names: Vec<String> = seats.iter().map(ToString::to_string).collect();
    match names.as_slice() {
        [] => None,
        [one] => Some(one.clone()),
        many => Some(format!("{} (tied: a roll decides)", many.join(" or "))),
    }
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
        .vst_may_attack()
        .targets(u)
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A vindictive turn's first attack with an order of battle kept: `holder`
/// (a stack of `target`'s) holds the Czar or the Gold (`t`). The question
/// shows the planner with that stack as its first target and the moves the
/// phasing player's stacks can make; "Yes" orders the attack with the
/// stacks the planner names, "No" says why in stacks and strengths, and
/// the stack is left alone by the turn's other attacks.
#[allow(clippy::too_many_arguments)]
fn treasure_attack_on_board(
    cx: &mut Cx,
    target: Seat,
    t: &'static str,
    holder: StackRef,
    min: Odds,
    my_units: &[UnitColour],
    escort: &str,
    rule: &Text,
) -> Step<Option<Attack>> {
    let p = cx.seat;
    let oob = &cx.g.order_of_battle;
    let Some(stack) = oob.stack(holder) else {
        return Ok(None);
    };
    let (holder_id, colour) = (stack.id(), stack.colour);
    let words = oob.stack_where(holder);
    let ask = treasure_plan_ask(cx, target, holder, colour, min, my_units);
    let Some(ask) = ask else {
        let mine = my_units
            .iter()
            .map(|u| u.name())
            .collect::<Vec<_>>()
            .join(", ");
        cx.note(&[target], move || {
            format!("{p} cannot attack {words}, which holds {target}'s {t}: none of {p}'s units ({mine}) may attack {colour} units on a vindictive turn; the other attacks go against {target}'s other units")
        });
        cx.set_aside(holder_id);
        return Ok(None);
    };
    let asked = words.clone();
    let escort = escort.to_string();
    cx.about([holder_id]);
    let can = cx.ask_can_attack(
        move || format!(
            "Can {p}'s units make a legal attack at {min} or better on the stack holding {target}'s {t}, {asked}?{escort} Tick the moves {p}'s stacks can make this turn: the planner below attacks that stack first."
        ),
        ask.clone(),
        rule.clone(),
    )?;
    if !can {
        let why = no_treasure_attack_text(cx, target, t, min, my_units);
        cx.note(&[target], move || {
            format!("{p} cannot attack the stack holding {target}'s {t}; the other attacks go against {target}'s other units.{why}")
        });
        cx.set_aside(holder_id);
        return Ok(None);
    }
    let h = Holder {
        at: holder,
        id: holder_id,
        words,
    };
    enter_treasure_attack(cx, target, t, h, min, &ask, rule).map(Some)
}
/// What the planner is asked for the attack on the stack holding the Czar
/// or the Gold: the first of the phasing player's colours that may attack
/// it and can, else the first that may.
fn treasure_plan_ask(
    cx: &Cx,
    target: Seat,
    holder: StackRef,
    colour: UnitColour,
    min: Odds,
    my_units: &[UnitColour],
) -> Option<PlanAsk> {
    let p = cx.seat;
    let asks: Vec<PlanAsk> = my_units
        .iter()
        .filter(|u| cx.rules.vst_may_attack().targets(**u).contains(&colour))
        .map(|u| PlanAsk {
            phasing: p,
            units: *u,
            target: colour,
            min,
            escort_min: cx.rules.escort_min_odds(),
            remaining: 1,
            defenders: Some(vec![target]),
            used: cx.used_stacks(),
            never_at: Some(cx.rules.never_required_at()),
            first_target: Some(holder),
            top: cx.g.chart().map(|c| c.top()),
        })
        .collect();
    // The colour the answer recorded led it: no plan made again.
    if let Some(u) = cx.next_recorded_units()
        && let Some(a) = asks.iter().find(|a| a.units == u)
    {
        return Some(a.clone());
    }
    let attacks_it = |a: &PlanAsk, g: &GameState| {
        a.plan(g)
            .is_some_and(|plan| plan.attacks.iter().any(|x| x.target == holder))
    };
    asks.iter()
        .find(|a| attacks_it(a, &cx.g))
        .or(asks.first())
        .cloned()
}

/// The stack holding the Czar or the Gold: where it stands, who it is,
/// and how it is named.
struct Holder {
    at: StackRef,
    id: StackId,
    words: String,
}

/// The attack on the stack holding the Czar or the Gold entered as
/// attack 1, with the plan as answered (moves ticked meanwhile count).
fn enter_treasure_attack(
    cx: &mut Cx,
    target: Seat,
    t: &'static str,
    h: Holder,
    min: Odds,
    ask: &PlanAsk,
    rule: &Text,
) -> Step<Attack> {
    let p = cx.seat;
    let Holder {
        at: holder,
        id: holder_id,
        words,
    } = h;
    // The attack the answer recorded; a game saved before: planned now.
    let first = match cx.recorded_attacks()? {
        Some(orders) => orders.into_iter().find(|a| a.target == holder),
        None => ask
            .plan(&cx.g)
            .and_then(|plan| plan.attacks.into_iter().find(|a| a.target == holder)),
    };
    let order = first.as_ref().map(|a| a.order(&cx.g.order_of_battle));
    let planned = first.map(|a| cx.keep_planned(a));
    match planned.and_then(|j| cx.order(j)).map(Order::ids) {
        Some(ids) => cx.about(ids),
        None => cx.about([holder_id]),
    }
    let chances = planned
        .and_then(|j| cx.order(j))
        .and_then(|o| super::combat::chances_line(cx, o.odds))
        .map(|c| format!(" {c}"))
        .unwrap_or_default();
    let a = Attack {
        units: Some(ask.units),
        target: None,
        defender: Defender::Player(target),
        min_odds: min,
        treasure: Some(t),
        planned,
    };
    cx.instruct(
        &[target],
        move || match &order {
            Some(o) => format!(
                "Attack 1: {o} — the first attack must go here even if fewer attacks result. Do not resolve it yet.{chances}"
            ),
            // "Yes" where the planner found none: the board differs from
            // the order of battle (correct it on the Players tab).
            None => format!(
                "Attack 1: against {words}, with the stacks of {p}'s that can reach it — the planner found no attack on the order of battle as kept, so name the stacks on the board (and correct the order of battle on the Players tab). The first attack must go here even if fewer attacks result. Do not resolve it yet."
            ),
        },
        rule.clone(),
    )?;
    Ok(a)
}

/// A vindictive turn's first attack without an order of battle (or with
/// no stack of `target`'s marked as holding `t`): asked, as the player
/// sees the board.
fn treasure_attack_asked(
    cx: &mut Cx,
    target: Seat,
    t: &'static str,
    min: Odds,
    my_units: &[UnitColour],
    escort: &str,
    rule: &Text,
) -> Step<Option<Attack>> {
    let p = cx.seat;
    let planned_text = no_treasure_attack_text(cx, target, t, min, my_units);
    let escort = escort.to_string();
    let can = cx.ask_yes_no(
        crate::rcw::step::Topic::CanAttack,
        move || format!(
            "Can {p}'s units make a legal attack at {min} or better on the stack holding {target}'s {t}?{escort}{planned_text}"
        ),
        "Yes",
        "No",
        false,
        rule.clone(),
    )?;
    if !can {
        cx.note(&[target], move || {
            format!("{p} cannot attack the stack holding {target}'s {t}; the other attacks go against {target}'s other units")
        });
        return Ok(None);
    }
    let mut opts: Vec<UnitColour> = my_units.to_vec();
    opts.retain(|u| !cx.rules.vst_may_attack().targets(*u).is_empty());
    let units = if opts.len() > 1 {
        let choices = opts.clone();
        let i = cx.ask(
            crate::rcw::step::Topic::LeadUnits,
            move || format!("Which of {p}'s units lead the attack on the {t}?"),
            opts.len(),
            0,
            rule.clone(),
            move |_, i| {
                choices
                    .get(i)
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
        treasure: Some(t),
        planned: None,
    };
    let text = a.move_text(p);
    cx.instruct(
        &[target],
        move || format!(
            "Attack 1: {text} — the first attack must go here even if fewer attacks result. Do not resolve it yet."
        ),
        rule.clone(),
    )?;
    Ok(Some(a))
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
    let reach = &cx.g.reach_now();
    let mine: Vec<(String, u32)> = oob
        .refs()
        .filter(|(r, s)| {
            s.owner == cx.seat
                && my_units.contains(&s.colour)
                && cx
                    .rules
                    .vst_may_attack()
                    .targets(s.colour)
                    .contains(&defender.colour)
                && (r.province == holder.province
                    || reach.allows(oob.province_name(r.province), place))
        })
        .map(|(r, s)| (oob.stack_where(r), s.strength.get()))
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
