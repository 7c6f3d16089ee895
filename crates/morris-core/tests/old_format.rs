//! Rules files are players' files: the 28 shipped files as they were written
//! before the rules became parts (kept in `data/old-format/`) still load, compile
//! to the same rules as the shipped files of today, and play the same game.

use std::sync::Arc;

use morris_core::{Position, Rules, ShippedBases, catalog, perft};

/// The old files, by variant id.
fn old_files() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/old-format");
    let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .map(|path| {
            let id = path.file_stem().unwrap().to_string_lossy().into_owned();
            (id, std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    files.sort();
    files
}

fn old_rules(id: &str, text: &str) -> Arc<Rules> {
    let origin = format!("old-format/{id}.ron");
    match Rules::from_source(id, &origin, text) {
        Ok(rules) => Arc::new(rules),
        Err(err) => panic!("{err}"),
    }
}

#[test]
fn every_shipped_variant_has_its_old_file() {
    let old: Vec<String> = old_files().into_iter().map(|(id, _)| id).collect();
    let mut shipped: Vec<String> = catalog::SHIPPED
        .iter()
        .map(|(id, _)| id.to_string())
        .collect();
    shipped.sort();
    assert_eq!(old, shipped);
}

#[test]
fn old_files_compile_to_the_shipped_rules() {
    for (id, text) in old_files() {
        let old = old_rules(&id, &text);
        let new = catalog::shipped(&id).unwrap();
        // The same game: every part but the words, which may be said better.
        assert_eq!(
            (
                old.board(),
                old.placement(),
                old.movement(),
                old.mill_rules()
            ),
            (
                new.board(),
                new.placement(),
                new.movement(),
                new.mill_rules()
            ),
            "{id}"
        );
        assert_eq!(
            (old.protection(), old.captures(), old.end(), old.features()),
            (new.protection(), new.captures(), new.end(), new.features()),
            "{id}"
        );
        assert_eq!(old.fingerprint(), new.fingerprint(), "{id}");
        assert_eq!(old.summary(), new.summary(), "{id}");
    }
}

#[test]
fn old_files_give_the_perft_of_the_data_file() {
    let old: Vec<(String, Arc<Rules>)> = old_files()
        .into_iter()
        .map(|(id, text)| {
            let rules = old_rules(&id, &text);
            (id, rules)
        })
        .collect();
    let mut checked = 0;
    for case in morris_testkit::perft_cases(include_str!("data/perft.txt")) {
        let (_, rules) = old.iter().find(|(id, _)| id == case.variant).unwrap();
        let pos = match case.position {
            Some(text) => Position::from_text(rules, text).unwrap(),
            None => Position::start(rules),
        };
        assert_eq!(perft(rules, &pos, case.depth), case.nodes, "{}", case.text);
        checked += 1;
    }
    assert!(checked >= 30, "the data file lists {checked} cases");
}

/// The rules a line of `old-format/perft.txt` counts: an old shipped file or
/// a test-only variant.
fn counted_rules(id: &str, old: &[(String, String)]) -> Arc<Rules> {
    match old.iter().find(|(old_id, _)| old_id == id) {
        Some((_, text)) => old_rules(id, text),
        None => {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("tests/data")
                .join(format!("{id}.ron"));
            old_rules(id, &std::fs::read_to_string(path).unwrap())
        }
    }
}

#[test]
fn every_variant_counts_what_the_engine_counted_before_the_parts() {
    let old = old_files();
    let mut variants = std::collections::BTreeSet::new();
    for case in morris_testkit::perft_cases(include_str!("data/old-format/perft.txt")) {
        let (id, line) = (case.variant, case.text);
        let rules = counted_rules(id, &old);
        let pos = match case.position {
            Some(text) => Position::from_text(&rules, text).unwrap(),
            None => Position::start(&rules),
        };
        assert_eq!(perft(&rules, &pos, case.depth), case.nodes, "{line}");
        if let Some(shipped) = catalog::shipped(id) {
            assert_eq!(
                perft(&shipped, &pos, case.depth),
                case.nodes,
                "shipped {line}"
            );
        }
        variants.insert(id);
    }
    assert_eq!(variants.len(), catalog::SHIPPED.len() + 5);
}

#[test]
fn old_and_shipped_files_play_the_same_game_in_every_variant() {
    for (id, text) in old_files() {
        let old = old_rules(&id, &text);
        let new = Arc::new(catalog::shipped(&id).unwrap());
        let start = Position::start(&new);
        assert_eq!(Position::start(&old), start, "{id}");
        assert_eq!(perft(&old, &start, 3), perft(&new, &start, 3), "{id}");
        for pos in morris_testkit::random_positions(&new, 12, 0x01d_f11e) {
            assert_eq!(
                perft(&old, &pos, 2),
                perft(&new, &pos, 2),
                "{id} from {}",
                pos.to_text(&new)
            );
        }
    }
}

#[test]
fn every_old_file_upgrades_to_a_file_of_the_same_rules() {
    let mut layers = Vec::new();
    for (id, text) in old_files() {
        let origin = format!("old-format/{id}.ron");
        let new = Rules::upgrade_text(&id, &origin, &text, &ShippedBases).unwrap();
        assert!(!new.contains("\n    full_board_draw:"), "{id}");
        let (old, upgraded) = (
            old_rules(&id, &text),
            Rules::from_source(&id, &origin, &new).unwrap(),
        );
        assert_eq!(upgraded, *old, "{id}");
        assert!(new.lines().count() <= text.lines().count(), "{id}");
        // Written on the family's game, as the shipped file is: Russian Mill
        // on Nine Men's Morris, not on a relative of it.
        let base = |text: &str| {
            text.lines()
                .map(str::trim)
                .find(|l| l.starts_with("base:"))
                .map(String::from)
        };
        let (_, shipped) = catalog::SHIPPED.iter().find(|(s, _)| *s == id).unwrap();
        if let Some(shipped) = base(shipped) {
            layers.push((id.clone(), base(&new), shipped));
        }
    }
    let differ: Vec<_> = layers
        .iter()
        .filter(|(_, new, shipped)| new.as_ref() != Some(shipped))
        .collect();
    assert!(differ.is_empty(), "{differ:#?}");
}
