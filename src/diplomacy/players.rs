//! Alternative rules for six to two players (section 2), the two-player
//! 1914 game's coin flip, and per-country adjustments.
//!
//! The assignments are data (assets/diplomacy/players.json).

use super::Power;
use serde::Deserialize;
use std::sync::OnceLock;
use thiserror::Error;

pub const PLAYERS_JSON: &str = include_str!("../../assets/diplomacy/players.json");

/// The game for a number of players.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub players: u8,
    /// The first year of play: 1870 for six players, 1801 for five, 1914
    /// for two; otherwise the regular 1901.
    pub first_year: u16,
    /// False where the text names no year and the regular one is assumed.
    pub first_year_in_text: bool,
    /// Powers taken out of play: their units hold (see [`Setups::eliminated_units`]).
    #[serde(default)]
    pub eliminated: Vec<Power>,
    /// Powers neutral at the start, whose territory may not be entered.
    #[serde(default)]
    pub neutral: Vec<Power>,
    /// The victory criterion when it is units on the board (two players).
    #[serde(default)]
    pub victory_units_on_board: Option<u32>,
    /// Each way of seating the players: for each player, the powers taken.
    pub alternatives: Vec<Vec<Vec<Power>>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setups {
    #[serde(default)]
    #[allow(dead_code)]
    note: String,
    /// What the units of an eliminated power do.
    pub eliminated_units: Vec<String>,
    pub setups: Vec<Setup>,
}

#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum SetupError {
    #[error("players file is not valid JSON of the expected shape: {0}")]
    Json(String),
    #[error("{players} players, alternative {alternative}: {why}")]
    Seats {
        players: u8,
        alternative: usize,
        why: String,
    },
    #[error("the rules cover two to seven players, not {0}")]
    NoSuchCount(String),
    #[error("the coin was already flipped: Italy joins player {0}")]
    AlreadyFlipped(usize),
    #[error("the two-player game has players 1 and 2, not {0}")]
    NoSuchSeat(usize),
}

/// Which side a power is on in a setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Played by this player (1-based).
    Player(usize),
    Eliminated,
    Neutral,
}

impl Setups {
    pub fn parse(text: &str) -> Result<Setups, SetupError> {
        let s: Setups = serde_json::from_str(text).map_err(|e| SetupError::Json(e.to_string()))?;
        for setup in &s.setups {
            for (i, alt) in setup.alternatives.iter().enumerate() {
                let bad = |why: String| SetupError::Seats {
                    players: setup.players,
                    alternative: i + 1,
                    why,
                };
                if alt.len() != usize::from(setup.players) {
                    return Err(bad(format!("{} seats listed", alt.len())));
                }
                let mut all: Vec<Power> = alt.iter().flatten().copied().collect();
                all.extend(&setup.eliminated);
                all.extend(&setup.neutral);
                for p in Power::ALL {
                    let n = all.iter().filter(|&&q| q == p).count();
                    if n != 1 {
                        return Err(bad(format!("{p} is placed {n} times")));
                    }
                }
            }
        }
        for n in 2..=7u8 {
            if s.setups.iter().filter(|x| x.players == n).count() != 1 {
                return Err(SetupError::NoSuchCount(format!(
                    "{n} (listed other than once)"
                )));
            }
        }
        Ok(s)
    }

    pub fn standard() -> Result<&'static Setups, SetupError> {
        static S: OnceLock<Result<Setups, SetupError>> = OnceLock::new();
        S.get_or_init(|| Setups::parse(PLAYERS_JSON))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The numbers of players the setups cover, fewest first.
    pub fn player_counts(&self) -> Vec<u8> {
        let mut counts: Vec<u8> = self.setups.iter().map(|s| s.players).collect();
        counts.sort_unstable();
        counts.dedup();
        counts
    }

    pub fn for_players(&self, players: u8) -> Result<&Setup, SetupError> {
        self.setups
            .iter()
            .find(|s| s.players == players)
            .ok_or_else(|| SetupError::NoSuchCount(players.to_string()))
    }

    /// The setup as lines of text for a player to read.
    pub fn describe(&self, setup: &Setup) -> Vec<String> {
        let mut lines = Vec::new();
        let year = if setup.first_year_in_text {
            format!("first year {}", setup.first_year)
        } else {
            format!(
                "first year {} (the regular game; the text names none)",
                setup.first_year
            )
        };
        lines.push(format!("{} players, {year}", setup.players));
        let several = setup.alternatives.len() > 1;
        for (a, alt) in setup.alternatives.iter().enumerate() {
            let indent = if several {
                lines.push(format!("Alternative {}:", a + 1));
                "    "
            } else {
                "  "
            };
            for (i, seat) in alt.iter().enumerate() {
                let names: Vec<&str> = seat.iter().map(|p| p.name()).collect();
                lines.push(format!("{indent}Player {}: {}", i + 1, names.join("/")));
            }
        }
        if !setup.eliminated.is_empty() {
            let names: Vec<&str> = setup.eliminated.iter().map(|p| p.name()).collect();
            lines.push(format!("Eliminated: {}. Their units:", names.join(", ")));
            for rule in &self.eliminated_units {
                lines.push(format!("  - {rule}"));
            }
        }
        for p in &setup.neutral {
            lines.push(format!(
                "{p} is neutral: {} territory may not be entered. Before the Fall {} adjustments a coin is flipped; {p} joins the winner of the toss in Spring {}.",
                p.adjective(),
                setup.first_year,
                setup.first_year + 1
            ));
        }
        if let Some(units) = setup.victory_units_on_board {
            lines.push(format!("Victory: {units} units actually on the board."));
        }
        if setup
            .alternatives
            .iter()
            .any(|alt| alt.iter().any(|seat| seat.len() > 1))
        {
            lines.push(
                "Supply centre ownership is computed for each country, even where one person plays several; each country adjusts by its own holdings."
                    .to_string(),
            );
        }
        lines
    }
}

impl Setup {
    pub fn role(&self, alternative: usize, power: Power) -> Option<Role> {
        if self.eliminated.contains(&power) {
            return Some(Role::Eliminated);
        }
        if self.neutral.contains(&power) {
            return Some(Role::Neutral);
        }
        let alt = self.alternatives.get(alternative)?;
        alt.iter()
            .position(|seat| seat.contains(&power))
            .map(|i| Role::Player(i + 1))
    }
}

/// A country's adjustment, computed for each country on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Adjustment {
    Build(u32),
    Remove(u32),
    None,
}

/// Builds or removals for one country: centres owned against units on the
/// board. A country in civil disorder raises no new units.
pub fn adjustment(centres: u32, units: u32, civil_disorder: bool) -> Adjustment {
    if units > centres {
        Adjustment::Remove(units - centres)
    } else if centres > units && !civil_disorder {
        Adjustment::Build(centres - units)
    } else {
        Adjustment::None
    }
}

/// Italy in the two-player 1914 game: neutral until it joins the winner of
/// the coin toss.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Italy1914 {
    toss_winner: Option<usize>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Season {
    Spring,
    Fall,
}

impl Italy1914 {
    /// Records the toss made before the Fall 1914 adjustments; player 1 or 2.
    pub fn record_toss(&mut self, winner: usize) -> Result<(), SetupError> {
        if let Some(w) = self.toss_winner {
            return Err(SetupError::AlreadyFlipped(w));
        }
        if !(1..=2).contains(&winner) {
            return Err(SetupError::NoSuchSeat(winner));
        }
        self.toss_winner = Some(winner);
        Ok(())
    }

    pub fn toss_winner(&self) -> Option<usize> {
        self.toss_winner
    }

    /// The player Italy plays for in that season: nobody before Spring 1915.
    pub fn italy_plays_for(&self, year: u16, season: Season) -> Option<usize> {
        if (year, season) >= (1915, Season::Spring) {
            self.toss_winner
        } else {
            None
        }
    }
}

/// Two-player victory: 24 units actually on the board.
pub fn two_player_victory(units_on_board: u32) -> bool {
    units_on_board >= 24
}

#[cfg(test)]
mod tests {
    use super::*;
    use Power::*;

    fn setups() -> &'static Setups {
        Setups::standard().unwrap()
    }

    #[test]
    fn six_players_eliminate_italy_and_start_in_1870() {
        let s = setups().for_players(6).unwrap();
        assert_eq!(s.eliminated, [Italy]);
        assert_eq!(s.first_year, 1870);
        assert_eq!(s.role(0, Italy), Some(Role::Eliminated));
        assert_eq!(
            setups().eliminated_units,
            [
                "hold in position and defend themselves",
                "do not support each other",
                "may be supported by units belonging to any of the players, as with any other units ordered to hold",
                "if forced to retreat, they are disbanded"
            ]
        );
    }

    #[test]
    fn five_players_eliminate_italy_and_germany_and_start_in_1801() {
        let s = setups().for_players(5).unwrap();
        assert_eq!(s.eliminated, [Italy, Germany]);
        assert_eq!(s.first_year, 1801);
    }

    #[test]
    fn four_players_england_alone_and_three_pairs() {
        let s = setups().for_players(4).unwrap();
        assert_eq!(
            s.alternatives,
            [vec![
                vec![England],
                vec![Austria, France],
                vec![Germany, Turkey],
                vec![Italy, Russia]
            ]]
        );
    }

    #[test]
    fn three_players_have_two_alternatives() {
        let s = setups().for_players(3).unwrap();
        assert_eq!(
            s.alternatives[0],
            [
                vec![Russia],
                vec![England, France, Germany],
                vec![Austria, Italy, Turkey]
            ]
        );
        assert_eq!(
            s.alternatives[1],
            [
                vec![England, Germany, Austria],
                vec![Russia, Italy],
                vec![France, Turkey]
            ]
        );
        assert_eq!(s.role(1, Italy), Some(Role::Player(2)));
    }

    #[test]
    fn two_players_fight_the_1914_war_with_italy_neutral() {
        let s = setups().for_players(2).unwrap();
        assert_eq!(
            s.alternatives,
            [vec![
                vec![England, France, Russia],
                vec![Austria, Germany, Turkey]
            ]]
        );
        assert_eq!(s.neutral, [Italy]);
        assert_eq!(s.first_year, 1914);
        assert_eq!(s.victory_units_on_board, Some(24));
        assert!(two_player_victory(24));
        assert!(!two_player_victory(23));
        let text = setups().describe(s).join("\n");
        assert!(
            text.contains("Italian territory may not be entered"),
            "{text}"
        );
        assert!(text.contains("Fall 1914 adjustments"), "{text}");
        assert!(text.contains("Spring 1915"), "{text}");
    }

    #[test]
    fn italy_joins_the_toss_winner_in_spring_1915() {
        let mut italy = Italy1914::default();
        assert_eq!(italy.record_toss(3), Err(SetupError::NoSuchSeat(3)));
        italy.record_toss(2).unwrap();
        assert_eq!(italy.italy_plays_for(1914, Season::Fall), None);
        assert_eq!(italy.italy_plays_for(1915, Season::Spring), Some(2));
        assert_eq!(italy.record_toss(1), Err(SetupError::AlreadyFlipped(2)));
    }

    #[test]
    fn seven_players_and_unknown_counts() {
        assert_eq!(setups().for_players(7).unwrap().alternatives[0].len(), 7);
        assert_eq!(
            setups().for_players(8).unwrap_err(),
            SetupError::NoSuchCount("8".into())
        );
        // The app offers the counts the file covers.
        assert_eq!(setups().player_counts(), vec![2, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn adjustments_are_per_country_and_civil_disorder_builds_nothing() {
        assert_eq!(adjustment(5, 3, false), Adjustment::Build(2));
        assert_eq!(adjustment(5, 3, true), Adjustment::None);
        assert_eq!(adjustment(2, 4, true), Adjustment::Remove(2));
        assert_eq!(adjustment(3, 3, false), Adjustment::None);
    }

    #[test]
    fn a_power_placed_twice_is_refused() {
        let bad = PLAYERS_JSON.replacen(
            r#"[["England"], ["Austria", "France"]"#,
            r#"[["England"], ["England", "France"]"#,
            1,
        );
        assert!(matches!(
            Setups::parse(&bad).unwrap_err(),
            SetupError::Seats { players: 4, .. }
        ));
    }
}
