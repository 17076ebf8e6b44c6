//! Reading a session file: at most the size politburo opens, its header
//! alone, or the whole file decoded.

use super::*;

/// Reads a whole file, refusing anything larger than a session could be.
pub(super) fn read_limited(path: &Path) -> Result<Vec<u8>, StoreError> {
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
