//! What the Debian package installs, read from the repository: the menu
//! entry, the AppStream metainfo, the icons, and the man page and shell
//! completions generated from the command line's one definition (so none
//! of them can drift from the program).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

mod common;

const APP_ID: &str = "io.github.politburo.Politburo";

fn repo(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

fn read(p: &str) -> String {
    std::fs::read_to_string(repo(p)).unwrap_or_else(|e| panic!("{p}: {e}"))
}

fn generated(args: &[&str]) -> String {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    politburo::cli::dispatch_in(&args, None, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn the_man_pages_and_completions_are_the_command_lines_own() {
    for (args, file) in [
        (
            &["completions", "bash"][..],
            "assets/desktop/completions/politburo.bash",
        ),
        (
            &["completions", "zsh"][..],
            "assets/desktop/completions/_politburo",
        ),
        (
            &["completions", "fish"][..],
            "assets/desktop/completions/politburo.fish",
        ),
    ] {
        assert!(
            read(file) == generated(args),
            "{file} is out of date: regenerate it with `cargo run -- {} > {file}`",
            args.join(" ")
        );
    }
    // Every page, one per command, as the package installs them.
    let tmp = common::temp_dir("man");
    let dir = tmp.path();
    let out = generated(&["man", "--dir", dir.to_str().unwrap()]);
    assert_eq!(out, "");
    let names = |d: &Path| {
        let mut v: Vec<String> = std::fs::read_dir(d)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    };
    let kept = repo("assets/desktop/man");
    assert_eq!(
        names(dir),
        names(&kept),
        "regenerate with `cargo run -- man --dir assets/desktop/man`"
    );
    for name in names(dir) {
        assert!(
            std::fs::read(dir.join(&name)).unwrap() == std::fs::read(kept.join(&name)).unwrap(),
            "assets/desktop/man/{name} is out of date: regenerate with `cargo run -- man --dir assets/desktop/man`"
        );
    }
    let man = generated(&["man"]);
    assert_eq!(man, read("assets/desktop/man/politburo.1"));
    assert!(man.contains(".TH politburo 1"), "{man}");
    // Every command is in the page, and has its own.
    for c in ["rcw", "table", "odds", "roll", "diplomacy", "red\\-actions"] {
        assert!(man.contains(c), "{c} missing from the man page");
    }
    assert!(kept.join("politburo-rcw-plan.1").is_file());
}

/// `key=value` lines of the `[Desktop Entry]` group.
fn desktop_entry() -> Vec<(String, String)> {
    let text = read(&format!("assets/desktop/{APP_ID}.desktop"));
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("[Desktop Entry]"));
    lines
        .take_while(|l| !l.starts_with('['))
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (k, v) = l.split_once('=').unwrap_or_else(|| panic!("{l:?}"));
            (k.to_string(), v.to_string())
        })
        .collect()
}

#[test]
fn the_menu_entry_starts_the_binary_with_the_installed_icon() {
    let entry = desktop_entry();
    let get = |k: &str| {
        entry
            .iter()
            .find(|(key, _)| key == k)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no {k}="))
    };
    assert_eq!(get("Type"), "Application");
    assert_eq!(get("Name"), "Politburo");
    assert_eq!(get("Exec"), env!("CARGO_PKG_NAME"));
    assert_eq!(get("Icon"), APP_ID);
    // The window's app id, so the desktop groups the window with the entry.
    assert_eq!(get("StartupWMClass"), politburo::ui::APP_ID);
    assert_eq!(politburo::ui::APP_ID, APP_ID);
    assert_eq!(get("Categories"), "Game;BoardGame;StrategyGame;");
    assert!(!get("Comment").is_empty());
    assert!(!get("Keywords").is_empty());
}

/// Width and height from a PNG's header.
fn png_size(p: &str) -> (u32, u32) {
    let bytes = std::fs::read(repo(p)).unwrap_or_else(|e| panic!("{p}: {e}"));
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{p} is not a PNG");
    let be = |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    (be(16), be(20))
}

#[test]
fn the_package_installs_every_file_where_the_desktop_looks() {
    let cargo = read("Cargo.toml");
    let deb = &cargo[cargo
        .find("[package.metadata.deb]")
        .expect("no [package.metadata.deb]")..];
    for n in [48, 128, 256] {
        let png = format!("assets/desktop/politburo-{n}.png");
        assert_eq!(png_size(&png), (n, n), "{png}");
        assert!(
            deb.contains(&format!(
                "[\"{png}\", \"usr/share/icons/hicolor/{n}x{n}/apps/{APP_ID}.png\", \"644\"]"
            )),
            "{png} is not installed"
        );
    }
    let svg = read("assets/desktop/politburo.svg");
    assert!(
        svg.contains("<svg") && svg.contains("viewBox"),
        "not an SVG"
    );
    for (from, to) in [
        ("target/release/politburo", "usr/bin/"),
        (
            "assets/desktop/politburo.svg",
            &format!("usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg"),
        ),
        (
            &format!("assets/desktop/{APP_ID}.desktop"),
            "usr/share/applications/",
        ),
        (
            &format!("assets/desktop/{APP_ID}.metainfo.xml"),
            "usr/share/metainfo/",
        ),
        ("assets/desktop/man/*.1", "usr/share/man/man1/"),
        (
            "assets/desktop/completions/politburo.bash",
            "usr/share/bash-completion/completions/politburo",
        ),
        (
            "assets/desktop/completions/_politburo",
            "usr/share/zsh/vendor-completions/",
        ),
        (
            "assets/desktop/completions/politburo.fish",
            "usr/share/fish/vendor_completions.d/",
        ),
    ] {
        assert!(
            deb.contains(&format!("[\"{from}\", \"{to}\"")),
            "{from} is not installed to {to}"
        );
        if !from.starts_with("target/") && !from.contains('*') {
            assert!(repo(from).is_file(), "{from} is missing");
        }
    }
}

#[test]
fn the_metainfo_names_the_entry_the_binary_and_screenshots_that_exist() {
    let xml = read(&format!("assets/desktop/{APP_ID}.metainfo.xml"));
    assert!(xml.contains(&format!("<id>{APP_ID}</id>")), "{xml}");
    assert!(
        xml.contains(&format!(
            "<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>"
        )),
        "{xml}"
    );
    assert!(xml.contains("<binary>politburo</binary>"), "{xml}");
    assert!(
        xml.contains(&format!("version=\"{}\"", env!("CARGO_PKG_VERSION"))),
        "the release is not this version"
    );
    assert!(xml.contains("<content_rating type=\"oars-1.1\""), "{xml}");
    let shots: Vec<&str> = xml
        .split("<image>")
        .skip(1)
        .filter_map(|s| s.split("</image>").next())
        .collect();
    assert!(!shots.is_empty(), "no screenshots");
    for url in shots {
        // The pictures are the snapshot tests' own (drawn again with them).
        let name = url.rsplit("/tests/snapshots/").next().unwrap_or(url);
        assert!(
            url.contains("/tests/snapshots/") && repo("tests/snapshots").join(name).is_file(),
            "screenshot {url} is not one of tests/snapshots"
        );
    }
}

/// The window's icon is the app's own, and it decodes.
#[test]
fn the_window_icon_is_the_apps_icon() {
    let icon = politburo::ui::window_icon().expect("the icon decodes");
    assert_eq!((icon.width, icon.height), (256, 256));
    assert_eq!(
        icon.rgba.len(),
        256 * 256 * 4,
        "one RGBA pixel per point of the icon"
    );
}

/// The Mesa packages the image snapshots draw with are listed once, in
/// `.ci/run` (which installs them); the README's set-up and the snapshot
/// tests' message name the same ones, in the same order.
#[test]
fn the_mesa_packages_are_named_alike_everywhere() {
    let ci = read(".ci/run");
    let line = ci
        .lines()
        .skip_while(|l| !l.contains("--no-install-recommends"))
        .nth(1)
        .unwrap();
    let packages: Vec<&str> = line.split_whitespace().filter(|w| *w != "\\").collect();
    assert!(packages.contains(&"mesa-vulkan-drivers"), "{packages:?}");
    let list = packages.join(" ");
    let readme: String = read("README.md")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        readme.contains(&format!("apt-get install {list}`")),
        "README's set-up does not name {list}"
    );
    let snapshots = read("tests/ui_snapshots.rs");
    assert!(
        snapshots.contains(&format!("apt-get install {list};")),
        "tests/ui_snapshots.rs does not name {list}"
    );
    // The package asks for each of them too (depends or recommends, some
    // as alternatives: the window opens on whichever driver there is).
    let cargo = read("Cargo.toml");
    let wanted: String = cargo
        .lines()
        .filter(|l| l.starts_with("depends = ") || l.starts_with("recommends = "))
        .collect::<Vec<_>>()
        .join(" ");
    let named: Vec<&str> = wanted
        .split(|c: char| c == '"' || c == ',' || c == '|' || c.is_whitespace())
        .collect();
    for p in &packages {
        assert!(
            named.contains(p),
            "the package's depends and recommends do not name {p}: {wanted}"
        );
    }
}
