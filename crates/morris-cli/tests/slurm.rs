//! A sector plan through a real Slurm: `morris solve --plan slurm` writes
//! it, its submit.sh submits the jobs, the scheduler runs them one after the
//! other, and the tables are byte for byte those of one process. Behind the
//! feature `slurm-tests`: `cargo xtask test-slurm` installs and starts a
//! one-node Slurm and sets `SLURM_CONF`; without it this test fails and says
//! what to run.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// Long enough for a loaded two-core machine; max=7 takes seconds.
const TIMEOUT: Duration = Duration::from_secs(300);

/// Job states after which a job will never complete.
const ENDED_BADLY: [&str; 8] = [
    "FAILED",
    "CANCELLED",
    "TIMEOUT",
    "OUT_OF_MEMORY",
    "NODE_FAIL",
    "PREEMPTED",
    "BOOT_FAIL",
    "DEADLINE",
];

#[test]
fn sectors_up_to_7_solved_through_slurm_are_those_of_one_process() {
    let conf = std::env::var("SLURM_CONF").unwrap_or_else(|_| {
        panic!(
            "SLURM_CONF is not set: this test needs a running Slurm. Run `cargo xtask \
             test-slurm` (it installs and starts a one-node Slurm), or set SLURM_CONF to \
             a cluster's slurm.conf"
        )
    });
    let sinfo = output(Command::new("sinfo").args(["-h", "-o", "%T"]));
    assert!(
        sinfo.status.success(),
        "no Slurm answers for SLURM_CONF={conf}: {sinfo:?}"
    );
    let work = tempfile::tempdir().unwrap();
    let work = work.path();
    let (plan, shared, alone) = (work.join("plan"), work.join("shared"), work.join("alone"));
    let planned = output(morris(work).args([
        "solve",
        "nine-mens-morris",
        "--sectors",
        "max=7",
        "--plan",
        "slurm",
        "--plan-dir",
        text(&plan),
        "--plan-cache",
        text(&shared),
    ]));
    assert!(planned.status.success(), "{planned:?}");

    let ids = submit(work, &plan);
    let pairs: Vec<&str> = ids.keys().map(String::as_str).collect();
    assert_eq!(pairs, ["3-3", "4-3"]);
    let jobs = wait_for(&ids, &plan);

    // The scheduler kept the order: 4-3 started once 3-3 had ended, and
    // loaded 3-3's table rather than solving it again.
    let (first, second) = (&jobs["3-3"], &jobs["4-3"]);
    assert!(
        second["StartTime"] >= first["EndTime"],
        "4-3 started before 3-3 ended: {jobs:?}"
    );
    let log = job_log(&plan, "4-3");
    assert!(
        log.contains("(1 pair loaded from the cache)"),
        "the 4-3 job solved 3-3 itself: {log}"
    );

    let single = output(morris(work).env("MORRIS_CACHE_DIR", &alone).args([
        "solve",
        "nine-mens-morris",
        "--sectors",
        "max=7",
    ]));
    assert!(single.status.success(), "{single:?}");
    let through_slurm = files(&shared);
    assert_eq!(through_slurm.len(), 2, "{through_slurm:?}");
    assert_eq!(
        through_slurm.keys().collect::<Vec<_>>(),
        files(&alone).keys().collect::<Vec<_>>()
    );
    for (name, bytes) in &through_slurm {
        let single = std::fs::read(alone.join(name)).unwrap();
        assert!(*bytes == single, "{name} differs from one process's");
    }

    // Run again, the plan finds every pair solved and submits nothing.
    let again = output(&mut submit_command(work, &plan));
    assert!(again.status.success(), "{again:?}");
    assert_eq!(
        String::from_utf8_lossy(&again.stdout),
        "sector 3-3: already solved\nsector 4-3: already solved\n"
    );
}

/// `morris` in `dir`, as [`in_english`] sets it.
fn morris(dir: &Path) -> Command {
    in_english(Command::new(env!("CARGO_BIN_EXE_morris")), dir)
}

/// The plan's submit.sh, as [`in_english`] sets it: the jobs inherit its
/// environment, as sbatch passes it on.
fn submit_command(dir: &Path, plan: &Path) -> Command {
    let mut bash = Command::new("bash");
    bash.arg(plan.join("submit.sh"));
    in_english(bash, dir)
}

/// `command` in `dir`, in English and with no user rules.
fn in_english(mut command: Command, dir: &Path) -> Command {
    command
        .current_dir(dir)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("MORRIS_RULES_DIR", dir.join("no-rules"));
    command
}

/// Submits the plan; each pair's job id.
fn submit(dir: &Path, plan: &Path) -> BTreeMap<String, String> {
    let submitted = output(&mut submit_command(dir, plan));
    assert!(submitted.status.success(), "{submitted:?}");
    let said = String::from_utf8_lossy(&submitted.stdout).into_owned();
    said.lines()
        .map(|line| {
            let (pair, id) = line
                .strip_prefix("sector ")
                .and_then(|l| l.split_once(": job "))
                .unwrap_or_else(|| panic!("not a submitted job: {line:?} in {said}"));
            (pair.to_string(), id.to_string())
        })
        .collect()
}

/// Waits until every job has completed; their fields as `scontrol` shows them.
fn wait_for(
    ids: &BTreeMap<String, String>,
    plan: &Path,
) -> BTreeMap<String, BTreeMap<String, String>> {
    let started = Instant::now();
    loop {
        let jobs: BTreeMap<String, BTreeMap<String, String>> = ids
            .iter()
            .map(|(pair, id)| (pair.clone(), job_fields(id)))
            .collect();
        let state =
            |fields: &BTreeMap<String, String>| fields.get("JobState").cloned().unwrap_or_default();
        if jobs.values().all(|f| state(f) == "COMPLETED") {
            return jobs;
        }
        let stuck = jobs.values().any(|f| {
            ENDED_BADLY.contains(&state(f).as_str())
                || f.get("Reason")
                    .is_some_and(|r| r == "DependencyNeverSatisfied")
        });
        if stuck || started.elapsed() > TIMEOUT {
            let why = if stuck {
                "a job ended without completing"
            } else {
                "the jobs did not complete in time"
            };
            panic!("{why}:\n{}", report(&jobs, plan));
        }
        std::thread::sleep(Duration::from_millis(500));
    }
}

/// A job's fields (`JobState=COMPLETED` ...) from `scontrol show job -o`.
fn job_fields(id: &str) -> BTreeMap<String, String> {
    let shown = output(Command::new("scontrol").args(["show", "job", "-o", id]));
    assert!(shown.status.success(), "scontrol show job {id}: {shown:?}");
    String::from_utf8_lossy(&shown.stdout)
        .split_whitespace()
        .filter_map(|field| field.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// Each job's state and times, and what the jobs wrote.
fn report(jobs: &BTreeMap<String, BTreeMap<String, String>>, plan: &Path) -> String {
    let mut text = String::new();
    for (pair, fields) in jobs {
        let field = |k: &str| fields.get(k).map_or("?", String::as_str);
        text.push_str(&format!(
            "sector {pair}: job {} {} (reason {}, exit {}), started {}, ended {}\n",
            field("JobId"),
            field("JobState"),
            field("Reason"),
            field("ExitCode"),
            field("StartTime"),
            field("EndTime"),
        ));
    }
    for (name, bytes) in files(&plan.join("logs")) {
        text.push_str(&format!(
            "--- logs/{name}:\n{}\n",
            String::from_utf8_lossy(&bytes)
        ));
    }
    text
}

/// What a pair's job wrote (its only log: each pair was submitted once).
fn job_log(plan: &Path, pair: &str) -> String {
    let prefix = format!("sector-{pair}-");
    let logs = files(&plan.join("logs"));
    let (_, bytes) = logs
        .iter()
        .find(|(name, _)| name.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no log of {pair} in {logs:?}"));
    String::from_utf8_lossy(bytes).into_owned()
}

/// The files of a folder by name, with their bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return BTreeMap::new();
    };
    entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .map(|p: PathBuf| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&p).unwrap())
        })
        .collect()
}

fn output(command: &mut Command) -> Output {
    command
        .output()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"))
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}
