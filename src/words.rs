//! Reading a word the player typed as one of a type's values: every text
//! type the program reads implements [`std::str::FromStr`] with a typed
//! error; a word that names none of the values is [`Unknown`], which says
//! what was typed, what it should have named and the values taken. A
//! name the player typed (a province, a place on the map) is compared as
//! [`name_key`] reads it.

/// A word that names none of a type's values.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{typed}\" is not {what} ({expected})")]
pub struct Unknown {
    /// What was typed.
    pub typed: String,
    /// What it should have named ("a player colour").
    pub what: &'static str,
    /// The values taken ("Red, White or Undecided").
    pub expected: &'static str,
}

impl Unknown {
    pub fn new(typed: &str, what: &'static str, expected: &'static str) -> Unknown {
        Unknown {
            typed: typed.trim().to_string(),
            what,
            expected,
        }
    }
}

/// Trimmed, runs of white space as one space.
pub fn clean_name(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A province name as compared: trimmed, runs of white space as one
/// space, lower case.
pub fn name_key(s: &str) -> String {
    clean_name(s).to_lowercase()
}

/// Whether two names typed name the same province or place.
pub fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}
