#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A panic writes a crash report before the process dies, and the next
//! start offers it. The test runs itself again as a child process that
//! installs the app's panic hook and panics on a thread of its own.

use std::path::PathBuf;

#[test]
fn a_panic_in_a_child_process_leaves_a_report_the_next_start_offers() {
    if let Some(dir) = std::env::var_os("POLITBURO_CRASH_CHILD") {
        politburo::crash::install_in(&PathBuf::from(dir));
        politburo::crash::remember("C rolled 6: attack the Czar's owner");
        let worker = std::thread::Builder::new()
            .name("politburo-test-worker".to_string())
            .spawn(|| {
                let v: Vec<u8> = Vec::new();
                // A bug on purpose: the hook must report it.
                #[allow(clippy::indexing_slicing)]
                let x = v[3];
                x
            })
            .unwrap();
        let _ = worker.join();
        std::process::exit(3);
    }
    let dir = tempfile::tempdir().unwrap();
    let status = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "a_panic_in_a_child_process_leaves_a_report_the_next_start_offers",
            "--nocapture",
        ])
        .env("POLITBURO_CRASH_CHILD", dir.path())
        .status()
        .unwrap();
    assert_eq!(status.code(), Some(3), "the child ran to its end");
    let reports = politburo::crash::unseen(dir.path());
    assert_eq!(reports.len(), 1, "{reports:?}");
    let text = &reports[0].text;
    assert!(text.contains("thread: politburo-test-worker"), "{text}");
    assert!(text.contains("index out of bounds"), "{text}");
    assert!(text.contains("tests/crash.rs"), "{text}");
    assert!(
        text.contains("C rolled 6: attack the Czar's owner"),
        "{text}"
    );
    assert!(text.contains(env!("CARGO_PKG_VERSION")), "{text}");
    // The next start says so, once.
    let app = politburo::ui::App::sealed(Some(politburo::session::SessionStore::new(
        dir.path().to_path_buf(),
    )))
    .unwrap();
    assert_eq!(app.crash_reports().len(), 1);
    politburo::crash::mark_seen(dir.path(), &reports).unwrap();
    assert!(politburo::crash::unseen(dir.path()).is_empty());
    assert!(reports[0].path.exists(), "kept on disk");
}

/// A bug on purpose, by a name the report must show.
#[inline(never)]
fn deliberate_bug_for_the_report(v: &[u8]) -> u8 {
    #[allow(clippy::indexing_slicing)]
    v[3]
}

/// The shipped binary keeps what the release profile's `strip` keeps:
/// this test's own binary, stripped the same way (`strip = "debuginfo"`
/// is `strip --strip-debug`; `true` would be `--strip-all`), panics, and
/// its report names the function that did.
#[test]
fn a_report_from_a_binary_stripped_as_released_names_the_function() {
    if let Some(dir) = std::env::var_os("POLITBURO_STRIPPED_CHILD") {
        politburo::crash::install_in(&PathBuf::from(dir));
        let v = std::hint::black_box(Vec::new());
        std::process::exit(i32::from(deliberate_bug_for_the_report(&v)));
    }
    let manifest =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")).unwrap();
    let release = manifest.split("[profile.release]").nth(1).unwrap();
    let strip = release
        .lines()
        .take_while(|l| !l.starts_with('['))
        .find_map(|l| l.strip_prefix("strip = "))
        .unwrap_or("\"none\"")
        .trim();
    let flag = match strip {
        "\"debuginfo\"" => "--strip-debug",
        "\"none\"" | "false" => "",
        _ => "--strip-all",
    };
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("stripped");
    std::fs::copy(std::env::current_exe().unwrap(), &exe).unwrap();
    if !flag.is_empty() {
        let stripped = std::process::Command::new("strip")
            .arg(flag)
            .arg(&exe)
            .status();
        assert!(
            stripped.is_ok_and(|s| s.success()),
            "binutils' strip is needed to strip the test binary as the release profile does"
        );
    }
    let data = dir.path().join("data");
    let status = std::process::Command::new(&exe)
        .args([
            "--exact",
            "a_report_from_a_binary_stripped_as_released_names_the_function",
            "--nocapture",
        ])
        .env("POLITBURO_STRIPPED_CHILD", &data)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(!status.success());
    let reports = politburo::crash::unseen(&data);
    assert_eq!(reports.len(), 1, "{reports:?}");
    let text = &reports[0].text;
    assert!(
        text.contains("deliberate_bug_for_the_report"),
        "the backtrace names no function with strip = {strip}:\n{text}"
    );
}
