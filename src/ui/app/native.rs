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
    // The window opens where it was last closed, at its size (kept in the
    // settings in the screen's points, whatever the zoom); the first
    // frames bring it back onto the screen if it does not fit there.
    if let Some([x, y, w, h]) = Settings::window_of(store.as_ref())
        && w >= 200.0
        && h >= 150.0
    {
        viewport = viewport.with_inner_size([w, h]).with_position([x, y]);
    }
    if let Some(icon) = crate::ui::window_icon() {
        viewport = viewport.with_icon(icon);
    }
    // eframe's own persistence would keep the size in zoomed points and
    // reopen it as screen points (a window closed at 150 % came back at
    // two thirds of its size): the app keeps it instead.
    let options = eframe::NativeOptions {
        viewport,
        persist_window: false,
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
            let window_ready = started.elapsed();
            let mut app = App::new(store)?;
            app.start_split = Some((window_ready, started.elapsed()));
            if let Some(w) = app.saved.autosaver.as_ref() {
                let _ = on_signal.set(w.flush_handle());
            }
            app.started = started;
            Ok(Box::new(NativeApp {
                app,
                place: None,
                kept_at: Instant::now(),
                fit_frames: 30,
            }) as Box<dyn eframe::App>)
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

struct NativeApp {
    app: App,
    /// Where the window is now, in the screen's points.
    place: Option<[f32; 4]>,
    /// When the window's place was last written to the settings.
    kept_at: Instant,
    /// Frames left in which a window that does not fit the screen is
    /// brought back onto it (the screen's size comes with the first
    /// frames).
    fit_frames: u8,
}

impl NativeApp {
    /// Reads where the window is; in the first frames, shrinks and moves a
    /// window that reaches past the screen back onto it.
    fn follow_window(&mut self, ctx: &egui::Context) {
        let zoom = ctx.zoom_factor();
        let (inner, outer, monitor) = ctx.input(|i| {
            let v = i.viewport();
            (v.inner_rect, v.outer_rect, v.monitor_size)
        });
        if let Some(r) = inner {
            self.place = Some(place_of(r, zoom));
        }
        // Kept as it changes, at most once a second (a window killed or
        // closed by the system still reopens where it was).
        if let Some(place) = self.place
            && self.kept_at.elapsed().as_secs() >= 1
        {
            self.app.keep_window_place(place);
            self.kept_at = Instant::now();
        }
        if self.fit_frames == 0 {
            return;
        }
        self.fit_frames -= 1;
        if let (Some(inner), Some(outer), Some(screen)) = (inner, outer, monitor)
            && let Some((size, at)) = fitted(inner, outer, screen)
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::OuterPosition(at));
            ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(size));
            self.fit_frames = 0;
        }
    }
}

/// Where the window is in the screen's own points (what it reopens at):
/// egui's points are the screen's divided by the zoom.
fn place_of(inner: egui::Rect, zoom: f32) -> [f32; 4] {
    [
        inner.min.x * zoom,
        inner.min.y * zoom,
        inner.width() * zoom,
        inner.height() * zoom,
    ]
}

/// A window's inner size and outer position that fit it on a screen of
/// `screen` (all in ui points), or `None` when it fits already.
fn fitted(
    inner: egui::Rect,
    outer: egui::Rect,
    screen: egui::Vec2,
) -> Option<(egui::Vec2, egui::Pos2)> {
    let chrome = outer.size() - inner.size();
    let fits = outer.min.x >= 0.0
        && outer.min.y >= 0.0
        && outer.max.x <= screen.x + 0.5
        && outer.max.y <= screen.y + 0.5;
    if fits || screen.x < 100.0 || screen.y < 100.0 {
        return None;
    }
    let size = egui::vec2(
        inner.width().min(screen.x - chrome.x),
        inner.height().min(screen.y - chrome.y),
    );
    let at = egui::pos2(
        outer
            .min
            .x
            .clamp(0.0, (screen.x - size.x - chrome.x).max(0.0)),
        outer
            .min
            .y
            .clamp(0.0, (screen.y - size.y - chrome.y).max(0.0)),
    );
    Some((size, at))
}

impl eframe::App for NativeApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.follow_window(ui.ctx());
        self.app.ui(ui);
    }

    fn on_exit(&mut self) {
        if let Some(place) = self.place {
            self.app.keep_window_place(place);
        }
        self.app.close();
    }

    /// The window's place and egui's memory (zoom, panels) are the app's
    /// to keep, in its settings.
    fn persist_egui_memory(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::{fitted, place_of};
    use egui::{Rect, pos2, vec2};

    /// A 1024 × 700 window at 150 % is 683 × 467 of egui's points: it is
    /// kept (and reopens) as 1024 × 700, not as 683 × 467.
    #[test]
    fn a_window_at_150_percent_is_kept_at_its_screen_size() {
        let inner = Rect::from_min_size(pos2(20.0, 40.0), vec2(1024.0 / 1.5, 700.0 / 1.5));
        let [x, y, w, h] = place_of(inner, 1.5);
        assert_eq!([x, y], [30.0, 60.0]);
        assert!(
            (w - 1024.0).abs() < 0.01 && (h - 700.0).abs() < 0.01,
            "{w} × {h}"
        );
    }

    /// A window whose bottom reaches past a 1920 × 1080 screen is moved
    /// up and shrunk to fit, title bar and all; one that fits is left be.
    #[test]
    fn a_window_past_the_screen_is_brought_back_onto_it() {
        let screen = vec2(1920.0, 1080.0);
        let inner = Rect::from_min_size(pos2(10.0, 60.0), vec2(1280.0, 1040.0));
        let outer = Rect::from_min_max(pos2(10.0, 30.0), inner.max);
        let (size, at) = fitted(inner, outer, screen).unwrap();
        assert_eq!(size, vec2(1280.0, 1040.0));
        assert_eq!(at, pos2(10.0, 10.0));
        // Taller than the screen: shrunk to it, at its top.
        let tall = Rect::from_min_size(pos2(10.0, 60.0), vec2(1280.0, 1200.0));
        let tall_outer = Rect::from_min_max(pos2(10.0, 30.0), tall.max);
        let (size, at) = fitted(tall, tall_outer, screen).unwrap();
        assert_eq!(size, vec2(1280.0, 1050.0));
        assert_eq!(at, pos2(10.0, 0.0));
        let fits = Rect::from_min_size(pos2(10.0, 60.0), vec2(1280.0, 820.0));
        let fits_outer = Rect::from_min_max(pos2(10.0, 30.0), fits.max);
        assert_eq!(fitted(fits, fits_outer, screen), None);
    }
}
