//! The political state the solitaire rules need, and the checked way to
//! build it from an unchecked [`Setup`].

use super::pct::Pct;
use super::planner::{OrderOfBattle, Reach};
use super::player::{Leader, Player, PlayerColour, Seat, UnitColour, normalise_units};
use super::rules::RcwRules;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Where the Czar is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Czar {
    /// On the map, controlled by no player.
    #[default]
    Uncontrolled,
    ControlledBy(Seat),
    Executed,
    /// Moved off the map or otherwise out of play.
    Removed,
}

/// What a kept order of battle says of the political state: the Czar's
/// and the Gold's holders (with the stack marked, in words) and the unit
/// colours of each player in the game with a stack on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardFacts {
    pub czar: Option<(Seat, String)>,
    pub gold: Option<(Seat, String)>,
    pub units: Vec<(Seat, Vec<UnitColour>)>,
}

/// The whole political state tracked by the app. It is made only by a
/// checked [`Setup`] and changed only by the rules and by checked edits, so
/// its fields are the crate's; readers use the accessors.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameState {
    pub(in crate::rcw) players: Vec<Player>,
    pub(in crate::rcw) human: Seat,
    pub(in crate::rcw) pct: Pct,
    pub(in crate::rcw) czar: Czar,
    /// Who controls the Gold, if anyone.
    pub(in crate::rcw) gold: Option<Seat>,
    /// Game turn, from 1.
    pub(in crate::rcw) turn: u32,
    /// The order of player-turns in a game turn; `None`: alphabetical.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::rcw) turn_order: Option<Vec<Seat>>,
    /// The stacks on the board as the player keeps them (optional: empty
    /// when the player keeps none), for the attack planner.
    #[serde(default, skip_serializing_if = "OrderOfBattle::is_empty")]
    pub(in crate::rcw) order_of_battle: OrderOfBattle,
    /// Which provinces' stacks can move where this turn, for the planner.
    #[serde(default, skip_serializing_if = "Reach::is_empty")]
    pub(in crate::rcw) reach: Reach,
    /// The player's own Combat Results Table the game plays with
    /// ([`super::chart`]): it caps the planner's odds, gives each attack's
    /// chances and reads a rolled result. `None`: results come from the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(in crate::rcw) chart: Option<crate::tables::Table>,
}

impl GameState {
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The human player's seat.
    pub fn human(&self) -> Seat {
        self.human
    }

    pub fn pct(&self) -> &Pct {
        &self.pct
    }

    pub fn czar(&self) -> Czar {
        self.czar
    }

    /// Who controls the Gold, if anyone.
    pub fn gold(&self) -> Option<Seat> {
        self.gold
    }

    /// The game turn, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// The order of player-turns as set; `None`: alphabetical.
    pub fn turn_order(&self) -> Option<&[Seat]> {
        self.turn_order.as_deref()
    }

    /// The stacks on the board as the player keeps them.
    pub fn order_of_battle(&self) -> &OrderOfBattle {
        &self.order_of_battle
    }

    /// Which provinces' stacks can move where this turn.
    pub fn reach(&self) -> &Reach {
        &self.reach
    }

    /// The chart the game plays with, as kept (see [`GameState::chart`]).
    pub fn chart_table(&self) -> Option<&crate::tables::Table> {
        self.chart.as_ref()
    }

    /// The chart the game plays with, checked against `rules`; `None`
    /// without one (or one these rules cannot read).
    pub fn chart(&self, rules: &super::RcwRules) -> Option<super::chart::Chart> {
        self.chart
            .as_ref()
            .and_then(|t| super::chart::Chart::read(t, rules).ok())
    }

    /// Every seat in the order of player-turns.
    pub fn order(&self) -> Vec<Seat> {
        match &self.turn_order {
            Some(o) => o.clone(),
            None => self.seats().collect(),
        }
    }

    pub fn player(&self, s: Seat) -> Option<&Player> {
        self.players.get(s.index())
    }

    pub(in crate::rcw) fn player_mut(&mut self, s: Seat) -> Option<&mut Player> {
        self.players.get_mut(s.index())
    }

    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.players.iter().map(|p| p.seat)
    }

    /// Players still in the game.
    pub fn active(&self) -> Vec<Seat> {
        self.players
            .iter()
            .filter(|p| !p.out)
            .map(|p| p.seat)
            .collect()
    }

    /// Players still in the game other than `s`, alphabetical.
    pub fn others(&self, s: Seat) -> Vec<Seat> {
        self.players
            .iter()
            .filter(|p| !p.out && p.seat != s)
            .map(|p| p.seat)
            .collect()
    }

    /// The state written as a setup, so a changed state goes through the
    /// one validator a new game does ([`Setup::problems`]).
    pub fn as_setup(&self) -> Setup {
        let seats: Vec<Seat> = self.seats().collect();
        Setup {
            players: self
                .players
                .iter()
                .map(|p| SetupPlayer {
                    name: p.name.clone(),
                    colour: p.colour,
                    units: p.units.clone(),
                    politburo: p.politburo,
                    assassins: p.assassins,
                    leaders: p.leaders.clone(),
                    controls_czar: self.czar == Czar::ControlledBy(p.seat),
                    controls_gold: self.gold == Some(p.seat),
                    out: p.out,
                })
                .collect(),
            human: self.human,
            pct: Some(
                seats
                    .iter()
                    .map(|a| {
                        seats
                            .iter()
                            .map(|b| if a == b { 0 } else { self.pct.get(*a, *b) })
                            .collect()
                    })
                    .collect(),
            ),
            czar_gone: matches!(self.czar, Czar::Executed | Czar::Removed).then_some(self.czar),
            turn: self.turn,
        }
    }

    /// Every problem with this state, by the setup's checks.
    pub fn problems(&self, rules: &RcwRules) -> Vec<SetupError> {
        self.as_setup().problems(rules)
    }

    pub fn label(&self, s: Seat) -> String {
        self.player(s).map_or_else(|| s.to_string(), Player::label)
    }

    pub fn colour(&self, s: Seat) -> Option<PlayerColour> {
        self.player(s).map(|p| p.colour)
    }

    pub fn politburo(&self, s: Seat) -> u32 {
        self.player(s).map_or(0, |p| p.politburo)
    }

    pub fn czar_holder(&self) -> Option<Seat> {
        match self.czar {
            Czar::ControlledBy(s) => Some(s),
            _ => None,
        }
    }

    /// Bots in seat order (every player but the human).
    pub fn bots(&self) -> Vec<Seat> {
        self.seats().filter(|s| *s != self.human).collect()
    }

    /// Moves `count` markers of a kind between players (clamped to what the
    /// giver holds); returns how many moved.
    pub fn move_markers(&mut self, kind: Marker, from: Seat, to: Seat, count: u32) -> u32 {
        let held = self.player(from).map_or(0, |p| kind.held(p));
        let n = held.min(count);
        if n == 0 || from == to {
            return 0;
        }
        if let Some(p) = self.player_mut(from) {
            *kind.held_mut(p) -= n;
        }
        if let Some(p) = self.player_mut(to) {
            *kind.held_mut(p) += n;
        }
        n
    }

    /// Puts `s` out of the game (Non-Attack Policy 10): it controls no units
    /// and so neither the Czar nor the Gold.
    pub fn put_out(&mut self, s: Seat) {
        if let Some(p) = self.player_mut(s) {
            p.out = true;
            p.units.clear();
        }
        if self.czar == Czar::ControlledBy(s) {
            self.czar = Czar::Uncontrolled;
        }
        if self.gold == Some(s) {
            self.gold = None;
        }
    }

    /// What a kept order of battle says of the state; `None` when none is
    /// kept.
    pub fn board_facts(&self) -> Option<BoardFacts> {
        use super::planner::Holding;
        let oob = &self.order_of_battle;
        if oob.is_empty() {
            return None;
        }
        let holder = |h: Holding| {
            oob.refs().find(|(_, s)| s.holds == Some(h)).map(|(r, s)| {
                let at = format!(
                    "{}'s {} {} in {}",
                    s.owner,
                    s.colour.name(),
                    s.strength,
                    oob.province_name(r.province)
                );
                (s.owner, at)
            })
        };
        let units = self
            .players
            .iter()
            .filter(|p| !p.out)
            .filter_map(|p| {
                let mut colours: Vec<UnitColour> = oob
                    .refs()
                    .filter(|(_, s)| s.owner == p.seat)
                    .map(|(_, s)| s.colour)
                    .collect();
                normalise_units(&mut colours);
                (!colours.is_empty()).then_some((p.seat, colours))
            })
            .collect();
        Some(BoardFacts {
            czar: holder(Holding::Czar),
            gold: holder(Holding::Gold),
            units,
        })
    }

    /// Reads who holds the Czar and the Gold and each player's unit
    /// colours from the kept order of battle (the rules' turn flow 2: the
    /// board is where they are kept); returns what changed, in words, for
    /// the log. An executed or removed Czar stays so; a player with no
    /// stack on the board keeps the colours typed for it.
    pub(in crate::rcw) fn read_board(&mut self) -> Vec<String> {
        let Some(f) = self.board_facts() else {
            return Vec::new();
        };
        let mut said = Vec::new();
        if !matches!(self.czar, Czar::Executed | Czar::Removed) {
            let now = f
                .czar
                .as_ref()
                .map_or(Czar::Uncontrolled, |(s, _)| Czar::ControlledBy(*s));
            if now != self.czar {
                said.push(match &f.czar {
                    Some((s, st)) => format!("{s} holds the Czar (with {st})"),
                    None => "nobody holds the Czar (no stack is marked with it)".to_string(),
                });
                self.czar = now;
            }
        }
        let gold = f.gold.as_ref().map(|(s, _)| *s);
        if gold != self.gold {
            said.push(match &f.gold {
                Some((s, st)) => format!("{s} holds the Gold (with {st})"),
                None => "nobody holds the Gold (no stack is marked with it)".to_string(),
            });
            self.gold = gold;
        }
        for (seat, colours) in f.units {
            if let Some(p) = self.player_mut(seat)
                && p.units != colours
            {
                p.units = colours;
                said.push(format!(
                    "{seat} controls {} units (its stacks)",
                    p.units_text()
                ));
            }
        }
        said
    }

    /// The order of battle marks the Czar and the Gold only on a stack of
    /// the player who controls them: a mark the state no longer backs (the
    /// Czar executed or gone off the map, a holder out of the game) is
    /// taken off. Marks are kept as typed otherwise.
    pub(in crate::rcw) fn settle_marks(&mut self) {
        use super::planner::Holding;
        let czar = self.czar_holder();
        let gold = self.gold;
        for st in self
            .order_of_battle
            .provinces
            .iter_mut()
            .flat_map(|p| p.stacks.iter_mut())
        {
            let backed = match st.holds {
                Some(Holding::Czar) => czar == Some(st.owner),
                Some(Holding::Gold) => gold == Some(st.owner),
                None => true,
            };
            if !backed {
                st.holds = None;
            }
        }
    }

    /// Removes one of `s`'s leaders (purged, assassinated, killed in
    /// combat), and takes a named leader off the stack that carries it in
    /// the order of battle; false if `s` has no such leader.
    pub fn remove_leader(&mut self, s: Seat, leader: &Leader) -> bool {
        let Some(p) = self.player_mut(s) else {
            return false;
        };
        match p.leaders.iter().position(|l| l == leader) {
            Some(i) => {
                p.leaders.remove(i);
                self.order_of_battle.remove_leader(s, &leader.name);
                true
            }
            None => false,
        }
    }

    /// Leaders of `s` ordered by the combat strength they control, greatest first.
    pub fn leaders_by_strength(&self, s: Seat) -> Vec<Leader> {
        let mut l = self
            .player(s)
            .map(|p| p.leaders.clone())
            .unwrap_or_default();
        l.sort_by(|a, b| b.strength.cmp(&a.strength).then(b.level.cmp(&a.level)));
        l
    }
}

/// Politburo or assassin markers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Marker {
    Politburo,
    Assassin,
}

impl Marker {
    pub fn name(self) -> &'static str {
        match self {
            Marker::Politburo => "Politburo marker",
            Marker::Assassin => "assassin marker",
        }
    }

    pub fn held(self, p: &Player) -> u32 {
        match self {
            Marker::Politburo => p.politburo,
            Marker::Assassin => p.assassins,
        }
    }

    fn held_mut(self, p: &mut Player) -> &mut u32 {
        match self {
            Marker::Politburo => &mut p.politburo,
            Marker::Assassin => &mut p.assassins,
        }
    }
}

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
        super::player::out_of_the_game(self.out, &self.units)
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
    #[error("game turn {0} is not valid: turns go from 1 to {max}", max = super::rules::MAX_TURN)]
    Turn(u32),
    #[error("player {0}: {1}")]
    Player(Seat, super::edit::EditError),
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
            None => Pct::from_colours(&colours, &rules.pct),
            Some(m) => {
                let mut pct = Pct::filled(self.players.len(), rules.pct.min);
                for a in Seat::first(self.players.len()) {
                    for b in Seat::first(self.players.len()).filter(|b| *b > a) {
                        let v = m
                            .get(a.index())
                            .and_then(|r| r.get(b.index()))
                            .copied()
                            .unwrap_or(rules.pct.min);
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
        if !(1..=super::rules::MAX_TURN).contains(&self.turn) {
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
            if let Err(e) =
                super::edit::check_player_numbers(p.politburo, p.assassins, &p.leaders, &p.name)
            {
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
        let (min, max) = (rules.pct.min, rules.pct.max);
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
