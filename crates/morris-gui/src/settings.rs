//! What the app remembers across restarts: the choices of the new-game dialog,
//! the theme, and the game in progress (as its variant and move texts).

use serde::{Deserialize, Serialize};

/// Who plays one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerKind {
    Human,
    /// The search at a level from 1 (weakest) to 10.
    Ai {
        level: u8,
    },
    /// Perfect play from a solved table, where one exists for the variant.
    Perfect,
}

impl PlayerKind {
    pub fn is_human(self) -> bool {
        self == PlayerKind::Human
    }

    pub fn describe(self) -> String {
        match self {
            PlayerKind::Human => "Human".to_string(),
            PlayerKind::Ai { level } => format!("Computer (level {level})"),
            PlayerKind::Perfect => "Computer (perfect)".to_string(),
        }
    }
}

/// Which side moves first in a new game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstMove {
    /// As the rules file says.
    #[default]
    Rules,
    White,
    Black,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThemeChoice {
    #[default]
    Light,
    Dark,
}

/// The setup of a game: what the new-game dialog edits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameSetup {
    /// A shipped variant id, or the path of a rules file.
    pub variant: String,
    pub white: PlayerKind,
    pub black: PlayerKind,
    /// `None` keeps the variant's default.
    pub flying: Option<bool>,
    pub first: FirstMove,
}

impl Default for GameSetup {
    fn default() -> Self {
        GameSetup {
            variant: "nine-mens-morris".to_string(),
            white: PlayerKind::Human,
            black: PlayerKind::Ai { level: 3 },
            flying: None,
            first: FirstMove::Rules,
        }
    }
}

/// A game to restore: its setup (players, and where its rules come from) and
/// its record in the CLI's format.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedGame {
    pub setup: GameSetup,
    pub record: String,
}

/// Everything persisted under [`eframe::APP_KEY`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The setup the new-game dialog starts from.
    pub setup: GameSetup,
    pub theme: ThemeChoice,
    pub analysis: bool,
    /// Point names written beside the points.
    pub show_names: bool,
    /// The folder the save and load dialogs start in.
    pub last_folder: String,
    pub game: Option<SavedGame>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_from_an_older_version_keep_their_known_fields() {
        let text = r#"(theme: Dark, setup: (variant: "six-mens-morris"))"#;
        let settings: Settings = ron::from_str(text).unwrap();
        assert_eq!(settings.theme, ThemeChoice::Dark);
        assert_eq!(settings.setup.variant, "six-mens-morris");
        assert_eq!(settings.setup.white, PlayerKind::Human);
        assert!(settings.game.is_none());
    }
}
