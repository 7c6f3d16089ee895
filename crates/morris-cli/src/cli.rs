//! The command line, as clap types. Values are parsed here; files, variants and
//! positions are loaded by each command through [`crate::setup`].
// The doc comments below are `--help` text as clap prints it, written for
// the terminal: `self[:LEVEL]` there is a usage pattern, not a link.
#![allow(rustdoc::broken_intra_doc_links)]

use std::path::PathBuf;
use std::str::FromStr;

use clap::{Args, Parser, Subcommand, ValueEnum};
use morris_uci::{Sprt, TimeControl};

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

/// `morris board`: where the files go and how the board is made.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("out").required(true).multiple(true).args(["svg", "pdf"])))]
pub struct BoardArgs {
    /// A variant id or a rules file (the same as --variant or --rules).
    #[arg(value_name = "VARIANT|FILE", conflicts_with_all = ["variant", "rules"])]
    pub named: Option<String>,
    #[command(flatten)]
    pub variant: VariantName,
    /// Write the laser cutter's file here; the pieces' back side goes beside
    /// it (`board.svg` and `board-back.svg`).
    #[arg(long, value_name = "OUT")]
    pub svg: Option<PathBuf>,
    /// Write the print-and-play PDF here.
    #[arg(long, value_name = "OUT")]
    pub pdf: Option<PathBuf>,
    /// The board's longer side in millimetres, 40 to 3000 [default: the
    /// largest whose board and pieces fit a 300 × 300 mm laser bed].
    #[arg(long, value_name = "MM")]
    pub size: Option<f64>,
    /// The PDF's paper.
    #[arg(long, value_enum, default_value = "a4")]
    pub paper: PaperChoice,
    /// Engrave (and print) each point's name beside it.
    #[arg(long)]
    pub names: bool,
    /// No ring engraved on Black's pieces (for pieces of two woods).
    #[arg(long)]
    pub no_mark: bool,
}

/// The paper a print-and-play PDF is laid out for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PaperChoice {
    A4,
    Letter,
}

/// Who plays a side: `human`, or `ai` with an optional level (`ai:7`, `ai:perfect`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    Human,
    /// The level as written; `None` is the middle level.
    Ai(Option<String>),
}

impl FromStr for PlayerSpec {
    type Err = String;

    fn from_str(s: &str) -> Result<PlayerSpec, String> {
        match s.split_once(':') {
            None if s == "human" => Ok(PlayerSpec::Human),
            None if s == "ai" => Ok(PlayerSpec::Ai(None)),
            Some(("ai", level)) if !level.is_empty() => Ok(PlayerSpec::Ai(Some(level.to_string()))),
            _ => Err(format!(
                "{s:?} is not a player: use human, ai, or ai:LEVEL (1 to 10, or perfect)"
            )),
        }
    }
}

/// The variant a command works on, the same way in every command: `--variant
/// ID` (a shipped variant or one of the user folder) or `--rules FILE`.
#[derive(Debug, Args)]
pub struct VariantName {
    /// The variant id (see `morris variants`) [default: nine-mens-morris].
    #[arg(long, value_name = "ID", conflicts_with = "rules")]
    pub variant: Option<String>,
    /// A rules file to play instead of a listed variant.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
}

impl VariantName {
    /// The variant id asked for, or the default one (kept apart from
    /// `variant` so a command can tell "not given" from the default spelt out).
    pub fn id(&self) -> &str {
        self.variant
            .as_deref()
            .unwrap_or(morris_core::catalog::DEFAULT_VARIANT)
    }

    /// The option a failed lookup names, and a hint for a file given as an id.
    pub fn failed(&self) -> String {
        let id = self.id();
        match &self.rules {
            Some(_) => "--rules".to_string(),
            None if id.ends_with(".ron") || std::path::Path::new(id).is_file() => {
                format!(
                    "--variant {id:?} takes a variant id; a rules file is given with --rules FILE"
                )
            }
            None => "--variant".to_string(),
        }
    }
}

/// The variant of a game, with flying switched off where asked.
#[derive(Debug, Args)]
pub struct VariantChoice {
    #[command(flatten)]
    pub name: VariantName,
    /// Switch flying off, where the variant allows it.
    #[arg(long)]
    pub no_flying: bool,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub variant: VariantChoice,
    /// Who plays White: human, ai (level 5) or ai:LEVEL (1 weakest to 10, or perfect).
    #[arg(long, default_value = "human", value_name = "PLAYER")]
    pub white: PlayerSpec,
    /// Who plays Black: human, ai (level 5) or ai:LEVEL (1 weakest to 10, or perfect).
    #[arg(long, default_value = "ai", value_name = "PLAYER")]
    pub black: PlayerSpec,
    /// Time the AI may think per move, in seconds.
    #[arg(long, value_name = "SECS", allow_negative_numbers = true)]
    pub time: Option<f64>,
    /// Continue a saved game: ours, or another program's numbered moves or
    /// mill FEN, as review reads them (its record names the variant; with
    /// --rules, a game of that rules file).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["variant", "no_flying"])]
    pub load: Option<PathBuf>,
    /// Seed for the AI's choices among equal moves (the same seed replays the same game).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The coach: after your turn, one sentence when you missed a mill or
    /// left one open to your opponent (type threats at the prompt to see
    /// them). On by default against the AI below level 4.
    #[arg(long, overrides_with = "no_coach")]
    pub coach: bool,
    /// No coach, even against the AI below level 4.
    #[arg(long, overrides_with = "coach")]
    pub no_coach: bool,
    /// Play a friend online: open a room on the morris server at URL
    /// (`http://host:7070`) and print the link to send them.
    #[arg(long, value_name = "URL", conflicts_with_all = ["load", "white", "black", "time", "seed", "coach", "no_coach"])]
    pub host: Option<String>,
    /// Play a friend online: join the room of an invite link (or watch it
    /// from a spectator link, or come back to your seat from your own link).
    #[arg(long, value_name = "LINK",
          conflicts_with_all = ["host", "load", "variant", "rules", "no_flying", "white", "black", "time", "seed",
                              "coach", "no_coach"])]
    pub join: Option<String>,
    /// With --host: a clock for each player, `5m+3s` (five minutes each,
    /// three seconds more after each turn; h, m, s or ms; a bare `5+3` is
    /// minutes and seconds in every command), from a second to a day.
    #[arg(long, value_name = "BASE+INC", requires = "host", value_parser = clock_people_play_on)]
    pub clock: Option<morris_online::TimeControl>,
    /// With --host: play Black in the first game (colours swap at each rematch).
    #[arg(long, requires = "host")]
    pub play_black: bool,
}

#[derive(Debug, Args)]
pub struct VariantsArgs {
    /// Print one JSON document.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
pub enum RulesCommand {
    /// Check variants or rules files: exit 0 when all are valid, 1 when one is
    /// not, 2 when one cannot be read.
    Check {
        /// Variant ids or rules files, as `rules show` takes them.
        #[arg(required = true, value_name = "VARIANT|FILE")]
        files: Vec<String>,
        /// Print one JSON document.
        #[arg(long)]
        json: bool,
    },
    /// Show a variant's board diagram and its rules in plain words.
    Show {
        /// A variant id or a rules file (the same as --variant or --rules).
        #[arg(value_name = "VARIANT|FILE", conflicts_with_all = ["variant", "rules"])]
        named: Option<String>,
        #[command(flatten)]
        variant: VariantName,
    },
    /// Rewrite a rules file in today's form: `full_board` for
    /// `full_board_draw`, and a copied board or variant named as its `board`
    /// or `base`. The rewritten file compiles to the same rules.
    Upgrade {
        /// The rules file to rewrite (it is replaced only when the new text
        /// compiles to the same rules).
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// Print the rewritten file instead of writing it.
        #[arg(long)]
        print: bool,
    },
}

/// A start position: the variant's start, a position string, or turns played from the start.
#[derive(Debug, Args)]
pub struct StartChoice {
    /// A position string instead of the start position (`position` prints one during a game).
    #[arg(long, value_name = "STR", conflicts_with = "moves")]
    pub position: Option<String>,
    /// Turns played from the start, e.g. "d6 d2 d5" (a removal may be a separate token: "g7 xd1").
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    pub moves: Option<String>,
    /// Switch flying off, where the variant allows it.
    #[arg(long)]
    pub no_flying: bool,
}

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
    /// where it solves, else its small endgame sectors) and print the yield.
    Generate {
        /// A shipped variant id (a set names its variant by id).
        variant: String,
        /// Keep this many puzzles at most.
        #[arg(long, value_name = "N", default_value_t = 100)]
        count: usize,
        /// Look at this many positions at most.
        #[arg(long, value_name = "N", default_value_t = 2_000_000)]
        draws: u64,
        /// The seed of the positions looked at (the same seed gives the same set).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the set to this file (default: print it).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Read a set file as from a stranger and prove every puzzle against the table:
    /// exit 0 when all are proved, 1 when one is not, 2 when it cannot be read.
    Check {
        /// The set file.
        file: PathBuf,
    },
}

#[derive(Debug, Args)]
pub struct PuzzleArgs {
    /// A shipped variant id whose shipped set to solve [default: nine-mens-morris].
    #[arg(value_name = "VARIANT", conflicts_with = "file")]
    pub variant: Option<String>,
    /// A set file to solve instead (it is checked against its rules; `puzzles
    /// check` proves it against the table).
    #[arg(long, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// Only puzzles of this theme: win, double-mill, blockade, flying, hold-draw, stop-mill.
    #[arg(long, value_name = "THEME")]
    pub theme: Option<morris_learn::puzzles::Theme>,
    /// Start at this puzzle of the set (from 1) [default: the day's puzzle].
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
    /// Add the turns marked ?? and ? to your drills (see `morris drills`).
    #[arg(long)]
    pub drills: bool,
}

#[derive(Debug, Args)]
pub struct DrillsArgs {
    /// List every drill and when it is due, instead of playing the drills due today.
    #[arg(long)]
    pub list: bool,
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

/// A clock a room can be played on: read as every command reads a clock,
/// then within the limits the server takes.
fn clock_people_play_on(text: &str) -> Result<morris_online::TimeControl, String> {
    let clock: morris_online::TimeControl = text.parse().map_err(|e| format!("{e}"))?;
    clock.within_limits().map_err(|_| {
        format!(
            "{text:?}: a room's clock is from a second to a day, and a turn adds at most an hour"
        )
    })
}
