//! Realistic sessions of any length for examples, tests and benchmarks:
//! every bot plays full turns with the app's seeded dice; answers are drawn
//! from a second seeded die (mostly the default, sometimes another legal
//! answer), and the human records an act now and then.

use super::history::Session;
use crate::dice::Dice;
use crate::rcw::step::{Input, Prompt};
use crate::rcw::{Act, Action, Leader, RcwRules, Seat, Setup, SetupError, UnitColour};

/// The seed's five players with units, markers and leaders to play with.
pub fn example_setup() -> Setup {
    let mut setup = Setup::seed_example();
    let units = [
        vec![UnitColour::Red],
        vec![UnitColour::Green, UnitColour::Red],
        vec![UnitColour::Red, UnitColour::Blue],
        vec![UnitColour::White, UnitColour::Blue],
        vec![UnitColour::Green],
    ];
    let politburo = [3, 2, 2, 3, 2];
    let assassins = [1, 0, 1, 1, 1];
    let leaders: [&[(&str, u8, u32)]; 5] = [
        &[("Trotsky", 3, 12), ("Frunze", 2, 8)],
        &[("Makhno", 2, 6)],
        &[("Tukhachevsky", 2, 9), ("Budyonny", 1, 5)],
        &[("Denikin", 3, 14), ("Wrangel", 2, 7), ("Shkuro", 1, 4)],
        &[("Grigoriev", 1, 5)],
    ];
    for (i, p) in setup.players.iter_mut().enumerate() {
        p.units = units[i].clone();
        p.politburo = politburo[i];
        p.assassins = assassins[i];
        p.leaders = leaders[i]
            .iter()
            .map(|(n, l, s)| Leader {
                name: (*n).to_string(),
                level: *l,
                strength: *s,
            })
            .collect();
    }
    setup.players[3].controls_gold = true;
    setup.players[3].name = "Denikin's Whites".to_string();
    setup.players[2].controls_czar = true;
    setup
}

/// Answers the current prompt: app dice for rolls, a seeded choice for
/// questions, acknowledgement for instructions. Returns false when there
/// is nothing to answer.
pub fn answer(session: &mut Session, choices: &mut Dice) -> bool {
    let input = match session.game().prompt() {
        Some(Prompt::Roll(_)) => return session.roll().is_ok(),
        Some(Prompt::Ask(q)) => {
            let n = q.options.len();
            // Keep every player in the game: a long session stays a
            // five-player game rather than dwindling to one bot.
            let keep_in = q.text.contains("still control any units");
            // A question with no default (a combat result) takes a seeded
            // answer too, not always the first.
            let pick = match q.default {
                Some(d) if keep_in || choices.roll_d6() <= 4 || n <= 1 => d,
                _ if n <= 1 => 0,
                _ => usize::from(choices.roll_d6()) % n,
            };
            Input::Choice(pick)
        }
        Some(Prompt::Do(_)) => Input::Ack,
        None => return false,
    };
    session.apply(Action::Input(input)).is_ok()
}

/// Plays one bot's whole turn.
pub fn play_bot_turn(session: &mut Session, seat: Seat, choices: &mut Dice) {
    if session.apply(Action::StartBotTurn(seat)).is_err() {
        return;
    }
    while session.game().in_turn() {
        if !answer(session, choices) {
            break;
        }
    }
}

/// A session of `turns` complete game turns (plus, with `mid_turn`, the
/// next turn played up to the middle of its first bot's turn).
pub fn generate(turns: u32, seed: u64, mid_turn: bool) -> Result<Session, SetupError> {
    let rules = RcwRules::builtin().map_err(|_| SetupError::TooFewActive)?;
    let mut session = Session::new(example_setup(), rules, seed)?;
    let mut choices = Dice::from_seed(seed ^ 0x5EED);
    for _ in 0..turns {
        let bots: Vec<Seat> = session.game().state().bots();
        for b in bots {
            if session.game().state().player(b).is_some_and(|p| p.out()) {
                continue;
            }
            play_bot_turn(&mut session, b, &mut choices);
        }
        // The human attacks someone now and then.
        if choices.roll_d6() >= 4 {
            let human = session.game().state().human();
            let others = session.game().state().others(human);
            if let Some(t) = others.get(usize::from(choices.roll_d6()) % others.len().max(1)) {
                let _ = session.apply(Action::Act(Act::Attack { by: human, on: *t }));
            }
        }
        let _ = session.apply(Action::NextGameTurn);
    }
    if mid_turn && let Some(b) = session.game().state().bots().first().copied() {
        let _ = session.apply(Action::StartBotTurn(b));
        for _ in 0..6 {
            if !answer(&mut session, &mut choices) {
                break;
            }
        }
    }
    Ok(session)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_sessions_replay_and_grow() {
        let s = generate(3, 42, true).unwrap();
        assert_eq!(s.game().state().turn(), 4);
        assert!(s.game().in_turn());
        let again = Session::from_data(s.data().clone()).unwrap();
        assert_eq!(again.game(), s.game());
        assert_eq!(again.log(), s.log());
        let same = generate(3, 42, true).unwrap();
        assert_eq!(same.data(), s.data(), "same seed, same session");
        assert!(s.log().len() > 50);
    }
}
