//! Compiled rules: a validated rules file as a few parts, each with one job
//! (the board, placement, movement, mills, protection, captures without mills,
//! the end), and the features the set uses, from which the fast paths, the
//! fingerprint and the solver's refusal are derived.

pub(crate) mod board;
pub(crate) mod captures;
pub(crate) mod end;
pub(crate) mod features;
pub(crate) mod mills;
pub(crate) mod movement;
pub(crate) mod outcome;
pub(crate) mod placement;
pub(crate) mod protection;
pub(crate) mod summary;

use std::collections::BTreeMap;

use crate::color::Color;
use crate::point::{Point, PointSet};
use crate::rules::board::Board;
use crate::rules::captures::Captures;
use crate::rules::end::{End, WhenFull};
use crate::rules::features::{FastPaths, Feature, FeatureSet, Parts};
use crate::rules::mills::{LongRuns, MillAction, MillRules, SeveralMills};
use crate::rules::movement::Movement;
use crate::rules::placement::Placement;
use crate::rules::protection::{Protection, RemovablePieces};
use crate::rules_file::load_warning::LoadWarning;
use crate::rules_file::source_text::SourceText;

/// What the rules file says about the variant for people: names,
/// descriptions, sources and notes, in its language and others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct About {
    pub id: String,
    pub name: String,
    pub description: String,
    pub sources: Vec<String>,
    pub notes: Vec<String>,
    /// The name, the description and the notes in other languages, by language code.
    pub names: BTreeMap<String, String>,
    pub descriptions: BTreeMap<String, String>,
    pub notes_in: BTreeMap<String, Vec<String>>,
}

/// The rules of one variant, validated and precomputed. Build one with
/// [`Rules::from_source`], [`Rules::load_file`] or the [`crate::rules_file::catalog`].
///
/// ```
/// let rules = morris_core::catalog::shipped("six-mens-morris").unwrap();
/// assert_eq!(rules.point_count(), 16);
/// assert_eq!(rules.mills().len(), 8);
/// assert!(!rules.flying_offered());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    pub(crate) source: SourceText,
    pub(crate) about: About,
    pub(crate) board: Board,
    pub(crate) placement: Placement,
    pub(crate) movement: Movement,
    pub(crate) mills: MillRules,
    pub(crate) protection: Protection,
    pub(crate) captures: Captures,
    pub(crate) end: End,
    pub(crate) features: FeatureSet,
    pub(crate) fast: FastPaths,
}

impl Rules {
    /// Rules from their parts, with the features and fast paths derived from them.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn from_parts(
        about: About,
        board: Board,
        placement: Placement,
        movement: Movement,
        mills: MillRules,
        protection: Protection,
        captures: Captures,
        end: End,
    ) -> Rules {
        let parts = Parts {
            board: &board,
            placement: &placement,
            movement: &movement,
            mills: &mills,
            protection: &protection,
            captures: &captures,
            end: &end,
        };
        let features = FeatureSet::of(&parts);
        let fast = features.paths(&parts);
        Rules {
            source: SourceText::default(),
            about,
            board,
            placement,
            movement,
            mills,
            protection,
            captures,
            end,
            features,
            fast,
        }
    }

    /// The parts, for what the features derive from them.
    fn parts(&self) -> Parts<'_> {
        Parts {
            board: &self.board,
            placement: &self.placement,
            movement: &self.movement,
            mills: &self.mills,
            protection: &self.protection,
            captures: &self.captures,
            end: &self.end,
        }
    }

    /// The text these rules were compiled from, and its origin (a path, or
    /// `<name>`): [`Rules::from_source`] of the two gives the same rules, before
    /// any game option is applied.
    ///
    /// ```
    /// use morris_core::{catalog, Rules};
    /// let rules = catalog::shipped("six-mens-morris").unwrap();
    /// let (text, origin) = rules.source();
    /// assert_eq!(origin, "rules/six-mens-morris.ron");
    /// assert_eq!(Rules::from_source(rules.id(), origin, text).unwrap(), rules);
    /// ```
    pub fn source(&self) -> (&str, &str) {
        (&self.source.text, &self.source.origin)
    }

    /// What loading the rules found that a player should hear, though they
    /// loaded (an unpinned base a user's file stands in for): the front ends
    /// say it once, where they load rules. Empty for shipped variants.
    pub fn warnings(&self) -> &[LoadWarning] {
        &self.source.warnings
    }

    /// The variant id (the rules file's name without `.ron`).
    pub fn id(&self) -> &str {
        &self.about.id
    }
    pub fn name(&self) -> &str {
        &self.about.name
    }
    pub fn description(&self) -> &str {
        &self.about.description
    }
    pub fn sources(&self) -> &[String] {
        &self.about.sources
    }
    pub fn notes(&self) -> &[String] {
        &self.about.notes
    }

    /// The notes in the language with this code, or the file's own.
    pub fn notes_in(&self, code: &str) -> &[String] {
        let about = &self.about;
        about.notes_in.get(code).map_or(&about.notes, Vec::as_slice)
    }

    /// The name in the language with this code, or the file's own.
    pub fn name_in(&self, code: &str) -> &str {
        let about = &self.about;
        about.names.get(code).map_or(&about.name, String::as_str)
    }

    /// The description in the language with this code, or the file's own.
    pub fn description_in(&self, code: &str) -> &str {
        let about = &self.about;
        let translated = about.descriptions.get(code);
        translated.map_or(&about.description, String::as_str)
    }

    /// The board: points, lines, links and mills.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The pieces, where they start and where they may be placed.
    pub fn placement(&self) -> &Placement {
        &self.placement
    }
    /// How pieces move, and who moves first.
    pub fn movement(&self) -> &Movement {
        &self.movement
    }
    /// What mills do.
    pub fn mill_rules(&self) -> &MillRules {
        &self.mills
    }
    /// Which pieces a mill may take.
    pub fn protection(&self) -> &Protection {
        &self.protection
    }
    /// Pieces taken without a mill.
    pub fn captures(&self) -> &Captures {
        &self.captures
    }
    /// How the game ends.
    pub fn end(&self) -> &End {
        &self.end
    }

    /// The rules beyond a plain game of Nine Men's Morris these rules use.
    pub fn features(&self) -> FeatureSet {
        self.features
    }

    /// Do these rules use `feature`?
    #[inline]
    pub fn uses(&self, feature: Feature) -> bool {
        self.features.contains(feature)
    }

    /// The first rule of this set that a solver does not model, by the name the
    /// rules file gives it.
    pub fn special_rule(&self) -> Option<&'static str> {
        self.features.unsolvable().map(Feature::name)
    }

    // The board's words, asked everywhere: the board answers them.

    pub fn point_count(&self) -> usize {
        self.board.point_count()
    }

    /// Every point of the board.
    pub fn all_points(&self) -> PointSet {
        self.board.all
    }

    pub fn points(&self) -> impl ExactSizeIterator<Item = Point> + use<> {
        self.board.all
    }

    /// The point's name; `?` for a point that is not on this board.
    pub fn point_name(&self, p: Point) -> &str {
        self.board.point_name(p)
    }

    /// The point with this name; exact match first, then ignoring ASCII case.
    pub fn point_by_name(&self, name: &str) -> Option<Point> {
        self.board.point_by_name(name)
    }

    /// Layout coordinates from the rules file (`y` grows upwards).
    pub fn coords(&self, p: Point) -> (i32, i32) {
        self.board.coords(p)
    }

    /// The drawn lines and links, as sequences of points.
    pub fn lines(&self) -> &[Vec<Point>] {
        self.board.lines()
    }

    #[inline]
    pub fn neighbours(&self, p: Point) -> PointSet {
        self.board.neighbours[p.index()]
    }

    pub fn mills(&self) -> &[PointSet] {
        &self.board.mills
    }

    /// The mills that contain `p`.
    #[inline]
    pub fn mills_through(&self, p: Point) -> &[PointSet] {
        self.board.mills_through(p)
    }

    /// The points of `set` that lie in a mill fully inside `set`.
    #[inline]
    pub fn in_mills(&self, set: PointSet) -> PointSet {
        self.board.in_mills(set)
    }

    /// How many mills through `p` lie fully inside `set`.
    #[inline]
    pub fn mills_closed_at(&self, p: Point, set: PointSet) -> usize {
        self.board.mills_closed_at(p, set)
    }

    // What a game is set up with, asked by every front end.

    pub fn pieces(&self) -> u8 {
        self.placement.pieces
    }
    pub fn first_player(&self) -> Color {
        self.placement.first
    }
    /// The piece count at or below which a player flies, when flying is on in this game.
    #[inline]
    pub fn flying_threshold(&self) -> Option<u8> {
        self.movement.flying_threshold()
    }
    /// Does the variant let a game switch flying off at setup?
    pub fn flying_offered(&self) -> bool {
        self.movement.flying_offered()
    }
    /// Is flying on for this game?
    pub fn flying_enabled(&self) -> bool {
        self.movement.flying_enabled()
    }
    /// May a player move instead of placing while pieces are in hand?
    #[inline]
    pub fn move_in_placement(&self) -> bool {
        self.movement.move_in_placement
    }
    /// A player with fewer pieces than this (board plus hand) loses.
    pub fn lose_below(&self) -> u8 {
        self.end.lose_below
    }

    /// The pieces of `opp` that a mill may remove.
    #[inline]
    pub(crate) fn removable_from(&self, opp: PointSet) -> PointSet {
        self.protection.removable_from(&self.board, opp)
    }

    /// May a piece of the mover arrive at `to`, leaving its pieces at
    /// `own_after`? (`placed`: it came from the hand.) Only rules that forbid
    /// some steps say no.
    #[inline]
    pub(crate) fn step_allowed(&self, placed: bool, to: Point, own_after: PointSet) -> bool {
        if self.mills.longer_lines == LongRuns::Forbidden
            && self.board.makes_long_run(to, own_after)
        {
            return false;
        }
        !(self.mills.action(placed) == MillAction::Forbidden
            && self.board.mills_closed_at(to, own_after) > 0)
    }

    /// How many mills a turn arriving at `to` closes that call for removals.
    #[inline]
    pub(crate) fn removing_mills(&self, placed: bool, to: Point, own_after: PointSet) -> usize {
        if self.mills.action(placed).removes() {
            self.board.mills_closed_at(to, own_after)
        } else {
            0
        }
    }

    /// A stable hash of everything that decides play (not names, texts or layout),
    /// so that a stored table is reused only for the same game.
    pub fn fingerprint(&self) -> u64 {
        let mut h = Fnv::new();
        h.write(&(self.point_count() as u64).to_le_bytes());
        for p in self.board.all {
            h.write(&self.neighbours(p).0.to_le_bytes());
        }
        for m in &self.board.mills {
            h.write(&m.0.to_le_bytes());
        }
        // The plain settings, as they have always been written.
        let mill_closes = match self.mills.moving {
            MillAction::Win => 1,
            MillAction::RemoveAndMoveAgain => 2,
            _ => 0,
        };
        h.write(&[
            self.placement.pieces,
            self.placement.first as u8,
            self.flying_threshold().unwrap_or(0),
            mill_closes,
            match self.protection.removable {
                RemovablePieces::NotInMills => 0,
                RemovablePieces::Any => 1,
                RemovablePieces::NeverInMills => 2,
            },
            (self.mills.double_mill == SeveralMills::RemovalPerMill) as u8,
            self.movement.move_in_placement as u8,
            self.end.lose_below,
            (self.end.when_full == WhenFull::Draw) as u8,
        ]);
        h.write(&self.features.fingerprint_bytes(&self.parts()));
        h.finish()
    }

    /// [`Rules::fingerprint`] with what a table leaves out: the draws that
    /// depend on the game's history and whether flying may be switched off.
    /// Two rules with the same game fingerprint play the same game, which is
    /// what a file's `base_fingerprint` pins its base to.
    ///
    /// ```
    /// use morris_core::Rules;
    /// let nine = morris_core::catalog::shipped("nine-mens-morris").unwrap();
    /// let endless = r#"(base: "nine-mens-morris", name: "Endless", draws: (repetition: None))"#;
    /// let endless = Rules::from_source("endless", "endless.ron", endless).unwrap();
    /// assert_eq!(endless.fingerprint(), nine.fingerprint());
    /// assert_ne!(endless.game_fingerprint(), nine.game_fingerprint());
    /// ```
    pub fn game_fingerprint(&self) -> u64 {
        let mut h = Fnv::new();
        h.write(&self.fingerprint().to_le_bytes());
        let draws = self.end.draws;
        // Each optional value behind a byte saying whether it is there.
        let mut optional = |value: Option<&[u8]>| match value {
            Some(bytes) => {
                h.write(&[1]);
                h.write(bytes);
            }
            None => h.write(&[0]),
        };
        optional(draws.repetition.map(|n| [n]).as_ref().map(|b| &b[..]));
        optional(
            draws
                .no_removal_moves
                .map(u16::to_le_bytes)
                .as_ref()
                .map(|b| &b[..]),
        );
        let endgame = draws.endgame.map(|e| {
            let [lo, hi] = e.moves.to_le_bytes();
            [e.pieces, lo, hi]
        });
        optional(endgame.as_ref().map(|b| &b[..]));
        h.write(&[self.movement.fly_optional as u8]);
        h.finish()
    }
}

/// FNV-1a: tiny, stable across builds and platforms (unlike `DefaultHasher`).
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn finish(&self) -> u64 {
        self.0
    }
}
