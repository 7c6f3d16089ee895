//! A session of puzzles, without egui: the shipped set of a variant, the
//! puzzle on the board, where its line has got to, the hints given and what
//! was said. The puzzles and their check are morris-learn's, the words
//! morris-i18n's; the panel that shows a session is `puzzle_view.rs`.

use std::sync::Arc;

use morris_core::{Game, Move, Position, Rules};
use morris_i18n::puzzles as said;
use morris_learn::puzzles::{self, Puzzle};

use crate::settings::PuzzleScore;
use crate::table::Table;

/// The puzzles open in the app, and the game they replaced on the board.
#[derive(Debug)]
pub(crate) struct PuzzleView {
    pub(crate) session: PuzzleSession,
    pub(crate) game_before: Table,
}

/// How the attempt at the puzzle on the board stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Attempt {
    Solving,
    Solved,
    Missed,
}

/// What a solver's turn was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// The line's turn: the defender's replies follow, to be played.
    Right { replies: Vec<Move> },
    /// Not the solution: the attempt is missed.
    Wrong,
}

/// Puzzles of one variant, one at a time.
#[derive(Clone, Debug)]
pub(crate) struct PuzzleSession {
    rules: Arc<Rules>,
    puzzles: Vec<Puzzle>,
    index: usize,
    /// The next turn of the line to be played.
    ply: usize,
    hints: u8,
    attempt: Attempt,
    /// What was said about this puzzle so far, oldest first.
    said: Vec<String>,
}

impl PuzzleSession {
    /// The shipped set of `variant`, at its first puzzle; else why there is none.
    pub(crate) fn open(variant: &str) -> Result<PuzzleSession, String> {
        let text = puzzles::shipped_set(variant).ok_or_else(|| said::no_set(variant))?;
        let read = puzzles::parse_set(&format!("puzzles/{variant}.ron"), text)
            .map_err(|e| said::set_error(&e))?;
        if read.set.puzzles.is_empty() {
            return Err(said::none(None));
        }
        Ok(PuzzleSession {
            rules: Arc::new(read.rules),
            puzzles: read.set.puzzles,
            index: 0,
            ply: 0,
            hints: 0,
            attempt: Attempt::Solving,
            said: Vec::new(),
        })
    }

    pub(crate) fn puzzle(&self) -> &Puzzle {
        &self.puzzles[self.index]
    }

    pub(crate) fn attempt(&self) -> Attempt {
        self.attempt
    }

    pub(crate) fn said(&self) -> &[String] {
        &self.said
    }

    /// The game the puzzle starts from.
    pub(crate) fn game(&self) -> Game {
        Game::from_position(Arc::clone(&self.rules), self.puzzle().position)
    }

    /// "Puzzle 1 of 31 (Three Men's Morris), rated 1,200."
    pub(crate) fn heading(&self) -> String {
        morris_i18n::t!(
            "gui-puzzle-heading",
            number = self.index + 1,
            count = self.puzzles.len(),
            variant = morris_i18n::words::variant_name(&self.rules),
            rating = self.puzzle().difficulty.rating().round()
        )
    }

    pub(crate) fn task(&self) -> String {
        said::task(&self.rules, self.puzzle())
    }

    /// The next hint: first the theme, then the piece to move.
    pub(crate) fn hint(&mut self) {
        if self.attempt != Attempt::Solving {
            return;
        }
        self.hints = self.hints.saturating_add(1);
        let puzzle = &self.puzzles[self.index];
        let sentence = match (self.hints, puzzle.line.get(self.ply)) {
            (1, _) | (_, None) => said::theme_hint(puzzle.theme),
            (_, Some(&mv)) => said::piece_hint(&self.rules, mv),
        };
        self.said.push(sentence);
    }

    /// Checks the solver's turn `mv`, played from `pos`, against the line;
    /// a solved or missed puzzle changes `score`.
    pub(crate) fn play(&mut self, pos: &Position, mv: Move, score: &mut PuzzleScore) -> Verdict {
        if self.attempt != Attempt::Solving {
            return Verdict::Wrong;
        }
        let rules = Arc::clone(&self.rules);
        let puzzle = self.puzzles[self.index].clone();
        let rated = |score: &mut PuzzleScore, solved| {
            score.rating = score.rating.after(puzzle.difficulty.rating(), solved);
        };
        if !puzzle.accepts(&rules, self.ply, pos, mv) {
            self.said.push(said::wrong(&rules, mv));
            self.said.push(said::theme_hint(puzzle.theme));
            self.said.push(said::solution(&rules, &puzzle));
            self.attempt = Attempt::Missed;
            rated(score, false);
            score.streak = 0;
            self.said
                .push(said::missed(score.rating.rating, score.rating.deviation));
            return Verdict::Wrong;
        }
        self.said.push(said::right(&rules, mv));
        self.ply += 1;
        // The defender's replies, until the solver is to move again.
        let positions = puzzle.positions(&rules);
        let mut replies = Vec::new();
        while let Some(&reply) = puzzle.line.get(self.ply) {
            let before = positions[self.ply];
            if before.side_to_move() == puzzle.solver() {
                break;
            }
            self.said.push(said::reply(&rules, &before, reply));
            replies.push(reply);
            self.ply += 1;
        }
        if self.ply >= puzzle.line.len() {
            self.attempt = Attempt::Solved;
            rated(score, true);
            score.streak += 1;
            let r = score.rating;
            self.said
                .push(said::solved(score.streak, r.rating, r.deviation));
        }
        Verdict::Right { replies }
    }

    /// The next puzzle of the set (after the last, the first again); one
    /// left unfinished breaks the streak but does not count as missed.
    pub(crate) fn next(&mut self, score: &mut PuzzleScore) {
        if self.attempt == Attempt::Solving && self.ply > 0 {
            score.streak = 0;
        }
        self.index = (self.index + 1) % self.puzzles.len();
        self.ply = 0;
        self.hints = 0;
        self.attempt = Attempt::Solving;
        self.said.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session() -> PuzzleSession {
        PuzzleSession::open("three-mens-morris").unwrap()
    }

    #[test]
    fn the_lines_turns_solve_the_puzzle_and_raise_the_rating() {
        let mut s = session();
        let mut score = PuzzleScore::default();
        let mut game = s.game();
        while s.attempt() == Attempt::Solving {
            let mv = s.puzzle().line[s.ply];
            let pos = *game.position();
            game.play(mv).unwrap();
            let Verdict::Right { replies } = s.play(&pos, mv, &mut score) else {
                panic!("the line's turn was refused");
            };
            for r in replies {
                game.play(r).unwrap();
            }
        }
        assert_eq!(s.attempt(), Attempt::Solved);
        assert_eq!(score.streak, 1);
        assert!(score.rating.rating > 1500.0);
    }

    #[test]
    fn another_legal_turn_is_a_miss_with_the_solution() {
        let mut s = session();
        let mut score = PuzzleScore {
            streak: 3,
            ..PuzzleScore::default()
        };
        let pos = s.puzzle().position;
        let rules = Arc::clone(&s.rules);
        let right = s.puzzle().line[0];
        let wrong = pos
            .legal_moves(&rules)
            .into_iter()
            .find(|&m| !s.puzzle().accepts(&rules, 0, &pos, m))
            .unwrap();
        assert_ne!(wrong, right);
        assert_eq!(s.play(&pos, wrong, &mut score), Verdict::Wrong);
        assert_eq!(s.attempt(), Attempt::Missed);
        assert_eq!(score.streak, 0);
        assert!(score.rating.rating < 1500.0);
        assert!(s.said().contains(&said::solution(&rules, s.puzzle())));
    }

    #[test]
    fn hints_give_the_theme_then_the_piece() {
        let mut s = session();
        s.hint();
        s.hint();
        let rules = Arc::clone(&s.rules);
        let p = s.puzzle();
        let expected = vec![
            said::theme_hint(p.theme),
            said::piece_hint(&rules, p.line[0]),
        ];
        assert_eq!(s.said(), expected.as_slice());
    }

    #[test]
    fn a_variant_without_a_set_says_which_have_one() {
        let err = PuzzleSession::open("lasker-morris").unwrap_err();
        assert!(err.contains("three-mens-morris"), "{err}");
    }

    #[test]
    fn the_score_is_kept_in_the_settings_and_old_settings_start_at_1500() {
        use crate::settings::Settings;
        let mut score = PuzzleScore::default();
        score.rating = score.rating.after(1400.0, true);
        score.streak = 2;
        let settings = Settings {
            puzzles: score,
            ..Settings::default()
        };
        let text = serde_json::to_string(&settings).unwrap();
        let back: Settings = serde_json::from_str(&text).unwrap();
        assert_eq!(back.puzzles, score);
        let old: Settings = serde_json::from_str("{}").unwrap();
        assert_eq!(old.puzzles, PuzzleScore::default());
    }
}
