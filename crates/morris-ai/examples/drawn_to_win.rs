//! Drawn positions played to win: from positions a solved table calls drawn,
//! the table's player (both colours) meets a fallible level, once choosing
//! its drawing turns as `perfect` did before ([`Table::best_move`]: the first
//! drawing turn) and once as it does now ([`Table::move_to_play`]: the drawing
//! turn after which most of the opponent's replies lose). Prints the wins, draws and
//! losses of each.
//!
//! ```sh
//! cargo run --release -p morris-ai --example drawn_to_win -- [VARIANT] [--positions N]
//!     [--turns K] [--level L] [--seed S]
//! ```
//! Positions come from `K` random turns from the start (6), kept when the
//! table says draw; the opponent is level `L` (5) searching without tables,
//! seeded by the position and the turn, so both rules meet the same player.

use std::sync::Arc;

use morris_ai::Stop;
use morris_ai::search::{Engine, Level, Limits};
use morris_ai::solve::{self, SolveOptions, Table, Value};
use morris_core::{Color, Game, Move, Position, catalog};
use morris_testkit::{Rng, random_playout};

/// How the table's player picks its turn.
type Rule = fn(&Table, &Position) -> Option<(Move, Value)>;

/// A game still going after this many turns is counted a draw.
const MAX_TURNS: usize = 300;

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str, default: u64| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1)?.parse().ok())
            .unwrap_or(default)
    };
    let variant = args
        .first()
        .filter(|a| !a.starts_with("--"))
        .map_or("six-mens-morris", String::as_str);
    let (count, turns, level, seed) = (
        flag("--positions", 200),
        flag("--turns", 6),
        flag("--level", 5),
        flag("--seed", 1),
    );
    let rules = match catalog::resolve(variant) {
        Ok(rules) => Arc::new(rules),
        Err(e) => {
            eprintln!("error: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let table = match solve::load_or_solve(&rules, &SolveOptions::default(), |_| {}) {
        Ok(table) => table,
        Err(e) => {
            eprintln!("error: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let mut rng = Rng::new(seed);
    let mut starts = Vec::new();
    while starts.len() < count as usize {
        let pos = random_playout(&rules, &mut rng, turns as usize);
        if table.probe(&pos) == Some(Value::Draw) && !pos.legal_moves(&rules).is_empty() {
            starts.push(pos);
        }
    }
    let opponent = Level::Strength(level as u8);
    println!(
        "{}: {} drawn positions after {turns} random turns, both colours, against level {level}",
        rules.name(),
        starts.len()
    );
    let rules_of_play: [(&str, Rule); 2] = [
        ("before (first drawing turn)", Table::best_move),
        ("now (most replies losing)", Table::move_to_play),
    ];
    for (name, rule) in rules_of_play {
        let mut tally = [0u32; 3];
        for (i, start) in starts.iter().enumerate() {
            for side in [Color::White, Color::Black] {
                let game_seed = seed * 1_000_003 + i as u64 * 2 + u64::from(side == Color::Black);
                let result = play(&rules, &table, *start, side, opponent, game_seed, rule);
                tally[result] += 1;
            }
        }
        let games = tally.iter().sum::<u32>().max(1);
        println!(
            "{name}: {} won ({:.1}%), {} drawn, {} lost of {games}",
            tally[0],
            100.0 * f64::from(tally[0]) / f64::from(games),
            tally[1],
            tally[2]
        );
    }
    std::process::ExitCode::SUCCESS
}

/// One game from `start`, the table's player on `side`: 0 won, 1 drawn, 2 lost.
fn play(
    rules: &Arc<morris_core::Rules>,
    table: &Table,
    start: Position,
    side: Color,
    opponent: Level,
    seed: u64,
    rule: Rule,
) -> usize {
    let mut game = Game::from_position(Arc::clone(rules), start);
    let mut engine = Engine::new();
    engine.set_table_lookup(false);
    let stop = Stop::new();
    while game.outcome().is_none() && game.moves().len() < MAX_TURNS {
        let mv = if game.side_to_move() == side {
            rule(table, game.position()).map(|(mv, _)| mv)
        } else {
            let turn = seed * 1000 + game.moves().len() as u64;
            engine.choose_move(&game, opponent, &Limits::nodes(20_000), &stop, turn)
        };
        let Some(mv) = mv else { break };
        if game.play(mv).is_err() {
            break;
        }
    }
    match game.outcome().and_then(|o| o.winner) {
        Some(winner) if winner == side => 0,
        Some(_) => 2,
        None => 1,
    }
}
