//! The search on a thread of its own, so the engine keeps reading its input
//! (`stop`, `isready`) while it thinks. It reports each finished depth as an
//! `info` line and ends with exactly one `bestmove`.

use std::io::Write;
use std::thread::JoinHandle;
use std::time::Duration;

use morris_ai::search::{Analysis, Engine, Level, Limits, Progress, Score, Stop};
use morris_core::{Move, Position};

use crate::output::Output;
use crate::tokens::{TokenGame, turn_tokens};

/// A whole turn chosen when only its move could be answered: the `bestmove xd1`
/// that follows the mill-closing move comes from it, without a new search.
#[derive(Clone, Debug)]
pub struct Planned {
    before: Position,
    mv: Move,
}

/// What one `go` searches.
#[derive(Clone, Debug)]
pub struct Job {
    pub line: TokenGame,
    pub limits: Limits,
    pub level: Level,
    /// `go infinite`: hold the answer until `stop`.
    pub infinite: bool,
    pub seed: u64,
    pub planned: Option<Planned>,
}

/// A running search.
#[derive(Debug)]
pub struct Search {
    stop: Stop,
    infinite: bool,
    handle: JoinHandle<(Engine, Option<Planned>)>,
}

impl Search {
    pub fn start<W: Write + Send + 'static>(
        job: Job,
        mut engine: Engine,
        out: Output<W>,
    ) -> Search {
        let stop = Stop::new();
        let infinite = job.infinite;
        let handle = {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let planned = answer(&job, &mut engine, &stop, &out);
                (engine, planned)
            })
        };
        Search {
            stop,
            infinite,
            handle,
        }
    }

    pub fn stop(&self) {
        self.stop.stop();
    }

    /// Does the search end only when stopped?
    pub fn is_infinite(&self) -> bool {
        self.infinite
    }

    /// Waits for the answer; gives back the engine and the turn it planned.
    pub fn join(self) -> (Engine, Option<Planned>) {
        self.handle.join().unwrap_or_else(|_| (Engine::new(), None))
    }
}

/// Searches, prints the `info` lines and the one `bestmove`; returns the turn
/// planned when the answer is only its first token.
fn answer<W: Write>(
    job: &Job,
    engine: &mut Engine,
    stop: &Stop,
    out: &Output<W>,
) -> Option<Planned> {
    let line = &job.line;
    let game = line.game();
    let candidates = line.candidates();
    let Some(&first) = candidates.first() else {
        let why = match game.outcome() {
            Some(outcome) => format!("the game is over: {outcome}"),
            None => "no legal move".to_string(),
        };
        let _ = out.info_string(&why);
        wait_for_stop(job, stop);
        let _ = out.line("bestmove (none)");
        return None;
    };
    let mut reported = false;
    let mut progress = |p: &Progress| {
        if let Some(text) = info_line(line, p) {
            reported = true;
            let _ = out.line(&text);
        }
    };
    let chosen = if line.pending().is_some() {
        match &job.planned {
            Some(plan) if plan.before == *game.position() && candidates.contains(&plan.mv) => {
                plan.mv
            }
            _ if candidates.len() == 1 => first,
            _ => {
                let analysis = engine.analyze(game, &job.limits, stop, &mut progress);
                let best = best_candidate(&analysis, &candidates).unwrap_or(first);
                // The lines above may have followed another move: end with this one's.
                let score = analysis.moves.iter().find(|m| m.mv == best);
                if let Some(score) = score.and_then(|m| m.score) {
                    let p = summary(&analysis, score, vec![best]);
                    let _ = info_line(line, &p).map(|text| out.line(&text));
                }
                best
            }
        }
    } else if matches!(job.level, Level::Perfect | Level::Strength(10)) {
        let analysis = engine.search(game, &job.limits, stop, &mut progress);
        let best = analysis.best.filter(|mv| candidates.contains(mv));
        if !reported && best.is_some() {
            let p = summary(&analysis, analysis.score, analysis.pv.clone());
            if let Some(text) = info_line(line, &p) {
                let _ = out.line(&text);
            }
        }
        best.unwrap_or(first)
    } else {
        engine
            .choose_move(game, job.level, &job.limits, stop, job.seed)
            .filter(|mv| candidates.contains(mv))
            .unwrap_or(first)
    };
    let tokens = line.remaining_tokens(chosen);
    wait_for_stop(job, stop);
    let _ = out.line(&format!("bestmove {}", tokens[0]));
    (tokens.len() > 1).then(|| Planned {
        before: *game.position(),
        mv: chosen,
    })
}

/// The best scored legal turn that completes the turn half given.
fn best_candidate(analysis: &Analysis, candidates: &[Move]) -> Option<Move> {
    let mut in_line = analysis.moves.iter().filter(|m| candidates.contains(&m.mv));
    let first = in_line.clone().next().map(|m| m.mv);
    in_line.find(|m| m.score.is_some()).map(|m| m.mv).or(first)
}

/// An infinite search answers only once told to stop.
fn wait_for_stop(job: &Job, stop: &Stop) {
    while job.infinite && !stop.is_stopped() {
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// A finished analysis as one last report.
fn summary(analysis: &Analysis, score: Score, pv: Vec<Move>) -> Progress {
    Progress {
        depth: analysis.depth,
        score,
        pv,
        nodes: analysis.nodes,
        nps: nps(analysis.nodes, analysis.elapsed),
        elapsed: analysis.elapsed,
    }
}

fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let secs = elapsed.as_secs_f64();
    if secs > 0.0 {
        (nodes as f64 / secs) as u64
    } else {
        0
    }
}

/// `info depth .. score .. nodes .. nps .. time .. pv ..` for a finished depth,
/// or `None` when its line does not begin with the move already played.
fn info_line(line: &TokenGame, p: &Progress) -> Option<String> {
    let rules = line.rules();
    let (&head, rest) = p.pv.split_first()?;
    if !line.candidates().contains(&head) {
        return None;
    }
    let mut pv = line.remaining_tokens(head);
    for &mv in rest {
        pv.extend(turn_tokens(rules, mv));
    }
    Some(format!(
        "info depth {} score {} nodes {} nps {} time {} pv {}",
        p.depth,
        uci_score(p.score),
        p.nodes,
        p.nps,
        p.elapsed.as_millis(),
        pv.join(" ")
    ))
}

/// A score as UCI writes it: `cp N` in hundredths of a piece, or `mate N` in
/// the mover's own turns (negative when losing).
pub fn uci_score(score: Score) -> String {
    match score {
        Score::Win { turns } => format!("mate {}", turns.div_ceil(2)),
        Score::Loss { turns } => format!("mate -{}", turns / 2),
        Score::Draw => "cp 0".to_string(),
        Score::Heuristic(v) => format!("cp {v}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_in_uci_terms() {
        assert_eq!(uci_score(Score::Win { turns: 1 }), "mate 1");
        assert_eq!(uci_score(Score::Win { turns: 3 }), "mate 2");
        assert_eq!(uci_score(Score::Loss { turns: 2 }), "mate -1");
        assert_eq!(uci_score(Score::Heuristic(-35)), "cp -35");
        assert_eq!(uci_score(Score::Draw), "cp 0");
    }
}
