#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Readable at the sizes players use: a whole bot turn of the seed example
//! at 1024×700 and at 150 % zoom, checking after every step that no label
//! runs past the right edge of the window and that the current order is on
//! screen in full.

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use politburo::rcw::step::Prompt;
use politburo::ui::App;
use politburo::ui::command::Command;
use politburo::ui::wizard::DIE_KEYS;

/// A window of `w`×`h` pixels at `zoom` (the app's text size setting makes
/// the same logical space: pixels divided by the zoom).
fn harness(w: f32, h: f32, zoom: f32) -> Harness<'static, App> {
    let app = App::sealed(None).unwrap();
    let mut h = Harness::builder()
        .with_size([w / zoom, h / zoom])
        .with_pixels_per_point(zoom)
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    h.run();
    h
}

/// Clicks a control wherever it is (the setup form is taller than a
/// small window).
fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click_accesskit();
    h.run();
}

fn prompt(h: &Harness<'_, App>) -> Option<Prompt> {
    h.state().session().and_then(|s| s.game().prompt().cloned())
}

/// Every label lies within the window's width; the order or question of
/// the current step lies within the window entirely.
fn assert_fits(h: &Harness<'_, App>, w: f32, hgt: f32, step: &str) {
    let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, hgt));
    // Text ends before the window's edge (the panels' margin), so none
    // runs under a scroll bar either: the bars take their own width.
    for node in h.query_all_by_role(Role::Label) {
        let r = node.rect();
        assert!(
            r.right() <= screen.right() - 2.0,
            "{step}: label {:?} runs past the right edge ({} > {})",
            node.accesskit_node()
                .label()
                .or_else(|| node.accesskit_node().value()),
            r.right(),
            screen.right()
        );
    }
    let current = match prompt(h) {
        Some(Prompt::Do(i)) => i.text,
        Some(Prompt::Ask(q)) => q.text,
        Some(Prompt::Roll(r)) => format!("Roll one die: {}", r.table),
        None => return,
    };
    let node = h.get_by_label(&current);
    let r = node.rect();
    assert!(
        screen.contains_rect(r.shrink(0.5)),
        "{step}: the current order {current:?} is not on screen in full ({r:?} in {screen:?})"
    );
}

fn whole_turn_fits(w: f32, hgt: f32, zoom: f32) {
    let mut h = harness(w, hgt, zoom);
    let (lw, lh) = (w / zoom, hgt / zoom);
    click(&mut h, "New game");
    click(&mut h, "Start game");
    click(&mut h, "Physical dice");
    click(&mut h, "Play B's turn");
    // SDT 5: purge and assassination, then five attacks: the longest
    // orders the seed example gives.
    let mut faces = [5u8, 6, 6, 6, 6, 4, 2, 1, 1, 1, 1, 1]
        .into_iter()
        .chain(std::iter::repeat(2));
    let mut steps = 0;
    while let Some(p) = prompt(&h) {
        steps += 1;
        assert!(steps < 300, "the turn did not end: {p:?}");
        assert_fits(&h, lw, lh, &format!("step {steps}"));
        match p {
            Prompt::Roll(_) => {
                let f = faces.next().unwrap_or(2);
                h.key_press(DIE_KEYS[usize::from(f - 1)]);
            }
            // One legal attack wherever the app asks how many.
            Prompt::Ask(q) if q.options.len() > 1 && q.text.starts_with("How many legal") => {
                h.get_by_role_and_label(Role::Button, &q.options[1]).click();
            }
            Prompt::Ask(_) => h.key_press(Key::Enter),
            // The button may be below the fold at 150 %: pressed as a screen
            // reader or a scroll would reach it.
            Prompt::Do(i) => h
                .get_by_role_and_label(Role::Button, &i.ack)
                .click_accesskit(),
        }
        h.run();
    }
    assert!(steps >= 15, "only {steps} steps were checked");
}

#[test]
fn a_whole_bot_turn_fits_at_1024_by_700() {
    whole_turn_fits(1024.0, 700.0, 1.0);
}

#[test]
fn a_whole_bot_turn_fits_at_150_percent_zoom() {
    whole_turn_fits(1024.0, 700.0, 1.5);
}

/// Every label of the current screen within the window's width.
fn assert_width(h: &Harness<'_, App>, w: f32, screen: &str) {
    let wide: Vec<String> = h
        .query_all_by_role(Role::Label)
        .filter(|n| n.rect().right() > w + 0.5)
        .map(|n| {
            let a = n.accesskit_node();
            let text = a.label().or_else(|| a.value()).unwrap_or_default();
            format!(
                "{:?} ends at {:.0}",
                text.chars().take(60).collect::<String>(),
                n.rect().right()
            )
        })
        .collect();
    assert!(
        wide.is_empty(),
        "{screen}: labels run past the right edge ({w:.0}):\n{}",
        wide.join("\n")
    );
}

fn every_screen_fits(w: f32, hgt: f32, zoom: f32) {
    let mut h = harness(w, hgt, zoom);
    let lw = w / zoom;
    assert_width(&h, lw, "start");
    click(&mut h, "New game");
    assert_width(&h, lw, "setup");
    click(&mut h, "Start game");
    use politburo::ui::command::PlayTab;
    let mut failures: Vec<String> = Vec::new();
    for tab in [
        PlayTab::Table,
        PlayTab::Players,
        PlayTab::Human,
        PlayTab::Log,
        PlayTab::Rules,
        PlayTab::Wizard,
    ] {
        h.state_mut().push(Command::Tab(tab));
        h.run();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            assert_width(&h, lw, &format!("{tab:?}"))
        }));
        if let Err(e) = r {
            failures.push(e.downcast_ref::<String>().cloned().unwrap_or_default());
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The side panel's PCT is a grid at both sizes (at 150 % the compact
    // one: the printed one is too wide for the panel there), never cut off
    // (assert_width) and never the list of text.
    assert!(h.query_by_label_contains("column 2:").is_some(), "a grid");
    assert!(h.query_by_label("A — 2: C · 3: BE · 5: D").is_none());
}

#[test]
fn every_play_screen_fits_at_150_percent_zoom() {
    every_screen_fits(1024.0, 700.0, 1.5);
}

#[test]
fn every_play_screen_fits_at_1024_by_700() {
    every_screen_fits(1024.0, 700.0, 1.0);
}

#[test]
fn ctrl_plus_and_minus_change_the_text_size() {
    let mut h = harness(1280.0, 800.0, 1.0);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Plus);
    h.run();
    assert!(
        (h.state().settings().zoom - 1.1).abs() < 1e-6,
        "{}",
        h.state().settings().zoom
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Minus);
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Minus);
    h.run();
    assert!(
        (h.state().settings().zoom - 0.9).abs() < 1e-6,
        "{}",
        h.state().settings().zoom
    );
}

#[test]
fn the_undo_notice_goes_with_the_next_step() {
    let mut h = harness(1280.0, 800.0, 1.0);
    click(&mut h, "New game");
    click(&mut h, "Start game");
    click(&mut h, "Play B's turn");
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run();
    assert!(
        h.state()
            .notice()
            .is_some_and(|n| n.text.starts_with("Undo"))
    );
    click(&mut h, "Play B's turn");
    assert!(h.state().notice().is_none(), "{:?}", h.state().notice());
}

/// The setup form's "Start game" stays in view at 1024×700 and at 150 %
/// (the form scrolls above it).
#[test]
fn start_game_is_on_screen_at_small_sizes() {
    for zoom in [1.0, 1.5] {
        let mut h = harness(1024.0, 700.0, zoom);
        click(&mut h, "New game");
        let screen =
            egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1024.0 / zoom, 700.0 / zoom));
        let r = h.get_by_label("Start game").rect();
        assert!(
            screen.contains_rect(r.shrink(0.5)),
            "at {zoom}: Start game at {r:?}, the window {screen:?}"
        );
    }
}

/// The side panel's PCT is the printed grid at 100 %, the compact grid at
/// 150 % and 300 % in 1024×700 (the panel is never narrower than the
/// compact grid unless dragged so), and the grid again back at 100 % (it
/// stayed a list once: the panel kept the width it was narrowed to).
#[test]
fn the_side_pct_comes_back_as_a_grid_after_a_larger_zoom() {
    let grid = |h: &Harness<'_, App>| h.query_by_label_contains("column 2:").is_some();
    let list = |h: &Harness<'_, App>| h.query_by_label("A — 2: C · 3: BE · 5: D").is_some();
    let mut h = harness(1024.0, 700.0, 1.0);
    click(&mut h, "New game");
    click(&mut h, "Start game");
    assert!(grid(&h), "the grid at 100 %");
    for (delta, grid_now) in [(0.5, true), (1.5, true), (-2.0, true)] {
        h.state_mut()
            .push(politburo::ui::command::Command::Zoom(delta));
        for _ in 0..4 {
            h.run();
        }
        let zoom = h.state().settings().zoom;
        assert_eq!(grid(&h), grid_now, "a grid at {zoom}?");
        assert_eq!(list(&h), !grid_now, "a list at {zoom}?");
    }
}

/// A one-die chart chosen on the Tables screen is shown whole at 150 % in
/// 1024×700: "Your charts" folds to a line while a table is shown, so every
/// row of the chart is in the window without scrolling.
#[test]
fn a_chart_is_shown_whole_at_150_percent() {
    let zoom = 1.5;
    let mut h = harness(1024.0, 700.0, zoom);
    click(&mut h, "Tables, dice and odds");
    h.state_mut().tools_mut().tables.select("directory/crt-1");
    h.run();
    h.run();
    let screen =
        egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1024.0 / zoom, 700.0 / zoom));
    let cells: Vec<_> = h.query_all_by_label("½ DL").collect();
    assert_eq!(cells.len(), 5, "the row of a 6 across five columns");
    for c in cells {
        assert!(
            screen.contains_rect(c.rect().shrink(0.5)),
            "{:?} below the fold",
            c.rect()
        );
    }
    // Folded, "Your charts" opens by a click and shows its buttons.
    assert!(h.query_by_label("Type a new chart").is_none());
    click(&mut h, "Your charts");
    assert!(h.query_by_label("Type a new chart").is_some());
}

/// The side PCT is a list of text only where no grid fits (a panel dragged
/// narrower than the compact grid), and the grid where it does.
#[test]
fn the_side_pct_is_a_list_only_where_no_grid_fits() {
    let rules = politburo::rcw::RcwRules::builtin().unwrap();
    let session =
        politburo::session::Session::new(politburo::session::generate::example_setup(), rules, 1)
            .unwrap();
    for (width, grid) in [(100.0, false), (400.0, true)] {
        let mut h = Harness::builder()
            .with_size([width, 900.0])
            .with_context_setup(politburo::ui::app::install_fonts)
            .build_ui(|ui| politburo::ui::pct_view::side_ui(ui, &session, true));
        for _ in 0..4 {
            h.run();
        }
        let shows_grid = h.query_by_label_contains("column 2:").is_some();
        let shows_list = h.query_by_label_contains("A — 2:").is_some();
        assert_eq!((shows_grid, shows_list), (grid, !grid), "at {width} points");
    }
}
