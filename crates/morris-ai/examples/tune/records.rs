//! Samples from game records (`morris match --pgn`): the quiet positions of
//! games played at match strength, each labelled with its game's result.

use std::path::Path;

use morris_ai::search::features;
use morris_core::{Color, catalog, record};

use crate::sample::Sample;

/// The samples of every game of `variant` in the files, game by game, and the
/// games' results for White (wins, draws, losses). Positions of the first
/// `skip_turns` turns are left out, as are unfinished games (`*`).
pub fn read_games(
    paths: &[String],
    variant: &str,
    skip_turns: usize,
) -> Result<(Vec<Vec<Sample>>, [usize; 3]), String> {
    let mut games = Vec::new();
    let mut results = [0; 3];
    for path in paths {
        let text = std::fs::read_to_string(Path::new(path)).map_err(|e| format!("{path}: {e}"))?;
        for (i, chunk) in split_records(&text).enumerate() {
            let rec = record::read_record(chunk, catalog::resolve)
                .map_err(|e| format!("{path}, record {}: {e}", i + 1))?;
            if rec.game.rules().id() != variant {
                continue;
            }
            let winner = match rec.tags.get("Result") {
                Some("1-0") => Some(Color::White),
                Some("0-1") => Some(Color::Black),
                Some("1/2-1/2") => None,
                _ => continue,
            };
            results[match winner {
                Some(Color::White) => 0,
                None => 1,
                Some(Color::Black) => 2,
            }] += 1;
            games.push(samples_of(&rec.game, winner, skip_turns));
        }
    }
    Ok((games, results))
}

/// The records of a file, each starting at a `[Variant` line after a blank line.
fn split_records(text: &str) -> impl Iterator<Item = &str> {
    let mut starts: Vec<usize> = text
        .match_indices("\n\n[Variant")
        .map(|(i, _)| i + 2)
        .collect();
    starts.insert(0, 0);
    starts.push(text.len());
    (0..starts.len() - 1)
        .map(move |i| &text[starts[i]..starts[i + 1]])
        .filter(|part| !part.trim().is_empty())
}

fn samples_of(game: &morris_core::Game, winner: Option<Color>, skip_turns: usize) -> Vec<Sample> {
    let rules = game.rules();
    (skip_turns..game.moves().len())
        .filter_map(|n| game.position_at(n))
        .filter_map(|pos| {
            let f = features::of(rules, pos);
            // Only quiet positions, as in self-play.
            (!features::can_close_now(&f)).then(|| Sample {
                features: f,
                result: match winner {
                    Some(w) if w == pos.side_to_move() => 1.0,
                    Some(_) => 0.0,
                    None => 0.5,
                },
            })
        })
        .collect()
}
