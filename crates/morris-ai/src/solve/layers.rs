//! Layers: the positions grouped by pieces in hand and on the board, seen from
//! the side to move. Every turn leads to the swapped layer (a slide), to one
//! with fewer pieces in hand (a placement) or to one with fewer pieces (a removal).

use std::collections::{BTreeSet, HashSet};

use morris_core::{Feature, Position, Rules};

use super::index::binomial;

/// Pieces in hand and on the board of the side to move (`own`) and of the other side (`opp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct LayerKey {
    pub own_hand: u8,
    pub opp_hand: u8,
    pub own_board: u8,
    pub opp_board: u8,
}

impl LayerKey {
    /// The layer of a core position, from its side to move's view.
    pub(crate) fn of(pos: &Position) -> LayerKey {
        let side = pos.side_to_move();
        LayerKey {
            own_hand: pos.in_hand(side),
            opp_hand: pos.in_hand(!side),
            own_board: pos.pieces(side).0.count_ones() as u8,
            opp_board: pos.pieces(!side).0.count_ones() as u8,
        }
    }

    /// The same layer seen by the other player (where a slide leads).
    pub(crate) fn swapped(self) -> LayerKey {
        LayerKey {
            own_hand: self.opp_hand,
            opp_hand: self.own_hand,
            own_board: self.opp_board,
            opp_board: self.own_board,
        }
    }

    /// The order layers are solved in: every turn leads to a layer with fewer
    /// pieces in play, or as many and fewer in hand, or to the swapped layer.
    pub(crate) fn solve_order(self) -> (u32, u32) {
        let hand = u32::from(self.own_hand) + u32::from(self.opp_hand);
        (
            hand + u32::from(self.own_board) + u32::from(self.opp_board),
            hand,
        )
    }

    /// Is the game over in every position of this layer because a player has too few pieces?
    pub(crate) fn is_decided(self, rules: &Rules) -> bool {
        let lose_below = rules.lose_below();
        self.own_hand + self.own_board < lose_below || self.opp_hand + self.opp_board < lose_below
    }

    /// Positions in the layer before symmetry: both point sets chosen on the board.
    pub(crate) fn raw_size(self, points: usize) -> u128 {
        let (own, opp) = (usize::from(self.own_board), usize::from(self.opp_board));
        if own + opp > points {
            return 0;
        }
        u128::from(binomial(points, own)) * u128::from(binomial(points - own, opp))
    }
}

/// The most pieces one turn can remove under these rules.
fn max_removed(rules: &Rules) -> u8 {
    match (
        rules.uses(Feature::MillWins),
        rules.uses(Feature::RemovalPerMill),
    ) {
        (true, _) => 0,
        (false, false) => 1,
        (false, true) => rules
            .points()
            .map(|p| rules.mills_through(p).len())
            .max()
            .unwrap_or(1) as u8,
    }
}

impl LayerKey {
    /// The layers one turn can lead to from this one (none once the game is
    /// decided or the board is full).
    fn successors(self, rules: &Rules, max_removed: u8) -> Vec<LayerKey> {
        let points = rules.point_count() as u8;
        let key = self;
        if key.is_decided(rules) || key.own_board + key.opp_board >= points {
            return Vec::new();
        }
        let removals = if key.opp_board == 0 {
            0
        } else {
            max_removed.min(key.opp_board)
        };
        let mut next = Vec::new();
        for k in 0..=removals {
            if key.own_hand > 0 {
                next.push(LayerKey {
                    own_hand: key.opp_hand,
                    opp_hand: key.own_hand - 1,
                    own_board: key.opp_board - k,
                    opp_board: key.own_board + 1,
                });
            }
            if (key.own_hand == 0 || rules.move_in_placement()) && key.own_board > 0 {
                next.push(LayerKey {
                    own_hand: key.opp_hand,
                    opp_hand: key.own_hand,
                    own_board: key.opp_board - k,
                    opp_board: key.own_board,
                });
            }
        }
        next
    }
}

/// The layers a pair of layers (`members`: a layer and its twin) reads when
/// it is solved: those one turn leads to, other than the pair itself and
/// those the rules decide (a side with too few pieces). What a sector solve
/// holds for a pair, what the estimate counts, what a plan's job depends on.
pub(crate) fn read_by_pair(rules: &Rules, members: &[LayerKey]) -> BTreeSet<LayerKey> {
    let max_removed = max_removed(rules);
    members
        .iter()
        .flat_map(|k| k.successors(rules, max_removed))
        .filter(|k| !members.contains(k) && !k.is_decided(rules))
        .collect()
}

/// Every layer reachable from `from` (themselves included), decided ones
/// included, in solve order.
fn closure(rules: &Rules, from: &[LayerKey]) -> Vec<LayerKey> {
    let max_removed = max_removed(rules);
    let mut seen: HashSet<LayerKey> = from.iter().copied().collect();
    let mut todo: Vec<LayerKey> = from.to_vec();
    while let Some(key) = todo.pop() {
        for n in key.successors(rules, max_removed) {
            if seen.insert(n) {
                todo.push(n);
            }
        }
    }
    let mut layers: Vec<LayerKey> = seen.into_iter().collect();
    layers.sort_by_key(|k| (k.solve_order(), *k));
    layers
}

/// Every layer a game can reach from the start, decided ones included.
pub(crate) fn reachable_layers(rules: &Rules) -> Vec<LayerKey> {
    closure(rules, &[LayerKey::of(&Position::start(rules))])
}

/// The layers a table of the movement-phase sectors `wanted` must store: the
/// sectors themselves, their swapped twins and every layer their turns lead to
/// (only sectors with fewer pieces), decided ones left out; in solve order.
pub(crate) fn sector_layers(rules: &Rules, wanted: &[LayerKey]) -> Vec<LayerKey> {
    closure(rules, wanted)
        .into_iter()
        .filter(|k| !k.is_decided(rules))
        .collect()
}

/// The number of positions (before symmetry) in the layers that need storing.
pub(crate) fn stored_states(rules: &Rules, layers: &[LayerKey]) -> u128 {
    layers
        .iter()
        .filter(|k| !k.is_decided(rules))
        .map(|k| k.raw_size(rules.point_count()))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::catalog;

    #[test]
    fn six_mens_morris_layers_are_closed_under_swapping_when_sliding() {
        let rules = catalog::shipped("six-mens-morris").unwrap();
        let layers = reachable_layers(&rules);
        let set: HashSet<_> = layers.iter().copied().collect();
        for key in &layers {
            if key.own_hand == 0 && key.opp_hand == 0 && !key.is_decided(&rules) {
                assert!(set.contains(&key.swapped()), "{key:?}");
            }
        }
        assert!(set.contains(&LayerKey {
            own_hand: 6,
            opp_hand: 6,
            own_board: 0,
            opp_board: 0
        }));
    }
}
