//! Thin entry point: with no arguments the app opens; otherwise a
//! command-line subcommand runs and exits (see `politburo --help`).

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.is_empty() {
        return politburo::ui::run_app();
    }
    politburo::cli::main(&args)
}
