//! One chess clock for every place a game is timed (the server's rooms, the
//! referee of `morris match`): each side's time left under a [`TimeControl`],
//! charged when its turn ends. Times are milliseconds read off any clock that
//! only goes forward (the server's stamps, a referee's start), so the clock
//! itself reads no time and is tested by numbers.

use crate::color::Color;
use crate::game::time_control::TimeControl;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    left_ms: [u64; 2],
    /// The side whose clock runs, and since when.
    running: Option<(Color, u64)>,
}

impl Clock {
    /// Both sides' full time, nobody's running.
    pub fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            left_ms: [control.base_ms; 2],
            running: None,
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose clock runs.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(side, _)| side)
    }

    /// `side`'s time left at `now_ms`, its running time taken off.
    pub fn left_ms(&self, side: Color, now_ms: u64) -> u64 {
        let left = self.left_ms[side.index()];
        match self.running {
            Some((running, since)) if running == side => {
                left.saturating_sub(now_ms.saturating_sub(since))
            }
            _ => left,
        }
    }

    /// `side`'s clock runs from `at_ms` (the running one is charged first).
    pub fn run(&mut self, side: Color, at_ms: u64) {
        self.stop(at_ms);
        self.running = Some((side, at_ms));
    }

    /// Charges the running side and stops its clock.
    pub fn stop(&mut self, at_ms: u64) {
        if let Some((side, _)) = self.running {
            self.left_ms[side.index()] = self.left_ms(side, at_ms);
            self.running = None;
        }
    }

    /// `side` finished a turn at `at_ms`: its running time is charged, the
    /// increment added, and the clock of `next` runs: the side to move now,
    /// which is `side` again when the rules give it another turn.
    pub fn turn_played(&mut self, side: Color, next: Color, at_ms: u64) {
        self.stop(at_ms);
        self.add_increment(side);
        self.run(next, at_ms);
    }

    /// `side` played a turn that took `used_ms`, timed by the caller (a
    /// referee that waits for an engine's reply): the time is charged, down
    /// to zero at most, and the increment added.
    pub fn charge(&mut self, side: Color, used_ms: u64) {
        let left = &mut self.left_ms[side.index()];
        *left = left.saturating_sub(used_ms);
        self.add_increment(side);
    }

    fn add_increment(&mut self, side: Color) {
        let left = &mut self.left_ms[side.index()];
        *left = left.saturating_add(self.control.inc_ms);
    }

    /// The side whose time is up at `now_ms`, if any.
    pub fn flagged(&self, now_ms: u64) -> Option<Color> {
        let side = self.running()?;
        (self.left_ms(side, now_ms) == 0).then_some(side)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(base_ms: u64, inc_ms: u64) -> TimeControl {
        TimeControl { base_ms, inc_ms }
    }

    #[test]
    fn a_turn_charges_the_mover_and_adds_the_increment() {
        let mut clock = Clock::new(control(60_000, 2_000));
        clock.run(Color::White, 1_000);
        clock.turn_played(Color::White, Color::Black, 11_000);
        assert_eq!(clock.running(), Some(Color::Black));
        assert_eq!(clock.left_ms(Color::White, 14_000), 52_000);
        assert_eq!(clock.left_ms(Color::Black, 14_000), 57_000);
        assert_eq!(clock.flagged(70_999), None);
        assert_eq!(clock.flagged(71_000), Some(Color::Black));
        clock.stop(20_000);
        assert_eq!(clock.left_ms(Color::Black, 99_000), 51_000);
        assert_eq!(clock.flagged(99_000), None);
    }

    #[test]
    fn a_turn_that_gives_another_turn_keeps_the_movers_clock_running() {
        let mut clock = Clock::new(control(60_000, 0));
        clock.run(Color::White, 0);
        clock.turn_played(Color::White, Color::White, 5_000);
        assert_eq!(clock.running(), Some(Color::White));
        assert_eq!(clock.left_ms(Color::White, 15_000), 45_000);
        assert_eq!(clock.left_ms(Color::Black, 15_000), 60_000);
    }

    #[test]
    fn a_turn_timed_by_the_caller_stops_at_zero_before_the_increment() {
        let mut clock = Clock::new(control(1_000, 100));
        clock.charge(Color::White, 300);
        assert_eq!(clock.left_ms(Color::White, 0), 800);
        assert_eq!(clock.left_ms(Color::Black, 0), 1_000);
        clock.charge(Color::White, 5_000);
        assert_eq!(clock.left_ms(Color::White, 0), 100);
        assert_eq!(clock.running(), None);
    }
}
