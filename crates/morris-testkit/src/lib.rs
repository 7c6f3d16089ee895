//! Test helpers for the morris crates, used only as a dev-dependency: a seeded
//! generator ([`Rng`]), random games and positions, small test variants, and a
//! plain minimax to check the search's forced results independently, and a
//! TCP [`Forwarder`] that puts several servers behind one address.
//!
//! Nothing here uses the AI: morris-testkit depends on morris-core alone, so
//! the core's integration tests and the AI's unit tests can both use it.
//!
//! ```
//! use morris_testkit::{Rng, random_game, rules};
//! let game = random_game(&rules("nine-mens-morris"), &mut Rng::new(7), 10);
//! assert_eq!(game.moves().len(), 10);
//! ```

mod feature_cases;
mod forwarder;
mod minimax;
mod perft_data;
mod play;
mod records;
mod rng;
mod variants;

pub use feature_cases::{FeatureCase, feature_case, feature_cases, with_field};
pub use forwarder::Forwarder;
pub use minimax::{forced_loss_within, forced_win_within};
pub use perft_data::{PerftCase, perft_cases};
pub use play::{
    board_text, game_at, play, playout_positions, random_game, random_movement_position,
    random_playout, random_positions, text_of, turned,
};
pub use records::three_mens_records;
pub use rng::Rng;
pub use variants::{
    DIAGONAL_TENS, all_variants, flying_three, lopsided, rules, shipped, small_variants,
    three_lasker_flying, three_lasker_mill_wins, three_removal_per_mill, variant_ids, variant_of,
    write_shadowing_default,
};
