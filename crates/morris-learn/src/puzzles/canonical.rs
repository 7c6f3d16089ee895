//! One key for every position of a symmetry class, so that a set holds no
//! two puzzles that are the same up to the board's symmetries (found from
//! the rules by the solver).

use morris_core::{Color, Position, Rules};

/// The board's symmetries as images of each point, ready to map point sets.
pub(crate) struct Canonical {
    perms: Vec<Vec<u8>>,
}

/// A position's key: its smallest image (white, black) and the rest of its
/// text (side, hands, counters and rule state).
pub(crate) type Key = (u64, u64, String);

impl Canonical {
    pub(crate) fn of(rules: &Rules) -> Canonical {
        let perms = morris_ai::solve::symmetries(rules)
            .into_iter()
            .map(|perm| perm.into_iter().map(|p| p.0).collect())
            .collect();
        Canonical { perms }
    }

    /// The same key for `pos` and every symmetric image of it. The rule
    /// state past the board (used mills and such, which few rules keep) is
    /// left as written, so such positions may keep a twin.
    pub(crate) fn key(&self, rules: &Rules, pos: &Position) -> Key {
        let (white, black) = (pos.pieces(Color::White).0, pos.pieces(Color::Black).0);
        let image = |perm: &[u8], set: u64| {
            perm.iter()
                .enumerate()
                .filter(|&(p, _)| set >> p & 1 == 1)
                .fold(0u64, |image, (_, &q)| image | 1 << q)
        };
        let board = self
            .perms
            .iter()
            .map(|perm| (image(perm, white), image(perm, black)))
            .min()
            .unwrap_or((white, black));
        // Counters say nothing about the puzzle: the side, hands and rule state do.
        let text = pos.to_text(rules);
        let fields: Vec<&str> = text.split_whitespace().collect();
        let rest = fields
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != 0 && i != 4 && i != 5)
            .map(|(_, f)| *f)
            .collect::<Vec<_>>()
            .join(" ");
        (board.0, board.1, rest)
    }
}
