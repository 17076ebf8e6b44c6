//! Thin entry point: with no arguments the app opens; otherwise a
//! command-line subcommand runs and exits (see `politburo --help`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    if args.is_empty() {
        // Crash reports are the window's: a command line's error is said
        // where it was typed, never kept as a crash.
        politburo::crash::install();
        return politburo::ui::run_app();
    }
    politburo::cli::main_os(&args)
}
