//! Colours and badges. Counter colours are always shown with their letter
//! too (R, W, G, B) so they stay distinguishable for colour-blind players.

use crate::rcw::{PlayerColour, UnitColour};
use egui::{Color32, FontId, RichText, TextStyle};

/// How PCT values look, spread over the rules' own range (2 to 7 as
/// printed; an edited rules file may change it): six steps from green
/// (friendly) to red (unfriendly), with lightness steps that also read in
/// greyscale, and words for each.
#[derive(Clone, Copy, Debug)]
pub struct PctScale {
    pub min: u8,
    pub max: u8,
}

const PCT_STEPS: [Color32; 6] = [
    Color32::from_rgb(0x1a, 0x98, 0x50),
    Color32::from_rgb(0x91, 0xcf, 0x60),
    Color32::from_rgb(0xd9, 0xef, 0x8b),
    Color32::from_rgb(0xfe, 0xe0, 0x8b),
    Color32::from_rgb(0xfc, 0x8d, 0x59),
    Color32::from_rgb(0xd7, 0x30, 0x27),
];

const PCT_WORDS: [&str; 6] = [
    "very friendly",
    "friendly",
    "cool",
    "unfriendly",
    "hostile",
    "bitter enemies",
];

impl PctScale {
    pub fn of(rules: &crate::rcw::RcwRules) -> PctScale {
        PctScale {
            min: rules.pct().min,
            max: rules.pct().max,
        }
    }

    /// Which of the six steps `v` falls in (the range's ends are the first
    /// and last; 2–7 gives one step a value).
    fn step(&self, v: u8) -> usize {
        let span = usize::from(self.max.saturating_sub(self.min)).max(1);
        let at = usize::from(v.clamp(self.min, self.max) - self.min);
        (at * (PCT_STEPS.len() - 1) + span / 2) / span
    }

    /// Background for a PCT value.
    pub fn colour(&self, v: u8, dark: bool) -> Color32 {
        let c = PCT_STEPS[self.step(v)];
        if dark { c.gamma_multiply(0.8) } else { c }
    }

    /// Text colour readable on [`PctScale::colour`].
    pub fn text_colour(&self, v: u8) -> Color32 {
        let i = self.step(v);
        if i == 0 || i == PCT_STEPS.len() - 1 {
            Color32::WHITE
        } else {
            Color32::BLACK
        }
    }

    pub fn words(&self, v: u8) -> &'static str {
        PCT_WORDS[self.step(v)]
    }
}

pub fn unit_colour(c: UnitColour) -> Color32 {
    match c {
        UnitColour::Red => Color32::from_rgb(0xc6, 0x28, 0x28),
        UnitColour::White => Color32::from_rgb(0xe8, 0xe8, 0xe8),
        UnitColour::Green => Color32::from_rgb(0x2e, 0x7d, 0x32),
        UnitColour::Blue => Color32::from_rgb(0x15, 0x65, 0xc0),
    }
}

pub fn unit_letter(c: UnitColour) -> &'static str {
    match c {
        UnitColour::Red => "R",
        UnitColour::White => "W",
        UnitColour::Green => "G",
        UnitColour::Blue => "B",
    }
}

/// A counter badge: coloured square with its letter.
/// What a screen reader says for a widget whose text is a code (a seat
/// letter, a colour square): a sentence instead.
pub fn spoken(r: &egui::Response, words: impl Into<String>) {
    let words = words.into();
    r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, words.clone()));
}

pub fn unit_badge(ui: &mut egui::Ui, c: UnitColour) -> egui::Response {
    let text_colour = if c == UnitColour::White {
        Color32::BLACK
    } else {
        Color32::WHITE
    };
    egui::Frame::new()
        .fill(unit_colour(c))
        .stroke(egui::Stroke::new(1.0, Color32::DARK_GRAY))
        .inner_margin(egui::Margin::symmetric(4, 1))
        .corner_radius(3.0)
        .show(ui, |ui| {
            let r = ui.label(
                RichText::new(unit_letter(c))
                    .color(text_colour)
                    .strong()
                    .monospace(),
            );
            spoken(&r, format!("{} units", c.name()));
            r
        })
        .response
        .on_hover_text(format!("{} units", c.name()))
}

/// A PIT colour as text colour, readable on the theme's background
/// (contrast at least 4.5:1 on egui's panel colour in both themes).
pub fn player_colour(c: PlayerColour, dark: bool) -> Color32 {
    match (c, dark) {
        (PlayerColour::Red, true) => Color32::from_rgb(0xef, 0x53, 0x50),
        (PlayerColour::Red, false) => Color32::from_rgb(0xc6, 0x28, 0x28),
        (PlayerColour::White, true) => Color32::from_rgb(0xc8, 0xc8, 0xc8),
        (PlayerColour::White, false) => Color32::from_rgb(0x55, 0x55, 0x55),
        (PlayerColour::Undecided, true) => Color32::from_rgb(0xbc, 0xaa, 0xa4),
        (PlayerColour::Undecided, false) => Color32::from_rgb(0x6d, 0x4c, 0x41),
    }
}

/// "■ Red" style colour name for a player's PIT colour.
pub fn player_colour_text(c: PlayerColour, dark: bool) -> RichText {
    RichText::new(format!("■ {}", c.name()))
        .color(player_colour(c, dark))
        .strong()
}

/// A number box for a value of the game: its range is the rules' own
/// limit, and a value already outside it (from a file, an older version)
/// is shown as it is, never clamped by drawing — egui would report the
/// clamp as a change, and drawing would edit the game.
pub fn game_number<Num: egui::emath::Numeric>(
    value: &mut Num,
    range: std::ops::RangeInclusive<Num>,
) -> egui::DragValue<'_> {
    egui::DragValue::new(value)
        .range(range)
        .clamp_existing_to_range(false)
}

/// A page's vertical scroll area, its bar always shown: text wraps to the
/// width left beside the bar, so a bar that came and went with the
/// content's height would change that height again, every frame (the
/// input fuzz found a page doing so).
pub fn page_scroll() -> egui::ScrollArea {
    egui::ScrollArea::vertical()
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
}

#[cfg(test)]
mod contrast_tests {
    use super::*;

    fn lum(c: Color32) -> f64 {
        let f = |v: u8| {
            let v = f64::from(v) / 255.0;
            if v <= 0.03928 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * f(c.r()) + 0.7152 * f(c.g()) + 0.0722 * f(c.b())
    }

    fn contrast(a: Color32, b: Color32) -> f64 {
        let (x, y) = (lum(a), lum(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    /// Every PIT colour name is readable (WCAG 4.5:1) on both themes'
    /// panels, the light theme's "White" included.
    #[test]
    fn colour_names_have_contrast_on_both_themes() {
        for (dark, bg) in [
            (true, egui::Visuals::dark().panel_fill),
            (false, egui::Visuals::light().panel_fill),
        ] {
            for c in PlayerColour::ALL {
                let r = contrast(player_colour(c, dark), bg);
                assert!(
                    r >= 4.5,
                    "{c:?} on the {} theme: {r:.2}",
                    if dark { "dark" } else { "light" }
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pct_scale_spreads_over_the_rules_range() {
        let printed = PctScale { min: 2, max: 7 };
        let steps: Vec<usize> = (2..=7).map(|v| printed.step(v)).collect();
        assert_eq!(steps, [0, 1, 2, 3, 4, 5]);
        assert_eq!(printed.words(4), "cool");
        assert_eq!(printed.text_colour(7), Color32::WHITE);
        assert_eq!(printed.text_colour(4), Color32::BLACK);
        // An edited range 1–9: the ends keep the ends' colours and words.
        let wide = PctScale { min: 1, max: 9 };
        assert_eq!(wide.step(1), 0);
        assert_eq!(wide.step(9), 5);
        assert_eq!(wide.words(9), "bitter enemies");
        assert_eq!(wide.colour(9, false), printed.colour(7, false));
        // Values outside the range are shown as its ends, never a panic.
        assert_eq!(printed.step(0), 0);
        assert_eq!(printed.step(200), 5);
    }
}

/// The app's named text sizes (points at 100 %; Ctrl +/− scales them all),
/// registered by [`ensure_text_styles`] and
/// used as `RichText::new(..).text_style(Text::Question.style())`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Text {
    /// A log line in the wizard's last step.
    Log,
    /// An answer button, a secondary line under a question.
    Answer,
    /// The question or instruction the wizard waits on; the big buttons.
    Question,
    /// A screen's title line, the roll's heading.
    Title,
    /// A seat's letter, a die-face button.
    Big,
    /// The die face shown after a roll (monospace).
    Die,
}

impl Text {
    pub const ALL: [Text; 6] = [
        Text::Log,
        Text::Answer,
        Text::Question,
        Text::Title,
        Text::Big,
        Text::Die,
    ];

    fn name(self) -> &'static str {
        match self {
            Text::Log => "log",
            Text::Answer => "answer",
            Text::Question => "question",
            Text::Title => "title",
            Text::Big => "big",
            Text::Die => "die",
        }
    }

    fn font(self) -> FontId {
        match self {
            Text::Log => FontId::proportional(15.0),
            Text::Answer => FontId::proportional(16.0),
            Text::Question => FontId::proportional(18.0),
            Text::Title => FontId::proportional(20.0),
            Text::Big => FontId::proportional(22.0),
            Text::Die => FontId::monospace(44.0),
        }
    }

    /// The egui text style of this name.
    pub fn style(self) -> TextStyle {
        TextStyle::Name(self.name().into())
    }
}

/// egui's own text sizes raised for a table a metre from the screen
/// (egui draws body text and buttons at 12.5 points, a 9-pixel capital
/// at 100 %): body and buttons at 15 points, small print at 12.
const READABLE: [(TextStyle, FontId); 4] = [
    (TextStyle::Body, FontId::proportional(15.0)),
    (TextStyle::Button, FontId::proportional(15.0)),
    (TextStyle::Monospace, FontId::monospace(14.0)),
    (TextStyle::Small, FontId::proportional(12.0)),
];

/// Registers the named text sizes in the dark and the light style, and in
/// `ui`'s own (made before they were registered, on a first frame): egui
/// cannot draw a text style it does not know. The app calls it once, on
/// its first frame; a test that draws a view on its own calls it in its
/// harness.
pub fn ensure_text_styles(ui: &mut egui::Ui) {
    let named = |style: &egui::Style| style.text_styles.contains_key(&Text::Die.style());
    let add = |style: &mut egui::Style| {
        for t in Text::ALL {
            style.text_styles.insert(t.style(), t.font());
        }
        for (t, font) in READABLE {
            style.text_styles.insert(t, font);
        }
    };
    if !named(ui.style()) {
        add(ui.style_mut());
    }
    if !named(&ui.ctx().global_style()) {
        ui.ctx().all_styles_mut(add);
    }
}

/// A chooser's width (at least `least`) that fits the longest of `texts`
/// with its arrow: the box keeps its size whichever is chosen, so nothing
/// beside it moves under the pointer when a choice is made.
pub fn chooser_width<'a>(
    ui: &egui::Ui,
    texts: impl IntoIterator<Item = &'a str>,
    least: f32,
) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let widest = texts
        .into_iter()
        .map(|t| {
            ui.painter()
                .layout_no_wrap(t.to_string(), font.clone(), egui::Color32::PLACEHOLDER)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    let s = ui.spacing();
    let width =
        widest + s.icon_width + s.icon_spacing + 2.0 * s.button_padding.x + s.item_spacing.x;
    // Never wider than the row, where `truncate` cuts a long name short.
    width.max(least).min(ui.available_width().max(least))
}

/// In a wrapping row: starts a new row unless `texts` (labels or buttons)
/// and `extra` points more fit on this one, so a label stays on the row of
/// the controls it names (a group of their own would widen the page).
pub fn keep_on_row(ui: &mut egui::Ui, texts: &[&str], extra: f32) {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let (pad, gap) = (ui.spacing().button_padding.x, ui.spacing().item_spacing.x);
    let need: f32 = texts
        .iter()
        .map(|t| {
            ui.painter()
                .layout_no_wrap(t.to_string(), font.clone(), egui::Color32::PLACEHOLDER)
                .size()
                .x
                + 2.0 * pad
                + gap
        })
        .sum::<f32>()
        + extra;
    let at_start = ui.cursor().min.x <= ui.max_rect().min.x + 1.0;
    if !at_start && ui.available_size_before_wrap().x < need {
        ui.end_row();
    }
}
