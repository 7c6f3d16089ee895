//! A lesson's words: each step's title, the rule in the sentences that
//! describe the variant's rules, the task, and what is right or wrong with an
//! answer. The lesson itself is morris-learn's data.

use morris_core::{Examples, Feature, Rules, move_text};
use morris_learn::{Event, Goal, Lesson, Step, StepKind, Verdict};

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
        StepKind::Rule(Feature::Flying) => t!("lesson-step-flying"),
        StepKind::Rule(_) => t!("lesson-step-rule"),
        StepKind::End => t!("lesson-step-end"),
    };
    t!("lesson-step", number = number, count = count, title = title)
}

/// The rule the step teaches, in the sentences `rules show` says it with.
pub fn rule(rules: &Rules, step: &Step) -> Vec<String> {
    match step.kind() {
        StepKind::Board => vec![describe::board(rules), t!("lesson-board-points")],
        StepKind::Placing => vec![describe::placement(rules)],
        StepKind::Mill => vec![describe::mills(rules)],
        StepKind::Moving => vec![describe::movement()],
        StepKind::Rule(feature) => feature_rule(rules, feature),
        // Where a mill wins, the end begins with it.
        StepKind::End if rules.uses(Feature::MillWins) => {
            [vec![describe::mills(rules)], describe::end(rules)].concat()
        }
        StepKind::End => describe::end(rules),
    }
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
            }
        }
    }
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
