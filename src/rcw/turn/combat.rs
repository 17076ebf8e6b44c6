//! Each attack's Attack Consideration roll, its result from the board,
//! and the follow-ups that keep the state true (units, leaders, Czar, Gold).

use super::*;
use crate::rcw::planner::{Holding, Order, StackEdit, StackId};
use crate::rcw::rules::{CombatResult, StackEffect};
use crate::rcw::step::ChartAsk;

/// For each attack: Attack Consideration (not under the VST), the PCT shift
/// when it takes place, and the result from the board.
pub(super) fn resolve_attacks(cx: &mut Cx, attacks: &[Attack], consider: bool) -> Step<()> {
    let total = attacks.len();
    cx.phase("Attacks");
    // Turn flow 2: the rules roll Attack Consideration after all movement,
    // so every order's move is recorded first; an attack talked out of it
    // then leaves its stacks where they moved, as on the table.
    let moved_first = cx.rules.reads_the_board();
    if moved_first {
        for (i, a) in attacks.iter().enumerate() {
            if let Some(j) = a.planned {
                cx.progress.attacks = Some((i + 1, total));
                moved_as_ordered(cx, &format!("Attack {}", i + 1), j)?;
            }
        }
    }
    for (i, a) in attacks.iter().enumerate() {
        let k = i + 1;
        let a = *a;
        cx.progress.attacks = Some((k, total));
        if !goes_ahead(cx, k, total, a, consider)? {
            continue;
        }
        resolve_on_board(cx, k, total, a, consider, !moved_first)?;
        combat_result(
            cx,
            &format!("Attack {k}"),
            &format!("Attack {k} of {total}"),
            a,
        )?;
    }
    cx.apply_deferred();
    Ok(())
}

/// Whether attack `k` of `total` takes place: called off when either side
/// is out of the game (Non-Attack Policy 10), or talked out of it on the
/// Attack Consideration roll; when it goes ahead against a player, the PCT
/// shifts.
fn goes_ahead(cx: &mut Cx, k: usize, total: usize, a: Attack, consider: bool) -> Step<bool> {
    let p = cx.seat;
    if cx.g.player(p).is_some_and(|x| x.out) {
        cx.instruct(
            &[],
            move || format!("Attack {k} of {total} is called off: {p} controls no units any more and is out of the game."),
            "Non-Attack Policy 10",
        )?;
        return Ok(false);
    }
    if let Defender::Player(q) = a.defender
        && cx.g.player(q).is_some_and(|x| x.out)
    {
        cx.instruct(
            &[q],
            move || format!("Attack {k} of {total} is called off: {q} is out of the game and has no units left to attack."),
            "Non-Attack Policy 10",
        )?;
        return Ok(false);
    }
    if let Defender::Player(q) = a.defender {
        if consider {
            let v = cx.g.pct.get(p, q);
            let (face, _) = cx.roll(
                &[q],
                Roll {
                    table: R_AC,
                    purpose: move || {
                        format!("attack {k} of {total}: {p} against {q}, PCT {p}/{q} is {v}")
                    },
                    outcome: split_faces(|f| f <= v),
                    label: move |i| {
                        if i == 0 {
                            "the attack goes ahead".to_string()
                        } else {
                            format!("aborted: {p} is talked out of it")
                        }
                    },
                    rule: lazy_text!(
                        "{R_AC}: the attack happens on a roll of the PCT value ({v}) or less"
                    ),
                },
            )?;
            if face > v {
                // Where the order had them attack, when it named a place.
                let stay = a
                    .planned
                    .and_then(|j| cx.planned_attack(j))
                    .map(|pa| {
                        format!(
                            " (the attack on {} is not made)",
                            cx.g.order_of_battle.province_name(pa.target.province)
                        )
                    })
                    .unwrap_or_default();
                // The move made for it stands: a stack that moved in does
                // not move back (the order of battle keeps it there).
                cx.instruct(
                    &[q],
                    move || format!("Attack {k} of {total} is aborted ({face} is more than {v}): {p}'s units stay where they are now{stay} and do not attack; a stack that moved for the attack does not move back."),
                    R_AC,
                )?;
                return Ok(false);
            }
        }
        let why = if consider {
            "attack takes place"
        } else {
            "attack made (VST)"
        };
        let d = cx.rules.pct().shifts.attack;
        cx.shift(p, q, d, why);
    }
    Ok(true)
}

/// A planned attack's stacks move in as ordered, then the attack is
/// resolved on the board with the province, stacks, strengths and odds the
/// order named (and its chances on your chart).
fn resolve_on_board(
    cx: &mut Cx,
    k: usize,
    total: usize,
    a: Attack,
    consider: bool,
    move_now: bool,
) -> Step<()> {
    let p = cx.seat;
    // A planned attack goes ahead as ordered: its stacks move into the
    // defender's province first (turn flow 1: here; 2: before any
    // Attack Consideration roll), then it is resolved with the province,
    // stacks, strengths and odds the order named.
    let follows = cx.rules.follows_the_board() && move_now;
    if let (Some(j), true) = (a.planned, follows) {
        moved_as_ordered(cx, &format!("Attack {k}"), j)?;
    }
    let planned = a
        .planned
        .and_then(|j| cx.planned_attack(j))
        .map(|pa| pa.resolve_phrase(&cx.g.order_of_battle));
    let chances = a
        .planned
        .and_then(|j| cx.order(j))
        .and_then(|o| chances_line(cx, o.odds));
    if let Some(o) = a.planned.and_then(|j| cx.order(j)).cloned() {
        cx.about(o.ids());
    }
    cx.instruct(
        defender_seats(&a),
        move || {
            let line = match &planned {
                Some(order) => format!(
                    "Attack {k} of {total}: resolve on the board — {}: {order}.",
                    a.resolve_text(p)
                ),
                None => format!(
                    "Attack {k} of {total}: resolve on the board — {}.",
                    a.resolve_text(p)
                ),
            };
            match &chances {
                Some(c) => format!("{line} {c}"),
                None => line,
            }
        },
        if consider { R_AC } else { R_VST },
    )?;
    Ok(())
}

/// "On your chart at 3-1: DR 1/3 · DE 1/6 · …", with a chart kept and
/// the odds on it.
pub(super) fn chances_line(cx: &Cx, odds: Odds) -> Option<String> {
    Some(match cx.g.chart()?.chances_at(odds, cx.rules) {
        Ok(at) => format!("Chances on your chart {at}."),
        Err(below) => format!("{below}: the result comes from the board."),
    })
}

/// The result question (no default: the app cannot see the combat),
/// naming the planned attack, with its chances when a chart is kept.
fn ask_result<'r>(cx: &mut Cx<'r>, name_of: &str, a: Attack) -> Step<Option<&'r CombatResult>> {
    let rules = cx.rules;
    let results = &rules.combat_results();
    // The app cannot see the combat, so Enter does not guess its result
    // (there is no default): a wrong one would skip the losses, leaders and
    // treasure it brings, and with a plan would move the order of battle
    // away from the table's.
    // With a planned attack (a bot's or your own) the question names the
    // province, the stacks, the strengths and the odds.
    let planned = a
        .planned
        .and_then(|j| cx.planned_attack(j))
        .map(|pa| format!(" ({})", pa.resolve_phrase(&cx.g.order_of_battle)))
        .unwrap_or_default();
    let question = format!("{name_of}: what was the combat result?{planned}");
    if let Some(o) = a.planned.and_then(|j| cx.order(j)).cloned() {
        cx.about(o.ids());
    }
    // With a chart of the game's own, each result's chance at the
    // attack's odds, and a roll the app reads.
    let odds = a.planned.and_then(|j| cx.order(j)).map(|o| o.odds);
    let chart =
        cx.g.chart()
            .map(|ch| ChartAsk::new(ch, odds, results.len()));
    let r = cx.ask_combat_result(
        move || question.clone(),
        results.len(),
        "Combat is resolved with the base game's Combat Results Table",
        |_, i| results.get(i).map(|c| c.text.clone()).unwrap_or_default(),
        chart,
    )?;
    Ok(results.get(r))
}

/// Non-Attack Policy 9 guides the bots' losses in an exchange; your own
/// are yours to choose (the same step, worded for you). Turn flow 5: with
/// the attack's stacks known the losses are asked, and this guidance comes
/// with those questions instead.
fn exchange_guidance(cx: &mut Cx, a: &Attack) -> Step<()> {
    let p = cx.seat;
    let yours = p == cx.g.human();
    cx.instruct(
        defender_seats(a),
        move || {
            if yours {
                "Exchange: take your losses as you choose (the bots take theirs from combat units, not leaders).".to_string()
            } else {
                format!("Exchange: take {p}'s losses from combat units, not leaders (combat units are replaceable, leaders are not).")
            }
        },
        if yours {
            "Exchange (your own attack)"
        } else {
            "Non-Attack Policy 9"
        },
    )
}

/// The combat result of attack `a` (named `name`, `name_of` in the result
/// question: "Attack 2", "Attack 2 of 3") and what it changes: who holds
/// the Czar and the Gold, the attack's stacks, whether each side has units
/// left, the leaders who died.
fn combat_result(cx: &mut Cx, name: &str, name_of: &str, a: Attack) -> Step<()> {
    let p = cx.seat;
    let Some(c) = ask_result(cx, name_of, a)? else {
        return Ok(());
    };
    let pa: Option<Order> = a.planned.and_then(|j| cx.order(j)).cloned();
    if c.exchange && !(cx.rules.asks_only_what_can_be() && pa.is_some()) {
        exchange_guidance(cx, &a)?;
    }
    let other = match a.defender {
        Defender::Player(q) => Some(q),
        _ => None,
    };
    // The planned attack (`pa`), its stacks by who they are: each step
    // below reads where they stand when it comes (a stack removed by one
    // side's loss never shifts the other side's).
    if cx.rules.follows_the_board() {
        // Who holds the Czar and the Gold first: a side that loses its last
        // units in this combat may have lost them to the other.
        if c.treasure_may_change {
            czar_after_combat(cx, p, other, pa.as_ref(), c.stacks)?;
            gold_after_combat(cx, p, other, pa.as_ref(), c.stacks)?;
            if let Some(pa) = &pa {
                treasure_follows_stacks(cx, pa);
            }
        }
        if let Some(pa) = &pa {
            stacks_after_combat(cx, name, pa, c.stacks)?;
        }
        // Non-Attack Policy 10 holds at every moment: each side that may
        // have lost its last units is asked, the attacker first. With a
        // planned attack the order of battle is up to date, and a side it
        // still lists is not asked.
        if c.attacker_losses {
            units_left(cx, p, pa.is_some())?;
        }
        if let (Some(q), true) = (other, c.defender_losses) {
            units_left(cx, q, pa.is_some())?;
        }
        combat_leaders(cx, c, p, other)?;
    } else {
        // A game saved before (turn flow 0) replays in the order it was
        // played: units, stacks, leaders, then the Czar and Gold.
        if c.attacker_losses {
            still_controls_units(cx, p)?;
        }
        if let (Some(q), true) = (other, c.defender_losses) {
            still_controls_units(cx, q)?;
        }
        if let Some(pa) = &pa {
            stacks_after_combat(cx, name, pa, c.stacks)?;
        }
        combat_leaders(cx, c, p, other)?;
        if c.treasure_may_change {
            czar_after_combat(cx, p, other, None, c.stacks)?;
            gold_after_combat(cx, p, other, None, c.stacks)?;
            if let Some(pa) = &pa {
                treasure_follows_stacks(cx, pa);
            }
        }
    }
    Ok(())
}

/// Your own attack on the order of battle (the Your turn tab): the PCT
/// shift with the defender, your stacks moved in, the result asked and
/// applied to the stacks as after a bot's attack, and its follow-ups.
pub(crate) fn human_attack(cx: &mut Cx, ha: &crate::rcw::step::HumanAttack) -> Step<()> {
    let me = cx.seat;
    cx.phase("Your attack");
    let oob = &cx.g.order_of_battle;
    let Some(q) = oob.stack(ha.target).map(|s| s.owner) else {
        return Ok(());
    };
    let attack: u32 = ha
        .attackers
        .iter()
        .filter_map(|r| oob.stack(*r))
        .map(|s| s.strength.get())
        .sum();
    let defence = oob.stack(ha.target).map_or(0, |s| s.strength.get());
    let Some(odds) = Odds::column(u64::from(attack), u64::from(defence)) else {
        return Ok(());
    };
    let j = cx.keep_planned(crate::rcw::planner::PlannedAttack {
        target: ha.target,
        attackers: ha.attackers.clone(),
        attack,
        defence,
        odds,
    });
    let d = cx.rules.pct().shifts.attack;
    cx.shift(me, q, d, "your attack");
    moved_as_ordered(cx, "Your attack", j)?;
    let a = Attack {
        units: None,
        target: None,
        defender: Defender::Player(q),
        min_odds: odds,
        treasure: None,
        planned: Some(j),
    };
    combat_result(cx, "Your attack", "Your attack", a)?;
    cx.apply_deferred();
    cx.instruct_with(
        &[q],
        move || format!("Your attack on {q} is carried through on the PCT and the order of battle. Go on with your turn."),
        "Attack planner: the order of battle follows the combat results",
        "Done",
    )
}

/// Whether any leader of a side that took losses died in the combat.
fn combat_leaders(
    cx: &mut Cx,
    c: &crate::rcw::rules::CombatResult,
    p: Seat,
    other: Option<Seat>,
) -> Step<()> {
    if c.leaders_may_fall {
        if c.attacker_losses {
            fallen_leaders(cx, p)?;
        }
        if let (Some(q), true) = (other, c.defender_losses) {
            fallen_leaders(cx, q)?;
        }
    }
    Ok(())
}

/// Asks, leader by leader, whether any of `s`'s leaders died in the
/// combat; "No" (Enter) changes nothing.
pub(super) fn fallen_leaders(cx: &mut Cx, s: Seat) -> Step<()> {
    loop {
        let Some(leaders) =
            cx.g.player(s)
                .filter(|x| !x.out && !x.leaders.is_empty())
                .map(|x| x.leaders.clone())
        else {
            return Ok(());
        };
        let names: Vec<String> = leaders.iter().map(|l| l.describe()).collect();
        let label = cx.g.label(s);
        let i = cx.ask(
            crate::rcw::step::Topic::LeaderDied,
            move || format!("Did any of {label}'s leaders die in this combat?"),
            names.len() + 1,
            0,
            "Combat: leaders stacked with units that take losses may die (base game)",
            move |_, i| match i {
                0 => "No".to_string(),
                _ => format!("Yes: {}", names.get(i - 1).map_or("", String::as_str)),
            },
        )?;
        let Some(dead) = i.checked_sub(1).and_then(|k| leaders.get(k)).cloned() else {
            return Ok(());
        };
        cx.g.remove_leader(s, &dead);
        let d = dead.describe();
        cx.log(LogKind::Change, &[s], move || {
            format!("{s}'s leader {d} died in combat: remove the counter")
        });
    }
}

/// With a planned attack on the order of battle: when the result
/// eliminates the side whose stack holds `h`, the other side of the combat
/// took it with the province, and why in the board's words (Enter's answer
/// for [`new_holder`]).
fn taken_with_stack(
    cx: &Cx,
    h: Holding,
    holder: Seat,
    p: Seat,
    other: Option<Seat>,
    pa: Option<&Order>,
    effect: StackEffect,
) -> Option<(Seat, String)> {
    let pa = pa?;
    let oob = &cx.g.order_of_battle;
    let (_, s) = oob.refs().find(|(_, s)| s.holds == Some(h))?;
    let id = s.id();
    let (lost, winner) = match effect {
        StackEffect::DefenderEliminated if id == pa.target => (true, p),
        StackEffect::AttackerEliminated if pa.attackers.contains(&id) => (true, other?),
        _ => (false, holder),
    };
    (lost && winner != holder).then(|| {
        let words = format!(
            "the order of battle shows the {h} with {}, which this result eliminates",
            s.phrase()
        );
        (winner, words)
    })
}

/// Who holds a treasure after a combat between `p` and `other`, asked only
/// when one of them held it. Enter keeps the holder, or (`taken`) takes
/// what the order of battle shows, saying so.
pub(super) fn new_holder(
    cx: &mut Cx,
    what: &'static str,
    holder: Seat,
    p: Seat,
    other: Option<Seat>,
    taken: Option<(Seat, String)>,
) -> Step<Option<Seat>> {
    let mut opts: Vec<Option<Seat>> = vec![Some(holder)];
    for s in [Some(p), other].into_iter().flatten() {
        if s != holder && cx.g.player(s).is_some_and(|x| !x.out) {
            opts.push(Some(s));
        }
    }
    opts.push(None);
    let labels: Vec<String> = opts
        .iter()
        .map(|o| match o {
            Some(s) if *s == holder => format!("{} still controls it", cx.g.label(*s)),
            Some(s) => format!("{} took it", cx.g.label(*s)),
            None => "Nobody: it is uncontrolled".to_string(),
        })
        .collect();
    let default = taken
        .as_ref()
        .and_then(|(s, _)| opts.iter().position(|o| *o == Some(*s)))
        .unwrap_or(0);
    let why = taken
        .map(|(_, w)| format!(" (Enter: {w}.)"))
        .unwrap_or_default();
    let i = cx.ask(
        crate::rcw::step::Topic::Holder,
        move || format!("Who controls the {what} after this combat?{why}"),
        opts.len(),
        default,
        "Combat: the Czar and the Gold go with the units that control them (base game)",
        move |_, i| labels.get(i).cloned().unwrap_or_default(),
    )?;
    Ok(opts.get(i).copied().unwrap_or(Some(holder)))
}

/// The stack the order of battle shows holding `h`, when it is not in
/// planned attack `pa`: the combat cannot have changed who controls it.
fn holding_elsewhere(cx: &Cx, h: Holding, pa: Option<&Order>) -> Option<String> {
    let pa = pa?;
    let oob = &cx.g.order_of_battle;
    let (r, s) = oob.refs().find(|(_, s)| s.holds == Some(h))?;
    (!pa.names(s.id())).then(|| {
        format!(
            "The {h} stays where it was: the order of battle shows it with {} in {}, which was not in this combat",
            oob.stack_phrase(r),
            oob.province_name(r.province)
        )
    })
}

/// Whether `q` still controls units after a combat it lost units in: not
/// asked when the order of battle, kept up to date by a planned attack
/// (`tracked`), still lists one of `q`'s stacks.
fn units_left(cx: &mut Cx, q: Seat, tracked: bool) -> Step<()> {
    if cx.g.player(q).is_none_or(|x| x.out) {
        return Ok(());
    }
    let oob = &cx.g.order_of_battle;
    let listed = tracked
        .then(|| oob.refs().find(|(_, s)| s.owner == q))
        .flatten();
    match listed {
        Some((r, _)) => {
            let w = oob.stack_where(r);
            cx.note(&[q], move || {
                format!("{q} still controls units: the order of battle lists {w}")
            });
            Ok(())
        }
        None => still_controls_units(cx, q),
    }
}

pub(super) fn czar_after_combat(
    cx: &mut Cx,
    p: Seat,
    other: Option<Seat>,
    pa: Option<&Order>,
    effect: StackEffect,
) -> Step<()> {
    let Czar::ControlledBy(holder) = cx.g.czar else {
        return Ok(());
    };
    if holder != p && Some(holder) != other {
        return Ok(());
    }
    if let Some(why) = holding_elsewhere(cx, Holding::Czar, pa) {
        cx.note(&[holder], move || why.clone());
        return Ok(());
    }
    let taken = taken_with_stack(cx, Holding::Czar, holder, p, other, pa, effect);
    let now = new_holder(cx, "Czar", holder, p, other, taken)?;
    if now != Some(holder) {
        cx.g.czar = now.map_or(Czar::Uncontrolled, Czar::ControlledBy);
        cx.log(LogKind::Change, &[holder], move || match now {
            Some(s) => format!("{s} took the Czar from {holder} in combat"),
            None => format!("{holder} lost the Czar in combat: it is uncontrolled"),
        });
    }
    Ok(())
}

pub(super) fn gold_after_combat(
    cx: &mut Cx,
    p: Seat,
    other: Option<Seat>,
    pa: Option<&Order>,
    effect: StackEffect,
) -> Step<()> {
    let Some(holder) = cx.g.gold else {
        return Ok(());
    };
    if holder != p && Some(holder) != other {
        return Ok(());
    }
    if let Some(why) = holding_elsewhere(cx, Holding::Gold, pa) {
        cx.note(&[holder], move || why.clone());
        return Ok(());
    }
    let taken = taken_with_stack(cx, Holding::Gold, holder, p, other, pa, effect);
    let now = new_holder(cx, "Gold", holder, p, other, taken)?;
    if now != Some(holder) {
        cx.g.gold = now;
        cx.log(LogKind::Change, &[holder], move || match now {
            Some(s) => format!("{s} took the Gold from {holder} in combat"),
            None => format!("{holder} lost the Gold in combat: nobody controls it"),
        });
    }
    Ok(())
}

/// Asks whether `q` still controls any units (the default answer changes
/// nothing); a bot that controls none is out of the game at once.
pub(super) fn still_controls_units(cx: &mut Cx, q: Seat) -> Step<()> {
    if cx.g.player(q).is_none_or(|x| x.out) {
        return Ok(());
    }
    let label = cx.g.label(q);
    // With an order of battle kept, Enter takes what it shows (and says
    // so); without one, Enter changes nothing.
    let oob = &cx.g.order_of_battle;
    let none_listed = !oob.is_empty() && oob.refs().all(|(_, s)| s.owner != q);
    let shown = if none_listed {
        format!(" (The order of battle shows no stack of {q}'s.)")
    } else {
        String::new()
    };
    let still = cx.ask_yes_no(
        crate::rcw::step::Topic::UnitsLeft,
        move || format!("Does {label} still control any units on the map?{shown}"),
        "Yes",
        "No, none left",
        !none_listed,
        "Non-Attack Policy 10: a player controlling no units is out of the game",
    )?;
    if !still && q != cx.g.human {
        cx.g.put_out(q);
        cx.log(LogKind::Change, &[q], move || {
            format!("{q} controls no units and is out of the game (Non-Attack Policy 10)")
        });
        if !cx.rules.follows_the_board() {
            return Ok(());
        }
        cx.g.settle_marks();
        // Stacks the order of battle still lists for q are gone from the
        // board: the planner must not order attacks on them.
        let gone: Vec<StackEdit<StackId>> =
            cx.g.order_of_battle
                .refs()
                .filter(|(_, s)| s.owner == q)
                .map(|(_, s)| StackEdit::Remove { stack: s.id() })
                .collect();
        cx.change_stacks(gone, "Non-Attack Policy 10");
    } else if !still {
        cx.note(&[q], move || {
            format!("{q} (the human player) controls no units on the map")
        });
    }
    Ok(())
}
