//! Finding a position where a goal can be met: seeded random play from the
//! start, looking at every position on the way, within a fixed budget, so
//! that a lesson is found quickly and is the same every time.

use morris_core::{EndReason, Move, Position, Rules, SplitMix};

use crate::goal::{Event, Goal, Refusal};
use crate::turn_facts::outcome;

/// Random games played at most, each at most this many turns long, and the
/// positions looked at over all of them.
const GAMES: u64 = 64;
const TURNS: usize = 400;
const POSITIONS: usize = 12_000;

/// A position for a step: a right answer, a legal turn that is no answer
/// where there is one, and a step the rule refuses where the step is about one.
#[derive(Clone, Debug)]
pub(crate) struct Found {
    pub position: Position,
    pub answer: Move,
    pub miss: Option<Move>,
    pub refused: Option<String>,
}

/// The first position of the random games from `seed` on where `goal` can
/// be met (and, with a refusal, a step is refused for it). One where a legal
/// turn misses the goal is preferred, within the game it was found in.
pub(crate) fn find(
    rules: &Rules,
    goal: Goal,
    refusal: Option<Refusal>,
    seed: u64,
) -> Option<Found> {
    let mut budget = POSITIONS;
    let play = Play::for_goal(goal);
    for game in 0..GAMES {
        let mut rng = SplitMix::new(seed.wrapping_mul(1_000_003).wrapping_add(game));
        let mut pos = Position::start(rules);
        let mut fallback = None;
        for _ in 0..TURNS {
            if budget == 0 || outcome(rules, &pos).is_some() {
                break;
            }
            budget -= 1;
            let moves = pos.legal_moves(rules);
            if moves.is_empty() {
                break;
            }
            if let Some(found) = look(rules, &pos, &moves, goal, refusal) {
                if found.miss.is_some() {
                    return Some(found);
                }
                fallback.get_or_insert(found);
            }
            let mv = choose(rules, &pos, &moves, play, &mut rng);
            pos.play_unchecked(rules, mv);
        }
        if fallback.is_some() || budget == 0 {
            return fallback;
        }
    }
    None
}

/// The step made of `pos`, if the goal can be met there.
fn look(
    rules: &Rules,
    pos: &Position,
    moves: &[Move],
    goal: Goal,
    refusal: Option<Refusal>,
) -> Option<Found> {
    if !goal.fits(rules, pos) {
        return None;
    }
    let answer = *moves.iter().find(|&&mv| goal.met(rules, pos, mv))?;
    let refused = match refusal {
        Some(refusal) => Some(refusal.find(rules, pos)?),
        None => None,
    };
    let miss = moves
        .iter()
        .copied()
        .find(|&mv| !goal.met(rules, pos, mv) && goal.shown_by_miss(rules, pos, mv));
    if goal.is_strategy() && miss.is_none() {
        return None;
    }
    Some(Found {
        position: *pos,
        answer,
        miss,
        refused,
    })
}

/// How the random games choose their turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Play {
    /// Any legal turn.
    Random,
    /// A turn that removes nothing where there is one: boards fill up.
    Quiet,
    /// Mostly a turn that leaves the opponent the fewest steps: players get blocked.
    Blocking,
}

impl Play {
    fn for_goal(goal: Goal) -> Play {
        match goal {
            Goal::Draw(EndReason::FullBoard)
            | Goal::Event(Event::BoardFull | Event::PlacementStopped) => Play::Quiet,
            Goal::Draw(EndReason::Blocked)
            | Goal::Block
            | Goal::Event(Event::Passed | Event::RemovedWhenBlocked) => Play::Blocking,
            _ => Play::Random,
        }
    }
}

/// The turn to play in `pos`, among its legal `moves` (not empty).
fn choose(rules: &Rules, pos: &Position, moves: &[Move], play: Play, rng: &mut SplitMix) -> Move {
    let any = moves[rng.below(moves.len())];
    match play {
        Play::Random => any,
        Play::Quiet => {
            let quiet: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| m.removed().is_empty())
                .collect();
            match quiet.is_empty() {
                true => any,
                false => quiet[rng.below(quiet.len())],
            }
        }
        Play::Blocking if rng.below(4) == 0 => any,
        Play::Blocking => {
            let steps_left = |&mv: &Move| {
                let mut after = *pos;
                after.play_unchecked(rules, mv);
                let theirs = after.legal_moves(rules);
                theirs.iter().filter(|m| m.has_step()).count()
            };
            // Ties go to the first after a random turn, so that games differ.
            let turn = rng.below(moves.len());
            let order = moves[turn..].iter().chain(&moves[..turn]);
            *order.min_by_key(|mv| steps_left(mv)).unwrap_or(&any)
        }
    }
}
