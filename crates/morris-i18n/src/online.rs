//! The online game's words, in every front end: refusals, results and
//! clocks, in the player's language.

use crate::{t, words};
use morris_learn::drills::Day;
use morris_online::{
    ArchivedGameView, EndReason, Failure, GameResult, IntentError, Offer, RangeError, Refusal,
    RefusalCode, RefusalFacts, SeekView, Side, VariantRating, rating_in, whole_rating,
};

pub fn side(side: Side) -> String {
    words::color(side.into())
}

/// The opponent said no to this player's offer or request.
pub fn declined(offer: Offer) -> String {
    match offer {
        Offer::Draw => t!("online-declined-draw"),
        Offer::Takeback => t!("online-declined-takeback"),
        Offer::Rematch => t!("online-declined-rematch"),
    }
}

/// `White wins (time)`, `draw (agreement)`.
pub fn result(result: GameResult) -> String {
    let why = match result.reason {
        EndReason::Agreement => t!("online-end-agreement"),
        EndReason::Time => t!("online-end-time"),
        EndReason::Abandoned => t!("online-end-abandoned"),
        EndReason::Reduced => words::reason(morris_core::EndReason::Reduced),
        EndReason::Blocked => words::reason(morris_core::EndReason::Blocked),
        EndReason::MillClosed => words::reason(morris_core::EndReason::MillClosed),
        EndReason::Repetition => words::reason(morris_core::EndReason::Repetition),
        EndReason::NoRemoval => words::reason(morris_core::EndReason::NoRemoval),
        EndReason::FullBoard => words::reason(morris_core::EndReason::FullBoard),
        EndReason::Resignation => words::reason(morris_core::EndReason::Resignation),
    };
    match result.winner {
        Some(s) => t!("outcome-win", side = side(s), reason = why),
        None => t!("outcome-draw", reason = why),
    }
}

/// A lobby player's name, or the word for a player without one.
pub fn player_name(name: &Option<String>) -> String {
    name.clone().unwrap_or_else(|| t!("lobby-anonymous"))
}

/// "Your Three Men's Morris rating: 1500 → 1662 (+162)": what a rated game
/// of the archive did to `side`'s rating; `None` when it was not rated.
pub fn rating_change(archived: &ArchivedGameView, side: Side) -> Option<String> {
    let change = match side {
        Side::White => archived.white_rating,
        Side::Black => archived.black_rating,
    }?;
    Some(t!(
        "lobby-rating-change",
        variant = archived.variant_name.as_str(),
        before = format!("{:.0}", change.before),
        after = format!("{:.0}", change.after),
        change = format!("{:+.0}", change.after - change.before)
    ))
}

/// `three-mens-morris: 1338? ± 290 (1 game)`: a line of a player's page.
pub fn variant_rating(rating: &VariantRating) -> String {
    t!(
        "lobby-player-rating",
        variant = rating.variant.as_str(),
        rating = rating.rating.shown(),
        deviation = format!("{:.0}", rating.rating.deviation),
        games = rating.rating.games
    )
}

/// `r7-1  2026-12-07  Ada – Bo_2  1-0  Three Men's Morris (rated)`: a game of the archive.
pub fn archived_game(game: &ArchivedGameView) -> String {
    let rated = if game.rated {
        format!(" ({})", t!("lobby-rated"))
    } else {
        String::new()
    };
    t!(
        "lobby-archive-line",
        id = game.id.as_str(),
        date = day(game.finished_ms),
        white = player_name(&game.white),
        black = player_name(&game.black),
        result = game.result.as_str(),
        variant = game.variant_name.as_str(),
        rated = rated
    )
}

/// `2026-12-07 · Three Men's Morris: 1500 → 1662 (+162)`: what a rated game
/// did to the rating of the player `name`; `None` for a game not rated or not theirs.
pub fn rating_history_line(game: &ArchivedGameView, name: &str) -> Option<String> {
    let is = |player: &Option<String>| {
        player
            .as_deref()
            .is_some_and(|p| p.eq_ignore_ascii_case(name))
    };
    let change = match (is(&game.white), is(&game.black)) {
        (true, false) => game.white_rating?,
        (false, true) => game.black_rating?,
        _ => return None,
    };
    Some(t!(
        "lobby-history-line",
        date = day(game.finished_ms),
        variant = game.variant_name.as_str(),
        before = format!("{:.0}", change.before),
        after = format!("{:.0}", change.after),
        change = format!("{:+.0}", change.after - change.before)
    ))
}

/// A day in UTC, `2026-12-07`, from milliseconds since 1970.
fn day(ms: i64) -> String {
    let (y, m, d) = morris_learn::drills::Day::from_days(ms.div_euclid(86_400_000)).ymd();
    format!("{y:04}-{m:02}-{d:02}")
}

/// Rated or casual, as the lobby's lists say it.
pub fn game_kind(rated: bool) -> String {
    if rated {
        t!("lobby-rated")
    } else {
        t!("lobby-casual")
    }
}

/// Why the server refused, with its details where a person needs them.
pub fn refusal(refusal: &Refusal) -> String {
    let why = match refusal.code {
        RefusalCode::Malformed | RefusalCode::UnsupportedVersion => t!("online-refusal-protocol"),
        RefusalCode::TooLarge => t!("online-refusal-too-large"),
        RefusalCode::RateLimited => t!("online-refusal-rate"),
        RefusalCode::NotInRoom | RefusalCode::AlreadyInRoom => t!("online-refusal-protocol"),
        RefusalCode::UnknownRoom => t!("online-refusal-unknown-room"),
        RefusalCode::WrongSecret => t!("online-refusal-wrong-secret"),
        RefusalCode::InviteUsed => t!("online-refusal-invite-used"),
        RefusalCode::Spectator => t!("online-refusal-spectator"),
        RefusalCode::NotYourSide | RefusalCode::NotYourTurn => t!("online-refusal-not-your-turn"),
        RefusalCode::NotStarted => t!("online-refusal-not-started"),
        RefusalCode::GameOver => t!("move-game-over"),
        RefusalCode::Stale => t!("online-refusal-stale"),
        RefusalCode::IllegalMove => t!("online-refusal-illegal"),
        RefusalCode::NothingPending => t!("online-refusal-nothing-pending"),
        RefusalCode::NotNow => t!("online-refusal-not-now"),
        RefusalCode::UnknownVariant => t!("online-refusal-unknown-variant"),
        RefusalCode::BadRules | RefusalCode::RulesTooLarge => t!("online-refusal-rules"),
        RefusalCode::BadFileName => t!("online-refusal-file-name"),
        RefusalCode::BadClock => t!("online-refusal-clock"),
        RefusalCode::Internal => t!("online-refusal-internal"),
        RefusalCode::BadName => t!("online-refusal-bad-name"),
        RefusalCode::NameTaken => t!("online-refusal-name-taken"),
        RefusalCode::NotNamed => t!("online-refusal-not-named"),
        RefusalCode::NeedsClock => t!("online-refusal-needs-clock"),
        RefusalCode::AlreadySeeking => t!("online-refusal-already-seeking"),
        RefusalCode::UnknownSeek => t!("online-refusal-unknown-seek"),
        RefusalCode::OwnSeek => t!("online-refusal-own-seek"),
        RefusalCode::SameAddress => t!("online-refusal-same-address"),
        RefusalCode::TooManySeeks => t!("online-refusal-too-many-seeks"),
        RefusalCode::BadRange => t!("online-refusal-bad-range"),
        RefusalCode::OutOfRange => t!("online-refusal-out-of-range"),
        RefusalCode::HeldBack => t!("online-refusal-held-back"),
        RefusalCode::WrongPassword => t!("online-refusal-wrong-password"),
        RefusalCode::BadPassword => t!("online-refusal-bad-password"),
        RefusalCode::PasswordTries => t!("online-refusal-password-tries"),
    };
    let more = match refusal.facts {
        Some(facts) => refusal_facts(facts),
        None if refusal.detail.is_empty() => return why,
        None => refusal.detail.clone(),
    };
    t!("online-refusal-more", why = why, more = more)
}

/// The facts of a refusal, in the player's language (the server's detail
/// says the same in English).
fn refusal_facts(facts: RefusalFacts) -> String {
    match facts {
        RefusalFacts::OutOfRange { range, rating } => t!(
            "online-refusal-out-of-range-facts",
            range = range.to_string(),
            rating = rating.to_string()
        ),
        RefusalFacts::HeldBack {
            until_ms,
            games,
            window_secs,
        } => t!(
            "online-refusal-held-back-facts",
            games = games,
            window = span(window_secs),
            until = utc_minute(until_ms)
        ),
    }
}

/// A time as `2026-05-03 14:05` (UTC), rounded up to the minute: not
/// before the moment it names.
fn utc_minute(ms: i64) -> String {
    let minutes = ms.div_euclid(60_000) + i64::from(ms.rem_euclid(60_000) > 0);
    let (year, month, day) = Day::from_days(minutes.div_euclid(24 * 60)).ymd();
    let minute = minutes.rem_euclid(24 * 60);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        minute / 60,
        minute % 60
    )
}

/// A span of time in its largest whole unit: `24 hours`, `90 minutes`, `10 seconds`.
fn span(secs: u64) -> String {
    if secs > 0 && secs.is_multiple_of(3600) {
        t!("online-span-hours", count = secs / 3600)
    } else if secs > 0 && secs.is_multiple_of(60) {
        t!("online-span-minutes", count = secs / 60)
    } else {
        t!("online-span-seconds", count = secs)
    }
}

/// Why a rating range typed cannot be one.
pub fn range_error(error: &RangeError) -> String {
    match error {
        RangeError::Unreadable { text } => t!("online-range-unreadable", text = text.as_str()),
        RangeError::Reversed { min, max } => t!(
            "online-range-reversed",
            min = min.to_string(),
            max = max.to_string()
        ),
    }
}

/// What a seek's line adds for its rating range: the range, and when the
/// reader's `ratings` are known and leave them out, that it is not for them.
pub fn seek_range(seek: &SeekView, ratings: Option<&[VariantRating]>) -> String {
    let Some(range) = seek.range else {
        return String::new();
    };
    let mut said = t!("lobby-seek-range", range = range.to_string());
    if let Some(ratings) = ratings.filter(|r| !seek.admits(r)) {
        let rating = whole_rating(rating_in(ratings, &seek.variant));
        said.push_str(&t!("lobby-seek-not-for-you", rating = rating.to_string()));
    }
    said
}

/// Why the connection closed: its error, or that the server closed it.
pub fn closed(why: Option<&str>) -> String {
    why.map_or_else(|| t!("online-closed"), String::from)
}

/// Why a room was given up.
pub fn failure(failure: &Failure) -> String {
    match failure {
        Failure::Refused(refused) => refusal(refused),
        Failure::Closed(why) => closed(why.as_deref()),
        Failure::NoAnswer => t!("online-no-answer"),
        Failure::Unreadable(why) => t!("online-unreadable", why = why.as_str()),
    }
}

/// Why a turn or a request was not sent.
pub fn intent(error: IntentError) -> String {
    match error {
        IntentError::NotInRoom => t!("online-not-in-room"),
        IntentError::Offline => t!("online-offline"),
        IntentError::Spectator => t!("online-refusal-spectator"),
        IntentError::NotStarted => t!("online-refusal-not-started"),
        IntentError::GameOver => t!("move-game-over"),
        IntentError::NotYourTurn => t!("online-refusal-not-your-turn"),
        IntentError::AwaitingTurn => t!("online-awaiting-turn"),
        IntentError::NothingToAnswer => t!("online-refusal-nothing-pending"),
    }
}

/// `4:05`, or `0:09.5` under ten seconds.
pub fn clock(ms: u64) -> String {
    let secs = ms / 1000;
    if secs < 10 {
        format!("0:{:02}.{}", secs, (ms % 1000) / 100)
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    }
}

/// Where a running clock is said to run low, in seconds: the warning
/// changes as each is passed.
const LOW_CLOCK_SECONDS: [u64; 2] = [30, 10];

/// The warning that the running clock (the side to move's) runs low: "White
/// has less than 30 seconds.", or nothing while it has more.
pub fn clock_low(remaining_ms: [u64; 2], to_move: Side) -> Option<String> {
    let left = remaining_ms[to_move.index()];
    let under = LOW_CLOCK_SECONDS
        .iter()
        .rev()
        .find(|&&seconds| left < seconds * 1000)?;
    Some(t!(
        "online-clock-low",
        side = side(to_move),
        seconds = *under
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_running_clock_is_said_to_run_low_and_in_steps() {
        crate::with_language("en", || {
            assert_eq!(clock_low([31_000, 1_000], Side::White), None);
            assert_eq!(
                clock_low([29_999, 600_000], Side::White).as_deref(),
                Some("White has less than 30 seconds.")
            );
            assert_eq!(
                clock_low([600_000, 9_000], Side::Black).as_deref(),
                Some("Black has less than 10 seconds.")
            );
        })
        .unwrap();
        let french = crate::with_language("fr", || clock_low([600_000, 9_000], Side::Black));
        assert_eq!(
            french.unwrap().as_deref(),
            Some("Noir a moins de 10 secondes.")
        );
    }

    #[test]
    fn a_seek_says_its_range_and_whether_its_reader_may_take_it() {
        use morris_online::{RatingRange, RatingView};
        let seek = SeekView {
            id: "s1".into(),
            player: Some("Ada".into()),
            rating: None,
            variant: "nine-mens-morris".into(),
            variant_name: "Nine Men's Morris".into(),
            clock: None,
            rated: true,
            side: None,
            range: Some(RatingRange {
                min: 1300,
                max: 1450,
            }),
        };
        let rated = |rating| VariantRating {
            variant: "nine-mens-morris".into(),
            rating: RatingView {
                rating,
                deviation: 80.0,
                provisional: false,
                games: 30,
            },
        };
        crate::with_language("en", || {
            assert_eq!(seek_range(&seek, None), ", for ratings 1300-1450");
            // A newcomer (1500) is outside.
            assert_eq!(
                seek_range(&seek, Some(&[])),
                ", for ratings 1300-1450 (not for you: your rating is 1500)"
            );
            assert_eq!(
                seek_range(&seek, Some(&[rated(1449.6)])),
                ", for ratings 1300-1450"
            );
            let open = SeekView {
                range: None,
                ..seek.clone()
            };
            assert_eq!(seek_range(&open, Some(&[rated(900.0)])), "");
        })
        .unwrap();
        let refused = Refusal::new(RefusalCode::OutOfRange, "in English").with_facts(
            RefusalFacts::OutOfRange {
                range: seek.range.unwrap(),
                rating: 1612,
            },
        );
        let french = crate::with_language("fr", || refusal(&refused)).unwrap();
        assert_eq!(
            french,
            "votre classement est hors de la fourchette du défi\u{202f}: \
             le défi est pour les classements 1300-1450\u{202f}; le vôtre est 1612"
        );
    }

    #[test]
    fn a_player_held_back_is_told_until_when_in_their_language() {
        // 2026-05-03 14:04:30.5 UTC: free from 14:05.
        let until_ms = 1_777_817_070_500;
        let refused =
            Refusal::new(RefusalCode::HeldBack, "in English").with_facts(RefusalFacts::HeldBack {
                until_ms,
                games: 3,
                window_secs: 24 * 3600,
            });
        let english = crate::with_language("en", || refusal(&refused)).unwrap();
        assert_eq!(
            english,
            "no rated games for a while: 3 games aborted or abandoned within 24 hours; rated games again from \
             2026-05-03 14:05 UTC"
        );
        let french = crate::with_language("fr", || refusal(&refused)).unwrap();
        assert!(
            french.ends_with(
                "3 parties interrompues ou quittées en 24 heures\u{202f}; \
                 de nouveau des parties classées à partir du 2026-05-03 14:05 UTC"
            ),
            "{french}"
        );
        assert_eq!(utc_minute(until_ms - 30_500), "2026-05-03 14:04");
        crate::with_language("en", || {
            assert_eq!(span(90 * 60), "90 minutes");
            assert_eq!(span(3600), "an hour");
            assert_eq!(span(10), "10 seconds");
        })
        .unwrap();
    }

    #[test]
    fn clocks_read_as_minutes_and_seconds() {
        assert_eq!(clock(245_000), "4:05");
        assert_eq!(clock(9_540), "0:09.5");
        assert_eq!(clock(0), "0:00.0");
        assert_eq!(clock(3_600_000), "60:00");
    }
}
