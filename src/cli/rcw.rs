//! `politburo rcw …`: Russian Civil War commands.

use super::{CliResult, usage};
use std::io::Write;

pub fn run(args: &[String], out: &mut dyn Write) -> CliResult {
    let _ = out;
    Err(usage(format!("rcw: not yet available ({args:?})")))
}
