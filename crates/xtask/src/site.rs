//! Builds the web site: the game's wasm and the board maker's in the `web`
//! profile, their JS glue from wasm-bindgen, `wasm-opt` when Debian's
//! binaryen is there, and the static files of `crates/morris-web/static`.
//! Each wasm and its glue are named after their content
//! (`morris_web_bg-HASH.wasm`, `morris_web-HASH.js`),
//! so that browsers keep them for a year and a new build is new names; the
//! pages that load them are rewritten to those names. Every file gets its
//! brotli and gzip forms beside it (`NAME.br`, `NAME.gz`) for any server
//! that sends them (morris-site does). Prints each file's size in each form.

use std::io::Write;
use std::path::Path;
use std::process::Command;

use anyhow::{Context, Result};

use crate::status;

const TARGET: &str = "wasm32-unknown-unknown";
const STATIC_FILES: [&str; 6] = [
    "index.html",
    "worker.js",
    "maker.js",
    "manifest.webmanifest",
    "icon.svg",
    "sw.js",
];

/// The site's wasm crates, by package and the name wasm-bindgen gives their
/// files: the game, and the board maker its page loads only when a board is
/// made (the PDF writer and its font would make every first visit heavier).
const WASMS: [(&str, &str); 2] = [
    ("morris-web", "morris_web"),
    ("morris-make-web", "morris_make_web"),
];

/// Builds the site into `out` with the `cargo` it is given (plain, or with clippy as the compiler).
pub fn build(root: &Path, out: &Path, cargo: &dyn Fn() -> Command) -> Result<()> {
    std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
    clear_built(out)?;
    // Each its own build: built together, the game would get the maker's features.
    let mut renamed = Vec::new();
    for (package, stem) in WASMS {
        renamed.extend(build_wasm(root, out, cargo(), package, stem)?);
    }
    // The service worker's cache is named after this build (both wasms'
    // glue, named after their content), so that a new site replaces it.
    let hashes: Vec<&str> = renamed
        .iter()
        .filter(|(built, _)| built.ends_with(".js"))
        .filter_map(|(_, hashed)| hashed.rsplit('-').next()?.strip_suffix(".js"))
        .collect();
    let version = hashes.join("-");
    let statics = root.join("crates/morris-web/static");
    for name in STATIC_FILES {
        let mut text = std::fs::read_to_string(statics.join(name))
            .with_context(|| format!("reading {name}"))?
            .replace("@VERSION@", &version);
        for (built, hashed) in &renamed {
            text = text.replace(built.as_str(), hashed);
        }
        std::fs::write(out.join(name), text)?;
    }
    compress_all(out)?;
    report_sizes(out)
}

/// Builds one wasm crate and its glue into `out`, named after their
/// content; each file's name as built and as named.
fn build_wasm(
    root: &Path,
    out: &Path,
    mut cargo: Command,
    package: &str,
    stem: &str,
) -> Result<Vec<(String, String)>> {
    status(cargo.current_dir(root).args([
        "build",
        "--profile",
        "web",
        "--target",
        TARGET,
        "-p",
        package,
    ]))?;
    let built = root
        .join("target")
        .join(TARGET)
        .join(format!("web/{stem}.wasm"));
    status(
        Command::new("wasm-bindgen")
            .args(["--target", "web", "--no-typescript", "--out-dir"])
            .arg(out)
            .arg(&built),
    )?;
    let (glue, wasm) = (format!("{stem}.js"), format!("{stem}_bg.wasm"));
    optimise(&out.join(&wasm));
    let wasm_name = name_after_content(out, &wasm)?;
    let text = std::fs::read_to_string(out.join(&glue))?;
    std::fs::write(out.join(&glue), text.replace(&wasm, &wasm_name))?;
    let glue_name = name_after_content(out, &glue)?;
    Ok(vec![(glue, glue_name), (wasm, wasm_name)])
}

/// Removes what an earlier build wrote (its hashed names would be served too).
fn clear_built(out: &Path) -> Result<()> {
    for entry in std::fs::read_dir(out)?.flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        let earlier = WASMS.iter().any(|(_, stem)| name.starts_with(stem))
            || name.ends_with(".br")
            || name.ends_with(".gz");
        if earlier && entry.file_type().is_ok_and(|t| t.is_file()) {
            std::fs::remove_file(entry.path())?;
        }
    }
    Ok(())
}

/// Renames `out/name` to `STEM-HASH.EXT`; the new name.
fn name_after_content(out: &Path, name: &str) -> Result<String> {
    let bytes = std::fs::read(out.join(name)).with_context(|| format!("reading {name}"))?;
    let (stem, ext) = name.split_once('.').context("a name with an extension")?;
    let hashed = format!("{stem}-{}.{ext}", morris_site::content_hash(&bytes));
    std::fs::rename(out.join(name), out.join(&hashed))?;
    Ok(hashed)
}

/// Writes every file's brotli and gzip forms beside it, both at their best.
fn compress_all(out: &Path) -> Result<()> {
    for path in site_files(out)? {
        let bytes = std::fs::read(&path)?;
        let with = |suffix: &str| {
            let mut name = path.clone().into_os_string();
            name.push(suffix);
            std::path::PathBuf::from(name)
        };
        std::fs::write(with(".br"), brotli(&bytes)?)?;
        std::fs::write(with(".gz"), gzip(&bytes)?)?;
    }
    Ok(())
}

/// The site's own files, not their compressed forms, by name.
fn site_files(out: &Path) -> Result<Vec<std::path::PathBuf>> {
    let mut files: Vec<_> = std::fs::read_dir(out)?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .filter(|p| !matches!(p.extension().and_then(|e| e.to_str()), Some("br" | "gz")))
        .collect();
    files.sort();
    Ok(files)
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
    let (mut plain, mut gz, mut br) = (0, 0, 0);
    let size = |path: &Path, suffix: &str| {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        std::fs::metadata(name).map_or(0, |m| m.len())
    };
    println!("Site in {}:", out.display());
    println!(
        "  {:<36} {:>10} {:>10} {:>10}",
        "", "bytes", "gzip", "brotli"
    );
    for path in site_files(out)? {
        let sizes = (size(&path, ""), size(&path, ".gz"), size(&path, ".br"));
        (plain, gz, br) = (plain + sizes.0, gz + sizes.1, br + sizes.2);
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        println!(
            "  {name:<36} {:>10} {:>10} {:>10}",
            sizes.0, sizes.1, sizes.2
        );
    }
    println!("  {:<36} {plain:>10} {gz:>10} {br:>10}", "total");
    Ok(())
}

fn gzip(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(bytes)?;
    Ok(encoder.finish()?)
}

fn brotli(bytes: &[u8]) -> Result<Vec<u8>> {
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        lgwin: 24,
        ..Default::default()
    };
    let mut out = Vec::new();
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params)?;
    Ok(out)
}
