//! The arguments of `morris play`: a game in the terminal, against the AI,
//! another person at the keyboard, or a friend online.

use std::path::PathBuf;

use clap::{ArgGroup, Args};

use super::{PlayerSpec, VariantChoice};

#[derive(Debug, Args)]
#[command(group(ArgGroup::new("room_server").args(["host", "seek"])))]
#[command(group(ArgGroup::new("lobby_server").args(["seek", "quick"])))]
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
    /// Find an opponent on the morris server at URL: open a challenge in its
    /// lobby, as `morris lobby URL seek` does (with --variant or --rules,
    /// --clock, --rated, --range, --play-white or --play-black), and play it
    /// once someone takes it.
    #[arg(long, value_name = "URL",
          conflicts_with_all = ["host", "join", "load", "no_flying", "white", "black", "time", "seed",
                              "coach", "no_coach"])]
    pub seek: Option<String>,
    /// Quick pairing on the morris server at URL: wait in the pool of VARIANT
    /// and CLOCK for a player of close rating, as `morris lobby URL quick`
    /// does (--rated for a rated game), and play.
    #[arg(long, num_args = 3, value_names = ["URL", "VARIANT", "CLOCK"],
          conflicts_with_all = ["host", "join", "seek", "load", "variant", "rules", "no_flying", "white",
                              "black", "time", "seed", "coach", "no_coach", "clock"])]
    pub quick: Option<Vec<String>>,
    /// With --host or --seek: a clock for each player, `5m+3s` (five minutes
    /// each, three seconds more after each turn; h, m, s or ms; a bare `5+3`
    /// is minutes and seconds in every command), from a second to a day.
    #[arg(long, value_name = "BASE+INC", requires = "room_server", value_parser = clock_people_play_on)]
    pub clock: Option<morris_online::TimeControl>,
    /// With --host: play Black in the first game (colours swap at each
    /// rematch); with --seek, play Black (else the colours are drawn).
    #[arg(long, requires = "room_server")]
    pub play_black: bool,
    /// With --seek: play White (else the colours are drawn).
    #[arg(long, requires = "seek", conflicts_with = "play_black")]
    pub play_white: bool,
    /// With --seek or --quick: a rated game (needs a name: `morris lobby URL name NAME`).
    #[arg(long, requires = "lobby_server")]
    pub rated: bool,
    /// With --seek: only players rated MIN to MAX in the variant may take it.
    #[arg(long, value_name = "MIN-MAX", requires = "seek")]
    pub range: Option<morris_online::RatingRange>,
}

/// A clock a room can be played on: read as every command reads a clock,
/// then within the limits the server takes.
pub(crate) fn clock_people_play_on(text: &str) -> Result<morris_online::TimeControl, String> {
    let clock: morris_online::TimeControl = text.parse().map_err(|e| format!("{e}"))?;
    clock.within_limits().map_err(|_| {
        format!(
            "{text:?}: a room's clock is from a second to a day, and a turn adds at most an hour"
        )
    })
}
