//! The command line, as clap types. Values are parsed here; files, variants and
//! positions are loaded by each command through [`crate::setup`].
// The doc comments below and in this folder's files are `--help` text as
// clap prints it, written for the terminal: `self[:LEVEL]` there is a usage
// pattern, not a link.
#![allow(rustdoc::broken_intra_doc_links)]

mod engine_args;
mod learning_args;
mod lobby_args;
mod play_args;
mod shared_args;
mod variant_args;

pub use engine_args::{
    AnalyzeArgs, BenchArgs, EngineArgs, MatchArgs, PerftArgs, PlanScheduler, SelfplayArgs,
    SolveArgs,
};
pub use learning_args::{
    DrillsArgs, ExploreArgs, GenerateArgs, LearnArgs, PuzzleArgs, PuzzlesCommand, ReviewArgs,
};
pub use lobby_args::{ChallengeArgs, LobbyArgs, LobbyCommand, SeekArgs};
pub use play_args::PlayArgs;
pub(crate) use play_args::clock_people_play_on;
pub use shared_args::{PlayerSpec, StartChoice, VariantChoice, VariantName};
pub use variant_args::{BoardArgs, PaperChoice, RulesCommand, VariantsArgs};

use clap::{Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(
    name = "morris",
    version,
    about = "Play the mill (morris) games in the terminal, check rules files, and use the engine from scripts",
    after_help = "Exit codes: 0 success, 1 a check failed (invalid rules file, illegal game record, puzzle set not proved, corrupt drills file), 2 usage or I/O error, 3 a variant out of the command's reach (solve: too large, or a rule the solver does not model)."
)]
pub struct Cli {
    /// When to colour the output (NO_COLOR in the environment turns `auto` off).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// The language of what a player reads: en or fr (default: from LC_ALL, LC_MESSAGES or LANG).
    /// Help texts and machine output (JSON, the engine protocol, records) stay in English.
    #[arg(long, global = true, value_name = "CODE")]
    pub lang: Option<String>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play a game in the terminal, against the AI or another person.
    Play(PlayArgs),
    /// Find an opponent on a morris server: open challenges, rated games,
    /// the leaderboard and the archive of finished games.
    Lobby(LobbyArgs),
    /// List the shipped variants and those in the user rules folder.
    Variants(VariantsArgs),
    /// Check rules files, or show a variant's board and rules.
    #[command(subcommand)]
    Rules(RulesCommand),
    /// Count the turn sequences of a given length (checks move generation).
    Perft(PerftArgs),
    /// Analyse a position: best move, score, line and a value for every move.
    Analyze(AnalyzeArgs),
    /// Build the perfect-play table of a small variant, or endgame tables by sector.
    Solve(SolveArgs),
    /// Let the AI play itself and print a results table.
    Selfplay(SelfplayArgs),
    /// Print the standard speed figures (perft and search nodes per second).
    Bench(BenchArgs),
    /// Speak the mill engines' UCI dialect on stdin and stdout.
    Engine(EngineArgs),
    /// Play a match between two engines (UCI dialect) and print the score and Elo difference.
    Match(MatchArgs),
    /// Review a saved game: each turn's score before and after, marks and the best alternative.
    Review(ReviewArgs),
    /// The opening explorer over a file of records: from a position, the
    /// moves played there, how often, their results and the players' ratings.
    Explore(ExploreArgs),
    /// Learn a variant's rules step by step, each on a position where it acts.
    Learn(LearnArgs),
    /// Make or check sets of puzzles proved by perfect play.
    #[command(subcommand)]
    Puzzles(PuzzlesCommand),
    /// Solve puzzles proved by perfect play, in the terminal.
    Puzzle(PuzzleArgs),
    /// Your own mistakes again: the turns `review --drills` marked, due on a
    /// spaced-repetition schedule ($MORRIS_DRILLS_FILE, else
    /// $XDG_DATA_HOME/morris/drills.ron, else ~/.local/share/morris/drills.ron).
    Drills(DrillsArgs),
    /// Make a variant's board with your hands: a laser cutter's SVG (engrave
    /// and cut layers, the pieces' back side beside it) and a print-and-play PDF.
    Board(BoardArgs),
}
