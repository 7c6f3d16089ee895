//! The arguments of the commands that teach: learning a variant's rules,
//! reviewing a game, puzzles and drills.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::VariantName;

#[derive(Debug, Args)]
pub struct LearnArgs {
    /// A variant id or a rules file (the same as --variant or --rules).
    #[arg(value_name = "VARIANT|FILE", conflicts_with_all = ["variant", "rules"])]
    pub named: Option<String>,
    #[command(flatten)]
    pub variant: VariantName,
}

#[derive(Debug, Subcommand)]
pub enum PuzzlesCommand {
    /// Make a set of puzzles from a variant's exact table (its whole table
    /// where it solves, else its small endgame sectors), or with --tactics
    /// from self-play, and print the yield.
    Generate(GenerateArgs),
    /// Read a set file as from a stranger and prove every puzzle against the table:
    /// exit 0 when all are proved, 1 when one is not, 2 when it cannot be read.
    Check {
        /// The set file.
        file: PathBuf,
        /// The rules file of a set made for one (named by its fingerprint).
        #[arg(long, value_name = "FILE")]
        rules: Option<PathBuf>,
    },
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// A shipped variant id (a set names its variant by id).
    #[arg(required_unless_present = "rules", conflicts_with = "rules")]
    pub variant: Option<String>,
    /// A rules file instead: the set names its rules by their fingerprint,
    /// and is read back only with the same rules given.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// Keep this many puzzles at most (at least 1: a set holds a puzzle).
    #[arg(long, value_name = "N", default_value_t = 100,
          value_parser = clap::value_parser!(u64).range(1..=morris_learn::puzzles::MAX_PUZZLES as u64))]
    pub count: u64,
    /// Look at this many positions at most.
    #[arg(long, value_name = "N", default_value_t = 2_000_000)]
    pub draws: u64,
    /// The seed of the positions looked at (the same seed gives the same set).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write the set to this file (default: print it).
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Make tactical puzzles of the whole game instead (a piece won, a double
    /// threat, a running mill, a blockade, a threat stopped), from games the
    /// computer plays against itself, proved by bounded search.
    #[arg(long)]
    pub tactics: bool,
    /// With --tactics: play this many games at most.
    #[arg(long, value_name = "N", default_value_t = 1_000, requires = "tactics")]
    pub games: u64,
    /// With --tactics: keep only puzzles of this theme (double-threat,
    /// win-piece, running-mill, block-in, stop-threat).
    #[arg(long, value_name = "THEME", requires = "tactics")]
    pub theme: Option<morris_learn::puzzles::Theme>,
    /// Add the puzzles made to this set's (its own first, symmetric twins left out).
    #[arg(long, value_name = "FILE")]
    pub add_to: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct PuzzleArgs {
    /// A shipped variant id whose set to solve (made now for a variant that
    /// ships none) [default: nine-mens-morris].
    #[arg(value_name = "VARIANT", conflicts_with_all = ["file", "rules"])]
    pub variant: Option<String>,
    /// A set file to solve instead (it is checked against its rules; `puzzles
    /// check` proves it against the table).
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// A rules file nobody shipped: its puzzles are made now, or with --file
    /// read from a set made for it.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// Only puzzles of this theme: win, double-mill, blockade, flying, hold-draw, stop-mill,
    /// double-threat, win-piece, running-mill, block-in, stop-threat.
    #[arg(long, value_name = "THEME")]
    pub theme: Option<morris_learn::puzzles::Theme>,
    /// Go through the set in order from this puzzle (from 1) [default: each
    /// puzzle chosen near your rating, new ones first].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub number: Option<u64>,
}

#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// The game record: ours, or another program's (see docs/records.md).
    pub record: PathBuf,
    /// The record's format: record, numeric or fen (default: detected).
    #[arg(long, value_name = "FORMAT")]
    pub format: Option<morris_core::record::Format>,
    /// The rules file the game was played with, when it is not beside the
    /// record nor in the user rules folder.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// Search each position this many turns deep.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub depth: Option<u32>,
    /// Search each position this long, in seconds (without --depth or
    /// --time: depth 8 within 0.4 s a position, as the desktop game reviews).
    #[arg(long, value_name = "SECS", allow_negative_numbers = true)]
    pub time: Option<f64>,
    /// Print one JSON document.
    #[arg(long)]
    pub json: bool,
    /// Save the record with the marks, and the best move as a comment and a variation.
    #[arg(long, value_name = "FILE")]
    pub write: Option<PathBuf>,
    /// Add the turns marked ?? and ? to your drills (see `morris drills`):
    /// only your side's, where the record's White or Black tag names the
    /// computer, or --side says which.
    #[arg(long)]
    pub drills: bool,
    /// The side you played, whose mistakes become drills [default: the one
    /// the computer did not play, from the record's tags; else both].
    #[arg(long, value_name = "SIDE", requires = "drills")]
    pub side: Option<Side>,
}

/// A side of the board, as an option's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Side {
    White,
    Black,
}

impl From<Side> for morris_core::Color {
    fn from(side: Side) -> morris_core::Color {
        match side {
            Side::White => morris_core::Color::White,
            Side::Black => morris_core::Color::Black,
        }
    }
}

#[derive(Debug, Args)]
pub struct ExploreArgs {
    /// A file of game records (a downloaded archive, your own games).
    #[arg(required_unless_present = "server", conflicts_with = "server")]
    pub records: Option<PathBuf>,
    /// A morris server (`http://host:port`) whose archive to explore instead of a file.
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    #[command(flatten)]
    pub variant: super::VariantName,
    /// The position to look at: turns played from the start, e.g. "d6 d2".
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    pub moves: Option<String>,
}

#[derive(Debug, Args)]
pub struct DrillsArgs {
    /// List every drill and when it is due, instead of playing the drills due today.
    #[arg(long)]
    pub list: bool,
}
