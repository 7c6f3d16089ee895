//! A position: who stands where, what is in hand, and whose turn it is.

pub(crate) mod from_setup;
mod legal_moves;
pub(crate) mod moves;
pub(crate) mod partial_turn;
pub(crate) mod perft;
mod play;
pub(crate) mod setup;
pub(crate) mod special_moves;
pub(crate) mod special_turn;
pub(crate) mod turn_events;
pub(crate) mod zobrist;

use crate::color::{ByColor, Color};
use crate::point::{Point, PointSet};
use crate::position::moves::Move;
use crate::position::setup::{Owed, OwedFrom};
use crate::rules::Rules;

/// The state of a game between turns. It does not hold its rules: every method
/// that needs them takes `&Rules`, so that positions stay small and `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: ByColor<PointSet>,
    pub(crate) in_hand: ByColor<u8>,
    pub(crate) side: Color,
    pub(crate) no_removal: u16,
    pub(crate) ply: u16,
    /// The points of the mills each player has removed with, under one-time mills.
    pub(crate) used: ByColor<PointSet>,
    /// Points where a piece lost while placing stays until placement ends:
    /// alone, marked (`placing_mills: Mark`), or under its coverer's piece,
    /// covered (`Cover`). Which of the two a point is, the board says.
    pub(crate) lost: PointSet,
    /// Removals each player owes before the movement phase starts.
    pub(crate) owed: ByColor<Owed>,
    /// Who closed the first mill while placing, where a rule asks.
    pub(crate) first_mill: Option<Color>,
    /// The move (from, to) by which each player's last turn closed a mill,
    /// under `no_immediate_reforming`: its reverse may not close one next.
    pub(crate) mill_step: ByColor<Option<(Point, Point)>>,
    pub(crate) hash: u64,
}

/// What the player to move does this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Pieces remain in hand: place one (or, where allowed, move instead).
    Placement,
    /// Slide a piece along a line.
    Movement,
    /// Move a piece to any empty point.
    Flying,
}

/// A move that is not legal in the position it was played in.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{text} is not a legal move here")]
pub struct PlayError {
    pub mv: Move,
    /// The move as written on this board.
    pub text: String,
    pub reason: Unplayable,
}

/// Why a turn given as a [`Move`] was refused (a front end wanting the detail of
/// an illegal step asks [`crate::parse_move`], whose errors say it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unplayable {
    /// The game is over: no turn may be played.
    GameOver,
    /// The turn is not among the legal turns.
    NotLegal,
}

impl Position {
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The points holding pieces of `c`.
    #[inline]
    pub fn pieces(&self, c: Color) -> PointSet {
        self.board[c]
    }

    #[inline]
    pub fn in_hand(&self, c: Color) -> u8 {
        self.in_hand[c]
    }

    /// Pieces of `c` still in play: on the board plus in hand.
    #[inline]
    pub fn piece_count(&self, c: Color) -> u8 {
        self.board[c].len() as u8 + self.in_hand[c]
    }

    /// Pieces of `c` removed so far.
    pub fn captured(&self, rules: &Rules, c: Color) -> u8 {
        rules.pieces().saturating_sub(self.piece_count(c))
    }

    #[inline]
    pub fn empty(&self, rules: &Rules) -> PointSet {
        rules.board.all - self.board.white - self.board.black - self.lost
    }

    /// Points blocked by marked pieces (taken while placing, gone when placement ends).
    pub fn marked(&self) -> PointSet {
        self.lost - self.board.white - self.board.black
    }

    /// Points where a piece covers a lost opponent piece until placement ends.
    pub fn covered(&self) -> PointSet {
        self.lost & (self.board.white | self.board.black)
    }

    /// The removals `c` owes before the movement phase starts.
    pub fn owed(&self, c: Color) -> Owed {
        self.owed[c]
    }

    /// How many removals `c` owes before the movement phase starts.
    pub fn owed_removals(&self, c: Color) -> u8 {
        self.owed[c].count
    }

    /// Are the removals `c` owes of its own pieces?
    pub fn owes_own_pieces(&self, c: Color) -> bool {
        self.owed[c].from == OwedFrom::Own
    }

    /// The points of the mills `c` has already removed with, under one-time mills.
    pub fn used_mill_points(&self, c: Color) -> PointSet {
        self.used[c]
    }

    /// Who closed the first mill while placing, where the rules ask.
    pub fn first_mill(&self) -> Option<Color> {
        self.first_mill
    }

    /// The move (from, to) by which `c`'s last turn closed a mill, where the
    /// rules forbid moving straight back into a mill.
    pub fn mill_step(&self, c: Color) -> Option<(Point, Point)> {
        self.mill_step[c]
    }

    pub fn piece_at(&self, p: Point) -> Option<Color> {
        Color::ALL.into_iter().find(|&c| self.board[c].contains(p))
    }

    /// Turns played since the last removal (the no-removal draw counter).
    pub fn no_removal_turns(&self) -> u16 {
        self.no_removal
    }

    /// Turns played since the start.
    pub fn ply(&self) -> u16 {
        self.ply
    }

    /// The Zobrist hash of board, pieces in hand and side to move (not the counters).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Do `self` and `other` count as the same position for repetition?
    pub fn same_position(&self, other: &Position) -> bool {
        self.hash == other.hash
            && self.used == other.used
            && self.lost == other.lost
            && self.owed == other.owed
            && self.first_mill == other.first_mill
            && self.mill_step == other.mill_step
            && self.board == other.board
            && self.in_hand == other.in_hand
            && self.side == other.side
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for c in Color::ALL {
            for p in self.board[c] {
                h ^= zobrist::POINT[c.index()][p.index()];
            }
            h ^= zobrist::HAND[c.index()][usize::from(self.in_hand[c]).min(zobrist::MAX_PIECES)];
            for p in self.used[c] {
                h ^= zobrist::USED[c.index()][p.index()];
            }
            h ^= zobrist::owed(c.index(), self.owed_removals(c), self.owes_own_pieces(c));
            h ^= zobrist::mill_step(c.index(), self.mill_step[c]);
        }
        if let Some(c) = self.first_mill {
            h ^= zobrist::FIRST_MILL[c.index()];
        }
        for p in self.lost {
            h ^= zobrist::MARK[p.index()];
        }
        if self.side == Color::Black {
            h ^= zobrist::BLACK_TO_MOVE;
        }
        h
    }

    /// May `c` move pieces to any empty point? Once all its pieces are on the
    /// board and there are no more than the flying threshold of them.
    #[inline]
    pub fn can_fly(&self, rules: &Rules, c: Color) -> bool {
        self.in_hand[c] == 0
            && rules
                .flying_threshold()
                .is_some_and(|k| self.piece_count(c) <= k)
    }

    /// What the player to move does this turn.
    pub fn phase(&self, rules: &Rules) -> Phase {
        if self.in_hand[self.side] > 0 {
            Phase::Placement
        } else if self.can_fly(rules, self.side) {
            Phase::Flying
        } else {
            Phase::Movement
        }
    }

    /// The opponent pieces the player to move may remove after closing a mill.
    pub fn removable(&self, rules: &Rules) -> PointSet {
        rules.removable_from(self.board[!self.side])
    }
}
