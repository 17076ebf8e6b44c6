//! Night and fog rolls: veering off course, and units coming on friends firing at them.

use super::odds::{Outcome, group_d6};

/// At the start of the action segment of a unit not following a well-defined
/// terrain feature: 1 veers 30° left, 6 veers 30° right.
pub fn veer() -> Vec<Outcome> {
    group_d6(|f| match f {
        1 => "veers 30° left".into(),
        6 => "veers 30° right".into(),
        _ => "keeps its course".into(),
    })
}

/// Units coming on friends at night or in fog fire at them on a d6 of 1.
pub fn friends_fired_on() -> Vec<Outcome> {
    group_d6(|f| {
        if f == 1 {
            "fires on the friends".into()
        } else {
            "recognises them".into()
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ratio::Ratio;

    #[test]
    fn one_left_six_right() {
        let o = veer();
        assert_eq!(o[0], Outcome::on("veers 30° left", &[1], Ratio::new(1, 6)));
        assert_eq!(
            o[1],
            Outcome::on("keeps its course", &[2, 3, 4, 5], Ratio::new(2, 3))
        );
        assert_eq!(o[2], Outcome::on("veers 30° right", &[6], Ratio::new(1, 6)));
        assert_eq!(
            friends_fired_on()[0],
            Outcome::on("fires on the friends", &[1], Ratio::new(1, 6))
        );
    }
}
