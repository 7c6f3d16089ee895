//! `morris`: play the mill games in the terminal, check rules files, and use
//! the engine from scripts. The rules, the AI and the engine protocol are the
//! libraries' (morris-core, morris-ai, morris-uci); this program reads
//! arguments, calls them and prints.

mod ai;
mod board;
mod cli;
mod commands;
mod describe;
mod error_words;
mod exit;
mod player_file;
mod records;
mod setup;
mod style;
mod text;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(err) if exit::is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("morris: {}", error_words::words(&err));
            exit::code_for(&err)
        }
    }
}

fn run() -> anyhow::Result<ExitCode> {
    let cli = match cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => {
            // Help and version go to stdout with 0; usage errors to stderr with 2.
            let _ = err.print();
            return Ok(if err.use_stderr() {
                ExitCode::from(exit::USAGE)
            } else {
                ExitCode::SUCCESS
            });
        }
    };
    morris_i18n::use_environment();
    if let Some(code) = &cli.lang {
        morris_i18n::set_language(code).map_err(exit::usage)?;
    }
    commands::run(cli)
}
