//! The exact value of a position for the side to move.

use std::cmp::Ordering;
use std::fmt;

/// The game-theoretic value of a position, from the view of the side to move,
/// with the number of turns (plies) to the end of the game under best play:
/// the winner takes the shortest way, the loser the longest.
///
/// `Loss(0)` is a finished game the side to move has lost; `Win(1)` a position
/// where the side to move wins with its next turn.
///
/// Values are ordered by how good they are for the side to move: every win is
/// better than a draw, a shorter win better than a longer one, and a longer
/// loss better than a shorter one.
///
/// ```
/// use morris_ai::solve::Value;
/// assert!(Value::Win(3) > Value::Win(5));
/// assert!(Value::Draw > Value::Loss(40));
/// assert!(Value::Loss(8) > Value::Loss(2));
/// assert_eq!(Value::Loss(4).before(), Value::Win(5));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Win(u16),
    Loss(u16),
    Draw,
}

impl Value {
    /// The value one turn earlier, for the player who made that turn: a child
    /// lost in `n` is a win in `n + 1` for its parent, and so on.
    pub fn before(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n.saturating_add(1)),
            Value::Loss(n) => Value::Win(n.saturating_add(1)),
            Value::Draw => Value::Draw,
        }
    }

    /// Turns to the end under best play; `None` for a draw.
    pub fn distance(self) -> Option<u16> {
        match self {
            Value::Win(n) | Value::Loss(n) => Some(n),
            Value::Draw => None,
        }
    }

    /// A key that orders values from worst to best for the side to move.
    fn goodness(self) -> i32 {
        match self {
            Value::Loss(n) => -100_000 + i32::from(n),
            Value::Draw => 0,
            Value::Win(n) => 100_000 - i32::from(n),
        }
    }

    /// The value as stored in a table: 0 draw, `2n + 1` a win in `n`, `2n + 2` a loss in `n`.
    pub(crate) fn code(self) -> Option<u16> {
        let code = match self {
            Value::Draw => 0,
            Value::Win(n) => 2 * u32::from(n) + 1,
            Value::Loss(n) => 2 * u32::from(n) + 2,
        };
        u16::try_from(code).ok().filter(|&c| c < MAX_CODE)
    }

    /// The value of a stored code; `None` for codes no value has.
    pub(crate) fn from_code(code: u16) -> Option<Value> {
        match code {
            0 => Some(Value::Draw),
            c if c >= MAX_CODE => None,
            c if c % 2 == 1 => Some(Value::Win(c / 2)),
            c => Some(Value::Loss(c / 2 - 1)),
        }
    }
}

/// Codes from here up are reserved for the solver's working marks.
pub(crate) const MAX_CODE: u16 = 0xFFF0;

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        self.goodness().cmp(&other.goodness())
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Win(n) => write!(f, "win in {n}"),
            Value::Loss(n) => write!(f, "loss in {n}"),
            Value::Draw => f.write_str("draw"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for v in [
            Value::Draw,
            Value::Win(0),
            Value::Win(1),
            Value::Loss(0),
            Value::Loss(77),
            Value::Win(300),
        ] {
            assert_eq!(Value::from_code(v.code().unwrap()), Some(v));
        }
        assert_eq!(Value::Win(40_000).code(), None);
        assert_eq!(Value::from_code(MAX_CODE), None);
    }

    #[test]
    fn ordering_prefers_short_wins_and_long_losses() {
        let mut values = vec![
            Value::Loss(2),
            Value::Win(9),
            Value::Draw,
            Value::Win(1),
            Value::Loss(10),
        ];
        values.sort();
        assert_eq!(
            values,
            vec![
                Value::Loss(2),
                Value::Loss(10),
                Value::Draw,
                Value::Win(9),
                Value::Win(1)
            ]
        );
    }
}
