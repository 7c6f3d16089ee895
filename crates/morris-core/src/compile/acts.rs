//! Rules that can never act are refused: a game that ends before it starts,
//! or a rule that silently does nothing, is a mistake in the file.

use crate::compile::board::Resolved;
use crate::point::PointSet;
use crate::rules_file::errors::{ProblemKind, Problems};
use crate::rules_file::locate::Seg;
use crate::rules_file::ruleset::{
    DoubleMill, FullBoard, MillEffect, PlacingMills, Removable, RuleSet,
};

/// Refuses every rule of `set` (with its names `resolved`) that can never act.
pub(crate) fn check_acts(set: &RuleSet, resolved: &Resolved, problems: &mut Problems) {
    if resolved.board.mills.is_empty() && resolved.captures.is_empty() {
        let field = if set.mill_length != 3 {
            "mill_length"
        } else {
            "lines"
        };
        problems.at(&[Seg::Field(field)], ProblemKind::NoMills);
    }
    for (i, capture) in resolved.captures.iter().enumerate() {
        if capture.triples.is_empty() {
            problems.at(
                &[Seg::Field("captures"), Seg::Index(i)],
                ProblemKind::CaptureNowhere,
            );
        }
    }
    check_placing_points(set, resolved, problems);
    if set.mill_closes == MillEffect::Win {
        check_win(set, problems);
    } else if set.double_mill == DoubleMill::RemovalPerMill && !mills_meet(&resolved.board.mills) {
        // One move closes two mills only through a point they share.
        problems.at(&[Seg::Field("double_mill")], ProblemKind::NoMillsMeet);
    }
    check_stop_placing(set, problems);
    check_full_board(set, problems);
}

/// Some point must take the first piece, and the opening points must be open.
fn check_placing_points(set: &RuleSet, resolved: &Resolved, problems: &mut Problems) {
    let all = PointSet::first(resolved.board.names.len());
    let closed = resolved.no_placing | resolved.closed_while_placing;
    let start = resolved.start.white | resolved.start.black;
    let in_hand = 2 * usize::from(set.pieces) > start.len() as usize;
    if in_hand && (all - closed).is_empty() {
        problems.at(&[Seg::Field("no_placing")], ProblemKind::NoPlacingPoint);
    }
    let opening = resolved.opening_points;
    if in_hand && !opening.is_empty() && (opening - closed - start).is_empty() {
        problems.at(
            &[Seg::Field("opening_points")],
            ProblemKind::OpeningPointsClosed,
        );
    } else if !opening.is_empty() && (all - closed - start - opening).is_empty() {
        problems.at(
            &[Seg::Field("opening_points")],
            ProblemKind::OpeningPointsEverywhere,
        );
    }
    // Without moves while placing, a point no piece is placed on is closed
    // while placing already.
    if !set.move_in_placement {
        for (i, name) in set.no_placing.iter().enumerate() {
            if set.closed_while_placing.contains(name) {
                problems.at(
                    &[Seg::Field("no_placing"), Seg::Index(i)],
                    ProblemKind::ClosedAndNoPlacing(name.clone()),
                );
            }
        }
    }
}

/// Do two of `mills` share a point?
fn mills_meet(mills: &[PointSet]) -> bool {
    mills
        .iter()
        .enumerate()
        .any(|(i, a)| mills[i + 1..].iter().any(|b| !(*a & *b).is_empty()))
}

/// Placement stops early only if the pieces can ever leave that few points
/// empty with a piece still in hand.
fn check_stop_placing(set: &RuleSet, problems: &mut Problems) {
    let Some(empty) = set.stop_placing_at_empty else {
        return;
    };
    // Removals only empty points: the fewest empty is with every piece placed.
    let fewest = set.points.len().saturating_sub(2 * usize::from(set.pieces));
    if usize::from(empty) <= fewest && usize::from(empty) < set.points.len() {
        problems.at(
            &[Seg::Field("stop_placing_at_empty")],
            ProblemKind::StopPlacingNeverReached { empty, fewest },
        );
    }
}

/// Where a mill wins, rules about what a mill takes never act (a full
/// board's removals still choose among removable pieces).
fn check_win(set: &RuleSet, problems: &mut Problems) {
    let mut refuse = |field: &'static str| {
        problems.at(&[Seg::Field(field)], ProblemKind::MillEffectWithWin(field));
    };
    if !matches!(
        set.placing_mills,
        PlacingMills::Remove | PlacingMills::Forbidden
    ) {
        refuse("placing_mills");
    }
    let full_board_removes = matches!(
        set.full_board,
        FullBoard::BothRemove(_) | FullBoard::OneRemoves(_)
    );
    if set.removable != Removable::NotInMills && !full_board_removes {
        refuse("removable");
    }
    if !set.protecting_mills.is_empty() && !full_board_removes {
        refuse("protecting_mills");
    }
    if set.double_mill == DoubleMill::RemovalPerMill {
        refuse("double_mill");
    }
    if set.one_time_mills {
        refuse("one_time_mills");
    }
    if set.no_immediate_reforming {
        problems.at(
            &[Seg::Field("no_immediate_reforming")],
            ProblemKind::ReformingWithWin,
        );
    }
}

/// A full-board rule needs a board the pieces fill, and placement that lasts.
fn check_full_board(set: &RuleSet, problems: &mut Problems) {
    let full_board_rule = set.full_board != FullBoard::Blocked || set.full_board_draw;
    if !full_board_rule {
        return;
    }
    let field = if set.full_board != FullBoard::Blocked {
        "full_board"
    } else {
        "full_board_draw"
    };
    let points = set.points.len();
    if 2 * usize::from(set.pieces) < points {
        problems.at(
            &[Seg::Field(field)],
            ProblemKind::FullBoardNeverFull {
                pieces: set.pieces,
                points,
            },
        );
    } else if set.stop_placing_at_empty.is_some_and(|empty| empty > 0) {
        problems.at(&[Seg::Field(field)], ProblemKind::FullBoardAfterStop);
    } else if !set.move_in_placement
        && (!set.no_placing.is_empty() || !set.closed_while_placing.is_empty())
    {
        // Only placements fill the board, and they never reach a closed point.
        problems.at(&[Seg::Field(field)], ProblemKind::FullBoardClosedPoints);
    }
}
