//! Game records read from files, with errors that remember the variant they
//! were read under, so that a refused move is explained with its points named
//! in the player's language.

use std::cell::RefCell;
use std::io;
use std::path::{Path, PathBuf};

use morris_core::catalog::Catalog;
use morris_core::record::{self, Format, ImportError, Record, RecordError};
use morris_core::{LoadError, Rules};

/// Why a record file could not be read or understood. `Display` is English,
/// for logs; [`RecordFileError::words`] is for the player.
#[derive(Debug, thiserror::Error)]
pub enum RecordFileError {
    #[error("cannot read {}", path.display())]
    Read {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error("cannot load {}", path.display())]
    Record {
        path: PathBuf,
        #[source]
        source: ImportError,
        /// The record's variant, when it was found before the error.
        rules: Option<Box<Rules>>,
    },
}

impl RecordFileError {
    /// The error and its causes in the player's language.
    pub fn words(&self) -> String {
        use morris_i18n::{t, words};
        match self {
            RecordFileError::Read { path, source } => t!(
                "file-cannot-read",
                path = path.display().to_string(),
                why = words::io_error(source)
            ),
            RecordFileError::Record {
                path,
                source,
                rules,
            } => {
                let words = t!(
                    "file-cannot-load",
                    path = path.display().to_string(),
                    why = morris_i18n::records::import_error(source, rules.as_deref())
                );
                match unknown_variant(source) {
                    true => format!("{words}\n{}", t!("file-rules-elsewhere")),
                    false => words,
                }
            }
        }
    }
}

/// Whether the record names a variant no catalog or file beside it has.
fn unknown_variant(error: &ImportError) -> bool {
    match error {
        ImportError::Record(RecordError::Variant { source, .. }) => matches!(
            source.downcast_ref::<LoadError>(),
            Some(LoadError::UnknownVariant { .. })
        ),
        _ => false,
    }
}

/// A record of ours or of another program in whichever format it is (our
/// record, numbered moves or a mill FEN), as `morris play --load` and
/// `load FILE` read it; a game of the rules file `rules`, when given.
pub fn load(path: &Path, rules: Option<&Path>) -> Result<Record, RecordFileError> {
    import(path, None, rules)
}

/// A record of ours or of another program, in `format` (detected when `None`).
pub fn import(
    path: &Path,
    format: Option<Format>,
    rules: Option<&Path>,
) -> Result<Record, RecordFileError> {
    read(path, rules, |text, resolve| {
        record::import_record(text, format, resolve)
    })
}

type Resolve<'a> = &'a dyn Fn(&str) -> Result<Rules, LoadError>;

/// Reads the file at `path` (a regular file, up to the cap) with `reader`.
/// The variant is found as every program finds it (the catalog, then a rules
/// file beside the record; never a path the record names), or is the file
/// `rules` the player gives, and kept for the error.
fn read(
    path: &Path,
    rules_file: Option<&Path>,
    reader: impl FnOnce(&str, Resolve<'_>) -> Result<Record, ImportError>,
) -> Result<Record, RecordFileError> {
    let text = record::read_record_text(path).map_err(|source| RecordFileError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    let catalog = Catalog::from_env();
    // A rules file given that cannot be read is an I/O error (exit 2), said
    // before the record is read; one that is read but wrong fails the check.
    let given = match rules_file.map(|file| catalog.load_file(file)) {
        Some(Err(LoadError::Io { path, source })) => {
            return Err(RecordFileError::Read { path, source });
        }
        loaded => RefCell::new(loaded),
    };
    let found = RefCell::new(None);
    let resolve = |tag: &str| {
        let loaded = given.borrow_mut().take();
        let rules = match (loaded, rules_file) {
            (Some(loaded), _) => loaded?,
            (None, Some(file)) => catalog.load_file(file)?,
            (None, None) => record::resolve_variant(&catalog, Some(path), tag)?,
        };
        say_warnings(&rules);
        *found.borrow_mut() = Some(Box::new(rules.clone()));
        Ok(rules)
    };
    reader(&text, &resolve).map_err(|source| RecordFileError::Record {
        path: path.to_path_buf(),
        source,
        rules: found.into_inner(),
    })
}

/// Says on stderr, once where the rules are loaded, what loading them found
/// (a base that a user's file stands in for), each line after the file's
/// name as `rules check` says it.
pub fn say_warnings(rules: &Rules) {
    let origin = rules.source().1;
    for warning in rules.warnings() {
        eprintln!("{origin}: {}", morris_i18n::records::load_warning(warning));
    }
}
