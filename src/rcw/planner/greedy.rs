//! The greedy plan, polynomial (see the planner's documentation): where
//! the exact plan starts, and what a plan is never worse than.

use super::problem::{Assignment, Problem};
use std::cmp::Reverse;

/// An attack the greedy plan has made so far.
struct Made {
    target: usize,
    /// The strength attacking it.
    strength: u64,
    /// A stack holding the Czar or the Gold is among them.
    escorted: bool,
}

impl Problem {
    /// The greedy plan (see the module documentation).
    pub(super) fn greedy(&self) -> Assignment {
        let mut order: Vec<usize> = (0..self.targets.len()).collect();
        order.sort_by_key(|&t| (Some(t) != self.first, self.targets[t].need, t));
        self.greedy_from(vec![None; self.attackers.len()], &order)
    }

    /// The greedy plan grown from the attacks of `start`: the defenders
    /// not yet attacked in `order`, then the worst attacks lifted.
    pub(super) fn greedy_from(&self, start: Assignment, order: &[usize]) -> Assignment {
        let mut assign: Assignment = vec![None; self.attackers.len()];
        let mut sum = vec![0u64; self.targets.len()];
        let mut escorted = vec![false; self.targets.len()];
        let mut commit = |t: usize, set: Vec<usize>, assign: &mut Assignment| {
            for a in set {
                assign[a] = Some(t);
                sum[t] += self.attackers[a].strength;
                escorted[t] |= self.attackers[a].escort;
            }
            Made {
                target: t,
                strength: sum[t],
                escorted: escorted[t],
            }
        };
        let mut chosen: Vec<Made> = Vec::new();
        for t in 0..self.targets.len() {
            let set: Vec<usize> = (0..start.len()).filter(|&a| start[a] == Some(t)).collect();
            if !set.is_empty() {
                chosen.push(commit(t, set, &mut assign));
            }
        }
        for &t in order {
            if chosen.len() >= self.required {
                break;
            }
            if chosen.iter().any(|m| m.target == t) {
                continue;
            }
            let tg = &self.targets[t];
            let set = self
                .best_fit(t, &assign, tg.need, false)
                .or_else(|| self.best_fit(t, &assign, tg.escort_need, true));
            if let Some(set) = set {
                chosen.push(commit(t, set, &mut assign));
            }
        }
        // Spare stacks lift the worst attack to its next column while any
        // attack can be lifted.
        loop {
            chosen.sort_by_key(|m| (self.rated(m.strength, m.target), m.target));
            let lift = chosen.iter().enumerate().find_map(|(i, m)| {
                let (t, s, escorted) = (m.target, m.strength, m.escorted);
                if self.top.is_some_and(|top| self.rated(s, t) >= top) {
                    return None;
                }
                let tg = &self.targets[t];
                let more = (s / tg.defence + 1) * tg.defence - s;
                let set = if escorted {
                    self.best_fit(t, &assign, more, true)
                } else {
                    self.best_fit(t, &assign, more, false).or_else(|| {
                        self.best_fit(t, &assign, more.max(tg.escort_need.saturating_sub(s)), true)
                    })
                };
                set.map(|set| (i, t, set))
            });
            let Some((i, t, set)) = lift else {
                return assign;
            };
            chosen[i] = commit(t, set, &mut assign);
        }
    }

    /// Free stacks adding at least `need` to an attack on `t`: the weakest
    /// single stack that covers what is still needed, else the strongest
    /// and go on (ties: a stack already there, then the first listed).
    /// Escorts only when `escorts`.
    fn best_fit(
        &self,
        t: usize,
        assign: &[Option<usize>],
        need: u64,
        escorts: bool,
    ) -> Option<Vec<usize>> {
        let mut free: Vec<usize> = self.reached_by[t]
            .iter()
            .copied()
            .filter(|&a| assign[a].is_none() && (escorts || !self.attackers[a].escort))
            .collect();
        let strength = |a: usize| self.attackers[a].strength;
        let mut picked = Vec::new();
        let mut left = need;
        while left > 0 {
            let cover = free
                .iter()
                .enumerate()
                .filter(|&(_, &a)| strength(a) >= left)
                .min_by_key(|&(_, &a)| (strength(a), self.moves(a, t), a));
            let strongest = || {
                free.iter()
                    .enumerate()
                    .max_by_key(|&(_, &a)| (strength(a), !self.moves(a, t), Reverse(a)))
            };
            let (i, _) = cover.or_else(strongest)?;
            let a = free.swap_remove(i);
            left = left.saturating_sub(strength(a));
            picked.push(a);
        }
        Some(picked)
    }
}
