//! The Slurm scripts of a sector plan: `submit.sh`, which submits a job per
//! pair of sectors with sbatch, each after the jobs of the pairs it depends
//! on (`afterok`), and each job's own script, one `morris solve --sectors PAIR`.

use morris_ai::solve::Sector;

use super::shell;

/// A job as the scripts need it.
#[derive(Debug)]
pub struct Job {
    pub pair: Sector,
    /// The pair's file in the shared folder: there, the pair is solved.
    pub file_name: String,
    pub depends_on: Vec<Sector>,
    /// The memory the job asks Slurm for, in MB.
    pub megabytes: u64,
    /// The solve: the program, then its arguments.
    pub command: Vec<String>,
}

/// What the scripts say and where things go (absolute paths).
#[derive(Debug)]
pub struct Scripts<'a> {
    /// The variant, as the solve names it (`Nine Men's Morris (flying on)`).
    pub title: &'a str,
    pub plan_dir: &'a str,
    pub cache_dir: &'a str,
    pub jobs: &'a [Job],
}

/// The job's script in the plan's `jobs` folder.
pub fn job_file(pair: Sector) -> String {
    format!("sector-{pair}.sh")
}

/// The script one job runs.
pub fn job_script(scripts: &Scripts, job: &Job) -> String {
    let twin = job.pair.swapped();
    let sectors = if twin == job.pair {
        format!("The sector {} (its own twin)", job.pair)
    } else {
        format!("The sectors {} and {twin}", job.pair)
    };
    format!(
        "#!/bin/bash\n\
         # {title}\n\
         # {sectors}: one job of the plan's submit.sh. It solves the pair\n\
         # into the shared folder, loading from there the pairs it depends on;\n\
         # a pair already there is loaded, not solved again.\n\
         export MORRIS_CACHE_DIR={cache}\n\
         exec {command}\n",
        title = shell::comment(scripts.title),
        cache = shell::word(scripts.cache_dir),
        command = shell::words(&job.command),
    )
}

/// The shell variable holding a pair's job id.
fn variable(pair: Sector) -> String {
    format!("job_{}_{}", pair.mover, pair.other)
}

/// The script that submits every job, in dependency order.
pub fn submit_script(scripts: &Scripts) -> String {
    let jobs = match scripts.jobs.len() {
        1 => "1 pair".to_string(),
        n => format!("{n} pairs"),
    };
    let mut text = format!(
        "#!/bin/bash\n\
         # {title}\n\
         # {jobs} of movement-phase sectors as Slurm jobs, written by\n\
         # `morris solve --plan slurm`. Each job solves one pair into the shared\n\
         # folder below once the jobs of the pairs it depends on have ended well\n\
         # (afterok). A pair whose file is there already is not submitted, so\n\
         # after a failure, running this script again submits only what is missing.\n\
         # The script's arguments go to every sbatch: --partition=P, --time=T, ...\n\
         set -euo pipefail\n\
         cache={cache}\n\
         plan={plan}\n\
         sbatch_args=(\"$@\")\n\
         mkdir -p \"$cache\" \"$plan/logs\"\n\
         {SUBMIT}\n",
        title = shell::comment(scripts.title),
        cache = shell::word(scripts.cache_dir),
        plan = shell::word(scripts.plan_dir),
    );
    for job in scripts.jobs {
        let after: Vec<String> = job
            .depends_on
            .iter()
            .map(|d| format!("\"${}\"", variable(*d)))
            .collect();
        let mut line = format!(
            "{}=$(submit {} {} {}",
            variable(job.pair),
            job.pair,
            shell::word(&job.file_name),
            job.megabytes
        );
        for a in after {
            line.push(' ');
            line.push_str(&a);
        }
        line.push_str(")\n");
        text.push_str(&line);
    }
    text
}

/// The function that submits one job; its id is its output, and what it did
/// is said on the script's own output (file descriptor 3).
const SUBMIT: &str = r#"exec 3>&1

# submit PAIR FILE MEGABYTES [JOB_ID...]: submits the pair's job to start
# once the jobs given have ended well (an empty id is a pair solved before)
# and prints its id; prints nothing when the pair's file is in the folder.
submit() {
    local pair=$1 file=$2 megabytes=$3 after="" id
    shift 3
    if [[ -e "$cache/$file" ]]; then
        echo "sector $pair: already solved" >&3
        return 0
    fi
    for id in "$@"; do
        if [[ -n "$id" ]]; then
            after="$after:$id"
        fi
    done
    local options=(--parsable "--job-name=morris-sector-$pair" "--mem=${megabytes}M"
        "--output=$plan/logs/sector-$pair-%j.out")
    if [[ -n "$after" ]]; then
        options+=("--dependency=afterok$after")
    fi
    # An empty array is unset for `set -u` in bash before 4.4.
    id=$(sbatch "${options[@]}" ${sbatch_args[@]+"${sbatch_args[@]}"} \
        "$plan/jobs/sector-$pair.sh") || return 1
    id=${id%%;*}
    echo "sector $pair: job $id" >&3
    echo "$id"
}
"#;

#[cfg(test)]
mod tests {
    use super::*;

    fn jobs() -> Vec<Job> {
        let pair = |a, b| Sector::new(a, b);
        vec![
            Job {
                pair: pair(3, 3),
                file_name: "f-sector-3-3.morristable".into(),
                depends_on: vec![],
                megabytes: 40,
                command: vec!["/bin/morris".into(), "solve".into(), "--sectors".into()],
            },
            Job {
                pair: pair(4, 3),
                file_name: "f-sector-4-3.morristable".into(),
                depends_on: vec![pair(3, 3)],
                megabytes: 50,
                command: vec!["/my bin/morris".into()],
            },
            Job {
                pair: pair(5, 4),
                file_name: "f-sector-5-4.morristable".into(),
                depends_on: vec![pair(4, 4), pair(5, 3)],
                megabytes: 60,
                command: vec![],
            },
        ]
    }

    #[test]
    fn each_job_is_submitted_after_its_dependencies() {
        let jobs = jobs();
        let scripts = Scripts {
            title: "Test\nGame",
            plan_dir: "/plans/it's",
            cache_dir: "/shared",
            jobs: &jobs,
        };
        let text = submit_script(&scripts);
        assert!(
            text.starts_with("#!/bin/bash\n# Test Game\n# 3 pairs of "),
            "{text}"
        );
        assert!(
            text.contains("\ncache=/shared\nplan='/plans/it'\\''s'\n"),
            "{text}"
        );
        assert!(
            text.contains("\njob_3_3=$(submit 3-3 f-sector-3-3.morristable 40)\n"),
            "{text}"
        );
        assert!(
            text.contains(
                "\njob_5_4=$(submit 5-4 f-sector-5-4.morristable 60 \"$job_4_4\" \"$job_5_3\")\n"
            ),
            "{text}"
        );
        let job = job_script(&scripts, &jobs[1]);
        assert!(
            job.starts_with("#!/bin/bash\n# Test Game\n# The sectors 4-3 and 3-4: one job"),
            "{job}"
        );
        assert!(
            job.ends_with("\nexport MORRIS_CACHE_DIR=/shared\nexec '/my bin/morris'\n"),
            "{job}"
        );
        assert!(job_script(&scripts, &jobs[0]).contains("\n# The sector 3-3 (its own twin): "));
    }
}
