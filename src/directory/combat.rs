//! The combat calculator of *Fall of the Directory* / *Makhno's Return*:
//! multiplied attack strength, defence, odds column, which combat results
//! table (CRT) applies, exact chances, and a roll.
//!
//! Multipliers (seed 001, RULES-NOTES §2): supplied Entente, German or
//! Volunteer units ×3; supplied Bolshevik or Directory units ×2; limited or
//! no supply ×1; Makhnovist, Zelenyist and Grigorievist units always ×1
//! (never supplied). Attacking out of broken terrain ×3/4, out of rough ×1/2.
//!
//! **Rounding:** none. Each unit's multiplied strength is kept as an exact
//! fraction (a 3 out of broken terrain is 9/4), the fractions are summed,
//! and only the odds ratio attack:defence is rounded — down to the column,
//! in the defender's favour, by the CRT's column lookup. The text does not
//! say to round the multiplied factors, so none is invented.

use crate::ratio::Ratio;
use crate::tables::{
    ColumnPick, Distribution, FaceSource, LookupError, Registry, RollError, RollOutcome,
};
use crate::words::Unknown;
use std::fmt;
use thiserror::Error;

/// Which side's army a unit belongs to (its multiplier depends on it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Faction {
    Entente,
    German,
    Volunteer,
    Bolshevik,
    Directory,
    Makhnovist,
    Zelenyist,
    Grigorievist,
}

impl Faction {
    pub const ALL: [Faction; 8] = [
        Faction::Entente,
        Faction::German,
        Faction::Volunteer,
        Faction::Bolshevik,
        Faction::Directory,
        Faction::Makhnovist,
        Faction::Zelenyist,
        Faction::Grigorievist,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Faction::Entente => "Entente",
            Faction::German => "German",
            Faction::Volunteer => "Volunteer",
            Faction::Bolshevik => "Bolshevik",
            Faction::Directory => "Directory",
            Faction::Makhnovist => "Makhnovist",
            Faction::Zelenyist => "Zelenyist",
            Faction::Grigorievist => "Grigorievist",
        }
    }

    /// Independent factions are never supplied.
    pub fn never_supplied(self) -> bool {
        matches!(
            self,
            Faction::Makhnovist | Faction::Zelenyist | Faction::Grigorievist
        )
    }
}

/// A unit's supply state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Supply {
    Supplied,
    Limited,
    None,
}

/// A faction name, ignoring case and a plural "s".
impl std::str::FromStr for Faction {
    type Err = Unknown;
    fn from_str(text: &str) -> Result<Faction, Unknown> {
        let t = text.trim().to_lowercase();
        let t = t.strip_suffix('s').unwrap_or(&t);
        Faction::ALL
            .into_iter()
            .find(|f| f.name().to_lowercase() == t)
            .ok_or_else(|| {
                Unknown::new(
                    text,
                    "a faction",
                    "Entente, German, Volunteer, Bolshevik, Directory, Makhnovist, Zelenyist or Grigorievist",
                )
            })
    }
}

impl std::str::FromStr for Supply {
    type Err = Unknown;
    fn from_str(text: &str) -> Result<Supply, Unknown> {
        match text.trim().to_lowercase().as_str() {
            "supplied" | "full" => Ok(Supply::Supplied),
            "limited" => Ok(Supply::Limited),
            "none" | "unsupplied" | "no" => Ok(Supply::None),
            _ => Err(Unknown::new(
                text,
                "a supply state",
                "supplied, limited or none",
            )),
        }
    }
}

impl Supply {
    pub fn name(self) -> &'static str {
        match self {
            Supply::Supplied => "supplied",
            Supply::Limited => "limited supply",
            Supply::None => "no supply",
        }
    }
}

/// The terrain a unit attacks out of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terrain {
    Clear,
    Broken,
    Rough,
}

impl std::str::FromStr for Terrain {
    type Err = Unknown;
    fn from_str(text: &str) -> Result<Terrain, Unknown> {
        match text.trim().to_lowercase().as_str() {
            "clear" => Ok(Terrain::Clear),
            "broken" => Ok(Terrain::Broken),
            "rough" => Ok(Terrain::Rough),
            _ => Err(Unknown::new(text, "a terrain", "clear, broken or rough")),
        }
    }
}

impl Terrain {
    pub fn name(self) -> &'static str {
        match self {
            Terrain::Clear => "clear",
            Terrain::Broken => "broken",
            Terrain::Rough => "rough",
        }
    }

    /// Terrain Multipliers: broken ×3/4, rough ×1/2.
    pub fn multiplier(self) -> Ratio {
        match self {
            Terrain::Clear => Ratio::ONE,
            Terrain::Broken => Ratio::new(3, 4),
            Terrain::Rough => Ratio::new(1, 2),
        }
    }
}

/// Supply Multipliers.
pub fn supply_multiplier(faction: Faction, supply: Supply) -> Ratio {
    if supply != Supply::Supplied || faction.never_supplied() {
        return Ratio::ONE;
    }
    match faction {
        Faction::Entente | Faction::German | Faction::Volunteer => Ratio::new(3, 1),
        _ => Ratio::new(2, 1),
    }
}

/// One attacking unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attacker {
    /// The printed attack factor.
    pub attack: u32,
    pub faction: Faction,
    pub supply: Supply,
    /// The terrain it attacks out of.
    pub terrain: Terrain,
}

impl Attacker {
    pub fn strength(&self) -> Ratio {
        Ratio::new(u64::from(self.attack), 1)
            * supply_multiplier(self.faction, self.supply)
            * self.terrain.multiplier()
    }
}

/// The defending units: combat units decide the CRT; armor, logistics
/// units and stockpiles only add their defence.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Defenders {
    /// Defence factors of the defending combat units.
    pub combat: Vec<u32>,
    /// Defence factors of the other defending units.
    pub other: Vec<u32>,
}

impl Defenders {
    pub fn total(&self) -> u64 {
        self.combat
            .iter()
            .chain(&self.other)
            .map(|&d| u64::from(d))
            .sum()
    }
}

/// Reads defence factors written "5, 3" (commas or spaces between them);
/// the error is the entry that is not a whole number.
/// Blank text is no factors at all; an empty entry ("2,,3") or a word that
/// is not a whole number is refused, the message saying which.
pub fn parse_factors(text: &str) -> Result<Vec<u32>, FactorsError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    crate::list::items(text, &[','])?
        .into_iter()
        .map(|s| {
            s.parse::<u32>()
                .map_err(|_| FactorsError::NotAFactor(s.to_string()))
        })
        .collect()
}

/// Defence factors as typed that do not read.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum FactorsError {
    #[error(transparent)]
    List(#[from] crate::list::ListError),
    #[error("\"{0}\" is not a defence factor (a whole number)")]
    NotAFactor(String),
}

/// Which Combat Results Table applies.
pub fn crt_for(combat_units: usize) -> &'static str {
    match combat_units {
        0 => "directory/crt-0",
        1 => "directory/crt-1",
        _ => "directory/crt-2plus",
    }
}

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum CombatError {
    #[error("no attacking units given")]
    NoAttackers,
    #[error("no defending units given (or their defence is 0)")]
    NoDefence,
    #[error("odds {odds} are below 1:2: {reason}")]
    Refused { odds: String, reason: String },
    #[error(transparent)]
    Table(#[from] RollError),
    #[error(transparent)]
    Lookup(#[from] LookupError),
}

/// The working of one attack, everything a player checks against the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CombatReport {
    pub attackers: Vec<Attacker>,
    pub defenders: Defenders,
    /// Each attacker's multiplied strength (exact).
    pub strengths: Vec<Ratio>,
    pub attack: Ratio,
    pub defence: u64,
    pub combat_units: usize,
    /// attack:defence as one exact number.
    pub odds: Ratio,
    pub table: String,
    pub column: ColumnPick,
    /// Final results, re-rolls resolved.
    pub chances: Distribution,
    /// The cells as printed, before re-rolls.
    pub printed_chances: Distribution,
}

/// Works out an attack.
pub fn calculate(
    reg: &Registry,
    attackers: &[Attacker],
    defenders: &Defenders,
) -> Result<CombatReport, CombatError> {
    if attackers.is_empty() {
        return Err(CombatError::NoAttackers);
    }
    let defence = defenders.total();
    if defence == 0 {
        return Err(CombatError::NoDefence);
    }
    let strengths: Vec<Ratio> = attackers.iter().map(Attacker::strength).collect();
    let attack: Ratio = strengths.iter().copied().sum();
    let table_id = crt_for(defenders.combat.len());
    let table = reg.table(table_id)?;
    let defence_r = Ratio::new(defence, 1);
    let Some(odds) = crate::tables::lookup::odds_ratio(attack, defence_r) else {
        return Err(CombatError::NoDefence);
    };
    let column = table.lookup_odds(attack, defence_r).map_err(|e| match e {
        LookupError::Refused { value, reason, .. } => CombatError::Refused {
            odds: value,
            reason,
        },
        other => CombatError::Lookup(other),
    })?;
    let chances = reg.odds(table_id, Some(&column.label))?;
    let printed_chances = reg.raw_odds(table_id, Some(&column.label))?;
    Ok(CombatReport {
        attackers: attackers.to_vec(),
        defenders: defenders.clone(),
        strengths,
        attack,
        defence,
        combat_units: defenders.combat.len(),
        odds,
        table: table_id.to_string(),
        column,
        chances,
        printed_chances,
    })
}

impl CombatReport {
    /// The working as a player checks it, one line each: every attacker's
    /// multiplied strength, the totals, the odds column and the table.
    pub fn working(&self, reg: &Registry) -> Vec<String> {
        let mut lines = vec!["Attacking units:".to_string()];
        for (a, s) in self.attackers.iter().zip(&self.strengths) {
            let supply = if a.faction.never_supplied() {
                "never supplied"
            } else {
                a.supply.name()
            };
            lines.push(format!(
                "  {} {} ({supply} {}, out of {} terrain {}) = {}",
                a.attack,
                a.faction.name(),
                show_multiplier(supply_multiplier(a.faction, a.supply)),
                a.terrain.name(),
                show_multiplier(a.terrain.multiplier()),
                Exact(*s)
            ));
        }
        lines.push(format!("Attack strength: {}", Exact(self.attack)));
        let all: Vec<String> = self
            .defenders
            .combat
            .iter()
            .chain(&self.defenders.other)
            .map(u32::to_string)
            .collect();
        let units = match self.combat_units {
            1 => "1 defending combat unit".to_string(),
            n => format!("{n} defending combat units"),
        };
        lines.push(format!(
            "Defence strength: {} = {} ({units})",
            all.join(" + "),
            self.defence
        ));
        let capped = if self.column.capped_above {
            ", resolved at 2:1"
        } else {
            ""
        };
        lines.push(format!(
            "Odds: {} → column {} (rounded down in the defender's favour{capped})",
            crate::tables::lookup::show_value(crate::tables::LookupBy::Ratio, self.odds),
            self.column.label
        ));
        if let Ok(table) = reg.table(&self.table) {
            let flags = table.flags();
            let flags = if flags.is_empty() {
                String::new()
            } else {
                format!(" [{}]", flags.join(", "))
            };
            lines.push(format!("Table: {} — {}{flags}", table.id, table.title));
        }
        lines
    }

    /// Rolls the attack on its CRT column, following `½ AL` / `½ DL` re-rolls.
    pub fn roll(
        &self,
        reg: &Registry,
        dice: &mut dyn FaceSource,
    ) -> Result<RollOutcome, RollError> {
        reg.roll(&self.table, Some(&self.column.label), dice)
    }
}

/// An exact strength as a player writes it: `9`, or `9/4 (2.25)`.
pub struct Exact(pub Ratio);

impl fmt::Display for Exact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = self.0;
        if r.den() == 1 {
            write!(f, "{}", r.num())
        } else {
            // Multipliers only halve and quarter: two decimals are exact.
            write!(f, "{}/{} ({})", r.num(), r.den(), trim_decimal(r.to_f64()))
        }
    }
}

fn trim_decimal(x: f64) -> String {
    let s = format!("{x:.4}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A multiplier as printed: `×2`, `×3/4`.
pub fn show_multiplier(r: Ratio) -> String {
    if r.den() == 1 {
        format!("×{}", r.num())
    } else {
        format!("×{}/{}", r.num(), r.den())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::{CellResult, GivenFaces};

    fn unit(attack: u32, faction: Faction, supply: Supply, terrain: Terrain) -> Attacker {
        Attacker {
            attack,
            faction,
            supply,
            terrain,
        }
    }

    fn reg() -> Registry {
        Registry::builtin()
    }

    #[test]
    fn one_defender_at_one_to_two() {
        // Directory 2, limited supply (×1), clear: 2. One defending combat
        // unit of 4: 2:4 = 1:2 exactly → CRT "only 1", column 1:2.
        // Column 1:2 reads: 1 ½ AL, 2-5 blank (No Result), 6 ½ DL.
        //   No Result = 4/6 + (1/6)(3/6) = 8/12 + 1/12 = 3/4
        //   AL = (1/6)(3/6) = 1/12; DR = (1/6)(3/6) = 1/12; DL = 1/12.
        let r = calculate(
            &reg(),
            &[unit(2, Faction::Directory, Supply::Limited, Terrain::Clear)],
            &Defenders {
                combat: vec![4],
                other: vec![],
            },
        )
        .unwrap();
        assert_eq!(r.table, "directory/crt-1");
        assert_eq!(r.column.label, "1:2");
        let c = &r.chances;
        assert_eq!(c.chance("No Result"), Ratio::new(3, 4));
        assert_eq!(c.chance("AL"), Ratio::new(1, 12));
        assert_eq!(c.chance("DR"), Ratio::new(1, 12));
        assert_eq!(c.chance("DL"), Ratio::new(1, 12));
        assert_eq!(r.printed_chances.chance("½ AL"), Ratio::new(1, 6));
        assert_eq!(r.printed_chances.chance("½ DL"), Ratio::new(1, 6));
    }

    #[test]
    fn mixed_supply_and_terrain_at_three_to_two() {
        // Bolshevik 3 supplied (×2) from clear = 6; Makhnovist 4 "supplied"
        // is still ×1 (never supplied), from broken ×3/4 = 3. Attack 9.
        // One defender of 5: 9:5 = 1.8, between 3:2 and 2:1 → 3:2.
        // Column 3:2: 1 ½ AL, 2 blank, 3-5 DR, 6 ½ DL.
        //   No Result = 1/6 + 1/12 = 1/4; AL = 1/12;
        //   DR = 3/6 + 1/12 = 7/12; DL = 1/12.
        let r = calculate(
            &reg(),
            &[
                unit(3, Faction::Bolshevik, Supply::Supplied, Terrain::Clear),
                unit(4, Faction::Makhnovist, Supply::Supplied, Terrain::Broken),
            ],
            &Defenders {
                combat: vec![5],
                other: vec![],
            },
        )
        .unwrap();
        assert_eq!(r.strengths, vec![Ratio::new(6, 1), Ratio::new(3, 1)]);
        assert_eq!(r.attack, Ratio::new(9, 1));
        assert_eq!(r.odds, Ratio::new(9, 5));
        assert_eq!(r.column.label, "3:2");
        assert_eq!(r.chances.chance("No Result"), Ratio::new(1, 4));
        assert_eq!(r.chances.chance("AL"), Ratio::new(1, 12));
        assert_eq!(r.chances.chance("DR"), Ratio::new(7, 12));
        assert_eq!(r.chances.chance("DL"), Ratio::new(1, 12));
    }

    #[test]
    fn fractions_are_kept_exact_so_one_to_two_is_reached() {
        // Makhnovist 2 out of broken terrain: 2 × 3/4 = 3/2. Defence 3:
        // (3/2):3 = 1/2 exactly → column 1:2. Rounding the strength down
        // to 1 first would have refused the attack (1:3).
        let r = calculate(
            &reg(),
            &[unit(2, Faction::Makhnovist, Supply::None, Terrain::Broken)],
            &Defenders {
                combat: vec![3],
                other: vec![],
            },
        )
        .unwrap();
        assert_eq!(r.attack, Ratio::new(3, 2));
        assert_eq!(Exact(r.attack).to_string(), "3/2 (1.5)");
        assert_eq!(r.column.label, "1:2");
    }

    #[test]
    fn below_one_to_two_is_refused() {
        // Volunteer 1 supplied (×3) out of rough (×1/2) = 3/2; defence 4:
        // 3/8 < 1/2 → not allowed.
        let e = calculate(
            &reg(),
            &[unit(
                1,
                Faction::Volunteer,
                Supply::Supplied,
                Terrain::Rough,
            )],
            &Defenders {
                combat: vec![4],
                other: vec![],
            },
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            "odds 3:8 are below 1:2: Attacks at odds less than 1:2 are not allowed."
        );
    }

    #[test]
    fn no_combat_units_above_two_to_one_reads_two_to_one() {
        // Entente 5 supplied ×3 = 15 against an armored train (1) and a
        // base (1): 15:2 → capped at 2:1+ on the no-combat-units table,
        // DR on 3-6 (I-8): DR 4/6 = 2/3, No Result 1/3.
        let r = calculate(
            &reg(),
            &[unit(5, Faction::Entente, Supply::Supplied, Terrain::Clear)],
            &Defenders {
                combat: vec![],
                other: vec![1, 1],
            },
        )
        .unwrap();
        assert_eq!(r.table, "directory/crt-0");
        assert!(r.column.capped_above);
        assert_eq!(r.column.label, "2:1+");
        assert_eq!(r.chances.chance("DR"), Ratio::new(2, 3));
        assert_eq!(r.chances.chance("No Result"), Ratio::new(1, 3));
    }

    #[test]
    fn two_defenders_at_one_to_one() {
        // Bolshevik 3 supplied clear = 6; Bolshevik 3 supplied rough =
        // 3 × 2 × 1/2 = 3. Attack 9 against 5 + 4 = 9 → 1:1, CRT "at
        // least 2": 1 AL, 2-3 blank, 4-5 DR, 6 DL.
        let r = calculate(
            &reg(),
            &[
                unit(3, Faction::Bolshevik, Supply::Supplied, Terrain::Clear),
                unit(3, Faction::Bolshevik, Supply::Supplied, Terrain::Rough),
            ],
            &Defenders {
                combat: vec![5, 4],
                other: vec![],
            },
        )
        .unwrap();
        assert_eq!(r.table, "directory/crt-2plus");
        assert_eq!(r.column.label, "1:1");
        assert_eq!(r.chances.chance("AL"), Ratio::new(1, 6));
        assert_eq!(r.chances.chance("No Result"), Ratio::new(1, 3));
        assert_eq!(r.chances.chance("DR"), Ratio::new(1, 3));
        assert_eq!(r.chances.chance("DL"), Ratio::new(1, 6));
    }

    #[test]
    fn a_roll_of_one_then_five_is_an_attackers_loss() {
        let reg = reg();
        let r = calculate(
            &reg,
            &[unit(2, Faction::Directory, Supply::Limited, Terrain::Clear)],
            &Defenders {
                combat: vec![4],
                other: vec![],
            },
        )
        .unwrap();
        let mut faces = GivenFaces::new(&[1, 5]).unwrap();
        let out = r.roll(&reg, &mut faces).unwrap();
        assert_eq!(out.steps[0].cell.display(), "½ AL");
        assert_eq!(out.steps[1].table, "directory/half-al");
        assert_eq!(out.result, CellResult::Result("AL".to_string()));
    }

    #[test]
    fn supply_multipliers_match_the_printed_table() {
        assert_eq!(
            supply_multiplier(Faction::German, Supply::Supplied),
            Ratio::new(3, 1)
        );
        assert_eq!(
            supply_multiplier(Faction::Directory, Supply::Supplied),
            Ratio::new(2, 1)
        );
        assert_eq!(
            supply_multiplier(Faction::Volunteer, Supply::Limited),
            Ratio::ONE
        );
        assert_eq!(
            supply_multiplier(Faction::Grigorievist, Supply::Supplied),
            Ratio::ONE
        );
        assert_eq!("Bolsheviks".parse(), Ok(Faction::Bolshevik));
        assert_eq!("germans".parse(), Ok(Faction::German));
        assert!("reds".parse::<Faction>().is_err());
        assert_eq!("Full".parse(), Ok(Supply::Supplied));
        assert_eq!(
            "swamp".parse::<Terrain>().unwrap_err().to_string(),
            "\"swamp\" is not a terrain (clear, broken or rough)"
        );
    }
}
