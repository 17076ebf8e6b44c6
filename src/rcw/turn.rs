//! One bot turn, in the order the text gives: SDT roll, (die 1: assassin
//! marker), purge, assassination, attacks established from the APT or the
//! VST, Non-Attack Policies (and the Czar's execution), then each attack's
//! Attack Consideration roll and its resolution on the board.

use super::odds::Odds;
use super::pct::Rank;
use super::player::{PlayerColour, Seat, UnitColour};
use super::rules::{SdtRow, VstTarget};
use super::script::{Cx, EACH_FACE, REROLL, Roll, Step, split_faces};
use super::state::{Czar, GameState, Marker};
use super::step::{END_TURN, LogKind};
use super::text::Text;
use crate::lazy_text;

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
#[derive(Clone, Copy, Debug)]
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
    fn parts(&self, p: Seat) -> (String, String) {
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
    fn move_text(&self, p: Seat) -> String {
        let (u, t) = self.parts(p);
        format!("move {u} to attack {t} at {} or better", self.min_odds)
    }

    /// "C's Red units attack D's White units (2-1 or better)".
    fn resolve_text(&self, p: Seat) -> String {
        let (u, t) = self.parts(p);
        format!("{u} attack {t} ({} or better)", self.min_odds)
    }
}

/// Runs the whole turn of `cx.seat`.
pub(crate) fn run(cx: &mut Cx) -> Step<()> {
    let p = cx.seat;
    let turn = cx.g.turn;
    cx.phase("Strategy");
    cx.log(LogKind::Turn, &[], move || {
        format!("Game turn {turn}: {p}'s turn begins")
    });
    let Some((out, no_units, colour)) =
        cx.g.player(p)
            .map(|me| (me.out, me.units.is_empty(), me.colour))
    else {
        return Ok(());
    };
    let label = cx.g.label(p);
    if out {
        cx.instruct_with(
            &[],
            move || format!("{label} is out of the game: skip this player's turn."),
            "Non-Attack Policy 10",
            END_TURN,
        )?;
        return Ok(());
    }
    if no_units {
        cx.g.put_out(p);
        cx.log(LogKind::Change, &[], move || {
            format!("{p} controls no units of any colour and is out of the game")
        });
        cx.instruct_with(
            &[],
            move || {
                format!("{label} controls no units of any colour: this player is out of the game.")
            },
            "Non-Attack Policy 10",
            END_TURN,
        )?;
        return Ok(());
    }
    cx.instruct_with(
        &[],
        move || {
            format!(
                "{label}'s turn ({colour}). Play the Random Events Phase on the board first; the strategy roll comes right after it."
            )
        },
        R_SDT,
        "Random events done",
    )?;
    let mut rows: [Option<SdtRow>; 6] = Default::default();
    for (f, row) in rows.iter_mut().enumerate() {
        *row = cx.rules.sdt_row(f as u8 + 1).copied();
    }
    let (face, _) = cx.roll(
        &[],
        Roll {
            table: R_SDT,
            purpose: move || format!("{p}'s strategy this turn"),
            outcome: EACH_FACE,
            label: move |i: usize| {
                rows.get(i)
                    .and_then(Option::as_ref)
                    .map_or_else(|| "?".to_string(), sdt_text)
            },
            rule: Text::fixed("SDT: rolled right after the Random Events Phase"),
        },
    )?;
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
    let n = attacks.len();
    cx.instruct_with(
        &[],
        move || {
            format!(
                "{p}'s turn is over: {n} attack{} established. Hand play to the next player.",
                if n == 1 { "" } else { "s" }
            )
        },
        R_SDT,
        END_TURN,
    )?;
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
        cx.note(&[], move || {
            format!("{p} holds no assassin marker, so none is given (SDT roll 1)")
        });
        return Ok(());
    }
    let others = cx.g.others(p);
    let Some(to) = cx.pick(p, &others, Rank::SecondFriendliest, "2nd friendliest")? else {
        cx.note(&[], move || {
            format!("{p} has no 2nd friendliest player left in the game: no marker given")
        });
        return Ok(());
    };
    cx.give(Marker::Assassin, p, to, 1, "SDT roll 1");
    let d = cx.rules.pct.shifts.assassin_marker_given;
    let (from, after) = cx.shift(p, to, d, "assassin marker given");
    cx.instruct(
        &[to],
        move || format!(
            "Hand one of {p}'s assassin markers to {to}, {p}'s 2nd friendliest player. PCT {p}/{to}: {from} → {after}."
        ),
        "SDT roll 1: give one assassin marker to the 2nd friendliest player",
    )
}

/// What the phasing player's units escort, and the odds they need then
/// (formatted by [`EscortNote`]'s `Display`).
#[derive(Clone, Copy)]
struct EscortNote {
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

fn escort_note(cx: &Cx) -> EscortNote {
    EscortNote {
        czar: cx.g.czar == Czar::ControlledBy(cx.seat),
        gold: cx.g.gold == Some(cx.seat),
        min: cx.rules.escort_min_odds,
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
    rule: &Text,
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
    let i = cx.ask(
        move || format!(
            "Attack {n} of {total} ({p}'s {units} units against {target} units): whose {target} units are attacked?"
        ),
        opts.len(),
        0,
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
fn name_note(g: &GameState, s: Seat) -> String {
    let label = g.label(s);
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
    let rules = cx.rules;
    let entries = rules.apt.for_colour(colour);
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
        let n = cx.ask_count(
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
            remaining,
            &rule,
        )?;
        for _ in 0..n {
            let k = attacks.len() + 1;
            let defender = ask_defender(cx, units, target, k, required, &rule)?;
            let a = Attack {
                units: Some(units),
                target: Some(target),
                defender,
                min_odds: min,
                treasure: None,
            };
            cx.instruct(
                defender_seats(&a),
                move || format!(
                    "Attack {k}: {} — use the highest odds you can reach to keep AE and EX results away. Do not resolve it yet.",
                    a.move_text(p)
                ),
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

fn defender_seats(a: &Attack) -> &'static [Seat] {
    match a.defender {
        Defender::Player(s) => Seat::slice_of(s),
        _ => &[],
    }
}

/// SDT 6: roll on the VST for the target player, then establish three
/// attacks against that player only.
fn establish_vst(cx: &mut Cx) -> Step<Vec<Attack>> {
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
        let can = cx.ask_yes_no(
            move || format!(
                "Can {p}'s units make a legal attack at {min} or better on the stack holding {target}'s {t}?{escort}"
            ),
            "Yes",
            "No",
            false,
            &rule,
        )?;
        if can {
            let mut opts: Vec<UnitColour> = my_units.clone();
            opts.retain(|u| !cx.rules.vst_may_attack.targets(*u).is_empty());
            let units = if opts.len() > 1 {
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
            };
            cx.instruct(
                &[target],
                move || format!(
                    "Attack 1: {} — the first attack must go here even if fewer attacks result. Do not resolve it yet.",
                    a.move_text(p)
                ),
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
            let n = cx.ask_count(
                move || format!(
                    "How many legal attacks can {p}'s {u} units make on {target}'s {t} units at {min} or better?{escort} ({remaining} of {required} attacks still to find)"
                ),
                remaining,
                &rule,
            )?;
            for _ in 0..n {
                let k = attacks.len() + 1;
                let a = Attack {
                    units: Some(u),
                    target: Some(t),
                    defender: Defender::Player(target),
                    min_odds: min,
                    treasure: None,
                };
                cx.instruct(
                    &[target],
                    move || format!("Attack {k}: {}. Do not resolve it yet.", a.move_text(p)),
                    &rule,
                )?;
                attacks.push(a);
            }
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
fn vst_target_applies(cx: &Cx, t: VstTarget) -> bool {
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
    let white_units =
        cx.g.player(p)
            .is_some_and(|x| x.controls(UnitColour::White));
    let n = attacks.len();
    cx.instruct(
        &[],
        move || {
            format!(
                "Move {p}'s units that are not in the {n} attack{} established:\n{}",
                if n == 1 { "" } else { "s" },
                policy_lines(colour, holds_czar, holds_gold, white_units).join("\n")
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
fn policy_lines(
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

/// For each attack: Attack Consideration (not under the VST), the PCT shift
/// when it takes place, and the result from the board.
fn resolve_attacks(cx: &mut Cx, attacks: &[Attack], consider: bool) -> Step<()> {
    let p = cx.seat;
    let total = attacks.len();
    cx.phase("Attacks");
    let rules = cx.rules;
    let results = &rules.combat_results;
    let default_result = results.iter().position(|c| c.default).unwrap_or(0);
    for (i, a) in attacks.iter().enumerate() {
        let k = i + 1;
        let a = *a;
        cx.progress.attacks = Some((k, total));
        if cx.g.player(p).is_some_and(|x| x.out) {
            cx.instruct(
                &[],
                move || format!("Attack {k} of {total} is called off: {p} controls no units any more and is out of the game."),
                "Non-Attack Policy 10",
            )?;
            continue;
        }
        if let Defender::Player(q) = a.defender
            && cx.g.player(q).is_some_and(|x| x.out)
        {
            cx.instruct(
                &[q],
                move || format!("Attack {k} of {total} is called off: {q} is out of the game and has no units left to attack."),
                "Non-Attack Policy 10",
            )?;
            continue;
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
                    cx.instruct(
                        &[q],
                        move || format!("Attack {k} of {total} is aborted ({face} is more than {v}): {p}'s units stay where they are and do not attack."),
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
            defender_seats(&a),
            move || {
                format!(
                    "Attack {k} of {total}: resolve on the board — {}.",
                    a.resolve_text(p)
                )
            },
            if consider { R_AC } else { R_VST },
        )?;
        let r = cx.ask(
            move || format!("Attack {k} of {total}: what was the combat result?"),
            results.len(),
            default_result,
            "Combat is resolved with the base game's Combat Results Table",
            |_, i| results.get(i).map(|c| c.text.clone()).unwrap_or_default(),
        )?;
        let result = results.get(r);
        if result.is_some_and(|c| c.exchange) {
            cx.instruct(
                defender_seats(&a),
                move || format!("Exchange: take {p}'s losses from combat units, not leaders (combat units are replaceable, leaders are not)."),
                "Non-Attack Policy 9",
            )?;
        }
        // Non-Attack Policy 10 holds at every moment: each side that may
        // have lost its last units is asked, the attacker first.
        if result.is_some_and(|c| c.attacker_losses) {
            still_controls_units(cx, p)?;
        }
        if let (Defender::Player(q), Some(true)) = (a.defender, result.map(|c| c.defender_losses)) {
            still_controls_units(cx, q)?;
        }
        let Some(c) = result else { continue };
        if c.leaders_may_fall {
            if c.attacker_losses {
                fallen_leaders(cx, p)?;
            }
            if let (true, Defender::Player(q)) = (c.defender_losses, a.defender) {
                fallen_leaders(cx, q)?;
            }
        }
        if c.treasure_may_change {
            let other = match a.defender {
                Defender::Player(q) => Some(q),
                _ => None,
            };
            czar_after_combat(cx, p, other)?;
            gold_after_combat(cx, p, other)?;
        }
    }
    Ok(())
}

/// Asks, leader by leader, whether any of `s`'s leaders died in the
/// combat; "No" (Enter) changes nothing.
fn fallen_leaders(cx: &mut Cx, s: Seat) -> Step<()> {
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

/// Who holds a treasure after a combat between `p` and `other`, asked only
/// when one of them held it; the first answer (Enter) keeps the holder.
fn new_holder(
    cx: &mut Cx,
    what: &'static str,
    holder: Seat,
    p: Seat,
    other: Option<Seat>,
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
    let i = cx.ask(
        move || format!("Who controls the {what} after this combat?"),
        opts.len(),
        0,
        "Combat: the Czar and the Gold go with the units that control them (base game)",
        move |_, i| labels.get(i).cloned().unwrap_or_default(),
    )?;
    Ok(opts.get(i).copied().unwrap_or(Some(holder)))
}

fn czar_after_combat(cx: &mut Cx, p: Seat, other: Option<Seat>) -> Step<()> {
    let Czar::ControlledBy(holder) = cx.g.czar else {
        return Ok(());
    };
    if holder != p && Some(holder) != other {
        return Ok(());
    }
    let now = new_holder(cx, "Czar", holder, p, other)?;
    if now != Some(holder) {
        cx.g.czar = now.map_or(Czar::Uncontrolled, Czar::ControlledBy);
        cx.log(LogKind::Change, &[holder], move || match now {
            Some(s) => format!("{s} took the Czar from {holder} in combat"),
            None => format!("{holder} lost the Czar in combat: it is uncontrolled"),
        });
    }
    Ok(())
}

fn gold_after_combat(cx: &mut Cx, p: Seat, other: Option<Seat>) -> Step<()> {
    let Some(holder) = cx.g.gold else {
        return Ok(());
    };
    if holder != p && Some(holder) != other {
        return Ok(());
    }
    let now = new_holder(cx, "Gold", holder, p, other)?;
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
fn still_controls_units(cx: &mut Cx, q: Seat) -> Step<()> {
    if cx.g.player(q).is_none_or(|x| x.out) {
        return Ok(());
    }
    let label = cx.g.label(q);
    let still = cx.ask_yes_no(
        move || format!("Does {label} still control any units on the map?"),
        "Yes",
        "No, none left",
        true,
        "Non-Attack Policy 10: a player controlling no units is out of the game",
    )?;
    if !still && q != cx.g.human {
        cx.g.put_out(q);
        cx.log(LogKind::Change, &[q], move || {
            format!("{q} controls no units and is out of the game (Non-Attack Policy 10)")
        });
    } else if !still {
        cx.note(&[q], move || {
            format!("{q} (the human player) controls no units on the map")
        });
    }
    Ok(())
}
