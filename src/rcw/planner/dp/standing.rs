//! A plan's standing as the table adds it up attack by attack: the
//! sorted columns of up to five attacks in two words ([`Sorted`]), or one
//! digit a column ([`Digits`]); larger is better.

use super::*;

pub(super) const DIGITS_PER_WORD: usize = 31;

// The words below hold a plan's standing only while the board's limits
// fit their bits; checked when the program is built, so raising a limit
// that breaks a field fails the build, not a plan.
const _: () = {
    // Criteria 5–7 (escorts, stacks, moves), each a sum over the plan's
    // stacks, in 4 bits; so is a column digit's count of attacks.
    assert!(super::MAX_ATTACKERS < 1 << 4);
    // Criterion 8, the strength the plan commits, in 20 bits.
    assert!((super::MAX_ATTACKERS as u64) * (crate::rcw::bounds::MAX_STRENGTH as u64) < 1 << 20);
    // Criterion 4, one bit a defender, in bits 96 to 125 (127 the sign).
    assert!(96 + super::MAX_DEFENDERS <= 126);
};

/// A plan's standing as the table adds it up attack by attack: larger is
/// better, and adding the same attack to two plans keeps their order.
pub(super) trait Standing: Copy + Ord + Send + Sync {
    /// What one attack adds.
    type Step: Copy + Send + Sync;
    /// No attacks.
    const EMPTY: Self;
    /// No plan at all: below every real one.
    const NONE: Self;
    fn is_some(&self) -> bool;
    fn with(&self, step: &Self::Step) -> Self;
    /// What option `o` of defender `t` adds, but for criterion 9.
    fn step(p: &Problem, t: usize, o: &Opt, columns: &[Odds]) -> Self::Step;
    /// Adds to a step's criterion 9.
    fn add_last(step: &mut Self::Step, saved: i128);
}

/// Criteria 4 to 9 in one word: criterion 4 (bits 96–125) less the costs
/// of criteria 5–8 (escorts bits 92–95, stacks 88–91, moves 84–87,
/// strength 64–83) plus criterion 9 (bits 0–63: what the stacks' targets
/// save over "none").
pub(super) fn tail(p: &Problem, t: usize, o: &Opt) -> i128 {
    let m = p.targets.len();
    let cost = (o.escorts as i128) << 92
        | (o.stacks as i128) << 88
        | (o.moves as i128) << 84
        | i128::from(o.strength) << 64;
    (1i128 << (96 + m - 1 - t)) - cost
}

/// Criterion 3 as the columns themselves, worst first, for plans of up to
/// [`SLOTS`] attacks: criterion 1 (bit 62), 2 (bits 58–61), then one byte a
/// column's rank, the worst most significant.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) struct Sorted {
    hi: i64,
    tail: i128,
}

/// Attacks a [`Sorted`] standing holds.
pub(super) const SLOTS: usize = 5;
/// Its five bytes of ranks; their top bits; one in each.
pub(super) const ALL_SLOTS: i64 = 0xff_ffff_ffff;
pub(super) const HIGH: i64 = 0x80_8080_8080;
pub(super) const ONES: i64 = 0x01_0101_0101;

#[derive(Clone, Copy)]
pub(super) struct SortedStep {
    hi: i64,
    rank: u8,
    tail: i128,
}

impl Standing for Sorted {
    type Step = SortedStep;
    const EMPTY: Self = Sorted { hi: 0, tail: 0 };
    const NONE: Self = Sorted { hi: -1, tail: 0 };

    fn is_some(&self) -> bool {
        self.hi >= 0
    }

    fn with(&self, step: &SortedStep) -> Sorted {
        // The ranks, worst first from the top byte of bits 18–57: those of
        // the filled bytes above the new rank move down a byte, and the new
        // rank takes the place of the first of them (or of the first empty
        // byte).
        let x = self.hi >> 18 & ALL_SLOTS;
        let count = (self.hi >> 58 & 0xf) as u32;
        let filled = ALL_SLOTS & !(ALL_SLOTS >> (8 * count));
        let above = ((x | HIGH) - ONES * (i64::from(step.rank) + 1)) & HIGH & filled;
        let moved = (above >> 7) * 0xff;
        let at = if above == 0 {
            8 * (SLOTS as u32 - 1 - count)
        } else {
            63 - above.leading_zeros() - 7
        };
        let slots = (x & !moved) | ((x & moved) >> 8) | (i64::from(step.rank) << at);
        Sorted {
            hi: (self.hi & !((1 << 58) - 1)) + step.hi + (slots << 18),
            tail: self.tail + step.tail,
        }
    }

    fn step(p: &Problem, t: usize, o: &Opt, columns: &[Odds]) -> SortedStep {
        let rank = columns.partition_point(|&c| c < o.column);
        SortedStep {
            hi: (i64::from(p.first == Some(t)) << 62) | (1 << 58),
            rank: u8::try_from(rank).unwrap_or(u8::MAX),
            tail: tail(p, t, o),
        }
    }

    fn add_last(step: &mut SortedStep, saved: i128) {
        step.tail += saved;
    }
}

/// Criterion 3 as digits, for plans of any number of attacks: `N` words
/// compared in turn: criteria 1 (bit 124) and 2 (bits 120–123) and the
/// first 30 column digits; 31 more digits a word; then [`tail`].
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) struct Digits<const N: usize> {
    w: [i128; N],
}

impl<const N: usize> Standing for Digits<N> {
    type Step = Self;
    const EMPTY: Self = Digits { w: [0; N] };
    const NONE: Self = {
        let mut w = [0; N];
        w[0] = -1;
        Digits { w }
    };

    fn is_some(&self) -> bool {
        self.w[0] >= 0
    }

    fn with(&self, o: &Self) -> Self {
        let mut w = self.w;
        for (x, y) in w.iter_mut().zip(o.w) {
            *x += y;
        }
        Digits { w }
    }

    fn step(p: &Problem, t: usize, o: &Opt, columns: &[Odds]) -> Self {
        let mut w = [0i128; N];
        w[0] = (i128::from(p.first == Some(t)) << 124) | (1 << 120);
        // One for each column from the second lowest up to this one
        // (digit c - 1 counts the attacks at column c or better).
        let rank = columns.partition_point(|&c| c < o.column);
        for d in 0..rank {
            let (word, i, per) = if d < DIGITS_FIRST {
                (0, d, DIGITS_FIRST)
            } else {
                let e = d - DIGITS_FIRST;
                (
                    1 + e / DIGITS_PER_WORD,
                    e % DIGITS_PER_WORD,
                    DIGITS_PER_WORD,
                )
            };
            if word < N - 1 {
                w[word] += 1 << (4 * (per - 1 - i));
            }
        }
        w[N - 1] = tail(p, t, o);
        Digits { w }
    }

    fn add_last(step: &mut Self, saved: i128) {
        step.w[N - 1] += saved;
    }
}
