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
use super::{
    ambush, bases, characteristics, combat, direct_hit, fire, flight, morale, night, officers,
    printed, pursuit, shooting, vehicles, wire,
};
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

fn choice_or(key: &'static str, aliases: &'static [&'static str], label: &str) -> Choice {
    Choice {
        key,
        aliases,
        label: label.to_string(),
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

    /// A whole number (0 when absent).
    pub fn whole(&self, id: &str) -> i64 {
        match self.get(id) {
            Value::Whole(n) => *n,
            _ => 0,
        }
    }

    /// A whole number, if given.
    pub fn whole_given(&self, id: &str) -> Option<i64> {
        match self.get(id) {
            Value::Whole(n) => Some(*n),
            _ => None,
        }
    }

    /// A count (the fields' limits keep it from 0 up).
    pub fn count(&self, id: &str) -> u32 {
        u32::try_from(self.whole(id).max(0)).unwrap_or(u32::MAX)
    }

    pub fn exact(&self, id: &str) -> Ratio {
        match self.get(id) {
            Value::Exact(r) => *r,
            _ => Ratio::new(0, 1),
        }
    }

    pub fn flag(&self, id: &str) -> bool {
        matches!(self.get(id), Value::Flag(true))
    }

    /// The chosen key ("" when absent).
    pub fn one(&self, id: &str) -> &'static str {
        match self.get(id) {
            Value::One(k) => k,
            _ => "",
        }
    }

    pub fn any(&self, id: &str) -> &[&'static str] {
        match self.get(id) {
            Value::Any(keys) => keys,
            _ => &[],
        }
    }

    pub fn length(&self, id: &str) -> Option<(&'static str, i64)> {
        match self.get(id) {
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

type Run = fn(&Inputs, &Registry) -> Result<Report, Problem>;

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
        for &(a, b, why) in &self.not_both {
            let given = |id: &str| !matches!(inputs.get(id), Value::Absent | Value::Flag(false));
            if given(a) && given(b) {
                return Err(Problem::NotBoth { a, b, why });
            }
        }
        (self.run)(inputs, reg)
    }

    pub fn field(&self, id: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.id() == id)
    }

    /// Whether `field` applies to `inputs` (its [`Only`] holds).
    pub fn applies(&self, field: &Field, inputs: &Inputs) -> bool {
        field
            .only
            .as_ref()
            .is_none_or(|o| o.keys.contains(&inputs.one(o.field)))
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

// ---------------------------------------------------------------- shooting

fn shooting_calc() -> Calc {
    let observed = || {
        vec![
            choice("no", "no"),
            choice("first", "first turn (½)"),
            choice("later", "later (¾)"),
        ]
    };
    let shooters = "Shooters";
    let target = "Target";
    let mut c = calc(
        "shooting",
        "Shooting",
        vec![
            Field::exact(
                "value",
                "Base shooting value",
                bases::CARD_VALUE_MAX,
                "a card's base shooting value",
            )
            .in_section(shooters),
            Field::whole("bases", "Bases shooting", bases::BASES, 4, Need::Required)
                .in_section(shooters),
            Field::whole(
                "terror",
                "Terror markers (humiliated included)",
                bases::TERROR,
                0,
                Need::Default,
            )
            .in_section(shooters),
            Field::flag("long-range", "Long range (½)").in_section(shooters),
            Field::flag("speculative", "Speculative area fire (½)").in_section(shooters),
            Field::one("observed", "Observed indirect fire:", observed(), false)
                .in_section(shooters),
            Field::flag("mg-close", "MGs at 200m (8\") or less (+3 columns)").in_section(shooters),
            Field::flag("tank", "A tank is firing").in_section(shooters),
            Field::flag("enfiladed", "Target enfiladed (+1 column)").in_section(target),
            Field::flag(
                "formed-cavalry|road-column",
                "Target formed cavalry or road column (+2 columns)",
            )
            .in_section(target),
            Field::flag(
                "skirmishers|partisans-in-cover",
                "Target skirmishers or partisans in cover (−1 column)",
            )
            .in_section(target),
            Field::new(
                "cover",
                "Cover (only the best counts):",
                Kind::Any {
                    choices: shooting::Cover::ALL
                        .iter()
                        .map(|c| Choice {
                            key: c.key(),
                            aliases: c.aliases(),
                            label: format!("{} ({} columns)", c.label(), c.shift()),
                        })
                        .collect(),
                },
            )
            .in_section(target),
        ],
        shooting_run,
    );
    c.main = true;
    c
}

fn shooting_run(i: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let input = shooting::ShootingInput {
        base_value: i.exact("value"),
        bases: i.count("bases"),
        terror: i.count("terror"),
        long_range: i.flag("long-range"),
        speculative: i.flag("speculative"),
        observed: match i.one("observed") {
            "first" => shooting::ObservedIndirect::FirstTurn,
            "later" => shooting::ObservedIndirect::LaterTurn,
            _ => shooting::ObservedIndirect::No,
        },
        mg_close: i.flag("mg-close"),
        enfiladed: i.flag("enfiladed"),
        formed_cavalry_or_road_column: i.flag("formed-cavalry"),
        skirmishers_or_partisans_in_cover: i.flag("skirmishers"),
        cover: i
            .any("cover")
            .iter()
            .filter_map(|k| shooting::Cover::from_key(k))
            .collect(),
        tank: i.flag("tank"),
    };
    let table = reg
        .table(shooting::SHOOTING_TABLE)
        .map_err(|e| rules("shooting", e))?;
    let work = shooting::shooting_work(&input, table).map_err(|e| rules("shooting", e))?;
    let mut r = Report::new("shooting");
    r.inputs = vec![
        format!(
            "base shooting value {}",
            shooting::ratio_label(input.base_value)
        ),
        format!("{} bases, terror markers: {}", input.bases, input.terror),
    ];
    for (on, what) in [
        (input.long_range, "long range"),
        (input.speculative, "speculative area fire"),
        (
            input.observed == shooting::ObservedIndirect::FirstTurn,
            "observed indirect fire, first turn",
        ),
        (
            input.observed == shooting::ObservedIndirect::LaterTurn,
            "observed indirect fire, later turn",
        ),
        (input.mg_close, "MGs at 200m (8\") or less"),
        (input.enfiladed, "target enfiladed"),
        (
            input.formed_cavalry_or_road_column,
            "target formed cavalry or road column",
        ),
        (
            input.skirmishers_or_partisans_in_cover,
            "target skirmishers or partisans in cover",
        ),
        (input.tank, "a tank is firing"),
    ] {
        if on {
            r.inputs.push(what.to_string());
        }
    }
    for c in &input.cover {
        r.inputs.push(format!("cover: {}", c.label()));
    }
    r.working = work.steps(&input);
    r.notes = work.notes.clone();
    match work.column {
        None => {
            r.headline = vec!["column: no column (total below 2)".to_string()];
            r.roll = Roll::NoColumn;
        }
        Some(c) => {
            let odds = printed::shooting_odds(table, c);
            r.headline = vec![format!(
                "column: {}",
                work.column_label.clone().unwrap_or_default()
            )];
            r.outcomes = odds.outcomes;
            r.extra = vec![
                Outcome::on("Serious morale test (^SI)", &odds.si_rolls, odds.si),
                Outcome::on("Officer casualty test (Off)", &odds.off_rolls, odds.off),
            ];
            r.notes.insert(
                0,
                "One result can carry several effects: \"2 x Ter ^SI Off\" is two terror markers, a Serious morale test and an Officer casualty test. The tests' own chances, whatever else comes with them, are given after the results.".to_string(),
            );
            r.roll = Roll::Sum(2);
        }
    }
    Ok(r)
}

// ------------------------------------------------------------------ combat

/// The four inputs both sides of a combat have, under `section`: the
/// fighting number, bases, terror markers and uphill, with these keys and
/// labels (in that order).
fn side_fields(
    section: &'static str,
    keys: [&'static str; 4],
    labels: [&'static str; 4],
) -> Vec<Field> {
    let [fighting, bases, terror, uphill] = keys;
    let [fighting_label, bases_label, terror_label, uphill_label] = labels;
    [
        Field::exact(
            fighting,
            fighting_label,
            bases::CARD_VALUE_MAX,
            "a card's base fighting number",
        ),
        Field::whole(bases, bases_label, bases::BASES, 4, Need::Required),
        Field::whole(terror, terror_label, bases::TERROR, 0, Need::Default),
        Field::flag(uphill, uphill_label),
    ]
    .into_iter()
    .map(|f| f.in_section(section))
    .collect()
}

fn combat_calc() -> Calc {
    let mut fields = side_fields(
        "Charger",
        [
            "charger-fighting",
            "charger-bases",
            "charger-terror",
            "charger-uphill",
        ],
        [
            "Charger fighting number",
            "Charger bases",
            "Charger terror markers",
            "Charger uphill (+25%)",
        ],
    );
    fields.push(
        Field::flag("charger-formed-cavalry", "Formed cavalry charging (+25%)")
            .in_section("Charger"),
    );
    fields.extend(side_fields(
        "Defender",
        [
            "defender-fighting",
            "defender-bases",
            "defender-terror",
            "defender-uphill",
        ],
        [
            "Defender fighting number",
            "Defender bases",
            "Defender terror markers",
            "Defender uphill (+25%)",
        ],
    ));
    fields.push(
        Field::flag("defender-fortifications", "Behind fortifications (+50%)")
            .in_section("Defender"),
    );
    fields.push(
        Field::flag(
            "defender-cover",
            "Defending in cover or at bridge, ford, breach (+25%)",
        )
        .in_section("Defender"),
    );
    fields.push(Field::one(
        "contact",
        "Charge contacts the defender's:",
        vec![
            choice("front", "front"),
            choice("flank", "flank (+1 terror, −50%)"),
            choice("rear", "rear (+3 terror, −50%)"),
        ],
        false,
    ));
    let mut c = calc("combat", "Hand-to-hand combat", fields, combat_run);
    c.not_both = vec![(
        "charger-uphill",
        "defender-uphill",
        "only one side can be uphill of the other",
    )];
    c.main = true;
    c
}

fn combat_side(i: &Inputs, who: &str) -> combat::CombatSide {
    let id = |k: &str| format!("{who}-{k}");
    combat::CombatSide {
        fighting_number: i.exact(&id("fighting")),
        bases: i.count(&id("bases")),
        terror: i.count(&id("terror")),
        fortifications: i.flag(&id("fortifications")),
        cover: i.flag(&id("cover")),
        uphill: i.flag(&id("uphill")),
        formed_cavalry_charging: i.flag(&id("formed-cavalry")),
    }
}

fn combat_run(i: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let input = combat::CombatInput {
        charger: combat_side(i, "charger"),
        defender: combat_side(i, "defender"),
        contact: match i.one("contact") {
            "flank" => combat::Contact::Flank,
            "rear" => combat::Contact::Rear,
            _ => combat::Contact::Front,
        },
    };
    let table = reg
        .table(combat::COMBAT_TABLE)
        .map_err(|e| rules("combat", e))?;
    let work = combat::combat_work(&input, table).map_err(|e| rules("combat", e))?;
    let side_line = |who: &str, s: &combat::CombatSide| {
        let mut l = format!(
            "{who}: fighting number {}, {} bases, terror markers: {}",
            shooting::ratio_label(s.fighting_number),
            s.bases,
            s.terror
        );
        for (on, what) in [
            (s.fortifications, "behind fortifications"),
            (s.cover, "in cover / bridge / ford / breach"),
            (s.uphill, "uphill"),
            (s.formed_cavalry_charging, "formed cavalry charging"),
        ] {
            if on {
                l.push_str(&format!(", {what}"));
            }
        }
        l
    };
    let contact = match input.contact {
        combat::Contact::Front => "charge contacts the front",
        combat::Contact::Flank => "charge contacts the flank",
        combat::Contact::Rear => "charge contacts the rear",
    };
    let mut r = Report::new("hand-to-hand combat");
    r.inputs = vec![
        side_line("charger", &input.charger),
        side_line("defender", &input.defender),
        contact.to_string(),
    ];
    r.working = work.steps(&input);
    r.headline = vec![format!(
        "column: {} (stronger: {})",
        work.column_label,
        work.stronger.name()
    )];
    r.outcomes = printed::combat_odds(table, work.column, work.stronger);
    r.notes = vec![
        "then officer casualties: the officer calculator, after hand-to-hand combat".to_string(),
    ];
    r.roll = Roll::Sum(2);
    Ok(r)
}

// ------------------------------------------------------------------ morale

fn morale_calc() -> Calc {
    let mut c = calc(
        "morale",
        "Morale test",
        vec![
            Field::one(
                "test",
                "Test",
                morale::TestType::ALL
                    .iter()
                    .map(|t| choice(t.key(), t.name()))
                    .collect(),
                true,
            )
            .starting(morale::TestType::default().key()),
            Field::whole(
                "number",
                "Success number",
                morale::SUCCESS_NUMBER,
                7,
                Need::Required,
            ),
            Field::whole(
                "officers",
                "Officers' morale effect",
                morale::OFFICERS_EFFECT,
                0,
                Need::Default,
            ),
            Field::flag(
                "enemy-behind-flank",
                "Enemy behind the unit's flanks within 300m (12\") (−2)",
            ),
            Field::flag(
                "earthworks",
                "Behind earthworks, in a trench or stone building (+2)",
            ),
            Field::flag("night|fog", "Night or fog (+1)"),
            Field::flag(
                "ambushed-marching",
                "Ambushed while marching (−3, fear test)",
            ),
            Field::flag("commissar", "Commissar officer (optional rule)"),
        ],
        morale_run,
    );
    c.main = true;
    c
}

fn morale_run(i: &Inputs, _reg: &Registry) -> Result<Report, Problem> {
    let input = morale::MoraleInput {
        test: morale::TestType::from_key(i.one("test")).unwrap_or_default(),
        success_number: i32::try_from(i.whole("number")).unwrap_or_default(),
        officers: i32::try_from(i.whole("officers")).unwrap_or_default(),
        enemy_behind_flank: i.flag("enemy-behind-flank"),
        earthworks: i.flag("earthworks"),
        night_or_fog: i.flag("night"),
        ambushed_marching: i.flag("ambushed-marching"),
        commissar: i.flag("commissar"),
    };
    let work = morale::morale_work(&input);
    let mut r = Report::new("morale test");
    r.inputs = vec![
        input.test.name().to_string(),
        format!("success number {}", input.success_number),
    ];
    r.working = vec![format!("success number {}", input.success_number)];
    for (what, v) in &work.modifiers {
        r.working.push(format!("{what} {v:+}"));
    }
    r.headline = vec![format!(
        "modified success number: {} (2d6 equal or lower passes; 12 always fails)",
        work.modified
    )];
    r.outcomes = work.outcomes;
    r.extra = work.alternative;
    r.notes = work.notes;
    r.roll = Roll::Sum(2);
    Ok(r)
}

// -------------------------------------------------------------- direct hit

fn direct_hit_calc() -> Calc {
    let mut c = calc(
        "direct-hit",
        "Direct hit",
        vec![
            Field::one(
                "gun",
                "Gun:",
                vec![
                    choice_or("field", &["field-gun"], "Field gun"),
                    choice("other", "Other gun or mortar"),
                ],
                true,
            ),
            Field::one(
                "target",
                "Target:",
                direct_hit::Target::ALL
                    .iter()
                    .map(|t| choice(t.key(), t.label()))
                    .collect(),
                true,
            )
            .starting(direct_hit::Target::default().key()),
            Field::new(
                "range",
                "Range",
                Kind::Length {
                    units: vec![
                        ("range-m", "metres", direct_hit::RANGE_M),
                        ("range-in", "inches", direct_hit::RANGE_IN),
                    ],
                },
            ),
            Field::flag(
                "consecutive-stationary",
                "Consecutive rounds at a stationary target (no range +1)",
            ),
            Field::flag("poor", "Early Soviet / very poor unit (+1)"),
            Field::one(
                "observed",
                "Observed indirect fire:",
                vec![
                    choice("no", "no"),
                    choice("first", "first turn (+2)"),
                    choice("later", "later (+1)"),
                ],
                false,
            ),
        ],
        direct_hit_run,
    );
    c.main = true;
    c
}

fn direct_hit_run(i: &Inputs, _reg: &Registry) -> Result<Report, Problem> {
    let range_m = match i.length("range") {
        None => 0,
        Some((unit, n)) => {
            let n = u32::try_from(n.max(0)).unwrap_or(u32::MAX);
            if unit == "range-in" {
                direct_hit::inches_to_m(n).ok_or(Problem::Outside {
                    field: "range-in",
                    value: i64::from(n),
                    limit: direct_hit::RANGE_IN,
                })?
            } else {
                n
            }
        }
    };
    let gun = match i.one("gun") {
        "field" => direct_hit::Gun::FieldGun,
        _ => direct_hit::Gun::Other,
    };
    let input = direct_hit::DirectHitInput {
        gun,
        target: direct_hit::Target::from_key(i.one("target")).unwrap_or_default(),
        range_m,
        consecutive_stationary: i.flag("consecutive-stationary"),
        poor: i.flag("poor"),
        observed: match i.one("observed") {
            "first" => direct_hit::Observed::FirstTurn,
            "later" => direct_hit::Observed::LaterTurn,
            _ => direct_hit::Observed::No,
        },
    };
    let work = direct_hit::direct_hit_work(&input);
    let gun = match input.gun {
        direct_hit::Gun::FieldGun => "Field gun",
        direct_hit::Gun::Other => "Other",
    };
    let mut r = Report::new("direct hit");
    r.inputs = vec![
        format!("{gun} vs {}", input.target.label()),
        format!("range {}m", input.range_m),
    ];
    r.working = vec![format!(
        "{gun} vs {} = {}+",
        input.target.label(),
        work.printed
    )];
    for (what, v) in &work.modifiers {
        r.working.push(format!("{what} {v:+}"));
    }
    let needed = work.needed;
    r.headline = vec![if needed > 12 {
        format!("number needed: {needed} — above 12, can never hit")
    } else {
        format!("number needed: {needed}+ on 2d6")
    }];
    r.outcomes = direct_hit::hit_outcomes(needed);
    r.notes = work.notes;
    r.roll = Roll::Sum(2);
    Ok(r)
}

fn building_calc() -> Calc {
    let mut c = calc(
        "building",
        "Building section hit",
        vec![Field::one(
            "building-hit",
            "Building section:",
            vec![
                choice_or("wooden", &["wood"], "wooden"),
                choice("stone", "stone"),
            ],
            true,
        )],
        building_run,
    );
    c.about = "(is a hit building section destroyed? also `direct-hit --building-hit …`)";
    c
}

fn building_run(i: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let b = match i.one("building-hit") {
        "stone" => direct_hit::Building::Stone,
        _ => direct_hit::Building::Wooden,
    };
    let printed = direct_hit::building_outcomes(reg, b).map_err(|e| rules("building", e))?;
    let mut r = Report::new("building section hit");
    r.inputs = vec![format!("{} building section took a direct hit", b.label())];
    r.headline = vec![on_table(reg, direct_hit::BUILDING_TABLE)];
    r.roll = Roll::Sum(dice_of(&printed.outcomes));
    r.outcomes = printed.outcomes;
    r.notes = printed.notes;
    Ok(r)
}

// ------------------------------------------------------------- small rolls

fn officer_calc() -> Calc {
    calc(
        "officer",
        "Officer casualties",
        vec![
            Field::one(
                "context",
                "After:",
                vec![
                    choice("shooting", "an Off result from shooting"),
                    choice("combat", "hand-to-hand combat"),
                ],
                true,
            ),
            Field::flag("routs", "The unit routs").only(
                "context",
                &["combat"],
                "shooting kills on a 1 alone",
            ),
            Field::whole("officers", "Officers", officers::OFFICERS, 1, Need::Default),
        ],
        officer_run,
    )
}

fn officer_run(i: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let context = match i.one("context") {
        "combat" => officers::OfficerContext::Combat {
            routs: i.flag("routs"),
        },
        _ => officers::OfficerContext::Shooting,
    };
    let n = i.count("officers");
    let work = officers::officer_work(reg, context, n).map_err(|e| rules("officer", e))?;
    let mut r = Report::new("officer casualties");
    r.inputs = vec![
        match context {
            officers::OfficerContext::Shooting => "shooting Off result".to_string(),
            officers::OfficerContext::Combat { routs: false } => "combat".to_string(),
            officers::OfficerContext::Combat { routs: true } => {
                "combat, the unit routs".to_string()
            }
        },
        format!("{n} officer(s), a d6 each"),
    ];
    r.headline = vec![format!(
        "casualty on: {} (each officer {})",
        sums_label(&work.casualty_on),
        work.per_officer
    )];
    r.outcomes = work.outcomes;
    r.notes =
        vec!["a replacement is drawn when the unit next performs a voluntary action".to_string()];
    r.roll = Roll::Officers {
        officers: usize::try_from(n).unwrap_or(usize::MAX),
        casualty_on: work.casualty_on,
    };
    Ok(r)
}

fn vehicle_calc() -> Calc {
    calc(
        "vehicle",
        "Vehicle rolls",
        vec![
            Field::one(
                "kind",
                "Vehicle:",
                vec![
                    choice("tank", vehicles::Vehicle::Tank.name()),
                    choice_or(
                        "armoured-car",
                        &["armored-car"],
                        vehicles::Vehicle::ArmouredCar.name(),
                    ),
                ],
                false,
            ),
            Field::one(
                "event",
                "Event",
                vec![
                    choice("breakdown", "breakdown test after moving over half speed"),
                    choice("obstacle", "crossing an obstacle"),
                    choice("wire", "crushing or clearing wire: problem"),
                    choice("repair", "broken down or stuck, a later move"),
                    choice("charged", "troops it charged try to immobilise it"),
                ],
                true,
            ),
            Field::flag("off-road", "Off flat ground, gentle hills and roads").only(
                "event",
                &["breakdown"],
                "armoured cars test off flat ground, gentle hills and roads",
            ),
            Field::flag("grenadiers", "Grenadiers (+2)").only(
                "event",
                &["charged"],
                "grenadiers add 2 against a charging vehicle",
            ),
        ],
        vehicle_run,
    )
}

fn vehicle_run(i: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let kind = match i.one("kind") {
        "armoured-car" => vehicles::Vehicle::ArmouredCar,
        _ => vehicles::Vehicle::Tank,
    };
    let event = match i.one("event") {
        "obstacle" => vehicles::VehicleRoll::Obstacle,
        "wire" => vehicles::VehicleRoll::Wire,
        "repair" => vehicles::VehicleRoll::Repair,
        "charged" => vehicles::VehicleRoll::ChargedTroops {
            grenadiers: i.flag("grenadiers"),
        },
        _ => vehicles::VehicleRoll::Breakdown {
            off_road: i.flag("off-road"),
        },
    };
    let work = vehicles::vehicle_work(reg, kind, event).map_err(|e| rules("vehicle", e))?;
    let mut r = Report::new("vehicle roll");
    r.inputs = vec![format!("{}: {}", kind.name(), event.label())];
    r.headline = vec!["one d6".to_string()];
    r.outcomes = work.outcomes;
    r.notes = work.notes;
    r.roll = Roll::Sum(1);
    Ok(r)
}

fn wire_calc() -> Calc {
    calc(
        "wire",
        "Barbed wire",
        vec![
            Field::one(
                "who",
                "Who:",
                vec![
                    choice("infantry", "infantry crossing"),
                    choice("engineers", "engineers"),
                    choice("tank", "a tank crushing it"),
                ],
                true,
            ),
            Field::whole(
                "strips",
                "Strips of 100m (4\")",
                wire::STRIPS,
                1,
                Need::Default,
            )
            .only("who", &["tank"], "infantry and engineers roll 2d6 once"),
        ],
        wire_run,
    )
}

fn wire_run(i: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let roll = match i.one("who") {
        "engineers" => wire::WireRoll::Engineers,
        "tank" => wire::WireRoll::TankCrushing {
            strips: i.count("strips"),
        },
        _ => wire::WireRoll::Infantry,
    };
    let work = wire::wire_work(reg, roll).map_err(|e| rules("wire", e))?;
    let mut r = Report::new("barbed wire");
    r.inputs = vec![roll.label()];
    match roll {
        wire::WireRoll::TankCrushing { strips } => {
            r.headline = vec![format!(
                "a d6 per 100m (4\") strip, {}",
                on_table(reg, wire::CRUSHING_TABLE)
            )];
            // What one strip's die gives, to read each strip's face.
            let per_strip = wire::wire_work(reg, wire::WireRoll::TankCrushing { strips: 1 })
                .map_err(|e| rules("wire", e))?
                .outcomes;
            r.roll = Roll::Strips {
                strips: usize::try_from(strips).unwrap_or(usize::MAX),
                per_strip,
            };
        }
        _ => {
            r.headline = vec![on_table(reg, wire::CROSSING_TABLE)];
            r.roll = Roll::Sum(2);
        }
    }
    r.outcomes = work.outcomes;
    r.notes = work.notes;
    Ok(r)
}

fn fire_calc() -> Calc {
    calc(
        "fire",
        "Burning buildings",
        vec![
            Field::one(
                "action",
                "Action:",
                vec![
                    choice("set", "set a touching building on fire"),
                    choice("fight", "fight a fire"),
                ],
                true,
            ),
            Field::whole("markers", "Fire markers", fire::MARKERS, 1, Need::Required).only(
                "action",
                &["fight"],
                "setting a building on fire starts with none",
            ),
        ],
        fire_run,
    )
}

fn fire_run(i: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let roll = match i.one("action") {
        "fight" => fire::FireRoll::Fight {
            markers: i.count("markers"),
        },
        _ => fire::FireRoll::SetOnFire,
    };
    let printed = fire::fire_work(reg, roll).map_err(|e| rules("fire", e))?;
    let mut r = Report::new("burning buildings");
    r.inputs = vec![match roll {
        fire::FireRoll::SetOnFire => "setting a touching building on fire".to_string(),
        fire::FireRoll::Fight { markers } => format!("fighting a fire with {markers} markers"),
    }];
    r.headline = vec![on_table(reg, fire::FIRE_TABLE)];
    r.outcomes = printed.outcomes;
    r.notes = printed.notes;
    r.roll = Roll::Sum(1);
    Ok(r)
}

fn ambush_calc() -> Calc {
    let mut c = calc(
        "ambush",
        "Scouting for ambush",
        vec![
            Field::flag("partisans", "Partisans scouting (range 8\")"),
            Field::flag("clever", "A clever officer scouting (range 8\")"),
            Field::whole(
                "distance",
                "Distance to the terrain (inches)",
                ambush::DISTANCE_IN,
                4,
                Need::Optional,
            ),
        ],
        ambush_run,
    );
    c.not_both = vec![(
        "partisans",
        "clever",
        "either doubles the scouting range to 8\" (200m) and they do not add up",
    )];
    c
}

fn ambush_run(i: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let input = ambush::AmbushInput {
        partisans_or_clever: i.flag("partisans") || i.flag("clever"),
        distance_in: i
            .whole_given("distance")
            .map(|d| u32::try_from(d.max(0)).unwrap_or(u32::MAX)),
    };
    let printed = ambush::ambush_work(reg, input).map_err(|e| rules("ambush", e))?;
    let range = ambush::scouting_range(input.partisans_or_clever);
    let mut r = Report::new("scouting for ambush");
    r.inputs = vec![format!(
        "scouting range {range}\"{}",
        if input.partisans_or_clever {
            " (partisans or clever officer)"
        } else {
            ""
        }
    )];
    r.headline = vec![on_table(reg, ambush::AMBUSH_TABLE)];
    r.outcomes = printed.outcomes;
    r.notes = printed.notes;
    r.notes.push(
        "the potential ambusher may roll in secret, leaving the die for later inspection"
            .to_string(),
    );
    r.roll = Roll::Sum(1);
    Ok(r)
}

/// A single roll on a printed table, with nothing to set.
fn d6_calc(key: &'static str, name: &'static str, about: &'static str, run: Run) -> Calc {
    let mut c = calc(key, name, Vec::new(), run);
    c.about = about;
    c
}

/// A printed column as a report; "no roll" when it has a single result.
fn printed_report(
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

fn veer_run(_: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let p = night::veer(reg).map_err(|e| rules("veer", e))?;
    Ok(printed_report("night veering", reg, night::VEER_TABLE, p))
}

fn friends_run(_: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let p = night::friends_fired_on(reg).map_err(|e| rules("friendly-fire", e))?;
    Ok(printed_report(
        "night: units coming on friends",
        reg,
        night::FRIENDS_TABLE,
        p,
    ))
}

fn mob_run(_: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let p = characteristics::mob_hesitation(reg).map_err(|e| rules("mob", e))?;
    Ok(printed_report(
        "Mob hesitation",
        reg,
        characteristics::MOB_TABLE,
        p,
    ))
}

fn pre_empt_calc() -> Calc {
    let mut c = calc(
        "pre-empt",
        "Clever officer pre-empting",
        vec![Field::flag(
            "target-clever",
            "The target has a Clever officer too",
        )],
        pre_empt_run,
    );
    c.about = "(Clever officer)";
    c
}

fn pre_empt_run(i: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let p = characteristics::clever_pre_empt(reg, i.flag("target-clever"))
        .map_err(|e| rules("pre-empt", e))?;
    Ok(printed_report(
        "Clever officer pre-empting",
        reg,
        characteristics::CLEVER_TABLE,
        p,
    ))
}

fn pursuit_calc() -> Calc {
    calc(
        "pursuit",
        "Pursuit by sabres",
        vec![Field::one(
            "routers",
            "The routers are:",
            vec![
                choice("slower", "slower than the pursuers"),
                choice("same-speed-cavalry", "cavalry of the same speed"),
            ],
            true,
        )],
        pursuit_run,
    )
}

fn pursuit_run(i: &Inputs, reg: &Registry) -> Result<Report, Problem> {
    let routers = match i.one("routers") {
        "same-speed-cavalry" => pursuit::Routers::SameSpeedCavalry,
        _ => pursuit::Routers::Slower,
    };
    let p = pursuit::pursuit(reg, routers).map_err(|e| rules("pursuit", e))?;
    Ok(printed_report(
        "pursuit by sabres",
        reg,
        pursuit::PURSUIT_TABLE,
        p,
    ))
}

// ------------------------------------------------------------------ flight

fn flight_calc() -> Calc {
    let mut c = calc(
        "flight",
        "Flight number",
        vec![
            Field::new(
                "percent",
                "Flight number (%)",
                Kind::Exact {
                    max: flight::PERCENT_MAX,
                    what: "a percentage of the army's original points",
                    start: Ratio::new(40, 1),
                },
            ),
            Field::whole(
                "points",
                "Original points",
                flight::POINTS,
                200,
                Need::Required,
            ),
            Field::whole(
                "lost",
                "Points destroyed, captured or routing",
                Limit::new(
                    0,
                    flight::POINTS.max,
                    "no more than the army's original points",
                ),
                0,
                Need::Optional,
            ),
        ],
        flight_run,
    );
    c.rolls = false;
    c.main = true;
    c
}

fn flight_run(i: &Inputs, _reg: &Registry) -> Result<Report, Problem> {
    let percent = i.exact("percent");
    let points = i.whole("points");
    let lost = match i.whole_given("lost") {
        Some(l) => {
            let limit = Limit::new(
                0,
                points,
                "points lost cannot be more than the army's original points",
            );
            if !limit.contains(l) {
                return Err(Problem::Outside {
                    field: "lost",
                    value: l,
                    limit,
                });
            }
            Some(u64::try_from(l).unwrap_or_default())
        }
        None => None,
    };
    let w = flight::flight_work(percent, u64::try_from(points).unwrap_or_default(), lost);
    let mut r = Report::new("flight number");
    r.inputs = vec![format!(
        "flight number {}% of {points} original points",
        shooting::ratio_label(percent)
    )];
    r.headline = vec![
        format!(
            "flight number: {} points",
            shooting::ratio_label(w.flight_number)
        ),
        format!(
            "the army flees when more than {} points are destroyed, captured or routing: {} points or more",
            shooting::ratio_label(w.flight_number),
            w.points_to_exceed
        ),
    ];
    if let (Some(l), Some(reached)) = (lost, w.reached) {
        r.headline.push(format!(
            "{l} points lost: {}",
            if reached {
                "exceeds the flight number — the army flees"
            } else {
                "does not exceed the flight number"
            }
        ));
    }
    Ok(r)
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

    /// The forms start where the rules modules' own defaults do.
    #[test]
    fn forms_start_on_the_rules_defaults() {
        let all = calculators();
        let start = |key: &str, id: &str| {
            let c = all.iter().find(|c| c.key == key).unwrap();
            c.start().one(id)
        };
        assert_eq!(start("morale", "test"), morale::TestType::default().key());
        assert_eq!(
            start("direct-hit", "target"),
            direct_hit::Target::default().key()
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
