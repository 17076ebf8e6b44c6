//! Lists a player types: "4,5", "4 5", "2, 3, 1". One splitter for the
//! command line and the app's fields, so both refuse an empty entry
//! ("2,,3") the same way rather than skip it.

use thiserror::Error;

/// What is wrong with a typed list.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ListError {
    #[error("no entries")]
    Empty,
    #[error("entry {entry} of {of} is empty")]
    EmptyEntry { entry: usize, of: usize },
}

/// The entries of `text`, separated by any of `separators` and/or spaces.
pub fn items<'a>(text: &'a str, separators: &[char]) -> Result<Vec<&'a str>, ListError> {
    Ok(entries(text, separators)?
        .into_iter()
        .flat_map(str::split_whitespace)
        .collect())
}

/// The entries of a list whose entries may hold spaces ("A spa, F stp/sc"):
/// split at `separators` only, each trimmed; an empty entry is refused,
/// naming it.
pub fn entries<'a>(text: &'a str, separators: &[char]) -> Result<Vec<&'a str>, ListError> {
    let pieces: Vec<&str> = text.split(separators).map(str::trim).collect();
    match pieces.iter().position(|p| p.is_empty()) {
        None => Ok(pieces),
        Some(_) if pieces.len() == 1 => Err(ListError::Empty),
        Some(i) => Err(ListError::EmptyEntry {
            entry: i + 1,
            of: pieces.len(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commas_and_spaces_split_and_empty_entries_are_named() {
        assert_eq!(items("4,5", &[',']).unwrap(), vec!["4", "5"]);
        assert_eq!(items("4 5", &[',']).unwrap(), vec!["4", "5"]);
        assert_eq!(items(" 2, 3 ,1 ", &[',']).unwrap(), vec!["2", "3", "1"]);
        assert_eq!(
            items("2,,3", &[',']),
            Err(ListError::EmptyEntry { entry: 2, of: 3 })
        );
        assert_eq!(
            items("2,", &[',']),
            Err(ListError::EmptyEntry { entry: 2, of: 2 })
        );
        assert_eq!(items("  ", &[',']), Err(ListError::Empty));
    }

    #[test]
    fn entries_keep_their_spaces_and_refuse_empty_ones() {
        assert_eq!(
            entries("A spa, F stp/sc", &[',']).unwrap(),
            ["A spa", "F stp/sc"]
        );
        assert_eq!(
            entries("A spa,, F stp/sc", &[',']).unwrap_err(),
            ListError::EmptyEntry { entry: 2, of: 3 }
        );
        assert_eq!(entries("  ", &[',']).unwrap_err(), ListError::Empty);
        assert_eq!(
            entries("Omsk>Perm,", &[',']).unwrap_err(),
            ListError::EmptyEntry { entry: 2, of: 2 }
        );
    }
}
