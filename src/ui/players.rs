//! Keeping the tracked state true to the board between turns: colours on
//! the PIT, unit colours, markers, leaders, Czar, Gold, out of the game.
//! Every change is an edit action in the log.

use super::command::Command;
use super::style;
use crate::rcw::edit::EditError;
use crate::rcw::planner::OrderOfBattle;
use crate::rcw::state::BoardFacts;
use crate::rcw::{
    Action, Czar, Edit, GameState, Input, Leader, Override, Player, PlayerColour, Seat, UnitColour,
};
use crate::session::Session;
use egui::RichText;

/// A leader being typed in for one player, before "Add leader".
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NewLeader {
    pub name: String,
    pub level: u8,
    pub strength: u32,
}

#[derive(Default)]
pub struct PlayersForm {
    /// Each player's own new leader, by seat (what is typed for one player
    /// never shows in another's box).
    pub new_leaders: [NewLeader; Seat::MAX_PLAYERS],
    /// The leader being edited in place: seat, index, and its new values.
    pub editing: Option<(Seat, usize, Leader)>,
    /// A leader waiting for "Yes, remove".
    pub confirm_remove: Option<(Seat, usize)>,
    /// The order of battle as typed (one province per line).
    pub oob_text: String,
    /// The kept order of battle the text was last filled from: when the
    /// game's changes (undo, a file opened) the text follows it.
    pub oob_from: Option<OrderOfBattle>,
    /// Why the typed order of battle was not kept (where it could not be read).
    pub oob_error: Option<String>,
    /// A typed order of battle that changes what the panel says (who holds
    /// the Czar or the Gold, unit colours), waiting for "Keep it": the
    /// board and what is read from it.
    pub oob_confirm: Option<(String, OrderOfBattle, String)>,
    /// The one-stack editor under the text box.
    pub stacks: super::stacks::StacksForm,
}

pub fn players_ui(
    ui: &mut egui::Ui,
    session: &Session,
    form: &mut PlayersForm,
    cmds: &mut Vec<Command>,
) {
    let g = session.game().state();
    // With an order of battle kept, who holds the Czar and the Gold and
    // the unit colours are read from it: shown, not typed here.
    let read = session
        .rules()
        .reads_the_board()
        .then(|| g.board_facts())
        .flatten();
    let in_turn = session.game().in_turn();
    // During a bot turn an edit is part of the turn (an override the turn
    // replays over, so its next step is worked out again from the new
    // state); Back or Ctrl+Z undoes it like any step.
    let mut edit = |e: Edit| {
        cmds.push(Command::Apply(if in_turn {
            Action::Input(Input::Override(Override::Edit {
                edit: e,
                reason: "changed on the Players tab during the turn".to_string(),
            }))
        } else {
            Action::Edit(e)
        }))
    };
    crate::ui::style::page_scroll().show(ui, |ui| {
        ui.label(if in_turn {
            "A bot turn is in progress: a change made here becomes a logged step of that turn (Back undoes it), and the turn's next step takes it into account."
        } else {
            "Change anything here the moment it changes on the board; each change is logged."
        });
        for p in g.players() {
            ui.push_id(p.seat().index(), |ui| {
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    player_ui(ui, g, p, read.as_ref(), form, &mut edit);
                });
            });
        }
        turn_order_ui(ui, g, &mut edit);
        czar_and_gold_ui(ui, g, read.as_ref(), &mut edit);
        if let Some(f) = &read {
            board_facts_ui(ui, f);
        }
        ui.separator();
        let preview = |oob: &OrderOfBattle| {
            let mut next = g.clone();
            Edit::OrderOfBattle(oob.clone()).apply(&mut next, session.rules())
        };
        order_of_battle_ui(ui, g, form, &preview, &mut edit);
    });
}

/// One player's box: its colours, its markers and what it holds, and its
/// leaders with a row to add one.
fn player_ui(
    ui: &mut egui::Ui,
    g: &GameState,
    p: &Player,
    read: Option<&BoardFacts>,
    form: &mut PlayersForm,
    edit: &mut impl FnMut(Edit),
) {
    let seat = p.seat();
    ui.horizontal_wrapped(|ui| colours_ui(ui, p, read, edit));
    ui.horizontal_wrapped(|ui| holdings_ui(ui, g, p, read, edit));
    ui.label("Leaders:");
    for (i, l) in p.leaders().iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            leader_row_ui(ui, seat, i, l, p.leaders(), form, edit);
        });
    }
    ui.horizontal_wrapped(|ui| {
        new_leader_ui(ui, p, &mut form.new_leaders[seat.index()], edit);
    });
}

/// The player's name, its colour on the PIT and the unit colours it
/// controls (read from its stacks when the order of battle has some).
fn colours_ui(
    ui: &mut egui::Ui,
    p: &Player,
    read: Option<&BoardFacts>,
    edit: &mut impl FnMut(Edit),
) {
    let seat = p.seat();
    ui.label(
        RichText::new(p.label())
            .text_style(super::style::Text::Question.style())
            .strong(),
    );
    ui.label("PIT colour:");
    for c in PlayerColour::ALL {
        if ui.selectable_label(p.colour() == c, c.name()).clicked() && p.colour() != c {
            edit(Edit::Colour(seat, c));
        }
    }
    ui.separator();
    let from_board = read.is_some_and(|f| f.units.iter().any(|(s, _)| *s == seat));
    ui.label(if from_board {
        "Units (read from its stacks on the order of battle; change them there):"
    } else {
        "Units:"
    });
    for u in UnitColour::ALL {
        let on = p.controls(u);
        let text = RichText::new(format!("{} {}", style::unit_letter(u), u.name()));
        if ui
            .add_enabled(!from_board, egui::Button::selectable(on, text))
            .on_disabled_hover_text(
                "Read from this player's stacks on the order of battle: change the stacks below",
            )
            .clicked()
        {
            let mut units = p.units().to_vec();
            if on {
                units.retain(|x| *x != u);
            } else {
                units.push(u);
            }
            edit(Edit::Units(seat, units));
        }
    }
}

/// The player's Politburo and Assassin markers, whether it holds the Czar
/// or the Gold, and (for a bot) whether it is out of the game.
fn holdings_ui(
    ui: &mut egui::Ui,
    g: &GameState,
    p: &Player,
    read: Option<&BoardFacts>,
    edit: &mut impl FnMut(Edit),
) {
    let seat = p.seat();
    let mut pb = p.politburo();
    let mut aa = p.assassins();
    let l = ui.label("Politburo");
    let r1 = ui
        .add(super::style::game_number(
            &mut pb,
            0..=crate::rcw::bounds::MAX_MARKERS,
        ))
        .labelled_by(l.id);
    let l = ui.label("Assassins");
    let r2 = ui
        .add(super::style::game_number(
            &mut aa,
            0..=crate::rcw::bounds::MAX_MARKERS,
        ))
        .labelled_by(l.id);
    if (r1.changed() || r2.changed()) && (pb, aa) != (p.politburo(), p.assassins()) {
        edit(Edit::Markers {
            seat,
            politburo: pb,
            assassins: aa,
        });
    }
    let czar = g.czar() == Czar::ControlledBy(seat);
    let board = read.is_some();
    let marked = "Read from the order of battle: mark the stack that holds it below";
    if ui
        .add_enabled(!board, egui::Button::selectable(czar, "holds the Czar"))
        .on_disabled_hover_text(marked)
        .clicked()
    {
        edit(Edit::Czar(if czar {
            Czar::Uncontrolled
        } else {
            Czar::ControlledBy(seat)
        }));
    }
    let gold = g.gold() == Some(seat);
    if ui
        .add_enabled(!board, egui::Button::selectable(gold, "holds the Gold"))
        .on_disabled_hover_text(marked)
        .clicked()
    {
        edit(Edit::Gold(if gold { None } else { Some(seat) }));
    }
    if board {
        // Said, not only on hover: why the two are greyed.
        ui.weak("(the Czar and the Gold are read from the stacks marked with them)");
    }
    if seat != g.human() {
        out_of_the_game_ui(ui, p, edit);
    }
}

/// A bot's "Out of the game" (or "Back in the game") button, which asks
/// for its unit colours before it can come back.
fn out_of_the_game_ui(ui: &mut egui::Ui, p: &Player, edit: &mut impl FnMut(Edit)) {
    let text = if p.out() {
        "Back in the game"
    } else {
        "Out of the game"
    };
    let can = !p.out() || p.may_come_back();
    if ui
        .add_enabled(can, egui::Button::new(text))
        .on_disabled_hover_text("Choose the unit colours this player controls first")
        .clicked()
    {
        edit(Edit::Out(p.seat(), !p.out()));
    }
    if p.out() && !p.may_come_back() {
        ui.label("To bring this player back, choose the unit colours it controls above.");
    }
}

/// The row where a new leader for the player is typed (name, level,
/// combat strength) and added.
fn new_leader_ui(
    ui: &mut egui::Ui,
    p: &Player,
    draft: &mut NewLeader,
    edit: &mut impl FnMut(Edit),
) {
    let seat = p.seat();
    if draft.level == 0 {
        draft.level = 1;
    }
    let l = ui.label("New leader");
    ui.add(
        egui::TextEdit::singleline(&mut draft.name)
            .hint_text("name")
            .desired_width(100.0),
    )
    .labelled_by(l.id);
    let l = ui.label("level");
    ui.add(super::style::game_number(&mut draft.level, Leader::LEVELS))
        .labelled_by(l.id);
    let l = ui.label("SP");
    ui.add(super::style::game_number(
        &mut draft.strength,
        0..=crate::rcw::bounds::MAX_STRENGTH,
    ))
    .labelled_by(l.id);
    if ui.button(format!("Add leader to {seat}")).clicked() {
        let mut ls = p.leaders().to_vec();
        ls.push(Leader {
            name: draft.name.trim().to_string(),
            level: draft.level,
            strength: draft.strength,
        });
        edit(Edit::Leaders(seat, ls));
        draft.name.clear();
    }
}

/// The order of the player-turns, with a button to move each player one
/// place earlier.
fn turn_order_ui(ui: &mut egui::Ui, g: &GameState, edit: &mut impl FnMut(Edit)) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Order of player-turns:");
        let order = g.order();
        for (i, s) in order.iter().enumerate() {
            ui.label(RichText::new(s.to_string()).strong());
            if i > 0
                && ui
                    .small_button(format!("{s} earlier"))
                    .on_hover_text(format!("{s} plays before {}", order[i - 1]))
                    .clicked()
            {
                let mut o = order.clone();
                o.swap(i - 1, i);
                edit(Edit::TurnOrder(o));
            }
        }
    });
}

/// Where the Czar is when no player holds it, and whether nobody holds
/// the Gold.
fn czar_and_gold_ui(
    ui: &mut egui::Ui,
    g: &GameState,
    read: Option<&BoardFacts>,
    edit: &mut impl FnMut(Edit),
) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Czar:");
        for (c, t) in [
            (Czar::Uncontrolled, "on the map, uncontrolled"),
            (Czar::Executed, "executed"),
            (Czar::Removed, "removed from play"),
        ] {
            // Who holds it is the board's to say; executed or removed
            // the player says.
            let typed = read.is_none() || c != Czar::Uncontrolled;
            if ui
                .add_enabled(typed, egui::Button::selectable(g.czar() == c, t))
                .on_disabled_hover_text(
                    "Read from the order of battle: no stack is marked with the Czar",
                )
                .clicked()
                && g.czar() != c
            {
                edit(Edit::Czar(c));
            }
        }
        if ui
            .add_enabled(
                read.is_none(),
                egui::Button::selectable(g.gold().is_none(), "nobody holds the Gold"),
            )
            .on_disabled_hover_text(
                "Read from the order of battle: no stack is marked with the Gold",
            )
            .clicked()
            && g.gold().is_some()
        {
            edit(Edit::Gold(None));
        }
    });
}

/// What the kept order of battle says: who holds the Czar and the Gold,
/// and that the unit colours are the stacks'.
fn board_facts_ui(ui: &mut egui::Ui, f: &BoardFacts) {
    let czar = f.czar.as_ref().map_or_else(
        || "nobody holds the Czar".to_string(),
        |(s, at)| format!("{s} holds the Czar (with {at})"),
    );
    let gold = f.gold.as_ref().map_or_else(
        || "nobody holds the Gold".to_string(),
        |(s, at)| format!("{s} holds the Gold (with {at})"),
    );
    ui.label(format!(
        "Read from the order of battle: {czar}; {gold}; each player's unit colours are its stacks' (a player with no stack keeps those typed)."
    ));
}

/// The order of battle the attack planner reads: typed one province per
/// line, kept as one logged (undoable) change.
fn order_of_battle_ui(
    ui: &mut egui::Ui,
    g: &GameState,
    form: &mut PlayersForm,
    preview: &dyn Fn(&OrderOfBattle) -> Result<String, EditError>,
    edit: &mut impl FnMut(Edit),
) {
    let kept = g.order_of_battle();
    if form.oob_from.as_ref() != Some(kept) {
        form.oob_text = kept.to_text();
        form.oob_from = Some(kept.clone());
        form.oob_error = None;
    }
    ui.heading("Order of battle (optional)");
    ui.label("One province per line, its stacks after a colon: Perm: B Red 6, D White 3 (Czar). A stack is the player's letter, the unit colour and the combat strength, with (Czar) or (Gold) when it holds one. With an order of battle the bot turn names the stacks to move and the odds; without one it asks you as before.");
    let l = ui.label("Stacks by province");
    ui.add(
        egui::TextEdit::multiline(&mut form.oob_text)
            .desired_rows(6)
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace)
            .hint_text("Perm: B Red 6, D White 3 (Czar)\nOmsk: B Red 5"),
    )
    .labelled_by(l.id);
    completions_ui(ui, kept, form);
    ui.horizontal_wrapped(|ui| keep_row_ui(ui, kept, form, preview, edit));
    if let Some(e) = &form.oob_error {
        ui.colored_label(ui.visuals().error_fg_color, e);
    }
    keep_question_ui(ui, form, edit);
    ui.add_space(4.0);
    super::stacks::stacks_ui(ui, g, &mut form.stacks, edit);
}

/// Provinces are typed once: a line begun with the start of a kept
/// province's name is offered its completion.
fn completions_ui(ui: &mut egui::Ui, kept: &OrderOfBattle, form: &mut PlayersForm) {
    let line_start = form.oob_text.rfind('\n').map_or(0, |i| i + 1);
    let partial = form.oob_text[line_start..].to_string();
    let typed = partial.trim().to_lowercase();
    if typed.is_empty() || partial.contains(':') {
        return;
    }
    let offers: Vec<&str> = kept
        .provinces()
        .iter()
        .map(|p| p.name())
        .filter(|n| n.to_lowercase().starts_with(&typed))
        .collect();
    if !offers.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label("Complete:");
            for name in offers {
                if ui.small_button(format!("{name}:")).clicked() {
                    form.oob_text.truncate(line_start);
                    form.oob_text.push_str(&format!("{name}: "));
                }
            }
        });
    }
}

/// "Keep this order of battle" (which asks first when keeping it would
/// change what the panel says) and how much is kept.
fn keep_row_ui(
    ui: &mut egui::Ui,
    kept: &OrderOfBattle,
    form: &mut PlayersForm,
    preview: &dyn Fn(&OrderOfBattle) -> Result<String, EditError>,
    edit: &mut impl FnMut(Edit),
) {
    let changed = form.oob_text.trim() != kept.to_text().trim();
    if ui
        .add_enabled(changed, egui::Button::new("Keep this order of battle"))
        .clicked()
    {
        // What keeping it would read from it is shown first: never
        // a fact changed without the player seeing it.
        let read = OrderOfBattle::parse(&form.oob_text).map_err(|e| e.to_string());
        match read.and_then(|oob| {
            preview(&oob)
                .map(|said| (oob, said))
                .map_err(|e| e.to_string())
        }) {
            Ok((oob, said)) => {
                form.oob_error = None;
                match said.split_once("; read from it: ") {
                    Some((_, read)) => {
                        form.oob_confirm = Some((form.oob_text.clone(), oob, read.to_string()));
                    }
                    None => edit(Edit::OrderOfBattle(oob)),
                }
            }
            Err(e) => form.oob_error = Some(format!("Not kept: {e}")),
        }
    }
    if !kept.is_empty() {
        ui.label(format!(
            "{} stacks in {} provinces kept",
            kept.stack_count(),
            kept.provinces().len()
        ));
    }
}

/// The question asked before keeping an order of battle that changes what
/// the panel says: keep it (Enter) or go back to the text (Escape).
fn keep_question_ui(ui: &mut egui::Ui, form: &mut PlayersForm, edit: &mut impl FnMut(Edit)) {
    // Asked about the text as it was: typing on puts the question away.
    if form
        .oob_confirm
        .as_ref()
        .is_some_and(|(text, _, _)| *text != form.oob_text)
    {
        form.oob_confirm = None;
    }
    // The question comes into view once when it is asked (the text above
    // can push it below the fold), never again while it stands.
    let seen = ui.scope_id().with("order of battle question seen");
    if form.oob_confirm.is_none() {
        ui.data_mut(|d| d.remove::<bool>(seen));
    }
    let Some((_, oob, read)) = form.oob_confirm.clone() else {
        return;
    };
    let shown = egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(RichText::new(format!(
            "This order of battle says what the panel above does not: {read}. Keeping it reads these from it."
        )).color(ui.visuals().warn_fg_color));
        ui.horizontal_wrapped(|ui| {
            let keep = ui.button("Keep it and read these from it");
            // Enter keeps it (the keyboard is on the question), unless
            // the player is typing elsewhere.
            if ui.memory(|m| m.focused().is_none()) {
                keep.request_focus();
            }
            if keep.clicked() {
                form.oob_confirm = None;
                edit(Edit::OrderOfBattle(oob));
            }
            let back = ui.button("Not yet: change the text");
            if back.clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                form.oob_confirm = None;
            }
        });
    });
    if !ui.data(|d| d.get_temp::<bool>(seen).unwrap_or(false)) {
        shown.response.scroll_to_me(None);
        ui.data_mut(|d| d.insert_temp(seen, true));
    }
}

/// One leader: shown with Edit and Remove; edited in place (name, level,
/// combat strength) with Save/Cancel; removed only after "Yes, remove".
fn leader_row_ui(
    ui: &mut egui::Ui,
    seat: Seat,
    i: usize,
    l: &Leader,
    all: &[Leader],
    form: &mut PlayersForm,
    edit: &mut impl FnMut(Edit),
) {
    if let Some((s, k, draft)) = form.editing.as_mut()
        && *s == seat
        && *k == i
    {
        let n = ui.label("Name");
        ui.add(egui::TextEdit::singleline(&mut draft.name).desired_width(110.0))
            .labelled_by(n.id);
        ui.label("level");
        for lv in Leader::LEVELS {
            ui.selectable_value(&mut draft.level, lv, lv.to_string());
        }
        let sp = ui.label("SP");
        ui.add(super::style::game_number(
            &mut draft.strength,
            0..=crate::rcw::bounds::MAX_STRENGTH,
        ))
        .labelled_by(sp.id);
        if ui.button("Save leader").clicked() {
            let mut ls = all.to_vec();
            if let Some(x) = ls.get_mut(i) {
                *x = Leader {
                    name: draft.name.trim().to_string(),
                    ..draft.clone()
                };
            }
            edit(Edit::Leaders(seat, ls));
            form.editing = None;
        }
        if ui.button("Cancel").clicked() {
            form.editing = None;
        }
        return;
    }
    ui.label(l.describe());
    if form.confirm_remove == Some((seat, i)) {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!("Remove {} from {seat}?", l.describe()),
        );
        if ui.button("Yes, remove").clicked() {
            let mut ls = all.to_vec();
            ls.remove(i);
            edit(Edit::Leaders(seat, ls));
            form.confirm_remove = None;
        }
        if ui.button("Keep").clicked() {
            form.confirm_remove = None;
        }
        return;
    }
    if ui
        .small_button(format!("Edit {}", l.describe()))
        .on_hover_text("Change this leader's name, level or combat strength")
        .clicked()
    {
        form.editing = Some((seat, i, l.clone()));
    }
    if ui
        .small_button(format!("Remove {}", l.describe()))
        .on_hover_text("Remove this leader (asks first)")
        .clicked()
    {
        form.confirm_remove = Some((seat, i));
    }
}
