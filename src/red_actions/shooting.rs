//! Shooting: from the card's base shooting value to a column of the
//! Shooting Table and the chance of every result.
//!
//! Steps as the rules give them: base shooting value × effective bases, the
//! cumulative strength modifiers (long range ½, speculative area fire ½,
//! observed indirect fire ½ on the first turn and ¾ after — but "if the fire
//! is also speculative, then only the ½ factor for that is used"), round down
//! → **shooting total**; the total picks a column; then the column shifts,
//! of which only the best cover shift counts; the column is kept within the
//! table. 2d6 on that column gives the result.
//!
//! The text never says what a total below 2 does (the first column is "2").
//! The calculator does not guess: it reports "no column (total below 2)".

use super::bases::{BasesError, bases_label, effective_bases};
use crate::ratio::Ratio;
use crate::tables::{LookupError, Table};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The Shooting Table's id in the table registry.
pub const SHOOTING_TABLE: &str = "red-actions/shooting";

/// Why the calculator could not read a column.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ShootingError {
    #[error("shooting: {0}")]
    Bases(#[from] BasesError),
    #[error("shooting: {0}")]
    Lookup(LookupError),
}

/// The column (index into the table's columns) a shooting total falls in,
/// by the table's own column lookup; `None` for a total below the first
/// column, which the table does not cover.
pub fn column_of_total(table: &Table, total: u64) -> Result<Option<usize>, LookupError> {
    match table.lookup_column(Ratio::new(total, 1)) {
        Ok(pick) => Ok(Some(pick.index)),
        // A zero total is below every column too (Ratio::new(0, 1) is zero).
        Err(LookupError::Refused { .. }) => Ok(None),
        Err(e) => Err(e),
    }
}

/// The cover modifiers, of which "only the best … may be used".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cover {
    /// Trenches, sandbags and MG nests.
    SuperHard,
    /// Stone buildings, stone walls, particularly solid buildings.
    Stone,
    WoodenBuildingsOrWoods,
    EvadingInSoftCover,
    EvadingOrLyingInOpen,
    /// Hedges, corn fields, scrub: hides, does not stop bullets.
    Soft,
}

impl Cover {
    pub const ALL: [Cover; 6] = [
        Cover::SuperHard,
        Cover::Stone,
        Cover::WoodenBuildingsOrWoods,
        Cover::EvadingInSoftCover,
        Cover::EvadingOrLyingInOpen,
        Cover::Soft,
    ];

    /// Column shift as printed (negative: towards the left).
    pub fn shift(self) -> i32 {
        match self {
            Cover::SuperHard => -5,
            Cover::Stone => -4,
            Cover::WoodenBuildingsOrWoods => -3,
            Cover::EvadingInSoftCover => -3,
            Cover::EvadingOrLyingInOpen => -2,
            Cover::Soft => -1,
        }
    }

    /// The modifier's wording in the Shooting Modifiers table.
    pub fn label(self) -> &'static str {
        match self {
            Cover::SuperHard => "Target in super hard cover",
            Cover::Stone => "Target in stone buildings etc",
            Cover::WoodenBuildingsOrWoods => "Target in wooden buildings or woods",
            Cover::EvadingInSoftCover => "Target evading etc in soft cover",
            Cover::EvadingOrLyingInOpen => "Target evading /lying down in open",
            Cover::Soft => "Target in soft cover",
        }
    }

    /// Command-line name.
    pub fn key(self) -> &'static str {
        match self {
            Cover::SuperHard => "super-hard",
            Cover::Stone => "stone",
            Cover::WoodenBuildingsOrWoods => "wooden",
            Cover::EvadingInSoftCover => "evading-soft",
            Cover::EvadingOrLyingInOpen => "evading-open",
            Cover::Soft => "soft",
        }
    }

    /// Other words a player may type for it.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            Cover::WoodenBuildingsOrWoods => &["woods"],
            _ => &[],
        }
    }
}

/// Observed indirect fire: ½ on the first turn, ¾ on later turns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ObservedIndirect {
    #[default]
    No,
    FirstTurn,
    LaterTurn,
}

/// Everything the shooting calculator needs, as the player reads it off the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShootingInput {
    /// Base shooting value from the unit's card.
    pub base_value: Ratio,
    /// Bases that can see the target, in arc and in range.
    pub bases: u32,
    /// Terror markers on the shooters, humiliated markers included.
    pub terror: u32,
    pub long_range: bool,
    pub speculative: bool,
    pub observed: ObservedIndirect,
    /// MGs at 200m (8") or less.
    pub mg_close: bool,
    pub enfiladed: bool,
    pub formed_cavalry_or_road_column: bool,
    /// Target has the skirmisher characteristic, or is partisans in cover.
    pub skirmishers_or_partisans_in_cover: bool,
    /// Every cover modifier that applies; only the best is used.
    pub cover: Vec<Cover>,
    /// The shooter is a tank (automatic terror marker unless super hard cover).
    pub tank: bool,
}

impl Default for ShootingInput {
    fn default() -> Self {
        ShootingInput {
            base_value: Ratio::new(1, 1),
            bases: 1,
            terror: 0,
            long_range: false,
            speculative: false,
            observed: ObservedIndirect::No,
            mg_close: false,
            enfiladed: false,
            formed_cavalry_or_road_column: false,
            skirmishers_or_partisans_in_cover: false,
            cover: Vec::new(),
            tank: false,
        }
    }
}

/// A strength multiplier or column shift that was applied, with its wording.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Applied<T> {
    pub modifier: &'static str,
    pub value: T,
}

/// The arithmetic of one shot, before the table is read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShootingWork {
    pub effective_bases: Ratio,
    /// Base value × effective bases.
    pub strength: Ratio,
    pub multipliers: Vec<Applied<Ratio>>,
    /// Strength after the multipliers, before rounding down.
    pub modified: Ratio,
    /// Rounded down.
    pub total: u64,
    /// Column from the total alone (`None`: total below 2).
    pub base_column: Option<usize>,
    pub base_column_label: Option<String>,
    pub shifts: Vec<Applied<i32>>,
    /// The cover modifier used, if any (only the best counts).
    pub best_cover: Option<Cover>,
    /// Cover modifiers given but not used because a better one applies.
    pub unused_cover: Vec<Cover>,
    pub net_shift: i32,
    /// Column after shifts, kept within the table; `None` when the total is below 2.
    pub column: Option<usize>,
    /// Its heading as printed, e.g. "3 – 4".
    pub column_label: Option<String>,
    /// True when the shifts ran past the first or last column.
    pub clamped: bool,
    pub notes: Vec<String>,
}

/// Works out the shooting total, the column shifts and the column.
pub fn shooting_work(input: &ShootingInput, table: &Table) -> Result<ShootingWork, ShootingError> {
    let effective = effective_bases("shooters", input.bases, input.terror)?;
    let strength = input.base_value * effective;
    let (multipliers, mut notes) = multipliers(input);
    let modified = multipliers.iter().fold(strength, |s, m| s * m.value);
    let total = modified.num() / modified.den();
    let Shifts {
        shifts,
        best_cover,
        unused_cover,
    } = shifts(input);
    let net_shift: i32 = shifts.iter().map(|s| s.value).sum();
    let (base_column, column, clamped) = columns(table, total, net_shift)?;
    let label = |c: Option<usize>| c.and_then(|i| table.columns.get(i).cloned());
    if base_column.is_none() {
        notes.push(
            "no column (total below 2): the Shooting Table starts at 2 and the rules do not say what a lower total does"
                .to_string(),
        );
    }
    if input.tank {
        notes.push(tank_note(best_cover));
    }
    Ok(ShootingWork {
        effective_bases: effective,
        strength,
        multipliers,
        modified,
        total,
        base_column,
        base_column_label: label(base_column),
        shifts,
        best_cover,
        unused_cover,
        net_shift,
        column,
        column_label: label(column),
        clamped,
        notes,
    })
}

/// The strength multipliers that apply (long range, speculative, observed
/// indirect fire), with a note when observed fire gives way to speculative.
fn multipliers(input: &ShootingInput) -> (Vec<Applied<Ratio>>, Vec<String>) {
    let half = Ratio::new(1, 2);
    let mut multipliers = Vec::new();
    if input.long_range {
        multipliers.push(Applied {
            modifier: "Long range",
            value: half,
        });
    }
    if input.speculative {
        multipliers.push(Applied {
            modifier: "Speculative area fire",
            value: half,
        });
    }
    let mut notes = Vec::new();
    match (input.observed, input.speculative) {
        (ObservedIndirect::No, _) => {}
        (_, true) => notes.push(
            "observed indirect fire that is also speculative: only the ½ for speculative fire is used"
                .to_string(),
        ),
        (ObservedIndirect::FirstTurn, false) => multipliers.push(Applied {
            modifier: "First turn of observed indirect fire",
            value: half,
        }),
        (ObservedIndirect::LaterTurn, false) => multipliers.push(Applied {
            modifier: "Subsequent turns of observed indirect fire",
            value: Ratio::new(3, 4),
        }),
    }
    (multipliers, notes)
}

/// The column shifts that apply, with the cover that counts and the cover
/// given but not used.
struct Shifts {
    shifts: Vec<Applied<i32>>,
    best_cover: Option<Cover>,
    unused_cover: Vec<Cover>,
}

/// The column shifts: the target's and the shooters' conditions, then the
/// best cover only.
fn shifts(input: &ShootingInput) -> Shifts {
    let mut shifts = Vec::new();
    let flags: [(bool, &'static str, i32); 4] = [
        (input.mg_close, "MGs at 200m (8\") or less", 3),
        (input.enfiladed, "Target enfiladed", 1),
        (
            input.formed_cavalry_or_road_column,
            "Target formed cavalry or road column",
            2,
        ),
        (
            input.skirmishers_or_partisans_in_cover,
            "Target has skirmishers characteristic or is partisans in cover",
            -1,
        ),
    ];
    for (on, modifier, value) in flags {
        if on {
            shifts.push(Applied { modifier, value });
        }
    }
    // "Best" for the target: the largest shift to the left. Ties (wooden
    // buildings vs evading in soft cover, both −3) keep the first listed.
    let best_cover = input
        .cover
        .iter()
        .copied()
        .fold(None::<Cover>, |best, c| match best {
            Some(b) if b.shift() <= c.shift() => Some(b),
            _ => Some(c),
        });
    let mut unused_cover: Vec<Cover> = Vec::new();
    if let Some(b) = best_cover {
        shifts.push(Applied {
            modifier: b.label(),
            value: b.shift(),
        });
        for c in &input.cover {
            if *c != b && !unused_cover.contains(c) {
                unused_cover.push(*c);
            }
        }
    }
    Shifts {
        shifts,
        best_cover,
        unused_cover,
    }
}

/// The column the total falls in, the column after the shifts, and whether
/// the shifts ran past the table's edge (no columns for a total below 2).
fn columns(
    table: &Table,
    total: u64,
    net_shift: i32,
) -> Result<(Option<usize>, Option<usize>, bool), ShootingError> {
    let base_column = column_of_total(table, total).map_err(ShootingError::Lookup)?;
    let count = table.columns.len();
    let (column, clamped) = match base_column {
        Some(c) => {
            let wanted = c as i64 + i64::from(net_shift);
            let shifted = table
                .lookup_column_shifted(Ratio::new(total, 1), net_shift)
                .map_err(ShootingError::Lookup)?;
            (Some(shifted.index), wanted < 0 || wanted >= count as i64)
        }
        None => (None, false),
    };
    Ok((base_column, column, clamped))
}

/// What tank fire adds: an automatic terror marker, unless the target is
/// in super hard cover.
fn tank_note(best_cover: Option<Cover>) -> String {
    if best_cover == Some(Cover::SuperHard) {
        "tank fire: no automatic terror marker, the target is in super hard cover".to_string()
    } else {
        "tank fire: the target takes an automatic terror marker on top of any other result"
            .to_string()
    }
}

impl ShootingWork {
    /// The working in words, one step a line.
    pub fn steps(&self, input: &ShootingInput) -> Vec<String> {
        let mut lines = vec![format!(
            "{} bases, {} terror → {} effective; base value {} × {} = {}",
            input.bases,
            input.terror,
            bases_label(self.effective_bases),
            ratio_label(input.base_value),
            bases_label(self.effective_bases),
            ratio_label(self.strength)
        )];
        for m in &self.multipliers {
            lines.push(format!("{} ×{}", m.modifier, ratio_label(m.value)));
        }
        lines.push(format!(
            "{} → shooting total {} (rounded down)",
            ratio_label(self.modified),
            self.total
        ));
        match &self.base_column_label {
            Some(c) => lines.push(format!("total {} → column {c}", self.total)),
            None => lines.push("no column (total below 2)".to_string()),
        }
        for s in &self.shifts {
            lines.push(format!("{} {:+} columns", s.modifier, s.value));
        }
        for c in &self.unused_cover {
            lines.push(format!(
                "{} {:+} columns not used: only the best cover counts",
                c.label(),
                c.shift()
            ));
        }
        if let Some(c) = &self.column_label {
            lines.push(format!(
                "net shift {:+} → column {c}{}",
                self.net_shift,
                if self.clamped {
                    " (kept within the table)"
                } else {
                    ""
                }
            ));
        }
        lines
    }
}

/// "4½", "3/4", "9" — exact values as a player writes them.
pub fn ratio_label(r: Ratio) -> String {
    let whole = r.num() / r.den();
    let rest = r.num() % r.den();
    match (whole, rest, r.den()) {
        (w, 0, _) => w.to_string(),
        (0, 1, 2) => "½".to_string(),
        (w, 1, 2) => format!("{w}½"),
        (0, n, d) => format!("{n}/{d}"),
        (w, n, d) => format!("{w} {n}/{d}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::tables::Registry;

    fn table() -> Table {
        Registry::builtin().table(SHOOTING_TABLE).unwrap().clone()
    }

    fn work(input: ShootingInput) -> ShootingWork {
        shooting_work(&input, &table()).unwrap()
    }

    #[test]
    fn totals_fall_in_the_printed_columns() {
        let cases = [
            (2, "2"),
            (3, "3 – 4"),
            (4, "3 – 4"),
            (5, "5 – 8"),
            (8, "5 – 8"),
            (9, "9 – 12"),
            (12, "9 – 12"),
            (13, "13 – 16"),
            (16, "13 – 16"),
            (17, "17 – 20"),
            (20, "17 – 20"),
            (21, "21 – 24"),
            (24, "21 – 24"),
            (25, "25 – 28"),
            (28, "25 – 28"),
            (29, "29 – 36"),
            (36, "29 – 36"),
            (37, "37+"),
            (500, "37+"),
        ];
        let t = table();
        for (total, col) in cases {
            assert_eq!(
                column_of_total(&t, total)
                    .unwrap()
                    .map(|c| t.columns[c].as_str()),
                Some(col),
                "total {total}"
            );
        }
        assert_eq!(column_of_total(&t, 1), Ok(None));
        assert_eq!(column_of_total(&t, 0), Ok(None));
    }

    #[test]
    fn brief_example_long_range_then_stone_buildings() {
        // 4 bases, 1 terror marker → 3 effective; base value 3 → 3×3 = 9;
        // long range ×½ → 4½ → rounded down 4 → column "3 – 4" (index 1).
        let mut input = ShootingInput {
            base_value: Ratio::new(3, 1),
            bases: 4,
            terror: 1,
            long_range: true,
            ..ShootingInput::default()
        };
        let w = work(input.clone());
        assert_eq!(w.effective_bases, Ratio::new(3, 1));
        assert_eq!(w.strength, Ratio::new(9, 1));
        assert_eq!(w.modified, Ratio::new(9, 2));
        assert_eq!(w.total, 4);
        assert_eq!(w.column, Some(1));
        assert_eq!(w.column_label.as_deref(), Some("3 – 4"));
        assert_eq!(ratio_label(w.modified), "4½");
        // In stone buildings −4: column 1 − 4 = −3 → kept at the first column "2".
        input.cover = vec![Cover::Stone];
        let w = work(input);
        assert_eq!(w.net_shift, -4);
        assert_eq!(w.column, Some(0));
        assert_eq!(w.column_label.as_deref(), Some("2"));
        assert!(w.clamped);
    }

    #[test]
    fn terror_equal_to_bases_shoots_with_half_a_base() {
        // 2 bases, 2 terror → ½ base; base value 6 → 3 → column "3 – 4".
        let w = work(ShootingInput {
            base_value: Ratio::new(6, 1),
            bases: 2,
            terror: 2,
            ..ShootingInput::default()
        });
        assert_eq!(w.total, 3);
        assert_eq!(w.column, Some(1));
    }

    #[test]
    fn multipliers_are_cumulative_and_speculative_replaces_observed() {
        // 6 bases × 4 = 24; long range ½ and later-turn observed ¾ → 24×½×¾ = 9.
        let mut input = ShootingInput {
            base_value: Ratio::new(4, 1),
            bases: 6,
            long_range: true,
            observed: ObservedIndirect::LaterTurn,
            ..ShootingInput::default()
        };
        assert_eq!(work(input.clone()).total, 9);
        // Also speculative: only the ½ for speculative fire → 24×½×½ = 6, not 24×½×½×¾.
        input.speculative = true;
        let w = work(input.clone());
        assert_eq!(w.total, 6);
        assert_eq!(w.multipliers.len(), 2);
        // First turn observed, not speculative, no long range: 24×½ = 12.
        input.speculative = false;
        input.long_range = false;
        input.observed = ObservedIndirect::FirstTurn;
        assert_eq!(work(input).total, 12);
    }

    #[test]
    fn fractional_strength_is_rounded_down() {
        // Base value 1½ × 3 bases = 4½, ×¾ = 27/8 = 3.375 → 3.
        let w = work(ShootingInput {
            base_value: Ratio::new(3, 2),
            bases: 3,
            observed: ObservedIndirect::LaterTurn,
            ..ShootingInput::default()
        });
        assert_eq!(w.modified, Ratio::new(27, 8));
        assert_eq!(w.total, 3);
    }

    #[test]
    fn total_below_two_has_no_column_even_with_shifts() {
        // Base value 1 × 1 base at long range = ½ → 0; MG close +3 cannot make a column.
        let w = work(ShootingInput {
            long_range: true,
            mg_close: true,
            ..ShootingInput::default()
        });
        assert_eq!(w.total, 0);
        assert_eq!(w.column, None);
        assert!(
            w.notes
                .iter()
                .any(|n| n.contains("no column (total below 2)"))
        );
    }

    #[test]
    fn only_the_best_cover_counts_and_other_shifts_add_up() {
        // Total 10 → "9 – 12" (index 3); MG +3, enfiladed +1, skirmishers −1,
        // soft −1 / evading in open −2 / wooden −3 given: only −3 counts → net 0.
        let w = work(ShootingInput {
            base_value: Ratio::new(5, 1),
            bases: 2,
            mg_close: true,
            enfiladed: true,
            skirmishers_or_partisans_in_cover: true,
            cover: vec![
                Cover::Soft,
                Cover::EvadingOrLyingInOpen,
                Cover::WoodenBuildingsOrWoods,
            ],
            ..ShootingInput::default()
        });
        assert_eq!(w.best_cover, Some(Cover::WoodenBuildingsOrWoods));
        assert_eq!(w.net_shift, 0);
        assert_eq!(w.column, Some(3));
        assert_eq!(
            w.unused_cover,
            vec![Cover::Soft, Cover::EvadingOrLyingInOpen]
        );
    }

    #[test]
    fn shifts_stop_at_the_last_column() {
        // 37 → "37+"; road column +2 → still "37+".
        let w = work(ShootingInput {
            base_value: Ratio::new(37, 1),
            formed_cavalry_or_road_column: true,
            ..ShootingInput::default()
        });
        assert_eq!(w.column, Some(9));
        assert!(w.clamped);
    }

    #[test]
    fn tank_terror_marker_unless_super_hard_cover() {
        let mut input = ShootingInput {
            base_value: Ratio::new(4, 1),
            tank: true,
            ..ShootingInput::default()
        };
        assert!(
            work(input.clone())
                .notes
                .iter()
                .any(|n| n.contains("automatic terror marker on top"))
        );
        input.cover = vec![Cover::SuperHard];
        assert!(
            work(input)
                .notes
                .iter()
                .any(|n| n.contains("no automatic terror marker"))
        );
    }

    #[test]
    fn routed_shooters_are_refused() {
        let e = shooting_work(
            &ShootingInput {
                bases: 2,
                terror: 3,
                ..ShootingInput::default()
            },
            &table(),
        );
        assert!(matches!(
            e,
            Err(ShootingError::Bases(BasesError::Routed { .. }))
        ));
    }
}
