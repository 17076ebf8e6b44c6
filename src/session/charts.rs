//! Your own chart in the data folder (`your-crt.json`): read at start,
//! written when the editor saves it, exported and imported as files.
//! What a chart is, and its checks, live in [`crate::rcw::chart`].

use super::{SessionStore, StoreError};
use crate::rcw::RcwRules;
use crate::rcw::chart::{ChartFileError, MAX_FILE_BYTES, parse_file};
use crate::tables::Table;
use std::path::{Path, PathBuf};

/// `your-crt.json` in `store`'s folder.
pub fn chart_path(store: &SessionStore) -> PathBuf {
    store.dir().join("your-crt.json")
}

/// Why a chart file in the data folder, or one imported, was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadChartError {
    #[error("the file is too large to be a chart ({size} bytes, limit {limit}): {}", path.display())]
    TooLarge {
        size: u64,
        limit: u64,
        path: PathBuf,
    },
    #[error("could not read the chart ({0})")]
    Read(StoreError),
    #[error("not a text file (invalid UTF-8 at byte {at}): {}", path.display())]
    NotText { at: usize, path: PathBuf },
    #[error(transparent)]
    Chart(#[from] ChartFileError),
}

/// Reads a chart file (an import, or the kept one): refused with what is
/// wrong and where; the file is never changed.
pub fn read_chart_file(path: &Path, rules: &RcwRules) -> Result<Table, ReadChartError> {
    let bytes = super::store::read_at_most(path, MAX_FILE_BYTES).map_err(|e| match e {
        StoreError::TooLarge { size, limit, .. } => ReadChartError::TooLarge {
            size,
            limit,
            path: path.to_path_buf(),
        },
        e => ReadChartError::Read(e),
    })?;
    let text = String::from_utf8(bytes).map_err(|e| ReadChartError::NotText {
        at: e.utf8_error().valid_up_to(),
        path: path.to_path_buf(),
    })?;
    // Any JSON file may start with a byte-order mark (README).
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    Ok(parse_file(text, &path.display().to_string(), rules)?)
}

/// The chart kept in `store`'s folder: `Ok(None)` when there is none; a
/// file that does not read is left as it is and said.
pub fn load_chart(store: &SessionStore, rules: &RcwRules) -> Result<Option<Table>, ReadChartError> {
    let path = chart_path(store);
    if !path.exists() {
        return Ok(None);
    }
    read_chart_file(&path, rules).map(Some)
}

/// Which chart a command plays or plans with, as the window does: none
/// with `no_crt`, the file `crt`, else the chart kept in the data folder
/// `data` (none when there is no data folder, or no chart kept in it).
pub enum ChartChoice {
    /// No chart: the game plays without one.
    None,
    /// A chart given or kept: the game takes it before each turn.
    Kept(Box<Table>),
    /// No choice made (no file given, none kept): a game keeps its own.
    GameKeepsItsOwn,
}

/// What goes wrong choosing a chart: which one, and why it does not read.
#[derive(Debug, thiserror::Error)]
pub enum ChartChoiceError {
    #[error("{0}")]
    File(ReadChartError),
    #[error("your kept chart does not read ({0}); fix it in the Tables screen, or give --no-crt")]
    Kept(ReadChartError),
}

impl ChartChoiceError {
    /// The message for the command `cmd` ("rcw plan"): the option named
    /// where a file given did not read.
    pub fn said_by(&self, cmd: &str) -> String {
        match self {
            ChartChoiceError::File(_) => format!("{cmd} --crt: {self}"),
            ChartChoiceError::Kept(_) => format!("{cmd}: {self}"),
        }
    }
}

/// The chart chosen by `--crt FILE`, `--no-crt` or the data folder.
pub fn choose_chart(
    rules: &RcwRules,
    data: Option<&Path>,
    crt: Option<&Path>,
    no_crt: bool,
) -> Result<ChartChoice, ChartChoiceError> {
    if no_crt {
        return Ok(ChartChoice::None);
    }
    if let Some(path) = crt {
        return read_chart_file(path, rules)
            .map(|t| ChartChoice::Kept(Box::new(t)))
            .map_err(ChartChoiceError::File);
    }
    let Some(dir) = data else {
        return Ok(ChartChoice::GameKeepsItsOwn);
    };
    let store = SessionStore::new(dir.to_path_buf());
    match load_chart(&store, rules).map_err(ChartChoiceError::Kept)? {
        Some(t) => Ok(ChartChoice::Kept(Box::new(t))),
        None => Ok(ChartChoice::GameKeepsItsOwn),
    }
}

/// Writes `table` as `path` (atomically, the file it replaces kept as a
/// backup).
pub fn write_chart(path: &Path, table: &Table) -> Result<(), StoreError> {
    let text = serde_json::to_string_pretty(table).map_err(|e| StoreError::Io {
        action: "write the chart",
        source: std::io::Error::other(e),
        path: path.to_path_buf(),
    })?;
    super::atomic::prepare(path, format!("{text}\n").as_bytes())?.commit(1)
}

/// Keeps `table` as the data folder's chart.
pub fn save_chart(store: &SessionStore, table: &Table) -> Result<PathBuf, StoreError> {
    let path = chart_path(store);
    write_chart(&path, table)?;
    Ok(path)
}

/// Stops keeping a chart: the file is moved aside, not deleted.
pub fn remove_chart(store: &SessionStore) -> Result<Option<PathBuf>, StoreError> {
    let path = chart_path(store);
    if !path.exists() {
        return Ok(None);
    }
    super::atomic::move_aside_as(&path, "removed").map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chart_saved_reads_back_and_a_removed_one_is_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        let store = SessionStore::new(dir.path().to_path_buf());
        let rules = RcwRules::builtin().unwrap();
        assert_eq!(load_chart(&store, &rules).unwrap(), None);
        let t = parse_file(crate::rcw::chart::EXAMPLE, "example", &rules).unwrap();
        save_chart(&store, &t).unwrap();
        assert_eq!(load_chart(&store, &rules).unwrap(), Some(t.clone()));
        let aside = remove_chart(&store).unwrap().unwrap();
        assert!(aside.exists());
        assert_eq!(load_chart(&store, &rules).unwrap(), None);
        // A broken file is said, and left as it is.
        // One that is not a chart's size is refused, not read whole.
        let big = dir.path().join("big.json");
        std::fs::write(&big, vec![b' '; MAX_FILE_BYTES as usize + 1]).unwrap();
        let e = read_chart_file(&big, &rules).unwrap_err().to_string();
        assert!(e.starts_with("the file is too large to be a chart"), "{e}");
        std::fs::write(chart_path(&store), "{ \"id\": ").unwrap();
        let e = load_chart(&store, &rules).unwrap_err();
        assert!(matches!(e, ReadChartError::Chart(_)), "{e}");
        assert!(e.to_string().contains("line 1, column"), "{e}");
        assert_eq!(
            std::fs::read_to_string(chart_path(&store)).unwrap(),
            "{ \"id\": "
        );
        // A file that starts with a byte-order mark reads as without.
        let bom = dir.path().join("bom.json");
        std::fs::write(&bom, format!("\u{feff}{}", crate::rcw::chart::EXAMPLE)).unwrap();
        assert_eq!(read_chart_file(&bom, &rules).unwrap(), t);
    }
}
