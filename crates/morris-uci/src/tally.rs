//! The score of a series of games, from one side's point of view.

use morris_core::Color;

/// Wins, draws and losses of one player (engine 1 of a match, the upper level
/// of a ladder pair, White in self-play).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// Counts a game that `winner` won (a draw for `None`), seen by the player of `ours`.
    pub fn add(&mut self, winner: Option<Color>, ours: Color) {
        match winner {
            Some(c) if c == ours => self.wins += 1,
            Some(_) => self.losses += 1,
            None => self.draws += 1,
        }
    }

    pub fn games(self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Points: a win 1, a draw a half.
    pub fn points(self) -> f64 {
        f64::from(self.wins) + f64::from(self.draws) / 2.0
    }

    /// The share of the points, 0 to 1; `None` before any game.
    pub fn score(self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| self.points() / f64::from(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_counted_from_one_side() {
        let mut tally = Tally::default();
        assert_eq!(tally.score(), None);
        tally.add(Some(Color::Black), Color::Black);
        tally.add(Some(Color::White), Color::Black);
        tally.add(None, Color::White);
        tally.add(Some(Color::White), Color::White);
        assert_eq!((tally.wins, tally.draws, tally.losses), (2, 1, 1));
        assert_eq!(tally.points(), 2.5);
        assert_eq!(tally.score(), Some(0.625));
    }
}
