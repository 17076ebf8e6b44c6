#![allow(clippy::unwrap_used, clippy::expect_used)]
//! One UI frame of the busiest screens with a 1,000-turn session (50,000+
//! log entries), headless through egui_kittest (no GPU): target < 2 ms CPU.

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use politburo::session::generate::generate;
use politburo::ui::App;
use politburo::ui::command::{PlayTab, Screen};

fn frame(c: &mut Criterion) {
    let session = generate(1000, 1, true).unwrap();
    eprintln!("session: {} log entries", session.log().len());
    for (tab, name) in [
        (PlayTab::Wizard, "wizard + side PCT"),
        (PlayTab::Table, "PCT tab with chart"),
        (PlayTab::Log, "log of 50,000+ entries"),
    ] {
        let mut app = App::new(None).unwrap();
        app.session = Some(session.clone());
        app.screen = Screen::Play;
        app.tab = tab;
        let mut h = Harness::builder()
            .with_size([1280.0, 900.0])
            .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
        h.run_steps(3);
        c.bench_function(&format!("one frame: {name}"), |b| b.iter(|| h.step()));
    }
}

criterion_group!(benches, frame);
criterion_main!(benches);
