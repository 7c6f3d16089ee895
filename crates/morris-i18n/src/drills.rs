//! A drill's words: what `morris review --drills` says it added, a drill's
//! heading and task, the verdict on an answer with the best move and the
//! reason, when the drill comes back, the list, and why a drills file is
//! refused. The drills are morris-learn's.

use morris_core::{Move, Rules, move_text};
use morris_learn::drills::{
    Day, Drill, DrillError, DrillProblem, DrillsFileError, Verdict, Waiting,
};

use crate::t;
use crate::words::{self, color};

/// After `review --drills`: how many drills were added, and how many were there already.
pub fn added(added: usize, known: usize, file: &str) -> String {
    t!("drills-added", added = added, known = known, file = file)
}

/// "Drill 1 of 3 (Three Men's Morris): you played c1?? here."
pub fn heading(rules: &Rules, number: usize, count: usize, drill: &Drill) -> String {
    t!(
        "drills-heading",
        number = number,
        count = count,
        variant = words::variant_name(rules),
        played = format!("{}{}", drill.played, drill.mark.symbol())
    )
}

/// What the player is asked.
pub fn task(rules: &Rules, drill: &Drill) -> String {
    let side = drill
        .board(rules)
        .map(|b| color(b.position.side_to_move()))
        .unwrap_or_default();
    t!("drills-task", side = side, played = drill.played.as_str())
}

/// The verdict on `answer`, with the best move the table or the search
/// found and the reason: never a move a drills file can contradict.
pub fn verdict(rules: &Rules, verdict: Verdict, answer: Move) -> String {
    let answer = move_text(rules, answer);
    let how = |exact: bool| match exact {
        true => t!("drills-by-table"),
        false => t!("drills-by-search"),
    };
    let text = |best: Move| move_text(rules, best);
    match verdict {
        Verdict::Best => t!("drills-right-best", answer = answer),
        Verdict::AsGood { exact, best } => {
            t!(
                "drills-right-as-good",
                answer = answer,
                best = text(best),
                how = how(exact)
            )
        }
        Verdict::Played { best: Some(best) } => {
            t!("drills-wrong-played", answer = answer, best = text(best))
        }
        Verdict::Played { best: None } => t!("drills-wrong-played-alone", answer = answer),
        Verdict::Worse { exact, best } => {
            t!(
                "drills-wrong-worse",
                answer = answer,
                best = text(best),
                how = how(exact)
            )
        }
        Verdict::Unscored { best: Some(best) } => {
            t!("drills-wrong-unscored", answer = answer, best = text(best))
        }
        Verdict::Unscored { best: None } => t!("drills-wrong-unscored-alone", answer = answer),
    }
}

/// When the drill comes back.
pub fn next(due: Day, days: u32) -> String {
    t!("drills-next", date = due.to_string(), days = days)
}

/// The session's end: right answers of those given, and drills still due.
pub fn done(right: usize, tried: usize, due: usize) -> String {
    t!("drills-done", right = right, tried = tried, due = due)
}

/// No drill is due today: when the next one is, or that there is none.
pub fn none_due(next: Option<Day>) -> String {
    match next {
        Some(day) => t!("drills-none-due", date = day.to_string()),
        None => t!("drills-none"),
    }
}

/// The list's heading: how many drills, how many due.
pub fn list_heading(count: usize, due: usize, file: &str) -> String {
    t!("drills-list-heading", count = count, due = due, file = file)
}

/// One drill of the list.
pub fn list_line(number: usize, variant: &str, drill: &Drill, due: bool) -> String {
    let played = format!("{}{}", drill.played, drill.mark.symbol());
    let date = drill.schedule.due.to_string();
    match due {
        true => t!(
            "drills-list-due",
            number = number,
            variant = variant,
            played = played,
            date = date
        ),
        false => t!(
            "drills-list-later",
            number = number,
            variant = variant,
            played = played,
            date = date
        ),
    }
}

/// A drill whose variant is not found (a rules file taken away): it waits.
pub fn unknown_variant(number: usize, id: &str) -> String {
    t!("drills-unknown-variant", number = number, id = id)
}

/// A drill that waits: its variant is not found, or its rules changed so
/// that the drill no longer fits them.
pub fn waiting(number: usize, id: &str, why: &Waiting) -> String {
    match why {
        Waiting::Missing => unknown_variant(number, id),
        Waiting::Changed(err) => t!(
            "drills-changed-variant",
            number = number,
            id = id,
            why = drill_error(err)
        ),
    }
}

/// Neither the environment nor a home folder says where the drills file is.
pub fn no_home() -> String {
    t!(
        "drills-no-home",
        var = morris_learn::drills::DRILLS_FILE_VAR,
        home = "HOME"
    )
}

/// The drills file cannot be saved (said after why): answers are not kept.
pub fn answers_not_kept() -> String {
    t!("drills-answers-not-kept")
}

/// A refused drills file was renamed rather than written over.
pub fn kept_aside(aside: &str) -> String {
    t!("drills-kept-aside", aside = aside)
}

/// A refused or unwritable drills file: where, and why.
pub fn file_error(err: &DrillsFileError) -> String {
    let cannot_save = |file: &str, why: String| t!("drills-file-write", file = file, why = why);
    words::data_file_error(err, drill_problem, cannot_save)
}

fn drill_problem(problem: &DrillProblem) -> String {
    match problem {
        DrillProblem::Syntax(message) => t!("drills-file-syntax", message = message.as_str()),
        DrillProblem::TooMany(count) => t!("drills-file-too-many", count = *count),
        DrillProblem::Path { drill, variant } => {
            t!("drills-file-path", drill = *drill, id = variant.as_str())
        }
        DrillProblem::Schedule { drill } => t!("drills-file-schedule", drill = *drill),
        DrillProblem::Drill { drill, source } => {
            t!(
                "drills-file-drill",
                drill = *drill,
                why = drill_error(source)
            )
        }
    }
}

/// Why a drill cannot be set up.
pub fn drill_error(err: &DrillError) -> String {
    let plain = |source| words::plain_move_error(source).unwrap_or_else(|| source.to_string());
    match err {
        DrillError::OtherVariant { drill, rules } => {
            t!(
                "drills-other-variant",
                drill = drill.as_str(),
                rules = rules.as_str()
            )
        }
        DrillError::Position(source) => crate::records::position_error(source),
        DrillError::Played { text, source } => {
            t!(
                "drills-bad-played",
                played = text.as_str(),
                why = plain(source)
            )
        }
        DrillError::Best { text, source } => {
            t!("drills-bad-best", best = text.as_str(), why = plain(source))
        }
        DrillError::BestIsPlayed { text } => t!("drills-best-is-played", played = text.as_str()),
    }
}
