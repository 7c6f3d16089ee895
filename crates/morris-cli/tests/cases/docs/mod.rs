//! The README and `docs/` kept honest: every relative link leads to a file
//! (and a heading, where it names one), and every `morris` command the README
//! shows is one the program reads.

mod commands;
mod links;
mod markdown;

// The program's own command line, compiled into this test from its source:
// `morris` is a binary with no library to import it from. The test only
// parses, so the fields, helpers and re-exports it never reads are expected.
#[allow(dead_code, unused_imports)]
#[path = "../../../src/cli/mod.rs"]
mod cli;

use std::path::{Path, PathBuf};

/// The README and every document under `docs/`, at any depth.
fn markdown_files() -> Vec<PathBuf> {
    let root = super::workspace();
    let mut files = vec![root.join("README.md")];
    markdown_under(&root.join("docs"), &mut files);
    files
}

fn markdown_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            markdown_under(&path, out);
        } else if path.extension().is_some_and(|e| e == "md") {
            out.push(path);
        }
    }
}

/// A file's path from the workspace root, for messages.
fn shown(path: &Path) -> String {
    let root = super::workspace().canonicalize().unwrap();
    let path = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    path.strip_prefix(&root)
        .unwrap_or(&path)
        .display()
        .to_string()
}
