//! What the app remembers across restarts: the choices of the new-game dialog,
//! the theme, and the game in progress (as its variant and move texts).

use morris_ai::search::Level;
use morris_core::{Color, GameOptions, Rules};
use serde::{Deserialize, Serialize};

/// Who plays one side: a person, or the computer at a [`Level`]
/// (`Level::Perfect` plays from a solved table where one exists).
///
/// Saved as before levels were the AI's own (`Ai(level: 3)`, `Perfect`), so
/// settings written by older versions still load; a level out of 1..=10 plays
/// as the nearest one, as everywhere else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SavedPlayer", into = "SavedPlayer")]
pub enum PlayerKind {
    Human,
    Ai { level: Level },
}

impl PlayerKind {
    pub fn is_human(self) -> bool {
        self == PlayerKind::Human
    }

    /// The player as records name it (the same in every language).
    pub fn describe(self) -> String {
        match self {
            PlayerKind::Human => "Human".to_string(),
            PlayerKind::Ai {
                level: Level::Perfect,
            } => "Computer (perfect)".to_string(),
            PlayerKind::Ai { level } => format!("Computer (level {level})"),
        }
    }

    /// The player a record's `White` or `Black` tag names: as [`describe`]
    /// writes it, or as the terminal does (`morris AI level 5`); anyone else
    /// (a person's name, no tag) is a person, so that a loaded record is
    /// never played on by a computer it does not name.
    ///
    /// [`describe`]: PlayerKind::describe
    pub fn from_record_name(name: Option<&str>) -> PlayerKind {
        let Some(name) = name.map(str::trim) else {
            return PlayerKind::Human;
        };
        let level = name
            .strip_prefix("Computer (")
            .and_then(|rest| rest.strip_suffix(')'))
            .map(|rest| rest.strip_prefix("level ").unwrap_or(rest))
            .or_else(|| name.strip_prefix("morris AI level "))
            .or_else(|| (name == "morris perfect AI").then_some("perfect"));
        match level.and_then(|level| level.parse::<Level>().ok()) {
            Some(level) => PlayerKind::Ai { level },
            None => PlayerKind::Human,
        }
    }

    /// The player as the screen names it, in the player's language.
    pub fn label(self) -> String {
        match self {
            PlayerKind::Human => morris_i18n::t!("gui-human"),
            PlayerKind::Ai {
                level: Level::Perfect,
            } => morris_i18n::t!("gui-computer-perfect"),
            PlayerKind::Ai { level } => {
                morris_i18n::t!("gui-computer-level", level = level.to_string())
            }
        }
    }
}

/// How a [`PlayerKind`] is written in the settings.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
enum SavedPlayer {
    Human,
    Ai { level: u8 },
    Perfect,
}

impl From<SavedPlayer> for PlayerKind {
    fn from(saved: SavedPlayer) -> PlayerKind {
        match saved {
            SavedPlayer::Human => PlayerKind::Human,
            SavedPlayer::Ai { level } => PlayerKind::Ai {
                level: Level::Strength(level),
            },
            SavedPlayer::Perfect => PlayerKind::Ai {
                level: Level::Perfect,
            },
        }
    }
}

impl From<PlayerKind> for SavedPlayer {
    fn from(kind: PlayerKind) -> SavedPlayer {
        match kind {
            PlayerKind::Human => SavedPlayer::Human,
            PlayerKind::Ai { level } => match level.number() {
                Some(level) => SavedPlayer::Ai { level },
                None => SavedPlayer::Perfect,
            },
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
    /// White on black, with yellow marks: the most contrast for low vision.
    HighContrast,
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
            variant: morris_core::catalog::DEFAULT_VARIANT.to_string(),
            white: PlayerKind::Human,
            // The terminal's default too: one level for "the computer" everywhere.
            black: PlayerKind::Ai {
                level: Level::DEFAULT,
            },
            flying: None,
            first: FirstMove::Rules,
        }
    }
}

impl GameSetup {
    /// The core's options for a game of `rules` with this setup (a flying
    /// choice counts only where the variant offers one).
    pub fn options(&self, rules: &Rules) -> GameOptions {
        GameOptions {
            flying: self.flying.filter(|_| rules.flying_offered()),
            first: match self.first {
                FirstMove::Rules => None,
                FirstMove::White => Some(Color::White),
                FirstMove::Black => Some(Color::Black),
            },
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
    /// The opening explorer over the server's archive, beside the board.
    pub explorer: bool,
    /// Point names written beside the points.
    pub show_names: bool,
    /// The folder the save and load dialogs start in.
    pub last_folder: String,
    pub game: Option<SavedGame>,
    /// The language code chosen in the menu; `None` follows the environment.
    pub language: Option<String>,
    /// The computer thinks on every core of the machine (one by default).
    pub all_cores: bool,
    /// Rules files opened in a web page, which has no folder: their text by file name.
    pub rules_files: std::collections::BTreeMap<String, String>,
    /// The choices for playing a friend online, and the room the app is in.
    pub online: OnlineSettings,
    /// The player's puzzle rating and streak, and each puzzle's rating from
    /// the attempts at it (settings of older versions, with only a rating
    /// and a streak, still load).
    pub puzzles: morris_learn::puzzles::Standing,
    /// The drills, as a drills file's text, where there is no drills file (a page).
    pub drills: String,
    /// Drills refused when read, kept aside rather than lost.
    pub drills_refused: String,
    /// The coach, as the player set it; `None` follows the computer's level
    /// (on below level 4, as in the terminal).
    pub coach: Option<bool>,
    /// Are the mills each side threatens shown on the board?
    pub show_threats: bool,
}

/// What the app remembers of online play.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OnlineSettings {
    /// The server last used (`http://host:port`); empty until one is.
    pub server: String,
    /// The clock last asked for (`5+3`); empty for none.
    pub clock: String,
    pub play_black: bool,
    /// The link back to the room the app is in (its seat, or the spectator
    /// view), so that a restart or a reloaded page comes back to the game.
    pub return_link: Option<String>,
    /// The player's name in the lobby and the key that holds it, once a name was taken.
    pub player: Option<LobbyPlayer>,
}

/// The player of this app in a server's lobby: a name, and the long random
/// key made once on this computer (each server is sent a key of its own
/// made from it, see `lobby::player`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LobbyPlayer {
    pub name: String,
    /// 64 hexadecimal digits from the system's randomness.
    pub key: String,
}

impl Settings {
    /// The threads the computer thinks on: every core when asked, else one.
    pub fn threads(&self) -> usize {
        if self.all_cores {
            std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
        } else {
            1
        }
    }

    /// Makes the chosen language (or the environment's) the one in use.
    pub fn apply_language(&self) {
        match self.language.as_deref().map(morris_i18n::set_language) {
            Some(Ok(())) => {}
            _ => morris_i18n::use_environment(),
        }
    }
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

    #[test]
    fn a_record_names_its_players_as_any_front_end_writes_them() {
        let level = |n| PlayerKind::Ai {
            level: Level::Strength(n),
        };
        let perfect = PlayerKind::Ai {
            level: Level::Perfect,
        };
        for kind in [PlayerKind::Human, level(7), perfect] {
            assert_eq!(PlayerKind::from_record_name(Some(&kind.describe())), kind);
        }
        assert_eq!(
            PlayerKind::from_record_name(Some("morris AI level 4")),
            level(4)
        );
        assert_eq!(
            PlayerKind::from_record_name(Some("morris perfect AI")),
            perfect
        );
        for person in [Some("Ann"), Some("Computer (strong)"), None] {
            assert_eq!(PlayerKind::from_record_name(person), PlayerKind::Human);
        }
    }

    #[test]
    fn players_are_saved_as_before_and_a_level_out_of_range_is_the_nearest() {
        let setup = GameSetup {
            white: PlayerKind::Ai {
                level: Level::Perfect,
            },
            black: PlayerKind::Ai {
                level: Level::Strength(7),
            },
            ..GameSetup::default()
        };
        let text = ron::to_string(&setup).unwrap();
        assert!(text.contains("white:Perfect"), "{text}");
        assert!(text.contains("black:Ai(level:7)"), "{text}");
        assert_eq!(ron::from_str::<GameSetup>(&text).unwrap(), setup);

        let old = r#"(white: Ai(level: 0), black: Ai(level: 40))"#;
        let setup: GameSetup = ron::from_str(old).unwrap();
        let level = |kind| match kind {
            PlayerKind::Ai { level } => level.number(),
            PlayerKind::Human => None,
        };
        assert_eq!(level(setup.white), Some(1));
        assert_eq!(level(setup.black), Some(10));
    }
}
