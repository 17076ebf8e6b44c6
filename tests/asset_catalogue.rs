#![allow(clippy::unwrap_used, clippy::expect_used)]
//! One asset catalogue: an edited Diplomacy map and edited A&A 1914 data
//! change the command line's answer and the app's alike.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use politburo::catalogue::Catalogue;
use politburo::ui::app::App;
use politburo::ui::command::Command;
use std::path::{Path, PathBuf};

/// A folder of the test's own holding the edited `assets/`, removed
/// when dropped.
struct Assets(tempfile::TempDir);

impl Assets {
    fn dir(&self) -> PathBuf {
        self.0.path().join("assets")
    }
}

/// The shipped map and civil-war data, edited: Sevastopol renamed
/// Sebastopol, and the revolution checked from round 3 instead of 4.
fn edited_assets(name: &str) -> Assets {
    let root = tempfile::Builder::new()
        .prefix(&format!("politburo-{name}-"))
        .tempdir()
        .unwrap();
    let dir = root.path().join("assets");
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let map = std::fs::read_to_string(shipped.join("diplomacy/map.json")).unwrap();
    let cw = std::fs::read_to_string(shipped.join("aa1914/civil_war.json")).unwrap();
    assert!(map.contains("\"name\": \"Sevastopol\""));
    assert!(cw.contains("\"first_round\": 4"));
    std::fs::create_dir_all(dir.join("diplomacy")).unwrap();
    std::fs::create_dir_all(dir.join("aa1914")).unwrap();
    std::fs::write(
        dir.join("diplomacy/map.json"),
        map.replace("\"name\": \"Sevastopol\"", "\"name\": \"Sebastopol\""),
    )
    .unwrap();
    std::fs::write(
        dir.join("aa1914/civil_war.json"),
        cw.replace("\"first_round\": 4", "\"first_round\": 3"),
    )
    .unwrap();
    Assets(root)
}

fn politburo(assets: &Path, args: &[&str]) -> (String, String) {
    let out = assert_cmd::cargo::cargo_bin_cmd!("politburo")
        .args(args)
        .env("POLITBURO_ASSETS_DIR", assets)
        // A data folder of its own, beside the assets (removed with them):
        // nothing the machine keeps is read.
        .env("POLITBURO_DATA_DIR", assets.with_file_name("data"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_command_line_reads_the_edited_map_and_data() {
    let assets = edited_assets("catalogue-cli");
    let (out, err) = politburo(
        &assets.dir(),
        &[
            "diplomacy",
            "removals",
            "--power",
            "Germany",
            "--count",
            "1",
            "--units",
            "A sev",
        ],
    );
    assert!(out.contains("Sebastopol"), "{out}");
    assert!(err.contains("Using edited Diplomacy map"), "{err}");
    let (out, err) = politburo(&assets.dir(), &["aa1914", "checklist"]);
    assert!(out.contains("from round 3 on"), "{out}");
    assert!(
        err.contains("Using edited A&A 1914 civil war data"),
        "{err}"
    );
}

fn app_on(assets: Option<&Path>) -> Harness<'static, App> {
    let app = App::with_catalogue(None, Catalogue::load_from(assets).unwrap());
    let mut h = Harness::builder()
        .with_size([1280.0, 1000.0])
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app);
    h.run();
    h
}

fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

#[test]
fn the_app_reads_the_edited_map_and_data() {
    let assets = edited_assets("catalogue-app");
    let edited = assets.dir();
    for (dir, province, round) in [
        (None, "Sevastopol", "from round 4 on"),
        (Some(edited.as_path()), "Sebastopol", "from round 3 on"),
    ] {
        let mut h = app_on(dir);
        if dir.is_some() {
            // The start screen says which files are edited.
            assert!(
                h.query_by_label_contains("Using edited Diplomacy map")
                    .is_some()
            );
        }
        click(&mut h, "Diplomacy civil disorder");
        click(&mut h, "Army");
        h.get_by_label("Find province").click();
        h.run();
        h.get_by_label("Find province").type_text("se");
        h.run();
        assert!(h.query_by_label(province).is_some(), "{province}");
        h.state_mut()
            .push(Command::Screen(politburo::ui::command::Screen::Aa1914));
        h.run();
        assert!(h.query_by_label_contains(round).is_some(), "{round}");
    }
}

/// Edited files are read from `$POLITBURO_ASSETS_DIR` or from the data
/// folder's `assets/`, never from an `assets/` folder where the command
/// happens to run.
#[test]
fn edited_files_come_from_the_data_folder_not_the_current_folder() {
    let assets = edited_assets("catalogue-where");
    let run = |cwd: &Path, data: &Path| {
        let out = assert_cmd::cargo::cargo_bin_cmd!("politburo")
            .args(["aa1914", "checklist"])
            .current_dir(cwd)
            .env_remove("POLITBURO_ASSETS_DIR")
            .env("POLITBURO_DATA_DIR", data)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    // The edited files as `./assets` of the folder the command runs in,
    // with an empty data folder: not read.
    let cwd = assets.0.path().to_path_buf();
    let empty = cwd.join("data-empty");
    std::fs::create_dir_all(&empty).unwrap();
    assert!(run(&cwd, &empty).contains("from round 4 on"));
    // The same files in the data folder's assets/: read.
    assert!(run(&empty, &cwd).contains("from round 3 on"));
}

/// The app the tests open reads the edited files of its own data folder
/// and nothing else: a folder with none is the shipped data.
#[test]
fn a_sealed_app_reads_its_own_data_folder_only() {
    let assets = edited_assets("catalogue-sealed");
    let data = assets.0.path().to_path_buf();
    let app = App::sealed(Some(politburo::session::SessionStore::new(data))).unwrap();
    let notices = app.catalogue().notices.join("\n");
    assert!(notices.contains("Using edited Diplomacy map"), "{notices}");
    let empty = tempfile::tempdir().unwrap();
    let app = App::sealed(Some(politburo::session::SessionStore::new(
        empty.path().to_path_buf(),
    )))
    .unwrap();
    assert!(app.catalogue().notices.is_empty());
}
