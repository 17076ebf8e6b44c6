//! The README's command-line examples run through the built binary
//! (assert_cmd), so the README cannot drift from the program: every indented `politburo …` line
//! answers without an error, and where the README shows what it prints, it
//! prints exactly that.
#![allow(clippy::unwrap_used, clippy::expect_used)]

/// Splits a command line as a POSIX shell would for these examples:
/// spaces separate words, single and double quotes group them.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    let mut any = false;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                any = true;
            }
            (None, c) if c.is_whitespace() => {
                if any || !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                    any = false;
                }
            }
            (None, c) => word.push(c),
        }
    }
    assert!(quote.is_none(), "unclosed quote in {line:?}");
    if any || !word.is_empty() {
        out.push(word);
    }
    out
}

/// Each example: the command's words and the lines the README shows it
/// printing (none when it shows none).
fn examples() -> Vec<(String, Vec<String>, Vec<String>)> {
    let readme = include_str!("../README.md");
    let lines: Vec<&str> = readme.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(rest) = lines[i].strip_prefix("    politburo ") else {
            i += 1;
            continue;
        };
        // A command continued over lines ending in a backslash.
        let mut command = rest.trim_end().to_string();
        while command.ends_with('\\') {
            command.pop();
            i += 1;
            command.push(' ');
            command.push_str(lines[i].trim());
        }
        i += 1;
        // A list of commands with what each does: the words before a gap
        // of three spaces are the command.
        let command = command.split("   ").next().unwrap_or("").trim().to_string();
        // Output shown: the indented lines up to a blank line, in a block
        // of one command.
        let mut shown = Vec::new();
        while i < lines.len()
            && lines[i].starts_with("    ")
            && !lines[i].starts_with("    politburo ")
            && !lines[i].trim_start().starts_with('`')
        {
            shown.push(lines[i][4..].trim_end().to_string());
            i += 1;
        }
        if command.contains('…') {
            continue;
        }
        out.push((command.clone(), words(&command), shown));
    }
    out
}

/// Each README command run as a reader runs it: the built binary, with a
/// data folder of its own (empty) and no edited assets, so what the
/// machine keeps (a chart, edited tables) cannot change what it prints.
#[test]
fn every_readme_command_runs_and_prints_what_the_readme_shows() {
    let all = examples();
    assert!(all.len() >= 9, "{all:?}");
    let data = tempfile::Builder::new()
        .prefix("politburo-readme")
        .tempdir()
        .unwrap();
    let mut compared = 0;
    for (line, args, shown) in all {
        let out = assert_cmd::cargo::cargo_bin_cmd!("politburo")
            .args(&args)
            .env("POLITBURO_DATA_DIR", data.path())
            .env_remove("POLITBURO_ASSETS_DIR")
            .env_remove("XDG_DATA_HOME")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "README: `politburo {line}` fails: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let out = String::from_utf8(out.stdout).unwrap();
        if !shown.is_empty() {
            let printed: Vec<&str> = out.lines().map(str::trim_end).collect();
            assert_eq!(
                printed, shown,
                "README: `politburo {line}` prints otherwise"
            );
            compared += 1;
        }
    }
    assert!(compared >= 1, "no example shows its output");
}

#[test]
fn the_splitter_reads_quotes_as_a_shell_does() {
    assert_eq!(
        words(r#"a --units "A spa, F stp/sc" --stacks 'Perm: B Red 4' ''"#),
        vec![
            "a",
            "--units",
            "A spa, F stp/sc",
            "--stacks",
            "Perm: B Red 4",
            ""
        ]
    );
}

/// Every picture in the README is a snapshot test's image, so it is drawn
/// again with the snapshots and cannot show an old screen.
#[test]
fn every_readme_picture_is_a_snapshot_file() {
    let readme = include_str!("../README.md");
    let pictures: Vec<&str> = readme
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .filter(|target| target.ends_with(".png"))
        .collect();
    assert!(pictures.len() >= 6, "{pictures:?}");
    for p in pictures {
        let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(p);
        assert!(
            p.starts_with("tests/snapshots/") && file.is_file(),
            "README shows {p}, not a file of tests/snapshots"
        );
    }
}
