//! A session of puzzles, without egui: the shipped set of a variant (today's
//! puzzle first, all of them or one theme's), the puzzle on the board, where
//! its line has got to, the hints given and what was said. The puzzles and
//! their check are morris-learn's, the words morris-i18n's; the panel that
//! shows a session is `view.rs`.

use std::sync::Arc;

use morris_core::{Game, Move, Position, Rules};
use morris_i18n::puzzles as said;
use morris_learn::puzzles::{self, Puzzle, ReadSet, Standing, Theme};

use crate::practice::standing_store::StandingStore;
use crate::practice::{AfterTurn, Exercise};
use crate::settings::Settings;

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
    /// The theme chosen, if any.
    theme: Option<Theme>,
    /// The puzzles of the chosen theme (all, with none chosen), by index.
    chosen: Vec<usize>,
    /// Where in `chosen` the puzzle on the board is.
    at: usize,
    /// Today's puzzle, by index: the first one shown (a shipped set's only).
    daily: Option<usize>,
    /// The file a stranger's set came from.
    file: Option<String>,
    /// The next turn of the line to be played.
    ply: usize,
    hints: u8,
    attempt: Attempt,
    /// What was said about this puzzle so far, oldest first.
    said: Vec<String>,
    /// Where the player's standing is kept after every change.
    store: StandingStore,
}

impl PuzzleSession {
    /// The shipped set of `variant`, at today's puzzle (`today` in days
    /// since 1970, as `morris puzzle` counts them); else why there is none.
    pub(crate) fn open(
        variant: &str,
        today: u64,
        store: StandingStore,
    ) -> Result<PuzzleSession, String> {
        let text = puzzles::shipped_set(variant).ok_or_else(|| said::no_set(variant))?;
        let read = puzzles::parse_set(&format!("puzzles/{variant}.ron"), text)
            .map_err(|e| said::set_error(&e))?;
        let count = read.set.puzzles.len() as u64;
        let daily = (count > 0).then(|| (today % count) as usize);
        PuzzleSession::of_set(read, daily, None, store)
    }

    /// A stranger's set from `file`, already proved, from its first puzzle.
    pub(crate) fn from_file(
        file: &str,
        read: ReadSet,
        store: StandingStore,
    ) -> Result<PuzzleSession, String> {
        PuzzleSession::of_set(read, None, Some(file.to_string()), store)
    }

    fn of_set(
        read: ReadSet,
        daily: Option<usize>,
        file: Option<String>,
        store: StandingStore,
    ) -> Result<PuzzleSession, String> {
        let count = read.set.puzzles.len();
        if count == 0 {
            return Err(said::none(None));
        }
        Ok(PuzzleSession {
            rules: Arc::new(read.rules),
            puzzles: read.set.puzzles,
            theme: None,
            chosen: (0..count).collect(),
            at: daily.unwrap_or(0),
            daily,
            file,
            ply: 0,
            hints: 0,
            attempt: Attempt::Solving,
            said: Vec::new(),
            store,
        })
    }

    pub(crate) fn puzzle(&self) -> &Puzzle {
        &self.puzzles[self.chosen[self.at]]
    }

    /// The themes the set holds, in the order of [`Theme::ALL`].
    pub(crate) fn themes(&self) -> Vec<Theme> {
        Theme::ALL
            .into_iter()
            .filter(|&t| self.puzzles.iter().any(|p| p.theme == t))
            .collect()
    }

    /// Only the puzzles of `theme` from now on (all with `None`), from the
    /// first; one left unfinished breaks the streak.
    pub(crate) fn choose_theme(&mut self, theme: Option<Theme>, score: &mut Standing) {
        if theme == self.theme {
            return;
        }
        let chosen: Vec<usize> = (0..self.puzzles.len())
            .filter(|&i| theme.is_none_or(|t| self.puzzles[i].theme == t))
            .collect();
        if chosen.is_empty() {
            return;
        }
        self.leave(score);
        self.theme = theme;
        self.chosen = chosen;
        self.at = match theme {
            None => self.daily.unwrap_or(0),
            Some(_) => 0,
        };
    }

    /// A puzzle left with turns played breaks the streak; the next starts afresh.
    fn leave(&mut self, score: &mut Standing) {
        if self.attempt == Attempt::Solving && self.ply > 0 {
            score.streak = 0;
        }
        self.ply = 0;
        self.hints = 0;
        self.attempt = Attempt::Solving;
        self.said.clear();
    }

    /// Checks the solver's turn `mv`, played from `pos`, against the line;
    /// a solved or missed puzzle changes `score`.
    pub(crate) fn check(&mut self, pos: &Position, mv: Move, score: &mut Standing) -> Verdict {
        if self.attempt != Attempt::Solving {
            return Verdict::Wrong;
        }
        let rules = Arc::clone(&self.rules);
        let puzzle = self.puzzle().clone();
        if !puzzle.accepts(&rules, self.ply, pos, mv) {
            self.said.push(said::wrong(&rules, mv));
            self.said.push(said::theme_hint(puzzle.theme));
            self.said.push(said::solution(&rules, &puzzle));
            self.attempt = Attempt::Missed;
            score.record(&rules, &puzzle, false);
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
            score.record(&rules, &puzzle, true);
            let r = score.rating;
            self.said
                .push(said::solved(score.streak, r.rating, r.deviation));
        }
        Verdict::Right { replies }
    }

    /// Keeps the standing if it is no longer `before`; why it could not be is said.
    fn keep_standing(&mut self, before: &Standing, settings: &Settings) {
        if settings.puzzles != *before
            && let Err(why) = self.store.save(settings)
        {
            self.said.push(why);
        }
    }
}

impl Exercise for PuzzleSession {
    fn game(&self) -> Game {
        Game::from_position(Arc::clone(&self.rules), self.puzzle().position)
    }

    /// "Puzzle 1 of 31 (Three Men's Morris), rated 1,200.", and whether it
    /// is today's: the puzzle's rating from the attempts at it, where there
    /// are some, else its difficulty's.
    fn heading(&self, settings: &Settings) -> String {
        let rating = settings.puzzles.puzzle_rating(&self.rules, self.puzzle());
        let (number, count) = (self.at + 1, self.chosen.len());
        let variant = morris_i18n::words::variant_name(&self.rules);
        let rating = rating.rating.round();
        let heading = match &self.file {
            None => morris_i18n::t!(
                "gui-puzzle-heading",
                number = number,
                count = count,
                variant = variant,
                rating = rating
            ),
            Some(file) => morris_i18n::t!(
                "gui-puzzle-set-heading",
                number = number,
                count = count,
                file = file.as_str(),
                variant = variant,
                rating = rating
            ),
        };
        match self.theme.is_none() && self.daily == Some(self.at) {
            true => format!("{heading} {}", morris_i18n::t!("gui-puzzle-today")),
            false => heading,
        }
    }

    fn task(&self) -> Vec<String> {
        vec![said::task(&self.rules, self.puzzle())]
    }

    fn said(&self) -> &[String] {
        &self.said
    }

    fn score(&self, settings: &Settings) -> Option<String> {
        let score = &settings.puzzles;
        Some(morris_i18n::t!(
            "gui-puzzle-score",
            streak = score.streak,
            rating = score.rating.rating.round(),
            deviation = score.rating.deviation.round()
        ))
    }

    fn takes_turns(&self) -> bool {
        self.attempt == Attempt::Solving
    }

    fn can_hint(&self) -> bool {
        self.attempt == Attempt::Solving
    }

    /// The next hint: first the theme, then the piece to move.
    fn hint(&mut self) {
        if self.attempt != Attempt::Solving {
            return;
        }
        self.hints = self.hints.saturating_add(1);
        let puzzle = self.puzzle();
        let sentence = match (self.hints, puzzle.line.get(self.ply)) {
            (1, _) | (_, None) => said::theme_hint(puzzle.theme),
            (_, Some(&mv)) => said::piece_hint(&self.rules, mv),
        };
        self.said.push(sentence);
    }

    /// A wrong turn stays on the board beside the solution said.
    fn play(&mut self, before: &Position, mv: Move, settings: &mut Settings) -> AfterTurn {
        let standing = settings.puzzles.clone();
        let replies = match self.check(before, mv, &mut settings.puzzles) {
            Verdict::Right { replies } => replies,
            Verdict::Wrong => Vec::new(),
        };
        self.keep_standing(&standing, settings);
        AfterTurn::Stands { replies }
    }

    fn next_label(&self) -> Option<String> {
        Some(morris_i18n::t!("gui-puzzle-next"))
    }

    /// The next puzzle of the theme (after the last, the first again); one
    /// left unfinished breaks the streak but does not count as missed.
    fn next(&mut self, settings: &mut Settings) {
        let standing = settings.puzzles.clone();
        self.leave(&mut settings.puzzles);
        self.at = (self.at + 1) % self.chosen.len();
        self.keep_standing(&standing, settings);
    }

    /// Every theme, or one of those the set holds.
    fn topics(&self) -> Option<(Vec<String>, usize)> {
        let themes = self.themes();
        let chosen = self
            .theme
            .and_then(|t| themes.iter().position(|&x| x == t))
            .map_or(0, |i| i + 1);
        let names = std::iter::once(morris_i18n::t!("gui-puzzle-all-themes"))
            .chain(themes.into_iter().map(|t| capitalized(&said::theme(t))))
            .collect();
        Some((names, chosen))
    }

    fn choose_topic(&mut self, index: usize, settings: &mut Settings) {
        let theme = index
            .checked_sub(1)
            .and_then(|i| self.themes().get(i).copied());
        let standing = settings.puzzles.clone();
        self.choose_theme(theme, &mut settings.puzzles);
        self.keep_standing(&standing, settings);
    }
}

/// A theme's name as a choice in a list: "A running mill".
fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session() -> PuzzleSession {
        PuzzleSession::open("three-mens-morris", 0, StandingStore::Settings).unwrap()
    }

    #[test]
    fn the_lines_turns_solve_the_puzzle_and_raise_the_rating() {
        let mut s = session();
        let mut score = Standing::default();
        let mut game = s.game();
        while s.attempt == Attempt::Solving {
            let mv = s.puzzle().line[s.ply];
            let pos = *game.position();
            game.play(mv).unwrap();
            let Verdict::Right { replies } = s.check(&pos, mv, &mut score) else {
                panic!("the line's turn was refused");
            };
            for r in replies {
                game.play(r).unwrap();
            }
        }
        assert_eq!(s.attempt, Attempt::Solved);
        assert_eq!(score.streak, 1);
        assert!(score.rating.rating > 1500.0);
    }

    #[test]
    fn another_legal_turn_is_a_miss_with_the_solution() {
        let mut s = session();
        let mut score = Standing {
            streak: 3,
            ..Standing::default()
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
        assert_eq!(s.check(&pos, wrong, &mut score), Verdict::Wrong);
        assert_eq!(s.attempt, Attempt::Missed);
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
        let err = PuzzleSession::open("lasker-morris", 0, StandingStore::Settings).unwrap_err();
        assert!(err.contains("three-mens-morris"), "{err}");
    }

    #[test]
    fn the_score_is_kept_in_the_settings_and_old_settings_start_at_1500() {
        use crate::settings::Settings;
        let mut score = Standing::default();
        score.rating = score.rating.after(1400.0, true);
        score.streak = 2;
        let settings = Settings {
            puzzles: score.clone(),
            ..Settings::default()
        };
        let text = serde_json::to_string(&settings).unwrap();
        let back: Settings = serde_json::from_str(&text).unwrap();
        assert_eq!(back.puzzles, score);
        let old: Settings = serde_json::from_str("{}").unwrap();
        assert_eq!(old.puzzles, Standing::default());
        // Settings of the version before kept only a rating and a streak.
        let older = r#"{"puzzles":{"rating":{"rating":1612.0,"deviation":80.0,"volatility":0.06},"streak":4}}"#;
        let older: Settings = serde_json::from_str(older).unwrap();
        assert_eq!(older.puzzles.streak, 4);
        assert_eq!(older.puzzles.rating.rating, 1612.0);
    }

    #[test]
    fn a_puzzle_missed_is_rated_higher_from_then_on() {
        let mut s = session();
        let mut settings = Settings::default();
        let before = s.heading(&settings);
        let pos = s.puzzle().position;
        let rules = Arc::clone(&s.rules);
        let wrong = pos
            .legal_moves(&rules)
            .into_iter()
            .find(|&m| !s.puzzle().accepts(&rules, 0, &pos, m))
            .unwrap();
        s.check(&pos, wrong, &mut settings.puzzles);
        let rated = settings.puzzles.puzzle_rating(&rules, s.puzzle()).rating;
        assert!(rated > s.puzzle().difficulty.rating(), "{rated}");
        assert_ne!(s.heading(&settings), before);
    }

    #[test]
    fn today_s_puzzle_comes_first_and_a_theme_keeps_only_its_puzzles() {
        let s = PuzzleSession::open("three-mens-morris", 1000, StandingStore::Settings).unwrap();
        let count = s.puzzles.len();
        assert_eq!(s.puzzle(), &s.puzzles[1000 % count]);
        let heading = s.heading(&Settings::default());
        assert!(heading.contains("Today's puzzle"), "{heading}");

        let mut s = session();
        let mut score = Standing::default();
        let themes = s.themes();
        assert!(themes.len() > 1, "{themes:?}");
        let theme = themes[1];
        s.choose_theme(Some(theme), &mut score);
        let mut settings = Settings::default();
        for _ in 0..count {
            assert_eq!(s.puzzle().theme, theme);
            s.next(&mut settings);
        }
        s.choose_theme(None, &mut score);
        assert_eq!(s.chosen.len(), count);
    }
}
