//! The table check: from random positions an exact table covers, does level
//! 10's move (the search alone, tables off) keep the exact value? A won
//! position must stay won, a drawn one drawn; lost ones are left out, as any
//! move keeps a loss. Also the tables' positions as samples to fit on,
//! labelled with their exact values.

use std::path::Path;
use std::sync::Arc;

use morris_ai::search::{Engine, Level, Limits, Stop, features};
use morris_ai::solve::{self, SectorChoice, SolveOptions, Table, Value};
use morris_core::{Color, Game, Position, Rules, catalog};
use morris_testkit::{Rng, random_movement_position, random_playout};

use crate::sample::Sample;

/// What the check covers and how hard the engine thinks.
pub struct Check {
    /// Variants solved whole.
    pub whole: Vec<String>,
    /// Sectors of Nine Men's Morris (`3-3`, `4-3`...).
    pub sectors: Vec<String>,
    pub positions: usize,
    pub nodes: u64,
    pub seed: u64,
}

/// Kept and tried, for won and drawn positions, and for the critical ones
/// (where some move would give the value away).
#[derive(Default)]
struct Tally {
    kept: [usize; 2],
    tried: [usize; 2],
    critical_kept: usize,
    critical: usize,
}

pub fn run(check: &Check, dir: &Path) -> Result<(), String> {
    let options = in_folder(dir);
    println!("| table | positions | won kept | drawn kept | all kept | critical kept |");
    println!("|---|---|---|---|---|---|");
    for id in &check.whole {
        let Some(rules) = catalog::shipped(id) else {
            eprintln!("unknown variant {id}");
            continue;
        };
        let table = whole(&rules, dir)?;
        let rules = Arc::new(rules);
        let mut rng = Rng::new(check.seed);
        let longest = 6 * usize::from(rules.pieces()) + 30;
        let tally = judge(check, &rules, &table, || {
            let turns = rng.below(longest);
            random_playout(&rules, &mut rng, turns)
        });
        print_row(id, &tally);
    }
    let nine = Arc::new(catalog::shipped("nine-mens-morris").expect("a shipped variant"));
    for choice in &check.sectors {
        let sectors = choice
            .parse::<SectorChoice>()
            .map_err(|e| e.to_string())?
            .sectors(&nine)
            .map_err(|e| e.to_string())?;
        eprintln!(
            "solving or loading nine-mens-morris {choice} in {}",
            dir.display()
        );
        let table =
            solve::solve_sectors(&nine, &sectors, &options, |_| {}).map_err(|e| e.to_string())?;
        let mut rng = Rng::new(check.seed);
        let mut n = 0usize;
        let tally = judge(check, &nine, &table, || {
            n += 1;
            let sector = sectors[n % sectors.len()];
            // Colours alternate apart from sectors, so each sector gets both.
            let side = if (n / sectors.len()).is_multiple_of(2) {
                Color::White
            } else {
                Color::Black
            };
            random_movement_position(&nine, sector.mover, sector.other, side, &mut rng)
        });
        print_row(&format!("nine-mens-morris {choice}"), &tally);
    }
    Ok(())
}

/// The table of the whole of `rules`, loaded from `dir` or solved there.
pub fn whole(rules: &Rules, dir: &Path) -> Result<Table, String> {
    eprintln!("solving or loading {} in {}", rules.id(), dir.display());
    solve::load_or_solve(rules, &in_folder(dir), |_| {}).map_err(|e| e.to_string())
}

/// Tables solved in, or loaded from, `dir`.
pub fn in_folder(dir: &Path) -> SolveOptions {
    SolveOptions {
        cache_dir: Some(dir.to_path_buf()),
        ..SolveOptions::default()
    }
}

/// The exact value of `pos` for its player to move, as a sample's result:
/// 1 a win, 0.5 a draw, 0 a loss; `None` where the table has no value.
pub fn exact_result(table: &Table, pos: &Position) -> Option<f64> {
    match table.probe(pos)? {
        Value::Win(_) => Some(1.0),
        Value::Draw => Some(0.5),
        Value::Loss(_) => Some(0.0),
    }
}

/// `count` quiet positions drawn at random from each choice of Nine Men's
/// Morris sectors (`4-3,3-4`...), each labelled with its exact value for the
/// player to move (1 a win, 0.5 a draw, 0 a loss), one "game" each.
pub fn samples(
    choices: &[String],
    count: usize,
    seed: u64,
    dir: &Path,
) -> Result<Vec<Vec<Sample>>, String> {
    let options = in_folder(dir);
    let nine = catalog::shipped("nine-mens-morris").expect("a shipped variant");
    let mut out = Vec::new();
    for choice in choices {
        let sectors = choice
            .parse::<SectorChoice>()
            .map_err(|e| e.to_string())?
            .sectors(&nine)
            .map_err(|e| e.to_string())?;
        let table =
            solve::solve_sectors(&nine, &sectors, &options, |_| {}).map_err(|e| e.to_string())?;
        let mut rng = Rng::new(seed);
        let (mut kept, mut drawn) = (0, 0usize);
        while kept < count && drawn < 100 * count {
            drawn += 1;
            let sector = sectors[drawn % sectors.len()];
            let side = if rng.below(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            let pos = random_movement_position(&nine, sector.mover, sector.other, side, &mut rng);
            let f = features::of(&nine, &pos);
            if pos.outcome(&nine).is_some() || features::can_close_now(&f) {
                continue;
            }
            let Some(result) = exact_result(&table, &pos) else {
                continue;
            };
            kept += 1;
            out.push(vec![Sample {
                features: f,
                result,
            }]);
        }
    }
    Ok(out)
}

fn print_row(name: &str, t: &Tally) {
    let share = |k: usize, n: usize| {
        if n == 0 {
            "–".to_string()
        } else {
            format!("{:.1}% ({k}/{n})", 100.0 * k as f64 / n as f64)
        }
    };
    println!(
        "| {name} | {} | {} | {} | {} | {} |",
        t.tried[0] + t.tried[1],
        share(t.kept[0], t.tried[0]),
        share(t.kept[1], t.tried[1]),
        share(t.kept[0] + t.kept[1], t.tried[0] + t.tried[1]),
        share(t.critical_kept, t.critical),
    );
}

/// Draws positions from `next` until `check.positions` won or drawn ones are judged.
fn judge(
    check: &Check,
    rules: &Arc<Rules>,
    table: &Table,
    mut next: impl FnMut() -> Position,
) -> Tally {
    let mut engine = Engine::with_table_size(16);
    engine.set_table_lookup(false);
    let level = Level::new(10).expect("level 10 exists");
    let limits = Limits::nodes(check.nodes);
    let mut tally = Tally::default();
    let mut draws = 0;
    while tally.tried[0] + tally.tried[1] < check.positions && draws < 1_000 * check.positions {
        draws += 1;
        let pos = fresh(rules, &next());
        if pos.outcome(rules).is_some() {
            continue;
        }
        let kind = match table.probe(&pos) {
            Some(Value::Win(_)) => 0,
            Some(Value::Draw) => 1,
            _ => continue,
        };
        let Some(values) = table.move_values(&pos) else {
            continue;
        };
        // `move_values` gives each move's value for the player making it.
        let keeps = |v: Value| matches!((kind, v), (0, Value::Win(_)) | (1, Value::Draw));
        let critical = values.iter().any(|&(_, v)| !keeps(v));
        engine.clear();
        let game = Game::from_position(Arc::clone(rules), pos);
        let Some(mv) = engine.choose_move(&game, level, &limits, &Stop::new(), check.seed) else {
            continue;
        };
        let kept = values.iter().any(|&(m, v)| m == mv && keeps(v));
        tally.tried[kind] += 1;
        tally.kept[kind] += usize::from(kept);
        tally.critical += usize::from(critical);
        tally.critical_kept += usize::from(critical && kept);
    }
    tally
}

/// The same position with its counters at zero: the table knows no history.
fn fresh(rules: &Rules, pos: &Position) -> Position {
    let text = pos.to_text(rules);
    let fields: Vec<&str> = text.split_whitespace().take(4).collect();
    Position::from_text(rules, &fields.join(" ")).unwrap_or(*pos)
}
