//! How good a plan is under the planner's order, criterion by criterion,
//! and the plan as the turn and the command line word it.

use super::plan::{Plan, PlannedAttack};
use super::problem::Problem;
use crate::rcw::odds::Odds;
use std::cmp::Ordering;

impl Problem {
    /// Whether every plan at least as good as `best` makes as many attacks
    /// as it does, each at its worst column or better: true when `best`
    /// makes `most` attacks, the most any plan can, and attacks the
    /// vindictive target if there is one (criteria 1 and 2 come before
    /// the columns).
    pub(super) fn floor_holds(&self, best: &Score, most: usize) -> bool {
        let k = best.targets.len();
        k > 0 && k >= most && (self.first.is_none() || best.first)
    }

    /// How good `assign` is; `None` when it is not a plan (an illegal
    /// attack, or too many).
    pub(super) fn score(&self, assign: &[Option<usize>]) -> Option<Score> {
        let mut sum = vec![0u64; self.targets.len()];
        let mut escorted = vec![false; self.targets.len()];
        let mut s = Score::default();
        for (a, t) in assign.iter().enumerate() {
            let Some(t) = *t else { continue };
            let at = &self.attackers[a];
            sum[t] += at.strength;
            escorted[t] |= at.escort;
            s.escorts += usize::from(at.escort);
            s.stacks += 1;
            s.moves += usize::from(self.moves(a, t));
            s.strength += at.strength;
        }
        for (t, tg) in self.targets.iter().enumerate() {
            if sum[t] == 0 {
                continue;
            }
            if sum[t] < if escorted[t] { tg.escort_need } else { tg.need } {
                return None;
            }
            s.first |= self.first == Some(t);
            s.targets.push(t);
            s.odds.push(self.rated(sum[t], t));
        }
        if s.targets.len() > self.required {
            return None;
        }
        s.odds.sort_unstable();
        s.assign = assign
            .iter()
            .map(|t| t.map_or(Aim::Free, Aim::At))
            .collect();
        Some(s)
    }

    pub(super) fn plan(&self, assign: &[Option<usize>], exhaustive: bool) -> Plan {
        let mut attacks: Vec<PlannedAttack> = self
            .targets
            .iter()
            .enumerate()
            .filter_map(|(t, tg)| {
                let mut by: Vec<usize> = (0..assign.len())
                    .filter(|&a| assign[a] == Some(t))
                    .collect();
                by.sort_by_key(|&a| (self.moves(a, t), a));
                let attack: u64 = by.iter().map(|&a| self.attackers[a].strength).sum();
                (!by.is_empty()).then(|| PlannedAttack {
                    target: tg.r,
                    attackers: by.iter().map(|&a| self.attackers[a].r).collect(),
                    attack: u32::try_from(attack).unwrap_or(u32::MAX),
                    defence: u32::try_from(tg.defence).unwrap_or(u32::MAX),
                    odds: self.rated(attack, t),
                })
            })
            .collect();
        if let Some(f) = self.first.map(|f| self.targets[f].r)
            && let Some(i) = attacks.iter().position(|a| a.target == f)
        {
            let first = attacks.remove(i);
            attacks.insert(0, first);
        }
        let odds_best = self.score(assign).is_some_and(|s| self.odds_unbeatable(&s));
        Plan {
            attacks,
            required: self.required,
            exhaustive,
            odds_best,
        }
    }

    /// Whether no plan can have better odds than one scoring `s`: as many
    /// attacks as can be made (the vindictive target's among them), each
    /// at the chart's top column. Only criteria 4–9 can rank such plans.
    pub(super) fn odds_unbeatable(&self, s: &Score) -> bool {
        let cap = self
            .required
            .min(self.targets.len())
            .min(self.attackers.len());
        self.top.is_some_and(|top| {
            s.targets.len() == cap
                && (self.first.is_none() || s.first)
                && s.odds.iter().all(|&o| o >= top)
        })
    }
}

/// A plan's standing under the module's order, criterion by criterion.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Score {
    pub(super) first: bool,
    /// Columns, worst first.
    pub(super) odds: Vec<Odds>,
    /// Targets attacked, ascending (order of battle order).
    pub(super) targets: Vec<usize>,
    pub(super) escorts: usize,
    pub(super) stacks: usize,
    pub(super) moves: usize,
    pub(super) strength: u64,
    /// Per attacker in order of battle order, where it goes.
    assign: Vec<Aim>,
}

/// Where one attacking stack goes (criterion 9): a defender, earlier ones
/// first, or nowhere, after them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Aim {
    At(usize),
    Free,
}

impl Score {
    /// `Greater`: `self` is the better plan.
    pub(super) fn rank(&self, o: &Score) -> Ordering {
        self.first
            .cmp(&o.first)
            .then(self.targets.len().cmp(&o.targets.len()))
            .then_with(|| self.odds.cmp(&o.odds))
            .then_with(|| o.targets.cmp(&self.targets))
            .then(o.escorts.cmp(&self.escorts))
            .then(o.stacks.cmp(&self.stacks))
            .then(o.moves.cmp(&self.moves))
            .then(o.strength.cmp(&self.strength))
            .then_with(|| o.assign.cmp(&self.assign))
    }
}
