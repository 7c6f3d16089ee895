//! One game between two players, refereed by morris-core: every turn is
//! checked, the rules decide the end, and a player that fails forfeits.

use morris_core::{Color, Game};

use super::player::{Forfeit, Player};

/// How a game ended.
#[derive(Debug)]
pub struct Finished {
    pub game: Game,
    pub winner: Option<Color>,
    pub reason: String,
    /// The side that forfeited and why, for the log.
    pub forfeit: Option<(Color, Forfeit)>,
}

/// Plays `game` (its opening already on the board) to the end; `players` is
/// indexed by colour (White first). A game still going after `max_turns`
/// turns is a draw.
pub fn play(mut game: Game, players: [&mut dyn Player; 2], max_turns: usize) -> Finished {
    let [white, black] = players;
    let mut players = [white, black];
    for color in [Color::White, Color::Black] {
        if let Err(forfeit) = players[color.index()].new_game() {
            players[color.index()].reset();
            return forfeited(game, color, forfeit, "could not start");
        }
    }
    loop {
        if let Some(outcome) = game.outcome() {
            return Finished {
                game,
                winner: outcome.winner,
                reason: outcome.to_string(),
                forfeit: None,
            };
        }
        if game.moves().len() >= max_turns {
            return Finished {
                game,
                winner: None,
                reason: format!("draw (stopped after {max_turns} turns)"),
                forfeit: None,
            };
        }
        let side = game.side_to_move();
        let player = &mut players[side.index()];
        let chosen = player.choose(&game).and_then(|mv| {
            game.play(mv).map_err(|e| Forfeit::Illegal {
                line: String::new(),
                reason: e.to_string(),
            })
        });
        if let Err(forfeit) = chosen {
            if forfeit.needs_restart() {
                player.reset();
            }
            return forfeited(game, side, forfeit, "forfeits");
        }
    }
}

fn forfeited(game: Game, side: Color, forfeit: Forfeit, what: &str) -> Finished {
    Finished {
        reason: format!("{} wins ({side} {what})", !side),
        winner: Some(!side),
        forfeit: Some((side, forfeit)),
        game,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use morris_core::{Move, catalog};

    use super::*;

    /// Plays the first legal move, or forfeits at a given turn.
    struct Scripted {
        fail_at: Option<usize>,
        resets: usize,
    }

    impl Player for Scripted {
        fn name(&self) -> &str {
            "scripted"
        }
        fn new_game(&mut self) -> Result<(), Forfeit> {
            Ok(())
        }
        fn choose(&mut self, game: &Game) -> Result<Move, Forfeit> {
            if self.fail_at == Some(game.moves().len()) {
                return Err(Forfeit::Crashed {
                    detail: "test".into(),
                });
            }
            Ok(game.legal_moves()[0])
        }
        fn reset(&mut self) {
            self.resets += 1;
        }
    }

    fn game() -> Game {
        Game::new(Arc::new(catalog::shipped("nine-mens-morris").unwrap()))
    }

    #[test]
    fn a_failing_player_loses_and_is_reset() {
        let mut white = Scripted {
            fail_at: None,
            resets: 0,
        };
        let mut black = Scripted {
            fail_at: Some(3),
            resets: 0,
        };
        let end = play(game(), [&mut white, &mut black], 100);
        assert_eq!(end.winner, Some(Color::White));
        assert_eq!(end.game.moves().len(), 3);
        assert!(end.reason.contains("Black forfeits"), "{}", end.reason);
        assert_eq!(black.resets, 1);
    }

    #[test]
    fn a_long_game_is_cut_to_a_draw() {
        let mut white = Scripted {
            fail_at: None,
            resets: 0,
        };
        let mut black = Scripted {
            fail_at: None,
            resets: 0,
        };
        let end = play(game(), [&mut white, &mut black], 7);
        assert!(end.game.moves().len() <= 7);
        if end.game.outcome().is_none() {
            assert_eq!(end.winner, None);
            assert!(end.reason.contains("stopped after 7 turns"));
        }
    }
}
