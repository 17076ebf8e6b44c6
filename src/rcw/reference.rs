//! The rules reference shown in the app: the procedures in brief, every
//! [I-n] interpretation from RULES-NOTES.md and the app's own readings
//! where the text is silent. Data in assets/rcw/reference.json.

use serde::{Deserialize, Serialize};

pub const BUILTIN_REFERENCE: &str = include_str!("../../assets/rcw/reference.json");

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Interpretation {
    pub id: String,
    #[serde(default)]
    pub game: String,
    pub title: String,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Section {
    pub title: String,
    pub text: String,
}

/// The compiled-in reference text does not read (the tests rule it out).
#[derive(Debug, thiserror::Error)]
#[error("built-in rcw/reference.json: line {}, column {}: {}", .0.line(), .0.column(), .0)]
pub struct ReferenceError(serde_json::Error);

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reference {
    pub interpretations: Vec<Interpretation>,
    pub app_notes: Vec<Interpretation>,
    pub sections: Vec<Section>,
}

impl Reference {
    pub fn builtin() -> Result<Reference, ReferenceError> {
        serde_json::from_str(BUILTIN_REFERENCE).map_err(ReferenceError)
    }

    /// Whether `needle` (lower case) occurs in a text, for the search box.
    pub fn matches(needle: &str, texts: &[&str]) -> bool {
        needle.is_empty() || texts.iter().any(|t| t.to_lowercase().contains(needle))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every [I-n] of RULES-NOTES.md is in the reference.
    #[test]
    fn every_interpretation_is_there() {
        let r = Reference::builtin().unwrap();
        let ids: Vec<&str> = r.interpretations.iter().map(|i| i.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "I-1", "I-2", "I-3", "I-4", "I-5", "I-6", "I-7", "I-8", "I-9", "I-10", "I-11"
            ]
        );
        assert!(r.interpretations[1].text.contains("1 column left"));
        assert!(
            r.sections
                .iter()
                .any(|s| s.title.contains("Purge Cooperation"))
        );
        assert!(Reference::matches("counter", &["the Counter-committee"]));
    }
}
