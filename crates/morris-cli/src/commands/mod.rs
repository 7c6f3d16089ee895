//! One module per subcommand: it reads its arguments, calls the libraries and
//! prints. Most are short; `play` also holds the terminal game's prompt and
//! screen, which `learn` shows its steps with.

mod analyze;
mod bench;
mod board;
mod drills;
mod engine;
mod explore;
mod learn;
mod lobby;
mod matches;
mod perft;
mod play;
mod puzzle;
mod puzzles;
mod review;
mod rules;
mod rules_upgrade;
mod selfplay;
mod solve;
mod variants;

use std::process::ExitCode;

use crate::cli::{Cli, Command, PuzzlesCommand, RulesCommand};
use crate::style::Style;

pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let style = Style::for_stdout(cli.color);
    match cli.command {
        Command::Play(args) => play::run(&args, style),
        Command::Lobby(args) => lobby::run(&args, style),
        Command::Variants(args) => variants::run(&args),
        Command::Rules(RulesCommand::Check { files, json }) => rules::check(&files, json),
        Command::Rules(RulesCommand::Show { named, variant }) => {
            rules::show(named.as_deref(), &variant, style)
        }
        Command::Rules(RulesCommand::Upgrade { file, print }) => rules_upgrade::run(&file, print),
        Command::Perft(args) => perft::run(&args),
        Command::Analyze(args) => analyze::run(&args),
        Command::Solve(args) => solve::run(&args),
        Command::Selfplay(args) => selfplay::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Engine(args) => engine::run(&args),
        Command::Match(args) => matches::run(&args),
        Command::Review(args) => review::run(&args),
        Command::Explore(args) => explore::run(&args),
        Command::Learn(args) => learn::run(&args, style),
        Command::Puzzles(PuzzlesCommand::Generate(args)) => puzzles::generate(&args),
        Command::Puzzles(PuzzlesCommand::Check { file }) => puzzles::check(&file),
        Command::Puzzle(args) => puzzle::run(&args, style),
        Command::Drills(args) => drills::run(&args, style),
        Command::Board(args) => board::run(&args),
    }
}
