//! (module in progress)
