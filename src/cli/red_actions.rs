//! `politburo red-actions <calculator> …`: the *Red Actions!* calculators.
//!
//! Each prints the inputs it understood, the working, the column or number,
//! then the exact distribution as `<result>\t<n>/<d>\t<percent>%` lines.
//! `--dice <faces>` (e.g. `--dice 4,5`) resolves the roll with the player's
//! own dice.

use super::opts::{Opts, Takes};
use super::{CliError, CliResult, usage};
use crate::ratio::Ratio;
use crate::red_actions::limits::Limit;
use crate::red_actions::odds::{Outcome, outcome_of};
use crate::red_actions::{
    ambush, bases, characteristics, combat, direct_hit, fire, flight, morale, night, officers,
    printed, pursuit, shooting, vehicles, wire,
};
use crate::tables::Registry;
use std::io::Write;

const USAGE: &str = "\
politburo red-actions <calculator> [options]   (Red Actions! – the Pygmy Wars Version)

CALCULATORS AND OPTIONS (every calculator also takes --dice <faces>, e.g. --dice 4,5):
  shooting   --value <base shooting value 0–100> --bases <1–12> [--terror <0–12>] [--long-range]
             [--speculative] [--observed first|later] [--mg-close] [--enfiladed]
             [--formed-cavalry] [--skirmishers] [--tank]
             [--cover super-hard|stone|wooden|evading-soft|evading-open|soft]…
  combat     --charger-fighting <0–100> --charger-bases <1–12> [--charger-terror <0–12>]
             [--charger-uphill] [--charger-formed-cavalry]
             --defender-fighting <0–100> --defender-bases <1–12> [--defender-terror <0–12>]
             [--defender-fortifications] [--defender-cover] [--defender-uphill]
             [--contact front|flank|rear]
  morale     --test charge|fear|serious|rally-rout|rally-pinned --number <0–12>
             [--officers <-6…+6>] [--enemy-behind-flank] [--earthworks] [--night]
             [--ambushed-marching] [--commissar]
  direct-hit --gun field|other --target building|moving-vehicle|stationary-vehicle|other
             [--range-m <0–100000> | --range-in <0–4000>] [--consecutive-stationary] [--poor]
             [--observed first|later]
             or: --building-hit wooden|stone   (is a hit building section destroyed?)
  officer    --context shooting|combat [--routs] [--officers <1–12>]
  vehicle    --kind tank|armoured-car --event breakdown|obstacle|wire|repair|charged
             [--off-road (breakdown)] [--grenadiers (charged)]
  wire       --who infantry|engineers|tank [--strips <1–24> (tank)]
  fire       --action set|fight [--markers <1–4> (fight)]
  ambush     [--partisans | --clever] [--distance <inches 0–8>]
  veer       (night or fog, not following a terrain feature)
  friendly-fire   (night or fog, units coming on friends)
  mob        (Mob hesitation)
  pre-empt   [--target-clever]   (Clever officer)
  pursuit    --routers slower|same-speed-cavalry
  flight     --percent <0–100> --points <original points> [--lost <points>]
";

/// A calculator's options, `--dice` among them.
fn ra_opts(calc: &str, args: &[String], spec: &[(&str, bool)]) -> Result<Opts, CliError> {
    let mut spec: Vec<(&str, Takes)> = spec
        .iter()
        .map(|&(n, v)| match (n, v) {
            ("cover", _) => (n, Takes::Many),
            (_, true) => (n, Takes::Value),
            (_, false) => (n, Takes::Flag),
        })
        .collect();
    spec.push(("dice", Takes::Value));
    Opts::parse(
        &format!("red-actions {calc}"),
        "red-actions help",
        args,
        &spec,
    )
}

/// "3", "1.5", "3/2" as an exact non-negative number; `None` for anything
/// else, a zero denominator, or digits past what a u64 holds.
pub fn parse_ratio(text: &str) -> Option<Ratio> {
    let t = text.trim();
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    if let Some((n, d)) = t.split_once('/') {
        let (n, d) = (n.trim(), d.trim());
        if !digits(n) || !digits(d) {
            return None;
        }
        let n: u64 = n.parse().ok()?;
        let d: u64 = d.parse().ok()?;
        return (d > 0).then(|| Ratio::new(n, d));
    }
    if let Some((w, f)) = t.split_once('.') {
        if !digits(f) || f.len() > 6 || !(w.is_empty() || digits(w)) {
            return None;
        }
        let w: u64 = if w.is_empty() { 0 } else { w.parse().ok()? };
        let scale = 10u64.checked_pow(u32::try_from(f.len()).ok()?)?;
        let f: u64 = f.parse().ok()?;
        return Some(Ratio::new(w.checked_mul(scale)?.checked_add(f)?, scale));
    }
    if !digits(t) {
        return None;
    }
    t.parse::<u64>().ok().map(|n| Ratio::new(n, 1))
}

fn write_outcomes(out: &mut dyn Write, outcomes: &[Outcome]) -> CliResult {
    for o in outcomes {
        writeln!(
            out,
            "{}\t{}\t{}%",
            o.label(),
            o.chance,
            o.chance.percent_string()
        )?;
    }
    Ok(())
}

fn write_list(out: &mut dyn Write, title: &str, lines: &[String]) -> CliResult {
    if !lines.is_empty() {
        writeln!(out, "{title}:")?;
        for l in lines {
            writeln!(out, "  {l}")?;
        }
    }
    Ok(())
}

/// Prints what `sum` (from `faces`) gives among `outcomes`.
fn write_roll(out: &mut dyn Write, faces: &[i32], outcomes: &[Outcome]) -> CliResult {
    let sum: i32 = faces.iter().sum();
    let shown: Vec<String> = faces.iter().map(|f| f.to_string()).collect();
    let what = outcome_of(outcomes, sum)
        .map(|o| o.result.clone())
        .unwrap_or_else(|| "no result".to_string());
    if faces.len() > 1 {
        writeln!(out, "dice: {} = {sum} → {what}", shown.join("+"))?;
    } else {
        writeln!(out, "dice: {sum} → {what}")?;
    }
    Ok(())
}

/// Prints inputs, working, headline, distribution, notes and a given roll.
struct Report<'a> {
    title: &'a str,
    inputs: Vec<String>,
    working: Vec<String>,
    headline: String,
    outcomes: Vec<Outcome>,
    extra: Vec<Outcome>,
    notes: Vec<String>,
}

impl Report<'_> {
    fn write(&self, out: &mut dyn Write, faces: Option<&[i32]>) -> CliResult {
        writeln!(out, "Red Actions! {}", self.title)?;
        write_list(out, "inputs", &self.inputs)?;
        write_list(out, "working", &self.working)?;
        if !self.headline.is_empty() {
            writeln!(out, "{}", self.headline)?;
        }
        write_outcomes(out, &self.outcomes)?;
        write_outcomes(out, &self.extra)?;
        write_list(out, "notes", &self.notes)?;
        if let Some(f) = faces {
            write_roll(out, f, &self.outcomes)?;
        }
        Ok(())
    }
}

pub fn run(reg: &Registry, args: &[String], out: &mut dyn Write) -> CliResult {
    let Some((calc, rest)) = args.split_first() else {
        out.write_all(USAGE.as_bytes())?;
        return Err(usage("red-actions: name a calculator (see the list above)"));
    };
    match calc.as_str() {
        "help" | "--help" | "-h" => {
            out.write_all(USAGE.as_bytes())?;
            Ok(())
        }
        "shooting" => shooting_cmd(reg, rest, out),
        "combat" => combat_cmd(reg, rest, out),
        "morale" => morale_cmd(rest, out),
        "direct-hit" => direct_hit_cmd(reg, rest, out),
        "officer" => officer_cmd(reg, rest, out),
        "vehicle" => vehicle_cmd(reg, rest, out),
        "wire" => wire_cmd(reg, rest, out),
        "fire" => fire_cmd(reg, rest, out),
        "ambush" => ambush_cmd(reg, rest, out),
        "veer" | "friendly-fire" | "mob" | "pre-empt" | "pursuit" => d6_cmd(reg, calc, rest, out),
        "flight" => flight_cmd(rest, out),
        other => Err(usage(format!(
            "red-actions: unknown calculator \"{other}\"; try `politburo red-actions help`"
        ))),
    }
}

const OBSERVED: [(&str, shooting::ObservedIndirect); 2] = [
    ("first", shooting::ObservedIndirect::FirstTurn),
    ("later", shooting::ObservedIndirect::LaterTurn),
];

fn shooting_cmd(reg: &Registry, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = ra_opts(
        "shooting",
        args,
        &[
            ("value", true),
            ("bases", true),
            ("terror", true),
            ("long-range", false),
            ("speculative", false),
            ("observed", true),
            ("mg-close", false),
            ("enfiladed", false),
            ("formed-cavalry", false),
            ("road-column", false),
            ("skirmishers", false),
            ("partisans-in-cover", false),
            ("cover", true),
            ("tank", false),
        ],
    )?;
    let mut cover = Vec::new();
    for v in o.values("cover") {
        for k in super::list_items("red-actions shooting: --cover", v, &[','])? {
            cover.push(shooting::Cover::from_key(k).ok_or_else(|| {
                o.bad(
                    "cover",
                    k,
                    "one of super-hard, stone, wooden, evading-soft, evading-open, soft",
                )
            })?);
        }
    }
    let input = shooting::ShootingInput {
        base_value: o.ratio(
            "value",
            bases::CARD_VALUE_MAX,
            "a card's base shooting value",
        )?,
        bases: o.count("bases", None, bases::BASES)?,
        terror: o.count("terror", Some(0), bases::TERROR)?,
        long_range: o.flag("long-range"),
        speculative: o.flag("speculative"),
        observed: o.choice("observed", Some(shooting::ObservedIndirect::No), &OBSERVED)?,
        mg_close: o.flag("mg-close"),
        enfiladed: o.flag("enfiladed"),
        formed_cavalry_or_road_column: o.flag("formed-cavalry") || o.flag("road-column"),
        skirmishers_or_partisans_in_cover: o.flag("skirmishers") || o.flag("partisans-in-cover"),
        cover,
        tank: o.flag("tank"),
    };
    let faces = o.dice(2)?;
    let table = reg
        .table(shooting::SHOOTING_TABLE)
        .map_err(|e| usage(format!("red-actions shooting: {e}")))?;
    let work =
        shooting::shooting_work(&input, table).map_err(|e| usage(format!("red-actions {e}")))?;
    let mut inputs = vec![
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
            inputs.push(what.to_string());
        }
    }
    for c in &input.cover {
        inputs.push(format!("cover: {}", c.label()));
    }
    let mut report = Report {
        title: "shooting",
        inputs,
        working: work.steps(&input),
        headline: String::new(),
        outcomes: Vec::new(),
        extra: Vec::new(),
        notes: work.notes.clone(),
    };
    match work.column {
        None => {
            report.headline = "column: no column (total below 2)".to_string();
            report.write(out, None)?;
            if faces.is_some() {
                writeln!(out, "dice: no column to read")?;
            }
        }
        Some(c) => {
            let odds = printed::shooting_odds(table, c);
            report.headline = format!("column: {}", work.column_label.clone().unwrap_or_default());
            report.outcomes = odds.outcomes;
            report.extra = vec![
                Outcome::on("SI (serious morale test)", &odds.si_rolls, odds.si),
                Outcome::on("Off (officer casualty test)", &odds.off_rolls, odds.off),
            ];
            report.write(out, faces.as_deref())?;
        }
    }
    Ok(())
}

fn combat_side(o: &Opts, who: &str) -> Result<combat::CombatSide, CliError> {
    Ok(combat::CombatSide {
        fighting_number: o.ratio(
            &format!("{who}-fighting"),
            bases::CARD_VALUE_MAX,
            "a card's base fighting number",
        )?,
        bases: o.count(&format!("{who}-bases"), None, bases::BASES)?,
        terror: o.count(&format!("{who}-terror"), Some(0), bases::TERROR)?,
        fortifications: o.flag(&format!("{who}-fortifications")),
        cover: o.flag(&format!("{who}-cover")),
        uphill: o.flag(&format!("{who}-uphill")),
        formed_cavalry_charging: o.flag(&format!("{who}-formed-cavalry")),
    })
}

fn combat_cmd(reg: &Registry, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = ra_opts(
        "combat",
        args,
        &[
            ("charger-fighting", true),
            ("charger-bases", true),
            ("charger-terror", true),
            ("charger-uphill", false),
            ("charger-formed-cavalry", false),
            ("defender-fighting", true),
            ("defender-bases", true),
            ("defender-terror", true),
            ("defender-fortifications", false),
            ("defender-cover", false),
            ("defender-uphill", false),
            ("contact", true),
        ],
    )?;
    if o.flag("charger-uphill") && o.flag("defender-uphill") {
        return Err(usage(
            "red-actions combat: --charger-uphill and --defender-uphill cannot both hold",
        ));
    }
    let input = combat::CombatInput {
        charger: combat_side(&o, "charger")?,
        defender: combat_side(&o, "defender")?,
        contact: o.choice(
            "contact",
            Some(combat::Contact::Front),
            &[
                ("front", combat::Contact::Front),
                ("flank", combat::Contact::Flank),
                ("rear", combat::Contact::Rear),
            ],
        )?,
    };
    let faces = o.dice(2)?;
    let table = reg
        .table(combat::COMBAT_TABLE)
        .map_err(|e| usage(format!("red-actions combat: {e}")))?;
    let work = combat::combat_work(&input, table)
        .map_err(|e| usage(format!("red-actions combat: {e}")))?;
    let outcomes = printed::combat_odds(table, work.column, work.stronger);
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
    Report {
        title: "hand-to-hand combat",
        inputs: vec![
            side_line("charger", &input.charger),
            side_line("defender", &input.defender),
            contact.to_string(),
        ],
        working: work.steps(&input),
        headline: format!(
            "column: {} (stronger: {})",
            work.column_label,
            work.stronger.name()
        ),
        outcomes,
        extra: Vec::new(),
        notes: vec![
            "then officer casualties: `politburo red-actions officer --context combat [--routs]`"
                .to_string(),
        ],
    }
    .write(out, faces.as_deref())
}

fn morale_cmd(args: &[String], out: &mut dyn Write) -> CliResult {
    let o = ra_opts(
        "morale",
        args,
        &[
            ("test", true),
            ("number", true),
            ("officers", true),
            ("enemy-behind-flank", false),
            ("earthworks", false),
            ("night", false),
            ("fog", false),
            ("ambushed-marching", false),
            ("commissar", false),
        ],
    )?;
    let tests: Vec<(&str, morale::TestType)> = morale::TestType::ALL
        .iter()
        .map(|t| (t.key(), *t))
        .collect();
    let input = morale::MoraleInput {
        test: o.choice("test", None, &tests)?,
        success_number: o.signed_required("number", morale::SUCCESS_NUMBER)?,
        officers: o.signed("officers", morale::OFFICERS_EFFECT)?,
        enemy_behind_flank: o.flag("enemy-behind-flank"),
        earthworks: o.flag("earthworks"),
        night_or_fog: o.flag("night") || o.flag("fog"),
        ambushed_marching: o.flag("ambushed-marching"),
        commissar: o.flag("commissar"),
    };
    let faces = o.dice(2)?;
    let work = morale::morale_work(&input);
    let mut working = vec![format!("success number {}", input.success_number)];
    for (what, v) in &work.modifiers {
        working.push(format!("{what} {v:+}"));
    }
    Report {
        title: "morale test",
        inputs: vec![
            input.test.name().to_string(),
            format!("success number {}", input.success_number),
        ],
        working,
        headline: format!(
            "modified success number: {} (2d6 equal or lower passes; 12 always fails)",
            work.modified
        ),
        outcomes: work.outcomes,
        extra: work.alternative,
        notes: work.notes,
    }
    .write(out, faces.as_deref())
}

fn direct_hit_cmd(reg: &Registry, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = ra_opts(
        "direct-hit",
        args,
        &[
            ("gun", true),
            ("target", true),
            ("range-m", true),
            ("range-in", true),
            ("consecutive-stationary", false),
            ("poor", false),
            ("observed", true),
            ("building-hit", true),
        ],
    )?;
    let faces = o.dice(2)?;
    if o.value("building-hit").is_some() {
        for other in [
            "gun",
            "target",
            "range-m",
            "range-in",
            "consecutive-stationary",
            "poor",
            "observed",
        ] {
            o.refuse(
                other,
                "is for a gun's direct hit roll; --building-hit is the roll after a building section was hit",
            )?;
        }
        let b = o.choice(
            "building-hit",
            None,
            &[
                ("wooden", direct_hit::Building::Wooden),
                ("wood", direct_hit::Building::Wooden),
                ("stone", direct_hit::Building::Stone),
            ],
        )?;
        let printed = direct_hit::building_outcomes(reg, b).map_err(table_error)?;
        return Report {
            title: "building section hit",
            inputs: vec![format!("{} building section took a direct hit", b.label())],
            working: Vec::new(),
            headline: on_table(reg, direct_hit::BUILDING_TABLE),
            outcomes: printed.outcomes,
            extra: Vec::new(),
            notes: printed.notes,
        }
        .write(out, faces.as_deref());
    }
    let range_m = match (o.value("range-m"), o.value("range-in")) {
        (Some(_), Some(_)) => {
            return Err(usage(
                "red-actions direct-hit: give --range-m or --range-in, not both",
            ));
        }
        (Some(_), None) => o.count("range-m", None, direct_hit::RANGE_M)?,
        (None, Some(_)) => {
            let inches = o.count("range-in", None, direct_hit::RANGE_IN)?;
            direct_hit::inches_to_m(inches).ok_or_else(|| {
                usage(format!(
                    "red-actions direct-hit: --range-in {inches} is outside {}",
                    direct_hit::RANGE_IN
                ))
            })?
        }
        (None, None) => 0,
    };
    let input = direct_hit::DirectHitInput {
        gun: o.choice(
            "gun",
            None,
            &[
                ("field", direct_hit::Gun::FieldGun),
                ("field-gun", direct_hit::Gun::FieldGun),
                ("other", direct_hit::Gun::Other),
            ],
        )?,
        target: o.choice(
            "target",
            None,
            &direct_hit::Target::ALL.map(|t| (t.key(), t)),
        )?,
        range_m,
        consecutive_stationary: o.flag("consecutive-stationary"),
        poor: o.flag("poor"),
        observed: o.choice(
            "observed",
            Some(direct_hit::Observed::No),
            &[
                ("first", direct_hit::Observed::FirstTurn),
                ("later", direct_hit::Observed::LaterTurn),
            ],
        )?,
    };
    let work = direct_hit::direct_hit_work(&input);
    let gun = match input.gun {
        direct_hit::Gun::FieldGun => "Field gun",
        direct_hit::Gun::Other => "Other",
    };
    let mut working = vec![format!(
        "{gun} vs {} = {}+",
        input.target.label(),
        work.printed
    )];
    for (what, v) in &work.modifiers {
        working.push(format!("{what} {v:+}"));
    }
    let needed = work.needed;
    let outcomes = direct_hit::hit_outcomes(needed);
    Report {
        title: "direct hit",
        inputs: vec![
            format!("{gun} vs {}", input.target.label()),
            format!("range {}m", input.range_m),
        ],
        working,
        headline: if needed > 12 {
            format!("number needed: {needed} — above 12, can never hit")
        } else {
            format!("number needed: {needed}+ on 2d6")
        },
        outcomes,
        extra: Vec::new(),
        notes: work.notes,
    }
    .write(out, faces.as_deref())
}

fn officer_cmd(reg: &Registry, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = ra_opts(
        "officer",
        args,
        &[("context", true), ("routs", false), ("officers", true)],
    )?;
    let context = match o.choice("context", None, &[("shooting", false), ("combat", true)])? {
        false => officers::OfficerContext::Shooting,
        true => officers::OfficerContext::Combat {
            routs: o.flag("routs"),
        },
    };
    if context == officers::OfficerContext::Shooting && o.flag("routs") {
        return Err(usage(
            "red-actions officer: --routs applies to combat only (shooting kills on a 1 alone)",
        ));
    }
    let n = o.count("officers", Some(1), officers::OFFICERS)?;
    let faces = o.dice(n as usize)?;
    let work = officers::officer_work(reg, context, n).map_err(table_error)?;
    Report {
        title: "officer casualties",
        inputs: vec![
            match context {
                officers::OfficerContext::Shooting => "shooting Off result".to_string(),
                officers::OfficerContext::Combat { routs: false } => "combat".to_string(),
                officers::OfficerContext::Combat { routs: true } => {
                    "combat, the unit routs".to_string()
                }
            },
            format!("{n} officer(s), a d6 each"),
        ],
        working: Vec::new(),
        headline: format!(
            "casualty on: {} (each officer {})",
            crate::red_actions::odds::sums_label(&work.casualty_on),
            work.per_officer
        ),
        outcomes: work.outcomes,
        extra: Vec::new(),
        notes: vec![
            "a replacement is drawn when the unit next performs a voluntary action".to_string(),
        ],
    }
    .write(out, None)?;
    if let Some(f) = faces {
        let lost = f.iter().filter(|&&x| work.casualty_on.contains(&x)).count();
        let shown: Vec<String> = f.iter().map(|x| x.to_string()).collect();
        writeln!(
            out,
            "dice: {} → {lost} of {n} officers lost",
            shown.join(",")
        )?;
    }
    Ok(())
}

fn vehicle_cmd(reg: &Registry, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = ra_opts(
        "vehicle",
        args,
        &[
            ("kind", true),
            ("event", true),
            ("off-road", false),
            ("grenadiers", false),
        ],
    )?;
    let kind = o.choice(
        "kind",
        Some(vehicles::Vehicle::Tank),
        &[
            ("tank", vehicles::Vehicle::Tank),
            ("armoured-car", vehicles::Vehicle::ArmouredCar),
            ("armored-car", vehicles::Vehicle::ArmouredCar),
        ],
    )?;
    let event = o.choice(
        "event",
        None,
        &[
            (
                "breakdown",
                vehicles::VehicleRoll::Breakdown {
                    off_road: o.flag("off-road"),
                },
            ),
            ("obstacle", vehicles::VehicleRoll::Obstacle),
            ("wire", vehicles::VehicleRoll::Wire),
            ("repair", vehicles::VehicleRoll::Repair),
            (
                "charged",
                vehicles::VehicleRoll::ChargedTroops {
                    grenadiers: o.flag("grenadiers"),
                },
            ),
        ],
    )?;
    if !matches!(event, vehicles::VehicleRoll::Breakdown { .. }) {
        o.refuse(
            "off-road",
            "applies to --event breakdown only (armoured cars test off flat ground, gentle hills and roads)",
        )?;
    }
    if !matches!(event, vehicles::VehicleRoll::ChargedTroops { .. }) {
        o.refuse(
            "grenadiers",
            "applies to --event charged only (grenadiers add 2 against a charging vehicle)",
        )?;
    }
    let faces = o.dice(1)?;
    let work = vehicles::vehicle_work(reg, kind, event)
        .map_err(|e| usage(format!("red-actions vehicle: {e}")))?;
    Report {
        title: "vehicle roll",
        inputs: vec![format!("{}: {}", kind.name(), event.label())],
        working: Vec::new(),
        headline: "one d6".to_string(),
        outcomes: work.outcomes,
        extra: Vec::new(),
        notes: work.notes,
    }
    .write(out, faces.as_deref())
}

fn wire_cmd(reg: &Registry, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = ra_opts("wire", args, &[("who", true), ("strips", true)])?;
    let strips = o.count("strips", Some(1), wire::STRIPS)?;
    let roll = o.choice(
        "who",
        None,
        &[
            ("infantry", wire::WireRoll::Infantry),
            ("engineers", wire::WireRoll::Engineers),
            ("tank", wire::WireRoll::TankCrushing { strips }),
        ],
    )?;
    let faces = match roll {
        wire::WireRoll::TankCrushing { strips } => o.dice(usize::try_from(strips).unwrap_or(0))?,
        _ => {
            o.refuse(
                "strips",
                "applies to --who tank only (infantry and engineers roll 2d6 once)",
            )?;
            o.dice(2)?
        }
    };
    let work = wire::wire_work(reg, roll).map_err(table_error)?;
    let headline = match roll {
        wire::WireRoll::TankCrushing { .. } => format!(
            "a d6 per 100m (4\") strip, {}",
            on_table(reg, wire::CRUSHING_TABLE)
        ),
        _ => on_table(reg, wire::CROSSING_TABLE),
    };
    // What one strip's die gives, to read the strips' faces.
    let per_strip = wire::wire_work(reg, wire::WireRoll::TankCrushing { strips: 1 })
        .map_err(table_error)?
        .outcomes;
    let report = Report {
        title: "barbed wire",
        inputs: vec![roll.label()],
        working: Vec::new(),
        headline,
        outcomes: work.outcomes,
        extra: Vec::new(),
        notes: work.notes,
    };
    match (roll, faces) {
        (wire::WireRoll::TankCrushing { .. }, Some(f)) => {
            report.write(out, None)?;
            let crushed: Vec<String> = f
                .iter()
                .enumerate()
                .map(|(i, &x)| {
                    let reads = crate::red_actions::odds::outcome_of(&per_strip, x)
                        .map_or("no row", |o| o.result.as_str());
                    format!("strip {}: {x} → {reads}", i + 1)
                })
                .collect();
            writeln!(out, "dice: {}", crushed.join("; "))?;
            Ok(())
        }
        (_, f) => report.write(out, f.as_deref()),
    }
}

fn fire_cmd(reg: &Registry, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = ra_opts("fire", args, &[("action", true), ("markers", true)])?;
    let roll = o.choice("action", None, &[("set", false), ("fight", true)])?;
    let roll = if roll {
        fire::FireRoll::Fight {
            markers: o.count("markers", None, fire::MARKERS)?,
        }
    } else {
        o.refuse(
            "markers",
            "applies to --action fight only (setting a building on fire starts with none)",
        )?;
        fire::FireRoll::SetOnFire
    };
    let faces = o.dice(1)?;
    let printed = fire::fire_work(reg, roll).map_err(|e| usage(format!("red-actions {e}")))?;
    Report {
        title: "burning buildings",
        inputs: vec![match roll {
            fire::FireRoll::SetOnFire => "setting a touching building on fire".to_string(),
            fire::FireRoll::Fight { markers } => format!("fighting a fire with {markers} markers"),
        }],
        working: Vec::new(),
        headline: on_table(reg, fire::FIRE_TABLE),
        outcomes: printed.outcomes,
        extra: Vec::new(),
        notes: printed.notes,
    }
    .write(out, faces.as_deref())
}

fn ambush_cmd(reg: &Registry, args: &[String], out: &mut dyn Write) -> CliResult {
    let o = ra_opts(
        "ambush",
        args,
        &[("partisans", false), ("clever", false), ("distance", true)],
    )?;
    if o.flag("partisans") && o.flag("clever") {
        return Err(usage(
            "red-actions ambush: give --partisans or --clever, not both: either doubles the scouting range to 8\" (200m) and they do not add up",
        ));
    }
    let input = ambush::AmbushInput {
        partisans_or_clever: o.flag("partisans") || o.flag("clever"),
        distance_in: match o.value("distance") {
            Some(_) => Some(o.count("distance", None, ambush::DISTANCE_IN)?),
            None => None,
        },
    };
    let faces = o.dice(1)?;
    let printed = ambush::ambush_work(reg, input).map_err(|e| usage(format!("red-actions {e}")))?;
    let range = ambush::scouting_range(input.partisans_or_clever);
    Report {
        title: "scouting for ambush",
        inputs: vec![format!(
            "scouting range {range}\"{}",
            if input.partisans_or_clever {
                " (partisans or clever officer)"
            } else {
                ""
            }
        )],
        working: Vec::new(),
        headline: on_table(reg, ambush::AMBUSH_TABLE),
        outcomes: printed.outcomes,
        extra: Vec::new(),
        notes: {
            let mut notes = printed.notes;
            notes.push(
                "the potential ambusher may roll in secret, leaving the die for later inspection"
                    .to_string(),
            );
            notes
        },
    }
    .write(out, faces.as_deref())
}

fn d6_cmd(reg: &Registry, calc: &str, args: &[String], out: &mut dyn Write) -> CliResult {
    let spec: &[(&str, bool)] = match calc {
        "pre-empt" => &[("target-clever", false)],
        "pursuit" => &[("routers", true)],
        _ => &[],
    };
    let o = ra_opts(calc, args, spec)?;
    let faces = o.dice(1)?;
    let (title, table, printed) = match calc {
        "veer" => ("night veering", night::VEER_TABLE, night::veer(reg)),
        "friendly-fire" => (
            "night: units coming on friends",
            night::FRIENDS_TABLE,
            night::friends_fired_on(reg),
        ),
        "mob" => (
            "Mob hesitation",
            characteristics::MOB_TABLE,
            characteristics::mob_hesitation(reg),
        ),
        "pre-empt" => (
            "Clever officer pre-empting",
            characteristics::CLEVER_TABLE,
            Ok(
                characteristics::clever_pre_empt(reg, o.flag("target-clever"))
                    .map_err(|e| usage(format!("red-actions {e}")))?,
            ),
        ),
        _ => {
            let routers = o.choice(
                "routers",
                None,
                &[
                    ("slower", pursuit::Routers::Slower),
                    ("same-speed-cavalry", pursuit::Routers::SameSpeedCavalry),
                ],
            )?;
            (
                "pursuit by sabres",
                pursuit::PURSUIT_TABLE,
                pursuit::pursuit(reg, routers),
            )
        }
    };
    let printed = printed.map_err(table_error)?;
    let headline = if printed.outcomes.len() == 1 {
        "no roll".to_string()
    } else {
        on_table(reg, table)
    };
    Report {
        title,
        inputs: Vec::new(),
        working: Vec::new(),
        headline,
        outcomes: printed.outcomes,
        extra: Vec::new(),
        notes: printed.notes,
    }
    .write(out, faces.as_deref())
}

/// "one d6 on the Mob Hesitation table": how the roll is read, named by the
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

/// A calculator's table that could not be read (an edited file broke it).
fn table_error(e: crate::tables::RollError) -> super::CliError {
    usage(format!("red-actions: {e}"))
}

fn flight_cmd(args: &[String], out: &mut dyn Write) -> CliResult {
    let o = ra_opts(
        "flight",
        args,
        &[("percent", true), ("points", true), ("lost", true)],
    )?;
    let percent = o.ratio(
        "percent",
        flight::PERCENT_MAX,
        "a percentage of the army's original points",
    )?;
    let points = o.count("points", None, flight::POINTS)?;
    let lost = match o.value("lost") {
        Some(_) => Some(u64::from(o.count(
            "lost",
            None,
            Limit::new(
                0,
                i64::from(points),
                "points lost cannot be more than the army's original points",
            ),
        )?)),
        None => None,
    };
    let w = flight::flight_work(percent, u64::from(points), lost);
    writeln!(out, "Red Actions! flight number")?;
    writeln!(out, "inputs:")?;
    writeln!(
        out,
        "  flight number {}% of {points} original points",
        shooting::ratio_label(percent)
    )?;
    writeln!(
        out,
        "flight number: {} points",
        shooting::ratio_label(w.flight_number)
    )?;
    writeln!(
        out,
        "the army flees when more than {} points are destroyed, captured or routing: {} points or more",
        shooting::ratio_label(w.flight_number),
        w.points_to_exceed
    )?;
    if let (Some(l), Some(r)) = (lost, w.reached) {
        writeln!(
            out,
            "{l} points lost: {}",
            if r {
                "exceeds the flight number — the army flees"
            } else {
                "does not exceed the flight number"
            }
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratios_parse_exactly() {
        assert_eq!(parse_ratio("3"), Some(Ratio::new(3, 1)));
        assert_eq!(parse_ratio("1.5"), Some(Ratio::new(3, 2)));
        assert_eq!(parse_ratio("3/4"), Some(Ratio::new(3, 4)));
        assert_eq!(parse_ratio(".5"), Some(Ratio::new(1, 2)));
        assert_eq!(parse_ratio("x"), None);
        assert_eq!(parse_ratio("1/0"), None);
        assert_eq!(parse_ratio("-2"), None);
        // Digits past u64 are refused, not wrapped or panicking.
        assert_eq!(parse_ratio("99999999999999999999.5"), None);
        assert_eq!(parse_ratio("18446744073709551615.5"), None);
        assert_eq!(parse_ratio("1/99999999999999999999"), None);
        assert_eq!(parse_ratio("1.1234567"), None);
        assert_eq!(parse_ratio("1."), None);
        assert_eq!(parse_ratio("."), None);
        assert_eq!(parse_ratio("/2"), None);
    }
}
