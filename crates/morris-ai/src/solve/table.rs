//! A solved table: the exact value of every position of a variant.

use std::fmt;

use morris_core::{Move, Position, Rules};

use super::layout::Layout;
use super::mechanics::{Mechanics, State};
use super::value::Value;

/// The stored codes, one byte per position when every distance fits, else two.
pub(crate) enum Codes {
    Narrow(Vec<Vec<u8>>),
    Wide(Vec<Vec<u16>>),
}

impl Codes {
    /// Picks the narrow form when it can hold every code.
    pub(crate) fn from_wide(wide: Vec<Vec<u16>>) -> Codes {
        let fits = wide.iter().flatten().all(|&c| c <= u16::from(u8::MAX));
        if fits {
            Codes::Narrow(
                wide.into_iter()
                    .map(|l| l.into_iter().map(|c| c as u8).collect())
                    .collect(),
            )
        } else {
            Codes::Wide(wide)
        }
    }

    #[inline]
    pub(crate) fn get(&self, layer: usize, index: usize) -> Option<u16> {
        match self {
            Codes::Narrow(layers) => layers.get(layer)?.get(index).map(|&c| u16::from(c)),
            Codes::Wide(layers) => layers.get(layer)?.get(index).copied(),
        }
    }

    /// Every stored code.
    fn all(&self) -> Box<dyn Iterator<Item = u16> + '_> {
        match self {
            Codes::Narrow(layers) => Box::new(layers.iter().flatten().map(|&c| u16::from(c))),
            Codes::Wide(layers) => Box::new(layers.iter().flatten().copied()),
        }
    }

    /// Bytes per stored position.
    pub(crate) fn width(&self) -> usize {
        match self {
            Codes::Narrow(_) => 1,
            Codes::Wide(_) => 2,
        }
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

/// The exact value of every position a game of one variant can reach (and a
/// few it cannot), symmetric positions stored once. Build one with
/// [`crate::solve::load_or_solve`] or [`crate::solve::solve`].
pub struct Table {
    pub(crate) rules: Rules,
    pub(crate) layout: Layout,
    pub(crate) mech: Mechanics,
    pub(crate) codes: Codes,
}

impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Table")
            .field("variant", &self.rules.id())
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
        for value in self.codes.all().filter_map(Value::from_code) {
            match value {
                Value::Win(_) => summary.wins += 1,
                Value::Loss(_) => summary.losses += 1,
                Value::Draw => summary.draws += 1,
            }
            summary.longest = summary.longest.max(value.distance().unwrap_or(0));
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
            None => self.mech.decided(&s),
        }
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

    /// A best turn: the shortest win, else a draw, else the longest loss.
    /// `None` when the game is over or the position is not covered.
    pub fn best_move(&self, pos: &Position) -> Option<(Move, Value)> {
        let values = self.move_values(pos)?;
        let best = values.iter().map(|&(_, v)| v).max()?;
        values.into_iter().find(|&(_, v)| v == best)
    }
}
