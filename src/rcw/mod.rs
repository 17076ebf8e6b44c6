//! The Russian Civil War solitaire system (seed 000).
