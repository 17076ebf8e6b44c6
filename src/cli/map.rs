//! `politburo rcw map …`: your map from the command line — a file
//! checked, the data folder's shown, imported, exported, and the example.

use super::args::MapCmd;
use super::{CliResult, usage};
use crate::rcw::map::Map;
use crate::session::SessionStore;
use crate::session::maps;
use std::io::Write;
use std::path::Path;

/// What a map holds, in one line: "28 places, 40 connections, 1 move a
/// turn; 4 on an edge of the map".
pub fn summary(m: &Map) -> String {
    use crate::rcw::map::Mark;
    let count = |mark| m.places().iter().filter(|p| p.has(mark)).count();
    format!(
        "{} places, {} connections, {} move{} a turn; {} on an edge, {} of Red replacements, {} of White replacements",
        m.places().len(),
        m.connections().len(),
        m.moves(),
        if m.moves() == 1 { "" } else { "s" },
        count(Mark::Edge),
        count(Mark::RedReplacements),
        count(Mark::WhiteReplacements),
    )
}

fn store(data: Option<&Path>, what: &str) -> Result<SessionStore, super::CliError> {
    data.map(|d| SessionStore::new(d.to_path_buf()))
        .ok_or_else(|| {
            usage(format!(
                "rcw map {what}: no data folder (set POLITBURO_DATA_DIR to a folder)"
            ))
        })
}

/// `rcw map check|show|import|export|example`.
pub fn run(data: Option<&Path>, cmd: MapCmd, out: &mut dyn Write) -> CliResult {
    match cmd {
        MapCmd::Check { file } => {
            let r = maps::read_map_file(&file).map_err(|e| usage(format!("rcw map check: {e}")))?;
            writeln!(out, "{}: a map of {}", file.display(), summary(&r.map))?;
            for n in &r.notes {
                writeln!(out, "  note: {n}")?;
            }
        }
        MapCmd::Show { json } => {
            let s = store(data, "show")?;
            match maps::peek_map(&s).map_err(|e| usage(format!("rcw map show: {e}")))? {
                Some(m) if json => writeln!(out, "{}", m.to_json())?,
                Some(m) => out.write_all(m.to_text().as_bytes())?,
                None => writeln!(
                    out,
                    "No map is kept in {}: import one with `politburo rcw map import FILE` (`politburo rcw map example FILE` writes one to start from).",
                    s.dir().display()
                )?,
            }
        }
        MapCmd::Import { file } => {
            let r =
                maps::read_map_file(&file).map_err(|e| usage(format!("rcw map import: {e}")))?;
            let s = store(data, "import")?;
            let kept =
                maps::save_map(&s, &r.map).map_err(|e| usage(format!("rcw map import: {e}")))?;
            writeln!(
                out,
                "Kept as {} (new games are played on it): {}",
                kept.display(),
                summary(&r.map)
            )?;
        }
        MapCmd::Export { file } => {
            let s = store(data, "export")?;
            let m = maps::peek_map(&s)
                .map_err(|e| usage(format!("rcw map export: {e}")))?
                .ok_or_else(|| {
                    usage(format!(
                        "rcw map export: no map is kept in {}",
                        s.dir().display()
                    ))
                })?;
            maps::export_map(&m, &file).map_err(|e| usage(format!("rcw map export: {e}")))?;
            writeln!(out, "Written to {}: {}", file.display(), summary(&m))?;
        }
        MapCmd::Example { file } => {
            let m: Map = crate::rcw::map::file::EXAMPLE
                .parse()
                .map_err(|e| usage(format!("rcw map example: {e}")))?;
            if std::fs::symlink_metadata(&file).is_ok() {
                return Err(usage(format!(
                    "rcw map example: {} is there already: give another name",
                    file.display()
                )));
            }
            crate::session::write_markdown(&file, crate::rcw::map::file::EXAMPLE)
                .map_err(|e| usage(format!("rcw map example: {e}")))?;
            writeln!(
                out,
                "The example map written to {}: {}",
                file.display(),
                summary(&m)
            )?;
        }
    }
    Ok(())
}
