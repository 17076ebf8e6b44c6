//! Generic tables: die-roll tables, cross-reference tables, re-rolls on
//! sub-tables, reference tables; column lookup from odds or totals; exact
//! outcome probabilities; rolling with seeded or given dice.
//!
//! The tables are data under `assets/tables/*.json`, compiled in with
//! `include_str!`; a player may correct them by putting a file with the same
//! table ids in `<assets dir>/tables/` (see [`Registry::load_with`]).
//!
//! # JSON format
//!
//! A file holds one table object or an array of table objects:
//!
//! ```json
//! [
//!   {
//!     "id": "directory/crt-1",
//!     "title": "Combat Results – Only 1 Defending Combat Unit",
//!     "source": "seed 001, Combat Tables",
//!     "interpretation": "I-8",
//!     "reconstructed": true,
//!     "kind": "cross",
//!     "dice": "1d6",
//!     "columns": ["1:2", "2:3", "1:1", "3:2", "2:1+"],
//!     "rows": [
//!       { "roll": "1", "cells": ["½ AL", "½ AL", "½ AL", "½ AL", "½ AL"] },
//!       { "roll": "2", "cells": ["", "", "", "", "DR"] }
//!     ],
//!     "blank": "No Result",
//!     "rerolls": { "½ AL": "directory/half-al", "½ DL": "directory/half-dl" },
//!     "column_lookup": {
//!       "by": "ratio",
//!       "thresholds": ["1:2", "2:3", "1:1", "3:2", "2:1"],
//!       "rounding": "down",
//!       "below_first": "refuse",
//!       "refuse_message": "Attacks at odds less than 1:2 are not allowed."
//!     },
//!     "legend": [ { "code": "DR", "meaning": "Defenders Retreat" } ],
//!     "notes": ["Attacks at odds greater than 2:1 are resolved at 2:1."]
//!   }
//! ]
//! ```
//!
//! Fields (those marked *optional* may be left out):
//! - `id`: `<game>/<table>`, unique. `title`: the printed heading.
//!   `source`: where it is printed.
//! - `interpretation` *(optional)*: the RULES-NOTES.md reading followed, e.g.
//!   `"I-8"`. `reconstructed` *(optional, default false)*: cells rebuilt from
//!   a flattened source. Both are shown with the table.
//! - `kind`: `"roll"` (die roll → the one cell of the row; exactly one
//!   column), `"cross"` (die roll × column → one cell), `"row"` (die roll →
//!   the whole row of named cells), `"reference"` (no dice, display only).
//! - `dice`: `"1d6"` or `"2d6"`; required for every kind but `reference`,
//!   where it must be absent.
//! - `columns`: the column labels as printed; each row has one cell per column.
//! - `rows`: `roll` is `"4"` or `"3-4"` (die totals; absent in reference
//!   tables). The rows' rolls cover every total of the dice exactly once, in
//!   increasing order. `cells`: strings as printed; `""` is a printed blank,
//!   `null` a cell the source does not give — shown as "missing (not in the
//!   text)", its chance reported separately; replace the `null` with text
//!   to fill it in. (In a `row` table the result is the whole row; a row
//!   with only some cells missing is a result that names them, a row with
//!   every cell missing counts as missing.)
//! - `blank` *(optional)*: the outcome an empty cell stands for (e.g.
//!   `"No Result"`); required when a die table has empty cells.
//! - `rerolls` *(optional)*: cell text → id of a `roll` table rolled on at
//!   once when that cell is hit; its result replaces the cell's. Chains are
//!   allowed, cycles are not.
//! - `column_lookup` *(optional, cross tables)*: `by` `"ratio"` or
//!   `"total"`; `thresholds`: the smallest value of each column (`"a:b"` or
//!   a whole number), one per column, strictly increasing; a value above the
//!   last threshold reads the last column. `rounding`: `"down"` (default; a
//!   value between two thresholds takes the lower column, the defender's
//!   favour) or `"up"`. `below_first`: `"refuse"` (default; with
//!   `refuse_message`) or `"first"` (read on the first column). Column
//!   shifts ([`shift_column`]) clamp at both ends.
//! - `legend` *(optional)*: `{ "code", "meaning" }` for abbreviations.
//! - `notes` *(optional)*: printed remarks shown under the table.
//!
//! Unknown fields are refused (a misspelt field name is an error, not ignored).

pub mod load;
pub mod lookup;
pub mod model;
pub mod odds;
pub mod registry;
pub mod text;

pub use load::{TableError, parse};
pub use lookup::{ColumnPick, LookupError, shift_column};
pub use model::{
    BelowFirst, Cell, CellTextError, ColumnLookup, DiceSpec, LegendEntry, LookupBy, MISSING_TEXT,
    RollRange, Rounding, Row, Table, TableKind, Threshold,
};
pub use odds::{
    CellResult, Distribution, FaceSource, GivenFaces, RollError, RollOutcome, RollStep,
};
pub use registry::{RefusedFile, Registry, RegistryError};
