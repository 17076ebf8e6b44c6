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
fn stack_named(text: &str, oob: &OrderOfBattle) -> Result<StackRef, String> {
    let text = text.trim();
    if let Some(id) = text.strip_prefix('#') {
        let id: u32 = id
            .trim()
            .parse()
            .map_err(|_| format!("\"{text}\" is not a stack's id (#7)"))?;
        return oob
            .locate_number(id)
            .ok_or_else(|| format!("no stack on the board has the id #{id}"));
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 4 {
        return Err(format!(
            "\"{text}\" names no stack: give its province and the stack (Orel B Green 6), or its id (#7)"
        ));
    }
    let (place, brief) = words.split_at(words.len() - 3);
    let place = place.join(" ");
    let wanted: Stack = brief
        .join(" ")
        .parse()
        .map_err(|e| format!("\"{text}\": {e}"))?;
    let province = oob
        .province_index(&place)
        .ok_or_else(|| format!("\"{place}\" is not a province of the order of battle"))?;
    oob.refs()
        .find(|(r, s)| {
            r.province == province
                && s.owner == wanted.owner
                && s.colour == wanted.colour
                && s.strength == wanted.strength
        })
        .map(|(r, _)| r)
        .ok_or_else(|| format!("there is no {} in {place}", wanted.brief()))
}

/// "X to Y", "X into Y", "X with Y": the two sides of `word`.
fn split2<'a>(rest: &'a str, word: &str) -> Result<(&'a str, &'a str), String> {
    rest.split_once(word)
        .ok_or_else(|| format!("\"{}\" needs \"{}\"", rest.trim(), word.trim()))
}

/// `... N` at the end of `rest`: the stack named before it, and N.
fn stack_and_number(rest: &str, oob: &OrderOfBattle) -> Result<(StackRef, u32), String> {
    let (stack, n) = rest
        .trim()
        .rsplit_once(' ')
        .ok_or_else(|| format!("\"{}\" needs a stack and a number", rest.trim()))?;
    let n: u32 = n
        .parse()
        .map_err(|_| format!("\"{n}\" is not a whole number"))?;
    Ok((stack_named(stack, oob)?, n))
}

/// The change one line names on the order of battle.
fn stack_edit(word: &str, rest: &str, oob: &OrderOfBattle) -> Result<StackEdit, String> {
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
                .ok_or_else(|| "holds needs a stack and czar, gold or none".to_string())?;
            let holds = match what.to_ascii_lowercase().as_str() {
                "none" | "nothing" => None,
                w => Some(
                    w.parse::<Holding>()
                        .map_err(|_| format!("\"{what}\" is none of czar, gold, none"))?,
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
                stack: stack
                    .parse()
                    .map_err(|e| format!("\"{}\": {e}", stack.trim()))?,
            }
        }
        _ => StackEdit::Remove {
            stack: stack_named(rest, oob)?,
        },
    })
}

/// The action a change line makes on the game as it stands: a step of the
/// bot turn in progress, or an edit (your own attack) between turns.
pub(super) fn read(line: &str, s: &Session) -> Result<Action, String> {
    let line = line.trim();
    let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
    let word = word.to_ascii_lowercase();
    let game = s.game();
    let oob = game.state().order_of_battle();
    if word == "attack" {
        if game.in_turn() {
            return Err(
                "your own attack is recorded between turns, not during a bot's".to_string(),
            );
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
        let teach = if game
            .state()
            .map()
            .is_some_and(|m| m.index(from).is_some() && m.index(to).is_some())
        {
            format!(
                "; or, if {from} is next to {to} on the table, teach the map first: map connect {from} to {to}"
            )
        } else {
            String::new()
        };
        return Err(format!(
            "{why}: add \"by rail\" (or \"special\") to make the move anyway: move … to {to} by rail{teach}"
        ));
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
            stack_named("Nizhni Novgorod B Red 6", &oob),
            Ok(StackRef {
                province: 0,
                stack: 0
            })
        );
        assert_eq!(
            stack_named("#3", &oob),
            Ok(StackRef {
                province: 1,
                stack: 0
            })
        );
        assert!(
            stack_named("Orel B Red 5", &oob)
                .unwrap_err()
                .contains("no B Red 5 in Orel")
        );
        assert!(stack_named("#9", &oob).unwrap_err().contains("#9"));
        assert!(
            stack_named("Perm B Red 6", &oob)
                .unwrap_err()
                .contains("not a province")
        );
        assert!(
            stack_named("B Red", &oob)
                .unwrap_err()
                .contains("names no stack")
        );
        let e = stack_edit("holds", "Orel B Red 6 crown", &oob).unwrap_err();
        assert!(e.contains("none of czar, gold, none"), "{e}");
        assert_eq!(
            stack_edit("split", "Orel B Red 6 2", &oob),
            Ok(StackEdit::Split {
                stack: StackRef {
                    province: 1,
                    stack: 0
                },
                off: 2
            })
        );
    }
}
