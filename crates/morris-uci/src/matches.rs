//! A match: two players (engines in child processes or our AI in this one)
//! play a series of refereed games from shared random openings, each opening
//! once with each colour; the log goes to any writer, line by line as games end.
//! With an SPRT the match ends as soon as the test decides, after a pair.

use std::fmt;
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use morris_ai::search::{Level, LevelError, Limits};
use morris_core::record::{Tags, write_record};
use morris_core::{Color, Game, Rules};

use crate::child::{ChildConfig, ChildEngine, SpawnError};
use crate::elo::describe_elo;
use crate::opening::{Random, random_opening};
use crate::options::DEFAULT_ENGINE_LEVEL;
use crate::player::{AiPlayer, Forfeit, Player};
use crate::referee::play_game;
use crate::sprt::{ALPHA, BETA, Pairs, Sprt, Verdict};
use crate::tally::Tally;
use crate::words::{WordsError, split_words};

/// How a match is played.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    pub rules: Arc<Rules>,
    /// The rules file the rules were read from, for child engines to read too;
    /// `None` for a listed variant, which they are given by id.
    pub rules_file: Option<PathBuf>,
    /// How many games, or with `sprt` the most; a last game without its pair
    /// counts in the score but not in the test.
    pub games: u32,
    /// Thinking time per move.
    pub move_time: Duration,
    /// Extra time a child engine gets before a missing reply loses.
    pub margin: Duration,
    /// Random turns that open each pair of games.
    pub openings: usize,
    /// A game still going after this many turns is a draw.
    pub max_turns: usize,
    /// Seed of the openings and of the in-process AI's choices.
    pub seed: u64,
    /// A test that ends the match once it decides.
    pub sprt: Option<Sprt>,
}

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

/// What a match leaves: the score of engine 1, a record of every game, and
/// the pairs and verdict of the SPRT.
#[derive(Clone, Debug)]
pub struct MatchReport {
    pub tally: Tally,
    pub records: Vec<String>,
    pub pairs: Pairs,
    /// `None` without an SPRT or when it did not decide.
    pub verdict: Option<Verdict>,
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

    /// Plays the games, writing a line for each and the score at the end.
    pub fn play(&mut self, out: &mut dyn Write) -> io::Result<MatchReport> {
        let config = &self.config;
        let games = match config.sprt {
            Some(sprt) => format!(
                "up to {} games (SPRT {sprt}, alpha {ALPHA}, beta {BETA})",
                config.games
            ),
            None => format!("{} games", config.games),
        };
        writeln!(
            out,
            "{}: {games}, {} ms a move (+{} ms margin), openings of {} turns",
            config.rules.name(),
            config.move_time.as_millis(),
            config.margin.as_millis(),
            config.openings
        )?;
        for (i, (player, spec)) in self.players.iter().zip(&self.specs).enumerate() {
            writeln!(out, "engine {}: {} ({spec})", i + 1, player.name())?;
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
                opening = random_opening(&config.rules, config.openings, &mut random);
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
            let end = play_game(
                opening.clone(),
                [white.as_mut(), black.as_mut()],
                config.max_turns,
            );
            tally.add(end.winner(), first_color);
            pair.add(end.winner(), first_color);
            let engine_of = |c: Color| if c == first_color { 1 } else { 2 };
            writeln!(
                out,
                "game {}/{}: engine {} (White) vs engine {} (Black): {}, {}, {}; engine 1 +{} ={} -{}",
                g + 1,
                config.games,
                engine_of(Color::White),
                engine_of(Color::Black),
                end.result(),
                end.reason(),
                turns(end.game.moves().len()),
                tally.wins,
                tally.draws,
                tally.losses
            )?;
            let mut termination = end.reason();
            if let Some((side, forfeit)) = end.forfeit() {
                writeln!(out, "  engine {} ({side}): {forfeit}", engine_of(side))?;
                termination = format!("{termination}: {forfeit}");
            }
            let tags = Tags::new()
                .with("Event", "morris match")
                .with("Round", (g + 1).to_string())
                .with("White", names[engine_of(Color::White) - 1].as_str())
                .with("Black", names[engine_of(Color::Black) - 1].as_str())
                .with("Result", end.result())
                .with("Termination", termination);
            records.push(write_record(&end.game, &tags));
            if g % 2 == 1 {
                pairs.add(pair);
                if let Some(sprt) = config.sprt {
                    let llr = sprt.llr(&pairs);
                    writeln!(out, "SPRT {sprt}: LLR {llr:.2} {}", describe_bounds())?;
                    verdict = Sprt::verdict(llr);
                    if verdict.is_some() {
                        break;
                    }
                }
            }
        }
        for (i, player) in self.players.iter().enumerate() {
            if player.restarts() > 0 {
                writeln!(
                    out,
                    "engine {} was restarted {} time(s)",
                    i + 1,
                    player.restarts()
                )?;
            }
        }
        writeln!(
            out,
            "engine 1: {} won, {} drawn, {} lost; score {}/{} ({:.1}%)",
            tally.wins,
            tally.draws,
            tally.losses,
            tally.points(),
            tally.games(),
            tally.score().unwrap_or(0.0) * 100.0
        )?;
        writeln!(
            out,
            "Elo difference (engine 1 - engine 2): {}",
            describe_elo(tally)
        )?;
        if let Some(sprt) = config.sprt {
            let outcome = match verdict {
                Some(v) => format!("{v} after {} games", tally.games()),
                None => format!("no decision after {} games", tally.games()),
            };
            writeln!(
                out,
                "SPRT {sprt}: {outcome}, LLR {:.2} {}",
                sprt.llr(&pairs),
                describe_bounds()
            )?;
        }
        Ok(MatchReport {
            tally,
            records,
            pairs,
            verdict,
        })
    }
}

/// `(-2.94, 2.94)`: the LLRs that accept H0 and H1.
fn describe_bounds() -> String {
    let (lower, upper) = Sprt::bounds();
    format!("({lower:.2}, {upper:.2})")
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

fn turns(n: usize) -> String {
    if n == 1 {
        "1 turn".to_string()
    } else {
        format!("{n} turns")
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
    use super::*;

    #[test]
    fn self_names_our_ai_and_anything_else_a_command() {
        assert_eq!(in_process_level("self"), Some(Ok(DEFAULT_ENGINE_LEVEL)));
        assert_eq!(in_process_level("self:3"), Level::new(3).map(Ok));
        assert!(matches!(in_process_level("self:12"), Some(Err(_))));
        assert_eq!(in_process_level("selfish-engine"), None);
        assert_eq!(in_process_level("morris engine"), None);
    }
}
