//! Rolls for unit and officer characteristics: Mob hesitation and a Clever
//! officer pre-empting the enemy.

use super::odds::{Outcome, group_d6};

/// A Mob unit that can see the enemy and tries anything but shoot, charge
/// or move away needs 3+ on a d6, or stays stationary (it may still shoot).
pub fn mob_hesitation() -> Vec<Outcome> {
    group_d6(|f| {
        if f >= 3 {
            "acts".into()
        } else {
            "remains stationary (may still shoot)".into()
        }
    })
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("pre-empt: another \"Clever\" officer may not be pre-empted this way")]
pub struct CleverTarget;

/// A Clever officer pre-empts a visible unit on a 6; never another Clever officer.
pub fn clever_pre_empt(target_clever: bool) -> Result<Vec<Outcome>, CleverTarget> {
    if target_clever {
        return Err(CleverTarget);
    }
    Ok(group_d6(|f| {
        if f == 6 {
            "his unit moves out of initiative order".into()
        } else {
            "no pre-emption".into()
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratio::Ratio;

    #[test]
    fn mob_needs_three_plus_clever_a_six() {
        assert_eq!(
            mob_hesitation()[1],
            Outcome::on("acts", &[3, 4, 5, 6], Ratio::new(2, 3))
        );
        let o = clever_pre_empt(false).unwrap();
        assert_eq!(o[1].chance, Ratio::new(1, 6));
        assert_eq!(clever_pre_empt(true), Err(CleverTarget));
    }
}
