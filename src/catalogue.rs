//! The asset catalogue: every piece of game data the app and the command
//! line use, read once at start-up.
//!
//! Each item is the built-in (compiled-in) copy unless the assets folder
//! holds an edited file for it that loads; an edited file that does not load
//! is refused whole and the built-in copy stays. Every screen and every
//! command takes its data from one `Catalogue`, so they answer alike and
//! report the same refused files.

use crate::aa1914::CivilWar;
use crate::assets::{OverrideFile, assets_dir, override_file, override_json_files};
use crate::diplomacy::map::Map;
use crate::diplomacy::players::Setups;
use crate::rcw::RcwRules;
use crate::tables::Registry;
use std::path::Path;

/// The compiled-in data did not load (which the tests rule out): which
/// data, and why.
#[derive(Debug, thiserror::Error)]
#[error("the built-in {what} do not load: {source}")]
pub struct CatalogueError {
    pub what: &'static str,
    pub source: Box<dyn std::error::Error + Send + Sync>,
}

/// All game data in force.
#[derive(Clone, Debug)]
pub struct Catalogue {
    /// The Russian Civil War solitaire rules.
    pub rules: RcwRules,
    /// Every table by id, the RCW ones built from `rules`.
    pub tables: Registry,
    /// The Diplomacy map.
    pub map: Map,
    /// Which powers each number of Diplomacy players takes.
    pub setups: Setups,
    /// The Axis & Allies 1914 civil-war data.
    pub civil_war: CivilWar,
    /// Sentences for the player: edited files in use, and files refused.
    pub notices: Vec<String>,
}

impl Catalogue {
    /// The data with the edited files in use for the data folder
    /// `data_dir` (see [`crate::assets`]).
    pub fn load(data_dir: Option<&Path>) -> Result<Catalogue, CatalogueError> {
        Catalogue::load_from(assets_dir(data_dir).as_deref())
    }

    /// The built-in data only.
    pub fn builtin() -> Result<Catalogue, CatalogueError> {
        Catalogue::load_from(None)
    }

    /// The data with the edited files under `dir` (none: built-in only).
    /// Fails only if the compiled-in data does not parse, which the tests
    /// rule out.
    pub fn load_from(dir: Option<&Path>) -> Result<Catalogue, CatalogueError> {
        let mut notices = Vec::new();
        let rules = pick(
            dir,
            "rcw/rules.json",
            "rules",
            RcwRules::builtin(),
            RcwRules::parse,
            &mut notices,
        )?;
        let map = pick(
            dir,
            "diplomacy/map.json",
            "Diplomacy map",
            Map::standard().cloned(),
            |text, path| {
                Map::parse(text).map_err(|error| At {
                    error,
                    path: path.into(),
                })
            },
            &mut notices,
        )?;
        let setups = pick(
            dir,
            "diplomacy/players.json",
            "Diplomacy players data",
            Setups::standard().cloned(),
            |text, path| {
                Setups::parse(text).map_err(|error| At {
                    error,
                    path: path.into(),
                })
            },
            &mut notices,
        )?;
        let civil_war = pick(
            dir,
            "aa1914/civil_war.json",
            "A&A 1914 civil war data",
            CivilWar::standard().cloned(),
            |text, path| {
                CivilWar::parse(text).map_err(|error| At {
                    error,
                    path: path.into(),
                })
            },
            &mut notices,
        )?;
        let tables = Registry::load_with(
            crate::rcw::tables::generic_tables(&rules),
            override_json_files(dir, "tables"),
        );
        notices.extend(tables.refused().iter().map(|r| {
            format!(
                "Table file refused, the tables stay as they were: {}",
                r.message
            )
        }));
        Ok(Catalogue {
            rules,
            tables,
            map,
            setups,
            civil_war,
            notices,
        })
    }
}

/// An error of a file whose own error does not name it, with its path.
#[derive(Debug, thiserror::Error)]
#[error("{error}: {path}")]
struct At<E: std::error::Error> {
    error: E,
    path: String,
}

/// The edited copy of `rel` under `dir` if it loads and differs from the
/// built-in one, else the built-in one; what happened is added to `notices`.
fn pick<T: PartialEq, E: std::error::Error + Send + Sync + 'static, P: std::fmt::Display>(
    dir: Option<&Path>,
    rel: &str,
    what: &'static str,
    builtin: Result<T, E>,
    parse: impl Fn(&str, &str) -> Result<T, P>,
    notices: &mut Vec<String>,
) -> Result<T, CatalogueError> {
    let builtin = builtin.map_err(|e| CatalogueError {
        what,
        source: Box::new(e),
    })?;
    let Some(OverrideFile { path, text }) = override_file(dir, rel) else {
        return Ok(builtin);
    };
    let path = path.display().to_string();
    match text {
        Ok(text) => match parse(&text, &path) {
            Ok(edited) if edited == builtin => Ok(builtin),
            Ok(edited) => {
                notices.push(format!("Using edited {what} from {path}"));
                Ok(edited)
            }
            Err(e) => {
                notices.push(format!("{e} — the built-in {what} are used instead"));
                Ok(builtin)
            }
        },
        Err(e) => {
            notices.push(format!(
                "Could not read the {what} ({e}); the built-in {what} are used instead: {path}"
            ));
            Ok(builtin)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_builtin_catalogue_loads_without_notices() {
        let c = Catalogue::builtin().unwrap();
        assert!(c.notices.is_empty(), "{:?}", c.notices);
        assert!(c.tables.table("rcw/sdt").is_ok());
    }

    #[test]
    fn the_repository_assets_folder_matches_the_built_in_data() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        let c = Catalogue::load_from(Some(&dir)).unwrap();
        assert!(c.notices.is_empty(), "{:?}", c.notices);
    }
}
