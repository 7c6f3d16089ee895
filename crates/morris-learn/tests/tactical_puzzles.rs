//! Tactical puzzles, proved by bounded search: every shipped one proves
//! again, a position with a second solution makes none, a wrong turn is
//! answered by a reply that keeps the goal out of reach, and a rules file
//! nobody shipped gets proved puzzles too, made on request as the front
//! ends make them.

use std::sync::Arc;

use morris_ai::search::Engine;
use morris_ai::solve::{SolveError, SolveOptions};
use morris_core::{Color, Position, Rules, SplitMix, catalog};
use morris_learn::puzzles::{
    self, CertifyError, Difficulty, Puzzle, THREAT_TURNS, Theme, certify_tactic,
};
use morris_learn::tactics::{Aim, Prover, Tactic, solve};
use morris_testkit::{DIAGONAL_TENS, flying_three, three_lasker_mill_wins};

/// The shipped set of `id`, read, with its tactical puzzles.
fn shipped_tactics(id: &str) -> (Arc<Rules>, Vec<Puzzle>) {
    let read = puzzles::parse_set(id, puzzles::shipped_set(id).unwrap()).unwrap();
    let tactics = read
        .set
        .puzzles
        .into_iter()
        .filter(|p| p.theme.is_tactical())
        .collect();
    (Arc::new(read.rules), tactics)
}

#[test]
fn every_shipped_tactical_puzzle_proves_again() {
    for (id, least) in [
        ("nine-mens-morris", 400),
        ("morabaraba", 100),
        ("lasker-morris", 100),
    ] {
        let (rules, tactics) = shipped_tactics(id);
        assert!(tactics.len() >= least, "{id}: {}", tactics.len());
        // Blockades too, the one-turn ones proved like the others (the
        // only turn that leaves no move is a puzzle; a mill closed is not).
        let blockades: Vec<&Puzzle> = tactics
            .iter()
            .filter(|p| p.theme == Theme::BlockIn)
            .collect();
        assert!(blockades.len() >= 40, "{id}: {} blockades", blockades.len());
        assert!(blockades.iter().any(|p| p.solver_turns(&rules) == 1));
        for (i, puzzle) in tactics.iter().enumerate() {
            let proof = certify_tactic(&rules, puzzle);
            assert!(proof.is_ok(), "{id} tactical puzzle {}: {proof:?}", i + 1);
        }
    }
    // A beginner has puzzles of their own.
    let (_, nine) = shipped_tactics("nine-mens-morris");
    let easy = nine
        .iter()
        .filter(|p| p.difficulty.rating() < 1300.0)
        .count();
    assert!(easy >= 100, "{easy} below 1300");
}

/// Positions of seeded random games of `rules`.
fn random_positions(rules: &Rules, games: u64) -> impl Iterator<Item = Position> + '_ {
    (0..games).flat_map(move |seed| {
        let mut rng = SplitMix::new(seed);
        let mut pos = Position::start(rules);
        let mut all = Vec::new();
        while pos.outcome(rules).is_none() && all.len() < 80 {
            all.push(pos);
            let moves = pos.legal_moves(rules);
            pos.play_unchecked(rules, moves[rng.below(moves.len())]);
        }
        all
    })
}

#[test]
fn a_tactic_with_a_second_solution_is_refused() {
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let (pos, solution) = random_positions(&rules, 200)
        .find_map(|pos| {
            let tactic = Tactic::new(&pos, pos.side_to_move(), Aim::Gain(1));
            let mut prover = Prover::new(&rules, puzzles::TACTIC_BUDGET);
            let solution = solve(&mut prover, &tactic, &pos, 2).ok()??;
            (solution.turns == 2 && solution.firsts.len() >= 2).then_some((pos, solution))
        })
        .expect("a double threat with two first turns in 200 random games");
    let puzzle = Puzzle {
        position: pos,
        theme: Theme::DoubleThreat,
        line: solution.line.clone(),
        any_winning_move: true,
        difficulty: Difficulty::default(),
    };
    let refused = certify_tactic(&rules, &puzzle).unwrap_err();
    assert!(
        matches!(refused, CertifyError::SecondWin { turn: 1, .. }),
        "{refused:?}"
    );
    // Nor does the generator make a puzzle of it.
    assert!(puzzles::consider_tactic(&rules, &pos).is_err());
}

#[test]
fn a_wrong_turn_in_a_tactical_puzzle_is_answered_by_the_proof() {
    let (rules, tactics) = shipped_tactics("nine-mens-morris");
    let mut engine = Engine::with_table_size(1);
    let mut prover = Prover::new(&rules, puzzles::TACTIC_BUDGET);
    let mut answered = 0;
    for puzzle in tactics.iter().take(25) {
        let pos = puzzle.position;
        let turns = puzzle.solver_turns(&rules) as u8;
        for wrong in pos.legal_moves(&rules) {
            if puzzle.accepts(&rules, 0, &pos, wrong) {
                continue;
            }
            let Some(r) = puzzles::refutation(&mut engine, &rules, puzzle, &pos, wrong) else {
                continue;
            };
            answered += 1;
            assert!(r.position.is_legal(&rules, r.reply));
            let mut after = r.position;
            after.play_unchecked(&rules, r.reply);
            if after.outcome(&rules).is_some() {
                continue;
            }
            match puzzle.theme {
                // The threat the wrong turn let through is carried out.
                Theme::StopThreat => {
                    let threat = Tactic::new(&r.position, r.replier, Aim::Gain(1));
                    assert!(prover.forced(&threat, &after, THREAT_TURNS - 1).unwrap());
                }
                // The goal is out of reach in the turns left.
                theme => {
                    let aim = match theme {
                        Theme::RunningMill => Aim::Gain(2),
                        Theme::BlockIn => Aim::Block,
                        _ => Aim::Gain(1),
                    };
                    let goal = Tactic::new(&pos, puzzle.solver(), aim);
                    assert!(!prover.forced(&goal, &after, turns - 1).unwrap());
                }
            }
        }
    }
    assert!(answered >= 50, "{answered}");
}

#[test]
fn a_rules_file_nobody_shipped_gets_proved_tactical_puzzles() {
    let rules = Rules::from_source("diagonal-tens", "diagonal-tens.ron", DIAGONAL_TENS).unwrap();
    assert!(rules.point_count() >= 24);
    assert!(catalog::shipped(rules.id()).is_none());
    let rules = Arc::new(rules);
    let made = puzzles::generate_tactics(&rules, 6, 6, 3);
    assert!(!made.puzzles.is_empty(), "{made:?}");
    for puzzle in &made.puzzles {
        assert!(certify_tactic(&rules, puzzle).is_ok(), "{puzzle:?}");
        assert!(puzzle.difficulty.found.is_some());
        // The solver is the side to move, white or black.
        assert!(matches!(puzzle.solver(), Color::White | Color::Black));
    }
}

#[test]
fn a_variant_that_ships_no_set_gets_one_made_from_its_table_or_its_tactics() {
    let cache = tempfile::tempdir().unwrap();
    let options = SolveOptions {
        cache_dir: Some(cache.path().to_path_buf()),
        ..SolveOptions::default()
    };
    // A small board nobody shipped: from its whole table, named by its
    // fingerprint, read back against its rules and proved against the table.
    let small = Arc::new(flying_three());
    let set = puzzles::make_set(&small, &options).unwrap();
    assert!(set.variant.starts_with("rules-"), "{}", set.variant);
    assert!(!set.made_by.contains("--tactics"), "{}", set.made_by);
    assert!((1..=puzzles::MADE_COUNT).contains(&set.puzzles.len()));
    let read = puzzles::parse_set_for("made.ron", &set.to_ron(&small), Some(&small)).unwrap();
    let table = puzzles::ProvingTable::get(&small, &options, |_| {}).unwrap();
    read.prove(Some(&table.table)).unwrap();
    // Other rules do not read it.
    let other = three_lasker_mill_wins();
    assert!(puzzles::parse_set_for("made.ron", &set.to_ron(&small), Some(&other)).is_err());

    // A board too large to solve whole: tactics, each proved again.
    let large = Arc::new(Rules::from_source("diagonal-tens", "d.ron", DIAGONAL_TENS).unwrap());
    let set = puzzles::make_set(&large, &options).unwrap();
    assert!(set.made_by.contains("--tactics"), "{}", set.made_by);
    assert!((1..=puzzles::MADE_COUNT).contains(&set.puzzles.len()));
    for puzzle in &set.puzzles {
        assert!(certify_tactic(&large, puzzle).is_ok(), "{puzzle:?}");
    }
    // Asked to stop, it stops.
    options.stop.stop();
    assert!(matches!(
        puzzles::make_set(&large, &options),
        Err(SolveError::Stopped)
    ));
}
