//! The game told to a player who does not see the board: each turn in a
//! sentence ("Black moves d7 to d6, closes a mill and removes your piece on
//! a4."), the pieces of each side, the mills through a point and who holds
//! them, the last turns. The desktop game and the page announce these and
//! say them on request; the terminal says them at its prompt.

use morris_core::{Color, Game, Point, PointSet, Rules};

use crate::t;
use crate::words::color;

/// Turn `i` of `game` in a sentence; a piece of `listener`'s is "your piece".
pub fn turn(game: &Game, i: usize, listener: Option<Color>) -> Option<String> {
    let rules = game.rules();
    let mover = game.player_of(i)?;
    let &mv = game.moves().get(i)?;
    let before = game.position_at(i)?;
    let after = game.position_at(i + 1)?;
    let side = color(mover);
    let name = |p: Point| rules.point_name(p).to_string();
    if mv.is_pass() {
        return Some(t!("spoken-passes", side = side));
    }
    let step = match mv.from() {
        _ if !mv.has_step() => None,
        None => Some(t!(
            "spoken-places",
            side = side.as_str(),
            to = name(mv.to())
        )),
        Some(from) if rules.neighbours(from).contains(mv.to()) => Some(t!(
            "spoken-moves",
            side = side.as_str(),
            from = name(from),
            to = name(mv.to())
        )),
        Some(from) => Some(t!(
            "spoken-flies",
            side = side.as_str(),
            from = name(from),
            to = name(mv.to())
        )),
    };
    let closed = mv.has_step() && rules.mills_closed_at(mv.to(), after.pieces(mover)) > 0;
    let removals: Vec<String> = mv
        .removed()
        .map(|p| {
            let whose = before.piece_at(p);
            match whose {
                Some(owner) if Some(owner) == listener => {
                    t!("spoken-your-piece", point = name(p))
                }
                Some(owner) => t!("spoken-piece-of", side = color(owner), point = name(p)),
                None => name(p),
            }
        })
        .collect();
    let removes = (!removals.is_empty()).then(|| removals.join(", "));
    Some(match (step, closed, removes) {
        (Some(step), true, Some(removes)) => {
            t!("spoken-mill-removes", step = step, removes = removes)
        }
        (Some(step), true, None) => t!("spoken-mill", step = step),
        (Some(step), false, Some(removes)) => {
            t!("spoken-step-removes", step = step, removes = removes)
        }
        (Some(step), false, None) => t!("spoken-step", step = step),
        (None, _, removes) => t!(
            "spoken-removes",
            side = side,
            removes = removes.unwrap_or_default()
        ),
    })
}

/// The last `count` turns, oldest first, a sentence each.
pub fn last_turns(game: &Game, count: usize, listener: Option<Color>) -> Vec<String> {
    let played = game.moves().len();
    (played.saturating_sub(count)..played)
        .filter_map(|i| turn(game, i, listener))
        .collect()
}

/// Each side's pieces, the side to move first: where they stand and how many are in hand.
pub fn pieces(game: &Game) -> Vec<String> {
    let (rules, pos) = (game.rules(), game.position());
    let first = pos.side_to_move();
    [first, !first]
        .into_iter()
        .map(|side| {
            let on_board = pos.pieces(side);
            t!(
                "spoken-pieces",
                side = color(side),
                count = on_board.len(),
                points = names(rules, on_board),
                hand = pos.in_hand(side)
            )
        })
        .collect()
}

/// The mills through `p`, a sentence each: their points and who stands on each.
pub fn mills_through(game: &Game, p: Point) -> Vec<String> {
    let (rules, pos) = (game.rules(), game.position());
    let mills = rules.mills_through(p);
    if mills.is_empty() {
        return vec![t!("spoken-no-mill-through", point = rules.point_name(p))];
    }
    let holder = |q: Point| match pos.piece_at(q) {
        Some(c) => t!(
            "spoken-point-held",
            point = rules.point_name(q),
            side = color(c)
        ),
        None => t!("spoken-point-empty", point = rules.point_name(q)),
    };
    mills
        .iter()
        .map(|&mill| {
            let held: Vec<String> = along_line(rules, mill).into_iter().map(holder).collect();
            t!(
                "spoken-mill-through",
                point = rules.point_name(p),
                mill = held.join(", ")
            )
        })
        .collect()
}

/// A mill's points in the order a line of the board draws them, else by index.
fn along_line(rules: &Rules, mill: PointSet) -> Vec<Point> {
    rules
        .lines()
        .iter()
        .map(|line| {
            line.iter()
                .copied()
                .filter(|&p| mill.contains(p))
                .collect::<Vec<_>>()
        })
        .find(|on_line| on_line.len() == mill.len() as usize)
        .unwrap_or_else(|| mill.collect())
}

/// Points by name, in the order of their names (a1, a4, a10, d6), easier
/// to follow by ear: letters first, then the number as a number.
fn names(rules: &Rules, points: PointSet) -> String {
    let mut names: Vec<&str> = points.map(|p| rules.point_name(p)).collect();
    names.sort_by_key(|name| {
        let digits = name
            .find(|c: char| c.is_ascii_digit())
            .unwrap_or(name.len());
        let (letters, number) = name.split_at(digits);
        (
            letters.to_string(),
            number.parse::<u32>().unwrap_or(0),
            name.to_string(),
        )
    });
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use morris_core::catalog;

    use super::*;

    fn game(variant: &str, moves: &[&str]) -> Game {
        let mut game = Game::new(std::sync::Arc::new(catalog::shipped(variant).unwrap()));
        for mv in moves {
            game.play_text(mv).unwrap();
        }
        game
    }

    #[test]
    fn a_mill_with_a_removal_is_told_whole_to_each_listener() {
        let game = game("nine-mens-morris", &["a7", "a4", "d7", "b4", "g7xa4"]);
        let last = game.moves().len() - 1;
        crate::with_language("en", || {
            assert_eq!(
                turn(&game, last, Some(Color::Black)).unwrap(),
                "White places on g7, closes a mill and removes your piece on a4."
            );
            assert_eq!(
                turn(&game, last, Some(Color::White)).unwrap(),
                "White places on g7, closes a mill and removes Black's piece on a4."
            );
        })
        .unwrap();
        crate::with_language("fr", || {
            assert_eq!(
                turn(&game, last, Some(Color::Black)).unwrap(),
                "Blanc pose un pion en g7, forme un moulin et retire votre pion en a4."
            );
        })
        .unwrap();
    }

    #[test]
    fn the_pieces_the_mills_through_a_point_and_the_last_turns_are_said() {
        let game = game("nine-mens-morris", &["a7", "d7", "d6"]);
        crate::with_language("en", || {
            assert_eq!(
                pieces(&game),
                [
                    "Black: 1 on the board (d7), 8 in hand.",
                    "White: 2 on the board (a7, d6), 7 in hand."
                ]
            );
            let d7 = game.rules().point_by_name("d7").unwrap();
            assert_eq!(
                mills_through(&game, d7),
                [
                    "Through d7: a7 White, d7 Black, g7 empty.",
                    "Through d7: d7 Black, d6 White, d5 empty."
                ]
            );
            assert_eq!(
                last_turns(&game, 2, None),
                ["Black places on d7.", "White places on d6."]
            );
        })
        .unwrap();
    }
}
