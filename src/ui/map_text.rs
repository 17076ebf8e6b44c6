//! The map as text on the Board tab: typed, pasted or read from a file,
//! checked with its line and column before the game is played on it or
//! it is kept; and, for a game without a map, the ways to give it one.

use super::command::Command;
use crate::rcw::map::Map;
use crate::rcw::{Action, Edit};
use crate::session::Session;

/// The map's text as the Board tab edits it, before it is used.
#[derive(Default)]
pub struct MapTextForm {
    /// A map typed, pasted or read from a file.
    pub(crate) text: String,
    /// A file to read a map from.
    pub(crate) path: String,
    /// Why the text is not a map (its line and column).
    pub(crate) problem: Option<String>,
    /// The editor is open.
    pub(crate) editing: bool,
}

/// The game has no map: what one does, and the ways to give it one.
pub(crate) fn no_map_ui(
    ui: &mut egui::Ui,
    session: &Session,
    kept: Option<&Map>,
    cmds: &mut Vec<Command>,
) {
    ui.heading("No map");
    ui.label("This game has no map, so you say where stacks can move each turn, where a retreat goes and which moves the Non-Attack Policies can make. Give it one, typed once: the places you play on, one a line, each with the places a stack there reaches in one move.");
    let between = !session.game().in_turn();
    ui.horizontal_wrapped(|ui| {
        if let Some(m) = kept
            && ui
                .add_enabled(between, egui::Button::new(format!("Play on your map ({} places)", m.places().len())))
                .on_disabled_hover_text("Between turns: the map is a step of the game")
                .clicked()
        {
            cmds.push(use_map(m));
        }
        if ui
            .add_enabled(between, egui::Button::new("Play on the example map"))
            .on_hover_text("The seed's places and around them: an example to make your own, not the published map")
            .on_disabled_hover_text("Between turns: the map is a step of the game")
            .clicked()
            && let Ok(m) = crate::rcw::map::file::EXAMPLE.parse::<Map>()
        {
            cmds.push(use_map(&m));
        }
    });
}

pub(crate) fn use_map(m: &Map) -> Command {
    Command::Apply(Action::Edit(Edit::Map(Some(Box::new(m.clone())))))
}

/// The map as text: typed, pasted, or read from a file; checked with its
/// line and column before it is played on or kept.
pub(crate) fn editor_ui(
    ui: &mut egui::Ui,
    session: &Session,
    form: &mut MapTextForm,
    cmds: &mut Vec<Command>,
) {
    let has_map = session.game().state().map().is_some();
    if has_map && !form.editing {
        return;
    }
    ui.add_space(8.0);
    ui.label(egui::RichText::new("The map as text").strong());
    ui.weak("One place a line: its marks [edge, Red replacements, White replacements], where it is drawn (@ x,y), then ':' and the places next to it. A pair named on one line is enough.");
    let l = ui.label("Map");
    ui.add(
        egui::TextEdit::multiline(&mut form.text)
            .hint_text("Moscow [Red replacements]: Tver, Tula, Ryazan, Smolensk\nArchangel [edge]: Vologda")
            .desired_rows(8)
            .desired_width(f32::INFINITY)
            .code_editor(),
    )
    .labelled_by(l.id);
    if let Some(p) = &form.problem {
        ui.colored_label(ui.visuals().error_fg_color, p);
    }
    let between = !session.game().in_turn();
    ui.horizontal_wrapped(|ui| {
        let read = || crate::rcw::map::file::read_any(&form.text);
        if ui
            .add_enabled(
                between && !form.text.trim().is_empty(),
                egui::Button::new("Play on this map"),
            )
            .on_disabled_hover_text(
                "Type a map first (between turns: the map is a step of the game)",
            )
            .clicked()
        {
            match read() {
                Ok(r) => {
                    cmds.push(use_map(&r.map));
                    form.problem = None;
                    form.editing = false;
                }
                Err(e) => form.problem = Some(format!("Not a map: {e}")),
            }
        }
        if ui
            .add_enabled(
                !form.text.trim().is_empty(),
                egui::Button::new("Keep it as my map for new games"),
            )
            .clicked()
        {
            match read() {
                Ok(r) => {
                    cmds.push(Command::KeepMap(Box::new(r.map)));
                    form.problem = None;
                }
                Err(e) => form.problem = Some(format!("Not a map: {e}")),
            }
        }
        if ui.button("Start from the example map").clicked() {
            form.text = crate::rcw::map::file::EXAMPLE.to_string();
            form.problem = None;
        }
    });
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Read a map file");
        ui.add(
            egui::TextEdit::singleline(&mut form.path)
                .hint_text("/path/to/map.txt")
                .desired_width(240.0),
        )
        .labelled_by(l.id);
        if ui
            .add_enabled(!form.path.trim().is_empty(), egui::Button::new("Read it"))
            .clicked()
        {
            cmds.push(Command::LoadMapFile(std::path::PathBuf::from(
                form.path.trim(),
            )));
        }
    });
}
