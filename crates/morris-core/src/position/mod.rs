//! A position: who stands where, what is in hand, and whose turn it is.

pub(crate) mod from_setup;
pub(crate) mod moves;
pub(crate) mod partial_turn;
pub(crate) mod perft;
pub(crate) mod setup;
pub(crate) mod special_moves;
pub(crate) mod special_turn;
pub(crate) mod turn_events;
pub(crate) mod zobrist;

use crate::color::{ByColor, Color};
use crate::point::{Point, PointSet};
use crate::position::moves::{Move, MoveList};
use crate::position::setup::{Owed, OwedFrom};
use crate::rules::Rules;
use crate::rules::mills::MillAction;
use crate::rules::mills::SeveralMills;
use crate::rules::outcome::{EndReason, Outcome};

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

    /// The result decided by the position alone, before looking for moves:
    /// a mill that wins, or a player with too few pieces.
    fn decided(&self, rules: &Rules) -> Option<Outcome> {
        let (me, them) = (self.side, !self.side);
        if rules.mills.wins() {
            for c in [them, me] {
                if !rules.in_mills(self.board[c]).is_empty() {
                    return Some(Outcome::win(c, EndReason::MillClosed));
                }
            }
        }
        for c in [me, them] {
            if self.piece_count(c) < rules.end.lose_below {
                return Some(Outcome::win(!c, EndReason::Reduced));
            }
        }
        None
    }

    /// The result if the game is over by its rules (history-based draws are the [`crate::Game`]'s).
    pub fn outcome(&self, rules: &Rules) -> Option<Outcome> {
        if let Some(outcome) = self.decided(rules) {
            return Some(outcome);
        }
        if self.has_legal_move(rules) {
            return None;
        }
        let full = self.empty(rules).is_empty();
        Some(rules.end.no_turn_outcome(self.side, full))
    }

    /// Does the player to move have a turn to play? (Whether the game is
    /// already decided is not asked.)
    pub fn has_legal_move(&self, rules: &Rules) -> bool {
        if rules.fast.plain_steps {
            self.has_step(rules)
        } else {
            let mut list = MoveList::new();
            self.special_moves_into(rules, &mut list);
            !list.is_empty()
        }
    }

    /// Can the player to move place or move a piece?
    pub(crate) fn has_step(&self, rules: &Rules) -> bool {
        if !rules.fast.plain_steps {
            let mut any = false;
            self.for_each_step::<false>(rules, |_, _, _| any = true);
            return any;
        }
        // The quick answer, without listing the steps.
        let me = self.side;
        let empty = self.empty(rules);
        if empty.is_empty() {
            return false;
        }
        if self.in_hand[me] > 0 || self.can_fly(rules, me) {
            return true;
        }
        self.board[me]
            .into_iter()
            .any(|p| !(rules.neighbours(p) & empty).is_empty())
    }

    /// Calls `f(from, to, own_after)` for every placement and move of the player
    /// to move, before removals are chosen.
    /// `PLAIN` (for rules with `plain_steps`) leaves out the checks only other
    /// rules need, so the common games pay nothing for them.
    #[inline(always)]
    fn for_each_step<const PLAIN: bool>(
        &self,
        rules: &Rules,
        mut f: impl FnMut(Option<Point>, Point, PointSet),
    ) {
        let own = self.board[self.side];
        let placing = self.in_hand[self.side] > 0;
        let open = if PLAIN {
            // No marks either: they come only with special placing mills.
            rules.board.all - self.board.white - self.board.black
        } else if placing {
            self.empty(rules) - rules.placement.closed_while_placing
        } else {
            self.empty(rules)
        };
        let restricts = !PLAIN && rules.fast.restricts_steps;
        if placing {
            let open = if PLAIN {
                open
            } else {
                self.placing_points(rules, open)
            };
            for to in open {
                let after = own | to.bit();
                if !restricts || rules.step_allowed(true, to, after) {
                    f(None, to, after);
                }
            }
        }
        if !placing || rules.movement.move_in_placement {
            let fly = self.can_fly(rules, self.side);
            let back = if PLAIN { None } else { self.banned_return() };
            for from in own {
                let mut targets = if fly || (!PLAIN && rules.movement.fly_from.contains(from)) {
                    open
                } else {
                    rules.neighbours(from) & open
                };
                if !PLAIN && !rules.captures.is_empty() {
                    targets |= self.leap_targets(rules, from, open);
                }
                let rest = own - from.bit();
                for to in targets {
                    let after = rest | to.bit();
                    if (!restricts || rules.step_allowed(false, to, after))
                        && !(back == Some((from, to))
                            && rules.mills_closed_at(to, after - self.lost) > 0)
                    {
                        f(Some(from), to, after);
                    }
                }
            }
        }
    }

    /// Every legal turn; none when the game is over.
    pub fn legal_moves(&self, rules: &Rules) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(rules, &mut list);
        list
    }

    /// Every legal turn, appended to `list` after clearing it.
    pub fn legal_moves_into(&self, rules: &Rules, list: &mut MoveList) {
        if rules.fast.plain_steps {
            self.legal_moves_with::<true>(rules, list);
        } else if self.decided(rules).is_some() {
            list.clear();
        } else {
            self.special_moves_into(rules, list);
        }
    }

    /// How many mills the step to `to` closes that call for removals.
    #[inline(always)]
    fn removing_mills<const PLAIN: bool>(
        &self,
        rules: &Rules,
        placed: bool,
        to: Point,
        own_after: PointSet,
    ) -> usize {
        if PLAIN {
            // The fast path's placed mills do as moved ones: remove, or win.
            if rules.mills.wins() {
                0
            } else {
                rules.board.plain_mills_closed_at(to, own_after)
            }
        } else if rules.mills.one_time {
            if rules.removing_mills(placed, to, own_after) == 0 {
                return 0;
            }
            let used = self.used[self.side];
            rules
                .board
                .mills_closed_list(to, own_after)
                .filter(|m| !m.is_subset(used))
                .count()
        } else {
            rules.removing_mills(placed, to, own_after)
        }
    }

    #[inline(always)]
    pub(crate) fn legal_moves_with<const PLAIN: bool>(&self, rules: &Rules, list: &mut MoveList) {
        list.clear();
        if self.decided(rules).is_some() {
            return;
        }
        let opp = self.board[!self.side];
        let mut removable = None;
        let from_hand = !PLAIN && self.takes_from_hand(rules);
        // Covering takes a second piece from the hand; covering pieces make no mills.
        let no_cover =
            !PLAIN && rules.mills.placing == MillAction::Cover && self.in_hand[self.side] < 2;
        let dead = if PLAIN { PointSet::EMPTY } else { self.lost };
        let captures = !PLAIN && !rules.captures.is_empty();
        self.for_each_step::<PLAIN>(rules, |from, to, own_after| {
            let captured = if captures {
                self.captures_by(rules, from, to, own_after)
            } else {
                PointSet::EMPTY
            };
            let base = Move::new(from, to, captured);
            let opp = opp - captured;
            let placed = from.is_none();
            let closed = if opp.is_empty() || (placed && (from_hand || no_cover)) {
                0
            } else {
                self.removing_mills::<PLAIN>(rules, placed, to, own_after - dead)
            };
            if closed == 0 {
                list.push(base);
                return;
            }
            let targets = if captures {
                rules.removable_from(opp)
            } else {
                *removable.get_or_insert_with(|| rules.removable_from(opp))
            };
            if targets.is_empty() {
                list.push(base);
            } else if closed == 1
                || rules.mills.double_mill == SeveralMills::OneRemoval
                || opp.len() == 1
            {
                for r in targets {
                    list.push(base.with_removed(captured | r.bit()));
                }
            } else {
                let start = list.len();
                push_removal_sets(
                    rules,
                    list,
                    start,
                    base,
                    opp,
                    closed.min(opp.len() as usize),
                );
            }
        });
    }

    /// The number of legal turns, without building them (perft's last ply).
    pub fn count_legal_moves(&self, rules: &Rules) -> usize {
        if self.decided(rules).is_some() {
            return 0;
        }
        if !rules.fast.plain_turns {
            return self.legal_moves(rules).len();
        }
        if rules.fast.plain_steps {
            self.count_with::<true>(rules)
        } else {
            self.count_with::<false>(rules)
        }
    }

    #[inline(always)]
    fn count_with<const PLAIN: bool>(&self, rules: &Rules) -> usize {
        let opp = self.board[!self.side];
        let can_remove = !opp.is_empty();
        let mut per_mill = None;
        let mut count = 0;
        let from_hand = !PLAIN && self.takes_from_hand(rules);
        self.for_each_step::<PLAIN>(rules, |from, to, own_after| {
            let placed = from.is_none();
            if can_remove
                && !(from_hand && placed)
                && self.removing_mills::<PLAIN>(rules, placed, to, own_after) > 0
            {
                count += *per_mill.get_or_insert_with(|| removal_choices(rules, opp));
            } else {
                count += 1;
            }
        });
        count
    }

    /// Is `mv` one of the legal turns?
    pub fn is_legal(&self, rules: &Rules, mv: Move) -> bool {
        self.legal_moves(rules).contains(&mv)
    }

    /// Plays `mv` after checking that it is legal; on error nothing changes.
    pub fn play(&mut self, rules: &Rules, mv: Move) -> Result<(), PlayError> {
        if !self.is_legal(rules, mv) {
            let over = self.outcome(rules).is_some();
            return Err(PlayError {
                mv,
                text: crate::notation::write::move_text(rules, mv),
                reason: if over {
                    Unplayable::GameOver
                } else {
                    Unplayable::NotLegal
                },
            });
        }
        self.play_unchecked(rules, mv);
        Ok(())
    }

    /// Plays a turn known to be legal (one from [`Position::legal_moves`]).
    /// An illegal turn leaves a meaningless position but never panics (point
    /// indices are masked to the 64 a board may have).
    #[inline]
    pub fn play_unchecked(&mut self, rules: &Rules, mv: Move) {
        let me = self.side;
        if rules.fast.plain_play {
            self.step(mv);
            let removed = self.take_pieces(mv.removed());
            self.count_turn(!removed.is_empty());
            self.side = !me;
            self.hash ^= zobrist::BLACK_TO_MOVE;
        } else {
            self.play_special(rules, mv);
        }
    }

    /// Moves or places the mover's piece.
    #[inline(always)]
    pub(crate) fn step(&mut self, mv: Move) {
        let me = self.side;
        let keys = &zobrist::POINT[me.index()];
        match mv.from() {
            Some(from) => {
                self.board[me].remove(from);
                self.hash ^= keys[from.index() & 63];
            }
            None => {
                let hand = &zobrist::HAND[me.index()];
                let n = self.in_hand[me];
                let left = n.saturating_sub(1);
                self.hash ^= hand[usize::from(n).min(zobrist::MAX_PIECES)]
                    ^ hand[usize::from(left).min(zobrist::MAX_PIECES)];
                self.in_hand[me] = left;
            }
        }
        let to = mv.to();
        self.board[me].insert(to);
        self.hash ^= keys[to.index() & 63];
    }

    /// Removes the opponent's pieces on `points`; returns those removed.
    #[inline(always)]
    pub(crate) fn take_pieces(&mut self, points: PointSet) -> PointSet {
        let them = !self.side;
        let removed = points & self.board[them];
        for r in removed {
            self.hash ^= zobrist::POINT[them.index()][r.index()];
        }
        self.board[them] = self.board[them] - removed;
        removed
    }

    /// Advances the counters after a turn that did or did not take a piece.
    #[inline(always)]
    pub(crate) fn count_turn(&mut self, took: bool) {
        self.no_removal = if took {
            0
        } else {
            self.no_removal.saturating_add(1)
        };
        self.ply = self.ply.saturating_add(1);
    }
}

/// How many ways a single removal from `opp` can go (at least one: a mill
/// with nothing to take still makes one turn). Asked once a position, so kept
/// out of line: the step loop stays small enough to inline.
#[inline(never)]
fn removal_choices(rules: &Rules, opp: PointSet) -> usize {
    (rules.removable_from(opp).len() as usize).max(1)
}

/// Pushes every set of `k` removals, taken one after another (each from what
/// is removable once the earlier ones are gone), without duplicates.
fn push_removal_sets(
    rules: &Rules,
    list: &mut MoveList,
    start: usize,
    base: Move,
    opp: PointSet,
    k: usize,
) {
    let targets = rules.removable_from(opp);
    if targets.is_empty() && !list[start..].contains(&base) {
        // Nothing more may be taken: the turn removes what it has.
        list.push(base);
    }
    for r in targets {
        let chosen = base.removed() | r.bit();
        if k <= 1 {
            let mv = base.with_removed(chosen);
            if !list[start..].contains(&mv) {
                list.push(mv);
            }
        } else {
            push_removal_sets(
                rules,
                list,
                start,
                base.with_removed(chosen),
                opp - r.bit(),
                k - 1,
            );
        }
    }
}
