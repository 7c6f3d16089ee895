//! A rated game's rating change, from the server's archive: the game is
//! archived (and rated) in the same write that ended it.

use morris_online::{ArchivedGameView, RoomView, Side};

/// The rating change of this player after each rated game, asked of the
/// server's archive once a game.
#[derive(Debug, Default)]
pub struct RatingLines {
    /// The game asked for and its line.
    said: Option<(u32, Option<String>)>,
}

impl RatingLines {
    /// The line for `view`'s game once it is over, for the player of `me`.
    pub fn after(
        &mut self,
        server: &str,
        room: &str,
        view: &RoomView,
        me: Option<Side>,
    ) -> Option<String> {
        let rated = view.players.as_ref().is_some_and(|p| p.rated);
        let me = me.filter(|_| rated && view.result.is_some())?;
        if self
            .said
            .as_ref()
            .is_none_or(|(game, _)| *game != view.game)
        {
            self.said = Some((view.game, rating_line(server, room, view.game, me)));
        }
        self.said.as_ref().and_then(|(_, line)| line.clone())
    }
}

/// "Your Three Men's Morris rating: 1500 → 1662 (+162)", for `side` in game
/// `game` (from 0) of `room`; `None` when the archive does not answer.
fn rating_line(server: &str, room: &str, game: u32, side: Side) -> Option<String> {
    let path = morris_online::archived_game_path(room, game);
    let archived: ArchivedGameView = morris_online::client::get_json(server, &path).ok()?;
    morris_i18n::online::rating_change(&archived, side)
}
