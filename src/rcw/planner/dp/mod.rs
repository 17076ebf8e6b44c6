//! The exact plan by dynamic programming over the sets of attacking stacks,
//! for boards of up to [`MAX_ATTACKERS`] stacks that can attack: every
//! such board is settled, and the plan is the best under the planner's
//! whole order (criteria 1–9 of the module documentation), never a search
//! cut short.
//!
//! Identical stacks (same province, strength and escort, so the same
//! reach) are one class: a set of stacks is how many of each class it
//! takes, and the stacks of a class are taken lowest first (which changes
//! only criterion 9, and is exactly what it prefers). Defenders are decided
//! in order of battle order, last first: for every count of stacks already
//! taken and every number of attacks still to make, the best way to decide
//! the defenders after the current one is kept.
//!
//! Every criterion becomes a sum over the attacks, so a plan's standing is
//! a few integers added up attack by attack and compared as numbers:
//! - 1 and 2: the vindictive target attacked, the count;
//! - 3, the columns worst first: with as many attacks, plan A is better
//!   than plan B exactly when, at the lowest column where they differ in
//!   how many of their attacks reach it, A has more. So the plan counts,
//!   for each column from the second lowest up, its attacks that reach it:
//!   one 4-bit digit a column, the lowest column most significant;
//! - 4, the earliest defenders: with as many attacks, one bit a defender,
//!   the earliest most significant;
//! - 5 to 8: escorts, stacks, moves and strength, each in its own digits;
//! - 9, each stack's target in order of battle order: one digit a stack,
//!   the target's number (none counts as after the last).

mod standing;
use standing::*;

use super::problem::{Assignment, Opt, Problem, Spare};
use crate::rcw::odds::Odds;

/// The most attacking stacks the table is built for: at most 2^12 counts
/// of stacks taken.
pub(super) const MAX_ATTACKERS: usize = 12;
/// The most defenders, one bit each (criterion 4).
const MAX_DEFENDERS: usize = 30;
/// Column digits the first word holds beside criteria 1 and 2, and the
/// other words (4 bits each, the sign bit left clear).
const DIGITS_FIRST: usize = 30;
/// The sets of stacks weighed in a table, over all its defenders, from
/// which two threads fill it.
const PARALLEL_WORK: usize = 1 << 21;
/// The most threads that fill a table.
const MAX_THREADS: usize = 8;

#[cfg(test)]
thread_local! {
    /// The number of threads a test has the table use, whatever the
    /// machine and the table's size.
    pub(super) static FORCE_THREADS: std::cell::Cell<Option<usize>> =
        const { std::cell::Cell::new(None) };
}
/// The stacks as classes of identical ones, and the counts of stacks taken
/// as states: a state is a count per class, numbered in mixed radix (a
/// set of stacks, as an option's, is packed one byte a class).
struct Classes {
    /// Per class, its stacks (attacker indices), lowest first.
    members: Vec<Vec<usize>>,
    /// Per class, the state number one of its stacks adds.
    stride: Vec<usize>,
    /// How many states there are.
    states: usize,
    /// Per class, 127 less its size, one byte a class: a state's counts
    /// and an option's added to it set a byte's high bit exactly where
    /// they take more stacks of that class than there are.
    over: u128,
}

/// The high bit of each class's byte.
const HIGH_BITS: u128 = 0x8080_8080_8080_8080_8080_8080_8080_8080;

impl Classes {
    fn new(p: &Problem) -> Classes {
        let mut members: Vec<Vec<usize>> = Vec::new();
        let mut key: Vec<(usize, u64, bool)> = Vec::new();
        for (a, at) in p.attackers.iter().enumerate() {
            let k = (at.r.province, at.strength, at.escort);
            match key.iter().position(|x| *x == k) {
                Some(c) => members[c].push(a),
                None => {
                    key.push(k);
                    members.push(vec![a]);
                }
            }
        }
        let mut stride = Vec::with_capacity(members.len());
        let mut states = 1;
        let mut over = 0u128;
        for (c, m) in members.iter().enumerate() {
            stride.push(states);
            states *= m.len() + 1;
            over |= ((127 - m.len()) as u128) << (8 * c);
        }
        Classes {
            members,
            stride,
            states,
            over,
        }
    }

    /// State `s`'s counts, packed one byte a class.
    fn packed(&self, s: usize) -> u128 {
        self.members
            .iter()
            .enumerate()
            .map(|(c, m)| (((s / self.stride[c]) % (m.len() + 1)) as u128) << (8 * c))
            .sum()
    }

    /// How many states leave the stacks of `set` free.
    fn leaving(&self, set: u128) -> usize {
        self.members
            .iter()
            .enumerate()
            .map(|(c, m)| m.len() - (set >> (8 * c) & 0xff) as usize + 1)
            .product()
    }

    /// As [`Classes::each_leaving`], over the states of `list` alone (in
    /// its order, lowest first): where an option leaves more states free
    /// than are live, the live ones are fewer to visit.
    fn each_listed(
        &self,
        set: u128,
        list: &Listed,
        scratch: &mut Scratch,
        mut f: impl FnMut(usize, &[usize]),
    ) {
        let classes = self.members.len();
        let count = &mut scratch.count;
        count.clear();
        count.resize(classes, 0);
        for (&s, &taken) in list.states.iter().zip(&list.packed) {
            // Bytes never carry: counts are at most 12, the sums below 256.
            if (taken + set + self.over) & HIGH_BITS != 0 {
                continue;
            }
            for (c, n) in count.iter_mut().enumerate() {
                *n = (taken >> (8 * c) & 0xff) as usize;
            }
            f(s, count);
        }
    }

    /// Calls `f` with every state of `run` that leaves the stacks of
    /// `set` free, lowest first, counting through the states the set
    /// leaves free or going through the run's live states listed (made
    /// when first needed), whichever are fewer.
    fn each_live(
        &self,
        set: u128,
        run: &mut LiveRun<'_>,
        scratch: &mut Scratch,
        mut f: impl FnMut(usize, &[usize]),
    ) {
        let LiveRun {
            live,
            first,
            end,
            count,
            list,
        } = run;
        let (first, end, live) = (*first, *end, *live);
        if self.leaving(set) <= *count {
            self.each_leaving(set, scratch, |s, count| {
                if s >= first && s < end && live[s] {
                    f(s, count);
                }
            });
        } else {
            let list = list.get_or_insert_with(|| {
                let states: Vec<usize> = (first..end).filter(|&s| live[s]).collect();
                let packed = states.iter().map(|&s| self.packed(s)).collect();
                Listed { states, packed }
            });
            self.each_listed(set, list, scratch, f);
        }
    }

    /// A set of stacks as counts per class: its state offset and packed
    /// counts.
    fn of(&self, mask: u128) -> (usize, u128) {
        let mut off = 0;
        let mut packed = 0;
        for (c, m) in self.members.iter().enumerate() {
            let n = m.iter().filter(|&&a| mask >> a & 1 == 1).count();
            off += n * self.stride[c];
            packed |= (n as u128) << (8 * c);
        }
        (off, packed)
    }

    /// Calls `f` with every state that leaves the stacks of `set` (counts
    /// packed one byte a class) free, and the state's counts per class:
    /// counting through them class by class, lowest state first.
    fn each_leaving(&self, set: u128, scratch: &mut Scratch, mut f: impl FnMut(usize, &[usize])) {
        let classes = self.members.len();
        let Scratch { count, limit } = scratch;
        count.clear();
        count.resize(classes, 0);
        limit.clear();
        limit.extend(
            self.members
                .iter()
                .enumerate()
                .map(|(c, m)| m.len() - (set >> (8 * c) & 0xff) as usize),
        );
        let mut s = 0usize;
        loop {
            f(s, count);
            let mut c = 0;
            loop {
                if c == classes {
                    return;
                }
                if count[c] < limit[c] {
                    count[c] += 1;
                    s += self.stride[c];
                    break;
                }
                s -= count[c] * self.stride[c];
                count[c] = 0;
                c += 1;
            }
        }
    }
}

/// The states from `first` to `end` marked in `live`: how many, and,
/// once an option needs them, listed (see [`Classes::each_live`]).
struct LiveRun<'a> {
    live: &'a [bool],
    first: usize,
    end: usize,
    count: usize,
    list: Option<Listed>,
}

impl<'a> LiveRun<'a> {
    fn new(live: &'a [bool], first: usize, end: usize) -> LiveRun<'a> {
        let count = live[first..end].iter().filter(|&&l| l).count();
        LiveRun {
            live,
            first,
            end,
            count,
            list: None,
        }
    }
}

/// Live states listed with their counts packed (see
/// [`Classes::each_listed`]).
struct Listed {
    states: Vec<usize>,
    packed: Vec<u128>,
}

const _: () = assert!(
    MAX_ATTACKERS <= 16 && MAX_ATTACKERS < 127,
    "a class's count fits a byte of a u128, with room for the high bit"
);

/// What [`Classes::each_leaving`] counts with, kept between calls.
#[derive(Default)]
struct Scratch {
    count: Vec<usize>,
    limit: Vec<usize>,
}

/// The best plan for `p` with its options `opts` (every minimal set of
/// every defender), or `None` when the board is too large for the table.
pub(super) fn best(p: &Problem, opts: &[Vec<Opt>], spare: Option<&Spare>) -> Option<Assignment> {
    // With what a plan can spare comes the number of attacks it makes.
    let mut columns: Vec<Odds> = opts.iter().flatten().map(|o| o.column).collect();
    columns.sort_unstable();
    columns.dedup();
    if p.attackers.len() > MAX_ATTACKERS || p.targets.len() > MAX_DEFENDERS {
        return None;
    }
    let kcap = p.required.min(p.targets.len()).min(p.attackers.len());
    if kcap <= SLOTS && columns.len() <= 127 {
        return table::<Sorted>(p, opts, &columns, spare);
    }
    let digits = columns.len().saturating_sub(1);
    let more = digits
        .saturating_sub(DIGITS_FIRST)
        .div_ceil(DIGITS_PER_WORD);
    match more {
        0 => table::<Digits<2>>(p, opts, &columns, spare),
        1 => table::<Digits<3>>(p, opts, &columns, spare),
        2 | 3 => table::<Digits<5>>(p, opts, &columns, spare),
        4..=7 => table::<Digits<9>>(p, opts, &columns, spare),
        _ => None,
    }
}

fn table<V: Standing>(
    p: &Problem,
    opts: &[Vec<Opt>],
    columns: &[Odds],
    spare: Option<&Spare>,
) -> Option<Assignment> {
    let n = p.attackers.len();
    let m = p.targets.len();
    let cl = Classes::new(p);
    let sizes: Vec<usize> = cl.members.iter().map(Vec::len).collect();
    // Classes of more than one stack: which of them a set takes depends on
    // the state (criterion 9); a one-stack class's stack is always itself.
    let multi: Vec<usize> = (0..sizes.len()).filter(|&c| sizes[c] > 1).collect();
    let (weight, prefix) = weights(&cl, n, m);
    let steps = steps_of::<V>(p, opts, columns, spare, &cl, &weight);
    let kcap = p.required.min(m).min(n);
    let width = kcap + 1;
    let states = cl.states;
    let slack = spare.map_or(u64::MAX, |s| s.slack);
    let (live, most) = live_states(&cl, &steps, kcap, slack);
    if spare.is_some_and(|s| most < s.attacks) {
        // No plan of that many attacks spares so little: none is better
        // than the floor asked for.
        return None;
    }
    let at = |s: usize, k: usize| s * width + k;
    // For the defenders after the current one: the best value for each
    // count taken and each number of attacks still to make, and the most
    // attacks they can still receive.
    let mut later = vec![V::NONE; states * width];
    let mut later_most = vec![0u8; states];
    for s in 0..states {
        later[at(s, 0)] = V::EMPTY;
    }
    let mut now = later.clone();
    let mut now_most = later_most.clone();
    // The option chosen for each defender (its offset + 1), per state and
    // attacks to make (0: not attacked).
    let mut choice: Vec<Vec<u32>> = Vec::with_capacity(m);
    let kcap8 = u8::try_from(kcap).unwrap_or(u8::MAX);
    let ends = thread_runs(&cl, &sizes, m);
    for t in (0..m).rev() {
        let mine = &steps[t];
        let mut chosen = vec![0u32; states * width];
        let layer = Layer {
            cl: &cl,
            multi: &multi,
            prefix: &prefix,
            mine,
            later: &later,
            later_most: &later_most,
            live: &live[t],
            live_after: &live[t + 1],
            saves: (m - t) as i128,
            kcap: kcap8,
            width,
        };
        fill_layer(&layer, &ends, width, &mut now, &mut now_most, &mut chosen);
        choice.push(chosen);
        std::mem::swap(&mut now, &mut later);
        std::mem::swap(&mut now_most, &mut later_most);
    }
    choice.reverse();
    read_back(&cl, &sizes, &choice, &later, width, n)
}

/// Criterion 9 as a number: stack a's digit has weight (m + 1)^(n - 1 - a);
/// per class, the weights of its first i stacks added up.
fn weights(cl: &Classes, n: usize, m: usize) -> (Vec<i128>, Vec<Vec<i128>>) {
    let radix = (m + 1) as i128;
    let weight: Vec<i128> = (0..n)
        .map(|a| radix.pow(u32::try_from(n - 1 - a).unwrap_or(0)))
        .collect();
    let prefix: Vec<Vec<i128>> = cl
        .members
        .iter()
        .map(|ms| {
            std::iter::once(0)
                .chain(ms.iter().scan(0, |acc, &a| {
                    *acc += weight[a];
                    Some(*acc)
                }))
                .collect()
        })
        .collect();
    (weight, prefix)
}

/// Per defender, its options as counts of each class (options taking the
/// same counts weigh the same), with what each adds to a plan, one-stack
/// classes' criterion 9 included, and the strength it spares.
fn steps_of<V: Standing>(
    p: &Problem,
    opts: &[Vec<Opt>],
    columns: &[Odds],
    spare: Option<&Spare>,
    cl: &Classes,
    weight: &[i128],
) -> Vec<Vec<Step<V::Step>>> {
    let m = p.targets.len();
    let mut seen = vec![false; cl.states];
    opts.iter()
        .enumerate()
        .map(|(t, os)| {
            let mut v: Vec<Step<V::Step>> = Vec::new();
            for o in os {
                let (off, packed) = cl.of(o.mask);
                if std::mem::replace(&mut seen[off], true) {
                    continue;
                }
                let mut val = V::step(p, t, o, columns);
                for (c, members) in cl.members.iter().enumerate() {
                    if members.len() == 1 && packed >> (8 * c) & 0xff == 1 {
                        V::add_last(&mut val, (m - t) as i128 * weight[members[0]]);
                    }
                }
                let spent = spare.map_or(0, |s| o.strength.saturating_sub(s.need[t]));
                v.push(Step {
                    off,
                    packed,
                    spent,
                    val,
                });
            }
            for st in &v {
                seen[st.off] = false;
            }
            v
        })
        .collect()
}

/// Where each thread's run of states ends. A state's work grows with the
/// sets of stacks it leaves free; large tables are filled by as many
/// threads as the machine runs at once (up to MAX_THREADS), each its own
/// run of states of about the same work (the result is the same whoever
/// fills it); starting a thread costs more than a small table takes.
fn thread_runs(cl: &Classes, sizes: &[usize], m: usize) -> Vec<usize> {
    let states = cl.states;
    let work: Vec<usize> = (0..states)
        .map(|s| {
            (0..sizes.len())
                .map(|c| sizes[c] - (s / cl.stride[c]) % (sizes[c] + 1) + 1)
                .product()
        })
        .collect();
    let total: usize = work.iter().sum();
    let threads = if total.saturating_mul(m) >= PARALLEL_WORK {
        std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS))
    } else {
        1
    };
    #[cfg(test)]
    let threads = FORCE_THREADS.with(|f| f.get()).unwrap_or(threads);
    // Where each thread's states end: the states with few stacks taken
    // weigh the most, so the runs are cut by work, not by count.
    {
        let mut acc = 0;
        let mut ends = Vec::with_capacity(threads);
        for (s, w) in work.iter().enumerate() {
            acc += w;
            if ends.len() + 1 < threads && acc * threads >= total * (ends.len() + 1) {
                ends.push(s + 1);
            }
        }
        ends.push(states);
        ends
    }
}

/// One defender's layer of the table, filled by the runs `ends` (the
/// last on this thread).
fn fill_layer<S: Standing>(
    layer: &Layer<'_, S>,
    ends: &[usize],
    width: usize,
    now: &mut [S],
    now_most: &mut [u8],
    chosen: &mut [u32],
) {
    if ends.len() == 1 {
        layer.fill(0, now, now_most, chosen);
    } else {
        let layer = &layer;
        std::thread::scope(|scope| {
            let (mut now_rest, mut most_rest, mut chosen_rest) = (now, now_most, chosen);
            let mut first = 0;
            for (i, &end) in ends.iter().enumerate() {
                let len = end - first;
                let (now_i, n) = std::mem::take(&mut now_rest).split_at_mut(len * width);
                let (most_i, mo) = std::mem::take(&mut most_rest).split_at_mut(len);
                let (chosen_i, c) = std::mem::take(&mut chosen_rest).split_at_mut(len * width);
                (now_rest, most_rest, chosen_rest) = (n, mo, c);
                if i + 1 == ends.len() {
                    layer.fill(first, now_i, most_i, chosen_i);
                } else {
                    scope.spawn(move || layer.fill(first, now_i, most_i, chosen_i));
                }
                first = end;
            }
        });
    }
}

/// The best number of attacks, then the stacks each defender takes: the
/// lowest free stacks of each class.
fn read_back<S: Ord + Copy>(
    cl: &Classes,
    sizes: &[usize],
    choice: &[Vec<u32>],
    later: &[S],
    width: usize,
    n: usize,
) -> Option<Assignment> {
    let at = |s: usize, k: usize| s * width + k;
    let mut k = (0..width).max_by_key(|&k| later[at(0, k)])?;
    let mut assign: Assignment = vec![None; n];
    let mut s = 0usize;
    for (t, chosen) in choice.iter().enumerate() {
        let Some(off) = (chosen[at(s, k)] as usize).checked_sub(1) else {
            continue;
        };
        for (c, members) in cl.members.iter().enumerate() {
            let from = (s / cl.stride[c]) % (sizes[c] + 1);
            let count = (off / cl.stride[c]) % (sizes[c] + 1);
            for &a in &members[from..from + count] {
                assign[a] = Some(t);
            }
        }
        s += off;
        k -= 1;
    }
    Some(assign)
}

/// One option of a defender as the table weighs it: the state offset of
/// the stacks it takes, their counts packed one byte a class, the strength
/// it spends beyond the least a plan as good as the best known needs
/// there, and what it adds to a plan.
#[derive(Clone, Copy)]
struct Step<S> {
    off: usize,
    packed: u128,
    spent: u64,
    val: S,
}

/// Per defender, which states (counts of stacks taken) the defenders
/// before it can leave, each attacked by one of its options or not at
/// all, in at most `kcap` attacks spending at most `slack` beyond their
/// least needs: only those states' values can belong to a plan at least
/// as good as the best known, so only they are filled. When the options
/// were cut down to those such a plan can use, few states are left.
/// Also returns the most attacks any of those ways makes.
fn live_states<S>(
    cl: &Classes,
    steps: &[Vec<Step<S>>],
    kcap: usize,
    slack: u64,
) -> (Vec<Vec<bool>>, usize) {
    let mut live = vec![vec![false; cl.states]];
    live[0][0] = true;
    // The fewest attacks and the least strength spent found so far that
    // leave each state.
    let mut fewest = vec![usize::MAX; cl.states];
    let mut spent = vec![u64::MAX; cl.states];
    fewest[0] = 0;
    spent[0] = 0;
    let mut most = vec![0usize; cl.states];
    let mut scratch = Scratch::default();
    for mine in steps {
        let before = &live[live.len() - 1];
        let mut next = before.clone();
        let mut run = LiveRun::new(before, 0, cl.states);
        for st in mine {
            cl.each_live(st.packed, &mut run, &mut scratch, |s, _| {
                let more = spent[s].saturating_add(st.spent);
                if fewest[s] < kcap && more <= slack {
                    let r = s + st.off;
                    next[r] = true;
                    fewest[r] = fewest[r].min(fewest[s] + 1);
                    spent[r] = spent[r].min(more);
                    most[r] = most[r].max(most[s] + 1);
                }
            });
        }
        live.push(next);
    }
    (live, most.into_iter().max().unwrap_or(0))
}

/// What filling one defender's row of the table reads.
struct Layer<'a, V: Standing> {
    cl: &'a Classes,
    multi: &'a [usize],
    prefix: &'a [Vec<i128>],
    mine: &'a [Step<V::Step>],
    later: &'a [V],
    later_most: &'a [u8],
    /// The states the defenders before this one can leave.
    live: &'a [bool],
    /// The states the defenders after it are decided from.
    live_after: &'a [bool],
    /// What one stack's target saves over "none" (criterion 9).
    saves: i128,
    kcap: u8,
    width: usize,
}

impl<V: Standing> Layer<'_, V> {
    /// Fills the states from `first` on (as many as `most_now` holds):
    /// each state's best values with the current defender attacked or
    /// not. Option by option, only the live states that leave its stacks
    /// free are visited (counting through the states it leaves free, or,
    /// where the live ones are fewer, through those), so no pair of state
    /// and option is weighed that does not fit.
    fn fill(&self, first: usize, now: &mut [V], most_now: &mut [u8], chosen: &mut [u32]) {
        let (cl, width) = (self.cl, self.width);
        let later = self.later;
        let end = first + most_now.len();
        // Not attacking this defender: as the later ones leave the state.
        for (j, most) in most_now.iter_mut().enumerate() {
            let s = first + j;
            if self.live[s] {
                now[j * width..(j + 1) * width].copy_from_slice(&later[s * width..(s + 1) * width]);
                *most = self.later_most[s];
            }
        }
        let Some(cap) = self.kcap.checked_sub(1) else {
            return;
        };
        let mut scratch = Scratch::default();
        let mut run = LiveRun::new(self.live, first, end);
        for &Step {
            off, packed, val, ..
        } in self.mine
        {
            cl.each_live(packed, &mut run, &mut scratch, |s, count| {
                let j = s - first;
                let base = j * width;
                let rest = s + off;
                if !self.live_after[rest] {
                    // Only worse plans than the best known pass there.
                    return;
                }
                let left = self.later_most[rest];
                most_now[j] = most_now[j].max(left + 1);
                let mut taken = val;
                // Criterion 9 for the lowest stacks of each larger
                // class this state leaves free.
                for &c in self.multi {
                    let k = (packed >> (8 * c) & 0xff) as usize;
                    let from = count[c];
                    V::add_last(
                        &mut taken,
                        self.saves * (self.prefix[c][from + k] - self.prefix[c][from]),
                    );
                }
                let top = usize::from(left.min(cap));
                let from = rest * width;
                for k in 0..=top {
                    let v = later[from + k];
                    if !v.is_some() {
                        continue;
                    }
                    let cand = v.with(&taken);
                    if cand > now[base + k + 1] {
                        now[base + k + 1] = cand;
                        chosen[base + k + 1] = u32::try_from(off + 1).unwrap_or(0);
                    }
                }
            });
        }
        for most in most_now.iter_mut() {
            *most = (*most).min(self.kcap);
        }
    }
}

/// The plan the digit standing finds, whatever the number of attacks (the
/// tests hold it to the sorted one).
#[cfg(test)]
pub(super) fn best_by_digits(p: &Problem, opts: &[Vec<Opt>]) -> Option<Assignment> {
    let mut columns: Vec<Odds> = opts.iter().flatten().map(|o| o.column).collect();
    columns.sort_unstable();
    columns.dedup();
    table::<Digits<5>>(p, opts, &columns, None)
}
