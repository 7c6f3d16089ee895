//! The engine's options: what `uci` lists and `setoption` changes.

use std::sync::Arc;
use std::time::Duration;

use morris_ai::search::Level;
use morris_core::{Rules, catalog};

use crate::setup;

/// The level when none is set: the strongest search in the time given.
pub const DEFAULT_LEVEL: Level = Level::Strength(10);
/// The thinking time of a `go` that gives no limit.
pub const DEFAULT_MOVE_TIME: Duration = Duration::from_millis(1000);
const MAX_MOVE_TIME_MS: u64 = 3_600_000;

#[derive(Clone, Debug)]
pub struct Options {
    /// A variant id, or empty when a rules file is set.
    pub variant: String,
    pub rules_file: Option<String>,
    pub level: Level,
    pub move_time: Duration,
    pub flying: bool,
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
            "option name RulesFile type string default <empty>".to_string(),
            format!("option name SkillLevel type spin default {level_default} min 1 max 10"),
            format!(
                "option name MoveTime type spin default {} min 1 max {MAX_MOVE_TIME_MS}",
                self.move_time.as_millis()
            ),
            format!("option name Flying type check default {}", self.flying),
        ]
    }

    fn variant_id_or_default(&self) -> &str {
        if self.variant.is_empty() {
            catalog::SHIPPED[0].0
        } else {
            &self.variant
        }
    }

    /// Sets an option by name (any case), or says why not.
    pub fn set(&mut self, name: &str, value: Option<&str>) -> Result<Effect, String> {
        let value = value.map(str::trim).unwrap_or("");
        match name.to_ascii_lowercase().as_str() {
            "variant" => {
                if value.is_empty() {
                    return Err("Variant needs a value: a variant id".to_string());
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
                self.level = value.parse::<Level>().map_err(|e| e.to_string())?;
                Ok(Effect::SearchOnly)
            }
            "movetime" => {
                let ms = value
                    .parse::<u64>()
                    .ok()
                    .filter(|ms| (1..=MAX_MOVE_TIME_MS).contains(ms))
                    .ok_or_else(|| {
                        format!("MoveTime must be milliseconds from 1 to {MAX_MOVE_TIME_MS}, not {value:?}")
                    })?;
                self.move_time = Duration::from_millis(ms);
                Ok(Effect::SearchOnly)
            }
            "flying" => {
                self.flying = match value {
                    "true" => true,
                    "false" => false,
                    _ => return Err(format!("Flying must be true or false, not {value:?}")),
                };
                Ok(Effect::NewRules)
            }
            _ => Err(format!(
                "no option {name:?} (options: Variant, RulesFile, SkillLevel, MoveTime, Flying)"
            )),
        }
    }

    /// The rules these options choose: the rules file if set, else the variant;
    /// flying switched off where asked and the variant offers the choice.
    pub fn rules(&self) -> anyhow::Result<Arc<Rules>> {
        let source = self
            .rules_file
            .as_deref()
            .unwrap_or(self.variant_id_or_default());
        let rules = setup::rules(source, false)?;
        if self.flying || !rules.flying_offered() {
            return Ok(rules);
        }
        Ok(Arc::new(rules.with_flying(false)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_change_and_refuse() {
        let mut options = Options::new("nine-mens-morris", DEFAULT_LEVEL);
        assert_eq!(options.set("skilllevel", Some("3")), Ok(Effect::SearchOnly));
        assert_eq!(options.level, Level::Strength(3));
        assert!(options.set("SkillLevel", Some("11")).is_err());
        assert!(options.set("MoveTime", Some("0")).is_err());
        assert!(options.set("Hash", Some("16")).is_err());
        assert_eq!(options.set("Flying", Some("false")), Ok(Effect::NewRules));
        assert!(!options.rules().unwrap().flying_enabled());
        options.set("Variant", Some("six-mens-morris")).unwrap();
        // Six Men's Morris never flies: switching it off is no error.
        assert_eq!(options.rules().unwrap().id(), "six-mens-morris");
        options.set("Variant", Some("no-such-game")).unwrap();
        assert!(options.rules().is_err());
    }
}
