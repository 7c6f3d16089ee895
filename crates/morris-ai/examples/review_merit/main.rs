//! The review's figures of merit: games of a variant that a solved table
//! covers whole are reviewed twice, exactly (from the table) and by the
//! search alone (the table switched off), and the search's marks are
//! counted against the exact ones: how many of the exact mistakes (turns
//! that threw away a win or a draw) it marks, and how many of its marks are
//! wrong (turns that changed nothing the table can see).
//!
//! `cargo run --release -p morris-ai --example review_merit -- [variant] [games] [depth]`
//! e.g. `... -- six-mens-morris 40 6`. A variant followed by `/SECTORS`
//! (`nine-mens-morris/max=7`) solves those endgame sectors only, and its games
//! start from random positions of four pieces against three, so that every
//! position of a game stays in the table. The same games are also judged the
//! way the review judged before it scored each position once (the move
//! played against the best move of one search of the position before it,
//! no deeper check), for comparison. The games are played by levels 1 to 4
//! against each other (weak players make the mistakes to find), seeded, so
//! the figures are the same run after run.
//!
//! The run also fits the review's scale ([`Expectation`]) to the table: every
//! position both reviews scored, heuristically and exactly, is a sample; a
//! fourth argument starts the games at that seed (fit on other games than
//! those measured) and a fifth writes the samples there as CSV.

mod fit;

use std::sync::Arc;

use morris_ai::Stop;
use morris_ai::review::{Review, mark, review};
use morris_ai::search::{Engine, Expectation, Level, Limits, Score, TableCache};
use morris_ai::solve::{self, SolveOptions};
use morris_core::record::Mark;
use morris_core::{Game, Phase, Rules, catalog};

/// Turns at most in a generated game: a long draw says nothing more.
const MAX_TURNS: usize = 120;

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "fit") {
        return fit_files(&args[1..]);
    }
    let variant = args.first().map_or("six-mens-morris", String::as_str);
    let games: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(40);
    let depth: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(6);
    let first_seed: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    let samples_file = args.get(4);
    let (id, sectors) = match variant.split_once('/') {
        Some((id, choice)) => (id, Some(choice)),
        None => (variant, None),
    };
    let Some(rules) = catalog::shipped(id) else {
        eprintln!("unknown variant {id}");
        return std::process::ExitCode::from(2);
    };
    let rules = Arc::new(rules);
    let started = std::time::Instant::now();
    let solved = match sectors {
        Some(choice) => solve_sectors(&rules, choice),
        None => solve::solve(&rules, &SolveOptions::default(), |_| {}).map_err(|e| e.to_string()),
    };
    let table = match solved {
        Ok(table) => table,
        Err(e) => {
            eprintln!("{variant} does not solve here: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    // Four against three: its captures lead to three against three, or end the game.
    let endgame = sectors.map(|_| (4, 3));
    eprintln!(
        "{variant} solved in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let tables = TableCache::new();
    tables.insert(Arc::new(table));
    let mut exact_engine = Engine::new().with_tables(tables);

    let mut count = Counts::default();
    let mut before = Counts::default();
    let mut samples: Vec<(Phase, fit::Sample)> = Vec::new();
    for seed in first_seed..first_seed + games {
        let game = play(&rules, seed, endgame);
        let stop = Stop::new();
        let limits = Limits::depth(depth);
        let exact = review(&mut exact_engine, &game, &limits, &stop, &mut |_, _| {});
        // A fresh engine for each review: what one remembers of another game
        // would make the figures depend on the order of the games.
        let searched = review(&mut searcher(), &game, &limits, &stop, &mut |_, _| {});
        count.add(&exact, &searched);
        samples.extend(samples_of(&game, &exact, &searched));
        let one_search = one_search_review(&mut searcher(), &game, &limits, &searched);
        before.add(&exact, &one_search);
    }
    count.print(variant, games, depth);
    println!("as the review judged before (one search per turn, no deeper check):");
    before.print(variant, games, depth);
    print_fit(&samples);
    if let Some(path) = samples_file {
        let mut csv = String::from("phase,score,result\n");
        for (phase, s) in &samples {
            csv.push_str(&format!("{phase:?},{},{}\n", s.score, s.result));
        }
        if let Err(e) = std::fs::write(path, csv) {
            eprintln!("cannot write {path}: {e}");
            return std::process::ExitCode::FAILURE;
        }
    }
    std::process::ExitCode::SUCCESS
}

/// The positions before each turn that the table judged and the search
/// scored heuristically, with their phase, as samples for the fit.
fn samples_of(game: &Game, exact: &Review, searched: &Review) -> Vec<(Phase, fit::Sample)> {
    let result = |score: Score| match score {
        Score::Win { .. } => Some(2),
        Score::Draw => Some(1),
        Score::Loss { .. } => Some(0),
        Score::Heuristic(_) => None,
    };
    exact
        .turns
        .iter()
        .zip(&searched.turns)
        .filter(|(e, _)| e.exact)
        .filter_map(|(e, s)| {
            let Score::Heuristic(score) = s.before else {
                return None;
            };
            let phase = game.position_at(e.turn)?.phase(game.rules());
            let phase = if phase == Phase::Flying {
                Phase::Movement
            } else {
                phase
            };
            Some((
                phase,
                fit::Sample {
                    score,
                    result: result(e.before)?,
                },
            ))
        })
        .collect()
}

/// `fit FILE...`: the scale fitted to the samples of several runs together.
fn fit_files(paths: &[String]) -> std::process::ExitCode {
    let mut samples = Vec::new();
    for path in paths {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) => {
                eprintln!("cannot read {path}: {e}");
                return std::process::ExitCode::FAILURE;
            }
        };
        for (n, line) in text.lines().enumerate().skip(1) {
            let fields: Vec<&str> = line.split(',').collect();
            let sample = match fields.as_slice() {
                [phase, score, result] => {
                    let phase = match *phase {
                        "Placement" => Some(Phase::Placement),
                        "Movement" => Some(Phase::Movement),
                        _ => None,
                    };
                    let result = result.parse::<u8>().ok().filter(|r| *r <= 2);
                    phase.zip(score.parse().ok()).zip(result)
                }
                _ => None,
            };
            let Some(((phase, score), result)) = sample else {
                eprintln!("{path}:{}: not PHASE,SCORE,RESULT: {line}", n + 1);
                return std::process::ExitCode::FAILURE;
            };
            samples.push((phase, fit::Sample { score, result }));
        }
    }
    print_fit(&samples);
    std::process::ExitCode::SUCCESS
}

/// The scale fitted to the samples of each phase, against the scale in use.
fn print_fit(samples: &[(Phase, fit::Sample)]) {
    for phase in [Phase::Placement, Phase::Movement] {
        let of: Vec<fit::Sample> = samples
            .iter()
            .filter(|(p, _)| *p == phase)
            .map(|(_, s)| *s)
            .collect();
        if of.is_empty() {
            continue;
        }
        let fitted = fit::fit(&of);
        let in_use = Expectation::of(phase);
        println!(
            "{phase:?}: {} positions; fitted slope {:.2}, draw margin {:.2} (mean log-likelihood {:.4}); in use {:.2}, {:.2} ({:.4})",
            of.len(),
            fitted.slope,
            fitted.draw_margin,
            fit::log_likelihood(fitted, &of),
            in_use.slope,
            in_use.draw_margin,
            fit::log_likelihood(in_use, &of)
        );
    }
}

/// An engine that searches, never reading a solved table.
fn searcher() -> Engine {
    let mut engine = Engine::new();
    engine.set_table_lookup(false);
    engine
}

/// The marks as the review made them before: each turn judged by one
/// search of the position before it, the move played against that search's
/// best, with no deeper check. `like` gives the turns to fill in.
fn one_search_review(engine: &mut Engine, game: &Game, limits: &Limits, like: &Review) -> Review {
    let mut review = like.clone();
    let stop = Stop::new();
    for turn in &mut review.turns {
        let Some(position) = game.position_at(turn.turn) else {
            continue;
        };
        let at = Game::from_position(Arc::clone(game.rules()), *position);
        let analysis = engine.analyze(&at, limits, &stop, &mut |_| {});
        let played = analysis
            .moves
            .iter()
            .find(|m| m.mv == turn.played)
            .and_then(|m| m.score);
        let phase = position.phase(game.rules());
        turn.mark = played.and_then(|after| mark(analysis.score.max(after), after, false, phase));
        turn.checked_depth = None;
    }
    review
}

/// Solves the endgame sectors `choice` names (`max=7`, `4-3, 3-3`).
fn solve_sectors(rules: &Rules, choice: &str) -> Result<solve::Table, String> {
    let sectors = choice
        .parse::<solve::SectorChoice>()
        .map_err(|e| e.to_string())?
        .sectors(rules)
        .map_err(|e| e.to_string())?;
    let options = SolveOptions {
        cache_dir: Some(std::env::temp_dir().join("review-merit-sectors")),
        ..SolveOptions::default()
    };
    solve::solve_sectors(rules, &sectors, &options, |_| {}).map_err(|e| e.to_string())
}

/// A game between two weak levels, chosen by `seed`: from the start, or
/// from a random position with `endgame` pieces (mover, other) on the board.
fn play(rules: &Arc<Rules>, seed: u64, endgame: Option<(u8, u8)>) -> Game {
    let mut game = match endgame {
        Some((mover, other)) => {
            let mut rng = morris_testkit::Rng::new(seed);
            let side = if seed.is_multiple_of(2) {
                morris_core::Color::White
            } else {
                morris_core::Color::Black
            };
            let start =
                morris_testkit::random_movement_position(rules, mover, other, side, &mut rng);
            Game::from_position(Arc::clone(rules), start)
        }
        None => Game::new(Arc::clone(rules)),
    };
    let levels = [1, 2, 3, 4].map(Level::Strength);
    let white = levels[(seed % 4) as usize];
    let black = levels[((seed / 4) % 4) as usize];
    let stop = Stop::new();
    while game.outcome().is_none() && game.moves().len() < MAX_TURNS {
        let level = if game.side_to_move() == morris_core::Color::White {
            white
        } else {
            black
        };
        let limits = Limits::nodes(20_000);
        let turn = seed * 1000 + game.moves().len() as u64;
        let Some(mv) = morris_ai::search::choose_move(&game, level, &limits, &stop, turn) else {
            break;
        };
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

/// The exact review's mistakes against the search's marks, over all games.
#[derive(Default)]
struct Counts {
    turns: usize,
    /// Turns the table covers on both sides.
    exact_turns: usize,
    /// Turns that threw away a win or a draw.
    mistakes: usize,
    /// Of those, the turns the search marked (any mark).
    found: usize,
    /// Of those, the turns the search marked as blunders.
    found_as_blunders: usize,
    /// The search's marks.
    marks: usize,
    /// Its marks on turns that kept the value.
    wrong: usize,
    /// Its marks confirmed by the deeper search (every mark is).
    checked: usize,
    /// By kind of mark (`??`, `?`, `?!`): the search's marks and the wrong ones.
    by_kind: [(usize, usize); 3],
}

impl Counts {
    fn add(&mut self, exact: &Review, searched: &Review) {
        for (e, s) in exact.turns.iter().zip(&searched.turns) {
            self.turns += 1;
            if !e.exact {
                continue;
            }
            self.exact_turns += 1;
            let mistake = e.mark == Some(Mark::Blunder);
            self.mistakes += usize::from(mistake);
            if let Some(mark) = s.mark {
                self.marks += 1;
                let kind = match mark {
                    Mark::Blunder => 0,
                    Mark::Mistake => 1,
                    _ => 2,
                };
                self.by_kind[kind].0 += 1;
                self.by_kind[kind].1 += usize::from(!mistake);
                self.checked += usize::from(s.checked_depth.is_some());
                if mistake {
                    self.found += 1;
                    self.found_as_blunders += usize::from(mark == Mark::Blunder);
                } else {
                    self.wrong += 1;
                }
            }
        }
    }

    fn print(&self, variant: &str, games: u64, depth: u32) {
        let percent = |part: usize, whole: usize| {
            if whole == 0 {
                0.0
            } else {
                100.0 * part as f64 / whole as f64
            }
        };
        println!(
            "{variant}: {games} games, {} turns ({} exact), search depth {depth}",
            self.turns, self.exact_turns
        );
        println!(
            "exact mistakes: {}; marked by the search: {} ({:.0}%), as blunders: {}",
            self.mistakes,
            self.found,
            percent(self.found, self.mistakes),
            self.found_as_blunders
        );
        println!(
            "search marks: {}; wrong (the turn kept its value): {} ({:.0}%); checked deeper: {}",
            self.marks,
            self.wrong,
            percent(self.wrong, self.marks),
            self.checked
        );
        for (symbol, (marks, wrong)) in ["??", "?", "?!"].iter().zip(self.by_kind) {
            println!(
                "  {symbol:<2} marks: {marks}, wrong: {wrong} ({:.0}%)",
                percent(wrong, marks)
            );
        }
    }
}
