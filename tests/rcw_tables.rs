#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Every cell of the seed-000 tables as the app reads them, the text's
//! examples, and the PCT's invariants under random event sequences.

use politburo::rcw::edit::{Act, Edit};
use politburo::rcw::rules::{RulesError, RulesProblem, VstTarget};
use politburo::rcw::{Action, Game, Odds, PlayerColour, RcwRules, Seat, Setup, UnitColour};
use proptest::prelude::*;

fn rules() -> RcwRules {
    RcwRules::builtin().unwrap()
}

/// STRATEGY DETERMINATION TABLE, as printed:
/// 1 1 1-1 No No / 2 2 2-1 No No / 3 3 1-1 No Yes / 4 4 2-1 Yes No /
/// 5 5 2-1 Yes Yes / 6 Roll die again using VST.
#[test]
fn every_sdt_cell() {
    let r = rules();
    let printed = [
        (1, 1, "1-1", false, false),
        (2, 2, "2-1", false, false),
        (3, 3, "1-1", false, true),
        (4, 4, "2-1", true, false),
        (5, 5, "2-1", true, true),
    ];
    for (roll, attacks, odds, purge, ass) in printed {
        let row = r.sdt_row(roll).unwrap();
        assert_eq!(row.attacks, attacks, "row {roll}");
        assert_eq!(row.min_odds, odds.parse().ok(), "row {roll}");
        assert_eq!(row.purge, purge, "row {roll}");
        assert_eq!(row.assassination, ass, "row {roll}");
        assert!(!row.vst);
    }
    assert!(r.sdt_row(6).unwrap().vst);
    // "On a die roll of one, the phasing player must immediately give one
    // assassin marker … to the 2nd friendliest player."
    assert!(r.sdt_row(1).unwrap().give_assassin_marker);
    assert!((2..=6).all(|f| !r.sdt_row(f).unwrap().give_assassin_marker));
    assert_eq!(
        politburo::rcw::sdt_text(r.sdt_row(5).unwrap()),
        "5 attacks at 2-1 or better, purge attempt, assassination attempt"
    );
}

/// VINDICTIVE STRATEGY TABLE, as printed.
#[test]
fn every_vst_cell() {
    let r = rules();
    let printed = [
        (1, "Attack friendliest player", VstTarget::Friendliest),
        (
            2,
            "Attack 2nd friendliest player",
            VstTarget::SecondFriendliest,
        ),
        (3, "Attack player who controls the Czar", VstTarget::Czar),
        (4, "Attack player who controls the Gold", VstTarget::Gold),
        (
            5,
            "Attack 2nd unfriendliest player",
            VstTarget::SecondUnfriendliest,
        ),
        (6, "Attack unfriendliest player", VstTarget::Unfriendliest),
    ];
    for (roll, text, target) in printed {
        let row = r.vst_row(roll).unwrap();
        assert_eq!(row.text, text);
        assert_eq!(row.target, target);
    }
    assert_eq!(r.vst_attacks(), 3);
    assert_eq!(r.vst_min_odds(), Odds::new(1, 1));
    use UnitColour::*;
    assert_eq!(r.vst_may_attack().targets(Red), &[Red, White, Green, Blue]);
    assert_eq!(r.vst_may_attack().targets(White), &[Red, Green]);
    assert_eq!(r.vst_may_attack().targets(Green), &[Red, White]);
    assert_eq!(r.vst_may_attack().targets(Blue), &[Red]);
}

fn apt(colour: PlayerColour) -> Vec<(u8, &'static str, &'static str)> {
    rules()
        .apt()
        .for_colour(colour)
        .iter()
        .map(|e| (e.priority, e.units.name(), e.target.name()))
        .collect()
}

/// ATTACK PRIORITY TABLE [I-4], every cell of the reconstruction.
#[test]
fn every_apt_cell() {
    assert_eq!(
        apt(PlayerColour::White),
        vec![
            (1, "Blue", "Red"),
            (1, "Green", "Red"),
            (1, "White", "Red"),
            (1, "Red", "Green"),
            (2, "White", "Green"),
            (2, "Red", "Blue"),
            (3, "Green", "White"),
            (3, "Red", "White"),
        ]
    );
    assert_eq!(
        apt(PlayerColour::Red),
        vec![
            (1, "Green", "White"),
            (1, "Red", "White"),
            (1, "Red", "Blue"),
            (1, "White", "Green"),
            (2, "Red", "Green"),
            (2, "Blue", "Red"),
            (3, "Green", "Red"),
            (3, "White", "Red"),
        ]
    );
    assert_eq!(
        apt(PlayerColour::Undecided),
        vec![
            (1, "Red", "Blue"),
            (1, "Blue", "Red"),
            (2, "Red", "Green"),
            (2, "White", "Green"),
            (2, "Green", "Red"),
            (2, "Green", "White"),
            (3, "Red", "White"),
            (3, "White", "Red"),
        ]
    );
}

/// The text's example: "The first listed attack under Priority I for a
/// White player is Blue controlled units against Red units … Green
/// controlled units against Red units … The remaining legal attacks …
/// would be: White vs. Red, Red vs. Green, White vs. Green (this is a
/// Priority II attack), Red vs. Blue, Green vs. White (Priority III), and
/// Red vs. White."
#[test]
fn white_apt_order_is_the_texts_example() {
    let order: Vec<String> = apt(PlayerColour::White)
        .into_iter()
        .map(|(_, u, t)| format!("{u} vs. {t}"))
        .collect();
    assert_eq!(
        order,
        [
            "Blue vs. Red",
            "Green vs. Red",
            "White vs. Red",
            "Red vs. Green",
            "White vs. Green",
            "Red vs. Blue",
            "Green vs. White",
            "Red vs. White"
        ]
    );
    let w = apt(PlayerColour::White);
    assert_eq!(w[4].0, 2, "White vs. Green is a Priority II attack");
    assert_eq!(w[6].0, 3, "Green vs. White is Priority III");
}

/// The "then" pairs: Red units of a Red player attack White before Blue
/// (both Priority I); Green units of an Undecided player attack Red before
/// White (both Priority II).
#[test]
fn two_colour_cells_keep_their_order() {
    let red = apt(PlayerColour::Red);
    assert_eq!((red[1], red[2]), ((1, "Red", "White"), (1, "Red", "Blue")));
    let und = apt(PlayerColour::Undecided);
    assert_eq!(
        (und[4], und[5]),
        ((2, "Green", "Red"), (2, "Green", "White"))
    );
}

#[test]
fn pct_shift_amounts_and_numbers() {
    let r = rules();
    let s = &r.pct().shifts;
    assert_eq!(
        (s.attack, s.purge_attempt, s.assassination_attempt),
        (1, 1, 1)
    );
    assert_eq!(
        (s.assassin_marker_given, s.politburo_marker_given),
        (-1, -2)
    );
    assert_eq!((r.pct().min, r.pct().max), (2, 7));
    assert_eq!(r.committee_threshold(), 8);
    assert_eq!(r.collective_purge_from(), 3);
    assert_eq!(r.politburo_instead_up_to(), 2);
    assert_eq!(r.escort_min_odds(), Odds::new(3, 1));
    assert_eq!(r.never_required_at(), Odds::new(1, 2));
    assert_eq!(r.levels_for(1), &[1, 2, 3]);
    assert_eq!(r.levels_for(2), &[2, 3, 1]);
    assert_eq!(r.levels_for(3), &[3, 2, 1]);
    assert_eq!(r.levels_for(5), &[3, 2, 1], "never more than three markers");
    let results: Vec<(&str, bool, bool)> = r
        .combat_results()
        .iter()
        .map(|c| (c.text.as_str(), c.exchange, c.defender_losses))
        .collect();
    assert_eq!(
        results,
        [
            ("AE — attacker eliminated", false, false),
            ("AR — attacker retreats", false, false),
            ("EX — exchange", true, true),
            ("DR — defender retreats", false, false),
            ("DE — defender eliminated", false, true),
            ("Other / no effect", false, false),
        ]
    );
}

/// A copy of rules.json edited before marked DR as the result Enter took:
/// it still loads, and the mark is gone from what a save writes (Enter
/// never guesses a combat's result).
#[test]
fn an_older_rules_copy_with_a_default_result_still_loads() {
    let builtin = politburo::rcw::rules::BUILTIN_RULES;
    let old = builtin.replace(
        r#""text": "DR — defender retreats", "#,
        r#""text": "DR — defender retreats", "default": true, "#,
    );
    assert_ne!(old, builtin);
    let r = RcwRules::parse(&old, "rules.json").unwrap();
    assert_eq!(r, rules());
    let written = serde_json::to_string(&r).unwrap();
    assert!(!written.contains("\"default\""));
}

#[test]
fn setup_errors_are_precise() {
    let r = rules();
    let mut s = Setup::seed_example();
    s.players[1].controls_gold = true;
    s.players[3].controls_gold = true;
    assert_eq!(
        s.validate(&r).unwrap_err().to_string(),
        "players B and D cannot both control the Gold"
    );
    let mut s = Setup::seed_example();
    let mut m = s.start_pct(&r).matrix();
    m[1][3] = 9;
    m[3][1] = 9;
    s.pct = Some(m);
    assert_eq!(
        s.validate(&r).unwrap_err().to_string(),
        "PCT value 9 for B/D is outside 2..7"
    );
    let mut s = Setup::seed_example();
    let mut m = s.start_pct(&r).matrix();
    m[0][2] = 4;
    s.pct = Some(m);
    assert!(
        s.validate(&r)
            .unwrap_err()
            .to_string()
            .starts_with("PCT A/C is 4 but C/A is 2")
    );
    let s = Setup::new(&[PlayerColour::Red, PlayerColour::White]);
    assert_eq!(
        s.validate(&r).unwrap_err().to_string(),
        "a game has 3 to 6 players, not 2"
    );
    let mut s = Setup::seed_example();
    s.players[0].leaders.push(politburo::rcw::Leader {
        name: "X".into(),
        level: 4,
        strength: 1,
    });
    assert_eq!(
        s.validate(&r).unwrap_err().to_string(),
        "player A's leader 1 has level 4; leader levels are 1, 2 or 3"
    );
}

fn seat(i: usize) -> Seat {
    Seat::new(i).unwrap()
}

#[derive(Debug, Clone)]
enum Ev {
    Act(u8, usize, usize),
    SetPct(usize, usize, u8),
}

fn ev() -> impl Strategy<Value = Ev> {
    prop_oneof![
        (0u8..5, 0usize..6, 0usize..6).prop_map(|(k, a, b)| Ev::Act(k, a, b)),
        (0usize..6, 0usize..6, 0u8..10).prop_map(|(a, b, v)| Ev::SetPct(a, b, v)),
    ]
}

proptest! {
    /// Whatever happens, every PCT pair reads the same from both rows and
    /// stays within 2..7; refused events change nothing.
    #[test]
    fn pct_stays_symmetric_and_in_range(n in 3usize..=6, events in prop::collection::vec(ev(), 0..80)) {
        let r = rules();
        let colours: Vec<PlayerColour> = (0..n).map(|i| PlayerColour::ALL[i % 3]).collect();
        let mut setup = Setup::new(&colours);
        for p in &mut setup.players { p.politburo = 3; p.assassins = 3; }
        let mut game = Game::new(setup.validate(&r).unwrap());
        for e in events {
            let action = match e {
                Ev::Act(k, a, b) => {
                    let (a, b) = (seat(a), seat(b));
                    Action::Act(match k {
                        0 => Act::Attack { by: a, on: b },
                        1 => Act::PurgeAttempt { by: a, against: b },
                        2 => Act::AssassinationAttempt { by: a, against: b },
                        3 => Act::GaveAssassinMarker { from: a, to: b },
                        _ => Act::GavePolitburoMarker { from: a, to: b },
                    })
                }
                Ev::SetPct(a, b, v) => Action::Edit(Edit::Pct(seat(a), seat(b), v)),
            };
            let before = game.clone();
            if game.apply(&r, &action).is_err() {
                prop_assert_eq!(&game, &before);
            }
            for a in 0..n {
                for b in 0..n {
                    if a == b { continue; }
                    let v = game.state().pct().get(seat(a), seat(b));
                    prop_assert_eq!(v, game.state().pct().get(seat(b), seat(a)));
                    prop_assert!((2..=7).contains(&v), "{}/{} = {}", a, b, v);
                }
            }
        }
    }
}

#[test]
fn two_combat_results_with_one_code_are_refused() {
    let builtin = politburo::rcw::rules::BUILTIN_RULES;
    let twice = builtin.replacen(r#""code": "AR""#, r#""code": "ae""#, 1);
    assert_ne!(twice, builtin);
    let e = RcwRules::parse(&twice, "rules.json").unwrap_err();
    assert!(
        matches!(&e, RulesError::Invalid { problem: RulesProblem::CombatResultCode(c), .. } if c == "ae"),
        "{e}"
    );
    assert!(
        e.to_string()
            .contains("combat_results: the code \"ae\" is empty or names two results"),
        "the one wording check: {e}"
    );
    // "–" is read as "-" in a cell, so it is the same code as "-".
    let dashes = builtin.replacen(r#""code": "AR""#, r#""code": "–""#, 1);
    assert!(RcwRules::parse(&dashes, "rules.json").is_err());
}
