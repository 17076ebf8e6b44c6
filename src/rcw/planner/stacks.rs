//! Changes to one stack of the order of battle, as the player makes them
//! on the board in their own turn (or to correct the app): move, split,
//! merge, a new strength, add, remove, the Czar or the Gold. Each is one
//! logged, undoable step (`Edit::Stacks`); the text box stays for whole
//! rewrites.

use super::board::{
    Holding, OrderOfBattle, Province, Stack, StackId, StackRef, Strength, clean_name, same_name,
};
use crate::rcw::bounds::MAX_STRENGTH;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One change to the stacks, naming each stack by `R`: its place on the
/// board ([`StackRef`], as a player's edit is recorded, for the board as
/// it stands when it is made) or who it is ([`StackId`], as a turn's
/// orders keep them while other changes are made before this one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StackEdit<R = StackRef> {
    /// The stack moves to the province called `to` (a new one is added to
    /// the order of battle when none is called that).
    Move { stack: R, to: String },
    /// The stack's combat strength is now `strength`.
    Strength { stack: R, strength: u32 },
    /// `off` strength leaves the stack as a new stack of the same owner and
    /// colour in the same province (leaders, label and Czar or Gold stay).
    Split { stack: R, off: u32 },
    /// `stack` joins `into`: same province, owner and colour.
    Merge { stack: R, into: R },
    /// The stack holds the Czar or the Gold (taken off any other stack,
    /// there being one of each), or neither.
    Holds { stack: R, holds: Option<Holding> },
    /// A new stack in the province called `province`.
    Add { province: String, stack: Stack },
    /// The stack leaves the board.
    Remove { stack: R },
}

impl<R> StackEdit<R> {
    /// The same change naming each stack by `f` of its name; `None` when
    /// `f` finds none for one of them.
    pub fn map<S>(&self, f: impl Fn(&R) -> Option<S>) -> Option<StackEdit<S>> {
        Some(match self {
            StackEdit::Move { stack, to } => StackEdit::Move {
                stack: f(stack)?,
                to: to.clone(),
            },
            StackEdit::Strength { stack, strength } => StackEdit::Strength {
                stack: f(stack)?,
                strength: *strength,
            },
            StackEdit::Split { stack, off } => StackEdit::Split {
                stack: f(stack)?,
                off: *off,
            },
            StackEdit::Merge { stack, into } => StackEdit::Merge {
                stack: f(stack)?,
                into: f(into)?,
            },
            StackEdit::Holds { stack, holds } => StackEdit::Holds {
                stack: f(stack)?,
                holds: *holds,
            },
            StackEdit::Add { province, stack } => StackEdit::Add {
                province: province.clone(),
                stack: stack.clone(),
            },
            StackEdit::Remove { stack } => StackEdit::Remove { stack: f(stack)? },
        })
    }
}

impl<R> StackEdit<R> {
    /// The stacks the change names (none for a new stack).
    pub fn stacks(&self) -> impl Iterator<Item = &R> {
        let (a, b) = match self {
            StackEdit::Move { stack, .. }
            | StackEdit::Strength { stack, .. }
            | StackEdit::Split { stack, .. }
            | StackEdit::Holds { stack, .. }
            | StackEdit::Remove { stack } => (Some(stack), None),
            StackEdit::Merge { stack, into } => (Some(stack), Some(into)),
            StackEdit::Add { .. } => (None, None),
        };
        a.into_iter().chain(b)
    }
}

impl StackEdit<StackRef> {
    /// The change naming its stacks by who they are on `oob`.
    pub fn by_id(&self, oob: &OrderOfBattle) -> Option<StackEdit<StackId>> {
        self.map(|r| oob.id_at(*r))
    }
}

impl StackEdit<StackId> {
    /// The change naming its stacks where they stand on `oob` now; `None`
    /// when one of them is no longer on it.
    pub fn at(&self, oob: &OrderOfBattle) -> Option<StackEdit<StackRef>> {
        self.map(|id| oob.locate(*id))
    }
}

/// Why a change to the stacks was not made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StackEditError {
    NoStack(StackRef),
    SameProvince(String),
    NoProvinceName,
    Strength(u32),
    Split { off: u32, strength: u32 },
    Unlike { stack: String, into: String },
    SameStack,
    BothHold,
}

impl fmt::Display for StackEditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // Said to the player: never a position in a list.
            StackEditError::NoStack(_) => write!(
                f,
                "that stack is no longer in the order of battle (it was changed meanwhile: pick it again)"
            ),
            StackEditError::SameProvince(p) => write!(f, "the stack is already in {p}"),
            StackEditError::NoProvinceName => write!(f, "give the name of a province"),
            StackEditError::Strength(n) => {
                write!(f, "{n} is not a strength from 1 to {MAX_STRENGTH}")
            }
            StackEditError::Split { off, strength } => write!(
                f,
                "a stack of {strength} can split off 1 to {} strength, not {off}",
                strength.saturating_sub(1)
            ),
            StackEditError::Unlike { stack, into } => write!(
                f,
                "{stack} cannot merge with {into}: only stacks of one player and one colour in one province merge"
            ),
            StackEditError::SameStack => write!(f, "a stack cannot merge with itself"),
            StackEditError::BothHold => write!(
                f,
                "both stacks hold the Czar or the Gold, and one stack holds one of them: keep them as two stacks"
            ),
        }
    }
}

impl std::error::Error for StackEditError {}

fn strength_ok(n: u32) -> Result<Strength, StackEditError> {
    Strength::new(n).map_err(|e| StackEditError::Strength(e.0))
}

impl OrderOfBattle {
    /// Makes `change`, saying what changed in the log's words ("B's Green
    /// 6 moves from Kharkov to Kiev"). Nothing changes when it is refused.
    pub fn change(&mut self, change: &StackEdit) -> Result<String, StackEditError> {
        let mut next = self.clone();
        let said = next.change_in_place(change)?;
        // A stack added or split off is a new stack: it gets an id.
        next.assign_ids(self.last_id());
        *self = next;
        Ok(said)
    }

    /// There is one Czar and one Gold: no stack holds `h` any more.
    pub(crate) fn clear_holding(&mut self, h: Holding) {
        for k in self.provinces.iter_mut().flat_map(|p| p.stacks.iter_mut()) {
            if k.holds == Some(h) {
                k.holds = None;
            }
        }
    }

    fn stack_at(&self, r: StackRef) -> Result<&Stack, StackEditError> {
        self.stack(r).ok_or(StackEditError::NoStack(r))
    }

    fn change_in_place(&mut self, change: &StackEdit) -> Result<String, StackEditError> {
        match change {
            StackEdit::Move { stack, to } => self.move_stack(*stack, to),
            StackEdit::Strength { stack, strength } => {
                let n = strength_ok(*strength)?;
                let old = self.stack_at(*stack)?.phrase();
                let place = self.province_name(stack.province).to_string();
                if let Some(s) = self.stack_mut(*stack) {
                    s.strength = n;
                }
                Ok(format!("{old} in {place} is now of strength {n}"))
            }
            StackEdit::Split { stack, off } => self.split_stack(*stack, *off),
            StackEdit::Merge { stack, into } => self.merge_stack(*stack, *into),
            StackEdit::Holds { stack, holds } => {
                let s = self.stack_at(*stack)?.clone();
                let place = self.province_name(stack.province).to_string();
                if let Some(h) = holds {
                    self.clear_holding(*h);
                }
                if let Some(k) = self.stack_mut(*stack) {
                    k.holds = *holds;
                }
                Ok(match holds {
                    Some(h) => format!("{} in {place} holds the {h}", s.phrase()),
                    None => format!("{} in {place} holds neither Czar nor Gold", s.phrase()),
                })
            }
            StackEdit::Add { province, stack } => self.add_stack(province, stack),
            StackEdit::Remove { stack } => {
                let s = self.stack_at(*stack)?.clone();
                let place = self.province_name(stack.province).to_string();
                self.provinces[stack.province].stacks.remove(stack.stack);
                Ok(format!("{} in {place} leaves the board", s.phrase()))
            }
        }
    }

    /// The province called `name`, added to the order of battle when none is.
    fn province_or_new(&mut self, name: String) -> usize {
        match self.province_index(&name) {
            Some(i) => i,
            None => {
                self.provinces.push(Province {
                    name,
                    stacks: Vec::new(),
                });
                self.provinces.len() - 1
            }
        }
    }

    fn move_stack(&mut self, stack: StackRef, to: &str) -> Result<String, StackEditError> {
        let s = self.stack_at(stack)?.clone();
        let to = clean_name(to);
        if to.is_empty() {
            return Err(StackEditError::NoProvinceName);
        }
        let from = self.province_name(stack.province).to_string();
        if same_name(&from, &to) {
            return Err(StackEditError::SameProvince(from));
        }
        self.provinces[stack.province].stacks.remove(stack.stack);
        let dest = self.province_or_new(to);
        self.provinces[dest].stacks.push(s.clone());
        Ok(format!(
            "{} moves from {from} to {}",
            s.phrase(),
            self.province_name(dest)
        ))
    }

    fn split_stack(&mut self, stack: StackRef, off: u32) -> Result<String, StackEditError> {
        let s = self.stack_at(stack)?.clone();
        let split = |off| StackEditError::Split {
            off,
            strength: s.strength.get(),
        };
        if off >= s.strength.get() {
            return Err(split(off));
        }
        let (off_strength, left) = (
            Strength::new(off).map_err(|_| split(off))?,
            Strength::new(s.strength.get() - off).map_err(|_| split(off))?,
        );
        let place = self.province_name(stack.province).to_string();
        let new = Stack::new(s.owner, s.colour, off_strength);
        if let Some(k) = self.stack_mut(stack) {
            k.strength = left;
        }
        self.provinces[stack.province]
            .stacks
            .insert(stack.stack + 1, new.clone());
        Ok(format!(
            "{} in {place} splits into {} and {}",
            s.phrase(),
            self.stack_phrase(stack),
            new.phrase()
        ))
    }

    fn merge_stack(&mut self, stack: StackRef, into: StackRef) -> Result<String, StackEditError> {
        if stack == into {
            return Err(StackEditError::SameStack);
        }
        let s = self.stack_at(stack)?.clone();
        let t = self.stack_at(into)?.clone();
        if stack.province != into.province || s.owner != t.owner || s.colour != t.colour {
            return Err(StackEditError::Unlike {
                stack: s.phrase(),
                into: t.phrase(),
            });
        }
        if s.holds.is_some() && t.holds.is_some() {
            return Err(StackEditError::BothHold);
        }
        let strength = strength_ok(s.strength.get() + t.strength.get())?;
        if let Some(k) = self.stack_mut(into) {
            // The merged stack is the larger one, as a player sees it.
            if s.strength > t.strength {
                k.id = s.id;
            }
            k.strength = strength;
            k.leaders.extend(s.leaders.iter().cloned());
            k.holds = k.holds.or(s.holds);
            if k.label.is_none() {
                k.label = s.label.clone();
            }
        }
        self.provinces[stack.province].stacks.remove(stack.stack);
        let place = self.province_name(stack.province).to_string();
        Ok(format!("{} joins {} in {place}", s.phrase(), t.phrase()))
    }

    fn add_stack(&mut self, province: &str, stack: &Stack) -> Result<String, StackEditError> {
        let name = clean_name(province);
        if name.is_empty() {
            return Err(StackEditError::NoProvinceName);
        }
        let i = self.province_or_new(name);
        if let Some(h) = stack.holds {
            self.clear_holding(h);
        }
        let mut new = stack.clone();
        new.id = StackId::NONE;
        self.provinces[i].stacks.push(new);
        Ok(format!(
            "{} is added in {}",
            stack.phrase(),
            self.province_name(i)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rcw::player::{Seat, UnitColour};

    fn board() -> OrderOfBattle {
        OrderOfBattle::parse("Kharkov: B Green 6 [Makhno], B Green 3; Kiev: A Red 3 (Czar)")
            .unwrap()
    }

    fn at(province: usize, stack: usize) -> StackRef {
        StackRef { province, stack }
    }

    #[test]
    fn a_move_takes_the_stack_with_its_leaders_to_the_named_province() {
        let mut b = board();
        let said = b
            .change(&StackEdit::Move {
                stack: at(0, 0),
                to: " kiev ".into(),
            })
            .unwrap();
        assert_eq!(said, "B's Green 6 moves from Kharkov to Kiev");
        assert_eq!(
            b.to_text(),
            "Kharkov: B Green 3\nKiev: A Red 3 (Czar), B Green 6 [Makhno]"
        );
        // A province not kept yet is added.
        b.change(&StackEdit::Move {
            stack: at(0, 0),
            to: "Orel".into(),
        })
        .unwrap();
        assert_eq!(b.provinces[2].name(), "Orel");
        assert!(b.provinces[0].stacks().is_empty());
    }

    #[test]
    fn refused_changes_change_nothing_and_say_why() {
        let mut b = board();
        let before = b.clone();
        let cases = [
            (
                StackEdit::Move {
                    stack: at(0, 0),
                    to: "KHARKOV".into(),
                },
                "the stack is already in Kharkov",
            ),
            (
                StackEdit::Move {
                    stack: at(0, 0),
                    to: "  ".into(),
                },
                "give the name of a province",
            ),
            (
                StackEdit::Strength {
                    stack: at(0, 0),
                    strength: 0,
                },
                "0 is not a strength from 1 to 999",
            ),
            (
                StackEdit::Split {
                    stack: at(0, 1),
                    off: 3,
                },
                "a stack of 3 can split off 1 to 2 strength, not 3",
            ),
            (
                StackEdit::Merge {
                    stack: at(1, 0),
                    into: at(0, 0),
                },
                "A's Red 3 (with the Czar) cannot merge with B's Green 6: only stacks of one player and one colour in one province merge",
            ),
            (
                StackEdit::Merge {
                    stack: at(0, 0),
                    into: at(0, 0),
                },
                "a stack cannot merge with itself",
            ),
            (
                StackEdit::Remove { stack: at(5, 0) },
                "that stack is no longer in the order of battle (it was changed meanwhile: pick it again)",
            ),
        ];
        for (change, why) in cases {
            assert_eq!(b.change(&change).unwrap_err().to_string(), why);
            assert_eq!(b, before);
        }
    }

    #[test]
    fn split_merge_strength_holds_add_and_remove() {
        let mut b = board();
        b.change(&StackEdit::Split {
            stack: at(0, 0),
            off: 2,
        })
        .unwrap();
        assert_eq!(
            b.to_text(),
            "Kharkov: B Green 4 [Makhno], B Green 2, B Green 3\nKiev: A Red 3 (Czar)"
        );
        let said = b
            .change(&StackEdit::Merge {
                stack: at(0, 2),
                into: at(0, 0),
            })
            .unwrap();
        assert_eq!(said, "B's Green 3 joins B's Green 4 in Kharkov");
        assert_eq!(
            b.to_text(),
            "Kharkov: B Green 7 [Makhno], B Green 2\nKiev: A Red 3 (Czar)"
        );
        b.change(&StackEdit::Strength {
            stack: at(0, 1),
            strength: 5,
        })
        .unwrap();
        // One Czar: marking another stack takes it off the first.
        b.change(&StackEdit::Holds {
            stack: at(0, 1),
            holds: Some(Holding::Czar),
        })
        .unwrap();
        assert_eq!(
            b.to_text(),
            "Kharkov: B Green 7 [Makhno], B Green 5 (Czar)\nKiev: A Red 3"
        );
        b.change(&StackEdit::Add {
            province: "Orel".into(),
            stack: Stack::new(
                Seat::new(2).unwrap(),
                UnitColour::White,
                Strength::new(4).unwrap(),
            ),
        })
        .unwrap();
        let said = b.change(&StackEdit::Remove { stack: at(1, 0) }).unwrap();
        assert_eq!(said, "A's Red 3 in Kiev leaves the board");
        assert_eq!(
            b.to_text(),
            "Kharkov: B Green 7 [Makhno], B Green 5 (Czar)\nKiev:\nOrel: C White 4"
        );
    }
}
