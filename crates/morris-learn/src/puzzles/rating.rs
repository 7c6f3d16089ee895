//! Ratings at puzzles: morris-rating's Glicko-2 (the formula the server's
//! rated games use too), a puzzle playing the solver's opponent. Each
//! player's rating is kept per variant: a shipped variant under its id, any
//! other rules under their game fingerprint ([`variant_key`]).

use morris_core::{Rules, catalog};
pub use morris_rating::{Outcome, Rating};

/// A puzzle's rating deviation: its estimate is rough.
pub const PUZZLE_DEVIATION: f64 = 100.0;

/// A puzzle's rating before anyone tried it: `rating`, with
/// [`PUZZLE_DEVIATION`].
///
/// ```
/// use morris_learn::puzzles::{Outcome, Rating, puzzle_rating};
/// let start = Rating::default();
/// assert!(start.against(puzzle_rating(1500.0), Outcome::Won).rating > 1500.0);
/// assert!(start.against(puzzle_rating(1500.0), Outcome::Lost).rating < 1500.0);
/// ```
pub fn puzzle_rating(rating: f64) -> Rating {
    Rating {
        rating,
        deviation: PUZZLE_DEVIATION,
        ..Rating::default()
    }
}

/// The key a player's rating at `rules` is kept under: the shipped id where
/// the rules play the shipped variant's game, else `rules-` and the game
/// fingerprint in 16 hex digits (a user variant, whatever its file's name).
///
/// ```
/// use morris_core::{Rules, catalog};
/// use morris_learn::puzzles::variant_key;
/// let nine = catalog::shipped("nine-mens-morris").unwrap();
/// assert_eq!(variant_key(&nine), "nine-mens-morris");
/// let mine = r#"(base: "nine-mens-morris", name: "Mine", draws: (repetition: None))"#;
/// let mine = Rules::from_source("nine-mens-morris", "mine.ron", mine).unwrap();
/// assert!(variant_key(&mine).starts_with("rules-"));
/// ```
pub fn variant_key(rules: &Rules) -> String {
    let shipped = catalog::shipped(rules.id())
        .is_some_and(|s| s.game_fingerprint() == rules.game_fingerprint());
    match shipped {
        true => rules.id().to_string(),
        false => format!("rules-{:016x}", rules.game_fingerprint()),
    }
}
