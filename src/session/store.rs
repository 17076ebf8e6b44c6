//! The session files on disk: autosave with rotating backups, named saves,
//! trash, import/export, and recovery when a file does not load.
//!
//! Layout under the data folder ([`data_dir`]):
//! ```text
//! autosave.json              the running game, written after every change
//! autosave.json.1 … .5       the five versions before it (.1 newest)
//! autosave.broken-1.json     an autosave that did not load, kept when overwritten
//! saves/<name>.json          named saves (each with its own .1 … .5 backups)
//! trash/<name>.json          deleted saves, until the trash is emptied
//! ```
//! Rules kept everywhere: loading never writes; every write is atomic (see
//! [`super::atomic`]); a file that does not load is never overwritten but
//! moved aside first; names can only ever point inside the saves folder.

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

/// Reads a whole file, refusing anything larger than a session could be.
fn read_limited(path: &Path) -> Result<Vec<u8>, StoreError> {
    read_at_most(path, MAX_FILE_BYTES)
}

/// Reads a whole file of at most `limit` bytes; a larger one (or one that
/// grows while read, or never ends) is refused, never read whole.
pub(crate) fn read_at_most(path: &Path, limit: u64) -> Result<Vec<u8>, StoreError> {
    let file = fs::File::open(path).map_err(|e| StoreError::io("open", e, path))?;
    let size = file
        .metadata()
        .map_err(|e| StoreError::io("read", e, path))?
        .len();
    if size > limit {
        return Err(StoreError::TooLarge {
            size,
            limit,
            path: path.to_path_buf(),
        });
    }
    let mut bytes = Vec::new();
    file.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| StoreError::io("read", e, path))?;
    if bytes.len() as u64 > limit {
        return Err(StoreError::TooLarge {
            size: bytes.len() as u64,
            limit,
            path: path.to_path_buf(),
        });
    }
    Ok(bytes)
}

/// Loads a session file from any path. Never writes anything.
pub fn load_file<T: SessionFormat>(path: &Path) -> Result<Loaded<T>, StoreError> {
    decode_bytes(&read_limited(path)?, path)
}

/// [`load_file`], with the fingerprint of the bytes read (to remember the
/// file as sound once it has replayed).
pub(crate) fn load_file_printed<T: SessionFormat>(
    path: &Path,
) -> Result<(Loaded<T>, Fingerprint), StoreError> {
    let bytes = read_limited(path)?;
    Ok((decode_bytes(&bytes, path)?, Fingerprint::of(&bytes)))
}

/// Checks a file's envelope and version only (cheap: the session is not
/// built, so a misfit inside the session is not caught here).
pub fn check_header<T: SessionFormat>(path: &Path) -> Result<Header, StoreError> {
    let bytes = read_limited(path)?;
    let header = read_header(text_of(&bytes, path)?, path)?;
    let supported = format_version::<T>();
    if header.format_version > supported {
        return Err(StoreError::TooNew {
            found: header.format_version,
            supported,
            path: path.to_path_buf(),
        });
    }
    Ok(header)
}

/// A previous file that did not load and was moved aside by a save.
#[derive(Debug)]
pub struct MovedAside {
    pub to: PathBuf,
    /// Why it did not load.
    pub reason: StoreError,
}

impl std::fmt::Display for MovedAside {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the previous file did not load ({}), so it was kept under a new name: {}",
            self.reason,
            self.to.display()
        )
    }
}

/// What a save did.
#[derive(Debug)]
pub struct SaveReport {
    pub path: PathBuf,
    /// Set when the file being replaced did not load: tell the player.
    pub moved_aside: Option<MovedAside>,
    /// The journal beside the file replaced did not come back whole: kept
    /// here, and why (tell the player).
    pub journal_kept: Option<(PathBuf, String)>,
}

/// A save with its new bytes on disk beside the target, not yet in place.
/// Dropping it is a crash between the two steps.
pub(crate) struct PreparedSave {
    pending: PendingWrite,
    path: PathBuf,
    /// The new bytes' fingerprint: once in place, the file is known sound.
    print: Fingerprint,
}

pub(crate) fn prepare_save<T: SessionFormat>(
    path: &Path,
    session: &T,
) -> Result<PreparedSave, StoreError> {
    prepare_marked(path, session, None)
}

/// [`prepare_save`] for an autosave snapshot that `journal` continues.
pub(crate) fn prepare_marked<T: SessionFormat>(
    path: &Path,
    session: &T,
    journal: Option<&super::format::JournalMark>,
) -> Result<PreparedSave, StoreError> {
    let stamp = super::timestamp::now();
    let text = super::format::encode_marked(session, Some(stamp), journal, path)?;
    Ok(PreparedSave {
        pending: atomic::prepare(path, text.as_bytes())?,
        path: path.to_path_buf(),
        print: Fingerprint::of(text.as_bytes()),
    })
}

impl PreparedSave {
    pub(crate) fn commit<T: SessionFormat>(self, backups: usize) -> Result<SaveReport, StoreError> {
        self.commit_checked::<T>(backups, true)
    }

    /// Puts the file in place over one this process wrote itself (the
    /// autosave writer's own snapshots), without reading it first.
    pub(crate) fn commit_own(self, backups: usize) -> Result<SaveReport, StoreError> {
        self.pending.commit(backups)?;
        known::remember(&self.path, self.print);
        Ok(SaveReport {
            path: self.path,
            moved_aside: None,
            journal_kept: None,
        })
    }

    /// `verify`: also check that the file being replaced is sound (replays);
    /// the autosave writer skips that for a file it wrote itself.
    pub(crate) fn commit_checked<T: SessionFormat>(
        self,
        backups: usize,
        verify: bool,
    ) -> Result<SaveReport, StoreError> {
        // The steps of a journal beside the file go into it first, so the
        // backup it becomes holds them (a damaged journal is kept aside).
        let settled = match T::settle(&self.path, backups) {
            Ok(s) => s,
            Err(e) => {
                let _ = fs::remove_file(self.pending.temp_path());
                return Err(e);
            }
        };
        // Bytes this process wrote or replayed itself are sound as they
        // are: no need to read and replay them again.
        let previous = if known::is_known(&self.path) {
            Ok(())
        } else {
            load_file::<T>(&self.path).and_then(|l| match verify {
                false => Ok(()),
                true => l.session.check().map_err(|msg| StoreError::DoesNotReplay {
                    msg,
                    path: self.path.clone(),
                }),
            })
        };
        let moved_aside = match previous {
            Ok(()) => None,
            Err(e) if e.is_missing() => None,
            // A newer politburo's file is not broken: it stays where it is.
            Err(StoreError::TooNew {
                found,
                supported,
                path,
            }) => {
                let _ = fs::remove_file(self.pending.temp_path());
                return Err(StoreError::WouldReplaceNewer {
                    found,
                    supported,
                    path,
                });
            }
            Err(reason) => match atomic::move_aside(&self.path) {
                Ok(to) => Some(MovedAside { to, reason }),
                Err(e) => {
                    let _ = fs::remove_file(self.pending.temp_path());
                    return Err(e);
                }
            },
        };
        self.pending.commit(backups)?;
        known::remember(&self.path, self.print);
        if settled.spent.is_some() {
            // Its lines are in the backup now; the new file does not
            // continue it.
            let _ = super::fsio::remove_file(&super::journal::journal_path_of(&self.path));
        }
        Ok(SaveReport {
            path: self.path,
            moved_aside,
            journal_kept: settled.kept_as,
        })
    }
}

/// Saves a session to any path atomically, keeping `backups` earlier
/// versions; a previous file that does not load is moved aside, not replaced.
pub fn save_file<T: SessionFormat>(
    path: &Path,
    session: &T,
    backups: usize,
) -> Result<SaveReport, StoreError> {
    prepare_save(path, session)?.commit::<T>(backups)
}

/// Writes Markdown text (a game report) atomically to a chosen path.
pub fn write_markdown(path: &Path, text: &str) -> Result<(), StoreError> {
    atomic::write_atomic(path, text.as_bytes(), 0)
}

/// One file that could stand in for a session file: the file itself or
/// one of its backups, and whether it loads.
#[derive(Debug)]
pub struct Candidate {
    pub path: PathBuf,
    /// 0 for the file itself, k for backup `.k` (higher is older).
    pub generation: usize,
    pub modified: Option<SystemTime>,
    pub status: Result<Header, StoreError>,
}

impl Candidate {
    pub fn loads(&self) -> bool {
        self.status.is_ok()
    }
}

/// The file and its backups that exist, newest first, each fully loaded to
/// say whether it works. Reads only.
pub fn candidates<T: SessionFormat>(path: &Path, backups: usize) -> Vec<Candidate> {
    (0..=backups)
        .map(|k| {
            if k == 0 {
                (k, path.to_path_buf())
            } else {
                (k, backup_path(path, k))
            }
        })
        .filter(|(_, p)| p.is_file())
        .map(|(generation, p)| Candidate {
            modified: fs::metadata(&p).and_then(|m| m.modified()).ok(),
            status: load_file::<T>(&p).map(|l| l.header),
            generation,
            path: p,
        })
        .collect()
}

/// The newest of the file and its backups that loads, with its path.
pub fn newest_loadable<T: SessionFormat>(
    path: &Path,
    backups: usize,
) -> Option<(PathBuf, Loaded<T>)> {
    (0..=backups)
        .map(|k| {
            if k == 0 {
                path.to_path_buf()
            } else {
                backup_path(path, k)
            }
        })
        .find_map(|p| load_file::<T>(&p).ok().map(|l| (p, l)))
}

/// One named save as listed.
#[derive(Debug)]
pub struct SaveEntry {
    pub name: String,
    pub path: PathBuf,
    pub modified: Option<SystemTime>,
    pub size: u64,
    /// Envelope and version checked (not the session inside).
    pub status: Result<Header, StoreError>,
}

impl SaveEntry {
    pub fn loads(&self) -> bool {
        self.status.is_ok()
    }
}

/// A deleted save, now in the trash; pass it to [`SessionStore::undelete`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deleted {
    pub name: SaveName,
    pub trash_path: PathBuf,
}

/// True if `dir` holds an entry named exactly `name` (case-sensitive even
/// where the file system is not, so a case-only rename is not mistaken for
/// a clash).
fn exists_exact(dir: &Path, name: &str) -> bool {
    fs::read_dir(dir).is_ok_and(|entries| {
        entries
            .filter_map(Result::ok)
            .any(|e| e.file_name().to_string_lossy() == name)
    })
}

/// Moves a file, the journal beside it (its steps since its snapshot:
/// the game is the two together) and its backups `.1 … .backups` to a
/// new path.
fn move_with_backups(from: &Path, to: &Path, backups: usize) -> Result<(), StoreError> {
    if let Some(dir) = to.parent() {
        fsio::create_dir_all(dir).map_err(|e| StoreError::io("create the folder", e, dir))?;
    }
    fsio::rename(from, to).map_err(|e| StoreError::io("move the save", e, from))?;
    let journal = super::journal::journal_path_of(from);
    let stale = super::journal::journal_path_of(to);
    if fs::symlink_metadata(&stale).is_ok() {
        // A journal left under the new name belongs to no file: kept
        // aside, not written over nor read as this file's.
        atomic::move_aside(&stale)?;
    }
    if fs::symlink_metadata(&journal).is_ok() {
        fsio::rename(&journal, &stale)
            .map_err(|e| StoreError::io("move the save's journal", e, &journal))?;
    }
    for k in 1..=backups {
        let b = backup_path(from, k);
        if b.is_file() {
            let dest = backup_path(to, k);
            fsio::rename(&b, &dest).map_err(|e| StoreError::io("move a backup", e, &b))?;
        }
    }
    Ok(())
}

/// The `*.json` files directly in `dir` (not backups, not hidden temp
/// files), sorted by name ignoring case, each checked for its envelope.
fn list_json_files<T: SessionFormat>(dir: &Path) -> Result<Vec<SaveEntry>, StoreError> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(StoreError::io("list the folder", e, dir)),
    };
    let mut saves: Vec<SaveEntry> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let file_name = e.file_name().to_string_lossy().into_owned();
            let name = file_name.strip_suffix(".json")?.to_string();
            if name.is_empty() || file_name.starts_with('.') {
                return None;
            }
            let path = e.path();
            // Follows links, unlike the entry's own metadata.
            let meta = fs::metadata(&path).ok().filter(fs::Metadata::is_file)?;
            Some(SaveEntry {
                name,
                modified: meta.modified().ok(),
                size: meta.len(),
                status: check_header::<T>(&path),
                path,
            })
        })
        .collect();
    saves.sort_by(|a, b| {
        a.name
            .to_lowercase()
            .cmp(&b.name.to_lowercase())
            .then_with(|| a.name.cmp(&b.name))
    });
    Ok(saves)
}

/// The session files under one data folder.
/// This window's claim on a data folder (see [`SessionStore::lock`]);
/// released when dropped.
#[derive(Debug)]
pub struct FolderLock {
    _file: fs::File,
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
        fs::create_dir_all(&self.dir).map_err(io("create the data folder", &self.dir))?;
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
        let file = fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(io("open the lock file", &path))?;
        match file.try_lock() {
            Ok(()) => Ok(FolderLock { _file: file }),
            Err(fs::TryLockError::WouldBlock) => Err(StoreError::InUse {
                path: self.dir.clone(),
            }),
            Err(fs::TryLockError::Error(e)) => Err(io("lock the data folder", &path)(e)),
        }
    }

    /// Writes and removes a small file in the data folder: whether saves
    /// can be written at all.
    pub fn check_writable(&self) -> Result<(), StoreError> {
        let path = self.dir.join(".write-check");
        atomic::write_atomic(&path, b"politburo\n", 0)?;
        fs::remove_file(&path).map_err(|source| StoreError::Io {
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

    /// Loads the autosave; [`StoreError::is_missing`] when there is none yet.
    pub fn load_autosave<T: SessionFormat>(&self) -> Result<Loaded<T>, StoreError> {
        load_file(&self.autosave_path())
    }

    /// The autosave and its backups, newest first, with whether each loads.
    pub fn autosave_candidates<T: SessionFormat>(&self) -> Vec<Candidate> {
        candidates::<T>(&self.autosave_path(), self.backups)
    }

    /// The newest of the autosave and its backups that loads: what to offer
    /// when the autosave itself is broken.
    pub fn newest_loadable_autosave<T: SessionFormat>(&self) -> Option<(PathBuf, Loaded<T>)> {
        newest_loadable(&self.autosave_path(), self.backups)
    }

    /// Saves under a name (replacing a save of that name, whose earlier
    /// version becomes backup `.1`).
    pub fn save_as<T: SessionFormat>(
        &self,
        name: &str,
        session: &T,
    ) -> Result<SaveReport, StoreError> {
        save_file(&self.save_path(name)?, session, self.backups)
    }

    pub fn load_save<T: SessionFormat>(&self, name: &str) -> Result<Loaded<T>, StoreError> {
        load_file(&self.save_path(name)?)
    }

    /// A named save and its backups, newest first, with whether each loads.
    pub fn save_candidates<T: SessionFormat>(
        &self,
        name: &str,
    ) -> Result<Vec<Candidate>, StoreError> {
        Ok(candidates::<T>(&self.save_path(name)?, self.backups))
    }

    /// The named saves, sorted by name (ignoring case). Each file is read
    /// for its envelope only. No saves folder yet means no saves.
    pub fn list_saves<T: SessionFormat>(&self) -> Result<Vec<SaveEntry>, StoreError> {
        list_json_files::<T>(&self.saves_dir())
    }

    /// The deleted saves in the trash, as [`Self::list_saves`] lists saves.
    /// A name may carry a `~<n>` suffix when the same name was deleted
    /// more than once; to restore one, build a [`Deleted`] from its path.
    pub fn list_trash<T: SessionFormat>(&self) -> Result<Vec<SaveEntry>, StoreError> {
        list_json_files::<T>(&self.trash_dir())
    }

    /// Renames a save (and its backups). Refuses to replace another save.
    pub fn rename_save(&self, from: &str, to: &str) -> Result<PathBuf, StoreError> {
        let from = self.save_path(from)?;
        let to_name = SaveName::parse(to)?;
        let to = self.saves_dir().join(to_name.file_name());
        if !from.is_file() {
            return Err(StoreError::Missing { path: from });
        }
        if from == to {
            return Ok(to);
        }
        if exists_exact(&self.saves_dir(), &to_name.file_name()) {
            return Err(StoreError::AlreadyExists { path: to });
        }
        move_with_backups(&from, &to, self.backups)?;
        Ok(to)
    }

    /// Deletes a save by moving it (and its backups) to the trash folder;
    /// [`Self::undelete`] brings it back until [`Self::empty_trash`].
    pub fn delete_save(&self, name: &str) -> Result<Deleted, StoreError> {
        let name = SaveName::parse(name)?;
        let from = self.saves_dir().join(name.file_name());
        if !from.is_file() {
            return Err(StoreError::Missing { path: from });
        }
        let trash = self.trash_dir();
        let mut n = 1usize;
        let trash_path = loop {
            let file = if n == 1 {
                name.file_name()
            } else {
                format!("{}~{n}.json", name.as_str())
            };
            let candidate = trash.join(file);
            if !candidate.exists() {
                break candidate;
            }
            n += 1;
        };
        move_with_backups(&from, &trash_path, self.backups)?;
        Ok(Deleted { name, trash_path })
    }

    /// Puts a deleted save back under its name; refuses if that name has
    /// been used again meanwhile.
    pub fn undelete(&self, deleted: &Deleted) -> Result<PathBuf, StoreError> {
        let to = self.saves_dir().join(deleted.name.file_name());
        // Any save the name resolves to (a file system that folds case
        // finds "x.json" for "X.json"): never written over.
        if to.exists() || exists_exact(&self.saves_dir(), &deleted.name.file_name()) {
            return Err(StoreError::AlreadyExists { path: to });
        }
        if !deleted.trash_path.is_file() {
            return Err(StoreError::Missing {
                path: deleted.trash_path.clone(),
            });
        }
        move_with_backups(&deleted.trash_path, &to, self.backups)?;
        Ok(to)
    }

    /// Removes the trash folder for good.
    pub fn empty_trash(&self) -> Result<(), StoreError> {
        let trash = self.trash_dir();
        match fs::remove_dir_all(&trash) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(StoreError::io("empty the trash", e, &trash))
            }
            _ => Ok(()),
        }
    }

    /// Copies a named save, byte for byte, to a path the player chose.
    pub fn export_save(&self, name: &str, to: &Path) -> Result<(), StoreError> {
        let bytes = read_limited(&self.save_path(name)?)?;
        atomic::write_atomic(to, &bytes, 0)
    }

    /// Copies a session file from anywhere into the saves folder, after
    /// checking that it loads (older formats are fine: they are upgraded
    /// when loaded). The name is `name`, or else the file's own name.
    /// Refuses to replace an existing save.
    pub fn import_save<T: SessionFormat>(
        &self,
        from: &Path,
        name: Option<&str>,
    ) -> Result<SaveName, StoreError> {
        let bytes = read_limited(from)?;
        decode_bytes::<T>(&bytes, from)?;
        let fallback = from
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let name = SaveName::parse(name.unwrap_or(&fallback))?;
        let to = self.saves_dir().join(name.file_name());
        // Any save the name resolves to (a file system that folds case
        // finds "x.json" for "X.json"): never written over.
        if to.exists() || exists_exact(&self.saves_dir(), &name.file_name()) {
            return Err(StoreError::AlreadyExists { path: to });
        }
        atomic::write_atomic(&to, &bytes, 0)?;
        Ok(name)
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
