//! The first start on a large screen: the text size and the window are
//! picked so the text reads from a metre away (README "Text size").

use super::App;
use crate::ui::command::Command;

/// A screen at least this large (in points) is large: the text is set to
/// [`LARGE_ZOOM`] and the window opened at [`LARGE_WINDOW`].
pub const LARGE_SCREEN: egui::Vec2 = egui::vec2(1800.0, 1050.0);
/// 130 %: body text 19.5 pt, a capital 14 px on a 96-dpi screen (11 px at
/// 100 %, measured on screenshots).
pub const LARGE_ZOOM: f32 = 1.3;
/// The window on a large screen: 1280 x 770 points of room at 130 %.
pub const LARGE_WINDOW: egui::Vec2 = egui::vec2(1664.0, 1000.0);

// The window picked fits the smallest large screen.
const _: () = assert!(LARGE_WINDOW.x <= LARGE_SCREEN.x && LARGE_WINDOW.y <= LARGE_SCREEN.y);

/// The text size and window a first start picks on a screen of `monitor`
/// points; `None` keeps 100 % and the window as it opens.
pub fn size_for(monitor: egui::Vec2) -> Option<(f32, egui::Vec2)> {
    (monitor.x >= LARGE_SCREEN.x && monitor.y >= LARGE_SCREEN.y)
        .then_some((LARGE_ZOOM, LARGE_WINDOW))
}

impl App {
    /// At the first start (no settings file yet), once the screen's size
    /// is known: a large screen gets the larger text and window, said in a
    /// notice (Ctrl+− makes it smaller, and it is remembered).
    pub(super) fn fit_first_start(&mut self, ctx: &egui::Context) {
        if !self.first_start {
            return;
        }
        let Some(monitor) = ctx.input(|i| i.viewport().monitor_size) else {
            return;
        };
        self.first_start = false;
        let Some((zoom, window)) = size_for(monitor) else {
            return;
        };
        ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(window));
        // A notice already up (the folder cannot be written, another
        // window holds it) is never covered by this one; a failure to
        // keep the new size (said by the Zoom below) covers it.
        if self.notice.is_none() {
            self.push(Command::Status(format!(
                "A large screen: the text is set to {:.0} % so it reads from a metre away (Ctrl+− or A− makes it smaller; it is remembered).",
                zoom * 100.0
            )));
        }
        let from = self.saved.settings.zoom;
        self.push(Command::Zoom(zoom - from));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_large_screen_gets_larger_text_and_a_smaller_one_keeps_it() {
        assert_eq!(
            size_for(egui::vec2(1920.0, 1080.0)),
            Some((LARGE_ZOOM, LARGE_WINDOW))
        );
        assert_eq!(size_for(egui::vec2(1366.0, 768.0)), None);
        assert_eq!(size_for(egui::vec2(1920.0, 1000.0)), None);
    }
}
