//! A calculator's options, read from clap's matches by field id.

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

/// A Red Actions! calculator's options as clap read them, by the field
/// ids of its one description, so the calculator's reader asks for a
/// field by the id it declared.
pub struct Opts {
    /// The command as typed, for messages ("red-actions shooting").
    cmd: String,
    pairs: Vec<(String, Option<String>)>,
}

impl Opts {
    /// The options clap matched for a command taking `spec` (ids and what
    /// each takes).
    pub fn from_matches(cmd: &str, m: &clap::ArgMatches, spec: &[(&str, Takes)]) -> Opts {
        let mut pairs = Vec::new();
        for &(id, takes) in spec {
            if !m.try_contains_id(id).unwrap_or(false) {
                continue;
            }
            match takes {
                Takes::Flag => {
                    if m.get_flag(id) {
                        pairs.push((id.to_string(), None));
                    }
                }
                Takes::Value | Takes::Many => {
                    if let Ok(Some(values)) = m.try_get_many::<String>(id) {
                        pairs.extend(values.map(|v| (id.to_string(), Some(v.clone()))));
                    }
                }
            }
        }
        Opts {
            cmd: cmd.to_string(),
            pairs,
        }
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
        let want = format!(
            "a number such as 3, 1.5 or 3/2, from 0 to {max} ({what}), with at most six decimal places (a denominator up to {})",
            super::values::MAX_DENOMINATOR
        );
        let r = super::values::parse_ratio(v).ok_or_else(|| self.bad(name, v, &want))?;
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
