//! The variants the game offers, found through core's catalog as every program
//! finds them (a user file with a shipped id replaces it), and the rules files
//! a player opened in a web page, which has no folder: those are kept with the
//! settings, by file name.

use std::collections::BTreeMap;

use morris_core::catalog::{self, Catalog, Origin};
use morris_core::{LoadError, Rules};
use morris_i18n::{t, words};

/// Where the app finds a variant by the name a [`crate::GameSetup`] keeps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variants {
    pub catalog: Catalog,
    /// Rules files opened in a page: their text by file name (`my-morris.ron`).
    pub files: BTreeMap<String, String>,
}

impl Variants {
    /// A variant by id, path, or the name of a rules file opened in the page.
    pub fn resolve(&self, source: &str) -> Result<Rules, LoadError> {
        match self.files.get(source) {
            Some(text) => Ok(Rules::from_source(file_id(source), source, text)?),
            None => self.catalog.resolve(source),
        }
    }

    /// The variants to offer: `(label, source)` pairs, shipped first, then the
    /// user folder's, then the files opened in the page.
    pub fn offered(&self) -> Vec<(String, String)> {
        let from_catalog = self.catalog.variants().into_iter().map(|entry| {
            let label = match entry.origin {
                Origin::Shipped => catalog::shipped(&entry.id)
                    .map_or(entry.id.clone(), |r| words::variant_name(&r)),
                Origin::User(_) => t!("gui-your-file", id = entry.id.as_str()),
            };
            (label, entry.id)
        });
        let opened = self
            .files
            .keys()
            .map(|name| (t!("gui-your-file", id = name.as_str()), name.clone()));
        from_catalog.chain(opened).collect()
    }
}

/// The variant id of a rules file: its name without `.ron`.
pub fn file_id(name: &str) -> &str {
    name.strip_suffix(".ron").unwrap_or(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_opened_in_the_page_is_offered_and_resolved_by_its_name() {
        let text = catalog::SHIPPED
            .iter()
            .find(|(id, _)| *id == "three-mens-morris")
            .unwrap()
            .1;
        let variants = Variants {
            catalog: Catalog::with_user_dir(None),
            files: BTreeMap::from([("my-three.ron".to_string(), text.to_string())]),
        };
        let rules = variants.resolve("my-three.ron").unwrap();
        assert_eq!(rules.id(), "my-three");
        assert_eq!(
            variants.offered().last().map(|(_, source)| source.as_str()),
            Some("my-three.ron")
        );
        assert_eq!(
            variants.resolve("six-mens-morris").unwrap().id(),
            "six-mens-morris"
        );
    }
}
