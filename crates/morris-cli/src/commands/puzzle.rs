//! `morris puzzle [VARIANT | --file FILE] [--theme T] [--number N]`: puzzles
//! proved by perfect play, solved in the terminal, each chosen near the
//! player's rating (or the set in order from `--number`). The player's
//! standing (rating per variant, streak, each puzzle's rating) is read at
//! the start and saved after every change; only a puzzle's first try is
//! rated. The puzzle, its check, the standing and the choice are
//! morris-learn's, the words morris-i18n's, the board and the prompt the
//! terminal game's.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use morris_core::{Game, Rules, SplitMix, parse_move};
use morris_i18n::{puzzles as said, words};
use morris_learn::puzzles::{
    self, AttemptEnd, Hint, Puzzle, PuzzleTry, ReadSet, Standing, StandingFileError,
};

use super::play::input::{Input, Line};
use super::play::prompt_words::Word;
use super::play::view;
use crate::cli::PuzzleArgs;
use crate::exit;
use crate::style::{Paint, Style};
use crate::text::wrap;

/// Text is wrapped to this width.
const WIDTH: usize = 78;

/// How an attempt at a puzzle ended.
enum Attempt {
    Solved,
    Missed,
    /// Missed, and the player asked to try again (practice).
    Retry,
    Skipped,
    Quit,
}

pub fn run(args: &PuzzleArgs, style: Style) -> anyhow::Result<ExitCode> {
    // A set made now may hold none (said as it is made).
    let Some(read) = load(args)? else {
        return Ok(ExitCode::SUCCESS);
    };
    let rules = Arc::new(read.rules.clone());
    let chosen: Vec<usize> = (0..read.set.puzzles.len())
        .filter(|&i| args.theme.is_none_or(|t| read.set.puzzles[i].theme == t))
        .collect();
    if chosen.is_empty() {
        say(&said::none(args.theme))?;
        return Ok(ExitCode::SUCCESS);
    }
    // Beyond the set is a mistake to say, not a number to wrap.
    if let Some(n) = args.number
        && n > chosen.len() as u64
    {
        let count = chosen.len();
        return Err(exit::usage(anyhow::anyhow!(
            "{}",
            morris_i18n::t!("puzzle-number-beyond", number = n, count = count)
        )));
    }
    // Where the standing is saved, said before any answer when it cannot be.
    let (mut standing, path) = match puzzles::standing_file() {
        Some(path) => open(path)?,
        None => {
            say(&said::standing_not_kept())?;
            (Standing::default(), None)
        }
    };
    say(&said::standing(&standing, &rules, path.is_some()))?;
    let mut input = Input::open();
    input.set_learning_words(&rules);
    let mut order = Order::new(args, chosen);
    let (mut solved, mut tried) = (0, 0);
    let mut engine = morris_ai::search::Engine::new();
    'puzzles: while let Some((k, i)) = order.next(&standing, &rules, &read.set.puzzles) {
        let puzzle = &read.set.puzzles[i];
        println!();
        let known = standing.puzzle(&rules, puzzle);
        let heading = said::heading(&rules, k + 1, order.chosen.len(), puzzle, known);
        say_painted(&heading, style)?;
        if !standing.is_rated(&rules, puzzle) {
            say(&said::practice())?;
        }
        let right = loop {
            let mut this_try = PuzzleTry::new();
            let mut session = Session {
                standing: &mut standing,
                this_try: &mut this_try,
                path: path.as_deref(),
                engine: &mut engine,
                theme_chosen: args.theme.is_some(),
            };
            match attempt(&mut input, &rules, puzzle, style, &mut session)? {
                Attempt::Solved => break Some(true),
                Attempt::Missed => break Some(false),
                Attempt::Retry => {
                    println!();
                    say(&said::practice())?;
                }
                Attempt::Skipped => break None,
                Attempt::Quit => break 'puzzles,
            }
        };
        let Some(right) = right else { continue };
        (solved, tried) = (solved + usize::from(right), tried + 1);
    }
    println!();
    say(&said::done(solved, tried))?;
    Ok(ExitCode::SUCCESS)
}

/// The order of the puzzles: the set's from `--number` on, once round;
/// else each chosen near the player's rating, until the player quits.
struct Order {
    chosen: Vec<usize>,
    from: Option<usize>,
    shown: usize,
    last: Option<usize>,
    rng: SplitMix,
}

impl Order {
    fn new(args: &PuzzleArgs, chosen: Vec<usize>) -> Order {
        let from = args.number.map(|n| (n - 1) as usize % chosen.len());
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Order {
            chosen,
            from,
            shown: 0,
            last: None,
            rng: SplitMix::new(seed),
        }
    }

    /// The next puzzle: its place among the chosen and its index in the set.
    fn next(
        &mut self,
        standing: &Standing,
        rules: &Rules,
        all: &[Puzzle],
    ) -> Option<(usize, usize)> {
        let count = self.chosen.len();
        let k = match self.from {
            Some(_) if self.shown >= count => return None,
            Some(from) => (from + self.shown) % count,
            None => {
                let pick = puzzles::next_puzzle(
                    standing,
                    rules,
                    all,
                    &self.chosen,
                    self.last,
                    &mut self.rng,
                )?;
                self.chosen.iter().position(|&i| i == pick.index)?
            }
        };
        self.shown += 1;
        self.last = Some(self.chosen[k]);
        Some((k, self.chosen[k]))
    }
}

/// The standing, the try at the puzzle shown, where the standing is kept,
/// and the engine that finds the reply to a wrong turn.
struct Session<'a> {
    standing: &'a mut Standing,
    this_try: &'a mut PuzzleTry,
    path: Option<&'a Path>,
    engine: &'a mut morris_ai::search::Engine,
    /// The player chose the theme (`--theme`): a hint does not repeat it.
    theme_chosen: bool,
}

impl Session<'_> {
    /// The try ends as `end` (if nothing decided it before); the standing
    /// is saved at once, so quitting never loses a try.
    fn end(
        &mut self,
        rules: &Rules,
        puzzle: &Puzzle,
        end: AttemptEnd,
    ) -> anyhow::Result<Option<puzzles::Recorded>> {
        let recorded = self.this_try.end(self.standing, rules, puzzle, end);
        self.save()?;
        Ok(recorded)
    }

    /// A hint: the first of a rated try makes it a miss, said so.
    fn hint(&mut self, rules: &Rules, puzzle: &Puzzle) -> anyhow::Result<()> {
        if let Some(recorded) = self.this_try.hint(self.standing, rules, puzzle) {
            if recorded.rated {
                say(&said::hint_counts(recorded.rating))?;
            }
            self.save()?;
        }
        Ok(())
    }

    /// Saves the standing, with what another session saved since.
    fn save(&mut self) -> anyhow::Result<()> {
        if let Some(path) = self.path {
            self.standing.save(path)?;
        }
        Ok(())
    }
}

/// Reads the standing file, and the path to save it to. One refused is said
/// so and renamed aside, and the standing starts afresh, so that the next
/// write never loses it; one that cannot be saved (a link, a read-only
/// file or folder) is said now, and the standing lasts this session.
fn open(path: PathBuf) -> anyhow::Result<(Standing, Option<PathBuf>)> {
    let standing = match puzzles::read_standing(&path) {
        Err(err) if err.is_refused() => {
            eprintln!("{}", said::standing_error(&err));
            let aside = puzzles::keep_aside(&path)?;
            eprintln!(
                "{}",
                said::standing_kept_aside(&aside.display().to_string())
            );
            Standing::default()
        }
        read => read?,
    };
    match puzzles::check_savable(&path) {
        Ok(()) => Ok((standing, Some(path))),
        Err(err) => {
            let err: StandingFileError = err;
            eprintln!("{}", said::standing_error(&err));
            eprintln!("{}", said::standing_this_session());
            Ok((standing, None))
        }
    }
}

/// The set asked for: a file (checked against its rules), or a shipped set.
fn load(args: &PuzzleArgs) -> anyhow::Result<Option<ReadSet>> {
    let user = args
        .rules
        .as_deref()
        .map(super::puzzles::user_rules)
        .transpose()?;
    if let Some(file) = &args.file {
        return Ok(Some(puzzles::read_set_for(file, user.as_ref())?));
    }
    let rules = match user {
        Some(rules) => rules,
        None => {
            let variant = args
                .variant
                .as_deref()
                .unwrap_or(morris_core::catalog::DEFAULT_VARIANT);
            morris_core::catalog::shipped(variant)
                .ok_or_else(|| exit::usage(anyhow::anyhow!(said::no_set(variant))))?
        }
    };
    // The shipped set where the rules are a shipped variant's, as the app decides.
    let key = puzzles::variant_key(&rules);
    if let Some(text) = puzzles::shipped_set(&key) {
        return Ok(Some(puzzles::parse_set(
            &format!("puzzles/{key}.ron"),
            text,
        )?));
    }
    make(Arc::new(rules))
}

/// A set made now for rules that ship none, read back as any set is;
/// `None` when no puzzle was found (said).
fn make(rules: Arc<Rules>) -> anyhow::Result<Option<ReadSet>> {
    say(&said::making(&rules))?;
    let started = std::time::Instant::now();
    let set = puzzles::make_set(&rules, &morris_ai::solve::SolveOptions::default())?;
    let seconds = started.elapsed().as_secs_f64();
    say(&said::made(&rules, set.puzzles.len(), seconds))?;
    if set.puzzles.is_empty() {
        return Ok(None);
    }
    let name = format!("{}.ron", set.variant);
    let read = puzzles::parse_set_for(&name, &set.to_ron(&rules), Some(&rules))?;
    Ok(Some(read))
}

/// The day since 1970: the puzzle of the day, without a seed to give.
pub(super) fn day() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400)
}

/// One puzzle: the board, the task, the solver's turns read and checked, the
/// defender's replies played, until it is solved or missed.
fn attempt(
    input: &mut Input,
    rules: &Arc<Rules>,
    puzzle: &Puzzle,
    style: Style,
    session: &mut Session,
) -> anyhow::Result<Attempt> {
    let mut game = Game::from_position(Arc::clone(rules), puzzle.position);
    say(&said::task(rules, puzzle))?;
    show(&game, style)?;
    for (ply, &mv) in puzzle.line.iter().enumerate() {
        let pos = *game.position();
        if pos.side_to_move() != puzzle.solver() {
            game.play(mv)?;
            say(&said::reply(rules, &pos, mv))?;
            show(&game, style)?;
            continue;
        }
        let prompt = format!("{}> ", words::color(pos.side_to_move()));
        loop {
            let text = match input.read(&prompt)? {
                Line::Text(text) => text,
                Line::Leave | Line::End => return Ok(Attempt::Quit),
            };
            match Word::find(&text, &Word::LEARN) {
                Some(Word::Hint) => {
                    session.hint(rules, puzzle)?;
                    let number = session.this_try.hints();
                    match puzzles::hint(puzzle, ply, number, session.theme_chosen) {
                        Hint::Theme => say(&said::theme_hint(puzzle.theme))?,
                        Hint::Piece(mv) => say(&said::piece_hint(rules, mv))?,
                    }
                    continue;
                }
                Some(Word::Skip) => return Ok(Attempt::Skipped),
                Some(Word::Quit) => return Ok(Attempt::Quit),
                _ if text.is_empty() => continue,
                _ => {}
            }
            let played = match parse_move(rules, &pos, &text) {
                Ok(played) => played,
                Err(err) => {
                    say(&morris_i18n::t!(
                        "lesson-illegal",
                        why = words::move_error(rules, &pos, &err)
                    ))?;
                    continue;
                }
            };
            if !puzzle.accepts(rules, ply, &pos, played) {
                return missed(input, rules, puzzle, style, session, (&game, played));
            }
            game.play(played)?;
            say(&said::right(rules, played))?;
            for sentence in words::last_turn(&game) {
                say(&sentence)?;
            }
            break;
        }
    }
    if let Some(outcome) = game.outcome() {
        show(&game, style)?;
        say(&words::outcome(outcome))?;
    }
    let recorded = session.end(rules, puzzle, AttemptEnd::Solved)?;
    say(&said::try_ended(true, session.standing.streak, recorded))?;
    Ok(Attempt::Solved)
}

/// A wrong turn, `played` in `game`: the miss recorded and said, the reply
/// that punishes it played and said, then a retry (practice) or the solution.
fn missed(
    input: &mut Input,
    rules: &Arc<Rules>,
    puzzle: &Puzzle,
    style: Style,
    session: &mut Session,
    (game, played): (&Game, morris_core::Move),
) -> anyhow::Result<Attempt> {
    say(&said::wrong(rules, played))?;
    let recorded = session.end(rules, puzzle, AttemptEnd::Missed)?;
    say(&said::try_ended(false, session.standing.streak, recorded))?;
    let pos = *game.position();
    let refuted = puzzles::refutation(session.engine, rules, puzzle, &pos, played);
    if let Some(refuted) = refuted {
        let mut shown = game.clone();
        shown.play(played)?;
        shown.play(refuted.reply)?;
        show(&shown, style)?;
        say(&said::refutation(rules, puzzle, &refuted))?;
    }
    say(&said::retry_offer())?;
    let answer = match input.read("> ")? {
        Line::Text(text) => Word::find(&text, &[Word::Accept, Word::Skip, Word::Quit]),
        Line::Leave | Line::End => Some(Word::Quit),
    };
    match answer {
        Some(Word::Accept) => Ok(Attempt::Retry),
        Some(Word::Skip) => Ok(Attempt::Skipped),
        Some(Word::Quit) => Ok(Attempt::Quit),
        _ => {
            say(&said::theme_hint(puzzle.theme))?;
            say(&said::solution(rules, puzzle))?;
            Ok(Attempt::Missed)
        }
    }
}

/// The board as the terminal game shows it; drills show theirs with it too.
pub(super) fn show(game: &Game, style: Style) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    for line in view::game(game, &[None, None], style) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

pub(super) fn say_painted(text: &str, style: Style) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    for line in wrap(text, WIDTH) {
        writeln!(out, "{}", style.paint(Paint::Bold, &line))?;
    }
    Ok(())
}

/// Prints a sentence, wrapped.
pub(super) fn say(text: &str) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    for line in wrap(text, WIDTH) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
