//! Why a wrong turn is wrong: the reply that punishes it, and what that
//! reply does, for the front ends to play on the board and say in one
//! sentence before they offer a retry (practice) or the solution.
//!
//! The reply is one that wins at once where there is one; else, in a
//! tactical puzzle, the proving search's; else the best reply of a search
//! (exact where the engine was given the variant's table, else to a fixed
//! depth), said as the mill it closes where it closes one.

use std::sync::Arc;

use morris_ai::Stop;
use morris_ai::search::{Engine, Limits};
use morris_core::{Color, Game, Move, PointSet, Position, Rules};

use super::tactical_reply::tactical_reply;
use super::{Puzzle, wins_at_once};

/// How deep, and over how many positions at most, the search for a reply
/// looks where no table answers: a fraction of a second.
const DEPTH: u32 = 6;
const NODES: u64 = 200_000;

/// The reply to a wrong turn, and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refutation {
    /// The position after the wrong turn, where the reply is played.
    pub position: Position,
    /// Who replies: the defender.
    pub replier: Color,
    pub reply: Move,
    pub punishment: Punishment,
}

/// What the reply does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Punishment {
    /// It wins the game at once.
    Wins,
    /// It closes `mill` and removes the pieces on `removed` (none where the
    /// rules remove nothing).
    Mill { mill: PointSet, removed: PointSet },
    /// It keeps the puzzle's goal (the win, or the draw) out of reach.
    Spoils,
}

/// The reply that punishes `wrong`, a legal turn of `before` (the solver's
/// turn at some point of `puzzle`'s line) that is not the solution. `None`
/// where there is no reply: the wrong turn is illegal, or ends the game.
pub fn refutation(
    engine: &mut Engine,
    rules: &Arc<Rules>,
    puzzle: &Puzzle,
    before: &Position,
    wrong: Move,
) -> Option<Refutation> {
    if !before.is_legal(rules, wrong) {
        return None;
    }
    let mut position = *before;
    position.play_unchecked(rules, wrong);
    if position.outcome(rules).is_some() {
        return None;
    }
    let replier = position.side_to_move();
    // A mill may give the solver another turn: then there is no reply yet.
    if replier == puzzle.solver() {
        return None;
    }
    let moves = position.legal_moves(rules);
    let winning = moves
        .iter()
        .copied()
        .find(|&m| wins_at_once(rules, &position, m));
    // A tactic's reply comes from its proof, where it finds one.
    let proved = match puzzle.theme.is_tactical() {
        true => tactical_reply(rules, puzzle, before, wrong),
        false => None,
    };
    let reply = match winning.or(proved) {
        Some(reply) => reply,
        None => {
            let game = Game::from_position(Arc::clone(rules), position);
            let limits = Limits::depth(DEPTH).with_nodes(NODES);
            engine.best_move(&game, &limits, &Stop::new())?
        }
    };
    let punishment = match winning {
        Some(_) => Punishment::Wins,
        None => closed_mill(rules, &position, reply).map_or(Punishment::Spoils, |mill| {
            Punishment::Mill {
                mill,
                removed: reply.removed(),
            }
        }),
    };
    Some(Refutation {
        position,
        replier,
        reply,
        punishment,
    })
}

/// The mill `mv` closes, played from `pos`, if it closes one.
fn closed_mill(rules: &Rules, pos: &Position, mv: Move) -> Option<PointSet> {
    let mover = pos.side_to_move();
    let mut after = *pos;
    after.play_unchecked(rules, mv);
    let mine = after.pieces(mover);
    let before = pos.pieces(mover);
    rules
        .mills_through(mv.to())
        .iter()
        .copied()
        .find(|&mill| mill.is_subset(mine) && !mill.is_subset(before))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::{parse_set, shipped_set};

    /// Every wrong first turn of the first Nine Men's Morris puzzles gets a
    /// reply, legal where it is played; one that wins at once is said so,
    /// one said to close a mill does.
    #[test]
    fn a_wrong_turn_gets_a_legal_reply_that_says_what_it_does() {
        let read = parse_set("nine.ron", shipped_set("nine-mens-morris").unwrap()).unwrap();
        let rules = Arc::new(read.rules);
        let mut engine = Engine::with_table_size(1);
        let (mut mills, mut wins, mut replies) = (0, 0, 0);
        for puzzle in read.set.puzzles.iter().take(12) {
            let pos = puzzle.position;
            for wrong in pos.legal_moves(&rules) {
                if puzzle.accepts(&rules, 0, &pos, wrong) {
                    continue;
                }
                let Some(r) = refutation(&mut engine, &rules, puzzle, &pos, wrong) else {
                    continue;
                };
                replies += 1;
                assert_eq!(r.replier, !puzzle.solver());
                assert!(r.position.is_legal(&rules, r.reply));
                let mut after = r.position;
                after.play_unchecked(&rules, r.reply);
                match r.punishment {
                    Punishment::Wins => {
                        wins += 1;
                        assert_eq!(after.outcome(&rules).unwrap().winner, Some(r.replier));
                    }
                    Punishment::Mill { mill, removed } => {
                        mills += 1;
                        assert!(mill.is_subset(after.pieces(r.replier)));
                        assert!(rules.mills().contains(&mill));
                        assert_eq!(removed, r.reply.removed());
                    }
                    Punishment::Spoils => {}
                }
            }
        }
        assert!(
            replies > 20 && mills > 0 && wins > 0,
            "{replies} {mills} {wins}"
        );
    }

    #[test]
    fn a_turn_that_ends_the_game_or_is_illegal_has_no_reply() {
        let read = parse_set("three.ron", shipped_set("three-mens-morris").unwrap()).unwrap();
        let rules = Arc::new(read.rules);
        let mut engine = Engine::with_table_size(1);
        let puzzle = read
            .set
            .puzzles
            .iter()
            .find(|p| p.line.len() == 1 && wins_at_once(&rules, &p.position, p.line[0]))
            .unwrap();
        let pos = puzzle.position;
        let right = puzzle.line[0];
        // Not a wrong turn at all, and it ends the game: nothing to reply.
        assert!(refutation(&mut engine, &rules, puzzle, &pos, right).is_none());
        // The same turn again where it was played is illegal.
        let mut after = pos;
        after.play_unchecked(&rules, right);
        assert!(!after.is_legal(&rules, right));
        assert!(refutation(&mut engine, &rules, puzzle, &after, right).is_none());
    }
}
