//! What a game looks like on the screen: the board with its legend, the pieces
//! in hand, the phase and who is to move.

use morris_core::{Color, Game, Move, Phase, move_text};

use crate::board::{self, Marks};
use crate::style::{Paint, Style};

/// Widest line before the legend goes below the board instead of beside it.
const MAX_WIDTH: usize = 100;

/// The board, the legend and the state of the game, as lines.
pub fn game(game: &Game, names: &[Option<String>; 2], style: Style) -> Vec<String> {
    let rules = game.rules();
    let pos = game.position();
    let last = game.moves().last().copied();
    let mut lines = vec![String::new()];
    let grid = board::pieces(rules, pos, Marks::of(last));
    let legend = board::names(rules);
    lines.extend(board::side_by_side(&grid, &legend, style, MAX_WIDTH));
    lines.push(String::new());
    let mut sides = Vec::new();
    for color in Color::ALL {
        let stone = style.paint(
            if color == Color::White {
                Paint::White
            } else {
                Paint::Black
            },
            &color.name()[..1],
        );
        sides.push(format!(
            "{color} {stone}: {} in hand, {} on the board",
            pos.in_hand(color),
            pos.pieces(color).len()
        ));
    }
    lines.push(sides.join("    "));
    let lost: Vec<String> = (pos.marked() | pos.covered())
        .map(|p| match pos.piece_at(p) {
            Some(c) => format!("{} (under {c}'s piece, *)", rules.point_name(p)),
            None => format!("{} (X)", rules.point_name(p)),
        })
        .collect();
    if !lost.is_empty() {
        lines.push(format!(
            "Taken while placing, leaving when placement ends: {}",
            lost.join(", ")
        ));
    }
    if let Some(mv) = last {
        let mover = !pos.side_to_move();
        let last = format!(
            "{mover} {}",
            style.paint(Paint::Mark, &move_text(rules, mv))
        );
        // The move before too: against the AI it is the player's own, not marked on the board.
        let moves = game.moves();
        match moves.len().checked_sub(2).map(|i| moves[i]) {
            Some(before) => lines.push(format!(
                "Last moves: {} {}, {last}",
                !mover,
                move_text(rules, before)
            )),
            None => lines.push(format!("Last move: {last}")),
        }
    }
    if game.outcome().is_none() {
        let side = pos.side_to_move();
        let name = names[side.index()]
            .as_ref()
            .map_or_else(String::new, |n| format!(" ({n})"));
        let legal = game.legal_moves();
        let owed = pos.owed_removals(side);
        let whose = if pos.owes_own_pieces(side) {
            "own"
        } else {
            "opponent's"
        };
        let owes = format!("remove one of its {whose} pieces ({owed} owed), like xd1");
        let what = match pos.phase(rules) {
            _ if owed > 0 => owes.as_str(),
            _ if legal.as_slice() == [Move::pass()] => "pass: it cannot move (type pass)",
            _ if legal.first().is_some_and(|m| !m.has_step()) => {
                "remove an opponent piece next to its own, like xd1, as it cannot move"
            }
            Phase::Placement if rules.move_in_placement() => "place a piece or move one",
            Phase::Placement => "place a piece",
            Phase::Movement => "move a piece along a line",
            Phase::Flying => "move a piece to any empty point (flying)",
        };
        lines.push(format!(
            "Move {}: {side}{name} to {what}.",
            game.moves().len() / 2 + 1
        ));
    }
    lines
}
