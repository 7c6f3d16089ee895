//! Turns a parsed rules file into [`Rules`], checking everything a file can get wrong.

use std::collections::HashMap;

use crate::color::{ByColor, Color};
use crate::compile_tags::Tagger;
use crate::locate::Seg;
use crate::mill_runs::runs;
use crate::point::{MAX_POINTS, Point, PointSet};
use crate::rules::{Capture, Rules};
use crate::rules_error::{Problem, ProblemKind, Problems, RulesError};
use crate::ruleset::{
    Blocked, DoubleMill, Flying, FullBoard, LongerLines, MillEffect, MillSpec, MovementStarts,
    PlacingMills, RuleSet, Side, Starter,
};
use crate::source_text::SourceText;
use crate::zobrist::MAX_PIECES;

const COORD_LIMIT: i32 = 10_000;

/// Mills are 3 to 5 points long.
const MIN_MILL: usize = 3;
const MAX_MILL: usize = 5;

/// The no-removal count is kept in turns (two per move) in a `u16`.
const MAX_NO_REMOVAL_MOVES: u16 = 10_000;

impl Rules {
    /// Parses and compiles rules text. `id` names the variant; `origin` (a path,
    /// or `<name>`) prefixes error messages.
    ///
    /// ```
    /// use morris_core::Rules;
    /// let err = Rules::from_source("bad", "bad.ron", "(name: \"x\", points: [], lines: [], pieces: 0)")
    ///     .unwrap_err();
    /// assert_eq!(err.to_string(), "bad.ron:1:21: the board has no points\nbad.ron:1:44: pieces must be at least 1");
    /// ```
    pub fn from_source(id: &str, origin: &str, text: &str) -> Result<Rules, RulesError> {
        let set: RuleSet = ron::Options::default()
            .from_str(text)
            .map_err(|e| RulesError {
                origin: origin.to_string(),
                problems: vec![Problem {
                    line: e.span.start.line.max(1),
                    col: e.span.start.col.max(1),
                    kind: ProblemKind::Syntax(syntax_message(text, &e.code)),
                }],
            })?;
        compile(id, origin, text, &set)
    }

    /// Like [`Rules::from_source`] for bytes that may not be text at all.
    pub fn from_bytes(id: &str, origin: &str, bytes: &[u8]) -> Result<Rules, RulesError> {
        match std::str::from_utf8(bytes) {
            Ok(text) => Rules::from_source(id, origin, text),
            Err(e) => {
                let (line, col) = crate::locate::line_col(
                    // The valid prefix locates the first bad byte.
                    std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or(""),
                    e.valid_up_to(),
                );
                Err(RulesError {
                    origin: origin.to_string(),
                    problems: vec![Problem {
                        line,
                        col,
                        kind: ProblemKind::NotText,
                    }],
                })
            }
        }
    }
}

/// ron's message in the style of ours: lower case, and without the names of
/// internal types where they would puzzle an author.
fn syntax_message(text: &str, code: &ron::error::Error) -> String {
    let only_comments = text
        .lines()
        .all(|l| l.trim().is_empty() || l.trim_start().starts_with("//"));
    if only_comments {
        return "the file has no rules: it should hold `( name: ..., points: [...], ... )`".into();
    }
    let message = code
        .to_string()
        .replace(" in `RuleSet`", "")
        .replace(" for struct `RuleSet`", "")
        .replace(" for struct `PointSpec`", " for a point");
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => message,
    }
}

fn compile(id: &str, origin: &str, text: &str, set: &RuleSet) -> Result<Rules, RulesError> {
    let mut problems = Problems::new(text);
    let board = check_board(set, &mut problems);
    check_counts(set, &mut problems);

    match board {
        Some(board) if problems.is_empty() => Ok(Rules {
            source: SourceText::new(origin, text),
            ..build(id, set, board)
        }),
        _ => Err(problems.into_error(origin)),
    }
}

/// The board part of the rules once its names resolve.
struct Board {
    names: Vec<String>,
    coords: Vec<(i32, i32)>,
    lines: Vec<Vec<Point>>,
    mills: Vec<PointSet>,
    mill_ext: Vec<PointSet>,
    long_runs: Vec<PointSet>,
    protecting: Option<(Vec<PointSet>, Vec<PointSet>)>,
    captures: Vec<Capture>,
    closed_while_placing: PointSet,
    no_placing: PointSet,
    opening_points: PointSet,
    fly_from: PointSet,
    start: ByColor<PointSet>,
}

fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 16
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !name.contains(['x', 'X'])
}

fn check_board(set: &RuleSet, problems: &mut Problems) -> Option<Board> {
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
        if !valid_name(&spec.name) {
            problems.at(&name_path, ProblemKind::BadPointName(spec.name.clone()));
        }
        if index.insert(&spec.name, Point(i as u8)).is_some() {
            problems.at(&name_path, ProblemKind::DuplicatePoint(spec.name.clone()));
        }
        for (c, field) in [(spec.x, "x"), (spec.y, "y")] {
            if !(-COORD_LIMIT..=COORD_LIMIT).contains(&c) {
                let p = [Seg::Field("points"), Seg::Index(i), Seg::Field(field)];
                problems.at(&p, ProblemKind::CoordinateOutOfRange(c));
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
        MillSpec::Auto => runs(&lines, &coords, length).into_iter().unzip(),
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
                Some(&p) => out.insert(p),
                None => problems.at(
                    &[Seg::Field(field), Seg::Index(i)],
                    ProblemKind::UnknownPoint {
                        what: field.replace('_', " "),
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
    problems.is_empty().then_some(Board {
        names,
        coords,
        lines: drawn,
        mills,
        mill_ext,
        long_runs,
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

fn check_counts(set: &RuleSet, problems: &mut Problems) {
    let points = set.points.len();
    if set.pieces == 0 {
        problems.at(&[Seg::Field("pieces")], ProblemKind::NoPieces);
    } else if points > 0 {
        let needed = 2 * usize::from(set.pieces);
        if needed > points || usize::from(set.pieces) > MAX_PIECES {
            problems.at(
                &[Seg::Field("pieces")],
                ProblemKind::TooManyPieces {
                    pieces: set.pieces,
                    needed,
                    points,
                },
            );
        }
    }
    if set.pieces > 0 && (set.lose_below == 0 || set.lose_below > set.pieces) {
        problems.at(
            &[Seg::Field("lose_below")],
            ProblemKind::LoseBelowOutOfRange {
                lose_below: set.lose_below,
                pieces: set.pieces,
            },
        );
    }
    if let Flying::At { pieces: at, .. } = set.flying
        && (at < set.lose_below || at > set.pieces)
    {
        problems.at(
            &[Seg::Field("flying"), Seg::Field("pieces")],
            ProblemKind::FlyingOutOfRange {
                at,
                lose_below: set.lose_below,
                pieces: set.pieces,
            },
        );
    }
    if let Some(n) = set.draws.repetition
        && n < 2
    {
        problems.at(
            &[Seg::Field("draws"), Seg::Field("repetition")],
            ProblemKind::RepetitionOutOfRange(n),
        );
    }
    if set
        .draws
        .no_removal_moves
        .is_some_and(|n| !(1..=MAX_NO_REMOVAL_MOVES).contains(&n))
    {
        problems.at(
            &[Seg::Field("draws"), Seg::Field("no_removal_moves")],
            ProblemKind::NoRemovalOutOfRange,
        );
    }
    if let Some(end) = set.draws.endgame
        && (end.pieces < set.lose_below
            || end.pieces > set.pieces
            || !(1..=MAX_NO_REMOVAL_MOVES).contains(&end.moves))
    {
        problems.at(
            &[Seg::Field("draws"), Seg::Field("endgame")],
            ProblemKind::EndgameOutOfRange,
        );
    }
    if let Some(empty) = set.stop_placing_at_empty
        && usize::from(empty) >= points
    {
        problems.at(
            &[Seg::Field("stop_placing_at_empty")],
            ProblemKind::StopPlacingOutOfRange(empty, points),
        );
    }
    if !set.captures.is_empty() && set.placing_mills == PlacingMills::Cover {
        problems.at(&[Seg::Field("captures")], ProblemKind::CapturesWithCover);
    }
    if set.full_board != FullBoard::Blocked {
        if set.full_board_draw {
            problems.at(&[Seg::Field("full_board")], ProblemKind::FullBoardConflict);
        }
        if set.placing_mills == PlacingMills::Counted {
            problems.at(
                &[Seg::Field("full_board")],
                ProblemKind::CountedWithFullBoard,
            );
        }
    }
}

fn build(id: &str, set: &RuleSet, board: Board) -> Rules {
    let n = board.names.len();
    let mut neighbours = [PointSet::EMPTY; MAX_POINTS];
    for line in &board.lines {
        for pair in line.windows(2) {
            neighbours[pair[0].index()].insert(pair[1]);
            neighbours[pair[1].index()].insert(pair[0]);
        }
    }
    let mut mill_range = [(0u32, 0u32); MAX_POINTS];
    let mut mill_list = Vec::new();
    let mut mill_list_ext = Vec::new();
    for (i, range) in mill_range.iter_mut().enumerate().take(n) {
        let start = mill_list.len() as u32;
        for (m, ext) in board.mills.iter().zip(&board.mill_ext) {
            if m.contains(Point(i as u8)) {
                mill_list.push(*m);
                mill_list_ext.push(*ext);
            }
        }
        *range = (start, mill_list.len() as u32);
    }
    let long_runs = (0..n)
        .map(|i| {
            let runs = board.long_runs.iter();
            runs.filter(|r| r.contains(Point(i as u8)))
                .copied()
                .collect()
        })
        .collect();
    let (flying_at, flying_optional) = match set.flying {
        Flying::Never => (None, false),
        Flying::At { pieces, optional } => (Some(pieces), optional),
    };
    // Rules that add to or take from the steps the board allows.
    let special_steps = !(board.no_placing | board.opening_points).is_empty()
        || !board.captures.is_empty()
        || set.no_immediate_reforming;
    Rules {
        source: SourceText::default(),
        id: id.to_string(),
        name: set.name.clone(),
        description: set.description.clone(),
        sources: set.sources.clone(),
        notes: set.notes.clone(),
        translated_names: set.names.clone(),
        translated_descriptions: set.descriptions.clone(),
        translated_notes: set.notes_in.clone(),
        names: board.names,
        coords: board.coords,
        lines: board.lines,
        all: PointSet::first(n),
        neighbours,
        mills: board.mills,
        mill_range,
        mill_list,
        mill_ext: board.mill_ext,
        mill_list_ext,
        exact_mills: set.longer_lines == LongerLines::NoMill,
        long_runs,
        longer_lines: set.longer_lines,
        placing_mills: set.placing_mills,
        movement_starts: set.movement_starts,
        closed_while_placing: board.closed_while_placing,
        fly_from: board.fly_from,
        no_placing: board.no_placing,
        opening_points: board.opening_points,
        protecting: board.protecting,
        captures: board.captures,
        stop_placing_at_empty: set.stop_placing_at_empty,
        no_immediate_reforming: set.no_immediate_reforming,
        start: board.start,
        restricts_steps: set.longer_lines == LongerLines::Forbidden
            || set.placing_mills == PlacingMills::Forbidden,
        one_time_mills: set.one_time_mills,
        plain_play: !set.one_time_mills
            && set.stop_placing_at_empty.is_none()
            && !set.no_immediate_reforming
            && matches!(
                set.placing_mills,
                PlacingMills::Remove | PlacingMills::Nothing
            )
            && set.mill_closes != MillEffect::RemoveAndMoveAgain
            && set.movement_starts == MovementStarts::InTurn
            && set.full_board == FullBoard::Blocked
            && matches!(set.blocked, Blocked::Loses | Blocked::Draw),
        plain_steps: !set.one_time_mills
            && set.longer_lines == LongerLines::Count
            && set.placing_mills == PlacingMills::Remove
            && board.closed_while_placing.is_empty()
            && board.fly_from.is_empty()
            && !special_steps
            && set.full_board == FullBoard::Blocked
            && matches!(set.blocked, Blocked::Loses | Blocked::Draw),
        plain_turns: set.double_mill == DoubleMill::OneRemoval
            && set.captures.is_empty()
            && set.full_board == FullBoard::Blocked
            && matches!(set.blocked, Blocked::Loses | Blocked::Draw)
            && !matches!(
                set.placing_mills,
                PlacingMills::Cover | PlacingMills::Counted
            ),
        tracks_first_mill: set.movement_starts == MovementStarts::FirstMill
            || matches!(
                set.full_board,
                FullBoard::BothRemove(Starter::FirstMill)
                    | FullBoard::OneRemoves(Starter::FirstMill)
            ),
        full_board: set.full_board,
        blocked: set.blocked,
        extra_turns: set.placing_mills == PlacingMills::ExtraTurn
            || set.mill_closes == MillEffect::RemoveAndMoveAgain,
        pieces: set.pieces,
        first: match set.first {
            Side::White => Color::White,
            Side::Black => Color::Black,
        },
        flying_at,
        flying_optional,
        flying_enabled: flying_at.is_some(),
        mill_effect: set.mill_closes,
        removable: set.removable,
        double_mill: set.double_mill,
        move_in_placement: set.move_in_placement,
        lose_below: set.lose_below,
        full_board_draw: set.full_board_draw,
        draws: set.draws,
    }
}
