//! `morris match`: engines in child processes and in the process, refereed
//! games, broken engines that lose and a match that goes on.

use std::path::{Path, PathBuf};

use morris_core::catalog;
use morris_core::record::read_record;

use super::{Morris, Run};

/// `morris engine` as a command line for `--engine`.
fn our_engine(extra: &str) -> String {
    format!("'{}' engine {extra}", env!("CARGO_BIN_EXE_morris"))
}

/// A broken engine script from `tests/engines/`, run by `sh`.
fn broken(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/engines/{name}.sh"));
    format!("sh '{}'", path.display())
}

fn game_lines(run: &Run) -> Vec<&str> {
    run.stdout
        .lines()
        .filter(|l| l.starts_with("game "))
        .collect()
}

/// The records of a `--pgn` file, each read back and checked by the core.
fn records(path: &PathBuf) -> Vec<morris_core::record::Record> {
    let text = std::fs::read_to_string(path).unwrap();
    text.split("\n\n[Variant")
        .enumerate()
        .map(|(i, part)| {
            let record = if i == 0 {
                part.to_string()
            } else {
                format!("[Variant{part}")
            };
            read_record(&record, catalog::resolve).unwrap_or_else(|e| panic!("{e}: {record}"))
        })
        .collect()
}

#[test]
fn two_child_engines_play_a_short_match() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    let run = Morris::new().run(&[
        "match",
        "--variant",
        "nine-mens-morris",
        "--engine",
        &our_engine("--level 3"),
        "--engine",
        &our_engine(""),
        "--games",
        "2",
        "--movetime",
        "20",
        "--openings",
        "2",
        "--max-turns",
        "60",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    let games = game_lines(&run);
    assert_eq!(games.len(), 2, "{}", run.stdout);
    assert!(games[0].contains("engine 1 (White) vs engine 2 (Black)"));
    assert!(games[1].contains("engine 2 (White) vs engine 1 (Black)"));
    assert!(run.stdout.contains("engine 1: morris "), "{}", run.stdout);
    assert!(!run.stdout.contains("forfeits"), "{}", run.stdout);
    assert!(run.stdout.contains("Elo difference"), "{}", run.stdout);
    let records = records(&pgn);
    assert_eq!(records.len(), 2);
    // Both games start from the same two random turns, with colours swapped.
    let opening = |r: &morris_core::record::Record| r.game.moves()[..2].to_vec();
    assert_eq!(opening(&records[0]), opening(&records[1]));
    assert_eq!(
        records[0].tags.get("White"),
        records[1].tags.get("Black"),
        "engine 1 plays White, then Black"
    );
    assert_ne!(records[0].tags.get("White"), records[0].tags.get("Black"));
    for record in &records {
        assert!(record.game.moves().len() <= 60);
        assert_eq!(record.tags.get("Event"), Some("morris match"));
    }
}

#[test]
fn an_engine_that_plays_illegal_moves_loses_every_game() {
    let run = Morris::new().run(&[
        "match",
        "--engine",
        "self:1",
        "--engine",
        &broken("illegal"),
        "--games",
        "2",
        "--movetime",
        "20",
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert_eq!(game_lines(&run).len(), 2);
    // The offending line is logged as it came, `bestmove` at the end of an info line.
    let logged = run
        .stdout
        .matches("illegal move in \"info score 0 bestmove a1-a4\"")
        .count();
    assert_eq!(logged, 2, "{}", run.stdout);
    assert!(
        run.stdout.contains("engine 2: illegal-engine"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("engine 1: 2 won, 0 drawn, 0 lost; score 2/2 (100.0%)"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("+inf"), "{}", run.stdout);
}

#[test]
fn an_engine_that_never_answers_loses_on_time_and_is_restarted() {
    let run = Morris::new().run(&[
        "match",
        "--engine",
        &broken("silent"),
        "--engine",
        "self:1",
        "--games",
        "2",
        "--movetime",
        "20",
        "--margin",
        "200",
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert_eq!(
        run.stdout.matches("no bestmove within").count(),
        2,
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("engine 1 was restarted 1 time(s)"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("engine 1: 0 won, 0 drawn, 2 lost; score 0/2 (0.0%)"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("-inf"), "{}", run.stdout);
}

#[test]
fn a_crashing_engine_loses_and_the_match_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    let run = Morris::new().run(&[
        "match",
        "--variant",
        "six-mens-morris",
        "--engine",
        "self:2",
        "--engine",
        &broken("crash"),
        "--games",
        "3",
        "--movetime",
        "20",
        "--openings",
        "2",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert_eq!(game_lines(&run).len(), 3);
    assert_eq!(
        run.stdout
            .matches("the engine stopped: its output closed")
            .count(),
        3,
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("engine 2 was restarted 2 time(s)"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("score 3/3"), "{}", run.stdout);
    // The records say who forfeited and read back: a forfeit reads as a resignation.
    let records = records(&pgn);
    assert_eq!(records.len(), 3);
    for record in &records {
        let termination = record.tags.get("Termination").unwrap();
        assert!(termination.contains("forfeits"), "{termination}");
        assert!(record.tags.get("Black").is_some());
    }
}

#[test]
fn bad_match_arguments_are_usage_errors() {
    let one = Morris::new().run(&["match", "--engine", "self"]);
    assert_eq!(one.code, 2);
    assert!(one.stderr.contains("exactly two engines"), "{}", one.stderr);
    let missing = Morris::new().run(&[
        "match",
        "--engine",
        "self",
        "--engine",
        "/no/such/engine --flag",
        "--games",
        "1",
    ]);
    assert_eq!(missing.code, 2);
    assert!(
        missing.stderr.contains("cannot start engine"),
        "{}",
        missing.stderr
    );
    let level = Morris::new().run(&["match", "--engine", "self:12", "--engine", "self"]);
    assert_eq!(level.code, 2);
    assert!(level.stderr.contains("self:12"), "{}", level.stderr);
}

#[test]
fn a_rules_file_reaches_the_child_engine() {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("tiny-triangle.ron");
    std::fs::write(&rules, super::TRIANGLE).unwrap();
    let run = Morris::new().dir(dir.path()).run(&[
        "match",
        "--rules",
        "tiny-triangle.ron",
        "--engine",
        "self:1",
        "--engine",
        &our_engine(""),
        "--games",
        "2",
        "--movetime",
        "20",
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert!(
        run.stdout.starts_with("Tiny Triangle: 2 games"),
        "{}",
        run.stdout
    );
    assert_eq!(game_lines(&run).len(), 2, "{}", run.stdout);
    // An engine left on Nine Men's Morris would name points this board lacks.
    assert!(!run.stdout.contains("forfeits"), "{}", run.stdout);
}

/// The `SPRT ...: LLR x (...)` lines written after each pair.
fn llr_lines(run: &Run) -> Vec<&str> {
    run.stdout
        .lines()
        .filter(|l| l.starts_with("SPRT ") && l.contains(": LLR "))
        .collect()
}

#[test]
fn an_sprt_stops_when_the_stronger_engine_has_shown_it() {
    // Levels 6 and 1 stop at depths 4 and 1, well within the move time, so the
    // games depend on the seed only.
    let run = Morris::new().run(&[
        "match",
        "--variant",
        "nine-mens-morris",
        "--engine",
        "self:6",
        "--engine",
        "self:1",
        "--movetime",
        "2000",
        "--openings",
        "2",
        "--games",
        "40",
        "--sprt",
        "0,100",
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert!(
        run.stdout.starts_with(
            "Nine Men's Morris: up to 40 games (SPRT elo0=0 elo1=100, alpha 0.05, beta 0.05)"
        ),
        "{}",
        run.stdout
    );
    let games = game_lines(&run).len();
    assert!(games < 40, "the test should decide early:\n{}", run.stdout);
    // One LLR line a pair, right after the pair's second game.
    let llrs = llr_lines(&run);
    assert_eq!(llrs.len() * 2, games, "{}", run.stdout);
    let lines: Vec<&str> = run.stdout.lines().collect();
    let mut pairs = 0;
    for (before, line) in lines.iter().zip(&lines[1..]) {
        if line.contains(": LLR ") {
            pairs += 1;
            let game = format!("game {}/40:", pairs * 2);
            assert!(before.starts_with(&game), "{before}\n{line}");
        }
    }
    assert!(llrs[0].ends_with(" (-2.94, 2.94)"), "{}", llrs[0]);
    assert!(
        run.stdout
            .contains("Elo difference (engine 1 - engine 2): +")
    );
    let last = lines.last().unwrap();
    assert!(
        last.starts_with(&format!(
            "SPRT elo0=0 elo1=100: H1 accepted after {games} games, LLR "
        )),
        "{}",
        run.stdout
    );
}

#[test]
fn an_sprt_without_a_decision_says_so() {
    let run = Morris::new().run(&[
        "match",
        "--engine",
        "self:2",
        "--engine",
        "self:2",
        "--movetime",
        "20",
        "--games",
        "2",
        "--sprt",
        "-10,10",
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert_eq!(llr_lines(&run).len(), 1, "{}", run.stdout);
    assert!(
        run.stdout
            .contains("SPRT elo0=-10 elo1=10: no decision after 2 games, LLR "),
        "{}",
        run.stdout
    );
}

#[test]
fn a_bad_sprt_is_a_usage_error() {
    for (sprt, message) in [
        (
            "0",
            "\"0\" is not two Elo numbers: write ELO0,ELO1, e.g. 0,20",
        ),
        ("zero,twenty", "is not two Elo numbers"),
        ("0,20,40", "is not two Elo numbers"),
        ("20,0", "elo0 (20) must be below elo1 (0)"),
        ("5,5", "elo0 (5) must be below elo1 (5)"),
        ("0,inf", "the Elo bounds must be finite numbers"),
        ("NaN,10", "the Elo bounds must be finite numbers"),
    ] {
        let run = Morris::new().run(&[
            "match", "--engine", "self", "--engine", "self", "--games", "10", "--sprt", sprt,
        ]);
        assert_eq!(run.code, 2, "{sprt}: {}", run.stderr);
        assert!(
            run.stderr
                .contains(&format!("invalid value '{sprt}' for '--sprt <ELO0,ELO1>'")),
            "{sprt}: {}",
            run.stderr
        );
        assert!(run.stderr.contains(message), "{sprt}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{sprt}: no game is played");
    }
    // The test counts pairs, so an odd maximum is refused too.
    let odd = Morris::new().run(&[
        "match", "--engine", "self", "--engine", "self", "--games", "3", "--sprt", "0,20",
    ]);
    assert_eq!(odd.code, 2, "{}", odd.stderr);
    assert_eq!(
        odd.stderr,
        "morris: --games must be even with --sprt, which counts pairs of games\n"
    );
}

#[test]
fn two_engines_in_the_process_play_on_a_clock() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    let run = Morris::new().run(&[
        "match",
        "--variant",
        "nine-mens-morris",
        "--engine",
        "self:3",
        "--engine",
        "self",
        "--clock",
        "2s+0.05s",
        "--games",
        "2",
        "--openings",
        "2",
        "--max-turns",
        "60",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert!(
        run.stdout.starts_with(
            "Nine Men's Morris: 2 games, a clock of 2 s + 0.05 s a move (+1000 ms margin)"
        ),
        "{}",
        run.stdout
    );
    assert_eq!(game_lines(&run).len(), 2, "{}", run.stdout);
    assert!(!run.stdout.contains("out of time"), "{}", run.stdout);
    assert!(!run.stdout.contains("forfeits"), "{}", run.stdout);
    let records = records(&pgn);
    assert_eq!(records.len(), 2);
    for record in &records {
        assert_eq!(record.tags.get("TimeControl"), Some("2+0.05"));
    }
}

#[test]
fn a_child_engine_is_given_its_clock() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    let run = Morris::new().run(&[
        "match",
        "--engine",
        &our_engine(""),
        "--engine",
        "self:2",
        "--clock",
        "1s",
        "--games",
        "2",
        "--openings",
        "2",
        "--max-turns",
        "60",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert!(
        run.stdout.contains(", a clock of 1 s (+1000 ms margin)"),
        "{}",
        run.stdout
    );
    // An engine that ignored the clock would think a second a move (its
    // MoveTime) and lose on time.
    assert!(!run.stdout.contains("out of time"), "{}", run.stdout);
    assert!(!run.stdout.contains("forfeits"), "{}", run.stdout);
    for record in &records(&pgn) {
        assert_eq!(record.tags.get("TimeControl"), Some("1"));
    }
}

#[test]
fn an_engine_whose_clock_runs_out_loses_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    let run = Morris::new().run(&[
        "match",
        "--engine",
        &broken("silent"),
        "--engine",
        "self:1",
        "--clock",
        "0.3s",
        "--margin",
        "100",
        "--games",
        "2",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert!(
        run.stdout
            .contains("0-1, Black wins (White is out of time), 0 turns"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("1-0, White wins (Black is out of time), 1 turn"),
        "{}",
        run.stdout
    );
    let flags = run.stdout.lines().filter(|l| {
        l.starts_with("  engine 1 (")
            && l.contains("): its turn took ")
            && l.ends_with(" ms with 300 ms on its clock")
    });
    assert_eq!(flags.count(), 2, "{}", run.stdout);
    // It was still thinking: it is started again for the next game.
    assert!(
        run.stdout.contains("engine 1 was restarted 1 time(s)"),
        "{}",
        run.stdout
    );
    for record in &records(&pgn) {
        let termination = record.tags.get("Termination").unwrap();
        assert!(
            termination.contains("is out of time): its turn took "),
            "{termination}"
        );
        assert!(
            termination.ends_with(" ms with 300 ms on its clock"),
            "{termination}"
        );
    }
}

#[test]
fn a_bad_clock_is_a_usage_error() {
    for (clock, message) in [
        ("abc", "\"abc\" is not a clock: write TIME+ADDED with units"),
        ("0s", "\"0s\": a clock's time must be more than 0"),
        ("5+-1", "\"5+-1\" is not a clock"),
        ("5+", "\"5+\" is not a clock"),
        ("25h", "a clock's time is at most a day"),
    ] {
        let run = Morris::new().run(&[
            "match", "--engine", "self", "--engine", "self", "--clock", clock,
        ]);
        assert_eq!(run.code, 2, "{clock}: {}", run.stderr);
        assert!(
            run.stderr
                .contains(&format!("invalid value '{clock}' for '--clock <BASE+INC>'")),
            "{clock}: {}",
            run.stderr
        );
        assert!(run.stderr.contains(message), "{clock}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{clock}: no game is played");
    }
    let both = Morris::new().run(&[
        "match",
        "--engine",
        "self",
        "--engine",
        "self",
        "--clock",
        "10+0.1",
        "--movetime",
        "100",
    ]);
    assert_eq!(both.code, 2, "{}", both.stderr);
    assert!(
        both.stderr
            .contains("the argument '--clock <BASE+INC>' cannot be used with '--movetime <MS>'"),
        "{}",
        both.stderr
    );
}

/// The records are written as the games end: a match killed before its last
/// game leaves a file of whole records, one for every game it finished.
#[test]
fn a_match_stopped_early_keeps_the_games_it_played() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("games.pgn");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_morris"))
        .args(["match", "--engine", "self:1", "--engine", "self:2"])
        .args(["--games", "100000", "--movetime", "5", "--max-turns", "40"])
        .arg("--pgn")
        .arg(&pgn)
        .env("MORRIS_CACHE_DIR", dir.path())
        .env("MORRIS_RULES_DIR", dir.path())
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let waited = std::time::Instant::now();
    while !std::fs::read_to_string(&pgn).is_ok_and(|t| t.contains("[Round \"3\"]")) {
        assert!(
            waited.elapsed() < std::time::Duration::from_secs(60),
            "three games take well under a minute"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let records = records(&pgn);
    assert!(records.len() >= 3 && records.len() < 100_000);
    for (round, record) in (1..).zip(&records) {
        assert_eq!(record.tags.get("Round"), Some(round.to_string().as_str()));
        assert!(record.tags.get("Result").is_some_and(|r| r != "*"));
    }
}

#[test]
fn pairs_of_games_start_from_the_positions_of_a_file_in_turn() {
    let dir = tempfile::tempdir().unwrap();
    let starts = dir.path().join("starts.txt");
    let one = "WWW.B.B..B......B....... b 0 0";
    let two = ".W....BB.B.....WW...B... w 0 0";
    std::fs::write(
        &starts,
        format!("# four against three\n{one}\n\n{two}  # White flies\n"),
    )
    .unwrap();
    let pgn = dir.path().join("games.pgn");
    let run = Morris::new().run(&[
        "match",
        "--engine",
        &our_engine("--level 3"),
        "--engine",
        "self:2",
        "--games",
        "4",
        "--movetime",
        "20",
        "--max-turns",
        "30",
        "--positions",
        starts.to_str().unwrap(),
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}\n{}", run.stdout, run.stderr);
    assert!(
        run.stdout.contains("starts: 2 positions from"),
        "{}",
        run.stdout
    );
    let records = records(&pgn);
    assert_eq!(records.len(), 4);
    // Each pair from its position, once with each colour.
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let start = |i: usize| records[i].game.position_at(0).unwrap().to_text(&rules);
    assert_eq!(
        [start(0), start(1)],
        [format!("{one} 0 0"), format!("{one} 0 0")]
    );
    assert_eq!(
        [start(2), start(3)],
        [format!("{two} 0 0"), format!("{two} 0 0")]
    );
}

#[test]
fn a_positions_file_with_a_bad_line_is_refused_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let starts = dir.path().join("starts.txt");
    std::fs::write(&starts, "WWW.B.B..B......B....... b 0 0\nWW.B b 0 0\n").unwrap();
    let run_with = |file: &Path| {
        let file = file.to_str().unwrap();
        let args = [
            "match",
            "--engine",
            "self:1",
            "--engine",
            "self:2",
            "--positions",
            file,
        ];
        Morris::new().run(&args)
    };
    let run = run_with(&starts);
    assert_eq!(run.code, 2, "{}\n{}", run.stdout, run.stderr);
    assert!(run.stderr.contains("line 2"), "{}", run.stderr);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    // A game already over cannot start a pair.
    std::fs::write(&starts, "WW......................  w 0 0\n").unwrap();
    let run = run_with(&starts);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("line 1: the game is already over"),
        "{}",
        run.stderr
    );
    // A folder is not a positions file.
    let run = run_with(dir.path());
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("cannot read the positions"),
        "{}",
        run.stderr
    );
}
