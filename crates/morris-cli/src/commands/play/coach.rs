//! The coach in a terminal game: whether it is on, its sentences after a
//! person's turn, and the `threats` command. The judgement is
//! morris-learn's, the words morris-i18n's.

use morris_ai::search::Level;
use morris_core::Game;
use morris_i18n::coach as said;
use morris_learn::coach;

use crate::cli::PlayArgs;

/// Is the coach on: as `--coach` or `--no-coach` asks, else when a person
/// plays the AI at a level the coach speaks against. `players` holds each
/// side's AI level, `None` for a person.
pub(super) fn is_on(args: &PlayArgs, players: [Option<Level>; 2]) -> bool {
    if args.coach || args.no_coach {
        return args.coach;
    }
    let person = players.iter().any(Option::is_none);
    let weak_ai = players.iter().flatten().any(|&l| coach::on_by_default(l));
    person && weak_ai
}

/// The coach's sentences on the game's last turn (the desktop game says the same).
pub(super) fn on_last_turn(game: &Game) -> Vec<String> {
    said::on_last_turn(game)
}

/// The mills each side could close with its next turn, the side to move first.
pub(super) fn threats(game: &Game) -> Vec<String> {
    said::game_threats(game)
}
