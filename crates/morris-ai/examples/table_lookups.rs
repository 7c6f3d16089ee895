//! How fast the sector tables of Nine Men's Morris in a folder load and
//! answer: the time to load them, then lookups a second of random positions
//! of every sector they hold (both hands empty), each position's sector chosen
//! with the share of the positions it has. Usage: `table_lookups DIR [N]`,
//! N lookups (10,000,000), e.g. on the folder of `morris solve
//! nine-mens-morris --sectors max=12`.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use morris_ai::solve::{self, SolveOptions};
use morris_core::{Position, Rules, catalog};

/// Positions drawn before the lookups start, looked up in turn.
const POSITIONS: usize = 1 << 20;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(dir) = args.first() else {
        eprintln!("usage: table_lookups DIR [N]");
        return ExitCode::from(2);
    };
    let lookups: usize = match args.get(1).map(|n| n.parse()) {
        None => 10_000_000,
        Some(Ok(n)) => n,
        Some(Err(_)) => {
            eprintln!("N is a number of lookups");
            return ExitCode::from(2);
        }
    };
    let rules = catalog::shipped("nine-mens-morris").expect("a shipped variant");
    let options = SolveOptions {
        cache_dir: Some(PathBuf::from(dir)),
        ..SolveOptions::default()
    };
    let started = Instant::now();
    let table = match solve::load_sectors(&rules, &options) {
        Ok(Some(table)) => table,
        Ok(None) => {
            eprintln!("{dir}: no sector table of Nine Men's Morris");
            return ExitCode::FAILURE;
        }
        Err(e) => {
            eprintln!("{dir}: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!("loaded in {:.2} s", started.elapsed().as_secs_f64());

    let sectors = table.sector_summaries();
    let total: u64 = sectors
        .iter()
        .map(|(_, s)| s.wins + s.draws + s.losses)
        .sum();
    let mut random = Random(0x9E37_79B9_7F4A_7C15);
    let positions: Vec<Position> = (0..POSITIONS)
        .map(|_| {
            let mut pick = random.below(total);
            let (sector, _) = sectors
                .iter()
                .find(|(_, s)| {
                    let n = s.wins + s.draws + s.losses;
                    pick = pick.wrapping_sub(n);
                    pick > u64::MAX - n
                })
                .unwrap_or(&sectors[0]);
            random_position(&rules, sector.mover, sector.other, &mut random)
        })
        .collect();

    let started = Instant::now();
    let mut found = 0u64;
    for i in 0..lookups {
        found += u64::from(table.probe(&positions[i % POSITIONS]).is_some());
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{lookups} lookups in {seconds:.2} s: {:.1} million a second ({found} found)",
        lookups as f64 / seconds / 1e6
    );
    ExitCode::SUCCESS
}

/// `mover` pieces of the player to move (White) and `other` of Black on
/// distinct random points, both hands empty: the first such position the
/// rules allow.
fn random_position(rules: &Rules, mover: u8, other: u8, random: &mut Random) -> Position {
    loop {
        let mut board = ['.'; 24];
        for (piece, count) in [('W', mover), ('B', other)] {
            let mut placed = 0;
            while placed < count {
                let point = random.below(24) as usize;
                if board[point] == '.' {
                    board[point] = piece;
                    placed += 1;
                }
            }
        }
        let text: String = board.iter().collect();
        if let Ok(position) = Position::from_text(rules, &format!("{text} w 0 0")) {
            return position;
        }
    }
}

/// xorshift64*: the same positions run after run.
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) % n.max(1)
    }
}
