//! `morris rules check`: `file:line:col: reason` for each problem, exit 1.

use super::{Morris, TRIANGLE, workspace};

/// Broken rules files, each with a different kind of problem.
const BROKEN: &[(&str, &[u8])] = &[
    (
        "syntax.ron",
        b"(\n    name: \"Syntax\",\n    points: [(name: \"a1\", x: 0 y: 0)],\n)\n",
    ),
    (
        "unknown-field.ron",
        b"(name: \"x\", pieces: 3, points: [], lines: [], mystery: 1)\n",
    ),
    (
        "no-points.ron",
        b"(\n    name: \"Empty board\",\n    points: [],\n    lines: [],\n    pieces: 0,\n)\n",
    ),
    (
        "unknown-point.ron",
        b"(\n    name: \"B\",\n    points: [(name: \"a1\", x: 0, y: 0), (name: \"b1\", x: 1, y: 0), (name: \"c1\", x: 2, y: 0)],\n    lines: [[\"a1\", \"b1\", \"h9\"]],\n    pieces: 1,\n    lose_below: 1,\n)\n",
    ),
    ("binary.ron", b"\xff\xfe("),
    ("empty.ron", b""),
];

fn broken_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in BROKEN {
        std::fs::write(dir.path().join(name), bytes).unwrap();
    }
    std::fs::write(dir.path().join("triangle.ron"), TRIANGLE).unwrap();
    dir
}

#[test]
fn shipped_files_are_valid() {
    let files: Vec<String> = morris_core::catalog::SHIPPED
        .iter()
        .map(|(id, _)| format!("rules/{id}.ron"))
        .collect();
    let mut args = vec!["rules", "check"];
    args.extend(files.iter().map(String::as_str));
    let run = Morris::new().dir(&workspace()).run(&args);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    assert_eq!(run.stdout.lines().count(), files.len());
    assert!(
        run.stdout.lines().all(|l| l.contains(": ok (")),
        "{}",
        run.stdout
    );
}

#[test]
fn broken_files_are_reported_like_a_compiler() {
    let dir = broken_dir();
    let mut args = vec!["rules", "check", "triangle.ron"];
    args.extend(BROKEN.iter().map(|(name, _)| *name));
    let run = Morris::new().dir(dir.path()).run(&args);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(run.stderr, "");
    insta::assert_snapshot!(run.stdout);
    for line in run.stdout.lines().skip(1) {
        let mut parts = line.splitn(4, ':');
        let (file, row, col) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
        );
        assert!(
            file.ends_with(".ron") && row.parse::<usize>().is_ok() && col.parse::<usize>().is_ok(),
            "{line}"
        );
    }
}

#[test]
fn json_lists_every_problem() {
    let dir = broken_dir();
    let run = Morris::new().dir(dir.path()).run(&[
        "rules",
        "check",
        "--json",
        "triangle.ron",
        "no-points.ron",
    ]);
    assert_eq!(run.code, 1);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(doc["valid"], false);
    assert_eq!(doc["files"][0]["valid"], true);
    assert_eq!(doc["files"][0]["name"], "Tiny Triangle");
    let problems = doc["files"][1]["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert_eq!(problems[0]["line"], 3);
    assert_eq!(problems[0]["message"], "the board has no points");
}

#[test]
fn json_names_the_base_a_problem_is_in() {
    let dir = tempfile::tempdir().unwrap();
    let text = "(\n    base: \"nine-mens-morris\",\n    name: \"Tiny\",\n    board: \"three-by-three\",\n)\n";
    std::fs::write(dir.path().join("tiny.ron"), text).unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["rules", "check", "--json", "tiny.ron"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let doc: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let problem = &doc["files"][0]["problems"][0];
    assert_eq!(
        problem["in"]["file"], "rules/nine-mens-morris.ron",
        "{problem}"
    );
    assert_eq!(problem["in"]["base"], "nine-mens-morris", "{problem}");
    assert!(
        problem["message"]
            .as_str()
            .unwrap()
            .contains("need 18 points")
    );
}

#[test]
fn an_id_that_is_a_file_here_says_how_to_name_the_file() {
    let dir = broken_dir();
    std::fs::write(dir.path().join("plain"), TRIANGLE).unwrap();
    for (args, file) in [
        (&["rules", "check", "triangle"][..], "./triangle.ron"),
        (&["rules", "show", "plain"][..], "./plain"),
        (&["perft", "triangle", "1"][..], "./triangle.ron"),
    ] {
        let run = Morris::new().dir(dir.path()).run(args);
        assert_eq!(run.code, 2, "{args:?}");
        let hint = format!("there is a file {file} here: to read it, write {file}\n");
        assert!(run.stderr.ends_with(&hint), "{args:?}: {}", run.stderr);
        // Named as the hint says, the file is read.
        let named: Vec<&str> = args
            .iter()
            .map(|a| if file.contains(a) { file } else { a })
            .collect();
        let run = Morris::new().dir(dir.path()).run(&named);
        assert_eq!(run.code, 0, "{named:?}: {}", run.stderr);
    }
}

#[test]
fn a_missing_file_is_an_io_error() {
    let dir = broken_dir();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["rules", "check", "triangle.ron", "missing.ron"]);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.starts_with("morris: cannot read missing.ron: "),
        "{}",
        run.stderr
    );
    assert_eq!(run.stderr.lines().count(), 1);
}
