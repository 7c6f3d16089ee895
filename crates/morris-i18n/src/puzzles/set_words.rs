//! The lines `morris puzzles` prints (the table used, a generation's yield,
//! a set proved) and why a set file or a puzzle in it is refused.

use morris_ai::solve::Value;
use morris_core::Rules;
use morris_learn::puzzles::{
    CertifyError, MAX_DEPTH, MAX_SOLVER_TURNS, ProveSetError, PuzzleProblem, SetFileError,
    SetProblem, Theme,
};

use super::theme;
use crate::numbers::decimal;
use crate::t;
use crate::words;

/// A set is being made for `rules`, a variant that ships none.
pub fn making(rules: &Rules) -> String {
    t!("puzzle-making", name = words::variant_name(rules))
}

/// The set made for `rules`: how many puzzles, in how long.
pub fn made(rules: &Rules, count: usize, seconds: f64) -> String {
    t!(
        "puzzle-made",
        name = words::variant_name(rules),
        count = count,
        seconds = decimal(seconds, 1)
    )
}

/// `generate --tactics --theme` names a theme that is not a tactic's.
pub fn not_tactical(theme: Theme) -> String {
    t!("puzzles-not-tactical", theme = theme.to_string())
}

/// Which table `puzzles` uses, and the time it took to have it.
pub fn table(whole: bool, seconds: f64) -> String {
    match whole {
        true => t!("puzzles-table-whole", seconds = decimal(seconds, 1)),
        false => t!("puzzles-table-sectors", seconds = decimal(seconds, 1)),
    }
}

/// A generation's yield.
pub fn generated(kept: usize, examined: u64, drawn: u64, seconds: f64) -> String {
    let per = match kept {
        0 => "-".to_string(),
        kept => decimal(examined as f64 / kept as f64, 1),
    };
    t!(
        "puzzles-generated",
        kept = kept,
        examined = examined,
        drawn = drawn,
        per = per,
        seconds = decimal(seconds, 1)
    )
}

/// How many puzzles of a theme a set holds.
pub fn theme_count(theme: Theme, count: usize) -> String {
    t!(
        "puzzles-theme-count",
        theme = super::theme(theme),
        count = count
    )
}

/// A set proved.
pub fn proved(count: usize, with_table: bool, seconds: f64) -> String {
    let seconds = decimal(seconds, 1);
    match with_table {
        true => t!("puzzles-proved", count = count, seconds = seconds),
        false => t!("puzzles-proved-search", count = count, seconds = seconds),
    }
}

/// A refused set file: where, and why.
pub fn set_error(err: &SetFileError) -> String {
    match err {
        SetFileError::Io { file, source } => format!("{file}: {}", words::io_error(source)),
        SetFileError::At {
            file,
            line,
            col,
            problem,
        } => format!("{file}:{line}:{col}: {}", set_problem(problem)),
    }
}

/// Why a stranger's set was not believed: the file's error, or no table to prove it with.
pub fn prove_set_error(err: &ProveSetError) -> String {
    match err {
        ProveSetError::Set(err) => set_error(err),
        ProveSetError::Table { file, source } => t!(
            "puzzles-set-no-table",
            file = file.as_str(),
            why = source.to_string()
        ),
    }
}

fn set_problem(problem: &SetProblem) -> String {
    match problem {
        SetProblem::Syntax(message) => t!("puzzles-file-syntax", message = message.as_str()),
        SetProblem::UnknownVariant(id) => t!("puzzles-file-variant", id = id.as_str()),
        SetProblem::TooMany(count) => t!("puzzles-file-too-many", count = *count),
        SetProblem::LongLine { puzzle, turns } => {
            t!("puzzles-file-long-line", puzzle = *puzzle, turns = *turns)
        }
        SetProblem::EmptyLine { puzzle } => t!("puzzles-file-empty-line", puzzle = *puzzle),
        SetProblem::Position { puzzle, source } => t!(
            "puzzles-file-position",
            puzzle = *puzzle,
            why = crate::records::position_error(source)
        ),
        SetProblem::Move {
            puzzle,
            turn,
            source,
        } => t!(
            "puzzles-file-move",
            puzzle = *puzzle,
            turn = *turn,
            why = words::plain_move_error(source).unwrap_or_else(|| source.to_string())
        ),
        SetProblem::Empty => t!("puzzles-file-empty"),
        SetProblem::Puzzle(problem) => puzzle_problem(problem),
        SetProblem::Proof { puzzle, source } => t!(
            "puzzles-file-proof",
            puzzle = *puzzle,
            why = certify_error(source)
        ),
        SetProblem::NoTable { puzzle } => t!("puzzles-file-no-table", puzzle = *puzzle),
    }
}

/// What is wrong with one puzzle of a set, apart from its position and line.
fn puzzle_problem(problem: &PuzzleProblem) -> String {
    match *problem {
        PuzzleProblem::Repeated { puzzle, first } => {
            t!("puzzles-file-repeated", puzzle = puzzle, first = first)
        }
        PuzzleProblem::Counters {
            puzzle,
            no_removal,
            ply,
        } => t!(
            "puzzles-file-counters",
            puzzle = puzzle,
            no_removal = no_removal,
            ply = ply
        ),
        PuzzleProblem::Depth { puzzle, depth } => t!(
            "puzzles-file-depth",
            puzzle = puzzle,
            depth = depth,
            max = MAX_DEPTH
        ),
        PuzzleProblem::Tempting {
            puzzle,
            tempting,
            turns,
        } => t!(
            "puzzles-file-tempting",
            puzzle = puzzle,
            tempting = tempting,
            turns = turns
        ),
        PuzzleProblem::OneWinAtOnce { puzzle } => t!("puzzles-file-one-win", puzzle = puzzle),
        PuzzleProblem::AnyMillAtOnce { puzzle } => t!("puzzles-file-any-mill", puzzle = puzzle),
    }
}

/// Why a line is not proved.
pub fn certify_error(err: &CertifyError) -> String {
    match err {
        CertifyError::Over => t!("certify-over"),
        CertifyError::NotCovered { turn } => t!("certify-not-covered", turn = *turn),
        CertifyError::NotAPuzzle { value } => t!("certify-lost", value = value_words(*value)),
        CertifyError::WrongGoal { value, .. } => {
            t!("certify-wrong-goal", value = value_words(*value))
        }
        CertifyError::Illegal { turn, text } => {
            t!("certify-illegal", turn = *turn, played = text.as_str())
        }
        CertifyError::NotWinning { turn, text, value } => t!(
            "certify-not-winning",
            turn = *turn,
            played = text.as_str(),
            value = value_words(*value)
        ),
        CertifyError::NotHolding { turn, text, value } => t!(
            "certify-not-holding",
            turn = *turn,
            played = text.as_str(),
            value = value_words(*value)
        ),
        CertifyError::SecondWin { turn, text, other } => t!(
            "certify-second-win",
            turn = *turn,
            played = text.as_str(),
            other = other.as_str()
        ),
        CertifyError::SecondHold { turn, text, other } => t!(
            "certify-second-hold",
            turn = *turn,
            played = text.as_str(),
            other = other.as_str()
        ),
        CertifyError::ShortDefence { turn, text, longer } => t!(
            "certify-short-defence",
            turn = *turn,
            played = text.as_str(),
            longer = longer.as_str()
        ),
        CertifyError::Unfinished => t!("certify-unfinished"),
        CertifyError::PastTheEnd { turn } => t!("certify-past-the-end", turn = *turn),
        CertifyError::LongHold { turns } => t!("certify-long-hold", turns = *turns),
        CertifyError::TooLong { turns } => {
            t!("certify-too-long", turns = *turns, most = MAX_SOLVER_TURNS)
        }
        CertifyError::WrongTheme { claimed, found } => t!(
            "certify-wrong-theme",
            claimed = theme(*claimed),
            found = theme(*found)
        ),
        CertifyError::NotForced { turns } => t!("certify-not-forced", turns = *turns),
        CertifyError::AtOnce => t!("certify-at-once"),
        CertifyError::NotForcing { turn, text } => {
            t!("certify-not-forcing", turn = *turn, played = text.as_str())
        }
        CertifyError::NotStopping { text } => t!("certify-not-stopping", played = text.as_str()),
        CertifyError::TooCostly { positions } => {
            t!("certify-too-costly", positions = *positions)
        }
    }
}

/// A table value for the side to move: "a win in 5 turns".
fn value_words(value: Value) -> String {
    match value {
        Value::Win(n) => t!("certify-value-win", turns = n),
        Value::Loss(n) => t!("certify-value-loss", turns = n),
        Value::Draw => t!("certify-value-draw"),
    }
}
