//! One game between two players, refereed by morris-core: every turn is
//! checked, the rules decide the end, and a player that fails forfeits. The
//! one loop where AIs and engines play each other: `morris selfplay`,
//! `morris match` and the level ladder all play through it. On a clock the
//! referee times every turn and charges the mover's clock.

use std::time::{Duration, Instant};

use morris_core::{Color, EndReason, Game, Outcome};

use crate::clock::{Clock, RefereeClock, TimeControl};
use crate::forfeit::Forfeit;
use crate::player::Player;

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// The rules ended it.
    Rules(Outcome),
    /// Still going after the cap on turns: a draw.
    TurnLimit(usize),
    /// A player could not start, or gave no legal turn: it loses.
    Forfeit {
        side: Color,
        /// `true` when the player failed to get ready for the game.
        at_start: bool,
        forfeit: Forfeit,
    },
}

/// A game played out, and how it ended.
#[derive(Debug)]
pub struct Finished {
    pub game: Game,
    pub end: End,
}

impl Finished {
    /// `None` for a draw.
    pub fn winner(&self) -> Option<Color> {
        match &self.end {
            End::Rules(outcome) => outcome.winner,
            End::TurnLimit(_) => None,
            End::Forfeit { side, .. } => Some(!*side),
        }
    }

    /// The result as a record writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result(&self) -> &'static str {
        result_token(self.winner())
    }

    /// How it ended, in words: `White wins (three in a row)`,
    /// `draw (stopped after 500 turns)`, `White wins (Black forfeits)`,
    /// `White wins (Black is out of time)`.
    pub fn reason(&self) -> String {
        match &self.end {
            End::Rules(outcome) => outcome.to_string(),
            End::TurnLimit(turns) => format!("draw (stopped after {turns} turns)"),
            End::Forfeit {
                side,
                at_start,
                forfeit,
            } => {
                let what = if *at_start {
                    "could not start"
                } else if matches!(forfeit, Forfeit::OutOfTime { .. }) {
                    "is out of time"
                } else {
                    "forfeits"
                };
                format!("{} wins ({side} {what})", !*side)
            }
        }
    }

    /// The side that forfeited and why.
    pub fn forfeit(&self) -> Option<(Color, &Forfeit)> {
        match &self.end {
            End::Forfeit { side, forfeit, .. } => Some((*side, forfeit)),
            _ => None,
        }
    }
}

/// The result token of a game `winner` won (a draw for `None`). The core's
/// [`Outcome::score`] writes it; it looks only at the winner, so any reason does.
pub fn result_token(winner: Option<Color>) -> &'static str {
    let reason = EndReason::Resignation;
    Outcome { winner, reason }.score()
}

/// Plays `game` (its opening already on the board) to the end; `players` is
/// indexed by colour (White first). A game still going after `max_turns`
/// turns is a draw.
pub fn play_game(game: Game, players: [&mut dyn Player; 2], max_turns: usize) -> Finished {
    referee(game, players, max_turns, None)
}

/// [`play_game`] on a clock: each side starts with the base time of
/// `control`, every turn's wall time is charged to the mover, who gains the
/// increment after it, and a turn that takes more than the time left plus
/// `margin` loses on time ([`Forfeit::OutOfTime`]).
pub fn play_game_on_clock(
    game: Game,
    players: [&mut dyn Player; 2],
    max_turns: usize,
    control: TimeControl,
    margin: Duration,
) -> Finished {
    referee(
        game,
        players,
        max_turns,
        Some((Clock::new(control), margin)),
    )
}

fn referee(
    mut game: Game,
    players: [&mut dyn Player; 2],
    max_turns: usize,
    mut clocks: Option<(Clock, Duration)>,
) -> Finished {
    let mut players = players;
    for side in [Color::White, Color::Black] {
        if let Err(forfeit) = players[side.index()].new_game() {
            players[side.index()].reset();
            let end = End::Forfeit {
                side,
                at_start: true,
                forfeit,
            };
            return Finished { game, end };
        }
    }
    loop {
        if let Some(outcome) = game.outcome() {
            let end = End::Rules(outcome);
            return Finished { game, end };
        }
        if game.moves().len() >= max_turns {
            let end = End::TurnLimit(max_turns);
            return Finished { game, end };
        }
        let side = game.side_to_move();
        let player = &mut players[side.index()];
        let started = Instant::now();
        let chosen = match &clocks {
            None => player.choose(&game),
            Some((clocks, _)) => player.choose_on_clock(&game, clocks),
        };
        if chosen.as_ref().is_err_and(Forfeit::needs_restart) {
            player.reset();
        }
        // A reply after the flag fell loses on time, whatever it says.
        let chosen = match &mut clocks {
            None => chosen,
            Some((clocks, margin)) => clocks
                .charge_turn(side, started.elapsed(), *margin)
                .and(chosen),
        };
        let chosen = chosen.and_then(|mv| {
            game.play(mv).map_err(|e| Forfeit::Illegal {
                line: String::new(),
                reason: e.to_string(),
            })
        });
        if let Err(forfeit) = chosen {
            let end = End::Forfeit {
                side,
                at_start: false,
                forfeit,
            };
            return Finished { game, end };
        }
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
        let end = play_game(game(), [&mut white, &mut black], 100);
        assert_eq!(end.winner(), Some(Color::White));
        assert_eq!(end.game.moves().len(), 3);
        assert_eq!(end.reason(), "White wins (Black forfeits)");
        assert_eq!(end.result(), "1-0");
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
        let end = play_game(game(), [&mut white, &mut black], 7);
        assert!(end.game.moves().len() <= 7);
        if end.game.outcome().is_none() {
            assert_eq!(end.end, End::TurnLimit(7));
            assert_eq!(end.reason(), "draw (stopped after 7 turns)");
            assert_eq!(end.result(), "1/2-1/2");
        }
    }

    /// Plays the first legal move after `delay`, noting the clock it was shown.
    struct Slow {
        delay: Duration,
        seen: Vec<Duration>,
        resets: usize,
    }

    impl Slow {
        fn new(delay_ms: u64) -> Slow {
            Slow {
                delay: Duration::from_millis(delay_ms),
                seen: Vec::new(),
                resets: 0,
            }
        }
    }

    impl Player for Slow {
        fn name(&self) -> &str {
            "slow"
        }
        fn new_game(&mut self) -> Result<(), Forfeit> {
            Ok(())
        }
        fn choose(&mut self, game: &Game) -> Result<Move, Forfeit> {
            std::thread::sleep(self.delay);
            Ok(game.legal_moves()[0])
        }
        fn choose_on_clock(&mut self, game: &Game, clocks: &Clock) -> Result<Move, Forfeit> {
            self.seen.push(clocks.left(game.side_to_move()));
            self.choose(game)
        }
        fn reset(&mut self) {
            self.resets += 1;
        }
    }

    fn control(base_ms: u64, inc_ms: u64) -> TimeControl {
        TimeControl { base_ms, inc_ms }
    }

    #[test]
    fn on_a_clock_each_turn_is_charged_and_earns_the_increment() {
        let mut white = Slow::new(0);
        let mut black = Slow::new(0);
        let margin = Duration::from_millis(500);
        let end = play_game_on_clock(
            game(),
            [&mut white, &mut black],
            6,
            control(10_000, 100),
            margin,
        );
        assert_eq!(end.game.moves().len(), 6);
        // Each turn takes far less than the increment: the clock only grows.
        assert_eq!(white.seen.len(), 3);
        assert_eq!(white.seen[0], Duration::from_millis(10_000));
        for pair in white.seen.windows(2) {
            assert!(pair[0] < pair[1], "{:?}", white.seen);
            assert!(pair[1] <= pair[0] + Duration::from_millis(100));
        }
    }

    #[test]
    fn a_player_past_its_time_and_the_margin_loses_on_time() {
        let mut white = Slow::new(0);
        // 100 ms a turn against 150 ms and no increment, 20 ms of margin:
        // the second turn runs out.
        let mut black = Slow::new(100);
        let margin = Duration::from_millis(20);
        let end = play_game_on_clock(
            game(),
            [&mut white, &mut black],
            100,
            control(150, 0),
            margin,
        );
        assert_eq!(end.winner(), Some(Color::White));
        assert_eq!(
            end.game.moves().len(),
            3,
            "Black's second turn never counts"
        );
        let Some((Color::Black, Forfeit::OutOfTime { used, left })) = end.forfeit() else {
            panic!("{:?}", end.end);
        };
        assert!(*used >= Duration::from_millis(100));
        assert!(*left <= Duration::from_millis(50), "{left:?}");
        assert_eq!(end.reason(), "White wins (Black is out of time)");
        assert_eq!(end.result(), "1-0");
        // A late answer leaves the player sound: no restart.
        assert_eq!(black.resets, 0);
    }

    #[test]
    fn a_player_on_a_clock_that_fails_is_still_reset() {
        let mut white = Scripted {
            fail_at: Some(0),
            resets: 0,
        };
        let mut black = Slow::new(0);
        let margin = Duration::from_millis(100);
        let end = play_game_on_clock(
            game(),
            [&mut white, &mut black],
            100,
            control(1000, 0),
            margin,
        );
        assert_eq!(end.winner(), Some(Color::Black));
        assert_eq!(end.reason(), "Black wins (White forfeits)");
        assert_eq!(white.resets, 1);
    }
}
