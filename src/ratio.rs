//! Exact probabilities as reduced fractions.
//!
//! Every chance the app shows is enumerated, never sampled: a `Ratio` keeps
//! numerator and denominator reduced so "4/6" is shown as `2/3`.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::{Add, Mul, Sub};

/// A non-negative fraction `num/den`, always reduced, `den > 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ratio {
    num: u64,
    den: u64,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Ratio {
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };
    pub const ONE: Ratio = Ratio { num: 1, den: 1 };

    /// `num/den` reduced. A zero denominator gives zero (callers never divide
    /// by an empty outcome space; this keeps the type total).
    pub fn new(num: u64, den: u64) -> Ratio {
        Self::from_u128(u128::from(num), u128::from(den))
    }

    fn from_u128(num: u128, den: u128) -> Ratio {
        if den == 0 || num == 0 {
            return Ratio::ZERO;
        }
        let g = gcd(num, den);
        let (n, d) = (num / g, den / g);
        // Enumerated dice spaces stay far below u64; saturate rather than wrap
        // if a pathological table ever got there.
        Ratio {
            num: u64::try_from(n).unwrap_or(u64::MAX),
            den: u64::try_from(d).unwrap_or(u64::MAX),
        }
    }

    pub fn num(self) -> u64 {
        self.num
    }

    pub fn den(self) -> u64 {
        self.den
    }

    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// Percentage with one decimal, e.g. `66.7`.
    pub fn percent_string(self) -> String {
        format!("{:.1}", self.to_f64() * 100.0)
    }

    pub fn is_zero(self) -> bool {
        self.num == 0
    }
}

impl Add for Ratio {
    type Output = Ratio;
    fn add(self, o: Ratio) -> Ratio {
        let (a, b, c, d) = (
            u128::from(self.num),
            u128::from(self.den),
            u128::from(o.num),
            u128::from(o.den),
        );
        let g = gcd(b, d);
        Ratio::from_u128(a * (d / g) + c * (b / g), b / g * d)
    }
}

impl Sub for Ratio {
    type Output = Ratio;
    /// Saturates at zero: probabilities never go negative.
    fn sub(self, o: Ratio) -> Ratio {
        let (a, b, c, d) = (
            u128::from(self.num),
            u128::from(self.den),
            u128::from(o.num),
            u128::from(o.den),
        );
        let g = gcd(b, d);
        let (l, r) = (a * (d / g), c * (b / g));
        Ratio::from_u128(l.saturating_sub(r), b / g * d)
    }
}

impl Mul for Ratio {
    type Output = Ratio;
    fn mul(self, o: Ratio) -> Ratio {
        Ratio::from_u128(
            u128::from(self.num) * u128::from(o.num),
            u128::from(self.den) * u128::from(o.den),
        )
    }
}

impl std::iter::Sum for Ratio {
    fn sum<I: Iterator<Item = Ratio>>(iter: I) -> Ratio {
        iter.fold(Ratio::ZERO, |a, b| a + b)
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (u128::from(self.num) * u128::from(other.den))
            .cmp(&(u128::from(other.num) * u128::from(self.den)))
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
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
}
