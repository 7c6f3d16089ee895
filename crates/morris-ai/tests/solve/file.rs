//! Table files: written and read back exactly, damaged files refused and
//! rebuilt, never reused for other rules; variants too large refused at once.

use std::fs;

use morris_ai::solve::{self, SolveError, SolveEvent, SolveOptions, Table};
use morris_core::Rules;
use morris_testkit::{playout_positions, shipped, three_removal_per_mill, variant_of};

use super::table;

fn options_in(dir: &tempfile::TempDir) -> SolveOptions {
    SolveOptions {
        cache_dir: Some(dir.path().to_path_buf()),
        ..SolveOptions::default()
    }
}

/// Loads or solves, collecting the events.
fn load_or_solve(rules: &Rules, options: &SolveOptions) -> (Table, Vec<SolveEvent>) {
    let mut events = Vec::new();
    let table = solve::load_or_solve(rules, options, |e| events.push(e.clone()))
        .expect("small variants solve");
    (table, events)
}

fn same_values(a: &Table, b: &Table, rules: &Rules) {
    for pos in playout_positions(rules, 2000, 3) {
        assert_eq!(a.probe(&pos), b.probe(&pos), "{}", pos.to_text(rules));
    }
}

#[test]
fn a_saved_table_loads_back_with_the_same_values() {
    let dir = tempfile::tempdir().unwrap();
    for id in [
        "three-mens-morris",
        "three-removal-per-mill",
        "five-mens-morris",
    ] {
        let table = table(id);
        let rules = table.rules();
        let path = dir.path().join(format!("{id}.table"));
        table.save(&path).unwrap();
        let loaded = Table::load(rules, &path).unwrap();
        assert_eq!(loaded.stored_positions(), table.stored_positions());
        same_values(table, &loaded, rules);
        let again = dir.path().join(format!("{id}.again"));
        loaded.save(&again).unwrap();
        assert_eq!(
            fs::read(&path).unwrap(),
            fs::read(&again).unwrap(),
            "{id}: saving is deterministic"
        );
    }
}

#[test]
fn load_or_solve_saves_to_the_cache_then_loads_from_it() {
    let dir = tempfile::tempdir().unwrap();
    let options = options_in(&dir);
    let rules = shipped("three-mens-morris");
    assert!(solve::load_cached_from(&rules, &options).unwrap().is_none());
    let (first, events) = load_or_solve(&rules, &options);
    let path = options.table_path(&rules).unwrap();
    assert!(
        events.contains(&SolveEvent::Saved { path: path.clone() }),
        "{events:?}"
    );
    assert!(
        path.file_name()
            .unwrap()
            .to_string_lossy()
            .contains(&format!("{:016x}", rules.fingerprint()))
    );
    let (second, events) = load_or_solve(&rules, &options);
    assert_eq!(events, vec![SolveEvent::Loaded { path }]);
    same_values(&first, &second, &rules);
    // Nothing but the table file (no temporary left behind).
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
}

/// Damages the cached table with `damage`, then checks that loading refuses it
/// and load_or_solve reports it, rebuilds it and leaves a sound file.
fn damaged_file_is_rejected_and_rebuilt(damage: impl Fn(&mut Vec<u8>)) {
    let dir = tempfile::tempdir().unwrap();
    let options = options_in(&dir);
    let rules = three_removal_per_mill();
    let (good, _) = load_or_solve(&rules, &options);
    let path = options.table_path(&rules).unwrap();
    let mut bytes = fs::read(&path).unwrap();
    damage(&mut bytes);
    fs::write(&path, &bytes).unwrap();

    match Table::load(&rules, &path) {
        Err(SolveError::Corrupt { path: p, .. }) => assert_eq!(p, path),
        other => panic!("a damaged table was not refused: {other:?}"),
    }
    assert!(matches!(
        solve::load_cached_from(&rules, &options),
        Err(SolveError::Corrupt { .. })
    ));

    let (rebuilt, events) = load_or_solve(&rules, &options);
    assert!(
        matches!(&events[0], SolveEvent::Rejected { path: p, .. } if *p == path),
        "{events:?}"
    );
    assert!(
        events.contains(&SolveEvent::Saved { path: path.clone() }),
        "{events:?}"
    );
    same_values(&good, &rebuilt, &rules);
    assert!(Table::load(&rules, &path).is_ok());
}

#[test]
fn a_truncated_file_is_rejected_and_rebuilt() {
    damaged_file_is_rejected_and_rebuilt(|bytes| bytes.truncate(bytes.len() - 7));
    damaged_file_is_rejected_and_rebuilt(|bytes| bytes.truncate(20));
    damaged_file_is_rejected_and_rebuilt(|bytes| bytes.clear());
}

#[test]
fn a_flipped_bit_is_rejected_and_rebuilt() {
    damaged_file_is_rejected_and_rebuilt(|bytes| {
        let middle = bytes.len() / 2;
        bytes[middle] ^= 0x10;
    });
    damaged_file_is_rejected_and_rebuilt(|bytes| {
        let last = bytes.len() - 1;
        bytes[last] ^= 0x01;
    });
    // In the header: the format version and the fingerprint.
    damaged_file_is_rejected_and_rebuilt(|bytes| bytes[8] ^= 0x02);
    damaged_file_is_rejected_and_rebuilt(|bytes| bytes[17] ^= 0x80);
}

#[test]
fn changed_rules_never_reuse_a_table() {
    let dir = tempfile::tempdir().unwrap();
    let options = options_in(&dir);
    let rules = shipped("three-mens-morris");
    load_or_solve(&rules, &options);
    let changed = variant_of(
        "three-mens-morris",
        "three-mens-morris",
        &[("first: White", "first: Black")],
    );
    assert_ne!(changed.fingerprint(), rules.fingerprint());
    assert_ne!(options.table_path(&changed), options.table_path(&rules));
    assert!(
        solve::load_cached_from(&changed, &options)
            .unwrap()
            .is_none()
    );
    // The other rules' file, even under this name, is refused.
    let stale = options.table_path(&rules).unwrap();
    assert!(matches!(
        Table::load(&changed, &stale),
        Err(SolveError::Corrupt { .. })
    ));
    fs::copy(&stale, options.table_path(&changed).unwrap()).unwrap();
    let (_, events) = load_or_solve(&changed, &options);
    assert!(
        matches!(&events[0], SolveEvent::Rejected { reason, .. } if reason.contains("rules")),
        "{events:?}"
    );
}

#[test]
fn nine_mens_morris_is_refused_at_once_with_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let options = options_in(&dir);
    let rules = shipped("nine-mens-morris");
    // Refused before any work: no progress event, no file written.
    let result = solve::load_or_solve(&rules, &options, |e| panic!("no work expected: {e:?}"));
    match result {
        Err(e @ SolveError::TooLarge { .. }) => {
            let SolveError::TooLarge {
                states,
                budget,
                bytes_needed,
                ..
            } = &e
            else {
                unreachable!()
            };
            assert_eq!(*states, solve::estimate_states(&rules));
            assert!(*states > 1_000_000_000, "{states}");
            assert!(*bytes_needed > u128::from(*budget));
            assert!(e.to_string().contains(&states.to_string()), "{e}");
        }
        other => panic!("Nine Men's Morris was not refused: {other:?}"),
    }
    assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 0);
    assert!(matches!(
        solve::solve(&rules, &options, |_| {}),
        Err(SolveError::TooLarge { .. })
    ));
    // Nor is a table file for it ever read: whatever the memory, its positions
    // are too many to number.
    let path = dir.path().join("nine.table");
    fs::write(&path, b"MORRISTB").unwrap();
    assert!(matches!(
        Table::load(&rules, &path),
        Err(SolveError::NotIndexable { .. })
    ));
}

#[test]
fn a_stopped_solve_says_so() {
    let stop = morris_ai::Stop::new();
    stop.stop();
    let options = SolveOptions {
        stop,
        ..SolveOptions::default()
    };
    let result = solve::solve(&shipped("five-mens-morris"), &options, |_| {});
    assert!(matches!(result, Err(SolveError::Stopped)), "{result:?}");
}

#[test]
fn tables_can_be_shared_between_threads() {
    fn shareable<T: Send + Sync + 'static>(_: &T) {}
    let table = table("three-mens-morris");
    shareable(table);
    let rules = table.rules().clone();
    let start = morris_core::Position::start(&rules);
    let value = std::thread::scope(|s| s.spawn(|| table.probe(&start)).join().unwrap());
    assert_eq!(value, table.probe(&start));
}
