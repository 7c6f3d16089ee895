//! Finding and loading variants: shipped ones by id, others by the path of their rules file.

use std::path::Path;

use morris_core::catalog::{self, Origin};
use morris_core::{LoadError, Rules};

/// Loads a variant named by a shipped id or a rules file path.
pub fn load(source: &str) -> Result<Rules, LoadError> {
    if let Some(rules) = catalog::shipped(source) {
        return Ok(rules);
    }
    if catalog::SHIPPED.iter().any(|(id, _)| *id == source) || !looks_like_path(source) {
        // A shipped id that did not compile, or a word that names nothing: let the catalog say why.
        return catalog::resolve(source);
    }
    Rules::load_file(Path::new(source))
}

fn looks_like_path(source: &str) -> bool {
    source.ends_with(".ron") || source.contains(std::path::MAIN_SEPARATOR)
}

/// The variants to offer: `(label, source)` pairs, shipped first, then the user folder's.
pub fn offered() -> Vec<(String, String)> {
    catalog::variants()
        .into_iter()
        .map(|entry| match entry.origin {
            Origin::Shipped => {
                let label =
                    catalog::shipped(&entry.id).map_or(entry.id.clone(), |r| r.name().to_string());
                (label, entry.id)
            }
            Origin::User(path) => (
                format!("{} (your file)", entry.id),
                path.display().to_string(),
            ),
        })
        .collect()
}
