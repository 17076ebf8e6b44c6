//! The turn's planned attacks and the order of battle while the turn goes
//! on: each change to the board is made at once (turn flow 1) and the
//! planned attacks follow their stacks through it.

use super::Cx;
use crate::rcw::planner::{PlannedAttack, Remap, StackEdit, StackRef};
use crate::rcw::step::LogKind;

impl Cx<'_> {
    /// Planned attack `j` of this turn, where its stacks stand now.
    pub fn planned_attack(&self, j: usize) -> Option<&PlannedAttack> {
        self.planned.get(j).and_then(Option::as_ref)
    }

    /// Keeps `a` as one of this turn's planned attacks; its index.
    pub fn keep_planned(&mut self, a: PlannedAttack) -> usize {
        self.planned.push(Some(a));
        self.planned.len() - 1
    }

    /// Every stack this turn's planned attacks use (attacking or attacked):
    /// later entries leave them alone.
    pub fn used_stacks(&self) -> Vec<StackRef> {
        self.planned
            .iter()
            .flatten()
            .flat_map(|a| std::iter::once(a.target).chain(a.attackers.iter().copied()))
            .collect()
    }

    /// The planned attacks follow their stacks through a change of the
    /// board; returns how many lost the stack they went against.
    pub(super) fn follow(&mut self, remap: &Remap) -> usize {
        let mut lost = 0;
        for slot in &mut self.planned {
            let Some(a) = slot else { continue };
            match remap.get(a.target) {
                Some(t) => {
                    a.target = t;
                    a.attackers = a.attackers.iter().filter_map(|r| remap.get(*r)).collect();
                }
                None => {
                    *slot = None;
                    lost += 1;
                }
            }
        }
        lost
    }

    /// Makes `edits` on the order of battle one after the other, each
    /// naming the stacks as they stood before the first; each change is
    /// logged in the board's words, and the planned attacks follow their
    /// stacks. A change the board no longer allows (its stack is gone) is
    /// said and skipped.
    pub fn change_stacks(&mut self, edits: Vec<StackEdit>, rule: &'static str) {
        if self.rules.follows_the_board() {
            return self.change_stacks_now(edits, rule);
        }
        // Turn flow 0: removals and moves wait for the end of the attacks.
        let (later, now): (Vec<StackEdit>, Vec<StackEdit>) = edits
            .into_iter()
            .partition(|e| matches!(e, StackEdit::Remove { .. } | StackEdit::Move { .. }));
        self.deferred.extend(later);
        self.change_stacks_now(now, rule);
    }

    /// As [`Cx::change_stacks`], made at once whatever the turn flow.
    pub(super) fn change_stacks_now(&mut self, edits: Vec<StackEdit>, rule: &'static str) {
        let mut remaps: Vec<Remap> = Vec::new();
        for e in edits {
            let e = remaps.iter().try_fold(e, |e, m| e.remapped(m));
            let Some(e) = e else { continue };
            let (done, remap) = self.g.order_of_battle.tracked(|o| o.change(&e));
            match done {
                Ok(text) => self.log(LogKind::Board, &[], move || {
                    format!("Order of battle: {text} ({rule})")
                }),
                Err(why) => self.note(&[], move || {
                    format!("Order of battle: not changed, {why} ({rule})")
                }),
            }
            self.follow(&remap);
            remaps.push(remap);
        }
    }
    /// Turn flow 0: the combats' removals and moves, made at once at the
    /// end of the attacks, each stack in the place that release gave it
    /// (the board's order, moved stacks among the others).
    pub fn apply_deferred(&mut self) {
        let edits = std::mem::take(&mut self.deferred);
        if edits.is_empty() {
            return;
        }
        let old = self.g.order_of_battle.clone();
        let mut removed: Vec<StackRef> = Vec::new();
        let mut moved: Vec<(StackRef, usize)> = Vec::new();
        for e in edits {
            match e {
                StackEdit::Remove { stack } => removed.push(stack),
                StackEdit::Move { stack, to } => {
                    if let Some(i) = old.province_index(&to) {
                        moved.push((stack, i));
                    }
                }
                _ => {}
            }
        }
        let mut new = old.clone();
        for p in &mut new.provinces {
            p.stacks.clear();
        }
        for (r, s) in old.refs() {
            if removed.contains(&r) {
                continue;
            }
            let to = moved
                .iter()
                .rev()
                .find(|(m, _)| *m == r)
                .map_or(r.province, |(_, to)| *to);
            if let Some(dest) = new.provinces.get_mut(to) {
                dest.stacks.push(s.clone());
            }
        }
        self.g.order_of_battle = new;
    }
}
