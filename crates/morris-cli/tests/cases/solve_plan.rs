//! `morris solve --sectors ... --plan slurm`: the plan's files, and its
//! submit.sh run against a stand-in sbatch that records what it was asked.
//! The real scheduler's test is `tests/slurm.rs` (`cargo xtask test-slurm`).

use std::path::Path;
use std::process::Command;

use super::{Morris, workspace};

/// An sbatch that writes its arguments to `$SBATCH_CALLS` (one a line, a
/// blank line after each call) and answers as `sbatch --parsable` does.
const STAND_IN_SBATCH: &str = r#"#!/bin/bash
calls=$(grep -c '^$' "$SBATCH_CALLS" 2>/dev/null || true)
printf '%s\n' "$@" "" >> "$SBATCH_CALLS"
echo "$((101 + ${calls:-0}));test-cluster"
"#;

/// Runs `submit.sh ARGS` with the stand-in sbatch; its output and each call's arguments.
fn submit(plan: &Path, args: &[&str]) -> (String, Vec<Vec<String>>) {
    let bin = tempfile::tempdir().unwrap();
    let sbatch = bin.path().join("sbatch");
    std::fs::write(&sbatch, STAND_IN_SBATCH).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::Permissions::from_mode(0o755);
        std::fs::set_permissions(&sbatch, mode).unwrap();
    }
    let calls = bin.path().join("calls");
    let path = format!(
        "{}:{}",
        bin.path().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new("bash")
        .arg(plan.join("submit.sh"))
        .args(args)
        .env("PATH", path)
        .env("SBATCH_CALLS", &calls)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let recorded = std::fs::read_to_string(&calls).unwrap_or_default();
    let calls = recorded
        .split("\n\n")
        .filter(|c| !c.is_empty())
        .map(|c| c.lines().map(str::to_string).collect())
        .collect();
    (String::from_utf8(out.stdout).unwrap(), calls)
}

#[test]
fn a_plan_submits_each_pair_after_its_dependencies_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let plan = dir.path().join("plan it's");
    let shared = dir.path().join("shared $folder");
    let run = Morris::new().run(&[
        "solve",
        "nine-mens-morris",
        "--no-flying",
        "--sectors",
        "max=8",
        "--plan",
        "slurm",
        "--plan-dir",
        plan.to_str().unwrap(),
        "--plan-cache",
        shared.to_str().unwrap(),
        "--plan-morris",
        "/opt/morris/bin/morris",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let written = std::fs::read_to_string(plan.join("plan.json")).unwrap();
    assert_eq!(
        doc,
        serde_json::from_str::<serde_json::Value>(&written).unwrap()
    );
    let jobs = doc["jobs"].as_array().unwrap();
    let pairs: Vec<&str> = jobs.iter().map(|j| j["pair"].as_str().unwrap()).collect();
    assert_eq!(pairs, ["3-3", "4-3", "4-4", "5-3"]);
    let deps: Vec<String> = jobs.iter().map(|j| j["depends_on"].to_string()).collect();
    assert_eq!(deps, ["[]", r#"["3-3"]"#, r#"["4-3"]"#, r#"["4-3"]"#]);
    let megabytes: Vec<u64> = jobs
        .iter()
        .map(|j| j["memory_mb"].as_u64().unwrap())
        .collect();
    // Every job asks for more than the program's own 16 MB, the larger pairs for more.
    assert!(megabytes.iter().all(|&mb| mb > 16), "{megabytes:?}");
    assert!(megabytes[3] > megabytes[0], "{megabytes:?}");
    assert_eq!(
        jobs[2]["command"],
        serde_json::json!([
            "/opt/morris/bin/morris",
            "solve",
            "nine-mens-morris",
            "--no-flying",
            "--sectors",
            "4-4",
            "--memory",
            megabytes[2].to_string()
        ])
    );
    let job = std::fs::read_to_string(plan.join("jobs/sector-4-4.sh")).unwrap();
    let shared_word = format!("'{}'", shared.display());
    assert!(
        job.contains(&format!(
            "\nexport MORRIS_CACHE_DIR={shared_word}\nexec /opt/morris/bin/morris solve \
             nine-mens-morris --no-flying --sectors 4-4 --memory {}\n",
            megabytes[2]
        )),
        "{job}"
    );

    let (said, calls) = submit(&plan, &["--partition=test", "--time=1:00"]);
    assert_eq!(
        said,
        "sector 3-3: job 101\nsector 4-3: job 102\nsector 4-4: job 103\nsector 5-3: job 104\n"
    );
    assert_eq!(calls.len(), 4, "{calls:?}");
    let after: Vec<Option<&str>> = calls
        .iter()
        .map(|c| c.iter().find_map(|a| a.strip_prefix("--dependency=")))
        .collect();
    assert_eq!(
        after,
        [
            None,
            Some("afterok:101"),
            Some("afterok:102"),
            Some("afterok:102")
        ]
    );
    for ((call, pair), mb) in calls.iter().zip(&pairs).zip(&megabytes) {
        let has = |arg: String| call.contains(&arg);
        assert!(has(format!("--mem={mb}M")), "{call:?}");
        assert!(has("--partition=test".into()) && has("--time=1:00".into()));
        let log = plan.join(format!("logs/sector-{pair}-%j.out"));
        assert!(has(format!("--output={}", log.display())), "{call:?}");
        let script = plan.join(format!("jobs/sector-{pair}.sh"));
        assert_eq!(call.last(), Some(&script.display().to_string()));
    }
    assert!(shared.is_dir(), "submit.sh makes the shared folder");

    // 3-3 and 4-3 solved: a second run submits the other two, with nothing to wait for.
    for job in &jobs[..2] {
        std::fs::write(shared.join(job["file"].as_str().unwrap()), "").unwrap();
    }
    let (said, calls) = submit(&plan, &[]);
    assert_eq!(
        said,
        "sector 3-3: already solved\nsector 4-3: already solved\n\
         sector 4-4: job 101\nsector 5-3: job 102\n"
    );
    assert!(
        calls
            .iter()
            .flatten()
            .all(|a| !a.starts_with("--dependency")),
        "{calls:?}"
    );
}

#[test]
fn a_rules_file_is_named_by_its_absolute_path_and_the_program_by_default_is_this_one() {
    let dir = tempfile::tempdir().unwrap();
    let run = Morris::new().dir(&workspace()).run(&[
        "solve",
        "--rules",
        "rules/nine-mens-morris.ron",
        "--sectors",
        "3-3",
        "--plan",
        "slurm",
        "--plan-dir",
        dir.path().to_str().unwrap(),
        "--plan-cache",
        "relative/cache",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let command: Vec<&str> = doc["jobs"][0]["command"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap())
        .collect();
    // The program runs in the workspace, whose path it reads without `..`.
    let here = workspace().canonicalize().unwrap();
    let rules = here.join("rules/nine-mens-morris.ron");
    let morris = std::path::absolute(env!("CARGO_BIN_EXE_morris")).unwrap();
    assert_eq!(
        command[..4],
        [
            morris.to_str().unwrap(),
            "solve",
            "--rules",
            rules.to_str().unwrap()
        ]
    );
    let shared = here.join("relative/cache");
    assert_eq!(doc["shared_folder"], shared.to_str().unwrap());
    assert!(!shared.exists(), "the plan itself makes no shared folder");
}

#[test]
fn a_plan_without_its_folder_too_large_or_unwritable_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().to_str().unwrap();
    let base = ["solve", "nine-mens-morris", "--sectors", "max=8"];
    let with = |rest: &[&str]| {
        let args: Vec<&str> = base.iter().chain(rest).copied().collect();
        Morris::new().run(&args)
    };
    for rest in [
        &["--plan", "slurm"][..],
        &["--plan-dir", folder],
        &["--plan", "pbs", "--plan-dir", folder],
    ] {
        let run = with(rest);
        assert_eq!(run.code, 2, "{rest:?}: {}", run.stderr);
    }
    let no_sectors = Morris::new().run(&[
        "solve",
        "nine-mens-morris",
        "--plan",
        "slurm",
        "--plan-dir",
        folder,
    ]);
    assert_eq!(no_sectors.code, 2, "{}", no_sectors.stderr);
    // Each job asks for at least the program's own 16 MB and a quarter more.
    let small = with(&["--plan", "slurm", "--plan-dir", folder, "--memory", "20"]);
    assert_eq!(small.code, 3, "{}", small.stderr);
    assert!(
        small.stderr.starts_with(
            "morris: the job of the sectors 3-3 would ask for about 22 MB of memory, \
             more than --memory 20\n"
        ),
        "{}",
        small.stderr
    );
    let file = dir.path().join("a file");
    std::fs::write(&file, "").unwrap();
    let inside = file.join("plan");
    let unwritable = with(&["--plan", "slurm", "--plan-dir", inside.to_str().unwrap()]);
    assert_eq!(unwritable.code, 2, "{}", unwritable.stderr);
    assert!(
        unwritable.stderr.starts_with(&format!(
            "morris: cannot write the plan: {}/jobs: ",
            inside.display()
        )),
        "{}",
        unwritable.stderr
    );
}
