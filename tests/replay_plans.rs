#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Replays that never plan again: an answer that took the attack planner's
//! plan keeps the orders it gave (its stacks by id), and opening the game
//! follows them, whatever the planner of the release that opens it would
//! say now. A game saved before kept none, and plans as it did.

use politburo::rcw::planner::OrderOfBattle;
use politburo::rcw::step::{Input, Prompt, Refused, Topic};
use politburo::rcw::{Action, ActionError, Edit, RcwRules, Seat, Setup};
use politburo::session::{ReplayError, Session, SessionData, StoreError, decode_session, encode};
use std::path::Path;

fn s(c: char) -> Seat {
    Seat::from_letter(c).unwrap()
}

/// `seat`'s turn on `g`, dice from `faces` then 1s, every question by
/// `at` or its default (the first answer where there is none).
fn walk(g: &mut Session, seat: char, faces: &[u8], at: impl Fn(&Topic) -> Option<usize>) {
    g.apply(Action::StartBotTurn(s(seat))).unwrap();
    let mut faces = faces.iter().copied().chain(std::iter::repeat(1));
    for _ in 0..400 {
        let input = match g.game().prompt().cloned() {
            None => return,
            Some(Prompt::Roll(_)) => Input::Die {
                face: faces.next().unwrap(),
                by_hand: true,
            },
            Some(Prompt::Do(_)) => Input::Ack,
            Some(Prompt::Ask(q)) => Input::Choice(at(&q.topic).or(q.default).unwrap_or(0)),
        };
        g.apply(Action::Input(input)).unwrap();
    }
    panic!("the turn did not end");
}

/// C's turn (SDT 2: two attacks at 2-1, Red against White) on a board
/// where C's Red 6 and C's Red 5 can each take D's White 2, every result
/// "no effect".
fn played() -> Session {
    let rules = RcwRules::builtin().unwrap();
    let mut g = Session::new(Setup::seed_example(), rules.clone(), 3).unwrap();
    let oob = OrderOfBattle::parse("Perm: C Red 6, C Red 5, D White 2").unwrap();
    g.apply(Action::Edit(Edit::OrderOfBattle(oob))).unwrap();
    let none = rules
        .combat_results()
        .iter()
        .position(|c| c.code.as_deref() == Some("-"))
        .unwrap();
    walk(&mut g, 'C', &[2], |t| {
        (*t == Topic::CombatResult).then_some(none)
    });
    g
}

fn planned_lines(g: &Session) -> Vec<String> {
    g.log()
        .iter()
        .map(|l| l.entry.text.to_string())
        .filter(|t| t.starts_with("Attack 1:"))
        .collect()
}

#[test]
fn an_answer_to_the_planner_keeps_its_orders_and_a_replay_follows_them() {
    let g = played();
    let kept: Vec<&Input> = g
        .data()
        .actions
        .iter()
        .filter_map(|a| match a {
            Action::Input(i @ Input::Planned { .. }) => Some(i),
            _ => None,
        })
        .collect();
    assert!(!kept.is_empty(), "the count answer kept the plan");
    let Input::Planned {
        choice,
        orders,
        units,
    } = kept[0]
    else {
        unreachable!()
    };
    assert!(*choice >= 1 && orders.len() == *choice, "{kept:?}");
    assert_eq!(*units, Some(politburo::rcw::UnitColour::Red));
    let first = planned_lines(&g);
    assert_eq!(first.len(), 1, "{first:?}");
    // The file says another order than the planner would give now (as a
    // release with another planner could have written it: the same
    // stacks, counted 12:2 → 6-1): opened, the game follows the file.
    let path = Path::new("x.json");
    let mut doc: serde_json::Value =
        serde_json::from_str(&encode(g.data(), None, path).unwrap()).unwrap();
    let actions = doc["session"]["actions"].as_array_mut().unwrap();
    let planned = actions
        .iter_mut()
        .find(|a| a["Input"].get("Planned").is_some())
        .unwrap();
    let order = &mut planned["Input"]["Planned"]["orders"][0];
    assert_eq!(order["attack"], serde_json::json!(11), "{order}");
    order["attack"] = serde_json::json!(12);
    order["odds"] = serde_json::json!("6-1");
    let opened = decode_session(&doc.to_string(), path).unwrap();
    let lines = planned_lines(&opened);
    assert_eq!(lines.len(), 1);
    assert!(
        lines[0].contains("12 against D's White 2 in Perm: 12:2 → 6-1"),
        "{lines:?}"
    );
    assert_ne!(lines, first);
    // An order naming a stack the board does not have is refused.
    let order = &mut doc["session"]["actions"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|a| a["Input"].get("Planned").is_some())
        .unwrap()["Input"]["Planned"]["orders"][0];
    order["target"] = serde_json::json!(99);
    let e = decode_session(&doc.to_string(), path).unwrap_err();
    let StoreError::DoesNotReplay { source, .. } = &e else {
        panic!("{e:?}")
    };
    assert!(
        matches!(
            source.downcast_ref::<ReplayError>(),
            Some(ReplayError::Action {
                error: ActionError::Refused(Refused::OrdersNameMissingStacks),
                ..
            })
        ),
        "{e:?}"
    );
    // The one wording check of this refusal.
    assert!(
        e.to_string()
            .contains("name a stack the order of battle does not have"),
        "{e}"
    );
}

#[test]
fn a_game_saved_before_plans_as_it_did() {
    let g = played();
    let mut data: SessionData = g.data().clone();
    // The answers as the release before kept them: the choice alone.
    for a in &mut data.actions {
        if let Action::Input(Input::Planned { choice, .. }) = a {
            *a = Action::Input(Input::Choice(*choice));
        }
    }
    let again = Session::from_data(data).unwrap();
    assert_eq!(planned_lines(&again), planned_lines(&g));
    assert_eq!(again.game().state(), g.game().state());
}

/// A bot turn on a board of 14 attacking stacks (more than the planner's
/// exact table takes), kept as a fixture with the board it ended on: a
/// later planner must not change it (`POLITBURO_WRITE_FIXTURES=1` writes
/// it again).
#[test]
fn a_saved_turn_over_fourteen_attacking_stacks_opens_to_the_same_board() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let file = dir.join("planned-14-stacks-format-7.json");
    let board = dir.join("planned-14-stacks-format-7.board.txt");
    let ids = dir.join("planned-14-stacks-format-7.ids.txt");
    // Each stack on the board with the id a replay gives it: the orders in
    // the file name stacks by these ids, so a replay must number them as
    // play did (docs/session-format.md).
    let numbered = |s: &Session| -> String {
        let oob = s.game().state().order_of_battle();
        oob.refs()
            .map(|(r, k)| {
                format!(
                    "#{} {} {}\n",
                    k.id().number(),
                    oob.province_name(r.province),
                    k.brief()
                )
            })
            .collect()
    };
    if std::env::var_os("POLITBURO_WRITE_FIXTURES").is_some() {
        let rules = RcwRules::builtin().unwrap();
        let mut g = Session::new(Setup::seed_example(), rules.clone(), 5).unwrap();
        let oob = OrderOfBattle::parse(
            "Perm: C Red 3, C Red 2, C Red 4, C Red 1, C Red 5, D White 6, D White 2, D White 9\nOmsk: C Red 7, C Red 2, C Red 3, D White 4, D White 3\nKazan: C Red 6, C Red 2, C Red 8, C Red 1, C Red 2, D White 5, D White 1",
        )
        .unwrap();
        g.apply(Action::Edit(Edit::OrderOfBattle(oob))).unwrap();
        let de = rules
            .combat_results()
            .iter()
            .position(|c| c.code.as_deref() == Some("DE"))
            .unwrap();
        // SDT 5: five attacks at 2-1 (Red against White); each a DE.
        walk(&mut g, 'C', &[5], |t| {
            (*t == Topic::CombatResult).then_some(de)
        });
        politburo::session::save_file(&file, g.data(), 0).unwrap();
        std::fs::write(&board, g.game().state().order_of_battle().to_text()).unwrap();
        std::fs::write(&ids, numbered(&g)).unwrap();
    }
    let opened = politburo::session::load_session(&file).unwrap();
    assert_eq!(
        opened.game().state().order_of_battle().to_text(),
        std::fs::read_to_string(&board).unwrap()
    );
    assert_eq!(
        numbered(&opened),
        std::fs::read_to_string(&ids).unwrap(),
        "a replay numbers the stacks as play did"
    );
    let attackers = opened
        .game()
        .state()
        .order_of_battle()
        .refs()
        .filter(|(_, k)| k.owner == s('C'))
        .count();
    assert!(attackers >= 13, "{attackers}");
    assert!(
        opened
            .data()
            .actions
            .iter()
            .any(|a| matches!(a, Action::Input(Input::Planned { orders, .. }) if orders.len() > 1)),
        "the orders are kept in the file"
    );
}
