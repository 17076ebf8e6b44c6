//! What the Players tab sets, as answer lines of `rcw play` (at any step;
//! each a logged, undoable step like the window's — during a bot's turn
//! an override of it, with the line as its reason):
//!
//! ```text
//! markers B 2 1                 B holds 2 Politburo and 1 assassin markers
//! leader B Trotsky 3 12         a leader of level 3 and 12 SP (a leader of
//!                               that name is changed; the name may be left out)
//! no-leader B Trotsky           the leader leaves the game
//! colour B White                B's colour on the Player Cooperation Table
//! units B Red Green             the unit colours B controls (units B none)
//! out B   /   back B            B leaves the game, or comes back into it
//! map connect Omsk Kazan        the map learns that Omsk connects to Kazan
//!                               (a name it does not know becomes a place)
//! map moves 2                   a stack makes 2 moves a turn on the map
//! ```

use super::refused::LineError;
use crate::rcw::player::{Leader, PlayerColour, Seat, UnitColour};
use crate::rcw::{Action, Edit, Input, Override};
use crate::session::Session;

/// The words a player line starts with.
pub(super) const WORDS: [&str; 8] = [
    "map ",
    "markers ",
    "leader ",
    "no-leader ",
    "colour ",
    "units ",
    "out ",
    "back ",
];

/// Whether `line` is one of these lines.
pub(super) fn is_player_line(line: &str) -> bool {
    let l = line.to_ascii_lowercase();
    WORDS.iter().any(|w| l.starts_with(w))
}

fn number<T: std::str::FromStr>(text: &str, what: &'static str) -> Result<T, LineError> {
    text.parse().map_err(|_| LineError::NotWholeOf {
        text: text.to_string(),
        what,
    })
}

/// `map connect A B`, `map moves N`.
fn map_edit(rest: &[&str]) -> Result<Edit, LineError> {
    let rest = rest.join(" ");
    if let Some(pair) = rest.strip_prefix("connect ") {
        // Two names, each possibly of several words: split at " to " or,
        // for two one-word names, at the space.
        let (a, b) = pair
            .split_once(" to ")
            .or_else(|| pair.split_once(" and "))
            .or_else(|| pair.split_once(' ').filter(|(_, b)| !b.contains(' ')))
            .ok_or(LineError::ConnectNeedsTwo)?;
        return Ok(Edit::Connect(a.trim().to_string(), b.trim().to_string()));
    }
    if let Some(n) = rest.strip_prefix("moves ") {
        return Ok(Edit::MapMoves(number(n.trim(), "moves a turn, 1 to 9")?));
    }
    Err(LineError::MapNeeds)
}

/// The edit one line names, on the game as it stands.
fn edit_of(word: &str, rest: &[&str], s: &Session) -> Result<Edit, LineError> {
    if word == "map" {
        return map_edit(rest);
    }
    let (seat, args) = rest
        .split_first()
        .ok_or_else(|| LineError::NeedsSeat(word.to_string()))?;
    let seat: Seat = seat.parse()?;
    let player = s
        .game()
        .state()
        .player(seat)
        .ok_or(LineError::NoPlayer(seat))?;
    Ok(match (word, args) {
        ("markers", [p, a]) => Edit::Markers {
            seat,
            politburo: number(p, "Politburo markers")?,
            assassins: number(a, "assassin markers")?,
        },
        ("markers", _) => {
            return Err(LineError::MarkersNeed);
        }
        ("leader", [name @ .., level, strength]) => {
            let name = name.join(" ");
            let leader = Leader {
                name: name.clone(),
                level: number(level, "the leader's level, 1 to 3")?,
                strength: number(strength, "the leader's strength")?,
            };
            let mut leaders: Vec<Leader> = player.leaders().to_vec();
            match leaders
                .iter_mut()
                .find(|l| !name.is_empty() && l.name.eq_ignore_ascii_case(&name))
            {
                Some(l) => {
                    *l = Leader {
                        name: l.name.clone(),
                        ..leader
                    }
                }
                None => leaders.push(leader),
            }
            Edit::Leaders(seat, leaders)
        }
        ("leader", _) => {
            return Err(LineError::LeaderNeeds);
        }
        ("no-leader", name) if !name.is_empty() => {
            let name = name.join(" ");
            let mut leaders: Vec<Leader> = player.leaders().to_vec();
            let before = leaders.len();
            leaders.retain(|l| !l.name.eq_ignore_ascii_case(&name));
            if leaders.len() == before {
                return Err(LineError::NoLeaderNamed { seat, name });
            }
            Edit::Leaders(seat, leaders)
        }
        ("no-leader", _) => {
            return Err(LineError::NoLeaderNeeds);
        }
        ("colour", [c]) => Edit::Colour(seat, c.parse::<PlayerColour>()?),
        ("colour", _) => {
            return Err(LineError::ColourNeeds);
        }
        ("units", ["none"]) => Edit::Units(seat, Vec::new()),
        ("units", colours) if !colours.is_empty() => Edit::Units(
            seat,
            colours
                .iter()
                .map(|c| c.trim_end_matches(',').parse::<UnitColour>())
                .collect::<Result<_, _>>()?,
        ),
        ("units", _) => {
            return Err(LineError::UnitsNeed);
        }
        ("out", []) => Edit::Out(seat, true),
        ("back", []) => Edit::Out(seat, false),
        (w, _) => return Err(LineError::Alone(w.to_string())),
    })
}

/// The action a player line makes: an edit between turns, an override of
/// the bot's turn in progress (the line its reason).
pub(super) fn read(line: &str, s: &Session) -> Result<Action, LineError> {
    let line = line.trim();
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((word, rest)) = words.split_first() else {
        return Err(LineError::Empty);
    };
    let word = word.to_ascii_lowercase();
    let edit = edit_of(&word, rest, s)?;
    Ok(if s.game().in_turn() {
        Action::Input(Input::Override(Override::Edit {
            edit,
            reason: format!("typed in rcw play: {line}"),
        }))
    } else {
        Action::Edit(edit)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rcw::{RcwRules, Setup};

    fn session() -> Session {
        Session::new(Setup::seed_example(), RcwRules::builtin().unwrap(), 1).unwrap()
    }

    #[test]
    fn markers_leaders_colours_and_out_are_steps_of_the_game() {
        let mut s = session();
        let b = Seat::from_letter('B').unwrap();
        for line in [
            "markers B 2 1",
            "leader B Trotsky 3 12",
            "leader B 1 4",
            "leader B trotsky 2 10",
            "colour B White",
        ] {
            let a = read(line, &s).unwrap_or_else(|e| panic!("{line}: {e}"));
            s.apply(a).unwrap_or_else(|e| panic!("{line}: {e}"));
        }
        let p = s.game().state().player(b).unwrap();
        assert_eq!((p.politburo(), p.assassins()), (2, 1));
        assert_eq!(p.leaders().len(), 2);
        assert_eq!(p.leaders()[0].name, "Trotsky");
        assert_eq!((p.leaders()[0].level, p.leaders()[0].strength), (2, 10));
        let a = read("no-leader B Trotsky", &s).unwrap();
        s.apply(a).unwrap();
        assert_eq!(s.game().state().player(b).unwrap().leaders().len(), 1);
        let a = read("out B", &s).unwrap();
        s.apply(a).unwrap();
        assert!(s.game().state().player(b).unwrap().out());
        // Back needs units to control (Non-Attack Policy 10): refused
        // until they are given, then taken.
        let a = read("back B", &s).unwrap();
        assert!(s.apply(a).is_err());
        for line in ["units B Green", "back B"] {
            let a = read(line, &s).unwrap();
            s.apply(a).unwrap_or_else(|e| panic!("{line}: {e}"));
        }
        assert!(!s.game().state().player(b).unwrap().out());
    }

    #[test]
    fn a_line_that_does_not_read_says_what_it_needs() {
        let s = session();
        let refused = |line: &str| read(line, &s).unwrap_err();
        assert!(matches!(refused("markers B 2"), LineError::MarkersNeed));
        assert!(matches!(refused("markers Q 2 1"), LineError::Word(w) if w.typed == "Q"));
        assert!(matches!(
            refused("leader B Trotsky x 12"),
            LineError::NotWholeOf { text, .. } if text == "x"
        ));
        assert!(matches!(
            refused("no-leader B Lenin"),
            LineError::NoLeaderNamed { name, .. } if name == "Lenin"
        ));
        assert!(matches!(refused("colour B Purple"), LineError::Word(w) if w.typed == "Purple"));
        assert!(matches!(refused("out"), LineError::NeedsSeat(w) if w == "out"));
        assert!(matches!(refused("out B C"), LineError::Alone(w) if w == "out"));
        // One wording test: the example the player is shown.
        assert_eq!(
            refused("markers B 2").to_string(),
            "markers needs the player, then its Politburo and assassin markers: markers B 2 1"
        );
    }
}
