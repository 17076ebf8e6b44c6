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
        let mut r = Reach::new();
        let Some(map) = self.map() else {
            return r;
        };
        let oob = &self.order_of_battle;
        let k = u32::from(map.moves());
        let on_map: Vec<(usize, usize)> = (0..oob.provinces().len())
            .filter_map(|p| map.index(oob.province_name(p)).map(|m| (p, m)))
            .collect();
        for &(p, m) in &on_map {
            if oob.provinces()[p].stacks.is_empty() {
                continue;
            }
            let d = map.distances(m);
            for &(q, n) in &on_map {
                if p != q && d[n].is_some_and(|d| d <= k) {
                    r.add(oob.province_name(p), oob.province_name(q));
                }
            }
        }
        r
    }

    /// Where stacks can move this turn: the map's moves, this turn's ticks
    /// added and its blocks taken out.
    pub fn reach_now(&self) -> Reach {
        let mut r = self.map_reach();
        for (f, t) in self.reach.pairs() {
            r.add(f, t);
        }
        for (f, t) in self.reach.blocked() {
            r.remove(f, t);
        }
        r
    }

    /// This turn's exceptions once the player ticks (`on`) or unticks the
    /// move from `from` to `into`: ticking a move the map gives lifts its
    /// block, unticking it blocks it; any other move is added or taken out.
    pub fn reach_ticked(&self, from: &str, into: &str, on: bool) -> Reach {
        let by_map = self.map_reach().allows(from, into);
        let mut r = self.reach.clone();
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
