//! Command-line subcommands: plain text for a terminal.
//!
//! Each game's commands live in their own file here (the rules modules stay
//! free of I/O). Errors print one line to stderr and exit with code 2.

use std::io::Write;
use std::process::ExitCode;

pub mod aa1914;
pub mod diplomacy;
pub mod directory;
pub mod opts;
pub mod rcw;
pub mod red_actions;
pub mod tables;

/// A command-line error: the message names what was wrong.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("{0}")]
    Usage(String),
    #[error("could not write output: {0}")]
    Io(#[from] std::io::Error),
}

pub type CliResult = Result<(), CliError>;

pub fn usage(msg: impl Into<String>) -> CliError {
    CliError::Usage(msg.into())
}

/// The entries of a list typed after `flag`: separated by commas (or any of
/// `separators`) and/or spaces. An empty entry ("2,,3", "2,", ",2") is
/// refused, naming it, rather than silently skipped.
pub fn list_items<'a>(
    flag: &str,
    text: &'a str,
    separators: &[char],
) -> Result<Vec<&'a str>, CliError> {
    crate::list::items(text, separators).map_err(|e| usage(format!("{flag} \"{text}\": {e}")))
}

/// Die faces typed after `flag` ("4,5", "4 5", "4+5"), each 1 to 6.
pub fn dice_faces(flag: &str, text: &str) -> Result<Vec<u8>, CliError> {
    list_items(flag, text, &[',', '+'])?
        .into_iter()
        .map(|f| crate::dice::parse_face(f).map_err(|e| usage(format!("{flag} \"{text}\": {e}"))))
        .collect()
}

/// A whole number typed after `flag`, within `limit`.
pub fn within(
    flag: &str,
    text: &str,
    limit: crate::red_actions::limits::Limit,
) -> Result<i64, CliError> {
    limit.parse(text).map_err(|e| usage(format!("{flag} {e}")))
}

const HELP: &str = "\
politburo — solitaire companion for SPI's Russian Civil War (and table lookups)

USAGE:
    politburo                      open the desktop app
    politburo <command> [args…]    run a command and print plain text

COMMANDS:
    rcw pct --colors A=Red,B=Undecided,…   print the start Player Cooperation Table
    tables                                 list every table: <id>\t<title>
    table <id>                             print a table as plain text
    odds <id> [--column <label>]           exact chance of each final result
    roll <id> [--column <label>] [--dice <faces,…>]
                                           roll on a table (re-rolls followed)
    directory combat --attacker <factor>:<faction>[:<supply>[:<terrain>]] …
                     --defender <factor>[,…] [--other-defender <factor>[,…]]
                     [--roll] [--dice <faces,…>]
                                           Fall of the Directory combat odds and roll
    aa1914 checklist                       the Bolshevik Revolution steps (A&A 1914 Civil War)
    aa1914 can-enter --unit land|sea --power Soviet|Central|Allied --territory NAME
           [--originally-central yes|no] [--central-now yes|no]
           [--central-units yes|no] [--ends-move yes|no]
                                           may that unit enter there? with the rule
    diplomacy removals --power P --count N --units 'A spa, F stp/sc' [--verbose]
                                           civil-disorder removal order
    diplomacy players <2..7>               who plays which powers
    red-actions <calculator> [options]     Red Actions! calculators: shooting, combat, morale,
                                           direct-hit, officer, vehicle, wire, fire, ambush,
                                           veer, friendly-fire, mob, pre-empt, pursuit, flight
                                           (`politburo red-actions help` for their options)
    help, --help                           this text
";

/// Runs a subcommand; `args` excludes the program name.
pub fn main(args: &[String]) -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match dispatch(args, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("politburo: {e}");
            ExitCode::from(2)
        }
    }
}

/// Dispatch, writing to `out` (tests capture it).
pub fn dispatch(args: &[String], out: &mut dyn Write) -> CliResult {
    let Some((cmd, _)) = args.split_first() else {
        return Err(usage("no command given; try `politburo --help`"));
    };
    if matches!(cmd.as_str(), "help" | "--help" | "-h") {
        out.write_all(HELP.as_bytes())?;
        return Ok(());
    }
    // The same data as the app, read once; edited files in use or refused
    // are said on stderr so the output stays clean.
    let cat = crate::catalogue::Catalogue::load().map_err(usage)?;
    for n in &cat.notices {
        eprintln!("politburo: {n}");
    }
    dispatch_with(&cat, args, out)
}

/// Dispatch on the data in `cat`.
pub fn dispatch_with(
    cat: &crate::catalogue::Catalogue,
    args: &[String],
    out: &mut dyn Write,
) -> CliResult {
    let Some((cmd, rest)) = args.split_first() else {
        return Err(usage("no command given; try `politburo --help`"));
    };
    match cmd.as_str() {
        "help" | "--help" | "-h" => {
            out.write_all(HELP.as_bytes())?;
            Ok(())
        }
        "rcw" => rcw::run(&cat.rules, rest, out),
        "tables" | "table" | "odds" | "roll" => tables::run(&cat.tables, cmd, rest, out),
        "directory" => directory::run(&cat.tables, rest, out),
        "diplomacy" => diplomacy::run(cat, rest, out),
        "aa1914" => aa1914::run(&cat.civil_war, rest, out),
        "red-actions" => red_actions::run(&cat.tables, rest, out),
        other => Err(usage(format!(
            "unknown command \"{other}\"; try `politburo --help`"
        ))),
    }
}
