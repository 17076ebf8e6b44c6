//! The five tool panels for the other games, behind one trait (as
//! egui_demo_app's demos are): each has a name on the start screen, a
//! screen of its own, and draws itself with the game data and the app's
//! dice setting. The app keeps one of each, registered once in
//! [`Tools::new`], and draws whichever the screen names.

use super::command::{Command, Screen};
use crate::catalogue::Catalogue;

/// What every tool reads from the app.
pub struct ToolContext<'a> {
    /// The tables, maps and data in force (edited copies included).
    pub catalogue: &'a Catalogue,
    /// The player rolls physical dice (the tool asks for the faces).
    pub physical_dice: bool,
}

/// A tool panel.
pub trait Tool {
    /// The start screen's button for it.
    fn name(&self) -> &'static str;
    /// The screen that shows it.
    fn screen(&self) -> Screen;
    /// Draws it; what it asks of the app goes into `cmds`.
    fn ui(&mut self, ui: &mut egui::Ui, cx: &ToolContext<'_>, cmds: &mut Vec<Command>);
}

impl Tool for super::tables_view::TablesPanel {
    fn name(&self) -> &'static str {
        "Tables, dice and odds"
    }
    fn screen(&self) -> Screen {
        Screen::Tables
    }
    fn ui(&mut self, ui: &mut egui::Ui, cx: &ToolContext<'_>, cmds: &mut Vec<Command>) {
        self.physical = cx.physical_dice;
        // Your chart first: while it is typed the editor has the screen.
        let mut shown = None;
        let editing = super::chart_editor::charts_ui(
            ui,
            &mut self.charts,
            &cx.catalogue.tables,
            &cx.catalogue.rules,
            (&mut shown, self.selected.is_some()),
            cmds,
        );
        if let Some(id) = shown {
            self.select(&id);
        }
        if !editing {
            super::tables_view::tables_ui(ui, self, &cx.catalogue.tables);
        }
    }
}

impl Tool for super::directory::DirectoryPanel {
    fn name(&self) -> &'static str {
        "Directory / Makhno combat"
    }
    fn screen(&self) -> Screen {
        Screen::Directory
    }
    fn ui(&mut self, ui: &mut egui::Ui, cx: &ToolContext<'_>, _cmds: &mut Vec<Command>) {
        super::directory::directory_ui(ui, self, &cx.catalogue.tables);
    }
}

impl Tool for super::red_actions::RedActionsPanel {
    fn name(&self) -> &'static str {
        "Red Actions! calculators"
    }
    fn screen(&self) -> Screen {
        Screen::RedActions
    }
    fn ui(&mut self, ui: &mut egui::Ui, cx: &ToolContext<'_>, _cmds: &mut Vec<Command>) {
        self.roll.physical = cx.physical_dice;
        super::red_actions::red_actions_ui(ui, self, &cx.catalogue.tables);
    }
}

impl Tool for super::diplomacy::DiplomacyPanel {
    fn name(&self) -> &'static str {
        "Diplomacy civil disorder"
    }
    fn screen(&self) -> Screen {
        Screen::Diplomacy
    }
    fn ui(&mut self, ui: &mut egui::Ui, cx: &ToolContext<'_>, _cmds: &mut Vec<Command>) {
        super::diplomacy::diplomacy_ui(ui, self, cx.catalogue);
    }
}

impl Tool for super::aa1914::Aa1914Panel {
    fn name(&self) -> &'static str {
        "A&A 1914 revolution"
    }
    fn screen(&self) -> Screen {
        Screen::Aa1914
    }
    fn ui(&mut self, ui: &mut egui::Ui, cx: &ToolContext<'_>, _cmds: &mut Vec<Command>) {
        super::aa1914::aa1914_ui(ui, self, &cx.catalogue.civil_war);
    }
}

/// The app's tools, in the start screen's order: the tables first (the
/// app also keeps your charts and favourites in that panel), then the
/// others, registered once in [`Tools::new`].
pub struct Tools {
    pub tables: super::tables_view::TablesPanel,
    others: Vec<Box<dyn Tool>>,
}

impl Tools {
    /// Every tool, with the tables panel `tables`.
    pub fn new(tables: super::tables_view::TablesPanel) -> Tools {
        Tools {
            tables,
            others: vec![
                Box::new(super::directory::DirectoryPanel::default()),
                Box::new(super::red_actions::RedActionsPanel::default()),
                Box::new(super::diplomacy::DiplomacyPanel::default()),
                Box::new(super::aa1914::Aa1914Panel::default()),
            ],
        }
    }

    /// Every tool, in order.
    pub fn all(&self) -> impl Iterator<Item = &dyn Tool> {
        std::iter::once(&self.tables as &dyn Tool).chain(self.others.iter().map(|t| t.as_ref()))
    }

    /// The tool `screen` shows, if it shows one.
    pub fn on(&mut self, screen: Screen) -> Option<&mut dyn Tool> {
        std::iter::once(&mut self.tables as &mut dyn Tool)
            .chain(self.others.iter_mut().map(|t| &mut **t as &mut dyn Tool))
            .find(|t| t.screen() == screen)
    }

    /// (screen, name) of every tool, for the start screen.
    pub fn menu(&self) -> Vec<(Screen, &'static str)> {
        self.all().map(|t| (t.screen(), t.name())).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_tool_has_a_screen_of_its_own() {
        let tools = Tools::new(Default::default());
        let menu = tools.menu();
        let mut screens: Vec<String> = menu.iter().map(|(s, _)| format!("{s:?}")).collect();
        screens.sort();
        screens.dedup();
        assert_eq!(screens.len(), 5);
        let mut tools = tools;
        for (screen, name) in menu {
            assert_eq!(tools.on(screen).map(|t| t.name()), Some(name));
        }
        assert!(tools.on(Screen::Play).is_none());
    }
}
