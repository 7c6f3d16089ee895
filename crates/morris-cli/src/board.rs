//! The board drawn as characters from the rules' coordinates and lines, so that
//! any rules file is drawn correctly: points where the coordinates put them,
//! `-`, `|`, `/` and `\` between consecutive points of each line.

use morris_core::{Color, Move, Point, PointSet, Position, Rules};

use crate::style::{Paint, Style};

/// Rows of coloured characters.
#[derive(Clone, Debug)]
pub struct Grid {
    rows: Vec<Vec<(char, Paint)>>,
}

/// Where each point goes in a grid.
struct Layout {
    /// The column and row of each point's anchor character.
    cells: Vec<(usize, usize)>,
    width: usize,
    height: usize,
}

/// Columns between neighbouring coordinates at least; rows between them.
const MIN_SPACING_X: usize = 4;
const SPACING_Y: usize = 2;
/// Beyond this many steps the board is drawn by coordinate rank instead of to scale.
const MAX_STEPS: i64 = 40;

/// The width to draw within: `$COLUMNS` when the shell gives it, else 80.
pub fn terminal_width() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&c| c >= 20)
        .unwrap_or(80)
}

/// Steps of each coordinate value from the smallest, by rank among the values.
fn ranks(values: &[i32]) -> Vec<usize> {
    let mut sorted: Vec<i32> = values.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    values
        .iter()
        .map(|v| sorted.binary_search(v).unwrap_or(0))
        .collect()
}

/// Steps of each coordinate value from the smallest, to scale when that is small
/// enough (so diagonals stay straight), else by rank among the values.
fn steps(values: &[i32]) -> Vec<usize> {
    let min = values.iter().copied().min().unwrap_or(0);
    let unit = values
        .iter()
        .fold(0i64, |g, &v| gcd(g, i64::from(v) - i64::from(min)))
        .max(1);
    let max_steps = values
        .iter()
        .map(|&v| (i64::from(v) - i64::from(min)) / unit)
        .max()
        .unwrap_or(0);
    if max_steps <= MAX_STEPS {
        return values
            .iter()
            .map(|&v| ((i64::from(v) - i64::from(min)) / unit) as usize)
            .collect();
    }
    ranks(values)
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

impl Layout {
    /// A layout where each point's label is `label_width` characters wide, with
    /// `margin` blank columns on each side, at most `max_width` wide when it
    /// can be: to scale, else by rank, then with the columns closer together.
    fn new(rules: &Rules, label_width: usize, margin: usize, max_width: usize) -> Layout {
        let points: Vec<Point> = rules.points().collect();
        let xs: Vec<i32> = points.iter().map(|&p| rules.coords(p).0).collect();
        let ys: Vec<i32> = points.iter().map(|&p| rules.coords(p).1).collect();
        let (mut sx, mut sy) = (steps(&xs), steps(&ys));
        let wanted = MIN_SPACING_X.max(label_width + 2);
        let room = max_width.saturating_sub(label_width + 2 * margin);
        let across = |sx: &[usize]| sx.iter().copied().max().unwrap_or(0).max(1);
        if across(&sx) * wanted > room {
            // By rank both ways, so that the board keeps its proportions.
            (sx, sy) = (ranks(&xs), ranks(&ys));
        }
        // Labels never touch: one column of line between them at the least.
        let spacing_x = wanted.min(room / across(&sx)).max(label_width + 1);
        let top = sy.iter().copied().max().unwrap_or(0);
        let cells: Vec<(usize, usize)> = sx
            .iter()
            .zip(&sy)
            .map(|(&x, &y)| {
                (
                    margin + x * spacing_x + (label_width - 1) / 2,
                    (top - y) * SPACING_Y,
                )
            })
            .collect();
        let width = sx.iter().copied().max().unwrap_or(0) * spacing_x + label_width + 2 * margin;
        let height = top * SPACING_Y + 1;
        Layout {
            cells,
            width,
            height,
        }
    }
}

impl Grid {
    fn blank(width: usize, height: usize) -> Grid {
        Grid {
            rows: vec![vec![(' ', Paint::Plain); width]; height],
        }
    }

    pub fn width(&self) -> usize {
        self.rows.first().map_or(0, Vec::len)
    }

    fn put(&mut self, col: usize, row: usize, ch: char, paint: Paint) {
        if let Some(cell) = self.rows.get_mut(row).and_then(|r| r.get_mut(col)) {
            *cell = (ch, paint);
        }
    }

    /// Puts a line character, joining it with one already there where lines cross.
    fn put_line(&mut self, col: usize, row: usize, ch: char) {
        let Some(cell) = self.rows.get_mut(row).and_then(|r| r.get_mut(col)) else {
            return;
        };
        cell.0 = match (cell.0, ch) {
            (' ', c) => c,
            (a, b) if a == b => a,
            ('/', '\\') | ('\\', '/') => 'X',
            _ => '+',
        };
        cell.1 = Paint::Line;
    }

    /// The lines of the board between the anchors of `layout`.
    fn draw_lines(&mut self, rules: &Rules, layout: &Layout) {
        for line in rules.lines() {
            for pair in line.windows(2) {
                let (c0, r0) = layout.cells[pair[0].index()];
                let (c1, r1) = layout.cells[pair[1].index()];
                self.draw_segment((c0, r0), (c1, r1));
            }
        }
    }

    fn draw_segment(&mut self, (c0, r0): (usize, usize), (c1, r1): (usize, usize)) {
        if r0 == r1 {
            for c in c0.min(c1) + 1..c0.max(c1) {
                self.put_line(c, r0, '-');
            }
        } else if c0 == c1 {
            for r in r0.min(r1) + 1..r0.max(r1) {
                self.put_line(c0, r, '|');
            }
        } else {
            // One slash per row between the ends, on the straight line joining them.
            let (c0, r0, c1, r1) = if r0 < r1 {
                (c0, r0, c1, r1)
            } else {
                (c1, r1, c0, r0)
            };
            let ch = if c1 > c0 { '\\' } else { '/' };
            let (dc, dr) = (c1 as f64 - c0 as f64, (r1 - r0) as f64);
            for r in r0 + 1..r1 {
                let c = (c0 as f64 + dc * (r - r0) as f64 / dr).round() as usize;
                self.put_line(c, r, ch);
            }
        }
    }

    /// The grid as text lines, coloured by `style`, without trailing spaces.
    pub fn lines(&self, style: Style) -> Vec<String> {
        self.rows
            .iter()
            .map(|row| render_row(row, style).trim_end().to_string())
            .collect()
    }
}

fn render_row(row: &[(char, Paint)], style: Style) -> String {
    let mut out = String::new();
    let mut run = String::new();
    let mut paint = Paint::Plain;
    for &(ch, p) in row {
        if p != paint && !run.is_empty() {
            out.push_str(&style.paint(paint, &run));
            run.clear();
        }
        paint = p;
        run.push(ch);
    }
    out.push_str(&style.paint(paint, &run));
    out
}

/// The squares drawn around the points of the last move.
#[derive(Clone, Copy, Debug, Default)]
pub struct Marks {
    /// Where the last move went: `[W]`.
    pub to: Option<Point>,
    /// Where it came from: `(.)`.
    pub from: Option<Point>,
    /// What it removed: `(x)`, so a removal is not taken for the start of a slide.
    pub removed: PointSet,
}

impl Marks {
    pub fn of(mv: Option<Move>) -> Marks {
        match mv {
            None => Marks::default(),
            Some(mv) => Marks {
                to: Some(mv.to()),
                from: mv.from(),
                removed: mv.removed(),
            },
        }
    }
}

/// The board with the pieces of `pos`: the language's letters (`W`, `B` in
/// English, `B`, `N` in French), `X` for a marked piece (taken
/// while placing, waiting to leave), `*` after a piece that covers a lost one,
/// and `.` for an empty point.
pub fn pieces(rules: &Rules, pos: &Position, marks: Marks, max_width: usize) -> Grid {
    // A margin of one column leaves room for the marks of edge points.
    let layout = Layout::new(rules, 1, 1, max_width);
    let mut grid = Grid::blank(layout.width, layout.height);
    grid.draw_lines(rules, &layout);
    for p in rules.points() {
        let (c, r) = layout.cells[p.index()];
        let (ch, paint) = match pos.piece_at(p) {
            Some(c @ Color::White) => (morris_i18n::words::piece_letter(c), Paint::White),
            Some(c @ Color::Black) => (morris_i18n::words::piece_letter(c), Paint::Black),
            None if pos.marked().contains(p) => ('X', Paint::Mark),
            None if marks.removed.contains(p) => ('x', Paint::Mark),
            None => ('.', Paint::Plain),
        };
        grid.put(c, r, ch, paint);
        let brackets = if marks.to == Some(p) {
            Some(('[', ']'))
        } else if marks.from == Some(p) || marks.removed.contains(p) {
            Some(('(', ')'))
        } else {
            None
        };
        if let Some((open, close)) = brackets {
            grid.put(c - 1, r, open, Paint::Mark);
            grid.put(c + 1, r, close, Paint::Mark);
        } else if pos.covered().contains(p) {
            // The piece covers a lost one, which leaves when placement ends.
            grid.put(c + 1, r, '*', Paint::Mark);
        }
    }
    grid
}

/// The board with each point's name where it stands: the legend for typing moves.
pub fn names(rules: &Rules, max_width: usize) -> Grid {
    let width = rules
        .points()
        .map(|p| rules.point_name(p).chars().count())
        .max()
        .unwrap_or(1)
        .max(1);
    let layout = Layout::new(rules, width, 0, max_width);
    let mut grid = Grid::blank(layout.width, layout.height);
    grid.draw_lines(rules, &layout);
    for p in rules.points() {
        let (c, r) = layout.cells[p.index()];
        let name = rules.point_name(p);
        let start = c - (width - 1) / 2;
        for (i, ch) in name.chars().enumerate() {
            grid.put(start + i, r, ch, Paint::Name);
        }
    }
    grid
}

/// Two grids next to each other, or one above the other when together they
/// would be wider than `max_width`.
pub fn side_by_side(left: &Grid, right: &Grid, style: Style, max_width: usize) -> Vec<String> {
    const GAP: usize = 6;
    let (a, b) = (left.lines(style), right.lines(style));
    if left.width() + GAP + right.width() > max_width {
        let mut out = a;
        out.push(String::new());
        out.extend(b);
        return out;
    }
    let plain = left.lines(Style::PLAIN);
    (0..a.len().max(b.len()))
        .map(|i| {
            let pad = left.width() + GAP - plain.get(i).map_or(0, |l| l.chars().count());
            let line = format!(
                "{}{}{}",
                a.get(i).map_or("", String::as_str),
                " ".repeat(pad),
                b.get(i).map_or("", String::as_str)
            );
            line.trim_end().to_string()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(points: &str, lines: &str) -> Rules {
        // A mill of the first three points, so that the rules are a game.
        let names: Vec<&str> = points
            .split("name: \"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .take(3)
            .collect();
        let mill = format!("[\"{}\"]", names.join("\", \""));
        let text = format!(
            "(name: \"t\", points: [{points}], lines: [{lines}], mills: Listed([{mill}]), pieces: 1, lose_below: 1)"
        );
        Rules::from_source("t", "<test>", &text).unwrap()
    }

    fn drawn(grid: &Grid) -> String {
        grid.lines(Style::PLAIN).join("\n")
    }

    #[test]
    fn crossing_lines_without_a_point_are_joined() {
        let plus = rules(
            "(name: \"w\", x: 0, y: 1), (name: \"e\", x: 2, y: 1), (name: \"n\", x: 1, y: 2), (name: \"s\", x: 1, y: 0)",
            "[\"w\", \"e\"], [\"n\", \"s\"], [\"w\", \"n\"]",
        );
        assert_eq!(
            drawn(&names(&plus, 80)),
            "    n\n  / |\nw---+---e\n    |\n    s"
        );
        let cross = rules(
            "(name: \"a\", x: 0, y: 0), (name: \"b\", x: 2, y: 2), (name: \"c\", x: 0, y: 2), (name: \"d\", x: 2, y: 0)",
            "[\"a\", \"b\"], [\"c\", \"d\"], [\"a\", \"c\"]",
        );
        // Coordinates 0 and 2 with nothing between are one step apart.
        assert_eq!(drawn(&names(&cross, 80)), "c   b\n| X\na   d");
    }

    #[test]
    fn far_apart_coordinates_are_drawn_by_rank() {
        let wide = rules(
            "(name: \"a\", x: 0, y: 0), (name: \"b\", x: 1, y: 0), (name: \"c\", x: 50, y: 0)",
            "[\"a\", \"b\", \"c\"]",
        );
        assert_eq!(drawn(&names(&wide, 80)), "a---b---c");
        assert_eq!(
            steps(&[0, 10, 20]),
            vec![0, 1, 2],
            "a common step is one column step"
        );
    }

    #[test]
    fn the_last_move_is_marked() {
        let rules = morris_core::catalog::shipped("three-mens-morris").unwrap();
        let mut pos = Position::start(&rules);
        let mv = morris_core::parse_move(&rules, &pos, "a1").unwrap();
        pos.play(&rules, mv).unwrap();
        let grid = pieces(&rules, &pos, Marks::of(Some(mv)), 80);
        assert_eq!(grid.lines(Style::PLAIN).last().unwrap(), "[W]--.---.");
        let coloured = grid.lines(Style { color: true }).join("\n");
        assert!(coloured.contains("\x1b[1;97;100mW\x1b[0m"), "{coloured:?}");
    }

    #[test]
    fn a_removal_is_marked_apart_from_the_start_of_a_slide() {
        let rules = morris_core::catalog::shipped("nine-mens-morris").unwrap();
        // White a7 d7 g4, Black a1 d1 b2, all placed: White slides g4-g7 and takes a1.
        let mut pos = Position::from_text(&rules, "BB.B..........W......WW. w 0 0 0 0").unwrap();
        let mv = morris_core::parse_move(&rules, &pos, "g4-g7xa1").unwrap();
        pos.play(&rules, mv).unwrap();
        let lines = pieces(&rules, &pos, Marks::of(Some(mv)), 80).lines(Style::PLAIN);
        assert_eq!(lines[0], " W-----------W----------[W]", "{lines:?}");
        assert_eq!(lines[6], " .---.---.       .---.--(.)", "{lines:?}");
        assert_eq!(lines[12], "(x)----------B-----------.", "{lines:?}");
    }

    #[test]
    fn a_covering_piece_is_starred() {
        let rules = morris_core::catalog::shipped("sam-ki").unwrap();
        let text = format!("WB{} w 2 3 0 2 covered=a1", ".".repeat(22));
        let pos = Position::from_text(&rules, &text).unwrap();
        let grid = pieces(&rules, &pos, Marks::default(), 80);
        let bottom = grid.lines(Style::PLAIN).last().unwrap().clone();
        assert!(bottom.starts_with(" W*----------B"), "{bottom:?}");
    }

    #[test]
    fn a_marked_piece_is_drawn_as_x() {
        let rules = morris_core::catalog::shipped("da-san-qi").unwrap();
        let text = format!("WXB{} w 2 2 0 1", ".".repeat(21));
        let pos = Position::from_text(&rules, &text).unwrap();
        let grid = pieces(&rules, &pos, Marks::default(), 80);
        let bottom = grid.lines(Style::PLAIN).last().unwrap().clone();
        assert_eq!(
            bottom.split_whitespace().next(),
            Some("W-----------X-----------B")
        );
    }
}
