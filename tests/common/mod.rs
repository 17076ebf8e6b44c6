//! Helpers the UI tests share: a data folder of the test's own and the
//! harness clicked by accessible labels.
#![allow(dead_code)]

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use politburo::session::SessionStore;
use politburo::ui::App;
use std::path::PathBuf;

/// A data folder of the test's own, removed when the test ends (pass or
/// fail).
pub struct TempDir(PathBuf);

impl std::ops::Deref for TempDir {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn temp_dir(name: &str) -> TempDir {
    let d = std::env::temp_dir().join(format!(
        "politburo-ui-{name}-{}-{}",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos())
    ));
    std::fs::create_dir_all(&d).unwrap();
    TempDir(d)
}

pub fn harness(app: App) -> Harness<'static, App> {
    Harness::builder()
        .with_size([1280.0, 900.0])
        .build_ui_state(|ui, app: &mut App| app.ui(ui), app)
}

pub fn app_in(dir: &std::path::Path) -> App {
    App::new(Some(SessionStore::new(dir.to_path_buf()))).unwrap()
}

pub fn click(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// A button with exactly this label (other widgets may share the text).
pub fn click_button(h: &mut Harness<'_, App>, label: &str) {
    h.get_by_role_and_label(Role::Button, label).click();
    h.run();
}
