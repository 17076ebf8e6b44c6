#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Rooms that fit: no file in `src` longer than 700 lines before its
//! tests, no function longer than 100 lines (80 in the rules, `src/rcw`,
//! and the store, `src/session`), so each reads at one sitting; the
//! house's arrows run down, no files import each other round a circle,
//! no refusal is a bare string, and sealed types keep their fields
//! private.

use std::path::{Path, PathBuf};

/// The most lines of a function in the rules and the store.
const MOST_LINES: usize = 80;
/// The most lines of a function anywhere else in `src`.
const MOST_LINES_ELSEWHERE: usize = 100;
/// The most lines of a file before its tests.
const MOST_FILE_LINES: usize = 700;

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
        // `pub`, `pub(crate)`, `pub(in crate::rcw)` … then `const`.
        let t = match t.strip_prefix("pub") {
            Some(r) if r.starts_with('(') => r.split_once(") ").map_or(t, |(_, r)| r),
            Some(r) => r.strip_prefix(' ').unwrap_or(t),
            None => t,
        };
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

/// The lines of `text` before its test module (all of them when it has none).
fn lines_before_tests(text: &str) -> usize {
    let lines: Vec<&str> = text.lines().collect();
    lines
        .windows(2)
        .position(|w| w[0].trim() == "#[cfg(test)]" && w[1].contains("mod tests"))
        .unwrap_or(lines.len())
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_function_is_longer_than_a_screen() {
    let root = src();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(files.len() > 100, "{files:?}");
    let mut long = Vec::new();
    for f in files {
        let inner = f.starts_with(root.join("rcw")) || f.starts_with(root.join("session"));
        let most = if inner {
            MOST_LINES
        } else {
            MOST_LINES_ELSEWHERE
        };
        let text = std::fs::read_to_string(&f).unwrap();
        for (name, n) in functions(&text) {
            if n > most {
                long.push(format!(
                    "{} {name}: {n} lines (at most {most})",
                    f.display()
                ));
            }
        }
    }
    assert!(long.is_empty(), "too long:\n{}", long.join("\n"));
}

#[test]
fn no_file_is_longer_than_a_room() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let long: Vec<String> = files
        .iter()
        .map(|f| (f, lines_before_tests(&std::fs::read_to_string(f).unwrap())))
        .filter(|(_, n)| *n > MOST_FILE_LINES)
        .map(|(f, n)| format!("{} {n} lines", f.display()))
        .collect();
    assert!(
        long.is_empty(),
        "longer than {MOST_FILE_LINES} lines before their tests:\n{}",
        long.join("\n")
    );
}

/// Whether a line of code returns or keeps a refusal as a bare string.
fn refuses_with_a_string(line: &str) -> bool {
    let code = line.split("//").next().unwrap_or("");
    code.contains("Result<") && (code.contains(", String>") || code.contains(",String>"))
}

/// A refusal stays a typed error until the edge words it: no
/// `Result<_, String>` anywhere in `src`, tests included (a test matches
/// the variant, not the sentence).
#[test]
fn no_refusal_is_a_bare_string() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for (i, line) in text.lines().enumerate() {
            if refuses_with_a_string(line) {
                found.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "Result<_, String>:\n{}", found.join("\n"));
}

/// The types checked once where they are made, never changed after: a
/// `Chart` (made by `Draft::check`), the rules (`RcwRules::parse`), a
/// `Province` (changed on a board only by the board's operations, which
/// keep ids) and a `StackId` (given by the order of battle alone).
const SEALED: [(&str, &str); 4] = [
    ("rcw/chart.rs", "Chart"),
    ("rcw/rules/mod.rs", "RcwRules"),
    ("rcw/planner/board.rs", "Province"),
    ("rcw/planner/board.rs", "StackId"),
];

/// The fields of `pub struct name` in `text` that anyone may reach:
/// `pub` ones (not `pub(super)` or `pub(crate)`), a tuple struct's too.
fn open_fields(text: &str, name: &str) -> Option<Vec<String>> {
    let start = text.find(&format!("pub struct {name}"))?;
    let rest = &text[start..];
    let body = if let Some(tuple) = rest.strip_prefix(&format!("pub struct {name}(")) {
        &tuple[..tuple.find(')')?]
    } else {
        let open = rest.find('{')?;
        &rest[open + 1..rest.find("\n}")?]
    };
    Some(
        body.split([',', '\n'])
            .map(|f| f.trim())
            .filter(|f| f.starts_with("pub ") && !f.starts_with("//"))
            .map(str::to_string)
            .collect(),
    )
}

/// Sealed types keep their fields private: what they hold is read
/// through accessors, and a value is made only where it is checked.
#[test]
fn sealed_types_have_no_open_fields() {
    for (file, name) in SEALED {
        let text = std::fs::read_to_string(src().join(file)).unwrap();
        let open = open_fields(&text, name).unwrap_or_else(|| panic!("no {name} in {file}"));
        assert!(open.is_empty(), "{name} ({file}) has open fields: {open:?}");
    }
}

#[test]
fn the_field_reader_sees_open_fields() {
    let text = "pub struct A {\n    pub x: u8,\n    pub(super) y: u8,\n    z: u8,\n}\npub struct B(pub u32);\npub struct C(u32);\n";
    assert_eq!(open_fields(text, "A").unwrap(), ["pub x: u8"]);
    assert_eq!(open_fields(text, "B").unwrap(), ["pub u32"]);
    assert!(open_fields(text, "C").unwrap().is_empty());
    assert!(open_fields(text, "D").is_none());
}

#[test]
fn the_string_refusal_check_sees_one() {
    assert!(refuses_with_a_string(
        "fn read(l: &str) -> Result<Action, String> {"
    ));
    assert!(refuses_with_a_string(
        "    pub last: Option<Result<String, String>>,"
    ));
    assert!(!refuses_with_a_string(
        "fn read(l: &str) -> Result<Vec<String>, LineError> {"
    ));
    assert!(!refuses_with_a_string(
        "// Result<_, String> was the old way"
    ));
}

#[test]
fn the_file_counter_stops_at_the_tests() {
    let text = "fn a() {\n}\n\n#[cfg(test)]\nmod tests {\n    fn t() {}\n}\n";
    assert_eq!(lines_before_tests(text), 3);
    assert_eq!(lines_before_tests("fn a() {\n}\n"), 2);
}

#[test]
fn the_counter_sees_a_long_function() {
    let body = "    let x = 1;\n".repeat(90);
    let text = format!(
        "fn short() {{\n}}\n\npub(super) fn long() {{\n{body}}}\n\npub(in crate::ui) const fn c() {{\n}}\n"
    );
    assert_eq!(
        functions(&text),
        vec![
            ("short".to_string(), 2),
            ("long".to_string(), 92),
            ("c".to_string(), 2)
        ]
    );
}

/// The house's arrows run down: the rules (`src/rcw`) and the session
/// store (`src/session`) never reach up to the window, the command line
/// or the crash report (which reads the session, not the other way).
#[test]
fn the_rules_and_the_store_never_reach_up() {
    let root = src();
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

/// One door to a game on disk: the window, the terminal and the crash
/// notice open a game through the journal's `open` (or
/// `files::load_autosave`), never through a reader of the snapshot alone,
/// which would drop the steps its journal keeps.
#[test]
fn front_ends_open_games_through_the_journal() {
    let root = src();
    let mut files = Vec::new();
    rust_files(&root.join("ui"), &mut files);
    rust_files(&root.join("cli"), &mut files);
    files.push(root.join("crash.rs"));
    assert!(files.len() > 40, "{files:?}");
    let mut found = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for (i, line) in text.lines().enumerate() {
            if let Some(door) = snapshot_reader(line) {
                found.push(format!("{}:{}: {door}", f.display(), i + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "snapshot-only readers:\n{}",
        found.join("\n")
    );
}

/// Every change the session store makes to the disk goes through its one
/// seam (`session/fsio.rs`), where a test can fail or cut it: no file of
/// the store calls `std::fs` to create, write, rename, copy, link or
/// remove outside its tests.
#[test]
fn the_store_changes_the_disk_only_through_its_seam() {
    let root = src().join("session");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    files.retain(|f| !f.ends_with("fsio.rs"));
    assert!(files.len() > 30, "{files:?}");
    let mut found = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let body = lines_before_tests(&text);
        for (i, line) in text.lines().take(body).enumerate() {
            if let Some(call) = disk_change(line) {
                found.push(format!("{}:{}: {call}", f.display(), i + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "changes of the disk outside the seam:\n{}",
        found.join("\n")
    );
}

/// The `std::fs` call that changes the disk which `line` makes, if any.
fn disk_change(line: &str) -> Option<&'static str> {
    let code = line.split("//").next().unwrap_or("");
    [
        "fs::remove_file(",
        "fs::remove_dir(",
        "fs::remove_dir_all(",
        "fs::rename(",
        "fs::write(",
        "fs::create_dir(",
        "fs::create_dir_all(",
        "fs::copy(",
        "fs::hard_link(",
        "File::create(",
        "OpenOptions::new(",
    ]
    .into_iter()
    .find(|call| {
        code.match_indices(call).any(|(at, _)| {
            // `fsio::remove_file(` is the seam itself.
            !code[..at].ends_with("fsio::") && !code[..at].ends_with("fsio")
        })
    })
}

#[test]
fn the_seam_check_sees_a_change_of_the_disk() {
    assert_eq!(
        disk_change("        let _ = fs::remove_file(self.pending.temp_path());"),
        Some("fs::remove_file(")
    );
    assert_eq!(
        disk_change("    std::fs::OpenOptions::new().write(true)"),
        Some("OpenOptions::new(")
    );
    assert_eq!(disk_change("let _ = fsio::remove_file(&p);"), None);
    assert_eq!(disk_change("let m = fs::symlink_metadata(&p);"), None);
    assert_eq!(disk_change("// fs::rename(a, b) is the seam's"), None);
}

/// The reader of a snapshot alone that `line` calls, if any.
fn snapshot_reader(line: &str) -> Option<&'static str> {
    [
        "load_file",
        "newest_loadable",
        "load_save",
        "load_session",
        ".load_autosave",
    ]
    .into_iter()
    .find(|door| {
        line.match_indices(door).any(|(at, _)| {
            let after = &line[at + door.len()..];
            let before = line[..at].chars().next_back();
            (after.starts_with('(') || after.starts_with("::<"))
                && (door.starts_with('.')
                    || !before.is_some_and(|c| c.is_alphanumeric() || c == '_'))
        })
    })
}

#[test]
fn the_door_check_sees_a_snapshot_reader() {
    assert_eq!(
        snapshot_reader("let s = store.load_save::<SessionData>(name)?;"),
        Some("load_save")
    );
    assert_eq!(
        snapshot_reader("crate::session::load_session(&p)"),
        Some("load_session")
    );
    assert_eq!(snapshot_reader("files::load_autosave(&store)"), None);
    assert_eq!(
        snapshot_reader("store.load_autosave::<G>()"),
        Some(".load_autosave")
    );
    assert_eq!(snapshot_reader("reload_file(x)"), None);
    assert_eq!(snapshot_reader("journal::open(&path)"), None);
}

/// The floors of the house, top first: a module may use its own floor's
/// and the floors below, never one above. Items of the crate's root
/// (`crate::note`, `lazy_text!`) are the ground.
const FLOORS: &[&[&str]] = &[
    &["ui"],
    &["cli", "crash"],
    &["session", "catalogue"],
    &["rcw", "red_actions", "directory"],
    &["aa1914", "diplomacy", "tables"],
    &["assets", "dice", "list", "ratio", "words"],
];

fn floor_of(module: &str) -> Option<usize> {
    FLOORS.iter().position(|f| f.contains(&module))
}

/// Every `crate::` path in the code of `text` (comments and tests left
/// out), grouped imports (`use crate::{a::b, c}`) each counted: the first
/// module of each.
fn crate_paths(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let code = text.split("#[cfg(test)]").next().unwrap_or("");
    let mut group: Option<usize> = None;
    for (i, line) in code.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("//") {
            continue;
        }
        let mut rest = t;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            if let Some(inner) = rest.strip_prefix('{') {
                group = Some(i);
                rest = inner;
                continue;
            }
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            out.push((i + 1, name));
        }
        // The modules named inside a group, line by line until it closes.
        if let Some(start) = group {
            let inside = if start == i {
                t.split("crate::{").nth(1).unwrap_or("")
            } else {
                t
            };
            let inside = inside.split('}').next().unwrap_or("");
            for item in inside.split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    out.push((i + 1, name));
                }
            }
            if t.contains('}') {
                group = None;
            }
        }
    }
    out
}

#[test]
fn the_path_reader_sees_grouped_imports() {
    let text = "use crate::{\n    ui::App,\n    rcw::Game,\n};\nuse crate::session::Session;\n// crate::cli in a comment\n";
    let names: Vec<String> = crate_paths(text).into_iter().map(|(_, n)| n).collect();
    assert_eq!(names, ["ui", "rcw", "session"]);
    assert_eq!(
        crate_paths("use crate::{tables::Table, words};")
            .into_iter()
            .map(|(_, n)| n)
            .collect::<Vec<_>>(),
        ["tables", "words"]
    );
}

/// The whole layer order (ui → cli, crash → session, catalogue → rcw,
/// red_actions, directory → aa1914, diplomacy, tables → the leaves): no
/// module uses one on a floor above its own, whatever the form of the
/// `use` (grouped ones included); every module of the crate is on a floor.
#[test]
fn every_arrow_runs_down_the_floors() {
    let root = src();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut up = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&root).unwrap();
        let top = rel.iter().next().unwrap().to_string_lossy();
        let top = top.trim_end_matches(".rs");
        if top == "lib" || top == "main" {
            continue;
        }
        let from = floor_of(top).unwrap_or_else(|| panic!("{top} is on no floor"));
        let text = std::fs::read_to_string(f).unwrap();
        for (line, name) in crate_paths(&text) {
            if let Some(to) = floor_of(&name)
                && to < from
            {
                up.push(format!("{}:{line}: {top} uses {name}", f.display()));
            }
        }
    }
    assert!(up.is_empty(), "arrows up:\n{}", up.join("\n"));
}

/// Every `.rs` and `.md` file a module's doc names (in backticks) is a
/// file of the project: a doc that sends a newcomer to a file that was
/// split or renamed fails here.
#[test]
fn module_docs_name_files_that_exist() {
    let root = src();
    let repo = root.parent().unwrap().to_path_buf();
    let mut known: Vec<String> = Vec::new();
    for dir in ["src", "tests", "benches", "docs"] {
        let mut files = Vec::new();
        collect(&repo.join(dir), &mut files);
        known.extend(
            files
                .iter()
                .map(|f| f.strip_prefix(&repo).unwrap().to_string_lossy().to_string()),
        );
    }
    known.extend(["README.md", "ARCHITECTURE.md"].map(String::from));
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut missing = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for (i, line) in text.lines().enumerate() {
            if !line.trim_start().starts_with("//!") {
                continue;
            }
            for named in line.split('`').skip(1).step_by(2) {
                let file = named.ends_with(".rs") || named.ends_with(".md");
                let plain = named
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "_-./".contains(c));
                if file && plain && !known.iter().any(|k| k.ends_with(named)) {
                    missing.push(format!("{}:{}: {named}", f.display(), i + 1));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "docs name files that do not exist:\n{}",
        missing.join("\n")
    );
}

/// Every file under `dir`.
fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// The module path of a file of `src` (`rcw/turn/stacks.rs` is
/// `rcw::turn::stacks`, `rcw/turn/mod.rs` is `rcw::turn`).
fn module_of(root: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(root).unwrap().with_extension("");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().to_string())
        .collect();
    if parts
        .last()
        .is_some_and(|l| l == "mod" || l == "lib" || l == "main")
    {
        parts.pop();
    }
    parts
}

/// The modules a file's code (tests left out) names through `crate::`,
/// `super::` and `self::` paths, grouped imports read one level deep:
/// each as the path written, from the crate's root.
fn named_modules(here: &[String], text: &str) -> Vec<Vec<String>> {
    let code = text.split("#[cfg(test)]").next().unwrap_or("");
    let code: String = code
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = Vec::new();
    for start in ["crate::", "super::", "self::"] {
        let mut rest = code.as_str();
        while let Some(at) = rest.find(start) {
            // Part of a longer path (`super::super::x`) is read with it.
            let before = &rest[..at];
            rest = &rest[at..];
            if before.ends_with("::")
                || before.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
            {
                rest = &rest[start.len()..];
                continue;
            }
            // The base: the crate's root, this module, or its parent.
            let mut path = match start {
                "crate::" => Vec::new(),
                "self::" => here.to_vec(),
                _ => here[..here.len().saturating_sub(1)].to_vec(),
            };
            rest = &rest[start.len()..];
            while let Some(r) = rest.strip_prefix("super::") {
                path.pop();
                rest = r;
            }
            loop {
                let name = ident(rest);
                if name.is_empty() {
                    break;
                }
                rest = &rest[name.len()..];
                path.push(name);
                match rest.strip_prefix("::") {
                    Some(r) => rest = r,
                    None => break,
                }
            }
            if let Some(group) = rest.strip_prefix('{') {
                let inside = group.split('}').next().unwrap_or("");
                for item in inside.split(',') {
                    let name = ident(item.trim());
                    if !name.is_empty() {
                        let mut p = path.clone();
                        p.push(name);
                        out.push(p);
                    }
                }
            }
            out.push(path);
        }
    }
    out
}

/// The file of `src` a module path lands in: the longest leading part
/// that is a module file.
fn file_of(files: &[(Vec<String>, PathBuf)], path: &[String]) -> Option<usize> {
    (0..=path.len())
        .rev()
        .find_map(|n| files.iter().position(|(m, _)| m.as_slice() == &path[..n]))
}

/// The imports between the files under `root`, each file's edges to the
/// others it names, seen at `depth` parts of a module path (every part:
/// file by file; 2: `rcw::map`, `session::store`): a module and its own
/// ancestor or descendant may name each other, and are left out.
fn import_edges(root: &Path, depth: usize) -> (Vec<String>, Vec<Vec<usize>>) {
    let mut paths = Vec::new();
    rust_files(root, &mut paths);
    let files: Vec<(Vec<String>, PathBuf)> = paths
        .iter()
        .map(|p| (module_of(root, p), p.clone()))
        .collect();
    let mut names: Vec<Vec<String>> = Vec::new();
    let unit = |m: &[String]| m[..m.len().min(depth)].to_vec();
    for (m, _) in &files {
        if !names.contains(&unit(m)) {
            names.push(unit(m));
        }
    }
    let mut edges: Vec<Vec<usize>> = vec![Vec::new(); names.len()];
    for (m, p) in &files {
        let text = std::fs::read_to_string(p).unwrap();
        let i = names.iter().position(|n| *n == unit(m)).unwrap();
        for named in named_modules(m, &text) {
            let Some(f) = file_of(&files, &named) else {
                continue;
            };
            let j = names.iter().position(|n| *n == unit(&files[f].0)).unwrap();
            let (a, b) = (&names[i], &names[j]);
            if j == i || a.starts_with(b) || b.starts_with(a) {
                continue;
            }
            if !edges[i].contains(&j) {
                edges[i].push(j);
            }
        }
    }
    (names.iter().map(|n| n.join("::")).collect(), edges)
}

/// Every circle of `edges` (one through each node that can reach itself
/// by another), as names joined by arrows.
fn circles(names: &[String], edges: &[Vec<usize>]) -> Vec<String> {
    let n = names.len();
    let mut found = Vec::new();
    for s in 0..n {
        let mut seen = vec![false; n];
        let mut stack: Vec<(usize, Vec<usize>)> =
            edges[s].iter().map(|&t| (t, vec![s, t])).collect();
        while let Some((at, trail)) = stack.pop() {
            if at == s {
                let trail: Vec<&str> = trail.iter().map(|&k| names[k].as_str()).collect();
                found.push(trail.join(" -> "));
                break;
            }
            if std::mem::replace(&mut seen[at], true) {
                continue;
            }
            for &t in &edges[at] {
                let mut next = trail.clone();
                next.push(t);
                stack.push((t, next));
            }
        }
    }
    found
}

/// No two files import each other, directly or round a circle (what both
/// need lives a floor down), but for a module and its own child or
/// parent: the imports inside a folder run one way too.
#[test]
fn no_files_import_each_other_round_a_circle() {
    let (names, edges) = import_edges(&src(), usize::MAX);
    let found = circles(&names, &edges);
    assert!(
        found.is_empty(),
        "files on a circle of imports:\n{}",
        found.join("\n")
    );
}

/// Nor do the modules a floor's folders hold (`rcw::map` and
/// `rcw::planner`, `session::store` and `session::journal`), each taken
/// whole: a file of one may not name the other while a file of that one
/// names it back.
#[test]
fn no_modules_import_each_other_round_a_circle() {
    let (names, edges) = import_edges(&src(), 2);
    assert!(names.len() > 60, "{names:?}");
    let found = circles(&names, &edges);
    assert!(
        found.is_empty(),
        "modules on a circle of imports:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_circle_finder_sees_a_circle_of_three() {
    let names: Vec<String> = ["a", "b", "c", "d"].iter().map(|s| s.to_string()).collect();
    let edges = vec![vec![1], vec![2], vec![0, 3], vec![]];
    assert_eq!(circles(&names, &edges).len(), 3, "a, b and c are on it");
    assert!(circles(&names, &[vec![1], vec![2], vec![3], vec![]]).is_empty());
}

#[test]
fn the_module_reader_sees_super_and_groups() {
    let here = vec!["rcw".to_string(), "turn".to_string(), "retreat".to_string()];
    let named = named_modules(
        &here,
        "use super::follow::{A, b};\nuse super::{stacks::X, along};\nlet m = crate::rcw::map::Map::new();\n#[cfg(test)]\nuse super::tests_only::T;\n",
    );
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert!(named.contains(&s(&["rcw", "turn", "follow"])), "{named:?}");
    assert!(named.contains(&s(&["rcw", "turn", "stacks"])), "{named:?}");
    assert!(named.contains(&s(&["rcw", "turn", "along"])), "{named:?}");
    assert!(
        named.contains(&s(&["rcw", "map", "Map", "new"])),
        "{named:?}"
    );
    assert!(
        !named.iter().any(|p| p.contains(&"tests_only".to_string())),
        "{named:?}"
    );
}
