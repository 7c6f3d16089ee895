//! Saving and loading during a game, and the offer to save when leaving.

use std::path::Path;

use morris_core::record::{self, FileError, Tags};

use morris_i18n::t;

use super::command::home_path;
use super::date::today;
use super::input::Line;
use super::session::{Flow, Session};

impl Session {
    pub(super) fn tags(&self) -> Tags {
        Tags::new()
            .with("Date", today())
            .with("White", self.players[0].record_name())
            .with("Black", self.players[1].record_name())
    }

    pub(super) fn save(&mut self, path: &Path) -> std::io::Result<()> {
        match record::save_file(path, &self.game, &self.tags()) {
            Ok(()) => {
                self.unsaved = false;
                self.say(&t!("saved", path = path.display().to_string()))
            }
            Err(FileError::Write { source, .. }) => self.complain(&t!(
                "cannot-save",
                path = path.display().to_string(),
                why = morris_i18n::words::io_error(&source)
            )),
            Err(e) => self.complain(&morris_i18n::records::file_error(&e)),
        }
    }

    pub(super) fn load(&mut self, path: &Path) -> std::io::Result<()> {
        match crate::records::load(path, None) {
            Ok(record) => {
                self.game = record.game;
                self.complete_words();
                self.changed();
                self.unsaved = false;
                let rules = self.game.rules();
                self.say(&t!(
                    "loaded",
                    path = path.display().to_string(),
                    variant = crate::describe::name(rules),
                    moves = self.game.moves().len()
                ))
            }
            Err(e) => self.complain(&e.words()),
        }
    }

    /// Leaving: offers to save a game with unsaved moves first.
    pub(super) fn quit(&mut self) -> anyhow::Result<Flow> {
        if self.unsaved && !self.game.moves().is_empty() {
            self.offer_save(&t!("save-first"))?;
        }
        Ok(Flow::Quit)
    }

    /// Asks for a file name until the save works or the player declines.
    pub(super) fn offer_save(&mut self, question: &str) -> anyhow::Result<()> {
        self.say(question)?;
        loop {
            match self.input.read(&format!("{}> ", t!("prompt-save")))? {
                Line::Text(name) if !name.is_empty() => {
                    self.save(&home_path(&name, std::env::var_os("HOME")))?;
                    if !self.unsaved {
                        return Ok(());
                    }
                }
                _ => return Ok(()),
            }
        }
    }
}
