#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The Board tab as a player uses it: a game given the example map by a
//! click, a counter clicked opens the stack editor at its stack, a
//! province the map does not know added to it as a new place, and a move
//! of your own the map does not give asked "by rail or a special move?".

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use politburo::rcw::planner::OrderOfBattle;
use politburo::rcw::{Action, Edit};
use politburo::ui::App;
use politburo::ui::command::{Command, PlayTab};

mod common;
use common::*;

fn game(oob: &str) -> Harness<'static, App> {
    let mut h = harness(App::sealed(None).unwrap());
    new_seed_game(&mut h);
    h.state_mut()
        .push(Command::Apply(Action::Edit(Edit::OrderOfBattle(
            OrderOfBattle::parse(oob).unwrap(),
        ))));
    h.state_mut().push(Command::Tab(PlayTab::Board));
    h.run();
    h
}

/// Your turn's stack editor open at the board's first stack; its id.
fn pick_first_stack(h: &mut Harness<'_, App>) -> politburo::rcw::planner::StackId {
    h.state_mut().push(Command::Tab(PlayTab::Human));
    h.run();
    let kept = board_of(h).order_of_battle().clone();
    let id = kept.refs().next().unwrap().1.id();
    h.state_mut().human_form_mut().stacks.pick_id(&kept, id);
    h.run();
    id
}

fn map_places(h: &Harness<'_, App>) -> Option<usize> {
    board_of(h).map().map(|m| m.places().len())
}

#[test]
fn the_example_map_by_a_click_then_a_counter_opens_its_stack() {
    let mut h = game("Moscow: A Red 6, A Red 3\nVladivostok: D White 4");
    assert_eq!(map_places(&h), None);
    click_button(&mut h, "Play on the example map");
    assert_eq!(map_places(&h), Some(28));
    assert!(log_has(&h, "the game is played on a map of 28 places"));
    // A counter clicked: the stack editor of your turn, at that stack.
    h.get_by_label_contains("Moscow: A's Red 3 (#2)").click();
    h.run();
    assert_eq!(h.state().tab(), PlayTab::Human);
    assert_eq!(
        h.state_mut()
            .human_form_mut()
            .stacks
            .picked
            .map(|id| id.number()),
        Some(2)
    );
    // Vladivostok is not on the map: offered as a new place, next to Omsk.
    h.state_mut().push(Command::Tab(PlayTab::Board));
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Vladivostok, next to")
        .click_accesskit();
    h.run();
    h.get_by_role_and_label(Role::Button, "Omsk")
        .click_accesskit();
    h.run();
    click_button(&mut h, "Add Vladivostok to the map");
    assert_eq!(map_places(&h), Some(29));
    assert!(log_has(
        &h,
        "the map remembers that Vladivostok connects to Omsk (Vladivostok is new to the map)"
    ));
}

#[test]
fn a_move_the_map_does_not_give_asks_by_rail_and_is_logged_so() {
    let mut h = game("Moscow: A Red 6\nOmsk: D White 4");
    click_button(&mut h, "Play on the example map");
    let id = pick_first_stack(&mut h);
    h.state_mut().human_form_mut().stacks.to_province = Some("Omsk".to_string());
    h.run();
    let before = h.state().session().unwrap().cursor();
    click_button(&mut h, "Move");
    // Asked, not made.
    assert_eq!(h.state().session().unwrap().cursor(), before);
    assert!(
        h.query_by_label_contains("Not within reach on the map")
            .is_some()
    );
    click_button(&mut h, "Yes: by rail or a special move (Enter)");
    assert_eq!(h.state().session().unwrap().cursor(), before + 1);
    assert!(log_has(
        &h,
        "A's Red 6 moves from Moscow to Omsk (by rail or a special move)"
    ));
    // A move the map gives is made at once.
    let kept = board_of(&h).order_of_battle().clone();
    h.state_mut().human_form_mut().stacks.pick_id(&kept, id);
    h.state_mut().human_form_mut().stacks.to_new = "Ekaterinburg".to_string();
    h.run();
    click_button(&mut h, "Move");
    assert_eq!(h.state().session().unwrap().cursor(), before + 2);
}

#[test]
fn a_move_the_map_lacks_can_teach_the_map_the_connection() {
    let mut h = game("Moscow: A Red 6\nOmsk: D White 4");
    click_button(&mut h, "Play on the example map");
    let id = pick_first_stack(&mut h);
    h.state_mut().human_form_mut().stacks.to_province = Some("Omsk".to_string());
    h.run();
    let before = h.state().session().unwrap().cursor();
    let connections = |h: &Harness<'_, App>| board_of(h).map().unwrap().connections().len();
    let had = connections(&h);
    click_button(&mut h, "Move");
    click_button(
        &mut h,
        "They are next to each other: remember that Moscow connects to Omsk, and move",
    );
    // Two logged steps: the connection learned, then the move.
    assert_eq!(h.state().session().unwrap().cursor(), before + 2);
    assert_eq!(connections(&h), had + 1);
    assert!(log_has(
        &h,
        "the map remembers that Moscow connects to Omsk"
    ));
    assert!(log_has(&h, "A's Red 6 moves from Moscow to Omsk"));
    // Back again: the map now gives it, so no question is asked.
    let kept = board_of(&h).order_of_battle().clone();
    h.state_mut().human_form_mut().stacks.pick_id(&kept, id);
    h.state_mut().human_form_mut().stacks.to_province = Some("Moscow".to_string());
    h.run();
    click_button(&mut h, "Move");
    assert_eq!(h.state().session().unwrap().cursor(), before + 3);
    assert!(
        h.query_by_label_contains("Not within reach on the map")
            .is_none()
    );
}

#[test]
fn the_board_header_sets_the_moves_a_turn() {
    let mut h = game("Moscow: A Red 6");
    click_button(&mut h, "Play on the example map");
    let moves = |h: &Harness<'_, App>| board_of(h).map().unwrap().moves();
    let was = moves(&h);
    h.get_by_role_and_label(Role::Button, "+").click();
    h.run();
    assert_eq!(moves(&h), was + 1);
    h.get_by_role_and_label(Role::Button, "−").click();
    h.run();
    assert_eq!(moves(&h), was);
}

#[test]
fn a_bot_turns_moves_are_drawn_and_said_on_the_board() {
    // C's Red 8 in Moscow is two places from D's White 3 in Saratov;
    // C's Red 2 in Nizhni Novgorod screens it in Ryazan (Non-Attack
    // Policy 8, Enter: as proposed). The Board then says the move.
    let mut h = game("Moscow: C Red 8\nNizhni Novgorod: C Red 2\nSaratov: D White 3");
    click_button(&mut h, "Play on the example map");
    click(&mut h, "Physical dice");
    h.state_mut().push(Command::Apply(Action::StartBotTurn(
        politburo::rcw::Seat::from_letter('C').unwrap(),
    )));
    h.state_mut().push(Command::Tab(PlayTab::Wizard));
    h.run();
    walk_turn(&mut h, &[2], |_| Walk::Default);
    assert!(log_has(
        &h,
        "Non-Attack Policy 8: did C's Red 2 move from Nizhni Novgorod into Ryazan, to screen C's Red 8 in Moscow against D's White 3 in Saratov?"
    ));
    // The garrisons no stack can reach, said once (C has no White units:
    // Policy 7 says nothing).
    assert!(log_has(
        &h,
        "Non-Attack Policy 6: no stack of C's can reach Tver or Petrograd this turn on the map: not garrisoned"
    ));
    assert!(!log_has(&h, "Non-Attack Policy 7"));
    h.state_mut().push(Command::Tab(PlayTab::Board));
    h.run();
    assert!(
        h.query_by_label_contains("Moved this turn: C's Red 2 from Nizhni Novgorod to Ryazan")
            .is_some()
    );
}

#[test]
fn the_stack_editor_offers_the_maps_places_within_reach_first() {
    let mut h = game("Moscow: A Red 6\nOmsk: D White 4");
    click_button(&mut h, "Play on the example map");
    pick_first_stack(&mut h);
    h.get_by_role_and_label(Role::ComboBox, "Move to")
        .click_accesskit();
    h.run();
    // Moscow's neighbours first, then every place of the map (Archangel
    // has no stack on it).
    assert!(h.query_by_label("Within reach on the map").is_some());
    h.get_by_role_and_label(Role::Button, "Archangel");
    h.get_by_role_and_label(Role::Button, "Tula")
        .click_accesskit();
    h.run();
    let before = h.state().session().unwrap().cursor();
    click_button(&mut h, "Move");
    // Within reach: made at once, no question.
    assert_eq!(h.state().session().unwrap().cursor(), before + 1);
    assert!(log_has(&h, "A's Red 6 moves from Moscow to Tula"));
}

#[test]
fn a_place_dropped_between_turns_is_kept_in_the_games_map() {
    let mut h = game("Moscow: A Red 6");
    click_button(&mut h, "Play on the example map");
    let drawn = |h: &Harness<'_, App>| {
        let m = board_of(h).map().unwrap();
        m.places()[m.index("Tula").unwrap()].at
    };
    let was = drawn(&h);
    let before = h.state().session().unwrap().cursor();
    let tula = h.get_by_label_contains("Tula: next to").rect().center();
    h.hover_at(tula);
    h.run();
    h.drag_at(tula);
    h.run();
    for k in 1..=6 {
        h.hover_at(tula + egui::vec2(8.0 * k as f32, 5.0 * k as f32));
        h.run();
    }
    h.drop_at(tula + egui::vec2(48.0, 30.0));
    h.run();
    // One logged step, Tula drawn elsewhere; the map's places and
    // connections as they were.
    assert_eq!(h.state().session().unwrap().cursor(), before + 1);
    assert_ne!(drawn(&h), was);
    let last = h
        .state()
        .session()
        .unwrap()
        .log()
        .last()
        .unwrap()
        .entry
        .text
        .to_string();
    assert!(
        last.contains("the map keeps where its places are drawn (Tula moved on the drawing)"),
        "{last}"
    );
    assert_eq!(map_places(&h), Some(28));
    // Undone as any step.
    h.state_mut().push(Command::Undo);
    h.run();
    assert_eq!(drawn(&h), was);
}

#[test]
fn a_place_renamed_mid_game_keeps_its_stacks_and_is_offered_back() {
    // The map's text changed mid-game: Tver renamed "Tver City" while A's
    // Red 3 stands in Tver. The board keeps the stack where it is (by its
    // id), nothing is lost, and the Board offers Tver as a new place.
    let mut h = game("Tver: A Red 3\nMoscow: D White 2");
    click_button(&mut h, "Play on the example map");
    let ids = |h: &Harness<'_, App>| board_of(h).order_of_battle().ids();
    let before = ids(&h);
    let renamed: politburo::rcw::map::Map = politburo::rcw::map::file::EXAMPLE
        .replace("Tver", "Tver City")
        .parse()
        .unwrap();
    h.state_mut()
        .push(Command::Apply(Action::Edit(Edit::Map(Some(Box::new(
            renamed,
        ))))));
    h.run();
    assert_eq!(ids(&h), before);
    assert_eq!(
        board_of(&h).order_of_battle().to_text(),
        "Tver: A Red 3\nMoscow: D White 2"
    );
    assert!(board_of(&h).map().unwrap().index("Tver").is_none());
    // Offered back as a new place, never made silently.
    assert!(
        h.query_by_role_and_label(Role::ComboBox, "Tver, next to")
            .is_some()
    );
}
