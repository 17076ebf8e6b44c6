//! Improvement by small changes (a local search): from a plan, try moving
//! one stack (to another attack it can join, to a defender not yet
//! attacked, or out of the plan), swapping two stacks between attacks or
//! with a free one, putting a stack on a defender not yet attacked in
//! place of the worst attack when no more attacks may be made, and turning
//! a whole attack on another defender (or exchanging two attacks'
//! defenders, or turning the part of an attack that can reach a defender
//! not attacked on it, its other stacks let go; an attack turned takes
//! what stronger attacks that can reach it can spare), and splitting an
//! attack stronger than the weakest onto a defender not attacked (the
//! weakest given up for it), and, when none of these helps, the weakest
//! attack's stacks and one or two other attacks' shared out again
//! exactly (`share`); keep every change that
//! makes the plan better under
//! the planner's order, and go on until a whole pass changes nothing or
//! the budget is spent. What the exact search starts from when it cannot
//! settle a board at once, so a search cut short still ends near the best.
//!
//! Deterministic: the changes are tried in one fixed order, and the budget
//! counts changes weighed, not time.

use super::problem::{Assignment, Problem};
use super::score::Score;
use crate::rcw::odds::Odds;
use std::cmp::Ordering;

impl Problem {
    /// The defender of the attack at the lowest column (the last listed
    /// of those), if any.
    fn worst_attack(&self, assign: &Assignment) -> Option<usize> {
        let sum = self.sums(assign);
        (0..self.targets.len())
            .filter(|&t| sum[t] > 0)
            .min_by_key(|&t| (self.rated(sum[t], t), std::cmp::Reverse(t)))
    }

    /// The strength on each defender under `assign`.
    fn sums(&self, assign: &[Option<usize>]) -> Vec<u64> {
        let mut sum = vec![0u64; self.targets.len()];
        for (a, t) in assign.iter().enumerate() {
            if let Some(t) = *t {
                sum[t] += self.attackers[a].strength;
            }
        }
        sum
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
        let mut joins: Vec<Vec<usize>> = vec![Vec::new(); self.attackers.len()];
        for (t, by) in self.reached_by.iter().enumerate() {
            for &a in by {
                joins[a].push(t);
            }
        }
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
            // Across plans of the same columns to where one move raises
            // them, then improved again.
            let (drifted, used) =
                self.drift(found, &joins, budget.saturating_sub(spent), &mut next);
            spent += used;
            let (found, used) = self.improve(drifted, budget.saturating_sub(spent));
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

impl Problem {
    /// A walk from `start` over assignments at least as good on the
    /// columns (the vindictive target, the number of attacks, the columns
    /// worst first) as the plan each makes ([`Problem::as_plan`]): one
    /// stack at a time moved to a defender it can join or home, or a
    /// whole attack turned on a defender none is on, at random, kept when
    /// no worse. So the walk crosses plans of equal columns, and stacks
    /// gather on a defender before their attack is made, which a change
    /// kept only when it is better, and legal, cannot. Eight moves a stack,
    /// or `budget`. Returns the best plan met (on the columns), and the
    /// units spent (one a plan weighed, per 16 stacks and defenders).
    fn drift(
        &self,
        start: Assignment,
        joins: &[Vec<usize>],
        budget: usize,
        next: &mut impl FnMut(usize) -> usize,
    ) -> (Assignment, usize) {
        let cost = ((self.attackers.len() + self.targets.len()) / 16).max(1);
        let (mut best, mut best_columns) = self.as_plan(&start);
        let mut here = best_columns.clone();
        let mut assign = start;
        let mut spent = 0;
        for _ in 0..8 * self.attackers.len() {
            if spent + cost > budget {
                break;
            }
            spent += cost;
            let was = assign.clone();
            if next(4) == 0 {
                // A whole attack turned on a defender none is on.
                let Some(t) = assign[next(assign.len())] else {
                    continue;
                };
                let on_t: Vec<usize> = (0..assign.len())
                    .filter(|&a| assign[a] == Some(t))
                    .collect();
                let u = joins[on_t[0]][next(joins[on_t[0]].len())];
                if assign.contains(&Some(u)) || !on_t.iter().all(|&a| joins[a].contains(&u)) {
                    continue;
                }
                on_t.iter().for_each(|&a| assign[a] = Some(u));
            } else {
                let a = next(self.attackers.len());
                let k = next(joins[a].len() + 1);
                assign[a] = joins[a].get(k).copied();
            }
            let (plan, columns) = self.as_plan(&assign);
            if columns >= here {
                if columns > best_columns {
                    best = plan;
                    best_columns.clone_from(&columns);
                }
                here = columns;
            } else {
                assign = was;
            }
        }
        (best, spent)
    }

    /// The plan an assignment makes, and its columns: the attacks below
    /// their minimum let go, and of the rest the strongest up to the
    /// number asked for kept (the vindictive target's first).
    fn as_plan(&self, assign: &[Option<usize>]) -> (Assignment, (bool, usize, Vec<Odds>)) {
        let m = self.targets.len();
        let (mut sum, mut escorted) = (vec![0u64; m], vec![false; m]);
        for (a, t) in assign.iter().enumerate() {
            if let Some(t) = *t {
                sum[t] += self.attackers[a].strength;
                escorted[t] |= self.attackers[a].escort;
            }
        }
        let mut made: Vec<(bool, Odds, usize)> = (0..m)
            .filter(|&t| {
                let tg = &self.targets[t];
                let need = if escorted[t] { tg.escort_need } else { tg.need };
                sum[t] > 0 && sum[t] >= need
            })
            .map(|t| (self.first == Some(t), self.rated(sum[t], t), t))
            .collect();
        made.sort_unstable_by_key(|x| std::cmp::Reverse((x.0, x.1)));
        made.truncate(self.required);
        let kept: Vec<usize> = made.iter().map(|x| x.2).collect();
        let plan = assign
            .iter()
            .map(|t| t.filter(|t| kept.contains(t)))
            .collect();
        let mut odds: Vec<Odds> = made.iter().map(|x| x.1).collect();
        odds.sort_unstable();
        (plan, (made.iter().any(|x| x.0), odds.len(), odds))
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
        to.is_none_or(|t| self.p.can_join(a, t))
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
                debug_assert!(
                    (0..self.assign.len()).all(|a| self.can_join(a, self.assign[a])),
                    "a change kept puts a stack on a defender it cannot reach"
                );
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
        changed |= self.split_strong()?;
        // The exact table settles boards of its size whatever plan it
        // starts from: the sharing is work spent past it.
        if !changed && self.p.attackers.len() > super::dp::MAX_ATTACKERS {
            changed = self.share_with_weakest()?;
        }
        Ok(changed)
    }

    /// The weakest attack's stacks and those of one other attack, then of
    /// two others, shared out again exactly ([`Problem::share_out`]), kept
    /// when the plan is better: where strength has to pass along a chain
    /// of attacks to reach the weakest, no single move or swap helps.
    /// Tried only when nothing else in a pass did, on boards past the
    /// exact table's size.
    fn share_with_weakest(&mut self) -> Result<bool, OutOfBudget> {
        let Some(worst) = self.p.worst_attack(&self.assign) else {
            return Ok(false);
        };
        let others: Vec<usize> = self
            .best
            .targets
            .iter()
            .copied()
            .filter(|&t| t != worst)
            .collect();
        let mut groups: Vec<Vec<usize>> = others.iter().map(|&x| vec![worst, x]).collect();
        for (i, &x) in others.iter().enumerate() {
            for &y in &others[i + 1..] {
                groups.push(vec![worst, x, y]);
            }
        }
        for members in groups {
            self.room()?;
            let (pool, now): (Vec<usize>, Vec<usize>) = (0..self.assign.len())
                .filter_map(|a| {
                    let k = members.iter().position(|&t| self.assign[a] == Some(t))?;
                    Some((a, k))
                })
                .unzip();
            let shared = self.p.share_out(&members, &pool, &now);
            self.spent += shared.work;
            let Some(to) = shared.to else { continue };
            let before = self.assign.clone();
            for (&a, &k) in pool.iter().zip(&to) {
                self.assign[a] = Some(members[k]);
            }
            if self.better() {
                return Ok(true);
            }
            self.assign = before;
        }
        Ok(false)
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
    /// attack alone is illegal), the stacks in no attack then put on the
    /// weakest they can join (a defender more stacks can reach gains
    /// them only once the attack is on it).
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
                if from_t.is_empty() {
                    continue;
                }
                if !from_t.iter().all(|&a| self.can_join(a, Some(u)))
                    || !from_u.iter().all(|&a| self.can_join(a, Some(t)))
                {
                    changed |= self.turn_what_can_follow(&from_t, &from_u, u)?;
                    continue;
                }
                self.room()?;
                let before = self.assign.clone();
                from_t.iter().for_each(|&a| self.assign[a] = Some(u));
                from_u.iter().for_each(|&a| self.assign[a] = Some(t));
                // A defender more stacks can reach: the free ones join,
                // and stronger attacks' stacks that can reach it pour in.
                self.fill_free();
                self.pour_into(u);
                if self.better() {
                    changed = true;
                } else {
                    self.assign = before;
                }
            }
        }
        Ok(changed)
    }

    /// An attack stronger than the weakest split in two: those of its
    /// stacks that can reach a defender no attack is on moved to it, the
    /// strongest first, while the weaker of the two halves gains by it;
    /// with as many attacks as required the weakest attack is given up
    /// for the new one, and the stacks let go join the weakest attack
    /// each can reach. Where one attack holds far more than the others
    /// need and its stacks reach no other attack, no move of one stack,
    /// nor any whole attack turned, can share it out.
    fn split_strong(&mut self) -> Result<bool, OutOfBudget> {
        let m = self.p.targets.len();
        let sum = self.p.sums(&self.assign);
        let Some(worst) = self.p.worst_attack(&self.assign) else {
            return Ok(false);
        };
        let full = self.best.targets.len() >= self.p.required;
        let mut strong: Vec<usize> = self.best.targets.clone();
        strong.retain(|&t| t != worst);
        strong.sort_by_key(|&t| std::cmp::Reverse(self.p.rated(sum[t], t)));
        for s in strong {
            for u in 0..m {
                if sum[u] > 0 || self.p.reached_by[u].is_empty() {
                    continue;
                }
                let mut movers: Vec<usize> = (0..self.assign.len())
                    .filter(|&a| self.assign[a] == Some(s) && self.can_join(a, Some(u)))
                    .collect();
                if movers.is_empty() {
                    continue;
                }
                self.room()?;
                movers.sort_by_key(|&a| std::cmp::Reverse(self.p.attackers[a].strength));
                let before = self.assign.clone();
                if full {
                    for x in self.assign.iter_mut() {
                        if *x == Some(worst) {
                            *x = None;
                        }
                    }
                }
                let (mut on_s, mut on_u) = (sum[s], 0u64);
                for a in movers {
                    let st = self.p.attackers[a].strength;
                    let now = self.p.rated(on_s, s).min(self.p.rated(on_u, u));
                    let then = self.p.rated(on_s - st, s).min(self.p.rated(on_u + st, u));
                    if on_u == 0 || then > now {
                        self.assign[a] = Some(u);
                        on_s -= st;
                        on_u += st;
                    }
                }
                self.fill_free();
                if self.better() {
                    return Ok(true);
                }
                self.assign = before;
            }
        }
        Ok(false)
    }

    /// Stacks of attacks stronger than the one on `u` that can join it
    /// moved there, the strongest first, each while the attack it leaves
    /// stays stronger than `u`'s becomes: an attack turned on a defender
    /// more stacks can reach gains what the others can spare.
    fn pour_into(&mut self, u: usize) {
        let mut sum = self.p.sums(&self.assign);
        if sum[u] == 0 {
            return;
        }
        let mut movers: Vec<usize> = self.p.reached_by[u]
            .iter()
            .copied()
            .filter(|&a| self.assign[a].is_some_and(|s| s != u))
            .collect();
        movers.sort_by_key(|&a| std::cmp::Reverse(self.p.attackers[a].strength));
        for a in movers {
            let Some(s) = self.assign[a] else { continue };
            let st = self.p.attackers[a].strength;
            if self.p.rated(sum[s] - st, s) > self.p.rated(sum[u] + st, u) {
                self.assign[a] = Some(u);
                sum[s] -= st;
                sum[u] += st;
            }
        }
    }

    /// Every stack in no attack put on the weakest attack it can join.
    fn fill_free(&mut self) {
        let mut sum = self.p.sums(&self.assign);
        for a in 0..self.assign.len() {
            if self.assign[a].is_some() {
                continue;
            }
            let weakest = self.joins[a]
                .iter()
                .copied()
                .filter(|&t| sum[t] > 0)
                .min_by_key(|&t| self.p.rated(sum[t], t));
            if let Some(t) = weakest {
                sum[t] += self.p.attackers[a].strength;
                self.assign[a] = Some(t);
            }
        }
    }

    /// An attack turned on a defender no attack is on, by the stacks of
    /// it that can reach that defender, the others let go (to be put to
    /// use by the next pass): where the attack's stacks stand in several
    /// places, no single move or whole turn can take it to a weaker
    /// defender only some of them reach. The stacks let go join the weakest
    /// attack each can reach.
    fn turn_what_can_follow(
        &mut self,
        from_t: &[usize],
        from_u: &[usize],
        u: usize,
    ) -> Result<bool, OutOfBudget> {
        let follow: Vec<usize> = from_t
            .iter()
            .copied()
            .filter(|&a| self.can_join(a, Some(u)))
            .collect();
        if !from_u.is_empty() || follow.is_empty() {
            return Ok(false);
        }
        self.room()?;
        let before = self.assign.clone();
        for &a in from_t {
            self.assign[a] = None;
        }
        for &a in &follow {
            self.assign[a] = Some(u);
        }
        // The stacks let go (and any other free one) join the weakest
        // attack each can reach.
        self.fill_free();
        if self.better() {
            return Ok(true);
        }
        self.assign = before;
        Ok(false)
    }
}
