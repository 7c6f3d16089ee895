//! The rules file as it is written: its plain data, the bases a file may be
//! written on, the files shipped inside the library and the user's folder,
//! today's form of an older file, where in its text an error stands, and
//! what a player should hear about a file that loaded.

pub(crate) mod base_pin;
pub(crate) mod bases;
pub mod catalog;
pub(crate) mod errors;
pub(crate) mod load_warning;
pub(crate) mod locate;
pub(crate) mod reserved_words;
pub mod ruleset;
pub(crate) mod shipped;
pub(crate) mod source_text;
pub(crate) mod upgrade;
