//! Your own turn from the terminal: the changes to the order of battle
//! the window's stack editor makes, and your own attack, as answer lines
//! (at any step; each is a logged, undoable step like the window's):
//!
//! ```text
//! move Kiev B Green 6 to Orel        a stack moves (or #7 to Orel)
//! strength Orel B Green 6 4          its combat strength is now 4
//! split Orel B Green 6 2             2 of it leaves as a stack of its own
//! merge Orel B Green 2 into Orel B Green 4
//! holds Perm D White 5 czar          it holds the Czar (gold, or none)
//! add Orel: B Green 3                a new stack (reinforcements)
//! remove Orel B Green 3              it leaves the board
//! attack Orel C Red 5 with Kiev A Red 6, Kiev A Red 2
//! ```
//!
//! A stack is named by its province and as the order of battle writes it
//! (`Orel B Green 6`: the first such stack there), or by its id (`#7`, as
//! `--json` gives it). During a bot turn a change is a step of that turn
//! (the turn's orders follow their stacks); between turns it is an edit
//! of the board, and `attack` walks your own attack through as the
//! window's "Record it" does.

use super::refused::LineError;
use crate::rcw::planner::{Holding, OrderOfBattle, Stack, StackEdit, StackRef};
use crate::rcw::{Action, Edit, HumanAttack, Input};
use crate::session::Session;

/// The words an edit line starts with.
pub(super) const WORDS: [&str; 8] = [
    "move ",
    "strength ",
    "split ",
    "merge ",
    "holds ",
    "add ",
    "remove ",
    "attack ",
];

/// Whether `line` is one of these changes.
pub(super) fn is_edit(line: &str) -> bool {
    let l = line.to_ascii_lowercase();
    WORDS.iter().any(|w| l.starts_with(w))
}

/// The stack `text` names on `oob`: `#7`, or `Orel B Green 6` (the
/// province, then the stack as the order of battle writes it).
fn stack_named(text: &str, oob: &OrderOfBattle) -> Result<StackRef, LineError> {
    let text = text.trim();
    if let Some(id) = text.strip_prefix('#') {
        let id: u32 = id
            .trim()
            .parse()
            .map_err(|_| LineError::NotAnId(text.to_string()))?;
        return oob.locate_number(id).ok_or(LineError::NoSuchId(id));
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 4 {
        return Err(LineError::NamesNoStack(text.to_string()));
    }
    let (place, brief) = words.split_at(words.len() - 3);
    let place = place.join(" ");
    let wanted: Stack = brief
        .join(" ")
        .parse()
        .map_err(|problem| LineError::Stack {
            text: text.to_string(),
            problem,
        })?;
    let province = oob
        .province_index(&place)
        .ok_or_else(|| LineError::NotAProvince(place.clone()))?;
    oob.refs()
        .find(|(r, s)| {
            r.province == province
                && s.owner == wanted.owner
                && s.colour == wanted.colour
                && s.strength == wanted.strength
        })
        .map(|(r, _)| r)
        .ok_or_else(|| LineError::NoSuchStack {
            stack: wanted.brief(),
            place,
        })
}

/// "X to Y", "X into Y", "X with Y": the two sides of `word`.
fn split2<'a>(rest: &'a str, word: &'static str) -> Result<(&'a str, &'a str), LineError> {
    rest.split_once(word).ok_or_else(|| LineError::Needs {
        rest: rest.trim().to_string(),
        word: word.trim(),
    })
}

/// `... N` at the end of `rest`: the stack named before it, and N.
fn stack_and_number(rest: &str, oob: &OrderOfBattle) -> Result<(StackRef, u32), LineError> {
    let (stack, n) = rest
        .trim()
        .rsplit_once(' ')
        .ok_or_else(|| LineError::NeedsStackAndNumber(rest.trim().to_string()))?;
    let n: u32 = n.parse().map_err(|_| LineError::NotWhole(n.to_string()))?;
    Ok((stack_named(stack, oob)?, n))
}

/// The change one line names on the order of battle.
fn stack_edit(word: &str, rest: &str, oob: &OrderOfBattle) -> Result<StackEdit, LineError> {
    Ok(match word {
        "move" => {
            let (stack, to) = split2(rest, " to ")?;
            StackEdit::Move {
                stack: stack_named(stack, oob)?,
                to: to.trim().to_string(),
            }
        }
        "strength" => {
            let (stack, strength) = stack_and_number(rest, oob)?;
            StackEdit::Strength { stack, strength }
        }
        "split" => {
            let (stack, off) = stack_and_number(rest, oob)?;
            StackEdit::Split { stack, off }
        }
        "merge" => {
            let (stack, into) = split2(rest, " into ")?;
            StackEdit::Merge {
                stack: stack_named(stack, oob)?,
                into: stack_named(into, oob)?,
            }
        }
        "holds" => {
            let (stack, what) = rest
                .trim()
                .rsplit_once(' ')
                .ok_or(LineError::HoldsNeedsTwo)?;
            let holds = match what.to_ascii_lowercase().as_str() {
                "none" | "nothing" => None,
                w => Some(
                    w.parse::<Holding>()
                        .map_err(|_| LineError::NotAHolding(what.to_string()))?,
                ),
            };
            StackEdit::Holds {
                stack: stack_named(stack, oob)?,
                holds,
            }
        }
        "add" => {
            let (province, stack) = split2(rest, ":")?;
            StackEdit::Add {
                province: province.trim().to_string(),
                stack: stack.parse().map_err(|problem| LineError::Stack {
                    text: stack.trim().to_string(),
                    problem,
                })?,
            }
        }
        _ => StackEdit::Remove {
            stack: stack_named(rest, oob)?,
        },
    })
}

/// The action a change line makes on the game as it stands: a step of the
/// bot turn in progress, or an edit (your own attack) between turns.
pub(super) fn read(line: &str, s: &Session) -> Result<Action, LineError> {
    let line = line.trim();
    let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
    let word = word.to_ascii_lowercase();
    let game = s.game();
    let oob = game.state().order_of_battle();
    if word == "attack" {
        if game.in_turn() {
            return Err(LineError::AttackDuringTurn);
        }
        let (target, with) = split2(rest, " with ")?;
        let target = stack_named(target, oob)?;
        let attackers = with
            .split(',')
            .map(|a| stack_named(a, oob))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(Action::HumanAttack(HumanAttack { target, attackers }));
    }
    // A move of your own the map does not give this turn needs saying
    // how it was made: "… by rail" (or "… special").
    let (rest, special) = match word.as_str() {
        "move" => special_suffix(rest),
        _ => (rest, false),
    };
    let edit = stack_edit(&word, rest, oob)?;
    if game.in_turn() {
        return Ok(Action::Input(Input::Stacks(edit)));
    }
    if let StackEdit::Move { stack, to } = &edit
        && !special
        && let Some(why) = game.state().not_within_reach(*stack, to)
    {
        let from = oob.province_name(stack.province);
        // Both on the map: the map may be what is wrong (a place not on
        // it is said so in `why`, with how to add it).
        let teach = game
            .state()
            .map()
            .is_some_and(|m| m.index(from).is_some() && m.index(to).is_some())
            .then(|| from.to_string());
        return Err(LineError::NotWithinReach {
            why,
            to: to.clone(),
            teach,
        });
    }
    Ok(Action::Edit(if special {
        Edit::SpecialMove(edit)
    } else {
        Edit::Stacks(edit)
    }))
}

/// `… to Vladivostok by rail` / `… special`: the line without it, and
/// whether it was there.
fn special_suffix(rest: &str) -> (&str, bool) {
    let t = rest.trim_end();
    for tail in [" by rail", " special", " by a special move"] {
        // By characters, never inside one (a name in any script).
        let cut = t.len().checked_sub(tail.len());
        if let Some(at) = cut.filter(|at| *at > 0 && t.is_char_boundary(*at))
            && t[at..].eq_ignore_ascii_case(tail)
        {
            return (&t[..at], true);
        }
    }
    (rest, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stack_is_named_by_its_province_and_its_brief_or_its_id() {
        let oob =
            OrderOfBattle::parse("Nizhni Novgorod: B Red 6, D White 3; Orel: B Red 6").unwrap();
        assert_eq!(
            stack_named("Nizhni Novgorod B Red 6", &oob).ok(),
            Some(StackRef {
                province: 0,
                stack: 0
            })
        );
        assert_eq!(
            stack_named("#3", &oob).ok(),
            Some(StackRef {
                province: 1,
                stack: 0
            })
        );
        let e = stack_named("Orel B Red 5", &oob).unwrap_err();
        assert!(
            matches!(&e, LineError::NoSuchStack { stack, place } if stack == "B Red 5" && place == "Orel"),
            "{e:?}"
        );
        assert!(matches!(
            stack_named("#9", &oob),
            Err(LineError::NoSuchId(9))
        ));
        assert!(matches!(
            stack_named("Perm B Red 6", &oob),
            Err(LineError::NotAProvince(p)) if p == "Perm"
        ));
        assert!(matches!(
            stack_named("B Red", &oob),
            Err(LineError::NamesNoStack(_))
        ));
        assert!(matches!(
            stack_edit("holds", "Orel B Red 6 crown", &oob),
            Err(LineError::NotAHolding(w)) if w == "crown"
        ));
        assert_eq!(
            stack_edit("split", "Orel B Red 6 2", &oob).ok(),
            Some(StackEdit::Split {
                stack: StackRef {
                    province: 1,
                    stack: 0
                },
                off: 2
            })
        );
        // One wording test: what the player reads for a stack not there.
        assert_eq!(e.to_string(), "there is no B Red 5 in Orel");
    }
}
