//! `morris solve VARIANT --sectors ... --plan slurm --plan-dir DIR`: the
//! sector solve as jobs for a batch scheduler, written to a folder for
//! someone to submit on a cluster: `submit.sh`, a script per job in `jobs/`,
//! their output in `logs/`, and `plan.json`, which lists the jobs.

mod shell;
mod slurm;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use morris_ai::solve::{self, PlanJob, SectorChoice, SolveOptions};
use morris_core::Rules;
use morris_core::safe_file::{Output, Outputs};
use morris_i18n::t;
use serde_json::json;

use super::sectors::flying_note;
use super::too_large;
use crate::cli::{PlanScheduler, SolveArgs};
use crate::describe;
use crate::exit::{out_of_reach, usage};
use slurm::{Job, Scripts};

/// Why a plan could not be written.
#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    #[error("--plan needs --plan-dir DIR, the folder the plan is written to")]
    NoPlanFolder,
    #[error(
        "no folder for the jobs' sector files: --plan-cache DIR names one, which every node \
         of the cluster must reach"
    )]
    NoSharedFolder,
    #[error(
        "cannot tell where this morris program is, for the jobs to run it \
         (--plan-morris PATH names it): {error}"
    )]
    NoProgram { error: std::io::Error },
    #[error("{path:?}: {error}")]
    BadPath {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("{path:?} is not UTF-8 text, which the plan's scripts cannot name")]
    NotText { path: PathBuf },
    #[error("cannot write the plan: {path}: {error}")]
    Write {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error(
        "the job of the sectors {pair} would ask for about {needed} MB of memory, more than \
         --memory {budget}"
    )]
    JobTooLarge {
        pair: morris_ai::solve::Sector,
        needed: u64,
        budget: u64,
    },
}

pub fn run(
    args: &SolveArgs,
    rules: &Rules,
    choice: &SectorChoice,
    scheduler: PlanScheduler,
) -> anyhow::Result<ExitCode> {
    let PlanScheduler::Slurm = scheduler;
    let wanted = choice
        .sectors(rules)
        .map_err(|e| usage(anyhow::Error::new(e).context("--sectors")))?;
    let plan_dir = absolute(args.plan_dir.as_deref().ok_or(PlanError::NoPlanFolder)?)?;
    let cache = args
        .plan_cache
        .clone()
        .or_else(solve::cache_dir)
        .ok_or(PlanError::NoSharedFolder)?;
    let cache = absolute(&cache)?;
    let morris = match &args.plan_morris {
        Some(path) => absolute(path)?,
        None => std::env::current_exe().map_err(|error| PlanError::NoProgram { error })?,
    };
    // The estimates count as solved the pairs already in the shared folder.
    let options = SolveOptions {
        cache_dir: Some(cache.clone()),
        ..SolveOptions::default()
    };
    let plan = solve::plan_sectors(rules, &wanted, &options).map_err(|e| too_large(e, rules))?;
    let solve_args = solve_args(args)?;
    let morris = text(&morris)?;
    let jobs = plan
        .jobs
        .iter()
        .map(|job| {
            let megabytes = job_megabytes(job.bytes);
            if let Some(budget) = args.memory.filter(|b| megabytes > *b) {
                return Err(out_of_reach(PlanError::JobTooLarge {
                    pair: job.pair,
                    needed: megabytes,
                    budget,
                }));
            }
            let mut command = vec![morris.to_string(), "solve".to_string()];
            command.extend(solve_args.iter().cloned());
            command.extend([
                "--sectors".to_string(),
                job.pair.to_string(),
                "--memory".to_string(),
                megabytes.to_string(),
            ]);
            Ok(Job {
                pair: job.pair,
                file_name: job.file_name.clone(),
                depends_on: job.depends_on.clone(),
                megabytes,
                command,
            })
        })
        .collect::<anyhow::Result<Vec<Job>>>()?;
    let title = format!("{}{}", describe::name(rules), flying_note(rules));
    let scripts = Scripts {
        title: &title,
        plan_dir: text(&plan_dir)?,
        cache_dir: text(&cache)?,
        jobs: &jobs,
    };
    let doc = plan_json(rules, &scripts, &plan.jobs);
    let inputs = super::table_files::plan_inputs(args);
    let inputs = super::table_files::as_paths(&inputs);
    write(&plan_dir, &scripts, &doc, (&inputs, args.force))?;
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&doc)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    let written = t!(
        "plan-written",
        title = title.as_str(),
        jobs = jobs.len(),
        dir = plan_dir.display().to_string()
    );
    writeln!(out, "{written}")?;
    let submit = format!(
        "bash {}",
        shell::word(&format!("{}/submit.sh", scripts.plan_dir))
    );
    let submit = t!(
        "plan-submit",
        command = submit,
        cache = cache.display().to_string()
    );
    writeln!(out, "{submit}")?;
    Ok(ExitCode::SUCCESS)
}

/// The rules and flying as the jobs give them to `morris solve`: as this
/// command was given them, a rules file by its absolute path, since a job
/// may start in another folder.
fn solve_args(args: &SolveArgs) -> Result<Vec<String>, PlanError> {
    let mut out = Vec::new();
    match (&args.named, &args.variant.rules) {
        // A file as the catalog tells one from a variant id.
        (Some(named), _)
            if named.ends_with(".ron") || named.contains(std::path::MAIN_SEPARATOR) =>
        {
            out.push(text(&absolute(Path::new(named))?)?.to_string());
        }
        (Some(named), _) => out.push(named.clone()),
        (None, Some(file)) => {
            out.push("--rules".to_string());
            out.push(text(&absolute(file)?)?.to_string());
        }
        (None, None) => {
            out.push("--variant".to_string());
            out.push(args.variant.id().to_string());
        }
    }
    if args.no_flying {
        out.push("--no-flying".to_string());
    }
    Ok(out)
}

/// The memory a job asks for, in MB: the estimate and a quarter more, for
/// the allocator's slack; a scheduler that enforces the request ends a job
/// that goes past it.
fn job_megabytes(bytes: u128) -> u64 {
    // The estimate counts the program itself (9 MB measured for a release
    // build, 13 MB for a debug one).
    let megabytes = bytes.saturating_add(bytes / 4).div_ceil(1 << 20);
    u64::try_from(megabytes).unwrap_or(u64::MAX)
}

fn absolute(path: &Path) -> Result<PathBuf, PlanError> {
    std::path::absolute(path).map_err(|error| PlanError::BadPath {
        path: path.to_path_buf(),
        error,
    })
}

fn text(path: &Path) -> Result<&str, PlanError> {
    path.to_str().ok_or_else(|| PlanError::NotText {
        path: path.to_path_buf(),
    })
}

/// `plan.json`: the jobs and what each depends on, for people and programs.
fn plan_json(rules: &Rules, scripts: &Scripts, planned: &[PlanJob]) -> serde_json::Value {
    let big = |n: u128| u64::try_from(n).unwrap_or(u64::MAX);
    let jobs: Vec<serde_json::Value> = scripts
        .jobs
        .iter()
        .zip(planned)
        .map(|(job, planned)| {
            let mut sectors = vec![job.pair.to_string()];
            if job.pair.swapped() != job.pair {
                sectors.push(job.pair.swapped().to_string());
            }
            json!({
                "pair": job.pair.to_string(),
                "sectors": sectors,
                "file": job.file_name,
                "depends_on": job.depends_on.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "positions": big(planned.positions),
                "estimated_bytes": big(planned.bytes),
                "memory_mb": job.megabytes,
                "script": format!("jobs/{}", slurm::job_file(job.pair)),
                "command": job.command,
            })
        })
        .collect();
    json!({
        "scheduler": "slurm",
        "variant": rules.id(),
        "flying": rules.flying_enabled(),
        "shared_folder": scripts.cache_dir,
        "submit": format!("{}/submit.sh", scripts.plan_dir),
        "jobs": jobs,
    })
}

/// Writes the plan's files through `Outputs`, all or none: never over
/// the rules file read, nor over a plan already there unless `force`; the
/// scripts may then be run as programs.
fn write(
    dir: &Path,
    scripts: &Scripts,
    doc: &serde_json::Value,
    (inputs, force): (&[&Path], bool),
) -> anyhow::Result<()> {
    for folder in [dir.join("jobs"), dir.join("logs")] {
        std::fs::create_dir_all(&folder).map_err(|error| PlanError::Write {
            path: folder.clone(),
            error,
        })?;
    }
    // (path, text, a script?); submit.sh last, so that once it is there the
    // jobs it names are too.
    let mut files: Vec<(PathBuf, String, bool)> = scripts
        .jobs
        .iter()
        .map(|job| {
            let path = dir.join("jobs").join(slurm::job_file(job.pair));
            (path, slurm::job_script(scripts, job), true)
        })
        .collect();
    let json = serde_json::to_string_pretty(doc).unwrap_or_default() + "\n";
    files.push((dir.join("plan.json"), json, false));
    files.push((dir.join("submit.sh"), slurm::submit_script(scripts), true));
    let outputs = files
        .iter()
        .map(|(path, ..)| Output::derived(path))
        .collect();
    let outputs = Outputs::check(inputs, outputs, force)?;
    let contents: Vec<&[u8]> = files.iter().map(|(_, text, _)| text.as_bytes()).collect();
    outputs.write(&contents)?;
    for (path, _, script) in &files {
        if *script {
            executable(path)?;
        }
    }
    Ok(())
}

/// Lets a script be run as a program.
fn executable(path: &Path) -> Result<(), PlanError> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::Permissions::from_mode(0o755);
        std::fs::set_permissions(path, mode).map_err(|error| PlanError::Write {
            path: path.to_path_buf(),
            error,
        })?;
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_asks_for_its_estimate_and_a_quarter_more() {
        assert_eq!(job_megabytes(0), 0);
        assert_eq!(job_megabytes(1), 1);
        assert_eq!(job_megabytes(40 << 20), 50);
        assert_eq!(job_megabytes(u128::MAX / 2), u64::MAX);
    }
}
