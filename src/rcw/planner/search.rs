//! The search for the best plan (see the planner's documentation for the
//! order plans are ranked in and what is guaranteed).

use super::board::{OrderOfBattle, Reach, StackRef, name_key};
use super::plan::{EntryRequest, Plan, PlannedAttack};
use crate::rcw::odds::Odds;
use std::cmp::{Ordering, Reverse};
use std::collections::HashMap;

/// The odds column for `attack` against `defence` (both above 0), as
/// [`Odds::column`] but without overflow on large sums.
fn column(attack: u64, defence: u64) -> Odds {
    let clamp = |x: u64| u32::try_from(x).unwrap_or(u32::MAX);
    if attack >= defence {
        Odds::new(clamp(attack / defence), 1)
    } else {
        Odds::new(1, clamp(defence.div_ceil(attack.max(1))))
    }
}

/// The least attack strength whose column against `defence` is at least
/// `min` (itself at least 1-1): the column n-1 needs n × defence.
fn strength_for(min: Odds, defence: u64) -> u64 {
    let n = u64::from(min.attack)
        .div_ceil(u64::from(min.defence.max(1)))
        .max(1);
    n.saturating_mul(defence)
}

pub(super) struct Target {
    r: StackRef,
    defence: u64,
    /// Strength for the minimum, and for the escort minimum.
    need: u64,
    escort_need: u64,
}

pub(super) struct Attacker {
    pub(super) r: StackRef,
    pub(super) strength: u64,
    pub(super) escort: bool,
}

/// One entry reduced to numbers: only defenders some legal attack can
/// reach, only stacks that can join one.
pub(super) struct Problem {
    /// In order of battle order.
    pub(super) targets: Vec<Target>,
    /// In order of battle order.
    pub(super) attackers: Vec<Attacker>,
    /// Per target, the attackers that may join it, ascending.
    pub(super) reached_by: Vec<Vec<usize>>,
    pub(super) required: usize,
    /// The vindictive target, when it can be attacked.
    pub(super) first: Option<usize>,
    pub(super) top: Option<Odds>,
}

/// Attacker → target, or none.
pub(super) type Assignment = Vec<Option<usize>>;

impl Problem {
    pub(super) fn new(
        oob: &OrderOfBattle,
        reach: &Reach,
        req: &EntryRequest,
        used: &[StackRef],
    ) -> Problem {
        let min = req.never_at.map_or(req.min, |n| req.min.max(n.next_up()));
        let escort_min = req.escort_min.max(min);
        let mut targets = Vec::new();
        let mut attackers = Vec::new();
        for (r, s) in oob.refs() {
            if s.strength == 0 || used.contains(&r) {
                continue;
            }
            let strength = u64::from(s.strength);
            if s.owner == req.phasing {
                if s.colour == req.from {
                    attackers.push(Attacker {
                        r,
                        strength,
                        escort: s.holds.is_some(),
                    });
                }
            } else if s.colour == req.against
                && req.defenders.as_ref().is_none_or(|d| d.contains(&s.owner))
            {
                targets.push(Target {
                    r,
                    defence: strength,
                    need: strength_for(min, strength),
                    escort_need: strength_for(escort_min, strength),
                });
            }
        }

        let moves = province_moves(oob, reach);
        let n = oob.provinces.len();
        // Who may join an attack on each target: stacks that can get there,
        // escorts only when all of those together reach the escort minimum.
        let reached_by: Vec<Vec<usize>> = targets
            .iter()
            .map(|t| {
                let mut by: Vec<usize> = (0..attackers.len())
                    .filter(|&a| {
                        let from = attackers[a].r.province;
                        from == t.r.province || moves[from * n + t.r.province]
                    })
                    .collect();
                let total: u64 = by.iter().map(|&a| attackers[a].strength).sum();
                if total < t.escort_need {
                    by.retain(|&a| !attackers[a].escort);
                }
                by
            })
            .collect();
        // Targets no legal attack can reach are dropped, then stacks that
        // can join no attack left; indices are renumbered.
        let (targets, mut reached_by): (Vec<Target>, Vec<Vec<usize>>) = targets
            .into_iter()
            .zip(reached_by)
            .filter(|(t, by)| {
                let sum = |escorts: bool| -> u64 {
                    by.iter()
                        .filter(|&&a| escorts || !attackers[a].escort)
                        .map(|&a| attackers[a].strength)
                        .sum()
                };
                sum(false) >= t.need || sum(true) >= t.escort_need
            })
            .unzip();
        let mut wanted = vec![false; attackers.len()];
        for &a in reached_by.iter().flatten() {
            wanted[a] = true;
        }
        let mut new_index = vec![None; attackers.len()];
        let mut kept = Vec::new();
        for (a, attacker) in attackers.into_iter().enumerate() {
            if wanted[a] {
                new_index[a] = Some(kept.len());
                kept.push(attacker);
            }
        }
        let attackers = kept;
        for by in &mut reached_by {
            *by = by.iter().filter_map(|&a| new_index[a]).collect();
        }
        let first = req
            .first_target
            .and_then(|f| targets.iter().position(|t| t.r == f));
        Problem {
            targets,
            attackers,
            reached_by,
            required: req.required,
            first,
            top: req.top,
        }
    }

    /// The column `attack` makes against target `t` as the plans are
    /// ranked: no better than the table's best column.
    fn rated(&self, attack: u64, t: usize) -> Odds {
        let c = column(attack, self.targets[t].defence);
        self.top.map_or(c, |top| c.min(top))
    }

    fn moves(&self, a: usize, t: usize) -> bool {
        self.attackers[a].r.province != self.targets[t].r.province
    }

    /// The greedy plan (see the module documentation).
    fn greedy(&self) -> Assignment {
        let mut assign: Assignment = vec![None; self.attackers.len()];
        let mut sum = vec![0u64; self.targets.len()];
        let mut escorted = vec![false; self.targets.len()];
        let mut commit = |t: usize, set: Vec<usize>, assign: &mut Assignment| {
            for a in set {
                assign[a] = Some(t);
                sum[t] += self.attackers[a].strength;
                escorted[t] |= self.attackers[a].escort;
            }
            (sum[t], escorted[t])
        };
        let mut order: Vec<usize> = (0..self.targets.len()).collect();
        order.sort_by_key(|&t| (Some(t) != self.first, self.targets[t].need, t));
        // (target, its attack strength, escorted) per attack made.
        let mut chosen: Vec<(usize, u64, bool)> = Vec::new();
        for t in order {
            if chosen.len() >= self.required {
                break;
            }
            let tg = &self.targets[t];
            let set = self
                .best_fit(t, &assign, tg.need, false)
                .or_else(|| self.best_fit(t, &assign, tg.escort_need, true));
            if let Some(set) = set {
                let (s, e) = commit(t, set, &mut assign);
                chosen.push((t, s, e));
            }
        }
        // Spare stacks lift the worst attack to its next column while any
        // attack can be lifted.
        loop {
            chosen.sort_by_key(|&(t, s, _)| (self.rated(s, t), t));
            let lift = chosen
                .iter()
                .enumerate()
                .find_map(|(i, &(t, s, escorted))| {
                    if self.top.is_some_and(|top| self.rated(s, t) >= top) {
                        return None;
                    }
                    let tg = &self.targets[t];
                    let more = (s / tg.defence + 1) * tg.defence - s;
                    let set = if escorted {
                        self.best_fit(t, &assign, more, true)
                    } else {
                        self.best_fit(t, &assign, more, false).or_else(|| {
                            self.best_fit(
                                t,
                                &assign,
                                more.max(tg.escort_need.saturating_sub(s)),
                                true,
                            )
                        })
                    };
                    set.map(|set| (i, t, set))
                });
            let Some((i, t, set)) = lift else {
                return assign;
            };
            let (s, e) = commit(t, set, &mut assign);
            chosen[i] = (t, s, e);
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
        s.assign = assign.iter().map(|t| t.unwrap_or(usize::MAX)).collect();
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
                    odds: column(attack, tg.defence),
                })
            })
            .collect();
        if let Some(f) = self.first.map(|f| self.targets[f].r)
            && let Some(i) = attacks.iter().position(|a| a.target == f)
        {
            let first = attacks.remove(i);
            attacks.insert(0, first);
        }
        Plan {
            attacks,
            required: self.required,
            exhaustive,
        }
    }
}

/// `moves[from * n + to]`: stacks in province `from` can reach `to`.
/// Names are made comparable once each, not once per pair and province.
fn province_moves(oob: &OrderOfBattle, reach: &Reach) -> Vec<bool> {
    let n = oob.provinces.len();
    let mut index: HashMap<String, Vec<usize>> = HashMap::new();
    for (i, p) in oob.provinces.iter().enumerate() {
        index.entry(name_key(&p.name)).or_default().push(i);
    }
    let mut moves = vec![false; n * n];
    for (from, to) in reach.pairs() {
        if let (Some(from), Some(to)) = (index.get(&name_key(from)), index.get(&name_key(to))) {
            for f in from {
                for t in to {
                    moves[f * n + t] = true;
                }
            }
        }
    }
    moves
}

/// A plan's standing under the module's order, criterion by criterion.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Score {
    first: bool,
    /// Columns, worst first.
    odds: Vec<Odds>,
    /// Targets attacked, ascending (order of battle order).
    targets: Vec<usize>,
    escorts: usize,
    stacks: usize,
    moves: usize,
    strength: u64,
    /// Per attacker in order of battle order, its target (`usize::MAX`:
    /// none).
    assign: Vec<usize>,
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

/// Stacks the exact search handles at once: plans are sets of stacks, one
/// bit a stack.
const MAX_EXACT_ATTACKERS: usize = 128;
/// Stacks able to join one attack whose every combination is weighed; with
/// more, only combinations of up to [`FEW`] stacks are, and the plan is
/// not proven best.
const MAX_ENUMERATED: usize = 16;
const FEW: usize = 2;
/// Options of one defender weighed in what counts as one step of the
/// search's budget.
const OPTIONS_PER_STEP: usize = 32;
/// Attackers up to which the most attacks still possible is looked up in a
/// table over every set of free stacks (2^12 entries a defender).
const MAX_COUNT_TABLE: usize = 12;

type Mask = u128;

/// One way to attack a defender: stacks that make a legal attack, none of
/// which can be left out without a worse column (a stack more would only
/// cost stacks, moves and strength for the same or a lower column).
pub(super) struct Opt {
    pub(super) mask: Mask,
    pub(super) column: Odds,
    pub(super) escorts: usize,
    pub(super) stacks: usize,
    pub(super) moves: usize,
    pub(super) strength: u64,
}

/// The best plan for `req`, and whether it is proven best (the search
/// weighed every combination that could beat it within `budget` steps).
/// `budget` 0: the greedy plan alone.
pub(super) fn plan_with_budget(
    oob: &OrderOfBattle,
    reach: &Reach,
    req: &EntryRequest,
    used: &[StackRef],
    budget: usize,
) -> Plan {
    let problem = Problem::new(oob, reach, req, used);
    let greedy = problem.greedy();
    if budget == 0 {
        return problem.plan(&greedy, problem.attackers.is_empty());
    }
    // Up to 12 stacks that can attack: the table over every set of them
    // settles the board exactly.
    if problem.attackers.len() <= super::dp::MAX_ATTACKERS {
        let opts: Vec<Vec<Opt>> = (0..problem.targets.len())
            .map(|t| problem.options(t).0)
            .collect();
        if let Some(assign) = super::dp::best(&problem, &opts)
            && problem.score(&assign).is_some()
        {
            return problem.plan(&assign, true);
        }
    }
    let (assign, proven) = Exact::search(&problem, greedy, budget);
    problem.plan(&assign, proven)
}

/// The exact search: defenders in order of battle order, each attacked by
/// one of its [`Opt`]s or not at all, with bounds on every criterion of the
/// planner's order (see [`Exact::hopeful`]).
struct Exact<'p> {
    p: &'p Problem,
    opts: Vec<Vec<Opt>>,
    /// Per defender: every minimal set of its stacks is among its options.
    every: Vec<bool>,
    /// Every combination was weighed (no defender had too many stacks).
    complete: bool,
    /// `count[t][free]`: the most attacks defenders t.. can still receive
    /// from the free stacks, when there are few enough attackers.
    count: Option<Vec<Vec<u8>>>,
    /// Identical stacks (same province, strength and escort) as masks;
    /// they are taken lowest first, which changes only criterion 9 and
    /// is exactly what it prefers.
    twins: Vec<Mask>,
    /// Per defender, the identical defender listed just before it (same
    /// province, strength, stacks within reach; not the vindictive
    /// target). Identical defenders are attacked earliest first (criterion
    /// 4 prefers it) and, when both are, the one listed first by the set
    /// holding the first-listed stack (criterion 9 prefers it; the two
    /// plans tie on 1–8).
    twin_of: Vec<Option<usize>>,
    /// Per defender, the first stack of the set attacking it, if attacked.
    lead: Vec<Option<u32>>,
    used: Mask,
    assign: Assignment,
    chosen: Vec<Odds>,
    targets: Vec<usize>,
    first: bool,
    committed: (usize, usize, usize, u64),
    best: Score,
    best_assign: Assignment,
    steps: usize,
    /// What one step costs of the budget: more on a larger board.
    step_cost: usize,
    budget: usize,
    cut: bool,
}

impl<'p> Exact<'p> {
    fn search(p: &'p Problem, start: Assignment, budget: usize) -> (Assignment, bool) {
        let none: Assignment = vec![None; p.attackers.len()];
        let (best, best_assign) = match p.score(&start) {
            Some(s) => (s, start),
            // The greedy plan is always legal; the empty plan certainly is.
            None => (p.score(&none).unwrap_or_default(), none.clone()),
        };
        if p.attackers.len() > MAX_EXACT_ATTACKERS {
            return (best_assign, false);
        }
        let mut every = Vec::with_capacity(p.targets.len());
        let opts: Vec<Vec<Opt>> = (0..p.targets.len())
            .map(|t| {
                let (o, all) = p.options(t);
                every.push(all);
                o
            })
            .collect();
        let complete = every.iter().all(|&e| e);
        let mut twins: Vec<Mask> = Vec::new();
        let mut class_of: HashMap<(usize, u64, bool), usize> = HashMap::new();
        for (a, at) in p.attackers.iter().enumerate() {
            let c = *class_of
                .entry((at.r.province, at.strength, at.escort))
                .or_insert_with(|| {
                    twins.push(0);
                    twins.len() - 1
                });
            twins[c] |= (1 as Mask) << a;
        }
        twins.retain(|m| m.count_ones() > 1);
        let count = (p.attackers.len() <= MAX_COUNT_TABLE).then(|| count_table(p, &opts));
        let twin_of = (0..p.targets.len())
            .map(|t| {
                let same = |u: usize| {
                    let (a, b) = (&p.targets[t], &p.targets[u]);
                    a.r.province == b.r.province
                        && (a.defence, a.need, a.escort_need) == (b.defence, b.need, b.escort_need)
                        && p.reached_by[t] == p.reached_by[u]
                        && p.first != Some(t)
                        && p.first != Some(u)
                };
                (0..t).rev().find(|&u| same(u))
            })
            .collect();
        let mut x = Exact {
            p,
            opts,
            every,
            complete,
            count,
            twins,
            twin_of,
            lead: vec![None; p.targets.len()],
            used: 0,
            assign: none,
            chosen: Vec::new(),
            targets: Vec::new(),
            first: false,
            committed: (0, 0, 0, 0),
            best,
            best_assign,
            steps: 0,
            step_cost: ((p.attackers.len() + p.targets.len()) / 16).max(1),
            budget,
            cut: false,
        };
        x.dfs(0);
        let proven = x.complete && !x.cut;
        (x.best_assign, proven)
    }

    /// Whether `o` takes identical stacks lowest first among those free.
    fn canonical(&self, o: &Opt) -> bool {
        self.twins.iter().all(|&class| {
            let taken = o.mask & class;
            if taken == 0 {
                return true;
            }
            let mut free = class & !self.used;
            let mut lowest: Mask = 0;
            for _ in 0..taken.count_ones() {
                let bit = free & free.wrapping_neg();
                lowest |= bit;
                free &= !bit;
            }
            lowest == taken
        })
    }

    fn dfs(&mut self, t: usize) {
        if self.steps >= self.budget {
            self.cut = true;
            return;
        }
        self.steps += self.step_cost;
        if !self.hopeful(t) {
            return;
        }
        let p = self.p;
        if t == p.targets.len() {
            if let Some(s) = p.score(&self.assign)
                && s.rank(&self.best) == Ordering::Greater
            {
                self.best = s;
                self.best_assign.clone_from(&self.assign);
            }
            return;
        }
        // An identical defender listed before must be attacked first, by
        // a set whose first stack comes earlier.
        let after = match self.twin_of[t] {
            Some(u) => self.lead[u].map(|l| l + 1),
            None => Some(0),
        };
        if let Some(after) = after.filter(|_| self.targets.len() < p.required) {
            // Weighing the options costs with their number.
            self.steps += self.opts[t].len() / OPTIONS_PER_STEP;
            for i in 0..self.opts[t].len() {
                if self.cut {
                    return;
                }
                let o = &self.opts[t][i];
                if o.mask & self.used != 0 || o.mask.trailing_zeros() < after || !self.canonical(o)
                {
                    continue;
                }
                self.take(t, i, true);
                self.dfs(t + 1);
                self.take(t, i, false);
            }
        }
        if !self.cut {
            self.dfs(t + 1);
        }
    }

    /// Gives option `i` of defender `t` its stacks, or takes them back.
    fn take(&mut self, t: usize, i: usize, on: bool) {
        let o = &self.opts[t][i];
        let (escorts, stacks, moves, strength) = &mut self.committed;
        if on {
            self.used |= o.mask;
            *escorts += o.escorts;
            *stacks += o.stacks;
            *moves += o.moves;
            *strength += o.strength;
            self.chosen.push(o.column);
            self.targets.push(t);
            self.lead[t] = Some(o.mask.trailing_zeros());
            self.first |= self.p.first == Some(t);
        } else {
            self.used &= !o.mask;
            *escorts -= o.escorts;
            *stacks -= o.stacks;
            *moves -= o.moves;
            *strength -= o.strength;
            self.chosen.pop();
            self.targets.pop();
            self.lead[t] = None;
            if self.p.first == Some(t) {
                self.first = false;
            }
        }
        let mut m = o.mask;
        while m != 0 {
            let a = m.trailing_zeros() as usize;
            self.assign[a] = on.then_some(t);
            m &= m - 1;
        }
    }

    /// The best column defender `u` can still be attacked at, if any.
    fn best_open(&self, u: usize) -> Option<Odds> {
        if self.every[u] {
            // Every minimal set is an option: the best column is that of
            // all the free stacks together (with or without the escorts),
            // since leaving out stacks while the column holds gives a
            // minimal set at that column.
            let p = self.p;
            let tg = &p.targets[u];
            let (mut plain, mut all, mut escort) = (0, 0, false);
            for &a in &p.reached_by[u] {
                if self.used >> a & 1 == 0 {
                    let at = &p.attackers[a];
                    all += at.strength;
                    if at.escort {
                        escort = true;
                    } else {
                        plain += at.strength;
                    }
                }
            }
            let without = (plain > 0 && plain >= tg.need).then(|| p.rated(plain, u));
            let with = (escort && all >= tg.escort_need).then(|| p.rated(all, u));
            return without.max(with);
        }
        // Options are listed best column first.
        self.opts[u]
            .iter()
            .find(|o| o.mask & self.used == 0)
            .map(|o| o.column)
    }

    /// False when no way of deciding defenders `t..` can make a plan as
    /// good as the best so far. Each criterion gets its most hopeful
    /// value: the most attacks still possible (exactly, from the table,
    /// when there is one); each open defender at the best column its free
    /// stacks could give it alone; the earliest defenders still open; and
    /// what is committed so far, which only grows.
    fn hopeful(&self, t: usize) -> bool {
        let p = self.p;
        let free = !self.used;
        let room = p.required - self.targets.len().min(p.required);
        let mut open: Vec<(usize, Odds)> = (t..p.targets.len())
            .filter_map(|u| self.best_open(u).map(|c| (u, c)))
            .collect();
        let more = match &self.count {
            Some(table) => usize::from(table[t][low_bits(free, p.attackers.len())]),
            None => open.len(),
        }
        .min(room)
        .min(open.len());
        let first_open = p
            .first
            .filter(|&f| f >= t)
            .and_then(|f| open.iter().find(|(u, _)| *u == f).copied());
        let first = self.first || (first_open.is_some() && more > 0);
        let count = self.targets.len() + more;
        match (first, count).cmp(&(self.best.first, self.best.targets.len())) {
            Ordering::Less => return false,
            Ordering::Greater => return true,
            Ordering::Equal => {}
        }
        // As many attacks as the best plan: the vindictive target among
        // them if the best plan has it (so must this one), then the best
        // columns still open.
        let mut odds = self.chosen.clone();
        let mut targets = self.targets.clone();
        let mut extra = more;
        // The strength all the future attacks share, and the defences
        // they could face, weakest first.
        let free_strength: u64 = (0..p.attackers.len())
            .filter(|&a| self.used >> a & 1 == 0)
            .map(|a| p.attackers[a].strength)
            .sum();
        let mut defences: Vec<u64> = open.iter().map(|&(u, _)| p.targets[u].defence).collect();
        defences.sort_unstable();
        let mut future = Vec::with_capacity(more);
        if let Some((f, c)) = first_open.filter(|_| self.best.first && !self.first) {
            future.push(c);
            targets.push(f);
            open.retain(|(u, _)| *u != f);
            extra -= 1;
        }
        let mut columns: Vec<Odds> = open.iter().map(|&(_, c)| c).collect();
        columns.sort_unstable_by(|a, b| b.cmp(a));
        future.extend(columns.into_iter().take(extra));
        future.sort_unstable();
        // The i-th worst of n future attacks: n - i of them are at least
        // its column k-1, which takes k times each defence, out of the
        // strength they share.
        let n = future.len();
        for (i, c) in future.iter_mut().enumerate() {
            let share: u64 = defences.iter().take(n - i).sum();
            if let Some(k) = free_strength.checked_div(share) {
                let k = u32::try_from(k).unwrap_or(u32::MAX).max(1);
                *c = (*c).min(Odds::new(k, 1));
            }
        }
        future.sort_unstable();
        odds.extend(future);
        odds.sort_unstable();
        match odds.cmp(&self.best.odds) {
            Ordering::Less => return false,
            Ordering::Greater => return true,
            Ordering::Equal => {}
        }
        targets.extend(open.iter().map(|&(u, _)| u).take(extra));
        targets.sort_unstable();
        match self.best.targets.cmp(&targets) {
            Ordering::Less => return false,
            Ordering::Greater => return true,
            Ordering::Equal => {}
        }
        let b = &self.best;
        self.committed <= (b.escorts, b.stacks, b.moves, b.strength)
    }
}

/// The positions of the bits set in `m`, lowest first.
fn bits(mut m: Mask) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

/// The lowest `n` bits of `m`, as an index.
fn low_bits(m: Mask, n: usize) -> usize {
    (m & ((1 << n) - 1)) as usize
}

/// `table[t][free]`: the most attacks defenders `t..` can receive, each
/// from its own stacks, out of the stacks in `free`.
fn count_table(p: &Problem, opts: &[Vec<Opt>]) -> Vec<Vec<u8>> {
    let n = p.attackers.len();
    let size = 1usize << n;
    let mut table = vec![vec![0u8; size]; p.targets.len() + 1];
    for t in (0..p.targets.len()).rev() {
        // The more stacks stay free the more attacks remain possible, so
        // only the sets with no option inside them count.
        let mut least: Vec<usize> = opts[t].iter().map(|o| o.mask as usize).collect();
        least.sort_unstable_by_key(|m| m.count_ones());
        let mut kept: Vec<usize> = Vec::new();
        for m in least {
            if !kept.iter().any(|&k| k & !m == 0) {
                kept.push(m);
            }
        }
        let (now, later) = table.split_at_mut(t + 1);
        let (now, later) = (&mut now[t], &later[0]);
        for free in 0..size {
            let mut most = later[free];
            for &m in &kept {
                if m & free == m {
                    most = most.max(1 + later[free & !m]);
                }
            }
            now[free] = most;
        }
    }
    table
}

impl Problem {
    /// Every [`Opt`] of defender `t`, best column first (then fewest
    /// stacks, moves, strength); and whether every combination of its
    /// stacks was weighed.
    pub(super) fn options(&self, t: usize) -> (Vec<Opt>, bool) {
        let by = &self.reached_by[t];
        let tg = &self.targets[t];
        let all = by.len() <= MAX_ENUMERATED;
        let n = by.len();
        let rate = |local: Mask| -> Option<(u64, bool, Odds)> {
            let mut sum = 0;
            let mut escort = false;
            for i in bits(local) {
                let a = by[i];
                sum += self.attackers[a].strength;
                escort |= self.attackers[a].escort;
            }
            let need = if escort { tg.escort_need } else { tg.need };
            (sum >= need).then(|| (sum, escort, self.rated(sum, t)))
        };
        let one = |i: usize| -> Mask { 1 << i };
        let locals: Vec<Mask> = if all {
            (1..one(n)).collect()
        } else {
            // Only small combinations: not proven best.
            let mut v: Vec<Mask> = (0..n).map(one).collect();
            if FEW >= 2 {
                for i in 0..n {
                    for j in i + 1..n {
                        v.push(one(i) | one(j));
                    }
                }
            }
            v
        };
        // Every combination rated once: in a table when all are weighed,
        // else in a map of the few that are.
        let table: Vec<Option<(u64, bool, Odds)>> = if all {
            std::iter::once(None)
                .chain(locals.iter().map(|&l| rate(l)))
                .collect()
        } else {
            Vec::new()
        };
        let rated: HashMap<Mask, Option<(u64, bool, Odds)>> = if all {
            HashMap::new()
        } else {
            locals.iter().map(|&l| (l, rate(l))).collect()
        };
        let lookup = |l: Mask| {
            if all {
                return table[l as usize];
            }
            match rated.get(&l) {
                Some(r) => *r,
                None => rate(l),
            }
        };
        let mut out = Vec::new();
        for &local in &locals {
            let Some((sum, _, column)) = lookup(local) else {
                continue;
            };
            // Minimal: no stack can be left out for the same column.
            let redundant = bits(local).any(|i| {
                let less = local & !one(i);
                less != 0 && lookup(less).is_some_and(|(_, _, c)| c >= column)
            });
            if redundant {
                continue;
            }
            let mut o = Opt {
                mask: 0,
                column,
                escorts: 0,
                stacks: 0,
                moves: 0,
                strength: sum,
            };
            for i in bits(local) {
                let a = by[i];
                o.mask |= one(a);
                o.escorts += usize::from(self.attackers[a].escort);
                o.stacks += 1;
                o.moves += usize::from(self.moves(a, t));
            }
            out.push(o);
        }
        out.sort_by(|a, b| {
            b.column
                .cmp(&a.column)
                .then(a.escorts.cmp(&b.escorts))
                .then(a.stacks.cmp(&b.stacks))
                .then(a.moves.cmp(&b.moves))
                .then(a.strength.cmp(&b.strength))
                .then(a.mask.cmp(&b.mask))
        });
        (out, all)
    }
}
