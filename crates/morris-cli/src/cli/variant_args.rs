//! The arguments of the commands about variants themselves: listing them,
//! checking, showing and upgrading rules files, and making a board.

use std::path::PathBuf;

use clap::Args;
use clap::Subcommand;

use super::VariantName;

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
    /// Replace the back side's file (`board-back.svg`) when it is there
    /// already; the files named are replaced anyway.
    #[arg(long)]
    pub force: bool,
}

/// The paper a print-and-play PDF is laid out for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PaperChoice {
    A4,
    Letter,
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
