//! What a puzzle teaches, read off its position and its proved line: the
//! same line always has the same theme, so a set's themes are checked too.

use std::fmt;
use std::str::FromStr;

use morris_core::{Color, EndReason, Move, Position, Rules, Setup};
use serde::{Deserialize, Serialize};

/// A puzzle's theme. The first four are wins, the next two hold a draw
/// (all six proved by a table); the last five are tactics of the whole game,
/// proved by bounded search ([`crate::tactics`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Theme {
    /// A win in a few turns.
    Win,
    /// A win where a piece steps out of one mill into another (a running mill).
    DoubleMill,
    /// A win that leaves the loser no legal turn.
    Blockade,
    /// A win where a player flies.
    Flying,
    /// The only turn that keeps a draw.
    HoldDraw,
    /// The only turn that keeps a draw, and it stops the other player's mill.
    StopMill,
    /// A turn that threatens two mills at once: a piece won in two turns.
    DoubleThreat,
    /// A piece won by force in three turns.
    WinPiece,
    /// Two pieces won by force, a piece stepping out of a mill and back.
    RunningMill,
    /// A win by leaving the other player no legal turn, by force.
    BlockIn,
    /// The only turn that keeps the other player from winning a piece.
    StopThreat,
}

impl Theme {
    pub const ALL: [Theme; 11] = [
        Theme::Win,
        Theme::DoubleMill,
        Theme::Blockade,
        Theme::Flying,
        Theme::HoldDraw,
        Theme::StopMill,
        Theme::DoubleThreat,
        Theme::WinPiece,
        Theme::RunningMill,
        Theme::BlockIn,
        Theme::StopThreat,
    ];

    /// The name given on the command line (`--theme double-mill`).
    pub fn id(self) -> &'static str {
        match self {
            Theme::Win => "win",
            Theme::DoubleMill => "double-mill",
            Theme::Blockade => "blockade",
            Theme::Flying => "flying",
            Theme::HoldDraw => "hold-draw",
            Theme::StopMill => "stop-mill",
            Theme::DoubleThreat => "double-threat",
            Theme::WinPiece => "win-piece",
            Theme::RunningMill => "running-mill",
            Theme::BlockIn => "block-in",
            Theme::StopThreat => "stop-threat",
        }
    }

    /// Does the solver hold a draw (rather than win)?
    pub fn holds(self) -> bool {
        matches!(self, Theme::HoldDraw | Theme::StopMill)
    }

    /// Is it proved by bounded search (a tactic), not by a table?
    pub fn is_tactical(self) -> bool {
        matches!(
            self,
            Theme::DoubleThreat
                | Theme::WinPiece
                | Theme::RunningMill
                | Theme::BlockIn
                | Theme::StopThreat
        )
    }

    /// The theme of a proved line from `pos`: a win's by how it is won, a
    /// draw's by whether its one turn stops a mill.
    pub fn of_line(rules: &Rules, pos: &Position, line: &[Move], holds: bool) -> Theme {
        if holds {
            let stops = line.first().is_some_and(|&mv| stops_mill(rules, pos, mv));
            return if stops {
                Theme::StopMill
            } else {
                Theme::HoldDraw
            };
        }
        let solver = pos.side_to_move();
        let mut p = *pos;
        let mut running = false;
        for &mv in line {
            if p.side_to_move() == solver && opens_and_closes(rules, &p, mv) {
                running = true;
            }
            p.play_unchecked(rules, mv);
        }
        let flying = [Color::White, Color::Black]
            .into_iter()
            .any(|c| pos.can_fly(rules, c));
        match p.outcome(rules) {
            Some(o) if o.reason == EndReason::Blocked => Theme::Blockade,
            _ if running => Theme::DoubleMill,
            _ if flying => Theme::Flying,
            _ => Theme::Win,
        }
    }
}

/// Does `mv` take a piece out of a closed mill of its player and close
/// another with it?
pub(crate) fn opens_and_closes(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let Some(from) = mv.from() else {
        return false;
    };
    let own = pos.pieces(pos.side_to_move());
    let after = (own - from.bit()) | mv.to().bit();
    rules.mills_closed_at(from, own) > 0 && rules.mills_closed_at(mv.to(), after) > 0
}

/// Does the other player threaten to close a mill that `mv` prevents?
fn stops_mill(rules: &Rules, pos: &Position, mv: Move) -> bool {
    let threats = |p: &Position| {
        let mut setup = Setup::from(p);
        setup.side = !p.side_to_move();
        setup.owed = Default::default();
        let Ok(theirs) = Position::from_setup(rules, &setup) else {
            return false;
        };
        theirs
            .legal_moves(rules)
            .iter()
            .any(|&m| closes(rules, &theirs, m))
    };
    let mut after = *pos;
    after.play_unchecked(rules, mv);
    threats(pos)
        && !threats(&{
            // The position after the turn, the same player to move again, so
            // that `threats` looks at the other player's turns.
            let mut setup = Setup::from(&after);
            setup.side = pos.side_to_move();
            Position::from_setup(rules, &setup).unwrap_or(after)
        })
}

/// Does `mv` close a mill of the player making it?
fn closes(rules: &Rules, pos: &Position, mv: Move) -> bool {
    if mv.is_pass() {
        return false;
    }
    let mut own = pos.pieces(pos.side_to_move());
    if let Some(from) = mv.from() {
        own.remove(from);
    }
    own.insert(mv.to());
    rules.mills_closed_at(mv.to(), own) > 0
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A theme name that is none of [`Theme::ALL`]'s.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a theme")]
pub struct ParseThemeError(pub String);

impl FromStr for Theme {
    type Err = ParseThemeError;

    fn from_str(s: &str) -> Result<Theme, ParseThemeError> {
        Theme::ALL
            .into_iter()
            .find(|t| t.id() == s)
            .ok_or_else(|| ParseThemeError(s.to_string()))
    }
}
