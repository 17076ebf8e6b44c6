//! Hand-to-hand combat: each side's strength, the ratio of stronger to
//! weaker, and the column of the Combat Table.
//!
//! Strength = base fighting number × effective bases × (100% + the sum of the
//! percentage modifiers). "The following modifiers are cumulative" is read as
//! the percentages adding up (cover +25% and uphill +25% make +50%), not as
//! multiplying (which would give +56¼%).
//!
//! The flank/rear rule appears twice in the text: under Charging ("turns all
//! bases to face but fights at half strength") and as the Combat Modifier
//! "Contacted to flank or rear −50%". They are one rule and count once, as
//! −50% added with the others. The terror markers a flank (1) or rear (3)
//! charge adds happen before the fight, so the calculator adds them to the
//! markers the defender already had.
//!
//! The ratio is stronger ÷ weaker, rounded down to the column at or below it:
//! below 3:2 is "Advantage", 4:1 and above is "4:1". Equal strengths: "the
//! charger has advantage", i.e. the charger is the stronger side.

use super::bases::{BasesError, bases_label, effective_bases};
use super::shooting::ratio_label;
use crate::ratio::Ratio;
use crate::tables::{LookupError, Table};
use serde::{Deserialize, Serialize};

/// The Combat Table's id in the table registry.
pub const COMBAT_TABLE: &str = "red-actions/combat";

/// Which part of the defender the charge contacts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Contact {
    #[default]
    Front,
    /// Adds one terror marker, fights at half strength.
    Flank,
    /// Adds three terror markers, fights at half strength.
    Rear,
}

impl Contact {
    pub fn terror_added(self) -> u32 {
        match self {
            Contact::Front => 0,
            Contact::Flank => 1,
            Contact::Rear => 3,
        }
    }
}

/// One side of a hand-to-hand combat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CombatSide {
    /// Base fighting number from the card.
    pub fighting_number: Ratio,
    pub bases: u32,
    /// Terror markers (humiliated included) before the combat.
    pub terror: u32,
    pub fortifications: bool,
    /// Defending in cover or at a bridge, ford, breach etc.
    pub cover: bool,
    pub uphill: bool,
    /// Formed cavalry charging (the charger only).
    pub formed_cavalry_charging: bool,
}

impl Default for CombatSide {
    fn default() -> Self {
        CombatSide {
            fighting_number: Ratio::new(1, 1),
            bases: 1,
            terror: 0,
            fortifications: false,
            cover: false,
            uphill: false,
            formed_cavalry_charging: false,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CombatInput {
    pub charger: CombatSide,
    pub defender: CombatSide,
    /// Where the charge contacts the defender.
    pub contact: Contact,
}

/// Which side of the combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Side {
    Charger,
    Defender,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::Charger => "charger",
            Side::Defender => "defender",
        }
    }
    pub fn other(self) -> Side {
        match self {
            Side::Charger => Side::Defender,
            Side::Defender => Side::Charger,
        }
    }
}

/// One side's strength worked out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SideStrength {
    pub terror: u32,
    pub effective_bases: Ratio,
    pub base_strength: Ratio,
    pub modifiers: Vec<(&'static str, i32)>,
    /// 100 + the sum of the percentage modifiers.
    pub percent: i32,
    pub strength: Ratio,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CombatWork {
    pub charger: SideStrength,
    pub defender: SideStrength,
    pub stronger: Side,
    /// Stronger ÷ weaker; `None` when the weaker side has no strength at all.
    pub ratio: Option<Ratio>,
    /// Index into the Combat Table's columns.
    pub column: usize,
    /// Its heading as printed, e.g. "3:2".
    pub column_label: String,
}

fn side_strength(
    who: &'static str,
    side: &CombatSide,
    extra_terror: u32,
    flank_or_rear: bool,
) -> Result<SideStrength, BasesError> {
    // Markers past u32 are past any unit's bases: it has routed.
    let terror = side
        .terror
        .checked_add(extra_terror)
        .ok_or(BasesError::Routed {
            who,
            bases: side.bases,
            terror: side.terror,
        })?;
    let effective = effective_bases(who, side.bases, terror)?;
    let base_strength = side.fighting_number * effective;
    let mut modifiers = Vec::new();
    for (on, name, pct) in [
        (side.fortifications, "Behind fortifications", 50),
        (
            side.cover,
            "Defending in cover or at bridge, ford, breach etc",
            25,
        ),
        (side.uphill, "Uphill", 25),
        (flank_or_rear, "Contacted to flank or rear", -50),
        (side.formed_cavalry_charging, "Formed cavalry charging", 25),
    ] {
        if on {
            modifiers.push((name, pct));
        }
    }
    let percent = 100 + modifiers.iter().map(|m| m.1).sum::<i32>();
    // The only negative modifier is −50%, so the percentage stays positive.
    let strength = base_strength * Ratio::new(percent.max(0) as u64, 100);
    Ok(SideStrength {
        terror,
        effective_bases: effective,
        base_strength,
        modifiers,
        percent,
        strength,
    })
}

/// The column a stronger ÷ weaker ratio falls in, by the table's column
/// lookup (`None`: the weaker side has no strength at all → the last column).
pub fn column_of_ratio(table: &Table, ratio: Option<Ratio>) -> Result<usize, LookupError> {
    match ratio {
        None => Ok(table.columns.len().saturating_sub(1)),
        Some(r) => table.lookup_column(r).map(|p| p.index),
    }
}

/// Errors in the combat inputs that are not about bases.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum CombatError {
    #[error(transparent)]
    Bases(#[from] BasesError),
    #[error("defender: \"formed cavalry charging\" applies to the charger only")]
    DefenderCharging,
    #[error("combat: {0}")]
    Lookup(#[from] LookupError),
}

pub fn combat_work(input: &CombatInput, table: &Table) -> Result<CombatWork, CombatError> {
    if input.defender.formed_cavalry_charging {
        return Err(CombatError::DefenderCharging);
    }
    let charger = side_strength("charger", &input.charger, 0, false)?;
    let defender = side_strength(
        "defender",
        &input.defender,
        input.contact.terror_added(),
        input.contact != Contact::Front,
    )?;
    let (stronger, strong, weak) = if charger.strength >= defender.strength {
        (Side::Charger, charger.strength, defender.strength)
    } else {
        (Side::Defender, defender.strength, charger.strength)
    };
    let ratio = if strong.is_zero() {
        // Neither side has any strength: equal, so the charger has advantage.
        Some(Ratio::ONE)
    } else if weak.is_zero() {
        None
    } else {
        Some(strong / weak)
    };
    let column = column_of_ratio(table, ratio)?;
    Ok(CombatWork {
        column,
        column_label: table.columns.get(column).cloned().unwrap_or_default(),
        charger,
        defender,
        stronger,
        ratio,
    })
}

impl CombatWork {
    pub fn side(&self, side: Side) -> &SideStrength {
        match side {
            Side::Charger => &self.charger,
            Side::Defender => &self.defender,
        }
    }

    /// The working in words.
    pub fn steps(&self, input: &CombatInput) -> Vec<String> {
        let mut lines = Vec::new();
        for (side, raw) in [
            (Side::Charger, &input.charger),
            (Side::Defender, &input.defender),
        ] {
            let s = self.side(side);
            let mut line = format!(
                "{}: {} bases, {} terror → {} effective × fighting number {} = {}",
                side.name(),
                raw.bases,
                s.terror,
                bases_label(s.effective_bases),
                ratio_label(raw.fighting_number),
                ratio_label(s.base_strength)
            );
            for (name, pct) in &s.modifiers {
                line.push_str(&format!("; {name} {pct:+}%"));
            }
            line.push_str(&format!(
                " → {}% → strength {}",
                s.percent,
                ratio_label(s.strength)
            ));
            lines.push(line);
        }
        if input.contact != Contact::Front {
            lines.push(format!(
                "defender contacted in the {}: {} terror marker(s) added before the fight",
                if input.contact == Contact::Flank {
                    "flank"
                } else {
                    "rear"
                },
                input.contact.terror_added()
            ));
        }
        let tie = self.charger.strength == self.defender.strength;
        lines.push(match self.ratio {
            Some(r) => format!(
                "stronger: {}{}; ratio {} : {} = {} to 1 → column {}",
                self.stronger.name(),
                if tie {
                    " (equal strength: the charger has advantage)"
                } else {
                    ""
                },
                ratio_label(self.side(self.stronger).strength),
                ratio_label(self.side(self.stronger.other()).strength),
                ratio_label(r),
                self.column_label
            ),
            None => format!(
                "stronger: {}; the other side has no strength → column {}",
                self.stronger.name(),
                self.column_label
            ),
        });
        lines
    }
}

/// A Combat Table cell read for the sides in play: "S/Retires 2 x Ter" with
/// the charger stronger → "charger retires with 2 terror markers".
pub fn explain_combat_cell(cell: &str, stronger: Side) -> String {
    let t = cell.trim();
    let (side, rest) = if let Some(rest) = t.strip_prefix('S') {
        (stronger, rest)
    } else if let Some(rest) = t.strip_prefix('W') {
        (stronger.other(), rest)
    } else {
        return t.to_string();
    };
    let rest = rest.trim_start().trim_start_matches('/').trim();
    let who = side.name();
    let other = side.other().name();
    if rest == "Defeated" {
        format!("{who} loses two bases and survivors rout")
    } else if rest == "Humiliated" {
        format!(
            "{who} gets a humiliated marker and takes a fear test; {other} retires with 2 terror markers"
        )
    } else if rest == "Surrenders" {
        format!("{who} surrenders entirely")
    } else if let Some(n) = rest
        .strip_prefix("Retires")
        .and_then(|r| r.trim().strip_suffix("x Ter"))
    {
        let n = n.trim();
        let markers = if n == "1" { "marker" } else { "markers" };
        format!("{who} retires and places {n} terror {markers}")
    } else {
        t.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::Registry;

    fn table() -> Table {
        Registry::builtin().table(COMBAT_TABLE).unwrap().clone()
    }

    fn work(input: &CombatInput) -> Result<CombatWork, CombatError> {
        combat_work(input, &table())
    }

    fn side(fighting: u64, bases: u32) -> CombatSide {
        CombatSide {
            fighting_number: Ratio::new(fighting, 1),
            bases,
            ..CombatSide::default()
        }
    }

    #[test]
    fn ratios_round_down_to_the_column_at_or_below() {
        let t = table();
        let col = |n, d| t.columns[column_of_ratio(&t, Some(Ratio::new(n, d))).unwrap()].clone();
        assert_eq!(col(1, 1), "Advantage");
        assert_eq!(col(149, 100), "Advantage");
        assert_eq!(col(3, 2), "3:2");
        assert_eq!(col(199, 100), "3:2");
        assert_eq!(col(2, 1), "2:1");
        assert_eq!(col(5, 2), "5:2");
        assert_eq!(col(29, 10), "5:2");
        assert_eq!(col(3, 1), "3:1");
        assert_eq!(col(39, 10), "3:1");
        assert_eq!(col(4, 1), "4:1");
        assert_eq!(col(12, 1), "4:1");
        assert_eq!(t.columns[column_of_ratio(&t, None).unwrap()], "4:1");
    }

    #[test]
    fn equal_strength_gives_the_charger_advantage() {
        // 4 bases × 2 against 2 bases × 4: 8 = 8 → charger stronger, "Advantage".
        let w = work(&CombatInput {
            charger: side(2, 4),
            defender: side(4, 2),
            contact: Contact::Front,
        })
        .unwrap();
        assert_eq!(w.stronger, Side::Charger);
        assert_eq!(w.ratio, Some(Ratio::ONE));
        assert_eq!(w.column, 0);
    }

    #[test]
    fn percentages_add_up() {
        // Defender 4 bases × 3 = 12 in cover +25% and uphill +25% → 150% → 18.
        // Charger 6 bases × 3 = 18, formed cavalry +25% → 22½. 22½ ÷ 18 = 1¼ → Advantage, charger.
        let mut defender = side(3, 4);
        defender.cover = true;
        defender.uphill = true;
        let mut charger = side(3, 6);
        charger.formed_cavalry_charging = true;
        let w = work(&CombatInput {
            charger,
            defender,
            contact: Contact::Front,
        })
        .unwrap();
        assert_eq!(w.defender.percent, 150);
        assert_eq!(w.defender.strength, Ratio::new(18, 1));
        assert_eq!(w.charger.strength, Ratio::new(45, 2));
        assert_eq!(w.stronger, Side::Charger);
        assert_eq!(w.ratio, Some(Ratio::new(5, 4)));
        assert_eq!(w.column_label, "Advantage");
    }

    #[test]
    fn flank_charge_adds_a_marker_and_halves_once() {
        // Defender 4 bases, 0 terror, fighting 2, charged in the flank: +1 terror → 3
        // effective × 2 = 6, −50% once → 3. Charger 3 bases × 2 = 6. 6 ÷ 3 = 2 → "2:1".
        let w = work(&CombatInput {
            charger: side(2, 3),
            defender: side(2, 4),
            contact: Contact::Flank,
        })
        .unwrap();
        assert_eq!(w.defender.terror, 1);
        assert_eq!(w.defender.strength, Ratio::new(3, 1));
        assert_eq!(w.column_label, "2:1");
    }

    #[test]
    fn rear_charge_on_a_small_unit_routs_it() {
        // 2 bases + 3 terror markers from the rear charge: more markers than bases.
        let e = work(&CombatInput {
            charger: side(2, 3),
            defender: side(2, 2),
            contact: Contact::Rear,
        })
        .unwrap_err();
        assert!(e.to_string().contains("the unit has routed"));
    }

    #[test]
    fn defender_stronger_and_explained_cells() {
        // Charger 2 × 2 = 4; defender 5 × 2 = 10 behind fortifications +50% → 15. 15 ÷ 4 = 3¾ → "3:1".
        let mut defender = side(2, 5);
        defender.fortifications = true;
        let w = work(&CombatInput {
            charger: side(2, 2),
            defender,
            contact: Contact::Front,
        })
        .unwrap();
        assert_eq!(w.stronger, Side::Defender);
        assert_eq!(w.column_label, "3:1");
        assert_eq!(
            explain_combat_cell("W/Retires 2 x Ter", w.stronger),
            "charger retires and places 2 terror markers"
        );
        assert_eq!(
            explain_combat_cell("S/Defeated", w.stronger),
            "defender loses two bases and survivors rout"
        );
        assert_eq!(
            explain_combat_cell("S/Humiliated", Side::Charger),
            "charger gets a humiliated marker and takes a fear test; defender retires with 2 terror markers"
        );
        assert_eq!(
            explain_combat_cell("W/Surrenders", Side::Charger),
            "defender surrenders entirely"
        );
    }

    #[test]
    fn a_side_without_strength() {
        // Gun crews surrender rather than fight: fighting number 0 against 2 × 3 → 4:1.
        let w = work(&CombatInput {
            charger: side(2, 3),
            defender: side(0, 2),
            contact: Contact::Front,
        })
        .unwrap();
        assert_eq!((w.ratio, w.column_label.as_str()), (None, "4:1"));
        // Nobody has strength: equal, the charger has advantage.
        let w = work(&CombatInput {
            charger: side(0, 3),
            defender: side(0, 2),
            contact: Contact::Front,
        })
        .unwrap();
        assert_eq!(w.stronger, Side::Charger);
        assert_eq!(w.column_label, "Advantage");
    }

    #[test]
    fn formed_cavalry_charging_is_for_the_charger() {
        let mut defender = side(2, 2);
        defender.formed_cavalry_charging = true;
        assert_eq!(
            work(&CombatInput {
                charger: side(2, 2),
                defender,
                contact: Contact::Front
            }),
            Err(CombatError::DefenderCharging)
        );
    }
}
