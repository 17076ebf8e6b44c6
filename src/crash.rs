//! Crash reports: why a window closed, kept for the player to attach to a
//! bug report.
//!
//! A panic on any thread (the UI's, the autosave writer's, the planner's)
//! writes `crashes/crash-<time>-<n>.txt` in the data folder before the process
//! dies: the version, the platform, the thread, the panic message and
//! place, a backtrace and the last log lines the app showed. The next
//! start lists the reports not yet shown ([`unseen`]) and offers to show
//! them; [`mark_seen`] keeps them but stops the offer.
//!
//! A process killed from outside (SIGKILL, a power cut) runs no code, so
//! nothing can be written then; the autosave journal is what keeps the
//! game in that case.

use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

/// How many of the last log lines a report carries.
pub const LOG_LINES: usize = crate::RECENT_NOTES;

/// The folder (inside the data folder) that holds the reports.
pub const FOLDER: &str = "crashes";

/// Where reports go: set once the data folder is known (by [`install`]).
static TARGET: Mutex<Option<PathBuf>> = Mutex::new(None);

/// Remembers a log line for a crash report (only the last [`LOG_LINES`]).
pub fn remember(line: &str) {
    crate::remember_note(line.to_string());
}

/// The report this process wrote: a panic on one thread that stops
/// another (a writer thread's panic seen by the window's) is one crash,
/// one report; a later panic is added to it.
static WRITTEN: Mutex<Option<PathBuf>> = Mutex::new(None);

/// Installs the panic hook. Reports go to the data folder's `crashes/`;
/// with no data folder the panic is printed as before and nothing is
/// written.
pub fn install() {
    if let Ok(dir) = crate::session::store::data_dir() {
        install_in(&dir);
    }
}

/// Installs the panic hook with reports under `data_dir/crashes`.
pub fn install_in(data_dir: &Path) {
    if let Ok(mut t) = TARGET.lock() {
        *t = Some(data_dir.join(FOLDER));
    }
    let before = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        // The player's terminal (if any) still gets the usual message.
        before(info);
        let message = match info.payload().downcast_ref::<&str>() {
            Some(s) => (*s).to_string(),
            None => info
                .payload()
                .downcast_ref::<String>()
                .cloned()
                .unwrap_or_else(|| "(no message)".to_string()),
        };
        let place = info
            .location()
            .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()))
            .unwrap_or_else(|| "(unknown place)".to_string());
        let folder = TARGET.lock().ok().and_then(|t| t.clone());
        let Some(folder) = folder else {
            return;
        };
        let mut written = WRITTEN.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(path) = written.as_ref() {
            match add_to_report(path, &later_panic_text(&message, &place)) {
                Ok(()) => crate::note(format_args!(
                    "another panic, added to the crash report {}",
                    path.display()
                )),
                Err(e) => crate::note(format_args!("could not add to the crash report: {e}")),
            }
            return;
        }
        let report = report_text(&message, &place);
        match write_report(&folder, &report) {
            Ok(path) => {
                crate::note(format_args!("a crash report is in {}", path.display()));
                *written = Some(path);
            }
            Err(e) => crate::note(format_args!("could not write a crash report: {e}")),
        }
    }));
}

/// The report's text.
fn report_text(message: &str, place: &str) -> String {
    let thread = std::thread::current()
        .name()
        .unwrap_or("(unnamed thread)")
        .to_string();
    let backtrace = std::backtrace::Backtrace::force_capture();
    let log = crate::recent_notes();
    format!(
        "politburo {version} crash report\n\
         time: {time}\n\
         platform: {os} {arch}\n\
         thread: {thread}\n\
         panic: {message}\n\
         at: {place}\n\n\
         last {n} log lines (oldest first):\n{log}\n\n\
         backtrace:\n{backtrace}\n",
        version = env!("CARGO_PKG_VERSION"),
        time = crate::session::timestamp::rfc3339_utc(std::time::SystemTime::now()),
        os = std::env::consts::OS,
        arch = std::env::consts::ARCH,
        n = log.len(),
        log = if log.is_empty() {
            "  (none)".to_string()
        } else {
            log.iter()
                .map(|l| format!("  {l}"))
                .collect::<Vec<_>>()
                .join("\n")
        },
    )
}

/// A panic after the first of this process: its thread, message and place.
fn later_panic_text(message: &str, place: &str) -> String {
    let thread = std::thread::current()
        .name()
        .unwrap_or("(unnamed thread)")
        .to_string();
    format!("\nanother panic after it, on thread {thread}: {message}\nat: {place}\n")
}

/// Adds `text` at the end of the report at `path`.
fn add_to_report(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new().append(true).open(path)?;
    f.write_all(text.as_bytes())?;
    f.sync_all()
}

/// Writes a report under `folder` with a name no other report has.
fn write_report(folder: &Path, text: &str) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(folder)?;
    let stamp = jiff::Timestamp::now()
        .strftime("%Y%m%dT%H%M%SZ")
        .to_string();
    for n in 0..1000 {
        // Numbered from 000 so names sort in the order they were written.
        let path = folder.join(format!("crash-{stamp}-{n:03}.txt"));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut f) => {
                use std::io::Write;
                f.write_all(text.as_bytes())?;
                f.sync_all()?;
                return Ok(path);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other(
        "too many crash reports with one time",
    ))
}

/// The marker of a window running on a data folder (`crashes/running`):
/// written at start, removed when the window closes (or a signal ends the
/// process in order). Found at the next start, it says the window before
/// ended without closing — killed, the power cut, or a fatal signal that
/// left no time for a report.
const RUNNING: &str = "running";

/// Where this process's running marker is, to remove it at any orderly end.
static RUNNING_AT: Mutex<Option<PathBuf>> = Mutex::new(None);

/// Removes the running marker on drop (the window closed in order).
pub struct RunningMark(PathBuf);

impl Drop for RunningMark {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// What the marker an earlier window left says: when it started, when
/// that window ended without closing (none when it closed in order).
pub fn ended_unexpectedly(data_dir: &Path) -> Option<String> {
    let text = std::fs::read_to_string(data_dir.join(FOLDER).join(RUNNING)).ok()?;
    let started = text.lines().next().unwrap_or_default().trim().to_string();
    Some(if started.is_empty() {
        "at an unknown time".to_string()
    } else {
        let when = crate::session::timestamp::read(&started)
            .map_or(started, crate::session::timestamp::local_text);
        format!("started {when}")
    })
}

/// Writes this window's running marker (replacing an earlier one, already
/// read by [`ended_unexpectedly`]).
pub fn mark_running(data_dir: &Path) -> Option<RunningMark> {
    let folder = data_dir.join(FOLDER);
    std::fs::create_dir_all(&folder).ok()?;
    let path = folder.join(RUNNING);
    let now = crate::session::timestamp::rfc3339_utc(std::time::SystemTime::now());
    std::fs::write(&path, format!("{now}\n{}\n", std::process::id())).ok()?;
    if let Ok(mut at) = RUNNING_AT.lock() {
        *at = Some(path.clone());
    }
    Some(RunningMark(path))
}

/// Removes the running marker before an orderly end that skips the drop
/// (SIGTERM, Ctrl+C in the terminal).
pub fn clear_running() {
    if let Some(p) = RUNNING_AT.lock().ok().and_then(|at| at.clone()) {
        let _ = std::fs::remove_file(p);
    }
}

/// A crash report on disk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrashReport {
    pub path: PathBuf,
    pub text: String,
}

/// The marker that says which reports were shown: a report newer than it
/// (by name) has not been.
const SEEN: &str = "seen";

/// Reports in `data_dir/crashes` not yet shown to the player, oldest first.
/// A report larger than 1 MiB is shown cut short.
pub fn unseen(data_dir: &Path) -> Vec<CrashReport> {
    let folder = data_dir.join(FOLDER);
    let seen = std::fs::read_to_string(folder.join(SEEN)).unwrap_or_default();
    let seen = seen.trim();
    let Ok(entries) = std::fs::read_dir(&folder) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .flatten()
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .filter(|n| n.starts_with("crash-") && n.ends_with(".txt"))
        .filter(|n| n.as_str() > seen)
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|n| {
            let path = folder.join(&n);
            let mut text = String::new();
            if let Ok(f) = std::fs::File::open(&path) {
                use std::io::Read;
                let _ = f.take(1 << 20).read_to_string(&mut text);
            }
            CrashReport { path, text }
        })
        .collect()
}

/// Stops offering the reports shown (they stay on disk).
pub fn mark_seen(data_dir: &Path, shown: &[CrashReport]) -> std::io::Result<()> {
    let Some(last) = shown
        .iter()
        .filter_map(|r| r.path.file_name().and_then(|n| n.to_str()))
        .max()
    else {
        return Ok(());
    };
    let folder = data_dir.join(FOLDER);
    std::fs::create_dir_all(&folder)?;
    std::fs::write(folder.join(SEEN), last)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_names_the_panic_and_keeps_the_last_log_lines() {
        for i in 0..(LOG_LINES + 5) {
            remember(&format!("line {i}"));
        }
        let text = report_text("boom", "src/x.rs:1:2");
        assert!(text.contains("panic: boom"), "{text}");
        assert!(text.contains("at: src/x.rs:1:2"), "{text}");
        assert!(text.contains(env!("CARGO_PKG_VERSION")), "{text}");
        assert!(text.contains(&format!("line {}", LOG_LINES + 4)), "{text}");
        assert!(!text.contains("  line 4\n"), "{text}");
        assert!(text.contains("backtrace:"), "{text}");
    }

    #[test]
    fn a_window_that_did_not_close_is_said_at_the_next_start() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(ended_unexpectedly(dir.path()), None);
        {
            let _m = mark_running(dir.path()).unwrap();
            assert!(
                ended_unexpectedly(dir.path()).is_some(),
                "seen while it runs"
            );
        }
        assert_eq!(ended_unexpectedly(dir.path()), None, "closed in order");
        let m = mark_running(dir.path()).unwrap();
        std::mem::forget(m); // as a kill leaves it
        let said = ended_unexpectedly(dir.path()).unwrap();
        assert!(said.starts_with("started "), "{said}");
    }

    #[test]
    fn reports_are_offered_until_seen() {
        let dir = tempfile::tempdir().unwrap();
        assert!(unseen(dir.path()).is_empty());
        let folder = dir.path().join(FOLDER);
        let first = write_report(&folder, "one").unwrap();
        let second = write_report(&folder, "two").unwrap();
        assert_ne!(first, second);
        let found = unseen(dir.path());
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].text, "one");
        mark_seen(dir.path(), &found).unwrap();
        assert!(unseen(dir.path()).is_empty());
        assert!(first.exists() && second.exists());
    }
}
