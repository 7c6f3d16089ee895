//! What a step asks of the learner, and how core tells whether a turn does it.

use morris_core::{
    Color, EndReason, IllegalReason, Move, MoveParseError, Position, RemovalReason, Rules,
    TurnEvent, move_text, parse_move,
};

use crate::forced;
use crate::turn_facts::{mills_closed, outcome};

/// What a right answer does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Nothing to play: the step shows the board.
    Look,
    /// Any legal turn: the step is about a turn the rules refuse ([`Refusal`]).
    AnyTurn,
    /// Place a piece.
    Place,
    /// Close a mill (whatever the rules make it do).
    CloseMill,
    /// Close a mill by placing a piece.
    PlaceMill,
    /// Close a mill and remove an opponent piece.
    Remove,
    /// Close a mill and remove an opponent piece that stands in a mill.
    RemoveFromMill,
    /// Line up as many pieces as a mill has along a drawn line, making no
    /// mill (a row longer than a mill, or one the rules do not count).
    RowNoMill,
    /// Slide a piece along a link (a drawn line that makes no mills).
    AlongLink,
    /// Close two mills with one turn, and remove a piece for each.
    DoubleMill,
    /// Slide a piece to a neighbouring point (by a player who does not fly).
    Slide,
    /// Fly: move a piece, with few pieces left, to a point that is not next to it.
    Fly,
    /// Move a piece that stands on a point it may fly from (`fly_from`) to a
    /// point that is not next to it.
    FlyFrom,
    /// Move a piece on the board while pieces are still in hand.
    MoveWhilePlacing,
    /// Win the game with this turn.
    Win,
    /// End the game in a draw, for this reason, with this turn.
    Draw(EndReason),
    /// End the game in a draw by the endgame's move limit (shorter than the
    /// no-removal limit) with this turn.
    EndgameDraw,
    /// Play a turn in which the rules do this.
    Event(Event),
    /// Move a piece that closes a mill and wins a piece, and win another
    /// with the next turn whatever the reply: a running mill.
    RunningMill,
    /// Take nothing, and win by leaving the opponent no legal turn, at once
    /// or with the next turn whatever it replies.
    Block,
    /// Fly to a point after which the opponent has no turn that wins a piece.
    FlyToSafety,
    /// Play a turn after which the opponent cannot win a piece by force
    /// within its next two turns: stop the double threat it could make.
    StopDoubleThreat,
}

/// A thing the rules do in a turn (a kind of [`TurnEvent`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    TookFromHand,
    UsedMillRemovesNothing,
    Covered,
    Marked,
    BoardFull,
    MillsCounted,
    PlacementStopped,
    PlaysAgain,
    MovesFirst,
    Passed,
    RemovedWhenBlocked,
    Captured,
}

impl Event {
    /// Is `event` of this kind?
    pub fn is(self, event: &TurnEvent) -> bool {
        matches!(
            (self, event),
            (Event::TookFromHand, TurnEvent::TookFromHand { .. })
                | (
                    Event::UsedMillRemovesNothing,
                    TurnEvent::UsedMillRemovesNothing
                )
                | (Event::Covered, TurnEvent::Covered { .. })
                | (Event::Marked, TurnEvent::Marked { .. })
                | (Event::BoardFull, TurnEvent::BoardFull)
                | (Event::MillsCounted, TurnEvent::MillsCounted)
                | (Event::PlacementStopped, TurnEvent::PlacementStopped)
                | (Event::PlaysAgain, TurnEvent::PlaysAgain { .. })
                | (Event::MovesFirst, TurnEvent::MovesFirst { .. })
                | (Event::Passed, TurnEvent::Passed { .. })
                | (
                    Event::RemovedWhenBlocked,
                    TurnEvent::RemovedWhenBlocked { .. }
                )
                | (Event::Captured, TurnEvent::Captured { .. })
        )
    }
}

/// A turn the board allows and a rule refuses: core's reason for refusing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The removal of a piece a mill protects.
    Protected,
    PlacingMill,
    LongerLine,
    ClosedWhilePlacing,
    NoPlacing,
    OpeningPoints,
    MovingBackIntoMill,
}

impl Refusal {
    /// Is `err` core's refusal for this reason?
    pub fn refuses(self, err: &MoveParseError) -> bool {
        match err {
            MoveParseError::Illegal { reason, .. } => self.is(reason),
            MoveParseError::BadRemoval { reason, .. } => {
                self == Refusal::Protected && *reason == RemovalReason::Protected
            }
            _ => false,
        }
    }

    /// Is `reason` this refusal?
    fn is(self, reason: &IllegalReason) -> bool {
        matches!(
            (self, reason),
            (Refusal::PlacingMill, IllegalReason::PlacingMill)
                | (Refusal::LongerLine, IllegalReason::LongerLine)
                | (
                    Refusal::ClosedWhilePlacing,
                    IllegalReason::ClosedWhilePlacing(_)
                )
                | (Refusal::NoPlacing, IllegalReason::NoPlacing(_))
                | (Refusal::OpeningPoints, IllegalReason::OpeningPoints)
                | (
                    Refusal::MovingBackIntoMill,
                    IllegalReason::MovingBackIntoMill
                )
        )
    }

    /// The first turn text in `pos` that core refuses for this reason: among
    /// placements while the mover has pieces in hand, among the mover's
    /// slides and flights, the way back of the mover's last mill, or a legal
    /// turn's removal changed to another opponent piece.
    pub fn find(self, rules: &Rules, pos: &Position) -> Option<String> {
        let me = pos.side_to_move();
        let name = |p| rules.point_name(p).to_string();
        let placing = pos.in_hand(me) > 0;
        let places = rules.points().filter(move |_| placing).map(name);
        let flies = pos.can_fly(rules, me);
        let moves = pos.pieces(me).into_iter().flat_map(move |from| {
            let reach = match flies {
                true => rules.all_points(),
                false => rules.neighbours(from),
            };
            reach.map(move |to| format!("{}-{}", name(from), name(to)))
        });
        let back = pos
            .mill_step(me)
            .map(|(from, to)| format!("{}-{}", name(to), name(from)));
        let refused =
            |text: &String| parse_move(rules, pos, text).is_err_and(|err| self.refuses(&err));
        match self {
            Refusal::PlacingMill
            | Refusal::ClosedWhilePlacing
            | Refusal::NoPlacing
            | Refusal::OpeningPoints => places.into_iter().find(refused),
            Refusal::LongerLine => places.chain(moves).find(refused),
            Refusal::MovingBackIntoMill => back.filter(refused),
            Refusal::Protected => {
                let theirs = pos.pieces(!me);
                let legal = pos.legal_moves(rules);
                let removals = legal
                    .iter()
                    .filter(|m| m.has_step() && m.removed().len() == 1);
                let changed = removals
                    .flat_map(|&m| theirs.map(move |q| move_text(rules, m.with_removed(q.bit()))));
                changed.into_iter().find(refused)
            }
        }
    }
}

/// Does the step of `mv` line up as many pieces as a mill has, one after
/// the other along a drawn line through the point it lands on, and close no
/// mill?
fn row_no_mill(rules: &Rules, pos: &Position, mv: Move) -> bool {
    if !mv.has_step() || mills_closed(rules, pos, mv) > 0 {
        return false;
    }
    let own = pos.pieces(pos.side_to_move());
    let own = mv.from().map_or(own, |from| own - from.bit()) | mv.to().bit();
    let length = usize::from(rules.board().mill_length()).max(2);
    let drawn = &rules.lines()[..rules.lines().len() - rules.board().link_count()];
    drawn.iter().any(|line| {
        line.windows(length)
            .any(|row| row.contains(&mv.to()) && row.iter().all(|&p| own.contains(p)))
    })
}

impl Goal {
    /// Does `mv`, a legal turn of `pos`, do what the goal asks?
    pub fn met(self, rules: &Rules, pos: &Position, mv: Move) -> bool {
        let me: Color = pos.side_to_move();
        let flies = |from| !rules.neighbours(from).contains(mv.to());
        let after = || {
            let mut after = *pos;
            after.play_unchecked(rules, mv);
            after
        };
        match self {
            Goal::Look => false,
            Goal::AnyTurn => true,
            Goal::Place => mv.has_step() && mv.is_placement(),
            Goal::CloseMill => mills_closed(rules, pos, mv) > 0,
            Goal::PlaceMill => mv.is_placement() && mills_closed(rules, pos, mv) > 0,
            Goal::Remove => mills_closed(rules, pos, mv) > 0 && !mv.removed().is_empty(),
            Goal::RemoveFromMill => {
                let in_mills = rules.in_mills(pos.pieces(!me));
                mills_closed(rules, pos, mv) > 0
                    && mv.removed().is_subset(in_mills)
                    && !mv.removed().is_empty()
            }
            Goal::RowNoMill => row_no_mill(rules, pos, mv),
            Goal::AlongLink => {
                mv.has_step()
                    && mv.from().is_some_and(|from| {
                        let links =
                            &rules.lines()[rules.lines().len() - rules.board().link_count()..];
                        links.iter().any(|link| {
                            link.windows(2).any(|w| {
                                (w[0] == from && w[1] == mv.to())
                                    || (w[1] == from && w[0] == mv.to())
                            })
                        })
                    })
            }
            Goal::DoubleMill => mills_closed(rules, pos, mv) >= 2 && mv.removed().len() >= 2,
            Goal::Slide => {
                !pos.can_fly(rules, me) && mv.has_step() && mv.from().is_some_and(|f| !flies(f))
            }
            Goal::Fly => pos.can_fly(rules, me) && mv.has_step() && mv.from().is_some_and(flies),
            Goal::FlyFrom => {
                !pos.can_fly(rules, me)
                    && mv.has_step()
                    && mv.from().is_some_and(|from| {
                        rules.movement().fly_from().contains(from) && flies(from)
                    })
            }
            Goal::MoveWhilePlacing => pos.in_hand(me) > 0 && mv.has_step() && mv.from().is_some(),
            Goal::Win => outcome(rules, &after()).is_some_and(|o| o.winner == Some(me)),
            Goal::Draw(reason) => {
                outcome(rules, &after()).is_some_and(|o| o.winner.is_none() && o.reason == reason)
            }
            Goal::EndgameDraw => {
                let after = after();
                let quiet = rules.end().draws().no_removal_moves;
                let before_limit =
                    quiet.is_none_or(|n| after.no_removal_turns() < n.saturating_mul(2));
                before_limit
                    && outcome(rules, &after)
                        .is_some_and(|o| o.winner.is_none() && o.reason == EndReason::NoRemoval)
            }
            Goal::Event(event) => pos
                .turn_events(rules, mv)
                .iter()
                .any(|happened| event.is(happened)),
            Goal::RunningMill => forced::runs_mill(rules, pos, mv),
            Goal::Block => forced::blocks(rules, pos, mv),
            Goal::FlyToSafety => forced::flies_to_safety(rules, pos, mv),
            Goal::StopDoubleThreat => forced::stops_double_threat(rules, pos, mv),
        }
    }

    /// Is the goal one of play rather than of a rule: a step that asks for
    /// it needs a position where a legal turn misses it, to teach anything.
    pub fn is_strategy(self) -> bool {
        matches!(
            self,
            Goal::RunningMill | Goal::Block | Goal::FlyToSafety | Goal::StopDoubleThreat
        )
    }

    /// Is `pos` one the goal teaches something in: the mover can gain
    /// nothing at once where the goal is a defence or a block, it flies and
    /// the opponent threatens a mill where a flight should stop it, and the
    /// opponent could make a double threat where it should be stopped.
    pub(crate) fn fits(self, rules: &Rules, pos: &Position) -> bool {
        let me = pos.side_to_move();
        match self {
            Goal::Block => pos.in_hand(me) == 0 && !forced::can_gain(rules, pos),
            Goal::FlyToSafety => {
                pos.can_fly(rules, me)
                    && !forced::can_gain(rules, pos)
                    && forced::opponent_threatens(rules, pos)
            }
            Goal::StopDoubleThreat => {
                !forced::can_gain(rules, pos) && forced::opponent_has_a_fork(rules, pos)
            }
            _ => true,
        }
    }

    /// Does `mv`, a legal turn that misses the goal, show why the goal
    /// matters: after it the opponent gains at once (a flight that does not
    /// block), or by a double threat that no turn stops?
    pub(crate) fn shown_by_miss(self, rules: &Rules, pos: &Position, mv: Move) -> bool {
        let them = !pos.side_to_move();
        let next = || forced::after(rules, pos, mv);
        match self {
            Goal::FlyToSafety => forced::forces_gain(rules, &next(), them, 1) == Some(true),
            Goal::StopDoubleThreat => {
                let next = next();
                forced::forces_gain(rules, &next, them, 1) == Some(false)
                    && forced::forces_gain(rules, &next, them, 2) == Some(true)
            }
            _ => true,
        }
    }
}
