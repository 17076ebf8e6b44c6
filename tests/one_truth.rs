#![allow(clippy::unwrap_used, clippy::expect_used)]
//! One board, one truth: with an order of battle kept, who holds the Czar
//! and the Gold and which unit colours each player controls are read from
//! it, and an edit that says otherwise is refused; a stack's id is who it
//! is for the whole session, live, after undo, after save and reopen, and
//! in the terminal.

use politburo::rcw::edit::{EditError, ReadFromBoard};
use politburo::rcw::planner::OrderOfBattle;
use politburo::rcw::{Action, ActionError, Czar, Edit, RcwRules, Seat, Setup, UnitColour};
use politburo::session::{Session, load_session, save_file};
use std::process::{Command, Stdio};

/// The evening of issue 41: 21 stacks in 12 provinces.
const EVENING: &str = "Moscow: A Red 6, C Red 3; Petrograd: A Red 4; Kiev: B Green 6, E Blue 3; Kharkov: A Red 2, D White 8; Orel: C Red 5; Tsaritsyn: D White 3, C Red 6, D White 4; Kazan: E Green 4 (Gold), B Green 2; Perm: D White 5 (Czar); Omsk: D White 6; Samara: C Red 4, E Blue 5; Odessa: B Green 3, D White 2; Rostov: D White 7, E Green 2";

fn s(c: char) -> Seat {
    Seat::from_letter(c).unwrap()
}

fn new_game() -> Session {
    Session::new(Setup::seed_example(), RcwRules::builtin().unwrap(), 11).unwrap()
}

fn keep(s: &mut Session, text: &str) {
    s.apply(Action::Edit(Edit::OrderOfBattle(
        OrderOfBattle::parse(text).unwrap(),
    )))
    .unwrap();
}

#[test]
fn a_kept_order_of_battle_is_where_the_czar_the_gold_and_the_units_are_read() {
    let mut g = new_game();
    let before = g.game().state().clone();
    assert_eq!(before.czar(), Czar::Uncontrolled);
    assert_eq!(before.gold(), None);
    assert_eq!(before.player(s('E')).unwrap().units(), [UnitColour::Green]);
    keep(&mut g, EVENING);
    let st = g.game().state();
    assert_eq!(st.czar(), Czar::ControlledBy(s('D')));
    assert_eq!(st.gold(), Some(s('E')));
    assert_eq!(
        st.player(s('E')).unwrap().units(),
        [UnitColour::Green, UnitColour::Blue]
    );
    // Said where it is read, in the step's own log line.
    let line = g.log().last().unwrap().entry.text.to_string();
    assert!(
        line.contains("21 stacks in 12 provinces; read from it:"),
        "{line}"
    );
    assert!(
        line.contains("D holds the Czar (with D's White 5 in Perm)"),
        "{line}"
    );
    assert!(line.contains("E holds the Gold"), "{line}");
    assert!(
        line.contains("E controls Green, Blue units (its stacks)"),
        "{line}"
    );
    // A typed fact that says otherwise is refused, naming the board.
    let e = g
        .apply(Action::Edit(Edit::Czar(Czar::ControlledBy(s('B')))))
        .unwrap_err();
    assert_eq!(
        e,
        ActionError::Edit(EditError::FromBoard(ReadFromBoard::Czar {
            holder: Some("D's White 5 in Perm".to_string())
        }))
    );
    // The one wording check: the refusal names the board.
    assert!(
        e.to_string()
            .contains("read from the order of battle (it is with D's White 5 in Perm)"),
        "{e}"
    );
    let e = g
        .apply(Action::Edit(Edit::Units(s('E'), vec![UnitColour::Green])))
        .unwrap_err();
    assert_eq!(
        e,
        ActionError::Edit(EditError::FromBoard(ReadFromBoard::Units {
            seat: s('E'),
            read: vec![UnitColour::Green, UnitColour::Blue]
        }))
    );
    assert!(matches!(
        g.apply(Action::Edit(Edit::Gold(None))),
        Err(ActionError::Edit(EditError::FromBoard(
            ReadFromBoard::Gold { .. }
        )))
    ));
    // What the board says is accepted; the Czar executed takes the mark off.
    g.apply(Action::Edit(Edit::Czar(Czar::Executed))).unwrap();
    let st = g.game().state();
    assert_eq!(st.czar(), Czar::Executed);
    assert!(
        st.order_of_battle()
            .refs()
            .all(|(_, k)| k.holds != Some(politburo::rcw::planner::Holding::Czar))
    );
}

#[test]
fn a_game_of_the_turn_flow_before_keeps_its_typed_facts() {
    let rules = RcwRules::builtin().unwrap().with_turn_flow(1).unwrap();
    let mut g = Session::new(Setup::seed_example(), rules, 11).unwrap();
    keep(&mut g, EVENING);
    assert_eq!(g.game().state().czar(), Czar::Uncontrolled);
    assert_eq!(
        g.game().state().player(s('E')).unwrap().units(),
        [UnitColour::Green]
    );
}

fn ids(g: &Session) -> Vec<(u32, String)> {
    let oob = g.game().state().order_of_battle();
    oob.refs()
        .map(|(r, k)| {
            (
                k.id().number(),
                format!("{} {}", oob.province_name(r.province), k.brief()),
            )
        })
        .collect()
}

#[test]
fn a_stack_id_is_the_same_live_after_undo_and_after_save_and_reopen() {
    let tmp = tempfile::tempdir().unwrap();
    let mut g = new_game();
    keep(&mut g, "Perm: B Red 6, D White 3");
    keep(&mut g, "Perm: B Red 6, D White 3; Omsk: C Red 2");
    let live = ids(&g);
    // The stacks typed again keep who they are; the new one is new.
    assert_eq!(
        live[..2],
        [
            (1, "Perm B Red 6".to_string()),
            (2, "Perm D White 3".to_string())
        ]
    );
    assert_eq!(live[2].0, 3);
    let file = tmp.path().join("x.json");
    save_file(&file, g.data(), 0).unwrap();
    assert_eq!(ids(&load_session(&file).unwrap()), live);
    g.undo().unwrap();
    g.redo().unwrap();
    assert_eq!(ids(&g), live);
}

/// `rcw play --new --stacks … --save x.json`: the ids the steps name are
/// those `rcw show x.json --json` and `rcw play x.json` name.
#[test]
fn the_terminal_names_the_same_ids_live_in_show_and_in_the_next_play() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let x = tmp.path().join("x.json");
    let run = |args: &[&str], input: &str| -> String {
        let mut c = Command::new(assert_cmd::cargo::cargo_bin!("politburo"))
            .args(args)
            .env("POLITBURO_DATA_DIR", &data)
            .env_remove("POLITBURO_ASSETS_DIR")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        use std::io::Write;
        c.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let out = c.wait_with_output().unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let ids_in = |line: &str| -> Vec<u64> {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        let board = v.get("board").unwrap_or(&v);
        board["stacks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|k| k["id"].as_u64().unwrap())
            .collect()
    };
    let x_arg = x.to_str().unwrap();
    let out = run(
        &[
            "rcw", "play", "--new", "--stacks", EVENING, "--seed", "11", "--json", "--save", x_arg,
        ],
        "\n\n\n",
    );
    let live = ids_in(out.lines().last().unwrap());
    assert_eq!(live, (1..=21).collect::<Vec<u64>>());
    let shown = run(&["rcw", "show", x_arg, "--json"], "");
    assert_eq!(ids_in(shown.trim()), live);
    let again = run(&["rcw", "play", x_arg, "--json"], "");
    assert_eq!(ids_in(again.lines().next().unwrap()), live);
}

/// The evening's board typed on the Players tab: keeping it asks first,
/// naming what it reads from it; Enter keeps it, and the panel shows the
/// Czar's and the Gold's holders as read.
#[test]
fn keeping_a_board_that_says_more_than_the_panel_asks_first_and_enter_keeps_it() {
    use egui_kittest::kittest::Queryable;
    use politburo::ui::command::{Command, PlayTab};
    let tmp = tempfile::tempdir().unwrap();
    let app = politburo::ui::App::sealed(Some(politburo::session::SessionStore::new(
        tmp.path().to_path_buf(),
    )))
    .unwrap();
    let mut h = egui_kittest::Harness::builder()
        .with_size([1280.0, 900.0])
        .build_ui_state(|ui, app: &mut politburo::ui::App| app.ui(ui), app);
    h.get_by_label("New game").click();
    h.run();
    h.get_by_label("Start game").click();
    h.run();
    h.state_mut().push(Command::Tab(PlayTab::Players));
    h.run();
    // The box is brought into view as a player scrolls to it.
    h.get_by_label("Stacks by province").click();
    h.run();
    h.state_mut().players_form_mut().oob_text = EVENING.replace("; ", "\n");
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Keep this order of battle")
        .scroll_to_me();
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Keep this order of battle")
        .click();
    h.run();
    let cursor = h.state().session().unwrap().cursor();
    assert!(
        h.state()
            .session()
            .unwrap()
            .game()
            .state()
            .order_of_battle()
            .is_empty()
    );
    let asked = "This order of battle says what the panel above does not: D holds the Czar (with D's White 5 in Perm), E holds the Gold (with E's Green 4 in Kazan), E controls Green, Blue units (its stacks)";
    assert!(h.query_by_label_contains(asked).is_some());
    h.key_press(egui::Key::Enter);
    h.run();
    let s = h.state().session().unwrap();
    assert_eq!(s.cursor(), cursor + 1);
    assert_eq!(s.game().state().czar(), Czar::ControlledBy(self::s('D')));
    assert!(h.query_by_label_contains("Read from the order of battle: D holds the Czar (with D's White 5 in Perm); E holds the Gold").is_some());
}

/// Plays `seat`'s turn on `g`: dice from `faces` (then 1s); each question
/// answered by `at` or with its default; instructions acknowledged.
/// Returns every question asked.
fn walk(
    g: &mut Session,
    seat: char,
    faces: &[u8],
    mut at: impl FnMut(&politburo::rcw::step::Question) -> Option<usize>,
) -> Vec<politburo::rcw::step::Question> {
    use politburo::rcw::step::{Input, Prompt};
    g.apply(Action::StartBotTurn(s(seat))).unwrap();
    let mut faces = faces.iter().copied().chain(std::iter::repeat(1));
    let mut asked = Vec::new();
    for _ in 0..300 {
        let input = match g.game().prompt().cloned() {
            None => return asked,
            Some(Prompt::Roll(_)) => Input::Die {
                face: faces.next().unwrap(),
                by_hand: true,
            },
            Some(Prompt::Do(_)) => Input::Ack,
            Some(Prompt::Ask(q)) => {
                // The planner's "use this plan" is Enter's answer.
                if let Some(p) = g.step_view().plan {
                    assert_eq!(Some(p.answer), q.default, "{}", q.text);
                    assert!(p.use_label.starts_with(&format!("Answer {}", p.answer)));
                    if p.ask.first_target.is_some() {
                        let o = &q.options[p.answer];
                        assert!(p.use_label.contains(&format!("({o})")), "{}", p.use_label);
                    }
                }
                let c = at(&q)
                    .or(q.default)
                    .unwrap_or_else(|| panic!("no answer at {:?}", q.text));
                asked.push(q);
                Input::Choice(c)
            }
        };
        g.apply(Action::Input(input)).unwrap();
    }
    panic!("the turn did not end");
}

fn board_text(g: &Session) -> String {
    g.game().state().order_of_battle().to_text()
}

/// An attack talked out of it on Attack Consideration (rolled after all
/// movement) leaves its stacks where the order moved them.
#[test]
fn an_attack_aborted_after_its_move_leaves_the_stack_where_it_moved() {
    use politburo::rcw::step::Topic;
    let mut g = new_game();
    keep(
        &mut g,
        "Moscow: C Red 6; Perm: D White 3; Kazan: C Red 9, D White 2",
    );
    g.apply(Action::Edit(Edit::Reach(
        politburo::rcw::planner::Reach::parse("Moscow>Perm", g.game().state().order_of_battle())
            .unwrap(),
    )))
    .unwrap();
    let mut order = Vec::new();
    // SDT 2 (two attacks at 2-1, Red against White), then 6s: every
    // Attack Consideration roll aborts.
    let asked = walk(&mut g, 'C', &[2, 6, 6, 6, 6], |q| {
        order.push(q.topic);
        None
    });
    let moved = asked
        .iter()
        .position(|q| q.topic == Topic::MovedAsOrdered)
        .expect("the move was asked");
    assert!(
        asked[moved]
            .text
            .contains("did C's Red 6 from Moscow move into Perm"),
        "{}",
        asked[moved].text
    );
    // The one wording check of an abort: the move made for it stands.
    assert!(
        g.log().iter().any(|l| l.entry.text.contains(
            "is aborted (6 is more than 5): C's units stay where they are now (the attack on Perm is not made) and do not attack; a stack that moved for the attack does not move back."
        )),
        "an attack was aborted"
    );
    assert_eq!(
        board_text(&g),
        "Moscow:\nPerm: D White 3, C Red 6\nKazan: C Red 9, D White 2"
    );
}

/// B's vindictive turn against the Czar's holder, out of B's reach with
/// no move ticked: Enter answers "No" to whether B can attack it.
#[test]
fn enter_says_no_to_an_attack_on_the_czar_the_board_does_not_allow() {
    use politburo::rcw::step::Topic;
    let mut g = new_game();
    // B can attack D's White 2 in Kiev, not the Czar's stack in Perm.
    keep(
        &mut g,
        "Kiev: B Green 6, B Green 4, D White 2; Perm: D White 5 (Czar)",
    );
    // SDT 6 (vindictive), VST 3 (attack the Czar's holder, D).
    let asked = walk(&mut g, 'B', &[6, 3], |q| {
        // The other attacks' results: no effect.
        (q.topic == Topic::CombatResult).then(|| q.options.len() - 1)
    });
    let q = asked
        .iter()
        .find(|q| q.topic == Topic::CanAttack)
        .expect("the question was asked");
    assert!(
        q.text.contains("on the stack holding D's Czar"),
        "{}",
        q.text
    );
    assert_eq!(q.options[q.default.unwrap()], "No", "{}", q.text);
    assert!(
        !g.log()
            .iter()
            .any(|l| l.entry.text.contains("Attack 1: move B's"))
    );
}

/// An exchange whose attacking side is two stacks: the loss is asked, then
/// which stacks gave it (no default), and the board takes it so.
#[test]
fn an_exchange_over_two_attacking_stacks_asks_which_stacks_gave_the_loss() {
    use politburo::rcw::step::Topic;
    let mut g = new_game();
    keep(&mut g, "Perm: C Red 5, C Red 4, D White 3");
    let rules = RcwRules::builtin().unwrap();
    let ex = rules
        .combat_results()
        .iter()
        .position(|c| c.exchange)
        .unwrap();
    let asked = walk(&mut g, 'C', &[2, 1, 1], |q| match q.topic {
        Topic::CombatResult => Some(ex),
        Topic::ExchangeLoss if q.text.contains("attacking") => Some(4),
        Topic::ExchangeLoss => Some(3),
        // C's Red 5 gave 1, so C's Red 4 gave 3.
        Topic::StackLoss => Some(1),
        _ => None,
    });
    let share = asked.iter().find(|q| q.topic == Topic::StackLoss).unwrap();
    assert_eq!(share.default, None);
    assert_eq!(share.options, ["0", "1", "2", "3", "4"]);
    assert!(
        share
            .text
            .contains("of the 4 the attacking stacks lost, how much did C's Red 5 lose?"),
        "{}",
        share.text
    );
    assert_eq!(board_text(&g), "Perm: C Red 4, C Red 1");
    // The turn's last step (one undone: the end of the turn) lists what
    // the combat did to the stacks among the board's changes to check.
    g.undo().unwrap();
    let checklist = g.step_view().checklist;
    assert!(
        checklist
            .iter()
            .any(|l| l.text.starts_with("Order of battle:") && l.text.contains("C's Red 5")),
        "{checklist:?}"
    );
}

/// Your own attack is worded as yours: the move asked "as you planned",
/// and an exchange leaves your losses to you (Non-Attack Policy 9 guides
/// the bots only).
#[test]
fn your_own_attack_is_worded_as_yours() {
    use politburo::rcw::HumanAttack;
    use politburo::rcw::planner::StackRef;
    use politburo::rcw::step::{Input, Prompt, Topic};
    let mut g = new_game();
    keep(&mut g, "Perm: B Green 3, A Red 2; Omsk: A Red 4");
    let at = |province, stack| StackRef { province, stack };
    g.apply(Action::HumanAttack(HumanAttack {
        target: at(0, 0),
        attackers: vec![at(0, 1), at(1, 0)],
    }))
    .unwrap();
    let ex = RcwRules::builtin()
        .unwrap()
        .combat_results()
        .iter()
        .position(|c| c.exchange)
        .unwrap();
    for _ in 0..50 {
        let input = match g.game().prompt().cloned() {
            None => break,
            Some(Prompt::Roll(_)) => Input::Die {
                face: 1,
                by_hand: true,
            },
            Some(Prompt::Do(_)) => Input::Ack,
            Some(Prompt::Ask(q)) => Input::Choice(match q.topic {
                Topic::CombatResult => ex,
                _ => q.default.unwrap_or(q.options.len() - 1),
            }),
        };
        g.apply(Action::Input(input)).unwrap();
    }
    let log: Vec<String> = g.log().iter().map(|l| l.entry.text.to_string()).collect();
    assert!(
        log.iter()
            .any(|l| l
                .contains("did your stacks (A's Red 4 from Omsk) move into Perm as you planned?")),
        "{log:#?}"
    );
    assert!(
        log.iter()
            .any(|l| l.contains("(Exchange: take your losses as you choose.)")),
        "{log:#?}"
    );
    assert!(
        !log.iter().any(|l| l.contains("take A's losses")),
        "{log:#?}"
    );
}

/// Turn flow 3: an attack the planner ordered is not asked whose units it
/// goes against — the plan names the stack, the order of battle its owner
/// — and the log says where the answer came from.
#[test]
fn a_planned_attack_reads_its_defender_from_the_plan() {
    use politburo::rcw::step::Topic;
    let mut g = new_game();
    keep(
        &mut g,
        "Perm: B Red 6, C Blue 2; Omsk: B Red 4; Kazan: D Blue 2 (Gold)",
    );
    let asked = walk(&mut g, 'B', &[1], |q| {
        (q.topic == Topic::CombatResult).then(|| q.options.len() - 1)
    });
    let log: Vec<String> = g.log().iter().map(|l| l.entry.text.to_string()).collect();
    assert!(
        log.iter()
            .any(|l| l.contains("the plan attacks C's stack, so C's Blue units are attacked")),
        "{log:#?}"
    );
    assert!(!asked.iter().any(|q| q.topic == Topic::Defender));
}

/// A planner that finds no attack says which of the units' stacks an
/// earlier attack of the turn holds: a stack in reach is not forgotten,
/// it is busy.
#[test]
fn no_attack_found_names_the_stacks_already_attacking() {
    use politburo::rcw::UnitColour;
    use politburo::rcw::step::{Input, Prompt, Topic};
    let mut g = new_game();
    keep(
        &mut g,
        "Kazan: C Red 5, C Blue 2\nVyatka: D White 2\nUfa: E Blue 2",
    );
    g.apply(Action::Edit(Edit::Reach(
        politburo::rcw::planner::Reach::parse(
            "Kazan>Vyatka, Kazan>Ufa",
            g.game().state().order_of_battle(),
        )
        .unwrap(),
    )))
    .unwrap();
    g.apply(Action::StartBotTurn(s('C'))).unwrap();
    // SDT 2: two attacks at 2-1; Red on White first takes C's Red 5.
    let mut none = None;
    for _ in 0..40 {
        let input = match g.game().prompt().cloned() {
            Some(Prompt::Roll(_)) => Input::Die {
                face: 2,
                by_hand: true,
            },
            Some(Prompt::Do(_)) => Input::Ack,
            Some(Prompt::Ask(q))
                if q.topic == Topic::AttackCount
                    && q.plan
                        .as_ref()
                        .is_some_and(|a| a.target == UnitColour::Blue) =>
            {
                none = g.step_view().plan.and_then(|p| p.none);
                break;
            }
            Some(Prompt::Ask(q)) => Input::Choice(q.default.unwrap()),
            None => break,
        };
        g.apply(Action::Input(input)).unwrap();
    }
    let none = none.expect("the planner's question on Blue units, with no attack");
    // The one wording check of this line.
    assert!(
        none.ends_with("C's Red 5 in Kazan is in an attack of this turn already."),
        "{none}"
    );
}
