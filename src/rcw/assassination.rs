//! Assassinations (SDT 3 and 5).

use super::pct::Rank;
use super::player::{Leader, Seat};
use super::script::{Cx, Step};
use super::state::GameState;
use super::step::LogKind;
use crate::lazy_text;

const R_ASS: &str = "Assassinations";

/// The leaders of `target` an attempt with `markers` markers may aim at:
/// the first level in `levels` where `target` has a leader, narrowed to
/// those controlling the greatest combat strength. Empty → aborted.
pub fn assassination_candidates(g: &GameState, target: Seat, levels: &[u8]) -> Vec<Leader> {
    let leaders = g
        .player(target)
        .map(|p| p.leaders.clone())
        .unwrap_or_default();
    for lvl in levels {
        let at: Vec<Leader> = leaders
            .iter()
            .filter(|l| l.level == *lvl)
            .cloned()
            .collect();
        if let Some(best) = at.iter().map(|l| l.strength).max() {
            return at.into_iter().filter(|l| l.strength == best).collect();
        }
    }
    Vec::new()
}

/// Turn flow 5: no tie-break is rolled for the target when none of the
/// players tied as the worst enemy has a leader to aim at; the attempt is
/// aborted at once (`true`).
fn tied_with_no_leader(cx: &mut Cx, others: &[Seat], levels: &[u8]) -> Step<bool> {
    let p = cx.seat;
    let Some(pos) = Rank::Unfriendliest.position(others.len()) else {
        return Ok(false);
    };
    if !cx.rules.asks_only_what_can_be() {
        return Ok(false);
    }
    let tied = super::pct::candidates_at(&cx.g.pct, p, others, pos);
    if tied.len() < 2
        || tied
            .iter()
            .any(|t| !assassination_candidates(&cx.g, *t, levels).is_empty())
    {
        return Ok(false);
    }
    let names = tied
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" and ");
    cx.instruct(
        &tied,
        move || format!("{p}'s assassination is aborted: its worst enemies, {names} (tied), have no leader at any level. No markers are spent and the PCT does not move."),
        R_ASS,
    )?;
    Ok(true)
}

pub(crate) fn assassination(cx: &mut Cx) -> Step<()> {
    let p = cx.seat;
    cx.phase("Assassination");
    let held = cx.g.player(p).map_or(0, |x| x.assassins);
    if held == 0 {
        cx.note(&[], move || {
            format!("{p} has no assassin markers: the assassination result is ignored")
        });
        return Ok(());
    }
    let others = cx.g.others(p);
    let used = held.min(cx.rules.max_assassin_markers());
    let levels = cx.rules.levels_for(used).to_vec();
    if tied_with_no_leader(cx, &others, &levels)? {
        return Ok(());
    }
    let Some(t) = cx.pick(p, &others, Rank::Unfriendliest, "worst enemy")? else {
        return Ok(());
    };
    let cands = assassination_candidates(&cx.g, t, &levels);
    if cands.is_empty() {
        cx.instruct(
            &[t],
            move || format!("{p}'s assassination against {t} (its worst enemy) is aborted: {t} has no leader at any level. No markers are spent and the PCT does not move."),
            R_ASS,
        )?;
        return Ok(());
    }
    let leader = pick_leader(cx, t, &cands)?;
    let fallback = fallback_text(t, &leader, &levels);
    if let Some(x) = cx.g.player_mut(p) {
        x.assassins -= used;
    }
    cx.log(LogKind::Marker, &[], move || {
        format!(
            "{p} spends {used} assassin marker{}",
            if used == 1 { "" } else { "s" }
        )
    });
    let d = cx.rules.pct().shifts.assassination_attempt;
    cx.shift(p, t, d, "assassination attempt");
    let described = leader.describe();
    let name = described.clone();
    let max = cx.rules.max_assassin_markers();
    cx.instruct(
        &[t],
        move || format!(
            "Assassination: {p} spends {used} assassin marker{} against {t}'s {described}{fallback}. Resolve it on the base game's assassination table.",
            if used == 1 { "" } else { "s" },
        ),
        lazy_text!("{R_ASS}: against the worst enemy, all markers up to {max}"),
    )?;
    let ok = cx.ask_yes_no(
        crate::rcw::step::Topic::Assassination,
        move || format!("Did the assassination of {name} succeed?"),
        "Yes, the leader is killed",
        "No, the attempt failed",
        false,
        R_ASS,
    )?;
    if ok {
        cx.g.remove_leader(t, &leader);
        let d = leader.describe();
        cx.log(LogKind::Change, &[t], move || {
            format!("{t}'s leader {d} is assassinated")
        });
    }
    Ok(())
}

/// The leader the assassination goes after: of equal level and equal
/// combat strength the rules are silent, so a die picks, logged like any
/// tie-break.
fn pick_leader(cx: &mut Cx, t: Seat, cands: &[Leader]) -> Step<Leader> {
    Ok(if cands.len() > 1 {
        let names: std::sync::Arc<[String]> = cands.iter().map(Leader::describe).collect();
        let pick = cx.roll_among(
            names.len(),
            move |i| names.get(i).cloned().unwrap_or_default(),
            &[t],
            move || format!("which of {t}'s equal leaders is the target"),
            "Assassinations: equal leaders control the same combat strength; a die picks",
        )?;
        cands[pick.min(cands.len() - 1)].clone()
    } else {
        cands[0].clone()
    })
}

/// " (t has no level 3 leader; levels sought in the order 3, then 2)" when
/// the leader found is not of the level sought first.
fn fallback_text(t: Seat, leader: &Leader, levels: &[u8]) -> String {
    let wanted = levels.first().copied().unwrap_or(1);
    if leader.level != wanted {
        let order = levels
            .iter()
            .map(|l| l.to_string())
            .collect::<Vec<_>>()
            .join(", then ");
        format!(" ({t} has no level {wanted} leader; levels sought in the order {order})")
    } else {
        String::new()
    }
}
