//! A session of puzzles, without egui: the shipped set of a variant (today's
//! puzzle first, then each chosen near the player's rating, all of them or
//! one theme's), the puzzle on the board, where its line has got to, the
//! try at it (only a first try is rated) and what was said. The puzzles and
//! their check are morris-learn's, the words morris-i18n's; the panel that
//! shows a session is `view.rs`.

use std::sync::Arc;

use morris_core::{Game, Move, Position, Rules, SplitMix};
use morris_i18n::puzzles as said;
use morris_learn::puzzles::{self, AttemptEnd, Puzzle, PuzzleTry, ReadSet, Standing, Theme};

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
    /// Not the solution: the attempt is missed; the reply that punishes
    /// it, where there is one, is played.
    Wrong { reply: Option<Move> },
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
    /// The try at the puzzle on the board, as the standing sees it.
    this_try: PuzzleTry,
    attempt: Attempt,
    /// Draws the next puzzle near the player's rating.
    rng: SplitMix,
    /// After a miss: the retry and the solution are offered until one is
    /// chosen (or the solution was shown).
    offered: bool,
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
            this_try: PuzzleTry::new(),
            attempt: Attempt::Solving,
            said: Vec::new(),
            store,
            rng: SplitMix::new(daily.unwrap_or(0) as u64 ^ seed()),
            offered: false,
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
        self.at = 0;
        self.pick(score, None);
    }

    /// Moves to a puzzle of the chosen ones picked near the player's rating
    /// (another than `current`, where there is another).
    fn pick(&mut self, score: &Standing, current: Option<usize>) {
        let picked = puzzles::next_puzzle(
            score,
            &self.rules,
            &self.puzzles,
            &self.chosen,
            current,
            &mut self.rng,
        );
        if let Some(at) = picked.and_then(|p| self.chosen.iter().position(|&i| i == p.index)) {
            self.at = at;
        }
    }

    /// A puzzle left with turns played breaks the streak; the next starts afresh.
    fn leave(&mut self, score: &mut Standing) {
        if self.attempt == Attempt::Solving && self.ply > 0 {
            score.streak = 0;
        }
        self.ply = 0;
        self.this_try = PuzzleTry::new();
        self.attempt = Attempt::Solving;
        self.offered = false;
        self.said.clear();
    }

    /// Checks the solver's turn `mv`, played from `pos`, against the line;
    /// a solved or missed puzzle changes `score`.
    pub(crate) fn check(&mut self, pos: &Position, mv: Move, score: &mut Standing) -> Verdict {
        if self.attempt != Attempt::Solving {
            return Verdict::Wrong { reply: None };
        }
        let rules = Arc::clone(&self.rules);
        let puzzle = self.puzzle().clone();
        if !puzzle.accepts(&rules, self.ply, pos, mv) {
            self.said.push(said::wrong(&rules, mv));
            self.attempt = Attempt::Missed;
            let recorded = self
                .this_try
                .end(score, &rules, &puzzle, AttemptEnd::Missed);
            // The streak and the rating are on the score line: said once.
            self.said.push(said::try_ended_plain(false, recorded));
            // A small search, or a win at once: a fraction of a second.
            let mut engine = morris_ai::search::Engine::with_table_size(1);
            let refuted = puzzles::refutation(&mut engine, &rules, &puzzle, pos, mv);
            if let Some(refuted) = &refuted {
                self.said.push(said::refutation(&rules, &puzzle, refuted));
            }
            self.offered = true;
            return Verdict::Wrong {
                reply: refuted.map(|r| r.reply),
            };
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
            let recorded = self
                .this_try
                .end(score, &rules, &puzzle, AttemptEnd::Solved);
            self.said.push(said::try_ended_plain(true, recorded));
        }
        Verdict::Right { replies }
    }

    /// Keeps the standing if it is no longer `before`; why it could not be is said.
    fn keep_standing(&mut self, before: &Standing, settings: &mut Settings) {
        let changed = settings.puzzles.has_unsaved() || settings.puzzles != *before;
        if changed && let Err(why) = self.store.save(settings) {
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
        let heading = match self.theme.is_none() && self.daily == Some(self.at) {
            true => format!("{heading} {}", morris_i18n::t!("gui-puzzle-today")),
            false => heading,
        };
        match settings.puzzles.is_rated(&self.rules, self.puzzle()) {
            true => heading,
            false => format!("{heading} {}", said::practice()),
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
        let rating = score.rating(&self.rules);
        Some(morris_i18n::t!(
            "gui-puzzle-score",
            streak = score.streak,
            rating = rating.rating.round(),
            deviation = rating.deviation.round()
        ))
    }

    fn takes_turns(&self) -> bool {
        self.attempt == Attempt::Solving
    }

    fn can_hint(&self) -> bool {
        self.attempt == Attempt::Solving
    }

    /// The next hint: first the theme (unless it was chosen), then the
    /// piece to move. The first
    /// of a rated try counts it as missed, said so.
    fn hint(&mut self, settings: &mut Settings) {
        if self.attempt != Attempt::Solving {
            return;
        }
        let (rules, puzzle) = (Arc::clone(&self.rules), self.puzzle().clone());
        let before = settings.puzzles.clone();
        let recorded = self.this_try.hint(&mut settings.puzzles, &rules, &puzzle);
        if let Some(recorded) = recorded.filter(|r| r.rated) {
            self.said.push(said::hint_counts(recorded.rating));
        }
        // A theme chosen is shown already: the hint does not repeat it.
        let theme_chosen = self.theme.is_some();
        let sentence = match puzzles::hint(&puzzle, self.ply, self.this_try.hints(), theme_chosen) {
            puzzles::Hint::Theme => said::theme_hint(puzzle.theme),
            puzzles::Hint::Piece(mv) => said::piece_hint(&rules, mv),
        };
        self.said.push(sentence);
        self.keep_standing(&before, settings);
    }

    /// A wrong turn stays on the board with the reply that punishes it.
    fn play(&mut self, before: &Position, mv: Move, settings: &mut Settings) -> AfterTurn {
        let standing = settings.puzzles.clone();
        let replies = match self.check(before, mv, &mut settings.puzzles) {
            Verdict::Right { replies } => replies,
            Verdict::Wrong { reply } => reply.into_iter().collect(),
        };
        self.keep_standing(&standing, settings);
        AfterTurn::Stands { replies }
    }

    fn next_label(&self) -> Option<String> {
        Some(morris_i18n::t!("gui-puzzle-next"))
    }

    /// After a miss: try again (practice), or see the solution.
    fn choices(&self) -> Vec<String> {
        match self.offered {
            true => vec![
                morris_i18n::t!("gui-puzzle-retry"),
                morris_i18n::t!("gui-puzzle-show-solution"),
            ],
            false => Vec::new(),
        }
    }

    /// A retry starts the puzzle again, as practice (the board goes back);
    /// the solution is said, and the try counts it seen.
    fn choose(&mut self, index: usize, settings: &mut Settings) -> bool {
        if !self.offered {
            return false;
        }
        self.offered = false;
        let (rules, puzzle) = (Arc::clone(&self.rules), self.puzzle().clone());
        let before = settings.puzzles.clone();
        let retry = index == 0;
        match retry {
            true => {
                self.ply = 0;
                self.this_try = PuzzleTry::new();
                self.attempt = Attempt::Solving;
                // The heading says it is practice now.
                self.said.clear();
            }
            false => {
                self.this_try.end(
                    &mut settings.puzzles,
                    &rules,
                    &puzzle,
                    AttemptEnd::SawSolution,
                );
                self.said.push(said::theme_hint(puzzle.theme));
                self.said.push(said::solution(&rules, &puzzle));
            }
        }
        self.keep_standing(&before, settings);
        retry
    }

    /// The next puzzle of the theme (after the last, the first again); one
    /// left unfinished breaks the streak but does not count as missed.
    fn next(&mut self, settings: &mut Settings) {
        let standing = settings.puzzles.clone();
        self.leave(&mut settings.puzzles);
        let current = self.chosen[self.at];
        self.pick(&settings.puzzles, Some(current));
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

/// A seed from the clock: each session draws its own puzzles.
fn seed() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// A theme's name as a choice in a list: "A running mill".
fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

#[cfg(test)]
#[path = "puzzle_session_tests.rs"]
mod tests;
