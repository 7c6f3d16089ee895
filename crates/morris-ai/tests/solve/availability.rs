//! Whether a table is there, can be solved, or cannot: one answer, the same
//! as what a solve then does.

use morris_ai::solve::{self, SolveError, SolveOptions, TableAvailability};
use morris_testkit::shipped;

fn options_in(dir: &tempfile::TempDir) -> SolveOptions {
    SolveOptions {
        cache_dir: Some(dir.path().to_path_buf()),
        ..SolveOptions::default()
    }
}

#[test]
fn a_small_variant_is_solvable_then_cached() {
    let dir = tempfile::tempdir().unwrap();
    let options = options_in(&dir);
    let rules = shipped("three-mens-morris");
    let size = solve::estimate(&rules);
    assert_eq!(
        solve::availability(&rules, &options),
        TableAvailability::Solvable {
            positions: size.positions,
            bytes: size.bytes
        }
    );
    solve::load_or_solve(&rules, &options, |_| {}).expect("solves");
    assert_eq!(
        solve::availability(&rules, &options),
        TableAvailability::Cached {
            path: options.table_path(&rules).unwrap()
        }
    );
}

#[test]
fn a_variant_over_the_budget_is_too_large_and_refused() {
    let dir = tempfile::tempdir().unwrap();
    let options = SolveOptions {
        memory_budget: 1 << 10,
        ..options_in(&dir)
    };
    let rules = shipped("three-mens-morris");
    let availability = solve::availability(&rules, &options);
    assert!(
        matches!(availability, TableAvailability::TooLarge { budget, .. } if budget == 1 << 10),
        "{availability:?}"
    );
    assert!(!availability.is_possible());
    assert!(matches!(
        solve::load_or_solve(&rules, &options, |_| {}),
        Err(SolveError::TooLarge { .. })
    ));
}

#[test]
fn nine_mens_morris_cannot_be_numbered_whatever_the_memory() {
    let rules = shipped("nine-mens-morris");
    let options = SolveOptions {
        memory_budget: u64::MAX,
        ..SolveOptions::default()
    };
    let availability = solve::availability(&rules, &options);
    assert_eq!(
        availability,
        TableAvailability::NotIndexable {
            positions: solve::estimate_states(&rules)
        }
    );
    assert!(matches!(
        solve::solve(&rules, &options, |_| panic!("no work expected")),
        Err(SolveError::NotIndexable { .. })
    ));
    // Within the usual budget, its size is the first reason given.
    assert!(matches!(
        solve::availability(&rules, &SolveOptions::default()),
        TableAvailability::TooLarge { .. }
    ));
}
