//! The one odds entry: two strengths, the column they make (rounded in the
//! defender's favour) and whether the attack is legal at it, as the rules'
//! one check ([`Legality`]) says. The planner's question without an order
//! of battle and your turn's calculator both draw it.

use crate::rcw::odds::{Legality, Verdict};
use egui::RichText;

use crate::rcw::bounds::MAX_STRENGTH;

/// Draws the two strengths and the verdict; `note` follows a legal verdict
/// (what else the player should know, e.g. the escort minimum). With your
/// chart kept (`session`'s game plays with it), the column it reads and
/// each result's chance there.
pub fn odds_entry_ui(
    ui: &mut egui::Ui,
    attack: &mut u32,
    defence: &mut u32,
    legal: &Legality,
    note: &str,
    session: &crate::session::Session,
) {
    ui.horizontal_wrapped(|ui| {
        let l = ui.label("Attack strength");
        ui.add(egui::DragValue::new(attack).range(0..=MAX_STRENGTH))
            .labelled_by(l.id);
        let l = ui.label("Defence strength");
        ui.add(egui::DragValue::new(defence).range(0..=MAX_STRENGTH))
            .labelled_by(l.id);
    });
    let verdict = legal.check(u64::from(*attack), u64::from(*defence), false);
    let text = match verdict {
        Verdict::NoCombat => verdict.to_string(),
        _ => format!("{attack}:{defence} is {verdict}{note}"),
    };
    ui.label(RichText::new(text).text_style(super::style::Text::Answer.style()));
    let rules = session.rules();
    let (Some(chart), Some(column)) = (session.game().state().chart(), verdict_column(&verdict))
    else {
        return;
    };
    let said = match chart.chances_at(column, rules) {
        Ok(at) => format!("On your chart {at}"),
        Err(below) => format!("{below}."),
    };
    ui.add(egui::Label::new(said).wrap());
}

/// The column a verdict names, if any.
fn verdict_column(v: &Verdict) -> Option<crate::rcw::Odds> {
    match v {
        Verdict::NoCombat => None,
        Verdict::NeverRequired { column, .. }
        | Verdict::Below { column, .. }
        | Verdict::Legal { column, .. } => Some(*column),
    }
}
