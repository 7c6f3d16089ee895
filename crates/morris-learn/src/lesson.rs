//! A lesson: the steps for a variant's rules, and the check of an answer.

use morris_core::{EndReason, Feature, Move, MoveParseError, Position, Rules, parse_move};

use crate::goal::{Event, Goal, Refusal};
use crate::search::{Found, find};

/// What a step teaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The board, its points and lines.
    Board,
    /// Placing pieces.
    Placing,
    /// Making a mill and removing (where a mill wins, the step of
    /// [`Feature::MillWins`] is the mill's).
    Mill,
    /// Moving pieces along the lines.
    Moving,
    /// A rule of the registry that the variant uses.
    Rule(Feature),
    /// How the game ends.
    End,
    /// How to play well, after the rules.
    Strategy(Strategy),
}

/// A lesson of play, taught after the rules on a position the search found
/// for the variant, with a turn whose worth is proved against every defence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// A piece that closes a mill each time it moves.
    RunningMill,
    /// Keeping pieces free to move, and taking the opponent's room.
    Blocking,
    /// With few pieces left and flying, stopping a mill anywhere.
    FlyingEndgame,
    /// Stopping a double threat before it is made.
    DoubleThreat,
}

impl Strategy {
    /// Every lesson of play, in the order they are taught.
    pub const ALL: [Strategy; 4] = [
        Strategy::RunningMill,
        Strategy::Blocking,
        Strategy::FlyingEndgame,
        Strategy::DoubleThreat,
    ];

    /// What a right answer does.
    pub fn goal(self) -> Goal {
        match self {
            Strategy::RunningMill => Goal::RunningMill,
            Strategy::Blocking => Goal::Block,
            Strategy::FlyingEndgame => Goal::FlyToSafety,
            Strategy::DoubleThreat => Goal::StopDoubleThreat,
        }
    }

    /// Does the lesson of play apply to `rules`: a running mill where a
    /// mill does not end the game, the flying endgame where pieces fly?
    pub fn applies(self, rules: &Rules) -> bool {
        match self {
            Strategy::RunningMill => !rules.uses(Feature::MillWins),
            Strategy::FlyingEndgame => rules.uses(Feature::Flying),
            Strategy::Blocking | Strategy::DoubleThreat => true,
        }
    }
}

/// One step: a position, what to do there, and a right answer core accepts.
#[derive(Clone, Debug)]
pub struct Step {
    kind: StepKind,
    goal: Goal,
    position: Position,
    answer: Option<Move>,
    miss: Option<Move>,
    refused: Option<String>,
}

/// What core and the goal make of the learner's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The turn does what the step asks.
    Right(Move),
    /// Core refuses the text, for this reason.
    Illegal(MoveParseError),
    /// A legal turn that does not do what the step asks.
    Missed(Move),
}

impl Step {
    pub fn kind(&self) -> StepKind {
        self.kind
    }

    /// What a right answer does; [`Goal::Look`] when there is nothing to play
    /// (the board step, or a rule for which the search found no position).
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The position the step starts from.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// A right answer (none for a step with nothing to play).
    pub fn answer(&self) -> Option<Move> {
        self.answer
    }

    /// A legal turn that does not do what the step asks, where there is one.
    pub fn miss(&self) -> Option<Move> {
        self.miss
    }

    /// For a step about a turn the rules refuse: such a turn, as text.
    pub fn refused(&self) -> Option<&str> {
        self.refused.as_deref()
    }

    /// Checks the learner's move text: core reads it in the step's position,
    /// then the goal says whether the turn does what the step asks.
    pub fn check(&self, rules: &Rules, text: &str) -> Verdict {
        match parse_move(rules, &self.position, text) {
            Err(err) => Verdict::Illegal(err),
            Ok(mv) => self.check_move(rules, mv),
        }
    }

    /// Checks a turn already known legal in the step's position (played on
    /// a board that offers only legal turns).
    pub fn check_move(&self, rules: &Rules, mv: Move) -> Verdict {
        match self.goal.met(rules, &self.position, mv) {
            true => Verdict::Right(mv),
            false => Verdict::Missed(mv),
        }
    }

    fn look(kind: StepKind, rules: &Rules) -> Step {
        Step {
            kind,
            goal: Goal::Look,
            position: Position::start(rules),
            answer: None,
            miss: None,
            refused: None,
        }
    }

    fn found(kind: StepKind, goal: Goal, found: Found) -> Step {
        Step {
            kind,
            goal,
            position: found.position,
            answer: Some(found.answer),
            miss: found.miss,
            refused: found.refused,
        }
    }
}

/// The steps of a lesson for one variant's rules.
#[derive(Clone, Debug)]
pub struct Lesson {
    steps: Vec<Step>,
}

impl Lesson {
    /// The lesson for `rules`: the board, placing (where the variant places),
    /// a mill and its removal (unless a mill wins), moving, one step for each
    /// feature it uses (flying and a mill that wins among them), and how the
    /// game ends; then the lessons of play ([`Strategy`]) that apply and
    /// that a position is found for. Each step's position is the first the
    /// bounded search finds; a step of the rules whose position is not found
    /// only shows its words ([`Goal::Look`]).
    pub fn of(rules: &Rules) -> Lesson {
        let mut steps = vec![Step::look(StepKind::Board, rules)];
        let start = Position::start(rules);
        if start.in_hand(start.side_to_move()) > 0 {
            steps.push(step(rules, StepKind::Placing, &[Goal::Place], None));
        }
        // Where a mill wins, the step of that feature is the mill's.
        if !rules.uses(Feature::MillWins) {
            let mill = [Goal::Remove, Goal::CloseMill];
            steps.push(step(rules, StepKind::Mill, &mill, None));
        }
        steps.push(step(rules, StepKind::Moving, &[Goal::Slide], None));
        for feature in rules.features().iter() {
            let (goals, refusal) = feature_goal(feature);
            steps.push(step(rules, StepKind::Rule(feature), goals, refusal));
        }
        steps.push(step(rules, StepKind::End, &[Goal::Win], None));
        // A lesson of play is taught only on a position found for it.
        for strategy in Strategy::ALL.into_iter().filter(|s| s.applies(rules)) {
            let kind = StepKind::Strategy(strategy);
            let goal = strategy.goal();
            if let Some(found) = find(rules, goal, None, seed(kind)) {
                steps.push(Step::found(kind, goal, found));
            }
        }
        Lesson { steps }
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }
}

/// The step of `kind` for the first of `goals` a position is found for.
fn step(rules: &Rules, kind: StepKind, goals: &[Goal], refusal: Option<Refusal>) -> Step {
    let seed = seed(kind);
    goals
        .iter()
        .find_map(|&goal| find(rules, goal, refusal, seed).map(|f| Step::found(kind, goal, f)))
        .unwrap_or_else(|| Step::look(kind, rules))
}

/// Each kind of step searches from games of its own.
fn seed(kind: StepKind) -> u64 {
    match kind {
        StepKind::Board => 0,
        StepKind::Placing => 1,
        StepKind::Mill => 2,
        StepKind::Moving => 3,
        StepKind::End => 5,
        StepKind::Strategy(strategy) => 8 + strategy as u64,
        StepKind::Rule(feature) => 16 + feature as u64,
    }
}

/// What the learner does in the step about `feature` (the first of these
/// goals a position is found for), and the turn the rule refuses where the
/// rule is a restriction. Every feature is matched here: a new one does not
/// compile until it has a step.
pub fn feature_goal(feature: Feature) -> (&'static [Goal], Option<Refusal>) {
    let refuses =
        |refusal| -> (&'static [Goal], Option<Refusal>) { (&[Goal::AnyTurn], Some(refusal)) };
    let goals: &'static [Goal] = match feature {
        Feature::MillLength => &[Goal::CloseMill],
        Feature::LongerLinesNoMill => &[Goal::RowNoMill],
        Feature::ListedMills | Feature::ScoringMills => &[Goal::RowNoMill, Goal::CloseMill],
        Feature::LongerLinesForbidden => return refuses(Refusal::LongerLine),
        Feature::PlacedMillDoesNothing => &[Goal::PlaceMill],
        Feature::PlacedMillForbidden => return refuses(Refusal::PlacingMill),
        Feature::PlacedMillMarks => &[Goal::Event(Event::Marked)],
        Feature::PlacedMillTakesFromHand => &[Goal::Event(Event::TookFromHand)],
        Feature::PlacedMillPlacesAgain | Feature::MovedMillMovesAgain => {
            &[Goal::Event(Event::PlaysAgain)]
        }
        Feature::PlacedMillCovers => &[Goal::Event(Event::Covered)],
        Feature::PlacedMillsCounted => &[Goal::Event(Event::MillsCounted)],
        Feature::OneTimeMills => &[Goal::Event(Event::UsedMillRemovesNothing)],
        Feature::MovementStarts => &[Goal::Event(Event::MovesFirst)],
        Feature::FullBoardRemovals => &[Goal::Event(Event::BoardFull)],
        Feature::BlockedDraws => &[Goal::Draw(EndReason::Blocked)],
        Feature::BlockedPasses | Feature::BlockedFreed => &[Goal::Event(Event::Passed)],
        Feature::BlockedRemovesAdjacent => &[Goal::Event(Event::RemovedWhenBlocked)],
        Feature::EndgameDraw => &[Goal::EndgameDraw],
        Feature::ClosedWhilePlacing => return refuses(Refusal::ClosedWhilePlacing),
        Feature::FlyFrom => &[Goal::FlyFrom],
        Feature::StartPieces => &[Goal::AnyTurn],
        Feature::NoPlacing => return refuses(Refusal::NoPlacing),
        Feature::OpeningPoints => return refuses(Refusal::OpeningPoints),
        Feature::StopPlacing => &[Goal::Event(Event::PlacementStopped)],
        Feature::NoImmediateReforming => return refuses(Refusal::MovingBackIntoMill),
        Feature::ProtectingMills | Feature::NeverInMills => {
            return (&[Goal::Remove], Some(Refusal::Protected));
        }
        Feature::RemovableAny => &[Goal::RemoveFromMill],
        Feature::Captures => &[Goal::Event(Event::Captured)],
        Feature::Links => &[Goal::AlongLink],
        Feature::MillWins => &[Goal::Win],
        Feature::RemovalPerMill => &[Goal::DoubleMill],
        Feature::MoveInPlacement => &[Goal::MoveWhilePlacing],
        Feature::FullBoardDraw => &[Goal::Draw(EndReason::FullBoard)],
        Feature::Flying => &[Goal::Fly],
    };
    (goals, None)
}
