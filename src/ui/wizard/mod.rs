//! The bot-turn wizard: one step at a time. A roll shows the die face large
//! with the table row it hit and its chance; a question offers only the
//! legal answers as buttons; an instruction says what to do on the board.
//! Enter takes the default; keys 1–6 enter a physical die.

use super::command::Command;
use crate::dice::DiceMode;
use crate::rcw::step::{Input, InstructionKind, Override, PlanAsk, Topic};
use crate::rcw::view::{Answer, CheckLine, Role, StepKind, StepView};
use crate::rcw::{Action, Edit, Seat};
use crate::session::Session;
use egui::{Key, RichText};

mod overrides;
mod roll;
mod turn_end;

use overrides::override_ui;
pub use overrides::seat_combo;
pub use roll::die_face_ui;
use roll::{chart_roll_ui, roll_ui};
use turn_end::{between_turns_ui, board_checklist_ui};

/// Which question is asked, whatever its wording: a move ticked for the
/// planner is a step of its own, and may change the question's text, but
/// it is still the same question.
pub type QuestionKey = (Topic, String, Option<PlanAsk>);

#[derive(Default)]
pub struct WizardState {
    /// Why the last answer was refused.
    pub error: Option<String>,
    pub reason: String,
    pub pct_a: usize,
    pub pct_b: usize,
    pub pct_value: u8,
    pub marker_seat: usize,
    pub politburo: u32,
    pub assassins: u32,
    /// The step the view last scrolled to, and the question then asked.
    pub scrolled_to: Option<(usize, Option<QuestionKey>)>,
    /// The end-of-turn checklist's ticks, for the step they were made at.
    pub ticks: Vec<bool>,
    pub ticks_for: Option<usize>,
    /// Open the override section (a checklist line could not be done).
    pub open_override: bool,
    /// The PCT pair and marker holder whose current values the override
    /// fields were last filled from.
    pub shown_pair: Option<(usize, usize)>,
    pub shown_marker_seat: Option<usize>,
    /// The attack planner's reach list, accepted plans and odds entry.
    pub plan: super::plan_view::PlanState,
    /// The stack editor under the Non-Attack Policies' moves.
    pub stacks: super::stacks::StacksForm,
    /// The bot turn (game turn and seat) the editor was last drawn for:
    /// a new turn starts it afresh, so no stack picked in another
    /// player's turn is offered first.
    pub stacks_for: Option<(u32, crate::rcw::Seat)>,
    /// The stack editor in the override (a correction of the board, logged
    /// with its reason); a checklist line that could not be done opens it
    /// at the line's stack.
    pub fix: super::stacks::StacksForm,
    /// A combat result being rolled on your chart.
    pub chart_roll: ChartRollState,
    /// Tab was pressed this frame with no control focused: the step's
    /// first answer takes the focus (Tab order starts at the question, not
    /// at the top bar). Set by the window each frame.
    pub tab_in: bool,
    /// The digits typed toward an answer's number on a question of more
    /// than ten answers, and the step they were typed at.
    pub typed: (String, Option<usize>),
}

/// What the player gave so far for one combat result rolled on the chart:
/// the column picked when the app does not know the odds, and the faces of
/// their own dice pressed (two for a 2d6 chart), at the step `at`.
#[derive(Default)]
pub struct ChartRollState {
    pub at: usize,
    pub column: Option<crate::rcw::Odds>,
    pub faces: Vec<u8>,
}

/// The keys that pick a question's answer by its number, 0 first; 1 to 6
/// enter a physical die's face ([`DIE_KEYS`]).
pub const ANSWER_KEYS: [Key; 10] = [
    Key::Num0,
    Key::Num1,
    Key::Num2,
    Key::Num3,
    Key::Num4,
    Key::Num5,
    Key::Num6,
    Key::Num7,
    Key::Num8,
    Key::Num9,
];

/// Enter takes the step: not while a field has the keyboard, nor while a
/// control does (Tab put it there, and Enter presses that control; a
/// click leaves none focused).
fn enter_for_step(ui: &egui::Ui) -> bool {
    crate::ui::shortcuts::step_may_take(ui.ctx()) && ui.input(|i| i.key_pressed(Key::Enter))
}

/// The keys that enter a physical die face, 1 to 6.
pub const DIE_KEYS: &[Key] = ANSWER_KEYS.split_at(1).1.split_at(6).0;

/// Keys go to a text field while one has them, not to the wizard (the
/// one rule: [`crate::ui::shortcuts::field_owns_keys`]).
fn typing(ui: &egui::Ui) -> bool {
    crate::ui::shortcuts::field_owns_keys(ui.ctx())
}

pub fn wizard_ui(
    ui: &mut egui::Ui,
    session: &Session,
    st: &mut WizardState,
    dice: DiceMode,
    cmds: &mut Vec<Command>,
) {
    // The step as the rules layer builds it for every front end: this
    // view draws it and sends the answers' actions.
    let view = session.step_view();
    crate::ui::style::page_scroll().show(ui, |ui| {
        if view.kind == StepKind::NextTurn {
            between_turns_ui(ui, &view, st.tab_in, cmds);
            return;
        }
        if view.kind == StepKind::GameOver {
            game_over_ui(ui, &view, cmds);
            return;
        }
        ui.label(
            RichText::new(&view.heading)
                .text_style(super::style::Text::Answer.style())
                .strong(),
        );
        let step_top = ui.cursor().top();
        last_step_ui(ui, session);
        ui.separator();
        if let Some(e) = &st.error {
            ui.colored_label(ui.visuals().error_fg_color, format!("Problem: {e}"));
        }
        let prompt_top = ui.cursor().top();
        match view.kind {
            StepKind::Roll => roll_ui(ui, &view, dice, cmds),
            StepKind::Question => question_ui(ui, session, &view, st, dice, cmds),
            StepKind::Instruction => instruction_ui(ui, session, &view, st, cmds),
            StepKind::NextTurn | StepKind::GameOver => {}
        }
        // A new step brings the whole order and its answers into view: on a
        // small window or at a large zoom it may start below the fold. The
        // roll that led to it stays in view too when both fit.
        // The same question after a step of its own (a move ticked) stays
        // where the player is working: at a large zoom the block no longer
        // fits, and scrolling to it would move the box under the pointer.
        let key = match view.topic {
            crate::rcw::view::StepTopic::Question(topic) => Some((
                topic,
                view.rule.clone().unwrap_or_default(),
                view.plan_ask.clone(),
            )),
            _ => None,
        };
        let last = st.scrolled_to.take();
        let same_question = key.is_some() && last.as_ref().is_some_and(|(_, k)| *k == key);
        let new_step = last.as_ref().map(|(c, _)| *c) != Some(session.cursor());
        st.scrolled_to = Some((session.cursor(), key));
        if new_step && !same_question {
            let x = ui.min_rect().x_range();
            let bottom = ui.min_rect().bottom();
            let with_roll = egui::Rect::from_x_y_ranges(x, step_top..=bottom);
            let block = if with_roll.height() <= ui.clip_rect().height() {
                with_roll
            } else {
                egui::Rect::from_x_y_ranges(x, prompt_top..=bottom)
            };
            ui.scroll_to_rect(block, None);
        }
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            let label = session.undo_label();
            if ui
                .add_enabled(
                    label.is_some(),
                    egui::Button::new("Back (undo the last step)"),
                )
                .on_hover_text(label.map(|l| l.to_string()).unwrap_or_default())
                .clicked()
            {
                cmds.push(Command::Undo);
            }
        });
        ui.add_space(10.0);
        override_ui(ui, session, st, cmds);
    });
}

/// A question: its answers (Enter's highlighted), your chart's chances and
/// roll, the planner's proposal.
fn question_ui(
    ui: &mut egui::Ui,
    session: &Session,
    view: &StepView,
    st: &mut WizardState,
    dice: DiceMode,
    cmds: &mut Vec<Command>,
) {
    let planned = view.plan_ask.is_some();
    if planned && ui.available_width() >= BESIDE_WIDTH {
        // A wide window keeps the planner beside the question, so both
        // are in view at once.
        // Each column laid out as the page is (a column's own layout
        // stretches the words of a wrapped line to its edge).
        ui.columns(2, |cols| {
            cols[0].vertical(|ui| answers_ui(ui, session, view, st, dice, cmds));
            cols[1].vertical(|ui| planner_ui(ui, session, view, st, cmds));
        });
    } else {
        answers_ui(ui, session, view, st, dice, cmds);
        planner_ui(ui, session, view, st, cmds);
    }
}

/// The planner's proposal for the question, when it asks for one.
fn planner_ui(
    ui: &mut egui::Ui,
    session: &Session,
    view: &StepView,
    st: &mut WizardState,
    cmds: &mut Vec<Command>,
) {
    if let Some(ask) = view.plan_ask.as_ref() {
        super::plan_view::plan_ask_ui(ui, session, &mut st.plan, ask, view.plan.as_ref(), cmds);
    }
}

/// The width (points) from which the planner stands beside its question.
const BESIDE_WIDTH: f32 = 1000.0;

/// The question's words, its answers (by click, number key or Enter) and
/// your chart's chances and roll.
fn answers_ui(
    ui: &mut egui::Ui,
    session: &Session,
    view: &StepView,
    st: &mut WizardState,
    dice: DiceMode,
    cmds: &mut Vec<Command>,
) {
    ui.label(
        RichText::new(&view.text)
            .text_style(super::style::Text::Question.style())
            .strong(),
    );
    if let Some(rule) = &view.rule {
        ui.label(format!("Rule: {rule}"));
    }
    ui.add_space(6.0);
    // The number keys pick an answer by its number, as in the terminal
    // (`StepView::key_of`: a number's own label, else its place, 0
    // first), except while your own dice for the chart take them: at
    // once with keys up to 9, typed and taken by Enter with more (a
    // province to retreat to: "12", Enter).
    let dice_keys = view.chart.is_some() && dice == DiceMode::Physical;
    let keys: Vec<usize> = (0..view.answers.len()).map(|i| view.key_of(i)).collect();
    let at_once = keys.iter().all(|k| *k < ANSWER_KEYS.len()) && !dice_keys;
    let typed_mode = !at_once && !dice_keys && keys.iter().all(|k| *k < MOST_TYPED);
    let numbered = at_once || typed_mode;
    // The number typed so far, said above the answers (a long list of
    // places runs past the window's foot) and its answer highlighted.
    let typed = typed_mode
        .then(|| typed_answer(ui, session, view, st))
        .flatten();
    let marked = typed.or(view.default);
    ui.horizontal_wrapped(|ui| {
        for (i, a) in view.answers.iter().enumerate() {
            // An answer that is its own number ("2" attacks) needs none.
            let number =
                (numbered && a.label.trim() != keys[i].to_string()).then(|| keys[i].to_string());
            let text = RichText::new(&a.label).text_style(super::style::Text::Answer.style());
            // Its number and its button stay together: a new row when
            // the pair does not fit on this one, and a label longer than a
            // row wraps beside its number rather than leaving it alone.
            let wide = keep_together(ui, number.as_deref(), &a.label);
            let b = egui::Button::new(text).selected(Some(i) == marked);
            let r = match number {
                Some(n) if wide => {
                    ui.horizontal(|ui| {
                        ui.weak(n);
                        ui.add(b.wrap())
                    })
                    .inner
                }
                Some(n) => {
                    ui.weak(n);
                    ui.add(b)
                }
                None => ui.add(b),
            };
            if i == 0 && st.tab_in {
                r.request_focus();
            }
            if r.clicked() {
                cmds.push(Command::Apply(a.action.clone()));
            }
        }
    });
    if at_once && !typing(ui) {
        let picked = fresh_keys(ui)
            .into_iter()
            .find_map(|k| ANSWER_KEYS.iter().position(|n| *n == k))
            .and_then(|d| view.answer_for_key(d))
            .and_then(|i| view.answers.get(i));
        if let Some(a) = picked {
            cmds.push(Command::Apply(a.action.clone()));
        }
    }
    if let (Some(ask), Some(chart)) = (&view.chart_ask, &view.chart) {
        chart_roll_ui(ui, session, (ask, &view.answers), chart, dice, st, cmds);
    }
    if at_once && view.keys_are_labels() {
        ui.label(format!(
            "{} A number key picks the answer of that number.",
            view.enter
        ));
    } else if at_once {
        ui.label(format!(
            "{} The keys 0–{} pick an answer by the number before it.",
            view.enter,
            view.answers.len().saturating_sub(1)
        ));
    } else if !typed_mode {
        ui.label(&view.enter);
    }
    // Enter takes the highlighted answer: the one typed, else the default.
    if let Some(a) = marked.and_then(|d| view.answers.get(d))
        && enter_for_step(ui)
    {
        cmds.push(Command::Apply(a.action.clone()));
    }
}

/// Starts a new row of a wrapping row when an answer's number and its
/// button would not both fit on this one (egui wraps each item alone);
/// whether the pair is wider than a whole row.
fn keep_together(ui: &mut egui::Ui, number: Option<&str>, label: &str) -> bool {
    let Some(number) = number else {
        return false;
    };
    let style = ui.style();
    let font = |t: egui::TextStyle| t.resolve(style);
    let width = |text: &str, f: egui::FontId| {
        ui.painter()
            .layout_no_wrap(text.to_string(), f, egui::Color32::PLACEHOLDER)
            .size()
            .x
    };
    let s = ui.spacing();
    let need = width(number, font(egui::TextStyle::Body))
        + width(label, font(super::style::Text::Answer.style()))
        + 2.0 * s.button_padding.x
        + 2.0 * s.item_spacing.x;
    let at_start = ui.cursor().min.x <= ui.max_rect().min.x + 1.0;
    if !at_start && ui.available_size_before_wrap().x < need {
        ui.end_row();
    }
    // Wider than a whole row: the caller wraps the label beside its number.
    need > ui.max_rect().width()
}

/// The game is over: who is left, and the ways on — Back (undo), a new
/// game, or a stack put on the board (on the Your turn tab) for a player
/// who is out. Enter takes nothing.
fn game_over_ui(ui: &mut egui::Ui, view: &StepView, cmds: &mut Vec<Command>) {
    ui.label(
        RichText::new(&view.heading)
            .text_style(super::style::Text::Answer.style())
            .strong(),
    );
    if let Some(lead) = &view.lead {
        ui.label(lead);
    }
    ui.label(
        RichText::new(&view.text)
            .text_style(super::style::Text::Question.style())
            .strong(),
    );
    for s in &view.seats {
        ui.label(&s.text);
    }
    for n in &view.notes {
        ui.label(n);
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button("Back (undo the last step)").clicked() {
            cmds.push(Command::Undo);
        }
        if ui.button("New game").clicked() {
            cmds.push(Command::NewGame);
        }
        if ui
            .button("Bring a player back (Your turn tab)")
            .on_hover_text("Add a stack of theirs on the board with the stack editor there")
            .clicked()
        {
            cmds.push(Command::Tab(crate::ui::command::PlayTab::Human));
        }
    });
}

/// The most answers a typed number picks among (two digits).
const MOST_TYPED: usize = 100;

/// The digits typed toward an answer's number (Backspace takes one back),
/// said under the answers; the answer they name, if any.
fn typed_answer(
    ui: &mut egui::Ui,
    session: &Session,
    view: &StepView,
    st: &mut WizardState,
) -> Option<usize> {
    if st.typed.1 != Some(session.cursor()) {
        st.typed = (String::new(), Some(session.cursor()));
    }
    if !typing(ui) {
        for k in fresh_keys(ui) {
            if let Some(d) = ANSWER_KEYS.iter().position(|n| *n == k) {
                if st.typed.0.len() >= 2 {
                    st.typed.0.clear();
                }
                st.typed.0.push(char::from(b'0' + d as u8));
            } else if k == Key::Backspace {
                st.typed.0.pop();
            }
        }
    }
    let picked = st.typed.0.parse::<usize>().ok();
    let named = picked
        .and_then(|n| view.answer_for_key(n))
        .and_then(|i| view.answers.get(i).map(|a| (i, a)));
    let (first, last) = (view.key_of(0), view.key_of(view.answers.len() - 1));
    let said = match (&picked, named) {
        (None, _) => format!(
            "{} Type an answer's number ({}–{}), then Enter.",
            view.enter,
            first.min(last),
            first.max(last)
        ),
        (Some(n), Some((_, a))) => {
            format!(
                "Typed {n}: Enter takes “{}” (Backspace to change it).",
                a.label
            )
        }
        (Some(n), None) => format!("Typed {n}: there is no answer {n} (Backspace to change it)."),
    };
    ui.label(said);
    named.map(|(i, _)| i)
}

/// An instruction: what to do on the board, the stack editor for the
/// Non-Attack Policies' moves, the turn's checklist at its end.
fn instruction_ui(
    ui: &mut egui::Ui,
    session: &Session,
    view: &StepView,
    st: &mut WizardState,
    cmds: &mut Vec<Command>,
) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(
            RichText::new(&view.text)
                .text_style(super::style::Text::Question.style())
                .strong(),
        );
    });
    if let Some(rule) = &view.rule {
        ui.label(format!("Rule: {rule}"));
    }
    // The moves are recorded before the step is done: the editor comes
    // first, the button after it.
    let kind = view.instruction.unwrap_or_default();
    if kind == InstructionKind::MoveStacks {
        moves_ui(ui, session, st, cmds);
    }
    ui.add_space(6.0);
    // Marked as Enter's answer, as a question's default is.
    if let Some(a) = view.answers.first()
        && (ui
            .add(
                egui::Button::new(
                    RichText::new(&a.label).text_style(super::style::Text::Question.style()),
                )
                .selected(true),
            )
            .clicked()
            || enter_for_step(ui))
    {
        cmds.push(Command::Apply(a.action.clone()));
    }
    match kind {
        // Under the button, so the order and its answer stay together.
        InstructionKind::EndTurn => board_checklist_ui(ui, session, &view.checklist, st),
        InstructionKind::MoveStacks if !session.game().state().order_of_battle().is_empty() => {
            let ack = view.answers.first().map_or("", |a| a.label.as_str());
            ui.label(format!(
                "Enter (or {ack}) when every move is recorded above."
            ));
        }
        _ => {}
    }
}

/// With an order of battle kept, under the Non-Attack Policies: the stack
/// editor, each move one step of the turn that the order of battle follows
/// (and the turn's orders with it).
fn moves_ui(ui: &mut egui::Ui, session: &Session, st: &mut WizardState, cmds: &mut Vec<Command>) {
    let g = session.game().state();
    if g.order_of_battle().is_empty() {
        return;
    }
    let turn = session.game().turn().map(|t| (g.turn(), t.seat));
    if st.stacks_for != turn {
        st.stacks = Default::default();
        st.stacks_for = turn;
    }
    ui.add_space(6.0);
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(
            "Record each move you make here, so the order of battle stays equal to the table:",
        );
        super::stacks::stacks_ui(ui, g, &mut st.stacks, &mut |e| {
            if let crate::rcw::Edit::Stacks(change) = e {
                cmds.push(Command::Apply(Action::Input(Input::Stacks(change))));
            }
        });
    });
}

/// The lines the last answer produced; the last roll shown large.
fn last_step_ui(ui: &mut egui::Ui, session: &Session) {
    // Moves ticked for the planner are not steps of the turn's story: the
    // box keeps showing the last step, so ticking does not move the list
    // under the pointer.
    let actions = &session.data().actions[..session.cursor()];
    let Some(last) = actions
        .iter()
        .rposition(|a| !matches!(a, Action::Input(Input::Moves(_))))
    else {
        return;
    };
    let lines = session.step_lines(last);
    if lines.is_empty() {
        return;
    }
    egui::Frame::group(ui.style()).show(ui, |ui| {
        for l in lines {
            if let Some(face) = l.entry.face {
                // The text wraps beside the die: a row that grew past the
                // window would widen everything below it, the order too.
                ui.horizontal(|ui| {
                    die_face_ui(ui, face);
                    ui.add(
                        egui::Label::new(
                            RichText::new(l.entry.text.as_str())
                                .text_style(super::style::Text::Log.style()),
                        )
                        .wrap(),
                    );
                });
                continue;
            }
            ui.label(format!("{} · {}", l.entry.kind.name(), l.entry.text));
        }
    });
}

/// The keys pressed this frame without modifiers, in order, repeats of a
/// key held down left out.
fn fresh_keys(ui: &egui::Ui) -> Vec<Key> {
    ui.input(|i| {
        i.events
            .iter()
            .filter_map(|e| match e {
                egui::Event::Key {
                    key,
                    pressed: true,
                    repeat: false,
                    modifiers,
                    ..
                } if modifiers.is_none() => Some(*key),
                _ => None,
            })
            .collect()
    })
}
