#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A bot turn with the player's own chart kept: the planner stops at the
//! chart's top column, each attack's resolve step and result question
//! show the chances at its odds, and the result is rolled on the chart.

use politburo::ratio::Ratio;
use politburo::rcw::chart::{EXAMPLE, parse_file};
use politburo::rcw::planner::{OrderOfBattle, Reach};
use politburo::rcw::step::{Input, Prompt, Refused, Topic};
use politburo::rcw::{
    Action, ActionError, Edit, Game, LogEntry, Odds, RcwRules, Seat, Setup, UnitColour,
};
use politburo::tables::DiceSpec;

fn s(c: char) -> Seat {
    Seat::from_letter(c).unwrap()
}

/// The seed's five players; C (Red) has Red units, D (White) White ones;
/// the example chart (1-2 to 6-1, one die) kept.
fn game_with(oob: &str) -> Game {
    let rules = RcwRules::builtin().unwrap();
    let mut setup = Setup::seed_example();
    let units = [
        vec![UnitColour::Red],
        vec![UnitColour::Green],
        vec![UnitColour::Red],
        vec![UnitColour::White],
        vec![UnitColour::Green],
    ];
    for (p, u) in setup.players.iter_mut().zip(units) {
        p.units = u;
    }
    let mut game = Game::new(setup.validate(&rules).unwrap());
    let oob = OrderOfBattle::parse(oob).unwrap();
    for e in [
        Edit::OrderOfBattle(oob),
        Edit::Reach(Reach::new()),
        Edit::Chart(Some(Box::new(
            parse_file(EXAMPLE, "example", &rules).unwrap(),
        ))),
    ] {
        game.apply(&rules, &Action::Edit(e)).unwrap();
    }
    game
}

/// Plays C's turn (SDT die 2: attacks on White), rolling every combat
/// result on the chart with `result_faces`; returns the log and what each
/// result question and resolve step showed.
fn play_c(game: &mut Game, result_faces: &[u8]) -> (Vec<LogEntry>, Vec<Prompt>) {
    let rules = RcwRules::builtin().unwrap();
    let mut log = game.apply(&rules, &Action::StartBotTurn(s('C'))).unwrap();
    let mut shown = Vec::new();
    let mut results = result_faces.iter();
    let mut dice = [2u8].into_iter().chain(std::iter::repeat(1));
    for _ in 0..300 {
        let Some(p) = game.prompt().cloned() else {
            return (log, shown);
        };
        let input = match &p {
            Prompt::Roll(_) => Input::Die {
                face: dice.next().unwrap(),
                by_hand: true,
            },
            Prompt::Do(i) => {
                if i.text.contains("resolve on the board") {
                    shown.push(p.clone());
                }
                Input::Ack
            }
            Prompt::Ask(q) if q.topic == Topic::CombatResult => {
                shown.push(p.clone());
                Input::ChartRoll {
                    faces: vec![*results.next().unwrap()],
                    by_hand: true,
                    column: None,
                }
            }
            Prompt::Ask(q) => Input::Choice(q.default.unwrap_or(0)),
        };
        log.extend(game.apply(&rules, &Action::Input(input)).unwrap());
    }
    panic!("the turn did not end");
}

#[test]
fn a_bot_attack_is_rolled_on_the_chart_and_its_chances_are_shown() {
    // C's Red 9 against D's White 2: 9:2 → 4-1; Red 6 against White 3:
    // 6:3 → 2-1.
    let mut g = game_with("Perm: C Red 6, D White 3\nKazan: C Red 9, D White 2");
    let (log, shown) = play_c(&mut g, &[1, 1]);
    let asks: Vec<_> = shown
        .iter()
        .filter_map(|p| match p {
            Prompt::Ask(q) => q.chart.clone(),
            _ => None,
        })
        .collect();
    assert_eq!(asks.len(), 2, "two results rolled");
    for a in &asks {
        let at = a.at.expect("the planned odds are on the chart");
        assert_eq!(Some(a.columns[at]), a.odds);
        for col in &a.chances {
            assert_eq!(col.iter().copied().sum::<Ratio>(), Ratio::ONE);
        }
    }
    // The example chart at 4-1: DE on 1-2 (1/3), DR on 3-4 (1/3), EX
    // on 5, AR on 6.
    let four = asks
        .iter()
        .find(|a| a.odds == Some(Odds::new(4, 1)))
        .unwrap();
    let at = four.at.unwrap();
    assert_eq!(four.chances[at][4], Ratio::new(1, 3), "DE");
    assert_eq!(four.chances[at][3], Ratio::new(1, 3), "DR");
    assert!(shown.iter().any(|p| matches!(p, Prompt::Do(i)
        if i.text.contains("Chances on your chart at 4-1: AR 1/6 · EX 1/6 · DR 1/3 · DE 1/3."))));
    // The order given when the attack was established says them too.
    assert!(log.iter().any(|e| {
        e.text
            .contains("Do not resolve it yet. Chances on your chart at 4-1: AR 1/6")
    }));
    // The roll is logged with its die, column, result and chance.
    let roll = log
        .iter()
        .find(|e| e.text.contains("rolled 1 (your die) at 4-1"))
        .expect("the 4-1 roll is logged");
    assert_eq!(roll.face, Some(1));
    assert!(
        roll.text
            .contains("→ DE — defender eliminated (chance 1/3)"),
        "{}",
        roll.text
    );
    assert!(log.iter().any(|e| {
        e.text
            .contains("rolled 1 (your die) at 2-1 → DR — defender retreats (chance 1/3)")
    }));
}

#[test]
fn the_planner_stops_at_the_charts_top_column() {
    // C's Red 30 against D's White 2 is 15-1 without a chart; the
    // example chart's best column is 6-1, and the plan says so.
    let mut g = game_with("Perm: C Red 30, D White 2");
    let (log, shown) = play_c(&mut g, &[1]);
    let ask = shown
        .iter()
        .find_map(|p| match p {
            Prompt::Ask(q) => q.chart.clone(),
            _ => None,
        })
        .unwrap();
    assert_eq!(ask.odds, Some(Odds::new(6, 1)), "30:2 reads 6-1, not 15-1");
    assert!(!log.iter().any(|e| e.text.contains("15-1")));
}

#[test]
fn a_roll_that_is_not_a_throw_of_the_charts_dice_is_refused() {
    let rules = RcwRules::builtin().unwrap();
    let example = parse_file(EXAMPLE, "example", &rules).unwrap();
    let mut g = to_the_result("Kazan: C Red 9, D White 2", example, 2);
    let e = g.apply(&rules, &your_dice(vec![7], None)).unwrap_err();
    assert!(matches!(e, ActionError::Refused(Refused::Face(7))), "{e}");
    let e = g.apply(&rules, &your_dice(vec![1, 2], None)).unwrap_err();
    assert_eq!(
        e,
        ActionError::Refused(Refused::Faces {
            dice: DiceSpec::OneD6,
            given: 2
        })
    );
    let e = g
        .apply(&rules, &your_dice(vec![3], Some(Odds::new(2, 1))))
        .unwrap_err();
    assert_eq!(
        e,
        ActionError::Refused(Refused::OtherColumn {
            reads: Some(Odds::new(4, 1)),
            named: Odds::new(2, 1)
        })
    );
}

/// The refusals of a roll on the chart say what is wrong in the
/// player's words (the other tests match the refusal itself).
#[test]
fn a_refused_roll_on_the_chart_says_why() {
    for (refused, words) in [
        (
            Refused::Face(7),
            "a six-sided die has faces 1 to 6: 7 is not one of them",
        ),
        (
            Refused::Faces {
                dice: DiceSpec::OneD6,
                given: 2,
            },
            "the chart rolls 1d6: give 1 face, not 2",
        ),
        (
            Refused::Faces {
                dice: DiceSpec::TwoD6,
                given: 1,
            },
            "the chart rolls 2d6: give 2 faces, not 1",
        ),
        (
            Refused::OtherColumn {
                reads: Some(Odds::new(4, 1)),
                named: Odds::new(2, 1),
            },
            "this attack reads the 4-1 column, not 2-1",
        ),
        (
            Refused::BelowTheChart {
                odds: Odds::new(1, 1),
                first: Some(Odds::new(2, 1)),
            },
            "the attack is at 1-1, below the chart's first column (2-1)",
        ),
    ] {
        assert!(refused.to_string().contains(words), "{refused}");
    }
}

#[test]
fn a_chart_the_rules_cannot_read_is_refused_and_none_stops_using_it() {
    let rules = RcwRules::builtin().unwrap();
    let mut g = game_with("Kazan: C Red 9, D White 2");
    let mut bad = parse_file(EXAMPLE, "example", &rules).unwrap();
    bad.rows[0].cells[0] = politburo::tables::Cell::printed("A1");
    let e = g
        .apply(&rules, &Action::Edit(Edit::Chart(Some(Box::new(bad)))))
        .unwrap_err();
    // Refused with each problem and where it is: the first row's first cell.
    let politburo::rcw::ActionError::Edit(politburo::rcw::edit::EditError::Chart(problems)) = &e
    else {
        panic!("{e:?}")
    };
    assert_eq!(
        problems.iter().map(|p| p.place).collect::<Vec<_>>(),
        [politburo::rcw::chart::Place::Cell(0, 0)]
    );
    // The one wording check of this refusal.
    assert!(
        e.to_string()
            .contains("\"A1\" is not a result the rules know"),
        "{e}"
    );
    assert!(g.state().chart().is_some(), "the chart kept stays");
    g.apply(&rules, &Action::Edit(Edit::Chart(None))).unwrap();
    assert!(g.state().chart().is_none());
}

/// C's turn on `oob` with `chart` kept instead of the example, to its
/// first combat result (SDT die `sdt`).
fn to_the_result(oob: &str, chart: politburo::tables::Table, sdt: u8) -> Game {
    let rules = RcwRules::builtin().unwrap();
    let mut g = game_with(oob);
    g.apply(&rules, &Action::Edit(Edit::Chart(Some(Box::new(chart)))))
        .unwrap();
    g.apply(&rules, &Action::StartBotTurn(s('C'))).unwrap();
    let mut dice = [sdt].into_iter().chain(std::iter::repeat(1));
    while !matches!(g.prompt(), Some(Prompt::Ask(q)) if q.topic == Topic::CombatResult) {
        let input = match g.prompt().unwrap() {
            Prompt::Roll(_) => Input::Die {
                face: dice.next().unwrap(),
                by_hand: true,
            },
            Prompt::Do(_) => Input::Ack,
            Prompt::Ask(q) => Input::Choice(q.default.unwrap_or(0)),
        };
        g.apply(&rules, &Action::Input(input)).unwrap();
    }
    g
}

fn chart(
    dice: politburo::tables::DiceSpec,
    first: Odds,
    rows: &[(&str, &str)],
) -> politburo::tables::Table {
    use politburo::rcw::chart::{Draft, DraftRow};
    let rules = RcwRules::builtin().unwrap();
    let mut d = Draft::blank(dice);
    assert!(d.set_columns(first, Odds::new(6, 1)));
    let n = d.columns().len();
    d.rows = rows
        .iter()
        .map(|(roll, code)| DraftRow {
            roll: roll.to_string(),
            cells: vec![code.to_string(); n],
        })
        .collect();
    d.check(&rules).unwrap().to_table(&rules)
}

#[test]
fn a_two_dice_chart_reads_the_total_and_logs_both_dice() {
    let two = chart(
        politburo::tables::DiceSpec::TwoD6,
        Odds::new(1, 1),
        &[("2-6", "AR"), ("7", "DR"), ("8-12", "DE")],
    );
    let rules = RcwRules::builtin().unwrap();
    let mut g = to_the_result("Kazan: C Red 9, D White 2", two, 2);
    let Some(Prompt::Ask(q)) = g.prompt() else {
        unreachable!()
    };
    let ask = q.chart.clone().unwrap();
    let at = ask.at.unwrap();
    assert_eq!(ask.chances[at][1], Ratio::new(15, 36), "AR on 2-6");
    assert_eq!(ask.chances[at][3], Ratio::new(1, 6), "DR on 7");
    let e = g.apply(&rules, &your_dice(vec![3], None)).unwrap_err();
    assert_eq!(
        e,
        ActionError::Refused(Refused::Faces {
            dice: DiceSpec::TwoD6,
            given: 1
        })
    );
    let log = g.apply(&rules, &your_dice(vec![3, 4], None)).unwrap();
    let roll = log
        .iter()
        .find(|e| e.text.contains("rolled 3 + 4 = 7"))
        .unwrap();
    assert_eq!(roll.face, None, "two dice: no single face to draw");
    assert!(
        roll.text
            .contains("at 4-1 → DR — defender retreats (chance 1/6)"),
        "{}",
        roll.text
    );
}

#[test]
fn an_attack_below_the_charts_first_column_is_not_rolled_on_it() {
    // The chart starts at 2-1; C's 5:4 is 1-1 (SDT 1: one attack at 1-1).
    let from_two = chart(
        politburo::tables::DiceSpec::OneD6,
        Odds::new(2, 1),
        &[("1-3", "DR"), ("4-6", "AR")],
    );
    let rules = RcwRules::builtin().unwrap();
    let mut g = to_the_result("Kazan: C Red 5, D White 4", from_two, 1);
    let Some(Prompt::Ask(q)) = g.prompt() else {
        unreachable!()
    };
    let ask = q.chart.clone().unwrap();
    assert_eq!(ask.below(), Some(Odds::new(1, 1)));
    for column in [None, Some(Odds::new(6, 1))] {
        let e = g.apply(&rules, &your_dice(vec![1], column)).unwrap_err();
        assert_eq!(
            e,
            ActionError::Refused(Refused::BelowTheChart {
                odds: Odds::new(1, 1),
                first: Some(Odds::new(2, 1))
            })
        );
    }
    // Clicking what happened still answers.
    g.apply(&rules, &Action::Input(Input::Choice(3))).unwrap();
}

/// A combat result rolled with your own dice (`column` when the odds are
/// not known).
fn your_dice(faces: Vec<u8>, column: Option<Odds>) -> Action {
    Action::Input(Input::ChartRoll {
        faces,
        by_hand: true,
        column,
    })
}
