//! Civil disorder (section 3): a country whose player left or sent no
//! orders in a Spring or Fall season.

use super::Power;
use std::collections::BTreeSet;
use thiserror::Error;

/// What the units of a country in civil disorder do, as the text says.
pub const DISORDER_RULES: [&str; 4] = [
    "its units hold in position",
    "its units do not support each other",
    "a unit that is dislodged is disbanded",
    "no new units are raised for it",
];

#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum DisorderError {
    #[error("{0} is already in civil disorder")]
    Already(Power),
    #[error("{0} is not in civil disorder")]
    NotInDisorder(Power),
    #[error("{0} has no units left: its player cannot resume")]
    NoUnitsLeft(Power),
}

/// Which countries are in civil disorder.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CivilDisorder {
    powers: BTreeSet<Power>,
}

impl CivilDisorder {
    pub fn mark(&mut self, power: Power) -> Result<(), DisorderError> {
        if !self.powers.insert(power) {
            return Err(DisorderError::Already(power));
        }
        Ok(())
    }

    /// A player who returns may resume while the country still has units.
    pub fn resume(&mut self, power: Power, units_left: u32) -> Result<(), DisorderError> {
        if !self.powers.contains(&power) {
            return Err(DisorderError::NotInDisorder(power));
        }
        if units_left == 0 {
            return Err(DisorderError::NoUnitsLeft(power));
        }
        self.powers.remove(&power);
        Ok(())
    }

    pub fn in_disorder(&self, power: Power) -> bool {
        self.powers.contains(&power)
    }

    pub fn powers(&self) -> impl Iterator<Item = Power> + '_ {
        self.powers.iter().copied()
    }

    /// What that country's units do this season; empty when it is not in
    /// civil disorder.
    pub fn orders(&self, power: Power) -> &'static [&'static str] {
        if self.in_disorder(power) {
            &DISORDER_RULES
        } else {
            &[]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_country_in_disorder_holds_and_can_resume_with_units_left() {
        let mut cd = CivilDisorder::default();
        assert!(cd.orders(Power::France).is_empty());
        cd.mark(Power::France).unwrap();
        assert_eq!(
            cd.mark(Power::France),
            Err(DisorderError::Already(Power::France))
        );
        assert_eq!(
            cd.orders(Power::France),
            [
                "its units hold in position",
                "its units do not support each other",
                "a unit that is dislodged is disbanded",
                "no new units are raised for it",
            ]
        );
        assert_eq!(
            cd.resume(Power::France, 0),
            Err(DisorderError::NoUnitsLeft(Power::France))
        );
        cd.resume(Power::France, 2).unwrap();
        assert!(!cd.in_disorder(Power::France));
        assert_eq!(
            cd.resume(Power::Italy, 3),
            Err(DisorderError::NotInDisorder(Power::Italy))
        );
    }
}
