//! Every table by id: the built-in ones, tables provided by code, and the
//! player's corrections from override files.

use super::load::{self, BUILTIN_FILES, TableError};
use super::model::{Table, TableKind};
use super::odds::{self, Distribution, FaceSource, MAX_REROLL_DEPTH, RollError, RollOutcome};
use crate::assets::OverrideFile;
use std::collections::{BTreeMap, BTreeSet};
use thiserror::Error;

/// An override file that was not used, and why. The built-in tables stay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedFile {
    pub file: String,
    pub message: String,
}

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum RegistryError {
    #[error("table {table}: {message}")]
    Invalid { table: String, message: String },
    #[error("table {table}: cell \"{text}\" re-rolls on \"{target}\", {why}")]
    BadReroll {
        table: String,
        text: String,
        target: String,
        why: String,
    },
}

/// All tables, sorted by id.
#[derive(Clone, Debug)]
pub struct Registry {
    tables: BTreeMap<String, Table>,
    /// What each id was before override files: built-in or given by code.
    baseline: BTreeMap<String, Table>,
    changed: BTreeSet<String>,
    refused: Vec<RefusedFile>,
}

impl Default for Registry {
    fn default() -> Self {
        Registry::builtin()
    }
}

/// Why an edited table file was refused whole.
#[derive(Debug, thiserror::Error)]
pub enum OverrideError {
    /// It does not read as tables (with the line and column).
    #[error(transparent)]
    Parse(#[from] TableError),
    /// Its tables do not fit with the others.
    #[error("{source} in {file}")]
    Refused { source: RegistryError, file: String },
}

impl Registry {
    /// No tables at all (tests, or a caller building its own set).
    pub fn empty() -> Registry {
        Registry {
            tables: BTreeMap::new(),
            baseline: BTreeMap::new(),
            changed: BTreeSet::new(),
            refused: Vec::new(),
        }
    }

    /// The compiled-in tables.
    pub fn builtin() -> Registry {
        let mut reg = Registry::empty();
        let mut all = Vec::new();
        for (file, text) in BUILTIN_FILES {
            match load::parse(text, file) {
                Ok(t) => all.extend(t),
                // A broken built-in file is a bug caught by tests; the app
                // still shows it rather than failing to start.
                Err(e) => reg.refused.push(RefusedFile {
                    file: (*file).to_string(),
                    message: e.to_string(),
                }),
            }
        }
        if let Err(e) = reg.add_all(all, true) {
            reg.refused.push(RefusedFile {
                file: "built-in tables".to_string(),
                message: e.to_string(),
            });
        }
        reg
    }

    /// Built-ins, then tables given by code (e.g. the Russian Civil War
    /// SDT/VST/APT), then the override `files` — so a file may correct those
    /// too. [`crate::catalogue::Catalogue`] finds the files.
    pub fn load_with(code_tables: Vec<Table>, files: Vec<OverrideFile>) -> Registry {
        let mut reg = Registry::builtin();
        if let Err(e) = reg.extend(code_tables) {
            reg.refused.push(RefusedFile {
                file: "tables given by code".to_string(),
                message: e.to_string(),
            });
        }
        reg.apply_overrides(files);
        reg
    }

    /// Adds or replaces one table provided by code; it becomes the baseline
    /// that override files are compared with.
    pub fn insert(&mut self, table: Table) -> Result<(), RegistryError> {
        self.add_all(vec![table], true)
    }

    /// Takes table `id` out (the player's chart, when it is no longer
    /// kept); `false` when there was none.
    pub fn remove(&mut self, id: &str) -> bool {
        self.baseline.remove(id);
        self.changed.remove(id);
        self.tables.remove(id).is_some()
    }

    /// Adds several tables at once (sub-tables may come in the same batch).
    pub fn extend(&mut self, tables: Vec<Table>) -> Result<(), RegistryError> {
        self.add_all(tables, true)
    }

    /// Applies override files in order. Each file is used whole or refused
    /// whole; a refused file leaves the tables as they were.
    pub fn apply_overrides(&mut self, files: Vec<OverrideFile>) {
        for f in files {
            let name = f.path.display().to_string();
            let refuse = |reg: &mut Registry, message: String| {
                reg.refused.push(RefusedFile {
                    file: name.clone(),
                    message,
                });
            };
            let text = match f.text {
                Ok(t) => t,
                Err(e) => {
                    refuse(self, format!("could not read {name}: {e}"));
                    continue;
                }
            };
            if let Err(e) = self.apply_override_text(&text, &name) {
                refuse(self, e.to_string());
            }
        }
    }

    /// Applies one override file's text (`file` names it in messages).
    pub fn apply_override_text(&mut self, text: &str, file: &str) -> Result<(), OverrideError> {
        let tables = load::parse(text, file)?;
        self.add_all(tables, false)
            .map_err(|source| OverrideError::Refused {
                source,
                file: file.to_string(),
            })
    }

    fn add_all(&mut self, tables: Vec<Table>, as_baseline: bool) -> Result<(), RegistryError> {
        let mut next = self.tables.clone();
        for t in &tables {
            load::validate(t).map_err(|(place, message)| RegistryError::Invalid {
                table: t.id.clone(),
                message: format!("{place}: {message}"),
            })?;
            next.insert(t.id.clone(), t.clone());
        }
        check_rerolls(&next)?;
        self.tables = next;
        for t in tables {
            if as_baseline {
                self.changed.remove(&t.id);
                self.baseline.insert(t.id.clone(), t);
            } else if self.baseline.get(&t.id) == Some(&t) {
                self.changed.remove(&t.id);
            } else {
                self.changed.insert(t.id.clone());
            }
        }
        Ok(())
    }

    pub fn get(&self, id: &str) -> Option<&Table> {
        self.tables.get(id)
    }

    /// The table `id`, or an error naming it.
    pub fn table(&self, id: &str) -> Result<&Table, RollError> {
        self.get(id)
            .ok_or_else(|| RollError::UnknownTable { id: id.to_string() })
    }

    /// Every table, sorted by id.
    pub fn iter(&self) -> impl Iterator<Item = &Table> {
        self.tables.values()
    }

    pub fn len(&self) -> usize {
        self.tables.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// Tables whose id or title contains `query` (ignoring case), by id.
    pub fn search(&self, query: &str) -> Vec<&Table> {
        let q = query.trim().to_lowercase();
        self.iter()
            .filter(|t| {
                q.is_empty()
                    || t.id.to_lowercase().contains(&q)
                    || t.title.to_lowercase().contains(&q)
            })
            .collect()
    }

    /// Ids whose table differs from the built-in one (or is new) because of
    /// an override file.
    pub fn changed(&self) -> Vec<&str> {
        self.changed.iter().map(String::as_str).collect()
    }

    /// Override files that were refused, with the reason.
    pub fn refused(&self) -> &[RefusedFile] {
        &self.refused
    }

    /// Exact final distribution (re-rolls resolved) of table `id`.
    pub fn odds(&self, id: &str, column: Option<&str>) -> Result<Distribution, RollError> {
        odds::final_odds(self, self.table(id)?, column)
    }

    /// Distribution of the cells as printed, before re-rolls.
    pub fn raw_odds(&self, id: &str, column: Option<&str>) -> Result<Distribution, RollError> {
        odds::raw_odds(self.table(id)?, column)
    }

    /// Rolls on table `id` with faces from `dice`, following re-rolls.
    pub fn roll(
        &self,
        id: &str,
        column: Option<&str>,
        dice: &mut dyn FaceSource,
    ) -> Result<RollOutcome, RollError> {
        odds::roll(self, self.table(id)?, column, dice)
    }
}

/// Every re-roll names an existing one-column `roll` table, without cycles.
fn check_rerolls(tables: &BTreeMap<String, Table>) -> Result<(), RegistryError> {
    for t in tables.values() {
        for (text, target) in &t.rerolls {
            let bad = |why: &str| RegistryError::BadReroll {
                table: t.id.clone(),
                text: text.clone(),
                target: target.clone(),
                why: why.to_string(),
            };
            let Some(sub) = tables.get(target) else {
                return Err(bad("which is not a table"));
            };
            if sub.kind != TableKind::Roll {
                return Err(bad("which is not a \"roll\" table"));
            }
            // A cycle would re-roll forever.
            if leads_back(tables, target, &mut vec![t.id.as_str()]) {
                return Err(bad("which leads back to a table already rolled on"));
            }
        }
    }
    Ok(())
}

/// Whether following re-rolls from `id` reaches a table on `path` (or goes
/// deeper than any roll may).
fn leads_back<'a>(
    tables: &'a BTreeMap<String, Table>,
    id: &'a str,
    path: &mut Vec<&'a str>,
) -> bool {
    if path.contains(&id) || path.len() > MAX_REROLL_DEPTH {
        return true;
    }
    let Some(t) = tables.get(id) else {
        return false;
    };
    path.push(id);
    let found = t
        .rerolls
        .values()
        .any(|next| leads_back(tables, next, path));
    path.pop();
    found
}

impl odds::Tables for Registry {
    fn by_id(&self, id: &str) -> Option<&Table> {
        self.get(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::parse;

    fn roll_table(id: &str, rerolls: &[(&str, &str)]) -> Table {
        let cells: Vec<String> = ["a", "b"].iter().map(|c| format!("\"{c}\"")).collect();
        let rr: Vec<String> = rerolls
            .iter()
            .map(|(k, v)| format!("\"{k}\": \"{v}\""))
            .collect();
        parse(
            &format!(
                r#"{{"id": "{id}", "title": "T", "source": "s", "kind": "roll", "dice": "1d6",
                    "columns": ["Result"],
                    "rows": [{{"roll": "1-3", "cells": [{}]}}, {{"roll": "4-6", "cells": [{}]}}],
                    "rerolls": {{{}}}}}"#,
                cells[0],
                cells[1],
                rr.join(", ")
            ),
            "t.json",
        )
        .unwrap()
        .remove(0)
    }

    #[test]
    fn two_cells_may_share_a_sub_table() {
        let mut reg = Registry::empty();
        reg.extend(vec![
            roll_table("t/d", &[]),
            roll_table("t/b", &[("a", "t/d")]),
            roll_table("t/c", &[("a", "t/d")]),
            roll_table("t/a", &[("a", "t/b"), ("b", "t/c")]),
        ])
        .unwrap();
        assert_eq!(reg.len(), 4);
    }

    #[test]
    fn a_reroll_cycle_is_refused() {
        let mut reg = Registry::empty();
        reg.extend(vec![
            roll_table("t/a", &[]),
            roll_table("t/b", &[("a", "t/a")]),
        ])
        .unwrap();
        let e = reg.insert(roll_table("t/a", &[("b", "t/b")])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "table t/a: cell \"b\" re-rolls on \"t/b\", which leads back to a table already rolled on"
        );
        assert!(reg.get("t/a").unwrap().rerolls.is_empty());
    }
}
