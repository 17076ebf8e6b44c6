//! The app as it starts: the game data read, the data folder claimed for
//! this window (or why it does not autosave), what the last run left (crash
//! reports, a run that did not close, a newer autosave) and the autosave
//! writer.

use super::*;
use crate::session::store::FolderLock;

impl App {
    /// The app on `store` (none: nothing is written, as in some tests),
    /// with the edited files of `$POLITBURO_ASSETS_DIR` or of the store's
    /// `assets/` folder. Fails only if the
    /// compiled-in data does not parse (the tests check it does).
    pub fn new(store: Option<SessionStore>) -> Result<App, crate::catalogue::CatalogueError> {
        let catalogue = Catalogue::load(store.as_ref().map(SessionStore::dir))?;
        Ok(App::with_catalogue(store, catalogue))
    }

    /// [`App::new`] with the edited files of the store's own `assets/`
    /// folder only, whatever `$POLITBURO_ASSETS_DIR` says: what the tests
    /// and benchmarks open, so nothing on the machine they run on changes
    /// them.
    pub fn sealed(store: Option<SessionStore>) -> Result<App, crate::catalogue::CatalogueError> {
        let own = crate::assets::own_assets_dir(store.as_ref().map(SessionStore::dir));
        let catalogue = Catalogue::load_from(own.as_deref())?;
        Ok(App::with_catalogue(store, catalogue))
    }

    /// The app on `store` with the game data `catalogue`.
    pub fn with_catalogue(store: Option<SessionStore>, catalogue: Catalogue) -> App {
        let first_start = store.as_ref().is_some_and(|s| !Settings::path(s).exists());
        let (settings, settings_notice) = Settings::load(store.as_ref());
        let saves = saves::SavesState::default();
        let tables = crate::ui::tables_view::TablesPanel {
            favourites: settings.favourites.clone(),
            ..Default::default()
        };
        let (folder_lock, notice) = claim_folder(store.as_ref());
        let notice = notice.or(settings_notice.map(|text| Notice::new(text, true)));
        // With the folder held, no other window can be writing a temporary
        // file in it: whatever is left is a crash's leftover.
        if let (Some(lock), Some(s)) = (&folder_lock, store.as_ref()) {
            s.clean_temps_while_locked(lock);
        }
        let newer_autosave = store
            .as_ref()
            .filter(|_| folder_lock.is_some())
            .and_then(|s| s.newer_autosave::<crate::session::SessionData>())
            .map(|e| e.to_string());
        let crash_reports = store
            .as_ref()
            .map(|s| crate::crash::unseen(s.dir()))
            .unwrap_or_default();
        let (running, notice) = mark_running(
            folder_lock.is_some(),
            store.as_ref(),
            &crash_reports,
            notice,
        );
        // Only the window holding the lock writes the autosave.
        let autosaver = store
            .clone()
            .filter(|_| folder_lock.is_some())
            .map(crate::session::writer::AutosaveWriter::new);
        let mut app = App {
            saved: Saved {
                settings,
                session: None,
                save_name: None,
                store,
                autosaver,
                journaled: None,
                crash_log: None,
                autosave_failing: false,
                _folder_lock: folder_lock,
                newer_autosave,
                journal_held: None,
                chart_removed: false,
                kept_map: None,
            },
            forms: Forms {
                crash: crash_notice::CrashNotice {
                    reports: crash_reports,
                    open: false,
                },
                setup: setup::SetupForm::default(),
                wizard: wizard::WizardState::default(),
                human: human::HumanForm::default(),
                players: players::PlayersForm::default(),
                board: board_view::BoardForm::default(),
                log_filter: log_view::LogFilter::default(),
                rules_search: String::new(),
                chances: Default::default(),
                saves,
                tools: crate::ui::tool::Tools::new(tables),
            },
            screen: Screen::Start,
            tab: PlayTab::Wizard,
            catalogue,
            _running: running,
            reference: crate::rcw::reference::Reference::builtin(),
            notice,
            commands: Vec::new(),
            dialog: None,
            file_choice: None,
            resume_label: None,
            label_job: None,
            held_keys: Vec::new(),
            autosave_on_disk: false,
            started: Instant::now(),
            start_split: None,
            first_frame_logged: false,
            first_start,
            top_bar_settings_width: 0.0,
        };
        app.load_kept_chart();
        app.load_kept_map();
        app.refresh_resume_label();
        app
    }
}

/// Claims the data folder for this window, or says why it does not
/// autosave: another window holds it, it cannot be claimed, or it cannot be
/// written.
fn claim_folder(store: Option<&SessionStore>) -> (Option<FolderLock>, Option<Notice>) {
    let (folder_lock, notice) = match store.map(SessionStore::lock) {
        None => (None, None),
        Some(Ok(lock)) => (Some(lock), None),
        Some(Err(crate::session::StoreError::InUse { path })) => (
            None,
            Some(Notice::new(
                format!(
                    "Another politburo window is already using this data folder ({}). This window does not autosave, so the two games cannot overwrite each other; use Save as… to keep a game played here.",
                    path.display()
                ),
                true,
            )),
        ),
        Some(Err(crate::session::StoreError::FileInUse { path })) => (
            None,
            Some(Notice::new(
                format!(
                    "Another politburo (`rcw play` from another data folder) is playing this folder's autosave ({}). This window does not autosave, so the two cannot overwrite each other; use Save as… to keep a game played here.",
                    path.display()
                ),
                true,
            )),
        ),
        // Any other failure to lock: another window could be writing
        // the same files unseen, so this one does not autosave.
        Some(Err(e)) => (
            None,
            Some(Notice::new(
                format!(
                    "This window could not claim its data folder ({e}), so it does not autosave: another window might be writing the same files. Use Save as… to keep a game played here."
                ),
                true,
            )),
        ),
    };
    // Said once at start, before the first step: a folder that cannot
    // be written (read-only, full, a file in its place).
    let notice = match (&folder_lock, store) {
        (Some(_), Some(s)) => match s.check_writable() {
            Ok(()) => notice,
            Err(e) => Some(Notice::new(
                format!("The data folder cannot be written, so nothing will be saved: {e}"),
                true,
            )),
        },
        _ => notice,
    };
    (folder_lock, notice)
}

/// Marks that this window runs, when it holds the data folder; the last
/// run that did not close is said when no crash report explains it and
/// nothing else is said.
fn mark_running(
    holds_folder: bool,
    store: Option<&SessionStore>,
    crash_reports: &[crate::crash::CrashReport],
    notice: Option<Notice>,
) -> (Option<crate::crash::RunningMark>, Option<Notice>) {
    // The window holding the folder marks that it runs; one that did
    // not close last time (killed, a power cut, a fatal signal) is said
    // when no crash report explains it.
    let (running, ended) = match (holds_folder, store) {
        (true, Some(s)) => {
            let ended = crate::crash::ended_unexpectedly(s.dir());
            (crate::crash::mark_running(s.dir()), ended)
        }
        _ => (None, None),
    };
    let notice = match ended {
        Some(when) if crash_reports.is_empty() && notice.is_none() => Some(Notice::new(
            format!(
                "politburo did not close the last time it ran ({when}): it was killed, lost power or ended on a fatal signal, with no time to write a report. Resume opens the game as the autosave kept it, to the last step synced."
            ),
            true,
        )),
        _ => notice,
    };
    (running, notice)
}
