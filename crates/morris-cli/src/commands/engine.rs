//! `morris engine`: the mill programs' UCI dialect on stdin and stdout, so
//! other programs (and `morris match`) can play against our AI. The protocol
//! is `morris_uci::Session`; this module reads the arguments and the input.

use std::process::ExitCode;

use morris_ai::search::Level;
use morris_uci::{DEFAULT_ENGINE_LEVEL, Options, Session};

use crate::cli::EngineArgs;
use crate::exit::usage;

pub fn run(args: &EngineArgs) -> anyhow::Result<ExitCode> {
    let level = match &args.level {
        Some(text) => text
            .parse::<Level>()
            .map_err(|e| usage(anyhow::Error::new(e).context("--level")))?,
        None => DEFAULT_ENGINE_LEVEL,
    };
    let mut options = Options::new(args.variant.id(), level);
    options.rules_file = args
        .variant
        .rules
        .as_ref()
        .map(|path| path.display().to_string());
    options.threads = args.threads as usize;
    let mut session = Session::new(options, crate::ai::clock_seed(), std::io::stdout())
        .map_err(|e| usage(anyhow::Error::new(e).context(args.variant.failed())))?;
    session.serve(std::io::stdin().lock())?;
    Ok(ExitCode::SUCCESS)
}
