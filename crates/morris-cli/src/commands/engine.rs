//! `morris engine`: the mill programs' UCI dialect on stdin and stdout, so
//! other programs (and `morris match`) can play against our AI.
//!
//! `protocol` reads the lines, `tokens` the move dialect (`d6`, `d6-d5`, `xd1`),
//! `options` the settings, `session` runs the requests, and `worker` searches
//! on a thread of its own so that `stop` is read while the engine thinks.

mod options;
mod output;
mod protocol;
mod session;
pub mod tokens;
mod worker;

use std::io::BufRead;
use std::process::ExitCode;

use clap::Args;
use morris_ai::search::Level;

pub use options::DEFAULT_LEVEL;
use options::Options;
use output::Output;
use session::{Flow, Session};

use crate::exit::usage;

#[derive(Debug, Args)]
#[command(
    after_help = "Protocol (one command a line): uci, isready, setoption name N value V, \
ucinewgame, position startpos|fen STR [moves M ...], go [movetime MS | depth N | nodes N | infinite], \
stop, quit, d (show the position). Moves: d6, d6-d5, and a removal as its own token xd1 \
(d6-d5xd1 is read too). Options: Variant, RulesFile, SkillLevel, MoveTime, Flying."
)]
pub struct EngineArgs {
    /// The variant to start with (`setoption name Variant value ID` changes it).
    #[arg(long, default_value = "nine-mens-morris", value_name = "ID|FILE")]
    pub variant: String,
    /// The playing level, 1 to 10 or perfect; 10 (the default) is the strongest search in the
    /// time given (`setoption name SkillLevel` changes it).
    #[arg(long, value_name = "LEVEL")]
    pub level: Option<String>,
}

pub fn run(args: &EngineArgs) -> anyhow::Result<ExitCode> {
    let level = match &args.level {
        Some(text) => text
            .parse::<Level>()
            .map_err(|e| usage(anyhow::Error::new(e).context("--level")))?,
        None => DEFAULT_LEVEL,
    };
    let mut options = Options::new("", level);
    let source = args.variant.as_str();
    if source.ends_with(".ron") || source.contains(std::path::MAIN_SEPARATOR) {
        options.rules_file = Some(source.to_string());
    } else {
        options.variant = source.to_string();
    }
    let out = Output::new(std::io::stdout());
    let mut session = Session::new(options, crate::ai::clock_seed(), out)
        .map_err(|e| usage(e.context("--variant")))?;
    let mut input = std::io::stdin().lock();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        // Input that is not UTF-8 is read like any other bad line.
        let line = String::from_utf8_lossy(&bytes);
        if session.handle(&line)? == Flow::Quit {
            return Ok(ExitCode::SUCCESS);
        }
    }
    session.finish();
    Ok(ExitCode::SUCCESS)
}
