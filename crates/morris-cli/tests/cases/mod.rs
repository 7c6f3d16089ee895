//! A small harness: run `morris` without colour, with an empty user rules
//! folder unless a test gives one, and collect what it printed.

mod ai;
mod boards;
mod coach;
mod docs;
mod drills;
mod engine;
mod exit_codes;
mod explore;
mod french;
mod french_match;
mod french_reports;
mod learn;
mod lobby;
mod made_boards;
mod matches;
mod online;
mod online_room;
mod output_files;
mod perft;
mod pinned_base;
mod play;
mod progress_files;
mod puzzle;
mod puzzle_sets;
mod review;
mod rules_check;
mod rules_said;
mod rules_upgrade;
mod solve_outputs;
mod solve_plan;
mod strangers_files;
mod tactical_sets;
mod terminal;
mod variant_choice;
mod variants;

use std::path::{Path, PathBuf};
use std::time::Duration;

/// What one run printed and how it ended.
#[derive(Debug)]
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// How to run `morris`.
#[derive(Debug, Default)]
pub struct Morris {
    stdin: String,
    dir: Option<PathBuf>,
    rules_dir: Option<PathBuf>,
    cache_dir: Option<PathBuf>,
    env: Vec<(String, String)>,
}

impl Morris {
    pub fn new() -> Morris {
        Morris::default()
    }

    pub fn stdin(mut self, text: &str) -> Morris {
        self.stdin = text.to_string();
        self
    }

    /// Runs in `dir`, so that file names in the output are short and stable.
    pub fn dir(mut self, dir: &Path) -> Morris {
        self.dir = Some(dir.to_path_buf());
        self
    }

    pub fn rules_dir(mut self, dir: &Path) -> Morris {
        self.rules_dir = Some(dir.to_path_buf());
        self
    }

    pub fn cache_dir(mut self, dir: &Path) -> Morris {
        self.cache_dir = Some(dir.to_path_buf());
        self
    }

    pub fn env(mut self, key: &str, value: &str) -> Morris {
        self.env.push((key.to_string(), value.to_string()));
        self
    }

    pub fn run(&self, args: &[&str]) -> Run {
        let empty = tempfile::tempdir().unwrap();
        let mut cmd = assert_cmd::Command::new(env!("CARGO_BIN_EXE_morris"));
        cmd.args(args)
            .env("NO_COLOR", "1")
            .env(
                "MORRIS_RULES_DIR",
                self.rules_dir.as_deref().unwrap_or(empty.path()),
            )
            // Solved tables go to a folder of the test's own, never the user's cache.
            .env(
                "MORRIS_CACHE_DIR",
                self.cache_dir.as_deref().unwrap_or(empty.path()),
            )
            // The puzzle standing goes to the test's own folder, never the user's.
            .env("MORRIS_PUZZLES_FILE", empty.path().join("puzzles.ron"))
            // English unless a test asks for another language.
            .env("LANG", "C.UTF-8")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            // Boards are drawn for the default width, 80 columns.
            .env_remove("COLUMNS")
            .write_stdin(self.stdin.as_bytes())
            // A hang is a failure, not a stuck test run.
            .timeout(Duration::from_secs(60));
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        if let Some(dir) = &self.dir {
            cmd.current_dir(dir);
        }
        let output = cmd.output().unwrap();
        Run {
            code: output.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        }
    }
}

/// `morris ARGS` with no input.
pub fn morris(args: &[&str]) -> Run {
    Morris::new().run(args)
}

/// The workspace root, where `rules/` is.
pub fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A rules file for a board nobody shipped: a triangle with diagonal sides.
pub const TRIANGLE: &str = r#"// A made-up board for tests.
(
    name: "Tiny Triangle",
    description: "A test board: a triangle of six points.",
    points: [
        (name: "a1", x: 0, y: 0), (name: "c1", x: 2, y: 0), (name: "e1", x: 4, y: 0),
        (name: "b2", x: 1, y: 1), (name: "d2", x: 3, y: 1),
        (name: "c3", x: 2, y: 2),
    ],
    lines: [["a1", "c1", "e1"], ["a1", "b2", "c3"], ["e1", "d2", "c3"], ["b2", "d2"]],
    pieces: 3,
    mill_closes: Win,
)
"#;
