//! The independent model of the order of battle the board tests keep:
//! every stack by id, changed only by what a step's topic and answer say
//! (never by reading the program's words). Where a policy moves a stack to
//! a place of the program's choosing, the model checks the place against
//! the map as the test reads it ([`Geography`]: its own search of the
//! places within a turn's moves, the policy's places, the retreat's next
//! places). Shared by `board_model.rs`
//! (the engine's steps) and `ui_fuzz.rs` (the window's).

use politburo::rcw::map::{Map, Mark};
use politburo::rcw::planner::{OrderOfBattle, StackEdit, StackId};
use politburo::rcw::step::{Input, Question, Topic};
use politburo::rcw::{Action, RcwRules, Seat, UnitColour};
use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// A stack as the model keeps it: where it stands and what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counter {
    pub province: String,
    pub owner: Seat,
    pub colour: UnitColour,
    pub strength: u32,
}

/// The test's own order of battle: every stack by its id. The program's
/// board is checked against it after every step; the model changes only by
/// what the step's topic and answer say (never by reading the program's
/// words).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Model {
    pub stacks: BTreeMap<StackId, Counter>,
}

impl Model {
    pub fn of(oob: &OrderOfBattle) -> Model {
        Model {
            stacks: oob
                .refs()
                .map(|(r, k)| {
                    (
                        k.id(),
                        Counter {
                            province: oob.province_name(r.province).to_string(),
                            owner: k.owner,
                            colour: k.colour,
                            strength: k.strength.get(),
                        },
                    )
                })
                .collect(),
        }
    }

    pub fn owner(&self, id: StackId) -> Option<Seat> {
        self.stacks.get(&id).map(|c| c.owner)
    }

    pub fn province(&self, id: StackId) -> Option<String> {
        self.stacks.get(&id).map(|c| c.province.clone())
    }

    pub fn move_to(&mut self, id: StackId, to: &str) {
        if let Some(c) = self.stacks.get_mut(&id) {
            c.province = to.to_string();
        }
    }

    /// `n` strength off the stack; a stack left with none leaves the board.
    pub fn lose(&mut self, id: StackId, n: u32) {
        if let Some(c) = self.stacks.get_mut(&id) {
            assert!(
                n <= c.strength,
                "a loss of {n} from a stack of {}",
                c.strength
            );
            c.strength -= n;
            if c.strength == 0 {
                self.stacks.remove(&id);
            }
        }
    }

    /// The change a correction of one stack makes: new stacks (a split's
    /// part, a stack added) are expected to appear with ids the model
    /// cannot know.
    pub fn correct(&mut self, e: &StackEdit<StackId>) -> Expect {
        match e {
            StackEdit::Strength { stack, strength } => {
                if let Some(c) = self.stacks.get_mut(stack) {
                    c.strength = *strength;
                }
            }
            StackEdit::Move { stack, to } => self.move_to(*stack, to),
            StackEdit::Split { stack, off } => {
                if let Some(c) = self.stacks.get_mut(stack) {
                    c.strength -= off;
                    let mut part = c.clone();
                    part.strength = *off;
                    return Expect::Appears(vec![part]);
                }
            }
            StackEdit::Merge { stack, into } => {
                if let Some(gone) = self.stacks.remove(stack)
                    && let Some(c) = self.stacks.get_mut(into)
                {
                    c.strength += gone.strength;
                }
            }
            StackEdit::Holds { .. } => {}
            StackEdit::Add { province, stack } => {
                return Expect::Appears(vec![Counter {
                    province: province.clone(),
                    owner: stack.owner,
                    colour: stack.colour,
                    strength: stack.strength.get(),
                }]);
            }
            StackEdit::Remove { stack } => {
                self.stacks.remove(stack);
            }
        }
        Expect::Exactly
    }
}

/// A side's loss in an exchange being shared among its stacks: each share
/// that only one number fits is taken at once, the others are asked
/// (topic `StackLoss`); the board changes once every share is known.
#[derive(Clone, Debug)]
pub struct Sharing {
    pub side: Vec<(StackId, u32)>,
    pub left: u32,
    pub taken: Vec<u32>,
}

impl Sharing {
    /// Takes the shares only one number fits; `Some(stack)` when the next
    /// share is asked, `None` when every share is known.
    pub fn forced(&mut self) -> Option<StackId> {
        while self.taken.len() < self.side.len() {
            let k = self.taken.len();
            let (id, had) = self.side[k];
            let rest: u32 = self.side[k + 1..].iter().map(|(_, h)| h).sum();
            let (lo, hi) = (self.left.saturating_sub(rest), self.left.min(had));
            if lo != hi {
                return Some(id);
            }
            self.take(lo);
        }
        None
    }

    pub fn take(&mut self, n: u32) {
        self.left -= n;
        self.taken.push(n);
    }
}

/// The map as the player typed it, read by the test for itself: each
/// place's neighbours (named on either side), the places marked for
/// replacements, and the moves a stack makes in a turn. The model works
/// out distances here by its own search, never by the program's routes.
#[derive(Clone, Debug, Default)]
pub struct Geography {
    next: BTreeMap<String, BTreeSet<String>>,
    replacements: BTreeSet<String>,
    moves: u32,
    /// The moves the player ticked this turn beyond the map's (a rail
    /// move, a line the map lacks): from, into.
    ticked: BTreeSet<(String, String)>,
    /// The last retreat farther than the map's places next to the combat:
    /// from, into (the map learns it on "remember it").
    farther: Option<(String, String)>,
}

fn key(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

impl Geography {
    /// The places, marks and connections `map` was typed with.
    pub fn of(map: &Map) -> Geography {
        let mut g = Geography {
            moves: u32::from(map.moves()),
            ..Geography::default()
        };
        for p in map.places() {
            g.next.entry(key(&p.name)).or_default();
            for n in &p.next {
                g.next.entry(key(&p.name)).or_default().insert(key(n));
                g.next.entry(key(n)).or_default().insert(key(&p.name));
            }
            if p.has(Mark::RedReplacements) || p.has(Mark::WhiteReplacements) {
                g.replacements.insert(key(&p.name));
            }
        }
        g
    }

    /// With the moves the player ticked this turn beyond the map's.
    pub fn ticked<'a>(
        mut self,
        pairs: impl IntoIterator<Item = &'a (String, String)>,
    ) -> Geography {
        self.ticked = pairs.into_iter().map(|(a, b)| (key(a), key(b))).collect();
        self
    }

    /// Where a stack in `from` can go this turn: at most the map's moves
    /// away, or a move the player ticked.
    fn reach(&self, from: &str) -> BTreeSet<String> {
        let mut places = self.within(from, self.moves);
        places.extend(
            self.ticked
                .iter()
                .filter(|(a, _)| *a == key(from))
                .map(|(_, b)| b.clone()),
        );
        places
    }

    /// The places at most `moves` moves from `from` (itself included), by
    /// a breadth-first search of the test's own.
    fn within(&self, from: &str, moves: u32) -> BTreeSet<String> {
        let mut seen = BTreeSet::from([key(from)]);
        let mut ring = vec![key(from)];
        for _ in 0..moves {
            ring = ring
                .iter()
                .flat_map(|p| self.next.get(p).into_iter().flatten())
                .filter(|n| seen.insert((*n).clone()))
                .cloned()
                .collect();
        }
        seen
    }

    /// `a` and `b` next to each other from now on (the map learnt it).
    fn connect(&mut self, a: &str, b: &str) {
        self.next.entry(key(a)).or_default().insert(key(b));
        self.next.entry(key(b)).or_default().insert(key(a));
    }

    fn next_to(&self, a: &str, b: &str) -> bool {
        self.next.get(&key(a)).is_some_and(|n| n.contains(&key(b)))
    }
}

/// Where a stack a policy moved may have gone, as the model works it out
/// when the move is answered: `None` anywhere (no map to tell), else one of
/// these places (compared as names, case and spacing aside).
pub type Landing = Option<BTreeSet<String>>;

/// What a step does to the board, as the model expects it.
pub enum Expect {
    /// Exactly the model.
    Exactly,
    /// The model, but for this stack, which a policy's "moved as proposed"
    /// has moved: somewhere else (the model cannot know the program's
    /// choice of place), where the policy and the map allow.
    Moved(StackId, Landing),
    /// The model, but for this stack, which has left the board.
    Leaves(StackId),
    /// The model and these new stacks, with ids the board gives them.
    Appears(Vec<Counter>),
    /// The model, but every stack of one player may have left the board:
    /// a player said to control no units any more is out of the game
    /// (Non-Attack Policy 10) and its stacks leave the order of battle;
    /// the human player is out of nothing. Which player the question
    /// names is the program's to say, so the model takes whichever one
    /// side is wholly gone, and no more.
    SideMayLeave,
}

/// The orders the planner's answers recorded (`Input::Planned`), not yet
/// followed: a "moved as ordered?" answer moves the stacks the order
/// names, as the model has them, never the stacks the question lists.
#[derive(Clone, Debug, Default)]
pub struct Orders {
    /// Attacks recorded this turn whose move has not been asked about:
    /// attacking stacks and defender.
    pending: VecDeque<(Vec<StackId>, StackId)>,
    /// Every attack recorded (a planned order, or your own attack): its
    /// attacking stacks and its defender, the sides a result falls on.
    attacks: Vec<(Vec<StackId>, StackId)>,
    /// Whose bot turn the actions last started: the side whose policies
    /// move its stacks.
    phasing: Option<Seat>,
}

impl Orders {
    /// Every order the actions recorded.
    pub fn of(actions: &[Action]) -> Orders {
        let mut o = Orders::default();
        actions.iter().for_each(|a| o.record(a));
        o
    }

    /// The orders `action` recorded, if it is an answer that took a plan;
    /// a new bot turn leaves no order of the last one to follow.
    pub fn record(&mut self, action: &Action) {
        match action {
            Action::Input(Input::Planned { orders, .. }) => {
                for o in orders {
                    self.record_attack(o.attackers.clone(), o.target);
                }
            }
            Action::StartBotTurn(seat) => {
                self.pending.clear();
                self.phasing = Some(*seat);
            }
            _ => {}
        }
    }

    /// An attack of `attackers` on `target` (an order the planner gave,
    /// or your own attack, walked as one).
    pub fn record_attack(&mut self, attackers: Vec<StackId>, target: StackId) {
        self.pending.push_back((attackers.clone(), target));
        self.attacks.push((attackers, target));
    }

    /// The side of a recorded attack a result falls on that a question
    /// names (its attackers, or its defender, those the model has), the
    /// latest attack first: the stacks the model changes.
    fn side(&self, model: &Model, asked: &[StackId]) -> Vec<StackId> {
        let mut asked = asked.to_vec();
        asked.sort();
        for (attackers, target) in self.attacks.iter().rev() {
            for side in [attackers.clone(), vec![*target]] {
                let mut on: Vec<StackId> = side
                    .into_iter()
                    .filter(|id| model.stacks.contains_key(id))
                    .collect();
                let kept = on.clone();
                on.sort();
                if !on.is_empty() && on == asked {
                    return kept;
                }
            }
        }
        panic!(
            "a result asked about ({asked:?}) that falls on no side of an attack recorded: {:?}",
            self.attacks
        );
    }

    /// Where the recorded attack whose side a question names was fought:
    /// its defender's province, as the model has it.
    fn combat(&self, model: &Model, asked: &[StackId]) -> Option<String> {
        let side = self.side(model, asked);
        self.attacks
            .iter()
            .rev()
            .find(|(attackers, target)| {
                side.iter().all(|id| attackers.contains(id) || id == target)
            })
            .and_then(|(_, target)| model.province(*target))
    }

    /// The attack a "moved as ordered?" question follows, and those
    /// before it (skipped by the turn: they did not go ahead, their
    /// defender was gone, or no stack had to move) dropped: of the attack,
    /// the stacks the model has outside its defender's province (the
    /// movers), and that province. The question must name exactly the
    /// movers and the defender.
    fn follow(&mut self, model: &Model, asked: &[StackId]) -> (Vec<StackId>, String) {
        for (i, (attackers, target)) in self.pending.iter().enumerate() {
            let Some(to) = model.province(*target) else {
                continue;
            };
            let movers: Vec<StackId> = attackers
                .iter()
                .copied()
                .filter(|a| model.province(*a).is_some_and(|p| p != to))
                .collect();
            // The movers in the attack's order, then the defender: two
            // attacks of the same stacks the other way round differ.
            let mut named: Vec<StackId> = movers.to_vec();
            named.push(*target);
            if !movers.is_empty() && named == asked {
                self.pending.drain(..=i);
                return (movers, to);
            }
        }
        panic!(
            "a move asked about ({asked:?}) that no order recorded and not followed makes: {:?}",
            self.pending
        );
    }
}

/// Where a policy may move `mover` to on the map (within the map's moves
/// a turn, by the test's own search), into one of `into` when the policy
/// names the places; without a map, into one of `into` or anywhere.
fn landing(model: &Model, map: Option<&Geography>, mover: StackId, into: Landing) -> Landing {
    let keyed = into.map(|set| set.iter().map(|p| key(p)).collect::<BTreeSet<_>>());
    let (Some(map), Some(from)) = (map, model.province(mover)) else {
        return keyed;
    };
    let reach = map.reach(&from);
    Some(match keyed {
        Some(set) => reach.intersection(&set).cloned().collect(),
        None => reach,
    })
}

/// The places a garrison may be sent to: those the rules name (Policy 6's
/// Tver and Petrograd) and those the map marks for replacements.
fn garrison_places(map: Option<&Geography>) -> BTreeSet<String> {
    let rules = RcwRules::builtin().expect("the built-in rules");
    let g = rules.garrisons();
    let mut places: BTreeSet<String> = g
        .red_players
        .iter()
        .chain(&g.white_units)
        .map(|p| key(p))
        .collect();
    if let Some(map) = map {
        places.extend(map.replacements.iter().cloned());
    }
    places
}

/// The model after answer `c` to `q`, and what it expects of the board;
/// `map` the map the game is played on, as the test knows it.
pub fn answered(
    model: &mut Model,
    sharing: &mut Option<Sharing>,
    orders: &mut Orders,
    q: &Question,
    c: usize,
    map: Option<&mut Geography>,
) -> Expect {
    let yes = c == 0;
    let label = q.options.get(c).cloned().unwrap_or_default();
    match q.topic {
        Topic::MovedAsOrdered => {
            // The order's stacks outside its target's province move in
            // (on "yes"), the order followed either way.
            let (movers, to) = orders.follow(model, &q.stacks);
            if yes {
                for id in movers {
                    model.move_to(id, &to);
                }
            }
            Expect::Exactly
        }
        Topic::Eliminated => {
            // The side of the attack the result fell on.
            let side = orders.side(model, &q.stacks);
            if yes {
                for id in &side {
                    model.stacks.remove(id);
                }
            }
            Expect::Exactly
        }
        // On a map: the places next to the combat's first, then the
        // farther ones, then "not moved"; nothing is taken off the board.
        Topic::RetreatTo if !q.options.iter().any(|o| o.contains("take them off")) => {
            let side = orders.side(model, &q.stacks);
            if c + 1 < q.options.len() {
                let to = label.trim_end_matches(" (farther)");
                // A retreat goes to a place next to the combat's (the
                // defender's, where the recorded attack went in), or
                // (farther) beyond one: the test's map says which.
                if let Some((map, at)) = map.zip(orders.combat(model, &q.stacks)) {
                    let farther = label.ends_with(" (farther)");
                    assert_eq!(
                        map.next_to(&at, to),
                        !farther,
                        "a retreat to {label} from a combat in {at}"
                    );
                    map.farther = farther.then(|| (at, to.to_string()));
                }
                for id in &side {
                    model.move_to(*id, to);
                }
            }
            Expect::Exactly
        }
        Topic::RetreatTo => {
            // The provinces of the order of battle, then "a province not in
            // the order of battle", then "not moved".
            let side = orders.side(model, &q.stacks);
            if c + 2 < q.options.len() {
                for id in &side {
                    model.move_to(*id, &label);
                }
            } else if c + 2 == q.options.len() {
                // A province the order of battle does not list: off it.
                for id in &side {
                    model.stacks.remove(id);
                }
            }
            Expect::Exactly
        }
        Topic::ExchangeLoss => {
            let side = orders
                .side(model, &q.stacks)
                .into_iter()
                .filter_map(|id| model.stacks.get(&id).map(|k| (id, k.strength)))
                .collect();
            let mut share = Sharing {
                side,
                left: c as u32,
                taken: Vec::new(),
            };
            {
                // Every share only one number fits is known at once; else the
                // loss waits for the shares asked.
                share.forced();
                settle(model, sharing, Some(share))
            }
        }
        Topic::StackLoss => {
            let mut share = sharing
                .take()
                .expect("a share asked with no loss being shared");
            assert_eq!(
                q.stacks,
                vec![share.side[share.taken.len()].0],
                "the share asked is the next stack's"
            );
            share.take(label.parse().expect("a share is a number"));
            share.forced();
            settle(model, sharing, Some(share))
        }
        // "No, none left".
        Topic::UnitsLeft if c == 1 => Expect::SideMayLeave,
        // A policy's move names the stack that moves first, then those it
        // moves for: a garrison goes to a place the policy names, a
        // stacking together (Policies 3 and 5) into the other stack's
        // place, a screen anywhere but into the enemy, a stack that
        // carries the Czar or the Gold to safety anywhere in reach.
        Topic::Garrison | Topic::Consolidate | Topic::Screen | Topic::Join if yes => {
            let mover = q.stacks[0];
            // A policy moves the phasing side's own stack, for its own
            // stack (a screen: against another side's).
            let phasing = orders.phasing.expect("a policy's move outside a bot turn");
            assert_eq!(model.owner(mover), Some(phasing), "{q:?}: the mover");
            if let Some(friend) = q.stacks.get(1) {
                assert_eq!(model.owner(*friend), Some(phasing), "{q:?}: moved for");
            }
            if let Some(enemy) = q.stacks.get(2) {
                assert_ne!(
                    model.owner(*enemy),
                    Some(phasing),
                    "{q:?}: screened against"
                );
            }
            let into = match (q.topic, q.stacks.get(1)) {
                (Topic::Garrison, _) => Some(garrison_places(map.as_deref())),
                (Topic::Screen, _) => None,
                (_, Some(with)) => model.province(*with).map(|p| BTreeSet::from([p])),
                (_, None) => None,
            };
            let mut landing = landing(model, map.as_deref(), mover, into);
            if let (Topic::Screen, Some(set), Some(enemy)) =
                (q.topic, &mut landing, q.stacks.get(2))
                && let Some(p) = model.province(*enemy)
            {
                set.remove(&key(&p));
            }
            Expect::Moved(mover, landing)
        }
        Topic::CzarStackLeft if yes => Expect::Leaves(q.stacks[0]),
        // "Remember that the two are next to each other?" after a retreat
        // farther: the map learns the retreat's two places.
        Topic::RememberConnection => {
            if let Some(map) = map
                && let Some((a, b)) = map.farther.take()
                && yes
            {
                map.connect(&a, &b);
            }
            Expect::Exactly
        }
        _ => Expect::Exactly,
    }
}

/// A loss whose every share is known is taken off the model; one still
/// being shared waits (the board does not change until it is known).
pub fn settle(model: &mut Model, sharing: &mut Option<Sharing>, done: Option<Sharing>) -> Expect {
    match done {
        Some(share) if share.taken.len() == share.side.len() => {
            for ((id, _), n) in share.side.iter().zip(&share.taken) {
                model.lose(*id, *n);
            }
            *sharing = None;
        }
        Some(share) => *sharing = Some(share),
        None => {}
    }
    Expect::Exactly
}

/// The program's board is the model's (every stack where the model has
/// it, of the same owner, colour and strength); stacks the model expected
/// to move somewhere it could not know are taken as the board has them,
/// once checked to have only moved, and to where the policy and the map
/// allow.
pub fn check_board(model: &mut Model, oob: &OrderOfBattle, expect: Expect, step: &str) {
    let board = Model::of(oob);
    match expect {
        Expect::Moved(id, landing) => {
            let (Some(m), Some(b)) = (model.stacks.get_mut(&id), board.stacks.get(&id)) else {
                panic!("{step}: stack {id:?}, moved as proposed, is not on the board");
            };
            assert_eq!(
                (m.owner, m.colour, m.strength),
                (b.owner, b.colour, b.strength),
                "{step}: stack {id:?} may only have moved"
            );
            assert_ne!(
                key(&m.province),
                key(&b.province),
                "{step}: stack {id:?} moved as proposed but stayed"
            );
            if let Some(places) = landing {
                assert!(
                    places.contains(&key(&b.province)),
                    "{step}: stack {id:?} moved from {} to {}, not one of {places:?}",
                    m.province,
                    b.province
                );
            }
            m.province = b.province.clone();
        }
        Expect::Leaves(id) => {
            assert!(
                model.stacks.remove(&id).is_some(),
                "{step}: stack {id:?} the model does not have"
            );
            assert!(
                !board.stacks.contains_key(&id),
                "{step}: stack {id:?} did not leave"
            );
        }
        Expect::Appears(new) => {
            let fresh: Vec<StackId> = board
                .stacks
                .keys()
                .filter(|id| !model.stacks.contains_key(id))
                .copied()
                .collect();
            assert_eq!(fresh.len(), new.len(), "{step}: new stacks {fresh:?}");
            for (id, c) in fresh.into_iter().zip(new) {
                model.stacks.insert(id, c);
            }
        }
        Expect::SideMayLeave => {
            let mut gone: Vec<_> = model
                .stacks
                .values()
                .map(|k| k.owner)
                .filter(|o| !board.stacks.values().any(|b| b.owner == *o))
                .collect();
            gone.sort();
            gone.dedup();
            assert!(gone.len() <= 1, "{step}: more than one side left: {gone:?}");
            model.stacks.retain(|_, k| !gone.contains(&k.owner));
        }
        Expect::Exactly => {}
    }
    assert_eq!(
        board,
        *model,
        "{step}: the board is not the model's\nboard: {}",
        oob.to_text()
    );
}
