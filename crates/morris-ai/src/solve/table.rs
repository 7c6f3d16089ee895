//! A solved table: the exact value of every position of a variant.

use std::fmt;

use morris_core::{Color, Move, Position, Rules};

use super::layout::Layout;
use super::mechanics::{Mechanics, State};
use super::value::{MAX_CODE, Value};

/// What a table file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FileKind {
    /// Every layer of a variant.
    Whole = 0,
    /// One movement-phase sector and its swapped twin.
    SectorPair = 1,
}

/// The codes of one stored layer: one byte per position when every code
/// fits; else one byte per position with the few codes that need two kept
/// aside, or two per position where many need them (and as the solver works).
#[derive(Clone, Debug)]
pub(crate) enum LayerCodes {
    Narrow(Vec<u8>),
    Wide(Vec<u16>),
    Escaped(Escaped),
}

/// One byte per position, [`ESCAPE`] where the code needs two: those codes
/// are kept aside, by index. Long wins and losses are few, so a layer whose
/// longest distance needs two bytes takes little more than one a position.
#[derive(Clone, Debug)]
pub(crate) struct Escaped {
    pub(crate) codes: Vec<u8>,
    /// The indexes of the codes kept aside, in order.
    pub(crate) long_at: Vec<u64>,
    pub(crate) long: Vec<u16>,
}

/// The byte of a position whose code is kept aside (a code of 255 is too).
pub(crate) const ESCAPE: u8 = u8::MAX;

impl Escaped {
    /// The byte of `code` in a layer of one byte a position; `None` for a
    /// code kept aside.
    #[inline]
    pub(crate) fn byte(code: u16) -> Option<u8> {
        u8::try_from(code).ok().filter(|&byte| byte != ESCAPE)
    }

    /// One byte a position from codes of two, the longer ones kept aside.
    fn of_wide(wide: &[u16]) -> Escaped {
        let mut long_at = Vec::new();
        let mut long = Vec::new();
        let codes = wide
            .iter()
            .enumerate()
            .map(|(i, &code)| {
                Escaped::byte(code).unwrap_or_else(|| {
                    long_at.push(i as u64);
                    long.push(code);
                    ESCAPE
                })
            })
            .collect();
        Escaped {
            codes,
            long_at,
            long,
        }
    }

    #[inline]
    fn get(&self, index: usize) -> Option<u16> {
        match *self.codes.get(index)? {
            ESCAPE => {
                let at = self.long_at.binary_search(&(index as u64)).ok()?;
                self.long.get(at).copied()
            }
            code => Some(u16::from(code)),
        }
    }
}

impl LayerCodes {
    /// The layer of a table whose codes need two bytes: one a position with
    /// the longer codes aside, unless so many need two that two bytes each take
    /// less (a code kept aside takes ten).
    pub(crate) fn of_escaped(escaped: Escaped) -> LayerCodes {
        if escaped.long.len() > escaped.codes.len() / 10 {
            LayerCodes::Wide(LayerCodes::Escaped(escaped).into_wide())
        } else {
            LayerCodes::Escaped(escaped)
        }
    }

    #[inline]
    pub(crate) fn get(&self, index: usize) -> Option<u16> {
        match self {
            LayerCodes::Narrow(c) => c.get(index).map(|&c| u16::from(c)),
            LayerCodes::Wide(c) => c.get(index).copied(),
            LayerCodes::Escaped(e) => e.get(index),
        }
    }

    /// Bytes a code takes in a file: two when any code needs them.
    pub(crate) fn width(&self) -> usize {
        match self {
            LayerCodes::Narrow(_) => 1,
            LayerCodes::Wide(_) | LayerCodes::Escaped(_) => 2,
        }
    }

    /// Every code, widened (what the solver works with).
    pub(crate) fn into_wide(self) -> Vec<u16> {
        match self {
            LayerCodes::Narrow(c) => c.into_iter().map(u16::from).collect(),
            LayerCodes::Wide(c) => c,
            escaped @ LayerCodes::Escaped(_) => escaped.iter().collect(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        match self {
            LayerCodes::Narrow(c) => c.len(),
            LayerCodes::Wide(c) => c.len(),
            LayerCodes::Escaped(e) => e.codes.len(),
        }
    }

    pub(crate) fn iter(&self) -> Box<dyn Iterator<Item = u16> + '_> {
        match self {
            LayerCodes::Narrow(c) => Box::new(c.iter().map(|&c| u16::from(c))),
            LayerCodes::Wide(c) => Box::new(c.iter().copied()),
            LayerCodes::Escaped(e) => {
                let mut long = e.long.iter().copied();
                Box::new(e.codes.iter().map(move |&c| match c {
                    ESCAPE => long.next().unwrap_or(MAX_CODE),
                    c => u16::from(c),
                }))
            }
        }
    }

    /// Counts of wins, losses and draws among the codes, and the longest distance.
    pub(crate) fn summary(&self) -> TableSummary {
        let mut summary = TableSummary::default();
        summary.add(self.iter());
        summary
    }
}

/// The stored codes, layer by layer.
pub(crate) struct Codes(pub(crate) Vec<LayerCodes>);

impl Codes {
    /// One byte per position in every layer when every code fits, else
    /// two in every layer's file ([`LayerCodes::of_escaped`] in memory).
    pub(crate) fn from_wide(wide: Vec<Vec<u16>>) -> Codes {
        let fits = wide.iter().flatten().all(|&c| c <= u16::from(u8::MAX));
        Codes(
            wide.into_iter()
                .map(|l| {
                    if fits {
                        LayerCodes::Narrow(l.into_iter().map(|c| c as u8).collect())
                    } else {
                        LayerCodes::of_escaped(Escaped::of_wide(&l))
                    }
                })
                .collect(),
        )
    }

    #[inline]
    pub(crate) fn get(&self, layer: usize, index: usize) -> Option<u16> {
        self.0.get(layer)?.get(index)
    }

    /// Bytes per stored position (the widest layer's).
    pub(crate) fn width(&self) -> usize {
        self.0.iter().map(LayerCodes::width).max().unwrap_or(1)
    }
}

/// How the stored positions divide into wins, losses and draws for the side to move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TableSummary {
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    /// The most turns to the end of any won or lost position.
    pub longest: u16,
}

impl TableSummary {
    fn add(&mut self, codes: impl Iterator<Item = u16>) {
        for value in codes.filter_map(Value::from_code) {
            match value {
                Value::Win(_) => self.wins += 1,
                Value::Loss(_) => self.losses += 1,
                Value::Draw => self.draws += 1,
            }
            self.longest = self.longest.max(value.distance().unwrap_or(0));
        }
    }
}

/// The exact value of every position a game of one variant can reach (and a
/// few it cannot), symmetric positions stored once. Build one with
/// [`crate::solve::load_or_solve`] or [`crate::solve::solve`].
pub struct Table {
    pub(crate) rules: Rules,
    pub(crate) layout: Layout,
    pub(crate) mech: Mechanics,
    pub(crate) codes: Codes,
    /// A whole variant, or movement-phase sectors (see `sectors.rs`).
    pub(crate) kind: FileKind,
}

impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Table")
            .field("variant", &self.rules.id())
            .field("kind", &self.kind)
            .field(
                "fingerprint",
                &format_args!("{:016x}", self.rules_fingerprint()),
            )
            .field("layers", &self.layout.layers.len())
            .field("positions", &self.stored_positions())
            .field("symmetries", &self.symmetry_count())
            .finish()
    }
}

impl Table {
    /// The rules the table was solved for.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The fingerprint of those rules ([`Rules::fingerprint`]).
    pub fn rules_fingerprint(&self) -> u64 {
        self.rules.fingerprint()
    }

    /// Positions stored (one per symmetry class, give or take a few).
    pub fn stored_positions(&self) -> u64 {
        self.layout.total_slots()
    }

    /// The number of board symmetries found in the rules.
    pub fn symmetry_count(&self) -> usize {
        self.layout.syms.len()
    }

    /// Bytes per stored position (1 or 2).
    pub fn bytes_per_position(&self) -> usize {
        self.codes.width()
    }

    /// Counts of stored wins, losses and draws, and the longest distance.
    pub fn summary(&self) -> TableSummary {
        let mut summary = TableSummary::default();
        for layer in &self.codes.0 {
            summary.add(layer.iter());
        }
        summary
    }

    /// The exact value of a position for its side to move; `None` for positions
    /// the table does not cover (another variant's, or ones no game reaches,
    /// such as more pieces in hand than the rules allow).
    ///
    /// The history draws (repetition, turns without removal) are not part of
    /// the value: a position is judged by what is on the board and in hand.
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        let s = State::of(pos);
        if s.own & s.opp != 0 || (s.own | s.opp) & !self.layout.all != 0 {
            return None;
        }
        match self.layout.layer_of(s.key()) {
            Some(layer) => {
                let index = self.layout.index(layer, s.own, s.opp) as usize;
                Value::from_code(self.codes.get(layer, index)?)
            }
            // A whole table leaves out only layers decided by the rules; a
            // sector table covers nothing else but those.
            None if self.kind == FileKind::Whole || s.key().is_decided(&self.rules) => {
                self.mech.decided(&s)
            }
            None => None,
        }
    }

    /// Is this a table of movement-phase sectors (rather than of a whole variant)?
    pub fn is_sectors(&self) -> bool {
        self.kind == FileKind::SectorPair
    }

    /// [`Table::probe`] for the search: only positions with both hands empty
    /// are looked up (the only ones a sector table stores), the others cost two loads.
    #[inline]
    pub(crate) fn probe_movement(&self, pos: &Position) -> Option<Value> {
        if pos.in_hand(Color::White) != 0 || pos.in_hand(Color::Black) != 0 {
            return None;
        }
        self.probe(pos)
    }

    /// Every legal turn with its exact value for the player making it; `None`
    /// when the table does not cover the position.
    pub fn move_values(&self, pos: &Position) -> Option<Vec<(Move, Value)>> {
        pos.legal_moves(&self.rules)
            .into_iter()
            .map(|mv| {
                let mut child = *pos;
                child.play_unchecked(&self.rules, mv);
                Some((mv, self.probe(&child)?.before()))
            })
            .collect()
    }

    /// The turn to play against a fallible opponent: a best turn, and where
    /// the best is a draw, the drawing turn after which the largest share of
    /// the opponent's replies lose (then the most of them), so that the draw
    /// held is one the opponent can still throw away. (Counting only losses
    /// too slow for a shallow search to see won no more games against level 5.)
    pub fn move_to_play(&self, pos: &Position) -> Option<(Move, Value)> {
        let values = self.move_values(pos)?;
        let best = values.iter().map(|&(_, v)| v).max()?;
        let best_moves = values.iter().filter(|&&(_, v)| v == best);
        if best != Value::Draw {
            return best_moves.copied().next();
        }
        // `rev`: of equal turns the first is kept, as `best_move` keeps it.
        best_moves.rev().copied().max_by_key(|&(mv, _)| {
            let mut child = *pos;
            child.play_unchecked(&self.rules, mv);
            let replies = self.move_values(&child).unwrap_or_default();
            let losing = replies
                .iter()
                .filter(|(_, v)| matches!(v, Value::Loss(_)))
                .count();
            // The share in millionths, then the count.
            (losing * 1_000_000 / replies.len().max(1), losing)
        })
    }

    /// A best turn: the shortest win, else a draw, else the longest loss.
    /// `None` when the game is over or the position is not covered.
    pub fn best_move(&self, pos: &Position) -> Option<(Move, Value)> {
        let values = self.move_values(pos)?;
        let best = values.iter().map(|&(_, v)| v).max()?;
        values.into_iter().find(|&(_, v)| v == best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_that_need_two_bytes_are_held_in_one_a_position_with_the_few_long_ones_aside() {
        let long = Value::Win(200).code().unwrap();
        let layer: Vec<u16> = (0..1000)
            .map(|i| match i {
                7 | 500 => long,
                i if i % 3 == 0 => Value::Loss(9).code().unwrap(),
                _ => 0,
            })
            .collect();
        let short: Vec<u16> = (0..30).map(|i| if i == 4 { 255 } else { 2 * i }).collect();
        let codes = Codes::from_wide(vec![layer.clone(), short.clone()]);
        assert_eq!(codes.width(), 2, "the file keeps two bytes a code");
        let LayerCodes::Escaped(escaped) = &codes.0[0] else {
            panic!("two bytes a position for two long codes in a thousand");
        };
        assert_eq!(escaped.long_at, [7, 500]);
        for (i, &code) in layer.iter().enumerate() {
            assert_eq!(codes.get(0, i), Some(code));
        }
        // 255 is the escape: a code of 255 is kept aside too.
        let LayerCodes::Escaped(escaped) = &codes.0[1] else {
            panic!("one code in thirty aside");
        };
        assert_eq!(escaped.long_at, [4]);
        for (i, &code) in short.iter().enumerate() {
            assert_eq!(codes.get(1, i), Some(code));
        }

        // Where many codes need two bytes, two bytes each take less.
        let many = Codes::from_wide(vec![vec![long; 10]]);
        assert!(matches!(many.0[0], LayerCodes::Wide(_)));
        assert_eq!(many.get(0, 9), Some(long));
    }
}
