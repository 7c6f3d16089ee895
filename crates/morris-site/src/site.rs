//! The web page, served when the server is given the site's folder
//! (`--site target/site`, as `cargo xtask site` builds it): its files are
//! read once at start, regular files only and capped, and served from
//! memory, so a request never names a path the server opens. A file's
//! compressed forms (`NAME.br`, `NAME.gz`, made by the build) are read with
//! it and are not files of their own. A room's link (`/join/ROOM/CODE`...)
//! opens the page, which joins the room.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use morris_core::safe_file;

use crate::encoding::Encoding;

/// The most a file of the site may hold (the wasm is about 7.5 MB).
const FILE_CAP: u64 = 64 << 20;
/// The most files a site may have.
const MAX_FILES: usize = 64;
/// The page a link opens.
const INDEX: &str = "index.html";

/// The site's files by name, with their content types.
#[derive(Debug, Default)]
pub struct Site {
    files: HashMap<String, SiteFile>,
}

#[derive(Debug)]
pub struct SiteFile {
    pub content_type: &'static str,
    pub bytes: Arc<[u8]>,
    pub gzip: Option<Arc<[u8]>>,
    pub brotli: Option<Arc<[u8]>>,
    /// The bytes' [`content_hash`]: the file's validator.
    pub hash: String,
    /// Does the file's name carry its content's hash (so it never changes)?
    pub content_hashed: bool,
}

impl SiteFile {
    fn new(name: &str, bytes: Arc<[u8]>) -> SiteFile {
        SiteFile {
            content_type: content_type(name),
            hash: content_hash(&bytes),
            bytes,
            gzip: None,
            brotli: None,
            content_hashed: content_hashed(name),
        }
    }

    /// The file in `encoding`, if the build made it.
    pub fn encoded(&self, encoding: Encoding) -> Option<&Arc<[u8]>> {
        match encoding {
            Encoding::Brotli => self.brotli.as_ref(),
            Encoding::Gzip => self.gzip.as_ref(),
        }
    }

    pub fn has_encodings(&self) -> bool {
        self.gzip.is_some() || self.brotli.is_some()
    }
}

/// A file's content hash, as the build puts it in names (`morris_web-HASH.js`)
/// and the server in `ETag`: FNV-1a, 16 hex digits.
pub fn content_hash(bytes: &[u8]) -> String {
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// Is `name` of the form `STEM-HASH.EXT`, with a 16-digit [`content_hash`]?
fn content_hashed(name: &str) -> bool {
    let stem = name.split_once('.').map_or(name, |(stem, _)| stem);
    stem.rsplit_once('-')
        .is_some_and(|(_, hash)| hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// Is `name` a compressed form of another file?
fn is_encoding(name: &str) -> bool {
    Encoding::ALL.iter().any(|e| name.ends_with(e.suffix()))
}

/// Why the site's folder could not be served.
#[derive(Debug, thiserror::Error)]
pub enum SiteError {
    #[error("cannot read the site folder {}", .0.display())]
    Folder(PathBuf, #[source] std::io::Error),
    #[error("cannot read {}", .0.display())]
    File(PathBuf, #[source] std::io::Error),
    #[error("{} holds no index.html: build the site with `cargo xtask site`", .0.display())]
    NoIndex(PathBuf),
    #[error("{} holds more than {MAX_FILES} files", .0.display())]
    TooMany(PathBuf),
}

impl Site {
    /// Reads the files directly in `dir` (not its subfolders).
    pub fn load(dir: &Path) -> Result<Site, SiteError> {
        let entries = std::fs::read_dir(dir).map_err(|e| SiteError::Folder(dir.into(), e))?;
        let mut files = HashMap::new();
        for entry in entries {
            let entry = entry.map_err(|e| SiteError::Folder(dir.into(), e))?;
            let Some(name) = entry.file_name().to_str().map(str::to_string) else {
                continue;
            };
            let path = entry.path();
            let regular = entry.file_type().is_ok_and(|t| t.is_file());
            if !served_name(&name) || is_encoding(&name) || !regular {
                continue;
            }
            if files.len() == MAX_FILES {
                return Err(SiteError::TooMany(dir.into()));
            }
            let read = |path: PathBuf| {
                safe_file::read_regular(&path, FILE_CAP).map_err(|e| SiteError::File(path, e))
            };
            let mut file = SiteFile::new(&name, read(path)?.into());
            for encoding in Encoding::ALL {
                let path = dir.join(format!("{name}{}", encoding.suffix()));
                if std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file()) {
                    let bytes = Some(read(path)?.into());
                    match encoding {
                        Encoding::Brotli => file.brotli = bytes,
                        Encoding::Gzip => file.gzip = bytes,
                    }
                }
            }
            files.insert(name, file);
        }
        if !files.contains_key(INDEX) {
            return Err(SiteError::NoIndex(dir.into()));
        }
        let link_page = link_page(&files[INDEX].bytes);
        files.insert(LINK_PAGE.to_string(), link_page);
        Ok(Site { files })
    }

    /// The file a request for `/name` gets (`/` is the page).
    pub fn file(&self, name: &str) -> Option<&SiteFile> {
        let name = if name.is_empty() { INDEX } else { name };
        // The link page is only for links: `/ ` names never reach it.
        served_name(name).then(|| self.files.get(name)).flatten()
    }

    /// The page a room's link opens: the site's page, its files found from the site's root.
    pub fn link_page(&self) -> Option<&SiteFile> {
        self.files.get(LINK_PAGE)
    }
}

/// The key of the link page among the files: no request can name it (see [`served_name`]).
const LINK_PAGE: &str = " link";

/// Only plain file names are served: no dot files, no folders.
fn served_name(name: &str) -> bool {
    !name.starts_with('.')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b))
}

/// The page with `<base href="/">`, so that at `/join/ROOM/CODE` its
/// relative addresses still find the site's files.
fn link_page(index: &[u8]) -> SiteFile {
    let text = String::from_utf8_lossy(index);
    let text = match text.find("<head>") {
        Some(at) => format!("{}<base href=\"/\">{}", &text[..at + 6], &text[at + 6..]),
        None => format!("<base href=\"/\">{text}"),
    };
    SiteFile::new(INDEX, text.into_bytes().into())
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        Some("webmanifest") => "application/manifest+json",
        Some("json") => "application/json",
        Some("png") => "image/png",
        Some("css") => "text/css; charset=utf-8",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site_with(files: &[(&str, &str)]) -> (tempfile::TempDir, Result<Site, SiteError>) {
        let dir = tempfile::tempdir().unwrap();
        for (name, text) in files {
            std::fs::write(dir.path().join(name), text).unwrap();
        }
        let site = Site::load(dir.path());
        (dir, site)
    }

    #[test]
    fn the_page_and_its_files_are_served_and_nothing_else() {
        let (dir, site) = site_with(&[
            ("index.html", "<html><head><title>m</title></head></html>"),
            ("morris_web.js", "export {}"),
            (".secret", "no"),
        ]);
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        let site = site.unwrap();
        assert_eq!(
            site.file("").unwrap().content_type,
            "text/html; charset=utf-8"
        );
        assert_eq!(&*site.file("morris_web.js").unwrap().bytes, b"export {}");
        for refused in [
            ".secret",
            "sub",
            "..",
            "../etc/passwd",
            " link",
            "nothing.js",
        ] {
            assert!(site.file(refused).is_none(), "{refused}");
        }
        let link = String::from_utf8(site.link_page().unwrap().bytes.to_vec()).unwrap();
        assert_eq!(
            link,
            "<html><head><base href=\"/\"><title>m</title></head></html>"
        );
    }

    #[test]
    fn compressed_forms_go_with_their_file_and_hashed_names_are_known() {
        let (_dir, site) = site_with(&[
            ("index.html", "<html></html>"),
            ("morris_web-0123456789abcdef.js", "export {}"),
            ("morris_web-0123456789abcdef.js.br", "br"),
            ("morris_web-0123456789abcdef.js.gz", "gz"),
        ]);
        let site = site.unwrap();
        let js = site.file("morris_web-0123456789abcdef.js").unwrap();
        assert_eq!(js.brotli.as_deref(), Some(&b"br"[..]));
        assert_eq!(js.gzip.as_deref(), Some(&b"gz"[..]));
        assert_eq!(js.hash, content_hash(b"export {}"));
        assert!(js.content_hashed);
        assert!(!site.file("").unwrap().content_hashed);
        assert!(!site.file("").unwrap().has_encodings());
        assert!(site.file("morris_web-0123456789abcdef.js.br").is_none());
        assert!(!content_hashed("morris_web-0123.js"));
        assert!(!content_hashed("morris_web_bg-0123456789abcdeg.wasm"));
    }

    #[test]
    fn a_folder_without_the_page_says_how_to_build_it() {
        let (_dir, site) = site_with(&[("worker.js", "")]);
        let err = site.unwrap_err().to_string();
        assert!(err.contains("cargo xtask site"), "{err}");
        let missing = Site::load(Path::new("/nonexistent/site")).unwrap_err();
        assert!(missing.to_string().contains("/nonexistent/site"));
    }
}
