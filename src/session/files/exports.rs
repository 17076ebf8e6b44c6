//! Files out of and into the data folder: exports (Markdown reports and
//! session files, in [`SessionStore::exports_dir`]) and the import of a
//! session file into the saves.

use super::*;

/// The name an export of `title` starts from: the title (letters, digits
/// and dashes kept, at most 60 characters) and the time (UTC).
fn export_base(title: &str, now: std::time::SystemTime) -> String {
    let stem: String = title
        .trim()
        .chars()
        .take(60)
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let when = crate::session::timestamp::rfc3339_utc(now).replace(':', "-");
    format!("{stem}-{when}")
}

/// Writes an export of `title` into `dir` under a name no file has: the
/// title, the time (UTC) and, if that is taken too, a number. An export
/// never replaces an earlier one, even one another window writes in the
/// same second.
pub fn write_export(
    dir: &Path,
    title: &str,
    ext: &str,
    now: std::time::SystemTime,
    bytes: &[u8],
) -> Result<PathBuf, StoreError> {
    crate::session::atomic::write_new(dir, &export_base(title, now), ext, bytes)
}

/// Writes text (a report, the settings) atomically, creating folders.
pub fn write_text(path: &Path, text: &str) -> Result<(), StoreError> {
    write_markdown(path, text)
}

/// Writes a game report into the store's exports folder under a fresh
/// name; returns where.
pub fn export_report(store: &SessionStore, title: &str, text: &str) -> Result<PathBuf, StoreError> {
    write_export(
        &store.exports_dir(),
        title,
        "md",
        std::time::SystemTime::now(),
        text.as_bytes(),
    )
}

/// Writes the session into the store's exports folder under a fresh name;
/// returns where.
pub fn export_to_exports(
    store: &SessionStore,
    data: &SessionData,
    title: &str,
) -> Result<PathBuf, StoreError> {
    let now = std::time::SystemTime::now();
    let dir = store.exports_dir();
    let text =
        crate::session::format::encode(data, Some(crate::session::timestamp::at(now)), &dir)?;
    write_export(&dir, title, "json", now, text.as_bytes())
}

/// Writes the session to any path as a session file.
pub fn export_session(data: &SessionData, path: &Path) -> Result<(), StoreError> {
    save_file(path, data, 0).map(|_| ())
}

/// Copies a session file into the saves after checking that it replays,
/// under a name of its own: the file's name, or with " 2", " 3", … when
/// a save has that name already (never over it). A file with steps in a
/// journal beside it comes in with them. Returns the name.
pub fn import_session(store: &SessionStore, path: &Path) -> Result<String, StoreError> {
    let opened = crate::session::journal::open(path)?;
    let stem = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = stem
        .strip_suffix(".json")
        .unwrap_or(&stem)
        .trim()
        .to_string();
    let taken = |name: &str| store.save_path(name).is_ok_and(|p| p.exists());
    let mut name = stem.clone();
    let mut n = 2;
    while taken(&name) {
        name = format!("{stem} {n}");
        n += 1;
    }
    if opened.recovery.came_back == 0 {
        // Byte for byte: an older format stays as it was written.
        store.import_save::<SessionData>(path, Some(&name))
    } else {
        let to = store.save_path(&name)?;
        save_file(&to, opened.session.data(), store.backups())?;
        crate::session::names::SaveName::parse(&name)
    }
    .map(|n| n.to_string())
}
