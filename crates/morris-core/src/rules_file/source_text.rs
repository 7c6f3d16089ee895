//! The text a set of rules was compiled from, kept with them so that they can
//! be sent where no memory is shared (a browser's Web Worker) and compiled
//! again there into the same rules.

use std::sync::Arc;

use crate::rules_file::load_warning::LoadWarning;

/// A rules file's text and where it came from (a path, or `<name>`), with
/// what loading it found worth saying.
///
/// It takes no part in equality: two texts that compile to the same rules
/// (one with comments, one without) are the same rules.
#[derive(Clone, Default)]
pub struct SourceText {
    pub(crate) origin: Arc<str>,
    pub(crate) text: Arc<str>,
    pub(crate) warnings: Arc<[LoadWarning]>,
}

impl SourceText {
    pub(crate) fn new(origin: &str, text: &str) -> SourceText {
        SourceText {
            origin: origin.into(),
            text: text.into(),
            warnings: Arc::new([]),
        }
    }
}

impl PartialEq for SourceText {
    fn eq(&self, _: &SourceText) -> bool {
        true
    }
}

impl Eq for SourceText {}

impl std::fmt::Debug for SourceText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({} bytes)", self.origin, self.text.len())
    }
}
