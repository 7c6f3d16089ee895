//! The core's facts in the player's language: sides, results and why a move
//! was refused. The core keeps its English `Display` for logs and machines.

use crate::t;
use morris_core::{
    Color, EndReason, Game, IllegalReason, MoveParseError, Outcome, OwedFrom, PointSet, Position,
    RemovalReason, Rules, TurnEvent, move_text,
};

/// The side's name: `White`, `Blanc`.
pub fn color(c: Color) -> String {
    match c {
        Color::White => t!("color-white"),
        Color::Black => t!("color-black"),
    }
}

/// Why a game ended, as a short phrase.
pub fn reason(reason: EndReason) -> String {
    match reason {
        EndReason::Reduced => t!("end-reduced"),
        EndReason::Blocked => t!("end-blocked"),
        EndReason::MillClosed => t!("end-mill-closed"),
        EndReason::Repetition => t!("end-repetition"),
        EndReason::NoRemoval => t!("end-no-removal"),
        EndReason::FullBoard => t!("end-full-board"),
        EndReason::Resignation => t!("end-resignation"),
    }
}

/// `White wins (no legal move)`.
pub fn outcome(outcome: Outcome) -> String {
    let why = reason(outcome.reason);
    match outcome.winner {
        Some(c) => t!("outcome-win", side = color(c), reason = why),
        None => t!("outcome-draw", reason = why),
    }
}

/// Why the move typed in `pos` was refused.
pub fn move_error(rules: &Rules, pos: &Position, err: &MoveParseError) -> String {
    move_refusal(rules, pos.side_to_move(), Some(pos), err)
}

/// Why `side`'s move was refused, in `pos` when it is known; without it (a
/// move of a record) the examples and the list of choices are left out.
pub fn move_refusal(
    rules: &Rules,
    side: Color,
    pos: Option<&Position>,
    err: &MoveParseError,
) -> String {
    let name = |p: morris_core::Point| rules.point_name(p).to_string();
    let names = |set: PointSet| set.map(name).collect::<Vec<_>>().join(", ");
    let me = color(side);
    // The position's own turns, as examples.
    let example = || {
        let legal = pos?.legal_moves(rules);
        let first = legal.first()?;
        Some(move_text(rules, first.with_removed(PointSet::EMPTY)))
    };
    let legal = || {
        let texts: Vec<String> = pos?
            .legal_moves(rules)
            .iter()
            .map(|m| move_text(rules, *m))
            .collect();
        Some(texts.join(", "))
    };
    if let Some(text) = plain_move_error(err) {
        return text;
    }
    match err {
        MoveParseError::BadRemoval {
            step,
            reason,
            removed,
            ..
        } => {
            let step = move_text(rules, *step);
            match reason {
                RemovalReason::NoMill => t!("removal-no-mill", mv = step),
                RemovalReason::UsedMill => t!("removal-used-mill", mv = step),
                RemovalReason::NotOpponentPiece(p) => {
                    t!("removal-not-opponent", point = name(*p))
                }
                RemovalReason::WrongCount { expected, given } => t!(
                    "removal-wrong-count",
                    mv = step,
                    expected = *expected,
                    given = *given
                ),
                RemovalReason::Protected => t!("removal-protected", points = names(*removed)),
            }
        }
        MoveParseError::Illegal { step, reason, .. } => match *reason {
            IllegalReason::Occupied(p) => t!("illegal-occupied", point = name(p)),
            IllegalReason::NothingInHand => match example() {
                Some(example) => t!("illegal-nothing-in-hand-like", side = me, example = example),
                None => t!("illegal-nothing-in-hand", side = me),
            },
            IllegalReason::MustPlaceFirst { in_hand } => {
                t!("illegal-place-first", side = me, count = in_hand)
            }
            IllegalReason::NotOwnPiece(p) => t!("illegal-not-own", point = name(p), side = me),
            IllegalReason::NotAdjacent { from, to } => {
                t!("illegal-not-adjacent", from = name(from), to = name(to))
            }
            IllegalReason::Marked(p) => t!("illegal-marked", point = name(p)),
            IllegalReason::ClosedWhilePlacing(p) => {
                t!("illegal-closed", point = name(p), side = me)
            }
            IllegalReason::NoPlacing(p) => t!("illegal-no-placing", point = name(p)),
            IllegalReason::OpeningPoints => {
                t!(
                    "illegal-opening",
                    points = names(rules.placement().opening_points())
                )
            }
            IllegalReason::MovingBackIntoMill => t!("illegal-moving-back", side = me),
            IllegalReason::LongerLine => t!(
                "illegal-longer-line",
                length = rules.mills().first().map_or(3, |m| m.len())
            ),
            IllegalReason::PlacingMill => t!("illegal-placing-mill"),
            IllegalReason::RemovalDue => match legal() {
                Some(choices) => t!("illegal-removal-due", side = me, choices = choices),
                None => t!("illegal-removal-due-now", side = me),
            },
            IllegalReason::PassDue => t!("illegal-pass-due", side = me),
            IllegalReason::NotRemovable(p) => match legal() {
                Some(choices) => t!("illegal-not-removable", point = name(p), choices = choices),
                None => t!("illegal-not-removable-now", point = name(p)),
            },
            IllegalReason::NoStepless => {
                match pos.and_then(|p| p.legal_moves(rules).first().copied()) {
                    Some(m) if m.has_step() => t!(
                        "illegal-no-stepless-like",
                        side = me,
                        example = move_text(rules, m.with_removed(PointSet::EMPTY))
                    ),
                    _ => t!("illegal-no-stepless"),
                }
            }
            IllegalReason::NotPlayable => match step.from() {
                None => t!("illegal-placement", point = name(step.to())),
                Some(from) => t!("illegal-move", from = name(from), to = name(step.to())),
            },
        },
        // Worded above, by `plain_move_error`.
        _ => err.to_string(),
    }
}

/// The refusals that need neither the rules nor the position to be worded.
pub fn plain_move_error(err: &MoveParseError) -> Option<String> {
    Some(match err {
        MoveParseError::Empty => t!("move-empty"),
        MoveParseError::Syntax { text, examples } => t!(
            "move-syntax",
            text = text.as_str(),
            placement = examples.placement.as_str(),
            step = examples.step.as_str(),
            removal = examples.removal.as_str()
        ),
        MoveParseError::UnknownPoint(point) => t!("move-unknown-point", point = point.as_str()),
        MoveParseError::GameOver => t!("move-game-over"),
        MoveParseError::RemovalMissing { mv, choices, .. } => t!(
            "move-removal-missing",
            mv = mv.as_str(),
            choices = choices.join(", ")
        ),
        MoveParseError::Illegal { .. } | MoveParseError::BadRemoval { .. } => return None,
    })
}

/// The letter that marks a side's pieces on a text board: `W` and `B` in
/// English, `B` and `N` in French (where a `B` is Blanc's).
pub fn piece_letter(c: Color) -> char {
    let letter = match c {
        Color::White => t!("piece-letter-white"),
        Color::Black => t!("piece-letter-black"),
    };
    letter.chars().next().unwrap_or('?')
}

/// The variant's name in the current language, from its rules file.
pub fn variant_name(rules: &Rules) -> String {
    rules.name_in(crate::language().code).to_string()
}

/// The variant's description in the current language, from its rules file.
pub fn variant_description(rules: &Rules) -> String {
    rules.description_in(crate::language().code).to_string()
}

/// A score as the AI gives it: `win in 5`, `draw`, `+0.32`.
pub fn score(score: morris_ai::search::Score) -> String {
    use morris_ai::search::Score;
    match score {
        Score::Win { turns } => t!("score-win", turns = turns),
        Score::Loss { turns } => t!("score-loss", turns = turns),
        Score::Draw => t!("score-draw"),
        Score::Heuristic(v) => crate::numbers::signed_decimal(f64::from(v) / 100.0, 2),
    }
}

/// One of the player's files (drills, the puzzle standing) refused or
/// unwritable: where, and why; `problem` words what is wrong at a place in
/// it, `cannot_save` a write that failed (the file, and why).
pub(crate) fn data_file_error<P>(
    err: &morris_learn::DataFileError<P>,
    problem: impl Fn(&P) -> String,
    cannot_save: impl Fn(&str, String) -> String,
) -> String {
    use morris_learn::DataFileError;
    match err {
        DataFileError::Io { file, source } => format!("{file}: {}", io_error(source)),
        DataFileError::Write { file, source } => cannot_save(file, io_error(source)),
        DataFileError::At {
            file,
            line,
            col,
            problem: at,
        } => format!("{file}:{line}:{col}: {}", problem(at)),
    }
}

/// A system error: the common kinds in words, the others as the system says them.
pub fn io_error(err: &std::io::Error) -> String {
    use morris_core::safe_file::{FileKind, Refusal, refusal};
    use std::io::ErrorKind;
    if let Some(refused) = refusal(err) {
        return match refused {
            Refusal::NotRegular(FileKind::Folder) => t!("io-is-a-directory"),
            Refusal::NotRegular(FileKind::Fifo) => t!("io-not-regular-fifo"),
            Refusal::NotRegular(FileKind::Device) => t!("io-not-regular-device"),
            Refusal::NotRegular(_) => t!("io-not-regular"),
            Refusal::TooLarge { cap } => t!("io-too-large", megabytes = (*cap >> 20).max(1)),
            Refusal::NamesFolder => t!("io-names-folder"),
            Refusal::Symlink => t!("io-symlink"),
            Refusal::ReadOnly => t!("io-read-only"),
            Refusal::LinkNotFollowed => t!("io-link-not-followed"),
        };
    }
    match err.kind() {
        ErrorKind::NotFound => t!("io-not-found"),
        ErrorKind::PermissionDenied => t!("io-permission-denied"),
        ErrorKind::IsADirectory => t!("io-is-a-directory"),
        // The only data a reader of text refuses: bytes that are not UTF-8.
        ErrorKind::InvalidData => t!("io-not-text"),
        _ => err.to_string(),
    }
}

/// Why a command's outputs were refused, naming the file.
pub fn output_error(err: &morris_core::safe_file::OutputError) -> String {
    use morris_core::safe_file::OutputError;
    let shown = |p: &std::path::Path| p.display().to_string();
    match err {
        OutputError::IsAnInput { output, input } => {
            t!(
                "output-is-an-input",
                output = shown(output),
                input = shown(input)
            )
        }
        OutputError::SameFile { first, second } => {
            t!(
                "output-same-file",
                first = shown(first),
                second = shown(second)
            )
        }
        OutputError::WouldReplace { path } => t!("output-would-replace", path = shown(path)),
        OutputError::Unwritable { path, source } => {
            t!(
                "file-cannot-write",
                path = shown(path),
                why = io_error(source)
            )
        }
    }
}

/// `text` with its control characters escaped (`\0`, `\u{1b}`, `\n`), so
/// that what a file says is shown, never acted on by a terminal or lost.
pub fn visible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_debug());
        } else {
            out.push(c);
        }
    }
    out
}

/// How deep the review looked: the table's exact values, the depths the
/// search reached, and how deep suspected mistakes were searched again.
pub fn review_depth(review: &morris_ai::review::Review) -> String {
    let searched: Vec<&morris_ai::review::TurnReview> =
        review.turns.iter().filter(|t| !t.exact).collect();
    let (Some(low), Some(high)) = (
        searched.iter().map(|t| t.depth).min(),
        searched.iter().map(|t| t.depth).max(),
    ) else {
        return t!("review-view-depth-exact");
    };
    let depth = if low == high {
        low.to_string()
    } else {
        format!("{low}–{high}")
    };
    let exact = review.turns.len() - searched.len();
    let mut text = t!("review-view-depth", depth = depth, exact = exact);
    if let Some(checked) = searched
        .iter()
        .filter_map(|t| t.checked.map(|c| c.depth))
        .max()
    {
        text.push(' ');
        text.push_str(&t!("review-view-depth-checked", depth = checked));
    }
    text
}

/// What was best instead of a marked turn, and how the review knows:
/// exactly from a solved table, or from the deeper search that confirmed
/// the mark (with the score of the move played there). One sentence for
/// the terminal, the desktop game and the page.
pub fn best_instead(rules: &Rules, turn: &morris_ai::review::TurnReview) -> String {
    let mv = move_text(rules, turn.best);
    match turn.checked {
        _ if turn.exact => t!(
            "review-view-best-exact",
            mv = mv,
            score = score(turn.before)
        ),
        Some(checked) if turn.mark.is_some() => t!(
            "review-view-best-checked",
            mv = mv,
            score = score(checked.best),
            played = score(checked.played),
            depth = checked.depth
        ),
        _ => t!("review-view-best", mv = mv, score = score(turn.before)),
    }
}

/// What the rules did in the last turn of `game`, a sentence each: a piece
/// taken from the hand, a used mill that removes nothing, a covered piece,
/// owed removals, a pass...
pub fn last_turn(game: &Game) -> Vec<String> {
    let rules = game.rules();
    let Some(mover) = game
        .moves()
        .len()
        .checked_sub(1)
        .and_then(|i| game.player_of(i))
    else {
        return Vec::new();
    };
    let names = |points: PointSet| {
        points
            .map(|p| rules.point_name(p).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    game.last_turn_events()
        .into_iter()
        .map(|event| match event {
            TurnEvent::TookFromHand { from } => t!("event-took-from-hand", side = color(from)),
            TurnEvent::UsedMillRemovesNothing => t!("event-used-mill"),
            TurnEvent::Covered { points } => {
                t!(
                    "event-covered",
                    points = names(points),
                    side = color(!mover)
                )
            }
            TurnEvent::Marked { points } => {
                t!("event-marked", points = names(points), side = color(!mover))
            }
            TurnEvent::LostPiecesLeft => t!("event-lost-left"),
            TurnEvent::FirstMill { who } => t!("event-first-mill", side = color(who)),
            TurnEvent::BoardFull => t!("event-board-full"),
            TurnEvent::MillsCounted => t!("event-mills-counted"),
            TurnEvent::PlacementStopped => t!("event-placement-stopped"),
            TurnEvent::Owes { who, owed } => match owed.from {
                OwedFrom::Opponent => {
                    t!("event-owes-opponent", side = color(who), count = owed.count)
                }
                OwedFrom::Own => t!("event-owes-own", side = color(who), count = owed.count),
            },
            TurnEvent::PlaysAgain { who } => t!("event-plays-again", side = color(who)),
            TurnEvent::MovesFirst { who } => t!("event-moves-first", side = color(who)),
            TurnEvent::Passed { who } => t!("event-passed", side = color(who)),
            TurnEvent::RemovedWhenBlocked { who } => {
                t!("event-removed-blocked", side = color(who))
            }
            TurnEvent::Captured { points } => t!("event-captured", points = names(points)),
        })
        .collect()
}

/// `text` broken into lines of at most `width` characters, at spaces (the
/// terminal's paragraphs, the printed rules page).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    // Split at breaking spaces only: a no-break space (French puts one
    // before `:` and inside a grouped number) keeps its words on one line.
    let breaking = |c: char| c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{202f}');
    for word in text.split(breaking).filter(|w| !w.is_empty()) {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}
