//! Seats, colours, leaders and players.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, lettered A–F as in the text's examples.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Seat(u8);

impl Seat {
    /// The smallest table the game is for.
    pub const MIN_PLAYERS: usize = 3;
    pub const MAX_PLAYERS: usize = 6;
    /// Every number of players a game may have.
    pub const PLAYER_COUNTS: std::ops::RangeInclusive<usize> =
        Self::MIN_PLAYERS..=Self::MAX_PLAYERS;
    pub const A: Seat = Seat(0);

    /// Seat number `i` (0 = A). `None` past F.
    pub fn new(i: usize) -> Option<Seat> {
        (i < Self::MAX_PLAYERS).then_some(Seat(i as u8))
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn letter(self) -> char {
        char::from(b'A' + self.0)
    }

    pub fn from_letter(c: char) -> Option<Seat> {
        let c = c.to_ascii_uppercase();
        ('A'..='F').contains(&c).then(|| Seat(c as u8 - b'A'))
    }

    /// `s` as a one-seat slice (no allocation).
    pub fn slice_of(s: Seat) -> &'static [Seat] {
        static ALL: [Seat; Seat::MAX_PLAYERS] =
            [Seat(0), Seat(1), Seat(2), Seat(3), Seat(4), Seat(5)];
        std::slice::from_ref(&ALL[s.index().min(Seat::MAX_PLAYERS - 1)])
    }

    /// The first `n` seats, A onwards.
    pub fn first(n: usize) -> impl Iterator<Item = Seat> {
        (0..n.min(Self::MAX_PLAYERS)).map(|i| Seat(i as u8))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A seat's letter, A to F, any case.
impl std::str::FromStr for Seat {
    type Err = crate::words::Unknown;
    fn from_str(s: &str) -> Result<Seat, Self::Err> {
        let mut chars = s.trim().chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Seat::from_letter(c),
            _ => None,
        }
        .ok_or_else(|| crate::words::Unknown::new(s, "a seat", "a letter A–F"))
    }
}

impl TryFrom<String> for Seat {
    type Error = crate::words::Unknown;
    /// Exactly one letter, untrimmed: a file holds seats as written.
    fn try_from(s: String) -> Result<Seat, crate::words::Unknown> {
        let mut chars = s.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Seat::from_letter(c),
            _ => None,
        }
        .ok_or_else(|| crate::words::Unknown::new(&s, "a seat", "a letter A–F"))
    }
}

impl From<Seat> for String {
    fn from(s: Seat) -> String {
        s.letter().to_string()
    }
}

/// A set of seats (at most six): who a log line concerns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seats(u8);

impl Seats {
    pub const fn empty() -> Seats {
        Seats(0)
    }

    pub fn insert(&mut self, s: Seat) {
        self.0 |= 1 << s.0;
    }

    pub fn contains(self, s: Seat) -> bool {
        self.0 & (1 << s.0) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// In seat order, A first.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..Seat::MAX_PLAYERS as u8)
            .filter(move |i| self.0 & (1 << i) != 0)
            .map(Seat)
    }
}

impl From<&[Seat]> for Seats {
    fn from(v: &[Seat]) -> Seats {
        v.iter().copied().collect()
    }
}

impl FromIterator<Seat> for Seats {
    fn from_iter<I: IntoIterator<Item = Seat>>(it: I) -> Seats {
        let mut s = Seats::empty();
        for x in it {
            s.insert(x);
        }
        s
    }
}

impl Serialize for Seats {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Seats {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Seats, D::Error> {
        Vec::<Seat>::deserialize(d).map(|v| v.into_iter().collect())
    }
}

/// Seats in a given order (at most six), copied into log lines and
/// prompts without allocating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatList {
    seats: [Seat; Seat::MAX_PLAYERS],
    len: usize,
}

impl SeatList {
    pub fn of(v: &[Seat]) -> SeatList {
        let mut seats = [Seat::A; Seat::MAX_PLAYERS];
        for (slot, s) in seats.iter_mut().zip(v) {
            *slot = *s;
        }
        SeatList {
            seats,
            len: v.len().min(Seat::MAX_PLAYERS),
        }
    }

    pub fn as_slice(&self) -> &[Seat] {
        &self.seats[..self.len]
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn get(&self, i: usize) -> Option<Seat> {
        self.as_slice().get(i).copied()
    }

    /// "B, C, E".
    pub fn text(&self) -> String {
        self.as_slice()
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A player's political colour, read from the player's PCM (Player Colour
/// Marker) on the PIT (Political Influence Track) of the physical board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerColour {
    Red,
    White,
    Undecided,
}

impl PlayerColour {
    pub const ALL: [PlayerColour; 3] = [
        PlayerColour::Red,
        PlayerColour::White,
        PlayerColour::Undecided,
    ];

    pub fn name(self) -> &'static str {
        match self {
            PlayerColour::Red => "Red",
            PlayerColour::White => "White",
            PlayerColour::Undecided => "Undecided",
        }
    }
}

/// "Red", "White", "Undecided" (or R, W, U), any case.
impl std::str::FromStr for PlayerColour {
    type Err = crate::words::Unknown;
    fn from_str(s: &str) -> Result<PlayerColour, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "red" | "r" => Ok(PlayerColour::Red),
            "white" | "w" => Ok(PlayerColour::White),
            "undecided" | "u" => Ok(PlayerColour::Undecided),
            _ => Err(crate::words::Unknown::new(
                s,
                "a player colour",
                "Red, White or Undecided",
            )),
        }
    }
}

impl fmt::Display for PlayerColour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// "Red", "White", "Green" or "Blue", any case.
impl std::str::FromStr for UnitColour {
    type Err = crate::words::Unknown;
    fn from_str(s: &str) -> Result<UnitColour, Self::Err> {
        UnitColour::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                crate::words::Unknown::new(s, "a unit colour", "Red, White, Green or Blue")
            })
    }
}

/// The colour of a unit counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum UnitColour {
    Red,
    White,
    Green,
    Blue,
}

impl UnitColour {
    pub const ALL: [UnitColour; 4] = [
        UnitColour::Red,
        UnitColour::White,
        UnitColour::Green,
        UnitColour::Blue,
    ];

    pub fn name(self) -> &'static str {
        match self {
            UnitColour::Red => "Red",
            UnitColour::White => "White",
            UnitColour::Green => "Green",
            UnitColour::Blue => "Blue",
        }
    }

    /// The unit colour that shares a name with a player colour, if any.
    pub fn of_player(c: PlayerColour) -> Option<UnitColour> {
        match c {
            PlayerColour::Red => Some(UnitColour::Red),
            PlayerColour::White => Some(UnitColour::White),
            PlayerColour::Undecided => None,
        }
    }
}

impl fmt::Display for UnitColour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A leader counter: its level (1–3) and the combat strength it controls,
/// which decides purge and assassination targets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leader {
    #[serde(default)]
    pub name: String,
    pub level: u8,
    pub strength: u32,
}

impl Leader {
    /// The levels a leader counter can have.
    pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=3;

    /// "Trotsky (level 3, 12 SP)" or "level 3 leader (12 SP)".
    pub fn describe(&self) -> String {
        if self.name.trim().is_empty() {
            format!("level {} leader ({} SP)", self.level, self.strength)
        } else {
            format!(
                "{} (level {}, {} SP)",
                self.name.trim(),
                self.level,
                self.strength
            )
        }
    }
}

/// One player as the solitaire rules need to know them. Made by a checked
/// setup and changed by the rules and checked edits only: the fields are
/// the rules', read through the accessors.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Player {
    pub(in crate::rcw) seat: Seat,
    pub(in crate::rcw) name: String,
    pub(in crate::rcw) colour: PlayerColour,
    /// Unit colours this player controls, sorted, no repeats.
    pub(in crate::rcw) units: Vec<UnitColour>,
    /// Politburo markers held.
    pub(in crate::rcw) politburo: u32,
    /// Assassin markers held.
    pub(in crate::rcw) assassins: u32,
    pub(in crate::rcw) leaders: Vec<Leader>,
    /// Out of the game (controls no units): leaves every ranking and roll.
    pub(in crate::rcw) out: bool,
}

impl Player {
    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn colour(&self) -> PlayerColour {
        self.colour
    }

    /// Unit colours this player controls, sorted, no repeats.
    pub fn units(&self) -> &[UnitColour] {
        &self.units
    }

    /// Politburo markers held.
    pub fn politburo(&self) -> u32 {
        self.politburo
    }

    /// Assassin markers held.
    pub fn assassins(&self) -> u32 {
        self.assassins
    }

    pub fn leaders(&self) -> &[Leader] {
        &self.leaders
    }

    /// Out of the game (controls no units).
    pub fn out(&self) -> bool {
        self.out
    }

    /// In the game and controlling units: a player who takes turns and
    /// can be purged (Non-Attack Policy 10).
    pub fn in_game(&self) -> bool {
        !out_of_the_game(self.out, &self.units)
    }

    /// Can be brought back into the game: only with units to control
    /// (Non-Attack Policy 10). A player in the game can always be put out.
    pub fn may_come_back(&self) -> bool {
        !self.units.is_empty()
    }

    pub fn controls(&self, c: UnitColour) -> bool {
        self.units.contains(&c)
    }

    /// "B — Kolchak", or just "B" when the name is the default.
    pub fn label(&self) -> String {
        let n = self.name.trim();
        let default = n
            .strip_prefix("Player ")
            .is_some_and(|rest| rest.len() == 1 && rest.starts_with(self.seat.letter()));
        if n.is_empty() || default {
            self.seat.to_string()
        } else {
            format!("{} — {}", self.seat, n)
        }
    }

    /// Unit colours as "Red, Green" or "no units".
    pub fn units_text(&self) -> String {
        if self.units.is_empty() {
            "no units".to_string()
        } else {
            self.units
                .iter()
                .map(|u| u.name())
                .collect::<Vec<_>>()
                .join(", ")
        }
    }
}

/// Sorts and de-duplicates a set of unit colours.
pub fn normalise_units(units: &mut Vec<UnitColour>) {
    units.sort();
    units.dedup();
}

/// Non-Attack Policy 10, the one place it is read: a player marked out,
/// or controlling no units of any colour, is out of the game
/// ("automatically out of the game").
pub fn out_of_the_game(marked_out: bool, units: &[UnitColour]) -> bool {
    marked_out || units.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_read_and_print_as_letters() {
        assert_eq!(Seat::from_letter('c').map(Seat::index), Some(2));
        assert_eq!(Seat::from_letter('G'), None);
        assert_eq!(Seat::new(5).map(|s| s.to_string()), Some("F".into()));
        assert_eq!(Seat::new(6), None);
        let json = serde_json::to_string(&Seat::new(3)).unwrap();
        assert_eq!(json, "\"D\"");
        assert_eq!(serde_json::from_str::<Seat>("\"D\"").unwrap().index(), 3);
        assert!(serde_json::from_str::<Seat>("\"Q\"").is_err());
    }

    #[test]
    fn colours_parse_from_their_names() {
        assert_eq!("undecided".parse(), Ok(PlayerColour::Undecided));
        assert_eq!(
            "Pink".parse::<PlayerColour>().unwrap_err().to_string(),
            "\"Pink\" is not a player colour (Red, White or Undecided)"
        );
        assert_eq!("blue".parse(), Ok(UnitColour::Blue));
        assert_eq!("b".parse(), Ok(Seat::new(1).unwrap()));
        assert!("BB".parse::<Seat>().is_err());
    }
}
