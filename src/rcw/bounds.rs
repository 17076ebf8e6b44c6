//! The game's bounds on what a person can type or a file can hold: far
//! beyond the counter mix, small enough that no sum overflows and every
//! list draws at once. Every check reads them here (edits, the rules
//! file, the map, the planner's packed counts).

/// The most markers of one kind one player can hold: far more than the
/// counter mix, and small enough that no sum of them overflows.
pub const MAX_MARKERS: u32 = 99;
/// The most combat strength there is in one place: what one leader
/// controls, one stack has, or either side of an attack typed by hand
/// (far beyond the counter mix; small enough that no sum of them
/// overflows). The one strength bound.
pub const MAX_STRENGTH: u32 = 999;
/// The longest player or leader name, in characters.
pub const MAX_NAME: usize = 40;
/// The most leaders one player (or one stack) has: far more than the
/// counter mix, few enough that every list draws at once.
pub const MAX_LEADERS: usize = 40;
/// The longest reason given for an override, in characters.
pub const MAX_REASON: usize = 500;
/// The most moves ("Omsk>Perm") given for one turn.
pub const MAX_REACH: usize = 2_000;
/// The most stacks an order of battle holds: far more than the counter
/// mix, and few enough that planning stays instant.
pub const MAX_STACKS: usize = 1000;
