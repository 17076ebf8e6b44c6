#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The loader under fire: thousands of byte- and field-level mutations of
//! the example sessions and a generated 20-turn game (deterministic seeds).
//! For each: no panic; the file loads exactly when a strict live replay
//! (every action through `Game::apply`, checked as the player's answer
//! would be) accepts it; and what loads saves and loads back the same.

use politburo::rcw::step::Input;
use politburo::rcw::{Action, Game};
use politburo::session::generate::generate;
use politburo::session::{StoredSession, decode, decode_session, encode};
use serde_json::Value;
use std::path::Path;

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// The oracle: what live play would accept, action by action.
fn live_replay_accepts(data: &StoredSession) -> bool {
    let Ok(rules) = data.rules.clone().check("rules") else {
        return false;
    };
    if data.cursor > data.actions.len() {
        return false;
    }
    let Ok(state) = data.setup.validate(&rules) else {
        return false;
    };
    let mut game = Game::new(state);
    // The app's dice are the seed's: a face recorded as theirs must be
    // the one the seed gives at that roll.
    let mut dice = politburo::dice::Dice::from_seed(data.seed);
    data.actions[..data.cursor].iter().all(|a| {
        let apps: &[u8] = match a {
            Action::Input(Input::Die {
                face,
                by_hand: false,
            }) => std::slice::from_ref(face),
            Action::Input(Input::ChartRoll {
                faces,
                by_hand: false,
                ..
            }) => faces,
            _ => &[],
        };
        apps.iter().all(|f| dice.roll_d6() == *f) && game.apply(&rules, a).is_ok()
    })
}

/// Every leaf of a JSON value, as a path of keys/indices.
fn leaves(v: &Value, path: &mut Vec<Value>, out: &mut Vec<Vec<Value>>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                path.push(Value::from(k.as_str()));
                leaves(x, path, out);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(Value::from(i));
                leaves(x, path, out);
                path.pop();
            }
        }
        _ => out.push(path.clone()),
    }
}

fn at_mut<'a>(v: &'a mut Value, path: &[Value]) -> Option<&'a mut Value> {
    let mut cur = v;
    for p in path {
        cur = match p {
            Value::String(k) => cur.get_mut(k.as_str())?,
            Value::Number(i) => cur.get_mut(usize::try_from(i.as_u64()?).ok()?)?,
            _ => return None,
        };
    }
    Some(cur)
}

const NUMBERS: [i64; 12] = [
    0,
    1,
    2,
    3,
    6,
    7,
    8,
    12,
    255,
    -1,
    4_294_967_295,
    9_999_999_999,
];

fn mutate_field(doc: &Value, rng: &mut Rng, paths: &[Vec<Value>]) -> String {
    let mut doc = doc.clone();
    let path = &paths[rng.below(paths.len())];
    if let Some(slot) = at_mut(&mut doc, path) {
        let new = match rng.below(6) {
            0 | 1 => Value::from(NUMBERS[rng.below(NUMBERS.len())]),
            2 => Value::from(["A", "F", "Z", "", "Red", "Purge"][rng.below(6)]),
            3 => Value::Bool(rng.below(2) == 0),
            4 => Value::Null,
            _ => match &*slot {
                Value::Number(n) => Value::from(n.as_i64().unwrap_or(0) + 1),
                Value::String(s) => Value::from(format!("{s}x")),
                other => other.clone(),
            },
        };
        *slot = new;
    }
    serde_json::to_string_pretty(&doc).unwrap()
}

fn mutate_bytes(text: &str, rng: &mut Rng) -> Vec<u8> {
    let mut b = text.as_bytes().to_vec();
    for _ in 0..=rng.below(3) {
        let i = rng.below(b.len());
        match rng.below(4) {
            0 => b[i] = rng.next() as u8,
            1 => {
                b.remove(i);
            }
            2 => b.insert(i, b"0123456789{}[],:\"-e."[rng.below(19)]),
            _ => b.truncate(i),
        }
    }
    b
}

#[test]
fn mutated_session_files_load_exactly_when_live_play_accepts_them() {
    let p = Path::new("fuzz.json");
    let sources: Vec<String> = [
        generate(0, 1917, false).unwrap(),
        generate(2, 1918, true).unwrap(),
        generate(20, 20, true).unwrap(),
    ]
    .iter()
    .map(|s| encode(s.data(), None, p).unwrap())
    .collect();
    let mut rng = Rng(0x5EED_1917);
    let (mut loaded, mut refused, mut cases) = (0, 0, 0);
    for (k, text) in sources.iter().enumerate() {
        let doc: Value = serde_json::from_str(text).unwrap();
        let mut paths = Vec::new();
        leaves(&doc, &mut Vec::new(), &mut paths);
        // The long game replays slowly in debug: fewer of its mutations.
        let n = if k == 2 { 1_500 } else { 2_400 };
        for i in 0..n {
            let bytes = if i % 3 == 0 {
                mutate_bytes(text, &mut rng)
            } else {
                mutate_field(&doc, &mut rng, &paths).into_bytes()
            };
            cases += 1;
            let Ok(text) = std::str::from_utf8(&bytes) else {
                refused += 1;
                continue;
            };
            let result = decode_session(text, p);
            let oracle = decode::<StoredSession>(text, p)
                .map(|l| live_replay_accepts(&l.session))
                .unwrap_or(false);
            assert_eq!(
                result.is_ok(),
                oracle,
                "source {k}, case {i}: loader {:?} but live replay {oracle}",
                result.as_ref().err()
            );
            match result {
                Ok(s) => {
                    loaded += 1;
                    let again = encode(s.data(), None, p).unwrap();
                    let back = decode_session(&again, p).unwrap();
                    assert_eq!(back.data(), s.data(), "source {k}, case {i}: round trip");
                    assert_eq!(back.game(), s.game());
                }
                Err(e) => {
                    refused += 1;
                    assert!(!e.to_string().is_empty());
                }
            }
        }
    }
    eprintln!("{cases} mutated files: {loaded} loaded, {refused} refused");
    assert!(cases >= 5_000, "{cases}");
    assert!(
        loaded > 100 && refused > 1_000,
        "loaded {loaded}, refused {refused}"
    );
}
