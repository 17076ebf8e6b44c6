//! The effective number of bases, used by shooting and hand-to-hand combat.
//!
//! "The effective number of bases for shooting and combat is the actual
//! number less one for each terror marker. If the number of terror markers
//! equals the number of bases, then one half of one base is counted."
//! Humiliated markers count as terror markers. More terror markers than
//! bases means the unit has already routed, so it neither shoots nor fights.

use super::limits::Limit;
use crate::ratio::Ratio;
use thiserror::Error;

/// Bases in a unit that shoots or fights.
pub const BASES: Limit = Limit::new(
    1,
    12,
    "a unit is at most 6 bases; 12 allows for two full units combined",
);

/// Terror markers on a unit, humiliated ones included (more than its bases
/// and it has routed).
pub const TERROR: Limit = Limit::new(0, BASES.max, "no more than the unit's bases");

/// The largest base shooting value or fighting number a card gives.
pub const CARD_VALUE_MAX: u64 = 100;

/// Why a unit has no effective bases.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum BasesError {
    #[error("{who}: a unit needs at least one base")]
    NoBases { who: &'static str },
    #[error(
        "{who}: {terror} terror markers (humiliated included) exceed its {bases} bases — the unit has routed"
    )]
    Routed {
        who: &'static str,
        bases: u32,
        terror: u32,
    },
}

/// Effective bases as an exact number (a half base is `1/2`).
pub fn effective_bases(who: &'static str, bases: u32, terror: u32) -> Result<Ratio, BasesError> {
    if bases == 0 {
        return Err(BasesError::NoBases { who });
    }
    match bases.checked_sub(terror) {
        Some(0) => Ok(Ratio::new(1, 2)),
        Some(n) => Ok(Ratio::new(u64::from(n), 1)),
        None => Err(BasesError::Routed { who, bases, terror }),
    }
}

/// "4", "½", "2½"-free display: effective bases are whole or exactly one half.
pub fn bases_label(r: Ratio) -> String {
    if r.den() == 1 {
        r.num().to_string()
    } else {
        "½".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_base_less_per_terror_marker() {
        assert_eq!(effective_bases("shooters", 4, 0), Ok(Ratio::new(4, 1)));
        assert_eq!(effective_bases("shooters", 4, 1), Ok(Ratio::new(3, 1)));
        assert_eq!(effective_bases("shooters", 4, 3), Ok(Ratio::new(1, 1)));
    }

    #[test]
    fn markers_equal_to_bases_leave_half_a_base() {
        assert_eq!(effective_bases("shooters", 3, 3), Ok(Ratio::new(1, 2)));
        assert_eq!(bases_label(Ratio::new(1, 2)), "½");
    }

    #[test]
    fn more_markers_than_bases_is_a_rout() {
        let e = effective_bases("defender", 2, 3).unwrap_err();
        assert_eq!(
            e.to_string(),
            "defender: 3 terror markers (humiliated included) exceed its 2 bases — the unit has routed"
        );
        assert!(effective_bases("shooters", 0, 0).is_err());
    }
}
