//! A game's setup: the players as the New game form gives them, the
//! starting PCT, and every problem that stops a setup from starting.

use super::*;
use crate::rcw::bounds::{MAX_LEADERS, MAX_MARKERS, MAX_NAME, MAX_STRENGTH};

/// One seat as entered at setup, before any check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupPlayer {
    pub name: String,
    pub colour: PlayerColour,
    pub units: Vec<UnitColour>,
    pub politburo: u32,
    pub assassins: u32,
    pub leaders: Vec<Leader>,
    pub controls_czar: bool,
    pub controls_gold: bool,
    #[serde(default)]
    pub out: bool,
}

impl SetupPlayer {
    /// Out of the game as entered: marked out, or controlling no units of
    /// any colour (Non-Attack Policy 10: "automatically out of the game").
    pub fn is_out(&self) -> bool {
        crate::rcw::player::out_of_the_game(self.out, &self.units)
    }

    /// A player controlling units of its own colour; an Undecided player
    /// starts with Green units (with none it would be out at once,
    /// Non-Attack Policy 10).
    pub fn new(seat: Seat, colour: PlayerColour) -> SetupPlayer {
        let units = vec![UnitColour::of_player(colour).unwrap_or(UnitColour::Green)];
        SetupPlayer {
            name: format!("Player {seat}"),
            colour,
            units,
            politburo: 0,
            assassins: 0,
            leaders: Vec::new(),
            controls_czar: false,
            controls_gold: false,
            out: false,
        }
    }
}

/// An unchecked game setup with public fields; [`Setup::validate`] turns it
/// into a [`GameState`] or says precisely what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub players: Vec<SetupPlayer>,
    pub human: Seat,
    /// The PCT as a full matrix (row per seat); `None` → start values from
    /// the colours [I-1].
    pub pct: Option<Vec<Vec<u8>>>,
    /// The Czar executed or removed before play starts.
    #[serde(default)]
    pub czar_gone: Option<Czar>,
    pub turn: u32,
}

/// What is wrong with a setup.
#[derive(Debug, Error, PartialEq, Eq, Clone)]
pub enum SetupError {
    #[error("a game has {min} to {max} players, not {0}", min = Seat::MIN_PLAYERS, max = Seat::MAX_PLAYERS)]
    PlayerCount(usize),
    #[error("the human player's seat {0} is not at the table")]
    HumanSeat(Seat),
    #[error("players {0} and {1} cannot both control the Czar")]
    TwoCzars(Seat, Seat),
    #[error("players {0} and {1} cannot both control the Gold")]
    TwoGolds(Seat, Seat),
    #[error("the Czar has been executed or removed, so player {0} cannot control it")]
    CzarGone(Seat),
    #[error("PCT value {value} for {a}/{b} is outside {min}..{max}")]
    PctRange {
        a: Seat,
        b: Seat,
        value: u8,
        min: u8,
        max: u8,
    },
    #[error(
        "PCT {a}/{b} is {ab} but {b}/{a} is {ba}: both markers of a pair are always in the same column"
    )]
    PctAsymmetric { a: Seat, b: Seat, ab: u8, ba: u8 },
    #[error(
        "the PCT needs {expected} rows of {expected} values, one per player; it has {rows} rows"
    )]
    PctShape { expected: usize, rows: usize },
    #[error("player {seat}'s leader {index} has level {level}; leader levels are 1, 2 or 3")]
    LeaderLevel { seat: Seat, index: usize, level: u8 },
    #[error("game turn {0} is not valid: turns go from 1 to {max}", max = crate::rcw::rules::MAX_TURN)]
    Turn(u32),
    #[error("player {0}: {1}")]
    Player(Seat, PlayerNumberError),
    #[error("at least two players must stay in the game")]
    TooFewActive,
    #[error("player {0} is marked out of the game but still controls the Czar or the Gold")]
    OutWithTreasure(Seat),
    #[error("the Czar can only be executed or removed here, not controlled")]
    CzarGoneKind,
    #[error(
        "you (player {0}) control no units: choose at least one unit colour (a player with none is out of the game, Non-Attack Policy 10)"
    )]
    HumanWithoutUnits(Seat),
}

/// A player's number beyond what the game has: markers, leaders, a
/// leader's strength, a name's length (the bounds of `rcw::bounds`).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayerNumberError {
    #[error("{0} markers of one kind is more than the game has; give 0 to {MAX_MARKERS}")]
    Markers(u32),
    #[error(
        "a leader controlling {0} combat strength is more than the game has; give 0 to {MAX_STRENGTH}"
    )]
    Strength(u32),
    #[error("a name of {0} characters is too long; give at most {MAX_NAME} characters")]
    Name(usize),
    #[error("{0} leaders is more than the game has; give at most {MAX_LEADERS}")]
    Leaders(usize),
}

/// Checks a player's markers, leaders and name against what the game
/// allows: the one check of the setup, which every edit's state goes
/// through.
pub fn check_player_numbers(
    politburo: u32,
    assassins: u32,
    leaders: &[Leader],
    name: &str,
) -> Result<(), PlayerNumberError> {
    for m in [politburo, assassins] {
        if m > MAX_MARKERS {
            return Err(PlayerNumberError::Markers(m));
        }
    }
    if leaders.len() > MAX_LEADERS {
        return Err(PlayerNumberError::Leaders(leaders.len()));
    }
    if let Some(l) = leaders.iter().find(|l| l.strength > MAX_STRENGTH) {
        return Err(PlayerNumberError::Strength(l.strength));
    }
    for n in std::iter::once(name).chain(leaders.iter().map(|l| l.name.as_str())) {
        let len = n.trim().chars().count();
        if len > MAX_NAME {
            return Err(PlayerNumberError::Name(len));
        }
    }
    Ok(())
}

impl SetupError {
    /// The seat the error is about, so the UI can show it beside that field.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            SetupError::TwoCzars(_, b) | SetupError::TwoGolds(_, b) => Some(*b),
            SetupError::CzarGone(s)
            | SetupError::OutWithTreasure(s)
            | SetupError::HumanSeat(s)
            | SetupError::HumanWithoutUnits(s) => Some(*s),
            SetupError::LeaderLevel { seat, .. } | SetupError::Player(seat, _) => Some(*seat),
            SetupError::PctRange { a, .. } | SetupError::PctAsymmetric { a, .. } => Some(*a),
            _ => None,
        }
    }
}

impl Setup {
    /// `n` players with the given colours, the human in seat A, PCT from colours.
    pub fn new(colours: &[PlayerColour]) -> Setup {
        Setup {
            players: colours
                .iter()
                .enumerate()
                .filter_map(|(i, c)| Seat::new(i).map(|s| SetupPlayer::new(s, *c)))
                .collect(),
            human: Seat::A,
            pct: None,
            czar_gone: None,
            turn: 1,
        }
    }

    /// The PCT this setup starts with: as entered, or from the colours.
    pub fn start_pct(&self, rules: &RcwRules) -> Pct {
        let colours: Vec<PlayerColour> = self.players.iter().map(|p| p.colour).collect();
        match &self.pct {
            None => Pct::from_colours(&colours, rules.pct()),
            Some(m) => {
                let mut pct = Pct::filled(self.players.len(), rules.pct().min);
                for a in Seat::first(self.players.len()) {
                    for b in Seat::first(self.players.len()).filter(|b| *b > a) {
                        let v = m
                            .get(a.index())
                            .and_then(|r| r.get(b.index()))
                            .copied()
                            .unwrap_or(rules.pct().min);
                        pct.set(a, b, v);
                    }
                }
                pct
            }
        }
    }

    /// Every problem with the setup, first the most basic.
    pub fn problems(&self, rules: &RcwRules) -> Vec<SetupError> {
        let mut errs = Vec::new();
        let n = self.players.len();
        if !Seat::PLAYER_COUNTS.contains(&n) {
            errs.push(SetupError::PlayerCount(n));
            return errs;
        }
        if self.human.index() >= n {
            errs.push(SetupError::HumanSeat(self.human));
        }
        if !(1..=crate::rcw::rules::MAX_TURN).contains(&self.turn) {
            errs.push(SetupError::Turn(self.turn));
        }
        let seats: Vec<Seat> = Seat::first(n).collect();
        self.treasure_problems(&seats, &mut errs);
        self.player_problems(&seats, &mut errs);
        if self.players.iter().filter(|p| !p.is_out()).count() < 2 {
            errs.push(SetupError::TooFewActive);
        }
        if let Some(m) = &self.pct {
            pct_problems(m, &seats, rules, &mut errs);
        }
        errs
    }

    /// One Czar, one Gold, and a Czar gone that is gone.
    fn treasure_problems(&self, seats: &[Seat], errs: &mut Vec<SetupError>) {
        let czars: Vec<Seat> = seats
            .iter()
            .copied()
            .filter(|s| self.players[s.index()].controls_czar)
            .collect();
        if czars.len() > 1 {
            errs.push(SetupError::TwoCzars(czars[0], czars[1]));
        }
        if let Some(g) = self.czar_gone {
            if matches!(g, Czar::ControlledBy(_) | Czar::Uncontrolled) {
                errs.push(SetupError::CzarGoneKind);
            } else if let Some(s) = czars.first() {
                errs.push(SetupError::CzarGone(*s));
            }
        }
        let golds: Vec<Seat> = seats
            .iter()
            .copied()
            .filter(|s| self.players[s.index()].controls_gold)
            .collect();
        if golds.len() > 1 {
            errs.push(SetupError::TwoGolds(golds[0], golds[1]));
        }
    }

    /// Each player's leaders, numbers and units.
    fn player_problems(&self, seats: &[Seat], errs: &mut Vec<SetupError>) {
        for s in seats {
            let p = &self.players[s.index()];
            for (i, l) in p.leaders.iter().enumerate() {
                if !Leader::LEVELS.contains(&l.level) {
                    errs.push(SetupError::LeaderLevel {
                        seat: *s,
                        index: i + 1,
                        level: l.level,
                    });
                }
            }
            // Leader levels have their own message above (with the
            // leader's place); the rest of the numbers go through the one
            // check edits use.
            if let Err(e) = check_player_numbers(p.politburo, p.assassins, &p.leaders, &p.name) {
                errs.push(SetupError::Player(*s, e));
            }
            if *s == self.human && p.units.is_empty() {
                errs.push(SetupError::HumanWithoutUnits(*s));
            } else if p.is_out() && (p.controls_czar || p.controls_gold) {
                errs.push(SetupError::OutWithTreasure(*s));
            }
        }
    }

    /// The checked game state, or the first problem.
    pub fn validate(&self, rules: &RcwRules) -> Result<GameState, SetupError> {
        if let Some(e) = self.problems(rules).into_iter().next() {
            return Err(e);
        }
        let players = self
            .players
            .iter()
            .zip(Seat::first(self.players.len()))
            .map(|(p, seat)| {
                let mut units = p.units.clone();
                normalise_units(&mut units);
                Player {
                    seat,
                    name: if p.name.trim().is_empty() {
                        format!("Player {seat}")
                    } else {
                        p.name.trim().to_string()
                    },
                    colour: p.colour,
                    units,
                    politburo: p.politburo,
                    assassins: p.assassins,
                    leaders: p.leaders.clone(),
                    out: p.is_out(),
                }
            })
            .collect::<Vec<_>>();
        let czar = match self.czar_gone {
            Some(g) => g,
            None => self
                .players
                .iter()
                .zip(Seat::first(self.players.len()))
                .find(|(p, _)| p.controls_czar)
                .map_or(Czar::Uncontrolled, |(_, s)| Czar::ControlledBy(s)),
        };
        let gold = self
            .players
            .iter()
            .zip(Seat::first(self.players.len()))
            .find(|(p, _)| p.controls_gold)
            .map(|(_, s)| s);
        Ok(GameState {
            players,
            human: self.human,
            pct: self.start_pct(rules),
            czar,
            gold,
            turn: self.turn,
            turn_order: None,
            order_of_battle: OrderOfBattle::default(),
            reach: Reach::default(),
            chart: None,
            checked_chart: None,
            map: None,
        })
    }

    /// The seed's five-player example: A Red, B Undecided, C Red, D White,
    /// E Undecided, the human in seat A.
    pub fn seed_example() -> Setup {
        use PlayerColour::*;
        Setup::new(&[Red, Undecided, Red, White, Undecided])
    }
}

/// A PCT given as a whole matrix: its shape, every value in range, and
/// each pair the same both ways.
fn pct_problems(m: &[Vec<u8>], seats: &[Seat], rules: &RcwRules, errs: &mut Vec<SetupError>) {
    let n = seats.len();
    if m.len() != n || m.iter().any(|r| r.len() != n) {
        errs.push(SetupError::PctShape {
            expected: n,
            rows: m.len(),
        });
    } else {
        let (min, max) = (rules.pct().min, rules.pct().max);
        for a in seats {
            for b in seats.iter().filter(|b| *b > a) {
                let (ab, ba) = (m[a.index()][b.index()], m[b.index()][a.index()]);
                for (x, y, v) in [(*a, *b, ab), (*b, *a, ba)] {
                    if !(min..=max).contains(&v) {
                        errs.push(SetupError::PctRange {
                            a: x,
                            b: y,
                            value: v,
                            min,
                            max,
                        });
                    }
                }
                if ab != ba {
                    errs.push(SetupError::PctAsymmetric {
                        a: *a,
                        b: *b,
                        ab,
                        ba,
                    });
                }
            }
        }
    }
}
