//! The flight number: the army's percentage × its original point total.
//! The army flees once the points destroyed, captured or routing *exceed*
//! it — strictly more than, so reaching it exactly is not enough.

use super::limits::Limit;
use crate::ratio::Ratio;
use serde::Serialize;

/// A flight number is a percentage of the army: 0 to 100.
pub const PERCENT_MAX: u64 = 100;

/// A side's original point total.
pub const POINTS: Limit = Limit::new(1, 1_000_000, "a side's original point total");

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FlightWork {
    /// Percentage × original points, exact.
    pub flight_number: Ratio,
    /// The smallest whole number of points lost that exceeds it.
    pub points_to_exceed: u64,
    /// With points lost given: whether they exceed the flight number.
    pub reached: Option<bool>,
}

/// `percent` may be fractional (e.g. 33⅓ as 100/3).
pub fn flight_work(percent: Ratio, original_points: u64, lost: Option<u64>) -> FlightWork {
    let flight_number = percent * Ratio::new(original_points, 100);
    let points_to_exceed = flight_number.num() / flight_number.den() + 1;
    FlightWork {
        flight_number,
        points_to_exceed,
        reached: lost.map(|l| Ratio::new(l, 1) > flight_number),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn must_exceed_not_reach() {
        // 40% of 250 points = 100: losing 100 is not enough, 101 is.
        let w = flight_work(Ratio::new(40, 1), 250, Some(100));
        assert_eq!(w.flight_number, Ratio::new(100, 1));
        assert_eq!(w.points_to_exceed, 101);
        assert_eq!(w.reached, Some(false));
        assert_eq!(
            flight_work(Ratio::new(40, 1), 250, Some(101)).reached,
            Some(true)
        );
        // 35% of 190 = 66½: 67 points exceed it.
        let w = flight_work(Ratio::new(35, 1), 190, None);
        assert_eq!(w.flight_number, Ratio::new(133, 2));
        assert_eq!(w.points_to_exceed, 67);
    }
}
