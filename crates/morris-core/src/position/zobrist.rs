//! Fixed pseudo-random keys for the incremental position hash.
//!
//! The keys are the same in every run and every variant, so a hash can key a
//! table on disk; the rules' fingerprint keeps tables of different variants apart.

use crate::point::MAX_POINTS;
use crate::random::SplitMix;

/// The most pieces a player can hold: two players on at most 64 points.
pub const MAX_PIECES: usize = MAX_POINTS / 2;

const fn splitmix(state: u64) -> (u64, u64) {
    SplitMix::step(state)
}

const fn point_keys(seed: u64) -> [[u64; MAX_POINTS]; 2] {
    let mut keys = [[0; MAX_POINTS]; 2];
    let mut state = seed;
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < MAX_POINTS {
            let (s, k) = splitmix(state);
            state = s;
            keys[c][p] = k;
            p += 1;
        }
        c += 1;
    }
    keys
}

const fn hand_keys(seed: u64) -> [[u64; MAX_PIECES + 1]; 2] {
    let mut keys = [[0; MAX_PIECES + 1]; 2];
    let mut state = seed;
    let mut c = 0;
    while c < 2 {
        // Zero pieces in hand hashes as nothing, so a start-less setup needs no hand key.
        let mut n = 1;
        while n <= MAX_PIECES {
            let (s, k) = splitmix(state);
            state = s;
            keys[c][n] = k;
            n += 1;
        }
        c += 1;
    }
    keys
}

pub const POINT: [[u64; MAX_POINTS]; 2] = point_keys(0x6d6f_7272_6973_0001);
pub const HAND: [[u64; MAX_PIECES + 1]; 2] = hand_keys(0x6d6f_7272_6973_0002);
/// Points of mills a player has already removed with (one-time mills).
pub const USED: [[u64; MAX_POINTS]; 2] = point_keys(0x6d6f_7272_6973_0004);
/// Marked points (pieces taken while placing that stay until placement ends).
pub const MARK: [u64; MAX_POINTS] = point_keys(0x6d6f_7272_6973_0005)[0];
pub const BLACK_TO_MOVE: u64 = splitmix(0x6d6f_7272_6973_0003).1;
const OWED_KEYS: [[u64; MAX_POINTS]; 2] = point_keys(0x6d6f_7272_6973_0006);
/// Who closed the first mill while placing.
pub const FIRST_MILL: [u64; 2] = [OWED_KEYS[0][63], OWED_KEYS[1][63]];

/// The key of `count` removals owed by player `c` (see `Position::owed`),
/// `own` when they are of the player's own pieces.
#[inline]
pub const fn owed(c: usize, count: u8, own: bool) -> u64 {
    if count == 0 {
        return 0;
    }
    let own = if own { OWED_KEYS[c][62] } else { 0 };
    OWED_KEYS[c][(count & 31) as usize] ^ own
}

const MILL_STEP_KEYS: [[u64; MAX_POINTS]; 2] = point_keys(0x6d6f_7272_6973_0007);
const MILL_STEP_TO_KEYS: [[u64; MAX_POINTS]; 2] = point_keys(0x6d6f_7272_6973_0008);

/// The key of the move by which player `c`'s last turn closed a mill (see
/// `Position::mill_step`).
#[inline]
pub fn mill_step(c: usize, step: Option<(crate::Point, crate::Point)>) -> u64 {
    step.map_or(0, |(from, to)| {
        MILL_STEP_KEYS[c][from.index() & 63] ^ MILL_STEP_TO_KEYS[c][to.index() & 63]
    })
}
