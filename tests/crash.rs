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
