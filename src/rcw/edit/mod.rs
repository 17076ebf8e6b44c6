//! Changes the player makes to the tracked state outside the bots' steps:
//! corrections to mirror the board, and the human player's own acts, which
//! the bots react to through the PCT.

use super::planner::{OrderOfBattle, Reach, StackEdit};
use super::player::{Leader, PlayerColour, Seat, UnitColour, normalise_units};
use super::rules::RcwRules;
use super::state::{Czar, GameState, Marker};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub(crate) mod on_map;
mod problem;
pub use problem::BoardProblem;

/// A correction of the tracked state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Edit {
    Colour(Seat, PlayerColour),
    /// Unit colours controlled; none at all puts the player out of the game.
    Units(Seat, Vec<UnitColour>),
    Markers {
        seat: Seat,
        politburo: u32,
        assassins: u32,
    },
    Leaders(Seat, Vec<Leader>),
    Pct(Seat, Seat, u8),
    Czar(Czar),
    Gold(Option<Seat>),
    Turn(u32),
    Out(Seat, bool),
    Name(Seat, String),
    /// The order of player-turns in a game turn: every seat once.
    TurnOrder(Vec<Seat>),
    /// The stacks on the board as the player keeps them (the attack
    /// planner's order of battle); empty to keep none.
    OrderOfBattle(OrderOfBattle),
    /// Which provinces' stacks can move where this turn ("Omsk>Perm").
    Reach(Reach),
    /// One change to one stack of the order of battle (a move, a split, a
    /// merge, a strength, the Czar or Gold, a stack added or removed).
    Stacks(StackEdit),
    /// The Combat Results Table the game plays with (the player's own
    /// chart, [`super::chart`]), or none.
    Chart(Option<Box<crate::tables::Table>>),
    /// The map the game is played on ([`super::map`], checked where it was
    /// made), or none.
    Map(Option<Box<super::map::Map>>),
    /// The map learns: `a` and `b` are next to each other (either made a
    /// new place of the map when it has none of that name: asked of the
    /// player first, never done silently).
    Connect(String, String),
    /// How many moves a stack makes in a turn on the map.
    MapMoves(u8),
    /// A move of your own the map does not give this turn, made by rail
    /// or a special move (the player said so: logged as such).
    SpecialMove(StackEdit),
}

use super::bounds::*;

/// A chart's problems as one sentence each, in order.
fn chart_problems(problems: &[super::chart::Problem]) -> String {
    problems
        .iter()
        .map(|p| p.message.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Checks the reason given for an override.
pub fn check_reason(reason: &str) -> Result<(), EditError> {
    let len = reason.chars().count();
    if len > MAX_REASON {
        return Err(EditError::Reason(len));
    }
    Ok(())
}

/// The human player's own acts (or any player's act done off the app's
/// steps) that move the PCT [I-2].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Act {
    /// An attack that actually took place.
    Attack {
        by: Seat,
        on: Seat,
    },
    PurgeAttempt {
        by: Seat,
        against: Seat,
    },
    AssassinationAttempt {
        by: Seat,
        against: Seat,
    },
    GaveAssassinMarker {
        from: Seat,
        to: Seat,
    },
    GavePolitburoMarker {
        from: Seat,
        to: Seat,
    },
}

#[derive(Debug, Error, PartialEq, Eq, Clone)]
pub enum EditError {
    #[error("there is no player {0} at this table")]
    NoSeat(Seat),
    #[error("a player has no PCT value against themselves ({0}/{0})")]
    SamePlayer(Seat),
    #[error("a reason of {0} characters is too long; give at most {MAX_REASON} characters")]
    Reason(usize),
    #[error("{0} holds no {1} to give")]
    NoMarker(Seat, &'static str),
    #[error(
        "the human player cannot be put out of the game while others play on; end the game instead"
    )]
    HumanOut,
    #[error(
        "{0} controls no units: choose at least one unit colour before bringing the player back (Non-Attack Policy 10)"
    )]
    BackWithoutUnits(Seat),
    #[error("order of battle: {0}")]
    OrderOfBattle(BoardProblem),
    /// A fact the kept order of battle holds, typed otherwise.
    #[error("{0}")]
    FromBoard(ReadFromBoard),
    #[error("a turn order names every player once")]
    TurnOrder,
    /// The chart's problems, each with where it is.
    #[error("the chart cannot be used: {}", chart_problems(.0))]
    Chart(Vec<super::chart::Problem>),
    #[error("the map: {0}")]
    Map(#[from] super::map::MapError),
    #[error("the game has no map: keep one first (the Board tab, or rcw play --map FILE)")]
    NoMap,
    /// The edited state fails the setup's checks (the one validator).
    #[error("{0}")]
    State(Box<super::state::SetupError>),
}

/// A fact an edit states that the order of battle kept says otherwise:
/// with a board kept, who holds the Czar and the Gold and a player's unit
/// colours are read from it. Each names what the board says.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReadFromBoard {
    /// `holder`: the stack marked with the Czar ("D's White 5 in Perm").
    #[error(
        "who holds the Czar is read from the order of battle ({}): mark the stack that holds it there",
        said(holder)
    )]
    Czar { holder: Option<String> },
    #[error(
        "who holds the Gold is read from the order of battle ({}): mark the stack that holds it there",
        said(holder)
    )]
    Gold { holder: Option<String> },
    /// `read`: the colours its stacks have.
    #[error(
        "{seat}'s unit colours are read from its stacks on the order of battle ({}): change the stacks there",
        read.iter().map(|u| u.name()).collect::<Vec<_>>().join(", ")
    )]
    Units { seat: Seat, read: Vec<UnitColour> },
}

/// Where the board has the Czar or the Gold, in words.
fn said(holder: &Option<String>) -> String {
    match holder {
        Some(st) => format!("it is with {st}"),
        None => "no stack is marked with it".to_string(),
    }
}

fn seat_ok(g: &GameState, s: Seat) -> Result<(), EditError> {
    if g.player(s).is_some() {
        Ok(())
    } else {
        Err(EditError::NoSeat(s))
    }
}

impl Edit {
    /// Checks and applies the edit; returns a sentence for the log.
    pub fn apply(&self, g: &mut GameState, rules: &RcwRules) -> Result<String, EditError> {
        // A chart is checked once, here; the game keeps it checked.
        let checked = match self {
            Edit::Chart(Some(t)) => {
                Some(super::chart::Chart::read(t, rules).map_err(EditError::Chart)?)
            }
            _ => None,
        };
        if rules.reads_the_board() {
            self.check_against_board(g)?;
        }
        let mut next = g.clone();
        let mut text = self.apply_to(&mut next, rules)?;
        if let Edit::Chart(_) = self {
            next.checked_chart = checked;
        }
        // A player put out of the game holds neither the Czar nor the
        // Gold any more (nor an executed Czar anyone): no stack is marked
        // with them.
        if rules.follows_the_board()
            && matches!(self, Edit::Out(_, true) | Edit::Units(..) | Edit::Czar(_))
        {
            next.settle_marks();
        }
        // What the board holds is read from it.
        if rules.reads_the_board()
            && matches!(
                self,
                Edit::OrderOfBattle(_) | Edit::Stacks(_) | Edit::SpecialMove(_)
            )
        {
            let mut read = next.read_board();
            // A stack put on the board for a player who is out brings
            // them back (turn flow 4).
            if rules.corrections_stand()
                && let Edit::Stacks(StackEdit::Add { stack, .. }) = self
                && let Some(back) = next.bring_back(stack.owner)
            {
                read.push(back);
                read.extend(next.read_board());
            }
            if !read.is_empty() {
                text.push_str(&format!("; read from it: {}", read.join(", ")));
            }
        }
        // The edited state goes through the one validator the setup does:
        // PCT range, leader levels, markers, names, turn — but not the
        // players left, which a new game needs and a game in progress
        // may lose: one player left is a game that is over
        // (`Game::game_over`), whose board can still be set right and a
        // player brought back.
        if let Some(e) = next
            .problems(rules)
            .into_iter()
            .find(|e| !matches!(e, crate::rcw::state::SetupError::TooFewActive))
        {
            return Err(EditError::State(Box::new(e)));
        }
        *g = next;
        Ok(text)
    }

    /// With an order of battle kept, who holds the Czar and the Gold and
    /// the unit colours of a player with stacks are read from it: an edit
    /// that says otherwise is refused, naming what the board says.
    fn check_against_board(&self, g: &GameState) -> Result<(), EditError> {
        let Some(f) = g.board_facts() else {
            return Ok(());
        };
        let refuse = |what: ReadFromBoard| Err(EditError::FromBoard(what));
        let holder = |h: &Option<(Seat, String)>| h.as_ref().map(|(_, st)| st.clone());
        match self {
            Edit::Czar(c @ (Czar::Uncontrolled | Czar::ControlledBy(_)))
                if *c
                    != f.czar
                        .as_ref()
                        .map_or(Czar::Uncontrolled, |(s, _)| Czar::ControlledBy(*s)) =>
            {
                refuse(ReadFromBoard::Czar {
                    holder: holder(&f.czar),
                })
            }
            Edit::Gold(s) if *s != f.gold.as_ref().map(|(s, _)| *s) => {
                refuse(ReadFromBoard::Gold {
                    holder: holder(&f.gold),
                })
            }
            Edit::Units(s, units) => {
                let mut units = units.clone();
                normalise_units(&mut units);
                match f.units.iter().find(|(seat, _)| seat == s) {
                    Some((_, read)) if *read != units => refuse(ReadFromBoard::Units {
                        seat: *s,
                        read: read.clone(),
                    }),
                    _ => Ok(()),
                }
            }
            _ => Ok(()),
        }
    }

    pub(in crate::rcw) fn apply_to(
        &self,
        g: &mut GameState,
        rules: &RcwRules,
    ) -> Result<String, EditError> {
        Ok(match self {
            Edit::Colour(s, c) => {
                seat_ok(g, *s)?;
                if let Some(p) = g.player_mut(*s) {
                    p.colour = *c;
                }
                format!("{s} is now {c} on the PIT")
            }
            Edit::Units(s, units) => set_units(g, *s, units)?,
            Edit::Markers {
                seat,
                politburo,
                assassins,
            } => {
                let p = g.player_mut(*seat).ok_or(EditError::NoSeat(*seat))?;
                p.politburo = *politburo;
                p.assassins = *assassins;
                format!("{seat} holds {politburo} Politburo and {assassins} assassin markers")
            }
            Edit::Leaders(s, leaders) => {
                let p = g.player_mut(*s).ok_or(EditError::NoSeat(*s))?;
                p.leaders = leaders.clone();
                format!("{s}'s leaders: {}", leaders_text(leaders))
            }
            Edit::Pct(a, b, v) => {
                seat_ok(g, *a)?;
                seat_ok(g, *b)?;
                if a == b {
                    return Err(EditError::SamePlayer(*a));
                }
                let before = g.pct.get(*a, *b);
                g.pct.set(*a, *b, *v);
                format!("PCT {a}/{b} set from {before} to {v}")
            }
            Edit::Czar(c) => set_czar(g, *c)?,
            Edit::Gold(s) => {
                if let Some(s) = s {
                    seat_ok(g, *s)?;
                }
                g.gold = *s;
                match s {
                    Some(s) => format!("{s} controls the Gold"),
                    None => "nobody controls the Gold".to_string(),
                }
            }
            Edit::Turn(t) => {
                g.turn = *t;
                format!("game turn set to {t}")
            }
            Edit::Out(s, out) => set_out(g, *s, *out)?,
            Edit::TurnOrder(order) => set_turn_order(g, order)?,
            Edit::OrderOfBattle(oob) => set_order_of_battle(g, oob, rules.reads_the_board())?,
            Edit::Stacks(change) => {
                let mut oob = g.order_of_battle.clone();
                let said = oob
                    .change(change)
                    .map_err(|e| EditError::OrderOfBattle(BoardProblem::Change(e)))?;
                check_order_of_battle(g, &oob)?;
                g.order_of_battle = oob;
                said
            }
            Edit::Reach(reach) => set_reach(g, reach)?,
            Edit::Chart(t) => set_chart(g, t.as_deref()),
            Edit::Map(m) => on_map::set_map(g, m.as_deref()),
            Edit::Connect(a, b) => on_map::connect(g, a, b)?,
            Edit::MapMoves(n) => on_map::set_map_moves(g, *n)?,
            Edit::SpecialMove(change) => on_map::special_move(g, change, rules)?,
            Edit::Name(s, name) => {
                let p = g.player_mut(*s).ok_or(EditError::NoSeat(*s))?;
                p.name = name.trim().to_string();
                format!("{s} is called {}", p.name)
            }
        })
    }
}

/// A player's unit colours; none at all puts the player out of the game.
fn set_units(g: &mut GameState, s: Seat, units: &[UnitColour]) -> Result<String, EditError> {
    seat_ok(g, s)?;
    let mut units = units.to_vec();
    normalise_units(&mut units);
    if units.is_empty() {
        if s == g.human {
            return Err(EditError::HumanOut);
        }
        g.put_out(s);
        return Ok(format!(
            "{s} controls no units and is out of the game (Non-Attack Policy 10)"
        ));
    }
    let p = g.player_mut(s).ok_or(EditError::NoSeat(s))?;
    p.units = units;
    Ok(format!("{s} controls {} units", p.units_text()))
}

/// A player out of the game, or back in it (with units to come back with).
fn set_out(g: &mut GameState, s: Seat, out: bool) -> Result<String, EditError> {
    if out && s == g.human {
        return Err(EditError::HumanOut);
    }
    seat_ok(g, s)?;
    if out {
        g.put_out(s);
        return Ok(format!("{s} is out of the game"));
    }
    let p = g.player_mut(s).ok_or(EditError::NoSeat(s))?;
    if !p.may_come_back() {
        return Err(EditError::BackWithoutUnits(s));
    }
    p.out = false;
    Ok(format!(
        "{s} is back in the game with {} units",
        p.units_text()
    ))
}

/// The order of player-turns: every seat once.
fn set_turn_order(g: &mut GameState, order: &[Seat]) -> Result<String, EditError> {
    let mut sorted = order.to_vec();
    sorted.sort();
    if sorted != g.seats().collect::<Vec<_>>() {
        return Err(EditError::TurnOrder);
    }
    g.turn_order = Some(order.to_vec());
    let names: Vec<String> = order.iter().map(|s| s.to_string()).collect();
    Ok(format!("turn order: {}", names.join(", ")))
}

/// The board written anew: every stack on it a new stack, or (`keep`, the
/// rules' turn flow 2) the stacks that did not change keep who they are.
/// (Whatever ids the copy carried count for nothing: a replay of the
/// file, which keeps none, gives the same.)
fn set_order_of_battle(
    g: &mut GameState,
    oob: &OrderOfBattle,
    keep: bool,
) -> Result<String, EditError> {
    check_order_of_battle(g, oob)?;
    let mut new = oob.clone();
    if keep {
        new.take_ids_from(&g.order_of_battle);
    } else {
        new.renew_ids(g.order_of_battle.last_id());
    }
    g.order_of_battle = new;
    Ok(if oob.is_empty() {
        "no order of battle kept".to_string()
    } else {
        format!(
            "order of battle: {} stacks in {} provinces",
            oob.stack_count(),
            oob.provinces().len()
        )
    })
}

/// The moves given for this turn, their names checked against the order
/// of battle kept now.
fn set_reach(g: &mut GameState, reach: &Reach) -> Result<String, EditError> {
    if reach.pairs().len() > MAX_REACH {
        return Err(EditError::OrderOfBattle(BoardProblem::TooManyMoves(
            reach.pairs().len(),
        )));
    }
    // Every name a province of the order of battle or a place of the map
    // (a move kept from an earlier turn may name a place emptied since).
    let text = reach.to_text();
    Reach::parse_among(&text, &g.order_of_battle, g.map())
        .map_err(|e| EditError::OrderOfBattle(BoardProblem::Moves(e)))?;
    g.reach = reach.clone();
    Ok(if reach.is_empty() {
        "no moves given: stacks attack where they stand".to_string()
    } else {
        format!("moves this turn: {text}")
    })
}

/// The chart the game plays with (checked in [`Edit::apply`]).
fn set_chart(g: &mut GameState, t: Option<&crate::tables::Table>) -> String {
    g.chart = t.cloned();
    match t {
        Some(t) => format!(
            "the game now plays with the chart \"{}\" ({} columns, {} to {}, {})",
            t.title,
            t.columns.len(),
            t.columns.first().map_or("", String::as_str),
            t.columns.last().map_or("", String::as_str),
            t.dice.map_or_else(String::new, |d| d.to_string())
        ),
        None => "the game plays with no chart of its own: combat results are read from the board"
            .to_string(),
    }
}

/// Who controls the Czar, or what became of it.
fn set_czar(g: &mut GameState, c: Czar) -> Result<String, EditError> {
    if let Czar::ControlledBy(s) = c {
        seat_ok(g, s)?;
    }
    g.czar = c;
    Ok(match c {
        Czar::Uncontrolled => "the Czar is controlled by no player".to_string(),
        Czar::ControlledBy(s) => format!("{s} controls the Czar"),
        Czar::Executed => "the Czar has been executed".to_string(),
        Czar::Removed => "the Czar has been removed from play".to_string(),
    })
}

/// An order of battle as the game allows it, however it was made (typed,
/// or read from a file): stacks of players at the table, strengths in
/// range, names of sensible length, a bounded size.
fn check_order_of_battle(g: &GameState, oob: &OrderOfBattle) -> Result<(), EditError> {
    let bad = |why: BoardProblem| Err(EditError::OrderOfBattle(why));
    if oob.stack_count() > MAX_STACKS {
        return bad(BoardProblem::TooManyStacks(oob.stack_count()));
    }
    for p in oob.provinces() {
        let len = p.name().trim().chars().count();
        if len == 0 || len > MAX_NAME {
            return bad(BoardProblem::ProvinceName(p.name().to_string()));
        }
        for s in p.stacks() {
            if g.player(s.owner).is_none() {
                return bad(BoardProblem::NoSuchPlayer {
                    province: p.name().to_string(),
                    seat: s.owner,
                });
            }
            if s.leaders.len() > MAX_LEADERS {
                return bad(BoardProblem::TooManyLeaders {
                    province: p.name().to_string(),
                    leaders: s.leaders.len(),
                });
            }
            if let Some(chars) = std::iter::once(s.label.as_deref().unwrap_or(""))
                .chain(s.leaders.iter().map(String::as_str))
                .map(|n| n.trim().chars().count())
                .find(|&n| n > MAX_NAME)
            {
                return bad(BoardProblem::NameTooLong {
                    province: p.name().to_string(),
                    chars,
                });
            }
        }
    }
    Ok(())
}

pub fn leaders_text(leaders: &[Leader]) -> String {
    if leaders.is_empty() {
        "none".to_string()
    } else {
        leaders
            .iter()
            .map(Leader::describe)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Act {
    /// Applies the act's PCT shift (and marker hand-over); returns log lines.
    pub fn apply(&self, g: &mut GameState, rules: &RcwRules) -> Result<Vec<String>, EditError> {
        let sh = &rules.pct().shifts;
        let (a, b, delta, what) = match *self {
            Act::Attack { by, on } => (by, on, sh.attack, format!("{by} attacked {on}")),
            Act::PurgeAttempt { by, against } => (
                by,
                against,
                sh.purge_attempt,
                format!("{by} attempted a purge against {against}"),
            ),
            Act::AssassinationAttempt { by, against } => (
                by,
                against,
                sh.assassination_attempt,
                format!("{by} attempted an assassination against {against}"),
            ),
            Act::GaveAssassinMarker { from, to } => (
                from,
                to,
                sh.assassin_marker_given,
                format!("{from} gave an assassin marker to {to}"),
            ),
            Act::GavePolitburoMarker { from, to } => (
                from,
                to,
                sh.politburo_marker_given,
                format!("{from} gave a Politburo marker to {to}"),
            ),
        };
        seat_ok(g, a)?;
        seat_ok(g, b)?;
        if a == b {
            return Err(EditError::SamePlayer(a));
        }
        let mut lines = vec![what];
        let marker = match self {
            Act::GaveAssassinMarker { .. } => Some(Marker::Assassin),
            Act::GavePolitburoMarker { .. } => Some(Marker::Politburo),
            _ => None,
        };
        if let Some(m) = marker
            && g.move_markers(m, a, b, 1) == 0
        {
            return Err(EditError::NoMarker(a, m.name()));
        }
        let (from, to) = g.pct.shift(a, b, delta, rules.pct().min, rules.pct().max);
        lines.push(pct_line(a, b, from, to));
        Ok(lines)
    }
}

/// "PCT A/C 3 → 4" (or "stays at 7" when clamped).
pub fn pct_line(a: Seat, b: Seat, from: u8, to: u8) -> String {
    if from == to {
        format!("PCT {a}/{b} stays at {to} (the table ends there)")
    } else {
        format!("PCT {a}/{b} {from} → {to}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rcw::state::Setup;

    /// An edit goes through the setup's own checks: the same refusal, in
    /// the same words, as a new game with that value.
    #[test]
    fn edits_are_checked_by_the_setup_validator() {
        let rules = RcwRules::builtin().unwrap();
        let g = Setup::seed_example().validate(&rules).unwrap();
        let (a, b) = (Seat::A, Seat::from_letter('B').unwrap());
        let refused = |e: Edit| e.apply(&mut g.clone(), &rules).unwrap_err().to_string();
        assert_eq!(
            refused(Edit::Pct(a, b, 9)),
            "PCT value 9 for A/B is outside 2..7"
        );
        assert!(refused(Edit::Turn(0)).starts_with("game turn 0 is not valid"));
        let bad = vec![Leader {
            name: "Trotsky".into(),
            level: 7,
            strength: 12,
        }];
        assert_eq!(
            refused(Edit::Leaders(a, bad)),
            "player A's leader 1 has level 7; leader levels are 1, 2 or 3"
        );
        // The same state, entered at setup, is refused in the same words.
        let mut s = g.as_setup();
        s.turn = 0;
        assert!(
            s.problems(&rules)[0]
                .to_string()
                .starts_with("game turn 0 is not valid")
        );
        // A valid edit still applies, and the state round-trips through the setup.
        let mut ok = g.clone();
        Edit::Pct(a, b, 5).apply(&mut ok, &rules).unwrap();
        assert_eq!(ok.pct.get(a, b), 5);
        assert!(ok.problems(&rules).is_empty());
    }

    /// A leader who dies leaves its stack in the order of battle too, so
    /// the planner's orders stop naming it.
    #[test]
    fn a_leader_removed_leaves_its_stack() {
        use crate::rcw::planner::OrderOfBattle;
        let rules = RcwRules::builtin().unwrap();
        let mut g = Setup::seed_example().validate(&rules).unwrap();
        let b = Seat::from_letter('B').unwrap();
        let makhno = Leader {
            name: "Makhno".into(),
            level: 2,
            strength: 6,
        };
        Edit::Leaders(b, vec![makhno.clone()])
            .apply(&mut g, &rules)
            .unwrap();
        let oob = OrderOfBattle::parse("Perm: B Green 6 [makhno], B Red 3; Omsk: A Red 4 [Makhno]")
            .unwrap();
        Edit::OrderOfBattle(oob).apply(&mut g, &rules).unwrap();
        assert!(g.remove_leader(b, &makhno));
        assert_eq!(
            g.order_of_battle().to_text(),
            OrderOfBattle::parse("Perm: B Green 6, B Red 3; Omsk: A Red 4 [Makhno]")
                .unwrap()
                .to_text(),
            "only B's stack loses its Makhno"
        );
        assert!(!g.remove_leader(b, &makhno), "gone already");
    }
}
