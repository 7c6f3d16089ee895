//! The solve of Five and Six Men's Morris, in memory (never from the cache).
//! `cargo bench -p morris-ai --bench solve` (ten solves of each, about a minute or two).

use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use morris_ai::solve::{self, SolveOptions};
use morris_core::catalog;

fn solve_small_variants(c: &mut Criterion) {
    let mut group = c.benchmark_group("solve");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_millis(100))
        .measurement_time(Duration::from_secs(60));
    for id in ["five-mens-morris", "six-mens-morris"] {
        let rules = catalog::shipped(id).expect("shipped variant");
        group.bench_function(id, |b| {
            b.iter(|| solve::solve(&rules, &SolveOptions::default(), |_| {}).expect("solvable"))
        });
    }
    group.finish();
}

criterion_group!(benches, solve_small_variants);
criterion_main!(benches);
