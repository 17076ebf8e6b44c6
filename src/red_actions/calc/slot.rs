//! Where each field's value lives: the calculator's own input struct,
//! read and written through a [`Slot`] per field, and [`Inputs`], that
//! struct whatever its type.

use std::any::Any;
use std::fmt;

use super::field::{Keyed, Value};
use crate::ratio::Ratio;

/// Where a field's value lives in its calculator's input struct: how it
/// is read as a [`Value`] and written from one. Made by [`slot!`], which
/// names the struct and its field: the compiler checks the field is there
/// and of a type a value can be kept in ([`Slotted`]); that the type suits
/// the field's kind (a flag in a `bool`, a number in a whole number) and
/// that no two fields share a slot is checked by the calculators' tests.
#[derive(Clone, Copy)]
pub struct Slot {
    pub(super) get: fn(&dyn Any) -> Option<Value>,
    pub(super) put: fn(&mut dyn Any, &Value) -> bool,
}

impl fmt::Debug for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Slot")
    }
}

impl PartialEq for Slot {
    /// Slots are told apart by the field that holds them, not by address:
    /// two fields compare by their key, label and kind, whatever their slot.
    fn eq(&self, _: &Slot) -> bool {
        true
    }
}

/// `slot!(Struct, field)` or `slot!(Struct, side.field)`: the [`Slot`] of
/// that field of `Struct`.
macro_rules! slot {
    ($t:ty, $($f:ident).+) => {
        $crate::red_actions::calc::Slot::new(
            |any| any.downcast_ref::<$t>().map(|s| $crate::red_actions::calc::Slotted::value(&s.$($f).+)),
            |any, v| any
                .downcast_mut::<$t>()
                .is_some_and(|s| $crate::red_actions::calc::Slotted::put(&mut s.$($f).+, v)),
        )
    };
}

impl Slot {
    #[doc(hidden)]
    pub const fn new(
        get: fn(&dyn Any) -> Option<Value>,
        put: fn(&mut dyn Any, &Value) -> bool,
    ) -> Slot {
        Slot { get, put }
    }
}

/// A type a field's value can be kept in: read as a [`Value`] and written
/// from one (false, and left as it was, for a value of another kind or
/// out of the type's range).
pub trait Slotted {
    fn value(&self) -> Value;
    fn put(&mut self, v: &Value) -> bool;
}

impl Slotted for bool {
    fn value(&self) -> Value {
        Value::Flag(*self)
    }
    fn put(&mut self, v: &Value) -> bool {
        match v {
            Value::Flag(b) => {
                *self = *b;
                true
            }
            _ => false,
        }
    }
}

macro_rules! slotted_whole {
    ($($t:ty),+) => {$(
        impl Slotted for $t {
            fn value(&self) -> Value {
                i64::try_from(*self).map_or(Value::Absent, Value::Whole)
            }
            fn put(&mut self, v: &Value) -> bool {
                match v {
                    Value::Whole(n) => <$t>::try_from(*n).map(|n| *self = n).is_ok(),
                    _ => false,
                }
            }
        }

        /// A number that may be left out.
        impl Slotted for Option<$t> {
            fn value(&self) -> Value {
                self.map_or(Value::Absent, |n| n.value())
            }
            fn put(&mut self, v: &Value) -> bool {
                match v {
                    Value::Absent => {
                        *self = None;
                        true
                    }
                    Value::Whole(n) => <$t>::try_from(*n).map(|n| *self = Some(n)).is_ok(),
                    _ => false,
                }
            }
        }
    )+};
}
slotted_whole!(i32, i64, u32, u64);

impl Slotted for Ratio {
    fn value(&self) -> Value {
        Value::Exact(*self)
    }
    fn put(&mut self, v: &Value) -> bool {
        match v {
            Value::Exact(r) => {
                *self = *r;
                true
            }
            _ => false,
        }
    }
}

impl<K: Keyed> Slotted for K {
    fn value(&self) -> Value {
        Value::One(self.key_of())
    }
    fn put(&mut self, v: &Value) -> bool {
        match v {
            Value::One(k) => K::of_key(k).map(|x| *self = x).is_some(),
            _ => false,
        }
    }
}

impl<K: Keyed> Slotted for Vec<K> {
    fn value(&self) -> Value {
        Value::Any(self.iter().map(|k| k.key_of()).collect())
    }
    fn put(&mut self, v: &Value) -> bool {
        match v {
            Value::Any(keys) => {
                let read: Option<Vec<K>> = keys.iter().map(|k| K::of_key(k)).collect();
                read.map(|r| *self = r).is_some()
            }
            _ => false,
        }
    }
}

/// A length given in one of its units (the unit's option key), if given.
pub type Length = Option<(&'static str, i64)>;

impl Slotted for Length {
    fn value(&self) -> Value {
        self.map_or(Value::Absent, |(unit, n)| Value::Length(unit, n))
    }
    fn put(&mut self, v: &Value) -> bool {
        match v {
            Value::Absent => *self = None,
            Value::Length(unit, n) => *self = Some((unit, *n)),
            _ => return false,
        }
        true
    }
}

/// What a calculator's input struct is: cloned, compared and shown like
/// any value, and started from its `Default` (every field is then set to
/// the description's start).
pub trait Input: Any + Clone + fmt::Debug + PartialEq + Default + Send + Sync {}
impl<T: Any + Clone + fmt::Debug + PartialEq + Default + Send + Sync> Input for T {}

/// The input struct behind [`Inputs`], whatever its type.
pub(super) trait Held: Any + fmt::Debug + Send + Sync {
    fn cloned(&self) -> Box<dyn Held>;
    fn same(&self, other: &dyn Held) -> bool;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

impl<T: Input> Held for T {
    fn cloned(&self) -> Box<dyn Held> {
        Box::new(self.clone())
    }
    fn same(&self, other: &dyn Held) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// One calculator's inputs: its input struct. Made by [`Calc::start`],
/// read and written field by field through [`Calc::get`] and
/// [`Calc::set`], and handed whole to the answer by [`Calc::run`].
pub struct Inputs(pub(super) Box<dyn Held>);

impl Inputs {
    pub(super) fn of<T: Input>(value: T) -> Inputs {
        Inputs(Box::new(value))
    }

    /// The input struct, if it is a `T`.
    pub fn typed<T: Input>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }
}

impl Clone for Inputs {
    fn clone(&self) -> Inputs {
        Inputs(self.0.cloned())
    }
}

impl fmt::Debug for Inputs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl PartialEq for Inputs {
    fn eq(&self, other: &Inputs) -> bool {
        self.0.same(other.0.as_ref())
    }
}
