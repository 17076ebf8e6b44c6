//! The egui app. Only this module imports egui.

pub mod red_actions;
pub mod tables_view;

/// Opens the desktop window.
pub fn run_app() -> std::process::ExitCode {
    std::process::ExitCode::SUCCESS
}
