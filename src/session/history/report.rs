//! The game report: the whole log as Markdown, and a step's short
//! description when it left no log line.

use super::*;

impl Session {
    /// The whole log as Markdown, for a game report.
    pub fn to_markdown(&self, title: &str) -> String {
        let g = self.game.state();
        let mut md = format!("# {title}\n\n");
        md.push_str("| Seat | Name | Colour | Units | Politburo | Assassins | Out |\n|---|---|---|---|---|---|---|\n");
        for p in g.players() {
            md.push_str(&format!(
                "| {} | {}{} | {} | {} | {} | {} | {} |\n",
                p.seat(),
                p.name(),
                if p.seat() == g.human() { " (you)" } else { "" },
                p.colour(),
                p.units_text(),
                p.politburo(),
                p.assassins(),
                if p.out() { "yes" } else { "" }
            ));
        }
        md.push_str(&format!(
            "\n## Player Cooperation Table (turn {})\n\n```\n{}```\n\n## Log\n\n",
            g.turn(),
            g.pct()
                .grid_text(self.data.rules.pct().min, self.data.rules.pct().max)
        ));
        let mut turn = None;
        for l in &self.log {
            if turn != Some(l.entry.turn) {
                turn = Some(l.entry.turn);
                md.push_str(&format!("\n### Game turn {}\n\n", l.entry.turn));
            }
            md.push_str(&format!(
                "- **{}** {}\n",
                l.entry.kind.name(),
                l.entry.text.replace('\n', " ")
            ));
        }
        md
    }
}

/// A short description of an action (when it left no log line).
pub fn action_text(a: &Action) -> String {
    match a {
        Action::StartBotTurn(s) => format!("start {s}'s turn"),
        Action::Input(Input::Die { face, .. }) => format!("die roll {face}"),
        Action::Input(Input::Choice(i) | Input::Planned { choice: i, .. }) => {
            format!("answer {}", i + 1)
        }
        Action::Input(Input::Ack) => "step done".to_string(),
        Action::Input(Input::Override(_)) => "override".to_string(),
        Action::Input(Input::Moves(_)) => "moves for the planner".to_string(),
        Action::Input(Input::Stacks(_)) => "a stack moved".to_string(),
        Action::Input(Input::ChartRoll { faces, .. }) => format!(
            "combat result rolled ({})",
            faces
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" + ")
        ),
        Action::Act(_) => "your act".to_string(),
        Action::Edit(_) => "edit".to_string(),
        Action::NextGameTurn => "next game turn".to_string(),
        Action::EndHumanTurn => "your turn done".to_string(),
        Action::HumanPurge(hp) => format!("your purge against {}", hp.target),
        Action::HumanAttack(_) => "your attack".to_string(),
    }
}
