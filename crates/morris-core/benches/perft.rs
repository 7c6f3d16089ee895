//! Perft from the Nine Men's Morris start: the speed figure in the README.

use criterion::{Criterion, criterion_group, criterion_main};
use morris_core::{Position, catalog, perft};
use std::hint::black_box;

fn perft_nine(c: &mut Criterion) {
    let rules = catalog::shipped(catalog::DEFAULT_VARIANT).unwrap();
    let start = Position::start(&rules);
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for depth in [5, 6] {
        group.bench_function(format!("nine-mens-morris depth {depth}"), |b| {
            b.iter(|| perft(&rules, black_box(&start), depth))
        });
    }
    group.finish();
}

fn perft_others(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft depth 5");
    group.sample_size(10);
    for id in ["six-mens-morris", "twelve-mens-morris", "lasker-morris"] {
        let rules = catalog::shipped(id).unwrap();
        let start = Position::start(&rules);
        group.bench_function(id, |b| b.iter(|| perft(&rules, black_box(&start), 5)));
    }
    group.finish();
}

criterion_group!(benches, perft_nine, perft_others);
criterion_main!(benches);
