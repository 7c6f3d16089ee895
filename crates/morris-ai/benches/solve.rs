//! The solve of Five and Six Men's Morris, in memory (never from the cache), and
//! of Nine Men's Morris's smallest endgame sectors (flying on) into an empty folder.
//! `cargo bench -p morris-ai --bench solve` (ten solves of each, a few minutes).

use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use morris_ai::solve::{self, Sector, SolveOptions};
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

fn solve_nine_mens_morris_sectors(c: &mut Criterion) {
    let mut group = c.benchmark_group("sectors");
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_millis(100))
        .measurement_time(Duration::from_secs(60));
    let rules = catalog::shipped("nine-mens-morris").expect("shipped variant");
    // 4-3 brings 3-4 and 3-3 with it: three sectors, two pairs.
    group.bench_function("nine-mens-morris 4-3", |b| {
        b.iter(|| {
            let dir = tempfile::tempdir().expect("a temporary folder");
            let options = SolveOptions {
                cache_dir: Some(dir.path().to_path_buf()),
                ..SolveOptions::default()
            };
            solve::solve_sectors(&rules, &[Sector::new(4, 3)], &options, |_| {}).expect("solvable")
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    solve_small_variants,
    solve_nine_mens_morris_sectors
);
criterion_main!(benches);
