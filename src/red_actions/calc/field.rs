//! A calculator's fields as described once: what each takes, its label,
//! its choices and where its value lives.

use super::slot::Slot;
use crate::ratio::Ratio;
use crate::red_actions::limits::Limit;

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

/// The choices of an enum the rules module names itself: each of `all`
/// with its choice.
pub(super) fn named<K: Copy>(all: &[K], choice: impl Fn(K) -> Choice) -> Vec<(K, Choice)> {
    all.iter().map(|&k| (k, choice(k))).collect()
}

/// `keyed!(Type: Type::A => "a" | "alias", "label"; Type::B => "b", "label")`
/// makes `Type` a [`Keyed`] choice.
macro_rules! keyed {
    ($t:ty: $($v:expr => $key:literal $(| $alias:literal)*, $label:expr);+ $(;)?) => {
        impl $crate::red_actions::calc::Keyed for $t {
            fn choices() -> Vec<($t, $crate::red_actions::calc::Choice)> {
                vec![$((
                    $v,
                    $crate::red_actions::calc::Choice {
                        key: $key,
                        aliases: &[$($alias),*],
                        label: String::from($label),
                    },
                )),+]
            }
        }
    };
}

/// Whether a number must be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// The command line refuses to go on without it.
    Required,
    /// The start value counts when it is not given.
    Default,
    /// It may be left out (the form has a tick box for it).
    Optional,
}

/// What a field takes.
#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// A whole number within `limit`; `start` is the form's first value
    /// (and the value when not given, for [`Need::Default`]).
    Whole {
        limit: Limit,
        start: i64,
        need: Need,
    },
    /// An exact number from 0 to `max` ("3", "1.5", "3/2"), always given;
    /// `what` says what it is.
    Exact {
        max: u64,
        what: &'static str,
        start: Ratio,
    },
    /// On or off.
    Flag,
    /// One of `choices`; `start` is the form's first choice (and the
    /// value when not given, unless `required`).
    One {
        choices: Vec<Choice>,
        required: bool,
        start: &'static str,
    },
    /// Any of `choices` (a list, or the option given again).
    Any { choices: Vec<Choice> },
    /// A length in one of `units` (the option that gives it, the unit's
    /// name, its limit); 0 when not given.
    Length {
        units: Vec<(&'static str, &'static str, Limit)>,
    },
}

/// A field applies only while another field holds one of `keys`.
#[derive(Clone, Debug, PartialEq)]
pub struct Only {
    pub field: &'static str,
    pub keys: &'static [&'static str],
    /// Why it does not apply otherwise.
    pub why: &'static str,
}

/// One input of a calculator.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    /// The option's name on the command line; other spellings follow `|`
    /// ("night|fog"). The first is the field's id.
    pub key: &'static str,
    /// What the form shows.
    pub label: &'static str,
    pub kind: Kind,
    /// The form's column ("Shooters", "Target"); `None` below the columns.
    pub section: Option<&'static str>,
    pub only: Option<Only>,
    /// Where the value lives in the calculator's input struct.
    pub(super) slot: Slot,
}

impl Field {
    pub(super) fn new(key: &'static str, label: &'static str, kind: Kind, slot: Slot) -> Field {
        Field {
            key,
            label,
            kind,
            section: None,
            only: None,
            slot,
        }
    }

    pub(super) fn flag(key: &'static str, label: &'static str, slot: Slot) -> Field {
        Field::new(key, label, Kind::Flag, slot)
    }

    pub(super) fn whole(
        key: &'static str,
        label: &'static str,
        limit: Limit,
        start: i64,
        need: Need,
        slot: Slot,
    ) -> Field {
        Field::new(key, label, Kind::Whole { limit, start, need }, slot)
    }

    /// A one-of field whose choices are `K`'s; the form starts on the first.
    pub(super) fn one_of<K: Keyed>(
        key: &'static str,
        label: &'static str,
        required: bool,
        slot: Slot,
    ) -> Field {
        let choices: Vec<Choice> = K::choices().into_iter().map(|(_, c)| c).collect();
        let start = choices.first().map_or("", |c| c.key);
        Field::new(
            key,
            label,
            Kind::One {
                choices,
                required,
                start,
            },
            slot,
        )
    }

    /// A field taking any of `K`'s choices.
    pub(super) fn any_of<K: Keyed>(key: &'static str, label: &'static str, slot: Slot) -> Field {
        let choices = K::choices().into_iter().map(|(_, c)| c).collect();
        Field::new(key, label, Kind::Any { choices }, slot)
    }

    /// The form starts on the choice `value` rather than the first.
    pub(super) fn starting<K: Keyed>(mut self, value: K) -> Field {
        if let Kind::One { start, .. } = &mut self.kind {
            *start = value.key_of();
        }
        self
    }

    pub(super) fn exact(
        key: &'static str,
        label: &'static str,
        max: u64,
        what: &'static str,
        slot: Slot,
    ) -> Field {
        Field::new(
            key,
            label,
            Kind::Exact {
                max,
                what,
                start: Ratio::new(2, 1),
            },
            slot,
        )
    }

    pub(super) fn in_section(mut self, section: &'static str) -> Field {
        self.section = Some(section);
        self
    }

    pub(super) fn only(
        mut self,
        field: &'static str,
        keys: &'static [&'static str],
        why: &'static str,
    ) -> Field {
        self.only = Some(Only { field, keys, why });
        self
    }

    /// The field's id: the first of its names.
    pub fn id(&self) -> &'static str {
        self.key.split('|').next().unwrap_or(self.key)
    }

    /// The value the form starts with (and the command line takes when
    /// the option is not given and need not be).
    pub(super) fn start(&self) -> Value {
        match &self.kind {
            Kind::Whole {
                need: Need::Optional,
                ..
            } => Value::Absent,
            Kind::Whole { start, .. } => Value::Whole(*start),
            Kind::Exact { start, .. } => Value::Exact(*start),
            Kind::Flag => Value::Flag(false),
            Kind::One { start, .. } => Value::One(start),
            Kind::Any { .. } => Value::Any(Vec::new()),
            Kind::Length { .. } => Value::Absent,
        }
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
