//! The parts of a rules file that single out some lines: tags, the mills that
//! score or protect, and the straight triples along which captures work.

use std::collections::HashMap;

use crate::compile::mill_runs::runs;
use crate::point::{Point, PointSet};
use crate::rules::captures::Capture;
use crate::rules_file::errors::{ProblemKind, Problems};
use crate::rules_file::locate::Seg;
use crate::rules_file::ruleset::{CaptureBy, CaptureKind, RuleSet};

const BUILT_IN: [&str; 2] = ["orthogonal", "diagonal"];

/// A tag resolved to what it picks out.
#[derive(Clone, Copy)]
enum Tag {
    Orthogonal,
    Diagonal,
    /// The index of a `tags` entry.
    Listed(usize),
}

/// The tags of a board, checked, and the questions they answer.
pub(crate) struct Tagger<'a> {
    coords: &'a [(i32, i32)],
    /// Each `tags` entry's lines as point sets.
    listed: Vec<Vec<PointSet>>,
    names: HashMap<&'a str, Tag>,
}

impl<'a> Tagger<'a> {
    pub(crate) fn new(
        set: &'a RuleSet,
        index: &HashMap<&str, Point>,
        coords: &'a [(i32, i32)],
        problems: &mut Problems,
    ) -> Tagger<'a> {
        let mut names: HashMap<&str, Tag> = HashMap::new();
        names.insert("orthogonal", Tag::Orthogonal);
        names.insert("diagonal", Tag::Diagonal);
        let mut listed = Vec::new();
        for (ti, tag) in set.tags.iter().enumerate() {
            let at = |rest: &[Seg]| {
                let mut path = vec![Seg::Field("tags"), Seg::Index(ti)];
                path.extend_from_slice(rest);
                path
            };
            if names.insert(&tag.name, Tag::Listed(ti)).is_some() || BUILT_IN.contains(&&*tag.name)
            {
                problems.at(
                    &at(&[Seg::Field("name")]),
                    ProblemKind::DuplicateTag(tag.name.clone()),
                );
            }
            let mut lines = Vec::new();
            for (li, line) in tag.lines.iter().enumerate() {
                let mut points = PointSet::EMPTY;
                for (pi, name) in line.iter().enumerate() {
                    match index.get(name.as_str()) {
                        Some(&p) if points.contains(p) => problems.at(
                            &at(&[Seg::Field("lines"), Seg::Index(li), Seg::Index(pi)]),
                            ProblemKind::RepeatedInList {
                                what: format!("tag {}", tag.name),
                                name: name.clone(),
                            },
                        ),
                        Some(&p) => points.insert(p),
                        None => problems.at(
                            &at(&[Seg::Field("lines"), Seg::Index(li), Seg::Index(pi)]),
                            ProblemKind::UnknownPoint {
                                what: format!("tag {}", tag.name),
                                name: name.clone(),
                            },
                        ),
                    }
                }
                if line.len() < 2 {
                    problems.at(
                        &at(&[Seg::Field("lines"), Seg::Index(li)]),
                        ProblemKind::ShortLine(li + 1),
                    );
                }
                lines.push(points);
            }
            listed.push(lines);
        }
        Tagger {
            coords,
            listed,
            names,
        }
    }

    /// The tags named in `field` (`None`: the list is empty, meaning everything).
    /// Each tag that resolves, with its place in `list`; a tag that picks
    /// nothing among `among` (the mills, or the straight triples) is refused.
    fn resolve_picking(
        &self,
        path: &[Seg],
        list: &[String],
        among: &[PointSet],
        what: &'static str,
        problems: &mut Problems,
    ) -> Option<Vec<Tag>> {
        let tags = self.resolve_each(path, list, problems)?;
        for &(i, tag) in &tags {
            if !among.iter().any(|&m| self.carries(tag, m)) {
                let mut at = path.to_vec();
                at.push(Seg::Index(i));
                problems.at(
                    &at,
                    ProblemKind::TagPicksNothing {
                        tag: list[i].clone(),
                        what,
                    },
                );
            }
        }
        Some(tags.into_iter().map(|(_, tag)| tag).collect())
    }

    /// The tags named in `list` that resolve, each with its place there.
    fn resolve_each(
        &self,
        path: &[Seg],
        list: &[String],
        problems: &mut Problems,
    ) -> Option<Vec<(usize, Tag)>> {
        if list.is_empty() {
            return None;
        }
        let mut tags = Vec::new();
        for (i, name) in list.iter().enumerate() {
            let mut at = path.to_vec();
            at.push(Seg::Index(i));
            match self.names.get(name.as_str()) {
                Some(_) if list[..i].contains(name) => {
                    let what = match path.first() {
                        Some(Seg::Field(field)) => field.to_string(),
                        _ => "a list of tags".to_string(),
                    };
                    let name = name.clone();
                    problems.at(&at, ProblemKind::RepeatedInList { what, name });
                }
                Some(&tag) => tags.push((i, tag)),
                None => problems.at(&at, ProblemKind::UnknownTag(name.clone())),
            }
        }
        Some(tags)
    }

    fn carries(&self, tag: Tag, points: PointSet) -> bool {
        let xy: Vec<(i32, i32)> = points.map(|p| self.coords[p.index()]).collect();
        let same = |f: fn(&(i32, i32)) -> i32| xy.iter().all(|c| f(c) == f(&xy[0]));
        let orthogonal = same(|c| c.0) || same(|c| c.1);
        match tag {
            Tag::Orthogonal => orthogonal,
            Tag::Diagonal => !orthogonal && collinear(&xy),
            Tag::Listed(i) => self.listed[i].iter().any(|l| points.is_subset(*l)),
        }
    }

    /// Keeps the mills (and their extensions) that carry one of the tags in
    /// `field`; all of them when it is empty.
    pub(crate) fn filter_mills(
        &self,
        field: &'static str,
        list: &[String],
        mills: &[PointSet],
        ext: &[PointSet],
        problems: &mut Problems,
    ) -> (Vec<PointSet>, Vec<PointSet>) {
        let tags = self.resolve_picking(&[Seg::Field(field)], list, mills, "mill", problems);
        mills
            .iter()
            .zip(ext)
            .filter(|(m, _)| {
                tags.as_ref()
                    .is_none_or(|tags| tags.iter().any(|&t| self.carries(t, **m)))
            })
            .map(|(m, e)| (*m, *e))
            .unzip()
    }

    /// The capture rules, each with the straight triples of the drawn lines it works along.
    pub(crate) fn captures(
        &self,
        set: &RuleSet,
        lines: &[Vec<Point>],
        problems: &mut Problems,
    ) -> Vec<Capture> {
        let triples: Vec<PointSet> = runs(lines, self.coords, 3)
            .into_iter()
            .map(|(run, _)| run)
            .collect();
        let mut out = Vec::new();
        for (ci, spec) in set.captures.iter().enumerate() {
            let path = [Seg::Field("captures"), Seg::Index(ci)];
            if spec.kind == CaptureKind::Leap && spec.by == CaptureBy::Placing {
                problems.at(&path, ProblemKind::LeapWhilePlacing);
            }
            let mut along = path.to_vec();
            along.push(Seg::Field("along"));
            let tags =
                self.resolve_picking(&along, &spec.along, &triples, "line of three", problems);
            let chosen = triples.iter().filter(|t| {
                tags.as_ref()
                    .is_none_or(|tags| tags.iter().any(|&tag| self.carries(tag, **t)))
            });
            out.push(Capture {
                kind: spec.kind.into(),
                by: spec.by.into(),
                triples: chosen.map(|&t| self.in_order(t)).collect(),
            });
        }
        out
    }

    /// The three points of a straight triple, the middle one in the middle.
    fn in_order(&self, triple: PointSet) -> [Point; 3] {
        let p: Vec<Point> = triple.collect();
        let at = |q: Point| self.coords[q.index()];
        let between = |m: Point, a: Point, b: Point| {
            let (m, a, b) = (at(m), at(a), at(b));
            (a.0 - m.0) * (b.0 - m.0) + (a.1 - m.1) * (b.1 - m.1) < 0
        };
        if between(p[0], p[1], p[2]) {
            [p[1], p[0], p[2]]
        } else if between(p[1], p[0], p[2]) {
            [p[0], p[1], p[2]]
        } else {
            [p[0], p[2], p[1]]
        }
    }
}

fn collinear(xy: &[(i32, i32)]) -> bool {
    let (a, b) = (xy[0], xy[1]);
    xy.iter().all(|c| {
        i64::from(b.0 - a.0) * i64::from(c.1 - a.1) == i64::from(b.1 - a.1) * i64::from(c.0 - a.0)
    })
}
