//! The thinking the worker thread does, with morris-ai: moves at a level, hints
//! and the analysis of every legal move.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use morris_ai::search::{Level, Limits, Score, Source, Stop, analyze, choose_move};

use morris_core::Rules;

use crate::settings::PlayerKind;
use crate::worker::{Answer, Job, MoveValue, Request, Thinker};

/// The longest the computer thinks about one move, whatever its level.
const MOVE_TIME: Duration = Duration::from_secs(5);
/// Hints and analysis are meant to come back quickly.
const ANALYSIS_TIME: Duration = Duration::from_millis(1500);

/// The thinker that plays with morris-ai.
pub fn thinker() -> Thinker {
    Box::new(think)
}

fn think(request: &Request, flag: Arc<AtomicBool>) -> Answer {
    let stop = Stop::from(flag);
    let game = &request.game;
    match request.job {
        Job::Play(player) => {
            let level = match player {
                PlayerKind::Ai { level } => Level::new(level).unwrap_or(Level::WEAKEST),
                PlayerKind::Perfect | PlayerKind::Human => Level::Perfect,
            };
            let seed = game.position().hash() ^ request.id.wrapping_mul(0x9e37_79b9_7f4a_7c15);
            Answer::Move(choose_move(
                game,
                level,
                &Limits::time(MOVE_TIME),
                &stop,
                seed,
            ))
        }
        Job::Hint => {
            let analysis = analyze(
                game,
                &Limits::time(ANALYSIS_TIME).with_depth(12),
                &stop,
                &mut |_| {},
            );
            Answer::Move(analysis.best)
        }
        Job::Analyse => {
            let analysis = analyze(
                game,
                &Limits::time(ANALYSIS_TIME).with_depth(12),
                &stop,
                &mut |_| {},
            );
            let values = analysis
                .moves
                .iter()
                .map(|ms| MoveValue {
                    mv: ms.mv,
                    rank: ms.score.map_or(i64::MIN, rank),
                    label: ms.score.map_or_else(|| "?".to_string(), |s| s.to_string()),
                })
                .collect();
            let source = match analysis.source {
                Source::Table => "exact, from the solved table".to_string(),
                Source::Search => format!("search to depth {}", analysis.depth),
                Source::GameOver => "the game is over".to_string(),
            };
            Answer::Analysis(values, source)
        }
    }
}

/// Orders scores from worst to best for the player to move.
fn rank(score: Score) -> i64 {
    match score {
        Score::Win { turns } => 1_000_000_000 - i64::from(turns),
        Score::Loss { turns } => -1_000_000_000 + i64::from(turns),
        Score::Draw => 0,
        Score::Heuristic(v) => i64::from(v),
    }
}

/// Is there a solved table for these rules, so that perfect play can be offered?
/// Only looks for the table file: loading it is the worker's job.
pub fn perfect_available(rules: &Rules) -> bool {
    morris_ai::solve::table_path(rules).is_some_and(|path| path.is_file())
}
