//! A calculator's fields as described once: what each takes, its label,
//! its choices and where its value lives.

use super::slot::{Access, Length, Slot, Slotted, Whole};
use super::value::{Choice, Keyed, Value};
use crate::ratio::Ratio;
use crate::red_actions::limits::Limit;

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

/// One input of a calculator: what the form and the command line show
/// and take. Where its value lives is known only to the calculator
/// ([`Bound`]).
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
}

/// A field of a calculator over the input struct `T`, bound to where its
/// value lives in `T`. Each constructor takes the [`Slot`] of the type its
/// kind keeps (a flag a `bool`, a number a whole number, a choice its
/// [`Keyed`] enum), so a field of the wrong type does not compile.
pub struct Bound<T> {
    pub(super) field: Field,
    pub(super) access: Access<T>,
}

impl Field {
    fn bound<T: 'static, V: Slotted + 'static>(
        key: &'static str,
        label: &'static str,
        kind: Kind,
        slot: Slot<T, V>,
    ) -> Bound<T> {
        Bound {
            field: Field {
                key,
                label,
                kind,
                section: None,
                only: None,
            },
            access: Access::of(slot),
        }
    }

    pub(super) fn flag<T: 'static>(
        key: &'static str,
        label: &'static str,
        slot: Slot<T, bool>,
    ) -> Bound<T> {
        Field::bound(key, label, Kind::Flag, slot)
    }

    fn number<T: 'static, V: Slotted + 'static>(
        key: &'static str,
        label: &'static str,
        (limit, start, need): (Limit, i64, Need),
        slot: Slot<T, V>,
    ) -> Bound<T> {
        Field::bound(key, label, Kind::Whole { limit, start, need }, slot)
    }

    /// A whole number within `limit`, `start` when not given.
    pub(super) fn whole<T: 'static, N: Whole>(
        key: &'static str,
        label: &'static str,
        limit: Limit,
        start: i64,
        slot: Slot<T, N>,
    ) -> Bound<T> {
        Field::number(key, label, (limit, start, Need::Default), slot)
    }

    /// A whole number within `limit` that may be left out (kept in an
    /// `Option`).
    pub(super) fn optional<T: 'static, N: Whole>(
        key: &'static str,
        label: &'static str,
        limit: Limit,
        start: i64,
        slot: Slot<T, Option<N>>,
    ) -> Bound<T>
    where
        Option<N>: Slotted,
    {
        Field::number(key, label, (limit, start, Need::Optional), slot)
    }

    /// A one-of field whose choices are `K`'s; the form starts on the first.
    pub(super) fn one_of<T: 'static, K: Keyed>(
        key: &'static str,
        label: &'static str,
        required: bool,
        slot: Slot<T, K>,
    ) -> Bound<T> {
        let choices: Vec<Choice> = K::choices().into_iter().map(|(_, c)| c).collect();
        let start = choices.first().map_or("", |c| c.key);
        let kind = Kind::One {
            choices,
            required,
            start,
        };
        Field::bound(key, label, kind, slot)
    }

    /// A field taking any of `K`'s choices.
    pub(super) fn any_of<T: 'static, K: Keyed>(
        key: &'static str,
        label: &'static str,
        slot: Slot<T, Vec<K>>,
    ) -> Bound<T> {
        let choices = K::choices().into_iter().map(|(_, c)| c).collect();
        Field::bound(key, label, Kind::Any { choices }, slot)
    }

    /// An exact number from 0 to `max`; the form starts on 2.
    pub(super) fn exact<T: 'static>(
        key: &'static str,
        label: &'static str,
        max: u64,
        what: &'static str,
        slot: Slot<T, Ratio>,
    ) -> Bound<T> {
        let start = Ratio::new(2, 1);
        Field::bound(key, label, Kind::Exact { max, what, start }, slot)
    }

    /// A length in one of `units` (the option, the unit's name, its limit).
    pub(super) fn length<T: 'static>(
        key: &'static str,
        label: &'static str,
        units: Vec<(&'static str, &'static str, Limit)>,
        slot: Slot<T, Length>,
    ) -> Bound<T> {
        Field::bound(key, label, Kind::Length { units }, slot)
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

impl<T> Bound<T> {
    /// The form starts on the choice `value` rather than the first.
    pub(super) fn starting<K: Keyed>(mut self, value: K) -> Bound<T> {
        if let Kind::One { start, .. } = &mut self.field.kind {
            *start = value.key_of();
        }
        self
    }

    /// The form starts on `value` rather than 2.
    pub(super) fn starting_at(mut self, value: Ratio) -> Bound<T> {
        if let Kind::Exact { start, .. } = &mut self.field.kind {
            *start = value;
        }
        self
    }

    /// The number must be given (`start` is then only the form's first
    /// value).
    pub(super) fn required(mut self) -> Bound<T> {
        if let Kind::Whole { need, .. } = &mut self.field.kind {
            *need = Need::Required;
        }
        self
    }

    pub(super) fn in_section(mut self, section: &'static str) -> Bound<T> {
        self.field.section = Some(section);
        self
    }

    pub(super) fn only(
        mut self,
        field: &'static str,
        keys: &'static [&'static str],
        why: &'static str,
    ) -> Bound<T> {
        self.field.only = Some(Only { field, keys, why });
        self
    }
}
