//! What the order of battle says of the political state (the Czar's and
//! the Gold's holders, the unit colours), read from it after it changed.

use super::*;

impl GameState {
    /// What a kept order of battle says of the state; `None` when none is
    /// kept.
    pub fn board_facts(&self) -> Option<BoardFacts> {
        use crate::rcw::planner::Holding;
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
        let mut said = Vec::new();
        let Some(f) = self.board_facts() else {
            return said;
        };
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

    /// A stack put on the board for `seat`, out of the game, brings it
    /// back in, with the colours its stacks give it (turn flow 4); what
    /// is said of it, when it came back.
    pub(in crate::rcw) fn bring_back(&mut self, seat: Seat) -> Option<String> {
        let oob = &self.order_of_battle;
        let mut colours: Vec<UnitColour> = oob
            .refs()
            .filter(|(_, s)| s.owner == seat)
            .map(|(_, s)| s.colour)
            .collect();
        normalise_units(&mut colours);
        let p = self.players.iter_mut().find(|p| p.seat == seat && p.out)?;
        if colours.is_empty() {
            return None;
        }
        p.out = false;
        p.units = colours;
        Some(format!(
            "{seat} is back in the game with {} units (a stack of theirs was put on the board)",
            p.units_text()
        ))
    }

    /// The order of battle marks the Czar and the Gold only on a stack of
    /// the player who controls them: a mark the state no longer backs (the
    /// Czar executed or gone off the map, a holder out of the game) is
    /// taken off. Marks are kept as typed otherwise.
    pub(in crate::rcw) fn settle_marks(&mut self) {
        use crate::rcw::planner::Holding;
        let czar = self.czar_holder();
        let gold = self.gold;
        for st in self.order_of_battle.stacks_mut() {
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
}
