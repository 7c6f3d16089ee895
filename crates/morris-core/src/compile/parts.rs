//! A checked rules file made into the parts of [`Rules`]: where the file has
//! two fields for one idea, the part has one.

use crate::color::{Color, Named};
use crate::compile::board::{BoardNames, Resolved};
use crate::point::{MAX_POINTS, Point, PointSet};
use crate::rules::board::Board;
use crate::rules::captures::Captures;
use crate::rules::end::{End, WhenFull};
use crate::rules::mills::{MillAction, MillRules};
use crate::rules::movement::Movement;
use crate::rules::placement::Placement;
use crate::rules::protection::Protection;
use crate::rules::{About, Rules};
use crate::rules_file::ruleset::{
    Flying, FullBoard, LongerLines, MillEffect, MillSpec, MovementStarts, PlacingMills, RuleSet,
    Side, Starter,
};

/// The rules of a file whose every check passed.
pub(crate) fn build(id: &str, set: &RuleSet, resolved: Resolved) -> Rules {
    let about = About {
        id: id.to_string(),
        name: set.name.clone(),
        description: set.description.clone(),
        sources: set.sources.clone(),
        notes: set.notes.clone(),
        names: set.names.clone(),
        descriptions: set.descriptions.clone(),
        notes_in: set.notes_in.clone(),
    };
    let placement = Placement {
        pieces: set.pieces,
        first: match set.first {
            Side::White => Color::White,
            Side::Black => Color::Black,
        },
        start: resolved.start,
        closed_while_placing: resolved.closed_while_placing,
        no_placing: resolved.no_placing,
        opening_points: resolved.opening_points,
        stop_at_empty: set.stop_placing_at_empty,
    };
    let (fly_at, fly_optional) = match set.flying {
        Flying::Never => (None, false),
        Flying::At { pieces, optional } => (Some(pieces), optional),
    };
    let movement = Movement {
        fly_at,
        fly_optional,
        fly_enabled: fly_at.is_some(),
        fly_from: resolved.fly_from,
        move_in_placement: set.move_in_placement,
        first_mover: match set.movement_starts {
            MovementStarts::InTurn => None,
            MovementStarts::FirstPlayer => Some(Named::FirstPlayer),
            MovementStarts::SecondPlayer => Some(Named::SecondPlayer),
            MovementStarts::FirstMill => Some(Named::FirstMill),
        },
    };
    let end = End {
        lose_below: set.lose_below,
        blocked: set.blocked.into(),
        when_full: match set.full_board {
            FullBoard::Blocked if set.full_board_draw => WhenFull::Draw,
            FullBoard::Blocked => WhenFull::Blocked,
            FullBoard::Draw => WhenFull::Draw,
            FullBoard::BothRemove(who) => WhenFull::BothRemove(named(who)),
            FullBoard::OneRemoves(who) => WhenFull::OneRemoves(named(who)),
        },
        draws: set.draws.into(),
    };
    let protection = Protection {
        removable: set.removable.into(),
        protecting: resolved.protecting,
    };
    let captures = Captures {
        list: resolved.captures,
    };
    Rules::from_parts(
        about,
        board(set, resolved.board),
        placement,
        movement,
        mill_rules(set),
        protection,
        captures,
        end,
    )
}

fn named(who: Starter) -> Named {
    match who {
        Starter::White => Named::White,
        Starter::Black => Named::Black,
        Starter::FirstMill => Named::FirstMill,
    }
}

/// One effect type for both phases: `mill_closes` says what a mill closed by
/// moving does, `placing_mills` what one closed by placing does.
fn mill_rules(set: &RuleSet) -> MillRules {
    let moving = match set.mill_closes {
        MillEffect::Remove => MillAction::Remove,
        MillEffect::Win => MillAction::Win,
        MillEffect::RemoveAndMoveAgain => MillAction::RemoveAndMoveAgain,
    };
    let placing = match (set.placing_mills, moving) {
        (PlacingMills::Forbidden, _) => MillAction::Forbidden,
        // Any mill on the board wins, however it was made.
        (_, MillAction::Win) => MillAction::Win,
        // The extra move is a moved mill's: a placed one removes, and the turn passes.
        (PlacingMills::Remove, _) => MillAction::Remove,
        (PlacingMills::Nothing, _) => MillAction::Nothing,
        (PlacingMills::ExtraTurn, _) => MillAction::MoveAgain,
        (PlacingMills::Mark, _) => MillAction::Mark,
        (PlacingMills::TakeFromHand, _) => MillAction::TakeFromHand,
        (PlacingMills::Cover, _) => MillAction::Cover,
        (PlacingMills::Counted, _) => MillAction::Counted,
    };
    MillRules {
        placing,
        moving,
        one_time: set.one_time_mills,
        no_immediate_reforming: set.no_immediate_reforming,
        double_mill: set.double_mill.into(),
        longer_lines: set.longer_lines.into(),
    }
}

/// The checked board, with its neighbours and its mills indexed by point.
fn board(set: &RuleSet, resolved: BoardNames) -> Board {
    let n = resolved.names.len();
    let mut neighbours = [PointSet::EMPTY; MAX_POINTS];
    for line in &resolved.lines {
        for pair in line.windows(2) {
            neighbours[pair[0].index()].insert(pair[1]);
            neighbours[pair[1].index()].insert(pair[0]);
        }
    }
    let mut mill_range = [(0u32, 0u32); MAX_POINTS];
    let mut mill_list = Vec::new();
    let mut mill_list_ext = Vec::new();
    for (i, range) in mill_range.iter_mut().enumerate().take(n) {
        let start = mill_list.len() as u32;
        for (m, ext) in resolved.mills.iter().zip(&resolved.mill_ext) {
            if m.contains(Point(i as u8)) {
                mill_list.push(*m);
                mill_list_ext.push(*ext);
            }
        }
        *range = (start, mill_list.len() as u32);
    }
    let long_runs = (0..n)
        .map(|i| {
            let runs = resolved.long_runs.iter();
            runs.filter(|r| r.contains(Point(i as u8)))
                .copied()
                .collect()
        })
        .collect();
    Board {
        names: resolved.names,
        coords: resolved.coords,
        lines: resolved.lines,
        links: set.links.len(),
        all: PointSet::first(n),
        neighbours,
        mill_length: set.mill_length,
        listed: matches!(set.mills, MillSpec::Listed(_)),
        tagged: !set.scoring_mills.is_empty(),
        mills: resolved.mills,
        mill_range,
        mill_list,
        mill_ext: resolved.mill_ext,
        mill_list_ext,
        exact: set.longer_lines == LongerLines::NoMill,
        long_runs,
    }
}
