//! The engine's options: what `uci` lists and `setoption` changes.

use std::sync::Arc;
use std::time::Duration;

use morris_ai::search::{Level, LevelError, MAX_THREADS};
use morris_core::{GameOptions, LoadError, OptionsError, Rules, catalog};

/// The engine's level when none is set: the strongest search in the time
/// given, as a program driving an engine expects (a person's opponent starts lower).
pub const DEFAULT_ENGINE_LEVEL: Level = Level::STRONGEST;
/// The thinking time of a `go` that gives no limit.
pub const DEFAULT_MOVE_TIME: Duration = Duration::from_millis(1000);
const MAX_MOVE_TIME_MS: u64 = 3_600_000;

/// What the engine plays: the variant, the level, the thinking time and the
/// threads it searches on.
#[derive(Clone, Debug)]
pub struct Options {
    /// A variant id, or empty when a rules file is set.
    pub variant: String,
    pub rules_file: Option<String>,
    pub level: Level,
    pub move_time: Duration,
    pub flying: bool,
    /// Search threads (Lazy SMP), 1 by default.
    pub threads: usize,
}

/// Why `setoption` was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("Variant needs a value: a variant id")]
    NoVariant,
    #[error(transparent)]
    Level(#[from] LevelError),
    #[error("MoveTime must be milliseconds from 1 to {MAX_MOVE_TIME_MS}, not {0:?}")]
    MoveTime(String),
    #[error("Flying must be true or false, not {0:?}")]
    Flying(String),
    #[error("Threads must be a number from 1 to {MAX_THREADS}, not {0:?}")]
    Threads(String),
    #[error("no option {0:?} (options: Variant, RulesFile, SkillLevel, MoveTime, Flying, Threads)")]
    Unknown(String),
}

/// Why the options name no rules to play.
#[derive(Debug, thiserror::Error)]
pub enum RulesChoiceError {
    #[error(transparent)]
    Load(#[from] LoadError),
    #[error(transparent)]
    Flying(#[from] OptionsError),
}

/// What a changed option asks of the session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The rules changed: back to their start position.
    NewRules,
    /// Only the search changed.
    SearchOnly,
}

impl Options {
    pub fn new(variant: &str, level: Level) -> Options {
        Options {
            variant: variant.to_string(),
            rules_file: None,
            level,
            move_time: DEFAULT_MOVE_TIME,
            flying: true,
            threads: 1,
        }
    }

    /// The `option` lines of the `uci` answer.
    pub fn uci_lines(&self) -> Vec<String> {
        let mut ids: Vec<String> = catalog::variants().into_iter().map(|v| v.id).collect();
        ids.dedup();
        let vars: String = ids.iter().map(|id| format!(" var {id}")).collect();
        let level_default = self.level.number().unwrap_or(10);
        vec![
            format!(
                "option name Variant type combo default {}{vars}",
                self.variant_id_or_default()
            ),
            format!(
                "option name RulesFile type string default {}",
                self.rules_file.as_deref().unwrap_or("<empty>")
            ),
            format!("option name SkillLevel type spin default {level_default} min 1 max 10"),
            format!(
                "option name MoveTime type spin default {} min 1 max {MAX_MOVE_TIME_MS}",
                self.move_time.as_millis()
            ),
            format!("option name Flying type check default {}", self.flying),
            format!(
                "option name Threads type spin default {} min 1 max {MAX_THREADS}",
                self.threads
            ),
        ]
    }

    /// The Variant option's value: the variant played, or the default one
    /// while a rules file decides (a combo must name one of its choices).
    fn variant_id_or_default(&self) -> &str {
        if self.variant.is_empty() {
            catalog::DEFAULT_VARIANT
        } else {
            &self.variant
        }
    }

    /// Sets an option by name (any case), or says why not.
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<Effect, OptionError> {
        let value = value.map(str::trim).unwrap_or("");
        match name.to_ascii_lowercase().as_str() {
            "variant" => {
                if value.is_empty() {
                    return Err(OptionError::NoVariant);
                }
                self.variant = value.to_string();
                self.rules_file = None;
                Ok(Effect::NewRules)
            }
            "rulesfile" => {
                if value.is_empty() || value == "<empty>" {
                    self.rules_file = None;
                } else {
                    self.rules_file = Some(value.to_string());
                }
                Ok(Effect::NewRules)
            }
            "skilllevel" => {
                self.level = value.parse::<Level>()?;
                Ok(Effect::SearchOnly)
            }
            "movetime" => {
                let ms = value
                    .parse::<u64>()
                    .ok()
                    .filter(|ms| (1..=MAX_MOVE_TIME_MS).contains(ms))
                    .ok_or_else(|| OptionError::MoveTime(value.to_string()))?;
                self.move_time = Duration::from_millis(ms);
                Ok(Effect::SearchOnly)
            }
            "flying" => {
                self.flying = match value {
                    "true" => true,
                    "false" => false,
                    _ => return Err(OptionError::Flying(value.to_string())),
                };
                Ok(Effect::NewRules)
            }
            "threads" => {
                self.threads = value
                    .parse::<usize>()
                    .ok()
                    .filter(|n| (1..=MAX_THREADS).contains(n))
                    .ok_or_else(|| OptionError::Threads(value.to_string()))?;
                Ok(Effect::SearchOnly)
            }
            _ => Err(OptionError::Unknown(name.to_string())),
        }
    }

    /// The rules these options choose: the rules file if set, else the variant;
    /// flying switched off where asked and the variant offers the choice.
    pub fn rules(&self) -> Result<Arc<Rules>, RulesChoiceError> {
        // The rules file is read as a file whatever its name (a regular file,
        // up to the cap), never taken for a variant id.
        let catalog = catalog::Catalog::from_env();
        let rules = match self.rules_file.as_deref() {
            Some(file) => catalog.load_file(std::path::Path::new(file))?,
            None => catalog.resolve_id(self.variant_id_or_default())?,
        };
        if self.flying || !rules.flying_offered() {
            return Ok(Arc::new(rules));
        }
        let options = GameOptions {
            flying: Some(false),
            ..GameOptions::default()
        };
        Ok(Arc::new(options.rules(rules)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_change_and_refuse() {
        let mut options = Options::new("nine-mens-morris", DEFAULT_ENGINE_LEVEL);
        assert_eq!(options.set("skilllevel", Some("3")), Ok(Effect::SearchOnly));
        assert_eq!(options.level, Level::Strength(3));
        assert!(options.set("SkillLevel", Some("11")).is_err());
        assert!(options.set("MoveTime", Some("0")).is_err());
        assert!(options.set("Hash", Some("16")).is_err());
        assert_eq!(options.threads, 1);
        assert_eq!(options.set("threads", Some(" 2 ")), Ok(Effect::SearchOnly));
        assert_eq!(options.threads, 2);
        for bad in ["0", "65", "two", ""] {
            assert_eq!(
                options.set("Threads", Some(bad)),
                Err(OptionError::Threads(bad.to_string()))
            );
        }
        assert_eq!(options.threads, 2);
        assert_eq!(options.set("Flying", Some("false")), Ok(Effect::NewRules));
        assert!(!options.rules().unwrap().flying_enabled());
        options.set("Variant", Some("six-mens-morris")).unwrap();
        // Six Men's Morris never flies: switching it off is no error.
        assert_eq!(options.rules().unwrap().id(), "six-mens-morris");
        options.set("Variant", Some("no-such-game")).unwrap();
        assert!(options.rules().is_err());
    }

    #[test]
    fn the_uci_lines_show_the_rules_file_that_decides() {
        let mut options = Options::new("nine-mens-morris", DEFAULT_ENGINE_LEVEL);
        let line = |options: &Options| {
            let lines = options.uci_lines();
            lines.into_iter().find(|l| l.contains("RulesFile")).unwrap()
        };
        assert!(line(&options).ends_with("default <empty>"));
        options
            .set("RulesFile", Some("my games/lasker.ron"))
            .unwrap();
        assert!(line(&options).ends_with("default my games/lasker.ron"));
    }

    #[cfg(unix)]
    #[test]
    fn a_rules_file_that_is_not_a_regular_file_is_refused_at_once() {
        let mut options = Options::new("nine-mens-morris", DEFAULT_ENGINE_LEVEL);
        for path in ["/dev/zero", "/"] {
            options.set("RulesFile", Some(path)).unwrap();
            let err = options.rules().unwrap_err();
            let text = format!("{err}: {:?}", std::error::Error::source(&err));
            assert!(text.contains(path), "{text}");
        }
        // A file named like a variant id is still read as a file, not the variant.
        options.set("RulesFile", Some("six-mens-morris")).unwrap();
        assert!(options.rules().is_err());
    }
}
