//! clap's refusals in the command line's own words: the command as typed,
//! then what was wrong with which option, then where to look ("try
//! `politburo rcw plan --help`"), with clap's suggestion for a misspelling.

use clap::error::{ContextKind, ContextValue, ErrorKind};

/// The command the arguments name ("diplomacy removals"), as far as they
/// name subcommands.
fn command_path(args: &[String]) -> String {
    let mut cmd = super::command();
    let mut path = Vec::new();
    for a in args {
        let Some(sub) = cmd.find_subcommand(a).cloned() else {
            break;
        };
        path.push(sub.get_name().to_string());
        cmd = sub;
    }
    path.join(" ")
}

/// Whether the command named by `path` takes plain (positional) arguments.
fn takes_plain(path: &str) -> bool {
    let mut cmd = super::command();
    for name in path.split_whitespace() {
        match cmd.find_subcommand(name).cloned() {
            Some(sub) => cmd = sub,
            None => return false,
        }
    }
    cmd.get_positionals().next().is_some()
}

/// The spellings of the option `name` (its own and its aliases) that the
/// arguments hold, in the order typed.
fn spellings_given(path: &str, name: &str, args: &[String]) -> Vec<String> {
    let mut cmd = super::command();
    for sub in path.split_whitespace() {
        match cmd.find_subcommand(sub).cloned() {
            Some(s) => cmd = s,
            None => return Vec::new(),
        }
    }
    let long = name.trim_start_matches('-');
    let Some(opt) = cmd.get_arguments().find(|a| a.get_long() == Some(long)) else {
        return Vec::new();
    };
    let mut names: Vec<String> = vec![long.to_string()];
    names.extend(
        opt.get_all_aliases()
            .unwrap_or_default()
            .into_iter()
            .map(str::to_string),
    );
    let mut given: Vec<String> = Vec::new();
    for a in args {
        let word = a.split('=').next().unwrap_or(a);
        if let Some(n) = word.strip_prefix("--")
            && names.iter().any(|x| x == n)
            && !given.iter().any(|g| g == word)
        {
            given.push(word.to_string());
        }
    }
    given
}

fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        other => Some(other.to_string()),
    }
}

/// The option's name alone: clap names it with its value ("--count <N>").
fn option_name(rendered: &str) -> &str {
    rendered.split_whitespace().next().unwrap_or(rendered)
}

/// " (did you mean \"--column\"?)" when clap has a suggestion.
fn suggestion(e: &clap::Error) -> String {
    let pick = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        _ => Vec::new(),
    };
    let mut all = pick(ContextKind::SuggestedArg);
    all.extend(pick(ContextKind::SuggestedSubcommand));
    let all: Vec<String> = all.iter().map(|s| format!("\"{s}\"")).collect();
    match all.as_slice() {
        [] => String::new(),
        [one] => format!(" (did you mean {one}?)"),
        [rest @ .., last] => format!(" (did you mean {} or {last}?)", rest.join(", ")),
    }
}

/// One line for a refused command line.
pub fn clap_error(e: &clap::Error, args: &[String]) -> String {
    let path = command_path(args);
    let who = if path.is_empty() {
        String::new()
    } else {
        format!("{path}: ")
    };
    let help = if path.is_empty() {
        "try `politburo --help`".to_string()
    } else {
        format!("try `politburo {path} --help`")
    };
    let arg = context(e, ContextKind::InvalidArg).unwrap_or_default();
    if let (ErrorKind::ValueValidation, Some(said)) = (e.kind(), context(e, ContextKind::Custom)) {
        return said;
    }
    match e.kind() {
        ErrorKind::UnknownArgument if arg.starts_with('-') => format!(
            "{who}unknown option \"{}\"{}; {help}",
            option_name(&arg),
            suggestion(e)
        ),
        ErrorKind::UnknownArgument if takes_plain(&path) => {
            format!("{who}unexpected argument \"{arg}\"")
        }
        ErrorKind::UnknownArgument => {
            format!("{who}unexpected argument \"{arg}\" (options start with --)")
        }
        ErrorKind::ArgumentConflict
            if context(e, ContextKind::PriorArg).as_deref() == Some(arg.as_str()) =>
        {
            let name = option_name(&arg);
            let spellings = spellings_given(&path, name, args);
            if spellings.len() > 1 {
                format!(
                    "{who}{} are one choice (other spellings of one option); give it once",
                    spellings.join(" and ")
                )
            } else {
                format!("{who}{name} is given more than once; give it once")
            }
        }
        ErrorKind::ArgumentConflict => format!(
            "{who}{} cannot be given with {}",
            option_name(&arg),
            context(e, ContextKind::PriorArg)
                .as_deref()
                .map_or("", option_name)
        ),
        ErrorKind::InvalidValue if context(e, ContextKind::InvalidValue).as_deref() == Some("") => {
            format!("{who}{} needs a value", option_name(&arg))
        }
        ErrorKind::InvalidValue => format!(
            "{who}{} \"{}\" is not one of {}",
            option_name(&arg),
            context(e, ContextKind::InvalidValue).unwrap_or_default(),
            context(e, ContextKind::ValidValue).unwrap_or_default()
        ),
        ErrorKind::MissingRequiredArgument => {
            let names: Vec<String> = match e.get(ContextKind::InvalidArg) {
                Some(ContextValue::Strings(v)) => {
                    v.iter().map(|a| option_name(a).to_string()).collect()
                }
                _ => vec![option_name(&arg).to_string()],
            };
            let plain = names.iter().any(|n| !n.starts_with('-'));
            let names: Vec<String> = names
                .into_iter()
                .map(|n| n.trim_matches(['<', '>']).to_string())
                .collect();
            match (names.as_slice(), plain) {
                ([one], false) => format!("{who}{one} is required"),
                ([one], true) => format!(
                    "{who}needs a {} ({help})",
                    one.to_lowercase().replace('_', " ")
                ),
                (many, _) => format!("{who}{} are required", many.join(", ")),
            }
        }
        ErrorKind::InvalidSubcommand => {
            let noun = if path == "red-actions" {
                "calculator"
            } else {
                "command"
            };
            let name = context(e, ContextKind::InvalidSubcommand).unwrap_or_default();
            format!("{who}unknown {noun} \"{name}\"{}; {help}", suggestion(e))
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            format!("{who}name a command; {help}")
        }
        _ => {
            let text = e.render().to_string();
            let first = text.lines().next().unwrap_or("").trim();
            format!("{who}{}", first.strip_prefix("error: ").unwrap_or(first))
        }
    }
}
