//! The script's orders to the player and the state it changes as it goes:
//! instructions to acknowledge, PCT shifts and markers handed over.

use super::*;

impl<'a> Cx<'a> {
    /// An instruction the player carries out and acknowledges.
    pub fn instruct(
        &mut self,
        involves: &[Seat],
        text: impl Words,
        rule: impl Into<Text>,
    ) -> Step<()> {
        self.instruct_with(involves, text, rule, "Done")
    }

    pub fn instruct_with(
        &mut self,
        involves: &[Seat],
        text: impl Words,
        rule: impl Into<Text>,
        ack: &'static str,
    ) -> Step<()> {
        self.instruct_as(involves, text, rule, ack, InstructionKind::Step)
    }

    /// An instruction of a kind the wizard shows more with.
    pub fn instruct_as(
        &mut self,
        involves: &[Seat],
        text: impl Words,
        rule: impl Into<Text>,
        ack: &'static str,
        kind: InstructionKind,
    ) -> Step<()> {
        let rule = rule.into();
        let stacks = std::mem::take(&mut self.naming);
        let named = stacks.clone();
        let input = self.next_input(|_| {
            Prompt::Do(Instruction {
                text: text(),
                rule: rule.to_string(),
                ack: ack.to_string(),
                kind,
                stacks,
            })
        })?;
        if input != Input::Ack {
            return Err(self.refused(Refused::NeedsAck));
        }
        self.log_about(LogKind::Instruction, involves, named, move || {
            format!("{} [{rule}]", text())
        });
        Ok(())
    }

    /// Shifts the PCT for `a`/`b` by `delta` and logs why.
    pub fn shift(&mut self, a: Seat, b: Seat, delta: i8, why: &'static str) -> (u8, u8) {
        let (min, max) = (self.rules.pct().min, self.rules.pct().max);
        let (from, to) = self.g.pct.shift(a, b, delta, min, max);
        self.log(LogKind::Pct, &[a, b], move || {
            format!("{} ({why}, {delta:+})", pct_line(a, b, from, to))
        });
        (from, to)
    }

    /// Hands markers over and logs it; returns how many moved.
    pub fn give(
        &mut self,
        kind: Marker,
        from: Seat,
        to: Seat,
        count: u32,
        why: &'static str,
    ) -> u32 {
        let n = self.g.move_markers(kind, from, to, count);
        if n > 0 {
            self.log(LogKind::Marker, &[from, to], move || {
                format!(
                    "{n} {}{} from {from} to {to} ({why})",
                    kind.name(),
                    if n == 1 { "" } else { "s" }
                )
            });
        }
        n
    }
}
