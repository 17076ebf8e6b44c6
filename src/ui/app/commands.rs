//! Carrying out the commands the views push, once per frame.

use super::*;

impl App {
    /// Carries out the queued commands.
    pub fn apply_commands(&mut self) {
        let cmds = std::mem::take(&mut self.commands);
        for c in cmds {
            self.apply(c);
        }
    }

    pub(super) fn apply(&mut self, c: Command) {
        // Never replace the game in progress unasked. Resuming the autosave
        // this window writes is resuming this very game.
        let same_game = matches!(c, Command::ResumeAutosave) && self.autosaver.is_some();
        if c.replaces_game() && self.session.is_some() && !same_game {
            let name = self.proposed_save_name(replace::opening_of(&c));
            self.replacing = Some(replace::Replacing::new(c, name));
            return;
        }
        self.apply_now(c);
    }

    pub(super) fn apply_now(&mut self, c: Command) {
        match c {
            Command::Screen(s) => {
                self.screen = s;
                if s == Screen::Start {
                    self.saves.refresh = true;
                    self.refresh_resume_label();
                }
            }
            Command::Tab(t) => self.tab = t,
            Command::NewGame => {
                self.setup = setup::SetupForm::default();
                self.screen = Screen::Setup;
            }
            Command::StartGame(setup) => {
                match Session::new(
                    setup,
                    self.catalogue.rules.clone(),
                    crate::dice::Dice::from_entropy().seed,
                ) {
                    Ok(s) => {
                        self.session = Some(s);
                        self.save_name = None;
                        self.screen = Screen::Play;
                        self.tab = PlayTab::Wizard;
                        self.notice = None;
                        self.autosave();
                    }
                    Err(e) => self.say(format!("The setup is not valid: {e}"), true),
                }
            }
            Command::Apply(action) => {
                // A turn, or your attack, is played with the chart kept.
                if matches!(action, Action::StartBotTurn(_) | Action::HumanAttack(_)) {
                    self.chart_before_turn();
                }
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                let own_act = matches!(action, Action::Act(_));
                match s.apply(action) {
                    Ok(()) => {
                        // Your own act is confirmed where you are looking:
                        // what was recorded and what it did to the PCT.
                        let said = own_act.then(|| {
                            s.step_lines(s.cursor().saturating_sub(1))
                                .iter()
                                .map(|l| l.entry.text.to_string())
                                .collect::<Vec<_>>()
                        });
                        self.stepped();
                        if let Some(lines) = said {
                            self.say(format!("Recorded: {}.", lines.join("; ")), false);
                        }
                    }
                    Err(e) => self.refused(e.to_string()),
                }
            }
            Command::RollChart(column) => {
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                match s.roll_chart(column) {
                    Ok(_) => self.stepped(),
                    Err(e) => self.refused(e.to_string()),
                }
            }
            Command::SaveChart(t) => self.save_chart(*t),
            Command::RemoveChart => self.remove_chart(),
            Command::ExportChart => self.export_chart(),
            Command::ImportChart(path) => self.import_chart(&path),
            Command::Roll => {
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                match s.roll() {
                    Ok(_) => self.stepped(),
                    Err(e) => self.refused(e.to_string()),
                }
            }
            Command::Undo | Command::Redo => {
                let undo = matches!(c, Command::Undo);
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                let moved = if undo { s.undo() } else { s.redo() };
                match moved {
                    Ok(Some(label)) => {
                        self.step_notice(label);
                        self.autosave();
                    }
                    Ok(None) => {}
                    Err(e) => self.say(
                        format!("Could not {}: {e}", if undo { "undo" } else { "redo" }),
                        true,
                    ),
                }
            }
            Command::GoTo(at) => {
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                match s.go_to(at) {
                    Ok(()) => {
                        self.say("Rolled back; Redo brings the later steps back.", false);
                        self.autosave();
                    }
                    Err(e) => self.say(e.to_string(), true),
                }
            }
            Command::ResumeAutosave => self.resume_autosave(),
            Command::ResumeBackup(path) => self.open_path(&path, None),
            Command::OpenExample(i) => {
                let Some((title, text)) = crate::session::EXAMPLES.get(i) else {
                    return;
                };
                match crate::session::decode_session(
                    text,
                    std::path::Path::new(&format!("example: {title}")),
                ) {
                    Ok(s) => {
                        self.session = Some(s);
                        self.save_name = None;
                        self.screen = Screen::Play;
                        let where_to = if self.autosaving() {
                            "Your changes go to the autosave, not to the example."
                        } else if self.store.is_none() {
                            "There is no folder for saved games, so nothing played here is kept; the example itself never changes."
                        } else {
                            "This window is not autosaving (see the bar): use Save as… to keep your changes. The example itself never changes."
                        };
                        self.say(format!("Opened the example \"{title}\". {where_to}"), false);
                        self.autosave();
                    }
                    Err(e) => self.say(format!("The example does not open: {e}"), true),
                }
            }
            Command::OpenSave(name) => {
                let Some(store) = self.store.as_ref() else {
                    return;
                };
                match store.save_path(&name) {
                    Ok(p) => self.open_path(&p, Some(name)),
                    Err(e) => self.say(e.to_string(), true),
                }
            }
            Command::SaveAs(name) => {
                let (Some(store), Some(s)) = (self.store.as_ref(), self.session.as_ref()) else {
                    return;
                };
                match store.save_as(&name, s.data()) {
                    Ok(report) => {
                        self.save_name = Some(name.clone());
                        self.saves.refresh = true;
                        let extra = report
                            .moved_aside
                            .map(|m| format!(" {m}"))
                            .unwrap_or_default();
                        self.say(format!("Saved as \"{name}\".{extra}"), false);
                    }
                    Err(e) => self.say(format!("Could not save: {e}"), true),
                }
            }
            Command::RenameSave(from, to) => {
                let Some(store) = self.store.as_ref() else {
                    return;
                };
                match store.rename_save(&from, &to) {
                    Ok(_) => {
                        if self.save_name.as_deref() == Some(from.as_str()) {
                            self.save_name = Some(to.clone());
                        }
                        self.saves.refresh = true;
                        self.say(format!("Renamed \"{from}\" to \"{to}\""), false);
                    }
                    Err(e) => self.say(format!("Could not rename: {e}"), true),
                }
            }
            Command::DeleteSave(name) => {
                let Some(store) = self.store.as_ref() else {
                    return;
                };
                match store.delete_save(&name) {
                    Ok(d) => {
                        self.saves.refresh = true;
                        self.say(
                            format!(
                                "Deleted \"{name}\"; it can still be recovered from {}",
                                d.trash_path.display()
                            ),
                            false,
                        );
                    }
                    Err(e) => self.say(format!("Could not delete: {e}"), true),
                }
            }
            Command::ExportMarkdown => self.export_markdown(),
            Command::ExportSession => self.export_session(),
            Command::ImportSession(path) => self.import_session(&path),
            Command::ChooseImportFile => self.choose_import_file(),
            Command::SetDice(m) => {
                self.settings.dice = m;
                self.save_settings();
            }
            Command::SetDark(d) => {
                self.settings.dark = d;
                self.save_settings();
            }
            Command::Zoom(d) => {
                self.settings.zoom = ((self.settings.zoom + d) * 10.0).round() / 10.0;
                self.settings.zoom = self.settings.zoom.clamp(0.6, 3.0);
                self.save_settings();
            }
            Command::Status(t) => self.say(t, false),
            Command::Error(t) => self.say(t, true),
            Command::ReplaceAfterSaving(name) => {
                let Some(replacing) = self.replacing.take() else {
                    return;
                };
                let (next, typed) = (replacing.next, replacing.name);
                // Checked here too, whatever asked: saving the game in
                // progress over the save being opened would lose that save.
                let opening = match &next {
                    Command::OpenSave(open) => Some(open.clone()),
                    _ => None,
                };
                if self.resolves_to_opening(&name, opening.as_deref()) {
                    self.replacing = Some(replace::Replacing::new(next, typed));
                    self.say(
                        format!(
                            "Not saved: \"{}\" is the save you are opening, so saving the game in progress under it would replace that save. Choose another name to keep both.",
                            name.trim()
                        ),
                        true,
                    );
                    return;
                }
                self.apply_now(Command::SaveAs(name.clone()));
                // Go on only if the game was saved under that name.
                let saved = match (self.save_name.as_deref(), self.store.as_ref()) {
                    (Some(own), Some(store)) => store.same_save(own, &name),
                    (Some(own), None) => own == name.trim(),
                    (None, _) => false,
                };
                if saved {
                    self.apply_now(next);
                }
            }
            Command::ReplaceDiscarding => {
                if let Some(replacing) = self.replacing.take() {
                    self.apply_now(replacing.next);
                }
            }
            Command::ReplaceCancel => self.replacing = None,
            Command::SetAsideNewerAutosave => {
                let Some(store) = self.store.as_ref() else {
                    return;
                };
                match store.set_aside_newer_autosave() {
                    Ok(to) => {
                        self.newer_autosave = None;
                        self.say(
                            format!(
                                "The newer politburo's autosave is kept, untouched, as {}; this window autosaves again.",
                                to.display()
                            ),
                            false,
                        );
                        self.refresh_resume_label();
                        self.autosave();
                    }
                    Err(e) => self.say(format!("Could not keep it aside: {e}"), true),
                }
            }
            Command::RestoreVersion { path, name } => {
                let Some(store) = self.store.as_ref() else {
                    return;
                };
                match crate::session::restore_version(store, &path, &name) {
                    Ok(name) => {
                        self.saves.refresh = true;
                        self.say(
                            format!("Restored as the save \"{name}\"; open it from Saves."),
                            false,
                        );
                    }
                    Err(e) => self.say(format!("Not restored: {e}"), true),
                }
            }
        }
    }
}
