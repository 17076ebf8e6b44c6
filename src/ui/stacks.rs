//! Changing one stack of the order of battle the way it changes on the
//! board: pick the stack, then move it (province names offered), change its
//! strength, split or merge it, give it the Czar or the Gold, or remove it;
//! or add a new stack. Each is one logged, undoable `Edit::Stacks` step.

use crate::rcw::Edit;
use crate::rcw::bounds::MAX_STRENGTH;
use crate::rcw::map::Map;
use crate::rcw::planner::{Holding, OrderOfBattle, Stack, StackEdit, StackId, StackRef, Strength};
use crate::rcw::{GameState, Seat, UnitColour};

/// What the player is filling in, kept between frames. Stacks are named
/// by id, provinces by name: a change elsewhere on the board never makes
/// the form point at another stack or province.
#[derive(Clone, Debug)]
pub struct StacksForm {
    /// The stack picked: found again where it stands every frame (a
    /// stack gone from the board is no longer picked).
    pub picked: Option<StackId>,
    pub to_province: Option<String>,
    pub to_new: String,
    pub strength: u32,
    pub split_off: u32,
    pub merge_into: Option<StackId>,
    pub add_province: String,
    pub add_owner: Option<Seat>,
    pub add_colour: UnitColour,
    pub add_strength: u32,
    /// What the last Enter or Add came to: why it could not be done, or
    /// what was added.
    pub note: Option<String>,
}

impl Default for StacksForm {
    fn default() -> Self {
        StacksForm {
            picked: None,
            to_province: None,
            to_new: String::new(),
            strength: 1,
            split_off: 1,
            merge_into: None,
            add_province: String::new(),
            add_owner: None,
            add_colour: UnitColour::Red,
            add_strength: 1,
            note: None,
        }
    }
}

/// "Tula: A Red 2", with the stack's id where another in its province
/// reads the same ("Tula: A Red 2 #4"): identical counters told apart.
fn describe(oob: &OrderOfBattle, r: StackRef) -> String {
    let Some(s) = oob.stack(r) else {
        return format!("{}: ?", oob.province_name(r.province));
    };
    let twin = oob.provinces()[r.province]
        .stacks()
        .iter()
        .filter(|o| o.brief() == s.brief())
        .count()
        > 1;
    let id = if twin {
        format!(" #{}", s.id().number())
    } else {
        String::new()
    };
    format!("{}: {}{id}", oob.province_name(r.province), s.brief())
}

/// Enter pressed in the field `field` (which gives up the keyboard on
/// Enter): the field's own action, never the step behind it.
fn entered(ui: &egui::Ui, field: &egui::Response) -> bool {
    field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
}

/// The structured editor, drawn under the order of battle's text box.
/// Drawing changes nothing: only a button, Enter in a field (or a
/// Czar/Gold choice) sends an edit.
pub fn stacks_ui(
    ui: &mut egui::Ui,
    g: &GameState,
    form: &mut StacksForm,
    edit: &mut impl FnMut(Edit),
) {
    let kept = g.order_of_battle();
    let seats: Vec<Seat> = g.players().iter().map(|p| p.seat()).collect();
    let seats = seats.as_slice();
    ui.label(egui::RichText::new("Change one stack").strong())
        .on_hover_text("As on the board in your own turn: each change is one logged step, undone with Back or Ctrl+Z");
    let at = form.picked.and_then(|id| kept.locate(id));
    if !kept.is_empty() {
        pick_ui(ui, kept, at, form);
    }
    match form.picked.and_then(|id| kept.locate(id)) {
        Some(r) => picked_ui(ui, kept, g.map(), r, form, edit),
        None => form.picked = None,
    }
    add_ui(ui, kept, seats, form, edit);
    if let Some(note) = &form.note {
        ui.weak(note);
    }
}

fn pick_ui(ui: &mut egui::Ui, kept: &OrderOfBattle, at: Option<StackRef>, form: &mut StacksForm) {
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Stack");
        let shown = at.map_or_else(|| "pick a stack".to_string(), |r| describe(kept, r));
        let mut pick = None;
        let texts: Vec<String> = kept.refs().map(|(r, _)| describe(kept, r)).collect();
        egui::ComboBox::from_id_salt("stack-pick")
            .selected_text(shown)
            .width(super::style::chooser_width(
                ui,
                texts.iter().map(String::as_str).chain(["pick a stack"]),
                220.0,
            ))
            .truncate()
            .show_ui(ui, |ui| {
                for (r, _) in kept.refs() {
                    if ui
                        .selectable_label(at == Some(r), describe(kept, r))
                        .clicked()
                    {
                        pick = Some(r);
                    }
                }
            })
            .response
            .labelled_by(l.id);
        if let Some(r) = pick {
            form.pick(kept, r);
        }
    });
}

impl StacksForm {
    /// Picks the stack at `r` of `kept`: its fields start from the stack
    /// as it stands (what is being added is kept).
    pub fn pick(&mut self, kept: &OrderOfBattle, r: StackRef) {
        let strength = kept.stack(r).map_or(1, |s| s.strength.get());
        *self = StacksForm {
            picked: kept.id_at(r),
            strength,
            split_off: (strength / 2).max(1),
            add_province: std::mem::take(&mut self.add_province),
            add_owner: self.add_owner,
            add_colour: self.add_colour,
            add_strength: self.add_strength,
            ..StacksForm::default()
        };
    }

    /// Picks the stack `id` where it stands on `kept`; false when it is no
    /// longer there (nothing is picked then).
    pub fn pick_id(&mut self, kept: &OrderOfBattle, id: StackId) -> bool {
        match kept.locate(id) {
            Some(r) => {
                self.pick(kept, r);
                true
            }
            None => {
                self.picked = None;
                false
            }
        }
    }
}

/// The stack picked, where it stands on the kept order of battle.
struct Picked<'a> {
    kept: &'a OrderOfBattle,
    /// The game's map, when it has one: the places a move may go to.
    map: Option<&'a Map>,
    r: StackRef,
    id: StackId,
    stack: Stack,
}

impl Picked<'_> {
    /// Sends the change `e` to the picked stack; the pick follows the
    /// stack by its id (into the stack it merged into; a removed stack is
    /// no longer picked), and its fields start from it as it now stands.
    fn send(&self, e: StackEdit, form: &mut StacksForm, edit: &mut impl FnMut(Edit)) {
        let mut next = self.kept.clone();
        let follow = match &e {
            StackEdit::Merge { into, .. } => self.kept.id_at(*into),
            StackEdit::Remove { .. } => None,
            _ => Some(self.id),
        };
        let now = next
            .change(&e)
            .ok()
            .and(follow)
            .and_then(|id| next.by_id(id).map(|s| s.strength.get()));
        form.picked = follow.filter(|_| now.is_some());
        if let Some(strength) = now {
            form.strength = strength;
            form.split_off = (strength / 2).max(1);
        }
        form.to_province = None;
        form.to_new.clear();
        form.merge_into = None;
        form.note = None;
        edit(Edit::Stacks(e));
    }
}

/// What can be done to the picked stack: move it, change its strength or
/// split it, merge it, give it the Czar or the Gold, or remove it.
fn picked_ui(
    ui: &mut egui::Ui,
    kept: &OrderOfBattle,
    map: Option<&Map>,
    r: StackRef,
    form: &mut StacksForm,
    edit: &mut impl FnMut(Edit),
) {
    let (Some(stack), Some(id)) = (kept.stack(r).cloned(), kept.id_at(r)) else {
        form.picked = None;
        return;
    };
    let picked = Picked {
        kept,
        map,
        r,
        id,
        stack,
    };
    ui.horizontal_wrapped(|ui| move_ui(ui, &picked, form, edit));
    ui.horizontal_wrapped(|ui| strength_ui(ui, &picked, form, edit));
    ui.horizontal_wrapped(|ui| {
        merge_ui(ui, &picked, form, edit);
        holds_ui(ui, &picked, form, edit);
    });
}

/// Move: to a kept province, or to one typed (Enter in the box moves).
fn move_ui(ui: &mut egui::Ui, picked: &Picked, form: &mut StacksForm, edit: &mut impl FnMut(Edit)) {
    let (kept, r) = (picked.kept, picked.r);
    let l = ui.label("Move to");
    let (near, others) = destinations(kept, picked.map, r);
    // A name chosen before a change that took it off the board is dropped.
    if form
        .to_province
        .as_deref()
        .is_some_and(|n| !others.contains(&n))
    {
        form.to_province = None;
    }
    let shown = form
        .to_province
        .as_deref()
        .unwrap_or("a province")
        .to_string();
    // Fixed widths: a choice made or cleared by a change never moves
    // the buttons beside it under the pointer.
    egui::ComboBox::from_id_salt("stack-move-to")
        .selected_text(shown)
        .width(super::style::chooser_width(
            ui,
            others.iter().copied().chain(["a province"]),
            120.0,
        ))
        .truncate()
        .show_ui(ui, |ui| {
            if !near.is_empty() {
                ui.weak("Within reach on the map");
                for name in &near {
                    ui.selectable_value(&mut form.to_province, Some(name.to_string()), *name);
                }
                ui.separator();
                ui.weak("Farther on the map");
            }
            for name in others.iter().filter(|n| !near.contains(n)) {
                ui.selectable_value(&mut form.to_province, Some(name.to_string()), *name);
            }
        })
        .response
        .labelled_by(l.id);
    let n = ui.label("or");
    let field = ui
        .add(
            egui::TextEdit::singleline(&mut form.to_new)
                .desired_width(110.0)
                .hint_text("new province"),
        )
        .labelled_by(n.id);
    let enter = entered(ui, &field);
    let to = if form.to_new.trim().is_empty() {
        form.to_province.clone()
    } else {
        Some(form.to_new.trim().to_string())
    };
    let clicked = ui
        .add_enabled(to.is_some(), egui::Button::new("Move"))
        .clicked();
    match to {
        Some(to) if clicked || enter => {
            picked.send(StackEdit::Move { stack: r, to }, form, edit);
        }
        None if enter => {
            form.note = Some("Type the province it moved to, or pick one, then Enter".to_string());
        }
        _ => {}
    }
}

/// Where the stack at `r` may be moved to: with a map, the places within
/// a turn's moves of it (by name), then every other place of the map and
/// every province of the order of battle (the map's first); without one,
/// the order of battle's other provinces. The second list holds the first.
fn destinations<'a>(
    kept: &'a OrderOfBattle,
    map: Option<&'a Map>,
    r: StackRef,
) -> (Vec<&'a str>, Vec<&'a str>) {
    let here = kept.province_name(r.province);
    let mut all: Vec<&str> = Vec::new();
    let mut near: Vec<&str> = Vec::new();
    if let Some(m) = map {
        if let Some(h) = m.index(here) {
            near = m
                .within(h, u32::from(m.moves()))
                .into_iter()
                .map(|i| m.name(i))
                .collect();
            near.sort_by_key(|n| n.to_lowercase());
        }
        all.extend(m.places().iter().map(|p| p.name.as_str()));
        all.sort_by_key(|n| n.to_lowercase());
    }
    for p in kept.provinces() {
        if !all.iter().any(|a| a.eq_ignore_ascii_case(p.name())) {
            all.push(p.name());
        }
    }
    all.retain(|a| !a.eq_ignore_ascii_case(here));
    (near, all)
}

/// The stack's strength set, or part of it split off as a new stack.
fn strength_ui(
    ui: &mut egui::Ui,
    picked: &Picked,
    form: &mut StacksForm,
    edit: &mut impl FnMut(Edit),
) {
    let (stack, r) = (&picked.stack, picked.r);
    let l = ui.label("Strength");
    ui.add(super::style::game_number(
        &mut form.strength,
        1..=MAX_STRENGTH,
    ))
    .labelled_by(l.id);
    if ui
        .add_enabled(
            form.strength != stack.strength.get(),
            egui::Button::new("Set strength"),
        )
        .clicked()
    {
        let strength = form.strength;
        picked.send(StackEdit::Strength { stack: r, strength }, form, edit);
    }
    if stack.strength.get() > 1 {
        let s = ui.label("split off");
        ui.add(super::style::game_number(
            &mut form.split_off,
            1..=stack.strength.get() - 1,
        ))
        .labelled_by(s.id);
        if ui.button("Split").clicked() {
            let off = form.split_off;
            picked.send(StackEdit::Split { stack: r, off }, form, edit);
        }
    }
}

/// The stack merged into another of the same player and colour in its
/// province.
fn merge_ui(
    ui: &mut egui::Ui,
    picked: &Picked,
    form: &mut StacksForm,
    edit: &mut impl FnMut(Edit),
) {
    let (kept, stack, r) = (picked.kept, &picked.stack, picked.r);
    let like: Vec<(StackRef, StackId)> = kept
        .refs()
        .filter(|(o, s)| {
            *o != r
                && o.province == r.province
                && s.owner == stack.owner
                && s.colour == stack.colour
        })
        .map(|(o, s)| (o, s.id()))
        .collect();
    // Always drawn (greyed with no stack to merge into), so a move
    // that leaves none never lifts the controls below under the
    // pointer.
    ui.add_enabled_ui(!like.is_empty(), |ui| {
        let l = ui.label("Merge into");
        let into = form
            .merge_into
            .and_then(|id| like.iter().find(|(_, m)| *m == id))
            .map(|(o, _)| *o);
        let shown = into.map_or_else(
            || {
                if like.is_empty() {
                    "none alike here".to_string()
                } else {
                    "a stack".to_string()
                }
            },
            |m| describe(kept, m),
        );
        let texts: Vec<String> = like.iter().map(|(o, _)| describe(kept, *o)).collect();
        egui::ComboBox::from_id_salt("stack-merge")
            .selected_text(shown)
            .width(super::style::chooser_width(
                ui,
                texts
                    .iter()
                    .map(String::as_str)
                    .chain(["none alike here", "a stack"]),
                180.0,
            ))
            .truncate()
            .show_ui(ui, |ui| {
                for (o, id) in &like {
                    ui.selectable_value(&mut form.merge_into, Some(*id), describe(kept, *o));
                }
            })
            .response
            .labelled_by(l.id)
            .on_disabled_hover_text("No other stack of this player and colour in this province");
        if ui
            .add_enabled(into.is_some(), egui::Button::new("Merge"))
            .clicked()
            && let Some(into) = into
        {
            picked.send(StackEdit::Merge { stack: r, into }, form, edit);
        }
    });
}

/// Whether the stack holds the Czar or the Gold, and its removal from the
/// board.
fn holds_ui(
    ui: &mut egui::Ui,
    picked: &Picked,
    form: &mut StacksForm,
    edit: &mut impl FnMut(Edit),
) {
    let (stack, r) = (&picked.stack, picked.r);
    // The word and its three choices on one row.
    super::style::keep_on_row(ui, &["Holds", "neither", "the Czar", "the Gold"], 0.0);
    ui.label("Holds");
    for (h, text) in [
        (None, "neither"),
        (Some(Holding::Czar), "the Czar"),
        (Some(Holding::Gold), "the Gold"),
    ] {
        if ui.selectable_label(stack.holds == h, text).clicked() && stack.holds != h {
            picked.send(StackEdit::Holds { stack: r, holds: h }, form, edit);
        }
    }
    if ui
        .button("Remove from the board")
        .on_hover_text("Eliminated or gone: Back or Ctrl+Z puts it back")
        .clicked()
    {
        picked.send(StackEdit::Remove { stack: r }, form, edit);
    }
}

fn add_ui(
    ui: &mut egui::Ui,
    kept: &OrderOfBattle,
    seats: &[Seat],
    form: &mut StacksForm,
    edit: &mut impl FnMut(Edit),
) {
    let mut enter = false;
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Add a stack in");
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut form.add_province)
                    .desired_width(110.0)
                    .hint_text("province"),
            )
            .labelled_by(l.id);
        enter = entered(ui, &field);
        let o = ui.label("of");
        let owners: Vec<String> = seats.iter().map(Seat::to_string).collect();
        egui::ComboBox::from_id_salt("stack-add-owner")
            .selected_text(
                form.add_owner
                    .map_or("player".to_string(), |s| s.to_string()),
            )
            .width(super::style::chooser_width(
                ui,
                owners.iter().map(String::as_str).chain(["player"]),
                40.0,
            ))
            .show_ui(ui, |ui| {
                for s in seats {
                    ui.selectable_value(&mut form.add_owner, Some(*s), s.to_string());
                }
            })
            .response
            .labelled_by(o.id);
        let colours: Vec<String> = UnitColour::ALL.iter().map(|c| c.to_string()).collect();
        // The word and its list on one row.
        let list = super::style::chooser_width(ui, colours.iter().map(String::as_str), 40.0);
        super::style::keep_on_row(ui, &["colour"], list);
        let c = ui.label("colour");
        egui::ComboBox::from_id_salt("stack-add-colour")
            .selected_text(form.add_colour.to_string())
            .width(list)
            .show_ui(ui, |ui| {
                for c in UnitColour::ALL {
                    ui.selectable_value(&mut form.add_colour, c, c.to_string());
                }
            })
            .response
            .labelled_by(c.id);
        let s = ui.label("strength");
        ui.add(super::style::game_number(
            &mut form.add_strength,
            1..=MAX_STRENGTH,
        ))
        .labelled_by(s.id);
        let ready = form
            .add_owner
            .filter(|_| !form.add_province.trim().is_empty())
            .zip(Strength::new(form.add_strength).ok());
        let clicked = ui
            .add_enabled(ready.is_some(), egui::Button::new("Add stack"))
            .clicked();
        match ready {
            Some((owner, strength)) if clicked || enter => {
                let province = form.add_province.trim().to_string();
                let stack = Stack::new(owner, form.add_colour, strength);
                // Cleared once added: a second click cannot add the
                // same stack again (the player and colour stay, likely
                // the next one's too).
                form.note = Some(format!("Added {} in {province}.", stack.phrase()));
                form.add_province.clear();
                form.add_strength = 1;
                edit(Edit::Stacks(StackEdit::Add { province, stack }));
            }
            None if enter => {
                form.note = Some(
                    match (form.add_province.trim().is_empty(), form.add_owner) {
                        (true, _) => "Type the province first, then Enter".to_string(),
                        (false, None) => "Pick whose stack it is, then Enter".to_string(),
                        (false, Some(_)) => "The strength is 1 to 999".to_string(),
                    },
                );
            }
            _ => {}
        }
    });
    suggestions_ui(ui, kept, form);
}

/// Kept provinces offered by their first letters, on a line of their own
/// whose height is always kept: they come and go without moving anything.
fn suggestions_ui(ui: &mut egui::Ui, kept: &OrderOfBattle, form: &mut StacksForm) {
    ui.horizontal(|ui| {
        ui.set_min_height(ui.spacing().interact_size.y);
        let typed = form.add_province.trim().to_lowercase();
        if typed.is_empty() {
            return;
        }
        for p in kept
            .provinces()
            .iter()
            .filter(|p| {
                p.name().to_lowercase().starts_with(&typed) && p.name().to_lowercase() != typed
            })
            .take(4)
        {
            if ui.small_button(p.name()).clicked() {
                form.add_province = p.name().to_string();
            }
        }
    });
}
