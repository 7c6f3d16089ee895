//! What a reviewer checks before reading a change: the code is formatted,
//! clippy finds nothing (native and the page's wasm), and the libraries'
//! docs build without a warning.
//!
//! Clippy runs as the workspace's compiler in the builds the tests need
//! anyway (`cargo clippy` would check every dependency a second time, about
//! ten minutes of a fresh machine's CI): its lints and rustc's warnings are
//! errors there, for every target `cargo clippy --all-targets` covers.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::{cargo, status};

/// `cargo fmt --all --check`.
pub fn formatted(root: &Path) -> Result<()> {
    cargo(root, &["fmt", "--all", "--check"])
}

/// The crates whose docs are checked: the libraries and the terminal
/// program. The desktop game, the page and the game server are left out:
/// their docs need every dependency of egui and of the server checked once
/// more (about ten minutes of a fresh machine), for the docs of programs.
const DOCUMENTED: [&str; 8] = [
    "morris-core",
    "morris-ai",
    "morris-i18n",
    "morris-online",
    "morris-uci",
    "morris-testkit",
    "morris-site",
    "morris-cli",
];

/// `cargo doc --no-deps` of [`DOCUMENTED`], warnings denied.
pub fn documented(root: &Path) -> Result<()> {
    let mut args = vec!["doc", "--no-deps"];
    for name in DOCUMENTED {
        args.extend(["-p", name]);
    }
    status(
        Command::new(env!("CARGO"))
            .current_dir(root)
            .args(args)
            .env("RUSTDOCFLAGS", "-D warnings"),
    )
}

/// Cargo with clippy as the compiler of the workspace's own crates.
#[derive(Debug)]
pub struct Clippy {
    driver: PathBuf,
}

impl Clippy {
    /// The toolchain's `clippy-driver` (rustup's `clippy` component).
    pub fn find() -> Result<Clippy> {
        let found = Command::new("rustup")
            .args(["which", "clippy-driver"])
            .output()
            .context("cannot run `rustup which clippy-driver`")?;
        let path = String::from_utf8_lossy(&found.stdout).trim().to_string();
        if !found.status.success() || path.is_empty() {
            bail!("clippy is not installed: `rustup component add clippy` adds it");
        }
        Ok(Clippy {
            driver: PathBuf::from(path),
        })
    }

    /// A cargo command whose builds lint the workspace as
    /// `cargo clippy -- -D warnings` does (the same two variables cargo-clippy sets).
    pub fn cargo(&self, root: &Path) -> Command {
        let mut command = Command::new(env!("CARGO"));
        command
            .current_dir(root)
            // Built once from a clean clone: incremental caches would only
            // add gigabytes to the disk CI has.
            .env("CARGO_INCREMENTAL", "0")
            .env("RUSTC_WORKSPACE_WRAPPER", &self.driver)
            .env(
                "CLIPPY_ARGS",
                "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__",
            );
        command
    }

    /// Runs `cargo ARGS` linted.
    pub fn run(&self, root: &Path, args: &[&str]) -> Result<()> {
        status(self.cargo(root).args(args))
    }
}
