//! Every file in rules/ loads from disk, and the copies embedded in the library
//! are exactly these files.

use std::path::Path;

use morris_core::{Rules, catalog};

#[test]
fn every_rules_file_loads_and_is_shipped() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("rules");
    let mut ids = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        let rules = Rules::load_file(&path).unwrap_or_else(|e| panic!("{e}"));
        let shipped = catalog::shipped(rules.id())
            .unwrap_or_else(|| panic!("{} is not embedded in catalog::SHIPPED", path.display()));
        assert_eq!(
            rules.fingerprint(),
            shipped.fingerprint(),
            "{}",
            path.display()
        );
        assert_eq!(rules.summary(), shipped.summary(), "{}", path.display());
        ids.push(rules.id().to_string());
    }
    ids.sort();
    let mut shipped: Vec<String> = catalog::SHIPPED
        .iter()
        .map(|(id, _)| id.to_string())
        .collect();
    shipped.sort();
    assert_eq!(ids, shipped);
}
