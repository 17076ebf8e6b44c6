//! The desktop window: eframe's start-up and the app inside it.

use super::*;

/// Opens the native window.
pub fn run_native() -> std::process::ExitCode {
    // Start-up is timed from here (before the window and GPU are set up)
    // to the first frame.
    let started = Instant::now();
    let store = match SessionStore::open_default() {
        Ok(s) => Some(s),
        Err(e) => {
            crate::note(format_args!(
                "no data directory, nothing will be saved: {e}"
            ));
            None
        }
    };
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("politburo")
        .with_app_id(crate::ui::APP_ID)
        .with_inner_size([1280.0, 820.0]);
    if let Some(icon) = crate::ui::window_icon() {
        viewport = viewport.with_icon(icon);
    }
    // The window opens where it was last closed, at its size: eframe's
    // own persistence keeps them in the data folder (window.ron). Only the
    // window: the app's own settings and games are kept by the app.
    let options = eframe::NativeOptions {
        viewport,
        persist_window: store.is_some(),
        persistence_path: store.as_ref().map(Settings::window_path),
        ..Default::default()
    };
    // SIGINT/SIGTERM (Ctrl+C in the terminal, logout): the queued autosave
    // is flushed as on a normal close, then the process ends.
    let on_signal: crate::session::writer::SignalFlush = Default::default();
    if let Err(e) = crate::session::writer::flush_on_signals(
        on_signal.clone(),
        // An orderly end: the next start has nothing to report.
        crate::crash::clear_running,
    ) {
        crate::note(format_args!(
            "cannot watch for Ctrl+C or logout ({e}); close the window to be sure the last step is saved"
        ));
    }
    let result = eframe::run_native(
        "politburo",
        options,
        Box::new(move |_cc| {
            let mut app = App::new(store)?;
            if let Some(w) = app.saved.autosaver.as_ref() {
                let _ = on_signal.set(w.flush_handle());
            }
            app.started = started;
            Ok(Box::new(NativeApp(app)) as Box<dyn eframe::App>)
        }),
    );
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            crate::note(format_args!("could not open the window: {e}"));
            std::process::ExitCode::FAILURE
        }
    }
}

struct NativeApp(App);

impl eframe::App for NativeApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.0.ui(ui);
    }

    fn on_exit(&mut self) {
        self.0.close();
    }

    /// eframe keeps the window's place; egui's memory (zoom, panels) is
    /// the app's to keep, in its settings.
    fn persist_egui_memory(&self) -> bool {
        false
    }
}
