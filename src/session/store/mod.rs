//! The session files on disk: autosave with rotating backups, named saves,
//! trash, import/export, and recovery when a file does not load.
//!
//! Layout under the data folder ([`data_dir`]):
//! ```text
//! autosave.json              the running game's snapshot (rewritten when
//!                            a game begins, when its journal grows long,
//!                            and on close)
//! autosave.journal           the steps since the snapshot, one line each,
//!                            appended and synced after every change
//! autosave.json.1 … .5       the five versions before it (.1 newest)
//! autosave.broken-1.json     an autosave that did not load, kept when overwritten
//! saves/<name>.json          named saves (each with its own .1 … .5 backups)
//! trash/<name>.json          deleted saves, until the trash is emptied
//! ```
//! Rules kept everywhere: loading never writes; every write is atomic (see
//! [`super::atomic`]); a file that does not load is never overwritten but
//! moved aside first; names can only ever point inside the saves folder.

mod commit;
mod read;
mod recovery;
mod saves;
pub use commit::*;
pub use read::*;
pub use recovery::*;
pub use saves::*;

use std::ffi::OsString;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::atomic::{self, PendingWrite, backup_path};
use super::error::StoreError;
use super::format::{
    Header, Loaded, MAX_FILE_BYTES, SessionFormat, decode_bytes, format_version, read_header,
    text_of,
};
use super::fsio;
use super::known::{self, Fingerprint};
use super::names::SaveName;

/// Environment variable naming the data folder (tests, portable installs).
pub const DATA_DIR_ENV: &str = "POLITBURO_DATA_DIR";

/// Earlier versions kept of each session file.
pub const DEFAULT_BACKUPS: usize = 5;

/// The data folder: `$POLITBURO_DATA_DIR` if set and not empty, else the
/// platform's data folder for politburo (`~/.local/share/politburo` on
/// Linux, `~/Library/Application Support/politburo` on macOS,
/// `%APPDATA%\politburo\data` on Windows). Not created here.
pub fn data_dir() -> Result<PathBuf, StoreError> {
    data_dir_from(std::env::var_os(DATA_DIR_ENV))
}

fn data_dir_from(env: Option<OsString>) -> Result<PathBuf, StoreError> {
    match env {
        Some(dir) if !dir.is_empty() => Ok(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "politburo")
            .map(|d| d.data_dir().to_path_buf())
            .ok_or(StoreError::NoDataDir),
    }
}

/// Whether two existing paths name one file (case folded by the file
/// system, or a link).
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (fs::metadata(a), fs::metadata(b)) {
            (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        match (fs::canonicalize(a), fs::canonicalize(b)) {
            (Ok(x), Ok(y)) => x == y,
            _ => false,
        }
    }
}

/// The session files under one data folder.
/// This window's claim on a data folder (see [`SessionStore::lock`]);
/// released when dropped.
#[derive(Debug)]
pub struct FolderLock {
    _file: fs::File,
    /// The autosave's own lock ([`lock_file`]): a process playing it from
    /// another data folder (`rcw play <folder>/autosave.json`) is refused.
    _autosave: FileLock,
}

/// One writer per file: while held, no other politburo (a window, `rcw
/// play`, from any data folder) writes the session file it names.
/// Released when dropped (and by the system when the process ends).
#[derive(Debug)]
pub struct FileLock {
    _file: fs::File,
}

/// The lock file of a session file: `.<name>.lock` beside it (left there;
/// only the lock on it counts).
pub fn lock_path_of(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.lock"))
}

/// Takes the exclusive lock of the session file `path` (its folder must
/// exist): [`StoreError::FileInUse`] when another process holds it.
pub fn lock_file(path: &Path) -> Result<FileLock, StoreError> {
    let lock = lock_path_of(path);
    if let Ok(meta) = fs::symlink_metadata(&lock)
        && !meta.file_type().is_file()
    {
        return Err(StoreError::Io {
            action: "lock the file",
            source: std::io::Error::other("its lock file is a link or a folder, not a plain file"),
            path: lock,
        });
    }
    let file =
        fsio::open_lock(&lock).map_err(|e| StoreError::io("open the lock file", e, &lock))?;
    match file.try_lock() {
        Ok(()) => Ok(FileLock { _file: file }),
        Err(fs::TryLockError::WouldBlock) => Err(StoreError::FileInUse {
            path: path.to_path_buf(),
        }),
        Err(fs::TryLockError::Error(e)) => Err(StoreError::Io {
            action: "lock the file",
            source: e,
            path: lock,
        }),
    }
}

#[derive(Debug, Clone)]
pub struct SessionStore {
    dir: PathBuf,
    backups: usize,
}

impl SessionStore {
    /// A store in `dir` (created on first save), keeping
    /// [`DEFAULT_BACKUPS`] backups per file.
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        SessionStore {
            dir: dir.into(),
            backups: DEFAULT_BACKUPS,
        }
    }

    /// The store in [`data_dir`].
    pub fn open_default() -> Result<Self, StoreError> {
        Ok(Self::new(data_dir()?))
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn backups(&self) -> usize {
        self.backups
    }

    /// Whether two typed names are one save on disk: the files they
    /// resolve to are the same path, or (where the file system folds case
    /// or links) the same file. `"Evening"`, `"Evening.json"` and
    /// `" Evening "` are one save; a name that does not read is none.
    pub fn same_save(&self, a: &str, b: &str) -> bool {
        match (self.save_path(a), self.save_path(b)) {
            (Ok(pa), Ok(pb)) => pa == pb || same_file(&pa, &pb),
            _ => false,
        }
    }

    pub fn autosave_path(&self) -> PathBuf {
        self.dir.join("autosave.json")
    }

    /// What "Resume" says of the autosave (which game, which turn, when),
    /// kept beside it so the start screen need not decode the game.
    pub fn autosave_label_path(&self) -> PathBuf {
        self.dir.join("autosave.label")
    }

    /// The autosave's journal: the steps since its snapshot (see
    /// [`super::journal`]).
    pub fn journal_path(&self) -> PathBuf {
        self.dir.join("autosave.journal")
    }

    pub fn saves_dir(&self) -> PathBuf {
        self.dir.join("saves")
    }

    /// Where exports go (Markdown reports, session files, charts and
    /// maps written out): the one place that names the folder.
    pub fn exports_dir(&self) -> PathBuf {
        self.dir.join("exports")
    }

    pub fn trash_dir(&self) -> PathBuf {
        self.dir.join("trash")
    }

    /// The file of a named save (the name is checked first).
    pub fn save_path(&self, name: &str) -> Result<PathBuf, StoreError> {
        Ok(self.saves_dir().join(SaveName::parse(name)?.file_name()))
    }

    /// Claims the data folder for this window: while the returned lock is
    /// held, another window gets [`StoreError::InUse`] (and should not
    /// write the autosave, or the two games would overwrite each other).
    /// The operating system releases it when the process ends, even after
    /// a crash.
    pub fn lock(&self) -> Result<FolderLock, StoreError> {
        let io = |action: &'static str, path: &Path| {
            let path = path.to_path_buf();
            move |source| StoreError::Io {
                action,
                source,
                path,
            }
        };
        fsio::create_dir_all(&self.dir).map_err(io("create the data folder", &self.dir))?;
        let path = self.dir.join(".lock");
        // Never follow a link planted in the lock's place: it would create
        // or lock a file outside the data folder.
        if let Ok(meta) = fs::symlink_metadata(&path)
            && !meta.file_type().is_file()
        {
            return Err(io("lock the data folder", &path)(std::io::Error::other(
                "the lock file is a link or a folder, not a plain file",
            )));
        }
        let file = fsio::open_lock(&path).map_err(io("open the lock file", &path))?;
        match file.try_lock() {
            Ok(()) => {}
            Err(fs::TryLockError::WouldBlock) => {
                return Err(StoreError::InUse {
                    path: self.dir.clone(),
                });
            }
            Err(fs::TryLockError::Error(e)) => return Err(io("lock the data folder", &path)(e)),
        }
        let autosave = lock_file(&self.autosave_path())?;
        Ok(FolderLock {
            _file: file,
            _autosave: autosave,
        })
    }

    /// Writes and removes a small file in the data folder: whether saves
    /// can be written at all.
    pub fn check_writable(&self) -> Result<(), StoreError> {
        let path = self.dir.join(".write-check");
        atomic::write_atomic(&path, b"politburo\n", 0)?;
        fsio::remove_file(&path).map_err(|source| StoreError::Io {
            action: "remove the write check file",
            source,
            path,
        })
    }

    /// Writes the autosave (rotating its backups).
    pub fn autosave<T: SessionFormat>(&self, session: &T) -> Result<SaveReport, StoreError> {
        save_file(&self.autosave_path(), session, self.backups)
    }

    /// [`SessionStore::autosave`], checking the file it replaces only when
    /// `verify` (the writer verifies the file it found, not its own).
    pub fn autosave_checked<T: SessionFormat>(
        &self,
        session: &T,
        verify: bool,
    ) -> Result<SaveReport, StoreError> {
        prepare_save(&self.autosave_path(), session)?.commit_checked::<T>(self.backups, verify)
    }

    /// Loads the autosave's snapshot alone — not the steps of its journal
    /// (to open a game, use [`crate::session::files::load_autosave`], the
    /// door that replays the journal); [`StoreError::is_missing`] when
    /// there is none yet.
    #[cfg(test)]
    pub(crate) fn load_autosave<T: SessionFormat>(&self) -> Result<Loaded<T>, StoreError> {
        load_file(&self.autosave_path())
    }

    /// The autosave and its backups, newest first, with whether each loads.
    pub fn autosave_candidates<T: SessionFormat>(&self) -> Vec<Candidate> {
        candidates::<T>(&self.autosave_path(), self.backups)
    }

    /// Removes temporary files left by writes a crash interrupted, once
    /// they are [`atomic::STALE_AFTER`] old (call at start-up). Returns how
    /// many were removed.
    pub fn clean_stale_temps(&self) -> usize {
        atomic::clean_temps_in(&self.dir) + atomic::clean_temps_in(&self.saves_dir())
    }

    /// Removes every temporary file of this folder, however young: call
    /// only while holding its [`Self::lock`], when no other window can be
    /// writing one. Returns how many were removed.
    pub fn clean_temps_while_locked(&self, _lock: &FolderLock) -> usize {
        // A rotation a crash cut short is finished first: its staged
        // version is a backup, not a leftover.
        for dir in [self.dir.clone(), self.saves_dir()] {
            atomic::repair_rotations(&dir, self.backups);
        }
        atomic::clean_all_temps_in(&self.dir) + atomic::clean_all_temps_in(&self.saves_dir())
    }

    /// Whether the autosave was written by a newer politburo: then it is
    /// never replaced, and the window does not autosave until the player
    /// chooses ([`Self::set_aside_newer_autosave`]).
    pub fn newer_autosave<T: SessionFormat>(&self) -> Option<StoreError> {
        match check_header::<T>(&self.autosave_path()) {
            Err(e @ StoreError::TooNew { .. }) => Some(e),
            _ => None,
        }
    }

    /// Keeps a newer politburo's autosave as `autosave.newer-<n>.json`
    /// (untouched), so this window can autosave; returns where it went.
    pub fn set_aside_newer_autosave(&self) -> Result<PathBuf, StoreError> {
        atomic::move_aside_as(&self.autosave_path(), "newer")
    }
}

/// The journal beside a session file: `autosave.json` → `autosave.journal`,
/// `Evening.json` → `Evening.journal` (`<file>.journal` for a name that
/// does not end in `.json`).
pub fn journal_path_of(file: &Path) -> PathBuf {
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let journal = match name.strip_suffix(".json") {
        Some(stem) if !stem.is_empty() => format!("{stem}.journal"),
        _ => format!("{name}.journal"),
    };
    file.with_file_name(journal)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::session::format::tests::{TestSession, sample};
    use std::sync::atomic::{AtomicU64, Ordering};

    /// A fresh folder under the system temp folder, removed on drop.
    pub(crate) struct TempDir(PathBuf);

    impl TempDir {
        pub(crate) fn new(label: &str) -> TempDir {
            static N: AtomicU64 = AtomicU64::new(0);
            let nanos = SystemTime::now()
                .duration_since(SystemTime::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0);
            let dir = std::env::temp_dir().join(format!(
                "politburo-test-{label}-{}-{nanos}-{}",
                std::process::id(),
                N.fetch_add(1, Ordering::Relaxed)
            ));
            fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }

        pub(crate) fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    fn turn(t: u32) -> TestSession {
        TestSession {
            turn: t,
            ..sample()
        }
    }

    #[test]
    fn a_save_interrupted_before_the_rename_leaves_the_previous_save_loadable() {
        let dir = TempDir::new("store-crash");
        let store = SessionStore::new(dir.path());
        store.autosave(&turn(1)).unwrap();
        let prepared = prepare_save(&store.autosave_path(), &turn(2)).unwrap();
        let tmp = prepared.pending.temp_path().to_path_buf();
        drop(prepared); // power cut here
        assert!(tmp.is_file(), "the new bytes were on disk");
        assert_eq!(
            store.load_autosave::<TestSession>().unwrap().session,
            turn(1)
        );
        // Start-up cleaning removes the leftover once it is clearly stale
        // (a young one may be another window's save in progress).
        assert_eq!(store.clean_stale_temps(), 0);
        crate::session::atomic::tests::age(&tmp);
        assert_eq!(store.clean_stale_temps(), 1);
        assert!(!tmp.exists());
        store.autosave(&turn(2)).unwrap();
        assert_eq!(
            store.load_autosave::<TestSession>().unwrap().session,
            turn(2)
        );
    }

    #[test]
    fn saving_over_a_broken_file_moves_it_aside_and_says_so() {
        let dir = TempDir::new("store-aside");
        let store = SessionStore::new(dir.path());
        fs::write(store.autosave_path(), b"{\"format_version\": 2, \"kin").unwrap();
        let report = store.autosave(&turn(5)).unwrap();
        let aside = report.moved_aside.unwrap();
        assert_eq!(aside.to, dir.path().join("autosave.broken-1.json"));
        assert!(matches!(aside.reason, StoreError::Truncated { .. }));
        assert!(
            aside
                .to_string()
                .contains("so it was kept under a new name")
        );
        assert_eq!(
            fs::read(&aside.to).unwrap(),
            b"{\"format_version\": 2, \"kin"
        );
        assert_eq!(
            store.load_autosave::<TestSession>().unwrap().session,
            turn(5)
        );
        // The broken file did not take a backup slot.
        assert!(!backup_path(&store.autosave_path(), 1).exists());
    }

    #[test]
    fn a_newer_format_file_is_never_replaced_or_moved_aside() {
        let dir = TempDir::new("store-newer");
        let store = SessionStore::new(dir.path());
        let newer = b"{\"format_version\": 999, \"kind\": \"politburo-session\", \"session\": {}}";
        fs::write(store.autosave_path(), newer).unwrap();
        for _ in 0..3 {
            let err = store.autosave(&turn(5)).unwrap_err();
            assert!(
                matches!(err, StoreError::WouldReplaceNewer { found: 999, .. }),
                "{err}"
            );
            assert!(err.to_string().contains("not replaced"), "{err}");
        }
        assert_eq!(fs::read(store.autosave_path()).unwrap(), newer);
        let names: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names,
            ["autosave.json"],
            "nothing renamed, no temporary file left"
        );
        let saved = store.save_path("newer").unwrap();
        fs::create_dir_all(saved.parent().unwrap()).unwrap();
        fs::write(&saved, newer).unwrap();
        assert!(matches!(
            store.save_as("newer", &turn(5)),
            Err(StoreError::WouldReplaceNewer { .. })
        ));
        assert_eq!(fs::read(&saved).unwrap(), newer);
    }

    #[test]
    fn data_dir_override_and_platform_default() {
        assert_eq!(
            data_dir_from(Some(OsString::from("/tmp/pb"))).unwrap(),
            PathBuf::from("/tmp/pb")
        );
        // Empty means unset: the platform folder, which ends in "politburo"
        // wherever a home directory exists.
        if let Ok(d) = data_dir_from(Some(OsString::new())) {
            assert!(d.to_string_lossy().contains("politburo"), "{}", d.display());
        }
    }

    /// Run only as a child of the next test, with the variable set there
    /// (setting variables in this process would race the other tests).
    #[test]
    #[ignore = "run by politburo_data_dir_is_read_from_the_environment"]
    fn child_data_dir_follows_env() {
        let want = std::env::var_os(DATA_DIR_ENV).unwrap();
        assert_eq!(data_dir().unwrap(), PathBuf::from(want));
        assert_eq!(
            SessionStore::open_default().unwrap().dir(),
            Path::new("/x/pb-data")
        );
    }

    #[test]
    fn politburo_data_dir_is_read_from_the_environment() {
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "--exact",
                "session::store::tests::child_data_dir_follows_env",
                "--ignored",
                "--test-threads=1",
            ])
            .env(DATA_DIR_ENV, "/x/pb-data")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(stdout.contains("1 passed"), "{stdout}");
    }
}
