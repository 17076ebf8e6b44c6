//! The one option parser of the command line.

use super::{CliError, usage};
use crate::ratio::Ratio;
use crate::red_actions::limits::Limit;

/// What an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Takes {
    /// `--name` alone.
    Flag,
    /// `--name value`, given at most once.
    Value,
    /// `--name value`, which may be given again, each adding to the last.
    Many,
}

/// A command's options (`--name value`, `--name=value`, `--flag`) and its
/// plain arguments, read against the list of options it takes. Every
/// command reads its arguments with this one parser, so a repeated,
/// unknown or valueless option is refused in the same words everywhere.
pub struct Opts {
    /// The command as typed, for messages ("red-actions shooting").
    cmd: String,
    pairs: Vec<(String, Option<String>)>,
    positional: Vec<String>,
}

impl Opts {
    /// `spec`: option names and what each takes (a name may carry aliases
    /// after `|`, e.g. `"colors|colours"`: the first is the one read back);
    /// `help` is the command that lists them. No plain arguments.
    pub fn parse(
        cmd: &str,
        help: &str,
        args: &[String],
        spec: &[(&str, Takes)],
    ) -> Result<Opts, CliError> {
        Opts::parse_with(cmd, help, args, spec, 0)
    }

    /// [`Opts::parse`] that also takes up to `positional` plain arguments
    /// (read back with [`Opts::arg`]).
    pub fn parse_with(
        cmd: &str,
        help: &str,
        args: &[String],
        spec: &[(&str, Takes)],
        positional: usize,
    ) -> Result<Opts, CliError> {
        let mut pairs: Vec<(String, Option<String>)> = Vec::new();
        let mut plain = Vec::new();
        // The names as typed, beside `pairs`, for messages.
        let mut typed: Vec<String> = Vec::new();
        let mut i = 0;
        while i < args.len() {
            let a = &args[i];
            let Some(name) = a.strip_prefix("--") else {
                if plain.len() < positional {
                    plain.push(a.clone());
                    i += 1;
                    continue;
                }
                return Err(usage(if positional == 0 {
                    format!("{cmd}: unexpected argument \"{a}\" (options start with --)")
                } else {
                    format!("{cmd}: unexpected argument \"{a}\"")
                }));
            };
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (name, None),
            };
            let Some((canonical, takes)) = spec.iter().find_map(|(names, t)| {
                let mut all = names.split('|');
                let first = all.clone().next().unwrap_or(names);
                all.any(|n| n == name).then_some((first, *t))
            }) else {
                return Err(usage(format!(
                    "{cmd}: unknown option \"--{name}\"; try `politburo {help}`"
                )));
            };
            if takes != Takes::Many
                && let Some(before) = typed
                    .iter()
                    .zip(&pairs)
                    .find_map(|(t, (n, _))| (n == canonical).then_some(t))
            {
                if before == name {
                    return Err(usage(format!(
                        "{cmd}: --{name} is given more than once; give it once"
                    )));
                }
                // Two spellings of one flag ("--night --fog") say the same.
                if takes == Takes::Flag {
                    i += 1;
                    continue;
                }
                return Err(usage(format!(
                    "{cmd}: --{before} and --{name} are one option; give one of them"
                )));
            }
            typed.push(name.to_string());
            if takes == Takes::Flag {
                if inline.is_some() {
                    return Err(usage(format!("{cmd}: --{name} takes no value")));
                }
                pairs.push((canonical.to_string(), None));
            } else {
                let value = match inline {
                    Some(v) => v,
                    None => {
                        i += 1;
                        args.get(i)
                            .cloned()
                            .ok_or_else(|| usage(format!("{cmd}: --{name} needs a value")))?
                    }
                };
                pairs.push((canonical.to_string(), Some(value)));
            }
            i += 1;
        }
        Ok(Opts {
            cmd: cmd.to_string(),
            pairs,
            positional: plain,
        })
    }

    /// The `n`th plain argument, if given.
    pub fn arg(&self, n: usize) -> Option<&str> {
        self.positional.get(n).map(String::as_str)
    }

    /// The command as typed, for messages.
    pub fn cmd(&self) -> &str {
        &self.cmd
    }

    pub fn given(&self, name: &str) -> bool {
        self.pairs.iter().any(|(n, _)| n == name)
    }

    pub fn flag(&self, name: &str) -> bool {
        self.given(name)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    pub fn values(&self, name: &str) -> Vec<&str> {
        self.pairs
            .iter()
            .filter(|(n, _)| n == name)
            .filter_map(|(_, v)| v.as_deref())
            .collect()
    }

    pub fn bad(&self, name: &str, value: &str, want: &str) -> CliError {
        usage(format!("{}: --{name} \"{value}\" is not {want}", self.cmd))
    }

    pub fn required(&self, name: &str) -> Result<&str, CliError> {
        self.value(name)
            .ok_or_else(|| usage(format!("{}: --{name} is required", self.cmd)))
    }

    /// A whole number within `limit`; `default` when not given (required if `None`).
    pub fn within(&self, name: &str, default: Option<i64>, limit: Limit) -> Result<i64, CliError> {
        match (self.value(name), default) {
            (Some(v), _) => super::within(&format!("{}: --{name}", self.cmd), v, limit),
            (None, Some(d)) => Ok(d),
            (None, None) => Err(usage(format!("{}: --{name} is required", self.cmd))),
        }
    }

    /// [`Opts::within`] for a count that is never negative.
    pub fn count(&self, name: &str, default: Option<u32>, limit: Limit) -> Result<u32, CliError> {
        let n = self.within(name, default.map(i64::from), limit)?;
        u32::try_from(n)
            .map_err(|_| usage(format!("{}: --{name} {n} is outside {limit}", self.cmd)))
    }

    /// An exact number from 0 to `max` ("3", "1.5", "3/2").
    pub fn ratio(&self, name: &str, max: u64, what: &str) -> Result<Ratio, CliError> {
        let v = self.required(name)?;
        let want = format!("a number such as 3, 1.5 or 3/2, from 0 to {max} ({what})");
        let r = super::red_actions::parse_ratio(v).ok_or_else(|| self.bad(name, v, &want))?;
        if r > Ratio::new(max, 1) {
            return Err(usage(format!(
                "{}: --{name} {} is outside 0 to {max} ({what})",
                self.cmd,
                v.trim()
            )));
        }
        Ok(r)
    }
}
