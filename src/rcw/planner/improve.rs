//! Improvement by small changes (a local search): from a plan, try moving
//! one stack (to another attack it can join, to a defender not yet
//! attacked, or out of the plan), swapping two stacks between attacks or
//! with a free one, putting a stack on a defender not yet attacked in
//! place of the worst attack when no more attacks may be made, and turning
//! a whole attack on another defender (or exchanging two attacks'
//! defenders); keep every change that makes the plan better under
//! the planner's order, and go on until a whole pass changes nothing or
//! the budget is spent. What the exact search starts from when it cannot
//! settle a board at once, so a search cut short still ends near the best.
//!
//! Deterministic: the changes are tried in one fixed order, and the budget
//! counts changes weighed, not time.

use super::problem::{Assignment, Problem};
use super::score::Score;
use std::cmp::Ordering;

impl Problem {
    /// The defender of the attack at the lowest column (the last listed
    /// of those), if any.
    fn worst_attack(&self, assign: &Assignment) -> Option<usize> {
        let mut sum = vec![0u64; self.targets.len()];
        for (a, t) in assign.iter().enumerate() {
            if let Some(t) = *t {
                sum[t] += self.attackers[a].strength;
            }
        }
        (0..self.targets.len())
            .filter(|&t| sum[t] > 0)
            .min_by_key(|&t| (self.rated(sum[t], t), std::cmp::Reverse(t)))
    }

    /// `start` improved by single moves and swaps while any helps, within
    /// `budget` units (one change weighed costs one unit per 16 stacks on
    /// the board, at least one). Returns the plan and the units spent.
    pub(super) fn improve(&self, start: Assignment, budget: usize) -> (Assignment, usize) {
        let mut assign = start;
        let Some(mut best) = self.score(&assign) else {
            return (assign, 0);
        };
        let n = self.attackers.len();
        let cost = ((n + self.targets.len()) / 16).max(1);
        // Per stack, the defenders it can join.
        let mut joins: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (t, by) in self.reached_by.iter().enumerate() {
            for &a in by {
                joins[a].push(t);
            }
        }
        let can_join = |a: usize, to: Option<usize>| {
            to.is_none_or(|t| self.reached_by[t].binary_search(&a).is_ok())
        };
        let mut spent = 0;
        let better = |assign: &Assignment, best: &mut Score, spent: &mut usize| -> bool {
            *spent += cost;
            match self.score(assign) {
                Some(s) if s.rank(best) == Ordering::Greater => {
                    *best = s;
                    true
                }
                _ => false,
            }
        };
        loop {
            let mut changed = false;
            for a in 0..n {
                // One stack moved: out of the plan, or to a defender it
                // can join.
                let targets = std::iter::once(None).chain(joins[a].iter().map(|&t| Some(t)));
                for to in targets {
                    let was = assign[a];
                    if to == was {
                        continue;
                    }
                    if spent >= budget {
                        return (assign, spent);
                    }
                    assign[a] = to;
                    if better(&assign, &mut best, &mut spent) {
                        changed = true;
                    } else {
                        assign[a] = was;
                    }
                }
                // Two stacks swapped, one of them in an attack.
                for b in a + 1..n {
                    let (wa, wb) = (assign[a], assign[b]);
                    if wa == wb || !can_join(a, wb) || !can_join(b, wa) {
                        continue;
                    }
                    if spent >= budget {
                        return (assign, spent);
                    }
                    assign[a] = wb;
                    assign[b] = wa;
                    if better(&assign, &mut best, &mut spent) {
                        changed = true;
                    } else {
                        assign[a] = wa;
                        assign[b] = wb;
                    }
                }
            }
            // With as many attacks as required, one stack on a defender
            // not yet attacked, the worst attack given up for it.
            if best.targets.len() >= self.required
                && let Some(worst) = self.worst_attack(&assign)
            {
                for a in 0..n {
                    for &u in &joins[a] {
                        if assign.contains(&Some(u)) {
                            continue;
                        }
                        if spent >= budget {
                            return (assign, spent);
                        }
                        let before = assign.clone();
                        for x in assign.iter_mut() {
                            if *x == Some(worst) {
                                *x = None;
                            }
                        }
                        assign[a] = Some(u);
                        if better(&assign, &mut best, &mut spent) {
                            changed = true;
                            break;
                        }
                        assign = before;
                    }
                    if changed {
                        break;
                    }
                }
            }
            // A whole attack turned on another defender, or two attacks'
            // stacks exchanged (one stack at a time cannot do it when each
            // half of the attack alone is illegal).
            let attacked: Vec<usize> = best.targets.clone();
            for &t in &attacked {
                for u in 0..self.targets.len() {
                    if u == t {
                        continue;
                    }
                    let (from_t, from_u): (Vec<usize>, Vec<usize>) = (
                        (0..n).filter(|&a| assign[a] == Some(t)).collect(),
                        (0..n).filter(|&a| assign[a] == Some(u)).collect(),
                    );
                    if from_t.is_empty()
                        || !from_t.iter().all(|&a| can_join(a, Some(u)))
                        || !from_u.iter().all(|&a| can_join(a, Some(t)))
                    {
                        continue;
                    }
                    if spent >= budget {
                        return (assign, spent);
                    }
                    let set =
                        |assign: &mut Assignment, to_u: Option<usize>, to_t: Option<usize>| {
                            from_t.iter().for_each(|&a| assign[a] = to_u);
                            from_u.iter().for_each(|&a| assign[a] = to_t);
                        };
                    set(&mut assign, Some(u), Some(t));
                    if better(&assign, &mut best, &mut spent) {
                        changed = true;
                    } else {
                        set(&mut assign, Some(t), Some(u));
                    }
                }
            }
            if !changed {
                return (assign, spent);
            }
        }
    }
}
