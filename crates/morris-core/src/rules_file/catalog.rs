//! The variants: those shipped inside the library and those in the user's rules folder.

use std::path::{Path, PathBuf};

use crate::rules::Rules;
use crate::rules_file::bases::{Bases, ShippedBases, shipped_variant};
use crate::rules_file::errors::LoadError;
pub use crate::rules_file::shipped::{BOARDS, SHIPPED};
use crate::safe_file::{TEXT_CAP, read_regular, read_regular_here};

/// The variant played when none is named: Nine Men's Morris, the best known.
pub const DEFAULT_VARIANT: &str = crate::rules_file::shipped::DEFAULT_VARIANT;

/// The environment variable naming the user rules folder.
pub const RULES_DIR_VAR: &str = "MORRIS_RULES_DIR";

/// A shipped variant by id. Shipped files are checked by the tests, so this
/// only fails for an unknown id.
pub fn shipped(id: &str) -> Option<Rules> {
    let (_, text) = SHIPPED.iter().find(|(name, _)| *name == id)?;
    Rules::from_source(id, &format!("rules/{id}.ron"), text).ok()
}

impl Rules {
    /// Loads a rules file; the variant id is the file name without `.ron`.
    /// Only a regular file of at most [`TEXT_CAP`] bytes is read. Its `base:`
    /// may be a shipped variant ([`Catalog::load_file`] looks in the user
    /// folder too).
    pub fn load_file(path: &Path) -> Result<Rules, LoadError> {
        load_file_on(path, &ShippedBases, read_regular)
    }
}

type Read = fn(&Path, u64) -> std::io::Result<Vec<u8>>;

fn load_file_on(path: &Path, bases: &dyn Bases, read: Read) -> Result<Rules, LoadError> {
    let bytes = read(path, TEXT_CAP).map_err(|source| LoadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let id = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("custom");
    let origin = path.display().to_string();
    let rules = match std::str::from_utf8(&bytes) {
        Ok(text) => Rules::from_source_on(id, &origin, text, bases),
        Err(_) => Rules::from_bytes(id, &origin, &bytes),
    };
    Ok(rules?)
}

/// The user rules folder: `$MORRIS_RULES_DIR`, else `$XDG_CONFIG_HOME/morris/rules`,
/// else `~/.config/morris/rules`.
pub fn user_rules_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(RULES_DIR_VAR).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    // The XDG spec: a relative path there is invalid and ignored.
    let config = std::env::var_os("XDG_CONFIG_HOME").filter(|d| Path::new(d).is_absolute());
    if let Some(dir) = config {
        return Some(PathBuf::from(dir).join("morris/rules"));
    }
    std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".config/morris/rules"))
}

/// Where a variant comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    Shipped,
    User(PathBuf),
}

/// One entry of the variant list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantEntry {
    pub id: String,
    pub origin: Origin,
}

/// The `.ron` files of `dir`, sorted by id; a missing folder has none.
pub fn user_variants(dir: Option<&Path>) -> Vec<VariantEntry> {
    let Some(entries) = dir.and_then(|d| std::fs::read_dir(d).ok()) else {
        return Vec::new();
    };
    let mut found: Vec<VariantEntry> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|ext| ext == "ron") && p.is_file())
        .filter_map(|p| {
            let id = p.file_stem()?.to_str()?.to_string();
            Some(VariantEntry {
                id,
                origin: Origin::User(p),
            })
        })
        .collect();
    found.sort_by(|a, b| a.id.cmp(&b.id));
    found
}

/// Where variants are looked up: the shipped files and one user folder.
/// Programs use [`Catalog::from_env`]; tests give a folder of their own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Catalog {
    user_dir: Option<PathBuf>,
}

impl Catalog {
    /// The catalog of the user folder named by the environment ([`user_rules_dir`]).
    pub fn from_env() -> Catalog {
        Catalog::with_user_dir(user_rules_dir())
    }

    /// The catalog of the shipped files and `user_dir` (none: shipped files only).
    pub fn with_user_dir(user_dir: Option<PathBuf>) -> Catalog {
        Catalog { user_dir }
    }

    pub fn user_dir(&self) -> Option<&Path> {
        self.user_dir.as_deref()
    }

    /// Every variant, each id once: the shipped ones, then the other `.ron`
    /// files of the user folder (sorted by id). A user file with a shipped id
    /// takes the shipped one's place, as [`Catalog::resolve`] loads it.
    pub fn variants(&self) -> Vec<VariantEntry> {
        let mut user = user_variants(self.user_dir());
        let mut list: Vec<VariantEntry> = SHIPPED
            .iter()
            .map(|(id, _)| match user.iter().position(|e| e.id == *id) {
                Some(i) => user.remove(i),
                None => VariantEntry {
                    id: id.to_string(),
                    origin: Origin::Shipped,
                },
            })
            .collect();
        list.append(&mut user);
        list
    }

    /// Loads a variant by id or, when the argument names a file, from that
    /// file: the one way every program finds a variant. An id is looked up in
    /// the user folder first, so a user's file with a shipped id replaces the
    /// shipped variant everywhere (the terminal, the desktop game, the engine
    /// and saved records).
    pub fn resolve(&self, id_or_path: &str) -> Result<Rules, LoadError> {
        if names_a_file(id_or_path) {
            return self.load_file(Path::new(id_or_path));
        }
        self.resolve_id(id_or_path)
    }

    /// Loads a rules file whose `base:` may be any variant of this catalog.
    pub fn load_file(&self, path: &Path) -> Result<Rules, LoadError> {
        load_file_on(path, self, read_regular)
    }

    /// [`Catalog::load_file`] for a file that another file names (a record's
    /// rules beside it): a symbolic link there is refused, not followed.
    pub fn load_named_file(&self, path: &Path) -> Result<Rules, LoadError> {
        load_file_on(path, self, read_regular_here)
    }

    /// Loads a variant by id only (the user folder first, then the shipped
    /// files); an argument that looks like a path is just an unknown id.
    pub fn resolve_id(&self, id: &str) -> Result<Rules, LoadError> {
        let id_or_path = id;
        let user = user_variants(self.user_dir());
        if let Some(VariantEntry {
            origin: Origin::User(path),
            ..
        }) = user.iter().find(|e| e.id == id_or_path)
        {
            return self.load_file(path);
        }
        if let Some((id, text)) = SHIPPED.iter().find(|(id, _)| *id == id_or_path) {
            // A shipped variant builds on shipped variants only: a user's
            // nine-mens-morris.ron does not change Russian Mill.
            return Ok(Rules::from_source_on(
                id,
                &format!("rules/{id}.ron"),
                text,
                &ShippedBases,
            )?);
        }
        Err(LoadError::UnknownVariant {
            id: id_or_path.to_string(),
            known: self.variants().into_iter().map(|e| e.id).collect(),
        })
    }
}

/// Does an argument name a file rather than a variant id?
fn names_a_file(id_or_path: &str) -> bool {
    id_or_path.ends_with(".ron") || id_or_path.contains(std::path::MAIN_SEPARATOR)
}

/// A file's `base:` is a variant of the user folder, or a shipped one.
impl Bases for Catalog {
    fn variant(&self, id: &str, shipped_only: bool) -> Option<(String, String)> {
        let user = user_variants(self.user_dir());
        let path = user.into_iter().find_map(|entry| match entry.origin {
            Origin::User(path) if entry.id == id && !shipped_only => Some(path),
            _ => None,
        });
        let Some(path) = path else {
            return shipped_variant(id);
        };
        let bytes = read_regular(&path, TEXT_CAP).ok()?;
        let text = String::from_utf8(bytes).ok()?;
        Some((path.display().to_string(), text))
    }

    /// A file by its canonical path: one file reached by two paths is one.
    fn identity(&self, origin: &str) -> String {
        match std::fs::canonicalize(origin) {
            Ok(path) => path.display().to_string(),
            Err(_) => format!("text:{origin}"),
        }
    }
}

/// [`Catalog::variants`] of the environment's user folder.
pub fn variants() -> Vec<VariantEntry> {
    Catalog::from_env().variants()
}

/// [`Catalog::resolve`] with the environment's user folder.
pub fn resolve(id_or_path: &str) -> Result<Rules, LoadError> {
    Catalog::from_env().resolve(id_or_path)
}
