//! The two doors of serde into [`RcwRules`]: deserializing checks the
//! rules (a message names what is wrong), and a [`RulesDraft`] is rules as
//! read, whose check gives the typed refusal.

use super::fields::Fields;
use super::{RcwRules, RulesError};
use serde::{Deserialize, Serialize};

/// Rules read back are checked as a rules file is: a hand-edited number
/// never reaches the engine.
impl<'de> Deserialize<'de> for RcwRules {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let rules = RulesDraft::deserialize(deserializer)?.0;
        rules.validate().map_err(serde::de::Error::custom)?;
        Ok(rules)
    }
}

/// Rules as read, not yet checked: [`RulesDraft::check`] is the one way
/// from it to [`RcwRules`], with the check's typed refusal (a session file
/// stores the rules it was played with and reads them this way).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesDraft(RcwRules);

impl Serialize for RulesDraft {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for RulesDraft {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Fields::deserialize(deserializer).map(|f| RulesDraft(RcwRules(f)))
    }
}

impl RulesDraft {
    /// The rules, checked; `source_name` goes into the message.
    pub fn check(self, source_name: &str) -> Result<RcwRules, RulesError> {
        self.0.validate().map_err(|problem| RulesError::Invalid {
            source_name: source_name.to_string(),
            problem,
        })?;
        Ok(self.0)
    }
}
