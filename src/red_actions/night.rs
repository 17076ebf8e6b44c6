//! Night and fog rolls: veering off course, and units coming on friends
//! firing at them. Both read their printed tables from the registry.

use super::printed::{PrintedColumn, printed_column};
use crate::tables::{Registry, RollError};

/// Veering at Night or in Fog (a unit not following a well-defined terrain feature).
pub const VEER_TABLE: &str = "red-actions/night-veer";
/// Units Coming on Friends at Night or in Fog.
pub const FRIENDS_TABLE: &str = "red-actions/night-friends";

/// At the start of the action segment of a unit not following a well-defined terrain feature.
pub fn veer(reg: &Registry) -> Result<PrintedColumn, RollError> {
    printed_column(reg, VEER_TABLE, 0)
}

/// Units coming on friends at night or in fog.
pub fn friends_fired_on(reg: &Registry) -> Result<PrintedColumn, RollError> {
    printed_column(reg, FRIENDS_TABLE, 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratio::Ratio;
    use crate::red_actions::odds::Outcome;

    #[test]
    fn one_left_six_right() {
        let reg = Registry::builtin();
        let o = veer(&reg).unwrap().outcomes;
        assert_eq!(o[0], Outcome::on("Veer 30° left", &[1], Ratio::new(1, 6)));
        assert_eq!(
            o[1],
            Outcome::on("Keep course", &[2, 3, 4, 5], Ratio::new(2, 3))
        );
        assert_eq!(o[2], Outcome::on("Veer 30° right", &[6], Ratio::new(1, 6)));
        assert_eq!(
            friends_fired_on(&reg).unwrap().outcomes[0],
            Outcome::on("Fire at them", &[1], Ratio::new(1, 6))
        );
    }
}
