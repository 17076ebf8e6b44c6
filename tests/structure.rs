#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The rules read at one sitting: no function in `src/rcw` (tests aside)
//! is longer than 80 lines, so each fits on a screen.

use std::path::{Path, PathBuf};

const MOST_LINES: usize = 80;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("tests.rs") {
            out.push(p);
        }
    }
}

/// (name, lines) of every function in `text` (as rustfmt lays it out: a
/// function ends at the first `}` at its own indent), tests left out.
fn functions(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let end = lines
        .windows(2)
        .position(|w| w[0].trim() == "#[cfg(test)]" && w[1].contains("mod tests"))
        .unwrap_or(lines.len());
    let mut out = Vec::new();
    let mut i = 0;
    while i < end {
        let l = lines[i];
        let indent = l.len() - l.trim_start().len();
        let t = l.trim_start();
        let t = t
            .strip_prefix("pub(crate) ")
            .or_else(|| t.strip_prefix("pub(super) "))
            .or_else(|| t.strip_prefix("pub(in crate::rcw) "))
            .or_else(|| t.strip_prefix("pub "))
            .unwrap_or(t);
        let t = t.strip_prefix("const ").unwrap_or(t);
        if let Some(rest) = t.strip_prefix("fn ") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let close = format!("{}}}", " ".repeat(indent));
            let mut j = i + 1;
            while j < end && !lines[j].starts_with(&close) {
                j += 1;
            }
            out.push((name, j - i + 1));
            i = j;
        }
        i += 1;
    }
    out
}

#[test]
fn no_rules_function_is_longer_than_a_screen() {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rcw"),
        &mut files,
    );
    assert!(files.len() > 20, "{files:?}");
    let mut long = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for (name, n) in functions(&text) {
            if n > MOST_LINES {
                long.push(format!("{} {name}: {n} lines", f.display()));
            }
        }
    }
    assert!(
        long.is_empty(),
        "longer than {MOST_LINES} lines:\n{}",
        long.join("\n")
    );
}

#[test]
fn the_counter_sees_a_long_function() {
    let body = "    let x = 1;\n".repeat(90);
    let text = format!("fn short() {{\n}}\n\npub(super) fn long() {{\n{body}}}\n");
    assert_eq!(
        functions(&text),
        vec![("short".to_string(), 2), ("long".to_string(), 92)]
    );
}

/// The house's arrows run down: the rules (`src/rcw`) and the session
/// store (`src/session`) never reach up to the window, the command line
/// or the crash report (which reads the session, not the other way).
#[test]
fn the_rules_and_the_store_never_reach_up() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root.join("rcw"), &mut files);
    rust_files(&root.join("session"), &mut files);
    assert!(files.len() > 40, "{files:?}");
    let mut up = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for (i, line) in text.lines().enumerate() {
            for above in ["crate::ui", "crate::cli", "crate::crash"] {
                if line.contains(above) {
                    up.push(format!("{}:{}: {above}", f.display(), i + 1));
                }
            }
        }
    }
    assert!(up.is_empty(), "arrows up:\n{}", up.join("\n"));
}
