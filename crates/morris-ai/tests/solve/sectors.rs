//! Tables of movement-phase sectors: the same values as the whole-variant
//! solver where both apply, files loaded back and reused, damaged files refused.

use std::fs;

use morris_ai::search::TableCache;
use morris_ai::solve::{self, Sector, SectorChoice, SolveError, SolveEvent, SolveOptions, Table};
use morris_core::{Color, Rules};
use morris_testkit::{Rng, random_movement_position, shipped, variant_of};

use super::table;

fn options_in(dir: &tempfile::TempDir) -> SolveOptions {
    SolveOptions {
        cache_dir: Some(dir.path().to_path_buf()),
        ..SolveOptions::default()
    }
}

/// The sector table of `rules` agrees with its whole table: the same wins,
/// draws and losses in every movement-phase sector, and the same value for
/// random positions of each.
fn agrees_with_whole(rules: &Rules, whole: &Table) {
    let dir = tempfile::tempdir().unwrap();
    let sectors = SectorChoice::UpTo(2 * rules.pieces())
        .sectors(rules)
        .unwrap();
    let table = solve::solve_sectors(rules, &sectors, &options_in(&dir), |_| {}).unwrap();
    assert!(table.is_sectors());
    let mine = table.sector_summaries();
    let theirs = whole.sector_summaries();
    assert_eq!(
        mine.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
        sectors,
        "every sector with at most every piece on the board"
    );
    assert_eq!(mine, theirs, "{}", rules.id());
    let mut rng = Rng::new(11);
    for &sector in &sectors {
        for i in 0..200 {
            let side = if i % 2 == 0 {
                Color::White
            } else {
                Color::Black
            };
            let pos = random_movement_position(rules, sector.mover, sector.other, side, &mut rng);
            let value = table.probe(&pos);
            assert!(value.is_some(), "{sector} covered");
            assert_eq!(value, whole.probe(&pos), "{}", pos.to_text(rules));
        }
    }
}

#[test]
fn sectors_of_five_mens_morris_agree_with_the_whole_table() {
    let whole = table("five-mens-morris");
    agrees_with_whole(whole.rules(), whole);
}

#[test]
fn sectors_with_flying_agree_with_the_whole_table() {
    let rules = variant_of(
        "five-mens-morris",
        "five-flying",
        &[("flying: Never", "flying: At(pieces: 3, optional: false)")],
    );
    let whole = solve::solve(&rules, &SolveOptions::default(), |_| {}).unwrap();
    agrees_with_whole(&rules, &whole);
}

#[test]
fn sectors_asked_for_bring_their_twins_and_dependencies() {
    let dir = tempfile::tempdir().unwrap();
    let rules = shipped("six-mens-morris");
    let wanted = [Sector::new(4, 3)];
    let estimate = solve::estimate_sectors(&rules, &wanted, &options_in(&dir)).unwrap();
    let names: Vec<String> = estimate.sectors.iter().map(|s| s.to_string()).collect();
    assert_eq!(names, ["3-3", "3-4", "4-3"]);
    assert!(estimate.cached.is_empty());
    let table = solve::solve_sectors(&rules, &wanted, &options_in(&dir), |_| {}).unwrap();
    let summaries = table.sector_summaries();
    assert_eq!(summaries.len(), 3);
    // Three against three without flying on this board: the side to move
    // wins some, loses some (blocked) and draws most.
    let (_, three) = summaries[0];
    assert!(
        three.wins > 0 && three.losses > 0 && three.draws > 0,
        "{three:?}"
    );
    // Both pairs are on disk now, and a new estimate loads them.
    let again = solve::estimate_sectors(&rules, &wanted, &options_in(&dir)).unwrap();
    assert_eq!(again.cached, [Sector::new(3, 3), Sector::new(4, 3)]);
    assert_eq!(again.slots, 0);
}

#[test]
fn a_larger_sector_reuses_the_smaller_ones_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let options = options_in(&dir);
    let rules = shipped("six-mens-morris");
    let first = solve::solve_sectors(&rules, &[Sector::new(3, 3)], &options, |_| {}).unwrap();
    let mut events = Vec::new();
    let second = solve::solve_sectors(&rules, &[Sector::new(4, 3)], &options, |e| {
        events.push(e.clone())
    })
    .unwrap();
    let loaded = events
        .iter()
        .filter(|e| matches!(e, SolveEvent::Loaded { .. }))
        .count();
    let saved = events
        .iter()
        .filter(|e| matches!(e, SolveEvent::Saved { .. }))
        .count();
    assert_eq!((loaded, saved), (1, 1), "{events:?}");
    assert_eq!(first.sector_summaries()[0], second.sector_summaries()[0]);
    // What is on disk loads as one table with both pairs.
    let on_disk = solve::load_sectors(&rules, &options)
        .unwrap()
        .expect("files there");
    assert_eq!(on_disk.sector_summaries(), second.sector_summaries());
}

#[test]
fn sectors_the_rules_do_not_have_are_refused() {
    let rules = shipped("nine-mens-morris");
    for text in ["2-5", "10-3", "3-2"] {
        let choice: SectorChoice = text.parse().unwrap();
        assert!(
            matches!(choice.sectors(&rules), Err(SolveError::NoSuchSector { .. })),
            "{text}"
        );
    }
    for text in ["", "4", "4-x", "max=", "4-3;3-3"] {
        assert!(text.parse::<SectorChoice>().is_err(), "{text:?}");
    }
}

#[test]
fn a_damaged_sector_file_is_refused_and_solved_again() {
    let dir = tempfile::tempdir().unwrap();
    let options = options_in(&dir);
    let rules = shipped("nine-mens-morris");
    let three = Sector::new(3, 3);
    let solved = solve::solve_sectors(&rules, &[three], &options, |_| {}).unwrap();
    let path = dir.path().join(solve::sector_file_name(&rules, three));
    let good = fs::read(&path).unwrap();

    let mut flipped = good.clone();
    let last = flipped.len() - 1;
    flipped[last] ^= 0x40;
    for (bytes, reason) in [
        (flipped, "checksum"),
        (good[..good.len() / 2].to_vec(), "truncated"),
        (b"not a table".to_vec(), "not a morris table"),
    ] {
        fs::write(&path, &bytes).unwrap();
        let err = solve::load_sectors(&rules, &options).expect_err("refused");
        assert!(
            matches!(&err, SolveError::Corrupt { .. }) && err.to_string().contains(reason),
            "{err}"
        );
        // An engine's cache counts it as no table, without a panic.
        assert!(
            TableCache::in_folder(dir.path().to_path_buf())
                .get_sectors(&rules)
                .is_none()
        );
    }

    // A file for other rules (flying off) under this name is refused too.
    let no_flying = morris_core::GameOptions {
        flying: Some(false),
        first: None,
    }
    .rules(rules.clone())
    .unwrap();
    assert_ne!(no_flying.fingerprint(), rules.fingerprint());
    let other_dir = tempfile::tempdir().unwrap();
    solve::solve_sectors(&no_flying, &[three], &options_in(&other_dir), |_| {}).unwrap();
    let other = other_dir
        .path()
        .join(solve::sector_file_name(&no_flying, three));
    fs::copy(&other, &path).unwrap();
    let err = solve::load_sectors(&rules, &options).expect_err("refused");
    assert!(err.to_string().contains("made for rules"), "{err}");

    // A solve reports the damaged file, solves the pair again and replaces it.
    let mut events = Vec::new();
    let again =
        solve::solve_sectors(&rules, &[three], &options, |e| events.push(e.clone())).unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, SolveEvent::Rejected { .. })),
        "{events:?}"
    );
    assert_eq!(fs::read(&path).unwrap(), good);
    assert_eq!(again.sector_summaries(), solved.sector_summaries());
}

/// The files of a folder, by name.
fn files_of(dir: &tempfile::TempDir) -> std::collections::BTreeMap<String, Vec<u8>> {
    fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| {
            (
                e.file_name().into_string().unwrap(),
                fs::read(e.path()).unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_solve_in_parts_writes_the_same_files_and_says_the_same_values() {
    let whole = table("five-mens-morris");
    let rules = whole.rules();
    let sectors = SectorChoice::UpTo(2 * rules.pieces())
        .sectors(rules)
        .unwrap();
    let (held, parts) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let table = solve::solve_sectors(rules, &sectors, &options_in(&held), |_| {}).unwrap();
    let summaries =
        solve::solve_sectors_in_parts(rules, &sectors, &options_in(&parts), |_| {}).unwrap();
    assert_eq!(summaries, table.sector_summaries());
    assert_eq!(files_of(&parts), files_of(&held));

    // The largest pair damaged: solved again, reading back from their files
    // the layers it depends on, which the first solve had let go.
    let top = *sectors.last().unwrap();
    let path = parts.path().join(solve::sector_file_name(rules, top));
    fs::write(&path, b"damaged").unwrap();
    let mut events = Vec::new();
    let again = solve::solve_sectors_in_parts(rules, &sectors, &options_in(&parts), |e| {
        events.push(e.clone())
    })
    .unwrap();
    assert_eq!(again, summaries);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, SolveEvent::Rejected { .. }))
    );
    assert_eq!(files_of(&parts), files_of(&held));

    // Held in parts, the solve needs less memory than holding every sector.
    let empty = tempfile::tempdir().unwrap();
    let estimate = solve::estimate_sectors(rules, &sectors, &options_in(&empty)).unwrap();
    assert!(estimate.bytes < estimate.bytes_all_held, "{estimate:?}");
}
