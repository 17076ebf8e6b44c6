//! Helpers the UI tests share: a data folder of the test's own and the
//! harness clicked by accessible labels.
#![allow(dead_code)]

pub mod model;

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use politburo::rcw::step::Prompt;
use politburo::session::SessionStore;
use politburo::ui::App;
use politburo::ui::command::Screen;
use politburo::ui::wizard::DIE_KEYS;

/// A folder of the test's own (tempfile), removed when the test ends
/// (pass or fail).
pub fn temp_dir(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("politburo-{name}-"))
        .tempdir()
        .unwrap()
}

pub fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size([1280.0, 900.0])
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app)
}

pub fn app_in(dir: &std::path::Path) -> App {
    App::sealed(Some(SessionStore::new(dir.to_path_buf()))).unwrap()
}

/// Clicks a control, scrolled into view first as a player would (a
/// click lands where the pointer is: below the fold it would miss).
/// One step applied through the window, as a click would send it.
pub fn apply(h: &mut Harness<'_, App>, action: politburo::rcw::Action) {
    h.state_mut()
        .push(politburo::ui::command::Command::Apply(action));
    h.run();
}

pub fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run();
    h.get_by_label(label).click();
    h.run();
}

/// A button with exactly this label (other widgets may share the text),
/// scrolled into view first.
pub fn click_button(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_role_and_label(Role::Button, label).scroll_to_me();
    h.run();
    h.get_by_role_and_label(Role::Button, label).click();
    h.run();
}

/// New game as the seed's example (the form's default), started.
pub fn new_seed_game(h: &mut Harness<'_, App>) {
    click(h, "New game");
    assert_eq!(h.state().screen(), Screen::Setup);
    click(h, "Start game");
    assert_eq!(h.state().screen(), Screen::Play);
}

/// Plays the current bot turn: physical die faces from `faces` (by key),
/// Enter for every question's default, the acknowledge button otherwise.
pub fn play_turn(h: &mut Harness<'_, App>, faces: &[u8]) {
    walk_turn(h, faces, |_| Walk::Default);
    assert!(
        h.state()
            .session()
            .is_some_and(|s| s.game().prompt().is_none()),
        "the turn did not end"
    );
}

/// What to do at a step of a turn being walked.
pub enum Walk {
    /// Enter for a question, the acknowledge button for an instruction.
    Default,
    /// Click the button with this label.
    Click(String),
    /// Stop here, leaving the step unanswered.
    Stop,
}

/// Walks the current bot turn: physical die faces from `faces` (then 3s)
/// by key, and `at` deciding each question or instruction. Returns when the
/// turn ends or `at` says stop.
pub fn walk_turn(h: &mut Harness<'_, App>, faces: &[u8], mut at: impl FnMut(&Prompt) -> Walk) {
    let mut faces = faces.iter().copied().chain(std::iter::repeat(3));
    for _ in 0..400 {
        let Some(prompt) = h.state().session().and_then(|s| s.game().prompt().cloned()) else {
            return;
        };
        if let Prompt::Roll(_) = prompt {
            let f = faces.next().unwrap_or(3);
            h.key_press(DIE_KEYS[usize::from(f - 1)]);
            h.run();
            continue;
        }
        match (at(&prompt), &prompt) {
            (Walk::Stop, _) => return,
            (Walk::Click(label), _) => click_button(h, &label),
            (Walk::Default, Prompt::Do(i)) => click_button(h, &i.ack),
            (Walk::Default, _) => {
                h.key_press(Key::Enter);
                h.run();
            }
        }
    }
    let stuck = h.state().session().and_then(|s| s.game().prompt().cloned());
    panic!("the turn did not end: it waits on {stuck:?}");
}

/// The game as the open session keeps it (the app's board).
pub fn board_of<'a>(h: &'a Harness<'_, App>) -> &'a politburo::rcw::state::GameState {
    h.state().session().unwrap().game().state()
}

pub fn log_has(h: &Harness<'_, App>, words: &str) -> bool {
    h.state()
        .session()
        .is_some_and(|s| s.log().iter().any(|l| l.entry.text.contains(words)))
}

/// A new game with the seed example's setup, on physical dice, past your
/// own first turn (the wizard waits on the first bot's turn).
pub fn start_past_your_turn(h: &mut Harness<'_, App>) {
    click(h, "New game");
    click(h, "Start game");
    click(h, "Physical dice");
    click(h, "My turn is done");
}

/// The seed's example opened with `oob` kept as the order of battle, and
/// B's turn played with your dice (SDT 6, VST 3) to the vindictive
/// question about the stack holding C's Czar.
pub fn to_the_vindictive_czar_question(h: &mut Harness<'_, App>, oob: &str) {
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::{Action, Edit};
    use politburo::ui::command::Command;
    click(h, "Open example: The seed's five players, start of turn 1");
    let oob = OrderOfBattle::parse(oob).unwrap();
    h.state_mut()
        .push(Command::Apply(Action::Edit(Edit::OrderOfBattle(oob))));
    h.run();
    click(h, "Physical dice");
    click(h, "Play B's turn");
    walk_turn(h, &[6, 3], |p| match p {
        Prompt::Ask(q) if q.text.contains("on the stack holding C's Czar") => Walk::Stop,
        _ => Walk::Default,
    });
}

/// A small seeded generator (a run is the same on every machine).
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number below `n` (0 when `n` is 0).
    pub fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n.max(1)
    }
}

/// A new seed game with three provinces' stacks kept, on the Your turn
/// tab with the stack editor open at Omsk: B Green 4, scrolled into view
/// as a player would (the editor is below your acts).
pub fn open_stack_editor(h: &mut Harness<'_, App>) {
    use politburo::rcw::planner::OrderOfBattle;
    use politburo::rcw::{Action, Edit};
    use politburo::ui::command::{Command, PlayTab};
    h.run();
    for label in ["New game", "Start game"] {
        h.get_by_label(label).click_accesskit();
        h.run();
    }
    let oob = OrderOfBattle::parse(
        "Perm: B Green 6, C Red 2, D White 3\nOmsk: B Green 4, B Green 2\nKazan: A Red 2 (Gold), E Green 3",
    )
    .unwrap();
    h.state_mut()
        .push(Command::Apply(Action::Edit(Edit::OrderOfBattle(oob))));
    h.state_mut().push(Command::Tab(PlayTab::Human));
    h.run();
    h.get_by_role_and_label(Role::ComboBox, "Stack")
        .click_accesskit();
    h.run();
    h.get_by_label("Omsk: B Green 4").click();
    h.run();
    h.get_by_label("Add stack").scroll_to_me();
    h.run();
}

/// The seed's five players (A Red, you; B Undecided, Green units; C Red;
/// D White; E Undecided, Green units), 17 stacks in 13 provinces.
pub const SEED_BOARD: &str = "Moscow: A Red 6
Tula: A Red 3, B Green 2
Kharkov: B Green 6
Orel: B Green 3
Kiev: A Red 3
Kursk: C Red 4
Perm: C Red 5, D White 2
Samara: D White 4
Tsaritsyn: C Red 4, D White 3
Saratov: C Red 3
Omsk: D White 8
Kazan: E Green 5, A Red 2
Vyatka: E Green 2";

/// "… did X move from P1 via P2, P3 into P4?" → the places in order.
pub fn route_in(text: &str) -> Option<Vec<String>> {
    let rest = &text[text.find(" from ")? + 6..];
    let (from, rest) = rest.split_once(" into ")?;
    let to: String = rest
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == ' ')
        .collect::<String>()
        .trim_end()
        .to_string();
    let to = to
        .split(" ")
        .take_while(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    let mut v: Vec<String> = Vec::new();
    match from.split_once(" via ") {
        Some((a, via)) => {
            v.push(a.to_string());
            v.extend(via.split(", ").map(str::to_string));
        }
        None => v.push(from.to_string()),
    }
    v.push(to);
    Some(v)
}

/// The place named right after `word` in `text` ("… from Kazan?").
pub fn place_after(text: &str, word: &str) -> String {
    text.find(word)
        .map(|i| {
            text[i + word.len()..]
                .chars()
                .take_while(|c| c.is_alphanumeric())
                .collect()
        })
        .unwrap_or_default()
}
