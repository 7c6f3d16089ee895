//! A rated game's rating change, from the server's archive: the game is
//! archived (and rated) in the same write that ended it.

use morris_i18n::t;
use morris_online::{ArchivedGameView, Side};

/// "Your Three Men's Morris rating: 1500 → 1662 (+162)", for `side` in game
/// `game` (from 0) of `room`; `None` when the archive does not answer.
pub fn rating_line(server: &str, room: &str, game: u32, side: Side) -> Option<String> {
    let path = format!("/api/games/{room}-{}", game + 1);
    let archived: ArchivedGameView = morris_online::client::get_json(server, &path).ok()?;
    let change = match side {
        Side::White => archived.white_rating,
        Side::Black => archived.black_rating,
    }?;
    Some(t!(
        "lobby-rating-change",
        variant = archived.variant_name.as_str(),
        before = format!("{:.0}", change.before),
        after = format!("{:.0}", change.after),
        change = format!("{:+.0}", change.after - change.before)
    ))
}
