//! The arguments of the engine's commands: counting turns, analysing,
//! solving, self-play, speed figures, the UCI dialect and engine matches.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use morris_uci::{Sprt, TimeControl};

use super::{PlayerSpec, StartChoice, VariantChoice, VariantName};

#[derive(Debug, Args)]
#[command(override_usage = "morris perft [OPTIONS] [VARIANT|FILE] <DEPTH>")]
pub struct PerftArgs {
    /// A variant id or a rules file (the same as --variant or --rules), then
    /// the number of turns to count.
    #[arg(value_names = ["VARIANT|FILE", "DEPTH"], num_args = 1..=2, required = true)]
    pub counted: Vec<String>,
    #[command(flatten)]
    pub variant: VariantName,
    #[command(flatten)]
    pub start: StartChoice,
    /// Count each first turn separately.
    #[arg(long)]
    pub divide: bool,
    /// Print one JSON document.
    #[arg(long)]
    pub json: bool,
}
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// A variant id or a rules file (the same as --variant or --rules).
    #[arg(value_name = "VARIANT|FILE", conflicts_with_all = ["variant", "rules"])]
    pub named: Option<String>,
    #[command(flatten)]
    pub variant: VariantName,
    #[command(flatten)]
    pub start: StartChoice,
    /// Search this many turns deep.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub depth: Option<u32>,
    /// Search this long, in seconds.
    #[arg(long, value_name = "SECS", allow_negative_numbers = true)]
    pub time: Option<f64>,
    /// Search on this many threads together (Lazy SMP); with more than one the result varies
    /// from run to run.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..=morris_ai::search::MAX_THREADS as i64))]
    pub threads: u32,
    /// Print one JSON document.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
#[command(
    after_help = "Endgame tables by sector, for boards too large to solve whole:\n  \
    morris solve nine-mens-morris --sectors max=8\n  \
    morris solve nine-mens-morris --sectors 5-4 --no-flying\n\n\
A sector is the movement phase (both hands empty) with so many pieces on the board for the side \
to move and for the other side: 4-3 is four to move against three. A sector is solved with its \
twin (4-3 with 3-4) and every smaller sector it leads to; sectors already in the cache folder \
are loaded, not solved again. Flying on and flying off are separate tables. The search, \
analysis, the engine and the desktop game use the tables wherever a position falls in one.\n\n\
On a cluster, with the Slurm batch scheduler:\n  \
    morris solve nine-mens-morris --sectors max=10 --plan slurm --plan-dir plan --plan-cache /shared/morris\n  \
    bash plan/submit.sh --partition=long\n\n\
--plan writes a plan instead of solving: submit.sh submits one job per pair of sectors, each after \
the jobs of the pairs it depends on have ended well (sbatch --dependency=afterok), asking for the \
pair's estimated memory; each job is `morris solve --sectors PAIR` into the shared folder, loading \
from there the pairs it depends on. plan.json lists the jobs. The jobs resume: running submit.sh \
again after a failure submits only the pairs whose file is not in the shared folder yet. What \
follows submit.sh goes to every sbatch."
)]
pub struct SolveArgs {
    /// A variant id or a rules file (the same as --variant or --rules).
    #[arg(value_name = "VARIANT|FILE", conflicts_with_all = ["variant", "rules"])]
    pub named: Option<String>,
    #[command(flatten)]
    pub variant: VariantName,
    /// Switch flying off, where the variant allows it.
    #[arg(long)]
    pub no_flying: bool,
    /// Solve movement-phase sectors instead of the whole game: a list such as
    /// 3-3,4-3 (pieces of the side to move, then of the other side), or max=N
    /// for every sector with at most N pieces on the board.
    #[arg(long, value_name = "SECTORS")]
    pub sectors: Option<morris_ai::solve::SectorChoice>,
    /// The most memory the solve may use, in MB (2048 unless given).
    #[arg(long, value_name = "MB", value_parser = clap::value_parser!(u64).range(1..))]
    pub memory: Option<u64>,
    /// Print one JSON document.
    #[arg(long)]
    pub json: bool,
    /// Write the sector solve as jobs for a batch scheduler instead of
    /// solving here (see below); --memory then refuses a job larger than it.
    #[arg(long, value_enum, value_name = "SCHEDULER", requires_all = ["sectors", "plan_dir"])]
    pub plan: Option<PlanScheduler>,
    /// The folder the plan is written to: submit.sh, plan.json, each job's
    /// script (jobs/) and its output (logs/).
    #[arg(long, value_name = "DIR", requires = "plan")]
    pub plan_dir: Option<PathBuf>,
    /// The folder the jobs share for the sector files, one every node
    /// reaches [default: the cache folder, $MORRIS_CACHE_DIR or ~/.cache/morris].
    #[arg(long, value_name = "DIR", requires = "plan")]
    pub plan_cache: Option<PathBuf>,
    /// The morris program the jobs run [default: this one].
    #[arg(long, value_name = "PATH", requires = "plan")]
    pub plan_morris: Option<PathBuf>,
    /// Replace the files of a plan already in --plan-dir.
    #[arg(long, requires = "plan")]
    pub force: bool,
}

/// The batch schedulers a sector solve can be planned for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PlanScheduler {
    /// Slurm: a bash script of sbatch commands.
    Slurm,
}

#[derive(Debug, Args)]
pub struct SelfplayArgs {
    /// A variant id or a rules file (the same as --variant or --rules).
    #[arg(value_name = "VARIANT|FILE", conflicts_with_all = ["variant", "rules"])]
    pub named: Option<String>,
    #[command(flatten)]
    pub variant: VariantName,
    /// The AI playing White: ai or ai:LEVEL.
    #[arg(long, default_value = "ai", value_name = "PLAYER")]
    pub white: PlayerSpec,
    /// The AI playing Black: ai or ai:LEVEL.
    #[arg(long, default_value = "ai", value_name = "PLAYER")]
    pub black: PlayerSpec,
    /// How many games to play.
    #[arg(long, default_value_t = 10, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub games: u32,
    /// Time per move, in seconds.
    #[arg(long, value_name = "SECS", allow_negative_numbers = true)]
    pub time: Option<f64>,
    /// Seed of the first game; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Turns played at random (from the seed) before the AIs take over, so that
    /// the strongest levels, which leave nothing to chance, do not repeat one game.
    #[arg(long, default_value_t = 2, value_name = "K")]
    pub random_turns: u32,
    /// Switch flying off, where the variant allows it.
    #[arg(long)]
    pub no_flying: bool,
    /// Print one JSON document.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Run shorter measurements (less precise).
    #[arg(long)]
    pub quick: bool,
}

#[derive(Debug, Args)]
#[command(
    after_help = "Protocol (one command a line): uci, isready, setoption name N value V, \
ucinewgame, position startpos|fen STR [moves M ...], go [movetime MS | depth N | nodes N | infinite \
| wtime MS btime MS [winc MS binc MS movestogo N]], stop, quit, d (show the position). \
Moves: d6, d6-d5, and a removal as its own token xd1 (d6-d5xd1 is read too). \
Options: Variant, RulesFile, SkillLevel, MoveTime, Flying, Threads."
)]
pub struct EngineArgs {
    /// The variant to start with (`setoption name Variant value ID` or
    /// `setoption name RulesFile value FILE` changes it).
    #[command(flatten)]
    pub variant: VariantName,
    /// The playing level, 1 to 10 or perfect; 10 (the default) is the strongest search in the
    /// time given (`setoption name SkillLevel` changes it).
    #[arg(long, value_name = "LEVEL")]
    pub level: Option<String>,
    /// Search on this many threads (`setoption name Threads` changes it).
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..=morris_ai::search::MAX_THREADS as i64))]
    pub threads: u32,
}

#[derive(Debug, Args)]
pub struct MatchArgs {
    #[command(flatten)]
    pub variant: VariantChoice,
    /// An engine: a command line ("morris engine", "./my-engine --flag"), or
    /// self[:LEVEL] for our AI in this process. Give it twice.
    #[arg(
        long = "engine",
        value_name = "CMD",
        required = true,
        allow_hyphen_values = true
    )]
    pub engines: Vec<String>,
    /// How many games; the engines take turns with White. With --sprt, the most games.
    #[arg(long, default_value_t = 2, value_name = "N")]
    pub games: u32,
    /// Thinking time per move, in milliseconds (unless --clock is given).
    #[arg(long, default_value_t = 1000, value_name = "MS")]
    pub movetime: u64,
    /// Play on a clock instead: BASE each and INC more after every turn, with
    /// units (e.g. 10s+0.1s, or 60s without an increment; h, m, s or ms; a
    /// bare 5+3 is minutes and seconds in every command); a side whose clock
    /// runs out loses on time.
    #[arg(long, value_name = "BASE+INC", conflicts_with = "movetime")]
    pub clock: Option<TimeControl>,
    /// Extra time an engine gets before a missing reply loses, or on a clock
    /// how far below zero its clock may run, in milliseconds.
    #[arg(long, default_value_t = 1000, value_name = "MS")]
    pub margin: u64,
    /// Start each pair of games from K random turns, played once with each colour.
    #[arg(long, default_value_t = 0, value_name = "K")]
    pub openings: usize,
    /// Start the pairs of games from these positions in turn, one position
    /// string a line ("WWW.B.B..B......B....... b 0 0"; # begins a comment),
    /// then the random turns of --openings.
    #[arg(long, value_name = "FILE")]
    pub positions: Option<PathBuf>,
    /// A game still going after this many turns is a draw.
    #[arg(long, default_value_t = 500, value_name = "N")]
    pub max_turns: usize,
    /// Seed of the openings (and of the in-process AI's choices).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write every game as a record to this file, rewritten after each game so
    /// that a match stopped early keeps the games it finished.
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
    /// Stop when a sequential probability ratio test decides between engine 1
    /// being ELO0 and ELO1 Elo stronger (e.g. 0,20), with 5% error chances each
    /// way; --games (an even number) is then the most games.
    #[arg(long, value_name = "ELO0,ELO1", allow_hyphen_values = true)]
    pub sprt: Option<Sprt>,
}
