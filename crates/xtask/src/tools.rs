//! What the site and the browser tests need, installed when missing: only
//! from rustup's targets, crates.io and Debian, never downloaded otherwise.

use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result, bail};

use crate::status;

/// The wasm target and `wasm-bindgen` at exactly the version `Cargo.lock` pins.
pub fn ensure_web_tools(root: &Path) -> Result<()> {
    let installed =
        output(Command::new("rustup").args(["target", "list", "--installed"])).unwrap_or_default();
    if !installed
        .lines()
        .any(|l| l.trim() == "wasm32-unknown-unknown")
    {
        status(Command::new("rustup").args(["target", "add", "wasm32-unknown-unknown"]))?;
    }
    let wanted = locked_version(root, "wasm-bindgen")?;
    let have = output(Command::new("wasm-bindgen").arg("--version")).unwrap_or_default();
    if have.split_whitespace().nth(1) != Some(wanted.as_str()) {
        println!("xtask: installing wasm-bindgen-cli {wanted} from crates.io");
        let install = |locked: &[&str]| {
            status(
                Command::new(env!("CARGO"))
                    .args(["install", "wasm-bindgen-cli", "--version", &wanted])
                    .args(locked),
            )
        };
        // The tool's own lock file can name a dependency the registry no
        // longer offers (seen: a yanked webpki-roots); its newest compatible
        // dependencies build the same tool.
        if install(&["--locked"]).is_err() {
            println!("xtask: retrying without the tool's Cargo.lock");
            install(&[])?;
        }
    }
    Ok(())
}

/// Installs Debian `packages` with apt-get (as root, without questions).
pub fn apt_install(packages: &[&str]) -> Result<()> {
    println!("xtask: installing {} with apt-get", packages.join(" and "));
    status(Command::new("apt-get").arg("update"))?;
    status(
        Command::new("apt-get")
            .args(["install", "-y", "--no-install-recommends"])
            .args(packages)
            .env("DEBIAN_FRONTEND", "noninteractive"),
    )
}

/// Debian's Chromium and its ChromeDriver, installed with apt when missing.
pub fn ensure_browser() -> Result<()> {
    let missing = ["/usr/bin/chromium", "/usr/bin/chromedriver"]
        .iter()
        .any(|p| !Path::new(p).exists());
    if missing {
        apt_install(&["chromium", "chromium-driver"])
            .context("the browser tests need Debian's chromium and chromium-driver")?;
    }
    // Said so that a run's log tells which browser it tested with.
    match output(Command::new("/usr/bin/chromium").arg("--version")) {
        Some(version) => println!("xtask: browser tests with {}", version.trim()),
        None => println!("xtask: warning: `/usr/bin/chromium --version` said nothing"),
    }
    Ok(())
}

/// The version of `package` in the workspace's `Cargo.lock`.
fn locked_version(root: &Path, package: &str) -> Result<String> {
    let lock = std::fs::read_to_string(root.join("Cargo.lock")).context("reading Cargo.lock")?;
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line == format!("name = \"{package}\"")
            && let Some(version) = lines.next().and_then(|l| l.strip_prefix("version = "))
        {
            return Ok(version.trim_matches('"').to_string());
        }
    }
    bail!("{package} is not in Cargo.lock")
}

fn output(command: &mut Command) -> Option<String> {
    let out = command.output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}
