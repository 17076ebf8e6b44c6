//! The egui app. Only this module imports egui.

pub mod aa1914;
pub mod diplomacy;

/// Opens the desktop window.
pub fn run_app() -> std::process::ExitCode {
    std::process::ExitCode::SUCCESS
}
