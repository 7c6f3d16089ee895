//! The rules file as plain data: exactly what a `rules/*.ron` file says, before any check.
//!
//! [`crate::Rules`] is the compiled, validated form. Every field is documented for
//! authors in `docs/rules-format.md`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The contents of one rules file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSet {
    /// The variant's display name, e.g. "Nine Men's Morris".
    pub name: String,
    /// One paragraph for players.
    #[serde(default)]
    pub description: String,
    /// Where the rules come from (books, sites, traditions).
    #[serde(default)]
    pub sources: Vec<String>,
    /// Rule choices made among traditions, and anything else worth knowing.
    #[serde(default)]
    pub notes: Vec<String>,
    /// The points of the board, in the order used by position strings.
    pub points: Vec<PointSpec>,
    /// The drawn lines; consecutive points on a line are adjacent.
    pub lines: Vec<Vec<String>>,
    /// Drawn lines that connect points but make no mills.
    #[serde(default)]
    pub links: Vec<Vec<String>>,
    /// Which triples of points are mills.
    #[serde(default)]
    pub mills: MillSpec,
    /// Pieces each player starts with (all in hand).
    pub pieces: u8,
    /// Who places first.
    #[serde(default)]
    pub first: Side,
    /// Whether a player low on pieces may move to any empty point.
    #[serde(default)]
    pub flying: Flying,
    /// What closing a mill does.
    #[serde(default)]
    pub mill_closes: MillEffect,
    /// Which opponent pieces a mill may remove.
    #[serde(default)]
    pub removable: Removable,
    /// How many pieces a move that closes two or more mills at once removes.
    #[serde(default)]
    pub double_mill: DoubleMill,
    /// May a player move a piece on the board instead of placing one during placement?
    #[serde(default)]
    pub move_in_placement: bool,
    /// A player with fewer pieces than this (on the board plus in hand) loses.
    #[serde(default = "default_lose_below")]
    pub lose_below: u8,
    /// When the board is full and the player to move cannot move: a draw instead of a loss.
    #[serde(default)]
    pub full_board_draw: bool,
    /// Draw rules that depend on the game's history.
    #[serde(default)]
    pub draws: Draws,
    /// How many points in a row make a mill under `mills: Auto` (3 to 5).
    #[serde(default = "default_mill_length")]
    pub mill_length: u8,
    /// What a straight run of one player's pieces longer than a mill does.
    #[serde(default)]
    pub longer_lines: LongerLines,
    /// What a mill closed by placing a piece does.
    #[serde(default)]
    pub placing_mills: PlacingMills,
    /// Points no piece may enter while its player still has pieces in hand.
    #[serde(default)]
    pub closed_while_placing: Vec<String>,
    /// Points from which a piece may move to any empty point.
    #[serde(default)]
    pub fly_from: Vec<String>,
    /// Pieces on the board when the game starts (the rest are in hand).
    #[serde(default)]
    pub start: Option<StartSpec>,
    /// Who makes the first move once every piece is placed.
    #[serde(default)]
    pub movement_starts: MovementStarts,
    /// A mill removes only the first time its points are used: a mill whose
    /// points all lie in mills its player has already removed with removes nothing.
    #[serde(default)]
    pub one_time_mills: bool,
    /// What happens when placement ends with every point taken.
    #[serde(default)]
    pub full_board: FullBoard,
    /// What a player who cannot move does.
    #[serde(default)]
    pub blocked: Blocked,
    /// The name in other languages, by language code: `{"fr": "Moulin à neuf"}`.
    #[serde(default)]
    pub names: BTreeMap<String, String>,
    /// The description in other languages, by language code.
    #[serde(default)]
    pub descriptions: BTreeMap<String, String>,
    /// The notes in other languages, by language code: `{"fr": ["…"]}`.
    #[serde(default)]
    pub notes_in: BTreeMap<String, Vec<String>>,
    /// Named groups of lines or mills, for rules that treat some apart. The
    /// tags `orthogonal` and `diagonal` need no listing: they follow the layout.
    #[serde(default)]
    pub tags: Vec<TagSpec>,
    /// Tags of the mills whose closing removes (or wins); empty: every mill.
    #[serde(default)]
    pub scoring_mills: Vec<String>,
    /// Tags of the mills that protect their pieces from removal; empty: every mill.
    #[serde(default)]
    pub protecting_mills: Vec<String>,
    /// Points where no piece is ever placed (pieces may still move there).
    #[serde(default)]
    pub no_placing: Vec<String>,
    /// The game's first placement must be on one of these points.
    #[serde(default)]
    pub opening_points: Vec<String>,
    /// Placement ends as soon as this few points are empty; pieces still in
    /// hand then leave the game.
    #[serde(default)]
    pub stop_placing_at_empty: Option<u8>,
    /// A piece that closed a mill by moving from one point to another may
    /// not, on its player's next turn, move straight back closing a mill there.
    #[serde(default)]
    pub no_immediate_reforming: bool,
    /// Captures made without mills.
    #[serde(default)]
    pub captures: Vec<CaptureSpec>,
}

/// A named group of lines or mills, each given by its points: a mill carries
/// the tag when all its points lie on one of them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TagSpec {
    pub name: String,
    pub lines: Vec<Vec<String>>,
}

/// A way to take pieces without a mill.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CaptureSpec {
    pub kind: CaptureKind,
    /// Tags of the lines along which it works; empty: every line.
    #[serde(default)]
    pub along: Vec<String>,
    /// Whether a placed piece, a moved one, or both may capture.
    #[serde(default)]
    pub by: CaptureBy,
}

/// How pieces are taken without a mill, always along three straight points of a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CaptureKind {
    /// A piece arriving next to an opponent piece that has one of the mover's
    /// pieces on its other side takes it.
    Custodian,
    /// A piece arriving between two opponent pieces takes both.
    Intervention,
    /// A piece may jump over an adjacent opponent piece to the empty point
    /// just beyond, taking it.
    Leap,
}

/// Which turns may capture.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CaptureBy {
    #[default]
    Both,
    Placing,
    Moving,
}

/// What happens when placement ends with every point taken.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FullBoard {
    /// Nothing special: the player to move is blocked, and `blocked` decides.
    #[default]
    Blocked,
    /// A full board where the player to move cannot move is a draw (the older
    /// `full_board_draw: true` says the same).
    Draw,
    /// Each player removes one opponent piece, the named one first; then the
    /// first remover makes the first move.
    BothRemove(Starter),
    /// The named player removes one opponent piece; then the other moves first.
    OneRemoves(Starter),
}

/// A player named by a rule, fixed or by what happened while placing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Starter {
    White,
    Black,
    /// The player who closed the first mill while placing; the second player
    /// when nobody did.
    FirstMill,
}

/// What a player who cannot move does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Blocked {
    /// The player loses.
    #[default]
    Loses,
    /// The game is drawn.
    Draw,
    /// The player passes; the opponent moves again.
    Passes,
    /// The player passes, and the opponent must free them: while they stay
    /// blocked, the opponent makes moves that free them if any do, and
    /// those moves remove nothing.
    Freed,
    /// The player removes an opponent piece next to one of their own (mills
    /// protect nothing here), then moves.
    RemovesAdjacent,
}

fn default_mill_length() -> u8 {
    3
}

/// The pieces standing on the board at the start.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartSpec {
    #[serde(default)]
    pub white: Vec<String>,
    #[serde(default)]
    pub black: Vec<String>,
}

/// What a straight run of one player's pieces longer than a mill does (`mills: Auto`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LongerLines {
    /// Every mill-long stretch of it is a mill.
    #[default]
    Count,
    /// It is no mill at all: a mill must be exactly `mill_length` long.
    NoMill,
    /// No turn may make one.
    Forbidden,
}

/// What a mill closed by placing a piece does (mills closed by moving follow `mill_closes`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlacingMills {
    /// As `mill_closes` says.
    #[default]
    Remove,
    /// Nothing: only mills made by moving count.
    Nothing,
    /// No placement may close a mill.
    Forbidden,
    /// The player places again (unless that was their last piece); nothing is removed.
    ExtraTurn,
    /// The removed piece is marked instead: it is lost to its player at once,
    /// but stays on its point, blocking it, until placement ends.
    Mark,
    /// One piece leaves the opponent's hand (no choice to make); when the hand is
    /// empty, a piece is removed from the board as usual.
    TakeFromHand,
    /// The player covers an opponent piece with a piece from hand: the covered
    /// piece is lost at once, and when placement ends it leaves the board while
    /// the covering piece stays. Covering pieces make no mills until then.
    Cover,
    /// Nothing at once; when placement ends, each side's mills on the board are
    /// counted and both sides remove pieces by the counts (El Filja): none and
    /// none, each removes one of its own; some and none, the side with mills
    /// removes two and the other one; otherwise the side with fewer mills (or
    /// either, when equal) removes as many as it has, and the other one more
    /// when it has more. The first player removes first.
    Counted,
}

/// Who makes the first move once every piece is placed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum MovementStarts {
    /// Whoever's turn it is: turns simply alternate.
    #[default]
    InTurn,
    /// The player who placed first.
    FirstPlayer,
    /// The player who placed second.
    SecondPlayer,
    /// The player who closed the first mill while placing; the second player
    /// when nobody did.
    FirstMill,
}

fn default_lose_below() -> u8 {
    3
}

/// A named point and where it is drawn. `y` grows upwards, like a board's ranks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointSpec {
    pub name: String,
    pub x: i32,
    pub y: i32,
}

/// Which point triples are mills.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum MillSpec {
    /// Every three consecutive points along a drawn line that lie on one straight line.
    #[default]
    Auto,
    /// Exactly these triples, and no others.
    Listed(Vec<Vec<String>>),
}

/// A player, as written in rules files.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    #[default]
    White,
    Black,
}

/// The flying rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Flying {
    /// Pieces always move along lines.
    #[default]
    Never,
    /// A player with `pieces` or fewer (on the board plus in hand) may move to any empty point.
    /// With `optional`, a game may switch flying off at setup.
    At { pieces: u8, optional: bool },
}

/// What closing a mill does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum MillEffect {
    /// The mover removes an opponent piece.
    #[default]
    Remove,
    /// The mover wins at once (Three Men's Morris).
    Win,
    /// The mover removes an opponent piece and then moves again.
    RemoveAndMoveAgain,
}

/// Which opponent pieces may be removed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Removable {
    /// Pieces outside mills; any piece when every one is in a mill.
    #[default]
    NotInMills,
    /// Any opponent piece.
    Any,
    /// Pieces outside mills only; when every one is in a mill, none.
    NeverInMills,
}

/// Removals when one move closes several mills.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DoubleMill {
    /// One piece, however many mills closed.
    #[default]
    OneRemoval,
    /// One piece per mill closed.
    RemovalPerMill,
}

/// Draws that depend on the game's history (perft and the solver ignore them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Draws {
    /// The same position (board, pieces in hand, side to move) this many times: a draw.
    #[serde(default = "default_repetition")]
    pub repetition: Option<u8>,
    /// This many moves by each player in a row without a removal: a draw.
    #[serde(default = "default_no_removal_moves")]
    pub no_removal_moves: Option<u16>,
    /// A player down to `pieces` and `moves` moves by each player without a
    /// removal: a draw (the endgame's shorter limit).
    #[serde(default)]
    pub endgame: Option<Endgame>,
}

/// The endgame's move limit: see [`Draws::endgame`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Endgame {
    pub pieces: u8,
    pub moves: u16,
}

fn default_repetition() -> Option<u8> {
    Some(3)
}

fn default_no_removal_moves() -> Option<u16> {
    Some(50)
}

impl Default for Draws {
    fn default() -> Self {
        Draws {
            repetition: default_repetition(),
            no_removal_moves: default_no_removal_moves(),
            endgame: None,
        }
    }
}
