//! Exact chances of the d6 and 2d6 rolls *Red Actions!* uses.
//!
//! Every calculator enumerates the 6 or 36 equally likely throws; nothing is
//! sampled. A result line is an [`Outcome`]: what happens and its chance.

use crate::ratio::Ratio;
use crate::tables::DiceSpec;
use serde::Serialize;

/// Chance of exactly `sum` on 2d6 (from the one dice distribution, [`DiceSpec`]).
pub fn two_d6_exactly(sum: i32) -> Ratio {
    DiceSpec::TwoD6.chance_of(sum)
}

/// Chance that 2d6 scores `n` or more (a number above 12 never succeeds).
pub fn two_d6_at_least(n: i32) -> Ratio {
    (n.max(2)..=12).map(two_d6_exactly).sum()
}

/// Chance that 2d6 scores `n` or less.
pub fn two_d6_at_most(n: i32) -> Ratio {
    (2..=n.min(12)).map(two_d6_exactly).sum()
}

/// Chance that one d6 scores `n` or more.
pub fn d6_at_least(n: i32) -> Ratio {
    (n.max(1)..=6).map(|f| DiceSpec::OneD6.chance_of(f)).sum()
}

/// Chance that one d6 shows a face in `lo..=hi`.
pub fn d6_between(lo: i32, hi: i32) -> Ratio {
    (lo.max(1)..=hi.min(6))
        .map(|f| DiceSpec::OneD6.chance_of(f))
        .sum()
}

/// `r` to the power `n`, by squaring (a handful of steps for any `n`).
pub fn power(r: Ratio, n: u64) -> Ratio {
    let (mut base, mut n, mut acc) = (r, n, Ratio::ONE);
    while n > 0 {
        if n & 1 == 1 {
            acc = acc * base;
        }
        base = base * base;
        n >>= 1;
    }
    acc
}

/// One line of a distribution: what happens, the die faces or 2d6 sums that
/// give it (empty when it is not a single roll), and how likely it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    pub result: String,
    pub rolls: Vec<i32>,
    pub chance: Ratio,
}

impl Outcome {
    pub fn new(result: impl Into<String>, chance: Ratio) -> Outcome {
        Outcome {
            result: result.into(),
            rolls: Vec::new(),
            chance,
        }
    }

    /// An outcome of the faces or sums `rolls`.
    pub fn on(result: impl Into<String>, rolls: &[i32], chance: Ratio) -> Outcome {
        Outcome {
            result: result.into(),
            rolls: rolls.to_vec(),
            chance,
        }
    }

    /// "Ret (6–8)": the result with the rolls that give it.
    pub fn label(&self) -> String {
        if self.rolls.is_empty() {
            self.result.clone()
        } else {
            format!("{} ({})", self.result, sums_label(&self.rolls))
        }
    }
}

/// The outcome a thrown face or 2d6 sum gives.
pub fn outcome_of(outcomes: &[Outcome], roll: i32) -> Option<&Outcome> {
    outcomes.iter().find(|o| o.rolls.contains(&roll))
}

/// The dice the 2d6 chances here sum ([`group_2d6`], `two_d6_at_most`,
/// `two_d6_exactly`…): what a roll read on their outcomes throws.
pub const TWO_D6: usize = 2;

/// The 2d6 sums 2..=12 grouped by what they give, in order of first sum,
/// each labelled with the sums that give it ("Ret (6–8)").
pub fn group_2d6<F: Fn(i32) -> String>(result_of: F) -> Vec<Outcome> {
    let mut groups: Vec<(String, Vec<i32>)> = Vec::new();
    for sum in 2..=12 {
        let r = result_of(sum);
        match groups.iter_mut().find(|(g, _)| *g == r) {
            Some((_, sums)) => sums.push(sum),
            None => groups.push((r, vec![sum])),
        }
    }
    groups
        .into_iter()
        .map(|(r, sums)| {
            let chance = sums.iter().map(|&s| two_d6_exactly(s)).sum();
            Outcome::on(r, &sums, chance)
        })
        .collect()
}

/// The faces 1..=6 of one d6 grouped by what they give ("Broken down (1)").
pub fn group_d6<F: Fn(i32) -> String>(result_of: F) -> Vec<Outcome> {
    let mut groups: Vec<(String, Vec<i32>)> = Vec::new();
    for face in 1..=6 {
        let r = result_of(face);
        match groups.iter_mut().find(|(g, _)| *g == r) {
            Some((_, faces)) => faces.push(face),
            None => groups.push((r, vec![face])),
        }
    }
    groups
        .into_iter()
        .map(|(r, faces)| {
            let chance = faces.iter().map(|&f| DiceSpec::OneD6.chance_of(f)).sum();
            Outcome::on(r, &faces, chance)
        })
        .collect()
}

/// "2", "4–6", "2, 4, 6" — the sums a result comes from, runs collapsed.
pub fn sums_label(sums: &[i32]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < sums.len() {
        let mut j = i;
        while j + 1 < sums.len() && sums[j + 1] == sums[j] + 1 {
            j += 1;
        }
        parts.push(if i == j {
            sums[i].to_string()
        } else {
            format!("{}–{}", sums[i], sums[j])
        });
        i = j + 1;
    }
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_d6_counts_are_the_triangle() {
        let ways: Vec<Ratio> = (2..=12).map(two_d6_exactly).collect();
        let want: Vec<Ratio> = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]
            .iter()
            .map(|&w| Ratio::new(w, 36))
            .collect();
        assert_eq!(ways, want);
        assert_eq!(two_d6_exactly(1), Ratio::ZERO);
        assert_eq!(two_d6_exactly(13), Ratio::ZERO);
    }

    #[test]
    fn at_least_and_at_most() {
        // 9+ on 2d6: 4+3+2+1 = 10 ways.
        assert_eq!(two_d6_at_least(9), Ratio::new(10, 36));
        assert_eq!(two_d6_at_least(13), Ratio::ZERO);
        assert_eq!(two_d6_at_least(2), Ratio::ONE);
        // 7 or less: 1+2+3+4+5+6 = 21 ways.
        assert_eq!(two_d6_at_most(7), Ratio::new(21, 36));
        assert_eq!(two_d6_at_most(1), Ratio::ZERO);
        assert_eq!(d6_at_least(4), Ratio::new(1, 2));
        assert_eq!(d6_at_least(7), Ratio::ZERO);
        assert_eq!(d6_between(3, 6), Ratio::new(2, 3));
        assert_eq!(power(Ratio::new(1, 2), 0), Ratio::ONE);
        assert_eq!(power(Ratio::new(5, 6), 3), Ratio::new(125, 216));
        assert_eq!(power(Ratio::new(1, 2), 24), Ratio::new(1, 1 << 24));
    }

    #[test]
    fn grouping_labels_runs_of_sums() {
        let g = group_2d6(|s| if s >= 9 { "hit".into() } else { "miss".into() });
        assert_eq!(
            g[0],
            Outcome::on("miss", &[2, 3, 4, 5, 6, 7, 8], Ratio::new(26, 36))
        );
        assert_eq!(
            g[1],
            Outcome::on("hit", &[9, 10, 11, 12], Ratio::new(10, 36))
        );
        assert_eq!(sums_label(&[2, 4, 5, 6, 12]), "2, 4–6, 12");
        assert_eq!(g[1].label(), "hit (9–12)");
        assert_eq!(outcome_of(&g, 9).map(|o| o.result.as_str()), Some("hit"));
        assert_eq!(outcome_of(&g, 13), None);
        let d = group_d6(|f| if f >= 4 { "yes".into() } else { "no".into() });
        assert_eq!(d[0], Outcome::on("no", &[1, 2, 3], Ratio::new(1, 2)));
        assert_eq!(d[1], Outcome::on("yes", &[4, 5, 6], Ratio::new(1, 2)));
    }
}
