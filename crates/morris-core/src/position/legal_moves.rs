//! The legal turns of a position, listed or counted, and the outcome when
//! there are none. Rules beyond the Nine Men's Morris skeleton add their
//! turns in `special_moves`.

use crate::point::{Point, PointSet};
use crate::position::Position;
use crate::position::moves::{Move, MoveList};
use crate::rules::Rules;
use crate::rules::mills::MillAction;
use crate::rules::mills::SeveralMills;
use crate::rules::outcome::{EndReason, Outcome};

impl Position {
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
