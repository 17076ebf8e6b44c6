//! *Red Actions! – the Pygmy Wars Version*: the calculators behind its tables.
//!
//! Each file is one topic of the rules. The printed tables themselves live as
//! data in assets/tables/red-actions.json; these modules do the arithmetic
//! around them (shooting totals, strengths and ratios, modified numbers) and
//! give exact chances of every result.

pub mod ambush;
pub mod bases;
pub mod calc;
pub mod characteristics;
pub mod combat;
pub mod direct_hit;
pub mod fire;
pub mod flight;
pub mod limits;
pub mod morale;
pub mod night;
pub mod odds;
pub mod officers;
pub mod printed;
pub mod pursuit;
pub mod shooting;
pub mod vehicles;
pub mod wire;
