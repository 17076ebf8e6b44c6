//! One bot turn, in the order the text gives: SDT roll, (die 1: assassin
//! marker), purge, assassination, attacks established from the APT or the
//! VST, Non-Attack Policies (and the Czar's execution), then each attack's
//! Attack Consideration roll and its resolution on the board.

use super::odds::Odds;
use super::pct::Rank;
use super::player::{PlayerColour, Seat, UnitColour};
use super::rules::{SdtRow, VstTarget};
use super::script::{Cx, Step};
use super::state::{Czar, Marker};
use super::step::{LogKind, Question, RollOutcome, RollPrompt};

pub(crate) const R_SDT: &str = "Strategy Determination Table";
pub(crate) const R_APT: &str = "Attack Priority Table";
pub(crate) const R_VST: &str = "Vindictive Strategy Table";
pub(crate) const R_AC: &str = "Attack Consideration";
pub(crate) const R_NAP: &str = "Non-Attack Policies";

/// Who owns the units an attack goes against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Defender {
    Player(Seat),
    /// The phasing player's own units (no Attack Consideration, no shift).
    Own,
    Uncontrolled,
}

/// An attack established this turn.
#[derive(Clone, Debug)]
pub(crate) struct Attack {
    pub units: Option<UnitColour>,
    pub target: Option<UnitColour>,
    pub defender: Defender,
    pub min_odds: Odds,
    /// Against the stack holding the Czar or the Gold (VST).
    pub treasure: Option<&'static str>,
}

impl Attack {
    /// ("C's Red units", "D's White units") for instructions.
    fn parts(&self, cx: &Cx) -> (String, String) {
        let p = cx.seat;
        let units = self
            .units
            .map_or(format!("{p}'s units"), |u| format!("{p}'s {u} units"));
        let whose = match self.defender {
            Defender::Player(s) => format!("{s}'s"),
            Defender::Own => format!("{p}'s own"),
            Defender::Uncontrolled => "uncontrolled".to_string(),
        };
        let target = match (self.treasure, self.target) {
            (Some(t), _) => format!("the stack holding {whose} {t}"),
            (None, Some(c)) => format!("{whose} {c} units"),
            (None, None) => format!("{whose} units"),
        };
        (units, target)
    }

    /// "move C's Red units to attack D's White units at 2-1 or better".
    fn move_text(&self, cx: &Cx) -> String {
        let (u, t) = self.parts(cx);
        format!("move {u} to attack {t} at {} or better", self.min_odds)
    }

    /// "C's Red units attack D's White units (2-1 or better)".
    fn resolve_text(&self, cx: &Cx) -> String {
        let (u, t) = self.parts(cx);
        format!("{u} attack {t} ({} or better)", self.min_odds)
    }
}

/// Runs the whole turn of `cx.seat`.
pub(crate) fn run(cx: &mut Cx) -> Step<()> {
    let p = cx.seat;
    let turn = cx.g.turn;
    cx.phase("Strategy");
    cx.log(LogKind::Turn, &[], || {
        format!("Game turn {turn}: {}'s turn begins", p)
    });
    let Some(me) = cx.g.player(p).cloned() else {
        return Ok(());
    };
    if me.out {
        cx.instruct_with(
            &[],
            format!(
                "{} is out of the game: skip this player's turn.",
                me.label()
            ),
            "Non-Attack Policy 10",
            "End turn",
        )?;
        return Ok(());
    }
    if me.units.is_empty() {
        cx.g.put_out(p);
        cx.log(LogKind::Change, &[], || {
            format!("{p} controls no units of any colour and is out of the game")
        });
        cx.instruct_with(
            &[],
            format!(
                "{} controls no units of any colour: this player is out of the game.",
                me.label()
            ),
            "Non-Attack Policy 10",
            "End turn",
        )?;
        return Ok(());
    }
    cx.instruct_with(
        &[],
        format!(
            "{}'s turn ({}). Play the Random Events Phase on the board first; the strategy roll comes right after it.",
            me.label(),
            me.colour
        ),
        R_SDT,
        "Random events done",
    )?;
    let rows = cx.rules.sdt.clone();
    let outcomes = (1..=6u8)
        .map(|f| RollOutcome {
            faces: vec![f],
            label: rows
                .iter()
                .find(|r| r.roll == f)
                .map_or_else(|| "?".to_string(), sdt_text),
        })
        .collect();
    let (face, _) = cx.roll(RollPrompt {
        table: R_SDT.to_string(),
        purpose: format!("{p}'s strategy this turn"),
        outcomes,
        rule: "SDT: rolled right after the Random Events Phase".to_string(),
    })?;
    let Some(row) = cx.rules.sdt_row(face).cloned() else {
        return Ok(());
    };
    let attacks = if row.vst {
        establish_vst(cx)?
    } else {
        if row.give_assassin_marker {
            give_assassin_marker(cx)?;
        }
        if row.purge {
            super::purge::purge(cx)?;
        }
        if row.assassination {
            super::assassination::assassination(cx)?;
        }
        let min = row.min_odds.unwrap_or(Odds::new(1, 1));
        establish_apt(cx, row.attacks as usize, min)?
    };
    non_attack_policies(cx, &attacks)?;
    resolve_attacks(cx, &attacks, !row.vst)?;
    cx.phase("End of turn");
    let summary = format!(
        "{}'s turn is over: {} attack{} established. Hand play to the next player.",
        p,
        attacks.len(),
        if attacks.len() == 1 { "" } else { "s" }
    );
    cx.instruct_with(&[], summary, R_SDT, "End turn")?;
    Ok(())
}

pub fn sdt_text(r: &SdtRow) -> String {
    if r.vst {
        return "roll again on the Vindictive Strategy Table".to_string();
    }
    let mut s = format!(
        "{} attack{} at {} or better",
        r.attacks,
        if r.attacks == 1 { "" } else { "s" },
        r.min_odds.map_or("?".to_string(), |o| o.to_string())
    );
    if r.purge {
        s.push_str(", purge attempt");
    }
    if r.assassination {
        s.push_str(", assassination attempt");
    }
    if r.give_assassin_marker {
        s.push_str(", give an assassin marker to the 2nd friendliest");
    }
    s
}

/// SDT 1: one assassin marker, if held, to the 2nd friendliest player.
fn give_assassin_marker(cx: &mut Cx) -> Step<()> {
    let p = cx.seat;
    cx.phase("Assassin marker");
    if cx.g.player(p).map_or(0, |x| x.assassins) == 0 {
        cx.note(&[], || {
            format!("{p} holds no assassin marker, so none is given (SDT roll 1)")
        });
        return Ok(());
    }
    let others = cx.g.others(p);
    let Some(to) = cx.pick(p, &others, Rank::SecondFriendliest, "2nd friendliest")? else {
        cx.note(&[], || {
            format!("{p} has no 2nd friendliest player left in the game: no marker given")
        });
        return Ok(());
    };
    cx.give(Marker::Assassin, p, to, 1, "SDT roll 1");
    let d = cx.rules.pct.shifts.assassin_marker_given;
    let (from, after) = cx.shift(p, to, d, "assassin marker given");
    cx.instruct(
        &[to],
        format!(
            "Hand one of {p}'s assassin markers to {to}, {p}'s 2nd friendliest player. PCT {p}/{to}: {from} → {after}."
        ),
        "SDT roll 1: give one assassin marker to the 2nd friendliest player",
    )
}

/// Whether the phasing player's units escort the Czar or the Gold.
fn escorts(cx: &Cx) -> Vec<&'static str> {
    let p = cx.seat;
    let mut v = Vec::new();
    if cx.g.czar == Czar::ControlledBy(p) {
        v.push("the Czar");
    }
    if cx.g.gold == Some(p) {
        v.push("the Gold");
    }
    v
}

fn escort_note(cx: &Cx) -> String {
    let e = escorts(cx);
    if e.is_empty() {
        String::new()
    } else {
        format!(
            " Units controlling or escorting {} count only for attacks at {} or better.",
            e.join(" or "),
            cx.rules.escort_min_odds
        )
    }
}

/// The own-colour exception: a White player is never required to attack
/// its own White units, nor a Red player its own Red units.
fn exempt_own(colour: PlayerColour, target: UnitColour) -> bool {
    UnitColour::of_player(colour) == Some(target)
}

/// Asks whose units of colour `target` an attack goes against; only the
/// owners that can exist are offered.
fn ask_defender(
    cx: &mut Cx,
    units: UnitColour,
    target: UnitColour,
    n: usize,
    total: usize,
    rule: &str,
) -> Step<Defender> {
    let p = cx.seat;
    let colour = cx.g.colour(p).unwrap_or(PlayerColour::Undecided);
    let mut opts: Vec<(Defender, String)> =
        cx.g.others(p)
            .into_iter()
            .filter(|s| cx.g.player(*s).is_some_and(|x| x.controls(target)))
            .map(|s| {
                (
                    Defender::Player(s),
                    format!("{s}'s {target} units{}", name_note(cx, s)),
                )
            })
            .collect();
    if cx.g.player(p).is_some_and(|x| x.controls(target)) && !exempt_own(colour, target) {
        opts.push((Defender::Own, format!("{p}'s own {target} units (no roll)")));
    }
    opts.push((
        Defender::Uncontrolled,
        format!("uncontrolled {target} units (no roll)"),
    ));
    if opts.len() == 1 {
        return Ok(opts[0].0);
    }
    let i = cx.ask(Question {
        text: format!(
            "Attack {n} of {total} ({p}'s {units} units against {target} units): whose {target} units are attacked?"
        ),
        options: opts.iter().map(|o| o.1.clone()).collect(),
        default: 0,
        rule: rule.to_string(),
    })?;
    Ok(opts.get(i).map_or(Defender::Uncontrolled, |o| o.0))
}

/// " (Kolchak)" when the player has a name of their own.
fn name_note(cx: &Cx, s: Seat) -> String {
    let label = cx.g.label(s);
    label
        .strip_prefix(&format!("{s} "))
        .map(|n| format!(" {n}"))
        .unwrap_or_default()
}

/// Establishes up to `required` attacks from the APT, entry by entry.
fn establish_apt(cx: &mut Cx, required: usize, min: Odds) -> Step<Vec<Attack>> {
    let p = cx.seat;
    cx.phase("Establishing attacks");
    let colour = cx.g.colour(p).unwrap_or(PlayerColour::Undecided);
    let entries = cx.rules.apt.for_colour(colour).to_vec();
    let mut attacks: Vec<Attack> = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        if attacks.len() >= required {
            break;
        }
        cx.progress.attacks = Some((attacks.len(), required));
        let prio = ["I", "II", "III"]
            .get(usize::from(e.priority.saturating_sub(1)))
            .copied()
            .unwrap_or("?");
        let rule = format!(
            "{R_APT}, {colour} player, priority {prio}, entry {}: {} → {}",
            i + 1,
            e.units,
            e.target
        );
        if !cx.g.player(p).is_some_and(|x| x.controls(e.units)) {
            cx.note(&[], || {
                format!(
                    "{p} controls no {} units: APT entry {} → {} skipped",
                    e.units, e.units, e.target
                )
            });
            continue;
        }
        let own = if exempt_own(colour, e.target) {
            format!(
                " (not {p}'s own {} units: a {colour} player is never required to attack them)",
                e.target
            )
        } else {
            String::new()
        };
        let remaining = required - attacks.len();
        let n = cx.ask_count(
            format!(
                "How many legal attacks can {p}'s {} units make on {} units{own} at {min} or better? Stacks may combine to reach the odds.{} ({} of {required} attacks still to find)",
                e.units,
                e.target,
                escort_note(cx),
                remaining
            ),
            remaining,
            &rule,
        )?;
        for _ in 0..n {
            let k = attacks.len() + 1;
            let defender = ask_defender(cx, e.units, e.target, k, required, &rule)?;
            let a = Attack {
                units: Some(e.units),
                target: Some(e.target),
                defender,
                min_odds: min,
                treasure: None,
            };
            let text = format!(
                "Attack {k}: {} — use the highest odds you can reach to keep AE and EX results away. Do not resolve it yet.",
                a.move_text(cx)
            );
            cx.instruct(&defender_seats(&a), text, &rule)?;
            attacks.push(a);
        }
    }
    cx.progress.attacks = Some((attacks.len(), required));
    if attacks.len() < required {
        let found = attacks.len();
        cx.note(&[], || {
            format!(
                "Only {found} of {required} required attacks could be established; the APT list is exhausted"
            )
        });
    }
    Ok(attacks)
}

fn defender_seats(a: &Attack) -> Vec<Seat> {
    match a.defender {
        Defender::Player(s) => vec![s],
        _ => Vec::new(),
    }
}

/// SDT 6: roll on the VST for the target player, then establish three
/// attacks against that player only.
fn establish_vst(cx: &mut Cx) -> Step<Vec<Attack>> {
    let p = cx.seat;
    cx.phase("Vindictive strategy");
    let rows = cx.rules.vst.clone();
    let (target, kind) = loop {
        let outcomes: Vec<RollOutcome> = (1..=6u8)
            .map(|f| RollOutcome {
                faces: vec![f],
                label: rows
                    .iter()
                    .find(|r| r.roll == f)
                    .map_or_else(|| "?".to_string(), |r| r.text.clone()),
            })
            .collect();
        let (face, _) = cx.roll(RollPrompt {
            table: R_VST.to_string(),
            purpose: format!("whom {p} attacks this turn"),
            outcomes,
            rule: "SDT roll 6: roll again on the VST".to_string(),
        })?;
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
                cx.note(&[], || {
                    format!("VST {face} cannot apply ({why}): roll again")
                });
            }
        }
    };
    let required = cx.rules.vst_attacks as usize;
    let min = cx.rules.vst_min_odds;
    cx.instruct(
        &[target],
        format!(
            "Vindictive turn: {p} makes up to {required} attacks at {min} or better, all against {}. No Attack Consideration rolls this turn.",
            cx.g.label(target)
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
        let rule = format!(
            "{R_VST}: against the {t}'s controller the first attack goes against the units holding the {t}"
        );
        let can = cx.ask_yes_no(
            format!(
                "Can {p}'s units make a legal attack at {min} or better on the stack holding {target}'s {t}?{}",
                escort_note(cx)
            ),
            "Yes",
            "No",
            &rule,
        )?;
        if can {
            let mut opts: Vec<UnitColour> = my_units.clone();
            opts.retain(|u| !cx.rules.vst_may_attack.targets(*u).is_empty());
            let units = if opts.len() > 1 {
                let i = cx.ask(Question {
                    text: format!("Which of {p}'s units lead the attack on the {t}?"),
                    options: opts.iter().map(|u| format!("{p}'s {u} units")).collect(),
                    default: 0,
                    rule: rule.clone(),
                })?;
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
            };
            let text = format!(
                "Attack 1: {} — the first attack must go here even if fewer attacks result. Do not resolve it yet.",
                a.move_text(cx)
            );
            cx.instruct(&[target], text, &rule)?;
            attacks.push(a);
        } else {
            cx.note(&[target], || {
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
            let rule = format!("{R_VST}: {u} units may attack {}", may_attack_text(cx, *u));
            let n = cx.ask_count(
                format!(
                    "How many legal attacks can {p}'s {u} units make on {target}'s {t} units at {min} or better?{} ({remaining} of {required} attacks still to find)",
                    escort_note(cx)
                ),
                remaining,
                &rule,
            )?;
            for _ in 0..n {
                let k = attacks.len() + 1;
                let a = Attack {
                    units: Some(*u),
                    target: Some(t),
                    defender: Defender::Player(target),
                    min_odds: min,
                    treasure: None,
                };
                let text = format!("Attack {k}: {}. Do not resolve it yet.", a.move_text(cx));
                cx.instruct(&[target], text, &rule)?;
                attacks.push(a);
            }
        }
    }
    cx.progress.attacks = Some((attacks.len(), required));
    if attacks.len() < required {
        let found = attacks.len();
        cx.note(&[target], || {
            format!("Only {found} of {required} vindictive attacks could be established")
        });
    }
    Ok(attacks)
}

fn may_attack_text(cx: &Cx, u: UnitColour) -> String {
    cx.rules
        .vst_may_attack
        .targets(u)
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The Non-Attack Policies that apply to the phasing player, and the Czar's
/// execution by committee when a Red player holds it.
fn non_attack_policies(cx: &mut Cx, attacks: &[Attack]) -> Step<()> {
    let p = cx.seat;
    cx.phase("Non-attack policies");
    let colour = cx.g.colour(p).unwrap_or(PlayerColour::Undecided);
    let holds_czar = cx.g.czar == Czar::ControlledBy(p);
    let holds_gold = cx.g.gold == Some(p);
    if holds_czar && colour == PlayerColour::Red {
        super::purge::czar_execution(cx)?;
    }
    let holds_czar = cx.g.czar == Czar::ControlledBy(p);
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
    if cx
        .g
        .player(p)
        .is_some_and(|x| x.controls(UnitColour::White))
    {
        lines.push(
            "7. White units garrison the areas where White replacements are expected.".to_string(),
        );
    }
    lines.push("8. Smaller stacks screen or protect the larger stacks.".to_string());
    let n = attacks.len();
    cx.instruct(
        &[],
        format!(
            "Move {p}'s units that are not in the {n} attack{} established:\n{}",
            if n == 1 { "" } else { "s" },
            lines.join("\n")
        ),
        R_NAP,
    )?;
    if colour == PlayerColour::White && holds_czar {
        let off = cx.ask_yes_no(
            "Did the Czar leave the map?".to_string(),
            "Yes, the Czar is off the map",
            "No, it is still on the map",
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

/// For each attack: Attack Consideration (not under the VST), the PCT shift
/// when it takes place, and the result from the board.
fn resolve_attacks(cx: &mut Cx, attacks: &[Attack], consider: bool) -> Step<()> {
    let p = cx.seat;
    let total = attacks.len();
    cx.phase("Attacks");
    for (i, a) in attacks.iter().enumerate() {
        let k = i + 1;
        cx.progress.attacks = Some((k, total));
        let desc = a.resolve_text(cx);
        if let Defender::Player(q) = a.defender
            && cx.g.player(q).is_some_and(|x| x.out)
        {
            cx.instruct(
                &[q],
                format!("Attack {k} of {total} is called off: {q} is out of the game and has no units left to attack."),
                "Non-Attack Policy 10",
            )?;
            continue;
        }
        if let Defender::Player(q) = a.defender {
            if consider {
                let v = cx.g.pct.get(p, q);
                let go: Vec<u8> = (1..=6).filter(|f| *f <= v).collect();
                let stop: Vec<u8> = (1..=6).filter(|f| *f > v).collect();
                let mut outcomes = vec![RollOutcome {
                    faces: go,
                    label: "the attack goes ahead".to_string(),
                }];
                if !stop.is_empty() {
                    outcomes.push(RollOutcome {
                        faces: stop,
                        label: format!("aborted: {p} is talked out of it"),
                    });
                }
                let (face, _) = cx.roll(RollPrompt {
                    table: R_AC.to_string(),
                    purpose: format!("attack {k} of {total}: {p} against {q}, PCT {p}/{q} is {v}"),
                    outcomes,
                    rule: format!(
                        "{R_AC}: the attack happens on a roll of the PCT value ({v}) or less"
                    ),
                })?;
                if face > v {
                    cx.instruct(
                        &[q],
                        format!("Attack {k} of {total} is aborted ({face} is more than {v}): {p}'s units stay where they are and do not attack."),
                        R_AC,
                    )?;
                    continue;
                }
            }
            let why = if consider {
                "attack takes place"
            } else {
                "attack made (VST)"
            };
            let d = cx.rules.pct.shifts.attack;
            cx.shift(p, q, d, why);
        }
        cx.instruct(
            &defender_seats(a),
            format!("Attack {k} of {total}: resolve on the board — {desc}."),
            if consider { R_AC } else { R_VST },
        )?;
        let results = cx.rules.combat_results.clone();
        let r = cx.ask(Question {
            text: format!("Attack {k} of {total}: what was the combat result?"),
            options: results.iter().map(|c| c.text.clone()).collect(),
            default: results.iter().position(|c| c.default).unwrap_or(0),
            rule: "Combat is resolved with the base game's Combat Results Table".to_string(),
        })?;
        let result = results.get(r).cloned();
        if result.as_ref().is_some_and(|c| c.exchange) {
            cx.instruct(
                &defender_seats(a),
                format!("Exchange: take {p}'s losses from combat units, not leaders (combat units are replaceable, leaders are not)."),
                "Non-Attack Policy 9",
            )?;
        }
        if let (Defender::Player(q), Some(true)) =
            (a.defender, result.as_ref().map(|c| c.defender_losses))
        {
            let still = cx.ask_yes_no(
                format!("Does {} still control any units on the map?", cx.g.label(q)),
                "Yes",
                "No, none left",
                "Non-Attack Policy 10: a player controlling no units is out of the game",
            )?;
            if !still && q != cx.g.human {
                cx.g.put_out(q);
                cx.log(LogKind::Change, &[q], || {
                    format!("{q} controls no units and is out of the game")
                });
            } else if !still {
                cx.note(&[q], || {
                    format!("{q} (the human player) controls no units on the map")
                });
            }
        }
    }
    Ok(())
}
