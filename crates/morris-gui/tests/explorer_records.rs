//! The opening explorer over a records file in the desktop game: chosen in
//! the file dialog, its games of the board's variant counted (the others
//! left out and said), its rows checked against counts made here, a row
//! clicked played on the board, and the server's archive back at a click.

mod common;

use std::collections::BTreeMap;
use std::sync::Arc;

use common::started;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_core::{Color, Game, catalog, parse_move};
use morris_gui::{GameSetup, MorrisApp, PlayerKind, Settings};

fn click(h: &mut Harness<'_, MorrisApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_ok();
    h.get_by_label(label).click();
    h.run_ok();
}

/// A record of Three Men's Morris (or `variant`): its turns, result and White's rating.
fn record(variant: &str, turns: &[&str], result: &str, white: &str) -> String {
    let moves: Vec<String> = turns
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect();
    format!(
        "[Variant \"{variant}\"]\n[Result \"{result}\"]\n[WhiteRating \"{white}\"]\n\n{} {result}\n\n",
        moves.join(" ")
    )
}

/// Who plays turn `at` of a Three Men's Morris game (the rules say: a
/// turn's player is not its parity).
fn mover(turns: &[&str], at: usize) -> Color {
    let mut game = Game::new(Arc::new(catalog::shipped("three-mens-morris").unwrap()));
    for turn in &turns[..at] {
        let mv = parse_move(game.rules(), game.position(), turn).unwrap();
        game.play(mv).unwrap();
    }
    game.position().side_to_move()
}

/// The explorer's row for the turn played after `before`, counted from `games`.
fn expected_rows(games: &[(&[&str], &str, f64)], before: usize) -> Vec<String> {
    // turn → (games, White wins, draws, Black wins, ratings of who played it)
    let mut counts: BTreeMap<&str, (u64, u64, u64, u64, Vec<f64>)> = BTreeMap::new();
    for (turns, result, white) in games {
        let Some(turn) = turns.get(before) else {
            continue;
        };
        let row = counts.entry(turn).or_default();
        row.0 += 1;
        match *result {
            "1-0" => row.1 += 1,
            "1/2-1/2" => row.2 += 1,
            _ => row.3 += 1,
        }
        // White's rating only: the records give no Black rating.
        if mover(turns, before) == Color::White {
            row.4.push(*white);
        }
    }
    let share = |n: u64, all: u64| format!("{:.0}%", 100.0 * n as f64 / all as f64);
    counts
        .into_iter()
        .map(|(turn, (n, w, d, b, ratings))| {
            let rating = match ratings.len() {
                0 => "–".to_string(),
                k => format!("{:.0}", ratings.iter().sum::<f64>() / k as f64),
            };
            let all = w + d + b;
            format!(
                "{turn} · {n} · {} {} {} · {rating} · –",
                share(w, all),
                share(d, all),
                share(b, all)
            )
        })
        .collect()
}

#[test]
fn a_records_file_is_explored_beside_the_board_and_its_rows_played() {
    let games: [(&[&str], &str, f64); 3] = [
        (&["a1", "b1", "b2", "c1", "c3"], "1-0", 1600.0),
        (&["a1", "b2"], "0-1", 1400.0),
        (&["b2", "a1"], "1/2-1/2", 1700.0),
    ];
    let mut text: String = games
        .iter()
        .map(|(turns, result, white)| {
            record("three-mens-morris", turns, result, &white.to_string())
        })
        .collect();
    // Left out, and said: a game of another variant and one that cannot be read.
    text += &record("nine-mens-morris", &["d6"], "*", "1500");
    text += "[Variant \"three-mens-morris\"]\n\n1. a1 a1 *\n\n";
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("games.txt"), text).unwrap();

    let settings = Settings {
        setup: GameSetup {
            variant: "three-mens-morris".into(),
            white: PlayerKind::Human,
            black: PlayerKind::Human,
            ..GameSetup::default()
        },
        last_folder: dir.path().display().to_string(),
        ..Settings::default()
    };
    let mut h = started(settings, 1100.0, 900.0);
    click(&mut h, "Explorer");
    click(&mut h, "Records file…");
    click(&mut h, "games.txt");
    click(&mut h, "Load");
    assert!(h.state().settings().explorer, "the explorer stays on");
    h.get_by_label_contains("games.txt: 3 games of this variant (2 other records left out)");
    for row in expected_rows(&games, 0) {
        h.get_by_label(&row);
    }

    // A row clicked is played, and the explorer follows the board.
    let first = &expected_rows(&games, 0)[0];
    assert!(first.starts_with("a1 · 2 · 50% 0% 50% · 1500"), "{first}");
    click(&mut h, first);
    assert_eq!(h.state().table().move_texts(), ["a1"]);
    let replies = expected_rows(&games[..2], 1);
    assert_eq!(replies.len(), 2);
    for row in replies {
        h.get_by_label(&row);
    }

    // Back to the server's archive: the file is forgotten.
    click(&mut h, "The server's archive");
    assert!(h.query_by_label_contains("games.txt").is_none());
    h.get_by_label_contains("The archive of ");
}
