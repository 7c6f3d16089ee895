//! `morris lobby SERVER ...`: find an opponent on a morris server.

use clap::{Args, Subcommand};

use super::VariantName;

#[derive(Debug, Args)]
pub struct LobbyArgs {
    /// The morris server (`http://host:7070`).
    #[arg(value_name = "SERVER")]
    pub server: String,
    #[command(subcommand)]
    pub command: Option<LobbyCommand>,
}

#[derive(Debug, Subcommand)]
pub enum LobbyCommand {
    /// The open challenges and the games being played (what `morris lobby
    /// SERVER` shows without a command).
    List,
    /// Play under NAME from now on: this computer keeps a key for it
    /// ($MORRIS_PLAYER_FILE, else $XDG_CONFIG_HOME/morris/player.ron, else
    /// ~/.config/morris/player.ron). 3 to 20 letters a–z, digits, _ or -.
    Name {
        #[arg(value_name = "NAME")]
        name: String,
        /// Claim a name that has a password from this computer: the password
        /// is read from the terminal (not shown) or from standard input.
        #[arg(long)]
        password: bool,
    },
    /// Set (or change) the password of your name on SERVER, so that
    /// `name NAME --password` plays it from another computer. Read from the
    /// terminal (not shown, asked twice) or from standard input.
    Password,
    /// Open a challenge, wait until someone takes it, and play.
    Seek(ChallengeArgs),
    /// Quick pairing: wait in the pool of a variant and clock for a player
    /// of close rating (the range widens as you wait), and play.
    Quick(SeekArgs),
    /// Take a challenge from the list, and play.
    Accept {
        #[arg(value_name = "ID")]
        seek: String,
    },
    /// Watch a game from the list.
    Watch {
        #[arg(value_name = "ROOM")]
        room: String,
    },
    /// The best rated players of a variant.
    Leaderboard {
        /// The variant id (a user variant's: fp-… as the lists show it).
        #[arg(value_name = "VARIANT", default_value = "nine-mens-morris")]
        variant: String,
    },
    /// A player's ratings and recent games.
    Player {
        #[arg(value_name = "NAME")]
        name: String,
    },
    /// Finished games of the server's archive, newest first; with --out,
    /// written to a file as records (up to 10,000).
    Games {
        /// One player's games.
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
        /// One variant's games.
        #[arg(long, value_name = "ID")]
        variant: Option<String>,
        /// Write the games' records to FILE.
        #[arg(long, value_name = "FILE")]
        out: Option<std::path::PathBuf>,
    },
}

/// A challenge: what any seek asks, and who may take it.
#[derive(Debug, Args)]
pub struct ChallengeArgs {
    #[command(flatten)]
    pub seek: SeekArgs,
    /// Only players rated MIN to MAX in the variant may take it (a player
    /// without a rating there counts as 1500), as `1300-1700`.
    #[arg(long, value_name = "MIN-MAX")]
    pub range: Option<morris_online::RatingRange>,
}

#[derive(Debug, Args)]
pub struct SeekArgs {
    #[command(flatten)]
    pub variant: VariantName,
    /// Each player's clock, `5m+3s` (a bare `5+3` is minutes and seconds);
    /// a rated game needs one.
    #[arg(long, value_name = "BASE+INC", value_parser = super::play_args::clock_people_play_on)]
    pub clock: Option<morris_online::TimeControl>,
    /// A rated game (needs a name: `morris lobby SERVER name NAME`).
    #[arg(long)]
    pub rated: bool,
    /// Play White (by default the colours are drawn when the challenge is
    /// taken; always drawn in quick pairing).
    #[arg(long, conflicts_with = "black")]
    pub white: bool,
    /// Play Black.
    #[arg(long)]
    pub black: bool,
}
