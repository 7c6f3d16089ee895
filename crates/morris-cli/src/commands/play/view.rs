//! What a game looks like on the screen: the board with its legend, the pieces
//! in hand, the phase and who is to move.

use morris_core::{Color, Game, Move, Phase, move_text};

use crate::board::{self, Marks};
use crate::style::{Paint, Style};
use morris_i18n::t;
use morris_i18n::words;

/// The board, the legend and the state of the game, as lines.
pub fn game(game: &Game, names: &[Option<String>; 2], style: Style) -> Vec<String> {
    let rules = game.rules();
    let pos = game.position();
    let last = game.moves().last().copied();
    let mut lines = vec![String::new()];
    // Beside each other when both fit the terminal, else the legend below.
    let width = board::terminal_width();
    let grid = board::pieces(rules, pos, Marks::of(last), width);
    let legend = board::names(rules, width);
    lines.extend(board::side_by_side(&grid, &legend, style, width));
    lines.push(String::new());
    let mut sides = Vec::new();
    for color in Color::ALL {
        let stone = style.paint(
            if color == Color::White {
                Paint::White
            } else {
                Paint::Black
            },
            &morris_i18n::words::piece_letter(color).to_string(),
        );
        sides.push(t!(
            "view-side",
            side = words::color(color),
            stone = stone,
            in_hand = pos.in_hand(color),
            on_board = pos.pieces(color).len()
        ));
    }
    lines.push(sides.join("    "));
    let lost: Vec<String> = (pos.marked() | pos.covered())
        .map(|p| {
            let point = rules.point_name(p);
            match pos.piece_at(p) {
                Some(c) => t!("view-lost-covered", point = point, side = words::color(c)),
                None => t!("view-lost-marked", point = point),
            }
        })
        .collect();
    if !lost.is_empty() {
        lines.push(t!("view-lost", points = lost.join(", ")));
    }
    if let Some(mv) = last {
        let moves = game.moves();
        // Who played each turn is the game's to say: turns do not always alternate.
        let player = |i: usize| game.player_of(i).map(words::color).unwrap_or_default();
        let last = format!(
            "{} {}",
            player(moves.len() - 1),
            style.paint(Paint::Mark, &move_text(rules, mv))
        );
        // The move before too: against the AI it is the player's own, not marked on the board.
        match moves.len().checked_sub(2) {
            Some(i) => lines.push(t!(
                "view-last-moves",
                before = format!("{} {}", player(i), move_text(rules, moves[i])),
                last = last
            )),
            None => lines.push(t!("view-last-move", last = last)),
        }
        // What the rules did beyond the move text: a piece from the hand, a pass...
        lines.extend(words::last_turn(game));
    }
    if game.outcome().is_none() {
        let side = pos.side_to_move();
        let name = names[side.index()]
            .as_ref()
            .map_or_else(String::new, |n| format!(" ({n})"));
        let legal = game.legal_moves();
        let owed = pos.owed_removals(side);
        let what = match pos.phase(rules) {
            _ if owed > 0 && pos.owes_own_pieces(side) => t!("todo-remove-own", count = owed),
            _ if owed > 0 => t!("todo-remove-opponent", count = owed),
            _ if legal.as_slice() == [Move::pass()] => t!("todo-pass"),
            _ if legal.first().is_some_and(|m| !m.has_step()) => t!("todo-remove-adjacent"),
            Phase::Placement if rules.move_in_placement() => t!("todo-place-or-move"),
            Phase::Placement => t!("todo-place"),
            Phase::Movement => t!("todo-move"),
            Phase::Flying => t!("todo-fly"),
        };
        lines.push(t!(
            "view-to-move",
            number = game.move_number(game.moves().len()).0,
            side = format!("{}{name}", words::color(side)),
            todo = what
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use morris_core::catalog::{self, SHIPPED};
    use morris_testkit::{Rng, random_game};

    use super::*;

    /// Over random games of every shipped variant (mills that give another
    /// turn, passes, Black first), the last-moves line names each turn's
    /// player as the game does.
    #[test]
    fn the_last_moves_name_the_players_the_game_names_in_every_variant() {
        let mut rng = Rng::new(37);
        for (id, _) in SHIPPED {
            let rules = Arc::new(catalog::shipped(id).unwrap());
            for _ in 0..3 {
                let played = random_game(&rules, &mut rng, 60);
                let mut game = Game::new(Arc::clone(&rules));
                for &mv in played.moves() {
                    game.play(mv).unwrap();
                    let n = game.moves().len();
                    let said = |i: usize| {
                        let side = words::color(game.player_of(i).unwrap());
                        format!("{side} {}", move_text(&rules, game.moves()[i]))
                    };
                    let expected = match n {
                        1 => format!("Last move: {}", said(0)),
                        _ => format!("Last moves: {}, {}", said(n - 2), said(n - 1)),
                    };
                    let lines = super::game(&game, &[None, None], Style::PLAIN);
                    assert!(
                        lines.contains(&expected),
                        "{id} after {n} turns: no line {expected:?} in\n{}",
                        lines.join("\n")
                    );
                }
            }
        }
    }
}
