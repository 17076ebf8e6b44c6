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

fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("\"{text}\" is not a whole number ({what})"))
}

/// `map connect A B`, `map moves N`.
fn map_edit(rest: &[&str]) -> Result<Edit, String> {
    let rest = rest.join(" ");
    if let Some(pair) = rest.strip_prefix("connect ") {
        // Two names, each possibly of several words: split at " to " or,
        // for two one-word names, at the space.
        let (a, b) = pair
            .split_once(" to ")
            .or_else(|| pair.split_once(" and "))
            .or_else(|| pair.split_once(' ').filter(|(_, b)| !b.contains(' ')))
            .ok_or_else(|| "map connect needs two places: map connect Omsk Kazan (map connect Nizhni Novgorod to Kazan)".to_string())?;
        return Ok(Edit::Connect(a.trim().to_string(), b.trim().to_string()));
    }
    if let Some(n) = rest.strip_prefix("moves ") {
        return Ok(Edit::MapMoves(number(n.trim(), "moves a turn, 1 to 9")?));
    }
    Err("map takes connect A B, or moves N".to_string())
}

/// The edit one line names, on the game as it stands.
fn edit_of(word: &str, rest: &[&str], s: &Session) -> Result<Edit, String> {
    if word == "map" {
        return map_edit(rest);
    }
    let (seat, args) = rest
        .split_first()
        .ok_or_else(|| format!("{word} needs a player's letter first ({word} B …)"))?;
    let seat: Seat = seat.parse().map_err(|e| format!("{e}"))?;
    let player = s
        .game()
        .state()
        .player(seat)
        .ok_or_else(|| format!("there is no player {seat} at this table"))?;
    Ok(match (word, args) {
        ("markers", [p, a]) => Edit::Markers {
            seat,
            politburo: number(p, "Politburo markers")?,
            assassins: number(a, "assassin markers")?,
        },
        ("markers", _) => {
            return Err(
                "markers needs the player, then its Politburo and assassin markers: markers B 2 1"
                    .to_string(),
            );
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
            return Err("leader needs the player, a name if it has one, its level and strength: leader B Trotsky 3 12".to_string());
        }
        ("no-leader", name) if !name.is_empty() => {
            let name = name.join(" ");
            let mut leaders: Vec<Leader> = player.leaders().to_vec();
            let before = leaders.len();
            leaders.retain(|l| !l.name.eq_ignore_ascii_case(&name));
            if leaders.len() == before {
                return Err(format!("{seat} has no leader named \"{name}\""));
            }
            Edit::Leaders(seat, leaders)
        }
        ("no-leader", _) => {
            return Err(
                "no-leader needs the player and the leader's name: no-leader B Trotsky".to_string(),
            );
        }
        ("colour", [c]) => {
            Edit::Colour(seat, c.parse::<PlayerColour>().map_err(|e| e.to_string())?)
        }
        ("colour", _) => {
            return Err("colour needs the player and one colour: colour B White".to_string());
        }
        ("units", ["none"]) => Edit::Units(seat, Vec::new()),
        ("units", colours) if !colours.is_empty() => Edit::Units(
            seat,
            colours
                .iter()
                .map(|c| {
                    c.trim_end_matches(',')
                        .parse::<UnitColour>()
                        .map_err(|e| e.to_string())
                })
                .collect::<Result<_, _>>()?,
        ),
        ("units", _) => {
            return Err(
                "units needs the player and its unit colours: units B Red Green (or units B none)"
                    .to_string(),
            );
        }
        ("out", []) => Edit::Out(seat, true),
        ("back", []) => Edit::Out(seat, false),
        (w, _) => return Err(format!("{w} takes the player's letter alone: {w} B")),
    })
}

/// The action a player line makes: an edit between turns, an override of
/// the bot's turn in progress (the line its reason).
pub(super) fn read(line: &str, s: &Session) -> Result<Action, String> {
    let line = line.trim();
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((word, rest)) = words.split_first() else {
        return Err("an empty line".to_string());
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
        for (line, words) in [
            ("markers B 2", "markers B 2 1"),
            ("markers Q 2 1", "Q"),
            ("leader B Trotsky x 12", "\"x\" is not a whole number"),
            ("no-leader B Lenin", "no leader named"),
            ("colour B Purple", "Purple"),
            ("out", "letter"),
            ("out B C", "alone"),
        ] {
            let e = read(line, &s).unwrap_err();
            assert!(e.contains(words), "{line}: {e}");
        }
    }
}
