//! One bot turn, in the order the text gives: SDT roll, (die 1: assassin
//! marker), purge, assassination, attacks established from the APT or the
//! VST, Non-Attack Policies (and the Czar's execution), then each attack's
//! Attack Consideration roll and its resolution on the board.

use super::odds::Odds;
use super::pct::Rank;
use super::planner::{PlannedAttack, StackRef};
use super::player::{PlayerColour, Seat, UnitColour};
use super::rules::{SdtRow, VstTarget};
use super::script::{Cx, EACH_FACE, REROLL, Roll, Step, split_faces};
use super::state::{Czar, GameState, Marker};
use super::step::{END_TURN, InstructionKind, LogKind, PlanAsk};
use super::text::Text;
use crate::lazy_text;

mod along;
mod apt;
mod combat;
mod cover;
mod establish;
mod follow;
mod garrison;
mod nap;
mod retreat;
mod sdt;
mod stacks;
mod vst;

use apt::*;
pub(crate) use combat::human_attack;
use combat::*;
use establish::*;
use nap::*;
use sdt::*;
use stacks::*;
use vst::*;

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
    /// The planned attack it follows (an index into `Cx::planned`).
    pub planned: Option<usize>,
}

impl Attack {
    /// ("C's Red units", "D's White units") for instructions.
    pub(super) fn parts(&self, p: Seat) -> (String, String) {
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
    pub(super) fn move_text(&self, p: Seat) -> String {
        let (u, t) = self.parts(p);
        format!("move {u} to attack {t} at {} or better", self.min_odds)
    }

    /// "C's Red units attack D's White units (2-1 or better)".
    pub(super) fn resolve_text(&self, p: Seat) -> String {
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
    let Some(colour) = plays_this_turn(cx)? else {
        return Ok(());
    };
    let label = crate::rcw::text::possessive(&cx.g.label(p));
    cx.instruct_with(
        &[],
        move || {
            format!(
                "{label} turn ({colour}). Play the Random Events Phase on the board first; the strategy roll comes right after it."
            )
        },
        R_SDT,
        "Random events done",
    )?;
    let face = sdt_roll(cx)?;
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
    end_of_turn(cx, attacks.len())
}

/// Non-Attack Policy 10: a player out of the game, or left with no units,
/// has no turn (said, and the turn ends). Otherwise the player's colour.
fn plays_this_turn(cx: &mut Cx) -> Step<Option<PlayerColour>> {
    let p = cx.seat;
    let Some((in_game, out, colour)) = cx.g.player(p).map(|me| (me.in_game(), me.out, me.colour))
    else {
        return Ok(None);
    };
    if in_game {
        return Ok(Some(colour));
    }
    let label = cx.g.label(p);
    if out {
        cx.instruct_as(
            &[],
            move || format!("{label} is out of the game: skip this player's turn."),
            "Non-Attack Policy 10",
            END_TURN,
            InstructionKind::EndTurn,
        )?;
        return Ok(None);
    }
    // In play until now, with no units left: out from this turn.
    cx.g.put_out(p);
    cx.log(LogKind::Change, &[], move || {
        format!("{p} controls no units of any colour and is out of the game")
    });
    cx.instruct_as(
        &[],
        move || format!("{label} controls no units of any colour: this player is out of the game."),
        "Non-Attack Policy 10",
        END_TURN,
        InstructionKind::EndTurn,
    )?;
    Ok(None)
}

/// The Strategy Determination Table's roll; returns the face.
fn sdt_roll(cx: &mut Cx) -> Step<u8> {
    let p = cx.seat;
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
    Ok(face)
}

/// The turn is over: the moves given to the planner go with it.
fn end_of_turn(cx: &mut Cx, n: usize) -> Step<()> {
    let p = cx.seat;
    cx.phase("End of turn");
    // The moves given to the planner belonged to this turn.
    cx.g.reach = super::planner::Reach::default();
    cx.instruct_as(
        &[],
        move || {
            format!(
                "{p}'s turn is over: {n} attack{} established. Hand play to the next player.",
                if n == 1 { "" } else { "s" }
            )
        },
        R_SDT,
        END_TURN,
        InstructionKind::EndTurn,
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
