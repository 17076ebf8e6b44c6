//! The values a typed number may take in the calculators, and why.
//!
//! Each rules module names its own limits (officers in a unit, wire strips,
//! success numbers…) as a [`Limit`]; the command line reads every number
//! through [`Limit::parse`], so a value outside is refused with the range and
//! the reason instead of being computed on (or wrapping, or running for
//! minutes).

use std::fmt;

/// A whole-number range `min..=max` and the reason for it, in a player's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limit {
    pub min: i64,
    pub max: i64,
    /// Why these are the limits (said when a value is refused); may be empty.
    pub why: &'static str,
}

/// A typed number that is not a whole number, or lies outside its [`Limit`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LimitError {
    #[error("\"{text}\" is not a whole number; give {limit}")]
    NotWhole { text: String, limit: Limit },
    #[error("{text} is outside {limit}")]
    Outside { text: String, limit: Limit },
}

impl Limit {
    pub const fn new(min: i64, max: i64, why: &'static str) -> Limit {
        Limit { min, max, why }
    }

    pub fn contains(self, value: i64) -> bool {
        (self.min..=self.max).contains(&value)
    }

    /// Checks a number already read.
    pub fn check(self, value: i64) -> Result<i64, LimitError> {
        if self.contains(value) {
            Ok(value)
        } else {
            Err(LimitError::Outside {
                text: value.to_string(),
                limit: self,
            })
        }
    }

    /// Reads a typed whole number ("3", "+2", "-1"), refusing anything else
    /// and anything outside the limit, however many digits it has.
    pub fn parse(self, text: &str) -> Result<i64, LimitError> {
        let t = text.trim();
        let (negative, digits) = match t.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
            return Err(LimitError::NotWhole {
                text: t.to_string(),
                limit: self,
            });
        }
        let outside = || LimitError::Outside {
            text: t.to_string(),
            limit: self,
        };
        // Too many digits for i64 is outside every limit.
        let magnitude: i64 = digits.parse().map_err(|_| outside())?;
        let value = if negative { -magnitude } else { magnitude };
        self.check(value).map_err(|_| outside())
    }
}

impl fmt::Display for Limit {
    /// "1 to 12 (why)", signed when the range goes below zero: "−6 to +6".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.min < 0 {
            write!(f, "{} to {:+}", self.min, self.max)?;
        } else {
            write!(f, "{} to {}", self.min, self.max)?;
        }
        if !self.why.is_empty() {
            write!(f, " ({})", self.why)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const L: Limit = Limit::new(1, 12, "why");

    #[test]
    fn reads_whole_numbers_within() {
        assert_eq!(L.parse("3"), Ok(3));
        assert_eq!(L.parse(" +12 "), Ok(12));
        assert_eq!(
            L.parse("13").map_err(|e| e.to_string()),
            Err("13 is outside 1 to 12 (why)".to_string())
        );
        assert_eq!(
            L.parse("99999999999999999999999")
                .map_err(|e| e.to_string()),
            Err("99999999999999999999999 is outside 1 to 12 (why)".to_string())
        );
        assert_eq!(
            L.parse("abc").map_err(|e| e.to_string()),
            Err("\"abc\" is not a whole number; give 1 to 12 (why)".to_string())
        );
        assert!(L.parse("").is_err());
        assert!(L.parse("-").is_err());
        assert!(L.parse("1.5").is_err());
        assert!(L.parse("--3").is_err());
        let signed = Limit::new(-6, 6, "");
        assert_eq!(signed.parse("-6"), Ok(-6));
        assert_eq!(signed.to_string(), "-6 to +6");
        assert!(signed.parse("-7").is_err());
    }
}
