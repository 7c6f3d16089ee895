//! The drills of a reviewed game: one per turn the review marked `??` or
//! `?`, of the player's side where it is known.

use morris_ai::review::Review;
use morris_core::move_text;
use morris_core::record::Mark;
use morris_core::{Color, Game};

use super::day::Day;
use super::drill::{Drill, DrillMark};
use super::schedule::Schedule;

impl Drill {
    /// One drill per turn of `review` marked `??` or `?`, due `today`. A
    /// turn whose position the game does not hold, or whose player is not
    /// the side to move there, is left out: the review is of another game.
    pub fn from_review(game: &Game, review: &Review, today: Day) -> Vec<Drill> {
        Drill::from_players_review(game, review, today, None)
    }

    /// [`Drill::from_review`] of the turns `player` played only (of both
    /// sides with `None`): a player drills their own mistakes, not the
    /// computer's.
    pub fn from_players_review(
        game: &Game,
        review: &Review,
        today: Day,
        player: Option<Color>,
    ) -> Vec<Drill> {
        let rules = game.rules();
        review
            .turns
            .iter()
            .filter(|turn| player.is_none_or(|side| turn.side == side))
            .filter_map(|turn| {
                let mark = match turn.mark? {
                    Mark::Blunder => DrillMark::Blunder,
                    Mark::Mistake => DrillMark::Mistake,
                    _ => return None,
                };
                let position = game.position_at(turn.turn)?;
                let played = *game.moves().get(turn.turn)?;
                if game.player_of(turn.turn) != Some(turn.side) || played != turn.played {
                    return None;
                }
                Some(Drill {
                    variant: rules.id().to_string(),
                    position: position.to_text(rules),
                    played: move_text(rules, turn.played),
                    best: move_text(rules, turn.best),
                    mark,
                    exact: turn.exact,
                    schedule: Schedule::new(today),
                })
            })
            .collect()
    }
}
