//! The log of `morris match` in the player's language: one or more lines for
//! each event the match reports. The `--pgn` records stay English.

use std::io::{self, Write};

use morris_ai::search::Level;
use morris_core::Color;
use morris_i18n::{numbers, t, words};
use morris_uci::{
    ALPHA, BETA, End, Finished, Forfeit, MatchEvent, MatchReport, Sprt, Tally, TimeControl,
};

use crate::describe;

/// Writes the lines of `event` to `out`.
pub fn write(out: &mut impl Write, event: MatchEvent<'_>) -> io::Result<()> {
    for line in lines(event) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

fn lines(event: MatchEvent<'_>) -> Vec<String> {
    match event {
        MatchEvent::Started(config) => {
            let games = match config.sprt {
                Some(sprt) => t!(
                    "match-games-sprt",
                    games = config.games,
                    sprt = sprt_words(sprt),
                    alpha = numbers::decimal(ALPHA, 2),
                    beta = numbers::decimal(BETA, 2)
                ),
                None => t!("match-games", games = config.games),
            };
            let time = match config.clock {
                None => t!("match-movetime", ms = millis(config.move_time)),
                Some(clock) => clock_words(clock),
            };
            vec![t!(
                "match-header",
                variant = describe::name(&config.rules),
                games = games,
                time = time,
                margin = millis(config.margin),
                turns = config.openings
            )]
        }
        MatchEvent::Engine {
            number,
            name,
            spec,
            in_process,
        } => {
            let name = in_process.map_or_else(|| name.to_string(), in_process_name);
            vec![t!(
                "match-engine",
                number = number,
                name = name,
                spec = spec
            )]
        }
        MatchEvent::GameOver {
            number,
            games,
            white,
            finished,
            tally,
        } => vec![t!(
            "match-game",
            number = number,
            games = games,
            white = white,
            black = 3 - white,
            white_side = words::color(Color::White),
            black_side = words::color(Color::Black),
            result = finished.result(),
            end = end_words(finished),
            turns = finished.game.moves().len(),
            wins = tally.wins,
            draws = tally.draws,
            losses = tally.losses
        )],
        // Indented under its game; Fluent values cannot start with a space.
        MatchEvent::Forfeit {
            engine,
            side,
            forfeit,
        } => vec![format!(
            "  {}",
            t!(
                "match-forfeit",
                engine = engine,
                side = words::color(side),
                why = forfeit_words(forfeit)
            )
        )],
        MatchEvent::Recorded(_) => Vec::new(),
        MatchEvent::Llr { sprt, llr } => vec![t!(
            "match-llr",
            sprt = sprt_words(sprt),
            llr = numbers::decimal(llr, 2),
            bounds = bounds()
        )],
        MatchEvent::Restarted { engine, times } => {
            vec![t!("match-restarted", engine = engine, times = times)]
        }
        MatchEvent::Finished(report) => summary(report),
    }
}

/// The score, the Elo difference and the test's verdict.
fn summary(report: &MatchReport) -> Vec<String> {
    let tally = report.tally;
    let mut lines = vec![
        t!(
            "match-score",
            wins = tally.wins,
            draws = tally.draws,
            losses = tally.losses,
            points = points(tally.points()),
            games = tally.games(),
            percent = numbers::decimal(tally.score().unwrap_or(0.0) * 100.0, 1)
        ),
        t!("match-elo", elo = elo_words(tally)),
    ];
    if let (Some(sprt), Some(llr)) = (report.sprt, report.llr()) {
        let games = tally.games();
        let verdict = match report.verdict {
            Some(morris_uci::Verdict::H0) => t!("match-h0", games = games),
            Some(morris_uci::Verdict::H1) => t!("match-h1", games = games),
            None => t!("match-undecided", games = games),
        };
        lines.push(t!(
            "match-verdict",
            sprt = sprt_words(sprt),
            verdict = verdict,
            llr = numbers::decimal(llr, 2),
            bounds = bounds()
        ));
    }
    lines
}

/// Our AI playing in this process.
fn in_process_name(level: Level) -> String {
    match level {
        Level::Perfect => t!("match-self-perfect"),
        level => t!("match-self-level", level = level.to_string()),
    }
}

/// `White wins (reduced to too few pieces)`, `draw (stopped after 500 turns)`.
fn end_words(finished: &Finished) -> String {
    match &finished.end {
        End::Rules(outcome) => words::outcome(*outcome),
        End::TurnLimit(turns) => t!(
            "outcome-draw",
            reason = t!("selfplay-stopped", turns = *turns)
        ),
        End::Forfeit {
            side,
            at_start,
            forfeit,
        } => {
            let who = words::color(*side);
            let reason = if *at_start {
                t!("selfplay-did-not-start", side = who)
            } else if matches!(forfeit, Forfeit::OutOfTime { .. }) {
                t!("match-out-of-time", side = who)
            } else {
                t!("selfplay-forfeit", side = who)
            };
            t!("outcome-win", side = words::color(!*side), reason = reason)
        }
    }
}

/// Why an engine forfeited. The engine's own line and the system's detail
/// are shown as they came: they are for the engine's author.
pub fn forfeit_words(forfeit: &Forfeit) -> String {
    match forfeit {
        Forfeit::Illegal { line, reason } => t!(
            "match-illegal",
            line = format!("{line:?}"),
            reason = reason.as_str()
        ),
        Forfeit::Malformed { line, reason } => t!(
            "match-malformed",
            line = format!("{line:?}"),
            reason = reason.as_str()
        ),
        Forfeit::Timeout { waited, expected } => {
            t!("match-timeout", expected = *expected, ms = millis(*waited))
        }
        Forfeit::Crashed { detail } => t!("match-crashed", detail = detail.as_str()),
        Forfeit::OutOfTime { used, left } => t!(
            "match-flag-fell",
            used = millis(*used),
            left = millis(*left)
        ),
    }
}

/// `a clock of 6 s + 0.06 s a move`, `a clock of 60 s`.
fn clock_words(clock: TimeControl) -> String {
    let base = seconds(clock.base());
    if clock.increment().is_zero() {
        t!("match-clock", base = base)
    } else {
        let increment = seconds(clock.increment());
        t!("match-clock-increment", base = base, increment = increment)
    }
}

/// Seconds with the decimals the milliseconds need: `6`, `0.06`, `2.5`.
fn seconds(d: std::time::Duration) -> String {
    let ms = millis(d);
    let places = [1000, 100, 10, 1]
        .iter()
        .position(|unit| ms.is_multiple_of(*unit))
        .unwrap_or(3);
    numbers::decimal(ms as f64 / 1000.0, places)
}

/// `+45 ± 31 (95%)`, `-512 (95%: -inf to -301)`, `+inf (every point to engine 1)`.
fn elo_words(tally: Tally) -> String {
    let Some(e) = tally.elo() else {
        return t!("match-elo-no-games");
    };
    // `+ 0.0` writes an even result as +0, not -0.
    let elo = |x: f64| numbers::signed_decimal(x + 0.0, 0);
    if e.diff == f64::INFINITY {
        t!("match-elo-all-to-one")
    } else if e.diff == f64::NEG_INFINITY {
        t!("match-elo-all-to-two")
    } else if let Some(margin) = e.margin() {
        t!(
            "match-elo-margin",
            diff = elo(e.diff),
            margin = numbers::decimal(margin, 0)
        )
    } else {
        t!(
            "match-elo-interval",
            diff = elo(e.diff),
            low = elo(e.low),
            high = elo(e.high)
        )
    }
}

/// `elo0=0 elo1=20`, each bound as short as it is written.
fn sprt_words(sprt: Sprt) -> String {
    t!(
        "match-sprt",
        elo0 = shortest(sprt.elo0()),
        elo1 = shortest(sprt.elo1())
    )
}

/// `(-2.94, 2.94)`: the LLRs that accept H0 and H1.
fn bounds() -> String {
    let (lower, upper) = Sprt::bounds();
    t!(
        "match-bounds",
        lower = numbers::decimal(lower, 2),
        upper = numbers::decimal(upper, 2)
    )
}

/// Points, with a half when there is one: `210`, `210.5`.
fn points(points: f64) -> String {
    numbers::decimal(points, usize::from(points.fract() != 0.0))
}

/// A number with the decimals Rust's shortest form gives it: `20`, `-2.5`.
fn shortest(x: f64) -> String {
    let text = x.to_string();
    let places = text
        .split_once('.')
        .map_or(0, |(_, decimals)| decimals.len());
    numbers::decimal(x, places)
}

fn millis(d: std::time::Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use morris_i18n::with_language;

    use super::*;

    fn tally(wins: u32, draws: u32, losses: u32) -> Tally {
        Tally {
            wins,
            draws,
            losses,
        }
    }

    #[test]
    fn english_numbers_are_as_the_log_always_wrote_them() {
        with_language("en", || {
            assert_eq!(elo_words(tally(30, 0, 10)), "+191 ± 136 (95%)");
            assert_eq!(elo_words(tally(0, 2, 0)), "+0 ± 0 (95%)");
            assert!(elo_words(tally(0, 1, 9)).starts_with("-512 (95%: -inf to -"));
            assert_eq!(elo_words(Tally::default()), "no games");
            assert_eq!(
                sprt_words(Sprt::new(-2.5, 2.5).unwrap()),
                "elo0=-2.5 elo1=2.5"
            );
            assert_eq!(
                (points(210.0), points(210.5)),
                ("210".into(), "210.5".into())
            );
        })
        .unwrap();
    }

    #[test]
    fn french_numbers_have_a_decimal_comma() {
        with_language("fr", || {
            assert_eq!(elo_words(tally(30, 0, 10)), "+191 ± 136 (95\u{202f}%)");
            assert!(
                elo_words(tally(0, 1, 9)).starts_with("-512 (95\u{202f}%\u{202f}: de -inf à -")
            );
            assert_eq!(
                sprt_words(Sprt::new(-2.5, 2.5).unwrap()),
                "elo0=-2,5 elo1=2,5"
            );
            assert_eq!(points(210.5), "210,5");
            assert_eq!(bounds(), "(-2,94\u{202f}; 2,94)");
        })
        .unwrap();
    }
}
