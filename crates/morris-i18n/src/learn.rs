//! A lesson's words: each step's title, the rule in the sentences that
//! describe the variant's rules, the task, and what is right or wrong with an
//! answer. The lesson itself is morris-learn's data.

use morris_core::{Examples, Feature, Rules, move_text};
use morris_learn::{Event, Goal, Lesson, Step, StepKind, Strategy, Verdict};

use crate::describe;
use crate::t;
use crate::words::{self, color};

/// The lesson's opening line.
pub fn heading(rules: &Rules, lesson: &Lesson) -> String {
    t!(
        "lesson-heading",
        variant = words::variant_name(rules),
        count = lesson.steps().len()
    )
}

/// The step's title, numbered: "Step 2 of 7: Placing".
pub fn title(step: &Step, number: usize, count: usize) -> String {
    let title = match step.kind() {
        StepKind::Board => t!("lesson-step-board"),
        StepKind::Placing => t!("lesson-step-placing"),
        StepKind::Mill => t!("lesson-step-mill"),
        StepKind::Moving => t!("lesson-step-moving"),
        StepKind::Rule(feature) => rule_title(feature),
        StepKind::End => t!("lesson-step-end"),
        StepKind::Strategy(strategy) => match strategy {
            Strategy::RunningMill => t!("lesson-step-running-mill"),
            Strategy::Blocking => t!("lesson-step-blocking"),
            Strategy::FlyingEndgame => t!("lesson-step-flying-endgame"),
            Strategy::DoubleThreat => t!("lesson-step-double-threat"),
        },
    };
    t!("lesson-step", number = number, count = count, title = title)
}

/// The title of the step about `feature`: what the rule is about. Every
/// feature is matched, so a new one needs a title.
fn rule_title(feature: Feature) -> String {
    match feature {
        Feature::MillLength => t!("lesson-step-rule-mill-length"),
        Feature::LongerLinesNoMill | Feature::LongerLinesForbidden => {
            t!("lesson-step-rule-longer-rows")
        }
        Feature::ListedMills | Feature::ScoringMills => t!("lesson-step-rule-which-rows"),
        Feature::PlacedMillDoesNothing
        | Feature::PlacedMillForbidden
        | Feature::PlacedMillMarks
        | Feature::PlacedMillTakesFromHand
        | Feature::PlacedMillCovers
        | Feature::PlacedMillsCounted => t!("lesson-step-rule-placed-mills"),
        Feature::OneTimeMills => t!("lesson-step-rule-one-time-mills"),
        Feature::PlacedMillPlacesAgain | Feature::MovedMillMovesAgain => {
            t!("lesson-step-rule-again")
        }
        Feature::MovementStarts => t!("lesson-step-rule-first-mover"),
        Feature::FullBoardRemovals | Feature::FullBoardDraw => t!("lesson-step-rule-full-board"),
        Feature::BlockedDraws
        | Feature::BlockedPasses
        | Feature::BlockedFreed
        | Feature::BlockedRemovesAdjacent => t!("lesson-step-rule-blocked"),
        Feature::EndgameDraw => t!("lesson-step-rule-endgame-draw"),
        Feature::ClosedWhilePlacing | Feature::NoPlacing | Feature::OpeningPoints => {
            t!("lesson-step-rule-where-placing")
        }
        Feature::StopPlacing => t!("lesson-step-rule-stop-placing"),
        Feature::StartPieces => t!("lesson-step-rule-start-pieces"),
        Feature::FlyFrom => t!("lesson-step-rule-fly-from"),
        Feature::Flying => t!("lesson-step-flying"),
        Feature::NoImmediateReforming => t!("lesson-step-rule-reforming"),
        Feature::ProtectingMills | Feature::NeverInMills | Feature::RemovableAny => {
            t!("lesson-step-rule-removable")
        }
        Feature::Captures => t!("lesson-step-rule-captures"),
        Feature::Links => t!("lesson-step-rule-links"),
        Feature::MillWins => t!("lesson-step-rule-mill-wins"),
        Feature::RemovalPerMill => t!("lesson-step-rule-two-mills"),
        Feature::MoveInPlacement => t!("lesson-step-rule-move-in-placement"),
    }
}

/// The rule the step teaches, in the sentences `rules show` says it with.
pub fn rule(rules: &Rules, step: &Step) -> Vec<String> {
    match step.kind() {
        StepKind::Board => vec![describe::board(rules), t!("lesson-board-points")],
        StepKind::Placing => vec![describe::placement(rules)],
        StepKind::Mill => vec![describe::mills(rules)],
        // Where nothing flies, the lesson says so once, with the moves.
        StepKind::Moving if !flies(rules) => vec![describe::movement(), t!("lesson-no-flying")],
        StepKind::Moving => vec![describe::movement()],
        StepKind::Rule(feature) => feature_rule(rules, feature),
        // Where a mill wins, the end begins with it.
        StepKind::End if rules.uses(Feature::MillWins) => {
            [vec![describe::mills(rules)], describe::end(rules)].concat()
        }
        StepKind::End => describe::end(rules),
        StepKind::Strategy(strategy) => vec![match strategy {
            Strategy::RunningMill => t!("lesson-why-running-mill"),
            Strategy::Blocking => t!("lesson-why-blocking"),
            Strategy::FlyingEndgame => t!("lesson-why-flying-endgame"),
            Strategy::DoubleThreat => t!("lesson-why-double-threat"),
        }],
    }
}

/// Can a piece ever fly: with few left, or from a point the rules name?
fn flies(rules: &Rules) -> bool {
    rules.uses(Feature::Flying) || rules.uses(Feature::FlyFrom)
}

/// The sentences of a feature: its own where it has some, else the plain
/// sentence that already words it (flying, what a mill takes, a full board).
fn feature_rule(rules: &Rules, feature: Feature) -> Vec<String> {
    let own = describe::feature_words(rules, feature);
    if !own.is_empty() {
        return own;
    }
    vec![match feature {
        Feature::Flying => describe::flying(rules),
        Feature::MoveInPlacement => describe::placement(rules),
        Feature::FullBoardDraw => describe::full_board_draw(),
        _ => describe::mills(rules),
    }]
}

/// What the learner is asked to do, and the turn the rule refuses where
/// the step is about one.
pub fn task(rules: &Rules, step: &Step) -> String {
    let task = goal_task(rules, step);
    match step.refused() {
        Some(refused) => format!("{task} {}", t!("lesson-task-refused", refused = refused)),
        None => task,
    }
}

/// The task as the desktop game and the page ask it, where the learner
/// clicks on the board rather than writes the turn.
pub fn board_task(rules: &Rules, step: &Step) -> String {
    let task = match step.goal() {
        Goal::Look if step.kind() == StepKind::Board => t!("lesson-board-task-look"),
        Goal::Look => t!("lesson-board-task-none"),
        Goal::Place => t!("lesson-board-task-place"),
        Goal::Remove => t!("lesson-board-task-remove"),
        Goal::Slide => t!("lesson-board-task-slide"),
        Goal::Event(Event::Passed) => t!("lesson-board-task-pass"),
        Goal::Event(Event::RemovedWhenBlocked) => t!("lesson-board-task-remove-blocked"),
        _ => return task(rules, step),
    };
    match step.refused() {
        Some(refused) => format!("{task} {}", t!("lesson-task-refused", refused = refused)),
        None => task,
    }
}

fn goal_task(rules: &Rules, step: &Step) -> String {
    let examples = Examples::of(rules);
    match step.goal() {
        Goal::Look if step.kind() == StepKind::Board => t!("lesson-task-look"),
        Goal::Look => t!("lesson-task-none"),
        Goal::AnyTurn => t!("lesson-task-any"),
        Goal::Place => t!("lesson-task-place", example = examples.placement),
        Goal::CloseMill => t!("lesson-task-close-mill"),
        Goal::PlaceMill => t!("lesson-task-place-mill"),
        Goal::Remove => t!(
            "lesson-task-remove",
            example = removal_example(step, examples)
        ),
        Goal::RemoveFromMill => t!("lesson-task-remove-from-mill"),
        Goal::RowNoMill => t!(
            "lesson-task-row-no-mill",
            length = rules.board().mill_length()
        ),
        Goal::AlongLink => t!("lesson-task-along-link"),
        Goal::DoubleMill => t!("lesson-task-double-mill"),
        Goal::Slide => t!("lesson-task-slide", example = examples.step),
        Goal::Fly => t!("lesson-task-fly"),
        Goal::FlyFrom => t!("lesson-task-fly-from"),
        Goal::MoveWhilePlacing => t!("lesson-task-move-while-placing"),
        Goal::Win => t!("lesson-task-win"),
        Goal::Draw(reason) => t!("lesson-task-draw", reason = words::reason(reason)),
        Goal::EndgameDraw => t!("lesson-task-endgame-draw"),
        Goal::Event(event) => match event {
            Event::TookFromHand => t!("lesson-task-take-from-hand"),
            Event::UsedMillRemovesNothing => t!("lesson-task-used-mill"),
            Event::Covered => t!("lesson-task-cover"),
            Event::Marked => t!("lesson-task-mark"),
            Event::BoardFull => t!("lesson-task-fill-board"),
            Event::MillsCounted => t!("lesson-task-count-mills"),
            Event::PlacementStopped => t!("lesson-task-stop-placing"),
            Event::PlaysAgain => t!("lesson-task-play-again"),
            Event::MovesFirst => t!("lesson-task-moves-first"),
            Event::Passed => t!("lesson-task-pass"),
            Event::RemovedWhenBlocked => t!("lesson-task-remove-blocked"),
            Event::Captured => t!("lesson-task-capture"),
        },
        Goal::RunningMill => t!("lesson-task-running-mill"),
        Goal::Block => t!("lesson-task-block"),
        Goal::FlyToSafety => t!("lesson-task-fly-to-safety", mill = mill(rules)),
        Goal::StopDoubleThreat => t!("lesson-task-stop-double-threat", mill = mill(rules)),
    }
}

/// A turn with a removal written as the step's position plays it: a
/// placement while the mover has pieces in hand, else a move.
fn removal_example(step: &Step, examples: Examples) -> String {
    let pos = step.position();
    match examples.removal.split_once('x') {
        Some((_, taken)) if pos.in_hand(pos.side_to_move()) > 0 => {
            format!("{}x{taken}", examples.placement)
        }
        _ => examples.removal,
    }
}

/// Right, or wrong in one sentence: core's reason for an illegal turn, or
/// what a legal turn failed to do.
pub fn verdict(rules: &Rules, step: &Step, verdict: &Verdict) -> String {
    let pos = step.position();
    let played = |mv| move_text(rules, mv);
    match verdict {
        Verdict::Right(mv) => t!("lesson-right", played = played(*mv)),
        Verdict::Illegal(err) => t!("lesson-illegal", why = words::move_error(rules, pos, err)),
        Verdict::Missed(mv) => {
            let played = played(*mv);
            match step.goal() {
                Goal::Look | Goal::AnyTurn => t!("lesson-right", played = played),
                Goal::Place => t!("lesson-miss-place", played = played),
                Goal::CloseMill | Goal::PlaceMill => t!("lesson-miss-mill", played = played),
                Goal::Remove => t!("lesson-miss-remove", played = played),
                Goal::RemoveFromMill => t!("lesson-miss-remove-from-mill", played = played),
                Goal::RowNoMill => t!("lesson-miss-row-no-mill", played = played),
                Goal::AlongLink => t!("lesson-miss-along-link", played = played),
                Goal::DoubleMill => t!("lesson-miss-double-mill", played = played),
                Goal::Slide => t!("lesson-miss-slide", played = played),
                Goal::Fly | Goal::FlyFrom => t!("lesson-miss-fly", played = played),
                Goal::MoveWhilePlacing => t!("lesson-miss-move", played = played),
                Goal::Win => t!("lesson-miss-win", played = played),
                Goal::Draw(_) | Goal::EndgameDraw => t!("lesson-miss-draw", played = played),
                Goal::Event(_) => t!("lesson-miss-event", played = played),
                Goal::RunningMill => t!("lesson-miss-running-mill", played = played),
                Goal::Block => t!("lesson-miss-block", played = played),
                // A turn that does not fly is told so; a flight, what it allows.
                Goal::FlyToSafety if !flight(rules, *mv) => t!("lesson-miss-fly", played = played),
                Goal::FlyToSafety => t!(
                    "lesson-miss-fly-to-safety",
                    played = played,
                    mill = mill(rules)
                ),
                Goal::StopDoubleThreat => t!(
                    "lesson-miss-double-threat",
                    played = played,
                    mill = mill(rules)
                ),
            }
        }
    }
}

/// What a mill does, for the words of a threat: `wins` the game, or
/// `takes` a piece.
fn mill(rules: &Rules) -> &'static str {
    match rules.uses(Feature::MillWins) {
        true => "wins",
        false => "takes",
    }
}

/// Does `mv` move a piece to a point that is not next to it?
fn flight(rules: &Rules, mv: morris_core::Move) -> bool {
    mv.from()
        .is_some_and(|from| !rules.neighbours(from).contains(mv.to()))
}

/// A hint: a right answer, with the side that plays it.
pub fn hint(rules: &Rules, step: &Step) -> Option<String> {
    let answer = step.answer()?;
    Some(t!(
        "lesson-hint",
        side = color(step.position().side_to_move()),
        answer = move_text(rules, answer)
    ))
}

/// The last line: the lesson is over, and how to play a game.
pub fn done(rules: &Rules) -> String {
    t!("lesson-done", variant = words::variant_name(rules))
}
