//! What a reviewer checks before reading a change, run first by `test`: the
//! code is formatted and clippy finds nothing, for the native targets and
//! for the page's wasm.

use std::path::Path;

use anyhow::Result;

use crate::cargo;

pub fn run(root: &Path) -> Result<()> {
    cargo(root, &["fmt", "--all", "--check"])?;
    cargo(
        root,
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )?;
    cargo(
        root,
        &[
            "clippy",
            "-p",
            "morris-web",
            "--target",
            "wasm32-unknown-unknown",
            "--",
            "-D",
            "warnings",
        ],
    )
}
