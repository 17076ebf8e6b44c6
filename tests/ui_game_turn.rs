#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A whole game turn with an order of battle kept, as a player plays it
//! from the chair: Enter for every step but those the app cannot know
//! (your own attack, combat results, where a stack retreated, how much an
//! exchange cost), and the order of battle at the end equal to the one
//! worked out by hand from the rules and the answers.

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use politburo::rcw::planner::{OrderOfBattle, Reach};
use politburo::rcw::step::Prompt;
use politburo::rcw::{Action, Edit, NextUp, Seat};
use politburo::ui::App;
use politburo::ui::command::{Command, PlayTab};

mod common;
use common::*;

/// The seed's board ([`SEED_BOARD`]).
const START: &str = SEED_BOARD;

/// The seed's game with [`START`] kept as its order of battle, your own
/// dice in hand.
fn seed_game_with_the_board() -> Harness<'static, App> {
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let oob = OrderOfBattle::parse(START).unwrap();
    apply(&mut h, Action::Edit(Edit::OrderOfBattle(oob)));
    click(&mut h, "Physical dice");
    h
}

fn oob_text(h: &Harness<'_, App>) -> String {
    h.state()
        .session()
        .unwrap()
        .game()
        .state()
        .order_of_battle()
        .to_text()
}

/// The moves a bot's stacks can make this turn, kept before its turn.
fn moves(h: &mut Harness<'_, App>, pairs: &str) {
    let oob = OrderOfBattle::parse(&oob_text(h)).unwrap();
    let reach = Reach::parse(pairs, &oob).unwrap();
    h.state_mut()
        .push(Command::Apply(Action::Edit(Edit::Reach(reach))));
    h.run();
}

fn next_up(h: &Harness<'_, App>) -> NextUp {
    h.state().session().unwrap().game().next_up()
}

/// Enter: the next player's turn starts (or the game turn ends).
fn enter(h: &mut Harness<'_, App>) {
    h.key_press(Key::Enter);
    h.run();
}

fn seat(c: char) -> Seat {
    Seat::from_letter(c).unwrap()
}

/// Enter starts `bot`'s turn, the next up.
fn start_bot(h: &mut Harness<'_, App>, bot: char) {
    assert_eq!(next_up(h), NextUp::Bot(seat(bot)));
    enter(h);
}

/// A question left to Enter has an answer Enter takes.
fn enter_picks_something(q: &politburo::rcw::step::Question) {
    assert!(
        q.default.is_some(),
        "Enter would pick nothing at {:?}",
        q.text
    );
}

/// A bot's turn: Enter everywhere but where `answer` picks a button.
fn bot_turn(
    h: &mut Harness<'_, App>,
    bot: char,
    faces: &[u8],
    answer: impl Fn(&str) -> Option<&'static str>,
) {
    start_bot(h, bot);
    walk_turn(h, faces, |p| match p {
        Prompt::Ask(q) => match answer(&q.text) {
            Some(label) => Walk::Click(label.to_string()),
            None => {
                enter_picks_something(q);
                Walk::Default
            }
        },
        _ => Walk::Default,
    });
    assert!(
        h.state().session().unwrap().game().prompt().is_none(),
        "{bot}'s turn ended"
    );
}

/// C's answers (Red player, SDT 2, Red against White): C's Red 5 on D's
/// White 2 in Perm (5:2 → 2-1), C's Red 4 with C's Red 3 from Saratov on
/// D's White 3 in Tsaritsyn (7:3 → 2-1). Perm: DR, D's White 2 to Samara.
/// Tsaritsyn: EX, 3 lost on each side (D's White 3 out; C's Red 4 down to
/// 1, the stack already there first).
fn c_answers(q: &str) -> Option<&'static str> {
    if q.starts_with("Attack 1 of 2: what was the combat result") {
        Some("DR — defender retreats")
    } else if q.starts_with("Attack 2 of 2: what was the combat result") {
        Some("EX — exchange")
    } else if q.contains("where did D's White 2 retreat to") {
        Some("Samara")
    } else if q.contains("lose in the exchange")
        || q.contains("of the 3 the attacking stacks lost, how much did C's Red 4 lose")
    {
        // The stack already there gave it all (its counters removed).
        Some("3")
    } else {
        None
    }
}

/// D's answers (White, SDT 2, White against Red, on C's Red 5 in Perm):
/// AR, both stacks back to Omsk.
fn d_answers(q: &str) -> Option<&'static str> {
    if q.contains("what was the combat result") {
        Some("AR — attacker retreats")
    } else if q.contains("retreat to from Perm") {
        Some("Omsk")
    } else {
        None
    }
}

#[test]
fn a_game_turn_played_with_enter_keeps_the_order_of_battle_equal_to_the_table() {
    let mut h = seed_game_with_the_board();

    // You (A) first: A's Red 3 attacks B's Green 2 in Tula, 3:2 → 1-1; DE.
    assert_eq!(next_up(&h), NextUp::Human);
    h.state_mut().push(Command::Tab(PlayTab::Human));
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Stack attacked")
        .click();
    h.run();
    click(&mut h, "Tula: B's Green 2");
    click(&mut h, "Tula: A's Red 3");
    click_button(&mut h, "Record it");
    walk_turn(&mut h, &[], |p| match p {
        Prompt::Ask(q) if q.text.contains("combat result") => {
            Walk::Click("DE — defender eliminated".into())
        }
        _ => Walk::Default,
    });
    click_button(&mut h, "My turn is done");

    // B (SDT 2: two attacks at 2-1, Green against Red first): the only Red
    // stack B can reach is A's Red 3 in Kiev; 6 from Kharkov and 3 from Orel
    // make 9:3 → 3-1. No White stack within reach: one attack. DE.
    moves(&mut h, "Kharkov>Kiev, Orel>Kiev");
    bot_turn(&mut h, 'B', &[2, 1], |q| {
        q.contains("combat result")
            .then_some("DE — defender eliminated")
    });
    assert!(log_has(
        &h,
        "Attack 1: move B's Green 6 from Kharkov and B's Green 3 from Orel into Kiev; 9 against A's Red 3 in Kiev: 9:3 → 3-1"
    ));

    // C (Red player, SDT 2, Red against White): C's Red 5 on D's White 2 in
    // Perm (5:2 → 2-1), C's Red 4 with C's Red 3 from Saratov on D's White
    // 3 in Tsaritsyn (7:3 → 2-1). Policy 6: C's idle Red 4 in Kursk
    // garrisons Tver (Enter: as proposed); none is left for Petrograd.
    // Perm: DR, D's White 2 to Samara. Tsaritsyn: EX, 3 lost on each side
    // (D's White 3 out; C's Red 4 down to 1, the stack already there first).
    moves(&mut h, "Saratov>Tsaritsyn");
    bot_turn(&mut h, 'C', &[2, 1, 1], c_answers);
    assert!(log_has(
        &h,
        "Non-Attack Policy 6: garrison Tver — did C's Red 4 move from Kursk into Tver? (only if it can reach it this turn) — Moved as proposed"
    ));

    // D (White, SDT 2, White against Red): C's Red 5 in Perm, from Samara
    // and Omsk (named in order of battle order): 2 + 8 = 10:5 → 2-1 (8 + 4
    // reaches the same column with more strength). PCT D/C is 7 after C's
    // two attacks: no Attack Consideration roll. AR: both go to Omsk.
    moves(&mut h, "Omsk>Perm, Samara>Perm");
    bot_turn(&mut h, 'D', &[2], d_answers);
    assert!(log_has(
        &h,
        "Attack 1: move D's White 2 from Samara and D's White 8 from Omsk into Perm; 10 against C's Red 5 in Perm: 10:5 → 2-1"
    ));

    // E (SDT 2, Green against Red): E's Green 5 on A's Red 2 in Kazan,
    // 5:2 → 2-1. DE.
    bot_turn(&mut h, 'E', &[2, 1], |q| {
        q.contains("combat result")
            .then_some("DE — defender eliminated")
    });

    assert_eq!(next_up(&h), NextUp::EndOfGameTurn);
    enter(&mut h);
    assert_eq!(h.state().session().unwrap().game().state().turn(), 2);
    // Worked out by hand from the start, the rules and the answers above.
    assert_eq!(
        oob_text(&h),
        "Moscow: A Red 6
Tula: A Red 3
Kharkov:
Orel:
Kiev: B Green 6, B Green 3
Kursk:
Perm: C Red 5
Samara: D White 4
Tsaritsyn: C Red 1, C Red 3
Saratov:
Omsk: D White 2, D White 8
Kazan: E Green 5
Vyatka: E Green 2
Tver: C Red 4"
    );
    // The moves kept for a bot's turn went with it.
    assert!(
        h.state()
            .session()
            .unwrap()
            .game()
            .state()
            .reach()
            .is_empty()
    );
}

/// The seed's game on `board`, your own dice in hand, B's turn walked to
/// the attack planner's first question (a roll of 2).
fn b_at_the_planner(board: &str) -> Harness<'static, App> {
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let oob = OrderOfBattle::parse(board).unwrap();
    apply(&mut h, Action::Edit(Edit::OrderOfBattle(oob)));
    click(&mut h, "Physical dice");
    click(&mut h, "Play B's turn");
    walk_turn(&mut h, &[2], |p| match p {
        Prompt::Ask(q) if q.plan.is_some() => Walk::Stop,
        _ => Walk::Default,
    });
    h
}

/// Moves ticked for a bot's planning belong to its turn: logged as
/// planning (not an override), not items of the end-of-turn checklist, and
/// gone when the turn ends; ticking one does not change the box of the
/// last step above the list (so the next tick lands where it was aimed).
#[test]
fn moves_ticked_for_the_planner_belong_to_the_turn() {
    let mut h = b_at_the_planner("Perm: B Green 6, C Red 2\nOmsk: B Green 4\nKazan: A Red 2");
    let top_of = |h: &Harness<'_, App>, label: &str| h.get_by_label(label).rect().top();
    let before = top_of(&h, "Omsk → Kazan");
    h.get_by_label("Omsk → Kazan").click();
    h.run();
    assert_eq!(top_of(&h, "Omsk → Kazan"), before, "the list moved");
    assert!(log_has(&h, "Planning: moves this turn: Omsk>Kazan"));
    assert!(!log_has(&h, "Override"));
    // To the end of the turn (DE for every result).
    walk_turn(&mut h, &[1, 1], |p| match p {
        Prompt::Ask(q) if q.text.contains("combat result") => {
            Walk::Click("DE — defender eliminated".into())
        }
        Prompt::Do(i) if i.ack == "End turn" => Walk::Stop,
        _ => Walk::Default,
    });
    assert!(h.query_by_label_contains("Check the board").is_some());
    assert!(
        h.query_by_label_contains("Planning").is_none()
            && h.query_by_label_contains("Omsk>Kazan").is_none(),
        "a tick is not a change to check on the board"
    );
    click_button(&mut h, "End turn");
    let s = h.state().session().unwrap();
    assert!(
        s.game().state().reach().is_empty(),
        "the moves went with the turn"
    );
}

/// A plan the search could not prove says so in the wizard, with how long
/// its search took when it was made (read from the plan, not timed by
/// planning again).
#[test]
fn a_plan_not_proven_says_how_long_its_search_took() {
    let green: Vec<String> = (0..40)
        .map(|i| format!("B Green {}", 1 + (i * 7) % 10))
        .collect();
    let red: Vec<String> = (0..20)
        .map(|i| format!("C Red {}", 1 + (i * 5) % 8))
        .collect();
    let h = b_at_the_planner(&format!("Perm: {}, {}", green.join(", "), red.join(", ")));
    let plan = h.state().session().unwrap().step_view().plan.unwrap();
    assert!(plan.unproven.is_some(), "{:?}", plan.orders);
    let said = format!("Best found in {} ms", plan.searched.as_millis());
    assert!(h.query_by_label_contains(&said).is_some(), "{said}");
}

/// Writes sessions stopped at the steps of the game turn above, for looking
/// at the wizard under Xvfb: `SCENARIOS=<folder> cargo test --test
/// ui_game_turn -- --ignored` (each `<name>.json` opens with "Open a
/// session file…" or as `$POLITBURO_DATA_DIR/autosave.json`).
#[test]
#[ignore]
fn write_scenarios() {
    use politburo::rcw::step::Input;
    use politburo::rcw::{RcwRules, Setup};
    use politburo::session::{Session, save_file};
    let dir = std::path::PathBuf::from(std::env::var("SCENARIOS").unwrap());
    std::fs::create_dir_all(&dir).unwrap();
    let rules = RcwRules::builtin().unwrap();
    let mut s = Session::new(Setup::seed_example(), rules, 7).unwrap();
    s.apply(Action::Edit(Edit::OrderOfBattle(
        OrderOfBattle::parse(START).unwrap(),
    )))
    .unwrap();
    save_file(&dir.join("0-your-turn.json"), s.data(), 0).unwrap();
    s.apply(Action::EndHumanTurn).unwrap();
    let reach =
        |s: &Session, pairs: &str| Reach::parse(pairs, s.game().state().order_of_battle()).unwrap();
    let r = reach(&s, "Kharkov>Kiev, Orel>Kiev");
    s.apply(Action::Edit(Edit::Reach(r))).unwrap();
    s.apply(Action::StartBotTurn(seat('B'))).unwrap();
    let save = |s: &Session, name: &str| {
        save_file(&dir.join(format!("{name}.json")), s.data(), 0).unwrap();
    };
    // Steps answered until the prompt's text contains `stop`.
    let walk = |s: &mut Session, faces: &mut Vec<u8>, stop: &str| {
        while let Some(p) = s.game().prompt().cloned() {
            let input = match &p {
                Prompt::Ask(q) if q.text.contains(stop) => return,
                Prompt::Do(i) if i.text.contains(stop) => return,
                Prompt::Roll(_) => Input::Die {
                    face: if faces.is_empty() { 1 } else { faces.remove(0) },
                    by_hand: true,
                },
                Prompt::Ask(q) => Input::Choice(q.default.unwrap_or(q.options.len() - 2)),
                Prompt::Do(_) => Input::Ack,
            };
            s.apply(Action::Input(input)).unwrap();
        }
    };
    let mut faces = vec![2];
    walk(&mut s, &mut faces, "How many legal attacks");
    save(&s, "1-planner-question");
    walk(&mut s, &mut faces, "move into Kiev as ordered");
    save(&s, "2-moved-as-ordered");
    walk(&mut s, &mut faces, "what was the combat result");
    save(&s, "3-combat-result");
    s.apply(Action::Input(Input::Choice(4))).unwrap();
    walk(&mut s, &mut faces, "turn is over");
    s.apply(Action::Input(Input::Ack)).unwrap();
    let r = reach(&s, "Saratov>Tsaritsyn");
    s.apply(Action::Edit(Edit::Reach(r))).unwrap();
    s.apply(Action::StartBotTurn(seat('C'))).unwrap();
    let mut faces = vec![2, 1, 1];
    walk(&mut s, &mut faces, "garrison Tver");
    save(&s, "4-garrison");
    walk(&mut s, &mut faces, "that are not in the");
    save(&s, "5-non-attack-moves");
    walk(
        &mut s,
        &mut faces,
        "Attack 2 of 2: what was the combat result",
    );
    s.apply(Action::Input(Input::Choice(2))).unwrap();
    walk(&mut s, &mut faces, "lose in the exchange");
    save(&s, "6-exchange-losses");
}

/// At 150 % in a 1024x700 window a vindictive turn's question about the
/// stack holding the Czar no longer fits with its planner: ticking the
/// move the attack needs is a step of its own, but the same question, so
/// the view stays where the player is ticking (it used to scroll some
/// 95 px and put another box under the pointer).
#[test]
fn a_move_ticked_at_a_large_zoom_leaves_the_list_under_the_pointer() {
    let mut h = Harness::builder()
        .with_size([1024.0 / 1.5, 700.0 / 1.5])
        .with_pixels_per_point(1.5)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), App::sealed(None).unwrap());
    to_the_vindictive_czar_question(
        &mut h,
        "Perm: B Red 6; Omsk: C Red 2 (Czar); Kazan: B Red 3",
    );
    let top = |h: &Harness<'_, App>| h.get_by_label("Perm → Omsk").rect().top();
    let before = top(&h);
    h.get_by_label("Perm → Omsk").click();
    h.run();
    h.run();
    assert_eq!(top(&h), before, "the list moved under the pointer");
    let g = h.state().session().unwrap().game().state().clone();
    assert!(g.reach().allows("Perm", "Omsk"), "the move was ticked");
    // Yes answers it and the turn goes on to its next step.
    click_button(&mut h, "Yes");
    assert!(h.state().session().unwrap().game().prompt().is_some());
}

/// A bot's turn by keys alone: Enter for every step the app proposes
/// (instructions too), the die's faces and every other answer by its
/// number key where `answer` names the button.
fn bot_turn_by_keys(
    h: &mut Harness<'_, App>,
    bot: char,
    faces: &[u8],
    answer: impl Fn(&str) -> Option<&'static str>,
) {
    use politburo::ui::wizard::{ANSWER_KEYS, DIE_KEYS};
    start_bot(h, bot);
    let mut faces = faces.iter().copied().chain(std::iter::repeat(1));
    for _ in 0..400 {
        let Some(prompt) = h.state().session().and_then(|s| s.game().prompt().cloned()) else {
            return;
        };
        // Up to ten answers: the number's key; more: its digits, then
        // Enter.
        let keys: Vec<Key> = match &prompt {
            Prompt::Roll(_) => vec![DIE_KEYS[usize::from(faces.next().unwrap_or(1) - 1)]],
            Prompt::Do(_) => vec![Key::Enter],
            Prompt::Ask(q) => match answer(&q.text) {
                Some(label) => {
                    let i = q
                        .options
                        .iter()
                        .position(|o| o == label)
                        .unwrap_or_else(|| panic!("{label:?} is not among {:?}", q.options));
                    if q.options.len() <= ANSWER_KEYS.len() {
                        vec![ANSWER_KEYS[i]]
                    } else {
                        i.to_string()
                            .bytes()
                            .map(|d| ANSWER_KEYS[usize::from(d - b'0')])
                            .chain([Key::Enter])
                            .collect()
                    }
                }
                None => {
                    enter_picks_something(q);
                    vec![Key::Enter]
                }
            },
        };
        for &key in &keys {
            h.key_press(key);
            h.run();
        }
        let after = h.state().session().and_then(|s| s.game().prompt().cloned());
        assert!(
            after.as_ref() != Some(&prompt) || matches!(prompt, Prompt::Roll(_)),
            "{keys:?} did not answer {prompt:?}"
        );
    }
    panic!("{bot}'s turn did not end");
}

/// A whole game turn with no pointer at all, at 1024 x 700 and at 150 %:
/// your turn ended by Enter, every bot turn started by Enter, each die by
/// its face's key, each answer the app cannot know (combat results,
/// where a stack retreated, what two exchanges cost) by its number key,
/// everything else by Enter; the game turn ended by Enter.
#[test]
fn a_game_turn_played_by_keys_alone_at_1024_by_700_and_150_percent() {
    use politburo::dice::DiceMode;
    for zoom in [1.0, 1.5] {
        let mut h = Harness::builder()
            .with_size([1024.0 / zoom, 700.0 / zoom])
            .with_pixels_per_point(zoom)
            .build_ui_state(|ui, app: &mut App| app.ui(ui), App::sealed(None).unwrap());
        h.run();
        h.state_mut()
            .push(Command::StartGame(politburo::rcw::Setup::seed_example()));
        h.run();
        let oob = OrderOfBattle::parse(START).unwrap();
        h.state_mut()
            .push(Command::Apply(Action::Edit(Edit::OrderOfBattle(oob))));
        h.state_mut().push(Command::SetDice(DiceMode::Physical));
        h.run();
        // You: Enter ends your turn (no attack this time).
        assert_eq!(next_up(&h), NextUp::Human);
        enter(&mut h);
        moves(&mut h, "Kharkov>Kiev, Orel>Kiev");
        bot_turn_by_keys(&mut h, 'B', &[2, 1], |q| {
            q.contains("combat result")
                .then_some("DE — defender eliminated")
        });
        // C: a retreat (D's White 2 to Samara) and the first exchange.
        moves(&mut h, "Saratov>Tsaritsyn");
        bot_turn_by_keys(&mut h, 'C', &[2, 1, 1], c_answers);
        moves(&mut h, "Omsk>Perm, Samara>Perm");
        bot_turn_by_keys(&mut h, 'D', &[2], d_answers);
        // E: the second exchange, E's Green 5 on A's Red 2 in Kazan: 2
        // lost on each side.
        bot_turn_by_keys(&mut h, 'E', &[2, 1], |q| {
            if q.contains("combat result") {
                Some("EX — exchange")
            } else if q.contains("lose in the exchange") {
                Some("2")
            } else {
                None
            }
        });
        assert_eq!(next_up(&h), NextUp::EndOfGameTurn);
        enter(&mut h);
        let s = h.state().session().unwrap();
        assert_eq!(s.game().state().turn(), 2, "at {zoom}");
        let log: Vec<String> = s.log().iter().map(|l| l.entry.text.to_string()).collect();
        assert_eq!(
            log.iter().filter(|l| l.contains("— EX — exchange")).count(),
            2,
            "{log:#?}"
        );
        assert!(
            log.iter()
                .any(|l| l.contains("retreat to") && l.contains("Samara"))
        );
        let board = oob_text(&h);
        assert!(board.contains("Kazan: E Green 3"), "{board}");
        assert!(
            board.contains("Samara: D White 4, D White 2")
                || board.contains("Omsk: D White 2, D White 8"),
            "{board}"
        );
    }
}

/// A change of the checklist that could not be made on the table opens the
/// override at the stack the line names: there the stack is corrected as
/// it stands, logged as an override with the line as its reason.
#[test]
fn could_not_do_this_opens_the_stack_editor_at_the_lines_stack() {
    let mut h = seed_game_with_the_board();
    click_button(&mut h, "My turn is done");
    click_button(&mut h, "Play C's turn");
    moves(&mut h, "Saratov>Tsaritsyn");
    walk_turn(&mut h, &[2, 1, 1], |p| match p {
        Prompt::Do(i) if i.ack == politburo::rcw::step::END_TURN => Walk::Stop,
        Prompt::Ask(q) if q.text.contains("what was the combat result") => {
            Walk::Click("EX — exchange".into())
        }
        Prompt::Ask(q) if q.text.contains("lose in the exchange") => Walk::Click("2".into()),
        _ => Walk::Default,
    });
    // The exchange's loss: C's Red 5 in Perm down to 3.
    let view = h.state().session().unwrap().step_view();
    let (n, line) = view
        .checklist
        .iter()
        .enumerate()
        .find(|(_, l)| l.text.contains("C's Red 5 in Perm"))
        .unwrap_or_else(|| panic!("the loss is on the checklist: {:?}", view.checklist));
    let loss = line.stacks.clone();
    assert_eq!(loss.len(), 1, "{line:?}");
    h.get_all_by_label("Could not do this")
        .nth(n)
        .unwrap()
        .click();
    h.run();
    assert_eq!(h.state().wizard().fix.picked, Some(loss[0]));
    // On the table C's stack lost 1, not 2: strength 4.
    h.state_mut().wizard_mut().fix.strength = 4;
    h.run();
    click_button(&mut h, "Set strength");
    let oob = oob_text(&h);
    assert!(oob.contains("Perm: C Red 4"), "{oob}");
    assert!(log_has(&h, "— could not do on the board: Order of battle:"));
}

/// The cursor of the game (how many steps it holds).
fn cursor(h: &Harness<'_, App>) -> usize {
    h.state().session().unwrap().cursor()
}

/// A text box owns its keys: at the Non-Attack Policies' step, the move
/// typed in the stack editor's "new province" box is carried out by
/// Enter — the step behind it is not taken, and the box is emptied (so
/// Ctrl+Z leaves nothing behind to move again).
#[test]
fn enter_in_the_new_province_box_moves_the_stack_and_leaves_the_step() {
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let oob =
        OrderOfBattle::parse("Perm: C Red 6, D White 3\nOmsk: C Red 2\nKiev: C Red 1").unwrap();
    apply(&mut h, Action::Edit(Edit::OrderOfBattle(oob)));
    click(&mut h, "Physical dice");
    h.state_mut()
        .push(Command::Apply(Action::StartBotTurn(seat('C'))));
    h.run();
    walk_turn(&mut h, &[2], |p| match p {
        Prompt::Do(i) if i.kind == politburo::rcw::step::InstructionKind::MoveStacks => Walk::Stop,
        Prompt::Ask(q) if q.text.contains("what was the combat result") => {
            Walk::Click("Other / no effect".to_string())
        }
        _ => Walk::Default,
    });
    let at = h.state().session().unwrap().game().prompt().cloned();
    assert!(
        matches!(&at, Some(Prompt::Do(i)) if i.kind == politburo::rcw::step::InstructionKind::MoveStacks),
        "{at:?}"
    );
    // C's first stack, picked as in the Stack chooser.
    let (kept, id, from, brief) = {
        let oob = h
            .state()
            .session()
            .unwrap()
            .game()
            .state()
            .order_of_battle()
            .clone();
        let (r, st) = oob.refs().find(|(_, s)| s.owner == seat('C')).unwrap();
        let (id, from, brief) = (
            st.id(),
            oob.province_name(r.province).to_string(),
            st.phrase(),
        );
        (oob, id, from, brief)
    };
    assert!(h.state_mut().wizard_mut().stacks.pick_id(&kept, id));
    h.run();
    let before = cursor(&h);
    let field = h.get_by_role_and_label(Role::TextInput, "or");
    field.focus();
    h.run();
    h.get_by_role_and_label(Role::TextInput, "or")
        .type_text("Vologda");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    h.run();
    assert_eq!(cursor(&h), before + 1, "one step: the move");
    assert!(log_has(
        &h,
        &format!("{brief} moves from {from} to Vologda")
    ));
    assert_eq!(
        h.state().session().unwrap().game().prompt().cloned(),
        at,
        "the step is still the Non-Attack Policies'"
    );
    assert!(h.state().wizard().stacks.to_new.is_empty());
    // Enter again, with the box empty and focus gone: now the step.
    h.key_press(Key::Enter);
    h.run();
    assert_ne!(h.state().session().unwrap().game().prompt().cloned(), at);
}

/// Enter in the "Add a stack in" box adds the stack when the form is
/// whole, and otherwise says what is missing: never the step behind it,
/// and never the same stack twice (the form is cleared once added).
#[test]
fn enter_in_the_add_box_adds_or_says_why_and_the_form_clears() {
    let mut h = harness(App::sealed(None).unwrap());
    open_stack_editor(&mut h);
    let before = cursor(&h);
    h.get_by_role_and_label(Role::TextInput, "Add a stack in")
        .focus();
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Add a stack in")
        .type_text("Moscow");
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(cursor(&h), before, "no player picked: nothing added");
    let note = h.state_mut().human_form_mut().stacks.note.clone();
    assert!(
        note.as_deref()
            .is_some_and(|n| n.contains("Pick whose stack")),
        "{note:?}"
    );
    // The player picked, Enter in the box adds it, once.
    h.state_mut().human_form_mut().stacks.add_owner = Some(seat('A'));
    h.state_mut().human_form_mut().stacks.add_strength = 6;
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Add a stack in")
        .focus();
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(cursor(&h), before + 1, "the stack added");
    assert!(oob_text(&h).contains("Moscow: A Red 6"), "{}", oob_text(&h));
    let form = h.state_mut().human_form_mut().stacks.clone();
    assert!(form.add_province.is_empty(), "the form is cleared");
    assert_eq!(form.add_strength, 1);
    // The Add button greys: a second click adds nothing.
    click_button(&mut h, "Add stack");
    assert_eq!(cursor(&h), before + 1);
}

/// A number key is the answer its label names: a stack's share of an
/// exchange loss offers 1 to 4, and the key 3 records 3 (not the fourth
/// answer, 4), as the terminal's "3" does.
#[test]
fn a_number_key_picks_the_loss_of_that_number() {
    use politburo::rcw::planner::StackRef;
    use politburo::rcw::{HumanAttack, Input};
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    let oob = OrderOfBattle::parse("Moscow: A Red 6, A Red 3\nOrel: B Green 4").unwrap();
    apply(&mut h, Action::Edit(Edit::OrderOfBattle(oob)));
    let at = |province, stack| StackRef { province, stack };
    h.state_mut()
        .push(Command::Apply(Action::HumanAttack(HumanAttack {
            target: at(1, 0),
            attackers: vec![at(0, 0), at(0, 1)],
        })));
    h.run();
    // Moved as planned; EX; the exchange said; B lost 2; A's side lost 4.
    for input in [
        Input::Choice(0),
        Input::Choice(2),
        Input::Ack,
        Input::Choice(2),
        Input::Choice(4),
    ] {
        h.state_mut().push(Command::Apply(Action::Input(input)));
        h.run();
    }
    let q = match h.state().session().unwrap().game().prompt().cloned() {
        Some(Prompt::Ask(q)) => q,
        p => panic!("{p:?}"),
    };
    assert_eq!(q.options, ["1", "2", "3", "4"], "{}", q.text);
    h.state_mut().push(Command::Tab(PlayTab::Wizard));
    h.run();
    h.key_press(Key::Num3);
    h.run();
    assert!(
        log_has(&h, "how much did A's Red 6 lose? — 3"),
        "{:?}",
        h.state()
            .session()
            .unwrap()
            .log()
            .iter()
            .map(|l| l.entry.text.to_string())
            .collect::<Vec<_>>()
    );
    assert!(
        oob_text(&h).contains("Orel: B Green 2, A Red 3, A Red 2"),
        "{}",
        oob_text(&h)
    );
}
