//! `morris drills [--list]`: the turns `morris review --drills` marked, each
//! asked again when its schedule says: the board, "find a better move than
//! X", the answer checked, the verdict with the best move and the reason,
//! the drill rescheduled and the file saved after every answer. The drills
//! are morris-learn's, the words morris-i18n's, the board and prompt those
//! `morris puzzle` shows.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use morris_ai::search::Engine;
use morris_core::catalog::Catalog;
use morris_core::{Game, parse_move};
use morris_i18n::{drills as said, puzzles as puzzle_words, t, words};
use morris_learn::drills::{self, Day, Drill, DrillsFile, DrillsFileError};

use super::play::input::{Input, Line};
use super::play::prompt_words::Word;
use super::puzzle::{day, say, say_painted, show};
use crate::cli::DrillsArgs;
use crate::exit;
use crate::style::Style;

/// How an attempt at a drill ended.
enum Attempt {
    Answered(bool),
    Skipped,
    Quit,
}

/// Today, from the system clock: the library is always told the day.
pub(super) fn today() -> Day {
    Day::from_days(day() as i64)
}

/// The drills file's path, or a usage error when there is no home to keep it in.
pub(super) fn path() -> anyhow::Result<PathBuf> {
    drills::drills_file().ok_or_else(|| exit::usage(anyhow::anyhow!(said::no_home())))
}

/// Reads the drills file. One refused is renamed aside (and said so) before
/// the error is returned, so that the next write never loses it.
pub(super) fn open(path: &Path, catalog: &Catalog) -> anyhow::Result<DrillsFile> {
    match drills::read_drills(path, catalog) {
        Err(err) if err.is_refused() => {
            let aside = drills::keep_aside(path)?;
            eprintln!("{}", said::kept_aside(&aside.display().to_string()));
            Err(err.into())
        }
        read => Ok(read?),
    }
}

pub fn run(args: &DrillsArgs, style: Style) -> anyhow::Result<ExitCode> {
    let path = path()?;
    let catalog = Catalog::from_env();
    let today = today();
    let name = path.display().to_string();
    if args.list {
        // Only read: a file refused is said, and left where it is.
        let file = drills::read_drills(&path, &catalog)?;
        list(&file, &catalog, today, &name)?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut file = open(&path, &catalog)?;
    let due = file.due(today);
    if due.is_empty() {
        let next = file.drills.iter().map(|d| d.schedule.due).min();
        say(&said::none_due(next))?;
        return Ok(ExitCode::SUCCESS);
    }
    // Said before the first answer, not after it.
    let saving = match drills::check_savable(&path) {
        Ok(()) => true,
        Err(err) => {
            let err: DrillsFileError = err;
            eprintln!("{}", said::file_error(&err));
            eprintln!("{}", said::answers_not_kept());
            false
        }
    };
    // The drills due, by value: a save may bring in another session's.
    let due: Vec<(usize, Drill)> = due.iter().map(|&i| (i, file.drills[i].clone())).collect();
    let mut input = Input::open();
    let mut engine = Engine::new();
    let (mut right, mut tried) = (0, 0);
    for (k, (i, drill)) in due.iter().enumerate() {
        let (rules, board) = match drills::set_up(drill, &catalog) {
            Ok(set_up) => set_up,
            Err(why) => {
                say(&said::waiting(i + 1, &drill.variant, &why))?;
                continue;
            }
        };
        let rules = Arc::new(rules);
        input.set_learning_words(&rules);
        println!();
        say_painted(&said::heading(&rules, k + 1, due.len(), drill), style)?;
        say(&said::task(&rules, drill))?;
        show(
            &Game::from_position(Arc::clone(&rules), board.position),
            style,
        )?;
        let prompt = format!("{}> ", words::color(board.position.side_to_move()));
        let attempt = loop {
            let text = match input.read(&prompt)? {
                Line::Text(text) => text,
                Line::Leave | Line::End => break Attempt::Quit,
            };
            match Word::find(&text, &Word::LEARN) {
                Some(Word::Hint) => {
                    let best = drills::best_move(&mut engine, &rules, &board);
                    say(&puzzle_words::piece_hint(&rules, best))?;
                    continue;
                }
                Some(Word::Skip) => break Attempt::Skipped,
                Some(Word::Quit) => break Attempt::Quit,
                _ if text.is_empty() => continue,
                _ => {}
            }
            let answer = match parse_move(&rules, &board.position, &text) {
                Ok(answer) => answer,
                Err(err) => {
                    let why = words::move_error(&rules, &board.position, &err);
                    say(&t!("lesson-illegal", why = why))?;
                    continue;
                }
            };
            let verdict = drills::check(&mut engine, &rules, &board, answer);
            say(&said::verdict(&rules, verdict, answer))?;
            break Attempt::Answered(verdict.is_right());
        };
        match attempt {
            Attempt::Answered(ok) => {
                let schedule = file
                    .answer(drill, ok, today)
                    .unwrap_or_else(|| drill.schedule.after(ok, today));
                say(&said::next(schedule.due, schedule.interval))?;
                // Saved after every answer: quitting never loses one.
                if saving {
                    file.save(&path, &catalog)?;
                }
                (right, tried) = (right + usize::from(ok), tried + 1);
            }
            Attempt::Skipped => {}
            Attempt::Quit => break,
        }
    }
    println!();
    say(&said::done(right, tried, file.due(today).len()))?;
    Ok(ExitCode::SUCCESS)
}

/// Every drill, due ones first, with its variant's name.
fn list(file: &DrillsFile, catalog: &Catalog, today: Day, name: &str) -> std::io::Result<()> {
    let due = file.due(today);
    say(&said::list_heading(file.drills.len(), due.len(), name))?;
    let mut order = due.clone();
    let mut later: Vec<usize> = (0..file.drills.len())
        .filter(|i| !due.contains(i))
        .collect();
    later.sort_by_key(|&i| file.drills[i].schedule.due);
    order.extend(later);
    for i in order {
        let drill = &file.drills[i];
        let variant = catalog
            .resolve_id(&drill.variant)
            .map_or_else(|_| drill.variant.clone(), |r| words::variant_name(&r));
        let line = said::list_line(i + 1, &variant, drill, due.contains(&i));
        say(&line)?;
    }
    Ok(())
}
