//! What a calculator's field holds, below both its description
//! (`field.rs`) and where its value lives (`slot.rs`): a choice, the
//! enums whose values are choices, and a value as the form and the
//! command line give it.

use crate::ratio::Ratio;

/// One choice of a [`Kind::One`] or [`Kind::Any`] field.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// What the command line takes ("armoured-car").
    pub key: &'static str,
    /// Other spellings the command line accepts ("armored-car").
    pub aliases: &'static [&'static str],
    /// What the form shows.
    pub label: String,
}

impl Choice {
    /// Whether `typed` names this choice: its key or an alias, in any case.
    pub fn reads(&self, typed: &str) -> bool {
        let t = typed.trim().to_ascii_lowercase();
        self.key == t || self.aliases.contains(&t.as_str())
    }
}

/// A choice field's value: an enum whose every value has its one key,
/// other spellings and label, written once (by [`keyed!`] or from the
/// rules module's own names). The description builds the field's choices
/// from it ([`Field::one_of`], [`Field::any_of`]) and the slot turns a key
/// into the value, so a key is never written twice.
pub trait Keyed: Copy + PartialEq + 'static {
    /// Every value with its choice, in the form's order.
    fn choices() -> Vec<(Self, Choice)>;

    /// The key of this value.
    fn key_of(self) -> &'static str {
        Self::choices()
            .into_iter()
            .find(|(v, _)| *v == self)
            .map_or("", |(_, c)| c.key)
    }

    /// The value whose key is `key`.
    fn of_key(key: &str) -> Option<Self> {
        Self::choices()
            .into_iter()
            .find(|(_, c)| c.key == key)
            .map(|(v, _)| v)
    }
}

/// A field's value, as the form's widgets and the command line's options
/// give it and a [`Slot`] keeps it.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// Not given.
    Absent,
    Whole(i64),
    Exact(Ratio),
    Flag(bool),
    /// The key of the choice.
    One(&'static str),
    Any(Vec<&'static str>),
    /// The unit's option key and the length in it.
    Length(&'static str, i64),
}
