//! Named saves: save as, open, list, rename, delete to the trash and back,
//! export and import.

use super::*;

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
pub(super) fn exists_exact(dir: &Path, name: &str) -> bool {
    fs::read_dir(dir).is_ok_and(|entries| {
        entries
            .filter_map(Result::ok)
            .any(|e| e.file_name().to_string_lossy() == name)
    })
}

/// Moves a file, the journal beside it (its steps since its snapshot:
/// the game is the two together) and its backups `.1 … .backups` to a
/// new path.
pub(super) fn move_with_backups(from: &Path, to: &Path, backups: usize) -> Result<(), StoreError> {
    if let Some(dir) = to.parent() {
        fsio::create_dir_all(dir).map_err(|e| StoreError::io("create the folder", e, dir))?;
    }
    fsio::rename(from, to).map_err(|e| StoreError::io("move the save", e, from))?;
    let journal = super::journal_path_of(from);
    let stale = super::journal_path_of(to);
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
pub(super) fn list_json_files<T: SessionFormat>(dir: &Path) -> Result<Vec<SaveEntry>, StoreError> {
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

impl SessionStore {
    /// Saves under a name (replacing a save of that name, whose earlier
    /// version becomes backup `.1`).
    pub fn save_as<T: SessionFormat>(
        &self,
        name: &str,
        session: &T,
    ) -> Result<SaveReport, StoreError> {
        let path = self.save_path(name)?;
        // The saves' folder exists before its file can be locked.
        let dir = self.saves_dir();
        fsio::create_dir_all(&dir).map_err(|e| StoreError::io("create the folder", e, &dir))?;
        let _lock = super::lock_file(&path)?;
        save_file(&path, session, self.backups)
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
        // One writer per file: never while `rcw play` plays either name.
        let _locks = (super::lock_file(&from)?, super::lock_file(&to)?);
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
        // One writer per file: never while `rcw play` plays it.
        let _lock = super::lock_file(&from)?;
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
        let _lock = super::lock_file(&to)?;
        move_with_backups(&deleted.trash_path, &to, self.backups)?;
        Ok(to)
    }

    /// Removes the trash folder for good.
    pub fn empty_trash(&self) -> Result<(), StoreError> {
        let trash = self.trash_dir();
        match fsio::remove_dir_all(&trash) {
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
}
