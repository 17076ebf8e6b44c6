//! One entry reduced to numbers: the defenders some legal attack can
//! reach, the stacks that can join one, and every way (option) a defender
//! can be attacked. The greedy plan (`greedy.rs`), the table (`dp.rs`) and
//! the search (`search.rs`) all work on it; `score.rs` ranks what they find.

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
        let legal = req.legality();
        let (min, escort_min) = (legal.need(false), legal.need(true));
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
                    need: min.strength_for(strength),
                    escort_need: escort_min.strength_for(strength),
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
    pub(super) fn rated(&self, attack: u64, t: usize) -> Odds {
        let c = column(attack, self.targets[t].defence);
        self.top.map_or(c, |top| c.min(top))
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

/// Stacks as bits: plans are sets of stacks, one bit a stack.
pub(super) type Mask = u128;

/// Stacks able to join one attack whose every combination is weighed; with
/// more, only combinations of up to [`FEW`] stacks are, and the plan is
/// not proven best.
const MAX_ENUMERATED: usize = 16;
const FEW: usize = 2;
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

/// The column `attack` makes against `defence` (both above 0).
pub(super) fn column(attack: u64, defence: u64) -> Odds {
    Odds::column(attack, defence).unwrap_or(Odds::new(1, 1))
}
