//! Purge Cooperation (SDT 4 and 5): committees, spoils, counterpurges.
//! The Czar's execution forms its committee with the same functions
//! (`rcw/turn/nap.rs`).

use super::pct::{Rank, candidates_at};
use super::player::{Seat, SeatList};
use super::rules::{CounterPurger, IndividualPurgeShift, SpoilsOrder};
use super::script::{Cx, Roll, Step, split_faces};
use super::state::{GameState, Marker};
use super::step::LogKind;
use crate::lazy_text;

/// What the Central Committee rolls lead to, before any tie-break.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommitteeOutcome {
    /// Every player joined: no purge ("hah!").
    AllJoined,
    /// The committee reached the threshold; the target is one of
    /// `candidates` (tied non-members most unfriendly to the phasing player).
    Purge {
        committee: Vec<Seat>,
        total: u32,
        candidates: Vec<Seat>,
    },
    /// The first committee fell short and the counter-committee (everyone
    /// not on it, formed without rolls [I-5]) reached the threshold: it
    /// attempts to purge the phasing player.
    CounterPurge {
        first_total: u32,
        committee: Vec<Seat>,
        total: u32,
    },
    /// Both committees fell short.
    NoPurge {
        first_total: u32,
        counter_total: u32,
    },
}

/// Decides the purge from the set of players that joined `p`'s committee
/// (`p` included). Pure: the probabilities module enumerates over it.
pub fn committee_outcome(
    g: &GameState,
    p: Seat,
    members: &[Seat],
    threshold: u32,
) -> CommitteeOutcome {
    let others = g.others(p);
    let non_members: Vec<Seat> = others
        .iter()
        .copied()
        .filter(|s| !members.contains(s))
        .collect();
    if non_members.is_empty() {
        return CommitteeOutcome::AllJoined;
    }
    let total: u32 = members.iter().map(|s| g.politburo(*s)).sum();
    if total >= threshold {
        let pos = non_members.len() - 1;
        let candidates = candidates_at(&g.pct, p, &non_members, pos);
        return CommitteeOutcome::Purge {
            committee: members.to_vec(),
            total,
            candidates,
        };
    }
    let counter_total: u32 = non_members.iter().map(|s| g.politburo(*s)).sum();
    if counter_total >= threshold {
        CommitteeOutcome::CounterPurge {
            first_total: total,
            committee: non_members,
            total: counter_total,
        }
    } else {
        CommitteeOutcome::NoPurge {
            first_total: total,
            counter_total,
        }
    }
}

/// The Central Committee rule: a player joins on a die roll of the PCT
/// value between the two players or more. The roll and the purge chances
/// both ask this.
pub fn joins_committee(face: u8, pct_value: u8) -> bool {
    face >= pct_value
}

/// Rolls each other player in (alphabetically) for `p`'s committee (see
/// [`joins_committee`]). `exclude` players are never asked.
pub(crate) fn roll_committee(
    cx: &mut Cx,
    what: &'static str,
    exclude: impl Fn(&GameState, Seat) -> bool,
    rule: &'static str,
) -> Step<Vec<Seat>> {
    let p = cx.seat;
    let mut members = vec![p];
    for q in cx.g.others(p) {
        if exclude(&cx.g, q) {
            continue;
        }
        let v = cx.g.pct.get(p, q);
        let (face, _) = cx.roll(
            &[q],
            Roll {
                table: "Central Committee",
                purpose: move || format!("whether {q} joins {p}'s {what} (PCT {p}/{q} is {v})"),
                outcome: split_faces(|f| joins_committee(f, v)),
                label: move |i| {
                    if i == 0 {
                        format!("{q} joins")
                    } else {
                        format!("{q} stays out")
                    }
                },
                rule: lazy_text!("{rule}: a player joins on a roll of the PCT value ({v}) or more"),
            },
        )?;
        if joins_committee(face, v) {
            members.push(q);
        }
    }
    Ok(members)
}

/// The full purge procedure for the phasing player.
pub(crate) fn purge(cx: &mut Cx) -> Step<()> {
    let p = cx.seat;
    cx.phase("Purge");
    // 1. A Politburo marker to the 2nd friendliest player.
    hand_politburo_marker(cx, "the purge", "Purge Cooperation 1")?;
    // 2. The Central Committee. When all the players together hold fewer
    // markers than a committee needs, no joining can make a purge.
    let threshold = cx.rules.committee_threshold();
    let everyone: u32 = cx.g.active().iter().map(|s| cx.g.politburo(*s)).sum();
    if cx.rules.skip_certain_rolls() && everyone < threshold {
        return cx.instruct(
            &[],
            move || format!("All the players together hold {everyone} Politburo markers, fewer than the {threshold} a committee needs: no purge is possible, so no committee rolls are made."),
            "Purge Cooperation 2 and [I-5]",
        );
    }
    let members = roll_committee(cx, "Central Committee", |_, _| false, "Purge Cooperation 2")?;
    let outcome = committee_outcome(&cx.g, p, &members, threshold);
    let (committee, target) = match outcome {
        CommitteeOutcome::AllJoined => {
            cx.instruct(
                &[],
                move || {
                    format!(
                        "Every player joined {p}'s Central Committee (hah!): no purge is attempted."
                    )
                },
                "Purge Cooperation 2",
            )?;
            return Ok(());
        }
        CommitteeOutcome::Purge {
            committee,
            total,
            candidates,
        } => {
            let Some(t) = cx.break_tie(
                candidates,
                "the non-member most unfriendly to the phasing player",
            )?
            else {
                return Ok(());
            };
            let c = SeatList::of(&committee);
            cx.note(&committee, move || {
                format!("Central Committee {} holds {total} Politburo markers (≥ {threshold}): it purges {t}, the non-member most unfriendly to {p}", c.text())
            });
            (committee, t)
        }
        CommitteeOutcome::CounterPurge {
            first_total,
            committee,
            total,
        } => {
            let (m, c) = (SeatList::of(&members), SeatList::of(&committee));
            cx.note(&committee, move || {
                format!("{p}'s committee {} holds only {first_total} Politburo markers (< {threshold}) and is dissolved. The players left out, {}, form a counter-committee without rolls [I-5]: {total} markers (≥ {threshold}), so they attempt to purge {p}!", m.text(), c.text())
            });
            (committee, p)
        }
        CommitteeOutcome::NoPurge {
            first_total,
            counter_total,
        } => {
            let m = SeatList::of(&members);
            cx.instruct(
                &[],
                move || format!("{p}'s committee ({}) holds {first_total} Politburo markers and the counter-committee {counter_total}: both fall short of {threshold}, so no purge is attempted.", m.text()),
                "Purge Cooperation 2 and [I-5]",
            )?;
            return Ok(());
        }
    };
    resolve_purge(cx, committee, target, None)
}

/// The human's own purge, as the solitaire rules see it: the PCT shifts,
/// the spoils order, the Politburo-instead roll, the leaders it removes and
/// the bots' mandatory counterpurge against the human.
pub(crate) fn human_purge(cx: &mut Cx, hp: &HumanPurge) -> Step<()> {
    let p = cx.seat;
    cx.phase("Your purge");
    let mut committee = vec![p];
    if hp.collective {
        committee.extend(hp.committee.iter().copied().filter(|s| *s != p));
    }
    resolve_purge(cx, committee, hp.target, Some(hp.collective))?;
    let target = hp.target;
    cx.instruct_with(
        &[target],
        move || format!("Your purge against {target} is carried through on the PCT and the markers. Go on with your turn."),
        "Purge Cooperation 4",
        "Done",
    )
}

/// What the human's purge was: against whom, collective or individual, and
/// (collective) who joined the human's committee.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct HumanPurge {
    pub target: Seat,
    pub collective: bool,
    #[serde(default)]
    pub committee: Vec<Seat>,
}

/// Purge Cooperation 3 and 4 for `committee` against `target`: the method
/// (rolled, or `method` when the purger chose it), the PCT shifts, spoils
/// or the Politburo-instead roll, leaders removed, and the counterpurge.
fn resolve_purge(
    cx: &mut Cx,
    committee: Vec<Seat>,
    target: Seat,
    method: Option<bool>,
) -> Step<()> {
    let readings = cx.rules.readings();
    let d = cx.rules.pct().shifts.purge_attempt;
    // [I-6], read the old way: every member shifts before the method is known.
    if readings.individual_purge_shift == IndividualPurgeShift::EveryMember {
        shift_with(cx, &committee, target, d);
    }
    // 3. Collective or individual: rolled for a bot's committee; the human
    // says which theirs was.
    let from = cx.rules.collective_purge_from();
    let collective = match method {
        Some(c) => c,
        None => rolled_method(cx, target, from)?,
    };
    let purger = purger_of(cx, &committee, collective)?;
    // [I-6]: a collective purge shifts every member with the target; an
    // individual one only the player who makes the attempt.
    if readings.individual_purge_shift == IndividualPurgeShift::PurgerOnly {
        if collective {
            shift_with(cx, &committee, target, d);
        } else {
            shift_with(cx, &[purger], target, d);
        }
    }
    let purge = Purge {
        committee: &committee,
        target,
        collective,
        purger,
    };
    announce_purge(cx, purge)?;
    // A Politburo marker taken instead settles the purge's result: no
    // leader falls, and none is asked about.
    let marker_instead = if collective {
        collective_spoils(cx, &committee, target)?;
        false
    } else {
        individual_result(cx, target, purger)?
    };
    if marker_instead && cx.rules.follows_the_board() {
        cx.note(&[target], move || {
            format!("No leader of {target}'s falls: the purge took a Politburo marker instead")
        });
    } else {
        remove_purged_leaders(cx, target, "purge")?;
    }
    counterpurge(cx, purge)
}

/// The purger of an individual purge: the phasing player when on the
/// committee, else a member picked as [I-10] says (the phasing player
/// for a collective purge).
fn purger_of(cx: &mut Cx, committee: &[Seat], collective: bool) -> Step<Seat> {
    let p = cx.seat;
    let readings = cx.rules.readings();
    Ok(if committee.contains(&p) || collective {
        p
    } else {
        match readings.counter_committee_purger {
            CounterPurger::FirstInAlphabet => committee.first().copied().unwrap_or(p),
            CounterPurger::DieRoll => cx
                .pick_seat(
                    committee,
                    "which member of the counter-committee makes the individual purge",
                    "[I-10] a die roll among the committee's members picks who makes an individual purge",
                )?
                .unwrap_or(p),
        }
    })
}

/// A purge being resolved: the committee, its target, whether it is
/// collective, and who makes it.
#[derive(Clone, Copy)]
struct Purge<'a> {
    committee: &'a [Seat],
    target: Seat,
    collective: bool,
    purger: Seat,
}

/// The purge to resolve on the board, and on whose leaders it falls.
fn announce_purge(cx: &mut Cx, purge: Purge) -> Step<()> {
    let Purge {
        committee,
        target,
        collective,
        purger,
    } = purge;
    let leaders = cx.g.leaders_by_strength(target);
    let leader_order = if leaders.is_empty() {
        format!("{target} has no leaders recorded")
    } else {
        format!(
            "results fall on {target}'s leaders controlling the greatest combat strength: {}",
            leaders
                .iter()
                .map(|l| l.describe())
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    cx.phase("Purge");
    let c = SeatList::of(committee);
    cx.instruct(
        &committee_and(committee, target),
        move || format!(
            "{} purge: {} against {target}. Resolve it with the base game's purge rules (Section 11); {leader_order}.",
            if collective { "Collective" } else { "Individual" },
            if collective {
                format!("the committee {}", c.text())
            } else {
                format!("{purger} purges for the committee {}", c.text())
            }
        ),
        "Purge Cooperation 4",
    )?;
    Ok(())
}

/// A collective purge's spoil factors, handed out one at a time.
fn collective_spoils(cx: &mut Cx, committee: &[Seat], target: Seat) -> Step<()> {
    let p = cx.seat;
    let readings = cx.rules.readings();
    let spoils = cx.ask_count(
        crate::rcw::step::Topic::Spoils,
        move || format!("How many spoil factors did the collective purge against {target} yield?"),
        20,
        "Purge Cooperation 4",
    )?;
    if spoils > 0 {
        let spoils_reading = readings.spoils_order;
        let order = SeatList::of(&spoils_order(spoils_reading, p, committee));
        cx.instruct(
            committee,
            move || {
                let seq: Vec<String> = (0..spoils)
                    .map(|i| format!("{}→{}", i + 1, order.as_slice()[i % order.len().max(1)]))
                    .collect();
                format!(
                    "Hand out the {spoils} spoil factor{} one at a time, {}: {}.",
                    if spoils == 1 { "" } else { "s" },
                    match spoils_reading {
                        SpoilsOrder::CyclicFromPhasing => "from the phasing player onward in the alphabet, wrapping round",
                        SpoilsOrder::PhasingThenAlphabetical => "phasing player first, then alphabetically",
                    },
                    seq.join(", ")
                )
            },
            "Purge Cooperation 4: collective spoils go one factor at a time, beginning with the phasing player and progressing alphabetically [I-9]",
        )?;
    }

    Ok(())
}

/// An individual purge's result; a high one may take a Politburo marker
/// instead of a leader (true when it did).
fn individual_result(cx: &mut Cx, target: Seat, purger: Seat) -> Step<bool> {
    let result = cx.ask_count(
        crate::rcw::step::Topic::PurgeResult,
        move || format!("What is the result of {purger}'s individual purge against {target} (the number from the base game's purge table)?"),
        10,
        "Purge Cooperation 4",
    )?;
    let min = cx.rules.politburo_instead_min_result() as usize;
    if result >= min {
        if cx.g.politburo(target) > 0 {
            let up = cx.rules.politburo_instead_up_to();
            let (f, _) = cx.roll(
                &[target, purger],
                Roll {
                    table: "Politburo marker instead of a leader",
                    purpose: move || format!("whether {purger} takes one of {target}'s Politburo markers instead of a leader"),
                    outcome: split_faces(|f| f <= up),
                    label: |i| {
                        if i == 0 {
                            "a Politburo marker instead of a leader"
                        } else {
                            "a leader, as usual"
                        }
                        .to_string()
                    },
                    rule: lazy_text!("Purge Cooperation 4: an individual result of {min} or more rolls; 1–{up} takes a Politburo marker"),
                },
            )?;
            if f <= up {
                cx.give(Marker::Politburo, target, purger, 1, "individual purge");
                cx.instruct(
                    &[target, purger],
                    move || format!("{purger} takes one of {target}'s Politburo markers instead of a leader."),
                    "Purge Cooperation 4",
                )?;
                return Ok(true);
            }
        } else {
            cx.note(&[target], move || {
                format!("{target} holds no Politburo marker, so the purge result falls on a leader")
            });
        }
    }
    Ok(false)
}

/// Counterpurges: mandatory, always against the phasing player; when the
/// phasing player counterpurges, a die picks among the committee.
fn counterpurge(cx: &mut Cx, purge: Purge) -> Step<()> {
    let Purge {
        committee,
        target,
        collective,
        purger,
    } = purge;
    let p = cx.seat;
    let d = cx.rules.pct().shifts.purge_attempt;
    let counter = cx.ask_yes_no(
        crate::rcw::step::Topic::Counterpurge,
        move || format!("Does the base game's purge result give {target} a counterpurge?"),
        "Yes, a counterpurge follows",
        "No counterpurge",
        false,
        "Purge Cooperation 4: all counterpurges are mandatory",
    )?;
    if counter {
        let (by, against) = if target == p {
            // Against a collective purge the phasing player faces the whole
            // committee and a die picks whom it counterpurges; against an
            // individual purge only the purger acted.
            let c: Vec<Seat> = if collective {
                committee.iter().copied().filter(|s| *s != p).collect()
            } else {
                vec![purger]
            };
            let against = cx.pick_seat(
                &c,
                "whom the phasing player counterpurges",
                "Purge Cooperation 4: a die decides against whom the phasing player counterpurges",
            )?;
            (p, against)
        } else {
            (target, Some(p))
        };
        if let Some(against) = against {
            cx.shift(by, against, d, "counterpurge attempt");
            cx.instruct(
                &[by, against],
                move || format!("Counterpurge: {by} counterpurges against {against}. Resolve it with the base game's purge rules (Section 11)."),
                "Purge Cooperation 4: counterpurges are always against the phasing player",
            )?;
            remove_purged_leaders(cx, against, "counterpurge")?;
        }
    }
    Ok(())
}

/// Purge Cooperation 3: a die for whether the purge is collective.
fn rolled_method(cx: &mut Cx, target: Seat, from: u8) -> Step<bool> {
    let (face, _) = cx.roll(
        &[target],
        Roll {
            table: "Purge method",
            purpose: move || {
                format!("whether the purge against {target} is collective or individual")
            },
            outcome: split_faces(|f| f >= from),
            label: |i| {
                if i == 0 {
                    "collective purge"
                } else {
                    "individual purge"
                }
                .to_string()
            },
            rule: lazy_text!("Purge Cooperation 3: {from} or more means a collective purge"),
        },
    )?;
    Ok(face >= from)
}

/// Purge Cooperation step 1: one Politburo marker, if the phasing player
/// holds one, to its 2nd friendliest player.
pub(crate) fn hand_politburo_marker(
    cx: &mut Cx,
    before: &'static str,
    rule: &'static str,
) -> Step<()> {
    let p = cx.seat;
    if cx.g.politburo(p) == 0 {
        cx.note(&[], move || {
            format!("{p} holds no Politburo marker to hand out before {before}")
        });
        return Ok(());
    }
    let others = cx.g.others(p);
    if let Some(to) = cx.pick(p, &others, Rank::SecondFriendliest, "2nd friendliest")? {
        cx.give(Marker::Politburo, p, to, 1, "Purge Cooperation step 1");
        let d = cx.rules.pct().shifts.politburo_marker_given;
        let (from, after) = cx.shift(p, to, d, "Politburo marker given");
        cx.instruct(
            &[to],
            move || format!("Before {before}, {p} hands one Politburo marker to {to}, its 2nd friendliest player. PCT {p}/{to}: {from} → {after}."),
            lazy_text!("{rule}: a Politburo marker, if available, goes to the 2nd friendliest player"),
        )?;
    }
    Ok(())
}

/// Shifts each of `members` (but the target itself) with `target`.
fn shift_with(cx: &mut Cx, members: &[Seat], target: Seat, d: i8) {
    for m in members {
        if *m != target {
            cx.shift(*m, target, d, "purge attempt");
        }
    }
}

/// The order collective spoils are handed out in: the committee's members,
/// beginning with the phasing player `p` (or where it would stand, when it
/// is the target) [I-9].
pub fn spoils_order(reading: SpoilsOrder, p: Seat, committee: &[Seat]) -> Vec<Seat> {
    let mut order: Vec<Seat> = committee.to_vec();
    order.sort();
    order.dedup();
    match reading {
        SpoilsOrder::CyclicFromPhasing => {
            // From p onward, then wrap round to the start of the alphabet.
            let split = order.iter().position(|s| *s >= p).unwrap_or(order.len());
            order.rotate_left(split);
        }
        SpoilsOrder::PhasingThenAlphabetical => {
            if let Some(i) = order.iter().position(|s| *s == p) {
                let me = order.remove(i);
                order.insert(0, me);
            }
        }
    }
    order
}

fn committee_and(c: &[Seat], t: Seat) -> Vec<Seat> {
    let mut v = c.to_vec();
    if !v.contains(&t) {
        v.push(t);
    }
    v
}

/// Asks how many of `target`'s leaders fell and removes them, greatest
/// combat strength first.
fn remove_purged_leaders(cx: &mut Cx, target: Seat, what: &'static str) -> Step<()> {
    let leaders = cx.g.leaders_by_strength(target);
    if leaders.is_empty() {
        return Ok(());
    }
    let names: Vec<String> = leaders.iter().map(|l| l.describe()).collect();
    let n = cx.ask_count(
        crate::rcw::step::Topic::LeadersRemoved,
        move || format!("How many of {target}'s leaders did the {what} remove? (They are taken from the greatest combat strength down: {}.)",
            names.join(", ")),
        leaders.len(),
        "Purge Cooperation 4: purge results fall on the leaders controlling the greatest combat strength",
    )?;
    for l in leaders.iter().take(n) {
        cx.g.remove_leader(target, l);
        let d = l.describe();
        cx.log(LogKind::Change, &[target], move || {
            format!("{target}'s leader {d} removed by the {what}")
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(letters: &str) -> Vec<Seat> {
        letters
            .chars()
            .map(|c| Seat::from_letter(c).unwrap())
            .collect()
    }

    #[test]
    fn spoils_go_round_from_the_phasing_players_place_i9() {
        let order = |p: char, committee: &str| {
            let p = Seat::from_letter(p).unwrap();
            spoils_order(SpoilsOrder::CyclicFromPhasing, p, &seats(committee))
        };
        // Phasing C with A and E on the committee: C, E, A.
        assert_eq!(order('C', "ACE"), seats("CEA"));
        // Phasing B the target of A, D and E: the order still starts at
        // B's place: D, E, A.
        assert_eq!(order('B', "ADE"), seats("DEA"));
        // The other reading: the phasing player first, then from A.
        assert_eq!(
            spoils_order(
                SpoilsOrder::PhasingThenAlphabetical,
                Seat::from_letter('C').unwrap(),
                &seats("ACE")
            ),
            seats("CAE")
        );
    }
}
