//! The table of self-play games, its columns as wide as their headings in
//! the player's language.

use morris_i18n::{t, words};
use morris_uci::End;

/// The headings, and the widths of the first three columns.
pub struct Table {
    game: String,
    result: String,
    turns: String,
    reason: String,
}

/// The narrowest the columns are: `game` and `turns` hold numbers, `result` `1/2-1/2`.
const MIN_WIDTHS: [usize; 3] = [5, 7, 5];

impl Table {
    pub fn new() -> Table {
        Table {
            game: t!("selfplay-column-game"),
            result: t!("selfplay-column-result"),
            turns: t!("selfplay-column-turns"),
            reason: t!("selfplay-column-reason"),
        }
    }

    fn widths(&self) -> [usize; 3] {
        let chars = [&self.game, &self.result, &self.turns].map(|h| h.chars().count());
        [0, 1, 2].map(|i| chars[i].max(MIN_WIDTHS[i]))
    }

    pub fn header(&self) -> String {
        let [g, r, n] = self.widths();
        format!(
            "{:>g$}  {:<r$}  {:>n$}  {}",
            self.game, self.result, self.turns, self.reason
        )
    }

    pub fn row(&self, game: u32, result: &str, turns: usize, reason: &str) -> String {
        let [g, r, n] = self.widths();
        format!("{game:>g$}  {result:<r$}  {turns:>n$}  {reason}")
    }
}

/// Why a game ended, for the table.
pub fn reason_words(end: &End) -> String {
    match end {
        End::Rules(outcome) => words::reason(outcome.reason),
        End::TurnLimit(turns) => t!("selfplay-stopped", turns = *turns),
        End::Forfeit {
            side,
            at_start: true,
            ..
        } => t!("selfplay-did-not-start", side = words::color(*side)),
        End::Forfeit { side, .. } => t!("selfplay-forfeit", side = words::color(*side)),
    }
}
