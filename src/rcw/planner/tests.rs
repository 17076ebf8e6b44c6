//! The planner's tests: worked boards, the text form, and the search
//! against an oracle that tries every assignment.

use super::problem::{Assignment, Problem};
use super::score::Score;
use super::search::plan_with_budget;
use super::*;
use crate::rcw::odds::Odds;
use crate::rcw::player::{Seat, UnitColour};
use std::cmp::Ordering;

fn oob(text: &str) -> OrderOfBattle {
    OrderOfBattle::parse(text).unwrap()
}

fn seat(c: char) -> Seat {
    Seat::from_letter(c).unwrap()
}

fn odds(s: &str) -> Odds {
    s.parse().unwrap()
}

/// B's Red units against White units at `min`, escorts at 3-1.
/// B's Red against White; no one attacks at 1-2, as in the rules.
fn red_vs_white(min: &str, required: usize) -> EntryRequest {
    let mut r = EntryRequest::new(
        seat('B'),
        UnitColour::Red,
        UnitColour::White,
        odds(min),
        odds("3-1"),
        required,
    );
    r.never_at = Some(odds("1-2"));
    r
}

/// The plan `lines` describe on `board`, as a value: each line
/// "Attack n: Province: X + Y from Other vs Z: a:d → odds" names its
/// stacks by their brief ("B Red 3", "D White 5 (Czar)"), each the first
/// in its province that reads so and is not named yet; the last line is
/// "n of m attacks". The planner's choice is compared as stacks, numbers
/// and odds, not as a sentence.
fn expected_plan(board: &OrderOfBattle, lines: &[&str]) -> (Vec<PlannedAttack>, usize) {
    let mut named: Vec<StackRef> = Vec::new();
    let mut find = |province: usize, brief: &str| {
        let r = board
            .refs()
            .find(|(r, s)| r.province == province && s.brief() == brief && !named.contains(r))
            .map(|(r, _)| r)
            .unwrap_or_else(|| panic!("no stack {brief:?} left in province {province}"));
        named.push(r);
        r
    };
    let (last, attack_lines) = lines.split_last().unwrap();
    let (count, required) = last
        .strip_suffix(" attacks")
        .unwrap()
        .split_once(" of ")
        .unwrap();
    assert_eq!(
        count.parse::<usize>().unwrap(),
        attack_lines.len(),
        "{last}"
    );
    let attacks = attack_lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let rest = line
                .strip_prefix(&format!("Attack {}: ", i + 1))
                .unwrap_or_else(|| panic!("{line}"));
            let (place, rest) = rest.split_once(": ").unwrap();
            let here = board.province_index(place).unwrap();
            let (attackers, rest) = rest.split_once(" vs ").unwrap();
            let (numbers, odds_text) = rest.rsplit_once(" → ").unwrap();
            let (defender, strengths) = numbers.rsplit_once(": ").unwrap();
            let (attack, defence) = strengths.split_once(':').unwrap();
            let attackers = attackers
                .split(" + ")
                .map(|a| match a.split_once(" from ") {
                    Some((brief, from)) => find(board.province_index(from).unwrap(), brief),
                    None => find(here, a),
                })
                .collect();
            PlannedAttack {
                target: find(here, defender),
                attackers,
                attack: attack.parse().unwrap(),
                defence: defence.parse().unwrap(),
                odds: odds(odds_text),
            }
        })
        .collect();
    (attacks, required.parse().unwrap())
}

/// Plans with the search and with the greedy plan alone: both must give
/// the plan `expected` describes (see [`expected_plan`]), and the search
/// must have finished.
fn check(
    board: &str,
    reach: &str,
    req: &EntryRequest,
    used: &[StackRef],
    expected: &[&str],
) -> (OrderOfBattle, Plan) {
    let board = oob(board);
    let reach = Reach::parse(reach, &board).unwrap();
    let (attacks, required) = expected_plan(&board, expected);
    let plan = plan_entry(&board, &reach, req, used);
    assert!(plan.exhaustive);
    assert_eq!(plan.attacks, attacks, "search");
    assert_eq!(plan.required, required, "search");
    let greedy = plan_with_budget(&board, &reach, req, used, 0);
    assert_eq!(greedy.attacks, attacks, "greedy");
    assert_eq!(greedy.required, required, "greedy");
    on_a_map_as_typed(&board, &reach, req, used);
    (board, plan)
}

/// `rcw plan --map` plans as `--reach` with every neighbour pair both
/// ways: on this stored board, a map joining the pairs of `reach` gives
/// the plan the same pairs typed both ways give.
fn on_a_map_as_typed(board: &OrderOfBattle, reach: &Reach, req: &EntryRequest, used: &[StackRef]) {
    use crate::rcw::map::{Map, Place};
    let mut places: Vec<Place> = board
        .provinces()
        .iter()
        .map(|p| Place::new(p.name()))
        .collect();
    let mut typed = Reach::new();
    for (a, b) in reach.pairs() {
        if let Some(p) = places.iter_mut().find(|p| p.name == *a) {
            p.next.push(b.clone());
        }
        typed.add(a, b);
        typed.add(b, a);
    }
    let map = Map::new(places, 1).unwrap();
    let on_map = plan_fresh(board, &map.reach_on(board), req, used);
    let as_typed = plan_fresh(board, &typed, req, used);
    assert_eq!(on_map.lines(board), as_typed.lines(board), "map v typed");
}

/// Issue #42's board of 13 attacking stacks against 7: the stacks of
/// Perm and Samara make 6-1 against four defenders only when packed
/// exactly (6, 6, 12 and 12 out of 36); the plan finds it (it gave 3-1,
/// 4-1, 5-1, 6-1, 17-1 before the highest floor was counted) and proves
/// it best.
#[test]
fn thirteen_stacks_packed_exactly_give_six_to_one_five_times() {
    let board = oob(
        "Perm: B Red 5, B Red 3, B Red 1, D White 1, E White 2, C White 3; \
         Omsk: B Red 3, B Red 5, B Red 10, C White 3; \
         Samara: B Red 2, B Red 7, B Red 2, B Red 1, B Red 8, B Red 5, B Red 2, C White 2, C White 1, C White 3",
    );
    let reach = Reach::parse("Perm>Samara, Samara>Perm", &board).unwrap();
    let plan = plan_entry(&board, &reach, &red_vs_white("2-1", 5), &[]);
    let columns: Vec<String> = plan.attacks.iter().map(|a| a.odds.to_string()).collect();
    assert_eq!(columns, ["6-1"; 5], "{:?}", plan.lines(&board));
    assert!(plan.exhaustive);
}

/// Issue #42's slowest vindictive board: the Gold's stack has two twins
/// (same province and strength) whose options are shared, and every plan
/// as good as the best known attacks it. Its options may take more
/// strength than its twins' (the others leave it more): the target's own
/// are built for it, and the plan is proven at 10-1 and 16-1.
#[test]
fn the_vindictive_target_keeps_its_own_options_beside_its_twins() {
    let board = oob(
        "Kazan: B Red 5, B Red 7, B Red 6, B Red 11, B Red 6, B Red 1, E White 5, D White 6, \
         C White 1, E White 6, D White 3, D White 1; \
         Perm: B Red 11, B Red 7, B Red 3, B Red 10, B Red 1, B Red 8, D White 1, E White 6, \
         E White 1, D White 6 (Gold), C White 5, C White 1",
    );
    let reach = Reach::parse("Kazan>Perm, Perm>Kazan", &board).unwrap();
    let mut req = red_vs_white("2-1", 2);
    req.never_at = Some(odds("1-2"));
    req.first_target = board.holder(seat('D'), Holding::Gold);
    let plan = plan_entry(&board, &reach, &req, &[]);
    let columns: Vec<String> = plan.attacks.iter().map(|a| a.odds.to_string()).collect();
    assert_eq!(columns, ["10-1", "16-1"], "{:?}", plan.lines(&board));
    assert_eq!(plan.attacks[0].target, req.first_target.unwrap());
    assert!(plan.exhaustive);
    let want = oracle::best(&oracle::board(&board, &reach, &req));
    assert_eq!(objective(&plan, &req), want);
}

/// With a chart whose top is 6-1, a board of 14 stacks whose greedy plan
/// already makes every attack at 6-1, as many as can be made: no plan has
/// better odds, so the search stops there and says so (not "not proven").
#[test]
fn every_attack_at_the_charts_top_stops_the_search() {
    let board = oob(
        "Perm: B Red 9, B Red 9, B Red 9, B Red 9, B Red 9, B Red 9, B Red 9, \
         B Red 9, B Red 9, B Red 9, B Red 9, B Red 9, B Red 9, B Red 9, \
         C White 1, C White 1, C White 1, D White 1, D White 1",
    );
    let mut req = red_vs_white("1-1", 5);
    req.top = Some(odds("6-1"));
    let plan = plan_entry(&board, &Reach::new(), &req, &[]);
    let columns: Vec<String> = plan.attacks.iter().map(|a| a.odds.to_string()).collect();
    assert_eq!(columns, ["6-1"; 5], "{:?}", plan.lines(&board));
    assert!(plan.odds_best);
    assert!(
        plan.unproven_note()
            .is_some_and(|n| n.contains("no plan has better odds"))
    );
    // A plan short of the top is not said to be unbeatable: five attacks
    // at 20-1 would take 15 stacks of 9.
    req.top = Some(odds("20-1"));
    let plan = plan_entry(&board, &Reach::new(), &req, &[]);
    assert!(!plan.odds_best);
}

/// The search from kicks follows a fixed seed: the same large board gets
/// the same plan every time, and it keeps the rules.
#[test]
fn restarts_give_the_same_plan_every_time() {
    let text = "Perm: B Red 3, B Red 5, B Red 7, B Red 2, B Red 9, B Red 4, B Red 6, B Red 8, \
        B Red 1, B Red 10, B Red 3, B Red 5, B Red 7, B Red 2, B Red 9, B Red 4, B Red 6, \
        B Red 8, B Red 1, B Red 10, C White 3, D White 5, E White 2, C White 7, D White 1, \
        E White 4, C White 6, D White 8, E White 2, C White 3, D White 5, E White 1";
    let board = oob(text);
    let req = red_vs_white("2-1", 5);
    let first = plan_entry(&board, &Reach::new(), &req, &[]);
    let again = crate::rcw::planner::plan_fresh(&board, &Reach::new(), &req, &[]);
    assert_eq!(first, again);
    assert_legal(&board, &Reach::new(), &req, &[], &first);
    assert_eq!(first.count(), 5);
}

#[test]
fn two_stacks_combine_to_reach_the_minimum() {
    // B Red 3 alone: 3:2 → 1-1; B Red 2 alone: 2:2 → 1-1; neither
    // meets 2-1. Together 5:2 → 2-1.
    let (board, plan) = check(
        "Perm: B Red 3, D White 2; Omsk: B Red 2",
        "Omsk>Perm",
        &red_vs_white("2-1", 1),
        &[],
        &[
            "Attack 1: Perm: B Red 3 + B Red 2 from Omsk vs D White 2: 5:2 → 2-1",
            "1 of 1 attacks",
        ],
    );
    // The plan as the player reads it, a line and an order.
    assert_eq!(
        plan.lines(&board),
        [
            "Attack 1: Perm: B Red 3 + B Red 2 from Omsk vs D White 2: 5:2 → 2-1",
            "1 of 1 attacks",
        ]
    );
    assert_eq!(
        plan.attacks[0].order(&board),
        "move B's Red 2 from Omsk into Perm to join B's Red 3 there; 5 against D's White 2 in Perm: 5:2 → 2-1"
    );
}

#[test]
fn two_attacks_at_two_to_one_beat_one_at_four_to_one() {
    let board = "Perm: B Red 4, B Red 4, D White 2, D White 2";
    // Required 2: both stacks on one defender make 8:2 → 4-1 but one
    // attack; one each make 4:2 → 2-1 twice: two attacks, more wins.
    check(
        board,
        "",
        &red_vs_white("2-1", 2),
        &[],
        &[
            "Attack 1: Perm: B Red 4 vs D White 2: 4:2 → 2-1",
            "Attack 2: Perm: B Red 4 vs D White 2: 4:2 → 2-1",
            "2 of 2 attacks",
        ],
    );
    // Required 1: the second stack is spare and lifts the one attack
    // from 4:2 → 2-1 to 8:2 → 4-1, on the first listed defender.
    check(
        board,
        "",
        &red_vs_white("2-1", 1),
        &[],
        &[
            "Attack 1: Perm: B Red 4 + B Red 4 vs D White 2: 8:2 → 4-1",
            "1 of 1 attacks",
        ],
    );
}

#[test]
fn escorts_attack_only_at_three_to_one() {
    let req = red_vs_white("2-1", 1);
    // 4:2 → 2-1 meets the minimum but not the Czar's escort's 3-1.
    check(
        "Perm: B Red 4 (Czar), D White 2",
        "",
        &req,
        &[],
        &["0 of 1 attacks"],
    );
    // Nor does adding B Red 1: 5:2 → 2-1; and B Red 1 alone is 1:2.
    check(
        "Perm: B Red 4 (Czar), B Red 1, D White 2",
        "",
        &req,
        &[],
        &["0 of 1 attacks"],
    );
    // 6:2 → 3-1: accepted.
    check(
        "Perm: B Red 6 (Czar), D White 2",
        "",
        &req,
        &[],
        &[
            "Attack 1: Perm: B Red 6 (Czar) vs D White 2: 6:2 → 3-1",
            "1 of 1 attacks",
        ],
    );
    // B Red 3 alone: 3:2 → 1-1, short of 2-1; the Gold's escort alone
    // 2-1, short of 3-1; together 7:2 → 3-1, legal for both.
    check(
        "Perm: B Red 4 (Gold), B Red 3, D White 2",
        "",
        &req,
        &[],
        &[
            "Attack 1: Perm: B Red 4 (Gold) + B Red 3 vs D White 2: 7:2 → 3-1",
            "1 of 1 attacks",
        ],
    );
    // B Red 4 makes 2-1; the escort would make 5:2, still 2-1 and
    // below 3-1: it stays out.
    check(
        "Perm: B Red 4, B Red 1 (Czar), D White 2",
        "",
        &req,
        &[],
        &[
            "Attack 1: Perm: B Red 4 vs D White 2: 4:2 → 2-1",
            "1 of 1 attacks",
        ],
    );
}

#[test]
fn no_stack_attacks_twice() {
    // One B Red 4 could attack either D White 2 at 2-1, but only one.
    let board = "Perm: B Red 4, D White 2, D White 2";
    let (b, plan) = check(
        board,
        "",
        &red_vs_white("2-1", 2),
        &[],
        &[
            "Attack 1: Perm: B Red 4 vs D White 2: 4:2 → 2-1",
            "1 of 2 attacks",
        ],
    );
    assert_eq!(plan.committed().len(), 2);
    // A later entry (say Red against White again) with the stacks
    // committed: nothing left to attack with.
    check(
        board,
        "",
        &red_vs_white("2-1", 2),
        &plan.committed(),
        &["0 of 2 attacks"],
    );
    // Only the attacker passed: still nothing to attack with.
    let attackers = plan.attacks[0].attackers.clone();
    check(
        board,
        "",
        &red_vs_white("2-1", 2),
        &attackers,
        &["0 of 2 attacks"],
    );
    // Only the defender passed: the other D White 2 is attacked.
    let target = plan.attacks[0].target;
    let again = plan_entry(&b, &Reach::new(), &red_vs_white("2-1", 2), &[target]);
    assert_eq!(
        again.attacks[0].target,
        StackRef {
            province: 0,
            stack: 2
        }
    );
}

#[test]
fn ties_follow_the_order_of_battle() {
    // B Red 4 from Omsk makes 4:2 → 2-1 against either D White 2;
    // Kazan is listed first.
    check(
        "Kazan: D White 2; Perm: D White 2; Omsk: B Red 4",
        "Omsk>Perm, Omsk>Kazan",
        &red_vs_white("2-1", 1),
        &[],
        &[
            "Attack 1: Kazan: B Red 4 from Omsk vs D White 2: 4:2 → 2-1",
            "1 of 1 attacks",
        ],
    );
    // Within a province: the first listed stack.
    check(
        "Perm: D White 2 \"2nd\", D White 2 \"1st\", B Red 4",
        "",
        &red_vs_white("2-1", 1),
        &[],
        &[
            "Attack 1: Perm: B Red 4 vs D White 2 \"2nd\": 4:2 → 2-1",
            "1 of 1 attacks",
        ],
    );
    // Odds come before order: 6:3 → 2-1 on the first, 6:2 → 3-1 on
    // the second; the second is attacked.
    check(
        "Perm: D White 3, D White 2, B Red 6",
        "",
        &red_vs_white("2-1", 1),
        &[],
        &[
            "Attack 1: Perm: B Red 6 vs D White 2: 6:2 → 3-1",
            "1 of 1 attacks",
        ],
    );
}

#[test]
fn a_vindictive_turn_attacks_the_czar_first_even_at_the_cost_of_attacks() {
    let text = "Perm: D White 5 (Czar), D White 3, B Red 3; Kazan: D White 3, B Red 3";
    let board = oob(text);
    let mut req = red_vs_white("1-1", 3);
    req.defenders = Some(vec![seat('D')]);
    // Without the rule: each B Red 3 takes a D White 3 at 3:3 → 1-1,
    // two attacks (the Czar's stack needs both: 6:5).
    check(
        text,
        "Kazan>Perm",
        &req,
        &[],
        &[
            "Attack 1: Perm: B Red 3 vs D White 3: 3:3 → 1-1",
            "Attack 2: Kazan: B Red 3 vs D White 3: 3:3 → 1-1",
            "2 of 3 attacks",
        ],
    );
    // With it: both stacks go against the Czar's stack, 6:5 → 1-1,
    // and nothing is left for a second attack.
    req.first_target = board.holder(seat('D'), Holding::Czar);
    assert_eq!(
        req.first_target,
        Some(StackRef {
            province: 0,
            stack: 0
        })
    );
    check(
        text,
        "Kazan>Perm",
        &req,
        &[],
        &[
            "Attack 1: Perm: B Red 3 + B Red 3 from Kazan vs D White 5 (Czar): 6:5 → 1-1",
            "1 of 3 attacks",
        ],
    );
    // The Czar's stack at 7 cannot be reached at 1-1 (6:7): the rule
    // lapses and the two other attacks are made.
    check(
        &text.replace("White 5", "White 7"),
        "Kazan>Perm",
        &req,
        &[],
        &[
            "Attack 1: Perm: B Red 3 vs D White 3: 3:3 → 1-1",
            "Attack 2: Kazan: B Red 3 vs D White 3: 3:3 → 1-1",
            "2 of 3 attacks",
        ],
    );
    // The vindictive target is listed first even when later in the
    // order of battle: B Red 2 vs D White 2 in Perm (1-1), both Kazan
    // stacks vs the Gold's D White 4 (1-1).
    let text = "Perm: D White 2, B Red 2; Kazan: D White 4 (Gold), B Red 2, B Red 2";
    req.first_target = oob(text).holder(seat('D'), Holding::Gold);
    check(
        text,
        "",
        &req,
        &[],
        &[
            "Attack 1: Kazan: B Red 2 + B Red 2 vs D White 4 (Gold): 4:4 → 1-1",
            "Attack 2: Perm: B Red 2 vs D White 2: 2:2 → 1-1",
            "2 of 3 attacks",
        ],
    );
}

#[test]
fn never_at_one_to_two() {
    // 1:2 → 1-2 and 3:4 → 1-2 are refused even with 1-2 as minimum…
    check(
        "Perm: B Red 1, D White 2",
        "",
        &red_vs_white("1-2", 1),
        &[],
        &["0 of 1 attacks"],
    );
    check(
        "Perm: B Red 3, D White 4",
        "",
        &red_vs_white("1-2", 1),
        &[],
        &["0 of 1 attacks"],
    );
    // …and 2:2 → 1-1 is made.
    check(
        "Perm: B Red 2, D White 2",
        "",
        &red_vs_white("1-2", 1),
        &[],
        &[
            "Attack 1: Perm: B Red 2 vs D White 2: 2:2 → 1-1",
            "1 of 1 attacks",
        ],
    );
}

#[test]
fn spare_stacks_raise_the_odds_when_they_can_get_there() {
    // B Red 4: 4:2 → 2-1. Omsk's B Red 2 can come (Omsk>Perm): 6:2 →
    // 3-1. Perm's B Red 1 would make 7:2, still 3-1: not added.
    // Kazan's B Red 6 cannot (only Perm>Kazan): not used.
    let (board, plan) = check(
        "Perm: B Red 4, B Red 1, D White 2; Omsk: B Red 2; Kazan: B Red 6",
        "Omsk>Perm, Perm>Kazan",
        &red_vs_white("2-1", 1),
        &[],
        &[
            "Attack 1: Perm: B Red 4 + B Red 2 from Omsk vs D White 2: 6:2 → 3-1",
            "1 of 1 attacks",
        ],
    );
    assert_eq!(
        plan.attacks[0].order(&board),
        "move B's Red 2 from Omsk into Perm to join B's Red 4 there; 6 against D's White 2 in Perm: 6:2 → 3-1"
    );
    // With the table's best column 2-1, 4:2 is as good as it gets: the
    // spare stays home.
    let mut capped = red_vs_white("2-1", 1);
    capped.top = Some(odds("2-1"));
    check(
        "Perm: B Red 4, B Red 1, D White 2; Omsk: B Red 2; Kazan: B Red 6",
        "Omsk>Perm, Perm>Kazan",
        &capped,
        &[],
        &[
            "Attack 1: Perm: B Red 4 vs D White 2: 4:2 → 2-1",
            "1 of 1 attacks",
        ],
    );
    // With two attacks the spare lifts the worse one: 4:2 → 2-1 and
    // 9:3 → 3-1; B Red 2 makes the first 6:2 → 3-1 (3-1, 3-1 beats
    // 2-1, 3-1 and 2-1, 3-1 with 11:3 still 3-1).
    check(
        "Perm: B Red 4, D White 2; Kazan: B Red 9, D White 3; Omsk: B Red 2",
        "Omsk>Perm, Omsk>Kazan",
        &red_vs_white("2-1", 2),
        &[],
        &[
            "Attack 1: Perm: B Red 4 + B Red 2 from Omsk vs D White 2: 6:2 → 3-1",
            "Attack 2: Kazan: B Red 9 vs D White 3: 9:3 → 3-1",
            "2 of 2 attacks",
        ],
    );
}

#[test]
fn stacks_out_of_reach_or_own_stacks_are_left_alone() {
    // Omsk's B Red 6 could win at 3-1, but Perm>Omsk is the wrong way.
    check(
        "Perm: D White 2; Omsk: B Red 6",
        "Perm>Omsk",
        &red_vs_white("1-1", 1),
        &[],
        &["0 of 1 attacks"],
    );
    // B's own White 1 is never a target, though 6:1 → 6-1 would beat
    // 6:3 → 2-1 on D's White 3. With only C's stacks as defenders,
    // D's is left alone too.
    let board = "Perm: B White 1, B Red 6, D White 3";
    check(
        board,
        "",
        &red_vs_white("1-1", 2),
        &[],
        &[
            "Attack 1: Perm: B Red 6 vs D White 3: 6:3 → 2-1",
            "1 of 2 attacks",
        ],
    );
    let mut req = red_vs_white("1-1", 2);
    req.defenders = Some(vec![seat('C')]);
    check(board, "", &req, &[], &["0 of 2 attacks"]);
}

#[test]
fn stacks_already_there_stay_and_the_sentence_says_so() {
    let (board, plan) = check(
        "Perm: B Blue 3, B Blue 4, D Red 3",
        "",
        &EntryRequest::new(
            seat('B'),
            UnitColour::Blue,
            UnitColour::Red,
            odds("2-1"),
            odds("3-1"),
            1,
        ),
        &[],
        &[
            "Attack 1: Perm: B Blue 3 + B Blue 4 vs D Red 3: 7:3 → 2-1",
            "1 of 1 attacks",
        ],
    );
    assert_eq!(
        plan.attacks[0].order(&board),
        "B's Blue 3 and B's Blue 4 stay in Perm; 7 against D's Red 3 in Perm: 7:3 → 2-1"
    );
}

#[test]
fn the_search_beats_the_greedy_plan_where_best_fit_takes_the_wrong_stack() {
    // Greedy: Perm's D White 2 needs 2 at 1-1; the weakest stack that
    // covers it is Omsk's B Red 3, the only one that reaches Kazan's
    // D White 3, so one attack (lifted to 7:2 → 3-1 by B Red 4).
    // Best: B Red 4 vs D White 2 (4:2 → 2-1) and B Red 3 from Omsk vs
    // D White 3 (3:3 → 1-1): two attacks.
    let board = oob("Perm: D White 2, B Red 4; Kazan: D White 3; Omsk: B Red 3");
    let reach = Reach::parse("Omsk>Perm, Omsk>Kazan", &board).unwrap();
    let req = red_vs_white("1-1", 2);
    let greedy = plan_with_budget(&board, &reach, &req, &[], 0);
    assert_eq!(
        greedy.lines(&board),
        [
            "Attack 1: Perm: B Red 4 + B Red 3 from Omsk vs D White 2: 7:2 → 3-1",
            "1 of 2 attacks"
        ]
    );
    let plan = plan_entry(&board, &reach, &req, &[]);
    assert!(plan.exhaustive);
    assert_eq!(
        plan.lines(&board),
        [
            "Attack 1: Perm: B Red 4 vs D White 2: 4:2 → 2-1",
            "Attack 2: Kazan: B Red 3 from Omsk vs D White 3: 3:3 → 1-1",
            "2 of 2 attacks"
        ]
    );
}

#[test]
fn order_of_battle_text_round_trips() {
    let text = "Perm: B Red 4, b red 3 [Trotsky,  Frunze ] \"1st  Army\", D White 3 (czar)\n\
                Nizhni   Novgorod : C Blue 2 (Gold) \"Gold, train\";  Kazan:\n\n Omsk: B Green 999";
    let board = oob(text);
    assert_eq!(board.provinces.len(), 4);
    assert_eq!(board.provinces[1].name(), "Nizhni Novgorod");
    assert_eq!(
        board.provinces[0].stacks()[1].leaders,
        ["Trotsky", "Frunze"]
    );
    assert_eq!(
        board.provinces[1].stacks()[0].label.as_deref(),
        Some("Gold, train")
    );
    assert_eq!(
        board.holder(seat('D'), Holding::Czar),
        Some(StackRef {
            province: 0,
            stack: 2
        })
    );
    let canonical = board.to_text();
    assert_eq!(
        canonical,
        "Perm: B Red 4, B Red 3 \"1st  Army\" [Trotsky, Frunze], D White 3 (Czar)\n\
         Nizhni Novgorod: C Blue 2 \"Gold, train\" (Gold)\n\
         Kazan:\n\
         Omsk: B Green 999"
    );
    assert_eq!(oob(&canonical), board);
    assert_eq!(oob(""), OrderOfBattle::default());

    let reach = Reach::parse("Omsk>Perm, omsk -> KAZAN; nizhni novgorod→Perm", &board).unwrap();
    // A move given twice (in any spelling) or a move to itself is refused.
    assert_eq!(
        Reach::parse("Omsk>Perm\nOmsk>perm", &board)
            .unwrap_err()
            .to_string(),
        "reach 2 (\"Omsk>perm\"): Omsk>Perm is given twice"
    );
    assert_eq!(
        Reach::parse("Omsk>omsk", &board).unwrap_err().to_string(),
        "reach 1 (\"Omsk>omsk\"): a move from Omsk to Omsk is no move: stacks in a province can always attack there"
    );
    assert_eq!(
        reach.to_text(),
        "Omsk>Perm, Omsk>Kazan, Nizhni Novgorod>Perm"
    );
    assert_eq!(Reach::parse(&reach.to_text(), &board), Ok(reach.clone()));
    assert!(!reach.allows("PERM", "omsk") && reach.allows("omsk", "PERM"));
}

#[test]
fn text_errors_name_the_part_that_could_not_be_read() {
    let err = |text: &str| OrderOfBattle::parse(text).unwrap_err().to_string();
    assert_eq!(
        err("Perm: B Red 4; Omsk: B Rde 5"),
        "province 2 (\"Omsk\"), stack 1 (\"B Rde 5\"): \"Rde\" is not a unit colour (Red, White, Green, Blue)"
    );
    assert_eq!(
        err("Perm: B Red 4, G Red 4"),
        "province 1 (\"Perm\"), stack 2 (\"G Red 4\"): \"G\" is not a player letter (A–F)"
    );
    assert_eq!(
        err("Perm: B Red 0"),
        "province 1 (\"Perm\"), stack 1 (\"B Red 0\"): \"0\" is not a strength from 1 to 999"
    );
    assert_eq!(
        err("Perm: B Red 1000"),
        "province 1 (\"Perm\"), stack 1 (\"B Red 1000\"): \"1000\" is not a strength from 1 to 999"
    );
    assert_eq!(
        err("Perm: B Red 4\nKazan B Red 4"),
        "province 2 (\"Kazan B Red 4\"): no \":\" after the province name"
    );
    assert_eq!(
        err("Perm: B Red"),
        "province 1 (\"Perm\"), stack 1 (\"B Red\"): no strength after the colour"
    );
    assert_eq!(
        err("Perm: B Red 4 (Tsar)"),
        "province 1 (\"Perm\"), stack 1 (\"B Red 4 (Tsar)\"): \"(Tsar)\" is neither (Czar) nor (Gold)"
    );
    assert_eq!(
        err("Perm: B Red 4 \"1st Army"),
        "province 1 (\"Perm\"), stack 1 (\"B Red 4 \\\"1st Army\"): a '\"' is not closed"
    );
    assert_eq!(
        err("Perm: B Red 4 strong"),
        "province 1 (\"Perm\"), stack 1 (\"B Red 4 strong\"): \"strong\" is not read: after the strength come only a \"label\", [leaders] and (Czar) or (Gold)"
    );
    assert_eq!(
        err("Perm: ; perm: B Red 4"),
        "province 2 (\"perm\"): already listed as province 1"
    );
    assert_eq!(
        err(": B Red 4"),
        "province 1 (\": B Red 4\"): no province name before \":\""
    );
    // Empty entries are named, not skipped (a blank line and a ";" that
    // ends a line are no entries).
    assert_eq!(
        err("Perm: B Red 4,, D White 3"),
        "province 1 (\"Perm\"), stack 2 (\"B Red 4,, D White 3\"): nothing between two commas (an empty entry)"
    );
    assert_eq!(
        err("Perm: B Red 4;; Omsk: C Red 5"),
        "province 2 (\"Perm: B Red 4;; Omsk: C Red 5\"): nothing between two \";\" (an empty entry)"
    );
    assert!(OrderOfBattle::parse("Perm: B Red 4;\n\nOmsk: C Red 5;").is_ok());
    // One stack holds the Czar, one the Gold.
    assert_eq!(
        err("Perm: D White 5 (Czar); Kazan: E Green 4 (Gold), B Green 2 (Czar)"),
        "province 2 (\"Kazan\"), stack 2 (\"B Green 2 (Czar)\"): the Czar is held already by D White 5 (Czar) in Perm; one stack holds it"
    );
    assert!(err("Perm: D White 5 (Gold), D White 2 (Gold)").contains("the Gold is held already"));
    // A command line's list names stacks in every province it names.
    assert_eq!(
        OrderOfBattle::parse_listed("Perm:")
            .unwrap_err()
            .to_string(),
        "province 1 (\"Perm\"): no stack listed after \":\""
    );
    assert!(OrderOfBattle::parse("Perm:").is_ok());

    let board = oob("Perm: B Red 4; Omsk: B Red 5");
    let reach_err = |text: &str| Reach::parse(text, &board).unwrap_err().to_string();
    assert_eq!(
        reach_err("Omsk>Perm, Omsk>Tomsk"),
        "reach 2 (\"Omsk>Tomsk\"): \"Tomsk\" is not a province of the order of battle (nor a place of the map)"
    );
    assert_eq!(
        reach_err("Omsk Perm"),
        "reach 1 (\"Omsk Perm\"): no \">\" between two province names"
    );
    assert_eq!(
        reach_err(">Perm"),
        "reach 1 (\">Perm\"): a province name is missing beside \">\""
    );
}

/// A tiny linear congruential generator: the same "random" board every
/// run, without a crate.
pub(super) struct Lcg(pub(super) u64);

impl Lcg {
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// `stacks` stacks over `provinces` provinces, `players` players, four
/// colours, strengths 1 to `strongest`, one Czar and one Gold, and each
/// province reaching up to three others.
fn generated(
    seed: u64,
    players: u64,
    provinces: usize,
    stacks: usize,
    strongest: u64,
) -> (OrderOfBattle, Reach) {
    let mut rng = Lcg(seed);
    let mut board = OrderOfBattle::new(
        (0..provinces)
            .map(|i| Province {
                name: format!("P{i}"),
                stacks: Vec::new(),
            })
            .collect(),
    );
    for i in 0..stacks {
        let owner = Seat::new(rng.below(players) as usize).unwrap();
        let colour = UnitColour::ALL[rng.below(4) as usize];
        let mut s = Stack::new(
            owner,
            colour,
            Strength::new(1 + rng.below(strongest) as u32).unwrap(),
        );
        s.holds = match i {
            7 => Some(Holding::Czar),
            11 => Some(Holding::Gold),
            _ => None,
        };
        let p = rng.below(provinces as u64) as usize;
        board.push_stack(p, s).unwrap();
    }
    let mut reach = Reach::new();
    for i in 0..provinces {
        for _ in 0..3 {
            let j = rng.below(provinces as u64);
            reach.add(&format!("P{i}"), &format!("P{j}"));
        }
    }
    (board, reach)
}

/// Every request of every player, colour against colour, at 2-1 for
/// up to 5 attacks.
fn every_request() -> impl Iterator<Item = EntryRequest> {
    Seat::first(6).flat_map(|p| {
        UnitColour::ALL.into_iter().flat_map(move |from| {
            UnitColour::ALL.into_iter().map(move |against| {
                EntryRequest::new(p, from, against, odds("2-1"), odds("3-1"), 5)
            })
        })
    })
}

/// The rules a plan must keep, whatever the search found.
fn assert_legal(
    board: &OrderOfBattle,
    reach: &Reach,
    req: &EntryRequest,
    used: &[StackRef],
    plan: &Plan,
) {
    let mut seen: Vec<StackRef> = used.to_vec();
    assert!(plan.count() <= req.required);
    for a in &plan.attacks {
        let target = board.stack(a.target).unwrap();
        assert_ne!(target.owner, req.phasing);
        assert_eq!(target.colour, req.against);
        assert!(!seen.contains(&a.target), "defender attacked twice");
        seen.push(a.target);
        let mut sum = 0;
        let mut escorted = false;
        for &r in &a.attackers {
            assert!(!seen.contains(&r), "stack used twice: {r:?}");
            seen.push(r);
            let s = board.stack(r).unwrap();
            assert_eq!((s.owner, s.colour), (req.phasing, req.from));
            assert!(
                r.province == a.target.province
                    || reach.allows(
                        board.provinces[r.province].name(),
                        board.provinces[a.target.province].name()
                    )
            );
            sum += s.strength.get();
            escorted |= s.holds.is_some();
        }
        assert_eq!((a.attack, a.defence), (sum, target.strength.get()));
        // The column the table reads: no higher than its best.
        assert_eq!(
            Some(a.odds),
            Odds::column(u64::from(sum), u64::from(target.strength))
                .map(|c| req.top.map_or(c, |top| c.min(top)))
        );
        assert!(a.odds >= req.min.max(Odds::new(1, 1)));
        assert!(!escorted || a.odds >= req.escort_min);
    }
}

#[test]
fn two_hundred_stacks_keep_the_rules() {
    let (board, reach) = generated(1917, 6, 40, 200, 12);
    let mut used = Vec::new();
    let mut attacks = 0;
    for req in every_request() {
        let plan = plan_entry(&board, &reach, &req, &used);
        assert_legal(&board, &reach, &req, &used, &plan);
        // Never worse than the greedy plan.
        let greedy = plan_with_budget(&board, &reach, &req, &used, 0);
        assert!(plan.count() >= greedy.count());
        attacks += plan.count();
        // Commit every other plan, so `used` is exercised too.
        if attacks % 2 == 0 {
            used.extend(plan.committed());
        }
    }
    assert!(
        attacks > 50,
        "the generated board gives attacks to plan ({attacks})"
    );
}

/// A small generated board and an entry for it (seeded): strengths up to
/// 3 on every other board (identical stacks), colours, minimum, escorts,
/// a first target and a top column varied with the seed.
fn small_entry(seed: u64) -> (OrderOfBattle, Reach, EntryRequest) {
    let strongest = if seed.is_multiple_of(2) { 12 } else { 3 };
    let (board, reach) = generated(seed, 2, 4, 28, strongest);
    let mut req = EntryRequest::new(
        seat('A'),
        UnitColour::ALL[(seed % 4) as usize],
        UnitColour::ALL[(seed / 4 % 4) as usize],
        odds(if seed.is_multiple_of(3) { "1-1" } else { "2-1" }),
        odds("3-1"),
        1 + (seed % 3) as usize,
    );
    req.first_target = board
        .holder(
            seat('B'),
            if seed.is_multiple_of(4) {
                Holding::Czar
            } else {
                Holding::Gold
            },
        )
        .filter(|_| seed.is_multiple_of(2));
    req.top = seed.is_multiple_of(5).then(|| odds("3-1"));
    (board, reach, req)
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(160))]

    /// Small generated boards: the plan scores exactly as the best of all
    /// assignments (every stack to any defender it reaches, or to none),
    /// and the table alone finds it too (the plan may come from the short
    /// search).
    #[test]
    fn the_search_finds_what_trying_every_assignment_finds(seed in 0u64..100_000) {
        let (board, reach, req) = small_entry(seed);
        let p = Problem::new(&board, &reach, &req, &[]);
        proptest::prop_assume!(p.attackers.len() <= 7);
        let mut best: Option<(Score, Assignment)> = None;
        let mut assign: Assignment = vec![None; p.attackers.len()];
        brute(&p, 0, &mut assign, &mut best);
        let plan = plan_entry(&board, &reach, &req, &[]);
        proptest::prop_assert!(plan.exhaustive);
        let (_, want) = best.unwrap();
        proptest::prop_assert_eq!(&plan, &p.plan(&want, true), "seed {}", seed);
        let opts: Vec<_> = (0..p.targets.len()).map(|t| p.options(t).0).collect();
        let table = super::dp::best(&p, &opts, None).unwrap();
        proptest::prop_assert_eq!(p.plan(&table, true), p.plan(&want, true), "seed {}", seed);
    }
}

/// The generated boards above are worth checking: most are small enough
/// to try every assignment, and many have a choice to make (more than one
/// attack, or stacks combined).
#[test]
fn the_small_generated_boards_have_choices_to_make() {
    let (mut small, mut busy) = (0, 0);
    for seed in 0..300 {
        let (board, reach, req) = small_entry(seed);
        let p = Problem::new(&board, &reach, &req, &[]);
        if p.attackers.len() > 7 {
            continue;
        }
        small += 1;
        let plan = plan_entry(&board, &reach, &req, &[]);
        busy += usize::from(plan.count() > 1 || plan.attacks.iter().any(|a| a.attackers.len() > 1));
    }
    assert!(
        small > 100 && busy > 30,
        "enough boards with a choice to make ({small}, {busy})"
    );
}

#[test]
fn a_search_cut_short_still_keeps_the_rules() {
    // 100 B Red 4 against 100 D White 2 in one province, 5 attacks:
    // far too many equal plans to rule out, so the budget runs out.
    // Best: 400 strength shared by five defenders of 2, 80:2 → 40-1
    // each, twenty stacks an attack.
    let stacks: Vec<&str> = (0..200)
        .map(|i| if i % 2 == 0 { "B Red 4" } else { "D White 2" })
        .collect();
    let board = oob(&format!("Perm: {}", stacks.join(", ")));
    let req = red_vs_white("2-1", 5);
    let plan = plan_entry(&board, &Reach::new(), &req, &[]);
    assert!(!plan.exhaustive);
    assert_legal(&board, &Reach::new(), &req, &[], &plan);
    assert_eq!(plan.count(), 5);
    assert!(plan.attacks.iter().all(|a| a.odds == odds("40-1")));
    // With the table topping out at 6-1, three stacks make 12:2 → 6-1
    // and a fourth would add nothing: 15 stacks in all.
    let mut req = req;
    req.top = Some(odds("6-1"));
    let plan = plan_entry(&board, &Reach::new(), &req, &[]);
    assert_legal(&board, &Reach::new(), &req, &[], &plan);
    assert_eq!(plan.count(), 5);
    assert!(
        plan.attacks
            .iter()
            .all(|a| a.odds == odds("6-1") && a.attackers.len() == 3)
    );
}

fn brute(p: &Problem, a: usize, assign: &mut Assignment, best: &mut Option<(Score, Assignment)>) {
    if a == assign.len() {
        if let Some(s) = p.score(assign)
            && best
                .as_ref()
                .is_none_or(|(b, _)| s.rank(b) == Ordering::Greater)
        {
            *best = Some((s, assign.clone()));
        }
        return;
    }
    let reach: Vec<usize> = (0..p.targets.len())
        .filter(|&t| p.reached_by[t].contains(&a))
        .collect();
    for t in reach.into_iter().map(Some).chain([None]) {
        assign[a] = t;
        brute(p, a + 1, assign, best);
    }
    assign[a] = None;
}

/// The oracle for the stated objective, written from the board and the
/// rules, not from the search: the vindictive target attacked, then the
/// most attacks, then the columns worst first. Every way of giving each
/// defender any set of the free stacks that reach it (or none) is weighed;
/// the best value from a defender on depends only on the stacks still
/// free and the attacks still allowed, so it is remembered by those.
mod oracle {
    use super::*;
    use std::collections::HashMap;

    pub(super) type Value = (bool, usize, Vec<Odds>);

    pub(super) struct Board {
        strength: Vec<u64>,
        escort: Vec<bool>,
        /// Per defender: its strength, the stacks that can reach it, and
        /// whether it is the vindictive target.
        defenders: Vec<(u64, Vec<usize>, bool)>,
        min: Odds,
        escort_min: Odds,
        top: Option<Odds>,
        required: usize,
    }

    pub(super) fn board(oob: &OrderOfBattle, reach: &Reach, req: &EntryRequest) -> Board {
        let min = match req.never_at {
            Some(n) if req.min <= n => n.next_up(),
            _ => req.min,
        };
        let min = min.max(Odds::new(1, 1));
        let attackers: Vec<(StackRef, &Stack)> = oob
            .refs()
            .filter(|(_, s)| s.owner == req.phasing && s.colour == req.from)
            .collect();
        let defenders = oob
            .refs()
            .filter(|(_, s)| {
                s.owner != req.phasing
                    && s.colour == req.against
                    && req.defenders.as_ref().is_none_or(|d| d.contains(&s.owner))
            })
            .map(|(r, s)| {
                let by = attackers
                    .iter()
                    .enumerate()
                    .filter(|(_, (a, _))| {
                        a.province == r.province
                            || reach.allows(
                                oob.provinces[a.province].name(),
                                oob.provinces[r.province].name(),
                            )
                    })
                    .map(|(i, _)| i)
                    .collect();
                (u64::from(s.strength), by, req.first_target == Some(r))
            })
            .collect();
        Board {
            strength: attackers
                .iter()
                .map(|(_, s)| u64::from(s.strength))
                .collect(),
            escort: attackers.iter().map(|(_, s)| s.holds.is_some()).collect(),
            defenders,
            min,
            escort_min: req.escort_min.max(min),
            top: req.top,
            required: req.required,
        }
    }

    /// The column as plans are ranked: as printed, capped at the top.
    fn rated(b: &Board, attack: u64, defence: u64) -> Odds {
        let c = Odds::column(attack, defence).unwrap();
        b.top.map_or(c, |t| c.min(t))
    }

    fn better(a: &Value, b: &Value) -> bool {
        (a.0, a.1, &a.2) > (b.0, b.1, &b.2)
    }

    pub(super) fn best(b: &Board) -> Value {
        let mut memo = HashMap::new();
        go(b, &live(b), 0, 0, b.required, &mut memo)
    }

    /// The most stacks any one defender can be attacked by: the oracle
    /// weighs every set of them (2 to this power) at every state.
    pub(super) fn widest(b: &Board) -> usize {
        b.defenders
            .iter()
            .map(|(_, by, _)| by.len())
            .max()
            .unwrap_or(0)
    }

    /// Per defender, the stacks that can still attack it or one after
    /// it: which of the others are used matters no more from there on.
    fn live(b: &Board) -> Vec<u32> {
        let mut live = vec![0u32; b.defenders.len() + 1];
        for d in (0..b.defenders.len()).rev() {
            live[d] = b.defenders[d]
                .1
                .iter()
                .fold(live[d + 1], |m, &a| m | 1 << a);
        }
        live
    }

    fn go(
        b: &Board,
        live: &[u32],
        d: usize,
        used: u32,
        left: usize,
        memo: &mut HashMap<(usize, u32, usize), Value>,
    ) -> Value {
        if d == b.defenders.len() || left == 0 {
            return (false, 0, Vec::new());
        }
        let used = used & live[d];
        if let Some(v) = memo.get(&(d, used, left)) {
            return v.clone();
        }
        let mut best = go(b, live, d + 1, used, left, memo);
        let (defence, by, first) = &b.defenders[d];
        let free: Vec<usize> = by.iter().copied().filter(|&a| used >> a & 1 == 0).collect();
        for pick in 1u32..1 << free.len() {
            let set: Vec<usize> = (0..free.len())
                .filter(|i| pick >> i & 1 == 1)
                .map(|i| free[i])
                .collect();
            let attack: u64 = set.iter().map(|&a| b.strength[a]).sum();
            let printed = Odds::column(attack, *defence).unwrap();
            let escorted = set.iter().any(|&a| b.escort[a]);
            if printed < b.min || (escorted && printed < b.escort_min) {
                continue;
            }
            let mask = set.iter().fold(used, |m, &a| m | 1 << a);
            let (f, n, mut odds) = go(b, live, d + 1, mask, left - 1, memo);
            odds.push(rated(b, attack, *defence));
            odds.sort_unstable();
            let v = (f || *first, n + 1, odds);
            if better(&v, &best) {
                best = v;
            }
        }
        memo.insert((d, used, left), best.clone());
        best
    }
}

/// What a plan scores on the stated objective, as the oracle counts it.
fn objective(plan: &Plan, req: &EntryRequest) -> oracle::Value {
    let mut odds: Vec<Odds> = plan
        .attacks
        .iter()
        .map(|a| req.top.map_or(a.odds, |t| a.odds.min(t)))
        .collect();
    odds.sort_unstable();
    let first = req
        .first_target
        .is_some_and(|f| plan.attacks.iter().any(|a| a.target == f));
    (first, plan.count(), odds)
}

/// A random board of up to `max_attackers` of B's Red stacks and
/// `max_defenders` White ones (C's and D's), in up to three provinces.
fn random_board(
    max_attackers: usize,
    max_defenders: usize,
) -> impl proptest::strategy::Strategy<Value = (OrderOfBattle, Reach, EntryRequest)> {
    use proptest::prelude::*;
    let stack = |n: usize| proptest::collection::vec((0usize..3, 1u32..=12, 0u8..8), 1..=n);
    (
        stack(max_attackers),
        stack(max_defenders),
        proptest::collection::vec((0usize..3, 0usize..3), 0..4),
        (
            0usize..2,
            1usize..=6,
            proptest::bool::ANY,
            proptest::bool::ANY,
        ),
    )
        .prop_map(
            |(attackers, defenders, moves, (min, required, top, first))| {
                let mut board = OrderOfBattle::new(
                    (0..3)
                        .map(|i| Province {
                            name: format!("P{i}"),
                            stacks: Vec::new(),
                        })
                        .collect(),
                );
                for (i, &(p, strength, tag)) in attackers.iter().enumerate() {
                    let mut s =
                        Stack::new(seat('B'), UnitColour::Red, Strength::new(strength).unwrap());
                    s.holds = (tag == 0 && i % 2 == 0).then_some(Holding::Czar);
                    board.push_stack(p, s).unwrap();
                }
                for (i, &(p, strength, tag)) in defenders.iter().enumerate() {
                    let owner = if i % 2 == 0 { 'C' } else { 'D' };
                    let mut s = Stack::new(
                        seat(owner),
                        UnitColour::White,
                        Strength::new(strength).unwrap(),
                    );
                    s.holds = (tag == 1).then_some(Holding::Gold);
                    board.push_stack(p, s).unwrap();
                }
                let mut reach = Reach::new();
                for (f, t) in moves {
                    reach.add(&format!("P{f}"), &format!("P{t}"));
                }
                let mut req = red_vs_white(["1-1", "2-1"][min], required);
                req.top = top.then(|| odds("4-1"));
                req.first_target = board.holder(seat('C'), Holding::Gold).filter(|_| first);
                (board, reach, req)
            },
        )
}

/// The plan for a board the planner claims exact: proven, keeping the
/// rules, and scoring exactly what the oracle finds.
fn the_oracle_agrees(
    board: &OrderOfBattle,
    reach: &Reach,
    req: &EntryRequest,
) -> Result<(), proptest::test_runner::TestCaseError> {
    let plan = plan_entry(board, reach, req, &[]);
    assert_legal(board, reach, req, &[], &plan);
    proptest::prop_assert!(plan.exhaustive, "proven on a board this size");
    let want = oracle::best(&oracle::board(board, reach, req));
    proptest::prop_assert_eq!(objective(&plan, req), want, "{}", board.to_text());
    Ok(())
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(48))]

    /// On every board up to 10 attacking and 6 defending stacks the plan is
    /// proven best, keeps the rules, and scores exactly what the oracle
    /// finds.
    #[test]
    fn the_plan_is_the_oracles_best_up_to_ten_by_six((board, reach, req) in random_board(10, 6)) {
        the_oracle_agrees(&board, &reach, &req)?;
    }
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(64))]

    /// The table's two ways of counting the columns (the columns
    /// themselves for up to five attacks, digits for any number) choose the
    /// same plan.
    #[test]
    fn both_standings_choose_the_same_plan((board, reach, req) in random_board(10, 6)) {
        let p = Problem::new(&board, &reach, &req, &[]);
        let opts: Vec<_> = (0..p.targets.len()).map(|t| p.options(t).0).collect();
        proptest::prop_assume!(p.required <= 5);
        let sorted = super::dp::best(&p, &opts, None);
        let digits = super::dp::best_by_digits(&p, &opts);
        proptest::prop_assert!(sorted.is_some());
        proptest::prop_assert_eq!(sorted, digits, "{}", board.to_text());
    }
}

/// The two boards of the issue, where the old search ran out of budget.
#[test]
fn the_boards_the_old_search_missed() {
    let board = oob(
        "Kazan: C Green 6, E White 1, B Green 5, E White 4, E White 5, E White 8, E White 10, B Green 5, E White 9, E White 5, A Green 5, A Green 5, E White 10",
    );
    let mut req = EntryRequest::new(
        seat('E'),
        UnitColour::White,
        UnitColour::Green,
        odds("2-1"),
        odds("3-1"),
        5,
    );
    req.never_at = Some(odds("1-2"));
    let plan = plan_entry(&board, &Reach::new(), &req, &[]);
    assert!(plan.exhaustive);
    assert_eq!(plan.count(), 5);
    assert_eq!(
        objective(&plan, &req),
        oracle::best(&oracle::board(&board, &Reach::new(), &req))
    );
    let board = oob(
        "Kazan: C Blue 4, C Blue 5, C Blue 8, A Red 1, D Red 10, D Red 1, C Blue 7, C Blue 4, C Blue 6, D Red 8, C Blue 9, D Red 10",
    );
    let mut req = EntryRequest::new(
        seat('C'),
        UnitColour::Blue,
        UnitColour::Red,
        odds("1-1"),
        odds("3-1"),
        4,
    );
    req.never_at = Some(odds("1-2"));
    let plan = plan_entry(&board, &Reach::new(), &req, &[]);
    assert!(plan.exhaustive);
    let mut columns: Vec<String> = plan.attacks.iter().map(|a| a.odds.to_string()).collect();
    columns.sort_by_key(|c| odds(c));
    assert_eq!(columns, ["1-1", "3-1", "4-1", "5-1"]);
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(128))]

    /// The table's sizes: up to 12 attacking stacks (the most it settles)
    /// against up to 8 defenders, proven and scoring what the oracle finds.
    /// The ignored test below runs the same at 12 against 12.
    #[test]
    fn the_plan_is_the_oracles_best_up_to_twelve_by_eight((board, reach, req) in random_board(12, 8)) {
        the_oracle_agrees(&board, &reach, &req)?;
    }
}

proptest::proptest! {
    #![proptest_config(proptest::test_runner::Config::with_cases(2000))]

    /// Every size the planner claims exact, 12 against 12 (slow: run with
    /// `cargo test --release -- --ignored twelve_by_twelve`).
    #[test]
    #[ignore]
    fn the_plan_is_the_oracles_best_up_to_twelve_by_twelve((board, reach, req) in random_board(12, 12)) {
        the_oracle_agrees(&board, &reach, &req)?;
    }
}

/// The boards of the planner's speed issue: 12 against 13 that took
/// 167 ms, now proven at the columns the table finds; and 13 Green stacks
/// against three White 1s, where the search cut short planned 13-1,
/// 14-1, 15-1 although 14-1 three times exists.
#[test]
fn the_boards_of_the_speed_issue() {
    let board = oob(
        "Samara: C Green 8, E Blue 2, D Blue 2, A Blue 2, D Blue 3, C Green 4, B Blue 1, C Green 2, A Blue 1, C Green 5, C Green 10, C Green 7; Kazan: C Green 11, D Blue 3, C Green 9, C Green 7, A Blue 2, B Blue 1, A Blue 2, A Blue 3; Omsk: C Green 11, A Blue 2, C Green 5, C Green 9",
    );
    let reach = Reach::parse(
        "Kazan>Omsk, Kazan>Samara, Omsk>Kazan, Omsk>Samara, Samara>Kazan",
        &board,
    )
    .unwrap();
    let mut req = EntryRequest::new(
        seat('C'),
        UnitColour::Green,
        UnitColour::Blue,
        odds("1-1"),
        odds("3-1"),
        5,
    );
    req.never_at = Some(odds("1-2"));
    let plan = plan_entry(&board, &reach, &req, &[]);
    assert!(plan.exhaustive);
    assert_legal(&board, &reach, &req, &[], &plan);
    let columns = |plan: &Plan| {
        let mut c: Vec<Odds> = plan.attacks.iter().map(|a| a.odds).collect();
        c.sort();
        c.iter().map(|o| o.to_string()).collect::<Vec<_>>()
    };
    assert_eq!(columns(&plan), ["12-1", "12-1", "13-1", "13-1", "14-1"]);

    let board = oob(
        "Kiev: A Green 1, A Green 1, A Green 1, A Green 1, A Green 2, A Green 1, A Green 3, A Green 1, A Green 4, A Green 5, A Green 7, A Green 6, A Green 9, B White 1, B White 1, B White 1",
    );
    let mut req = EntryRequest::new(
        seat('A'),
        UnitColour::Green,
        UnitColour::White,
        odds("1-1"),
        odds("3-1"),
        3,
    );
    req.never_at = Some(odds("1-2"));
    let plan = plan_entry(&board, &Reach::new(), &req, &[]);
    assert!(plan.exhaustive, "13 stacks, proven");
    assert_eq!(columns(&plan), ["14-1", "14-1", "14-1"]);
    assert_eq!(
        objective(&plan, &req),
        oracle::best(&oracle::board(&board, &Reach::new(), &req))
    );
}

/// The table is the same whoever fills it: one thread, or the states cut
/// into runs of equal work for three, five or eight (more than this
/// machine has, and more than there are runs of some boards).
#[test]
fn the_table_is_the_same_filled_by_any_number_of_threads() {
    let mut rng = Lcg(0x5eed);
    for _ in 0..6 {
        let mut text: Vec<String> = (0..12)
            .map(|_| format!("B Red {}", 1 + rng.below(9)))
            .collect();
        text.extend((0..8).map(|_| format!("C White {}", 1 + rng.below(4))));
        let board = oob(&format!("Perm: {}", text.join(", ")));
        let req = red_vs_white("1-1", 1 + rng.below(5) as usize);
        let p = Problem::new(&board, &Reach::new(), &req, &[]);
        let opts: Vec<_> = (0..p.targets.len()).map(|t| p.options(t).0).collect();
        let with = |n: usize| {
            super::dp::FORCE_THREADS.with(|f| f.set(Some(n)));
            let a = super::dp::best(&p, &opts, None);
            super::dp::FORCE_THREADS.with(|f| f.set(None));
            a
        };
        let one = with(1);
        assert!(one.is_some());
        for n in [3, 5, 8] {
            assert_eq!(with(n), one, "{n} threads, {}", board.to_text());
        }
    }
}

/// A board where the chart's top column changes the best plan, and the
/// oracle agrees with both: uncapped the Red 3 lifts Perm from 6-1 to
/// 7-1 (it cannot lift Kazan's 4:4); with the table topping out at 6-1
/// 7-1 reads 6-1, so the Red 3 stays home.
#[test]
fn the_charts_top_column_changes_the_plan_and_the_oracle_agrees() {
    let board = oob("Perm: B Red 12, D White 2; Kazan: B Red 4, D White 4; Omsk: B Red 3");
    let reach = Reach::parse("Omsk>Perm, Omsk>Kazan", &board).unwrap();
    let free = red_vs_white("1-1", 2);
    let mut capped = free.clone();
    capped.top = Some(odds("6-1"));
    for req in [&free, &capped] {
        the_oracle_agrees(&board, &reach, req).unwrap();
    }
    let stacks = |req: &EntryRequest| -> usize {
        plan_entry(&board, &reach, req, &[])
            .attacks
            .iter()
            .map(|a| a.attackers.len())
            .sum()
    };
    assert_eq!(stacks(&free), 3);
    assert_eq!(stacks(&capped), 2);
    let top = plan_entry(&board, &reach, &capped, &[]);
    assert!(top.attacks.iter().all(|a| a.odds <= odds("6-1")));
}

/// Boards of 13 to 16 attacking stacks (the search's, not the table's):
/// every proven plan scores what the oracle finds, and an unproven one
/// makes as many attacks, its weakest at most one column below the
/// oracle's; how many of each is printed (slow: run with `cargo test
/// --release -- --ignored thirteen_to_sixteen --nocapture`).
#[test]
#[ignore]
fn on_thirteen_to_sixteen_stacks_no_plan_is_a_column_below_the_oracles() {
    let (proven, equal, below, _) = against_the_oracle(13, 16, 14, 200);
    eprintln!(
        "13 to 16 stacks, 200 boards: {proven} proven, {equal} unproven and as good as the oracle's, {below} below it"
    );
}

/// The same past the table's reach, 17 to 20 attacking stacks, every
/// shape the random boards make (one to three provinces, with and without
/// a chart's top column, with and without a vindictive target): no plan
/// makes an attack fewer than the oracle's, none is more than one column
/// below it at the weakest attack. The oracle weighs every set of the
/// stacks that can reach a defender, so a board where more than
/// [`ORACLE_WIDEST`] can reach one is beyond it (minutes a board): those
/// are counted and said, not checked (slow: run with `cargo test
/// --release -- --ignored seventeen_to_twenty --nocapture`;
/// `ORACLE_TRACE=1` prints each board).
#[test]
#[ignore]
fn on_seventeen_to_twenty_stacks_no_plan_is_a_column_below_the_oracles() {
    let (proven, equal, below, _) = against_the_oracle(17, 20, 14, 100);
    eprintln!(
        "17 to 20 stacks, 100 boards within the oracle's reach: {proven} proven, {equal} unproven and as good as the oracle's, {below} below it"
    );
}

/// The most stacks within reach of one defender the oracle weighs every
/// set of in reasonable time.
const ORACLE_WIDEST: usize = 16;

/// `boards` random boards of `lo` to `hi` attacking stacks against up to
/// `defenders`, each plan checked against the oracle: proven plans score
/// exactly its best, unproven ones make as many attacks and are at most
/// one column below at the weakest. Counts (proven, equal, below).
fn against_the_oracle(
    lo: usize,
    hi: usize,
    defenders: usize,
    boards: usize,
) -> (usize, usize, usize, Vec<serde_json::Value>) {
    use proptest::strategy::{Strategy, ValueTree};
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let (mut seen, mut proven, mut equal, mut below, mut wide) = (0, 0, 0, 0, 0);
    let mut unproven = Vec::new();
    while seen < boards {
        let (board, reach, req) = random_board(hi, defenders)
            .new_tree(&mut runner)
            .unwrap()
            .current();
        if Problem::new(&board, &reach, &req, &[]).attackers.len() < lo {
            continue;
        }
        let exact = oracle::board(&board, &reach, &req);
        if oracle::widest(&exact) > ORACLE_WIDEST {
            wide += 1;
            continue;
        }
        seen += 1;
        let plan = plan_entry(&board, &reach, &req, &[]);
        assert_legal(&board, &reach, &req, &[], &plan);
        let got = objective(&plan, &req);
        let t = std::time::Instant::now();
        let want = oracle::best(&exact);
        if std::env::var_os("ORACLE_TRACE").is_some() {
            eprintln!(
                "board {seen}: widest {}, oracle {:?}, plan {:?} proven {}",
                oracle::widest(&exact),
                t.elapsed(),
                got.2,
                plan.exhaustive
            );
        }
        if !plan.exhaustive {
            unproven.push(serde_json::json!({
                "stacks": format!("{lo} to {hi}"),
                "text": board.to_text(),
                "board": board,
                "reach": reach,
                "request": req,
                "best": want,
            }));
        }
        if plan.exhaustive {
            assert_eq!(got, want, "{}", board.to_text());
            proven += 1;
        } else if got == want {
            equal += 1;
        } else {
            below += 1;
            assert_eq!((got.0, got.1), (want.0, want.1), "{}", board.to_text());
            if let (Some(g), Some(w)) = (got.2.first(), want.2.first()) {
                assert!(g.next_up() >= *w, "{}", board.to_text());
            }
        }
    }
    if wide > 0 {
        eprintln!(
            "{wide} boards of {lo} to {hi} stacks not checked: more than {ORACLE_WIDEST} stacks can reach one defender"
        );
    }
    (proven, equal, below, unproven)
}

/// The boards of the two oracle sets the planner does not prove (13 to
/// 16 and 17 to 20 stacks), each with the exact best beside it: written
/// by [`write_the_unproven_boards`], planned again without the oracle by
/// the tests below.
const UNPROVEN_BOARDS: &str = "tests/fixtures/planner-unproven.jsonl";

/// Writes [`UNPROVEN_BOARDS`] from the oracle sets (slow: `cargo test
/// --release -- --ignored write_the_unproven_boards --nocapture`).
#[test]
#[ignore]
fn write_the_unproven_boards() {
    let mut lines = Vec::new();
    for (lo, hi, n) in [(13, 16, 200), (17, 20, 100)] {
        let (.., unproven) = against_the_oracle(lo, hi, 14, n);
        lines.extend(unproven.iter().map(|v| v.to_string()));
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(UNPROVEN_BOARDS);
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    eprintln!("{} boards written to {}", lines.len(), path.display());
}

/// Every `every`-th board of [`UNPROVEN_BOARDS`] planned again: as many
/// attacks as the exact best (the vindictive target as it), never better
/// than it, the weakest attack within a column of it; returns the boards
/// planned and how many matched the best exactly.
fn the_unproven_boards_hold(every: usize) -> (usize, usize) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(UNPROVEN_BOARDS);
    let text = std::fs::read_to_string(path).unwrap();
    let (mut planned, mut exact) = (0, 0);
    for (i, line) in text.lines().enumerate().filter(|(i, _)| i % every == 0) {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        // The generated boards may give the Czar or the Gold to several
        // stacks, which the typed form refuses: the board as data.
        let board: OrderOfBattle = serde_json::from_value(v["board"].clone()).unwrap();
        let reach: Reach = serde_json::from_value(v["reach"].clone()).unwrap();
        let req: EntryRequest = serde_json::from_value(v["request"].clone()).unwrap();
        let best: oracle::Value = serde_json::from_value(v["best"].clone()).unwrap();
        let plan = plan_fresh(&board, &reach, &req, &[]);
        assert_legal(&board, &reach, &req, &[], &plan);
        let got = objective(&plan, &req);
        let at = format!("board {} of the fixture:\n{}", i + 1, board.to_text());
        assert!(
            got <= best,
            "better than the exact best: {got:?} {best:?} {at}"
        );
        assert_eq!((got.0, got.1), (best.0, best.1), "{at}");
        if let (Some(g), Some(w)) = (got.2.first(), best.2.first()) {
            assert!(
                g.next_up() >= *w,
                "more than a column below: {got:?} {best:?} {at}"
            );
        }
        planned += 1;
        exact += usize::from(got == best);
    }
    (planned, exact)
}

/// A tenth of the stored unproven boards, quick enough for every run.
#[test]
fn a_tenth_of_the_stored_unproven_boards_hold() {
    let (planned, exact) = the_unproven_boards_hold(10);
    assert!(planned >= 10, "{planned}");
    eprintln!("{exact} of {planned} stored unproven boards planned at the exact best");
}

/// All of them (slow in a debug build: `cargo test --release --
/// --ignored every_stored_unproven --nocapture`).
#[test]
#[ignore]
fn every_stored_unproven_board_holds() {
    let (planned, exact) = the_unproven_boards_hold(1);
    eprintln!("{exact} of {planned} stored unproven boards planned at the exact best");
}

/// A hill-climb of its own, independent of the planner's search: random
/// starts, one stack moved at a time (to another defender it can reach,
/// or home), kept when the plan is no worse; the plan an assignment makes
/// drops the attacks below their minimum and keeps the strongest of the
/// rest up to the number asked for (the vindictive target's first).
mod climb {
    use super::*;
    use std::time::{Duration, Instant};

    pub(super) fn best(p: &Problem, for_ms: u64, seed: u64) -> oracle::Value {
        let n = p.attackers.len();
        let mut can: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (t, by) in p.reached_by.iter().enumerate() {
            for &a in by {
                can[a].push(t);
            }
        }
        let pick = |rng: &mut Lcg, a: usize| {
            let k = rng.below(can[a].len() as u64 + 1) as usize;
            can[a].get(k).copied()
        };
        let mut rng = Lcg(seed | 1);
        let deadline = Instant::now() + Duration::from_millis(for_ms);
        let mut best = value(p, &vec![None; n]);
        while n > 0 && Instant::now() < deadline {
            let mut cur: Vec<Option<usize>> = (0..n).map(|a| pick(&mut rng, a)).collect();
            let mut v = value(p, &cur);
            let mut stale = 0;
            while stale < 30 * n {
                let a = rng.below(n as u64) as usize;
                let old = cur[a];
                cur[a] = pick(&mut rng, a);
                let w = value(p, &cur);
                if w >= v {
                    stale = if w > v { 0 } else { stale + 1 };
                    v = w;
                } else {
                    cur[a] = old;
                    stale += 1;
                }
            }
            best = best.max(v);
        }
        best
    }

    /// The plan `assign` makes, scored as the oracle scores a plan.
    fn value(p: &Problem, assign: &[Option<usize>]) -> oracle::Value {
        let mut sum = vec![0u64; p.targets.len()];
        let mut escorted = vec![false; p.targets.len()];
        for (a, t) in assign.iter().enumerate() {
            if let Some(t) = *t {
                sum[t] += p.attackers[a].strength;
                escorted[t] |= p.attackers[a].escort;
            }
        }
        let mut made: Vec<(bool, Odds)> = (0..p.targets.len())
            .filter(|&t| {
                let tg = &p.targets[t];
                let need = if escorted[t] { tg.escort_need } else { tg.need };
                sum[t] > 0 && sum[t] >= need
            })
            .map(|t| (p.first == Some(t), p.rated(sum[t], t)))
            .collect();
        made.sort_unstable_by(|a, b| b.cmp(a));
        made.truncate(p.required);
        let mut odds: Vec<Odds> = made.iter().map(|m| m.1).collect();
        odds.sort_unstable();
        (made.iter().any(|m| m.0), odds.len(), odds)
    }
}

/// `n` of B's Red stacks (1 to 10) against `d` White ones (1 to 8) over
/// four provinces with random moves, at 1-1, 2-1 or 3-1, 1 to 5 attacks:
/// the benches' larger boards.
fn big_board(n: usize, d: usize, seed: u64) -> (OrderOfBattle, Reach, EntryRequest) {
    let mut rng = Lcg(seed.wrapping_mul(7919) + n as u64 * 31 + d as u64);
    let names = ["Kazan", "Perm", "Omsk", "Samara"];
    let mut text: Vec<Vec<String>> = vec![Vec::new(); 4];
    for _ in 0..n {
        text[rng.below(4) as usize].push(format!("B Red {}", 1 + rng.below(10)));
    }
    for _ in 0..d {
        let owner = ['C', 'D', 'E'][rng.below(3) as usize];
        text[rng.below(4) as usize].push(format!("{owner} White {}", 1 + rng.below(8)));
    }
    let listed: Vec<String> = names
        .iter()
        .zip(&text)
        .filter(|(_, s)| !s.is_empty())
        .map(|(p, s)| format!("{p}: {}", s.join(", ")))
        .collect();
    let board = oob(&listed.join("; "));
    let mut reach = Reach::new();
    for a in names {
        for b in names {
            if a != b && rng.below(2) == 0 {
                reach.add(a, b);
            }
        }
    }
    let min = ["1-1", "2-1", "3-1"][rng.below(3) as usize];
    let mut req = red_vs_white(min, 1 + rng.below(5) as usize);
    req.never_at = Some(odds("1-2"));
    (board, reach, req)
}

/// On the big boards (20 against 20 to 100 against 100, past the exact
/// table and past any oracle) the planner's plan, made within its
/// budget, set beside two seconds of a hill-climb of its own: how often
/// the climb makes an attack more, or a better weakest attack at as
/// many, is printed with the boards, and must happen on none of the 64
/// (none since two or three attacks' stacks are shared out again exactly,
/// 2026-11-28; one of 50 stacks before it, 54-1 to 55-1; two before
/// stronger attacks poured into one turned where they reach; 8 before a
/// strong attack could be split; slow: run with `cargo test --release -- --ignored
/// two_seconds_of_climbing --nocapture`).
#[test]
#[ignore]
fn two_seconds_of_climbing_never_beat_the_plan_by_a_column() {
    // The climb scores plans as the oracle does: on small boards it is
    // never better than the exact best, and mostly finds it.
    use proptest::strategy::{Strategy, ValueTree};
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut found = 0;
    for i in 0..50 {
        let (board, reach, req) = random_board(8, 6).new_tree(&mut runner).unwrap().current();
        let want = oracle::best(&oracle::board(&board, &reach, &req));
        let climbed = climb::best(&Problem::new(&board, &reach, &req, &[]), 20, i);
        assert!(
            climbed <= want,
            "{climbed:?} beats {want:?}: {}",
            board.to_text()
        );
        found += usize::from(climbed == want);
    }
    eprintln!("the climb found the exact best on {found} of 50 small boards");
    let (mut boards, mut better, mut proven) = (0, 0, 0);
    let mut slowest = std::time::Duration::ZERO;
    let mut beaten = Vec::new();
    for (n, d) in [(20, 20), (30, 20), (50, 50), (100, 100)] {
        for seed in 0..16 {
            let (board, reach, req) = big_board(n, d, seed);
            let t = std::time::Instant::now();
            let plan = plan_fresh(&board, &reach, &req, &[]);
            slowest = slowest.max(t.elapsed());
            assert_legal(&board, &reach, &req, &[], &plan);
            let got = objective(&plan, &req);
            let p = Problem::new(&board, &reach, &req, &[]);
            let climbed = climb::best(&p, 2_000, seed);
            boards += 1;
            proven += usize::from(plan.exhaustive);
            better += usize::from(climbed > got);
            let by_a_column = (climbed.0, climbed.1) > (got.0, got.1)
                || ((climbed.0, climbed.1) == (got.0, got.1) && climbed.2.first() > got.2.first());
            if by_a_column {
                beaten.push(format!(
                    "{n} x {d} seed {seed}: the climb found {climbed:?}, the plan {got:?}"
                ));
            }
        }
    }
    eprintln!(
        "{boards} big boards: {proven} proven, the climb a column better on {}, a better plan otherwise on {}; the slowest plan {slowest:?}",
        beaten.len(),
        better - beaten.len()
    );
    eprintln!("{}", beaten.join("\n"));
    assert!(beaten.is_empty(), "{}", beaten.join("\n"));
}

/// An attack far stronger than the weakest is shared out on a defender
/// no attack is on, the weakest given up for it: six Red 3s in Perm can
/// reach only Perm's two White 2s, the Kazan Red 3 only Kazan's. From
/// 18 v 2 (9-1) and 3 v 2 (1-1), no move of one stack helps (a third
/// attack is one too many; one stack on the second White 2 in place of
/// Kazan's attack is 1-1 again, and the first attack weaker), but the
/// Perm attack split in two is 4-1 and 4-1.
#[test]
fn a_strong_attack_splits_onto_a_defender_no_attack_is_on() {
    let red = ["B Red 3"; 6].join(", ");
    let board = oob(&format!(
        "Perm: {red}, D White 2, D White 2; Kazan: B Red 3, D White 2"
    ));
    let req = red_vs_white("1-1", 2);
    let p = Problem::new(&board, &Reach::new(), &req, &[]);
    let mut start = vec![Some(0); 6];
    start.push(Some(2));
    assert_eq!(p.score(&start).unwrap().odds, [odds("1-1"), odds("9-1")]);
    let (got, _) = p.improve(start, 10_000);
    assert_eq!(p.score(&got).unwrap().odds, [odds("4-1"), odds("4-1")]);
    let plan = plan_entry(&board, &Reach::new(), &req, &[]);
    assert_eq!(objective(&plan, &req).2, [odds("4-1"), odds("4-1")]);
}

/// Three attacks on White 1s at 4-1, 5-1 and 6-1: Kazan's Red 2s reach
/// Kazan and Perm, Perm's Red 3 and 2 every province, Omsk's Red 3s Omsk
/// and Perm. No move of one stack or swap of two raises the 4-1 (Omsk's
/// spare can reach only Perm, and what Perm gives Kazan it needs), and
/// no other defender can be turned to: the chain has to move at once.
fn a_chain_of_three_attacks() -> (Problem, Assignment) {
    let board = oob(
        "Kazan: B Red 2, B Red 2, C White 1; Perm: B Red 3, B Red 2, C White 1; \
         Omsk: B Red 3, B Red 3, C White 1",
    );
    let mut reach = Reach::new();
    for (from, to) in [
        ("Kazan", "Perm"),
        ("Perm", "Kazan"),
        ("Perm", "Omsk"),
        ("Omsk", "Perm"),
    ] {
        reach.add(from, to);
    }
    let p = Problem::new(&board, &reach, &red_vs_white("1-1", 3), &[]);
    let start = vec![Some(0), Some(0), Some(1), Some(1), Some(2), Some(2)];
    assert_eq!(
        p.score(&start).unwrap().odds,
        [odds("4-1"), odds("5-1"), odds("6-1")]
    );
    (p, start)
}

/// The three attacks' stacks shared out again exactly: 5-1 each, every
/// stack on a defender it can reach; two of the attacks alone can do no
/// better than they do, and a sharing as high as now is not offered.
#[test]
fn three_attacks_shared_out_again_pass_strength_along_the_chain() {
    let (p, start) = a_chain_of_three_attacks();
    let pool: Vec<usize> = (0..6).collect();
    let now: Vec<usize> = start.iter().map(|t| t.unwrap()).collect();
    let to = p
        .share_out(&[0, 1, 2], &pool, &now)
        .to
        .expect("a better sharing");
    let assign: Assignment = to.iter().map(|&k| Some(k)).collect();
    for (a, t) in assign.iter().enumerate() {
        assert!(
            p.reached_by[t.unwrap()].contains(&a),
            "stack {a} cannot reach {t:?}"
        );
    }
    assert_eq!(p.score(&assign).unwrap().odds, [odds("5-1"); 3]);
    let shared = to.clone();
    assert!(p.share_out(&[0, 1, 2], &pool, &shared).to.is_none());
    // Kazan's and Perm's attacks alone: 9 strength, at best 4-1 and 5-1.
    assert!(
        p.share_out(&[0, 1], &[0, 1, 2, 3], &[0, 0, 1, 1])
            .to
            .is_none()
    );
}

/// On a board of the exact table's size the local search leaves the
/// chain alone (the sharing is work spent past the table), and the plan
/// is the table's: 5-1 three times. (Past the table's size the sharing
/// runs: the big board below fails without it.)
#[test]
fn on_the_tables_boards_the_chain_is_the_tables_to_find() {
    let (p, start) = a_chain_of_three_attacks();
    let (got, _) = p.improve(start, 10_000);
    assert_eq!(
        p.score(&got).unwrap().odds,
        [odds("4-1"), odds("5-1"), odds("6-1")]
    );
    let board = oob(
        "Kazan: B Red 2, B Red 2, C White 1; Perm: B Red 3, B Red 2, C White 1; \
         Omsk: B Red 3, B Red 3, C White 1",
    );
    let reach = Reach::parse("Kazan>Perm, Perm>Kazan, Perm>Omsk, Omsk>Perm", &board).unwrap();
    let req = red_vs_white("1-1", 3);
    let plan = plan_entry(&board, &reach, &req, &[]);
    assert!(plan.exhaustive);
    assert_eq!(objective(&plan, &req).2, [odds("5-1"); 3]);
}

/// The last big board two seconds of climbing won (55-1 to 54-1 at the
/// weakest of five attacks): Omsk's spare had to pass through Perm's
/// attack to reach the weakest.
#[test]
fn the_big_boards_weakest_attack_gets_strength_passed_along_a_chain() {
    the_big_board_plans_at_least(14, 5, "55-1");
}

/// The board where the climb beat the plan by seven columns at the
/// weakest attack (62-1 to 69-1) until a strong attack could be split.
#[test]
fn the_big_boards_strong_attack_is_shared_out() {
    the_big_board_plans_at_least(2, 4, "69-1");
}

/// The 100-stack board the climb won last (111-1 to 106-1 at the
/// weakest): Perm's 24 stacks sat on a White 1 at 130-1 and could reach
/// no other attack; an attack turned whole on a defender in Omsk (no
/// better by itself) lets them pour in.
#[test]
fn stronger_attacks_pour_into_an_attack_turned_where_they_reach() {
    let (board, reach, req) = big_board(100, 100, 11);
    let plan = plan_entry(&board, &reach, &req, &[]);
    assert_legal(&board, &reach, &req, &[], &plan);
    let got = objective(&plan, &req);
    assert_eq!(got.1, 5);
    assert!(got.2[0] >= odds("111-1"), "{:?}", got.2);
}

/// Big board `seed` of 50 stacks a side: a legal plan of `count` attacks,
/// the weakest at `weakest` or better.
fn the_big_board_plans_at_least(seed: u64, count: usize, weakest: &str) {
    let (board, reach, req) = big_board(50, 50, seed);
    let plan = plan_entry(&board, &reach, &req, &[]);
    assert_legal(&board, &reach, &req, &[], &plan);
    let got = objective(&plan, &req);
    assert_eq!(got.1, count);
    assert!(got.2[0] >= odds(weakest), "{:?}", got.2);
}

/// The board where two seconds of climbing beat the plan by seven
/// columns: 50 Red stacks over four provinces, five attacks asked for,
/// five White 1s to attack. The plan put 15 stacks on a White 2 (84 v 2,
/// 42-1) because the fifth White 1 is out of reach of some of them, and
/// every attack stayed at 42-1 or 43-1; turning the part of an attack
/// that can reach a defender on it (the rest let go) gives five attacks
/// at 50-1 or better, more than the climb's 49-1.
#[test]
fn the_part_of_an_attack_that_can_reach_a_weaker_defender_turns_on_it() {
    the_big_board_plans_at_least(0, 5, "50-1");
}

/// The board where the climb found 140-1 twice and the plan 109-1 and
/// 171-1: the Perm attack (the Kazan and Perm stacks, all they can reach)
/// must first turn whole on the White 1 in Samara, which changes no
/// column, before single stacks can even the two attacks out; the
/// restarts now wander across plans of equal columns (a stack moved or
/// an attack turned, kept when no worse) to find such turns.
#[test]
fn the_restarts_cross_plans_of_equal_columns() {
    the_big_board_plans_at_least(3, 2, "139-1");
}

/// The board where the climb found 161-1 and 163-1 and the plan 144-1
/// and 143-1: the plan attacked a White 1 in Kazan, which the 37 strength
/// of stacks in Omsk cannot reach; turned on a White 1 in Omsk (no column
/// changes), they can join. A turn now brings in the stacks in no attack.
#[test]
fn a_turn_onto_a_defender_more_stacks_reach_brings_them_in() {
    the_big_board_plans_at_least(5, 2, "160-1");
}

/// The time a plan's search took is kept with it: asked again, the plan
/// comes from the last plans with the same time (the wizard says it
/// without planning again).
#[test]
fn a_plan_asked_again_keeps_the_time_its_search_took() {
    let (board, reach, req) = big_board(20, 20, 3);
    let (plan, took) = plan_entry_timed(&board, &reach, &req, &[]);
    assert!(took > std::time::Duration::ZERO);
    let (again, took_again) = plan_entry_timed(&board, &reach, &req, &[]);
    assert_eq!((again, took_again), (plan, took));
}
