//! What a `go` lets the search spend: its own limits, a share of the mover's
//! clock, or the `MoveTime` option when it names none.

use std::time::Duration;

use morris_ai::search::Limits;
use morris_core::Color;

use crate::clock::{Clock, RefereeClock};
use crate::protocol::Go;

/// A game of `go wtime ..` is planned to last this many more turns each.
const MOVES_TO_GO: u64 = 30;

/// The limits of `go` for `mover`; `move_time` when it gives none (and is not `infinite`).
pub(crate) fn search_limits(go: &Go, mover: Color, move_time: Duration) -> Limits {
    let mut limits = Limits::default();
    if let Some(depth) = go.depth {
        limits = limits.with_depth(depth.max(1));
    }
    if let Some(nodes) = go.nodes {
        limits = limits.with_nodes(nodes.max(1));
    }
    if let Some(ms) = go.movetime_ms {
        limits = limits.with_fixed_time(Duration::from_millis(ms.max(1)));
    } else if let Some(ms) = clock_budget(go, mover) {
        limits = limits.with_time(Duration::from_millis(ms.max(1)));
    }
    if limits == Limits::default() && !go.infinite {
        limits = limits.with_fixed_time(move_time);
    }
    limits
}

/// `limits` with the time `morris engine` would give `mover` for a `go` on
/// `clocks`: our in-process AI plans its clock as the engine does.
pub(crate) fn clock_limits(limits: Limits, mover: Color, clocks: &Clock) -> Limits {
    let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
    let increment = ms(clocks.control().increment());
    let go = Go {
        time_ms: [Color::White, Color::Black].map(|c| Some(ms(clocks.left(c)))),
        increment_ms: [Some(increment); 2],
        ..Go::default()
    };
    match clock_budget(&go, mover) {
        Some(ms) => limits.with_time(Duration::from_millis(ms.max(1))),
        None => limits,
    }
}

/// The share of the mover's clock this move may use, when clocks are given:
/// its time over the moves to go plus most of its increment, at most half.
fn clock_budget(go: &Go, mover: Color) -> Option<u64> {
    let side = mover.index();
    let left = go.time_ms[side]?;
    let increment = go.increment_ms[side].unwrap_or(0);
    let moves = go.moves_to_go.unwrap_or(MOVES_TO_GO).max(1);
    Some((left / moves + increment * 3 / 4).min(left / 2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeControl;
    use crate::protocol::{Request, parse};

    /// The time `go ...` gives `mover` when the `MoveTime` option is 1 s.
    fn time(text: &str, mover: Color) -> Option<Duration> {
        let Ok(Some(Request::Go(go))) = parse(text) else {
            panic!("{text} is not a go");
        };
        search_limits(&go, mover, Duration::from_secs(1)).time
    }

    fn ms(ms: u64) -> Option<Duration> {
        Some(Duration::from_millis(ms))
    }

    #[test]
    fn clock_times_give_a_share_of_the_movers_clock() {
        // 30 moves to go by default, and never more than half the clock.
        assert_eq!(time("go wtime 3000 btime 60000", Color::White), ms(100));
        assert_eq!(time("go wtime 3000 winc 400", Color::White), ms(400));
        assert_eq!(time("go wtime 100 winc 1000", Color::White), ms(50));
        assert_eq!(time("go wtime 3000 movestogo 3", Color::White), ms(1000));
        // Black's clock counts on Black's turn; no clock for the mover, the option.
        assert_eq!(time("go wtime 3000 btime 600 binc 0", Color::Black), ms(20));
        assert_eq!(time("go wtime 3000", Color::Black), ms(1000));
    }

    /// A fixed time a move is spent whole; a share of a clock saves what an
    /// iteration could not finish in.
    #[test]
    fn a_move_time_is_spent_whole_and_a_clock_share_is_not() {
        let fixed = |text: &str| {
            let Ok(Some(Request::Go(go))) = parse(text) else {
                panic!("{text} is not a go");
            };
            search_limits(&go, Color::White, Duration::from_secs(1)).fixed_time
        };
        assert!(fixed("go movetime 100"));
        assert!(fixed("go wtime 3000 movetime 7"));
        assert!(fixed("go"), "the MoveTime option is a fixed time too");
        assert!(!fixed("go wtime 3000 btime 3000"));
        assert!(!fixed("go depth 4"));
    }

    #[test]
    fn limits_given_win_and_none_means_the_option() {
        assert_eq!(time("go wtime 3000 movetime 7", Color::White), ms(7));
        assert_eq!(time("go", Color::White), ms(1000));
        assert_eq!(time("go ponder movetime 5", Color::White), ms(5));
        assert_eq!(time("go infinite", Color::White), None);
        assert_eq!(time("go depth 3", Color::White), None);
        let Ok(Some(Request::Go(go))) = parse("go depth 0 nodes 0") else {
            panic!("not a go");
        };
        let limits = search_limits(&go, Color::White, Duration::from_secs(1));
        assert_eq!((limits.depth, limits.nodes), (Some(1), Some(1)));
    }

    #[test]
    fn our_ai_plans_its_clock_as_the_engine_does() {
        let control: TimeControl = "30s+0.1s".parse().unwrap();
        let mut clocks = Clock::new(control);
        let limits = clock_limits(Limits::depth(5), Color::White, &clocks);
        assert_eq!((limits.depth, limits.time), (Some(5), ms(1000 + 75)));
        clocks
            .charge_turn(Color::White, Duration::from_secs(3), Duration::ZERO)
            .unwrap();
        // 27.1 s left: 903 ms over 30 turns, and 75 ms.
        let limits = clock_limits(Limits::default(), Color::White, &clocks);
        assert_eq!(limits.time, ms(903 + 75));
    }
}
