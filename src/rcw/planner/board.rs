//! The board as the planner sees it: provinces and their stacks (the
//! order of battle), where stacks can move this turn, and references to
//! one stack.

use crate::rcw::bounds::MAX_STRENGTH;
use crate::rcw::player::{Seat, UnitColour};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a stack holds that makes its units escorts: they attack only at the
/// escort minimum or better.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Holding {
    Czar,
    Gold,
}

impl Holding {
    pub fn name(self) -> &'static str {
        match self {
            Holding::Czar => "Czar",
            Holding::Gold => "Gold",
        }
    }

    /// "Czar" or "Gold", any case.
    /// Both, in the order the rules name them.
    pub const ALL: [Holding; 2] = [Holding::Czar, Holding::Gold];
}

/// "Czar" or "Gold", any case.
impl std::str::FromStr for Holding {
    type Err = crate::words::Unknown;
    fn from_str(s: &str) -> Result<Holding, Self::Err> {
        Holding::ALL
            .into_iter()
            .find(|h| h.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| crate::words::Unknown::new(s, "what a stack holds", "Czar or Gold"))
    }
}

impl fmt::Display for Holding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A stack's combat strength: 1 to [`MAX_STRENGTH`], checked once, where
/// it is made ([`Strength::new`]); a file with any other is refused as it
/// is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub struct Strength(u32);

/// A number that is no stack's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a strength from 1 to {MAX_STRENGTH}")]
pub struct StrengthError(pub u32);

impl Strength {
    pub fn new(n: u32) -> Result<Strength, StrengthError> {
        if (1..=MAX_STRENGTH).contains(&n) {
            Ok(Strength(n))
        } else {
            Err(StrengthError(n))
        }
    }

    pub fn get(self) -> u32 {
        self.0
    }
}

impl TryFrom<u32> for Strength {
    type Error = StrengthError;
    fn try_from(n: u32) -> Result<Strength, StrengthError> {
        Strength::new(n)
    }
}

impl From<Strength> for u32 {
    fn from(s: Strength) -> u32 {
        s.0
    }
}

impl From<Strength> for u64 {
    fn from(s: Strength) -> u64 {
        u64::from(s.0)
    }
}

/// Strengths added up (a stack's are at most 999: no sum of a board's
/// overflows).
impl std::iter::Sum<Strength> for u32 {
    fn sum<I: Iterator<Item = Strength>>(iter: I) -> u32 {
        iter.map(Strength::get).sum()
    }
}

impl<'a> std::iter::Sum<&'a Strength> for u32 {
    fn sum<I: Iterator<Item = &'a Strength>>(iter: I) -> u32 {
        iter.map(|s| s.get()).sum()
    }
}

impl fmt::Display for Strength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Units of one owner and one colour together in one province.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Stack {
    pub owner: Seat,
    pub colour: UnitColour,
    pub strength: Strength,
    #[serde(default)]
    pub label: Option<String>,
    #[serde(default)]
    pub leaders: Vec<String>,
    #[serde(default)]
    pub holds: Option<Holding>,
    /// Who the stack is, whatever its place: given once when the stack
    /// comes onto the board (see [`OrderOfBattle::assign_ids`]), kept
    /// through moves, strength changes and holdings. Part of the session
    /// format: a replay gives the same ids in the same order, and the
    /// orders a planner's answer keeps name their stacks by it
    /// (`Input::Planned`, format 7), so ids are numbered the same way by
    /// every release; `--json` shows them (`#7`), never compared.
    #[serde(skip)]
    pub(super) id: StackId,
}

/// A stack's identity in one game's order of battle (0: not on a board
/// yet). What a turn's orders, questions and edits name: a position in
/// the list changes when another stack leaves, an id does not.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct StackId(u32);

impl StackId {
    pub const NONE: StackId = StackId(0);

    /// The number the player reads and types (`#7`); ids are minted by
    /// the order of battle alone.
    pub fn number(self) -> u32 {
        self.0
    }
}

/// Two stacks are the same when everything on the board is: where they
/// stood before a change is not part of them.
impl PartialEq for Stack {
    fn eq(&self, o: &Stack) -> bool {
        self.owner == o.owner
            && self.colour == o.colour
            && self.strength == o.strength
            && self.label == o.label
            && self.leaders == o.leaders
            && self.holds == o.holds
    }
}

impl Eq for Stack {}

impl Stack {
    pub fn new(owner: Seat, colour: UnitColour, strength: Strength) -> Stack {
        Stack {
            owner,
            colour,
            strength,
            label: None,
            leaders: Vec::new(),
            holds: None,
            id: StackId::NONE,
        }
    }

    /// Who the stack is (see the field).
    pub fn id(&self) -> StackId {
        self.id
    }

    /// `B Red 4`, with the label and the Czar or Gold when there are:
    /// `B Red 4 "1st Army" (Czar)`.
    pub fn brief(&self) -> String {
        let mut s = format!("{} {} {}", self.owner, self.colour, self.strength);
        self.push_label(&mut s);
        self.push_holding(&mut s);
        s
    }

    /// The text form [`OrderOfBattle::parse`] reads: the brief form with
    /// the leaders, `B Red 4 "1st Army" [Trotsky, Frunze] (Czar)`.
    pub fn to_text(&self) -> String {
        let mut s = format!("{} {} {}", self.owner, self.colour, self.strength);
        self.push_label(&mut s);
        if !self.leaders.is_empty() {
            s.push_str(&format!(" [{}]", self.leaders.join(", ")));
        }
        self.push_holding(&mut s);
        s
    }

    /// For sentences: `B's Red 4 (with the Czar)`.
    pub fn phrase(&self) -> String {
        let mut s = format!("{}'s {} {}", self.owner, self.colour, self.strength);
        self.push_label(&mut s);
        if let Some(h) = self.holds {
            s.push_str(&format!(" (with the {h})"));
        }
        s
    }

    fn push_label(&self, s: &mut String) {
        if let Some(l) = &self.label {
            s.push_str(&format!(" \"{l}\""));
        }
    }

    fn push_holding(&self, s: &mut String) {
        if let Some(h) = self.holds {
            s.push_str(&format!(" ({h})"));
        }
    }
}

/// A province of the order of battle and its stacks, in order. Sealed:
/// read through [`Province::name`] and [`Province::stacks`]; on a board
/// its stacks change only through the board's operations, which keep
/// their ids.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Province {
    pub(super) name: String,
    pub(super) stacks: Vec<Stack>,
}

impl Province {
    /// A province called `name` with these stacks (ids are given when it
    /// joins a board: [`OrderOfBattle::new`]).
    pub fn new(name: impl Into<String>, stacks: Vec<Stack>) -> Province {
        Province {
            name: name.into(),
            stacks,
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its stacks, in order of battle order.
    pub fn stacks(&self) -> &[Stack] {
        &self.stacks
    }
}

/// The provinces and their stacks, in the order the player listed them:
/// that order is the "order of battle" order ties are broken by.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct OrderOfBattle {
    /// Read through [`OrderOfBattle::provinces`]; changed only by the
    /// operations below, which keep every stack's id.
    pub(super) provinces: Vec<Province>,
    /// The last id given (ids are never given twice in one game).
    #[serde(skip)]
    last_id: u32,
}

/// Two boards are the same when every province and stack is: the ids are
/// who the stacks are, not what is on the board.
impl PartialEq for OrderOfBattle {
    fn eq(&self, o: &OrderOfBattle) -> bool {
        self.provinces == o.provinces
    }
}

impl Eq for OrderOfBattle {}

impl OrderOfBattle {
    /// A board of these provinces, each stack given an id.
    pub fn new(provinces: Vec<Province>) -> OrderOfBattle {
        let mut oob = OrderOfBattle {
            provinces,
            last_id: 0,
        };
        oob.assign_ids(0);
        oob
    }

    /// The provinces and their stacks, in order of battle order.
    pub fn provinces(&self) -> &[Province] {
        &self.provinces
    }

    /// A stack put in the province at `province` (by its position among
    /// the provinces), given the next id.
    pub fn push_stack(&mut self, province: usize, mut stack: Stack) -> Option<StackId> {
        let p = self.provinces.get_mut(province)?;
        self.last_id += 1;
        stack.id = StackId(self.last_id);
        let id = stack.id;
        p.stacks.push(stack);
        Some(id)
    }

    /// Every stack, to change what it holds or carries (its id and place
    /// stay).
    pub(in crate::rcw) fn stacks_mut(&mut self) -> impl Iterator<Item = &mut Stack> {
        self.provinces.iter_mut().flat_map(|p| p.stacks.iter_mut())
    }

    /// The board with the stacks at `removed` taken off and each of
    /// `moved` put in the province at its index, every other stack where
    /// it was, in order of battle order (turn flow 0's changes deferred to
    /// the end of the attacks).
    pub(in crate::rcw) fn rearranged(
        &self,
        removed: &[StackRef],
        moved: &[(StackRef, usize)],
    ) -> OrderOfBattle {
        let mut new = self.clone();
        for p in &mut new.provinces {
            p.stacks.clear();
        }
        for (r, s) in self.refs() {
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
        new
    }

    /// No provinces at all: the player keeps no order of battle.
    pub fn is_empty(&self) -> bool {
        self.provinces.is_empty()
    }

    /// How many stacks there are in all.
    pub fn stack_count(&self) -> usize {
        self.provinces.iter().map(|p| p.stacks.len()).sum()
    }

    pub fn stack(&self, r: StackRef) -> Option<&Stack> {
        self.provinces.get(r.province)?.stacks.get(r.stack)
    }

    /// The province called `name`, in any case.
    /// Takes a leader named `name` (any case) off the first of `owner`'s
    /// stacks that carries it; false if none does.
    pub fn remove_leader(&mut self, owner: Seat, name: &str) -> bool {
        let name = name.trim();
        if name.is_empty() {
            return false;
        }
        for stack in self
            .provinces
            .iter_mut()
            .flat_map(|p| p.stacks.iter_mut())
            .filter(|s| s.owner == owner)
        {
            if let Some(i) = stack
                .leaders
                .iter()
                .position(|l| l.trim().eq_ignore_ascii_case(name))
            {
                stack.leaders.remove(i);
                return true;
            }
        }
        false
    }

    /// The stack at `r`, to change in place (its id and place stay): for
    /// the turn's and the planner's operations on the board alone.
    pub(in crate::rcw) fn stack_mut(&mut self, r: StackRef) -> Option<&mut Stack> {
        self.provinces
            .get_mut(r.province)
            .and_then(|p| p.stacks.get_mut(r.stack))
    }

    /// Whether two names are one place (in any case, runs of spaces as one).
    pub fn same_place(a: &str, b: &str) -> bool {
        same_name(a, b)
    }

    pub fn province_index(&self, name: &str) -> Option<usize> {
        self.provinces.iter().position(|p| same_name(&p.name, name))
    }

    /// The first stack of `owner` holding `h`: the vindictive turn's first
    /// target.
    pub fn holder(&self, owner: Seat, h: Holding) -> Option<StackRef> {
        self.refs()
            .find(|&(_, s)| s.owner == owner && s.holds == Some(h))
            .map(|(r, _)| r)
    }

    /// Every stack with its reference, in order of battle order.
    pub fn refs(&self) -> impl Iterator<Item = (StackRef, &Stack)> {
        self.provinces.iter().enumerate().flat_map(|(province, p)| {
            p.stacks
                .iter()
                .enumerate()
                .map(move |(stack, s)| (StackRef { province, stack }, s))
        })
    }

    pub fn province_name(&self, i: usize) -> &str {
        self.provinces.get(i).map_or("?", |p| p.name.as_str())
    }

    pub(super) fn stack_brief(&self, r: StackRef) -> String {
        self.stack(r).map_or_else(|| "?".to_string(), Stack::brief)
    }

    pub fn stack_phrase(&self, r: StackRef) -> String {
        self.stack(r).map_or_else(|| "?".to_string(), Stack::phrase)
    }

    /// "C's Red 4 in Kursk": the stack and where it stands.
    pub fn stack_where(&self, r: StackRef) -> String {
        format!(
            "{} in {}",
            self.stack_phrase(r),
            self.province_name(r.province)
        )
    }

    /// Gives every stack without an id the next one, in order of battle
    /// order, after the ids this board (or `after`) has given: a stack
    /// added, split off or read from a file gets one; no id is given twice.
    pub(in crate::rcw) fn assign_ids(&mut self, after: u32) {
        let mut last = self.last_id.max(after);
        for s in self.provinces.iter_mut().flat_map(|p| p.stacks.iter_mut()) {
            last = last.max(s.id.0);
        }
        for s in self.provinces.iter_mut().flat_map(|p| p.stacks.iter_mut()) {
            if s.id == StackId::NONE {
                last += 1;
                s.id = StackId(last);
            }
        }
        self.last_id = last;
    }

    /// Every stack gets a new id, after `after` (and only after it: the
    /// ids a copy of the board was given when it was typed or read count
    /// for nothing, so a replay of the file numbers it as play did): the
    /// board was written anew, so none of its stacks is one a turn's
    /// orders name.
    pub(in crate::rcw) fn renew_ids(&mut self, after: u32) {
        for s in self.provinces.iter_mut().flat_map(|p| p.stacks.iter_mut()) {
            s.id = StackId::NONE;
        }
        self.last_id = 0;
        self.assign_ids(after);
    }

    /// This board, typed anew over `old`, keeps the ids of `old`'s stacks
    /// it still has: a stack the same in everything (owner, colour,
    /// strength, label, leaders, holding) in the province of the same
    /// name, matched in order of battle order, each old stack once. The
    /// others get new ids after every id `old` gave.
    pub fn take_ids_from(&mut self, old: &OrderOfBattle) {
        for s in self.provinces.iter_mut().flat_map(|p| p.stacks.iter_mut()) {
            s.id = StackId::NONE;
        }
        let mut taken: Vec<StackId> = Vec::new();
        for p in &mut self.provinces {
            let Some(was) = old.provinces.iter().find(|o| same_name(&o.name, &p.name)) else {
                continue;
            };
            for s in &mut p.stacks {
                if let Some(o) = was
                    .stacks
                    .iter()
                    .find(|o| *o == &*s && !taken.contains(&o.id))
                {
                    s.id = o.id;
                    taken.push(o.id);
                }
            }
        }
        self.last_id = 0;
        self.assign_ids(old.last_id);
    }

    /// The last id given on this board.
    pub fn last_id(&self) -> u32 {
        self.last_id
    }

    /// Where the stack `id` stands now; `None` once it is off the board.
    pub fn locate(&self, id: StackId) -> Option<StackRef> {
        if id == StackId::NONE {
            return None;
        }
        self.refs().find(|(_, s)| s.id == id).map(|(r, _)| r)
    }

    /// Where the stack whose id reads `#number` stands (as the player
    /// types it), if it is on the board.
    pub fn locate_number(&self, number: u32) -> Option<StackRef> {
        self.locate(StackId(number))
    }

    /// The stack `id`, wherever it stands.
    pub fn by_id(&self, id: StackId) -> Option<&Stack> {
        self.locate(id).and_then(|r| self.stack(r))
    }

    /// Every stack's id, in the order of battle's order.
    pub fn ids(&self) -> Vec<StackId> {
        self.refs().map(|(_, s)| s.id()).collect()
    }

    /// The id of the stack at `r`.
    pub fn id_at(&self, r: StackRef) -> Option<StackId> {
        self.stack(r).map(Stack::id)
    }

    /// `B's Red 4` for the stack `id`, `?` when it is gone.
    pub fn phrase_of(&self, id: StackId) -> String {
        self.by_id(id)
            .map_or_else(|| "?".to_string(), Stack::phrase)
    }
}

/// Where stacks can move this turn to attack: one-way pairs of province
/// names, compared without regard to case. Stacks already in a province can
/// always attack there; this says nothing about that.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reach {
    pairs: Vec<(String, String)>,
    /// With a map, the pairs it gives that cannot be used this turn (a
    /// river in flood, a line cut): the exceptions a player unticks.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    blocked: Vec<(String, String)>,
}

impl Reach {
    pub fn new() -> Reach {
        Reach::default()
    }

    /// Stacks in `from` can reach `to` (not the other way round). A pair
    /// already there, in any case, is not added twice.
    pub fn add(&mut self, from: &str, to: &str) {
        self.unblock(from, to);
        if !self.allows(from, to) {
            self.pairs.push((clean_name(from), clean_name(to)));
        }
    }

    pub fn allows(&self, from: &str, to: &str) -> bool {
        self.pairs
            .iter()
            .any(|(f, t)| same_name(f, from) && same_name(t, to))
    }

    pub fn pairs(&self) -> &[(String, String)] {
        &self.pairs
    }

    /// Stacks in `from` can no longer reach `to`.
    pub fn remove(&mut self, from: &str, to: &str) {
        self.pairs
            .retain(|(f, t)| !(same_name(f, from) && same_name(t, to)));
    }

    /// No moves given (stacks attack only where they stand) and none
    /// blocked.
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty() && self.blocked.is_empty()
    }

    /// The map's move from `from` to `to` cannot be made this turn.
    pub fn block(&mut self, from: &str, to: &str) {
        self.remove(from, to);
        if !self.blocks(from, to) {
            self.blocked.push((clean_name(from), clean_name(to)));
        }
    }

    /// The map's move from `from` to `to` can be made again.
    pub fn unblock(&mut self, from: &str, to: &str) {
        self.blocked
            .retain(|(f, t)| !(same_name(f, from) && same_name(t, to)));
    }

    /// Whether the move from `from` to `to` is blocked this turn.
    pub fn blocks(&self, from: &str, to: &str) -> bool {
        self.blocked
            .iter()
            .any(|(f, t)| same_name(f, from) && same_name(t, to))
    }

    /// The moves blocked this turn.
    pub fn blocked(&self) -> &[(String, String)] {
        &self.blocked
    }

    /// These moves (a map's) with a turn's exceptions: the moves ticked
    /// added, those blocked taken out.
    pub fn with_exceptions(&self, exceptions: &Reach) -> Reach {
        let mut r = self.clone();
        for (f, t) in &exceptions.pairs {
            r.add(f, t);
        }
        for (f, t) in &exceptions.blocked {
            r.remove(f, t);
        }
        r
    }

    /// `Omsk>Perm, Omsk>Kazan, no Perm>Vyatka`, read back by
    /// [`Reach::parse`].
    pub fn to_text(&self) -> String {
        self.pairs
            .iter()
            .map(|(f, t)| format!("{f}>{t}"))
            .chain(self.blocked.iter().map(|(f, t)| format!("no {f}>{t}")))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A stack in an [`OrderOfBattle`]: province index, then stack index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct StackRef {
    pub province: usize,
    pub stack: usize,
}

pub(crate) use crate::words::{clean_name, name_key, same_name};
