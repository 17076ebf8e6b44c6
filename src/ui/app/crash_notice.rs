//! "politburo stopped after an error last time": the crash reports written
//! since the last start (see [`crate::crash`]), offered once, with where
//! they are, for attaching to a bug report.

use super::*;

/// The reports not yet shown and whether the player opened them.
#[derive(Default)]
pub struct CrashNotice {
    pub reports: Vec<crate::crash::CrashReport>,
    pub open: bool,
}

impl App {
    /// The crash reports offered at this start.
    pub fn crash_reports(&self) -> &[crate::crash::CrashReport] {
        &self.forms.crash.reports
    }

    /// The bar under the notices while reports wait, and the report itself
    /// when asked for. Dismissing marks them seen (they stay on disk).
    pub(super) fn crash_notice_ui(&mut self, ui: &mut egui::Ui) {
        let Some(last) = self.forms.crash.reports.last() else {
            return;
        };
        let path = last.path.clone();
        let text = last.text.clone();
        let count = self.forms.crash.reports.len();
        let mut dismiss = false;
        egui::Panel::top("crash_notice").show(ui, |ui| {
            let what = if count == 1 {
                "politburo stopped after an error last time. A crash report was written".to_string()
            } else {
                format!(
                    "politburo stopped after an error {count} times. The newest crash report is"
                )
            };
            ui.add(
                egui::Label::new(
                    RichText::new(format!(
                        "{what} at {} (attach it to a bug report).",
                        path.display()
                    ))
                    .color(ui.visuals().warn_fg_color),
                )
                .wrap(),
            );
            ui.horizontal(|ui| {
                let label = if self.forms.crash.open {
                    "Hide the report"
                } else {
                    "Show the report"
                };
                if ui.button(label).clicked() {
                    self.forms.crash.open = !self.forms.crash.open;
                }
                if ui.button("Dismiss").clicked() {
                    dismiss = true;
                }
            });
            if self.forms.crash.open {
                egui::ScrollArea::vertical()
                    .max_height(240.0)
                    .show(ui, |ui| {
                        let mut shown = text.as_str();
                        ui.add(
                            egui::TextEdit::multiline(&mut shown)
                                .font(egui::TextStyle::Monospace)
                                .desired_width(f32::INFINITY),
                        );
                    });
            }
        });
        if dismiss {
            self.push(Command::DismissCrashReports);
        }
    }

    /// Marks the crash reports offered at this start seen (they stay on
    /// disk) and stops offering them.
    pub(super) fn dismiss_crash_reports(&mut self) {
        if let Some(store) = self.saved.store.as_ref()
            && let Err(e) = crate::crash::mark_seen(store.dir(), &self.forms.crash.reports)
        {
            self.say(
                format!("Could not mark the crash report as seen: {e}"),
                true,
            );
        }
        self.forms.crash = CrashNotice::default();
    }
}
