//! Builds the web site: the wasm in the `web` profile, its JS glue from
//! wasm-bindgen, `wasm-opt` when Debian's binaryen is there, and the static
//! files of `crates/morris-web/static`. Prints each file's size, plain and gzipped.

use std::io::Write;
use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result};

use crate::status;

const TARGET: &str = "wasm32-unknown-unknown";
const STATIC_FILES: [&str; 5] = [
    "index.html",
    "worker.js",
    "manifest.webmanifest",
    "icon.svg",
    "sw.js",
];

/// Builds the site into `out` with `cargo` (plain, or with clippy as the compiler).
pub fn build(root: &Path, out: &Path, mut cargo: Command) -> Result<()> {
    status(cargo.current_dir(root).args([
        "build",
        "--profile",
        "web",
        "--target",
        TARGET,
        "-p",
        "morris-web",
    ]))?;
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    let wasm = root.join("target").join(TARGET).join("web/morris_web.wasm");
    status(
        Command::new("wasm-bindgen")
            .args(["--target", "web", "--no-typescript", "--out-dir"])
            .arg(out)
            .arg(&wasm),
    )?;
    optimise(&out.join("morris_web_bg.wasm"));
    let statics = root.join("crates/morris-web/static");
    let wasm_bytes = std::fs::read(out.join("morris_web_bg.wasm"))?;
    // The service worker's cache is named after this build, so that a new site replaces it.
    let version = format!("{:016x}", fnv1a(&wasm_bytes));
    for name in STATIC_FILES {
        let text = std::fs::read_to_string(statics.join(name))
            .with_context(|| format!("reading {name}"))?;
        std::fs::write(out.join(name), text.replace("@VERSION@", &version))?;
    }
    report_sizes(out)
}

/// Shrinks the wasm with Debian's `wasm-opt` where it is installed and can
/// read it; the site works without.
fn optimise(wasm: &Path) {
    let optimised = wasm.with_extension("opt.wasm");
    let ran = Command::new("wasm-opt")
        .args([
            "-O2",
            "--enable-bulk-memory",
            "--enable-nontrapping-float-to-int",
        ])
        .args([
            "--enable-sign-ext",
            "--enable-mutable-globals",
            "--enable-reference-types",
        ])
        .args(["--enable-multivalue", "-o"])
        .arg(&optimised)
        .arg(wasm)
        .output();
    match ran {
        Ok(out) if out.status.success() => {
            if std::fs::rename(&optimised, wasm).is_ok() {
                println!("xtask: wasm-opt -O2 applied");
            }
        }
        Ok(out) => println!(
            "xtask: wasm-opt could not read the wasm, kept as built: {}",
            String::from_utf8_lossy(&out.stderr)
                .lines()
                .next()
                .unwrap_or("")
        ),
        Err(_) => println!("xtask: no wasm-opt (Debian's binaryen): the wasm is kept as built"),
    }
    let _ = std::fs::remove_file(optimised);
}

fn report_sizes(out: &Path) -> Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(out)?.flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    let (mut plain_total, mut gzip_total) = (0, 0);
    println!("Site in {}:", out.display());
    for entry in entries {
        let bytes = std::fs::read(entry.path())?;
        let gz = gzipped_len(&bytes)?;
        plain_total += bytes.len();
        gzip_total += gz;
        println!(
            "  {:<24} {:>10} bytes {:>10} gzipped",
            entry.file_name().to_string_lossy(),
            bytes.len(),
            gz
        );
    }
    println!(
        "  {:<24} {plain_total:>10} bytes {gzip_total:>10} gzipped",
        "total"
    );
    Ok(())
}

fn gzipped_len(bytes: &[u8]) -> Result<usize> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes)?;
    Ok(encoder.finish()?.len())
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
