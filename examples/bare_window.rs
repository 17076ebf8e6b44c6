//! A bare eframe window of the same version and lock file as the app, for
//! the first-frame comparison in README "Speed": it says "first frame N ms
//! after start-up" as the app does (from `main` to the end of the first
//! frame's `ui`), then keeps its window open until it is closed.
//!
//!     cargo build --release --example bare_window
//!     target/release/examples/bare_window

use std::time::Instant;

struct Bare {
    started: Instant,
    logged: bool,
}

impl eframe::App for Bare {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading("A bare eframe window");
            ui.label("Nothing else: the floor the app's first frame is measured against.");
        });
        if !self.logged {
            self.logged = true;
            eprintln!(
                "bare_window: first frame {} ms after start-up",
                self.started.elapsed().as_millis()
            );
        }
    }
}

fn main() -> eframe::Result {
    let started = Instant::now();
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("bare")
            .with_inner_size([1280.0, 820.0]),
        ..Default::default()
    };
    eframe::run_native(
        "bare",
        options,
        Box::new(move |_cc| {
            Ok(Box::new(Bare {
                started,
                logged: false,
            }))
        }),
    )
}
