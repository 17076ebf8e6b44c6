//! The exact search over the options of every defender: depth first, with
//! the bound of what the open defenders can still add.

use super::*;

/// Combinations of stacks weighed for the options in what counts as one
/// step of the budget.
pub(super) const COMBINATIONS_PER_STEP: usize = 16;

/// The share of the budget small changes may take (one part in this).
pub(super) const IMPROVE_SHARE: usize = 4;

/// The most attacks any plan can make, given that one makes `made`: the
/// required number (or as many as there are defenders or stacks) when it
/// is reached, else counted from the options when the board is small
/// enough for the count table, else `usize::MAX` (not known).
pub(super) fn most_attacks(p: &Problem, opts: &[Vec<Opt>], made: usize) -> usize {
    let cap = p.required.min(p.targets.len()).min(p.attackers.len());
    if made >= cap {
        cap
    } else if p.attackers.len() <= MAX_COUNT_TABLE {
        let all = low_bits(!0, p.attackers.len());
        count_table(p, opts)
            .first()
            .map_or(usize::MAX, |t| usize::from(t[all]))
    } else {
        usize::MAX
    }
}

/// A defender's strength, and what an attack on it needs without and
/// with an escort.
pub(super) type Needs = (u64, u64, u64);

/// Every defender's options, and whether each defender's were all weighed.
/// Identical defenders (same province, strengths needed and stacks within
/// reach) have the same options: worked out once. With `spare`, only the
/// options a plan it describes can use.
pub(super) fn all_options(p: &Problem, spare: Option<&Spare>) -> (Vec<Vec<Opt>>, Vec<bool>) {
    // Defenders alike share their options; the vindictive target's may
    // take more strength than its twins' (the others leave it more).
    let mut seen: HashMap<(bool, usize, Needs, &[usize]), usize> = HashMap::new();
    let mut out: (Vec<Vec<Opt>>, Vec<bool>) = (Vec::new(), Vec::new());
    for (t, tg) in p.targets.iter().enumerate() {
        let key = (
            p.first == Some(t),
            tg.r.province,
            (tg.defence, tg.need, tg.escort_need),
            p.reached_by[t].as_slice(),
        );
        let (opts, every) = match seen.get(&key) {
            Some(&u) => (out.0[u].clone(), out.1[u]),
            None => {
                seen.insert(key, t);
                match spare {
                    Some(spare) => p.options_within(t, spare.sums(t)),
                    None => p.options(t),
                }
            }
        };
        out.0.push(opts);
        out.1.push(every);
    }
    out
}

/// The steps of the search tried before the table on a board the table
/// settles: enough for the boards whose bounds cut the search at once.
pub(super) const SHORT_SEARCH: usize = 100;

/// The exact search: defenders in order of battle order, each attacked by
/// one of its [`Opt`]s or not at all, with bounds on every criterion of the
/// planner's order (see [`Exact::hopeful`]).
pub(super) struct Exact<'p> {
    p: &'p Problem,
    opts: &'p [Vec<Opt>],
    /// Per defender: every minimal set of its stacks is among its options.
    every: &'p [bool],
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
    committed: Committed,
    best: Score,
    best_assign: Assignment,
    steps: usize,
    /// What one step costs of the budget: more on a larger board.
    step_cost: usize,
    budget: usize,
    cut: bool,
}

impl<'p> Exact<'p> {
    /// The plan to beat: `start` if it is one, else no attack at all.
    fn start(p: &Problem, start: Assignment) -> (Score, Assignment) {
        let none: Assignment = vec![None; p.attackers.len()];
        match p.score(&start) {
            Some(s) => (s, start),
            // The greedy plan is always legal; the empty plan certainly is.
            None => (p.score(&none).unwrap_or_default(), none),
        }
    }

    /// The search over the options `opts` (with `every`, whether each
    /// defender's were all weighed), looking up the most attacks still
    /// possible in a table when `count_table` (its cost is worth it on a
    /// long search only).
    pub(super) fn search_with(
        p: &'p Problem,
        start: Assignment,
        budget: usize,
        opts: &'p [Vec<Opt>],
        every: &'p [bool],
        count_table_wanted: bool,
    ) -> (Assignment, bool, usize) {
        let none: Assignment = vec![None; p.attackers.len()];
        let (best, best_assign) = Exact::start(p, start);
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
        let count = (count_table_wanted && p.attackers.len() <= MAX_COUNT_TABLE)
            .then(|| count_table(p, opts));
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
            committed: Committed::default(),
            best,
            best_assign,
            steps: 0,
            step_cost: ((p.attackers.len() + p.targets.len()) / 16).max(1),
            budget,
            cut: false,
        };
        x.dfs(0);
        let proven = x.complete && !x.cut;
        (x.best_assign, proven, x.steps.min(budget))
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
        let c = &mut self.committed;
        if on {
            self.used |= o.mask;
            c.escorts += o.escorts;
            c.stacks += o.stacks;
            c.moves += o.moves;
            c.strength += o.strength;
            self.chosen.push(o.column);
            self.targets.push(t);
            self.lead[t] = Some(o.mask.trailing_zeros());
            self.first |= self.p.first == Some(t);
        } else {
            self.used &= !o.mask;
            c.escorts -= o.escorts;
            c.stacks -= o.stacks;
            c.moves -= o.moves;
            c.strength -= o.strength;
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
        let c = &self.committed;
        (c.escorts, c.stacks, c.moves, c.strength) <= (b.escorts, b.stacks, b.moves, b.strength)
    }
}
