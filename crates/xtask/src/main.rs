//! The project's own commands, run as `cargo xtask COMMAND`:
//!
//! - `site [DIR]`: builds the web site into one folder of static files
//!   (default `target/site`): the page, the wasm and its JS glue, the
//!   worker script, an icon, a web app manifest and a service worker.
//! - `serve [DIR] [PORT]`: serves that folder on localhost (default port 8080).
//! - `test`: installs what the tests need on a fresh machine (the wasm
//!   target, wasm-bindgen-cli, Debian's Chromium and ChromeDriver, Debian's
//!   postgresql and slurm-wlm), checks the formatting, builds the site and every test with
//!   clippy as the compiler (native and wasm, warnings denied), checks the
//!   docs, then runs every test: the workspace's, the game server's against
//!   PostgreSQL, a sector plan through Slurm (Debian's slurm-wlm, installed
//!   and started as a one-node cluster), and the browser's.
//! - `test-postgres`: only the game server's tests against PostgreSQL.
//! - `test-slurm`: only the test of a sector plan through Slurm.
//!
//! Exit codes: 0 success, 1 a step failed (its error is printed once).

mod checks;
mod postgres;
mod site;
mod slurm;
mod tools;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

use anyhow::{Context, Result, bail};

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Vec<String>) -> Result<()> {
    let root = workspace_root();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["site", rest @ ..] => {
            let out = rest
                .first()
                .map_or_else(|| root.join("target/site"), PathBuf::from);
            tools::ensure_web_tools(&root)?;
            site::build(&root, &out, &|| Command::new(env!("CARGO")))
        }
        ["serve", rest @ ..] => {
            let dir = rest
                .first()
                .map_or_else(|| root.join("target/site"), PathBuf::from);
            let port: u16 = rest
                .get(1)
                .map_or(Ok(8080), |p| p.parse())
                .context("the port")?;
            let site = morris_site::Site::load(&dir)?;
            let listener = std::net::TcpListener::bind(("127.0.0.1", port))
                .with_context(|| format!("cannot listen on port {port}"))?;
            println!(
                "Serving {} at http://127.0.0.1:{port}/ (Ctrl-C stops)",
                dir.display()
            );
            morris_site::http::serve(site, listener);
            Ok(())
        }
        ["test"] => test(&root),
        ["test-postgres"] => test_postgres(&root, &checks::Clippy::find()?),
        ["test-slurm"] => test_slurm(&root, &checks::Clippy::find()?),
        _ => bail!(
            "usage: cargo xtask site [DIR] | serve [DIR] [PORT] | test | test-postgres | test-slurm"
        ),
    }
}

/// Everything the README's test command promises, from a fresh machine.
/// Every build runs clippy as the compiler (see `checks`), so that the
/// builds after the first reuse what it built.
fn test(root: &Path) -> Result<()> {
    let started = Instant::now();
    let result = test_steps(root);
    // Where the minutes went, passed or failed (CI stops the command at 90).
    print_step_times(started.elapsed().as_secs_f64());
    result?;
    println!(
        "xtask: every test passed in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn test_steps(root: &Path) -> Result<()> {
    timed("the web tools", || tools::ensure_web_tools(root))?;
    timed("the browser", tools::ensure_browser)?;
    timed("the formatting", || checks::formatted(root))?;
    timed("the docs", || checks::documented(root))?;
    let clippy = checks::Clippy::find()?;
    let site = root.join("target/site");
    timed("the site", || {
        site::build(root, &site, &|| clippy.cargo(root))
    })?;
    // Benches and examples too, as `cargo clippy --all-targets` would.
    timed("the tests' build", || {
        clippy.run(root, &["test", "--workspace", "--all-targets", "--no-run"])
    })?;
    timed("the workspace's tests", || {
        clippy.run(root, &["test", "--workspace"])
    })?;
    timed("the PostgreSQL tests", || test_postgres(root, &clippy))?;
    timed("the Slurm test", || test_slurm(root, &clippy))?;
    // The online test's game server and terminal friend, built as the tests
    // built them (the test profile puts them in target/debug too).
    timed("the programs for the browser tests", || {
        clippy.run(
            root,
            &[
                "build",
                "--profile",
                "test",
                "-p",
                "morris-cli",
                "-p",
                "morris-server",
                "--bins",
            ],
        )
    })?;
    // The browser tests share one machine's two cores: one browser at a time.
    let mut browser = clippy.cargo(root);
    browser
        .args([
            "test",
            "-p",
            "morris-web",
            "--features",
            "browser-tests",
            "--test",
            "browser",
        ])
        .args(["--", "--test-threads=1", "--nocapture"])
        .env("MORRIS_SITE", &site)
        .env("MORRIS_BIN_DIR", root.join("target/debug"));
    timed("the browser tests", || status(&mut browser))
}

thread_local! {
    /// Each step's name and seconds, in the order they ran.
    static STEP_TIMES: std::cell::RefCell<Vec<(String, f64)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Runs one step of the test command and says how long it took, so that a
/// CI log shows where its minutes go.
fn timed(step: &str, run: impl FnOnce() -> Result<()>) -> Result<()> {
    let started = Instant::now();
    let result = run();
    let seconds = started.elapsed().as_secs_f64();
    println!("xtask: {step}: {seconds:.0} s");
    STEP_TIMES.with(|times| times.borrow_mut().push((step.to_string(), seconds)));
    result
}

/// The steps' times as a table, each with its share of the whole.
fn print_step_times(total: f64) {
    println!("xtask: where the time went");
    STEP_TIMES.with(|times| {
        for (step, seconds) in times.borrow().iter() {
            let share = 100.0 * seconds / total.max(1.0);
            println!("xtask:   {step:<36} {seconds:>6.0} s {share:>4.0}%");
        }
    });
    println!("xtask:   {:<36} {total:>6.0} s", "total");
}

/// The game server's tests on a PostgreSQL cluster of their own.
fn test_postgres(root: &Path, clippy: &checks::Clippy) -> Result<()> {
    let bin = postgres::ensure_postgres()?;
    let cluster = postgres::start(&bin)?;
    let mut tests = clippy.cargo(root);
    tests
        .args([
            "test",
            "-p",
            "morris-server",
            "--features",
            "postgres-tests",
        ])
        .args(["--test", "postgres"])
        .env(postgres::URL_VAR, &cluster.url);
    status(&mut tests)
}

/// A sector plan solved through a one-node Slurm cluster of its own.
fn test_slurm(root: &Path, clippy: &checks::Clippy) -> Result<()> {
    timed("Slurm's install", slurm::ensure_slurm)?;
    let cluster = slurm::start()?;
    let mut test = clippy.cargo(root);
    test.args(["test", "-p", "morris-cli", "--features", "slurm-tests"])
        .args(["--test", "slurm"])
        .env(slurm::CONF_VAR, &cluster.conf);
    status(&mut test)
}

fn cargo(root: &Path, args: &[&str]) -> Result<()> {
    status(Command::new(env!("CARGO")).current_dir(root).args(args))
}

/// Runs `command`, failing with its command line when it fails.
pub fn status(command: &mut Command) -> Result<()> {
    let shown = format!("{command:?}");
    let status = command
        .status()
        .with_context(|| format!("cannot start {shown}"))?;
    if !status.success() {
        bail!("{shown} failed ({status})");
    }
    Ok(())
}

/// Whether this runs as root, as the servers of the tests need to know.
pub fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// A port nothing listens on now, for a server of the tests' own.
pub fn free_port() -> Result<u16> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").context("finding a free port")?;
    let port = listener.local_addr()?.port();
    if port == 0 {
        bail!("no free port");
    }
    Ok(port)
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}
