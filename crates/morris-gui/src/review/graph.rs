//! The evaluation graph of a review: one point per turn, White's expected
//! result in the position after it, in percent ([`Score::expected`]).
//! Heuristic scores stay within [`HEURISTIC_MARGIN`] of the edges; results
//! (a win, a loss, a draw) are drawn apart, wins and losses on the edges
//! above and below every heuristic score, draws on the middle line with a
//! marker of their own. Clicking the graph picks the nearest turn.

use egui::{Color32, Rect, Role, Sense, Ui, WidgetInfo, vec2};
use egui_plot::{HLine, Line, MarkerShape, Plot, PlotPoint, Points, VLine};
use morris_ai::review::{Review, TurnReview};
use morris_ai::search::Score;
use morris_core::{Color, Game};
use morris_i18n::{t, words};

use crate::table::numbering;

/// How close to 0 and 100 percent a heuristic score may be drawn: the edges
/// are for won and lost positions.
pub const HEURISTIC_MARGIN: f64 = 4.0;

/// What a point of the graph stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointKind {
    Heuristic,
    WhiteWins,
    BlackWins,
    Draw,
}

/// One turn on the graph.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GraphPoint {
    /// The position after this many moves (the turn's number, from 1).
    pub moves: usize,
    /// White's expected result in percent; wins at 100, losses at 0.
    pub y: f64,
    pub kind: PointKind,
    pub marked: bool,
}

/// `score`, for `side`, seen by White.
fn for_white(score: Score, side: Color) -> Score {
    match (side, score) {
        (Color::White, s) => s,
        (Color::Black, Score::Win { turns }) => Score::Loss { turns },
        (Color::Black, Score::Loss { turns }) => Score::Win { turns },
        (Color::Black, Score::Draw) => Score::Draw,
        (Color::Black, Score::Heuristic(v)) => Score::Heuristic(v.saturating_neg()),
    }
}

/// Where a turn goes on the graph.
pub fn graph_point(t: &TurnReview) -> GraphPoint {
    let (y, kind) = match for_white(t.after, t.side) {
        Score::Win { .. } => (100.0, PointKind::WhiteWins),
        Score::Loss { .. } => (0.0, PointKind::BlackWins),
        Score::Draw => (50.0, PointKind::Draw),
        heuristic => (
            (100.0 * heuristic.expected()).clamp(HEURISTIC_MARGIN, 100.0 - HEURISTIC_MARGIN),
            PointKind::Heuristic,
        ),
    };
    GraphPoint {
        moves: t.turn + 1,
        y,
        kind,
        marked: t.mark.is_some(),
    }
}

/// The position (after that many moves) of the point nearest to `x` among
/// the points at `xs`, the turns in order; none when there are none.
fn nearest(x: f64, xs: &[f64]) -> Option<usize> {
    let distance = |i: &usize| (xs[*i] - x).abs();
    (0..xs.len())
        .min_by(|a, b| distance(a).total_cmp(&distance(b)))
        .map(|i| i + 1)
}

/// One kind of point on the graph, with its legend entry.
struct Series {
    points: Vec<[f64; 2]>,
    shape: MarkerShape,
    color: Color32,
    radius: f32,
    filled: bool,
    name: String,
}

/// Colours of the graph in the current theme.
struct Colors {
    line: Color32,
    heuristic: Color32,
    white: Color32,
    black: Color32,
    draw: Color32,
    marked: Color32,
    selected: Color32,
}

impl Colors {
    fn of(ui: &Ui) -> Colors {
        let dark = ui.visuals().dark_mode;
        Colors {
            line: ui.visuals().weak_text_color(),
            heuristic: if dark {
                Color32::from_rgb(120, 170, 255)
            } else {
                Color32::from_rgb(30, 90, 200)
            },
            white: if dark {
                Color32::from_rgb(240, 236, 225)
            } else {
                Color32::from_rgb(200, 150, 40)
            },
            black: if dark {
                Color32::from_rgb(150, 140, 130)
            } else {
                Color32::from_rgb(35, 32, 30)
            },
            draw: Color32::from_rgb(40, 160, 110),
            marked: ui.visuals().error_fg_color,
            selected: ui.visuals().selection.bg_fill,
        }
    }
}

/// Draws the graph of `review` with the position after `shown` moves marked;
/// returns the number of moves of the position clicked, if any.
pub fn show(ui: &mut Ui, game: &Game, review: &Review, shown: usize, height: f32) -> Option<usize> {
    let points: Vec<GraphPoint> = review.turns.iter().map(graph_point).collect();
    // Along the axis as the move list numbers the turns.
    let xs: Vec<f64> = review
        .turns
        .iter()
        .map(|t| numbering::axis_position(game, t.turn))
        .collect();
    let colors = Colors::of(ui);
    let at = |kind: Option<PointKind>, marked_only: bool| -> Vec<[f64; 2]> {
        points
            .iter()
            .zip(&xs)
            .filter(|(p, _)| kind.is_none_or(|k| p.kind == k) && (!marked_only || p.marked))
            .map(|(p, &x)| [x, p.y])
            .collect()
    };
    let series = |kind: PointKind| at(Some(kind), false);
    let line = at(None, false);
    let marked = at(None, true);
    let first_x = numbering::axis_position(game, 0);
    let last_x = xs.last().copied().unwrap_or(first_x);
    let kinds = [
        (
            PointKind::Heuristic,
            t!("review-view-score"),
            MarkerShape::Circle,
            colors.heuristic,
            3.5,
        ),
        (
            PointKind::WhiteWins,
            t!("review-view-white-wins"),
            MarkerShape::Up,
            colors.white,
            6.0,
        ),
        (
            PointKind::BlackWins,
            t!("review-view-black-wins"),
            MarkerShape::Down,
            colors.black,
            6.0,
        ),
        (
            PointKind::Draw,
            t!("review-view-draw"),
            MarkerShape::Diamond,
            colors.draw,
            5.5,
        ),
    ];
    // The series drawn, each with its legend entry.
    let mut drawn: Vec<Series> = kinds
        .into_iter()
        .map(|(kind, name, shape, color, radius)| Series {
            points: series(kind),
            shape,
            color,
            radius,
            filled: true,
            name,
        })
        .collect();
    drawn.push(Series {
        points: marked,
        shape: MarkerShape::Circle,
        color: colors.marked,
        radius: 8.0,
        filled: false,
        name: t!("review-view-marked"),
    });
    drawn.retain(|series| !series.points.is_empty());
    legend(ui, &drawn);
    let response = Plot::new("review-graph")
        .height(height)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_crosshair(false)
        .include_x(first_x - 0.5)
        .include_x(last_x + 0.5)
        .include_y(-HEURISTIC_MARGIN)
        .include_y(100.0 + HEURISTIC_MARGIN)
        .x_axis_label(t!("review-view-axis-turn"))
        .y_axis_label(t!("review-view-axis-score"))
        .show(ui, |plot| {
            plot.hline(HLine::new("", 50.0).color(colors.line).width(1.0));
            if let Some(&x) = shown.checked_sub(1).and_then(|i| xs.get(i)) {
                plot.vline(VLine::new("", x).color(colors.selected).width(2.0));
            }
            plot.line(Line::new("", line).color(colors.line).width(1.5));
            for series in drawn {
                plot.points(
                    Points::new(series.name, series.points)
                        .shape(series.shape)
                        .color(series.color)
                        .filled(series.filled)
                        .radius(series.radius),
                );
            }
        });
    let mut clicked = None;
    if response.response.clicked()
        && let Some(at) = response.response.interact_pointer_pos()
    {
        clicked = nearest(response.transform.value_from_position(at).x, &xs);
    }
    // One widget per point, named for screen readers (and tests), on top of the plot.
    let id = ui.make_persistent_id("review-graph-points");
    for ((p, t), &x) in points.iter().zip(&review.turns).zip(&xs) {
        let at = response
            .transform
            .position_from_point(&PlotPoint::new(x, p.y));
        let rect = Rect::from_center_size(at, vec2(12.0, 12.0));
        let point = ui.interact(rect, id.with(p.moves), Sense::click());
        let name = t!(
            "review-view-point",
            turn = numbering::turn_text(game, t.turn),
            score = words::score(t.after)
        );
        point.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
        if point.clicked() {
            clicked = Some(p.moves);
        }
    }
    clicked
}

/// The legend, in a row above the graph rather than in a corner of it,
/// where it would hide the points of the first or the last turns.
fn legend(ui: &mut Ui, drawn: &[Series]) {
    ui.horizontal_wrapped(|ui| {
        for series in drawn {
            let (rect, _) = ui.allocate_exact_size(vec2(12.0, 12.0), Sense::hover());
            marker(
                ui.painter(),
                rect,
                series.shape,
                series.color,
                series.filled,
            );
            ui.label(&series.name);
            ui.add_space(8.0);
        }
    });
}

/// A plot marker drawn in `rect`, for the legend.
fn marker(painter: &egui::Painter, rect: Rect, shape: MarkerShape, color: Color32, filled: bool) {
    let (c, r) = (rect.center(), rect.width() / 2.0 - 1.0);
    let stroke = egui::Stroke::new(1.5, color);
    let polygon = |corners: Vec<egui::Pos2>| {
        let fill = if filled { color } else { Color32::TRANSPARENT };
        painter.add(egui::Shape::convex_polygon(corners, fill, stroke));
    };
    match shape {
        MarkerShape::Up => polygon(vec![c + vec2(0.0, -r), c + vec2(r, r), c + vec2(-r, r)]),
        MarkerShape::Down => polygon(vec![c + vec2(-r, -r), c + vec2(r, -r), c + vec2(0.0, r)]),
        MarkerShape::Diamond => polygon(vec![
            c + vec2(0.0, -r),
            c + vec2(r, 0.0),
            c + vec2(0.0, r),
            c + vec2(-r, 0.0),
        ]),
        _ if filled => {
            painter.circle_filled(c, r * 0.7, color);
        }
        _ => {
            painter.circle_stroke(c, r, stroke);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::record::Mark;

    fn turn(side: Color, after: Score) -> TurnReview {
        TurnReview {
            turn: 4,
            side,
            played: morris_core::Move::pass(),
            before: after,
            after,
            best: morris_core::Move::pass(),
            exact: false,
            depth: 4,
            checked: None,
            mark: Some(Mark::Mistake),
        }
    }

    #[test]
    fn scores_are_whites_expected_result_and_results_drawn_apart() {
        let p = graph_point(&turn(Color::Black, Score::Heuristic(250)));
        let white = 100.0 * Score::Heuristic(-250).expected();
        assert_eq!((p.moves, p.y, p.kind), (5, white, PointKind::Heuristic));
        assert!(p.y < 50.0 && p.marked);
        let far = graph_point(&turn(Color::White, Score::Heuristic(50_000)));
        assert_eq!(far.y, 100.0 - HEURISTIC_MARGIN);
        let won = graph_point(&turn(Color::Black, Score::Win { turns: 3 }));
        assert_eq!((won.y, won.kind), (0.0, PointKind::BlackWins));
        let lost = graph_point(&turn(Color::Black, Score::Loss { turns: 3 }));
        assert_eq!((lost.y, lost.kind), (100.0, PointKind::WhiteWins));
        let draw = graph_point(&turn(Color::White, Score::Draw));
        assert_eq!((draw.y, draw.kind), (50.0, PointKind::Draw));
        assert_ne!(
            graph_point(&turn(Color::White, Score::Heuristic(0))).kind,
            PointKind::Draw
        );
    }

    #[test]
    fn a_click_picks_the_nearest_turn() {
        // Turns 1., 1..., 2., 2... on the axis of move numbers.
        let xs = [1.0, 1.5, 2.0, 2.5];
        assert_eq!(nearest(1.2, &xs), Some(1));
        assert_eq!(nearest(1.4, &xs), Some(2));
        assert_eq!(nearest(-2.0, &xs), Some(1));
        assert_eq!(nearest(42.0, &xs), Some(4));
        assert_eq!(nearest(1.0, &[]), None);
    }
}
