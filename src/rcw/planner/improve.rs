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
        let Some(best) = self.score(&start) else {
            return (start, 0);
        };
        let mut l = Local::new(self, start, best, budget);
        // Pass after pass until one changes nothing or the budget is spent.
        while let Ok(true) = l.pass() {}
        (l.assign, l.spent)
    }
}

impl Problem {
    /// `start` improved, then searched again from kicks until `budget` is
    /// spent: one to three of the best plan's attacks dropped, the defenders
    /// left open filled greedily in an order of the kick's own (the
    /// vindictive target first), and the result improved; the best plan
    /// found is kept. The kicks follow a fixed seed, so the same board
    /// always gets the same plan. Returns the plan and the units spent.
    pub(super) fn improve_restarting(
        &self,
        start: Assignment,
        budget: usize,
    ) -> (Assignment, usize) {
        let (mut best, mut spent) = self.improve(start, budget);
        let Some(mut best_score) = self.score(&best) else {
            return (best, spent);
        };
        let m = self.targets.len();
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |n: usize| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            usize::try_from(seed >> 33).unwrap_or(0) % n.max(1)
        };
        // A greedy plan weighs each stack against each defender once.
        let greedy_cost = (self.attackers.len() * m / 16).max(1);
        while spent < budget {
            let attacked: Vec<usize> = (0..m).filter(|&t| best.contains(&Some(t))).collect();
            if attacked.is_empty() {
                break;
            }
            let mut trial = best.clone();
            // One to three attacks freed and refilled at a time.
            for _ in 0..1 + next(3) {
                let t = attacked[next(attacked.len())];
                for a in trial.iter_mut().filter(|a| **a == Some(t)) {
                    *a = None;
                }
            }
            let mut order: Vec<usize> = (0..m).collect();
            for i in (1..m).rev() {
                order.swap(i, next(i + 1));
            }
            if let Some(f) = self.first {
                order.retain(|&t| t != f);
                order.insert(0, f);
            }
            let grown = self.greedy_from(trial, &order);
            spent += greedy_cost;
            let (found, used) = self.improve(grown, budget.saturating_sub(spent));
            spent += used.max(1);
            if let Some(s) = self.score(&found)
                && s.rank(&best_score) == Ordering::Greater
            {
                best = found;
                best_score = s;
            }
        }
        (best, spent)
    }
}

/// The budget is spent: the search stops with the plan it has.
struct OutOfBudget;

/// The local search's state: the plan being improved and its score, the
/// work spent, and per stack the defenders it can join.
struct Local<'p> {
    p: &'p Problem,
    assign: Assignment,
    best: Score,
    spent: usize,
    budget: usize,
    /// Work one plan weighed costs (more on a large board).
    cost: usize,
    joins: Vec<Vec<usize>>,
}

impl<'p> Local<'p> {
    fn new(p: &'p Problem, assign: Assignment, best: Score, budget: usize) -> Local<'p> {
        let n = p.attackers.len();
        let mut joins: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (t, by) in p.reached_by.iter().enumerate() {
            for &a in by {
                joins[a].push(t);
            }
        }
        Local {
            p,
            assign,
            best,
            spent: 0,
            budget,
            cost: ((n + p.targets.len()) / 16).max(1),
            joins,
        }
    }

    fn can_join(&self, a: usize, to: Option<usize>) -> bool {
        to.is_none_or(|t| self.p.reached_by[t].binary_search(&a).is_ok())
    }

    /// Whether another change may be weighed.
    fn room(&self) -> Result<(), OutOfBudget> {
        if self.spent >= self.budget {
            Err(OutOfBudget)
        } else {
            Ok(())
        }
    }

    /// Weighs the plan as it is now: true (and kept as the best) when it
    /// is better.
    fn better(&mut self) -> bool {
        self.spent += self.cost;
        match self.p.score(&self.assign) {
            Some(s) if s.rank(&self.best) == Ordering::Greater => {
                self.best = s;
                true
            }
            _ => false,
        }
    }

    /// One pass of every kind of change; true when one was kept.
    fn pass(&mut self) -> Result<bool, OutOfBudget> {
        let mut changed = false;
        for a in 0..self.p.attackers.len() {
            changed |= self.move_one(a)?;
            changed |= self.swap_with(a)?;
        }
        changed = self.give_up_worst(changed)?;
        changed |= self.turn_attacks()?;
        Ok(changed)
    }

    /// Stack `a` moved: out of the plan, or to a defender it can join.
    fn move_one(&mut self, a: usize) -> Result<bool, OutOfBudget> {
        let mut changed = false;
        // Out of the plan first, then each defender it can join.
        for i in 0..=self.joins[a].len() {
            let to = i.checked_sub(1).map(|j| self.joins[a][j]);
            let was = self.assign[a];
            if to == was {
                continue;
            }
            self.room()?;
            self.assign[a] = to;
            if self.better() {
                changed = true;
            } else {
                self.assign[a] = was;
            }
        }
        Ok(changed)
    }

    /// Stack `a` swapped with each later stack, one of them in an attack.
    fn swap_with(&mut self, a: usize) -> Result<bool, OutOfBudget> {
        let mut changed = false;
        for b in a + 1..self.p.attackers.len() {
            let (wa, wb) = (self.assign[a], self.assign[b]);
            if wa == wb || !self.can_join(a, wb) || !self.can_join(b, wa) {
                continue;
            }
            self.room()?;
            self.assign[a] = wb;
            self.assign[b] = wa;
            if self.better() {
                changed = true;
            } else {
                self.assign[a] = wa;
                self.assign[b] = wb;
            }
        }
        Ok(changed)
    }

    /// With as many attacks as required, one stack on a defender not yet
    /// attacked, the worst attack given up for it. Once the pass has
    /// changed something (`changed`), only the first stack is tried.
    fn give_up_worst(&mut self, mut changed: bool) -> Result<bool, OutOfBudget> {
        if self.best.targets.len() < self.p.required {
            return Ok(changed);
        }
        let Some(worst) = self.p.worst_attack(&self.assign) else {
            return Ok(changed);
        };
        for a in 0..self.p.attackers.len() {
            for i in 0..self.joins[a].len() {
                let u = self.joins[a][i];
                if self.assign.contains(&Some(u)) {
                    continue;
                }
                self.room()?;
                let before = self.assign.clone();
                for x in self.assign.iter_mut() {
                    if *x == Some(worst) {
                        *x = None;
                    }
                }
                self.assign[a] = Some(u);
                if self.better() {
                    changed = true;
                    break;
                }
                self.assign = before;
            }
            if changed {
                break;
            }
        }
        Ok(changed)
    }

    /// A whole attack turned on another defender, or two attacks' stacks
    /// exchanged (one stack at a time cannot do it when each half of the
    /// attack alone is illegal).
    fn turn_attacks(&mut self) -> Result<bool, OutOfBudget> {
        let mut changed = false;
        let n = self.p.attackers.len();
        let attacked: Vec<usize> = self.best.targets.clone();
        for &t in &attacked {
            for u in 0..self.p.targets.len() {
                if u == t {
                    continue;
                }
                let (from_t, from_u): (Vec<usize>, Vec<usize>) = (
                    (0..n).filter(|&a| self.assign[a] == Some(t)).collect(),
                    (0..n).filter(|&a| self.assign[a] == Some(u)).collect(),
                );
                if from_t.is_empty()
                    || !from_t.iter().all(|&a| self.can_join(a, Some(u)))
                    || !from_u.iter().all(|&a| self.can_join(a, Some(t)))
                {
                    continue;
                }
                self.room()?;
                let set = |assign: &mut Assignment, to_u: Option<usize>, to_t: Option<usize>| {
                    from_t.iter().for_each(|&a| assign[a] = to_u);
                    from_u.iter().for_each(|&a| assign[a] = to_t);
                };
                set(&mut self.assign, Some(u), Some(t));
                if self.better() {
                    changed = true;
                } else {
                    set(&mut self.assign, Some(t), Some(u));
                }
            }
        }
        Ok(changed)
    }
}
