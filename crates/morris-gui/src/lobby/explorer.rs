//! The opening explorer beside the board: the moves played from the
//! position on the board (how often, the results, the players' average
//! rating) in a server's archive or in a records file the player chose, each
//! beside the value the app's analysis gives it (the tables' exact value
//! where they reach, else the engine's score). Asked again whenever the
//! board's position changes.

use std::sync::Arc;

use egui::Ui;
use morris_core::{Game, Rules, catalog, move_text};
use morris_explorer::Explorer;
use morris_i18n::t;
use morris_online::{ExplorerMove, explorer_path, variant_key};

use crate::computer::thinking::MoveValue;
use crate::online::fetch::{Answer, Fetch};

/// The explorer's source and its last answer.
#[derive(Debug, Default)]
pub struct ExplorerPanel {
    asked: Option<Asked>,
    /// A records file chosen instead of the server's archive.
    records: Option<RecordsFile>,
}

#[derive(Debug)]
struct Asked {
    /// The server and the explorer's path (variant and position) asked.
    server: String,
    path: String,
    answer: Answer<Vec<ExplorerMove>>,
}

#[derive(Debug)]
struct RecordsFile {
    name: String,
    text: String,
    /// Its games of the board's variant, folded again when the variant changes.
    folded: Option<Explorer>,
}

/// What the player asked of the explorer.
#[derive(Debug, PartialEq)]
pub enum ExplorerClick {
    /// Play this move (as the rules write it) on the board.
    Play(String),
    /// Choose a records file to explore.
    ChooseRecords,
    /// Back to the server's archive.
    UseServer,
}

impl ExplorerPanel {
    /// Explores the games of the records file `name` from now on.
    pub fn use_records(&mut self, name: &str, text: String) {
        self.records = Some(RecordsFile {
            name: name.to_string(),
            text,
            folded: None,
        });
    }

    /// Follows `game`'s position: folds the records file for its variant,
    /// or asks `server` through `get` unless that was the last question,
    /// and takes the answer when it comes.
    pub fn follow(
        &mut self,
        server: &str,
        game: &Game,
        get: &mut dyn FnMut(&str) -> Box<dyn Fetch>,
    ) {
        if let Some(records) = &mut self.records {
            records.fold_for(game.rules());
            return;
        }
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
    /// (when it is on); returns what the player clicked.
    pub fn ui(
        &self,
        ui: &mut Ui,
        game: &Game,
        values: Option<&[MoveValue]>,
    ) -> Option<ExplorerClick> {
        let mut clicked = None;
        ui.horizontal(|ui| {
            ui.strong(t!("gui-explorer"));
            if ui
                .small_button(t!("gui-explorer-records"))
                .on_hover_text(t!("gui-explorer-records-hover"))
                .clicked()
            {
                clicked = Some(ExplorerClick::ChooseRecords);
            }
            if self.records.is_some() && ui.small_button(t!("gui-explorer-server")).clicked() {
                clicked = Some(ExplorerClick::UseServer);
            }
        });
        let moves = match (&self.records, &self.asked) {
            (Some(records), _) => records.moves(ui, game),
            (None, Some(asked)) => asked.moves(ui),
            (None, None) => None,
        };
        let Some(moves) = moves else {
            return clicked;
        };
        if moves.is_empty() {
            ui.label(t!("gui-explorer-none"));
            return clicked;
        }
        let rules = game.rules();
        let value_of = |turn: &str| {
            values?
                .iter()
                .find(|v| move_text(rules, v.mv) == turn)
                .map(|v| v.label.clone())
        };
        for stats in &moves {
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
                clicked = Some(ExplorerClick::Play(stats.turn.clone()));
            }
        }
        clicked
    }
}

impl Asked {
    /// The server's answer, or what is said instead of it.
    fn moves(&self, ui: &mut Ui) -> Option<Vec<ExplorerMove>> {
        ui.small(t!("gui-explorer-source", server = self.server.as_str()));
        match &self.answer {
            Answer::Waiting(_) => {
                ui.label("…");
                None
            }
            Answer::Came(Err(why)) => {
                let said = t!("gui-explorer-failed", why = why);
                ui.colored_label(ui.visuals().warn_fg_color, said);
                None
            }
            Answer::Came(Ok(moves)) => Some(moves.clone()),
        }
    }
}

impl RecordsFile {
    /// Folds the file's games of `rules`' game, unless they are folded.
    fn fold_for(&mut self, rules: &Arc<Rules>) {
        let folded_for = |e: &Explorer| e.rules().game_fingerprint() == rules.game_fingerprint();
        if self.folded.as_ref().is_some_and(folded_for) {
            return;
        }
        let board = Arc::clone(rules);
        // A record names its variant: the board's, else a shipped one (never a file).
        let resolve = move |id: &str| match catalog::shipped(id) {
            _ if id == board.id() => Ok((*board).clone()),
            Some(rules) => Ok(rules),
            None => Err(format!(
                "{id} is neither the board's variant nor a shipped one"
            )),
        };
        self.folded = Some(Explorer::from_records(
            Arc::clone(rules),
            &self.text,
            resolve,
        ));
    }

    /// The file's moves from `game`'s position, under a line naming the file.
    fn moves(&self, ui: &mut Ui, game: &Game) -> Option<Vec<ExplorerMove>> {
        let explorer = self.folded.as_ref()?;
        ui.small(t!(
            "gui-explorer-records-source",
            name = self.name.as_str(),
            games = explorer.games(),
            skipped = explorer.skipped().len()
        ));
        let moves = explorer.moves_at(game.position());
        Some(moves.iter().map(ExplorerMove::from).collect())
    }
}

/// `n` of the move's finished games, as a whole percentage.
fn share(stats: &ExplorerMove, n: u64) -> String {
    match stats.white_wins + stats.draws + stats.black_wins {
        0 => "–".to_string(),
        all => format!("{:.0}%", 100.0 * n as f64 / all as f64),
    }
}
