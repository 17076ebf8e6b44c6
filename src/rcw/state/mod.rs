//! The political state the solitaire rules need, and the checked way to
//! build it from an unchecked [`Setup`].

mod board;
mod reach;
mod setup;
pub use setup::*;

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
    /// The same chart as checked against the game's rules when it was
    /// kept (`Edit::Chart`): read every step, never parsed
    /// again.
    #[serde(skip)]
    pub(in crate::rcw) checked_chart: Option<super::chart::Chart>,
    /// The map the game is played on ([`super::map`]): reach, retreats and
    /// the policies' moves are read off it. `None`: the player says the
    /// geography. Shared, as every board kept for undo holds it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        serialize_with = "map_as_written"
    )]
    pub(in crate::rcw) map: Option<std::sync::Arc<super::map::Map>>,
}

fn map_as_written<S: serde::Serializer>(
    m: &Option<std::sync::Arc<super::map::Map>>,
    s: S,
) -> Result<S::Ok, S::Error> {
    serde::Serialize::serialize(&m.as_deref(), s)
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

    /// The chart the game plays with, as checked against the game's rules
    /// when it was kept; `None` without one.
    pub fn chart(&self) -> Option<&super::chart::Chart> {
        self.checked_chart.as_ref()
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
