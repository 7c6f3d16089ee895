//! Compiled rules: a validated rules file turned into masks the engine uses directly.

use crate::color::Color;
use crate::point::{MAX_POINTS, Point, PointSet};
use crate::ruleset::{
    Blocked, CaptureBy, CaptureKind, DoubleMill, Draws, FullBoard, LongerLines, MillEffect,
    MovementStarts, PlacingMills, Removable,
};
use crate::source_text::SourceText;

/// A capture rule, compiled: its straight triples in order along the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Capture {
    pub kind: CaptureKind,
    pub by: CaptureBy,
    pub triples: Vec<[Point; 3]>,
}

/// The rules of one variant, validated and precomputed. Build one with
/// [`Rules::from_source`], [`Rules::load_file`] or the [`crate::catalog`].
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
    pub(crate) id: String,
    pub(crate) name: String,
    pub(crate) description: String,
    pub(crate) sources: Vec<String>,
    pub(crate) notes: Vec<String>,
    /// The name and the description in other languages, by language code.
    pub(crate) translated_names: std::collections::BTreeMap<String, String>,
    pub(crate) translated_descriptions: std::collections::BTreeMap<String, String>,
    pub(crate) translated_notes: std::collections::BTreeMap<String, Vec<String>>,
    pub(crate) names: Vec<String>,
    pub(crate) coords: Vec<(i32, i32)>,
    pub(crate) lines: Vec<Vec<Point>>,
    pub(crate) all: PointSet,
    pub(crate) neighbours: [PointSet; MAX_POINTS],
    pub(crate) mills: Vec<PointSet>,
    /// `mill_list[mill_range[p]]` are the mills through point `p`.
    pub(crate) mill_range: [(u32, u32); MAX_POINTS],
    pub(crate) mill_list: Vec<PointSet>,
    /// For each mill (and each entry of `mill_list`), the points that would
    /// extend it along its line: a mill is no mill when one of them is its
    /// owner's too, under `LongerLines::NoMill`.
    pub(crate) mill_ext: Vec<PointSet>,
    pub(crate) mill_list_ext: Vec<PointSet>,
    pub(crate) exact_mills: bool,
    /// The runs one longer than a mill through each point (`LongerLines::Forbidden`).
    pub(crate) long_runs: Vec<Vec<PointSet>>,
    pub(crate) longer_lines: LongerLines,
    pub(crate) placing_mills: PlacingMills,
    pub(crate) movement_starts: MovementStarts,
    /// Points no piece may enter while its player has pieces in hand.
    pub(crate) closed_while_placing: PointSet,
    /// Points where no piece is ever placed.
    pub(crate) no_placing: PointSet,
    /// Points the game's first placement must use (empty: any).
    pub(crate) opening_points: PointSet,
    /// Points from which a piece moves to any empty point.
    pub(crate) fly_from: PointSet,
    /// The mills that protect their pieces, with their extensions, where they
    /// are not the scoring mills (`mills`).
    pub(crate) protecting: Option<(Vec<PointSet>, Vec<PointSet>)>,
    /// Captures without mills.
    pub(crate) captures: Vec<Capture>,
    pub(crate) stop_placing_at_empty: Option<u8>,
    pub(crate) no_immediate_reforming: bool,
    /// The pieces on the board at the start.
    pub(crate) start: crate::color::ByColor<PointSet>,
    /// Some rule may forbid a placement or move that the board allows.
    pub(crate) restricts_steps: bool,
    /// No rule beyond the board and removal settles which steps are legal or
    /// which mills count: the move generator's fast path.
    pub(crate) plain_steps: bool,
    pub(crate) one_time_mills: bool,
    /// A turn is the step and its removals, then the other side moves: no rule
    /// adds anything (the fast path of `Position::play_unchecked`).
    pub(crate) plain_play: bool,
    /// Some rule may give the mover another turn.
    pub(crate) extra_turns: bool,
    /// The legal turns are the steps and one removal for each: no turn of
    /// removals alone, no pass, no covering, no removal per mill (the counting
    /// shortcut of perft's last ply).
    pub(crate) plain_turns: bool,
    /// Some rule asks who closed the first mill while placing.
    pub(crate) tracks_first_mill: bool,
    pub(crate) full_board: FullBoard,
    pub(crate) blocked: Blocked,
    pub(crate) pieces: u8,
    pub(crate) first: Color,
    pub(crate) flying_at: Option<u8>,
    pub(crate) flying_optional: bool,
    pub(crate) flying_enabled: bool,
    pub(crate) mill_effect: MillEffect,
    pub(crate) removable: Removable,
    pub(crate) double_mill: DoubleMill,
    pub(crate) move_in_placement: bool,
    pub(crate) lose_below: u8,
    pub(crate) full_board_draw: bool,
    pub(crate) draws: Draws,
}

impl Rules {
    /// The variant id (the rules file's name without `.ron`).
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

    pub fn id(&self) -> &str {
        &self.id
    }
    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn description(&self) -> &str {
        &self.description
    }
    pub fn sources(&self) -> &[String] {
        &self.sources
    }
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// The notes in the language with this code, or the file's own.
    pub fn notes_in(&self, code: &str) -> &[String] {
        self.translated_notes
            .get(code)
            .map_or(&self.notes, Vec::as_slice)
    }

    /// The name in the language with this code, or the file's own.
    pub fn name_in(&self, code: &str) -> &str {
        self.translated_names
            .get(code)
            .map_or(&self.name, String::as_str)
    }

    /// The description in the language with this code, or the file's own.
    pub fn description_in(&self, code: &str) -> &str {
        self.translated_descriptions
            .get(code)
            .map_or(&self.description, String::as_str)
    }

    pub fn point_count(&self) -> usize {
        self.names.len()
    }

    /// Every point of the board.
    pub fn all_points(&self) -> PointSet {
        self.all
    }

    pub fn points(&self) -> impl ExactSizeIterator<Item = Point> + use<> {
        self.all
    }

    /// The point's name; `?` for a point that is not on this board.
    pub fn point_name(&self, p: Point) -> &str {
        self.names.get(p.index()).map_or("?", String::as_str)
    }

    /// The point with this name; exact match first, then ignoring ASCII case.
    pub fn point_by_name(&self, name: &str) -> Option<Point> {
        let index = self
            .names
            .iter()
            .position(|n| n == name)
            .or_else(|| self.names.iter().position(|n| n.eq_ignore_ascii_case(name)))?;
        Some(Point(index as u8))
    }

    /// Layout coordinates from the rules file (`y` grows upwards).
    pub fn coords(&self, p: Point) -> (i32, i32) {
        self.coords[p.index()]
    }

    /// The drawn lines, as sequences of points.
    pub fn lines(&self) -> &[Vec<Point>] {
        &self.lines
    }

    #[inline]
    pub fn neighbours(&self, p: Point) -> PointSet {
        self.neighbours[p.index()]
    }

    pub fn mills(&self) -> &[PointSet] {
        &self.mills
    }

    /// The mills that contain `p`.
    #[inline]
    pub fn mills_through(&self, p: Point) -> &[PointSet] {
        let (start, end) = self.mill_range[p.index()];
        &self.mill_list[start as usize..end as usize]
    }

    pub fn pieces(&self) -> u8 {
        self.pieces
    }
    pub fn first_player(&self) -> Color {
        self.first
    }

    /// The piece count at or below which a player flies, when flying is on in this game.
    pub fn flying_threshold(&self) -> Option<u8> {
        self.flying_at.filter(|_| self.flying_enabled)
    }

    /// Does the variant let a game switch flying off at setup?
    pub fn flying_offered(&self) -> bool {
        self.flying_at.is_some() && self.flying_optional
    }

    /// Is flying on for this game?
    pub fn flying_enabled(&self) -> bool {
        self.flying_threshold().is_some()
    }

    pub fn mill_effect(&self) -> MillEffect {
        self.mill_effect
    }
    pub fn removable_rule(&self) -> Removable {
        self.removable
    }
    pub fn double_mill(&self) -> DoubleMill {
        self.double_mill
    }
    pub fn move_in_placement(&self) -> bool {
        self.move_in_placement
    }
    pub fn lose_below(&self) -> u8 {
        self.lose_below
    }
    pub fn full_board_draw(&self) -> bool {
        self.full_board_draw
    }
    pub fn draws(&self) -> Draws {
        self.draws
    }
    pub fn longer_lines(&self) -> LongerLines {
        self.longer_lines
    }
    pub fn placing_mills(&self) -> PlacingMills {
        self.placing_mills
    }
    pub fn one_time_mills(&self) -> bool {
        self.one_time_mills
    }
    pub fn movement_starts(&self) -> MovementStarts {
        self.movement_starts
    }
    /// Points no piece may enter while its player has pieces in hand.
    pub fn closed_while_placing(&self) -> PointSet {
        self.closed_while_placing
    }
    /// Points from which a piece may move to any empty point.
    pub fn fly_from(&self) -> PointSet {
        self.fly_from
    }
    /// The pieces of `c` on the board at the start.
    pub fn start_pieces(&self, c: Color) -> PointSet {
        self.start[c]
    }
    pub fn full_board(&self) -> FullBoard {
        self.full_board
    }
    pub fn blocked(&self) -> Blocked {
        self.blocked
    }

    /// Points where no piece is ever placed.
    pub fn no_placing(&self) -> PointSet {
        self.no_placing
    }

    /// Points the game's first placement must use (empty: any).
    pub fn opening_points(&self) -> PointSet {
        self.opening_points
    }

    pub fn stop_placing_at_empty(&self) -> Option<u8> {
        self.stop_placing_at_empty
    }

    pub fn no_immediate_reforming(&self) -> bool {
        self.no_immediate_reforming
    }

    /// How many mills protect their pieces, where not every scoring mill does.
    pub fn protecting_mill_count(&self) -> Option<usize> {
        self.protecting.as_ref().map(|(mills, _)| mills.len())
    }

    /// The captures without mills: each one's kind and which turns make it.
    pub fn capture_rules(&self) -> impl Iterator<Item = (CaptureKind, CaptureBy)> + '_ {
        self.captures.iter().map(|c| (c.kind, c.by))
    }

    /// Does this rule set use anything beyond the Nine Men's Morris skeleton
    /// that a solver or evaluator must model? Names the first such rule.
    pub fn special_rule(&self) -> Option<&'static str> {
        if self.longer_lines != LongerLines::Count {
            Some("longer_lines")
        } else if self.placing_mills != PlacingMills::Remove {
            Some("placing_mills")
        } else if self.mill_effect == MillEffect::RemoveAndMoveAgain {
            Some("mill_closes: RemoveAndMoveAgain")
        } else if self.movement_starts != MovementStarts::InTurn {
            Some("movement_starts")
        } else if !self.fly_from.is_empty() {
            Some("fly_from")
        } else if self.removable == Removable::NeverInMills {
            Some("removable: NeverInMills")
        } else if self.one_time_mills {
            Some("one_time_mills")
        } else if self.full_board != FullBoard::Blocked {
            Some("full_board")
        } else if !matches!(self.blocked, Blocked::Loses) {
            Some("blocked")
        } else if self.protecting.is_some() {
            Some("protecting_mills")
        } else if !self.captures.is_empty() {
            Some("captures")
        } else if !self.no_placing.is_empty() {
            Some("no_placing")
        } else if !self.opening_points.is_empty() {
            Some("opening_points")
        } else if self.stop_placing_at_empty.is_some() {
            Some("stop_placing_at_empty")
        } else if self.no_immediate_reforming {
            Some("no_immediate_reforming")
        } else {
            None
        }
    }

    /// The points of `set` that lie in a mill fully inside `set`.
    #[inline]
    pub fn in_mills(&self, set: PointSet) -> PointSet {
        let mut covered = PointSet::EMPTY;
        for (i, &mill) in self.mills.iter().enumerate() {
            if mill.is_subset(set) && (!self.exact_mills || (self.mill_ext[i] & set).is_empty()) {
                covered |= mill;
            }
        }
        covered
    }

    /// The points of `set` that a mill inside `set` protects from removal.
    #[inline]
    pub fn protected(&self, set: PointSet) -> PointSet {
        let Some((mills, ext)) = &self.protecting else {
            return self.in_mills(set);
        };
        let mut covered = PointSet::EMPTY;
        for (&mill, e) in mills.iter().zip(ext) {
            if mill.is_subset(set) && (!self.exact_mills || (*e & set).is_empty()) {
                covered |= mill;
            }
        }
        covered
    }

    /// How many mills lie fully inside `set`.
    pub fn mill_count(&self, set: PointSet) -> usize {
        let full = |(i, m): &(usize, &PointSet)| {
            m.is_subset(set) && (!self.exact_mills || (self.mill_ext[*i] & set).is_empty())
        };
        self.mills.iter().enumerate().filter(full).count()
    }

    /// How many mills through `p` lie fully inside `set`.
    #[inline]
    pub fn mills_closed_at(&self, p: Point, set: PointSet) -> usize {
        if self.exact_mills {
            self.mills_closed_list(p, set).count()
        } else {
            self.plain_mills_closed_at(p, set)
        }
    }

    /// [`Rules::mills_closed_at`] for rules where every full mill counts.
    #[inline(always)]
    pub(crate) fn plain_mills_closed_at(&self, p: Point, set: PointSet) -> usize {
        self.mills_through(p)
            .iter()
            .filter(|m| m.is_subset(set))
            .count()
    }

    /// The mills through `p` lying fully inside `set`, one by one.
    pub(crate) fn mills_closed_list(
        &self,
        p: Point,
        set: PointSet,
    ) -> impl Iterator<Item = PointSet> + '_ {
        let (start, end) = self.mill_range[p.index()];
        (start as usize..end as usize)
            .filter(move |&i| {
                self.mill_list[i].is_subset(set)
                    && (!self.exact_mills || (self.mill_list_ext[i] & set).is_empty())
            })
            .map(|i| self.mill_list[i])
    }

    /// May a piece of the mover arrive at `to`, leaving its pieces at
    /// `own_after`? (`placed`: it came from the hand.) Only rules that forbid
    /// some lines say no.
    #[inline]
    pub(crate) fn step_allowed(&self, placed: bool, to: Point, own_after: PointSet) -> bool {
        if self.longer_lines == LongerLines::Forbidden
            && self.long_runs[to.index()]
                .iter()
                .any(|run| run.is_subset(own_after))
        {
            return false;
        }
        !(placed
            && self.placing_mills == PlacingMills::Forbidden
            && self.mills_closed_at(to, own_after) > 0)
    }

    /// How many mills a turn arriving at `to` closes that call for removals.
    #[inline]
    pub(crate) fn removing_mills(&self, placed: bool, to: Point, own_after: PointSet) -> usize {
        let removes = match self.mill_effect {
            MillEffect::Win => false,
            MillEffect::Remove | MillEffect::RemoveAndMoveAgain => {
                !placed
                    || matches!(
                        self.placing_mills,
                        PlacingMills::Remove
                            | PlacingMills::TakeFromHand
                            | PlacingMills::Mark
                            | PlacingMills::Cover
                    )
            }
        };
        if removes {
            self.mills_closed_at(to, own_after)
        } else {
            0
        }
    }

    /// A stable hash of everything that decides play (not names, texts or layout),
    /// so that a stored table is reused only for the same game.
    pub fn fingerprint(&self) -> u64 {
        let mut h = Fnv::new();
        h.write(&(self.point_count() as u64).to_le_bytes());
        for p in self.all {
            h.write(&self.neighbours(p).0.to_le_bytes());
        }
        for m in &self.mills {
            h.write(&m.0.to_le_bytes());
        }
        h.write(&[
            self.pieces,
            self.first as u8,
            self.flying_threshold().unwrap_or(0),
            self.mill_effect as u8,
            self.removable as u8,
            self.double_mill as u8,
            self.move_in_placement as u8,
            self.lose_below,
            self.full_board_draw as u8,
        ]);
        // Rules added later hash only when used, so older tables keep their keys.
        if self.exact_mills || !self.long_runs.iter().all(Vec::is_empty) {
            for ext in &self.mill_ext {
                h.write(&ext.0.to_le_bytes());
            }
            h.write(&[self.longer_lines as u8]);
        }
        let extra = [
            self.placing_mills as u8,
            self.movement_starts as u8,
            self.one_time_mills as u8,
        ];
        if extra != [0, 0, 0] {
            h.write(&extra);
        }
        if self.full_board != FullBoard::Blocked || self.blocked != Blocked::Loses {
            h.write(format!("{:?}{:?}", self.full_board, self.blocked).as_bytes());
        }
        if let Some((mills, _)) = &self.protecting {
            h.write(b"protecting");
            for m in mills {
                h.write(&m.0.to_le_bytes());
            }
        }
        if !self.captures.is_empty() || self.stop_placing_at_empty.is_some() {
            h.write(format!("{:?}{:?}", self.captures, self.stop_placing_at_empty).as_bytes());
        }
        if self.no_immediate_reforming {
            h.write(b"no_immediate_reforming");
        }
        let sets = [
            self.closed_while_placing,
            self.fly_from,
            self.start.white,
            self.start.black,
            self.no_placing,
            self.opening_points,
        ];
        for (tag, set) in sets.into_iter().enumerate() {
            if !set.is_empty() {
                h.write(&[tag as u8]);
                h.write(&set.0.to_le_bytes());
            }
        }
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
