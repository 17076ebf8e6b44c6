//! Command-line subcommands: plain text for a terminal.
//!
//! Each game's commands live in their own file here (the rules modules stay
//! free of I/O). Errors print one line to stderr and exit with code 2.

use std::io::Write;
use std::process::ExitCode;

pub mod aa1914;
pub mod args;
pub mod diplomacy;
pub mod directory;
pub mod map;
pub mod opts;
pub mod play;
pub mod rcw;
pub mod red_actions;
pub mod tables;
pub mod values;

/// A command-line error: the message names what was wrong.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("{0}")]
    Usage(String),
    /// clap refused the command line: in its own words (what was wrong,
    /// its suggestion or the values taken, the usage and where to look).
    #[error("{}", .0.render().to_string().trim_end())]
    Args(Box<clap::Error>),
    #[error("could not write output: {0}")]
    Io(#[from] std::io::Error),
}

impl CliError {
    /// The reader of the output (or of the errors) went away, as `head`
    /// does: the program ends quietly, as other command-line tools do.
    pub fn is_closed_pipe(&self) -> bool {
        matches!(self, CliError::Io(e) if e.kind() == std::io::ErrorKind::BrokenPipe)
    }
}

/// The exit status of a program whose output was closed under it (what a
/// shell shows for one ended by SIGPIPE).
pub const CLOSED_PIPE: u8 = 141;

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

/// The entries of a list typed after `flag` whose entries may hold spaces
/// ("A spa, F stp/sc"); an empty entry is refused, naming it.
pub fn list_entries<'a>(
    flag: &str,
    text: &'a str,
    separators: &[char],
) -> Result<Vec<&'a str>, CliError> {
    crate::list::entries(text, separators).map_err(|e| usage(format!("{flag} \"{text}\": {e}")))
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

/// The whole command line as clap knows it: the derived commands, with
/// the Red Actions! calculators added from their one description.
pub fn command() -> clap::Command {
    use clap::CommandFactory;
    let cmd = args::Cli::command().mut_subcommand("red-actions", |c| {
        c.disable_help_subcommand(true)
            .subcommand(
                clap::Command::new("help").about("Every calculator and every option it takes"),
            )
            .subcommands(red_actions::subcommands())
    });
    let every = every_command(&cmd);
    cmd.after_help(format!(
        "Every command (`politburo <command> --help` for its options):\n{every}\n\nErrors exit with code 2 and name what was wrong.\n"
    ))
}

/// Every command and subcommand with what it does, read from the
/// definition itself so the overview cannot drift from it.
fn every_command(cmd: &clap::Command) -> String {
    let mut lines = Vec::new();
    for sub in cmd.get_subcommands() {
        let name = sub.get_name();
        let about = |c: &clap::Command| c.get_about().map(|a| a.to_string()).unwrap_or_default();
        if name == "red-actions" {
            let calcs: Vec<&str> = sub
                .get_subcommands()
                .map(clap::Command::get_name)
                .filter(|n| *n != "help")
                .collect();
            lines.push(format!("  red-actions <calculator>   {}", about(sub)));
            lines.push(format!("      calculators: {}", calcs.join(", ")));
        } else if sub.has_subcommands() {
            for s in sub.get_subcommands() {
                lines.push(format!(
                    "  {:<25}  {}",
                    format!("{name} {}", s.get_name()),
                    about(s)
                ));
            }
        } else {
            lines.push(format!("  {name:<25}  {}", about(sub)));
        }
    }
    lines.join("\n")
}

/// Runs a subcommand from the arguments as the system gives them: an
/// argument that is not UTF-8 is refused with exit code 2, naming its
/// place and showing it with the bad bytes replaced.
pub fn main_os(args: &[std::ffi::OsString]) -> ExitCode {
    match utf8_args(args) {
        Ok(args) => main(&args),
        Err(e) => {
            crate::note(&e);
            ExitCode::from(2)
        }
    }
}

/// The arguments as text, or which one is not UTF-8.
pub fn utf8_args(args: &[std::ffi::OsString]) -> Result<Vec<String>, CliError> {
    args.iter()
        .enumerate()
        .map(|(i, a)| {
            a.to_str().map(str::to_string).ok_or_else(|| {
                usage(format!(
                    "argument {} (\"{}\") is not valid UTF-8 text; type it again in UTF-8",
                    i + 1,
                    a.to_string_lossy()
                ))
            })
        })
        .collect()
}

/// Runs a subcommand; `args` excludes the program name.
pub fn main(args: &[String]) -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    match dispatch(args, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is_closed_pipe() => ExitCode::from(CLOSED_PIPE),
        Err(CliError::Args(e)) => {
            // clap's own output: styled on a terminal, plain otherwise.
            let _ = e.print();
            ExitCode::from(2)
        }
        Err(e) => {
            crate::note(&e);
            ExitCode::from(2)
        }
    }
}

/// What the command line asked for: a command to run, or text clap wrote
/// (help, version) that is the whole answer.
enum Parsed {
    Run(clap::ArgMatches),
    Printed(String),
}

fn parse(args: &[String]) -> Result<Parsed, CliError> {
    let argv = std::iter::once("politburo".to_string()).chain(args.iter().cloned());
    match command().try_get_matches_from(argv) {
        Ok(m) => Ok(Parsed::Run(m)),
        Err(e) => match e.kind() {
            clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                Ok(Parsed::Printed(e.render().to_string()))
            }
            _ => Err(CliError::Args(Box::new(e))),
        },
    }
}

/// Dispatch, writing to `out` (tests capture it).
pub fn dispatch(args: &[String], out: &mut dyn Write) -> CliResult {
    let data = crate::session::store::data_dir().ok();
    let assets = crate::assets::assets_dir(data.as_deref());
    dispatch_with(args, data.as_deref(), assets.as_deref(), out)
}

/// [`dispatch`] with the data folder `data` and only its own edited files
/// (none: no folder, so the built-in data only, no kept chart, no
/// autosave), whatever `$POLITBURO_ASSETS_DIR` says: what a test runs, so
/// nothing on the machine it runs on changes the answer.
pub fn dispatch_in(
    args: &[String],
    data: Option<&std::path::Path>,
    out: &mut dyn Write,
) -> CliResult {
    let assets = crate::assets::own_assets_dir(data);
    dispatch_with(args, data, assets.as_deref(), out)
}

/// The command line run with the data folder `data` and the edited files
/// of `assets`.
fn dispatch_with(
    args: &[String],
    data: Option<&std::path::Path>,
    assets: Option<&std::path::Path>,
    out: &mut dyn Write,
) -> CliResult {
    if args.is_empty() {
        return Err(usage("no command given; try `politburo --help`"));
    }
    let matches = match parse(args)? {
        Parsed::Run(m) => m,
        Parsed::Printed(text) => {
            out.write_all(text.as_bytes())?;
            return Ok(());
        }
    };
    match matches.subcommand() {
        Some(("completions", m)) => return completions(m, out),
        Some(("man", m)) => return man_page(m.get_one::<std::path::PathBuf>("dir"), out),
        _ => {}
    }
    // The same data as the app, read once; edited files in use or refused
    // are said on stderr so the output stays clean.
    let cat = crate::catalogue::Catalogue::load_from(assets).map_err(|e| usage(e.to_string()))?;
    for n in &cat.notices {
        crate::note(n);
    }
    run(&cat, data, &matches, out)
}

fn completions(m: &clap::ArgMatches, out: &mut dyn Write) -> CliResult {
    let shell = m
        .get_one::<clap_complete::Shell>("shell")
        .copied()
        .ok_or_else(|| usage("completions: name a shell (bash, zsh, fish, elvish, powershell)"))?;
    clap_complete::generate(shell, &mut command(), "politburo", out);
    Ok(())
}

/// The manual page, generated from the one definition of the command line;
/// with `dir`, every page (one per command too) written there.
fn man_page(dir: Option<&std::path::PathBuf>, out: &mut dyn Write) -> CliResult {
    match dir {
        None => clap_mangen::Man::new(command().disable_help_subcommand(true)).render(out)?,
        Some(d) => {
            if !d.is_dir() {
                return Err(usage(format!("man --dir: {} is not a folder", d.display())));
            }
            clap_mangen::generate_to(command(), d).map_err(|e| {
                usage(format!(
                    "man --dir: could not write into {}: {e}",
                    d.display()
                ))
            })?;
        }
    }
    Ok(())
}

fn run(
    cat: &crate::catalogue::Catalogue,
    data: Option<&std::path::Path>,
    matches: &clap::ArgMatches,
    out: &mut dyn Write,
) -> CliResult {
    use clap::FromArgMatches;
    if let Some(("red-actions", m)) = matches.subcommand() {
        return match m.subcommand() {
            Some(("help", _)) => {
                out.write_all(
                    red_actions::usage_text(&crate::red_actions::calc::calculators()).as_bytes(),
                )?;
                Ok(())
            }
            Some((name, sub)) => red_actions::run(&cat.tables, name, sub, out),
            None => Err(usage(
                "red-actions: name a calculator; try `politburo red-actions --help`",
            )),
        };
    }
    let cli = args::Cli::from_arg_matches(matches).map_err(|e| usage(e.to_string()))?;
    let Some(command) = cli.command else {
        return Err(usage("no command given; try `politburo --help`"));
    };
    match command {
        args::Command::Rcw(c) => rcw::run(&cat.rules, data, c, out),
        args::Command::Tables => tables::list(&cat.tables, out),
        args::Command::Table(a) => tables::table(&cat.tables, &a, out),
        args::Command::Odds(a) => tables::odds(&cat.tables, &a, out),
        args::Command::Roll(a) => tables::roll(&cat.tables, &a, out),
        args::Command::Directory(args::Directory::Combat(a)) => {
            directory::combat(&cat.tables, &a, out)
        }
        args::Command::Diplomacy(c) => diplomacy::run(cat, c, out),
        args::Command::Aa1914(c) => aa1914::run(&cat.civil_war, c, out),
        args::Command::RedActions => Err(usage(
            "red-actions: name a calculator; try `politburo red-actions --help`",
        )),
        args::Command::Completions { .. } => {
            completions(matches.subcommand().map(|(_, m)| m).unwrap_or(matches), out)
        }
        args::Command::Man { dir } => man_page(dir.as_ref(), out),
    }
}
