#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The order of battle kept true through a bot turn, at the engine: the
//! stacks an order sends move, results change the stacks they name, and a
//! correction of the board in the middle of the turn does not make a later
//! step act on the wrong stack.

use politburo::rcw::planner::{OrderOfBattle, Reach, StackEdit, StackId, StackRef};
use politburo::rcw::step::{Input, Override, Prompt, Question, Topic};
use politburo::rcw::{Action, Edit, Game, LogEntry, RcwRules, Seat, Setup, UnitColour};

fn s(c: char) -> Seat {
    Seat::from_letter(c).unwrap()
}

/// The seed's five players; C (Red) has Red and Blue units, D (White) has
/// White units and holds the Gold.
fn game_with(oob: &str, reach: &str) -> Game {
    game_in(&RcwRules::builtin().unwrap(), oob, reach)
}

/// The rules as a game of turn flow 1 kept them (the facts typed, the
/// board written anew when retyped).
fn flow_1() -> RcwRules {
    RcwRules::builtin().unwrap().with_turn_flow(1).unwrap()
}

fn game_in(rules: &RcwRules, oob: &str, reach: &str) -> Game {
    let rules = rules.clone();
    let mut setup = Setup::seed_example();
    let units = [
        vec![UnitColour::Red],
        vec![UnitColour::Green],
        vec![UnitColour::Red, UnitColour::Blue],
        vec![UnitColour::White],
        vec![UnitColour::Green],
    ];
    for (p, u) in setup.players.iter_mut().zip(units) {
        p.units = u;
    }
    setup.players[3].controls_gold = true;
    let mut state = setup.validate(&rules).unwrap();
    let oob = OrderOfBattle::parse(oob).unwrap();
    let reach = Reach::parse(reach, &oob).unwrap();
    Edit::OrderOfBattle(oob).apply(&mut state, &rules).unwrap();
    Edit::Reach(reach).apply(&mut state, &rules).unwrap();
    Game::new(state)
}

/// What to give the step the turn waits on; `None`: Enter (the
/// question's default; an instruction's acknowledgement).
type Answer = Option<Input>;

/// Plays `seat`'s turn: dice from `faces` (then 1s), every other step
/// answered by `at` or with Enter. Panics if Enter is pressed where there
/// is no default. Returns the log.
fn play(
    game: &mut Game,
    seat: char,
    faces: &[u8],
    at: impl FnMut(&Prompt) -> Answer,
) -> Vec<LogEntry> {
    play_in(&RcwRules::builtin().unwrap(), game, seat, faces, at)
}

fn play_in(
    rules: &RcwRules,
    game: &mut Game,
    seat: char,
    faces: &[u8],
    mut at: impl FnMut(&Prompt) -> Answer,
) -> Vec<LogEntry> {
    let rules = rules.clone();
    let mut log = game.apply(&rules, &Action::StartBotTurn(s(seat))).unwrap();
    let mut faces = faces.iter().copied().chain(std::iter::repeat(1));
    for _ in 0..500 {
        let Some(p) = game.prompt().cloned() else {
            return log;
        };
        let input = match (&p, at(&p)) {
            (_, Some(i)) => i,
            (Prompt::Roll(_), None) => Input::Die {
                face: faces.next().unwrap(),
                by_hand: true,
            },
            (Prompt::Do(_), None) => Input::Ack,
            (Prompt::Ask(q), None) => Input::Choice(
                q.default
                    .unwrap_or_else(|| panic!("Enter picks nothing at {:?}", q.text)),
            ),
        };
        log.extend(game.apply(&rules, &Action::Input(input)).unwrap());
    }
    panic!("the turn did not end");
}

/// Which question an answer is for: one of a topic, or (where the turn
/// asks it about more than one attack or stack) the one about a stack.
#[derive(Clone, Copy)]
struct Pick {
    topic: Topic,
    about: Option<StackId>,
}

fn on(topic: Topic) -> Pick {
    Pick { topic, about: None }
}

fn about(topic: Topic, stack: StackId) -> Pick {
    Pick {
        topic,
        about: Some(stack),
    }
}

impl Pick {
    fn matches(self, p: &Prompt) -> Option<&Question> {
        match p {
            Prompt::Ask(q)
                if q.topic == self.topic && self.about.is_none_or(|id| q.stacks.contains(&id)) =>
            {
                Some(q)
            }
            _ => None,
        }
    }
}

/// The stack `i` of `province` on the game's board now, by its id (which
/// a correction later in the turn does not change).
fn id(g: &Game, province: &str, i: usize) -> StackId {
    let oob = g.state().order_of_battle();
    let at = oob.province_index(province).unwrap();
    oob.provinces()[at].stacks()[i].id()
}

/// The answer labelled `option` to the question `pick` names.
fn choose(p: &Prompt, pick: Pick, option: &str) -> Answer {
    pick.matches(p).map(|q| {
        Input::Choice(
            q.options
                .iter()
                .position(|o| o == option)
                .unwrap_or_else(|| panic!("{option:?} is not offered: {:?}", q.options)),
        )
    })
}

/// The next of `answers` (a label, or `None` for Enter) to each question
/// `pick` names, in the order the turn asks them.
fn in_order<'a>(
    p: &Prompt,
    pick: Pick,
    answers: &mut impl Iterator<Item = Option<&'a str>>,
) -> Answer {
    pick.matches(p)?;
    answers
        .next()
        .expect("a question more than the answers")
        .and_then(|label| choose(p, pick, label))
}

/// "Not moved" (the second answer) to a proposed move.
fn not_moved(p: &Prompt, pick: Pick) -> Answer {
    pick.matches(p).map(|_| Input::Choice(1))
}

fn has(log: &[LogEntry], words: &str) -> bool {
    log.iter().any(|e| e.text.contains(words))
}

#[test]
fn a_correction_in_the_middle_of_the_turn_leaves_every_order_on_its_stacks() {
    // C rolls 2: two attacks at 2-1, Red against White first. The planner:
    // C's Red 6 against D's White 3 in Perm (6:3), and C's Red 4 from Omsk
    // against D's White 2 in Kazan (4:2).
    let mut g = game_with(
        "Perm: C Red 6, D White 3, C Red 1\nOmsk: C Red 4\nKazan: D White 2",
        "Omsk>Kazan",
    );
    let (white_3, white_2) = (id(&g, "Perm", 1), id(&g, "Kazan", 0));
    let mut corrected = false;
    let log = play(&mut g, 'C', &[2], |p| {
        // Before the first attack is resolved the player splits 2 off C's
        // Red 6 on the board, through an override: the new stack stands
        // between C's Red 6 and D's White 3 in the order of battle.
        if let Prompt::Do(i) = p
            && i.text.starts_with("Attack 1 of 2: resolve")
            && !corrected
        {
            corrected = true;
            return Some(Input::Override(Override::Edit {
                edit: Edit::Stacks(StackEdit::Split {
                    stack: StackRef {
                        province: 0,
                        stack: 0,
                    },
                    off: 2,
                }),
                reason: "two units held back".into(),
            }));
        }
        choose(
            p,
            about(Topic::CombatResult, white_3),
            "DE — defender eliminated",
        )
        .or_else(|| {
            choose(
                p,
                about(Topic::CombatResult, white_2),
                "DR — defender retreats",
            )
        })
        .or_else(|| choose(p, about(Topic::RetreatTo, white_2), "Omsk"))
        .or_else(|| not_moved(p, on(Topic::Garrison)))
    });
    assert!(corrected);
    // The DE took out D's White 3, not the stack split off, which now
    // stands where D's White 3 stood when the attack was planned.
    assert!(has(
        &log,
        "Attack 1: take D's White 3 out of the order of battle (eliminated)? — Take them out"
    ));
    assert!(has(
        &log,
        "Attack 2: did C's Red 4 from Omsk move into Kazan as ordered? — Moved as ordered"
    ));
    assert!(has(&log, "C's Red 4 holds Kazan"));
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Perm: C Red 4, C Red 2, C Red 1\nOmsk: D White 2\nKazan: C Red 4"
    );
    // Each change is in the log in the board's words.
    assert!(has(
        &log,
        "Order of battle: D's White 3 in Perm leaves the board"
    ));
    assert!(has(
        &log,
        "Order of battle: C's Red 4 moves from Omsk to Kazan"
    ));
    assert!(has(
        &log,
        "Order of battle: D's White 2 moves from Kazan to Omsk"
    ));
}

/// A game of turn flow 1: a board typed anew mid-turn is a new board,
/// every link dropped and said.
#[test]
fn a_rewritten_order_of_battle_drops_the_links_and_says_so() {
    let rules = flow_1();
    let mut g = game_in(
        &rules,
        "Perm: C Red 6, D White 3\nOmsk: C Red 4\nKazan: D White 2",
        "Omsk>Kazan",
    );
    let mut rewritten = false;
    let log = play_in(&rules, &mut g, 'C', &[2], |p| {
        if let Prompt::Do(i) = p
            && i.text.starts_with("Attack 1 of 2: resolve")
            && !rewritten
        {
            rewritten = true;
            return Some(Input::Override(Override::Edit {
                edit: Edit::OrderOfBattle(
                    OrderOfBattle::parse("Perm: C Red 6, D White 3\nKazan: C Red 4, D White 2")
                        .unwrap(),
                ),
                reason: "retyped".into(),
            }));
        }
        choose(p, on(Topic::CombatResult), "DE — defender eliminated")
    });
    assert!(has(
        &log,
        "The corrected order of battle no longer has what these orders of the turn named, so they no longer stand (their questions are asked without the planner): the attack on D's White 3 in Perm; the attack on D's White 2 in Kazan"
    ));
    // Nothing is taken out by a reference into a board that is gone.
    assert!(!has(&log, "take D's White 3 out"));
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Perm: C Red 6, D White 3\nKazan: C Red 4, D White 2"
    );
}

/// Turn flow 2: a board typed anew keeps who its unchanged stacks are, so
/// the orders on them stand; the orders it leaves standing no more are
/// named.
#[test]
fn a_retyped_order_of_battle_keeps_the_stacks_that_did_not_change() {
    let mut g = game_with(
        "Perm: C Red 6, D White 3\nOmsk: C Red 4\nKazan: D White 2",
        "Omsk>Kazan",
    );
    let mut rewritten = false;
    let log = play(&mut g, 'C', &[2], |p| {
        if let Prompt::Do(i) = p
            && i.text.starts_with("Attack 1 of 2: resolve")
            && !rewritten
        {
            rewritten = true;
            // C's Red 4 typed in Kazan (moved by hand), and as a 3.
            return Some(Input::Override(Override::Edit {
                edit: Edit::OrderOfBattle(
                    OrderOfBattle::parse("Perm: C Red 6, D White 3\nKazan: C Red 3, D White 2")
                        .unwrap(),
                ),
                reason: "retyped".into(),
            }));
        }
        choose(p, on(Topic::CombatResult), "DE — defender eliminated")
    });
    assert!(has(
        &log,
        "no longer stand (their questions are asked without the planner): C's Red 4 in Kazan from the attack on D's White 2 in Kazan"
    ));
    // Attack 1's stacks did not change: its result takes D's White 3 out.
    assert!(has(&log, "take D's White 3 out"));
}

#[test]
fn enter_after_an_elimination_takes_the_stack_out_and_a_retreat_has_no_enter() {
    let mut g = game_with("Perm: C Red 6, D White 3\nKazan: C Red 9, D White 2", "");
    let (white_3, white_2) = (id(&g, "Perm", 1), id(&g, "Kazan", 1));
    let mut retreat_default = None;
    let log = play(&mut g, 'C', &[2], |p| {
        if let Prompt::Ask(q) = p
            && q.topic == Topic::RetreatTo
        {
            retreat_default = Some(q.default);
        }
        choose(
            p,
            about(Topic::CombatResult, white_3),
            "DE — defender eliminated",
        )
        .or_else(|| {
            choose(
                p,
                about(Topic::CombatResult, white_2),
                "DR — defender retreats",
            )
        })
        .or_else(|| choose(p, on(Topic::RetreatTo), "Perm"))
    });
    assert_eq!(retreat_default, Some(None), "Enter picks no retreat");
    assert!(has(&log, "— Take them out"));
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Perm: C Red 6, D White 2\nKazan: C Red 9"
    );
}

#[test]
fn a_capture_in_the_combat_that_puts_a_side_out_is_recorded_first() {
    // D's only stack holds the Gold. C's DE: who holds the Gold is asked
    // before whether D has units left, so C's capture is recorded and the
    // Gold does not go uncontrolled when D goes out.
    let mut g = game_with("Perm: C Red 6, D White 3 (Gold)", "");
    let mut order = Vec::new();
    let log = play(&mut g, 'C', &[2], |p| {
        if let Prompt::Ask(q) = p {
            order.push(q.topic);
        }
        choose(p, on(Topic::CombatResult), "DE — defender eliminated")
            .or_else(|| choose(p, on(Topic::Holder), "C took it"))
            .or_else(|| choose(p, on(Topic::UnitsLeft), "No, none left"))
    });
    // D holds the Gold and no Czar: the one holder question is the Gold's,
    // and D's the one side a question of units left can be about.
    let holders = order.iter().filter(|t| **t == Topic::Holder).count();
    let gold = order.iter().position(|t| *t == Topic::Holder);
    let units = order.iter().position(|t| *t == Topic::UnitsLeft);
    assert_eq!(holders, 1, "{order:?}");
    assert!(gold.is_some() && gold < units, "{order:?}");
    assert_eq!(g.state().gold(), Some(s('C')));
    assert!(g.state().player(s('D')).unwrap().out());
    assert!(has(&log, "Order of battle: the Gold goes with C's Red 6"));
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Perm: C Red 6 (Gold)"
    );
}

#[test]
fn a_side_out_of_the_game_leaves_the_order_of_battle() {
    // The planner finds one attack (C's Red 6 on D's White 3); the player
    // answers two, so the second has no plan and the order of battle
    // cannot tell whether D has units left after it. Told "none", the app
    // takes D's stacks off it, so no later order names them.
    let mut g = game_with("Perm: C Red 6, D White 3\nOmsk: D White 2", "");
    let white_3 = id(&g, "Perm", 1);
    // Whether C, then D, still has units: C yes (Enter), D none.
    let mut units_left = [None, Some("No, none left")].into_iter();
    let log = play(&mut g, 'C', &[2], |p| {
        choose(p, on(Topic::AttackCount), "2")
            .or_else(|| choose(p, about(Topic::CombatResult, white_3), "Other / no effect"))
            // The second attack has no plan: its question names no stack.
            .or_else(|| choose(p, on(Topic::CombatResult), "EX — exchange"))
            .or_else(|| in_order(p, on(Topic::UnitsLeft), &mut units_left))
    });
    assert!(g.state().player(s('D')).unwrap().out());
    assert!(has(
        &log,
        "Order of battle: D's White 2 in Omsk leaves the board"
    ));
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Perm: C Red 6\nOmsk:"
    );
}

#[test]
fn the_czar_leaving_the_map_takes_the_stack_carrying_it_off_the_board() {
    // Non-Attack Policy 1: D (White) holds the Czar. "Did the Czar leave
    // the map?" — yes; its stack went with it (Enter: as the policy says).
    let mut g = game_with("Perm: D White 3 (Czar), C Red 9\nOmsk: D White 4", "");
    let rules = RcwRules::builtin().unwrap();
    let mut st = g.state().clone();
    Edit::Czar(politburo::rcw::Czar::ControlledBy(s('D')))
        .apply(&mut st, &rules)
        .unwrap();
    g = Game::new(st);
    let log = play(&mut g, 'D', &[2], |p| {
        choose(p, on(Topic::CzarOffMap), "Yes, the Czar is off the map")
    });
    assert!(has(
        &log,
        "Did D's White 3 (with the Czar) in Perm, which carried the Czar, leave the map with it? — Yes, it left with the Czar"
    ));
    assert_eq!(g.state().czar(), politburo::rcw::Czar::Removed);
    // The Czar gone, Policy 3 has no stack to consolidate.
    assert!(!has(&log, "Non-Attack Policy 3: did"));
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Perm: C Red 9\nOmsk: D White 4"
    );
}

#[test]
fn a_red_player_garrisons_tver_and_petrograd_as_proposed() {
    // Non-Attack Policy 6 from the rules' garrison list: C (Red) holds
    // nothing in Tver (kept empty) or Petrograd (not kept). C's Red 6
    // attacks in Perm; of the idle
    // stacks the weakest that can move to Tver (ticked) is proposed, and
    // Enter says it went. For Petrograd the next one is proposed; the
    // player says it did not go.
    let mut g = game_with(
        "Perm: C Red 6, D White 3\nOmsk: C Red 2, C Red 1\nTver:",
        "Omsk>Tver",
    );
    // Tver's garrison went (C's Red 1); C's Red 2 is proposed for
    // Petrograd's.
    let red_2 = id(&g, "Omsk", 0);
    let log = play(&mut g, 'C', &[2], |p| {
        choose(p, on(Topic::CombatResult), "Other / no effect")
            .or_else(|| not_moved(p, about(Topic::Garrison, red_2)))
    });
    assert!(has(
        &log,
        "Non-Attack Policy 6: garrison Tver — did C's Red 1 move from Omsk into Tver? — Moved as proposed"
    ));
    assert!(has(
        &log,
        "Non-Attack Policy 6: garrison Petrograd — did C's Red 2 move from Omsk into Petrograd? (only if it can reach it this turn) — Not moved"
    ));
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Perm: C Red 6, D White 3\nOmsk: C Red 2\nTver: C Red 1"
    );
    // The moves come before the step that lists the stacks not attacking.
    let moved = log
        .iter()
        .position(|e| e.text.contains("garrison Tver"))
        .unwrap();
    let listed = log
        .iter()
        .position(|e| e.text.contains("Not attacking (order of battle)"))
        .unwrap();
    assert!(moved < listed);
}

#[test]
fn a_stack_moved_during_the_turn_is_a_step_the_orders_follow() {
    // At the Non-Attack Policies the player records a move with the stack
    // editor (an input of the turn, not an override): the order of battle
    // follows, and the planned attack still names its stacks.
    let mut g = game_with(
        "Perm: C Red 6, D White 3\nOmsk: C Blue 2\nKiev: C Red 1",
        "",
    );
    let mut sent = false;
    let mut shown = Vec::new();
    let log = play(&mut g, 'C', &[2], |p| {
        if let Prompt::Do(i) = p
            && i.kind == politburo::rcw::step::InstructionKind::MoveStacks
        {
            shown.push(i.text.clone());
        }
        if let Prompt::Do(i) = p
            && i.kind == politburo::rcw::step::InstructionKind::MoveStacks
            && !sent
        {
            sent = true;
            return Some(Input::Stacks(StackEdit::Move {
                stack: StackRef {
                    province: 1,
                    stack: 0,
                },
                to: "Kiev".into(),
            }));
        }
        choose(p, on(Topic::CombatResult), "DE — defender eliminated")
            .or_else(|| not_moved(p, on(Topic::Garrison)))
    });
    assert!(sent);
    // The step's list of the stacks not attacking follows the move.
    assert_eq!(shown.len(), 2, "{shown:#?}");
    assert!(shown[0].contains("C's Blue 2 in Omsk"), "{}", shown[0]);
    assert!(shown[1].contains("C's Blue 2 in Kiev"), "{}", shown[1]);
    assert!(has(
        &log,
        "Order of battle: C's Blue 2 moves from Omsk to Kiev (moved during the turn)"
    ));
    assert!(
        !log.iter()
            .any(|e| e.kind == politburo::rcw::LogKind::Override)
    );
    assert!(has(&log, "take D's White 3 out of the order of battle"));
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Perm: C Red 6\nOmsk:\nKiev: C Red 1, C Blue 2"
    );
}

/// The state with D holding the Czar.
fn with_czar_at_d(mut g: Game) -> Game {
    let rules = RcwRules::builtin().unwrap();
    let mut st = g.state().clone();
    Edit::Czar(politburo::rcw::Czar::ControlledBy(s('D')))
        .apply(&mut st, &rules)
        .unwrap();
    g = Game::new(st);
    g
}

#[test]
fn a_czar_the_order_of_battle_shows_elsewhere_is_not_asked_about() {
    // C's DE in Perm; D's Czar is with D's White 2 in Kazan: no question
    // about the Czar, and the log says where the answer came from. The
    // Gold, with the stack eliminated, is asked.
    let mut g = with_czar_at_d(game_with(
        "Perm: C Red 6, D White 3 (Gold)\nKazan: D White 2 (Czar)",
        "",
    ));
    let mut asked = Vec::new();
    let log = play(&mut g, 'C', &[2], |p| {
        if let Prompt::Ask(q) = p {
            asked.push(q.text.clone());
        }
        choose(p, on(Topic::CombatResult), "DE — defender eliminated")
            .or_else(|| not_moved(p, on(Topic::Garrison)))
    });
    assert!(!asked.iter().any(|q| q.contains("Who controls the Czar")));
    assert!(asked.iter().any(|q| q.contains("Who controls the Gold")));
    assert!(has(
        &log,
        "The Czar stays where it was: the order of battle shows it with D's White 2 (with the Czar) in Kazan, which was not in this combat"
    ));
}

#[test]
fn a_vindictive_turn_with_no_attack_on_the_czar_says_why_in_stacks() {
    // E (Green units) rolls 6, then 3: attack the Czar's controller, D.
    // The Czar's stack (D's White 6 in Perm) has only E's Green 2 beside
    // it: 2:6 is 1-3. Enter answers no, the planner's answer.
    let mut g = with_czar_at_d(game_with(
        "Perm: D White 6 (Czar), E Green 2\nOmsk: E Green 3",
        "",
    ));
    let mut default_no = false;
    let log = play(&mut g, 'E', &[6, 3], |p| {
        if let Prompt::Ask(q) = p
            && q.topic == Topic::CanAttack
        {
            // The question names the stack and shows the planner, with
            // that stack as its first target, and the move ticks.
            assert!(
                q.text.contains("D's White 6 (with the Czar) in Perm"),
                "{}",
                q.text
            );
            let plan = q.plan.as_ref().expect("the planner is shown");
            assert!(plan.first_target.is_some());
            default_no = q.options[q.default.unwrap()] == "No";
        }
        None
    });
    assert!(default_no, "Enter takes the planner's answer: no");
    assert!(has(
        &log,
        "The planner finds no legal attack at 1-1 or better on D's White 6 (with the Czar) in Perm: E's Green 2 in Perm can reach it, 2:6 → 1-3 at most, all together."
    ));
}

#[test]
fn a_vindictive_turn_enters_the_planned_attack_on_the_czar() {
    // As above, but E's Green 3 can move from Omsk into Perm: 5:6 is
    // still 1-2; with E's Green 9 there it is 11:6, 1-1. Enter: yes.
    let mut g = with_czar_at_d(game_with(
        "Perm: D White 6 (Czar), E Green 2\nOmsk: E Green 9",
        "Omsk>Perm",
    ));
    let log = play(&mut g, 'E', &[6, 3], |p| {
        choose(p, on(Topic::CombatResult), "Other / no effect")
    });
    assert!(has(
        &log,
        "Can E's units make a legal attack at 1-1 or better on the stack holding D's Czar, D's White 6 (with the Czar) in Perm?"
    ));
    assert!(has(&log, "— Yes"));
    assert!(has(&log, "Attack 1: move E's Green 9 from Omsk into Perm"));
}

/// The evening's vindictive turn: C rolled 6 then 3 (attack the Czar's
/// owner, D). C's Red 9 in Omsk can reach the Czar's stack in Perm only by
/// a move the app does not know yet: the question offers the move ticks,
/// and with the move ticked Enter orders it as attack 1, with its stacks.
#[test]
fn a_vindictive_turn_plans_the_move_onto_the_czar_as_attack_one() {
    let mut g = with_czar_at_d(game_with(
        "Perm: D White 6 (Czar)\nOmsk: C Red 9\nKazan: D White 2",
        "",
    ));
    let mut ticked = false;
    let log = play(&mut g, 'C', &[6, 3], |p| {
        if let Prompt::Ask(q) = p
            && q.topic == Topic::CanAttack
        {
            if !ticked {
                ticked = true;
                assert_eq!(q.options[q.default.unwrap()], "No", "no move known yet");
                let mut r = Reach::new();
                r.add("Omsk", "Perm");
                return Some(Input::Moves(r));
            }
            assert_eq!(q.options[q.default.unwrap()], "Yes", "the move ticked");
        }
        choose(p, on(Topic::CombatResult), "Other / no effect")
    });
    assert!(ticked);
    assert!(has(&log, "Attack 1: move C's Red 9 from Omsk into Perm"));
    assert!(
        !has(&log, "Attack 2: move C's Red 9"),
        "the Czar's stack is attack 1, not 2"
    );
}

/// Non-Attack Policy 3 with moves ticked: the Gold's stack would join the
/// largest other stack, but the moves ticked this turn leave that move
/// out, so the question says so and Enter keeps the stack where it is;
/// with the move ticked, Enter moves it.
#[test]
fn a_consolidation_the_ticked_moves_leave_out_is_not_expected() {
    let board = "Perm: D White 1 (Gold)\nOmsk: D White 9\nKazan: C Red 2";
    let mut g = game_with(board, "Omsk>Perm");
    let log = play(&mut g, 'D', &[2], |_| None);
    assert!(
        has(
            &log,
            "(The moves ticked this turn do not include Perm → Omsk: most likely it could not.) — Not moved"
        ),
        "{:#?}",
        log.iter().map(|e| &e.text).collect::<Vec<_>>()
    );
    assert!(
        g.state()
            .order_of_battle()
            .to_text()
            .contains("Perm: D White 1 (Gold)")
    );
    let mut g = game_with(board, "Perm>Omsk");
    let log = play(&mut g, 'D', &[2], |_| None);
    assert!(has(
        &log,
        "Non-Attack Policy 3: did D's White 1 (with the Gold) move from Perm into Omsk, to join D's White 9? — Moved as proposed"
    ));
}

/// A line of places for the map's policies: Minsk and Orel both next to
/// Kiev, then Orel, Kursk, Tula, Ryazan in a row.
const LINE: &str = "\
Kiev: Orel, Minsk
Orel: Kursk, Minsk
Kursk: Tula
Tula: Ryazan
Minsk:
Ryazan:
";

fn game_on_map(oob: &str) -> Game {
    let mut g = game_with(oob, "");
    let map: politburo::rcw::map::Map = LINE.parse().unwrap();
    g.apply(
        &RcwRules::builtin().unwrap(),
        &Action::Edit(Edit::Map(Some(Box::new(map)))),
    )
    .unwrap();
    g
}

#[test]
fn a_smaller_stack_screens_the_larger_on_the_enemys_way() {
    // Non-Attack Policy 8 on the map: D's White 3 in Kursk could come next
    // to C's Red 8 in Kiev (two places off, a turn's move and one); Orel
    // is on its way, and C's Red 2 in Minsk can reach it. Enter: it went.
    // The screen then stays where it went, and the screened stack stays
    // too (Policy 5 moves neither).
    let mut g = game_on_map("Kiev: C Red 8\nMinsk: C Red 2\nKursk: D White 3");
    let log = play(&mut g, 'C', &[2], |_| None);
    assert!(
        has(
            &log,
            "Non-Attack Policy 8: did C's Red 2 move from Minsk into Orel, to screen C's Red 8 in Kiev against D's White 3 in Kursk? — Moved as proposed"
        ),
        "{log:#?}"
    );
    assert!(!has(&log, "Non-Attack Policy 5: did"));
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Kiev: C Red 8\nMinsk:\nKursk: D White 3\nOrel: C Red 2"
    );
}

#[test]
fn a_stack_alone_next_to_an_enemy_joins_the_nearest_friend() {
    // Non-Attack Policy 5 on the map: C's Red 1 in Tula stands alone next
    // to D's White 9 in Kursk; C's Red 4 in Ryazan is screened by it (Tula
    // is on the enemy's way) and within reach. The player says it did not
    // go: the board stays as it is.
    let mut g = game_on_map("Tula: C Red 1\nRyazan: C Red 4\nKursk: D White 9");
    let log = play(&mut g, 'C', &[2], |p| not_moved(p, on(Topic::Join)));
    assert!(
        has(
            &log,
            "Non-Attack Policy 5: did C's Red 1 move from Tula into Ryazan, to stack with C's Red 4 for protection (Section 22's stacking rules as a guide)? — Not moved"
        ),
        "{log:#?}"
    );
    assert!(!has(&log, "Non-Attack Policy 8: did"));
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Tula: C Red 1\nRyazan: C Red 4\nKursk: D White 9"
    );
}

#[test]
fn a_stack_alone_with_no_friend_within_reach_stays_and_the_step_says_so() {
    // Tula and Minsk are three places apart: neither can join the other,
    // and C's Red 1 cannot reach Orel to screen C's Red 4 from D's White 9
    // in Kursk (two off Minsk). Both policies say so, and nothing moves.
    let mut g = game_on_map("Tula: C Red 1\nMinsk: C Red 4\nKursk: D White 9");
    let log = play(&mut g, 'C', &[2], |_| None);
    assert!(!has(&log, "Non-Attack Policy 5: did"));
    assert!(has(
        &log,
        "Non-Attack Policy 8: no smaller stack can reach a place between the enemy and C's Red 4 in Minsk this turn on the map"
    ));
    assert!(
        has(
            &log,
            "Non-Attack Policy 5: no friendly stack is within reach of C's Red 1 in Tula; C's Red 4 in Minsk this turn on the map: they stay where they are"
        ),
        "{log:#?}"
    );
}

#[test]
fn a_retreat_the_map_does_not_give_asks_to_remember_the_connection() {
    // C's Red 6 moves from Orel into Kursk and attacks D's White 2 there;
    // DR. The retreat offers Orel and Tula (next to Kursk) first; the
    // player picks Ryazan, farther off: "Remember that Kursk connects to
    // Ryazan?" Enter: yes, and the map learns it (a logged change).
    let mut g = game_on_map("Orel: C Red 6\nKursk: D White 2");
    let log = play(&mut g, 'C', &[2], |p| {
        choose(p, on(Topic::CombatResult), "DR — defender retreats").or_else(|| match p {
            Prompt::Ask(q) if q.topic == Topic::RetreatTo => {
                assert_eq!(
                    q.options,
                    [
                        "Orel",
                        "Tula",
                        "Kiev (farther)",
                        "Minsk (farther)",
                        "Ryazan (farther)",
                        "Not moved (the board differs)"
                    ]
                );
                Some(Input::Choice(4))
            }
            _ => None,
        })
    });
    assert!(
        has(
            &log,
            "The map does not have Kursk next to Ryazan. Remember that Kursk connects to Ryazan? — Yes, remember it"
        ),
        "{log:#?}"
    );
    assert!(has(&log, "the map remembers that Kursk connects to Ryazan"));
    assert!(g.state().map().unwrap().connects("Kursk", "Ryazan"));
    assert!(has(&log, "D's White 2 moves from Kursk to Ryazan"));
}

#[test]
fn a_retreat_to_a_place_next_to_the_combat_asks_nothing_of_the_map() {
    let mut g = game_on_map("Orel: C Red 6\nKursk: D White 2");
    let log = play(&mut g, 'C', &[2], |p| {
        choose(p, on(Topic::CombatResult), "DR — defender retreats")
            .or_else(|| choose(p, on(Topic::RetreatTo), "Tula"))
    });
    assert!(!has(&log, "Remember that"));
    assert!(has(&log, "D's White 2 moves from Kursk to Tula"));
}

#[test]
fn a_correction_while_a_policy_question_waits_moves_the_stack_asked_about() {
    // Policy 8 asks about C's Red 2, second in Minsk. While the question
    // waits the player takes C's Red 3 (first in Minsk) off the board;
    // then says yes: C's Red 2 is the one that moves, by who it is.
    let mut g = game_on_map("Kiev: C Red 8\nMinsk: C Red 3, C Red 2\nKursk: D White 3");
    let mut corrected = false;
    let log = play(&mut g, 'C', &[2], |p| match p {
        Prompt::Ask(q) if q.text.contains("Non-Attack Policy 8: did C's Red 2") && !corrected => {
            corrected = true;
            Some(Input::Override(Override::Edit {
                edit: Edit::Stacks(StackEdit::Remove {
                    stack: StackRef {
                        province: 1,
                        stack: 0,
                    },
                }),
                reason: "it was not there".to_string(),
            }))
        }
        _ => None,
    });
    assert!(corrected, "{log:#?}");
    assert!(!has(&log, "not changed"), "{log:#?}");
    assert_eq!(
        g.state().order_of_battle().to_text(),
        "Kiev: C Red 8\nMinsk:\nKursk: D White 3\nOrel: C Red 2"
    );
}

#[test]
fn a_screen_not_made_is_offered_to_the_next_smaller_stack() {
    // Orel is on D's way to C's Red 8 in Kiev. C's Red 1 (in Kiev) is
    // asked first and did not go; C's Red 2 in Minsk is asked next, and
    // went (Enter).
    let mut g = game_on_map("Kiev: C Red 8, C Red 1\nMinsk: C Red 2\nKursk: D White 3");
    let red_1 = id(&g, "Kiev", 1);
    let log = play(&mut g, 'C', &[2], |p| {
        not_moved(p, about(Topic::Screen, red_1))
    });
    assert!(has(
        &log,
        "Non-Attack Policy 8: did C's Red 1 move from Kiev into Orel, to screen C's Red 8 in Kiev against D's White 3 in Kursk? — Not moved"
    ));
    assert!(
        has(
            &log,
            "Non-Attack Policy 8: did C's Red 2 move from Minsk into Orel, to screen C's Red 8 in Kiev against D's White 3 in Kursk? — Moved as proposed"
        ),
        "{log:#?}"
    );
    assert!(!has(&log, "no smaller stack can reach"));
}

#[test]
fn a_retreat_within_a_turns_moves_asks_nothing_of_the_map() {
    // On a map of two moves a turn, a retreat from Kursk to Ryazan (two
    // places off) is within a turn's moves: not a missing connection.
    let mut g = game_on_map("Orel: C Red 6\nKursk: D White 2");
    g.apply(
        &RcwRules::builtin().unwrap(),
        &Action::Edit(Edit::MapMoves(2)),
    )
    .unwrap();
    let log = play(&mut g, 'C', &[2], |p| {
        choose(p, on(Topic::CombatResult), "DR — defender retreats")
            .or_else(|| choose(p, on(Topic::RetreatTo), "Ryazan (farther)"))
    });
    assert!(
        has(&log, "D's White 2 moves from Kursk to Ryazan"),
        "{log:#?}"
    );
    assert!(!has(&log, "Remember that"));
}

/// C's turn with an SDT roll of 2, every step answered with Enter: the
/// questions asked, and the log.
fn questions_of_c_turn(g: &mut Game) -> (Vec<String>, Vec<LogEntry>) {
    let mut asked = Vec::new();
    let log = play(g, 'C', &[2], |p| {
        if let Prompt::Ask(q) = p {
            asked.push(q.text.to_string());
        }
        None
    });
    (asked, log)
}

/// The Attack Priority Table's entry on a colour no other player has a
/// stack of is not asked about (C's Red units on Blue units with no Blue
/// stack on the board): the step says it is skipped and why.
#[test]
fn an_apt_entry_on_a_colour_no_one_has_on_the_board_is_not_asked() {
    let mut g = game_with(
        "Moscow: A Red 6, A Red 3; Orel: B Green 4; Kiev: C Red 5; Perm: D White 5; Omsk: E Green 3",
        "",
    );
    // SDT 2: two attacks at 2-1 by the APT.
    let (asked, log) = questions_of_c_turn(&mut g);
    assert!(
        asked
            .iter()
            .any(|q| q.contains("units make on White units")),
        "{asked:?}"
    );
    assert!(
        !asked.iter().any(|q| q.contains("on Blue units")),
        "{asked:?}"
    );
    assert!(
        has(
            &log,
            "no other player has Blue units on the board: APT entry Red → Blue skipped"
        ),
        "{log:?}"
    );
}

/// An exchange in a planned attack: Non-Attack Policy 9's guidance comes
/// with each side's loss question, and no "Done" step stands before them
/// (turn flow 5); a game of an earlier flow keeps the step.
#[test]
fn an_exchanges_guidance_comes_with_its_loss_questions() {
    for (rules, step_first) in [(RcwRules::builtin().unwrap(), false), (flow_4(), true)] {
        let mut g = game_in(&rules, "Perm: C Red 6, D White 3", "");
        let mut asked = Vec::new();
        let mut instructed = Vec::new();
        play_in(&rules, &mut g, 'C', &[2], |p| {
            match p {
                Prompt::Ask(q) if q.topic == Topic::ExchangeLoss => {
                    asked.push(q.text.to_string());
                    return Some(Input::Choice(1));
                }
                Prompt::Do(i) => instructed.push(i.text.to_string()),
                _ => {}
            }
            choose(p, on(Topic::CombatResult), "EX — exchange")
                .or_else(|| not_moved(p, on(Topic::Garrison)))
        });
        let step = instructed
            .iter()
            .any(|i| i.starts_with("Exchange: take C's losses from combat units"));
        assert_eq!(step, step_first, "{instructed:?}");
        assert_eq!(asked.len(), 2, "{asked:?}");
        for q in &asked {
            assert_eq!(
                q.contains(
                    "a bot takes its losses from combat units, not leaders: Non-Attack Policy 9"
                ),
                !step_first,
                "{q}"
            );
        }
    }
}

/// The rules as a game of turn flow 4 kept them.
fn flow_4() -> RcwRules {
    RcwRules::builtin().unwrap().with_turn_flow(4).unwrap()
}

/// An assassination whose worst enemies are tied and none of them has a
/// leader is aborted before any tie-break is rolled (turn flow 5).
#[test]
fn an_assassination_with_no_leader_among_the_tied_rolls_no_tie_break() {
    let rules = RcwRules::builtin().unwrap();
    let mut g = game_with("Perm: C Red 6; Kazan: D White 3; Omsk: B Green 2", "");
    for e in [
        Edit::Pct(s('C'), s('A'), 5),
        Edit::Pct(s('C'), s('E'), 5),
        Edit::Pct(s('C'), s('B'), 6),
        Edit::Pct(s('C'), s('D'), 6),
        Edit::Leaders(s('B'), Vec::new()),
        Edit::Leaders(s('D'), Vec::new()),
        Edit::Markers {
            seat: s('C'),
            politburo: 0,
            assassins: 1,
        },
    ] {
        g.apply(&rules, &Action::Edit(e)).unwrap();
    }
    let mut rolled = Vec::new();
    let mut instructed = Vec::new();
    play(&mut g, 'C', &[3], |p| {
        match p {
            Prompt::Roll(r) => rolled.push(r.table.to_string()),
            Prompt::Do(i) => instructed.push(i.text.to_string()),
            _ => {}
        }
        not_moved(p, on(Topic::Garrison))
    });
    assert!(!rolled.iter().any(|t| t == "Tie-break"), "{rolled:?}");
    assert!(
        instructed.iter().any(|i| i.starts_with(
            "C's assassination is aborted: its worst enemies, B and D (tied), have no leader at any level"
        )),
        "{instructed:?}"
    );
}
