//! Values typed on the command line, parsed at the edge into the rules' own
//! types by clap: a choice lists what it accepts (so `--help` and the
//! shell completions show the values) and reads the other spellings the
//! rules' own `parse` takes ("b" for B, "2:1" for 2-1); a number or a
//! free-form value (a list, a unit's spec) lists nothing.

use super::{CliError, usage};
use crate::directory::combat::{Attacker, Faction, Supply, Terrain, parse_factors};
use crate::ratio::Ratio;
use crate::rcw::{PlayerColour, Seat};
use crate::tables::GivenFaces;
use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::{ContextKind, ContextValue, ErrorKind};

/// A value read by `parse`, shown as one of `values` (none: a number).
#[derive(Clone)]
pub struct Listed<T: Clone + Send + Sync + 'static> {
    values: Vec<String>,
    parse: fn(&str) -> Option<T>,
    /// The rules' own words for a value that does not read; without them
    /// the value is said not to be one of `values`.
    refusal: Option<fn(&str) -> String>,
}

impl<T: Clone + Send + Sync + 'static> Listed<T> {
    pub fn new(values: impl IntoIterator<Item = String>, parse: fn(&str) -> Option<T>) -> Self {
        Listed {
            values: values.into_iter().collect(),
            parse,
            refusal: None,
        }
    }

    /// A value that does not read is refused in these words.
    pub fn refused_as(mut self, refusal: fn(&str) -> String) -> Self {
        self.refusal = Some(refusal);
        self
    }
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Listed<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let text = value.to_str().unwrap_or_default();
        (self.parse)(text).ok_or_else(|| {
            if let Some(words) = self.refusal {
                return clap::Error::raw(ErrorKind::ValueValidation, format!("{}\n", words(text)))
                    .with_cmd(cmd);
            }
            let mut e = clap::Error::new(ErrorKind::InvalidValue).with_cmd(cmd);
            if let Some(a) = arg {
                e.insert(ContextKind::InvalidArg, ContextValue::String(a.to_string()));
            }
            e.insert(
                ContextKind::InvalidValue,
                ContextValue::String(text.to_string()),
            );
            e.insert(
                ContextKind::ValidValue,
                ContextValue::Strings(self.values.clone()),
            );
            e
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        if self.values.is_empty() {
            return None;
        }
        Some(Box::new(
            self.values.iter().map(|v| PossibleValue::new(v.clone())),
        ))
    }
}

/// A player's letter, A to F (any case).
pub fn seat() -> Listed<crate::rcw::Seat> {
    Listed::new(
        crate::rcw::Seat::first(crate::rcw::Seat::MAX_PLAYERS).map(|s| s.to_string()),
        |t| {
            let mut c = t.trim().chars();
            match (c.next(), c.next()) {
                (Some(x), None) => crate::rcw::Seat::from_letter(x),
                _ => None,
            }
        },
    )
}

/// What a stack holds: Czar or Gold (any case).
pub fn holding() -> Listed<crate::rcw::planner::Holding> {
    Listed::new(
        crate::rcw::planner::Holding::ALL
            .iter()
            .map(|h| h.name().to_string()),
        |t| t.parse().ok(),
    )
}

/// A unit colour: Red, White, Green or Blue (any case).
pub fn unit_colour() -> Listed<crate::rcw::UnitColour> {
    Listed::new(
        crate::rcw::UnitColour::ALL
            .iter()
            .map(|c| c.name().to_string()),
        |t| t.parse().ok(),
    )
}

/// An odds column the built-in rules can ask as a minimum (2-1 or 2:1);
/// a rules file in force may ask others, checked where it is read.
pub fn odds() -> Listed<crate::rcw::Odds> {
    let listed = match crate::rcw::RcwRules::builtin() {
        Ok(rules) => {
            let range = rules.minimum_odds_range();
            let mut v = Vec::new();
            let mut o = *range.start();
            while o <= *range.end() && v.len() < 32 {
                v.push(o.to_string());
                let next = o.next_up();
                if next == o {
                    break;
                }
                o = next;
            }
            v
        }
        Err(_) => Vec::new(),
    };
    Listed::new(listed, |t| t.parse().ok())
}

/// The least odds for stacks escorting the Czar or the Gold: any column
/// from 1-1 up (so none is listed), 2:1 read as 2-1.
pub fn escort_odds() -> Listed<crate::rcw::Odds> {
    // A column below 1-1 reads here and is refused where the rules in
    // force are known (their least odds).
    Listed::new(Vec::new(), |t| t.parse().ok()).refused_as(|t| {
        format!(
            "--escort-min \"{t}\" is not an odds column: any column from 1-1 up is taken (1-1, 2-1, 3-1, 4-1, …; 2:1 reads as 2-1)"
        )
    })
}

/// A value read by `parse`, which says itself why a value does not
/// read (a list, a unit's spec), in words that name the option: they are
/// said as they are. No list of values to show.
#[derive(Clone)]
pub struct Parsed<T: Clone + Send + Sync + 'static> {
    parse: fn(&str) -> Result<T, super::CliError>,
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Parsed<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let text = value.to_str().unwrap_or_default();
        (self.parse)(text).map_err(|why| {
            // Said as the parser words it (it names the option itself).
            clap::Error::raw(ErrorKind::ValueValidation, format!("{why}\n")).with_cmd(cmd)
        })
    }
}

pub fn parsed<T: Clone + Send + Sync + 'static>(
    parse: fn(&str) -> Result<T, super::CliError>,
) -> Parsed<T> {
    Parsed { parse }
}

/// A whole number (any spaces around it), refused in `refusal`'s words.
pub fn whole<T: std::str::FromStr + Clone + Send + Sync + 'static>(
    refusal: fn(&str) -> String,
) -> Listed<T> {
    Listed::new(Vec::new(), |t| t.trim().parse().ok()).refused_as(refusal)
}

/// A Diplomacy power (any case).
pub fn power() -> Listed<crate::diplomacy::Power> {
    Listed::new(
        crate::diplomacy::Power::ALL.iter().map(|p| p.to_string()),
        |t| t.parse().ok(),
    )
    .refused_as(|t| {
        format!(
            "unknown power \"{t}\" (Austria, England, France, Germany, Italy, Russia or Turkey)"
        )
    })
}

/// Who moves in Axis & Allies 1914: Soviet, Central, Allied, or a
/// power's name.
pub fn mover() -> Listed<crate::aa1914::soviet::Mover> {
    Listed::new(
        [
            "Soviet",
            "Central",
            "Allied",
            "Germany",
            "Austria-Hungary",
            "Ottoman Empire",
            "Imperial Russia",
            "France",
            "United Kingdom",
            "Italy",
            "United States",
        ]
        .map(String::from),
        |t| t.parse().ok(),
    )
    .refused_as(|t| format!("unknown power \"{t}\" (Soviet, Central, Allied, or a power's name)"))
}

/// A unit's kind in Axis & Allies 1914: land or sea.
pub fn unit_class() -> Listed<crate::aa1914::soviet::UnitClass> {
    Listed::new(["land", "sea"].map(String::from), |t| {
        match t.trim().to_ascii_lowercase().as_str() {
            "land" => Some(crate::aa1914::soviet::UnitClass::Land),
            "sea" => Some(crate::aa1914::soviet::UnitClass::Sea),
            _ => None,
        }
    })
}

/// The largest denominator a typed number may have (once reduced): six
/// decimal places, or a fraction as fine. Every calculator's arithmetic
/// on numbers this fine fits in 64 bits.
pub const MAX_DENOMINATOR: u64 = 1_000_000;

/// "3", "1.5", "3/2" as an exact non-negative number; `None` for anything
/// else, a zero denominator, a denominator above [`MAX_DENOMINATOR`] once
/// reduced, or digits past what a u64 holds.
pub fn parse_ratio(text: &str) -> Option<Ratio> {
    parse_unbounded(text).filter(|r| r.den() <= MAX_DENOMINATOR)
}

fn parse_unbounded(text: &str) -> Option<Ratio> {
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

// The values of the commands' own arguments, read where clap reads them.

/// Each seat's colour, A first, as `--colors` gives them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Colours(pub Vec<crate::rcw::PlayerColour>);

/// What is wrong with `--colors` as typed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ColoursError {
    #[error("\"{spec}\": {error}")]
    List {
        spec: String,
        error: crate::list::ListError,
    },
    #[error("\"{0}\" should look like A=Red")]
    NotAPair(String),
    #[error("\"{seat}\" is not a seat letter A–F (in \"{part}\")")]
    NotASeat { seat: String, part: String },
    #[error("\"{colour}\" is not a player colour: use Red, White or Undecided (in \"{part}\")")]
    NotAColour { colour: String, part: String },
    #[error("seat {0} is given twice")]
    Twice(Seat),
    #[error("seat {0} has no colour; seats run A, B, C… without gaps")]
    Gap(char),
}

/// Parses "A=Red,B=Undecided,…" into colours by seat, A first, no gaps.
pub fn parse_colours(spec: &str) -> Result<Vec<PlayerColour>, ColoursError> {
    let mut by_seat: Vec<Option<PlayerColour>> = vec![None; Seat::MAX_PLAYERS];
    let parts = crate::list::entries(spec, &[',']).map_err(|error| ColoursError::List {
        spec: spec.to_string(),
        error,
    })?;
    for part in parts {
        let (seat, colour) = part
            .split_once('=')
            .ok_or_else(|| ColoursError::NotAPair(part.to_string()))?;
        let mut chars = seat.trim().chars();
        let s = match (chars.next(), chars.next()) {
            (Some(c), None) => Seat::from_letter(c),
            _ => None,
        }
        .ok_or_else(|| ColoursError::NotASeat {
            seat: seat.trim().to_string(),
            part: part.to_string(),
        })?;
        let c = colour
            .parse::<PlayerColour>()
            .map_err(|_| ColoursError::NotAColour {
                colour: colour.trim().to_string(),
                part: part.to_string(),
            })?;
        if by_seat[s.index()].replace(c).is_some() {
            return Err(ColoursError::Twice(s));
        }
    }
    let n = by_seat
        .iter()
        .rposition(Option::is_some)
        .map_or(0, |i| i + 1);
    let mut colours = Vec::new();
    for (i, c) in by_seat.iter().take(n).enumerate() {
        let seat = Seat::new(i).map_or('?', |s| s.letter());
        colours.push(c.ok_or(ColoursError::Gap(seat))?);
    }
    // The number of players is checked with the rest of the setup.
    Ok(colours)
}

/// `--colors` as typed: each seat's colour, A first.
pub(super) fn colours_arg(spec: &str) -> Result<Colours, CliError> {
    parse_colours(spec)
        .map(Colours)
        .map_err(|e| usage(format!("rcw pct --colors: {e}")))
}

/// Faces typed after --dice, each 1 to 6, no empty entries, with the
/// text as typed (to name it when the roll reads fewer).
#[derive(Clone, Debug)]
pub struct Faces {
    pub text: String,
    pub given: GivenFaces,
}

/// Reads --dice (clap's value parser).
pub fn given_faces(text: &str) -> Result<Faces, CliError> {
    let faces: Vec<i64> = super::dice_faces("--dice", text)?
        .into_iter()
        .map(i64::from)
        .collect();
    let given = GivenFaces::new(&faces).map_err(|e| usage(format!("--dice \"{text}\": {e}")))?;
    Ok(Faces {
        text: text.to_string(),
        given,
    })
}

pub(super) fn factors(flag: &str, text: &str) -> Result<Vec<u32>, CliError> {
    // The list is checked first so an empty one is refused here, where a
    // factor is required.
    super::list_items(flag, text, &[','])?;
    parse_factors(text).map_err(|why| usage(format!("{flag} \"{text}\": {why}")))
}

/// `3:bolshevik:supplied:broken`; supply defaults to supplied, terrain to clear.
pub(super) fn attacker(text: &str) -> Result<Attacker, CliError> {
    let parts: Vec<&str> = text.split(':').collect();
    let bad = |what: &str| {
        usage(format!(
            "--attacker \"{text}\": {what}; write <factor>:<faction>[:<supply>[:<terrain>]], \
e.g. 3:bolshevik:supplied:clear"
        ))
    };
    if parts.len() < 2 || parts.len() > 4 {
        return Err(bad("wrong number of parts"));
    }
    let attack = parts[0]
        .trim()
        .parse::<u32>()
        .map_err(|_| bad(&format!("\"{}\" is not an attack factor", parts[0])))?;
    let faction = parts[1].parse::<Faction>().map_err(|_| {
        let names: Vec<&str> = Faction::ALL.iter().map(|f| f.name()).collect();
        bad(&format!(
            "unknown faction \"{}\" (one of {})",
            parts[1],
            names.join(", ")
        ))
    })?;
    let supply = match parts.get(2) {
        Some(s) => s.parse::<Supply>().map_err(|_| {
            bad(&format!(
                "unknown supply \"{s}\" (supplied, limited or none)"
            ))
        })?,
        None => Supply::Supplied,
    };
    let terrain = match parts.get(3) {
        Some(s) => s
            .parse::<Terrain>()
            .map_err(|_| bad(&format!("unknown terrain \"{s}\" (clear, broken or rough)")))?,
        None => Terrain::Clear,
    };
    Ok(Attacker {
        attack,
        faction,
        supply,
        terrain,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_parser_lists_its_values_and_reads_other_spellings() {
        let cmd = clap::Command::new("t");
        let read = |p: &dyn Fn(&str) -> bool, v: &str| p(v);
        let s = seat();
        assert_eq!(
            s.possible_values()
                .unwrap()
                .map(|v| v.get_name().to_string())
                .collect::<Vec<_>>(),
            ["A", "B", "C", "D", "E", "F"]
        );
        assert!(read(&|v| s.parse_ref(&cmd, None, v.as_ref()).is_ok(), "b"));
        assert!(s.parse_ref(&cmd, None, "G".as_ref()).is_err());
        let c = unit_colour();
        assert_eq!(c.possible_values().unwrap().count(), 4);
        assert!(c.parse_ref(&cmd, None, "green".as_ref()).is_ok());
        let o = odds();
        let names: Vec<String> = o
            .possible_values()
            .unwrap()
            .map(|v| v.get_name().to_string())
            .collect();
        assert!(names.contains(&"2-1".to_string()), "{names:?}");
        assert!(o.parse_ref(&cmd, None, "2:1".as_ref()).is_ok());
    }
}
