//! The dice: a seeded generator or the player's own physical dice.
//!
//! The generator is counter based (SplitMix64 over `seed + n·γ`), so its whole
//! state is two integers that live in the session file: a replay or an undo
//! gives back exactly the same faces, whatever version of `rand` is linked.
//! `rand` only supplies a fresh seed for a new session.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Where the next die face comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum DiceMode {
    /// The app rolls with its seeded generator.
    #[default]
    Virtual,
    /// The player rolls real dice and types or clicks the face.
    Physical,
}

/// A seeded, replayable six-sided die.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dice {
    pub seed: u64,
    /// SplitMix64 state: advances by γ per 64-bit draw.
    state: u64,
}

const GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

impl Dice {
    pub fn from_seed(seed: u64) -> Dice {
        Dice { seed, state: seed }
    }

    /// A generator with a fresh random seed.
    pub fn from_entropy() -> Dice {
        Dice::from_seed(rand::random::<u64>())
    }

    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GAMMA);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// One fair face 1..=6 (rejection sampling keeps it exactly uniform).
    pub fn roll_d6(&mut self) -> u8 {
        // Largest multiple of 6 that fits: draws at or above it are redrawn.
        const ZONE: u64 = u64::MAX - (u64::MAX % 6);
        loop {
            let x = self.next_u64();
            if x < ZONE {
                return (x % 6) as u8 + 1;
            }
        }
    }
}

/// A die face typed by the player that is not 1..=6.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum DieFaceError {
    #[error("a die face must be a whole number from 1 to 6, not \"{0}\"")]
    NotANumber(String),
    #[error("a six-sided die has faces 1 to 6: {0} is not one of them")]
    OutOfRange(i64),
    /// The faces typed as a list, with an empty entry or none at all.
    #[error("type the faces your dice show, e.g. 4,5 ({0})")]
    List(String),
}

/// Checks a face typed by the player.
pub fn parse_face(text: &str) -> Result<u8, DieFaceError> {
    let t = text.trim();
    let n: i64 = t
        .parse()
        .map_err(|_| DieFaceError::NotANumber(t.to_string()))?;
    check_face(n)
}

/// Checks a face given as a number.
pub fn check_face(n: i64) -> Result<u8, DieFaceError> {
    if (1..=6).contains(&n) {
        Ok(n as u8)
    } else {
        Err(DieFaceError::OutOfRange(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_faces() {
        let mut a = Dice::from_seed(42);
        let mut b = Dice::from_seed(42);
        let fa: Vec<u8> = (0..50).map(|_| a.roll_d6()).collect();
        let fb: Vec<u8> = (0..50).map(|_| b.roll_d6()).collect();
        assert_eq!(fa, fb);
        assert!(fa.iter().all(|f| (1..=6).contains(f)));
    }

    #[test]
    fn faces_are_roughly_uniform() {
        let mut d = Dice::from_seed(7);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[usize::from(d.roll_d6() - 1)] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }

    #[test]
    fn bad_faces_are_refused_with_a_reason() {
        assert_eq!(parse_face(" 4 "), Ok(4));
        assert_eq!(parse_face("7"), Err(DieFaceError::OutOfRange(7)));
        assert_eq!(parse_face("0"), Err(DieFaceError::OutOfRange(0)));
        assert!(matches!(
            parse_face("six"),
            Err(DieFaceError::NotANumber(_))
        ));
        assert_eq!(
            parse_face("7").unwrap_err().to_string(),
            "a six-sided die has faces 1 to 6: 7 is not one of them"
        );
    }
}
