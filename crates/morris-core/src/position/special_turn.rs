//! A turn under rules beyond the Nine Men's Morris skeleton: pieces taken from
//! the hand, marked or covered, used one-time mills, removals owed when
//! placement ends, and who moves next. [`Position::play_unchecked`] comes here
//! only for such rules.

use crate::color::{ByColor, Color, Named};
use crate::point::{Point, PointSet};
use crate::position::Position;
use crate::position::moves::Move;
use crate::position::setup::{MAX_OWED, Owed, OwedFrom};
use crate::position::zobrist;
use crate::rules::Rules;
use crate::rules::end::WhenFull;
use crate::rules::mills::MillAction;

impl Position {
    /// Plays a legal turn under rules without the fast path.
    pub(crate) fn play_special(&mut self, rules: &Rules, mv: Move) {
        if !mv.has_step() {
            self.play_stepless(rules, mv);
            return;
        }
        let me = self.side;
        self.step(mv);
        let to = mv.to();
        // Covering pieces make no mills while placement lasts.
        let own = self.board[me] - self.lost;
        let closes = mv.is_placement() && rules.board.mills_closed_at(to, own) > 0;
        if closes && rules.fast.tracks_first_mill && self.first_mill.is_none() {
            self.first_mill = Some(me);
            self.hash ^= zobrist::FIRST_MILL[me.index()];
        }
        if rules.mills.no_immediate_reforming {
            let back = match mv.from() {
                Some(from) if rules.board.mills_closed_at(to, own) > 0 => Some((from, to)),
                _ => None,
            };
            self.set_mill_step(me, back);
        }
        let taken = closes && self.takes_from_hand(rules);
        if taken {
            self.set_hand(!me, self.in_hand[!me] - 1);
        }
        if rules.mills.one_time && !mv.removed().is_empty() {
            self.use_mills(rules, mv);
        }
        let removed = if mv.is_placement() && rules.mills.placing == MillAction::Cover {
            self.cover(mv.removed())
        } else {
            self.take_pieces(mv.removed())
        };
        if rules.mills.placing == MillAction::Mark && mv.is_placement() {
            self.mark(removed);
        }
        self.count_turn(taken || !removed.is_empty());
        if mv.is_placement() && self.placing_stops(rules) {
            self.set_hand(me, 0);
            self.set_hand(!me, 0);
        }
        let next = if rules.fast.extra_turns && self.moves_again(rules, mv) {
            me
        } else if mv.is_placement() && self.in_hand == ByColor::splat(0) {
            self.end_placement(rules)
        } else {
            !me
        };
        self.pass_turn_to(next);
    }

    /// A removal alone (owed, or a blocked player's), or a pass.
    fn play_stepless(&mut self, rules: &Rules, mv: Move) {
        let me = self.side;
        for c in Color::ALL {
            for p in mv.removed() & self.board[c] {
                self.hash ^= zobrist::POINT[c.index()][p.index()];
                self.board[c].remove(p);
            }
        }
        self.count_turn(!mv.removed().is_empty());
        if rules.mills.no_immediate_reforming {
            self.set_mill_step(me, None);
        }
        let owed = self.owed[me];
        let next = if mv.is_pass() {
            !me
        } else if owed.count == 0 {
            // A blocked player's removal: they move now.
            me
        } else {
            let left = owed.count - 1;
            self.set_owed(
                me,
                match left {
                    0 => Owed::default(),
                    _ => Owed {
                        count: left,
                        ..owed
                    },
                },
            );
            if left > 0 {
                me
            } else if self.owed[!me].count > 0 {
                !me
            } else {
                self.movement_starter(rules, !me)
            }
        };
        self.pass_turn_to(next);
    }

    /// Placement is over: marked and covered pieces leave, removals owed by
    /// the rules are set; returns who plays next.
    fn end_placement(&mut self, rules: &Rules) -> Color {
        let last = self.side;
        if !self.lost.is_empty() {
            self.lift_marks();
        }
        if rules.mills.placing == MillAction::Counted {
            let first = rules.placement.first;
            let mills = |c: Color| rules.board.mill_count(self.board[c]);
            let (owed, from) = counted_removals(mills(first), mills(!first));
            self.set_owed(
                first,
                Owed {
                    count: owed[0],
                    from,
                },
            );
            self.set_owed(
                !first,
                Owed {
                    count: owed[1],
                    from,
                },
            );
            return first;
        }
        if self.empty(rules).is_empty() {
            match rules.end.when_full {
                WhenFull::Blocked | WhenFull::Draw => {}
                WhenFull::BothRemove(who) => {
                    let first = self.named(rules, who);
                    self.set_owed(first, Owed::of_opponent(1));
                    self.set_owed(!first, Owed::of_opponent(1));
                    return first;
                }
                WhenFull::OneRemoves(who) => {
                    let first = self.named(rules, who);
                    self.set_owed(first, Owed::of_opponent(1));
                    return first;
                }
            }
        }
        self.movement_starter(rules, !last)
    }

    /// Who makes the first move of the movement phase; `in_turn` when turns simply alternate.
    fn movement_starter(&self, rules: &Rules, in_turn: Color) -> Color {
        match rules.movement.first_mover {
            None => in_turn,
            Some(who) => self.named(rules, who),
        }
    }

    /// The player a rule names, in this game.
    fn named(&self, rules: &Rules, who: Named) -> Color {
        who.player(rules.placement.first, self.first_mill)
    }

    fn pass_turn_to(&mut self, next: Color) {
        if next != self.side {
            self.side = next;
            self.hash ^= zobrist::BLACK_TO_MOVE;
        }
    }

    fn set_hand(&mut self, c: Color, n: u8) {
        let keys = &zobrist::HAND[c.index()];
        self.hash ^= keys[usize::from(self.in_hand[c]).min(zobrist::MAX_PIECES)]
            ^ keys[usize::from(n).min(zobrist::MAX_PIECES)];
        self.in_hand[c] = n;
    }

    fn set_mill_step(&mut self, c: Color, step: Option<(Point, Point)>) {
        self.hash ^=
            zobrist::mill_step(c.index(), self.mill_step[c]) ^ zobrist::mill_step(c.index(), step);
        self.mill_step[c] = step;
    }

    /// Are there so few empty points that placement stops, pieces in hand or not?
    fn placing_stops(&self, rules: &Rules) -> bool {
        rules.placement.stop_at_empty.is_some_and(|empty| {
            self.in_hand != ByColor::splat(0) && self.empty(rules).len() <= u32::from(empty)
        })
    }

    fn set_owed(&mut self, c: Color, owed: Owed) {
        let key = |owed: Owed| zobrist::owed(c.index(), owed.count, owed.from == OwedFrom::Own);
        self.hash ^= key(self.owed[c]) ^ key(owed);
        self.owed[c] = owed;
    }

    /// The mills that removed are used up: their points are remembered.
    fn use_mills(&mut self, rules: &Rules, mv: Move) {
        let me = self.side;
        let used = self.used[me];
        let fresh = rules
            .board
            .mills_closed_list(mv.to(), self.board[me])
            .filter(|m| !m.is_subset(used))
            .fold(PointSet::EMPTY, |acc, m| acc | m)
            - used;
        for p in fresh {
            self.hash ^= zobrist::USED[me.index()][p.index()];
        }
        self.used[me] = used | fresh;
    }

    /// The mover covers the opponent pieces on `points` with pieces from hand.
    fn cover(&mut self, points: PointSet) -> PointSet {
        let me = self.side;
        let covered = self.take_pieces(points);
        for p in covered {
            self.hash ^= zobrist::POINT[me.index()][p.index()];
            self.board[me].insert(p);
            self.set_hand(me, self.in_hand[me].saturating_sub(1));
        }
        self.mark(covered);
        covered
    }

    fn mark(&mut self, points: PointSet) {
        for p in points - self.lost {
            self.hash ^= zobrist::MARK[p.index()];
        }
        self.lost |= points;
    }

    fn lift_marks(&mut self) {
        for p in self.lost {
            self.hash ^= zobrist::MARK[p.index()];
        }
        self.lost = PointSet::EMPTY;
    }

    /// Does a mill made by placing take a piece from the opponent's hand?
    #[inline]
    pub(crate) fn takes_from_hand(&self, rules: &Rules) -> bool {
        rules.mills.placing == MillAction::TakeFromHand && self.in_hand[!self.side] > 0
    }

    /// Does the mover of `mv`, just played, take another turn?
    fn moves_again(&self, rules: &Rules, mv: Move) -> bool {
        let own = self.board[self.side];
        let placed = mv.is_placement();
        rules.mills.action(placed).moves_again()
            && (!placed || self.in_hand[self.side] > 0)
            && rules.board.mills_closed_at(mv.to(), own) > 0
    }
}

/// The removals each side owes when placement ends under `placing_mills:
/// Counted`, from the mills each has on the board (first player's first),
/// and whose pieces they take.
fn counted_removals(first: usize, second: usize) -> ([u8; 2], OwedFrom) {
    // One more than the smaller count may be owed.
    let cap = |n: usize| n.min(usize::from(MAX_OWED) - 1) as u8;
    let opponent = OwedFrom::Opponent;
    match (first, second) {
        (0, 0) => ([1, 1], OwedFrom::Own),
        (_, 0) => ([2, 1], opponent),
        (0, _) => ([1, 2], opponent),
        (a, b) if a == b => ([cap(a), cap(b)], opponent),
        (a, b) if a > b => ([cap(b) + 1, cap(b)], opponent),
        (a, _) => ([cap(a), cap(a) + 1], opponent),
    }
}
