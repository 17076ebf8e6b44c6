//! What is seen of the app from outside it: the game and where the player
//! is, read only; the forms' own state (what is typed in a field), which
//! a test may type into as a player would. The game changes only by a
//! [`Command`] ([`App::push`]), carried out at the end of the frame.

use super::*;

impl App {
    /// The game being played, if any.
    pub fn session(&self) -> Option<&Session> {
        self.saved.session.as_ref()
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }

    pub fn tab(&self) -> PlayTab {
        self.tab
    }

    /// The message under the top bar, if one is shown.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The named save the game came from or was saved as.
    pub fn save_name(&self) -> Option<&str> {
        self.saved.save_name.as_deref()
    }

    pub fn settings(&self) -> &Settings {
        &self.saved.settings
    }

    /// Every table, rule set and map in force.
    pub fn catalogue(&self) -> &Catalogue {
        &self.catalogue
    }

    /// Which game "Resume last session" opens, if there is one.
    pub fn resume_label(&self) -> Option<&str> {
        self.resume_label.as_deref()
    }

    /// Why the autosave, written by a newer politburo, is left alone.
    pub fn newer_autosave(&self) -> Option<&str> {
        self.saved.newer_autosave.as_deref()
    }

    /// "A game is in progress", while it asks.
    pub fn replacing(&self) -> Option<&replace::Replacing> {
        match &self.dialog {
            Some(Dialog::GameInProgress(r)) => Some(r),
            _ => None,
        }
    }

    /// The name typed in "A game is in progress", while it asks.
    pub fn replacing_name_mut(&mut self) -> Option<&mut String> {
        match &mut self.dialog {
            Some(Dialog::GameInProgress(r)) => Some(&mut r.name),
            _ => None,
        }
    }

    /// The saves' dialog open (Save as… or the list), if one is.
    pub fn saves_dialog(&self) -> Option<&saves::SavesDialog> {
        match &self.dialog {
            Some(Dialog::Saves(d)) => Some(d),
            _ => None,
        }
    }

    /// What the saves' dialogs keep: the name typed, the list read.
    pub fn saves(&self) -> &saves::SavesState {
        &self.forms.saves
    }

    pub fn saves_mut(&mut self) -> &mut saves::SavesState {
        &mut self.forms.saves
    }

    /// The new game's form.
    pub fn setup_form(&self) -> &setup::SetupForm {
        &self.forms.setup
    }

    pub fn setup_form_mut(&mut self) -> &mut setup::SetupForm {
        &mut self.forms.setup
    }

    /// The turn wizard's own state (what is typed or picked in it).
    pub fn wizard(&self) -> &wizard::WizardState {
        &self.forms.wizard
    }

    pub fn wizard_mut(&mut self) -> &mut wizard::WizardState {
        &mut self.forms.wizard
    }

    /// The "Your turn" form.
    pub fn human_form_mut(&mut self) -> &mut human::HumanForm {
        &mut self.forms.human
    }

    /// The players tab's form.
    pub fn players_form(&self) -> &players::PlayersForm {
        &self.forms.players
    }

    pub fn players_form_mut(&mut self) -> &mut players::PlayersForm {
        &mut self.forms.players
    }

    /// The other games' tools.
    pub fn tools(&self) -> &crate::ui::tool::Tools {
        &self.forms.tools
    }

    pub fn tools_mut(&mut self) -> &mut crate::ui::tool::Tools {
        &mut self.forms.tools
    }
}
