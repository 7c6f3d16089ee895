//! A PostgreSQL server of the tests' own: Debian's `postgresql` (installed
//! with apt when missing), a new cluster in a temporary folder on a free
//! port, stopped and removed when the tests are done. PostgreSQL refuses to
//! run as root, so as root the cluster runs as the `postgres` user.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result};

use crate::{free_port, is_root, status};

/// The variable the server's PostgreSQL tests read the database URL from.
pub const URL_VAR: &str = "MORRIS_TEST_POSTGRES_URL";

/// A running cluster; dropping it stops it and removes its folder.
#[derive(Debug)]
pub struct Cluster {
    bin: PathBuf,
    data: PathBuf,
    as_postgres: bool,
    pub url: String,
}

/// Installs Debian's postgresql if no `initdb` is found; returns its `bin` folder.
pub fn ensure_postgres() -> Result<PathBuf> {
    if let Some(bin) = find_bin() {
        return Ok(bin);
    }
    crate::tools::apt_install(&["postgresql"])
        .context("the server's tests need Debian's postgresql")?;
    find_bin().context("postgresql is installed but no initdb was found under /usr/lib/postgresql")
}

/// The newest `/usr/lib/postgresql/VERSION/bin` holding `initdb`.
fn find_bin() -> Option<PathBuf> {
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse().ok()?;
            let bin = e.path().join("bin");
            bin.join("initdb").is_file().then_some((version, bin))
        })
        .collect();
    versions.sort();
    versions.pop().map(|(_, bin)| bin)
}

/// Starts a new cluster that trusts local connections.
pub fn start(bin: &Path) -> Result<Cluster> {
    let as_postgres = is_root();
    let data = std::env::temp_dir().join(format!("morris-postgres-{}", std::process::id()));
    if data.exists() {
        std::fs::remove_dir_all(&data).context("removing an old cluster folder")?;
    }
    std::fs::create_dir_all(&data).context("creating the cluster folder")?;
    if as_postgres {
        status(Command::new("chown").arg("postgres:postgres").arg(&data))?;
    }
    let port = free_port()?;
    let cluster = Cluster {
        bin: bin.to_path_buf(),
        data,
        as_postgres,
        url: format!("postgres://postgres@127.0.0.1:{port}/postgres"),
    };
    let data = cluster.data.display().to_string();
    cluster.run(
        "initdb",
        &[
            "-D",
            &data,
            "-U",
            "postgres",
            "-A",
            "trust",
            "-E",
            "UTF8",
            "--no-sync",
        ],
    )?;
    // fsync off: the tests kill the game server, never PostgreSQL, and run faster.
    let options = format!(
        "-p {port} -k {data} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=400"
    );
    let log = format!("{data}/server.log");
    cluster.run(
        "pg_ctl",
        &["-D", &data, "-l", &log, "-o", &options, "-w", "start"],
    )?;
    println!("xtask: PostgreSQL running at {}", cluster.url);
    Ok(cluster)
}

impl Cluster {
    fn run(&self, tool: &str, args: &[&str]) -> Result<()> {
        let program = self.bin.join(tool);
        let mut command = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(&program);
            c
        } else {
            Command::new(&program)
        };
        command.args(args).current_dir(std::env::temp_dir());
        status(&mut command)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let data = self.data.display().to_string();
        let _ = self.run("pg_ctl", &["-D", &data, "-m", "immediate", "-w", "stop"]);
        let _ = std::fs::remove_dir_all(&self.data);
    }
}
