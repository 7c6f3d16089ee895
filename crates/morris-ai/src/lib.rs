//! The AI for every mill variant: an alpha-beta search ([`search`]) and
//! retrograde-analysis tables for perfect play in the small variants ([`solve`]).
//! Nothing here is written for one variant: everything comes from the compiled rules.
//! One [`Stop`] handle stops a search or a solve.

pub mod budgets;
pub mod review;
pub mod search;
pub mod solve;
mod stop;

pub use stop::Stop;
