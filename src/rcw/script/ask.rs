//! The script's questions: what it cannot see on the board, with Enter's
//! answer where one keeps the app's board equal to the table's.

use super::*;

impl<'a> Cx<'a> {
    /// The next question or instruction is about these stacks: its prompt
    /// names them by id (for scripts; the words name them for people).
    pub fn about(&mut self, stacks: impl IntoIterator<Item = StackId>) {
        self.naming = stacks.into_iter().collect();
    }

    /// Asks a question with `n` answers (`label` names answer `i`); returns
    /// the index of the answer.
    pub fn ask(
        &mut self,
        topic: Topic,
        text: impl Words,
        n: usize,
        default: usize,
        rule: impl Into<Text>,
        label: impl Fn(&GameState, usize) -> String,
    ) -> Step<usize> {
        self.ask_with_plan(topic, text, n, Some(default), rule, label, None, None)
    }

    /// Asks a question no answer of which can be assumed (how much a side
    /// lost): Enter picks nothing, so a stray Enter cannot keep on the
    /// app's board units the table has lost.
    pub fn ask_without_default(
        &mut self,
        topic: Topic,
        text: impl Words,
        n: usize,
        rule: impl Into<Text>,
        label: impl Fn(&GameState, usize) -> String,
    ) -> Step<usize> {
        self.ask_with_plan(topic, text, n, None, rule, label, None, None)
    }

    /// Asks a combat's result, which the game's chart may read from a
    /// roll ([`Input::ChartRoll`]); no default, as
    /// [`Cx::ask_without_default`].
    pub fn ask_combat_result(
        &mut self,
        text: impl Words,
        n: usize,
        rule: impl Into<Text>,
        label: impl Fn(&GameState, usize) -> String,
        chart: Option<ChartAsk>,
    ) -> Step<usize> {
        self.ask_with_plan(Topic::CombatResult, text, n, None, rule, label, None, chart)
    }

    #[allow(clippy::too_many_arguments)]
    fn ask_with_plan(
        &mut self,
        topic: Topic,
        text: impl Words,
        n: usize,
        default: Option<usize>,
        rule: impl Into<Text>,
        label: impl Fn(&GameState, usize) -> String,
        plan: Option<PlanAsk>,
        chart: Option<ChartAsk>,
    ) -> Step<usize> {
        let rule = rule.into();
        let stacks = std::mem::take(&mut self.naming);
        let asked = chart.clone();
        self.recorded = None;
        let input = self.next_input(|g| {
            // With an order of battle kept, Enter takes the planner's
            // answer: the attacks the order of battle allows are ordered.
            // A question about one stack (the Czar's or the Gold's) takes
            // its Enter from whether the plan attacks that stack.
            let planned = plan
                .as_ref()
                .and_then(|ask| Some(ask.answer(&ask.plan(g)?, n)));
            Prompt::Ask(Question {
                topic,
                text: text(),
                options: (0..n).map(|i| label(g, i)).collect(),
                default: planned.or(default),
                rule: rule.to_string(),
                plan: plan.clone().map(Box::new),
                stacks,
                chart: asked,
            })
        })?;
        let i = match input {
            Input::ChartRoll {
                faces,
                by_hand,
                column,
            } => self.chart_roll(chart.as_ref(), &faces, by_hand, column, n, &label)?,
            Input::Choice(i) if i < n => i,
            Input::Planned { choice, orders, .. } if choice < n && plan.is_some() => {
                self.recorded = Some(orders);
                choice
            }
            Input::Choice(i) | Input::Planned { choice: i, .. } => {
                return Err(self.refused(Refused::NotOffered {
                    answer: i + 1,
                    offered: n,
                }));
            }
            _ => return Err(self.refused(Refused::NeedsAnswer)),
        };
        if self.emitting() {
            let chosen = label(&self.g, i);
            self.push(
                LogKind::Answer,
                &[],
                Text::lazy(move || format!("{} — {chosen}", text())),
            );
        }
        Ok(i)
    }

    /// Asks a yes/no question; `true` for the first option. Enter picks
    /// `enter_means_yes`: always the answer that changes nothing on the
    /// board, so a stray Enter never removes the Czar or kills a leader.
    pub fn ask_yes_no(
        &mut self,
        topic: Topic,
        text: impl Words,
        yes: &'static str,
        no: &'static str,
        enter_means_yes: bool,
        rule: impl Into<Text>,
    ) -> Step<bool> {
        let default = usize::from(!enter_means_yes);
        let i = self.ask(topic, text, 2, default, rule, |_, i| {
            if i == 0 { yes } else { no }.to_string()
        })?;
        Ok(i == 0)
    }

    /// Asks for a number from `0..=max`.
    pub fn ask_count(
        &mut self,
        topic: Topic,
        text: impl Words,
        max: usize,
        rule: impl Into<Text>,
    ) -> Step<usize> {
        self.ask(topic, text, max + 1, 0, rule, |_, i| i.to_string())
    }

    /// As [`Cx::ask_count`], with what the attack planner needs to propose
    /// the answer.
    pub fn ask_attack_count(
        &mut self,
        text: impl Words,
        plan: PlanAsk,
        rule: impl Into<Text>,
    ) -> Step<usize> {
        let max = plan.remaining;
        self.ask_with_plan(
            Topic::AttackCount,
            text,
            max + 1,
            Some(0),
            rule,
            |_, i| i.to_string(),
            Some(plan),
            None,
        )
    }

    /// Whether the phasing player can make the one attack `plan` asks for
    /// (a vindictive turn's first attack on the stack holding the Czar or
    /// the Gold): "No" or "Yes", with the planner and its move ticks shown
    /// beside the question; Enter takes the planner's answer.
    pub fn ask_can_attack(
        &mut self,
        text: impl Words,
        plan: PlanAsk,
        rule: impl Into<Text>,
    ) -> Step<bool> {
        let i = self.ask_with_plan(
            Topic::CanAttack,
            text,
            2,
            Some(0),
            rule,
            |_, i| if i == 1 { "Yes" } else { "No" }.to_string(),
            Some(plan),
            None,
        )?;
        Ok(i == 1)
    }
}
