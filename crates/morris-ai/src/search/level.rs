//! Playing levels: 1 (a beginner can win) to 10 (the strongest search in the
//! time given), and `Perfect` where a solved table exists.

use std::fmt;
use std::str::FromStr;

/// How long level 10 (and `Perfect` without a table) thinks when the caller
/// gives no limit at all.
pub const UNBOUNDED_MOVE_TIME: std::time::Duration = std::time::Duration::from_secs(3);

/// How strongly the AI plays.
///
/// ```
/// use morris_ai::search::Level;
/// let level: Level = "7".parse().unwrap();
/// assert_eq!(level, Level::new(7).unwrap());
/// assert_eq!("perfect".parse::<Level>().unwrap(), Level::Perfect);
/// assert!(Level::new(11).is_none());
/// assert_eq!(Level::ALL.len(), 11);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// 1..=10: 1 is the weakest; use [`Level::new`] or `parse` to build one.
    /// The variant stays public so that callers can name and match levels; a
    /// number outside 1..=10 is read everywhere through [`Level::number`], which
    /// takes the nearest level (0 plays as 1, 200 as 10).
    Strength(u8),
    /// Perfect play from a solved table where one exists; the strongest search elsewhere.
    Perfect,
}

/// A level name that is neither 1..=10 nor `perfect`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?}: use a number from 1 to 10 or \"perfect\"")]
pub struct LevelError(pub String);

/// How a level searches and how much it lets chance choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Style {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// Softmax temperature over move scores, in hundredths of a piece; 0 plays the best move.
    pub temperature: i32,
    pub table_megabytes: usize,
}

impl Level {
    pub const WEAKEST: Level = Level::Strength(1);
    /// The level for playing people when they choose none: the middle of 1 to
    /// 10, a fair game for a casual player, quick to answer.
    pub const DEFAULT: Level = Level::Strength(5);
    /// The strongest search: the default of the engine protocol, whose other
    /// side (a program, a match runner) wants the engine's best play in the
    /// time it gives. [`Level::Perfect`] is asked for by name, as it needs a
    /// solved table to be more than this level.
    pub const STRONGEST: Level = Level::Strength(10);
    /// Every level, weakest first.
    pub const ALL: [Level; 11] = [
        Level::Strength(1),
        Level::Strength(2),
        Level::Strength(3),
        Level::Strength(4),
        Level::Strength(5),
        Level::Strength(6),
        Level::Strength(7),
        Level::Strength(8),
        Level::Strength(9),
        Level::Strength(10),
        Level::Perfect,
    ];

    /// Level `n` for `n` in 1..=10.
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level::Strength(n))
    }

    /// The number of a 1..=10 level (the nearest one for a number out of
    /// range); `None` for `Perfect`. Every use of a level goes through this.
    pub fn number(self) -> Option<u8> {
        match self {
            Level::Strength(n) => Some(n.clamp(1, 10)),
            Level::Perfect => None,
        }
    }

    pub(crate) fn style(self) -> Style {
        let n = self.number().unwrap_or(10);
        let (depth, nodes, temperature, table_megabytes) = match n {
            1 => (Some(1), None, 400, 1),
            2 => (Some(2), None, 200, 1),
            3 => (Some(2), None, 80, 1),
            // As random as this to stay below level 5 at the same depth (README, levels).
            4 => (Some(3), None, 100, 1),
            5 => (Some(3), None, 20, 2),
            6 => (Some(4), None, 10, 2),
            7 => (Some(5), Some(25_000), 3, 4),
            8 => (Some(7), Some(40_000), 0, 8),
            9 => (Some(10), Some(250_000), 0, 16),
            _ => (None, None, 0, 32),
        };
        Style {
            depth,
            nodes,
            temperature,
            table_megabytes,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.number() {
            Some(n) => write!(f, "{n}"),
            None => f.write_str("perfect"),
        }
    }
}

impl FromStr for Level {
    type Err = LevelError;

    fn from_str(s: &str) -> Result<Level, LevelError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("perfect") {
            return Ok(Level::Perfect);
        }
        s.parse::<u8>()
            .ok()
            .and_then(Level::new)
            .ok_or_else(|| LevelError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_strength_out_of_range_is_the_nearest_level_everywhere() {
        for (n, nearest) in [(0, 1), (200, 10)] {
            let level = Level::Strength(n);
            let same = Level::new(nearest).expect("in range");
            assert_eq!(level.number(), Some(nearest));
            assert_eq!(level.style(), same.style());
            assert_eq!(level.to_string(), same.to_string());
            assert_eq!(level.to_string().parse::<Level>(), Ok(same));
        }
        assert_eq!(Level::new(0), None);
        assert!("200".parse::<Level>().is_err());
    }
}
