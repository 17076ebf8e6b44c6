//! One entry reduced to numbers: the defenders some legal attack can
//! reach, the stacks that can join one, and every way (option) a defender
//! can be attacked. The greedy plan (`greedy.rs`), the table (`dp/`) and
//! the search (`search/`) all work on it; `score.rs` ranks what they find.

use super::board::{OrderOfBattle, Reach, StackRef, name_key};
use super::plan::EntryRequest;
use crate::rcw::odds::Odds;
use std::collections::HashMap;

pub(super) struct Target {
    pub(super) r: StackRef,
    pub(super) defence: u64,
    /// Strength for the minimum, and for the escort minimum.
    pub(super) need: u64,
    pub(super) escort_need: u64,
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
        let (targets, attackers) = sides(oob, req, used);
        let (targets, reached_by) = reachable(oob, reach, targets, &attackers);
        let (attackers, reached_by) = wanted_only(attackers, reached_by);
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

    /// Whether stack `a` can join an attack on defender `t`.
    pub(super) fn can_join(&self, a: usize, t: usize) -> bool {
        self.reached_by[t].binary_search(&a).is_ok()
    }

    /// The column `attack` makes against target `t` as the plans are
    /// ranked: no better than the table's best column.
    pub(super) fn rated(&self, attack: u64, t: usize) -> Odds {
        let c = column(attack, self.targets[t].defence);
        self.top.map_or(c, |top| c.min(top))
    }

    /// How many combinations of stacks weighing every defender's options
    /// goes through (identical defenders once): every set of the stacks
    /// within reach, or, with too many of them, the small sets.
    pub(super) fn combinations(&self) -> usize {
        let mut seen = std::collections::HashSet::new();
        self.targets
            .iter()
            .zip(&self.reached_by)
            .filter(|(tg, by)| seen.insert((tg.r.province, tg.defence, tg.need, by.as_slice())))
            .map(|(_, by)| {
                let n = by.len();
                if n <= MAX_ENUMERATED {
                    1 << n
                } else if n <= MAX_TRIPLES {
                    n * (n * n + 5) / 6
                } else {
                    n * (n + 1) / 2
                }
            })
            .sum()
    }

    /// Strength `sum` attacking target `t` (`escort`: with a stack holding
    /// the Czar or the Gold): the sum, the escort and the column as ranked,
    /// when the attack is legal.
    fn rate_sum(&self, t: usize, sum: u64, escort: bool) -> Option<(u64, bool, Odds)> {
        let tg = &self.targets[t];
        let need = if escort { tg.escort_need } else { tg.need };
        (sum >= need).then(|| (sum, escort, self.rated(sum, t)))
    }

    pub(super) fn moves(&self, a: usize, t: usize) -> bool {
        self.attackers[a].r.province != self.targets[t].r.province
    }
}

/// `moves[from * n + to]`: stacks in province `from` can reach `to`.
/// Names are made comparable once each, not once per pair and province.
pub(super) fn province_moves(oob: &OrderOfBattle, reach: &Reach) -> Vec<bool> {
    let n = oob.provinces.len();
    let mut index: HashMap<String, Vec<usize>> = HashMap::new();
    for (i, p) in oob.provinces.iter().enumerate() {
        index.entry(name_key(p.name())).or_default().push(i);
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

/// Stacks as bits: plans are sets of stacks, one bit a stack.
pub(super) type Mask = u128;

/// Stacks able to join one attack whose every combination is weighed; with
/// more, only combinations of up to three stacks are (of two with more
/// than [`MAX_TRIPLES`]), and the plan is not proven best.
const MAX_ENUMERATED: usize = 16;
const MAX_TRIPLES: usize = 40;
/// One way to attack a defender: stacks that make a legal attack, none of
/// which can be left out without a worse column (a stack more would only
/// cost stacks, moves and strength for the same or a lower column).
#[derive(Clone)]
pub(super) struct Opt {
    pub(super) mask: Mask,
    pub(super) column: Odds,
    pub(super) escorts: usize,
    pub(super) stacks: usize,
    pub(super) moves: usize,
    pub(super) strength: u64,
}

/// The positions of the bits set in `m`, lowest first.
pub(super) fn bits(mut m: Mask) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            i
        })
    })
}

impl Problem {
    /// Every [`Opt`] of defender `t`, best column first (then fewest
    /// stacks, moves, strength); and whether every combination of its
    /// stacks was weighed.
    pub(super) fn options(&self, t: usize) -> (Vec<Opt>, bool) {
        self.options_within(t, 0..=u64::MAX)
    }

    /// Every set of the stacks within reach of target `t` rated, in a
    /// table by set (each set's strength is a smaller set's plus one
    /// stack); the empty set rates `None`.
    fn rate_all(&self, t: usize) -> Vec<Option<(u64, bool, Odds)>> {
        let by = &self.reached_by[t];
        let n = by.len();
        let mut sums: Vec<(u64, bool)> = vec![(0, false); 1 << n];
        for l in 1..sums.len() {
            let a = by[l.trailing_zeros() as usize];
            let (sum, escort) = sums[l & (l - 1)];
            sums[l] = (
                sum + self.attackers[a].strength,
                escort | self.attackers[a].escort,
            );
        }
        std::iter::once(None)
            .chain(sums[1..].iter().map(|&(sum, e)| self.rate_sum(t, sum, e)))
            .collect()
    }

    /// The option the set `local` of target `t`'s stacks makes.
    fn option(&self, t: usize, local: Mask, sum: u64, column: Odds) -> Opt {
        let by = &self.reached_by[t];
        let one = |i: usize| -> Mask { 1 << i };
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
        o
    }

    /// The options of defender `t` whose strength lies in `sums` (the
    /// others are not built at all), and whether every combination of its
    /// stacks was weighed.
    pub(super) fn options_within(
        &self,
        t: usize,
        sums: std::ops::RangeInclusive<u64>,
    ) -> (Vec<Opt>, bool) {
        let by = &self.reached_by[t];
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
            self.rate_sum(t, sum, escort)
        };
        let one = |i: usize| -> Mask { 1 << i };
        let locals = sets_weighed(n, all);
        // Every combination rated once: in a table when all are weighed
        // (each set's strength is a smaller set's plus one stack), else in
        // a map of the few that are.
        let table = if all { self.rate_all(t) } else { Vec::new() };
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
            let Some((sum, _, column)) = lookup(local).filter(|(sum, ..)| sums.contains(sum))
            else {
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
            out.push(self.option(t, local, sum, column));
        }
        // The mask last makes the order total: the quicker unstable sort
        // gives the same list.
        out.sort_unstable_by(|a, b| {
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

impl Problem {
    /// The highest column the worst of `k` attacks could reach: all the
    /// stacks' strength shared among the `k` weakest defenders (the
    /// vindictive target one of them), and no attack above what every
    /// stack within reach of its defender makes (the `k`-th best of those,
    /// the target's at most); never above the table's best column.
    pub(super) fn floor_bound(&self, k: usize) -> Odds {
        let mut defences: Vec<(u64, usize)> = self
            .targets
            .iter()
            .enumerate()
            .map(|(t, tg)| (tg.defence, t))
            .collect();
        defences.sort_unstable();
        let share: u64 = match self.first {
            Some(f) => {
                self.targets[f].defence
                    + defences
                        .iter()
                        .filter(|&&(_, t)| t != f)
                        .take(k.saturating_sub(1))
                        .map(|&(d, _)| d)
                        .sum::<u64>()
            }
            None => defences.iter().take(k).map(|&(d, _)| d).sum(),
        };
        let total: u64 = self.attackers.iter().map(|a| a.strength).sum();
        let mut times = total.checked_div(share).unwrap_or(1);
        // Each defender's best: all the stacks within its reach.
        let mut reached: Vec<u64> = (0..self.targets.len())
            .map(|t| self.reached_strength(t))
            .collect();
        if let Some(f) = self.first {
            times = times.min(reached[f]);
        }
        reached.sort_unstable_by(|a, b| b.cmp(a));
        if let Some(&kth) = reached.get(k.saturating_sub(1)) {
            times = times.min(kth);
        }
        let bound = Odds::new(u32::try_from(times.max(1)).unwrap_or(u32::MAX), 1);
        self.top.map_or(bound, |top| bound.min(top))
    }

    /// How many times defender `t`'s strength every stack within its
    /// reach makes together.
    fn reached_strength(&self, t: usize) -> u64 {
        let sum: u64 = self.reached_by[t]
            .iter()
            .map(|&a| self.attackers[a].strength)
            .sum();
        sum.checked_div(self.targets[t].defence).unwrap_or(0)
    }

    /// Keeps only the options a plan of `k` attacks, each at `floor` or
    /// better, can use: none below the floor, nor one taking more strength
    /// than the other attacks' least needs leave it out of all the
    /// stacks'. Returns what such a plan can spare, for the table to cut
    /// by.
    pub(super) fn keep_above(&self, opts: &mut [Vec<Opt>], floor: Odds, k: usize) -> Spare {
        let spare = self.spare_above(floor, k);
        for (t, os) in opts.iter_mut().enumerate() {
            let sums = spare.sums(t);
            os.retain(|o| o.column >= floor && sums.contains(&o.strength));
        }
        spare
    }

    /// What a plan of `k` attacks, each at `floor` or better (the
    /// vindictive target among them when there is one), can spare, and the
    /// strength each of its attacks can take.
    pub(super) fn spare_above(&self, floor: Odds, k: usize) -> Spare {
        let mut needs: Vec<(u64, usize)> = self
            .targets
            .iter()
            .enumerate()
            .map(|(t, tg)| (tg.need.max(floor.strength_for(tg.defence)), t))
            .collect();
        // The least needs first, the vindictive target's before all: every
        // plan as good as the best known attacks it (criterion 1), so its
        // need is always among the others'.
        needs.sort_unstable_by_key(|&(s, t)| (self.first != Some(t), s, t));
        let total: u64 = self.attackers.iter().map(|a| a.strength).sum();
        let room = (0..self.targets.len())
            .map(|t| {
                let others: u64 = needs
                    .iter()
                    .filter(|&&(_, u)| u != t)
                    .take(k.saturating_sub(1))
                    .map(|&(s, _)| s)
                    .sum();
                total.saturating_sub(others)
            })
            .collect();
        let least: u64 = needs.iter().take(k).map(|&(s, _)| s).sum();
        let mut need = vec![0; self.targets.len()];
        for (s, t) in needs {
            need[t] = s;
        }
        Spare {
            need,
            room,
            slack: total.saturating_sub(least),
            attacks: k,
        }
    }
}

/// What a plan at least as good as the best known can spare: its attacks
/// together take at most `slack` strength beyond each one's least need
/// (`need`, per defender), since they all come out of the stacks' total.
pub(super) struct Spare {
    pub(super) need: Vec<u64>,
    /// Per defender, the most strength one attack on it can take: all the
    /// stacks' less the other attacks' least needs.
    room: Vec<u64>,
    pub(super) slack: u64,
    /// How many attacks such a plan makes.
    pub(super) attacks: usize,
}

impl Spare {
    /// The strengths an attack on defender `t` can have.
    pub(super) fn sums(&self, t: usize) -> std::ops::RangeInclusive<u64> {
        self.need[t]..=self.room[t]
    }
}

/// The column `attack` makes against `defence`; a zero (never met: stacks
/// of 0 are left out) reads as 1 ([`Odds::of_strengths`]).
pub(super) fn column(attack: u64, defence: u64) -> Odds {
    Odds::of_strengths(attack, defence)
}

/// The stacks that can attack (the phasing player's of the colour asked)
/// and those that can be attacked, each with the strength it needs.
fn sides(
    oob: &OrderOfBattle,
    req: &EntryRequest,
    used: &[StackRef],
) -> (Vec<Target>, Vec<Attacker>) {
    let legal = req.legality();
    let (min, escort_min) = (legal.need(false), legal.need(true));
    let mut targets = Vec::new();
    let mut attackers = Vec::new();
    for (r, s) in oob.refs() {
        if used.contains(&r) {
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
                need: min.strength_for(strength),
                escort_need: escort_min.strength_for(strength),
            });
        }
    }

    (targets, attackers)
}

/// Who may join an attack on each target: stacks that can get there,
/// escorts only when all of those together reach the escort minimum.
/// Targets no legal attack can reach are dropped.
fn reachable(
    oob: &OrderOfBattle,
    reach: &Reach,
    targets: Vec<Target>,
    attackers: &[Attacker],
) -> (Vec<Target>, Vec<Vec<usize>>) {
    let moves = province_moves(oob, reach);
    let n = oob.provinces.len();
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
    targets
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
        .unzip()
}

/// Stacks that can join no attack left are dropped; the attackers are
/// numbered anew in `reached_by`.
fn wanted_only(
    attackers: Vec<Attacker>,
    mut reached_by: Vec<Vec<usize>>,
) -> (Vec<Attacker>, Vec<Vec<usize>>) {
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
    (attackers, reached_by)
}

/// The sets of `n` stacks weighed: all of them when `all`, else only the
/// small ones (singles, pairs, and triples up to [`MAX_TRIPLES`] stacks):
/// not proven best.
fn sets_weighed(n: usize, all: bool) -> Vec<Mask> {
    let one = |i: usize| -> Mask { 1 << i };
    if all {
        (1..one(n)).collect()
    } else {
        // Only small combinations: not proven best.
        let mut v: Vec<Mask> = (0..n).map(one).collect();
        for i in 0..n {
            for j in i + 1..n {
                v.push(one(i) | one(j));
                if n <= MAX_TRIPLES {
                    v.extend((j + 1..n).map(|k| one(i) | one(j) | one(k)));
                }
            }
        }
        v
    }
}
