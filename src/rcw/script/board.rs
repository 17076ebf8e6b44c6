//! The turn's planned attacks and the order of battle while the turn goes
//! on: each change to the board is made at once (turn flow 1) and the
//! planned attacks follow their stacks through it.

use super::Cx;
use crate::rcw::planner::{Order, PlannedAttack, StackEdit, StackId, StackRef};
use crate::rcw::step::{LogKind, Refused, Unmade};

impl Cx<'_> {
    /// Planned attack `j` of this turn, its stacks by who they are.
    pub fn order(&self, j: usize) -> Option<&Order> {
        self.planned.get(j).and_then(Option::as_ref)
    }

    /// Planned attack `j` where its stacks stand now (positions good only
    /// until the board next changes: keep the [`Order`] across a change).
    pub fn planned_attack(&self, j: usize) -> Option<PlannedAttack> {
        self.order(j)?.at(&self.g.order_of_battle)
    }

    /// Keeps `a`, planned on the board as it stands, as one of this turn's
    /// orders; its index.
    pub fn keep_planned(&mut self, a: PlannedAttack) -> usize {
        self.planned.push(Order::of(&a, &self.g.order_of_battle));
        self.planned.len() - 1
    }

    /// The attacks the last answer to the planner's question recorded
    /// ([`crate::rcw::Input::Planned`]), where their stacks stand now;
    /// `None` for an answer that recorded none (a game saved before: the
    /// turn plans, as it did then). A recorded order that names a stack the
    /// board does not have is an answer no one could have given: refused.
    pub fn recorded_attacks(&mut self) -> super::Step<Option<Vec<PlannedAttack>>> {
        let Some(orders) = self.recorded.take() else {
            return Ok(None);
        };
        let oob = &self.g.order_of_battle;
        let mut out = Vec::new();
        for o in &orders {
            match o.at(oob) {
                Some(pa) if pa.attackers.len() == o.attackers.len() && !pa.attackers.is_empty() => {
                    out.push(pa);
                }
                _ => {
                    return Err(self.refused_now(Refused::OrdersNameMissingStacks));
                }
            }
        }
        Ok(Some(out))
    }

    /// The colour the next recorded answer to the planner's question says
    /// led the attack (read ahead, nothing taken): a vindictive turn picks
    /// the plan it asks about with it, never by planning again.
    pub fn next_recorded_units(&self) -> Option<crate::rcw::UnitColour> {
        use crate::rcw::step::Input;
        self.inputs[self.pos..]
            .iter()
            .find(|i| !matches!(i, Input::Override(_) | Input::Moves(_) | Input::Stacks(_)))
            .and_then(|i| match i {
                Input::Planned { units, .. } => *units,
                _ => None,
            })
    }

    /// Every stack this turn's planned attacks use (attacking or attacked),
    /// and those set aside, where it stands now: later entries leave them
    /// alone.
    pub fn used_stacks(&self) -> Vec<StackRef> {
        let oob = &self.g.order_of_battle;
        self.planned
            .iter()
            .flatten()
            .flat_map(|a| std::iter::once(a.target).chain(a.attackers.iter().copied()))
            .chain(self.set_aside.iter().copied())
            .filter_map(|id| oob.locate(id))
            .collect()
    }

    /// The phasing player's stacks that attack in none of the planned
    /// attacks (what the Non-Attack Policies may move).
    pub fn idle_stacks(&self) -> Vec<StackRef> {
        let attacking = self.used_stacks();
        self.g
            .order_of_battle
            .refs()
            .filter(|(r, s)| s.owner == self.seat && !attacking.contains(r))
            .map(|(r, _)| r)
            .collect()
    }

    /// Keeps the stack `id` out of this turn's later plans (a vindictive
    /// turn's stack holding the Czar or Gold that could not be attacked
    /// first is not attacked later either).
    pub fn set_aside(&mut self, id: StackId) {
        self.set_aside.push(id);
    }

    /// The orders of this turn a change of the board from `before` leaves
    /// standing no more, in words: an attack whose stack attacked is gone,
    /// an attacker gone from one.
    pub(super) fn orders_lost(&self, before: &crate::rcw::planner::OrderOfBattle) -> Vec<String> {
        let now = &self.g.order_of_battle;
        let phrase = |id: StackId| {
            before
                .locate(id)
                .map_or_else(|| "a stack".to_string(), |r| before.stack_where(r))
        };
        let mut lost = Vec::new();
        for o in self.planned.iter().flatten() {
            if now.locate(o.target).is_none() {
                lost.push(format!("the attack on {}", phrase(o.target)));
                continue;
            }
            for a in o.attackers.iter().filter(|a| now.locate(**a).is_none()) {
                lost.push(format!(
                    "{} from the attack on {}",
                    phrase(*a),
                    phrase(o.target)
                ));
            }
        }
        lost
    }

    /// After a change of the board: an order whose stack attacked is gone
    /// is dropped (its questions are asked without the planner), attackers
    /// gone are left out. Returns how many orders were dropped.
    pub(super) fn follow(&mut self) -> usize {
        let oob = &self.g.order_of_battle;
        let mut lost = 0;
        for slot in &mut self.planned {
            let Some(a) = slot else { continue };
            if oob.locate(a.target).is_none() {
                *slot = None;
                lost += 1;
            } else {
                a.attackers.retain(|id| oob.locate(*id).is_some());
            }
        }
        lost
    }

    /// Makes `edits` on the order of battle one after the other, each
    /// naming its stacks by who they are (so a stack removed by the first
    /// never shifts the one the next names); each change is logged in the
    /// board's words, and the planned attacks follow their stacks. A change
    /// whose stack is no longer on the board is said and skipped.
    pub fn change_stacks(&mut self, edits: Vec<StackEdit<StackId>>, rule: &'static str) {
        if self.rules.follows_the_board() {
            return self.change_stacks_now(edits, rule);
        }
        // Turn flow 0: removals and moves wait for the end of the attacks.
        let (later, now): (Vec<_>, Vec<_>) = edits
            .into_iter()
            .partition(|e| matches!(e, StackEdit::Remove { .. } | StackEdit::Move { .. }));
        self.deferred.extend(later);
        self.change_stacks_now(now, rule);
    }

    /// As [`Cx::change_stacks`], made at once whatever the turn flow.
    pub(super) fn change_stacks_now(&mut self, edits: Vec<StackEdit<StackId>>, rule: &'static str) {
        for e in edits {
            let before = self.g.order_of_battle.ids();
            let named: Vec<StackId> = e.stacks().copied().collect();
            let done = match e.at(&self.g.order_of_battle) {
                Some(at) => self
                    .g
                    .order_of_battle
                    .change(&at)
                    .map_err(|e| e.to_string()),
                None => Err("the stack it names is no longer on the board".to_string()),
            };
            match done {
                Ok(text) => {
                    // The line names the stacks as they stand after it: the
                    // change's own still on the board and any it made.
                    let after = self.g.order_of_battle.ids();
                    let about = after
                        .iter()
                        .filter(|id| named.contains(id) || !before.contains(id))
                        .copied()
                        .collect();
                    self.log_about(LogKind::Board, &[], about, move || {
                        format!("Order of battle: {text} ({rule})")
                    })
                }
                Err(why) => self.unmade(Unmade::OrderOfBattle, move || {
                    format!("Order of battle: not changed, {why} ({rule})")
                }),
            }
            self.follow();
        }
        self.read_board();
    }

    /// With the rules' turn flow 2, what the board holds (the Czar's and
    /// the Gold's holders, the unit colours) is read from it after it
    /// changed; each fact that changed is logged.
    pub(crate) fn read_board(&mut self) {
        if !self.rules.reads_the_board() {
            return;
        }
        for said in self.g.read_board() {
            self.log(LogKind::Change, &[], move || {
                format!("Read from the order of battle: {said}")
            });
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
            match e.at(&old) {
                Some(StackEdit::Remove { stack }) => removed.push(stack),
                Some(StackEdit::Move { stack, to }) => {
                    if let Some(i) = old.province_index(&to) {
                        moved.push((stack, i));
                    }
                }
                _ => {}
            }
        }
        self.g.order_of_battle = old.rearranged(&removed, &moved);
    }
}
