#![allow(clippy::unwrap_used, clippy::expect_used)]
//! One UI frame of the busiest screens with a 1,000-turn session (50,000+
//! log entries), headless through egui_kittest (no GPU): target < 2 ms CPU.

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use politburo::session::SessionStore;
use politburo::session::generate::generate;
use politburo::ui::App;
use politburo::ui::command::{Command, PlayTab, Screen};

fn frame(c: &mut Criterion) {
    let session = generate(1000, 1, true).unwrap();
    eprintln!("session: {} log entries", session.log().len());
    for (tab, name) in [
        (PlayTab::Wizard, "wizard + side PCT"),
        (PlayTab::Table, "PCT tab with chart"),
        (PlayTab::Log, "log of 50,000+ entries"),
    ] {
        // The session opened as a player opens a save.
        let dir = tempfile::tempdir().unwrap();
        let store = SessionStore::new(dir.path().to_path_buf());
        store.save_as("bench", session.data()).unwrap();
        let mut app = App::sealed(Some(store)).unwrap();
        app.push(Command::OpenSave("bench".to_string()));
        app.push(Command::Tab(tab));
        app.apply_commands();
        assert_eq!(app.screen(), Screen::Play);
        let mut h = Harness::builder()
            .with_size([1280.0, 900.0])
            .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
        h.run_steps(3);
        c.bench_function(&format!("one frame: {name}"), |b| b.iter(|| h.step()));
    }
}

criterion_group!(benches, frame);
criterion_main!(benches);
