//! Search speed on fixed Nine Men's Morris positions: time to a fixed depth,
//! reported with nodes per second as criterion's throughput (elements/s = nodes/s).
//!
//! `cargo bench -p morris-ai --bench search`

use std::hint::black_box;
use std::sync::Arc;
use std::time::Duration;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use morris_ai::search::{Engine, Limits, Stop};
use morris_core::{Game, Position, catalog};

/// (name, position string, depth).
const POSITIONS: &[(&str, &str, u32)] = &[
    ("opening", "........................ w 9 9 0 0", 8),
    // Placing, both sides have lost pieces already.
    (
        "placement with removals",
        "..B.W.B...B.BW...WWB.... w 4 3 0 12",
        11,
    ),
    // Moving, 7 against 6.
    ("middle game", "WWB.B...B.W..WWW..BW.BB. w 0 0 0 40", 11),
    // White flies with 3 pieces against 5.
    ("flying endgame", "WB..B.....B.W..B....B..W w 0 0 0 60", 7),
];

const TABLE_MEGABYTES: usize = 16;

fn search(c: &mut Criterion) {
    let rules = Arc::new(catalog::shipped(catalog::DEFAULT_VARIANT).expect("shipped"));
    let mut group = c.benchmark_group("nine-mens-morris search");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    for &(name, text, depth) in POSITIONS {
        let pos = Position::from_text(&rules, text).expect("a valid position");
        let game = Game::from_position(Arc::clone(&rules), pos);
        let limits = Limits::depth(depth);
        // The node count of one search to this depth (the search is deterministic).
        let nodes = Engine::with_table_size(TABLE_MEGABYTES)
            .search(&game, &limits, &Stop::new(), &mut |_| {})
            .nodes;
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name}, depth {depth} ({nodes} nodes)"), |b| {
            b.iter_batched(
                || Engine::with_table_size(TABLE_MEGABYTES),
                |mut engine| black_box(engine.search(&game, &limits, &Stop::new(), &mut |_| {})),
                BatchSize::PerIteration,
            );
        });
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
