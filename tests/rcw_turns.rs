#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Full scripted bot turns through the engine: scripted dice, scripted
//! answers, and the state and log checked at the end.

use politburo::rcw::pct::{Rank, candidates_at};
use politburo::rcw::step::{Input, LogKind, Prompt};
use politburo::rcw::{
    Action, Czar, Edit, Game, GameState, Leader, LogEntry, PlayerColour, RcwRules, Seat, Setup,
    UnitColour,
};

/// Changes the test table through a checked edit, as the Players tab does.
fn edited(st: &mut GameState, e: Edit) {
    e.apply(st, &RcwRules::builtin().unwrap()).unwrap();
}

fn s(c: char) -> Seat {
    Seat::from_letter(c).unwrap()
}

/// One scripted step: a die face, or an answer to a question whose text
/// contains the given words (instructions are acknowledged automatically).
#[derive(Debug)]
enum Sc {
    Die(u8),
    Ans(&'static str, usize),
}

struct Played {
    game: Game,
    log: Vec<LogEntry>,
    instructions: Vec<String>,
    /// The header shown over each instruction (the turn's progress).
    headers: Vec<String>,
    rolls: Vec<String>,
    /// Every question asked, with the answer Enter would take.
    asked: Vec<(String, Option<usize>)>,
}

fn play(state: GameState, seat: char, script: Vec<Sc>) -> Played {
    play_with(&RcwRules::builtin().unwrap(), state, seat, script)
}

/// The rules in force with the readings of games saved before they became
/// settings ([I-6] every member, [I-9] C, A, E, [I-10] first in the alphabet).
fn old_readings() -> RcwRules {
    RcwRules::builtin()
        .unwrap()
        .with_readings(politburo::rcw::rules::Readings::BEFORE_SETTINGS)
        .unwrap()
}

fn play_with(rules: &RcwRules, state: GameState, seat: char, script: Vec<Sc>) -> Played {
    let rules = rules.clone();
    let mut game = Game::new(state);
    let mut log = game.apply(&rules, &Action::StartBotTurn(s(seat))).unwrap();
    let mut instructions = Vec::new();
    let mut headers = Vec::new();
    let mut rolls = Vec::new();
    let mut asked = Vec::new();
    let mut script = script.into_iter();
    while let Some(p) = game.prompt().cloned() {
        let input = match p {
            Prompt::Do(i) => {
                instructions.push(i.text.clone());
                headers.push(game.turn().map(|t| t.progress.text()).unwrap_or_default());
                Input::Ack
            }
            Prompt::Roll(r) => match script.next() {
                Some(Sc::Die(f)) => {
                    rolls.push(format!("{}: {}", r.table, r.purpose));
                    Input::Die {
                        face: f,
                        by_hand: false,
                    }
                }
                other => panic!(
                    "roll for {} ({}) but script has {other:?}",
                    r.table, r.purpose
                ),
            },
            Prompt::Ask(q) => match script.next() {
                Some(Sc::Ans(words, i)) => {
                    asked.push((q.text.clone(), q.default));
                    assert!(
                        q.text.contains(words),
                        "question {:?} does not contain {words:?}",
                        q.text
                    );
                    assert!(i < q.options.len(), "{:?} has no option {i}", q.options);
                    Input::Choice(i)
                }
                other => panic!("question {:?} but script has {other:?}", q.text),
            },
        };
        log.extend(game.apply(&rules, &Action::Input(input)).unwrap());
    }
    let rest: Vec<Sc> = script.collect();
    assert!(rest.is_empty(), "script left over: {rest:?}");
    Played {
        game,
        log,
        instructions,
        headers,
        rolls,
        asked,
    }
}

/// The seed's five players (A Red human, B Undecided, C Red, D White,
/// E Undecided) with units, markers and leaders for the scenarios.
fn table() -> GameState {
    let rules = RcwRules::builtin().unwrap();
    let mut setup = Setup::seed_example();
    let units = [
        vec![UnitColour::Red],
        vec![UnitColour::Green, UnitColour::Red],
        vec![UnitColour::Red, UnitColour::Blue],
        vec![UnitColour::White, UnitColour::Blue],
        vec![UnitColour::Green],
    ];
    let politburo = [3, 1, 2, 4, 2];
    let assassins = [0, 0, 1, 1, 0];
    for (i, p) in setup.players.iter_mut().enumerate() {
        p.units = units[i].clone();
        p.politburo = politburo[i];
        p.assassins = assassins[i];
    }
    setup.players[1].leaders = vec![Leader {
        name: "Makhno".into(),
        level: 1,
        strength: 4,
    }];
    setup.players[3].leaders = vec![
        Leader {
            name: "Denikin".into(),
            level: 3,
            strength: 10,
        },
        Leader {
            name: "Wrangel".into(),
            level: 2,
            strength: 6,
        },
        Leader {
            name: "Shkuro".into(),
            level: 2,
            strength: 4,
        },
    ];
    setup.players[3].controls_gold = true;
    setup.validate(&rules).unwrap()
}

fn pct(g: &Game, a: char, b: char) -> u8 {
    g.state().pct().get(s(a), s(b))
}

fn has(log: &[LogEntry], kind: LogKind, words: &str) -> bool {
    log.iter().any(|e| e.kind == kind && e.text.contains(words))
}

#[test]
fn sdt_1_assassin_marker_to_the_2nd_friendliest_then_one_attack() {
    // C (Red) rolls 1: one attack at 1-1, and its assassin marker goes to
    // its 2nd friendliest player. C's row: A 2, B 3, D 5, E 3, so B and E
    // tie for 2nd friendliest: the tie-break roll 2 (1–3 B) picks B.
    let p = play(
        table(),
        'C',
        vec![
            Sc::Die(1),
            Sc::Die(2),
            // Red player's APT: Green→White skipped (C has no Green units),
            // Red→White: one attack, on D's White units.
            Sc::Ans("C's Red units make on White units", 1),
            Sc::Ans("whose White units", 0),
            // Attack Consideration: PCT C/D is 5, roll 3 → goes ahead.
            Sc::Die(3),
            Sc::Ans("combat result", 3),
            // D holds the Gold: asked where it is now; Enter keeps it.
            Sc::Ans("Who controls the Gold", 0),
        ],
    );
    let g = &p.game;
    assert_eq!(g.state().player(s('C')).unwrap().assassins(), 0);
    assert_eq!(g.state().player(s('B')).unwrap().assassins(), 1);
    assert_eq!(pct(g, 'C', 'B'), 2, "assassin marker given: −1");
    assert_eq!(pct(g, 'C', 'D'), 6, "attack took place: +1");
    assert!(has(&p.log, LogKind::Roll, "Tie-break: rolled 2"));
    assert!(has(&p.log, LogKind::Note, "C controls no Green units"));
    // No order of battle is kept, and still Enter does not guess the
    // combat's result: only the table knows it.
    let result = p.asked.iter().find(|(q, _)| q.contains("combat result"));
    assert_eq!(result.map(|(_, d)| *d), Some(None));
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("Hand one of C's assassin markers to B"))
    );
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("move C's Red units to attack D's White units at 1-1 or better"))
    );
    assert!(!g.in_turn());
}

#[test]
fn a_turn_with_no_attack_moves_every_unit_under_the_policies() {
    // C rolls 2 and finds no attack on any entry of the APT: the policies'
    // step says no attack was established rather than "not in the 0".
    let p = play(
        table(),
        'C',
        vec![
            Sc::Die(2),
            Sc::Ans("C's Red units make on White units", 0),
            Sc::Ans("C's Red units make on Blue units", 0),
            Sc::Ans("C's Red units make on Green units", 0),
            Sc::Ans("C's Blue units make on Red units", 0),
        ],
    );
    // The one wording check of this instruction.
    assert!(
        p.instructions.iter().any(|i| i
            .starts_with("Move C's units (no attack was established, so none of them attacks):")),
        "{:#?}",
        p.instructions
    );
    assert!(!p.instructions.iter().any(|i| i.contains("the 0 attacks")));
}

#[test]
fn sdt_2_attack_consideration_aborts_an_attack() {
    // C rolls 2: two attacks at 2-1. Red→White: 1 on D; Red→Blue: 1 on D's
    // Blue units. First Attack Consideration: 6 > 5 → aborted, no shift;
    // second: 5 ≤ 5 → goes ahead, C/D 5 → 6.
    let p = play(
        table(),
        'C',
        vec![
            Sc::Die(2),
            Sc::Ans("C's Red units make on White units", 1),
            Sc::Ans("whose White units", 0),
            Sc::Ans("C's Red units make on Blue units", 1),
            Sc::Ans("whose Blue units", 0),
            Sc::Die(6),
            Sc::Die(5),
            Sc::Ans("combat result", 4),
            // DE: who holds the Gold first (D keeps it), then whether D
            // has units left, and whether D's leaders died (none did).
            Sc::Ans("Who controls the Gold", 0),
            Sc::Ans("still control any units", 0),
            Sc::Ans("Did any of D's leaders die", 0),
        ],
    );
    assert_eq!(pct(&p.game, 'C', 'D'), 6);
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("Attack 1 of 2 is aborted (6 is more than 5)"))
    );
    assert!(has(&p.log, LogKind::Roll, "Attack Consideration: rolled 6"));
}

#[test]
fn sdt_3_assassination_falls_back_to_another_level() {
    // C holds one assassin marker: it seeks a level 1 leader of its worst
    // enemy D (C/D 5). D has none, so level 2: Wrangel (6 SP) before
    // Shkuro (4 SP), greatest combat strength first. PCT C/D +1 whether or
    // not it succeeds; it fails here.
    let p = play(
        table(),
        'C',
        vec![
            Sc::Die(3),
            Sc::Ans("assassination of Wrangel", 1),
            Sc::Ans("C's Red units make on White units", 0),
            Sc::Ans("C's Red units make on Blue units", 0),
            Sc::Ans("C's Red units make on Green units", 0),
            Sc::Ans("C's Blue units make on Red units", 0),
        ],
    );
    let g = &p.game;
    assert_eq!(g.state().player(s('C')).unwrap().assassins(), 0);
    assert_eq!(pct(g, 'C', 'D'), 6);
    assert_eq!(
        g.state().player(s('D')).unwrap().leaders().len(),
        3,
        "the attempt failed"
    );
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("D has no level 1 leader"))
    );
    assert!(has(&p.log, LogKind::Note, "Only 0 of 3 required attacks"));
}

#[test]
fn sdt_4_purge_fails_and_the_counter_committee_purges_the_phasing_player() {
    // B (Undecided) rolls 4: purge, then 4 attacks at 2-1.
    // 1. B's Politburo marker to its 2nd friendliest: B's row A 3, C 3,
    //    D 3, E 2 → E friendliest, A/C/D tied: roll 1 (1–2 A) → A.
    //    B/A 3 − 2 = 1, clamped to 2.
    // 2. Committee rolls (join on ≥ PCT): A (2) rolls 1 out, C (3) 2 out,
    //    D (3) 1 out, E (2) 5 joins. B+E hold 0+2 = 2 < 8: dissolved.
    //    Counter-committee A, C, D without rolls: 4+2+4 = 10 ≥ 8 → purges B.
    //    [I-6] B/A 2→3, B/C 3→4, B/D 3→4.
    // 3. Method roll 4 ≥ 3: collective. 3 spoils: B is not on the
    //    committee; "beginning with the phasing player and progressing
    //    alphabetically", read cyclically [I-9]: from B onward, C, D, then A.
    // 4. Makhno (B's only leader) is removed. B counterpurges; the die picks
    //    among A, C, D: 6 → D, B/D 4→5. D loses no leader.
    let p = play(
        table(),
        'B',
        vec![
            Sc::Die(4),
            Sc::Die(1),
            Sc::Die(1),
            Sc::Die(2),
            Sc::Die(1),
            Sc::Die(5),
            Sc::Die(4),
            Sc::Ans("spoil factors", 3),
            Sc::Ans("How many of B's leaders", 1),
            Sc::Ans("counterpurge", 0),
            Sc::Die(6),
            Sc::Ans("How many of D's leaders", 0),
            // Undecided APT: Red→Blue, then Red→Green, Green→Red, Green→White…
            Sc::Ans("B's Red units make on Blue units", 0),
            Sc::Ans("B's Red units make on Green units", 0),
            Sc::Ans("B's Green units make on Red units", 0),
            Sc::Ans("B's Green units make on White units", 0),
            Sc::Ans("B's Red units make on White units", 0),
        ],
    );
    let g = &p.game;
    assert_eq!(g.state().politburo(s('B')), 0);
    assert_eq!(g.state().politburo(s('A')), 4);
    assert_eq!(pct(g, 'B', 'A'), 3);
    assert_eq!(pct(g, 'B', 'C'), 4);
    assert_eq!(pct(g, 'B', 'D'), 5);
    assert_eq!(pct(g, 'B', 'E'), 2);
    assert!(g.state().player(s('B')).unwrap().leaders().is_empty());
    assert!(has(
        &p.log,
        LogKind::Note,
        "form a counter-committee without rolls [I-5]"
    ));
    assert!(has(&p.log, LogKind::Pct, "PCT B/A 3 → 2"));
    assert!(p.instructions.iter().any(|i| i.contains("1→C, 2→D, 3→A")));
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("B counterpurges against D"))
    );
}

#[test]
fn sdt_5_purge_by_the_central_committee_and_an_assassination() {
    // D (White) rolls 5: purge, assassination, 5 attacks at 2-1.
    // D gives a Politburo marker to its 2nd friendliest: D's row A 5, B 3,
    // C 5, E 3 → B/E tied for friendliest, so the 2nd friendliest is one of
    // them: roll 5 (4–6 E) → E. D/E 3 → 2 (clamped at 2 from 1).
    // Committee: A (5) rolls 5 joins, B (3) 3 joins, C (5) 1 out, E (2) 2
    // joins. D 3 + A 3 + B 1 + E 3 = 10 ≥ 8 → purge against C, the only
    // non-member.
    // Method 2: individual; D purges, so only C/D shifts +1 [I-6]; result
    // 2 → roll 1: D takes one of C's Politburo markers instead of a
    // leader. No counterpurge.
    let mut st = table();
    edited(
        &mut st,
        Edit::Leaders(
            s('C'),
            vec![Leader {
                name: "Trotsky".into(),
                level: 3,
                strength: 12,
            }],
        ),
    );
    let p = play(
        st,
        'D',
        vec![
            Sc::Die(5),
            Sc::Die(5),
            Sc::Die(5),
            Sc::Die(3),
            Sc::Die(1),
            Sc::Die(2),
            Sc::Die(2),
            Sc::Ans("individual purge", 2),
            Sc::Die(1),
            // The marker taken instead settles it: no leader question.
            Sc::Ans("counterpurge", 1),
            // Assassination: D has 1 marker; worst enemy: A and C tie at
            // 6/5… after the purge C/D is 6, so C alone.
            Sc::Ans("assassination of Trotsky", 0),
            // White APT: Blue→Red 1 (on A), Green→Red skipped, White→Red 0,
            // Red→Green skipped, White→Green 0, Red→Blue skipped,
            // Green→White skipped, Red→White skipped.
            Sc::Ans("D's Blue units make on Red units", 1),
            Sc::Ans("whose Red units", 0),
            Sc::Ans("D's White units make on Red units", 0),
            Sc::Ans("D's White units make on Green units", 0),
            Sc::Die(4),
            Sc::Ans("combat result", 3),
            Sc::Ans("Who controls the Gold", 0),
        ],
    );
    let g = &p.game;
    assert_eq!(g.state().politburo(s('E')), 3);
    assert_eq!(g.state().politburo(s('D')), 4, "gave one, took one of C's");
    assert_eq!(g.state().politburo(s('C')), 1);
    assert_eq!(pct(g, 'D', 'E'), 2);
    assert_eq!(pct(g, 'C', 'D'), 7, "purge +1, assassination +1");
    assert_eq!(pct(g, 'C', 'A'), 2, "A did not make the attempt [I-6]");
    assert_eq!(pct(g, 'C', 'B'), 3);
    assert!(
        g.state().player(s('C')).unwrap().leaders().is_empty(),
        "Trotsky assassinated"
    );
    assert!(has(
        &p.log,
        LogKind::Note,
        "No leader of C's falls: the purge took a Politburo marker instead"
    ));
    assert_eq!(pct(g, 'D', 'A'), 6, "Blue→Red attack on A took place");
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("D takes one of C's Politburo markers instead of a leader"))
    );
}

#[test]
fn sdt_6_vindictive_turn_rerolls_and_attacks_one_player() {
    // D (White, holds the Gold) rolls 6 → VST. 3 (Czar): nobody controls
    // it → roll again. 4 (Gold): D itself holds it → roll again. 6: the
    // unfriendliest: A and C tie at 5 → tie-break 2 (1–3 A) → A.
    // Three attacks at 1-1, no Attack Consideration, +1 each on D/A.
    let p = play(
        table(),
        'D',
        vec![
            Sc::Die(6),
            Sc::Die(3),
            Sc::Die(4),
            Sc::Die(6),
            Sc::Die(2),
            Sc::Ans("D's White units make on A's Red units", 2),
            Sc::Ans("D's Blue units make on A's Red units", 1),
            Sc::Ans("Attack 1 of 3", 3),
            Sc::Ans("Who controls the Gold", 0),
            Sc::Ans("Attack 2 of 3", 0),
            // AE: who holds the Gold first, then the attacker is asked
            // (Policy 10); the default keeps D in.
            Sc::Ans("Who controls the Gold", 0),
            Sc::Ans("Does D still control", 0),
            Sc::Ans("Did any of D's leaders die", 0),
            Sc::Ans("Attack 3 of 3", 5),
        ],
    );
    assert_eq!(pct(&p.game, 'D', 'A'), 7, "5 + 3 attacks, clamped at 7");
    assert!(has(
        &p.log,
        LogKind::Note,
        "VST 3 cannot apply (nobody controls the Czar)"
    ));
    assert!(has(
        &p.log,
        LogKind::Note,
        "VST 4 cannot apply (D controls the Gold)"
    ));
    assert!(!p.rolls.iter().any(|r| r.contains("Attack Consideration")));
    assert!(has(&p.log, LogKind::Pct, "PCT D/A stays at 7"));
    // The header counts the attack shown, not those made before it.
    for k in 1..=3 {
        let i = p
            .instructions
            .iter()
            .position(|t| t.starts_with(&format!("Attack {k}:")))
            .unwrap();
        assert_eq!(p.headers[i], format!("Establishing attacks {k} of 3"));
    }
}

#[test]
fn vst_against_the_czar_holder_attacks_the_czar_stack_first() {
    let mut st = table();
    edited(&mut st, Edit::Czar(Czar::ControlledBy(s('E'))));
    let p = play(
        st,
        'C',
        vec![
            Sc::Die(6),
            Sc::Die(3),
            Sc::Ans("stack holding E's Czar", 0),
            Sc::Ans("Which of C's units lead", 1),
            Sc::Ans("C's Red units make on E's Green units", 1),
            Sc::Ans("Attack 1 of 2", 4),
            Sc::Ans("Who controls the Czar", 0),
            Sc::Ans("still control any units", 1),
        ],
    );
    assert!(
        p.instructions
            .iter()
            .any(|i| i
                .contains("Attack 1: move C's Blue units to attack the stack holding E's Czar"))
    );
    // E is out after losing its last units, so it loses the Czar and the
    // second attack on it is called off.
    assert!(p.game.state().player(s('E')).unwrap().out());
    assert_eq!(p.game.state().czar(), Czar::Uncontrolled);
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("Attack 2 of 2 is called off: E is out of the game"))
    );
}

#[test]
fn a_red_player_holding_the_czar_tries_to_execute_it() {
    // Turn 2, C (Red) holds the Czar. SDT 2 (no attacks found). Committee,
    // White D never rolls: A (2) 2 joins, B (3) 3 joins, E (3) 1 out.
    // C 2 + A 3 + B 1 = 6 < 8: not executed. Then again with A holding 6.
    let mut st = table();
    edited(&mut st, Edit::Czar(Czar::ControlledBy(s('C'))));
    edited(&mut st, Edit::Turn(2));
    let script = || {
        vec![
            Sc::Die(2),
            Sc::Ans("C's Red units make on White units", 0),
            Sc::Ans("C's Red units make on Blue units", 0),
            Sc::Ans("C's Red units make on Green units", 0),
            Sc::Ans("C's Blue units make on Red units", 0),
            Sc::Die(2),
            Sc::Die(3),
            Sc::Die(1),
        ]
    };
    let p = play(st.clone(), 'C', script());
    assert_eq!(p.game.state().czar(), Czar::ControlledBy(s('C')));
    assert!(
        !p.rolls.iter().any(|r| r.contains("whether D joins")),
        "White players never join"
    );
    let assassins = st.player(s('A')).unwrap().assassins();
    edited(
        &mut st,
        Edit::Markers {
            seat: s('A'),
            politburo: 6,
            assassins,
        },
    );
    let p = play(st, 'C', script());
    assert_eq!(p.game.state().czar(), Czar::Executed);
}

#[test]
fn the_czar_is_never_executed_on_turn_one() {
    let mut st = table();
    edited(&mut st, Edit::Czar(Czar::ControlledBy(s('C'))));
    let p = play(
        st,
        'C',
        vec![
            Sc::Die(2),
            Sc::Ans("C's Red units make on White units", 0),
            Sc::Ans("C's Red units make on Blue units", 0),
            Sc::Ans("C's Red units make on Green units", 0),
            Sc::Ans("C's Blue units make on Red units", 0),
        ],
    );
    assert!(has(
        &p.log,
        LogKind::Note,
        "may not be executed on the first turn"
    ));
}

#[test]
fn everyone_joining_means_no_purge() {
    // E (Undecided, row A 3, B 2, C 3, D 3) rolls 4; no Politburo marker to
    // give? E holds 2: 2nd friendliest among A/C/D tie (B friendliest):
    // roll 3 (3–4 C) → C. Then all four join with sixes.
    let p = play(
        table(),
        'E',
        vec![
            Sc::Die(4),
            Sc::Die(3),
            Sc::Die(6),
            Sc::Die(6),
            Sc::Die(6),
            Sc::Die(6),
            Sc::Ans("E's Green units make on Red units", 0),
            Sc::Ans("E's Green units make on White units", 0),
        ],
    );
    assert!(p.instructions.iter().any(|i| i.contains("(hah!)")));
    assert_eq!(pct(&p.game, 'E', 'C'), 2);
}

#[test]
fn a_white_player_is_never_asked_to_attack_its_own_white_units() {
    let p = play(
        table(),
        'D',
        vec![
            Sc::Die(2),
            Sc::Ans("D's Blue units make on Red units", 0),
            Sc::Ans("D's White units make on Red units", 0),
            Sc::Ans("D's White units make on Green units", 0),
        ],
    );
    // Green→White and Red→White entries are skipped: D controls no Green
    // or Red units; nothing offers D's own White units.
    assert!(!p.log.iter().any(|e| e.text.contains("D's own White")));
}

#[test]
fn undo_inside_a_turn_is_replay_with_one_input_less() {
    let rules = RcwRules::builtin().unwrap();
    let mut game = Game::new(table());
    game.apply(&rules, &Action::StartBotTurn(s('C'))).unwrap();
    game.apply(&rules, &Action::Input(Input::Ack)).unwrap();
    let before = game.clone();
    game.apply(
        &rules,
        &Action::Input(Input::Die {
            face: 1,
            by_hand: true,
        }),
    )
    .unwrap();
    // Replaying the same inputs gives the same game.
    let mut again = Game::new(table());
    again.apply(&rules, &Action::StartBotTurn(s('C'))).unwrap();
    again.apply(&rules, &Action::Input(Input::Ack)).unwrap();
    assert_eq!(again, before);
    again
        .apply(
            &rules,
            &Action::Input(Input::Die {
                face: 1,
                by_hand: true,
            }),
        )
        .unwrap();
    assert_eq!(again, game);
}

#[test]
fn bad_inputs_are_refused_and_change_nothing() {
    let rules = RcwRules::builtin().unwrap();
    let mut game = Game::new(table());
    assert!(game.apply(&rules, &Action::Input(Input::Ack)).is_err());
    assert!(
        game.apply(&rules, &Action::StartBotTurn(s('A'))).is_err(),
        "A is the human"
    );
    game.apply(&rules, &Action::StartBotTurn(s('C'))).unwrap();
    game.apply(&rules, &Action::Input(Input::Ack)).unwrap();
    let before = game.clone();
    let e = game
        .apply(
            &rules,
            &Action::Input(Input::Die {
                face: 7,
                by_hand: true,
            }),
        )
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "a six-sided die has faces 1 to 6: 7 is not one of them"
    );
    assert!(
        game.apply(&rules, &Action::Input(Input::Choice(0)))
            .is_err()
    );
    assert!(game.apply(&rules, &Action::StartBotTurn(s('D'))).is_err());
    assert_eq!(game, before);
}

#[test]
fn an_override_is_applied_and_logged_in_the_turn() {
    use politburo::rcw::Edit;
    use politburo::rcw::step::Override;
    let rules = RcwRules::builtin().unwrap();
    let mut game = Game::new(table());
    game.apply(&rules, &Action::StartBotTurn(s('C'))).unwrap();
    let log = game
        .apply(
            &rules,
            &Action::Input(Input::Override(Override::Edit {
                edit: Edit::Pct(s('C'), s('D'), 7),
                reason: "forgot the last attack".into(),
            })),
        )
        .unwrap();
    assert!(
        log.iter()
            .any(|e| e.kind == LogKind::Override && e.text.contains("PCT C/D set from 5 to 7"))
    );
    assert_eq!(game.state().pct().get(s('C'), s('D')), 7);
    let log = game
        .apply(
            &rules,
            &Action::Input(Input::Override(Override::EndTurn {
                reason: "board differs".into(),
            })),
        )
        .unwrap();
    assert!(log.iter().any(|e| e.text.contains("turn ended early")));
    assert!(!game.in_turn());
    let _ = PlayerColour::Red;
}

#[test]
fn a_player_put_out_by_an_edit_loses_the_gold() {
    let rules = RcwRules::builtin().unwrap();
    let mut game = Game::new(table());
    assert_eq!(game.state().gold(), Some(s('D')));
    game.apply(
        &rules,
        &Action::Edit(politburo::rcw::Edit::Units(s('D'), vec![])),
    )
    .unwrap();
    assert!(game.state().player(s('D')).unwrap().out());
    assert_eq!(
        game.state().gold(),
        None,
        "a player with no units controls nothing"
    );
}

// ---- Non-Attack Policy 10 at every moment, and the readings [I-6], [I-9]–[I-11] ----

#[test]
fn a_player_set_up_with_no_units_is_out_and_never_targeted() {
    // The example. 4 players: A Red (you), B White, C Red, D
    // Undecided with no units and one level-1 leader. C holds one assassin
    // marker; C's row: A 2, B 5, D 6. C rolls SDT 3 (assassination).
    // Policy 10: "If a player controls no units of any color, he is
    // automatically out of the game", so D is out from the start; C's worst
    // enemy is B, the attempt goes at B's leader and C/B goes 5 → 6.
    use PlayerColour::*;
    let rules = RcwRules::builtin().unwrap();
    let mut setup = Setup::new(&[Red, White, Red, Undecided]);
    setup.players[3].units.clear();
    setup.players[3].leaders = vec![Leader {
        name: "Grigoriev".into(),
        level: 1,
        strength: 3,
    }];
    setup.players[1].leaders = vec![Leader {
        name: "Kolchak".into(),
        level: 1,
        strength: 8,
    }];
    setup.players[2].assassins = 1;
    setup.pct = Some(vec![
        vec![2, 5, 2, 3],
        vec![5, 2, 5, 3],
        vec![2, 5, 2, 6],
        vec![3, 3, 6, 2],
    ]);
    assert!(setup.players[3].is_out(), "the setup says D is out");
    let state = setup.validate(&rules).unwrap();
    assert!(
        state.player(s('D')).unwrap().out(),
        "validated state has D out"
    );
    let p = play(
        state,
        'C',
        vec![
            Sc::Die(3),
            Sc::Ans("assassination of Kolchak", 1),
            Sc::Ans("C's Red units make on White units", 0),
            Sc::Ans("C's Red units make on Blue units", 0),
            Sc::Ans("C's Red units make on Green units", 0),
        ],
    );
    assert_eq!(pct(&p.game, 'C', 'B'), 6);
    assert_eq!(pct(&p.game, 'C', 'D'), 6, "D is out: no attempt at D");
    assert_eq!(p.game.state().player(s('D')).unwrap().leaders().len(), 1);
}

#[test]
fn the_human_must_control_units_and_a_player_comes_back_only_with_units() {
    use PlayerColour::*;
    let rules = RcwRules::builtin().unwrap();
    let mut setup = Setup::new(&[Red, White, Red]);
    setup.players[0].units.clear();
    let e = setup.validate(&rules).unwrap_err();
    assert_eq!(e, politburo::rcw::SetupError::HumanWithoutUnits(s('A')));
    // Two players without units leave one in the game: refused.
    let mut setup = Setup::new(&[Red, White, Red]);
    setup.players[1].units.clear();
    setup.players[2].units.clear();
    assert_eq!(
        setup.validate(&rules).unwrap_err(),
        politburo::rcw::SetupError::TooFewActive
    );
    // Brought back: only with a unit colour.
    let mut game = Game::new(table());
    let edit = |g: &mut Game, e: politburo::rcw::Edit| g.apply(&rules, &Action::Edit(e));
    edit(&mut game, politburo::rcw::Edit::Out(s('E'), true)).unwrap();
    let e = edit(&mut game, politburo::rcw::Edit::Out(s('E'), false)).unwrap_err();
    assert!(
        matches!(
            e,
            politburo::rcw::ActionError::Edit(politburo::rcw::edit::EditError::BackWithoutUnits(p))
                if p == s('E')
        ),
        "{e:?}"
    );
    assert!(
        game.state().player(s('E')).unwrap().out(),
        "refused: still out"
    );
    edit(
        &mut game,
        politburo::rcw::Edit::Units(s('E'), vec![UnitColour::Green]),
    )
    .unwrap();
    edit(&mut game, politburo::rcw::Edit::Out(s('E'), false)).unwrap();
    let e_player = game.state().player(s('E')).unwrap();
    assert!(!e_player.out());
    assert_eq!(e_player.units(), vec![UnitColour::Green]);
}

/// C (Red, row A 2, B 3, D 5, E 3) rolls SDT 2: two attacks at 2-1, both
/// Red → White on D (the only White units). Attack 1 goes ahead on an
/// Attack Consideration roll of 1 (≤ 5), then `result` comes back.
fn c_attacks_d_twice(result: usize, tail: Vec<Sc>) -> Played {
    let mut script = vec![
        Sc::Die(2),
        Sc::Ans("C's Red units make on White units", 2),
        Sc::Ans("whose White units", 0),
        Sc::Ans("whose White units", 0),
        Sc::Die(1),
        Sc::Ans("combat result", result),
    ];
    script.extend(tail);
    play(table(), 'C', script)
}

#[test]
fn after_an_ae_the_attacker_is_asked_and_its_other_attacks_are_called_off() {
    // AE: the attacker may have lost its last units. "No, none left": C is
    // out at once (Policy 10) and attack 2 cannot happen.
    let p = c_attacks_d_twice(
        0,
        vec![Sc::Ans("Who controls the Gold", 0), Sc::Ans("Does C", 1)],
    );
    assert!(p.game.state().player(s('C')).unwrap().out());
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("Attack 2 of 2 is called off: C controls no units"))
    );
    assert_eq!(pct(&p.game, 'C', 'D'), 6, "only attack 1 took place");
    // The default answer changes nothing: C plays on and attack 2 happens.
    // PCT C/D is 6 by then: every face of the Attack Consideration die lets
    // the attack go ahead, so none is rolled.
    let p = c_attacks_d_twice(
        0,
        vec![
            Sc::Ans("Who controls the Gold", 0),
            Sc::Ans("Does C", 0),
            Sc::Ans("combat result", 3),
            Sc::Ans("Who controls the Gold", 0),
        ],
    );
    assert!(!p.game.state().player(s('C')).unwrap().out());
    assert_eq!(pct(&p.game, 'C', 'D'), 7);
    assert!(has(
        &p.log,
        LogKind::Note,
        "Attack Consideration: no roll needed for attack 2 of 2: C against D, PCT C/D is 6 — every face gives the same result: the attack goes ahead"
    ));
}

#[test]
fn after_an_exchange_both_sides_are_asked_the_attacker_first() {
    // Who holds the Gold is asked first (D still does), then both sides.
    let p = c_attacks_d_twice(
        2,
        vec![
            Sc::Ans("Who controls the Gold", 0),
            Sc::Ans("Does C", 0),
            Sc::Ans("Does D", 1),
        ],
    );
    assert!(p.game.state().player(s('D')).unwrap().out());
    assert_eq!(p.game.state().gold(), None, "D's Gold goes with D's units");
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("Attack 2 of 2 is called off: D is out of the game"))
    );
}

/// C (Red) rolls SDT 4 with A holding 5 Politburo markers. C's row A 2,
/// B 3, D 5, E 3. C hands a Politburo marker to its 2nd friendliest: B and
/// E tie at 3, tie-break 4 (4–6 E) → E, C/E 3 → 2 (−2, clamped). Committee:
/// A (2) rolls 2 joins, B (3) 1 out, D (5) 1 out, E (2) 3 joins. Markers
/// C 1, A 5, E 3: 9 ≥ 8 → purge against D, the non-member most unfriendly
/// to C.
/// Method 4 ≥ 3: collective; every member shifts with D [I-6]. Three
/// spoils. D loses no leader; no counterpurge; no attacks found.
fn c_purges_d_collectively(rules: &RcwRules) -> Played {
    let mut st = table();
    let assassins = st.player(s('A')).unwrap().assassins();
    edited(
        &mut st,
        Edit::Markers {
            seat: s('A'),
            politburo: 5,
            assassins,
        },
    );
    play_with(
        rules,
        st,
        'C',
        vec![
            Sc::Die(4),
            Sc::Die(4),
            Sc::Die(2),
            Sc::Die(1),
            Sc::Die(1),
            Sc::Die(3),
            Sc::Die(4),
            Sc::Ans("spoil factors", 3),
            Sc::Ans("How many of D's leaders", 0),
            Sc::Ans("counterpurge", 1),
            Sc::Ans("C's Red units make on White units", 0),
            Sc::Ans("C's Red units make on Blue units", 0),
            Sc::Ans("C's Red units make on Green units", 0),
            Sc::Ans("C's Blue units make on Red units", 0),
        ],
    )
}

#[test]
fn collective_spoils_go_round_the_alphabet_from_the_phasing_player() {
    // [I-9]: phasing C with A and E on the committee: C, E, A.
    let p = c_purges_d_collectively(&RcwRules::builtin().unwrap());
    assert!(
        p.instructions.iter().any(|i| i.contains("1→C, 2→E, 3→A")),
        "{:?}",
        p.instructions
    );
    // A collective purge shifts every member with the target [I-6].
    assert_eq!(pct(&p.game, 'C', 'D'), 6);
    assert_eq!(pct(&p.game, 'A', 'D'), 6);
    assert_eq!(pct(&p.game, 'E', 'D'), 4);
    // The other reading, switched in the rules: C, A, E.
    let p = c_purges_d_collectively(&old_readings());
    assert!(p.instructions.iter().any(|i| i.contains("1→C, 2→A, 3→E")));
}

/// B (Undecided) rolls 4 and the counter-committee A, C, D purges B (the
/// first steps as in the SDT 4 test above), this time individually
/// (method 2). Under [I-10] a die picks the member who makes the attempt
/// (faces 1–2 A, 3–4 C, 5–6 D): 5 → D.
fn counter_committee_purges_b_individually(rules: &RcwRules, tie_die: Option<u8>) -> Played {
    let mut script = vec![
        Sc::Die(4),
        Sc::Die(1),
        Sc::Die(1),
        Sc::Die(2),
        Sc::Die(1),
        Sc::Die(5),
        Sc::Die(2),
    ];
    script.extend(tie_die.map(Sc::Die));
    let purger: &'static str = if tie_die.is_some() { "D's" } else { "A's" };
    script.extend([
        Sc::Ans(purger, 1),
        Sc::Ans("How many of B's leaders", 1),
        Sc::Ans("counterpurge", 1),
        Sc::Ans("B's Red units make on Blue units", 0),
        Sc::Ans("B's Red units make on Green units", 0),
        Sc::Ans("B's Green units make on Red units", 0),
        Sc::Ans("B's Green units make on White units", 0),
        Sc::Ans("B's Red units make on White units", 0),
    ]);
    play_with(rules, table(), 'B', script)
}

#[test]
fn a_counter_committee_rolls_for_its_purger_and_only_the_purger_shifts() {
    // B's row before: A 3, C 3, D 3, E 2; the marker to A takes B/A to 2.
    let p = counter_committee_purges_b_individually(&RcwRules::builtin().unwrap(), Some(5));
    assert!(
        p.rolls
            .iter()
            .any(|r| r.contains("which member of the counter-committee makes the individual purge")),
        "{:?}",
        p.rolls
    );
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("D purges for the committee"))
    );
    // Only the attempt's maker shifts with B [I-6].
    assert_eq!(pct(&p.game, 'B', 'D'), 4);
    assert_eq!(pct(&p.game, 'B', 'A'), 2);
    assert_eq!(pct(&p.game, 'B', 'C'), 3);
    // The old readings: A, first in the alphabet, purges without a roll,
    // and every member shifts with B.
    let p = counter_committee_purges_b_individually(&old_readings(), None);
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("A purges for the committee"))
    );
    assert_eq!(pct(&p.game, 'B', 'A'), 3);
    assert_eq!(pct(&p.game, 'B', 'C'), 4);
    assert_eq!(pct(&p.game, 'B', 'D'), 4);
}

#[test]
fn the_czar_execution_reading_can_be_switched_to_a_purge_in_full() {
    // [I-11] as_purge: turn 2, C (Red) holds the Czar and 2 Politburo
    // markers. SDT 2, no attacks found. First a marker to C's 2nd
    // friendliest (B/E tie at 3, die 4 → E, C/E → 2); then A (2) 2, B (3) 3
    // and E (2) 2 all join (D is White): every eligible player joined, so
    // nothing happens, although C 1 + A 3 + B 1 + E 3 = 8 would be enough.
    let readings = politburo::rcw::rules::Readings {
        czar_execution_committee: politburo::rcw::rules::CzarCommittee::AsPurge,
        ..RcwRules::builtin().unwrap().readings()
    };
    let rules = RcwRules::builtin()
        .unwrap()
        .with_readings(readings)
        .unwrap();
    let mut st = table();
    edited(&mut st, Edit::Czar(Czar::ControlledBy(s('C'))));
    edited(&mut st, Edit::Turn(2));
    let script = |tie: Option<u8>, e: u8| {
        let mut v = vec![
            Sc::Die(2),
            Sc::Ans("C's Red units make on White units", 0),
            Sc::Ans("C's Red units make on Blue units", 0),
            Sc::Ans("C's Red units make on Green units", 0),
            Sc::Ans("C's Blue units make on Red units", 0),
        ];
        v.extend(tie.map(Sc::Die));
        v.extend([Sc::Die(2), Sc::Die(3), Sc::Die(e)]);
        v
    };
    let p = play_with(&rules, st.clone(), 'C', script(Some(4), 2));
    assert_eq!(p.game.state().czar(), Czar::ControlledBy(s('C')));
    assert_eq!(p.game.state().politburo(s('E')), 3);
    assert!(
        p.instructions
            .iter()
            .any(|i| i.contains("Every eligible player joined"))
    );
    // Rolls only (in force): no marker first (C/E stays 3, E joins on 3),
    // and the committee of C 2 + A 3 + B 1 + E 2 = 8 executes the Czar
    // although every eligible player joined.
    let p = play(st, 'C', script(None, 3));
    assert_eq!(p.game.state().czar(), Czar::Executed);
    assert_eq!(p.game.state().politburo(s('E')), 2);
}

#[test]
fn the_game_turn_follows_the_turn_order_and_skips_players_out() {
    use politburo::rcw::{Edit, NextUp};
    let rules = RcwRules::builtin().unwrap();
    let mut game = Game::new(table());
    // Order D, A, B, C, E; E is out.
    game.apply(
        &rules,
        &Action::Edit(Edit::TurnOrder(vec![
            s('D'),
            s('A'),
            s('B'),
            s('C'),
            s('E'),
        ])),
    )
    .unwrap();
    game.apply(&rules, &Action::Edit(Edit::Out(s('E'), true)))
        .unwrap();
    assert_eq!(game.next_up(), NextUp::Bot(s('D')));
    game.apply(&rules, &Action::StartBotTurn(s('D'))).unwrap();
    assert!(
        game.evening_line().starts_with("Turn 1 · D playing: "),
        "{}",
        game.evening_line()
    );
    game.apply(
        &rules,
        &Action::Input(Input::Override(politburo::rcw::Override::EndTurn {
            reason: "test".into(),
        })),
    )
    .unwrap();
    assert_eq!(game.next_up(), NextUp::Human);
    game.apply(&rules, &Action::EndHumanTurn).unwrap();
    assert!(
        game.apply(&rules, &Action::EndHumanTurn).is_err(),
        "only once"
    );
    assert_eq!(
        game.evening_line(),
        "Turn 1 · D done · you done · B, C to come"
    );
    assert!(
        game.apply(&rules, &Action::Edit(Edit::TurnOrder(vec![s('A'), s('A')])))
            .is_err()
    );
}

#[test]
fn after_an_exchange_with_the_czar_holder_leaders_and_the_czar_are_asked() {
    // C (Red) attacks D, who holds the Czar here and has three leaders. EX:
    // who holds the Czar (C took it) and the Gold (D keeps it) first, then
    // both sides are asked about units (both keep some), then whether any
    // of D's leaders died (Wrangel did; then no more).
    let mut st = table();
    edited(&mut st, Edit::Czar(Czar::ControlledBy(s('D'))));
    let p = play(
        st,
        'C',
        vec![
            Sc::Die(2),
            Sc::Ans("C's Red units make on White units", 1),
            Sc::Ans("whose White units", 0),
            Sc::Ans("C's Red units make on Blue units", 0),
            Sc::Ans("C's Red units make on Green units", 0),
            Sc::Ans("C's Blue units make on Red units", 0),
            Sc::Die(1),
            Sc::Ans("combat result", 2),
            Sc::Ans("Who controls the Czar", 1),
            Sc::Ans("Who controls the Gold", 0),
            Sc::Ans("Does C", 0),
            Sc::Ans("Does D", 0),
            Sc::Ans("Did any of D's leaders die", 2),
            Sc::Ans("Did any of D's leaders die", 0),
        ],
    );
    let g = &p.game.state();
    assert_eq!(g.czar(), Czar::ControlledBy(s('C')));
    assert_eq!(g.gold(), Some(s('D')));
    let names: Vec<&str> = g
        .player(s('D'))
        .unwrap()
        .leaders()
        .iter()
        .map(|l| l.name.as_str())
        .collect();
    assert_eq!(names, ["Denikin", "Shkuro"]);
    assert!(has(
        &p.log,
        LogKind::Change,
        "C took the Czar from D in combat"
    ));
    assert!(has(&p.log, LogKind::Change, "D's leader Wrangel"));
}

#[test]
fn a_vindictive_turn_short_of_attacks_says_which_colours_may_not_attack() {
    // E (Undecided, Green units only) rolls 6, VST 1: its friendliest is B
    // (E/B 2). Green may attack Red and White; B controls Green and Red, so
    // Green→Red is asked (none found): fewer than 3 attacks, and why.
    let mut st = table();
    edited(&mut st, Edit::Units(s('B'), vec![UnitColour::Green]));
    let p = play(st, 'E', vec![Sc::Die(6), Sc::Die(1)]);
    assert!(
        has(
            &p.log,
            LogKind::Note,
            "Only 0 of 3 vindictive attacks could be established: B controls Green units, and E's Green units may attack only Red, White"
        ),
        "{:?}",
        p.log.iter().map(|e| e.text.to_string()).collect::<Vec<_>>()
    );
}

#[test]
fn the_vst_prompt_shows_re_rolls_and_the_chances_that_count_them() {
    // D holds the Gold and nobody holds the Czar: VST 3 and 4 are rolled
    // again, so each of the four other results has a chance of 1/4, not 1/6.
    let rules = RcwRules::builtin().unwrap();
    let mut game = Game::new(table());
    game.apply(&rules, &Action::StartBotTurn(s('D'))).unwrap();
    game.apply(&rules, &Action::Input(Input::Ack)).unwrap();
    game.apply(
        &rules,
        &Action::Input(Input::Die {
            face: 6,
            by_hand: true,
        }),
    )
    .unwrap();
    let Some(Prompt::Roll(r)) = game.prompt().cloned() else {
        panic!("expected the VST roll");
    };
    assert_eq!(r.table, "Vindictive Strategy Table");
    let again: Vec<_> = r.outcomes.iter().filter(|o| o.reroll).collect();
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].faces, vec![3, 4]);
    assert_eq!(again[0].label, "roll again");
    // Each row names the player it attacks now, from D's row of the PCT
    // (ties: the players a roll will choose among).
    let g = game.state();
    let others = g.others(s('D'));
    for (row, rank) in [
        ("Attack friendliest player", Rank::Friendliest),
        ("Attack 2nd friendliest player", Rank::SecondFriendliest),
        ("Attack 2nd unfriendliest player", Rank::SecondUnfriendliest),
        ("Attack unfriendliest player", Rank::Unfriendliest),
    ] {
        let pos = rank.position(others.len()).unwrap();
        let who: Vec<String> = candidates_at(g.pct(), s('D'), &others, pos)
            .iter()
            .map(ToString::to_string)
            .collect();
        let want = match who.as_slice() {
            [one] => format!("{row} — {one}"),
            many => format!("{row} — {} (tied: a roll decides)", many.join(" or ")),
        };
        assert!(
            r.outcomes.iter().any(|o| o.label == want),
            "{want} among {:?}",
            r.outcomes.iter().map(|o| &o.label).collect::<Vec<_>>()
        );
    }
    for o in r.outcomes.iter().filter(|o| !o.reroll) {
        assert_eq!(
            r.final_chance(o),
            Some(politburo::ratio::Ratio::new(1, 4)),
            "{}",
            o.label
        );
    }
}
