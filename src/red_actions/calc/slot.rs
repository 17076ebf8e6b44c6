//! Where each field's value lives: the calculator's own input struct,
//! read and written through a [`Slot`] per field, and [`Inputs`], that
//! struct behind the one shape the form and the command line use.

use std::fmt;
use std::sync::Arc;

use super::value::{Keyed, Value};
use super::{Problem, Report};
use crate::ratio::Ratio;
use crate::tables::Registry;

/// Where a field's value of type `V` lives in the input struct `T`: the
/// field itself, read and written. Made by [`slot!`], which names the
/// struct and its field, so the compiler checks the field is there and of
/// the type the field's kind keeps ([`Field::flag`](super::Field) takes a
/// `Slot<T, bool>`, and so on).
pub struct Slot<T, V> {
    read: fn(&T) -> &V,
    write: fn(&mut T) -> &mut V,
}

impl<T, V> Slot<T, V> {
    #[doc(hidden)]
    pub fn new(read: fn(&T) -> &V, write: fn(&mut T) -> &mut V) -> Slot<T, V> {
        Slot { read, write }
    }
}

/// `slot!(Struct, field)` or `slot!(Struct, side.field)`: the [`Slot`] of
/// that field of `Struct`.
macro_rules! slot {
    ($t:ty, $($f:ident).+) => {
        $crate::red_actions::calc::Slot::<$t, _>::new(|s| &s.$($f).+, |s| &mut s.$($f).+)
    };
}

/// Reads a field of `T` as a [`Value`].
type Get<T> = Arc<dyn Fn(&T) -> Value + Send + Sync>;
/// Writes a [`Value`] into a field of `T`; false if it cannot hold it.
type Put<T> = Arc<dyn Fn(&mut T, &Value) -> bool + Send + Sync>;

/// A field's slot with its value's type put away: read as a [`Value`],
/// written from one (false, and nothing changed, for a value of another
/// kind or outside the type's range).
pub(super) struct Access<T> {
    pub(super) get: Get<T>,
    pub(super) put: Put<T>,
}

impl<T> Clone for Access<T> {
    fn clone(&self) -> Access<T> {
        Access {
            get: Arc::clone(&self.get),
            put: Arc::clone(&self.put),
        }
    }
}

impl<T: 'static> Access<T> {
    pub(super) fn of<V: Slotted + 'static>(slot: Slot<T, V>) -> Access<T> {
        let Slot { read, write } = slot;
        Access {
            get: Arc::new(move |t| read(t).value()),
            put: Arc::new(move |t, v| write(t).put(v)),
        }
    }
}

/// A whole number type a [`Field::whole`](super::Field) can keep.
pub trait Whole: Slotted + 'static {}

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
        impl Whole for $t {}

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

/// What a calculator's input struct is: cloned and shown like any value,
/// and started from its `Default` (every field is then set to the
/// description's start).
pub trait Input: Clone + fmt::Debug + Default + Send + Sync + 'static {}
impl<T: Clone + fmt::Debug + Default + Send + Sync + 'static> Input for T {}

/// The answer of a calculator over `T`.
pub(super) type Answer<T> = fn(&T, &Registry) -> Result<Report, Problem>;

/// One calculator's input struct with its fields' slots and its answer:
/// everything typed by `T`, behind [`Held`].
struct Typed<T> {
    calc: &'static str,
    input: T,
    slots: Arc<[(&'static str, Access<T>)]>,
    answer: Answer<T>,
}

/// What the form and the command line do with a calculator's inputs,
/// whatever their struct: read and write a field by id, answer.
trait Held: fmt::Debug + Send + Sync {
    /// The key of the calculator the inputs are for.
    fn calc(&self) -> &'static str;
    fn get(&self, id: &str) -> Option<Value>;
    fn put(&mut self, id: &str, v: &Value) -> bool;
    /// Every field's value, in the calculator's order.
    fn values(&self) -> Vec<Value>;
    fn answer(&self, reg: &Registry) -> Result<Report, Problem>;
    fn cloned(&self) -> Box<dyn Held>;
}

impl<T: Input> fmt::Debug for Typed<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.input.fmt(f)
    }
}

impl<T: Input> Held for Typed<T> {
    fn calc(&self) -> &'static str {
        self.calc
    }
    fn get(&self, id: &str) -> Option<Value> {
        let (_, a) = self.slots.iter().find(|(k, _)| *k == id)?;
        Some((a.get)(&self.input))
    }
    fn put(&mut self, id: &str, v: &Value) -> bool {
        match self.slots.iter().find(|(k, _)| *k == id) {
            Some((_, a)) => (a.put)(&mut self.input, v),
            None => false,
        }
    }
    fn values(&self) -> Vec<Value> {
        self.slots
            .iter()
            .map(|(_, a)| (a.get)(&self.input))
            .collect()
    }
    fn answer(&self, reg: &Registry) -> Result<Report, Problem> {
        (self.answer)(&self.input, reg)
    }
    fn cloned(&self) -> Box<dyn Held> {
        Box::new(Typed {
            calc: self.calc,
            input: self.input.clone(),
            slots: Arc::clone(&self.slots),
            answer: self.answer,
        })
    }
}

/// One calculator's inputs: its input struct, at `Default` when made by
/// [`Inputs::blank`]. Read and written field by field through
/// [`Calc::get`](super::Calc::get) and [`Calc::set`](super::Calc::set),
/// and answered by [`Calc::run`](super::Calc::run), which hands the
/// answer the typed struct.
pub struct Inputs(Box<dyn Held>);

impl Inputs {
    pub(super) fn blank<T: Input>(
        calc: &'static str,
        slots: Vec<(&'static str, Access<T>)>,
        answer: Answer<T>,
    ) -> Inputs {
        Inputs(Box::new(Typed {
            calc,
            input: T::default(),
            slots: slots.into(),
            answer,
        }))
    }

    /// The key of the calculator these inputs are for.
    pub fn calc(&self) -> &'static str {
        self.0.calc()
    }

    pub(super) fn get(&self, id: &str) -> Option<Value> {
        self.0.get(id)
    }

    pub(super) fn put(&mut self, id: &str, v: &Value) -> bool {
        self.0.put(id, v)
    }

    pub(super) fn answer(&self, reg: &Registry) -> Result<Report, Problem> {
        self.0.answer(reg)
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
    /// The same calculator's inputs with every field alike: what the
    /// struct holds beyond its fields is never written, so stays at its
    /// `Default` in both.
    fn eq(&self, other: &Inputs) -> bool {
        self.calc() == other.calc() && self.0.values() == other.0.values()
    }
}
