//! The drops the review's searches see, turn by turn, against the table's
//! verdict: the data the review's thresholds were chosen on.
//!
//! `--drops FILE` writes, for every turn the table judges, its result before
//! and after (2 a win, 1 a draw, 0 a loss) and, at the review's depth and
//! [`STEPS`] deeper, the expected results of the best move and of the move
//! played in one search of the position before the turn, with the
//! microseconds that search took. `sweep FILE...` reads them back and counts,
//! for each set of thresholds, the mistakes found, the wrong marks and the
//! time against the review's search alone.

use std::fmt::Write as _;
use std::sync::Arc;
use std::time::{Duration, Instant};

use morris_ai::Stop;
use morris_ai::review::Review;
use morris_ai::search::{Engine, Limits, Score};
use morris_core::Game;

/// The depths searched beyond the review's own, as the review's confirming
/// steps were when the committed data was written (one search scoring every
/// move at +2 and +4). The review now checks at +2 and +6 with two searches
/// that look for one best move each; its rule was chosen with `--turns` runs
/// (`docs/review-merit.md`), and this sweep models the rule before it.
const STEPS: [u32; 3] = [0, 2, 4];

/// One search of a position: the best move's and the played move's
/// expected results, and its time.
#[derive(Clone, Copy)]
struct Look {
    best: f64,
    played: f64,
    time: Duration,
}

impl Look {
    fn drop(&self) -> f64 {
        (self.best - self.played).max(0.0)
    }
}

struct Turn {
    mistake: bool,
    looks: [Look; STEPS.len()],
}

/// Appends the rows of `game` (reviewed exactly as `exact`) to `csv`.
pub fn write(
    csv: &mut String,
    engine: &mut Engine,
    seed: u64,
    game: &Game,
    exact: &Review,
    depth: u32,
) {
    let stop = Stop::new();
    let result = |score: Score| match score {
        Score::Win { .. } => 2,
        Score::Draw => 1,
        _ => 0,
    };
    for e in exact.turns.iter().filter(|e| e.exact) {
        let Some(position) = game.position_at(e.turn) else {
            continue;
        };
        let phase = position.phase(game.rules());
        let at = Game::from_position(Arc::clone(game.rules()), *position);
        let _ = write!(
            csv,
            "{seed},{},{},{}",
            e.turn,
            result(e.before),
            result(e.after)
        );
        for extra in STEPS {
            let started = Instant::now();
            let analysis = engine.analyze(&at, &Limits::depth(depth + extra), &stop, &mut |_| {});
            let played = analysis
                .moves
                .iter()
                .find(|m| m.mv == e.played)
                .and_then(|m| m.score)
                .unwrap_or(analysis.score);
            let _ = write!(
                csv,
                ",{:.4},{:.4},{}",
                analysis.score.max(played).expected_in(phase),
                played.expected_in(phase),
                started.elapsed().as_micros()
            );
        }
        csv.push('\n');
    }
}

fn read(paths: &[String]) -> Result<Vec<Turn>, String> {
    let mut turns = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
        for (n, line) in text.lines().enumerate() {
            let bad = || format!("{path}:{}: not a row of --drops: {line}", n + 1);
            let fields: Vec<&str> = line.split(',').collect();
            if fields.len() != 4 + 3 * STEPS.len() {
                return Err(bad());
            }
            let number = |i: usize| fields[i].parse::<f64>().map_err(|_| bad());
            let mut looks = [Look {
                best: 0.0,
                played: 0.0,
                time: Duration::ZERO,
            }; STEPS.len()];
            for (k, look) in looks.iter_mut().enumerate() {
                let at = 4 + 3 * k;
                *look = Look {
                    best: number(at)?,
                    played: number(at + 1)?,
                    time: Duration::from_micros(number(at + 2)? as u64),
                };
            }
            turns.push(Turn {
                mistake: number(3)? < number(2)?,
                looks,
            });
        }
    }
    Ok(turns)
}

/// The suspect's threshold of the review before its confirming steps.
const ONE_STEP_SUSPECT: f64 = 0.10;

/// The review's rule: a suspect at the review's depth, cleared at a deeper
/// step when its drop falls under the suspect's threshold, marked at once
/// when it reaches `clear`, else marked at the last step when its drop
/// reaches `mistake`.
struct Rule {
    suspect: f64,
    clear: f64,
    mistake: f64,
}

impl Rule {
    /// Is the turn marked, and what did the deeper searches cost?
    fn judge(&self, turn: &Turn) -> (bool, Duration) {
        let mut cost = Duration::ZERO;
        if turn.looks[0].drop() < self.suspect {
            return (false, cost);
        }
        let last = turn.looks.len() - 1;
        for (step, look) in turn.looks.iter().enumerate().skip(1) {
            cost += look.time;
            let drop = look.drop();
            if drop < self.suspect {
                return (false, cost);
            }
            if step == last {
                return (drop >= self.mistake, cost);
            }
            if drop >= self.clear {
                return (true, cost);
            }
        }
        (false, cost)
    }
}

/// `sweep FILE...`: the marks of the review's rule (a suspect at the
/// review's depth, cleared at the next step when its drop is under the
/// suspect's threshold, marked at the last when its drop reaches the
/// mistake's) for a grid of thresholds.
pub fn sweep(paths: &[String]) -> std::process::ExitCode {
    let turns = match read(paths) {
        Ok(turns) => turns,
        Err(e) => {
            eprintln!("{e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let mistakes = turns.iter().filter(|t| t.mistake).count();
    // The review's search alone: every position once, at its depth; and the
    // review before its confirming steps: suspects searched one step deeper.
    let alone: Duration = turns.iter().map(|t| t.looks[0].time).sum();
    let one_step: Duration = alone
        + turns
            .iter()
            .filter(|t| t.looks[0].drop() >= ONE_STEP_SUSPECT)
            .map(|t| t.looks[1].time)
            .sum::<Duration>();
    println!(
        "{} turns, {mistakes} exact mistakes; the review's own searches {:.1} s, with one step deeper {:.1} s",
        turns.len(),
        alone.as_secs_f64(),
        one_step.as_secs_f64()
    );
    println!("suspect  clear  mistake  marks  found  wrong  time (against one step)");
    for suspect in [0.10, 0.15] {
        for clear in [0.30, 0.40, f64::INFINITY] {
            for mistake in [0.20, 0.25] {
                let rule = Rule {
                    suspect,
                    clear,
                    mistake,
                };
                let (mut marks, mut found, mut time) = (0, 0, alone);
                for t in &turns {
                    let (marked, cost) = rule.judge(t);
                    time += cost;
                    if marked {
                        marks += 1;
                        found += usize::from(t.mistake);
                    }
                }
                println!(
                    "{suspect:7.2}  {clear:5.2}  {mistake:7.2}  {marks:5}  {:4.0}%  {:4.0}%  {:.2}×",
                    100.0 * found as f64 / mistakes.max(1) as f64,
                    100.0 * (marks - found) as f64 / marks.max(1) as f64,
                    time.as_secs_f64() / one_step.as_secs_f64().max(1e-9)
                );
            }
        }
    }
    std::process::ExitCode::SUCCESS
}
