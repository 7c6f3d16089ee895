//! A game of a room the lobby paired, as the archive keeps it: who played
//! which side, how it ended, whether it is rated, and its record's tags.

use morris_core::Game;
use morris_core::record::Tags;
use morris_online::{EndReason, GameResult, Side, TimeControl};

use super::RoomState;
use crate::room_settings::{LobbySeats, Seated};

/// A finished game for the archive.
#[derive(Clone, Debug)]
pub struct ArchiveEntry {
    /// `ROOM-N`, N counting the room's games from 1.
    pub id: String,
    pub finished_ms: i64,
    pub seats: LobbySeats,
    pub white: Option<Seated>,
    pub black: Option<Seated>,
    pub result: GameResult,
    /// Rated: the room is, both sides are named, and both played a turn
    /// (an abort before that is not rated).
    pub rated: bool,
    /// The side that aborted the game (lost it before both sides had played
    /// a turn) or abandoned it: what holds a player back from rated play.
    pub left_by: Option<Side>,
    pub clock: Option<TimeControl>,
    pub game: Game,
    pub tags: Tags,
}

impl RoomState {
    /// The game that `after` (this state with new events applied) finished,
    /// when it is a lobby room's game that was still going here.
    pub fn finished_by(&self, after: &RoomState, room: &str, at_ms: i64) -> Option<ArchiveEntry> {
        let seats = after.settings.lobby.clone()?;
        let result = after.result?;
        if self.result.is_some() || self.game_no != after.game_no {
            return None;
        }
        let [white, black] = after.seated_by_side(&seats);
        let game = after.game.clone();
        let both_moved = [morris_core::Color::White, morris_core::Color::Black]
            .iter()
            .all(|&side| (0..game.moves().len()).any(|i| game.player_of(i) == Some(side)));
        let left_by = result
            .winner
            .filter(|_| !both_moved || result.reason == EndReason::Abandoned)
            .map(Side::opponent);
        Some(ArchiveEntry {
            id: format!("{room}-{}", after.game_no + 1),
            finished_ms: at_ms,
            rated: seats.rated && white.is_some() && black.is_some() && both_moved,
            left_by,
            tags: after.record_tags(after.game_no, after.creator_side(), Some(result)),
            seats,
            white,
            black,
            result,
            clock: after.settings.clock,
            game,
        })
    }

    /// The lobby's players as `[white, black]` in the game now.
    pub(super) fn seated_by_side(&self, seats: &LobbySeats) -> [Option<Seated>; 2] {
        match self.creator_side() {
            Side::White => [seats.creator.clone(), seats.guest.clone()],
            Side::Black => [seats.guest.clone(), seats.creator.clone()],
        }
    }
}
