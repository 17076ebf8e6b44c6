//! The egui app. Only this module imports egui; views draw the session and
//! push commands (see [`app`]).

pub mod app;
mod board_orders;
pub mod board_view;
pub mod command;
pub mod human;
pub mod log_view;
pub mod map_text;
pub mod pct_view;
pub mod plan_view;
pub mod players;
pub mod rules_ref;
pub mod saves;
pub mod setup;
pub mod shortcuts;
pub mod stacks;
pub mod start;
pub mod style;
pub mod wizard;

pub use app::App;

pub mod directory;
pub mod odds_entry;
pub mod red_actions;
pub mod tables_view;
pub mod tool;

pub mod aa1914;
pub mod chart_editor;
pub mod diplomacy;

/// The app's id on the desktop: the menu entry's file name, its icon's
/// name, and the window's app id (so the desktop groups the window with
/// the menu entry).
pub const APP_ID: &str = "io.github.politburo.Politburo";

/// The window's icon: the app's own (`assets/desktop/politburo.svg`,
/// rendered at 256 px), built into the program. None if it does not
/// decode, and the window then has the platform's icon.
pub fn window_icon() -> Option<egui::IconData> {
    eframe::icon_data::from_png_bytes(include_bytes!("../../assets/desktop/politburo-256.png")).ok()
}

/// Opens the desktop window.
pub fn run_app() -> std::process::ExitCode {
    app::run_native()
}
