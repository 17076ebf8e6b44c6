//! Where stacks can move this turn: read off the game's map (the places
//! within a turn's moves of each province), with this turn's exceptions
//! the player gives — a move by rail ticked, a move blocked unticked.
//! Without a map, the moves ticked alone (as before there was one).

use super::*;
use crate::rcw::map::Map;

impl GameState {
    /// The map the game is played on, when it has one.
    pub fn map(&self) -> Option<&Map> {
        self.map.as_deref()
    }

    /// The map, shared (for a front end that notices when it changes).
    pub fn map_shared(&self) -> Option<std::sync::Arc<Map>> {
        self.map.clone()
    }

    /// Whether `name` is a province of the order of battle or a place of
    /// the map.
    pub fn knows_place(&self, name: &str) -> bool {
        self.order_of_battle.province_index(name).is_some()
            || self.map().is_some_and(|m| m.index(name).is_some())
    }

    /// The moves the map gives between the order of battle's provinces:
    /// from each province with a stack, every province within a turn's
    /// moves (as the order of battle spells them).
    pub fn map_reach(&self) -> Reach {
        match self.map() {
            Some(map) => map.reach_on(&self.order_of_battle),
            None => Reach::new(),
        }
    }

    /// Where stacks can move this turn: the map's moves, this turn's ticks
    /// added and its blocks taken out.
    pub fn reach_now(&self) -> Reach {
        self.map_reach().with_exceptions(&self.reach)
    }

    /// This turn's exceptions once the player ticks (`on`) or unticks the
    /// move from `from` to `into`: ticking a move the map gives lifts its
    /// block, unticking it blocks it; any other move is added or taken out.
    pub fn reach_ticked(&self, from: &str, into: &str, on: bool) -> Reach {
        self.reach_ticked_from(&self.reach, from, into, on)
    }

    /// [`GameState::reach_ticked`] from the exceptions `base` (several
    /// ticks made at once).
    pub fn reach_ticked_from(&self, base: &Reach, from: &str, into: &str, on: bool) -> Reach {
        let by_map = self.map_reach().allows(from, into);
        let mut r = base.clone();
        match (on, by_map) {
            (true, true) => r.unblock(from, into),
            (true, false) => r.add(from, into),
            (false, true) => r.block(from, into),
            (false, false) => r.remove(from, into),
        }
        r
    }

    /// How far the place `to` is from `from` on the map, in moves; `None`
    /// without a map, with either off it, or with no route.
    pub fn moves_between(&self, from: &str, to: &str) -> Option<u32> {
        let map = self.map()?;
        let (a, b) = (map.index(from)?, map.index(to)?);
        map.distances(a)[b]
    }
}

impl GameState {
    /// Why a move of your own, of the stack at `r` to the place `to`, is
    /// not one the game's map gives this turn — a place off the map, too
    /// many moves away, no route — (`None` when it is, or when the game
    /// has no map): the one rule the window and `rcw play` ask "by rail
    /// or a special move?" on.
    pub fn not_within_reach(&self, r: crate::rcw::planner::StackRef, to: &str) -> Option<String> {
        let map = self.map()?;
        let from = self.order_of_battle.province_name(r.province).to_string();
        if OrderOfBattle::same_place(&from, to) {
            return None;
        }
        let moves = u32::from(map.moves());
        let turn = format!(
            "a stack makes {moves} move{} a turn",
            if moves == 1 { "" } else { "s" }
        );
        match (map.index(&from), map.index(to)) {
            (_, None) => Some(format!(
                "{to} is not on the map (map connect {to} to … adds it)"
            )),
            (None, _) => Some(format!("{from} is not on the map")),
            (Some(_), Some(_)) => match self.moves_between(&from, to) {
                Some(d) if d <= moves => None,
                Some(d) => Some(format!("{to} is {d} moves from {from} on the map ({turn})")),
                None => Some(format!("no route joins {from} and {to} on the map")),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rcw::map::Map;
    use crate::rcw::planner::OrderOfBattle;
    use std::sync::Arc;

    fn state(oob: &str, map: &str) -> GameState {
        let mut g = Setup::seed_example()
            .validate(&crate::rcw::RcwRules::builtin().unwrap())
            .unwrap();
        g.order_of_battle = OrderOfBattle::parse(oob).unwrap();
        g.map = Some(Arc::new(map.parse::<Map>().unwrap()));
        g
    }

    #[test]
    fn the_map_gives_the_moves_and_the_ticks_are_its_exceptions() {
        let g = state(
            "Omsk: B Red 4; Perm: D White 2; Kazan: D White 3; Tomsk: D White 1",
            "Omsk: Perm\nPerm: Kazan\nKazan:\nTomsk:\n",
        );
        let r = g.reach_now();
        assert!(r.allows("Omsk", "Perm"));
        assert!(r.allows("Perm", "Kazan") && r.allows("Kazan", "Perm"));
        assert!(!r.allows("Omsk", "Kazan"), "two moves away");
        assert!(!r.allows("Omsk", "Tomsk"));
        // Unticked: blocked this turn; a rail move ticked: added.
        let mut g2 = g.clone();
        g2.reach = g.reach_ticked("Omsk", "Perm", false);
        assert!(!g2.reach_now().allows("Omsk", "Perm"));
        g2.reach = g2.reach_ticked("Omsk", "Tomsk", true);
        assert!(g2.reach_now().allows("Omsk", "Tomsk"));
        g2.reach = g2.reach_ticked("Omsk", "Perm", true);
        assert!(g2.reach_now().allows("Omsk", "Perm"));
        assert!(g2.reach().blocked().is_empty());
        assert_eq!(g.moves_between("Omsk", "Kazan"), Some(2));
    }
}
