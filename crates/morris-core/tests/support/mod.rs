//! The reference move generator the perft tests check the engine against.
//! Random games and the seeded generator come from morris-testkit.

pub mod reference;
