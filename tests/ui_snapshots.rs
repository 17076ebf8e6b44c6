#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Image snapshots of the PCT screen and the bot-turn wizard, rendered on
//! the CPU (wgpu on Mesa's lavapipe). `UPDATE_SNAPSHOTS=1 cargo test` writes
//! them again after a deliberate change.

use egui_kittest::Harness;

mod common;
use egui_kittest::kittest::Queryable;
use politburo::ui::App;
use politburo::ui::command::{Command, PlayTab};

/// What a machine without a graphics driver lacks, in one line.
const NO_DRIVER: &str = "image snapshots draw with wgpu on the CPU and found no Vulkan or GL driver: install Mesa's (Debian/Ubuntu: apt-get install libvulkan1 mesa-vulkan-drivers libegl1 libgl1-mesa-dri libfontconfig1; .ci/run does it itself)";

/// The app in a harness that draws images; a machine with no driver gets
/// [`NO_DRIVER`] rather than wgpu's own panic.
fn drawn(builder: egui_kittest::HarnessBuilder<App>) -> Harness<'static, App> {
    let app = App::sealed(None).unwrap();
    let built = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
        builder
            .wgpu()
            .build_ui_state(|ui, app: &mut App| app.ui(ui), app)
    }));
    match built {
        Ok(h) => h,
        Err(e) => {
            let why = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            if why.contains("render state") || why.contains("adapter") {
                panic!("{NO_DRIVER}");
            }
            std::panic::resume_unwind(e)
        }
    }
}

fn example_mid_turn_3() -> Harness<'static, App> {
    let mut h = drawn(Harness::builder().with_size([1280.0, 860.0]));
    h.run();
    h.get_by_label("Open example: A game in mid-turn 3").click();
    h.run();
    h
}

#[test]
fn pct_screen() {
    let mut h = example_mid_turn_3();
    h.state_mut().push(Command::Tab(PlayTab::Table));
    h.run();
    h.snapshot("pct_screen");
}

#[test]
fn wizard_screen() {
    let mut h = example_mid_turn_3();
    h.state_mut().push(Command::Tab(PlayTab::Wizard));
    h.run();
    h.snapshot("wizard_screen");
}

/// The wizard after a roll at the small window size players use, with the
/// order wrapped inside the window.
#[test]
fn wizard_after_a_roll_at_1024_by_700() {
    let mut h = drawn(Harness::builder().with_size([1024.0, 700.0]));
    h.run();
    for label in [
        "New game",
        "Start game",
        "Physical dice",
        "Play B's turn",
        "Random events done",
    ] {
        h.get_by_label(label).click_accesskit();
        h.run();
    }
    h.key_press(egui::Key::Num5);
    h.run();
    h.snapshot("wizard_after_a_roll_1024x700");
}

/// Your moves on the board at the small window size players use, a stack
/// picked: every row of the one-stack editor wraps inside the window.
#[test]
fn your_turn_stack_editor_at_1024_by_700() {
    let mut h = stack_editor(1024.0, 700.0, 1.0);
    h.snapshot("your_turn_stacks_1024x700");
}

/// The same at 150 % zoom: a 1024 x 700 window is 683 x 467 points.
#[test]
fn your_turn_stack_editor_at_150_percent() {
    let mut h = stack_editor(683.0, 467.0, 1.5);
    h.snapshot("your_turn_stacks_150");
}

fn stack_editor(w: f32, ht: f32, zoom: f32) -> Harness<'static, App> {
    let mut h = drawn(
        Harness::builder()
            .with_size([w, ht])
            .with_pixels_per_point(zoom),
    );
    common::open_stack_editor(&mut h);
    h
}

/// Your chart being typed at 1024 x 700: the example chart with one cell
/// the rules do not know, marked where it is, and Save off.
#[test]
fn chart_editor_at_1024_by_700() {
    let mut h = drawn(Harness::builder().with_size([1024.0, 700.0]));
    h.run();
    for label in ["Tables, dice and odds", "Start from the example"] {
        h.get_by_label(label).click_accesskit();
        h.run();
    }
    let cell = "Row 4 at 2-1";
    h.get_by_label(cell).focus();
    h.run();
    h.key_press(egui::Key::Backspace);
    h.key_press(egui::Key::Backspace);
    h.run();
    h.get_by_label(cell).type_text("A2");
    h.run();
    h.get_by_label("One thing to put right before it can be saved (marked above):");
    h.snapshot("chart_editor_1024x700");
}

/// A bot's combat result with your chart kept, at 1024 x 700: the chance
/// of each result at the planned odds and "Roll it".
#[test]
fn a_combat_result_on_your_chart_at_1024_by_700() {
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::step::{Prompt, Topic};
    use politburo::rcw::{Action, Edit, Input};
    use politburo::ui::command::Command;
    let mut h = drawn(Harness::builder().with_size([1024.0, 700.0]));
    h.run();
    h.get_by_label("Open example: The seed's five players, start of turn 1")
        .click_accesskit();
    h.run();
    let rules = politburo::rcw::RcwRules::builtin().unwrap();
    let chart =
        politburo::rcw::chart::parse_file(politburo::rcw::chart::EXAMPLE, "example", &rules)
            .unwrap();
    let oob = OrderOfBattle::parse("Kazan: C Red 9, D White 2").unwrap();
    for e in [Edit::OrderOfBattle(oob), Edit::Chart(Some(Box::new(chart)))] {
        h.state_mut().push(Command::Apply(Action::Edit(e)));
    }
    h.state_mut().push(Command::Apply(Action::StartBotTurn(
        politburo::rcw::Seat::from_letter('C').unwrap(),
    )));
    h.run();
    let mut faces = [2u8].into_iter().chain(std::iter::repeat(1));
    for _ in 0..100 {
        let prompt = h.state().session().unwrap().game().prompt().cloned();
        let input = match prompt.unwrap() {
            Prompt::Ask(q) if q.topic == Topic::CombatResult => break,
            Prompt::Roll(_) => Input::Die {
                face: faces.next().unwrap(),
                by_hand: true,
            },
            Prompt::Do(_) => Input::Ack,
            // The combats end with the defender retreating (to the first
            // place next to it the map offers).
            Prompt::Ask(q) if q.topic == politburo::rcw::step::Topic::CombatResult => {
                Input::Choice(q.options.iter().position(|o| o.starts_with("DR")).unwrap())
            }
            Prompt::Ask(q) => Input::Choice(q.default.unwrap_or(0)),
        };
        h.state_mut().push(Command::Apply(Action::Input(input)));
        h.run();
    }
    h.get_by_label("Roll it (R)");
    h.snapshot("combat_result_on_your_chart_1024x700");
}

/// A bot turn's first roll at 1024 x 700: the table, every outcome's
/// chance, and the button (README's first picture).
#[test]
fn wizard_asking_for_a_roll_at_1024_by_700() {
    let mut h = drawn(Harness::builder().with_size([1024.0, 700.0]));
    h.run();
    for label in [
        "New game",
        "Start game",
        "My turn is done",
        "Play B's turn",
        "Random events done",
    ] {
        h.get_by_label(label).click_accesskit();
        h.run();
    }
    h.get_by_label("Roll the die");
    h.snapshot("wizard_roll_1024x700");
}

/// The attack planner under a bot's question at 1024 x 700, with an order
/// of battle kept and one move ticked (README's planner picture).
#[test]
fn the_planner_in_a_bot_turn_at_1024_by_700() {
    use politburo::rcw::planner::{OrderOfBattle, Reach};
    use politburo::rcw::step::{Prompt, Topic};
    use politburo::rcw::{Action, Edit, Input};
    use politburo::ui::command::Command;
    let mut h = drawn(Harness::builder().with_size([1024.0, 700.0]));
    h.run();
    h.get_by_label("Open example: The seed's five players, start of turn 1")
        .click_accesskit();
    h.run();
    let oob = OrderOfBattle::parse(
        "Perm: B Red 6, C Blue 2, D White 3\nOmsk: B Red 4\nKazan: D Blue 2 (Gold), E Green 3",
    )
    .unwrap();
    h.state_mut()
        .push(Command::Apply(Action::Edit(Edit::OrderOfBattle(
            oob.clone(),
        ))));
    h.run();
    for label in ["Physical dice", "Play B's turn"] {
        h.get_by_label(label).click_accesskit();
        h.run();
    }
    // SDT 4: four attacks at 2-1 or better; B's first entry is Red on Blue.
    let mut faces = [4u8].into_iter().chain(std::iter::repeat(3));
    for _ in 0..20 {
        let prompt = h.state().session().unwrap().game().prompt().cloned();
        match prompt.unwrap() {
            Prompt::Ask(q) if q.topic == Topic::AttackCount && q.plan.is_some() => break,
            Prompt::Do(_) => h
                .state_mut()
                .push(Command::Apply(Action::Input(Input::Ack))),
            Prompt::Ask(q) => h
                .state_mut()
                .push(Command::Apply(Action::Input(Input::Choice(
                    q.default.unwrap_or(0),
                )))),
            Prompt::Roll(_) => {
                h.key_press(politburo::ui::wizard::DIE_KEYS[usize::from(faces.next().unwrap() - 1)])
            }
        }
        h.run();
    }
    let reach = Reach::parse("Omsk>Kazan", &oob).unwrap();
    h.state_mut()
        .push(Command::Apply(Action::Input(Input::Moves(reach))));
    h.run();
    h.get_by_label("Answer 2: use this plan");
    h.snapshot("planner_1024x700");
}

/// The seed's example game on the example map: its 17 stacks in their
/// places and C's turn at its first attack order (the turn's planned
/// attacks drawn as arrows with their odds). `w`×`ht` points at `zoom`.
fn board(w: f32, ht: f32, zoom: f32) -> Harness<'static, App> {
    board_after(w, ht, zoom, false)
}

/// The Board of [`board`], with C's turn stopped at its first attack or,
/// `whole`, played to its end (every question's default, else its first
/// answer).
fn board_after(w: f32, ht: f32, zoom: f32, whole: bool) -> Harness<'static, App> {
    use politburo::rcw::map::Map;
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::step::Prompt;
    use politburo::rcw::{Action, Edit, Input, Seat};
    let mut h = drawn(
        Harness::builder()
            .with_size([w, ht])
            .with_pixels_per_point(zoom),
    );
    h.run();
    h.get_by_label("Open example: The seed's five players, start of turn 1")
        .click_accesskit();
    h.run();
    let map: Map = politburo::rcw::map::file::EXAMPLE.parse().unwrap();
    let oob = OrderOfBattle::parse(common::SEED_BOARD).unwrap();
    for e in [Edit::Map(Some(Box::new(map))), Edit::OrderOfBattle(oob)] {
        h.state_mut().push(Command::Apply(Action::Edit(e)));
        h.run();
    }
    h.state_mut()
        .push(Command::Apply(Action::StartBotTurn(Seat::new(2).unwrap())));
    h.run();
    // SDT 2: C's Red against White; Enter everywhere to the first order.
    let mut faces = [2u8].into_iter().chain(std::iter::repeat(3));
    for _ in 0..200 {
        let Some(prompt) = h.state().session().unwrap().game().prompt().cloned() else {
            break;
        };
        let input = match prompt {
            Prompt::Do(i) if i.text.starts_with("Attack 1:") && !whole => break,
            Prompt::Do(_) => Input::Ack,
            // The combats end with the defender retreating (to the first
            // place next to it the map offers).
            Prompt::Ask(q) if q.topic == politburo::rcw::step::Topic::CombatResult => {
                Input::Choice(q.options.iter().position(|o| o.starts_with("DR")).unwrap())
            }
            Prompt::Ask(q) => Input::Choice(q.default.unwrap_or(0)),
            Prompt::Roll(_) => Input::Die {
                face: faces.next().unwrap(),
                by_hand: true,
            },
        };
        h.state_mut().push(Command::Apply(Action::Input(input)));
        h.run();
    }
    h.state_mut().push(Command::Tab(PlayTab::Board));
    h.run();
    h.run();
    h
}

/// The Board at the window size players use (the README's picture).
#[test]
fn board_at_1024_by_700() {
    let mut h = board(1024.0, 700.0, 1.0);
    // Every place and stack is named for a screen reader.
    h.get_by_label(
        "Moscow (Red replacements): next to Nizhni Novgorod, Ryazan, Smolensk, Tula, Tver",
    );
    h.get_by_label_contains("Moscow: A's Red 6 (#");
    h.snapshot("board_1024x700");
}

/// C's turn played to its end: its moves drawn and said.
#[test]
fn board_after_a_turn_at_1024_by_700() {
    let mut h = board_after(1024.0, 700.0, 1.0, true);
    assert!(h.state().session().unwrap().game().prompt().is_none());
    h.get_by_label_contains("Moved this turn: ");
    h.snapshot("board_moves_1024x700");
}

/// The same at 150 %: 683 × 467 points.
#[test]
fn board_at_150_percent() {
    let mut h = board(683.0, 467.0, 1.5);
    h.snapshot("board_150");
}
