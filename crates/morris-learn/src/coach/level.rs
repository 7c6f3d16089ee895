//! When the coach speaks unless the player says otherwise.

use morris_ai::search::Level;

/// The weakest level the coach stays quiet against by default: it is on
/// below it, for people still learning to see mills.
pub const QUIET_FROM: Level = Level::Strength(4);

/// Is the coach on by default for a person playing the AI at `level`?
///
/// ```
/// use morris_ai::search::Level;
/// use morris_learn::coach::on_by_default;
/// assert!(on_by_default(Level::WEAKEST));
/// assert!(!on_by_default(Level::DEFAULT));
/// assert!(!on_by_default(Level::Perfect));
/// ```
pub fn on_by_default(level: Level) -> bool {
    level
        .number()
        .is_some_and(|n| QUIET_FROM.number().is_some_and(|q| n < q))
}
