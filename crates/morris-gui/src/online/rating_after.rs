//! What a rated game did to the player's rating, shown once it is over:
//! asked of the server's archive, which rates a game in the same write
//! that ends it (the terminal says the same line).

use morris_online::{ArchivedGameView, RoomView, Side, archived_game_path};

use super::fetch::Fetch;

/// The rating line of the room's last rated game, asked once a game.
#[derive(Debug, Default)]
pub struct RatingAfter {
    /// The game asked about (from 0) and its answer.
    asked: Option<(u32, Answer)>,
}

#[derive(Debug)]
enum Answer {
    Waiting(Box<dyn Fetch>),
    /// The line, or none when the archive did not answer or the game was not rated.
    Said(Option<String>),
}

impl RatingAfter {
    /// Asks for game `view.game` of `room` through `get` (a path of the
    /// server) once it is over and rated, for the player of side `me`;
    /// takes the answer when it comes.
    pub fn poll(
        &mut self,
        room: &str,
        view: &RoomView,
        me: Option<Side>,
        get: &mut dyn FnMut(&str) -> Box<dyn Fetch>,
    ) {
        let rated = view.players.as_ref().is_some_and(|p| p.rated);
        let Some(me) = me.filter(|_| rated && view.result.is_some()) else {
            return;
        };
        if self
            .asked
            .as_ref()
            .is_none_or(|(game, _)| *game != view.game)
        {
            let fetch = get(&archived_game_path(room, view.game));
            self.asked = Some((view.game, Answer::Waiting(fetch)));
        }
        if let Some((_, answer)) = &mut self.asked
            && let Answer::Waiting(fetch) = answer
            && let Some(text) = fetch.poll()
        {
            let archived = text
                .ok()
                .and_then(|text| serde_json::from_str::<ArchivedGameView>(&text).ok());
            let line = archived.and_then(|a| morris_i18n::online::rating_change(&a, me));
            *answer = Answer::Said(line);
        }
    }

    /// The line for game `game`, once the archive has said it.
    pub fn line(&self, game: u32) -> Option<&str> {
        match &self.asked {
            Some((asked, Answer::Said(line))) if *asked == game => line.as_deref(),
            _ => None,
        }
    }
}
