//! The straight runs of points along a board's drawn lines: the mills of
//! `mills: Auto`, and the runs one longer that `longer_lines` looks at.

use crate::point::{Point, PointSet};

/// Every `k` consecutive points of a drawn line that lie on one straight line,
/// each with the points that would extend it along the same line.
pub(crate) fn runs(
    lines: &[Vec<Point>],
    coords: &[(i32, i32)],
    k: usize,
) -> Vec<(PointSet, PointSet)> {
    let mut out: Vec<(PointSet, PointSet)> = Vec::new();
    for line in lines {
        // A closed loop also has the runs through its joining point.
        let closed = line.len() > 3 && line.first() == line.last();
        let wrapped: Vec<Point> = if closed {
            let open = &line[..line.len() - 1];
            open.iter().chain(open).copied().collect()
        } else {
            line.clone()
        };
        let starts = if closed {
            line.len() - 1
        } else {
            wrapped.len()
        };
        for i in 0..starts {
            let Some(w) = wrapped.get(i..i + k) else {
                break;
            };
            if !w.iter().all(|p| collinear(coords, w[0], w[1], *p)) {
                continue;
            }
            let run: PointSet = w.iter().copied().collect();
            if run.len() as usize != k || out.iter().any(|(r, _)| *r == run) {
                continue;
            }
            let before = if i > 0 {
                wrapped.get(i - 1)
            } else if closed {
                wrapped.get(starts - 1)
            } else {
                None
            };
            let ext = [before, wrapped.get(i + k)]
                .into_iter()
                .flatten()
                .filter(|p| collinear(coords, w[0], w[1], **p) && !run.contains(**p))
                .fold(PointSet::EMPTY, |acc, p| acc | p.bit());
            out.push((run, ext));
        }
    }
    out
}

/// The drawn lines, by index, of just `k` points that do not lie straight:
/// drawn the length of a mill, such a line looks like one but makes none.
/// (A longer line that bends, such as a polygon's ring, is drawn to connect.)
pub(crate) fn crooked_lines(lines: &[Vec<Point>], coords: &[(i32, i32)], k: usize) -> Vec<usize> {
    (0..lines.len())
        .filter(|&i| lines[i].len() == k && runs(&lines[i..=i], coords, k).is_empty())
        .collect()
}

/// Do `a`, `b` and `c` lie on one straight line?
fn collinear(coords: &[(i32, i32)], a: Point, b: Point, c: Point) -> bool {
    // Widen first: coordinates out of range are reported, but still computed with.
    let d = |p: Point, q: Point| {
        let (p, q) = (coords[p.index()], coords[q.index()]);
        (
            i64::from(p.0) - i64::from(q.0),
            i64::from(p.1) - i64::from(q.1),
        )
    };
    let ((bx, by), (cx, cy)) = (d(b, a), d(c, a));
    bx * cy - by * cx == 0
}
