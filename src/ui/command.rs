//! What the views can ask of the app, and where the window is: the
//! screens and the play tabs. Views return [`Command`]s; the app carries
//! them out once per frame.

use crate::dice::DiceMode;
use crate::rcw::{Action, Setup};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Start,
    Setup,
    Play,
    Tables,
    Directory,
    RedActions,
    Diplomacy,
    Aa1914,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayTab {
    Wizard,
    Table,
    Players,
    Board,
    Human,
    Log,
    Rules,
}

impl PlayTab {
    /// Every tab, in the order the tab bar shows them (the one list).
    pub const ALL: [PlayTab; 7] = [
        PlayTab::Wizard,
        PlayTab::Table,
        PlayTab::Players,
        PlayTab::Board,
        PlayTab::Human,
        PlayTab::Log,
        PlayTab::Rules,
    ];

    /// The tab's label.
    pub fn label(self) -> &'static str {
        match self {
            PlayTab::Wizard => "Bot turn",
            PlayTab::Table => "PCT",
            PlayTab::Players => "Players",
            PlayTab::Board => "Board",
            PlayTab::Human => "Your turn",
            PlayTab::Log => "Log",
            PlayTab::Rules => "Rules",
        }
    }
}

/// Everything a view can ask for.
#[derive(Clone, Debug)]
pub enum Command {
    Screen(Screen),
    Tab(PlayTab),
    NewGame,
    /// Pick a stack to change (the Board's counters): the stack editor of
    /// your turn between turns, the override's during a bot's.
    PickStack(crate::rcw::planner::StackId),
    /// Keep a map as the data folder's, the default of new games.
    KeepMap(Box<crate::rcw::map::Map>),
    /// Read a map file into the Board tab, to look at before using it.
    LoadMapFile(std::path::PathBuf),
    /// Write the game's map to the exports folder.
    ExportMap,
    StartGame(Setup),
    Apply(Action),
    Roll,
    /// Rolls the combat result asked on the game's chart with the app's
    /// dice (at this column when the app does not know the odds).
    RollChart(Option<crate::rcw::Odds>),
    /// Keeps this chart in the data folder; the game plays with it.
    SaveChart(Box<crate::tables::Table>),
    /// Stops keeping a chart (the file is moved aside).
    RemoveChart,
    /// Writes the kept chart into the exports folder.
    ExportChart,
    /// Reads a chart file into the editor (it is kept once saved).
    ImportChart(std::path::PathBuf),
    Undo,
    Redo,
    GoTo(usize),
    ResumeAutosave,
    ResumeBackup(std::path::PathBuf),
    OpenExample(usize),
    OpenSave(String),
    SaveAs(String),
    RenameSave(String, String),
    DeleteSave(String),
    ExportMarkdown,
    ExportSession,
    /// Copies a session file into the saves (never opens it over the game).
    ImportSession(std::path::PathBuf),
    /// Opens the system's file dialog to choose a file to import.
    ChooseImportFile,
    SetDice(DiceMode),
    SetDark(bool),
    Zoom(f32),
    Status(String),
    Error(String),
    /// The notice at the foot of the window goes.
    DismissNotice,
    /// The crash reports offered at this start are marked seen (they stay
    /// on disk).
    DismissCrashReports,
    /// The tables pinned on the Tables screen, remembered between runs.
    KeepFavourites(Vec<String>),
    /// Opens a saves' dialog (Save as… or the list), unless "A game is in
    /// progress" is asking.
    OpenSaves(SavesDialog),
    /// Asks whether to delete a save (it goes to the trash when confirmed).
    AskDelete(String),
    /// Reads every version of every file (the saves' "Every version").
    ReadVersions,
    /// Save as… a name typed: saved, unless a save has that name (then
    /// Save as… asks whether to replace it).
    SaveAsNew(String),
    /// Answers to "A game is in progress": carry out the waiting command,
    /// after saving the game under a name or not; or drop it.
    ReplaceAfterSaving(String),
    ReplaceDiscarding,
    ReplaceCancel,
    /// Keep a newer politburo's autosave aside (untouched, under a new
    /// name) so this window can autosave.
    SetAsideNewerAutosave,
    /// Copy an earlier version of a file (a backup, a broken copy) into
    /// the saves under a new name; never over another file.
    RestoreVersion {
        path: std::path::PathBuf,
        name: String,
    },
}

impl Command {
    /// Whether carrying this out puts another game in the place of the one
    /// in progress.
    pub(crate) fn replaces_game(&self) -> bool {
        matches!(
            self,
            Command::StartGame(_)
                | Command::OpenExample(_)
                | Command::OpenSave(_)
                | Command::ResumeBackup(_)
                | Command::ResumeAutosave
        )
    }
}

/// Which of the saves' dialogs is open (each modal, one at a time).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavesDialog {
    /// Save as…, with a taken name waiting for "Replace".
    SaveAs { confirm_replace: Option<String> },
    /// The list of saves.
    Saves,
}

impl SavesDialog {
    pub fn save_as() -> SavesDialog {
        SavesDialog::SaveAs {
            confirm_replace: None,
        }
    }
}
