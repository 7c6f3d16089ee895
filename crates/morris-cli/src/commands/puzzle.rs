//! `morris puzzle [VARIANT | --file FILE] [--theme T]`: puzzles proved by
//! perfect play, solved in the terminal. The player's standing (rating,
//! streak, each puzzle's rating) is read at the start and saved after every
//! attempt. The puzzle, its check and the standing are morris-learn's, the
//! words morris-i18n's, the board and the prompt the terminal game's.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use morris_core::{Game, Rules, parse_move};
use morris_i18n::{puzzles as said, words};
use morris_learn::puzzles::{self, Puzzle, ReadSet, Standing, StandingFileError};

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
    Skipped,
    Quit,
}

pub fn run(args: &PuzzleArgs, style: Style) -> anyhow::Result<ExitCode> {
    let read = load(args)?;
    let rules = Arc::new(read.rules.clone());
    let chosen: Vec<&Puzzle> = read
        .set
        .puzzles
        .iter()
        .filter(|p| args.theme.is_none_or(|t| p.theme == t))
        .collect();
    if chosen.is_empty() {
        say(&said::none(args.theme))?;
        return Ok(ExitCode::SUCCESS);
    }
    let first = match args.number {
        // Beyond the set is a mistake to say, not a number to wrap.
        Some(n) if n > chosen.len() as u64 => {
            let count = chosen.len();
            return Err(exit::usage(anyhow::anyhow!(
                "{}",
                morris_i18n::t!("puzzle-number-beyond", number = n, count = count)
            )));
        }
        Some(n) => (n - 1) as usize,
        None => day() as usize % chosen.len(),
    };
    let path = puzzles::standing_file();
    let mut standing = match &path {
        Some(path) => open(path)?,
        None => {
            say(&said::standing_not_kept())?;
            Standing::default()
        }
    };
    say(&said::standing(&standing))?;
    let mut input = Input::open();
    input.set_learning_words(&rules);
    let (mut solved, mut tried) = (0, 0);
    for i in (0..chosen.len()).map(|k| (first + k) % chosen.len()) {
        let puzzle = chosen[i];
        println!();
        let known = standing.puzzle(&rules, puzzle);
        let heading = said::heading(&rules, i + 1, chosen.len(), puzzle, known);
        say_painted(&heading, style)?;
        let right = match attempt(&mut input, &rules, puzzle, style)? {
            Attempt::Solved => true,
            Attempt::Missed => false,
            Attempt::Skipped => continue,
            Attempt::Quit => break,
        };
        standing.record(&rules, puzzle, right);
        let rating = standing.rating;
        match right {
            true => say(&said::solved(
                standing.streak,
                rating.rating,
                rating.deviation,
            ))?,
            false => say(&said::missed(rating.rating, rating.deviation))?,
        }
        (solved, tried) = (solved + usize::from(right), tried + 1);
        // Saved after every attempt: quitting never loses one.
        if let Some(path) = &path {
            standing.write(path)?;
        }
    }
    println!();
    say(&said::done(solved, tried))?;
    Ok(ExitCode::SUCCESS)
}

/// Reads the standing file. One refused is said so and renamed aside, and
/// the standing starts afresh, so that the next write never loses it.
fn open(path: &Path) -> anyhow::Result<Standing> {
    match puzzles::read_standing(path) {
        Err(err @ StandingFileError::At { .. }) => {
            eprintln!("{}", said::standing_error(&err));
            let aside = puzzles::keep_aside(path)?;
            eprintln!(
                "{}",
                said::standing_kept_aside(&aside.display().to_string())
            );
            Ok(Standing::default())
        }
        read => Ok(read?),
    }
}

/// The set asked for: a file (checked against its rules), or a shipped set.
fn load(args: &PuzzleArgs) -> anyhow::Result<ReadSet> {
    if let Some(file) = &args.file {
        return Ok(puzzles::read_set(file)?);
    }
    let variant = args
        .variant
        .as_deref()
        .unwrap_or(morris_core::catalog::DEFAULT_VARIANT);
    let text = puzzles::shipped_set(variant)
        .ok_or_else(|| exit::usage(anyhow::anyhow!(said::no_set(variant))))?;
    Ok(puzzles::parse_set(&format!("puzzles/{variant}.ron"), text)?)
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
) -> anyhow::Result<Attempt> {
    let mut game = Game::from_position(Arc::clone(rules), puzzle.position);
    say(&said::task(rules, puzzle))?;
    show(&game, style)?;
    let mut hints = 0;
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
                    hints += 1;
                    match hints {
                        1 => say(&said::theme_hint(puzzle.theme))?,
                        _ => say(&said::piece_hint(rules, mv))?,
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
                say(&said::wrong(rules, played))?;
                say(&said::theme_hint(puzzle.theme))?;
                say(&said::solution(rules, puzzle))?;
                return Ok(Attempt::Missed);
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
    Ok(Attempt::Solved)
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
