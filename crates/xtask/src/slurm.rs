//! A Slurm cluster of the tests' own: Debian's `slurm-wlm` (installed with
//! apt when missing), one node (this machine), its daemons started by hand as
//! root from a temporary folder, since a container has no systemd, and
//! stopped and removed when the test is done. Slurm authenticates with munge
//! (Debian's Slurm 22.05 predates `auth/slurm`): a munge daemon of its own,
//! with its own key and socket, so that nothing of the machine's is touched.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::{free_port, is_root};

/// The variable Slurm's commands read the cluster's configuration from.
pub const CONF_VAR: &str = "SLURM_CONF";

/// The daemons, and the commands the test and its submit.sh run.
const PROGRAMS: [&str; 6] = [
    "munged",
    "slurmctld",
    "slurmd",
    "sbatch",
    "sinfo",
    "scontrol",
];

/// A running cluster; dropping it stops it and removes its folder.
#[derive(Debug)]
pub struct Cluster {
    dir: PathBuf,
    /// Started first to last; stopped last to first.
    daemons: Vec<(&'static str, Child)>,
    pub conf: PathBuf,
}

/// Installs Debian's slurm-wlm (and munge) unless every program is there.
pub fn ensure_slurm() -> Result<()> {
    if PROGRAMS.iter().all(|p| find(p).is_some()) {
        return Ok(());
    }
    crate::tools::apt_install(&["slurm-wlm", "munge"])
        .context("the Slurm test needs Debian's slurm-wlm")?;
    match PROGRAMS.iter().find(|p| find(p).is_none()) {
        Some(missing) => bail!("slurm-wlm is installed but {missing} was not found"),
        None => Ok(()),
    }
}

/// A program on the PATH or in the system folders (the daemons are in
/// /usr/sbin, which a user's PATH may lack).
fn find(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain(["/usr/sbin", "/sbin", "/usr/bin"].map(PathBuf::from))
        .map(|dir| dir.join(program))
        .find(|p| p.is_file())
}

/// Starts munge, the controller and the node, and waits until the node is idle.
pub fn start() -> Result<Cluster> {
    if !is_root() {
        bail!("the Slurm test runs slurmd, which starts jobs as their users: run it as root");
    }
    let dir = std::env::temp_dir().join(format!("morris-slurm-{}", std::process::id()));
    if dir.exists() {
        std::fs::remove_dir_all(&dir).context("removing an old Slurm folder")?;
    }
    std::fs::create_dir_all(dir.join("state")).context("creating the Slurm folder")?;
    std::fs::create_dir_all(dir.join("spool"))?;
    // munge's clients reach its socket only through folders everyone may enter.
    set_mode(&dir, 0o755)?;
    let mut cluster = Cluster {
        conf: dir.join("slurm.conf"),
        dir,
        daemons: Vec::new(),
    };
    // From here, an error drops the cluster, which stops what had started.
    let socket = cluster.start_munge()?;
    let node = node_line()?;
    let host = node
        .split_whitespace()
        .find_map(|f| f.strip_prefix("NodeName="))
        .context("`slurmd -C` named no node")?
        .to_string();
    let conf = config(&cluster.dir, &socket, &host, &node)?;
    std::fs::write(&cluster.conf, conf).context("writing slurm.conf")?;
    let conf = cluster.conf.display().to_string();
    cluster.spawn("slurmctld", &["-D", "-f", &conf])?;
    cluster.spawn("slurmd", &["-D", "-f", &conf])?;
    cluster.wait_until_idle()?;
    println!("xtask: Slurm running, {CONF_VAR}={conf}");
    Ok(cluster)
}

/// This machine as Slurm sees it: `NodeName=HOST CPUs=2 ... RealMemory=MB`.
fn node_line() -> Result<String> {
    let slurmd = find("slurmd").context("no slurmd")?;
    let out = Command::new(slurmd)
        .arg("-C")
        .output()
        .context("running slurmd -C")?;
    let text = String::from_utf8_lossy(&out.stdout);
    match text.lines().next() {
        Some(line) if out.status.success() && line.starts_with("NodeName=") => Ok(line.to_string()),
        _ => bail!("`slurmd -C` did not describe this machine: {out:?}"),
    }
}

/// The cluster's slurm.conf: one node on the loopback address, its own ports,
/// no cgroups (a container without systemd), no accounting database.
fn config(dir: &Path, socket: &Path, host: &str, node: &str) -> Result<String> {
    let path = |name: &str| dir.join(name).display().to_string();
    let controller_port = free_port()?;
    let node_port = free_port()?;
    Ok(format!(
        "ClusterName=morris-test\n\
         SlurmctldHost={host}(127.0.0.1)\n\
         SlurmctldPort={controller_port}\n\
         SlurmdPort={node_port}\n\
         AuthType=auth/munge\n\
         CredType=cred/munge\n\
         AuthInfo=socket={socket}\n\
         SlurmUser=root\n\
         SlurmdUser=root\n\
         StateSaveLocation={state}\n\
         SlurmdSpoolDir={spool}\n\
         SlurmctldPidFile={ctld_pid}\n\
         SlurmdPidFile={d_pid}\n\
         SlurmctldLogFile={ctld_log}\n\
         SlurmdLogFile={d_log}\n\
         ProctrackType=proctrack/linuxproc\n\
         TaskPlugin=task/none\n\
         JobAcctGatherType=jobacct_gather/none\n\
         AccountingStorageType=accounting_storage/none\n\
         JobCompType=jobcomp/none\n\
         SelectType=select/cons_tres\n\
         SelectTypeParameters=CR_Core_Memory\n\
         MpiDefault=none\n\
         MailProg=/bin/true\n\
         ReturnToService=2\n\
         # Without accounting, finished jobs are seen only while the controller keeps them.\n\
         MinJobAge=3600\n\
         {node} NodeAddr=127.0.0.1 State=UNKNOWN\n\
         PartitionName=test Nodes={host} Default=YES MaxTime=INFINITE State=UP\n",
        socket = socket.display(),
        state = path("state"),
        spool = path("spool"),
        ctld_pid = path("slurmctld.pid"),
        d_pid = path("slurmd.pid"),
        ctld_log = path("slurmctld.log"),
        d_log = path("slurmd.log"),
    ))
}

impl Cluster {
    /// A munge daemon with a new key; the path of its socket.
    fn start_munge(&mut self) -> Result<PathBuf> {
        let key = self.dir.join("munge.key");
        let mut bytes = vec![0u8; 1024];
        File::open("/dev/urandom")
            .and_then(|mut f| f.read_exact(&mut bytes))
            .context("reading a munge key from /dev/urandom")?;
        std::fs::write(&key, &bytes).context("writing the munge key")?;
        // munged refuses a key that others may read.
        set_mode(&key, 0o400)?;
        let socket = self.dir.join("munge.socket");
        let file = |name: &str| self.dir.join(name).display().to_string();
        let args = [
            "--foreground".to_string(),
            // As root, which munged allows only when forced.
            "--force".to_string(),
            format!("--socket={}", socket.display()),
            format!("--key-file={}", key.display()),
            format!("--pid-file={}", file("munged.pid")),
            format!("--log-file={}", file("munged.log")),
            format!("--seed-file={}", file("munged.seed")),
        ];
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        self.spawn("munged", &args)?;
        self.wait("munged's socket", Duration::from_secs(10), || {
            Ok(socket.exists())
        })?;
        Ok(socket)
    }

    /// Starts a daemon in the foreground, its output in the folder.
    fn spawn(&mut self, program: &'static str, args: &[&str]) -> Result<()> {
        let path = find(program).with_context(|| format!("no {program}"))?;
        let log = File::create(self.dir.join(format!("{program}.out")))?;
        let child = Command::new(path)
            .args(args)
            .env(CONF_VAR, &self.conf)
            .stdin(Stdio::null())
            .stdout(log.try_clone()?)
            .stderr(log)
            .spawn()
            .with_context(|| format!("cannot start {program}"))?;
        self.daemons.push((program, child));
        Ok(())
    }

    fn wait_until_idle(&mut self) -> Result<()> {
        let conf = self.conf.clone();
        self.wait("the node to be idle", Duration::from_secs(60), || {
            let out = Command::new("sinfo")
                .args(["-h", "-o", "%T"])
                .env(CONF_VAR, &conf)
                .output()
                .context("running sinfo")?;
            Ok(String::from_utf8_lossy(&out.stdout).trim() == "idle")
        })
    }

    /// Polls `ready` until it holds, failing with the daemons' output when one
    /// of them has ended or the time is up.
    fn wait(
        &mut self,
        what: &str,
        limit: Duration,
        mut ready: impl FnMut() -> Result<bool>,
    ) -> Result<()> {
        let started = Instant::now();
        loop {
            if ready()? {
                return Ok(());
            }
            let ended = self
                .daemons
                .iter_mut()
                .find_map(|(program, child)| Some((*program, child.try_wait().ok()??)));
            if let Some((program, end)) = ended {
                bail!("{program} ended ({end}):\n{}", self.logs());
            }
            if started.elapsed() > limit {
                bail!("waited {limit:?} for {what}:\n{}", self.logs());
            }
            std::thread::sleep(Duration::from_millis(200));
        }
    }

    /// What the daemons wrote, for an error.
    fn logs(&self) -> String {
        ["munged.log", "munged.out", "slurmctld.out", "slurmd.out"]
            .iter()
            .filter_map(|name| {
                let text = std::fs::read_to_string(self.dir.join(name)).ok()?;
                Some(format!("--- {name}:\n{text}"))
            })
            .collect()
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        // Jobs left by a failed test would outlive the daemons.
        let jobs = Command::new("squeue")
            .args(["-h", "-o", "%A"])
            .env(CONF_VAR, &self.conf)
            .output();
        if let Ok(jobs) = jobs {
            let ids: Vec<String> = String::from_utf8_lossy(&jobs.stdout)
                .split_whitespace()
                .map(str::to_string)
                .collect();
            if !ids.is_empty() {
                let _ = Command::new("scancel")
                    .args(&ids)
                    .env(CONF_VAR, &self.conf)
                    .status();
            }
        }
        while let Some((_, mut child)) = self.daemons.pop() {
            // TERM first, so that each daemon stops its own helpers.
            let _ = Command::new("kill")
                .args(["-TERM", &child.id().to_string()])
                .status();
            let deadline = Instant::now() + Duration::from_secs(10);
            while matches!(child.try_wait(), Ok(None)) && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(100));
            }
            let _ = child.kill();
            let _ = child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) -> Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode))
        .with_context(|| format!("setting the mode of {}", path.display()))
}

#[cfg(not(unix))]
fn set_mode(_path: &Path, _mode: u32) -> Result<()> {
    bail!("the Slurm test runs on Linux only")
}
