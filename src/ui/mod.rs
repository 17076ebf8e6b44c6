//! The egui app. Only this module imports egui; views draw the session and
//! push commands (see [`app`]).

pub mod app;
pub mod command;
pub mod human;
pub mod log_view;
pub mod pct_view;
pub mod plan_view;
pub mod players;
pub mod rules_ref;
pub mod saves;
pub mod setup;
pub mod stacks;
pub mod start;
pub mod style;
pub mod wizard;

pub use app::App;

pub mod directory;
pub mod red_actions;
pub mod tables_view;

pub mod aa1914;
pub mod diplomacy;

/// Opens the desktop window.
pub fn run_app() -> std::process::ExitCode {
    app::run_native()
}
