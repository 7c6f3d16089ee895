//! A variant's rules in plain words, one sentence each, in the player's
//! language: built from the compiled rules, so a new rules file is described
//! without a word written for it.

use morris_core::{CaptureStyle, CaptureTurns, RemovablePieces, SeveralMills, WhenBlocked};
use morris_core::{Color, Feature, Named, PointSet, Rules, WhenFull};

use crate::t;
use crate::words::color;

/// The rules as sentences: the board, placement, movement, flying, mills,
/// every rule beyond the Nine Men's Morris skeleton, the end and the draws.
pub fn rules(rules: &Rules) -> Vec<String> {
    let mut out = vec![
        board(rules),
        placement(rules),
        movement(),
        flying(rules),
        mills(rules),
    ];
    for feature in rules.features().iter() {
        out.extend(feature_words(rules, feature));
    }
    out.extend(end(rules));
    out
}

/// The board's sentence: its points, lines, mills, the pieces and who begins.
pub fn board(rules: &Rules) -> String {
    t!(
        "rules-board",
        points = rules.point_count(),
        lines = rules.lines().len(),
        mills = rules.mills().len(),
        pieces = rules.pieces(),
        first = color(rules.first_player())
    )
}

/// How pieces are placed (or moved instead, where the rules allow).
pub fn placement(rules: &Rules) -> String {
    if rules.move_in_placement() {
        t!("rules-placement-or-move")
    } else {
        t!("rules-placement")
    }
}

/// How pieces move.
pub fn movement() -> String {
    t!("rules-movement")
}

/// Whether and when pieces fly.
pub fn flying(rules: &Rules) -> String {
    match (rules.flying_threshold(), rules.movement().flying_offered()) {
        (Some(k), true) => t!("rules-flying-optional", pieces = k),
        (Some(k), false) => t!("rules-flying", pieces = k),
        (None, true) => t!("rules-flying-off"),
        (None, false) => t!("rules-flying-never"),
    }
}

/// What a mill does: it wins, or it removes a piece (which, and how many).
pub fn mills(rules: &Rules) -> String {
    if rules.uses(Feature::MillWins) {
        return t!("rules-mill-wins");
    }
    let which = match rules.protection().removable() {
        RemovablePieces::NotInMills => t!("rules-removable-not-in-mills"),
        RemovablePieces::Any => t!("rules-removable-any"),
        RemovablePieces::NeverInMills => t!("rules-removable-never-in-mills"),
    };
    let double = match rules.mill_rules().double_mill() {
        SeveralMills::OneRemoval => t!("rules-double-one"),
        SeveralMills::RemovalPerMill => t!("rules-double-per-mill"),
    };
    t!("rules-mill-removes", which = which, double = double)
}

/// How the game ends: who loses, a full board, and the draws.
pub fn end(rules: &Rules) -> Vec<String> {
    let mut out = Vec::new();
    let end = rules.end();
    let reduced = t!("rules-lose", below = end.lose_below());
    // Where no piece is ever taken, too few pieces never ends a game.
    let takes = !rules.uses(Feature::MillWins) || rules.captures().kinds().next().is_some();
    match (takes, end.blocked() == WhenBlocked::Loses) {
        (true, true) => out.push(t!("rules-lose-or-blocked", reduced = reduced)),
        (true, false) => out.push(t!("rules-lose-only", reduced = reduced)),
        (false, true) => out.push(t!("rules-lose-blocked")),
        (false, false) => {}
    }
    if rules.uses(Feature::FullBoardDraw) {
        out.push(full_board_draw());
    }
    let draws = end.draws();
    match (draws.repetition, draws.no_removal_moves) {
        (Some(n), Some(m)) => out.push(t!("rules-draws-both", times = n, moves = m)),
        (Some(n), None) => out.push(t!("rules-draws-repetition", times = n)),
        (None, Some(m)) => out.push(t!("rules-draws-no-removal", moves = m)),
        (None, None) => {}
    }
    out
}

/// A full board where nobody can move is a draw.
pub fn full_board_draw() -> String {
    t!("rules-full-board-draw")
}

/// The sentences that say what one feature of `rules` does, in the order of
/// [`Feature::ALL`]. Every feature is matched here, so a new one cannot be
/// left without words; those the plain sentences of [`rules`] already word
/// (the board's counts, flying, what a mill removes) have none of their own.
pub fn feature_words(rules: &Rules, feature: Feature) -> Vec<String> {
    let length = rules.mills().first().map_or(3, |m| m.len());
    let first = rules.first_player();
    let named = |who: Named| match who {
        Named::White => color(Color::White),
        Named::Black => color(Color::Black),
        Named::FirstPlayer => color(first),
        Named::SecondPlayer => color(!first),
        Named::FirstMill => t!("rules-first-mill-player", side = color(!first)),
    };
    let names = |set: PointSet| -> String {
        set.map(|p| rules.point_name(p).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let placement = rules.placement();
    let sentence = match feature {
        Feature::MillLength => t!("rules-mill-length", length = length),
        Feature::LongerLinesNoMill => t!("rules-longer-no-mill", length = length),
        Feature::LongerLinesForbidden => t!("rules-longer-forbidden", length = length),
        Feature::PlacedMillDoesNothing => t!("rules-placing-nothing"),
        Feature::PlacedMillForbidden => t!("rules-placing-forbidden"),
        Feature::PlacedMillMarks => t!("rules-placing-mark"),
        Feature::PlacedMillTakesFromHand => t!("rules-placing-from-hand"),
        Feature::PlacedMillPlacesAgain => t!("rules-placing-extra-turn"),
        Feature::PlacedMillCovers => t!("rules-placing-cover"),
        Feature::PlacedMillsCounted => t!("rules-placing-counted"),
        Feature::OneTimeMills => t!("rules-one-time-mills"),
        Feature::MovedMillMovesAgain => t!("rules-move-again"),
        Feature::MovementStarts => match rules.movement().first_mover() {
            Some(Named::FirstMill) => {
                t!("rules-movement-starts-first-mill", side = color(!first))
            }
            Some(who) => t!("rules-movement-starts", side = named(who)),
            None => return Vec::new(),
        },
        Feature::FullBoardRemovals => match rules.end().when_full() {
            WhenFull::BothRemove(who) => t!("rules-full-both-remove", who = named(who)),
            WhenFull::OneRemoves(who) => t!("rules-full-one-removes", who = named(who)),
            WhenFull::Blocked | WhenFull::Draw => return Vec::new(),
        },
        Feature::BlockedDraws => t!("rules-blocked-draw"),
        Feature::BlockedPasses => t!("rules-blocked-passes"),
        Feature::BlockedFreed => t!("rules-blocked-freed"),
        Feature::BlockedRemovesAdjacent => t!("rules-blocked-removes"),
        Feature::EndgameDraw => match rules.end().draws().endgame {
            Some(end) => t!(
                "rules-draws-endgame",
                pieces = end.pieces,
                moves = end.moves
            ),
            None => return Vec::new(),
        },
        Feature::ClosedWhilePlacing => t!(
            "rules-closed-while-placing",
            points = names(placement.closed_while_placing())
        ),
        Feature::FlyFrom => t!(
            "rules-fly-from",
            points = names(rules.movement().fly_from())
        ),
        Feature::StartPieces => t!(
            "rules-start",
            white = names(placement.start_pieces(Color::White)),
            black = names(placement.start_pieces(Color::Black))
        ),
        Feature::NoPlacing => t!("rules-no-placing", points = names(placement.no_placing())),
        Feature::OpeningPoints => t!(
            "rules-opening-points",
            points = names(placement.opening_points())
        ),
        Feature::StopPlacing => match placement.stop_at_empty() {
            Some(empty) => t!("rules-stop-placing", empty = empty),
            None => return Vec::new(),
        },
        Feature::NoImmediateReforming => t!("rules-no-reforming"),
        Feature::ProtectingMills => match rules.protection().protecting_mill_count() {
            Some(count) => t!(
                "rules-protecting",
                count = count,
                mills = rules.mills().len()
            ),
            None => return Vec::new(),
        },
        Feature::Captures => return capture_words(rules),
        Feature::Links => t!("rules-links", count = rules.board().link_count()),
        Feature::ListedMills => t!("rules-listed-mills", mills = rules.mills().len()),
        Feature::ScoringMills => t!("rules-scoring-mills", mills = rules.mills().len()),
        // Worded by the plain sentences: the board's counts, flying, what a
        // mill removes or that it wins, placing or moving, a full board.
        Feature::NeverInMills
        | Feature::MillWins
        | Feature::RemovableAny
        | Feature::RemovalPerMill
        | Feature::MoveInPlacement
        | Feature::FullBoardDraw
        | Feature::Flying => return Vec::new(),
    };
    vec![sentence]
}

/// One sentence for each capture rule.
fn capture_words(rules: &Rules) -> Vec<String> {
    let mut out = Vec::new();
    for (kind, by) in rules.captures().kinds() {
        let who = match by {
            CaptureTurns::Both => t!("rules-capture-by-both"),
            CaptureTurns::Placing => t!("rules-capture-by-placing"),
            CaptureTurns::Moving => t!("rules-capture-by-moving"),
        };
        out.push(match kind {
            CaptureStyle::Custodian => t!("rules-capture-custodian", who = who),
            CaptureStyle::Intervention => t!("rules-capture-intervention", who = who),
            CaptureStyle::Leap => t!("rules-capture-leap"),
        });
    }
    out
}
