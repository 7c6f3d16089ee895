//! Puzzles proved by perfect play: the generator refuses a position with a
//! second winning turn; a set with a wrong line or an illegal position is
//! refused where the fault stands; every shipped set proves against its
//! table (solved afresh in a temporary folder, not the user's cache).

use std::sync::Arc;

use morris_ai::solve::{self, SolveOptions, Table, Value};
use morris_core::{Position, SplitMix, catalog, move_text};
use morris_learn::puzzles::{
    self, CertifyError, ProvingTable, Puzzle, PuzzleSet, Rejection, SetFileError, SetProblem,
};

fn three() -> (Arc<morris_core::Rules>, Table) {
    let rules = Arc::new(catalog::shipped("three-mens-morris").unwrap());
    let table = solve::solve(&rules, &SolveOptions::default(), |_| {}).unwrap();
    (rules, table)
}

/// A position of random play where the side to move has two winning turns
/// and the win is not at once (so no "any winning move" applies).
fn two_wins(table: &Table) -> Position {
    let rules = table.rules();
    for seed in 0..1000 {
        let mut rng = SplitMix::new(seed);
        let mut pos = Position::start(rules);
        while pos.outcome(rules).is_none() {
            let values = table.move_values(&pos).unwrap();
            let wins = values
                .iter()
                .filter(|(_, v)| matches!(v, Value::Win(n) if *n >= 3))
                .count();
            if wins >= 2 {
                return pos;
            }
            let moves = pos.legal_moves(rules);
            pos.play_unchecked(rules, moves[rng.below(moves.len())]);
        }
    }
    panic!("no position with two winning turns in 1000 random games");
}

#[test]
fn the_generator_refuses_a_second_winning_turn() {
    let (rules, table) = three();
    let pos = two_wins(&table);
    let refused = puzzles::consider(&table, &pos).unwrap_err();
    assert!(
        matches!(
            refused,
            Rejection::Refused(CertifyError::SecondWin { turn: 1, .. })
        ),
        "{refused:?}"
    );
    // Nor does the generator keep one: every puzzle it makes has one winning first turn.
    let proving = ProvingTable {
        table,
        kind: puzzles::TableKind::Whole,
    };
    let made = puzzles::generate(&rules, &proving, 10_000, 1_000_000, 1);
    assert!(!made.puzzles.is_empty());
    for puzzle in &made.puzzles {
        let values = proving.table.move_values(&puzzle.position).unwrap();
        let right = |v: Value| match puzzle.theme.holds() {
            true => v == Value::Draw,
            false => matches!(v, Value::Win(_)),
        };
        let first_right = values.iter().filter(|(_, v)| right(*v)).count();
        assert!(first_right == 1 || puzzle.any_winning_move, "{puzzle:?}");
        assert!(puzzles::certify(&proving.table, puzzle).is_ok());
    }
}

/// The first shipped Three Men's Morris win puzzle, and a legal first turn that does not win.
fn win_and_miss(table: &Table) -> (Puzzle, morris_core::Move) {
    let rules = table.rules();
    let text = puzzles::shipped_set("three-mens-morris").unwrap();
    let set = puzzles::parse_set("three.ron", text).unwrap().set;
    for puzzle in set.puzzles {
        let values = table.move_values(&puzzle.position).unwrap();
        if let Some(&(miss, _)) = values.iter().find(|(_, v)| !matches!(v, Value::Win(_)))
            && !puzzle.theme.holds()
        {
            let _ = rules;
            return (puzzle, miss);
        }
    }
    panic!("no win puzzle with a losing turn");
}

#[test]
fn a_corrupted_line_is_refused_at_its_turn() {
    let (rules, table) = three();
    let (mut puzzle, miss) = win_and_miss(&table);
    puzzle.line[0] = miss;
    let set = PuzzleSet {
        variant: "three-mens-morris".into(),
        made_by: String::new(),
        puzzles: vec![puzzle],
    };
    let text = set.to_ron(&rules);
    let read = puzzles::parse_set("bad-line.ron", &text).unwrap();
    let err = read.prove(Some(&table)).unwrap_err();
    let quoted = format!("\"{}\"", move_text(&rules, miss));
    let line5 = text.lines().nth(4).unwrap();
    let col = line5[..line5.find(&quoted).unwrap()].chars().count() + 1;
    let SetFileError::At {
        file,
        line,
        col: c,
        problem,
    } = &err
    else {
        panic!("{err:?}");
    };
    assert_eq!((file.as_str(), *line, *c), ("bad-line.ron", 5, col));
    assert!(
        matches!(
            **problem,
            SetProblem::Proof {
                puzzle: 1,
                source: CertifyError::NotWinning { turn: 1, .. },
            }
        ),
        "{problem:?}"
    );
    assert!(err.to_string().starts_with(&format!(
        "bad-line.ron:5:{col}: puzzle 1 is not proved: turn 1:"
    )));
}

#[test]
fn an_illegal_position_is_refused_where_it_stands() {
    let text = puzzles::shipped_set("three-mens-morris").unwrap();
    let first = text.lines().nth(4).unwrap();
    let start = first.find("position:\"").unwrap() + "position:\"".len();
    let end = start + first[start..].find('"').unwrap();
    // Four white pieces where the rules give three.
    let bad = text.replacen(&first[start..end], "WWWWB.... w 0 0 0 0", 1);
    let err = puzzles::parse_set("bad-position.ron", &bad).unwrap_err();
    match &err {
        SetFileError::At {
            line: 5,
            col,
            problem,
            ..
        } if matches!(**problem, SetProblem::Position { puzzle: 1, .. }) => {
            assert_eq!(*col, start)
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_set_names_a_shipped_variant_and_is_a_bounded_regular_file() {
    let by_path = "(variant: \"rules/nine-mens-morris.ron\", puzzles: [])";
    let err = puzzles::parse_set("path.ron", by_path).unwrap_err();
    assert!(matches!(
        &err,
        SetFileError::At { line: 1, problem, .. } if matches!(**problem, SetProblem::UnknownVariant(_))
    ));
    let syntax = puzzles::parse_set(
        "syntax.ron",
        "(variant: \"three-mens-morris\",\n puzzles: [(position: 3)])",
    )
    .unwrap_err();
    assert!(
        matches!(
            &syntax,
            SetFileError::At { line: 2, problem, .. } if matches!(**problem, SetProblem::Syntax(_))
        ),
        "{syntax:?}"
    );
    let dir = tempfile::tempdir().unwrap();
    assert!(matches!(
        puzzles::read_set(dir.path()),
        Err(SetFileError::Io { .. })
    ));
    let big = dir.path().join("big.ron");
    std::fs::write(&big, vec![b' '; puzzles::SET_CAP as usize + 1]).unwrap();
    assert!(matches!(
        puzzles::read_set(&big),
        Err(SetFileError::Io { .. })
    ));
}

/// Proves the shipped sets of `ids` against tables solved afresh, and
/// returns how many puzzles they hold.
fn prove_shipped(ids: &[&str]) -> usize {
    let cache = tempfile::tempdir().unwrap();
    let options = SolveOptions {
        cache_dir: Some(cache.path().to_path_buf()),
        ..SolveOptions::default()
    };
    let mut proved = 0;
    for &(id, text) in puzzles::SHIPPED_SETS {
        let read = puzzles::parse_set(&format!("puzzles/{id}.ron"), text).unwrap();
        assert_eq!(read.set.variant, id);
        if !ids.contains(&id) {
            continue;
        }
        // A set of tactics alone is proved by bounded search, without a table.
        let table = read
            .needs_table()
            .then(|| ProvingTable::get(&read.rules, &options, |_| {}).unwrap());
        read.prove(table.as_ref().map(|t| &t.table)).unwrap();
        proved += read.set.puzzles.len();
    }
    proved
}

/// Seven Men's Morris has a test of its own: its table takes about forty
/// seconds to solve, beside the others' thirty. Nine Men's Morris's endgame
/// sectors take about twenty.
#[test]
fn every_shipped_puzzle_proves_against_its_table() {
    let others: Vec<&str> = puzzles::SHIPPED_SETS
        .iter()
        .map(|(id, _)| *id)
        .filter(|id| *id != "seven-mens-morris")
        .collect();
    assert!(prove_shipped(&others) >= 500 + 50);
}

#[test]
fn the_seven_mens_morris_set_proves_against_its_table() {
    assert!(prove_shipped(&["seven-mens-morris"]) >= 50);
}

#[test]
fn the_shipped_list_is_the_puzzles_folder() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles");
    let mut files: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let listed: Vec<String> = puzzles::SHIPPED_SETS
        .iter()
        .map(|(id, _)| format!("{id}.ron"))
        .collect();
    assert_eq!(files, listed);
    let nine =
        puzzles::parse_set("nine", puzzles::shipped_set("nine-mens-morris").unwrap()).unwrap();
    assert!(nine.set.puzzles.len() >= 500);
}
