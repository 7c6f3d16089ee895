//! Writing a record: the tags the game decides, the caller's tags, then the
//! turns with their notes, wrapped into lines.

use super::annotations::comment_token;
use super::tags::{is_tag_name, write_tag};
use super::{Annotations, Mark, Notes, RESULTS, Tags};
use crate::game::Game;
use crate::game::options::GameOptions;
use crate::notation::write::move_text;
use crate::position::Position;
use crate::position::moves::Move;

/// The tags the writer fills in from the game itself.
const COMPUTED_TAGS: [&str; 4] = ["Variant", "Result", "Position", "Flying"];
/// The caller's tags written first, in this order (the PGN roster).
const ROSTER: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];
/// Movetext lines are wrapped before this width.
const LINE_WIDTH: usize = 80;

/// The record of `game`. `tags` supplies the rest (players, date, event...);
/// `Variant`, `Position` and `Flying` always come from the game, and `Result`
/// too once the game is over.
///
/// ```
/// use std::sync::Arc;
/// use morris_core::{catalog, Game, record::{self, Tags}};
/// let mut game = Game::new(Arc::new(catalog::shipped("three-mens-morris").unwrap()));
/// for text in ["a1", "b1", "b2", "c1", "c3"] {
///     game.play_text(text).unwrap();
/// }
/// let text = record::write_record(&game, &Tags::new().with("White", "Ann"));
/// assert_eq!(text, "[Variant \"three-mens-morris\"]\n[White \"Ann\"]\n[Result \"1-0\"]\n\n1. a1 b1 2. b2 c1 3. c3 1-0\n");
/// let back = record::read_record(&text, catalog::resolve).unwrap();
/// assert_eq!(back.game.moves(), game.moves());
/// ```
pub fn write_record(game: &Game, tags: &Tags) -> String {
    write_annotated(game, tags, &Annotations::new())
}

/// The record of `game` with `notes`: comments, marks and variations written
/// as [`read_record`](super::read_record) reads them back. Notes about turns past the game's end
/// are left out.
pub fn write_annotated(game: &Game, tags: &Tags, notes: &Annotations) -> String {
    let rules = game.rules();
    let result = match game.outcome() {
        Some(outcome) => outcome.score().to_string(),
        None => tags
            .get("Result")
            .filter(|r| RESULTS.contains(r))
            .unwrap_or("*")
            .to_string(),
    };
    let mut out = String::new();
    write_tag(&mut out, "Variant", rules.id());
    for name in ROSTER {
        if let Some(value) = tags.get(name) {
            write_tag(&mut out, name, value);
        }
    }
    write_tag(&mut out, "Result", &result);
    let start = game.start_position();
    if *start != Position::start(rules) {
        write_tag(&mut out, "Position", &start.to_text(rules));
    }
    if GameOptions::of_game(rules, start).flying == Some(false) {
        write_tag(&mut out, "Flying", "off");
    }
    for (name, value) in tags.iter() {
        let taken = ROSTER.contains(&name) || COMPUTED_TAGS.contains(&name);
        if !taken && is_tag_name(name) {
            write_tag(&mut out, name, value);
        }
    }
    out.push('\n');
    let mut tokens = Vec::new();
    let empty = Notes::default();
    let mut line = game
        .moves()
        .iter()
        .enumerate()
        .map(|(i, mv)| (*mv, notes.turns.get(i).unwrap_or(&empty)));
    line_tokens(game, 0, &mut line, &mut tokens);
    tokens.extend(notes.alone.iter().map(|c| comment_token(c)));
    tokens.push(result);
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.len() > LINE_WIDTH {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        line_len += token.len();
        out.push_str(&token);
    }
    out.push('\n');
    out
}

/// The tokens of a line of turns from the game's turn `first` (from 0).
fn line_tokens(
    game: &Game,
    first: usize,
    line: &mut dyn Iterator<Item = (Move, &Notes)>,
    tokens: &mut Vec<String>,
) {
    let rules = game.rules();
    let mut need_number = true;
    for (k, (mv, notes)) in line.enumerate() {
        let i = first + k;
        let (number, first_player) = game.move_number(i);
        if first_player {
            tokens.push(format!("{number}."));
        } else if need_number || !notes.before.is_empty() {
            tokens.push(format!("{number}..."));
        }
        tokens.extend(notes.before.iter().map(|c| comment_token(c)));
        let mark = notes.mark.map_or("", Mark::symbol);
        tokens.push(format!("{}{mark}", move_text(rules, mv)));
        tokens.extend(notes.codes.iter().map(|code| format!("${code}")));
        tokens.extend(notes.after.iter().map(|c| comment_token(c)));
        for variation in notes.variations.iter().filter(|v| !v.turns.is_empty()) {
            let mut inner = Vec::new();
            let mut turns = variation.turns.iter().map(|t| (t.mv, &t.notes));
            line_tokens(game, i, &mut turns, &mut inner);
            if let Some(head) = inner.first_mut() {
                head.insert(0, '(');
            }
            if let Some(tail) = inner.last_mut() {
                tail.push(')');
            }
            tokens.append(&mut inner);
        }
        need_number = !notes.after.is_empty() || !notes.variations.is_empty();
    }
}
