//! The order of battle and the moves as text: `Perm: B Red 4, D White 3;
//! Omsk: B Red 5` and `Omsk>Perm, Omsk>Kazan`, read with errors that name
//! the part that could not be read, and written back.

use super::board::{
    Holding, OrderOfBattle, Province, Reach, Stack, Strength, clean_name, same_name,
};
use crate::rcw::bounds::MAX_STRENGTH;
use crate::rcw::player::{Seat, UnitColour};
use std::fmt;

impl OrderOfBattle {
    /// Reads `Perm: B Red 4, D White 3; Omsk: B Red 5 "1st Army"; Kazan:`.
    ///
    /// Provinces are separated by `;` or new lines, each `<name>: <stacks>`
    /// with the stacks separated by commas (none at all is allowed). A
    /// stack is `<player letter> <colour> <strength>`, strength 1 to 999,
    /// then in any order an optional `"label"`, `[leader, leader]` and
    /// `(Czar)` or `(Gold)`; letters, colours and holdings in any case.
    /// Runs of spaces in a province name count as one. A province named
    /// twice (in any case) is refused, so that every name in a [`Reach`]
    /// means one province.
    pub fn parse(text: &str) -> Result<OrderOfBattle, TextError> {
        let mut provinces: Vec<Province> = Vec::new();
        for line in text.lines() {
            let parts: Vec<&str> = split_outside(line, ';').map(str::trim).collect();
            for (k, part) in parts.iter().enumerate() {
                if part.is_empty() {
                    // A blank line, or a ";" ending a line: nothing missing.
                    if k + 1 == parts.len() || parts.iter().all(|p| p.is_empty()) {
                        continue;
                    }
                    return Err(TextError::EmptyEntry {
                        province: provinces.len() + 1,
                        text: line.trim().to_string(),
                    });
                }
                let province = parse_province(part, provinces.len() + 1)?;
                let number = provinces.len() + 1;
                if let Some(first) = provinces
                    .iter()
                    .position(|p| same_name(p.name(), province.name()))
                {
                    return Err(TextError::RepeatedProvince {
                        province: number,
                        name: province.name.clone(),
                        first: first + 1,
                    });
                }
                provinces.push(province);
            }
        }
        one_holder_each(&provinces)?;
        Ok(OrderOfBattle::new(provinces))
    }

    /// [`OrderOfBattle::parse`] for a list typed whole on a command line:
    /// every province named lists at least one stack.
    pub fn parse_listed(text: &str) -> Result<OrderOfBattle, TextError> {
        let oob = OrderOfBattle::parse(text)?;
        if oob.provinces.is_empty() {
            return Err(TextError::NoProvinces {
                text: text.to_string(),
            });
        }
        if let Some((i, p)) = oob
            .provinces
            .iter()
            .enumerate()
            .find(|(_, p)| p.stacks().is_empty())
        {
            return Err(TextError::NoStacks {
                province: i + 1,
                name: p.name().to_string(),
            });
        }
        Ok(oob)
    }

    /// One province a line, read back by [`OrderOfBattle::parse`] to the
    /// same value for anything `parse` can produce.
    pub fn to_text(&self) -> String {
        self.provinces
            .iter()
            .map(|p| {
                let stacks: Vec<String> = p.stacks().iter().map(Stack::to_text).collect();
                if stacks.is_empty() {
                    format!("{}:", p.name())
                } else {
                    format!("{}: {}", p.name(), stacks.join(", "))
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Places a list of moves may name besides the order of battle's
/// provinces: the game's map (which implements it), so the planner reads
/// a map's names without depending on the map.
pub trait Places {
    /// The place `name` names (any case, runs of spaces as one), as the
    /// places spell it.
    fn place_named(&self, name: &str) -> Option<String>;
}

/// No places besides the order of battle's.
struct NoPlaces;

impl Places for NoPlaces {
    fn place_named(&self, _: &str) -> Option<String> {
        None
    }
}

impl Reach {
    /// Reads `Omsk>Perm, Omsk->Kazan; Perm→Vyatka` (pairs separated by
    /// commas, `;` or new lines). Every name must be a province of `oob`,
    /// and is kept as `oob` spells it.
    pub fn parse(text: &str, oob: &OrderOfBattle) -> Result<Reach, TextError> {
        Reach::parse_among(text, oob, None::<&NoPlaces>)
    }

    /// [`Reach::parse`] where a place of `map` is known too (a reach kept
    /// from an earlier turn names places that have emptied since), and
    /// `no Perm>Vyatka` blocks a move the map gives.
    pub fn parse_among(
        text: &str,
        oob: &OrderOfBattle,
        map: Option<&impl Places>,
    ) -> Result<Reach, TextError> {
        let mut reach = Reach::new();
        let mut seen = std::collections::HashSet::new();
        let parts = text
            .split([',', ';', '\n'])
            .map(str::trim)
            .filter(|s| !s.is_empty());
        for (i, part) in parts.enumerate() {
            let error = |problem| TextError::BadReach {
                pair: i + 1,
                text: part.to_string(),
                problem,
            };
            let (blocked, pair) = match part.strip_prefix("no ") {
                Some(rest) => (true, rest.trim()),
                None => (false, part),
            };
            let (from, to) = ["->", "→", ">"]
                .into_iter()
                .find_map(|arrow| pair.split_once(arrow))
                .ok_or_else(|| error(ReachProblem::NoArrow))?;
            let province = |name: &str| {
                let name = clean_name(name);
                if name.is_empty() {
                    return Err(error(ReachProblem::MissingName));
                }
                oob.province_index(&name)
                    .map(|p| oob.province_name(p).to_string())
                    .or_else(|| map?.place_named(&name))
                    .ok_or_else(|| error(ReachProblem::Unknown(name)))
            };
            let (from, to) = (province(from)?, province(to)?);
            if from == to {
                return Err(error(ReachProblem::SameProvince(from)));
            }
            if !seen.insert((from.clone(), to.clone())) {
                return Err(error(ReachProblem::Repeated(format!("{from}>{to}"))));
            }
            if blocked {
                reach.block(&from, &to);
            } else {
                reach.add(&from, &to);
            }
        }
        Ok(reach)
    }
}

/// Why an order of battle or a reach list could not be read. Provinces,
/// stacks and pairs are numbered from 1 as written, blank parts skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextError {
    MissingColon {
        province: usize,
        text: String,
    },
    EmptyName {
        province: usize,
        text: String,
    },
    RepeatedProvince {
        province: usize,
        name: String,
        first: usize,
    },
    BadStack {
        province: usize,
        name: String,
        stack: usize,
        text: String,
        problem: StackProblem,
    },
    BadReach {
        pair: usize,
        text: String,
        problem: ReachProblem,
    },
    /// Two separators with nothing between them (";;").
    EmptyEntry {
        province: usize,
        text: String,
    },
    /// A command line's list with no province at all (`''`, `;;`).
    NoProvinces {
        text: String,
    },
    /// A province of a command line's list with no stack.
    NoStacks {
        province: usize,
        name: String,
    },
    /// A second stack holding the Czar (or the Gold).
    HeldTwice {
        holding: Holding,
        province: usize,
        name: String,
        stack: usize,
        text: String,
        /// The first holder as the order of battle writes it, and where
        /// ("C Red 5 in Perm").
        first: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StackProblem {
    Seat(String),
    MissingColour,
    Colour(String),
    MissingStrength,
    Strength(String),
    Holding(String),
    /// A quote, bracket or parenthesis opened and not closed.
    Unclosed(char),
    /// Two labels, leader lists or holdings on one stack.
    Twice(&'static str),
    /// Something after the strength that is none of the extras.
    Unreadable(String),
    /// Nothing between two commas.
    Empty,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReachProblem {
    NoArrow,
    MissingName,
    Unknown(String),
    /// "Omsk>Omsk": stacks in a province can always attack there.
    SameProvince(String),
    /// The same move twice.
    Repeated(String),
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextError::MissingColon { province, text } => {
                write!(
                    f,
                    "province {province} ({text:?}): no \":\" after the province name"
                )
            }
            TextError::EmptyName { province, text } => {
                write!(
                    f,
                    "province {province} ({text:?}): no province name before \":\""
                )
            }
            TextError::RepeatedProvince {
                province,
                name,
                first,
            } => write!(
                f,
                "province {province} ({name:?}): already listed as province {first}"
            ),
            TextError::BadStack {
                province,
                name,
                stack,
                text,
                problem,
            } => write!(
                f,
                "province {province} ({name:?}), stack {stack} ({text:?}): {problem}"
            ),
            TextError::BadReach {
                pair,
                text,
                problem,
            } => write!(f, "reach {pair} ({text:?}): {problem}"),
            TextError::EmptyEntry { province, text } => write!(
                f,
                "province {province} ({text:?}): nothing between two \";\" (an empty entry)"
            ),
            TextError::NoProvinces { text } => write!(
                f,
                "{text:?} lists no province: give at least one, e.g. \"Perm: B Red 4\""
            ),
            TextError::NoStacks { province, name } => write!(
                f,
                "province {province} ({name:?}): no stack listed after \":\""
            ),
            TextError::HeldTwice {
                holding,
                province,
                name,
                stack,
                text,
                first,
            } => write!(
                f,
                "province {province} ({name:?}), stack {stack} ({text:?}): the {holding} is held already by {first}; one stack holds it"
            ),
        }
    }
}

impl std::error::Error for TextError {}

impl fmt::Display for StackProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const COLOURS: &str = "(Red, White, Green, Blue)";
        match self {
            StackProblem::Seat(s) => write!(f, "{s:?} is not a player letter (A–F)"),
            StackProblem::MissingColour => {
                write!(f, "no unit colour after the player letter {COLOURS}")
            }
            StackProblem::Colour(s) => write!(f, "{s:?} is not a unit colour {COLOURS}"),
            StackProblem::MissingStrength => write!(f, "no strength after the colour"),
            StackProblem::Strength(s) => {
                write!(f, "{s:?} is not a strength from 1 to {MAX_STRENGTH}")
            }
            StackProblem::Holding(s) => write!(f, "\"({s})\" is neither (Czar) nor (Gold)"),
            StackProblem::Unclosed(c) => write!(f, "a '{c}' is not closed"),
            StackProblem::Twice(what) => write!(f, "two {what} on one stack"),
            StackProblem::Empty => write!(f, "nothing between two commas (an empty entry)"),
            StackProblem::Unreadable(s) => write!(
                f,
                "{s:?} is not read: after the strength come only a \"label\", [leaders] and (Czar) or (Gold)"
            ),
        }
    }
}

impl fmt::Display for ReachProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReachProblem::NoArrow => write!(f, "no \">\" between two province names"),
            ReachProblem::MissingName => write!(f, "a province name is missing beside \">\""),
            ReachProblem::Unknown(s) => write!(
                f,
                "{s:?} is not a province of the order of battle (nor a place of the map)"
            ),
            ReachProblem::SameProvince(s) => write!(
                f,
                "a move from {s} to {s} is no move: stacks in a province can always attack there"
            ),
            ReachProblem::Repeated(s) => write!(f, "{s} is given twice"),
        }
    }
}

/// `Perm: B Red 4, D White 3`, already trimmed and not empty; the
/// province's number for messages.
fn parse_province(part: &str, number: usize) -> Result<Province, TextError> {
    let Some((name, body)) = split_once_outside(part, ':') else {
        return Err(TextError::MissingColon {
            province: number,
            text: part.to_string(),
        });
    };
    let name = clean_name(name);
    if name.is_empty() {
        return Err(TextError::EmptyName {
            province: number,
            text: part.to_string(),
        });
    }
    let mut stacks = Vec::new();
    if !body.trim().is_empty() {
        for text in split_outside(body, ',').map(str::trim) {
            if text.is_empty() {
                return Err(TextError::BadStack {
                    province: number,
                    name,
                    stack: stacks.len() + 1,
                    text: body.trim().to_string(),
                    problem: StackProblem::Empty,
                });
            }
            let stack = parse_stack(text).map_err(|problem| TextError::BadStack {
                province: number,
                name: name.clone(),
                stack: stacks.len() + 1,
                text: text.to_string(),
                problem,
            })?;
            stacks.push(stack);
        }
    }
    Ok(Province { name, stacks })
}

/// The Czar and the Gold are each held by one stack at most.
fn one_holder_each(provinces: &[Province]) -> Result<(), TextError> {
    for h in Holding::ALL {
        let mut holders = provinces.iter().enumerate().flat_map(|(i, p)| {
            p.stacks()
                .iter()
                .enumerate()
                .filter(move |(_, s)| s.holds == Some(h))
                .map(move |(k, s)| (i, k, p.name().to_string(), s.to_text()))
        });
        if let (Some(first), Some(second)) = (holders.next(), holders.next()) {
            return Err(TextError::HeldTwice {
                holding: h,
                province: second.0 + 1,
                name: second.2.to_string(),
                stack: second.1 + 1,
                text: second.3,
                first: format!("{} in {}", first.3, first.2),
            });
        }
    }
    Ok(())
}

impl std::str::FromStr for Stack {
    type Err = StackProblem;

    /// One stack as the order of battle writes it: `B Red 4 "label"
    /// [leaders] (Czar)`.
    fn from_str(text: &str) -> Result<Stack, StackProblem> {
        let text = text.trim();
        if text.is_empty() {
            return Err(StackProblem::Empty);
        }
        parse_stack(text)
    }
}

/// `B Red 4 "label" [leaders] (Czar)`, already trimmed and not empty.
fn parse_stack(text: &str) -> Result<Stack, StackProblem> {
    let (letter, rest) = word(text);
    let mut chars = letter.chars();
    let owner = match (chars.next(), chars.next()) {
        (Some(c), None) => Seat::from_letter(c),
        _ => None,
    }
    .ok_or_else(|| StackProblem::Seat(letter.to_string()))?;
    let (colour, rest) = word(rest);
    if colour.is_empty() {
        return Err(StackProblem::MissingColour);
    }
    let colour = colour
        .parse::<UnitColour>()
        .map_err(|_| StackProblem::Colour(colour.into()))?;
    let (strength, mut rest) = word(rest);
    if strength.is_empty() {
        return Err(StackProblem::MissingStrength);
    }
    let strength = strength
        .parse::<u32>()
        .ok()
        .and_then(|n| Strength::new(n).ok())
        .ok_or_else(|| StackProblem::Strength(strength.into()))?;
    let mut stack = Stack::new(owner, colour, strength);
    let (mut labelled, mut led) = (false, false);
    loop {
        rest = rest.trim_start();
        let Some(open) = rest.chars().next() else {
            return Ok(stack);
        };
        let close = match open {
            '"' => '"',
            '[' => ']',
            '(' => ')',
            _ => return Err(StackProblem::Unreadable(word(rest).0.to_string())),
        };
        let body = &rest[open.len_utf8()..];
        let Some(end) = body.find(close) else {
            return Err(StackProblem::Unclosed(open));
        };
        let inner = body[..end].trim();
        rest = &body[end + close.len_utf8()..];
        match open {
            '"' if labelled => return Err(StackProblem::Twice("labels")),
            '"' => {
                labelled = true;
                stack.label = (!inner.is_empty()).then(|| inner.to_string());
            }
            '[' if led => return Err(StackProblem::Twice("leader lists")),
            '[' => {
                led = true;
                stack.leaders = inner
                    .split(',')
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .map(String::from)
                    .collect();
            }
            _ => {
                let h = inner
                    .parse::<Holding>()
                    .map_err(|_| StackProblem::Holding(inner.into()))?;
                if stack.holds.is_some() {
                    return Err(StackProblem::Twice("holdings"));
                }
                stack.holds = Some(h);
            }
        }
    }
}

/// The first whitespace-separated word of `s` and what follows it.
fn word(s: &str) -> (&str, &str) {
    let s = s.trim_start();
    let end = s.find(char::is_whitespace).unwrap_or(s.len());
    s.split_at(end)
}

/// Where `sep` occurs in `s` outside quotes, brackets and parentheses: a
/// label or a leader list may hold commas and colons.
fn seps_outside(s: &str, sep: char) -> impl Iterator<Item = usize> + '_ {
    let mut closer: Option<char> = None;
    s.char_indices().filter_map(move |(i, c)| {
        match closer {
            Some(end) if c == end => closer = None,
            Some(_) => {}
            None if c == sep => return Some(i),
            None => {
                closer = match c {
                    '"' => Some('"'),
                    '[' => Some(']'),
                    '(' => Some(')'),
                    _ => None,
                }
            }
        }
        None
    })
}

fn split_outside(s: &str, sep: char) -> impl Iterator<Item = &str> {
    let mut start = 0;
    seps_outside(s, sep)
        .chain(std::iter::once(s.len()))
        .map(move |end| {
            let part = &s[start..end];
            start = end + sep.len_utf8();
            part
        })
}

fn split_once_outside(s: &str, sep: char) -> Option<(&str, &str)> {
    let i = seps_outside(s, sep).next()?;
    Some((&s[..i], &s[i + sep.len_utf8()..]))
}
