//! One entry's request, and the plan as the player reads it: each attack's
//! line, its order, and the stacks it commits.

use super::board::{OrderOfBattle, StackId, StackRef};
use crate::rcw::odds::Odds;
use crate::rcw::player::{Seat, UnitColour};
use serde::{Deserialize, Serialize};

/// One Attack Priority Table entry, or one colour of a vindictive turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntryRequest {
    pub phasing: Seat,
    /// The phasing player's units that attack…
    pub from: UnitColour,
    /// …units of this colour, owned by anyone else…
    pub against: UnitColour,
    /// …and only by these players, when given (the vindictive target).
    pub defenders: Option<Vec<Seat>>,
    /// The least column an attack needs; raised above `never_at` when given.
    pub min: Odds,
    /// For attacks that include a stack holding the Czar or the Gold.
    pub escort_min: Odds,
    /// Attacks still to find.
    pub required: usize,
    /// Vindictive turn against the Czar's or the Gold's controller: the
    /// stack holding it ([`OrderOfBattle::holder`]), attacked first when
    /// it can be at the minimum, even if fewer attacks result. Ignored when
    /// it is not a defender this entry covers.
    pub first_target: Option<StackRef>,
    /// The Combat Results Table's best column, when given: columns above
    /// it count as it, so no stack joins an attack already there (it
    /// would change no result and is better kept for later entries).
    #[serde(default)]
    pub top: Option<Odds>,
    /// The rules' column no one is ever required to attack at (1-2), or
    /// worse: attacks start one column above it whatever `min` says.
    #[serde(default)]
    pub never_at: Option<Odds>,
}

impl EntryRequest {
    /// What makes one of this entry's attacks legal.
    pub fn legality(&self) -> crate::rcw::odds::Legality {
        crate::rcw::odds::Legality {
            min: self.min,
            escort_min: self.escort_min,
            never_at: self.never_at,
        }
    }

    /// All defenders, no vindictive target.
    pub fn new(
        phasing: Seat,
        from: UnitColour,
        against: UnitColour,
        min: Odds,
        escort_min: Odds,
        required: usize,
    ) -> EntryRequest {
        EntryRequest {
            phasing,
            from,
            against,
            defenders: None,
            min,
            escort_min,
            required,
            first_target: None,
            top: None,
            never_at: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlannedAttack {
    pub target: StackRef,
    /// Stacks already in the target's province first, then those that
    /// move, each in order of battle order.
    pub attackers: Vec<StackRef>,
    pub attack: u32,
    pub defence: u32,
    pub odds: Odds,
}

/// A planned attack as a turn keeps it while the board changes: its
/// stacks named by who they are, so a stack removed or moved before
/// another is used never shifts the other (see [`StackId`]). Kept in the
/// session with the answer that took the plan ([`crate::rcw::Input::Planned`]),
/// so a replay follows it and never plans again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Order {
    pub target: StackId,
    /// Stacks already in the target's province first, then those that
    /// move, each in order of battle order (as planned).
    pub attackers: Vec<StackId>,
    pub attack: u32,
    pub defence: u32,
    pub odds: Odds,
}

impl Order {
    /// The attack `pa`, planned on `oob`, with its stacks by who they are.
    pub fn of(pa: &PlannedAttack, oob: &OrderOfBattle) -> Option<Order> {
        Some(Order {
            target: oob.id_at(pa.target)?,
            attackers: pa.attackers.iter().filter_map(|r| oob.id_at(*r)).collect(),
            attack: pa.attack,
            defence: pa.defence,
            odds: pa.odds,
        })
    }

    /// The attack where its stacks stand on `oob` now: `None` once the
    /// stack attacked is off the board; attackers off it are left out.
    pub fn at(&self, oob: &OrderOfBattle) -> Option<PlannedAttack> {
        Some(PlannedAttack {
            target: oob.locate(self.target)?,
            attackers: self
                .attackers
                .iter()
                .filter_map(|id| oob.locate(*id))
                .collect(),
            attack: self.attack,
            defence: self.defence,
            odds: self.odds,
        })
    }

    /// The stack attacked, then the attackers.
    pub fn ids(&self) -> Vec<StackId> {
        std::iter::once(self.target)
            .chain(self.attackers.iter().copied())
            .collect()
    }

    /// Whether the stack `id` attacks or is attacked in this order.
    pub fn names(&self, id: StackId) -> bool {
        self.target == id || self.attackers.contains(&id)
    }
}

impl PlannedAttack {
    /// `Attack 2: Perm: B Red 4 + B Red 5 from Omsk vs D White 3: 9:3 → 3-1`.
    pub fn line(&self, number: usize, oob: &OrderOfBattle) -> String {
        let here = self.target.province;
        let attackers: Vec<String> = self
            .attackers
            .iter()
            .map(|&r| {
                let s = oob.stack_brief(r);
                if r.province == here {
                    s
                } else {
                    format!("{s} from {}", oob.province_name(r.province))
                }
            })
            .collect();
        format!(
            "Attack {number}: {}: {} vs {}: {}:{} → {}",
            oob.province_name(here),
            attackers.join(" + "),
            oob.stack_brief(self.target),
            self.attack,
            self.defence,
            self.odds
        )
    }

    /// The order as the player reads it: `move B's Blue 4 from Omsk into
    /// Perm to join B's Blue 3 there; 7 against D's Red 3 in Perm: 7:3 →
    /// 2-1`.
    pub fn order(&self, oob: &OrderOfBattle) -> String {
        let here = self.target.province;
        let place = oob.province_name(here);
        let (stay, go): (Vec<StackRef>, Vec<StackRef>) =
            self.attackers.iter().partition(|r| r.province == here);
        let stay = and_list(stay.iter().map(|&r| oob.stack_phrase(r)).collect());
        let go = and_list(
            go.iter()
                .map(|&r| {
                    format!(
                        "{} from {}",
                        oob.stack_phrase(r),
                        oob.province_name(r.province)
                    )
                })
                .collect(),
        );
        let who = match (go.is_empty(), stay.is_empty()) {
            (false, false) => format!("move {go} into {place} to join {stay} there"),
            (false, true) => format!("move {go} into {place}"),
            (true, _) if self.attackers.len() == 1 => format!("{stay} stays in {place}"),
            (true, _) => format!("{stay} stay in {place}"),
        };
        format!(
            "{who}; {} against {} in {place}: {}:{} → {}",
            self.attack,
            oob.stack_phrase(self.target),
            self.attack,
            self.defence,
            self.odds
        )
    }
}

impl PlannedAttack {
    /// The attack as it is resolved, with everything the order named:
    /// `in Perm, B's Green 6 and B's Green 4 (from Omsk) against C's Red 2:
    /// 10:2 → 5-1`.
    pub fn resolve_phrase(&self, oob: &OrderOfBattle) -> String {
        let here = self.target.province;
        let attackers = and_list(
            self.attackers
                .iter()
                .map(|&r| {
                    if r.province == here {
                        oob.stack_phrase(r)
                    } else {
                        format!(
                            "{} (from {})",
                            oob.stack_phrase(r),
                            oob.province_name(r.province)
                        )
                    }
                })
                .collect(),
        );
        format!(
            "in {}, {attackers} against {}: {}:{} → {}",
            oob.province_name(here),
            oob.stack_phrase(self.target),
            self.attack,
            self.defence,
            self.odds
        )
    }
}

/// "A", "A and B", "A, B and C".
fn and_list(mut items: Vec<String>) -> String {
    match items.pop() {
        None => String::new(),
        Some(last) if items.is_empty() => last,
        Some(last) => format!("{} and {last}", items.join(", ")),
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    /// The vindictive target's attack first, then in order of battle order
    /// of the defenders.
    pub attacks: Vec<PlannedAttack>,
    pub required: usize,
    /// The search finished: no better plan exists under the module's order.
    /// False only when the budget ran out (the plan is then at least as
    /// good as the greedy one).
    pub exhaustive: bool,
    /// No plan has better odds: as many attacks as can be made, each at
    /// the chart's top column (a search stops there; only ties among such
    /// plans, on stacks, moves and strength, may be left unweighed).
    #[serde(default)]
    pub odds_best: bool,
}

impl Plan {
    /// What the app says of a plan that is not proven best: whether its
    /// odds at least cannot be bettered. `None` for a proven plan.
    pub fn unproven_note(&self) -> Option<&'static str> {
        if self.exhaustive {
            None
        } else if self.odds_best {
            Some(
                "no plan has better odds (every attack at the chart's top column, as many \
                 attacks as can be made); ties among such plans not all weighed",
            )
        } else {
            Some("not proven best")
        }
    }

    pub fn count(&self) -> usize {
        self.attacks.len()
    }

    /// One [`PlannedAttack::line`] per attack, then `2 of 3 attacks`.
    pub fn lines(&self, oob: &OrderOfBattle) -> Vec<String> {
        self.attacks
            .iter()
            .enumerate()
            .map(|(i, a)| a.line(i + 1, oob))
            .chain(std::iter::once(format!(
                "{} of {} attacks",
                self.count(),
                self.required
            )))
            .collect()
    }

    /// Every stack this plan commits, attackers and defenders, to pass as
    /// `used` to the next entry's [`plan_entry`].
    pub fn committed(&self) -> Vec<StackRef> {
        self.attacks
            .iter()
            .flat_map(|a| a.attackers.iter().copied().chain([a.target]))
            .collect()
    }
}
