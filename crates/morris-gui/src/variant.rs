//! The variants the desktop game offers, found through core's catalog as
//! every program finds them: a user file with a shipped id replaces it.

use morris_core::catalog::{self, Catalog, Origin};
use morris_i18n::{t, words};

/// The variants to offer: `(label, id)` pairs, shipped first, then the user folder's.
pub fn offered(catalog: &Catalog) -> Vec<(String, String)> {
    catalog
        .variants()
        .into_iter()
        .map(|entry| {
            let label = match entry.origin {
                Origin::Shipped => catalog::shipped(&entry.id)
                    .map_or(entry.id.clone(), |r| words::variant_name(&r)),
                Origin::User(_) => t!("gui-your-file", id = entry.id.as_str()),
            };
            (label, entry.id)
        })
        .collect()
}
