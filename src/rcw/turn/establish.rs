//! What establishing an attack needs under both the APT and the VST: the
//! escort minimum, the own-colour exemption, and whose units are attacked.

use super::*;

/// What the phasing player's units escort, and the odds they need then
/// (formatted by [`EscortNote`]'s `Display`).
#[derive(Clone, Copy)]
pub(super) struct EscortNote {
    czar: bool,
    gold: bool,
    min: Odds,
}

impl std::fmt::Display for EscortNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match (self.czar, self.gold) {
            (true, true) => "the Czar or the Gold",
            (true, false) => "the Czar",
            (false, true) => "the Gold",
            (false, false) => return Ok(()),
        };
        write!(
            f,
            " Units controlling or escorting {what} count only for attacks at {} or better.",
            self.min
        )
    }
}

pub(super) fn escort_note(cx: &Cx) -> EscortNote {
    EscortNote {
        czar: cx.g.czar == Czar::ControlledBy(cx.seat),
        gold: cx.g.gold == Some(cx.seat),
        min: cx.rules.escort_min_odds(),
    }
}

/// The own-colour exception: a White player is never required to attack
/// its own White units, nor a Red player its own Red units.
pub(super) fn exempt_own(colour: PlayerColour, target: UnitColour) -> bool {
    UnitColour::of_player(colour) == Some(target)
}

/// Asks whose units of colour `target` an attack goes against; only the
/// owners that can exist are offered.
pub(super) fn ask_defender(
    cx: &mut Cx,
    units: UnitColour,
    target: UnitColour,
    n: usize,
    total: usize,
    rule: &Text,
    preferred: Option<Seat>,
) -> Step<Defender> {
    let p = cx.seat;
    let colour = cx.g.colour(p).unwrap_or(PlayerColour::Undecided);
    let mut opts: Vec<Defender> =
        cx.g.others(p)
            .into_iter()
            .filter(|s| cx.g.player(*s).is_some_and(|x| x.controls(target)))
            .map(Defender::Player)
            .collect();
    if cx.g.player(p).is_some_and(|x| x.controls(target)) && !exempt_own(colour, target) {
        opts.push(Defender::Own);
    }
    opts.push(Defender::Uncontrolled);
    if opts.len() == 1 {
        return Ok(opts[0]);
    }
    // The plan names the stack attacked, and the order of battle its
    // owner: nothing to ask (turn flow 3).
    if cx.rules.defender_from_the_plan()
        && let Some(s) = preferred
        && opts.contains(&Defender::Player(s))
    {
        cx.note(&[s], move || {
            format!(
                "Attack {n} of {total}: the plan attacks {s}'s stack, so {s}'s {target} units are attacked (read from the order of battle)."
            )
        });
        return Ok(Defender::Player(s));
    }
    // The planned attack's defender is offered first (Enter).
    let default = preferred
        .and_then(|s| opts.iter().position(|d| *d == Defender::Player(s)))
        .unwrap_or(0);
    let i = cx.ask(
        crate::rcw::step::Topic::Defender,
        move || format!(
            "Attack {n} of {total} ({p}'s {units} units against {target} units): whose {target} units are attacked?"
        ),
        opts.len(),
        default,
        rule,
        |g, i| match opts.get(i) {
            Some(Defender::Player(s)) => format!("{s}'s {target} units{}", name_note(g, *s)),
            Some(Defender::Own) => format!("{p}'s own {target} units (no roll)"),
            _ => format!("uncontrolled {target} units (no roll)"),
        },
    )?;
    Ok(opts.get(i).copied().unwrap_or(Defender::Uncontrolled))
}

/// " (Kolchak)" when the player has a name of their own.
pub(super) fn name_note(g: &GameState, s: Seat) -> String {
    let label = g.label(s);
    label
        .strip_prefix(&format!("{s} "))
        .map(|n| format!(" {n}"))
        .unwrap_or_default()
}

/// The planner's order for the `j`-th attack of an entry, the owner of
/// the stack it attacks, and its index among the turn's planned attacks
/// (where the combat follow-ups find it, and which later entries of the
/// turn leave alone). `None` without a plan or past its attacks.
pub(super) fn planned_order(
    cx: &mut Cx,
    plan: Option<&[PlannedAttack]>,
    j: usize,
) -> Option<(String, Seat, usize)> {
    let a = plan?.get(j)?;
    let oob = &cx.g.order_of_battle;
    let owner = oob.stack(a.target)?.owner;
    let order = a.order(oob);
    Some((order, owner, cx.keep_planned(a.clone())))
}

/// Turn flow 5: the plan kept by who its stacks are, each attack read
/// where its stacks stand when its order is given (a stack moved by a
/// correction at an earlier order shifts the others' places, never which
/// stacks they are). `None` in a game of an earlier flow.
fn kept_by_id(
    cx: &Cx,
    planned: Option<&[PlannedAttack]>,
) -> Option<Vec<crate::rcw::planner::Order>> {
    if !cx.rules.asks_only_what_can_be() {
        return None;
    }
    let oob = &cx.g.order_of_battle;
    planned.map(|p| {
        p.iter()
            .filter_map(|a| crate::rcw::planner::Order::of(a, oob))
            .collect()
    })
}

/// One entry of the APT, or one colour pair of the VST.
pub(super) struct Entry {
    pub units: UnitColour,
    pub target: UnitColour,
    pub min: Odds,
    pub required: usize,
    /// The VST's target player; `None`: asked for each attack (APT).
    pub defender: Option<Seat>,
    /// Add the "highest odds" advice to an order without a plan (APT).
    pub advise_odds: bool,
    /// Whose units are attacked, as the question says it ("White units",
    /// "D's White units").
    pub on: String,
    /// Said after the odds in the question (or nothing).
    pub hint: &'static str,
}

/// "Only 1 of 3 required attacks could be established": the APT's and
/// the VST's shortfall, `what` the attacks' kind.
pub(super) fn only_found(found: usize, required: usize, what: &str) -> String {
    format!("Only {found} of {required} {what} could be established")
}

/// The loop the APT and the VST share: how many attacks (the question
/// carries the planner's request), then for each its defender (unless
/// fixed) and its order, naming the planned stacks when an order of battle
/// is kept. The attacks join `attacks`.
pub(super) fn establish_entry(
    cx: &mut Cx,
    e: &Entry,
    rule: &Text,
    attacks: &mut Vec<Attack>,
) -> Step<()> {
    let p = cx.seat;
    let remaining = e.required - attacks.len();
    let question = {
        let (units, min, required) = (e.units, e.min, e.required);
        let (on, hint, escort) = (e.on.clone(), e.hint, escort_note(cx));
        move || {
            format!(
                "How many legal attacks can {p}'s {units} units make on {on} at {min} or better?{hint}{escort} ({remaining} of {required} attacks still to find)"
            )
        }
    };
    let ask = PlanAsk {
        phasing: p,
        units: e.units,
        target: e.target,
        min: e.min,
        escort_min: cx.rules.escort_min_odds(),
        remaining,
        defenders: e.defender.map(|d| vec![d]),
        used: cx.used_stacks(),
        never_at: Some(cx.rules.never_required_at()),
        top: cx.g.chart().map(|c| c.top()),
        first_target: None,
    };
    let n = cx.ask_attack_count(question, ask.clone(), rule)?;
    // The orders the answer recorded; a game saved before recorded none:
    // planned with the state as answered (moves kept meanwhile count).
    let planned = match cx.recorded_attacks()? {
        Some(orders) => Some(orders),
        None => ask.plan(&cx.g).map(|p| p.attacks),
    };
    let by_id = kept_by_id(cx, planned.as_deref());
    for j in 0..n {
        let k = attacks.len() + 1;
        // The header counts the attack shown, not those done before it.
        cx.progress.attacks = Some((k, e.required));
        let now: Option<PlannedAttack> = match &by_id {
            Some(orders) => orders.get(j).and_then(|o| o.at(&cx.g.order_of_battle)),
            None => planned.as_ref().and_then(|p| p.get(j).cloned()),
        };
        let order = planned_order(cx, now.as_ref().map(std::slice::from_ref), 0);
        let defender = match e.defender {
            Some(d) => Defender::Player(d),
            None => {
                let preferred = order.as_ref().map(|o| o.1);
                ask_defender(cx, e.units, e.target, k, e.required, rule, preferred)?
            }
        };
        let a = Attack {
            units: Some(e.units),
            target: Some(e.target),
            defender,
            min_odds: e.min,
            treasure: None,
            planned: order.as_ref().map(|o| o.2),
        };
        attack_order(cx, &a, k, order.map(|o| o.0), e.advise_odds, rule)?;
        attacks.push(a);
    }
    Ok(())
}

/// Attack `k`'s order: the planner's words when it planned the attack
/// (with your chart's chances at its odds), else what to attack with.
fn attack_order(
    cx: &mut Cx,
    a: &Attack,
    k: usize,
    order: Option<String>,
    advise: bool,
    rule: &Text,
) -> Step<()> {
    let p = cx.seat;
    let chances = a
        .planned
        .and_then(|j| cx.order(j))
        .and_then(|o| super::combat::chances_line(cx, o.odds))
        .map(|c| format!(" {c}"))
        .unwrap_or_default();
    let moves = a.move_text(p);
    cx.instruct(
        defender_seats(a),
        move || match &order {
            Some(o) => format!("Attack {k}: {o}. Do not resolve it yet.{chances}"),
            None if advise => format!(
                "Attack {k}: {moves} — use the highest odds you can reach to keep AE and EX results away. Do not resolve it yet."
            ),
            None => format!("Attack {k}: {moves}. Do not resolve it yet."),
        },
        rule,
    )
}
