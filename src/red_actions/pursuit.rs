//! Pursuit by sabre units that routed their enemy in combat.

use super::odds::Outcome;
use super::printed::{PrintedColumn, printed_column};
use crate::ratio::Ratio;
use crate::tables::{Registry, RollError};
use serde::{Deserialize, Serialize};

/// Sabres Pursuing Cavalry of the Same Speed.
pub const PURSUIT_TABLE: &str = "red-actions/pursuit";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Routers {
    /// Routing troops with a slower movement rate: contacted automatically.
    #[default]
    Slower,
    /// Cavalry with an identical movement rate: the printed roll.
    SameSpeedCavalry,
}

/// Who is contacted, and the table's notes (troops caught normally lose half
/// their stands, rounded up, the rest taken prisoner).
pub fn pursuit(reg: &Registry, routers: Routers) -> Result<PrintedColumn, RollError> {
    let printed = printed_column(reg, PURSUIT_TABLE, 0)?;
    Ok(match routers {
        Routers::Slower => PrintedColumn {
            outcomes: vec![Outcome::new(
                "Contacted automatically (no roll)",
                Ratio::ONE,
            )],
            notes: printed.notes,
        },
        Routers::SameSpeedCavalry => printed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_speed_cavalry_caught_on_four_plus() {
        let reg = Registry::builtin();
        let p = pursuit(&reg, Routers::SameSpeedCavalry).unwrap();
        assert_eq!(
            p.outcomes[1],
            Outcome::on("Contacted", &[4, 5, 6], Ratio::new(1, 2))
        );
        assert_eq!(
            pursuit(&reg, Routers::Slower).unwrap().outcomes[0].chance,
            Ratio::ONE
        );
    }
}
