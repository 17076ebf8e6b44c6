//! The Soviet power after the revolution: where units may go, its
//! treasury, and what happens when Moscow changes hands.
//!
//! The app cannot see the board: where a rule depends on who holds or held
//! a territory, or on whose units are in a sea zone, the player says so in a
//! [`Situation`].

use super::civil_war::{CivilWar, normalise};
use thiserror::Error;

/// Who is moving the unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// Soviet Russia (the Red, Bolshevik power).
    Soviet,
    /// Germany, Austria-Hungary or the Ottoman Empire.
    CentralPowers,
    /// Imperial Russia, France, the United Kingdom, Italy or the United States.
    Allies,
}

/// "Soviet", "Central", "Germany", "Allied", "France", "Imperial Russia"…
impl std::str::FromStr for Mover {
    type Err = crate::words::Unknown;
    fn from_str(text: &str) -> Result<Mover, Self::Err> {
        let t = normalise(text);
        match t.as_str() {
            "soviet" | "soviets" | "soviet russia" | "bolshevik" | "bolsheviks" | "red" => {
                Ok(Mover::Soviet)
            }
            "central" | "central powers" | "germany" | "austria-hungary" | "austria"
            | "ottoman" | "ottoman empire" | "ottomans" => Ok(Mover::CentralPowers),
            "allied" | "allies" | "russia" | "imperial russia" | "imperial" | "imperials"
            | "white" | "france" | "united kingdom" | "uk" | "britain" | "british empire"
            | "italy" | "usa" | "united states" => Ok(Mover::Allies),
            _ => Err(crate::words::Unknown::new(
                text,
                "a side that moves",
                "Soviet, Central Powers, Allied, or a power's name",
            )),
        }
    }
}

impl Mover {
    pub fn name(self) -> &'static str {
        match self {
            Mover::Soviet => "Soviet",
            Mover::CentralPowers => "Central Powers",
            Mover::Allies => "Allied",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitClass {
    Land,
    Sea,
}

/// What the player sees on the board, asked only where a rule needs it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Situation {
    /// The territory was originally a Central Powers territory.
    pub originally_central: Option<bool>,
    /// It is now controlled or contested by the Central Powers.
    pub central_now: Option<bool>,
    /// A sea zone holding Central Powers units.
    pub central_units_in_zone: Option<bool>,
    /// The unit would end its movement there (rather than pass through).
    pub ends_move: Option<bool>,
    /// The player says the territory is one of the map's that the variant
    /// does not name (the app knows only the names the variant uses).
    pub unnamed_territory: bool,
}

/// The answer, with the rule it rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Yes {
        rule: String,
    },
    No {
        rule: String,
    },
    /// A Soviet ship may pass through but not stop there.
    PassThroughOnly {
        rule: String,
    },
}

impl Verdict {
    pub fn rule(&self) -> &str {
        match self {
            Verdict::Yes { rule } | Verdict::No { rule } | Verdict::PassThroughOnly { rule } => {
                rule
            }
        }
    }

    /// "Yes", "No", "Pass through only".
    pub fn word(&self) -> &'static str {
        match self {
            Verdict::Yes { .. } => "Yes",
            Verdict::No { .. } => "No",
            Verdict::PassThroughOnly { .. } => "Pass through only",
        }
    }
}

/// Something about the board the app cannot see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    OriginallyCentral,
    CentralNow,
    CentralUnitsInZone,
}

impl Question {
    pub fn text(self) -> &'static str {
        match self {
            Question::OriginallyCentral => "was it originally a Central Powers territory?",
            Question::CentralNow => "is it now controlled or contested by the Central Powers?",
            Question::CentralUnitsInZone => "are there Central Powers units in this sea zone?",
        }
    }

    /// Records the player's answer.
    pub fn answer(self, situation: &mut Situation, yes: bool) {
        match self {
            Question::OriginallyCentral => situation.originally_central = Some(yes),
            Question::CentralNow => situation.central_now = Some(yes),
            Question::CentralUnitsInZone => situation.central_units_in_zone = Some(yes),
        }
    }
}

/// The rule needs something about the board the app cannot see.
#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum EnterError {
    #[error("{territory}: {} (the app cannot see the board)", question.text())]
    NeedToKnow {
        territory: String,
        question: Question,
    },
    #[error("{0}: a land unit does not enter a sea zone (except aboard a transport)")]
    LandAtSea(String),
    #[error("{0}: sea units move only in sea zones; give it as \"Sea Zone <number>\"")]
    SeaOnLand(String),
    #[error("no territory given")]
    Empty,
    #[error(
        "\"{name}\" is not a territory the Civil War variant names{}; if it is another territory of the map, say so (the variant has no rule of its own for it)",
        nearest.as_ref().map(|n| format!(" — did you mean {n}?")).unwrap_or_default()
    )]
    Unknown {
        name: String,
        nearest: Option<String>,
    },
}

/// The longest territory name read: the map's longest is far shorter.
pub const MAX_TERRITORY_NAME: usize = 40;

/// The edit distance between two names (letters, any case).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// The named territory closest to `name`, when it is close enough to be a
/// misspelling (at most a third of its letters differ).
fn nearest(cw: &CivilWar, name: &str) -> Option<String> {
    let n = normalise(name);
    cw.named_territories()
        .into_iter()
        .map(|t| (distance(&normalise(&t), &n), t))
        .filter(|(d, t)| *d <= (t.chars().count() / 3).max(1))
        .min_by_key(|(d, _)| *d)
        .map(|(_, t)| t)
}

pub const SOVIET_NEVER_ENTER: &str = "Soviet units can never enter a territory that was originally, or is currently controlled or contested by the Central Powers.";
pub const SOVIET_SEA: &str = "Soviet sea units can move through sea zones with Central Powers units but are not allowed to end their movement in any sea zone with Central Powers units.";
pub const SOVIET_SEA_MINES: &str = "Soviet sea units are hostile to Allied units and are subject to the effects of sea mines of any Allied power.";
pub const BREST_LITOVSK: &str = "Per the treaty of Brest-Litovsk, Outer Russia (Livonia, Poland, Belarus, Ukraine, Finland and Sevastopol) is ceded to the Central Powers.";
pub const PERSIA_AFGHANISTAN: &str = "Soviet Russia must recognise and respect the sovereignty of Persia and Afghanistan: Soviet land units cannot enter these territories.";
pub const INNER_RUSSIA: &str = "The Central Powers recognise Soviet Russia's claim over Inner Russia (Karelia, Moscow, Tatarstan and Kazakhstan) and cannot enter these territories.";
pub const NO_VARIANT_RULE: &str = "No Civil War rule restricts this move: the normal rules apply.";

/// The highest sea zone number read: the board numbers its sea zones with
/// one or two digits, so a longer number names no sea zone.
const MAX_SEA_ZONE: u32 = 99;

/// "Sea Zone 12", "sz 12", "zone 12", "12": a sea zone numbered 1 to
/// [`MAX_SEA_ZONE`].
fn is_sea_zone(name: &str) -> bool {
    let t = normalise(name);
    let rest = t
        .strip_prefix("sea zone")
        .or_else(|| t.strip_prefix("sz"))
        .or_else(|| t.strip_prefix("zone"))
        .unwrap_or(&t)
        .trim();
    !rest.is_empty()
        && rest.chars().all(|c| c.is_ascii_digit())
        && rest
            .parse::<u32>()
            .is_ok_and(|n| (1..=MAX_SEA_ZONE).contains(&n))
}

/// May a unit of `mover` enter `territory` during the Civil War?
pub fn can_enter(
    cw: &CivilWar,
    mover: Mover,
    unit: UnitClass,
    territory: &str,
    situation: Situation,
) -> Result<Verdict, EnterError> {
    let name = territory.trim();
    let sea = check_place(cw, unit, name, situation)?;
    match mover {
        Mover::CentralPowers => {
            if let Some(t) = cw.inner_russia(name) {
                return Ok(Verdict::No {
                    rule: format!("{t} is in Inner Russia. {INNER_RUSSIA}"),
                });
            }
            Ok(Verdict::Yes {
                rule: NO_VARIANT_RULE.to_string(),
            })
        }
        Mover::Allies => Ok(Verdict::Yes {
            rule: NO_VARIANT_RULE.to_string(),
        }),
        Mover::Soviet if sea => soviet_at_sea(name, situation),
        Mover::Soviet => soviet_on_land(cw, name, situation),
    }
}

/// Checks that `name` is a territory the variant names (or one the player
/// says it does not) or a sea zone, and that the unit may be there at all;
/// true for a sea zone.
fn check_place(
    cw: &CivilWar,
    unit: UnitClass,
    name: &str,
    situation: Situation,
) -> Result<bool, EnterError> {
    if name.is_empty() {
        return Err(EnterError::Empty);
    }
    let sea = is_sea_zone(name);
    if !sea && cw.named(name).is_none() && !situation.unnamed_territory {
        let shown: String = name.chars().take(MAX_TERRITORY_NAME).collect();
        return Err(EnterError::Unknown {
            nearest: nearest(cw, name),
            name: if shown.len() < name.len() {
                format!("{shown}…")
            } else {
                shown
            },
        });
    }
    if name.chars().count() > MAX_TERRITORY_NAME {
        return Err(EnterError::Unknown {
            name: format!(
                "{}…",
                name.chars().take(MAX_TERRITORY_NAME).collect::<String>()
            ),
            nearest: None,
        });
    }
    match (unit, sea) {
        (UnitClass::Land, true) => Err(EnterError::LandAtSea(name.to_string())),
        (UnitClass::Sea, false) => Err(EnterError::SeaOnLand(name.to_string())),
        _ => Ok(sea),
    }
}

/// The player must say what the app cannot see of `name`.
fn need(name: &str, question: Question) -> EnterError {
    EnterError::NeedToKnow {
        territory: name.to_string(),
        question,
    }
}

/// A Soviet ship entering a sea zone: free unless Central Powers units
/// are there, and then only passing through.
fn soviet_at_sea(name: &str, situation: Situation) -> Result<Verdict, EnterError> {
    let present = situation
        .central_units_in_zone
        .ok_or_else(|| need(name, Question::CentralUnitsInZone))?;
    if !present {
        return Ok(Verdict::Yes {
            rule: format!("No Central Powers units there. {SOVIET_SEA_MINES}"),
        });
    }
    match situation.ends_move {
        None => Ok(Verdict::PassThroughOnly {
            rule: SOVIET_SEA.to_string(),
        }),
        Some(true) => Ok(Verdict::No {
            rule: SOVIET_SEA.to_string(),
        }),
        Some(false) => Ok(Verdict::Yes {
            rule: format!("Passing through only. {SOVIET_SEA}"),
        }),
    }
}

/// A Soviet land unit entering a territory: never Persia, Afghanistan or
/// Outer Russia, nor a Central Powers territory then or now.
fn soviet_on_land(cw: &CivilWar, name: &str, situation: Situation) -> Result<Verdict, EnterError> {
    if let Some(t) = cw.closed_to_soviet_land(name) {
        return Ok(Verdict::No {
            rule: format!("{t}: {PERSIA_AFGHANISTAN}"),
        });
    }
    if let Some(t) = cw.outer_russia(name) {
        return Ok(Verdict::No {
            rule: format!("{t}: {BREST_LITOVSK} {SOVIET_NEVER_ENTER}"),
        });
    }
    if cw.inner_russia(name).is_none() {
        let originally = situation
            .originally_central
            .ok_or_else(|| need(name, Question::OriginallyCentral))?;
        if originally {
            return Ok(Verdict::No {
                rule: SOVIET_NEVER_ENTER.to_string(),
            });
        }
    }
    let now = situation
        .central_now
        .ok_or_else(|| need(name, Question::CentralNow))?;
    if now {
        return Ok(Verdict::No {
            rule: SOVIET_NEVER_ENTER.to_string(),
        });
    }
    Ok(Verdict::Yes {
        rule: format!(
            "Not a Central Powers territory, then or now. Soviet Russia is at war with all the Allied powers. {SOVIET_NEVER_ENTER}"
        ),
    })
}

/// Who holds Moscow during the Civil War.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoscowHolder {
    Soviets,
    Imperials,
}

/// What changes when Moscow passes to `holder`.
pub fn moscow_changes(holder: MoscowHolder) -> Vec<&'static str> {
    match holder {
        MoscowHolder::Soviets => vec![
            "Moscow is the Soviet capital.",
            "Moscow was never captured by any power through combat: it does not count as a victory city for the Central Powers.",
            "While the Soviets hold Moscow, the Allies can capture and collect IPCs for Russian territories that they control, including Romania and Serbia.",
            "The Soviets do not need to control Moscow for a Central Powers victory.",
        ],
        MoscowHolder::Imperials => vec![
            "Imperial Russia's retaking of Moscow does not count as a victory city for the Allies.",
            "All original Russian territories controlled by the Allies revert to Imperial Russian control, including Romania and Serbia.",
            "The Revolution only happens once per game: no new revolution occurs, even if its conditions are met again.",
        ],
    }
}

#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum TreasuryError {
    #[error("the Soviet treasury holds {have} IPCs, not enough to spend {want}")]
    NotEnough { have: u32, want: u32 },
}

/// The Soviet bank.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SovietTreasury {
    pub ipcs: u32,
}

impl SovietTreasury {
    pub fn collect(&mut self, income: u32) {
        self.ipcs = self.ipcs.saturating_add(income);
    }

    pub fn spend(&mut self, ipcs: u32) -> Result<(), TreasuryError> {
        if ipcs > self.ipcs {
            return Err(TreasuryError::NotEnough {
                have: self.ipcs,
                want: ipcs,
            });
        }
        self.ipcs -= ipcs;
        Ok(())
    }

    /// An Imperial victory: the Soviet power stays in play with its forces,
    /// and the Imperials collect the unspent Soviet IPCs. Returns the
    /// Imperial treasury after collecting.
    pub fn imperial_victory(&mut self, imperial_treasury: u32) -> u32 {
        let taken = std::mem::take(&mut self.ipcs);
        imperial_treasury.saturating_add(taken)
    }
}

pub const IMPERIAL_VICTORY: [&str; 2] = [
    "The Soviet power is still in play: any remaining Soviet forces remain on the board and participate.",
    "The Imperials collect any unspent IPCs left in the Soviet bank.",
];

#[cfg(test)]
mod tests {
    use super::*;

    fn cw() -> &'static CivilWar {
        CivilWar::standard().unwrap()
    }

    fn land(mover: Mover, t: &str, s: Situation) -> Result<Verdict, EnterError> {
        can_enter(cw(), mover, UnitClass::Land, t, s)
    }

    fn known(originally: bool, now: bool) -> Situation {
        Situation {
            originally_central: Some(originally),
            central_now: Some(now),
            unnamed_territory: true,
            ..Situation::default()
        }
    }

    #[test]
    fn central_powers_cannot_enter_inner_russia() {
        for t in ["Karelia", "Moscow", "Tatarstan", "Tartarstan", "kazakhstan"] {
            let v = land(Mover::CentralPowers, t, Situation::default()).unwrap();
            assert_eq!(v.word(), "No", "{t}");
            assert!(v.rule().contains("Inner Russia"));
        }
        assert_eq!(
            land(Mover::CentralPowers, "Ukraine", Situation::default())
                .unwrap()
                .word(),
            "Yes"
        );
    }

    #[test]
    fn soviet_land_units_stay_out_of_persia_and_afghanistan() {
        for t in ["Persia", "Afghanistan"] {
            let v = land(Mover::Soviet, t, known(false, false)).unwrap();
            assert_eq!(v.word(), "No");
            assert!(v.rule().contains("sovereignty of Persia and Afghanistan"));
        }
    }

    #[test]
    fn soviets_never_enter_outer_russia() {
        for t in [
            "Livonia",
            "Poland",
            "Belarus",
            "Ukraine",
            "Finland",
            "Sevastopol",
        ] {
            let v = land(Mover::Soviet, t, Situation::default()).unwrap();
            assert_eq!(v.word(), "No", "{t}");
            assert!(v.rule().contains("Brest-Litovsk"));
        }
    }

    #[test]
    fn soviets_never_enter_central_territory_then_or_now() {
        assert_eq!(
            land(Mover::Soviet, "Galicia", known(true, false))
                .unwrap()
                .word(),
            "No"
        );
        assert_eq!(
            land(Mover::Soviet, "Caucasus", known(false, true))
                .unwrap()
                .word(),
            "No"
        );
        let v = land(Mover::Soviet, "Caucasus", known(false, false)).unwrap();
        assert_eq!(v.word(), "Yes");
        // Inner Russia was never Central territory: only its present status matters.
        let now_only = Situation {
            central_now: Some(false),
            ..Situation::default()
        };
        assert_eq!(
            land(Mover::Soviet, "Tatarstan", now_only).unwrap().word(),
            "Yes"
        );
    }

    /// A territory of the map the variant does not name, as the player says.
    fn other() -> Situation {
        Situation {
            unnamed_territory: true,
            ..Situation::default()
        }
    }

    #[test]
    fn a_territory_the_variant_does_not_name_is_refused_with_the_nearest_name() {
        let e = land(Mover::CentralPowers, "Moskow", Situation::default()).unwrap_err();
        assert_eq!(
            e,
            EnterError::Unknown {
                name: "Moskow".into(),
                nearest: Some("Moscow".into())
            }
        );
        assert!(e.to_string().contains("did you mean Moscow?"), "{e}");
        for name in ["Atlantis", "Колчак"] {
            let e = land(Mover::CentralPowers, name, Situation::default()).unwrap_err();
            assert!(
                matches!(e, EnterError::Unknown { nearest: None, .. }),
                "{name}: {e}"
            );
        }
        let long = "x".repeat(10_000);
        let e = land(Mover::CentralPowers, &long, other()).unwrap_err();
        assert!(
            e.to_string().chars().count() < 300,
            "the message stays short"
        );
        // Named ones in any case, and the text's other spelling.
        assert_eq!(
            land(Mover::CentralPowers, "moscow", Situation::default())
                .unwrap()
                .word(),
            "No"
        );
        assert_eq!(
            land(Mover::CentralPowers, "Tartarstan", Situation::default())
                .unwrap()
                .word(),
            "No"
        );
        // Said to be another territory of the map: the normal rules.
        assert_eq!(
            land(Mover::CentralPowers, "Caucasus", other())
                .unwrap()
                .word(),
            "Yes"
        );
    }

    #[test]
    fn the_app_asks_what_it_cannot_see() {
        assert_eq!(
            land(Mover::Soviet, "Caucasus", other()).unwrap_err(),
            EnterError::NeedToKnow {
                territory: "Caucasus".into(),
                question: Question::OriginallyCentral
            }
        );
        assert!(matches!(
            can_enter(
                cw(),
                Mover::Soviet,
                UnitClass::Sea,
                "Sea Zone 12",
                Situation::default()
            ),
            Err(EnterError::NeedToKnow { .. })
        ));
    }

    #[test]
    fn soviet_ships_pass_through_but_do_not_stop_beside_central_units() {
        let sea = |present: bool, ends: Option<bool>| {
            can_enter(
                cw(),
                Mover::Soviet,
                UnitClass::Sea,
                "sz 12",
                Situation {
                    central_units_in_zone: Some(present),
                    ends_move: ends,
                    ..Situation::default()
                },
            )
            .unwrap()
        };
        assert_eq!(sea(false, Some(true)).word(), "Yes");
        assert_eq!(sea(true, Some(true)).word(), "No");
        assert_eq!(sea(true, Some(false)).word(), "Yes");
        assert_eq!(sea(true, None).word(), "Pass through only");
        assert!(sea(false, None).rule().contains("sea mines"));
    }

    #[test]
    fn units_and_places_must_match() {
        assert_eq!(
            land(Mover::Soviet, "Sea Zone 12", Situation::default()).unwrap_err(),
            EnterError::LandAtSea("Sea Zone 12".into())
        );
        assert!(matches!(
            can_enter(
                cw(),
                Mover::Soviet,
                UnitClass::Sea,
                "Moscow",
                Situation::default()
            ),
            Err(EnterError::SeaOnLand(_))
        ));
    }

    #[test]
    fn movers_by_name() {
        assert_eq!("Soviet".parse(), Ok(Mover::Soviet));
        assert_eq!("Austria-Hungary".parse(), Ok(Mover::CentralPowers));
        assert_eq!("imperial russia".parse(), Ok(Mover::Allies));
        assert_eq!(
            "Narnia".parse::<Mover>().unwrap_err().to_string(),
            "\"Narnia\" is not a side that moves (Soviet, Central Powers, Allied, or a power's name)"
        );
    }

    #[test]
    fn moscow_changing_hands() {
        let imperial = moscow_changes(MoscowHolder::Imperials);
        assert!(
            imperial[1]
                .contains("revert to Imperial Russian control, including Romania and Serbia")
        );
        assert!(imperial[0].contains("does not count as a victory city for the Allies"));
        let soviet = moscow_changes(MoscowHolder::Soviets);
        assert!(soviet[1].contains("does not count as a victory city for the Central Powers"));
    }

    #[test]
    fn treasury_and_imperial_victory() {
        let mut t = SovietTreasury { ipcs: 9 };
        assert_eq!(
            t.spend(10),
            Err(TreasuryError::NotEnough { have: 9, want: 10 })
        );
        t.spend(6).unwrap();
        t.collect(5);
        assert_eq!(t.ipcs, 8);
        assert_eq!(t.imperial_victory(4), 12);
        assert_eq!(t.ipcs, 0);
    }
}
