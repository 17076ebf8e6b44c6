#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Image snapshots of the PCT screen and the bot-turn wizard, rendered on
//! the CPU (wgpu on Mesa's lavapipe). `UPDATE_SNAPSHOTS=1 cargo test` writes
//! them again after a deliberate change.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use politburo::ui::App;
use politburo::ui::command::PlayTab;

fn example_mid_turn_3() -> Harness<'static, App> {
    let app = App::new(None).unwrap();
    let mut h = Harness::builder()
        .with_size([1280.0, 860.0])
        .wgpu()
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    h.run();
    h.get_by_label("Open example: A game in mid-turn 3").click();
    h.run();
    h
}

#[test]
fn pct_screen() {
    let mut h = example_mid_turn_3();
    h.state_mut().tab = PlayTab::Table;
    h.run();
    h.snapshot("pct_screen");
}

#[test]
fn wizard_screen() {
    let mut h = example_mid_turn_3();
    h.state_mut().tab = PlayTab::Wizard;
    h.run();
    h.snapshot("wizard_screen");
}

/// The wizard after a roll at the small window size players use, with the
/// order wrapped inside the window.
#[test]
fn wizard_after_a_roll_at_1024_by_700() {
    let app = App::new(None).unwrap();
    let mut h = Harness::builder()
        .with_size([1024.0, 700.0])
        .wgpu()
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
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
