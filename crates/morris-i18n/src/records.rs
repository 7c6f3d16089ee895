//! Why a game record cannot be read, in the player's language. The core's
//! errors keep their English `Display` for logs; here each typed case is
//! worded again, with its causes.
//!
//! A few details reach us only as the core's English text (a tag's syntax
//! error, the outcome a record contradicts): those are matched against the
//! texts the core writes, and shown as they are when one is new.

use morris_core::record::{FenError, FenField, ImportError, RecordError};
use morris_core::{
    Color, EndReason, LoadError, LoadWarning, MAX_OWED, MoveParseError, OptionsError, Outcome,
    PositionError, RuleState, Rules, SetupError,
};

use crate::t;
use crate::words::{color, move_refusal, outcome, plain_move_error};

/// Why a file could not be read or written, with the system's reason in the
/// player's language where it is a common one.
pub fn file_error(err: &morris_core::record::FileError) -> String {
    use morris_core::record::FileError;
    match err {
        FileError::Read { path, source } => t!(
            "file-cannot-read",
            path = path.display().to_string(),
            why = crate::words::io_error(source)
        ),
        FileError::Write { path, source } => t!(
            "file-cannot-write",
            path = path.display().to_string(),
            why = crate::words::io_error(source)
        ),
        FileError::Record { path, source } => t!(
            "file-cannot-load",
            path = path.display().to_string(),
            why = record_error(source, None)
        ),
    }
}

/// Why a record of ours cannot be read. `rules` are the record's variant
/// when it is known: without them a refused move's reason is left in English.
/// Control characters from the record (a NUL in a tag, say) are shown
/// escaped (`\0`), never passed to the terminal or lost from sight.
pub fn record_error(err: &RecordError, rules: Option<&Rules>) -> String {
    crate::words::visible(&record_error_words(err, rules))
}

fn record_error_words(err: &RecordError, rules: Option<&Rules>) -> String {
    match err {
        RecordError::Empty => t!("record-empty"),
        RecordError::TagSyntax { line, col, reason } => t!(
            "record-tag-syntax",
            line = *line,
            col = *col,
            reason = tag_syntax(reason)
        ),
        RecordError::DuplicateTag { line, name } => {
            t!("record-duplicate-tag", line = *line, name = name.as_str())
        }
        RecordError::Variant { id, source } => {
            let why = match source.downcast_ref::<LoadError>() {
                Some(err) => load_error(err),
                None => source.to_string(),
            };
            t!("record-variant", id = id.as_str(), why = why)
        }
        RecordError::VariantNotAName { id } => t!("record-variant-not-a-name", id = id.as_str()),
        RecordError::BadFlying(value) => t!("record-bad-flying", value = value.as_str()),
        RecordError::Flying(value, source) => t!(
            "record-flying",
            value = value.as_str(),
            why = options_error(source)
        ),
        RecordError::Position(source) => t!("record-position", why = position_error(source)),
        RecordError::Fen { line, reason } => {
            t!("import-fen", line = *line, why = fen_error(reason))
        }
        RecordError::PositionTagsDisagree { line } => {
            t!("record-position-tags-disagree", line = *line)
        }
        RecordError::Unexpected { line, text } => {
            t!("record-unexpected", line = *line, text = text.as_str())
        }
        RecordError::StrayRemoval { line, text } => {
            t!("record-stray-removal", line = *line, text = text.as_str())
        }
        RecordError::UnclosedComment { line } => t!("record-unclosed-comment", line = *line),
        RecordError::UnclosedVariation { line } => t!("record-unclosed-variation", line = *line),
        RecordError::StrayVariation { line } => t!("record-stray-variation", line = *line),
        RecordError::EmptyVariation { line } => t!("record-empty-variation", line = *line),
        RecordError::VariationTooDeep { line } => t!("record-variation-too-deep", line = *line),
        RecordError::BadMark { line, text } => {
            t!("record-bad-mark", line = *line, text = text.as_str())
        }
        RecordError::Truncated => t!("record-truncated"),
        RecordError::TextAfterResult { line, text } => {
            t!(
                "record-text-after-result",
                line = *line,
                text = text.as_str()
            )
        }
        RecordError::ResultTokenMismatch { token, tag } => t!(
            "record-result-token-mismatch",
            token = token.as_str(),
            tag = tag.as_str()
        ),
        RecordError::ResultMismatch { written, actual } => t!(
            "record-result-mismatch",
            written = written.as_str(),
            actual = outcome_from_text(actual)
        ),
        RecordError::IllegalMove {
            label,
            side,
            text,
            line,
            reason,
            ..
        } => t!(
            "record-illegal-move",
            label = label.as_str(),
            text = text.as_str(),
            side = color(*side),
            line = *line,
            why = move_reason(rules, *side, reason)
        ),
    }
}

/// Why another program's record (or ours, read through the importer) cannot be read.
pub fn import_error(err: &ImportError, rules: Option<&Rules>) -> String {
    crate::words::visible(&match err {
        ImportError::BadNumber { line, text, points } => t!(
            "import-bad-number",
            line = *line,
            text = text.as_str(),
            points = *points
        ),
        ImportError::Fen { line, reason } => {
            t!("import-fen", line = *line, why = fen_error(reason))
        }
        ImportError::Record(err) => record_error(err, rules),
    })
}

/// Why a mill FEN (another engine's position) cannot be read.
pub fn fen_error(err: &FenError) -> String {
    match err {
        FenError::Board(points) => t!("fen-board", points = *points),
        FenError::Pieces => t!("fen-pieces"),
        FenError::Side(side) => t!("fen-side", side = side.as_str()),
        FenError::Short => t!("fen-short"),
        FenError::NumberCount(count) => t!("fen-number-count", count = *count),
        FenError::OutOfRange { field, text } => t!(
            "fen-out-of-range",
            field = fen_field(*field),
            text = crate::words::visible(text),
            min = *field.range().start(),
            max = *field.range().end()
        ),
        FenError::Count { field, said, shown } => t!(
            "fen-count",
            field = fen_field(*field),
            said = *said,
            shown = *shown
        ),
        FenError::MidTurn => t!("fen-mid-turn"),
        FenError::Marked => t!("fen-marked"),
        FenError::Setup(err) => t!("fen-setup", why = setup_error(err)),
    }
}

fn fen_field(field: FenField) -> String {
    match field {
        FenField::OnBoard(side) => t!("fen-field-on-board", side = color(side)),
        FenField::InHand(side) => t!("fen-field-in-hand", side = color(side)),
        FenField::Owed(side) => t!("fen-field-owed", side = color(side)),
        FenField::LastMillFrom(side) => t!("fen-field-last-mill-from", side = color(side)),
        FenField::LastMillTo(side) => t!("fen-field-last-mill-to", side = color(side)),
        FenField::NoRemoval => t!("fen-field-no-removal"),
        FenField::MoveNumber => t!("fen-field-move-number"),
    }
}

/// Why a position string does not fit the variant.
pub fn position_error(err: &PositionError) -> String {
    match err {
        PositionError::FieldCount(found) => t!("position-field-count", found = *found),
        PositionError::NotABoard { text, expected } => t!(
            "position-not-a-board",
            text = crate::words::visible(text),
            expected = *expected
        ),
        PositionError::BoardLength { found, expected } => t!(
            "position-board-length",
            found = *found,
            expected = *expected
        ),
        PositionError::BadPiece { ch, point } => t!(
            "position-bad-piece",
            ch = ch.to_string(),
            point = point.as_str()
        ),
        PositionError::BadSide(side) => t!("position-bad-side", side = side.as_str()),
        PositionError::BadNumber { field, text } => t!(
            "position-bad-number",
            field = position_field(field),
            text = text.as_str()
        ),
        PositionError::BadUsed(text) => t!("position-bad-used", text = text.as_str()),
        PositionError::BadCovered(text) => t!("position-bad-covered", text = text.as_str()),
        PositionError::BadOwed(text) => t!("position-bad-owed", text = text.as_str()),
        PositionError::BadFirstMill(text) => t!("position-bad-first-mill", text = text.as_str()),
        PositionError::BadMillStep(text) => t!("position-bad-mill-step", text = text.as_str()),
        PositionError::Invalid(err) => setup_error(err),
    }
}

/// Why pieces and hands make no position of the variant.
pub fn setup_error(err: &SetupError) -> String {
    match err {
        SetupError::OffBoard { index, points } => {
            t!("setup-off-board", index = *index, points = *points)
        }
        SetupError::Overlap { point } => t!("setup-overlap", point = point.as_str()),
        SetupError::TooManyPieces {
            color: c,
            count,
            max,
        } => t!(
            "setup-too-many-pieces",
            side = color(*c),
            count = *count,
            max = *max
        ),
        SetupError::BothWon => t!("setup-both-won"),
        SetupError::NotInRules(state) => t!("setup-not-in-rules", state = rule_state(*state)),
        SetupError::OnlyWhilePlacing(state) => {
            t!("setup-only-while-placing", state = rule_state(*state))
        }
        SetupError::OnlyAfterPlacing(state) => {
            t!("setup-only-after-placing", state = rule_state(*state))
        }
        SetupError::MarkedHoldsPiece { point } => {
            t!("setup-marked-holds-piece", point = point.as_str())
        }
        SetupError::CoveredEmpty { point } => t!("setup-covered-empty", point = point.as_str()),
        SetupError::TooManyOwed { color: c, count } => t!(
            "setup-too-many-owed",
            side = color(*c),
            count = *count,
            max = MAX_OWED
        ),
        SetupError::MillStepInPlace { color: c, point } => t!(
            "setup-mill-step-in-place",
            side = color(*c),
            point = point.as_str()
        ),
    }
}

/// A part of the state only some rules keep, as a setup's error names it.
fn rule_state(state: RuleState) -> String {
    match state {
        RuleState::UsedMills => t!("state-used-mills"),
        RuleState::Marked => t!("state-marked"),
        RuleState::Covered => t!("state-covered"),
        RuleState::Owed => t!("state-owed"),
        RuleState::OwedOwnPieces => t!("state-owed-own-pieces"),
        RuleState::FirstMill => t!("state-first-mill"),
        RuleState::MillStep => t!("state-mill-step"),
    }
}

/// Why a game's options (flying switched off) do not fit the variant.
pub fn options_error(err: &OptionsError) -> String {
    match err {
        OptionsError::FlyingNotOffered { variant } => {
            t!("options-flying-not-offered", variant = variant.as_str())
        }
        OptionsError::FlyingNotOptional { variant } => {
            t!("options-flying-not-optional", variant = variant.as_str())
        }
    }
}

/// Why a variant could not be found or read. A rules file's own errors are
/// for the rules' author and stay as the checker writes them.
pub fn load_error(err: &LoadError) -> String {
    match err {
        LoadError::Io { path, source } => t!(
            "file-cannot-read",
            path = path.display().to_string(),
            why = crate::words::io_error(source)
        ),
        LoadError::Rules(err) => err.to_string(),
        LoadError::UnknownVariant { id, known } => t!(
            "unknown-variant",
            id = id.as_str(),
            known = known.join(", ")
        ),
    }
}

/// What loading a variant found worth saying, though it loaded.
pub fn load_warning(warning: &LoadWarning) -> String {
    match warning {
        LoadWarning::BaseStandIn(stand_in) => t!(
            "rules-base-stand-in",
            id = stand_in.id.as_str(),
            path = stand_in.origin.as_str()
        ),
        // One the core added since: its English words.
        other => other.to_string(),
    }
}

/// Every warning of `rules`, one a line, for a front end's notice; `None`
/// when there is none.
pub fn load_warnings(rules: &Rules) -> Option<String> {
    let lines: Vec<String> = rules.warnings().iter().map(load_warning).collect();
    (!lines.is_empty()).then(|| lines.join("\n"))
}

/// Why a move of a record cannot be played. The record's position at that
/// move is not known here: the reason is worded from the move alone.
fn move_reason(rules: Option<&Rules>, side: Color, err: &MoveParseError) -> String {
    match rules {
        Some(rules) => move_refusal(rules, side, None, err),
        None => plain_move_error(err).unwrap_or_else(|| err.to_string()),
    }
}

/// A tag's syntax error, from the texts the core's tag reader writes.
fn tag_syntax(reason: &str) -> String {
    match reason {
        "a tag needs a name of letters, digits and '_': [Name \"value\"]" => t!("tag-no-name"),
        "the tag value must be in double quotes: [Name \"value\"]" => t!("tag-no-quotes"),
        "the tag value has no closing quote" => t!("tag-unclosed-quote"),
        "only \\\" and \\\\ may follow a backslash in a tag value" => t!("tag-bad-escape"),
        "the tag must end with ']' after its value" => t!("tag-no-bracket"),
        "nothing may follow a tag on its line" => t!("tag-trailing-text"),
        other => other.to_string(),
    }
}

/// A field of a position string, as the core names it.
fn position_field(field: &str) -> String {
    match field {
        "white in hand" => t!("position-field-white-hand"),
        "black in hand" => t!("position-field-black-hand"),
        "turns without removal" => t!("position-field-no-removal"),
        "turns played" => t!("position-field-turns"),
        other => other.to_string(),
    }
}

/// The outcome the core wrote in English (`White wins (three in a row)`),
/// found among every outcome and worded again.
fn outcome_from_text(text: &str) -> String {
    const REASONS: [EndReason; 7] = [
        EndReason::Reduced,
        EndReason::Blocked,
        EndReason::MillClosed,
        EndReason::Repetition,
        EndReason::NoRemoval,
        EndReason::FullBoard,
        EndReason::Resignation,
    ];
    let winners = [Some(Color::White), Some(Color::Black), None];
    winners
        .into_iter()
        .flat_map(|winner| REASONS.map(|reason| Outcome { winner, reason }))
        .find(|o| o.to_string() == text)
        .map_or_else(|| text.to_string(), outcome)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::with_language;
    use morris_core::catalog;
    use morris_core::record::read_record;

    fn error_of(text: &str) -> RecordError {
        read_record(text, catalog::resolve).unwrap_err()
    }

    fn french(err: &RecordError, rules: Option<&Rules>) -> String {
        with_language("fr", || record_error(err, rules)).unwrap()
    }

    #[test]
    fn a_control_character_from_the_record_is_shown_escaped() {
        for text in [
            "[Variant \"nine\u{0}mens\"]\n\n*\n",
            "[Variant \"three-mens-morris\"]\n\n1. b2 a\u{1b}[2J *\n",
        ] {
            let err = error_of(text);
            for words in [record_error(&err, None), french(&err, None)] {
                assert!(!words.chars().any(char::is_control), "{words:?}");
                assert!(
                    words.contains("\\0") || words.contains("\\u{1b}"),
                    "{words:?}"
                );
            }
        }
    }

    #[test]
    fn a_truncated_record_in_french() {
        let err = error_of("[Variant \"three-mens-morris\"]\n\n1. b2 a1\n");
        assert_eq!(
            french(&err, None),
            "la partie s’arrête sans résultat (1-0, 0-1, 1/2-1/2 ou *)\u{202f}; le fichier est-il coupé\u{202f}?"
        );
    }

    #[test]
    fn a_bad_tag_and_an_unknown_variant_in_french() {
        let err = error_of("[Variant three-mens-morris]\n\n1. b2 *\n");
        assert_eq!(
            french(&err, None),
            "ligne 1, colonne 10\u{202f}: la valeur d’une balise s’écrit entre guillemets droits\u{202f}: [Nom \"valeur\"]"
        );
        let err = error_of("[Variant \"no-such-mill\"]\n\n1. b2 *\n");
        let text = french(&err, None);
        assert!(
            text.starts_with(
                "impossible de charger la variante «\u{202f}no-such-mill\u{202f}»\u{202f}: variante inconnue"
            ),
            "{text}"
        );
    }

    #[test]
    fn an_illegal_move_names_the_point_in_french() {
        let rules = catalog::shipped("three-mens-morris").unwrap();
        let err = error_of("[Variant \"three-mens-morris\"]\n\n1. b2 b2 *\n");
        assert_eq!(
            french(&err, Some(&rules)),
            "le coup 1... b2 (Noir, ligne 3) ne peut pas être joué\u{202f}: b2 est déjà occupé"
        );
        // Without the rules, the point names are unknown: the core's English stays.
        assert!(french(&err, None).ends_with(": b2 is not empty"));
    }

    #[test]
    fn a_contradicted_result_names_the_outcome_in_french() {
        let err = error_of("[Variant \"three-mens-morris\"]\n\n1. a1 c1 2. a2 c2 3. a3 0-1\n");
        let text = french(&err, None);
        assert!(text.contains("Blanc gagne"), "{text}");
        assert!(!text.contains("wins"), "{text}");
    }
}
