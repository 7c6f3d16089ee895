//! The workspace's one seeded generator (SplitMix64): hash keys at compile
//! time, the AI's choices, random openings and random tests all draw from it,
//! so the same seed always gives the same game.

/// SplitMix64: small, fast, and the same numbers for the same seed everywhere.
///
/// ```
/// use morris_core::SplitMix;
/// let (mut a, mut b) = (SplitMix::new(3), SplitMix::new(3));
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// assert!((0.0..1.0).contains(&a.next_f64()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix(u64);

impl SplitMix {
    pub const fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    /// One step from `state`: the next state and its number (usable in `const` code).
    pub const fn step(state: u64) -> (u64, u64) {
        let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (state, z ^ (z >> 31))
    }

    pub fn next_u64(&mut self) -> u64 {
        let (state, value) = SplitMix::step(self.0);
        self.0 = state;
        value
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// A number in `[0, 1)`.
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}
