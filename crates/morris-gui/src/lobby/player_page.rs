//! A player's page in the lobby (`GET /api/players/NAME`): ratings per
//! variant, recent games each opened on the board to replay and review
//! (`GET /api/games/ID.txt`), and the viewer's results against them.

use egui::Ui;
use morris_i18n::{online as words, t};
use morris_online::{ArchivedGameView, PlayerPage};

use crate::online::fetch::{Answer, Fetch};

/// The page of one player, asked or shown.
#[derive(Debug)]
pub struct PlayerPageShown {
    name: String,
    answer: Answer<PlayerPage>,
}

/// What a click on the page asks for.
pub enum PageClick {
    Close,
    /// Download the player's games in one records file.
    Download(String),
    /// Open the archived game of this id on the board.
    Open(String),
}

impl PlayerPageShown {
    /// The page of `name`, asked with `fetch`.
    pub fn asked(name: &str, fetch: Box<dyn Fetch>) -> PlayerPageShown {
        PlayerPageShown {
            name: name.to_string(),
            answer: Answer::Waiting(fetch),
        }
    }

    pub fn poll(&mut self) {
        self.answer
            .poll(|text| serde_json::from_str(&text).map_err(|e| e.to_string()));
    }

    /// Draws the page for the viewer named `viewer` (if they have a name).
    pub fn ui(&self, ui: &mut Ui, viewer: Option<&str>) -> Option<PageClick> {
        let mut click = None;
        ui.horizontal(|ui| {
            ui.strong(t!("lobby-player", name = self.name.as_str()));
            if ui.button(t!("gui-lobby-player-close")).clicked() {
                click = Some(PageClick::Close);
            }
        });
        let page = match &self.answer {
            Answer::Waiting(_) => {
                ui.label(t!("gui-lobby-player-loading", name = self.name.as_str()));
                return click;
            }
            Answer::Came(Err(why)) => {
                let said = t!("gui-lobby-no-player", name = self.name.as_str(), why = why);
                ui.colored_label(ui.visuals().error_fg_color, said);
                return click;
            }
            Answer::Came(Ok(page)) => page,
        };
        if page.ratings.is_empty() {
            ui.label(t!("lobby-player-unrated"));
        }
        for rating in &page.ratings {
            ui.label(words::variant_rating(rating));
        }
        let history = page
            .games
            .iter()
            .filter_map(|game| words::rating_history_line(game, &page.name));
        for (i, line) in history.enumerate() {
            if i == 0 {
                ui.label(t!("lobby-history"));
            }
            ui.label(line);
        }
        if let Some(viewer) = viewer.filter(|v| !v.eq_ignore_ascii_case(&page.name)) {
            let [wins, draws, losses] = results_against(&page.games, viewer);
            if wins + draws + losses > 0 {
                ui.label(t!(
                    "gui-lobby-against",
                    name = page.name.as_str(),
                    wins = wins,
                    draws = draws,
                    losses = losses
                ));
            }
        }
        ui.horizontal(|ui| {
            ui.label(t!("gui-lobby-player-games"));
            let download = ui
                .small_button(t!("gui-lobby-download-player"))
                .on_hover_text(t!("gui-lobby-download-hover"));
            if download.clicked() {
                click = Some(PageClick::Download(page.name.clone()));
            }
        });
        if page.games.is_empty() {
            ui.label(t!("lobby-archive-empty"));
        }
        for game in &page.games {
            ui.horizontal(|ui| {
                let line = words::archived_game(game);
                let open = ui
                    .button(t!("gui-lobby-open-game"))
                    .on_hover_text(t!("gui-lobby-open-game-hover"));
                super::row_name::said_with(&open, &t!("gui-lobby-open-game"), &line);
                if open.clicked() {
                    click = Some(PageClick::Open(game.id.clone()));
                }
                ui.label(line);
            });
        }
        click
    }
}

/// The viewer's wins, draws and losses in `games` (a page's recent games).
pub fn results_against(games: &[ArchivedGameView], viewer: &str) -> [usize; 3] {
    let mut counts = [0; 3];
    for game in games {
        let is_viewer = |name: &Option<String>| {
            name.as_deref()
                .is_some_and(|n| n.eq_ignore_ascii_case(viewer))
        };
        let viewer_white = match (is_viewer(&game.white), is_viewer(&game.black)) {
            (true, false) => true,
            (false, true) => false,
            _ => continue,
        };
        let slot = match (game.result.as_str(), viewer_white) {
            ("1-0", true) | ("0-1", false) => 0,
            ("1/2-1/2", _) => 1,
            ("1-0", false) | ("0-1", true) => 2,
            _ => continue,
        };
        counts[slot] += 1;
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(white: &str, black: &str, result: &str) -> ArchivedGameView {
        ArchivedGameView {
            id: "r-1".into(),
            finished_ms: 0,
            variant: "nine-mens-morris".into(),
            variant_name: "Nine Men's Morris".into(),
            white: Some(white.into()),
            black: Some(black.into()),
            result: result.into(),
            rated: true,
            white_rating: None,
            black_rating: None,
            turns: 9,
            reason: None,
            left_by: None,
        }
    }

    #[test]
    fn the_viewers_results_are_counted_from_their_side_whatever_its_colour() {
        let games = [
            game("Ada", "bo", "1-0"),
            game("Bo", "Ada", "1-0"),
            game("Ada", "Bo", "1/2-1/2"),
            game("Ada", "Cy", "0-1"),
            game("Bo", "Bo", "1-0"),
            game("Ada", "Bo", "*"),
        ];
        // Bo: lost as Black, won as White, one draw; not in Ada–Cy; the
        // game against himself and the unfinished one are not counted.
        assert_eq!(results_against(&games, "BO"), [1, 1, 1]);
        assert_eq!(results_against(&games, "Cy"), [1, 0, 0]);
        assert_eq!(results_against(&games, "Dee"), [0, 0, 0]);
    }
}
