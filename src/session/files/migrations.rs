//! The RCW session's migrations, one a format version (see
//! [`SessionFormat::MIGRATIONS`]), and the streaming count of a file's
//! steps before it is upgraded.

use super::*;

pub(super) const TOO_MANY: &str = "the session has more steps than politburo opens";

/// A file of more steps than politburo opens, seen before it is read whole.
#[derive(Debug, thiserror::Error)]
#[error("{TOO_MANY} ({most} at most)")]
pub(super) struct TooManySteps {
    pub most: usize,
}

/// The steps of a session file of any format, counted, not built.
#[derive(serde::Deserialize)]
#[allow(dead_code)] // read only to count
pub(super) struct Probe {
    #[serde(default)]
    session: Option<ProbeSession>,
    #[serde(default, deserialize_with = "count_steps")]
    actions: Option<usize>,
}

#[derive(serde::Deserialize)]
#[allow(dead_code)] // read only to count
struct ProbeSession {
    #[serde(default, deserialize_with = "count_steps")]
    actions: Option<usize>,
}

fn count_steps<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<usize>, D::Error> {
    struct Count;
    impl<'de> serde::de::Visitor<'de> for Count {
        type Value = Option<usize>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "a list of steps")
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(
            self,
            mut seq: A,
        ) -> Result<Self::Value, A::Error> {
            let mut n = 0usize;
            while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {
                n += 1;
                if n > crate::session::history::MAX_ACTIONS {
                    return Err(serde::de::Error::custom(TOO_MANY));
                }
            }
            Ok(Some(n))
        }
    }
    d.deserialize_seq(Count)
}

/// The rules object a session stores, for migration steps that add to it.
fn stored_rules_mut(
    doc: &mut Value,
) -> Result<&mut serde_json::Map<String, Value>, MigrationError> {
    session_mut(doc)?
        .get_mut("rules")
        .and_then(Value::as_object_mut)
        .ok_or_else(|| MigrationError::new("the session has no \"rules\" object"))
}

/// Step 5 → 6: actions may change one stack (`Edit::Stacks`). Nothing to
/// change in an older document; the step makes an older politburo refuse
/// a newer file it could not read instead of calling it broken.
pub fn add_stack_edits(mut doc: Value) -> Result<Value, MigrationError> {
    session_mut(&mut doc)?;
    Ok(doc)
}

/// Step 6 → 7: an answer may keep the planner's orders (`Input::Planned`).
/// Nothing to change in an older document (its answers plan as they did);
/// the step makes an older politburo refuse a newer file it could not read
/// instead of calling it broken.
pub fn add_recorded_plans(mut doc: Value) -> Result<Value, MigrationError> {
    session_mut(&mut doc)?;
    Ok(doc)
}

/// Step 7 → 8: the game may be played on a map (`Edit::Map`). Nothing to
/// change in an older document (it has none); the step makes an older
/// politburo refuse a newer file it could not read instead of calling it
/// broken.
pub fn add_map(mut doc: Value) -> Result<Value, MigrationError> {
    session_mut(&mut doc)?;
    Ok(doc)
}

/// Step 3 → 4: actions may edit an order of battle. A game saved before
/// kept none, and an empty order of battle is the default, so the document
/// stays as it is; the step exists so that an older politburo refuses a
/// newer file (it could not read the new edit) instead of calling it broken.
pub fn add_order_of_battle(mut doc: Value) -> Result<Value, MigrationError> {
    session_mut(&mut doc)?;
    Ok(doc)
}

/// Step 4 → 5: a bot turn may hold `Input::Moves`. Nothing to change in
/// an older document; the step makes an older politburo refuse a newer
/// file it could not read instead of calling it broken.
pub fn add_moves_input(mut doc: Value) -> Result<Value, MigrationError> {
    session_mut(&mut doc)?;
    Ok(doc)
}

/// Step 2 → 3: the rules gained named readings [I-6], [I-9]–[I-11]. A game
/// saved before had the readings of that time, so it replays as it was
/// played (its combat results also keep not asking after the attacker).
pub fn add_readings(mut doc: Value) -> Result<Value, MigrationError> {
    let before = serde_json::to_value(crate::rcw::rules::Readings::BEFORE_SETTINGS)
        .map_err(|e| MigrationError::new(format!("the old readings do not encode: {e}")))?;
    let rules = stored_rules_mut(&mut doc)?;
    rules.entry("readings").or_insert(before);
    Ok(doc)
}

/// Step 1 → 2: the rules a session stores gained `combat_results`; older
/// sessions get the built-in list, which is what they were played with.
pub fn add_combat_results(mut doc: Value) -> Result<Value, MigrationError> {
    let builtin: Value = serde_json::from_str(crate::rcw::rules::BUILTIN_RULES)
        .map_err(|e| MigrationError::new(format!("the built-in rules do not parse: {e}")))?;
    let results = builtin
        .get("combat_results")
        .cloned()
        .ok_or_else(|| MigrationError::new("the built-in rules have no combat_results"))?;
    let rules = stored_rules_mut(&mut doc)?;
    rules.entry("combat_results").or_insert(results);
    Ok(doc)
}
