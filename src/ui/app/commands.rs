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
        let same_game = matches!(c, Command::ResumeAutosave) && self.saved.autosaver.is_some();
        if c.replaces_game() && self.saved.session.is_some() && !same_game {
            let name = self.proposed_save_name(replace::opening_of(&c));
            self.dialog = Some(Dialog::GameInProgress(replace::Replacing::new(c, name)));
            return;
        }
        self.apply_now(c);
    }

    /// Carries out one command, the game in progress's fate settled.
    pub(super) fn apply_now(&mut self, c: Command) {
        match c {
            Command::Screen(s) => self.show_screen(s),
            Command::Tab(t) => self.tab = t,
            Command::NewGame => {
                self.forms.setup = setup::SetupForm::default();
                self.screen = Screen::Setup;
            }
            Command::StartGame(setup) => self.start_game(setup),
            Command::PickStack(id) => self.pick_stack(id),
            Command::KeepMap(m) => self.keep_map(*m),
            Command::LoadMapFile(path) => self.load_map_file(&path),
            Command::ExportMap => self.export_map(),
            Command::Apply(action) => self.apply_action(action),
            Command::RollChart(column) => self.step(|s| s.roll_chart(column).map(drop)),
            Command::Roll => self.step(|s| s.roll().map(drop)),
            Command::SaveChart(t) => self.save_chart(*t),
            Command::RemoveChart => self.remove_chart(),
            Command::ExportChart => self.export_chart(),
            Command::ImportChart(path) => self.import_chart(&path),
            Command::Undo => self.move_in_history(true),
            Command::Redo => self.move_in_history(false),
            Command::GoTo(at) => self.go_to(at),
            Command::ResumeAutosave => self.resume_autosave(),
            Command::ResumeBackup(path) => self.open_path(&path, None),
            Command::OpenExample(i) => self.open_example(i),
            Command::OpenSave(name) => self.open_save(&name),
            Command::SaveAs(name) => self.save_as(name),
            Command::RenameSave(from, to) => self.rename_save(&from, to),
            Command::DeleteSave(name) => self.delete_save(&name),
            Command::ExportMarkdown => self.export_markdown(),
            Command::ExportSession => self.export_session(),
            Command::ImportSession(path) => self.import_session(&path),
            Command::ChooseImportFile => self.choose_import_file(),
            Command::SetDice(m) => self.change_settings(|s| s.dice = m),
            Command::SetDark(d) => self.change_settings(|s| s.dark = d),
            Command::Zoom(d) => self.change_settings(|s| {
                s.zoom = (((s.zoom + d) * 10.0).round() / 10.0).clamp(0.6, 3.0);
            }),
            Command::Status(t) => self.say(t, false),
            Command::DismissNotice => self.notice = None,
            Command::DismissCrashReports => self.dismiss_crash_reports(),
            Command::KeepFavourites(f) => self.change_settings(|s| s.favourites = f),
            Command::OpenSaves(d) => self.open_saves_dialog(d),
            Command::AskDelete(name) => self.ask_delete(name),
            Command::ReadVersions => self.forms.saves.read_versions(self.saved.store.as_ref()),
            Command::SaveAsNew(name) => self.save_as_new(name),
            Command::Error(t) => self.say(t, true),
            Command::ReplaceAfterSaving(name) => self.replace_after_saving(name),
            Command::ReplaceDiscarding => {
                if let Some(replacing) = self.take_replacing() {
                    self.apply_now(replacing.next);
                }
            }
            Command::ReplaceCancel => {
                self.take_replacing();
            }
            Command::SetAsideNewerAutosave => self.set_aside_newer_autosave(),
            Command::RestoreVersion { path, name } => self.restore_version(&path, &name),
        }
    }

    /// A counter clicked on the Board: the stack picked where it can be
    /// changed (your turn's editor between turns; the override's, opened,
    /// during a bot's turn).
    fn pick_stack(&mut self, id: crate::rcw::planner::StackId) {
        let Some(s) = self.saved.session.as_ref() else {
            return;
        };
        let kept = s.game().state().order_of_battle().clone();
        if s.game().in_turn() {
            self.forms.wizard.fix.pick_id(&kept, id);
            self.forms.wizard.open_override = true;
            self.tab = PlayTab::Wizard;
        } else {
            self.forms.human.stacks.pick_id(&kept, id);
            self.tab = PlayTab::Human;
        }
    }

    fn show_screen(&mut self, s: Screen) {
        self.screen = s;
        if s == Screen::Start {
            self.forms.saves.refresh = true;
            self.refresh_resume_label();
        }
    }

    fn change_settings(&mut self, change: impl FnOnce(&mut Settings)) {
        change(&mut self.saved.settings);
        self.save_settings();
    }

    fn start_game(&mut self, setup: crate::rcw::Setup) {
        let seed = crate::dice::Dice::from_entropy().seed;
        match Session::new(setup, self.catalogue.rules.clone(), seed) {
            Ok(s) => {
                self.saved.session = Some(s);
                self.name_game(None);
                self.screen = Screen::Play;
                self.tab = PlayTab::Wizard;
                self.notice = None;
                self.map_for_new_game();
                self.autosave();
            }
            Err(e) => self.say(format!("The setup is not valid: {e}"), true),
        }
    }

    /// A step of the game: taken (and autosaved), or refused where the
    /// player is looking. Nothing without a game.
    fn step<E: std::fmt::Display>(&mut self, f: impl FnOnce(&mut Session) -> Result<(), E>) {
        let Some(s) = self.saved.session.as_mut() else {
            return;
        };
        match f(s) {
            Ok(()) => self.stepped(),
            Err(e) => self.refused(e.to_string()),
        }
    }

    fn apply_action(&mut self, action: Action) {
        // A turn, or your attack, is played with the chart kept.
        if matches!(action, Action::StartBotTurn(_) | Action::HumanAttack(_)) {
            self.chart_before_turn();
        }
        let own_act = matches!(action, Action::Act(_));
        // Your own act is confirmed where you are looking: what was
        // recorded and what it did to the PCT.
        let mut said = None;
        self.step(|s| {
            s.apply(action)?;
            if own_act {
                let lines: Vec<String> = s
                    .step_lines(s.cursor().saturating_sub(1))
                    .iter()
                    .map(|l| l.entry.text.to_string())
                    .collect();
                said = Some(lines.join("; "));
            }
            Ok::<(), crate::rcw::ActionError>(())
        });
        if let Some(lines) = said {
            self.say(format!("Recorded: {lines}."), false);
        }
    }

    fn move_in_history(&mut self, undo: bool) {
        let Some(s) = self.saved.session.as_mut() else {
            return;
        };
        let moved = if undo { s.undo() } else { s.redo() };
        match moved {
            Ok(Some(label)) => {
                self.step_notice(label.to_string());
                self.autosave();
            }
            Ok(None) => {}
            Err(e) => {
                let what = if undo { "undo" } else { "redo" };
                self.say(format!("Could not {what}: {e}"), true);
            }
        }
    }

    fn go_to(&mut self, at: usize) {
        let Some(s) = self.saved.session.as_mut() else {
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

    fn open_example(&mut self, i: usize) {
        let Some((title, text)) = crate::session::EXAMPLES.get(i) else {
            return;
        };
        let path = std::path::PathBuf::from(format!("example: {title}"));
        match crate::session::decode_session(text, &path) {
            Ok(s) => {
                self.saved.session = Some(s);
                self.name_game(None);
                self.screen = Screen::Play;
                let where_to = if self.autosaving() {
                    "Your changes go to the autosave, not to the example."
                } else if self.saved.store.is_none() {
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
}
