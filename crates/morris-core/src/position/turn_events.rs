//! What the rules did in a turn beyond placing or moving a piece and a mill's
//! removal, so that the front ends can say it while a game is played: a piece
//! taken from the hand, a used mill that removes nothing, a covered or marked
//! piece, owed removals, a pass...

use crate::color::Color;
use crate::game::Game;
use crate::point::PointSet;
use crate::position::Position;
use crate::position::moves::Move;
use crate::position::setup::Owed;
use crate::rules::Rules;
use crate::rules::end::WhenFull;
use crate::rules::mills::MillAction;

/// One thing the rules did in a turn that its move text does not say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnEvent {
    /// A mill made by placing took a piece from `from`'s hand (`placing_mills: TakeFromHand`).
    TookFromHand { from: Color },
    /// A mill closed wholly on the points of mills that already removed
    /// (`one_time_mills`): it removes nothing.
    UsedMillRemovesNothing,
    /// The pieces on `points` are covered: lost to their player, they leave
    /// when placement ends (`placing_mills: Cover`).
    Covered { points: PointSet },
    /// The pieces on `points` are marked: lost to their player, they block
    /// their points until placement ends (`placing_mills: Mark`).
    Marked { points: PointSet },
    /// Placement ended: the marked and covered pieces left the board.
    LostPiecesLeft,
    /// `who` made the game's first mill, which a rule names to go first
    /// once placement is over (`FirstMill` in `movement_starts` or `full_board`).
    FirstMill { who: Color },
    /// Placement left the board full, and a full-board rule acts (`full_board` removals).
    BoardFull,
    /// Placement ended and its mills were counted (`placing_mills: Counted`).
    MillsCounted,
    /// Placement stopped with points still empty; the pieces in hand left the game.
    PlacementStopped,
    /// `who` owes removals before the movement phase starts.
    Owes { who: Color, owed: Owed },
    /// The mover plays again (`placing_mills: ExtraTurn`, `mill_closes: RemoveAndMoveAgain`).
    PlaysAgain { who: Color },
    /// Placement ended and a rule names who moves first (`movement_starts`).
    MovesFirst { who: Color },
    /// The mover could not move and passed (`blocked: Passes` or `Freed`).
    Passed { who: Color },
    /// The mover could not move and removed a piece next to one of theirs
    /// (`blocked: RemovesAdjacent`).
    RemovedWhenBlocked { who: Color },
    /// Pieces taken without a mill (`captures`).
    Captured { points: PointSet },
}

impl Position {
    /// What the rules did when `mv`, a legal turn of this position, was played.
    pub fn turn_events(&self, rules: &Rules, mv: Move) -> Vec<TurnEvent> {
        let me = self.side;
        let mut after = *self;
        after.play_unchecked(rules, mv);
        let mut events = Vec::new();
        if mv.is_pass() {
            events.push(TurnEvent::Passed { who: me });
            return events;
        }
        if !mv.has_step() && self.owed[me].count == 0 {
            events.push(TurnEvent::RemovedWhenBlocked { who: me });
        }
        if mv.has_step() {
            self.step_events(rules, mv, &after, &mut events);
        }
        if !self.lost.is_empty() && after.lost.is_empty() {
            events.push(TurnEvent::LostPiecesLeft);
        }
        if rules.fast.tracks_first_mill && self.first_mill.is_none() && after.first_mill.is_some() {
            events.push(TurnEvent::FirstMill { who: me });
        }
        let hands = |p: &Position| p.in_hand.white + p.in_hand.black;
        let placement_ended = hands(self) > 0 && hands(&after) == 0;
        let full_board_acts = matches!(
            rules.end.when_full,
            WhenFull::BothRemove(_) | WhenFull::OneRemoves(_)
        );
        if placement_ended && full_board_acts && after.empty(rules).is_empty() {
            events.push(TurnEvent::BoardFull);
        }
        if placement_ended && rules.mills.placing == MillAction::Counted {
            events.push(TurnEvent::MillsCounted);
        }
        for c in Color::ALL {
            if self.owed[c].count == 0 && after.owed[c].count > 0 {
                events.push(TurnEvent::Owes {
                    who: c,
                    owed: after.owed[c],
                });
            }
        }
        let owing = |p: &Position| p.owed.white.count + p.owed.black.count > 0;
        // Movement starts when placement ends or, after it, the last owed removal is made.
        let movement_starts = (placement_ended || owing(self)) && !owing(&after);
        if movement_starts && rules.movement.first_mover.is_some() {
            events.push(TurnEvent::MovesFirst { who: after.side });
        } else if !placement_ended && mv.has_step() && after.side == me && !owing(&after) {
            events.push(TurnEvent::PlaysAgain { who: me });
        }
        events
    }

    /// What the step of `mv` and its mills did (`after`: the position it left).
    fn step_events(&self, rules: &Rules, mv: Move, after: &Position, events: &mut Vec<TurnEvent>) {
        let (me, them) = (self.side, !self.side);
        let placed = mv.is_placement();
        let captured = self.forced_captures(rules, mv);
        if !captured.is_empty() {
            events.push(TurnEvent::Captured { points: captured });
        }
        let own = self.board[me];
        let own_after = mv.from().map_or(own, |f| own - f.bit()) | mv.to().bit();
        let closed = rules.board.mills_closed_at(mv.to(), own_after - self.lost);
        let action = rules.mills.action(placed);
        if closed > 0 && action == MillAction::TakeFromHand && self.in_hand[them] > 0 {
            events.push(TurnEvent::TookFromHand { from: them });
        }
        if closed > 0 && rules.mills.one_time && action.removes() {
            let used = self.used[me];
            let fresh = rules.board.mills_closed_list(mv.to(), own_after);
            if fresh.into_iter().all(|m| m.is_subset(used)) {
                events.push(TurnEvent::UsedMillRemovesNothing);
            }
        }
        let taken = mv.removed() - captured;
        if placed && !taken.is_empty() {
            match action {
                MillAction::Cover => events.push(TurnEvent::Covered { points: taken }),
                MillAction::Mark => events.push(TurnEvent::Marked { points: taken }),
                _ => {}
            }
        }
        // The hands as the turn left them before placement stopped: less the
        // piece placed, the covering pieces and a piece taken from the hand.
        let covering = match action {
            MillAction::Cover if placed => taken.len() as u8,
            _ => 0,
        };
        let took = u8::from(events.contains(&TurnEvent::TookFromHand { from: them }));
        let left =
            self.in_hand[me].saturating_sub(1 + covering) + self.in_hand[them].saturating_sub(took);
        let hands_emptied = after.in_hand[me] == 0 && after.in_hand[them] == 0;
        if placed && rules.placement.stop_at_empty.is_some() && hands_emptied && left > 0 {
            events.push(TurnEvent::PlacementStopped);
        }
    }
}

impl Game {
    /// What the rules did in the last turn (nothing at the start).
    pub fn last_turn_events(&self) -> Vec<TurnEvent> {
        let n = self.moves().len();
        match (n.checked_sub(1), self.moves().last()) {
            (Some(i), Some(&mv)) => self
                .position_at(i)
                .map(|before| before.turn_events(self.rules(), mv))
                .unwrap_or_default(),
            _ => Vec::new(),
        }
    }
}
