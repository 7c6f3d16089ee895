//! The seeded generator of random tests: core's SplitMix64, so that random
//! tests repeat and draw from the same generator as the programs.

pub use morris_core::SplitMix as Rng;
