//! The calculators' one shape: what each takes, described once, and what it
//! reports.
//!
//! Each calculator's inputs are a struct of its own (choices as enums): the
//! rules module's input where it has one (`shooting::ShootingInput`,
//! `combat::CombatInput`, `morale::MoraleInput`), else a small struct beside
//! the calculator. Its description lists the fields, each bound to the
//! [`Slot`] of its value in that struct (of the type its kind keeps). The
//! command line reads its options from these descriptions
//! (`cli/red_actions.rs`: `--key value`, its help and its refusals) and the app draws its forms from them
//! (`ui/red_actions.rs`: a number box, a tick box, radio buttons); both
//! write through the slots into the same [`Inputs`], and [`Calc::run`]
//! hands the answer the typed struct, so a label, a range, a default or a
//! rule is written once and no answer looks a value up by name.

use std::fmt;

use super::limits::Limit;
use super::odds::{Outcome, outcome_of, sums_label};
use super::printed;
use crate::ratio::Ratio;
use crate::tables::Registry;

#[macro_use]
mod field;
#[macro_use]
mod slot;
mod value;

use field::Bound;
pub use field::{Field, Kind, Need, Only};
use slot::Answer;
pub use slot::{Input, Inputs, Length, Slot, Slotted, Whole};
pub use value::{Choice, Keyed, Value};

/// Why a calculator cannot answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A field's value is outside what it may be here (the limit can
    /// depend on another field). `field` is a field id or a length's unit.
    Outside {
        field: &'static str,
        value: i64,
        limit: Limit,
    },
    /// Two fields that cannot both be given.
    NotBoth {
        a: &'static str,
        b: &'static str,
        why: &'static str,
    },
    /// The rules or the table refuse the inputs; the message says why.
    Rules(String),
}

/// What the dice of a calculator are read on.
#[derive(Clone, Debug, PartialEq)]
pub enum Roll {
    /// No dice.
    None,
    /// This many dice, summed and read on the report's outcomes.
    Sum(usize),
    /// Two dice, but no column to read them on.
    NoColumn,
    /// A die per officer: each on `casualty_on` is a casualty.
    Officers {
        officers: usize,
        casualty_on: Vec<i32>,
    },
    /// A die per strip of wire, each read on `per_strip`.
    Strips {
        strips: usize,
        per_strip: Vec<Outcome>,
    },
}

impl Roll {
    /// How many dice the roll takes.
    pub fn dice(&self) -> usize {
        match self {
            Roll::None => 0,
            Roll::Sum(n) => *n,
            Roll::NoColumn => 2,
            Roll::Officers { officers, .. } => *officers,
            Roll::Strips { strips, .. } => *strips,
        }
    }
}

/// What a calculator gives: the inputs it understood, the working, the
/// column or number, the chance of every result, notes, and how a roll is
/// read.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub title: &'static str,
    pub inputs: Vec<String>,
    pub working: Vec<String>,
    /// The answer's first lines ("column: 3 – 4").
    pub headline: Vec<String>,
    pub outcomes: Vec<Outcome>,
    /// Further chances read alongside (the shooting tests).
    pub extra: Vec<Outcome>,
    pub notes: Vec<String>,
    pub roll: Roll,
}

impl Report {
    fn new(title: &'static str) -> Report {
        Report {
            title,
            inputs: Vec::new(),
            working: Vec::new(),
            headline: Vec::new(),
            outcomes: Vec::new(),
            extra: Vec::new(),
            notes: Vec::new(),
            roll: Roll::None,
        }
    }

    /// What `faces` give, in words: "4+3 = 7 → Fails", "6 → Veer 30°
    /// right", "2,5 → 1 of 2 officers lost". The faces must number
    /// [`Roll::dice`].
    pub fn read(&self, faces: &[i32]) -> String {
        let shown = |sep: &str| {
            faces
                .iter()
                .map(i32::to_string)
                .collect::<Vec<_>>()
                .join(sep)
        };
        match &self.roll {
            Roll::None => String::new(),
            Roll::NoColumn => "no column to read".to_string(),
            Roll::Sum(_) => {
                let sum: i32 = faces.iter().sum();
                let what = outcome_of(&self.outcomes, sum).map_or("no result", |o| &o.result);
                if faces.len() > 1 {
                    format!("{} = {sum} → {what}", shown("+"))
                } else {
                    format!("{sum} → {what}")
                }
            }
            Roll::Officers {
                officers,
                casualty_on,
            } => {
                let lost = faces.iter().filter(|f| casualty_on.contains(f)).count();
                format!("{} → {lost} of {officers} officers lost", shown(","))
            }
            Roll::Strips { per_strip, .. } => faces
                .iter()
                .enumerate()
                .map(|(i, &x)| {
                    let reads = outcome_of(per_strip, x).map_or("no row", |o| o.result.as_str());
                    format!("strip {}: {x} → {reads}", i + 1)
                })
                .collect::<Vec<_>>()
                .join("; "),
        }
    }
}

/// One calculator: its name, its fields, and the function that answers.
#[derive(Clone)]
pub struct Calc {
    /// The command line's name ("direct-hit").
    pub key: &'static str,
    /// The app's name ("Direct hit").
    pub name: &'static str,
    /// What it is for, when the name does not say (the command line's help).
    pub about: &'static str,
    pub fields: Vec<Field>,
    /// Pairs of fields that cannot both be given, and why.
    pub not_both: Vec<(&'static str, &'static str, &'static str)>,
    /// Whether the player may roll it (with the app's dice or their own).
    pub rolls: bool,
    /// A tab of its own in the app; the rest are "Other rolls".
    pub main: bool,
    /// Its input struct at `Default`, with the fields' slots and the
    /// answer.
    blank: Inputs,
}

impl fmt::Debug for Calc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Calc")
            .field("key", &self.key)
            .field("fields", &self.fields)
            .finish_non_exhaustive()
    }
}

impl Calc {
    /// Answers for `inputs` (fields that do not apply are not read).
    pub fn run(&self, inputs: &Inputs, reg: &Registry) -> Result<Report, Problem> {
        if inputs.calc() != self.key {
            return Err(Problem::Rules(format!(
                "these are not the {} calculator's inputs (a bug: please report it)",
                self.key
            )));
        }
        for &(a, b, why) in &self.not_both {
            // A field that does not apply keeps a value the answer never
            // reads: it is not given.
            let given = |id: &str| {
                self.field(id).is_some_and(|f| self.applies(f, inputs))
                    && !matches!(self.get(inputs, id), Value::Absent | Value::Flag(false))
            };
            if given(a) && given(b) {
                return Err(Problem::NotBoth { a, b, why });
            }
        }
        inputs.answer(reg)
    }

    pub fn field(&self, id: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.id() == id)
    }

    /// The value of the field `id` in `inputs` (absent for a field the
    /// calculator does not have).
    pub fn get(&self, inputs: &Inputs, id: &str) -> Value {
        match self.field(id) {
            Some(f) if inputs.calc() == self.key => inputs.get(f.id()).unwrap_or(Value::Absent),
            _ => Value::Absent,
        }
    }

    /// Writes `value` into the field `id` of `inputs`; false (and nothing
    /// changed) when the calculator has no such field or the field cannot
    /// hold the value (another kind, or outside its type).
    pub fn set(&self, inputs: &mut Inputs, id: &str, value: Value) -> bool {
        inputs.calc() == self.key && self.field(id).is_some_and(|f| inputs.put(f.id(), &value))
    }

    /// Whether `field` applies to `inputs` (its [`Only`] holds).
    pub fn applies(&self, field: &Field, inputs: &Inputs) -> bool {
        field.only.as_ref().is_none_or(
            |o| matches!(self.get(inputs, o.field), Value::One(k) if o.keys.contains(&k)),
        )
    }

    /// The form's label for a field id or a length's unit key.
    pub fn label_of(&self, id: &str) -> &'static str {
        self.fields
            .iter()
            .find(|f| {
                f.id() == id
                    || matches!(&f.kind, Kind::Length { units } if units.iter().any(|u| u.0 == id))
            })
            .map_or("", |f| f.label)
    }

    /// Every field at its start value, as the form first shows it.
    pub fn start(&self) -> Inputs {
        let mut inputs = self.blank.clone();
        for f in &self.fields {
            let kept = inputs.put(f.id(), &f.start());
            debug_assert!(kept, "{}: {} cannot hold its start", self.key, f.id());
        }
        inputs
    }
}
/// Every calculator, in the order the help and the app list them.
pub fn calculators() -> Vec<Calc> {
    vec![
        shooting_calc(),
        combat_calc(),
        morale_calc(),
        direct_hit_calc(),
        building_calc(),
        officer_calc(),
        vehicle_calc(),
        wire_calc(),
        fire_calc(),
        ambush_calc(),
        d6_calc(
            "veer",
            "Night or fog: veering",
            "(night or fog, not following a terrain feature)",
            veer_run,
        ),
        d6_calc(
            "friendly-fire",
            "Night or fog: coming on friends",
            "(night or fog, units coming on friends)",
            friends_run,
        ),
        d6_calc("mob", "Mob hesitation", "(Mob hesitation)", mob_run),
        pre_empt_calc(),
        pursuit_calc(),
        flight_calc(),
    ]
}

/// A rules error as a problem, without the calculator's own name in front
/// ("shooting: …"): the command line and the app name it themselves.
fn rules(key: &str, e: impl std::fmt::Display) -> Problem {
    let text = e.to_string();
    Problem::Rules(match text.strip_prefix(&format!("{key}: ")) {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// A calculator over the input struct `T`: `fields` read and write it,
/// `run` answers for it. The compiler holds every field to a member of
/// `T` of its kind's type, and the answer to `T`.
fn calc<T: Input>(
    key: &'static str,
    name: &'static str,
    fields: Vec<Bound<T>>,
    run: Answer<T>,
) -> Calc {
    let (fields, slots): (Vec<Field>, Vec<_>) = fields
        .into_iter()
        .map(|b| {
            let id = b.field.id();
            (b.field, (id, b.access))
        })
        .unzip();
    Calc {
        key,
        name,
        about: "",
        fields,
        not_both: Vec::new(),
        rolls: true,
        main: false,
        blank: Inputs::blank(key, slots, run),
    }
}

/// "One d6 on the Mob Hesitation table": how the roll is read, named by
/// the table's own title and dice.
fn on_table(reg: &Registry, id: &str) -> String {
    match reg.get(id) {
        Some(t) => format!("{} on the {} table", dice_words(reg, id), t.title),
        None => format!("the table {id}"),
    }
}

/// "one d6" or "2d6": the dice of table `id`, in words.
fn dice_words(reg: &Registry, id: &str) -> &'static str {
    match dice_on(reg, id) {
        2 => "2d6",
        _ => "one d6",
    }
}

/// How many dice are summed on table `id`: the table's own dice (one d6
/// when it names none), the one place the number is stated.
fn dice_on(reg: &Registry, id: &str) -> usize {
    reg.get(id)
        .and_then(|t| t.dice)
        .map_or(1, crate::tables::DiceSpec::count)
}

/// A printed column as a report; "no roll" when it has a single result.
pub(super) fn printed_report(
    title: &'static str,
    reg: &Registry,
    table: &str,
    printed: printed::PrintedColumn,
) -> Report {
    let mut r = Report::new(title);
    r.headline = vec![if printed.outcomes.len() == 1 {
        "no roll".to_string()
    } else {
        on_table(reg, table)
    }];
    r.roll = Roll::Sum(dice_on(reg, table));
    r.outcomes = printed.outcomes;
    r.notes = printed.notes;
    r
}

mod ambush;
mod building;
mod combat;
mod direct_hit;
mod fire;
mod flight;
mod morale;
mod night;
mod officer;
mod pre_empt;
mod pursuit;
mod shooting;
mod vehicle;
mod wire;

use ambush::ambush_calc;
use building::building_calc;
use combat::combat_calc;
use direct_hit::direct_hit_calc;
use fire::fire_calc;
use flight::flight_calc;
use morale::morale_calc;
use night::{d6_calc, friends_run, mob_run, veer_run};
pub use officer::KEY as OFFICER;
use officer::officer_calc;
use pre_empt::pre_empt_calc;
use pursuit::pursuit_calc;
use shooting::shooting_calc;
use vehicle::vehicle_calc;
use wire::wire_calc;

#[cfg(test)]
/// Another value the field can take than `v`, within its limits: what
/// a player could change it to.
pub(crate) fn other_values(f: &Field, v: &Value) -> Vec<Value> {
    match (&f.kind, v) {
        (Kind::Flag, Value::Flag(b)) => vec![Value::Flag(!b)],
        (Kind::Whole { limit, .. }, v) => {
            let now = match v {
                Value::Whole(n) => Some(*n),
                _ => None,
            };
            [limit.min, limit.min + 1, limit.max]
                .into_iter()
                .filter(|n| limit.contains(*n) && Some(*n) != now)
                .map(Value::Whole)
                .collect()
        }
        (Kind::Exact { max, .. }, _) => [1, 3, *max]
            .into_iter()
            .map(|n| Value::Exact(Ratio::new(n, 1)))
            .filter(|x| x != v)
            .collect(),
        (Kind::One { choices, .. }, _) => choices
            .iter()
            .map(|c| Value::One(c.key))
            .filter(|x| x != v)
            .collect(),
        (Kind::Any { choices }, _) => choices
            .iter()
            .map(|c| Value::Any(vec![c.key]))
            .filter(|x| x != v)
            .collect(),
        (Kind::Length { units }, _) => units
            .iter()
            .map(|(unit, _, limit)| Value::Length(unit, (limit.min + 1).min(limit.max)))
            .collect(),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_id_is_unique_and_every_only_names_a_choice_field() {
        for c in calculators() {
            let mut ids: Vec<&str> = c.fields.iter().map(Field::id).collect();
            ids.sort_unstable();
            let n = ids.len();
            ids.dedup();
            assert_eq!(ids.len(), n, "{}", c.key);
            for f in &c.fields {
                if let Some(o) = &f.only {
                    let Some(Kind::One { choices, .. }) = c.field(o.field).map(|f| &f.kind) else {
                        panic!(
                            "{}: {} depends on a field that is not a choice",
                            c.key, f.key
                        );
                    };
                    for k in o.keys {
                        assert!(choices.iter().any(|ch| ch.key == *k), "{}: {k}", c.key);
                    }
                }
            }
            for (a, b, _) in &c.not_both {
                assert!(c.field(a).is_some() && c.field(b).is_some(), "{}", c.key);
            }
        }
    }

    #[test]
    fn every_calculator_answers_at_its_start_values() {
        let reg = Registry::builtin();
        for c in calculators() {
            let r = c
                .run(&c.start(), &reg)
                .unwrap_or_else(|p| panic!("{}: {p:?}", c.key));
            assert!(!r.headline.is_empty(), "{}", c.key);
            if c.rolls {
                assert!(r.roll.dice() > 0, "{}", c.key);
            }
        }
    }

    /// A report without the inputs it lists: what the rules made of them.
    fn answer(r: &Result<Report, Problem>) -> Result<Report, Problem> {
        r.clone().map(|r| Report {
            inputs: Vec::new(),
            ..r
        })
    }

    /// Every declared field is read by the answer: over the start values,
    /// every choice of every one-of field (fields that apply only to a
    /// choice are tried once it is chosen), every length given at its
    /// longest (a modifier can count only at range) and each of those with
    /// the flags on, changing the field to another
    /// value a player could give changes the report beyond the inputs it
    /// lists (the column, the chances, the working, the notes or the roll).
    /// A field declared and then ignored fails here, whatever its type, and
    /// so does one only echoed in the list of inputs.
    #[test]
    fn every_declared_field_is_read_by_the_answer() {
        let reg = Registry::builtin();
        for c in calculators() {
            let start = c.start();
            let mut bases = vec![start.clone()];
            for f in &c.fields {
                if let Kind::One { choices, .. } = &f.kind {
                    for ch in choices {
                        let mut i = start.clone();
                        assert!(c.set(&mut i, f.id(), Value::One(ch.key)));
                        bases.push(i);
                    }
                }
                if let Kind::Length { units } = &f.kind {
                    for (unit, _, limit) in units {
                        let mut i = start.clone();
                        assert!(c.set(&mut i, f.id(), Value::Length(unit, limit.max)));
                        bases.push(i);
                    }
                }
            }
            // And each of those with each flag on (a choice can matter only
            // with a flag: an officer's unit routing after combat).
            for f in c.fields.iter().filter(|f| f.kind == Kind::Flag) {
                for b in bases.clone() {
                    let mut i = b;
                    assert!(c.set(&mut i, f.id(), Value::Flag(true)));
                    bases.push(i);
                }
            }
            for f in &c.fields {
                let read = bases.iter().filter(|b| c.applies(f, b)).any(|b| {
                    let before = answer(&c.run(b, &reg));
                    other_values(f, &c.get(b, f.id())).into_iter().any(|v| {
                        let mut changed = b.clone();
                        c.set(&mut changed, f.id(), v) && answer(&c.run(&changed, &reg)) != before
                    })
                });
                assert!(
                    read,
                    "{}: the field {} is declared but its answer never reads it",
                    c.key,
                    f.id()
                );
            }
        }
    }

    /// Every field's slot keeps what the form and the command line write
    /// into it: its start value and every other value it can take read
    /// back unchanged (a slot on a field of the wrong type fails here).
    #[test]
    fn every_slot_keeps_what_is_written() {
        for c in calculators() {
            let mut i = c.start();
            for f in &c.fields {
                assert_eq!(c.get(&i, f.id()), f.start(), "{}: {}", c.key, f.id());
                for v in other_values(f, &f.start()) {
                    let others: Vec<Value> = c
                        .fields
                        .iter()
                        .filter(|g| g.id() != f.id())
                        .map(|g| c.get(&i, g.id()))
                        .collect();
                    assert!(c.set(&mut i, f.id(), v.clone()), "{}: {}", c.key, f.id());
                    assert_eq!(c.get(&i, f.id()), v, "{}: {}", c.key, f.id());
                    // No two fields share a slot: writing one leaves the others.
                    let after: Vec<Value> = c
                        .fields
                        .iter()
                        .filter(|g| g.id() != f.id())
                        .map(|g| c.get(&i, g.id()))
                        .collect();
                    assert_eq!(after, others, "{}: {} wrote another field", c.key, f.id());
                }
                assert!(c.set(&mut i, f.id(), f.start()));
            }
            // A value of another kind is refused and changes nothing.
            let before = i.clone();
            for f in &c.fields {
                let wrong = match f.kind {
                    Kind::Flag => Value::Whole(1),
                    _ => Value::Flag(true),
                };
                assert!(!c.set(&mut i, f.id(), wrong), "{}: {}", c.key, f.id());
            }
            assert_eq!(i, before, "{}", c.key);
            assert!(!c.set(&mut i, "no-such-field", Value::Flag(true)));
        }
    }

    /// An answer is never given for another calculator's inputs (each
    /// calculator with fields has an input type of its own).
    #[test]
    fn inputs_of_another_calculator_are_refused() {
        let reg = Registry::builtin();
        let all = calculators();
        // The single rolls with nothing to set all take `()`.
        let typed: Vec<&Calc> = all.iter().filter(|c| !c.fields.is_empty()).collect();
        for a in &typed {
            for b in typed.iter().filter(|b| b.key != a.key) {
                let want = format!("not the {} calculator's inputs", a.key);
                assert!(
                    matches!(a.run(&b.start(), &reg), Err(Problem::Rules(m)) if m.contains(&want)),
                    "{} answered for {}'s inputs",
                    a.key,
                    b.key
                );
            }
        }
    }

    /// The forms start where the rules modules' own defaults do.
    #[test]
    fn forms_start_on_the_rules_defaults() {
        let all = calculators();
        let start = |key: &str, id: &str| {
            let c = all.iter().find(|c| c.key == key).unwrap();
            match c.get(&c.start(), id) {
                Value::One(k) => k,
                _ => "",
            }
        };
        assert_eq!(
            start("morale", "test"),
            crate::red_actions::morale::TestType::default().key()
        );
        assert_eq!(
            start("direct-hit", "target"),
            crate::red_actions::direct_hit::Target::default().key()
        );
        assert_eq!(start("combat", "contact"), "front");
    }

    #[test]
    fn rolls_are_read_in_words() {
        let reg = Registry::builtin();
        let all = calculators();
        let veer = all.iter().find(|c| c.key == "veer").unwrap();
        let r = veer.run(&veer.start(), &reg).unwrap();
        assert_eq!(r.read(&[6]), "6 → Veer 30° right");
        let officer = all.iter().find(|c| c.key == "officer").unwrap();
        let mut i = officer.start();
        assert!(officer.set(&mut i, "officers", Value::Whole(2)));
        let r = officer.run(&i, &reg).unwrap();
        assert_eq!(r.roll.dice(), 2);
        assert_eq!(r.read(&[1, 5]), "1,5 → 1 of 2 officers lost");
    }

    #[test]
    fn not_both_is_refused_before_the_rules_run() {
        let reg = Registry::builtin();
        let all = calculators();
        let ambush = all.iter().find(|c| c.key == "ambush").unwrap();
        let mut i = ambush.start();
        assert!(ambush.set(&mut i, "partisans", Value::Flag(true)));
        assert!(ambush.set(&mut i, "clever", Value::Flag(true)));
        assert!(matches!(
            ambush.run(&i, &reg),
            Err(Problem::NotBoth {
                a: "partisans",
                b: "clever",
                ..
            })
        ));
    }
}
