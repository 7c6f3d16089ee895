//! The board of a rules file checked: points, lines and links, mills, tags and
//! every list that names points, resolved to point sets.

use std::collections::HashMap;

use crate::color::ByColor;
use crate::compile::mill_runs::{crooked_lines, runs};
use crate::compile::tags::Tagger;
use crate::point::{MAX_POINTS, Point, PointSet};
use crate::rules::captures::Capture;
use crate::rules_file::errors::{ProblemKind, Problems};
use crate::rules_file::locate::Seg;
use crate::rules_file::reserved_words::is_reserved;
use crate::rules_file::ruleset::{LongerLines, MillSpec, RuleSet};

pub(crate) const COORD_LIMIT: i32 = 10_000;

/// Mills are 3 to 5 points long.
const MIN_MILL: usize = 3;
const MAX_MILL: usize = 5;

/// The board of a rules file, once every name resolves.
pub(crate) struct BoardNames {
    pub(crate) names: Vec<String>,
    pub(crate) coords: Vec<(i32, i32)>,
    /// The drawn lines, then the links.
    pub(crate) lines: Vec<Vec<Point>>,
    pub(crate) mills: Vec<PointSet>,
    pub(crate) mill_ext: Vec<PointSet>,
    /// The runs one longer than a mill (`longer_lines: Forbidden`).
    pub(crate) long_runs: Vec<PointSet>,
}

/// The parts of a rules file that name points, once every name resolves.
pub(crate) struct Resolved {
    pub(crate) board: BoardNames,
    pub(crate) protecting: Option<(Vec<PointSet>, Vec<PointSet>)>,
    pub(crate) captures: Vec<Capture>,
    pub(crate) closed_while_placing: PointSet,
    pub(crate) no_placing: PointSet,
    pub(crate) opening_points: PointSet,
    pub(crate) fly_from: PointSet,
    pub(crate) start: ByColor<PointSet>,
}

/// The longest point name: a move names two points and a removal or two.
pub(crate) const MAX_POINT_NAME: usize = 16;

fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.contains(['x', 'X'])
}

pub(crate) fn check_board(set: &RuleSet, problems: &mut Problems) -> Option<Resolved> {
    let n = set.points.len();
    if n == 0 {
        problems.at(&[Seg::Field("points")], ProblemKind::NoPoints);
        return None;
    }
    if n > MAX_POINTS {
        problems.at(&[Seg::Field("points")], ProblemKind::TooManyPoints(n));
        return None;
    }
    let mut index: HashMap<&str, Point> = HashMap::new();
    let mut at: HashMap<(i32, i32), &str> = HashMap::new();
    for (i, spec) in set.points.iter().enumerate() {
        let path = [Seg::Field("points"), Seg::Index(i)];
        let name_path = [Seg::Field("points"), Seg::Index(i), Seg::Field("name")];
        let length = spec.name.chars().count();
        if length > MAX_POINT_NAME {
            // Said by its start: the whole name may be as long as the file.
            let start = spec.name.chars().take(MAX_POINT_NAME).collect();
            problems.at(&name_path, ProblemKind::LongPointName { start, length });
        } else if !valid_name(&spec.name) {
            problems.at(&name_path, ProblemKind::BadPointName(spec.name.clone()));
        } else if is_reserved(&spec.name) {
            problems.at(
                &name_path,
                ProblemKind::ReservedPointName(spec.name.clone()),
            );
        }
        if index.insert(&spec.name, Point(i as u8)).is_some() {
            problems.at(&name_path, ProblemKind::DuplicatePoint(spec.name.clone()));
        }
        for (c, field) in [(spec.x, "x"), (spec.y, "y")] {
            if !(-COORD_LIMIT..=COORD_LIMIT).contains(&c) {
                let p = [Seg::Field("points"), Seg::Index(i), Seg::Field(field)];
                problems.at(&p, ProblemKind::CoordinateOutOfRange { field, value: c });
            }
        }
        if let Some(other) = at.insert((spec.x, spec.y), &spec.name) {
            problems.at(
                &path,
                ProblemKind::DuplicateCoordinates(
                    other.to_string(),
                    spec.name.clone(),
                    spec.x,
                    spec.y,
                ),
            );
        }
    }

    let lines = read_lines(&set.lines, "lines", &index, problems);
    let links = read_lines(&set.links, "links", &index, problems);

    let mut neighbours = vec![PointSet::EMPTY; n];
    for line in lines.iter().chain(&links) {
        for pair in line.windows(2) {
            neighbours[pair[0].index()].insert(pair[1]);
            neighbours[pair[1].index()].insert(pair[0]);
        }
    }
    for (i, spec) in set.points.iter().enumerate() {
        let drawn = set.lines.iter().chain(&set.links).flatten();
        if neighbours[i].is_empty() && !drawn.clone().any(|name| *name == spec.name) {
            problems.at(
                &[Seg::Field("points"), Seg::Index(i)],
                ProblemKind::PointOnNoLine(spec.name.clone()),
            );
        }
    }
    // A broken name or line already explains a gap in the board: report it only on its own.
    if problems.is_empty()
        && let Some(unreached) = first_unreached(&neighbours)
    {
        problems.at(
            &[Seg::Field("lines")],
            ProblemKind::Disconnected(
                set.points[unreached].name.clone(),
                set.points[0].name.clone(),
            ),
        );
    }

    let coords: Vec<(i32, i32)> = set.points.iter().map(|p| (p.x, p.y)).collect();
    let length = usize::from(set.mill_length);
    if !(MIN_MILL..=MAX_MILL).contains(&length) {
        problems.at(
            &[Seg::Field("mill_length")],
            ProblemKind::MillLengthOutOfRange(set.mill_length),
        );
    }
    let length = length.clamp(MIN_MILL, MAX_MILL);
    let (all_mills, all_ext) = match &set.mills {
        MillSpec::Auto => {
            // A point's broken name or place already explains a bent line.
            let sound = problems.is_empty();
            for li in crooked_lines(&lines, &coords, length) {
                if sound {
                    problems.at(
                        &[Seg::Field("lines"), Seg::Index(li)],
                        ProblemKind::CrookedLine {
                            line: li + 1,
                            length,
                        },
                    );
                }
            }
            runs(&lines, &coords, length).into_iter().unzip()
        }
        MillSpec::Listed(listed) => {
            let mut mills = Vec::new();
            for (mi, mill) in listed.iter().enumerate() {
                let path = [Seg::Field("mills"), Seg::Index(0), Seg::Index(mi)];
                let mut set_of = PointSet::EMPTY;
                let mut known = true;
                for (pi, name) in mill.iter().enumerate() {
                    match index.get(name.as_str()) {
                        Some(&p) => set_of.insert(p),
                        None => {
                            known = false;
                            let p = [
                                Seg::Field("mills"),
                                Seg::Index(0),
                                Seg::Index(mi),
                                Seg::Index(pi),
                            ];
                            problems.at(
                                &p,
                                ProblemKind::UnknownPoint {
                                    what: format!("mill {}", mi + 1),
                                    name: name.clone(),
                                },
                            );
                        }
                    }
                }
                if !known {
                    continue;
                }
                if !(MIN_MILL..=MAX_MILL).contains(&mill.len())
                    || set_of.len() as usize != mill.len()
                {
                    problems.at(&path, ProblemKind::BadMill(mi + 1));
                } else if mills.contains(&set_of) {
                    problems.at(&path, ProblemKind::DuplicateMill(mi + 1));
                } else {
                    mills.push(set_of);
                }
            }
            if set.longer_lines != LongerLines::Count {
                problems.at(
                    &[Seg::Field("longer_lines")],
                    ProblemKind::LongerLinesNeedAuto,
                );
            }
            let ext = vec![PointSet::EMPTY; mills.len()];
            (mills, ext)
        }
    };
    let tagger = Tagger::new(set, &index, &coords, problems);
    let (mills, mill_ext) = tagger.filter_mills(
        "scoring_mills",
        &set.scoring_mills,
        &all_mills,
        &all_ext,
        problems,
    );
    let protecting = tagger.filter_mills(
        "protecting_mills",
        &set.protecting_mills,
        &all_mills,
        &all_ext,
        problems,
    );
    // By default the scoring mills protect, and only they.
    let protecting =
        (!set.protecting_mills.is_empty() && protecting.0 != mills).then_some(protecting);
    let captures = tagger.captures(set, &lines, problems);
    let long_runs = match set.longer_lines {
        LongerLines::Forbidden => runs(&lines, &coords, length + 1)
            .into_iter()
            .map(|(run, _)| run)
            .collect(),
        _ => Vec::new(),
    };

    let named = |field: &'static str, list: &[String], problems: &mut Problems| {
        let mut out = PointSet::EMPTY;
        for (i, name) in list.iter().enumerate() {
            match index.get(name.as_str()) {
                Some(&p) if out.contains(p) => problems.at(
                    &[Seg::Field(field), Seg::Index(i)],
                    ProblemKind::RepeatedInList {
                        what: field.to_string(),
                        name: name.clone(),
                    },
                ),
                Some(&p) => out.insert(p),
                None => problems.at(
                    &[Seg::Field(field), Seg::Index(i)],
                    ProblemKind::UnknownPoint {
                        what: field.to_string(),
                        name: name.clone(),
                    },
                ),
            }
        }
        out
    };
    let closed_while_placing = named("closed_while_placing", &set.closed_while_placing, problems);
    let no_placing = named("no_placing", &set.no_placing, problems);
    let opening_points = named("opening_points", &set.opening_points, problems);
    let fly_from = named("fly_from", &set.fly_from, problems);
    let start = match &set.start {
        None => ByColor::splat(PointSet::EMPTY),
        Some(start) => {
            let white = start_side(set, "white", &start.white, &index, problems);
            let black = start_side(set, "black", &start.black, &index, problems);
            if let Some(p) = (white & black).first_point() {
                problems.at(
                    &[Seg::Field("start")],
                    ProblemKind::StartOverlap(set.points[p.index()].name.clone()),
                );
            }
            ByColor::new(white, black)
        }
    };

    let names = set.points.iter().map(|p| p.name.clone()).collect();
    let mut drawn = lines;
    drawn.extend(links);
    problems.is_empty().then_some(Resolved {
        board: BoardNames {
            names,
            coords,
            lines: drawn,
            mills,
            mill_ext,
            long_runs,
        },
        protecting,
        captures,
        closed_while_placing,
        no_placing,
        opening_points,
        fly_from,
        start,
    })
}

/// The points a side starts with on the board.
fn start_side(
    set: &RuleSet,
    side: &'static str,
    names: &[String],
    index: &HashMap<&str, Point>,
    problems: &mut Problems,
) -> PointSet {
    let mut out = PointSet::EMPTY;
    for (i, name) in names.iter().enumerate() {
        let path = [
            Seg::Field("start"),
            Seg::Index(0),
            Seg::Field(side),
            Seg::Index(i),
        ];
        match index.get(name.as_str()) {
            Some(&p) if out.contains(p) => {
                problems.at(&path, ProblemKind::StartRepeated(name.clone()))
            }
            Some(&p) => out.insert(p),
            None => problems.at(
                &path,
                ProblemKind::UnknownPoint {
                    what: format!("start {side}"),
                    name: name.clone(),
                },
            ),
        }
    }
    if names.len() > usize::from(set.pieces) && set.pieces > 0 {
        problems.at(
            &[Seg::Field("start"), Seg::Index(0), Seg::Field(side)],
            ProblemKind::StartTooManyPieces {
                side,
                count: names.len(),
                pieces: set.pieces,
            },
        );
    }
    out
}

/// The drawn lines of `field` as points, reporting unknown or repeated names.
fn read_lines(
    drawn: &[Vec<String>],
    field: &'static str,
    index: &HashMap<&str, Point>,
    problems: &mut Problems,
) -> Vec<Vec<Point>> {
    let mut lines = Vec::new();
    for (li, line) in drawn.iter().enumerate() {
        if line.len() < 2 {
            problems.at(
                &[Seg::Field(field), Seg::Index(li)],
                ProblemKind::ShortLine(li + 1),
            );
        }
        let mut points = Vec::new();
        for (pi, name) in line.iter().enumerate() {
            let path = [Seg::Field(field), Seg::Index(li), Seg::Index(pi)];
            match index.get(name.as_str()) {
                None => problems.at(
                    &path,
                    ProblemKind::UnknownPoint {
                        what: format!("{} {}", &field[..field.len() - 1], li + 1),
                        name: name.clone(),
                    },
                ),
                // A line may end where it began: a closed loop, such as a square drawn whole.
                Some(&p) if pi + 1 == line.len() && points.len() >= 3 && points[0] == p => {
                    points.push(p)
                }
                Some(&p) if points.contains(&p) => problems.at(
                    &path,
                    ProblemKind::RepeatedOnLine {
                        line: li + 1,
                        name: name.clone(),
                    },
                ),
                Some(&p) => points.push(p),
            }
        }
        lines.push(points);
    }
    lines
}

/// The first point not connected to point 0, if any.
fn first_unreached(neighbours: &[PointSet]) -> Option<usize> {
    let mut seen = Point(0).bit();
    let mut frontier = seen;
    while let Some(p) = frontier.first_point() {
        frontier.remove(p);
        let fresh = neighbours[p.index()] - seen;
        seen |= fresh;
        frontier |= fresh;
    }
    (0..neighbours.len()).find(|&i| !seen.contains(Point(i as u8)))
}
