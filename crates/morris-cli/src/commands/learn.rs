//! `morris learn [VARIANT]`: a lesson made from the variant's rules, step by
//! step. The steps and the check of each answer are morris-learn's, the words
//! morris-i18n's; the board and the prompt are the terminal game's.

use std::io::Write;
use std::process::ExitCode;

use morris_core::Game;
use morris_i18n::{learn, words};
use morris_learn::{Goal, Lesson, Step, Verdict};

use super::play::input::{Input, Line};
use super::play::prompt_words::Word;
use super::play::view;
use crate::cli::LearnArgs;
use crate::setup;
use crate::style::{Paint, Style};
use crate::text::wrap;

/// Text is wrapped to this width.
const WIDTH: usize = 78;

/// What the learner chose at a step.
enum Next {
    Step,
    Quit,
}

pub fn run(args: &LearnArgs, style: Style) -> anyhow::Result<ExitCode> {
    let rules = setup::named_rules(args.named.as_deref(), &args.variant, false)?;
    let lesson = Lesson::of(&rules);
    let mut input = Input::open();
    input.set_learning_words(&rules);
    say(&learn::heading(&rules, &lesson))?;
    let count = lesson.steps().len();
    for (i, step) in lesson.steps().iter().enumerate() {
        let game = Game::from_position(rules.clone(), *step.position());
        let mut out = std::io::stdout().lock();
        writeln!(out)?;
        let title = learn::title(step, i + 1, count);
        writeln!(out, "{}", style.paint(Paint::Bold, &title))?;
        drop(out);
        for sentence in learn::rule(&rules, step) {
            say(&sentence)?;
        }
        let mut out = std::io::stdout().lock();
        for line in view::game(&game, &[None, None], style) {
            writeln!(out, "{line}")?;
        }
        drop(out);
        say(&learn::task(&rules, step))?;
        if let Next::Quit = answer(&mut input, &game, step)? {
            return Ok(ExitCode::SUCCESS);
        }
    }
    println!();
    say(&learn::done(&rules))?;
    Ok(ExitCode::SUCCESS)
}

/// Reads answers to `step` until one is right, or the learner skips or quits.
fn answer(input: &mut Input, game: &Game, step: &Step) -> anyhow::Result<Next> {
    let rules = game.rules();
    let prompt = match step.goal() {
        Goal::Look => "> ".to_string(),
        _ => format!("{}> ", words::color(game.side_to_move())),
    };
    loop {
        let text = match input.read(&prompt)? {
            Line::Text(text) => text,
            Line::Leave | Line::End => return Ok(Next::Quit),
        };
        // A step to read waits for Enter; `quit` there still quits.
        if step.goal() == Goal::Look {
            return Ok(match Word::find(&text, &[Word::Quit]) {
                Some(Word::Quit) => Next::Quit,
                _ => Next::Step,
            });
        }
        match Word::find(&text, &Word::LEARN) {
            Some(Word::Hint) => {
                if let Some(hint) = learn::hint(rules, step) {
                    say(&hint)?;
                }
                continue;
            }
            Some(Word::Skip) => return Ok(Next::Step),
            Some(Word::Quit) => return Ok(Next::Quit),
            _ if text.is_empty() => continue,
            _ => {}
        }
        let verdict = step.check(rules, &text);
        say(&learn::verdict(rules, step, &verdict))?;
        if let Verdict::Right(mv) = verdict {
            // What the rules did, as a game says it after the turn.
            let mut after = game.clone();
            after.play(mv)?;
            for sentence in words::last_turn(&after) {
                say(&sentence)?;
            }
            if let Some(outcome) = after.outcome() {
                say(&words::outcome(outcome))?;
            }
            return Ok(Next::Step);
        }
    }
}

/// Prints a sentence, wrapped.
fn say(text: &str) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    for line in wrap(text, WIDTH) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}
