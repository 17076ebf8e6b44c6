//! Changing one stack of the order of battle the way it changes on the
//! board: pick the stack, then move it (province names offered), change its
//! strength, split or merge it, give it the Czar or the Gold, or remove it;
//! or add a new stack. Each is one logged, undoable `Edit::Stacks` step.

use crate::rcw::Edit;
use crate::rcw::edit::MAX_STRENGTH;
use crate::rcw::planner::{Holding, OrderOfBattle, Stack, StackEdit, StackId, StackRef, Strength};
use crate::rcw::{Seat, UnitColour};

/// What the player is filling in, kept between frames.
#[derive(Clone, Debug)]
pub struct StacksForm {
    /// The stack picked, with the order of battle it was picked in (a
    /// pick in another order of battle is dropped).
    pub picked: Option<(StackRef, OrderOfBattle)>,
    pub to_province: Option<usize>,
    pub to_new: String,
    pub strength: u32,
    pub split_off: u32,
    pub merge_into: Option<StackRef>,
    pub add_province: String,
    pub add_owner: Option<Seat>,
    pub add_colour: UnitColour,
    pub add_strength: u32,
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
        }
    }
}

fn describe(oob: &OrderOfBattle, r: StackRef) -> String {
    format!(
        "{}: {}",
        oob.province_name(r.province),
        oob.stack(r).map_or_else(|| "?".to_string(), Stack::brief)
    )
}

/// The structured editor, drawn under the order of battle's text box.
/// Drawing changes nothing: only a button (or a Czar/Gold choice) sends
/// an edit.
pub fn stacks_ui(
    ui: &mut egui::Ui,
    kept: &OrderOfBattle,
    seats: &[Seat],
    form: &mut StacksForm,
    edit: &mut impl FnMut(Edit),
) {
    if form.picked.as_ref().is_some_and(|(_, from)| from != kept) {
        form.picked = None;
    }
    ui.label(egui::RichText::new("Change one stack").strong())
        .on_hover_text("As on the board in your own turn: each change is one logged step, undone with Back or Ctrl+Z");
    if !kept.is_empty() {
        pick_ui(ui, kept, form);
    }
    if let Some((r, _)) = form.picked.clone() {
        picked_ui(ui, kept, r, form, edit);
    }
    add_ui(ui, kept, seats, form, edit);
}

fn pick_ui(ui: &mut egui::Ui, kept: &OrderOfBattle, form: &mut StacksForm) {
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Stack");
        let shown = form
            .picked
            .as_ref()
            .map_or_else(|| "pick a stack".to_string(), |(r, _)| describe(kept, *r));
        let mut pick = None;
        egui::ComboBox::from_id_salt("stack-pick")
            .selected_text(shown)
            .width(220.0)
            .show_ui(ui, |ui| {
                for (r, _) in kept.refs() {
                    let on = form.picked.as_ref().is_some_and(|(p, _)| *p == r);
                    if ui.selectable_label(on, describe(kept, r)).clicked() {
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
            picked: Some((r, kept.clone())),
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
    r: StackRef,
    stack: Stack,
}

impl Picked<'_> {
    /// Sends the change `e` to the picked stack; the pick follows the stack
    /// into the order of battle the change makes (a removed stack is no
    /// longer picked).
    fn send(&self, e: StackEdit, form: &mut StacksForm, edit: &mut impl FnMut(Edit)) {
        let r = self.r;
        let mut next = self.kept.clone();
        let follow = match next.change(&e) {
            Ok(_) => match &e {
                StackEdit::Move { to, .. } => next.province_index(to).map(|p| StackRef {
                    province: p,
                    stack: next.provinces()[p].stacks.len().saturating_sub(1),
                }),
                StackEdit::Merge { into, .. } => Some(StackRef {
                    stack: into.stack - usize::from(r.stack < into.stack),
                    ..*into
                }),
                StackEdit::Remove { .. } => None,
                _ => Some(r),
            },
            Err(_) => None,
        };
        form.picked = follow.map(|f| (f, next));
        if let Some(s) = follow.and_then(|f| form.picked.as_ref()?.1.stack(f)) {
            form.strength = s.strength.get();
            form.split_off = (s.strength.get() / 2).max(1);
        }
        form.to_province = None;
        form.to_new.clear();
        form.merge_into = None;
        edit(Edit::Stacks(e));
    }
}

/// What can be done to the picked stack: move it, change its strength or
/// split it, merge it, give it the Czar or the Gold, or remove it.
fn picked_ui(
    ui: &mut egui::Ui,
    kept: &OrderOfBattle,
    r: StackRef,
    form: &mut StacksForm,
    edit: &mut impl FnMut(Edit),
) {
    let Some(stack) = kept.stack(r).cloned() else {
        form.picked = None;
        return;
    };
    let picked = Picked { kept, r, stack };
    ui.horizontal_wrapped(|ui| move_ui(ui, &picked, form, edit));
    ui.horizontal_wrapped(|ui| strength_ui(ui, &picked, form, edit));
    ui.horizontal_wrapped(|ui| {
        merge_ui(ui, &picked, form, edit);
        holds_ui(ui, &picked, form, edit);
    });
}

/// Move: to a kept province, or to one typed.
fn move_ui(ui: &mut egui::Ui, picked: &Picked, form: &mut StacksForm, edit: &mut impl FnMut(Edit)) {
    let (kept, r) = (picked.kept, picked.r);
    let l = ui.label("Move to");
    let shown = form
        .to_province
        .map_or("a province", |i| kept.province_name(i))
        .to_string();
    // Fixed widths: a choice made or cleared by a change never moves
    // the buttons beside it under the pointer.
    egui::ComboBox::from_id_salt("stack-move-to")
        .selected_text(shown)
        .width(120.0)
        .show_ui(ui, |ui| {
            for (i, p) in kept.provinces().iter().enumerate() {
                if i != r.province {
                    ui.selectable_value(&mut form.to_province, Some(i), &p.name);
                }
            }
        })
        .response
        .labelled_by(l.id);
    let n = ui.label("or");
    ui.add(
        egui::TextEdit::singleline(&mut form.to_new)
            .desired_width(110.0)
            .hint_text("new province"),
    )
    .labelled_by(n.id);
    let to = if form.to_new.trim().is_empty() {
        form.to_province.map(|i| kept.province_name(i).to_string())
    } else {
        Some(form.to_new.trim().to_string())
    };
    if ui
        .add_enabled(to.is_some(), egui::Button::new("Move"))
        .clicked()
        && let Some(to) = to
    {
        picked.send(StackEdit::Move { stack: r, to }, form, edit);
    }
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
    let like: Vec<StackRef> = kept
        .refs()
        .filter(|(o, s)| {
            *o != r
                && o.province == r.province
                && s.owner == stack.owner
                && s.colour == stack.colour
        })
        .map(|(o, _)| o)
        .collect();
    // Always drawn (greyed with no stack to merge into), so a move
    // that leaves none never lifts the controls below under the
    // pointer.
    ui.add_enabled_ui(!like.is_empty(), |ui| {
        let l = ui.label("Merge into");
        let shown = form.merge_into.filter(|m| like.contains(m)).map_or_else(
            || {
                if like.is_empty() {
                    "none alike here".to_string()
                } else {
                    "a stack".to_string()
                }
            },
            |m| describe(kept, m),
        );
        egui::ComboBox::from_id_salt("stack-merge")
            .selected_text(shown)
            .width(180.0)
            .show_ui(ui, |ui| {
                for m in &like {
                    ui.selectable_value(&mut form.merge_into, Some(*m), describe(kept, *m));
                }
            })
            .response
            .labelled_by(l.id)
            .on_disabled_hover_text("No other stack of this player and colour in this province");
        let into = form.merge_into.filter(|m| like.contains(m));
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
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Add a stack in");
        ui.add(
            egui::TextEdit::singleline(&mut form.add_province)
                .desired_width(110.0)
                .hint_text("province"),
        )
        .labelled_by(l.id);
        // Kept provinces are offered by their first letters.
        let typed = form.add_province.trim().to_lowercase();
        if !typed.is_empty() {
            for p in kept
                .provinces()
                .iter()
                .filter(|p| {
                    p.name.to_lowercase().starts_with(&typed) && p.name.to_lowercase() != typed
                })
                .take(4)
            {
                if ui.small_button(&p.name).clicked() {
                    form.add_province = p.name.clone();
                }
            }
        }
        let o = ui.label("of");
        egui::ComboBox::from_id_salt("stack-add-owner")
            .selected_text(
                form.add_owner
                    .map_or("player".to_string(), |s| s.to_string()),
            )
            .width(60.0)
            .show_ui(ui, |ui| {
                for s in seats {
                    ui.selectable_value(&mut form.add_owner, Some(*s), s.to_string());
                }
            })
            .response
            .labelled_by(o.id);
        let c = ui.label("colour");
        egui::ComboBox::from_id_salt("stack-add-colour")
            .selected_text(form.add_colour.to_string())
            .width(70.0)
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
        if ui
            .add_enabled(ready.is_some(), egui::Button::new("Add stack"))
            .clicked()
            && let Some((owner, strength)) = ready
        {
            edit(Edit::Stacks(StackEdit::Add {
                province: form.add_province.trim().to_string(),
                stack: Stack::new(owner, form.add_colour, strength),
            }));
        }
    });
}
