//! The thinking the worker thread does, with morris-ai: moves at a level, hints,
//! the analysis of every legal move and the review of a whole game.
//!
//! Each request gets a fresh search, as before any request; the solved tables
//! are kept from request to request in one [`TableCache`]. A table missing from
//! the cache folder is remembered as missing until a new game starts, when the
//! folder is read again: a table solved in the new-game dialog is found then.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use morris_ai::budgets;
use morris_ai::review::review;
use morris_ai::search::{Analysis, Engine, Level, Limits, MoveScore, Source, Stop, TableCache};
use morris_ai::solve::{self, SolveEvent, SolveOptions};
use morris_core::Rules;
use morris_i18n::{t, words};

use crate::computer::thinking::{Answer, Job, MoveValue, Request, Step, Thinker};
use crate::settings::PlayerKind;

/// The thinker that plays with morris-ai and the tables of the user's cache folder.
pub fn thinker() -> Thinker {
    thinker_with(TableCache::new())
}

/// The thinker that plays with morris-ai and these tables.
pub fn thinker_with(tables: TableCache) -> Thinker {
    Box::new(move |request, flag, report| think(&tables, request, flag, report))
}

/// Answers `request` with morris-ai and `tables`, reporting a review's steps
/// to `report`; gives up soon after `flag` is raised. The desktop's thread and
/// the browser's Web Worker both think with this.
pub fn think(
    tables: &TableCache,
    request: &Request,
    flag: Arc<AtomicBool>,
    report: &mut dyn FnMut(Step),
) -> Answer {
    let answer = answer(tables, request, flag, report);
    for damaged in tables.take_damaged() {
        report(Step::Notice(t!(
            "gui-table-damaged",
            variant = damaged.variant,
            why = damaged.reason
        )));
    }
    answer
}

fn answer(
    tables: &TableCache,
    request: &Request,
    flag: Arc<AtomicBool>,
    report: &mut dyn FnMut(Step),
) -> Answer {
    let stop = Stop::from(flag);
    let game = &request.game;
    if game.moves().is_empty() {
        tables.refresh();
    }
    let analyse = |limits: Limits| {
        Engine::new()
            .with_tables(tables.clone())
            .with_threads(request.threads)
            .analyze(game, &limits, &stop, &mut |_| {})
    };
    match request.job {
        Job::Play(player) => {
            let level = match player {
                PlayerKind::Ai { level } => level,
                PlayerKind::Human => Level::Perfect,
            };
            if level == Level::Perfect {
                solve_if_missing(tables, game.rules(), &stop, report);
            }
            // The engine mixes the seed with the position: the request id is enough.
            let mv = Engine::for_level(level)
                .with_tables(tables.clone())
                .with_threads(request.threads)
                .choose_move(game, level, &budgets::level_move(), &stop, request.id);
            Answer::Move(mv)
        }
        Job::Hint => Answer::Move(analyse(budgets::hint()).best),
        Job::Analyse => {
            let analysis = analyse(budgets::analysis());
            let source = match analysis.source {
                Source::Table => t!("gui-source-table"),
                Source::Search => t!("gui-source-search", depth = analysis.depth),
                Source::GameOver => t!("move-game-over"),
            };
            Answer::Analysis(move_values(&analysis), source)
        }
        Job::Review => {
            let mut engine = Engine::new()
                .with_tables(tables.clone())
                .with_threads(request.threads);
            let limits = budgets::review_turn();
            report(Step::Count {
                done: 0,
                total: game.moves().len(),
            });
            let review = review(&mut engine, game, &limits, &stop, &mut |p, turn| {
                report(Step::Turn(turn.clone()));
                report(Step::Count {
                    done: p.done,
                    total: p.total,
                });
            });
            Answer::Review(review)
        }
    }
}

/// Makes sure the perfect player has its table: one in `tables` or the cache
/// folder, else one solved now, where the rules can be solved at all (a web
/// page has no cache folder, and its worker may be new). The solve's progress
/// goes to `report`.
fn solve_if_missing(tables: &TableCache, rules: &Rules, stop: &Stop, report: &mut dyn FnMut(Step)) {
    let options = SolveOptions {
        stop: stop.clone(),
        ..SolveOptions::default()
    };
    if tables.get(rules).is_some() || !solve::availability(rules, &options).is_possible() {
        return;
    }
    let solved = solve::load_or_solve(rules, &options, |event| {
        if let SolveEvent::Progress {
            positions_done,
            positions_total,
            ..
        } = event
        {
            report(Step::Count {
                done: *positions_done as usize,
                total: *positions_total as usize,
            });
        }
    });
    if let Ok(table) = solved {
        tables.insert(Arc::new(table));
    }
}

/// The analysis's moves as the panel shows them. A move's rank is its place
/// in the scores' own order (the number of moves scored lower; a move left
/// unscored is lowest), so that equal scores share a rank.
fn move_values(analysis: &Analysis) -> Vec<MoveValue> {
    let moves = &analysis.moves;
    let rank = |m: &MoveScore| moves.iter().filter(|o| o.score < m.score).count() as i64;
    moves
        .iter()
        .map(|m| MoveValue {
            mv: m.mv,
            rank: rank(m),
            label: m.score.map_or_else(|| "?".to_string(), words::score),
        })
        .collect()
}
