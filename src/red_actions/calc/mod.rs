//! The calculators' one shape: what each takes, described once, and what it
//! reports.
//!
//! The command line reads its options from these descriptions
//! (`cli/red_actions.rs`: `--key value`, its help and its refusals) and the
//! app draws its forms from them (`ui/red_actions.rs`: a number box, a tick
//! box, radio buttons). Both run the same [`Calc::run`] on the same
//! [`Inputs`] and show the same [`Report`], so a label, a range, a default
//! or a rule is written once.

use super::limits::Limit;
use super::odds::{Outcome, outcome_of, sums_label};
use super::printed;
use crate::ratio::Ratio;
use crate::tables::Registry;

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

fn choice(key: &'static str, label: impl Into<String>) -> Choice {
    Choice {
        key,
        aliases: &[],
        label: label.into(),
    }
}

/// One choice of a one-of field and the value the answer takes for it:
/// the command line's key, other spellings, the form's label and how the
/// value is made (reading what else it needs), written once. A
/// calculator's description builds its field from its picks
/// ([`Field::one_of`]) and its answer reads the value back
/// ([`Given::pick`]), so a key is never written twice.
pub struct Pick<T: 'static> {
    pub key: &'static str,
    pub aliases: &'static [&'static str],
    pub label: &'static str,
    value: fn(&Given<'_>) -> T,
}

impl<T> Pick<T> {
    const fn new(key: &'static str, label: &'static str, value: fn(&Given<'_>) -> T) -> Pick<T> {
        Pick {
            key,
            aliases: &[],
            label,
            value,
        }
    }

    /// Also read as `aliases` on the command line.
    const fn or(mut self, aliases: &'static [&'static str]) -> Pick<T> {
        self.aliases = aliases;
        self
    }

    fn choice(&self) -> Choice {
        Choice {
            key: self.key,
            aliases: self.aliases,
            label: self.label.to_string(),
        }
    }
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
}

impl Field {
    fn new(key: &'static str, label: &'static str, kind: Kind) -> Field {
        Field {
            key,
            label,
            kind,
            section: None,
            only: None,
        }
    }

    fn flag(key: &'static str, label: &'static str) -> Field {
        Field::new(key, label, Kind::Flag)
    }

    fn whole(
        key: &'static str,
        label: &'static str,
        limit: Limit,
        start: i64,
        need: Need,
    ) -> Field {
        Field::new(key, label, Kind::Whole { limit, start, need })
    }

    fn one(key: &'static str, label: &'static str, choices: Vec<Choice>, required: bool) -> Field {
        let start = choices.first().map_or("", |c| c.key);
        Field::new(
            key,
            label,
            Kind::One {
                choices,
                required,
                start,
            },
        )
    }

    /// A one-of field whose choices are `picks`.
    fn one_of<T>(
        key: &'static str,
        label: &'static str,
        picks: &[Pick<T>],
        required: bool,
    ) -> Field {
        Field::one(
            key,
            label,
            picks.iter().map(Pick::choice).collect(),
            required,
        )
    }

    /// The form starts on the choice `key` rather than the first.
    fn starting(mut self, key: &'static str) -> Field {
        if let Kind::One { start, .. } = &mut self.kind {
            *start = key;
        }
        self
    }

    fn exact(key: &'static str, label: &'static str, max: u64, what: &'static str) -> Field {
        Field::new(
            key,
            label,
            Kind::Exact {
                max,
                what,
                start: Ratio::new(2, 1),
            },
        )
    }

    fn in_section(mut self, section: &'static str) -> Field {
        self.section = Some(section);
        self
    }

    fn only(
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
}

/// A field's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// Not given (or the field does not apply).
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

/// A calculator's inputs, by field id.
#[derive(Clone, Debug, Default)]
pub struct Inputs(Vec<(&'static str, Value)>);

impl PartialEq for Inputs {
    /// The same value for every field, in whatever order they were set
    /// (a field never set is absent).
    fn eq(&self, other: &Inputs) -> bool {
        self.0.iter().all(|(k, v)| other.get(k) == v)
            && other.0.iter().all(|(k, v)| self.get(k) == v)
    }
}

impl Inputs {
    pub fn set(&mut self, id: &'static str, value: Value) {
        match self.0.iter_mut().find(|(k, _)| *k == id) {
            Some(slot) => slot.1 = value,
            None => self.0.push((id, value)),
        }
    }

    pub fn get(&self, id: &str) -> &Value {
        self.0
            .iter()
            .find(|(k, _)| *k == id)
            .map_or(&Value::Absent, |(_, v)| v)
    }
}

/// A calculator's inputs as its answer reads them: only by the ids its
/// description declares. A read of an id it does not declare is a bug, not
/// a silent 0, "" or false: [`Calc::run`] refuses to answer with it, and
/// [`Calc::fields_read`] lets a test check that every declared field is
/// read by the answer (none is declared and then ignored).
pub struct Given<'a> {
    fields: &'a [Field],
    inputs: &'a Inputs,
    read: std::cell::RefCell<Vec<&'static str>>,
    undeclared: std::cell::RefCell<Vec<String>>,
}

impl<'a> Given<'a> {
    fn new(fields: &'a [Field], inputs: &'a Inputs) -> Given<'a> {
        Given {
            fields,
            inputs,
            read: Default::default(),
            undeclared: Default::default(),
        }
    }

    /// The inputs' value for the declared field `id`.
    fn value(&self, id: &str) -> &'a Value {
        match self.fields.iter().find(|f| f.id() == id) {
            Some(f) => {
                let mut read = self.read.borrow_mut();
                if !read.contains(&f.id()) {
                    read.push(f.id());
                }
            }
            None => self.undeclared.borrow_mut().push(id.to_string()),
        }
        self.inputs.get(id)
    }

    /// A whole number (0 when absent).
    pub fn whole(&self, id: &str) -> i64 {
        match self.value(id) {
            Value::Whole(n) => *n,
            _ => 0,
        }
    }

    /// A whole number, if given.
    pub fn whole_given(&self, id: &str) -> Option<i64> {
        match self.value(id) {
            Value::Whole(n) => Some(*n),
            _ => None,
        }
    }

    /// A count (the fields' limits keep it from 0 up).
    pub fn count(&self, id: &str) -> u32 {
        u32::try_from(self.whole(id).max(0)).unwrap_or(u32::MAX)
    }

    pub fn exact(&self, id: &str) -> Ratio {
        match self.value(id) {
            Value::Exact(r) => *r,
            _ => Ratio::ZERO,
        }
    }

    pub fn flag(&self, id: &str) -> bool {
        matches!(self.value(id), Value::Flag(true))
    }

    /// The chosen key ("" when absent).
    pub fn one(&self, id: &str) -> &'static str {
        match self.value(id) {
            Value::One(k) => k,
            _ => "",
        }
    }

    /// The value of the pick chosen for `id` (its start choice when none
    /// is given); a description whose field has no pick is refused.
    pub fn pick<T>(&self, id: &str, picks: &[Pick<T>]) -> Result<T, Problem> {
        let chosen = self.one(id);
        let start = self
            .fields
            .iter()
            .find(|f| f.id() == id)
            .and_then(|f| match &f.kind {
                Kind::One { start, .. } => Some(*start),
                _ => None,
            });
        picks
            .iter()
            .find(|p| p.key == chosen)
            .or_else(|| picks.iter().find(|p| Some(p.key) == start))
            .map(|p| (p.value)(self))
            .ok_or_else(|| {
                Problem::Rules(format!("{id}: no choice to read (a bug: please report it)"))
            })
    }

    pub fn any(&self, id: &str) -> &'a [&'static str] {
        match self.value(id) {
            Value::Any(keys) => keys,
            _ => &[],
        }
    }

    pub fn length(&self, id: &str) -> Option<(&'static str, i64)> {
        match self.value(id) {
            Value::Length(unit, n) => Some((*unit, *n)),
            _ => None,
        }
    }
}

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

type Run = fn(&Given<'_>, &Registry) -> Result<Report, Problem>;

/// One calculator: its name, its fields, and the function that answers.
#[derive(Clone, Debug)]
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
    run: Run,
}

impl Calc {
    /// Answers for `inputs` (fields that do not apply are ignored).
    pub fn run(&self, inputs: &Inputs, reg: &Registry) -> Result<Report, Problem> {
        self.run_reading(inputs, reg).0
    }

    /// Answers for `inputs`, with the ids of the fields the answer read.
    fn run_reading(
        &self,
        inputs: &Inputs,
        reg: &Registry,
    ) -> (Result<Report, Problem>, Vec<&'static str>) {
        for &(a, b, why) in &self.not_both {
            let given = |id: &str| !matches!(inputs.get(id), Value::Absent | Value::Flag(false));
            if given(a) && given(b) {
                return (Err(Problem::NotBoth { a, b, why }), Vec::new());
            }
        }
        let given = Given::new(&self.fields, inputs);
        let answer = (self.run)(&given, reg);
        let undeclared = given.undeclared.into_inner();
        let answer = if undeclared.is_empty() {
            answer
        } else {
            Err(Problem::Rules(format!(
                "the {} calculator read {} without declaring it (a bug: please report it)",
                self.key,
                undeclared.join(", ")
            )))
        };
        (answer, given.read.into_inner())
    }

    /// The declared fields the answer for `inputs` reads.
    pub fn fields_read(&self, inputs: &Inputs, reg: &Registry) -> Vec<&'static str> {
        self.run_reading(inputs, reg).1
    }

    pub fn field(&self, id: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.id() == id)
    }

    /// Whether `field` applies to `inputs` (its [`Only`] holds).
    pub fn applies(&self, field: &Field, inputs: &Inputs) -> bool {
        field
            .only
            .as_ref()
            .is_none_or(|o| matches!(inputs.get(o.field), Value::One(k) if o.keys.contains(k)))
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
        let mut inputs = Inputs::default();
        for f in &self.fields {
            let v = match &f.kind {
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
            };
            inputs.set(f.id(), v);
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

fn calc(key: &'static str, name: &'static str, fields: Vec<Field>, run: Run) -> Calc {
    Calc {
        key,
        name,
        about: "",
        fields,
        not_both: Vec::new(),
        rolls: true,
        main: false,
        run,
    }
}

/// "2d6 on the Mob Hesitation table": how the roll is read, named by the
/// table's own title and dice.
fn on_table(reg: &Registry, id: &str) -> String {
    match reg.get(id) {
        Some(t) => {
            let dice = match t.dice {
                Some(crate::tables::DiceSpec::TwoD6) => "2d6",
                _ => "one d6",
            };
            format!("{dice} on the {} table", t.title)
        }
        None => format!("the table {id}"),
    }
}

/// How many dice a list of printed outcomes is read with: 2d6 sums reach past 6.
fn dice_of(outcomes: &[Outcome]) -> usize {
    if outcomes.iter().flat_map(|o| &o.rolls).any(|&r| r > 6) {
        2
    } else {
        1
    }
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
    r.roll = Roll::Sum(1);
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
use officer::officer_calc;
use pre_empt::pre_empt_calc;
use pursuit::pursuit_calc;
use shooting::shooting_calc;
use vehicle::vehicle_calc;
use wire::wire_calc;

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

    /// No calculator reads a field it does not declare, and none declares
    /// a field its answer never reads: over its start values and every
    /// choice of every one-of field (fields that apply only to a choice
    /// are read once it is chosen), every declared field is read.
    #[test]
    fn every_declared_field_is_read_and_nothing_else() {
        let reg = Registry::builtin();
        for c in calculators() {
            let start = c.start();
            let mut tries = vec![start.clone()];
            for f in &c.fields {
                match &f.kind {
                    Kind::One { choices, .. } => {
                        for ch in choices {
                            let mut i = start.clone();
                            i.set(f.id(), Value::One(ch.key));
                            tries.push(i);
                        }
                    }
                    Kind::Whole { limit, .. } => {
                        let mut i = start.clone();
                        i.set(f.id(), Value::Whole(limit.min.max(1).min(limit.max)));
                        tries.push(i);
                    }
                    _ => {}
                }
            }
            let mut read: Vec<&str> = Vec::new();
            for i in &tries {
                if let Err(Problem::Rules(m)) = c.run(i, &reg) {
                    assert!(!m.contains("without declaring"), "{}: {m}", c.key);
                }
                read.extend(c.fields_read(i, &reg));
            }
            for f in &c.fields {
                assert!(
                    read.contains(&f.id()),
                    "{}: the field {} is declared but never read",
                    c.key,
                    f.id()
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
            match c.start().get(id) {
                Value::One(k) => *k,
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
        i.set("officers", Value::Whole(2));
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
        i.set("partisans", Value::Flag(true));
        i.set("clever", Value::Flag(true));
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
