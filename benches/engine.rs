#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Speed targets of the engine and the sessions (medians, release profile):
//! a scripted bot turn < 20 µs, exact purge chances for six players < 1 ms,
//! a table's exact distribution < 50 µs, save and load of a 1,000-turn
//! session < 100 ms each (file < 10 MB), undo in a 50,000-entry session
//! < 5 ms. Sizes 10 and 1,000 turns show how each grows.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use politburo::rcw::chances::purge_chances;
use politburo::rcw::planner::Strength;
use politburo::rcw::{Action, Game, PlayerColour, RcwRules, Seat, Setup};
use politburo::session::generate::generate;
use politburo::session::history::Change;
use politburo::session::writer::AutosaveWriter;
use politburo::session::{Session, SessionData, SessionStore};
use std::hint::black_box;

/// The inputs of one recorded bot turn of a generated session.
fn one_turn() -> (Game, Seat, Vec<politburo::rcw::Input>) {
    let s = generate(1, 9, false).unwrap();
    let data = s.data();
    let start = data
        .actions
        .iter()
        .position(|a| matches!(a, Action::StartBotTurn(_)))
        .unwrap();
    let Action::StartBotTurn(seat) = data.actions[start] else {
        unreachable!()
    };
    let inputs: Vec<_> = data.actions[start + 1..]
        .iter()
        .map_while(|a| match a {
            Action::Input(i) => Some(i.clone()),
            _ => None,
        })
        .collect();
    let game = Game::new(data.setup.validate(&data.rules).unwrap());
    (game, seat, inputs)
}

fn bot_turn(c: &mut Criterion) {
    let rules = RcwRules::builtin().unwrap();
    let (game, seat, inputs) = one_turn();
    c.bench_function(
        &format!("bot turn, scripted in one run ({} inputs)", inputs.len()),
        |b| {
            b.iter(|| {
                let mut g = game.clone();
                black_box(g.replay_turn_inputs(&rules, seat, inputs.clone()).is_ok());
            })
        },
    );
    c.bench_function("bot turn, answered step by step as in the app", |b| {
        b.iter(|| {
            let mut g = game.clone();
            g.apply(&rules, &Action::StartBotTurn(seat)).unwrap();
            for i in &inputs {
                black_box(g.apply(&rules, &Action::Input(i.clone())).unwrap());
            }
        })
    });
}

fn purge(c: &mut Criterion) {
    let rules = RcwRules::builtin().unwrap();
    let mut setup = Setup::new(&[
        PlayerColour::Red,
        PlayerColour::White,
        PlayerColour::Undecided,
        PlayerColour::Red,
        PlayerColour::White,
        PlayerColour::Undecided,
    ]);
    for (i, p) in setup.players.iter_mut().enumerate() {
        p.politburo = (i as u32 % 4) + 1;
    }
    let g = setup.validate(&rules).unwrap();
    c.bench_function("exact purge chances, 6 players", |b| {
        b.iter(|| black_box(purge_chances(&g, &rules, Seat::new(1).unwrap())))
    });
}

fn sessions(c: &mut Criterion) {
    // Removed when dropped, a panic included.
    let tmp = tempfile::Builder::new()
        .prefix("politburo-bench-")
        .tempdir()
        .unwrap();
    let dir = tmp.path().to_path_buf();
    let store = SessionStore::new(dir.clone());
    let mut group = c.benchmark_group("session");
    group.sample_size(10);
    for turns in [10u32, 1000] {
        let s = generate(turns, 1, false).unwrap();
        let data: SessionData = s.data().clone();
        let path = dir.join(format!("bench-{turns}.json"));
        politburo::session::save_file(&path, &data, 0).unwrap();
        let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        eprintln!(
            "{turns} turns: {} actions, {} log entries, file {:.2} MB",
            data.actions.len(),
            s.log().len(),
            size as f64 / 1e6
        );
        group.bench_with_input(BenchmarkId::new("save", turns), &data, |b, d| {
            b.iter(|| politburo::session::save_file(&path, d, 0).unwrap())
        });
        // What an answered step costs: the UI thread takes the change (the
        // step's action, not the game) and queues it; the writer appends
        // one journal line and syncs it. Neither touches the rest of the
        // game, so both stay flat from 10 to 1,000 turns.
        let writer = AutosaveWriter::new(store.clone());
        writer.submit(data.clone());
        writer.flush();
        let n = data.actions.len();
        let step = || Change {
            keep: n - 1,
            push: data.actions[n - 1..].to_vec(),
            cursor: n,
        };
        group.bench_function(BenchmarkId::new("autosave per step", turns), |b| {
            b.iter(|| writer.submit_change(step()))
        });
        writer.flush();
        group.bench_function(
            BenchmarkId::new("autosave per step, written and synced", turns),
            |b| {
                b.iter(|| {
                    writer.submit_change(step());
                    writer.flush();
                })
            },
        );
        drop(writer);
        group.bench_with_input(BenchmarkId::new("load and replay", turns), &path, |b, p| {
            b.iter(|| black_box(politburo::session::load_session(p).unwrap()))
        });
        // The first undo after opening the file: from the nearest board the
        // replay kept (every 200 steps, inside long bot turns too).
        let opened = politburo::session::load_session(&path).unwrap();
        group.bench_with_input(
            BenchmarkId::new("first undo after opening", turns),
            &opened,
            |b, s| {
                b.iter_batched(
                    || s.clone(),
                    |mut s: Session| {
                        black_box(s.undo().ok());
                        s
                    },
                    criterion::BatchSize::LargeInput,
                )
            },
        );
        // Resume with a journal of 2,000 steps (the most before it is
        // folded): the snapshot, then every line checked and replayed.
        let jdir = dir.join(format!("journal-{turns}"));
        let jstore = SessionStore::new(jdir.clone());
        let from = data.actions.len().saturating_sub(2000);
        let mut start = data.clone();
        start.actions.truncate(from);
        start.cursor = from;
        let w = AutosaveWriter::new(jstore.clone());
        w.submit(start);
        w.flush();
        for k in from..data.actions.len() {
            w.submit_change(Change {
                keep: k,
                push: vec![data.actions[k].clone()],
                cursor: k + 1,
            });
        }
        w.flush();
        std::mem::forget(w);
        group.bench_function(
            BenchmarkId::new("resume with a journal of its last 2,000 steps", turns),
            |b| {
                b.iter(|| {
                    black_box(politburo::session::journal::open(&jstore.autosave_path()).unwrap())
                })
            },
        );
        group.bench_with_input(BenchmarkId::new("undo one step", turns), &s, |b, s| {
            b.iter_batched(
                || s.clone(),
                // Returned, so dropping a long session is not timed.
                |mut s: Session| {
                    black_box(s.undo().ok());
                    s
                },
                criterion::BatchSize::LargeInput,
            )
        });
    }
    group.finish();
    let _ = store;
    drop(tmp);
}

/// Sessions at the limits a file is held to (README "What the app
/// guarantees"): the most steps, and the most board work (1,000 full
/// stacks then strength changes up to the budget). Each must decode and
/// replay in well under a second.
fn bounds(c: &mut Criterion) {
    use politburo::rcw::planner::{OrderOfBattle, Province, Stack, StackEdit, StackRef};
    use politburo::rcw::{Act, Edit, UnitColour};
    use politburo::session::history::{BoardWork, MAX_ACTIONS, MAX_REPLAY_WORK};
    let rules = RcwRules::builtin().unwrap();
    let setup = politburo::session::generate::example_setup();
    let base = Session::new(setup, rules, 3).unwrap().data().clone();
    let seat = |i: usize| Seat::new(i).unwrap();
    // The most steps: acts of the human player between turns.
    let mut steps = base.clone();
    steps.actions = (0..MAX_ACTIONS)
        .map(|i| {
            Action::Act(Act::Attack {
                by: seat(0),
                on: seat(1 + i % 4),
            })
        })
        .collect();
    steps.cursor = steps.actions.len();
    // The most board work: 1,000 stacks of the longest names and leaders,
    // then strength changes until the budget is spent.
    let name = |i: usize| format!("{i:0>40}");
    let per = 25;
    let oob = OrderOfBattle::new(
        (0..1000 / per)
            .map(|i| {
                Province::new(
                    name(i),
                    (0..per)
                        .map(|k| {
                            let mut st = Stack::new(
                                seat(k % 5),
                                UnitColour::ALL[k % 4],
                                Strength::new(999).unwrap(),
                            );
                            st.label = Some(name(k));
                            st.leaders = (0..40).map(name).collect();
                            st
                        })
                        .collect(),
                )
            })
            .collect(),
    );
    let mut board = base.clone();
    board.actions = vec![Action::Edit(Edit::OrderOfBattle(oob))];
    let mut k = 0;
    let mut w = BoardWork::of(&board.actions);
    while w.units + 1 + w.board as u64 <= MAX_REPLAY_WORK {
        board
            .actions
            .push(Action::Edit(Edit::Stacks(StackEdit::Strength {
                stack: StackRef {
                    province: k % 40,
                    stack: 0,
                },
                strength: 1 + (k as u32 % 998),
            })));
        if let Some(a) = board.actions.last() {
            w.add(a);
        }
        k += 1;
    }
    board.cursor = board.actions.len();
    let mut group = c.benchmark_group("session/open at the bounds");
    group.sample_size(10);
    for (label, data) in [("most steps", &steps), ("most board work", &board)] {
        let text = politburo::session::encode(data, None, std::path::Path::new("x.json")).unwrap();
        eprintln!(
            "{label}: {} steps, {:.1} MB",
            data.actions.len(),
            text.len() as f64 / 1e6
        );
        group.bench_function(label, |b| {
            b.iter(|| {
                black_box(
                    politburo::session::decode_session(&text, std::path::Path::new("x.json"))
                        .unwrap(),
                )
            })
        });
    }
    // An autosave of an older format with 3,000,000 steps (an older
    // version wrote it): refused from a count of its steps, not upgraded.
    let mut old = base.clone();
    old.actions = vec![Action::NextGameTurn; 3];
    old.cursor = 0;
    let text = politburo::session::encode(&old, None, std::path::Path::new("x.json")).unwrap();
    let one = "\"NextGameTurn\"";
    let huge = text
        .replacen(
            &format!("[\n      {one},\n      {one},\n      {one}\n    ]"),
            &format!("[{}]", vec![one; 3_000_000].join(",")),
            1,
        )
        .replacen("\"format_version\": 7", "\"format_version\": 6", 1);
    eprintln!(
        "older format, 3,000,000 steps: {:.1} MB",
        huge.len() as f64 / 1e6
    );
    group.bench_function("older format, 3,000,000 steps: refused", |b| {
        b.iter(|| {
            black_box(
                politburo::session::decode_session(&huge, std::path::Path::new("x.json")).is_err(),
            )
        })
    });
    group.finish();
}

/// Every table's exact outcome distribution, column by column; the slowest
/// one is reported on its own.
fn tables(c: &mut Criterion) {
    use politburo::tables::Registry;
    use politburo::tables::model::TableKind;
    let rules = RcwRules::builtin().unwrap();
    let reg = Registry::load_with(politburo::rcw::tables::generic_tables(&rules), Vec::new());
    let mut cases: Vec<(String, Option<String>)> = Vec::new();
    for t in reg.iter() {
        match t.kind {
            TableKind::Reference => {}
            TableKind::Cross => {
                for col in &t.columns {
                    cases.push((t.id.clone(), Some(col.clone())));
                }
            }
            _ => cases.push((t.id.clone(), None)),
        }
    }
    let n = cases.len();
    c.bench_function(
        &format!("exact distributions of all {n} table columns (total)"),
        |b| {
            b.iter(|| {
                for (id, col) in &cases {
                    black_box(reg.odds(id, col.as_deref()).unwrap());
                }
            })
        },
    );
    c.bench_function(
        "exact distribution: red-actions/shooting, column 37+ (2d6)",
        |b| b.iter(|| black_box(reg.odds("red-actions/shooting", Some("37+")).unwrap())),
    );
    c.bench_function(
        "exact distribution: directory/crt-1 at 1:2 (with re-rolls)",
        |b| b.iter(|| black_box(reg.odds("directory/crt-1", Some("1:2")).unwrap())),
    );
}

criterion_group!(benches, bot_turn, purge, tables, sessions, bounds);
criterion_main!(benches);
