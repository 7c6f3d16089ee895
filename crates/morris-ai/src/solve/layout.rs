//! The shape of a table: which layers it stores, how big each is, and how a
//! position maps to its slot (symmetry reduction included).

use morris_core::Rules;

use super::index::{Binomials, Classes, deposit};
use super::layers::{LayerKey, reachable_layers};
use super::symmetry::Symmetries;

/// One stored layer.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layer {
    pub key: LayerKey,
    /// Opp sets per own class: `C(points - own, opp)`.
    pub combos: u64,
    /// Slots in the layer: own classes times `combos`.
    pub size: u64,
}

/// Everything needed to find a position's slot; rebuilt from the rules, never stored.
#[derive(Debug)]
pub(crate) struct Layout {
    pub points: usize,
    pub all: u64,
    pub syms: Symmetries,
    pub binom: Binomials,
    /// By own board size: the classes of own sets (only the sizes some layer uses).
    classes: Vec<Option<Classes>>,
    /// The stored layers in solve order.
    pub layers: Vec<Layer>,
    /// Dense map from a layer key to its place in `layers`.
    slots: Vec<u32>,
    hand_dim: usize,
    board_dim: usize,
}

const NO_LAYER: u32 = u32::MAX;

impl Layout {
    /// The layout of a whole-variant table: every reachable layer not decided.
    pub(crate) fn new(rules: &Rules) -> Layout {
        let keys: Vec<LayerKey> = reachable_layers(rules)
            .into_iter()
            .filter(|k| !k.is_decided(rules))
            .collect();
        Layout::with_keys(rules, keys)
    }

    /// The layout of a table storing exactly `keys` (in solve order).
    pub(crate) fn with_keys(rules: &Rules, keys: Vec<LayerKey>) -> Layout {
        let points = rules.point_count();
        let syms = Symmetries::of(rules);
        let inverses = syms.inverses();
        let binom = Binomials::new();
        let mut classes: Vec<Option<Classes>> = (0..=points).map(|_| None).collect();
        for key in &keys {
            let size = usize::from(key.own_board);
            if classes[size].is_none() {
                classes[size] = Some(Classes::new(points, size, &syms, &inverses, &binom));
            }
        }
        let layers = keys
            .iter()
            .map(|&key| {
                let own = usize::from(key.own_board);
                let combos = binom.get(points - own, usize::from(key.opp_board));
                let class_count = classes[own].as_ref().map_or(0, Classes::len) as u64;
                Layer {
                    key,
                    combos,
                    size: class_count * combos,
                }
            })
            .collect::<Vec<_>>();
        let hand_dim = usize::from(rules.pieces()) + 1;
        let board_dim = usize::from(rules.pieces()).min(points) + 1;
        let mut slots = vec![NO_LAYER; hand_dim * hand_dim * board_dim * board_dim];
        for (i, layer) in layers.iter().enumerate() {
            if let Some(slot) = slot_of(layer.key, hand_dim, board_dim) {
                slots[slot] = i as u32;
            }
        }
        Layout {
            points,
            all: rules.all_points().0,
            syms,
            binom,
            classes,
            layers,
            slots,
            hand_dim,
            board_dim,
        }
    }

    /// The place of a stored layer in [`Layout::layers`].
    #[inline]
    pub(crate) fn layer_of(&self, key: LayerKey) -> Option<usize> {
        let slot = slot_of(key, self.hand_dim, self.board_dim)?;
        let i = self.slots[slot];
        (i != NO_LAYER).then_some(i as usize)
    }

    fn classes(&self, own_board: u8) -> &Classes {
        // Built for every own size of a stored layer, the only ones asked for.
        self.classes[usize::from(own_board)]
            .as_ref()
            .expect("classes built for every stored layer")
    }

    /// The slot of a position (`own` to move, `opp` the other side) in layer `layer`.
    #[inline]
    pub(crate) fn index(&self, layer: usize, own: u64, opp: u64) -> u64 {
        let layer = &self.layers[layer];
        let classes = self.classes(layer.key.own_board);
        let (class, s) = classes.locate(&self.binom, own);
        let free = self.all & !classes.rep(class);
        let turned = self.syms.apply(s, opp);
        let mut best = self.binom.rank_within(turned, free);
        for &h in classes.fixing(class) {
            best = best.min(
                self.binom
                    .rank_within(self.syms.apply(usize::from(h), turned), free),
            );
        }
        class as u64 * layer.combos + best
    }

    /// The position stored at a slot, as (`own`, `opp`).
    pub(crate) fn position(&self, layer: usize, index: u64) -> (u64, u64) {
        let layer = &self.layers[layer];
        let classes = self.classes(layer.key.own_board);
        let class = (index / layer.combos) as usize;
        let own = classes.rep(class);
        let compact = self
            .binom
            .unrank(index % layer.combos, usize::from(layer.key.opp_board));
        (own, deposit(compact, self.all & !own))
    }

    /// The own-set representative of a class and the symmetries that fix it.
    pub(crate) fn class(&self, layer: usize, class: usize) -> (u64, &[u8]) {
        let classes = self.classes(self.layers[layer].key.own_board);
        (classes.rep(class), classes.fixing(class))
    }

    /// The number of own classes of a layer.
    pub(crate) fn class_count(&self, layer: usize) -> usize {
        self.classes(self.layers[layer].key.own_board).len()
    }

    pub(crate) fn total_slots(&self) -> u64 {
        self.layers.iter().map(|l| l.size).sum()
    }
}

fn slot_of(key: LayerKey, hand_dim: usize, board_dim: usize) -> Option<usize> {
    let [a, b, c, d] = [key.own_hand, key.opp_hand, key.own_board, key.opp_board].map(usize::from);
    (a < hand_dim && b < hand_dim && c < board_dim && d < board_dim)
        .then(|| ((a * hand_dim + b) * board_dim + c) * board_dim + d)
}
