//! The opening explorer beside the board: the moves a server's archive
//! played from the position on the board (how often, the results, the
//! players' average rating), each beside the value the app's analysis gives
//! it (the tables' exact value where they reach, else the engine's score).
//! Asked again whenever the board's position changes.

use egui::Ui;
use morris_core::{Game, move_text};
use morris_i18n::t;
use morris_online::{ExplorerMove, explorer_path, variant_key};

use crate::computer::thinking::MoveValue;
use crate::online::fetch::{Answer, Fetch};

/// The explorer's last question and its answer.
#[derive(Debug, Default)]
pub struct ExplorerPanel {
    asked: Option<Asked>,
}

#[derive(Debug)]
struct Asked {
    /// The server and the explorer's path (variant and position) asked.
    server: String,
    path: String,
    answer: Answer<Vec<ExplorerMove>>,
}

impl ExplorerPanel {
    /// Asks `server` through `get` for the moves of `game`'s position,
    /// unless that was the last question; takes the answer when it comes.
    pub fn follow(
        &mut self,
        server: &str,
        game: &Game,
        get: &mut dyn FnMut(&str) -> Box<dyn Fetch>,
    ) {
        let path = explorer_path(&variant_key(game.rules()), game.position().hash());
        let same = self
            .asked
            .as_ref()
            .is_some_and(|a| a.server == server && a.path == path);
        if !same {
            let answer = Answer::Waiting(get(&path));
            self.asked = Some(Asked {
                server: server.to_string(),
                path,
                answer,
            });
        }
        if let Some(asked) = &mut self.asked {
            asked
                .answer
                .poll(|text| serde_json::from_str(&text).map_err(|e| e.to_string()));
        }
    }

    /// Draws the moves of `game`'s position with the analysis' `values`
    /// (when it is on); returns the move clicked, to play on the board.
    pub fn ui(&self, ui: &mut Ui, game: &Game, values: Option<&[MoveValue]>) -> Option<String> {
        ui.strong(t!("gui-explorer"));
        let Some(asked) = &self.asked else {
            return None;
        };
        ui.small(t!("gui-explorer-source", server = asked.server.as_str()));
        let moves = match &asked.answer {
            Answer::Waiting(_) => {
                ui.label("…");
                return None;
            }
            Answer::Came(Err(why)) => {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    t!("gui-explorer-failed", why = why),
                );
                return None;
            }
            Answer::Came(Ok(moves)) => moves,
        };
        if moves.is_empty() {
            ui.label(t!("gui-explorer-none"));
            return None;
        }
        let rules = game.rules();
        let value_of = |turn: &str| {
            values?
                .iter()
                .find(|v| move_text(rules, v.mv) == turn)
                .map(|v| v.label.clone())
        };
        let mut clicked = None;
        for stats in moves {
            // One button per row, so that a screen reader says the whole row.
            let line = t!(
                "gui-explorer-row",
                turn = stats.turn.as_str(),
                games = stats.games,
                white = share(stats, stats.white_wins),
                draws = share(stats, stats.draws),
                black = share(stats, stats.black_wins),
                rating = stats
                    .average_rating
                    .map_or_else(|| "–".to_string(), |r| format!("{r:.0}")),
                value = value_of(&stats.turn).unwrap_or_else(|| "–".to_string())
            );
            if ui
                .button(egui::RichText::new(line).monospace())
                .on_hover_text(t!("gui-explorer-play"))
                .clicked()
            {
                clicked = Some(stats.turn.clone());
            }
        }
        clicked
    }
}

/// `n` of the move's finished games, as a whole percentage.
fn share(stats: &ExplorerMove, n: u64) -> String {
    match stats.white_wins + stats.draws + stats.black_wins {
        0 => "–".to_string(),
        all => format!("{:.0}%", 100.0 * n as f64 / all as f64),
    }
}
