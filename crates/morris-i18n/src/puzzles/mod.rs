//! A puzzle's words: its heading and task, the two hints, what is said of a
//! right or wrong answer and of the defender's reply, the solution after a
//! miss, the player's standing carried over and why its file is refused,
//! and the lines `morris puzzles` prints and why a set file is refused (in
//! `set_words`). The puzzles are morris-learn's.

use morris_core::{Move, Position, Rules, move_text};
use morris_learn::coach::mill_points;
use morris_learn::puzzles::{
    Punishment, Puzzle, PuzzleStanding, Rating, Recorded, Refutation, STANDING_FILE_VAR, Standing,
    StandingFileError, StandingProblem, Theme,
};

use crate::t;
use crate::words::{self, color};

mod set_words;

pub use set_words::{
    certify_error, generated, made, making, not_tactical, prove_set_error, proved, set_error,
    table, theme_count,
};

/// A theme's name: "a running mill".
pub fn theme(theme: Theme) -> String {
    match theme {
        Theme::Win => t!("puzzle-theme-win"),
        Theme::DoubleMill => t!("puzzle-theme-double-mill"),
        Theme::Blockade => t!("puzzle-theme-blockade"),
        Theme::Flying => t!("puzzle-theme-flying"),
        Theme::HoldDraw => t!("puzzle-theme-hold-draw"),
        Theme::StopMill => t!("puzzle-theme-stop-mill"),
        Theme::DoubleThreat => t!("puzzle-theme-double-threat"),
        Theme::WinPiece => t!("puzzle-theme-win-piece"),
        Theme::RunningMill => t!("puzzle-theme-running-mill"),
        Theme::BlockIn => t!("puzzle-theme-block-in"),
        Theme::StopThreat => t!("puzzle-theme-stop-threat"),
    }
}

/// The first hint, and the explanation after a miss: what the theme is about.
pub fn theme_hint(theme: Theme) -> String {
    match theme {
        Theme::Win => t!("puzzle-hint-win"),
        Theme::DoubleMill => t!("puzzle-hint-double-mill"),
        Theme::Blockade => t!("puzzle-hint-blockade"),
        Theme::Flying => t!("puzzle-hint-flying"),
        Theme::HoldDraw => t!("puzzle-hint-hold-draw"),
        Theme::StopMill => t!("puzzle-hint-stop-mill"),
        Theme::DoubleThreat => t!("puzzle-hint-double-threat"),
        Theme::WinPiece => t!("puzzle-hint-win-piece"),
        Theme::RunningMill => t!("puzzle-hint-running-mill"),
        Theme::BlockIn => t!("puzzle-hint-block-in"),
        Theme::StopThreat => t!("puzzle-hint-stop-threat"),
    }
}

/// "Puzzle 3 of 120 (Nine Men's Morris), rated 1,460 after 2 attempts.":
/// the rating from the attempts at the puzzle when it has any (`tried`),
/// else its difficulty's.
pub fn heading(
    rules: &Rules,
    number: usize,
    count: usize,
    puzzle: &Puzzle,
    tried: Option<&PuzzleStanding>,
) -> String {
    let (rating, attempts) = match tried {
        Some(tried) => (tried.rating.rating, tried.attempts),
        None => (puzzle.difficulty.rating(), 0),
    };
    t!(
        "puzzle-heading",
        number = number,
        count = count,
        variant = words::variant_name(rules),
        rating = rating.round(),
        tried = t!("puzzle-heading-tried", attempts = attempts)
    )
}

/// At a session's start: the standing carried over, with the rating in
/// `rules`' variant, or a newcomer's rating, said to be kept from one
/// session to the next only where it is (`kept`).
pub fn standing(standing: &Standing, rules: &Rules, kept: bool) -> String {
    let Rating {
        rating, deviation, ..
    } = standing.rating(rules);
    let rated_here = standing
        .ratings
        .iter()
        .any(|r| r.variant == morris_learn::puzzles::variant_key(rules));
    match (rated_here, standing.attempts) {
        (false, _) | (_, 0) if kept => t!(
            "puzzle-standing-new",
            rating = rating.round(),
            deviation = deviation.round()
        ),
        (false, _) | (_, 0) => t!(
            "puzzle-standing-new-session",
            rating = rating.round(),
            deviation = deviation.round()
        ),
        (true, tried) => t!(
            "puzzle-standing",
            rating = rating.round(),
            deviation = deviation.round(),
            streak = standing.streak,
            best = standing.best_streak,
            solved = standing.solved,
            tried = tried
        ),
    }
}

/// Neither the environment nor a home folder says where the standing file is.
pub fn standing_not_kept() -> String {
    t!(
        "puzzle-standing-not-kept",
        var = STANDING_FILE_VAR,
        home = "HOME"
    )
}

/// The standing file cannot be saved (said after why): the standing lasts
/// this session.
pub fn standing_this_session() -> String {
    t!("puzzle-standing-this-session")
}

/// A refused standing file was renamed rather than written over.
pub fn standing_kept_aside(aside: &str) -> String {
    t!("puzzle-standing-kept-aside", aside = aside)
}

/// A refused or unwritable standing file: where, and why.
pub fn standing_error(err: &StandingFileError) -> String {
    let cannot_save = |file: &str, why: String| t!("puzzle-standing-write", file = file, why = why);
    words::data_file_error(err, standing_problem, cannot_save)
}

fn standing_problem(problem: &StandingProblem) -> String {
    match problem {
        StandingProblem::Syntax(message) => {
            t!("puzzle-standing-file-syntax", message = message.as_str())
        }
        StandingProblem::TooMany(count) => t!("puzzle-standing-file-too-many", count = *count),
        StandingProblem::Rating => t!("puzzle-standing-file-rating"),
        StandingProblem::RatingVariant { variant } => {
            t!("puzzle-standing-file-rating-variant", id = variant.as_str())
        }
        StandingProblem::Counts { solved, attempts } => t!(
            "puzzle-standing-file-counts",
            solved = *solved,
            tried = *attempts
        ),
        StandingProblem::Path { puzzle, variant } => t!(
            "puzzle-standing-file-path",
            puzzle = *puzzle,
            id = variant.as_str()
        ),
        StandingProblem::PuzzleRating { puzzle } => {
            t!("puzzle-standing-file-puzzle-rating", puzzle = *puzzle)
        }
        StandingProblem::PuzzleCounts {
            puzzle,
            solved,
            attempts,
        } => t!(
            "puzzle-standing-file-puzzle-counts",
            puzzle = *puzzle,
            solved = *solved,
            tried = *attempts
        ),
    }
}

/// What the solver is asked to do.
pub fn task(rules: &Rules, puzzle: &Puzzle) -> String {
    let side = color(puzzle.solver());
    let turns = puzzle.solver_turns(rules);
    let task = match puzzle.theme {
        Theme::DoubleThreat | Theme::WinPiece => {
            t!("puzzle-task-piece", side = side, turns = turns)
        }
        Theme::RunningMill => t!("puzzle-task-pieces", side = side, turns = turns),
        Theme::BlockIn => t!("puzzle-task-block", side = side, turns = turns),
        Theme::StopThreat => t!("puzzle-task-stop", side = side),
        theme if theme.holds() => t!("puzzle-task-hold", side = side),
        _ => t!("puzzle-task-win", side = side, turns = turns),
    };
    match (puzzle.any_winning_move, puzzle.theme.is_tactical()) {
        (true, true) => format!("{task} {}", t!("puzzle-task-any-tactic")),
        (true, false) => format!("{task} {}", t!("puzzle-task-any")),
        (false, _) => task,
    }
}

/// The second hint: the piece to move (or that a piece is placed).
pub fn piece_hint(rules: &Rules, mv: Move) -> String {
    match mv.from() {
        Some(from) => t!("puzzle-hint-piece", point = rules.point_name(from)),
        None => t!("puzzle-hint-place"),
    }
}

/// The words after a right turn.
pub fn right(rules: &Rules, mv: Move) -> String {
    t!("puzzle-right", played = move_text(rules, mv))
}

/// The words after a legal turn that is not the solution.
pub fn wrong(rules: &Rules, mv: Move) -> String {
    t!("puzzle-wrong", played = move_text(rules, mv))
}

/// The defender's reply.
pub fn reply(rules: &Rules, pos: &Position, mv: Move) -> String {
    t!(
        "puzzle-reply",
        side = color(pos.side_to_move()),
        played = move_text(rules, mv)
    )
}

/// The whole solution, each turn with its player, from `from` on.
pub fn solution(rules: &Rules, puzzle: &Puzzle) -> String {
    let turns: Vec<String> = puzzle
        .positions(rules)
        .iter()
        .zip(&puzzle.line)
        .map(|(pos, &mv)| format!("{} {}", color(pos.side_to_move()), move_text(rules, mv)))
        .collect();
    t!("puzzle-solution", line = turns.join(", "))
}

/// After a solved puzzle: the streak and the rating.
pub fn solved(streak: u32, rating: f64, deviation: f64) -> String {
    t!(
        "puzzle-solved",
        streak = streak,
        rating = rating.round(),
        deviation = deviation.round()
    )
}

/// After a missed puzzle.
pub fn missed(rating: f64, deviation: f64) -> String {
    t!(
        "puzzle-missed",
        rating = rating.round(),
        deviation = deviation.round()
    )
}

/// The reply that punishes a wrong turn, in one sentence: "Black replies
/// d6-d5xg1: it closes d5–d6–d7 and takes the piece on g1."
pub fn refutation(rules: &Rules, puzzle: &Puzzle, refuted: &Refutation) -> String {
    let side = color(refuted.replier);
    let played = move_text(rules, refuted.reply);
    let names = |points: Vec<morris_core::Point>, join: &str| {
        let names: Vec<&str> = points.into_iter().map(|p| rules.point_name(p)).collect();
        names.join(join)
    };
    match refuted.punishment {
        Punishment::Wins => t!("puzzle-refuted-wins", side = side, played = played),
        Punishment::Mill { mill, removed } => {
            let mill = names(mill_points(rules, mill), "\u{2013}");
            match removed.is_empty() {
                true => t!(
                    "puzzle-refuted-mill",
                    side = side,
                    played = played,
                    mill = mill
                ),
                false => t!(
                    "puzzle-refuted-mill-takes",
                    side = side,
                    played = played,
                    mill = mill,
                    removed = names(removed.collect(), ", ")
                ),
            }
        }
        Punishment::Spoils if puzzle.theme.is_tactical() => {
            t!("puzzle-refuted-no-tactic", side = side, played = played)
        }
        Punishment::Spoils => match puzzle.theme.holds() {
            true => t!("puzzle-refuted-no-draw", side = side, played = played),
            false => t!("puzzle-refuted-no-win", side = side, played = played),
        },
    }
}

/// After a refutation: a retry (practice) or the solution.
pub fn retry_offer() -> String {
    t!("puzzle-retry-offer")
}

/// Said before a puzzle tried before: this try is practice.
pub fn practice() -> String {
    t!("puzzle-practice")
}

/// A hint decided a rated try: it counts as missed.
pub fn hint_counts(rating: Rating) -> String {
    t!(
        "puzzle-hint-counts",
        rating = rating.rating.round(),
        deviation = rating.deviation.round()
    )
}

/// What is said when a try ends: solved or missed, rated (the streak and
/// the rating) or practice. `recorded` is what the try's end recorded, if
/// it decided the try; a try decided before (by a hint) is said as practice.
pub fn try_ended(solved: bool, streak: u32, recorded: Option<Recorded>) -> String {
    match (solved, recorded) {
        (true, Some(r)) if r.rated => self::solved(streak, r.rating.rating, r.rating.deviation),
        (false, Some(r)) if r.rated => missed(r.rating.rating, r.rating.deviation),
        (true, _) => t!("puzzle-practice-solved"),
        (false, _) => t!("puzzle-practice-missed"),
    }
}

/// As [`try_ended`], without the streak and the rating: for a front end
/// that shows them beside it (the desktop game's score line), so that they
/// are not said twice.
pub fn try_ended_plain(solved: bool, recorded: Option<Recorded>) -> String {
    match (solved, recorded) {
        (true, Some(r)) if r.rated => t!("puzzle-solved-plain"),
        (false, Some(r)) if r.rated => t!("puzzle-missed-plain"),
        (true, _) => t!("puzzle-practice-solved"),
        (false, _) => t!("puzzle-practice-missed"),
    }
}

/// The session's end.
pub fn done(solved: usize, tried: usize) -> String {
    t!("puzzle-done", solved = solved, tried = tried)
}

/// No puzzle of the theme in the set.
pub fn none(theme: Option<Theme>) -> String {
    match theme {
        Some(theme) => t!("puzzle-none-theme", theme = self::theme(theme)),
        None => t!("puzzle-none"),
    }
}

/// `puzzles generate` names no shipped variant.
pub fn unknown_variant(id: &str) -> String {
    t!("puzzles-unknown-variant", id = id)
}

/// `puzzle` names a variant no set is shipped for.
pub fn no_set(id: &str) -> String {
    let shipped: Vec<&str> = morris_learn::puzzles::SHIPPED_SETS
        .iter()
        .map(|&(id, _)| id)
        .collect();
    t!("puzzle-no-set", id = id, shipped = shipped.join(", "))
}
