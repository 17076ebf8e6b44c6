//! Pursuit by sabre units that routed their enemy in combat.

use super::odds::{Outcome, group_d6};
use crate::ratio::Ratio;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Routers {
    /// Routing troops with a slower movement rate: contacted automatically.
    #[default]
    Slower,
    /// Cavalry with an identical movement rate: contacted on a d6 of 4+.
    SameSpeedCavalry,
}

/// Troops caught normally lose half their stands (rounded up), the rest are taken prisoner.
pub fn pursuit(routers: Routers) -> Vec<Outcome> {
    match routers {
        Routers::Slower => vec![Outcome::new(
            "contacted automatically: half the stands (rounded up) destroyed, the rest prisoners",
            Ratio::ONE,
        )],
        Routers::SameSpeedCavalry => group_d6(|f| {
            if f >= 4 {
                "contacted: half the stands (rounded up) destroyed, the rest prisoners".into()
            } else {
                "escape the pursuit".into()
            }
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_speed_cavalry_caught_on_four_plus() {
        assert_eq!(
            pursuit(Routers::SameSpeedCavalry)[1].chance,
            Ratio::new(1, 2)
        );
        assert_eq!(pursuit(Routers::Slower)[0].chance, Ratio::ONE);
    }
}
