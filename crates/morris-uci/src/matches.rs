//! A match: two players (engines in child processes or our AI in this one)
//! play a series of refereed games from shared random openings, each opening
//! once with each colour; each step is reported as a [`MatchEvent`] as it
//! happens, and the caller words the log.
//! With an SPRT the match ends as soon as the test decides, after a pair.

use std::fmt;

use morris_ai::search::{Level, LevelError, Limits};
use morris_core::record::{Tags, write_record};
use morris_core::{Color, Game};

use crate::child::{ChildConfig, ChildEngine, SpawnError};
use crate::forfeit::Forfeit;
use crate::match_config::MatchConfig;
use crate::match_events::MatchEvent;
use crate::match_report::MatchReport;
use crate::opening::{Random, random_opening};
use crate::options::DEFAULT_ENGINE_LEVEL;
use crate::player::{AiPlayer, Player};
use crate::referee::{play_game, play_game_on_clock};
use crate::sprt::{Pairs, Sprt};
use crate::tally::Tally;
use crate::words::{WordsError, split_words};

/// Why a match could not start.
#[derive(Debug, thiserror::Error)]
pub enum MatchError {
    #[error("{spec}")]
    Level {
        spec: String,
        #[source]
        source: LevelError,
    },
    #[error(transparent)]
    Words(#[from] WordsError),
    #[error(transparent)]
    Spawn(#[from] SpawnError),
}

/// An engine that started but failed its handshake: it loses its games.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("engine {name:?} did not start: {forfeit}")]
pub struct NotStarted {
    pub name: String,
    pub forfeit: Forfeit,
}

/// Two players, ready to play.
pub struct Match {
    config: MatchConfig,
    specs: [String; 2],
    players: [Box<dyn Player>; 2],
    not_started: Vec<NotStarted>,
}

impl fmt::Debug for Match {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Match")
            .field("config", &self.config)
            .field("specs", &self.specs)
            .finish_non_exhaustive()
    }
}

impl Match {
    /// Starts both players. An engine is `self[:LEVEL]` for our AI in this
    /// process, or a command line (quotes group words, as in a shell).
    pub fn start(config: MatchConfig, specs: [String; 2]) -> Result<Match, MatchError> {
        let mut not_started = Vec::new();
        let mut player = |i: usize| -> Result<Box<dyn Player>, MatchError> {
            let seed = config.seed.wrapping_add(i as u64);
            if let Some(level) = in_process_level(&specs[i]) {
                let level = level.map_err(|source| MatchError::Level {
                    spec: specs[i].clone(),
                    source,
                })?;
                let limits = Limits::default().with_time(config.move_time);
                let name = format!("morris AI level {level} (in-process)");
                return Ok(Box::new(AiPlayer::new(level, limits, seed).named(name)));
            }
            let engine = ChildEngine::start(ChildConfig {
                argv: split_words(&specs[i])?,
                options: variant_options(&config),
                move_time: config.move_time,
                margin: config.margin,
            })?;
            if let Some(forfeit) = engine.startup_problem() {
                not_started.push(NotStarted {
                    name: engine.name().to_string(),
                    forfeit: forfeit.clone(),
                });
            }
            Ok(Box::new(engine))
        };
        let players = [player(0)?, player(1)?];
        Ok(Match {
            config,
            specs,
            players,
            not_started,
        })
    }

    /// The engines that failed their first handshake.
    pub fn not_started(&self) -> &[NotStarted] {
        &self.not_started
    }

    /// Plays the games, telling `on` each step as it happens (see
    /// [`MatchEvent`]); an error from `on` stops the match and is returned.
    pub fn play<E>(
        &mut self,
        mut on: impl FnMut(MatchEvent<'_>) -> Result<(), E>,
    ) -> Result<MatchReport, E> {
        let config = &self.config;
        on(MatchEvent::Started(config))?;
        for (number, (player, spec)) in (1..).zip(self.players.iter().zip(&self.specs)) {
            on(MatchEvent::Engine {
                number,
                name: player.name(),
                spec,
                in_process: in_process_level(spec).and_then(Result::ok),
            })?;
        }
        let names = record_names(&self.players);
        let mut random = Random::new(config.seed);
        let mut opening = Game::new(config.rules.clone());
        let mut tally = Tally::default();
        let mut records = Vec::new();
        // Engine 1's score in the pair being played, and in each finished pair.
        let mut pair = Tally::default();
        let mut pairs = Pairs::default();
        let mut verdict = None;
        for g in 0..config.games {
            if g % 2 == 0 {
                // Pair by pair, the starts in turn.
                let start = config
                    .starts
                    .get((g as usize / 2) % config.starts.len().max(1));
                opening = random_opening(&config.rules, start, config.openings, &mut random);
                pair = Tally::default();
            }
            // Engine 1 is White in the even games, so each opening is played both ways.
            let first_color = if g % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            let [one, two] = &mut self.players;
            let (white, black) = if first_color == Color::White {
                (one, two)
            } else {
                (two, one)
            };
            let players: [&mut dyn Player; 2] = [white.as_mut(), black.as_mut()];
            let end = match config.clock {
                None => play_game(opening.clone(), players, config.max_turns),
                Some(clock) => play_game_on_clock(
                    opening.clone(),
                    players,
                    config.max_turns,
                    clock,
                    config.margin,
                ),
            };
            tally.add(end.winner(), first_color);
            pair.add(end.winner(), first_color);
            let engine_of = |c: Color| if c == first_color { 1 } else { 2 };
            on(MatchEvent::GameOver {
                number: g + 1,
                games: config.games,
                white: engine_of(Color::White),
                finished: &end,
                tally,
            })?;
            // The records keep the English words: they are machine output.
            let mut termination = end.reason();
            if let Some((side, forfeit)) = end.forfeit() {
                on(MatchEvent::Forfeit {
                    engine: engine_of(side),
                    side,
                    forfeit,
                })?;
                termination = format!("{termination}: {forfeit}");
            }
            let name = |c: Color| names[usize::from(engine_of(c)) - 1].as_str();
            let mut tags = Tags::new()
                .with("Event", "morris match")
                .with("Round", (g + 1).to_string())
                .with("White", name(Color::White))
                .with("Black", name(Color::Black))
                .with("Result", end.result());
            if let Some(clock) = config.clock {
                // As PGN writes it: seconds, `BASE+INC`.
                tags.set("TimeControl", clock.pgn_tag());
            }
            tags.set("Termination", termination);
            records.push(write_record(&end.game, &tags));
            on(MatchEvent::Recorded(&records))?;
            if g % 2 == 1 {
                pairs.add(pair);
                if let Some(sprt) = config.sprt {
                    let llr = sprt.llr(&pairs);
                    on(MatchEvent::Llr { sprt, llr })?;
                    verdict = Sprt::verdict(llr);
                    if verdict.is_some() {
                        break;
                    }
                }
            }
        }
        for (engine, player) in (1..).zip(&self.players) {
            if player.restarts() > 0 {
                let times = player.restarts();
                on(MatchEvent::Restarted { engine, times })?;
            }
        }
        let report = MatchReport {
            tally,
            records,
            sprt: config.sprt,
            pairs,
            verdict,
        };
        on(MatchEvent::Finished(&report))?;
        Ok(report)
    }
}

/// `Some` with the level of `self` or `self:LEVEL`; `None` for a command.
fn in_process_level(spec: &str) -> Option<Result<Level, LevelError>> {
    match spec.strip_prefix("self") {
        Some("") => Some(Ok(DEFAULT_ENGINE_LEVEL)),
        Some(rest) => rest.strip_prefix(':').map(str::parse),
        None => None,
    }
}

/// Names for the records that tell the two apart, also when both engines give the same.
fn record_names(players: &[Box<dyn Player>; 2]) -> Vec<String> {
    if players[0].name() == players[1].name() {
        (1..=2)
            .map(|i| format!("{} (engine {i})", players[i - 1].name()))
            .collect()
    } else {
        players.iter().map(|p| p.name().to_string()).collect()
    }
}

/// The `setoption` lines that give a child engine our variant.
fn variant_options(config: &MatchConfig) -> Vec<String> {
    let rules = &config.rules;
    let mut options = Vec::new();
    match &config.rules_file {
        Some(path) => options.push(format!("setoption name RulesFile value {}", path.display())),
        None => options.push(format!("setoption name Variant value {}", rules.id())),
    }
    if rules.flying_offered() && !rules.flying_enabled() {
        options.push("setoption name Flying value false".to_string());
    }
    options
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use super::*;

    #[test]
    fn self_names_our_ai_and_anything_else_a_command() {
        assert_eq!(in_process_level("self"), Some(Ok(DEFAULT_ENGINE_LEVEL)));
        assert_eq!(in_process_level("self:3"), Level::new(3).map(Ok));
        assert!(matches!(in_process_level("self:12"), Some(Err(_))));
        assert_eq!(in_process_level("selfish-engine"), None);
        assert_eq!(in_process_level("morris engine"), None);
    }

    /// A quick match: Three Men's Morris, levels that stop at a fixed depth.
    fn three_mens_morris(games: u32, sprt: Option<Sprt>) -> MatchConfig {
        MatchConfig {
            rules: Arc::new(morris_core::catalog::shipped("three-mens-morris").unwrap()),
            rules_file: None,
            games,
            move_time: Duration::from_millis(5),
            clock: None,
            margin: Duration::from_millis(100),
            starts: Vec::new(),
            openings: 0,
            max_turns: 40,
            seed: 3,
            sprt,
        }
    }

    /// The name of each event, in order, of a two-game match under an SPRT.
    #[test]
    fn a_match_reports_its_steps_in_order() {
        let config = three_mens_morris(2, Some(Sprt::new(0.0, 20.0).unwrap()));
        let specs = ["self:1".to_string(), "self:2".to_string()];
        let mut series = Match::start(config, specs).unwrap();
        let mut seen = Vec::new();
        let report = series
            .play(|event| {
                seen.push(match event {
                    MatchEvent::Started(config) => format!("started {}", config.games),
                    MatchEvent::Engine {
                        number, in_process, ..
                    } => {
                        format!("engine {number} {in_process:?}")
                    }
                    MatchEvent::GameOver {
                        number,
                        white,
                        tally,
                        ..
                    } => {
                        format!("game {number} white {white} played {}", tally.games())
                    }
                    MatchEvent::Forfeit { engine, .. } => format!("forfeit {engine}"),
                    MatchEvent::Recorded(records) => format!("recorded {}", records.len()),
                    MatchEvent::Llr { .. } => "llr".to_string(),
                    MatchEvent::Restarted { engine, .. } => format!("restarted {engine}"),
                    MatchEvent::Finished(report) => format!("finished {}", report.tally.games()),
                });
                Ok::<(), ()>(())
            })
            .unwrap();
        let level = |n| Some(Level::new(n).unwrap());
        assert_eq!(
            seen,
            [
                "started 2".to_string(),
                format!("engine 1 {:?}", level(1)),
                format!("engine 2 {:?}", level(2)),
                "game 1 white 1 played 1".to_string(),
                "recorded 1".to_string(),
                "game 2 white 2 played 2".to_string(),
                "recorded 2".to_string(),
                "llr".to_string(),
                "finished 2".to_string(),
            ]
        );
        assert_eq!(report.records.len(), 2);
        assert!(report.llr().is_some_and(f64::is_finite));
    }

    #[test]
    fn an_error_from_the_caller_stops_the_match() {
        let config = three_mens_morris(4, None);
        let specs = ["self:1".to_string(), "self:1".to_string()];
        let mut series = Match::start(config, specs).unwrap();
        let mut games = 0;
        let stopped = series.play(|event| match event {
            MatchEvent::GameOver { .. } => {
                games += 1;
                Err("closed")
            }
            _ => Ok(()),
        });
        assert_eq!(stopped.unwrap_err(), "closed");
        assert_eq!(games, 1);
    }

    #[test]
    fn a_match_on_a_clock_writes_its_time_control() {
        let mut config = three_mens_morris(2, None);
        config.clock = Some("2s+0.05s".parse().unwrap());
        let specs = ["self:2".to_string(), "self:3".to_string()];
        let mut series = Match::start(config, specs).unwrap();
        let report = series.play(|_| Ok::<(), ()>(())).unwrap();
        assert_eq!(report.records.len(), 2);
        for record in &report.records {
            assert!(record.contains("[TimeControl \"2+0.05\"]"), "{record}");
            assert!(!record.contains("out of time"), "{record}");
        }
    }
}
