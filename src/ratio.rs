//! Exact probabilities as reduced fractions.
//!
//! Every chance the app shows is enumerated, never sampled: a `Ratio` keeps
//! numerator and denominator reduced so "4/6" is shown as `2/3`. The
//! arithmetic is num-rational's, checked: a fraction never silently
//! saturates or wraps, and no fraction has a zero denominator.

use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, CheckedSub};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Add, Div, Mul, Sub};

type Exact = num_rational::Ratio<u64>;

/// A non-negative fraction `num/den`, always reduced, `den > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "Parts", into = "Parts")]
pub struct Ratio(Exact);

/// How a ratio is written in JSON: `{"num": 2, "den": 3}`.
#[derive(Serialize, Deserialize)]
struct Parts {
    num: u64,
    den: u64,
}

/// A fraction written with a zero denominator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{num}/0 has a zero denominator")]
pub struct ZeroDenominator {
    pub num: u64,
}

impl TryFrom<Parts> for Ratio {
    type Error = ZeroDenominator;
    fn try_from(p: Parts) -> Result<Ratio, ZeroDenominator> {
        Ratio::checked_new(p.num, p.den).ok_or(ZeroDenominator { num: p.num })
    }
}

impl From<Ratio> for Parts {
    fn from(r: Ratio) -> Parts {
        Parts {
            num: r.num(),
            den: r.den(),
        }
    }
}

/// The one way arithmetic on chances fails: a result that does not fit.
/// Every chance the rules' limits allow fits far inside (the largest is
/// the officers' distribution, 6^12 outcomes); reaching this is a bug,
/// not a wrong answer.
#[cold]
fn too_large(a: Ratio, op: &str, b: Ratio) -> ! {
    panic!(
        "exact chance {a} {op} {b} has no 64-bit fraction (a zero divisor, a result below zero or too large)"
    )
}

impl Ratio {
    pub const ZERO: Ratio = Ratio(Exact::new_raw(0, 1));
    pub const ONE: Ratio = Ratio(Exact::new_raw(1, 1));

    /// `num/den` reduced, for a denominator that cannot be zero (a count
    /// of dice faces, a table's printed fraction). A zero denominator is a
    /// bug and panics, as dividing by zero does; a denominator that may be
    /// zero goes through [`Ratio::checked_new`].
    pub fn new(num: u64, den: u64) -> Ratio {
        match Ratio::checked_new(num, den) {
            Some(r) => r,
            None => panic!("Ratio::new({num}, 0): a chance out of no outcomes"),
        }
    }

    /// `num/den` reduced, or `None` for a zero denominator.
    pub fn checked_new(num: u64, den: u64) -> Option<Ratio> {
        (den != 0).then(|| Ratio(Exact::new(num, den)))
    }

    pub fn num(self) -> u64 {
        *self.0.numer()
    }

    pub fn den(self) -> u64 {
        *self.0.denom()
    }

    pub fn to_f64(self) -> f64 {
        self.num() as f64 / self.den() as f64
    }

    /// Percentage with one decimal, e.g. `66.7`.
    pub fn percent_string(self) -> String {
        format!("{:.1}", self.to_f64() * 100.0)
    }

    pub fn is_zero(self) -> bool {
        self.num() == 0
    }

    /// `self + o`, or `None` if it does not fit.
    pub fn checked_add(self, o: Ratio) -> Option<Ratio> {
        self.0.checked_add(&o.0).map(Ratio)
    }

    /// `self · o`, or `None` if it does not fit.
    pub fn checked_mul(self, o: Ratio) -> Option<Ratio> {
        self.0.checked_mul(&o.0).map(Ratio)
    }

    /// `self − o`, or `None` when `o` is larger (no fraction is negative).
    pub fn checked_sub(self, o: Ratio) -> Option<Ratio> {
        if o > self {
            return None;
        }
        self.0.checked_sub(&o.0).map(Ratio)
    }

    /// `1 − self`: the chance that something of chance `self` does not
    /// happen. A chance is at most 1, so this never goes below zero.
    pub fn complement(self) -> Ratio {
        Ratio::ONE - self
    }

    /// `self / o`, or `None` when `o` is zero or the result does not fit.
    pub fn checked_div(self, o: Ratio) -> Option<Ratio> {
        if o.is_zero() {
            return None;
        }
        self.0.checked_div(&o.0).map(Ratio)
    }
}

impl Add for Ratio {
    type Output = Ratio;
    fn add(self, o: Ratio) -> Ratio {
        self.checked_add(o)
            .unwrap_or_else(|| too_large(self, "+", o))
    }
}

impl Sub for Ratio {
    type Output = Ratio;
    /// Panics below zero, as unsigned subtraction does: these fractions
    /// are never negative. A difference that may be negative goes through
    /// [`Ratio::checked_sub`]; `1 − p` for a chance is [`Ratio::complement`].
    fn sub(self, o: Ratio) -> Ratio {
        self.checked_sub(o)
            .unwrap_or_else(|| too_large(self, "−", o))
    }
}

impl Mul for Ratio {
    type Output = Ratio;
    fn mul(self, o: Ratio) -> Ratio {
        self.checked_mul(o)
            .unwrap_or_else(|| too_large(self, "×", o))
    }
}

impl Div for Ratio {
    type Output = Ratio;
    /// Dividing by a zero chance panics, as dividing by zero does; a
    /// divisor that may be zero goes through [`Ratio::checked_div`].
    fn div(self, o: Ratio) -> Ratio {
        self.checked_div(o)
            .unwrap_or_else(|| too_large(self, "÷", o))
    }
}

impl std::iter::Sum for Ratio {
    fn sum<I: Iterator<Item = Ratio>>(iter: I) -> Ratio {
        iter.fold(Ratio::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num(), self.den())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_and_adds() {
        assert_eq!(Ratio::new(4, 6), Ratio::new(2, 3));
        assert_eq!(Ratio::new(1, 6) + Ratio::new(1, 3), Ratio::new(1, 2));
        assert_eq!(Ratio::new(1, 2) * Ratio::new(2, 3), Ratio::new(1, 3));
        assert_eq!(Ratio::ONE - Ratio::new(1, 6), Ratio::new(5, 6));
        assert_eq!(Ratio::new(4, 6).to_string(), "2/3");
        assert_eq!(Ratio::new(4, 6).percent_string(), "66.7");
        assert_eq!(Ratio::new(0, 5), Ratio::ZERO);
        assert!(Ratio::new(1, 3) < Ratio::new(1, 2));
    }

    #[test]
    fn a_zero_denominator_is_no_ratio() {
        assert_eq!(Ratio::checked_new(3, 0), None);
        assert_eq!(Ratio::new(3, 4).checked_div(Ratio::ZERO), None);
        assert_eq!(
            Ratio::new(3, 1).checked_div(Ratio::new(2, 1)),
            Some(Ratio::new(3, 2))
        );
        let read: Result<Ratio, _> = serde_json::from_str(r#"{"num": 1, "den": 0}"#);
        assert!(read.is_err());
        let read: Ratio = serde_json::from_str(r#"{"num": 4, "den": 6}"#).unwrap_or(Ratio::ZERO);
        assert_eq!(read, Ratio::new(2, 3));
        assert_eq!(
            serde_json::to_string(&Ratio::new(4, 6)).unwrap_or_default(),
            r#"{"num":2,"den":3}"#
        );
    }

    #[test]
    fn a_result_too_large_is_no_ratio_not_a_saturated_one() {
        let tiny = Ratio::new(1, u64::MAX);
        assert_eq!(tiny.checked_mul(tiny), None);
        let big = Ratio::new(u64::MAX, 1);
        assert_eq!(big.checked_add(Ratio::ONE), None);
        // Large but exact: reduced across before multiplying.
        assert_eq!(
            Ratio::new(u64::MAX, 3).checked_mul(Ratio::new(3, u64::MAX)),
            Some(Ratio::ONE)
        );
        assert_eq!(Ratio::new(1, 3).checked_sub(Ratio::new(1, 2)), None);
        assert_eq!(
            Ratio::new(1, 2).checked_sub(Ratio::new(1, 3)),
            Some(Ratio::new(1, 6))
        );
        assert_eq!(Ratio::new(1, 6).complement(), Ratio::new(5, 6));
        // Ordering is exact where the old cross-multiplication needed u128.
        assert!(Ratio::new(u64::MAX - 1, u64::MAX) < Ratio::new(u64::MAX, u64::MAX - 1));
    }
}
