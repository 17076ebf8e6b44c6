//! Named saves: save as, list, open, rename, delete (with confirmation),
//! import; and the offer of a backup when a file does not load.

use super::command::Command;
pub use super::command::SavesDialog;
use crate::session::SessionStore;
use std::path::PathBuf;

/// A file that did not load, and the backups that do.
#[derive(Clone, Debug)]
pub struct Broken {
    pub message: String,
    pub backups: Vec<(PathBuf, String)>,
}

/// What the saves' dialogs keep between their openings: the name typed,
/// the list read, the versions, the import path.
#[derive(Default)]
pub struct SavesState {
    /// The name typed in Save as….
    pub name: String,
    pub rename_from: Option<String>,
    pub rename_to: String,
    pub import_path: String,
    /// The system's file dialog is open (the app waits for its answer).
    pub choosing_file: bool,
    pub refresh: bool,
    pub broken: Option<Broken>,
    /// (name, status line, loads) per save.
    list: Option<Vec<(String, String, bool)>>,
    /// Every version of every file, read when the player asks for them.
    versions: Option<Vec<crate::session::Version>>,
    /// The name typed for restoring each version, by path.
    restore_names: std::collections::HashMap<PathBuf, String>,
    /// When the saves folder was last looked at, and its modification
    /// time then (see `folder_changed`).
    polled: Option<(std::time::Instant, Option<std::time::SystemTime>)>,
}

pub fn broken_ui(ui: &mut egui::Ui, b: &Broken, push: &mut dyn FnMut(Command)) {
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.colored_label(ui.visuals().error_fg_color, &b.message);
        ui.label("The file was left untouched.");
        if b.backups.is_empty() {
            ui.label("No backup of it loads either.");
        }
        for (p, label) in &b.backups {
            if ui.button(format!("Open backup: {label}")).clicked() {
                push(Command::ResumeBackup(p.clone()));
            }
        }
    });
}

/// How often the saves folder's modification time is looked at while the
/// list is shown (a file copied in from outside shows without a click).
pub const FOLDER_POLL: std::time::Duration = std::time::Duration::from_secs(1);

impl SavesState {
    /// The saves folder's modification time, looked at no more than once
    /// a [`FOLDER_POLL`]: `true` when it changed since the list was read.
    fn folder_changed(&mut self, store: Option<&SessionStore>) -> bool {
        let Some(store) = store else {
            return false;
        };
        if self
            .polled
            .is_some_and(|(at, _)| at.elapsed() < FOLDER_POLL)
        {
            return false;
        }
        let mtime = std::fs::metadata(store.saves_dir())
            .and_then(|m| m.modified())
            .ok();
        let before = self.polled.map(|(_, m)| m);
        self.polled = Some((std::time::Instant::now(), mtime));
        before.is_some_and(|b| b != mtime)
    }

    /// Reads the list of saves again when it was never read, a save was
    /// changed (`refresh`) or the folder changed under it. The window
    /// calls this before drawing while the list is shown; the views only
    /// read what it holds.
    pub fn keep_read(&mut self, store: Option<&SessionStore>) {
        let changed = self.folder_changed(store);
        if self.list.is_some() && !self.refresh && !changed {
            return;
        }
        self.refresh = false;
        self.list = Some(store.map(crate::session::save_list).unwrap_or_default());
        // Read again only when asked (every version is replayed to describe it).
        self.versions = None;
    }

    /// Reads every version of every file (asked for by opening them).
    pub fn read_versions(&mut self, store: Option<&SessionStore>) {
        self.versions = store.map(crate::session::versions);
    }
}

/// Every version of the autosave and of each save (backups, copies moved
/// aside), with what it holds; each restores as a new named save.
fn versions_ui(
    ui: &mut egui::Ui,
    st: &mut SavesState,
    store: Option<&SessionStore>,
    push: &mut dyn FnMut(Command),
) {
    if store.is_none() {
        return;
    }
    egui::CollapsingHeader::new("Every version (backups and copies kept aside)")
        .id_salt("every_version")
        .show(ui, |ui| {
            let Some(versions) = st.versions.as_ref() else {
                ui.label("Reading every version…");
                push(Command::ReadVersions);
                return;
            };
            if versions.is_empty() {
                ui.label("No autosave or save yet.");
            }
            let mut last_file = None;
            for v in versions.iter() {
                if last_file != Some(&v.file) {
                    ui.label(egui::RichText::new(&v.file).strong());
                    last_file = Some(&v.file);
                }
                ui.horizontal_wrapped(|ui| {
                    ui.label(format!("{}:", v.which));
                    match &v.summary {
                        Ok(text) => {
                            ui.label(text);
                        }
                        Err(why) => {
                            ui.colored_label(ui.visuals().error_fg_color, format!("does not open: {why}"));
                        }
                    }
                });
                if v.summary.is_ok() {
                    ui.horizontal_wrapped(|ui| {
                        let name = st
                            .restore_names
                            .entry(v.path.clone())
                            .or_insert_with(|| v.restore_as.clone());
                        let l = ui.label("Restore as the new save");
                        ui.add(egui::TextEdit::singleline(name).desired_width(260.0))
                            .labelled_by(l.id);
                        if ui
                            .add_enabled(!name.trim().is_empty(), egui::Button::new("Restore"))
                            .on_hover_text("Copies this version into the saves under the new name; never over another save")
                            .clicked()
                        {
                            push(Command::RestoreVersion {
                                path: v.path.clone(),
                                name: name.trim().to_string(),
                            });
                        }
                    });
                }
            }
        });
}

pub fn list_ui(
    ui: &mut egui::Ui,
    st: &mut SavesState,
    store: Option<&SessionStore>,
    push: &mut dyn FnMut(Command),
) {
    let list = st.list.clone().unwrap_or_default();
    if list.is_empty() {
        ui.label("No named saves yet (Save as… during a game).");
    }
    for (name, status, loads) in &list {
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(*loads, egui::Button::new(format!("Open \"{name}\"")))
                .clicked()
            {
                push(Command::OpenSave(name.clone()));
            }
            ui.label(status);
            if ui.small_button(format!("Rename \"{name}\"")).clicked() {
                st.rename_from = Some(name.clone());
                st.rename_to = name.clone();
            }
            if ui.small_button(format!("Delete \"{name}\"")).clicked() {
                push(Command::AskDelete(name.clone()));
            }
        });
    }
    if let Some(from) = st.rename_from.clone() {
        ui.horizontal(|ui| {
            let l = ui.label(format!("New name for \"{from}\""));
            let field = ui
                .add(egui::TextEdit::singleline(&mut st.rename_to))
                .labelled_by(l.id);
            // Enter in the name renames (another save is never replaced),
            // Escape or Cancel leaves it.
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button("Rename").clicked() || entered {
                push(Command::RenameSave(from.clone(), st.rename_to.clone()));
                st.rename_from = None;
            }
            if ui.button("Cancel").clicked() {
                st.rename_from = None;
            }
        });
    }
    versions_ui(ui, st, store, push);
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Import a session file:");
        if ui
            .add_enabled(!st.choosing_file, egui::Button::new("Choose a file…"))
            .on_hover_text("Opens the system's file dialog")
            .clicked()
        {
            push(Command::ChooseImportFile);
        }
        ui.label("or type its path:");
        let field = ui
            .add(egui::TextEdit::singleline(&mut st.import_path).hint_text("/path/to/file.json"))
            .labelled_by(l.id);
        // Enter in the path imports, like the button.
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let ready = !st.import_path.trim().is_empty();
        if ui.add_enabled(ready, egui::Button::new("Import")).clicked() || (entered && ready) {
            push(Command::ImportSession(PathBuf::from(st.import_path.trim())));
        }
    });
    ui.weak("A file dropped on the window is imported too. Importing never changes the game in progress.");
}

/// "Delete this save?": modal, Enter or Escape keeps it. True while it
/// stays open.
pub fn confirm_delete_window(ctx: &egui::Context, name: &str, cmds: &mut Vec<Command>) -> bool {
    let mut open = true;
    let modal = egui::Modal::new(egui::Id::unique("confirm_delete")).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.colored_label(
            ui.visuals().warn_fg_color,
            format!("Delete \"{name}\"? It goes to the trash folder in the data directory. Enter keeps it."),
        );
        // Enter takes the safe answer: keep it.
        let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.horizontal(|ui| {
            if ui.button("Yes, delete it").clicked() {
                cmds.push(Command::DeleteSave(name.to_string()));
                open = false;
            }
            if ui.button("Keep it").clicked() || enter {
                open = false;
            }
        });
    });
    open && !modal.should_close()
}

/// The Save as… and Saves dialogs during play: modal (nothing behind them
/// takes a click or a key), Escape closes them, and the notice of what
/// they did shows inside them, never under them. Given the dialog open,
/// gives the one open after this frame (none: closed).
pub fn saves_windows(
    ctx: &egui::Context,
    dialog: SavesDialog,
    st: &mut SavesState,
    store: Option<&SessionStore>,
    notice: Option<&(String, bool)>,
    cmds: &mut Vec<Command>,
) -> Option<SavesDialog> {
    let notice_ui = |ui: &mut egui::Ui| {
        if let Some((text, error)) = notice {
            let colour = if *error {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().hyperlink_color
            };
            ui.colored_label(colour, text);
            ui.separator();
        }
    };
    let mut confirm_replace = match &dialog {
        SavesDialog::SaveAs { confirm_replace } => confirm_replace.clone(),
        SavesDialog::Saves => return saves_list_window(ctx, st, store, notice_ui, cmds),
    };
    let mut open = true;
    let modal = egui::Modal::new(egui::Id::unique("save_as")).show(ctx, |ui| {
        ui.set_max_width(480.0);
        ui.heading("Save as…");
        notice_ui(ui);
        let l = ui.label("Save name");
        let field = ui
            .add(egui::TextEdit::singleline(&mut st.name).hint_text("e.g. Kolchak campaign"))
            .labelled_by(l.id);
        if !field.has_focus() && st.name.is_empty() && confirm_replace.is_none() {
            field.request_focus();
        }
        ui.label("Letters of any script, digits and spaces; no / \\ : * ? \" < > |. The name cannot leave the saves folder.");
        let name = st.name.trim().to_string();
        if confirm_replace.as_deref().is_some_and(|n| n != name) {
            confirm_replace = None;
        }
        // Enter answers the dialog's default: Save, or (asked whether
        // to replace a save) keep it.
        let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
        if let Some(taken) = confirm_replace.clone() {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                format!("A save called \"{taken}\" already exists. Replace it with this game? (It is kept as a backup.) Enter keeps it."),
            );
            ui.horizontal_wrapped(|ui| {
                if ui.button(format!("Replace \"{taken}\"")).clicked() {
                    cmds.push(Command::SaveAs(taken.clone()));
                    confirm_replace = None;
                    open = false;
                } else if ui.button("Keep it, choose another name").clicked() || enter {
                    confirm_replace = None;
                }
            });
        } else {
            ui.horizontal_wrapped(|ui| {
                let save = ui.add_enabled(!name.is_empty(), egui::Button::new("Save"));
                if (save.clicked() || enter) && !name.is_empty() {
                    // A taken name opens this again asking to replace it.
                    cmds.push(Command::SaveAsNew(name.clone()));
                    open = false;
                }
                if ui.button("Cancel").clicked() {
                    open = false;
                    confirm_replace = None;
                }
            });
        }
    });
    if modal.should_close() {
        open = false;
        confirm_replace = None;
    }
    open.then_some(SavesDialog::SaveAs { confirm_replace })
}

/// The Saves dialog: the list, each save's commands, every version, and
/// import.
fn saves_list_window(
    ctx: &egui::Context,
    st: &mut SavesState,
    store: Option<&SessionStore>,
    notice_ui: impl Fn(&mut egui::Ui),
    cmds: &mut Vec<Command>,
) -> Option<SavesDialog> {
    let mut open = true;
    let screen = ctx.content_rect().size();
    let modal = egui::Modal::new(egui::Id::unique("saves_list")).show(ctx, |ui| {
        ui.horizontal(|ui| {
            ui.heading("Saves");
            if ui.button("Close").clicked() {
                open = false;
            }
        });
        notice_ui(ui);
        // Wide enough that a save's sizes and times do not wrap, and
        // resizable by its corner, never beyond the window.
        egui::Resize::default()
            .id_salt("saves_list_size")
            .default_size([
                640.0_f32.min(screen.x - 80.0),
                420.0_f32.min(screen.y * 0.7),
            ])
            .min_size([320.0_f32.min(screen.x - 80.0), 160.0])
            .max_size([screen.x - 60.0, screen.y * 0.8])
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| list_ui(ui, st, store, &mut |c| cmds.push(c)));
            });
    });
    if modal.should_close() {
        open = false;
    }
    open.then_some(SavesDialog::Saves)
}
