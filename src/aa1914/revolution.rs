//! The Bolshevik Revolution as a checklist: checked at the end of Russia's
//! Mobilize New Units phase from round 4; the player confirms the
//! conditions (the variant's text does not give them), then the six setup
//! steps are walked one by one. It happens once per game.

use super::civil_war::CivilWar;
use thiserror::Error;

/// The Central Powers player who takes charge of the Soviets (step 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CentralPower {
    Germany,
    AustriaHungary,
    OttomanEmpire,
}

impl CentralPower {
    pub const ALL: [CentralPower; 3] = [
        CentralPower::Germany,
        CentralPower::AustriaHungary,
        CentralPower::OttomanEmpire,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CentralPower::Germany => "Germany",
            CentralPower::AustriaHungary => "Austria-Hungary",
            CentralPower::OttomanEmpire => "Ottoman Empire",
        }
    }
}

/// Where the checklist stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Waiting for a Russian Mobilize New Units phase from round 4.
    Idle,
    /// The player says whether the conditions are met.
    Conditions { round: u32 },
    /// Setup step 1 to 6.
    Step(u8),
    /// The revolution is over; the Civil War is on.
    Complete,
}

#[derive(Debug, Clone, Error, PartialEq, Eq)]
pub enum RevolutionError {
    #[error("round {round}: the revolution is checked only from round {first} on")]
    TooEarly { round: u32, first: u32 },
    #[error("the Revolution only happens once per game; it has already happened")]
    AlreadyHappened,
    #[error(
        "the Imperials have taken back Moscow: the Revolution only happens once per game, so no revolution occurs even if its conditions are met"
    )]
    ImperialsRetookMoscow,
    #[error("the revolution check is already under way")]
    InProgress,
    #[error("nothing to answer: {0}")]
    WrongStage(&'static str),
    #[error("step 3: assign a Central Powers player to control the Soviet power first")]
    NoController,
}

/// One screen of the checklist: a heading and what to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instruction {
    pub heading: String,
    pub lines: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Revolution {
    stage: Stage,
    round: Option<u32>,
    controller: Option<CentralPower>,
    soviet_ipcs: u32,
    imperials_retook_moscow: bool,
    /// What happened, in order, for the player to read back.
    pub log: Vec<String>,
}

impl Default for Revolution {
    fn default() -> Self {
        Revolution {
            stage: Stage::Idle,
            round: None,
            controller: None,
            soviet_ipcs: 0,
            imperials_retook_moscow: false,
            log: Vec::new(),
        }
    }
}

fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

impl Revolution {
    pub fn stage(&self) -> Stage {
        self.stage
    }

    pub fn happened(&self) -> bool {
        self.stage == Stage::Complete || self.imperials_retook_moscow
    }

    pub fn controller(&self) -> Option<CentralPower> {
        self.controller
    }

    /// The Soviet treasury as the revolution leaves it.
    pub fn soviet_ipcs(&self) -> u32 {
        self.soviet_ipcs
    }

    /// The Imperials retook Moscow after the revolution.
    pub fn imperials_retake_moscow(&mut self) {
        self.imperials_retook_moscow = true;
    }

    /// End of Russia's Mobilize New Units phase in `round`: start the check.
    pub fn check(&mut self, cw: &CivilWar, round: u32) -> Result<(), RevolutionError> {
        if self.imperials_retook_moscow {
            return Err(RevolutionError::ImperialsRetookMoscow);
        }
        match self.stage {
            Stage::Complete => return Err(RevolutionError::AlreadyHappened),
            Stage::Conditions { .. } | Stage::Step(_) => return Err(RevolutionError::InProgress),
            Stage::Idle => {}
        }
        if round < cw.first_round {
            return Err(RevolutionError::TooEarly {
                round,
                first: cw.first_round,
            });
        }
        self.stage = Stage::Conditions { round };
        self.round = Some(round);
        Ok(())
    }

    /// The player's answer: are the conditions for the revolution met?
    pub fn conditions(&mut self, met: bool) -> Result<(), RevolutionError> {
        let Stage::Conditions { round } = self.stage else {
            return Err(RevolutionError::WrongStage("no revolution check is open"));
        };
        if met {
            self.log.push(format!(
                "Round {round}: conditions met; the Bolshevik Revolution takes place at once."
            ));
            self.stage = Stage::Step(1);
        } else {
            self.log.push(format!(
                "Round {round}: conditions not met; no revolution. Russia collects income as usual."
            ));
            self.stage = Stage::Idle;
        }
        Ok(())
    }

    /// Step 3: the Central Powers player who will control the Soviets.
    pub fn assign_controller(&mut self, p: CentralPower) -> Result<(), RevolutionError> {
        if self.stage != Stage::Step(3) {
            return Err(RevolutionError::WrongStage(
                "the Soviet power is assigned at step 3",
            ));
        }
        self.controller = Some(p);
        Ok(())
    }

    /// The current step is done on the board: go to the next.
    pub fn next(&mut self, cw: &CivilWar) -> Result<(), RevolutionError> {
        let Stage::Step(n) = self.stage else {
            return Err(RevolutionError::WrongStage("no setup step is open"));
        };
        if n == 3 {
            let Some(c) = self.controller else {
                return Err(RevolutionError::NoController);
            };
            self.log
                .push(format!("Step 3: {} controls the Soviet power.", c.name()));
        } else {
            self.log.push(format!("Step {n} done."));
        }
        if n == 5 {
            self.soviet_ipcs = cw.starting_ipcs;
        }
        self.stage = if n >= 6 {
            self.log.push(
                "Revolution complete: Russia's Collect Income phase is skipped; Germany begins its turn."
                    .into(),
            );
            Stage::Complete
        } else {
            Stage::Step(n + 1)
        };
        Ok(())
    }

    /// What the player does now.
    pub fn instruction(&self, cw: &CivilWar) -> Instruction {
        let (heading, lines): (String, Vec<String>) = match self.stage {
            _ if self.imperials_retook_moscow => (
                "No revolution".into(),
                vec![RevolutionError::ImperialsRetookMoscow.to_string()],
            ),
            Stage::Idle => (
                "Waiting for Russia's turn".into(),
                vec![format!(
                    "At the end of the Mobilize New Units phase of any Russian turn from round {} on, check whether the conditions for the Bolshevik Revolution are met.",
                    cw.first_round
                )],
            ),
            Stage::Conditions { round } => (
                format!("Round {round}: end of Russia's Mobilize New Units phase"),
                vec![
                    "Are the conditions for the Bolshevik Revolution met?".into(),
                    "The variant's text does not state the conditions: judge them by the rules you play with.".into(),
                    "If they are met, the revolution takes place at once and Russia's Collect Income phase is skipped.".into(),
                ],
            ),
            Stage::Step(1) => (
                "Step 1 of 6: Allied forces retreat".into(),
                vec![
                    format!(
                        "Retreat all Russian and other Allied forces in {} one space: to an adjacent territory controlled or contested by Russia or a friendly power, or onto a friendly transport in an adjacent sea zone.",
                        list(&cw.allied_retreat_from)
                    ),
                    "Units that cannot retreat that way are removed from the game.".into(),
                    "Imperial forces in Outer Russia territories contested with the Central Powers stay there, still in combat; on their own turn they may retreat to an adjacent territory still controlled or contested by Imperial Russia.".into(),
                ],
            ),
            Stage::Step(2) => (
                "Step 2 of 6: Central Powers forces retreat".into(),
                vec![
                    format!(
                        "Retreat all Central Powers units and control markers from {} in the same way.",
                        list(&cw.central_retreat_from)
                    ),
                    "Units that cannot retreat that way are moved to their own capitals.".into(),
                ],
            ),
            Stage::Step(3) => (
                "Step 3 of 6: introduce the Soviet power".into(),
                vec![
                    "Assign a Central Powers player to control the new Soviet power.".into(),
                    match self.controller {
                        Some(c) => format!("Assigned: {}.", c.name()),
                        None => "Choose Germany, Austria-Hungary or the Ottoman Empire.".into(),
                    },
                    "Soviet units use the red Central Powers chips.".into(),
                ],
            ),
            Stage::Step(4) => {
                let mut lines = vec!["Place Soviet units on the board:".to_string()];
                lines.extend(
                    cw.placements
                        .iter()
                        .map(|p| format!("{}: {}", p.territory, p.units_text())),
                );
                ("Step 4 of 6: place Soviet units".into(), lines)
            }
            Stage::Step(5) => (
                "Step 5 of 6: Soviet control markers and IPCs".into(),
                vec![
                    format!(
                        "Place a Soviet control marker on {}.",
                        list(&cw.control_markers)
                    ),
                    format!(
                        "Place a Soviet control marker on the national production chart at {} IPCs.",
                        cw.starting_ipcs
                    ),
                    format!("Give {} IPCs to the Soviet treasury.", cw.starting_ipcs),
                ],
            ),
            Stage::Step(_) => (
                "Step 6 of 6: Imperial Russia's treasury".into(),
                vec!["Imperial Russia keeps any leftover IPCs in its treasury.".into()],
            ),
            Stage::Complete => {
                let turn_order = cw.turn_order.join(", ");
                (
                    "The Russian Civil War begins".into(),
                    vec![
                        "Russia's Collect Income phase is skipped.".into(),
                        "Germany now begins its turn.".into(),
                        format!("Turn order from now on: {turn_order}."),
                        format!("Soviet treasury: {} IPCs.", self.soviet_ipcs),
                    ],
                )
            }
        };
        Instruction { heading, lines }
    }
}

/// The whole checklist as text, for `politburo aa1914 checklist`.
pub fn checklist_text(cw: &CivilWar) -> Vec<String> {
    let mut walk = Revolution::default();
    let mut out = Vec::new();
    let emit = |r: &Revolution, out: &mut Vec<String>| {
        let i = r.instruction(cw);
        out.push(i.heading);
        out.extend(i.lines.into_iter().map(|l| format!("  {l}")));
    };
    emit(&walk, &mut out);
    if walk.check(cw, cw.first_round).is_ok() {
        emit(&walk, &mut out);
    }
    let _ = walk.conditions(true);
    while let Stage::Step(n) = walk.stage() {
        emit(&walk, &mut out);
        if n == 3 {
            // Any choice will do to walk on; the printed step leaves it open.
            let _ = walk.assign_controller(CentralPower::Germany);
        }
        if walk.next(cw).is_err() {
            break;
        }
    }
    let mut done = walk.instruction(cw);
    done.lines.retain(|l| !l.starts_with("Soviet treasury"));
    out.push(done.heading);
    out.extend(done.lines.into_iter().map(|l| format!("  {l}")));
    out.push("The Revolution only happens once per game.".into());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cw() -> &'static CivilWar {
        CivilWar::standard().unwrap()
    }

    #[test]
    fn refuses_before_round_4() {
        let mut r = Revolution::default();
        assert_eq!(
            r.check(cw(), 3),
            Err(RevolutionError::TooEarly { round: 3, first: 4 })
        );
        assert_eq!(r.stage(), Stage::Idle);
    }

    #[test]
    fn conditions_not_met_leave_russia_collecting_income() {
        let mut r = Revolution::default();
        r.check(cw(), 4).unwrap();
        r.conditions(false).unwrap();
        assert_eq!(r.stage(), Stage::Idle);
        assert_eq!(
            r.log,
            ["Round 4: conditions not met; no revolution. Russia collects income as usual."]
        );
        // A later Russian turn may check again.
        r.check(cw(), 5).unwrap();
        assert_eq!(r.stage(), Stage::Conditions { round: 5 });
    }

    #[test]
    fn the_checklist_walked_step_by_step() {
        let mut r = Revolution::default();
        r.check(cw(), 6).unwrap();
        assert_eq!(r.stage(), Stage::Conditions { round: 6 });
        assert_eq!(
            r.instruction(cw()).heading,
            "Round 6: end of Russia's Mobilize New Units phase"
        );
        r.conditions(true).unwrap();

        assert_eq!(r.stage(), Stage::Step(1));
        let i = r.instruction(cw());
        assert_eq!(i.heading, "Step 1 of 6: Allied forces retreat");
        assert!(i.lines[0].contains("in Moscow, Karelia and Kazakhstan one space"));
        assert_eq!(
            i.lines[1],
            "Units that cannot retreat that way are removed from the game."
        );
        r.next(cw()).unwrap();

        assert_eq!(r.stage(), Stage::Step(2));
        let i = r.instruction(cw());
        assert!(i.lines[0].contains("from Moscow, Karelia, Tatarstan and Kazakhstan"));
        assert_eq!(
            i.lines[1],
            "Units that cannot retreat that way are moved to their own capitals."
        );
        r.next(cw()).unwrap();

        assert_eq!(r.stage(), Stage::Step(3));
        assert_eq!(r.next(cw()), Err(RevolutionError::NoController));
        r.assign_controller(CentralPower::AustriaHungary).unwrap();
        assert_eq!(r.instruction(cw()).lines[1], "Assigned: Austria-Hungary.");
        r.next(cw()).unwrap();

        assert_eq!(r.stage(), Stage::Step(4));
        assert_eq!(
            r.instruction(cw()).lines,
            [
                "Place Soviet units on the board:",
                "Moscow: 3 infantry, 1 artillery",
                "Karelia: 3 infantry, 1 artillery",
                "Kazakhstan: 2 infantry",
                "Sea Zone 12: 1 cruiser"
            ]
        );
        r.next(cw()).unwrap();

        assert_eq!(r.stage(), Stage::Step(5));
        assert_eq!(
            r.instruction(cw()).lines,
            [
                "Place a Soviet control marker on Moscow, Karelia and Kazakhstan.",
                "Place a Soviet control marker on the national production chart at 9 IPCs.",
                "Give 9 IPCs to the Soviet treasury."
            ]
        );
        assert_eq!(r.soviet_ipcs(), 0);
        r.next(cw()).unwrap();
        assert_eq!(r.soviet_ipcs(), 9);

        assert_eq!(r.stage(), Stage::Step(6));
        assert_eq!(
            r.instruction(cw()).lines,
            ["Imperial Russia keeps any leftover IPCs in its treasury."]
        );
        assert!(!r.happened());
        r.next(cw()).unwrap();

        assert_eq!(r.stage(), Stage::Complete);
        assert!(r.happened());
        assert_eq!(r.controller(), Some(CentralPower::AustriaHungary));
        let done = r.instruction(cw());
        assert_eq!(done.lines[0], "Russia's Collect Income phase is skipped.");
        assert_eq!(done.lines[1], "Germany now begins its turn.");
        assert_eq!(
            r.log.last().unwrap(),
            "Revolution complete: Russia's Collect Income phase is skipped; Germany begins its turn."
        );
    }

    fn completed() -> Revolution {
        let mut r = Revolution::default();
        r.check(cw(), 4).unwrap();
        r.conditions(true).unwrap();
        for _ in 0..6 {
            if r.stage() == Stage::Step(3) {
                r.assign_controller(CentralPower::Germany).unwrap();
            }
            r.next(cw()).unwrap();
        }
        r
    }

    #[test]
    fn the_revolution_happens_only_once() {
        let mut r = completed();
        assert_eq!(r.stage(), Stage::Complete);
        assert_eq!(r.check(cw(), 7), Err(RevolutionError::AlreadyHappened));
    }

    #[test]
    fn no_revolution_after_the_imperials_retake_moscow() {
        let mut r = completed();
        r.imperials_retake_moscow();
        assert_eq!(
            r.check(cw(), 9),
            Err(RevolutionError::ImperialsRetookMoscow)
        );
        assert_eq!(r.instruction(cw()).heading, "No revolution");
    }

    #[test]
    fn answers_out_of_turn_are_refused() {
        let mut r = Revolution::default();
        assert!(matches!(
            r.conditions(true),
            Err(RevolutionError::WrongStage(_))
        ));
        assert!(matches!(r.next(cw()), Err(RevolutionError::WrongStage(_))));
        r.check(cw(), 4).unwrap();
        assert_eq!(r.check(cw(), 4), Err(RevolutionError::InProgress));
        assert!(matches!(
            r.assign_controller(CentralPower::Germany),
            Err(RevolutionError::WrongStage(_))
        ));
    }

    #[test]
    fn the_printed_checklist_has_the_six_steps_in_order() {
        let text = checklist_text(cw());
        let headings: Vec<&String> = text.iter().filter(|l| !l.starts_with("  ")).collect();
        assert_eq!(
            headings,
            [
                "Waiting for Russia's turn",
                "Round 4: end of Russia's Mobilize New Units phase",
                "Step 1 of 6: Allied forces retreat",
                "Step 2 of 6: Central Powers forces retreat",
                "Step 3 of 6: introduce the Soviet power",
                "Step 4 of 6: place Soviet units",
                "Step 5 of 6: Soviet control markers and IPCs",
                "Step 6 of 6: Imperial Russia's treasury",
                "The Russian Civil War begins",
                "The Revolution only happens once per game.",
            ]
        );
        assert!(text.contains(&"  Sea Zone 12: 1 cruiser".to_string()));
        assert!(!text.iter().any(|l| l.contains("Assigned")));
    }
}
