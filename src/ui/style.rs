//! Colours and badges. Counter colours are always shown with their letter
//! too (R, W, G, B) so they stay distinguishable for colour-blind players.

use crate::rcw::{PlayerColour, UnitColour};
use egui::{Color32, RichText};

/// Background for a PCT value: green (friendly) to red (unfriendly), with
/// lightness steps that also read in greyscale.
pub fn pct_colour(v: u8, dark: bool) -> Color32 {
    let light = [
        Color32::from_rgb(0x1a, 0x98, 0x50),
        Color32::from_rgb(0x91, 0xcf, 0x60),
        Color32::from_rgb(0xd9, 0xef, 0x8b),
        Color32::from_rgb(0xfe, 0xe0, 0x8b),
        Color32::from_rgb(0xfc, 0x8d, 0x59),
        Color32::from_rgb(0xd7, 0x30, 0x27),
    ];
    let i = usize::from(v.clamp(2, 7) - 2);
    let c = light[i];
    if dark { c.gamma_multiply(0.8) } else { c }
}

/// Text colour readable on [`pct_colour`].
pub fn pct_text_colour(v: u8) -> Color32 {
    if v == 2 || v == 7 {
        Color32::WHITE
    } else {
        Color32::BLACK
    }
}

pub fn friendliness(v: u8) -> &'static str {
    match v {
        0..=2 => "very friendly",
        3 => "friendly",
        4 => "cool",
        5 => "unfriendly",
        6 => "hostile",
        _ => "bitter enemies",
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
            ui.label(
                RichText::new(unit_letter(c))
                    .color(text_colour)
                    .strong()
                    .monospace(),
            )
        })
        .response
        .on_hover_text(format!("{} units", c.name()))
}

pub fn player_colour(c: PlayerColour) -> Color32 {
    match c {
        PlayerColour::Red => Color32::from_rgb(0xc6, 0x28, 0x28),
        PlayerColour::White => Color32::from_rgb(0x90, 0x90, 0x90),
        PlayerColour::Undecided => Color32::from_rgb(0x8d, 0x6e, 0x63),
    }
}

/// "Red ■" style colour name for a player's PIT colour.
pub fn player_colour_text(c: PlayerColour) -> RichText {
    RichText::new(format!("■ {}", c.name()))
        .color(player_colour(c))
        .strong()
}
