//! The board part of the rules: the points, the lines and links that join
//! them, and which runs of points are mills.

use crate::point::{MAX_POINTS, Point, PointSet};

/// The board: points with their names and places, what is next to what, and
/// the mills, indexed by point for the move generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub(crate) names: Vec<String>,
    pub(crate) coords: Vec<(i32, i32)>,
    /// The drawn lines, then the links (the last `links` of them).
    pub(crate) lines: Vec<Vec<Point>>,
    pub(crate) links: usize,
    pub(crate) all: PointSet,
    pub(crate) neighbours: [PointSet; MAX_POINTS],
    /// How many points in a row make a mill (`mill_length`).
    pub(crate) mill_length: u8,
    /// The mills are listed in the file, not found along the lines.
    pub(crate) listed: bool,
    /// Only mills with some tags score (`scoring_mills`).
    pub(crate) tagged: bool,
    pub(crate) mills: Vec<PointSet>,
    /// `mill_list[mill_range[p]]` are the mills through point `p`.
    pub(crate) mill_range: [(u32, u32); MAX_POINTS],
    pub(crate) mill_list: Vec<PointSet>,
    /// For each mill (and each entry of `mill_list`), the points that would
    /// extend it along its line: a mill is no mill when one of them is its
    /// owner's too, where `exact` (`longer_lines: NoMill`).
    pub(crate) mill_ext: Vec<PointSet>,
    pub(crate) mill_list_ext: Vec<PointSet>,
    pub(crate) exact: bool,
    /// The runs one longer than a mill through each point, where a turn may
    /// not make one (`longer_lines: Forbidden`).
    pub(crate) long_runs: Vec<Vec<PointSet>>,
}

impl Board {
    pub fn point_count(&self) -> usize {
        self.names.len()
    }

    /// Every point of the board.
    pub fn all_points(&self) -> PointSet {
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

    /// The drawn lines and links, as sequences of points.
    pub fn lines(&self) -> &[Vec<Point>] {
        &self.lines
    }

    /// How many of [`Board::lines`] are links (the last ones): they join
    /// points but make no mills.
    pub fn link_count(&self) -> usize {
        self.links
    }

    #[inline]
    pub fn neighbours(&self, p: Point) -> PointSet {
        self.neighbours[p.index()]
    }

    /// How many points in a row make a mill.
    pub fn mill_length(&self) -> u8 {
        self.mill_length
    }

    /// Are the mills listed in the file rather than found along the lines?
    pub fn listed_mills(&self) -> bool {
        self.listed
    }

    /// Do only mills with some tags score (`scoring_mills`)?
    pub fn tagged_mills(&self) -> bool {
        self.tagged
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

    /// Is the mill with extension `ext` a mill when its owner stands on `set`?
    #[inline(always)]
    fn counts(&self, ext: PointSet, set: PointSet) -> bool {
        !self.exact || (ext & set).is_empty()
    }

    /// The points of `set` that lie in a mill fully inside `set`.
    #[inline]
    pub fn in_mills(&self, set: PointSet) -> PointSet {
        self.in_these_mills(&self.mills, &self.mill_ext, set)
    }

    /// The points of `set` in one of `mills` (with extensions `ext`) fully inside `set`.
    #[inline]
    pub(crate) fn in_these_mills(
        &self,
        mills: &[PointSet],
        ext: &[PointSet],
        set: PointSet,
    ) -> PointSet {
        let mut covered = PointSet::EMPTY;
        for (&mill, &e) in mills.iter().zip(ext) {
            if mill.is_subset(set) && self.counts(e, set) {
                covered |= mill;
            }
        }
        covered
    }

    /// How many mills lie fully inside `set`.
    pub fn mill_count(&self, set: PointSet) -> usize {
        let mills = self.mills.iter().zip(&self.mill_ext);
        mills
            .filter(|&(m, &e)| m.is_subset(set) && self.counts(e, set))
            .count()
    }

    /// How many mills through `p` lie fully inside `set`.
    #[inline]
    pub fn mills_closed_at(&self, p: Point, set: PointSet) -> usize {
        if self.exact {
            self.mills_closed_list(p, set).count()
        } else {
            self.plain_mills_closed_at(p, set)
        }
    }

    /// [`Board::mills_closed_at`] for boards where every full mill counts.
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
                self.mill_list[i].is_subset(set) && self.counts(self.mill_list_ext[i], set)
            })
            .map(|i| self.mill_list[i])
    }

    /// Would a piece arriving at `to` leave its owner, standing on `own_after`,
    /// with a run longer than a mill (`longer_lines: Forbidden`)?
    #[inline]
    pub(crate) fn makes_long_run(&self, to: Point, own_after: PointSet) -> bool {
        self.long_runs
            .get(to.index())
            .is_some_and(|runs| runs.iter().any(|run| run.is_subset(own_after)))
    }
}
