//! Rolls for unit and officer characteristics: Mob hesitation and a Clever
//! officer pre-empting the enemy.

use super::printed::{PrintedColumn, printed_column};
use crate::tables::{Registry, RollError};

/// Mob Hesitation.
pub const MOB_TABLE: &str = "red-actions/mob-hesitation";
/// Clever Officer Pre-empting.
pub const CLEVER_TABLE: &str = "red-actions/clever-pre-empt";

/// A Mob unit that can see the enemy and tries anything but shoot, charge or move away.
pub fn mob_hesitation(reg: &Registry) -> Result<PrintedColumn, RollError> {
    printed_column(reg, MOB_TABLE, 0)
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum CleverError {
    #[error("pre-empt: another \"Clever\" officer may not be pre-empted this way")]
    CleverTarget,
    #[error(transparent)]
    Table(#[from] RollError),
}

/// A Clever officer pre-empting a visible unit; never another Clever officer.
pub fn clever_pre_empt(reg: &Registry, target_clever: bool) -> Result<PrintedColumn, CleverError> {
    if target_clever {
        return Err(CleverError::CleverTarget);
    }
    Ok(printed_column(reg, CLEVER_TABLE, 0)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratio::Ratio;
    use crate::red_actions::odds::Outcome;

    #[test]
    fn mob_needs_three_plus_clever_a_six() {
        let reg = Registry::builtin();
        assert_eq!(
            mob_hesitation(&reg).unwrap().outcomes[1],
            Outcome::on("Acts", &[3, 4, 5, 6], Ratio::new(2, 3))
        );
        let o = clever_pre_empt(&reg, false).unwrap().outcomes;
        assert_eq!(o[1].chance, Ratio::new(1, 6));
        assert_eq!(clever_pre_empt(&reg, true), Err(CleverError::CleverTarget));
    }
}
