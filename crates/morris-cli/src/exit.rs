//! The exit codes, a documented contract: 0 success, 1 a check failed (an
//! invalid rules file, an illegal game record, a puzzle set that is not
//! proved, a corrupt drills file), 2 a usage or I/O error, 3 a variant out of
//! a command's reach (`solve` on a variant too large, or with a rule the
//! solver does not model).

use std::process::ExitCode;

use morris_core::record::{FileError, ImportError, RecordError};
use morris_core::{LoadError, RulesError};
use morris_learn::drills::DrillsFileError;
use morris_learn::puzzles::SetFileError;

pub const CHECK_FAILED: u8 = 1;
pub const USAGE: u8 = 2;
pub const OUT_OF_REACH: u8 = 3;

/// The exit code of a solve that finished: an I/O error (2) when its table
/// could not be saved, though the results were printed, so that a script
/// never takes an unsaved table for a saved one.
pub fn saved(not_saved: bool) -> ExitCode {
    if not_saved {
        ExitCode::from(USAGE)
    } else {
        ExitCode::SUCCESS
    }
}

/// The exit code for an error that ended the program.
pub fn code_for(err: &anyhow::Error) -> ExitCode {
    for cause in err.chain() {
        if cause.downcast_ref::<Usage>().is_some() {
            return ExitCode::from(USAGE);
        }
        if cause.downcast_ref::<OutOfReach>().is_some() {
            return ExitCode::from(OUT_OF_REACH);
        }

        let check_failed = cause.downcast_ref::<RecordError>().is_some()
            || cause.downcast_ref::<ImportError>().is_some()
            || matches!(
                cause.downcast_ref::<FileError>(),
                Some(FileError::Record { .. })
            )
            || cause.downcast_ref::<RulesError>().is_some()
            || matches!(cause.downcast_ref::<LoadError>(), Some(LoadError::Rules(_)))
            || matches!(
                cause.downcast_ref::<SetFileError>(),
                Some(SetFileError::At { .. })
            )
            || matches!(
                cause.downcast_ref::<DrillsFileError>(),
                Some(DrillsFileError::At { .. })
            );
        if check_failed {
            return ExitCode::from(CHECK_FAILED);
        }
    }
    ExitCode::from(USAGE)
}

/// A closed stdout (`morris perft ... | head`) ends the program quietly.
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// A bad argument, whatever error it came from: exits with [`USAGE`] even when
/// the cause would be a failed check in a file (`--moves "d6 d6"`). It keeps
/// the error itself, so that the player reads it in their language.
#[derive(Debug)]
pub struct Usage(pub anyhow::Error);

impl std::fmt::Display for Usage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:#}", self.0)
    }
}

impl std::error::Error for Usage {}

/// Turns any error about an argument into a [`Usage`] error, keeping its message.
pub fn usage(err: impl Into<anyhow::Error>) -> anyhow::Error {
    anyhow::Error::new(Usage(err.into()))
}

/// A variant the command cannot handle, though nothing was wrong with the
/// request or a file: exits with [`OUT_OF_REACH`], keeping the message.
#[derive(Debug)]
pub struct OutOfReach(pub anyhow::Error);

impl std::fmt::Display for OutOfReach {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:#}", self.0)
    }
}

impl std::error::Error for OutOfReach {}

/// Marks an error as [`OutOfReach`], keeping its message.
pub fn out_of_reach(err: impl Into<anyhow::Error>) -> anyhow::Error {
    anyhow::Error::new(OutOfReach(err.into()))
}
