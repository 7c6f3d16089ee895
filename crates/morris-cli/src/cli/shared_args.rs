//! The arguments several commands take the same way: who plays a side, the
//! variant, and the start position.

use std::path::PathBuf;
use std::str::FromStr;

use clap::Args;

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
