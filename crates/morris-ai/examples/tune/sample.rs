//! What the fit reads: a position's features and the result for its player
//! to move, from self-play, a record or a table.

use morris_ai::search::features;

/// A position's features and the result for its player to move (1 a win,
/// 0.5 a draw, 0 a loss): its game's, or its exact value where a table labels it.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub features: features::Features,
    pub result: f64,
}
